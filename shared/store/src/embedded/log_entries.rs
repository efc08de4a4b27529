//! The log engine's index and TTL entries in memory, each table in the order its reads need.
//! An index in an ordered set, with numbers beside every key that settle most comparisons
//! without reading the key (held elsewhere in memory, and sharing a long prefix with its
//! neighbours: `MER#<merchant>#`): its entries by their partition's place, as items are
//! ordered (`log_items::partition_place`), then by the first bytes of what follows the key's
//! first separator (the entry's sort key), then by the key. One merchant's payments or events
//! fill one index partition, whose entries all have the same place: their sort keys (times)
//! told them apart only by reading each key. An index is only ever read one partition at a
//! time (a query names its partition key), so it needs no order across partitions. The TTL
//! table is only ever read a whole second at a time up to now (the purge): its entries are
//! kept by the second they come due, each second's in a set by hash (`Entries`).

use super::keys::{entry_target, ENTRY_TABLES};
use super::log_items::partition_place;
use super::log_keys::SharedKey;
use crate::model::SEP;
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// The TTL table's place in `ENTRY_TABLES` (the last).
const TTL: usize = ENTRY_TABLES.len() - 1;

/// Bytes of the key after its first separator held beside it (`Tail`).
const TAIL_BYTES: usize = 24;

/// The first `TAIL_BYTES` bytes after a key's first separator, as big-endian numbers (zeros
/// past the end): numbers in the order of the bytes. Two keys of one index partition compare
/// as their tails do, and as the keys themselves when the tails are equal (a shorter tail's
/// zeros never order it after a longer one it starts).
type Tail = [u64; TAIL_BYTES / 8];

/// The tail that orders after every tail: the bound that ends a partition (`<pk>` and the
/// character after `SEP`, which has no separator).
const LAST: Tail = [u64::MAX; TAIL_BYTES / 8];

fn tail(key: &str) -> Tail {
    let bytes = key.as_bytes();
    let Some(at) = bytes.iter().position(|&b| b == SEP as u8) else {
        return [0; TAIL_BYTES / 8];
    };
    let rest = &bytes[at + 1..];
    let mut buf = [0u8; TAIL_BYTES];
    let n = rest.len().min(TAIL_BYTES);
    buf[..n].copy_from_slice(&rest[..n]);
    std::array::from_fn(|i| {
        let mut word = [0u8; 8];
        word.copy_from_slice(&buf[i * 8..i * 8 + 8]);
        u64::from_be_bytes(word)
    })
}

/// An index entry: the numbers it is ordered by first, and its key in two parts: the index's
/// partition and sort keys, and the main key of the item it points at, shared with the items'
/// table (`log_items::Items::shared`; the main key was half of an entry's text, held twice).
/// A bound of a range has no item: its key is `index` alone.
struct Entry {
    head: u64,
    tail: Tail,
    index: Box<str>,
    item: Option<SharedKey>,
}

impl Entry {
    /// The bytes of its key: `index`, then `SEP` and the item's main key.
    fn key_bytes(&self) -> impl Iterator<Item = u8> + '_ {
        let item = self.item.as_deref().unwrap_or("");
        let sep = self.item.is_some().then_some(SEP as u8);
        self.index.bytes().chain(sep).chain(item.bytes())
    }
}

impl PartialEq for Entry {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other).is_eq()
    }
}

impl Eq for Entry {}

impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Entry {
    /// As the keys themselves, settled most often by the numbers before them.
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (self.head, self.tail)
            .cmp(&(other.head, other.tail))
            .then_with(|| self.key_bytes().cmp(other.key_bytes()))
    }
}

/// What an entry of table `n` is kept by first: a TTL entry's second (its leading digits,
/// fixed-width, so the order is the keys' own), an index entry's partition place.
fn head(n: usize, key: &str) -> u64 {
    if n == TTL {
        key.bytes()
            .take_while(u8::is_ascii_digit)
            .fold(0u64, |t, d| {
                t.saturating_mul(10).saturating_add(u64::from(d - b'0'))
            })
    } else {
        partition_place(key)
    }
}

/// The entry of index `n` whose key is `key`, pointing at the item whose main key ends it
/// (`item`, shared; its text is not held again).
fn entry(n: usize, key: &str, item: SharedKey) -> Entry {
    let index = key
        .len()
        .checked_sub(item.len() + SEP.len_utf8())
        .filter(|&at| key.ends_with(&*item) && key[at..].starts_with(SEP))
        .map_or(key, |at| &key[..at]);
    Entry {
        head: head(n, key),
        tail: tail(key),
        index: index.into(),
        item: (index.len() < key.len()).then_some(item),
    }
}

