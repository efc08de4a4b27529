//! The staff audit trail: one entry per operator write (and per use of the break-glass key,
//! reads included), written before the write runs and given its outcome after. No route
//! changes or deletes an entry; the outcome is set once, on an entry still `started`.
//!
//! | entity | pk         | sk    | gsi1pk / gsi1sk         | gsi3pk (by actor)          | gsi4pk (by object)          |
//! |--------|------------|-------|-------------------------|----------------------------|-----------------------------|
//! | entry  | OAUD#<id>  | ENTRY | OPS#AUDIT / <at>#<id>   | OPS#AUDIT#BY#<actor id>    | OPS#AUDIT#OBJ#<object id>   |
//!
//! (each index sorted `<at>#<id>`, newest last)

use chrono::{DateTime, Utc};
use sanduq_domain::ids::new_id;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Index, Item, Key, Query, SkRange, Write};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// What an entry holds while its request runs.
pub const STARTED: &str = "started";

/// One entry of the trail.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    pub id: String,
    /// `operator`, `key` or `break_glass`.
    pub actor_kind: String,
    /// The operator's or the key's id (`break_glass` for the bootstrap key).
    pub actor_id: String,
    /// The operator's e-mail or the key's service, as they were then.
    pub actor: String,
    /// The method and the route's template, `POST /api/v1/admin/merchants/{id}/deposits`.
    pub action: String,
    /// The path as called.
    pub path: String,
    /// The object acted on: the path's id (or, for a creation, the id it answered).
    pub object: String,
    /// `started`, then `ok` or the error code answered.
    pub outcome: String,
    pub status: u16,
    pub address: String,
    pub request_id: String,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub at: DateTime<Utc>,
    /// A setting as it was and as it became (the change noted it: `note`).
    #[serde(default)]
    pub before: Option<Value>,
    #[serde(default)]
    pub after: Option<Value>,
}

tokio::task_local! {
    /// What the request being run noted of the setting it changed.
    static NOTED: std::cell::RefCell<Option<(Value, Value)>>;
}

/// Notes a setting as it was and as it became, for the trail's entry of the request being
/// run (nothing when no entry is being kept: a call from elsewhere).
pub fn note(before: Value, after: Value) {
    let _ = NOTED.try_with(|n| *n.borrow_mut() = Some((before, after)));
}

/// Runs `f` and answers what it noted (`note`) beside its output.
pub async fn noting<F: std::future::Future>(f: F) -> (F::Output, Option<(Value, Value)>) {
    NOTED
        .scope(std::cell::RefCell::new(None), async {
            let out = f.await;
            let noted = NOTED.with(|n| n.borrow_mut().take());
            (out, noted)
        })
        .await
}

fn entry_key(id: &str) -> Key {
    Key::new(format!("OAUD#{id}"), "ENTRY")
}

fn sort_key(at: DateTime<Utc>, id: &str) -> String {
    format!("{}#{id}", items::sort_time(at))
}

/// Who did it: `operator`, `key` or `break_glass`; the operator's or key's id; the e-mail
/// or the service's name.
#[derive(Debug, Clone, PartialEq)]
pub struct Actor {
    pub kind: &'static str,
    pub id: String,
    pub name: String,
}

/// A new entry for a request about to run.
pub fn begin(
    actor: &Actor,
    action: String,
    path: String,
    object: String,
    address: String,
    request_id: String,
) -> Entry {
    Entry {
        id: new_id("aud"),
        actor_kind: actor.kind.into(),
        actor_id: actor.id.clone(),
        actor: actor.name.clone(),
        action,
        path,
        object,
        outcome: STARTED.into(),
        status: 0,
        address,
        request_id,
        at: Utc::now(),
        before: None,
        after: None,
    }
}

/// Writes the entry before its request runs: if it cannot be written, nothing runs.
pub async fn record(st: &AppState, e: &Entry) -> ApiResult<()> {
    let sk = sort_key(e.at, &e.id);
    let mut extra = vec![
        ("gsi1pk", Value::from("OPS#AUDIT")),
        ("gsi1sk", sk.clone().into()),
        ("gsi3pk", format!("OPS#AUDIT#BY#{}", e.actor_id).into()),
        ("gsi3sk", sk.clone().into()),
    ];
    if !e.object.is_empty() {
        extra.push(("gsi4pk", format!("OPS#AUDIT#OBJ#{}", e.object).into()));
        extra.push(("gsi4sk", sk.into()));
    }
    let item = items::to_item(e, &entry_key(&e.id), &extra)?;
    st.store
        .transact(vec![Write::Put {
            item,
            cond: Some(Cond::NotExists),
        }])
        .await?;
    Ok(())
}

/// Sets the outcome of an entry still `started` (once), the object a creation answered, and
/// the setting as it was and became.
pub async fn finish(
    st: &AppState,
    e: &Entry,
    status: u16,
    outcome: &str,
    created: Option<&str>,
) -> ApiResult<()> {
    finish_noted(st, e, status, outcome, created, None).await
}

/// `finish`, with what the request noted of the setting it changed.
pub async fn finish_noted(
    st: &AppState,
    e: &Entry,
    status: u16,
    outcome: &str,
    created: Option<&str>,
    noted: Option<(Value, Value)>,
) -> ApiResult<()> {
    let mut set = Item::new();
    set.insert("status".into(), status.into());
    set.insert("outcome".into(), outcome.into());
    if let Some((before, after)) = noted {
        set.insert("before".into(), before);
        set.insert("after".into(), after);
    }
    if let (Some(id), true) = (created, e.object.is_empty()) {
        set.insert("object".into(), id.into());
        set.insert("gsi4pk".into(), format!("OPS#AUDIT#OBJ#{id}").into());
        set.insert("gsi4sk".into(), sort_key(e.at, &e.id).into());
    }
    st.store
        .transact(vec![Write::Update {
            key: entry_key(&e.id),
            set,
            add: vec![],
            cond: Some(Cond::Eq("outcome".into(), STARTED.into())),
        }])
        .await?;
    Ok(())
}

