//! The agent app as a Lambda function: the shared router, served by lambda_http. The agent
//! API it calls runs in the same process (no network hop), so it needs the agents
//! function's AWS adapters too (`sanduq_aws::wallet_state`: the token keys from Secrets
//! Manager, SMS by SNS for the sign-in codes and the texts to customers); its pages'
//! stylesheet and scripts come from the pages function (/assets/v1/).

use sanduq_kernel::AppState;
use std::sync::Arc;

pub fn app(state: AppState) -> axum::Router {
    sanduq_api::family(state.clone(), sanduq_agent_app::router(state))
}

/// `app`, with the token keys kept fresh from `source` before each request.
pub fn app_with_keys(state: AppState, source: Arc<sanduq_aws::keys::Source>) -> axum::Router {
    sanduq_aws::with_fresh_keys(app(state), source)
}
