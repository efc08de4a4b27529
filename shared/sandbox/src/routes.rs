//! Sandbox helpers (Bearer secret key, sandbox merchants only): mint money into wallets,
//! read wallets, complete a checkout as the buyer, set a buyer's PIN.

use axum::extract::{Path, Request, State};
use axum::http::StatusCode;
use axum::middleware::{from_fn, from_fn_with_state, Next};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Router};
use sanduq_api::auth::{self, Principal};
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes};
use sanduq_api::extract::MerchantWrite;
use sanduq_billing::run;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiError, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_payments::checkout;
use sanduq_payments::qr_codes;
use sanduq_payments::qr_tokens;
use sanduq_payments::users;
use sanduq_payments::wallets;

pub fn router(st: AppState) -> Router {
    routes(st.clone()).finish(st).0
}

pub fn routes(st: AppState) -> Routes {
    Routes::new("sandbox", Auth::Secret)
        .post("/api/v1/sandbox/wallets/topup", topup, &TOPUP)
        .get("/api/v1/sandbox/wallets/{user_id}", wallet, &WALLET)
        .post(
            "/api/v1/sandbox/checkout/sessions/{session_id}/pay",
            pay,
            &PAY,
        )
        .post("/api/v1/sandbox/users/{user_id}/pin", set_pin, &SET_PIN)
        .post(
            "/api/v1/sandbox/users/{user_id}/qr-token",
            qr_token,
            &QR_TOKEN,
        )
        .post("/api/v1/sandbox/qr/{qr_id}/pay", qr_pay, &QR_PAY)
        .get("/api/v1/sandbox/clock", clock, &CLOCK)
        .post(
            "/api/v1/sandbox/clock/advance",
            advance_clock,
            &ADVANCE_CLOCK,
        )
        .layer(|r| {
            r.route_layer(from_fn(sandbox_only))
                .route_layer(from_fn_with_state(st, auth::secret_key))
        })
}

use ErrorCode as E;

const TOPUP: Op = Op {
    id: "sandboxTopUp",
    summary: "Mint test money into a user's wallet",
    body: Some(&[
        Field::req(
            "user_id",
            Kind::Text {
                max: users::MAX_EXTERNAL_ID,
            },
            "a service user id or the merchant's external id",
        ),
        Field::req("currency", Kind::Currency, ""),
        Field::req("amount", Kind::Amount, "minor units"),
    ]),
    answer: Answer::ok("UserWallet"),
    errors: &[E::WalletNotFound, E::UnsupportedCurrency, E::AccountFrozen],
    idempotent: true,
    ..Op::DEFAULT
};

const WALLET: Op = Op {
    id: "sandboxWallet",
    summary: "Read a user's wallet",
    answer: Answer::ok("UserWallet"),
    errors: &[E::WalletNotFound],
    ..Op::DEFAULT
};

