//! The log engine: keys and entries in memory, values in the log on disk (Bitcask's layout,
//! `log_values`; memory keeps the values last written or read within a budget), every group
//! appended to the log and fsynced (as TigerBeetle and Redis's append-only file keep theirs). A group is planned on the committer
//! thread against the state plus its own earlier members, appended to the current log segment
//! as one record (the items it writes, each whole, or their deletion) and fsynced, then
//! applied to the maps in memory under a short write lock: a reader never sees a write that
//! is not durable, and sees a group whole or not at all (a view holds the read lock).
//!
//! **On disk** (a directory): `log-<n>` segments of records and, once the log has grown,
//! `snapshot-<n>`: every item as the state held it while the snapshot was written, then
//! segments `n` and after replay over it. A record is `length:u32 | crc32:u32 | form:u8 |
//! body`, the body a run of `1 | key | value` (the item after) or `2 | key` (deleted), each
//! part length-prefixed, compressed unless it is short (`form`): a group's in LZ4 blocks, kind
//! by kind, a snapshot's in zstd (`log_records`). When a snapshot writes an item it moves the item's value there
//! (unless the item was written again meanwhile), so the older files can go. Replaying a record sets each item
//! to its final value, so a snapshot may be fuzzy: written in chunks while groups go on, it is
//! made exact by replaying the segments from the one begun when it started. The index and TTL
//! entries are not logged: they are worked out again from the items when the store opens.
//!
//! **Recovery**: the newest whole snapshot (a `.tmp` one is an interrupted write, deleted),
//! then its segments in order. A record cut short or failing its checksum at the end of the
//! last segment is a group that was never answered (it had not been fsynced): it is cut off.
//! Anywhere else it is corruption, and the store does not open.
//!
//! **Failure**: a log write or fsync that fails leaves the engine refusing every later group
//! (`Unavailable`) until the server restarts and replays what is durable: after a failed
//! fsync nothing says which bytes reached the disk.

use super::engine::{Engine, View, Visit, PURGE_BATCH};
use super::keys::{item_entries, stored_entries, ttl_upto, Table, ENTRY_TABLES};
use super::log_entries::{target, Entries};
use super::log_files;
use super::log_items::{Held, Items};
use super::log_keys::{Place, SharedKey};
use super::log_records::{
    change_op, each_op, kind_of, put_op, record_in_blocks, records, snapshot_record_into, unpack,
    Packer, BLOCK_FROM,
};
use super::log_touched::Touched;
use super::log_values::{FileId, Files, Loc, Reader};
use super::plan::{decode, err, plan_group, GroupPlan, Prepared};
use crate::model::{expired, StoreError, SEP};
use std::borrow::Cow;
use std::fs::{File, OpenOptions};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock, RwLockReadGuard, RwLockWriteGuard};

/// When the segment being written passes this, the next group starts a new one.
const SEGMENT_BYTES: u64 = 16 * 1024 * 1024;
/// A snapshot is written when the segments since the last one hold at least this much and at
/// least as much as the last snapshot: the log stays bounded (the store on disk is at most
/// about twice the snapshot and a segment), and the whole state is rewritten once per as many
/// bytes of log, not for every few megabytes of changes.
const SNAPSHOT_MIN_BYTES: u64 = 32 * 1024 * 1024;
/// How far ahead of its records a segment is filled with zeros: a group's record then
/// overwrites bytes the file already has, and its fdatasync writes the data alone, without a
/// journal commit for the file's new size each time (about a fifth less CPU and a quarter less
/// time per fsync on this machine's ext4, docs/speed.md). Replay stops at the zeros.
const ROOM_BYTES: u64 = 1 << 20;
/// Items a snapshot reads under one read lock (a few milliseconds at most).
const SNAPSHOT_CHUNK: usize = 1_000;
/// Bytes of values in one record of a snapshot, at most about: a value read back from disk
/// unpacks its whole record.
const SNAPSHOT_CHUNK_BYTES: usize = 32 * 1024;
/// Bytes of values memory keeps (the others are read from the log on disk: `log_values`).
const CACHE_BYTES: u64 = 16 * 1024 * 1024;
/// Records of the log since the snapshot the open keeps unpacked (`Reader::remember`): a
/// lifecycle's change finds its former value a few groups back.
const OPEN_RECENT: usize = 64;
/// Values read from disk waiting to be kept in memory, at most.
const ADMIT_MAX: usize = 1_024;

/// The items and the entries that point at them. Keys and values are boxed to their length
/// (a `String` or `Vec` built by formatting or encoding carries spare capacity).
#[derive(Default)]
struct State {
    /// Main key -> the item: where its value lies in the log, and the value while memory
    /// keeps it.
    items: Items,
    /// Each of `ENTRY_TABLES`: its entries (their keys say everything).
    entries: Entries,
}

/// Adds the entries of the item `bytes` at `key` (the items' table's shared key) to `entries`.
fn add_entries(entries: &mut Entries, key: &SharedKey, bytes: &[u8]) -> Result<(), StoreError> {
    for (n, entry) in stored_entries(bytes, key)?.into_iter().enumerate() {
        if let Some(e) = entry {
            entries.insert(n, &e, key.clone());
        }
    }
    Ok(())
}

/// When segments roll over and snapshots are written (smaller in tests).
#[derive(Clone, Copy)]
pub(crate) struct Limits {
    pub segment_bytes: u64,
    pub snapshot_min_bytes: u64,
    /// Items in one record of a snapshot (`SNAPSHOT_CHUNK`).
    pub snapshot_chunk: usize,
    /// Bytes of values memory keeps (`CACHE_BYTES`).
    pub cache_bytes: u64,
}

impl Default for Limits {
    /// The constants above, unless `SANDUQ_LOG_SEGMENT_BYTES` or `SANDUQ_LOG_SNAPSHOT_BYTES`
    /// sets a sane other (4 KiB to 1 GiB), or `SANDUQ_LOG_SNAPSHOT_ITEMS` (1 to 1,000,000)
    /// items a snapshot record: tests make snapshots frequent and their records small with
    /// them.
    fn default() -> Self {
        let var = |name: &str| std::env::var(name).ok();
        Limits {
            segment_bytes: bytes_from(var("SANDUQ_LOG_SEGMENT_BYTES").as_deref(), SEGMENT_BYTES),
            snapshot_min_bytes: bytes_from(
                var("SANDUQ_LOG_SNAPSHOT_BYTES").as_deref(),
                SNAPSHOT_MIN_BYTES,
            ),
            snapshot_chunk: var("SANDUQ_LOG_SNAPSHOT_ITEMS")
                .and_then(|v| v.parse::<usize>().ok())
                .filter(|n| (1..=1_000_000).contains(n))
                .unwrap_or(SNAPSHOT_CHUNK),
            cache_bytes: var("SANDUQ_CACHE_BYTES")
                .and_then(|v| v.parse::<u64>().ok())
                .filter(|n| *n <= 1 << 40)
                .unwrap_or(CACHE_BYTES),
        }
    }
}

fn bytes_from(v: Option<&str>, default: u64) -> u64 {
    v.and_then(|v| v.parse::<u64>().ok())
        .filter(|n| (4 * 1024..=1 << 30).contains(n))
        .unwrap_or(default)
}

/// A value read from disk by a view, to be kept in memory: its key, place and bytes.
type Admitted = (Box<str>, Loc, Box<[u8]>);

pub(crate) struct Log {
    state: Arc<RwLock<State>>,
    /// The log's files, read for values memory does not keep.
    reader: Arc<Reader>,
    /// Values read from disk, to be kept in memory when the next group is applied (a view
    /// holds the state's read lock only).
    admit: Mutex<Vec<Admitted>>,
    /// None: the state lives in memory only (test stores).
    disk: Option<Mutex<Disk>>,
    /// Held while the store is open: a second process (a server, `sanduq compact`) may not
    /// open it.
    _lock: Option<File>,
}

/// What the process does once a snapshot is written, on the snapshot's thread (`on_snapshot`).
static AFTER_SNAPSHOT: std::sync::OnceLock<fn()> = std::sync::OnceLock::new();

/// Runs `f` on the snapshot's thread after each snapshot this process writes (the first call
/// sets it; `sanduq serve` gives the allocator's free pages back: what a snapshot read and
/// wrote, tens of megabytes let go at once, off the requests' path).
pub fn on_snapshot(f: fn()) {
    let _ = AFTER_SNAPSHOT.set(f);
}

fn after_snapshot() {
    if let Some(f) = AFTER_SNAPSHOT.get() {
        f();
    }
}

/// Locks the store's directory for this process: the file `LOCK` held with an exclusive lock
/// until the store is dropped (the lock goes with the process, however it ends).
fn lock(dir: &Path) -> Result<File, StoreError> {
    let file = appending().open(dir.join("LOCK")).map_err(err)?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => Err(err(format!(
            "the store in {} is open in another process (a running `sanduq serve`?)",
            dir.display()
        ))),
        Err(std::fs::TryLockError::Error(e)) => Err(err(e)),
    }
}

/// The log on disk; only the committer thread appends to it.
struct Disk {
    dir: PathBuf,
    /// The log's files open for reading (each segment added as it begins).
    files: Arc<Files>,
    durable: bool,
    limits: Limits,
    /// The segment being appended to: its number, file and length (its records), and how far
    /// the file runs on into zeros (`ROOM_BYTES`).
    seg: u64,
    file: File,
    len: u64,
    room: u64,
    /// The first segment written with a head (the manifest's).
    heads_from: u64,
    /// Bytes of the segments since the last snapshot began.
    since_snapshot: u64,
    /// The size of the last snapshot written.
    last_snapshot: Arc<AtomicU64>,
    /// Whether a snapshot is being written (one at a time).
    snapshotting: Arc<AtomicBool>,
    /// The records of the last snapshot this process wrote (none yet: the next is written
    /// whole).
    table: Arc<Mutex<Option<Written>>>,
    /// Why the log cannot be written any more (a failed write or fsync).
    broken: Option<String>,
    /// Kept between groups: the body and the record being built, what packs it.
    body: Vec<u8>,
    rec: Vec<u8>,
    packer: Packer,
}

fn read_lock(s: &RwLock<State>) -> RwLockReadGuard<'_, State> {
    s.read().unwrap_or_else(|p| p.into_inner())
}

fn write_lock(s: &RwLock<State>) -> RwLockWriteGuard<'_, State> {
    s.write().unwrap_or_else(|p| p.into_inner())
}

fn segment_name(n: u64) -> String {
    format!("log-{n:020}")
}

fn snapshot_name(n: u64) -> String {
    format!("snapshot-{n:020}")
}

/// The number in a file name `<prefix><n>` (None for anything else, `.tmp` files included).
fn numbered(name: &str, prefix: &str) -> Option<u64> {
    let digits = name.strip_prefix(prefix)?;
    (digits.len() == 20 && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| digits.parse().ok())
        .flatten()
}

/// A log segment, written at its length (`write_at`), not appended to: the file runs on
/// into zeros (`ROOM_BYTES`).
fn segment_file(path: &Path) -> std::io::Result<File> {
    let mut o = OpenOptions::new();
    o.create(true).write(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut o, 0o600);
    o.open(path)
}

/// Writes `buf` at byte `at` of `file` (one `pwrite` where there is one).
fn write_at(file: &File, buf: &[u8], at: u64) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        std::os::unix::fs::FileExt::write_all_at(file, buf, at)
    }
    #[cfg(not(unix))]
    {
        use std::io::{Seek, SeekFrom};
        let mut f = file;
        f.seek(SeekFrom::Start(at))?;
        f.write_all(buf)
    }
}

/// Makes room for `n` more bytes after `disk.len`: zeros written ahead, `ROOM_BYTES` at a
/// time.
fn make_room(disk: &mut Disk, n: u64) -> std::io::Result<()> {
    if disk.len + n <= disk.room {
        return Ok(());
    }
    no_space(&disk.dir)?;
    let to = (disk.len + n).max(disk.room) + ROOM_BYTES;
    let zeros = vec![0u8; 64 * 1024];
    let mut at = disk.room;
    while at < to {
        let k = (to - at).min(zeros.len() as u64) as usize;
        write_at(&disk.file, &zeros[..k], at)?;
        at += k as u64;
    }
    disk.room = to;
    Ok(())
}

/// Directories where the tests make writes fail as on a full disk.
#[cfg(test)]
static FULL: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// A full disk, as the tests make one (never outside them).
fn no_space(dir: &Path) -> std::io::Result<()> {
    #[cfg(test)]
    if FULL
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .iter()
        .any(|d| d == dir)
    {
        return Err(std::io::Error::from(std::io::ErrorKind::StorageFull));
    }
    let _ = dir;
    Ok(())
}

/// Cuts a segment's zeros off (it is full, or the store closes) and makes it durable.
fn close_segment(disk: &mut Disk) -> std::io::Result<()> {
    if disk.room > disk.len {
        disk.file.set_len(disk.len)?;
        disk.room = disk.len;
    }
    disk.file.sync_all()
}

