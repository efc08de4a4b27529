//! Cases: where compliance officers investigate one user. A case groups the user's alerts
//! (an officer confirming an alert adds it to the user's open case, or opens one), is
//! assigned, gathers notes and files, and ends `closed_no_action` or `reported` (a report
//! to the FIU was filed from it). Every change writes its entry to the case's timeline in
//! the same transaction. Nothing here is ever shown to the user or sent to the merchant
//! (tipping-off): cases have no events.
//!
//! | entity   | pk              | sk           | gsi1pk / gsi1sk             | gsi3pk / gsi3sk                     |
//! |----------|-----------------|--------------|-----------------------------|-------------------------------------|
//! | case     | CASE#<id>       | CASE         | OPS#CASES / <created>#<id>  | OPS#CASES#<status> / <created>#<id> |
//! | entry    | CASE#<id>       | T#<at>#<ver> |                             |                                     |
//! | open one | CASE#USR#<user> | OPEN         | (the id of the user's case not yet ended)                         |

use chrono::{DateTime, Utc};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Index, Key, Query, SkRange, Write};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Open,
    /// Assigned: somebody is looking into it.
    Investigating,
    ClosedNoAction,
    /// A report to the FIU was filed from it.
    Reported,
}

impl Status {
    pub const NAMES: [&'static str; 4] = ["open", "investigating", "closed_no_action", "reported"];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Investigating => "investigating",
            Status::ClosedNoAction => "closed_no_action",
            Status::Reported => "reported",
        }
    }

    pub fn parse(s: &str) -> Option<Status> {
        [
            Status::Open,
            Status::Investigating,
            Status::ClosedNoAction,
            Status::Reported,
        ]
        .into_iter()
        .find(|k| k.as_str() == s)
    }

    /// Whether the case has ended (closed or reported): it takes no new alerts.
    pub fn ended(self) -> bool {
        matches!(self, Status::ClosedNoAction | Status::Reported)
    }
}

/// A file an officer attached to a case.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct File {
    pub id: String,
    pub name: String,
    pub content_type: String,
    pub size: u64,
    /// Where the documents store keeps it.
    pub key: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Case {
    pub id: String,
    pub status: Status,
    pub user_id: String,
    pub merchant_id: String,
    /// The user's name when the case opened.
    pub name: String,
    pub alerts: Vec<String>,
    #[serde(default)]
    pub assignee: Option<String>,
    #[serde(default)]
    pub files: Vec<File>,
    #[serde(default)]
    pub reports: Vec<String>,
    pub opened_by: String,
    /// Why it ended, by whom.
    #[serde(default)]
    pub outcome: Option<crate::alerts::Decision>,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub updated_at: DateTime<Utc>,
}

/// What a timeline entry can say happened.
pub const ENTRIES: [&str; 9] = [
    "opened",
    "alert_added",
    "assigned",
    "note",
    "freeze",
    "unfreeze",
    "kyc_requested",
    "reported",
    "closed",
];

/// One line of a case's timeline: what happened, who did it, and what it carried.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub at: DateTime<Utc>,
    pub by: String,
    /// opened, alert_added, assigned, note, freeze, unfreeze, kyc_requested, reported,
    /// closed.
    pub what: String,
    #[serde(default)]
    pub text: Option<String>,
    #[serde(default)]
    pub detail: Value,
}

impl Entry {
    pub fn new(
        by: &str,
        what: &str,
        text: Option<String>,
        detail: Value,
        at: DateTime<Utc>,
    ) -> Entry {
        Entry {
            at,
            by: by.into(),
            what: what.into(),
            text,
            detail,
        }
    }
}

fn refused(c: &Case, what: &str) -> ApiError {
    ApiError::new(
        ErrorCode::InvalidPaymentStatus,
        format!("this case is {}: it cannot be {what}", c.status.as_str()),
    )
}

impl Case {
    /// A new case of user `user_id` (of `merchant_id`, named `name`) for `alerts`.
    pub fn new(
        id: String,
        user_id: &str,
        merchant_id: &str,
        name: &str,
        alerts: Vec<String>,
        by: &str,
        now: DateTime<Utc>,
    ) -> Case {
        Case {
            id,
            status: Status::Open,
            user_id: user_id.into(),
            merchant_id: merchant_id.into(),
            name: name.into(),
            alerts,
            assignee: None,
            files: vec![],
            reports: vec![],
            opened_by: by.into(),
            outcome: None,
            created_at: now,
            updated_at: now,
        }
    }

    /// The case with alert `alert` in it (an ended case takes none).
    pub fn with_alert(&self, alert: &str, now: DateTime<Utc>) -> ApiResult<Case> {
        if self.status.ended() {
            return Err(refused(self, "given alerts"));
        }
        let mut c = self.clone();
        if !c.alerts.iter().any(|a| a == alert) {
            c.alerts.push(alert.into());
        }
        c.updated_at = now;
        Ok(c)
    }

    /// Assigned to `person`: an open case is then being investigated.
    pub fn assigned(&self, person: &str, now: DateTime<Utc>) -> ApiResult<Case> {
        if self.status.ended() {
            return Err(refused(self, "assigned"));
        }
        let mut c = self.clone();
        c.assignee = Some(person.into());
        c.status = Status::Investigating;
        c.updated_at = now;
        Ok(c)
    }

