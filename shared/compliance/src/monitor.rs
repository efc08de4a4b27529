//! Transaction monitoring in the store: the money movements' events are handed to it after
//! they commit (in AWS by the relay from the table's stream; locally by the relay from the
//! outbox for a merchant someone listens to, and from the store's feed for the others:
//! `crate::feed`), never on the payment path. Each movement is kept in monitoring's own log (by user and by day: what the
//! rules' windows and a backtest read) and added to its merchant's totals of its hour (what
//! a merchant-scope rule adds up), once; then every rule in force is evaluated
//! on it (`rules::evaluate`) and each one that fires raises an alert named by the rule and
//! the movement, so a replayed stream raises nothing twice. A rule in shadow raises alerts
//! of status `shadow`: kept and counted, never acted on.
//!
//! | entity   | pk                             | sk                 | gsi1pk / gsi1sk                |
//! |----------|--------------------------------|--------------------|--------------------------------|
//! | movement | MON#USR#<user>                 | <at>#<movement id> | MON#DAY#<yyyy-mm-dd> / <at>#id |
//! | hour     | MON#MAGG#<merchant>#<currency> | <yyyy-mm-ddThh>    | (in/out amounts and counts)    |
//! | rule     | RULE#<id>                      | RULE               | OPS#RULES / <id>               |

use crate::alerts::{self, Alert, Kind as AlertKind, Status, Subject};
use crate::rules::{self, Context, Kind, Movement, Rule, Scope, Totals};
use chrono::{DateTime, Duration, Utc};
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Index, Key, Query, SkRange, StoreError, Write};
use serde_json::{json, Value};

/// The events that are money movements of users.
pub const KINDS: [&str; 6] = sanduq_kernel::events::MONEY_KINDS;

/// What monitoring reads of a money movement's event data: its object's few fields (and a
/// refund's), taken from the event's text as it is read (built whole as a `Value`, a payment's
/// event of a kilobyte was a third of monitoring's CPU). Data whose fields are not of the types
/// events write (an amount as text) reads as no fields at all: no movement, as such a field
/// alone made none before.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct EventData {
    object: EventObject,
    refund: EventPart,
}

#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
struct EventObject {
    id: Option<String>,
    user_id: Option<String>,
    amount: Option<i64>,
    captured_amount: Option<i64>,
    currency: Option<String>,
    from: EventSide,
    to: EventSide,
}

#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
struct EventPart {
    id: Option<String>,
    amount: Option<i64>,
}

#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
struct EventSide {
    user_id: Option<String>,
}

impl EventData {
    /// An event's data read from its text (none of its fields when it is not such an object).
    pub fn from_text(text: &str) -> EventData {
        serde_json::from_str(text).unwrap_or_default()
    }

    /// An event's data read from its value (as `from_text`).
    pub fn from_value(data: &Value) -> EventData {
        serde::Deserialize::deserialize(data).unwrap_or_default()
    }
}

/// The movements an event of `kind` (its data as the event carries it) is, at `at`.
pub fn movements_of(
    kind: &str,
    merchant_id: &str,
    data: &Value,
    at: DateTime<Utc>,
) -> Vec<Movement> {
    movements_in(kind, merchant_id, &EventData::from_value(data), at)
}

/// The movements an event of `kind` is, read from its data's fields monitoring needs.
pub fn movements_in(
    kind: &str,
    merchant_id: &str,
    data: &EventData,
    at: DateTime<Utc>,
) -> Vec<Movement> {
    let o = &data.object;
    let one = |id: Option<&str>, kind: Kind, user: Option<&str>, amount: Option<i64>| {
        Some(Movement {
            id: id?.to_string(),
            kind,
            user_id: user?.to_string(),
            merchant_id: merchant_id.to_string(),
            counterparty: None,
            amount: amount.filter(|a| *a > 0)?,
            currency: Currency::parse("currency", o.currency.as_deref()?).ok()?,
            at,
        })
    };
    let (id, user) = (o.id.as_deref(), o.user_id.as_deref());
    let found = match kind {
        "payment.completed" => vec![one(id, Kind::Payment, user, o.captured_amount.or(o.amount))],
        "payment.refunded" => vec![one(
            data.refund.id.as_deref(),
            Kind::Refund,
            user,
            data.refund.amount,
        )],
        "cash_in.completed" => vec![one(id, Kind::CashIn, user, o.amount)],
        // cash out: to the user's bank or hand, or paid at an agent's counter
        "cash_out.paid" | "withdrawal.redeemed" => vec![one(id, Kind::CashOut, user, o.amount)],
        "transfer.completed" => {
            let (from, to) = (o.from.user_id.as_deref(), o.to.user_id.as_deref());
            let side = |suffix: &str, kind: Kind, user: Option<&str>, other: Option<&str>| {
                let id = id.map(|id| format!("{id}:{suffix}"));
                one(id.as_deref(), kind, user, o.amount).map(|mut m| {
                    m.counterparty = other.map(str::to_string);
                    m
                })
            };
            vec![
                side("out", Kind::TransferOut, from, to),
                side("in", Kind::TransferIn, to, from),
            ]
        }
        _ => vec![],
    };
    found.into_iter().flatten().collect()
}

