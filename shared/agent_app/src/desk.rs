//! The counter: the agent's float and commission, today's figures and latest operations;
//! its PIN; cash in (the customer named, the fee shown, before the PIN); a withdrawal paid
//! out with its code; the day's statement. Each form is the agent API's request with the
//! form's Idempotency-Key; a refusal shows the same form, what was typed kept (never the
//! PIN), with a new key.

use crate::api::Failure;
use crate::visit::{status_of, Visit};
use axum::body::Bytes;
use axum::http::{Method, StatusCode};
use axum::response::Response;
use sanduq_api::browser::{see_other, Form};
use sanduq_domain::Currency;
use sanduq_pages::agent::{self as pages, Day, Row, Till, Words};
use sanduq_pages::format;
use sanduq_pages::wallet::Frame;
use sanduq_pages::Locale;
use sanduq_wallet_app::{money::amount_of, money_text, money_words, new_key};
use serde_json::{json, Value};

/// The form's posted fields, or the answer to a stale form.
macro_rules! posted {
    ($v:expr, $body:expr) => {
        match $v.form(&$body) {
            Ok(f) => f,
            Err(r) => return r,
        }
    };
}

fn currency_of(form: &Form) -> Currency {
    Currency::parse("currency", &form.text("currency")).unwrap_or(Currency::Iqd)
}

/// A receipt's page for an 80 mm roll, in the locale (None: no receipt).
fn receipt_of(l: Locale, v: &Value) -> Option<String> {
    v["receipt"]["url"]
        .as_str()
        .map(|u| format!("{u}?paper=80mm&locale={}", l.code()))
}

/// A day's statement as tables, one per currency.
fn days_of(l: Locale, w: &Words, s: &Value) -> Vec<Day> {
    s["currencies"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|c| {
            let cur = c["currency"].as_str().unwrap_or_default();
            let shown = |v: &Value| money_text(l, v.as_i64().unwrap_or(0), cur);
            // a figure below zero (the drawer's change) says so
            let words = |v: &Value| {
                let n = v.as_i64().unwrap_or(0);
                let w = money_words(l, n.abs(), cur);
                if n < 0 {
                    format!("− {w}")
                } else {
                    w
                }
            };
            Day {
                currency: cur.to_string(),
                lines: vec![
                    (
                        w.opening_float,
                        shown(&c["opening_float"]),
                        words(&c["opening_float"]),
                        "opening",
                    ),
                    (
                        w.cash_ins,
                        shown(&c["cash_ins"]["amount"]),
                        words(&c["cash_ins"]["amount"]),
                        "cash-ins",
                    ),
                    (
                        w.cash_outs,
                        shown(&c["cash_outs"]["amount"]),
                        words(&c["cash_outs"]["amount"]),
                        "cash-outs",
                    ),
                    (
                        w.float_in,
                        shown(&c["float_in"]),
                        words(&c["float_in"]),
                        "float-in",
                    ),
                    (
                        w.float_out,
                        shown(&c["float_out"]),
                        words(&c["float_out"]),
                        "float-out",
                    ),
                    (
                        w.commission_earned,
                        shown(&c["commission_earned"]),
                        words(&c["commission_earned"]),
                        "earned",
                    ),
                    (
                        w.commission_moved,
                        shown(&c["commissions"]),
                        words(&c["commissions"]),
                        "moved",
                    ),
                    (
                        w.cash_to_merchant,
                        shown(&c["cash_to_merchant"]),
                        words(&c["cash_to_merchant"]),
                        "to-merchant",
                    ),
                    (
                        w.closing_float,
                        shown(&c["closing_float"]),
                        words(&c["closing_float"]),
                        "closing",
                    ),
                    (
                        w.drawer_change,
                        shown(&c["drawer_change"]),
                        words(&c["drawer_change"]),
                        "drawer",
                    ),
                ],
            }
        })
        .collect()
}

/// `GET /agent`: the float and commission, today, the latest 50 operations; the PIN form
/// until the agent has one.
pub async fn home(v: Visit) -> Response {
    let f = v.frame("home");
    let f = match Form::query(v.uri.query()).get("done") {
        Some("pin") => {
            let t = v.words().pin_set;
            f.ok(t)
        }
        _ => f,
    };
    let me = match v.get("/agent").await {
        Ok(me) => me,
        Err(e) => return v.refused("home", &e),
    };
    let l = f.locale();
    let w = v.words();
    let tills = ["IQD", "USD"]
        .iter()
        .map(|c| Till {
            currency: c.to_string(),
            float: money_text(l, me["float"][c].as_i64().unwrap_or(0), c),
            commission: money_text(l, me["commission"][c].as_i64().unwrap_or(0), c),
            float_words: money_words(l, me["float"][c].as_i64().unwrap_or(0), c),
            commission_words: money_words(l, me["commission"][c].as_i64().unwrap_or(0), c),
        })
        .collect();
    let today = v.get("/agent/statement").await;
    let ops = v.get("/agent/operations?limit=50").await;
    let rows = ops
        .ok()
        .and_then(|o| o["data"].as_array().cloned())
        .unwrap_or_default()
        .iter()
        .map(|o| {
            let cur = o["currency"].as_str().unwrap_or_default();
            let kind = o["type"].as_str().unwrap_or_default();
            let fee = o["fee"].as_i64().unwrap_or(0);
            Row {
                kind: kind.to_string(),
                what: w.kind(kind),
                amount: money_text(l, o["amount"].as_i64().unwrap_or(0), cur),
                amount_words: money_words(l, o["amount"].as_i64().unwrap_or(0), cur),
                fee: if fee > 0 {
                    money_text(l, fee, cur)
                } else {
                    String::new()
                },
                when: format::time(l, o["at"].as_str().unwrap_or_default()),
                receipt: receipt_of(l, o),
            }
        })
        .collect();
    let today = today.map(|s| days_of(l, w, &s)).unwrap_or_default();
    let body = pages::page(pages::Home {
        f: &f,
        w,
        key: &new_key(),
        name: me["name"].as_str().unwrap_or_default(),
        code: me["code"].as_str().unwrap_or_default(),
        pin_set: me["pin_set"].as_bool().unwrap_or(false),
        tills,
        today,
        rows,
    });
    v.page(StatusCode::OK, body)
}

