//! The AWS adapters of Sanduq's ports, for the Lambda functions: identity documents in S3
//! (`documents`), text messages by SNS (`sms`), and the wallet's token signing keys kept
//! fresh from Secrets Manager (`keys`). Locally `sanduq serve` uses a folder, the sandbox
//! inbox and the data dir's keys instead.

pub mod documents;
pub mod keys;
pub mod reports;
pub mod s3;
pub mod sms;

use sanduq_kernel::AppState;
use std::sync::Arc;

/// `state` with text messages sent by SNS (a function that tells users something: a
/// dispute's decision).
pub fn with_sms(state: AppState, conf: &aws_config::SdkConfig) -> AppState {
    state.with_sms(Arc::new(sms::SnsSms::new(aws_sdk_sns::Client::new(conf))))
}

/// The state of a function that serves wallet users (the wallet API, the hosted wallet):
/// the shared Lambda state with SNS for text messages, the bucket KYC_BUCKET names for
/// identity documents, and the keys of the secret TOKEN_KEYS_SECRET names (read now, and
/// again by `keys::fresh` once a minute old).
pub async fn wallet_state() -> (AppState, Arc<keys::Source>) {
    let state = sanduq_kernel::state::lambda_env::state().await;
    let conf = aws_config::load_from_env().await;
    let state = state.with_documents(Arc::new(documents::from_env(&conf)));
    let state = with_sms(state, &conf);
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

/// `router`, with the token keys kept fresh from `source` before each request.
pub fn with_fresh_keys(router: axum::Router, source: Arc<keys::Source>) -> axum::Router {
    router.layer(axum::middleware::from_fn(move |req, next| {
        keys::fresh(source.clone(), req, next)
    }))
}
