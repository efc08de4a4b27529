//! Alerts: what compliance officers look into. A screening alert is one list entry a user
//! or a merchant matched; a document alert is an identity document already verified for
//! another user of the merchant. An alert's id is made from what raised it (the subject and
//! the list entry, or the verification), so raising it again, from a retry or a re-screen,
//! finds it there: a cleared alert is not raised again for the same entry.
//!
//! | entity | pk           | sk    | gsi1pk / gsi1sk                | gsi3pk / gsi3sk                        |
//! |--------|--------------|-------|--------------------------------|----------------------------------------|
//! | alert  | ALERT#<id>   | ALERT | OPS#ALERTS / <created>#<id>    | OPS#ALERTS#<status> / <created>#<id>   |

use chrono::{DateTime, Utc};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_screening::lists::Source;
use sanduq_store::{Index, Key, Query, Write};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A name matched a watch list's entry.
    Screening,
    /// An identity document already verified for another user of the merchant.
    DuplicateDocument,
    /// A monitoring rule fired on a money movement.
    Monitoring,
}

impl Kind {
    pub const NAMES: [&'static str; 3] = ["screening", "duplicate_document", "monitoring"];

    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Screening => "screening",
            Kind::DuplicateDocument => "duplicate_document",
            Kind::Monitoring => "monitoring",
        }
    }

    pub fn parse(s: &str) -> Option<Kind> {
        [Kind::Screening, Kind::DuplicateDocument, Kind::Monitoring]
            .into_iter()
            .find(|k| k.as_str() == s)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Open,
    /// A false positive: the officer said why; the hold it made is lifted.
    Cleared,
    /// A true match: the hold stays.
    Confirmed,
    /// Raised by a rule in shadow: kept and counted, never acted on.
    Shadow,
}

impl Status {
    pub const NAMES: [&'static str; 4] = ["open", "cleared", "confirmed", "shadow"];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Cleared => "cleared",
            Status::Confirmed => "confirmed",
            Status::Shadow => "shadow",
        }
    }

    pub fn parse(s: &str) -> Option<Status> {
        [
            Status::Open,
            Status::Cleared,
            Status::Confirmed,
            Status::Shadow,
        ]
        .into_iter()
        .find(|k| k.as_str() == s)
    }
}

/// Who was screened, as they were when they were.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Subject {
    /// `user` or `merchant`.
    pub kind: String,
    /// The user's or the merchant's id.
    pub id: String,
    pub merchant_id: String,
    pub name: String,
    #[serde(default)]
    pub date_of_birth: Option<String>,
    /// What the screening was for: `sync`, `kyc`, `merchant`, `rescreen`.
    pub at: String,
}

/// The list entry a screening alert is about.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Matched {
    pub list_id: String,
    pub source: Source,
    pub version: u32,
    pub entry_id: String,
    pub name: String,
    pub aliases: Vec<String>,
    pub dates_of_birth: Vec<String>,
    pub nationalities: Vec<String>,
    pub score: f64,
}

/// The document a document alert is about.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Clash {
    pub document_type: String,
    /// The number by its last four characters, as every answer shows it.
    pub document_number: String,
    /// The user the document is verified for, and by which verification.
    pub verified_for: String,
    pub verification_id: String,
}

/// The rule that fired a monitoring alert, as it stood, and what fired it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Fired {
    pub rule: String,
    pub check: Value,
    pub severity: crate::rules::Severity,
    pub figures: Value,
    /// The movements the figures count, the one that fired it last.
    pub movements: Vec<String>,
}

/// An officer's decision on an alert.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    pub by: String,
    pub reason: String,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Alert {
    pub id: String,
    pub kind: Kind,
    pub status: Status,
    pub subject: Subject,
    #[serde(default)]
    pub matched: Option<Matched>,
    #[serde(default)]
    pub clash: Option<Clash>,
    #[serde(default)]
    pub fired: Option<Fired>,
    /// Whether raising it held the user's wallet.
    pub held: bool,
    #[serde(default)]
    pub decision: Option<Decision>,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub updated_at: DateTime<Utc>,
}

fn made_id(parts: &[&str]) -> String {
    let digest = Sha256::digest(parts.join("\u{1f}").as_bytes());
    format!("alr_{}", &hex::encode(digest)[..24])
}

