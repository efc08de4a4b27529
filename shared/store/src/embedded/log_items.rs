//! The log engine's items in memory: a hash map for what is read and written by key (every
//! write and most reads), and the keys in order beside it for ranges (queries, snapshots).
//! A point read hashes its key once instead of comparing it with a key at every level of a
//! tree of the whole store, each comparison a read of memory far away.

use std::collections::{BTreeSet, HashMap};
use std::ops::Bound;
use std::sync::Arc;

/// Main key -> the item, encoded. Keys are shared by the map and the order; values are
/// boxed to their length.
#[derive(Default)]
pub(crate) struct Items {
    by_key: HashMap<Arc<str>, Box<[u8]>>,
    order: BTreeSet<Arc<str>>,
}

impl Items {
    pub fn get(&self, key: &str) -> Option<&[u8]> {
        self.by_key.get(key).map(AsRef::as_ref)
    }

    /// Sets the item at `key` (a key already held keeps its place in the order).
    pub fn insert(&mut self, key: &str, value: Box<[u8]>) {
        if let Some(v) = self.by_key.get_mut(key) {
            *v = value;
            return;
        }
        let key: Arc<str> = Arc::from(key);
        self.order.insert(key.clone());
        self.by_key.insert(key, value);
    }

    pub fn remove(&mut self, key: &str) {
        if self.by_key.remove(key).is_some() {
            self.order.remove(key);
        }
    }

    pub fn len(&self) -> usize {
        self.by_key.len()
    }

    /// Every item, in no order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &[u8])> {
        self.by_key.iter().map(|(k, v)| (k.as_ref(), v.as_ref()))
    }

    /// The items whose keys are within the bounds, in key order (either way).
    pub fn range<'a>(
        &'a self,
        lo: Bound<&str>,
        hi: Bound<&str>,
    ) -> impl DoubleEndedIterator<Item = (&'a str, &'a [u8])> + 'a {
        self.order.range::<str, _>((lo, hi)).filter_map(|k| {
            // the two are changed together under the state's write lock
            self.by_key.get(k).map(|v| (k.as_ref(), v.as_ref()))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys<'a>(it: impl Iterator<Item = (&'a str, &'a [u8])>) -> Vec<String> {
        it.map(|(k, v)| format!("{k}={}", String::from_utf8_lossy(v)))
            .collect()
    }

    #[test]
    fn reads_by_key_and_in_order_agree_after_puts_rewrites_and_deletes() {
        let mut items = Items::default();
        for (k, v) in [("b", "1"), ("a", "2"), ("c", "3"), ("b", "4")] {
            items.insert(k, v.as_bytes().into());
        }
        items.remove("c");
        items.remove("absent");
        assert_eq!(items.len(), 2);
        assert_eq!(items.get("b"), Some(&b"4"[..]));
        assert_eq!(items.get("c"), None);
        let all = (Bound::Unbounded, Bound::Unbounded);
        assert_eq!(keys(items.range(all.0, all.1)), ["a=2", "b=4"]);
        assert_eq!(keys(items.range(all.0, all.1).rev()), ["b=4", "a=2"]);
        assert_eq!(
            keys(items.range(Bound::Excluded("a"), Bound::Included("z"))),
            ["b=4"]
        );
        let mut any = keys(items.iter());
        any.sort();
        assert_eq!(any, ["a=2", "b=4"]);
    }
}
