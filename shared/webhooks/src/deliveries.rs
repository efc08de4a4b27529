//! Deliveries: one record per (event, endpoint) — where that event stands for that endpoint
//! (pending, delivered, failed), when it is next tried, and the log of its attempts. The
//! record is the truth; queue messages (`Wake`) only say "try attempt n now", so a
//! duplicate, late or replayed message finds its attempt already made and does nothing.
//!
//! Pending records sit in two indexes: the merchant's (GSI1 `MER#<m>#WHPENDING`, which a
//! test-clock advance wakes) and the due index (GSI2 `DUE#WEBHOOK#<shard>`, which the
//! sweeper re-wakes when a wake was lost). Failed records sit in `MER#<m>#WHFAILED`.

use crate::catalogue;
use crate::endpoints::{self, Endpoint};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Duration, Utc};
use sanduq_domain::ids::has_shape;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::{DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::{self, envelope, event_key};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
use sanduq_store::{Index, Item, Key, Outgoing, Query, SkRange, Write};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// Attempts kept in a record's log (the oldest are dropped; `attempts_made` still counts them).
pub const KEPT_ATTEMPTS: usize = 20;
/// The first bytes of a response body that an attempt records.
pub const RESPONSE_BYTES: usize = 1024;
/// How long a worker holds a delivery while it POSTs (real seconds; beyond the 15 s timeout).
pub const LEASE_SECS: i64 = 60;
/// Most events one recover call resends (one transaction; call again while `truncated`).
pub const MAX_RECOVER: usize = 90;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeliveryStatus {
    Pending,
    Delivered,
    Failed,
}

/// One POST of an event to an endpoint.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Attempt {
    /// 1-based, over the record's whole life (resends continue the count).
    pub number: u32,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub at: DateTime<Utc>,
    /// The HTTP status, when an answer came.
    pub status: Option<u16>,
    pub latency_ms: u64,
    /// What went wrong, when no 2xx came (timeout, refused, address not public, ...).
    pub error: Option<String>,
    /// The first 1 KB of the answer's body.
    pub response: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Delivery {
    pub event_id: String,
    pub endpoint_id: String,
    pub merchant_id: String,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub event_created_at: DateTime<Utc>,
    pub status: DeliveryStatus,
    pub attempts_made: u32,
    /// `attempts_made` when the current series began (a resend starts a new schedule).
    pub series_start: u32,
    /// When the next attempt is due, on the merchant's clock (pending only).
    #[serde(default, with = "sanduq_domain::time::rfc3339_opt")]
    pub next_attempt_at: Option<DateTime<Utc>>,
    /// A worker is POSTing until then (real time); nobody else tries meanwhile.
    #[serde(default, with = "sanduq_domain::time::rfc3339_opt")]
    pub in_flight_until: Option<DateTime<Utc>>,
    pub attempts: Vec<Attempt>,
    #[serde(default, with = "sanduq_domain::time::rfc3339_opt")]
    pub delivered_at: Option<DateTime<Utc>>,
    /// Why it failed for good.
    pub failure: Option<String>,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub updated_at: DateTime<Utc>,
}

/// A queue message: try attempt `n` of `event` to `endpoint` (when it is due).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Wake {
    pub event: String,
    pub endpoint: String,
    pub n: u32,
}

impl Wake {
    pub fn of(d: &Delivery) -> Wake {
        Wake {
            event: d.event_id.clone(),
            endpoint: d.endpoint_id.clone(),
            n: d.attempts_made + 1,
        }
    }

    /// The message, visible after `delay_secs` (the queue caps it at 15 minutes; a longer
    /// wait hops: the worker sends it on again until it is due).
    pub fn message(&self, delay_secs: i64) -> Outgoing {
        Outgoing {
            body: serde_json::to_string(self).unwrap_or_default(),
            delay_secs: delay_secs.clamp(0, i64::from(sanduq_store::queue::MAX_DELAY_SECS)) as u32,
        }
    }
}

pub fn key(event_id: &str, endpoint_id: &str) -> Key {
    Key::new(format!("EVT#{event_id}"), format!("DLV#{endpoint_id}"))
}

/// The due-index shard of a delivery.
fn due_shard(event_id: &str) -> String {
    format!("DUE#WEBHOOK#{}", sanduq_kernel::due::shard_of(event_id))
}

/// The due-index shards.
pub fn due_shards() -> impl Iterator<Item = String> {
    sanduq_kernel::due::shards().map(|n| format!("DUE#WEBHOOK#{n}"))
}

