//! An update (`Write::Update`) worked out on the item's bytes, as `Write::apply` works it
//! out on a map: the attributes it names are written anew, every other one is copied as it
//! is. The committer applies every update of a group (an account's balance, a count), and
//! building the whole item as a map of heap strings only to write it back cost it most of
//! an update's work (docs/bench-history.jsonl, "Updates worked out on the bytes").

use super::keys::{is_entry_attribute, Found};
use crate::encoding::{
    err, last_of_each_name, len32, peek_bytes, put_str, skip_value, text_bytes, write_value,
};
use crate::model::{Item, Key, StoreError};
use serde_json::Value;
use std::cmp::Ordering;

/// An attribute of the item before: its name and its bytes as written (the name's, then
/// the value's), copied as they are when the update does not name it.
struct Attr<'a> {
    name: &'a [u8],
    written: &'a [u8],
    value: &'a [u8],
}

/// The item's bytes (MessagePack, attributes in name order) after `set` and then `add` over
/// `before` (its bytes; None: absent, created with `key` and numbers starting at 0): what
/// `encode` gives for `Write::apply`'s item, without building it. `Ok(Err(_))`: the update is
/// refused as `Write::apply` refuses it (a number added to what is not an integer, or an
/// overflow); `Err(_)`: `before` is damaged. The attributes it does not name are copied
/// without a look inside (their bytes are the store's own, checked when they were written),
/// those entries come from read on the way (`main`: the item's main key).
pub(crate) fn updated(
    before: Option<&[u8]>,
    key: &Key,
    main: &str,
    set: &Item,
    add: &[(String, i64)],
) -> Result<Result<Updated, StoreError>, StoreError> {
    let created;
    let before = match before {
        Some(bytes) => bytes,
        None => {
            // the item made with its key alone
            let mut item = Vec::with_capacity(8 + key.pk.len() + key.sk.len());
            rmp::encode::write_map_len(&mut item, 2).map_err(err)?;
            for (name, v) in [("pk", &key.pk), ("sk", &key.sk)] {
                put_str(&mut item, name);
                put_str(&mut item, v);
            }
            created = item;
            &created
        }
    };
    let kept = attributes(before)?;
    let changed = match changes(&kept, set, add) {
        Ok(c) => c,
        Err(refused) => return Ok(Err(refused)),
    };
    let added = changed
        .iter()
        .filter(|(name, _)| find(&kept, name).is_err())
        .count();
    let mut out = Vec::with_capacity(before.len() + 16 * changed.len());
    rmp::encode::write_map_len(&mut out, len32(kept.len() + added).map_err(err)?).map_err(err)?;
    // the two runs merged by name; a name in both takes its change
    let mut found = Found::default();
    let (mut k, mut c) = (kept.iter().peekable(), changed.iter().peekable());
    loop {
        let from_kept = match (k.peek(), c.peek()) {
            (None, None) => break,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (Some(a), Some((name, _))) => match a.name.cmp(name.as_bytes()) {
                Ordering::Less => true,
                Ordering::Equal => {
                    k.next();
                    false
                }
                Ordering::Greater => false,
            },
        };
        if from_kept {
            let Some(a) = k.next() else { break };
            if is_entry_attribute(a.name) {
                let (text, int) = peek_bytes(a.value)?;
                found.take(a.name, text, || int);
            }
            out.extend_from_slice(a.written);
        } else {
            let Some((name, value)) = c.next() else { break };
            put_str(&mut out, name);
            match value {
                New::Set(v) => {
                    found.take(name.as_bytes(), v.as_str().map(str::as_bytes), || {
                        v.as_i64()
                    });
                    write_value(&mut out, v)
                }
                New::Number(n) => {
                    found.take(name.as_bytes(), None, || Some(*n));
                    write_value(&mut out, &Value::from(*n))
                }
            }
            .map_err(err)?;
        }
    }
    Ok(Ok(Updated {
        entries: found.read_entries(main)?,
        bytes: out,
    }))
}

/// An item after an update: its bytes, and its entry in each of `keys::ENTRY_TABLES`.
#[derive(Debug)]
pub(crate) struct Updated {
    pub bytes: Vec<u8>,
    pub entries: [Option<String>; 6],
}

/// An attribute's value after an update.
enum New<'a> {
    /// As `set` gives it.
    Set(&'a Value),
    /// A number `add` worked out.
    Number(i64),
}

impl New<'_> {
    fn as_i64(&self) -> Option<i64> {
        match self {
            New::Set(v) => v.as_i64(),
            New::Number(n) => Some(*n),
        }
    }
}

