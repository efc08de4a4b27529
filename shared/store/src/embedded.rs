//! The embedded store, for `sanduq serve` and tests: one process, its data in the data dir
//! (or in memory). Its engine keeps the state in memory; a transaction group is appended to a
//! log and fsynced once, and snapshots keep the log short (docs/decisions.md, "The embedded
//! engine" and "One embedded engine").
//!
//! **Group commit.** Transactions go to one committer thread. Those that arrive while a
//! commit is in flight are committed together, in arrival order, in one engine write and
//! one fsync; a set handed over by `transact_each` joins as one job, answered at once.
//! Each member keeps its own all-or-nothing semantics: its conditions are checked against
//! the state including the earlier members of its group, a member whose condition fails
//! (or whose content is refused) writes nothing and the others go on, and
//! no member is answered, nor its writes seen by a reader, before the group is durable. A
//! failure of the store itself mid-group aborts the whole group: every member gets
//! `Unavailable`, none applied. Items with a `ttl` are also listed in a TTL table by
//! expiry, so `purge_expired` deletes them in the background as DynamoDB's TTL does (reads
//! ignore them before that); the purge runs on the committer thread, between groups.

mod engine;
mod keys;
mod log_engine;
pub use log_engine::{on_snapshot, Loss};
mod log_entries;
mod log_files;
mod log_items;
mod log_keys;
mod log_records;
mod log_touched;
mod log_values;
mod plan;
mod update;

use crate::model::{expired, Item, Key, Query, StoreError, Write, SEP};
use crate::{unix_now, Store, Stored};
pub use engine::LOG_DIR;
use engine::{Engine, PURGE_BATCH, RETIRED};
use keys::{bounds, entry_target, in_range, main_key, Table};
use plan::{err, Prepared};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc};
use std::thread::JoinHandle;
use std::time::Duration;

/// Most transactions one group commits.
pub const MAX_GROUP: usize = 256;

/// How long the committer waits for more transactions to join a group when the group before
/// had several (writers are busy): `SANDUQ_COMMIT_WAIT_US` microseconds, 0 to 2,000, default
/// `COMMIT_WAIT_US`, none. By default a group is what came while the one before was written
/// and synced: the committer commits as soon as it is free, and the transactions that arrive
/// during that group's fsync form the next. Waiting made groups larger, but every answer
/// later: with a fixed number of clients, each waiting for its answer before it sends again,
/// that cost 12% of the lifecycles a second and 23% of the sessions (docs/bench-history.jsonl, "The commit
/// wait removed"). A wait, when set, is slept out and then the committer takes what has come:
/// waiting on the channel instead woke it for every transaction that arrived (a futex wake-up
/// and a switch each), only to wait again (docs/bench-history.jsonl, "Memory freed where it was made").
pub const COMMIT_WAIT_US: u64 = 0;

fn commit_wait() -> Duration {
    wait_from(std::env::var("SANDUQ_COMMIT_WAIT_US").ok().as_deref())
}

fn wait_from(v: Option<&str>) -> Duration {
    let us = v
        .and_then(|v| v.parse::<u64>().ok())
        .filter(|n| *n <= 2_000)
        .unwrap_or(COMMIT_WAIT_US);
    Duration::from_micros(us)
}

#[derive(Clone)]
pub struct EmbeddedStore {
    engine: Arc<dyn Engine>,
    committer: Arc<Committer>,
}

/// Where the committer tells of the items it has put under a key prefix (see
/// `EmbeddedStore::watch_puts`), as DynamoDB's stream tells of new items.
type Watch = Arc<std::sync::Mutex<Option<(String, tokio::sync::mpsc::UnboundedSender<Key>)>>>;

/// The keys of the puts under `prefix` in a committed transaction, to the watcher.
fn tell(watch: &Watch, t: &Prepared) {
    let guard = watch.lock().unwrap_or_else(|p| p.into_inner());
    let Some((prefix, tx)) = guard.as_ref() else {
        return;
    };
    for key in t.put_keys() {
        // the prefix is a partition key's start, which holds no SEP: a main key starts with it
        // when and only when its partition key does. Most keys do not: looked at before the key
        // is split (a search for SEP, as a `char`, was 170 instructions a key on the committer)
        if !key.starts_with(prefix.as_str()) {
            continue;
        }
        if let Some(at) = key.as_bytes().iter().position(|&b| b == SEP as u8) {
            let _ = tx.send(Key::new(&key[..at], &key[at + 1..]));
        }
    }
}

