//! Outbox markers only where someone listens (issue 33). An event's marker (`events`) is
//! there for the relay, which hands the event to the bus and to its merchant's webhook
//! endpoints. A server on its own embedded store, with no bus (`sanduq serve`), is the
//! store's only writer and so knows which merchants have endpoints: for a merchant with none,
//! the marker would be written, fed to the relay, found wanted by nobody and deleted (a put,
//! a read and a delete for nothing: 8.6% of the server's CPU per lifecycle request, side by
//! side). This store, below the application, takes such markers out of a transaction; the
//! event itself is written as always (listed, read, resent like any other).
//!
//! A merchant is listened to once an endpoint of theirs is in the store (enabled or not: the
//! relay still decides for each event and type) or is being written: a transaction that puts
//! an endpoint marks its merchant before it goes down, so every event planned after the
//! endpoint is committed keeps its marker. An event whose transaction passed here just before
//! (made before the endpoint) is not delivered to it: as with Stripe, an endpoint receives the
//! events that happen after it is made. Once listened to, a merchant stays so while the
//! process runs (markers of a merchant whose endpoints were all deleted come as before, and
//! the relay deletes them). A merchant not yet seen is looked up once: one query of their
//! endpoints; if that read fails the marker is kept.
//!
//! A merchant that has its buyers texted their receipts (`Branding::receipt_sms`) is listened
//! to likewise: the relay texts them from the events. So is a merchant one of whose family
//! wallets' guardians asked to be texted its payments (`items::family_texts_key`).
//!
//! Transaction monitoring (issue 78) reads every user's money movement (`events::MONEY_KINDS`).
//! A movement's event whose merchant is listened to keeps its marker, and the relay hands it
//! to monitoring with its webhooks. Any other one's marker is left out like the rest and the
//! event, as the change wrote it, goes to monitoring's feed once the change has committed (no
//! marker put, read and deleted, no read of the event: about 5% of the lifecycle's rate,
//! docs/speed.md "Monitoring's cost"). A process that stops before monitoring took what it was
//! fed leaves it to the next start, which reads the events since monitoring's cursor
//! (`sanduq_compliance::feed`).
//!
//! Not over DynamoDB: other processes make endpoints there, and the stack's relay publishes
//! every event on the bus (docs/decisions.md, "Markers only where someone listens").

use crate::events::{
    event_key, marker_event, marker_kind, marker_merchant, money_event_of, MoneyEvent, MONEY_KINDS,
};
use crate::items::{
    family_texts_key, merchant_key, merchant_pk, ENDPOINT_PREFIX, FAMILY_TEXTS_SK, MERCHANT_PREFIX,
};

/// The sort key of a merchant's record (`items::merchant_key`).
const PROFILE_SK: &str = "PROFILE";
use async_trait::async_trait;
use sanduq_store::{Item, Key, Query, SharedStore, SkRange, Store, StoreError, Stored, Write};
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

/// Where a store that left money movements' markers out hands their events, once committed.
pub type MoneyFeed = tokio::sync::mpsc::UnboundedSender<Vec<MoneyEvent>>;

/// `inner`, with the outbox markers of merchants nobody listens to left out of its
/// transactions. Only for a store this process alone writes, with no bus. `monitoring`:
/// where the money movements' events whose markers were left out go (None: monitoring is
/// off, they are left out as any other).
pub fn over(inner: SharedStore, monitoring: Option<MoneyFeed>) -> SharedStore {
    Arc::new(Listened {
        inner,
        known: RwLock::default(),
        monitoring,
    })
}

struct Listened {
    inner: SharedStore,
    /// Merchant id -> whether someone listens: true once an endpoint of theirs was seen.
    known: RwLock<HashMap<Box<str>, bool>>,
    /// Where transaction monitoring takes the money movements whose markers were left out.
    monitoring: Option<MoneyFeed>,
}

/// The merchant whose endpoint `w` puts, if it puts one; or whose record it puts with
/// receipts texted to buyers (`Branding::receipt_sms`: the relay texts them).
fn endpoint_merchant(w: &Write) -> Option<&str> {
    if !matches!(w, Write::Put { .. } | Write::PutEncoded { .. }) {
        return None;
    }
    let key = w.key().ok()?;
    let merchant = key.pk.strip_prefix(MERCHANT_PREFIX)?;
    if key.sk.starts_with(ENDPOINT_PREFIX) || key.sk == FAMILY_TEXTS_SK {
        return Some(merchant);
    }
    (key.sk == PROFILE_SK && texts_receipts(w.put_item()?.as_ref())).then_some(merchant)
}