/// Begins segment `next` after the current one (closed by the caller): its head first,
/// naming how far the current one reached, made durable with the directory, then the
/// manifest naming it; only then may records go into it. On failure the new file is removed
/// and the current segment stays the one written to.
fn begin_segment(disk: &mut Disk, next: u64) -> Result<(), StoreError> {
    let path = disk.dir.join(segment_name(next));
    let head = log_files::framed(&log_files::head_payload(log_files::Head {
        seg: next,
        prev_end: disk.len,
    }));
    let begun = (|| -> Result<File, StoreError> {
        let file = segment_file(&path).map_err(err)?;
        file.set_len(0).map_err(err)?;
        write_at(&file, &head, 0).map_err(err)?;
        file.sync_all().map_err(err)?;
        disk.files
            .add(FileId::segment(next), File::open(&path).map_err(err)?);
        sync_dir(&disk.dir)?;
        log_files::write_manifest(
            &disk.dir,
            log_files::Manifest {
                segment: next,
                heads_from: disk.heads_from,
            },
        )?;
        Ok(file)
    })();
    match begun {
        Ok(file) => {
            disk.file = file;
            disk.seg = next;
            disk.len = head.len() as u64;
            disk.room = disk.len;
            Ok(())
        }
        Err(e) => {
            let _ = std::fs::remove_file(&path);
            Err(e)
        }
    }
}

/// How the store's other files (`LOCK`, a snapshot being written) are opened: appended to,
/// created if absent, readable by their owner only (every merchant's secrets are in the
/// items). Segments are opened by `segment_file`, with the same mode.
fn appending() -> OpenOptions {
    let mut o = OpenOptions::new();
    o.create(true).append(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut o, 0o600);
    o
}

/// Makes a directory's entries (a new file, a rename) durable.
fn sync_dir(dir: &Path) -> Result<(), StoreError> {
    File::open(dir).and_then(|d| d.sync_all()).map_err(err)
}

/// The state an open rebuilds from the files, record by record: the items, their entries,
/// and the files read so far (`Reader`: an item's value before a later record changed it).
struct Rebuilt {
    items: Items,
    entries: Entries,
    reader: Reader,
}

/// Applies a record's changes to the items and their entries; how many there were. The
/// record begins at byte `at` of `file` (`payload` being what `records` found there, the file
/// known to the reader); each value is noted by its place in the log and left there. A change
/// of an item held already takes its former value's entries away, that value read back from
/// its place (only the log since the snapshot changes items held: the snapshot holds each
/// once). One pass: the files were read twice, the second time for the entries of each item's
/// final value (2026-12-05).
fn replay(
    state: &mut Rebuilt,
    payload: &[u8],
    (file, at): (FileId, u64),
    since: bool,
) -> Result<u64, StoreError> {
    let Rebuilt {
        items,
        entries,
        reader,
    } = state;
    let body = unpack(payload)?;
    // a record of the log since the snapshot is kept unpacked a while: the changes after it
    // read their items' former values from it (a snapshot's items come once: none do)
    let kept: Option<Arc<[u8]>> = since.then(|| Arc::from(&*body));
    if let Some(k) = &kept {
        reader.remember(file, at, k.clone());
    }
    let body: &[u8] = kept.as_deref().unwrap_or(&body);
    // takes away the entries of the value at `before` (a change of an item held already)
    let forget = |entries: &mut Entries, before: Loc, key: &SharedKey| {
        let before = reader.value(before)?;
        for (n, e) in stored_entries(&before, key)?.into_iter().enumerate() {
            if let Some(e) = e {
                entries.remove(n, &e);
            }
        }
        Ok::<(), StoreError>(())
    };
    each_op(body, |op| {
        let hash = items.hash(&op.key);
        match op.value {
            Some((v, off)) => {
                let loc = Loc {
                    file,
                    len: payload.len() as u32 + 8,
                    at,
                    off,
                    vlen: v.len() as u32,
                };
                // the former value is still where it was on disk: its entries are read from it
                let (key, before) = items.insert_hashed(hash, &op.key, None, loc);
                if let Some(before) = before {
                    forget(entries, before, &key)?;
                }
                add_entries(entries, &key, v)?;
            }
            None => {
                if let Some((before, key)) = items.shared_at(&op.key) {
                    forget(entries, before, &key)?;
                }
                items.remove_hashed(hash, &op.key)
            }
        }
        Ok(())
    })
}

/// The file at `path` mapped into memory, to be read once while the store opens: its pages
/// are the page cache's, which the kernel may drop and read again, not memory the process
/// holds (a snapshot is as large as the store: read whole, a million payment lifecycles'
/// took 4 GB more at the open's peak). An empty file maps to no bytes.
fn map(path: &Path) -> Result<memmap2::Mmap, StoreError> {
    let file = File::open(path).map_err(err)?;
    // SAFETY: a snapshot is never written again once it is whole (a new one is written
    // beside it under another name), and no other process opens the store meanwhile (`lock`)
    let map = unsafe { memmap2::Mmap::map(&file) }.map_err(err)?;
    // read front to back, once
    let _ = map.advise(memmap2::Advice::Sequential);
    Ok(map)
}

/// Where the record whose payload `records` found at `payload` begins in `bytes`.
fn record_at(bytes: &[u8], payload: &[u8]) -> u64 {
    (payload.as_ptr() as usize - bytes.as_ptr() as usize - 8) as u64
}

/// What a recovery that accepts a loss dropped: the file, the byte it was cut from (0: the
/// file whole), why, and the keys of the items in whole records it dropped (what to look
/// for elsewhere: the merchant's and the bank's records).
#[derive(Debug, Clone, PartialEq)]
pub struct Loss {
    pub file: PathBuf,
    pub from: u64,
    pub why: String,
    pub keys: Vec<String>,
}

/// How damage found while opening is met: refused (no file changed), or, accepting a loss,
/// listed and the files set aside.
struct Check<'a> {
    dir: &'a Path,
    accept: Option<&'a mut Vec<Loss>>,
}

impl Check<'_> {
    fn accepting(&self) -> bool {
        self.accept.is_some()
    }

    fn damaged(
        &mut self,
        file: &Path,
        at: u64,
        why: String,
        keys: Vec<String>,
    ) -> Result<(), StoreError> {
        match self.accept.as_deref_mut() {
            Some(losses) => {
                losses.push(Loss {
                    file: file.to_path_buf(),
                    from: at,
                    why,
                    keys,
                });
                Ok(())
            }
            None => Err(err(format!(
                "{} is damaged at byte {at}: {why}. The store stays shut and no file was changed; `sanduq recover` lists what opening it anyway would drop",
                file.display()
            ))),
        }
    }

    /// A whole segment after damage, set aside as `<name>.dropped` (accepting a loss only:
    /// refusing has returned before).
    fn dropped(&mut self, n: u64, why: &str) -> Result<(), StoreError> {
        let file = self.dir.join(segment_name(n));
        let bytes = std::fs::read(&file).map_err(err)?;
        let keys = keys_after(&bytes, 0);
        self.damaged(&file, 0, format!("dropped whole: {why}"), keys)?;
        let aside = self.dir.join(format!("{}.dropped", segment_name(n)));
        std::fs::rename(&file, &aside).map_err(err)
    }

    /// A segment cut at its damage (accepting a loss): its whole bytes kept beside it as
    /// `<name>.damaged` first.
    fn keep_damaged(&mut self, file: &Path, at: u64) -> Result<(), StoreError> {
        let aside = file.with_file_name(format!(
            "{}.damaged",
            file.file_name()
                .map(|n| n.to_string_lossy())
                .unwrap_or_default()
        ));
        std::fs::copy(file, &aside).map_err(err)?;
        cut(file, at)
    }
}

/// Cuts a file at byte `at`, durably.
fn cut(file: &Path, at: u64) -> Result<(), StoreError> {
    let f = OpenOptions::new().write(true).open(file).map_err(err)?;
    f.set_len(at).map_err(err)?;
    f.sync_all().map_err(err)
}

/// The keys of the items in the whole records of `bytes` from `from` on (records found by
/// their checksum, wherever they begin): what a loss there dropped.
fn keys_after(bytes: &[u8], from: usize) -> Vec<String> {
    let mut keys = Vec::new();
    let mut at = from;
    while at + 8 <= bytes.len() {
        let (found, end) = records(&bytes[at..]);
        if found.is_empty() {
            at += 1;
            continue;
        }
        for payload in found {
            if log_files::is_bookkeeping(payload) {
                continue;
            }
            // the keys the record leaves holding an item
            let mut held = std::collections::BTreeMap::new();
            if let Ok(body) = unpack(payload) {
                let _ = each_op(&body, |op| {
                    held.insert(op.key.into_owned(), op.value.is_some());
                    Ok(())
                });
            }
            keys.extend(held.into_iter().filter(|(_, put)| *put).map(|(k, _)| k));
        }
        at += end;
    }
    keys.sort();
    keys.dedup();
    keys
}

impl Log {
    /// A store whose state lives in memory only, with no log (for tests).
    pub fn in_memory() -> Log {
        Log {
            state: Arc::default(),
            reader: Arc::new(Reader::new(Arc::default())),
            admit: Mutex::default(),
            disk: None,
            _lock: None,
        }
    }

    /// Opens (or creates) the log in the directory `path` and replays it.
    pub fn open(path: &Path, durable: bool) -> Result<Log, StoreError> {
        Self::open_with(path, durable, Limits::default())
    }

    pub(crate) fn open_with(path: &Path, durable: bool, limits: Limits) -> Result<Log, StoreError> {
        Self::open_checked(path, durable, limits, None)
    }

    /// Opens the log, accepting a loss: what damage would keep shut is dropped instead (the
    /// damaged file kept beside as `<name>.damaged`, later segments renamed
    /// `<name>.dropped`), each drop listed in `losses`, and a snapshot written at once so the
    /// store stands on whole files again (`sanduq recover --accept-loss`).
    pub fn open_accepting_loss(path: &Path, losses: &mut Vec<Loss>) -> Result<Log, StoreError> {
        let log = Self::open_checked(path, true, Limits::default(), Some(losses))?;
        if !losses.is_empty() {
            log.snapshot_now()?;
        }
        Ok(log)
    }

