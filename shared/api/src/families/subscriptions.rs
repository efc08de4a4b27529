//! The subscriptions family (Bearer secret key): plans (create, read, list, archive) and
//! subscriptions (enroll, read, list, pause, resume, cancel).

use super::MerchantWrite;
use crate::auth::{self, Principal};
use crate::error::{ok, ApiResult};
use crate::ops::{billing, listing, plans, subscriptions};
use crate::state::AppState;
use crate::validate::Body;
use axum::extract::{Path, RawQuery, State};
use axum::http::StatusCode;
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::routing::{get, post};
use axum::{Extension, Router};
use sanduq_domain::ids::new_id;
use sanduq_domain::payment::MAX_TEXT;
use sanduq_domain::subscription::{
    Interval, SubscriptionStatus, Terms, DEFAULT_GRACE_DAYS, MAX_INTERVAL_COUNT,
};

pub fn router(st: AppState) -> Router {
    Router::new()
        .route(
            "/api/v1/subscriptions/plans",
            post(create_plan).get(list_plans),
        )
        .route("/api/v1/subscriptions/plans/{id}", get(show_plan))
        .route(
            "/api/v1/subscriptions/plans/{id}/archive",
            post(archive_plan),
        )
        .route("/api/v1/subscriptions", post(create).get(list))
        .route("/api/v1/subscriptions/{id}", get(show))
        .route("/api/v1/subscriptions/{id}/pause", post(pause))
        .route("/api/v1/subscriptions/{id}/resume", post(resume))
        .route("/api/v1/subscriptions/{id}/cancel", post(cancel))
        .route_layer(from_fn_with_state(st.clone(), auth::secret_key))
        .with_state(st)
}

/// `{name, amount, currency, interval, interval_count?, trial_days?, grace_period_days?}`
async fn create_plan(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let name = b.req_str("name", MAX_TEXT);
    let amount = b.req_amount("amount");
    let currency = b.req_currency("currency");
    let interval = match b.opt_str("interval", 16) {
        Some(i) => Interval::parse(&i).unwrap_or_else(|| {
            b.fail("interval", "must be daily, weekly, monthly or yearly");
            Interval::Monthly
        }),
        None => {
            b.fail("interval", "is required (daily, weekly, monthly or yearly)");
            Interval::Monthly
        }
    };
    let interval_count = b
        .opt_int("interval_count", 1, i64::from(MAX_INTERVAL_COUNT))
        .unwrap_or(1) as u32;
    let trial_days = b
        .opt_int(
            "trial_days",
            0,
            i64::from(sanduq_domain::subscription::MAX_TRIAL_DAYS),
        )
        .unwrap_or(0) as u32;
    let grace_period_days = b
        .opt_int(
            "grace_period_days",
            0,
            i64::from(sanduq_domain::subscription::MAX_GRACE_DAYS),
        )
        .unwrap_or(i64::from(DEFAULT_GRACE_DAYS)) as u32;
    b.finish()?;
    let terms = Terms {
        amount,
        currency,
        interval,
        interval_count,
        trial_days,
        grace_period_days,
    };
    plans::create(&st, &p.merchant, name, terms, &idem).await
}

async fn list_plans(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    RawQuery(q): RawQuery,
) -> ApiResult<Response> {
    let mut b = Body::from_query(q.as_deref());
    let page = listing::Page::read(&mut b);
    b.finish()?;
    Ok(ok(
        StatusCode::OK,
        plans::list(&st, &p.merchant, page).await?,
    ))
}

async fn show_plan(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(StatusCode::OK, plans::get(&st, &p.merchant, &id).await?))
}

async fn archive_plan(
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
    plans::archive(&st, &p.merchant, &id, &idem).await
}

/// `{plan_id, customer_id}`: enrolls the customer (a service or external id).
async fn create(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let plan_id = b.req_str("plan_id", 64);
    let customer_id = b.req_str("customer_id", crate::ops::users::MAX_EXTERNAL_ID);
    b.finish()?;
    let id = new_id("sub");
    let r = subscriptions::create(&st, &p.merchant, &id, &plan_id, &customer_id, &idem).await?;
    // what is due at once (a trial shorter than the notice) is done now, not in a minute
    billing::settle_now(&st, &p.merchant, &id).await;
    Ok(r)
}

/// `?status=&plan_id=&customer_id=&page=&per_page=`
async fn list(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    RawQuery(q): RawQuery,
) -> ApiResult<Response> {
    let mut b = Body::from_query(q.as_deref());
    let status = b.opt_str("status", 16).and_then(|s| {
        SubscriptionStatus::parse(&s).or_else(|| {
            b.fail(
                "status",
                "must be trialing, active, past_due, paused or canceled",
            );
            None
        })
    });
    let filter = subscriptions::Filter {
        status,
        plan_id: b.opt_str("plan_id", 64),
        customer_id: b.opt_str("customer_id", crate::ops::users::MAX_EXTERNAL_ID),
    };
    let page = listing::Page::read(&mut b);
    b.finish()?;
    Ok(ok(
        StatusCode::OK,
        subscriptions::list(&st, &p.merchant, filter, page).await?,
    ))
}

async fn show(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        subscriptions::get(&st, &p.merchant, &id).await?,
    ))
}

async fn pause(
    State(st): State<AppState>,
    Path(id): Path<String>,
    w: MerchantWrite,
) -> ApiResult<Response> {
    apply_move(&st, &id, w, |_| subscriptions::Move::Pause).await
}

async fn resume(
    State(st): State<AppState>,
    Path(id): Path<String>,
    w: MerchantWrite,
) -> ApiResult<Response> {
    apply_move(&st, &id, w, |_| subscriptions::Move::Resume).await
}

/// `{at_period_end?: bool}` (default false: at once).
async fn cancel(
    State(st): State<AppState>,
    Path(id): Path<String>,
    w: MerchantWrite,
) -> ApiResult<Response> {
    apply_move(&st, &id, w, |b| subscriptions::Move::Cancel {
        at_period_end: b.opt_bool("at_period_end").unwrap_or(false),
    })
    .await
}

/// A merchant's move, then what it made due at once (a resumed date already here, the end
/// of a period already past).
async fn apply_move(
    st: &AppState,
    id: &str,
    w: MerchantWrite,
    read: impl FnOnce(&mut Body) -> subscriptions::Move,
) -> ApiResult<Response> {
    let MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    } = w;
    let mv = read(&mut b);
    b.finish()?;
    let r = subscriptions::act(st, &p.merchant, id, mv, &idem).await?;
    billing::settle_now(st, &p.merchant, id).await;
    Ok(r)
}
