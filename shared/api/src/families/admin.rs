//! The platform admin API (/api/v1/admin, admin key): merchants, their status, limits and
//! keys, and the conservation audit. Merchant keys never work here; the admin key moves no money.

use crate::auth;
use crate::error::{ok, ApiError, ApiResult};
use crate::ops::{audit, merchants};
use crate::state::AppState;
use crate::validate::Body;
use crate::views;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;
use sanduq_domain::merchant::{
    KeyKind, MerchantStatus, AUTHORIZATION_SECS_RANGE, DEFAULT_COMMISSION_BPS, MAX_COMMISSION_BPS,
};
use serde_json::json;

pub fn router(st: AppState) -> Router {
    Router::new()
        .route("/api/v1/admin/merchants", post(create))
        .route("/api/v1/admin/merchants/{id}", get(show).patch(patch))
        .route("/api/v1/admin/merchants/{id}/status", post(status))
        .route(
            "/api/v1/admin/merchants/{id}/keys",
            get(list_keys).post(issue_key),
        )
        .route(
            "/api/v1/admin/merchants/{id}/keys/{key_id}/revoke",
            post(revoke_key),
        )
        .route("/api/v1/admin/merchants/{id}/audit", get(audit_merchant))
        .route_layer(from_fn_with_state(st.clone(), auth::admin_key))
        .with_state(st)
}

fn status_field(b: &mut Body, required: bool) -> Option<MerchantStatus> {
    let s = if required {
        Some(b.req_str("status", 16))
    } else {
        b.opt_str("status", 16)
    };
    match s.as_deref() {
        None | Some("") => None,
        Some(v) => MerchantStatus::parse(v).or_else(|| {
            b.fail(
                "status",
                "must be one of pending, approved, rejected, suspended",
            );
            None
        }),
    }
}

async fn create(State(st): State<AppState>, body: Bytes) -> ApiResult<Response> {
    let mut b = Body::parse(&body)?;
    let name = b.req_str("name", 256);
    let status = status_field(&mut b, false).unwrap_or(MerchantStatus::Pending);
    let commission_bps = b
        .opt_int("commission_bps", 0, MAX_COMMISSION_BPS as i64)
        .map_or(DEFAULT_COMMISSION_BPS, |v| v as u32);
    let rate_limit = b.opt_int("rate_limit", 1, 100_000).map(|v| v as u32);
    let sandbox = match b.opt_str("environment", 16).as_deref() {
        None | Some("sandbox") => true,
        Some("production") => false,
        Some(_) => {
            b.fail("environment", "must be sandbox or production");
            true
        }
    };
    b.finish()?;
    let keys = merchants::Keys::for_env(sandbox);
    let new = merchants::NewMerchant {
        name,
        status,
        commission_bps,
        rate_limit,
        sandbox,
    };
    let m = merchants::create(&st, new, &keys).await?;
    let mut data = views::merchant(&m);
    data["keys"] = keys.to_json();
    Ok(ok(StatusCode::CREATED, data))
}

async fn show(State(st): State<AppState>, Path(id): Path<String>) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        views::merchant(&merchants::get(&st, &id).await?),
    ))
}

async fn patch(
    State(st): State<AppState>,
    Path(id): Path<String>,
    body: Bytes,
) -> ApiResult<Response> {
    let mut b = Body::parse(&body)?;
    let name = b.opt_str("name", 256);
    let commission = b.opt_int("commission_bps", 0, MAX_COMMISSION_BPS as i64);
    let clear_limit = body_has_null(&body, "rate_limit");
    let rate_limit = b.opt_int("rate_limit", 1, 100_000);
    let (lo, hi) = AUTHORIZATION_SECS_RANGE;
    let authorization = b.opt_int("authorization_expiry_seconds", lo, hi);
    b.finish()?;
    let m = merchants::update(&st, &id, |m| {
        if let Some(a) = authorization {
            m.authorization_ttl_secs = a;
        }
        if let Some(n) = &name {
            m.name = n.clone();
        }
        if let Some(c) = commission {
            m.commission_bps = c as u32;
        }
        if let Some(r) = rate_limit {
            m.rate_limit = Some(r as u32);
        }
        if clear_limit {
            m.rate_limit = None;
        }
    })
    .await?;
    Ok(ok(StatusCode::OK, views::merchant(&m)))
}

/// True when the body sets `field` to null explicitly (to clear a setting).
fn body_has_null(body: &[u8], field: &str) -> bool {
    serde_json::from_slice::<serde_json::Value>(body)
        .is_ok_and(|v| v.get(field).is_some_and(|x| x.is_null()))
}

async fn status(
    State(st): State<AppState>,
    Path(id): Path<String>,
    body: Bytes,
) -> ApiResult<Response> {
    let mut b = Body::parse(&body)?;
    let status = status_field(&mut b, true);
    b.finish()?;
    let Some(status) = status else {
        return Err(ApiError::new(
            sanduq_domain::ErrorCode::ValidationError,
            "status is required",
        ));
    };
    let m = merchants::update(&st, &id, |m| m.status = status).await?;
    Ok(ok(StatusCode::OK, views::merchant(&m)))
}

async fn list_keys(State(st): State<AppState>, Path(id): Path<String>) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        json!({ "keys": merchants::list_keys(&st, &id).await? }),
    ))
}

async fn issue_key(
    State(st): State<AppState>,
    Path(id): Path<String>,
    body: Bytes,
) -> ApiResult<Response> {
    let mut b = Body::parse(&body)?;
    let kind = match b.req_str("kind", 16).as_str() {
        "secret" => Some(KeyKind::Secret),
        "publishable" => Some(KeyKind::Publishable),
        "hmac" => Some(KeyKind::Hmac),
        "" => None,
        _ => {
            b.fail("kind", "must be one of secret, publishable, hmac");
            None
        }
    };
    b.finish()?;
    let kind = kind.unwrap_or(KeyKind::Secret);
    Ok(ok(
        StatusCode::CREATED,
        merchants::issue_key(&st, &id, kind).await?,
    ))
}

async fn revoke_key(
    State(st): State<AppState>,
    Path((id, key_id)): Path<(String, String)>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        merchants::revoke_key(&st, &id, &key_id).await?,
    ))
}

async fn audit_merchant(State(st): State<AppState>, Path(id): Path<String>) -> ApiResult<Response> {
    merchants::get(&st, &id).await?;
    Ok(ok(
        StatusCode::OK,
        audit::merchant(&st, &id).await?.to_json(),
    ))
}
