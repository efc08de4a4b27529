//! The merchant dashboard as a Lambda function: the shared router, served by lambda_http.
//! Its pages' stylesheet and script come from the pages function (/assets/v1/).

use sanduq_kernel::AppState;

pub fn app(state: AppState) -> axum::Router {
    sanduq_api::family(state.clone(), sanduq_dashboard::router(state))
}
