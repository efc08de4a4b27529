//! Where the log engine's values live: on disk, in the record that wrote them (Bitcask keeps
//! values so: the log is the store, memory holds each key and its value's place). A value is
//! read back by reading its record (through the page cache), checking it and unpacking it;
//! the last few records read are kept unpacked, as reads come in runs (a purge's items were
//! written together, a snapshot reads items made one after another).

use super::log_records::{records, unpack_part};
use super::plan::err;
use crate::model::StoreError;
use std::collections::{HashMap, VecDeque};
use std::fs::File;
use std::sync::{Arc, Mutex, RwLock};

/// A file of the log: a segment or a snapshot, by its number (snapshots with the top bit).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct FileId(u32);

const SNAPSHOT_BIT: u32 = 1 << 31;

impl FileId {
    pub fn segment(n: u64) -> FileId {
        FileId((n as u32) & !SNAPSHOT_BIT)
    }

    pub fn snapshot(n: u64) -> FileId {
        FileId((n as u32) | SNAPSHOT_BIT)
    }

    /// The number in the file's name: a snapshot's is the segment it was begun with, so what
    /// a file numbered below `n` holds is older than segment `n` and snapshot `n`.
    pub fn number(self) -> u64 {
        u64::from(self.0 & !SNAPSHOT_BIT)
    }
}

/// Where a value is: its record (file, first byte, length with the record's 8-byte head) and
/// its place in the record's body once unpacked.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Loc {
    pub file: FileId,
    pub len: u32,
    pub at: u64,
    pub off: u32,
    pub vlen: u32,
}

impl Loc {
    /// A value held in memory only (a store with no log).
    pub const NONE: Loc = Loc {
        file: FileId(u32::MAX),
        len: 0,
        at: 0,
        off: 0,
        vlen: 0,
    };

    pub fn is_none(&self) -> bool {
        self.len == 0
    }

    /// Whether the value was written before segment `n` began (in an older segment or
    /// snapshot).
    pub fn before(&self, n: u64) -> bool {
        !self.is_none() && self.file.number() < n
    }
}

/// The log's files open for reading, by id. A file deleted (a snapshot made it useless) stays
/// readable to whoever holds it: a read never fails because a snapshot finished meanwhile.
#[derive(Default)]
pub(crate) struct Files {
    open: RwLock<HashMap<FileId, Arc<File>>>,
}

impl Files {
    pub fn add(&self, id: FileId, file: File) {
        self.open
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .insert(id, Arc::new(file));
    }

    /// Forgets the files numbered below `n`, `keep` aside.
    pub fn forget_before(&self, n: u64, keep: FileId) {
        self.open
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .retain(|id, _| *id == keep || id.number() >= n);
    }

    fn get(&self, id: FileId) -> Option<Arc<File>> {
        self.open
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(&id)
            .cloned()
    }
}

thread_local! {
    /// Where a thread reads a record before unpacking it: kept and grown, not zeroed again for
    /// every read (a snapshot reads tens of thousands; zeroing was a third of a read's work).
    static READ: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The longest record read through a thread's kept buffer (a longer one, a large group's, is
/// read into its own).
const READ_KEPT: usize = 256 * 1024;

/// Records kept unpacked after a read.
const RECENT: usize = 8;

/// A record's part unpacked: its file, where the record begins, where the part begins in its
/// body, the part.
type Unpacked = (FileId, u64, usize, Arc<[u8]>);

/// Reads values back from the log's files, keeping the last records it unpacked.
pub(crate) struct Reader {
    files: Arc<Files>,
    recent: Mutex<VecDeque<Unpacked>>,
    /// Records kept unpacked at most.
    keep: usize,
}

impl Reader {
    pub fn new(files: Arc<Files>) -> Reader {
        Reader::keeping(files, RECENT)
    }

    /// A reader that keeps the last `keep` records unpacked (the open's: `remember`).
    pub fn keeping(files: Arc<Files>, keep: usize) -> Reader {
        Reader {
            files,
            recent: Mutex::default(),
            keep: keep.max(1),
        }
    }

    /// Keeps the body of the record at `at` in `file`, unpacked already, as if it had been
    /// read: the open replays the log since the snapshot record by record, and a change reads
    /// its item's former value back, most often from a record replayed a few groups before.
    pub fn remember(&self, file: FileId, at: u64, body: Arc<[u8]>) {
        let mut recent = self.recent.lock().unwrap_or_else(|p| p.into_inner());
        if recent.len() >= self.keep {
            recent.pop_front();
        }
        recent.push_back((file, at, 0, body));
    }

    /// The value at `loc`, copied out of its record.
    pub fn value(&self, loc: Loc) -> Result<Vec<u8>, StoreError> {
        let (begins, part) = self.part(loc)?;
        let from = loc.off as usize - begins;
        part.get(from..from + loc.vlen as usize)
            .map(<[u8]>::to_vec)
            .ok_or_else(|| {
                err("a value's place is past its log record (the store's files are damaged)")
            })
    }

    /// The unpacked part of the record holding `loc` (`unpack_part`), and where it begins.
    fn part(&self, loc: Loc) -> Result<(usize, Arc<[u8]>), StoreError> {
        let off = loc.off as usize;
        let mut recent = self.recent.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((_, _, begins, b)) = recent.iter().find(|(f, at, begins, b)| {
            *f == loc.file && *at == loc.at && (*begins..begins + b.len()).contains(&off)
        }) {
            return Ok((*begins, b.clone()));
        }
        drop(recent);
        let file = self.files.get(loc.file).ok_or_else(|| {
            err(format!(
                "a value's log file ({:?}) is no longer open (the store's files are damaged)",
                loc.file
            ))
        })?;
        let len = loc.len as usize;
        let unpacked = |buf: &mut [u8]| {
            std::os::unix::fs::FileExt::read_exact_at(&*file, buf, loc.at).map_err(err)?;
            let (bodies, _) = records(buf);
            let payload = bodies.first().filter(|p| p.len() + 8 == len).ok_or_else(|| {
                err("a log record read back does not match its checksum (the store's files are damaged)")
            })?;
            unpack_part(payload, off)
        };
        let (begins, part) = if len > READ_KEPT {
            unpacked(&mut vec![0u8; len])?
        } else {
            READ.with_borrow_mut(|buf| {
                if buf.len() < len {
                    buf.resize(len, 0);
                }
                unpacked(&mut buf[..len])
            })?
        };
        let part: Arc<[u8]> = Arc::from(part);
        recent = self.recent.lock().unwrap_or_else(|p| p.into_inner());
        if recent.len() >= self.keep {
            recent.pop_front();
        }
        recent.push_back((loc.file, loc.at, begins, part.clone()));
        Ok((begins, part))
    }
}
