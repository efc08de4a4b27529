//! The agents family over HTTP, with the merchant's secret key: register, list, read and
//! change its agents (`/agents`), and move float between its balance and one
//! (`/agents/{agent_id}/float`).

use crate::moves::{self, Change, NewAgent};
use crate::records::{self, Filter};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::Extension;
use sanduq_api::auth::{self as api_auth, Principal};
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes};
use sanduq_api::extract::{MerchantWrite, Query};
use sanduq_api::validate::Body;
use sanduq_domain::agent::{
    AgentLimits, Direction, Location, Status, GOVERNORATES, MAX_NAME, MAX_TILL,
};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_payments::routes::money::{page, CURSOR, LIMIT};
use serde_json::Value;

use ErrorCode as E;

/// The merchant's side, the agent's own, and cash at an agent (the user's and the agent's).
pub fn routes(st: AppState) -> Routes {
    merchant_routes(st.clone())
        .merge(crate::desk_routes::routes(st.clone()))
        .merge(crate::withdrawal_routes::routes(st))
}

fn merchant_routes(st: AppState) -> Routes {
    Routes::new("agents", Auth::Secret)
        .post("/api/v1/agents", create, &CREATE)
        .get("/api/v1/agents", list, &LIST)
        .get("/api/v1/agents/{agent_id}", show, &SHOW)
        .patch("/api/v1/agents/{agent_id}", update, &UPDATE)
        .post("/api/v1/agents/{agent_id}/float", float, &FLOAT)
        .get("/api/v1/agents/{agent_id}/statement", statement, &STATEMENT)
        .get("/api/v1/agent-fees", show_fees, &SHOW_FEES)
        .put("/api/v1/agent-fees", put_fees, &PUT_FEES)
        .get("/api/v1/agent-deposits", list_deposits, &LIST_DEPOSITS)
        .post(
            "/api/v1/agent-deposits/{deposit_id}/confirm",
            confirm_deposit,
            &CONFIRM_DEPOSIT,
        )
        .post(
            "/api/v1/agent-deposits/{deposit_id}/reject",
            reject_deposit,
            &REJECT_DEPOSIT,
        )
        .get("/api/v1/agent-settings", show_settings, &SHOW_SETTINGS)
        .patch("/api/v1/agent-settings", patch_settings, &PATCH_SETTINGS)
        .layer(|r| r.route_layer(from_fn_with_state(st, api_auth::secret_key)))
}

const NAME: Kind = Kind::Text { max: MAX_NAME };
const TILL: Kind = Kind::Text { max: MAX_TILL };
/// What a merchant may set an agent's status to (it becomes active by signing in).
const SET_STATUS: [&str; 3] = ["active", "suspended", "closed"];

const CREATE: Op = Op {
    id: "createAgent",
    summary: "Register an agent: a cash point of yours",
    about: "The agent is `pending` until it signs in with its phone and sets a PIN. It is given a 6-digit `code`, unique among your agents (it names itself with it at a cash-out), and a float and a commission account per currency, both at zero. `limits` default to 50,000,000 IQD of float and 25,000,000 a day each way (35,000 and 17,000 USD). A phone another of your agents (not closed) has: VALIDATION_ERROR on `phone`. Event agent.created.",
    body: Some(&[
        Field::req("name", NAME, "as shown to the users it serves"),
        Field::req("phone", Kind::Phone, "the number it signs in with"),
        Field::req("location", Kind::Location, "where it is"),
        Field::opt("till_number", TILL, "its till or shop number, your own reference"),
        Field::opt("limits", Kind::AgentLimits, "its limits by currency"),
    ]),
    answer: Answer::Json {
        status: 201,
        schema: "Agent",
    },
    errors: &[E::ValidationError, E::MerchantNotApproved],
    idempotent: true,
    ..Op::DEFAULT
};

