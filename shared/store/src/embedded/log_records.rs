//! The log's records, as the segments and snapshots hold them: `length:u32 | crc32:u32 |
//! form:u8 | body`, the body a run of changes (`1 | key | value`: the item after; `2 | key`:
//! deleted; `3 | value`: an item whose key is its `pk` and `sk`), each part length-prefixed,
//! LZ4-compressed unless short (`form`; a snapshot's records in zstd). A value's place in a
//! body is known when it is written, so a value can be read back from its record alone
//! (`log_values`).

use super::plan::err;
use crate::model::StoreError;
use lz4_flex::block::{compress_into_with_table, get_maximum_output_size, CompressTable};

pub(crate) const PUT: u8 = 1;
pub(crate) const DELETE: u8 = 2;
/// A put whose key is not written: read back from the item's `pk` and `sk` (an item in the
/// store's encoding always has them). A group's records write puts so since 2026-11-30: the
/// keys were a tenth of a record's bytes before LZ4, written twice (`PUT` stays for snapshots
/// and records written before).
pub(crate) const PUT_ITEM: u8 = 3;
/// How a record's body is kept.
pub(crate) const PLAIN: u8 = 0;
pub(crate) const LZ4: u8 = 1;
/// A body LZ4-compressed in blocks, each unpacked on its own: `n:u32`, then each block's
/// length unpacked and packed (`u32` each), then the packed blocks. A group's changes are
/// written kind by kind, a block each (`blocks_of`), so a value read back unpacks only its
/// kind's block (a snapshot reads the values of one kind after another).
pub(crate) const LZ4_BLOCKS: u8 = 2;
/// A body zstd-compressed whole: `raw:u32` (its length unpacked), then the frame. A
/// snapshot's records are (`snapshot_record_into`): written off the committer, by the
/// snapshot's thread, and kept until the next snapshot copies them as they are, where bytes
/// matter more than time: about half LZ4's bytes for half again its time (docs/decisions.md,
/// "Snapshot records in zstd").
pub(crate) const ZSTD: u8 = 3;
/// zstd's fastest level but its negative ones: most of level 3's ratio on the store's items.
const ZSTD_LEVEL: i32 = 1;
/// Bytes a record's body unpacks to at most (a snapshot's records hold about 32 KiB of values;
/// a group's record its group's): a longer length read is damage, not a body to make room for.
const BODY_MAX: usize = 1 << 30;
/// Bodies this long or longer are compressed.
pub(crate) const COMPRESS_FROM: usize = 256;

fn put_part(out: &mut Vec<u8>, bytes: &[u8]) {
    out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
    out.extend_from_slice(bytes);
}

/// One change in a record body: the item after it, or its deletion.
/// Returns where the value begins in `body` (None for a deletion).
pub(crate) fn put_op(body: &mut Vec<u8>, key: &str, after: Option<&[u8]>) -> Option<u32> {
    match after {
        Some(v) => {
            body.push(PUT);
            put_part(body, key.as_bytes());
            put_part(body, v);
            Some((body.len() - v.len()) as u32)
        }
        None => {
            body.push(DELETE);
            put_part(body, key.as_bytes());
            None
        }
    }
}

/// `put_op`, with the key of an item in the store's encoding left for replay to read from
/// its `pk` and `sk` (an item written as JSON text before MessagePack keeps its key).
/// Returns where the value begins in `body` (None for a deletion).
pub(crate) fn change_op(body: &mut Vec<u8>, key: &str, after: Option<&[u8]>) -> Option<u32> {
    match after {
        Some(v) if v.first() != Some(&b'{') => {
            body.push(PUT_ITEM);
            put_part(body, v);
            Some((body.len() - v.len()) as u32)
        }
        _ => put_op(body, key, after),
    }
}

/// The main key of an item in the store's encoding, from its `pk` and `sk`.
pub(crate) fn key_of(item: &[u8]) -> Result<String, StoreError> {
    let text = |name| crate::encoding::top_text(item, name);
    match (text("pk")?, text("sk")?) {
        (Some(pk), Some(sk)) => Ok(super::keys::main_key(crate::model::KeyRef { pk, sk })),
        _ => Err(err(
            "a log record's item has no key (the store's files are damaged)",
        )),
    }
}

