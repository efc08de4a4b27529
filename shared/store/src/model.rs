//! Items, keys, conditions, writes and queries: the vocabulary shared by every adapter.

use serde_json::Value;

/// An item: attribute name to JSON value. Every item has string attributes `pk` and `sk`;
/// `gsiNpk`/`gsiNsk` (N = 1..5) put it in an index; a numeric `ttl` expires it.
pub type Item = serde_json::Map<String, Value>;

/// The separator adapters use inside composite keys; not allowed in key values.
pub(crate) const SEP: char = '\u{1f}';

#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key {
    pub pk: String,
    pub sk: String,
}

impl Key {
    pub fn new(pk: impl Into<String>, sk: impl Into<String>) -> Key {
        Key {
            pk: pk.into(),
            sk: sk.into(),
        }
    }

    pub fn of(item: &Item) -> Result<Key, StoreError> {
        KeyRef::of(item).map(KeyRef::to_owned)
    }

    pub fn as_ref(&self) -> KeyRef<'_> {
        KeyRef {
            pk: &self.pk,
            sk: &self.sk,
        }
    }

    #[cfg(feature = "aws")]
    pub(crate) fn validate(&self) -> Result<(), StoreError> {
        self.as_ref().validate()
    }
}

/// A key borrowed from the item or the write that holds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyRef<'a> {
    pub pk: &'a str,
    pub sk: &'a str,
}

impl<'a> KeyRef<'a> {
    pub fn of(item: &'a Item) -> Result<KeyRef<'a>, StoreError> {
        let s = |n: &str| {
            item.get(n)
                .and_then(Value::as_str)
                .ok_or_else(|| StoreError::Invalid(format!("item has no string attribute {n}")))
        };
        Ok(KeyRef {
            pk: s("pk")?,
            sk: s("sk")?,
        })
    }

    pub fn to_owned(self) -> Key {
        Key::new(self.pk, self.sk)
    }

    pub(crate) fn validate(&self) -> Result<(), StoreError> {
        if self.pk.is_empty()
            || self.sk.is_empty()
            || self.pk.contains(SEP)
            || self.sk.contains(SEP)
        {
            return Err(StoreError::Invalid(format!("bad key {self:?}")));
        }
        Ok(())
    }
}

/// A secondary index. Each is projected ALL and keyed by two string attributes
/// (`gsiNpk` / `gsiNsk`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Index {
    Gsi1,
    Gsi2,
    Gsi3,
    Gsi4,
    Gsi5,
}

impl Index {
    pub const ALL: [Index; 5] = [
        Index::Gsi1,
        Index::Gsi2,
        Index::Gsi3,
        Index::Gsi4,
        Index::Gsi5,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Index::Gsi1 => "gsi1",
            Index::Gsi2 => "gsi2",
            Index::Gsi3 => "gsi3",
            Index::Gsi4 => "gsi4",
            Index::Gsi5 => "gsi5",
        }
    }

    pub fn attrs(self) -> (&'static str, &'static str) {
        match self {
            Index::Gsi1 => ("gsi1pk", "gsi1sk"),
            Index::Gsi2 => ("gsi2pk", "gsi2sk"),
            Index::Gsi3 => ("gsi3pk", "gsi3sk"),
            Index::Gsi4 => ("gsi4pk", "gsi4sk"),
            Index::Gsi5 => ("gsi5pk", "gsi5sk"),
        }
    }
}

/// A condition on the current version of the item a write targets.
#[derive(Debug, Clone, PartialEq)]
pub enum Cond {
    /// The item exists.
    Exists,
    /// The item does not exist.
    NotExists,
    /// The attribute exists and equals the value.
    Eq(String, Value),
    /// The numeric attribute exists and is >= the number.
    Ge(String, i64),
    /// The numeric attribute exists and is < the number.
    Lt(String, i64),
    And(Vec<Cond>),
    Or(Vec<Cond>),
}

