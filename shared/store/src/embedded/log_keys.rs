//! An item's main key as the log engine's memory holds it: its text once, shared by the
//! item's slot, the order of keys and every entry that points at the item.

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::hash::{Hash, Hasher};
use std::ops::Deref;
use triomphe::ThinArc;

/// A key's text, shared: a thin pointer (8 bytes; `Arc<str>` is 16, its length beside the
/// pointer) to the count, the length and the text. Held three to four times an item (its
/// slot, its place in the order, its index and TTL entries), the 8 bytes saved each time
/// were a tenth of the memory a lifecycle took (2026-12-05). Compares, hashes and reads as
/// its text.
#[derive(Clone)]
pub(crate) struct SharedKey(ThinArc<(), u8>);

impl SharedKey {
    pub fn new(key: &str) -> SharedKey {
        SharedKey(ThinArc::from_header_and_slice((), key.as_bytes()))
    }
}

impl From<&str> for SharedKey {
    fn from(key: &str) -> SharedKey {
        SharedKey::new(key)
    }
}

impl Deref for SharedKey {
    type Target = str;

    fn deref(&self) -> &str {
        // SAFETY: the bytes were a `str`'s (`new` is the only way one is made) and the text
        // behind a shared pointer never changes
        unsafe { std::str::from_utf8_unchecked(&self.0.slice) }
    }
}

impl Borrow<str> for SharedKey {
    fn borrow(&self) -> &str {
        self
    }
}

impl PartialEq for SharedKey {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for SharedKey {}

impl PartialOrd for SharedKey {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for SharedKey {
    fn cmp(&self, other: &Self) -> Ordering {
        (**self).cmp(&**other)
    }
}

impl Hash for SharedKey {
    /// As its text hashes (`Borrow<str>`: a set of keys is looked up by `&str`).
    fn hash<H: Hasher>(&self, state: &mut H) {
        (**self).hash(state)
    }
}

impl std::fmt::Debug for SharedKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;
    use std::hash::BuildHasher;

    #[test]
    fn a_shared_key_is_its_text_in_half_the_room() {
        assert_eq!(std::mem::size_of::<SharedKey>(), 8);
        assert_eq!(std::mem::size_of::<Option<SharedKey>>(), 8);
        for text in ["", "PAY#pay_1\u{1f}PAYMENT", "مكتبة بغداد#ک"] {
            let k = SharedKey::new(text);
            assert_eq!(&*k, text);
            assert_eq!(&*k.clone(), text);
            let s = std::collections::hash_map::RandomState::new();
            assert_eq!(s.hash_one(&k), s.hash_one(text));
        }
        let (a, b) = (SharedKey::new("A\u{1f}1"), SharedKey::new("A\u{1f}2"));
        assert!(a < b && a != b && a == SharedKey::new("A\u{1f}1"));
        let set: HashSet<SharedKey> = [a, b].into_iter().collect();
        assert!(set.contains("A\u{1f}2") && !set.contains("A"));
    }
}

/// A key's place in the order: its partition's (`log_items`' `Partition::place`), then the key.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Place {
    pub(super) partition: u64,
    pub(super) key: SharedKey,
}

impl Place {
    #[cfg(test)]
    pub fn new(partition: u64, key: &str) -> Place {
        Place {
            partition,
            key: key.into(),
        }
    }
}
