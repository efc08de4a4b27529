//! What the log engine's files say of themselves, so that opening them can tell a group that
//! was never answered (cut off) from damage (the store stays shut, its files untouched):
//!
//! - every segment after the first begins with a **head** record naming itself and how far
//!   the segment before it reached (its records' bytes): a segment before the last that was
//!   cut, zeroed or shortened at a record boundary no longer reaches that far;
//! - every snapshot ends with an **end** record: its own number, how many records and items
//!   it holds, and the crc32 of every byte before it: a snapshot cut anywhere, emptied, or
//!   a stray file of another's number does not end with its own;
//! - `MANIFEST` names the newest segment begun (written before any record goes into it), so
//!   the newest segment cannot go missing unnoticed;
//! - only the **tail** of the last segment may be cut: a record that fails its checksum
//!   there is a group never answered only when nothing but the segment's zeros (or the
//!   file's end) follows what it says it holds, and no whole record lies beyond it.
//!
//! Files written before these (no head, no end, no manifest) are read as they were.

use super::plan::err;
use crate::model::StoreError;
use std::path::Path;

/// The form and kind bytes of the two bookkeeping records (a record's body is `form | ops`;
/// the ops of items begin with 1, 2 or 3).
const PLAIN: u8 = 0;
const HEAD: u8 = 4;
const END: u8 = 5;

pub(super) const MANIFEST: &str = "MANIFEST";

/// A segment's head: its number, and the bytes of records the segment before it held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Head {
    pub seg: u64,
    pub prev_end: u64,
}

/// A snapshot's end: its number, its records before the end and the items in them, and the
/// crc32 of every byte before the end record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct End {
    pub seg: u64,
    pub records: u64,
    pub items: u64,
    pub crc: u32,
}

fn u64_at(b: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_le_bytes(b.get(at..at + 8)?.try_into().ok()?))
}

/// A head's record payload (the part after length and checksum).
pub(super) fn head_payload(h: Head) -> Vec<u8> {
    let mut p = vec![PLAIN, HEAD];
    p.extend_from_slice(&h.seg.to_le_bytes());
    p.extend_from_slice(&h.prev_end.to_le_bytes());
    p
}

/// The head a record's payload holds, if it is one.
pub(super) fn read_head(payload: &[u8]) -> Option<Head> {
    match payload {
        [PLAIN, HEAD, rest @ ..] if rest.len() == 16 => Some(Head {
            seg: u64_at(rest, 0)?,
            prev_end: u64_at(rest, 8)?,
        }),
        _ => None,
    }
}

pub(super) fn end_payload(e: End) -> Vec<u8> {
    let mut p = vec![PLAIN, END];
    p.extend_from_slice(&e.seg.to_le_bytes());
    p.extend_from_slice(&e.records.to_le_bytes());
    p.extend_from_slice(&e.items.to_le_bytes());
    p.extend_from_slice(&e.crc.to_le_bytes());
    p
}

pub(super) fn read_end(payload: &[u8]) -> Option<End> {
    match payload {
        [PLAIN, END, rest @ ..] if rest.len() == 28 => Some(End {
            seg: u64_at(rest, 0)?,
            records: u64_at(rest, 8)?,
            items: u64_at(rest, 16)?,
            crc: u32::from_le_bytes(rest.get(24..28)?.try_into().ok()?),
        }),
        _ => None,
    }
}

/// Whether a payload is bookkeeping (a head or an end), not items to replay.
pub(super) fn is_bookkeeping(payload: &[u8]) -> bool {
    read_head(payload).is_some() || read_end(payload).is_some()
}

/// A whole record (length, checksum, payload) around `payload`.
pub(super) fn framed(payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(8 + payload.len());
    out.extend_from_slice(&(payload.len() as u32).to_le_bytes());
    out.extend_from_slice(&crc32fast::hash(payload).to_le_bytes());
    out.extend_from_slice(payload);
    out
}

/// What follows the last whole record (at `end`) of a segment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Tail {
    /// Nothing, or zeros only (room made ahead).
    Clean,
    /// A record written in part, followed by nothing but zeros: a group never answered.
    Torn,
    /// Anything else: bytes that a record cut short cannot explain.
    Damaged,
}

/// Whether a whole record (checksum right) begins anywhere in `bytes` after `from`.
fn whole_record_after(bytes: &[u8], from: usize) -> bool {
    (from + 1..bytes.len().saturating_sub(8)).any(|at| {
        let len = u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
        let len = len as usize;
        len > 0
            && bytes.get(at + 8..at + 8 + len).is_some_and(|p| {
                let crc = u32::from_le_bytes([
                    bytes[at + 4],
                    bytes[at + 5],
                    bytes[at + 6],
                    bytes[at + 7],
                ]);
                crc32fast::hash(p) == crc
            })
    })
}

/// Reads what follows the records of a segment, which end at `end`.
pub(super) fn tail(bytes: &[u8], end: usize) -> Tail {
    let Some(last) = bytes[end..].iter().rposition(|b| *b != 0) else {
        return Tail::Clean;
    };
    let last = end + last;
    // the record at `end` says how long it is; a torn one's length was written first
    let said = bytes
        .get(end..end + 4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize);
    match said {
        Some(len) if len > 0 && end + 8 + len > last && !whole_record_after(bytes, end) => {
            Tail::Torn
        }
        // fewer than four bytes of it: only a cut-short header explains them
        None if bytes.len() - end < 4 => Tail::Torn,
        _ => Tail::Damaged,
    }
}

/// What `MANIFEST` says: the newest segment begun, and the first segment written with a head
/// (segments and snapshots numbered from it on must have their head and end; the ones
/// before were written before there were any).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Manifest {
    pub segment: u64,
    pub heads_from: u64,
}

