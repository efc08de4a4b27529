//! The payment links family (merchant API and the hosted page's calls) as a Lambda function: the shared router, served by lambda_http.

use sanduq_kernel::AppState;

pub fn app(state: AppState) -> axum::Router {
    sanduq_api::family(state.clone(), sanduq_payments::routes::links::router(state))
}