    /// Opens the log in `path`: the newest snapshot, then the segments from its number in
    /// order, each checked as `log_files` says. Damage is refused, naming the file and the
    /// byte, with no file changed, unless `accept` takes it as a loss.
    fn open_checked(
        path: &Path,
        durable: bool,
        limits: Limits,
        accept: Option<&mut Vec<Loss>>,
    ) -> Result<Log, StoreError> {
        if path.exists() && !path.is_dir() {
            return Err(err(format!(
                "{} is a file, where the store keeps its log directory (move the file away, or give another data dir)",
                path.display()
            )));
        }
        std::fs::create_dir_all(path).map_err(|e| {
            err(format!(
                "cannot make the store's directory {}: {e}",
                path.display()
            ))
        })?;
        let lock = lock(path)?;
        let mut check = Check { dir: path, accept };
        let mut snapshots = Vec::new();
        let mut segments = Vec::new();
        let mut tmp = Vec::new();
        for entry in std::fs::read_dir(path).map_err(err)? {
            let name = entry.map_err(err)?.file_name();
            let name = name.to_string_lossy();
            if name.ends_with(".tmp") {
                tmp.push(name.to_string());
            } else if let Some(n) = numbered(&name, "snapshot-") {
                snapshots.push(n);
            } else if let Some(n) = numbered(&name, "log-") {
                segments.push(n);
            }
        }
        snapshots.sort_unstable();
        segments.sort_unstable();
        let manifest = match log_files::read_manifest(path) {
            Ok(m) => m,
            Err(e) => {
                check.damaged(&path.join(log_files::MANIFEST), 0, e.to_string(), vec![])?;
                None
            }
        };
        // segments and snapshots from this number on have their head and end
        let heads_from = manifest.map_or(u64::MAX, |m| m.heads_from);
        let start = snapshots.last().copied().unwrap_or(0);
        let files = Arc::new(Files::default());
        let mut state = Rebuilt {
            items: Items::default(),
            entries: Entries::default(),
            reader: Reader::keeping(files.clone(), OPEN_RECENT),
        };
        let mut last_snapshot = 0;
        if snapshots.last().is_some() {
            let file = path.join(snapshot_name(start));
            let mapped = map(&file)?;
            let bytes: &[u8] = &mapped;
            last_snapshot = bytes.len() as u64;
            let (bodies, end) = records(bytes);
            let end_record = bodies.last().and_then(|b| log_files::read_end(b));
            let mut good = bodies.len() - usize::from(end_record.is_some());
            if end != bytes.len() {
                check.damaged(
                    &file,
                    end as u64,
                    "a record that does not read".into(),
                    keys_after(bytes, end),
                )?;
            } else if bytes.is_empty() {
                check.damaged(&file, 0, "the snapshot is empty".into(), vec![])?;
            } else if let Some(e) = end_record {
                let before = end - 8 - bodies[good].len();
                if e.seg != start
                    || e.records != good as u64
                    || e.crc != crc32fast::hash(&bytes[..before])
                {
                    check.damaged(
                        &file,
                        before as u64,
                        format!(
                            "its end record does not match it (it names snapshot {} of {} records)",
                            e.seg, e.records
                        ),
                        vec![],
                    )?;
                }
            } else if start >= heads_from {
                check.damaged(
                    &file,
                    end as u64,
                    "the snapshot has no end record (it was cut short)".into(),
                    vec![],
                )?;
            }
            if check.accepting() && end != bytes.len() {
                good = bodies.len();
            }
            if let Some(e) = &end_record {
                // its count was checked with the file's checksum; bounded by the file anyway
                // (an item takes more than 4 bytes even packed)
                let n = usize::try_from(e.items).unwrap_or(usize::MAX);
                state.items.reserve(n.min(bytes.len() / 4));
            }
            let mut written = 0;
            let id = FileId::snapshot(start);
            files.add(id, File::open(&file).map_err(err)?);
            for body in bodies[..good]
                .iter()
                .filter(|b| !log_files::is_bookkeeping(b))
            {
                written += replay(&mut state, body, (id, record_at(bytes, body)), false)?;
            }
            if let Some(e) = end_record.filter(|e| e.items != written) {
                check.damaged(
                    &file,
                    end as u64,
                    format!("it holds {written} items, its end record says {}", e.items),
                    vec![],
                )?;
            }
        }
        let mut live: Vec<u64> = segments.iter().copied().filter(|n| *n >= start).collect();
        // the segments after a snapshot (or from the first) follow each other with no gap:
        // a snapshot's own segment was made before it began; the manifest names the last
        let gap = live
            .iter()
            .enumerate()
            .position(|(i, n)| *n != start + i as u64);
        let reached = start + gap.unwrap_or(live.len()) as u64;
        let last_expected = manifest.map_or(reached.saturating_sub(1), |m| m.segment);
        if let Some(m) = manifest.filter(|m| m.segment < start) {
            check.damaged(
                &path.join(snapshot_name(start)),
                0,
                format!(
                    "the snapshot is newer than the log, which reached {} (MANIFEST)",
                    segment_name(m.segment)
                ),
                vec![],
            )?;
        } else if gap.is_some() || (manifest.is_some() && reached <= last_expected) {
            let missing = segment_name(reached);
            check.damaged(
                &path.join(&missing),
                0,
                format!("{missing} is missing (the store's files are damaged)"),
                vec![],
            )?;
            for n in live.split_off(gap.unwrap_or(live.len())) {
                check.dropped(n, "it comes after a missing segment")?;
            }
        }
        let mut since_snapshot = 0;
        let (mut tail_len, mut tail_room) = (0, 0);
        let mut prev: Option<(u64, u64)> = None;
        let mut kept = live.len();
        for (i, n) in live.iter().copied().enumerate() {
            let file = path.join(segment_name(n));
            let bytes = std::fs::read(&file).map_err(err)?;
            let (bodies, end) = records(&bytes);
            let last = i + 1 == live.len();
            let mut room = bytes.len() as u64;
            let head = bodies.first().and_then(|b| log_files::read_head(b));
            let broken_chain = match (head, prev) {
                (Some(h), _) if h.seg != n => {
                    Some((n, 0, format!("its head names segment {}", h.seg)))
                }
                (Some(h), Some((p, pend))) if h.prev_end != pend => Some((
                    p,
                    pend,
                    format!(
                        "{} says it reached byte {}: it was cut short",
                        segment_name(n),
                        h.prev_end
                    ),
                )),
                // a segment begun by a process that stopped before its head was durable (the
                // manifest does not name it yet) holds nothing
                (None, _)
                    if last && bodies.is_empty() && manifest.is_some_and(|m| m.segment < n) =>
                {
                    None
                }
                (None, _) if n >= heads_from => {
                    Some((n, 0, "the segment does not begin with its head".into()))
                }
                _ => None,
            };
            if let Some((at_seg, at, why)) = broken_chain {
                check.damaged(&path.join(segment_name(at_seg)), at, why, vec![])?;
                kept = i;
                break;
            }
            let mut whole = true;
            match log_files::tail(&bytes, end) {
                log_files::Tail::Clean => {}
                log_files::Tail::Torn if last => {
                    // the last group was never answered: it had not reached the disk whole
                    tracing::warn!(file = %file.display(), at = end, dropped = bytes.len() - end,
                        "cutting off a log record written only in part (never answered)");
                    cut(&file, end as u64)?;
                    room = end as u64;
                }
                _ => {
                    let why = if last {
                        "a record that does not read, with more after it than a record written in part"
                    } else {
                        "a record that does not read, in a segment before the last"
                    };
                    check.damaged(&file, end as u64, why.into(), keys_after(&bytes, end))?;
                    check.keep_damaged(&file, end as u64)?;
                    room = end as u64;
                    whole = false;
                }
            }
            let id = FileId::segment(n);
            files.add(id, File::open(&file).map_err(err)?);
            for body in &bodies {
                if !log_files::is_bookkeeping(body) {
                    replay(&mut state, body, (id, record_at(&bytes, body)), true)?;
                }
            }
            since_snapshot += end as u64;
            tail_len = end as u64;
            tail_room = room;
            prev = Some((n, end as u64));
            if !whole {
                kept = i + 1;
                break;
            }
        }
        for n in live.split_off(kept) {
            check.dropped(n, "it comes after damage")?;
        }
        let seg = live.last().copied().unwrap_or(start);
        let fresh = live.is_empty();
        let file = segment_file(&path.join(segment_name(seg))).map_err(err)?;
        if fresh {
            sync_dir(path)?;
            files.add(
                FileId::segment(seg),
                File::open(path.join(segment_name(seg))).map_err(err)?,
            );
        }
        let now = log_files::Manifest {
            segment: seg,
            // a store written before heads: from the next segment begun
            heads_from: manifest.map_or(seg + 1, |m| m.heads_from),
        };
        if manifest != Some(now) {
            log_files::write_manifest(path, now)?;
        }
        // what an interrupted snapshot left (the one before it stands)
        for name in tmp {
            std::fs::remove_file(path.join(name)).map_err(err)?;
        }
        // older files a finished snapshot made useless (their deletion may have been cut short)
        for n in segments.iter().filter(|n| **n < start) {
            let _ = std::fs::remove_file(path.join(segment_name(*n)));
        }
        for n in snapshots.iter().filter(|n| **n < start) {
            let _ = std::fs::remove_file(path.join(snapshot_name(*n)));
        }
        // every write's place is noted from the first snapshot's beginning on, for the next
        // snapshot's copying (`log_touched`)
        let Rebuilt {
            mut items, entries, ..
        } = state;
        items.set_budget(usize::try_from(limits.cache_bytes).unwrap_or(usize::MAX));
        let state = State { items, entries };
        Ok(Log {
            _lock: Some(lock),
            state: Arc::new(RwLock::new(state)),
            reader: Arc::new(Reader::new(files.clone())),
            admit: Mutex::default(),
            disk: Some(Mutex::new(Disk {
                dir: path.to_path_buf(),
                files,
                durable,
                limits,
                seg,
                file,
                len: tail_len,
                room: tail_room,
                heads_from: now.heads_from,
                since_snapshot,
                last_snapshot: Arc::new(AtomicU64::new(last_snapshot)),
                snapshotting: Arc::new(AtomicBool::new(false)),
                table: Arc::default(),
                broken: None,
                body: Vec::new(),
                rec: Vec::new(),
                packer: Packer::default(),
            })),
        })
    }

    fn disk(&self) -> Option<std::sync::MutexGuard<'_, Disk>> {
        self.disk
            .as_ref()
            .map(|d| d.lock().unwrap_or_else(|p| p.into_inner()))
    }

    /// Appends a record of `changes` (fsynced when `sync` and the log is durable), then moves
    /// to a new segment and starts a snapshot when it is time.
    /// Returns where each value written lies (`Loc::NONE` for a deletion, and for every change
    /// of a store with no log).
    fn append(
        &self,
        changes: &[(&str, Option<&[u8]>)],
        sync: bool,
    ) -> Result<Vec<Loc>, StoreError> {
        let Some(mut disk) = self.disk() else {
            return Ok(vec![Loc::NONE; changes.len()]);
        };
        if let Some(why) = &disk.broken {
            return Err(err(format!(
                "the store's log failed earlier ({why}); restart the server"
            )));
        }
        let disk = &mut *disk;
        disk.body.clear();
        disk.rec.clear();
        // kind by kind, a block from each kind on once the one before holds `BLOCK_FROM` bytes
        let mut order: Vec<usize> = (0..changes.len()).collect();
        order.sort_by(|a, b| kind_of(changes[*a].0).cmp(kind_of(changes[*b].0)));
        let mut offsets = vec![None; changes.len()];
        let (mut splits, mut block_at) = (Vec::new(), 0);
        for (n, i) in order.iter().enumerate() {
            let (k, v) = changes[*i];
            let new_kind = n > 0 && kind_of(changes[order[n - 1]].0) != kind_of(k);
            if new_kind && disk.body.len() - block_at >= BLOCK_FROM {
                block_at = disk.body.len();
                splits.push(block_at);
            }
            offsets[*i] = change_op(&mut disk.body, k, v);
        }
        record_in_blocks(&mut disk.rec, &mut disk.packer, &disk.body, &splits);
        let n = disk.rec.len() as u64;
        let (file, at) = (FileId::segment(disk.seg), disk.len);
        let locs = offsets
            .iter()
            .zip(changes)
            .map(|(off, (_, v))| match (off, v) {
                (Some(off), Some(v)) => Loc {
                    file,
                    len: n as u32,
                    at,
                    off: *off,
                    vlen: v.len() as u32,
                },
                _ => Loc::NONE,
            })
            .collect();
        // a write that fails (a full disk) claimed nothing: the group is refused and the
        // next one is written at the same place, over zeros written again
        let written = make_room(disk, n).and_then(|()| write_at(&disk.file, &disk.rec, disk.len));
        if let Err(e) = written {
            tracing::error!(error = %e, "a group could not be written to the store's log; it is refused, the next is tried");
            disk.room = disk.room.min(disk.len);
            return Err(StoreError::Unavailable(format!(
                "the store's log could not be written: {e}"
            )));
        }
        // after a failed fsync nothing says which bytes reached the disk: no more groups
        if let Err(e) = sync
            .then_some(())
            .filter(|()| disk.durable)
            .map_or(Ok(()), |()| disk.file.sync_data())
        {
            let why = e.to_string();
            tracing::error!(error = %why, "the store's log could not be made durable; refusing writes until restart");
            disk.broken = Some(why);
            return Err(err(e));
        }
        disk.len += n;
        disk.since_snapshot += n;
        Ok(locs)
    }

    /// After a group is applied: a new segment once this one is full, and a snapshot once the
    /// segments since the last one are big enough (written on its own thread).
    fn roll_over(&self) {
        let Some(mut disk) = self.disk() else {
            return;
        };
        if disk.broken.is_some() || disk.len < disk.limits.segment_bytes {
            return;
        }
        // what was appended without an fsync of its own (a purge) is made durable before the
        // segment is left, its zeros cut off: only the last segment may end in a record cut
        // short
        if disk.durable {
            if let Err(e) = close_segment(&mut disk) {
                tracing::error!(error = %e, "the store's log could not be written; refusing writes until restart");
                disk.broken = Some(e.to_string());
                return;
            }
        }
        let next = disk.seg + 1;
        if let Err(e) = begin_segment(&mut disk, next) {
            // keep appending to the full segment; try again after the next group
            tracing::warn!(error = %e, "could not start a new log segment");
            return;
        }
        let due = disk
            .limits
            .snapshot_min_bytes
            .max(disk.last_snapshot.load(Ordering::Relaxed));
        if disk.since_snapshot < due || disk.snapshotting.swap(true, Ordering::AcqRel) {
            return;
        }
        disk.since_snapshot = 0;
        let since = self.since_last(&disk);
        let files = disk.files.clone();
        let (state, dir, chunk) = (
            self.state.clone(),
            disk.dir.clone(),
            disk.limits.snapshot_chunk,
        );
        let (size, busy, table) = (
            disk.last_snapshot.clone(),
            disk.snapshotting.clone(),
            disk.table.clone(),
        );
        let spawned = std::thread::Builder::new()
            .name("sanduq-snapshot".into())
            .spawn(move || {
                match write_snapshot(&state, &files, &dir, next, since, chunk) {
                    Ok(made) => {
                        tracing::debug!(
                            bytes = made.bytes,
                            records = made.written.chunks.len(),
                            copied = made.copied,
                            "snapshot written"
                        );
                        size.store(made.bytes, Ordering::Relaxed);
                        write_lock(&state)
                            .items
                            .snapshot_written(made.written.starts());
                        *lock_table(&table) = Some(made.written);
                        after_snapshot();
                    }
                    Err(e) => tracing::warn!(error = %e, "a snapshot of the store failed; the log is kept"),
                }
                busy.store(false, Ordering::Release);
            });
        if spawned.is_err() {
            disk.snapshotting.store(false, Ordering::Release);
        }
    }

    /// As a snapshot begins (on the committer, its segment just started): the last snapshot's
    /// records and the places written since it began, taken (a new snapshot then notes
    /// afresh); None if there is nothing to copy from.
    fn since_last(&self, disk: &Disk) -> Option<(Written, Touched)> {
        let touched = write_lock(&self.state).items.take_touched();
        lock_table(&disk.table).take().zip(touched)
    }

    /// Writes a snapshot now and deletes the log it replaces (`sanduq compact`; no group may be
    /// in flight). Returns its size.
    pub fn compact(&self) -> Result<u64, StoreError> {
        Ok(self.snapshot_now()?.bytes)
    }

    /// A snapshot now: the records of the last one this process wrote that nothing has written
    /// since are copied, as a snapshot begun by a segment's roll-over does.
    fn snapshot_now(&self) -> Result<Made, StoreError> {
        let Some(mut disk) = self.disk() else {
            return Ok(Made {
                bytes: 0,
                written: Written {
                    seg: 0,
                    chunks: Vec::new(),
                },
                copied: 0,
            });
        };
        while disk.snapshotting.load(Ordering::Acquire) {
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        close_segment(&mut disk).map_err(err)?;
        let next = disk.seg + 1;
        begin_segment(&mut disk, next)?;
        disk.since_snapshot = 0;
        let since = self.since_last(&disk);
        let made = write_snapshot(
            &self.state,
            &disk.files,
            &disk.dir,
            next,
            since,
            disk.limits.snapshot_chunk,
        )?;
        disk.last_snapshot.store(made.bytes, Ordering::Relaxed);
        write_lock(&self.state)
            .items
            .snapshot_written(made.written.starts());
        *lock_table(&disk.table) = Some(made.written.clone());
        Ok(made)
    }

    /// Every item's bytes, in the order of its place (to copy a store).
    #[cfg(test)]
    pub fn each_item(&self, each: &mut dyn FnMut(&[u8])) {
        let s = read_lock(&self.state);
        for (_, _, v) in s.items.between(std::ops::Bound::Unbounded, None) {
            match v {
                Held::Mem(v) => each(v),
                Held::Disk(loc) => each(&self.reader.value(loc).expect("a value read back")),
            }
        }
    }
}

