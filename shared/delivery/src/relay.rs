//! The relay: outbox → bus and queue. For each event (in per-object order) it publishes the
//! envelope on the bus, makes a delivery record for every endpoint that wants it and sends
//! each one's first wake, then takes the event out of the outbox (deletes its marker). A
//! crash between sending and marking sends again next time — the same event id, never a
//! loss; the delivery records turn the second wake into a no-op unless the first was lost.
//! On AWS a change writes no marker (`sanduq_kernel::streamed`): the stream hands the relay
//! each new event (`relay_inserted`), and an event it could not hand on gets its marker then
//! (`leave_for_catch_up`).

use crate::bus::Bus;
use chrono::{DateTime, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::{self, event_key};
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::AppState;
use sanduq_store::{Cond, Index, Item, Key, Query, SkRange, StoreError, Stored, Write};
use sanduq_webhooks::deliveries::{self, Delivery, Wake};
use sanduq_webhooks::endpoints::{self, Endpoint};
use serde_json::Value;
use std::collections::HashMap;

/// Markers (or events) taken from one outbox shard per drain round.
pub const PAGE: usize = 100;

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Relayed {
    pub events: usize,
    /// Wakes sent (one per endpoint that wants an event).
    pub wakes: usize,
}

impl std::ops::AddAssign for Relayed {
    fn add_assign(&mut self, o: Relayed) {
        self.events += o.events;
        self.wakes += o.wakes;
    }
}

/// An event waiting in the outbox: what its marker says, the event once read (only if
/// someone wants it: the bus, or an endpoint of its merchant), and the write that takes it
/// out once it is sent.
#[derive(Debug)]
pub struct Outboxed {
    event_id: String,
    merchant_id: String,
    object_id: String,
    kind: String,
    /// `<created>#<sequence, 20 digits>#<id>`: its place in its shard.
    place: String,
    event: Option<Stored>,
    /// What takes it out of the outbox (none for an event the stream brought, which is in
    /// no outbox).
    mark: Option<Write>,
}

impl Outboxed {
    fn of_marker(marker: Marker) -> Outboxed {
        Outboxed {
            mark: Some(Write::Delete {
                key: Key::new(marker.pk, marker.sk.clone()),
                cond: None,
            }),
            event_id: marker.event_id,
            merchant_id: marker.merchant_id,
            object_id: marker.object_id,
            kind: marker.kind,
            place: marker.sk,
            event: None,
        }
    }

    /// An event from before the markers, taken out of the outbox index by rewriting it
    /// without its index keys.
    fn of_legacy(event: Item) -> Outboxed {
        let mut item = event.clone();
        item.remove("gsi2pk");
        item.remove("gsi2sk");
        Outboxed {
            event_id: text(&event, "id").to_string(),
            merchant_id: text(&event, "merchant_id").to_string(),
            object_id: text(&event, "object_id").to_string(),
            kind: text(&event, "type").to_string(),
            place: text(&event, "gsi2sk").to_string(),
            event: Some(Stored::from_item(event)),
            mark: Some(Write::Put {
                item,
                cond: Some(Cond::Exists),
            }),
        }
    }

    /// An event the stream brought (in no outbox: nothing to take it out).
    fn of_event(event: Stored) -> ApiResult<Outboxed> {
        let head: EventHead = items::from_stored(&event)?;
        let at = head.gsi1sk.split('#').next().unwrap_or_default();
        let mut place = String::from(at);
        place.push('#');
        sanduq_store::push_sortable(&mut place, head.sequence);
        place.push('#');
        place.push_str(&head.id);
        Ok(Outboxed {
            event_id: head.id,
            merchant_id: head.merchant_id,
            object_id: head.object_id.unwrap_or_default(),
            kind: head.kind,
            place,
            event: Some(event),
            mark: None,
        })
    }

    /// (created, object, sequence): the order the relay sends in.
    fn order(&self) -> (&str, &str, u64) {
        let mut parts = self.place.split('#');
        let at = parts.next().unwrap_or_default();
        let sequence = parts.next().and_then(|s| s.parse().ok()).unwrap_or(0);
        (at, &self.object_id, sequence)
    }
}

/// What an outbox marker holds (read straight from the store, no map built).
#[derive(serde::Deserialize)]
struct Marker {
    pk: String,
    sk: String,
    #[serde(default)]
    event_id: String,
    #[serde(default)]
    merchant_id: String,
    #[serde(default)]
    object_id: String,
    #[serde(rename = "type", default)]
    kind: String,
}

/// What the relay reads of an event the stream brought.
#[derive(serde::Deserialize)]
struct EventHead {
    id: String,
    merchant_id: String,
    #[serde(default)]
    object_id: Option<String>,
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    gsi1sk: String,
    #[serde(default)]
    sequence: u64,
}

/// Where events wait: outbox markers (every event written since they came), or the outbox
/// index GSI2 (events written before, which carried their place themselves).
#[derive(Debug, Clone, Copy)]
enum Outbox {
    Markers,
    Legacy,
}

fn text<'a>(item: &'a Item, n: &str) -> &'a str {
    item.get(n).and_then(Value::as_str).unwrap_or_default()
}

