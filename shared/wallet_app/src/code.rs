//! "My payment code": a one-time code for the till (the customer-presented QR), drawn as
//! an SVG in the page (never an image address: the code would be in a URL), with its
//! countdown; the page's script fetches a new one before it expires. A code moves money,
//! so the API wants the PIN for it once the sign-in's code is more than a few minutes old:
//! the page then asks for the PIN instead of showing a code.

use crate::visit::Visit;
use crate::{new_key, seconds_until};
use axum::body::Bytes;
use axum::http::{Method, StatusCode};
use axum::response::Response;
use sanduq_pages::format;
use sanduq_pages::wallet as pages;
use serde_json::json;

/// Pixels of the QR's side as drawn (the page scales it).
const SIZE: u32 = 256;

/// The page that asks for the PIN before a code is shown (`f` may carry a refusal).
fn pin_form(v: &Visit, f: &sanduq_pages::wallet::Frame, status: StatusCode) -> Response {
    let body = pages::page(pages::Code {
        f,
        svg: "",
        expires_at: "",
        seconds: 0,
        countdown: String::new(),
    });
    v.page(status, body)
}

async fn fresh(v: &Visit, pin: Option<String>) -> Response {
    let f = v.frame("code");
    let body = match pin {
        Some(pin) => json!({ "pin": pin }),
        None => json!({}),
    };
    let issued = v
        .call(
            (Method::POST, "/wallet/payment-codes"),
            Some(&body),
            Some(&new_key()),
        )
        .await;
    let t = match issued {
        Ok(t) => t,
        // asked for, not refused: the page's own prompt
        Err(e) if e.code == "PIN_REQUIRED" => return pin_form(v, &f, StatusCode::OK),
        Err(e) if e.code == "INVALID_PIN" || e.code == "VALIDATION_ERROR" => {
            return pin_form(v, &crate::failed(f, &e), crate::visit::status_of(&e));
        }
        Err(e) => return v.refused("code", &e),
    };
    let payload = t["qr_data"].as_str().unwrap_or_default();
    let svg = match sanduq_qr::svg(payload, SIZE) {
        Ok(s) => s,
        Err(e) => {
            tracing::error!(error = %e, "a payment code could not be drawn");
            let e = crate::api::Failure::of(&sanduq_kernel::items::internal(e));
            return v.refused("code", &e);
        }
    };
    // the SVG as markup in the page: its XML declaration dropped
    let svg = svg
        .find("<svg")
        .map_or(svg.as_str(), |at| &svg[at..])
        .to_string();
    let expires_at = t["expires_at"].as_str().unwrap_or_default();
    let seconds = seconds_until(&v.st, &v.who.merchant, expires_at);
    let body = pages::page(pages::Code {
        f: &f,
        svg: &svg,
        expires_at,
        seconds,
        countdown: format::seconds_said(
            f.locale(),
            &f.s.expires_in
                .replace("{n}", &format::number(f.locale(), seconds)),
        ),
    });
    v.page(StatusCode::OK, body)
}

/// `GET /wallet/code`
pub async fn show(v: Visit) -> Response {
    fresh(&v, None).await
}

/// `POST /wallet/code {pin?}`: a new code (the button, the countdown's script, or the PIN
/// form).
pub async fn renew(v: Visit, body: Bytes) -> Response {
    let form = match v.form(&body) {
        Ok(f) => f,
        Err(r) => return r,
    };
    let pin = Some(form.text("pin")).filter(|p| !p.is_empty());
    fresh(&v, pin).await
}
