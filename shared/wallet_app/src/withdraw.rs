//! Cash at an agent (issue 79): the amount asked, reviewed with its banknotes, fee and
//! total before the PIN (an amount the notes do not make offers the nearest that do), the
//! code's first half with its countdown (the second half by SMS), cancel, and where the
//! merchant's agents are. Each form is the wallet API's request (`/wallet/withdrawals`) with
//! the form's Idempotency-Key.

use crate::api::Failure;
use crate::money::amount_of;
use crate::visit::{status_of, Visit};
use crate::{money_text, new_key, seconds_until};
use axum::body::Bytes;
use axum::extract::Path;
use axum::http::{Method, StatusCode};
use axum::response::Response;
use sanduq_api::browser::{see_other, Form};
use sanduq_domain::Currency;
use sanduq_pages::wallet::withdraw::{Agents, Ask, Place, Review, Row, Shown, Words};
use sanduq_pages::wallet::{self as pages, Frame};
use sanduq_pages::{format, places, Locale};
use serde_json::{json, Value};

const SECTION: &str = "withdraw";

fn currency_of(form: &Form) -> Currency {
    Currency::parse("currency", &form.text("currency")).unwrap_or(Currency::Iqd)
}

/// Minor units as the amount field takes them back ("24000", "12", "12.50").
fn typed(minor: i64, c: Currency) -> String {
    match c.exponent() {
        0 => minor.to_string(),
        e => {
            let unit = 10_i64.pow(e);
            if minor % unit == 0 {
                (minor / unit).to_string()
            } else {
                format!("{}.{:0w$}", minor / unit, minor % unit, w = e as usize)
            }
        }
    }
}

/// A withdrawal's banknotes as lines: "2 × 25,000 IQD".
fn notes_of(l: Locale, v: &Value, currency: &str) -> Vec<String> {
    v["notes"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|n| {
            let note = n["note"].as_i64().unwrap_or(0);
            format!(
                "{} × {}",
                format::number(l, n["count"].as_i64().unwrap_or(0)),
                money_text(l, note, currency)
            )
        })
        .collect()
}

async fn rows(v: &Visit, l: Locale, w: &Words) -> Vec<Row> {
    let Ok(list) = v.get("/wallet/withdrawals?limit=10").await else {
        return vec![];
    };
    list["data"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|x| {
            let status = x["status"].as_str().unwrap_or_default().to_string();
            Row {
                id: x["id"].as_str().unwrap_or_default().to_string(),
                amount: money_text(
                    l,
                    x["amount"].as_i64().unwrap_or(0),
                    x["currency"].as_str().unwrap_or_default(),
                ),
                status_text: w.status(&status),
                status,
                when: format::time(l, x["created_at"].as_str().unwrap_or_default()),
            }
        })
        .collect()
}

/// The form: what was typed, the nearest amounts the notes make after such a refusal.
async fn ask_page(v: &Visit, f: &Frame, form: &Form, e: Option<&Failure>) -> String {
    let l = f.locale();
    let w = Words::of(l);
    let c = currency_of(form);
    let payable = e
        .map(|e| {
            ["payable_below", "payable_above"]
                .iter()
                .filter_map(|k| e.details.get(*k).and_then(Value::as_i64))
                .filter(|a| *a > 0)
                .map(|a| (typed(a, c), money_text(l, a, c.code())))
                .collect()
        })
        .unwrap_or_default();
    pages::page(Ask {
        f,
        w,
        key: &new_key(),
        amount: &form.text("amount"),
        currency: c.code(),
        payable,
        rows: rows(v, l, w).await,
    })
}

/// `GET /wallet/withdraw`
pub async fn form(v: Visit) -> Response {
    let f = v.frame(SECTION);
    let page = ask_page(&v, &f, &Form::query(None), None).await;
    v.page(StatusCode::OK, page)
}

/// The form again with a refusal.
async fn refused(v: &Visit, form: &Form, e: &Failure) -> Response {
    let f = crate::failed(v.frame(SECTION), e);
    let page = ask_page(v, &f, form, Some(e)).await;
    v.page(status_of(e), page)
}

