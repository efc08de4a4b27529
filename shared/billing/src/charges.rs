//! A subscription period's charge: the writes that take one period's amount from the
//! customer's wallet and settle it to the merchant (commission deducted, as a capture), a
//! payment record for the gateway list, and the period's charge marker.
//!
//! The marker (`SUB#<id>` / `CHARGE#<period>`) is written with a not-exists condition in the
//! charge's transaction: whatever runs it (the schedule, a retry, a top-up, a concurrent or
//! repeated run), a period is charged at most once.

use chrono::{DateTime, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::{CaptureMode, NewPayment, Payment};
use sanduq_domain::subscription::{ChargeFailure, Subscription};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_payments::payments;
use sanduq_payments::users;
use sanduq_store::{Cond, Key, Write};
use serde_json::{json, Map, Value};

/// The marker of a charged period.
pub fn marker_key(sub_id: &str, period: u32) -> Key {
    Key::new(format!("SUB#{sub_id}"), format!("CHARGE#{period:010}"))
}

const ALREADY_BILLED: &str = "this subscription period is already charged";

/// The refusal when the marker exists: the period was charged by another run.
pub fn already_billed() -> ApiError {
    ApiError::new(ErrorCode::InvalidPaymentStatus, ALREADY_BILLED)
}

pub fn is_already_billed(e: &ApiError) -> bool {
    e.code() == ErrorCode::InvalidPaymentStatus && e.0.message == ALREADY_BILLED
}

/// A charge planned: its writes and the payment it makes.
pub struct Planned {
    pub writes: Vec<Write>,
    pub payment: Payment,
}

/// Plans the charge of `period` at `now`. A refusal that a later attempt may overcome
/// (funds, a blocked wallet, a missing wallet) is an `Err` that `failure` turns into the
/// subscription's failure; any other error means "try again later".
pub async fn plan(
    st: &AppState,
    m: &Merchant,
    sub: &Subscription,
    period: u32,
    now: DateTime<Utc>,
) -> ApiResult<Planned> {
    let buyer = users::require_id(st, &m.id, &sub.user_id).await?.user;
    buyer.may_move_money()?;
    // a dependant's rules hold for the merchant's charges too (a day's cap reached
    // meanwhile: the transaction fails on the counter, and the next plan refuses)
    let spend = sanduq_payments::family::Spend::Payment {
        amount: sub.terms.amount,
        currency: sub.terms.currency,
        payee: m,
    };
    let family = sanduq_payments::family::guard(st, &buyer, &spend, now).await?;
    let (start, end) = sub
        .period_start(period)
        .zip(sub.period_start(period + 1))
        .ok_or_else(|| items::internal("a period past the calendar's end"))?;
    let mut metadata = Map::new();
    metadata.insert("subscription_id".into(), sub.id.clone().into());
    metadata.insert("subscription_period".into(), period.to_string().into());
    metadata.insert("period_start".into(), start.to_rfc3339().into());
    metadata.insert("period_end".into(), end.to_rfc3339().into());
    metadata.insert("plan_id".into(), sub.plan_id.clone().into());
    let (mut writes, pay) = payments::create_paid(
        st,
        NewPayment {
            merchant_id: m.id.clone(),
            session_id: sub.id.clone(),
            user_id: buyer.id.clone(),
            external_user_id: buyer.external_user_id.clone(),
            amount: sub.terms.amount,
            currency: sub.terms.currency,
            commission_bps: m.commission_bps,
            description: Some(format!("Subscription {} period {period}", sub.id)),
            reference: Some(sub.id.clone()),
            capture_mode: CaptureMode::Automatic,
            metadata,
            lifetime_secs: 60,
            authorization_ttl_secs: m.authorization_ttl_secs,
        },
        "subscription_charge",
        now,
    )
    .await?;
    writes.extend(family.writes);
    let marker = json!({ "subscription_id": sub.id, "period": period, "payment_id": pay.id, "charged_at": now });
    writes.push(items::put(
        &marker,
        &marker_key(&sub.id, period),
        &[],
        Some(Cond::NotExists),
    )?);
    Ok(Planned {
        writes,
        payment: pay,
    })
}

/// The failure a refused charge records, or None when the error is not the customer's
/// (the store, a race, a bug): then nothing is recorded and the run tries again later.
/// Every refusal of the customer's wallet counts, whatever its code (funds, a freeze, a
/// blocked PIN, a wallet gone): a charge that cannot be taken moves its subscription on
/// (past_due, or ended without grace) and never stops the run for the others.
pub fn failure(e: &ApiError, now: DateTime<Utc>) -> Option<ChargeFailure> {
    let code = e.code();
    let ours = code.http_status() >= 500
        || matches!(
            code,
            ErrorCode::WalletBusy
                | ErrorCode::IdempotencyKeyReused
                | ErrorCode::InvalidPaymentStatus
        );
    (!ours).then(|| ChargeFailure {
        code: code.as_str().to_string(),
        message: e.0.message.clone(),
        at: now,
    })
}

/// A charged period's payment id, if it was charged.
pub async fn charged(st: &AppState, sub_id: &str, period: u32) -> ApiResult<Option<String>> {
    Ok(st
        .store
        .get(&marker_key(sub_id, period))
        .await?
        .and_then(|i| {
            i.get("payment_id")
                .and_then(Value::as_str)
                .map(String::from)
        }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_of_the_wallet_fails_the_charge_and_nothing_of_ours_does() {
        let now = Utc::now();
        for code in [
            ErrorCode::InsufficientBalance,
            ErrorCode::AccountFrozen,
            ErrorCode::PinBlocked,
            ErrorCode::WalletNotFound,
            ErrorCode::AccountNotFound,
        ] {
            let f = failure(&ApiError::new(code, "no"), now);
            assert_eq!(
                f.map(|f| f.code),
                Some(code.as_str().to_string()),
                "{code:?}"
            );
        }
        for code in [
            ErrorCode::ServerError,
            ErrorCode::ServiceUnavailable,
            ErrorCode::WalletBusy,
        ] {
            assert!(
                failure(&ApiError::new(code, "later"), now).is_none(),
                "{code:?}"
            );
        }
        assert!(failure(&already_billed(), now).is_none());
    }
}
