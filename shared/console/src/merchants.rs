//! Merchants (`merchants:read`), found by name or id, and their approval or suspension
//! (`merchants:write`; approving a production merchant is held for a second person: the
//! admin API's own handler decides). On the staff audit trail.

use crate::session::{self, Signed};
use crate::{answered, audited, frame, html, not_run, refusal, signed_page, Act, Ran};
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Extension;
use sanduq_admin::{lookups, routes};
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
    let may = who.operator.may(Permission::MerchantsRead);
    let f = match signed_page(&who, look, "merchants", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
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
    if !matches!(status.as_str(), "approved" | "suspended") {
        return Ok(refusal(
            StatusCode::NOT_FOUND,
            &f,
            f.s.not_found,
            look,
            &headers,
        ));
    }
    let act = Act {
        action: format!("POST /console/merchants/{{id}}/{status}"),
        path: uri.path().to_string(),
        object: id.clone(),
        origin,
    };
    let caller = who.caller();
    let run = async {
        let fields = Fields::of(&routes::STATUS, &json!({ "status": status }))?;
        routes::status(State(st.clone()), Extension(caller), None, Path(id), fields).await
    };
    let need = Permission::MerchantsWrite;
    let ran = audited(&st, &who, &form, need, act, run, answered).await?;
    if let Some(r) = not_run(&ran, &f, look, &headers) {
        return Ok(r);
    }
    let Ran::Done(answered) = ran else {
        return Ok(refusal(
            StatusCode::FORBIDDEN,
            &f,
            f.s.stale_form,
            look,
            &headers,
        ));
    };
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
