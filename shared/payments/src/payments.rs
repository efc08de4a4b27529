//! Payments: load (merchant-scoped), save (versioned, indexed), and the money-moving
//! operations — pay (reserve), capture, void, refund — each one conditional transaction.

use crate::ledger;
use crate::payment_counts;
use crate::receipts::{self, Numbering, Subject};
use crate::views;
use crate::wallets;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use sanduq_domain::ids::has_shape;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::{Change, Payment, PaymentStatus, Refund};
use sanduq_domain::{DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::{event_with_data, sequence};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
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
        .get_stored(&items::payment_key(id))
        .await?
        .ok_or_else(not_found)?;
    let payment: Payment = items::from_stored(&item)?;
    let version = item.version();
    if payment.merchant_id != merchant_id {
        return Err(not_found());
    }
    Ok(Loaded { payment, version })
}

/// Due work on payments, found through GSI2 in shards (`sanduq_kernel::due`, so no single
/// hot index partition): an unpaid checkout's expiry, a reservation's authorization expiry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Due {
    Expiry,
    Authorization,
}

impl Due {
    pub const ALL: [Due; 2] = [Due::Expiry, Due::Authorization];

    pub fn shard(self, shard: &str) -> String {
        match self {
            Due::Expiry => ["DUE#EXPIRY#", shard].concat(),
            Due::Authorization => ["DUE#AUTH#", shard].concat(),
        }
    }

    /// What is due on a payment now, and when.
    pub fn of(p: &Payment) -> Option<(Due, DateTime<Utc>)> {
        match p.status {
            PaymentStatus::Created => Some((Due::Expiry, p.expires_at)),
            PaymentStatus::Reserved => p.authorization_expires_at.map(|t| (Due::Authorization, t)),
            _ => None,
        }
    }
}

/// The most refunds a payment's answers list (the newest); `refund_count` has them all.
pub const LISTED_REFUNDS: usize = 100;

fn refund_key(payment_id: &str, r: &Refund) -> sanduq_store::Key {
    sanduq_store::Key::new(
        ["PAY#", payment_id].concat(),
        ["REFUND#", &sort_time(r.created_at), "#", &r.id].concat(),
    )
}

