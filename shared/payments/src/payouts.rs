//! Payouts and cash-outs in the store: a merchant asks for a payout (`POST /payouts`), a
//! user for a cash-out (the wallet family's `POST /wallet/cash-outs`); the amount leaves
//! the balance or the wallet for the in-transit account in the same transaction; an
//! operator or the bank's callback ends it (`/admin/payouts/{id}/complete|fail`,
//! `/admin/cash-outs/{id}/complete|fail`), a versioned write so complete and fail racing
//! each other end it once. Sandbox merchants may name the destinations `sandbox_paid` or
//! `sandbox_failed` to have it end at once.

use crate::receipts::{self, Numbering, Subject};
use crate::{ledger, wallets};
use axum::http::StatusCode;
use axum::response::Response;
use sanduq_domain::ids::{has_shape, new_id};
use sanduq_domain::ledger::compact;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payout::{Outcome, Payout, PayoutStatus, Step};
use sanduq_domain::receipt::ReceiptKind;
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::{event, sequence};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_store::{Index, Key, Query, SkRange, Write};
use serde_json::{json, Map, Value};

pub const MAX_DESTINATION: usize = 64;
/// Sandbox destinations that end a payout at once.
pub const SANDBOX_PAID: &str = "sandbox_paid";
pub const SANDBOX_FAILED: &str = "sandbox_failed";

pub fn key(id: &str) -> Key {
    Key::new(format!("PO#{id}"), "PAYOUT")
}

/// Which records a route finds: payouts (`po_…`) or cash-outs (`co_…`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Payout,
    CashOut,
}

impl Kind {
    pub fn prefix(self) -> &'static str {
        match self {
            Kind::Payout => "po",
            Kind::CashOut => "co",
        }
    }
}

fn missing(kind: Kind) -> ApiError {
    ApiError::new(
        ErrorCode::NotFound,
        match kind {
            Kind::Payout => "no payout with that id",
            Kind::CashOut => "no cash-out with that id",
        },
    )
}

pub fn view(p: &Payout) -> Value {
    let mut v = json!({
        "id": p.id, "object": p.object(), "merchant_id": p.merchant_id,
        "amount": p.amount, "currency": p.currency, "display": p.currency.display(p.amount),
        "destination": p.destination, "status": p.status.as_str(),
        "failure_reason": p.failure_reason, "created_at": p.created_at, "finished_at": p.finished_at,
    });
    if p.cash_out.is_none() {
        // a scheduled payout settles the balance transactions of its period
        v["automatic"] = p.settles.is_some().into();
        v["settles"] = p
            .settles
            .as_ref()
            .map_or(Value::Null, |s| json!({ "from": s.from, "to": s.to }));
    }
    if let Some(c) = &p.cash_out {
        v["user_id"] = c.user_id.clone().into();
        v["method"] = c.method.clone().into();
        v["receipt"] = json!(p.receipt);
    }
    v
}

/// The index partition (GSI4) of merchant `m`'s own payouts.
pub fn payouts_key(m: &str) -> String {
    ["MER#", m, "#PAYOUTS#OWN"].concat()
}

/// The index partition (GSI4) of the cash-outs of merchant `m`'s users.
pub fn cash_outs_key(m: &str) -> String {
    ["MER#", m, "#CASHOUTS"].concat()
}

fn put(p: &Payout, read: Option<u64>) -> ApiResult<Write> {
    let sk = format!("{}#{}", sort_time(p.created_at), p.id);
    let own = match kind_of(p) {
        Kind::Payout => payouts_key(&p.merchant_id),
        Kind::CashOut => cash_outs_key(&p.merchant_id),
    };
    items::versioned_put(
        p,
        &key(&p.id),
        read,
        &[
            ("gsi1pk", format!("MER#{}#PAYOUTS", p.merchant_id).into()),
            ("gsi1sk", sk.clone().into()),
            ("gsi3pk", queue_key(kind_of(p), p.status).into()),
            ("gsi3sk", sk.clone().into()),
            ("gsi4pk", own.into()),
            ("gsi4sk", sk.into()),
        ],
    )
}

fn kind_of(p: &Payout) -> Kind {
    match p.cash_out {
        Some(_) => Kind::CashOut,
        None => Kind::Payout,
    }
}

/// The platform's queue of payouts or cash-outs in one status, across merchants (GSI3,
/// oldest first): what the operators work through.
fn queue_key(kind: Kind, status: PayoutStatus) -> String {
    let k = match kind {
        Kind::Payout => "payout",
        Kind::CashOut => "cash_out",
    };
    format!("OPS#PAYOUTS#{k}#{}", status.as_str())
}

