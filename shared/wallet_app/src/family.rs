//! Family wallets in the hosted wallet: the guardian's list and "add a family member"
//! (`/wallet/family`), one dependant's page with its rules, pause, a sign-in code and its
//! latest movements (`/wallet/family/{id}`); the dependant's own card on its home page; the
//! sign-in with a code the guardian's wallet showed. Each form is the API's request
//! (`/wallet/dependants`) with the form's Idempotency-Key.

use crate::amounts::minor_units;
use crate::api::Failure;
use crate::visit::{status_of, Visit};
use crate::{money_text, money_words, new_key};
use axum::body::Bytes;
use axum::extract::Path;
use axum::http::{Method, StatusCode};
use axum::response::Response;
use sanduq_api::browser::{see_other, Form};
use sanduq_pages::format;
use sanduq_pages::wallet::family::{Code, List, Member, One, RulesForm, Words};
use sanduq_pages::wallet::{self as pages, Frame};
use sanduq_pages::Locale;
use serde_json::{json, Value};

/// A dependant as the pages show it.
fn member(l: Locale, d: &Value) -> Member {
    let w = Words::of(l);
    let code = l.code();
    Member {
        id: d["id"].as_str().unwrap_or_default().into(),
        name: d["name"].as_str().unwrap_or_default().into(),
        age: w
            .age
            .replace("{n}", &format::number(l, d["age"].as_i64().unwrap_or(0))),
        balances: d["accounts"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|a| {
                let c = a["currency"].as_str().unwrap_or("IQD");
                (
                    a["displays"][code].as_str().unwrap_or_default().to_string(),
                    money_words(l, a["available"].as_i64().unwrap_or(0), c),
                )
            })
            .collect(),
        spent: money_text(l, d["spent_today"]["IQD"].as_i64().unwrap_or(0), "IQD"),
        paused: d["rules"]["paused"].as_bool() == Some(true),
    }
}

/// An IQD cap as the form shows it (empty: none).
fn typed(l: Locale, v: &Value) -> String {
    v.as_i64()
        .map_or_else(String::new, |n| format::number(l, n))
}

