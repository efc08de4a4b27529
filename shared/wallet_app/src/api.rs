//! The wallet API, called in process: each form of the hosted wallet is the API request
//! its own app would send (the same route, checks, idempotency, limits and errors), with a
//! short access token minted for the signed-in session. The token never leaves the server.

use crate::session::Holder;
use axum::body::Body;
use axum::http::{header, Method, Request};
use axum::Router;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_wallets::tokens::{self, Claims};
use serde_json::Value;
use tower::ServiceExt;

/// The wallet family's router, as the API serves it.
#[derive(Clone)]
pub struct Api(pub Router);

impl Api {
    pub fn new(st: &AppState) -> Api {
        // the wallet family's routes and the buyer's disputes
        let routes = sanduq_wallets::routes::routes(st.clone())
            .merge(sanduq_disputes::routes::routes(st.clone()));
        let (router, _) = routes.finish(st.clone());
        Api(sanduq_api::family(st.clone(), router))
    }
}

/// An API refusal as the pages show it.
#[derive(Debug, Clone)]
pub struct Failure {
    pub status: u16,
    pub code: String,
    pub message: String,
    pub details: Value,
}

impl Failure {
    pub fn of(e: &ApiError) -> Failure {
        Failure {
            status: e.code().http_status(),
            code: e.code().as_str().to_string(),
            message: e.0.message.clone(),
            details: e.0.details.clone().unwrap_or(Value::Null),
        }
    }

    /// A form field the pages read themselves was not usable.
    pub fn field(name: &str, why: &str) -> Failure {
        Failure {
            status: 422,
            code: "VALIDATION_ERROR".into(),
            message: format!("{name}: {why}"),
            details: serde_json::json!({ "fields": { name: why } }),
        }
    }

    /// The number a refusal's words fill in: tries or seconds left.
    pub fn number(&self) -> Option<i64> {
        ["attempts_remaining", "tries_left", "retry_after"]
            .iter()
            .find_map(|k| self.details.get(*k).and_then(Value::as_i64))
    }

    /// The fields a validation refusal names.
    pub fn fields(&self) -> Vec<String> {
        self.details
            .get("fields")
            .and_then(Value::as_object)
            .map(|o| o.keys().cloned().collect())
            .unwrap_or_default()
    }
}

fn access_token(st: &AppState, h: &Holder) -> Result<String, Failure> {
    let now = st.now_for(&h.merchant).timestamp();
    tokens::sign(
        st,
        &Claims {
            iss: tokens::ISSUER.into(),
            sub: h.user_id.clone(),
            mer: h.merchant.id.clone(),
            sid: h.session.id.clone(),
            amr: tokens::Method::Otp,
            iat: now,
            exp: now + tokens::ACCESS_SECS,
        },
    )
    .map_err(|e| Failure::of(&e))
}

/// One API request for the signed-in user: `Ok(data)` or the refusal.
pub async fn call(
    st: &AppState,
    api: &Api,
    h: &Holder,
    (method, path): (Method, &str),
    body: Option<&Value>,
    idempotency_key: Option<&str>,
) -> Result<Value, Failure> {
    let token = access_token(st, h)?;
    let mut req = Request::builder()
        .method(method)
        .uri(format!("{}{path}", sanduq_api::BASE))
        .header(header::AUTHORIZATION, format!("Bearer {token}"));
    if let Some(k) = idempotency_key {
        req = req.header("idempotency-key", k);
    }
    let req = match body {
        Some(b) => req
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(b.to_string())),
        None => req.body(Body::empty()),
    }
    .map_err(|e| Failure::of(&sanduq_kernel::items::internal(e)))?;
    let res = api
        .0
        .clone()
        .oneshot(req)
        .await
        .map_err(|e| Failure::of(&sanduq_kernel::items::internal(e)))?;
    let status = res.status().as_u16();
    let bytes = axum::body::to_bytes(res.into_body(), sanduq_api::MAX_BODY)
        .await
        .map_err(|e| Failure::of(&sanduq_kernel::items::internal(e)))?;
    let v: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    if (200..300).contains(&status) {
        return Ok(v.get("data").cloned().unwrap_or(v));
    }
    let e = &v["error"];
    Err(Failure {
        status,
        code: e["code"].as_str().unwrap_or("SERVER_ERROR").to_string(),
        message: e["message"].as_str().unwrap_or_default().to_string(),
        details: e.get("details").cloned().unwrap_or(Value::Null),
    })
}
