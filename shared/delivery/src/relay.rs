//! The relay: outbox → bus and queue. For each event (in per-object order) it publishes the
//! envelope on the bus, makes a delivery record for every endpoint that wants it and sends
//! each one's first wake, then takes the event out of the outbox (deletes its marker). A
//! crash between sending and marking sends again next time — the same event id, never a
//! loss; the delivery records turn the second wake into a no-op unless the first was lost.

use crate::bus::Bus;
use chrono::{DateTime, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::{self, event_key};
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::AppState;
use sanduq_store::{Cond, Index, Item, Key, Query, SkRange, StoreError, Write};
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

/// An event waiting in the outbox, and the write that takes it out once it is sent.
#[derive(Debug)]
pub struct Outboxed {
    pub event: Item,
    mark: Write,
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

/// Relays the events of these outbox markers (a stream batch) that are still there.
pub async fn relay_marked(st: &AppState, bus: &dyn Bus, markers: &[Key]) -> ApiResult<Relayed> {
    let found = st.store.get_many(markers).await?;
    let batch = with_events(st, found.into_iter().flatten().collect()).await?;
    relay(st, bus, batch).await
}

/// Each marker's event; a marker whose event is gone (its retention passed) is deleted.
async fn with_events(st: &AppState, markers: Vec<Item>) -> ApiResult<Vec<Outboxed>> {
    let keys: Vec<Key> = markers
        .iter()
        .map(|m| event_key(events::marked_event(m).unwrap_or_default()))
        .collect();
    let found = st.store.get_many(&keys).await?;
    let mut batch = Vec::with_capacity(markers.len());
    let mut gone = vec![];
    for (marker, event) in markers.into_iter().zip(found) {
        let mark = Write::Delete {
            key: Key::of(&marker)?,
            cond: None,
        };
        match event {
            Some(event) => batch.push(Outboxed { event, mark }),
            None => gone.push(mark),
        }
    }
    if !gone.is_empty() {
        tracing::warn!(
            markers = gone.len(),
            "outbox markers without their events deleted"
        );
        mark_sent(st, gone).await?;
    }
    Ok(batch)
}

/// An event from before the markers, taken out of the outbox index by rewriting it without
/// its index keys.
fn legacy(event: Item) -> Outboxed {
    let mut item = event.clone();
    item.remove("gsi2pk");
    item.remove("gsi2sk");
    Outboxed {
        event,
        mark: Write::Put {
            item,
            cond: Some(Cond::Exists),
        },
    }
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
        let mut page = vec![];
        let mut more = false;
        for shard in events::outbox_shards() {
            let q = match outbox {
                Outbox::Markers => Query::partition(shard),
                Outbox::Legacy => Query::index(Index::Gsi2, shard),
            };
            let q = q.sk(SkRange::Between("0".into(), upto.clone())).limit(PAGE);
            let got = st.store.query(&q).await?;
            more |= got.len() == PAGE;
            page.extend(got);
        }
        if page.is_empty() {
            return Ok(total);
        }
        let batch = match outbox {
            Outbox::Markers => with_events(st, page).await?,
            Outbox::Legacy => page.into_iter().map(legacy).collect(),
        };
        total += relay(st, bus, batch).await?;
        if !more {
            return Ok(total);
        }
    }
}

/// Sends, then marks sent.
pub async fn relay(st: &AppState, bus: &dyn Bus, batch: Vec<Outboxed>) -> ApiResult<Relayed> {
    let batch = in_order(batch);
    let events: Vec<&Item> = batch.iter().map(|o| &o.event).collect();
    let r = send(st, bus, &events).await?;
    mark_sent(st, batch.into_iter().map(|o| o.mark).collect()).await?;
    Ok(r)
}

/// Time order, and within each object strictly by sequence (even if two hosts' clocks
/// disagree): each object's events take that object's places in time order, by sequence.
pub fn in_order(batch: Vec<Outboxed>) -> Vec<Outboxed> {
    let seq = |i: &Item| i.get("sequence").and_then(Value::as_u64).unwrap_or(0);
    // each event's sort key read once: (created_at, object_id, sequence)
    let mut keyed: Vec<(String, String, u64, Outboxed)> = batch
        .into_iter()
        .map(|o| {
            let at = text(&o.event, "created_at").to_string();
            let object = text(&o.event, "object_id").to_string();
            (at, object, seq(&o.event), o)
        })
        .collect();
    keyed.sort_by(|a, b| (&a.0, &a.1, a.2).cmp(&(&b.0, &b.1, b.2)));
    let groups: Vec<Vec<usize>> = {
        let mut places: HashMap<&str, Vec<usize>> = HashMap::with_capacity(keyed.len());
        for (i, k) in keyed.iter().enumerate() {
            places.entry(k.1.as_str()).or_default().push(i);
        }
        places.into_values().collect()
    };
    let mut slots: Vec<Option<(u64, Outboxed)>> =
        keyed.into_iter().map(|(_, _, s, o)| Some((s, o))).collect();
    let mut out: Vec<Option<Outboxed>> = (0..slots.len()).map(|_| None).collect();
    for idx in groups {
        let mut mine: Vec<(u64, Outboxed)> = idx.iter().filter_map(|&i| slots[i].take()).collect();
        mine.sort_by_key(|(s, _)| *s);
        for (&i, (_, o)) in idx.iter().zip(mine) {
            out[i] = Some(o);
        }
    }
    out.into_iter().flatten().collect()
}

/// Publishes each event on the bus and wakes each endpoint that wants it: everything but
/// the mark. Public so tests can stop here, as a crash would.
pub async fn send(st: &AppState, bus: &dyn Bus, batch: &[&Item]) -> ApiResult<Relayed> {
    let mut merchants: HashMap<String, Option<(Merchant, Vec<Endpoint>)>> = HashMap::new();
    let mut envelopes = vec![];
    let mut wakes = vec![];
    for &event in batch {
        let mid = text(event, "merchant_id").to_string();
        if !merchants.contains_key(&mid) {
            let found = match items::load_merchant(st, &mid).await? {
                Some(m) => {
                    let eps = endpoints::list(st, &mid).await?;
                    Some((m, eps))
                }
                None => None,
            };
            merchants.insert(mid.clone(), found);
        }
        let Some(Some((m, endpoints))) = merchants.get(&mid) else {
            continue;
        };
        if bus.present() {
            envelopes.push(events::envelope(event, !m.sandbox));
        }
        let now = st.now_for(m);
        for e in endpoints.iter().filter(|e| e.wants(text(event, "type"))) {
            let d = Delivery::new(event, e, now)?;
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
/// all at once (each is its own: a transaction would cost twice and gain nothing, as an
/// event marked and another not is the state a crash between two leaves anyway).
pub async fn mark_sent(st: &AppState, marks: Vec<Write>) -> ApiResult<()> {
    let mut set = tokio::task::JoinSet::new();
    for write in marks {
        let store = st.store.clone();
        set.spawn(async move { store.transact(vec![write]).await });
    }
    while let Some(done) = set.join_next().await {
        done.map_err(|e| {
            tracing::error!(error = %e, "marking an event sent did not finish");
            ApiError::new(ErrorCode::ServerError, "unexpected internal error")
        })??;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn ev(object: &str, seq: u64, at: &str) -> Outboxed {
        let Value::Object(event) = json!({"object_id": object, "sequence": seq, "created_at": at})
        else {
            unreachable!()
        };
        let mark = Write::Delete {
            key: Key::new("OUTBOX#0", format!("{at}#{seq}")),
            cond: None,
        };
        Outboxed { event, mark }
    }

    #[test]
    fn per_object_order_holds_even_when_clocks_disagree() {
        let batch = vec![
            ev("pay_a", 33, "2026-01-01T00:00:01Z"),
            ev("usr_b", 16, "2026-01-01T00:00:02Z"),
            ev("pay_a", 32, "2026-01-01T00:00:03Z"), // a clock behind
            ev("pay_a", 48, "2026-01-01T00:00:00Z"),
        ];
        let got: Vec<(String, u64)> = in_order(batch)
            .iter()
            .map(|o| {
                (
                    text(&o.event, "object_id").to_string(),
                    o.event["sequence"].as_u64().unwrap(),
                )
            })
            .collect();
        let pay: Vec<u64> = got
            .iter()
            .filter(|(o, _)| o == "pay_a")
            .map(|(_, s)| *s)
            .collect();
        assert_eq!(pay, [32, 33, 48]);
        assert_eq!(got.len(), 4);
    }
}
