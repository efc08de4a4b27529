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
pub use crate::request_entry::{item, Entry, KEPT_DAYS, SHARDS};
use crate::request_entry::{
    pack_partition, partition, second_end, second_of, second_start, unpack,
};
use crate::request_sink::RequestLog;
use crate::state::AppState;
use sanduq_store::{Query, SharedStore, SkRange, Write};
use serde_json::Value;

/// Keeps `e` in its merchant's log (never fails the request it describes).
pub async fn record(st: &AppState, e: Entry) {
    match st.request_log.as_ref() {
        RequestLog::Direct => {
            let w = Write::Put {
                item: item(&e),
                cond: None,
            };
            if let Err(err) = st.store.transact(vec![w]).await {
                tracing::warn!(error = %err, "request log entry not written");
            }
        }
        // dropped when the buffer is full: counted, and the writer says so once a round
        log => {
            let _ = log.send(e);
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
/// Reads the sixteen shards of single entries and the packs (`crate::request_entry`) and
/// merges them.
pub async fn page(
    st: &AppState,
    merchant_id: &str,
    limit: usize,
    cursor: Option<&str>,
    ascending: bool,
) -> ApiResult<(Vec<Value>, Option<String>)> {
    let mut reads = tokio::task::JoinSet::new();
    let parts = (0..SHARDS)
        .map(|shard| (partition(merchant_id, shard), false))
        .chain([(pack_partition(merchant_id), true)]);
    for (pk, packs) in parts {
        let store = st.store.clone();
        let cursor = cursor.map(str::to_string);
        reads.spawn(async move {
            let from = Read {
                pk,
                packs,
                cursor,
                ascending,
                want: limit + 1,
            };
            // a pack holds many entries: a few at first
            from.rows(&store, if packs { 2 } else { limit + 2 }).await
        });
    }
    let mut rows: Vec<(String, Value)> = vec![];
    while let Some(got) = reads.join_next().await {
        rows.extend(got.map_err(|e| sanduq_store::StoreError::Unavailable(e.to_string()))??);
    }
    rows.sort_by(|a, b| a.0.cmp(&b.0));
    if !ascending {
        rows.reverse();
    }
    let more = rows.len() > limit;
    rows.truncate(limit);
    let next = match (more, rows.last()) {
        (true, Some((c, _))) => Some(c.clone()),
        _ => None,
    };
    Ok((rows.into_iter().map(|(_, v)| v).collect(), next))
}

/// The log's sort keys begin with a year's digits: every one lies between these two (DynamoDB
/// takes no empty string in a key condition).
const LOWEST: &str = "0";
const HIGHEST: &str = "~";

/// The sort keys from `lo` to `hi` (both kept).
fn range(lo: &str, hi: &str) -> SkRange {
    if lo == LOWEST && hi == HIGHEST {
        SkRange::All
    } else {
        SkRange::Between(lo.to_string(), hi.to_string())
    }
}

/// One partition's entries after a cursor, in one order.
struct Read {
    pk: String,
    /// The partition holds packs (else single entries, each item one entry in its order).
    packs: bool,
    cursor: Option<String>,
    ascending: bool,
    /// How many entries the page needs from it at most.
    want: usize,
}

impl Read {
    /// The entries of the partition that can be on the page: items read `chunk` at a time
    /// (doubling) until `want` entries are in hand, or none is left; of packs, until the second
    /// they reached is read whole too (a later pack belongs to another second, and so do all
    /// its entries; single entries come in their order).
    async fn rows(
        &self,
        store: &SharedStore,
        mut chunk: usize,
    ) -> Result<Vec<(String, Value)>, sanduq_store::StoreError> {
        let (mut lo, mut hi) = match (&self.cursor, self.ascending) {
            (Some(c), true) => (second_start(second_of(c)), HIGHEST.to_string()),
            (Some(c), false) => (LOWEST.to_string(), second_end(second_of(c))),
            (None, _) => (LOWEST.to_string(), HIGHEST.to_string()),
        };
        let mut rows = vec![];
        let mut last: Option<String> = None;
        let mut full_at: Option<String> = None;
        loop {
            // the item read last comes again first
            let asked = chunk + usize::from(last.is_some());
            let mut q = Query::partition(self.pk.clone())
                .sk(range(&lo, &hi))
                .limit(asked);
            if !self.ascending {
                q = q.backward();
            }
            let items = store.query(&q).await?;
            let got = items.len();
            for item in items {
                let sk = item
                    .get("sk")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_string();
                if last.as_deref() == Some(sk.as_str()) {
                    continue;
                }
                if let Some(second) = &full_at {
                    if second_of(&sk) != second {
                        return Ok(rows);
                    }
                }
                rows.extend(unpack(item).into_iter().filter(|(c, _)| self.wanted(c)));
                if full_at.is_none() && rows.len() >= self.want {
                    if !self.packs {
                        return Ok(rows);
                    }
                    full_at = Some(second_of(&sk).to_string());
                }
                last = Some(sk);
            }
            if got < asked {
                return Ok(rows);
            }
            let Some(at) = &last else {
                return Ok(rows);
            };
            if self.ascending {
                lo = at.clone();
            } else {
                hi = at.clone();
            }
            chunk = (chunk * 2).min(1_000);
        }
    }

    /// True when an entry at `c` comes after the cursor in this order.
    fn wanted(&self, c: &str) -> bool {
        match (&self.cursor, self.ascending) {
            (None, _) => true,
            (Some(cur), true) => c > cur.as_str(),
            (Some(cur), false) => c < cur.as_str(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::request_entry::tests::entry_at;
    use chrono::Utc;

    #[test]
    fn cursors_have_the_published_shape() {
        let c = item(&entry_at("req_0a1b", "m", Utc::now()))["sk"]
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

    /// Single entries (a Lambda function's) and packs (`sanduq serve`'s) in one merchant's
    /// log read back as one list in either order, page after page of any size, from any
    /// cursor: every entry once, in cursor order, packs of a second split around a cursor.
    #[tokio::test]
    async fn pages_over_packs_and_single_entries_list_every_entry_once_in_order() {
        use crate::request_entry::packs;
        use crate::request_entry::tests::an_hour_ago;
        use chrono::Duration;
        use sanduq_store::EmbeddedStore;
        let st = AppState::new(
            std::sync::Arc::new(EmbeddedStore::in_memory()),
            crate::state::Config::default(),
        );
        let start = an_hour_ago();
        let mut seed = 7_u64;
        let mut next = move |n: u64| {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            (seed >> 33) % n
        };
        let mut all = vec![];
        let mut packed = vec![];
        let mut writes = vec![];
        for n in 0..700 {
            // five seconds, often the same microsecond
            let when = start + Duration::microseconds((next(5) * 1_000_000 + next(900_000)) as i64);
            let e = entry_at(&format!("req_{n:05}"), "m", when);
            all.push(crate::request_entry::cursor_of(e.at, &e.request_id));
            if next(3) == 0 {
                writes.push(item(&e));
            } else {
                packed.push(e);
            }
        }
        writes.extend(packs(packed));
        for chunk in writes.chunks(100) {
            let w = chunk
                .iter()
                .cloned()
                .map(|item| Write::Put { item, cond: None })
                .collect();
            st.store.transact(w).await.unwrap();
        }
        // another merchant's entries are not read
        st.store
            .transact(vec![Write::Put {
                item: item(&entry_at("req_x", "other", start)),
                cond: None,
            }])
            .await
            .unwrap();
        all.sort();
        for ascending in [true, false] {
            let expected: Vec<String> = if ascending {
                all.clone()
            } else {
                all.iter().rev().cloned().collect()
            };
            for per_page in [1, 7, 100] {
                let mut cursor: Option<String> = None;
                let mut seen = vec![];
                loop {
                    let (rows, more) = page(&st, "m", per_page, cursor.as_deref(), ascending)
                        .await
                        .unwrap();
                    assert!(rows.len() <= per_page);
                    seen.extend(
                        rows.iter()
                            .map(|r| r["cursor"].as_str().unwrap().to_string()),
                    );
                    match more {
                        Some(c) => {
                            assert_eq!(Some(&c), seen.last());
                            cursor = Some(c);
                        }
                        None => break,
                    }
                }
                assert!(
                    seen == expected,
                    "ascending {ascending}, per page {per_page}: {} seen, {} expected, first apart {:?}",
                    seen.len(),
                    expected.len(),
                    seen.iter().zip(&expected).find(|(a, b)| a != b)
                );
            }
            // from a place that is no entry's, the entries after it
            let place =
                crate::request_entry::cursor_of(start + Duration::milliseconds(2_500), "req_");
            let place = place.as_str();
            assert!(place.ends_with(".500000Z#req_"), "{place}");
            let (rows, _) = page(&st, "m", 100, Some(place), ascending).await.unwrap();
            let got: Vec<&str> = rows.iter().map(|r| r["cursor"].as_str().unwrap()).collect();
            let want: Vec<&str> = expected
                .iter()
                .map(String::as_str)
                .filter(|c| if ascending { *c > place } else { *c < place })
                .take(100)
                .collect();
            assert_eq!(got, want);
        }
    }
}
