//! Paying a merchant-presented QR: scan it with the camera (the page's script) or type the
//! code printed under it, see the merchant, the amount and what it is for, then pay with
//! the PIN.

use crate::api::Failure;
use crate::visit::{status_of, Visit};
use crate::{money_text, new_key};
use axum::body::Bytes;
use axum::extract::Path;
use axum::http::{Method, StatusCode};
use axum::response::Response;
use sanduq_api::browser::{see_other, Form};
use sanduq_pages::wallet::{self as pages, Frame};
use serde_json::{json, Value};

/// `GET /wallet/pay`
pub async fn scan(v: Visit) -> Response {
    let f = v.frame("pay");
    v.page(StatusCode::OK, pages::page(pages::Pay { f: &f }))
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

/// The scan page with a refusal (a scanned QR's in its own words).
fn scan_refused(v: &Visit, e: &Failure) -> Response {
    let f = v.frame("pay");
    let reason = e.details["reason"].as_str().unwrap_or_default();
    let f = match f.s.qr_refusal(reason) {
        Some(text) => f.bad(text, Some(format!("{}: payload", e.code))),
        None => crate::failed(f, e),
    };
    v.page(status_of(e), pages::page(pages::Pay { f: &f }))
}

/// `GET /wallet/pay/find?code=`: the typed code's confirmation page; a scanned payload the
/// camera's script did not follow itself (an EMVCo one) is read by the API first.
pub async fn find(v: Visit) -> Response {
    let text = Form::query(v.uri.query()).text("code");
    if text.starts_with("000201") || text.contains("://pay?") {
        let ask = json!({ "payload": text });
        return match v
            .call((Method::POST, "/wallet/qr/read"), Some(&ask), None)
            .await
        {
            Ok(q) => see_other(&format!(
                "/wallet/pay/{}",
                q["id"].as_str().unwrap_or_default()
            )),
            Err(e) => scan_refused(&v, &e),
        };
    }
    match typed_code(&text) {
        Some(code) => see_other(&format!("/wallet/pay/{code}")),
        None => scan_refused(
            &v,
            &Failure::field("code", "must be the 8 digits under the QR"),
        ),
    }
}

/// The QR's confirmation page (`paid`: just paid by this visit, its receipt in the flash).
fn confirmation(f: &Frame, qr_id: &str, q: &Value, key: &str, paid: bool) -> String {
    let merchant = q["merchant"]["name"].as_str().unwrap_or_default();
    let (minor, currency) = (
        q["amount"].as_i64().unwrap_or(0),
        q["currency"].as_str().unwrap_or_default(),
    );
    let words = crate::money_words(f.locale(), minor, currency);
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
        said: f
            .s
            .say_pay
            .replace("{amount}", &words)
            .replace("{merchant}", merchant),
        amount_words: words,
        payable: !paid && q["status"].as_str() == Some("pending"),
        paid,
        key,
    })
}

async fn read_qr(v: &Visit, qr_id: &str) -> Result<Value, Failure> {
    match typed_code(qr_id) {
        Some(id) => v.get(&format!("/wallet/qr/{id}")).await,
        None => Err(Failure {
            status: 404,
            code: "NOT_FOUND".into(),
            message: "no QR code with that id".into(),
            details: Value::Null,
        }),
    }
}

/// `GET /wallet/pay/{qr_id}`: what is about to be paid, and the PIN form.
pub async fn confirm(v: Visit, Path(qr_id): Path<String>) -> Response {
    match read_qr(&v, &qr_id).await {
        Ok(q) => v.page(
            StatusCode::OK,
            confirmation(&v.frame("pay"), &qr_id, &q, &new_key(), false),
        ),
        Err(e) => scan_refused(&v, &e),
    }
}

/// `POST /wallet/pay/{qr_id} {pin}`: pays it.
pub async fn pay(v: Visit, Path(qr_id): Path<String>, body: Bytes) -> Response {
    let form = match v.form(&body) {
        Ok(f) => f,
        Err(r) => return r,
    };
    let q = match read_qr(&v, &qr_id).await {
        Ok(q) => q,
        Err(e) => return scan_refused(&v, &e),
    };
    let f = v.frame("pay");
    let id = q["id"].as_str().unwrap_or_default().to_string();
    let key = form.text("idempotency_key");
    let paid = v
        .call(
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
            v.page(StatusCode::OK, confirmation(&f, &qr_id, &shown, &key, true))
        }
        Err(e) => {
            // a refusal moved nothing: the same form, a new key for the next try
            let f = crate::failed(f, &e);
            v.page(
                status_of(&e),
                confirmation(&f, &qr_id, &q, &new_key(), false),
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
