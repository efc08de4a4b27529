//! Reports filed to the FIU, kept: the file in the documents store (records are kept five
//! years: docs/decisions.md) and its record here, with who filed it and its digest. A CTR is
//! named by its day, so asking for a day again answers the file kept for it.
//!
//! | entity | pk           | sk     | gsi1pk / gsi1sk               |
//! |--------|--------------|--------|-------------------------------|
//! | report | REPORT#<id>  | REPORT | OPS#REPORTS / <created>#<id>  |

use chrono::{DateTime, Utc};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_store::{Index, Key, Query, Write};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub id: String,
    /// `STR` or `CTR`.
    pub code: String,
    #[serde(default)]
    pub case_id: Option<String>,
    /// A CTR's Baghdad day.
    #[serde(default)]
    pub day: Option<String>,
    pub transactions: u32,
    /// Where the documents store keeps the file.
    pub key: String,
    pub sha256: String,
    pub size: u64,
    pub filed_by: String,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
}

/// The id of the CTR of Baghdad day `day` (one a day).
pub fn ctr_id(day: &str) -> String {
    let d = Sha256::digest(format!("ctr\u{1f}{day}").as_bytes());
    format!("rpt_{}", &hex::encode(d)[..24])
}

pub fn key(id: &str) -> Key {
    Key::new(format!("REPORT#{id}"), "REPORT")
}

/// The file's place in the documents store.
pub fn file_key(id: &str) -> String {
    format!("compliance/reports/{id}.xml")
}

/// A new report's put (a second one of the same id fails its condition).
pub fn put(r: &Report) -> ApiResult<Write> {
    let sk = format!("{}#{}", items::sort_time(r.created_at), r.id);
    items::versioned_put(
        r,
        &key(&r.id),
        None,
        &[("gsi1pk", "OPS#REPORTS".into()), ("gsi1sk", sk.into())],
    )
}

/// What a report is of: a case (an STR) or a Baghdad day (its CTR).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Of<'a> {
    Case(&'a str),
    Day(&'a str),
}

/// A report's record for `xml` (of `transactions` transactions), filed now by `by`.
pub fn record(
    id: String,
    of: Of<'_>,
    transactions: usize,
    xml: &str,
    by: &str,
    now: DateTime<Utc>,
) -> Report {
    let (code, case_id, day) = match of {
        Of::Case(c) => ("STR", Some(c.to_string()), None),
        Of::Day(d) => ("CTR", None, Some(d.to_string())),
    };
    Report {
        key: file_key(&id),
        id,
        code: code.into(),
        case_id,
        day,
        transactions: transactions as u32,
        sha256: hex::encode(Sha256::digest(xml.as_bytes())),
        size: xml.len() as u64,
        filed_by: by.into(),
        created_at: now,
    }
}

fn missing() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no such report")
}

fn unavailable(e: impl std::fmt::Display) -> ApiError {
    tracing::error!(error = %e, "a report's file was not stored or read");
    ApiError::new(
        ErrorCode::ServiceUnavailable,
        "reports cannot be stored or read now; retry later",
    )
}

/// Stores report `r`'s file (before its record is written: a record always has its file).
pub async fn keep_file(st: &AppState, r: &Report, xml: &str) -> ApiResult<()> {
    st.documents
        .put(&r.key, xml.as_bytes().to_vec(), "application/xml")
        .await
        .map_err(unavailable)
}

/// Report `id`, if filed.
pub async fn find(st: &AppState, id: &str) -> ApiResult<Option<Report>> {
    if !sanduq_domain::ids::has_shape(id, "rpt") {
        return Ok(None);
    }
    match st.store.get_stored(&key(id)).await? {
        Some(item) => Ok(Some(items::from_stored(&item)?)),
        None => Ok(None),
    }
}

/// Report `id` and its file (NOT_FOUND when there is none).
pub async fn load_with_file(st: &AppState, id: &str) -> ApiResult<(Report, String)> {
    let r = find(st, id).await?.ok_or_else(missing)?;
    let bytes = st
        .documents
        .get(&r.key)
        .await
        .map_err(unavailable)?
        .ok_or_else(|| unavailable(format!("report {} has no file", r.id)))?;
    let xml = String::from_utf8(bytes).map_err(unavailable)?;
    Ok((r, xml))
}

/// Reports, newest first.
pub async fn list(st: &AppState, limit: usize) -> ApiResult<Vec<Report>> {
    let q = Query::index(Index::Gsi1, "OPS#REPORTS")
        .backward()
        .limit(limit);
    st.store
        .query(&q)
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

pub fn view(r: &Report) -> Value {
    json!({
        "id": r.id,
        "object": "report",
        "code": r.code,
        "case_id": r.case_id,
        "day": r.day,
        "transactions": r.transactions,
        "sha256": r.sha256,
        "size": r.size,
        "filed_by": r.filed_by,
        "created_at": r.created_at,
    })
}