impl Delivery {
    /// A new record: the first attempt is due now.
    pub fn new(
        event: &sanduq_kernel::events::Head,
        endpoint: &Endpoint,
        now: DateTime<Utc>,
    ) -> ApiResult<Delivery> {
        let created = event.created_at;
        Ok(Delivery {
            event_id: event.id.clone(),
            endpoint_id: endpoint.id.clone(),
            merchant_id: endpoint.merchant_id.clone(),
            event_created_at: created,
            status: DeliveryStatus::Pending,
            attempts_made: 0,
            series_start: 0,
            next_attempt_at: Some(now),
            in_flight_until: None,
            attempts: vec![],
            delivered_at: None,
            failure: None,
            updated_at: now,
        })
    }

    /// Starts a new series of attempts now (a resend or a recovery).
    pub fn restart(&mut self, now: DateTime<Utc>) {
        self.status = DeliveryStatus::Pending;
        self.series_start = self.attempts_made;
        self.next_attempt_at = Some(now);
        self.failure = None;
        self.updated_at = now;
    }

    /// Records a finished attempt.
    pub fn record(&mut self, a: Attempt) {
        self.attempts_made = a.number;
        self.in_flight_until = None;
        self.attempts.push(a);
        let extra = self.attempts.len().saturating_sub(KEPT_ATTEMPTS);
        self.attempts.drain(..extra);
    }

    pub fn fail(&mut self, reason: impl Into<String>, now: DateTime<Utc>) {
        self.status = DeliveryStatus::Failed;
        self.next_attempt_at = None;
        self.in_flight_until = None;
        self.failure = Some(reason.into());
        self.updated_at = now;
    }

    /// Attempts made in the current series (what the retry schedule counts).
    pub fn series_attempts(&self) -> u32 {
        self.attempts_made - self.series_start
    }
}

fn text(item: &Item, n: &str) -> String {
    item.get(n)
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string()
}

/// The record's write, with the index entries its status calls for.
pub fn put(d: &Delivery, read: Option<u64>) -> ApiResult<Write> {
    let k = key(&d.event_id, &d.endpoint_id);
    let order = format!(
        "{}#{}#{}",
        sort_time(d.event_created_at),
        d.event_id,
        d.endpoint_id
    );
    let extra: Vec<(&str, Value)> = match (d.status, d.next_attempt_at) {
        (DeliveryStatus::Pending, Some(at)) => vec![
            ("gsi1pk", format!("MER#{}#WHPENDING", d.merchant_id).into()),
            ("gsi1sk", order.into()),
            ("gsi2pk", due_shard(&d.event_id).into()),
            (
                "gsi2sk",
                format!("{}#{}#{}", sort_time(at), d.event_id, d.endpoint_id).into(),
            ),
        ],
        (DeliveryStatus::Failed, _) => vec![
            ("gsi1pk", format!("MER#{}#WHFAILED", d.merchant_id).into()),
            ("gsi1sk", order.into()),
            ("ttl", sanduq_kernel::events::retention_ttl().into()),
        ],
        (DeliveryStatus::Pending, None) => vec![],
        // settled: kept as long as its event
        _ => vec![("ttl", sanduq_kernel::events::retention_ttl().into())],
    };
    items::versioned_put(d, &k, read, &extra)
}

pub async fn load(
    st: &AppState,
    event_id: &str,
    endpoint_id: &str,
) -> ApiResult<Option<(Delivery, u64)>> {
    match st.store.get_stored(&key(event_id, endpoint_id)).await? {
        None => Ok(None),
        Some(item) => {
            let v = item.version();
            Ok(Some((items::from_stored(&item)?, v)))
        }
    }
}

/// Every delivery record of an event.
pub async fn of_event(st: &AppState, event_id: &str) -> ApiResult<Vec<Delivery>> {
    st.store
        .query(&Query::partition(format!("EVT#{event_id}")).sk(SkRange::BeginsWith("DLV#".into())))
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

/// Sends wake messages; a failure is logged, not returned: the record is written already,
/// and the sweeper wakes a pending record whose message was lost.
pub async fn wake(st: &AppState, wakes: Vec<Outgoing>) {
    if wakes.is_empty() {
        return;
    }
    if let Err(e) = st.queue.send(wakes).await {
        tracing::warn!(error = %e, "webhook wake not sent; the sweeper will send it again");
    }
}

/// The attempt as the API shows it.
fn delivery_view(d: &Delivery) -> Value {
    json!({
        "endpoint_id": d.endpoint_id,
        "status": d.status,
        "attempts_made": d.attempts_made,
        "next_attempt_at": d.next_attempt_at,
        "delivered_at": d.delivered_at,
        "failure": d.failure,
        "attempts": d.attempts,
    })
}

fn event_not_found() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no event with that id")
}

