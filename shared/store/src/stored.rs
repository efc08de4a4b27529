//! An item as a get hands it over, to be read straight into the type its reader wants.
//!
//! The embedded engines keep each item in the store's encoding (`crate::encoding`): a
//! `Stored` from them holds those bytes, which `read` turns into a domain type with
//! `rmp_serde` (no map of the item built, filled and dropped on the way: that map was most
//! of a read's cost). DynamoDB hands over a map, which `read` reads the same way serde_json
//! does. Either way a type reads the same fields: the bytes are the map's, name for name.

use crate::model::{Item, StoreError};
use serde::de::DeserializeOwned;
use serde_json::Value;

/// An item a get found (its TTL not passed), with its `version` (0 when it has none).
pub struct Stored {
    kept: Kept,
    version: u64,
}

impl std::fmt::Debug for Stored {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kept = match &self.kept {
            Kept::Map(item) => format!("a map of {} attributes", item.len()),
            #[cfg(feature = "embedded")]
            Kept::Bytes(bytes) => format!("{} bytes", bytes.len()),
        };
        f.debug_struct("Stored")
            .field("version", &self.version)
            .field("kept", &kept)
            .finish()
    }
}

enum Kept {
    Map(Item),
    /// MessagePack, as `crate::encoding` writes it.
    #[cfg(feature = "embedded")]
    Bytes(Box<[u8]>),
}

impl Stored {
    pub fn from_item(item: Item) -> Stored {
        let version = item.get("version").and_then(Value::as_u64).unwrap_or(0);
        Stored {
            kept: Kept::Map(item),
            version,
        }
    }

    /// An item as an embedded engine keeps it, None if its `ttl` is at or before `now` (as
    /// `get` leaves it out). Its TTL and version are read from the bytes without building
    /// the item; an item written before MessagePack (JSON text) is read into its map.
    #[cfg(feature = "embedded")]
    pub(crate) fn unexpired(
        bytes: std::borrow::Cow<'_, [u8]>,
        now: i64,
    ) -> Result<Option<Stored>, StoreError> {
        if bytes.first() == Some(&b'{') {
            let item = crate::encoding::decode(&bytes)?;
            return Ok((!crate::model::expired(&item, now)).then(|| Stored::from_item(item)));
        }
        let [ttl, version] = crate::encoding::top_ints(&bytes, [b"ttl", b"version"])?;
        if ttl.is_some_and(|t| t <= now) {
            return Ok(None);
        }
        Ok(Some(Stored {
            version: version.and_then(|v| u64::try_from(v).ok()).unwrap_or(0),
            kept: Kept::Bytes(bytes.into_owned().into()),
        }))
    }

    /// The item's optimistic-concurrency `version` (0 when it has none).
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The item read into `T` (its attributes by name; those `T` has no field for skipped).
    pub fn read<T: DeserializeOwned>(&self) -> Result<T, StoreError> {
        let bad = |e: &dyn std::fmt::Display| {
            StoreError::Unavailable(format!("an item does not read as its type: {e}"))
        };
        match &self.kept {
            Kept::Map(item) => T::deserialize(item).map_err(|e| bad(&e)),
            #[cfg(feature = "embedded")]
            Kept::Bytes(bytes) => {
                let mut de =
                    rmp_serde::Deserializer::from_read_ref(&bytes[..]).with_human_readable();
                de.set_max_depth(crate::encoding::MAX_DEPTH);
                T::deserialize(&mut de).map_err(|e| bad(&e))
            }
        }
    }

    /// An integer attribute (what `Value::as_i64` gives), None when absent or not one.
    pub fn int(&self, name: &str) -> Result<Option<i64>, StoreError> {
        match &self.kept {
            Kept::Map(item) => Ok(item.get(name).and_then(Value::as_i64)),
            #[cfg(feature = "embedded")]
            Kept::Bytes(bytes) => Ok(crate::encoding::top_ints(bytes, [name.as_bytes()])?[0]),
        }
    }

    /// The item as a map, the bytes kept.
    pub fn to_item(&self) -> Result<Item, StoreError> {
        match &self.kept {
            Kept::Map(item) => Ok(item.clone()),
            #[cfg(feature = "embedded")]
            Kept::Bytes(bytes) => crate::encoding::decode(bytes),
        }
    }

    /// The item as a map.
    pub fn into_item(self) -> Result<Item, StoreError> {
        match self.kept {
            Kept::Map(item) => Ok(item),
            #[cfg(feature = "embedded")]
            Kept::Bytes(bytes) => crate::encoding::decode(&bytes),
        }
    }
}

#[cfg(all(test, feature = "embedded"))]
mod tests {
    use super::*;
    use crate::encoding::encode;
    use serde_json::json;
    use std::borrow::Cow;

    fn item(v: Value) -> Item {
        v.as_object().cloned().unwrap()
    }

    #[derive(Debug, PartialEq, serde::Deserialize)]
    struct Some2 {
        n: i64,
        s: String,
    }

    #[test]
    fn bytes_and_json_text_read_alike_and_expired_items_are_none() {
        let it =
            item(json!({"pk": "A", "sk": "1", "n": -5, "s": "سندوق", "version": 4, "ttl": 100}));
        let packed = encode(&it).unwrap();
        let text = serde_json::to_vec(&it).unwrap();
        for bytes in [&packed[..], &text[..]] {
            let s = Stored::unexpired(Cow::Borrowed(bytes), 99)
                .unwrap()
                .unwrap();
            assert_eq!(s.version(), 4);
            assert_eq!(s.int("n").unwrap(), Some(-5));
            assert_eq!(s.int("s").unwrap(), None);
            assert_eq!(
                s.read::<Some2>().unwrap(),
                Some2 {
                    n: -5,
                    s: "سندوق".into()
                }
            );
            assert_eq!(s.into_item().unwrap(), it);
            assert!(Stored::unexpired(Cow::Borrowed(bytes), 100)
                .unwrap()
                .is_none());
        }
        // no version: 0; a version that is not an integer: 0, as the map's `as_u64` gives
        for v in [json!({"pk": "A"}), json!({"pk": "A", "version": "7"})] {
            let b = encode(&item(v)).unwrap();
            let s = Stored::unexpired(Cow::Owned(b), 0).unwrap().unwrap();
            assert_eq!(s.version(), 0);
        }
    }

    #[test]
    fn damaged_bytes_are_errors() {
        let b = encode(&item(json!({"pk": "A", "n": 1}))).unwrap();
        for bad in [&b[..b.len() - 1], &[0x81, 0xa1][..], &[0xc1][..], &[][..]] {
            assert!(Stored::unexpired(Cow::Borrowed(bad), 0).is_err(), "{bad:?}");
        }
        let mut trailing = b.clone();
        trailing.push(0);
        assert!(Stored::unexpired(Cow::Owned(trailing), 0).is_err());
    }
}
