//! The wallet family as a Lambda function: the shared router, served by lambda_http.

use sanduq_kernel::AppState;

pub fn app(state: AppState) -> axum::Router {
    let router = sanduq_wallets::routes::routes(state.clone()).finish(state.clone()).0;
    sanduq_api::family(state, router)
}
