//! The log engine's items in memory: a hash map for what is read and written by key (every
//! write and most reads), and the keys in order beside it for ranges (queries, snapshots).
//! A point read hashes its key once instead of comparing it with a key at every level of a
//! tree of the whole store, each comparison a read of memory far away.
//!
//! The order is DynamoDB's: partitions in no particular order (here by their kind, then the
//! order in which they were made), the items of one partition by key. Each partition held is
//! numbered when its first item comes, in a table of its own beside the items': a new item,
//! most often the first of its partition (a payment, an event, an idempotency record), goes
//! at the end of its kind's run in the order, where the last new partition of that kind
//! went, down a path of the tree that the last insert left in the cache (placed by a hash, it
//! went to a random place in a tree of every item, five or six levels of nodes read cold).

use super::log_keys::{Place, SharedKey};
use super::log_touched::Touched;
use super::log_values::Loc;
use crate::model::SEP;
use hashbrown::hash_table::Entry;
use std::collections::{BTreeSet, VecDeque};
use std::hash::{BuildHasher, RandomState};
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

/// A main key's partition key: its text before the first `SEP` (the whole key without one).
fn partition_of(key: &str) -> &str {
    // SEP is one byte (ASCII): a plain search for it, not a `str` pattern's
    key.as_bytes()
        .iter()
        .position(|&b| b == SEP as u8)
        .map_or(key, |n| &key[..n])
}

/// A partition key's kind: its first four bytes, in the high half of a place.
fn kind_of(partition: &str) -> u64 {
    let mut kind = [0u8; 4];
    let n = partition.len().min(4);
    kind[..n].copy_from_slice(&partition.as_bytes()[..n]);
    u64::from(u32::from_be_bytes(kind)) << 32
}

/// The place of `key`'s partition, counting one more item in it (numbering it if new): the
/// items' partitions, the number the next new one is given and the hasher (fields of `Items`,
/// apart so a new item's slot may be held meanwhile).
fn partition_joined(
    partitions: &mut hashbrown::HashTable<Partition>,
    made: &mut u64,
    hasher: &RandomState,
    key: &SharedKey,
) -> u64 {
    let pk = partition_of(key);
    let hash = hasher.hash_one(pk);
    match partitions.entry(hash, |p| p.hash == hash, |p| p.hash) {
        Entry::Occupied(mut held) => {
            let p = held.get_mut();
            p.items += 1;
            kind_of(pk) | u64::from(p.number)
        }
        Entry::Vacant(new) => {
            // the low half wraps after four billion partitions: places of one kind may then
            // be equal, and keys of equal places are ordered by the keys themselves
            let number = *made as u32;
            *made += 1;
            new.insert(Partition {
                hash,
                items: 1,
                number,
            });
            kind_of(pk) | u64::from(number)
        }
    }
}

/// A partition that holds items: the number it was given when its first item came (the low
/// half of its place in the order, its kind the high: `kind_of` its key) and how many items it
/// holds (it goes with the last). It is known by its key's hash alone (seeded, 64 bits), not its key: were two
/// partitions' hashes ever equal they would share a place, and the order would still be the
/// keys' own (keys of one place are ordered by the keys themselves, and a partition's keys all
/// begin with its key and `SEP`), so no read would find a key of the other. Its key's text
/// held with it was 40% of the table (16 bytes of 40, and half of all items are alone in
/// their partition).
struct Partition {
    hash: u64,
    items: u32,
    number: u32,
}

/// Main key -> the item: where its value lies in the log (`Loc`), and the value itself while
/// memory keeps it (`Cache`). Keys are shared by the table, the order and the entries. The
/// table by key is hashbrown's `HashTable` of slot numbers (`Slots`), each slot holding its
/// key's hash: a new key is hashed once, and the table never hashes its keys again when it
/// grows (a map rehashes every key it holds each time it doubles, and SipHash over long keys
/// was 1.8% of the server's CPU, on the committer thread that every write waits for). The
/// hash is std's seeded SipHash, as before (keys carry merchant-chosen text:
/// docs/decisions.md).
#[derive(Default)]
pub(crate) struct Items {
    by_key: hashbrown::HashTable<u32>,
    slots: Slots,
    partitions: hashbrown::HashTable<Partition>,
    /// The number the next new partition is given.
    made: u64,
    hasher: RandomState,
    order: BTreeSet<Place>,
    /// What is noted of the places written (set or removed) since the snapshot being written
    /// or last written began, once one has (`log_touched`): None before.
    /// (`track`): a snapshot copies the last one's records whose ranges none of them falls in.
    touched: Option<Touched>,
    cache: Cache,
}

