//! On AWS the table's stream is the outbox: a change writes its events and no outbox markers
//! (DESIGN.md, "Events and webhooks": "a relay (DynamoDB Streams in AWS …)"). The stack's
//! relay is handed each new event by the stream (its filter: inserted `EVT#…`/`EVENT`
//! items) and, for an event it cannot hand on, puts the event's marker itself, on its own, for
//! the catch-up; only if that put fails does it ask the stream to retry. The stream keeps a
//! record 24 hours and retries the batch until then (`MaximumRetryAttempts: -1`), and the
//! relay-lag alarm rings after a minute.
//!
//! A marker in a change's transaction was a put there (twice a write unit: a transaction's
//! writes cost double) and a delete after it: 3 of a lifecycle's 104 write units per event,
//! 12 in all, and its shard was the hottest partition of the table (7,500 write units a
//! second at 10,000 payments a second over 16 shards; docs/speed.md, "Write heat and cost on
//! DynamoDB"). This store, below the application in the stack's functions
//! (`aws::state`), takes out of a transaction each marker whose event the same transaction
//! puts; a marker put without its event (the relay's) goes down as it is.
//!
//! Not locally: `sanduq serve`, on either store, has no stream; its relay reads the markers
//! (`crate::listened` leaves out those nobody would read).

use crate::events::{is_event, marker_event};
use async_trait::async_trait;
use sanduq_store::{Item, Key, Query, SharedStore, Store, StoreError, Stored, Write};
use std::sync::Arc;

/// `inner`, with the outbox markers of the events its transactions put left out.
pub fn over(inner: SharedStore) -> SharedStore {
    Arc::new(Streamed { inner })
}

struct Streamed {
    inner: SharedStore,
}

/// `writes` without the markers of the events they put.
fn unmarked(mut writes: Vec<Write>) -> Vec<Write> {
    let puts_event = |id: &str, writes: &[Write]| {
        writes.iter().any(|w| {
            matches!(w, Write::Put { .. } | Write::PutEncoded { .. })
                && w.key()
                    .is_ok_and(|k| is_event(k.pk, k.sk) && k.pk[4..] == *id)
        })
    };
    let marked: Vec<bool> = writes
        .iter()
        .map(|w| marker_event(w).is_some_and(|id| puts_event(id, &writes)))
        .collect();
    if marked.contains(&true) {
        let mut at = 0;
        writes.retain(|_| {
            at += 1;
            !marked[at - 1]
        });
    }
    writes
}

#[async_trait]
impl Store for Streamed {
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
        self.inner.transact(unmarked(writes)).await
    }

    async fn transact_each(&self, each: Vec<Vec<Write>>) -> Vec<Result<(), StoreError>> {
        self.inner
            .transact_each(each.into_iter().map(unmarked).collect())
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::events::{event_key, event_with_data, marker_of, outbox_shards};
    use chrono::Utc;
    use sanduq_store::{EmbeddedStore, Query};

    async fn markers(store: &SharedStore) -> Vec<Item> {
        let mut all = vec![];
        for shard in outbox_shards() {
            all.extend(store.query(&Query::partition(shard)).await.unwrap());
        }
        all
    }

    /// A change's transaction puts its event and not its marker; a marker put on its own (the
    /// relay's, for the catch-up) goes down, the same marker the change would have written.
    #[tokio::test]
    async fn a_change_writes_its_event_and_no_marker_and_a_marker_alone_is_written() {
        let plain: SharedStore = Arc::new(EmbeddedStore::in_memory());
        let store = over(plain.clone());
        let [event, marker] = event_with_data(
            "mer_1",
            "payment.created",
            "pay_1",
            "{}".into(),
            16,
            Utc::now(),
        );
        let id = event.key().unwrap().pk[4..].to_string();
        let wanted = {
            let k = marker.key().unwrap();
            Key::new(k.pk, k.sk)
        };
        store.transact(vec![event, marker]).await.unwrap();
        let item = store
            .get(&event_key(&id))
            .await
            .unwrap()
            .expect("the event");
        assert!(markers(&plain).await.is_empty(), "no marker");
        // the relay's marker for that event, put on its own: written, the change's own
        let alone = marker_of(&item).expect("an event's marker");
        let k = alone.key().unwrap();
        assert_eq!(Key::new(k.pk, k.sk), wanted);
        store.transact(vec![alone]).await.unwrap();
        let written = markers(&plain).await;
        assert_eq!(written.len(), 1);
        assert_eq!(written[0]["event_id"], id.as_str());
        assert_eq!(written[0]["merchant_id"], "mer_1");
        assert_eq!(written[0]["type"], "payment.created");
        assert_eq!(written[0]["object_id"], "pay_1");
        // in a set of transactions, each is judged on its own
        let [e2, m2] = event_with_data(
            "mer_1",
            "payment.updated",
            "pay_1",
            "{}".into(),
            32,
            Utc::now(),
        );
        let m2_alone = m2.clone();
        let [e3, _] = event_with_data(
            "mer_1",
            "payment.updated",
            "pay_2",
            "{}".into(),
            16,
            Utc::now(),
        );
        for r in store
            .transact_each(vec![vec![e2, m2], vec![e3, m2_alone]])
            .await
        {
            r.unwrap();
        }
        assert_eq!(
            markers(&plain).await.len(),
            2,
            "the second's marker is not its event's"
        );
        assert!(marker_of(&Item::new()).is_none());
    }
}
