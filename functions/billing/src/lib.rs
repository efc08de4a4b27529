//! Subscription billing as a Lambda function on an EventBridge schedule: every subscription
//! with something due by now (real time), found through the billing index, is billed on its
//! merchant's clock. The event only triggers it: a late or replayed event bills what is due
//! when it runs, and a repeated run changes nothing (every step is keyed and conditional).

use chrono::Utc;
use lambda_runtime::LambdaEvent;
use sanduq_billing::run;
pub use sanduq_kernel::state::lambda_env::Scheduled;
use sanduq_kernel::AppState;
use serde_json::{json, Value};

/// A failed run: no index shard could be read at all. Retryable (the next schedule runs it
/// again).
#[derive(Debug, thiserror::Error)]
#[error("billing failed: {message}")]
pub struct BillingFailed {
    pub message: String,
}

/// Bills what is due by now. One subscription that cannot be billed is logged and counted
/// in `errors`, and the run goes on.
pub async fn handle(st: &AppState, event: LambdaEvent<Scheduled>) -> Result<Value, BillingFailed> {
    let now = Utc::now();
    let b = run::bill_due(st, now).await;
    let shards = sanduq_kernel::due::shard_count();
    if b.errors >= shards && b.charged + b.failed_charges + b.trial_notices + b.canceled == 0 {
        return Err(BillingFailed {
            message: format!("no index shard could be read ({} errors)", b.errors),
        });
    }
    tracing::debug!(scheduled = ?event.payload.time, kind = ?event.payload.detail_type, "billing run");
    b.log();
    Ok(json!({
        "charged": b.charged,
        "failed_charges": b.failed_charges,
        "trial_notices": b.trial_notices,
        "canceled": b.canceled,
        "errors": b.errors,
        "billed_at": now,
        "scheduled_at": event.payload.time,
    }))
}

impl From<BillingFailed> for lambda_runtime::Diagnostic {
    fn from(e: BillingFailed) -> Self {
        lambda_runtime::Diagnostic {
            error_type: "Billing.Unavailable".into(),
            error_message: e.message,
        }
    }
}
