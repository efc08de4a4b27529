//! The webhooks family (Bearer secret key): the merchant registers endpoints, chooses their
//! event types, rotates their signing secrets; lists events with their delivery attempts,
//! resends one, and recovers what an endpoint missed.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::{Extension, Router};
use sanduq_api::auth::{self, Principal};
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes, PAGE};
use sanduq_api::extract::{MerchantWrite, Query};
use sanduq_api::validate::Body;
use sanduq_domain::payment::MAX_TEXT;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_webhooks::catalogue;
use sanduq_webhooks::deliveries::{self, EventFilter};
use sanduq_webhooks::endpoints::{self, EndpointChange, NewEndpoint};
use serde_json::{json, Value};

pub fn router(st: AppState) -> Router {
    routes(st.clone()).finish(st).0
}

pub fn routes(st: AppState) -> Routes {
    Routes::new("webhooks", Auth::Secret)
        .post("/api/v1/webhooks/endpoints", create, &CREATE)
        .get("/api/v1/webhooks/endpoints", list, &LIST)
        .get("/api/v1/webhooks/endpoints/{id}", show, &SHOW)
        .patch("/api/v1/webhooks/endpoints/{id}", update, &UPDATE)
        .delete("/api/v1/webhooks/endpoints/{id}", remove, &REMOVE)
        .post(
            "/api/v1/webhooks/endpoints/{id}/rotate-secret",
            rotate,
            &ROTATE,
        )
        .post("/api/v1/webhooks/endpoints/{id}/recover", recover, &RECOVER)
        .get("/api/v1/events", list_events, &LIST_EVENTS)
        .get("/api/v1/events/{id}", show_event, &SHOW_EVENT)
        .post("/api/v1/events/{id}/resend", resend, &RESEND)
        .get(
            sanduq_api::error::REQUEST_LOG_ROUTE,
            request_logs,
            &REQUEST_LOGS,
        )
        .layer(|r| r.route_layer(from_fn_with_state(st, auth::secret_key)))
}

use ErrorCode as E;

const URL: &str = "https, on a public address (no private, loopback or link-local hosts)";

pub const CREATE: Op = Op {
    id: "createWebhookEndpoint",
    summary: "Register a webhook endpoint",
    about: "Answers the endpoint with its signing secret (whsec_...), shown this once. Deliveries follow Standard Webhooks.",
    body: Some(&[
        Field::req("url", Kind::HttpsUrl, URL),
        Field::opt("events", Kind::EventTypes, "default [\"*\"]: every event"),
        Field::opt("description", Kind::Text { max: MAX_TEXT }, ""),
    ]),
    answer: Answer::created("WebhookEndpointCreated"),
    idempotent: true,
    ..Op::DEFAULT
};

const LIST: Op = Op {
    id: "listWebhookEndpoints",
    summary: "List webhook endpoints",
    answer: Answer::ok("WebhookEndpointList"),
    ..Op::DEFAULT
};

