//! A signed-in visit to a page of the agent app: who, with the API to call for them, the
//! page's look, its address and headers; and what every page does with them.

use crate::api::{self, Api, Failure};
use crate::session::Holder;
use crate::{frame, html};
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use sanduq_api::browser::{same_token, Form, Look};
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::agent::{self as pages, Words};
use sanduq_pages::wallet::Frame;
use serde_json::Value;

pub struct Visit {
    pub st: AppState,
    pub api: Api,
    pub who: Holder,
    pub look: Look,
    pub headers: HeaderMap,
    pub uri: Uri,
}

impl FromRequestParts<AppState> for Visit {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, st: &AppState) -> Result<Visit, Response> {
        let who = Holder::from_request_parts(parts, st).await?;
        let Some(api) = parts.extensions.get::<Api>().cloned() else {
            tracing::error!("an agent app route without the agent API");
            return Err(ApiError::new(
                sanduq_domain::ErrorCode::ServerError,
                "unexpected internal error",
            )
            .into_response());
        };
        Ok(Visit {
            st: st.clone(),
            api,
            who,
            look: Look::of(&parts.headers, parts.uri.query()),
            headers: parts.headers.clone(),
            uri: parts.uri.clone(),
        })
    }
}

impl Visit {
    pub fn frame(&self, section: &'static str) -> Frame {
        frame(self.look, Some(&self.who), section, &self.uri)
    }

    pub fn words(&self) -> &'static Words {
        Words::of(self.look.locale)
    }

    pub fn page(&self, status: StatusCode, body: String) -> Response {
        html(status, body, self.look, &self.headers)
    }

    /// A posted form's fields, once it carries the sign-in's CSRF token (else the answer
    /// that nothing was done).
    #[allow(clippy::result_large_err)] // the refusal is answered at once
    pub fn form(&self, body: &[u8]) -> Result<Form, Response> {
        let form = Form::parse(body);
        if same_token(form.get("csrf").unwrap_or_default(), &self.who.csrf) {
            Ok(form)
        } else {
            let f = self.frame("");
            let text = f.s.form_expired;
            Err(self.said(StatusCode::FORBIDDEN, f.bad(text, None)))
        }
    }

    pub async fn call(
        &self,
        (method, path): (Method, &str),
        body: Option<&Value>,
        key: Option<&str>,
    ) -> Result<Value, Failure> {
        api::call(&self.st, &self.api, &self.who, (method, path), body, key).await
    }

    pub async fn get(&self, path: &str) -> Result<Value, Failure> {
        self.call((Method::GET, path), None, None).await
    }

    /// A page that only says what its frame's flash says.
    pub fn said(&self, status: StatusCode, f: Frame) -> Response {
        let title = if status.is_success() {
            self.words().app
        } else {
            f.s.error
        };
        let body = pages::page(pages::Done {
            f: &f,
            w: self.words(),
            title,
            amount: String::new(),
            amount_words: String::new(),
            notes: vec![],
            receipt: None,
            again: "/agent",
        });
        self.page(status, body)
    }

    /// A page that only says why the page it stands for cannot be shown.
    pub fn refused(&self, section: &'static str, e: &Failure) -> Response {
        let f = crate::failed(self.frame(section), e);
        self.said(status_of(e), f)
    }
}

/// The HTTP status a refusal's page is answered with: the API's.
pub fn status_of(e: &Failure) -> StatusCode {
    StatusCode::from_u16(e.status).unwrap_or(StatusCode::UNPROCESSABLE_ENTITY)
}
