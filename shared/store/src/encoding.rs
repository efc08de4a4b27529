//! An item in the store's own encoding: MessagePack, a map of the same names and values as
//! the item (smaller than JSON text and quicker to read back; the embedded engines keep it,
//! their log carries it as it is, and an item written straight from a domain value
//! (`crate::ItemWriter`) is handed to them in it).

use crate::model::{Item, StoreError};

/// Steps over one value without building it (`read_value`'s checks, nothing kept).
pub(crate) fn skip_value(rd: &mut &[u8], depth: usize) -> Result<(), StoreError> {
    use rmp::decode as d;
    use rmp::Marker as M;
    let bad = |e: &dyn std::fmt::Display| err(format!("an item's bytes are damaged: {e}"));
    if depth > MAX_DEPTH {
        return Err(err("an item nests too deep"));
    }
    let marker = M::from_u8(*rd.first().ok_or_else(|| err("an item's bytes end early"))?);
    let fixed = match marker {
        M::Null | M::True | M::False | M::FixPos(_) | M::FixNeg(_) => 1,
        M::U8 | M::I8 => 2,
        M::U16 | M::I16 => 3,
        M::U32 | M::I32 | M::F32 => 5,
        M::U64 | M::I64 | M::F64 => 9,
        M::FixStr(_) | M::Str8 | M::Str16 | M::Str32 => {
            let n = d::read_str_len(rd).map_err(|e| bad(&e))? as usize;
            *rd = rd
                .get(n..)
                .ok_or_else(|| err("an item's bytes end early"))?;
            return Ok(());
        }
        M::FixArray(_) | M::Array16 | M::Array32 => {
            let n = d::read_array_len(rd).map_err(|e| bad(&e))?;
            for _ in 0..n {
                skip_value(rd, depth + 1)?;
            }
            return Ok(());
        }
        M::FixMap(_) | M::Map16 | M::Map32 => {
            let n = d::read_map_len(rd).map_err(|e| bad(&e))?;
            for _ in 0..n {
                skip_value(rd, depth + 1)?; // the name
                skip_value(rd, depth + 1)?;
            }
            return Ok(());
        }
        other => return Err(err(format!("an item holds a {other:?}, which no item has"))),
    };
    *rd = rd
        .get(fixed..)
        .ok_or_else(|| err("an item's bytes end early"))?;
    Ok(())
}

pub(crate) fn err(e: impl std::fmt::Display) -> StoreError {
    StoreError::Unavailable(e.to_string())
}

/// An item as the embedded engines keep it: MessagePack, a map of the same names and values
/// (smaller than JSON text and quicker to read back; the journal carries it as it is).
/// Written straight from the map with `rmp` (the bytes `rmp_serde` writes for it, without
/// going through serde: the committer's and the writers' most frequent step), into room the
/// thread keeps, then copied out at its length: no walk over the item to size a buffer first
/// (1.8% of a lifecycle request's instructions) and no growing copy by copy.
pub(crate) fn encode(item: &Item) -> Result<Vec<u8>, StoreError> {
    ROOM.with_borrow_mut(|room| {
        room.clear();
        let written = write_map(room, item).map_err(err).map(|()| room.to_vec());
        if room.capacity() > ROOM_KEPT {
            *room = Vec::new();
        }
        written
    })
}

