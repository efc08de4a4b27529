//! The API called in process by Sanduq's own browser applications (the hosted wallet, the
//! agent app): each form is the request the person's own app would send, to the same
//! router, with a short access token minted for the signed-in session; the answer read back
//! as its data or its refusal. The token never leaves the server.

use axum::body::Body;
use axum::http::{header, Method, Request};
use axum::Router;
use sanduq_kernel::error::ApiError;
use serde_json::Value;
use tower::ServiceExt;

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

fn internal(e: impl std::fmt::Display) -> Failure {
    Failure::of(&sanduq_kernel::items::internal(e))
}

/// One request to `api` under `/api/v1` with bearer `token`: `Ok(data)` or the refusal.
pub async fn call(
    api: &Router,
    token: &str,
    (method, path): (Method, &str),
    body: Option<&Value>,
    idempotency_key: Option<&str>,
) -> Result<Value, Failure> {
    let mut req = Request::builder()
        .method(method)
        .uri(format!("{}{path}", crate::BASE))
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
    .map_err(internal)?;
    let res = api.clone().oneshot(req).await.map_err(internal)?;
    let status = res.status().as_u16();
    let bytes = axum::body::to_bytes(res.into_body(), crate::MAX_BODY)
        .await
        .map_err(internal)?;
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
