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

/// Carried in a response's extensions until the outer `render` layer writes the body.
#[derive(Clone, Debug)]
pub struct Pending(pub DomainError);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.0.code.http_status())
            .unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let mut r = (status, Body::empty()).into_response();
        r.extensions_mut().insert(Pending(self.0));
        r
    }
}

/// A success envelope.
pub fn ok(status: StatusCode, data: Value) -> Response {
    let body = json!({ "success": true, "data": data });
    (
        status,
        [("content-type", "application/json")],
        body.to_string(),
    )
        .into_response()
}