/// Which values memory keeps: those written or read most lately, up to `budget` bytes of
/// them, the others on disk only. Each value kept is queued as it comes; when the values kept
/// pass the budget the oldest go, but one read since it was queued is queued again instead
/// (the second chance of the CLOCK algorithm: what every request reads, a merchant's key and
/// accounts, stays).
struct Cache {
    /// Bytes of values kept at most (`usize::MAX`: every value, as a store with no log keeps).
    budget: usize,
    bytes: usize,
    /// How many values memory keeps.
    kept: usize,
    /// The values kept, oldest first, and what is left of values that went (rewritten,
    /// deleted): those are skipped when they come to the front, and taken out when they
    /// outnumber the values kept (`evict`).
    queue: VecDeque<(SharedKey, u64)>,
    /// The number the next value queued is given.
    next: u64,
}

/// The queue is swept of values no longer kept when it holds more than twice the values kept
/// and this many more.
const QUEUE_SLACK: usize = 1_024;

impl Default for Cache {
    fn default() -> Self {
        Cache {
            budget: usize::MAX,
            bytes: 0,
            kept: 0,
            queue: VecDeque::new(),
            next: 0,
        }
    }
}

impl Cache {
    /// A value kept goes (rewritten, deleted, evicted).
    fn gone(&mut self, v: &Cached) {
        self.bytes -= v.bytes.len();
        self.kept -= 1;
    }

    /// Queues a value kept for `key` (when there is a budget to keep); its number.
    fn queue(&mut self, key: &SharedKey, len: usize) -> u64 {
        self.bytes += len;
        self.kept += 1;
        let n = self.next;
        self.next += 1;
        if self.budget != usize::MAX {
            self.queue.push_back((key.clone(), n));
        }
        n
    }
}

/// The items' slots, each at a number that stays while its item does: the table by key holds
/// the numbers, 4 bytes a bucket where a slot is 64 (a hash table's buckets are from half to
/// seven eighths full: slots held in it took 1.5 to 2 times their size, a third of the
/// memory the items took). Kept in chunks that never move (one vector of millions of slots
/// grown by copying it whole would hold the committer meanwhile); a number freed is given
/// again.
#[derive(Default)]
struct Slots {
    chunks: Vec<Vec<Option<Slot>>>,
    free: Vec<u32>,
}

/// Slots in a chunk: 4,096 (256 KiB).
const CHUNK_BITS: u32 = 12;
const CHUNK: usize = 1 << CHUNK_BITS;

impl Slots {
    fn at(n: u32) -> (usize, usize) {
        ((n >> CHUNK_BITS) as usize, n as usize & (CHUNK - 1))
    }

    /// The slot numbered `n`, which the table by key holds (a number it holds is a slot's).
    fn get(&self, n: u32) -> &Slot {
        let (c, i) = Slots::at(n);
        self.chunks[c][i]
            .as_ref()
            .expect("the table by key holds only slots' numbers")
    }

    fn get_mut(&mut self, n: u32) -> &mut Slot {
        let (c, i) = Slots::at(n);
        self.chunks[c][i]
            .as_mut()
            .expect("the table by key holds only slots' numbers")
    }

    /// Keeps `slot`; its number.
    fn add(&mut self, slot: Slot) -> u32 {
        if let Some(n) = self.free.pop() {
            let (c, i) = Slots::at(n);
            self.chunks[c][i] = Some(slot);
            return n;
        }
        if self.chunks.last().is_none_or(|c| c.len() == CHUNK) {
            self.chunks.push(Vec::with_capacity(CHUNK));
        }
        let c = self.chunks.len() - 1;
        let chunk = &mut self.chunks[c];
        chunk.push(Some(slot));
        // memory runs out long before four billion items (hundreds of gigabytes)
        u32::try_from((c << CHUNK_BITS) | (chunk.len() - 1))
            .expect("fewer than four billion items in memory")
    }

