//! A transaction worked out against one state, the same way for every embedded engine: its
//! conditions checked, each item's bytes after it, and the index and TTL entries that move.

use super::keys::{encoded_entries, is_entry_attribute, item_entries, main_key, Found};
use super::update::{updated, Updated};
use crate::model::{check_transaction, item_bytes, Cond, Item, StoreError, Write, MAX_ITEM_BYTES};
use std::borrow::Cow;

pub(crate) use crate::encoding::{decode, encode, err};
use crate::encoding::{peek_bytes, read_value, skip_value, text_bytes, utf8};
use std::collections::HashMap;

/// A transaction made ready before it reaches the committer (on the caller's task, so the
/// one committer thread does only what needs the state): checked as DynamoDB would check
/// it, each write's main key, and each put's bytes and index and TTL entries.
pub(crate) struct Prepared {
    ops: Vec<Op>,
}

struct Op {
    /// The item's main key (`keys::main_key`).
    key: String,
    /// The key's hash in the engine's table of items, when the engine keeps one
    /// (`Prepared::hash_keys`; 0 otherwise): worked out once for the read of the item before
    /// and the write after, both on the committer.
    hash: u64,
    what: What,
}

enum What {
    /// A whole item, encoded, with the entries it has in each of `keys::ENTRY_TABLES`.
    Put {
        cond: Option<Cond>,
        bytes: Vec<u8>,
        entries: [Option<String>; 6],
    },
    /// An update, a delete or a check: worked out against the item before.
    Other(Write),
}

impl Prepared {
    /// Checks `writes` (`Err(_)`: the transaction is refused as it stands) and encodes its puts.
    pub fn new(writes: Vec<Write>) -> Result<Prepared, StoreError> {
        let keys: Vec<String> = check_transaction(&writes)?
            .into_iter()
            .map(main_key)
            .collect();
        // made at its length: collected from an iterator of results, the list grew by
        // doubling, each time moving every op made (a few hundred bytes each)
        let mut ops = Vec::with_capacity(writes.len());
        for (w, key) in writes.into_iter().zip(keys) {
            let what = match w {
                Write::Put { item, cond } => {
                    // lent to the plan; an engine that keeps it copies it at its length
                    let bytes = encode(&item)?;
                    What::Put {
                        cond,
                        bytes,
                        entries: item_entries(&item, &key),
                    }
                }
                Write::PutEncoded { item, cond } => {
                    let entries = encoded_entries(&item, &key);
                    let bytes = item.into_bytes();
                    What::Put {
                        cond,
                        bytes,
                        entries,
                    }
                }
                other => What::Other(other),
            };
            ops.push(Op { key, hash: 0, what });
        }
        Ok(Prepared { ops })
    }

    /// Notes each write's key's hash as `hash` works it out (`Op::hash`).
    pub fn hash_keys(&mut self, hash: impl Fn(&str) -> u64) {
        for op in &mut self.ops {
            op.hash = hash(&op.key);
        }
    }

    /// The keys of the items this transaction puts whole.
    pub fn put_keys(&self) -> impl Iterator<Item = &str> {
        self.ops
            .iter()
            .filter(|o| matches!(o.what, What::Put { .. }))
            .map(|o| o.key.as_str())
    }
}

/// A group worked out against one state: each member's result, and the net change of the
/// members that hold (group commit: the doc of `embedded.rs`).
pub(crate) struct GroupPlan<'a> {
    pub results: Vec<Result<(), StoreError>>,
    /// Main key -> its hash (`Op::hash`) and the item's bytes after the group (None:
    /// deleted).
    pub written: HashMap<&'a str, (u64, After<'a>), FxBuild>,
    /// Each of `keys::ENTRY_TABLES`: (entry key, present after: false when removed), in the
    /// order the members moved them (applied in turn, the last move of an entry holds).
    pub moved: Moves<'a>,
}

/// An item's bytes after a write (None: deleted), borrowed from the transaction that puts it
/// or made by the plan (an update's).
pub(crate) type After<'a> = Option<Cow<'a, [u8]>>;

/// The hash of a group's own map of what it wrote: a few keys per member and at most
/// `MAX_GROUP` members, so a quick unseeded hash serves (keys crafted to collide could cost
/// no more than one group's size); the store's map of every item keeps std's seeded hash.
pub(crate) type FxBuild = std::hash::BuildHasherDefault<rustc_hash::FxHasher>;

