//! The subscriptions family (Bearer secret key): plans (create, read, list, archive) and
//! subscriptions (enroll, read, list, pause, resume, cancel).

use crate::plans;
use crate::run;
use crate::subscriptions;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::{Extension, Router};
use sanduq_api::auth::{self, Principal};
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes, PAGE};
use sanduq_api::extract::{MerchantWrite, Query};
use sanduq_api::validate::Body;
use sanduq_domain::ids::new_id;
use sanduq_domain::payment::MAX_TEXT;
use sanduq_domain::subscription::{
    Interval, SubscriptionStatus, Terms, DEFAULT_GRACE_DAYS, MAX_INTERVAL_COUNT,
};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::state::AppState;

pub fn router(st: AppState) -> Router {
    routes(st.clone()).finish(st).0
}

pub fn routes(st: AppState) -> Routes {
    Routes::new("subscriptions", Auth::Secret)
        .post("/api/v1/subscriptions/plans", create_plan, &CREATE_PLAN)
        .get("/api/v1/subscriptions/plans", list_plans, &LIST_PLANS)
        .get("/api/v1/subscriptions/plans/{id}", show_plan, &SHOW_PLAN)
        .post(
            "/api/v1/subscriptions/plans/{id}/archive",
            archive_plan,
            &ARCHIVE_PLAN,
        )
        .post("/api/v1/subscriptions", create, &CREATE)
        .get("/api/v1/subscriptions", list, &LIST)
        .get("/api/v1/subscriptions/{id}", show, &SHOW)
        .post("/api/v1/subscriptions/{id}/pause", pause, &PAUSE)
        .post("/api/v1/subscriptions/{id}/resume", resume, &RESUME)
        .post("/api/v1/subscriptions/{id}/cancel", cancel, &CANCEL)
        .layer(|r| r.route_layer(from_fn_with_state(st, auth::secret_key)))
}

use ErrorCode as E;

const CREATE_PLAN: Op = Op {
    id: "createPlan",
    summary: "Create a subscription plan",
    body: Some(&[
        Field::req("name", Kind::Text { max: MAX_TEXT }, ""),
        Field::req("amount", Kind::Amount, "minor units per period"),
        Field::req("currency", Kind::Currency, ""),
        Field::req(
            "interval",
            Kind::Word {
                max: 16,
                one_of: &["daily", "weekly", "monthly", "yearly"],
            },
            "",
        ),
        Field::opt(
            "interval_count",
            Kind::Int {
                min: 1,
                max: MAX_INTERVAL_COUNT as i64,
            },
            "periods per bill (default 1)",
        ),
        Field::opt(
            "trial_days",
            Kind::Int {
                min: 0,
                max: sanduq_domain::subscription::MAX_TRIAL_DAYS as i64,
            },
            "default 0",
        ),
        Field::opt(
            "grace_period_days",
            Kind::Int {
                min: 0,
                max: sanduq_domain::subscription::MAX_GRACE_DAYS as i64,
            },
            "default 7",
        ),
    ]),
    answer: Answer::created("Plan"),
    errors: &[E::UnsupportedCurrency],
    idempotent: true,
    ..Op::DEFAULT
};

const LIST_PLANS: Op = Op {
    id: "listPlans",
    summary: "List plans",
    query: &PAGE,
    answer: Answer::ok("PlanList"),
    ..Op::DEFAULT
};

