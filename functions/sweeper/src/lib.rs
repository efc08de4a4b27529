//! The expiry sweeper as a Lambda function on an EventBridge schedule. It writes down the
//! expiry of every unpaid payment due by now (real time), found through the expiry index.
//! The event only triggers it: a late or replayed event sweeps what is due when it runs.

use chrono::{DateTime, Utc};
use lambda_runtime::LambdaEvent;
use sanduq_api::AppState;
use serde::Deserialize;
use serde_json::{json, Value};

/// The part of an EventBridge scheduled event the sweeper reads.
#[derive(Debug, Deserialize)]
pub struct Scheduled {
    #[serde(rename = "detail-type")]
    pub detail_type: Option<String>,
    pub time: Option<DateTime<Utc>>,
}

/// A failed sweep: the store could not be read or written. Retryable (the next schedule
/// runs it again; every expiry it writes is conditional, so re-running is safe).
#[derive(Debug, thiserror::Error)]
#[error("sweep failed: {code}: {message}")]
pub struct SweepFailed {
    pub code: &'static str,
    pub message: String,
}

pub async fn handle(st: &AppState, event: LambdaEvent<Scheduled>) -> Result<Value, SweepFailed> {
    let now = Utc::now();
    let expired = sanduq_api::ops::expiry::sweep_due(st, now)
        .await
        .map_err(|e| SweepFailed {
            code: e.code().as_str(),
            message: e.0.message,
        })?;
    tracing::info!(expired, scheduled = ?event.payload.time, kind = ?event.payload.detail_type, "sweep done");
    Ok(json!({ "expired_payments": expired, "swept_at": now, "scheduled_at": event.payload.time }))
}

impl From<SweepFailed> for lambda_runtime::Diagnostic {
    fn from(e: SweepFailed) -> Self {
        lambda_runtime::Diagnostic {
            error_type: format!("Sweep.{}", e.code),
            error_message: e.message,
        }
    }
}
