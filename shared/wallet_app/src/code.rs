//! "My payment code": a one-time code for the till (the customer-presented QR), drawn as
//! an SVG in the page (never an image address: the code would be in a URL), with its
//! countdown; the page's script fetches a new one before it expires.

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

async fn fresh(v: &Visit) -> Response {
    let f = v.frame("code");
    let issued = v
        .call(
            (Method::POST, "/wallet/payment-codes"),
            Some(&json!({})),
            Some(&new_key()),
        )
        .await;
    let t = match issued {
        Ok(t) => t,
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
        countdown: f
            .s
            .expires_in
            .replace("{n}", &format::number(f.locale(), seconds)),
    });
    v.page(StatusCode::OK, body)
}

/// `GET /wallet/code`
pub async fn show(v: Visit) -> Response {
    fresh(&v).await
}

/// `POST /wallet/code`: a new code (the button, or the countdown's script).
pub async fn renew(v: Visit, body: Bytes) -> Response {
    if let Err(r) = v.form(&body) {
        return r;
    }
    fresh(&v).await
}
