//! Subscriptions: enrollment (with the first charge when there is no trial), reads, and the
//! merchant's moves (pause, resume, cancel). The billing run is `run`.
//!
//! A subscription is one item (`SUB#<id>` / `SUB`, versioned), listed per merchant (GSI1
//! `MER#<m>#SUBS`) and, while something is due on it, in the billing index (GSI2
//! `DUE#BILL#<shard>` / `<due at>#<id>`, `sanduq_kernel::due` shards). The
//! customer's partition holds a pointer (`USR#<user>` / `SUB#<id>`) so a top-up finds the
//! customer's subscriptions without a scan.

use crate::charges;
use crate::plans;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use sanduq_domain::ids::has_shape;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::Payment;
use sanduq_domain::subscription::{
    Attempt, Enrollment, Outcome, Step, Subscription, SubscriptionStatus,
};
use sanduq_domain::{DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::{event, sequence};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::paging::Page;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
use sanduq_payments::users;
use sanduq_payments::views;
use sanduq_store::{Index, Key, Query, SkRange, Write};
use serde_json::{json, Map, Value};

pub fn key(id: &str) -> Key {
    Key::new(format!("SUB#{id}"), "SUB")
}

/// The pointer from a customer to one of their subscriptions.
fn pointer_key(user_id: &str, sub_id: &str) -> Key {
    Key::new(format!("USR#{user_id}"), format!("SUB#{sub_id}"))
}

pub fn due_shard(shard: &str) -> String {
    format!("DUE#BILL#{shard}")
}

fn not_found() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no subscription with that id")
}

/// A subscription with its item version.
pub struct Loaded {
    pub sub: Subscription,
    pub version: u64,
}

/// The subscription by id, whoever's it is (the billing run's read).
pub async fn load_any(st: &AppState, id: &str) -> ApiResult<Option<Loaded>> {
    if !has_shape(id, "sub") {
        return Ok(None);
    }
    let Some(item) = st.store.get_stored(&key(id)).await? else {
        return Ok(None);
    };
    let version = item.version();
    Ok(Some(Loaded {
        sub: items::from_stored(&item)?,
        version,
    }))
}

/// The merchant's subscription, or NOT_FOUND.
pub async fn load(st: &AppState, m: &Merchant, id: &str) -> ApiResult<Loaded> {
    match load_any(st, id).await? {
        Some(l) if l.sub.merchant_id == m.id => Ok(l),
        _ => Err(not_found()),
    }
}

/// The subscription as the API shows it.
pub fn view(s: &Subscription) -> Value {
    let period = s.current_period();
    let next_billing_at = match s.next_step() {
        Some((Step::Charge { .. }, t)) => Some(t),
        _ => None,
    };
    json!({
        "id": s.id,
        "object": "subscription",
        "plan_id": s.plan_id,
        "customer_id": s.customer_id,
        "user_id": s.user_id,
        "external_user_id": s.external_user_id,
        "status": s.status.as_str(),
        "amount": s.terms.amount,
        "currency": s.terms.currency.code(),
        "interval": s.terms.interval,
        "interval_count": s.terms.interval_count,
        "grace_period_days": s.terms.grace_period_days,
        "billing_cycle_anchor": s.anchor,
        "current_period_start": period.map(|p| p.0),
        "current_period_end": period.map(|p| p.1),
        "next_billing_at": next_billing_at,
        "trial_start": s.trial_start,
        "trial_end": s.trial_end,
        "cancel_at_period_end": s.cancel_at_period_end,
        "canceled_at": s.canceled_at,
        "cancellation_reason": s.cancellation_reason,
        "paused_at": s.paused_at,
        "resumed_at": s.resumed_at,
        "past_due_since": s.dunning.map(|d| d.failed_at),
        "retries_made": s.dunning.map(|d| d.retries),
        "next_retry_at": s.next_retry(),
        "grace_period_ends_at": s.grace_ends(),
        "latest_payment_id": s.latest_payment_id,
        "last_payment_error": s.last_failure,
        "created_at": s.created_at,
        "updated_at": s.updated_at,
    })
}