/// An answer, and what the job carried, given back to be freed where it was made.
type Reply<A, T> = tokio::sync::oneshot::Sender<(A, T)>;

/// A waiter's answer, ready to be given.
enum Answer {
    One(
        Reply<Result<(), StoreError>, Prepared>,
        (Result<(), StoreError>, Prepared),
    ),
    Many(
        Reply<Vec<Result<(), StoreError>>, Vec<Prepared>>,
        (Vec<Result<(), StoreError>>, Vec<Prepared>),
    ),
}

impl Answer {
    fn give(self) {
        match self {
            Answer::One(reply, answer) => {
                let _ = reply.send(answer);
            }
            Answer::Many(reply, answer) => {
                let _ = reply.send(answer);
            }
        }
    }
}

/// Where the answers to a thread's transactions go when the thread drains them itself
/// (`answer_here`).
type Mailbox = tokio::sync::mpsc::UnboundedSender<Vec<Answer>>;

thread_local! {
    /// This thread's mailbox, when `answer_here` runs on it.
    static MAILBOX: std::cell::RefCell<Option<Mailbox>> = const { std::cell::RefCell::new(None) };
}

fn mailbox_here() -> Option<Mailbox> {
    MAILBOX.with(|m| m.borrow().clone())
}

/// Gives the answers to this thread's transactions out on this thread: run it as a task of a
/// single-threaded runtime (an HTTP lane) for as long as the runtime serves. The committer then
/// hands the thread all its answers of a group in one message, one wake-up of the thread (a
/// write to its runtime's eventfd) a group instead of one a transaction, and the tasks waiting
/// for them are woken on their own thread (docs/bench-history.jsonl, "The commit wait removed"). Without
/// it, or once it has stopped, each answer is sent as it is ready.
pub async fn answer_here() {
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<Vec<Answer>>();
    MAILBOX.with(|m| *m.borrow_mut() = Some(tx));
    while let Some(answers) = rx.recv().await {
        for a in answers {
            a.give();
        }
    }
}

/// Gives each answer: those for a thread with a mailbox in one message to it, the others at
/// once (or when a mailbox is closed).
fn give_all(answers: Vec<(Option<Mailbox>, Answer)>) {
    let mut posts: Vec<(Mailbox, Vec<Answer>)> = Vec::new();
    for (mailbox, answer) in answers {
        match mailbox {
            None => answer.give(),
            Some(m) => match posts.iter_mut().find(|(p, _)| p.same_channel(&m)) {
                Some((_, batch)) => batch.push(answer),
                None => posts.push((m, vec![answer])),
            },
        }
    }
    for (mailbox, batch) in posts {
        if let Err(closed) = mailbox.send(batch) {
            for a in closed.0 {
                a.give();
            }
        }
    }
}

/// Work for the committer thread. A transaction comes back with its answer, to be freed by
/// the thread that made it: memory freed on another thread goes back to its own through
/// the allocator's cross-thread list, and the next allocation there finds it cold in this
/// core's cache (docs/bench-history.jsonl, "Memory freed where it was made").
enum Job {
    Transact {
        writes: Prepared,
        reply: Reply<Result<(), StoreError>, Prepared>,
        mailbox: Option<Mailbox>,
    },
    /// Transactions handed over together (`transact_each`): they join the group being
    /// gathered, each on its own, and are answered together.
    Each {
        members: Vec<Prepared>,
        reply: Reply<Vec<Result<(), StoreError>>, Vec<Prepared>>,
        mailbox: Option<Mailbox>,
    },
    Purge {
        now: i64,
        reply: mpsc::Sender<Result<usize, StoreError>>,
    },
}

/// Who waits for a group's members, in their order: a transaction alone, or a job's set of
/// so many.
enum Waiter {
    One(Reply<Result<(), StoreError>, Prepared>, Option<Mailbox>),
    Many(
        Reply<Vec<Result<(), StoreError>>, Vec<Prepared>>,
        usize,
        Option<Mailbox>,
    ),
}

