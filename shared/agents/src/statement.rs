//! An agent's end-of-day statement (a Baghdad day, per currency): read from its operations'
//! list (GSI4 `items::agent_ops_key`: float moves, cash-ins, withdrawals paid out) since the
//! day began and its float now; the arithmetic is `sanduq_domain::agent::day`.

use chrono::{DateTime, Duration, NaiveDate, TimeZone, Utc};
use sanduq_domain::agent::{self, Agent, Op};
use sanduq_domain::{Currency, DomainError};
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_store::{Index, Item, Query, SkRange};
use serde_json::{json, Value};

/// A statement's `date` query: a Baghdad day, today by default.
pub const DATE: sanduq_api::contract::Field = sanduq_api::contract::Field::opt(
    "date",
    sanduq_api::contract::Kind::Date,
    "a Baghdad day (YYYY-MM-DD), not after today; today by default",
);

/// When Baghdad day `d` begins, in UTC.
fn day_start(d: NaiveDate) -> DateTime<Utc> {
    let offset = chrono::FixedOffset::east_opt(sanduq_domain::limits::BAGHDAD_OFFSET_SECS)
        .expect("a valid offset");
    offset
        .from_local_datetime(&d.and_hms_opt(0, 0, 0).expect("midnight"))
        .single()
        .expect("a fixed offset has one midnight")
        .with_timezone(&Utc)
}

/// An operation's time, currency and what it counts as: what moved the float, and the
/// commission it earned (empty: none of the agent's).
pub(crate) fn ops_of(r: &Item) -> Vec<(DateTime<Utc>, Currency, Op)> {
    let Some((at, c, op)) = op_of(r) else {
        return vec![];
    };
    let earned = r
        .get("agent_share")
        .and_then(Value::as_i64)
        .or_else(|| {
            r.get("charge")
                .and_then(|c| c.get("agent_share"))
                .and_then(Value::as_i64)
        })
        .unwrap_or(0);
    let mut out = vec![(at, c, op)];
    if earned > 0 {
        out.push((at, c, Op::Earned(earned)));
    }
    out
}

/// An operation's time, currency and what it did to the float.
pub(crate) fn op_of(r: &Item) -> Option<(DateTime<Utc>, Currency, Op)> {
    let text = |k: &str| r.get(k).and_then(Value::as_str);
    let amount = r.get("amount").and_then(Value::as_i64)?;
    let currency = Currency::ALL
        .into_iter()
        .find(|c| Some(c.code()) == text("currency"))?;
    let (at, op) = match text("object") {
        // the cash handed in: what the wallet got and the fee the user paid
        Some("cash_in") => {
            let fee = r.get("fee").and_then(Value::as_i64).unwrap_or(0);
            (text("created_at")?, Op::CashIn(amount + fee))
        }
        Some("agent_float_move") if text("direction") == Some("in") => {
            (text("created_at")?, Op::FloatIn(amount))
        }
        Some("agent_float_move") => (text("created_at")?, Op::FloatOut(amount)),
        Some("agent_commission_move") => (text("created_at")?, Op::Commission(amount)),
        Some("agent_deposit") if text("status") == Some("confirmed") => {
            (text("decided_at")?, Op::CashToMerchant(amount))
        }
        // a withdrawal (stored without `object`) is listed once paid out
        None if text("status") == Some("redeemed") => (text("ended_at")?, Op::CashOut(amount)),
        _ => return None,
    };
    let at = sanduq_domain::time::parse(at).ok()?;
    Some((at, currency, op))
}

/// Agent `a`'s statement of Baghdad day `date` (not after today at `now`).
pub async fn of_day(
    st: &AppState,
    a: &Agent,
    date: NaiveDate,
    now: DateTime<Utc>,
) -> ApiResult<Value> {
    let today = sanduq_domain::limits::baghdad(now).date_naive();
    if date > today {
        return Err(DomainError::field("date", "must not be after today (Baghdad time)").into());
    }
    let start = day_start(date);
    let end = start + Duration::days(1);
    let mut q = Query::index(Index::Gsi4, items::agent_ops_key(&a.id));
    q.sk = SkRange::Between(sort_time(start), "~".into());
    let ops: Vec<(DateTime<Utc>, Currency, Op)> =
        st.store.query(&q).await?.iter().flat_map(ops_of).collect();
    let balances = crate::records::accounts(st, &a.id).await?;
    let currencies: Vec<Value> = balances
        .iter()
        .map(|(c, float_now, _)| {
            let of = |inside: bool| -> Vec<Op> {
                ops.iter()
                    .filter(|(at, cur, _)| cur == c && (*at < end) == inside)
                    .map(|(_, _, op)| *op)
                    .collect()
            };
            let d = agent::day(*float_now, &of(true), &of(false));
            json!({
                "currency": c,
                "opening_float": d.opening_float,
                "cash_ins": { "count": d.cash_in_count, "amount": d.cash_ins },
                "cash_outs": { "count": d.cash_out_count, "amount": d.cash_outs },
                "float_in": d.float_in,
                "float_out": d.float_out,
                "commissions": d.commissions,
                "commission_earned": d.commission_earned,
                "cash_to_merchant": d.cash_to_merchant,
                "closing_float": d.closing_float,
                "drawer_change": d.drawer_change,
            })
        })
        .collect();
    Ok(json!({
        "object": "agent_statement",
        "agent_id": a.id,
        "date": date.to_string(),
        "from": start,
        "to": end,
        "final": end <= now,
        "currencies": currencies,
    }))
}
