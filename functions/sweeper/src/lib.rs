//! The expiry sweeper as a Lambda function on an EventBridge schedule. It writes down the
//! expiry of every unpaid payment, lapsed authorization and unpaid embedded checkout session
//! due by now (real time), found through the due index, makes the merchants' scheduled
//! payouts due by now (`settlement`), and closes disputes past their deadline and takes
//! their shortfalls (`sanduq_disputes::moves`), loads the watch lists dropped in the
//! documents bucket (`sanduq_compliance::incoming`, hourly) and re-screens users and merchants
//! after a watch list's new version (`sanduq_admin::rescreen`).
//! The event only triggers it: a late or replayed event sweeps what is due when it runs.

use chrono::Utc;
use lambda_runtime::LambdaEvent;
pub use sanduq_kernel::state::lambda_env::Scheduled;
use sanduq_kernel::AppState;
use serde_json::{json, Value};

/// The most of a run spent re-screening (the function's timeout leaves room for the rest).
pub const RESCREEN_BUDGET: std::time::Duration = std::time::Duration::from_secs(20);

/// A failed sweep: nothing could be read at all. Retryable (the next schedule runs it
/// again; every write-down is a keyed worker effect, so re-running is safe).
#[derive(Debug, thiserror::Error)]
#[error("sweep failed: {message}")]
pub struct SweepFailed {
    pub message: String,
}

/// Sweeps what is due by now. One payment that cannot be settled is logged and counted in
/// `failed`, and the sweep goes on; only a sweep that could read no index shard at all fails.
pub async fn handle(st: &AppState, event: LambdaEvent<Scheduled>) -> Result<Value, SweepFailed> {
    let now = Utc::now();
    let sweep = sanduq_payments::expiry::sweep_due(st, now).await;
    // the merchants' scheduled payouts due by now
    let payouts = sanduq_payments::settlement::run_due(st, now).await;
    // disputes past their deadline, and shortfalls to take
    let disputes = sanduq_disputes::moves::sweep_due(st, now).await;
    // withdrawals at agents past their 15 minutes: their holds back in the wallets
    let withdrawals = sanduq_agents::withdrawals::sweep_due(st, now).await;
    // watch lists dropped in the documents bucket (screening/incoming/), looked at hourly
    let lists = match sanduq_compliance::incoming::pick_up(st, now).await {
        Ok(p) => p,
        Err(e) => {
            tracing::warn!(error = %e.0.message, "dropped watch lists not looked at; the next schedule tries again");
            vec![]
        }
    };
    // everyone screened again after a watch list's new version (a page of users at a time,
    // its place kept: the next schedule goes on where this one stopped)
    let rescreened = match sanduq_admin::rescreen::run_due(st, RESCREEN_BUDGET).await {
        Ok(r) => r,
        Err(e) => {
            tracing::warn!(error = %e.0.message, "re-screening not run; the next schedule tries again");
            Default::default()
        }
    };
    // payments' expiry and authorization shards, and embedded sessions'
    let shards = 3 * sanduq_kernel::due::shard_count();
    let done = sweep.expired_payments + sweep.expired_authorizations + sweep.expired_sessions;
    if sweep.failed >= shards && done == 0 {
        return Err(SweepFailed {
            message: format!("no index shard could be swept ({} failures)", sweep.failed),
        });
    }
    tracing::info!(
        expired_payments = sweep.expired_payments,
        expired_authorizations = sweep.expired_authorizations,
        expired_sessions = sweep.expired_sessions,
        failed = sweep.failed,
        scheduled_payouts = payouts.payouts,
        payouts_failed = payouts.failed,
        disputes_lapsed = disputes.lapsed,
        disputes_collected = disputes.collected,
        disputes_failed = disputes.failed,
        withdrawals_expired = withdrawals.expired,
        withdrawals_failed = withdrawals.failed,
        scheduled = ?event.payload.time,
        kind = ?event.payload.detail_type,
        "sweep done"
    );
    Ok(json!({
        "expired_payments": sweep.expired_payments,
        "expired_authorizations": sweep.expired_authorizations,
        "expired_sessions": sweep.expired_sessions,
        "failed": sweep.failed,
        "scheduled_payouts": payouts,
        "disputes": disputes,
        "withdrawals": withdrawals,
        "lists": lists,
        "rescreened": rescreened,
        "swept_at": now,
        "scheduled_at": event.payload.time,
    }))
}

impl From<SweepFailed> for lambda_runtime::Diagnostic {
    fn from(e: SweepFailed) -> Self {
        lambda_runtime::Diagnostic {
            error_type: "Sweep.Unavailable".into(),
            error_message: e.message,
        }
    }
}
