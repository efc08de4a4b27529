//! What an embedded engine is: how the facade reads it (a `View`) and writes it (groups and
//! purge steps, on the committer thread), and which engines there are.

use super::keys::Table;
use super::plan::Prepared;
use crate::encoding::decode;
use crate::model::{Item, StoreError};
use std::borrow::Cow;
use std::path::{Path, PathBuf};

/// Most items one purge step deletes.
pub(crate) const PURGE_BATCH: usize = 500;

/// Which engine holds the data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EngineKind {
    /// The state in memory, every group appended to a log and fsynced, snapshots as the log
    /// grows.
    Log,
    /// fjall: an LSM tree with a journal (for data beyond memory; compared and migrated).
    Lsm,
    /// redb: a copy-on-write B-tree in one file (the first engine; compared and migrated).
    Redb,
}

impl EngineKind {
    /// The engine `sanduq serve` uses.
    pub const SHIPPED: EngineKind = EngineKind::Log;

    /// Where this engine keeps its data inside a data dir (a directory for `Log` and `Lsm`,
    /// a file for `Redb`).
    pub fn path_in(self, data_dir: &Path) -> PathBuf {
        data_dir.join(match self {
            EngineKind::Log => "log",
            EngineKind::Lsm => "store",
            EngineKind::Redb => "sanduq.redb",
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            EngineKind::Log => "log",
            EngineKind::Lsm => "lsm",
            EngineKind::Redb => "redb",
        }
    }
}

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

/// What an engine does; the committer and the reads are the same for both.
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
