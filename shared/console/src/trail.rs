//! The staff audit trail (`audit:read`), newest first, filtered by person and object, and
//! the same as CSV.

use crate::session::Signed;
use crate::{html, signed_page};
use axum::extract::{OriginalUri, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use sanduq_admin::trail;
use sanduq_api::browser::{Form, Look};
use sanduq_domain::operators::Permission;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::console::{self as pages, TrailRow};

fn filter(query: Option<&str>) -> (trail::Filter, String, String) {
    let q = Form::query(query);
    let actor = q.text("actor").trim().to_string();
    let target = q.text("target").trim().to_string();
    let f = trail::Filter {
        actor_id: (!actor.is_empty()).then(|| actor.clone()),
        object: (!target.is_empty()).then(|| target.clone()),
        limit: 100,
        ..Default::default()
    };
    (f, actor, target)
}

/// `GET /console/trail[?actor=..][&target=..]`
pub async fn show(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::AuditRead);
    let f = match signed_page(&who, look, "trail", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let (filt, actor, target) = filter(uri.query());
    let (entries, _) = trail::list(&st, &filt).await?;
    let rows: Vec<TrailRow> = entries
        .iter()
        .map(|e| TrailRow {
            at: crate::home::when(look.locale, e.at),
            who: format!("{} ({})", e.actor, e.actor_id),
            action: e.action.clone(),
            target: e.object.clone(),
            outcome: e.outcome.clone(),
        })
        .collect();
    let export = format!("/console/trail.csv?{}", uri.query().unwrap_or_default());
    let body = pages::trail(&f, &rows, &actor, &target, &export);
    Ok(html(StatusCode::OK, body, look, &headers))
}

/// `GET /console/trail.csv[?actor=..][&target=..]`: the same entries as CSV.
pub async fn csv(
    State(st): State<AppState>,
    who: Signed,
    OriginalUri(uri): OriginalUri,
) -> Result<Response, ApiError> {
    if !who.operator.may(Permission::AuditRead) {
        return Ok(StatusCode::FORBIDDEN.into_response());
    }
    let (filt, _, _) = filter(uri.query());
    let (entries, _) = trail::list(&st, &filt).await?;
    let mut r = trail::csv(&entries).into_response();
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/csv; charset=utf-8"),
    );
    h.insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_static("attachment; filename=\"audit-trail.csv\""),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(r)
}
