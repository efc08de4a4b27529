//! The LSM engine (fjall): each table a keyspace of one database. A group is planned on the
//! committer thread against the last committed state plus the group's own earlier members
//! (an overlay), then written as one fjall batch: appended to the journal and fsynced
//! (`PersistMode::SyncData`) before it reaches the memtables, so a reader never sees a write
//! that is not durable. Reads take a snapshot: one group is seen whole or not at all.
//! Flushes of memtables to sorted tables and their compaction run on fjall's own threads.

use super::engine::{Engine, View, Visit, PURGE_BATCH};
use super::keys::{entry_target, index_key, main_key_of, ttl_upto, Table, ENTRY_TABLES};
use super::plan::{decode, encode, err, plan_group, GroupPlan, Prepared};
use crate::model::{expired, Index, StoreError};
use fjall::config::{BlockSizePolicy, CompressionPolicy};
use fjall::{
    CompressionType, Database, Keyspace, KeyspaceCreateOptions, PersistMode, Readable, Snapshot,
};
use std::borrow::Cow;
use std::path::Path;

pub(crate) struct Lsm {
    db: Database,
    /// In `Table::ALL` order.
    tables: Vec<Keyspace>,
    /// Whether each group is fsynced before it is answered (off only for test stores).
    durable: bool,
}

/// Every table's options: sorted tables' data blocks of 16 KiB (4 by default), LZ4 at every
/// level (fjall's default leaves the first two levels plain); docs/speed.md, "The engine",
/// has what it saves.
fn options() -> KeyspaceCreateOptions {
    KeyspaceCreateOptions::default()
        .data_block_compression_policy(CompressionPolicy::all(CompressionType::Lz4))
        .data_block_size_policy(BlockSizePolicy::all(16 * 1024))
}

/// The journal's most (fjall's least): past it the oldest memtables are flushed to sorted
/// tables and their journal files deleted, so a data dir carries at most this much
/// uncompressed (the default, 512 MiB, is a laptop's disk for nothing).
const MAX_JOURNAL_BYTES: u64 = 64 * 1024 * 1024;

impl Lsm {
    /// Opens (or creates) the database in the directory `path`; a `temporary` one is
    /// deleted when dropped.
    pub fn open(path: &Path, durable: bool, temporary: bool) -> Result<Lsm, StoreError> {
        let db = Database::builder(path)
            .max_journaling_size(MAX_JOURNAL_BYTES)
            .temporary(temporary)
            .open()
            .map_err(err)?;
        let tables = Table::ALL
            .iter()
            .map(|t| db.keyspace(t.name(), options))
            .collect::<Result<Vec<_>, _>>()
            .map_err(err)?;
        Ok(Lsm {
            db,
            tables,
            durable,
        })
    }

    fn table(&self, t: Table) -> &Keyspace {
        let n = Table::ALL.iter().position(|x| *x == t).unwrap_or(0);
        &self.tables[n]
    }

    /// Compacts every table fully (older versions and tombstones dropped), then waits for
    /// the journal to be written out.
    pub fn compact(&self) -> Result<(), StoreError> {
        for t in &self.tables {
            t.rotate_memtable_and_wait().map_err(err)?;
            t.major_compact().map_err(err)?;
        }
        self.db.persist(PersistMode::SyncAll).map_err(err)
    }

    /// Writes items (their index and TTL entries with them; each in this engine's encoding,
    /// whatever it came in) as one durable batch: the migration's way in.
    pub fn load(&self, items: &[Vec<u8>]) -> Result<(), StoreError> {
        let mut batch = self.db.batch().durability(Some(PersistMode::SyncData));
        for bytes in items {
            let item = decode(bytes)?;
            let key = main_key_of(&item)?;
            for (n, t) in ENTRY_TABLES.into_iter().enumerate() {
                let entry = match t {
                    Table::Index(ix) => index_key(ix, &item),
                    _ => super::keys::ttl_key(&item, &key),
                };
                if let Some(e) = entry {
                    batch.insert(&self.tables[n + 1], e, "");
                }
            }
            batch.insert(self.table(Table::Items), key, encode(&item)?);
        }
        batch.commit().map_err(err)
    }

