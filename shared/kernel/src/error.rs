//! The error every operation returns (`ApiError`, a domain error with its code) and the
//! success envelope. An error becomes an answer with its status and the error carried in
//! the answer's extensions (`Pending`); the HTTP contract's `render` layer writes its body.

use axum::body::Body;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use sanduq_domain::{DomainError, ErrorCode};
use sanduq_store::StoreError;
use serde_json::{json, Value};

#[derive(Debug, Clone)]
pub struct ApiError(pub DomainError);

pub type ApiResult<T> = Result<T, ApiError>;

impl ApiError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> ApiError {
        ApiError(DomainError::new(code, message))
    }

    pub fn code(&self) -> ErrorCode {
        self.0.code
    }
}

impl From<DomainError> for ApiError {
    fn from(e: DomainError) -> Self {
        ApiError(e)
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::ConditionFailed { .. } | StoreError::Conflict => ApiError::new(
                ErrorCode::WalletBusy,
                "another transaction is in progress; retry after 1-2 seconds",
            ),
            StoreError::Throttled | StoreError::Unavailable(_) => {
                tracing::error!(error = %e, "store unavailable");
                ApiError::new(
                    ErrorCode::ServiceUnavailable,
                    "temporarily unavailable; retry with backoff",
                )
            }
            StoreError::Rejected(_) => {
                tracing::warn!(error = %e, "store refused a write's content");
                ApiError(
                    DomainError::new(
                        ErrorCode::ValidationError,
                        "the request holds more than can be stored; shorten its text or metadata",
                    )
                    .with_details(
                        json!({ "fields": { "body": "too large or holds a number out of range" } }),
                    ),
                )
            }
            StoreError::Invalid(_) => {
                tracing::error!(error = %e, "invalid store request");
                ApiError::new(ErrorCode::ServerError, "unexpected internal error")
            }
        }
    }
}

/// An error answer as its envelope shows it, carried in a response's extensions until the
/// outer `render` layer writes the body (with the request id). Also what an idempotency
/// record keeps of a refusal, to answer it again.
#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    pub status: u16,
    pub code: String,
    pub message: String,
    pub details: Option<Value>,
}

impl From<&DomainError> for Pending {
    fn from(e: &DomainError) -> Pending {
        Pending {
            status: e.code.http_status(),
            code: e.code.as_str().to_string(),
            message: e.message.clone(),
            details: e.details.clone(),
        }
    }
}

impl Pending {
    /// An answer that the `render` layer turns into this error's envelope.
    pub fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let mut r = (status, Body::empty()).into_response();
        r.extensions_mut().insert(self);
        r
    }

    /// As an idempotency record keeps it.
    pub fn to_json(&self) -> Value {
        json!({ "status": self.status, "code": self.code, "message": self.message, "details": self.details })
    }

    pub fn from_json(v: &Value) -> Option<Pending> {
        Some(Pending {
            status: v.get("status")?.as_u64()? as u16,
            code: v.get("code")?.as_str()?.to_string(),
            message: v.get("message")?.as_str()?.to_string(),
            details: v.get("details").filter(|d| !d.is_null()).cloned(),
        })
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        Pending::from(&self.0).into_response()
    }
}

/// A success envelope.
pub fn ok(status: StatusCode, data: impl serde::Serialize) -> Response {
    ok_body(status, success_body(&data))
}

/// A success envelope's text (`ok_body` answers with it).
pub fn success_body(data: &(impl serde::Serialize + ?Sized)) -> String {
    // serialized as it stands: `json!` would copy `data` into a new value first
    #[derive(serde::Serialize)]
    struct Success<'a, T: ?Sized> {
        success: bool,
        data: &'a T,
    }
    json_text(&Success {
        success: true,
        data,
    })
}

/// A value's JSON text, written into room for a typical answer (about 1 KB) rather than
/// serde_json's 128 bytes grown three times over.
pub fn json_text(v: &impl serde::Serialize) -> String {
    let mut out = Vec::with_capacity(1024);
    match serde_json::to_writer(&mut out, v) {
        // serde_json writes UTF-8 only
        Ok(()) => String::from_utf8(out).unwrap_or_default(),
        Err(_) => String::new(),
    }
}

/// A success answered with a body `success_body` wrote.
pub fn ok_body(status: StatusCode, body: String) -> Response {
    (status, [("content-type", "application/json")], body).into_response()
}
