//! Subscriptions and plans: the subscriptions (by status or plan) with the plans, a
//! subscription's page, and pause, resume and cancel behind a confirmation through the
//! subscriptions family's own handlers (the API's checks, idempotency and messages).

use crate::session::{see_other, Look, Staff};
use crate::{
    all_fields, api_write, cell, describe, found, frame, html, money, new_key, opened, page_number,
    pager, recorded, refusal, refused, status_of, when, Form,
};
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::Response;
use sanduq_billing::plans;
use sanduq_billing::routes as api;
use sanduq_billing::subscriptions;
use sanduq_domain::staff::Action;
use sanduq_domain::subscription::SubscriptionStatus;
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::paging::{Page, MAX_PER_PAGE};
use sanduq_kernel::state::AppState;
use sanduq_pages::dashboard::subscriptions as pages;
use sanduq_pages::dashboard::Frame;
use sanduq_pages::format;
use serde_json::{json, Value};

const PER_PAGE: usize = 25;

/// An amount of an API object with `amount` and `currency`.
fn amount_of(f: &Frame, v: &Value) -> String {
    let c = Currency::parse("currency", v["currency"].as_str().unwrap_or("IQD"))
        .unwrap_or(Currency::Iqd);
    money(f, v["amount"].as_i64().unwrap_or(0), c)
}

/// "monthly", or "monthly × 3" for every third month.
fn every(f: &Frame, v: &Value) -> String {
    let unit = f.s.interval(v["interval"].as_str().unwrap_or_default());
    match v["interval_count"].as_i64() {
        Some(n) if n > 1 => format!("{unit} × {}", format::number(f.locale(), n)),
        _ => unit.into(),
    }
}

