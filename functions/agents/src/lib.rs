//! The agents family as a Lambda function: the shared router, served by lambda_http, with
//! the wallet's AWS adapters (`sanduq_aws::wallet_state`: the token signing keys that sign
//! and check an agent's access token, and SMS for its sign-in codes).

use sanduq_kernel::AppState;
use std::sync::Arc;

/// The family's router over `state`.
pub fn app(state: AppState) -> axum::Router {
    let router = sanduq_agents::routes::routes(state.clone())
        .finish(state.clone())
        .0;
    sanduq_api::family(state, router)
}

/// `app`, with the ring kept fresh from `source` before each request.
pub fn app_with_keys(state: AppState, source: Arc<sanduq_aws::keys::Source>) -> axum::Router {
    sanduq_aws::with_fresh_keys(app(state), source)
}
