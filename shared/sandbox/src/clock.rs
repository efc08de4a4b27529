//! The sandbox test clock: a sandbox merchant's business time runs ahead of the real clock
//! by an offset it moves forward; moving it runs the work that became due.

use axum::response::Response;
use sanduq_domain::merchant::Merchant;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::merchants;
use sanduq_kernel::state::AppState;
use serde_json::{json, Value};

/// Largest single test-clock advance: ten years (in all: `MAX_CLOCK_OFFSET_SECS`).
pub const MAX_CLOCK_ADVANCE_SECS: i64 = 10 * 366 * 24 * 60 * 60;

/// The sandbox test clock: where the merchant's business time stands.
pub fn clock_view(st: &AppState, m: &Merchant) -> Value {
    json!({ "merchant_id": m.id, "now": st.now_for(m), "offset_seconds": m.clock_offset_secs })
}

/// Moves a sandbox merchant's clock forward (one transaction with its idempotency record),
/// then runs the work that became due (safe to run again).
pub async fn advance_clock(
    st: &AppState,
    merchant_id: &str,
    seconds: i64,
    idem: &Idem,
) -> ApiResult<Response> {
    let res = merchants::commit_change(st, merchant_id, idem, |m| {
        m.advance_clock(seconds)?;
        Ok(clock_view(st, m))
    })
    .await?;
    let m = merchants::get(st, merchant_id).await?;
    sanduq_payments::expiry::sweep_merchant(st, &m).await?;
    sanduq_billing::run::bill_merchant(st, &m).await?;
    // a scheduled payout whose cut-off the clock passed (refused if the balance is short:
    // the next run tries again)
    if let Err(e) = sanduq_payments::settlement::run(st, &m).await {
        tracing::warn!(merchant = %m.id, error = %e.0.message, "scheduled payout not made");
    }
    // disputes past the deadline the clock passed, and shortfalls the balance now covers
    sanduq_disputes::moves::sweep_merchant(st, &m).await?;
    // withdrawals at agents whose 15 minutes the clock passed: their holds back
    sanduq_agents::withdrawals::sweep_merchant(st, &m).await?;
    sanduq_webhooks::deliveries::wake_merchant(st, &m).await?;
    Ok(res)
}
