//! The platform's exchange rates (`fx:read`), and asking to set them (`fx:write`): rates
//! always take a second person, so the form makes the request (the admin API's own handler)
//! and a second person approves it from the home page. On the staff audit trail.

use crate::home::when;
use crate::session::{self, Signed};
use crate::{answered, audited, finished, frame, html, signed_page, Act};
use axum::body::Bytes;
use axum::extract::{OriginalUri, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Extension;
use sanduq_admin::routes;
use sanduq_api::browser::{Form, Look};
use sanduq_api::extract::Fields;
use sanduq_domain::operators::Permission;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::console::{self as pages, Frame, RatesShown};
use sanduq_pages::format;
use serde_json::{json, Map, Value};

async fn page(
    st: &AppState,
    who: &Signed,
    f: &Frame,
    look: Look,
    headers: &HeaderMap,
) -> Result<Response, ApiError> {
    let shown = sanduq_payments::fx::platform_rates(st)
        .await?
        .map(|r| RatesShown {
            bid: format::rate(look.locale, &r.bid.text()),
            ask: format::rate(look.locale, &r.ask.text()),
            official: format::rate(look.locale, &r.official.text()),
            updated: when(look.locale, r.updated_at),
        });
    let may_set = who.operator.may(Permission::FxWrite);
    Ok(html(
        StatusCode::OK,
        pages::rates(f, &shown, may_set),
        look,
        headers,
    ))
}

/// `GET /console/rates[?done=held]`
pub async fn show(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::FxRead);
    let f = match signed_page(&who, look, "rates", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let s = f.s;
    let f = match Form::query(uri.query()).get("done") {
        Some("held") => f.with_flash(true, s.done_held),
        _ => f,
    };
    page(&st, &who, &f, look, &headers).await
}

/// `POST /console/rates` (csrf, bid, ask, official)
pub async fn set(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "rates", "/console/rates", None);
    let form = Form::parse(&body);
    let mut change = Map::new();
    change.insert("pair".into(), sanduq_domain::fx::PAIR.into());
    for k in ["bid", "ask", "official"] {
        let v = form.text(k);
        if !v.trim().is_empty() {
            change.insert(k.into(), Value::from(v.trim()));
        }
    }
    let act = Act {
        action: "POST /console/rates".into(),
        path: uri.path().to_string(),
        object: String::new(),
        origin,
    };
    let caller = who.caller();
    let run = async {
        let fields = Fields::of(&routes::SET_RATES, &json!(change))?;
        routes::set_rates(State(st.clone()), Extension(caller), None, fields).await
    };
    let need = Permission::FxWrite;
    let ran = audited(&st, &who, &form, need, act, run, answered).await?;
    let answered = match finished(ran, &f, look, &headers) {
        Ok(done) => done,
        Err(page) => return Ok(*page),
    };
    match answered {
        Ok(_) => Ok(session::see_other("/console/rates?done=held")),
        Err(e) => {
            let detail =
                e.0.details
                    .as_ref()
                    .and_then(|d| d.get("fields"))
                    .map(|f| f.to_string())
                    .unwrap_or_default();
            let f = f.with_flash(false, format!("{} {detail}", e.0.message));
            page(&st, &who, &f, look, &headers).await
        }
    }
}