/// `GET /dashboard/subscriptions[?status&plan_id&page]`
pub async fn list(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
) -> Result<Response, ApiError> {
    let (look, f) = match opened(
        &who,
        &headers,
        &uri,
        ("subscriptions", Action::ViewSubscriptions),
        |_, _| None,
    ) {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    let s = f.s;
    let q = Form::query(uri.query());
    let all_plans = plans::list(
        &st,
        &who.merchant,
        Page {
            page: 1,
            per_page: MAX_PER_PAGE,
        },
    )
    .await?;
    let plans: Vec<pages::PlanRow> = all_plans["plans"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|p| {
            let status = cell(&p["status"]);
            pages::PlanRow {
                id: cell(&p["id"]),
                name: cell(&p["name"]),
                amount: amount_of(&f, p),
                every: every(&f, p),
                status_text: if status == "archived" {
                    s.plan_archived
                } else {
                    s.plan_active
                }
                .into(),
                status,
            }
        })
        .collect();
    let mut view = pages::Subscriptions {
        status: q.text("status"),
        plan_id: q.text("plan_id"),
        status_options: SubscriptionStatus::ALL
            .iter()
            .map(|x| (x.as_str().to_string(), s.sub_status(x.as_str()).to_string()))
            .collect(),
        ..Default::default()
    };
    let mut problems = vec![];
    let mut filter = subscriptions::Filter::default();
    if !view.status.is_empty() {
        filter.status = SubscriptionStatus::parse(&view.status);
        if filter.status.is_none() {
            problems.push(format!("status: unknown status {}", view.status));
        }
    }
    if !view.plan_id.is_empty() {
        filter.plan_id = Some(view.plan_id.chars().take(64).collect());
    }
    let page = page_number(&q).unwrap_or_else(|e| {
        problems.push(e);
        1
    });
    let status = if problems.is_empty() {
        let answer = subscriptions::list(
            &st,
            &who.merchant,
            filter,
            Page {
                page,
                per_page: PER_PAGE,
            },
        )
        .await?;
        let name_of = |id: &str| {
            plans
                .iter()
                .find(|p| p.id == id)
                .map_or_else(|| id.to_string(), |p| p.name.clone())
        };
        view.rows = answer["subscriptions"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|x| {
                let status = cell(&x["status"]);
                pages::SubscriptionRow {
                    id: cell(&x["id"]),
                    customer: cell(&x["external_user_id"]),
                    plan: name_of(x["plan_id"].as_str().unwrap_or_default()),
                    amount: amount_of(&f, x),
                    status_text: status_text(&f, x),
                    status,
                    period_end: when(&f, &x["current_period_end"]),
                }
            })
            .collect();
        let total_pages = answer["pagination"]["total_pages"].as_u64().unwrap_or(1) as usize;
        (view.page_text, view.prev, view.next) = pager(
            &f,
            ("/dashboard/subscriptions", q.pairs()),
            page,
            (total_pages, page < total_pages),
        );
        StatusCode::OK
    } else {
        view.error = Some(problems.join("; "));
        StatusCode::UNPROCESSABLE_ENTITY
    };
    view.plans = plans;
    Ok(html(
        status,
        pages::subscriptions(&f, &view),
        look,
        &headers,
    ))
}

/// A subscription's page, with a message above it.
async fn render(
    st: &AppState,
    who: &Staff,
    f: Frame,
    look: Look,
    headers: &HeaderMap,
    id: &str,
    status: StatusCode,
) -> Result<Response, ApiError> {
    let v = match found(
        subscriptions::get(st, &who.merchant, id).await,
        &f,
        look,
        headers,
    )? {
        Ok(v) => v,
        Err(page) => return Ok(page),
    };
    let s = f.s;
    let plan = match plans::get(st, &who.merchant, v["plan_id"].as_str().unwrap_or_default()).await
    {
        Ok(p) => cell(&p["name"]),
        Err(_) => cell(&v["plan_id"]),
    };
    let now = cell(&v["status"]);
    let may = who.may(Action::ManageSubscriptions);
    let yes_no = |b: &Value| {
        if b.as_bool() == Some(true) {
            s.yes
        } else {
            s.no
        }
    };
    let view = pages::Subscription {
        id: id.to_string(),
        amount: format!("{} · {}", amount_of(&f, &v), every(&f, &v)),
        status_text: status_text(&f, &v),
        can_pause: may && matches!(now.as_str(), "active" | "trialing" | "past_due"),
        can_resume: may && now == "paused",
        can_cancel: may && now != "canceled",
        status: now,
        summary: vec![
            (s.customer.into(), cell(&v["external_user_id"])),
            (s.plan.into(), plan),
            (s.period_end.into(), when(&f, &v["current_period_end"])),
            (s.next_billing.into(), when(&f, &v["next_billing_at"])),
            (
                s.at_period_end.into(),
                yes_no(&v["cancel_at_period_end"]).into(),
            ),
            (s.created.into(), when(&f, &v["created_at"])),
        ],
        fields: all_fields(&v, &[]),
        keys: (new_key(), new_key(), new_key()),
    };
    Ok(html(status, pages::subscription(&f, &view), look, headers))
}

/// `GET /dashboard/subscriptions/{id}[?done=pause|resume|cancel]`
pub async fn show(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    who: Staff,
) -> Result<Response, ApiError> {
    let (look, f) = match opened(
        &who,
        &headers,
        &uri,
        ("subscriptions", Action::ViewSubscriptions),
        |s, q| match q.get("done") {
            Some("pause") => Some(s.done_pause.into()),
            Some("resume") => Some(s.done_resume.into()),
            Some("cancel") => Some(s.done_cancel.into()),
            _ => None,
        },
    ) {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    render(&st, &who, f, look, &headers, &id, StatusCode::OK).await
}

/// `POST /dashboard/subscriptions/{id}/{pause|resume|cancel}` (cancel: `at_period_end=yes`),
/// after a confirmation.
pub async fn act(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path((id, mv)): Path<(String, String)>,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let back = format!("/dashboard/subscriptions/{id}");
    let f = frame(&who, look, "subscriptions", &back, None);
    let s = f.s;
    let (op, question) = match mv.as_str() {
        "pause" => (&api::PAUSE, s.confirm_pause),
        "resume" => (&api::RESUME, s.confirm_resume),
        "cancel" => (&api::CANCEL, s.confirm_cancel),
        _ => {
            return Ok(refusal(
                StatusCode::NOT_FOUND,
                &f,
                s.not_found,
                look,
                &headers,
            ))
        }
    };
    let form = Form::parse(&body);
    let action = Action::ManageSubscriptions;
    if let Some(r) = refused(&st, &who, &form, action, &id, (&f, look, &headers)).await {
        return Ok(r);
    }
    let at_period_end = form.get("at_period_end") == Some("yes");
    if !form.confirmed() {
        let fields: Vec<(String, String)> = ["idempotency_key", "at_period_end"]
            .iter()
            .filter_map(|k| form.get(k).map(|v| (k.to_string(), v.to_string())))
            .collect();
        let q = question.replace("{id}", &id);
        let page =
            sanduq_pages::dashboard::confirm(&f, &q, &format!("{back}/{mv}"), &fields, &back);
        return Ok(html(StatusCode::OK, page, look, &headers));
    }
    let json = if mv == "cancel" {
        json!({ "at_period_end": at_period_end })
    } else {
        json!({})
    };
    let path = format!("/api/v1/subscriptions/{id}/{mv}");
    let run = |w| {
        let (st, id, mv) = (State(st.clone()), Path(id.clone()), mv.clone());
        async move {
            match mv.as_str() {
                "pause" => api::pause(st, id, w).await,
                "resume" => api::resume(st, id, w).await,
                _ => api::cancel(st, id, w).await,
            }
        }
    };
    let result = api_write(&who, &headers, &form, (op, Method::POST, &path), &json, run).await;
    let name = format!("{mv}_subscription");
    match recorded(&st, &who, (&name, &id), result).await {
        Ok(_) => Ok(see_other(&format!("{back}?done={mv}"))),
        Err(e) => {
            let f = f.with_flash(false, describe(&e));
            render(&st, &who, f, look, &headers, &id, status_of(&e)).await
        }
    }
}

/// A subscription's status as the merchant reads it: one set to cancel at its period's end
/// is still active, and says until when.
fn status_text(f: &Frame, v: &Value) -> String {
    let status = v["status"].as_str().unwrap_or_default();
    let ending = v["cancel_at_period_end"].as_bool() == Some(true)
        && matches!(status, "active" | "trialing" | "past_due");
    if ending {
        f.s.ss_ending
            .replace("{date}", &when(f, &v["current_period_end"]))
    } else {
        f.s.sub_status(status).into()
    }
}