/// The subscription's put: versioned, listed, and in the billing index while due.
fn put(s: &Subscription, read: Option<u64>) -> ApiResult<Write> {
    let mut extra: Vec<(&str, Value)> = vec![
        ("gsi1pk", format!("MER#{}#SUBS", s.merchant_id).into()),
        (
            "gsi1sk",
            format!("{}#{}", sort_time(s.created_at), s.id).into(),
        ),
    ];
    if let Some((_, at)) = s.next_step() {
        extra.push((
            "gsi2pk",
            due_shard(&sanduq_kernel::due::shard_of(&s.id)).into(),
        ));
        extra.push(("gsi2sk", format!("{}#{}", sort_time(at), s.id).into()));
    }
    items::versioned_put(s, &key(&s.id), read, &extra)
}

/// What a subscription event carries beside the subscription.
fn extra(
    kind: &str,
    s: &Subscription,
    paid: Option<&Payment>,
    attempt: Option<Attempt>,
    now: DateTime<Utc>,
) -> Map<String, Value> {
    let mut m = Map::new();
    match kind {
        "subscription.payment_succeeded" | "subscription.activated" => {
            if let Some(p) = paid {
                m.insert("payment".into(), views::payment_object(p, now));
            }
        }
        "subscription.payment_failed" => {
            if let Some(f) = &s.last_failure {
                m.insert(
                    "error".into(),
                    json!({ "code": f.code, "message": f.message }),
                );
            }
        }
        "subscription.payment_retry" => {
            let how = match attempt {
                Some(Attempt::Retry(k)) => json!({ "kind": "scheduled", "number": k }),
                Some(Attempt::TopUp(k)) => json!({ "kind": "top_up", "number": k }),
                _ => Value::Null,
            };
            m.insert("retry".into(), how);
        }
        _ => {}
    }
    m
}

/// The writes of a change to a subscription read at `read`: the subscription and its
/// events, in order.
pub fn save(
    o: &Outcome,
    read: Option<u64>,
    paid: Option<&Payment>,
    attempt: Option<Attempt>,
    now: DateTime<Utc>,
) -> ApiResult<Vec<Write>> {
    let s = &o.sub;
    let mut writes = vec![put(s, read)?];
    let version = read.map_or(1, |r| r + 1);
    for (place, kind) in o.events.iter().enumerate() {
        writes.extend(event(
            &s.merchant_id,
            kind,
            view(s),
            sequence(version, place),
            extra(kind, s, paid, attempt, now),
            now,
        ));
    }
    Ok(writes)
}

fn archived() -> ApiError {
    ApiError(DomainError::field(
        "plan_id",
        "the plan is archived; it takes no new subscriptions",
    ))
}

/// `POST /subscriptions {plan_id, customer_id}`. With a trial: `trialing`. Without: the
/// first period is charged in the same transaction; when that charge is refused (funds, a
/// blocked or missing wallet) nothing is created and the refusal is the answer.
pub async fn create(
    st: &AppState,
    m: &Merchant,
    id: &str,
    plan_id: &str,
    customer_id: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        m.require_approved()?;
        let (plan, _) = plans::load(st, m, plan_id).await?;
        if plan.archived_at.is_some() {
            return Err(archived());
        }
        let customer = users::require(st, &m.id, customer_id).await?.user;
        let now = st.now_for(m);
        let mut o = Subscription::start(
            Enrollment {
                id: id.to_string(),
                merchant_id: m.id.clone(),
                plan_id: plan.id.clone(),
                customer_id: customer_id.to_string(),
                user_id: customer.id.clone(),
                external_user_id: customer.external_user_id.clone(),
                terms: plan.terms.clone(),
            },
            now,
        );
        let mut writes = Vec::new();
        let mut paid = None;
        if o.sub.status == SubscriptionStatus::Active {
            let c = charges::plan(st, m, &o.sub, 0, now).await?;
            let charged = o.sub.charged(0, Attempt::Scheduled, &c.payment.id, now);
            o.events.extend(charged.events);
            o.sub = charged.sub;
            writes.extend(c.writes);
            paid = Some(c.payment);
        }
        writes.extend(save(&o, None, paid.as_ref(), None, now)?);
        let pointer = json!({ "subscription_id": id, "merchant_id": m.id });
        writes.push(items::put(
            &pointer,
            &pointer_key(&customer.id, id),
            &[],
            Some(sanduq_store::Cond::NotExists),
        )?);
        Ok(tx::Plan::answer(writes, StatusCode::CREATED, view(&o.sub)))
    })
    .await
}

