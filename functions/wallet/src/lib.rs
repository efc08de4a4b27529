//! The wallet family as a Lambda function: the shared router, served by lambda_http, with
//! the AWS adapters of `sanduq_aws` (SMS through SNS, the token signing keys from Secrets
//! Manager, identity documents in S3).

use sanduq_kernel::AppState;
use std::sync::Arc;

/// The family's router over `state` (whose ring and SMS channel are set).
pub fn app(state: AppState) -> axum::Router {
    let router = sanduq_wallets::routes::routes(state.clone())
        .finish(state.clone())
        .0;
    sanduq_api::family(state, router)
}

/// `app`, with the ring kept fresh from `source` before each request.
pub fn app_with_keys(state: AppState, source: Arc<sanduq_aws::keys::Source>) -> axum::Router {
    sanduq_aws::with_fresh_keys(app(state), source)
}