fn rules_form(l: Locale, r: &Value) -> RulesForm {
    RulesForm {
        per_payment: typed(l, &r["per_payment"]["IQD"]),
        daily: typed(l, &r["daily"]["IQD"]),
        notify_over: typed(l, &r["notify_over"]["IQD"]),
        categories: r["allowed_categories"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect::<Vec<_>>()
            .join(", "),
        cash_out: r["cash_out"].as_bool() == Some(true),
        transfers_none: r["transfers"] == "none",
        paused: r["paused"].as_bool() == Some(true),
    }
}

fn list_page(f: &Frame, list: &Value, form: &Form) -> String {
    let members: Vec<Member> = list["data"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|d| member(f.locale(), d))
        .collect();
    pages::page(List {
        f,
        w: Words::of(f.locale()),
        members: &members,
        key: &new_key(),
        name: &form.text("name"),
        born: &form.text("date_of_birth"),
        phone: &form.text("phone"),
    })
}

/// `GET /wallet/family`
pub async fn list(v: Visit) -> Response {
    match v.get("/wallet/dependants").await {
        Ok(list) => v.page(
            StatusCode::OK,
            list_page(&v.frame("family"), &list, &Form::query(None)),
        ),
        Err(e) => v.refused("family", &e),
    }
}

/// `POST /wallet/family {name, date_of_birth, phone?}`: the new dependant's page.
pub async fn add(v: Visit, body: Bytes) -> Response {
    let form = match v.form(&body) {
        Ok(f) => f,
        Err(r) => return r,
    };
    let mut ask = json!({ "name": form.text("name"), "date_of_birth": form.text("date_of_birth") });
    let phone = form.text("phone");
    if !phone.trim().is_empty() {
        ask["phone"] = phone.trim().into();
    }
    let made = v
        .call(
            (Method::POST, "/wallet/dependants"),
            Some(&ask),
            Some(&form.text("idempotency_key")),
        )
        .await;
    match made {
        Ok(d) => see_other(&format!(
            "/wallet/family/{}?done=added",
            d["id"].as_str().unwrap_or_default()
        )),
        Err(e) => {
            let f = crate::failed(v.frame("family"), &e);
            let list = v.get("/wallet/dependants").await.unwrap_or(Value::Null);
            v.page(status_of(&e), list_page(&f, &list, &form))
        }
    }
}

/// The dependant's page, with what its frame says and a code just shown.
async fn one(v: &Visit, id: &str, f: Frame, status: StatusCode, code: Option<&Code>) -> Response {
    let read = async {
        Ok::<_, Failure>((
            v.get(&format!("/wallet/dependants/{id}")).await?,
            v.get(&format!("/wallet/dependants/{id}/transactions?limit=10"))
                .await?,
        ))
    };
    let (d, s) = match read.await {
        Ok(x) => x,
        Err(e) => return v.refused("family", &e),
    };
    let l = f.locale();
    let m = member(l, &d);
    let rules = rules_form(l, &d["rules"]);
    let lines = crate::home::lines(&f, &s);
    let body = pages::page(One {
        f: &f,
        w: Words::of(l),
        member: &m,
        rules: &rules,
        code,
        lines,
        key: &new_key(),
    });
    v.page(status, body)
}

/// `GET /wallet/family/{id}[?done=added|saved|paused|resumed]`
pub async fn show(v: Visit, Path(id): Path<String>) -> Response {
    let w = Words::of(v.look.locale);
    let f = v.frame("family");
    let f = match Form::query(v.uri.query()).get("done") {
        Some("added") => f.ok(w.added),
        Some("saved") => f.ok(w.saved),
        Some("paused") => f.ok(w.paused_now),
        Some("resumed") => f.ok(w.resumed_now),
        _ => f,
    };
    one(&v, &id, f, StatusCode::OK, None).await
}

/// A typed IQD cap: None when empty, else whole dinars.
fn cap(form: &Form, field: &str) -> Result<Option<i64>, Failure> {
    let t = form.text(field);
    if t.trim().is_empty() {
        return Ok(None);
    }
    minor_units(&t, 0)
        .map(Some)
        .map_err(|_| Failure::field(field, "must be an amount in dinars such as 25,000"))
}

/// The rules change the form asks for, keeping the USD caps the rules have.
fn change(form: &Form, before: &Value) -> Result<Value, Failure> {
    let caps = |field: &str| -> Result<Value, Failure> {
        let mut m = before[field].clone();
        if !m.is_object() {
            m = json!({});
        }
        m["IQD"] = json!(cap(form, field)?);
        Ok(m)
    };
    let categories: Vec<String> = crate::amounts::ascii(&form.text("categories"))
        .split([',', '،', ' '])
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(str::to_string)
        .collect();
    Ok(json!({
        "per_payment": caps("per_payment")?,
        "daily": caps("daily")?,
        "notify_over": caps("notify_over")?,
        "allowed_categories": categories,
        "cash_out": form.get("cash_out").is_some(),
        "paused": form.get("paused").is_some(),
        "transfers": if form.get("transfers") == Some("none") { "none" } else { "guardian_only" },
    }))
}

/// `POST /wallet/family/{id}`: the rules saved; the page again.
pub async fn save(v: Visit, Path(id): Path<String>, body: Bytes) -> Response {
    let form = match v.form(&body) {
        Ok(f) => f,
        Err(r) => return r,
    };
    let path = format!("/wallet/dependants/{id}");
    let saved = async {
        let d = v.get(&path).await?;
        let rules = change(&form, &d["rules"])?;
        v.call(
            (Method::PATCH, &path),
            Some(&json!({ "rules": rules })),
            Some(&form.text("idempotency_key")),
        )
        .await
    };
    match saved.await {
        Ok(_) => see_other(&format!("/wallet/family/{id}?done=saved")),
        Err(e) => {
            let f = crate::failed(v.frame("family"), &e);
            one(&v, &id, f, status_of(&e), None).await
        }
    }
}

/// `POST /wallet/family/{id}/pause {paused: 1|0}`
pub async fn pause(v: Visit, Path(id): Path<String>, body: Bytes) -> Response {
    let form = match v.form(&body) {
        Ok(f) => f,
        Err(r) => return r,
    };
    let paused = form.get("paused") == Some("1");
    let done = v
        .call(
            (Method::PATCH, &format!("/wallet/dependants/{id}")),
            Some(&json!({ "rules": { "paused": paused } })),
            Some(&form.text("idempotency_key")),
        )
        .await;
    match done {
        Ok(_) => see_other(&format!(
            "/wallet/family/{id}?done={}",
            if paused { "paused" } else { "resumed" }
        )),
        Err(e) => {
            let f = crate::failed(v.frame("family"), &e);
            one(&v, &id, f, status_of(&e), None).await
        }
    }
}

/// `POST /wallet/family/{id}/code`: the page with a new sign-in code shown (never kept in
/// an address: a reload asks for a new one).
pub async fn code(v: Visit, Path(id): Path<String>, body: Bytes) -> Response {
    let form = match v.form(&body) {
        Ok(f) => f,
        Err(r) => return r,
    };
    let made = v
        .call(
            (
                Method::POST,
                &format!("/wallet/dependants/{id}/sign-in-codes"),
            ),
            Some(&json!({})),
            Some(&form.text("idempotency_key")),
        )
        .await;
    let f = v.frame("family");
    match made {
        Ok(c) => {
            let digits = c["code"].as_str().unwrap_or_default();
            let (a, b) = digits.split_at(digits.len().min(5));
            let until = c["expires_at"]
                .as_str()
                .map_or_else(String::new, |t| format::time(f.locale(), t));
            let shown = Code {
                shown: format!("{a} {b}"),
                until: Words::of(f.locale()).code_until.replace("{time}", &until),
            };
            one(&v, &id, f, StatusCode::OK, Some(&shown)).await
        }
        Err(e) => {
            let f = crate::failed(f, &e);
            one(&v, &id, f, status_of(&e), None).await
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_form_keeps_the_usd_caps_and_reads_typed_dinars() {
        let form = Form::of(vec![
            ("per_payment".into(), "٢٥٬٠٠٠".into()),
            ("daily".into(), "".into()),
            ("notify_over".into(), "10,000".into()),
            ("categories".into(), "5411، 5942".into()),
            ("transfers".into(), "none".into()),
            ("paused".into(), "1".into()),
        ]);
        let before =
            json!({ "per_payment": { "IQD": 1, "USD": 500 }, "daily": { "IQD": 9, "USD": null } });
        let c = change(&form, &before).unwrap();
        assert_eq!(c["per_payment"], json!({ "IQD": 25000, "USD": 500 }));
        assert_eq!(c["daily"]["IQD"], Value::Null);
        assert_eq!(c["notify_over"]["IQD"], 10000);
        assert_eq!(c["allowed_categories"], json!(["5411", "5942"]));
        assert_eq!(
            (c["cash_out"].as_bool(), c["paused"].as_bool()),
            (Some(false), Some(true))
        );
        assert_eq!(c["transfers"], "none");
        let bad = Form::of(vec![("daily".into(), "lots".into())]);
        assert!(change(&bad, &before).is_err());
    }
}
