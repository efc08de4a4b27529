//! "My payment code": a one-time code for the till (the customer-presented QR), drawn as
//! an SVG in the page (never an image address: the code would be in a URL), with its
//! countdown; the page's script fetches a new one before it expires.

use crate::api::{self, Api};
use crate::session::Holder;
use crate::{frame, html, message, new_key, seconds_until};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::Response;
use axum::Extension;
use sanduq_api::browser::{Form, Look};
use sanduq_kernel::state::AppState;
use sanduq_pages::format;
use sanduq_pages::wallet as pages;
use serde_json::json;

/// Pixels of the QR's side as drawn (the page scales it).
const SIZE: u32 = 256;

async fn fresh(st: &AppState, api: &Api, who: &Holder, headers: &HeaderMap, uri: &Uri) -> Response {
    let look = Look::of(headers, uri.query());
    let f = frame(look, Some(who), "code", uri);
    let issued = api::call(
        st,
        api,
        who,
        (Method::POST, "/wallet/payment-codes"),
        Some(&json!({})),
        Some(&new_key()),
    )
    .await;
    let t = match issued {
        Ok(t) => t,
        Err(e) => {
            let f = crate::failed(f, &e);
            let text = f.flash.clone().map(|x| x.text).unwrap_or_default();
            let status = StatusCode::from_u16(e.status).unwrap_or(StatusCode::UNPROCESSABLE_ENTITY);
            return message(status, &f, &text, look, headers);
        }
    };
    let payload = t["qr_data"].as_str().unwrap_or_default();
    let svg = match sanduq_qr::svg(payload, SIZE) {
        Ok(s) => s,
        Err(e) => {
            tracing::error!(error = %e, "a payment code could not be drawn");
            return message(
                StatusCode::INTERNAL_SERVER_ERROR,
                &f,
                f.s.e_generic,
                look,
                headers,
            );
        }
    };
    // the SVG as markup in the page: its XML declaration dropped
    let svg = svg
        .find("<svg")
        .map_or(svg.as_str(), |at| &svg[at..])
        .to_string();
    let expires_at = t["expires_at"].as_str().unwrap_or_default();
    let seconds = seconds_until(st, &who.merchant, expires_at);
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
    html(StatusCode::OK, body, look, headers)
}

/// `GET /wallet/code`
pub async fn show(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
) -> Response {
    fresh(&st, &api, &who, &headers, &uri).await
}

/// `POST /wallet/code`: a new code (the button, or the countdown's script).
pub async fn renew(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
    body: Bytes,
) -> Response {
    if !crate::csrf_ok(&who, &Form::parse(&body)) {
        return crate::stale(Look::of(&headers, uri.query()), &who, &uri, &headers);
    }
    fresh(&st, &api, &who, &headers, &uri).await
}
