//! A request waiting for a second person: what will change, and (for a person who may
//! decide it) approve or reject. A decision is the admin API's own (`dual::approve_now`,
//! `approvals::reject`): the same checks, one change, and an entry in the staff audit trail.

use crate::home::when;
use crate::session::{self, Signed};
use crate::{audited, finished, frame, html, refusal, Act};
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use sanduq_admin::{approvals, dual};
use sanduq_api::browser::{Form, Look};
use sanduq_domain::approvals::Status;
use sanduq_domain::operators::Permission;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::console::{self as pages, Approval};

fn page_of(f: &pages::Frame, a: &sanduq_domain::approvals::Approval, who: &Signed) -> Approval {
    let s = f.s;
    let l = f.locale();
    let now = chrono::Utc::now();
    let decidable =
        a.refusal(&who.operator.id, now).is_none() && who.operator.may(a.action.permission());
    Approval {
        id: a.id.clone(),
        action: s.action(a.action.as_str()),
        permission: a.action.permission().as_str().into(),
        target: a.target.clone(),
        change: serde_json::to_string_pretty(&a.change).unwrap_or_default(),
        maker: a.maker.name.clone(),
        checker: a
            .checker
            .as_ref()
            .map(|c| c.name.clone())
            .unwrap_or_default(),
        status: s.status_of(a.shown_status(now)),
        created: when(l, a.created_at),
        expires: when(l, a.expires_at),
        reason: a.reason.clone().unwrap_or_default(),
        decidable,
    }
}

/// `GET /console/approvals/{id}`
pub async fn show(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "home", uri.path(), uri.query());
    let a = match approvals::load(&st, &id).await {
        Ok(a) => a,
        Err(e) if e.code() == ErrorCode::NotFound => {
            return Ok(refusal(
                StatusCode::NOT_FOUND,
                &f,
                f.s.not_found,
                look,
                &headers,
            ))
        }
        Err(e) => return Err(e),
    };
    let p = page_of(&f, &a, &who);
    Ok(html(
        StatusCode::OK,
        pages::approval(&f, &p),
        look,
        &headers,
    ))
}

/// `POST /console/approvals/{id}/approve|reject` (csrf; reason for a rejection)
pub async fn decide(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path((id, step)): Path<(String, String)>,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let back = format!("/console/approvals/{id}");
    let f = frame(&who, look, "home", &back, None);
    let form = Form::parse(&body);
    let reason = form.text("reason");
    let approving = match step.as_str() {
        "approve" => true,
        "reject" if !reason.trim().is_empty() => false,
        "reject" => {
            return Ok(refusal(
                StatusCode::UNPROCESSABLE_ENTITY,
                &f,
                f.s.reason,
                look,
                &headers,
            ))
        }
        _ => {
            return Ok(refusal(
                StatusCode::NOT_FOUND,
                &f,
                f.s.not_found,
                look,
                &headers,
            ))
        }
    };
    let caller = who.caller();
    let act = Act {
        action: format!("POST /console/approvals/{{id}}/{step}"),
        path: uri.path().to_string(),
        object: id.clone(),
        origin,
    };
    let run = async {
        if approving {
            dual::approve_now(&st, &caller, &id).await.map(|_| ())
        } else {
            approvals::reject(&st, &caller, &id, reason.trim().to_string())
                .await
                .map(|_| ())
        }
    };
    let need = Permission::ApprovalsDecide;
    let ran = audited(&st, &who, &form, need, act, run, |_| (200, None)).await?;
    let done = match finished(ran, &f, look, &headers) {
        Ok(done) => done,
        Err(page) => return Ok(*page),
    };
    let a = approvals::load(&st, &id).await?;
    let p = page_of(&f, &a, &who);
    let s = f.s;
    let f = match done {
        Ok(()) if a.status == Status::Approved => f.with_flash(true, s.done_approved),
        Ok(()) => f.with_flash(true, s.done_rejected),
        Err(e) => {
            let text = match e.code() {
                ErrorCode::Forbidden if a.maker.id == who.operator.id => s.own_request.into(),
                ErrorCode::Forbidden => s.not_allowed.into(),
                ErrorCode::InvalidPaymentStatus => s.decided.into(),
                _ => e.0.message.clone(),
            };
            f.with_flash(false, text)
        }
    };
    Ok(html(
        StatusCode::OK,
        pages::approval(&f, &p),
        look,
        &headers,
    ))
}
