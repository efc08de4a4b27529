//! Family wallets over HTTP: the guardian's `/wallet/dependants` (its access token), and a
//! dependant's sign-in with the code the guardian's wallet showed (a publishable key).

use crate::auth::{UserPrincipal, UserWrite};
use crate::{dependants, sessions, statement};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::middleware::from_fn_with_state;
use axum::response::{IntoResponse, Response};
use axum::Extension;
use sanduq_api::auth::{self as api_auth, Principal};
use sanduq_api::client::ClientAddr;
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes};
use sanduq_api::extract::{Fields, Query};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::state::AppState;

use ErrorCode as E;

pub fn routes(st: AppState) -> Routes {
    let sign_in = Routes::new("wallet", Auth::Publishable)
        .post("/api/v1/wallet/auth/family-code", sign_in, &SIGN_IN)
        .layer(|r| r.route_layer(from_fn_with_state(st.clone(), api_auth::publishable_key)));
    let guardian = Routes::new("wallet", Auth::User)
        .post("/api/v1/wallet/dependants", create, &CREATE)
        .get("/api/v1/wallet/dependants", list, &LIST)
        .get("/api/v1/wallet/dependants/{dependant_id}", show, &SHOW)
        .patch("/api/v1/wallet/dependants/{dependant_id}", update, &UPDATE)
        .get(
            "/api/v1/wallet/dependants/{dependant_id}/transactions",
            transactions,
            &TRANSACTIONS,
        )
        .post(
            "/api/v1/wallet/dependants/{dependant_id}/sign-in-codes",
            code,
            &CODE,
        )
        .layer(|r| r.route_layer(from_fn_with_state(st, crate::auth::user_token)));
    sign_in.merge(guardian)
}

const NAME: Field = Field::req(
    "name",
    Kind::Text { max: 256 },
    "the dependant's name, as the guardian writes it",
);

