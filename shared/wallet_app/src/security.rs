//! The PIN (set the first, change it, reset it with a code sent to the phone) and signing
//! out of every session.

use crate::api::{self, Api, Failure};
use crate::session::Holder;
use crate::{frame, html, message, new_key};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::Response;
use axum::Extension;
use sanduq_api::browser::{Form, Look};
use sanduq_api::client::ClientAddr;
use sanduq_kernel::state::AppState;
use sanduq_pages::wallet::{self as pages, Frame};
use serde_json::{json, Value};

fn page(f: &Frame, pin_set: bool, reset: Option<(&str, &str)>) -> String {
    pages::page(pages::Security {
        f,
        key: &new_key(),
        pin_set,
        reset_otp: reset.map(|(otp, _)| otp),
        reset_sent: reset.map_or_else(String::new, |(_, phone)| {
            f.s.code_sent.replace("{phone}", phone)
        }),
    })
}

async fn wallet(st: &AppState, api: &Api, who: &Holder) -> Result<Value, Failure> {
    api::call(st, api, who, (Method::GET, "/wallet"), None, None).await
}

/// `GET /wallet/security`
pub async fn show(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
) -> Response {
    let look = Look::of(&headers, uri.query());
    let f = frame(look, Some(&who), "security", &uri);
    match wallet(&st, &api, &who).await {
        Ok(w) => html(
            StatusCode::OK,
            page(&f, w["pin_set"].as_bool() == Some(true), None),
            look,
            &headers,
        ),
        Err(e) => {
            let f = crate::failed(f, &e);
            let text = f.flash.clone().map(|x| x.text).unwrap_or_default();
            message(StatusCode::BAD_GATEWAY, &f, &text, look, &headers)
        }
    }
}

/// Runs a PIN form as its API request; the page with the outcome.
async fn pin_form(
    (st, api, who): (&AppState, &Api, &Holder),
    (headers, uri, body): (&HeaderMap, &Uri, &Bytes),
    path: &str,
    ask: impl Fn(&Form) -> Value,
) -> Response {
    let look = Look::of(headers, uri.query());
    let form = Form::parse(body);
    if !crate::csrf_ok(who, &form) {
        return crate::stale(look, who, uri, headers);
    }
    let f = frame(look, Some(who), "security", uri);
    let done = api::call(
        st,
        api,
        who,
        (Method::POST, path),
        Some(&ask(&form)),
        Some(&form.text("idempotency_key")),
    )
    .await;
    let pin_set = wallet(st, api, who)
        .await
        .map(|w| w["pin_set"].as_bool() == Some(true))
        .unwrap_or(false);
    match done {
        Ok(_) => {
            let saved = f.s.pin_saved;
            html(
                StatusCode::OK,
                page(&f.ok(saved), pin_set, None),
                look,
                headers,
            )
        }
        Err(e) => {
            let status = StatusCode::from_u16(e.status).unwrap_or(StatusCode::UNPROCESSABLE_ENTITY);
            // a wrong code keeps its form; anything else starts again
            let again = (e.details.get("tries_left").is_some()).then(|| form.text("otp_id"));
            let phone = wallet(st, api, who)
                .await
                .ok()
                .and_then(|w| w["user"]["phone"].as_str().map(str::to_string))
                .unwrap_or_default();
            let reset = again.as_deref().map(|o| (o, phone.as_str()));
            html(
                status,
                page(&crate::failed(f, &e), pin_set, reset),
                look,
                headers,
            )
        }
    }
}

/// `POST /wallet/security/set {pin}`
pub async fn set(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
    body: Bytes,
) -> Response {
    pin_form(
        (&st, &api, &who),
        (&headers, &uri, &body),
        "/wallet/pin",
        |f| json!({ "pin": f.text("pin") }),
    )
    .await
}

/// `POST /wallet/security/change {pin, new_pin}`
pub async fn change(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
    body: Bytes,
) -> Response {
    pin_form(
        (&st, &api, &who),
        (&headers, &uri, &body),
        "/wallet/pin/change",
        |f| json!({ "pin": f.text("pin"), "new_pin": f.text("new_pin") }),
    )
    .await
}

/// `POST /wallet/security/reset {otp_id, code, new_pin}`
pub async fn reset(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
    body: Bytes,
) -> Response {
    pin_form(
        (&st, &api, &who),
        (&headers, &uri, &body),
        "/wallet/pin/reset",
        |f| {
            json!({
                "otp_id": f.text("otp_id"),
                "code": sanduq_domain::phone::ascii_digits(&f.text("code")),
                "new_pin": f.text("new_pin"),
            })
        },
    )
    .await
}

/// `POST /wallet/security/reset-code`: sends a code to the wallet's phone; the reset form.
pub async fn reset_code(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
    client: Option<Extension<ClientAddr>>,
    body: Bytes,
) -> Response {
    let look = Look::of(&headers, uri.query());
    if !crate::csrf_ok(&who, &Form::parse(&body)) {
        return crate::stale(look, &who, &uri, &headers);
    }
    let f = frame(look, Some(&who), "security", &uri);
    let w = match wallet(&st, &api, &who).await {
        Ok(w) => w,
        Err(e) => {
            let f = crate::failed(f, &e);
            let text = f.flash.clone().map(|x| x.text).unwrap_or_default();
            return message(StatusCode::BAD_GATEWAY, &f, &text, look, &headers);
        }
    };
    let pin_set = w["pin_set"].as_bool() == Some(true);
    let phone = w["user"]["phone"].as_str().unwrap_or_default().to_string();
    if phone.is_empty() {
        let e = Failure::field("phone", "the wallet has no phone to send a code to");
        return html(
            StatusCode::UNPROCESSABLE_ENTITY,
            page(&crate::failed(f, &e), pin_set, None),
            look,
            &headers,
        );
    }
    let client = client.map_or_else(|| "direct".to_string(), |c| c.0 .0.to_string());
    match sanduq_wallets::codes::ask(&st, &who.merchant, &phone, &client).await {
        Ok(asked) => html(
            StatusCode::OK,
            page(&f, pin_set, Some((&asked.otp_id, &phone))),
            look,
            &headers,
        ),
        Err(e) => {
            let e = Failure::of(&e);
            let status = StatusCode::from_u16(e.status).unwrap_or(StatusCode::TOO_MANY_REQUESTS);
            html(
                status,
                page(&crate::failed(f, &e), pin_set, None),
                look,
                &headers,
            )
        }
    }
}
