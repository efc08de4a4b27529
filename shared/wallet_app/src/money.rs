//! Moving money from the wallet: send to another user, exchange between dinars and dollars
//! at a live quote, cash out. Each form reads the amount as the person typed it and sends
//! the API's request with the form's Idempotency-Key; a refusal shows the same form, what
//! was typed kept (never the PIN), with a new key.

use crate::amounts::{self, Bad};
use crate::api::Failure;
use crate::visit::{status_of, Visit};
use crate::{money_text, new_key, seconds_until};
use axum::body::Bytes;
use axum::http::{Method, StatusCode};
use axum::response::Response;
use sanduq_api::browser::Form;
use sanduq_domain::Currency;
use sanduq_pages::format;
use sanduq_pages::wallet::{self as pages, Frame};
use serde_json::{json, Value};

/// The currency a form names (IQD when it names none we hold).
fn currency_of(form: &Form, field: &str) -> Currency {
    Currency::parse(field, &form.text(field)).unwrap_or(Currency::Iqd)
}

/// The typed amount in minor units, or the refusal that names the field.
pub fn amount_of(form: &Form, c: Currency) -> Result<i64, Failure> {
    amounts::minor_units(&form.text("amount"), c.exponent()).map_err(|b| {
        let why = match b {
            Bad::Empty => "is required",
            Bad::NotANumber => "must be a number such as 25,000 or 12.50",
            Bad::TooManyDecimals => "has more decimals than the currency",
            Bad::NotPositive => "must be more than zero",
            Bad::TooLarge => "is too large",
        };
        Failure::field("amount", why)
    })
}

/// Renders a money form's page: its frame, what was typed, its Idempotency-Key.
type Render = fn(&Frame, &Form, &str) -> String;

/// A money form's outcome: the form again with the refusal, or a fresh form with what was
/// done (`done` says it).
fn outcome(
    v: &Visit,
    section: &'static str,
    r: Result<Value, Failure>,
    (form, render): (&Form, Render),
    done: impl Fn(&Frame, &Value) -> String,
) -> Response {
    let f = v.frame(section);
    match r {
        Ok(answer) => {
            let text = done(&f, &answer);
            v.page(
                StatusCode::OK,
                render(&f.ok(text), &Form::query(None), &new_key()),
            )
        }
        Err(e) => {
            let f = crate::failed(f, &e);
            v.page(status_of(&e), render(&f, form, &new_key()))
        }
    }
}

/// The form's posted fields, or the answer to a stale form.
macro_rules! posted {
    ($v:expr, $body:expr) => {
        match $v.form(&$body) {
            Ok(f) => f,
            Err(r) => return r,
        }
    };
}

fn send_page(f: &Frame, form: &Form, key: &str) -> String {
    pages::page(pages::Send {
        f,
        key,
        to: &form.text("to"),
        amount: &form.text("amount"),
        currency: form.get("currency").unwrap_or("IQD"),
        note: &form.text("note"),
    })
}

/// `GET /wallet/send`
pub async fn send_form(v: Visit) -> Response {
    v.page(
        StatusCode::OK,
        // `?to=` from a family wallet's page: the recipient only (an amount is typed)
        send_page(
            &v.frame("send"),
            &Form::of(vec![("to".into(), Form::query(v.uri.query()).text("to"))]),
            &new_key(),
        ),
    )
}

/// Whom the form's transfer would go to (`/wallet/transfers/preview`): the review page, or
/// the refusal. `key` is the Idempotency-Key the send will carry.
async fn review(v: &Visit, f: Frame, form: &Form, key: &str) -> Result<String, (Frame, Failure)> {
    let c = currency_of(form, "currency");
    let previewed = async {
        let amount = amount_of(form, c)?;
        let ask = json!({ "to": form.text("to"), "amount": amount, "currency": c.code() });
        let p = v
            .call(
                (Method::POST, "/wallet/transfers/preview"),
                Some(&ask),
                None,
            )
            .await?;
        Ok::<_, Failure>((p, amount))
    };
    match previewed.await {
        Ok((p, amount)) => Ok(pages::page(pages::SendReview {
            f: &f,
            key,
            amount_words: crate::money_words(f.locale(), amount, c.code()),
            said: f
                .s
                .say_send
                .replace(
                    "{amount}",
                    &crate::money_words(f.locale(), amount, c.code()),
                )
                .replace("{name}", p["to"]["name"].as_str().unwrap_or_default()),
            name: p["to"]["name"].as_str().unwrap_or_default(),
            to: &form.text("to"),
            amount: &form.text("amount"),
            amount_text: money_text(f.locale(), amount, c.code()),
            currency: c.code(),
            note: &form.text("note"),
        })),
        Err(e) => Err((f, e)),
    }
}