thread_local! {
    /// Where `encode` writes an item: grown to the largest item the thread has encoded.
    static ROOM: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The most room a thread keeps between items (an item may be up to 400 KB; most are 1 KB).
const ROOM_KEPT: usize = 64 * 1024;

type Written = Result<(), rmp::encode::ValueWriteError>;

fn write_map(out: &mut Vec<u8>, map: &Item) -> Written {
    rmp::encode::write_map_len(out, len32(map.len())?)?;
    for (k, v) in map {
        rmp::encode::write_str(out, k)?;
        write_value(out, v)?;
    }
    Ok(())
}

pub(crate) fn write_value(out: &mut Vec<u8>, v: &serde_json::Value) -> Written {
    use rmp::encode as e;
    use serde_json::Value;
    match v {
        Value::Null => e::write_nil(out).map_err(e::ValueWriteError::InvalidMarkerWrite)?,
        Value::Bool(b) => e::write_bool(out, *b).map_err(e::ValueWriteError::InvalidMarkerWrite)?,
        Value::Number(n) => {
            if let Some(u) = n.as_u64() {
                e::write_uint(out, u)?;
            } else if let Some(i) = n.as_i64() {
                e::write_sint(out, i)?;
            } else {
                // serde_json keeps no NaN or infinity: every other number is an f64
                e::write_f64(out, n.as_f64().unwrap_or_default())?;
            }
        }
        Value::String(s) => e::write_str(out, s)?,
        Value::Array(a) => {
            e::write_array_len(out, len32(a.len())?)?;
            for x in a {
                write_value(out, x)?;
            }
        }
        Value::Object(o) => write_map(out, o)?,
    }
    Ok(())
}

/// A length as MessagePack writes it (an item is far below 4 GiB: DynamoDB's limit is 400 KB).
pub(crate) fn len32(n: usize) -> Result<u32, rmp::encode::ValueWriteError> {
    u32::try_from(n).map_err(|_| {
        rmp::encode::ValueWriteError::InvalidDataWrite(std::io::Error::other("too long"))
    })
}

/// Reads an item back. Items written before MessagePack are JSON text: a JSON object starts
/// with `{`, which no MessagePack map does (0x80-0x8f, 0xde, 0xdf), so both are read.
pub(crate) fn decode(bytes: &[u8]) -> Result<Item, StoreError> {
    if bytes.first() == Some(&b'{') {
        return serde_json::from_slice(bytes).map_err(err);
    }
    let mut rd = bytes;
    match read_value(&mut rd, 0)? {
        serde_json::Value::Object(item) if rd.is_empty() => Ok(item),
        _ => Err(err("an item's bytes are not one MessagePack map")),
    }
}

/// How deep values may nest. A request's JSON is limited to 128 levels (serde_json's limit),
/// and an item may hold it a few levels down (an event's data, a stored answer): twice that,
/// well within a thread's stack even in a debug build (rmp-serde allowed 1,024, which
/// overflows a test thread's stack in a debug build).
pub(crate) const MAX_DEPTH: usize = 256;

/// Reads one value with `rmp`, straight into serde_json's (the values `rmp_serde` reads for
/// it; a map's entries, which `encode` writes in order, are gathered and built at once
/// instead of inserted one by one).
pub(crate) fn read_value(rd: &mut &[u8], depth: usize) -> Result<serde_json::Value, StoreError> {
    use rmp::decode as d;
    use rmp::Marker as M;
    use serde_json::Value;
    let bad = |e: &dyn std::fmt::Display| err(format!("an item's bytes are damaged: {e}"));
    if depth > MAX_DEPTH {
        return Err(err("an item nests too deep"));
    }
    let marker = M::from_u8(*rd.first().ok_or_else(|| err("an item's bytes end early"))?);
    Ok(match marker {
        M::Null | M::True | M::False => {
            *rd = &rd[1..];
            match marker {
                M::Null => Value::Null,
                m => Value::Bool(m == M::True),
            }
        }
        M::FixPos(_) | M::U8 | M::U16 | M::U32 | M::U64 => {
            Value::from(d::read_int::<u64, _>(rd).map_err(|e| bad(&e))?)
        }
        M::FixNeg(_) | M::I8 | M::I16 | M::I32 | M::I64 => {
            Value::from(d::read_int::<i64, _>(rd).map_err(|e| bad(&e))?)
        }
        M::F32 => float(f64::from(d::read_f32(rd).map_err(|e| bad(&e))?)),
        M::F64 => float(d::read_f64(rd).map_err(|e| bad(&e))?),
        M::FixStr(_) | M::Str8 | M::Str16 | M::Str32 => Value::String(read_str(rd)?),
        M::FixArray(_) | M::Array16 | M::Array32 => {
            let n = d::read_array_len(rd).map_err(|e| bad(&e))? as usize;
            // every value takes a byte at least: a length past the bytes left is damage
            let mut a = Vec::with_capacity(n.min(rd.len()));
            for _ in 0..n {
                a.push(read_value(rd, depth + 1)?);
            }
            Value::Array(a)
        }
        M::FixMap(_) | M::Map16 | M::Map32 => {
            let n = d::read_map_len(rd).map_err(|e| bad(&e))? as usize;
            let mut entries = Vec::with_capacity(n.min(rd.len() / 2));
            for _ in 0..n {
                let k = read_str(rd)?;
                entries.push((k, read_value(rd, depth + 1)?));
            }
            // sorted already (a map written from serde_json's is): built without comparing
            // each key on the way down; a repeated key keeps its last value, as inserts would
            Value::Object(entries.into_iter().collect())
        }
        other => return Err(err(format!("an item holds a {other:?}, which no item has"))),
    })
}

fn read_str(rd: &mut &[u8]) -> Result<String, StoreError> {
    let n = rmp::decode::read_str_len(rd)
        .map_err(|e| err(format!("an item's bytes are damaged: {e}")))?;
    let (s, rest) = rd
        .split_at_checked(n as usize)
        .ok_or_else(|| err("an item's bytes end early"))?;
    *rd = rest;
    Ok(utf8(s)?.to_owned())
}

/// Text of an item read back, checked as UTF-8. Most of it is short, and `simdutf8` checks
/// short text with the standard library's function: tried, 0.2% fewer instructions
/// (docs/speed.md, "Memory freed where it was made").
pub(crate) fn utf8(bytes: &[u8]) -> Result<&str, StoreError> {
    std::str::from_utf8(bytes).map_err(|e| err(format!("an item's bytes are damaged: {e}")))
}

/// A float as serde_json holds it (it has no NaN or infinity: those read as null).
pub(crate) fn float(f: f64) -> serde_json::Value {
    serde_json::Number::from_f64(f).map_or(serde_json::Value::Null, serde_json::Value::Number)
}