/// Payouts or cash-outs in `status` across merchants, oldest first, after the row whose
/// place is `after` (a page's last, `place_of`).
pub async fn queue(
    st: &AppState,
    kind: Kind,
    status: PayoutStatus,
    after: Option<&str>,
    limit: usize,
) -> ApiResult<Vec<Payout>> {
    let mut q = Query::index(Index::Gsi3, queue_key(kind, status));
    if let Some(a) = after {
        // '~' sorts after every character of a time and an id
        q = q.sk(SkRange::Between(format!("{a}\u{0}"), "~".into()));
    }
    st.store
        .query(&q.limit(limit))
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

/// A row's place in the queue (its cursor).
pub fn place_of(p: &Payout) -> String {
    format!("{}#{}", sort_time(p.created_at), p.id)
}

/// The writes that open payout `p` (pending, or ended at once by a sandbox destination):
/// its record, the hold and its journal, its events; refused when its source cannot cover
/// it. What it answers comes back beside them.
pub async fn open(st: &AppState, m: &Merchant, p: &Payout) -> ApiResult<(Vec<Write>, Payout)> {
    let now = p.created_at;
    let mut postings = p.hold().to_vec();
    let funds = wallets::check_funds(st, &m.id, &postings, &p.id).await?;
    let mut kinds = vec![p.event(Step::Created)];
    let mut out = p.clone();
    let magic = match p.destination.as_str() {
        SANDBOX_PAID if m.sandbox => Some(Outcome::Paid),
        SANDBOX_FAILED if m.sandbox => Some(Outcome::Failed {
            reason: "sandbox: the destination refused the transfer".into(),
        }),
        _ => None,
    };
    if let Some(f) = magic.and_then(|o| p.finish(&o, now).ok().flatten()) {
        postings.extend(f.postings);
        kinds.push(f.event);
        out = f.payout;
    }
    let postings = compact(postings);
    let receipt = paid_cash_out_receipt(st, m, &mut out, now).await?;
    let mut writes = vec![put(&out, None)?];
    if !postings.is_empty() {
        writes.extend(ledger::writes(
            &m.id,
            &postings,
            p.opening_kind(),
            &out.id,
            now,
            &funds,
            out.receipt.as_ref().map(|r| r.url.as_str()),
        )?);
    }
    writes.extend(receipt);
    for (place, kind) in kinds.iter().enumerate() {
        writes.extend(event(
            &m.id,
            kind,
            view(&out),
            sequence(1, place),
            Map::new(),
            now,
        ));
    }
    Ok((writes, out))
}

/// A cash-out paid now issues its receipt, kept on it (a payout to the merchant's own bank
/// has none: it is the merchant's money, not a customer's). The counter is read on its own:
/// the step that pays it reads nothing else.
async fn paid_cash_out_receipt(
    st: &AppState,
    m: &Merchant,
    out: &mut Payout,
    now: chrono::DateTime<chrono::Utc>,
) -> ApiResult<Vec<Write>> {
    if out.cash_out.is_none() || out.status != PayoutStatus::Paid || out.receipt.is_some() {
        return Ok(vec![]);
    }
    let numbering = Numbering::load(st, m, &out.id, now).await?;
    let subject = Subject::new(ReceiptKind::CashOut, &out.id, out.amount, out.currency);
    let (writes, made) = receipts::issue(st, m, &numbering, subject, now)?;
    out.receipt = Some(made);
    Ok(writes)
}

/// A merchant's payout of `amount` from its balance to `destination`.
pub async fn create(
    st: &AppState,
    m: &Merchant,
    amount: i64,
    currency: Currency,
    destination: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        m.require_approved()?;
        let p = Payout {
            id: new_id(Kind::Payout.prefix()),
            merchant_id: m.id.clone(),
            amount,
            currency,
            destination: destination.into(),
            status: PayoutStatus::Pending,
            failure_reason: None,
            created_at: st.now_for(m),
            finished_at: None,
            settles: None,
            cash_out: None,
            receipt: None,
        };
        let (writes, out) = open(st, m, &p).await?;
        Ok(Plan::answer(writes, StatusCode::CREATED, view(&out)))
    })
    .await
}

pub async fn load(st: &AppState, kind: Kind, id: &str) -> ApiResult<(Payout, u64)> {
    if !has_shape(id, kind.prefix()) {
        return Err(missing(kind));
    }
    let item = st
        .store
        .get_stored(&key(id))
        .await?
        .ok_or_else(|| missing(kind))?;
    let version = item.version();
    Ok((items::from_stored(&item)?, version))
}

/// The merchant's own payout.
pub async fn show(st: &AppState, m: &Merchant, id: &str) -> ApiResult<Value> {
    let (p, _) = load(st, Kind::Payout, id).await?;
    if p.merchant_id != m.id {
        return Err(missing(Kind::Payout));
    }
    Ok(view(&p))
}

