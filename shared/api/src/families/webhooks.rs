//! The webhooks family (Bearer secret key): the merchant registers endpoints, chooses their
//! event types, rotates their signing secrets; lists events with their delivery attempts,
//! resends one, and recovers what an endpoint missed.

use super::MerchantWrite;
use crate::auth::{self, Principal};
use crate::error::{ok, ApiResult};
use crate::ops::deliveries::{self, EventFilter};
use crate::ops::listing;
use crate::ops::webhooks::{self, EndpointChange, NewEndpoint};
use crate::state::AppState;
use crate::validate::Body;
use axum::extract::{Path, RawQuery, State};
use axum::http::StatusCode;
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::routing::{get, post};
use axum::{Extension, Router};
use sanduq_domain::payment::MAX_TEXT;
use serde_json::{json, Value};

pub fn router(st: AppState) -> Router {
    Router::new()
        .route("/api/v1/webhooks/endpoints", post(create).get(list))
        .route(
            "/api/v1/webhooks/endpoints/{id}",
            get(show).patch(update).delete(remove),
        )
        .route(
            "/api/v1/webhooks/endpoints/{id}/rotate-secret",
            post(rotate),
        )
        .route("/api/v1/webhooks/endpoints/{id}/recover", post(recover))
        .route("/api/v1/events", get(list_events))
        .route("/api/v1/events/{id}", get(show_event))
        .route("/api/v1/events/{id}/resend", post(resend))
        .route_layer(from_fn_with_state(st.clone(), auth::secret_key))
        .with_state(st)
}

/// `events`: an array of event type names, or `["*"]` for all.
fn events(b: &mut Body) -> Option<Vec<String>> {
    let v = b.opt_value("events")?;
    let list: Option<Vec<String>> = v
        .as_array()
        .and_then(|a| a.iter().map(|x| x.as_str().map(str::to_string)).collect());
    match list.map(|l| webhooks::event_types(&l)) {
        Some(Ok(l)) => Some(l),
        Some(Err(e)) => {
            let issue = e
                .details
                .as_ref()
                .and_then(|d| d["fields"]["events"].as_str())
                .unwrap_or("invalid")
                .to_string();
            b.fail("events", issue);
            None
        }
        None => {
            b.fail("events", "must be an array of event type names");
            None
        }
    }
}

async fn create(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let url = b.req_str("url", sanduq_webhooks::policy::MAX_URL);
    let events = events(&mut b).unwrap_or_default();
    let description = b.opt_str("description", MAX_TEXT);
    b.finish()?;
    let n = NewEndpoint {
        url,
        events,
        description,
    };
    webhooks::create(&st, &p.merchant, n, &idem).await
}

async fn list(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
) -> ApiResult<Response> {
    let all: Vec<Value> = webhooks::list(&st, &p.merchant.id)
        .await?
        .iter()
        .map(webhooks::view)
        .collect();
    Ok(ok(StatusCode::OK, json!({ "endpoints": all })))
}

async fn show(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        webhooks::get(&st, &p.merchant, &id).await?,
    ))
}

/// `{url?, events?, description? (null clears), disabled? (true disables, false enables)}`.
async fn update(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let clear_description = b.is_null("description");
    let url = b.opt_str("url", sanduq_webhooks::policy::MAX_URL);
    let events = events(&mut b);
    let description = b.opt_str("description", MAX_TEXT);
    let disabled = b.opt_bool("disabled");
    b.finish()?;
    let c = EndpointChange {
        url,
        events,
        description: if clear_description {
            Some(None)
        } else {
            description.map(Some)
        },
        enabled: disabled.map(|d| !d),
    };
    webhooks::update(&st, &p.merchant, &id, c, &idem).await
}

async fn remove(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        webhooks::delete(&st, &p.merchant, &id).await?,
    ))
}

async fn rotate(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    b.finish()?;
    webhooks::rotate(&st, &p.merchant, &id, &idem).await
}

/// `{since}`: resend what the endpoint missed since then.
async fn recover(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let since = b.opt_time("since");
    if !b.has("since") {
        b.fail("since", "is required");
    }
    b.finish()?;
    let since = since.unwrap_or_default();
    deliveries::recover(&st, &p.merchant, &id, since, &idem).await
}

/// `?type=&object_id=&delivery=failed&page=&per_page=`
async fn list_events(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    RawQuery(q): RawQuery,
) -> ApiResult<Response> {
    let mut b = Body::from_query(q.as_deref());
    let kind = b.opt_str("type", 64);
    if let Some(k) = kind
        .as_deref()
        .filter(|k| !sanduq_webhooks::catalogue::known(k))
    {
        b.fail(
            "type",
            format!("{k} is not an event type (see docs/webhooks.md)"),
        );
    }
    let object_id = b.opt_str("object_id", 128);
    let delivery = b.opt_str("delivery", 16);
    if delivery.as_deref().is_some_and(|d| d != "failed") {
        b.fail(
            "delivery",
            "must be failed (events whose delivery failed for good)",
        );
    }
    let page = listing::Page::read(&mut b);
    b.finish()?;
    let f = EventFilter {
        kind,
        object_id,
        delivery_failed: delivery.is_some(),
        page,
    };
    Ok(ok(
        StatusCode::OK,
        deliveries::list(&st, &p.merchant, &f).await?,
    ))
}

async fn show_event(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        deliveries::show(&st, &p.merchant, &id).await?,
    ))
}

/// `{endpoint_id}`: a new series of attempts of this event to that endpoint.
async fn resend(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let endpoint = b.req_str("endpoint_id", 64);
    b.finish()?;
    deliveries::resend(&st, &p.merchant, &id, &endpoint, &idem).await
}
