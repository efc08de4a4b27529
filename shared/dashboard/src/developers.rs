//! Developers: API keys (hints; roll with the new secret shown once; revoke), webhook
//! endpoints (add with the signing secret shown once; an endpoint's page to edit its event
//! types, rotate its secret, disable or enable it, see every attempt, resend an event and
//! recover what it missed) and the sandbox test clock. Endpoint changes, resends,
//! recoveries and clock moves run through the API families' own handlers.

use crate::session::{see_other, Look, Staff};
use crate::{
    api_write, attempt_rows, cell, describe, found, frame, html, new_key, opened, recorded,
    refusal, refused, status_of, when, Form,
};
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::Response;
use chrono::{Duration, NaiveDate};
use sanduq_admin::merchants;
use sanduq_domain::staff::Action;
use sanduq_endpoints::routes as api;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::paging::{Page, MAX_PER_PAGE};
use sanduq_kernel::state::AppState;
use sanduq_pages::dashboard::developers::{self as pages, Shown};
use sanduq_pages::dashboard::{confirm, Frame};
use sanduq_pages::format;
use sanduq_sandbox::routes as sandbox;
use sanduq_webhooks::catalogue::EVENTS;
use sanduq_webhooks::deliveries::{self, EventFilter};
use sanduq_webhooks::endpoints;
use serde_json::{json, Value};

/// Events an endpoint's page shows (the newest).
const EVENTS_SHOWN: usize = 25;
/// API requests the developers page shows (the newest).
const REQUESTS_SHOWN: usize = 20;
/// Events a page of the events browser shows.
const BROWSER_PAGE: usize = 20;

fn event_types() -> Vec<String> {
    EVENTS.iter().map(|(t, _, _)| t.to_string()).collect()
}

/// The developers page, with what was just made shown once.
async fn render(
    st: &AppState,
    who: &Staff,
    f: Frame,
    (look, headers): (Look, &HeaderMap),
    shown: Option<Shown>,
    url: String,
    status: StatusCode,
) -> Result<Response, ApiError> {
    let s = f.s;
    let keys = merchants::list_keys(st, &who.merchant.id).await?;
    let endpoints = endpoints::list(st, &who.merchant.id).await?;
    let clock = who.merchant.sandbox.then(|| {
        let c = sanduq_sandbox::clock::clock_view(st, &who.merchant);
        let offset = c["offset_seconds"].as_i64().unwrap_or(0);
        pages::Clock {
            now: when(&f, &c["now"]),
            offset: span(&f, offset),
            can_advance: who.may(Action::AdvanceClock),
            key: new_key(),
        }
    });
    let (logged, _) =
        sanduq_kernel::request_log::page(st, &who.merchant.id, REQUESTS_SHOWN, None, false).await?;
    let requests = logged
        .iter()
        .map(|r| {
            let status = r["status"].as_u64().unwrap_or(0);
            pages::RequestRow {
                id: cell(&r["id"]),
                at: when(&f, &r["created_at"]),
                method: cell(&r["method"]),
                route: cell(&r["route"]),
                status: status.to_string(),
                ok: status < 400,
                code: r["error_code"].as_str().unwrap_or_default().to_string(),
                latency: format!("{:.1} ms", r["latency_ms"].as_f64().unwrap_or(0.0)),
            }
        })
        .collect();
    let view = pages::Developers {
        requests,
        keys: keys
            .iter()
            .map(|k| pages::KeyRow {
                id: cell(&k["id"]),
                kind_text: s.key_kind(k["kind"].as_str().unwrap_or_default()).into(),
                hint: cell(&k["hint"]),
                created: when(&f, &k["created_at"]),
                revoked: k["revoked"].as_bool() == Some(true),
            })
            .collect(),
        can_keys: who.may(Action::ManageKeys),
        endpoints: endpoints
            .iter()
            .map(|e| pages::EndpointRow {
                id: e.id.clone(),
                url: e.url.clone(),
                events: if e.events.is_empty() {
                    s.all_events.into()
                } else {
                    e.events.join(", ")
                },
                all_events: e.events.is_empty(),
                enabled: e.enabled,
                state_text: if e.enabled { s.enabled } else { s.disabled }.into(),
            })
            .collect(),
        can_webhooks: who.may(Action::ManageWebhooks),
        shown,
        event_types: event_types(),
        key: new_key(),
        url,
        clock,
    };
    Ok(html(status, pages::developers(&f, &view), look, headers))
}