/// A user's own cash-out.
pub async fn show_cash_out(
    st: &AppState,
    m: &Merchant,
    user_id: &str,
    id: &str,
) -> ApiResult<Value> {
    let (p, _) = load(st, Kind::CashOut, id).await?;
    let mine = p.merchant_id == m.id && p.cash_out.as_ref().is_some_and(|c| c.user_id == user_id);
    if !mine {
        return Err(missing(Kind::CashOut));
    }
    Ok(view(&p))
}

/// Ends payout or cash-out `id` (any merchant's: the platform's operators or the bank's
/// callback). The same outcome again answers it as it is.
pub async fn finish(st: &AppState, kind: Kind, id: &str, outcome: Outcome) -> ApiResult<Value> {
    let r = tx::apply(st, Guard::Versioned, || async {
        let (p, version) = load(st, kind, id).await?;
        let m = items::load_merchant(st, &p.merchant_id)
            .await?
            .ok_or_else(|| missing(kind))?;
        let now = st.now_for(&m);
        let Some(mut f) = p.finish(&outcome, now)? else {
            return Ok(Plan::new(vec![], view(&p)));
        };
        let receipt = paid_cash_out_receipt(st, &m, &mut f.payout, now).await?;
        let mut writes = vec![put(&f.payout, Some(version))?];
        writes.extend(receipt);
        // the payout's money in transit sits in its own sub-account (credited with this
        // reference when it opened): nothing to read
        let none = ledger::Funds::default();
        writes.extend(ledger::writes(
            &m.id,
            &f.postings,
            p.object(),
            &p.id,
            now,
            &none,
            None,
        )?);
        writes.extend(event(
            &m.id,
            f.event,
            view(&f.payout),
            sequence(version + 1, 0),
            Map::new(),
            now,
        ));
        Ok(Plan::new(writes, view(&f.payout)))
    })
    .await?;
    match r {
        tx::Applied::Done(v) => Ok(v),
        tx::Applied::AlreadyApplied => Err(items::internal("a versioned payout was guarded")),
    }
}

/// Which page of a merchant's payouts a request asks for.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub status: Option<PayoutStatus>,
    /// `created[gte]`
    pub from: Option<chrono::DateTime<chrono::Utc>>,
    /// `created[lt]`
    pub to: Option<chrono::DateTime<chrono::Utc>>,
    /// The sort key of the last row of the page before (`next_cursor`).
    pub after: Option<String>,
    pub limit: usize,
}

/// A cursor the payout list gave: a row's sort key (`<time>#po_...`).
pub fn cursor_of(text: &str) -> Option<String> {
    sanduq_kernel::cursor::decode(text, Kind::Payout.prefix())
}

/// One page of merchant `m`'s payouts (its own, not its users' cash-outs), newest first.
pub async fn list(st: &AppState, m: &str, f: &Filter) -> ApiResult<Value> {
    use sanduq_kernel::cursor;
    let w = cursor::Window {
        index: Index::Gsi4,
        pk: payouts_key(m),
        low: f.from.map_or_else(|| "0".to_string(), sort_time),
        high: f.to.map_or_else(|| "~".to_string(), sort_time),
    };
    let status = f.status.map(|s| Value::from(s.as_str()));
    let page = cursor::newest_first(st, &w, f.after.as_deref(), f.limit, |r| {
        status.as_ref().is_none_or(|s| r.get("status") == Some(s))
    })
    .await?;
    let data = page
        .rows
        .into_iter()
        .map(|r| items::from_item::<Payout>(r).map(|p| view(&p)))
        .collect::<ApiResult<Vec<Value>>>()?;
    Ok(json!({
        "object": "list",
        "data": data,
        "has_more": page.next.is_some(),
        "next_cursor": page.next,
    }))
}

/// What the merchant's pending payouts and cash-outs add up to, per currency (the audit's check of the
/// in-transit account).
pub async fn pending_totals(st: &AppState, merchant_id: &str) -> ApiResult<Vec<(Currency, i64)>> {
    let rows = st
        .store
        .query(&Query::index(
            Index::Gsi1,
            format!("MER#{merchant_id}#PAYOUTS"),
        ))
        .await?;
    let mut totals: Vec<(Currency, i64)> = Currency::ALL.iter().map(|c| (*c, 0)).collect();
    for row in rows {
        let p: Payout = items::from_item(row)?;
        if p.status == PayoutStatus::Pending {
            if let Some(t) = totals.iter_mut().find(|(c, _)| *c == p.currency) {
                t.1 += p.amount;
            }
        }
    }
    Ok(totals)
}
