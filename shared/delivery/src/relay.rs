//! The relay: outbox → bus and queue. For each event (in per-object order) it publishes the
//! envelope on the bus, makes a delivery record for every endpoint that wants it and sends
//! each one's first wake, then takes the event out of the outbox index (mark-sent). A crash
//! between sending and marking sends again next time — the same event id, never a loss;
//! the delivery records turn the second wake into a no-op unless the first was lost.

use crate::bus::Bus;
use chrono::{DateTime, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::{self, event_key};
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::AppState;
use sanduq_store::{Cond, Index, Item, Query, SkRange, StoreError, Write};
use sanduq_webhooks::deliveries::{self, Delivery, Wake};
use sanduq_webhooks::endpoints::{self, Endpoint};
use serde_json::Value;
use std::collections::HashMap;

/// Events taken from one outbox shard per drain round.
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

fn text<'a>(item: &'a Item, n: &str) -> &'a str {
    item.get(n).and_then(Value::as_str).unwrap_or_default()
}

fn in_outbox(item: &Item) -> bool {
    item.contains_key("gsi2pk")
}

/// Relays the events with these ids (a stream batch) that are still in the outbox.
pub async fn relay_ids(st: &AppState, bus: &dyn Bus, ids: &[String]) -> ApiResult<Relayed> {
    let mut batch = vec![];
    for id in ids {
        if let Some(item) = st.store.get(&event_key(id)).await? {
            if in_outbox(&item) {
                batch.push(item);
            }
        }
    }
    relay(st, bus, batch).await
}

/// Relays everything in the outbox created before `before` (None: everything): the local
/// background task, and in AWS the sweeper's catch-up for events the stream did not bring.
pub async fn drain(
    st: &AppState,
    bus: &dyn Bus,
    before: Option<DateTime<Utc>>,
) -> ApiResult<Relayed> {
    let upto = before.map_or_else(|| "~".to_string(), sort_time);
    let mut total = Relayed::default();
    loop {
        // one batch from every shard, relayed together in time and per-object order
        let mut batch = vec![];
        let mut more = false;
        for shard in events::outbox_shards() {
            let mut q =
                Query::index(Index::Gsi2, shard).sk(SkRange::Between("0".into(), upto.clone()));
            q.limit = Some(PAGE);
            let page = st.store.query(&q).await?;
            more |= page.len() == PAGE;
            batch.extend(page);
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
pub async fn relay(st: &AppState, bus: &dyn Bus, batch: Vec<Item>) -> ApiResult<Relayed> {
    let batch = in_order(batch);
    let r = send(st, bus, &batch).await?;
    mark_sent(st, batch).await?;
    Ok(r)
}

/// Time order, and within each object strictly by sequence (even if two hosts' clocks
/// disagree): each object's events take that object's places in time order, by sequence.
pub fn in_order(batch: Vec<Item>) -> Vec<Item> {
    let seq = |i: &Item| i.get("sequence").and_then(Value::as_u64).unwrap_or(0);
    // each event's sort key read once: (created_at, object_id, sequence)
    let mut keyed: Vec<(String, String, u64, Item)> = batch
        .into_iter()
        .map(|e| {
            let at = text(&e, "created_at").to_string();
            let object = text(&e, "object_id").to_string();
            (at, object, seq(&e), e)
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
    let mut slots: Vec<Option<(u64, Item)>> =
        keyed.into_iter().map(|(_, _, s, e)| Some((s, e))).collect();
    let mut out: Vec<Option<Item>> = (0..slots.len()).map(|_| None).collect();
    for idx in groups {
        let mut mine: Vec<(u64, Item)> = idx.iter().filter_map(|&i| slots[i].take()).collect();
        mine.sort_by_key(|(s, _)| *s);
        for (&i, (_, e)) in idx.iter().zip(mine) {
            out[i] = Some(e);
        }
    }
    out.into_iter().flatten().collect()
}

/// Publishes each event on the bus and wakes each endpoint that wants it: everything but
/// the mark. Public so tests can stop here, as a crash would.
pub async fn send(st: &AppState, bus: &dyn Bus, batch: &[Item]) -> ApiResult<Relayed> {
    let mut merchants: HashMap<String, Option<(Merchant, Vec<Endpoint>)>> = HashMap::new();
    let mut envelopes = vec![];
    let mut wakes = vec![];
    for event in batch {
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

/// Takes relayed events out of the outbox index: one plain conditional write per event, all
/// at once (each is its own: a transaction would cost twice and gain nothing, as an event
/// marked and another not is the state a crash between two leaves anyway).
pub async fn mark_sent(st: &AppState, batch: Vec<Item>) -> ApiResult<()> {
    let mut set = tokio::task::JoinSet::new();
    for mut item in batch {
        item.remove("gsi2pk");
        item.remove("gsi2sk");
        let store = st.store.clone();
        set.spawn(async move {
            let write = Write::Put {
                item,
                cond: Some(Cond::Exists),
            };
            store.transact(vec![write]).await
        });
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

    fn ev(object: &str, seq: u64, at: &str) -> Item {
        let Value::Object(m) = json!({"object_id": object, "sequence": seq, "created_at": at})
        else {
            unreachable!()
        };
        m
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
            .map(|e| {
                (
                    text(e, "object_id").to_string(),
                    e["sequence"].as_u64().unwrap(),
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