/// A group being gathered: its transactions in arrival order and who waits for them.
#[derive(Default)]
struct Gathered {
    members: Vec<Prepared>,
    waiters: Vec<Waiter>,
}

impl Gathered {
    fn one(
        &mut self,
        writes: Prepared,
        reply: Reply<Result<(), StoreError>, Prepared>,
        mailbox: Option<Mailbox>,
    ) {
        self.members.push(writes);
        self.waiters.push(Waiter::One(reply, mailbox));
    }

    fn many(
        &mut self,
        members: Vec<Prepared>,
        reply: Reply<Vec<Result<(), StoreError>>, Vec<Prepared>>,
        mailbox: Option<Mailbox>,
    ) {
        self.waiters
            .push(Waiter::Many(reply, members.len(), mailbox));
        self.members.extend(members);
    }

    /// Takes a job that is a transaction or a set of them into the group; any other job back.
    fn take(&mut self, job: Job) -> Option<Job> {
        match job {
            Job::Transact {
                writes,
                reply,
                mailbox,
            } => self.one(writes, reply, mailbox),
            Job::Each {
                members,
                reply,
                mailbox,
            } => self.many(members, reply, mailbox),
            other => return Some(other),
        }
        None
    }

    /// Nobody waits (a job's set may be empty and still wants its answer).
    fn is_empty(&self) -> bool {
        self.waiters.is_empty()
    }

    /// Commits the members in one engine write, tells the watcher of the puts of those that
    /// committed and answers every waiter.
    fn commit(self, engine: &dyn Engine, watch: &Watch, stats: &GroupStats) {
        let Gathered {
            mut members,
            waiters,
        } = self;
        let results = if members.is_empty() {
            Vec::new()
        } else {
            let mut refs: Vec<&mut Prepared> = members.iter_mut().collect();
            let results = engine.commit_group(&mut refs);
            stats.groups.fetch_add(1, Ordering::Relaxed);
            stats
                .transactions
                .fetch_add(results.len() as u64, Ordering::Relaxed);
            results
        };
        for (m, r) in members.iter().zip(&results) {
            if r.is_ok() {
                tell(watch, m);
            }
        }
        let mut members = members.into_iter();
        let mut results = results.into_iter();
        let mut answers = Vec::with_capacity(waiters.len());
        for waiter in waiters {
            match waiter {
                Waiter::One(reply, mailbox) => {
                    if let (Some(m), Some(r)) = (members.next(), results.next()) {
                        answers.push((mailbox, Answer::One(reply, (r, m))));
                    }
                }
                Waiter::Many(reply, n, mailbox) => {
                    let m: Vec<Prepared> = members.by_ref().take(n).collect();
                    let r: Vec<Result<(), StoreError>> = results.by_ref().take(n).collect();
                    answers.push((mailbox, Answer::Many(reply, (r, m))));
                }
            }
        }
        give_all(answers);
    }
}

/// The committer thread and the way to it. Dropped with the last store handle: the thread
/// ends and the engine is closed before the drop returns (so it can be reopened).
struct Committer {
    jobs: Option<mpsc::Sender<Job>>,
    thread: Option<JoinHandle<()>>,
    stats: Arc<GroupStats>,
    watch: Watch,
}

/// How many transactions and groups the committer has committed (or refused).
#[derive(Default)]
struct GroupStats {
    transactions: AtomicU64,
    groups: AtomicU64,
}

