//! An item written straight into the store's encoding from a domain value, without a map of
//! it being built (`ItemWriter`), and sized the way DynamoDB sizes it from those bytes
//! (`Encoded::size`). The embedded engines keep the bytes as they are; an adapter that needs
//! the item as a map reads it back (`Encoded::to_item`, `Write::plain`).
//!
//! A map built field by field, encoded, walked for its size and its index entries and then
//! dropped was the largest part of a write request's work that code could still remove
//! (docs/bench-history.jsonl, "Items written as they are kept").

mod containers;

use crate::encoding::{decode, put_str, put_uint, write_value};
use crate::model::{integer_bytes, out_of_range, value_bytes};
use crate::model::{Item, Key, StoreError};
use containers::{List, Struct};
use serde::ser::{Error as _, Impossible, Serialize, SerializeMap, SerializeStruct, Serializer};
use serde_json::Value;

/// An item in the store's encoding: a MessagePack map of its attributes in name order, `pk`
/// and `sk` among them (those of `key`), each name once. Made only by `ItemWriter` (or from a
/// map, `Encoded::from_item`), which sizes it as it writes it and notes where the attributes
/// that place it in an index or the TTL table are.
#[derive(Debug, Clone, PartialEq)]
pub struct Encoded {
    key: Key,
    bytes: Vec<u8>,
    /// DynamoDB's size of the item (`model::item_bytes`).
    size: usize,
    /// The first number in it that DynamoDB cannot keep, if any (rare: boxed).
    bad: Option<Box<serde_json::Number>>,
    /// Where each entry attribute's value starts in `bytes`, by `ENTRY_NAMES`, plus one (0:
    /// the item has no such attribute). Offsets, not what they point at, so that an item is
    /// small to move: a transaction's writes move from list to list on their way to the store.
    entries: [u32; ENTRY_NAMES.len()],
}

/// The attributes an index or TTL entry is made from.
pub(crate) const ENTRY_NAMES: [&str; 13] = [
    "gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk", "gsi3pk", "gsi3sk", "gsi4pk", "gsi4sk", "gsi5pk",
    "gsi5sk", "pk", "sk", "ttl",
];

/// Where an entry attribute's value is: text (its place in the bytes), an integer, or
/// something else (which makes no entry).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Noted {
    Text(u32, u32),
    Int(i64),
    Other,
}

fn entry_slot(name: &[u8]) -> Option<usize> {
    Some(match name {
        [b'g', b's', b'i', n @ b'1'..=b'5', b'p', b'k'] => usize::from(n - b'1') * 2,
        [b'g', b's', b'i', n @ b'1'..=b'5', b's', b'k'] => usize::from(n - b'1') * 2 + 1,
        b"pk" => 10,
        b"sk" => 11,
        b"ttl" => 12,
        _ => return None,
    })
}

impl Encoded {
    /// The item `item` encoded (its key read from it).
    pub fn from_item(item: &Item) -> Result<Encoded, StoreError> {
        let key = Key::of(item)?;
        let mut w = ItemWriter::new();
        for (k, v) in item {
            if k != "pk" && k != "sk" {
                w.value(k, v);
            }
        }
        Ok(w.finish(key))
    }

    pub fn key(&self) -> &Key {
        &self.key
    }

    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    #[cfg_attr(not(feature = "embedded"), allow(dead_code))]
    pub(crate) fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }

    /// The text of its top-level attribute `name` (what `to_item()[name].as_str()` gives),
    /// read from the bytes without building the item.
    pub fn text(&self, name: &str) -> Option<&str> {
        crate::encoding::top_text(&self.bytes, name).ok().flatten()
    }

    /// The item as a map.
    pub fn to_item(&self) -> Result<Item, StoreError> {
        decode(&self.bytes)
    }

    /// The item's size as DynamoDB counts it (`model::item_bytes` of `to_item`); `Rejected`
    /// if it holds a number DynamoDB cannot keep.
    pub fn size(&self) -> Result<usize, StoreError> {
        match self.bad.as_deref() {
            Some(n) => Err(out_of_range(n)),
            None => Ok(self.size),
        }
    }

    /// Each entry attribute it has (`ENTRY_NAMES`): its name, its text if it is text (as
    /// written: `keys::Found` checks it), its value if it is an integer.
    #[cfg_attr(not(feature = "embedded"), allow(dead_code))]
    pub(crate) fn entry_attributes(
        &self,
    ) -> impl Iterator<Item = (&'static str, Option<&[u8]>, Option<i64>)> {
        self.entries
            .iter()
            .zip(ENTRY_NAMES)
            .filter_map(|(&at, name)| {
                let at = at.checked_sub(1)? as usize;
                Some(match noted(&self.bytes[at..], at) {
                    Noted::Text(a, b) => (name, Some(&self.bytes[a as usize..b as usize]), None),
                    Noted::Int(i) => (name, None, Some(i)),
                    Noted::Other => (name, None, None),
                })
            })
    }
}