/// Whether a merchant's record asks for receipts texted to buyers.
fn texts_receipts(merchant: &Item) -> bool {
    merchant
        .get("branding")
        .and_then(|b| b.get("receipt_sms"))
        .and_then(serde_json::Value::as_bool)
        .unwrap_or(false)
}

impl Listened {
    /// Marks the merchants of the endpoints `writes` put as listened to (before the writes
    /// go down: an event planned after them keeps its marker).
    fn note_endpoints(&self, writes: &[Write]) {
        let mut made = writes.iter().filter_map(endpoint_merchant).peekable();
        if made.peek().is_none() {
            return;
        }
        let mut known = self.known.write().unwrap_or_else(|p| p.into_inner());
        for m in made {
            known.insert(m.into(), true);
        }
    }

    /// Whether someone listens to `merchant`'s events: known, else looked up once.
    async fn listened(&self, merchant: &str) -> bool {
        let seen = self
            .known
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(merchant)
            .copied();
        if let Some(seen) = seen {
            return seen;
        }
        let q = Query::partition(merchant_pk(merchant))
            .sk(SkRange::BeginsWith(ENDPOINT_PREFIX.into()))
            .limit(1);
        let Ok(mut found) = self.inner.query(&q).await.map(|rows| !rows.is_empty()) else {
            return true;
        };
        if !found {
            let keys = [merchant_key(merchant), family_texts_key(merchant)];
            let Ok(got) = self.inner.get_many(&keys).await else {
                return true;
            };
            found = got[0].as_ref().is_some_and(texts_receipts) || got[1].is_some();
        }
        // an endpoint put since the query has marked the merchant: that stands
        *self
            .known
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .entry(merchant.into())
            .or_insert(found)
    }

    /// `writes` without the markers nobody listens to, and the money movements' events among
    /// them for monitoring's feed.
    /// The writes stay where they are and only those after a marker taken out move (a write
    /// is a few hundred bytes: moving each into a new list was 30 copies a request).
    async fn heard(&self, mut writes: Vec<Write>) -> (Vec<Write>, Vec<MoneyEvent>) {
        self.note_endpoints(&writes);
        let mut unheard = Vec::new();
        let mut fed = Vec::new();
        for (at, w) in writes.iter().enumerate() {
            if let Some(m) = marker_merchant(w) {
                if self.listened(m).await {
                    continue;
                }
                unheard.push(at);
                let money = marker_kind(w).is_some_and(|k| MONEY_KINDS.contains(&k));
                if let (true, Some(_), Some(id)) = (money, &self.monitoring, marker_event(w)) {
                    let key = event_key(id);
                    fed.extend(
                        writes
                            .iter()
                            .find(|e| e.is_at(&key))
                            .and_then(money_event_of),
                    );
                }
            }
        }
        if !unheard.is_empty() {
            let mut at = 0;
            writes.retain(|_| {
                at += 1;
                !unheard.contains(&(at - 1))
            });
        }
        (writes, fed)
    }

    /// Hands committed money movements to monitoring (a feed closed: monitoring stopped with
    /// the process, whose next start reads them from the events).
    fn feed(&self, fed: Vec<MoneyEvent>) {
        if let (false, Some(feed)) = (fed.is_empty(), &self.monitoring) {
            let _ = feed.send(fed);
        }
    }
}

