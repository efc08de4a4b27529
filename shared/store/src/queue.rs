//! The Queue port: what the webhook relay hands work on with, shaped like SQS — send with a
//! delay (at most 15 minutes), receive with a visibility timeout, delete when done, and a
//! dead-letter queue. Two adapters: `StoreQueue` keeps messages as items in the Store (the
//! local default: durable in the embedded file, no AWS), and `SqsQueue` (AWS, and moto in
//! tests). In AWS the SQS event source receives and deletes; the delivery function only
//! answers which messages failed.

use crate::model::{Cond, Item, Key, Query, SkRange, StoreError, Write};
use crate::SharedStore;
use serde_json::Value;
use std::sync::Arc;

/// SQS's longest delay, in seconds.
pub const MAX_DELAY_SECS: u32 = 900;
/// Receives after which a message that was never deleted goes to the dead-letter queue
/// (the redrive policy's maxReceiveCount).
pub const MAX_RECEIVES: u64 = 5;

/// A message waiting to be sent.
#[derive(Debug, Clone, PartialEq)]
pub struct Outgoing {
    pub body: String,
    /// Seconds before it becomes visible (capped at `MAX_DELAY_SECS`).
    pub delay_secs: u32,
}

/// A received message: delete it by `receipt` once it is handled.
#[derive(Debug, Clone, PartialEq)]
pub struct Received {
    pub id: String,
    pub body: String,
    pub receipt: String,
    /// How many times it has been received, this time included.
    pub receives: u64,
}

#[async_trait::async_trait]
pub trait Queue: Send + Sync + 'static {
    /// Sends every message (in this order, as far as the queue keeps order).
    async fn send(&self, batch: Vec<Outgoing>) -> Result<(), StoreError>;
    /// Up to `max` visible messages, each hidden for `visibility_secs` unless deleted.
    async fn receive(&self, max: usize, visibility_secs: u32) -> Result<Vec<Received>, StoreError>;
    async fn delete(&self, receipt: &str) -> Result<(), StoreError>;
    /// Puts a message that failed for good on the dead-letter queue.
    async fn dead_letter(&self, body: String) -> Result<(), StoreError>;
    /// Messages on the dead-letter queue (for tests and operators).
    async fn dead_letters(&self, max: usize) -> Result<Vec<String>, StoreError>;
}

pub type SharedQueue = Arc<dyn Queue>;

fn now_millis() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// A queue kept as items of one partition, sorted by when each becomes visible.
#[derive(Clone)]
pub struct StoreQueue {
    store: SharedStore,
    name: String,
}

impl StoreQueue {
    pub fn new(store: SharedStore, name: impl Into<String>) -> StoreQueue {
        StoreQueue {
            store,
            name: name.into(),
        }
    }

    fn pk(&self) -> String {
        format!("QUEUE#{}", self.name)
    }

    fn dlq_pk(&self) -> String {
        format!("QUEUE#{}#DLQ", self.name)
    }

    fn item(pk: &str, visible_at: u64, id: &str, body: &str, receives: u64) -> Item {
        let mut item = Item::new();
        item.insert("pk".into(), pk.into());
        item.insert("sk".into(), format!("{visible_at:020}#{id}").into());
        item.insert("id".into(), id.into());
        item.insert("body".into(), body.into());
        item.insert("receives".into(), receives.into());
        item
    }

