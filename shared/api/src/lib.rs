//! Sanduq's HTTP contract, shared by every Lambda function and the local server:
//! authentication, idempotency, the envelope, rate-limit headers, validation and routing.
//! Each family is an axum Router; Lambda serves one family, the local server all of them.

pub mod auth;
pub mod error;
pub mod families;
pub mod idempotency;
pub mod items;
pub mod ops;
pub mod ratelimit;
pub mod recent;
pub mod signing;
pub mod state;
pub mod validate;
pub mod views;

pub use state::{AppState, Config};

use axum::Router;

/// Every family under one router, as the local server serves them.
pub fn app(state: AppState) -> Router {
    Router::new()
        .merge(families::core::router(state.clone()))
        .merge(families::embedded::router(state.clone()))
        .merge(families::gateway::router(state.clone()))
        .merge(families::links::router(state.clone()))
        .merge(families::subscriptions::router(state.clone()))
        .merge(families::webhooks::router(state.clone()))
        .merge(families::sandbox::router(state.clone()))
        .merge(families::admin::router(state.clone()))
        .merge(families::pages::router(state.clone()))
        .fallback(move || auth::unknown_route(state.clone()))
        .layer(axum::middleware::from_fn(error::render))
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(
            error::panic_response,
        ))
}

/// One family's router with the shared outer layers, as its Lambda function serves it.
pub fn family(state: AppState, router: Router) -> Router {
    router
        .fallback(move || auth::unknown_route(state.clone()))
        .layer(axum::middleware::from_fn(error::render))
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(
            error::panic_response,
        ))
}

/// Largest request body read, in bytes.
pub const MAX_BODY: usize = 2 * 1024 * 1024;

/// The path prefix of the API.
pub const BASE: &str = "/api/v1";