/// Where the attribute `name` is among `kept` (in name order).
fn find(kept: &[Attr<'_>], name: &str) -> Result<usize, usize> {
    kept.binary_search_by(|a| a.name.cmp(name.as_bytes()))
}

/// The attributes of an item's bytes by name, each name once (its last value, as reading the
/// item back keeps it). Items are written in name order; bytes that are not are sorted here.
fn attributes(bytes: &[u8]) -> Result<Vec<Attr<'_>>, StoreError> {
    let mut rd = bytes;
    let n = rmp::decode::read_map_len(&mut rd)
        .map_err(|_| err("an item's bytes are not one MessagePack map"))?;
    let mut kept: Vec<Attr<'_>> = Vec::with_capacity((n as usize).min(rd.len() / 2));
    let mut in_order = true;
    for _ in 0..n {
        let from = rd;
        let name = text_bytes(&mut rd)?;
        let at = rd;
        skip_value(&mut rd, 1)?;
        let attr = Attr {
            name,
            written: &from[..from.len() - rd.len()],
            value: &at[..at.len() - rd.len()],
        };
        in_order &= kept.last().is_none_or(|last| last.name < name);
        kept.push(attr);
    }
    if !rd.is_empty() {
        return Err(err("an item's bytes are not one MessagePack map"));
    }
    if !in_order {
        last_of_each_name(&mut kept, |a| a.name);
    }
    Ok(kept)
}

