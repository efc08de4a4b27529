//! Merchants (`merchants:read`), found by name or id; their approval or suspension, a new
//! merchant, and each one's page are in `crate::merchant`.

use crate::session::Signed;
use crate::{html, signed_page};
use axum::extract::{OriginalUri, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use sanduq_admin::lookups;
use sanduq_api::browser::{Form, Look};
use sanduq_domain::merchant::MerchantStatus;
use sanduq_domain::operators::Permission;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::console::{self as pages, Frame, MerchantRow};
use sanduq_pages::format;

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
    let mut rows: Vec<MerchantRow> = vec![];
    for m in found.iter().take(100) {
        // the dispute rate of the last 30 days on the merchant's own clock
        let rate = sanduq_disputes::records::rate(st, &m.id, st.now_for(m)).await?;
        let l = look.locale;
        let disputes = if rate.disputes == 0 {
            String::new()
        } else {
            format!(
                "{} / {} · {}",
                format::number(l, rate.disputes),
                format::number(l, rate.payments),
                crate::merchant::commission(l, rate.bps().clamp(0, 10_000) as u32),
            )
        };
        rows.push(MerchantRow {
            id: m.id.clone(),
            name: m.name.clone(),
            status: s.merchant_status(m.status.as_str()).into(),
            environment: if m.sandbox { s.sandbox } else { s.production }.into(),
            commission: crate::merchant::commission(look.locale, m.commission_bps),
            approvable: m.status != MerchantStatus::Approved,
            suspendable: m.status == MerchantStatus::Approved,
            disputes,
            flagged: rate.flagged(),
        });
    }
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