async fn load_event(st: &AppState, m: &Merchant, id: &str) -> ApiResult<Item> {
    if !has_shape(id, "evt") {
        return Err(event_not_found());
    }
    match st.store.get(&event_key(id)).await? {
        Some(item) if item.get("merchant_id").and_then(Value::as_str) == Some(&m.id) => Ok(item),
        _ => Err(event_not_found()),
    }
}

/// `GET /events/{id}`: the event as delivered, with its deliveries and their attempts.
pub async fn show(st: &AppState, m: &Merchant, id: &str) -> ApiResult<Value> {
    let item = load_event(st, m, id).await?;
    let mut v = envelope(&item, !m.sandbox);
    v["deliveries"] = of_event(st, id)
        .await?
        .iter()
        .map(delivery_view)
        .collect::<Vec<_>>()
        .into();
    Ok(v)
}

/// What `GET /events` filters on, and which page it answers.
#[derive(Debug, Clone, Default)]
pub struct EventFilter {
    pub kind: Option<String>,
    /// Patterns (`payment.*`, `kyc.approved`, `*`): an event matching any of them is kept.
    pub types: Vec<String>,
    pub object_id: Option<String>,
    /// Only events whose delivery failed for good to some endpoint.
    pub delivery_failed: bool,
    /// Oldest first (default newest first).
    pub ascending: bool,
    /// Cursor paging: the page after this event in the list's order (`page` is then 1); an
    /// event the list does not hold is NOT_FOUND.
    pub after: Option<String>,
    pub page: sanduq_kernel::paging::Page,
}

impl EventFilter {
    fn keeps(&self, e: &Item) -> bool {
        let kind = text(e, "type");
        self.kind.as_ref().is_none_or(|k| kind == *k)
            && (self.types.is_empty() || self.types.iter().any(|p| catalogue::matches(p, &kind)))
            && self
                .object_id
                .as_ref()
                .is_none_or(|o| text(e, "object_id") == *o)
    }
}

/// Events read from the merchant's index per query while filling a cursor page.
const CURSOR_CHUNK: usize = 100;

/// `GET /events`: newest first (or oldest first), by numbered page or by cursor. A cursor
/// page reads only what follows the cursor, so events arriving meanwhile never shift it: a
/// follower that keeps asking `order=asc&starting_after=<last id>` sees each event once.
pub async fn list(st: &AppState, m: &Merchant, f: &EventFilter) -> ApiResult<Value> {
    let per_page = f.page.per_page;
    let (shown, pagination) = match (&f.after, f.delivery_failed) {
        (Some(after), false) => {
            let cursor = load_event(st, m, after).await.map_err(|_| bad_cursor())?;
            let (rows, more) = after_in_index(st, m, f, &text(&cursor, "gsi1sk")).await?;
            (rows, json!({ "per_page": per_page, "has_more": more }))
        }
        _ => {
            let mut rows = all_rows(st, m, f).await?;
            rows.retain(|e| f.keeps(e));
            if let Some(after) = &f.after {
                let at = rows.iter().position(|e| text(e, "id") == *after);
                rows.drain(..=at.ok_or_else(bad_cursor)?);
                let more = rows.len() > per_page;
                rows.truncate(per_page);
                (rows, json!({ "per_page": per_page, "has_more": more }))
            } else {
                let total = rows.len();
                let rows = f.page.of(rows);
                let mut meta = f.page.meta(total);
                meta["has_more"] = (total > f.page.page.saturating_mul(per_page)).into();
                (rows, meta)
            }
        }
    };
    let mut pagination = pagination;
    pagination["next_cursor"] = match shown.last() {
        Some(e) if pagination["has_more"] == true => text(e, "id").into(),
        _ => Value::Null,
    };
    let events: Vec<Value> = shown.iter().map(|e| envelope(e, !m.sandbox)).collect();
    Ok(json!({ "events": events, "pagination": pagination }))
}

fn bad_cursor() -> ApiError {
    ApiError::new(
        ErrorCode::NotFound,
        "starting_after names no event of this merchant's in this list",
    )
}

