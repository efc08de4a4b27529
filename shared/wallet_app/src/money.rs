//! Moving money from the wallet: send to another user, exchange between dinars and dollars
//! at a live quote, cash out. Each form reads the amount as the person typed it and sends
//! the API's request with the form's Idempotency-Key; a refusal shows the same form, what
//! was typed kept (never the PIN), with a new key.

use crate::amounts::{self, Bad};
use crate::api::{self, Api, Failure};
use crate::session::Holder;
use crate::{frame, html, money_text, new_key, seconds_until};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::Response;
use axum::Extension;
use sanduq_api::browser::{Form, Look};
use sanduq_domain::Currency;
use sanduq_kernel::state::AppState;
use sanduq_pages::format;
use sanduq_pages::wallet::{self as pages, Frame};
use serde_json::{json, Value};

/// The currency a form names (IQD when it names none we hold).
fn currency_of(form: &Form, field: &str) -> Currency {
    Currency::parse(field, &form.text(field)).unwrap_or(Currency::Iqd)
}

/// The typed amount in minor units, or the refusal that names the field.
fn amount_of(form: &Form, c: Currency) -> Result<i64, Failure> {
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

fn status_of(e: &Failure) -> StatusCode {
    StatusCode::from_u16(e.status).unwrap_or(StatusCode::UNPROCESSABLE_ENTITY)
}

/// A refused or accepted form's page.
struct Shown<'a> {
    st: &'a AppState,
    api: &'a Api,
    who: &'a Holder,
    look: Look,
    headers: &'a HeaderMap,
    uri: &'a Uri,
}

impl Shown<'_> {
    fn frame(&self, section: &'static str) -> Frame {
        frame(self.look, Some(self.who), section, self.uri)
    }

    fn answer(&self, status: StatusCode, body: String) -> Response {
        html(status, body, self.look, self.headers)
    }

    async fn call(&self, path: &str, body: &Value, key: &str) -> Result<Value, Failure> {
        api::call(
            self.st,
            self.api,
            self.who,
            (Method::POST, path),
            Some(body),
            Some(key),
        )
        .await
    }
}