    /// Ended with no report, for `reason`.
    pub fn closed(&self, by: &str, reason: &str, now: DateTime<Utc>) -> ApiResult<Case> {
        if self.status.ended() {
            return Err(refused(self, "closed"));
        }
        let mut c = self.clone();
        c.status = Status::ClosedNoAction;
        c.outcome = Some(crate::alerts::Decision {
            by: by.into(),
            reason: reason.into(),
            at: now,
        });
        c.updated_at = now;
        Ok(c)
    }

    /// Ended by report `report_id`, filed by `by`.
    pub fn reported(
        &self,
        report_id: &str,
        by: &str,
        reason: &str,
        now: DateTime<Utc>,
    ) -> ApiResult<Case> {
        if self.status.ended() {
            return Err(refused(
                self,
                "reported again (file a new case for new facts)",
            ));
        }
        let mut c = self.clone();
        c.status = Status::Reported;
        c.reports.push(report_id.into());
        c.outcome = Some(crate::alerts::Decision {
            by: by.into(),
            reason: reason.into(),
            at: now,
        });
        c.updated_at = now;
        Ok(c)
    }

    /// With `files` attached (a file attached before is kept once).
    pub fn with_files(&self, files: &[File], now: DateTime<Utc>) -> Case {
        let mut c = self.clone();
        for f in files {
            if !c.files.iter().any(|g| g.id == f.id) {
                c.files.push(f.clone());
            }
        }
        c.updated_at = now;
        c
    }
}

pub fn key(id: &str) -> Key {
    Key::new(format!("CASE#{id}"), "CASE")
}

/// Where the id of user `user_id`'s case not yet ended is kept.
pub fn open_key(user_id: &str) -> Key {
    Key::new(format!("CASE#USR#{user_id}"), "OPEN")
}

/// The case as a put: new (`read` None) or over version `read`.
pub fn put(c: &Case, read: Option<u64>) -> ApiResult<Write> {
    let sk = format!("{}#{}", items::sort_time(c.created_at), c.id);
    items::versioned_put(
        c,
        &key(&c.id),
        read,
        &[
            ("gsi1pk", "OPS#CASES".into()),
            ("gsi1sk", sk.clone().into()),
            ("gsi3pk", format!("OPS#CASES#{}", c.status.as_str()).into()),
            ("gsi3sk", sk.into()),
        ],
    )
}

/// The timeline entry of the change that makes version `version` of case `case_id`.
pub fn entry_put(case_id: &str, version: u64, e: &Entry) -> ApiResult<Write> {
    let k = Key::new(
        format!("CASE#{case_id}"),
        format!("T#{}#{version:08}", items::sort_time(e.at)),
    );
    items::put(e, &k, &[], Some(Cond::NotExists))
}

/// The writes that keep the user's open case `c`: the pointer made with a new case (none
/// may be there), taken away when the case ends.
pub fn pointer(c: &Case, was_open: bool) -> ApiResult<Option<Write>> {
    let k = open_key(&c.user_id);
    Ok(match (was_open, c.status.ended()) {
        (false, false) => Some(items::put(
            &json!({ "case_id": c.id }),
            &k,
            &[],
            Some(Cond::NotExists),
        )?),
        (true, true) => Some(Write::Delete {
            key: k,
            cond: Some(Cond::Eq("case_id".into(), c.id.clone().into())),
        }),
        _ => None,
    })
}

fn missing() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no such case")
}

/// Case `id` and its version (NOT_FOUND when there is none).
pub async fn load(st: &AppState, id: &str) -> ApiResult<(Case, u64)> {
    if !sanduq_domain::ids::has_shape(id, "case") {
        return Err(missing());
    }
    match st.store.get_stored(&key(id)).await? {
        Some(item) => Ok((items::from_stored(&item)?, item.version())),
        None => Err(missing()),
    }
}

/// User `user_id`'s case not yet ended, with its version.
pub async fn open_of(st: &AppState, user_id: &str) -> ApiResult<Option<(Case, u64)>> {
    let Some(item) = st.store.get(&open_key(user_id)).await? else {
        return Ok(None);
    };
    let id = item
        .get("case_id")
        .and_then(Value::as_str)
        .ok_or_else(|| items::internal("a user's open case has no id"))?;
    Ok(Some(load(st, id).await?))
}

/// The writes that put alert `alert` of user `(user_id, merchant_id, name)` in the user's
/// case not yet ended, opening one when there is none: the case, its pointer, its entry.
/// Answers the case as it will be.
pub async fn file_alert(
    st: &AppState,
    user_id: &str,
    merchant_id: &str,
    name: &str,
    alert: &str,
    by: &str,
    now: DateTime<Utc>,
) -> ApiResult<(Case, Vec<Write>)> {
    match open_of(st, user_id).await? {
        Some((c, version)) => {
            let after = c.with_alert(alert, now)?;
            let e = Entry::new(by, "alert_added", None, json!({ "alert_id": alert }), now);
            Ok((
                after.clone(),
                vec![
                    put(&after, Some(version))?,
                    entry_put(&c.id, version + 1, &e)?,
                ],
            ))
        }
        None => {
            let c = Case::new(
                sanduq_domain::ids::new_id("case"),
                user_id,
                merchant_id,
                name,
                vec![alert.into()],
                by,
                now,
            );
            let e = Entry::new(by, "opened", None, json!({ "alert_ids": [alert] }), now);
            let mut w = vec![put(&c, None)?, entry_put(&c.id, 1, &e)?];
            w.extend(pointer(&c, false)?);
            Ok((c, w))
        }
    }
}