/// Every event of the list, in its order (numbered pages and the failed list).
async fn all_rows(st: &AppState, m: &Merchant, f: &EventFilter) -> ApiResult<Vec<Item>> {
    let mut rows: Vec<Item> = Vec::new();
    if f.delivery_failed {
        let q = Query::index(Index::Gsi1, format!("MER#{}#WHFAILED", m.id)).backward();
        let mut seen = std::collections::HashSet::new();
        for item in st.store.query(&q).await? {
            let id = text(&item, "event_id");
            if seen.insert(id.clone()) {
                if let Some(e) = st.store.get(&event_key(&id)).await? {
                    rows.push(e);
                }
            }
        }
    } else {
        rows = st
            .store
            .query(&Query::index(Index::Gsi1, format!("MER#{}#EVENTS", m.id)).backward())
            .await?;
    }
    if f.ascending {
        rows.reverse();
    }
    Ok(rows)
}

/// The kept events after sort key `from` (exclusive) in the list's order, at most a page,
/// and whether more follow: the index read in chunks from the cursor on, never all of it.
async fn after_in_index(
    st: &AppState,
    m: &Merchant,
    f: &EventFilter,
    from: &str,
) -> ApiResult<(Vec<Item>, bool)> {
    let mut bound = from.to_string();
    let mut rows = vec![];
    loop {
        let range = if f.ascending {
            SkRange::Between(bound.clone(), "~".into())
        } else {
            SkRange::Between(String::new(), bound.clone())
        };
        let mut q = Query::index(Index::Gsi1, format!("MER#{}#EVENTS", m.id))
            .sk(range)
            .limit(CURSOR_CHUNK);
        if !f.ascending {
            q = q.backward();
        }
        let chunk = st.store.query(&q).await?;
        let full = chunk.len() == CURSOR_CHUNK;
        for e in chunk {
            let sk = text(&e, "gsi1sk");
            if sk == bound {
                continue;
            }
            bound = sk;
            if f.keeps(&e) {
                if rows.len() == f.page.per_page {
                    return Ok((rows, true));
                }
                rows.push(e);
            }
        }
        if !full {
            return Ok((rows, false));
        }
    }
}

/// `POST /events/{id}/resend {endpoint_id}`: a new series of attempts of this event to that
/// endpoint, starting now (the endpoint must be enabled; it need not have subscribed).
pub async fn resend(
    st: &AppState,
    m: &Merchant,
    event_id: &str,
    endpoint_id: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    let event = load_event(st, m, event_id).await?;
    let res = tx::commit(st, idem, || async {
        let (endpoint, _) = endpoints::load(st, &m.id, endpoint_id).await?;
        if !endpoint.enabled {
            return Err(DomainError::field("endpoint_id", "is disabled; enable it first").into());
        }
        let now = st.now_for(m);
        let (d, write) = restarted(st, &event, &endpoint, now).await?;
        Ok(tx::Plan::answer(
            vec![write],
            StatusCode::ACCEPTED,
            json!({ "event_id": event_id, "delivery": delivery_view(&d) }),
        ))
    })
    .await?;
    if let Some((d, _)) = load(st, event_id, endpoint_id).await? {
        if d.status == DeliveryStatus::Pending {
            wake(st, vec![Wake::of(&d).message(0)]).await;
        }
    }
    Ok(res)
}

/// The record of `event` for `endpoint`, restarted now (made if it never existed), and its write.
async fn restarted(
    st: &AppState,
    event: &Item,
    endpoint: &Endpoint,
    now: DateTime<Utc>,
) -> ApiResult<(Delivery, Write)> {
    let event_id = text(event, "id");
    Ok(match load(st, &event_id, &endpoint.id).await? {
        Some((mut d, v)) => {
            d.restart(now);
            let w = put(&d, Some(v))?;
            (d, w)
        }
        None => {
            let d = Delivery::new(&items::from_shared_item(event)?, endpoint, now)?;
            let w = put(&d, None)?;
            (d, w)
        }
    })
}