/// A bound of a range of index `n`: a key, no item.
fn bound(n: usize, key: &str) -> Entry {
    Entry {
        head: head(n, key),
        tail: tail(key),
        index: key.into(),
        item: None,
    }
}

/// Each of `ENTRY_TABLES`: its entries. The TTL table's by the second they come due, each
/// second's the main keys of its items (shared with the items' table), in a set by hash: its
/// entries are only ever read a whole second at a time (`due`: the purge), and are written in
/// time order, nearly all at the end. In one ordered set of keys (until 2026-11-30) each went
/// down the right edge of a tree of every entry, read every key of each node it passed, and
/// compared its own with the keys of its second, which shared their first bytes
/// (`IDEM#<merchant>`): 1,000 instructions an entry, two a request.
#[derive(Default)]
pub(crate) struct Entries {
    /// The indexes' (`ENTRY_TABLES` but the last).
    tables: [BTreeSet<Entry>; TTL],
    ttl: BTreeMap<u64, HashSet<SharedKey>>,
}

/// A TTL entry's second and main key (`<ttl, 20 digits><SEP><main key>`).
fn ttl_parts(key: &str) -> (u64, &str) {
    (
        head(TTL, key),
        key.split_once(SEP).map_or("", |(_, main)| main),
    )
}

/// The main key of the item an entry of table `n` points at.
pub(crate) fn target(n: usize, key: &str) -> &str {
    if n == TTL {
        ttl_parts(key).1
    } else {
        entry_target(key)
    }
}

impl Entries {
    /// Adds the entry `key` of table `n`, which points at the item `item` (its main key, as
    /// the items' table shares it: the entry ends with it).
    pub fn insert(&mut self, n: usize, key: &str, item: SharedKey) {
        debug_assert_eq!(target(n, key), &*item);
        if n == TTL {
            self.ttl.entry(head(TTL, key)).or_default().insert(item);
            return;
        }
        self.tables[n].insert(entry(n, key, item));
    }

    pub fn remove(&mut self, n: usize, key: &str) {
        if n == TTL {
            let (second, main) = ttl_parts(key);
            self.remove_due(second, main);
            return;
        }
        self.tables[n].remove(&entry(n, key, entry_target(key).into()));
    }

    /// Removes the TTL entry of the item at `main` due at `second`.
    pub fn remove_due(&mut self, second: u64, main: &str) {
        if let Some(set) = self.ttl.get_mut(&second) {
            set.remove(main);
            if set.is_empty() {
                self.ttl.remove(&second);
            }
        }
    }

    /// The entries of the TTL table from key `lo` to key `hi` (both included), in key order:
    /// what a scan of the table reads (nothing does but tests; the purge reads `due`).
    pub fn ttl_range(&self, lo: &str, hi: &str) -> Vec<String> {
        let (from, to) = (head(TTL, lo), head(TTL, hi));
        if from > to {
            return vec![];
        }
        let mut rows: Vec<String> = self
            .ttl
            .range(from..=to)
            .flat_map(|(&second, set)| set.iter().map(move |k| ttl_key(second, k)))
            .filter(|k| (lo..=hi).contains(&k.as_str()))
            .collect();
        rows.sort_unstable();
        rows
    }

    /// The entries of index `n` (of `ENTRY_TABLES`, not the TTL table: `ttl_range`) from key
    /// `lo` to key `hi` (both included), in key order (either way): one partition, `lo`
    /// starting with the partition key and `SEP`; `hi` too, or the partition key followed by
    /// the character after `SEP`. Each as its two parts: the index's keys, and the main key of
    /// the item (the entry's key is the two joined by `SEP`).
    pub fn range<'a>(
        &'a self,
        n: usize,
        lo: &str,
        hi: &str,
    ) -> impl DoubleEndedIterator<Item = (&'a str, &'a str)> + use<'a> {
        // the partition's end has no separator: after every entry of the partition
        let mut end = bound(n, hi);
        if !hi.as_bytes().contains(&(SEP as u8)) {
            end.tail = LAST;
        }
        end.head = partition_place(lo);
        let first = bound(n, lo);
        // an index's partitions placed alike (the same place) interleave by their sort
        // keys: a read keeps to the entries of its own partition (`lo`'s, up to its `SEP`)
        let own = match lo.as_bytes().iter().position(|&b| b == SEP as u8) {
            Some(at) => lo.len().min(at + 1),
            None => 0,
        };
        let partition: Box<str> = lo[..own].into();
        let rows = if first <= end {
            self.tables[n].range(first..=end)
        } else {
            self.tables[n].range(bound(n, lo)..bound(n, lo))
        };
        rows.map(|e| (&*e.index, e.item.as_deref().unwrap_or("")))
            .filter(move |(k, _)| k.starts_with(&*partition))
    }

    /// The TTL entries before `upto` (a key of the TTL table's form), by their seconds,
    /// earliest first, each as its second and the main key of its item; those of one second
    /// in no particular order.
    pub fn due<'a, 'u>(
        &'a self,
        upto: &'u str,
    ) -> impl Iterator<Item = (u64, &'a SharedKey)> + use<'a, 'u> {
        let last = head(TTL, upto);
        self.ttl.range(..=last).flat_map(move |(&second, set)| {
            set.iter()
                .filter(move |k| second < last || ttl_key(second, k).as_str() < upto)
                .map(move |k| (second, k))
        })
    }
}