/// The review page of the form's amount (`/wallet/withdrawals/preview`), or the refusal.
async fn review(v: &Visit, f: &Frame, form: &Form) -> Result<String, Failure> {
    let c = currency_of(form);
    let amount = amount_of(form, c)?;
    let ask = json!({ "amount": amount, "currency": c.code() });
    let p = v
        .call(
            (Method::POST, "/wallet/withdrawals/preview"),
            Some(&ask),
            None,
        )
        .await?;
    let l = f.locale();
    let fee = p["fee"].as_i64().unwrap_or(0);
    let user_pays = p["fee_paid_by"] == "user" && fee > 0;
    Ok(pages::page(Review {
        f,
        w: Words::of(l),
        key: &form.text("idempotency_key"),
        amount: &typed(amount, c),
        currency: c.code(),
        amount_text: money_text(l, amount, c.code()),
        amount_words: crate::money_words(l, amount, c.code()),
        said: f
            .s
            .say_withdraw
            .replace("{amount}", &crate::money_words(l, amount, c.code())),
        notes: notes_of(l, &p, c.code()),
        fee: if user_pays {
            money_text(l, fee, c.code())
        } else {
            String::new()
        },
        total: money_text(l, p["total"].as_i64().unwrap_or(amount), c.code()),
        total_words: crate::money_words(l, p["total"].as_i64().unwrap_or(amount), c.code()),
    }))
}

/// `POST /wallet/withdraw/review {amount, currency}`: the notes, the fee and the total.
pub async fn review_page(v: Visit, body: Bytes) -> Response {
    let form = match v.form(&body) {
        Ok(f) => f,
        Err(r) => return r,
    };
    // one of the nearest payable amounts chosen instead of what was typed
    let form = match form.get("payable") {
        Some(p) => Form::of(vec![
            ("amount".into(), p.to_string()),
            ("currency".into(), form.text("currency")),
            ("idempotency_key".into(), form.text("idempotency_key")),
        ]),
        None => form,
    };
    match review(&v, &v.frame(SECTION), &form).await {
        Ok(page) => v.page(StatusCode::OK, page),
        Err(e) => refused(&v, &form, &e).await,
    }
}

/// `POST /wallet/withdraw/edit`: back to the form with the amount.
pub async fn edit(v: Visit, body: Bytes) -> Response {
    let form = match v.form(&body) {
        Ok(f) => f,
        Err(r) => return r,
    };
    let f = v.frame(SECTION);
    let page = ask_page(&v, &f, &form, None).await;
    v.page(StatusCode::OK, page)
}

/// `POST /wallet/withdraw {amount, currency, pin}`: the hold and the code, shown on the
/// withdrawal's own page (where the answer sends the browser). A refusal shows the review again (nothing held), or the form.
pub async fn create(v: Visit, body: Bytes) -> Response {
    let form = match v.form(&body) {
        Ok(f) => f,
        Err(r) => return r,
    };
    let c = currency_of(&form);
    let asked = async {
        let amount = amount_of(&form, c)?;
        let ask = json!({ "amount": amount, "currency": c.code(), "pin": form.text("pin") });
        v.call(
            (Method::POST, "/wallet/withdrawals"),
            Some(&ask),
            Some(&form.text("idempotency_key")),
        )
        .await
    };
    match asked.await {
        // its own page (a reload shows it again, never asks again)
        Ok(w) => see_other(&format!(
            "/wallet/withdraw/{}?done=held",
            w["id"].as_str().unwrap_or_default()
        )),
        Err(e) => {
            let f = crate::failed(v.frame(SECTION), &e);
            let again = Form::of(vec![
                ("amount".into(), form.text("amount")),
                ("currency".into(), c.code().into()),
                ("idempotency_key".into(), new_key()),
            ]);
            match review(&v, &f, &again).await {
                Ok(page) => v.page(status_of(&e), page),
                Err(_) => refused(&v, &form, &e).await,
            }
        }
    }
}