/// The id of the alert that `subject_id` matching `entry_id` of `source`'s list raises.
pub fn screening_id(subject_id: &str, source: Source, entry_id: &str) -> String {
    made_id(&["screening", subject_id, source.as_str(), entry_id])
}

/// The id of the alert rule `rule_id` firing on movement `movement_id` raises.
pub fn monitoring_id(rule_id: &str, movement_id: &str) -> String {
    made_id(&["monitoring", rule_id, movement_id])
}

/// The id of the alert that user `user_id` submitting a document verified for another user
/// raises (once, however often they submit it).
pub fn document_id(user_id: &str, document_type: &str, number: &str) -> String {
    made_id(&["duplicate_document", user_id, document_type, number])
}

pub fn key(id: &str) -> Key {
    Key::new(format!("ALERT#{id}"), "ALERT")
}

/// The alert as a put: new (`read` None) or over version `read`.
pub fn put(a: &Alert, read: Option<u64>) -> ApiResult<Write> {
    let sk = format!("{}#{}", items::sort_time(a.created_at), a.id);
    items::versioned_put(
        a,
        &key(&a.id),
        read,
        &[
            ("gsi1pk", "OPS#ALERTS".into()),
            ("gsi1sk", sk.clone().into()),
            ("gsi3pk", format!("OPS#ALERTS#{}", a.status.as_str()).into()),
            ("gsi3sk", sk.into()),
        ],
    )
}

/// A new alert's put: a second raise of the same alert fails its condition.
pub fn put_new(a: &Alert) -> ApiResult<Write> {
    put(a, None)
}

fn missing() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no such alert")
}

/// Alert `id` and its version (NOT_FOUND when there is none).
pub async fn load(st: &AppState, id: &str) -> ApiResult<(Alert, u64)> {
    if !sanduq_domain::ids::has_shape(id, "alr") {
        return Err(missing());
    }
    match st.store.get_stored(&key(id)).await? {
        Some(item) => Ok((items::from_stored(&item)?, item.version())),
        None => Err(missing()),
    }
}

/// Whether alert `id` was raised.
pub async fn exists(st: &AppState, id: &str) -> ApiResult<bool> {
    Ok(st.store.get_stored(&key(id)).await?.is_some())
}

/// Alerts, newest first: all, or those of one status; of one kind or user when asked.
pub async fn list(
    st: &AppState,
    status: Option<Status>,
    kind: Option<Kind>,
    user_id: Option<&str>,
    limit: usize,
) -> ApiResult<Vec<Alert>> {
    let q = match status {
        None => Query::index(Index::Gsi1, "OPS#ALERTS"),
        Some(s) => Query::index(Index::Gsi3, format!("OPS#ALERTS#{}", s.as_str())),
    };
    let mut out = vec![];
    for item in st.store.query(&q.backward().limit(1000)).await? {
        let a: Alert = items::from_item(item)?;
        if kind.is_none_or(|k| a.kind == k) && user_id.is_none_or(|u| a.subject.id == u) {
            out.push(a);
            if out.len() == limit {
                break;
            }
        }
    }
    Ok(out)
}

pub fn view(a: &Alert) -> Value {
    json!({
        "id": a.id,
        "object": "alert",
        "kind": a.kind,
        "status": a.status,
        "subject": a.subject,
        "matched": a.matched,
        "document": a.clash,
        "rule": a.fired,
        "held": a.held,
        "decision": a.decision,
        "created_at": a.created_at,
        "updated_at": a.updated_at,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_alert_is_named_by_what_raised_it() {
        let a = screening_id("usr_1", Source::Un, "6900001");
        assert_eq!(a, screening_id("usr_1", Source::Un, "6900001"));
        assert!(
            sanduq_domain::ids::has_shape(&a, "alr") && a.len() == 28,
            "{a}"
        );
        for other in [
            screening_id("usr_2", Source::Un, "6900001"),
            screening_id("usr_1", Source::Own, "6900001"),
            screening_id("usr_1", Source::Un, "6900002"),
            document_id("usr_1", "national_id", "6900001"),
        ] {
            assert_ne!(a, other);
        }
        // the parts are kept apart: no two splits of one text name one alert
        assert_ne!(
            screening_id("usr_1", Source::Un, "a\u{1f}b"),
            screening_id("usr_1\u{1f}un", Source::Un, "b")
        );
    }
}