    /// Makes visible now every message received and not deleted (hidden until its visibility
    /// timeout ends): for a queue with one consumer, when that consumer starts again after a
    /// crash (`sanduq serve` on its own embedded store), the receiver that hid them is gone,
    /// and its webhooks waited a minute for nothing. A message sent with a delay (never
    /// received) keeps its time. Returns how many were released.
    pub async fn release_in_flight(&self) -> Result<usize, StoreError> {
        let now = now_millis();
        let q = Query::partition(self.pk()).sk(SkRange::Between(
            format!("{:020}#~", now),
            format!("{:020}#~", u64::MAX),
        ));
        let mut released = 0;
        for item in self.store.query(&q).await? {
            let receives = item.get("receives").and_then(Value::as_u64).unwrap_or(0);
            if receives == 0 {
                continue;
            }
            let key = Key::of(&item)?;
            let text = |n: &str| item.get(n).and_then(Value::as_str).unwrap_or_default();
            let now_visible = Self::item(&self.pk(), now, text("id"), text("body"), receives);
            let moved = self
                .store
                .transact(vec![
                    Write::Delete {
                        key,
                        cond: Some(Cond::Exists),
                    },
                    Write::Put {
                        item: now_visible,
                        cond: None,
                    },
                ])
                .await;
            match moved {
                Ok(()) => released += 1,
                // deleted meanwhile (handled after all)
                Err(e) if e.is_contention() || matches!(e, StoreError::ConditionFailed { .. }) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(released)
    }
}

/// Message ids that sort in sending order within a millisecond.
fn message_id() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    // the process id keeps two processes sharing one store apart
    format!(
        "{:013}{:08}{:010}",
        now_millis(),
        N.fetch_add(1, Ordering::Relaxed) % 100_000_000,
        std::process::id()
    )
}

#[async_trait::async_trait]
impl Queue for StoreQueue {
    async fn send(&self, batch: Vec<Outgoing>) -> Result<(), StoreError> {
        let now = now_millis();
        for chunk in batch.chunks(crate::MAX_WRITES) {
            let writes = chunk
                .iter()
                .map(|m| Write::Put {
                    item: Self::item(
                        &self.pk(),
                        now + 1000 * u64::from(m.delay_secs.min(MAX_DELAY_SECS)),
                        &message_id(),
                        &m.body,
                        0,
                    ),
                    cond: Some(Cond::NotExists),
                })
                .collect();
            self.store.transact(writes).await?;
        }
        Ok(())
    }

    async fn receive(&self, max: usize, visibility_secs: u32) -> Result<Vec<Received>, StoreError> {
        let now = now_millis();
        let mut q =
            Query::partition(self.pk()).sk(SkRange::Between("0".into(), format!("{now:020}#~")));
        q.limit = Some(max);
        let mut out = Vec::new();
        for item in self.store.query(&q).await? {
            let key = Key::of(&item)?;
            let text = |n: &str| item.get(n).and_then(Value::as_str).unwrap_or_default();
            let (id, body) = (text("id").to_string(), text("body").to_string());
            let receives = item.get("receives").and_then(Value::as_u64).unwrap_or(0) + 1;
            // the claimed copy sorts after the one it replaces, even with no visibility timeout
            let was: u64 = key
                .sk
                .split('#')
                .next()
                .and_then(|t| t.parse().ok())
                .unwrap_or(0);
            let hidden_until = (now + 1000 * u64::from(visibility_secs)).max(was + 1);
            let gone = Write::Delete {
                key,
                cond: Some(Cond::Exists),
            };
            let next = if receives > MAX_RECEIVES {
                // the redrive policy: received too often without being deleted
                Self::item(&self.dlq_pk(), now, &id, &body, receives)
            } else {
                Self::item(&self.pk(), hidden_until, &id, &body, receives)
            };
            let receipt = next["sk"].as_str().unwrap_or_default().to_string();
            match self
                .store
                .transact(vec![
                    gone,
                    Write::Put {
                        item: next,
                        cond: None,
                    },
                ])
                .await
            {
                Ok(()) if receives > MAX_RECEIVES => {}
                Ok(()) => out.push(Received {
                    id,
                    body,
                    receipt,
                    receives,
                }),
                // another receiver took it first
                Err(e) if e.is_contention() => {}
                Err(e) => return Err(e),
            }
        }
        Ok(out)
    }

    async fn delete(&self, receipt: &str) -> Result<(), StoreError> {
        self.store
            .transact(vec![Write::Delete {
                key: Key::new(self.pk(), receipt),
                cond: None,
            }])
            .await
    }