/// What builds records, kept between them: LZ4's table, and the room it compresses into (only
/// ever grown, so it is not zeroed again for every record).
#[derive(Default)]
pub(crate) struct Packer {
    table: CompressTable,
    packed: Vec<u8>,
    /// zstd's context, made at the first snapshot record and kept for the next.
    zstd: Option<zstd::bulk::Compressor<'static>>,
}

/// `record_into` for a snapshot: the body in zstd (`ZSTD`), or as `record_into` keeps it when
/// it is short or zstd fails.
pub(crate) fn snapshot_record_into(out: &mut Vec<u8>, packer: &mut Packer, body: &[u8]) {
    if body.len() < COMPRESS_FROM {
        return record_into(out, packer, body);
    }
    if packer.zstd.is_none() {
        packer.zstd = zstd::bulk::Compressor::new(ZSTD_LEVEL).ok();
    }
    let Some(z) = packer.zstd.as_mut() else {
        return record_into(out, packer, body);
    };
    packer.packed.clear();
    packer
        .packed
        .reserve(zstd::zstd_safe::compress_bound(body.len()));
    if z.compress_to_buffer(body, &mut packer.packed).is_err() {
        return record_into(out, packer, body);
    }
    let start = out.len();
    out.extend_from_slice(&[0; 8]); // length and checksum, filled in below
    out.push(ZSTD);
    out.extend_from_slice(&(body.len() as u32).to_le_bytes());
    out.extend_from_slice(&packer.packed);
    seal(out, start);
}

/// Fills in the length and checksum of the record begun at `start` of `out`.
fn seal(out: &mut [u8], start: usize) {
    let payload = &out[start + 8..];
    let (len, crc) = (payload.len() as u32, crc32fast::hash(payload));
    out[start..start + 4].copy_from_slice(&len.to_le_bytes());
    out[start + 4..start + 8].copy_from_slice(&crc.to_le_bytes());
}

thread_local! {
    /// zstd's context for unpacking, one a thread (the open's, the readers' and the
    /// snapshot's threads read records again and again).
    static UNZSTD: std::cell::RefCell<Option<zstd::bulk::Decompressor<'static>>> =
        const { std::cell::RefCell::new(None) };
}

/// A `ZSTD` body (after the form's byte) unpacked.
fn unzstd(packed: &[u8]) -> Result<Vec<u8>, StoreError> {
    let corrupt = || err("a log record that does not read (the store's files are damaged)");
    let (raw, frame) = packed.split_at_checked(4).ok_or_else(corrupt)?;
    let raw = u32::from_le_bytes(raw.try_into().map_err(|_| corrupt())?) as usize;
    if raw > BODY_MAX {
        return Err(corrupt());
    }
    let body = UNZSTD.with_borrow_mut(|d| {
        if d.is_none() {
            *d = Some(zstd::bulk::Decompressor::new().map_err(err)?);
        }
        let d = d.as_mut().ok_or_else(corrupt)?;
        d.decompress(frame, raw).map_err(|_| corrupt())
    })?;
    if body.len() != raw {
        return Err(corrupt());
    }
    Ok(body)
}

/// Appends to `out` a record around `body`: its length and checksum first, then how the body
/// is kept (a body of `COMPRESS_FROM` bytes or more LZ4-compressed: items are repetitive, a
/// third of the bytes to write and fsync) and the body.
pub(crate) fn record_into(out: &mut Vec<u8>, packer: &mut Packer, body: &[u8]) {
    record_in_blocks(out, packer, body, &[]);
}

