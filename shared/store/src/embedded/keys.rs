//! How items and index entries are keyed inside an embedded engine: one ordered key space
//! per table, strings joined by `SEP` (which keys may not contain), so a partition is a
//! contiguous range in either direction.

use crate::encoding::{err as damaged, peek_bytes, skip_value, text_bytes};
use crate::model::SORTABLE_DIGITS;
use crate::model::{push_sortable, Index, Item, KeyRef, Query, SkRange, StoreError, SEP};
use crate::Encoded;
use std::string::FromUtf8Error;

/// The tables of an embedded engine: the items and the entries pointing at them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Table {
    Items,
    Index(Index),
    /// `<ttl, 20 digits><SEP><main key>` -> main key: items by expiry, for the purge.
    Ttl,
}

/// The tables whose entries point at items, in the order a plan's `Moves` lists them: the
/// indexes (in `Index::ALL` order), then the TTL table.
pub(crate) const ENTRY_TABLES: [Table; 6] = [
    Table::Index(Index::Gsi1),
    Table::Index(Index::Gsi2),
    Table::Index(Index::Gsi3),
    Table::Index(Index::Gsi4),
    Table::Index(Index::Gsi5),
    Table::Ttl,
];

pub(crate) fn main_key(k: KeyRef<'_>) -> String {
    joined(&[k.pk, k.sk])
}

/// `parts` joined by `SEP`, in a string made once at its length (keys are made for every
/// item a transaction writes: `format!` grew them piece by piece).
fn joined(parts: &[&str]) -> String {
    let len = parts.iter().map(|p| p.len()).sum::<usize>()
        + SEP.len_utf8() * parts.len().saturating_sub(1);
    let mut s = String::with_capacity(len);
    for (n, p) in parts.iter().enumerate() {
        if n > 0 {
            s.push(SEP);
        }
        s.push_str(p);
    }
    s
}

/// `joined` of texts not yet checked as UTF-8.
fn joined_bytes(parts: &[&[u8]]) -> Vec<u8> {
    let len = parts.iter().map(|p| p.len()).sum::<usize>() + parts.len().saturating_sub(1);
    let mut v = Vec::with_capacity(len);
    for (n, p) in parts.iter().enumerate() {
        if n > 0 {
            v.push(SEP as u8);
        }
        v.extend_from_slice(p);
    }
    v
}

/// The main key of an item (its `pk` and `sk`).
#[cfg(test)]
pub(crate) fn main_key_of(item: &Item) -> Result<String, crate::model::StoreError> {
    Ok(main_key(KeyRef::of(item)?))
}

/// The index entry of an item, if it carries both index attributes.
#[cfg(test)]
pub(crate) fn index_key(i: Index, item: &Item) -> Option<String> {
    let (p, s) = i.attrs();
    let pk = item.get(p)?.as_str()?;
    let sk = item.get(s)?.as_str()?;
    Some(joined(&[
        pk,
        sk,
        item.get("pk")?.as_str()?,
        item.get("sk")?.as_str()?,
    ]))
}

/// The main key an index or TTL entry points at: its last two parts, the item's `pk` and
/// `sk` (which hold no `SEP`). Entries are stored with no value: the key says it all.
pub(crate) fn entry_target(entry: &str) -> &str {
    let mut seps = entry.rmatch_indices(SEP).skip(1);
    match seps.next() {
        Some((i, _)) => &entry[i + SEP.len_utf8()..],
        None => entry,
    }
}

/// An item's entry in each of `ENTRY_TABLES` (the indexes in `Index::ALL` order, then the
/// TTL table), from one walk over its attributes: what `index_key` and `ttl_key` give, each
/// without looking every attribute up by name.
pub(crate) fn item_entries(item: &Item, main: &str) -> [Option<String>; 6] {
    let mut found = Found::default();
    for (name, v) in item {
        found.take(name.as_bytes(), v.as_str().map(str::as_bytes), || {
            v.as_i64()
        });
    }
    found.entries(main)
}

/// `item_entries` of an item written in the store's encoding, from the entry attributes its
/// writer noted (no walk over its bytes).
pub(crate) fn encoded_entries(item: &Encoded, main: &str) -> [Option<String>; 6] {
    let mut found = Found::default();
    for (name, text, int) in item.entry_attributes() {
        found.take(name.as_bytes(), text, || int);
    }
    found.entries(main)
}

/// `item_entries` of an item's stored bytes (`crate::encoding`), from a walk over its
/// attributes that steps over every value but those entries read: what opening the store
/// does for every item it holds (building each item cost most of a restart's time).
pub(crate) fn stored_entries(bytes: &[u8], main: &str) -> Result<[Option<String>; 6], StoreError> {
    let mut rd = bytes;
    let n = rmp::decode::read_map_len(&mut rd)
        .map_err(|_| damaged("an item's bytes are not one MessagePack map"))?;
    let mut found = Found::default();
    for _ in 0..n {
        let name = text_bytes(&mut rd)?;
        if is_entry_attribute(name) {
            let (text, int) = peek_bytes(rd)?;
            found.take(name, text, || int);
        }
        skip_value(&mut rd, 1)?;
    }
    if !rd.is_empty() {
        return Err(damaged("an item's bytes are not one MessagePack map"));
    }
    found.read_entries(main)
}