/// A withdrawal's page: the code's first half while it waits.
fn shown(v: &Visit, f: &Frame, x: &Value) -> String {
    let l = f.locale();
    let w = Words::of(l);
    let currency = x["currency"].as_str().unwrap_or_default();
    let status = x["status"].as_str().unwrap_or_default();
    let code_part = x["code_part"]
        .as_str()
        .map(|c| {
            format::digits(
                l,
                &format!("{} {}", &c[..3.min(c.len())], &c[3.min(c.len())..]),
            )
        })
        .unwrap_or_default();
    let expires_at = x["expires_at"].as_str().unwrap_or_default();
    let seconds = seconds_until(&v.st, &v.who.merchant, expires_at);
    pages::page(Shown {
        f,
        w,
        key: &new_key(),
        id: x["id"].as_str().unwrap_or_default(),
        status,
        status_text: w.status(status),
        amount_text: money_text(l, x["amount"].as_i64().unwrap_or(0), currency),
        amount_words: crate::money_words(l, x["amount"].as_i64().unwrap_or(0), currency),
        notes: notes_of(l, x, currency),
        code_part,
        expires_at,
        seconds,
        countdown: format::seconds_said(
            l,
            &f.s.expires_in.replace("{n}", &format::number(l, seconds)),
        ),
    })
}

/// `GET /wallet/withdraw/{id}`
pub async fn show(v: Visit, Path(id): Path<String>) -> Response {
    if !sanduq_domain::ids::has_shape(&id, "wd") {
        return v.refused(SECTION, &not_found());
    }
    let f = v.frame(SECTION);
    match v.get(&format!("/wallet/withdrawals/{id}")).await {
        Ok(x) => {
            let w = Words::of(f.locale());
            let f = match Form::query(v.uri.query()).get("done") {
                Some("canceled") => f.ok(w.canceled),
                Some("held") if x["status"] == "pending" => {
                    let l = f.locale();
                    let amount = x["amount"].as_i64().unwrap_or(0);
                    let held = money_text(l, amount, x["currency"].as_str().unwrap_or_default());
                    f.ok(w.held.replace("{amount}", &held))
                }
                _ => f,
            };
            v.page(StatusCode::OK, shown(&v, &f, &x))
        }
        Err(e) => v.refused(SECTION, &e),
    }
}

fn not_found() -> Failure {
    Failure {
        status: 404,
        code: "NOT_FOUND".into(),
        message: "no withdrawal with that id".into(),
        details: Value::Null,
    }
}

/// `POST /wallet/withdraw/{id}/cancel`
pub async fn cancel(v: Visit, Path(id): Path<String>, body: Bytes) -> Response {
    let form = match v.form(&body) {
        Ok(f) => f,
        Err(r) => return r,
    };
    if !sanduq_domain::ids::has_shape(&id, "wd") {
        return v.refused(SECTION, &not_found());
    }
    match v
        .call(
            (Method::POST, &format!("/wallet/withdrawals/{id}/cancel")),
            Some(&json!({})),
            Some(&form.text("idempotency_key")),
        )
        .await
    {
        Ok(_) => see_other(&format!("/wallet/withdraw/{id}?done=canceled")),
        Err(e) => v.refused(SECTION, &e),
    }
}

/// `GET /wallet/agents[?governorate=]`: the merchant's active agents.
pub async fn agents(v: Visit) -> Response {
    let f = v.frame(SECTION);
    let l = f.locale();
    let q = Form::query(v.uri.query());
    let governorate = q
        .get("governorate")
        .filter(|g| sanduq_domain::agent::GOVERNORATES.contains(g))
        .unwrap_or_default()
        .to_string();
    let path = if governorate.is_empty() {
        "/wallet/agents".to_string()
    } else {
        format!("/wallet/agents?governorate={governorate}")
    };
    let list = match v.get(&path).await {
        Ok(x) => x,
        Err(e) => return v.refused(SECTION, &e),
    };
    let text = |a: &Value, k: &str| a[k].as_str().unwrap_or_default().to_string();
    let found: Vec<Place> = list["data"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|a| Place {
            name: text(a, "name"),
            governorate: places::governorate(
                l,
                a["location"]["governorate"].as_str().unwrap_or_default(),
            ),
            district: text(&a["location"], "district"),
            address: text(&a["location"], "address"),
            till: text(a, "till_number"),
        })
        .collect();
    v.page(
        StatusCode::OK,
        pages::page(Agents {
            f: &f,
            w: Words::of(l),
            governorate: &governorate,
            governorates: places::all(l),
            places: found,
        }),
    )
}