impl Committer {
    fn start(engine: Arc<dyn Engine>) -> Committer {
        let (jobs, rx) = mpsc::channel::<Job>();
        let stats = Arc::new(GroupStats::default());
        let counted = stats.clone();
        let watch: Watch = Arc::default();
        let watched = watch.clone();
        let thread = std::thread::Builder::new()
            .name("sanduq-commit".into())
            .spawn(move || {
                let wait = commit_wait();
                let mut last = 0;
                let mut next = rx.recv().ok();
                while let Some(job) = next.take() {
                    let mut group = Gathered::default();
                    if let Some(Job::Purge { now, reply }) = group.take(job) {
                        let _ = reply.send(purge(engine.as_ref(), now));
                    }
                    // gather what waits: transactions join the group; anything else runs next.
                    // After a group of several (others are writing), let `wait` pass first:
                    // one fsync then answers all that came meanwhile.
                    if last > 1 && !wait.is_zero() && !group.is_empty() {
                        std::thread::sleep(wait);
                    }
                    while !group.is_empty() && group.members.len() < MAX_GROUP {
                        let Ok(job) = rx.try_recv() else {
                            break;
                        };
                        if let Some(other) = group.take(job) {
                            next = Some(other);
                            break;
                        }
                    }
                    if !group.is_empty() {
                        last = group.members.len();
                        group.commit(engine.as_ref(), &watched, &counted);
                    }
                    if next.is_none() {
                        next = rx.recv().ok();
                    }
                }
            })
            .expect("the committer thread starts");
        Committer {
            jobs: Some(jobs),
            thread: Some(thread),
            stats,
            watch,
        }
    }

