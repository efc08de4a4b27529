//! A request log entry and the items that hold it (`crate::request_log` reads them,
//! `crate::request_sink` writes them):
//!
//! - **one entry, one item**: `MER#<m>#REQLOG#<shard>` / `<time>#<request id>`, what a Lambda
//!   function puts before it answers (sixteen shards keep a busy merchant's puts off one
//!   partition);
//! - **a pack**: `MER#<m>#REQLOG#P` / `<second>#pack_<id>`, the entries of one merchant made in
//!   one second (`<second>` is its start, as the log sorts times), up to `PACK_MOST` of them, each
//!   a list `[created_at, id, method, route, status, latency_ms]` with the error code last when
//!   there is one: what `sanduq serve`'s background writer puts, one item for many requests
//!   (an item each cost the embedded store about 9% of its CPU per request under load,
//!   docs/speed.md). Both are kept 7 days by their TTL (a pack: from its newest entry).
//!
//! Every entry sorts by its cursor, `<time>#<request id>` (the time to the microsecond). An
//! entry's second is the first 19 characters of its cursor; a pack holds entries of its second
//! only, so the items of one second (packs and single entries) sort together, after every
//! item of an earlier second and before every item of a later one.

use chrono::{DateTime, Duration, Utc};
use sanduq_domain::time::sort_time;
use sanduq_store::{Item, Key};
use serde_json::{json, Value};
use std::collections::BTreeMap;

pub const KEPT_DAYS: i64 = 7;
/// A merchant at 2,000 payments a second makes about 8,000 requests a second: 16 shards keep
/// each partition near 500 writes a second (DynamoDB's limit is 1,000).
pub const SHARDS: usize = 16;
/// The most entries a pack holds (about 150 bytes each: a pack stays far below DynamoDB's
/// 400 KB an item, and a page read decodes few of them).
pub const PACK_MOST: usize = 200;
/// The length of a cursor's second (`2026-11-27T20:15:03`).
const SECOND: usize = 19;

/// One request, as the log keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub request_id: String,
    pub merchant_id: String,
    pub method: String,
    pub route: String,
    pub status: u16,
    pub error_code: Option<String>,
    pub latency_ms: f64,
    pub at: DateTime<Utc>,
}

/// The partition of a merchant's single entries in `shard`.
pub fn partition(merchant_id: &str, shard: usize) -> String {
    format!("MER#{merchant_id}#REQLOG#{shard}")
}

/// The partition of a merchant's packs.
pub fn pack_partition(merchant_id: &str) -> String {
    format!("MER#{merchant_id}#REQLOG#P")
}

/// An entry's place in the log (its cursor).
pub fn cursor_of(at: DateTime<Utc>, request_id: &str) -> String {
    [&sort_time(at), "#", request_id].concat()
}

/// The second a cursor or sort key falls in (`2026-11-27T20:15:03`); all of it when shorter.
pub fn second_of(sk: &str) -> &str {
    sk.get(..SECOND).unwrap_or(sk)
}

/// The lowest sort key of `second`'s items (its start, as the log sorts times).
pub fn second_start(second: &str) -> String {
    [second, ".000000Z"].concat()
}

/// The highest sort key of `second`'s items (below the start of the next).
pub fn second_end(second: &str) -> String {
    [second, ".999999Z#~"].concat()
}

fn latency(ms: f64) -> f64 {
    (ms * 10.0).round() / 10.0
}

fn ttl(at: DateTime<Utc>) -> i64 {
    (at + Duration::days(KEPT_DAYS)).timestamp()
}

/// The entry as an item of its own.
pub fn item(e: &Entry) -> Item {
    let shard = sanduq_domain::ids::spread(&e.request_id, SHARDS);
    let key = Key::new(
        partition(&e.merchant_id, shard),
        cursor_of(e.at, &e.request_id),
    );
    let v = json!({
        "pk": key.pk, "sk": key.sk,
        "id": e.request_id, "method": e.method, "route": e.route, "status": e.status,
        "error_code": e.error_code, "latency_ms": latency(e.latency_ms),
        "created_at": sanduq_domain::time::Time(e.at),
        "ttl": ttl(e.at),
    });
    let Value::Object(mut item) = v else {
        unreachable!("json! object")
    };
    item.retain(|_, v| !v.is_null());
    item
}

