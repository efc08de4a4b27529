//! An item in the store's own encoding: MessagePack, a map of the same names and values as
//! the item (smaller than JSON text and quicker to read back; the embedded engines keep it,
//! their log carries it as it is, and an item written straight from a domain value
//! (`crate::ItemWriter`) is handed to them in it).

use crate::model::{Item, StoreError};

/// Steps over one value without building it (`read_value`'s checks, nothing kept): each
/// marker read by `rmp`, each length straight from the bytes after it (the committer steps
/// over most of the attributes of each item a transaction checks).
pub(crate) fn skip_value(rd: &mut &[u8], depth: usize) -> Result<(), StoreError> {
    use rmp::Marker as M;
    if depth > MAX_DEPTH {
        return Err(err("an item nests too deep"));
    }
    let (&m, rest) = rd.split_first().ok_or_else(ends_early)?;
    *rd = rest;
    // the values most attributes hold first: a small integer, nil, a boolean, short text
    match m {
        0x00..=0x7f | 0xc0 | 0xc2 | 0xc3 | 0xe0..=0xff => return Ok(()),
        0xa0..=0xbf => {
            *rd = rd.get(usize::from(m & 0x1f)..).ok_or_else(ends_early)?;
            return Ok(());
        }
        _ => {}
    }
    let (bytes, values) = match M::from_u8(m) {
        M::Null | M::True | M::False | M::FixPos(_) | M::FixNeg(_) => return Ok(()),
        M::U8 | M::I8 => (1, 0),
        M::U16 | M::I16 => (2, 0),
        M::U32 | M::I32 | M::F32 => (4, 0),
        M::U64 | M::I64 | M::F64 => (8, 0),
        M::FixStr(n) => (usize::from(n), 0),
        M::Str8 => (length(rd, 1)?, 0),
        M::Str16 => (length(rd, 2)?, 0),
        M::Str32 => (length(rd, 4)?, 0),
        M::FixArray(n) => (0, usize::from(n)),
        M::Array16 => (0, length(rd, 2)?),
        M::Array32 => (0, length(rd, 4)?),
        // a map's names are values too
        M::FixMap(n) => (0, 2 * usize::from(n)),
        M::Map16 => (0, 2 * length(rd, 2)?),
        M::Map32 => (0, 2 * length(rd, 4)?),
        other => return Err(err(format!("an item holds a {other:?}, which no item has"))),
    };
    *rd = rd.get(bytes..).ok_or_else(ends_early)?;
    for _ in 0..values {
        skip_value(rd, depth + 1)?;
    }
    Ok(())
}

/// A length of `n` bytes, big-endian (MessagePack's), taken from the front of `rd`.
#[inline]
fn length(rd: &mut &[u8], n: usize) -> Result<usize, StoreError> {
    let (be, rest) = rd.split_at_checked(n).ok_or_else(ends_early)?;
    *rd = rest;
    Ok(be.iter().fold(0usize, |l, b| (l << 8) | usize::from(*b)))
}

/// A text value's bytes (not checked as UTF-8), taken from the front of `rd`: how an item's
/// attribute names are looked at before any is kept.
#[inline]
pub(crate) fn text_bytes<'a>(rd: &mut &'a [u8]) -> Result<&'a [u8], StoreError> {
    use rmp::Marker as M;
    let (&m, rest) = rd.split_first().ok_or_else(ends_early)?;
    *rd = rest;
    let n = if m & 0xe0 == 0xa0 {
        // short text (most names): the length is in the marker
        usize::from(m & 0x1f)
    } else {
        match M::from_u8(m) {
            M::Str8 => length(rd, 1)?,
            M::Str16 => length(rd, 2)?,
            M::Str32 => length(rd, 4)?,
            other => {
                return Err(err(format!(
                    "an item's bytes are damaged: {other:?} for text"
                )))
            }
        }
    };
    let (text, rest) = rd.split_at_checked(n).ok_or_else(ends_early)?;
    *rd = rest;
    Ok(text)
}

/// `items` sorted by name, each name once: of several, the one written last (as a map built
/// by inserts keeps it, and as reading an item back does).
pub(crate) fn last_of_each_name<T>(items: &mut Vec<T>, name: impl Fn(&T) -> &[u8]) {
    // stable: within a name, the order written is kept
    items.sort_by(|a, b| name(a).cmp(name(b)));
    items.dedup_by(|later, kept| {
        let same = name(later) == name(kept);
        if same {
            std::mem::swap(later, kept);
        }
        same
    });
}

#[cold]
fn ends_early() -> StoreError {
    err("an item's bytes end early")
}

pub(crate) fn err(e: impl std::fmt::Display) -> StoreError {
    StoreError::Unavailable(e.to_string())
}

#[cfg(feature = "embedded")]
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