/// The store's manifest (None: no manifest, a store written before there was one, or a new
/// one).
pub(super) fn read_manifest(dir: &Path) -> Result<Option<Manifest>, StoreError> {
    let path = dir.join(MANIFEST);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(err(format!("{}: {e}", path.display()))),
    };
    let mut lines = text.strip_prefix("sanduq log\n").unwrap_or("").lines();
    let mut number = |prefix: &str| lines.next()?.strip_prefix(prefix)?.parse::<u64>().ok();
    match (number("segment "), number("heads from ")) {
        (Some(segment), Some(heads_from)) if text.ends_with('\n') => Ok(Some(Manifest {
            segment,
            heads_from,
        })),
        _ => Err(err(format!(
            "{} does not read (the store's files are damaged)",
            path.display()
        ))),
    }
}

/// Writes `MANIFEST` (a new file, synced, renamed over the old one, the directory synced).
pub(super) fn write_manifest(dir: &Path, m: Manifest) -> Result<(), StoreError> {
    let tmp = dir.join(format!("{MANIFEST}.new"));
    let mut o = std::fs::OpenOptions::new();
    o.create(true).write(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut o, 0o600);
    let text = format!(
        "sanduq log\nsegment {}\nheads from {}\n",
        m.segment, m.heads_from
    );
    let write = || -> std::io::Result<()> {
        let mut f = o.open(&tmp)?;
        std::io::Write::write_all(&mut f, text.as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, dir.join(MANIFEST))?;
        std::fs::File::open(dir)?.sync_all()
    };
    write().map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        err(format!("{}: {e}", dir.join(MANIFEST).display()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(payload: &[u8]) -> Vec<u8> {
        framed(payload)
    }

    #[test]
    fn heads_and_ends_read_back_and_nothing_else_reads_as_one() {
        let h = Head {
            seg: 7,
            prev_end: 12_345,
        };
        assert_eq!(read_head(&head_payload(h)), Some(h));
        let e = End {
            seg: 9,
            records: 3,
            items: 2_000,
            crc: 0xdead_beef,
        };
        assert_eq!(read_end(&end_payload(e)), Some(e));
        assert_eq!(read_end(&head_payload(h)), None);
        assert_eq!(read_head(&end_payload(e)), None);
        for other in [&b"\x00\x01abc"[..], b"", b"\x01\x04", b"\x00\x04short"] {
            assert!(!is_bookkeeping(other), "{other:?}");
        }
    }

    #[test]
    fn only_a_part_written_last_record_before_zeros_is_a_torn_tail() {
        let a = record(b"\x00first record");
        let b = record(b"\x00second record, whole");
        let mut seg = a.clone();
        let end = seg.len();
        // nothing, or zeros
        assert_eq!(tail(&seg, end), Tail::Clean);
        seg.extend_from_slice(&[0; 100]);
        assert_eq!(tail(&seg, end), Tail::Clean);
        // b written in part into the zeros, or cut short at the file's end
        let mut torn = a.clone();
        torn.extend_from_slice(&b[..b.len() - 5]);
        assert_eq!(tail(&torn, end), Tail::Torn);
        torn.extend_from_slice(&[0; 100]);
        assert_eq!(tail(&torn, end), Tail::Torn);
        let mut header_only = a.clone();
        header_only.extend_from_slice(&b[..3]);
        assert_eq!(tail(&header_only, end), Tail::Torn);
        // a bit flipped in b, with c whole after it: damage
        let c = record(b"\x00third");
        let mut flipped = a.clone();
        let mut bad = b.clone();
        bad[12] ^= 0x10;
        flipped.extend_from_slice(&bad);
        flipped.extend_from_slice(&c);
        assert_eq!(tail(&flipped, end), Tail::Damaged);
        // bytes past what the bad record says it holds: damage
        let mut beyond = a.clone();
        beyond.extend_from_slice(&bad);
        beyond.extend_from_slice(&[0, 0, 9]);
        assert_eq!(tail(&beyond, end), Tail::Damaged);
        // a record's header zeroed with bytes after it: damage
        let mut zeroed = a.clone();
        let mut z = b.clone();
        z[..4].copy_from_slice(&[0; 4]);
        zeroed.extend_from_slice(&z);
        assert_eq!(tail(&zeroed, end), Tail::Damaged);
        // a length turned huge, a whole record still behind it: damage
        let mut huge = a.clone();
        let mut h = b.clone();
        h[3] = 0x7f;
        huge.extend_from_slice(&h);
        huge.extend_from_slice(&c);
        assert_eq!(tail(&huge, end), Tail::Damaged);
    }

    #[test]
    fn the_manifest_names_the_newest_segment_or_refuses_to_read() {
        let dir = std::env::temp_dir().join(format!("sanduq-manifest-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        assert_eq!(read_manifest(&dir).unwrap(), None);
        let m = |segment, heads_from| Manifest {
            segment,
            heads_from,
        };
        write_manifest(&dir, m(41, 1)).unwrap();
        assert_eq!(read_manifest(&dir).unwrap(), Some(m(41, 1)));
        write_manifest(&dir, m(42, 1)).unwrap();
        assert_eq!(read_manifest(&dir).unwrap(), Some(m(42, 1)));
        for bad in [
            "segment lots\n",
            "sanduq log\nsegment 4\n",
            "",
            "sanduq log\nsegment 4\nheads from 1",
        ] {
            std::fs::write(dir.join(MANIFEST), bad).unwrap();
            assert!(read_manifest(&dir).is_err(), "{bad:?}");
        }
        std::fs::remove_dir_all(dir).unwrap();
    }
}
