//! The agent's own API: signing in with a code sent to its phone (the merchant's publishable
//! key), then, with its access token, itself, its PIN, a user looked up by phone and cash
//! taken in (`/agent/...`).

use crate::desk;
use crate::sessions::{self, AgentPrincipal, AgentWrite};
use axum::extract::State;
use axum::http::StatusCode;
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::Extension;
use sanduq_api::auth::{self as api_auth, Principal};
use sanduq_api::client::ClientAddr;
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes};
use sanduq_api::extract::{Fields, Query};
use sanduq_domain::otp::Purpose;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_wallets::codes;

use ErrorCode as E;

pub fn routes(st: AppState) -> Routes {
    let sign_in = Routes::new("agents", Auth::Publishable)
        .post("/api/v1/agent/auth/otp", ask_code, &ASK_CODE)
        .post("/api/v1/agent/auth/verify", verify, &VERIFY)
        .layer(|r| r.route_layer(from_fn_with_state(st.clone(), api_auth::publishable_key)));
    let agent = Routes::new("agents", Auth::Agent)
        .get("/api/v1/agent", show, &SHOW)
        .get("/api/v1/agent/statement", statement, &STATEMENT)
        .get("/api/v1/agent/operations", operations, &OPERATIONS)
        .post("/api/v1/agent/pin", set_pin, &SET_PIN)
        .get("/api/v1/agent/users", lookup, &LOOKUP)
        .post("/api/v1/agent/cash-ins", cash_in, &CASH_IN)
        .post(
            "/api/v1/agent/cash-ins/preview",
            cash_in_preview,
            &CASH_IN_PREVIEW,
        )
        .post(
            "/api/v1/agent/commission/move",
            move_commission,
            &MOVE_COMMISSION,
        )
        .post("/api/v1/agent/deposits", declare_deposit, &DECLARE_DEPOSIT)
        .layer(|r| r.route_layer(from_fn_with_state(st, sessions::agent_token)));
    sign_in.merge(agent)
}

const PHONE: Field = Field::req("phone", Kind::Phone, "");

const ASK_CODE: Op = Op {
    id: "agentAskCode",
    summary: "Send an agent's sign-in code to its phone",
    about: "Answers the same whether or not the phone is an agent's. One code per phone per 60 seconds (OTP_RATE_LIMITED); a code lasts 5 minutes and takes 5 tries; a wallet's code does not sign an agent in. Sandbox merchants' messages land in GET /sandbox/sms. Takes no Idempotency-Key.",
    body: Some(&[PHONE]),
    answer: Answer::Json {
        status: 202,
        schema: "WalletCodeSent",
    },
    errors: &[E::ValidationError, E::OtpRateLimited, E::Forbidden],
    ..Op::DEFAULT
};

const VERIFY: Op = Op {
    id: "agentVerifyCode",
    summary: "Sign an agent in with its code: an access token for a shift (12 hours)",
    about: "A wrong code says how many tries are left; a code used, expired or out of tries is TOKEN_EXPIRED. A right code for a phone no agent of this merchant (not closed) has is NOT_FOUND.",
    body: Some(&[
        Field::req("otp_id", Kind::Text { max: 64 }, "from /agent/auth/otp"),
        Field::req(
            "code",
            Kind::Shaped {
                max: 6,
                pattern: "^[0-9]{6}$",
                about: "the 6 digits sent by SMS (Arabic-Indic digits are read too)",
            },
            "",
        ),
    ]),
    answer: Answer::ok("AgentTokens"),
    errors: &[E::ValidationError, E::NotFound, E::TokenExpired, E::Forbidden],
    ..Op::DEFAULT
};

const SHOW: Op = Op {
    id: "agentShow",
    summary: "The signed-in agent, with its float and commission",
    answer: Answer::ok("Agent"),
    ..Op::DEFAULT
};

const STATEMENT: Op = Op {
    id: "agentStatement",
    summary: "The signed-in agent's end-of-day statement",
    about: "As the merchant's `GET /agents/{agent_id}/statement`: a Baghdad day (today by default), per currency.",
    query: &[crate::statement::DATE],
    answer: Answer::ok("AgentStatement"),
    errors: &[E::ValidationError],
    ..Op::DEFAULT
};

const OPERATIONS: Op = Op {
    id: "agentOperations",
    summary: "The signed-in agent's latest operations, newest first",
    about: "Cash in and out, float moved in and out, commission moved, cash handed to the merchant (once confirmed): the cash or float each moved, its fee and the agent's commission, and its receipt where it has one. 50 unless `limit` says (at most 100).",
    query: &[Field::opt("limit", Kind::IntText { min: 1, max: 100 }, "default 50")],
    answer: Answer::ok("AgentOperationList"),
    errors: &[E::ValidationError],
    ..Op::DEFAULT
};

