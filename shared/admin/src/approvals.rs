//! Dual control in the store: a change held for a second person, and its approval, which
//! makes the change in the same transaction as the request's own state change (`Joined`):
//! two approvers at once, one change. A rejection, a refusal of the change when approved,
//! and the lists of requests.
//!
//! | entity   | pk        | sk       | gsi1pk / gsi1sk                     | gsi3pk / gsi3sk                          |
//! |----------|-----------|----------|-------------------------------------|------------------------------------------|
//! | approval | APR#<id>  | APPROVAL | OPS#APPROVALS / <created>#<id>      | OPS#APPROVALS#<status> / <created>#<id>  |

use crate::guard::Caller;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use sanduq_domain::approvals::{Action, Approval, Person, Refusal, Status};
use sanduq_domain::ids::new_id;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Index, Joined, Key, Query, Write};
use serde_json::{json, Value};
use std::future::Future;

/// In a request's extensions when it runs a change a second person approved: the handler
/// makes the change instead of holding it again.
#[derive(Clone, Copy, Debug)]
pub struct Executing;

fn key(id: &str) -> Key {
    Key::new(format!("APR#{id}"), "APPROVAL")
}

fn person(who: &Caller) -> Person {
    Person {
        id: who.person_id(),
        name: who.actor().name,
    }
}

/// The approval as a put, under `cond`.
fn put(a: &Approval, cond: Option<Cond>) -> ApiResult<Write> {
    let sk = format!("{}#{}", items::sort_time(a.created_at), a.id);
    items::put(
        a,
        &key(&a.id),
        &[
            ("gsi1pk", "OPS#APPROVALS".into()),
            ("gsi1sk", sk.clone().into()),
            (
                "gsi3pk",
                format!("OPS#APPROVALS#{}", a.status.as_str()).into(),
            ),
            ("gsi3sk", sk.into()),
            ("expires", a.expires_at.timestamp().into()),
        ],
        cond,
    )
}

/// The condition of a decision: the request still waits, and its day has not passed.
fn still_pending(now: DateTime<Utc>) -> Cond {
    Cond::And(vec![
        Cond::Eq("status".into(), Status::PendingApproval.as_str().into()),
        Cond::Ge("expires".into(), now.timestamp() + 1),
    ])
}

/// Holds `change` (the request's body, as sent) of `action` on `target` for a second
/// person: 202 with the request.
pub async fn hold(
    st: &AppState,
    who: &Caller,
    action: Action,
    target: &str,
    change: Value,
) -> ApiResult<Response> {
    let a = held(st, who, action, target, change).await?;
    Ok(ok(StatusCode::ACCEPTED, view(&a, Utc::now())))
}

/// The request `hold` answers with, made now.
pub async fn held(
    st: &AppState,
    who: &Caller,
    action: Action,
    target: &str,
    change: Value,
) -> ApiResult<Approval> {
    held_at(st, who, action, target, change, Utc::now()).await
}

/// The request, made at `now` (a test makes one a day old).
pub async fn held_at(
    st: &AppState,
    who: &Caller,
    action: Action,
    target: &str,
    change: Value,
    now: DateTime<Utc>,
) -> ApiResult<Approval> {
    let a = Approval::new(
        new_id("apr"),
        action,
        target.into(),
        change,
        person(who),
        now,
    );
    st.store
        .transact(vec![put(&a, Some(Cond::NotExists))?])
        .await?;
    Ok(a)
}

pub async fn load(st: &AppState, id: &str) -> ApiResult<Approval> {
    let nf = || ApiError::new(ErrorCode::NotFound, "no such approval request");
    if !sanduq_domain::ids::has_shape(id, "apr") {
        return Err(nf());
    }
    match st.store.get_stored(&key(id)).await? {
        Some(item) => items::from_stored(&item),
        None => Err(nf()),
    }
}

/// Requests, newest first: all, or those of one status (`expired`: pending past their day).
pub async fn list(st: &AppState, status: Option<&str>, limit: usize) -> ApiResult<Vec<Approval>> {
    let now = Utc::now();
    let q = match status {
        None => Query::index(Index::Gsi1, "OPS#APPROVALS"),
        Some("expired") => Query::index(Index::Gsi3, "OPS#APPROVALS#pending_approval"),
        Some(s) => Query::index(Index::Gsi3, format!("OPS#APPROVALS#{s}")),
    };
    // pending and expired share a partition: read enough of it to fill the page with one
    let want = |a: &Approval| status.is_none_or(|s| a.shown_status(now) == s);
    let mut out = vec![];
    for item in st.store.query(&q.backward().limit(500)).await? {
        let a: Approval = items::from_item(item)?;
        if want(&a) {
            out.push(a);
            if out.len() == limit {
                break;
            }
        }
    }
    Ok(out)
}

fn refused(r: Refusal) -> ApiError {
    match r {
        Refusal::OwnRequest => ApiError::new(
            ErrorCode::Forbidden,
            "the person who made a request cannot decide it: a second person must",
        ),
        Refusal::Decided(s) => ApiError::new(
            ErrorCode::InvalidPaymentStatus,
            format!("this request is already {}", s.as_str()),
        ),
        Refusal::Expired => ApiError::new(
            ErrorCode::InvalidPaymentStatus,
            "this request has expired (24 hours); make it again",
        ),
    }
}