impl Cond {
    /// Evaluates the condition against the current item (None when absent).
    pub fn holds(&self, item: Option<&Item>) -> bool {
        let num = |a: &str| item.and_then(|i| i.get(a)).and_then(Value::as_i64);
        match self {
            Cond::Exists => item.is_some(),
            Cond::NotExists => item.is_none(),
            Cond::Eq(a, v) => item.and_then(|i| i.get(a)) == Some(v),
            Cond::Ge(a, n) => num(a).is_some_and(|x| x >= *n),
            Cond::Lt(a, n) => num(a).is_some_and(|x| x < *n),
            Cond::And(cs) => cs.iter().all(|c| c.holds(item)),
            Cond::Or(cs) => cs.iter().any(|c| c.holds(item)),
        }
    }

    /// Whether `holds` may read the attribute named `name` (UTF-8; the ones it names,
    /// nothing else).
    pub fn reads(&self, name: &[u8]) -> bool {
        match self {
            Cond::Exists | Cond::NotExists => false,
            Cond::Eq(a, _) | Cond::Ge(a, _) | Cond::Lt(a, _) => a.as_bytes() == name,
            Cond::And(cs) | Cond::Or(cs) => cs.iter().any(|c| c.reads(name)),
        }
    }
}

/// One part of a transactional write.
#[derive(Debug, Clone, PartialEq)]
// an encoded put carries where its entry attributes are (a few hundred bytes): a
// transaction's writes are built once and handed to the adapter, and boxing it would cost an
// allocation per item where moving it costs a copy
#[allow(clippy::large_enum_variant)]
pub enum Write {
    /// Replace the whole item.
    Put {
        item: Item,
        cond: Option<Cond>,
    },
    /// Replace the whole item, given in the store's encoding (`ItemWriter`): the embedded
    /// engines keep its bytes as they are; the other adapters read it back (`plain`).
    PutEncoded {
        item: crate::Encoded,
        cond: Option<Cond>,
    },
    /// Set attributes and add to numeric ones; creates the item if absent (numbers start at 0).
    Update {
        key: Key,
        set: Item,
        add: Vec<(String, i64)>,
        cond: Option<Cond>,
    },
    Delete {
        key: Key,
        cond: Option<Cond>,
    },
    /// Only a condition; writes nothing.
    Check {
        key: Key,
        cond: Cond,
    },
}

impl Write {
    pub fn key(&self) -> Result<KeyRef<'_>, StoreError> {
        match self {
            Write::Put { item, .. } => KeyRef::of(item),
            Write::PutEncoded { item, .. } => Ok(item.key().as_ref()),
            Write::Update { key, .. } | Write::Delete { key, .. } | Write::Check { key, .. } => {
                Ok(key.as_ref())
            }
        }
    }

    /// Whether this write targets `key` (`key()` without building one).
    pub fn is_at(&self, key: &Key) -> bool {
        match self {
            Write::Put { item, .. } => {
                let s = |n: &str| item.get(n).and_then(Value::as_str);
                s("pk") == Some(key.pk.as_str()) && s("sk") == Some(key.sk.as_str())
            }
            Write::PutEncoded { item, .. } => item.key() == key,
            Write::Update { key: k, .. }
            | Write::Delete { key: k, .. }
            | Write::Check { key: k, .. } => k == key,
        }
    }

    /// This write with its item as a map (`PutEncoded` read back into a `Put`): for an
    /// adapter, or a wrapper, that works on maps.
    pub fn plain(self) -> Result<Write, StoreError> {
        match self {
            Write::PutEncoded { item, cond } => Ok(Write::Put {
                item: item.to_item()?,
                cond,
            }),
            w => Ok(w),
        }
    }

    /// The item this write puts whole, as a map (read back from a `PutEncoded`'s bytes).
    pub fn put_item(&self) -> Option<std::borrow::Cow<'_, Item>> {
        match self {
            Write::Put { item, .. } => Some(std::borrow::Cow::Borrowed(item)),
            Write::PutEncoded { item, .. } => item.to_item().ok().map(std::borrow::Cow::Owned),
            _ => None,
        }
    }

    pub fn cond(&self) -> Option<&Cond> {
        match self {
            Write::Put { cond, .. }
            | Write::PutEncoded { cond, .. }
            | Write::Update { cond, .. }
            | Write::Delete { cond, .. } => cond.as_ref(),
            Write::Check { cond, .. } => Some(cond),
        }
    }

    /// The item after this write, given the item before it (None: deleted or absent): how
    /// the embedded adapter writes (DynamoDB applies writes itself). A put's item is borrowed
    /// as it stands; a check's is the one before; an update is made on the one before (taken,
    /// not copied).
    #[cfg(any(feature = "embedded", test))]
    pub(crate) fn apply(
        &self,
        before: Option<Item>,
    ) -> Result<Option<std::borrow::Cow<'_, Item>>, StoreError> {
        use std::borrow::Cow;
        match self {
            Write::Put { item, .. } => Ok(Some(Cow::Borrowed(item))),
            Write::PutEncoded { item, .. } => item.to_item().map(|i| Some(Cow::Owned(i))),
            Write::Delete { .. } => Ok(None),
            Write::Check { .. } => Ok(before.map(Cow::Owned)),
            Write::Update { key, set, add, .. } => {
                let mut item = before.unwrap_or_else(|| {
                    let mut i = Item::new();
                    i.insert("pk".into(), Value::String(key.pk.clone()));
                    i.insert("sk".into(), Value::String(key.sk.clone()));
                    i
                });
                for (k, v) in set {
                    item.insert(k.clone(), v.clone());
                }
                for (k, d) in add {
                    let cur = match item.get(k) {
                        None => 0,
                        Some(v) => v
                            .as_i64()
                            .ok_or_else(|| StoreError::Invalid(format!("{k} is not a number")))?,
                    };
                    let next = cur
                        .checked_add(*d)
                        .ok_or_else(|| StoreError::Invalid(format!("{k} overflows")))?;
                    item.insert(k.clone(), Value::from(next));
                }
                Ok(Some(Cow::Owned(item)))
            }
        }
    }
}