fn movement_key(m: &Movement) -> Key {
    Key::new(
        format!("MON#USR#{}", m.user_id),
        format!("{}#{}", sort_time(m.at), m.id),
    )
}

fn day_of(at: DateTime<Utc>) -> String {
    use chrono::Datelike;
    format!("{:04}-{:02}-{:02}", at.year(), at.month(), at.day())
}

/// The hour of `at`, as a merchant's totals are kept (`yyyy-mm-ddThh`; written by hand:
/// chrono's `format` parses its pattern at every call, and a relay batch asked for it once
/// per movement and batch-mate, a fifth of the server's CPU under load).
fn hour_of(at: DateTime<Utc>) -> String {
    use chrono::Timelike;
    format!("{}T{:02}", day_of(at), at.hour())
}

/// The hours since the epoch up to `at`'s (what orders hours, as numbers).
fn hour_number(at: DateTime<Utc>) -> i64 {
    at.timestamp().div_euclid(3_600)
}

fn totals_pk(merchant_id: &str, c: Currency) -> String {
    format!("MON#MAGG#{merchant_id}#{}", c.code())
}

/// `m` added to its merchant's totals of its hour.
fn counted(m: &Movement) -> Write {
    let (amount, count) = if m.kind.is_in() {
        ("in_amount", "in_count")
    } else {
        ("out_amount", "out_count")
    };
    Write::Update {
        key: Key::new(totals_pk(&m.merchant_id, m.currency), hour_of(m.at)),
        set: Default::default(),
        add: vec![(amount.into(), m.amount), (count.into(), 1)],
        cond: None,
    }
}

/// The counts of `moves` added to their merchants' hours: one update an hour item (a
/// transaction takes one write an item).
fn counted_all(moves: &[&Movement]) -> Vec<Write> {
    let mut out: Vec<Write> = vec![];
    for m in moves {
        let Write::Update { key, add, .. } = counted(m) else {
            continue;
        };
        match out.iter_mut().find(|w| w.is_at(&key)) {
            Some(Write::Update { add: sums, .. }) => {
                for (name, n) in add {
                    match sums.iter_mut().find(|(k, _)| *k == name) {
                        Some((_, total)) => *total += n,
                        None => sums.push((name, n)),
                    }
                }
            }
            _ => out.push(Write::Update {
                key,
                set: Default::default(),
                add,
                cond: None,
            }),
        }
    }
    out
}

/// The merchant's totals over the `hours` up to `m`'s (whole hours: the window is read at
/// an hour's grain), without `later`: movements logged and counted with `m` that come after
/// it (a batch is logged before its movements are judged, each as it stood when it came).
async fn totals(st: &AppState, m: &Movement, hours: u32, later: &[Movement]) -> ApiResult<Totals> {
    let from = hour_of(m.at - Duration::hours(i64::from(hours.max(1)) - 1));
    let q = Query::partition(totals_pk(&m.merchant_id, m.currency))
        .sk(SkRange::Between(from, hour_of(m.at)));
    let mut t = Totals::default();
    for item in st.store.query(&q).await? {
        let n = |k: &str| item.get(k).and_then(Value::as_i64).unwrap_or(0);
        t.in_amount += n("in_amount");
        t.in_count += n("in_count") as u32;
        t.out_amount += n("out_amount");
        t.out_count += n("out_count") as u32;
    }
    let this_hour = hour_number(m.at);
    for l in later.iter().filter(|l| {
        l.merchant_id == m.merchant_id && l.currency == m.currency && hour_number(l.at) <= this_hour
    }) {
        if l.kind.is_in() {
            t.in_amount -= l.amount;
            t.in_count = t.in_count.saturating_sub(1);
        } else {
            t.out_amount -= l.amount;
            t.out_count = t.out_count.saturating_sub(1);
        }
    }
    Ok(t)
}

