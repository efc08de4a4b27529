//! The sandbox family as a Lambda function: the shared router, served by lambda_http, with
//! the wallet's sandbox inbox of text messages. A production stack does not deploy it.

use sanduq_kernel::AppState;

pub fn app(state: AppState) -> axum::Router {
    let (inbox, _) = sanduq_wallets::routes::sandbox_routes(state.clone()).finish(state.clone());
    sanduq_api::family(
        state.clone(),
        sanduq_sandbox::routes::router(state).merge(inbox),
    )
}
