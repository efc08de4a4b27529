//! Merchants (`merchants:read`), found by name or id, and their approval or suspension
//! (`merchants:write`; approving a production merchant is held for a second person: the
//! admin API's own handler decides). On the staff audit trail.

use crate::session::{self, Signed};
use crate::{frame, html, refusal};
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Extension;
use sanduq_admin::{lookups, routes, trail};
use sanduq_api::browser::{Form, Look};
use sanduq_api::extract::Fields;
use sanduq_domain::merchant::MerchantStatus;
use sanduq_domain::operators::Permission;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::console::{self as pages, Frame, MerchantRow};
use sanduq_pages::format;
use serde_json::json;

async fn page(
    st: &AppState,
    who: &Signed,
    f: &Frame,
    q: &str,
    look: Look,
    headers: &HeaderMap,
) -> Result<Response, ApiError> {
    let text = (!q.trim().is_empty()).then_some(q.trim());
    let (found, _) = lookups::find_merchants(st, text, None).await?;
    let s = f.s;
    let rows: Vec<MerchantRow> = found
        .iter()
        .take(100)
        .map(|m| MerchantRow {
            id: m.id.clone(),
            name: m.name.clone(),
            status: s.merchant_status(m.status.as_str()).into(),
            environment: if m.sandbox { s.sandbox } else { s.production }.into(),
            commission: format!(
                "{}%",
                format::rate(
                    look.locale,
                    &format!("{:.2}", m.commission_bps as f64 / 100.0)
                )
            ),
            approvable: m.status != MerchantStatus::Approved,
            suspendable: m.status == MerchantStatus::Approved,
        })
        .collect();
    let may_write = who.operator.may(Permission::MerchantsWrite);
    Ok(html(
        StatusCode::OK,
        pages::merchants(f, q, &rows, may_write),
        look,
        headers,
    ))
}

/// `GET /console/merchants[?q=..][&done=status|held]`
pub async fn show(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "merchants", uri.path(), uri.query());
    if !who.operator.may(Permission::MerchantsRead) {
        return Ok(refusal(
            StatusCode::FORBIDDEN,
            &f,
            f.s.not_allowed,
            look,
            &headers,
        ));
    }
    let q = Form::query(uri.query());
    let s = f.s;
    let f = match q.get("done") {
        Some("status") => f.with_flash(true, s.done_status),
        Some("held") => f.with_flash(true, s.done_held),
        _ => f,
    };
    page(&st, &who, &f, &q.text("q"), look, &headers).await
}

/// `POST /console/merchants/{id}/approved|suspended` (csrf)
pub async fn set_status(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path((id, status)): Path<(String, String)>,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "merchants", "/console/merchants", None);
    let form = Form::parse(&body);
    if !session::same_token(form.get("csrf").unwrap_or_default(), &who.session.csrf) {
        return Ok(refusal(
            StatusCode::FORBIDDEN,
            &f,
            f.s.stale_form,
            look,
            &headers,
        ));
    }
    if !who.operator.may(Permission::MerchantsWrite) {
        return Ok(refusal(
            StatusCode::FORBIDDEN,
            &f,
            f.s.not_allowed,
            look,
            &headers,
        ));
    }
    if !matches!(status.as_str(), "approved" | "suspended") {
        return Ok(refusal(
            StatusCode::NOT_FOUND,
            &f,
            f.s.not_found,
            look,
            &headers,
        ));
    }
    let caller = who.caller();
    let entry = trail::begin(
        &caller.actor(),
        format!("POST /console/merchants/{{id}}/{status}"),
        uri.path().to_string(),
        id.clone(),
        origin.address,
        origin.request_id,
    );
    trail::record(&st, &entry).await?;
    let answered = match Fields::of(&routes::STATUS, &json!({ "status": status })) {
        Ok(fields) => {
            let run = routes::status(State(st.clone()), Extension(caller), None, Path(id), fields);
            trail::noting(run).await
        }
        Err(e) => (Err(e), None),
    };
    let (answered, noted) = answered;
    let (code, outcome) = match &answered {
        Ok(r) => (r.status().as_u16(), "ok".to_string()),
        Err(e) => (e.code().http_status(), e.code().as_str().to_string()),
    };
    if let Err(e) = trail::finish_noted(&st, &entry, code, &outcome, None, noted).await {
        tracing::error!(entry = %entry.id, error = ?e.0, "the audit trail's outcome was not written");
    }
    match answered {
        Ok(r) if r.status() == StatusCode::ACCEPTED => {
            Ok(session::see_other("/console/merchants?done=held"))
        }
        Ok(_) => Ok(session::see_other("/console/merchants?done=status")),
        Err(e) => Ok(refusal(
            StatusCode::UNPROCESSABLE_ENTITY,
            &f,
            &e.0.message,
            look,
            &headers,
        )),
    }
}