/// How many partitions a day's log is spread over in its index (by the movement's user):
/// every movement of the platform writes its day's, and one partition of DynamoDB takes
/// 1,000 write units a second (the heat bench: 2 units a lifecycle, 20,000 a second at
/// 10,000 payments a second over one key; 625 over 32).
pub const DAY_SHARDS: usize = 32;

/// The index key of a day's log where `user`'s movements go.
fn day_pk(day: &str, user: &str) -> String {
    let shard = sanduq_domain::ids::spread(user, DAY_SHARDS);
    format!("MON#DAY#{day}#{shard:02}")
}

/// The movements logged on UTC day `day` (items), every partition of its index read (and the
/// key a day had before it was spread), by time; the newest `newest` only when given.
pub async fn day_log(
    st: &AppState,
    day: chrono::NaiveDate,
    newest: Option<usize>,
) -> ApiResult<Vec<sanduq_store::Item>> {
    let day = day.to_string();
    let keys = std::iter::once(format!("MON#DAY#{day}"))
        .chain((0..DAY_SHARDS).map(|n| format!("MON#DAY#{day}#{n:02}")));
    let mut out = vec![];
    for k in keys {
        let mut q = Query::index(Index::Gsi1, k);
        if let Some(n) = newest {
            q = q.backward().limit(n);
        }
        out.extend(st.store.query(&q).await?);
    }
    let sk = |i: &sanduq_store::Item| {
        i.get("gsi1sk")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    };
    out.sort_by_cached_key(sk);
    if let Some(n) = newest {
        out = out.split_off(out.len().saturating_sub(n));
    }
    Ok(out)
}

/// A movement's put in the log, once (its second put fails its condition), with when
/// monitoring saw it (`seen_at`: its rules are evaluated and its alerts raised just after).
fn logged(m: &Movement, seen: DateTime<Utc>) -> ApiResult<Write> {
    let sk = format!("{}#{}", sort_time(m.at), m.id);
    items::put(
        m,
        &movement_key(m),
        &[
            ("gsi1pk", day_pk(&day_of(m.at), &m.user_id).into()),
            ("gsi1sk", sk.into()),
            ("seen_at", sort_time(seen).into()),
        ],
        Some(Cond::NotExists),
    )
}

/// How far monitoring ran behind the movements it logged: from the movement's commit (its
/// event's time) to monitoring seeing it, in milliseconds.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
pub struct Lag {
    pub movements: u64,
    pub p50_ms: i64,
    pub p90_ms: i64,
    pub p99_ms: i64,
    pub max_ms: i64,
}

/// The lag of `lags` (milliseconds, any order): nearest-rank percentiles.
pub fn lag_of(mut lags: Vec<i64>) -> Lag {
    if lags.is_empty() {
        return Lag::default();
    }
    lags.sort_unstable();
    let rank = |p: f64| {
        let i = ((p * lags.len() as f64).ceil() as usize).clamp(1, lags.len());
        lags[i - 1]
    };
    Lag {
        movements: lags.len() as u64,
        p50_ms: rank(0.50),
        p90_ms: rank(0.90),
        p99_ms: rank(0.99),
        max_ms: lags[lags.len() - 1],
    }
}

/// The lag over the latest `limit` movements logged on UTC day `day`.
pub async fn lag(st: &AppState, day: chrono::NaiveDate, limit: usize) -> ApiResult<Lag> {
    let mut lags = vec![];
    for item in day_log(st, day, Some(limit)).await? {
        let at = |k: &str| {
            item.get(k)
                .and_then(Value::as_str)
                .and_then(|t| DateTime::parse_from_rfc3339(t).ok())
        };
        // movements logged before `seen_at` was kept have no lag to tell
        if let (Some(at), Some(seen)) = (at("at"), at("seen_at")) {
            lags.push((seen - at).num_milliseconds().max(0));
        }
    }
    Ok(lag_of(lags))
}

