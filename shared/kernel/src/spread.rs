//! A merchant's busiest index partitions spread over several (issue 32). Every payment of a
//! merchant writes its events list (`MER#<m>#EVENTS` in GSI1), its payments list
//! (`#PAYS`), its journal (`#JOURNAL`), its list by currency and status (GSI3
//! `MER#<m>#PAYS#<CUR>#<status>`) and its balance transactions (GSI3 `#BTXN`, GSI4
//! `#BTXN#<type>`): sorted by time, each is one index partition, and one
//! partition takes at most 1,000 write units a second. With `INDEX_SPREAD` = n > 1, the
//! store below the application writes each such index key as `<key>#~<nn>` (nn chosen by a
//! hash of the item's own partition key, so an item never moves for this) and answers a
//! query of `<key>` by querying the unspread key and the n spread ones and merging them by
//! the index's sort key: the callers (lists, cursors, counts, the audit) see one partition.
//!
//! n is the stack's (`IndexSpread` in template.yaml): every process must use the same, and
//! it may grow but not shrink (a query reads `0..n`; an item written at a larger n would be
//! missed). Items written before it was set (or at 1) stay under the unspread key, which
//! is always read. The cost: a list page is n + 1 queries (in parallel) instead of one.

use async_trait::async_trait;
use sanduq_store::{Index, Item, Query, SharedStore, Store, StoreError, Write};
use serde_json::Value;
use std::future::Future;
use std::sync::Arc;

/// The most partitions a key may be spread over.
pub const MAX: usize = 64;

/// `INDEX_SPREAD` from the environment (1 when unset or not a number in 1..=MAX).
pub fn from_env() -> usize {
    std::env::var("INDEX_SPREAD")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|n| (1..=MAX).contains(n))
        .unwrap_or(1)
}

/// `inner`, with the hot index keys spread over `n` partitions (`inner` itself when n <= 1).
pub fn over(inner: SharedStore, n: usize) -> SharedStore {
    if n <= 1 {
        inner
    } else {
        Arc::new(Spread {
            inner,
            n: n.min(MAX),
        })
    }
}

/// True for an index key that every payment of its merchant writes.
fn hot(index: Index, key: &str) -> bool {
    key.starts_with("MER#")
        && !key.contains("#~")
        && match index {
            Index::Gsi1 => ["#EVENTS", "#PAYS", "#JOURNAL"]
                .iter()
                .any(|s| key.ends_with(s)),
            Index::Gsi3 => true,
            // a merchant's balance transactions by type (`payment` takes every capture)
            Index::Gsi4 => key.contains("#BTXN#"),
            _ => false,
        }
}

const SPREAD: [Index; 3] = [Index::Gsi1, Index::Gsi3, Index::Gsi4];

struct Spread {
    inner: SharedStore,
    n: usize,
}

impl Spread {
    fn part(key: &str, n: usize) -> String {
        format!("{key}#~{n:02}")
    }

    /// The index keys of `attrs` written spread, placed by the item's partition key.
    fn place(&self, attrs: &mut Item, pk: &str) {
        for index in SPREAD {
            let (name, _) = index.attrs();
            if let Some(Value::String(key)) = attrs.get(name) {
                if hot(index, key) {
                    let at = sanduq_domain::ids::spread(pk, self.n);
                    let spread = Spread::part(key, at);
                    attrs.insert(name.into(), spread.into());
                }
            }
        }
    }

    /// The partitions a query of `q` reads: itself and its spread keys, or itself alone.
    fn parts(&self, q: &Query) -> Vec<Query> {
        match q.index {
            Some(i) if hot(i, &q.pk) => std::iter::once(q.pk.clone())
                .chain((0..self.n).map(|n| Spread::part(&q.pk, n)))
                .map(|pk| Query { pk, ..q.clone() })
                .collect(),
            _ => vec![q.clone()],
        }
    }