#[cfg(feature = "embedded")]
thread_local! {
    /// Where `encode` writes an item: grown to the largest item the thread has encoded.
    static ROOM: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

#[cfg(feature = "embedded")]
/// The most room a thread keeps between items (an item may be up to 400 KB; most are 1 KB).
const ROOM_KEPT: usize = 64 * 1024;

type Written = Result<(), rmp::encode::ValueWriteError>;

/// Writes text `s` as `rmp::encode::write_str` does (the shortest of MessagePack's four
/// headers, then the bytes), into a `Vec`, which cannot fail: written inline, a string was
/// 45 instructions fewer than through rmp's writer (its marker turned into a byte by a call,
/// its errors checked), a hundred strings a request (2026-11-30).
#[inline]
pub(crate) fn put_str(out: &mut Vec<u8>, s: &str) {
    // as rmp writes it: a length past u32::MAX (no item holds one: 400 KB at most) cut to 32 bits
    let n = s.len() as u32;
    if n < 32 {
        out.push(0xa0 | n as u8);
    } else if n < 256 {
        out.extend_from_slice(&[0xd9, n as u8]);
    } else if n < 65_536 {
        out.push(0xda);
        out.extend_from_slice(&(n as u16).to_be_bytes());
    } else {
        out.push(0xdb);
        out.extend_from_slice(&n.to_be_bytes());
    }
    out.extend_from_slice(s.as_bytes());
}

/// Writes `v` as `rmp::encode::write_uint` does (the shortest form that holds it).
#[inline]
pub(crate) fn put_uint(out: &mut Vec<u8>, v: u64) {
    if v < 128 {
        out.push(v as u8);
    } else if v < 256 {
        out.extend_from_slice(&[0xcc, v as u8]);
    } else if v < 65_536 {
        out.push(0xcd);
        out.extend_from_slice(&(v as u16).to_be_bytes());
    } else if v <= u64::from(u32::MAX) {
        out.push(0xce);
        out.extend_from_slice(&(v as u32).to_be_bytes());
    } else {
        out.push(0xcf);
        out.extend_from_slice(&v.to_be_bytes());
    }
}

fn write_map(out: &mut Vec<u8>, map: &Item) -> Written {
    rmp::encode::write_map_len(out, len32(map.len())?)?;
    for (k, v) in map {
        put_str(out, k);
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
                put_uint(out, u);
            } else if let Some(i) = n.as_i64() {
                e::write_sint(out, i)?;
            } else {
                // serde_json keeps no NaN or infinity: every other number is an f64
                e::write_f64(out, n.as_f64().unwrap_or_default())?;
            }
        }
        Value::String(s) => put_str(out, s),
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
    Ok(utf8(text_bytes(rd)?)?.to_owned())
}

/// Text of an item read back, checked as UTF-8. Most of it is short, and `simdutf8` checks
/// short text with the standard library's function: tried, 0.2% fewer instructions
/// (docs/bench-history.jsonl, "Memory freed where it was made").
pub(crate) fn utf8(bytes: &[u8]) -> Result<&str, StoreError> {
    std::str::from_utf8(bytes).map_err(|e| err(format!("an item's bytes are damaged: {e}")))
}

/// A float as serde_json holds it (it has no NaN or infinity: those read as null).
pub(crate) fn float(f: f64) -> serde_json::Value {
    serde_json::Number::from_f64(f).map_or(serde_json::Value::Null, serde_json::Value::Number)
}

/// The value at the start of `rd`, without stepping over it: its text if it is text, its
/// number if it is an integer that fits an i64 (what `Value::as_str` and `as_i64` give).
pub(crate) fn peek(rd: &[u8]) -> Result<(Option<&str>, Option<i64>), StoreError> {
    let (text, int) = peek_bytes(rd)?;
    Ok((text.map(utf8).transpose()?, int))
}

/// `peek`, its text as the bytes written (not checked as UTF-8: for a reader that checks what
/// it makes of them, as `keys::Found` checks each entry it joins).
pub(crate) fn peek_bytes(rd: &[u8]) -> Result<(Option<&[u8]>, Option<i64>), StoreError> {
    use rmp::Marker as M;
    let mut at = rd;
    Ok(
        match M::from_u8(*rd.first().ok_or_else(|| err("an item's bytes end early"))?) {
            M::FixStr(_) | M::Str8 | M::Str16 | M::Str32 => (Some(text_bytes(&mut at)?), None),
            M::FixPos(_)
            | M::U8
            | M::U16
            | M::U32
            | M::U64
            | M::FixNeg(_)
            | M::I8
            | M::I16
            | M::I32
            | M::I64 => (None, rmp::decode::read_int::<i64, _>(&mut at).ok()),
            _ => (None, None),
        },
    )
}

