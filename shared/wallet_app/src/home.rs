//! The home page (balances, the latest movements, what needs doing) and the statement
//! (by currency, in cursor pages).

use crate::api::{self, Api};
use crate::session::Holder;
use crate::{frame, html, message};
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::Response;
use axum::Extension;
use sanduq_api::browser::{Form, Look};
use sanduq_kernel::state::AppState;
use sanduq_pages::format;
use sanduq_pages::wallet::{self as pages, Balance, Frame, Line};
use serde_json::Value;

/// The statement's lines as the pages show them.
pub fn lines(f: &Frame, statement: &Value) -> Vec<Line> {
    let code = f.code;
    statement["transactions"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|t| {
            let amount = t["amount"].as_i64().unwrap_or(0);
            let kind = t["type"].as_str().unwrap_or_default();
            Line {
                kind: kind.to_string(),
                what: f.s.line_type(kind),
                with: match t["counterparty"]["type"].as_str() {
                    Some("merchant") | Some("user") => t["counterparty"]["label"]
                        .as_str()
                        .unwrap_or_default()
                        .to_string(),
                    _ => String::new(),
                },
                amount: t["displays"][code].as_str().unwrap_or_default().to_string(),
                negative: amount < 0,
                when: t["created_at"]
                    .as_str()
                    .map_or_else(String::new, |w| format::time(f.locale(), w)),
            }
        })
        .collect()
}

/// What the home page asks the user to do first (a PIN, a blocked PIN, a frozen wallet).
fn notes(f: &Frame, w: &Value) -> Vec<&'static str> {
    let mut n = vec![];
    if w["frozen"].is_string() {
        n.push(f.s.frozen_note);
    }
    if w["pin_blocked"].as_bool() == Some(true) {
        n.push(f.s.pin_blocked_note);
    } else if w["pin_set"].as_bool() == Some(false) {
        n.push(f.s.pin_missing);
    }
    n
}

/// `GET /wallet`
pub async fn show(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
) -> Response {
    let look = Look::of(&headers, uri.query());
    let f = frame(look, Some(&who), "home", &uri);
    let read = async {
        let w = api::call(&st, &api, &who, (Method::GET, "/wallet"), None, None).await?;
        let s = api::call(
            &st,
            &api,
            &who,
            (Method::GET, "/wallet/transactions?limit=5"),
            None,
            None,
        )
        .await?;
        Ok::<_, api::Failure>((w, s))
    };
    let (w, s) = match read.await {
        Ok(v) => v,
        Err(e) => {
            let f = crate::failed(f, &e);
            let text = f.flash.clone().map(|x| x.text).unwrap_or_default();
            return message(StatusCode::BAD_GATEWAY, &f, &text, look, &headers);
        }
    };
    let code = f.code;
    let balances = w["accounts"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|a| {
            let c = a["currency"].as_str().unwrap_or_default();
            Balance {
                currency: c.to_string(),
                name: f.s.currency_name(c),
                shown: a["displays"][code].as_str().unwrap_or_default().to_string(),
            }
        })
        .collect();
    let tier = f.s.tier_n.replace(
        "{n}",
        &format::number(f.locale(), w["kyc"]["tier"].as_i64().unwrap_or(0)),
    );
    let body = pages::page(pages::Home {
        f: &f,
        name: w["user"]["name"].as_str().unwrap_or_default(),
        notes: notes(&f, &w),
        balances,
        tier,
        lines: lines(&f, &s),
    });
    html(StatusCode::OK, body, look, &headers)
}

/// `GET /wallet/statement?currency=&cursor=`
pub async fn statement(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
) -> Response {
    let look = Look::of(&headers, uri.query());
    let f = frame(look, Some(&who), "statement", &uri);
    let q = Form::query(uri.query());
    let currency = q.text("currency");
    let currency = if matches!(currency.as_str(), "IQD" | "USD") {
        currency
    } else {
        String::new()
    };
    let cursor = q.text("cursor");
    let path = {
        let mut ask = url::form_urlencoded::Serializer::new(String::new());
        ask.append_pair("limit", "20");
        if !currency.is_empty() {
            ask.append_pair("currency", &currency);
        }
        if !cursor.is_empty() {
            ask.append_pair("cursor", &cursor);
        }
        format!("/wallet/transactions?{}", ask.finish())
    };
    let (f, s, status) = match api::call(&st, &api, &who, (Method::GET, &path), None, None).await {
        Ok(s) => (f, s, StatusCode::OK),
        Err(e) => (
            crate::failed(f, &e),
            Value::Null,
            StatusCode::from_u16(e.status).unwrap_or(StatusCode::UNPROCESSABLE_ENTITY),
        ),
    };
    let next = s["next_cursor"].as_str().map(|c| {
        let mut n = url::form_urlencoded::Serializer::new(String::new());
        if !currency.is_empty() {
            n.append_pair("currency", &currency);
        }
        n.append_pair("cursor", c);
        format!("/wallet/statement?{}", n.finish())
    });
    let body = pages::page(pages::Statement {
        f: &f,
        currency: &currency,
        lines: lines(&f, &s),
        first: cursor.is_empty(),
        next,
    });
    html(status, body, look, &headers)
}
