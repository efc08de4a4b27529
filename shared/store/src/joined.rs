//! A store whose next transaction to commit also carries some writes: a change made on
//! another's approval commits with the approval's own state change, in one transaction, or
//! not at all (docs/decisions.md, "Dual control"). The writes ride on every `transact` until
//! one commits, so a retried plan keeps them (and their conditions) with it; after that, the
//! store is the one underneath. `transact_each` never carries them.

use crate::model::{Item, Key, Query, StoreError, Write};
use crate::{SharedStore, Store, Stored};
use std::sync::{Arc, Mutex};

pub struct Joined {
    inner: SharedStore,
    writes: Mutex<Option<Vec<Write>>>,
}

impl Joined {
    pub fn new(inner: SharedStore, writes: Vec<Write>) -> Arc<Joined> {
        Arc::new(Joined {
            inner,
            writes: Mutex::new(Some(writes)),
        })
    }

    /// Whether the writes were committed (with a transaction of the caller's).
    pub fn committed(&self) -> bool {
        self.lock().is_none()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Vec<Write>>> {
        self.writes.lock().unwrap_or_else(|p| p.into_inner())
    }
}

#[async_trait::async_trait]
impl Store for Joined {
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        self.inner.get(key).await
    }

    async fn get_stored(&self, key: &Key) -> Result<Option<Stored>, StoreError> {
        self.inner.get_stored(key).await
    }

    async fn get_many(&self, keys: &[Key]) -> Result<Vec<Option<Item>>, StoreError> {
        self.inner.get_many(keys).await
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

    async fn transact(&self, mut writes: Vec<Write>) -> Result<(), StoreError> {
        let carried = self.lock().clone();
        let Some(extra) = carried else {
            return self.inner.transact(writes).await;
        };
        writes.extend(extra);
        self.inner.transact(writes).await?;
        *self.lock() = None;
        Ok(())
    }

    async fn transact_each(&self, each: Vec<Vec<Write>>) -> Vec<Result<(), StoreError>> {
        self.inner.transact_each(each).await
    }
}

#[cfg(all(test, feature = "embedded"))]
mod tests {
    use super::*;
    use crate::model::Cond;
    use crate::EmbeddedStore;
    use serde_json::json;

    fn put(pk: &str, cond: Option<Cond>) -> Write {
        let mut item = Item::new();
        item.insert("pk".into(), pk.into());
        item.insert("sk".into(), "X".into());
        item.insert("n".into(), json!(1));
        Write::Put { item, cond }
    }

    #[tokio::test]
    async fn the_writes_commit_with_the_first_transaction_that_commits_and_only_then() {
        let inner: SharedStore = Arc::new(EmbeddedStore::in_memory());
        // the carried write's condition fails at first: the caller's write does not commit
        inner.transact(vec![put("GATE", None)]).await.unwrap();
        let j = Joined::new(inner.clone(), vec![put("GATE", Some(Cond::NotExists))]);
        assert!(j.transact(vec![put("A", None)]).await.is_err());
        assert!(inner.get(&Key::new("A", "X")).await.unwrap().is_none());
        assert!(!j.committed());
        // once the condition holds, they commit together, once
        inner
            .transact(vec![Write::Delete {
                key: Key::new("GATE", "X"),
                cond: None,
            }])
            .await
            .unwrap();
        j.transact(vec![put("B", None)]).await.unwrap();
        assert!(j.committed());
        assert!(inner.get(&Key::new("B", "X")).await.unwrap().is_some());
        assert!(inner.get(&Key::new("GATE", "X")).await.unwrap().is_some());
        // later transactions go alone (GATE exists: carried again, it would fail)
        j.transact(vec![put("C", None)]).await.unwrap();
        assert!(inner.get(&Key::new("C", "X")).await.unwrap().is_some());
    }
}
