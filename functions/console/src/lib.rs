//! The platform's console as a Lambda function: the shared router, served by lambda_http.
//! Its pages' stylesheet comes from the pages function (/assets/v1/).

use sanduq_kernel::AppState;

pub fn app(state: AppState) -> axum::Router {
    sanduq_api::family(state.clone(), sanduq_console::router(state))
}