fn rule_key(id: &str) -> Key {
    Key::new(format!("RULE#{id}"), "RULE")
}

/// A rule as stored, over version `read` (None: its first change from the default).
pub fn rule_put(r: &Rule, read: Option<u64>) -> ApiResult<Write> {
    items::versioned_put(
        r,
        &rule_key(&r.id),
        read,
        &[
            ("gsi1pk", "OPS#RULES".into()),
            ("gsi1sk", r.id.clone().into()),
        ],
    )
}

/// Every rule as it stands (a default not changed is as `rules::defaults` makes it), with
/// the version of its stored item (None for a default never changed).
pub async fn rules_now(st: &AppState) -> ApiResult<Vec<(Rule, Option<u64>)>> {
    let mut out: Vec<(Rule, Option<u64>)> =
        rules::defaults().into_iter().map(|r| (r, None)).collect();
    for item in st
        .store
        .query(&Query::index(Index::Gsi1, "OPS#RULES"))
        .await?
    {
        let version = item.get("version").and_then(Value::as_u64);
        let r: Rule = items::from_item(item)?;
        match out.iter_mut().find(|(d, _)| d.id == r.id) {
            Some(slot) => *slot = (r, version),
            None => out.push((r, version)),
        }
    }
    Ok(out)
}

/// The user's movements in the `hours` before `m`, oldest first.
async fn history(st: &AppState, m: &Movement, hours: u32) -> ApiResult<Vec<Movement>> {
    let from = sort_time(m.at - Duration::hours(i64::from(hours)));
    let to = format!("{}#~", sort_time(m.at));
    let q = Query::partition(format!("MON#USR#{}", m.user_id));
    let rows = st
        .store
        .query_stored(&q.sk(SkRange::Between(from, to)))
        .await?;
    rows.iter().map(items::from_stored).collect()
}

/// The subject's last movement before `m`, whatever its age.
async fn previous(st: &AppState, m: &Movement) -> ApiResult<Option<Movement>> {
    let to = sort_time(m.at);
    // "0" sorts before every time written (DynamoDB takes no empty key value)
    let q = Query::partition(format!("MON#USR#{}", m.user_id))
        .sk(SkRange::Between("0".into(), to))
        .backward()
        .limit(2);
    for item in st.store.query_stored(&q).await? {
        let p: Movement = items::from_stored(&item)?;
        if p.id != m.id {
            return Ok(Some(p));
        }
    }
    Ok(None)
}

/// The rules of `rules` that fire on `m`, with what fired them, in the store's context (the
/// history each scope needs, read once per scope).
pub async fn fired(
    st: &AppState,
    m: &Movement,
    rules: &[Rule],
    later: &[Movement],
) -> ApiResult<Vec<(Rule, rules::Fired)>> {
    let live: Vec<&Rule> = rules
        .iter()
        .filter(|r| r.enabled && r.currency == m.currency)
        .collect();
    if live.is_empty() {
        return Ok(vec![]);
    }
    let longest = |scope: Scope| {
        live.iter()
            .filter(|r| r.scope == scope)
            .map(|r| r.check.window_hours())
            .max()
    };
    let mut mine = vec![];
    if let Some(h) = longest(Scope::User) {
        mine = history(st, m, h).await?;
    }
    let mut merchant = None;
    if let Some(h) = longest(Scope::Merchant) {
        merchant = Some(totals(st, m, h, later).await?);
    }
    // when the user opened their wallet (read alone: the rest of the user is not needed)
    #[derive(serde::Deserialize)]
    struct Opened {
        created_at: DateTime<Utc>,
    }
    let opened_at = match st.store.get_stored(&items::user_key(&m.user_id)).await? {
        Some(item) => item.read::<Opened>().ok().map(|u| u.created_at),
        None => None,
    };
    // the last movement before this one: in the history read, when it reaches back to one;
    // none when that history reaches back to the wallet's opening
    let reached = |h: u32| opened_at.is_some_and(|o| o >= m.at - Duration::hours(i64::from(h)));
    let before = match mine.iter().rev().find(|p| p.at < m.at && p.id != m.id) {
        Some(p) => Some(p.clone()),
        None if longest(Scope::User).is_some_and(reached) => None,
        None => previous(st, m).await?,
    };
    let mut out = vec![];
    for r in live {
        let cx = Context {
            history: &mine,
            previous: before.as_ref(),
            opened_at,
            totals: merchant,
        };
        if let Some(f) = rules::evaluate(r, m, &cx) {
            out.push((r.clone(), f));
        }
    }
    Ok(out)
}

