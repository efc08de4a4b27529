//! One module per endpoint family. Handlers are thin: read the request, call `ops`, answer.

pub mod admin;
pub mod core;
pub mod gateway;
pub mod pages;
pub mod sandbox;

use crate::auth::Principal;
use crate::error::ApiResult;
use crate::idempotency::Idem;
use axum::http::{HeaderMap, Method, Uri};

/// The Idempotency-Key of a merchant's POST, scoped to the merchant.
pub fn idem(
    p: &Principal,
    method: &Method,
    uri: &Uri,
    headers: &HeaderMap,
    body: &[u8],
) -> ApiResult<Idem> {
    let path = uri
        .path_and_query()
        .map(|pq| pq.as_str())
        .unwrap_or(uri.path());
    Idem::from_request(&p.merchant.id, headers, method, path, body)
}
