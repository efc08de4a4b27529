//! A store that answers some gets from items read beforehand in one batch: a plan that
//! knows early which items it will read fetches them in one round trip, then reads them
//! as usual. Each prefetched item answers once: a second read of it (a plan checking
//! whether something moved) goes to the store underneath, as does everything else.

use crate::model::{Item, Key, Query, StoreError, Write};
use crate::{SharedStore, Store, Stored};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

pub struct Prefetched {
    inner: SharedStore,
    /// As `get_stored` hands them over (the embedded store's bytes, not yet read).
    items: Mutex<HashMap<Key, Option<Stored>>>,
}

impl Prefetched {
    /// Reads `keys` from `inner` in one batch; the first later get of each is answered
    /// from it.
    pub async fn read(inner: SharedStore, keys: &[Key]) -> Result<SharedStore, StoreError> {
        let got = inner.get_many_stored(keys).await?;
        let items = Mutex::new(keys.iter().cloned().zip(got).collect());
        Ok(Arc::new(Prefetched { inner, items }))
    }

    fn take(&self, key: &Key) -> Option<Option<Stored>> {
        self.items
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(key)
    }
}

#[async_trait::async_trait]
impl Store for Prefetched {
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        self.get_stored(key)
            .await?
            .map(Stored::into_item)
            .transpose()
    }

    async fn get_stored(&self, key: &Key) -> Result<Option<Stored>, StoreError> {
        match self.take(key) {
            Some(item) => Ok(item),
            None => self.inner.get_stored(key).await,
        }
    }

    async fn get_many(&self, keys: &[Key]) -> Result<Vec<Option<Item>>, StoreError> {
        self.get_many_stored(keys)
            .await?
            .into_iter()
            .map(|s| s.map(Stored::into_item).transpose())
            .collect()
    }

    async fn get_many_stored(&self, keys: &[Key]) -> Result<Vec<Option<Stored>>, StoreError> {
        let mut out: Vec<Option<Option<Stored>>> = keys.iter().map(|k| self.take(k)).collect();
        let missing: Vec<Key> = keys
            .iter()
            .zip(&out)
            .filter(|(_, got)| got.is_none())
            .map(|(k, _)| k.clone())
            .collect();
        if !missing.is_empty() {
            let mut fetched = self.inner.get_many_stored(&missing).await?.into_iter();
            for slot in out.iter_mut().filter(|s| s.is_none()) {
                *slot = Some(fetched.next().flatten());
            }
        }
        Ok(out.into_iter().map(Option::flatten).collect())
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
        self.inner.transact(writes).await
    }

    async fn transact_each(&self, each: Vec<Vec<Write>>) -> Vec<Result<(), StoreError>> {
        self.inner.transact_each(each).await
    }
}