/// Cases, newest first: all, or those of one status; of one user or assignee when asked.
pub async fn list(
    st: &AppState,
    status: Option<Status>,
    user_id: Option<&str>,
    assignee: Option<&str>,
    limit: usize,
) -> ApiResult<Vec<Case>> {
    let q = match status {
        None => Query::index(Index::Gsi1, "OPS#CASES"),
        Some(s) => Query::index(Index::Gsi3, format!("OPS#CASES#{}", s.as_str())),
    };
    let mut out = vec![];
    for item in st.store.query(&q.backward().limit(1000)).await? {
        let c: Case = items::from_item(item)?;
        if user_id.is_none_or(|u| c.user_id == u)
            && assignee.is_none_or(|a| c.assignee.as_deref() == Some(a))
        {
            out.push(c);
            if out.len() == limit {
                break;
            }
        }
    }
    Ok(out)
}

/// Case `id`'s timeline, oldest first.
pub async fn timeline(st: &AppState, id: &str) -> ApiResult<Vec<Entry>> {
    let q = Query::partition(format!("CASE#{id}")).sk(SkRange::BeginsWith("T#".into()));
    st.store
        .query(&q)
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

pub fn view(c: &Case) -> Value {
    json!({
        "id": c.id,
        "object": "case",
        "status": c.status,
        "user_id": c.user_id,
        "merchant_id": c.merchant_id,
        "name": c.name,
        "alert_ids": c.alerts,
        "assignee": c.assignee,
        "files": c.files.iter().map(|f| json!({
            "id": f.id, "name": f.name, "content_type": f.content_type, "size": f.size,
        })).collect::<Vec<_>>(),
        "report_ids": c.reports,
        "opened_by": c.opened_by,
        "outcome": c.outcome,
        "created_at": c.created_at,
        "updated_at": c.updated_at,
    })
}

pub fn entry_view(e: &Entry) -> Value {
    json!({ "at": e.at, "by": e.by, "what": e.what, "text": e.text, "detail": e.detail })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case() -> Case {
        Case::new(
            "case_1".into(),
            "usr_1",
            "mer_1",
            "Ali",
            vec!["alr_1".into()],
            "opr_1",
            Utc::now(),
        )
    }

    #[test]
    fn a_case_goes_from_open_to_investigating_to_an_end_and_no_further() {
        let now = Utc::now();
        let c = case();
        assert_eq!(c.status, Status::Open);
        let c = c
            .with_alert("alr_2", now)
            .unwrap()
            .with_alert("alr_2", now)
            .unwrap();
        assert_eq!(c.alerts, ["alr_1", "alr_2"], "an alert is in a case once");
        let c = c.assigned("opr_2", now).unwrap();
        assert_eq!(
            (c.status, c.assignee.as_deref()),
            (Status::Investigating, Some("opr_2"))
        );
        let closed = c.closed("opr_2", "a salary", now).unwrap();
        assert_eq!(closed.status, Status::ClosedNoAction);
        assert_eq!(closed.outcome.as_ref().unwrap().reason, "a salary");
        let reported = c.reported("rpt_1", "opr_2", "structuring", now).unwrap();
        assert_eq!(
            (reported.status, reported.reports.clone()),
            (Status::Reported, vec!["rpt_1".to_string()])
        );
        for ended in [closed, reported] {
            assert!(ended.status.ended());
            assert!(ended.with_alert("alr_3", now).is_err());
            assert!(ended.assigned("opr_1", now).is_err());
            assert!(ended.closed("opr_1", "again", now).is_err());
            assert!(ended.reported("rpt_2", "opr_1", "again", now).is_err());
        }
    }

    #[test]
    fn the_pointer_to_a_users_open_case_is_made_with_it_and_taken_with_its_end() {
        let now = Utc::now();
        let c = case();
        assert!(matches!(
            pointer(&c, false).unwrap(),
            Some(Write::PutEncoded {
                cond: Some(Cond::NotExists),
                ..
            })
        ));
        assert!(pointer(&c.assigned("opr_1", now).unwrap(), true)
            .unwrap()
            .is_none());
        let ended = c.closed("opr_1", "nothing", now).unwrap();
        assert!(matches!(
            pointer(&ended, true).unwrap(),
            Some(Write::Delete { .. })
        ));
    }

    #[test]
    fn statuses_read_back() {
        for n in Status::NAMES {
            assert_eq!(Status::parse(n).unwrap().as_str(), n);
        }
        assert!(Status::parse("closed").is_none());
    }
}
