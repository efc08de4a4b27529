//! The hosted wallet as a Lambda function: the shared router, served by lambda_http. The
//! wallet API it calls runs in the same process (no network hop); its pages' stylesheet and
//! scripts come from the pages function (/assets/v1/).

use sanduq_kernel::AppState;

pub fn app(state: AppState) -> axum::Router {
    sanduq_api::family(state.clone(), sanduq_wallet_app::router(state))
}