impl Drop for Log {
    /// A snapshot being written is finished first (the store keeps its lock until then), and
    /// the last segment's zeros are cut off.
    fn drop(&mut self) {
        if let Some(mut disk) = self.disk() {
            while disk.snapshotting.load(Ordering::Acquire) {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            // a store closed in order leaves no zeros behind (one that stops otherwise does,
            // and replay stops at them)
            if disk.broken.is_none() {
                if let Err(e) = close_segment(&mut disk) {
                    tracing::warn!(error = %e, "the store's last log segment could not be closed");
                }
            }
        }
    }
}

/// One record of a snapshot: where its range of places begins (None: at the start of the
/// order; it runs to where the next record's begins, the last to the end) and where its bytes
/// lie in the file.
#[derive(Clone)]
struct Chunk {
    from: Option<Place>,
    at: u64,
    len: u64,
    /// The items the record holds.
    items: u64,
}

/// The last snapshot this process wrote: its number and its records in order.
#[derive(Clone)]
struct Written {
    seg: u64,
    chunks: Vec<Chunk>,
}

impl Written {
    /// The places its records begin at, all but the first (which begins the order); none if
    /// one of them is not known (then every record is read again: `Touched::records_hit`).
    fn starts(&self) -> Vec<Place> {
        let starts: Option<Vec<Place>> =
            self.chunks.iter().skip(1).map(|c| c.from.clone()).collect();
        starts.unwrap_or_default()
    }
}

/// A snapshot written: its size, its records, and how many of them were copied from the last.
struct Made {
    bytes: u64,
    written: Written,
    copied: usize,
}

fn lock_table(t: &Mutex<Option<Written>>) -> std::sync::MutexGuard<'_, Option<Written>> {
    t.lock().unwrap_or_else(|p| p.into_inner())
}

/// A snapshot being written: the file, where the next record goes, the records so far.
struct SnapshotOut {
    dir: PathBuf,
    /// Written record by record (a value is read back from it as soon as its item is moved
    /// there: `relocate`).
    out: File,
    /// The snapshot's number (that of the segment begun with it) and file.
    seg: u64,
    id: FileId,
    /// Reads the values memory does not keep (its own: a snapshot's reads come in runs).
    reader: Reader,
    chunks: Vec<Chunk>,
    size: u64,
    /// The crc32 of every byte so far, and the items in the records.
    crc: crc32fast::Hasher,
    items: u64,
    copied: usize,
    body: Vec<u8>,
    rec: Vec<u8>,
    packer: Packer,
}

/// An item read for a snapshot: its place, key and value, in memory or on disk.
type Read = (Place, Box<str>, Result<Box<[u8]>, Loc>);

impl SnapshotOut {
    /// Appends a record; where it begins.
    fn record(&mut self, from: Option<Place>, bytes: &[u8], items: u64) -> Result<u64, StoreError> {
        no_space(&self.dir).map_err(err)?;
        self.out.write_all(bytes).map_err(err)?;
        self.crc.update(bytes);
        let (at, len) = (self.size, bytes.len() as u64);
        self.chunks.push(Chunk {
            from,
            at,
            len,
            items,
        });
        self.size += len;
        self.items += items;
        Ok(at)
    }

    /// The items from `bound` up to `to`: `chunk` at most and about `SNAPSHOT_CHUNK_BYTES` of
    /// values, under one read lock (values on disk are read after it is let go).
    fn next_items(
        state: &RwLock<State>,
        bound: std::ops::Bound<&Place>,
        to: Option<&Place>,
        chunk: usize,
    ) -> Vec<Read> {
        let s = read_lock(state);
        let mut out = Vec::new();
        let mut bytes = 0;
        for (place, k, v) in s.items.between(bound, to) {
            let v = match v {
                Held::Mem(v) => {
                    bytes += v.len();
                    Ok(Box::from(v))
                }
                Held::Disk(loc) => {
                    bytes += loc.vlen as usize;
                    Err(loc)
                }
            };
            out.push((place.clone(), k.into(), v));
            if out.len() >= chunk || bytes >= SNAPSHOT_CHUNK_BYTES {
                break;
            }
        }
        out
    }

    /// The items from `from` up to `to` (the first record's range beginning at `begins`), read
    /// a record's worth at a time (`next_items`), each item then moved to its place in the
    /// snapshot unless it was written again meanwhile.
    fn read(
        &mut self,
        state: &RwLock<State>,
        from: std::ops::Bound<Place>,
        to: Option<&Place>,
        begins: Option<Place>,
        chunk: usize,
    ) -> Result<(), StoreError> {
        let (mut bound, mut begins) = (from, Some(begins));
        loop {
            let read = Self::next_items(state, bound.as_ref(), to, chunk);
            let Some((last, _, _)) = read.last() else {
                return Ok(());
            };
            bound = std::ops::Bound::Excluded(last.clone());
            self.body.clear();
            let mut placed = Vec::with_capacity(read.len());
            for (_, k, v) in &read {
                let v = match v {
                    Ok(v) => Cow::Borrowed(&v[..]),
                    Err(loc) => Cow::Owned(self.reader.value(*loc)?),
                };
                let off = put_op(&mut self.body, k, Some(&v)).unwrap_or_default();
                placed.push((off, v.len() as u32));
            }
            let mut rec = std::mem::take(&mut self.rec);
            rec.clear();
            snapshot_record_into(&mut rec, &mut self.packer, &self.body);
            // the range's first record begins where the range does (so the records still
            // cover the whole order), the others at their first item
            let first = read.first().map(|(p, _, _)| p.clone());
            let from = begins.take().unwrap_or(first);
            let at = self.record(from, &rec, read.len() as u64)?;
            let (id, seg, len) = (self.id, self.seg, rec.len() as u32);
            self.rec = rec;
            let mut s = write_lock(state);
            for ((_, k, _), (off, vlen)) in read.iter().zip(placed) {
                let to = Loc {
                    file: id,
                    len,
                    at,
                    off,
                    vlen,
                };
                s.items.relocate(k, |l| l.before(seg), to);
            }
        }
    }
}

/// Writes every item of `state` to `snapshot-<seg>` (through a `.tmp` file, fsynced, then
/// renamed), then deletes the segments before `seg` and older snapshots. With `since`, the
/// last snapshot this process wrote and the places written since it began, each of its
/// records whose range no such place falls in is copied as it is (the items there are as it
/// holds them: nothing wrote them since); the others are read from the state again. Returns
/// what it wrote.
fn write_snapshot(
    state: &RwLock<State>,
    files: &Arc<Files>,
    dir: &Path,
    seg: u64,
    since: Option<(Written, Touched)>,
    chunk: usize,
) -> Result<Made, StoreError> {
    let made = write_snapshot_file(state, files, dir, seg, since, chunk);
    if made.is_err() {
        // a snapshot that failed (a full disk) leaves nothing behind: its part-written file
        // would hold the space the log needs; the next one is tried at the next roll-over
        let _ = std::fs::remove_file(dir.join(format!("{}.tmp", snapshot_name(seg))));
    }
    made
}

/// `write_snapshot`'s work, leaving its `.tmp` file when it fails.
fn write_snapshot_file(
    state: &RwLock<State>,
    files: &Arc<Files>,
    dir: &Path,
    seg: u64,
    since: Option<(Written, Touched)>,
    chunk: usize,
) -> Result<Made, StoreError> {
    use std::ops::Bound;
    use std::os::unix::fs::FileExt;
    let tmp = dir.join(format!("{}.tmp", snapshot_name(seg)));
    let file = appending().truncate(false).open(&tmp).map_err(err)?;
    file.set_len(0).map_err(err)?;
    // readable from the start: items move to it record by record
    let id = FileId::snapshot(seg);
    files.add(id, File::open(&tmp).map_err(err)?);
    let mut w = SnapshotOut {
        dir: dir.to_path_buf(),
        out: file,
        seg,
        id,
        reader: Reader::new(files.clone()),
        chunks: Vec::new(),
        size: 0,
        crc: crc32fast::Hasher::new(),
        items: 0,
        copied: 0,
        body: Vec::new(),
        rec: Vec::new(),
        packer: Packer::default(),
    };
    // the last snapshot's file, read while this one is written (deleted only after)
    let last = since
        .filter(|(last, _)| !last.chunks.is_empty())
        .and_then(|(last, touched)| {
            let file = File::open(dir.join(snapshot_name(last.seg))).ok()?;
            Some((last, touched, file))
        });
    match last {
        None => w.read(state, Bound::Unbounded, None, None, chunk)?,
        Some((last, touched, file)) => {
            let hit = touched.records_hit(&last.starts());
            let mut buf = Vec::new();
            for (i, c) in last.chunks.iter().enumerate() {
                let to = last.chunks.get(i + 1).and_then(|n| n.from.as_ref());
                if hit.get(i).copied().unwrap_or(true) {
                    let from = c.from.clone().map_or(Bound::Unbounded, Bound::Included);
                    w.read(state, from, to, c.from.clone(), chunk)?;
                } else {
                    buf.resize(c.len as usize, 0);
                    file.read_exact_at(&mut buf, c.at).map_err(err)?;
                    let at = w.record(c.from.clone(), &buf, c.items)?;
                    w.copied += 1;
                    // its items (nothing wrote them since the last snapshot began) move with it
                    let (was, from) = (FileId::snapshot(last.seg), c.from.as_ref());
                    let from = from.map_or(Bound::Unbounded, Bound::Included);
                    write_lock(state).items.relocate_between(from, to, |l| {
                        (l.file == was && l.at == c.at).then_some(Loc { file: id, at, ..l })
                    });
                }
            }
        }
    }
    // the first record's range begins at the start of the order, whatever came before it
    if let Some(first) = w.chunks.first_mut() {
        first.from = None;
    }
    // the end: what the snapshot holds and the checksum of all of it, so a snapshot cut
    // anywhere, emptied, or another's is known
    let end = log_files::framed(&log_files::end_payload(log_files::End {
        seg,
        records: w.chunks.len() as u64,
        items: w.items,
        crc: w.crc.clone().finalize(),
    }));
    w.out.write_all(&end).map_err(err)?;
    let (bytes, copied, chunks) = (
        w.size + end.len() as u64,
        w.copied,
        std::mem::take(&mut w.chunks),
    );
    w.out.sync_all().map_err(err)?;
    drop(w.out);
    std::fs::rename(&tmp, dir.join(snapshot_name(seg))).map_err(err)?;
    sync_dir(dir)?;
    for entry in std::fs::read_dir(dir).map_err(err)?.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let older = numbered(&name, "log-")
            .or_else(|| numbered(&name, "snapshot-"))
            .is_some_and(|n| n < seg);
        if older {
            let _ = std::fs::remove_file(entry.path());
        }
    }
    // every item lies in this snapshot or a segment after it now
    files.forget_before(seg, id);
    Ok(Made {
        bytes,
        written: Written { seg, chunks },
        copied,
    })
}