    async fn dead_letter(&self, body: String) -> Result<(), StoreError> {
        let item = Self::item(&self.dlq_pk(), now_millis(), &message_id(), &body, 0);
        self.store
            .transact(vec![Write::Put { item, cond: None }])
            .await
    }

    async fn dead_letters(&self, max: usize) -> Result<Vec<String>, StoreError> {
        let mut q = Query::partition(self.dlq_pk());
        q.limit = Some(max);
        Ok(self
            .store
            .query(&q)
            .await?
            .iter()
            .filter_map(|i| i.get("body").and_then(Value::as_str).map(str::to_string))
            .collect())
    }
}

#[cfg(all(test, feature = "embedded"))]
mod tests {
    use super::*;
    use crate::EmbeddedStore;

    fn queue() -> StoreQueue {
        StoreQueue::new(Arc::new(EmbeddedStore::in_memory()), "t")
    }

    fn out(body: &str, delay_secs: u32) -> Outgoing {
        Outgoing {
            body: body.into(),
            delay_secs,
        }
    }

    #[tokio::test]
    async fn sends_in_order_hides_delayed_and_received_messages() {
        let q = queue();
        q.send(vec![out("a", 0), out("b", 0), out("later", 600)])
            .await
            .unwrap();
        let got = q.receive(10, 30).await.unwrap();
        let bodies: Vec<&str> = got.iter().map(|m| m.body.as_str()).collect();
        assert_eq!(bodies, ["a", "b"]);
        assert!(got.iter().all(|m| m.receives == 1));
        // hidden while in flight, gone once deleted
        assert!(q.receive(10, 30).await.unwrap().is_empty());
        q.delete(&got[0].receipt).await.unwrap();
        q.delete(&got[1].receipt).await.unwrap();
        assert!(q.receive(10, 30).await.unwrap().is_empty());
    }

    /// After a restart the messages the last run received and never deleted are visible at
    /// once (received again, counted), those sent with a delay keep their time, and those
    /// deleted stay gone.
    #[tokio::test]
    async fn a_restart_releases_what_the_last_run_had_in_flight() {
        let q = queue();
        q.send(vec![out("in flight", 0), out("done", 0), out("later", 600)])
            .await
            .unwrap();
        let got = q.receive(10, 600).await.unwrap();
        assert_eq!(got.len(), 2);
        q.delete(&got[1].receipt).await.unwrap();
        assert!(q.receive(10, 600).await.unwrap().is_empty(), "hidden");
        assert_eq!(q.release_in_flight().await.unwrap(), 1);
        let again = q.receive(10, 600).await.unwrap();
        assert_eq!(again.len(), 1);
        assert_eq!(
            (again[0].body.as_str(), again[0].receives),
            ("in flight", 2)
        );
        assert_eq!(q.release_in_flight().await.unwrap(), 1);
        q.delete(&q.receive(10, 600).await.unwrap()[0].receipt)
            .await
            .unwrap();
        assert_eq!(
            q.release_in_flight().await.unwrap(),
            0,
            "the delayed one keeps its time"
        );
        assert!(q.receive(10, 600).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_message_never_deleted_comes_back_then_goes_to_the_dead_letter_queue() {
        let q = queue();
        q.send(vec![out("poison", 0)]).await.unwrap();
        // with no visibility timeout a claimed copy is visible again a millisecond later
        let receive = || async {
            for _ in 0..500 {
                let got = q.receive(1, 0).await.unwrap();
                if !got.is_empty() {
                    return got;
                }
                tokio::time::sleep(std::time::Duration::from_millis(1)).await;
            }
            vec![]
        };
        for n in 1..=MAX_RECEIVES {
            let got = receive().await;
            assert_eq!(got.len(), 1, "receive {n}");
            assert_eq!(got[0].receives, n);
        }
        assert!(receive().await.is_empty());
        assert_eq!(q.dead_letters(10).await.unwrap(), ["poison"]);
        q.dead_letter("given up".into()).await.unwrap();
        assert_eq!(q.dead_letters(10).await.unwrap().len(), 2);
    }
}
