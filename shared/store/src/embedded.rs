//! The embedded adapter: redb, one file in the data dir (or in memory for tests).
//! redb runs one write transaction at a time, so evaluating every condition and applying
//! every write inside one redb write transaction is atomic and serializable.
//!
//! **Group commit.** Transactions go to one committer thread. Those that arrive while a
//! commit is in flight are committed together, in arrival order, in one redb write
//! transaction and one fsync. Each member keeps its own all-or-nothing semantics: its
//! conditions are checked against the state including the earlier members of its group, a
//! member whose condition fails (or whose content is refused) writes nothing and the others
//! go on, and no member is answered before the group is durable. A failure of the store
//! itself mid-group aborts the whole group: every member gets `Unavailable`, none applied.
//! Items with a `ttl` are also listed in a TTL table by expiry, so `purge_expired` deletes
//! them in the background as DynamoDB's TTL does (reads ignore them before that).

use crate::model::{
    check_transaction, expired, item_bytes, Index, Item, Key, Query, SkRange, StoreError, Write,
    MAX_ITEM_BYTES, SEP,
};
use crate::{unix_now, Store};
use redb::{
    backends::InMemoryBackend, Database, ReadableDatabase, ReadableTable, ReadableTableMetadata,
    TableDefinition, WriteTransaction,
};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc};
use std::thread::JoinHandle;

const ITEMS: TableDefinition<&str, &[u8]> = TableDefinition::new("items");
const GSI1: TableDefinition<&str, &str> = TableDefinition::new("gsi1");
const GSI2: TableDefinition<&str, &str> = TableDefinition::new("gsi2");
const GSI3: TableDefinition<&str, &str> = TableDefinition::new("gsi3");
const GSI4: TableDefinition<&str, &str> = TableDefinition::new("gsi4");
const GSI5: TableDefinition<&str, &str> = TableDefinition::new("gsi5");
/// `<ttl, 20 digits><SEP><main key>` -> main key: items by expiry, for the purge.
const TTL: TableDefinition<&str, &str> = TableDefinition::new("ttl");
/// The tables whose entries point at items: the indexes (in `Index::ALL` order) and the TTL
/// table, last.
const ENTRY_TABLES: [TableDefinition<&str, &str>; 6] = [GSI1, GSI2, GSI3, GSI4, GSI5, TTL];
/// Most items one purge transaction deletes.
const PURGE_BATCH: usize = 500;
/// Most transactions one group commits.
pub const MAX_GROUP: usize = 256;

fn index_table(i: Index) -> TableDefinition<'static, &'static str, &'static str> {
    match i {
        Index::Gsi1 => GSI1,
        Index::Gsi2 => GSI2,
        Index::Gsi3 => GSI3,
        Index::Gsi4 => GSI4,
        Index::Gsi5 => GSI5,
    }
}

#[derive(Clone)]
pub struct EmbeddedStore {
    db: Arc<Database>,
    committer: Arc<Committer>,
}

/// One transaction waiting for its group.
struct Job {
    writes: Vec<Write>,
    reply: tokio::sync::oneshot::Sender<Result<(), StoreError>>,
}

/// The committer thread and the way to it. Dropped with the last store handle: the thread
/// ends and the database file is closed before the drop returns (so it can be reopened).
struct Committer {
    jobs: Option<mpsc::Sender<Job>>,
    thread: Option<JoinHandle<()>>,
    stats: Arc<GroupStats>,
}

/// How many transactions and groups the committer has committed (or refused).
#[derive(Default)]
struct GroupStats {
    transactions: AtomicU64,
    groups: AtomicU64,
}