impl Engine for Log {
    fn view(&self) -> Result<Box<dyn View + '_>, StoreError> {
        Ok(Box::new(LogView {
            state: read_lock(&self.state),
            log: self,
        }))
    }

    fn commit_group(&self, members: &mut [&mut Prepared]) -> Vec<Result<(), StoreError>> {
        let n = members.len();
        let all = |e: StoreError| vec![Err(e); n];
        let planned = {
            // only this thread writes the state: it cannot change before the group is applied
            let state = read_lock(&self.state);
            // each key hashed once, for the read before and the write after (SipHash over a
            // key of some fifty bytes: twice a write, 2% of the instructions, all here)
            for m in members.iter_mut() {
                m.hash_keys(|k| state.items.hash(k));
            }
            let reader = &self.reader;
            plan_group(members, |k, hash| match state.items.get_hashed(hash, k) {
                Some(Held::Mem(v)) => Ok(Some(Cow::Borrowed(v))),
                Some(Held::Disk(loc)) => reader.value(loc).map(|v| Some(Cow::Owned(v))),
                None => Ok(None),
            })
        };
        let GroupPlan {
            results,
            written,
            moved,
        } = match planned {
            Ok(g) => g,
            Err(fatal) => return all(fatal),
        };
        if written.is_empty() {
            return results;
        }
        let changes: Vec<(&str, Option<&[u8]>)> = written
            .iter()
            .map(|(k, (_, v))| (*k, v.as_deref()))
            .collect();
        let locs = match self.append(&changes, true) {
            Ok(locs) => locs,
            Err(e) => return all(e),
        };
        drop(changes);
        // what the state keeps is copied here, on this thread, from what the plan borrowed of
        // the workers' transactions (what the plan made here, an update's item, is kept as it
        // is): a worker frees its own memory, and the store's lives together, apart from the
        // memory requests use and free
        let kept: Vec<_> = written
            .into_iter()
            .zip(locs)
            .map(|((k, (h, v)), loc)| (k, h, v.map(|v| Box::<[u8]>::from(v.into_owned())), loc))
            .collect();
        let admitted = std::mem::take(&mut *self.admit.lock().unwrap_or_else(|p| p.into_inner()));
        let moved = moved.map(|m| {
            m.into_iter()
                .map(|(e, present)| (e.into_owned().into_boxed_str(), present))
                .collect::<Vec<_>>()
        });
        {
            let mut s = write_lock(&self.state);
            for (key, hash, after, loc) in kept {
                match after {
                    Some(bytes) => {
                        s.items.insert_hashed(hash, key, Some(bytes), loc);
                    }
                    None => s.items.remove_hashed(hash, key),
                }
            }
            for (key, loc, bytes) in admitted {
                s.items.admit(&key, loc, bytes);
            }
            s.items.evict();
            for (n, entries) in moved.into_iter().enumerate() {
                for (entry, present) in entries {
                    if present {
                        let main = target(n, &entry);
                        let item = s.items.shared(main).unwrap_or_else(|| main.into());
                        s.entries.insert(n, &entry, item);
                    } else {
                        s.entries.remove(n, &entry);
                    }
                }
            }
        }
        self.roll_over();
        results
    }

    fn purge_step(&self, now: i64) -> Result<(usize, usize), StoreError> {
        let upto = ttl_upto(now);
        // (TTL entry, the item's main key and its other entries if it is deleted)
        let mut seen: Vec<(u64, SharedKey)> = Vec::new();
        let mut gone: Vec<(String, [Option<String>; 6])> = Vec::new();
        {
            let s = read_lock(&self.state);
            for (second, main) in s.entries.due(&upto).take(PURGE_BATCH) {
                seen.push((second, main.clone()));
                let main = &**main;
                let bytes = match s.items.get(main) {
                    Some(Held::Mem(v)) => Cow::Borrowed(v),
                    Some(Held::Disk(loc)) => Cow::Owned(self.reader.value(loc)?),
                    None => continue,
                };
                let item = decode(&bytes)?;
                // rewritten since with a later ttl (or none): its own entry decides
                if expired(&item, now) {
                    gone.push((main.to_string(), item_entries(&item, main)));
                }
            }
        }
        if !gone.is_empty() {
            let changes: Vec<(&str, Option<&[u8]>)> =
                gone.iter().map(|(k, _)| (k.as_str(), None)).collect();
            // not fsynced: a purge lost in a crash is done again
            self.append(&changes, false)?;
        }
        let mut s = write_lock(&self.state);
        for (second, main) in &seen {
            s.entries.remove_due(*second, main);
        }
        for (main, entries) in &gone {
            for (n, e) in entries.iter().enumerate() {
                if let Some(e) = e {
                    s.entries.remove(n, e);
                }
            }
            s.items.remove(main.as_str());
        }
        drop(s);
        self.roll_over();
        Ok((seen.len(), gone.len()))
    }

    fn raw_len(&self) -> Result<u64, StoreError> {
        Ok(read_lock(&self.state).items.len() as u64)
    }
}

struct LogView<'a> {
    state: RwLockReadGuard<'a, State>,
    log: &'a Log,
}

impl LogView<'_> {
    /// A value as the table holds it, read from disk if memory does not keep it (and then
    /// offered to memory: `Log::admit`).
    fn value<'v>(&self, key: &str, held: Held<'v>) -> Result<Cow<'v, [u8]>, StoreError> {
        match held {
            Held::Mem(v) => Ok(Cow::Borrowed(v)),
            Held::Disk(loc) => {
                let v = self.log.reader.value(loc)?;
                let mut admit = self.log.admit.lock().unwrap_or_else(|p| p.into_inner());
                if admit.len() < ADMIT_MAX {
                    admit.push((key.into(), loc, v.as_slice().into()));
                }
                Ok(Cow::Owned(v))
            }
        }
    }
}

impl View for LogView<'_> {
    fn bytes(&self, key: &str) -> Result<Option<Cow<'_, [u8]>>, StoreError> {
        match self.state.items.get(key) {
            Some(held) => self.value(key, held).map(Some),
            None => Ok(None),
        }
    }

    fn scan(
        &self,
        table: Table,
        lo: &str,
        hi: &str,
        forward: bool,
        each: &mut Visit<'_>,
    ) -> Result<(), StoreError> {
        match table {
            Table::Items => {
                let rows = self.state.items.partition_range(lo, hi);
                if forward {
                    for (k, v) in rows {
                        if each(k, &self.value(k, v)?)? {
                            break;
                        }
                    }
                } else {
                    for (k, v) in rows.rev() {
                        if each(k, &self.value(k, v)?)? {
                            break;
                        }
                    }
                }
            }
            Table::Ttl => {
                let rows = self.state.entries.ttl_range(lo, hi);
                visit_keys(rows.iter().map(String::as_str), forward, each)?
            }
            t => {
                let n = ENTRY_TABLES.iter().position(|x| *x == t).unwrap_or(0);
                let mut key = String::new();
                self.state.entries.visit(
                    n,
                    (lo, hi),
                    forward,
                    &mut |index: &str, main: &str| {
                        key.clear();
                        key.push_str(index);
                        key.push(SEP);
                        key.push_str(main);
                        each(&key, b"")
                    },
                )?;
            }
        }
        Ok(())
    }
}

