//! Settlement in the store: a merchant's payout settings (`GET|PATCH
//! /merchant/payout-settings`) and the scheduled payouts the sweeper makes from them.
//!
//! Items: the settings (`MER#<m>` / `PAYOUT_SETTINGS`, versioned; on a schedule it sits in
//! the due index, GSI2 `SETTLE#<shard>`, at its next payout's time); per merchant and
//! currency, the head (`MER#<m>#SETTLE#<cur>` / `HEAD`: the last settled cut-off, versioned,
//! so two runs never settle overlapping periods) and one item per settled cut-off (`AT#<time>`,
//! written only if absent: the run's deterministic key) naming its payout. A balance
//! transaction's payout is the first settled cut-off after it (`payout_of`).

use crate::payouts;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use sanduq_domain::balance::{Txn, SCHEDULED_PAYOUT};
use sanduq_domain::ids::new_id;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payout::{Payout, PayoutStatus, Period};
use sanduq_domain::settlement::{iban_groups, BankAccount, PayoutSettings, Schedule};
use sanduq_domain::{Currency, DomainError};
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Applied, Guard, Plan};
use sanduq_kernel::{due, items::balance_txns_key};
use sanduq_store::{Cond, Index, Item, Key, Query, SkRange, Write};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

fn settings_key(m: &str) -> Key {
    Key::new(["MER#", m].concat(), "PAYOUT_SETTINGS")
}

fn settled_pk(m: &str, c: Currency) -> String {
    ["MER#", m, "#SETTLE#", c.code()].concat()
}

fn head_key(m: &str, c: Currency) -> Key {
    Key::new(settled_pk(m, c), "HEAD")
}

fn at(cutoff: &str) -> String {
    ["AT#", cutoff].concat()
}

fn settled_key(m: &str, c: Currency, cutoff: DateTime<Utc>) -> Key {
    Key::new(settled_pk(m, c), at(&sort_time(cutoff)))
}

/// The due index's partitions of scheduled payouts.
pub fn due_shard(n: &str) -> String {
    ["SETTLE#", n].concat()
}

/// A settled cut-off: the payout that settled the period before it.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Settled {
    payout_id: String,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    cutoff: DateTime<Utc>,
}

/// Merchant `m`'s payout settings and their version (None: never changed).
pub async fn settings(st: &AppState, m: &str) -> ApiResult<(PayoutSettings, Option<u64>)> {
    match st.store.get_stored(&settings_key(m)).await? {
        Some(i) => Ok((items::from_stored(&i)?, Some(i.version()))),
        None => Ok((PayoutSettings::initial(m), None)),
    }
}

pub fn view(s: &PayoutSettings, now: DateTime<Utc>) -> Value {
    json!({
        "object": "payout_settings",
        "schedule": s.schedule,
        "weekly_anchor": s.weekly_anchor,
        "minimum_amount": s.minimum_amount,
        "currency": s.currency,
        "bank_account": s.bank_account.as_ref().map(|b| json!({
            "iban": b.iban,
            "iban_display": iban_groups(&b.iban),
            "holder_name": b.holder_name,
        })),
        "next_payout_at": s.bank_account.as_ref().and(s.next_due(now)),
        "updated_at": s.updated_at,
    })
}

/// What a PATCH changes (None: unchanged; `bank_account: Some(None)` removes it).
#[derive(Debug, Clone, Default)]
pub struct Change {
    pub schedule: Option<Schedule>,
    pub weekly_anchor: Option<String>,
    pub minimum_amount: Option<i64>,
    pub currency: Option<Currency>,
    pub bank_account: Option<Option<BankAccount>>,
}

/// The settings' item, in the due index while a schedule runs.
fn put(s: &PayoutSettings, read: Option<u64>, now: DateTime<Utc>) -> ApiResult<Write> {
    let mut extra = vec![];
    if let Some(at) = s.next_due(now).filter(|_| s.bank_account.is_some()) {
        extra.push(("gsi2pk", due_shard(&due::shard_of(&s.merchant_id)).into()));
        extra.push((
            "gsi2sk",
            [&sort_time(at), "#", &s.merchant_id].concat().into(),
        ));
    }
    items::versioned_put(s, &settings_key(&s.merchant_id), read, &extra)
}

