//! What an embedded engine is: how the facade reads it (a `View`) and writes it (groups and
//! purge steps, on the committer thread), and where it keeps its data.

use super::keys::Table;
use super::plan::Prepared;
use crate::encoding::decode;
use crate::model::{Item, StoreError};
use std::borrow::Cow;

/// Most items one purge step deletes.
pub(crate) const PURGE_BATCH: usize = 500;

/// Where the engine keeps its data inside a data dir.
pub const LOG_DIR: &str = "log";

/// What engines before this one left in a data dir (redb's file, fjall's directory): their
/// data is no longer read (docs/decisions.md, "One embedded engine").
pub(crate) const RETIRED: [&str; 2] = ["sanduq.redb", "store"];

/// What a scan hands each entry to (key, value): true stops the scan.
pub(crate) type Visit<'a> = dyn FnMut(&str, &[u8]) -> Result<bool, StoreError> + 'a;

/// A consistent read of the engine's state: what was committed when it was taken.
pub(crate) trait View {
    /// The bytes of the item at a main key (expired or not), as the engine keeps them
    /// (`crate::encoding`): borrowed where the engine holds them in memory.
    fn bytes(&self, key: &str) -> Result<Option<Cow<'_, [u8]>>, StoreError>;
    /// The item at a main key (expired or not).
    fn item(&self, key: &str) -> Result<Option<Item>, StoreError> {
        self.bytes(key)?.map(|b| decode(&b)).transpose()
    }
    /// The entries of `table` whose keys are in `lo..=hi`, in key order (reversed when
    /// `forward` is false), each handed to `each` until it returns true. `lo..=hi` lies
    /// within one partition (`keys::bounds`): the log engine keeps only each partition's
    /// items in key order, not the partitions.
    fn scan(
        &self,
        table: Table,
        lo: &str,
        hi: &str,
        forward: bool,
        each: &mut Visit<'_>,
    ) -> Result<(), StoreError>;
}

/// What the engine does for the committer and the reads.
pub(crate) trait Engine: Send + Sync + 'static {
    fn view(&self) -> Result<Box<dyn View + '_>, StoreError>;
    /// Commits `members` as one group (group commit: the doc of `embedded.rs`): one result
    /// per member.
    fn commit_group(&self, members: &mut [&mut Prepared]) -> Vec<Result<(), StoreError>>;
    /// Deletes up to `PURGE_BATCH` items whose `ttl` is at or before `now`, index entries
    /// included; returns (TTL entries looked at, items deleted).
    fn purge_step(&self, now: i64) -> Result<(usize, usize), StoreError>;
    /// How many items the engine holds, expired or not.
    fn raw_len(&self) -> Result<u64, StoreError>;
}
