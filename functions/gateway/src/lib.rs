//! The gateway family as a Lambda function: the shared router, served by lambda_http.

use sanduq_kernel::AppState;

pub fn app(state: AppState) -> axum::Router {
    sanduq_api::family(
        state.clone(),
        sanduq_payments::routes::gateway::router(state),
    )
}