const CREATE: Op = Op {
    id: "walletCreateDependant",
    summary: "Open a family wallet for a child or family member",
    about: "The signed-in user becomes its guardian: identity tier 1 or more (KYC_REQUIRED, KYC_PENDING or KYC_REJECTED otherwise), at most 5 dependants (DEPENDANT_LIMIT_REACHED), not a family wallet itself (FORBIDDEN). The new wallet's rules: no caps, no cash out, transfers only back to the guardian, not paused; money comes into it only from the guardian's transfers. With a `phone` the dependant signs in as anyone does (a phone another wallet of the merchant has: VALIDATION_ERROR); without one, with a code the guardian's wallet shows (`/wallet/dependants/{dependant_id}/sign-in-codes`). Screened as every new user (a match holds it). Event user.created.",
    body: Some(&[
        NAME,
        Field::req(
            "date_of_birth",
            Kind::Date,
            "YYYY-MM-DD, not after today, within 120 years",
        ),
        Field::opt("phone", Kind::Phone, "the dependant's own phone, if any"),
    ]),
    answer: Answer::Json {
        status: 201,
        schema: "Dependant",
    },
    errors: &[
        E::ValidationError,
        E::KycRequired,
        E::KycPending,
        E::KycRejected,
        E::DependantLimitReached,
        E::Forbidden,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const LIST: Op = Op {
    id: "walletListDependants",
    summary: "The signed-in guardian's family wallets",
    about: "Oldest first, each with its rules, balances and what it spent today (a Baghdad day).",
    answer: Answer::ok("DependantList"),
    errors: &[],
    ..Op::DEFAULT
};

const SHOW: Op = Op {
    id: "walletGetDependant",
    summary: "One of the signed-in guardian's family wallets",
    about: "Another user's dependant, or a user who is no dependant: NOT_FOUND.",
    answer: Answer::ok("Dependant"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const UPDATE: Op = Op {
    id: "walletUpdateDependant",
    summary: "Set a family wallet's rules (or its name)",
    about: "`rules` changes what it names and keeps the rest: `per_payment`, `daily` and `notify_over` (amounts by currency, `{\"IQD\": 25000}`; a currency null or left out of the map: none), `allowed_merchants` (merchant ids) and `allowed_categories` (4-digit merchant category codes; both empty: any merchant), `cash_out` (true lets cash out, at an agent too), `transfers` (`none` or `guardian_only`), `paused` (nothing leaves the wallet). Each payment, transfer and cash-out checks them in its own transaction; a refusal names the rule: FAMILY_WALLET_PAUSED, FAMILY_PAYMENT_CAP_EXCEEDED, FAMILY_DAILY_CAP_EXCEEDED, FAMILY_MERCHANT_NOT_ALLOWED, FAMILY_CASH_OUT_NOT_ALLOWED, FAMILY_TRANSFER_NOT_ALLOWED. A payment over `notify_over` is texted to the guardian.",
    body: Some(&[
        Field::opt("rules", Kind::FamilyRules, "the rules to change"),
        Field::opt("name", Kind::Text { max: 256 }, "a new name"),
    ]),
    answer: Answer::ok("Dependant"),
    errors: &[E::ValidationError, E::NotFound],
    idempotent: true,
    ..Op::DEFAULT
};

const TRANSACTIONS: Op = Op {
    id: "walletDependantTransactions",
    summary: "A family wallet's statement, for its guardian",
    about: "As `GET /wallet/transactions` shows the dependant its own: newest first, `currency`, `cursor`, `limit` (at most 100).",
    query: &[
        Field::opt("currency", Kind::Currency, "one currency's lines"),
        Field::opt("cursor", Kind::Text { max: 400 }, "next_cursor of the page before"),
        Field::opt("limit", Kind::IntText { min: 1, max: 100 }, "default 20"),
    ],
    answer: Answer::ok("WalletStatement"),
    errors: &[E::ValidationError, E::NotFound, E::UnsupportedCurrency],
    ..Op::DEFAULT
};

const CODE: Op = Op {
    id: "walletDependantSignInCode",
    summary: "A code for a family wallet to sign in with on its own device",
    about: "10 digits, shown to the guardian only (read it out or show it), valid 10 minutes, used once; the dependant types it at `/wallet/auth/family-code` or on the hosted wallet's sign-in page. A new code does not end one shown before.",
    body: Some(&[]),
    answer: Answer::Json {
        status: 201,
        schema: "DependantSignInCode",
    },
    errors: &[E::NotFound],
    idempotent: true,
    ..Op::DEFAULT
};

const SIGN_IN: Op = Op {
    id: "walletFamilyCodeSignIn",
    summary: "Sign a family wallet in with the code its guardian's wallet showed",
    about: "Answers tokens as `/wallet/auth/verify` does. A wrong, used or expired code: NOT_FOUND. Each try counts: at most 30 an hour from one address (RATE_LIMIT_EXCEEDED with Retry-After).",
    body: Some(&[Field::req(
        "code",
        Kind::Shaped {
            max: 14,
            pattern: "^[0-9 -]{10,14}$",
            about: "10 digits (spaces or dashes between are read)",
        },
        "",
    )]),
    answer: Answer::ok("WalletTokens"),
    errors: &[E::ValidationError, E::NotFound, E::RateLimitExceeded],
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
    let name = body.req_str("name", 256);
    let born = body.req_date("date_of_birth");
    let phone = body.opt_phone("phone");
    let today = sanduq_domain::limits::baghdad(st.now_for(&user.merchant)).date_naive();
    let date_of_birth = born.and_then(|d| {
        let typed = d.format("%Y-%m-%d").to_string();
        sanduq_domain::family::date_of_birth(&typed, today)
            .map_err(|why| body.fail("date_of_birth", why))
            .ok()
    });
    body.finish()?;
    let new = dependants::New {
        name,
        date_of_birth: date_of_birth.unwrap_or_default(),
        phone,
    };
    dependants::create(&st, &user, new, &idem).await
}

async fn list(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
) -> ApiResult<Response> {
    Ok(ok(StatusCode::OK, dependants::list(&st, &u).await?))
}

async fn show(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let f = dependants::load(&st, &u, &id).await?;
    Ok(ok(
        StatusCode::OK,
        dependants::view(&st, &u.merchant, &f.user).await?,
    ))
}

async fn update(
    State(st): State<AppState>,
    Path(id): Path<String>,
    UserWrite {
        user,
        idem,
        mut body,
    }: UserWrite,
) -> ApiResult<Response> {
    let rules = body
        .opt_value("rules")
        .unwrap_or_else(|| serde_json::json!({}));
    let name = body.opt_str("name", 256);
    body.finish()?;
    dependants::update(&st, &user, &id, &rules, name.as_deref(), &idem).await
}

async fn transactions(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
    Path(id): Path<String>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let asked = statement::Asked::read(&mut q);
    q.finish()?;
    let f = dependants::load(&st, &u, &id).await?;
    Ok(ok(
        StatusCode::OK,
        asked.page(&st, &u.merchant, &f.user.id).await?,
    ))
}

async fn code(
    State(st): State<AppState>,
    Path(id): Path<String>,
    UserWrite { user, idem, body }: UserWrite,
) -> ApiResult<Response> {
    body.finish()?;
    dependants::sign_in_code(&st, &user, &id, &idem).await
}

async fn sign_in(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    client: Option<Extension<ClientAddr>>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let typed = b.req_str("code", 14);
    let code = dependants::code_digits(&typed);
    if code.is_none() && !typed.is_empty() {
        b.fail("code", "must be the 10 digits the guardian's wallet shows");
    }
    b.finish()?;
    let client = client.map_or_else(|| "direct".to_string(), |c| c.0 .0.to_string());
    let code = code.unwrap_or_default();
    match dependants::sign_in(&st, &p.merchant, &code, &client, |_| Ok(vec![])).await {
        Ok(signed) => Ok(ok(
            StatusCode::OK,
            sessions::answer(&signed.tokens, &signed.user),
        )),
        Err(e) if e.code() == ErrorCode::RateLimitExceeded => {
            let mut res = e.into_response();
            res.headers_mut().insert(
                "retry-after",
                axum::http::HeaderValue::from(crate::codes::next_hour_secs()),
            );
            Ok(res)
        }
        Err(e) => Err(e),
    }
}
