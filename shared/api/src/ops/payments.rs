//! Payments: load (merchant-scoped), save (versioned, indexed), and the money-moving
//! operations — pay (reserve), capture, void, refund — each one conditional transaction.

use crate::error::{ApiError, ApiResult};
use crate::idempotency::Idem;
use crate::items::{self, sort_time};
use crate::ops::{checkout, events::event, ledger, tx, users, wallets};
use crate::state::AppState;
use crate::views;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use sanduq_domain::ids::has_shape;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::{Change, Payment, PaymentStatus};
use sanduq_domain::{DomainError, ErrorCode};
use sanduq_store::Write;
use serde_json::{Map, Value};

pub struct Loaded {
    pub payment: Payment,
    pub version: u64,
}

fn not_found() -> ApiError {
    ApiError::new(ErrorCode::PaymentNotFound, "no payment with that id")
}

pub async fn load(st: &AppState, merchant_id: &str, id: &str) -> ApiResult<Loaded> {
    if !has_shape(id, "pay") {
        return Err(not_found());
    }
    let item = st
        .store
        .get(&items::payment_key(id))
        .await?
        .ok_or_else(not_found)?;
    let version = items::version(&item);
    let payment: Payment = items::from_item(item)?;
    if payment.merchant_id != merchant_id {
        return Err(not_found());
    }
    Ok(Loaded { payment, version })
}

/// The expiry index shard of a payment (16 shards, so no single hot index partition).
pub fn expiry_shard(payment_id: &str) -> String {
    let c = payment_id.chars().last().unwrap_or('0');
    format!("DUE#EXPIRY#{c}")
}

/// The payment's put (versioned, indexed) and its event.
pub fn save(
    p: &Payment,
    read: Option<u64>,
    ev: Option<&str>,
    now: DateTime<Utc>,
) -> ApiResult<Vec<Write>> {
    let mut extra: Vec<(&str, Value)> = vec![
        ("gsi1pk", format!("MER#{}#PAYS", p.merchant_id).into()),
        (
            "gsi1sk",
            format!("{}#{}", sort_time(p.created_at), p.id).into(),
        ),
    ];
    if p.status == PaymentStatus::Created {
        extra.push(("gsi2pk", expiry_shard(&p.id).into()));
        extra.push((
            "gsi2sk",
            format!("{}#{}", sort_time(p.expires_at), p.id).into(),
        ));
    }
    let mut writes = vec![items::versioned_put(
        p,
        &items::payment_key(&p.id),
        read,
        &extra,
    )?];
    if let Some(ev) = ev {
        writes.push(event(
            &p.merchant_id,
            ev,
            views::event_data(ev, p, now),
            now,
        ));
    }
    Ok(writes)
}

/// The writes of a transition: the payment, its postings and journal entry, its events.
/// Refuses up front when a debited balance cannot cover it.
pub async fn transition(
    st: &AppState,
    read: &Loaded,
    c: &Change,
    kind: &str,
    now: DateTime<Utc>,
) -> ApiResult<Vec<Write>> {
    let held_delta: i64 = c
        .postings
        .iter()
        .filter(|p| matches!(p.account, sanduq_domain::ledger::Account::Hold { .. }))
        .map(|p| p.amount)
        .sum();
    if held_delta != c.payment.held - read.payment.held {
        tracing::error!(payment = %c.payment.id, "hold postings disagree with the payment");
        return Err(ApiError::new(
            ErrorCode::ServerError,
            "unexpected internal error",
        ));
    }
    if let Err(short) = wallets::check_funds(st, &c.payment.merchant_id, &c.postings).await {
        // The balances were read after the payment: if the payment moved meanwhile, the plan
        // is stale, not short — read again. Otherwise the shortfall is real.
        let now_version = load(st, &c.payment.merchant_id, &c.payment.id)
            .await?
            .version;
        return Err(if now_version != read.version {
            tx::stale()
        } else {
            short
        });
    }
    let mut writes = save(&c.payment, Some(read.version), c.event, now)?;
    if !c.postings.is_empty() {
        writes.extend(ledger::writes(
            &c.payment.merchant_id,
            &c.postings,
            kind,
            &c.payment.id,
            now,
        )?);
    }
    Ok(writes)
}