/// `POST /webhooks/endpoints/{id}/recover {since}`: resends, in their original order, every
/// event since `since` that this endpoint should have had and did not get: failed for good,
/// or never tried (it came while the endpoint was disabled). At most 90 per call.
pub async fn recover(
    st: &AppState,
    m: &Merchant,
    endpoint_id: &str,
    since: DateTime<Utc>,
    idem: &Idem,
) -> ApiResult<Response> {
    let res = tx::commit(st, idem, || async {
        let (endpoint, _) = endpoints::load(st, &m.id, endpoint_id).await?;
        if !endpoint.enabled {
            return Err(ApiError::new(
                ErrorCode::ValidationError,
                "the endpoint is disabled; enable it first",
            ));
        }
        let q = Query::index(Index::Gsi1, format!("MER#{}#EVENTS", m.id))
            .sk(SkRange::Between(sort_time(since), "~".into()));
        let mut picked = vec![];
        let mut truncated = false;
        for event in st.store.query(&q).await? {
            let kind = text(&event, "type");
            if !endpoint.events.is_empty() && !endpoint.events.contains(&kind) {
                continue;
            }
            let todo = match load(st, &text(&event, "id"), endpoint_id).await? {
                Some((d, _)) => d.status == DeliveryStatus::Failed,
                None => true,
            };
            if todo {
                if picked.len() == MAX_RECOVER {
                    truncated = true;
                    break;
                }
                picked.push(event);
            }
        }
        let now = st.now_for(m);
        let mut writes = vec![];
        let mut ids = vec![];
        for event in &picked {
            writes.push(restarted(st, event, &endpoint, now).await?.1);
            ids.push(text(event, "id"));
        }
        Ok(tx::Plan::answer(
            writes,
            StatusCode::ACCEPTED,
            json!({ "endpoint_id": endpoint_id, "since": since, "resent": ids.len(), "event_ids": ids, "truncated": truncated }),
        ))
    })
    .await;
    if let Ok(r) = &res {
        if r.status() == StatusCode::ACCEPTED {
            wake_merchant(st, m).await?;
        }
    }
    res
}

/// Wakes every pending delivery of a merchant that is due on its clock (after a test-clock
/// advance, a resend or a recovery), oldest event first.
pub async fn wake_merchant(st: &AppState, m: &Merchant) -> ApiResult<usize> {
    let now = st.now_for(m);
    let q = Query::index(Index::Gsi1, format!("MER#{}#WHPENDING", m.id));
    let mut wakes = vec![];
    for item in st.store.query(&q).await? {
        let d: Delivery = items::from_item(item)?;
        if d.next_attempt_at.is_some_and(|t| t <= now) {
            wakes.push(Wake::of(&d).message(0));
        }
    }
    let n = wakes.len();
    wake(st, wakes).await;
    Ok(n)
}

/// The sweeper's net under lost messages: wakes pending deliveries due more than two
/// minutes ago (real time) that nobody holds. Duplicates are harmless (`Wake::n`).
pub async fn wake_overdue(st: &AppState, real_now: DateTime<Utc>) -> ApiResult<usize> {
    let upto = format!("{}#~", sort_time(real_now - Duration::minutes(2)));
    let mut wakes = vec![];
    for shard in due_shards() {
        let q = Query::index(Index::Gsi2, shard).sk(SkRange::Between("0".into(), upto.clone()));
        for item in st.store.query(&q).await? {
            let d: Delivery = items::from_item(item)?;
            if d.in_flight_until.is_none_or(|t| t <= real_now) {
                wakes.push(Wake::of(&d).message(0));
            }
        }
    }
    let n = wakes.len();
    wake(st, wakes).await;
    Ok(n)
}

/// The envelope of an event item for its merchant.
pub fn event_body(event: &Item, m: &Merchant) -> String {
    events::envelope(event, !m.sandbox).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn delivery(status: DeliveryStatus, next: Option<DateTime<Utc>>) -> Delivery {
        Delivery {
            event_id: "evt_1".into(),
            endpoint_id: "we_1".into(),
            merchant_id: "mer_1".into(),
            event_created_at: Utc::now(),
            status,
            attempts_made: 1,
            series_start: 0,
            next_attempt_at: next,
            in_flight_until: None,
            attempts: vec![],
            delivered_at: None,
            failure: None,
            updated_at: Utc::now(),
        }
    }

    fn ttl_of(d: &Delivery) -> Option<i64> {
        let put = put(d, None).unwrap();
        let item = put.put_item().expect("a delivery is a put");
        item.get("ttl").and_then(Value::as_i64)
    }

    #[test]
    fn settled_deliveries_are_kept_as_long_as_their_event() {
        let kept = sanduq_kernel::events::retention_ttl();
        for status in [DeliveryStatus::Delivered, DeliveryStatus::Failed] {
            let ttl = ttl_of(&delivery(status, None)).expect("a ttl");
            assert!((ttl - kept).abs() <= 5, "{status:?}");
        }
        assert_eq!(
            ttl_of(&delivery(DeliveryStatus::Pending, Some(Utc::now()))),
            None,
            "a pending one stays"
        );
    }
}