/// The TTL table's key of the item at `main` due at `second`.
fn ttl_key(second: u64, main: &str) -> String {
    format!("{second:020}{SEP}{main}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::embedded::keys::ttl_upto;
    use crate::model::SEP;
    use std::ops::Bound;

    fn k(parts: &[&str]) -> String {
        parts.join(&SEP.to_string())
    }

    /// Adds entry `e` of table `n`, pointing at the item its key ends with.
    fn add(entries: &mut Entries, n: usize, e: &str) {
        entries.insert(n, e, target(n, e).into());
    }

    /// Index `n`'s entries from `lo` to `hi`, their keys whole, forwards and backwards.
    fn read(entries: &Entries, n: usize, lo: &str, hi: &str) -> (Vec<String>, Vec<String>) {
        let whole = |(i, m): (&str, &str)| format!("{i}{SEP}{m}");
        let fwd = entries.range(n, lo, hi).map(whole).collect();
        let mut back: Vec<String> = entries.range(n, lo, hi).rev().map(whole).collect();
        back.reverse();
        (fwd, back)
    }

    /// The TTL entries due before `upto`, as keys of the TTL table.
    fn due(entries: &Entries, upto: &str) -> Vec<String> {
        entries.due(upto).map(|(s, m)| ttl_key(s, m)).collect()
    }

    /// Index entries of many partitions, some named alike or around SEP, read one partition at
    /// a time: each read gives exactly what the keys' own order gives for its bounds.
    #[test]
    fn a_partition_reads_as_in_the_keys_own_order() {
        let mut entries = Entries::default();
        let mut plain = BTreeSet::new();
        for n in 0..300 {
            for pk in ["MER#m#EVENTS", "MER#m#EVENTS ", "MER#m#EVENTS!", "MER#n"] {
                // the first two differ within the bytes held beside the key; the third only
                // past them (the key itself settles it)
                for sk in [
                    format!("2026-11-27T08:{:02}", n % 60),
                    format!("{n:04}"),
                    format!("2026-11-27T08:00:00.000000Z#{n:04}"),
                ] {
                    let e = k(&[pk, &sk, "PAY#p", &n.to_string()]);
                    add(&mut entries, 0, &e);
                    plain.insert(e);
                }
            }
        }
        // some go again
        for e in plain.iter().step_by(7).cloned().collect::<Vec<_>>() {
            entries.remove(0, &e);
            plain.remove(&e);
        }
        entries.remove(0, "absent");
        for (lo, hi) in [
            (k(&["MER#m#EVENTS", ""]), "MER#m#EVENTS\u{20}".to_string()),
            (
                k(&["MER#m#EVENTS", "2026"]),
                k(&["MER#m#EVENTS", "2026\u{10ffff}"]),
            ),
            (
                k(&["MER#m#EVENTS", "0100"]),
                k(&["MER#m#EVENTS", "0200\u{10ffff}"]),
            ),
            (k(&["MER#n", ""]), "MER#n\u{20}".to_string()),
            (k(&["MER#m#EVENTS", "9"]), k(&["MER#m#EVENTS", "0"])),
        ] {
            let want: Vec<&str> = if lo <= hi {
                plain
                    .range::<str, _>((Bound::Included(lo.as_str()), Bound::Included(hi.as_str())))
                    .map(String::as_str)
                    .collect()
            } else {
                vec![]
            };
            let (got, back) = read(&entries, 0, &lo, &hi);
            assert_eq!(got, want, "{lo:?}..={hi:?}");
            assert_eq!(back, want, "backwards");
        }
    }

    /// Index entries of two partitions placed alike, their sort keys interleaved: a read of
    /// either gives its own entries only, in order, either way.
    #[test]
    fn partitions_placed_alike_keep_to_their_own_entries() {
        let (p, q) = crate::embedded::log_items::tests::partitions_placed_alike();
        let mut entries = Entries::default();
        for n in 0..50 {
            for pk in [&p, &q] {
                add(&mut entries, 1, &k(&[pk, &format!("{n:02}"), "PAY#x", "P"]));
            }
        }
        for pk in [&p, &q] {
            let want: Vec<String> = (0..50)
                .map(|n| k(&[pk, &format!("{n:02}"), "PAY#x", "P"]))
                .collect();
            let (lo, hi) = (k(&[pk, ""]), format!("{pk}\u{20}"));
            let (fwd, back) = read(&entries, 1, &lo, &hi);
            assert_eq!(fwd, want);
            assert_eq!(back, want);
            let (lo, hi) = (k(&[pk, "10"]), k(&[pk, "19\u{10ffff}"]));
            assert_eq!(read(&entries, 1, &lo, &hi).0, want[10..20]);
            assert_eq!(entries.range(1, &hi, &lo).count(), 0);
        }
    }

    #[test]
    fn ttl_entries_come_due_in_time_order() {
        let mut entries = Entries::default();
        let ttl = |t: i64, main: &str| format!("{t:020}{SEP}{main}");
        let times = [
            5i64,
            1_764_000_000,
            1_764_000_001,
            999,
            0,
            i64::MAX,
            1_764_000_000,
        ];
        for (i, t) in times.iter().enumerate() {
            add(&mut entries, TTL, &ttl(*t, &format!("K{i}")));
        }
        entries.remove(TTL, &ttl(999, "K3"));
        entries.remove(TTL, &ttl(998, "K3")); // not there: nothing happens
        let upto = ttl_upto(1_764_000_000);
        let due = due(&entries, &upto);
        // by their seconds, those of one second in no particular order
        assert_eq!(due[..2], [ttl(0, "K4"), ttl(5, "K0")]);
        let mut last: Vec<String> = due[2..].to_vec();
        last.sort_unstable();
        assert_eq!(last, [ttl(1_764_000_000, "K1"), ttl(1_764_000_000, "K6")]);
        assert_eq!(entries.due(&ttl_upto(i64::MAX)).count(), 6);
        // a bound within a second: the keys before it in that second
        let within = ttl(1_764_000_000, "K5");
        let mut before = self::due(&entries, &within);
        before.sort_unstable();
        assert_eq!(
            before,
            [ttl(0, "K4"), ttl(5, "K0"), ttl(1_764_000_000, "K1")]
        );
        let (lo, hi) = (ttl(5, ""), ttl(1_764_000_000, "K1"));
        assert_eq!(
            entries.ttl_range(&lo, &hi),
            [ttl(5, "K0"), ttl(1_764_000_000, "K1")]
        );
        let all = entries.ttl_range(&ttl(0, ""), &ttl_upto(i64::MAX));
        assert_eq!(all.len(), 6);
        assert!(all.windows(2).all(|w| w[0] < w[1]), "in key order");
        // bounds out of order, and bounds not of the TTL form: nothing, never a panic
        assert_eq!(entries.ttl_range(&hi, &lo).len(), 0);
        assert_eq!(entries.ttl_range("10", "5").len(), 0);
        assert_eq!(entries.due(&ttl_upto(0)).count(), 1);
        // a second's last entry removed: the second goes with it
        entries.remove(TTL, &ttl(0, "K4"));
        assert_eq!(entries.due(&ttl_upto(0)).count(), 0);
        assert!(!entries.ttl.contains_key(&0));
    }

    /// Many entries of one second (as a load writes them: one merchant's idempotency
    /// records), some removed again: `due` gives each of the rest once.
    #[test]
    fn a_crowded_second_gives_each_entry_once() {
        let mut entries = Entries::default();
        let ttl = |n: usize| format!("{:020}{SEP}IDEM#mer_0123456789abcdef01234567{SEP}{n:05}", 7);
        for n in 0..3_000 {
            add(&mut entries, TTL, &ttl(n));
        }
        for n in (0..3_000).step_by(3) {
            entries.remove(TTL, &ttl(n));
        }
        let mut due = due(&entries, &ttl_upto(7));
        due.sort_unstable();
        let want: Vec<String> = (0..3_000).filter(|n| n % 3 != 0).map(ttl).collect();
        assert_eq!(due, want);
        assert_eq!(entries.due(&ttl_upto(6)).count(), 0);
    }
}
