//! Paying a merchant-presented QR: scan it with the camera (the page's script) or type the
//! code printed under it, see the merchant, the amount and what it is for, then pay with
//! the PIN.

use crate::api::{self, Api, Failure};
use crate::session::Holder;
use crate::{frame, html, money_text, new_key};
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::Response;
use axum::Extension;
use sanduq_api::browser::{see_other, Form, Look};
use sanduq_kernel::state::AppState;
use sanduq_pages::wallet::{self as pages, Frame};
use serde_json::{json, Value};

/// `GET /wallet/pay`
pub async fn scan(who: Holder, headers: HeaderMap, uri: Uri) -> Response {
    let look = Look::of(&headers, uri.query());
    let f = frame(look, Some(&who), "pay", &uri);
    html(
        StatusCode::OK,
        pages::page(pages::Pay { f: &f }),
        look,
        &headers,
    )
}

/// A typed code as the API reads it: its digits, or a QR id.
fn typed_code(text: &str) -> Option<String> {
    let t = crate::amounts::ascii(text);
    let digits: String = t
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect();
    if digits.len() == sanduq_domain::qr::READABLE_DIGITS
        && digits.bytes().all(|b| b.is_ascii_digit())
    {
        return Some(digits);
    }
    sanduq_domain::ids::has_shape(t.trim(), "qr").then(|| t.trim().to_string())
}

/// `GET /wallet/pay/find?code=`: the typed code's confirmation page.
pub async fn find(who: Holder, headers: HeaderMap, uri: Uri) -> Response {
    let look = Look::of(&headers, uri.query());
    match typed_code(&Form::query(uri.query()).text("code")) {
        Some(code) => see_other(&format!("/wallet/pay/{code}")),
        None => {
            let f = frame(look, Some(&who), "pay", &uri);
            let f = crate::failed(
                f,
                &Failure::field("code", "must be the 8 digits under the QR"),
            );
            html(
                StatusCode::UNPROCESSABLE_ENTITY,
                pages::page(pages::Pay { f: &f }),
                look,
                &headers,
            )
        }
    }
}

fn confirmation(f: &Frame, qr_id: &str, q: &Value, key: &str) -> String {
    let merchant = q["merchant"]["name"].as_str().unwrap_or_default();
    pages::page(pages::PayConfirm {
        f,
        title: f.s.pay_to.replace("{merchant}", merchant),
        qr_id,
        readable_code: q["readable_code"].as_str().unwrap_or_default().to_string(),
        amount: money_text(
            f.locale(),
            q["amount"].as_i64().unwrap_or(0),
            q["currency"].as_str().unwrap_or_default(),
        ),
        description: q["description"].as_str().unwrap_or_default(),
        payable: q["status"].as_str() == Some("pending"),
        key,
    })
}

async fn read_qr(st: &AppState, api: &Api, who: &Holder, qr_id: &str) -> Result<Value, Failure> {
    match typed_code(qr_id) {
        Some(id) => {
            api::call(
                st,
                api,
                who,
                (Method::GET, &format!("/wallet/qr/{id}")),
                None,
                None,
            )
            .await
        }
        None => Err(Failure {
            status: 404,
            code: "NOT_FOUND".into(),
            message: "no QR code with that id".into(),
            details: Value::Null,
        }),
    }
}

/// `GET /wallet/pay/{qr_id}`: what is about to be paid, and the PIN form.
pub async fn confirm(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    Path(qr_id): Path<String>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
) -> Response {
    let look = Look::of(&headers, uri.query());
    let f = frame(look, Some(&who), "pay", &uri);
    match read_qr(&st, &api, &who, &qr_id).await {
        Ok(q) => html(
            StatusCode::OK,
            confirmation(&f, &qr_id, &q, &new_key()),
            look,
            &headers,
        ),
        Err(e) => {
            let f = crate::failed(f, &e);
            let status = StatusCode::from_u16(e.status).unwrap_or(StatusCode::NOT_FOUND);
            html(status, pages::page(pages::Pay { f: &f }), look, &headers)
        }
    }
}

/// `POST /wallet/pay/{qr_id} {pin}`: pays it.
pub async fn pay(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    Path(qr_id): Path<String>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
    body: Bytes,
) -> Response {
    let look = Look::of(&headers, uri.query());
    let form = Form::parse(&body);
    if !crate::csrf_ok(&who, &form) {
        return crate::stale(look, &who, &uri, &headers);
    }
    let f = frame(look, Some(&who), "pay", &uri);
    let q = match read_qr(&st, &api, &who, &qr_id).await {
        Ok(q) => q,
        Err(e) => {
            let f = crate::failed(f, &e);
            let status = StatusCode::from_u16(e.status).unwrap_or(StatusCode::NOT_FOUND);
            return html(status, pages::page(pages::Pay { f: &f }), look, &headers);
        }
    };
    let id = q["id"].as_str().unwrap_or_default().to_string();
    let key = form.text("idempotency_key");
    let paid = api::call(
        &st,
        &api,
        &who,
        (Method::POST, &format!("/wallet/qr/{id}/pay")),
        Some(&json!({ "pin": form.text("pin") })),
        Some(&key),
    )
    .await;
    match paid {
        Ok(p) => {
            let amount = money_text(
                f.locale(),
                p["amount"].as_i64().unwrap_or(0),
                p["currency"].as_str().unwrap_or_default(),
            );
            let text = f.s.paid.replace("{amount}", &amount).replace(
                "{merchant}",
                q["merchant"]["name"].as_str().unwrap_or_default(),
            );
            let mut shown = q.clone();
            shown["status"] = p["status"].clone();
            let f = f.ok(text);
            html(
                StatusCode::OK,
                confirmation(&f, &qr_id, &shown, &key),
                look,
                &headers,
            )
        }
        Err(e) => {
            let status = StatusCode::from_u16(e.status).unwrap_or(StatusCode::UNPROCESSABLE_ENTITY);
            let f = crate::failed(f, &e);
            // a refusal moved nothing: the same form, a new key for the next try
            html(
                status,
                confirmation(&f, &qr_id, &q, &new_key()),
                look,
                &headers,
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_codes() {
        assert_eq!(typed_code("1234 5678").as_deref(), Some("12345678"));
        assert_eq!(typed_code("١٢٣٤-٥٦٧٨").as_deref(), Some("12345678"));
        assert_eq!(typed_code("1234567"), None);
        assert_eq!(typed_code("../admin"), None);
        assert_eq!(
            typed_code("qr_0123456789abcdef01234567").as_deref(),
            Some("qr_0123456789abcdef01234567")
        );
    }
}
