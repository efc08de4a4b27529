//! The agents family as a Lambda function: the shared router, served by lambda_http.

use sanduq_kernel::AppState;

/// The family's router over `state`.
pub fn app(state: AppState) -> axum::Router {
    let router = sanduq_agents::routes::routes(state.clone())
        .finish(state.clone())
        .0;
    sanduq_api::family(state, router)
}