/// The text (what `Value::as_str` gives) of the top-level attribute `name` of an item in
/// MessagePack, read without building the item: None where it is absent or not text.
pub(crate) fn top_text<'a>(bytes: &'a [u8], name: &str) -> Result<Option<&'a str>, StoreError> {
    let mut rd = bytes;
    let n = rmp::decode::read_map_len(&mut rd)
        .map_err(|_| err("an item's bytes are not one MessagePack map"))?;
    for _ in 0..n {
        if text_bytes(&mut rd)? == name.as_bytes() {
            return Ok(peek(rd)?.0);
        }
        skip_value(&mut rd, 1)?;
    }
    Ok(None)
}

#[cfg(feature = "embedded")]
/// The integers (what `Value::as_i64` gives) of the top-level attributes `names` of an item
/// in MessagePack, read without building the item: None where an attribute is absent or not
/// an integer. Each name is compared as bytes; every other value is stepped over.
pub(crate) fn top_ints<const N: usize>(
    bytes: &[u8],
    names: [&[u8]; N],
) -> Result<[Option<i64>; N], StoreError> {
    let mut rd = bytes;
    let n = rmp::decode::read_map_len(&mut rd)
        .map_err(|_| err("an item's bytes are not one MessagePack map"))?;
    let mut found = [None; N];
    for _ in 0..n {
        let name = text_bytes(&mut rd)?;
        if let Some(at) = names.iter().position(|w| *w == name) {
            found[at] = peek_bytes(rd)?.1;
        }
        skip_value(&mut rd, 1)?;
    }
    if !rd.is_empty() {
        return Err(err("an item's bytes are not one MessagePack map"));
    }
    Ok(found)
}

#[cfg(test)]
pub(crate) mod tests {
    #[cfg(feature = "embedded")]
    use super::*;
    use proptest::prelude::*;
    use serde_json::Value;

    /// Any JSON value, numbers DynamoDB cannot keep among them (tiny and huge floats).
    pub(crate) fn json_value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::from),
            any::<i64>().prop_map(Value::from),
            any::<u64>().prop_map(Value::from),
            any::<f64>().prop_map(crate::encoding::float),
            "[a-z0-9ب #]{0,12}".prop_map(Value::from),
        ];
        leaf.prop_recursive(3, 24, 5, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..5).prop_map(Value::Array),
                prop::collection::btree_map("[a-z]{1,5}", inner, 0..5)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    #[test]
    fn text_and_integers_are_written_as_rmp_writes_them() {
        for n in [0, 1, 31, 32, 255, 256, 65_535, 65_536, 70_000] {
            let s = "س".repeat(n / 2) + &"a".repeat(n % 2);
            let (mut ours, mut rmps) = (Vec::new(), Vec::new());
            super::put_str(&mut ours, &s);
            rmp::encode::write_str(&mut rmps, &s).unwrap();
            assert_eq!(ours, rmps, "{n} bytes");
        }
        let edges = [0, 1, 127, 128, 255, 256, 65_535, 65_536, 1 << 32, u64::MAX];
        for v in edges
            .into_iter()
            .flat_map(|v: u64| [v, v.saturating_sub(1)])
        {
            let (mut ours, mut rmps) = (Vec::new(), Vec::new());
            super::put_uint(&mut ours, v);
            rmp::encode::write_uint(&mut rmps, v).unwrap();
            assert_eq!(ours, rmps, "{v}");
        }
    }

    #[cfg(feature = "embedded")]
    fn value() -> impl Strategy<Value = Value> {
        // text long enough for each of MessagePack's string lengths (fix, 8, 16 bits)
        prop_oneof![json_value(), "[a-zس]{20,300}".prop_map(Value::from)]
    }

    #[cfg(feature = "embedded")]
    proptest! {
        /// Stepping over an item takes exactly its bytes, and fails on any of them cut
        /// short; the integers read without building it are the map's.
        #[test]
        fn an_item_is_stepped_over_and_its_integers_read_as_the_map_holds_them(
            item in prop::collection::btree_map("[a-z]{1,9}", value(), 0..12),
            int in any::<i64>(),
        ) {
            let mut item: Item = item.into_iter().collect();
            item.insert("version".into(), Value::from(int));
            let bytes = encode(&item).unwrap();
            let mut rd = &bytes[..];
            skip_value(&mut rd, 0).unwrap();
            prop_assert!(rd.is_empty());
            for cut in 0..bytes.len() {
                prop_assert!(skip_value(&mut &bytes[..cut], 0).is_err());
                prop_assert!(top_ints(&bytes[..cut], [b"version"]).is_err());
            }
            let names = item.keys().map(String::as_str).filter(|n| *n != "version");
            for name in names.chain(["zz"]) {
                let [got, v] = top_ints(&bytes, [name.as_bytes(), b"version"]).unwrap();
                prop_assert_eq!(got, item.get(name).and_then(Value::as_i64));
                prop_assert_eq!(v, Some(int));
            }
        }
    }
}