/// Each attribute the update names, in name order, with its value after it: `set` first,
/// then each of `add` in turn (a number absent before starts at 0).
fn changes<'a>(
    kept: &[Attr<'_>],
    set: &'a Item,
    add: &'a [(String, i64)],
) -> Result<Vec<(&'a str, New<'a>)>, StoreError> {
    let mut changed: Vec<(&str, New<'a>)> = Vec::with_capacity(set.len() + add.len());
    changed.extend(set.iter().map(|(k, v)| (k.as_str(), New::Set(v))));
    for (name, d) in add {
        let at = changed.iter().position(|(n, _)| n == name);
        let current = match at {
            Some(i) => Some(changed[i].1.as_i64()),
            None => match find(kept, name) {
                Ok(i) => Some(peek_bytes(kept[i].value)?.1),
                Err(_) => None,
            },
        };
        let current = match current {
            None => 0,
            Some(n) => n.ok_or_else(|| StoreError::Invalid(format!("{name} is not a number")))?,
        };
        let next = current
            .checked_add(*d)
            .ok_or_else(|| StoreError::Invalid(format!("{name} overflows")))?;
        match at {
            Some(i) => changed[i].1 = New::Number(next),
            None => changed.push((name, New::Number(next))),
        }
    }
    changed.sort_by(|a, b| a.0.cmp(b.0));
    Ok(changed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::embedded::keys::item_entries;
    use crate::encoding::tests::json_value;
    use crate::encoding::{decode, encode};
    use crate::model::{item_bytes, Write};
    use proptest::prelude::*;
    use serde_json::json;

    fn key() -> Key {
        Key::new("MER#m_1", "ACCT#07")
    }

    const MAIN: &str = "MER#m_1\u{1f}ACCT#07";

    /// What the map path gives: the item `Write::apply` makes, or its refusal.
    fn by_map(before: Option<&Item>, set: &Item, add: &[(String, i64)]) -> Result<Item, String> {
        let w = Write::Update {
            key: key(),
            set: set.clone(),
            add: add.to_vec(),
            cond: None,
        };
        w.apply(before.cloned())
            .map(|a| a.expect("an update leaves an item").into_owned())
            .map_err(|e| e.to_string())
    }

    fn by_bytes(before: Option<&Item>, set: &Item, add: &[(String, i64)]) -> Result<Item, String> {
        let bytes = before.map(|b| encode(b).unwrap());
        updated(bytes.as_deref(), &key(), MAIN, set, add)
            .unwrap()
            .map(|after| {
                let item = decode(&after.bytes).unwrap();
                assert_eq!(after.entries, item_entries(&item, MAIN), "{item:?}");
                item
            })
            .map_err(|e| e.to_string())
    }

    fn map(v: Value) -> Item {
        v.as_object().cloned().unwrap()
    }

    #[test]
    fn an_account_takes_its_amounts_and_keeps_everything_else() {
        let before = map(json!({
            "pk": "MER#m_1", "sk": "ACCT#07", "available": 1000, "pending": -5,
            "currency": "IQD", "lines": [{"a": 1}, "x"], "note": null,
            "gsi1pk": "MER#m_1#ACCTS", "gsi1sk": "07", "ttl": 1_900_000_000
        }));
        let set = map(json!({ "updated_at": "2026-11-29T12:00:00.000000Z", "note": "n" }));
        let add = vec![("available".to_string(), -250), ("held".to_string(), 250)];
        let after = by_bytes(Some(&before), &set, &add).unwrap();
        assert_eq!(after, by_map(Some(&before), &set, &add).unwrap());
        assert_eq!(after["available"], 750);
        assert_eq!(after["held"], 250);
        assert_eq!(after["lines"], json!([{"a": 1}, "x"]));
        // the bytes are those `encode` writes for the same item: names in order, once each
        let bytes = updated(Some(&encode(&before).unwrap()), &key(), MAIN, &set, &add)
            .unwrap()
            .unwrap();
        assert_eq!(bytes.bytes, encode(&after).unwrap());
    }

    #[test]
    fn an_absent_item_is_made_with_its_key_and_numbers_from_zero() {
        let add = vec![("count".to_string(), 3), ("count".to_string(), 4)];
        let after = by_bytes(None, &Item::new(), &add).unwrap();
        assert_eq!(
            after,
            map(json!({"pk": "MER#m_1", "sk": "ACCT#07", "count": 7}))
        );
        assert_eq!(after, by_map(None, &Item::new(), &add).unwrap());
    }

    #[test]
    fn adding_to_what_is_not_an_integer_or_past_the_range_is_refused_as_the_map_refuses_it() {
        let before = map(json!({
            "pk": "p", "sk": "s", "text": "7", "float": 1.5, "big": u64::MAX, "top": i64::MAX
        }));
        for name in ["text", "float", "big", "top"] {
            let add = vec![(name.to_string(), 1)];
            let got = by_bytes(Some(&before), &Item::new(), &add);
            assert!(got.is_err(), "{name}");
            assert_eq!(got, by_map(Some(&before), &Item::new(), &add), "{name}");
        }
        // a value set by the same update is what the number is added to
        let set = map(json!({ "text": 2 }));
        let add = vec![("text".to_string(), 1)];
        assert_eq!(by_bytes(Some(&before), &set, &add).unwrap()["text"], 3);
    }

    #[test]
    fn bytes_out_of_order_or_with_a_name_twice_read_as_the_item_reads() {
        // written by hand: "b", then "a", then "b" again (an item read back keeps the last)
        let mut bytes = Vec::new();
        rmp::encode::write_map_len(&mut bytes, 3).unwrap();
        for (n, v) in [("b", 1u64), ("a", 2), ("b", 3)] {
            rmp::encode::write_str(&mut bytes, n).unwrap();
            rmp::encode::write_uint(&mut bytes, v).unwrap();
        }
        let add = vec![("b".to_string(), 10)];
        let after = decode(
            &updated(Some(&bytes), &key(), MAIN, &Item::new(), &add)
                .unwrap()
                .unwrap()
                .bytes,
        )
        .unwrap();
        assert_eq!(after, map(json!({"a": 2, "b": 13})));
    }

    #[test]
    fn damaged_bytes_are_an_error_never_a_panic() {
        let bytes = encode(&map(json!({"pk": "p", "sk": "s", "n": 1, "t": "text"}))).unwrap();
        let add = vec![("n".to_string(), 1)];
        for cut in 0..bytes.len() {
            assert!(updated(Some(&bytes[..cut]), &key(), MAIN, &Item::new(), &add).is_err());
        }
        let mut extra = bytes.clone();
        extra.push(0xc0);
        assert!(updated(Some(&extra), &key(), MAIN, &Item::new(), &add).is_err());
    }

    fn name() -> impl Strategy<Value = String> {
        prop_oneof![
            Just("pk".to_string()),
            Just("sk".to_string()),
            Just("ttl".to_string()),
            Just("gsi1pk".to_string()),
            Just("gsi1sk".to_string()),
            "[a-d]{1,2}"
        ]
    }

    proptest! {
        /// Whatever the item and the update, the bytes worked out read back as the item the
        /// map path makes, or are refused as it refuses.
        #[test]
        fn the_bytes_path_gives_what_the_map_path_gives(
            before in proptest::option::of(proptest::collection::btree_map(name(), json_value(), 0..6)),
            set in proptest::collection::btree_map(name(), json_value(), 0..3),
            add in proptest::collection::vec((name(), any::<i64>().prop_map(|n| n >> 40)), 0..4),
            ttl in proptest::option::of(any::<i64>().prop_map(|n| n >> 20)),
        ) {
            let mut before: Option<Item> = before.map(|b| b.into_iter().collect());
            // the entry attributes as items hold them, often (any value holds them seldom)
            if let (Some(b), Some(t)) = (before.as_mut(), ttl) {
                b.insert("ttl".into(), Value::from(t));
                b.insert("gsi1pk".into(), Value::from("G"));
                b.insert("gsi1sk".into(), Value::from(t.to_string()));
            }
            let set: Item = set.into_iter().collect();
            prop_assert_eq!(by_bytes(before.as_ref(), &set, &add), by_map(before.as_ref(), &set, &add));
        }

        /// DynamoDB counts an item at most four bytes for each byte of its encoding (an
        /// empty list or map: one byte, counted three; a list of small numbers: one byte
        /// each, counted four with the byte for its place): `plan` counts an update's item
        /// exactly only when its bytes could pass the limit.
        #[test]
        fn dynamodb_counts_at_most_four_bytes_for_each_encoded_byte(
            item in proptest::collection::btree_map(name(), json_value(), 0..6),
        ) {
            let item: Item = item.into_iter().collect();
            prop_assert!(item_bytes(&item) <= 4 * encode(&item).unwrap().len());
        }
    }

    #[test]
    fn the_worst_case_of_the_bound_is_a_list_of_small_numbers() {
        let item = map(json!({ "": vec![127; 15] }));
        let (dynamo, encoded) = (item_bytes(&item), encode(&item).unwrap().len());
        assert!(dynamo <= 4 * encoded, "{dynamo} against {encoded}");
        assert!(
            dynamo > 3 * encoded,
            "close to the bound: {dynamo}, {encoded}"
        );
    }
}
