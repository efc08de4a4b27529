//! Re-screening after a list's new version: a job item written in the load's transaction,
//! worked through off the request path by the scheduled sweeper (locally its loop in
//! `sanduq serve`, in AWS the sweeper function) a page of users at a time, its place kept
//! in the item after each page (a versioned write: two sweepers never both advance it). A
//! job screens every merchant and every user of each against the lists in force when it
//! runs, so a newer job makes the older ones needless: they are closed as superseded. A
//! page run twice (a sweeper stopped before saving its place) raises nothing twice: an
//! alert's id is the person's and the entry's.
//!
//! | entity | pk              | sk                      |
//! |--------|-----------------|-------------------------|
//! | job    | SCREEN#RESCREEN | <created>#<list id>     |

use chrono::{DateTime, Utc};
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_store::{Key, Query, Write};
use serde::{Deserialize, Serialize};

const JOBS: &str = "SCREEN#RESCREEN";

/// A re-screening's progress.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Job {
    /// The list version whose load made it.
    pub list_id: String,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    /// The merchant being screened (its index sort key, `<created>#<id>`); None before the
    /// first.
    pub merchant: Option<String>,
    /// The last user of that merchant screened (its index sort key).
    pub user_after: Option<String>,
    pub merchants: u64,
    pub users: u64,
    pub alerts: u64,
    /// `done`, `superseded`, or None while it runs.
    pub ended: Option<String>,
    #[serde(default, with = "sanduq_domain::time::rfc3339_opt")]
    pub ended_at: Option<DateTime<Utc>>,
}

fn key(j: &Job) -> Key {
    Key::new(JOBS, format!("{}#{}", sort_time(j.created_at), j.list_id))
}

/// The job a new list version (`list_id`, loaded at `at`) starts, as a put in the load's
/// transaction.
pub fn start(list_id: &str, at: DateTime<Utc>) -> ApiResult<Write> {
    let j = Job {
        list_id: list_id.to_string(),
        created_at: at,
        merchant: None,
        user_after: None,
        merchants: 0,
        users: 0,
        alerts: 0,
        ended: None,
        ended_at: None,
    };
    items::versioned_put(&j, &key(&j), None, &[])
}

/// The job's progress saved over version `read`.
pub fn save(j: &Job, read: u64) -> ApiResult<Write> {
    items::versioned_put(j, &key(j), Some(read), &[])
}

/// Jobs still running, oldest first, with their versions.
pub async fn running(st: &AppState) -> ApiResult<Vec<(Job, u64)>> {
    let mut out = vec![];
    for item in st.store.query(&Query::partition(JOBS)).await? {
        let version = item.get("version").and_then(|v| v.as_u64()).unwrap_or(0);
        let j: Job = items::from_item(item)?;
        if j.ended.is_none() {
            out.push((j, version));
        }
    }
    Ok(out)
}

/// Every job, newest first (for operators: how far the latest got).
pub async fn all(st: &AppState) -> ApiResult<Vec<Job>> {
    let q = Query::partition(JOBS).backward().limit(100);
    st.store
        .query(&q)
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}