#[async_trait]
impl Store for Listened {
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        self.inner.get(key).await
    }

    async fn get_many(&self, keys: &[Key]) -> Result<Vec<Option<Item>>, StoreError> {
        self.inner.get_many(keys).await
    }

    async fn get_stored(&self, key: &Key) -> Result<Option<Stored>, StoreError> {
        self.inner.get_stored(key).await
    }

    async fn get_many_stored(&self, keys: &[Key]) -> Result<Vec<Option<Stored>>, StoreError> {
        self.inner.get_many_stored(keys).await
    }

    async fn query(&self, q: &Query) -> Result<Vec<Item>, StoreError> {
        self.inner.query(q).await
    }

    async fn query_stored(&self, q: &Query) -> Result<Vec<Stored>, StoreError> {
        self.inner.query_stored(q).await
    }

    async fn count(&self, q: &Query) -> Result<usize, StoreError> {
        self.inner.count(q).await
    }

    async fn transact(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        let (writes, fed) = self.heard(writes).await;
        self.inner.transact(writes).await?;
        self.feed(fed);
        Ok(())
    }

    async fn transact_each(&self, each: Vec<Vec<Write>>) -> Vec<Result<(), StoreError>> {
        let mut heard = Vec::with_capacity(each.len());
        let mut fed = Vec::with_capacity(each.len());
        for writes in each {
            let (writes, moved) = self.heard(writes).await;
            heard.push(writes);
            fed.push(moved);
        }
        let done = self.inner.transact_each(heard).await;
        let committed = done.iter().zip(fed).filter(|(r, _)| r.is_ok());
        self.feed(committed.flat_map(|(_, moved)| moved).collect());
        done
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::events::{event_key, event_with_data, outbox_shards};
    use chrono::Utc;
    use sanduq_store::EmbeddedStore;
    use serde_json::json;

    fn endpoint(merchant: &str, id: &str) -> Write {
        let mut item = Item::new();
        item.insert("pk".into(), json!(merchant_pk(merchant)));
        item.insert("sk".into(), json!([ENDPOINT_PREFIX, id].concat()));
        item.insert("url".into(), json!("https://shop.example/hook"));
        Write::Put { item, cond: None }
    }

    /// An event of `merchant` and its marker: the event's id and the marker's key.
    fn event(merchant: &str) -> (Vec<Write>, String, Key) {
        let writes = event_with_data(
            merchant,
            "payment.created",
            "pay_1",
            "{}".into(),
            16,
            Utc::now(),
        );
        let id = writes[0]
            .key()
            .unwrap()
            .pk
            .trim_start_matches("EVT#")
            .to_string();
        let k = writes[1].key().unwrap();
        let marker = Key::new(k.pk, k.sk);
        (writes.into(), id, marker)
    }

    /// Hands `each` over as one set; every member commits.
    async fn set(store: &SharedStore, each: Vec<Vec<Write>>) {
        for r in store.transact_each(each).await {
            r.unwrap();
        }
    }

    async fn markers(store: &SharedStore) -> usize {
        let mut n = 0;
        for shard in outbox_shards() {
            n += store.query(&Query::partition(shard)).await.unwrap().len();
        }
        n
    }

    #[tokio::test]
    async fn an_event_nobody_listens_to_is_written_without_its_marker() {
        let inner: SharedStore = Arc::new(EmbeddedStore::in_memory());
        let store = over(inner.clone(), None);
        let (writes, id, marker) = event("mer_quiet");
        store.transact(writes).await.unwrap();
        assert!(
            inner.get(&event_key(&id)).await.unwrap().is_some(),
            "the event is kept"
        );
        assert!(inner.get(&marker).await.unwrap().is_none(), "no marker");
        // so are a set's members, each on its own
        set(&store, vec![event("mer_quiet").0, event("mer_other").0]).await;
        assert_eq!(markers(&inner).await, 0);
    }

    /// A money movement of a merchant nobody listens to: no marker, its event handed to
    /// monitoring's feed once committed (a transaction refused feeds nothing); a listened
    /// merchant's keeps its marker (the relay hands it to monitoring with its webhooks).
    #[tokio::test]
    async fn a_money_movement_goes_to_monitorings_feed_once_committed() {
        let inner: SharedStore = Arc::new(EmbeddedStore::in_memory());
        let (feed, mut fed) = tokio::sync::mpsc::unbounded_channel();
        let store = over(inner.clone(), Some(feed));
        let data = r#"{"object":{"id":"pay_1"}}"#;
        for kind in crate::events::MONEY_KINDS {
            let writes = event_with_data("mer_quiet", kind, "pay_1", data.into(), 16, Utc::now());
            store.transact(writes.into()).await.unwrap();
        }
        store.transact(event("mer_quiet").0).await.unwrap();
        assert_eq!(markers(&inner).await, 0);
        let mut kinds = vec![];
        while let Ok(batch) = fed.try_recv() {
            for e in batch {
                assert_eq!(
                    (e.merchant_id.as_str(), e.data.as_str()),
                    ("mer_quiet", data)
                );
                assert!(chrono::DateTime::parse_from_rfc3339(&e.created_at).is_ok());
                kinds.push(e.kind);
            }
        }
        assert_eq!(kinds, crate::events::MONEY_KINDS.to_vec());
        // a set's members: only those that commit are fed
        let [gate, _] = event_with_data(
            "mer_quiet",
            "payment.completed",
            "pay_2",
            data.into(),
            16,
            Utc::now(),
        );
        let taken: Vec<Write> = event_with_data(
            "mer_quiet",
            "payment.refunded",
            "pay_2",
            data.into(),
            16,
            Utc::now(),
        )
        .into();
        let gate_key = gate.key().unwrap().to_owned();
        inner.transact(vec![gate]).await.unwrap();
        let mut refused: Vec<Write> = taken.clone();
        refused.push(Write::Check {
            key: gate_key.clone(),
            cond: sanduq_store::Cond::NotExists,
        });
        let done = store
            .transact_each(vec![
                refused,
                event_with_data(
                    "mer_quiet",
                    "cash_out.paid",
                    "co_1",
                    data.into(),
                    16,
                    Utc::now(),
                )
                .into(),
            ])
            .await;
        assert!(done[0].is_err() && done[1].is_ok());
        let batch = fed.try_recv().unwrap();
        assert_eq!(batch.len(), 1);
        assert_eq!(batch[0].kind, "cash_out.paid");
        let mut refused = taken;
        refused.push(Write::Check {
            key: gate_key.clone(),
            cond: sanduq_store::Cond::NotExists,
        });
        assert!(store.transact(refused).await.is_err());
        assert!(fed.try_recv().is_err());
        // a listened merchant's keeps its marker, and is not fed
        store
            .transact(vec![endpoint("mer_loud", "we_1")])
            .await
            .unwrap();
        let writes = event_with_data(
            "mer_loud",
            "payment.completed",
            "pay_3",
            data.into(),
            16,
            Utc::now(),
        );
        store.transact(writes.into()).await.unwrap();
        assert_eq!(markers(&inner).await, 1);
        assert!(fed.try_recv().is_err());
        // with monitoring off (`sanduq serve --no-monitoring`) they go as any other
        let inner: SharedStore = Arc::new(EmbeddedStore::in_memory());
        let store = over(inner.clone(), None);
        for kind in crate::events::MONEY_KINDS {
            let writes = event_with_data("mer_quiet", kind, "pay_1", "{}".into(), 16, Utc::now());
            store.transact(writes.into()).await.unwrap();
        }
        assert_eq!(markers(&inner).await, 0);
    }

    #[tokio::test]
    async fn an_endpoint_written_through_it_brings_its_merchants_markers_back() {
        let inner: SharedStore = Arc::new(EmbeddedStore::in_memory());
        let store = over(inner.clone(), None);
        store.transact(event("mer_a").0).await.unwrap();
        store
            .transact(vec![endpoint("mer_a", "we_1")])
            .await
            .unwrap();
        let (writes, _, marker) = event("mer_a");
        store.transact(writes).await.unwrap();
        assert!(
            inner.get(&marker).await.unwrap().is_some(),
            "listened to now"
        );
        // another merchant's events are not
        store.transact(event("mer_b").0).await.unwrap();
        assert_eq!(markers(&inner).await, 1);
        // an endpoint put in a set of transactions counts too
        set(
            &store,
            vec![vec![endpoint("mer_b", "we_2")], event("mer_b").0],
        )
        .await;
        assert_eq!(markers(&inner).await, 2);
    }

    #[tokio::test]
    async fn an_endpoint_already_in_the_store_is_found_when_its_merchant_is_first_seen() {
        let inner: SharedStore = Arc::new(EmbeddedStore::in_memory());
        inner
            .transact(vec![endpoint("mer_c", "we_3")])
            .await
            .unwrap();
        let store = over(inner.clone(), None);
        let (writes, _, marker) = event("mer_c");
        store.transact(writes).await.unwrap();
        assert!(inner.get(&marker).await.unwrap().is_some());
        // a merchant whose partition holds other items but no endpoint is not listened to
        let mut profile = Item::new();
        profile.insert("pk".into(), json!(merchant_pk("mer_d")));
        profile.insert("sk".into(), json!("PROFILE"));
        inner
            .transact(vec![Write::Put {
                item: profile,
                cond: None,
            }])
            .await
            .unwrap();
        store.transact(event("mer_d").0).await.unwrap();
        assert_eq!(markers(&inner).await, 1);
    }

    #[test]
    fn only_a_put_of_an_endpoint_names_its_merchant() {
        assert_eq!(endpoint_merchant(&endpoint("mer_e", "we_4")), Some("mer_e"));
        let delete = Write::Delete {
            key: Key::new(merchant_pk("mer_e"), "WHEP#we_4"),
            cond: None,
        };
        assert_eq!(endpoint_merchant(&delete), None);
        let other = Write::Delete {
            key: Key::new(merchant_pk("mer_e"), "PROFILE"),
            cond: None,
        };
        assert_eq!(endpoint_merchant(&other), None);
        let (writes, _, _) = event("mer_e");
        assert!(writes.iter().all(|w| endpoint_merchant(w).is_none()));
        assert_eq!(marker_merchant(&writes[1]), Some("mer_e"));
        assert_eq!(marker_merchant(&writes[0]), None, "an event is no marker");
    }
}