/// Plans `members` in order against the state `stored` reads (an item's bytes by main key and
/// its hash, `Op::hash`), each seeing the earlier members' writes; a refused member writes
/// nothing. `Err(_)`: the store failed and the whole group must be aborted.
pub(crate) fn plan_group<'a, B: AsRef<[u8]>>(
    members: &'a [&'a mut Prepared],
    mut stored: impl FnMut(&str, u64) -> Result<Option<B>, StoreError>,
) -> Result<GroupPlan<'a>, StoreError> {
    // sized for every write of the group at once: grown from empty it was rehashed three or
    // four times a group
    let writes = members.iter().map(|m| m.ops.len()).sum();
    let mut g = GroupPlan {
        results: Vec::with_capacity(members.len()),
        written: HashMap::with_capacity_and_hasher(writes, FxBuild::default()),
        moved: Default::default(),
    };
    for m in members {
        let written = &g.written;
        let before = |k: &str, hash: u64, want: Want<'_>| match written.get(k) {
            Some((_, Some(bytes))) => Ok(Some(want.read(bytes, k)?)),
            Some((_, None)) => Ok(None),
            None => match stored(k, hash)? {
                Some(v) => Ok(Some(want.read(v.as_ref(), k)?)),
                None => Ok(None),
            },
        };
        match plan(m, before, &mut g.moved)? {
            Ok(p) => {
                g.written
                    .extend(p.written.into_iter().map(|(k, h, v)| (k, (h, v))));
                g.results.push(Ok(()));
            }
            Err(refused) => g.results.push(Err(refused)),
        }
    }
    Ok(g)
}

/// A transaction worked out: the items it writes, borrowing a put's bytes from the `Prepared`
/// it came from (an engine that keeps them copies them; the worker that made them frees
/// them). The index and TTL entries it moves go into the caller's `Moves`.
pub(crate) struct Planned<'a> {
    /// Each write's main key, its hash (`Op::hash`) and the item's bytes after it (None:
    /// deleted), in order; a condition check writes nothing and is not here.
    pub written: Vec<(&'a str, u64, After<'a>)>,
}

/// Each of `keys::ENTRY_TABLES`: (entry key, present after: false when removed), in the order
/// the writes moved them (applied in turn, the last move of an entry holds).
pub(crate) type Moves<'a> = [Vec<(Cow<'a, str>, bool)>; 6];

/// Works out a prepared transaction against the state `before` reads (an item by its main
/// key), borrowing the bytes and entries of its puts, and adds the entries it moves to
/// `moved` (a refused transaction adds none).
/// `Ok(Err(_))`: the transaction is refused (a condition fails, a content is refused);
/// `Err(_)`: the store failed.
pub(crate) fn plan<'a>(
    prepared: &'a Prepared,
    before: impl FnMut(&str, u64, Want<'_>) -> Result<Option<Before>, StoreError>,
    moved: &mut Moves<'a>,
) -> Result<Result<Planned<'a>, StoreError>, StoreError> {
    let marks = moved.each_ref().map(Vec::len);
    let planned = plan_moving(prepared, before, moved);
    if !matches!(planned, Ok(Ok(_))) {
        for (m, len) in moved.iter_mut().zip(marks) {
            m.truncate(len);
        }
    }
    planned
}

/// Notes in `moved` what one write does to each entry table: the entry it had out, the one
/// it has after in (nothing where the two are the same). Straight into the lists, with no
/// record of each write's six moves made first: that record was a few hundred bytes a write,
/// moved twice on the committer.
fn note_moves<'a>(
    moved: &mut Moves<'a>,
    before: [Option<String>; 6],
    after: [Option<Cow<'a, str>>; 6],
) {
    for ((list, old), new) in moved.iter_mut().zip(before).zip(after) {
        if old.as_deref() == new.as_deref() {
            continue;
        }
        if let Some(old) = old {
            list.push((Cow::Owned(old), false));
        }
        if let Some(new) = new {
            list.push((new, true));
        }
    }
}