/// `POST /agent/pin {pin}`: the PIN (a pending agent becomes active).
pub async fn set_pin(v: Visit, body: Bytes) -> Response {
    let form = posted!(v, body);
    let ask = json!({ "pin": form.text("pin") });
    match v
        .call(
            (Method::POST, "/agent/pin"),
            Some(&ask),
            Some(&form.text("idempotency_key")),
        )
        .await
    {
        Ok(_) => see_other("/agent?done=pin"),
        Err(e) => v.refused("home", &e),
    }
}

fn cash_in_page(v: &Visit, f: &Frame, form: &Form, key: &str) -> String {
    pages::page(pages::CashIn {
        f,
        w: v.words(),
        key,
        phone: &form.text("phone"),
        amount: &form.text("amount"),
        currency: form.get("currency").unwrap_or("IQD"),
    })
}

/// `GET /agent/cash-in`
pub async fn cash_in_form(v: Visit) -> Response {
    let page = cash_in_page(&v, &v.frame("cash-in"), &Form::query(None), &new_key());
    v.page(StatusCode::OK, page)
}

/// The review of the form's cash-in (`/agent/cash-ins/preview`): the customer named, the
/// fee and what the wallet gets; or the refusal.
async fn review(v: &Visit, f: &Frame, form: &Form, key: &str) -> Result<String, Failure> {
    let c = currency_of(form);
    let amount = amount_of(form, c)?;
    let ask = json!({ "phone": form.text("phone"), "amount": amount, "currency": c.code() });
    let p = v
        .call((Method::POST, "/agent/cash-ins/preview"), Some(&ask), None)
        .await?;
    let l = f.locale();
    let fee = p["fee"].as_i64().unwrap_or(0);
    let user_pays = p["fee_paid_by"] == "user" && fee > 0;
    Ok(pages::page(pages::CashInReview {
        f,
        w: v.words(),
        key,
        phone: p["phone"].as_str().unwrap_or_default(),
        amount: &form.text("amount"),
        currency: c.code(),
        name: p["name"].as_str().unwrap_or_default(),
        received: money_text(l, amount, c.code()),
        received_words: money_words(l, amount, c.code()),
        said: v
            .words()
            .say_cash_in
            .replace("{name}", p["name"].as_str().unwrap_or_default())
            .replace(
                "{amount}",
                &money_words(l, p["credited"].as_i64().unwrap_or(amount), c.code()),
            ),
        fee: if user_pays {
            money_text(l, fee, c.code())
        } else {
            String::new()
        },
        credited: money_text(l, p["credited"].as_i64().unwrap_or(amount), c.code()),
        credited_words: money_words(l, p["credited"].as_i64().unwrap_or(amount), c.code()),
    }))
}

/// `POST /agent/cash-in/review {phone, amount, currency}`
pub async fn cash_in_review(v: Visit, body: Bytes) -> Response {
    let form = posted!(v, body);
    let f = v.frame("cash-in");
    match review(&v, &f, &form, &form.text("idempotency_key")).await {
        Ok(page) => v.page(StatusCode::OK, page),
        Err(e) => {
            let f = crate::failed(f, &e);
            v.page(status_of(&e), cash_in_page(&v, &f, &form, &new_key()))
        }
    }
}

/// `POST /agent/cash-in/edit`: back to the form with what was typed.
pub async fn cash_in_edit(v: Visit, body: Bytes) -> Response {
    let form = posted!(v, body);
    let page = cash_in_page(
        &v,
        &v.frame("cash-in"),
        &form,
        &form.text("idempotency_key"),
    );
    v.page(StatusCode::OK, page)
}