/// `POST /wallet/send/review {to, amount, currency, note}`: the recipient's name before the
/// PIN (issue 72: a transfer went by a phone number alone).
pub async fn send_review(v: Visit, body: Bytes) -> Response {
    let form = posted!(v, body);
    match review(&v, v.frame("send"), &form, &form.text("idempotency_key")).await {
        Ok(page) => v.page(StatusCode::OK, page),
        Err((f, e)) => {
            let f = crate::failed(f, &e);
            v.page(status_of(&e), send_page(&f, &form, &new_key()))
        }
    }
}

/// `POST /wallet/send/edit`: back to the form, with what was typed.
pub async fn send_edit(v: Visit, body: Bytes) -> Response {
    let form = posted!(v, body);
    v.page(
        StatusCode::OK,
        send_page(&v.frame("send"), &form, &form.text("idempotency_key")),
    )
}

/// `POST /wallet/send {to, amount, currency, note, pin}`: sends what the review showed. A
/// refusal shows the review again (a new key: nothing moved), or the form when the
/// recipient itself is refused.
pub async fn send(v: Visit, body: Bytes) -> Response {
    let form = posted!(v, body);
    let c = currency_of(&form, "currency");
    let sent = async {
        let amount = amount_of(&form, c)?;
        let mut ask = json!({ "to": form.text("to"), "amount": amount, "currency": c.code(), "pin": form.text("pin") });
        let note = form.text("note");
        if !note.is_empty() {
            ask["note"] = note.into();
        }
        v.call(
            (Method::POST, "/wallet/transfers"),
            Some(&ask),
            Some(&form.text("idempotency_key")),
        )
        .await
    };
    let r = sent.await;
    if let Err(e) = &r {
        let f = crate::failed(v.frame("send"), e);
        if let Ok(page) = review(&v, f, &form, &new_key()).await {
            return v.page(status_of(e), page);
        }
    }
    outcome(&v, "send", r, (&form, send_page), |f, t| {
        f.s.sent
            .replace(
                "{amount}",
                &money_text(f.locale(), t["amount"].as_i64().unwrap_or(0), c.code()),
            )
            .replace("{name}", t["to"]["name"].as_str().unwrap_or_default())
    })
}

fn exchange_page(f: &Frame, form: &Form, key: &str, quote: Option<pages::Quote>) -> String {
    pages::page(pages::Exchange {
        f,
        key,
        amount: &form.text("amount"),
        from: form.get("from").unwrap_or("USD"),
        quote,
    })
}

/// A quote's card: both amounts, the rate beside the official one, its countdown.
fn quote_card(v: &Visit, f: &Frame, q: &Value) -> pages::Quote {
    let l = f.locale();
    let expires_at = q["expires_at"].as_str().unwrap_or_default().to_string();
    let seconds = seconds_until(&v.st, &v.who.merchant, &expires_at);
    let amount = |a: &str, c: &str| {
        money_text(
            l,
            q[a].as_i64().unwrap_or(0),
            q[c].as_str().unwrap_or_default(),
        )
    };
    let words = |a: &str, c: &str| {
        crate::money_words(
            l,
            q[a].as_i64().unwrap_or(0),
            q[c].as_str().unwrap_or_default(),
        )
    };
    pages::Quote {
        id: q["id"].as_str().unwrap_or_default().to_string(),
        give: amount("from_amount", "from_currency"),
        get: amount("to_amount", "to_currency"),
        give_words: words("from_amount", "from_currency"),
        get_words: words("to_amount", "to_currency"),
        rate: f.s.rate.replace(
            "{n}",
            &format::rate(l, q["rate"].as_str().unwrap_or_default()),
        ),
        official: f.s.official_rate.replace(
            "{n}",
            &format::rate(l, q["official_rate"].as_str().unwrap_or_default()),
        ),
        countdown: format::seconds_said(
            l,
            &f.s.quote_expires
                .replace("{n}", &format::number(l, seconds)),
        ),
        expires_at,
        seconds,
    }
}