/// Which sort keys a query takes.
#[derive(Debug, Clone, PartialEq)]
pub enum SkRange {
    All,
    BeginsWith(String),
    /// Inclusive on both ends.
    Between(String, String),
}

impl SkRange {
    pub fn contains(&self, sk: &str) -> bool {
        match self {
            SkRange::All => true,
            SkRange::BeginsWith(p) => sk.starts_with(p.as_str()),
            SkRange::Between(a, b) => sk >= a.as_str() && sk <= b.as_str(),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Query {
    pub index: Option<Index>,
    pub pk: String,
    pub sk: SkRange,
    pub forward: bool,
    pub limit: Option<usize>,
}

impl Query {
    pub fn partition(pk: impl Into<String>) -> Query {
        Query {
            index: None,
            pk: pk.into(),
            sk: SkRange::All,
            forward: true,
            limit: None,
        }
    }

    pub fn index(index: Index, pk: impl Into<String>) -> Query {
        Query {
            index: Some(index),
            ..Query::partition(pk)
        }
    }

    pub fn sk(mut self, sk: SkRange) -> Query {
        self.sk = sk;
        self
    }

    pub fn backward(mut self) -> Query {
        self.forward = false;
        self
    }

    pub fn limit(mut self, n: usize) -> Query {
        self.limit = Some(n);
        self
    }
}

/// Failures, kept typed all the way up: a failed condition is not a throttle.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum StoreError {
    /// The writes (by index) whose conditions did not hold; empty when the store did not say.
    #[error("condition failed on writes {failed:?}")]
    ConditionFailed { failed: Vec<usize> },
    #[error("transaction conflict")]
    Conflict,
    #[error("throttled")]
    Throttled,
    #[error("store unavailable: {0}")]
    Unavailable(String),
    /// A programming error: a bad key, two writes to one item, an empty transaction.
    #[error("invalid store request: {0}")]
    Invalid(String),
    /// The store refuses what a write holds (an item over the size limit, a number out of
    /// range). Retrying the same request cannot succeed.
    #[error("store refused the content: {0}")]
    Rejected(String),
}

impl StoreError {
    /// True when re-reading and trying again may succeed.
    pub fn is_contention(&self) -> bool {
        matches!(
            self,
            StoreError::ConditionFailed { .. } | StoreError::Conflict
        )
    }
}

/// Most writes in one transaction (DynamoDB's TransactWriteItems limit).
pub const MAX_WRITES: usize = 100;
/// Largest item, in bytes as DynamoDB counts them (names and values).
pub const MAX_ITEM_BYTES: usize = 400 * 1024;

/// What every adapter checks before it writes, so that the embedded store refuses what
/// DynamoDB would: no empty transaction, at most 100 writes, one write per item, valid keys,
/// items within the size limit, numbers within DynamoDB's range.
/// Digits a number written by `push_sortable` takes: a u64 has at most 20.
pub const SORTABLE_DIGITS: usize = 20;

/// Appends `n` in decimal, zero-padded to `SORTABLE_DIGITS`, so that such numbers sort as text
/// in their order (TTL entries, an event's place in the outbox): `format!("{n:020}")` without
/// the formatter or a string of its own.
pub fn push_sortable(out: &mut String, n: u64) {
    let mut digits = itoa::Buffer::new();
    let digits = digits.format(n);
    out.extend(std::iter::repeat_n('0', SORTABLE_DIGITS - digits.len()));
    out.push_str(digits);
}

pub fn check_transaction(writes: &[Write]) -> Result<Vec<KeyRef<'_>>, StoreError> {
    if writes.is_empty() {
        return Err(StoreError::Invalid("empty transaction".into()));
    }
    if writes.len() > MAX_WRITES {
        return Err(StoreError::Invalid(format!(
            "{} writes in one transaction (at most {MAX_WRITES})",
            writes.len()
        )));
    }
    let mut keys = Vec::with_capacity(writes.len());
    for w in writes {
        let k = w.key()?;
        k.validate()?;
        if keys.contains(&k) {
            return Err(StoreError::Invalid(format!("two writes to one item {k:?}")));
        }
        keys.push(k);
        match w {
            Write::Put { item, .. } => {
                // the size and the numbers in one walk
                let mut bad = None;
                let n = item
                    .iter()
                    .map(|(k, v)| k.len() + value_bytes(v, &mut bad))
                    .sum::<usize>();
                if n > MAX_ITEM_BYTES {
                    return Err(StoreError::Rejected(format!(
                        "item of {n} bytes is over the {MAX_ITEM_BYTES}-byte limit"
                    )));
                }
                if let Some(n) = bad {
                    return Err(out_of_range(n));
                }
            }
            Write::PutEncoded { item, .. } => {
                let n = item.size()?;
                if n > MAX_ITEM_BYTES {
                    return Err(StoreError::Rejected(format!(
                        "item of {n} bytes is over the {MAX_ITEM_BYTES}-byte limit"
                    )));
                }
            }
            Write::Update { set, .. } => set.values().try_for_each(check_numbers)?,
            Write::Delete { .. } | Write::Check { .. } => {}
        }
    }
    Ok(keys)
}

/// An item's size as DynamoDB counts it (attribute names plus values), rounded up.
pub fn item_bytes(item: &Item) -> usize {
    item.iter()
        .map(|(k, v)| k.len() + value_bytes(v, &mut None))
        .sum()
}

/// A value's size as DynamoDB counts it; `bad` takes the first number outside the range
/// the store keeps (`number_in_range`), if it holds none yet.
pub(crate) fn value_bytes<'a>(v: &'a Value, bad: &mut Option<&'a serde_json::Number>) -> usize {
    match v {
        Value::Null | Value::Bool(_) => 1,
        Value::Number(n) => {
            if bad.is_none() && !number_in_range(n) {
                *bad = Some(n);
            }
            number_bytes(n)
        }
        Value::String(s) => s.len(),
        Value::Array(a) => 3 + a.iter().map(|x| 1 + value_bytes(x, bad)).sum::<usize>(),
        Value::Object(o) => {
            3 + o
                .iter()
                .map(|(k, x)| 1 + k.len() + value_bytes(x, bad))
                .sum::<usize>()
        }
    }
}