pub async fn get(st: &AppState, m: &Merchant, id: &str) -> ApiResult<Value> {
    Ok(view(&load(st, m, id).await?.sub))
}

/// What `GET /subscriptions` filters on.
#[derive(Debug, Default)]
pub struct Filter {
    pub status: Option<SubscriptionStatus>,
    pub plan_id: Option<String>,
    /// A customer as a service id or an external id.
    pub customer_id: Option<String>,
}

impl Filter {
    fn matches(&self, s: &Subscription) -> bool {
        self.status.is_none_or(|x| s.status == x)
            && self.plan_id.as_ref().is_none_or(|p| &s.plan_id == p)
            && self
                .customer_id
                .as_ref()
                .is_none_or(|c| &s.user_id == c || &s.external_user_id == c || &s.customer_id == c)
    }
}

/// Newest first, filtered, paginated.
pub async fn list(st: &AppState, m: &Merchant, f: Filter, page: Page) -> ApiResult<Value> {
    let rows = st
        .store
        .query(&Query::index(Index::Gsi1, format!("MER#{}#SUBS", m.id)).backward())
        .await?;
    let mut found = Vec::new();
    for item in rows {
        let s: Subscription = items::from_item(item)?;
        if f.matches(&s) {
            found.push(s);
        }
    }
    let total = found.len();
    let shown: Vec<Value> = page.of(found).iter().map(view).collect();
    Ok(json!({ "subscriptions": shown, "pagination": page.meta(total) }))
}

/// Every subscription of the merchant (the test clock's billing run).
pub async fn all_of(st: &AppState, m: &Merchant) -> ApiResult<Vec<Subscription>> {
    st.store
        .query(&Query::index(Index::Gsi1, format!("MER#{}#SUBS", m.id)))
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

/// The ids of a customer's subscriptions.
pub async fn of_customer(st: &AppState, user_id: &str) -> ApiResult<Vec<String>> {
    let q = Query::partition(format!("USR#{user_id}")).sk(SkRange::BeginsWith("SUB#".into()));
    Ok(st
        .store
        .query(&q)
        .await?
        .into_iter()
        .filter_map(|i| {
            i.get("subscription_id")
                .and_then(Value::as_str)
                .map(String::from)
        })
        .collect())
}

/// A merchant's move.
#[derive(Debug, Clone, Copy)]
pub enum Move {
    Pause,
    Resume,
    Cancel { at_period_end: bool },
}

/// Pause, resume or cancel: one transaction with its events (refused moves answer
/// INVALID_PAYMENT_STATUS with the subscription's status).
pub async fn act(
    st: &AppState,
    m: &Merchant,
    id: &str,
    mv: Move,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let l = load(st, m, id).await?;
        let now = st.now_for(m);
        let o = match mv {
            Move::Pause => l.sub.pause(now)?,
            Move::Resume => l.sub.resume(now)?,
            Move::Cancel { at_period_end } => l.sub.cancel(at_period_end, now)?,
        };
        let writes = if o.events.is_empty() {
            vec![]
        } else {
            save(&o, Some(l.version), None, None, now)?
        };
        Ok(tx::Plan::answer(writes, StatusCode::OK, view(&o.sub)))
    })
    .await
}