/// The attributes entries come from, as a walk over an item finds them: their text as bytes,
/// checked as UTF-8 once each entry is joined from them (an entry is joined from four texts
/// with ASCII separators between: it is UTF-8 when and only when each of them is). Checking
/// each text as it was read cost one call of `from_utf8` for each, on short texts: a sixth of
/// the cost of reading an item's entries (2026-11-30).
#[derive(Default)]
pub(crate) struct Found<'a> {
    ix: [[Option<&'a [u8]>; 2]; 5],
    pk: Option<&'a [u8]>,
    sk: Option<&'a [u8]>,
    ttl: Option<i64>,
}

impl<'a> Found<'a> {
    /// Attribute `name`, its value as text (if it is text: its bytes, UTF-8 or not) and as an
    /// integer (asked only for `ttl`).
    pub(crate) fn take(
        &mut self,
        name: &[u8],
        text: Option<&'a [u8]>,
        int: impl FnOnce() -> Option<i64>,
    ) {
        match name {
            [b'g', b's', b'i', n @ b'1'..=b'5', b'p', b'k'] => {
                self.ix[usize::from(n - b'1')][0] = text
            }
            [b'g', b's', b'i', n @ b'1'..=b'5', b's', b'k'] => {
                self.ix[usize::from(n - b'1')][1] = text
            }
            b"pk" => self.pk = text,
            b"sk" => self.sk = text,
            b"ttl" => self.ttl = int(),
            _ => {}
        }
    }

    /// The item's entry in each of `ENTRY_TABLES`, of texts that are UTF-8 (a map's, an item's
    /// its writer wrote from strings: `Encoded`).
    pub(crate) fn entries(self, main: &str) -> [Option<String>; 6] {
        self.joined(main).map(|e| e.and_then(Result::ok))
    }

    /// `entries` of an item's stored bytes: an entry joined from text that is not UTF-8 is
    /// damage (as reading the whole item finds it).
    pub(crate) fn read_entries(self, main: &str) -> Result<[Option<String>; 6], StoreError> {
        let mut out: [Option<String>; 6] = Default::default();
        for (slot, e) in out.iter_mut().zip(self.joined(main)) {
            *slot = e
                .transpose()
                .map_err(|e| damaged(format!("an item's bytes are damaged: {e}")))?;
        }
        Ok(out)
    }

    fn joined(self, main: &str) -> [Option<Result<String, FromUtf8Error>>; 6] {
        let (pk, sk) = (self.pk, self.sk);
        let entry =
            |[p, s]: [Option<&[u8]>; 2]| Some(String::from_utf8(joined_bytes(&[p?, s?, pk?, sk?])));
        let [g1, g2, g3, g4, g5] = self.ix.map(entry);
        [g1, g2, g3, g4, g5, self.ttl.map(|t| Ok(ttl_entry(t, main)))]
    }
}

/// Whether `item_entries` reads the attribute `name`.
pub(crate) fn is_entry_attribute(name: &[u8]) -> bool {
    matches!(
        name,
        [b'g', b's', b'i', b'1'..=b'5', b'p' | b's', b'k'] | b"pk" | b"sk" | b"ttl"
    )
}

/// The TTL-table entry of an item, if it carries a numeric `ttl`.
#[cfg(test)]
pub(crate) fn ttl_key(item: &Item, main: &str) -> Option<String> {
    Some(ttl_entry(item.get("ttl")?.as_i64()?, main))
}

fn ttl_entry(ttl: i64, main: &str) -> String {
    let mut s = String::with_capacity(SORTABLE_DIGITS + SEP.len_utf8() + main.len());
    push_sortable(&mut s, ttl.max(0) as u64);
    s.push(SEP);
    s.push_str(main);
    s
}

/// The first key past every TTL entry due at or before `now`.
pub(crate) fn ttl_upto(now: i64) -> String {
    format!("{:020}{SEP}\u{10ffff}", now.max(0))
}

/// The inclusive bounds, in a table's key space (`<pk><SEP><sk>...`), of the keys a query's
/// range can hold: a scan in either direction reads nothing outside them.
pub(crate) fn bounds(q: &Query) -> (String, String) {
    let mut sep = [0; 4];
    let sep: &str = SEP.encode_utf8(&mut sep);
    let pk = q.pk.as_str();
    match &q.sk {
        // The character after SEP ends the partition.
        SkRange::All => ([pk, sep].concat(), [pk, "\u{20}"].concat()),
        SkRange::BeginsWith(p) => ([pk, sep, p].concat(), [pk, sep, p, "\u{10ffff}"].concat()),
        // An index key continues after the sort key with SEP and the item's own key.
        SkRange::Between(a, b) => (
            [pk, sep, a].concat(),
            [pk, sep, b, sep, "\u{10ffff}"].concat(),
        ),
    }
}

/// Whether a table key (within `bounds`) has a sort key the query takes.
pub(crate) fn in_range(q: &Query, key: &str) -> bool {
    let rest = &key[q.pk.len() + SEP.len_utf8()..];
    q.sk.contains(rest.split(SEP).next().unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    /// What an entry attribute may hold: text (the usual), a number, a map, nothing.
    fn entry_value() -> impl Strategy<Value = Option<serde_json::Value>> {
        prop_oneof![
            Just(None),
            "[A-Z#0-9]{0,6}".prop_map(|s| Some(json!(s))),
            any::<i64>().prop_map(|n| Some(json!(n))),
            any::<u64>().prop_map(|n| Some(json!(n))),
            Just(Some(json!(1.5))),
            Just(Some(json!({"x": "y"}))),
        ]
    }

    proptest! {
        /// The entries read from an item's bytes are those its map gives, whatever its entry
        /// attributes hold and whatever else it holds.
        #[test]
        fn entries_from_the_bytes_are_the_maps(
            attrs in prop::collection::vec(entry_value(), 13),
            other in crate::encoding::tests::json_value(),
        ) {
            let names = [
                "pk", "sk", "ttl", "gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk", "gsi3pk", "gsi3sk",
                "gsi4pk", "gsi4sk", "gsi5pk", "gsi5sk",
            ];
            let mut item = Item::new();
            for (name, v) in names.iter().zip(attrs) {
                if let Some(v) = v {
                    item.insert((*name).into(), v);
                }
            }
            item.insert("other".into(), other);
            // written as a map's attributes are, and as a value's fields are
            let mut by_value = crate::ItemWriter::new();
            by_value.fields(&item).unwrap();
            let key = crate::Key::new("P", "S");
            let mut want = item.clone();
            want.insert("pk".into(), json!("P"));
            want.insert("sk".into(), json!("S"));
            let want = item_entries(&want, "M");
            if KeyRef::of(&item).is_ok() {
                let from_map = Encoded::from_item(&item).unwrap();
                prop_assert_eq!(encoded_entries(&from_map, "M"), item_entries(&item, "M"));
            }
            let written = by_value.finish(key);
            prop_assert_eq!(&stored_entries(written.bytes(), "M").unwrap(), &want);
            prop_assert_eq!(encoded_entries(&written, "M"), want);
        }
    }

    #[test]
    fn keys_are_their_parts_joined() {
        let item = json!({"pk": "MER#m", "sk": "PAY#p", "gsi2pk": "D", "gsi2sk": "2026#x"});
        let item = item.as_object().unwrap();
        assert_eq!(main_key(KeyRef { pk: "A", sk: "B" }), format!("A{SEP}B"));
        assert_eq!(
            index_key(Index::Gsi2, item).unwrap(),
            format!("D{SEP}2026#x{SEP}MER#m{SEP}PAY#p")
        );
        assert_eq!(index_key(Index::Gsi1, item), None);
        for t in [0i64, 7, -5, 1_764_000_000, i64::MAX] {
            let mut i = item.clone();
            i.insert("ttl".into(), t.into());
            assert_eq!(
                ttl_key(&i, "K").unwrap(),
                format!("{:020}{SEP}K", t.max(0)),
                "{t}"
            );
        }
    }

    #[test]
    fn one_walk_gives_the_entries_of_each_lookup() {
        let items = [
            json!({"pk": "P", "sk": "S", "gsi1pk": "A", "gsi1sk": "1", "gsi5pk": "E",
                   "gsi5sk": "5", "ttl": 99, "amount": 3, "gsi6pk": "no", "gsi0sk": "no"}),
            // half an index, a number where a string belongs, a ttl that is not a number
            json!({"pk": "P", "sk": "S", "gsi2pk": "B", "gsi3pk": 7, "gsi3sk": "3",
                   "gsi4pk": "D", "gsi4sk": "4", "ttl": "soon"}),
            // no key of its own: no index entry; the TTL entry follows the main key given
            json!({"gsi1pk": "A", "gsi1sk": "1", "ttl": -4}),
            json!({}),
        ];
        for item in items {
            let item = item.as_object().unwrap();
            let [g1, g2, g3, g4, g5] = Index::ALL.map(|i| index_key(i, item));
            assert_eq!(
                item_entries(item, "M"),
                [g1, g2, g3, g4, g5, ttl_key(item, "M")],
                "{item:?}"
            );
        }
    }

    #[test]
    fn an_entry_points_at_its_items_main_key() {
        let item =
            json!({"pk": "MER#m", "sk": "PAY#p", "gsi1pk": "A", "gsi1sk": "2026#x", "ttl": 5});
        let item = item.as_object().unwrap();
        let main = main_key_of(item).unwrap();
        let ix = index_key(Index::Gsi1, item).unwrap();
        assert_eq!(entry_target(&ix), main);
        assert_eq!(entry_target(&ttl_key(item, &main).unwrap()), main);
    }
}
