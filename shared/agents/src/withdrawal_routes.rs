//! Cash at an agent over HTTP: the user asks for it in the wallet (its access token),
//! reads and cancels it (`/wallet/withdrawals`); the agent redeems it with the whole code
//! (`/agent/withdrawals/redeem`).

use crate::sessions::{self, AgentWrite};
use crate::withdrawals;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::Extension;
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes};
use sanduq_api::extract::{Fields, Query};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_wallets::auth::{user_token, UserPrincipal, UserWrite};

use ErrorCode as E;

pub fn routes(st: AppState) -> Routes {
    let user = Routes::new("agents", Auth::User)
        .post("/api/v1/wallet/withdrawals", create, &CREATE)
        .get("/api/v1/wallet/withdrawals", list, &LIST)
        .get("/api/v1/wallet/agents", agents_near, &AGENTS_NEAR)
        .post("/api/v1/wallet/withdrawals/preview", preview, &PREVIEW)
        .get("/api/v1/wallet/withdrawals/{withdrawal_id}", show, &SHOW)
        .post(
            "/api/v1/wallet/withdrawals/{withdrawal_id}/cancel",
            cancel,
            &CANCEL,
        )
        .layer(|r| r.route_layer(from_fn_with_state(st.clone(), user_token)));
    let agent = Routes::new("agents", Auth::Agent)
        .post("/api/v1/agent/withdrawals/redeem", redeem, &REDEEM)
        .layer(|r| r.route_layer(from_fn_with_state(st, sessions::agent_token)));
    user.merge(agent)
}