/// What a value's first bytes say it is, for an entry attribute.
fn noted(value: &[u8], at: usize) -> Noted {
    let mut rd = value;
    match rmp::Marker::from_u8(value[0]) {
        rmp::Marker::FixStr(_) | rmp::Marker::Str8 | rmp::Marker::Str16 | rmp::Marker::Str32 => {
            match rmp::decode::read_str_len(&mut rd) {
                Ok(n) => {
                    let start = at + (value.len() - rd.len());
                    Noted::Text(start as u32, (start + n as usize) as u32)
                }
                Err(_) => Noted::Other,
            }
        }
        _ => rmp::decode::read_int::<i64, _>(&mut rd).map_or(Noted::Other, Noted::Int),
    }
}

/// Writes an item attribute by attribute into the store's encoding, sizing it as DynamoDB
/// does as it goes. The key's `pk` and `sk` are written last (`finish`): as with a map built
/// in that order, an attribute written again replaces the one before, and the key replaces
/// any field of those names. `finish` puts the attributes in name order, each once.
pub struct ItemWriter {
    bytes: Vec<u8>,
    /// Each attribute: where its name starts, where its value starts and ends, its size.
    attrs: Vec<Attr>,
}

#[derive(Clone)]
struct Attr {
    /// The name's first eight bytes as a big-endian number (zeros after a shorter name):
    /// most names differ there, so most comparisons of two compare numbers.
    prefix: u64,
    /// Where the name's marker starts, where its text starts.
    name: u32,
    text: u32,
    value: u32,
    end: u32,
    size: usize,
    /// The first number in its value that DynamoDB cannot keep (rare: boxed).
    bad: Option<Box<serde_json::Number>>,
}

impl Attr {
    fn name<'a>(&self, bytes: &'a [u8]) -> &'a [u8] {
        &bytes[self.text as usize..self.value as usize]
    }

    /// Its bytes moved `by` (wrapping: back when it is "negative").
    fn move_by(&mut self, by: u32) {
        self.name = self.name.wrapping_add(by);
        self.text = self.text.wrapping_add(by);
        self.value = self.value.wrapping_add(by);
        self.end = self.end.wrapping_add(by);
    }

    /// The same attribute, its bytes moved `by`.
    fn moved_by(&self, by: u32) -> Attr {
        let mut a = self.clone();
        a.move_by(by);
        a
    }

    fn order(&self, other: &Attr, bytes: &[u8]) -> std::cmp::Ordering {
        self.prefix
            .cmp(&other.prefix)
            .then_with(|| self.name(bytes).cmp(other.name(bytes)))
    }
}

fn prefix(name: &str) -> u64 {
    match name.as_bytes().first_chunk::<8>() {
        Some(first) => u64::from_be_bytes(*first),
        // byte by byte: a copy of a length known only here is a call to memcpy
        None => name
            .bytes()
            .zip((0..8).rev())
            .fold(0, |v, (b, at)| v | (u64::from(b) << (8 * at))),
    }
}

/// Where the attribute count goes: a 32-bit map header, filled in by `finish`.
const HEADER: usize = 5;

impl Default for ItemWriter {
    fn default() -> Self {
        ItemWriter::new()
    }
}

impl ItemWriter {
    pub fn new() -> ItemWriter {
        let mut bytes = Vec::with_capacity(1536);
        bytes.extend_from_slice(&[rmp::Marker::Map32.to_u8(), 0, 0, 0, 0]);
        ItemWriter {
            bytes,
            attrs: Vec::with_capacity(32),
        }
    }

    /// Writes `name`, then the value `write` writes (returning its size); None from it leaves
    /// the attribute out (a null field).
    fn attr(
        &mut self,
        name: &str,
        write: impl FnOnce(&mut Vec<u8>, &mut Option<serde_json::Number>) -> Option<usize>,
    ) {
        let start = self.bytes.len();
        // writing into a Vec cannot fail
        put_str(&mut self.bytes, name);
        let value = self.bytes.len();
        let mut bad = None;
        match write(&mut self.bytes, &mut bad) {
            Some(size) => self.attrs.push(Attr {
                prefix: prefix(name),
                name: start as u32,
                text: (value - name.len()) as u32,
                value: value as u32,
                end: self.bytes.len() as u32,
                size: name.len() + size,
                bad: bad.map(Box::new),
            }),
            None => self.bytes.truncate(start),
        }
    }

    pub fn str(&mut self, name: &str, v: &str) -> &mut Self {
        self.attr(name, |b, _| {
            put_str(b, v);
            Some(v.len())
        });
        self
    }

    pub fn uint(&mut self, name: &str, v: u64) -> &mut Self {
        self.attr(name, |b, _| {
            put_uint(b, v);
            Some(integer_bytes(v))
        });
        self
    }

    pub fn int(&mut self, name: &str, v: i64) -> &mut Self {
        self.attr(name, |b, _| {
            let _ = write_value(b, &Value::from(v));
            Some(integer_bytes(v.unsigned_abs()))
        });
        self
    }

    /// An attribute holding `v` as it is (null included).
    pub fn value(&mut self, name: &str, v: &Value) -> &mut Self {
        self.attr(name, |b, bad| {
            let _ = write_value(b, v);
            Some(sized(v, bad))
        });
        self
    }