pub(crate) fn out_of_range(n: &serde_json::Number) -> StoreError {
    StoreError::Rejected(format!("number {n} is outside the range the store keeps"))
}

/// A number's size as DynamoDB counts it: a byte per two significant digits (leading and
/// trailing zeros trimmed), plus one. Integers are counted without writing them out.
pub(crate) fn number_bytes(n: &serde_json::Number) -> usize {
    match n.as_u64().or_else(|| n.as_i64().map(i64::unsigned_abs)) {
        Some(i) => integer_bytes(i),
        None => text_number_bytes(n),
    }
}

pub(crate) fn integer_bytes(mut i: u64) -> usize {
    if i == 0 {
        return 1 + 1;
    }
    while i.is_multiple_of(10) {
        i /= 10;
    }
    let significant = i.ilog10() as usize + 1;
    significant.div_ceil(2) + 1
}

fn text_number_bytes(n: &serde_json::Number) -> usize {
    let text = n.to_string();
    let mantissa = text.split(['e', 'E']).next().unwrap_or_default();
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let significant = digits.trim_start_matches('0').trim_end_matches('0').len();
    significant.max(1).div_ceil(2) + 1
}

/// True when DynamoDB can store the number exactly as JSON holds it: any 64-bit integer,
/// or a finite float with magnitude between 1e-130 and 1e126 (or zero).
pub fn number_in_range(n: &serde_json::Number) -> bool {
    if n.is_i64() || n.is_u64() {
        return true;
    }
    n.as_f64()
        .is_some_and(|f| f == 0.0 || (f.is_finite() && (1e-130..1e126).contains(&f.abs())))
}