/// `GET /wallet/exchange`
pub async fn exchange_form(v: Visit) -> Response {
    let f = v.frame("exchange");
    v.page(
        StatusCode::OK,
        exchange_page(&f, &Form::query(None), &new_key(), None),
    )
}

async fn new_quote(v: &Visit, form: &Form) -> Result<Value, Failure> {
    let from = currency_of(form, "from");
    let to = if from == Currency::Usd {
        Currency::Iqd
    } else {
        Currency::Usd
    };
    let amount = amount_of(form, from)?;
    let ask =
        json!({ "from_currency": from.code(), "to_currency": to.code(), "from_amount": amount });
    v.call((Method::POST, "/wallet/exchange/quotes"), Some(&ask), None)
        .await
}

/// `POST /wallet/exchange/quote {amount, from}`: a live quote and the PIN form (the
/// page's script asks for a new one as it runs out).
pub async fn quote(v: Visit, body: Bytes) -> Response {
    let form = posted!(v, body);
    let f = v.frame("exchange");
    match new_quote(&v, &form).await {
        Ok(q) => {
            let card = quote_card(&v, &f, &q);
            v.page(
                StatusCode::OK,
                exchange_page(&f, &form, &new_key(), Some(card)),
            )
        }
        Err(e) => {
            let f = crate::failed(f, &e);
            v.page(status_of(&e), exchange_page(&f, &form, &new_key(), None))
        }
    }
}

/// `POST /wallet/exchange {quote_id, pin}`: executes the quote.
pub async fn exchange(v: Visit, body: Bytes) -> Response {
    let form = posted!(v, body);
    let f = v.frame("exchange");
    let ask = json!({ "quote_id": form.text("quote_id"), "pin": form.text("pin") });
    match v
        .call(
            (Method::POST, "/wallet/exchange"),
            Some(&ask),
            Some(&form.text("idempotency_key")),
        )
        .await
    {
        Ok(done) => {
            let l = f.locale();
            let amount = |a: &str, c: &str| {
                money_text(
                    l,
                    done[a].as_i64().unwrap_or(0),
                    done[c].as_str().unwrap_or_default(),
                )
            };
            let text =
                f.s.exchanged
                    .replace("{amount}", &amount("from_amount", "from_currency"))
                    .replace("{name}", &amount("to_amount", "to_currency"));
            let f = f.ok(text);
            v.page(
                StatusCode::OK,
                exchange_page(&f, &Form::query(None), &new_key(), None),
            )
        }
        Err(e) => {
            // an expired quote: a fresh one for the same amount, shown with the refusal
            let f = crate::failed(f, &e);
            let card = if e.code == "PAYMENT_EXPIRED" {
                new_quote(&v, &form)
                    .await
                    .ok()
                    .map(|q| quote_card(&v, &f, &q))
            } else {
                None
            };
            v.page(status_of(&e), exchange_page(&f, &form, &new_key(), card))
        }
    }
}

fn cash_out_page(f: &Frame, form: &Form, key: &str) -> String {
    pages::page(pages::CashOut {
        f,
        key,
        amount: &form.text("amount"),
        currency: form.get("currency").unwrap_or("IQD"),
        method: form.get("method").unwrap_or("bank_account"),
        destination: &form.text("destination"),
    })
}

/// `GET /wallet/cash-out`
pub async fn cash_out_form(v: Visit) -> Response {
    v.page(
        StatusCode::OK,
        cash_out_page(&v.frame("cash-out"), &Form::query(None), &new_key()),
    )
}

/// `POST /wallet/cash-out {amount, currency, method, destination, pin}`
pub async fn cash_out(v: Visit, body: Bytes) -> Response {
    let form = posted!(v, body);
    let c = currency_of(&form, "currency");
    let asked = async {
        let amount = amount_of(&form, c)?;
        let ask = json!({
            "amount": amount, "currency": c.code(), "method": form.text("method"),
            "destination": form.text("destination"), "pin": form.text("pin"),
        });
        v.call(
            (Method::POST, "/wallet/cash-outs"),
            Some(&ask),
            Some(&form.text("idempotency_key")),
        )
        .await
    };
    let r = asked.await;
    outcome(&v, "cash-out", r, (&form, cash_out_page), |f, co| {
        f.s.cashed_out
            .replace(
                "{amount}",
                &money_text(f.locale(), co["amount"].as_i64().unwrap_or(0), c.code()),
            )
            .replace(
                "{name}",
                f.s.cash_out_status(co["status"].as_str().unwrap_or_default()),
            )
    })
}