/// `entries` as packs: one item for each merchant's second, split every `PACK_MOST` entries.
pub fn packs(entries: Vec<Entry>) -> Vec<Item> {
    let mut by_second: BTreeMap<(String, String), Vec<(String, Entry)>> = BTreeMap::new();
    for e in entries {
        let cursor = cursor_of(e.at, &e.request_id);
        let second = second_of(&cursor).to_string();
        by_second
            .entry((e.merchant_id.clone(), second))
            .or_default()
            .push((cursor, e));
    }
    let mut out = Vec::new();
    for ((merchant, second), mut rows) in by_second {
        rows.sort_by(|a, b| a.0.cmp(&b.0));
        for chunk in rows.chunks(PACK_MOST) {
            let newest = chunk.iter().map(|(_, e)| e.at).max().expect("a chunk");
            let listed: Vec<Value> = chunk.iter().map(|(_, e)| packed(e)).collect();
            let mut item = Item::new();
            item.insert("pk".into(), pack_partition(&merchant).into());
            let sk = [
                &second_start(&second),
                "#",
                &sanduq_domain::ids::new_id("pack"),
            ]
            .concat();
            item.insert("sk".into(), sk.into());
            item.insert("entries".into(), Value::Array(listed));
            item.insert("ttl".into(), ttl(newest).into());
            out.push(item);
        }
    }
    out
}

/// One entry in a pack.
fn packed(e: &Entry) -> Value {
    let mut v = vec![
        sanduq_domain::time::text(e.at).into(),
        e.request_id.clone().into(),
        e.method.clone().into(),
        e.route.clone().into(),
        e.status.into(),
        latency(e.latency_ms).into(),
    ];
    if let Some(code) = &e.error_code {
        v.push(code.clone().into());
    }
    Value::Array(v)
}

/// The entries an item holds (one, or a pack's), each with its cursor and as the API shows
/// it: `id`, `method`, `route`, `status`, `error_code` (null when none), `latency_ms`,
/// `created_at`, `cursor`. A pack's entry that does not read is left out (and said).
pub fn unpack(mut item: Item) -> Vec<(String, Value)> {
    let Some(Value::Array(listed)) = item.remove("entries") else {
        let cursor = item
            .get("sk")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        for k in ["pk", "sk", "ttl"] {
            item.remove(k);
        }
        item.entry("error_code").or_insert(Value::Null);
        item.insert("cursor".into(), cursor.clone().into());
        return vec![(cursor, Value::Object(item))];
    };
    listed
        .into_iter()
        .filter_map(|v| {
            let row = unpacked(v);
            if row.is_none() {
                tracing::warn!("a request log pack holds an entry that does not read");
            }
            row
        })
        .collect()
}