/// `record_into`, the body compressed in blocks that begin at `splits` (ascending, inside the
/// body) when there are any and the body is long enough to compress (`LZ4_BLOCKS`).
pub(crate) fn record_in_blocks(
    out: &mut Vec<u8>,
    packer: &mut Packer,
    body: &[u8],
    splits: &[usize],
) {
    let start = out.len();
    out.extend_from_slice(&[0; 8]); // length and checksum, filled in below
    let mut plain = body.len() < COMPRESS_FROM;
    if !plain && !splits.is_empty() && !blocks_into(out, packer, body, splits) {
        out.truncate(start + 8);
        plain = true;
    } else if !plain && splits.is_empty() {
        let most = get_maximum_output_size(body.len());
        if packer.packed.len() < most {
            packer.packed.resize(most, 0);
        }
        match compress_into_with_table(body, &mut packer.packed[..most], &mut packer.table) {
            Ok(n) => {
                out.push(LZ4);
                out.extend_from_slice(&(body.len() as u32).to_le_bytes());
                out.extend_from_slice(&packer.packed[..n]);
            }
            Err(_) => plain = true,
        }
    }
    if plain {
        out.push(PLAIN);
        out.extend_from_slice(body);
    }
    seal(out, start);
}

/// Appends `body` as `LZ4_BLOCKS` cut at `splits`; false if a block did not compress (the
/// caller writes the body plain).
fn blocks_into(out: &mut Vec<u8>, packer: &mut Packer, body: &[u8], splits: &[usize]) -> bool {
    let bounds: Vec<usize> = std::iter::once(0)
        .chain(splits.iter().copied())
        .chain(std::iter::once(body.len()))
        .collect();
    out.push(LZ4_BLOCKS);
    out.extend_from_slice(&((bounds.len() - 1) as u32).to_le_bytes());
    let table = out.len();
    out.resize(table + 8 * (bounds.len() - 1), 0);
    for (i, w) in bounds.windows(2).enumerate() {
        let block = &body[w[0]..w[1]];
        let most = get_maximum_output_size(block.len());
        if packer.packed.len() < most {
            packer.packed.resize(most, 0);
        }
        let Ok(n) = compress_into_with_table(block, &mut packer.packed[..most], &mut packer.table)
        else {
            return false;
        };
        let at = table + 8 * i;
        out[at..at + 4].copy_from_slice(&(block.len() as u32).to_le_bytes());
        out[at + 4..at + 8].copy_from_slice(&(n as u32).to_le_bytes());
        out.extend_from_slice(&packer.packed[..n]);
    }
    true
}

/// A record's body as it was written (see `record`).
pub(crate) fn unpack(payload: &[u8]) -> Result<std::borrow::Cow<'_, [u8]>, StoreError> {
    match payload.split_first() {
        Some((&PLAIN, body)) => Ok(body.into()),
        Some((&LZ4, packed)) => Ok(lz4_flex::decompress_size_prepended(packed)
            .map_err(err)?
            .into()),
        Some((&LZ4_BLOCKS, _)) => {
            let mut body = Vec::new();
            for block in blocks(payload)? {
                body.extend_from_slice(&unpack_block(&block)?);
            }
            Ok(body.into())
        }
        Some((&ZSTD, packed)) => Ok(unzstd(packed)?.into()),
        _ => Err(err(
            "a log record of an unknown form (the store's files are damaged)",
        )),
    }
}

/// The part of a record's body that holds byte `off` of it, unpacked, and where that part
/// begins in the body: the block holding it (`LZ4_BLOCKS`), or the whole body.
pub(crate) fn unpack_part(payload: &[u8], off: usize) -> Result<(usize, Vec<u8>), StoreError> {
    if payload.first() != Some(&LZ4_BLOCKS) {
        return Ok((0, unpack(payload)?.into_owned()));
    }
    let mut begins = 0;
    for block in blocks(payload)? {
        if off < begins + block.raw {
            return Ok((begins, unpack_block(&block)?));
        }
        begins += block.raw;
    }
    Err(err(
        "a value's place is past its log record (the store's files are damaged)",
    ))
}

/// A block of an `LZ4_BLOCKS` body: its length unpacked, and its packed bytes.
struct Block<'a> {
    raw: usize,
    packed: &'a [u8],
}

