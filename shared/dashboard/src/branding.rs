//! Branding: the name, logo, support address and colour buyers see, the legal name and tax
//! number receipts carry, saved through the API's
//! own branding handler (so a colour white text cannot be read on is refused with the API's
//! message), with a live preview of the checkout popup and the contrast shown as one types
//! (`dashboard.js`).

use crate::session::{see_other, Look, Staff};
use crate::{
    api_write, describe, frame, html, money, new_key, opened, recorded, refused, status_of, Form,
};
use axum::body::Bytes;
use axum::extract::{OriginalUri, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::Response;
use sanduq_domain::merchant::{contrast_with_white, MIN_CONTRAST};
use sanduq_domain::staff::Action;
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::dashboard::branding::{self as pages, Branding};
use sanduq_pages::dashboard::Frame;
use sanduq_pages::format;
use sanduq_payments::routes::core as api;
use serde_json::{json, Value};

/// The popup's colour when the merchant chose none.
const DEFAULT_COLOR: &str = "#0B5FFF";
/// The amount the preview shows (25,000 IQD).
const PREVIEW_AMOUNT: i64 = 25_000;

/// The contrast line under the colour: the ratio and whether it passes (what the script
/// writes as one types), or how to write a colour.
fn contrast_line(f: &Frame, color: &str) -> (String, bool) {
    let shown = if color.is_empty() {
        DEFAULT_COLOR
    } else {
        color
    };
    match contrast_with_white(shown) {
        None => (f.s.color_invalid.into(), false),
        Some(r) => {
            let ratio =
                format::digits(f.locale(), &format!("{:.2}:1", (r * 100.0).floor() / 100.0));
            let passes = r >= MIN_CONTRAST;
            let verdict = if passes {
                f.s.contrast_pass
            } else {
                f.s.contrast_fail
            };
            (format!("{}: {ratio} — {verdict}", f.s.contrast), passes)
        }
    }
}

fn render(
    who: &Staff,
    f: Frame,
    look: Look,
    headers: &HeaderMap,
    typed: Branding,
    status: StatusCode,
) -> Response {
    let (contrast, passes) = contrast_line(&f, &typed.brand_color);
    let preview_name = if typed.name.is_empty() {
        who.merchant.name.clone()
    } else {
        typed.name.clone()
    };
    let view = Branding {
        contrast,
        passes,
        minimum: MIN_CONTRAST,
        key: new_key(),
        preview_name,
        fallback_name: who.merchant.name.clone(),
        preview_amount: money(&f, PREVIEW_AMOUNT, Currency::Iqd),
        ..typed
    };
    html(status, pages::branding(&f, &view), look, headers)
}

/// `GET /dashboard/branding[?done=branding]`
pub async fn show(
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
) -> Result<Response, ApiError> {
    let (look, f) = match opened(
        &who,
        &headers,
        &uri,
        ("branding", Action::EditBranding),
        |s, q| (q.get("done") == Some("branding")).then(|| s.done_branding.into()),
    ) {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    let b = &who.merchant.branding;
    let now = Branding {
        name: b.name.clone().unwrap_or_default(),
        logo_url: b.logo_url.clone().unwrap_or_default(),
        brand_color: b.brand_color.clone().unwrap_or_default(),
        support_url: b.support_url.clone().unwrap_or_default(),
        legal_name: b.legal_name.clone().unwrap_or_default(),
        tax_number: b.tax_number.clone().unwrap_or_default(),
        receipt_sms: b.receipt_sms,
        popup_origins: b.popup_origins.join("\n"),
        ..Default::default()
    };
    Ok(render(&who, f, look, &headers, now, StatusCode::OK))
}

/// `POST /dashboard/branding` (name, logo_url, support_url, brand_color, legal_name,
/// tax_number): an empty field
/// clears it, as `null` does in the API.
pub async fn save(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "branding", "/dashboard/branding", None);
    let form = Form::parse(&body);
    let action = Action::EditBranding;
    if let Some(r) = refused(&st, &who, &form, action, "branding", (&f, look, &headers)).await {
        return Ok(r);
    }
    let typed = Branding {
        name: form.text("name"),
        logo_url: form.text("logo_url"),
        brand_color: form.text("brand_color"),
        support_url: form.text("support_url"),
        legal_name: form.text("legal_name"),
        tax_number: form.text("tax_number"),
        receipt_sms: form.text("receipt_sms") == "on",
        popup_origins: form.text("popup_origins"),
        ..Default::default()
    };
    let field = |v: &str| {
        if v.is_empty() {
            Value::Null
        } else {
            v.into()
        }
    };
    let json = json!({
        "name": field(&typed.name),
        "logo_url": field(&typed.logo_url),
        "brand_color": field(&typed.brand_color),
        "support_url": field(&typed.support_url),
        "legal_name": field(&typed.legal_name),
        "tax_number": field(&typed.tax_number),
        "receipt_sms": typed.receipt_sms,
        // one site per line; none clears the list (any site)
        "popup_origins": typed
            .popup_origins
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect::<Vec<_>>(),
    });
    let result = api_write(
        &who,
        &headers,
        &form,
        (
            &api::PATCH_BRANDING,
            Method::PATCH,
            "/api/v1/merchant/branding",
        ),
        &json,
        |w| api::patch_branding(State(st.clone()), w),
    )
    .await;
    match recorded(&st, &who, ("edit_branding", "branding"), result).await {
        Ok(_) => Ok(see_other("/dashboard/branding?done=branding")),
        Err(e) => {
            let f = f.with_flash(false, describe(&e));
            Ok(render(&who, f, look, &headers, typed, status_of(&e)))
        }
    }
}