    /// An attribute holding `v` as `serde_json::to_value` makes it (null included).
    pub fn serialized<T: Serialize + ?Sized>(
        &mut self,
        name: &str,
        v: &T,
    ) -> Result<&mut Self, StoreError> {
        let mut failed = None;
        self.attr(name, |b, bad| match (Value_ { out: b, bad }).write(v) {
            Ok(size) => Some(size),
            Err(e) => {
                failed = Some(e);
                None
            }
        });
        match failed {
            Some(e) => Err(StoreError::Invalid(e.0)),
            None => Ok(self),
        }
    }

    /// The fields of a struct or a map (a newtype or `Some` around one looked through), each
    /// as `serde_json::to_value` would make it, those that are null left out (an item is
    /// billed by its size, and an absent field reads back as the `None` it was).
    pub fn fields<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<&mut Self, StoreError> {
        v.serialize(Top(self))
            .map_err(|e| StoreError::Invalid(e.0))?;
        Ok(self)
    }

    /// Whether the attributes written so far are in name order, each once: `finish` then
    /// only puts the key in its place, and merges what is written after them in instead of
    /// sorting them all (a struct written often declares its fields in name order: its tests
    /// hold it to that with this).
    pub fn in_name_order(&self) -> bool {
        self.run_in_name_order() == self.attrs.len()
    }

    /// How many of the attributes written first are in name order, each once.
    fn run_in_name_order(&self) -> usize {
        let (attrs, bytes) = (&self.attrs, &self.bytes);
        attrs.len().min(1)
            + attrs
                .windows(2)
                .take_while(|w| w[0].order(&w[1], bytes).is_lt())
                .count()
    }

    /// The item, with `key`'s `pk` and `sk` written last (the key is checked with the
    /// transaction that writes it, as every write's is), its attributes in name order.
    pub fn finish(mut self, key: Key) -> Encoded {
        let written = self.attrs.len();
        // the attributes written first in name order, each once (a struct's fields declared
        // in name order, an item written field by field in that order), then the key
        let run = self.run_in_name_order();
        self.str("pk", &key.pk).str("sk", &key.sk);
        if run < written || !self.key_put_in_place(written) {
            self.put_in_order(run);
        }
        let count = self.attrs.len() as u32;
        self.bytes[1..HEADER].copy_from_slice(&count.to_be_bytes());
        let mut entries = [0; ENTRY_NAMES.len()];
        let mut size = 0;
        // the first number DynamoDB cannot keep among the attributes kept, in name order (as
        // the map's check finds it)
        let mut bad = None;
        for a in &mut self.attrs {
            size += a.size;
            if bad.is_none() {
                bad = a.bad.take();
            }
            if let Some(slot) = entry_slot(a.name(&self.bytes)) {
                entries[slot] = a.value + 1;
            }
        }
        Encoded {
            key,
            bytes: self.bytes,
            size,
            bad,
            entries,
        }
    }

    /// Puts the attributes in name order, each name's last written kept, the first `run`
    /// being in name order already, each once. Only what was written after them is sorted
    /// (the key; a struct's indexes and version; everything, for an item written in no
    /// order), and each of those is put in its place among the run, whose attributes are
    /// copied a stretch at a time between them: most items are written in name order but for
    /// their key (events, their markers, idempotency records, journal entries), the others
    /// mostly a struct whose fields are declared so and a few attributes after it.
    fn put_in_order(&mut self, run: usize) {
        let (bytes, attrs) = (&self.bytes, &self.attrs);
        let mut last: Vec<u32> = (run as u32..attrs.len() as u32).collect();
        last.sort_unstable_by(|&x, &y| {
            let (a, b) = (&attrs[x as usize], &attrs[y as usize]);
            a.order(b, bytes).then(x.cmp(&y))
        });
        // each name's last written: of two the same, the second is kept in the first's place
        last.dedup_by(|later, kept| {
            let same = attrs[*later as usize]
                .order(&attrs[*kept as usize], bytes)
                .is_eq();
            if same {
                *kept = *later;
            }
            same
        });
        let mut out = Vec::with_capacity(bytes.len());
        out.extend_from_slice(&bytes[..HEADER]);
        let mut kept: Vec<Attr> = Vec::with_capacity(run + last.len());
        // the attributes `from..to`, whose bytes lie together, copied as one
        let mut copy = |from: usize, to: usize| {
            if from < to {
                let (start, end) = (attrs[from].name, attrs[to - 1].end);
                let by = (out.len() as u32).wrapping_sub(start);
                out.extend_from_slice(&bytes[start as usize..end as usize]);
                kept.extend(attrs[from..to].iter().map(|a| a.moved_by(by)));
            }
        };
        let mut from = 0;
        for i in last {
            let a = &attrs[i as usize];
            let place = from + attrs[from..run].partition_point(|r| r.order(a, bytes).is_lt());
            copy(from, place);
            copy(i as usize, i as usize + 1);
            // one of the run's of the same name is replaced
            from = place + usize::from(place < run && attrs[place].order(a, bytes).is_eq());
        }
        copy(from, run);
        self.bytes = out;
        self.attrs = kept;
    }

