//! The PIN (set the first, change it, reset it with a code sent to the phone) and signing
//! out of every session.

use crate::api::Failure;
use crate::new_key;
use crate::visit::{status_of, Visit};
use axum::body::Bytes;
use axum::http::{Method, StatusCode};
use axum::response::Response;
use axum::Extension;
use sanduq_api::browser::Form;
use sanduq_api::client::ClientAddr;
use sanduq_pages::wallet::{self as pages, Frame};
use serde_json::{json, Value};

fn page(f: &Frame, pin_set: bool, reset: Option<(&str, &str)>) -> String {
    pages::page(pages::Security {
        f,
        key: &new_key(),
        pin_set,
        reset_otp: reset.map(|(otp, _)| otp),
        reset_sent: reset.map_or_else(String::new, |(_, phone)| {
            f.s.code_sent
                .replace("{phone}", &sanduq_pages::format::ltr(phone))
        }),
    })
}

/// The wallet's PIN state and phone.
async fn standing(v: &Visit) -> Result<(bool, String), Failure> {
    let w = v.get("/wallet").await?;
    Ok((
        w["pin_set"].as_bool() == Some(true),
        w["user"]["phone"].as_str().unwrap_or_default().to_string(),
    ))
}

/// `GET /wallet/security`
pub async fn show(v: Visit) -> Response {
    match standing(&v).await {
        Ok((pin_set, _)) => v.page(StatusCode::OK, page(&v.frame("security"), pin_set, None)),
        Err(e) => v.refused("security", &e),
    }
}

/// Runs a PIN form as its API request; the page with the outcome.
async fn pin_form(v: Visit, body: Bytes, path: &str, ask: impl Fn(&Form) -> Value) -> Response {
    let form = match v.form(&body) {
        Ok(f) => f,
        Err(r) => return r,
    };
    let done = v
        .call(
            (Method::POST, path),
            Some(&ask(&form)),
            Some(&form.text("idempotency_key")),
        )
        .await;
    let (pin_set, phone) = standing(&v).await.unwrap_or_default();
    let f = v.frame("security");
    match done {
        Ok(_) => {
            let saved = f.s.pin_saved;
            v.page(StatusCode::OK, page(&f.ok(saved), pin_set, None))
        }
        Err(e) => {
            // a wrong code keeps its form; anything else starts again
            let otp = form.text("otp_id");
            let again = e
                .details
                .get("tries_left")
                .is_some()
                .then_some((otp.as_str(), phone.as_str()));
            v.page(status_of(&e), page(&crate::failed(f, &e), pin_set, again))
        }
    }
}

/// `POST /wallet/security/set {pin}`
pub async fn set(v: Visit, body: Bytes) -> Response {
    pin_form(v, body, "/wallet/pin", |f| json!({ "pin": f.text("pin") })).await
}

/// `POST /wallet/security/change {pin, new_pin}`
pub async fn change(v: Visit, body: Bytes) -> Response {
    pin_form(
        v,
        body,
        "/wallet/pin/change",
        |f| json!({ "pin": f.text("pin"), "new_pin": f.text("new_pin") }),
    )
    .await
}

/// `POST /wallet/security/reset {otp_id, code, new_pin}`
pub async fn reset(v: Visit, body: Bytes) -> Response {
    pin_form(v, body, "/wallet/pin/reset", |f| {
        json!({
            "otp_id": f.text("otp_id"),
            "code": sanduq_domain::phone::ascii_digits(&f.text("code")),
            "new_pin": f.text("new_pin"),
        })
    })
    .await
}

/// `POST /wallet/security/reset-code`: sends a code to the wallet's phone; the reset form.
pub async fn reset_code(v: Visit, client: Option<Extension<ClientAddr>>, body: Bytes) -> Response {
    if let Err(r) = v.form(&body) {
        return r;
    }
    let (pin_set, phone) = match standing(&v).await {
        Ok(x) => x,
        Err(e) => return v.refused("security", &e),
    };
    let f = v.frame("security");
    if phone.is_empty() {
        let e = Failure::field("phone", "the wallet has no phone to send a code to");
        return v.page(status_of(&e), page(&crate::failed(f, &e), pin_set, None));
    }
    let client = client.map_or_else(|| "direct".to_string(), |c| c.0 .0.to_string());
    match sanduq_wallets::codes::ask(&v.st, &v.who.merchant, &phone, &client).await {
        Ok(asked) => v.page(
            StatusCode::OK,
            page(&f, pin_set, Some((&asked.otp_id, &phone))),
        ),
        Err(e) => {
            let e = Failure::of(&e);
            v.page(status_of(&e), page(&crate::failed(f, &e), pin_set, None))
        }
    }
}