/// The buyer completes checkout: reserve (and settle, with automatic capture).
/// Returns the writes and the session view after it.
pub async fn plan_pay(
    st: &AppState,
    m: &Merchant,
    session_id: &str,
    pin: Option<&str>,
    base: &str,
) -> ApiResult<(Vec<Write>, Value)> {
    let (session, read) = checkout::load(st, &m.id, session_id).await?;
    let now = st.now_for(m);
    // Status first: paying an expired or already paid session says so before any PIN check.
    let change = read.payment.reserve(now)?;
    let buyer = users::require(st, &m.id, &read.payment.user_id).await?;
    let user_write = users::check_pin(st, &buyer, pin).await?;
    let mut writes = transition(st, &read, &change, "reserve", now).await?;
    if change.payment.status == PaymentStatus::Completed {
        // automatic capture: the authorization happened too
        let kind = "checkout.authorized";
        writes.push(event(
            &m.id,
            kind,
            views::event_data(kind, &change.payment, now),
            now,
        ));
    }
    writes.extend(user_write);
    let data = views::session(&session, &change.payment, now, base);
    Ok((writes, data))
}

pub async fn pay(
    st: &AppState,
    m: &Merchant,
    session_id: &str,
    pin: Option<String>,
    base: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let (writes, data) = plan_pay(st, m, session_id, pin.as_deref(), base).await?;
        Ok(tx::Plan {
            writes,
            status: StatusCode::OK,
            data,
        })
    })
    .await
}

/// The one shape of a merchant's move on a payment: read it, let the domain `decide`, write
/// the transition as one conditional transaction; `view` shapes the answer for the family.
async fn act<F>(
    st: &AppState,
    m: &Merchant,
    id: &str,
    idem: &Idem,
    view: fn(&Payment) -> Value,
    kind: &str,
    decide: F,
) -> ApiResult<Response>
where
    F: Fn(&Payment, DateTime<Utc>) -> Result<Change, DomainError>,
{
    tx::commit(st, idem, || async {
        let read = load(st, &m.id, id).await?;
        let now = st.now_for(m);
        let change = decide(&read.payment, now)?;
        let writes = transition(st, &read, &change, kind, now).await?;
        Ok(tx::Plan {
            writes,
            status: StatusCode::OK,
            data: view(&change.payment),
        })
    })
    .await
}

/// Capture `amount` (None: all that is held).
pub async fn capture(
    st: &AppState,
    m: &Merchant,
    id: &str,
    amount: Option<i64>,
    idem: &Idem,
    view: fn(&Payment) -> Value,
) -> ApiResult<Response> {
    act(st, m, id, idem, view, "capture", |p, now| {
        p.capture(amount, now)
    })
    .await
}

pub async fn void(
    st: &AppState,
    m: &Merchant,
    id: &str,
    reason: Option<String>,
    idem: &Idem,
    view: fn(&Payment) -> Value,
) -> ApiResult<Response> {
    act(st, m, id, idem, view, "void", |p, now| {
        p.void(reason.clone(), now)
    })
    .await
}

pub struct RefundInput {
    pub amount: Option<i64>,
    pub reason: String,
    pub metadata: Map<String, Value>,
}

impl RefundInput {
    /// A refund body: amount (optional: all that remains), reason (required), metadata.
    pub fn parse(b: &mut crate::validate::Body) -> RefundInput {
        RefundInput {
            amount: b.opt_amount("amount"),
            reason: b.req_str("reason", sanduq_domain::payment::MAX_TEXT),
            metadata: b.opt_metadata("metadata", 20),
        }
    }
}

pub async fn refund(
    st: &AppState,
    m: &Merchant,
    id: &str,
    input: RefundInput,
    idem: &Idem,
    view: fn(&Payment) -> Value,
) -> ApiResult<Response> {
    act(st, m, id, idem, view, "refund", |p, now| {
        p.refund(
            input.amount,
            input.reason.clone(),
            input.metadata.clone(),
            now,
        )
    })
    .await
}
