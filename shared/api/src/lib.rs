//! Sanduq's HTTP contract, shared by every family: authentication, request signing, the
//! error envelope and request log, validation, the extractors a handler starts from, and
//! the route table with its OpenAPI builder. No family code: each family is a crate above
//! this one; `sanduq-service` puts them under one router and one document.

pub mod auth;
pub mod browser;
pub mod client;
pub mod contract;
pub mod error;
pub mod extract;
pub mod in_process;
pub mod signing;
pub mod validate;

use axum::Router;
use sanduq_kernel::AppState;

/// One family's router with the shared outer layers (the client's address as API Gateway
/// saw it, the error envelope and request log in one, panics as 500s), as its Lambda
/// function serves it.
pub fn family(state: AppState, router: Router) -> Router {
    router
        .fallback({
            let state = state.clone();
            move |req: axum::extract::Request| auth::unknown_route(state.clone(), req)
        })
        .layer(axum::middleware::from_fn_with_state(
            state,
            error::envelope_and_log,
        ))
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(
            error::panic_response,
        ))
}

/// Largest request body read, in bytes.
pub const MAX_BODY: usize = 2 * 1024 * 1024;

/// The path prefix of the API.
pub const BASE: &str = "/api/v1";
