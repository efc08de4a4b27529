//! The disputes queue across merchants (under review first), one dispute with both sides'
//! statements, the evidence files (each read on the staff audit trail), and the decision,
//! through the admin API's own handler: the same checks, the money in the same transaction.
//! Reading and deciding take `disputes`.

use crate::home::{money, when};
use crate::session::{self, Signed};
use crate::{
    answered, audited, finished, frame, html, read_on_trail, refusal, refused_by, signed_page, Act,
    FileRead,
};
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Extension;
use sanduq_api::browser::{Form, Look};
use sanduq_api::extract::Fields;
use sanduq_disputes::{moves, records};
use sanduq_domain::dispute::Status;
use sanduq_domain::operators::Permission;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_pages::console::disputes::{self as pages, Piece, Review, Row, Words};
use serde_json::json;

/// `GET /console/disputes[?status=…][&done=decided]`
pub async fn queue(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::Disputes);
    let f = match signed_page(&who, look, "disputes", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let w = Words::of(look.locale);
    let q = Form::query(uri.query());
    let f = match q.get("done") {
        Some("decided") => f.with_flash(true, w.decided),
        _ => f,
    };
    let status = q
        .get("status")
        .and_then(Status::parse)
        .unwrap_or(Status::UnderReview);
    let mut rows = vec![];
    for d in records::queue(&st, status, None, 100).await? {
        let merchant = items::load_merchant(&st, &d.merchant_id)
            .await?
            .map_or_else(|| d.merchant_id.clone(), |m| m.name);
        rows.push(Row {
            id: d.id.clone(),
            merchant,
            amount: money(look.locale, d.currency, d.amount),
            reason: w.reason(d.reason.as_str()),
            created: when(look.locale, d.created_at),
        });
    }
    let body = pages::queue(&f, status.as_str(), &rows);
    Ok(html(StatusCode::OK, body, look, &headers))
}

/// `GET /console/disputes/{id}`
pub async fn review(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::Disputes);
    let f = match signed_page(&who, look, "disputes", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let w = Words::of(look.locale);
    let (d, _) = match records::load(&st, &id).await {
        Ok(x) => x,
        Err(e) if e.code() == sanduq_domain::ErrorCode::NotFound => {
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
    let m = items::load_merchant(&st, &d.merchant_id)
        .await?
        .ok_or_else(|| items::internal("a dispute's merchant is missing"))?;
    let now = st.now_for(&m);
    let p = sanduq_payments::payments::load(&st, &m.id, &d.payment_id)
        .await?
        .payment;
    let status = d.status_at(now);
    let l = look.locale;
    let mut facts = vec![
        (w.merchant, m.name.clone()),
        (w.payment, d.payment_id.clone()),
        (w.amount, money(l, d.currency, d.amount)),
        (w.reason, w.reason(d.reason.as_str()).to_string()),
        (w.opened, when(l, d.created_at)),
        (w.respond_by, when(l, d.respond_by)),
        (w.held, money(l, d.currency, d.held)),
        (w.captured, money(l, p.currency, p.captured_amount)),
        (w.refunded, money(l, p.currency, p.refunded_amount)),
    ];
    if d.shortfall > 0 {
        facts.push((w.shortfall, money(l, d.currency, d.shortfall)));
    }
    let r = Review {
        id: d.id.clone(),
        status: status.as_str().into(),
        status_text: w.status(status.as_str()),
        facts,
        description: d.description.clone(),
        evidence: d
            .evidence
            .iter()
            .map(|e| Piece {
                text: e.text.clone(),
                added: when(l, e.added_at),
                files: e
                    .files
                    .iter()
                    .map(|x| (x.id.clone(), x.name.clone(), x.content_type.clone()))
                    .collect(),
            })
            .collect(),
        outcome: d.outcome_reason.clone(),
        may_decide: status == Status::UnderReview,
    };
    Ok(html(StatusCode::OK, pages::review(&f, &r), look, &headers))
}

/// `GET /console/disputes/{id}/files/{file_id}`: the file itself, each read on the trail.
pub async fn file(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path((id, file_id)): Path<(String, String)>,
    origin: session::Origin,
) -> Result<Response, ApiError> {
    let read = FileRead {
        action: "GET /console/disputes/{id}/files/{file_id}",
        object: id.clone(),
        need: Permission::Disputes,
        section: "disputes",
    };
    let run = moves::evidence_file(&st, &id, &file_id);
    let answer =
        |(bytes, media): (Vec<u8>, String)| sanduq_admin::routes::document_answer(bytes, &media);
    read_on_trail(&st, &who, (&headers, &uri, origin), read, run, answer).await
}

/// `POST /console/disputes/{id}/decide` (csrf, outcome won|lost, reason)
pub async fn decide(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let form = Form::parse(&body);
    let f = frame(&who, look, "disputes", "/console/disputes", None);
    let act = Act {
        action: "POST /console/disputes/{id}/decide".into(),
        path: uri.path().to_string(),
        object: id.clone(),
        origin,
    };
    let run = async {
        let asked = json!({ "outcome": form.text("outcome"), "reason": form.text("reason") });
        let b = Fields::of(&sanduq_admin::disputes::DECIDE, &asked)?;
        sanduq_admin::disputes::decide(
            State(st.clone()),
            Path(id.clone()),
            Extension(who.caller()),
            b,
        )
        .await
    };
    let ran = audited(&st, &who, &form, Permission::Disputes, act, run, answered).await?;
    let answered = match finished(ran, &f, look, &headers) {
        Ok(done) => done,
        Err(page) => return Ok(*page),
    };
    match answered {
        Ok(_) => Ok(session::see_other(
            "/console/disputes?status=under_review&done=decided",
        )),
        Err(e) => Ok(refused_by(&e, &f, look, &headers)),
    }
}
