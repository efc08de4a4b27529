//! The embedded family: checkout sessions the merchant's server creates and reads, and
//! payments it polls (Bearer secret key); and the popup's calls, authorized by the session
//! token alone (Sanduq's own origin, public, rate-limited).

use super::MerchantWrite;
use crate::auth::{self, Principal};
use crate::error::{ok, ApiResult};
use crate::ops::{embedded, qr_codes, qr_tokens, users};
use crate::state::AppState;
use crate::validate::Body;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::routing::{get, post};
use axum::{Extension, Router};
use sanduq_domain::embedded::{
    DEFAULT_EXPIRES_IN, MAX_EXPIRES_IN, MAX_METADATA_KEYS, MIN_EXPIRES_IN,
};
use sanduq_domain::payment::{CaptureMode, MAX_TEXT};

pub fn router(st: AppState) -> Router {
    let merchant = Router::new()
        .route("/api/v1/embedded/checkout/sessions", post(create))
        .route("/api/v1/embedded/checkout/sessions/{session_id}", get(show))
        .route("/api/v1/embedded/payments/{payment_id}", get(payment))
        .route("/api/v1/embedded/qr/charge", post(qr_charge))
        .route("/api/v1/embedded/qr/generate", post(qr_generate))
        .route_layer(from_fn_with_state(st.clone(), auth::secret_key));
    let popup = Router::new()
        .route("/api/v1/embedded/popup/session", post(popup_session))
        .route("/api/v1/embedded/popup/confirm", post(popup_confirm))
        .route("/api/v1/embedded/popup/close", post(popup_close))
        .route("/api/v1/embedded/popup/pin", post(popup_pin))
        .route_layer(from_fn_with_state(st.clone(), auth::public));
    merchant.merge(popup).with_state(st)
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
    let user_id = b.req_str("user_id", users::MAX_EXTERNAL_ID);
    let amount = b.req_amount("amount");
    let currency = b.req_currency("currency");
    let description = b.opt_str("description", MAX_TEXT);
    let reference = b.opt_str("reference", MAX_TEXT);
    let capture_mode = match b.opt_str("capture_mode", 16).as_deref() {
        None | Some("automatic") => CaptureMode::Automatic,
        Some("manual") => CaptureMode::Manual,
        Some(_) => {
            b.fail("capture_mode", "must be automatic or manual");
            CaptureMode::Automatic
        }
    };
    let redirect_url = b.opt_url("redirect_url");
    let metadata = b.opt_metadata("metadata", MAX_METADATA_KEYS);
    let expires_in = b
        .opt_int("expires_in", MIN_EXPIRES_IN, MAX_EXPIRES_IN)
        .unwrap_or(DEFAULT_EXPIRES_IN);
    b.finish()?;
    let n = embedded::NewSession {
        user_id,
        amount,
        currency,
        description,
        reference,
        capture_mode,
        redirect_url,
        metadata,
        expires_in,
    };
    embedded::create(&st, &p.merchant, n, &idem).await
}

async fn show(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        embedded::view(&st, &p.merchant, &id).await?,
    ))
}

async fn payment(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        embedded::payment_view(&st, &p.merchant, &id).await?,
    ))
}

/// A popup body: `session_token` (required), and whatever the call reads after it.
fn token(b: &mut Body) -> String {
    b.req_str("session_token", 200)
}

async fn popup_session(State(st): State<AppState>, body: Bytes) -> ApiResult<Response> {
    let mut b = Body::parse(&body)?;
    let t = token(&mut b);
    b.finish()?;
    Ok(ok(StatusCode::OK, embedded::popup_view(&st, &t).await?))
}

async fn popup_confirm(State(st): State<AppState>, body: Bytes) -> ApiResult<Response> {
    let mut b = Body::parse(&body)?;
    let t = token(&mut b);
    let pin = b.pin(false);
    b.finish()?;
    Ok(ok(StatusCode::OK, embedded::confirm(&st, &t, pin).await?))
}

async fn popup_close(State(st): State<AppState>, body: Bytes) -> ApiResult<Response> {
    let mut b = Body::parse(&body)?;
    let t = token(&mut b);
    b.finish()?;
    Ok(ok(StatusCode::OK, embedded::dismiss(&st, &t).await?))
}

async fn popup_pin(State(st): State<AppState>, body: Bytes) -> ApiResult<Response> {
    let mut b = Body::parse(&body)?;
    let t = token(&mut b);
    let pin = b.pin(true);
    b.finish()?;
    Ok(ok(
        StatusCode::OK,
        embedded::set_pin(&st, &t, &pin.unwrap_or_default()).await?,
    ))
}

/// `{user_token, amount, currency, description?, reference?}`: charges the customer whose
/// wallet shows the token, at once.
async fn qr_charge(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let user_token = b.req_str("user_token", 128);
    let amount = b.req_amount("amount");
    let currency = b.req_currency("currency");
    let description = b.opt_str("description", MAX_TEXT);
    let reference = b.opt_str("reference", MAX_TEXT);
    b.finish()?;
    let c = qr_tokens::Charge {
        user_token,
        amount,
        currency,
        description,
        reference,
    };
    qr_tokens::charge(&st, &p.merchant, c, &idem).await
}

/// `{amount, currency, description?, reference?, format?, size?, expires_in?, metadata?}`:
/// a QR for the POS to show, with its payment awaiting the customer.
async fn qr_generate(
    State(st): State<AppState>,
    headers: axum::http::HeaderMap,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    use sanduq_domain::qr as rules;
    let amount = b.req_amount("amount");
    let currency = b.req_currency("currency");
    let description = b.opt_str("description", MAX_TEXT);
    let reference = b.opt_str("reference", MAX_TEXT);
    let format = match b.opt_str("format", 8).as_deref() {
        None | Some("png") => rules::QrFormat::Png,
        Some("svg") => rules::QrFormat::Svg,
        Some(_) => {
            b.fail("format", "must be png or svg");
            rules::QrFormat::Png
        }
    };
    let size = b.opt_int("size", rules::MIN_SIZE, rules::MAX_SIZE);
    if size.is_some() && format == rules::QrFormat::Svg {
        b.fail("size", "applies to PNG only (an SVG scales)");
    }
    let expires_in = b
        .opt_int("expires_in", rules::MIN_EXPIRES_IN, rules::MAX_EXPIRES_IN)
        .unwrap_or(rules::DEFAULT_EXPIRES_IN);
    let metadata = b.opt_metadata("metadata", MAX_METADATA_KEYS);
    b.finish()?;
    let g = qr_codes::Generate {
        amount,
        currency,
        description,
        reference,
        format,
        size: size.unwrap_or(rules::DEFAULT_SIZE) as u32,
        expires_in,
        metadata,
    };
    let base = st.public_base(&headers);
    qr_codes::generate(&st, &p.merchant, g, &base, &idem).await
}
