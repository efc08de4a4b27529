//! Payments: the gateway list with its filters, a payment's page (every field, refunds,
//! the timeline of its events with each webhook attempt), and capture, void and refund
//! behind a confirmation. The moves call the gateway's own operations with an
//! Idempotency-Key the page's form carries, fingerprinted as the gateway's request would
//! be: the same checks, the same answer to a repeat, the same error messages.

use crate::session::{see_other, Look, Staff};
use crate::{attempt_rows, audit, describe, frame, html, new_key, refusal, refused, Form};
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::Response;
use chrono::{NaiveDate, TimeZone, Utc};
use sanduq_api::validate::Body;
use sanduq_domain::payment::PaymentStatus;
use sanduq_domain::staff::Action;
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::error::ApiError;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::paging::Page;
use sanduq_kernel::state::AppState;
use sanduq_pages::dashboard::{self as pages, Frame};
use sanduq_pages::{format, Locale};
use sanduq_payments::listing;
use sanduq_payments::payments::{self, RefundInput};
use sanduq_payments::views;
use sanduq_webhooks::deliveries::{self, EventFilter};
use serde_json::{json, Value};

const PER_PAGE: usize = 25;

fn text(v: &Value) -> String {
    match v {
        Value::Null => "–".into(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn money(l: Locale, minor: i64, c: Currency) -> String {
    format::amount(l, minor, c.code(), c.exponent())
}

/// `?status&reference&currency&user_id&from&to&page`: the list's filter, or what is wrong.
fn filter(q: &[(String, String)]) -> (listing::Filter, Vec<String>) {
    let get = |k: &str| {
        q.iter()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.trim())
            .filter(|v| !v.is_empty())
    };
    let mut problems = vec![];
    let mut f = listing::Filter {
        page: 1,
        per_page: PER_PAGE,
        ..Default::default()
    };
    if let Some(s) = get("status") {
        f.status = PaymentStatus::parse(s);
        if f.status.is_none() {
            problems.push(format!("status: unknown status {s}"));
        }
    }
    f.reference = get("reference").map(|r| r.chars().take(256).collect());
    f.user = get("user_id").map(|u| u.chars().take(128).collect());
    if let Some(c) = get("currency") {
        match Currency::parse("currency", c) {
            Ok(c) => f.currency = Some(c),
            Err(e) => problems.push(e.message),
        }
    }
    let day = |k: &str, end: bool, problems: &mut Vec<String>| {
        let v = get(k)?;
        let Ok(d) = NaiveDate::parse_from_str(v, "%Y-%m-%d") else {
            problems.push(format!("{k}: must be a date, YYYY-MM-DD"));
            return None;
        };
        let t = if end {
            d.and_hms_milli_opt(23, 59, 59, 999)
        } else {
            d.and_hms_opt(0, 0, 0)
        }?;
        crate::stats::iraq()
            .from_local_datetime(&t)
            .single()
            .map(|t| t.with_timezone(&Utc))
    };
    f.from = day("from", false, &mut problems);
    f.to = day("to", true, &mut problems);
    if let Some(p) = get("page") {
        match p.parse::<usize>() {
            Ok(n) if (1..=1_000_000).contains(&n) => f.page = n,
            _ => problems.push("page: must be a number from 1".into()),
        }
    }
    (f, problems)
}

fn page_href(q: &[(String, String)], page: usize) -> String {
    let mut s = url::form_urlencoded::Serializer::new(String::new());
    for (k, v) in q
        .iter()
        .filter(|(k, _)| !matches!(k.as_str(), "page" | "locale" | "theme"))
    {
        s.append_pair(k, v);
    }
    s.append_pair("page", &page.to_string());
    format!("/dashboard/payments?{}", s.finish())
}

/// `GET /dashboard/payments`
pub async fn list(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let l = look.locale;
    let f = frame(&who, look, "payments", uri.path(), uri.query());
    if !who.may(Action::ViewPayments) {
        return Ok(refusal(
            StatusCode::FORBIDDEN,
            &f,
            f.s.forbidden,
            look,
            &headers,
        ));
    }
    let query = Form::query(uri.query());
    let q = query.pairs();
    let get = |k: &str| query.get(k).unwrap_or_default().to_string();
    let (filter, problems) = filter(q);
    let mut view = pages::Payments {
        status: get("status"),
        reference: get("reference"),
        currency: get("currency"),
        user_id: get("user_id"),
        from: get("from"),
        to: get("to"),
        status_options: PaymentStatus::ALL
            .iter()
            .map(|s| (s.as_str().to_string(), f.s.status(s.as_str()).to_string()))
            .collect(),
        ..Default::default()
    };
    let status = if problems.is_empty() {
        let listing::Listed { payments, answer } =
            listing::find(&st, &who.merchant, &filter).await?;
        let now = st.now_for(&who.merchant);
        view.rows = payments
            .iter()
            .map(|p| {
                let status = p.status_at(now).as_str().to_string();
                pages::PaymentRow {
                    id: p.id.clone(),
                    created: format::time(l, &p.created_at.to_rfc3339()),
                    amount: money(l, p.amount, p.currency),
                    status_text: f.s.status(&status).into(),
                    status,
                    reference: p.reference.clone().unwrap_or_default(),
                    // the merchant's own id for the buyer; a QR awaiting its buyer has none
                    user: if p.external_user_id.is_empty() {
                        p.user_id.clone()
                    } else {
                        p.external_user_id.clone()
                    },
                    description: p.description.clone().unwrap_or_default(),
                }
            })
            .collect();
        let pages_total = answer["pagination"]["total_pages"]
            .as_u64()
            .unwrap_or(1)
            .max(1) as usize;
        view.page_text = format!(
            "{} / {}",
            f.s.page_n
                .replace("{n}", &format::number(l, filter.page as i64)),
            format::number(l, pages_total as i64)
        );
        view.prev = (filter.page > 1).then(|| page_href(q, filter.page - 1));
        view.next = answer["pagination"]["next_cursor"]
            .is_string()
            .then(|| page_href(q, filter.page + 1));
        StatusCode::OK
    } else {
        view.error = Some(problems.join("; "));
        StatusCode::UNPROCESSABLE_ENTITY
    };
    Ok(html(status, pages::payments(&f, &view), look, &headers))
}

/// A payment's page, with a message above it (after a move, or why it was refused).
async fn render(
    st: &AppState,
    who: &Staff,
    f: Frame,
    look: Look,
    headers: &HeaderMap,
    id: &str,
    status: StatusCode,
) -> Result<Response, ApiError> {
    let l = look.locale;
    let s = f.s;
    let loaded = match payments::load(st, &who.merchant.id, id).await {
        Ok(p) => p,
        Err(e) if e.code() == ErrorCode::PaymentNotFound => {
            return Ok(refusal(
                StatusCode::NOT_FOUND,
                &f,
                &e.0.message,
                look,
                headers,
            ));
        }
        Err(e) => return Err(e),
    };
    let p = loaded.payment;
    let now = st.now_for(&who.merchant);
    let refunds = payments::refunds(st, id).await?;
    let api = views::payment(&p, &refunds, now);
    let status_now = p.status_at(now);
    let c = p.currency;
    let remaining = p.captured_amount - p.refunded_amount;
    let events = deliveries::list(
        st,
        &who.merchant,
        &EventFilter {
            object_id: Some(id.to_string()),
            page: Page {
                page: 1,
                per_page: sanduq_kernel::paging::MAX_PER_PAGE,
            },
            ..Default::default()
        },
    )
    .await?;
    let mut timeline = vec![];
    for e in events["events"].as_array().into_iter().flatten().rev() {
        let event_id = e["id"].as_str().unwrap_or_default();
        let deliveries = deliveries::of_event(st, event_id)
            .await?
            .into_iter()
            .map(|d| pages::DeliveryRow {
                endpoint: d.endpoint_id.clone(),
                status: f
                    .s
                    .delivery_status(
                        serde_json::to_value(d.status)
                            .ok()
                            .as_ref()
                            .and_then(|v| v.as_str())
                            .unwrap_or_default(),
                    )
                    .into(),
                attempts: attempt_rows(&f, &d),
            })
            .collect();
        timeline.push(pages::EventRow {
            id: event_id.into(),
            kind: text(&e["type"]),
            at: format::time(l, e["created_at"].as_str().unwrap_or_default()),
            deliveries,
        });
    }
    let view = pages::Payment {
        id: p.id.clone(),
        amount: money(l, p.amount, c),
        currency: c.code().into(),
        status: status_now.as_str().into(),
        status_text: s.status(status_now.as_str()).into(),
        summary: vec![
            (
                s.reference.into(),
                p.reference.clone().unwrap_or_else(|| "–".into()),
            ),
            (s.user.into(), p.external_user_id.clone()),
            (
                s.created.into(),
                format::time(l, &p.created_at.to_rfc3339()),
            ),
            (s.st_completed.into(), money(l, p.captured_amount, c)),
            (s.st_refunded.into(), money(l, p.refunded_amount, c)),
            (s.commission.into(), money(l, p.commission_amount, c)),
        ]
        .into_iter()
        .chain(p.fx_details.as_ref().map(|fx| {
            // what the buyer paid in the other currency, at the quoted and the official rate
            (
                s.paid_from.into(),
                format!(
                    "{} · {} ({} {})",
                    money(l, fx.from_amount, fx.from_currency),
                    format::rate(l, &fx.rate),
                    s.official,
                    format::rate(l, &fx.official_rate)
                ),
            )
        }))
        .collect(),
        fields: api
            .as_object()
            .into_iter()
            .flatten()
            .filter(|(k, _)| *k != "refunds")
            .map(|(k, v)| (k.clone(), text(v)))
            .collect(),
        refunds: refunds
            .iter()
            .map(|r| pages::RefundRow {
                id: r.id.clone(),
                amount: money(l, r.amount, c),
                reason: r.reason.clone(),
                created: format::time(l, &r.created_at.to_rfc3339()),
                receipt: r
                    .receipt
                    .as_ref()
                    .map(|k| (k.number.clone(), k.url.clone())),
            })
            .collect(),
        receipt: p
            .receipt
            .as_ref()
            .map(|k| (k.number.clone(), k.url.clone())),
        timeline,
        can_capture: status_now == PaymentStatus::Reserved && who.may(Action::CapturePayment),
        can_void: status_now == PaymentStatus::Reserved && who.may(Action::VoidPayment),
        can_refund: matches!(
            status_now,
            PaymentStatus::Completed | PaymentStatus::PartiallyRefunded
        ) && who.may(Action::RefundPayment),
        refund_hint: s
            .refund_amount_hint
            .replace("{amount}", &money(l, remaining, c)),
        keys: (new_key(), new_key(), new_key()),
    };
    Ok(html(status, pages::payment(&f, &view), look, headers))
}

/// `GET /dashboard/payments/{id}[?done=capture|void|refund]`
pub async fn show(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    who: Staff,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let mut f = frame(&who, look, "payments", uri.path(), uri.query());
    if !who.may(Action::ViewPayments) {
        return Ok(refusal(
            StatusCode::FORBIDDEN,
            &f,
            f.s.forbidden,
            look,
            &headers,
        ));
    }
    let note = match Form::query(uri.query()).get("done") {
        Some("capture") => Some(f.s.done_capture),
        Some("void") => Some(f.s.done_void),
        Some("refund") => Some(f.s.done_refund),
        _ => None,
    };
    if let Some(n) = note {
        f = f.with_flash(true, n);
    }
    render(&st, &who, f, look, &headers, &id, StatusCode::OK).await
}

/// What a staff member asked a payment to do.
enum Move {
    Capture,
    Void,
    Refund,
}

impl Move {
    fn action(&self) -> Action {
        match self {
            Move::Capture => Action::CapturePayment,
            Move::Void => Action::VoidPayment,
            Move::Refund => Action::RefundPayment,
        }
    }

    fn name(&self) -> &'static str {
        match self {
            Move::Capture => "capture",
            Move::Void => "void",
            Move::Refund => "refund",
        }
    }
}

/// The gateway request a form stands for: its JSON body, as the gateway would read it.
fn api_body(m: &Move, form: &Form, c: Currency) -> Result<Value, String> {
    let reason = form.text("reason");
    Ok(match m {
        Move::Capture => json!({}),
        Move::Void if reason.is_empty() => json!({}),
        Move::Void => json!({ "reason": reason }),
        Move::Refund => {
            let mut b = json!({ "reason": reason });
            let amount = form.text("amount");
            if !amount.is_empty() {
                b["amount"] = c.parse_major(&amount).ok_or(amount)?.into();
            }
            b
        }
    })
}

async fn act(
    st: AppState,
    headers: HeaderMap,
    uri: axum::http::Uri,
    id: String,
    who: Staff,
    body: Bytes,
    m: Move,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let l = look.locale;
    let f = frame(
        &who,
        look,
        "payments",
        &format!("/dashboard/payments/{id}"),
        None,
    );
    let form = Form::parse(&body);
    let action = m.action();
    if let Some(r) = refused(&st, &who, &form, action, &id, (&f, look, &headers)).await {
        return Ok(r);
    }
    let back = format!("/dashboard/payments/{id}");
    let p = match payments::load(&st, &who.merchant.id, &id).await {
        Ok(p) => p.payment,
        Err(e) if e.code() == ErrorCode::PaymentNotFound => {
            return Ok(refusal(
                StatusCode::NOT_FOUND,
                &f,
                &e.0.message,
                look,
                &headers,
            ));
        }
        Err(e) => return Err(e),
    };
    let c = p.currency;
    let failed = |f: Frame, text: String, status: StatusCode| {
        let (st, who, headers) = (st.clone(), who.clone(), headers.clone());
        let id = id.clone();
        async move {
            render(
                &st,
                &who,
                f.with_flash(false, text),
                look,
                &headers,
                &id,
                status,
            )
            .await
        }
    };
    let json = match api_body(&m, &form, c) {
        Ok(j) => j,
        Err(_) => {
            let text = f.s.amount_invalid.to_string();
            return failed(f, text, StatusCode::UNPROCESSABLE_ENTITY).await;
        }
    };
    // Read as the gateway reads its body: the same validation and messages.
    let mut b = Body::parse(json.to_string().as_bytes())?;
    let input = match m {
        Move::Refund => Some(RefundInput::parse(&mut b)),
        Move::Void => {
            b.opt_str("reason", sanduq_domain::payment::MAX_TEXT);
            None
        }
        Move::Capture => None,
    };
    if let Err(e) = b.finish() {
        audit(&st, &who, action.as_str(), &id, e.code().as_str()).await;
        let status = StatusCode::from_u16(e.code().http_status())
            .unwrap_or(StatusCode::UNPROCESSABLE_ENTITY);
        return failed(f, describe(&e), status).await;
    }
    if !form.confirmed() {
        let amount = match (&m, json["amount"].as_i64()) {
            (Move::Refund, Some(a)) => a,
            (Move::Refund, None) => p.captured_amount - p.refunded_amount,
            _ if p.held > 0 => p.held,
            _ => p.amount,
        };
        let q = match m {
            Move::Capture => f.s.confirm_capture,
            Move::Void => f.s.confirm_void,
            Move::Refund => f.s.confirm_refund,
        }
        .replace("{amount}", &money(l, amount, c))
        .replace("{id}", &id);
        let fields: Vec<(String, String)> = ["idempotency_key", "amount", "reason"]
            .iter()
            .filter_map(|k| form.get(k).map(|v| (k.to_string(), v.to_string())))
            .collect();
        let page = pages::confirm(&f, &q, &format!("{back}/{}", m.name()), &fields, &back);
        return Ok(html(StatusCode::OK, page, look, &headers));
    }
    let api_path = format!("/api/v1/gateway/payments/{id}/{}", m.name());
    let key = form.text("idempotency_key");
    let result = async {
        let idem = Idem::of(
            &who.merchant.id,
            &key,
            &Method::POST,
            &api_path,
            json.to_string().as_bytes(),
        )?;
        who.merchant.require_approved()?;
        match (m, input) {
            (Move::Capture, _) => {
                payments::capture(
                    &st,
                    &who.merchant,
                    &id,
                    None,
                    &idem,
                    payments::GATEWAY_CAPTURE,
                )
                .await
            }
            (Move::Void, _) => {
                let reason = json["reason"].as_str().map(str::to_string);
                payments::void(
                    &st,
                    &who.merchant,
                    &id,
                    reason,
                    &idem,
                    payments::GATEWAY_VOID,
                )
                .await
            }
            (Move::Refund, Some(input)) => {
                payments::refund(
                    &st,
                    &who.merchant,
                    &id,
                    input,
                    &idem,
                    payments::GATEWAY_REFUND,
                )
                .await
            }
            (Move::Refund, None) => {
                Err(sanduq_kernel::items::internal("a refund without its input"))
            }
        }
    }
    .await;
    let name = action.as_str();
    match result {
        Ok(_) => {
            audit(&st, &who, name, &id, "ok").await;
            Ok(see_other(&format!(
                "{back}?done={}",
                name.split('_').next().unwrap_or(name)
            )))
        }
        Err(e) => {
            audit(&st, &who, name, &id, e.code().as_str()).await;
            let status = StatusCode::from_u16(e.code().http_status())
                .unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
            failed(f, describe(&e), status).await
        }
    }
}

pub async fn capture(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    act(st, headers, uri, id, who, body, Move::Capture).await
}

pub async fn void(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    act(st, headers, uri, id, who, body, Move::Void).await
}

pub async fn refund(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    act(st, headers, uri, id, who, body, Move::Refund).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(s: &str) -> Vec<(String, String)> {
        url::form_urlencoded::parse(s.as_bytes())
            .into_owned()
            .collect()
    }

    #[test]
    fn filters_read_dates_in_baghdad_time_and_say_what_is_wrong() {
        let (f, p) = filter(&q(
            "status=completed&reference=ord-1&currency=usd&from=2026-11-01&to=2026-11-02&page=3",
        ));
        assert!(p.is_empty(), "{p:?}");
        assert_eq!(f.status, Some(PaymentStatus::Completed));
        assert_eq!(f.reference.as_deref(), Some("ord-1"));
        assert_eq!(f.currency, Some(Currency::Usd));
        assert_eq!(f.from.unwrap().to_rfc3339(), "2026-10-31T21:00:00+00:00");
        assert_eq!(f.to.unwrap().to_rfc3339(), "2026-11-02T20:59:59.999+00:00");
        assert_eq!((f.page, f.per_page), (3, PER_PAGE));
        let (_, p) = filter(&q("status=done&currency=EUR&from=yesterday&page=0"));
        assert_eq!(p.len(), 4, "{p:?}");
        let (f, p) = filter(&q("status=&reference=&currency="));
        assert!(p.is_empty() && f.status.is_none() && f.reference.is_none());
    }

    #[test]
    fn page_links_keep_the_filters() {
        assert_eq!(
            page_href(&q("status=completed&page=2&locale=ar"), 3),
            "/dashboard/payments?status=completed&page=3"
        );
    }
}
