//! Every family under one router and one OpenAPI document, as the local server serves them
//! (the Lambda functions serve one family each), and the document's own family: the
//! published `/api/v1/openapi.json` and `/docs`. The top of the crate graph: nothing below
//! imports it.

pub mod docs;

use axum::Router;
use sanduq_api::contract::{self, Routes};
use sanduq_kernel::AppState;

/// Every family's routes with their descriptions, in the document's order.
pub fn routes(state: &AppState) -> Vec<Routes> {
    use sanduq_payments::routes::{core, embedded, gateway, links, pages};
    vec![
        core::routes(state.clone()),
        embedded::routes(state.clone()),
        gateway::routes(state.clone()),
        links::routes(state.clone()),
        sanduq_billing::routes::routes(state.clone()),
        sanduq_endpoints::routes::routes(state.clone()),
        sanduq_sandbox::routes::routes(state.clone()),
        sanduq_wallets::routes::sandbox_routes(state.clone()),
        sanduq_wallets::routes::routes(state.clone()),
        sanduq_disputes::routes::routes(state.clone()),
        sanduq_agents::routes::routes(state.clone()),
        sanduq_admin::table::routes(state.clone()),
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

/// The browser applications' routes (the merchant dashboard, the hosted wallet): served
/// with the API, left out of its document (not part of the published contract).
pub fn browser_routes(state: &AppState) -> Vec<Routes> {
    vec![
        sanduq_dashboard::routes(state.clone()),
        sanduq_console::routes(state.clone()),
        sanduq_wallet_app::routes(state.clone()),
        sanduq_agent_app::routes(state.clone()),
    ]
}

/// Every family under one router, as the local server serves them.
pub fn app(state: AppState) -> Router {
    let mut router = Router::new();
    for r in routes(&state).into_iter().chain(browser_routes(&state)) {
        router = router.merge(r.finish(state.clone()).0);
    }
    sanduq_api::family(state, router)
}