const CREATE: Op = Op {
    id: "walletWithdraw",
    summary: "Withdraw cash at an agent: hold the amount and get a code",
    about: "The amount must be one the banknotes agents pay make (IQD in 1,000s, USD in whole dollars): otherwise VALIDATION_ERROR on `amount` with `details.payable_below` and `payable_above`. Needs identity tier 1 and the PIN; at most 2,000,000 IQD (1,500 USD) a Baghdad day (DAILY_LIMIT_EXCEEDED). The amount is held at once; the answer's `code_part` is the code's first 6 digits, its last 4 come by SMS. Valid 15 minutes: then the hold comes back. Event withdrawal.created.",
    body: Some(&[
        Field::req("amount", Kind::Amount, "minor units"),
        Field::req("currency", Kind::Currency, ""),
        Field::req("pin", Kind::Pin, "the user's PIN"),
    ]),
    answer: Answer::Json {
        status: 201,
        schema: "Withdrawal",
    },
    errors: &[
        E::ValidationError,
        E::InsufficientBalance, E::FamilyWalletPaused, E::FamilyCashOutNotAllowed, E::FamilyDailyCapExceeded,
        E::DailyLimitExceeded,
        E::KycRequired,
        E::InvalidPin,
        E::PinBlocked,
        E::PinNotSet,
        E::AccountFrozen,
        E::UnsupportedCurrency,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const LIST: Op = Op {
    id: "walletListWithdrawals",
    summary: "The signed-in user's withdrawals at agents, newest first",
    about: "Each as `GET /wallet/withdrawals/{withdrawal_id}` shows it: a pending one carries its `code_part`. 20 unless `limit` says (at most 50); `status` keeps those in it now.",
    query: &[
        Field::opt("limit", Kind::IntText { min: 1, max: 50 }, "default 20"),
        Field::opt(
            "status",
            Kind::Word {
                max: 10,
                one_of: &sanduq_domain::withdrawal::Status::NAMES,
            },
            "",
        ),
    ],
    answer: Answer::ok("WithdrawalList"),
    errors: &[E::ValidationError],
    ..Op::DEFAULT
};

const AGENTS_NEAR: Op = Op {
    id: "walletListAgents",
    summary: "Where to withdraw: the merchant's active agents, by governorate",
    about: "Name, place and till of each agent that serves now (active), at most 100, by governorate and district.",
    query: &[Field::opt(
        "governorate",
        Kind::Word {
            max: 12,
            one_of: &sanduq_domain::agent::GOVERNORATES,
        },
        "only those in this governorate",
    )],
    answer: Answer::ok("WalletAgentList"),
    errors: &[E::ValidationError],
    ..Op::DEFAULT
};

const PREVIEW: Op = Op {
    id: "walletWithdrawalPreview",
    summary: "The notes, the fee and the total of a withdrawal at an agent, before the PIN",
    about: "An amount the banknotes do not make: VALIDATION_ERROR with `details.payable_below` and `payable_above`. Writes nothing; takes no Idempotency-Key.",
    body: Some(&[
        Field::req("amount", Kind::Amount, "minor units"),
        Field::req("currency", Kind::Currency, ""),
    ]),
    answer: Answer::ok("WithdrawalPreview"),
    errors: &[E::ValidationError, E::UnsupportedCurrency],
    ..Op::DEFAULT
};

const SHOW: Op = Op {
    id: "walletGetWithdrawal",
    summary: "One of the signed-in user's withdrawals at agents",
    about: "`status` as of now: a pending one past `expires_at` reads `expired`.",
    answer: Answer::ok("Withdrawal"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const CANCEL: Op = Op {
    id: "walletCancelWithdrawal",
    summary: "Cancel a withdrawal before an agent pays it: the hold comes back",
    about:
        "Paid, canceled or expired already: INVALID_WITHDRAWAL_STATUS. Event withdrawal.canceled.",
    body: Some(&[]),
    answer: Answer::ok("Withdrawal"),
    errors: &[E::NotFound, E::InvalidWithdrawalStatus],
    idempotent: true,
    ..Op::DEFAULT
};

const REDEEM: Op = Op {
    id: "agentRedeemWithdrawal",
    summary: "Pay out a user's withdrawal: the whole code, the amount and the agent's PIN",
    about: "The code is the user's 10 digits: the 6 their app shows, then the 4 their text message gave (NOT_FOUND when no open withdrawal has the first 6). A wrong last 4 is VALIDATION_ERROR with `details.tries_left`: the fifth cancels the withdrawal. The amount must be the withdrawal's. The hold moves to the agent's float (within its `max_float` and `daily_cash_out`) and the agent hands the cash; a receipt for both. Past its time: INVALID_WITHDRAWAL_STATUS, the hold released. Event withdrawal.redeemed.",
    body: Some(&[
        Field::req(
            "code",
            Kind::Shaped {
                max: 14,
                pattern: "^[0-9 -]{10,14}$",
                about: "10 digits (spaces or dashes between are read)",
            },
            "",
        ),
        Field::req("amount", Kind::Amount, "minor units: the cash to hand over"),
        Field::req("pin", Kind::Pin, "the agent's PIN"),
    ]),
    answer: Answer::ok("Withdrawal"),
    errors: &[
        E::ValidationError,
        E::NotFound,
        E::InvalidWithdrawalStatus,
        E::InvalidPin,
        E::PinBlocked,
        E::PinNotSet,
        E::InvalidAgentStatus,
        E::AgentFloatLimitExceeded,
        E::DailyLimitExceeded,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

async fn create(
    State(st): State<AppState>,
    UserWrite {
        user,
        idem,
        mut body,
    }: UserWrite,
) -> ApiResult<Response> {
    let amount = body.req_amount("amount");
    let currency = body.req_currency("currency");
    let pin = body.pin(true).unwrap_or_default();
    body.finish()?;
    withdrawals::create(&st, &user, amount, currency, &pin, &idem).await
}

async fn show(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(StatusCode::OK, withdrawals::show(&st, &u, &id).await?))
}

async fn list(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    use sanduq_domain::withdrawal::Status;
    let limit = q.opt_int_text("limit", 1, 50).unwrap_or(20) as usize;
    let status = q.opt_str("status", 10);
    if let Some(s) = status.as_deref().filter(|s| !Status::NAMES.contains(s)) {
        let why = format!("must be one of {}, not {s}", Status::NAMES.join(", "));
        q.fail("status", why);
    }
    q.finish()?;
    Ok(ok(
        StatusCode::OK,
        withdrawals::list(&st, &u, limit, status.as_deref()).await?,
    ))
}

async fn cancel(
    State(st): State<AppState>,
    Path(id): Path<String>,
    UserWrite { user, idem, body }: UserWrite,
) -> ApiResult<Response> {
    body.finish()?;
    withdrawals::cancel(&st, &user, &id, &idem).await
}

async fn redeem(
    State(st): State<AppState>,
    AgentWrite {
        agent,
        idem,
        mut body,
    }: AgentWrite,
) -> ApiResult<Response> {
    let code = sanduq_domain::phone::ascii_digits(&body.req_str("code", 14));
    let amount = body.req_amount("amount");
    let pin = body.pin(true).unwrap_or_default();
    body.finish()?;
    withdrawals::redeem(&st, &agent, &code, amount, &pin, &idem).await
}

async fn preview(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let amount = b.req_amount("amount");
    let currency = b.req_currency("currency");
    b.finish()?;
    Ok(ok(
        StatusCode::OK,
        withdrawals::preview(&st, &u, amount, currency).await?,
    ))
}

async fn agents_near(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    use sanduq_domain::agent::{Status, GOVERNORATES};
    let governorate = q.opt_str("governorate", 12);
    if governorate
        .as_deref()
        .is_some_and(|g| !GOVERNORATES.contains(&g))
    {
        q.fail(
            "governorate",
            format!("must be one of {}", GOVERNORATES.join(", ")),
        );
    }
    q.finish()?;
    let mut agents: Vec<_> = crate::records::of_merchant(&st, &u.merchant.id)
        .await?
        .into_iter()
        .filter(|a| a.status == Status::Active)
        .filter(|a| {
            governorate
                .as_ref()
                .is_none_or(|g| g == &a.location.governorate)
        })
        .collect();
    agents.sort_by(|a, b| {
        (&a.location.governorate, &a.location.district, &a.name).cmp(&(
            &b.location.governorate,
            &b.location.district,
            &b.name,
        ))
    });
    let data: Vec<serde_json::Value> = agents
        .iter()
        .take(100)
        .map(|a| {
            serde_json::json!({
                "id": a.id,
                "name": a.name,
                "location": a.location,
                "till_number": a.till_number,
            })
        })
        .collect();
    Ok(ok(
        StatusCode::OK,
        serde_json::json!({ "object": "list", "data": data }),
    ))
}