/// `GET /dashboard/developers[?done=revoke|advance]`
pub async fn show(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
) -> Result<Response, ApiError> {
    let (look, f) = match opened(
        &who,
        &headers,
        &uri,
        ("developers", Action::ViewDevelopers),
        |s, q| match q.get("done") {
            Some("revoke") => Some(s.done_revoke.into()),
            Some("advance") => Some(s.done_advance.into()),
            _ => None,
        },
    ) {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    render(
        &st,
        &who,
        f,
        (look, &headers),
        None,
        String::new(),
        StatusCode::OK,
    )
    .await
}

/// `POST /dashboard/developers/keys/{key_id}/{roll|revoke}`, after a confirmation. A rolled
/// key's successor is shown once, on the page this answers.
pub async fn key_move(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path((key_id, mv)): Path<(String, String)>,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let back = "/dashboard/developers";
    let f = frame(&who, look, "developers", back, None);
    let s = f.s;
    let question = match mv.as_str() {
        "roll" => s.confirm_roll,
        "revoke" => s.confirm_revoke,
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
    let action = Action::ManageKeys;
    if let Some(r) = refused(&st, &who, &form, action, &key_id, (&f, look, &headers)).await {
        return Ok(r);
    }
    if !form.confirmed() {
        let q = question.replace("{id}", &key_id);
        let page = confirm(&f, &q, &format!("{back}/keys/{key_id}/{mv}"), &[], back);
        return Ok(html(StatusCode::OK, page, look, &headers));
    }
    let name = format!("{mv}_key");
    let result = if mv == "roll" {
        merchants::roll_key(&st, &who.merchant.id, &key_id).await
    } else {
        merchants::revoke_key(&st, &who.merchant.id, &key_id).await
    };
    match recorded(&st, &who, (&name, &key_id), result).await {
        Ok(v) => {
            if mv == "revoke" {
                return Ok(see_other(&format!("{back}?done=revoke")));
            }
            let kind = s.key_kind(v["kind"].as_str().unwrap_or_default());
            let mut shown = vec![Shown {
                label: kind.into(),
                secret: cell(&v["key"]),
            }];
            if let Some(secret) = v["hmac_secret"].as_str() {
                shown.push(Shown {
                    label: s.hmac_secret.into(),
                    secret: secret.into(),
                });
            }
            // an HMAC key is an id and a secret: both are needed, shown as one
            let shown = shown.into_iter().reduce(|a, b| Shown {
                label: format!("{} · {}", a.label, b.label),
                secret: format!("{} {}", a.secret, b.secret),
            });
            render(
                &st,
                &who,
                f,
                (look, &headers),
                shown,
                String::new(),
                StatusCode::CREATED,
            )
            .await
        }
        Err(e) => {
            let f = f.with_flash(false, describe(&e));
            let status = status_of(&e);
            render(&st, &who, f, (look, &headers), None, String::new(), status).await
        }
    }
}

/// The event types a form ticked, as the API takes them (`*`: all).
fn ticked(form: &Form) -> Value {
    form.pairs()
        .iter()
        .filter(|(k, _)| k == "events")
        .map(|(_, v)| Value::from(v.as_str()))
        .collect::<Vec<_>>()
        .into()
}

/// `POST /dashboard/developers/webhooks` (url, events): the new endpoint's page, with its
/// signing secret shown once.
pub async fn add_endpoint(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "developers", "/dashboard/developers", None);
    let form = Form::parse(&body);
    let action = Action::ManageWebhooks;
    if let Some(r) = refused(&st, &who, &form, action, "", (&f, look, &headers)).await {
        return Ok(r);
    }
    let json = json!({ "url": form.text("url"), "events": ticked(&form) });
    let result = api_write(
        &who,
        &headers,
        &form,
        (&api::CREATE, Method::POST, "/api/v1/webhooks/endpoints"),
        &json,
        |w| api::create(State(st.clone()), w),
    )
    .await;
    match recorded(&st, &who, ("add_endpoint", ""), result).await {
        Ok(v) => {
            let id = cell(&v["id"]);
            let shown = Shown {
                label: f.s.signing_secret.into(),
                secret: cell(&v["secret"]),
            };
            let page = (look, &headers, StatusCode::CREATED);
            render_endpoint(&st, &who, f, page, &id, Some(shown), false).await
        }
        Err(e) => {
            let f = f.with_flash(false, describe(&e));
            let status = status_of(&e);
            render(
                &st,
                &who,
                f,
                (look, &headers),
                None,
                form.text("url"),
                status,
            )
            .await
        }
    }
}

/// An endpoint's page: its state, its forms, and the newest events with its delivery of
/// each (every attempt) — or only those that failed for it.
async fn render_endpoint(
    st: &AppState,
    who: &Staff,
    f: Frame,
    (look, headers, status): (Look, &HeaderMap, StatusCode),
    id: &str,
    shown: Option<Shown>,
    failed_only: bool,
) -> Result<Response, ApiError> {
    let s = f.s;
    let e = match found(
        endpoints::load(st, &who.merchant.id, id).await,
        &f,
        look,
        headers,
    )? {
        Ok((e, _)) => e,
        Err(page) => return Ok(page),
    };
    let events = deliveries::list(
        st,
        &who.merchant,
        &EventFilter {
            delivery_failed: failed_only,
            page: Page {
                page: 1,
                per_page: if failed_only {
                    MAX_PER_PAGE
                } else {
                    EVENTS_SHOWN
                },
            },
            ..Default::default()
        },
    )
    .await?;
    let mut sent = vec![];
    for ev in events["events"].as_array().into_iter().flatten() {
        let event_id = cell(&ev["id"]);
        let d = deliveries::load(st, &event_id, id).await?.map(|(d, _)| d);
        let status = d.as_ref().map_or("none".to_string(), |d| {
            serde_json::to_value(d.status)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default()
        });
        if failed_only && status != "failed" {
            continue;
        }
        sent.push(pages::Sent {
            kind: cell(&ev["type"]),
            at: when(&f, &ev["created_at"]),
            status_text: s.delivery_status(&status).into(),
            status,
            attempts: d.map(|d| attempt_rows(&f, &d)).unwrap_or_default(),
            key: new_key(),
            id: event_id,
        });
    }
    let since = (st.now_for(&who.merchant) + Duration::hours(3) - Duration::days(3))
        .format("%Y-%m-%d")
        .to_string();
    let view = pages::Endpoint {
        id: e.id.clone(),
        url: e.url.clone(),
        description: e.description.clone().unwrap_or_default(),
        enabled: e.enabled,
        state_text: if e.enabled { s.enabled } else { s.disabled }.into(),
        disabled_reason: e.disabled_reason.clone().unwrap_or_default(),
        events: event_types()
            .into_iter()
            .map(|t| {
                let on = e.events.contains(&t);
                (t, on)
            })
            .collect(),
        all_events: e.events.is_empty(),
        shown,
        can_manage: who.may(Action::ManageWebhooks),
        keys: [new_key(), new_key(), new_key(), new_key()],
        types: event_types(),
        recover_since: since,
        failed_only,
        sent,
    };
    Ok(html(status, pages::endpoint(&f, &view), look, headers))
}

/// `GET /dashboard/developers/webhooks/{id}[?failed=1][&done=..]`
pub async fn endpoint(
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
        ("developers", Action::ViewDevelopers),
        |s, q| match q.get("done") {
            Some("events") => Some(s.done_events.into()),
            Some("enable") => Some(s.done_enable.into()),
            Some("disable") => Some(s.done_disable.into()),
            Some("recover") => Some(s.done_recover.replace("{n}", &q.text("n"))),
            Some("resend") => Some(s.done_resend.replace("{id}", &q.text("event"))),
            _ => None,
        },
    ) {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    let q = Form::query(uri.query());
    let failed_only = q.get("failed") == Some("1");
    let page = (look, &headers, StatusCode::OK);
    render_endpoint(&st, &who, f, page, &id, None, failed_only).await
}

/// The start of a day (YYYY-MM-DD) in Baghdad, as the API takes a time.
fn day_start(day: &str) -> Option<String> {
    let t = NaiveDate::parse_from_str(day, "%Y-%m-%d")
        .ok()?
        .and_hms_opt(0, 0, 0)?;
    let t = t.and_local_timezone(crate::stats::iraq()).single()?;
    Some(t.to_rfc3339())
}

/// `POST /dashboard/developers/webhooks/{id}/{events|rotate|disable|enable|recover}`;
/// rotate and disable after a confirmation. A rotated secret is shown once.
pub async fn endpoint_move(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path((id, mv)): Path<(String, String)>,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let back = format!("/dashboard/developers/webhooks/{id}");
    let f = frame(&who, look, "developers", &back, None);
    let s = f.s;
    let form = Form::parse(&body);
    if mv == "test" {
        return send_test(&st, &who, f, (look, &headers), &id, &form).await;
    }
    let api_path = format!("/api/v1/webhooks/endpoints/{id}");
    let (op, method, path, json, question) = match mv.as_str() {
        "events" => (
            &api::UPDATE,
            Method::PATCH,
            api_path,
            json!({ "events": ticked(&form) }),
            None,
        ),
        "enable" | "disable" => (
            &api::UPDATE,
            Method::PATCH,
            api_path,
            json!({ "disabled": mv == "disable" }),
            (mv == "disable").then_some(s.confirm_disable),
        ),
        "rotate" => (
            &api::ROTATE,
            Method::POST,
            format!("{api_path}/rotate-secret"),
            json!({}),
            Some(s.confirm_rotate),
        ),
        "recover" => (
            &api::RECOVER,
            Method::POST,
            format!("{api_path}/recover"),
            // not a day: the API's own message about `since`
            json!({ "since": day_start(&form.text("since")).unwrap_or_else(|| form.text("since")) }),
            None,
        ),
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
    let action = Action::ManageWebhooks;
    if let Some(r) = refused(&st, &who, &form, action, &id, (&f, look, &headers)).await {
        return Ok(r);
    }
    if let (Some(q), false) = (question, form.confirmed()) {
        let fields = vec![("idempotency_key".into(), form.text("idempotency_key"))];
        let q = q.replace("{id}", &id);
        let page = confirm(&f, &q, &format!("{back}/{mv}"), &fields, &back);
        return Ok(html(StatusCode::OK, page, look, &headers));
    }
    let run = |w| {
        let (st, id, mv) = (State(st.clone()), Path(id.clone()), mv.clone());
        async move {
            match mv.as_str() {
                "rotate" => api::rotate(st, id, w).await,
                "recover" => api::recover(st, id, w).await,
                _ => api::update(st, id, w).await,
            }
        }
    };
    let result = api_write(&who, &headers, &form, (op, method, &path), &json, run).await;
    let name = format!("{mv}_endpoint");
    match recorded(&st, &who, (&name, &id), result).await {
        Ok(v) => match mv.as_str() {
            "rotate" => {
                let shown = Shown {
                    label: s.signing_secret.into(),
                    secret: cell(&v["secret"]),
                };
                let page = (look, &headers, StatusCode::OK);
                render_endpoint(&st, &who, f, page, &id, Some(shown), false).await
            }
            "recover" => Ok(see_other(&format!(
                "{back}?done=recover&n={}",
                v["resent"].as_u64().unwrap_or(0)
            ))),
            _ => Ok(see_other(&format!("{back}?done={mv}"))),
        },
        Err(e) => {
            let f = f.with_flash(false, describe(&e));
            let page = (look, &headers, status_of(&e));
            render_endpoint(&st, &who, f, page, &id, None, false).await
        }
    }
}

/// `POST /dashboard/developers/webhooks/{id}/test` (type): a test event of that type sent
/// once now, signed with the endpoint's secrets; the endpoint's page says how it answered.
async fn send_test(
    st: &AppState,
    who: &Staff,
    f: Frame,
    (look, headers): (Look, &HeaderMap),
    id: &str,
    form: &Form,
) -> Result<Response, ApiError> {
    let action = Action::ManageWebhooks;
    if let Some(r) = refused(st, who, form, action, id, (&f, look, headers)).await {
        return Ok(r);
    }
    let e = match found(
        endpoints::load(st, &who.merchant.id, id).await,
        &f,
        look,
        headers,
    )? {
        Ok((e, _)) => e,
        Err(page) => return Ok(page),
    };
    let kind = form.text("type");
    let (f, status) = match sanduq_delivery::test_event::send(st, &who.merchant, &e, &kind).await {
        Ok((event_id, answer)) => {
            let result = match (answer.status, &answer.error) {
                (Some(code), _) => format!("HTTP {code}, {} ms", answer.latency_ms),
                (None, Some(err)) => err.clone(),
                (None, None) => "–".into(),
            };
            let text =
                f.s.test_sent
                    .replace("{id}", &event_id)
                    .replace("{result}", &result);
            (f.with_flash(answer.delivered(), text), StatusCode::OK)
        }
        Err(err) => {
            let err = ApiError::from(err);
            let status = status_of(&err);
            (f.with_flash(false, describe(&err)), status)
        }
    };
    render_endpoint(st, who, f, (look, headers, status), id, None, false).await
}

/// `GET /dashboard/developers/events[?type=..][&after=evt_..]`: the merchant's events, newest
/// first, each with its payload as delivered and every endpoint's delivery (attempts, the
/// HTTP status and the start of each answer).
pub async fn events(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
) -> Result<Response, ApiError> {
    let (look, f) = match opened(
        &who,
        &headers,
        &uri,
        ("developers", Action::ViewDevelopers),
        |_, _| None,
    ) {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    let s = f.s;
    let q = Form::query(uri.query());
    let chosen = q.text("type");
    let kind = sanduq_webhooks::catalogue::known(&chosen).then(|| chosen.clone());
    let after = Some(q.text("after")).filter(|a| sanduq_domain::ids::has_shape(a, "evt"));
    let filter = EventFilter {
        kind,
        after,
        page: Page {
            page: 1,
            per_page: BROWSER_PAGE,
        },
        ..Default::default()
    };
    let list = match deliveries::list(&st, &who.merchant, &filter).await {
        Ok(l) => l,
        // a cursor from another list (or gone): the newest page
        Err(_) => {
            deliveries::list(
                &st,
                &who.merchant,
                &EventFilter {
                    after: None,
                    ..filter.clone()
                },
            )
            .await?
        }
    };
    let urls: std::collections::HashMap<String, String> = endpoints::list(&st, &who.merchant.id)
        .await?
        .into_iter()
        .map(|e| (e.id, e.url))
        .collect();
    let mut rows = vec![];
    for ev in list["events"].as_array().into_iter().flatten() {
        let id = cell(&ev["id"]);
        let mut sent = vec![];
        for d in deliveries::of_event(&st, &id).await? {
            let status = serde_json::to_value(d.status)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
            sent.push(pages::EventDelivery {
                endpoint: urls
                    .get(&d.endpoint_id)
                    .cloned()
                    .unwrap_or_else(|| d.endpoint_id.clone()),
                status_text: s.delivery_status(&status).into(),
                status,
                attempts: attempt_rows(&f, &d),
            });
        }
        rows.push(pages::EventRow {
            kind: cell(&ev["type"]),
            at: when(&f, &ev["created_at"]),
            payload: serde_json::to_string_pretty(ev).unwrap_or_default(),
            deliveries: sent,
            id,
        });
    }
    let next = list["pagination"]["next_cursor"].as_str().map(|c| {
        let mut q = url::form_urlencoded::Serializer::new(String::new());
        if !chosen.is_empty() {
            q.append_pair("type", &chosen);
        }
        q.append_pair("after", c);
        q.finish()
    });
    let view = pages::Events {
        events: rows,
        types: event_types(),
        chosen,
        next,
    };
    Ok(html(
        StatusCode::OK,
        pages::events(&f, &view),
        look,
        &headers,
    ))
}

/// `POST /dashboard/developers/events/{event_id}/resend` (endpoint_id): a new series of
/// attempts, back to the endpoint's page.
pub async fn resend(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(event_id): Path<String>,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let form = Form::parse(&body);
    let endpoint_id = form.text("endpoint_id");
    let back = format!("/dashboard/developers/webhooks/{endpoint_id}");
    let f = frame(&who, look, "developers", &back, None);
    let action = Action::ManageWebhooks;
    if let Some(r) = refused(&st, &who, &form, action, &event_id, (&f, look, &headers)).await {
        return Ok(r);
    }
    let path = format!("/api/v1/events/{event_id}/resend");
    let json = json!({ "endpoint_id": endpoint_id });
    let result = api_write(
        &who,
        &headers,
        &form,
        (&api::RESEND, Method::POST, &path),
        &json,
        |w| api::resend(State(st.clone()), Path(event_id.clone()), w),
    )
    .await;
    match recorded(&st, &who, ("resend_event", &event_id), result).await {
        Ok(_) => Ok(see_other(&format!("{back}?done=resend&event={event_id}"))),
        Err(e) => {
            let f = f.with_flash(false, describe(&e));
            let status = status_of(&e);
            if endpoint_id.is_empty() {
                return Ok(refusal(status, &f, f.s.error, look, &headers));
            }
            let page = (look, &headers, status);
            render_endpoint(&st, &who, f, page, &endpoint_id, None, false).await
        }
    }
}

/// `POST /dashboard/developers/clock` (amount, unit: minutes|hours|days): a sandbox
/// merchant's test clock moves forward and what became due runs.
pub async fn advance_clock(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let back = "/dashboard/developers";
    let f = frame(&who, look, "developers", back, None);
    let form = Form::parse(&body);
    let action = Action::AdvanceClock;
    if let Some(r) = refused(&st, &who, &form, action, "clock", (&f, look, &headers)).await {
        return Ok(r);
    }
    if !who.merchant.sandbox {
        let text = "FORBIDDEN: sandbox helpers need a sandbox merchant";
        return Ok(refusal(StatusCode::FORBIDDEN, &f, text, look, &headers));
    }
    let unit = match form.text("unit").as_str() {
        "minutes" => 60,
        "hours" => 3600,
        _ => 86_400,
    };
    let amount = form.text("amount");
    // not a count: the API's own message about `seconds`
    let seconds = sanduq_domain::money::parse_count(&amount)
        .and_then(|n| n.checked_mul(unit))
        .map_or(Value::String(amount), Value::from);
    let json = json!({ "seconds": seconds });
    let result = api_write(
        &who,
        &headers,
        &form,
        (
            &sandbox::ADVANCE_CLOCK,
            Method::POST,
            "/api/v1/sandbox/clock/advance",
        ),
        &json,
        |w| sandbox::advance_clock(State(st.clone()), w),
    )
    .await;
    match recorded(
        &st,
        &who,
        ("advance_clock", &cell(&json["seconds"])),
        result,
    )
    .await
    {
        Ok(_) => Ok(see_other(&format!("{back}?done=advance"))),
        Err(e) => {
            let f = f.with_flash(false, describe(&e));
            let status = status_of(&e);
            render(&st, &who, f, (look, &headers), None, String::new(), status).await
        }
    }
}

/// A length of time as a person reads it: its two largest units ("31 d 2 h", "5 min"),
/// in the page's language and digits.
fn span(f: &Frame, secs: i64) -> String {
    let units = [
        (86_400, f.s.days_n),
        (3_600, f.s.hours_n),
        (60, f.s.minutes_n),
        (1, f.s.seconds_n),
    ];
    let mut left = secs.max(0);
    let mut parts = vec![];
    for (size, text) in units {
        let n = left / size;
        left %= size;
        if n > 0 || (size == 1 && parts.is_empty()) {
            parts.push(text.replace("{n}", &format::number(f.locale(), n)));
        }
    }
    let first_two = parts.into_iter().take(2).collect::<Vec<_>>();
    first_two.join(" ")
}
