//! The webhooks family as a Lambda function: the shared router, served by lambda_http.

use sanduq_kernel::AppState;

pub fn app(state: AppState) -> axum::Router {
    sanduq_api::family(state.clone(), sanduq_endpoints::routes::router(state))
}