/// The events of these outbox markers that are still waiting.
pub async fn waiting(st: &AppState, markers: &[Key]) -> ApiResult<Vec<Outboxed>> {
    let found = st.store.get_many_stored(markers).await?;
    let mut batch = Vec::with_capacity(found.len());
    for marker in found.iter().flatten() {
        batch.push(Outboxed::of_marker(items::from_stored(marker)?));
    }
    Ok(batch)
}

/// Relays the events of these outbox markers (a stream batch) that are still waiting.
pub async fn relay_marked(st: &AppState, bus: &dyn Bus, markers: &[Key]) -> ApiResult<Relayed> {
    let batch = waiting(st, markers).await?;
    relay(st, bus, batch).await
}

/// Relays the events the table's stream brought (their keys; AWS, where a change writes no
/// marker): those no longer there (expired) are left out.
pub async fn relay_inserted(st: &AppState, bus: &dyn Bus, keys: &[Key]) -> ApiResult<Relayed> {
    let mut batch = Vec::with_capacity(keys.len());
    for event in st.store.get_many_stored(keys).await?.into_iter().flatten() {
        batch.push(Outboxed::of_event(event)?);
    }
    relay(st, bus, batch).await
}

/// Puts the outbox marker of each of these events (the stream brought them, the relay could
/// not hand them on), each on its own, so the catch-up relays them; a marker there already
/// (a retry) stands.
pub async fn leave_for_catch_up(st: &AppState, keys: &[Key]) -> ApiResult<usize> {
    let mut marks = vec![];
    for event in st.store.get_many(keys).await?.into_iter().flatten() {
        marks.extend(events::marker_of(&event).map(|m| vec![m]));
    }
    let n = marks.len();
    for done in st.store.transact_each(marks).await {
        match done {
            Ok(()) | Err(StoreError::ConditionFailed { .. }) => {}
            Err(e) => return Err(e.into()),
        }
    }
    Ok(n)
}

/// Relays everything in the outbox created before `before` (None: everything): the local
/// background task, and in AWS the catch-up for events the stream did not bring.
pub async fn drain(
    st: &AppState,
    bus: &dyn Bus,
    before: Option<DateTime<Utc>>,
) -> ApiResult<Relayed> {
    drain_from(st, bus, before, Outbox::Markers).await
}

/// Relays the events written before the outbox markers that still wait in the outbox
/// index: once when `sanduq serve` starts, and in every AWS catch-up.
pub async fn drain_legacy(st: &AppState, bus: &dyn Bus) -> ApiResult<Relayed> {
    drain_from(st, bus, None, Outbox::Legacy).await
}