fn unpacked(v: Value) -> Option<(String, Value)> {
    let Value::Array(mut f) = v else {
        return None;
    };
    if !(6..=7).contains(&f.len()) {
        return None;
    }
    let error_code = if f.len() == 7 { f.pop()? } else { Value::Null };
    let [created_at, id, method, route, status, latency_ms] = <[Value; 6]>::try_from(f).ok()?;
    let at = sanduq_domain::time::parse(created_at.as_str()?).ok()?;
    let cursor = cursor_of(at, id.as_str()?);
    let row = json!({
        "id": id, "method": method, "route": route, "status": status,
        "error_code": error_code, "latency_ms": latency_ms, "created_at": created_at,
        "cursor": cursor,
    });
    Some((cursor, row))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A `GET /api/v1/payments` answered 200 in 1 ms (the log's tests share it).
    pub(crate) fn entry_at(id: &str, merchant: &str, at: DateTime<Utc>) -> Entry {
        Entry {
            request_id: id.into(),
            merchant_id: merchant.into(),
            method: "GET".into(),
            route: "/api/v1/payments".into(),
            status: 200,
            error_code: None,
            latency_ms: 1.0,
            at,
        }
    }

    /// The start of the second an hour ago: tests that store entries and read them back
    /// date them from now, not from a fixed day, which the 7-day retention would expire.
    pub(crate) fn an_hour_ago() -> DateTime<Utc> {
        use chrono::{DurationRound, TimeDelta};
        (Utc::now() - TimeDelta::hours(1))
            .duration_trunc(TimeDelta::seconds(1))
            .unwrap()
    }

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().to_utc()
    }

    fn entry(id: &str, merchant: &str, when: &str, code: Option<&str>) -> Entry {
        Entry {
            method: "POST".into(),
            route: "/api/v1/payments/{payment_id}/capture".into(),
            status: if code.is_some() { 422 } else { 200 },
            error_code: code.map(Into::into),
            latency_ms: 3.126,
            ..entry_at(id, merchant, at(when))
        }
    }

    #[test]
    fn an_entry_is_a_small_item_kept_seven_days_and_spread_over_shards() {
        let e = |id: &str| {
            entry(
                id,
                "mer_1",
                "2026-11-26T08:00:00Z",
                Some("INVALID_PAYMENT_STATUS"),
            )
        };
        let i = item(&e("req_a"));
        assert_eq!(
            i["ttl"],
            (at("2026-11-26T08:00:00Z") + Duration::days(7)).timestamp()
        );
        assert_eq!(i["latency_ms"], 3.1);
        assert!(i["sk"].as_str().unwrap().ends_with("#req_a"));
        assert!(
            sanduq_store::item_bytes(&i) < 400,
            "{}",
            sanduq_store::item_bytes(&i)
        );
        let shards: std::collections::HashSet<String> = (0..400)
            .map(|n| {
                item(&e(&format!("req_{n}")))["pk"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect();
        assert_eq!(shards.len(), SHARDS);
        let ok = Entry {
            error_code: None,
            status: 200,
            ..e("req_b")
        };
        assert!(!item(&ok).contains_key("error_code"));
    }

    /// A pack holds one merchant's second, its entries in their order, and reads back as the
    /// single items do.
    #[test]
    fn packs_hold_a_merchants_second_and_read_back_as_single_entries() {
        let entries = vec![
            entry("req_b", "mer_1", "2026-11-26T08:00:00.700Z", None),
            entry("req_a", "mer_1", "2026-11-26T08:00:00.100Z", Some("X_Y")),
            entry("req_c", "mer_1", "2026-11-26T08:00:01.000001Z", None),
            entry("req_d", "mer_2", "2026-11-26T08:00:00.500Z", None),
        ];
        let packs = packs(entries.clone());
        assert_eq!(packs.len(), 3, "{packs:?}");
        let first = &packs[0];
        assert_eq!(first["pk"], "MER#mer_1#REQLOG#P");
        let sk = first["sk"].as_str().unwrap();
        assert!(sk.starts_with("2026-11-26T08:00:00.000000Z#pack_"), "{sk}");
        assert_eq!(second_of(sk), "2026-11-26T08:00:00");
        assert_eq!(
            first["ttl"],
            (at("2026-11-26T08:00:00.700Z") + Duration::days(7)).timestamp()
        );
        assert_eq!(packs[1]["pk"], "MER#mer_1#REQLOG#P");
        assert_eq!(packs[2]["pk"], "MER#mer_2#REQLOG#P");
        let read = unpack(first.clone());
        let cursors: Vec<&str> = read.iter().map(|(c, _)| c.as_str()).collect();
        assert_eq!(
            cursors,
            [
                "2026-11-26T08:00:00.100000Z#req_a",
                "2026-11-26T08:00:00.700000Z#req_b"
            ]
        );
        // a pack's entry and the same entry's own item read back alike
        let single = unpack(item(&entries[1]));
        assert_eq!(single, vec![read[0].clone()]);
        let single = unpack(item(&entries[0]));
        assert_eq!(single, vec![read[1].clone()]);
        assert_eq!(read[1].1["error_code"], Value::Null);
        assert_eq!(read[0].1["error_code"], "X_Y");
        assert!(sanduq_store::item_bytes(first) < 400, "{first:?}");
    }

    #[test]
    fn a_busy_second_is_split_into_packs_of_at_most_pack_most() {
        let entries: Vec<Entry> = (0..PACK_MOST * 2 + 1)
            .map(|n| {
                entry(
                    &format!("req_{n:04}"),
                    "mer_1",
                    "2026-11-26T08:00:05.25Z",
                    None,
                )
            })
            .collect();
        let packs = packs(entries);
        let sizes: Vec<usize> = packs
            .iter()
            .map(|p| p["entries"].as_array().unwrap().len())
            .collect();
        assert_eq!(sizes, [PACK_MOST, PACK_MOST, 1]);
        let sks: std::collections::HashSet<&str> =
            packs.iter().map(|p| p["sk"].as_str().unwrap()).collect();
        assert_eq!(sks.len(), 3, "each pack its own key");
        let biggest = sanduq_store::item_bytes(&packs[0]);
        assert!(biggest < 64 * 1024, "{biggest}");
    }

    #[test]
    fn a_seconds_items_sort_between_its_bounds() {
        let second = "2026-11-26T08:00:05";
        let (lo, hi) = (second_start(second), second_end(second));
        for sk in [
            "2026-11-26T08:00:05.000000Z#pack_0",
            "2026-11-26T08:00:05.000000Z#req_0",
            "2026-11-26T08:00:05.999999Z#req_zzz",
        ] {
            assert!(lo.as_str() <= sk && sk <= hi.as_str(), "{sk}");
            assert_eq!(second_of(sk), second);
        }
        for sk in [
            "2026-11-26T08:00:04.999999Z#req_z",
            "2026-11-26T08:00:06.000000Z#pack_0",
        ] {
            assert!(!(lo.as_str() <= sk && sk <= hi.as_str()), "{sk}");
        }
    }

    #[test]
    fn a_pack_entry_that_does_not_read_is_left_out() {
        let mut p = packs(vec![entry("req_a", "m", "2026-11-26T08:00:00Z", None)]).remove(0);
        p["entries"].as_array_mut().unwrap().extend([
            json!("x"),
            json!([1, 2]),
            json!(["not a time", "req_b", "GET", "/", 200, 1.0]),
        ]);
        let read = unpack(p);
        assert_eq!(read.len(), 1);
        assert_eq!(read[0].1["id"], "req_a");
    }
}
