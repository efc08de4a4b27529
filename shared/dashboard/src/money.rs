//! The money pages: Balance (the balance per currency, its transactions by type, the
//! payouts, the payout schedule), a payout with what it settled, and Reports (run one
//! through the API's own handler, wait, download). Reading them takes `ViewBalance`.

use crate::session::{see_other, Look, Staff};
use crate::{
    api_write, cell, describe, found, frame, html, money, new_key, opened, recorded, refused,
    status_of, when, Form,
};
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::Response;
use chrono::{Duration, NaiveDate, Utc};
use sanduq_domain::balance::TxnType;
use sanduq_domain::report::ReportType;
use sanduq_domain::settlement::{baghdad_midnight, iban_groups};
use sanduq_domain::staff::Action;
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::dashboard::money as pages;
use sanduq_pages::dashboard::money_strings::Money;
use sanduq_pages::dashboard::Frame;
use sanduq_payments::routes::money as api;
use sanduq_payments::{balance, payouts, reports, settlement};
use serde_json::{json, Value};

const ROWS: usize = 25;

/// A money page's look and frame once the role may read the books (else the refusal).
#[allow(clippy::result_large_err)] // the refusal is answered at once, never carried along
fn open(
    who: &Staff,
    headers: &HeaderMap,
    uri: &axum::http::Uri,
    section: &'static str,
) -> Result<(Look, Frame), Response> {
    opened(who, headers, uri, (section, Action::ViewBalance), |_, _| {
        None
    })
}

fn currency_of(v: &Value) -> Currency {
    Currency::parse("currency", v["currency"].as_str().unwrap_or("IQD")).unwrap_or(Currency::Iqd)
}

/// The rows of a page of balance transactions (the API's answer).
fn txn_rows(f: &Frame, m: &Money, list: &Value) -> Vec<pages::TxnRow> {
    list["data"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|t| {
            let c = currency_of(t);
            let n = |k: &str| t[k].as_i64().unwrap_or(0);
            let source = cell(&t["source"]["id"]);
            let source_href = match t["source"]["object"].as_str() {
                Some("payment") => Some(format!("/dashboard/payments/{source}")),
                Some("payout") => Some(format!("/dashboard/payouts/{source}")),
                _ => None,
            };
            pages::TxnRow {
                id: cell(&t["id"]),
                kind: cell(&t["type"]),
                kind_text: m.txn_type(t["type"].as_str().unwrap_or_default()).into(),
                source,
                source_href,
                gross: money(f, n("amount"), c),
                fee: money(f, n("fee"), c),
                net: money(f, n("net"), c),
                negative: n("net") < 0,
                date: when(f, &t["created"]),
                payout: t["payout"].as_str().map(str::to_string),
            }
        })
        .collect()
}

/// The address of a list's older page: its query, with the next cursor.
fn older(path: &str, keep: &[(&str, String)], next: &Value) -> Option<String> {
    let cursor = next.as_str()?;
    let mut s = url::form_urlencoded::Serializer::new(String::new());
    for (k, v) in keep.iter().filter(|(_, v)| !v.is_empty()) {
        s.append_pair(k, v);
    }
    s.append_pair("cursor", cursor);
    Some(format!("{path}?{}", s.finish()))
}