macro_rules! shown {
    ($st:expr, $api:expr, $who:expr, $headers:expr, $uri:expr) => {
        Shown {
            st: &$st,
            api: &$api,
            who: &$who,
            look: Look::of(&$headers, $uri.query()),
            headers: &$headers,
            uri: &$uri,
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
pub async fn send_form(who: Holder, headers: HeaderMap, uri: Uri) -> Response {
    let look = Look::of(&headers, uri.query());
    let f = frame(look, Some(&who), "send", &uri);
    let body = send_page(&f, &Form::query(None), &new_key());
    html(StatusCode::OK, body, look, &headers)
}

/// `POST /wallet/send {to, amount, currency, note, pin}`
pub async fn send(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
    body: Bytes,
) -> Response {
    let x = shown!(st, api, who, headers, uri);
    let form = Form::parse(&body);
    if !crate::csrf_ok(&who, &form) {
        return crate::stale(x.look, &who, &uri, &headers);
    }
    let c = currency_of(&form, "currency");
    let sent = async {
        let amount = amount_of(&form, c)?;
        let mut ask = json!({ "to": form.text("to"), "amount": amount, "currency": c.code(), "pin": form.text("pin") });
        let note = form.text("note");
        if !note.is_empty() {
            ask["note"] = note.into();
        }
        x.call("/wallet/transfers", &ask, &form.text("idempotency_key"))
            .await
    };
    match sent.await {
        Ok(t) => {
            let f = x.frame("send");
            let text =
                f.s.sent
                    .replace(
                        "{amount}",
                        &money_text(f.locale(), t["amount"].as_i64().unwrap_or(0), c.code()),
                    )
                    .replace("{name}", t["to"]["name"].as_str().unwrap_or_default());
            let f = f.ok(text);
            x.answer(
                StatusCode::OK,
                send_page(&f, &Form::query(None), &new_key()),
            )
        }
        Err(e) => {
            let f = crate::failed(x.frame("send"), &e);
            x.answer(status_of(&e), send_page(&f, &form, &new_key()))
        }
    }
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
fn quote_card(x: &Shown<'_>, f: &Frame, q: &Value) -> pages::Quote {
    let l = f.locale();
    let expires_at = q["expires_at"].as_str().unwrap_or_default().to_string();
    let seconds = seconds_until(x.st, &x.who.merchant, &expires_at);
    let amount = |a: &str, c: &str| {
        money_text(
            l,
            q[a].as_i64().unwrap_or(0),
            q[c].as_str().unwrap_or_default(),
        )
    };
    pages::Quote {
        id: q["id"].as_str().unwrap_or_default().to_string(),
        give: amount("from_amount", "from_currency"),
        get: amount("to_amount", "to_currency"),
        rate: f.s.rate.replace(
            "{n}",
            &format::rate(l, q["rate"].as_str().unwrap_or_default()),
        ),
        official: f.s.official_rate.replace(
            "{n}",
            &format::rate(l, q["official_rate"].as_str().unwrap_or_default()),
        ),
        countdown: f
            .s
            .quote_expires
            .replace("{n}", &format::number(l, seconds)),
        expires_at,
        seconds,
    }
}

/// `GET /wallet/exchange`
pub async fn exchange_form(who: Holder, headers: HeaderMap, uri: Uri) -> Response {
    let look = Look::of(&headers, uri.query());
    let f = frame(look, Some(&who), "exchange", &uri);
    html(
        StatusCode::OK,
        exchange_page(&f, &Form::query(None), &new_key(), None),
        look,
        &headers,
    )
}

async fn new_quote(x: &Shown<'_>, form: &Form) -> Result<Value, Failure> {
    let from = currency_of(form, "from");
    let to = if from == Currency::Usd {
        Currency::Iqd
    } else {
        Currency::Usd
    };
    let amount = amount_of(form, from)?;
    api::call(
        x.st,
        x.api,
        x.who,
        (Method::POST, "/wallet/exchange/quotes"),
        Some(&json!({ "from_currency": from.code(), "to_currency": to.code(), "from_amount": amount })),
        None,
    )
    .await
}

/// `POST /wallet/exchange/quote {amount, from}`: a live quote and the PIN form (the
/// page's script asks for a new one as it runs out).
pub async fn quote(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
    body: Bytes,
) -> Response {
    let x = shown!(st, api, who, headers, uri);
    let form = Form::parse(&body);
    if !crate::csrf_ok(&who, &form) {
        return crate::stale(x.look, &who, &uri, &headers);
    }
    let f = x.frame("exchange");
    match new_quote(&x, &form).await {
        Ok(q) => {
            let card = quote_card(&x, &f, &q);
            x.answer(
                StatusCode::OK,
                exchange_page(&f, &form, &new_key(), Some(card)),
            )
        }
        Err(e) => {
            let f = crate::failed(f, &e);
            x.answer(status_of(&e), exchange_page(&f, &form, &new_key(), None))
        }
    }
}

/// `POST /wallet/exchange {quote_id, pin}`: executes the quote.
pub async fn exchange(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
    body: Bytes,
) -> Response {
    let x = shown!(st, api, who, headers, uri);
    let form = Form::parse(&body);
    if !crate::csrf_ok(&who, &form) {
        return crate::stale(x.look, &who, &uri, &headers);
    }
    let f = x.frame("exchange");
    let ask = json!({ "quote_id": form.text("quote_id"), "pin": form.text("pin") });
    match x
        .call("/wallet/exchange", &ask, &form.text("idempotency_key"))
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
            x.answer(
                StatusCode::OK,
                exchange_page(&f, &Form::query(None), &new_key(), None),
            )
        }
        Err(e) => {
            // an expired quote: a fresh one for the same amount, shown with the refusal
            let f = crate::failed(f, &e);
            let card = if e.code == "PAYMENT_EXPIRED" {
                new_quote(&x, &form)
                    .await
                    .ok()
                    .map(|q| quote_card(&x, &f, &q))
            } else {
                None
            };
            x.answer(status_of(&e), exchange_page(&f, &form, &new_key(), card))
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
pub async fn cash_out_form(who: Holder, headers: HeaderMap, uri: Uri) -> Response {
    let look = Look::of(&headers, uri.query());
    let f = frame(look, Some(&who), "cash-out", &uri);
    html(
        StatusCode::OK,
        cash_out_page(&f, &Form::query(None), &new_key()),
        look,
        &headers,
    )
}

/// `POST /wallet/cash-out {amount, currency, method, destination, pin}`
pub async fn cash_out(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
    body: Bytes,
) -> Response {
    let x = shown!(st, api, who, headers, uri);
    let form = Form::parse(&body);
    if !crate::csrf_ok(&who, &form) {
        return crate::stale(x.look, &who, &uri, &headers);
    }
    let c = currency_of(&form, "currency");
    let asked = async {
        let amount = amount_of(&form, c)?;
        let ask = json!({
            "amount": amount, "currency": c.code(), "method": form.text("method"),
            "destination": form.text("destination"), "pin": form.text("pin"),
        });
        x.call("/wallet/cash-outs", &ask, &form.text("idempotency_key"))
            .await
    };
    match asked.await {
        Ok(co) => {
            let f = x.frame("cash-out");
            let text =
                f.s.cashed_out
                    .replace(
                        "{amount}",
                        &money_text(f.locale(), co["amount"].as_i64().unwrap_or(0), c.code()),
                    )
                    .replace(
                        "{name}",
                        f.s.cash_out_status(co["status"].as_str().unwrap_or_default()),
                    );
            let f = f.ok(text);
            x.answer(
                StatusCode::OK,
                cash_out_page(&f, &Form::query(None), &new_key()),
            )
        }
        Err(e) => {
            let f = crate::failed(x.frame("cash-out"), &e);
            x.answer(status_of(&e), cash_out_page(&f, &form, &new_key()))
        }
    }
}
