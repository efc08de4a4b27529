//! The redb engine: a copy-on-write B-tree in one file (or in memory). redb runs one write
//! transaction at a time; a group is one redb write transaction, so its members see each
//! other's writes, and a reader sees a group only once it is committed and fsynced.

use super::engine::{Engine, View, Visit, PURGE_BATCH};
use super::keys::{entry_target, index_key, ttl_upto, Table, ENTRY_TABLES};
use super::plan::{decode, err, plan, Moves, Planned, Prepared, Want};
use crate::model::{expired, Index, Item, StoreError};
use redb::{
    backends::InMemoryBackend, Database, ReadOnlyTable, ReadTransaction, ReadableDatabase,
    ReadableTable, ReadableTableMetadata, TableDefinition, WriteTransaction,
};
use std::borrow::Cow;
use std::path::Path;

const ITEMS: TableDefinition<&str, &[u8]> = TableDefinition::new("items");

/// An entry table (index or TTL): entry key -> main key.
fn entries(t: Table) -> TableDefinition<'static, &'static str, &'static str> {
    TableDefinition::new(t.name())
}

pub(crate) struct Redb {
    db: Database,
}

impl Redb {
    pub fn open(path: &Path) -> Result<Redb, StoreError> {
        Self::init(Database::create(path).map_err(err)?)
    }

    pub fn in_memory() -> Result<Redb, StoreError> {
        let db = Database::builder()
            .create_with_backend(InMemoryBackend::new())
            .map_err(err)?;
        Self::init(db)
    }

    fn init(db: Database) -> Result<Redb, StoreError> {
        let tx = db.begin_write().map_err(err)?;
        tx.open_table(ITEMS).map_err(err)?;
        for t in ENTRY_TABLES {
            tx.open_table(entries(t)).map_err(err)?;
        }
        tx.commit().map_err(err)?;
        Ok(Redb { db })
    }

    /// Compacts the file at `path` (no server may have it open): pages freed by
    /// copy-on-write are given back and the file shrinks. Returns (bytes before, after).
    pub fn compact_file(path: &Path) -> Result<(u64, u64), StoreError> {
        let size = || std::fs::metadata(path).map(|m| m.len()).map_err(err);
        let before = size()?;
        let mut db = Database::open(path).map_err(err)?;
        while db.compact().map_err(err)? {}
        drop(db);
        Ok((before, size()?))
    }

    /// Every item's bytes, in key order, handed to `each` (for the migration).
    pub fn each_item(
        path: &Path,
        each: &mut dyn FnMut(&[u8]) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        let db = Database::open(path).map_err(err)?;
        let tx = db.begin_read().map_err(err)?;
        let items = tx.open_table(ITEMS).map_err(err)?;
        for row in items.iter().map_err(err)? {
            each(row.map_err(err)?.1.value())?;
        }
        Ok(())
    }
}

/// Applies one member inside the group's transaction. `Ok(Err(_))`: the member is refused
/// and wrote nothing; `Err(_)`: the store failed and the group must be aborted.
fn apply_member(
    tx: &WriteTransaction,
    writes: &mut Prepared,
) -> Result<Result<(), StoreError>, StoreError> {
    let mut moved = Moves::default();
    let planned = {
        let items = tx.open_table(ITEMS).map_err(err)?;
        let before = |k: &str, _: u64, want: Want<'_>| match items.get(k).map_err(err)? {
            Some(v) => Ok(Some(want.read(v.value(), k)?)),
            None => Ok(None),
        };
        match plan(writes, before, &mut moved)? {
            Ok(p) => p,
            Err(refused) => return Ok(Err(refused)),
        }
    };
    write(&planned, &moved, tx)?;
    Ok(Ok(()))
}

fn write(planned: &Planned, moved: &Moves, tx: &WriteTransaction) -> Result<(), StoreError> {
    {
        let mut items = tx.open_table(ITEMS).map_err(err)?;
        for (key, _, after) in &planned.written {
            match after {
                Some(bytes) => items.insert(*key, &**bytes),
                None => items.remove(*key),
            }
            .map_err(err)?;
        }
    }
    for (t, moves) in ENTRY_TABLES.into_iter().zip(moved) {
        let mut table = tx.open_table(entries(t)).map_err(err)?;
        for (entry, present) in moves {
            if *present {
                table.insert(&**entry, "").map_err(err)?;
            } else {
                table.remove(&**entry).map_err(err)?;
            }
        }
    }
    Ok(())
}

