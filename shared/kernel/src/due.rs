//! Due work, found by the scheduled runs (expiry, billing): each kind's items sit in GSI2 in
//! 16 shards (`<kind>#<hex digit>`, by the id's last hex digit, so no single hot index
//! partition), sorted by when they are due. Never a scan.

use crate::items::{self, sort_time};
use crate::state::AppState;
use chrono::{DateTime, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_store::{Index, Item, Query, SkRange};
use std::collections::HashMap;

pub const SHARDS: &str = "0123456789abcdef";

/// The shard an object's due entry goes in.
pub fn shard_of(id: &str) -> char {
    id.chars().last().unwrap_or('0')
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