fn plan_moving<'a>(
    prepared: &'a Prepared,
    mut before: impl FnMut(&str, u64, Want<'_>) -> Result<Option<Before>, StoreError>,
    moved: &mut Moves<'a>,
) -> Result<Result<Planned<'a>, StoreError>, StoreError> {
    let mut written = Vec::with_capacity(prepared.ops.len());
    let mut failed = Vec::new();
    for (i, op) in prepared.ops.iter().enumerate() {
        let Op { key, hash, what } = op;
        let key = key.as_str();
        let cond = match what {
            What::Put { cond, .. } => cond.as_ref(),
            What::Other(w) => w.cond(),
        };
        // each reads only its condition's attributes and those its entries come from; an
        // update is worked out on the item's bytes as well
        let want = match what {
            What::Other(Write::Update { .. }) => Want::Update(cond),
            _ => Want::For(cond),
        };
        let (before, old, bytes) = match before(key, *hash, want)? {
            Some(b) => (Some(b.item), b.entries, b.bytes),
            None => (None, Default::default(), None),
        };
        if cond.is_some_and(|c| !c.holds(before.as_ref())) {
            failed.push(i);
            continue;
        }
        let after = match what {
            What::Other(Write::Check { .. }) => continue,
            What::Put { bytes, entries, .. } => {
                note_moves(
                    moved,
                    old,
                    std::array::from_fn(|n| entries[n].as_deref().map(Cow::Borrowed)),
                );
                Some(Cow::Borrowed(bytes.as_slice()))
            }
            What::Other(Write::Update {
                key: k, set, add, ..
            }) => {
                let updated = updated(bytes.as_deref(), k, key, set, add)?;
                let Updated {
                    bytes: after,
                    entries,
                } = match updated {
                    Ok(a) => a,
                    Err(refused) => return Ok(Err(refused)),
                };
                // a put's size was checked with the transaction; an update's is known only
                // now, counted exactly only when its bytes could pass the limit (DynamoDB
                // counts at most four bytes for each: `update`'s tests)
                if after.len() > MAX_ITEM_BYTES / 4 {
                    let n = item_bytes(&decode(&after)?);
                    if n > MAX_ITEM_BYTES {
                        return Ok(Err(StoreError::Rejected(format!(
                            "item of {n} bytes is over the {MAX_ITEM_BYTES}-byte limit"
                        ))));
                    }
                }
                note_moves(moved, old, entries.map(|e| e.map(Cow::Owned)));
                Some(Cow::Owned(after))
            }
            What::Other(w) => {
                let after = match w.apply(before) {
                    Ok(a) => a,
                    Err(e) => return Ok(Err(e)),
                };
                let new = match &after {
                    Some(a) => item_entries(a, key),
                    None => Default::default(),
                };
                note_moves(moved, old, new.map(|e| e.map(Cow::Owned)));
                match &after {
                    Some(a) => Some(Cow::Owned(encode(a)?)),
                    None => None,
                }
            }
        };
        written.push((key, *hash, after));
    }
    if !failed.is_empty() {
        return Ok(Err(StoreError::ConditionFailed { failed }));
    }
    Ok(Ok(Planned { written }))
}