    /// The attributes written before the key (the first `written`) being in name order, each
    /// name once (`finish` has seen to it): when none is named `pk` or `sk`, puts the key's
    /// `pk` and `sk` (the last two) in their places among them by moving only the bytes after
    /// each place, and says so. Most items are written so (events, their markers,
    /// idempotency records, journal entries, statement lines): cheaper than `put_in_order`,
    /// which copies the whole item.
    fn key_put_in_place(&mut self, written: usize) -> bool {
        let bytes = &self.bytes;
        let mine = &self.attrs[..written];
        // a two-letter name is all in its prefix: the names compared as numbers, not bytes
        let place = |name: &str| {
            let p = prefix(name);
            mine.partition_point(|a| a.prefix < p)
        };
        let (p, s) = (place("pk"), place("sk"));
        let named = |i: usize, name: &[u8]| mine.get(i).is_some_and(|a| a.name(bytes) == name);
        if named(p, b"pk") || named(s, b"sk") {
            return false;
        }
        // the bytes: header, A (before pk), B (between), C (after sk), PK, SK
        let (pk, sk) = (&self.attrs[written], &self.attrs[written + 1]);
        let start = |i: usize| self.attrs.get(i).filter(|_| i < written).unwrap_or(pk).name;
        let (b, c) = (start(p) as usize, start(s) as usize);
        let (pk_len, sk_len) = (pk.end - pk.name, sk.end - sk.name);
        let (pk_end, sk_end) = (pk.end as usize, sk.end as usize);
        // A, PK, B, C, SK; then A, PK, B, SK, C
        self.bytes[b..pk_end].rotate_right(pk_len as usize);
        self.bytes[c + pk_len as usize..sk_end].rotate_right(sk_len as usize);
        let attrs = &mut self.attrs;
        for a in &mut attrs[p..s] {
            a.move_by(pk_len);
        }
        for a in &mut attrs[s..written] {
            a.move_by(pk_len + sk_len);
        }
        let (pk_by, sk_by) = (
            (b as u32).wrapping_sub(attrs[written].name),
            (c as u32 + pk_len).wrapping_sub(attrs[written + 1].name),
        );
        attrs[written].move_by(pk_by);
        attrs[written + 1].move_by(sk_by);
        attrs[p..=written].rotate_right(1);
        attrs[s + 1..written + 2].rotate_right(1);
        true
    }

    /// One field's value, left out if it is null.
    fn field<T: Serialize + ?Sized>(&mut self, name: &str, v: &T) -> Result<(), Failed> {
        let mut failed = None;
        self.attr(name, |b, bad| {
            let at = b.len();
            match (Value_ { out: b, bad }).write(v) {
                Ok(size) if b[at..] != [rmp::Marker::Null.to_u8()] => Some(size),
                Ok(_) => None,
                Err(e) => {
                    failed = Some(e);
                    None
                }
            }
        });
        failed.map_or(Ok(()), Err)
    }
}

/// A value's size as DynamoDB counts it, the first number it cannot keep noted in `bad`.
fn sized(v: &Value, bad: &mut Option<serde_json::Number>) -> usize {
    let mut first = None;
    let size = value_bytes(v, &mut first);
    if bad.is_none() {
        *bad = first.cloned();
    }
    size
}

/// Why a value could not be written as an item's field.
#[derive(Debug)]
pub struct Failed(String);

impl std::fmt::Display for Failed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Failed {}

impl serde::ser::Error for Failed {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        Failed(msg.to_string())
    }
}

fn not_a_map() -> Failed {
    Failed::custom("an item is made of a struct or a map")
}

/// A field's value written as `write_value` would write `serde_json::to_value` of it: a
/// scalar straight into the bytes (most fields: text, numbers, times, enums' names), a
/// container (a payment's metadata, a journal's postings) or anything else serde_json
/// writes its own way (floats, numbers past 64 bits, newtype variants) through its value.
struct Value_<'a> {
    out: &'a mut Vec<u8>,
    bad: &'a mut Option<serde_json::Number>,
}

impl Value_<'_> {
    fn via_json<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<usize, Failed> {
        let v = serde_json::to_value(v).map_err(Failed::custom)?;
        write_value(self.out, &v).map_err(Failed::custom)?;
        Ok(sized(&v, self.bad))
    }
}

/// A scalar, a list or a struct written straight; a map or a variant's wrapping refused
/// (`write` then goes through serde_json).
impl<'x, 'y> Serializer for &'x mut Value_<'y> {
    type Ok = usize;
    type Error = Failed;
    type SerializeSeq = List<'x, 'y>;
    type SerializeTuple = List<'x, 'y>;
    type SerializeTupleStruct = List<'x, 'y>;
    type SerializeTupleVariant = Impossible<usize, Failed>;
    type SerializeMap = Impossible<usize, Failed>;
    type SerializeStruct = Struct<'x, 'y>;
    type SerializeStructVariant = Impossible<usize, Failed>;

