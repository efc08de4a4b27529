//! The routes of dual control: requests waiting for a second person, their approval (which
//! makes the held change with the change's own route handler) and their rejection.

use crate::approvals::{self, Executing};
use crate::guard::Caller;
use crate::routes as r;
use axum::body::to_bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::Extension;
use sanduq_api::contract::{Answer, Field, Kind, Op};
use sanduq_api::extract::{Fields, Query};
use sanduq_domain::approvals::{Action, Approval};
use sanduq_domain::operators::Permission as P;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::state::AppState;
use serde_json::{json, Value};

/// What a list of requests may ask for.
const STATUSES: &[&str] = &[
    "pending_approval",
    "approved",
    "rejected",
    "failed",
    "expired",
];

pub const LIST: Op = Op {
    id: "adminListApprovals",
    summary: "Requests waiting for a second person",
    about: "Newest first; `status` pending_approval (the default), approved, rejected, failed \
            or expired.",
    query: &[
        Field::opt(
            "status",
            Kind::Word {
                max: 16,
                one_of: &[
                    "pending_approval",
                    "approved",
                    "rejected",
                    "failed",
                    "expired",
                ],
            },
            "default pending_approval",
        ),
        Field::opt(
            "limit",
            Kind::IntText { min: 1, max: 100 },
            "requests a page, default 50",
        ),
    ],
    answer: Answer::ok("ApprovalList"),
    permission: Some(P::ApprovalsRead),
    ..Op::DEFAULT
};

pub const SHOW: Op = Op {
    id: "adminGetApproval",
    summary: "A request for a second person: what will change",
    answer: Answer::ok("ApprovalRequest"),
    errors: &[ErrorCode::NotFound],
    permission: Some(P::ApprovalsRead),
    ..Op::DEFAULT
};

pub const APPROVE: Op = Op {
    id: "adminApprove",
    summary: "Approve a request: the change is made now",
    about: "By a person other than its maker, holding the permission of the change. The \
            change is made in the same transaction as the request's approval: two approvals \
            at once make it once. Answers the request and what the change answered (its \
            status and data); a change refused now answers its error, and the request is \
            `failed`.",
    answer: Answer::ok("ApprovalDone"),
    errors: &[ErrorCode::NotFound, ErrorCode::InvalidPaymentStatus],
    permission: Some(P::ApprovalsDecide),
    ..Op::DEFAULT
};

pub const REJECT: Op = Op {
    id: "adminReject",
    summary: "Reject a request",
    body: Some(&[Field::req("reason", Kind::Text { max: 500 }, "why")]),
    answer: Answer::ok("ApprovalRequest"),
    errors: &[ErrorCode::NotFound, ErrorCode::InvalidPaymentStatus],
    permission: Some(P::ApprovalsDecide),
    ..Op::DEFAULT
};

pub async fn list(State(st): State<AppState>, Query(mut q): Query) -> ApiResult<Response> {
    let status = q.opt_str("status", 16);
    if status.as_deref().is_some_and(|s| !STATUSES.contains(&s)) {
        q.fail("status", format!("must be one of {}", STATUSES.join(", ")));
    }
    let limit = q.opt_int_text("limit", 1, 100).unwrap_or(50) as usize;
    q.finish()?;
    let status = status.unwrap_or_else(|| "pending_approval".into());
    let now = chrono::Utc::now();
    let rows = approvals::list(&st, Some(&status), limit).await?;
    let data: Vec<Value> = rows.iter().map(|a| approvals::view(a, now)).collect();
    Ok(ok(StatusCode::OK, json!({ "data": data })))
}

pub async fn show(State(st): State<AppState>, Path(id): Path<String>) -> ApiResult<Response> {
    let a = approvals::load(&st, &id).await?;
    Ok(ok(StatusCode::OK, approvals::view(&a, chrono::Utc::now())))
}

pub async fn approve(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(StatusCode::OK, approve_now(&st, &who, &id).await?))
}

/// Approves request `id` as `who`: the request as it is after, with what the change
/// answered (`outcome`: its status and data); or the approval's or the change's error.
pub async fn approve_now(st: &AppState, who: &Caller, id: &str) -> ApiResult<Value> {
    let res = approvals::approve(st, who, id, |joined, a| execute(joined, who.clone(), a)).await?;
    // the change's answer, inside the request's
    let status = res.status().as_u16();
    let bytes = to_bytes(res.into_body(), 1 << 20)
        .await
        .map_err(|_| sanduq_kernel::items::internal("an approved change's answer"))?;
    let answered: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    let a = approvals::load(st, id).await?;
    let result = answered.get("data").cloned().unwrap_or(Value::Null);
    approvals::record_outcome(st, &a, status, &result).await;
    let mut v = approvals::view(&a, chrono::Utc::now());
    v["outcome"] = json!({ "status": status, "data": result });
    Ok(v)
}

pub async fn reject(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let reason = b.req_str("reason", 500);
    b.finish()?;
    Ok(ok(
        StatusCode::OK,
        approvals::reject(&st, &who, &id, reason).await?,
    ))
}

/// Makes the change a second person approved: the change's own route handler, over `st`
/// (whose next committed transaction also moves the request to approved), as the approver.
async fn execute(st: AppState, who: Caller, a: Approval) -> ApiResult<Response> {
    let ex = Some(Extension(Executing));
    let w = Extension(who);
    let t = Path(a.target.clone());
    let f = |op: &'static Op| Fields::of(op, &a.change);
    let st = State(st);
    match a.action {
        Action::Deposit => r::deposit(st, w, ex, t, f(&r::DEPOSIT)?).await,
        Action::CompletePayout => r::complete_payout(st, w, ex, t, f(&r::COMPLETE_PAYOUT)?).await,
        Action::FailPayout => r::fail_payout(st, w, ex, t, f(&r::FAIL_PAYOUT)?).await,
        Action::CompleteCashOut => {
            r::complete_cash_out(st, w, ex, t, f(&r::COMPLETE_CASH_OUT)?).await
        }
        Action::FailCashOut => r::fail_cash_out(st, w, ex, t, f(&r::FAIL_CASH_OUT)?).await,
        Action::SetLimits => r::set_limits(st, w, ex, t, f(&r::SET_LIMITS)?).await,
        Action::UpdateMerchant => r::patch(st, w, ex, t, f(&r::PATCH)?).await,
        Action::SetRates => r::set_rates(st, w, ex, f(&r::SET_RATES)?).await,
        Action::Unfreeze => r::unfreeze(st, w, ex, t, f(&r::UNFREEZE)?).await,
        Action::ApproveMerchant => r::status(st, w, ex, t, f(&r::STATUS)?).await,
        Action::SetRule => crate::rules::put(st, w, ex, t, f(&crate::rules::PUT)?).await,
        Action::CaseUnfreeze => {
            crate::cases::unfreeze(st, w, ex, t, f(&crate::cases::UNFREEZE)?).await
        }
    }
}