const SHOW_PLAN: Op = Op {
    id: "getPlan",
    summary: "Read a plan",
    answer: Answer::ok("Plan"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const ARCHIVE_PLAN: Op = Op {
    id: "archivePlan",
    summary: "Archive a plan (no new subscriptions; current ones go on)",
    body: Some(&[]),
    answer: Answer::ok("Plan"),
    errors: &[E::NotFound],
    idempotent: true,
    ..Op::DEFAULT
};

const CREATE: Op = Op {
    id: "createSubscription",
    summary: "Enroll a customer in a plan",
    body: Some(&[
        Field::req("plan_id", Kind::Text { max: 64 }, ""),
        Field::req(
            "customer_id",
            Kind::Text {
                max: sanduq_payments::users::MAX_EXTERNAL_ID,
            },
            "a service user id or the merchant's external id",
        ),
    ]),
    answer: Answer::created("Subscription"),
    errors: &[
        E::NotFound,
        E::WalletNotFound,
        E::InvalidPaymentStatus,
        E::InsufficientBalance,
        E::PinBlocked,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const LIST: Op = Op {
    id: "listSubscriptions",
    summary: "List subscriptions",
    query: &[
        Field::opt(
            "status",
            Kind::Word {
                max: 16,
                one_of: &["trialing", "active", "past_due", "paused", "canceled"],
            },
            "",
        ),
        Field::opt("plan_id", Kind::Text { max: 64 }, ""),
        Field::opt(
            "customer_id",
            Kind::Text {
                max: sanduq_payments::users::MAX_EXTERNAL_ID,
            },
            "",
        ),
        PAGE[0],
        PAGE[1],
    ],
    answer: Answer::ok("SubscriptionList"),
    ..Op::DEFAULT
};

const SHOW: Op = Op {
    id: "getSubscription",
    summary: "Read a subscription",
    answer: Answer::ok("Subscription"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const MOVE_ERRORS: &[ErrorCode] = &[E::NotFound, E::InvalidPaymentStatus];

pub const PAUSE: Op = Op {
    id: "pauseSubscription",
    summary: "Pause billing",
    body: Some(&[]),
    answer: Answer::ok("Subscription"),
    errors: MOVE_ERRORS,
    idempotent: true,
    ..Op::DEFAULT
};

pub const RESUME: Op = Op {
    id: "resumeSubscription",
    summary: "Resume billing",
    body: Some(&[]),
    answer: Answer::ok("Subscription"),
    errors: MOVE_ERRORS,
    idempotent: true,
    ..Op::DEFAULT
};

pub const CANCEL: Op = Op {
    id: "cancelSubscription",
    summary: "Cancel, at once or at the period's end",
    body: Some(&[Field::opt(
        "at_period_end",
        Kind::Bool,
        "default false: at once",
    )]),
    answer: Answer::ok("Subscription"),
    errors: MOVE_ERRORS,
    idempotent: true,
    ..Op::DEFAULT
};

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
    Query(mut b): Query,
) -> ApiResult<Response> {
    let page = b.page();
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
    let customer_id = b.req_str("customer_id", sanduq_payments::users::MAX_EXTERNAL_ID);
    b.finish()?;
    let id = new_id("sub");
    let r = subscriptions::create(&st, &p.merchant, &id, &plan_id, &customer_id, &idem).await?;
    // what is due at once (a trial shorter than the notice) is done now, not in a minute
    run::settle_now(&st, &p.merchant, &id).await;
    Ok(r)
}

/// `?status=&plan_id=&customer_id=&page=&per_page=`
async fn list(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Query(mut b): Query,
) -> ApiResult<Response> {
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
        customer_id: b.opt_str("customer_id", sanduq_payments::users::MAX_EXTERNAL_ID),
    };
    let page = b.page();
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

pub async fn pause(
    State(st): State<AppState>,
    Path(id): Path<String>,
    w: MerchantWrite,
) -> ApiResult<Response> {
    apply_move(&st, &id, w, |_| subscriptions::Move::Pause).await
}

pub async fn resume(
    State(st): State<AppState>,
    Path(id): Path<String>,
    w: MerchantWrite,
) -> ApiResult<Response> {
    apply_move(&st, &id, w, |_| subscriptions::Move::Resume).await
}

/// `{at_period_end?: bool}` (default false: at once).
pub async fn cancel(
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
    run::settle_now(st, &p.merchant, id).await;
    Ok(r)
}