/// Changes merchant `m`'s payout settings. A schedule needs a bank account.
pub async fn update(st: &AppState, m: &Merchant, c: Change, idem: &Idem) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let (mut s, version) = settings(st, &m.id).await?;
        let now = st.now_for(m);
        if let Some(x) = c.schedule {
            s.schedule = x;
        }
        if let Some(x) = &c.weekly_anchor {
            s.weekly_anchor = x.clone();
        }
        if let Some(x) = c.minimum_amount {
            s.minimum_amount = x;
        }
        if let Some(x) = c.currency {
            s.currency = x;
        }
        if let Some(x) = &c.bank_account {
            s.bank_account = x.clone();
        }
        if s.schedule != Schedule::Manual && s.bank_account.is_none() {
            return Err(DomainError::field(
                "bank_account",
                "a payout schedule needs a bank account to pay to",
            )
            .into());
        }
        s.updated_at = Some(now);
        let w = put(&s, version, now)?;
        Ok(Plan::answer(vec![w], StatusCode::OK, view(&s, now)))
    })
    .await
}

/// The sum of the nets a scheduled payout of `currency` settles in [`from`, `to`): read a
/// chunk at a time, oldest first.
async fn settled_sum(
    st: &AppState,
    m: &str,
    currency: Currency,
    from: Option<DateTime<Utc>>,
    to: DateTime<Utc>,
) -> ApiResult<i64> {
    let low = from.map_or_else(|| "0".to_string(), sort_time);
    let mut sum = 0;
    sanduq_kernel::cursor::oldest_first(
        st,
        Index::Gsi3,
        &balance_txns_key(m),
        low,
        sort_time(to),
        |rows| {
            for r in &rows {
                if let Some(t) = settles(r).filter(|t| t.currency == currency) {
                    sum += t.net;
                }
            }
            Ok(())
        },
    )
    .await?;
    Ok(sum)
}

/// A journal entry's balance transaction, if a scheduled payout may settle it (not a
/// scheduled payout's own).
pub fn settles(entry: &Item) -> Option<Txn> {
    if entry.get("kind").and_then(Value::as_str) == Some(SCHEDULED_PAYOUT) {
        return None;
    }
    serde_json::from_value(entry.get("txn")?.clone()).ok()
}

/// Why a scheduled run made no payout.
#[derive(Debug, Clone, PartialEq)]
pub enum Ran {
    Paid(Box<Payout>),
    /// Manual, no bank account, or nothing due since the last.
    NotDue,
    /// What the period settles is under the minimum (or nothing): it waits for the next.
    UnderMinimum(i64),
}

/// Makes merchant `m`'s scheduled payout of the latest cut-off due on its clock, if it is
/// not made yet: the sum of the period's nets, from the balance to its bank account.
/// Refused (and tried again at the next run) when the balance no longer covers it.
pub async fn settle(st: &AppState, m: &Merchant) -> ApiResult<Ran> {
    let (s, _) = settings(st, &m.id).await?;
    let now = st.now_for(m);
    let (Some(cutoff), Some(bank)) = (s.last_cutoff(now), s.bank_account.clone()) else {
        return Ok(Ran::NotDue);
    };
    m.require_approved()?;
    let r = tx::apply(st, Guard::Versioned, || async {
        let head = st.store.get_stored(&head_key(&m.id, s.currency)).await?;
        let last: Option<Settled> = head.as_ref().map(items::from_stored).transpose()?;
        let from = last.as_ref().map(|l| l.cutoff);
        if from.is_some_and(|f| f >= cutoff) {
            return Ok(Plan::new(vec![], Ran::NotDue));
        }
        let sum = settled_sum(st, &m.id, s.currency, from, cutoff).await?;
        if sum < s.minimum_amount.max(1) {
            return Ok(Plan::new(vec![], Ran::UnderMinimum(sum)));
        }
        let p = Payout {
            id: new_id(payouts::Kind::Payout.prefix()),
            merchant_id: m.id.clone(),
            amount: sum,
            currency: s.currency,
            destination: bank.iban.clone(),
            status: PayoutStatus::Pending,
            failure_reason: None,
            created_at: now,
            finished_at: None,
            cash_out: None,
            settles: Some(Period { from, to: cutoff }),
            receipt: None,
        };
        let (mut writes, out) = payouts::open(st, m, &p).await?;
        let settled = Settled {
            payout_id: out.id.clone(),
            cutoff,
        };
        writes.push(items::versioned_put(
            &settled,
            &head_key(&m.id, s.currency),
            head.as_ref().map(|h| h.version()),
            &[],
        )?);
        // the run's key: one payout per merchant, currency and cut-off
        writes.push(items::put(
            &settled,
            &settled_key(&m.id, s.currency, cutoff),
            &[],
            Some(Cond::NotExists),
        )?);
        Ok(Plan::new(writes, Ran::Paid(Box::new(out))))
    })
    .await?;
    Ok(match r {
        Applied::Done(r) => r,
        Applied::AlreadyApplied => Ran::NotDue,
    })
}

