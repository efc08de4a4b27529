//! A transaction worked out against one state, the same way for every embedded engine: its
//! conditions checked, each item's bytes after it, and the index and TTL entries that move.

use super::keys::{index_key, main_key, ttl_key};
use crate::model::{check_transaction, item_bytes, Index, Item, StoreError, Write, MAX_ITEM_BYTES};
use std::collections::{BTreeMap, HashMap};

/// A group worked out against one state: each member's result, and the net change of the
/// members that hold (group commit: the doc of `embedded.rs`).
pub(crate) struct GroupPlan {
    pub results: Vec<Result<(), StoreError>>,
    /// Main key -> the item's bytes after the group (None: deleted).
    pub written: HashMap<String, Option<Vec<u8>>>,
    /// Each of `keys::ENTRY_TABLES`: entry key -> present after the group (false: removed).
    pub moved: [BTreeMap<String, bool>; 6],
}

/// Plans `members` in order against the state `stored` reads (an item's bytes by main key),
/// each seeing the earlier members' writes; a refused member writes nothing. `Err(_)`: the
/// store failed and the whole group must be aborted.
pub(crate) fn plan_group<B: AsRef<[u8]>>(
    members: &[&[Write]],
    mut stored: impl FnMut(&str) -> Result<Option<B>, StoreError>,
) -> Result<GroupPlan, StoreError> {
    let mut g = GroupPlan {
        results: Vec::with_capacity(members.len()),
        written: HashMap::new(),
        moved: Default::default(),
    };
    for m in members {
        let written = &g.written;
        let before = |k: &str| match written.get(k) {
            Some(Some(bytes)) => Ok(Some(decode(bytes)?)),
            Some(None) => Ok(None),
            None => match stored(k)? {
                Some(v) => Ok(Some(decode(v.as_ref())?)),
                None => Ok(None),
            },
        };
        let planned = match plan(m, before)? {
            Ok(p) => p,
            Err(refused) => {
                g.results.push(Err(refused));
                continue;
            }
        };
        for (_, c) in planned.changes() {
            for (n, (old, new)) in c.index.iter().enumerate() {
                if old == new {
                    continue;
                }
                if let Some(old) = old {
                    g.moved[n].insert(old.clone(), false);
                }
                if let Some(new) = new {
                    g.moved[n].insert(new.clone(), true);
                }
            }
        }
        for e in planned.entries {
            if let Some(c) = e.change {
                g.written.insert(e.key, c.after);
            }
        }
        g.results.push(Ok(()));
    }
    Ok(g)
}

pub(crate) struct Planned {
    pub entries: Vec<Entry>,
}

pub(crate) struct Entry {
    pub key: String,
    /// None for a condition check (nothing written).
    pub change: Option<Change>,
}

pub(crate) struct Change {
    /// None: the item is deleted.
    pub after: Option<Vec<u8>>,
    /// (entry to remove, entry to insert) in each of `keys::ENTRY_TABLES`.
    pub index: [(Option<String>, Option<String>); 6],
}

impl Planned {
    /// The entries that write something, with their change.
    pub fn changes(&self) -> impl Iterator<Item = (&str, &Change)> {
        self.entries
            .iter()
            .filter_map(|e| Some((e.key.as_str(), e.change.as_ref()?)))
    }
}

/// Works out `writes` against the state `before` reads (an item by its main key).
/// `Ok(Err(_))`: the transaction is refused (a condition fails, a content is refused);
/// `Err(_)`: the store failed.
pub(crate) fn plan(
    writes: &[Write],
    mut before: impl FnMut(&str) -> Result<Option<Item>, StoreError>,
) -> Result<Result<Planned, StoreError>, StoreError> {
    let keys = match check_transaction(writes) {
        Ok(k) => k,
        Err(e) => return Ok(Err(e)),
    };
    let mut entries = Vec::with_capacity(writes.len());
    let mut failed = Vec::new();
    for (i, (w, k)) in writes.iter().zip(&keys).enumerate() {
        let key = main_key(k);
        let before = before(&key)?;
        if w.cond().is_some_and(|c| !c.holds(before.as_ref())) {
            failed.push(i);
            continue;
        }
        let change = if matches!(w, Write::Check { .. }) {
            None
        } else {
            let after = match w.apply(before.as_ref()) {
                Ok(a) => a,
                Err(e) => return Ok(Err(e)),
            };
            // a put's size was checked with the transaction; an update's is known only now
            if let (Write::Update { .. }, Some(a)) = (w, &after) {
                let n = item_bytes(a);
                if n > MAX_ITEM_BYTES {
                    return Ok(Err(StoreError::Rejected(format!(
                        "item of {n} bytes is over the {MAX_ITEM_BYTES}-byte limit"
                    ))));
                }
            }
            let ix = |i: Index| {
                (
                    before.as_ref().and_then(|b| index_key(i, b)),
                    after.as_ref().and_then(|a| index_key(i, a)),
                )
            };
            let ttl = (
                before.as_ref().and_then(|b| ttl_key(b, &key)),
                after.as_ref().and_then(|a| ttl_key(a, &key)),
            );
            let [g1, g2, g3, g4, g5] = Index::ALL.map(ix);
            let index = [g1, g2, g3, g4, g5, ttl];
            let after = match &after {
                Some(a) => Some(encode(a)?),
                None => None,
            };
            Some(Change { after, index })
        };
        entries.push(Entry { key, change });
    }
    if !failed.is_empty() {
        return Ok(Err(StoreError::ConditionFailed { failed }));
    }
    Ok(Ok(Planned { entries }))
}

pub(crate) fn err(e: impl std::fmt::Display) -> StoreError {
    StoreError::Unavailable(e.to_string())
}

/// An item as the embedded engines keep it: MessagePack, a map of the same names and values
/// (smaller than JSON text and quicker to read back; the journal carries it as it is).
pub(crate) fn encode(item: &Item) -> Result<Vec<u8>, StoreError> {
    rmp_serde::to_vec(item).map_err(err)
}

/// Reads an item back. Items written before MessagePack are JSON text: a JSON object starts
/// with `{`, which no MessagePack map does (0x80-0x8f, 0xde, 0xdf), so both are read.
pub(crate) fn decode(bytes: &[u8]) -> Result<Item, StoreError> {
    if bytes.first() == Some(&b'{') {
        serde_json::from_slice(bytes).map_err(err)
    } else {
        rmp_serde::from_slice(bytes).map_err(err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
    fn an_item_written_as_json_before_still_reads() {
        let json = serde_json::to_vec(&item()).unwrap();
        assert_eq!(decode(&json).unwrap(), item());
    }

    #[test]
    fn bytes_that_are_neither_are_an_error_not_a_panic() {
        for bad in [&b""[..], b"{", b"\x81\xa1", b"\xc1\xc1"] {
            assert!(matches!(decode(bad), Err(StoreError::Unavailable(_))));
        }
    }
}