    fn serialize_bool(self, v: bool) -> Result<usize, Failed> {
        let _ = rmp::encode::write_bool(&mut *self.out, v);
        Ok(1)
    }
    fn serialize_i8(self, v: i8) -> Result<usize, Failed> {
        self.serialize_i64(v.into())
    }
    fn serialize_i16(self, v: i16) -> Result<usize, Failed> {
        self.serialize_i64(v.into())
    }
    fn serialize_i32(self, v: i32) -> Result<usize, Failed> {
        self.serialize_i64(v.into())
    }
    fn serialize_i64(self, v: i64) -> Result<usize, Failed> {
        let _ = write_value(self.out, &Value::from(v));
        Ok(integer_bytes(v.unsigned_abs()))
    }
    fn serialize_u8(self, v: u8) -> Result<usize, Failed> {
        self.serialize_u64(v.into())
    }
    fn serialize_u16(self, v: u16) -> Result<usize, Failed> {
        self.serialize_u64(v.into())
    }
    fn serialize_u32(self, v: u32) -> Result<usize, Failed> {
        self.serialize_u64(v.into())
    }
    fn serialize_u64(self, v: u64) -> Result<usize, Failed> {
        put_uint(self.out, v);
        Ok(integer_bytes(v))
    }
    fn serialize_f32(self, v: f32) -> Result<usize, Failed> {
        self.via_json(&v)
    }
    fn serialize_f64(self, v: f64) -> Result<usize, Failed> {
        self.via_json(&v)
    }
    fn serialize_char(self, v: char) -> Result<usize, Failed> {
        self.serialize_str(v.encode_utf8(&mut [0; 4]))
    }
    fn serialize_str(self, v: &str) -> Result<usize, Failed> {
        put_str(self.out, v);
        Ok(v.len())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<usize, Failed> {
        self.via_json(v)
    }
    fn serialize_none(self) -> Result<usize, Failed> {
        let _ = rmp::encode::write_nil(&mut *self.out);
        Ok(1)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Result<usize, Failed> {
        v.serialize(self)
    }
    fn serialize_unit(self) -> Result<usize, Failed> {
        self.serialize_none()
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<usize, Failed> {
        self.serialize_none()
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        v: &'static str,
    ) -> Result<usize, Failed> {
        self.serialize_str(v)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        v: &T,
    ) -> Result<usize, Failed> {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        n: &'static str,
        i: u32,
        variant: &'static str,
        v: &T,
    ) -> Result<usize, Failed> {
        self.via_json(&Variant(n, i, variant, v))
    }
    // lists and structs straight (`containers`); maps through serde_json's value of them,
    // encoded (the domain's items hold few: a payment's metadata)
    fn serialize_seq(self, len: Option<usize>) -> Result<Self::SerializeSeq, Failed> {
        List::start(self, len)
    }
    fn serialize_tuple(self, len: usize) -> Result<Self::SerializeTuple, Failed> {
        List::start(self, Some(len))
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        len: usize,
    ) -> Result<Self::SerializeTupleStruct, Failed> {
        List::start(self, Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Failed> {
        Err(Failed::custom(
            "a container is written through serialize_value",
        ))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Failed> {
        Err(Failed::custom(
            "a container is written through serialize_value",
        ))
    }
    fn serialize_struct(
        self,
        _: &'static str,
        len: usize,
    ) -> Result<Self::SerializeStruct, Failed> {
        Ok(Struct::start(self, len))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Failed> {
        Err(Failed::custom(
            "a container is written through serialize_value",
        ))
    }
}

/// A newtype variant, serialized again as itself (for `via_json`).
struct Variant<'a, T: ?Sized>(&'static str, u32, &'static str, &'a T);

impl<T: Serialize + ?Sized> Serialize for Variant<'_, T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_newtype_variant(self.0, self.1, self.2, self.3)
    }
}

/// The item's top level: a struct's or a map's fields, each written by `ItemWriter::field`.
struct Top<'a>(&'a mut ItemWriter);

/// A map's key as serde_json takes it: a string, or a number or bool written as one.
fn key_text<T: Serialize + ?Sized>(key: &T) -> Result<String, Failed> {
    match serde_json::to_value(key).map_err(Failed::custom)? {
        Value::String(s) => Ok(s),
        Value::Number(n) => Ok(n.to_string()),
        Value::Bool(b) => Ok(b.to_string()),
        _ => Err(Failed::custom("a map's key must be a string")),
    }
}

struct Fields<'a> {
    writer: &'a mut ItemWriter,
    key: Option<String>,
}

impl SerializeStruct for Fields<'_> {
    type Ok = ();
    type Error = Failed;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Failed> {
        self.writer.field(key, value)
    }

    fn end(self) -> Result<(), Failed> {
        Ok(())
    }
}

impl SerializeMap for Fields<'_> {
    type Ok = ();
    type Error = Failed;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Failed> {
        self.key = Some(key_text(key)?);
        Ok(())
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Failed> {
        let key = self
            .key
            .take()
            .ok_or_else(|| Failed::custom("a map's value came before its key"))?;
        self.writer.field(&key, value)
    }

    fn end(self) -> Result<(), Failed> {
        Ok(())
    }
}

impl Value_<'_> {
    /// A field's value: straight where it is a scalar, through serde_json's value where it
    /// is a container (`Value_` refuses those, and the value is written again that way).
    fn write<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<usize, Failed> {
        let (start, bad) = (self.out.len(), self.bad.clone());
        match v.serialize(&mut *self) {
            Ok(size) => Ok(size),
            Err(_) => {
                self.out.truncate(start);
                *self.bad = bad;
                self.via_json(v)
            }
        }
    }
}

