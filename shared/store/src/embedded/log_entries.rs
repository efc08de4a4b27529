//! The log engine's index and TTL entries in memory, each table in the order its reads need.
//!
//! An index is only ever read one partition at a time (a query names its partition key), so
//! its entries are kept by partition (`Index`: a map from the index's partition key, held
//! once), and each partition's in order, in blocks of up to `BLOCK` entries (`Block`): each
//! entry's sort key front-coded against the one before it (the bytes it shares with it counted,
//! not held again: one merchant's events share `<created>` to the second and more), beside the
//! shared main key of the item it points at. An entry held as its own node of an ordered set,
//! its index's keys in a string of their own, took about 130 bytes; here about the length of
//! what its sort key does not share with its neighbour, and 8 bytes (2026-12-06,
//! docs/speed.md). Most entries come at the end of their partition (sort keys begin with a
//! time): the last block is appended to, and a full one left as it is while the next begins.
//!
//! The TTL table is only ever read a whole second at a time up to now (the purge): its
//! entries are kept by the second they come due, each second's in a set by hash (`Entries`).

use super::keys::{entry_target, ENTRY_TABLES};
use super::log_keys::SharedKey;
use crate::model::{StoreError, SEP};
use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap, HashSet};

/// The TTL table's place in `ENTRY_TABLES` (the last).
const TTL: usize = ENTRY_TABLES.len() - 1;

/// Entries in one block at most.
const BLOCK: usize = 32;

const SEP_BYTE: u8 = SEP as u8;

/// An entry's text after its partition key and `SEP` (`<sort key><SEP><main key>`) against
/// another's, as the entries' keys order: byte by byte, a shorter text first.
fn cmp_rest(a: (&[u8], &str), b: (&[u8], &str)) -> Ordering {
    let n = a.0.len().min(b.0.len());
    match a.0[..n].cmp(&b.0[..n]) {
        Ordering::Equal if a.0.len() == b.0.len() => a.1.cmp(b.1),
        Ordering::Equal => joined(a).cmp(joined(b)),
        o => o,
    }
}

/// An entry's text after its partition key against a bound of a range (a text of that form).
fn cmp_bound(a: (&[u8], &str), bound: &[u8]) -> Ordering {
    let n = a.0.len().min(bound.len());
    match a.0[..n].cmp(&bound[..n]) {
        Ordering::Equal => joined(a).cmp(bound.iter().copied()),
        o => o,
    }
}

fn joined<'a>((sort, main): (&'a [u8], &'a str)) -> impl Iterator<Item = u8> + 'a {
    sort.iter()
        .copied()
        .chain(std::iter::once(SEP_BYTE))
        .chain(main.bytes())
}