impl Engine for Redb {
    fn view(&self) -> Result<Box<dyn View + '_>, StoreError> {
        let tx = self.db.begin_read().map_err(err)?;
        let items = tx.open_table(ITEMS).map_err(err)?;
        Ok(Box::new(RedbView { tx, items }))
    }

    fn commit_group(&self, members: &mut [&mut Prepared]) -> Vec<Result<(), StoreError>> {
        let n = members.len();
        let all = |e: StoreError| vec![Err(e); n];
        let tx = match self.db.begin_write() {
            Ok(tx) => tx,
            Err(e) => return all(err(e)),
        };
        let mut results = Vec::with_capacity(members.len());
        for m in members.iter_mut() {
            match apply_member(&tx, m) {
                Ok(r) => results.push(r),
                // the transaction is half-written: abort it, nobody is applied
                Err(fatal) => return all(fatal),
            }
        }
        match tx.commit() {
            Ok(()) => results,
            Err(e) => all(err(e)),
        }
    }

    fn purge_step(&self, now: i64) -> Result<(usize, usize), StoreError> {
        let upto = ttl_upto(now);
        let tx = self.db.begin_write().map_err(err)?;
        let (seen, deleted);
        {
            let mut ttl = tx.open_table(entries(Table::Ttl)).map_err(err)?;
            let due: Vec<(String, String)> = ttl
                .range(..upto.as_str())
                .map_err(err)?
                .take(PURGE_BATCH)
                .map(|r| {
                    r.map(|(k, _)| {
                        let k = k.value().to_string();
                        let main = entry_target(&k).to_string();
                        (k, main)
                    })
                })
                .collect::<Result<_, _>>()
                .map_err(err)?;
            seen = due.len();
            let mut items = tx.open_table(ITEMS).map_err(err)?;
            let mut gone: Vec<Item> = Vec::new();
            for (tk, mk) in &due {
                ttl.remove(tk.as_str()).map_err(err)?;
                let item = match items.get(mk.as_str()).map_err(err)? {
                    Some(v) => decode(v.value())?,
                    None => continue,
                };
                // Rewritten since with a later ttl (or none): its own entry decides.
                if !expired(&item, now) {
                    continue;
                }
                items.remove(mk.as_str()).map_err(err)?;
                gone.push(item);
            }
            for ix in Index::ALL {
                let mut t = tx.open_table(entries(Table::Index(ix))).map_err(err)?;
                for item in &gone {
                    if let Some(k) = index_key(ix, item) {
                        t.remove(k.as_str()).map_err(err)?;
                    }
                }
            }
            deleted = gone.len();
        }
        tx.commit().map_err(err)?;
        Ok((seen, deleted))
    }

    fn raw_len(&self) -> Result<u64, StoreError> {
        let tx = self.db.begin_read().map_err(err)?;
        let t = tx.open_table(ITEMS).map_err(err)?;
        t.len().map_err(err)
    }
}

fn item_bytes(v: &[u8]) -> &[u8] {
    v
}

struct RedbView {
    tx: ReadTransaction,
    items: ReadOnlyTable<&'static str, &'static [u8]>,
}

impl View for RedbView {
    fn bytes(&self, key: &str) -> Result<Option<Cow<'_, [u8]>>, StoreError> {
        Ok(self
            .items
            .get(key)
            .map_err(err)?
            .map(|v| Cow::Owned(v.value().to_vec())))
    }

    fn scan(
        &self,
        table: Table,
        lo: &str,
        hi: &str,
        forward: bool,
        each: &mut Visit<'_>,
    ) -> Result<(), StoreError> {
        macro_rules! walk {
            ($t:expr, $bytes:expr) => {{
                let rows = $t.range(lo..=hi).map_err(err)?;
                let rows: Box<dyn Iterator<Item = _>> = if forward {
                    Box::new(rows)
                } else {
                    Box::new(rows.rev())
                };
                for row in rows {
                    let (k, v) = row.map_err(err)?;
                    if each(k.value(), $bytes(v.value()))? {
                        break;
                    }
                }
            }};
        }
        match table {
            Table::Items => walk!(self.items, item_bytes),
            t => {
                let entries = self.tx.open_table(entries(t)).map_err(err)?;
                walk!(entries, str::as_bytes)
            }
        }
        Ok(())
    }
}
