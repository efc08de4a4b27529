//! "Report a problem" on a payment (the buyer's dispute, the API's `POST /wallet/disputes`)
//! and the user's disputes with their state, withdrawing one still open. Each form is the
//! API request with the form's Idempotency-Key.

use crate::api::Failure;
use crate::visit::{status_of, Visit};
use crate::{money_text, new_key};
use axum::body::Bytes;
use axum::http::{Method, StatusCode};
use axum::response::Response;
use sanduq_api::browser::{see_other, Form};
use sanduq_domain::Currency;
use sanduq_pages::format;
use sanduq_pages::wallet::disputes::{List, Report, Row, Words};
use sanduq_pages::wallet::{self as pages, Frame};
use serde_json::{json, Value};

fn report_page(f: &Frame, form: &Form, key: &str) -> String {
    pages::page(Report {
        f,
        w: Words::of(f.locale()),
        key,
        payment: &form.text("payment_id"),
        currency: &form.text("currency"),
        reason: form.get("reason").unwrap_or("not_received"),
        amount: &form.text("amount"),
        description: &form.text("description"),
    })
}

/// `GET /wallet/disputes/new?payment=pay_…`
pub async fn new(v: Visit) -> Response {
    let q = Form::query(v.uri.query());
    let form = Form::of(vec![
        ("payment_id".into(), q.text("payment")),
        ("currency".into(), q.text("currency")),
    ]);
    v.page(
        StatusCode::OK,
        report_page(&v.frame("disputes"), &form, &new_key()),
    )
}

/// The typed amount in minor units of the payment's currency, as the statement line that
/// opened the form named it (None: all of it).
fn amount_of(form: &Form) -> Result<Option<i64>, Failure> {
    let typed = form.text("amount");
    if typed.is_empty() {
        return Ok(None);
    }
    let c = Currency::parse("currency", &form.text("currency")).unwrap_or(Currency::Iqd);
    crate::money::amount_of(form, c).map(Some)
}

/// `POST /wallet/disputes {payment_id, reason, amount?, description}`
pub async fn open(v: Visit, body: Bytes) -> Response {
    let form = match v.form(&body) {
        Ok(f) => f,
        Err(r) => return r,
    };
    let asked = async {
        let mut ask = json!({
            "payment_id": form.text("payment_id"), "reason": form.text("reason"),
            "description": form.text("description"),
        });
        if let Some(a) = amount_of(&form)? {
            ask["amount"] = a.into();
        }
        v.call(
            (Method::POST, "/wallet/disputes"),
            Some(&ask),
            Some(&form.text("idempotency_key")),
        )
        .await
    };
    match asked.await {
        Ok(_) => see_other("/wallet/disputes?done=opened"),
        Err(e) => {
            let f = crate::failed(v.frame("disputes"), &e);
            v.page(status_of(&e), report_page(&f, &form, &new_key()))
        }
    }
}

/// The user's disputes as the list shows them.
fn rows(f: &Frame, list: &Value) -> Vec<Row> {
    let w = Words::of(f.locale());
    list["data"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|d| {
            let status = d["status"].as_str().unwrap_or_default().to_string();
            let open = matches!(status.as_str(), "needs_response" | "under_review");
            let reason = d["reason"].as_str().unwrap_or_default();
            let reason_text = sanduq_domain::dispute::Reason::NAMES
                .iter()
                .position(|r| *r == reason)
                .map_or("", |i| w.reasons[i]);
            Row {
                id: d["id"].as_str().unwrap_or_default().into(),
                payment: d["payment_id"].as_str().unwrap_or_default().into(),
                amount: money_text(
                    f.locale(),
                    d["amount"].as_i64().unwrap_or(0),
                    d["currency"].as_str().unwrap_or("IQD"),
                ),
                reason: reason_text,
                status_text: w.status(&status),
                respond_by: if status == "needs_response" {
                    d["respond_by"]
                        .as_str()
                        .map_or_else(String::new, |t| format::time(f.locale(), t))
                } else {
                    String::new()
                },
                outcome: if open {
                    String::new()
                } else {
                    d["outcome_reason"].as_str().unwrap_or_default().into()
                },
                status,
                open,
                key: new_key(),
            }
        })
        .collect()
}

fn list_page(f: &Frame, list: &Value) -> String {
    let rows = rows(f, list);
    pages::page(List {
        f,
        w: Words::of(f.locale()),
        rows: &rows,
    })
}

/// `GET /wallet/disputes[?done=opened|withdrawn]`
pub async fn list(v: Visit) -> Response {
    let w = Words::of(v.look.locale);
    let f = v.frame("disputes");
    let f = match Form::query(v.uri.query()).get("done") {
        Some("opened") => f.ok(w.opened),
        Some("withdrawn") => f.ok(w.withdrawn),
        _ => f,
    };
    match v.get("/wallet/disputes?limit=50").await {
        Ok(list) => v.page(StatusCode::OK, list_page(&f, &list)),
        Err(e) => v.refused("disputes", &e),
    }
}

/// `POST /wallet/disputes/{id}/withdraw`
pub async fn withdraw(
    v: Visit,
    axum::extract::Path(id): axum::extract::Path<String>,
    body: Bytes,
) -> Response {
    let form = match v.form(&body) {
        Ok(f) => f,
        Err(r) => return r,
    };
    let path = format!("/wallet/disputes/{id}/withdraw");
    match v
        .call(
            (Method::POST, &path),
            Some(&json!({})),
            Some(&form.text("idempotency_key")),
        )
        .await
    {
        Ok(_) => see_other("/wallet/disputes?done=withdrawn"),
        Err(e) => {
            let f = crate::failed(v.frame("disputes"), &e);
            match v.get("/wallet/disputes?limit=50").await {
                Ok(list) => v.page(status_of(&e), list_page(&f, &list)),
                Err(e) => v.refused("disputes", &e),
            }
        }
    }
}