/// Whether `who` may decide `a` now: not its maker, holding the action's permission, the
/// request still waiting.
fn check(a: &Approval, who: &Caller, now: DateTime<Utc>) -> ApiResult<()> {
    if matches!(who, Caller::BreakGlass) {
        return Err(ApiError::new(
            ErrorCode::Forbidden,
            "a second person decides: sign in as an operator (the break-glass key makes \
             requests, never decides them)",
        ));
    }
    if let Some(r) = a.refusal(&who.person_id(), now) {
        return Err(refused(r));
    }
    let p = a.action.permission();
    if !who.may(p) {
        return Err(ApiError::new(
            ErrorCode::Forbidden,
            format!(
                "approving this needs the permission `{}`, which this caller does not hold",
                p.as_str()
            ),
        ));
    }
    Ok(())
}

/// Whether an error of the change may pass if tried again (the request then stays pending).
fn passing(e: &ApiError) -> bool {
    matches!(
        e.code(),
        ErrorCode::WalletBusy | ErrorCode::ServiceUnavailable | ErrorCode::ServerError
    )
}

/// Approves request `id` as `who`, making its change with `run` (the route's handler over a
/// state whose next committed transaction also moves the request to `approved`). The
/// change's own answer, or its error (then the request is `failed`, unless the error may
/// pass if tried again).
pub async fn approve<F, Fut>(st: &AppState, who: &Caller, id: &str, run: F) -> ApiResult<Response>
where
    F: FnOnce(AppState, Approval) -> Fut,
    Fut: Future<Output = ApiResult<Response>>,
{
    let now = Utc::now();
    let a = load(st, id).await?;
    check(&a, who, now)?;
    let mut done = a.clone();
    done.status = Status::Approved;
    done.checker = Some(person(who));
    done.decided_at = Some(now);
    let decision = put(&done, Some(still_pending(now)))?;
    let joined = Joined::new(st.store.clone(), vec![decision.clone()]);
    let result = run(st.with_store(joined.clone()), a.clone()).await;
    match result {
        Ok(res) => {
            if !joined.committed() {
                // the change wrote nothing (it was so already): the decision goes alone
                match st.store.transact(vec![decision]).await {
                    Ok(()) => {}
                    Err(e) if e.is_contention() => return Err(decided_since(st, id).await),
                    Err(e) => return Err(e.into()),
                }
            }
            Ok(res)
        }
        Err(e) => {
            let now_state = load(st, id).await?;
            if now_state.status != Status::PendingApproval {
                return Err(decided_since(st, id).await);
            }
            if !passing(&e) {
                let mut failed = a;
                failed.status = Status::Failed;
                failed.checker = Some(person(who));
                failed.decided_at = Some(now);
                failed.outcome = Some(json!({ "code": e.code().as_str(), "message": e.0.message }));
                // a refusal recorded once; a decision made meanwhile stands
                let _ = st
                    .store
                    .transact(vec![put(&failed, Some(still_pending(now)))?])
                    .await;
            }
            Err(e)
        }
    }
}

async fn decided_since(st: &AppState, id: &str) -> ApiError {
    match load(st, id).await {
        Ok(a) => refused(Refusal::Decided(a.status)),
        Err(e) => e,
    }
}

/// Rejects request `id` as `who`, with a reason.
pub async fn reject(st: &AppState, who: &Caller, id: &str, reason: String) -> ApiResult<Value> {
    let now = Utc::now();
    let a = load(st, id).await?;
    check(&a, who, now)?;
    let mut done = a;
    done.status = Status::Rejected;
    done.checker = Some(person(who));
    done.decided_at = Some(now);
    done.reason = Some(reason);
    match st
        .store
        .transact(vec![put(&done, Some(still_pending(now)))?])
        .await
    {
        Ok(()) => Ok(view(&done, now)),
        Err(e) if e.is_contention() => Err(decided_since(st, &done.id).await),
        Err(e) => Err(e.into()),
    }
}

/// Keeps what an approved change answered on its request (best effort: the change is made
/// and the request approved either way).
pub async fn record_outcome(st: &AppState, a: &Approval, status: u16, data: &Value) {
    let mut set = sanduq_store::Item::new();
    set.insert("outcome".into(), json!({ "status": status, "data": data }));
    let w = Write::Update {
        key: key(&a.id),
        set,
        add: vec![],
        cond: Some(Cond::Eq("status".into(), Status::Approved.as_str().into())),
    };
    if let Err(e) = st.store.transact(vec![w]).await {
        tracing::warn!(approval = %a.id, error = %e, "an approved change's answer was not kept");
    }
}

/// A request as the admin API shows it.
pub fn view(a: &Approval, now: DateTime<Utc>) -> Value {
    let person = |p: &Person| json!({ "id": p.id, "name": p.name });
    json!({
        "id": a.id, "object": "approval_request",
        "status": a.shown_status(now),
        "action": a.action.as_str(),
        "permission": a.action.permission().as_str(),
        "target": a.target,
        "change": a.change,
        "maker": person(&a.maker),
        "checker": a.checker.as_ref().map(person),
        "reason": a.reason,
        "outcome": a.outcome,
        "created_at": sanduq_domain::time::Time(a.created_at),
        "expires_at": sanduq_domain::time::Time(a.expires_at),
        "decided_at": sanduq_domain::time::Time(a.decided_at),
    })
}