/// Hands `each` the entries `rows` (keys with no value), in their order or backwards, until it
/// says to stop.
fn visit_keys<'k, I>(rows: I, forward: bool, each: &mut Visit<'_>) -> Result<(), StoreError>
where
    I: IntoIterator<Item = &'k str>,
    I::IntoIter: DoubleEndedIterator,
{
    let rows = rows.into_iter();
    if forward {
        for k in rows {
            if each(k, b"")? {
                break;
            }
        }
    } else {
        for k in rows.rev() {
            if each(k, b"")? {
                break;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::log_records::record_into;
    use super::*;

    /// The items a record leaves, their values in memory.
    fn in_memory(payload: &[u8]) -> Result<Items, StoreError> {
        let mut items = Items::default();
        each_op(&unpack(payload)?, |op| {
            match op.value {
                Some((v, _)) => items.insert(&op.key, v.into()),
                None => items.remove(&op.key),
            }
            Ok(())
        })?;
        Ok(items)
    }
    use crate::embedded::keys::entry_target;
    use crate::encoding::encode;
    use crate::model::{Index, Write};
    use crate::Item;
    use serde_json::json;
    use std::collections::BTreeMap;

    fn put(v: serde_json::Value) -> Write {
        Write::Put {
            item: v.as_object().cloned().unwrap(),
            cond: None,
        }
    }

    /// Every index and TTL entry a log holds, read through a view: index 1's partition `G`
    /// and the whole TTL table, as keys.
    fn entries_held(log: &Log) -> (Vec<String>, Vec<String>) {
        let view = log.view().unwrap();
        let read = |table: Table, lo: &str, hi: &str| {
            let mut keys = Vec::new();
            view.scan(table, lo, hi, true, &mut |k, _| {
                keys.push(k.to_string());
                Ok(false)
            })
            .unwrap();
            keys
        };
        let index = read(Table::Index(Index::Gsi1), &format!("G{SEP}"), "G\u{20}");
        let ttl = read(Table::Ttl, "0", "99999999999999999999\u{10ffff}");
        (index, ttl)
    }

    /// An open rebuilds the entries in one pass over the files: items the log since the
    /// snapshot changed (another index sort key, another TTL, none) or deleted leave the
    /// entries of their final value only, as the process that wrote them held them.
    #[test]
    fn entries_after_an_open_are_those_of_each_items_last_value() {
        let dir = temp_dir("entries-after-open");
        let item = |n: i64, sort: &str, ttl: Option<i64>| {
            let mut v = json!({"pk": format!("K{n}"), "sk": "1", "gsi1pk": "G", "gsi1sk": sort});
            if let Some(t) = ttl {
                v["ttl"] = json!(t);
            }
            put(v)
        };
        let before = {
            let log = Log::open_with(&dir, true, SMALL_SEGMENTS).unwrap();
            for n in 0..12 {
                commit(&log, vec![item(n, &format!("a{n:02}"), Some(1_000 + n))]).unwrap();
            }
            log.snapshot_now().unwrap();
            // after the snapshot: rewritten twice, rewritten without a TTL, deleted, new
            for n in 0..4 {
                commit(&log, vec![item(n, &format!("b{n:02}"), Some(2_000 + n))]).unwrap();
                commit(&log, vec![item(n, &format!("c{n:02}"), Some(3_000 + n))]).unwrap();
            }
            for n in 4..6 {
                commit(&log, vec![item(n, &format!("d{n:02}"), None)]).unwrap();
            }
            for n in 6..8 {
                let key = crate::Key::new(format!("K{n}"), "1");
                commit(&log, vec![Write::Delete { key, cond: None }]).unwrap();
            }
            commit(&log, vec![item(20, "e20", Some(5))]).unwrap();
            entries_held(&log)
        };
        assert_eq!(before.0.len(), 11, "{:?}", before.0);
        assert_eq!(before.1.len(), 9, "{:?}", before.1);
        assert!(before.0.iter().any(|k| k.contains("c01")));
        assert!(!before
            .0
            .iter()
            .any(|k| k.contains("a01") || k.contains("b01")));
        let log = Log::open_with(&dir, true, SMALL_SEGMENTS).unwrap();
        assert_eq!(entries_held(&log), before);
        drop(log);
        let _ = std::fs::remove_dir_all(dir);
    }

    /// Segments of 200 bytes and no snapshot: a few records spread over several segments.
    const SMALL_SEGMENTS: Limits = Limits {
        segment_bytes: 200,
        snapshot_min_bytes: u64::MAX,
        snapshot_chunk: SNAPSHOT_CHUNK,
        cache_bytes: CACHE_BYTES,
    };

    /// Six items of 100 bytes or more, one group each, over `SMALL_SEGMENTS`.
    fn write_over_small_segments(dir: &Path) {
        let log = Log::open_with(dir, true, SMALL_SEGMENTS).unwrap();
        for i in 0..6 {
            let item = json!({"pk": "A", "sk": i.to_string(), "pad": "x".repeat(100)});
            commit(&log, vec![put(item)]).unwrap();
        }
    }

    /// Commits one transaction as a group of its own.
    fn commit(log: &Log, writes: Vec<Write>) -> Result<(), StoreError> {
        let mut t = Prepared::new(writes)?;
        log.commit_group(&mut [&mut t]).remove(0)
    }

    /// Memory keeps values within its budget, the others are read back from the log (from
    /// segments, and from snapshots once the items have moved there), a value read on every
    /// round stays in memory, and every read agrees with what was written, before and after
    /// the store is opened again.
    #[test]
    fn values_beyond_the_budget_are_read_back_from_the_log() {
        let dir = temp_dir("budget");
        let limits = Limits {
            segment_bytes: 4096,
            snapshot_min_bytes: 8192,
            snapshot_chunk: 4,
            cache_bytes: 2_000,
        };
        let mut model: BTreeMap<String, i64> = BTreeMap::new();
        let read_all = |log: &Log, model: &BTreeMap<String, i64>| {
            let view = log.view().unwrap();
            for n in 0..120 {
                let key = super::super::keys::main_key(crate::model::KeyRef {
                    pk: &format!("K{n}"),
                    sk: "1",
                });
                let got = view.item(&key).unwrap().map(|i| i["v"].as_i64().unwrap());
                assert_eq!(got, model.get(&format!("K{n}")).copied(), "K{n}");
            }
        };
        {
            let log = Log::open_with(&dir, true, limits).unwrap();
            commit(&log, vec![put(json!({"pk": "HOT", "sk": "1", "v": 0}))]).unwrap();
            for round in 0..40i64 {
                let mut writes = Vec::new();
                for n in 0..3 {
                    let k = (round * 7 + n * 13) % 120;
                    if (round + n) % 5 == 4 {
                        writes.push(Write::Delete {
                            key: crate::model::Key::new(format!("K{k}"), "1"),
                            cond: None,
                        });
                        model.remove(&format!("K{k}"));
                    } else {
                        // not compressible: the log rolls over into snapshots soon
                        let pad: String = (0..20 + (k % 7) * 8)
                            .map(|i| {
                                format!(
                                    "{:08x}",
                                    ((i + 1) * 2_654_435_761) ^ ((round + 1) * 40_503) ^ k
                                )
                            })
                            .collect();
                        writes.push(put(
                            json!({"pk": format!("K{k}"), "sk": "1", "v": round, "pad": pad}),
                        ));
                        model.insert(format!("K{k}"), round);
                    }
                }
                commit(&log, writes).unwrap();
                let hot = super::super::keys::main_key(crate::model::KeyRef { pk: "HOT", sk: "1" });
                assert!(log.view().unwrap().item(&hot).unwrap().is_some());
                let s = read_lock(&log.state);
                assert!(
                    s.items.cached_bytes() <= 2_000,
                    "{}",
                    s.items.cached_bytes()
                );
                assert!(
                    matches!(s.items.get(&hot), Some(Held::Mem(_))),
                    "read on every round, it stays in memory"
                );
                drop(s);
                if round % 10 == 9 {
                    read_all(&log, &model);
                }
            }
            while log
                .disk()
                .is_some_and(|d| d.snapshotting.load(Ordering::Acquire))
            {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            let s = read_lock(&log.state);
            let on_disk = s
                .items
                .iter()
                .filter(|(_, h)| matches!(h, Held::Disk(_)))
                .count();
            let in_snapshot = s
                .items
                .iter()
                .filter(|(_, h)| matches!(h, Held::Disk(l) if l.file == FileId::snapshot(l.file.number())))
                .count();
            assert!(on_disk > 40, "{on_disk} values on disk only");
            assert!(in_snapshot > 0, "none moved to a snapshot");
            drop(s);
            read_all(&log, &model);
        }
        let log = Log::open_with(&dir, true, limits).unwrap();
        read_all(&log, &model);
        let _ = std::fs::remove_dir_all(dir);
    }

    fn temp_dir(what: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "sanduq-log-{what}-{}-{}",
            std::process::id(),
            uuid::Uuid::new_v4().simple()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn get(log: &Log, pk: &str, sk: &str) -> Option<Item> {
        log.view()
            .unwrap()
            .item(&format!("{pk}\u{1f}{sk}"))
            .unwrap()
    }

    fn files(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    fn gsi1(log: &Log, pk: &str) -> Vec<String> {
        let lo = format!("{pk}\u{1f}");
        let hi = format!("{pk}\u{20}");
        let mut out = vec![];
        log.view()
            .unwrap()
            .scan(Table::Index(Index::Gsi1), &lo, &hi, true, &mut |k, _| {
                out.push(entry_target(k).to_string());
                Ok(false)
            })
            .unwrap();
        out
    }

    /// A record's puts with their key written (snapshots, records written before
    /// 2026-11-30) and without (a group's, the key read from the item), its deletes, and an
    /// item kept as JSON text (its key written) replay to the same items; a keyless put whose
    /// item has no key is refused as damage.
    #[test]
    fn puts_with_and_without_their_key_written_replay_alike() {
        let item = |sk: &str, n: i64| {
            let mut i = Item::new();
            i.insert("pk".into(), json!("A"));
            i.insert("sk".into(), json!(sk));
            i.insert("n".into(), json!(n));
            i
        };
        let key = |sk: &str| format!("A\u{1f}{sk}");
        let (one, two, three) = (
            encode(&item("1", 1)).unwrap(),
            encode(&item("2", 2)).unwrap(),
            encode(&item("3", 3)).unwrap(),
        );
        let text = serde_json::to_vec(&item("4", 4)).unwrap();
        let mut body = Vec::new();
        put_op(&mut body, &key("1"), Some(&one));
        change_op(&mut body, &key("2"), Some(&two));
        change_op(&mut body, &key("3"), Some(&three));
        change_op(&mut body, &key("4"), Some(&text));
        change_op(&mut body, &key("3"), None);
        let mut rec = Vec::new();
        record_into(&mut rec, &mut Packer::default(), &body);
        let (read, _) = records(&rec);
        let items = in_memory(read[0]).unwrap();
        assert_eq!(items.get(&key("1")).map(Held::mem), Some(&one[..]));
        assert_eq!(items.get(&key("2")).map(Held::mem), Some(&two[..]));
        assert_eq!(items.get(&key("3")).map(Held::mem), None);
        assert_eq!(items.get(&key("4")).map(Held::mem), Some(&text[..]));
        // written by `change_op`, an item's key is not in the record; by `put_op` it is
        let has = |k: &str| body.windows(k.len()).any(|w| w == k.as_bytes());
        assert!(has(&key("1")) && !has(&key("2")) && has(&key("4")));
        let mut keyless = Item::new();
        keyless.insert("n".into(), json!(1));
        let mut body = Vec::new();
        change_op(&mut body, &key("5"), Some(&encode(&keyless).unwrap()));
        let mut rec = Vec::new();
        record_into(&mut rec, &mut Packer::default(), &body);
        let (read, _) = records(&rec);
        assert!(in_memory(read[0]).is_err());
    }

    #[test]
    fn a_record_cut_short_at_the_end_is_dropped_and_the_log_goes_on() {
        let dir = temp_dir("torn");
        {
            let log = Log::open(&dir, true).unwrap();
            for i in 0..3 {
                let r = commit(
                    &log,
                    vec![put(json!({"pk": "A", "sk": i.to_string(), "n": i}))],
                );
                assert!(r.is_ok());
            }
        }
        let seg = dir.join(segment_name(0));
        let whole = std::fs::metadata(&seg).unwrap().len();
        // a fourth group half written when the power went
        let mut f = OpenOptions::new().append(true).open(&seg).unwrap();
        let mut rec = vec![];
        let body = b"\x01\x01\x00\x00\x00Z\x02\x00\x00\x00zz";
        record_into(&mut rec, &mut Packer::default(), body);
        f.write_all(&rec[..rec.len() - 3]).unwrap();
        drop(f);
        let log = Log::open(&dir, true).unwrap();
        assert_eq!(std::fs::metadata(&seg).unwrap().len(), whole);
        assert_eq!(log.raw_len().unwrap(), 3);
        assert!(commit(&log, vec![put(json!({"pk": "A", "sk": "3"}))]).is_ok());
        drop(log);
        let log = Log::open(&dir, true).unwrap();
        assert_eq!(log.raw_len().unwrap(), 4);
        assert_eq!(get(&log, "A", "2").unwrap()["n"], 2);
        let _ = std::fs::remove_dir_all(dir);
    }

    /// A segment runs on into zeros written ahead of its records; a store that stopped without
    /// closing (a crash, kill -9) leaves them, and a record cut short may lie among them:
    /// replay stops at the zeros, cuts the part-written record off, and the log goes on.
    #[test]
    fn a_segment_runs_on_into_zeros_and_replay_stops_at_them() {
        let dir = temp_dir("room");
        let seg = dir.join(segment_name(0));
        let whole = {
            let log = Log::open(&dir, true).unwrap();
            for i in 0..3 {
                let item = json!({"pk": "A", "sk": i.to_string(), "n": i});
                commit(&log, vec![put(item)]).unwrap();
            }
            let len = log.disk().unwrap().len;
            // room made ahead of the records, all zeros
            let bytes = std::fs::read(&seg).unwrap();
            assert!(bytes.len() as u64 >= ROOM_BYTES && bytes.len() as u64 > len);
            assert!(bytes[len as usize..].iter().all(|b| *b == 0));
            len
        };
        // closed in order: the zeros are cut off
        assert_eq!(std::fs::metadata(&seg).unwrap().len(), whole);
        // as a crash leaves it: the zeros, and a fourth group written in part among them
        let f = OpenOptions::new().write(true).open(&seg).unwrap();
        f.set_len(whole + ROOM_BYTES).unwrap();
        let mut rec = vec![];
        let body = b"\x01\x01\x00\x00\x00Z\x02\x00\x00\x00zz";
        record_into(&mut rec, &mut Packer::default(), body);
        write_at(&f, &rec[..rec.len() - 3], whole).unwrap();
        drop(f);
        {
            let log = Log::open(&dir, true).unwrap();
            assert_eq!(log.raw_len().unwrap(), 3);
            assert_eq!(std::fs::metadata(&seg).unwrap().len(), whole, "cut off");
            commit(&log, vec![put(json!({"pk": "A", "sk": "3"}))]).unwrap();
        }
        // zeros alone after the records (a crash between two groups): nothing is cut, and
        // the next group is written where the records end, not after the zeros
        let len = std::fs::metadata(&seg).unwrap().len();
        OpenOptions::new()
            .write(true)
            .open(&seg)
            .unwrap()
            .set_len(len + 5000)
            .unwrap();
        {
            let log = Log::open(&dir, true).unwrap();
            assert_eq!(log.raw_len().unwrap(), 4);
            commit(&log, vec![put(json!({"pk": "A", "sk": "4"}))]).unwrap();
        }
        let log = Log::open(&dir, true).unwrap();
        assert_eq!(log.raw_len().unwrap(), 5);
        assert_eq!(get(&log, "A", "2").unwrap()["n"], 2);
        assert!(get(&log, "A", "4").is_some());
        drop(log);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_damaged_record_before_the_end_keeps_the_store_shut() {
        let dir = temp_dir("damaged");
        {
            write_over_small_segments(&dir);
        }
        let first = dir.join(segment_name(0));
        let mut bytes = std::fs::read(&first).unwrap();
        bytes[10] ^= 0xff;
        std::fs::write(&first, bytes).unwrap();
        let e = Log::open(&dir, true).err().expect("refused");
        assert!(e.to_string().contains("damaged"), "{e}");
        let _ = std::fs::remove_dir_all(dir);
    }

    /// Segments roll over, a snapshot replaces the ones before it (written while groups go
    /// on), and a reopened store holds exactly what was answered: items, deletions, index
    /// entries worked out again.
    #[test]
    fn snapshots_and_segments_replay_to_the_state_answered() {
        // what the process does after each snapshot runs once one is written (`on_snapshot`)
        static AFTER: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        on_snapshot(|| {
            AFTER.fetch_add(1, Ordering::Relaxed);
        });
        let dir = temp_dir("snap");
        let limits = Limits {
            segment_bytes: 4 * 1024,
            snapshot_min_bytes: 16 * 1024,
            snapshot_chunk: 7,
            cache_bytes: CACHE_BYTES,
        };
        {
            let log = Log::open_with(&dir, true, limits).unwrap();
            for i in 0..400u32 {
                let w = [put(
                    json!({"pk": format!("P#{}", i % 150), "sk": "1", "n": i,
                    "gsi1pk": "ALL", "gsi1sk": format!("{:05}", i % 150), "pad": "y".repeat(40)}),
                )];
                assert!(commit(&log, w.to_vec()).is_ok());
                if i % 7 == 0 {
                    let d = [Write::Delete {
                        key: crate::Key::new(format!("P#{}", i % 150), "1"),
                        cond: None,
                    }];
                    assert!(commit(&log, d.to_vec()).is_ok());
                }
            }
            // let any snapshot in flight finish
            while log.disk().unwrap().snapshotting.load(Ordering::Acquire) {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
        }
        let names = files(&dir);
        assert!(
            names.iter().any(|n| n.starts_with("snapshot-")),
            "{names:?}"
        );
        assert!(AFTER.load(Ordering::Relaxed) >= 1, "the hook ran");
        assert!(!names.contains(&segment_name(0)), "{names:?}");
        let log = Log::open_with(&dir, true, limits).unwrap();
        let mut want = BTreeMap::new();
        for i in 0..400u32 {
            want.insert(i % 150, Some(i));
            if i % 7 == 0 {
                want.insert(i % 150, None);
            }
        }
        let live: Vec<u32> = want.iter().filter_map(|(k, v)| v.map(|_| *k)).collect();
        assert_eq!(log.raw_len().unwrap(), live.len() as u64);
        for (k, v) in &want {
            let got = get(&log, &format!("P#{k}"), "1").map(|i| i["n"].as_u64().unwrap() as u32);
            assert_eq!(got, *v, "P#{k}");
        }
        let indexed = gsi1(&log, "ALL");
        let expect: Vec<String> = live.iter().map(|k| format!("P#{k}\u{1f}1")).collect();
        assert_eq!(indexed, expect);
        // compaction leaves one snapshot and an empty segment, the same state
        log.compact().unwrap();
        let names = files(&dir);
        assert_eq!(
            names.iter().filter(|n| n.starts_with("snapshot-")).count(),
            1,
            "{names:?}"
        );
        assert_eq!(
            names.iter().filter(|n| n.starts_with("log-")).count(),
            1,
            "{names:?}"
        );
        drop(log);
        let log = Log::open_with(&dir, true, limits).unwrap();
        assert_eq!(gsi1(&log, "ALL"), expect);
        let _ = std::fs::remove_dir_all(dir);
    }

    /// No snapshot but those asked for (`snapshot_now`), in records of `chunk` items.
    fn by_hand(chunk: usize) -> Limits {
        Limits {
            segment_bytes: 1 << 20,
            snapshot_min_bytes: u64::MAX,
            snapshot_chunk: chunk,
            cache_bytes: CACHE_BYTES,
        }
    }

    /// A snapshot copies the records of the last one that nothing has written since it began
    /// and reads the others again (a rewrite, a deletion, a new item past the end); the store
    /// reopens to the state answered, and a store just opened writes its first snapshot whole.
    #[test]
    fn a_snapshot_copies_the_records_nothing_wrote_since_the_last() {
        let dir = temp_dir("copy");
        let limits = by_hand(5);
        let item = |pk: &str, n: u32| {
            put(json!({"pk": pk, "sk": "1", "n": n, "gsi1pk": "ALL", "gsi1sk": pk}))
        };
        let mut want: BTreeMap<String, u32> = BTreeMap::new();
        {
            let log = Log::open_with(&dir, true, limits).unwrap();
            for i in 0..60u32 {
                let pk = format!("P#{i:02}");
                commit(&log, vec![item(&pk, i)]).unwrap();
                want.insert(pk, i);
            }
            let first = log.snapshot_now().unwrap();
            assert_eq!((first.written.chunks.len(), first.copied), (12, 0));
            // a nothing-written round copies every record
            let again = log.snapshot_now().unwrap();
            assert_eq!((again.written.chunks.len(), again.copied), (12, 12));
            // the 1st record's range rewritten, the 6th's deleted from, one more past the end
            commit(&log, vec![item("P#03", 1003)]).unwrap();
            want.insert("P#03".into(), 1003);
            let d = Write::Delete {
                key: crate::Key::new("P#27", "1"),
                cond: None,
            };
            commit(&log, vec![d]).unwrap();
            want.remove("P#27");
            commit(&log, vec![item("Q#00", 7)]).unwrap();
            want.insert("Q#00".into(), 7);
            let third = log.snapshot_now().unwrap();
            // 9 copied; the 6th read again holds 4; the last 6, in two records
            assert_eq!((third.written.chunks.len(), third.copied), (13, 9));
        }
        let check = |log: &Log| {
            assert_eq!(log.raw_len().unwrap(), want.len() as u64);
            for (pk, n) in &want {
                let got = get(log, pk, "1").map(|i| i["n"].as_u64().unwrap() as u32);
                assert_eq!(got, Some(*n), "{pk}");
            }
            assert_eq!(get(log, "P#27", "1"), None);
            let expect: Vec<String> = want.keys().map(|pk| format!("{pk}\u{1f}1")).collect();
            assert_eq!(gsi1(log, "ALL"), expect);
        };
        let log = Log::open_with(&dir, true, limits).unwrap();
        check(&log);
        // opened anew, nothing to copy from: whole
        let whole = log.snapshot_now().unwrap();
        assert_eq!(whole.copied, 0);
        drop(log);
        let log = Log::open_with(&dir, true, limits).unwrap();
        check(&log);
        let _ = std::fs::remove_dir_all(dir);
    }

    /// The first record's range emptied: the record after it becomes the first and covers
    /// the start of the order, so an item placed before it later is read, not lost.
    #[test]
    fn the_first_record_covers_the_start_of_the_order() {
        let dir = temp_dir("first");
        let limits = by_hand(2);
        let item = |pk: &str| put(json!({"pk": pk, "sk": "1"}));
        let gone = |pk: &str| Write::Delete {
            key: crate::Key::new(pk, "1"),
            cond: None,
        };
        {
            let log = Log::open_with(&dir, true, limits).unwrap();
            for pk in ["P#00", "P#01", "P#02", "P#03"] {
                commit(&log, vec![item(pk)]).unwrap();
            }
            assert_eq!(log.snapshot_now().unwrap().written.chunks.len(), 2);
            commit(&log, vec![gone("P#00"), gone("P#01")]).unwrap();
            let made = log.snapshot_now().unwrap();
            assert_eq!((made.written.chunks.len(), made.copied), (1, 1));
            // a kind placed before every `P#` partition
            commit(&log, vec![item("A#00")]).unwrap();
            log.snapshot_now().unwrap();
        }
        let log = Log::open_with(&dir, true, limits).unwrap();
        assert!(get(&log, "A#00", "1").is_some());
        assert_eq!(log.raw_len().unwrap(), 3);
        drop(log);
        let _ = std::fs::remove_dir_all(dir);
    }

    /// Many rounds of puts, rewrites and deletions over partitions that come and go, each
    /// followed by a snapshot in records of 3 items (most copied), the store reopened every
    /// few rounds: it always reopens to what was written, from its last snapshot alone.
    #[test]
    fn snapshots_copied_round_after_round_reopen_to_what_was_written() {
        let dir = temp_dir("rounds");
        let limits = by_hand(3);
        // xorshift: the same rounds every run
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let mut want: BTreeMap<(String, String), u64> = BTreeMap::new();
        let mut log = Log::open_with(&dir, true, limits).unwrap();
        let mut copied = 0;
        for round in 0..40u64 {
            for _ in 0..12 {
                let (pk, sk) = (format!("P#{}", next(15)), next(6).to_string());
                let w = if next(3) == 0 {
                    want.remove(&(pk.clone(), sk.clone()));
                    Write::Delete {
                        key: crate::Key::new(pk, sk),
                        cond: None,
                    }
                } else {
                    let n = round * 100 + next(100);
                    want.insert((pk.clone(), sk.clone()), n);
                    put(json!({"pk": pk, "sk": sk, "n": n}))
                };
                commit(&log, vec![w]).unwrap();
            }
            copied += log.snapshot_now().unwrap().copied;
            if round % 5 == 4 {
                drop(log);
                log = Log::open_with(&dir, true, limits).unwrap();
                assert_eq!(log.raw_len().unwrap(), want.len() as u64, "round {round}");
                for ((pk, sk), n) in &want {
                    let got = get(&log, pk, sk).map(|i| i["n"].as_u64().unwrap());
                    assert_eq!(got, Some(*n), "{pk} {sk} after round {round}");
                }
            }
        }
        assert!(copied > 40, "records copied: {copied}");
        drop(log);
        let _ = std::fs::remove_dir_all(dir);
    }

    /// A snapshot interrupted before its rename is thrown away: the one before and the log
    /// still hold everything.
    #[test]
    fn an_interrupted_snapshot_is_ignored() {
        let dir = temp_dir("tmp");
        {
            let log = Log::open(&dir, true).unwrap();
            commit(&log, vec![put(json!({"pk": "K", "sk": "1", "n": 1}))]).unwrap();
        }
        std::fs::write(dir.join(format!("{}.tmp", snapshot_name(1))), b"half").unwrap();
        let log = Log::open(&dir, true).unwrap();
        assert_eq!(get(&log, "K", "1").unwrap()["n"], 1);
        assert!(!files(&dir).iter().any(|n| n.ends_with(".tmp")));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn limits_from_the_environment_are_taken_only_when_sane() {
        assert_eq!(bytes_from(None, 7), 7);
        assert_eq!(bytes_from(Some("65536"), 7), 65_536);
        for bad in ["4095", "2000000000", "-1", "lots", ""] {
            assert_eq!(bytes_from(Some(bad), 7), 7, "{bad}");
        }
    }

    #[test]
    fn a_missing_segment_keeps_the_store_shut() {
        let dir = temp_dir("gap");
        write_over_small_segments(&dir);
        std::fs::remove_file(dir.join(segment_name(1))).unwrap();
        let e = Log::open_with(&dir, true, SMALL_SEGMENTS)
            .err()
            .expect("refused");
        assert!(e.to_string().contains("is missing"), "{e}");
        let _ = std::fs::remove_dir_all(dir);
    }

    /// Where each record of a file begins.
    fn boundaries(bytes: &[u8]) -> Vec<usize> {
        let mut at = 0;
        let mut out = vec![];
        for r in records(bytes).0 {
            out.push(at);
            at += 8 + r.len();
        }
        out
    }

    /// Every file of a directory with its bytes.
    fn contents(dir: &Path) -> BTreeMap<String, Vec<u8>> {
        files(dir)
            .into_iter()
            .filter(|n| n != "LOCK")
            .map(|n| {
                let b = std::fs::read(dir.join(&n)).unwrap();
                (n, b)
            })
            .collect()
    }

    fn restore(dir: &Path, from: &BTreeMap<String, Vec<u8>>) {
        for n in files(dir) {
            std::fs::remove_file(dir.join(n)).unwrap();
        }
        for (n, b) in from {
            std::fs::write(dir.join(n), b).unwrap();
        }
    }

    /// A store of a snapshot and several segments after it, every write answered: the items
    /// answered (`K#<n>` → n).
    fn answered_store(dir: &Path) -> Vec<u32> {
        let limits = Limits {
            segment_bytes: 600,
            snapshot_min_bytes: u64::MAX,
            snapshot_chunk: 4,
            cache_bytes: CACHE_BYTES,
        };
        let log = Log::open_with(dir, true, limits).unwrap();
        let mut acked = vec![];
        // forty or more, until the last segment holds two records after its head
        for n in 0..100u32 {
            let item = json!({"pk": format!("K#{n:03}"), "sk": "1", "n": n, "pad": "p".repeat(60)});
            commit(&log, vec![put(item)]).unwrap();
            acked.push(n);
            if n == 14 {
                log.snapshot_now().unwrap();
            }
            if n >= 40 && log.disk().unwrap().len > 250 {
                break;
            }
        }
        acked
    }

    /// Issue 72 (1): damage anywhere but a torn tail was taken for one (the file cut,
    /// answered writes gone), an empty or stray snapshot was taken as the state, a segment
    /// before the last cut or zeroed at a record boundary was read as whole, and the newest
    /// segment deleted went unnoticed. Each now keeps the store shut, names the file and the
    /// byte, and changes no file; a record written in part at the very end is still cut off
    /// with every answered write kept.
    #[test]
    fn damage_anywhere_but_a_torn_tail_keeps_the_store_shut_and_its_files_untouched() {
        let dir = temp_dir("damage");
        let acked = answered_store(&dir);
        let pristine = contents(&dir);
        let segs: Vec<String> = pristine
            .keys()
            .filter(|n| n.starts_with("log-"))
            .cloned()
            .collect();
        let snap = pristine
            .keys()
            .find(|n| n.starts_with("snapshot-"))
            .unwrap()
            .clone();
        assert!(segs.len() >= 4, "{segs:?}");
        let in_last = boundaries(&pristine[&segs[segs.len() - 1]]).len();
        assert!(
            in_last >= 3,
            "the last segment's head and two records at least: {in_last}"
        );
        let (first, last) = (segs[0].clone(), segs[segs.len() - 1].clone());
        let mid = segs[1].clone();
        type Damage = Box<dyn Fn(&Path)>;
        let edit = |name: String, f: fn(&mut Vec<u8>)| -> Damage {
            Box::new(move |d: &Path| {
                let mut b = std::fs::read(d.join(&name)).unwrap();
                f(&mut b);
                std::fs::write(d.join(&name), b).unwrap();
            })
        };
        let higher = numbered(&snap, "snapshot-").unwrap() + 5;
        let snap_copy = snap.clone();
        let cases: Vec<(&str, &str, Damage)> = vec![
            (
                "a bit flipped in the last segment, records after it",
                &last,
                edit(last.clone(), |b| {
                    let bs = boundaries(b);
                    let at = bs[bs.len() - 2] + 12;
                    b[at] ^= 0x04;
                }),
            ),
            (
                "a record's length zeroed in the last segment",
                &last,
                edit(last.clone(), |b| {
                    let bs = boundaries(b);
                    let at = bs[bs.len() - 2];
                    b[at..at + 4].copy_from_slice(&[0; 4]);
                }),
            ),
            (
                "a bit flipped in a segment before the last",
                &mid,
                edit(mid.clone(), |b| {
                    let at = boundaries(b)[1] + 9;
                    b[at] ^= 0x40;
                }),
            ),
            (
                "a segment before the last cut at a record boundary",
                &mid,
                edit(mid.clone(), |b| {
                    let at = *boundaries(b).last().unwrap();
                    b.truncate(at);
                }),
            ),
            (
                "a segment before the last zeroed from a record boundary",
                &mid,
                edit(mid.clone(), |b| {
                    let at = *boundaries(b).last().unwrap();
                    b[at..].fill(0);
                }),
            ),
            (
                "the first segment after the snapshot cut",
                &first,
                edit(first.clone(), |b| {
                    let at = *boundaries(b).last().unwrap();
                    b.truncate(at);
                }),
            ),
            (
                "the snapshot emptied",
                &snap,
                edit(snap.clone(), |b| b.clear()),
            ),
            (
                "the snapshot cut at a record boundary",
                &snap,
                edit(snap.clone(), |b| {
                    let at = *boundaries(b).last().unwrap();
                    b.truncate(at);
                }),
            ),
            (
                "a bit flipped in the snapshot",
                &snap,
                edit(snap.clone(), |b| b[20] ^= 1),
            ),
            (
                "the newest segment deleted",
                &last,
                Box::new({
                    let last = last.clone();
                    move |d: &Path| std::fs::remove_file(d.join(&last)).unwrap()
                }),
            ),
            (
                "a segment in the middle deleted",
                &mid,
                Box::new({
                    let mid = mid.clone();
                    move |d: &Path| std::fs::remove_file(d.join(&mid)).unwrap()
                }),
            ),
            (
                "a stray empty snapshot of a higher number",
                "snapshot-",
                Box::new(move |d: &Path| {
                    std::fs::write(d.join(snapshot_name(higher)), b"").unwrap()
                }),
            ),
            (
                "the snapshot copied under a higher number",
                "snapshot-",
                Box::new(move |d: &Path| {
                    std::fs::copy(d.join(&snap_copy), d.join(snapshot_name(higher))).unwrap();
                }),
            ),
            (
                "the manifest rewritten",
                "MANIFEST",
                Box::new(|d: &Path| std::fs::write(d.join("MANIFEST"), "segment 3\n").unwrap()),
            ),
        ];
        for (what, names, damage) in &cases {
            restore(&dir, &pristine);
            damage(&dir);
            let before = contents(&dir);
            let e = Log::open(&dir, true)
                .err()
                .unwrap_or_else(|| panic!("{what}: opened"));
            let text = e.to_string();
            assert!(
                text.contains(names) && text.contains("byte"),
                "{what}: {text}"
            );
            assert_eq!(contents(&dir), before, "{what}: a file was changed");
        }
        // the one tail that may be cut: a record written in part after the last, then zeros
        restore(&dir, &pristine);
        let mut b = std::fs::read(dir.join(&last)).unwrap();
        let mut rec = vec![];
        record_into(
            &mut rec,
            &mut Packer::default(),
            b"\x01\x01\x00\x00\x00Z\x02\x00\x00\x00zz",
        );
        b.extend_from_slice(&rec[..rec.len() - 4]);
        b.extend_from_slice(&[0; 300]);
        std::fs::write(dir.join(&last), &b).unwrap();
        let log = Log::open(&dir, true).unwrap();
        assert_eq!(log.raw_len().unwrap(), acked.len() as u64);
        for n in &acked {
            let got = get(&log, &format!("K#{n:03}"), "1").map(|i| i["n"].as_u64().unwrap());
            assert_eq!(got, Some(u64::from(*n)));
        }
        drop(log);
        let _ = std::fs::remove_dir_all(dir);
    }

    /// An operator may open a damaged store anyway: what is dropped is listed (file, byte,
    /// the keys of the whole records dropped), the damaged file kept beside, the later ones
    /// set aside, and the store opens to a prefix of what was answered and stays whole.
    #[test]
    fn accepting_a_loss_lists_what_it_drops_and_leaves_a_whole_store() {
        let dir = temp_dir("accept");
        let acked = answered_store(&dir);
        let segs: Vec<String> = files(&dir)
            .into_iter()
            .filter(|n| n.starts_with("log-"))
            .collect();
        let mid = segs[1].clone();
        let mut b = std::fs::read(dir.join(&mid)).unwrap();
        let at = boundaries(&b)[1];
        b[at + 9] ^= 0x40;
        std::fs::write(dir.join(&mid), &b).unwrap();
        let mut losses = vec![];
        let log = Log::open_accepting_loss(&dir, &mut losses).unwrap();
        assert_eq!(losses[0].file, dir.join(&mid));
        assert_eq!(losses[0].from, at as u64);
        let dropped: Vec<String> = losses.iter().flat_map(|l| l.keys.clone()).collect();
        assert!(!dropped.is_empty(), "{losses:?}");
        // what is kept is a prefix of the answered writes; what is not is listed
        let kept = log.raw_len().unwrap() as usize;
        assert!(kept < acked.len());
        for n in &acked[..kept] {
            assert!(get(&log, &format!("K#{n:03}"), "1").is_some(), "K#{n:03}");
        }
        for n in &acked[kept..] {
            let key = format!("K#{n:03}\u{1f}1");
            assert!(
                dropped.contains(&key) || *n as usize == kept,
                "{key} neither kept nor listed: {dropped:?}"
            );
        }
        drop(log);
        let names = files(&dir);
        assert!(names.contains(&format!("{mid}.damaged")), "{names:?}");
        assert!(names.iter().any(|n| n.ends_with(".dropped")), "{names:?}");
        // whole again: it opens as any store does, to the same state
        let log = Log::open(&dir, true).unwrap();
        assert_eq!(log.raw_len().unwrap() as usize, kept);
        commit(&log, vec![put(json!({"pk": "after", "sk": "1"}))]).unwrap();
        drop(log);
        let log = Log::open(&dir, true).unwrap();
        assert!(get(&log, "after", "1").is_some());
        drop(log);
        let _ = std::fs::remove_dir_all(dir);
    }

    /// Issue 72 (2): on a full disk a snapshot left its part-written `.tmp` (28% of the disk
    /// in the reproduction), and a failed append refused every later group until a restart,
    /// even once space was back. Now the `.tmp` goes at once, a group that cannot be written
    /// is refused alone, and the next one is written when there is room again; what was
    /// answered is all there after a reopen, and what was refused is not.
    #[test]
    fn a_full_disk_refuses_groups_only_while_it_is_full_and_leaves_no_part_written_file() {
        let dir = temp_dir("full");
        let full = |on: bool| {
            let mut f = FULL.lock().unwrap();
            f.retain(|d| d != &dir);
            if on {
                f.push(dir.clone());
            }
        };
        {
            let log = Log::open_with(&dir, true, by_hand(3)).unwrap();
            for n in 0..5 {
                commit(&log, vec![put(json!({"pk": "A", "sk": n.to_string()}))]).unwrap();
            }
            full(true);
            // a group that needs more room than the segment has made ahead (four items of
            // text that does not compress): refused
            let mut seed = 0x2545_f491_4f6c_dd1du64;
            let mut noise = |n: usize| -> String {
                (0..n)
                    .map(|_| {
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        char::from(b'a' + (seed % 26) as u8)
                    })
                    .collect()
            };
            let big: Vec<Write> = (0..4)
                .map(|i| put(json!({"pk": "A", "sk": format!("big{i}"), "pad": noise(380_000)})))
                .collect();
            let e = commit(&log, big.clone()).unwrap_err();
            assert!(e.to_string().contains("could not be written"), "{e}");
            // a snapshot: refused, and its part-written file gone at once
            assert!(log.snapshot_now().is_err());
            assert!(
                !files(&dir).iter().any(|n| n.ends_with(".tmp")),
                "{:?}",
                files(&dir)
            );
            // room is back: the next groups and snapshots go through, without a restart
            full(false);
            commit(&log, big).unwrap();
            commit(&log, vec![put(json!({"pk": "A", "sk": "after"}))]).unwrap();
            log.snapshot_now().unwrap();
            commit(&log, vec![put(json!({"pk": "A", "sk": "last"}))]).unwrap();
        }
        let log = Log::open(&dir, true).unwrap();
        for sk in ["0", "4", "big0", "big3", "after", "last"] {
            assert!(get(&log, "A", sk).is_some(), "{sk}");
        }
        assert_eq!(log.raw_len().unwrap(), 11);
        drop(log);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_store_open_in_one_place_cannot_be_opened_in_another() {
        let dir = temp_dir("lock");
        let first = Log::open(&dir, true).unwrap();
        let e = Log::open(&dir, true).err().expect("refused while open");
        assert!(e.to_string().contains("open in another process"), "{e}");
        drop(first);
        assert!(Log::open(&dir, true).is_ok());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn purged_items_stay_gone_after_a_reopen() {
        let dir = temp_dir("purge");
        {
            let log = Log::open(&dir, true).unwrap();
            let w = [
                put(json!({"pk": "T", "sk": "old", "ttl": 10, "gsi1pk": "X", "gsi1sk": "1"})),
                put(json!({"pk": "T", "sk": "new", "ttl": 4_000_000_000u64})),
            ];
            commit(&log, w.to_vec()).unwrap();
            assert_eq!(log.purge_step(100).unwrap(), (1, 1));
            assert!(gsi1(&log, "X").is_empty());
            // a group after the purge fsyncs it with its own record
            commit(&log, vec![put(json!({"pk": "T", "sk": "later"}))]).unwrap();
        }
        let log = Log::open(&dir, true).unwrap();
        assert_eq!(log.raw_len().unwrap(), 2);
        assert!(get(&log, "T", "old").is_none());
        let mut keep = 0;
        log.each_item(&mut |_| keep += 1);
        assert_eq!(keep, 2);
        let _ = std::fs::remove_dir_all(dir);
    }

    /// Heap bytes allocated less freed by the thread that counts (the tests' allocator: every
    /// test of this crate runs on its own thread, so others do not count).
    mod heap {
        use std::alloc::{GlobalAlloc, Layout, System};
        use std::cell::Cell;

        thread_local! {
            static NET: Cell<i64> = const { Cell::new(0) };
        }

        fn add(n: i64) {
            let _ = NET.try_with(|c| c.set(c.get() + n));
        }

        pub fn net() -> i64 {
            NET.with(Cell::get)
        }

        struct Counting;

        // SAFETY: each call is System's, with the same arguments; only counted beside
        unsafe impl GlobalAlloc for Counting {
            unsafe fn alloc(&self, l: Layout) -> *mut u8 {
                add(l.size() as i64);
                unsafe { System.alloc(l) }
            }
            unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
                add(l.size() as i64);
                unsafe { System.alloc_zeroed(l) }
            }
            unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
                add(-(l.size() as i64));
                unsafe { System.dealloc(p, l) }
            }
            unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
                add(new as i64 - l.size() as i64);
                unsafe { System.realloc(p, l, new) }
            }
        }

        #[global_allocator]
        static COUNTING: Counting = Counting;
    }

    /// Memory follows the items held, not the writes made (issue 74): rounds of items that
    /// expire (an idempotency record's kind, with a TTL; an event's, with an index entry too)
    /// and a balance rewritten at every write, each round purged, leave the heap as it was
    /// after the first rounds. The values' queue kept a key for every write of a store under
    /// its budget (it never evicted): 1,500 a round.
    #[test]
    fn memory_stays_flat_while_items_come_and_go() {
        let dir = temp_dir("flat");
        let log = Log::open(&dir, false).unwrap();
        let round = |r: u64| {
            for i in 0..500 {
                let w = vec![
                    put(
                        json!({"pk": format!("IDEM#{r}-{i}"), "sk": "IDEM", "ttl": 1_000 + r,
                               "answer": "a".repeat(300)}),
                    ),
                    put(
                        json!({"pk": format!("EVT#{r}-{i}"), "sk": "EVENT", "ttl": 1_000 + r,
                               "gsi1pk": "MER#m#EVENTS", "gsi1sk": format!("{r:04}#{i:04}"),
                               "data": "d".repeat(300)}),
                    ),
                    put(json!({"pk": "MER#m", "sk": "ACCT", "balance": r * 1_000 + i})),
                ];
                commit(&log, w).unwrap();
            }
            let now = 1_001 + r as i64;
            while log.purge_step(now).unwrap().1 > 0 {}
            assert_eq!(
                log.raw_len().unwrap(),
                1,
                "round {r}: the balance alone is left"
            );
        };
        round(0);
        round(1);
        let before = heap::net();
        for r in 2..12 {
            round(r);
        }
        let grown = heap::net() - before;
        assert!(
            grown < 16 * 1024,
            "{grown} bytes more after 10 rounds of 1,500 writes"
        );
        drop(log);
        let _ = std::fs::remove_dir_all(dir);
    }
}
