//! Due work, found by the scheduled runs (expiry, billing, webhook retries): each kind's
//! items sit in GSI2 in shards (`<kind>#<shard in hex>`, 16 by default, `DUE_SHARDS` up to
//! 1,024, so no single hot index partition), sorted by when they are due. Never a scan.

use crate::items::{self, sort_time};
use crate::state::AppState;
use chrono::{DateTime, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_store::{Index, Item, Query, SkRange};
use std::collections::HashMap;

/// How many shards each kind of due work is spread over: `DUE_SHARDS` (16 to 1,024; default
/// 16), the stack's `DueShards`. Each payment awaiting its buyer or holding a reservation
/// writes its kind's shard twice (in and out): 16 carry about 8,000 payments a second over
/// the stack, 128 far more. It may grow, never shrink: the runs read shards `0..n`, and the
/// first 16 (where every store before the setting put its entries) are always among them.
pub fn shard_count() -> usize {
    static N: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *N.get_or_init(|| crate::events::shard_count(std::env::var("DUE_SHARDS").ok().as_deref()))
}

/// The shard an object's due entry goes in (by its id).
pub fn shard_of(id: &str) -> String {
    shard_in(id, shard_count())
}

/// With 16 shards, the id's last hex digit (as stores have always held them); with more, the
/// id spread over them. Either way one of `0..n` in hex.
fn shard_in(id: &str, n: usize) -> String {
    if n == 16 {
        let c = id.chars().last().filter(char::is_ascii_hexdigit);
        return c.unwrap_or('0').to_ascii_lowercase().to_string();
    }
    format!("{:x}", sanduq_domain::ids::spread(id, n))
}

/// Every shard of a kind, for the runs that read them.
pub fn shards() -> impl Iterator<Item = String> {
    (0..shard_count()).map(|n| format!("{n:x}"))
}

/// What is due by `upto` in `partitions`, each item with its merchant (read once per run).
/// The second value counts what could not be read: an index shard, or an item with no
/// readable merchant id. Items of a merchant that no longer exists are left out.
pub async fn with_merchants(
    st: &AppState,
    partitions: Vec<String>,
    upto: DateTime<Utc>,
) -> (Vec<(Merchant, Item)>, usize) {
    let upto = format!("{}#~", sort_time(upto));
    let mut merchants: HashMap<String, Option<Merchant>> = HashMap::new();
    let mut due = Vec::new();
    let mut unreadable = 0;
    for partition in partitions {
        let q = Query::index(Index::Gsi2, partition.clone())
            .sk(SkRange::Between("0".into(), upto.clone()));
        let rows = match st.store.query(&q).await {
            Ok(rows) => rows,
            Err(e) => {
                tracing::error!(error = %e, shard = %partition, "due work: index shard unreadable");
                unreadable += 1;
                continue;
            }
        };
        for item in rows {
            let Some(mid) = item.get("merchant_id").and_then(|v| v.as_str()) else {
                tracing::error!(pk = ?item.get("pk"), "due work: an index item without a merchant");
                unreadable += 1;
                continue;
            };
            if !merchants.contains_key(mid) {
                match items::load_merchant(st, mid).await {
                    Ok(m) => {
                        merchants.insert(mid.to_string(), m);
                    }
                    Err(e) => {
                        tracing::error!(merchant = %mid, error = %e.0.message, "due work: merchant unreadable");
                        unreadable += 1;
                        continue;
                    }
                }
            }
            if let Some(Some(m)) = merchants.get(mid) {
                due.push((m.clone(), item));
            }
        }
    }
    (due, unreadable)
}

#[cfg(test)]
mod shard_tests {
    use super::*;

    #[test]
    fn every_entry_lands_in_a_shard_the_runs_read() {
        let id = |n: usize| format!("pay_{:024x}", n * 7_919);
        // 16: the id's last hex digit, as before the setting
        assert_eq!(shard_in("pay_00000000000000000000002b", 16), "b");
        assert_eq!(shard_in("odd_id_Z", 16), "0");
        for n in [16, 64, 128, 1024] {
            let all: std::collections::HashSet<String> = (0..n).map(|k| format!("{k:x}")).collect();
            let used: std::collections::HashSet<String> =
                (0..20 * n).map(|k| shard_in(&id(k), n)).collect();
            assert!(used.is_subset(&all), "{n}");
            assert!(
                used.len() > n * 9 / 10,
                "{n}: only {} shards used",
                used.len()
            );
            // the shards a store held before (16) stay among what a larger count reads
            assert!((0..16).all(|k| all.contains(&format!("{k:x}"))));
        }
    }
}