async fn drain_from(
    st: &AppState,
    bus: &dyn Bus,
    before: Option<DateTime<Utc>>,
    outbox: Outbox,
) -> ApiResult<Relayed> {
    let upto = before.map_or_else(|| "~".to_string(), sort_time);
    let mut total = Relayed::default();
    loop {
        // one page from every shard, relayed together in time and per-object order
        let mut batch = Vec::with_capacity(PAGE);
        let mut more = false;
        for shard in events::outbox_shards() {
            let q = match outbox {
                Outbox::Markers => Query::partition(shard),
                Outbox::Legacy => Query::index(Index::Gsi2, shard),
            };
            let q = q.sk(SkRange::Between("0".into(), upto.clone())).limit(PAGE);
            let page = st.store.query(&q).await?;
            more |= page.len() == PAGE;
            for item in page {
                batch.push(match outbox {
                    Outbox::Markers => Outboxed::of_marker(items::from_item(item)?),
                    Outbox::Legacy => Outboxed::of_legacy(item),
                });
            }
        }
        if batch.is_empty() {
            return Ok(total);
        }
        total += relay(st, bus, batch).await?;
        if !more {
            return Ok(total);
        }
    }
}

/// Sends, then marks sent.
pub async fn relay(st: &AppState, bus: &dyn Bus, batch: Vec<Outboxed>) -> ApiResult<Relayed> {
    let mut batch = in_order(batch);
    let r = send(st, bus, &mut batch).await?;
    // receipts' texts (never holding up the webhooks: a failure is logged)
    let texted: Vec<(String, String, String)> = batch
        .iter()
        .filter(|o| crate::receipt_texts::KINDS.contains(&o.kind.as_str()))
        .map(|o| (o.merchant_id.clone(), o.kind.clone(), o.event_id.clone()))
        .collect();
    if !texted.is_empty() {
        if let Err(e) = crate::receipt_texts::send(st, &texted).await {
            tracing::error!(error = %e.0.message, "receipts' texts not sent");
        }
    }
    // guardians' texts of their family wallets' payments (never holding up the webhooks)
    let spent: Vec<(String, String, String)> = batch
        .iter()
        .filter(|o| crate::family_texts::KINDS.contains(&o.kind.as_str()))
        .map(|o| (o.merchant_id.clone(), o.kind.clone(), o.event_id.clone()))
        .collect();
    if !spent.is_empty() {
        if let Err(e) = crate::family_texts::send(st, &spent).await {
            tracing::error!(error = %e.0.message, "guardians' texts not sent");
        }
    }
    // transaction monitoring, after commit and off the payment path; at least once: a
    // failure leaves the batch in the outbox, to be handed again (alerts are named by rule
    // and movement, so nothing is raised twice)
    if st.config.monitoring {
        monitor(st, &mut batch).await?;
    }
    mark_sent(st, batch.into_iter().filter_map(|o| o.mark).collect()).await?;
    Ok(r)
}

/// Hands the batch's money movements to transaction monitoring (reading the events no
/// webhook or bus wanted).
async fn monitor(st: &AppState, batch: &mut [Outboxed]) -> ApiResult<()> {
    let watched = |o: &Outboxed| sanduq_compliance::monitor::KINDS.contains(&o.kind.as_str());
    let unread: Vec<usize> = (0..batch.len())
        .filter(|&i| watched(&batch[i]) && batch[i].event.is_none())
        .collect();
    if !unread.is_empty() {
        let keys: Vec<Key> = unread
            .iter()
            .map(|&i| event_key(&batch[i].event_id))
            .collect();
        for (&i, event) in unread.iter().zip(st.store.get_many_stored(&keys).await?) {
            batch[i].event = event;
        }
    }
    let mut events = vec![];
    for o in batch.iter().filter(|o| watched(o)) {
        let Some(stored) = &o.event else { continue };
        let item = stored.to_item().map_err(items::internal)?;
        let data: Value = item
            .get("data")
            .and_then(Value::as_str)
            .and_then(|d| serde_json::from_str(d).ok())
            .unwrap_or(Value::Null);
        let at = item
            .get("created_at")
            .and_then(Value::as_str)
            .and_then(|t| DateTime::parse_from_rfc3339(t).ok())
            .map_or_else(Utc::now, |t| t.with_timezone(&Utc));
        events.push((o.merchant_id.clone(), o.kind.clone(), data, at));
    }
    if !events.is_empty() {
        sanduq_compliance::monitor::observe(st, &events).await?;
    }
    Ok(())
}