/// `POST /agent/cash-in {phone, amount, currency, pin}`: the cash taken in; what was done
/// with its receipt. A refusal shows the review again (nothing moved), or the form.
pub async fn cash_in(v: Visit, body: Bytes) -> Response {
    let form = posted!(v, body);
    let c = currency_of(&form);
    let done = async {
        let amount = amount_of(&form, c)?;
        let ask = json!({
            "phone": form.text("phone"), "amount": amount, "currency": c.code(),
            "pin": form.text("pin"),
        });
        v.call(
            (Method::POST, "/agent/cash-ins"),
            Some(&ask),
            Some(&form.text("idempotency_key")),
        )
        .await
    };
    let f = v.frame("cash-in");
    let l = f.locale();
    match done.await {
        Ok(ci) => {
            let name = match v
                .get(&format!("/agent/users?phone={}", url_phone(&form)))
                .await
            {
                Ok(u) => u["name"].as_str().unwrap_or_default().to_string(),
                Err(_) => String::new(),
            };
            let credited = money_text(l, ci["amount"].as_i64().unwrap_or(0), c.code());
            let text = v
                .words()
                .cash_in_done
                .replace("{amount}", &credited)
                .replace("{name}", &name);
            let f = f.ok(text);
            let fee = ci["fee"].as_i64().unwrap_or(0);
            let body = pages::page(pages::Done {
                f: &f,
                w: v.words(),
                title: v.words().nav_cash_in,
                amount: money_text(l, ci["amount"].as_i64().unwrap_or(0) + fee, c.code()),
                amount_words: money_words(l, ci["amount"].as_i64().unwrap_or(0) + fee, c.code()),
                notes: vec![],
                receipt: receipt_of(l, &ci),
                again: "/agent/cash-in",
            });
            v.page(StatusCode::CREATED, body)
        }
        Err(e) => {
            let f = crate::failed(f, &e);
            match review(&v, &f, &form, &new_key()).await {
                Ok(page) => v.page(status_of(&e), page),
                Err(_) => v.page(status_of(&e), cash_in_page(&v, &f, &form, &new_key())),
            }
        }
    }
}

/// The form's phone as a query value.
fn url_phone(form: &Form) -> String {
    form.text("phone").replace('+', "%2B").replace(' ', "")
}

fn redeem_page(v: &Visit, f: &Frame, form: &Form, key: &str) -> String {
    pages::page(pages::Redeem {
        f,
        w: v.words(),
        key,
        code: &form.text("code"),
        amount: &form.text("amount"),
        currency: form.get("currency").unwrap_or("IQD"),
    })
}

/// `GET /agent/redeem`
pub async fn redeem_form(v: Visit) -> Response {
    let page = redeem_page(&v, &v.frame("redeem"), &Form::query(None), &new_key());
    v.page(StatusCode::OK, page)
}

/// `POST /agent/redeem {code, amount, currency, pin}`: the withdrawal paid out; the cash to
/// hand over, its banknotes and the receipt.
pub async fn redeem(v: Visit, body: Bytes) -> Response {
    let form = posted!(v, body);
    let c = currency_of(&form);
    let done = async {
        let amount = amount_of(&form, c)?;
        let ask = json!({ "code": form.text("code"), "amount": amount, "pin": form.text("pin") });
        v.call(
            (Method::POST, "/agent/withdrawals/redeem"),
            Some(&ask),
            Some(&form.text("idempotency_key")),
        )
        .await
    };
    let f = v.frame("redeem");
    let l = f.locale();
    match done.await {
        Ok(wd) => {
            let cur = wd["currency"].as_str().unwrap_or(c.code()).to_string();
            let amount = money_text(l, wd["amount"].as_i64().unwrap_or(0), &cur);
            let f = f.ok(v.words().paid_out.replace("{amount}", &amount));
            let notes = wd["notes"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|n| {
                    format!(
                        "{} × {}",
                        format::number(l, n["count"].as_i64().unwrap_or(0)),
                        money_text(l, n["note"].as_i64().unwrap_or(0), &cur)
                    )
                })
                .collect();
            let body = pages::page(pages::Done {
                f: &f,
                w: v.words(),
                title: v.words().nav_redeem,
                amount_words: money_words(l, wd["amount"].as_i64().unwrap_or(0), &cur),
                amount,
                notes,
                receipt: receipt_of(l, &wd),
                again: "/agent/redeem",
            });
            v.page(StatusCode::OK, body)
        }
        Err(e) => {
            let f = crate::failed(f, &e);
            v.page(status_of(&e), redeem_page(&v, &f, &form, &new_key()))
        }
    }
}

/// `GET /agent/statement[?date=]`: a Baghdad day's statement.
pub async fn statement(v: Visit) -> Response {
    let f = v.frame("statement");
    let q = Form::query(v.uri.query());
    let date = q
        .get("date")
        .filter(|d| chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").is_ok())
        .map(str::to_string);
    let path = match &date {
        Some(d) => format!("/agent/statement?date={d}"),
        None => "/agent/statement".to_string(),
    };
    match v.get(&path).await {
        Ok(s) => {
            let l = f.locale();
            let body = pages::page(pages::Statement {
                f: &f,
                w: v.words(),
                date: s["date"].as_str().unwrap_or_default(),
                done: s["final"].as_bool().unwrap_or(false),
                days: days_of(l, v.words(), &s),
            });
            v.page(StatusCode::OK, body)
        }
        Err(e) => v.refused("statement", &e),
    }
}
