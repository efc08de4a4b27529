//! Due work on payments: an unpaid checkout past its lifetime becomes `expired`; a
//! reservation past its authorization expiry is voided (`authorization_expired`, funds back
//! to the buyer). Reads see both at once (lazy, `Payment::status_at`); this writes them down.
//! The sweeper finds due payments through GSI2 (`due::shards` per kind), never a scan; a
//! merchant's sandbox test clock runs that merchant's due work when it is advanced.
//!
//! Each write-down is a worker effect with a deterministic key (`expire:<payment>`,
//! `authorization:<payment>`), so a sweep retried after an ambiguous timeout never applies
//! one twice, and one payment that cannot be settled never stops the others.

use crate::embedded;
use crate::payments::{self, Due};
use chrono::{DateTime, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::{Payment, PaymentStatus};
use sanduq_domain::ErrorCode;
use sanduq_kernel::due;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Applied, Guard, Plan};
use sanduq_store::{Index, Query};
use serde::Serialize;

/// What one sweep did.
#[derive(Debug, Default, Clone, PartialEq, Serialize)]
pub struct Sweep {
    pub expired_payments: usize,
    pub expired_authorizations: usize,
    /// Embedded checkout sessions whose time ran out unpaid (`checkout.session_expired`).
    pub expired_sessions: usize,
    /// Payments (or index shards) that could not be settled this time; the next run tries again.
    pub failed: usize,
}

impl Sweep {
    fn count(&mut self, due: Due) {
        match due {
            Due::Expiry => self.expired_payments += 1,
            Due::Authorization => self.expired_authorizations += 1,
        }
    }
}

/// The effect key of a due payment's write-down.
pub fn effect(due: Due, payment_id: &str) -> String {
    match due {
        Due::Expiry => format!("expire:{payment_id}"),
        Due::Authorization => format!("authorization:{payment_id}"),
    }
}

/// Writes down what is due on one payment on its merchant's clock, if anything.
/// Returns what this call wrote (None: nothing was due, or it was written before).
pub async fn settle(st: &AppState, m: &Merchant, payment_id: &str) -> ApiResult<Option<Due>> {
    let read = payments::load(st, &m.id, payment_id).await?;
    let Some((due, _)) = Due::of(&read.payment) else {
        return Ok(None);
    };
    let r = tx::apply(st, Guard::Effect(effect(due, payment_id)), || async {
        let read = payments::load(st, &m.id, payment_id).await?;
        let now = st.now_for(m);
        let p = &read.payment;
        let mut change = match due {
            Due::Expiry
                if p.status == PaymentStatus::Created
                    && p.status_at(now) == PaymentStatus::Expired =>
            {
                p.expire(now)?
            }
            Due::Authorization
                if p.status == PaymentStatus::Reserved
                    && p.status_at(now) == PaymentStatus::Cancelled =>
            {
                p.expire_authorization(now)?
            }
            _ => return Ok(Plan::new(vec![], false)),
        };
        let kind = match due {
            Due::Expiry => "expire",
            Due::Authorization => "authorization_expiry",
        };
        Ok(Plan::new(
            payments::transition(st, &read, &mut change, kind, now).await?,
            true,
        ))
    })
    .await;
    match r {
        Ok(Applied::Done(true)) => Ok(Some(due)),
        Ok(Applied::Done(false) | Applied::AlreadyApplied) => Ok(None),
        // someone paid, captured or voided it in between: nothing left to do
        Err(e) if e.code() == ErrorCode::InvalidPaymentStatus => Ok(None),
        Err(e) => Err(e),
    }
}

/// The scheduled sweep: every payment whose checkout or authorization expired by real
/// `real_now` (a merchant whose test clock runs ahead is also swept when the clock moves).
pub async fn sweep_due(st: &AppState, real_now: DateTime<Utc>) -> Sweep {
    let shards = Due::ALL
        .into_iter()
        .flat_map(|d| due::shards().map(move |n| d.shard(&n)))
        .collect();
    let (found, unreadable) = due::with_merchants(st, shards, real_now).await;
    let mut out = Sweep {
        failed: unreadable,
        ..Sweep::default()
    };
    let shards = due::shards().map(|n| embedded::expiry_shard(&n)).collect();
    let (sessions, unreadable) = due::with_merchants(st, shards, real_now).await;
    out.failed += unreadable;
    for (m, item) in sessions {
        let id = item.get("id").and_then(|v| v.as_str()).unwrap_or("?");
        match embedded::expire(st, &m, id).await {
            Ok(true) => out.expired_sessions += 1,
            Ok(false) => {}
            Err(e) => {
                tracing::error!(session = %id, code = e.code().as_str(), error = %e.0.message, "sweep: session not expired");
                out.failed += 1;
            }
        }
    }
    for (m, item) in found {
        let id = item.get("id").and_then(|v| v.as_str()).unwrap_or("?");
        match settle(st, &m, id).await {
            Ok(Some(d)) => out.count(d),
            Ok(None) => {}
            Err(e) => {
                tracing::error!(payment = %id, code = e.code().as_str(), error = %e.0.message, "sweep: payment not settled");
                out.failed += 1;
            }
        }
    }
    out
}

/// One merchant's due work on its own clock (after a test-clock advance).
pub async fn sweep_merchant(st: &AppState, m: &Merchant) -> ApiResult<Sweep> {
    let now = st.now_for(m);
    let q = Query::index(Index::Gsi1, format!("MER#{}#PAYS", m.id));
    let mut out = Sweep::default();
    for item in st.store.query(&q).await? {
        let p: Payment = items::from_item(item)?;
        if Due::of(&p).is_some_and(|(_, at)| at <= now) {
            if let Some(d) = settle(st, m, &p.id).await? {
                out.count(d);
            }
        }
    }
    for id in embedded::due_sessions(st, m).await? {
        if embedded::expire(st, m, &id).await? {
            out.expired_sessions += 1;
        }
    }
    Ok(out)
}
