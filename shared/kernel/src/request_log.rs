//! Each merchant's request log: the API requests made with its keys over the last 7 days
//! (method, route template, status, error code, request id, latency; never a body, a header
//! or a path with its ids), for `sanduq logs tail` and the dashboard's developers page.
//!
//! An entry is one small item, `MER#<m>#REQLOG#<shard>` / `<time>#<request id>`, kept 7 days
//! by its TTL; sixteen shards keep a busy merchant's log off one partition, and a read
//! merges them. Entries are written after the answer is made: in a Lambda function, before it
//! returns (one plain put); on a laptop, by a background writer that writes every entry
//! waiting, in transactions of up to 100, 200 ms after the first (the embedded store's cost is
//! the commit, not the item).
//! A log entry is not money: one lost in a crash or a full buffer is only a missing line.

use crate::error::ApiResult;
use crate::items::sort_time;
use crate::request_sink::RequestLog;
use crate::state::AppState;
use chrono::{DateTime, Duration, Utc};
use sanduq_store::{Item, Key, Query, SkRange, Write};
use serde_json::{json, Value};

pub const KEPT_DAYS: i64 = 7;
/// A merchant at 2,000 payments a second makes about 8,000 requests a second: 16 shards keep
/// each partition near 500 writes a second (DynamoDB's limit is 1,000).
pub const SHARDS: usize = 16;

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

fn partition(merchant_id: &str, shard: usize) -> String {
    format!("MER#{merchant_id}#REQLOG#{shard}")
}

/// The entry's item.
pub fn item(e: &Entry) -> Item {
    let shard = sanduq_domain::ids::spread(&e.request_id, SHARDS);
    let key = Key::new(
        partition(&e.merchant_id, shard),
        [&sort_time(e.at), "#", &e.request_id].concat(),
    );
    let v = json!({
        "pk": key.pk, "sk": key.sk,
        "id": e.request_id, "method": e.method, "route": e.route, "status": e.status,
        "error_code": e.error_code, "latency_ms": (e.latency_ms * 10.0).round() / 10.0,
        "created_at": sanduq_domain::time::Time(e.at),
        "ttl": (e.at + Duration::days(KEPT_DAYS)).timestamp(),
    });
    let Value::Object(mut item) = v else {
        unreachable!("json! object")
    };
    item.retain(|_, v| !v.is_null());
    item
}

/// Keeps `e` in its merchant's log (never fails the request it describes).
pub async fn record(st: &AppState, e: &Entry) {
    let item = item(e);
    match st.request_log.as_ref() {
        RequestLog::Direct => {
            let w = Write::Put { item, cond: None };
            if let Err(err) = st.store.transact(vec![w]).await {
                tracing::warn!(error = %err, "request log entry not written");
            }
        }
        // dropped when the buffer is full: counted, and the writer says so once a round
        log => {
            let _ = log.send(item);
        }
    }
}

/// The shape of an entry's cursor, as the published document says it.
pub const CURSOR_PATTERN: &str =
    "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{6}Z#req_[0-9A-Za-z]{1,64}$";

/// True when `c` has the shape of an entry's cursor (`CURSOR_PATTERN`): a time as the log
/// sorts it and a request id. Any such string is a place in the log to read from.
pub fn is_cursor(c: &str) -> bool {
    let Some((t, id)) = c.split_once('#') else {
        return false;
    };
    let shape = "dddd-dd-ddTdd:dd:dd.ddddddZ";
    t.len() == shape.len()
        && t.chars().zip(shape.chars()).all(|(a, b)| match b {
            'd' => a.is_ascii_digit(),
            _ => a == b,
        })
        && sanduq_domain::ids::has_shape(id, "req")
}

/// A page of a merchant's log: newest first, or oldest first (`ascending`), at most `limit`
/// entries after `cursor` (an entry's `cursor`) in that order; and the next page's cursor.
pub async fn page(
    st: &AppState,
    merchant_id: &str,
    limit: usize,
    cursor: Option<&str>,
    ascending: bool,
) -> ApiResult<(Vec<Value>, Option<String>)> {
    let forward = ascending;
    let range = match (cursor, ascending) {
        (Some(c), true) => SkRange::Between(c.to_string(), "~".into()),
        (Some(c), false) => SkRange::Between(String::new(), c.to_string()),
        (None, _) => SkRange::All,
    };
    let mut rows: Vec<Item> = vec![];
    let mut reads = tokio::task::JoinSet::new();
    for shard in 0..SHARDS {
        let mut q = Query::partition(partition(merchant_id, shard))
            .sk(range.clone())
            .limit(limit + 2);
        if !forward {
            q = q.backward();
        }
        let store = st.store.clone();
        reads.spawn(async move { store.query(&q).await });
    }
    while let Some(got) = reads.join_next().await {
        rows.extend(got.map_err(|e| sanduq_store::StoreError::Unavailable(e.to_string()))??);
    }
    let sk = |i: &Item| {
        i.get("sk")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    };
    rows.retain(|i| cursor.is_none_or(|c| sk(i) != c));
    rows.sort_by_key(sk);
    if !forward {
        rows.reverse();
    }
    let more = rows.len() > limit;
    rows.truncate(limit);
    let next = match (more, rows.last()) {
        (true, Some(last)) => Some(sk(last)),
        _ => None,
    };
    let out = rows
        .into_iter()
        .map(|mut i| {
            let cursor = sk(&i);
            for k in ["pk", "sk", "ttl"] {
                i.remove(k);
            }
            let mut v = Value::Object(i);
            v["cursor"] = cursor.into();
            v["error_code"] = v.get("error_code").cloned().unwrap_or(Value::Null);
            v
        })
        .collect();
    Ok((out, next))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_is_a_small_item_kept_seven_days_and_spread_over_shards() {
        let at = DateTime::parse_from_rfc3339("2026-11-26T08:00:00Z")
            .unwrap()
            .to_utc();
        let e = |id: &str| Entry {
            request_id: id.into(),
            merchant_id: "mer_1".into(),
            method: "POST".into(),
            route: "/api/v1/payments/{payment_id}/capture".into(),
            status: 422,
            error_code: Some("INVALID_PAYMENT_STATUS".into()),
            latency_ms: 3.126,
            at,
        };
        let i = item(&e("req_a"));
        assert_eq!(i["ttl"], (at + Duration::days(7)).timestamp());
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

    #[test]
    fn cursors_have_the_published_shape() {
        let c = item(&Entry {
            request_id: "req_0a1b".into(),
            merchant_id: "m".into(),
            method: "GET".into(),
            route: "/".into(),
            status: 200,
            error_code: None,
            latency_ms: 1.0,
            at: Utc::now(),
        })["sk"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(is_cursor(&c), "{c}");
        assert!(
            is_cursor("0000-99-99T99:99:99.000000Z#req_x"),
            "the shape, not a real time"
        );
        for bad in [
            "example",
            "2026-11-26T08:00:00Z#req_a",
            "2026-11-26T08:00:00.000000Z#evt_a",
            "2026-11-26T08:00:00.000000Z",
        ] {
            assert!(!is_cursor(bad), "{bad}");
        }
    }
}