/// The alert `rule` firing on `m` raises.
pub fn alert(rule: &Rule, m: &Movement, f: rules::Fired, now: DateTime<Utc>) -> Alert {
    Alert {
        id: alerts::monitoring_id(&rule.id, &m.id),
        kind: AlertKind::Monitoring,
        status: if rule.shadow {
            Status::Shadow
        } else {
            Status::Open
        },
        subject: Subject {
            kind: match rule.scope {
                Scope::User => "user".into(),
                Scope::Merchant => "merchant".into(),
            },
            id: match rule.scope {
                Scope::User => m.user_id.clone(),
                Scope::Merchant => m.merchant_id.clone(),
            },
            merchant_id: m.merchant_id.clone(),
            name: String::new(),
            date_of_birth: None,
            at: "monitoring".into(),
        },
        matched: None,
        clash: None,
        fired: Some(alerts::Fired {
            rule: rule.id.clone(),
            check: serde_json::to_value(&rule.check).unwrap_or(Value::Null),
            severity: rule.severity,
            figures: f.figures,
            movements: f.movements,
        }),
        held: false,
        decision: None,
        created_at: now,
        updated_at: now,
    }
}

/// What observing events did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Observed {
    pub movements: u64,
    pub alerts: u64,
}

/// Observes the events `(merchant, kind, data, created_at)`: each movement logged, the rules
/// evaluated, the alerts raised (once each). An error leaves the events to be handed again
/// (the relay does not take them out of its outbox).
pub async fn observe(
    st: &AppState,
    events: &[(String, String, Value, DateTime<Utc>)],
) -> ApiResult<Observed> {
    let found = events
        .iter()
        .flat_map(|(merchant, kind, data, at)| movements_of(kind, merchant, data, *at));
    observe_movements(st, found).await
}

/// Observes the movements `found` (as `observe` those its events are).
pub async fn observe_movements(
    st: &AppState,
    found: impl IntoIterator<Item = Movement>,
) -> ApiResult<Observed> {
    let mut done = Observed::default();
    let mut moves: Vec<Movement> = vec![];
    for m in found {
        // a movement handed twice in one batch is one
        if !moves.iter().any(|x| x.id == m.id && x.user_id == m.user_id) {
            moves.push(m);
        }
    }
    if moves.is_empty() {
        return Ok(done);
    }
    let rules: Vec<Rule> = rules_now(st).await?.into_iter().map(|(r, _)| r).collect();
    let now = Utc::now();
    // logged and counted once, a chunk a transaction (the first movement handed again makes
    // its chunk fail: then each alone, the ones logged before left as they are)
    for chunk in moves.chunks(CHUNK) {
        let chunk: Vec<&Movement> = chunk.iter().collect();
        let mut writes = chunk
            .iter()
            .map(|m| logged(m, now))
            .collect::<ApiResult<Vec<_>>>()?;
        writes.extend(counted_all(&chunk));
        match st.store.transact(writes).await {
            Ok(()) => done.movements += chunk.len() as u64,
            Err(StoreError::ConditionFailed { .. }) => {
                for m in chunk {
                    match st.store.transact(vec![logged(m, now)?, counted(m)]).await {
                        Ok(()) => done.movements += 1,
                        Err(StoreError::ConditionFailed { .. }) => {}
                        Err(e) => return Err(e.into()),
                    }
                }
            }
            Err(e) => return Err(e.into()),
        }
    }
    // each judged as it stood when it came: its later batch-mates taken off its totals
    for (k, m) in moves.iter().enumerate() {
        for (r, f) in fired(st, m, &rules, &moves[k + 1..]).await? {
            let a = alert(&r, m, f, now);
            match st.store.transact(vec![alerts::put(&a, None)?]).await {
                Ok(()) => done.alerts += 1,
                Err(StoreError::ConditionFailed { .. }) => {}
                Err(e) => return Err(e.into()),
            }
        }
    }
    Ok(done)
}