    /// Gives up the slot numbered `n` (its number is given again).
    fn take(&mut self, n: u32) -> Slot {
        let (c, i) = Slots::at(n);
        let slot = self.chunks[c][i]
            .take()
            .expect("the table by key holds only slots' numbers");
        self.free.push(n);
        slot
    }

    #[cfg(test)]
    fn iter(&self) -> impl Iterator<Item = &Slot> {
        self.chunks.iter().flatten().flatten()
    }
}

struct Slot {
    hash: u64,
    key: SharedKey,
    /// Its partition's place (the order's first half).
    partition: u64,
    /// Where its value lies in the log (`Loc::NONE` in a store with no log).
    loc: Loc,
    /// The value, while memory keeps it (boxed with what the cache notes of it: a slot of an
    /// item on disk only, most of them, is that much smaller).
    value: Option<Box<Cached>>,
}

/// A value memory keeps: its bytes, the number it was queued with (`Cache`), and whether it
/// was read since.
struct Cached {
    bytes: Box<[u8]>,
    queued: u64,
    read: AtomicBool,
}

impl Cached {
    fn new(bytes: Box<[u8]>, queued: u64) -> Box<Cached> {
        Box::new(Cached {
            bytes,
            queued,
            read: AtomicBool::new(false),
        })
    }
}

impl Slot {
    /// Its value, not noting a read (a snapshot's, a replay's).
    fn peek(&self) -> Held<'_> {
        match &self.value {
            Some(v) => Held::Mem(&v.bytes),
            None => Held::Disk(self.loc),
        }
    }

    /// Its value, noting the read (`Cache`).
    fn held(&self) -> Held<'_> {
        match &self.value {
            Some(v) => {
                if !v.read.load(Relaxed) {
                    v.read.store(true, Relaxed);
                }
                Held::Mem(&v.bytes)
            }
            None => Held::Disk(self.loc),
        }
    }
}

/// An item's value as the table holds it: in memory, or at its place on disk (read it with
/// `log_values::Reader`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Held<'a> {
    Mem(&'a [u8]),
    Disk(Loc),
}

impl<'a> Held<'a> {
    /// The value held in memory (tests: their stores keep every value).
    #[cfg(test)]
    pub fn mem(self) -> &'a [u8] {
        match self {
            Held::Mem(v) => v,
            Held::Disk(loc) => panic!("on disk at {loc:?}"),
        }
    }
}

impl Items {
    /// Keeps at most `bytes` of values in memory from now on (the others are read from disk).
    pub fn set_budget(&mut self, bytes: usize) {
        self.cache.budget = bytes;
        self.evict();
    }

    /// Bytes of values memory keeps.
    #[cfg(test)]
    pub fn cached_bytes(&self) -> usize {
        self.cache.bytes
    }

    /// Makes room for `n` more items in the table by key at once (the open knows how many
    /// the snapshot holds): the table is not grown and rehashed step by step meanwhile.
    pub fn reserve(&mut self, n: usize) {
        let slots = &self.slots;
        self.by_key.reserve(n, |&at| slots.get(at).hash);
    }

    /// `key`'s hash in this table (for `get_hashed`, `insert_hashed` and `remove_hashed`).
    pub fn hash(&self, key: &str) -> u64 {
        self.hasher.hash_one(key)
    }