/// Time order, and within each object strictly by sequence (even if two hosts' clocks
/// disagree): each object's events take that object's places in time order, by sequence.
pub fn in_order(batch: Vec<Outboxed>) -> Vec<Outboxed> {
    // the order computed on indexes, then each event moved once
    let order: Vec<usize> = {
        let keys: Vec<(&str, &str, u64)> = batch.iter().map(Outboxed::order).collect();
        let mut by_time: Vec<usize> = (0..keys.len()).collect();
        by_time.sort_by(|&a, &b| keys[a].cmp(&keys[b]));
        let mut places: HashMap<&str, Vec<usize>> = HashMap::new();
        for (place, &i) in by_time.iter().enumerate() {
            places.entry(keys[i].1).or_default().push(place);
        }
        let mut order = vec![0; keys.len()];
        for places in places.values() {
            let mut mine: Vec<usize> = places.iter().map(|&p| by_time[p]).collect();
            mine.sort_by_key(|&i| keys[i].2);
            for (&place, i) in places.iter().zip(mine) {
                order[place] = i;
            }
        }
        order
    };
    let mut slots: Vec<Option<Outboxed>> = batch.into_iter().map(Some).collect();
    let mut out = Vec::with_capacity(slots.len());
    out.extend(order.into_iter().filter_map(|i| slots[i].take()));
    out
}

/// Publishes each event on the bus and wakes each endpoint that wants it: everything but
/// the mark. An event is read only if the bus or an endpoint of its merchant wants it.
/// Public so tests can stop here, as a crash would.
pub async fn send(st: &AppState, bus: &dyn Bus, batch: &mut [Outboxed]) -> ApiResult<Relayed> {
    let mut merchants: HashMap<String, Option<(Merchant, Vec<Endpoint>)>> = HashMap::new();
    for o in batch.iter() {
        if !merchants.contains_key(&o.merchant_id) {
            let found = match items::load_merchant(st, &o.merchant_id).await? {
                Some(m) => Some((m, endpoints::list(st, &o.merchant_id).await?)),
                None => None,
            };
            merchants.insert(o.merchant_id.clone(), found);
        }
    }
    let wanted = |o: &Outboxed| match merchants.get(&o.merchant_id) {
        Some(Some((_, endpoints))) => bus.present() || endpoints.iter().any(|e| e.wants(&o.kind)),
        _ => false,
    };
    let unread: Vec<usize> = (0..batch.len())
        .filter(|&i| batch[i].event.is_none() && wanted(&batch[i]))
        .collect();
    let keys: Vec<Key> = unread
        .iter()
        .map(|&i| event_key(&batch[i].event_id))
        .collect();
    let mut gone = 0;
    for (&i, event) in unread.iter().zip(st.store.get_many_stored(&keys).await?) {
        gone += usize::from(event.is_none());
        batch[i].event = event;
    }
    if gone > 0 {
        tracing::warn!(
            events = gone,
            "outbox markers whose events are gone: nothing to send"
        );
    }
    let mut envelopes = vec![];
    let mut wakes = vec![];
    for o in batch.iter() {
        let (Some(Some((m, endpoints))), Some(event)) = (merchants.get(&o.merchant_id), &o.event)
        else {
            continue;
        };
        if bus.present() {
            let item = event.to_item().map_err(items::internal)?;
            envelopes.push(events::envelope(&item, !m.sandbox));
        }
        let now = st.now_for(m);
        let mut head = None;
        for e in endpoints.iter().filter(|e| e.wants(&o.kind)) {
            let head = match &head {
                Some(h) => h,
                None => head.insert(items::from_stored::<events::Head>(event)?),
            };
            let d = Delivery::new(head, e, now)?;
            match st.store.transact(vec![deliveries::put(&d, None)?]).await {
                Ok(()) => wakes.push(Wake::of(&d).message(0)),
                // sent before (a crash before mark-sent): wake it again if still untried
                Err(StoreError::ConditionFailed { .. }) => {
                    if let Some((old, _)) = deliveries::load(st, &d.event_id, &e.id).await? {
                        if old.status == deliveries::DeliveryStatus::Pending {
                            wakes.push(Wake::of(&old).message(0));
                        }
                    }
                }
                Err(e) => return Err(e.into()),
            }
        }
    }
    if !envelopes.is_empty() {
        bus.publish(&envelopes)
            .await
            .map_err(|e| ApiError::new(ErrorCode::ServiceUnavailable, e))?;
    }
    let n = wakes.len();
    if n > 0 {
        st.queue.send(wakes).await?;
    }
    Ok(Relayed {
        events: batch.len(),
        wakes: n,
    })
}