fn check_numbers(v: &Value) -> Result<(), StoreError> {
    match v {
        Value::Number(n) if !number_in_range(n) => Err(out_of_range(n)),
        Value::Array(a) => a.iter().try_for_each(check_numbers),
        Value::Object(o) => o.values().try_for_each(check_numbers),
        _ => Ok(()),
    }
}

#[cfg(any(feature = "aws", feature = "embedded"))]
pub(crate) fn expired(item: &Item, now: i64) -> bool {
    item.get("ttl")
        .and_then(Value::as_i64)
        .is_some_and(|t| t <= now)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_is_small_to_move() {
        // a transaction's writes move from list to list on their way to the store (each move
        // a copy of the whole enum): an encoded item keeps offsets, not what they point at
        let size = std::mem::size_of::<Write>();
        assert!(size <= 208, "a Write is {size} bytes");
    }

    #[test]
    fn numbers_written_sortable_are_the_formatters_and_sort_in_their_order() {
        let ns = [
            0,
            7,
            16,
            1_000,
            123_456_789,
            u64::MAX / 3,
            u64::MAX - 1,
            u64::MAX,
        ];
        let sortable = |n: u64| {
            let mut s = String::from("x");
            push_sortable(&mut s, n);
            s
        };
        for n in ns {
            assert_eq!(sortable(n), format!("x{n:020}"), "{n}");
        }
        assert!(ns.windows(2).all(|w| sortable(w[0]) < sortable(w[1])));
    }
    use serde_json::json;

    fn item(v: Value) -> Item {
        v.as_object().unwrap().clone()
    }

    #[test]
    fn a_write_is_at_its_key_and_no_other() {
        let at = Key::new("P", "S");
        let put = |v: Value| Write::Put {
            item: item(v),
            cond: None,
        };
        let cases = [
            (put(json!({"pk": "P", "sk": "S", "x": 1})), true),
            (put(json!({"pk": "P", "sk": "T"})), false),
            (put(json!({"pk": "Q", "sk": "S"})), false),
            (put(json!({"pk": "P"})), false),
            (
                Write::Delete {
                    key: at.clone(),
                    cond: None,
                },
                true,
            ),
            (
                Write::Check {
                    key: Key::new("P", "T"),
                    cond: Cond::Exists,
                },
                false,
            ),
        ];
        for (w, want) in cases {
            assert_eq!(w.is_at(&at), want, "{w:?}");
            assert_eq!(
                w.key().is_ok_and(|k| k == at.as_ref()),
                want,
                "as key() says"
            );
        }
    }

    #[test]
    fn integers_are_sized_as_their_text_is() {
        let mut values: Vec<i128> = vec![0, 1, 9, 10, 99, 100, 101, 25_000, 1_803_445_028];
        values.extend([u64::MAX as i128, i64::MAX as i128, i64::MIN as i128]);
        for p in 0..19 {
            let ten = 10i128.pow(p);
            values.extend([
                ten,
                ten - 1,
                ten + 1,
                7 * ten,
                12 * ten + 5,
                -ten,
                -(ten + 3),
            ]);
        }
        for v in values {
            let n: serde_json::Number = if v < 0 {
                (v as i64).into()
            } else {
                (v as u64).into()
            };
            assert_eq!(number_bytes(&n), text_number_bytes(&n), "{v}");
        }
    }

    #[test]
    fn numbers_are_sized_as_dynamodb_sizes_them() {
        let size = |v: Value| item_bytes(&item(json!({ "n": v }))) - 1;
        assert_eq!(size(json!(0)), 2);
        assert_eq!(size(json!(25_000)), 2); // "25": one byte, plus one
        assert_eq!(size(json!(-123)), 3);
        assert_eq!(size(json!(1_803_445_028)), 6);
        assert_eq!(size(json!(0.5)), 2);
        assert_eq!(size(json!(i64::MAX)), 11);
        assert_eq!(size(json!(1.5e300)), 2);
    }

    #[test]
    fn conditions_evaluate() {
        let i = item(json!({"pk":"a","sk":"b","n":5,"s":"x"}));
        assert!(Cond::Exists.holds(Some(&i)));
        assert!(Cond::NotExists.holds(None));
        assert!(Cond::Ge("n".into(), 5).holds(Some(&i)));
        assert!(!Cond::Ge("n".into(), 6).holds(Some(&i)));
        assert!(!Cond::Ge("missing".into(), 0).holds(Some(&i)));
        assert!(Cond::Lt("n".into(), 6).holds(Some(&i)));
        assert!(Cond::Eq("s".into(), json!("x")).holds(Some(&i)));
        assert!(Cond::Or(vec![Cond::NotExists, Cond::Lt("n".into(), 1)]).holds(None));
        assert!(!Cond::And(vec![Cond::Exists, Cond::Lt("n".into(), 1)]).holds(Some(&i)));
    }

    #[test]
    fn transactions_are_checked_before_any_adapter_writes() {
        assert!(matches!(
            check_transaction(&[]),
            Err(StoreError::Invalid(_))
        ));
        let many: Vec<Write> = (0..=MAX_WRITES)
            .map(|i| Write::Delete {
                key: Key::new("a", i.to_string()),
                cond: None,
            })
            .collect();
        assert!(matches!(
            check_transaction(&many),
            Err(StoreError::Invalid(_))
        ));
        let big = Write::Put {
            item: item(json!({"pk":"a","sk":"b","x":"y".repeat(MAX_ITEM_BYTES)})),
            cond: None,
        };
        assert!(matches!(
            check_transaction(&[big]),
            Err(StoreError::Rejected(_))
        ));
        let huge = Write::Put {
            item: item(json!({"pk":"a","sk":"b","m":{"x":1e200}})),
            cond: None,
        };
        assert!(matches!(
            check_transaction(&[huge]),
            Err(StoreError::Rejected(_))
        ));
        let fine = Write::Put {
            item: item(json!({"pk":"a","sk":"b","u":u64::MAX,"i":i64::MIN,"f":1.5e-3})),
            cond: None,
        };
        assert_eq!(check_transaction(&[fine]).unwrap().len(), 1);
    }

    #[test]
    fn update_creates_and_adds() {
        let w = Write::Update {
            key: Key::new("a", "b"),
            set: item(json!({"x":1})),
            add: vec![("n".into(), 3)],
            cond: None,
        };
        let after = w.apply(None).unwrap().unwrap().into_owned();
        assert_eq!(after["n"], 3);
        let again = w.apply(Some(after)).unwrap().unwrap();
        assert_eq!(again["n"], 6);
        assert_eq!(again["pk"], "a");
    }
}