/// What a list of the trail asks for.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub actor_id: Option<String>,
    pub object: Option<String>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    /// The `next` of the page before (its last row's place in the index).
    pub before: Option<String>,
    pub limit: usize,
}

/// A page of the trail, newest first, and the cursor of the next page (None: no more).
pub async fn list(st: &AppState, f: &Filter) -> ApiResult<(Vec<Entry>, Option<String>)> {
    let (index, pk) = match (&f.actor_id, &f.object) {
        (Some(a), _) => (Index::Gsi3, format!("OPS#AUDIT#BY#{a}")),
        (None, Some(o)) => (Index::Gsi4, format!("OPS#AUDIT#OBJ#{o}")),
        (None, None) => (Index::Gsi1, "OPS#AUDIT".to_string()),
    };
    // DynamoDB takes no empty bound: "0" is below every time's first digit
    let lo = f.from.map(items::sort_time).unwrap_or_else(|| "0".into());
    // '~' sorts after every character of a time and an id: the upper bound takes all of `to`
    let mut hi =
        f.to.map(|t| format!("{}~", items::sort_time(t)))
            .unwrap_or_else(|| "~".into());
    if let Some(b) = f.before.as_deref().filter(|b| *b < hi.as_str()) {
        hi = b.to_string();
    }
    let q = Query::index(index, pk)
        .sk(SkRange::Between(lo, hi.clone()))
        .backward()
        .limit(f.limit + 2);
    let mut rows: Vec<(String, Entry)> = Vec::new();
    for item in st.store.query(&q).await? {
        let sk = item
            .get(index.attrs().1)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        if f.before.is_some() && sk == hi {
            continue; // the cursor's own row was on the page before
        }
        let e: Entry = items::from_item(item)?;
        // an entry by one actor about another object is not this list's
        if f.actor_id.is_some() && f.object.as_ref().is_some_and(|o| *o != e.object) {
            continue;
        }
        rows.push((sk, e));
    }
    let more = rows.len() > f.limit;
    rows.truncate(f.limit);
    let next = more
        .then(|| rows.last().map(|(sk, _)| cursor(sk)))
        .flatten();
    Ok((rows.into_iter().map(|(_, e)| e).collect(), next))
}

/// A page's cursor: its last row's place in the index, in hex (safe in a query string).
fn cursor(sk: &str) -> String {
    hex::encode(sk)
}

/// The place a cursor stands for (None: not one of ours).
pub fn place_of(cursor: &str) -> Option<String> {
    hex::decode(cursor)
        .ok()
        .and_then(|b| String::from_utf8(b).ok())
        .filter(|s| s.contains('#'))
}

/// An entry as the admin API shows it.
pub fn view(e: &Entry) -> Value {
    json!({
        "id": e.id, "object": "audit_entry",
        "actor": { "kind": e.actor_kind, "id": e.actor_id, "name": e.actor },
        "action": e.action, "path": e.path, "target": e.object,
        "outcome": e.outcome, "status": e.status,
        "address": e.address, "request_id": e.request_id,
        "at": sanduq_domain::time::Time(e.at),
        "before": e.before, "after": e.after,
    })
}

/// Entries as CSV (RFC 4180), with a header row. A cell a spreadsheet would read as a
/// formula (starting with =, +, - or @) is prefixed with an apostrophe.
pub fn csv(entries: &[Entry]) -> String {
    fn cell(s: &str) -> String {
        let s = if s.starts_with(['=', '+', '-', '@']) {
            format!("'{s}")
        } else {
            s.to_string()
        };
        if s.contains([',', '"', '\n', '\r']) {
            format!("\"{}\"", s.replace('"', "\"\""))
        } else {
            s
        }
    }
    let mut out = String::from(
        "id,at,actor_kind,actor_id,actor,action,path,target,outcome,status,address,request_id\r\n",
    );
    for e in entries {
        let at = sanduq_domain::time::text(e.at);
        let status = e.status.to_string();
        let row = [
            &e.id,
            &at,
            &e.actor_kind,
            &e.actor_id,
            &e.actor,
            &e.action,
            &e.path,
            &e.object,
            &e.outcome,
            &status,
            &e.address,
            &e.request_id,
        ]
        .map(|c| cell(c));
        out.push_str(&row.join(","));
        out.push_str("\r\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_quotes_and_defuses_formulas() {
        let a = Actor {
            kind: "operator",
            id: "opr_1".into(),
            name: "=HYPERLINK(\"x\")".into(),
        };
        let mut e = begin(
            &a,
            "POST /api/v1/admin/staff".into(),
            "/api/v1/admin/staff".into(),
            "opr_2".into(),
            "10.0.0.1".into(),
            "req_1".into(),
        );
        e.outcome = "ok".into();
        let text = csv(&[e]);
        let mut lines = text.split("\r\n");
        assert!(lines.next().unwrap().starts_with("id,at,actor_kind"));
        let row = lines.next().unwrap();
        assert!(row.contains(",\"'=HYPERLINK(\"\"x\"\")\","), "{row}");
        assert!(row.contains(",POST /api/v1/admin/staff,"));
    }
}