const LIST: Op = Op {
    id: "listAgents",
    summary: "Your agents, newest first, with their float and commission",
    query: &[
        Field::opt(
            "status",
            Kind::Word {
                max: 9,
                one_of: &Status::NAMES,
            },
            "only this status",
        ),
        Field::opt(
            "governorate",
            Kind::Word {
                max: 12,
                one_of: &GOVERNORATES,
            },
            "only those in this governorate",
        ),
        CURSOR,
        LIMIT,
    ],
    answer: Answer::ok("AgentList"),
    errors: &[E::ValidationError],
    ..Op::DEFAULT
};

const SHOW: Op = Op {
    id: "getAgent",
    summary: "One agent, with its float and commission",
    answer: Answer::ok("Agent"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const UPDATE: Op = Op {
    id: "updateAgent",
    summary: "Change an agent: its details, limits or status",
    about: "`status`: `suspended` stops it (float stays), `active` lifts a suspension (`pending` again if it never signed in), `closed` ends it for good once its float and commission are back at zero (INVALID_AGENT_STATUS with the balances otherwise); its phone is then free for another agent. A closed agent changes no more (INVALID_AGENT_STATUS). Event agent.updated.",
    body: Some(&[
        Field::opt("name", NAME, ""),
        Field::opt("phone", Kind::Phone, ""),
        Field::opt("location", Kind::Location, ""),
        Field::clearable("till_number", TILL, "null removes it"),
        Field::opt("limits", Kind::AgentLimits, "what it leaves out stays"),
        Field::opt(
            "status",
            Kind::Word {
                max: 9,
                one_of: &SET_STATUS,
            },
            "",
        ),
    ]),
    answer: Answer::ok("Agent"),
    errors: &[E::ValidationError, E::NotFound, E::InvalidAgentStatus],
    idempotent: true,
    ..Op::DEFAULT
};

const FLOAT: Op = Op {
    id: "moveAgentFloat",
    summary: "Move float between your balance and an agent",
    about: "`in`: from your balance to the agent's float (INSUFFICIENT_BALANCE when your balance cannot cover it; AGENT_FLOAT_LIMIT_EXCEEDED past its `max_float`); `out`: from its float back to your balance (INSUFFICIENT_BALANCE past its float). A balance transaction of type `agent_float`. Not for a closed agent (INVALID_AGENT_STATUS). Event agent.float_moved.",
    body: Some(&[
        Field::req("amount", Kind::Amount, "minor units"),
        Field::req("currency", Kind::Currency, ""),
        Field::req(
            "direction",
            Kind::Word {
                max: 3,
                one_of: &Direction::NAMES,
            },
            "in: to the agent; out: back to your balance",
        ),
    ]),
    answer: Answer::Json {
        status: 201,
        schema: "AgentFloatMove",
    },
    errors: &[
        E::ValidationError,
        E::NotFound,
        E::MerchantNotApproved,
        E::InsufficientBalance,
        E::AgentFloatLimitExceeded,
        E::InvalidAgentStatus,
        E::UnsupportedCurrency,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const SHOW_FEES: Op = Op {
    id: "getAgentFees",
    summary: "Your fee schedule for cash in and out at your agents",
    answer: Answer::ok("AgentFees"),
    ..Op::DEFAULT
};

const FEES_ABOUT: &str = "Per currency and kind, in tiers by amount (each `up_to` above the one before; only the last may leave it out), each a fixed part and/or basis points; `paid_by` the user (taken from what the wallet gets at a cash-in, added to what it gives at a cash-out) or the merchant (from your balance); `agent_share_bps` of the fee go to the agent's commission, the rest to your balance (balance transactions of type `agent_fee`). A kind left out or null: no fee. Applies to the next operation; shown before it (`/agent/cash-ins/preview`, `/wallet/withdrawals/preview`).";

const PUT_FEES: Op = Op {
    id: "putAgentFees",
    summary: "Replace your fee schedule for cash in and out at your agents",
    about: FEES_ABOUT,
    body: Some(&[
        Field::opt("IQD", Kind::AgentFees, "the dinar fees"),
        Field::opt("USD", Kind::AgentFees, "the dollar fees"),
    ]),
    answer: Answer::ok("AgentFees"),
    errors: &[E::ValidationError],
    idempotent: true,
    ..Op::DEFAULT
};

const LIST_DEPOSITS: Op = Op {
    id: "listAgentDeposits",
    summary: "Cash your agents say they handed you for float, newest first",
    about: "At most 100; `status` pending (to count and confirm), confirmed or rejected.",
    query: &[Field::opt(
        "status",
        Kind::Word {
            max: 9,
            one_of: &crate::deposits::Status::NAMES,
        },
        "only this status",
    )],
    answer: Answer::ok("AgentDepositList"),
    errors: &[E::ValidationError],
    ..Op::DEFAULT
};

const CONFIRM_DEPOSIT: Op = Op {
    id: "confirmAgentDeposit",
    summary: "Confirm an agent's cash: its float grows by the amount",
    about: "Once the cash is counted: it came in from outside (journal `agent_deposit`) into the agent's float, within its `max_float` (AGENT_FLOAT_LIMIT_EXCEEDED). Decided already: INVALID_AGENT_STATUS.",
    body: Some(&[]),
    answer: Answer::ok("AgentDeposit"),
    errors: &[E::NotFound, E::InvalidAgentStatus, E::AgentFloatLimitExceeded],
    idempotent: true,
    ..Op::DEFAULT
};

const REJECT_DEPOSIT: Op = Op {
    id: "rejectAgentDeposit",
    summary: "Reject an agent's cash declaration: nothing moves",
    body: Some(&[]),
    answer: Answer::ok("AgentDeposit"),
    errors: &[E::NotFound, E::InvalidAgentStatus],
    idempotent: true,
    ..Op::DEFAULT
};

const SHOW_SETTINGS: Op = Op {
    id: "getAgentSettings",
    summary: "Your settings for cash out at your agents",
    answer: Answer::ok("AgentSettings"),
    ..Op::DEFAULT
};

const PATCH_SETTINGS: Op = Op {
    id: "updateAgentSettings",
    summary: "Change your settings for cash out at your agents",
    about: "`smallest_iqd_note`: the smallest dinar note your agents pay (250, 500, 1000, 5000, 10000, 25000 or 50000; default 1000): a withdrawal's amount must be one the notes from it make. `user_daily_iqd`, `user_daily_usd`: what one user may withdraw at your agents in a Baghdad day (defaults 2,000,000 IQD and 1,500.00 USD). What is left out stays. Applies to the next withdrawal.",
    body: Some(&[
        Field::opt("smallest_iqd_note", Kind::Int { min: 250, max: 50_000 }, "one of the dinar notes"),
        Field::opt("user_daily_iqd", Kind::Int { min: 0, max: sanduq_domain::money::MAX_AMOUNT }, ""),
        Field::opt("user_daily_usd", Kind::Int { min: 0, max: sanduq_domain::money::MAX_AMOUNT }, "cents"),
    ]),
    answer: Answer::ok("AgentSettings"),
    errors: &[E::ValidationError],
    idempotent: true,
    ..Op::DEFAULT
};

const STATEMENT: Op = Op {
    id: "getAgentStatement",
    summary: "An agent's end-of-day statement",
    about: "Per currency, for a Baghdad day: the float it opened with, the cash-ins and cash-outs (count and amount), float moved in and out, commissions, the float it closed with (opening + float in - float out - cash-ins + cash-outs + commissions), and `drawer_change`: how much more cash the drawer holds than at the day's opening (cash-ins less cash-outs). `final` once the day has ended.",
    query: &[crate::statement::DATE],
    answer: Answer::ok("AgentStatement"),
    errors: &[E::ValidationError, E::NotFound],
    ..Op::DEFAULT
};

/// A `location` read whole, each problem on its own field (`location.district`).
fn location(b: &mut Body, v: Value) -> Option<Location> {
    Location::parse(&v)
        .map_err(|issues| {
            for (f, issue) in issues {
                let name = if f.is_empty() {
                    "location".to_string()
                } else {
                    format!("location.{f}")
                };
                b.fail(&name, issue);
            }
        })
        .ok()
}

/// `limits` applied to `base` (the defaults for a new agent), each problem on its field.
fn limits(b: &mut Body, base: AgentLimits, v: &Value) -> Option<AgentLimits> {
    base.changed(v)
        .map_err(|issues| {
            for (f, issue) in issues {
                let name = if f.is_empty() {
                    "limits".to_string()
                } else {
                    format!("limits.{f}")
                };
                b.fail(&name, issue);
            }
        })
        .ok()
}

/// A field one of `names` (read as `Kind::Word`), parsed by `parse`.
fn word<T>(
    b: &mut Body,
    field: &str,
    max: usize,
    names: &[&str],
    parse: fn(&str) -> Option<T>,
) -> Option<T> {
    let w = b.opt_str(field, max)?;
    let got = parse(&w);
    if got.is_none() {
        b.fail(field, format!("must be one of {}", names.join(", ")));
    }
    got
}

async fn create(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        mut body,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let name = body.req_str("name", MAX_NAME);
    let phone = body.req_phone("phone");
    let place = match body.opt_value("location") {
        Some(v) => location(&mut body, v),
        None => {
            body.fail("location", "is required");
            None
        }
    };
    let till_number = body.opt_str("till_number", MAX_TILL);
    let limits = match body.opt_value("limits") {
        Some(v) => limits(&mut body, AgentLimits::default(), &v),
        None => Some(AgentLimits::default()),
    };
    body.finish()?;
    let (Some(location), Some(limits)) = (place, limits) else {
        return Err(sanduq_domain::DomainError::field("location", "is required").into());
    };
    let n = NewAgent {
        name,
        phone,
        location,
        till_number,
        limits,
    };
    moves::create(&st, &p.merchant, &n, &idem).await
}

async fn list(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let status = word(&mut q, "status", 9, &Status::NAMES, Status::parse);
    let governorate = word(&mut q, "governorate", 12, &GOVERNORATES, |g| {
        GOVERNORATES.contains(&g).then(|| g.to_string())
    });
    let (after, limit) = page(&mut q, records::cursor_of);
    q.finish()?;
    let f = Filter {
        status,
        governorate,
        after,
        limit,
    };
    Ok(ok(
        StatusCode::OK,
        records::list(&st, &p.merchant.id, &f).await?,
    ))
}

async fn show(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let (a, _) = records::load(&st, &p.merchant.id, &id).await?;
    let balances = records::accounts(&st, &a.id).await?;
    Ok(ok(StatusCode::OK, records::view(&a, &balances)))
}

async fn update(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        mut body,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let name = body.opt_str("name", MAX_NAME);
    let phone = body.opt_phone("phone");
    let place = body
        .opt_value("location")
        .and_then(|v| location(&mut body, v));
    let till_number = if body.is_null("till_number") {
        body.opt_str("till_number", MAX_TILL);
        Some(None)
    } else {
        body.opt_str("till_number", MAX_TILL).map(Some)
    };
    // the shape checked now; applied to the agent's own limits in the move
    let limit_change = body.opt_value("limits");
    if let Some(v) = &limit_change {
        limits(&mut body, AgentLimits::default(), v);
    }
    let status = word(&mut body, "status", 9, &SET_STATUS, |w| {
        SET_STATUS.contains(&w).then(|| Status::parse(w)).flatten()
    });
    body.finish()?;
    let c = Change {
        name,
        phone,
        location: place,
        till_number,
        limits: limit_change,
        status,
    };
    moves::update(&st, &p.merchant, &id, &c, &idem).await
}

async fn float(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        mut body,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let amount = body.req_amount("amount");
    let currency = body.req_currency("currency");
    let direction = if body.has("direction") {
        word(
            &mut body,
            "direction",
            3,
            &Direction::NAMES,
            Direction::parse,
        )
    } else {
        body.opt_str("direction", 3);
        body.fail("direction", "is required");
        None
    };
    body.finish()?;
    let Some(direction) = direction else {
        return Err(sanduq_domain::DomainError::field("direction", "is required").into());
    };
    moves::float(&st, &p.merchant, &id, direction, amount, currency, &idem).await
}

async fn statement(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let date = q.opt_date("date");
    q.finish()?;
    let (a, _) = records::load(&st, &p.merchant.id, &id).await?;
    let now = st.now_for(&p.merchant);
    let date = date.unwrap_or_else(|| sanduq_domain::limits::baghdad(now).date_naive());
    Ok(ok(
        StatusCode::OK,
        crate::statement::of_day(&st, &a, date, now).await?,
    ))
}

async fn show_fees(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
) -> ApiResult<Response> {
    let s = crate::fees::load(&st, &p.merchant.id).await?;
    Ok(ok(StatusCode::OK, crate::fees::view(&s)))
}

async fn put_fees(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        mut body,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let mut whole = serde_json::Map::new();
    for code in ["IQD", "USD"] {
        if let Some(v) = body.opt_value(code) {
            whole.insert(code.into(), v);
        }
    }
    let schedule = sanduq_domain::agent_fees::Schedule::parse(&Value::Object(whole));
    if let Err(issues) = &schedule {
        for (f, issue) in issues {
            body.fail(f, issue.clone());
        }
    }
    body.finish()?;
    let Ok(schedule) = schedule else {
        return Err(sanduq_domain::DomainError::field("body", "is not a fee schedule").into());
    };
    crate::fees::replace(&st, &p.merchant, &schedule, &idem).await
}

async fn show_settings(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
) -> ApiResult<Response> {
    let s = crate::fees::settings(&st, &p.merchant.id).await?;
    Ok(ok(StatusCode::OK, crate::fees::settings_view(&s)))
}

async fn patch_settings(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        mut body,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    use sanduq_domain::money::MAX_AMOUNT;
    use sanduq_domain::withdrawal::IQD_NOTES;
    let smallest = body.opt_int("smallest_iqd_note", 250, 50_000);
    if smallest.is_some_and(|n| !IQD_NOTES.contains(&n)) {
        body.fail(
            "smallest_iqd_note",
            "must be a dinar note: 250, 500, 1000, 5000, 10000, 25000 or 50000",
        );
    }
    let change = crate::fees::SettingsChange {
        smallest_iqd_note: smallest,
        user_daily_iqd: body.opt_int("user_daily_iqd", 0, MAX_AMOUNT),
        user_daily_usd: body.opt_int("user_daily_usd", 0, MAX_AMOUNT),
    };
    body.finish()?;
    crate::fees::change_settings(&st, &p.merchant, &change, &idem).await
}

async fn list_deposits(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    use crate::deposits::Status as D;
    let status = word(&mut q, "status", 9, &D::NAMES, |w| match w {
        "pending" => Some(D::Pending),
        "confirmed" => Some(D::Confirmed),
        "rejected" => Some(D::Rejected),
        _ => None,
    });
    q.finish()?;
    Ok(ok(
        StatusCode::OK,
        crate::deposits::list(&st, &p.merchant.id, status).await?,
    ))
}

async fn confirm_deposit(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    body.finish()?;
    crate::deposits::decide(&st, &p.merchant, &id, true, &idem).await
}

async fn reject_deposit(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    body.finish()?;
    crate::deposits::decide(&st, &p.merchant, &id, false, &idem).await
}
