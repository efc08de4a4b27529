//! Sanduq's HTTP contract, shared by every Lambda function and the local server:
//! authentication, idempotency, the envelope, rate-limit headers, validation and routing.
//! Each family is an axum Router; Lambda serves one family, the local server all of them.

pub mod auth;
pub mod contract;
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

/// Every family's routes with their descriptions, in the document's order.
pub fn routes(state: &AppState) -> Vec<contract::Routes> {
    use families::*;
    vec![
        core::routes(state.clone()),
        embedded::routes(state.clone()),
        gateway::routes(state.clone()),
        links::routes(state.clone()),
        subscriptions::routes(state.clone()),
        webhooks::routes(state.clone()),
        sandbox::routes(state.clone()),
        admin::routes(state.clone()),
        pages::routes(state.clone()),
        docs::routes(state.clone()),
    ]
}

/// The OpenAPI document of every route, built once from the route table.
pub fn document(state: &AppState) -> &'static str {
    static DOCUMENT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DOCUMENT.get_or_init(|| {
        let entries: Vec<contract::routes::Entry> = routes(state)
            .iter()
            .flat_map(|r| r.entries().to_vec())
            .collect();
        contract::document::build(&entries).to_string()
    })
}

/// The merchant dashboard's routes: served with the API, left out of its document (the
/// dashboard is a browser application, not part of the published contract).
pub fn browser_routes(state: &AppState) -> Vec<contract::Routes> {
    vec![families::dashboard::routes(state.clone())]
}

/// Every family under one router, as the local server serves them.
pub fn app(state: AppState) -> Router {
    let mut router = Router::new();
    for r in routes(&state).into_iter().chain(browser_routes(&state)) {
        router = router.merge(r.finish(state.clone()).0);
    }
    router
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