    /// `f` over every partition of a query, in parallel; the answers in partition order.
    async fn each<T, F, Fut>(&self, parts: Vec<Query>, f: F) -> Result<Vec<T>, StoreError>
    where
        T: Send + 'static,
        F: Fn(SharedStore, Query) -> Fut,
        Fut: Future<Output = Result<T, StoreError>> + Send + 'static,
    {
        let mut set = tokio::task::JoinSet::new();
        for (i, q) in parts.into_iter().enumerate() {
            let fut = f(self.inner.clone(), q);
            set.spawn(async move { (i, fut.await) });
        }
        let mut out: Vec<(usize, T)> = Vec::new();
        while let Some(joined) = set.join_next().await {
            let (i, r) = joined.map_err(|e| StoreError::Unavailable(e.to_string()))?;
            out.push((i, r?));
        }
        out.sort_by_key(|(i, _)| *i);
        Ok(out.into_iter().map(|(_, t)| t).collect())
    }
}

#[async_trait]
impl Store for Spread {
    async fn get(&self, key: &sanduq_store::Key) -> Result<Option<Item>, StoreError> {
        self.inner.get(key).await
    }

    async fn get_many(&self, keys: &[sanduq_store::Key]) -> Result<Vec<Option<Item>>, StoreError> {
        self.inner.get_many(keys).await
    }

    async fn get_stored(
        &self,
        key: &sanduq_store::Key,
    ) -> Result<Option<sanduq_store::Stored>, StoreError> {
        self.inner.get_stored(key).await
    }

    async fn get_many_stored(
        &self,
        keys: &[sanduq_store::Key],
    ) -> Result<Vec<Option<sanduq_store::Stored>>, StoreError> {
        self.inner.get_many_stored(keys).await
    }

    async fn query(&self, q: &Query) -> Result<Vec<Item>, StoreError> {
        let parts = self.parts(q);
        if parts.len() == 1 {
            return self.inner.query(q).await;
        }
        let mut rows: Vec<Item> = self
            .each(parts, |s, q| async move { s.query(&q).await })
            .await?
            .into_iter()
            .flatten()
            .collect();
        let (_, sort) = q.index.map(Index::attrs).unwrap_or(("pk", "sk"));
        let at = |i: &Item| {
            i.get(sort)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string()
        };
        rows.sort_by_cached_key(at);
        if !q.forward {
            rows.reverse();
        }
        if let Some(limit) = q.limit {
            rows.truncate(limit);
        }
        Ok(rows)
    }

    async fn count(&self, q: &Query) -> Result<usize, StoreError> {
        let parts = self.parts(q);
        if parts.len() == 1 {
            return self.inner.count(q).await;
        }
        Ok(self
            .each(parts, |s, q| async move { s.count(&q).await })
            .await?
            .into_iter()
            .sum())
    }