/// `GET /dashboard/balance[?type&cursor]`
pub async fn show(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
) -> Result<Response, ApiError> {
    let (look, f) = match open(&who, &headers, &uri, "balance") {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    let m = Money::of(f.locale());
    let q = Form::query(uri.query());
    let kind_text = q.text("type");
    let kind = TxnType::parse(&kind_text);
    let after = q.get("cursor").and_then(balance::cursor_of);
    let filter = balance::Filter {
        kind,
        after,
        limit: ROWS,
        ..Default::default()
    };
    let b = balance::balance(&st, &who.merchant).await?;
    let list = balance::list(&st, &who.merchant.id, &filter).await?;
    let recent = payouts::list(
        &st,
        &who.merchant.id,
        &payouts::Filter {
            limit: 10,
            ..Default::default()
        },
    )
    .await?;
    let (settings, _) = settlement::settings(&st, &who.merchant.id).await?;
    let now = st.now_for(&who.merchant);
    let amount_in = |key: &str, c: Currency| {
        let v = b[key]
            .as_array()
            .into_iter()
            .flatten()
            .find(|a| a["currency"] == c.code())
            .and_then(|a| a["amount"].as_i64())
            .unwrap_or(0);
        money(&f, v, c)
    };
    let view = pages::Balance {
        cards: Currency::ALL
            .into_iter()
            .map(|c| pages::BalanceCard {
                currency: c.code().into(),
                available: amount_in("available", c),
                pending: amount_in("pending", c),
                in_transit: amount_in("in_transit", c),
            })
            .collect(),
        schedule: m
            .schedule(
                serde_json::to_value(settings.schedule)
                    .ok()
                    .as_ref()
                    .and_then(Value::as_str)
                    .unwrap_or("manual"),
            )
            .into(),
        next_payout: settings
            .bank_account
            .as_ref()
            .and(settings.next_due(now))
            .map(|t| when(&f, &json!(t))),
        bank: settings
            .bank_account
            .as_ref()
            .map(|a| format!("{} · {}", iban_groups(&a.iban), a.holder_name)),
        minimum: money(&f, settings.minimum_amount, settings.currency),
        kind: kind.map_or_else(String::new, |k| k.as_str().to_string()),
        kinds: TxnType::NAMES
            .iter()
            .map(|k| (k.to_string(), m.txn_type(k).to_string()))
            .collect(),
        rows: txn_rows(&f, m, &list),
        older: older(
            "/dashboard/balance",
            &[("type", kind_text)],
            &list["next_cursor"],
        ),
        payouts: recent["data"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|p| {
                let status = cell(&p["status"]);
                pages::PayoutRow {
                    id: cell(&p["id"]),
                    date: when(&f, &p["created_at"]),
                    amount: money(&f, p["amount"].as_i64().unwrap_or(0), currency_of(p)),
                    status_text: m.payout_status(&status).into(),
                    status,
                    automatic: p["automatic"] == true,
                }
            })
            .collect(),
    };
    Ok(html(
        StatusCode::OK,
        pages::balance(&f, &view),
        look,
        &headers,
    ))
}

/// `GET /dashboard/payouts/{id}[?cursor]`
pub async fn payout(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let (look, f) = match open(&who, &headers, &uri, "balance") {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    let m = Money::of(f.locale());
    let p = match found(
        payouts::show(&st, &who.merchant, &id).await,
        &f,
        look,
        &headers,
    )? {
        Ok(p) => p,
        Err(page) => return Ok(page),
    };
    let q = Form::query(uri.query());
    let filter = balance::Filter {
        payout: Some(id.clone()),
        after: q.get("cursor").and_then(balance::cursor_of),
        limit: 100,
        ..Default::default()
    };
    let list = balance::list(&st, &who.merchant.id, &filter).await?;
    let c = currency_of(&p);
    let rows = txn_rows(&f, m, &list);
    let sum: i64 = list["data"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|t| t["net"].as_i64().unwrap_or(0))
        .sum();
    let status = cell(&p["status"]);
    let automatic = p["automatic"] == true;
    let view = pages::Payout {
        id: id.clone(),
        amount: money(&f, p["amount"].as_i64().unwrap_or(0), c),
        status_text: m.payout_status(&status).into(),
        status,
        automatic,
        summary: vec![
            (f.s.id.into(), id.clone()),
            (m.date.into(), when(&f, &p["created_at"])),
            (m.bank_account.into(), {
                let d = cell(&p["destination"]);
                if sanduq_domain::settlement::check_iban(&d).is_ok() {
                    iban_groups(&d)
                } else {
                    d
                }
            }),
            (
                m.schedule.into(),
                if automatic { m.automatic } else { m.asked }.into(),
            ),
        ],
        rows,
        sum: money(&f, sum, c),
        older: older(
            &format!("/dashboard/payouts/{id}"),
            &[],
            &list["next_cursor"],
        ),
    };
    Ok(html(
        StatusCode::OK,
        pages::payout(&f, &view),
        look,
        &headers,
    ))
}

/// The Reports page, with the run form as typed (or its defaults: the last 7 days).
async fn render_reports(
    st: &AppState,
    who: &Staff,
    f: Frame,
    look: Look,
    headers: &HeaderMap,
    (query, typed): (&Form, Option<&Form>),
    status: StatusCode,
) -> Result<Response, ApiError> {
    let m = Money::of(f.locale());
    let after = query
        .get("cursor")
        .and_then(|c| sanduq_kernel::cursor::decode(c, "rpt"));
    let base = st.public_base(headers);
    let list = reports::list(st, &who.merchant.id, after.as_deref(), ROWS, &base).await?;
    let today = (st.now_for(&who.merchant) + Duration::hours(3)).date_naive();
    let text = |k: &str, default: String| typed.map(|t| t.text(k)).unwrap_or(default);
    let view = pages::Reports {
        kinds: ReportType::NAMES
            .iter()
            .map(|k| (k.to_string(), m.report_type(k).to_string()))
            .collect(),
        kind: text("type", "daily_summary".into()),
        from: text("from", (today - Duration::days(7)).to_string()),
        to: text("to", today.to_string()),
        currency: text("currency", String::new()),
        key: new_key(),
        rows: list["data"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|r| {
                let status = cell(&r["status"]);
                // Baghdad days, the last one included (`to` is the instant after it)
                let day = |k: &str, back: Duration| {
                    r[k].as_str()
                        .and_then(|t| t.parse::<chrono::DateTime<Utc>>().ok())
                        .map(|t| {
                            let d = (t - back + Duration::hours(3)).date_naive().to_string();
                            sanduq_pages::format::digits(f.locale(), &d)
                        })
                        .unwrap_or_default()
                };
                pages::ReportRow {
                    id: cell(&r["id"]),
                    kind_text: m.report_type(r["type"].as_str().unwrap_or_default()).into(),
                    period: format!(
                        "{} – {}",
                        day("from", Duration::zero()),
                        day("to", Duration::microseconds(1))
                    ),
                    currency: r["currency"].as_str().unwrap_or(m.all_currencies).into(),
                    status_text: m.report_status(&status).into(),
                    status,
                    rows: r["rows"].as_i64().map_or_else(
                        || "–".into(),
                        |n| sanduq_pages::format::number(f.locale(), n),
                    ),
                    created: when(&f, &r["created_at"]),
                }
            })
            .collect(),
        older: older("/dashboard/reports", &[], &list["next_cursor"]),
    };
    Ok(html(status, pages::reports(&f, &view), look, headers))
}

/// `GET /dashboard/reports[?cursor&done=report]`
pub async fn list(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
) -> Result<Response, ApiError> {
    let (look, f) = match open(&who, &headers, &uri, "reports") {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    let q = Form::query(uri.query());
    let f = if q.get("done") == Some("report") {
        let text = Money::of(f.locale()).report_started;
        f.with_flash(true, text)
    } else {
        f
    };
    render_reports(&st, &who, f, look, &headers, (&q, None), StatusCode::OK).await
}

/// A date typed in the form (YYYY-MM-DD).
fn date(s: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d").ok()
}

/// `POST /dashboard/reports`: the API's `POST /reports` for the Baghdad days typed (the
/// last one included).
pub async fn run(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "reports", "/dashboard/reports", None);
    let m = Money::of(f.locale());
    let form = Form::parse(&body);
    if let Some(r) = refused(
        &st,
        &who,
        &form,
        Action::ViewBalance,
        "",
        (&f, look, &headers),
    )
    .await
    {
        return Ok(r);
    }
    let none = Form::query(None);
    let (from, to) = match (date(&form.text("from")), date(&form.text("to"))) {
        (Some(a), Some(b)) if a <= b => (a, b),
        _ => {
            let f = f.with_flash(false, m.dates_invalid);
            return render_reports(
                &st,
                &who,
                f,
                look,
                &headers,
                (&none, Some(&form)),
                StatusCode::UNPROCESSABLE_ENTITY,
            )
            .await;
        }
    };
    let to_next = to.succ_opt().unwrap_or(to);
    let mut json = json!({
        "type": form.text("type"),
        "from": baghdad_midnight(from),
        "to": baghdad_midnight(to_next),
    });
    let currency = form.text("currency");
    if !currency.is_empty() {
        json["currency"] = currency.into();
    }
    let result = api_write(
        &who,
        &headers,
        &form,
        (&api::CREATE_REPORT, Method::POST, "/api/v1/reports"),
        &json,
        |w| api::create_report(State(st.clone()), w),
    )
    .await;
    match recorded(&st, &who, ("run_report", ""), result).await {
        Ok(_) => Ok(see_other("/dashboard/reports?done=report")),
        Err(e) => {
            let f = f.with_flash(false, describe(&e));
            render_reports(
                &st,
                &who,
                f,
                look,
                &headers,
                (&none, Some(&form)),
                status_of(&e),
            )
            .await
        }
    }
}

/// `GET /dashboard/reports/{id}/download`: the file, from this server or by its link.
pub async fn download(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let (look, f) = match open(&who, &headers, &uri, "reports") {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    if st.reports.runs_here() {
        let (path, name) = match found(
            reports::local_file(&st, &who.merchant.id, &id).await,
            &f,
            look,
            &headers,
        )? {
            Ok(x) => x,
            Err(page) => return Ok(page),
        };
        return reports::download(&path, &name);
    }
    let base = st.public_base(&headers);
    let r = match found(
        reports::get(&st, &who.merchant.id, &id, &base).await,
        &f,
        look,
        &headers,
    )? {
        Ok(r) => r,
        Err(page) => return Ok(page),
    };
    match r["url"].as_str() {
        Some(url) => Ok(see_other(url)),
        None => Ok(crate::refusal(
            StatusCode::NOT_FOUND,
            &f,
            f.s.not_found,
            look,
            &headers,
        )),
    }
}