const PAY: Op = Op {
    id: "sandboxPayCheckout",
    summary: "Complete a checkout session as its buyer",
    body: Some(&[Field::opt(
        "pin",
        Kind::Pin,
        "the buyer's PIN, when they have one",
    )]),
    answer: Answer::ok("CheckoutSession"),
    errors: &[
        E::NotFound,
        E::PaymentNotFound,
        E::InvalidPin,
        E::PinBlocked,
        E::PinNotSet,
        E::PinRequired,
        E::InsufficientBalance,
        E::FamilyWalletPaused,
        E::FamilyPaymentCapExceeded,
        E::FamilyDailyCapExceeded,
        E::FamilyMerchantNotAllowed,
        E::PaymentExpired,
        E::InvalidPaymentStatus,
        E::VelocityLimitExceeded,
        E::WalletNotFound,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const SET_PIN: Op = Op {
    id: "sandboxSetPin",
    summary: "Set a buyer's PIN",
    body: Some(&[Field::req("pin", Kind::Pin, "4 digits")]),
    answer: Answer::ok("UserPinSet"),
    errors: &[E::WalletNotFound],
    idempotent: true,
    ..Op::DEFAULT
};

const QR_TOKEN: Op = Op {
    id: "sandboxQrToken",
    summary: "Issue a one-time user token for a customer-presented QR",
    body: Some(&[]),
    answer: Answer::created("UserToken"),
    errors: &[E::WalletNotFound],
    idempotent: true,
    ..Op::DEFAULT
};

const QR_PAY: Op = Op {
    id: "sandboxPayQr",
    summary: "Pay a merchant-presented QR as a customer",
    body: Some(&[
        Field::req(
            "user_id",
            Kind::Text {
                max: users::MAX_EXTERNAL_ID,
            },
            "the paying customer",
        ),
        Field::opt("pin", Kind::Pin, ""),
    ]),
    answer: Answer::ok("QrPaid"),
    errors: &[
        E::NotFound,
        E::WalletNotFound,
        E::InvalidPin,
        E::PinBlocked,
        E::PinNotSet,
        E::PinRequired,
        E::InsufficientBalance,
        E::FamilyWalletPaused,
        E::FamilyPaymentCapExceeded,
        E::FamilyDailyCapExceeded,
        E::FamilyMerchantNotAllowed,
        E::PaymentExpired,
        E::InvalidPaymentStatus,
        E::VelocityLimitExceeded,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const CLOCK: Op = Op {
    id: "sandboxClock",
    summary: "The merchant's test clock",
    answer: Answer::ok("Clock"),
    ..Op::DEFAULT
};

pub const ADVANCE_CLOCK: Op = Op {
    id: "sandboxAdvanceClock",
    summary: "Move the test clock forward and run what became due",
    body: Some(&[Field::req(
        "seconds",
        Kind::Int {
            min: 1,
            max: crate::clock::MAX_CLOCK_ADVANCE_SECS,
        },
        "",
    )]),
    answer: Answer::ok("Clock"),
    idempotent: true,
    ..Op::DEFAULT
};

async fn sandbox_only(req: Request, next: Next) -> Response {
    match req.extensions().get::<Principal>() {
        Some(p) if p.merchant.sandbox => next.run(req).await,
        _ => ApiError::new(
            ErrorCode::Forbidden,
            "sandbox helpers need a sandbox merchant",
        )
        .into_response(),
    }
}

async fn topup(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let user_id = b.req_str("user_id", users::MAX_EXTERNAL_ID);
    let currency = b.req_currency("currency");
    let amount = b.req_amount("amount");
    b.finish()?;
    let r = wallets::topup(&st, &p.merchant, &user_id, currency, amount, &idem).await?;
    // a past_due customer whose wallet now covers the amount is retried at once
    if let Err(e) = run::after_topup(&st, &p.merchant, &user_id).await {
        tracing::warn!(code = e.code().as_str(), error = %e.0.message, "top-up retry not run; the scheduled retries go on");
    }
    Ok(r)
}

async fn wallet(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(user_id): Path<String>,
) -> ApiResult<Response> {
    wallets::wallet_view(&st, &p.merchant, &user_id).await
}

async fn pay(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        headers,
    }: MerchantWrite,
) -> ApiResult<Response> {
    let pin = b.pin(false);
    b.finish()?;
    checkout::pay(&st, &p.merchant, &id, pin, &st.public_base(&headers), &idem).await
}

/// The customer confirms a merchant-presented QR (by its id or readable code) in their
/// wallet: `{user_id, pin?}`.
async fn qr_pay(
    State(st): State<AppState>,
    Path(qr_id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let user = b.req_str("user_id", users::MAX_EXTERNAL_ID);
    let pin = b.pin(false);
    b.finish()?;
    qr_codes::pay(&st, &p.merchant, &qr_id, &user, pin, None, &idem).await
}

/// A one-time user token for the customer-presented QR (the wallet app's part, here).
async fn qr_token(
    State(st): State<AppState>,
    Path(user_id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    b.finish()?;
    qr_tokens::issue_token(
        &st,
        &p.merchant,
        &user_id,
        qr_tokens::Proof::SandboxHelper,
        &idem,
    )
    .await
}

async fn set_pin(
    State(st): State<AppState>,
    Path(user_id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let pin = b.pin(true);
    b.finish()?;
    users::set_pin(&st, &p.merchant, &user_id, &pin.unwrap_or_default(), &idem).await
}

async fn clock(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        crate::clock::clock_view(&st, &p.merchant),
    ))
}

/// Moves the caller's test clock forward by `seconds` and runs what became due.
pub async fn advance_clock(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let seconds = b.opt_int("seconds", 1, crate::clock::MAX_CLOCK_ADVANCE_SECS);
    if !b.has("seconds") {
        b.fail("seconds", "is required");
    }
    b.finish()?;
    crate::clock::advance_clock(&st, &p.merchant.id, seconds.unwrap_or(0), &idem).await
}
