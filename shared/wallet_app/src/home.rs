//! The home page (balances, the latest movements, what needs doing, a family wallet's own
//! card) and the statement (by currency, in cursor pages).

use crate::money_text;
use crate::visit::{status_of, Visit};
use axum::http::StatusCode;
use axum::response::Response;
use sanduq_api::browser::Form;
use sanduq_pages::format;
use sanduq_pages::wallet::family::{Own, Words};
use sanduq_pages::wallet::{self as pages, Balance, Frame, Line};
use sanduq_pages::Locale;
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
                words: crate::money_words(
                    f.locale(),
                    amount.abs(),
                    t["currency"].as_str().unwrap_or_default(),
                ),
                negative: amount < 0,
                when: t["created_at"]
                    .as_str()
                    .map_or_else(String::new, |w| format::time(f.locale(), w)),
                // a payment made can be disputed (the API says whether it still may be)
                report: t["reference"]
                    .as_str()
                    .filter(|r| kind == "payment" && amount < 0 && r.starts_with("pay_"))
                    .map(|r| {
                        let w = sanduq_pages::wallet::disputes::Words::of(f.locale());
                        let cur = t["currency"].as_str().unwrap_or("IQD");
                        let href = format!("/wallet/disputes/new?payment={r}&currency={cur}");
                        (href, w.report)
                    }),
                receipt: t["receipt_url"]
                    .as_str()
                    .map(|u| format!("{u}?locale={code}")),
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
pub async fn show(v: Visit) -> Response {
    let f = v.frame("home");
    let read = async {
        Ok::<_, crate::api::Failure>((
            v.get("/wallet").await?,
            v.get("/wallet/transactions?limit=5").await?,
        ))
    };
    let (w, s) = match read.await {
        Ok(x) => x,
        Err(e) => return v.refused("home", &e),
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
                words: crate::money_words(f.locale(), a["available"].as_i64().unwrap_or(0), c),
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
        family: family_card(f.locale(), &w["family"]),
        balances,
        tier,
        lines: lines(&f, &s),
    });
    v.page(StatusCode::OK, body)
}

/// `GET /wallet/statement?currency=&cursor=`
pub async fn statement(v: Visit) -> Response {
    let f = v.frame("statement");
    let q = Form::query(v.uri.query());
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
    let (f, s, status) = match v.get(&path).await {
        Ok(s) => (f, s, StatusCode::OK),
        Err(e) => (crate::failed(f, &e), Value::Null, status_of(&e)),
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
    v.page(status, body)
}

/// What a dependant's home page says of its family wallet (`GET /wallet`'s `family`).
pub fn family_card(l: Locale, family: &Value) -> Option<Own> {
    if !family.is_object() {
        return None;
    }
    let w = Words::of(l);
    let guardian = family["guardian"]["name"].as_str().unwrap_or_default();
    let r = &family["rules"];
    let paused = r["paused"].as_bool() == Some(true);
    let mut facts = vec![];
    if paused {
        facts.push(w.paused_note.to_string());
    }
    if let Some(n) = r["per_payment"]["IQD"].as_i64() {
        facts.push(w.up_to.replace("{amount}", &money_text(l, n, "IQD")));
    }
    if let Some(cap) = r["daily"]["IQD"].as_i64() {
        let spent = family["spent_today"]["IQD"].as_i64().unwrap_or(0);
        facts.push(
            w.of_today
                .replace("{spent}", &money_text(l, spent, "IQD"))
                .replace("{cap}", &money_text(l, cap, "IQD")),
        );
    }
    if r["cash_out"].as_bool() != Some(true) {
        facts.push(w.no_cash.to_string());
    }
    facts.push(if r["transfers"] == "none" {
        w.no_transfers.to_string()
    } else {
        w.only_guardian.replace("{name}", guardian)
    });
    Some(Own {
        title: w.family_of.replace("{name}", guardian),
        facts,
        paused,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_dependants_card_says_its_rules() {
        let fam = json!({
            "guardian": { "name": "Omar K." },
            "rules": { "per_payment": { "IQD": 25000 }, "daily": { "IQD": 50000 }, "cash_out": false,
                       "transfers": "guardian_only", "paused": true },
            "spent_today": { "IQD": 30000 },
        });
        let o = family_card(Locale::En, &fam).unwrap();
        assert_eq!(o.title, "Family wallet of Omar K.");
        assert!(o.paused);
        assert_eq!(
            o.facts,
            [
                "Your family wallet is paused: nothing can be spent now.",
                "Up to IQD 25,000 a payment",
                "IQD 30,000 of IQD 50,000 spent today",
                "No cash out",
                "Sends money only back to Omar K.",
            ]
        );
        assert!(family_card(Locale::En, &Value::Null).is_none());
    }
}