    fn send(&self, job: Job) -> Result<(), StoreError> {
        self.jobs
            .as_ref()
            .ok_or_else(|| err("the store is closing"))?
            .send(job)
            .map_err(|_| err("the committer has stopped"))
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

/// Every item due at `now`, in steps.
fn purge(engine: &dyn Engine, now: i64) -> Result<usize, StoreError> {
    let mut total = 0;
    loop {
        let (seen, deleted) = engine.purge_step(now)?;
        total += deleted;
        if seen < PURGE_BATCH {
            return Ok(total);
        }
    }
}

impl EmbeddedStore {
    /// Opens (or creates) a store at `path` (a directory), durable: every group fsynced
    /// before it is answered or seen.
    pub fn open(path: &Path) -> Result<EmbeddedStore, StoreError> {
        Ok(Self::with(Arc::new(log_engine::Log::open(path, true)?)))
    }

    /// `open_data_dir`, memory keeping at most `cache_bytes` of values (the others read from
    /// the log on disk: 0 reads every value from disk). `SANDUQ_CACHE_BYTES` sets it for a
    /// server.
    pub fn open_data_dir_keeping(
        data_dir: &Path,
        cache_bytes: u64,
    ) -> Result<EmbeddedStore, StoreError> {
        let limits = log_engine::Limits {
            cache_bytes,
            ..Default::default()
        };
        let log = data_dir.join(LOG_DIR);
        if !log.exists() {
            refuse_retired(data_dir)?;
        }
        Ok(Self::with(Arc::new(log_engine::Log::open_with(
            &log, true, limits,
        )?)))
    }

    /// The store of a data dir (in its `log/`). A data dir that holds only what an engine
    /// before this one wrote is refused, untouched, with what migrates it.
    pub fn open_data_dir(data_dir: &Path) -> Result<EmbeddedStore, StoreError> {
        Self::open_data_dir_keeping(data_dir, log_engine::Limits::default().cache_bytes)
    }

    /// Compacts a data dir's store (no server may have it open): space held by replaced and
    /// deleted items is given back. Returns (bytes before, after).
    pub fn compact_data_dir(data_dir: &Path) -> Result<(u64, u64), StoreError> {
        let log = data_dir.join(LOG_DIR);
        if !log.is_dir() {
            refuse_retired(data_dir)?;
            return Err(err(format!("{} holds no store log", data_dir.display())));
        }
        let before = disk_bytes(&log);
        log_engine::Log::open(&log, true)?.compact()?;
        Ok((before, disk_bytes(&log)))
    }

    /// Opens a data dir's log that damage keeps shut, accepting the loss (no server may have
    /// it open): what is dropped is returned, file by file. With `apply` false nothing is
    /// changed: the recovery runs on a copy, to list what it would drop.
    pub fn recover_data_dir(data_dir: &Path, apply: bool) -> Result<Vec<Loss>, StoreError> {
        let log = data_dir.join(LOG_DIR);
        if !log.is_dir() {
            return Err(err(format!("{} holds no store log", data_dir.display())));
        }
        let mut losses = Vec::new();
        if apply {
            log_engine::Log::open_accepting_loss(&log, &mut losses)?;
            return Ok(losses);
        }
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let copy =
            std::env::temp_dir().join(format!("sanduq-recover-{}-{stamp}", std::process::id()));
        let mut run = || -> Result<(), StoreError> {
            std::fs::create_dir_all(&copy).map_err(err)?;
            for entry in std::fs::read_dir(&log).map_err(err)?.flatten() {
                if entry.file_name() != "LOCK" {
                    std::fs::copy(entry.path(), copy.join(entry.file_name())).map_err(err)?;
                }
            }
            log_engine::Log::open_accepting_loss(&copy, &mut losses).map(drop)
        };
        let ran = run();
        let _ = std::fs::remove_dir_all(&copy);
        ran?;
        // the copy's paths, named as the data dir's
        for l in &mut losses {
            if let Ok(rest) = l.file.strip_prefix(&copy) {
                l.file = log.join(rest);
            }
        }
        Ok(losses)
    }

    /// A fresh store that lives in memory, for tests.
    pub fn in_memory() -> EmbeddedStore {
        Self::with(Arc::new(log_engine::Log::in_memory()))
    }

    fn with(engine: Arc<dyn Engine>) -> EmbeddedStore {
        EmbeddedStore {
            committer: Arc::new(Committer::start(engine.clone())),
            engine,
        }
    }

    /// The keys of the items that committed transactions put under `prefix` (the start of a
    /// partition key: it holds no separator) from now on, in
    /// commit order (after each transaction's fsync), as DynamoDB's stream hands the AWS relay
    /// new items. One watcher at a time: a second call replaces the first. Nothing is kept
    /// for a watcher that is gone; what it missed is still in the store.
    pub fn watch_puts(&self, prefix: &str) -> tokio::sync::mpsc::UnboundedReceiver<Key> {
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
        *self
            .committer
            .watch
            .lock()
            .unwrap_or_else(|p| p.into_inner()) = Some((prefix.to_string(), tx));
        rx
    }

    fn get_sync(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        let item = self.engine.view()?.item(&main_key(key.as_ref()))?;
        Ok(item.filter(|i| !expired(i, unix_now())))
    }

    /// `get_sync`'s item as its bytes (copied out of the engine), its TTL and version read
    /// from them without building it.
    fn get_stored_sync(&self, key: &Key) -> Result<Option<Stored>, StoreError> {
        let view = self.engine.view()?;
        match view.bytes(&main_key(key.as_ref()))? {
            Some(bytes) => Stored::unexpired(bytes, unix_now()),
            None => Ok(None),
        }
    }

    fn query_sync(&self, q: &Query) -> Result<Vec<Item>, StoreError> {
        let now = unix_now();
        let mut out = Vec::new();
        self.query_each(q, &mut |v| {
            let i = plan::decode(v)?;
            if !expired(&i, now) {
                out.push(i);
            }
            Ok(out.len())
        })?;
        Ok(out)
    }

    /// `query_sync`'s items as the store keeps them (`Stored`), no map of each built.
    fn query_stored_sync(&self, q: &Query) -> Result<Vec<Stored>, StoreError> {
        let now = unix_now();
        let mut out = Vec::new();
        self.query_each(q, &mut |v| {
            if let Some(s) = Stored::unexpired(std::borrow::Cow::Borrowed(v), now)? {
                out.push(s);
            }
            Ok(out.len())
        })?;
        Ok(out)
    }

    /// Hands `take` the value of each item in the query's range, in its order, until it says
    /// it holds the query's limit (the items it kept: TTL-expired ones it leaves out).
    fn query_each(
        &self,
        q: &Query,
        take: &mut dyn FnMut(&[u8]) -> Result<usize, StoreError>,
    ) -> Result<(), StoreError> {
        let (lo, hi) = bounds(q);
        let want = q.limit.unwrap_or(usize::MAX);
        if lo > hi || want == 0 {
            return Ok(());
        }
        let view = self.engine.view()?;
        match q.index {
            None => view.scan(Table::Items, &lo, &hi, q.forward, &mut |k, v| {
                Ok(in_range(q, k) && take(v)? >= want)
            }),
            Some(ix) => view.scan(Table::Index(ix), &lo, &hi, q.forward, &mut |k, _| {
                if !in_range(q, k) {
                    return Ok(false);
                }
                match view.bytes(entry_target(k))? {
                    Some(v) => Ok(take(&v)? >= want),
                    None => Ok(false),
                }
            }),
        }
    }

    /// How many entries the query's range holds, without reading the items (TTL-expired
    /// items not yet purged count, as in DynamoDB's `Select=COUNT`).
    fn count_sync(&self, q: &Query) -> Result<usize, StoreError> {
        let (lo, hi) = bounds(q);
        if lo > hi {
            return Ok(0);
        }
        let table = q.index.map_or(Table::Items, Table::Index);
        let mut n = 0;
        self.engine
            .view()?
            .scan(table, &lo, &hi, true, &mut |k, _| {
                if in_range(q, k) {
                    n += 1;
                }
                Ok(false)
            })?;
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

    /// Deletes items whose `ttl` is at or before `now` (Unix seconds), index entries
    /// included, in batches, on the committer thread (blocks until done). Returns how many
    /// were deleted.
    pub fn purge_expired_sync(&self, now: i64) -> Result<usize, StoreError> {
        let (reply, answer) = mpsc::channel();
        self.committer.send(Job::Purge { now, reply })?;
        answer
            .recv()
            .map_err(|_| err("the committer dropped a purge"))?
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
        self.engine.raw_len()
    }
}

/// A data dir written by an engine Sanduq no longer ships (redb's `sanduq.redb`, fjall's
/// `store/`) is refused, left as it is, with the release that migrates it.
fn refuse_retired(data_dir: &Path) -> Result<(), StoreError> {
    match RETIRED.iter().find(|r| data_dir.join(r).exists()) {
        None => Ok(()),
        Some(old) => Err(err(format!(
            "{} holds `{old}`, written by an embedded engine Sanduq no longer ships (redb or \
             fjall); its data is untouched. Serve it once with Sanduq at commit e62e709 \
             (`git checkout e62e709 && cargo run --features lsm -- serve --data-dir <it>`), \
             which migrates it to the log engine; then serve it with this build",
            data_dir.display()
        ))),
    }
}

/// Bytes on disk under `path` (a file, or a directory and everything in it): blocks
/// allocated, as `du` counts them.
fn disk_bytes(path: &Path) -> u64 {
    let Ok(meta) = std::fs::metadata(path) else {
        return 0;
    };
    if !meta.is_dir() {
        #[cfg(unix)]
        return std::os::unix::fs::MetadataExt::blocks(&meta) * 512;
        #[cfg(not(unix))]
        return meta.len();
    }
    std::fs::read_dir(path)
        .map(|entries| entries.flatten().map(|e| disk_bytes(&e.path())).sum())
        .unwrap_or(0)
}

#[async_trait::async_trait]
impl Store for EmbeddedStore {
    // Reads run on the calling task: a read is a snapshot of what is in memory or the page
    // cache (no lock on writers, microseconds), cheaper than a hop to the blocking pool.
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        self.get_sync(key)
    }

    async fn get_stored(&self, key: &Key) -> Result<Option<Stored>, StoreError> {
        self.get_stored_sync(key)
    }

    async fn get_many_stored(&self, keys: &[Key]) -> Result<Vec<Option<Stored>>, StoreError> {
        keys.iter().map(|k| self.get_stored_sync(k)).collect()
    }

    async fn query(&self, q: &Query) -> Result<Vec<Item>, StoreError> {
        self.query_sync(q)
    }

    async fn query_stored(&self, q: &Query) -> Result<Vec<Stored>, StoreError> {
        self.query_stored_sync(q)
    }

    async fn count(&self, q: &Query) -> Result<usize, StoreError> {
        self.count_sync(q)
    }

    async fn transact(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        let writes = Prepared::new(writes)?;
        let (reply, answer) = tokio::sync::oneshot::channel();
        self.committer.send(Job::Transact {
            writes,
            reply,
            mailbox: mailbox_here(),
        })?;
        let (result, _writes) = answer
            .await
            .map_err(|_| err("the committer dropped a transaction"))?;
        result
    }

    async fn transact_each(&self, each: Vec<Vec<Write>>) -> Vec<Result<(), StoreError>> {
        // a member refused as it stands is answered here; the others go as one job, into
        // the group being gathered
        let prepared: Vec<Result<Prepared, StoreError>> =
            each.into_iter().map(Prepared::new).collect();
        let mut results: Vec<Option<Result<(), StoreError>>> = Vec::with_capacity(prepared.len());
        let mut ready = Vec::new();
        for p in prepared {
            match p {
                Ok(p) => {
                    ready.push(p);
                    results.push(None);
                }
                Err(e) => results.push(Some(Err(e))),
            }
        }
        let n = ready.len();
        let committed = if n == 0 {
            Vec::new()
        } else {
            let (reply, answer) = tokio::sync::oneshot::channel();
            match self.committer.send(Job::Each {
                members: ready,
                reply,
                mailbox: mailbox_here(),
            }) {
                Err(e) => vec![Err(e); n],
                Ok(()) => answer.await.map_or_else(
                    |_| vec![Err(err("the committer dropped a set")); n],
                    |(results, _members)| results,
                ),
            }
        };
        let mut committed = committed.into_iter();
        results
            .into_iter()
            .map(|r| {
                r.unwrap_or_else(|| {
                    committed
                        .next()
                        .unwrap_or_else(|| Err(err("a group member was not answered")))
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_commit_wait_is_the_default_unless_a_sane_one_is_set() {
        let us = |v: Option<&str>| wait_from(v).as_micros();
        assert_eq!(
            us(None),
            0,
            "by default a group is what came during the last"
        );
        assert_eq!(us(Some("0")), 0);
        assert_eq!(us(Some("2000")), 2_000);
        assert_eq!(us(Some("500")), 500);
        for bad in ["2001", "-1", "soon", ""] {
            assert_eq!(us(Some(bad)), COMMIT_WAIT_US as u128, "{bad}");
        }
    }

    fn put(pk: &str, sk: &str, cond: Option<crate::Cond>) -> Write {
        let serde_json::Value::Object(item) = serde_json::json!({"pk": pk, "sk": sk}) else {
            unreachable!()
        };
        Write::Put { item, cond }
    }

    /// A set handed over by `transact_each` goes to the committer as one job: one group,
    /// each member on its own (a refused one leaves the others alone, one refused as it
    /// stands never reaches the committer), answered in the order given.
    #[tokio::test]
    async fn a_set_handed_over_together_is_one_group_of_members_on_their_own() {
        let store = EmbeddedStore::in_memory();
        let nx = Some(crate::Cond::NotExists);
        store.transact(vec![put("A", "taken", None)]).await.unwrap();
        let before = store.group_stats();
        let results = store
            .transact_each(vec![
                vec![put("A", "1", nx.clone())],
                vec![put("A", "taken", nx.clone())],
                vec![],
                vec![put("A", "2", nx.clone()), put("A", "3", None)],
                vec![put("A", "1", nx.clone())],
            ])
            .await;
        assert_eq!(results[0], Ok(()));
        assert!(
            matches!(&results[1], Err(StoreError::ConditionFailed { failed }) if failed == &[0])
        );
        assert!(
            matches!(&results[2], Err(StoreError::Invalid(_))),
            "{results:?}"
        );
        assert_eq!(results[3], Ok(()));
        // the first member's put is seen by the last: they are applied in order
        assert!(
            matches!(&results[4], Err(StoreError::ConditionFailed { failed }) if failed == &[0])
        );
        assert_eq!(results.len(), 5);
        let after = store.group_stats();
        assert_eq!((after.0 - before.0, after.1 - before.1), (4, 1));
        for sk in ["1", "2", "3", "taken"] {
            assert!(
                store.get(&Key::new("A", sk)).await.unwrap().is_some(),
                "{sk}"
            );
        }
        // an empty set is answered at once
        assert!(store.transact_each(vec![]).await.is_empty());
    }

    /// A group's answers for a thread with a mailbox go to it in one message; the others, and
    /// those for a mailbox that is closed, are given at once.
    #[test]
    fn a_threads_answers_of_a_group_go_to_its_mailbox_in_one_message() {
        let prepared = || Prepared::new(vec![put("A", "1", None)]).unwrap();
        let (mailbox, mut post) = tokio::sync::mpsc::unbounded_channel::<Vec<Answer>>();
        let (closed, gone) = tokio::sync::mpsc::unbounded_channel::<Vec<Answer>>();
        drop(gone);
        let mut waiting = Vec::new();
        let mut answers = Vec::new();
        for to in [
            Some(&mailbox),
            None,
            Some(&mailbox),
            Some(&closed),
            Some(&mailbox),
        ] {
            let (reply, answer) = tokio::sync::oneshot::channel();
            answers.push((to.cloned(), Answer::One(reply, (Ok(()), prepared()))));
            waiting.push(answer);
        }
        give_all(answers);
        // given at once: the one without a mailbox and the one whose mailbox is closed
        for i in [1, 3] {
            assert!(waiting[i].try_recv().is_ok(), "{i}");
        }
        for i in [0, 2, 4] {
            assert!(waiting[i].try_recv().is_err(), "{i} waits for its thread");
        }
        let batch = post.try_recv().expect("one message");
        assert_eq!(batch.len(), 3);
        assert!(post.try_recv().is_err(), "only one");
        batch.into_iter().for_each(Answer::give);
        for i in [0, 2, 4] {
            assert!(waiting[i].try_recv().is_ok(), "{i}");
        }
    }

    /// Transactions made on a lane's runtime with `answer_here` running are answered through
    /// it, refusals included; once it has stopped they are answered directly.
    #[test]
    fn a_lane_answered_through_its_mailbox_gets_every_answer() {
        let store = EmbeddedStore::in_memory();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let answering = tokio::spawn(answer_here());
            tokio::task::yield_now().await;
            assert!(mailbox_here().is_some());
            let nx = Some(crate::Cond::NotExists);
            let writes = (0..20).map(|i| {
                let s = store.clone();
                let w = vec![put("L", &(i % 10).to_string(), nx.clone())];
                tokio::spawn(async move { s.transact(w).await })
            });
            let mut done = Vec::new();
            for w in writes.collect::<Vec<_>>() {
                done.push(w.await.unwrap());
            }
            // ten keys, each written twice on condition it is new: ten succeed, ten refused
            assert_eq!(done.iter().filter(|r| r.is_ok()).count(), 10);
            assert!(done.iter().filter(|r| r.is_err()).all(
                |r| matches!(r, Err(StoreError::ConditionFailed { failed }) if failed == &[0])
            ));
            let each = store
                .transact_each(vec![
                    vec![put("L", "0", nx.clone())],
                    vec![put("L", "x", None)],
                ])
                .await;
            assert!(each[0].is_err() && each[1].is_ok(), "{each:?}");
            answering.abort();
            let _ = answering.await;
            store.transact(vec![put("L", "y", None)]).await.unwrap();
        });
    }

    /// The watcher hears of the puts under its prefix that committed, in commit order, and
    /// of nothing else: not other keys, not a refused transaction, not a delete.
    #[tokio::test]
    async fn a_watcher_hears_of_committed_puts_under_its_prefix() {
        let store = EmbeddedStore::in_memory();
        let mut feed = store.watch_puts("OUTBOX#");
        let nx = Some(crate::Cond::NotExists);
        store
            .transact(vec![
                put("OUTBOX#1", "a", nx.clone()),
                put("EVT#1", "EVENT", None),
            ])
            .await
            .unwrap();
        store
            .transact(vec![put("OUTBOX#2", "b", None)])
            .await
            .unwrap();
        // refused: the marker exists
        let refused = store
            .transact(vec![
                put("OUTBOX#1", "a", nx.clone()),
                put("OUTBOX#3", "c", None),
            ])
            .await;
        assert!(refused.is_err());
        store
            .transact(vec![Write::Delete {
                key: Key::new("OUTBOX#2", "b"),
                cond: None,
            }])
            .await
            .unwrap();
        let results = store
            .transact_each(vec![
                vec![put("OUTBOX#4", "d", None)],
                vec![put("X#1", "x", None)],
            ])
            .await;
        assert!(results.iter().all(Result::is_ok));
        let mut heard = vec![];
        while let Ok(k) = feed.try_recv() {
            heard.push((k.pk, k.sk));
        }
        let want = [("OUTBOX#1", "a"), ("OUTBOX#2", "b"), ("OUTBOX#4", "d")];
        let want: Vec<(String, String)> = want
            .iter()
            .map(|(p, s)| (p.to_string(), s.to_string()))
            .collect();
        assert_eq!(heard, want);
    }
}