/// What a plan reads of the item before a write: all of it, or only the attributes a
/// condition reads, with the index and TTL entries it has read from its bytes (the
/// committer's most frequent read: most items are put whole, and building every attribute
/// of the item they replace only to drop it cost the committer a sixth of its work; the
/// entry attributes' text is read in place, not copied into a map first).
#[derive(Clone, Copy)]
pub(crate) enum Want<'a> {
    /// The attributes the condition reads.
    For(Option<&'a Cond>),
    /// Those, and the item's bytes, which an update is worked out on (`update::updated`).
    Update(Option<&'a Cond>),
}

/// The item before a write, as a plan reads it: the attributes wanted (`Want`), and the
/// item's entry in each of `keys::ENTRY_TABLES`.
pub(crate) struct Before {
    pub item: Item,
    pub entries: [Option<String>; 6],
    /// For `Want::Update`: the item's bytes in the store's encoding.
    pub bytes: Option<Vec<u8>>,
}

impl Want<'_> {
    /// The item `bytes` hold under main key `main`, with the attributes wanted.
    pub fn read(self, bytes: &[u8], main: &str) -> Result<Before, StoreError> {
        let (cond, keep) = match self {
            Want::For(cond) => (cond, false),
            Want::Update(cond) => (cond, true),
        };
        if bytes.first() == Some(&b'{') {
            // written as JSON text before MessagePack: read whole (and, for an update, written
            // in the store's encoding to be worked on)
            let item = decode(bytes)?;
            let entries = item_entries(&item, main);
            let bytes = if keep { Some(encode(&item)?) } else { None };
            return Ok(Before {
                item,
                entries,
                bytes,
            });
        }
        let mut rd = bytes;
        let n = rmp::decode::read_map_len(&mut rd)
            .map_err(|_| err("an item's bytes are not one MessagePack map"))?;
        let mut item = Item::new();
        let mut found = Found::default();
        for _ in 0..n {
            // a name is looked at as bytes, made a string only when it is kept
            let name = text_bytes(&mut rd)?;
            if is_entry_attribute(name) {
                let (text, int) = peek_bytes(rd)?;
                found.take(name, text, || int);
            }
            if cond.is_some_and(|c| c.reads(name)) {
                let name = utf8(name)?;
                let v = read_value(&mut rd, 1)?;
                item.insert(name.to_owned(), v);
            } else {
                skip_value(&mut rd, 1)?;
            }
        }
        if !rd.is_empty() {
            return Err(err("an item's bytes are not one MessagePack map"));
        }
        Ok(Before {
            item,
            entries: found.read_entries(main)?,
            bytes: keep.then(|| bytes.to_vec()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::keys::main_key_of;
    use super::*;
    use crate::encoding::MAX_DEPTH;
    use serde_json::json;

    fn item() -> Item {
        let v = json!({
            "pk": "MER#m_1", "sk": "PAY#pay_1", "amount": 250_000, "balance": -12,
            "rate": 1310.25, "big": u64::MAX, "captured": true, "note": null,
            "name": "شركة \"سندوق\"", "lines": [{"a": 1}, "x", []], "empty": {}
        });
        v.as_object().cloned().unwrap()
    }

    #[test]
    fn an_item_reads_back_as_written() {
        let bytes = encode(&item()).unwrap();
        assert_eq!(decode(&bytes).unwrap(), item());
        assert_ne!(bytes.first(), Some(&b'{'));
        assert!(bytes.len() < serde_json::to_vec(&item()).unwrap().len());
    }

    #[test]
    fn the_bytes_are_those_rmp_serde_writes() {
        // items written before the direct encoder read back the same, and a snapshot or log
        // record of either is one format
        let mut items = vec![item(), Item::new()];
        let v = json!({
            "pk": "P", "sk": "S", "neg": -1, "min": i64::MIN, "u8": 255, "u16": 65_535,
            "u32": 4_294_967_295u64, "f": -0.5, "tiny": 1e-300, "whole": 2.0,
            "long": "x".repeat(70_000), "s31": "y".repeat(31), "s32": "y".repeat(32),
            "many": (0..70_000).collect::<Vec<_>>(), "deep": {"a": {"b": [null, true, false]}},
            "wide": (0..20).map(|i| (i.to_string(), json!(i))).collect::<serde_json::Map<_, _>>(),
        });
        items.push(v.as_object().cloned().unwrap());
        // and small ones after a large one: the room the thread keeps adds nothing
        items.extend([item(), Item::new()]);
        for i in items {
            let bytes = encode(&i).unwrap();
            assert_eq!(bytes, rmp_serde::to_vec(&i).unwrap());
            assert_eq!(bytes.capacity(), bytes.len(), "copied out at its length");
            assert_eq!(decode(&bytes).unwrap(), i);
        }
    }

    #[test]
    fn an_item_written_as_json_before_still_reads() {
        let json = serde_json::to_vec(&item()).unwrap();
        assert_eq!(decode(&json).unwrap(), item());
    }

    #[test]
    fn what_rmp_serde_reads_the_direct_reader_reads() {
        let v = json!({
            "pk": "P", "sk": "S", "neg": -1, "min": i64::MIN, "max": u64::MAX, "u8": 255,
            "u16": 65_535, "u32": 4_294_967_295u64, "f": -0.5, "whole": 2.0, "tiny": 1e-300,
            "long": "x".repeat(70_000), "unicode": "کوردی عربي", "deep": {"a": {"b": [null, true]}},
            "many": (0..70_000).collect::<Vec<_>>(), "empty": {}, "none": [],
        });
        let i = v.as_object().cloned().unwrap();
        let bytes = encode(&i).unwrap();
        assert_eq!(decode(&bytes).unwrap(), i);
        assert_eq!(
            decode(&bytes).unwrap(),
            rmp_serde::from_slice::<Item>(&bytes).unwrap()
        );
        // written by hand the way another writer might: signed markers for positive numbers,
        // f32, keys out of order and repeated (the last one holds, as inserting would)
        let mut odd = Vec::new();
        rmp::encode::write_map_len(&mut odd, 4).unwrap();
        rmp::encode::write_str(&mut odd, "z").unwrap();
        rmp::encode::write_i64(&mut odd, 7).unwrap();
        rmp::encode::write_str(&mut odd, "a").unwrap();
        rmp::encode::write_f32(&mut odd, 1.5).unwrap();
        rmp::encode::write_str(&mut odd, "z").unwrap();
        rmp::encode::write_i32(&mut odd, -3).unwrap();
        rmp::encode::write_str(&mut odd, "m").unwrap();
        rmp::encode::write_u16(&mut odd, 9).unwrap();
        let want = rmp_serde::from_slice::<Item>(&odd).unwrap();
        assert_eq!(decode(&odd).unwrap(), want);
        assert_eq!(decode(&odd).unwrap()["z"], json!(-3));
    }

    #[test]
    fn values_nested_past_what_json_allows_still_read() {
        // a 128-level request body kept inside an event's data, inside the event
        let mut v = json!("leaf");
        for _ in 0..140 {
            v = json!({ "k": v });
        }
        let i = json!({"pk": "P", "sk": "S", "data": {"object": {"metadata": v}}});
        let i = i.as_object().cloned().unwrap();
        assert_eq!(decode(&encode(&i).unwrap()).unwrap(), i);
    }

    #[test]
    fn damaged_bytes_are_an_error_never_a_panic() {
        let bytes = encode(&item()).unwrap();
        for cut in 0..bytes.len() {
            assert!(decode(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut extra = bytes.clone();
        extra.push(0xc0);
        assert!(decode(&extra).is_err(), "bytes after the map");
        for at in 0..bytes.len() {
            for flip in [0x01u8, 0x10, 0x80, 0xff] {
                let mut b = bytes.clone();
                b[at] ^= flip;
                let _ = decode(&b); // any answer but a panic
            }
        }
        // a length far past the bytes: no huge allocation, an error
        let mut huge = vec![0xdf, 0xff, 0xff, 0xff, 0xff];
        huge.extend_from_slice(&[0xa1, b'k', 0xc0]);
        assert!(decode(&huge).is_err());
        let mut deep = vec![0x81, 0xa1, b'k'];
        deep.extend(std::iter::repeat_n(0x91, MAX_DEPTH + 10));
        deep.push(0xc0);
        assert!(decode(&deep).is_err(), "too deep");
    }

    #[test]
    fn text_that_is_not_utf8_is_damage_whether_a_value_or_a_name() {
        // {"gsi1pk": "a\xffb"}: a value
        let mut value = vec![0x81, 0xa6];
        value.extend_from_slice(b"gsi1pk");
        value.extend_from_slice(&[0xa3, b'a', 0xff, b'b']);
        assert!(decode(&value).is_err());
        // a partial read checks the texts it makes an entry of: alone, the attribute makes
        // none; with the rest of its index entry's parts, the entry is damage
        assert!(Want::For(None).read(&value, "k").is_ok());
        let with_key = |gsi1pk: &[u8]| {
            let mut b = vec![0x84, 0xa6];
            b.extend_from_slice(b"gsi1pk");
            b.push(0xa0 | gsi1pk.len() as u8);
            b.extend_from_slice(gsi1pk);
            for (n, v) in [("gsi1sk", "s"), ("pk", "P"), ("sk", "S")] {
                b.push(0xa0 | n.len() as u8);
                b.extend_from_slice(n.as_bytes());
                b.push(0xa0 | v.len() as u8);
                b.extend_from_slice(v.as_bytes());
            }
            b
        };
        assert!(Want::For(None).read(&with_key(b"a\xffb"), "k").is_err());
        assert!(Want::Update(None).read(&with_key(b"a\xffb"), "k").is_err());
        assert!(Want::For(None).read(&with_key(b"ab"), "k").is_ok());
        // {"p\xff": "x"}: a name
        let name = [0x81, 0xa2, b'p', 0xff, 0xa1, b'x'];
        assert!(decode(&name).is_err());
        // the same bytes with the text whole read back
        let mut whole = vec![0x81, 0xa6];
        whole.extend_from_slice(b"gsi1pk");
        whole.extend_from_slice(&[0xa4, b'a', 0xc3, 0xa9, b'b']);
        assert_eq!(decode(&whole).unwrap()["gsi1pk"], "a\u{e9}b");
        let mut with_key = whole.clone();
        with_key[0] = 0x84;
        for (n, v) in [("gsi1sk", "s"), ("pk", "P"), ("sk", "S")] {
            with_key.push(0xa0 | n.len() as u8);
            with_key.extend_from_slice(n.as_bytes());
            with_key.push(0xa0 | v.len() as u8);
            with_key.extend_from_slice(v.as_bytes());
        }
        let read = Want::For(None).read(&with_key, "k").unwrap();
        assert_eq!(
            read.entries[0].as_deref(),
            Some("a\u{e9}b\u{1f}s\u{1f}P\u{1f}S")
        );
    }

    #[test]
    fn a_partial_read_keeps_the_entry_attributes_and_those_the_condition_reads() {
        let mut full = item();
        for (k, v) in [
            ("gsi2pk", json!("G")),
            ("gsi2sk", json!("H")),
            ("ttl", json!(99)),
            ("gsi6pk", json!("no such index")),
            ("version", json!(3)),
            ("long", json!("x".repeat(70_000))),
            ("many", json!((0..70_000).collect::<Vec<_>>())),
            (
                "deep",
                json!({"a": {"b": [null, true, false, -1, 1.5, u64::MAX, {"c": "d"}]}}),
            ),
        ] {
            full.insert(k.into(), v);
        }
        let bytes = encode(&full).unwrap();
        // an update's read: its condition's attributes, the entries and the bytes as they are
        let update = Want::Update(None).read(&bytes, "k").unwrap();
        assert_eq!(update.item, Item::new());
        assert_eq!(update.entries, item_entries(&full, "k"));
        assert_eq!(update.bytes.as_deref(), Some(bytes.as_slice()));
        let json = serde_json::to_vec(&full).unwrap();
        let from_json = Want::Update(None).read(&json, "k").unwrap();
        assert_eq!(decode(&from_json.bytes.unwrap()).unwrap(), full);
        let kept = |names: &[&str]| {
            let mut i = Item::new();
            for n in names {
                i.insert(n.to_string(), full[*n].clone());
            }
            i
        };
        // no condition: no attribute kept, the entries read from the bytes
        let none = Want::For(None).read(&bytes, "k").unwrap();
        assert_eq!(none.item, Item::new());
        assert_eq!(none.entries, item_entries(&full, "k"));
        assert!(none.entries[1].is_some() && none.entries[5].is_some());
        let cond = Cond::And(vec![
            Cond::Exists,
            Cond::Or(vec![
                Cond::Eq("version".into(), json!(3)),
                Cond::Lt("deep".into(), 1),
            ]),
        ]);
        let partial = Want::For(Some(&cond)).read(&bytes, "k").unwrap();
        assert_eq!(partial.item, kept(&["version", "deep"]));
        assert_eq!(cond.holds(Some(&partial.item)), cond.holds(Some(&full)));
        assert_eq!(
            partial.entries,
            item_entries(&full, "k"),
            "the same entries"
        );
        // a condition on an entry attribute keeps it, and its entry is made as well
        let on_ttl = Cond::Lt("ttl".into(), 100);
        let partial = Want::For(Some(&on_ttl)).read(&bytes, "k").unwrap();
        assert_eq!(partial.item, kept(&["ttl"]));
        assert_eq!(partial.entries, item_entries(&full, "k"));
        // an item written as JSON before reads whole
        let json = serde_json::to_vec(&full).unwrap();
        assert_eq!(Want::For(None).read(&json, "k").unwrap().item, full);
    }

    #[test]
    fn a_partial_read_of_damaged_bytes_is_an_error_never_a_panic() {
        let mut i = item();
        i.insert(
            "skipped".into(),
            json!({"a": [1, -70_000, 2.5, "x", null, {"b": u64::MAX}]}),
        );
        let bytes = encode(&i).unwrap();
        for cut in 0..bytes.len() {
            assert!(
                Want::For(None).read(&bytes[..cut], "k").is_err(),
                "cut at {cut}"
            );
        }
        let mut extra = bytes.clone();
        extra.push(0xc0);
        assert!(
            Want::For(None).read(&extra, "k").is_err(),
            "bytes after the map"
        );
        for at in 0..bytes.len() {
            for flip in [0x01u8, 0x10, 0x80, 0xff] {
                let mut b = bytes.clone();
                b[at] ^= flip;
                let _ = Want::For(None).read(&b, "k"); // any answer but a panic
            }
        }
        let mut deep = vec![0x81, 0xa1, b'k'];
        deep.extend(std::iter::repeat_n(0x91, MAX_DEPTH + 10));
        deep.push(0xc0);
        assert!(Want::For(None).read(&deep, "k").is_err(), "too deep");
    }

    #[test]
    fn bytes_that_are_neither_are_an_error_not_a_panic() {
        for bad in [&b""[..], b"{", b"\x81\xa1", b"\xc1\xc1"] {
            assert!(matches!(decode(bad), Err(StoreError::Unavailable(_))));
        }
    }

    fn put(sk: &str, gsi1pk: &str, cond: Option<Cond>) -> Write {
        let mut item = Item::new();
        for (k, v) in [("pk", "P"), ("sk", sk), ("gsi1pk", gsi1pk), ("gsi1sk", sk)] {
            item.insert(k.into(), json!(v));
        }
        Write::Put { item, cond }
    }

    /// The main key of `w` and its entry in the first index.
    fn gsi1(w: &Write) -> (String, String) {
        let Write::Put { item, .. } = w else {
            unreachable!("a put")
        };
        let main = main_key_of(item).unwrap();
        let [entry, ..] = item_entries(item, &main);
        (main, entry.unwrap())
    }

    #[test]
    fn a_refused_member_moves_no_entry_and_the_others_move_theirs_in_order() {
        let held = put("old", "G#old", None);
        let (held_key, held_entry) = gsi1(&held);
        // each key's hash as the engine worked it out, handed to its read and kept with its
        // write
        let hash = |k: &str| k.len() as u64 * 31 + u64::from(k.as_bytes()[k.len() - 1]);
        let stored = |k: &str, h: u64| -> Result<Option<Vec<u8>>, StoreError> {
            assert_eq!(h, hash(k), "{k}");
            let Write::Put { item, .. } = &held else {
                unreachable!("a put")
            };
            Ok((k == held_key).then(|| encode(item).unwrap()))
        };
        let (a, replaced) = (put("a", "G#1", None), put("old", "G#4", Some(Cond::Exists)));
        let ((a_key, a_entry), (_, replaced_entry)) = (gsi1(&a), gsi1(&replaced));
        let mut members = [
            Prepared::new(vec![a]).unwrap(),
            // its first put would move an entry; its second finds the item there: refused
            Prepared::new(vec![
                put("b", "G#2", None),
                put("old", "G#3", Some(Cond::NotExists)),
            ])
            .unwrap(),
            Prepared::new(vec![replaced]).unwrap(),
        ];
        for m in &mut members {
            m.hash_keys(hash);
        }
        let members: Vec<&mut Prepared> = members.iter_mut().collect();
        let g = plan_group(&members, stored).unwrap();
        assert!(g.written.iter().all(|(k, (h, _))| *h == hash(k)));
        assert!(g.results[0].is_ok() && g.results[1].is_err() && g.results[2].is_ok());
        let moved: Vec<(&str, bool)> = g.moved[0].iter().map(|(e, p)| (&**e, *p)).collect();
        assert_eq!(
            moved,
            [
                (a_entry.as_str(), true),
                (held_entry.as_str(), false),
                (replaced_entry.as_str(), true)
            ]
        );
        assert!(g.moved[1..].iter().all(Vec::is_empty));
        let mut written: Vec<&str> = g.written.keys().copied().collect();
        written.sort();
        let mut want = vec![a_key.as_str(), held_key.as_str()];
        want.sort();
        assert_eq!(written, want);
    }
}
