//! A signed-in visit to a page: who, with the API to call for them, the page's look, its
//! address and headers; and what every page does with them (its frame, its answer, a form's
//! CSRF check, an API request, a refusal's page).

use crate::api::{self, Api, Failure};
use crate::session::Holder;
use crate::{frame, html, message};
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use sanduq_api::browser::{Form, Look};
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
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
            tracing::error!("a hosted wallet route without the wallet API");
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
    /// The page's frame, its navigation showing `section`.
    pub fn frame(&self, section: &'static str) -> Frame {
        frame(self.look, Some(&self.who), section, &self.uri)
    }

    /// A rendered page as the answer.
    pub fn page(&self, status: StatusCode, body: String) -> Response {
        html(status, body, self.look, &self.headers)
    }

    /// A posted form's fields, once it carries the sign-in's CSRF token (else the answer
    /// that nothing was done).
    #[allow(clippy::result_large_err)] // the refusal is answered at once
    pub fn form(&self, body: &[u8]) -> Result<Form, Response> {
        let form = Form::parse(body);
        self.checked(form)
    }

    /// Fields read otherwise (multipart), checked the same way.
    #[allow(clippy::result_large_err)]
    pub fn checked(&self, form: Form) -> Result<Form, Response> {
        if crate::csrf_ok(&self.who, &form) {
            Ok(form)
        } else {
            Err(crate::stale(self.look, &self.who, &self.uri, &self.headers))
        }
    }

    /// One wallet API request for the signed-in user.
    pub async fn call(
        &self,
        (method, path): (Method, &str),
        body: Option<&Value>,
        key: Option<&str>,
    ) -> Result<Value, Failure> {
        api::call(&self.st, &self.api, &self.who, (method, path), body, key).await
    }

    /// `GET` of a wallet API path.
    pub async fn get(&self, path: &str) -> Result<Value, Failure> {
        self.call((Method::GET, path), None, None).await
    }

    /// A page that only says why the page it stands for cannot be shown.
    pub fn refused(&self, section: &'static str, e: &Failure) -> Response {
        let f = crate::failed(self.frame(section), e);
        let text = f.flash.as_ref().map(|x| x.text.clone()).unwrap_or_default();
        message(status_of(e), &f, &text, self.look, &self.headers)
    }
}

/// The HTTP status a refusal's page is answered with: the API's.
pub fn status_of(e: &Failure) -> StatusCode {
    StatusCode::from_u16(e.status).unwrap_or(StatusCode::UNPROCESSABLE_ENTITY)
}