fn blocks(payload: &[u8]) -> Result<Vec<Block<'_>>, StoreError> {
    let corrupt = || err("a log record that does not read (the store's files are damaged)");
    let word = |at: usize| -> Result<usize, StoreError> {
        let b = payload.get(at..at + 4).ok_or_else(corrupt)?;
        Ok(u32::from_le_bytes(b.try_into().map_err(|_| corrupt())?) as usize)
    };
    let n = word(1)?;
    let mut at = 5 + n.checked_mul(8).ok_or_else(corrupt)?;
    let mut out = Vec::with_capacity(n.min(1 << 16));
    for i in 0..n {
        let (raw, packed) = (word(5 + 8 * i)?, word(9 + 8 * i)?);
        let packed = payload.get(at..at + packed).ok_or_else(corrupt)?;
        at += packed.len();
        out.push(Block { raw, packed });
    }
    Ok(out)
}

fn unpack_block(b: &Block<'_>) -> Result<Vec<u8>, StoreError> {
    let body = lz4_flex::block::decompress(b.packed, b.raw).map_err(err)?;
    if body.len() != b.raw {
        return Err(err(
            "a log record that does not read (the store's files are damaged)",
        ));
    }
    Ok(body)
}

/// The kind of a main key (its first four bytes: `EVT#`, `PAY#`, ...), by which a group's
/// changes are ordered and cut into blocks.
pub(crate) fn kind_of(key: &str) -> &[u8] {
    &key.as_bytes()[..key.len().min(4)]
}

/// Bytes a block holds at least before the next kind begins a new one (a kind with a few
/// small items shares its block with the next). LZ4 clears its 8 KB table for every block
/// (3.5% of the server's instructions per write at 2 KiB), but a snapshot reads the values
/// written since the last kind by kind, unpacking a block once for each kind it holds: with
/// snapshots counted (8,000 lifecycles under callgrind, 2026-12-07) 2 KiB took 486k
/// instructions a write request, 4 KiB 500k, 8 KiB 519k.
pub(crate) const BLOCK_FROM: usize = 2 * 1024;

/// The records of `bytes` in order, and where the last whole one ends; a record cut short or
/// failing its checksum ends the run there.
pub(crate) fn records(bytes: &[u8]) -> (Vec<&[u8]>, usize) {
    let mut out = Vec::new();
    let mut at = 0;
    while bytes.len() - at >= 8 {
        let len = u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap_or_default()) as usize;
        if len == 0 {
            // the zeros a segment runs on into (a record is never empty)
            break;
        }
        let crc = u32::from_le_bytes(bytes[at + 4..at + 8].try_into().unwrap_or_default());
        let Some(body) = bytes.get(at + 8..at + 8 + len) else {
            break;
        };
        if crc32fast::hash(body) != crc {
            break;
        }
        out.push(body);
        at += 8 + len;
    }
    (out, at)
}

/// One change of a record's body: the item's key, and the value with where it begins in the
/// body (None: deleted).
pub(crate) struct Op<'a> {
    pub key: std::borrow::Cow<'a, str>,
    pub value: Option<(&'a [u8], u32)>,
}

