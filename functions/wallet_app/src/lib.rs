//! The hosted wallet as a Lambda function: the shared router, served by lambda_http. The
//! wallet API it calls runs in the same process (no network hop), so it needs the wallet
//! function's AWS adapters too (`sanduq_aws::wallet_state`: SMS by SNS, the token keys from
//! Secrets Manager, identity documents in S3); its pages' stylesheet and scripts come from
//! the pages function (/assets/v1/).

use sanduq_kernel::AppState;
use std::sync::Arc;

pub fn app(state: AppState) -> axum::Router {
    sanduq_api::family(state.clone(), sanduq_wallet_app::router(state))
}

/// `app`, with the token keys kept fresh from `source` before each request.
pub fn app_with_keys(state: AppState, source: Arc<sanduq_aws::keys::Source>) -> axum::Router {
    sanduq_aws::with_fresh_keys(app(state), source)
}