fn put_varint(out: &mut Vec<u8>, mut n: usize) {
    while n >= 0x80 {
        out.push(n as u8 | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

fn varint(bytes: &[u8], at: &mut usize) -> usize {
    let mut n = 0;
    let mut shift = 0;
    loop {
        let b = bytes[*at];
        *at += 1;
        n |= usize::from(b & 0x7f) << shift;
        if b < 0x80 {
            return n;
        }
        shift += 7;
    }
}

/// Bytes `a` and `b` begin with alike.
fn shared_len(a: &[u8], b: &[u8]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// Up to `BLOCK` entries of one partition, in order: their sort keys front-coded in `keys`
/// (each as the number of bytes it shares with the one before, the number that follow and
/// those bytes, the numbers as LEB128 varints; the first shares none), the main keys of the
/// items they point at in `items`.
struct Block {
    keys: Vec<u8>,
    items: Vec<SharedKey>,
}

/// A block's sort keys written out, one after another in `text`, each ending at its place in
/// `ends`.
#[derive(Default)]
struct Decoded {
    text: Vec<u8>,
    ends: Vec<usize>,
}

impl Decoded {
    fn get(&self, i: usize) -> &[u8] {
        let from = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.text[from..self.ends[i]]
    }
}

impl Block {
    fn of(entries: &[(&[u8], SharedKey)]) -> Block {
        let mut keys = Vec::new();
        let mut last: &[u8] = &[];
        for (sort, _) in entries {
            let shared = shared_len(last, sort);
            put_varint(&mut keys, shared);
            put_varint(&mut keys, sort.len() - shared);
            keys.extend_from_slice(&sort[shared..]);
            last = sort;
        }
        keys.shrink_to_fit();
        Block {
            keys,
            items: entries.iter().map(|(_, item)| item.clone()).collect(),
        }
    }

    /// The first entry's sort key (held whole) and item.
    fn first(&self) -> (&[u8], &str) {
        let mut at = 0;
        varint(&self.keys, &mut at);
        let len = varint(&self.keys, &mut at);
        (&self.keys[at..at + len], &self.items[0])
    }

    /// Every sort key, written out into `out`.
    fn decode(&self, out: &mut Decoded) {
        out.text.clear();
        out.ends.clear();
        let mut at = 0;
        let mut from = 0;
        while at < self.keys.len() {
            let shared = varint(&self.keys, &mut at);
            let len = varint(&self.keys, &mut at);
            let start = out.text.len();
            out.text.extend_from_within(from..from + shared);
            out.text.extend_from_slice(&self.keys[at..at + len]);
            at += len;
            from = start;
            out.ends.push(out.text.len());
        }
    }

    /// Adds an entry after every one it holds (`last`: its last sort key).
    fn push(&mut self, last: &[u8], sort: &[u8], item: SharedKey) {
        let shared = shared_len(last, sort);
        put_varint(&mut self.keys, shared);
        put_varint(&mut self.keys, sort.len() - shared);
        self.keys.extend_from_slice(&sort[shared..]);
        self.items.push(item);
        if self.items.len() == BLOCK {
            // full: it is appended to no more (the next entry begins a block)
            self.keys.shrink_to_fit();
        }
    }
}

/// One partition's entries, in order, in blocks.
#[derive(Default)]
struct Part {
    blocks: Vec<Block>,
}

impl Part {
    /// The block an entry at or after `at` (compared by `cmp`) would be in: the last whose
    /// first entry is not after it (the first block if there is none).
    fn block_of(&self, cmp: impl Fn((&[u8], &str)) -> Ordering) -> usize {
        self.blocks
            .partition_point(|b| cmp(b.first()) != Ordering::Greater)
            .saturating_sub(1)
    }

    /// Adds the entry (nothing if it is there already).
    fn insert(&mut self, sort: &[u8], item: SharedKey, buf: &mut Decoded) {
        if self.blocks.is_empty() {
            self.blocks.push(Block::of(&[(sort, item)]));
            return;
        }
        let i = self.block_of(|e| cmp_rest(e, (sort, &item)));
        let last_block = i + 1 == self.blocks.len();
        let block = &mut self.blocks[i];
        block.decode(buf);
        let n = block.items.len();
        // the entries before it: most often all of them (it comes at the end)
        let at = (0..n)
            .rev()
            .find(|&j| cmp_rest((buf.get(j), &block.items[j]), (sort, &item)).is_lt())
            .map_or(0, |j| j + 1);
        if at < n && cmp_rest((buf.get(at), &block.items[at]), (sort, &item)).is_eq() {
            return;
        }
        if at == n && n < BLOCK {
            block.push(buf.get(n - 1), sort, item);
            return;
        }
        if at == n && last_block {
            // the end of the partition: a full block stays as it is, the next begins
            self.blocks.push(Block::of(&[(sort, item)]));
            return;
        }
        let mut all: Vec<(&[u8], SharedKey)> = (0..n)
            .map(|j| (buf.get(j), block.items[j].clone()))
            .collect();
        all.insert(at, (sort, item));
        if all.len() > BLOCK {
            let (a, b) = all.split_at(all.len() / 2);
            self.blocks[i] = Block::of(a);
            self.blocks.insert(i + 1, Block::of(b));
        } else {
            self.blocks[i] = Block::of(&all);
        }
    }

    /// Takes the entry away (nothing if it is not there).
    fn remove(&mut self, sort: &[u8], item: &str, buf: &mut Decoded) {
        if self.blocks.is_empty() {
            return;
        }
        let i = self.block_of(|e| cmp_rest(e, (sort, item)));
        let block = &self.blocks[i];
        block.decode(buf);
        let n = block.items.len();
        let Some(at) = (0..n).find(|&j| buf.get(j) == sort && &*block.items[j] == item) else {
            return;
        };
        if n == 1 {
            self.blocks.remove(i);
            return;
        }
        let all: Vec<(&[u8], SharedKey)> = (0..n)
            .filter(|&j| j != at)
            .map(|j| (buf.get(j), block.items[j].clone()))
            .collect();
        self.blocks[i] = Block::of(&all);
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.blocks.iter().map(|b| b.items.len()).sum()
    }
}

/// One index's entries, by partition key.
#[derive(Default)]
struct Index {
    parts: HashMap<Box<str>, Part>,
}

/// Whether `hi`, which does not begin with `partition` and `SEP`, orders after every key that
/// does.
fn after_partition(hi: &str, partition: &str) -> bool {
    let n = partition.len().min(hi.len());
    match hi.as_bytes()[..n].cmp(&partition.as_bytes()[..n]) {
        Ordering::Equal => hi.len() > partition.len() && hi.as_bytes()[n] > SEP_BYTE,
        o => o.is_gt(),
    }
}

/// An index entry's key in its parts: the partition key, the sort key and the main key of its
/// item (`<partition><SEP><sort><SEP><main>`; the main key holds one `SEP`). None if it has
/// not that form.
fn entry_parts<'a>(key: &'a str, main: &str) -> Option<(&'a str, &'a str)> {
    let index = key
        .len()
        .checked_sub(main.len() + SEP.len_utf8())
        .filter(|&at| key.ends_with(main) && key[at..].starts_with(SEP))
        .map(|at| &key[..at])?;
    index.split_once(SEP)
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
    tables: [Index; TTL],
    ttl: BTreeMap<u64, HashSet<SharedKey>>,
    /// Where a block is written out while it is read or changed.
    buf: Decoded,
}

/// What a TTL entry is kept by: its second (its leading digits, fixed-width, so the order is
/// the keys' own).
fn second_of(key: &str) -> u64 {
    key.bytes()
        .take_while(u8::is_ascii_digit)
        .fold(0u64, |t, d| {
            t.saturating_mul(10).saturating_add(u64::from(d - b'0'))
        })
}

/// A TTL entry's second and main key (`<ttl, 20 digits><SEP><main key>`).
fn ttl_parts(key: &str) -> (u64, &str) {
    (
        second_of(key),
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
            self.ttl.entry(second_of(key)).or_default().insert(item);
            return;
        }
        let Some((partition, sort)) = entry_parts(key, &item) else {
            debug_assert!(false, "an index entry of another form: {key:?}");
            return;
        };
        let parts = &mut self.tables[n].parts;
        let part = match parts.get_mut(partition) {
            Some(part) => part,
            None => parts.entry(partition.into()).or_default(),
        };
        part.insert(sort.as_bytes(), item, &mut self.buf);
    }

    pub fn remove(&mut self, n: usize, key: &str) {
        if n == TTL {
            let (second, main) = ttl_parts(key);
            self.remove_due(second, main);
            return;
        }
        let main = entry_target(key);
        let Some((partition, sort)) = entry_parts(key, main) else {
            return;
        };
        let parts = &mut self.tables[n].parts;
        if let Some(part) = parts.get_mut(partition) {
            part.remove(sort.as_bytes(), main, &mut self.buf);
            if part.blocks.is_empty() {
                parts.remove(partition);
            }
        }
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
        let (from, to) = (second_of(lo), second_of(hi));
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

    /// Hands `each` the entries of index `n` (of `ENTRY_TABLES`, not the TTL table:
    /// `ttl_range`) from key `lo` to key `hi` (both included), in key order or backwards,
    /// until it says to stop: one partition, `lo` starting with the partition key and `SEP`
    /// (or the partition key alone: from its first entry); `hi` too, or the partition key
    /// followed by the character after `SEP` (to its last). Each as its two parts: the
    /// index's keys, and the main key of the item (the entry's key is the two joined by
    /// `SEP`).
    pub fn visit(
        &self,
        n: usize,
        (lo, hi): (&str, &str),
        forward: bool,
        each: &mut dyn FnMut(&str, &str) -> Result<bool, StoreError>,
    ) -> Result<(), StoreError> {
        let (partition, from) = match lo.split_once(SEP) {
            Some((p, rest)) => (p, Some(rest.as_bytes())),
            None => (lo, None),
        };
        let to = match hi.strip_prefix(partition).and_then(|h| h.strip_prefix(SEP)) {
            Some(rest) => Some(rest.as_bytes()),
            // past every entry of the partition (`<partition><SEP>…`), or before them all
            None if after_partition(hi, partition) => None,
            None => return Ok(()),
        };
        if let (Some(f), Some(t)) = (from, to) {
            if f > t {
                return Ok(());
            }
        }
        let Some(part) = self.tables[n].parts.get(partition) else {
            return Ok(());
        };
        let before_from = |e: (&[u8], &str)| from.is_some_and(|f| cmp_bound(e, f).is_lt());
        let after_to = |e: (&[u8], &str)| to.is_some_and(|t| cmp_bound(e, t).is_gt());
        let mut buf = Decoded::default();
        let mut key = String::with_capacity(partition.len() + 64);
        let mut visit = |sort: &[u8], main: &str| {
            key.truncate(0);
            key.push_str(partition);
            key.push(SEP);
            // the bytes of a sort key a `&str` gave (`insert`), written out whole
            key.push_str(std::str::from_utf8(sort).unwrap_or_default());
            each(&key, main)
        };
        if forward {
            let first = from.map_or(0, |f| part.block_of(|e| cmp_bound(e, f)));
            for block in &part.blocks[first..] {
                block.decode(&mut buf);
                for (j, item) in block.items.iter().enumerate() {
                    let e = (buf.get(j), &**item);
                    if before_from(e) {
                        continue;
                    }
                    if after_to(e) || visit(e.0, e.1)? {
                        return Ok(());
                    }
                }
            }
        } else {
            let last = to.map_or(part.blocks.len().saturating_sub(1), |t| {
                part.block_of(|e| cmp_bound(e, t))
            });
            for block in part.blocks[..=last.min(part.blocks.len() - 1)].iter().rev() {
                block.decode(&mut buf);
                for (j, item) in block.items.iter().enumerate().rev() {
                    let e = (buf.get(j), &**item);
                    if after_to(e) {
                        continue;
                    }
                    if before_from(e) || visit(e.0, e.1)? {
                        return Ok(());
                    }
                }
            }
        }
        Ok(())
    }

    /// Entries of index `n` (for tests and counts).
    #[cfg(test)]
    fn len(&self, n: usize) -> usize {
        self.tables[n].parts.values().map(Part::len).sum()
    }

    /// The TTL entries before `upto` (a key of the TTL table's form), by their seconds,
    /// earliest first, each as its second and the main key of its item; those of one second
    /// in no particular order.
    pub fn due<'a, 'u>(
        &'a self,
        upto: &'u str,
    ) -> impl Iterator<Item = (u64, &'a SharedKey)> + use<'a, 'u> {
        let last = second_of(upto);
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
    use std::collections::BTreeSet;
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
        let mut fwd = vec![];
        let mut back = vec![];
        for (forward, rows) in [(true, &mut fwd), (false, &mut back)] {
            entries
                .visit(n, (lo, hi), forward, &mut |i, m| {
                    rows.push(format!("{i}{SEP}{m}"));
                    Ok(false)
                })
                .unwrap();
        }
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

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
        /// Entries added and taken away in any order, in partitions of hundreds (blocks split
        /// in the middle, filled at the end, emptied), sort keys sharing prefixes of every
        /// length and some alike with different items: every read of a range, either way,
        /// gives what the keys' own order gives, and stopping early stops.
        #[test]
        fn blocks_read_as_the_keys_own_order(
            ops in proptest::collection::vec((0u8..3, 0u16..400, 0u8..3, proptest::bool::ANY), 1..900),
            bounds in proptest::collection::vec((0u16..420, 0u16..420), 1..12),
        ) {
            let mut entries = Entries::default();
            let mut plain = BTreeSet::new();
            let key = |p: u8, n: u16, item: u8| {
                let pk = ["MER#m#EVENTS", "MER#m#EVENTS#x", "MER#m"][usize::from(p)];
                // a time, more of it shared the closer the numbers are; one in five alike
                let sk = format!("2026-12-06T07:{:02}:{:02}.{:03}Z", n / 60 % 60, n % 60, n / 5);
                k(&[pk, &sk, "PAY#pay_0123456789abcdef", &format!("P{item}")])
            };
            for (p, n, item, add) in ops {
                let e = key(p, n, item);
                if add {
                    entries.insert(0, &e, target(0, &e).into());
                    plain.insert(e);
                } else {
                    entries.remove(0, &e);
                    plain.remove(&e);
                }
            }
            proptest::prop_assert_eq!(entries.len(0), plain.len());
            for p in 0..3u8 {
                let pk = ["MER#m#EVENTS", "MER#m#EVENTS#x", "MER#m"][usize::from(p)];
                let whole = (k(&[pk, ""]), format!("{pk}\u{20}"));
                let mut ranges = vec![whole];
                for (a, b) in &bounds {
                    let sk = |n: u16| format!("2026-12-06T07:{:02}:{:02}", n / 60 % 60, n % 60);
                    ranges.push((k(&[pk, &sk(*a)]), k(&[pk, &sk(*b)])));
                    ranges.push((key(p, *a, 1), key(p, *b, 1)));
                }
                for (lo, hi) in ranges {
                    let want: Vec<&String> = if lo <= hi {
                        plain.range::<String, _>((Bound::Included(&lo), Bound::Included(&hi))).collect()
                    } else {
                        vec![]
                    };
                    let (fwd, back) = read(&entries, 0, &lo, &hi);
                    proptest::prop_assert_eq!(fwd.iter().collect::<Vec<_>>(), want.clone());
                    proptest::prop_assert_eq!(back.iter().collect::<Vec<_>>(), want.clone());
                    // a read that stops after three
                    let mut got = vec![];
                    entries.visit(0, (&lo, &hi), true, &mut |i, m| {
                        got.push(format!("{i}{SEP}{m}"));
                        Ok(got.len() == 3)
                    }).unwrap();
                    proptest::prop_assert_eq!(got.iter().collect::<Vec<_>>(), want.iter().take(3).copied().collect::<Vec<_>>());
                }
            }
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