/// Movements logged in one transaction at most (each its log item, with its merchant's hour:
/// within DynamoDB's 100 items a transaction).
const CHUNK: usize = 40;

/// What a backtest found: how many movements of the period the rule was run over, and
/// the alerts it would have raised (at most 20 shown).
#[derive(Debug, Clone, serde::Serialize)]
pub struct Backtest {
    pub movements: u64,
    pub alerts: u64,
    pub subjects: u64,
    pub sample: Vec<Value>,
}

/// Replays the movements logged from `from` to `to` (days, inclusive, at most 92) through
/// `rule` as given (enabled, whatever it is now), in their order, each judged against what
/// came before it in the log: nothing is written.
pub async fn backtest(
    st: &AppState,
    rule: &Rule,
    from: chrono::NaiveDate,
    to: chrono::NaiveDate,
) -> ApiResult<Backtest> {
    let rule = Rule {
        enabled: true,
        shadow: false,
        ..rule.clone()
    };
    let mut out = Backtest {
        movements: 0,
        alerts: 0,
        subjects: 0,
        sample: vec![],
    };
    let mut subjects = std::collections::BTreeSet::new();
    let mut day = from;
    while day <= to {
        for item in day_log(st, day, None).await? {
            let m: Movement = items::from_item(item)?;
            out.movements += 1;
            if let Some((_, f)) = fired(st, &m, std::slice::from_ref(&rule), &[]).await?.pop() {
                out.alerts += 1;
                let subject = match rule.scope {
                    Scope::User => m.user_id.clone(),
                    Scope::Merchant => m.merchant_id.clone(),
                };
                if out.sample.len() < 20 {
                    out.sample.push(json!({
                        "movement": m.id, "subject": subject, "at": m.at, "figures": f.figures,
                    }));
                }
                subjects.insert(subject);
            }
        }
        day = day.succ_opt().unwrap_or(to + chrono::Days::new(1));
    }
    out.subjects = subjects.len() as u64;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Hours and days written by hand read as chrono writes them, and hours as numbers order
    /// as their texts do.
    #[test]
    fn hours_and_days_are_written_as_chrono_writes_them() {
        let start = Utc::now() - Duration::days(400);
        let mut last: Option<(i64, String)> = None;
        for n in 0..2_000 {
            let at = start + Duration::minutes(n * 293);
            assert_eq!(hour_of(at), at.format("%Y-%m-%dT%H").to_string());
            assert_eq!(day_of(at), at.format("%Y-%m-%d").to_string());
            let now = (hour_number(at), hour_of(at));
            if let Some(before) = last {
                assert_eq!(before.0.cmp(&now.0), before.1.cmp(&now.1));
            }
            last = Some(now);
        }
    }

    #[test]
    fn a_batch_counts_each_merchant_hour_once_with_its_sums() {
        use chrono::TimeZone;
        let at = Utc.with_ymd_and_hms(2026, 3, 1, 10, 5, 0).unwrap();
        let mv = |id: &str, kind: Kind, amount: i64, at: DateTime<Utc>| Movement {
            id: id.into(),
            kind,
            user_id: "usr_1".into(),
            merchant_id: "mer_1".into(),
            counterparty: None,
            amount,
            currency: Currency::Iqd,
            at,
        };
        let moves = [
            mv("a", Kind::Payment, 100, at),
            mv("b", Kind::Refund, 30, at),
            mv("c", Kind::Payment, 5, at),
            mv("d", Kind::Payment, 7, at + Duration::hours(1)),
        ];
        let writes = counted_all(&moves.iter().collect::<Vec<_>>());
        assert_eq!(writes.len(), 2, "{writes:?}");
        let Write::Update { key, add, .. } = &writes[0] else {
            panic!("{writes:?}")
        };
        assert_eq!(key.sk, "2026-03-01T10");
        let sum = |k: &str| add.iter().find(|(n, _)| n == k).map(|(_, v)| *v);
        assert_eq!(
            (
                sum("out_amount"),
                sum("out_count"),
                sum("in_amount"),
                sum("in_count")
            ),
            (Some(105), Some(2), Some(30), Some(1))
        );
    }

    #[test]
    fn the_lag_is_read_by_nearest_rank() {
        assert_eq!(lag_of(vec![]), Lag::default());
        let l = lag_of((1..=100).rev().collect());
        assert_eq!(
            (l.movements, l.p50_ms, l.p90_ms, l.p99_ms, l.max_ms),
            (100, 50, 90, 99, 100)
        );
        let one = lag_of(vec![7]);
        assert_eq!((one.p50_ms, one.p99_ms, one.max_ms), (7, 7, 7));
    }

    /// An event's data read from its text and from its value gives the same movements: a
    /// payment's captured amount over its amount, a refund's own id and amount, a transfer's two
    /// sides; a field of another type makes no movement, nor does text that is no object.
    #[test]
    fn an_events_text_and_value_give_the_same_movements() {
        let at = Utc::now();
        let cases = [
            (
                "payment.completed",
                json!({ "object": { "id": "pay_1", "user_id": "usr_1",
                "amount": 5_000, "captured_amount": 4_000, "currency": "IQD",
                "metadata": { "a": [1, 2, { "b": null }] }, "status": "succeeded" } }),
                vec![("pay_1", Kind::Payment, "usr_1", 4_000)],
            ),
            (
                "payment.refunded",
                json!({ "object": { "id": "pay_1", "user_id": "usr_1",
                "amount": 5_000, "currency": "USD" }, "refund": { "id": "re_1", "amount": 700 } }),
                vec![("re_1", Kind::Refund, "usr_1", 700)],
            ),
            (
                "transfer.completed",
                json!({ "object": { "id": "tr_1", "amount": 90,
                "currency": "IQD", "from": { "user_id": "usr_a" }, "to": { "user_id": "usr_b" } } }),
                vec![
                    ("tr_1:out", Kind::TransferOut, "usr_a", 90),
                    ("tr_1:in", Kind::TransferIn, "usr_b", 90),
                ],
            ),
            (
                "cash_in.completed",
                json!({ "object": { "id": "cin_1", "user_id": "usr_1",
                "amount": "5000", "currency": "IQD" } }),
                vec![],
            ),
            (
                "cash_out.paid",
                json!({ "object": { "id": "co_1", "user_id": 7,
                "amount": 5, "currency": "IQD" } }),
                vec![],
            ),
            (
                "payment.completed",
                json!({ "object": { "id": "pay_2", "user_id": "usr_1",
                "amount": 5, "currency": "EUR" } }),
                vec![],
            ),
            (
                "payment.created",
                json!({ "object": { "id": "pay_3", "user_id": "usr_1",
                "amount": 5, "currency": "IQD" } }),
                vec![],
            ),
        ];
        for (kind, data, want) in cases {
            let from_text =
                movements_in(kind, "mer_1", &EventData::from_text(&data.to_string()), at);
            assert_eq!(
                from_text,
                movements_of(kind, "mer_1", &data, at),
                "{kind} {data}"
            );
            let got: Vec<_> = from_text
                .iter()
                .map(|m| (m.id.as_str(), m.kind, m.user_id.as_str(), m.amount))
                .collect();
            assert_eq!(got, want, "{kind} {data}");
        }
        assert!(movements_in(
            "payment.completed",
            "mer_1",
            &EventData::from_text("[1]"),
            at
        )
        .is_empty());
        assert!(
            movements_in("payment.completed", "mer_1", &EventData::from_text("{"), at).is_empty()
        );
    }

    /// Cash paid out at an agent is a cash-out of its user, as a bank cash-out is.
    #[test]
    fn cash_paid_out_at_an_agent_is_its_users_cash_out() {
        let data = serde_json::json!({ "object": {
            "id": "wd_1", "object": "withdrawal", "user_id": "usr_1", "amount": 86_000,
            "currency": "IQD", "status": "redeemed", "agent_id": "ag_1",
        }});
        let at = Utc::now();
        let m = movements_of("withdrawal.redeemed", "mer_1", &data, at);
        assert_eq!(m.len(), 1);
        assert_eq!(
            (
                m[0].id.as_str(),
                m[0].kind,
                m[0].user_id.as_str(),
                m[0].amount
            ),
            ("wd_1", Kind::CashOut, "usr_1", 86_000)
        );
        assert!(KINDS.contains(&"withdrawal.redeemed"));
    }
}