/// Takes relayed events out of the outbox: one plain write per event (a marker's delete),
/// each on its own (a transaction would cost twice and gain nothing, as an event marked and
/// another not is the state a crash between two leaves anyway), handed to the store at once
/// (`Store::transact_each`: on DynamoDB one call each, in flight together; the embedded
/// store's committer takes them as one job).
pub async fn mark_sent(st: &AppState, marks: Vec<Write>) -> ApiResult<()> {
    let each = marks.into_iter().map(|w| vec![w]).collect();
    for done in st.store.transact_each(each).await {
        done?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An event the stream brought takes the place its marker would have had (the relay's
    /// order is the same either way), and takes nothing out of an outbox.
    #[test]
    fn an_event_from_the_stream_is_ordered_as_its_marker() {
        let [event, marker] = events::event_with_data(
            "mer_1",
            "payment.captured",
            "pay_1",
            "{}".into(),
            events::sequence(3, 1),
            chrono::Utc::now(),
        );
        let item = event.put_item().unwrap().into_owned();
        let o = Outboxed::of_event(Stored::from_item(item.clone())).unwrap();
        let k = marker.key().unwrap();
        assert_eq!(o.place, k.sk);
        assert_eq!(o.order().2, 49);
        assert_eq!(
            (o.object_id.as_str(), o.kind.as_str()),
            ("pay_1", "payment.captured")
        );
        assert_eq!(o.event_id, item["id"].as_str().unwrap());
        assert!(o.mark.is_none());
    }

    fn ev(object: &str, seq: u64, at: &str) -> Outboxed {
        let place = format!("{at}#{seq:020}#evt_{object}{seq}");
        Outboxed {
            event_id: format!("evt_{object}{seq}"),
            merchant_id: "mer_1".into(),
            object_id: object.into(),
            kind: "payment.updated".into(),
            mark: Some(Write::Delete {
                key: Key::new("OUTBOX#0", place.clone()),
                cond: None,
            }),
            place,
            event: None,
        }
    }

    #[test]
    fn per_object_order_holds_even_when_clocks_disagree() {
        let batch = vec![
            ev("pay_a", 33, "2026-01-01T00:00:01.000000Z"),
            ev("usr_b", 16, "2026-01-01T00:00:02.000000Z"),
            ev("pay_a", 32, "2026-01-01T00:00:03.000000Z"), // a clock behind
            ev("pay_a", 48, "2026-01-01T00:00:00.000000Z"),
        ];
        let got: Vec<(String, u64)> = in_order(batch)
            .iter()
            .map(|o| (o.object_id.clone(), o.order().2))
            .collect();
        // pay_a's events take pay_a's places in time order (0, 1 and 3), by sequence
        let want = [("pay_a", 32), ("pay_a", 33), ("usr_b", 16), ("pay_a", 48)];
        let want: Vec<(String, u64)> = want.iter().map(|(o, s)| (o.to_string(), *s)).collect();
        assert_eq!(got, want);
    }
}
