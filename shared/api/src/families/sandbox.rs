//! Sandbox helpers (Bearer secret key, sandbox merchants only): mint money into wallets,
//! read wallets, complete a checkout as the buyer, set a buyer's PIN.

use super::MerchantWrite;
use crate::auth::{self, Principal};
use crate::error::{ok, ApiError, ApiResult};
use crate::ops::{billing, merchants, payments, qr_codes, qr_tokens, users, wallets};
use crate::state::AppState;
use axum::extract::{Path, Request, State};
use axum::http::StatusCode;
use axum::middleware::{from_fn, from_fn_with_state, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Router};
use sanduq_domain::ErrorCode;

pub fn router(st: AppState) -> Router {
    Router::new()
        .route("/api/v1/sandbox/wallets/topup", post(topup))
        .route("/api/v1/sandbox/wallets/{user_id}", get(wallet))
        .route(
            "/api/v1/sandbox/checkout/sessions/{session_id}/pay",
            post(pay),
        )
        .route("/api/v1/sandbox/users/{user_id}/pin", post(set_pin))
        .route("/api/v1/sandbox/users/{user_id}/qr-token", post(qr_token))
        .route("/api/v1/sandbox/qr/{qr_id}/pay", post(qr_pay))
        .route("/api/v1/sandbox/clock", get(clock))
        .route("/api/v1/sandbox/clock/advance", post(advance_clock))
        .route_layer(from_fn(sandbox_only))
        .route_layer(from_fn_with_state(st.clone(), auth::secret_key))
        .with_state(st)
}

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
    if let Err(e) = billing::after_topup(&st, &p.merchant, &user_id).await {
        tracing::warn!(code = e.code().as_str(), error = %e.0.message, "top-up retry not run; the scheduled retries go on");
    }
    Ok(r)
}

async fn wallet(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(user_id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        wallets::wallet_view(&st, &p.merchant, &user_id).await?,
    ))
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
    payments::pay(&st, &p.merchant, &id, pin, &st.public_base(&headers), &idem).await
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
    qr_codes::pay(&st, &p.merchant, &qr_id, &user, pin, &idem).await
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
    qr_tokens::issue_token(&st, &p.merchant, &user_id, &idem).await
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
    Ok(ok(StatusCode::OK, merchants::clock_view(&st, &p.merchant)))
}

/// Moves the caller's test clock forward by `seconds` and runs what became due.
async fn advance_clock(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let seconds = b.opt_int("seconds", 1, merchants::MAX_CLOCK_ADVANCE_SECS);
    if !b.has("seconds") {
        b.fail("seconds", "is required");
    }
    b.finish()?;
    merchants::advance_clock(&st, &p.merchant.id, seconds.unwrap_or(0), &idem).await
}
