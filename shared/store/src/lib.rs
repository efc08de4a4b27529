//! The Store port: item-shaped like DynamoDB — get, query by partition and sort-key range
//! (on the table or a GSI), and one all-or-nothing transactional write whose parts carry
//! conditions. Domain code is written once against it; adapters stay thin.
//!
//! Features: `embedded` (the embedded store, for `sanduq serve`) and `aws` (DynamoDB and SQS,
//! for the Lambda functions); both by default. A Lambda function's crate takes `aws` only,
//! so its binary links no embedded engine (`sam build` builds each function on its own).

#[cfg(feature = "aws")]
pub mod calls;
#[cfg(feature = "aws")]
mod dynamo;
#[cfg(feature = "embedded")]
mod embedded;
mod encoded;
mod encoding;
mod joined;
mod model;
pub mod packed;
mod prefetched;
pub mod queue;
#[cfg(feature = "aws")]
mod sqs;
mod stored;

#[cfg(feature = "aws")]
pub use dynamo::DynamoStore;
#[cfg(feature = "embedded")]
pub use embedded::{answer_here, on_snapshot, EmbeddedStore, Loss, LOG_DIR};
pub use encoded::{Encoded, ItemWriter};
pub use joined::Joined;
pub use model::{
    check_transaction, item_bytes, number_in_range, push_sortable, Cond, Index, Item, Key, Query,
    SkRange, StoreError, Write, MAX_ITEM_BYTES, MAX_WRITES, SORTABLE_DIGITS,
};
pub use prefetched::Prefetched;
pub use queue::{Outgoing, Queue, Received, SharedQueue, StoreQueue};
#[cfg(feature = "aws")]
pub use sqs::SqsQueue;
pub use stored::Stored;

use std::sync::Arc;

#[async_trait::async_trait]
pub trait Store: Send + Sync + 'static {
    /// The item at `key`, or None. Items whose `ttl` (Unix seconds) has passed are absent.
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError>;
    /// The items at `keys`, in the same order (None where absent): one round trip where the
    /// adapter can batch (DynamoDB's BatchGetItem), else one get after another. Each item
    /// is read as `get` would; the set is not one snapshot (the writes' conditions guard).
    async fn get_many(&self, keys: &[Key]) -> Result<Vec<Option<Item>>, StoreError> {
        let mut out = Vec::with_capacity(keys.len());
        for k in keys {
            out.push(self.get(k).await?);
        }
        Ok(out)
    }
    /// `get`'s item as the store holds it, to be read straight into a type (`Stored::read`):
    /// the embedded store hands over the item's bytes, no map of it built. By default,
    /// `get`'s map.
    async fn get_stored(&self, key: &Key) -> Result<Option<Stored>, StoreError> {
        Ok(self.get(key).await?.map(Stored::from_item))
    }
    /// `get_many`'s items as `get_stored` hands them over. By default, `get_many`'s maps.
    async fn get_many_stored(&self, keys: &[Key]) -> Result<Vec<Option<Stored>>, StoreError> {
        Ok(self
            .get_many(keys)
            .await?
            .into_iter()
            .map(|i| i.map(Stored::from_item))
            .collect())
    }
    /// Items in one partition (of the table or an index) whose sort key is in range,
    /// ordered by sort key (reversed when `forward` is false), TTL-expired items left out.
    async fn query(&self, q: &Query) -> Result<Vec<Item>, StoreError>;
    /// `query`'s items as `get_stored` hands them over, to be read straight into a type: the
    /// embedded store hands over each item's bytes. By default, `query`'s maps.
    async fn query_stored(&self, q: &Query) -> Result<Vec<Stored>, StoreError> {
        Ok(self
            .query(q)
            .await?
            .into_iter()
            .map(Stored::from_item)
            .collect())
    }
    /// How many items the query's range holds (its `limit` ignored), without returning them.
    /// Items whose TTL has passed but that the store has not removed yet may be counted, as
    /// DynamoDB's `Select=COUNT` counts them.
    async fn count(&self, q: &Query) -> Result<usize, StoreError>;
    /// Applies every write or none. Conditions are evaluated against the state before the
    /// transaction; failed ones give `ConditionFailed` with their indexes. An empty
    /// transaction, or one over `MAX_WRITES`, is `Invalid`; an item over `MAX_ITEM_BYTES`
    /// or a number out of range is `Rejected` (as DynamoDB refuses them).
    async fn transact(&self, writes: Vec<Write>) -> Result<(), StoreError>;
    /// Applies each of `each` as `transact` would, on its own: one failing leaves the others
    /// alone, and no order among them is promised. Answers each, in order. By default all at
    /// once (DynamoDB: one call each, in flight together); the embedded store hands them to
    /// its committer together, one job and one answer (docs/bench-history.jsonl, "The relay's deletes
    /// as one job, a lane's own timer").
    async fn transact_each(&self, each: Vec<Vec<Write>>) -> Vec<Result<(), StoreError>> {
        futures_util::future::join_all(each.into_iter().map(|w| self.transact(w))).await
    }
}

pub type SharedStore = Arc<dyn Store>;

/// Unix seconds now, for TTL checks (transport time, not a merchant's test clock).
#[cfg(any(feature = "aws", feature = "embedded"))]
pub(crate) fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}