impl Committer {
    fn start(db: Arc<Database>) -> Committer {
        let (jobs, rx) = mpsc::channel::<Job>();
        let stats = Arc::new(GroupStats::default());
        let counted = stats.clone();
        let thread = std::thread::Builder::new()
            .name("sanduq-commit".into())
            .spawn(move || {
                while let Ok(first) = rx.recv() {
                    let mut group = vec![first];
                    while group.len() < MAX_GROUP {
                        match rx.try_recv() {
                            Ok(j) => group.push(j),
                            Err(_) => break,
                        }
                    }
                    let members: Vec<&[Write]> =
                        group.iter().map(|j| j.writes.as_slice()).collect();
                    let results = commit_group(&db, &members);
                    counted.groups.fetch_add(1, Ordering::Relaxed);
                    counted
                        .transactions
                        .fetch_add(results.len() as u64, Ordering::Relaxed);
                    for (j, r) in group.into_iter().zip(results) {
                        let _ = j.reply.send(r);
                    }
                }
            })
            .expect("the committer thread starts");
        Committer {
            jobs: Some(jobs),
            thread: Some(thread),
            stats,
        }
    }
}

impl Drop for Committer {
    fn drop(&mut self) {
        self.jobs.take();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Commits `members` as one group (see the module's doc): one result per member.
fn commit_group(db: &Database, members: &[&[Write]]) -> Vec<Result<(), StoreError>> {
    let all = |e: StoreError| vec![Err(e); members.len()];
    let tx = match db.begin_write() {
        Ok(tx) => tx,
        Err(e) => return all(err(e)),
    };
    let mut results = Vec::with_capacity(members.len());
    for m in members {
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

/// Applies one member inside the group's transaction. `Ok(Err(_))`: the member is refused
/// and wrote nothing; `Err(_)`: the store failed and the group must be aborted.
fn apply_member(
    tx: &WriteTransaction,
    writes: &[Write],
) -> Result<Result<(), StoreError>, StoreError> {
    let planned = {
        let items = tx.open_table(ITEMS).map_err(err)?;
        match plan(&items, writes)? {
            Ok(p) => p,
            Err(refused) => return Ok(Err(refused)),
        }
    };
    planned.write(tx)?;
    Ok(Ok(()))
}

/// A transaction worked out against one state: for each item, the bytes (and index and TTL
/// entries) it leaves.
struct Planned {
    entries: Vec<Entry>,
}

struct Entry {
    key: String,
    /// None for a condition check (nothing written).
    change: Option<Change>,
}

struct Change {
    /// None: the item is deleted.
    after: Option<Vec<u8>>,
    /// (entry to remove, entry to insert) in each of `ENTRY_TABLES`.
    index: [(Option<String>, Option<String>); 6],
}

/// Works out `writes` against the items `items` holds. `Ok(Err(_))`: the transaction is
/// refused (a condition fails, a content is refused); `Err(_)`: the store failed.
fn plan(
    items: &impl ReadableTable<&'static str, &'static [u8]>,
    writes: &[Write],
) -> Result<Result<Planned, StoreError>, StoreError> {
    let keys = match check_transaction(writes) {
        Ok(k) => k,
        Err(e) => return Ok(Err(e)),
    };
    let mut entries = Vec::with_capacity(writes.len());
    let mut failed = Vec::new();
    for (i, (w, k)) in writes.iter().zip(&keys).enumerate() {
        let key = main_key(k);
        let before = match items.get(key.as_str()).map_err(err)? {
            Some(v) => Some(decode(v.value())?),
            None => None,
        };
        if w.cond().is_some_and(|c| !c.holds(before.as_ref())) {
            failed.push(i);
            continue;
        }
        let change = if matches!(w, Write::Check { .. }) {
            None
        } else {
            let after = match w.apply(before.as_ref()) {
                Ok(a) => a,
                Err(e) => return Ok(Err(e)),
            };
            if let Some(a) = &after {
                let n = item_bytes(a);
                if n > MAX_ITEM_BYTES {
                    return Ok(Err(StoreError::Rejected(format!(
                        "item of {n} bytes is over the {MAX_ITEM_BYTES}-byte limit"
                    ))));
                }
            }
            let ix = |i: Index| {
                (
                    before.as_ref().and_then(|b| index_key(i, b)),
                    after.as_ref().and_then(|a| index_key(i, a)),
                )
            };
            let ttl = (
                before.as_ref().and_then(|b| ttl_key(b, &key)),
                after.as_ref().and_then(|a| ttl_key(a, &key)),
            );
            let [g1, g2, g3, g4, g5] = Index::ALL.map(ix);
            let index = [g1, g2, g3, g4, g5, ttl];
            let after = match &after {
                Some(a) => Some(serde_json::to_vec(a).map_err(err)?),
                None => None,
            };
            Some(Change { after, index })
        };
        entries.push(Entry { key, change });
    }
    if !failed.is_empty() {
        return Ok(Err(StoreError::ConditionFailed { failed }));
    }
    Ok(Ok(Planned { entries }))
}

impl Planned {
    fn write(&self, tx: &WriteTransaction) -> Result<(), StoreError> {
        let changes = || {
            self.entries
                .iter()
                .filter_map(|e| Some((e, e.change.as_ref()?)))
        };
        {
            let mut items = tx.open_table(ITEMS).map_err(err)?;
            for (e, c) in changes() {
                match &c.after {
                    Some(bytes) => items.insert(e.key.as_str(), bytes.as_slice()),
                    None => items.remove(e.key.as_str()),
                }
                .map_err(err)?;
            }
        }
        for (n, t) in ENTRY_TABLES.into_iter().enumerate() {
            let mut table = tx.open_table(t).map_err(err)?;
            for (e, c) in changes() {
                let (old, new) = &c.index[n];
                if old == new {
                    continue;
                }
                if let Some(old) = old {
                    table.remove(old.as_str()).map_err(err)?;
                }
                if let Some(new) = new {
                    table.insert(new.as_str(), e.key.as_str()).map_err(err)?;
                }
            }
        }
        Ok(())
    }
}

fn err(e: impl std::fmt::Display) -> StoreError {
    StoreError::Unavailable(e.to_string())
}

fn main_key(k: &Key) -> String {
    format!("{}{SEP}{}", k.pk, k.sk)
}

/// The index entry of an item, if it carries both index attributes.
fn index_key(i: Index, item: &Item) -> Option<String> {
    let (p, s) = i.attrs();
    let pk = item.get(p)?.as_str()?;
    let sk = item.get(s)?.as_str()?;
    Some(format!(
        "{pk}{SEP}{sk}{SEP}{}{SEP}{}",
        item["pk"].as_str()?,
        item["sk"].as_str()?
    ))
}

/// The TTL-table entry of an item, if it carries a numeric `ttl`.
fn ttl_key(item: &Item, main: &str) -> Option<String> {
    let t = item.get("ttl")?.as_i64()?.max(0);
    Some(format!("{t:020}{SEP}{main}"))
}

fn decode(bytes: &[u8]) -> Result<Item, StoreError> {
    serde_json::from_slice(bytes).map_err(err)
}

impl EmbeddedStore {
    /// Opens (or creates) the store file at `path`.
    pub fn open(path: &Path) -> Result<EmbeddedStore, StoreError> {
        Self::init(Database::create(path).map_err(err)?)
    }

    /// Compacts the store file at `path` (no server may have it open): pages freed by
    /// copy-on-write are given back and the file shrinks. Returns (bytes before, after).
    pub fn compact_file(path: &Path) -> Result<(u64, u64), StoreError> {
        let size = || std::fs::metadata(path).map(|m| m.len()).map_err(err);
        let before = size()?;
        let mut db = Database::open(path).map_err(err)?;
        while db.compact().map_err(err)? {}
        drop(db);
        Ok((before, size()?))
    }

    /// A fresh store that lives in memory only.
    pub fn in_memory() -> EmbeddedStore {
        let db = Database::builder()
            .create_with_backend(InMemoryBackend::new())
            .expect("in-memory redb");
        Self::init(db).expect("in-memory redb tables")
    }

    fn init(db: Database) -> Result<EmbeddedStore, StoreError> {
        let tx = db.begin_write().map_err(err)?;
        tx.open_table(ITEMS).map_err(err)?;
        for t in ENTRY_TABLES {
            tx.open_table(t).map_err(err)?;
        }
        tx.commit().map_err(err)?;
        let db = Arc::new(db);
        Ok(EmbeddedStore {
            committer: Arc::new(Committer::start(db.clone())),
            db,
        })
    }

    fn get_sync(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        let tx = self.db.begin_read().map_err(err)?;
        let t = tx.open_table(ITEMS).map_err(err)?;
        let Some(v) = t.get(main_key(key).as_str()).map_err(err)? else {
            return Ok(None);
        };
        let item = decode(v.value())?;
        Ok((!expired(&item, unix_now())).then_some(item))
    }

    fn query_sync(&self, q: &Query) -> Result<Vec<Item>, StoreError> {
        let now = unix_now();
        let tx = self.db.begin_read().map_err(err)?;
        let items = tx.open_table(ITEMS).map_err(err)?;
        let (lo, hi) = bounds(q);
        let want = q.limit.unwrap_or(usize::MAX);
        if lo > hi || want == 0 {
            return Ok(vec![]);
        }
        let mut out = Vec::new();
        let mut take = |bytes: Option<&[u8]>| -> Result<bool, StoreError> {
            if let Some(b) = bytes {
                let i = decode(b)?;
                if !expired(&i, now) {
                    out.push(i);
                }
            }
            Ok(out.len() >= want)
        };
        match q.index {
            None => {
                let rows = items.range(lo.as_str()..=hi.as_str()).map_err(err)?;
                let rows: Box<dyn Iterator<Item = _>> = if q.forward {
                    Box::new(rows)
                } else {
                    Box::new(rows.rev())
                };
                for row in rows {
                    let (k, v) = row.map_err(err)?;
                    if in_range(q, k.value()) && take(Some(v.value()))? {
                        break;
                    }
                }
            }
            Some(ix) => {
                let t = tx.open_table(index_table(ix)).map_err(err)?;
                let rows = t.range(lo.as_str()..=hi.as_str()).map_err(err)?;
                let rows: Box<dyn Iterator<Item = _>> = if q.forward {
                    Box::new(rows)
                } else {
                    Box::new(rows.rev())
                };
                for row in rows {
                    let (k, v) = row.map_err(err)?;
                    if in_range(q, k.value())
                        && take(
                            items
                                .get(v.value())
                                .map_err(err)?
                                .as_ref()
                                .map(|b| b.value()),
                        )?
                    {
                        break;
                    }
                }
            }
        }
        Ok(out)
    }

    /// How many entries the query's range holds, without reading the items (TTL-expired
    /// items not yet purged count, as in DynamoDB's `Select=COUNT`).
    fn count_sync(&self, q: &Query) -> Result<usize, StoreError> {
        let tx = self.db.begin_read().map_err(err)?;
        let (lo, hi) = bounds(q);
        let mut n = 0;
        if lo > hi {
            return Ok(0);
        }
        let mut count = |k: &str| {
            if in_range(q, k) {
                n += 1;
            }
        };
        match q.index {
            None => {
                let t = tx.open_table(ITEMS).map_err(err)?;
                for row in t.range(lo.as_str()..=hi.as_str()).map_err(err)? {
                    count(row.map_err(err)?.0.value());
                }
            }
            Some(ix) => {
                let t = tx.open_table(index_table(ix)).map_err(err)?;
                for row in t.range(lo.as_str()..=hi.as_str()).map_err(err)? {
                    count(row.map_err(err)?.0.value());
                }
            }
        }
        Ok(n)
    }

    /// (transactions, groups) committed through `transact` so far: their ratio is the mean
    /// group size.
    pub fn group_stats(&self) -> (u64, u64) {
        let s = &self.committer.stats;
        (
            s.transactions.load(Ordering::Relaxed),
            s.groups.load(Ordering::Relaxed),
        )
    }

    /// Commits `members` as one group, whatever else is in flight (for tests of groups;
    /// `transact` forms groups by itself).
    pub async fn transact_group(&self, members: Vec<Vec<Write>>) -> Vec<Result<(), StoreError>> {
        let db = self.db.clone();
        tokio::task::spawn_blocking(move || {
            let refs: Vec<&[Write]> = members.iter().map(Vec::as_slice).collect();
            commit_group(&db, &refs)
        })
        .await
        .unwrap_or_else(|e| vec![Err(err(e))])
    }

    /// Deletes items whose `ttl` is at or before `now` (Unix seconds), index entries
    /// included, in batches. Returns how many were deleted.
    pub fn purge_expired_sync(&self, now: i64) -> Result<usize, StoreError> {
        let upto = format!("{:020}{SEP}\u{10ffff}", now.max(0));
        let mut total = 0;
        loop {
            let tx = self.db.begin_write().map_err(err)?;
            let n;
            {
                let mut ttl = tx.open_table(TTL).map_err(err)?;
                let due: Vec<(String, String)> = ttl
                    .range(..upto.as_str())
                    .map_err(err)?
                    .take(PURGE_BATCH)
                    .map(|r| r.map(|(k, v)| (k.value().to_string(), v.value().to_string())))
                    .collect::<Result<_, _>>()
                    .map_err(err)?;
                n = due.len();
                let mut items = tx.open_table(ITEMS).map_err(err)?;
                let mut gone = Vec::new();
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
                    let mut t = tx.open_table(index_table(ix)).map_err(err)?;
                    for item in &gone {
                        if let Some(k) = index_key(ix, item) {
                            t.remove(k.as_str()).map_err(err)?;
                        }
                    }
                }
                total += gone.len();
            }
            tx.commit().map_err(err)?;
            if n < PURGE_BATCH {
                return Ok(total);
            }
        }
    }

    /// Deletes the items past their TTL now (see `purge_expired_sync`).
    pub async fn purge_expired(&self) -> Result<usize, StoreError> {
        let s = self.clone();
        tokio::task::spawn_blocking(move || s.purge_expired_sync(unix_now()))
            .await
            .map_err(err)?
    }

    /// How many items the store holds, expired or not (for tests and operators).
    pub fn raw_len(&self) -> Result<u64, StoreError> {
        let tx = self.db.begin_read().map_err(err)?;
        let t = tx.open_table(ITEMS).map_err(err)?;
        t.len().map_err(err)
    }
}

/// The inclusive bounds, in a table's key space (`<pk><SEP><sk>...`), of the keys a query's
/// range can hold: a scan in either direction reads nothing outside them.
fn bounds(q: &Query) -> (String, String) {
    let prefix = format!("{}{SEP}", q.pk);
    match &q.sk {
        // The character after SEP ends the partition.
        SkRange::All => (prefix, format!("{}\u{20}", q.pk)),
        SkRange::BeginsWith(p) => (format!("{prefix}{p}"), format!("{prefix}{p}\u{10ffff}")),
        // An index key continues after the sort key with SEP and the item's own key.
        SkRange::Between(a, b) => (
            format!("{prefix}{a}"),
            format!("{prefix}{b}{SEP}\u{10ffff}"),
        ),
    }
}

/// Whether a table key (within `bounds`) has a sort key the query takes.
fn in_range(q: &Query, key: &str) -> bool {
    let rest = &key[q.pk.len() + SEP.len_utf8()..];
    q.sk.contains(rest.split(SEP).next().unwrap_or_default())
}

#[async_trait::async_trait]
impl Store for EmbeddedStore {
    // Reads run on the calling task: a redb read is a snapshot of pages in memory (no lock
    // on writers, microseconds), cheaper than a hop to the blocking pool and back.
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        self.get_sync(key)
    }

    async fn query(&self, q: &Query) -> Result<Vec<Item>, StoreError> {
        self.query_sync(q)
    }

    async fn count(&self, q: &Query) -> Result<usize, StoreError> {
        self.count_sync(q)
    }

    async fn transact(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        let (reply, answer) = tokio::sync::oneshot::channel();
        let jobs = self
            .committer
            .jobs
            .as_ref()
            .ok_or_else(|| err("the store is closing"))?;
        jobs.send(Job { writes, reply })
            .map_err(|_| err("the committer has stopped"))?;
        answer
            .await
            .map_err(|_| err("the committer dropped a transaction"))?
    }
}