const SHOW: Op = Op {
    id: "getWebhookEndpoint",
    summary: "Read a webhook endpoint",
    answer: Answer::ok("WebhookEndpoint"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

pub const UPDATE: Op = Op {
    id: "updateWebhookEndpoint",
    summary: "Change an endpoint's address, events, description, or disable it",
    body: Some(&[
        Field::opt("url", Kind::HttpsUrl, URL),
        Field::opt("events", Kind::EventTypes, ""),
        Field::clearable(
            "description",
            Kind::Text { max: MAX_TEXT },
            "null clears it",
        ),
        Field::opt("disabled", Kind::Bool, "true disables, false enables"),
    ]),
    answer: Answer::ok("WebhookEndpoint"),
    errors: &[E::NotFound],
    idempotent: true,
    ..Op::DEFAULT
};

const REMOVE: Op = Op {
    id: "deleteWebhookEndpoint",
    summary: "Delete a webhook endpoint",
    answer: Answer::ok("WebhookEndpointDeleted"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

pub const ROTATE: Op = Op {
    id: "rotateWebhookSecret",
    summary: "Roll an endpoint's signing secret",
    about: "The old secret keeps signing beside the new one for 24 hours.",
    body: Some(&[]),
    answer: Answer::ok("WebhookEndpointRotated"),
    errors: &[E::NotFound],
    idempotent: true,
    ..Op::DEFAULT
};

pub const RECOVER: Op = Op {
    id: "recoverWebhookEndpoint",
    summary: "Resend what an endpoint missed since a time",
    body: Some(&[Field::req("since", Kind::Time, "")]),
    answer: Answer::Json {
        status: 202,
        schema: "Recovered",
    },
    errors: &[E::NotFound],
    idempotent: true,
    ..Op::DEFAULT
};

const LIST_EVENTS: Op = Op {
    id: "listEvents",
    summary: "List events with their deliveries",
    about: "By numbered page, or by cursor: starting_after a page's next_cursor lists what follows it even while new events arrive (order=asc follows new events as they come).",
    query: &[
        Field::opt("type", Kind::EventType, ""),
        Field::opt(
            "object_id",
            Kind::Text { max: 128 },
            "events of this payment, session, link...",
        ),
        Field::opt(
            "delivery",
            Kind::Word {
                max: 16,
                one_of: &["failed"],
            },
            "failed: events whose delivery failed for good",
        ),
        Field::opt(
            "types",
            Kind::Shaped {
                max: 1024,
                pattern: catalogue::TYPES_PATTERN,
                about: "comma-separated event types or families, e.g. payment.*,kyc.approved",
            },
            "an event of any of these types or families is listed",
        ),
        ORDER,
        Field::opt(
            "starting_after",
            Kind::Shaped {
                max: 64,
                pattern: "^evt_[0-9A-Za-z]{1,60}$",
                about: "an event id, e.g. a page's next_cursor",
            },
            "the page after this event in this order (page is then ignored); an event this merchant does not have is NOT_FOUND",
        ),
        PAGE[0],
        PAGE[1],
    ],
    answer: Answer::ok("EventList"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

/// `order` of a list that reads either way.
const ORDER: Field = Field::opt(
    "order",
    Kind::Word {
        max: 4,
        one_of: &["desc", "asc"],
    },
    "desc (default): newest first; asc: oldest first",
);

/// Reads `order`: true for oldest first.
fn ascending(b: &mut Body) -> bool {
    let order = b.opt_str("order", 4);
    if order.as_deref().is_some_and(|o| o != "asc" && o != "desc") {
        b.fail("order", "must be asc (oldest first) or desc (newest first)");
    }
    order.as_deref() == Some("asc")
}

const REQUEST_LOGS: Op = Op {
    id: "listRequestLogs",
    summary: "The merchant's API requests of the last 7 days",
    about: "Each request made with the merchant's keys: method, route template, status, error code, request id, latency; never a body, header or key. Newest first, or oldest first with order=asc (starting_after a cursor then follows new requests). Reading this list is not itself listed.",
    query: &[
        ORDER,
        Field::opt(
            "starting_after",
            Kind::Shaped {
                max: 128,
                pattern: sanduq_kernel::request_log::CURSOR_PATTERN,
                about: "an entry's cursor, e.g. a page's next_cursor",
            },
            "the entries after it in this order",
        ),
        PAGE[1],
    ],
    answer: Answer::ok("RequestLogList"),
    ..Op::DEFAULT
};

const SHOW_EVENT: Op = Op {
    id: "getEvent",
    summary: "Read an event and its delivery attempts",
    answer: Answer::ok("Event"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

pub const RESEND: Op = Op {
    id: "resendEvent",
    summary: "Send an event again to an endpoint",
    body: Some(&[Field::req("endpoint_id", Kind::Text { max: 64 }, "")]),
    answer: Answer::Json {
        status: 202,
        schema: "Resent",
    },
    errors: &[E::NotFound],
    idempotent: true,
    ..Op::DEFAULT
};

/// `events`: an array of event type names, or `["*"]` for all.
fn events(b: &mut Body) -> Option<Vec<String>> {
    let v = b.opt_value("events")?;
    let list: Option<Vec<String>> = v
        .as_array()
        .and_then(|a| a.iter().map(|x| x.as_str().map(str::to_string)).collect());
    match list.map(|l| endpoints::event_types(&l)) {
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

pub async fn create(
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
    endpoints::create(&st, &p.merchant, n, &idem).await
}

async fn list(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
) -> ApiResult<Response> {
    let all: Vec<Value> = endpoints::list(&st, &p.merchant.id)
        .await?
        .iter()
        .map(endpoints::view)
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
        endpoints::get(&st, &p.merchant, &id).await?,
    ))
}

/// `{url?, events?, description? (null clears), disabled? (true disables, false enables)}`.
pub async fn update(
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
    endpoints::update(&st, &p.merchant, &id, c, &idem).await
}

async fn remove(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        endpoints::delete(&st, &p.merchant, &id).await?,
    ))
}

pub async fn rotate(
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
    endpoints::rotate(&st, &p.merchant, &id, &idem).await
}

/// `{since}`: resend what the endpoint missed since then.
pub async fn recover(
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
    Query(mut b): Query,
) -> ApiResult<Response> {
    let kind = b.opt_str("type", 64);
    if let Some(k) = kind.as_deref().filter(|k| !catalogue::known(k)) {
        b.fail(
            "type",
            format!("{k} is not an event type (see docs/reference/events.md)"),
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
    let types: Vec<String> = b
        .opt_str("types", 1024)
        .map(|t| t.split(',').map(|p| p.trim().to_string()).collect())
        .unwrap_or_default();
    if let Some(problem) = types.iter().find_map(|p| catalogue::pattern_problem(p)) {
        b.fail("types", problem);
    }
    let ascending = ascending(&mut b);
    let after = b.opt_str("starting_after", 64);
    if after
        .as_deref()
        .is_some_and(|a| !sanduq_domain::ids::has_shape(a, "evt"))
    {
        b.fail("starting_after", "is an event id (evt_...)");
    }
    let mut page = b.page();
    if after.is_some() {
        // a cursor page: the number means nothing
        page.page = 1;
    }
    b.finish()?;
    let f = EventFilter {
        kind,
        types,
        object_id,
        delivery_failed: delivery.is_some(),
        ascending,
        after,
        page,
    };
    Ok(ok(
        StatusCode::OK,
        deliveries::list(&st, &p.merchant, &f).await?,
    ))
}

async fn request_logs(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Query(mut b): Query,
) -> ApiResult<Response> {
    let ascending = ascending(&mut b);
    let cursor = b.opt_str("starting_after", 128);
    if cursor
        .as_deref()
        .is_some_and(|c| !sanduq_kernel::request_log::is_cursor(c))
    {
        b.fail(
            "starting_after",
            "is not a request log cursor (next_cursor or an entry's cursor)",
        );
    }
    let per_page = b
        .opt_int_text("per_page", 1, sanduq_kernel::paging::MAX_PER_PAGE as i64)
        .map_or(sanduq_kernel::paging::DEFAULT_PER_PAGE, |n| n as usize);
    b.finish()?;
    let (rows, next) = sanduq_kernel::request_log::page(
        &st,
        &p.merchant.id,
        per_page,
        cursor.as_deref(),
        ascending,
    )
    .await?;
    Ok(ok(
        StatusCode::OK,
        json!({ "requests": rows, "pagination": { "per_page": per_page, "has_more": next.is_some(), "next_cursor": next } }),
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
pub async fn resend(
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