impl<'a> Serializer for Top<'a> {
    type Ok = ();
    type Error = Failed;
    type SerializeSeq = Impossible<(), Failed>;
    type SerializeTuple = Impossible<(), Failed>;
    type SerializeTupleStruct = Impossible<(), Failed>;
    type SerializeTupleVariant = Impossible<(), Failed>;
    type SerializeMap = Fields<'a>;
    type SerializeStruct = Fields<'a>;
    type SerializeStructVariant = Impossible<(), Failed>;

    fn serialize_map(self, _: Option<usize>) -> Result<Fields<'a>, Failed> {
        Ok(Fields {
            writer: self.0,
            key: None,
        })
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Fields<'a>, Failed> {
        Ok(Fields {
            writer: self.0,
            key: None,
        })
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        v: &T,
    ) -> Result<(), Failed> {
        v.serialize(self)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Result<(), Failed> {
        v.serialize(self)
    }
    fn serialize_bool(self, _: bool) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_i8(self, _: i8) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_i16(self, _: i16) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_i32(self, _: i32) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_i64(self, _: i64) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_u8(self, _: u8) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_u16(self, _: u16) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_u32(self, _: u32) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_u64(self, _: u64) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_f32(self, _: f32) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_f64(self, _: f64) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_char(self, _: char) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_str(self, _: &str) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_none(self) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_unit(self) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
    ) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<(), Failed> {
        Err(not_a_map())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Failed> {
        Err(not_a_map())
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Failed> {
        Err(not_a_map())
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Failed> {
        Err(not_a_map())
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Failed> {
        Err(not_a_map())
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Failed> {
        Err(not_a_map())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encoding::tests::json_value;
    use crate::model::{check_transaction, item_bytes, Write};
    use proptest::prelude::*;
    use serde_json::json;

    /// Attribute names around the key's, among the entry attributes, and sharing their first
    /// eight bytes, for items written in any order.
    const NAMES: [&str; 13] = [
        "a",
        "captured",
        "captured_amount",
        "captured_at",
        "gsi1pk",
        "id",
        "pk",
        "pl",
        "sk",
        "sz",
        "ttl",
        "type",
        "z",
    ];

    /// `attrs` written in their order, then the key `P`/`S`.
    fn written<'a, K: AsRef<str> + 'a>(
        attrs: impl IntoIterator<Item = (&'a K, &'a Value)>,
    ) -> Encoded {
        let mut w = ItemWriter::new();
        for (k, v) in attrs {
            w.value(k.as_ref(), v);
        }
        w.finish(Key::new("P", "S"))
    }

    proptest! {
        /// The size read from the bytes is `item_bytes` of the item they read back as, and a
        /// number DynamoDB cannot keep is refused as `check_transaction` refuses it in a map;
        /// the item reads back as the attributes written, the key among them.
        #[test]
        fn the_size_from_the_bytes_is_the_maps(
            attrs in prop::collection::btree_map("[a-z]{1,6}", json_value(), 0..8)
        ) {
            let encoded = written(&attrs);
            let mut want: Item = attrs.into_iter().collect();
            want.insert("pk".into(), json!("P"));
            want.insert("sk".into(), json!("S"));
            prop_assert_eq!(encoded.to_item().unwrap(), want.clone());
            let as_map = check_transaction(&[Write::Put { item: want.clone(), cond: None }]).is_ok();
            match encoded.size() {
                Ok(n) => {
                    prop_assert!(as_map);
                    prop_assert_eq!(n, item_bytes(&want));
                }
                Err(e) => {
                    prop_assert!(matches!(e, StoreError::Rejected(_)), "{e:?}");
                    prop_assert!(!as_map);
                }
            }
            let from_map = Encoded::from_item(&want).unwrap();
            prop_assert_eq!(from_map.key(), &Key::new("P", "S"));
            prop_assert_eq!(from_map.size().ok(), encoded.size().ok());
        }

        /// An attribute's text read from the bytes is what the map read back holds, for every
        /// name written and one that is not (values of every kind, maps and lists among them).
        #[test]
        fn an_attributes_text_is_the_maps(
            attrs in prop::collection::btree_map("[a-z]{1,6}", json_value(), 0..8)
        ) {
            let encoded = written(&attrs);
            let item = encoded.to_item().unwrap();
            for name in attrs.keys().map(String::as_str).chain(["pk", "sk", "absent_name"]) {
                prop_assert_eq!(encoded.text(name), item.get(name).and_then(Value::as_str));
            }
        }

        /// Attributes written in any order, names repeated, `pk` and `sk` among them, read
        /// back as a map built by inserting them in that order and then the key; written in
        /// name order (the way that puts only the key in its place), the first of them in
        /// name order and the others after them in any (the way that sorts only those and
        /// merges), or in any order, the bytes are those of that map's.
        #[test]
        fn attributes_in_any_order_read_back_as_a_map_built_by_inserts(
            attrs in prop::collection::vec(
                (prop::sample::select(NAMES.to_vec()), json_value()),
                0..12,
            ),
            in_name_order in 0..=12usize,
        ) {
            let mut attrs = attrs;
            // the first `in_name_order` in name order; stable: each name's values stay in the
            // order written
            let first = in_name_order.min(attrs.len());
            attrs[..first].sort_by(|a, b| a.0.cmp(b.0));
            let encoded = written(attrs.iter().map(|(k, v)| (k, v)));
            let mut want = Item::new();
            for (k, v) in &attrs {
                want.insert(k.to_string(), v.clone());
            }
            want.insert("pk".into(), json!("P"));
            want.insert("sk".into(), json!("S"));
            prop_assert_eq!(encoded.to_item().unwrap(), want.clone());
            let from_map = Encoded::from_item(&want).unwrap();
            prop_assert_eq!(encoded.bytes(), from_map.bytes());
            // the entry attributes, read where the writer noted them, are the map's
            let noted: Vec<_> = encoded.entry_attributes().collect();
            let want: Vec<_> = ENTRY_NAMES
                .iter()
                .filter_map(|n| want.get(*n).map(|v| (*n, v.as_str().map(str::as_bytes), v.as_i64())))
                .collect();
            prop_assert_eq!(noted, want);
        }

        /// Any value serialized as an attribute (its lists straight, its maps through
        /// serde_json's value) reads back as itself and is sized as the map is.
        #[test]
        fn a_value_serialized_reads_back_and_is_sized_as_its_map(v in json_value()) {
            let mut w = ItemWriter::new();
            w.serialized("v", &v).unwrap();
            let encoded = w.finish(Key::new("P", "S"));
            let mut want = Item::new();
            want.insert("v".into(), v.clone());
            want.insert("pk".into(), json!("P"));
            want.insert("sk".into(), json!("S"));
            prop_assert_eq!(encoded.to_item().unwrap(), want.clone());
            let mut as_value = ItemWriter::new();
            as_value.value("v", &v);
            let as_value = as_value.finish(Key::new("P", "S"));
            prop_assert_eq!(encoded.size().ok(), as_value.size().ok());
            if encoded.size().is_ok() {
                prop_assert_eq!(encoded.size().unwrap(), item_bytes(&want));
            }
        }
    }

    #[derive(serde::Serialize)]
    #[serde(rename_all = "snake_case")]
    enum Variant {
        Unit,
        Wrapped(u8),
        Shaped { a: i32 },
    }

    #[derive(serde::Serialize)]
    struct Inner {
        when: chrono::DateTime<chrono::Utc>,
        none: Option<String>,
    }

    /// As the ledger's accounts are tagged: a struct whose first field is its kind.
    #[derive(serde::Serialize)]
    #[serde(tag = "kind", rename_all = "snake_case")]
    enum Tagged {
        Wallet { user_id: String },
        Plain,
    }

    /// As a journal's postings are: fields out of name order, one skipped when absent.
    #[derive(serde::Serialize)]
    struct Line {
        z: Tagged,
        amount: i64,
        #[serde(skip_serializing_if = "Option::is_none")]
        note: Option<String>,
        rate: f64,
        tuple: Wrapped2,
    }

    #[derive(serde::Serialize)]
    struct Wrapped2(u8, &'static str);

    #[derive(serde::Serialize)]
    struct Domain {
        text: String,
        letter: char,
        absent: Option<i64>,
        present: Option<i64>,
        small: u8,
        negative: i32,
        big: u64,
        least: i64,
        wide: i128,
        half: f32,
        tenth: f64,
        nan: f64,
        yes: bool,
        unit: Variant,
        wrapped: Variant,
        shaped: Variant,
        inner: Inner,
        pair: (u8, String),
        list: Vec<Option<u8>>,
        bytes: serde_bytes_like::Bytes,
        numbered: std::collections::BTreeMap<u32, String>,
        meta: Item,
        nothing: (),
        pk: String,
    }

    /// A stand-in for a `serialize_bytes` field (serde_json writes it as an array of numbers).
    mod serde_bytes_like {
        pub struct Bytes(pub Vec<u8>);
        impl serde::Serialize for Bytes {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_bytes(&self.0)
            }
        }
    }

    /// A value's fields are written as `serde_json::to_value` makes them (the way items were
    /// built before), its null fields left out, the key written last over a field of its name.
    #[test]
    fn a_names_prefix_is_its_first_eight_bytes_big_endian_zeros_after() {
        for name in [
            "",
            "a",
            "pk",
            "gsi1pk",
            "version",
            "captured",
            "captured_at",
            "é",
        ] {
            let mut b = [0u8; 8];
            let n = name.len().min(8);
            b[..n].copy_from_slice(&name.as_bytes()[..n]);
            assert_eq!(prefix(name), u64::from_be_bytes(b), "{name}");
        }
    }

    #[test]
    fn fields_read_back_as_serde_json_makes_them() {
        let when = chrono::DateTime::from_timestamp(1_795_000_000, 123_456_000).unwrap();
        let v = Domain {
            text: "ش \"quoted\"".into(),
            letter: 'ك',
            absent: None,
            present: Some(7),
            small: 200,
            negative: -5,
            big: u64::MAX,
            least: i64::MIN,
            wide: -(1 << 40),
            half: 0.5,
            tenth: 0.1,
            nan: f64::NAN,
            yes: true,
            unit: Variant::Unit,
            wrapped: Variant::Wrapped(3),
            shaped: Variant::Shaped { a: -1 },
            inner: Inner { when, none: None },
            pair: (1, "x".into()),
            list: vec![Some(1), None],
            bytes: serde_bytes_like::Bytes(vec![0, 255]),
            numbered: [(2, "two".into())].into_iter().collect(),
            meta: json!({"k": {"n": [1, 2.5, null]}})
                .as_object()
                .unwrap()
                .clone(),
            nothing: (),
            pk: "not the key".into(),
        };
        let Value::Object(mut want) = serde_json::to_value(&v).unwrap() else {
            panic!()
        };
        want.retain(|_, v| !v.is_null());
        want.insert("pk".into(), json!("P#1"));
        want.insert("sk".into(), json!("S"));
        assert!(!want.contains_key("absent") && !want.contains_key("nan"));
        let mut w = ItemWriter::new();
        w.fields(&v).unwrap();
        let encoded = w.finish(Key::new("P#1", "S"));
        assert_eq!(encoded.to_item().unwrap(), want);
        // the field named pk is in the bytes, and counted: never less than the item
        assert!(encoded.size().unwrap() >= item_bytes(&want));
        // a map's fields too; anything else is not an item
        let mut w = ItemWriter::new();
        w.fields(&json!({"a": 1, "b": null})).unwrap();
        assert_eq!(
            w.finish(Key::new("P", "S")).to_item().unwrap(),
            *json!({"a": 1, "pk": "P", "sk": "S"}).as_object().unwrap()
        );
        // one attribute of any value, null kept, as `to_value` makes it
        let mut w = ItemWriter::new();
        w.serialized("inner", &v.inner)
            .unwrap()
            .serialized("none", &None::<u8>)
            .unwrap()
            .serialized("list", &v.list)
            .unwrap();
        let lines = vec![
            Line {
                z: Tagged::Wallet {
                    user_id: "usr_1".into(),
                },
                amount: -25_000,
                note: None,
                rate: 1310.5,
                tuple: Wrapped2(1, "a"),
            },
            Line {
                z: Tagged::Plain,
                amount: 25_000,
                note: Some("ملاحظة".into()),
                rate: 0.0,
                tuple: Wrapped2(2, "b"),
            },
        ];
        w.serialized("lines", &lines).unwrap();
        let mut want = Item::new();
        want.insert("inner".into(), serde_json::to_value(&v.inner).unwrap());
        want.insert("none".into(), Value::Null);
        want.insert("list".into(), serde_json::to_value(&v.list).unwrap());
        want.insert("lines".into(), serde_json::to_value(&lines).unwrap());
        want.insert("pk".into(), json!("P"));
        want.insert("sk".into(), json!("S"));
        let encoded = w.finish(Key::new("P", "S"));
        assert_eq!(encoded.to_item().unwrap(), want);
        assert_eq!(encoded.size().unwrap(), item_bytes(&want));
        // the bytes are those `write_value` writes for serde_json's value: a struct's fields
        // in name order, the list straight
        let mut w = ItemWriter::new();
        w.serialized("lines", &lines).unwrap();
        let mut through_json = ItemWriter::new();
        through_json.value("lines", &serde_json::to_value(&lines).unwrap());
        assert_eq!(
            w.finish(Key::new("P", "S")).into_bytes(),
            through_json.finish(Key::new("P", "S")).into_bytes()
        );
        // a struct holding a number DynamoDB cannot keep is refused, as its map is
        let mut w = ItemWriter::new();
        w.serialized("inner", &[Wrapped2(1, "x")])
            .unwrap()
            .serialized("far", &vec![(1u8, 1e200f64)])
            .unwrap();
        let got = w.finish(Key::new("P", "S")).size();
        assert!(
            matches!(&got, Err(StoreError::Rejected(m)) if m.contains("1e+200")),
            "{got:?}"
        );
        // an attribute written again is the one kept, whatever the first held: a number
        // DynamoDB cannot keep, replaced, is not in the item (nor is one the key replaced)
        let mut w = ItemWriter::new();
        w.value("x", &json!(1e200))
            .value("pk", &json!(-1e212))
            .value("x", &json!(2))
            .value("y", &json!({"z": 1e-300}));
        let replaced = w.finish(Key::new("P", "S"));
        let want = json!({"pk": "P", "sk": "S", "x": 2, "y": {"z": 1e-300}});
        assert_eq!(Value::Object(replaced.to_item().unwrap()), want);
        assert!(matches!(replaced.size(), Err(StoreError::Rejected(m)) if m.contains("1e-300")));
        let mut w = ItemWriter::new();
        w.value("x", &json!(1e200)).value("x", &json!(2));
        let item = json!({"pk": "P", "sk": "S", "x": 2});
        assert_eq!(
            w.finish(Key::new("P", "S")).size().unwrap(),
            item_bytes(item.as_object().unwrap())
        );
        for not_a_map in [json!(1), json!("x"), json!([1])] {
            assert!(matches!(
                ItemWriter::new().fields(&not_a_map),
                Err(StoreError::Invalid(_))
            ));
        }
    }
}