/// Hands `each` the changes of a record's body (as `unpack` gives it), in order; how many.
pub(crate) fn each_op<'a>(
    body: &'a [u8],
    mut each: impl FnMut(Op<'a>) -> Result<(), StoreError>,
) -> Result<u64, StoreError> {
    let corrupt = || err("a log record that does not read (the store's files are damaged)");
    let mut at = 0;
    let mut ops = 0;
    let part = |at: &mut usize| -> Result<(&'a [u8], u32), StoreError> {
        let len = body.get(*at..*at + 4).ok_or_else(corrupt)?;
        let len = u32::from_le_bytes(len.try_into().map_err(|_| corrupt())?) as usize;
        let bytes = body.get(*at + 4..*at + 4 + len).ok_or_else(corrupt)?;
        let begins = (*at + 4) as u32;
        *at += 4 + len;
        Ok((bytes, begins))
    };
    while at < body.len() {
        let op = body[at];
        at += 1;
        ops += 1;
        if op == PUT_ITEM {
            let value = part(&mut at)?;
            each(Op {
                key: key_of(value.0)?.into(),
                value: Some(value),
            })?;
            continue;
        }
        let key = std::str::from_utf8(part(&mut at)?.0).map_err(|_| corrupt())?;
        match op {
            PUT => {
                let value = part(&mut at)?;
                each(Op {
                    key: key.into(),
                    value: Some(value),
                })?;
            }
            DELETE => each(Op {
                key: key.into(),
                value: None,
            })?,
            _ => return Err(corrupt()),
        }
    }
    Ok(ops)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A body in blocks reads back whole, and each byte's block alone unpacks to the same
    /// bytes; a block cut short is damage, not a panic.
    #[test]
    fn a_body_in_blocks_reads_back_whole_and_block_by_block() {
        let body: Vec<u8> = (0..9_000u32)
            .flat_map(|i| (i % 251).to_le_bytes())
            .collect();
        let splits = [5_000, 20_000, 20_001, 30_000];
        let mut rec = Vec::new();
        record_in_blocks(&mut rec, &mut Packer::default(), &body, &splits);
        let (found, end) = records(&rec);
        assert_eq!(end, rec.len());
        assert_eq!(found[0][0], LZ4_BLOCKS);
        assert!(rec.len() < body.len() / 2, "compressed: {}", rec.len());
        assert_eq!(unpack(found[0]).unwrap().as_ref(), &body[..]);
        let bounds = [0, 5_000, 20_000, 20_001, 30_000, body.len()];
        for off in [0, 4_999, 5_000, 19_999, 20_000, 20_001, 35_999] {
            let (begins, part) = unpack_part(found[0], off).unwrap();
            let b = bounds.iter().rposition(|b| *b <= off).unwrap();
            assert_eq!(
                (begins, part.len()),
                (bounds[b], bounds[b + 1] - bounds[b]),
                "{off}"
            );
            assert_eq!(part, &body[begins..begins + part.len()]);
        }
        assert!(unpack_part(found[0], body.len()).is_err());
        let cut = &found[0][..found[0].len() - 10];
        assert!(unpack(cut).is_err());
        // short bodies stay plain, one block is the single-LZ4 form
        let mut rec = Vec::new();
        record_in_blocks(&mut rec, &mut Packer::default(), &body[..100], &[50]);
        assert_eq!(records(&rec).0[0][0], PLAIN);
    }

    /// A snapshot's record is zstd: smaller than LZ4 on items' text, read back whole and by
    /// any byte's part, one context kept for many records; a short body stays plain, and a
    /// frame cut short or a length past any body is damage, not a panic or an allocation.
    #[test]
    fn a_snapshot_record_is_zstd_and_reads_back() {
        let body: Vec<u8> = (0..400u32)
            .flat_map(|i| format!("{{\"id\":\"pay_{i:06}\",\"amount\":{},\"currency\":\"IQD\",\"status\":\"captured\"}}", i * 7919 % 100_000).into_bytes())
            .collect();
        let mut packer = Packer::default();
        let (mut zrec, mut lrec) = (Vec::new(), Vec::new());
        snapshot_record_into(&mut zrec, &mut packer, &body);
        snapshot_record_into(&mut zrec, &mut packer, &body[1_000..]);
        record_into(&mut lrec, &mut packer, &body);
        let (found, end) = records(&zrec);
        assert_eq!((found.len(), end), (2, zrec.len()));
        assert_eq!((found[0][0], records(&lrec).0[0][0]), (ZSTD, LZ4));
        assert!(
            found[0].len() < records(&lrec).0[0].len(),
            "{} {}",
            found[0].len(),
            lrec.len()
        );
        assert_eq!(unpack(found[0]).unwrap().as_ref(), &body[..]);
        assert_eq!(unpack(found[1]).unwrap().as_ref(), &body[1_000..]);
        let (begins, part) = unpack_part(found[0], 12_345).unwrap();
        assert_eq!((begins, part.as_slice()), (0, &body[..]));
        assert!(unpack(&found[0][..found[0].len() - 3]).is_err());
        let mut huge = found[0].to_vec();
        huge[1..5].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(unpack(&huge).is_err());
        let mut short = huge.clone();
        short[1..5].copy_from_slice(&10u32.to_le_bytes());
        assert!(unpack(&short).is_err());
        assert!(unpack(&[ZSTD, 1, 0]).is_err());
        let mut rec = Vec::new();
        snapshot_record_into(&mut rec, &mut packer, &body[..100]);
        assert_eq!(records(&rec).0[0][0], PLAIN);
    }
}
