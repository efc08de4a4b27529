//! The core family: /users, /checkout, /payments, and the merchant's own wallet. Bearer secret key.

use super::MerchantWrite;
use crate::auth::{self, Principal};
use crate::error::{ok, ApiResult};
use crate::ops::{checkout, merchants, payments, users, wallets};
use crate::state::AppState;
use crate::views;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::routing::{get, post};
use axum::{Extension, Router};
use sanduq_domain::merchant::{contrast_with_white, MIN_CONTRAST};
use sanduq_domain::payment::MAX_TEXT;
use sanduq_domain::user::{is_e164, is_email};

pub fn router(st: AppState) -> Router {
    Router::new()
        .route("/api/v1/users/sync", post(sync_user))
        .route("/api/v1/checkout/sessions", post(create_session))
        .route("/api/v1/checkout/sessions/{session_id}", get(get_session))
        .route("/api/v1/payments/{payment_id}/capture", post(capture))
        .route("/api/v1/payments/{payment_id}/refund", post(refund))
        .route("/api/v1/merchant/wallet", get(merchant_wallet))
        .route(
            "/api/v1/merchant/branding",
            get(get_branding).patch(patch_branding),
        )
        .route_layer(from_fn_with_state(st.clone(), auth::secret_key))
        .with_state(st)
}

async fn sync_user(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let external_user_id = b.req_str("external_user_id", users::MAX_EXTERNAL_ID);
    let name = b.req_str("name", users::MAX_NAME);
    let email = b.opt_str("email", 254);
    let phone = b.opt_str("phone", 16);
    if email.as_deref().is_some_and(|e| !is_email(e)) {
        b.fail("email", "must be an e-mail address");
    }
    if phone.as_deref().is_some_and(|p| !is_e164(p)) {
        b.fail("phone", "must be in E.164 format, e.g. +9647701234567");
    }
    b.finish()?;
    let input = users::SyncInput {
        external_user_id,
        name,
        email,
        phone,
    };
    users::sync(&st, &p.merchant, input, &idem).await
}

async fn create_session(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        headers,
    }: MerchantWrite,
) -> ApiResult<Response> {
    let n = checkout::NewSession {
        external_user_id: b.req_str("external_user_id", users::MAX_EXTERNAL_ID),
        amount: b.req_amount("amount"),
        currency: b.req_currency("currency"),
        description: b.opt_str("description", MAX_TEXT),
        reference: b.opt_str("reference", MAX_TEXT),
        success_url: b.req_url("success_url"),
        cancel_url: b.req_url("cancel_url"),
        metadata: b.opt_metadata("metadata", 20),
    };
    b.finish()?;
    checkout::create(&st, &p.merchant, n, &st.public_base(&headers), &idem).await
}

async fn get_session(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        checkout::view(&st, &p.merchant, &id, &st.public_base(&headers)).await?,
    ))
}

async fn capture(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let amount = b.opt_amount("amount");
    b.finish()?;
    payments::capture(&st, &p.merchant, &id, amount, &idem, views::core_capture).await
}

async fn refund(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let input = payments::RefundInput::parse(&mut b);
    b.finish()?;
    payments::refund(&st, &p.merchant, &id, input, &idem, |p, refunds| {
        views::refund_result(p, refunds, sanduq_domain::session::core_status(p.status))
    })
    .await
}

async fn merchant_wallet(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        wallets::merchant_view(&st, &p.merchant).await?,
    ))
}

async fn get_branding(Extension(p): Extension<Principal>) -> ApiResult<Response> {
    Ok(ok(StatusCode::OK, merchants::branding_view(&p.merchant)))
}

/// `{name?, logo_url? (https), brand_color? ("#RRGGBB", white text on it at WCAG AA
/// 4.5:1 or more), support_url?}`; null clears a field.
async fn patch_branding(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let clear: Vec<&str> = ["name", "logo_url", "brand_color", "support_url"]
        .into_iter()
        .filter(|f| b.is_null(f))
        .collect();
    let name = b.opt_str("name", 256);
    let logo_url = b.opt_url("logo_url");
    if logo_url
        .as_deref()
        .is_some_and(|u| !u.starts_with("https://"))
    {
        b.fail("logo_url", "must be an https URL");
    }
    let support_url = b.opt_url("support_url");
    let brand_color = b.opt_str("brand_color", 7);
    let mut ratio = None;
    if let Some(c) = &brand_color {
        match contrast_with_white(c) {
            None => b.fail("brand_color", "must be a colour in the form #RRGGBB"),
            Some(r) if r < MIN_CONTRAST => {
                ratio = Some((r * 100.0).floor() / 100.0);
                b.fail(
                    "brand_color",
                    format!(
                        "white text on it has a contrast of {:.2}:1; WCAG AA needs at least 4.5:1",
                        r
                    ),
                );
            }
            Some(_) => {}
        }
    }
    if let Err(mut e) = b.finish() {
        if let (Some(r), Some(d)) = (ratio, e.0.details.as_mut()) {
            d["contrast_ratio"] = r.into();
            d["minimum_contrast_ratio"] = MIN_CONTRAST.into();
        }
        return Err(e);
    }
    merchants::set_branding(
        &st,
        &p.merchant.id,
        |br| {
            for f in &clear {
                match *f {
                    "name" => br.name = None,
                    "logo_url" => br.logo_url = None,
                    "brand_color" => br.brand_color = None,
                    _ => br.support_url = None,
                }
            }
            if let Some(v) = &name {
                br.name = Some(v.clone());
            }
            if let Some(v) = &logo_url {
                br.logo_url = Some(v.clone());
            }
            if let Some(v) = &brand_color {
                br.brand_color = Some(v.to_ascii_uppercase());
            }
            if let Some(v) = &support_url {
                br.support_url = Some(v.clone());
            }
        },
        &idem,
    )
    .await
}