    pub fn get(&self, key: &str) -> Option<Held<'_>> {
        self.get_hashed(self.hash(key), key)
    }

    /// The slot of `key` (its hash `hash`), and its number.
    fn find(&self, hash: u64, key: &str) -> Option<(u32, &Slot)> {
        let slots = &self.slots;
        let n = *self.by_key.find(hash, |&n| &*slots.get(n).key == key)?;
        Some((n, slots.get(n)))
    }

    fn find_mut(&mut self, hash: u64, key: &str) -> Option<&mut Slot> {
        let n = self.find(hash, key)?.0;
        Some(self.slots.get_mut(n))
    }

    /// `get` of a key whose hash (`hash`) is known.
    pub fn get_hashed(&self, hash: u64, key: &str) -> Option<Held<'_>> {
        self.find(hash, key).map(|(_, s)| s.held())
    }

    /// `key` as this table holds it, shared (an entry that points at the item holds it so).
    pub fn shared(&self, key: &str) -> Option<SharedKey> {
        self.find(self.hash(key), key).map(|(_, s)| s.key.clone())
    }

    /// Where `key`'s value lies in the log, and `key` shared (`shared`).
    pub fn shared_at(&self, key: &str) -> Option<(Loc, SharedKey)> {
        self.find(self.hash(key), key)
            .map(|(_, s)| (s.loc, s.key.clone()))
    }

    /// Sets the item at `key` to a value held in memory only (tests).
    #[cfg(test)]
    pub fn insert(&mut self, key: &str, value: Box<[u8]>) {
        self.insert_hashed(self.hash(key), key, Some(value), Loc::NONE);
    }

    /// Sets the item at `key` (its hash `hash`) to the value at `loc`, kept in memory too when
    /// given (a key already held keeps its place in the order). Its key as the table holds it
    /// (shared: an entry that points at the item holds it so) and, if it was held already,
    /// where its former value lies: one look-up for what took three (the open makes one a
    /// stored item, 2026-12-07).
    pub fn insert_hashed(
        &mut self,
        hash: u64,
        key: &str,
        value: Option<Box<[u8]>>,
        loc: Loc,
    ) -> (SharedKey, Option<Loc>) {
        match self.find(hash, key).map(|(n, _)| n) {
            Some(n) => {
                let slot = self.slots.get_mut(n);
                if let Some(old) = slot.value.take() {
                    self.cache.gone(&old);
                }
                slot.value = value.map(|v| {
                    let queued = self.cache.queue(&slot.key, v.len());
                    Cached::new(v, queued)
                });
                let before = std::mem::replace(&mut slot.loc, loc);
                if let Some(touched) = self.touched.as_mut() {
                    touched.note(&Place {
                        partition: slot.partition,
                        key: slot.key.clone(),
                    });
                }
                (slot.key.clone(), Some(before))
            }
            None => {
                let key: SharedKey = SharedKey::new(key);
                let partition =
                    partition_joined(&mut self.partitions, &mut self.made, &self.hasher, &key);
                let value = value.map(|v| {
                    let queued = self.cache.queue(&key, v.len());
                    Cached::new(v, queued)
                });
                let n = self.slots.add(Slot {
                    hash,
                    key: key.clone(),
                    partition,
                    loc,
                    value,
                });
                let slots = &self.slots;
                self.by_key.insert_unique(hash, n, |&n| slots.get(n).hash);
                let place = Place {
                    partition,
                    key: key.clone(),
                };
                if let Some(touched) = self.touched.as_mut() {
                    touched.note(&place);
                }
                self.order.insert(place);
                (key, None)
            }
        }
    }

    /// Keeps in memory a value read from disk at `loc`, if it is still `key`'s and memory
    /// does not keep it already.
    pub fn admit(&mut self, key: &str, loc: Loc, value: Box<[u8]>) {
        let hash = self.hash(key);
        if let Some((n, _)) = self.find(hash, key) {
            let slot = self.slots.get_mut(n);
            if slot.loc == loc && slot.value.is_none() {
                let queued = self.cache.queue(&slot.key, value.len());
                slot.value = Some(Cached::new(value, queued));
            }
        }
    }

    /// Moves `key`'s value to `to` if it lies where `from` says (a snapshot rewrote it);
    /// whether it moved.
    pub fn relocate(&mut self, key: &str, from: impl Fn(Loc) -> bool, to: Loc) -> bool {
        let hash = self.hash(key);
        match self.find_mut(hash, key) {
            Some(slot) if from(slot.loc) => {
                slot.loc = to;
                true
            }
            _ => false,
        }
    }

    /// `relocate` of every item from `from` up to `to` (excluded; None: to the end) whose place
    /// `to_loc` gives a new one for.
    pub fn relocate_between(
        &mut self,
        from: std::ops::Bound<&Place>,
        to: Option<&Place>,
        mut to_loc: impl FnMut(Loc) -> Option<Loc>,
    ) {
        use std::ops::Bound;
        let to = to.map_or(Bound::Unbounded, Bound::Excluded);
        if let (Bound::Included(a) | Bound::Excluded(a), Bound::Excluded(b)) = (from, to) {
            if a >= b {
                return;
            }
        }
        for p in self.order.range::<Place, _>((from, to)) {
            let hash = self.hasher.hash_one(&*p.key);
            let slots = &self.slots;
            if let Some(&n) = self.by_key.find(hash, |&n| slots.get(n).key == p.key) {
                let slot = self.slots.get_mut(n);
                if let Some(l) = to_loc(slot.loc) {
                    slot.loc = l;
                }
            }
        }
    }

    /// Lets values go from memory, the oldest first (those read since they came once more),
    /// until what it keeps is within the budget.
    pub fn evict(&mut self) {
        // each value kept gets one second chance per call at most
        let mut chances = self.cache.queue.len();
        while self.cache.bytes > self.cache.budget {
            let Some((key, n)) = self.cache.queue.pop_front() else {
                break;
            };
            let hash = self.hasher.hash_one(&*key);
            let Some((at, _)) = self.find(hash, &key) else {
                continue;
            };
            let slot = self.slots.get_mut(at);
            let Some(v) = slot.value.as_mut().filter(|v| v.queued == n) else {
                continue;
            };
            if *v.read.get_mut() && chances > 0 {
                chances -= 1;
                *v.read.get_mut() = false;
                v.queued = self.cache.next;
                self.cache.next += 1;
                self.cache.queue.push_back((key, v.queued));
                continue;
            }
            if let Some(v) = slot.value.take() {
                self.cache.gone(&v);
            }
        }
        self.sweep_queue();
    }

    /// Takes out of the cache's queue what is left of values memory no longer keeps, once
    /// that outnumbers the values kept: a store under its budget never evicts, and every
    /// write queued one more (a balance rewritten a million times left a million), so the
    /// queue grew with the writes made, not the values kept. Amortized: a sweep follows at
    /// least as many writes as it looks at.
    fn sweep_queue(&mut self) {
        let cache = &mut self.cache;
        if cache.queue.len() <= 2 * cache.kept + QUEUE_SLACK {
            return;
        }
        let (slots, by_key, hasher) = (&self.slots, &self.by_key, &self.hasher);
        cache.queue.retain(|(key, n)| {
            let hash = hasher.hash_one(&**key);
            by_key
                .find(hash, |&at| *slots.get(at).key == **key)
                .and_then(|&at| slots.get(at).value.as_ref())
                .is_some_and(|v| v.queued == *n)
        });
    }

    /// A snapshot begins: what was noted since the last began, taken; the places written from
    /// now on are noted afresh.
    pub fn take_touched(&mut self) -> Option<Touched> {
        self.touched.replace(Touched::new())
    }

    /// The snapshot begun at the last `take_touched` is written, its records beginning at
    /// `starts` (the first's left out).
    pub fn snapshot_written(&mut self, starts: Vec<Place>) {
        if let Some(touched) = self.touched.as_mut() {
            touched.written(starts);
        }
    }

    /// The place of `key`'s partition, counting one item fewer in it (forgetting it with its
    /// last).
    fn partition_left(&mut self, key: &str) -> Option<u64> {
        let pk = partition_of(key);
        let hash = self.hash(pk);
        let held = self.partitions.find_entry(hash, |p| p.hash == hash).ok()?;
        let place = kind_of(pk) | u64::from(held.get().number);
        if held.get().items <= 1 {
            held.remove();
        } else {
            held.into_mut().items -= 1;
        }
        Some(place)
    }

    /// The place of `key`'s partition, if it holds items.
    fn place_of(&self, key: &str) -> Option<u64> {
        let pk = partition_of(key);
        let hash = self.hash(pk);
        self.partitions
            .find(hash, |p| p.hash == hash)
            .map(|p| kind_of(pk) | u64::from(p.number))
    }

    pub fn remove(&mut self, key: &str) {
        self.remove_hashed(self.hash(key), key)
    }

    /// `remove` of a key whose hash (`hash`) is known.
    pub fn remove_hashed(&mut self, hash: u64, key: &str) {
        let slots = &self.slots;
        if let Ok(held) = self.by_key.find_entry(hash, |&n| &*slots.get(n).key == key) {
            let (n, _) = held.remove();
            let slot = self.slots.take(n);
            if let Some(v) = &slot.value {
                self.cache.gone(v);
            }
            if let Some(partition) = self.partition_left(&slot.key) {
                let place = Place {
                    partition,
                    key: slot.key,
                };
                self.order.remove(&place);
                if let Some(touched) = self.touched.as_mut() {
                    touched.note(&place);
                }
            }
        }
    }

    pub fn len(&self) -> usize {
        self.by_key.len()
    }

    /// Every item, in no order.
    #[cfg(test)]
    pub fn iter(&self) -> impl Iterator<Item = (&str, Held<'_>)> {
        self.slots.iter().map(|s| (&*s.key, s.peek()))
    }

    /// The items of one partition from key `lo` to key `hi` (both included), in key order
    /// (either way). `lo` starts with the partition key and `SEP`; `hi` too, or is the
    /// partition key followed by the character after `SEP` (the partition's end).
    pub fn partition_range(
        &self,
        lo: &str,
        hi: &str,
    ) -> impl DoubleEndedIterator<Item = (&str, Held<'_>)> + '_ {
        let partition = self.place_of(lo);
        let place = |partition: u64, k: &str| Place {
            partition,
            key: SharedKey::new(k),
        };
        let rows = match partition {
            Some(p) if lo <= hi => self.order.range(place(p, lo)..=place(p, hi)),
            // nothing: an empty range of the order
            Some(p) => self.order.range(place(p, lo)..place(p, lo)),
            None => self.order.range(place(0, "")..place(0, "")),
        };
        rows.filter_map(|p| self.with_value(p, true))
    }

    /// The items from `from` (included) up to `to` (excluded; None: to the end), each with its
    /// place.
    pub fn between<'a>(
        &'a self,
        from: std::ops::Bound<&Place>,
        to: Option<&Place>,
    ) -> impl Iterator<Item = (&'a Place, &'a str, Held<'a>)> + 'a {
        use std::ops::Bound;
        let to = to.map_or(Bound::Unbounded, Bound::Excluded);
        let empty = match (from, to) {
            (Bound::Included(a) | Bound::Excluded(a), Bound::Excluded(b)) => a >= b,
            _ => false,
        };
        // BTreeSet::range refuses a start after its end: nothing then
        let rows = (!empty)
            .then(|| self.order.range::<Place, _>((from, to)))
            .into_iter()
            .flatten();
        rows.filter_map(|p| self.with_value(p, false).map(|(k, v)| (p, k, v)))
    }

    fn with_value<'a>(&'a self, p: &'a Place, read: bool) -> Option<(&'a str, Held<'a>)> {
        // the two are changed together under the state's write lock
        let (_, slot) = self.find(self.hash(&p.key), &p.key)?;
        Some((p.key.as_ref(), if read { slot.held() } else { slot.peek() }))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn keys<'a>(it: impl Iterator<Item = (&'a str, Held<'a>)>) -> Vec<String> {
        it.map(|(k, v)| format!("{k}={}", String::from_utf8_lossy(v.mem())))
            .collect()
    }

    fn k(pk: &str, sk: &str) -> String {
        format!("{pk}{SEP}{sk}")
    }

    #[test]
    fn reads_by_key_and_in_order_agree_after_puts_rewrites_and_deletes() {
        let mut items = Items::default();
        for (key, v) in [
            (k("p", "b"), "1"),
            (k("p", "a"), "2"),
            (k("p", "c"), "3"),
            (k("p", "b"), "4"),
            (k("q", "a"), "5"),
        ] {
            items.insert(&key, v.as_bytes().into());
        }
        items.remove(&k("p", "c"));
        items.remove("absent");
        assert_eq!(items.len(), 3);
        assert_eq!(items.get(&k("p", "b")).map(Held::mem), Some(&b"4"[..]));
        assert_eq!(items.get(&k("p", "c")).map(Held::mem), None);
        let whole = (k("p", ""), "p\u{20}".to_string());
        let expect = [format!("{}=2", k("p", "a")), format!("{}=4", k("p", "b"))];
        assert_eq!(keys(items.partition_range(&whole.0, &whole.1)), expect);
        let mut back = expect.clone();
        back.reverse();
        assert_eq!(keys(items.partition_range(&whole.0, &whole.1).rev()), back);
        assert_eq!(
            keys(items.partition_range(&k("p", "b"), &k("p", "z"))),
            [format!("{}=4", k("p", "b"))]
        );
        assert!(keys(items.partition_range(&k("p", "z"), &k("p", "a"))).is_empty());
        let mut any = keys(items.iter());
        any.sort();
        assert_eq!(any, [&expect[..], &[format!("{}=5", k("q", "a"))]].concat());
    }

    /// Keys of two partitions placed alike (of one kind, numbered four billion apart: the
    /// low half of a place wraps), their sort keys interleaved: a read of either gives its
    /// own keys only, in order, either way.
    #[test]
    fn partitions_placed_alike_keep_to_their_own_keys() {
        let (p, q) = ("MER#a#EVENTS".to_string(), "MER#b#EVENTS".to_string());
        let mut items = Items::default();
        items.insert(&k(&p, "00"), p.as_bytes().into());
        items.made = 1 << 32; // the first was given 0
        items.insert(&k(&q, "00"), q.as_bytes().into());
        assert_eq!(items.place_of(&p), items.place_of(&q));
        assert!(items.place_of(&p).is_some());
        for n in 1..50 {
            for pk in [&p, &q] {
                let key = k(pk, &format!("{:02}", n));
                items.insert(&key, pk.as_bytes().into());
            }
        }
        for pk in [&p, &q] {
            let want: Vec<String> = (0..50).map(|n| k(pk, &format!("{:02}", n))).collect();
            let end = format!("{pk}\u{20}");
            let got: Vec<String> = items
                .partition_range(&k(pk, ""), &end)
                .map(|(key, v)| {
                    assert_eq!(v.mem(), pk.as_bytes());
                    key.to_string()
                })
                .collect();
            assert_eq!(got, want);
            let mut back: Vec<String> = items
                .partition_range(&k(pk, ""), &end)
                .rev()
                .map(|(key, _)| key.to_string())
                .collect();
            back.reverse();
            assert_eq!(back, want);
            let some: Vec<String> = items
                .partition_range(&k(pk, "10"), &k(pk, "19"))
                .map(|(key, _)| key.to_string())
                .collect();
            assert_eq!(some, want[10..20]);
        }
    }

    /// The table grows by moving each key by the hash held beside it: every key is found
    /// after many doublings, rewrites and removals, and nothing else is.
    #[test]
    fn every_key_is_found_after_the_table_grows_many_times() {
        let mut items = Items::default();
        for n in 0..20_000 {
            items.insert(&k(&format!("P{n}"), "s"), n.to_string().as_bytes().into());
        }
        for n in (0..20_000).step_by(3) {
            items.remove(&k(&format!("P{n}"), "s"));
        }
        for n in (0..20_000).step_by(5) {
            items.insert(&k(&format!("P{n}"), "s"), b"again".as_slice().into());
        }
        let mut held = 0;
        for n in 0..20_000 {
            let got = items.get(&k(&format!("P{n}"), "s")).map(Held::mem);
            let want = match (n % 5, n % 3) {
                (0, _) => Some("again".to_string()),
                (_, 0) => None,
                _ => Some(n.to_string()),
            };
            assert_eq!(
                got.map(|v| String::from_utf8_lossy(v).into_owned()),
                want,
                "P{n}"
            );
            held += usize::from(got.is_some());
        }
        assert_eq!(items.len(), held);
        assert_eq!(items.partitions.len(), held, "one partition per key here");
        assert_eq!(items.iter().count(), held);
        assert_eq!(
            items.between(std::ops::Bound::Unbounded, None).count(),
            held
        );
        assert_eq!(items.get(&k("P20000", "s")).map(Held::mem), None);
        assert_eq!(
            items.slots.chunks.len(),
            20_000usize.div_ceil(CHUNK),
            "numbers freed are given again"
        );
    }

    #[test]
    fn a_partition_holds_only_its_own_keys_whatever_the_others_hash_to() {
        // many partitions whose names share a prefix with the one read, some of them
        // ending in characters just around SEP
        let mut items = Items::default();
        for n in 0..500 {
            for pk in [format!("A{n}"), format!("A{n} "), format!("A{n}!")] {
                items.insert(&k(&pk, "x"), b"v".as_slice().into());
            }
            items.insert(&k("A", &format!("{n:03}")), b"mine".as_slice().into());
        }
        let rows = keys(items.partition_range(&k("A", ""), "A\u{20}"));
        assert_eq!(rows.len(), 500);
        assert!(rows
            .iter()
            .all(|r| r.starts_with(&k("A", "")) && r.ends_with("=mine")));
        let mut sorted = rows.clone();
        sorted.sort();
        assert_eq!(rows, sorted);
    }

    #[test]
    fn partitions_of_one_kind_stay_together_for_the_snapshot() {
        let mut items = Items::default();
        for n in 0..200 {
            for kind in ["PAY#pay_", "EVT#evt_", "JRN#jrn_"] {
                items.insert(&k(&format!("{kind}{n:x}"), "X"), b"v".as_slice().into());
            }
        }
        let kinds: Vec<&str> = items
            .between(std::ops::Bound::Unbounded, None)
            .map(|(_, k, _)| &k[..4])
            .collect();
        let mut runs = kinds.clone();
        runs.dedup();
        assert_eq!(
            runs,
            ["EVT#", "JRN#", "PAY#"],
            "each kind in one run, kinds in order"
        );
    }

    /// A partition is counted while it holds items and forgotten with its last; a new item
    /// of a partition not held is placed after every partition of its kind made before it.
    #[test]
    fn partitions_are_numbered_as_they_come_and_forgotten_with_their_last_item() {
        let mut items = Items::default();
        for n in 0..3 {
            items.insert(&k("PAY#x", &format!("{n}")), b"v".as_slice().into());
        }
        items.insert(&k("PAY#a", "0"), b"v".as_slice().into());
        items.insert(&k("EVT#z", "0"), b"v".as_slice().into());
        assert_eq!(items.partitions.len(), 3);
        let order = |items: &Items| -> Vec<String> {
            items
                .between(std::ops::Bound::Unbounded, None)
                .map(|(_, k, _)| k.to_string())
                .collect()
        };
        // kinds in order, each kind's partitions in the order they came, keys in order
        assert_eq!(
            order(&items),
            [
                k("EVT#z", "0"),
                k("PAY#x", "0"),
                k("PAY#x", "1"),
                k("PAY#x", "2"),
                k("PAY#a", "0")
            ]
        );
        items.remove(&k("PAY#x", "0"));
        items.remove(&k("PAY#x", "1"));
        assert_eq!(items.partitions.len(), 3, "PAY#x still holds an item");
        assert_eq!(
            keys(items.partition_range(&k("PAY#x", ""), "PAY#x\u{20}")).len(),
            1
        );
        items.remove(&k("PAY#x", "2"));
        assert_eq!(items.partitions.len(), 2, "forgotten with its last item");
        assert!(items.place_of("PAY#x").is_none());
        assert!(keys(items.partition_range(&k("PAY#x", ""), "PAY#x\u{20}")).is_empty());
        // back again: a new partition, after PAY#a
        items.insert(&k("PAY#x", "9"), b"v".as_slice().into());
        assert_eq!(
            order(&items),
            [k("EVT#z", "0"), k("PAY#a", "0"), k("PAY#x", "9")]
        );
        // a rewrite does not count twice
        items.insert(&k("PAY#x", "9"), b"w".as_slice().into());
        items.remove(&k("PAY#x", "9"));
        assert!(items.place_of("PAY#x").is_none());
        assert_eq!(order(&items), [k("EVT#z", "0"), k("PAY#a", "0")]);
        assert_eq!(items.len(), 2);
    }

    #[test]
    fn going_on_after_a_place_visits_every_item_once_while_items_come_and_go() {
        let mut items = Items::default();
        for n in 0..100 {
            items.insert(&k(&format!("P{n}"), "s"), b"v".as_slice().into());
        }
        let mut seen = Vec::new();
        let mut at: Option<Place> = None;
        loop {
            let chunk: Vec<(Place, String)> = items
                .between(
                    at.as_ref()
                        .map_or(std::ops::Bound::Unbounded, std::ops::Bound::Excluded),
                    None,
                )
                .take(7)
                .map(|(p, k, _)| (p.clone(), k.to_string()))
                .collect();
            let Some((last, _)) = chunk.last() else { break };
            at = Some(last.clone());
            seen.extend(chunk.into_iter().map(|(_, k)| k));
            // the item just read goes; one already read goes; new ones come
            items.remove(&seen[seen.len() - 1]);
            items.insert(&k(&format!("N{}", seen.len()), "s"), b"v".as_slice().into());
        }
        let originals: Vec<&String> = seen.iter().filter(|k| k.starts_with('P')).collect();
        assert_eq!(
            originals.len(),
            100,
            "every item there from the start, once"
        );
        let mut unique = seen.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), seen.len());
    }
}