/// Every refund of a payment, oldest first (the audit).
pub async fn all_refunds(st: &AppState, payment_id: &str) -> ApiResult<Vec<Refund>> {
    let q = sanduq_store::Query::partition(["PAY#", payment_id].concat())
        .sk(sanduq_store::SkRange::BeginsWith("REFUND#".into()));
    st.store
        .query(&q)
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

/// A merchant's payment and its newest refunds, as the payment reads show them.
pub async fn with_refunds(
    st: &AppState,
    merchant_id: &str,
    id: &str,
) -> ApiResult<(sanduq_domain::payment::Payment, Vec<Refund>)> {
    let loaded = load(st, merchant_id, id).await?;
    Ok((loaded.payment, refunds(st, id).await?))
}

/// The newest refunds of a payment (at most `LISTED_REFUNDS`), oldest first.
pub async fn refunds(st: &AppState, payment_id: &str) -> ApiResult<Vec<Refund>> {
    let q = sanduq_store::Query::partition(["PAY#", payment_id].concat())
        .sk(sanduq_store::SkRange::BeginsWith("REFUND#".into()))
        .backward()
        .limit(LISTED_REFUNDS);
    let mut out = st
        .store
        .query(&q)
        .await?
        .into_iter()
        .map(items::from_item)
        .collect::<ApiResult<Vec<Refund>>>()?;
    out.reverse();
    Ok(out)
}

/// A new payment's put (indexed, counted) and its events, in order. Changes of a stored
/// payment go through `transition`.
pub fn save_new(p: &Payment, events: &[&str], now: DateTime<Utc>) -> ApiResult<Vec<Write>> {
    save_with(p, None, events, None, now)
}

/// A payment's place in its merchant's lists: the sort key of every list index.
pub fn list_sort_key(p: &Payment) -> String {
    [&sort_time(p.created_at), "#", &p.id].concat()
}

/// `read`: the version and status the payment was read with (None: it is new).
pub fn save_with(
    p: &Payment,
    read: Option<(u64, PaymentStatus)>,
    events: &[&str],
    refund: Option<&Refund>,
    now: DateTime<Utc>,
) -> ApiResult<Vec<Write>> {
    let m = &p.merchant_id;
    let sk = list_sort_key(p);
    let mut extra: Vec<(&str, Value)> = vec![
        ("gsi1pk", ["MER#", m, "#PAYS"].concat().into()),
        ("gsi1sk", sk.clone().into()),
        (
            "gsi3pk",
            [
                "MER#",
                m,
                "#PAYS#",
                p.currency.code(),
                "#",
                p.status.as_str(),
            ]
            .concat()
            .into(),
        ),
        ("gsi3sk", sk.clone().into()),
        ("gsi4pk", ["MER#", m, "#PAYU#", &p.user_id].concat().into()),
        ("gsi4sk", sk.clone().into()),
    ];
    if let Some(r) = &p.reference {
        extra.push(("gsi5pk", ["MER#", m, "#PAYR#", r].concat().into()));
        extra.push(("gsi5sk", sk.into()));
    }
    if let Some((due, at)) = Due::of(p) {
        extra.push((
            "gsi2pk",
            due.shard(&sanduq_kernel::due::shard_of(&p.id)).into(),
        ));
        extra.push(("gsi2sk", [&sort_time(at), "#", &p.id].concat().into()));
    }
    let mut writes = vec![items::versioned_put(
        p,
        &items::payment_key(&p.id),
        read.map(|(v, _)| v),
        &extra,
    )?];
    writes.extend(payment_counts::write(p, read.map(|(_, s)| s)));
    let version = read.map_or(1, |(v, _)| v + 1);
    for (place, kind) in events.iter().enumerate() {
        writes.extend(event_with_data(
            &p.merchant_id,
            kind,
            &p.id,
            views::payment_event_data(p, now, kind, refund),
            sequence(version, place),
            now,
        ));
    }
    if let Some(r) = refund {
        writes.push(items::put(
            r,
            &refund_key(&p.id, r),
            &[("payment_id", p.id.clone().into())],
            Some(sanduq_store::Cond::NotExists),
        )?);
    }
    Ok(writes)
}

/// The writes of a transition: the payment, its postings and journal entry, its events,
/// and the receipt it issues (kept on the change's payment or refund).
/// Refuses up front when a debited balance cannot cover it.
pub async fn transition(
    st: &AppState,
    read: &Loaded,
    c: &mut Change,
    kind: &str,
    now: DateTime<Utc>,
) -> ApiResult<Vec<Write>> {
    Ok(transition_reading(st, read, c, kind, now, &[]).await?.0)
}

/// What a change issues a receipt for: the payment when it completes now, or the refund it
/// makes (referring to the payment's receipt).
fn receipt_subject(before: PaymentStatus, c: &Change) -> Option<Subject> {
    let p = &c.payment;
    match &c.refund {
        Some(r) => Some(Subject::refund(p, r)),
        None if p.status == PaymentStatus::Completed && before != PaymentStatus::Completed => {
            Some(Subject::payment(p))
        }
        None => None,
    }
}

/// The merchant and the receipt series a receipt about payment `p` takes (its counter to read
/// with the balances): a payment and its refunds number in one series.
async fn numbering_for(
    st: &AppState,
    p: &Payment,
    now: DateTime<Utc>,
) -> ApiResult<(Merchant, Numbering)> {
    let m = sanduq_kernel::merchants::get(st, &p.merchant_id).await?;
    let n = Numbering::pick(&m, &p.id, now);
    Ok((m, n))
}

/// Issues `subject`'s receipt for `c` from the series picked and its counter as read
/// (`counter`): its writes, and its reference kept on the refund or the payment. Answers the
/// receipt's URL.
fn issue_receipt(
    st: &AppState,
    c: &mut Change,
    (m, picked): (Merchant, Numbering),
    subject: Subject,
    counter: Option<&sanduq_store::Item>,
    now: DateTime<Utc>,
) -> ApiResult<(Vec<Write>, String)> {
    let numbering = picked.read(counter);
    let (writes, made) = receipts::issue(st, &m, &numbering, subject, now)?;
    let url = made.url.clone();
    match &mut c.refund {
        Some(r) => r.receipt = Some(made),
        None => c.payment.receipt = Some(made),
    }
    Ok((writes, url))
}

/// `transition`, reading the items at `also` in the round trip that reads the balances.
pub async fn transition_reading(
    st: &AppState,
    read: &Loaded,
    c: &mut Change,
    kind: &str,
    now: DateTime<Utc>,
    also: &[sanduq_store::Key],
) -> ApiResult<(Vec<Write>, Vec<Option<sanduq_store::Item>>)> {
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
    // a receipt's counter is read with the balances
    let subject = receipt_subject(read.payment.status, c);
    let mut reads = also.to_vec();
    let mut numbering = None;
    if subject.is_some() {
        let picked = numbering_for(st, &c.payment, now).await?;
        reads.push(picked.1.key());
        numbering = Some(picked);
    }
    let (funds, mut extra) = match wallets::check_funds_reading(
        st,
        &c.payment.merchant_id,
        &c.postings,
        &c.payment.id,
        &reads,
    )
    .await
    {
        Ok(read) => read,
        Err(short) => {
            // The balances were read after the payment: if the payment moved meanwhile, the
            // plan is stale, not short — read again. Otherwise the shortfall is real.
            let now_version = load(st, &c.payment.merchant_id, &c.payment.id)
                .await?
                .version;
            return Err(if now_version != read.version {
                tx::stale()
            } else {
                short
            });
        }
    };
    let mut receipt = None;
    if let (Some(subject), Some(numbering)) = (subject, numbering) {
        let counter = extra.pop().flatten();
        receipt = Some(issue_receipt(
            st,
            c,
            numbering,
            subject,
            counter.as_ref(),
            now,
        )?);
    }
    let mut writes = save_with(
        &c.payment,
        Some((read.version, read.payment.status)),
        &c.events,
        c.refund.as_ref(),
        now,
    )?;
    if !c.postings.is_empty() {
        writes.extend(ledger::writes(
            &c.payment.merchant_id,
            &c.postings,
            kind,
            &c.payment.id,
            now,
            &funds,
            receipt.as_ref().map(|(_, url)| url.as_str()),
        )?);
    }
    writes.extend(receipt.into_iter().flat_map(|(w, _)| w));
    Ok((writes, extra))
}

/// A payment made and paid in one change (a QR charge, a link payment, a subscription's
/// period, a confirmed embedded checkout): created, then reserved from the buyer's wallet
/// (and settled at once with automatic capture). Refused up front with INSUFFICIENT_BALANCE
/// when the wallet cannot cover it. The writes: the payment with `payment.created` and the
/// move's events, and its postings under `kind`.
pub async fn create_paid(
    st: &AppState,
    n: sanduq_domain::payment::NewPayment,
    kind: &str,
    now: DateTime<Utc>,
) -> ApiResult<(Vec<Write>, Payment)> {
    create_paid_with(st, n, kind, now, None).await
}

/// A reservation `change` paid from the buyer's other currency at quote `fx` (read at its
/// version): the quote's exchange and the hold as one movement (the other wallet to the
/// merchant's exchange position, the position to the hold; the wallet in the payment's
/// currency untouched), `fx_details` on the payment, and the quote's rewrite as executed
/// (on its version: it pays once). Refused unless the quote is open, unexpired, and for
/// exactly this buyer, currency and amount.
pub fn with_fx(
    mut change: Change,
    fx: &(sanduq_domain::fx::Quote, u64),
    now: DateTime<Utc>,
) -> ApiResult<(Change, Write)> {
    let (q, version) = fx;
    q.executable(now)?;
    q.pays(
        &change.payment.user_id,
        change.payment.currency,
        change.payment.amount,
    )?;
    change.payment.fx_details = Some(q.details());
    let mut postings = q.postings();
    postings.append(&mut change.postings);
    change.postings = sanduq_domain::ledger::compact(postings);
    Ok((
        change,
        crate::fx::quote_write(&q.executed(now), Some(*version))?,
    ))
}

/// `create_paid`, paid from the buyer's other currency by `fx` (a quote and the version it
/// was read at) when given: the quote's exchange and the hold are one movement (the buyer's
/// other currency to the merchant's exchange position, the position to the hold: the
/// wallet in the payment's currency is not touched), the quote is rewritten executed on its
/// version (so it pays once), and the payment keeps the quote in `fx_details`.
pub async fn create_paid_with(
    st: &AppState,
    n: sanduq_domain::payment::NewPayment,
    kind: &str,
    now: DateTime<Utc>,
    fx: Option<&(sanduq_domain::fx::Quote, u64)>,
) -> ApiResult<(Vec<Write>, Payment)> {
    let mut change = Payment::new(n, now).reserve(now)?;
    let mut quote_write = None;
    if let Some(fx) = fx {
        let (paid, write) = with_fx(change, fx, now)?;
        change = paid;
        quote_write = Some(write);
    }
    let merchant_id = change.payment.merchant_id.clone();
    // paid and captured at once: its receipt's counter is read with the balances
    let subject = receipt_subject(PaymentStatus::Created, &change);
    let mut reads = vec![];
    let mut numbering = None;
    if subject.is_some() {
        let picked = numbering_for(st, &change.payment, now).await?;
        reads.push(picked.1.key());
        numbering = Some(picked);
    }
    let (funds, mut extra) = wallets::check_funds_reading(
        st,
        &merchant_id,
        &change.postings,
        &change.payment.id,
        &reads,
    )
    .await?;
    let mut receipt = None;
    if let (Some(subject), Some(numbering)) = (subject, numbering) {
        let counter = extra.pop().flatten();
        receipt = Some(issue_receipt(
            st,
            &mut change,
            numbering,
            subject,
            counter.as_ref(),
            now,
        )?);
    }
    let mut events = vec!["payment.created"];
    events.extend(change.events.iter().copied());
    let mut writes = save_new(&change.payment, &events, now)?;
    writes.extend(ledger::writes(
        &merchant_id,
        &change.postings,
        kind,
        &change.payment.id,
        now,
        &funds,
        receipt.as_ref().map(|(_, url)| url.as_str()),
    )?);
    writes.extend(receipt.into_iter().flat_map(|(w, _)| w));
    writes.extend(quote_write);
    Ok((writes, change.payment))
}

/// The one shape of a merchant's move on a payment: read it, let the domain `decide`, write
/// the transition as one conditional transaction; `view` shapes the answer for the family.
/// `view` gets the payment after the move and, for a refund, its refunds (the newest
/// `LISTED_REFUNDS`, the one just made last).
async fn act<F>(
    st: &AppState,
    m: &Merchant,
    id: &str,
    idem: &Idem,
    view: View,
    kind: &str,
    decide: F,
) -> ApiResult<Response>
where
    F: Fn(&Payment, DateTime<Utc>) -> Result<Change, DomainError>,
{
    tx::commit(st, idem, || async {
        let read = load(st, &m.id, id).await?;
        let now = st.now_for(m);
        let mut change = decide(&read.payment, now)?;
        // a refund reads its buyer with the balances (one round trip)
        let buyer_key = sanduq_kernel::items::user_key(&read.payment.user_id);
        let also = if change.refund.is_some() && !read.payment.user_id.is_empty() {
            vec![buyer_key.clone()]
        } else {
            vec![]
        };
        let (mut writes, extra) =
            transition_reading(st, &read, &mut change, kind, now, &also).await?;
        let mut listed = Vec::new();
        if let Some(r) = &change.refund {
            // money back into the buyer's wallet: not while it is frozen for credits (the
            // merchant retries once it is unfrozen); checked against the user as read
            if let Some(Some(item)) = extra.into_iter().next() {
                let version = sanduq_kernel::items::version(&item);
                let buyer: sanduq_domain::user::User = sanduq_kernel::items::from_item(item)?;
                buyer.may_receive_money()?;
                writes.push(sanduq_store::Write::Check {
                    key: buyer_key,
                    cond: sanduq_store::Cond::Eq("version".into(), version.into()),
                });
            }
            // the first refund has no earlier ones to list (and no read for them)
            if read.payment.refunded_amount > 0 {
                listed = refunds(st, id).await?;
            }
            listed.push(r.clone());
            let extra = listed.len().saturating_sub(LISTED_REFUNDS);
            listed.drain(..extra);
        }
        Ok(tx::Plan::new(writes, view(&change.payment, &listed)))
    })
    .await
}

/// How a family answers a move: its view of the payment after it and its listed refunds,
/// written to text (the views are typed: `views`).
pub type View = fn(&Payment, &[Refund]) -> tx::Answer;

/// The core family's capture answer.
pub const CORE_CAPTURE: View = |p, r| tx::Answer::new(StatusCode::OK, &views::core_capture(p, r));
/// The core family's refund answer: the payment's status in the core family's words.
pub const CORE_REFUND: View = |p, r| {
    let status = sanduq_domain::session::core_status(p.status);
    tx::Answer::new(StatusCode::OK, &views::refund_result(p, r, status))
};
/// The gateway's (and the dashboard's) answers.
pub const GATEWAY_CAPTURE: View =
    |p, r| tx::Answer::new(StatusCode::OK, &views::gateway_capture(p, r));
pub const GATEWAY_VOID: View = |p, r| tx::Answer::new(StatusCode::OK, &views::gateway_void(p, r));
pub const GATEWAY_REFUND: View =
    |p, r| tx::Answer::new(StatusCode::OK, &views::gateway_refund(p, r));

/// Capture `amount` (None: all that is held).
pub async fn capture(
    st: &AppState,
    m: &Merchant,
    id: &str,
    amount: Option<i64>,
    idem: &Idem,
    view: View,
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
    view: View,
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

/// What a capture or void of a payment may be refused with (beside auth and idempotency).
pub const SETTLE_ERRORS: &[sanduq_domain::ErrorCode] = {
    use sanduq_domain::ErrorCode as E;
    &[
        E::PaymentNotFound,
        E::PaymentAlreadyCaptured,
        E::PaymentAlreadyVoided,
        E::PaymentExpired,
        E::InvalidPaymentStatus,
    ]
};

/// What a refund may be refused with (beside auth and idempotency).
pub const REFUND_ERRORS: &[sanduq_domain::ErrorCode] = {
    use sanduq_domain::ErrorCode as E;
    &[
        E::PaymentNotFound,
        E::InvalidPaymentStatus,
        E::PaymentAlreadyVoided,
        E::PaymentExpired,
        E::RefundExceedsAmount,
        E::RefundWindowExpired,
        E::InsufficientBalance,
    ]
};

/// The description of a refund route (core and gateway answer the same refund result).
pub const fn refund_op(id: &'static str) -> sanduq_api::contract::Op {
    use sanduq_api::contract::{Answer, Op};
    Op {
        id,
        summary: "Refund a captured payment (all or part)",
        body: Some(&REFUND_FIELDS),
        answer: Answer::ok("RefundResult"),
        errors: REFUND_ERRORS,
        idempotent: true,
        ..Op::DEFAULT
    }
}

/// A refund body's fields, as `RefundInput::parse` reads them.
pub const REFUND_FIELDS: [sanduq_api::contract::Field; 3] = {
    use sanduq_api::contract::{Field, Kind};
    [
        Field::opt(
            "amount",
            Kind::Amount,
            "minor units; default all that remains",
        ),
        Field::req(
            "reason",
            Kind::Text {
                max: sanduq_domain::payment::MAX_TEXT,
            },
            "",
        ),
        Field::opt(
            "metadata",
            Kind::Metadata { max_keys: 20 },
            "the refund's own metadata",
        ),
    ]
};

impl RefundInput {
    /// A refund body: amount (optional: all that remains), reason (required), metadata.
    pub fn parse(b: &mut sanduq_api::validate::Body) -> RefundInput {
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
    view: View,
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