    async fn transact(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        // an encoded item is read back: its index keys are rewritten as a map's (this
        // wrapper runs on AWS, where the item becomes DynamoDB's attributes anyway)
        let mut writes = writes
            .into_iter()
            .map(Write::plain)
            .collect::<Result<Vec<_>, _>>()?;
        for w in &mut writes {
            match w {
                Write::Put { item, .. } => {
                    let pk = item
                        .get("pk")
                        .and_then(Value::as_str)
                        .unwrap_or_default()
                        .to_string();
                    self.place(item, &pk);
                }
                Write::Update { key, set, .. } => self.place(set, &key.pk.clone()),
                Write::PutEncoded { .. } | Write::Delete { .. } | Write::Check { .. } => {}
            }
        }
        self.inner.transact(writes).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sanduq_store::{Cond, EmbeddedStore, Key, SkRange};
    use serde_json::json;

    fn event(n: usize, merchant: &str) -> Write {
        let Value::Object(item) = json!({
            "pk": format!("EVT#{n:04}"), "sk": "EVENT", "n": n,
            "gsi1pk": format!("MER#{merchant}#EVENTS"), "gsi1sk": format!("2026-01-01T00:00:{n:04}"),
        }) else {
            unreachable!()
        };
        Write::Put {
            item,
            cond: Some(Cond::NotExists),
        }
    }

    #[tokio::test]
    async fn a_spread_key_reads_as_one_partition_in_order_with_limits_and_counts() {
        let inner: SharedStore = Arc::new(EmbeddedStore::in_memory());
        // written before the spread: under the plain key
        for n in 0..5 {
            inner.transact(vec![event(n, "m")]).await.unwrap();
        }
        let s = over(inner.clone(), 8);
        for n in 5..60 {
            s.transact(vec![event(n, "m")]).await.unwrap();
        }
        s.transact(vec![event(99, "other")]).await.unwrap();
        // the index keys really are spread below
        let plain = Query::index(Index::Gsi1, "MER#m#EVENTS");
        assert_eq!(inner.count(&plain).await.unwrap(), 5);
        let mut used = 0;
        for n in 0..8 {
            let q = Query::index(Index::Gsi1, format!("MER#m#EVENTS#~{n:02}"));
            used += usize::from(inner.count(&q).await.unwrap() > 0);
        }
        assert!(used >= 6, "{used}");
        // and read as one
        assert_eq!(s.count(&plain).await.unwrap(), 60);
        let all: Vec<u64> = s
            .query(&plain)
            .await
            .unwrap()
            .iter()
            .map(|i| i["n"].as_u64().unwrap())
            .collect();
        assert_eq!(all, (0..60).collect::<Vec<_>>());
        let page = s
            .query(
                &plain
                    .clone()
                    .sk(SkRange::Between(
                        "2026-01-01T00:00:0030".into(),
                        "2026-01-01T00:00:0041".into(),
                    ))
                    .backward()
                    .limit(3),
            )
            .await
            .unwrap();
        let page: Vec<u64> = page.iter().map(|i| i["n"].as_u64().unwrap()).collect();
        assert_eq!(page, vec![41, 40, 39]);
        // an update that sets the key places it the same way; other indexes are left alone
        let mut set = Item::new();
        set.insert("gsi1pk".into(), "MER#m#EVENTS".into());
        set.insert("gsi2pk".into(), "OUTBOX#3".into());
        s.transact(vec![Write::Update {
            key: Key::new("EVT#0001", "EVENT"),
            set,
            add: vec![],
            cond: None,
        }])
        .await
        .unwrap();
        let got = inner
            .get(&Key::new("EVT#0001", "EVENT"))
            .await
            .unwrap()
            .unwrap();
        assert!(got["gsi1pk"]
            .as_str()
            .unwrap()
            .starts_with("MER#m#EVENTS#~"));
        assert_eq!(got["gsi2pk"], "OUTBOX#3");
        assert_eq!(s.count(&plain).await.unwrap(), 60);
    }

    #[test]
    fn only_the_hot_merchant_keys_are_spread() {
        assert!(hot(Index::Gsi1, "MER#m#EVENTS"));
        assert!(hot(Index::Gsi1, "MER#m#PAYS"));
        assert!(hot(Index::Gsi1, "MER#m#JOURNAL"));
        assert!(hot(Index::Gsi3, "MER#m#PAYS#IQD#completed"));
        assert!(!hot(Index::Gsi1, "MER#m#PLANS"));
        assert!(!hot(Index::Gsi1, "MER#m#EVENTS#~03"));
        assert!(!hot(Index::Gsi2, "OUTBOX#3"));
        assert!(!hot(Index::Gsi4, "MER#m#PAYU#usr_1"));
        assert!(hot(Index::Gsi3, "MER#m#BTXN"));
        assert!(hot(Index::Gsi4, "MER#m#BTXN#payment"));
        assert!(!hot(Index::Gsi4, "MER#m#BTXN#payment#~02"));
    }
}