    /// Every item's bytes in the store at `path`, in key order (the migration's way out).
    pub fn each_item(
        path: &Path,
        each: &mut dyn FnMut(&[u8]) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        let lsm = Lsm::open(path, true, false)?;
        let snap = lsm.db.snapshot();
        for row in snap.iter(lsm.table(Table::Items)) {
            let (_, v) = row.into_inner().map_err(err)?;
            each(&v)?;
        }
        Ok(())
    }

    fn durability(&self) -> Option<PersistMode> {
        self.durable.then_some(PersistMode::SyncData)
    }
}

impl Engine for Lsm {
    fn view(&self) -> Result<Box<dyn View + '_>, StoreError> {
        Ok(Box::new(LsmView {
            lsm: self,
            snap: self.db.snapshot(),
        }))
    }

    fn commit_group(&self, members: &mut [&mut Prepared]) -> Vec<Result<(), StoreError>> {
        let n = members.len();
        let all = |e: StoreError| vec![Err(e); n];
        let snap = self.db.snapshot();
        let items = self.table(Table::Items);
        let GroupPlan {
            results,
            written,
            moved,
        } = match plan_group(members, |k, _| snap.get(items, k).map_err(err)) {
            Ok(g) => g,
            Err(fatal) => return all(fatal),
        };
        if written.is_empty() {
            return results;
        }
        let mut batch = self.db.batch().durability(self.durability());
        for (key, (_, after)) in written {
            match after {
                Some(bytes) => batch.insert(items, key, &*bytes),
                None => batch.remove(items, key),
            }
        }
        for (n, entries) in moved.into_iter().enumerate() {
            let table = &self.tables[n + 1];
            // one operation per key in a batch (they share a sequence number): the last move
            let net: std::collections::BTreeMap<std::borrow::Cow<'_, str>, bool> =
                entries.into_iter().collect();
            for (entry, present) in net {
                if present {
                    batch.insert(table, &*entry, "");
                } else {
                    batch.remove(table, &*entry);
                }
            }
        }
        match batch.commit() {
            Ok(()) => results,
            Err(e) => all(err(e)),
        }
    }

    fn purge_step(&self, now: i64) -> Result<(usize, usize), StoreError> {
        let snap = self.db.snapshot();
        let upto = ttl_upto(now);
        let ttl = self.table(Table::Ttl);
        let items = self.table(Table::Items);
        let mut batch = self.db.batch();
        let mut seen = 0;
        let mut deleted = 0;
        for row in snap.range(ttl, ..upto.as_str()).take(PURGE_BATCH) {
            let tk = row.key().map_err(err)?;
            let mk = entry_target(std::str::from_utf8(&tk).map_err(err)?).to_string();
            seen += 1;
            batch.remove(ttl, tk.clone());
            let Some(bytes) = snap.get(items, &mk).map_err(err)? else {
                continue;
            };
            let item = decode(&bytes)?;
            // Rewritten since with a later ttl (or none): its own entry decides.
            if !expired(&item, now) {
                continue;
            }
            for ix in Index::ALL {
                if let Some(k) = index_key(ix, &item) {
                    batch.remove(self.table(Table::Index(ix)), k);
                }
            }
            batch.remove(items, mk);
            deleted += 1;
        }
        batch.commit().map_err(err)?;
        Ok((seen, deleted))
    }

    fn raw_len(&self) -> Result<u64, StoreError> {
        let n = self.db.snapshot().iter(self.table(Table::Items)).count();
        Ok(n as u64)
    }
}

struct LsmView<'a> {
    lsm: &'a Lsm,
    snap: Snapshot,
}

impl View for LsmView<'_> {
    fn bytes(&self, key: &str) -> Result<Option<Cow<'_, [u8]>>, StoreError> {
        Ok(self
            .snap
            .get(self.lsm.table(Table::Items), key)
            .map_err(err)?
            .map(|v| Cow::Owned(v.to_vec())))
    }

    fn scan(
        &self,
        table: Table,
        lo: &str,
        hi: &str,
        forward: bool,
        each: &mut Visit<'_>,
    ) -> Result<(), StoreError> {
        let rows = self.snap.range(self.lsm.table(table), lo..=hi);
        let rows: Box<dyn Iterator<Item = fjall::Guard>> = if forward {
            Box::new(rows)
        } else {
            Box::new(rows.rev())
        };
        for row in rows {
            let (k, v) = row.into_inner().map_err(err)?;
            let k = std::str::from_utf8(&k).map_err(err)?;
            if each(k, &v)? {
                break;
            }
        }
        Ok(())
    }
}