/// Moves the settings' due entry to the next payout after `now` (or out of the index).
async fn reschedule(st: &AppState, m: &Merchant) -> ApiResult<()> {
    let (s, version) = settings(st, &m.id).await?;
    if version.is_none() {
        return Ok(());
    }
    let w = put(&s, version, st.now_for(m))?;
    // a change in between has placed it already
    match st.store.transact(vec![w]).await {
        Ok(()) => Ok(()),
        Err(e) if e.is_contention() => Ok(()),
        Err(e) => Err(e.into()),
    }
}

/// One merchant's scheduled payout, then its next due time.
pub async fn run(st: &AppState, m: &Merchant) -> ApiResult<Ran> {
    let r = settle(st, m).await;
    reschedule(st, m).await?;
    r
}

/// What a scheduled run did.
#[derive(Debug, Default, Clone, PartialEq, Serialize)]
pub struct Runs {
    pub payouts: usize,
    pub under_minimum: usize,
    pub failed: usize,
}

/// The scheduled run: every merchant whose payout is due by real `real_now`.
pub async fn run_due(st: &AppState, real_now: DateTime<Utc>) -> Runs {
    let shards = due::shards().map(|n| due_shard(&n)).collect();
    let (found, unreadable) = due::with_merchants(st, shards, real_now).await;
    let mut out = Runs {
        failed: unreadable,
        ..Runs::default()
    };
    for (m, _) in found {
        match run(st, &m).await {
            Ok(Ran::Paid(_)) => out.payouts += 1,
            Ok(Ran::UnderMinimum(_)) => out.under_minimum += 1,
            Ok(Ran::NotDue) => {}
            Err(e) => {
                tracing::warn!(merchant = %m.id, code = e.code().as_str(), error = %e.0.message, "scheduled payout not made");
                out.failed += 1;
            }
        }
    }
    out
}

/// The payouts that settled each of `rows` (journal entries of merchant `m`'s balance
/// transactions), by entry id: a row's is the first settled cut-off of its currency after
/// it. Two reads per currency on the page: the cut-offs within its span, and the first after.
pub async fn payout_of(
    st: &AppState,
    m: &str,
    rows: &[&Item],
) -> ApiResult<std::collections::HashMap<String, String>> {
    let mut out = std::collections::HashMap::new();
    for c in Currency::ALL {
        let mine: Vec<(&str, &str)> = rows
            .iter()
            .filter(|r| settles(r).is_some_and(|t| t.currency == c))
            .filter_map(|r| {
                let sk = r.get("gsi3sk").and_then(Value::as_str)?;
                Some((r.get("id").and_then(Value::as_str)?, sk))
            })
            .collect();
        let (Some(lo), Some(hi)) = (
            mine.iter().map(|r| r.1).min(),
            mine.iter().map(|r| r.1).max(),
        ) else {
            continue;
        };
        let pk = settled_pk(m, c);
        let mut cutoffs: Vec<Item> = st
            .store
            .query(&Query::partition(&pk).sk(SkRange::Between(at(lo), at(hi))))
            .await?;
        cutoffs.extend(
            st.store
                .query(
                    &Query::partition(&pk)
                        .sk(SkRange::Between(at(hi), at("~")))
                        .limit(1),
                )
                .await?,
        );
        let cutoffs: Vec<(String, String)> = cutoffs
            .into_iter()
            .filter_map(|i| {
                let sk = i.get("sk").and_then(Value::as_str)?.strip_prefix("AT#")?;
                Some((sk.to_string(), i.get("payout_id")?.as_str()?.to_string()))
            })
            .collect();
        for (id, sk) in mine {
            // cut-offs are bare times: a row's key (time#id) is never equal to one
            if let Some((_, payout)) = cutoffs.iter().find(|(cut, _)| cut.as_str() > sk) {
                out.insert(id.to_string(), payout.clone());
            }
        }
    }
    Ok(out)
}