const SET_PIN: Op = Op {
    id: "agentSetPin",
    summary: "Set the agent's PIN (a session a code proved in the last 10 minutes)",
    about: "The first PIN makes a pending agent active; set again, it forgets wrong PINs and lifts a block. Event agent.updated.",
    body: Some(&[Field::req("pin", Kind::Pin, "4 digits")]),
    answer: Answer::ok("Agent"),
    errors: &[E::ValidationError, E::InvalidAgentStatus],
    idempotent: true,
    ..Op::DEFAULT
};

const LOOKUP: Op = Op {
    id: "agentLookupUser",
    summary: "The user with this phone, named for the agent to check",
    about: "First name and the initial of the last, and whether the wallet may receive money. Not a user of this merchant: WALLET_NOT_FOUND.",
    query: &[PHONE],
    answer: Answer::ok("AgentUser"),
    errors: &[E::ValidationError, E::WalletNotFound, E::InvalidAgentStatus, E::PinBlocked],
    ..Op::DEFAULT
};

const CASH_IN: Op = Op {
    id: "agentCashIn",
    summary: "Take cash in: the agent's float into a user's wallet",
    about: "The user is found by phone; the agent confirms with its PIN (5 wrong in a row block it until it sets the PIN again with a code). Within the agent's float (INSUFFICIENT_BALANCE), its `daily_cash_in` (DAILY_LIMIT_EXCEEDED, details.limit `daily_cash_in`) and what the user's tier may hold (TIER_UPGRADE_REQUIRED). The user is texted. Event cash_in.completed with `agent_id`.",
    body: Some(&[
        PHONE,
        Field::req("amount", Kind::Amount, "minor units: the cash handed in"),
        Field::req("currency", Kind::Currency, ""),
        Field::req("pin", Kind::Pin, "the agent's PIN"),
    ]),
    answer: Answer::Json {
        status: 201,
        schema: "CashIn",
    },
    errors: &[
        E::ValidationError,
        E::WalletNotFound,
        E::InvalidPin,
        E::PinBlocked,
        E::PinNotSet,
        E::InsufficientBalance,
        E::DailyLimitExceeded,
        E::TierUpgradeRequired,
        E::AccountFrozen,
        E::RecipientUnavailable,
        E::InvalidAgentStatus,
        E::UnsupportedCurrency,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const CASH_IN_PREVIEW: Op = Op {
    id: "agentCashInPreview",
    summary: "What a cash-in would charge and credit, before the agent confirms",
    about: "The user named (as /agent/users), the fee of the merchant's schedule, who pays it, and what the wallet would get. Writes nothing; takes no Idempotency-Key.",
    body: Some(&[
        PHONE,
        Field::req("amount", Kind::Amount, "minor units: the cash handed in"),
        Field::req("currency", Kind::Currency, ""),
    ]),
    answer: Answer::ok("AgentCashInPreview"),
    errors: &[E::ValidationError, E::WalletNotFound, E::InvalidAgentStatus, E::PinBlocked, E::UnsupportedCurrency],
    ..Op::DEFAULT
};

const MOVE_COMMISSION: Op = Op {
    id: "agentMoveCommission",
    summary: "Move the agent's commission into its float",
    about: "Within its commission (INSUFFICIENT_BALANCE) and its `max_float` (AGENT_FLOAT_LIMIT_EXCEEDED), with its PIN.",
    body: Some(&[
        Field::req("amount", Kind::Amount, "minor units"),
        Field::req("currency", Kind::Currency, ""),
        Field::req("pin", Kind::Pin, "the agent's PIN"),
    ]),
    answer: Answer::Json {
        status: 201,
        schema: "AgentCommissionMove",
    },
    errors: &[
        E::ValidationError,
        E::InsufficientBalance,
        E::AgentFloatLimitExceeded,
        E::InvalidPin,
        E::PinBlocked,
        E::PinNotSet,
        E::InvalidAgentStatus,
        E::UnsupportedCurrency,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const DECLARE_DEPOSIT: Op = Op {
    id: "agentDeclareDeposit",
    summary: "Say the agent handed its merchant cash for float",
    about: "Nothing moves until the merchant confirms it (`POST /agent-deposits/{id}/confirm`): then the float grows by the amount. With the agent's PIN.",
    body: Some(&[
        Field::req("amount", Kind::Amount, "minor units: the cash handed"),
        Field::req("currency", Kind::Currency, ""),
        Field::req("pin", Kind::Pin, "the agent's PIN"),
    ]),
    answer: Answer::Json {
        status: 201,
        schema: "AgentDeposit",
    },
    errors: &[
        E::ValidationError,
        E::InvalidPin,
        E::PinBlocked,
        E::PinNotSet,
        E::InvalidAgentStatus,
        E::UnsupportedCurrency,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

async fn ask_code(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    client: Option<Extension<ClientAddr>>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let phone = b.req_phone("phone");
    b.finish()?;
    let client = client.map_or_else(|| "direct".to_string(), |c| c.0 .0.to_string());
    codes::answer_ask(&st, &p.merchant, &phone, &client, Purpose::Agent).await
}

async fn verify(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let otp_id = b.req_str("otp_id", 64);
    let code = codes::read_code(&mut b);
    b.finish()?;
    Ok(ok(
        StatusCode::OK,
        sessions::sign_in(&st, &p.merchant, &otp_id, &code).await?,
    ))
}

async fn show(
    State(st): State<AppState>,
    Extension(p): Extension<AgentPrincipal>,
) -> ApiResult<Response> {
    Ok(ok(StatusCode::OK, sessions::shown(&st, &p).await?))
}

async fn set_pin(
    State(st): State<AppState>,
    AgentWrite {
        agent,
        idem,
        mut body,
    }: AgentWrite,
) -> ApiResult<Response> {
    let pin = body.pin(true).unwrap_or_default();
    body.finish()?;
    desk::set_pin(&st, &agent, &pin, &idem).await
}

async fn lookup(
    State(st): State<AppState>,
    Extension(p): Extension<AgentPrincipal>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let phone = q.req_phone("phone");
    q.finish()?;
    Ok(ok(StatusCode::OK, desk::lookup(&st, &p, &phone).await?))
}

async fn cash_in(
    State(st): State<AppState>,
    AgentWrite {
        agent,
        idem,
        mut body,
    }: AgentWrite,
) -> ApiResult<Response> {
    let phone = body.req_phone("phone");
    let amount = body.req_amount("amount");
    let currency = body.req_currency("currency");
    let pin = body.pin(true).unwrap_or_default();
    body.finish()?;
    desk::cash_in(&st, &agent, &phone, amount, currency, &pin, &idem).await
}

async fn statement(
    State(st): State<AppState>,
    Extension(p): Extension<AgentPrincipal>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let date = q.opt_date("date");
    q.finish()?;
    let now = st.now_for(&p.merchant);
    let date = date.unwrap_or_else(|| sanduq_domain::limits::baghdad(now).date_naive());
    Ok(ok(
        StatusCode::OK,
        crate::statement::of_day(&st, &p.agent, date, now).await?,
    ))
}

async fn operations(
    State(st): State<AppState>,
    Extension(p): Extension<AgentPrincipal>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let limit = q
        .opt_int_text("limit", 1, crate::operations::MAX as i64)
        .map_or(crate::operations::DEFAULT, |n| n as usize);
    q.finish()?;
    Ok(ok(
        StatusCode::OK,
        crate::operations::latest(&st, &p.agent, limit).await?,
    ))
}

async fn cash_in_preview(
    State(st): State<AppState>,
    Extension(p): Extension<AgentPrincipal>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let phone = b.req_phone("phone");
    let amount = b.req_amount("amount");
    let currency = b.req_currency("currency");
    b.finish()?;
    Ok(ok(
        StatusCode::OK,
        desk::cash_in_preview(&st, &p, &phone, amount, currency).await?,
    ))
}

async fn move_commission(
    State(st): State<AppState>,
    AgentWrite {
        agent,
        idem,
        mut body,
    }: AgentWrite,
) -> ApiResult<Response> {
    let amount = body.req_amount("amount");
    let currency = body.req_currency("currency");
    let pin = body.pin(true).unwrap_or_default();
    body.finish()?;
    desk::move_commission(&st, &agent, amount, currency, &pin, &idem).await
}

async fn declare_deposit(
    State(st): State<AppState>,
    AgentWrite {
        agent,
        idem,
        mut body,
    }: AgentWrite,
) -> ApiResult<Response> {
    let amount = body.req_amount("amount");
    let currency = body.req_currency("currency");
    let pin = body.pin(true).unwrap_or_default();
    body.finish()?;
    crate::deposits::declare(&st, &agent, amount, currency, &pin, &idem).await
}
