//! The wallet family as a Lambda function: the shared router, served by lambda_http, with
//! its AWS adapters: SMS through SNS, the token signing keys from Secrets Manager, identity
//! documents in S3.

pub mod keys;
pub mod s3;
pub mod sns;

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
pub fn app_with_keys(state: AppState, source: Arc<keys::Source>) -> axum::Router {
    app(state).layer(axum::middleware::from_fn(move |req, next| {
        keys::fresh(source.clone(), req, next)
    }))
}

/// The function's state in AWS: the shared Lambda state with SNS for text messages, the
/// bucket named by KYC_BUCKET for identity documents, and the keys of the secret named by
/// TOKEN_KEYS_SECRET.
pub async fn aws_state() -> (AppState, Arc<keys::Source>) {
    let state = sanduq_kernel::state::lambda_env::state().await;
    let conf = aws_config::load_from_env().await;
    let bucket = std::env::var("KYC_BUCKET").unwrap_or_default();
    if bucket.is_empty() {
        tracing::error!("KYC_BUCKET is not set: identity verification answers SERVICE_UNAVAILABLE");
    }
    let state = state
        .with_sms(Arc::new(sns::SnsSms::new(aws_sdk_sns::Client::new(&conf))))
        .with_documents(Arc::new(s3::S3Documents::new(&conf, bucket)));
    let secret = std::env::var("TOKEN_KEYS_SECRET").unwrap_or_default();
    if secret.is_empty() {
        tracing::error!("TOKEN_KEYS_SECRET is not set: wallet sign-in answers SERVICE_UNAVAILABLE");
    }
    let source = Arc::new(keys::Source::new(
        aws_sdk_secretsmanager::Client::new(&conf),
        secret,
        state.config.token_keys.clone(),
        keys::FRESH_FOR,
    ));
    source.refresh().await;
    (state, source)
}
