//! The admin family as a Lambda function: the shared router, served by lambda_http. The
//! platform's admin key is read from Secrets Manager when the function starts (the secret
//! ADMIN_KEY_SECRET names, `{"admin_key": "..."}`), never from its environment: only its
//! SHA-256 is kept. A rotated key takes effect as instances start (within minutes of the
//! rotation, as Lambda recycles them). Identity documents are read from S3 (the bucket
//! KYC_BUCKET names) when an operator reviews one.

use sanduq_kernel::AppState;
use std::sync::Arc;

pub fn app(state: AppState) -> axum::Router {
    sanduq_api::family(state.clone(), sanduq_admin::table::router(state))
}

/// The function's state in AWS: the shared Lambda state, with the admin key's hash read
/// from the secret ADMIN_KEY_SECRET names (unset or unreadable: the admin API answers
/// FORBIDDEN to every key, and the reason is logged without the key), and identity
/// documents in S3.
pub async fn aws_state() -> AppState {
    let conf = aws_config::load_from_env().await;
    let state = sanduq_kernel::state::lambda_env::state()
        .await
        .with_documents(Arc::new(sanduq_aws::documents::from_env(&conf)));
    // a dispute's decision is texted to its buyer
    let mut state = sanduq_aws::with_sms(state, &conf);
    let secret = std::env::var("ADMIN_KEY_SECRET").unwrap_or_default();
    if secret.is_empty() {
        tracing::error!("ADMIN_KEY_SECRET is not set: the admin API refuses every key");
        return state;
    }
    let client = aws_sdk_secretsmanager::Client::new(&conf);
    match admin_key(&client, &secret).await {
        Ok(key) => {
            let mut config = (*state.config).clone();
            config.admin_key_hash = Some(sanduq_kernel::secrets::hash_key(&key));
            state = state.with_config(config);
        }
        Err(e) => tracing::error!(error = %e, "the admin key could not be read"),
    }
    state
}

async fn admin_key(
    client: &aws_sdk_secretsmanager::Client,
    secret: &str,
) -> Result<String, String> {
    let got = client
        .get_secret_value()
        .secret_id(secret)
        .send()
        .await
        .map_err(|e| {
            format!(
                "GetSecretValue: {}",
                aws_sdk_secretsmanager::error::DisplayErrorContext(e)
            )
        })?;
    let text = got.secret_string().ok_or("the secret has no string")?;
    let v: serde_json::Value =
        serde_json::from_str(text).map_err(|_| "the secret is not JSON".to_string())?;
    v["admin_key"]
        .as_str()
        .filter(|k| !k.is_empty())
        .map(str::to_string)
        .ok_or_else(|| "the secret has no admin_key".into())
}
