//! The log's records, as the segments and snapshots hold them: `length:u32 | crc32:u32 |
//! form:u8 | body`, the body a run of changes (`1 | key | value`: the item after; `2 | key`:
//! deleted; `3 | value`: an item whose key is its `pk` and `sk`), each part length-prefixed,
//! LZ4-compressed unless short (`form`). A value's place in a body is known when it is
//! written, so a value can be read back from its record alone (`log_values`).

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
}

/// Appends to `out` a record around `body`: its length and checksum first, then how the body
/// is kept (a body of `COMPRESS_FROM` bytes or more LZ4-compressed: items are repetitive, a
/// third of the bytes to write and fsync) and the body.
pub(crate) fn record_into(out: &mut Vec<u8>, packer: &mut Packer, body: &[u8]) {
    let start = out.len();
    out.extend_from_slice(&[0; 8]); // length and checksum, filled in below
    let mut plain = body.len() < COMPRESS_FROM;
    if !plain {
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
    let payload = &out[start + 8..];
    let (len, crc) = (payload.len() as u32, crc32fast::hash(payload));
    out[start..start + 4].copy_from_slice(&len.to_le_bytes());
    out[start + 4..start + 8].copy_from_slice(&crc.to_le_bytes());
}

/// A record's body as it was written (see `record`).
pub(crate) fn unpack(payload: &[u8]) -> Result<std::borrow::Cow<'_, [u8]>, StoreError> {
    match payload.split_first() {
        Some((&PLAIN, body)) => Ok(body.into()),
        Some((&LZ4, packed)) => Ok(lz4_flex::decompress_size_prepended(packed)
            .map_err(err)?
            .into()),
        _ => Err(err(
            "a log record of an unknown form (the store's files are damaged)",
        )),
    }
}

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
