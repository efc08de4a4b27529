//! Who is calling: Bearer secret keys (stored only as SHA-256 hashes), the platform admin
//! key, and the merchant checks. Each scheme is a middleware that also applies the rate
//! limit and writes the X-RateLimit headers on every response.

use crate::client::ClientAddr;
use crate::error::ApiError;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use sanduq_domain::merchant::{KeyKind, Merchant};
use sanduq_domain::ErrorCode;
use sanduq_kernel::items;
use sanduq_kernel::ratelimit::Decision;
use sanduq_kernel::secrets::hash_key;
use sanduq_kernel::state::AppState;

/// The authenticated merchant of a request.
#[derive(Clone, Debug)]
pub struct Principal {
    pub merchant: Merchant,
    pub kind: KeyKind,
}

pub fn bearer_token(headers: &HeaderMap) -> Option<&str> {
    let v = headers
        .get(axum::http::header::AUTHORIZATION)?
        .to_str()
        .ok()?;
    let (scheme, token) = v.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim())
        .filter(|t| !t.is_empty())
}

/// Resolves a Bearer key to its merchant and checks the merchant may act.
pub async fn merchant_for_key(st: &AppState, token: Option<&str>) -> Result<Principal, ApiError> {
    let not_found = || {
        ApiError::new(
            ErrorCode::MerchantNotFound,
            "the API key is not linked to a merchant account",
        )
    };
    let token = token.ok_or_else(|| {
        ApiError::new(
            ErrorCode::MerchantNotFound,
            "missing API key: send Authorization: Bearer <secret key>",
        )
    })?;
    if !(token.starts_with("sk_") || token.starts_with("pk_")) || token.len() > 200 {
        return Err(not_found());
    }
    let key = items::load_key(st, &hash_key(token))
        .await?
        .ok_or_else(not_found)?;
    let rec: items::ApiKeyRecord = items::from_shared_item(&key)?;
    if rec.revoked {
        return Err(not_found());
    }
    let merchant = items::load_merchant(st, &rec.merchant_id)
        .await?
        .ok_or_else(not_found)?;
    merchant.require_approved()?;
    Ok(Principal {
        merchant,
        kind: rec.kind,
    })
}

// header names made once (a `&str` name is parsed and checked on every insert)
const LIMIT: HeaderName = HeaderName::from_static("x-ratelimit-limit");
const REMAINING: HeaderName = HeaderName::from_static("x-ratelimit-remaining");
const RESET: HeaderName = HeaderName::from_static("x-ratelimit-reset");

fn rate_headers(res: &mut Response, d: Decision) {
    let h = res.headers_mut();
    h.insert(LIMIT, HeaderValue::from(d.limit));
    h.insert(REMAINING, HeaderValue::from(d.remaining));
    h.insert(RESET, HeaderValue::from(d.reset));
    if !d.allowed {
        h.insert(header::RETRY_AFTER, HeaderValue::from(1u32));
    }
}

/// Runs `next` under the rate limit of `who`, writing the headers either way.
pub async fn limited(st: &AppState, who: &str, limit: u32, req: Request, next: Next) -> Response {
    let d = st.limiter.check(who, limit).await;
    let mut res = if d.allowed {
        next.run(req).await
    } else {
        ApiError::new(
            ErrorCode::RateLimitExceeded,
            "too many requests; retry after the time in Retry-After",
        )
        .into_response()
    };
    rate_headers(&mut res, d);
    res
}

/// An error answer that still counts against (and reports) the anonymous rate limit of
/// the client's address.
pub async fn refused(st: &AppState, client: &str, e: ApiError) -> Response {
    let d = st
        .limiter
        .check(&format!("anonymous:{client}"), st.config.default_rate_limit)
        .await;
    let mut res = e.into_response();
    rate_headers(&mut res, d);
    res
}

/// Bearer secret key: merchant money and data paths. Publishable keys are refused here.
pub async fn secret_key(State(st): State<AppState>, req: Request, next: Next) -> Response {
    let p = match merchant_for_key(&st, bearer_token(req.headers())).await {
        Ok(p) => p,
        Err(e) => return refused(&st, &ClientAddr::of(&req), e).await,
    };
    if p.kind != KeyKind::Secret {
        let e = ApiError::new(
            ErrorCode::Forbidden,
            "publishable keys cannot be used here; use the secret key server-side",
        );
        return refused(&st, &ClientAddr::of(&req), e).await;
    }
    admit(&st, p, req, next).await
}

/// Bearer publishable (or secret) key: a browser or app acting for a merchant's user before
/// the user has a session. Limited per merchant, like every merchant request, and per
/// client address at the public limit.
pub async fn publishable_key(State(st): State<AppState>, req: Request, next: Next) -> Response {
    let client = ClientAddr::of(&req);
    let p = match merchant_for_key(&st, bearer_token(req.headers())).await {
        Ok(p) if p.kind != KeyKind::Hmac => p,
        Ok(_) => {
            return refused(
                &st,
                &client,
                ApiError::new(
                    ErrorCode::MerchantNotFound,
                    "send the publishable key as Authorization: Bearer pk_...",
                ),
            )
            .await
        }
        Err(e) => return refused(&st, &client, e).await,
    };
    let d = st
        .limiter
        .check(&format!("public:{client}"), st.config.default_rate_limit)
        .await;
    if !d.allowed {
        let mut res = ApiError::new(
            ErrorCode::RateLimitExceeded,
            "too many requests from this address; retry after the time in Retry-After",
        )
        .into_response();
        rate_headers(&mut res, d);
        return res;
    }
    admit(&st, p, req, next).await
}

/// The Bearer token of a request, if it has one.
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    bearer_token(headers)
}

/// Lets an authenticated merchant's request through, under the merchant's rate limit.
async fn admit(st: &AppState, p: Principal, mut req: Request, next: Next) -> Response {
    let who = ["merchant:", &p.merchant.id].concat();
    let limit = p
        .merchant
        .rate_limit
        .unwrap_or(st.config.default_rate_limit);
    let id = p.merchant.id.clone();
    req.extensions_mut().insert(p);
    let mut res = limited(st, &who, limit, req, next).await;
    res.extensions_mut()
        .insert(crate::error::LoggedMerchant(id));
    res
}

/// Largest accepted distance between X-Api-Timestamp and real time, either way.
pub const HMAC_WINDOW_SECS: i64 = 90;

fn header<'a>(req: &'a Request, name: &str) -> Option<&'a str> {
    req.headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
        .filter(|v| !v.is_empty())
}

/// Gateway family: HMAC on every request; GETs also accept the Bearer secret key.
pub async fn gateway(State(st): State<AppState>, req: Request, next: Next) -> Response {
    let hmac_present = ["x-api-key", "x-api-timestamp", "x-api-signature"]
        .iter()
        .any(|h| req.headers().contains_key(*h));
    if !hmac_present
        && req.method() == axum::http::Method::GET
        && bearer_token(req.headers()).is_some()
    {
        return secret_key(State(st), req, next).await;
    }
    let client = ClientAddr::of(&req);
    match verify_hmac(&st, req).await {
        Ok((p, req)) => admit(&st, p, req, next).await,
        Err(e) => refused(&st, &client, e).await,
    }
}

/// X-Api-Timestamp in milliseconds: Unix time in seconds (up to 11 digits) or in
/// milliseconds (12 or 13), digits only. Milliseconds let two identical writes signed in one
/// second differ (docs/decisions.md, "Signed in milliseconds").
pub fn timestamp_millis(ts: &str) -> Option<i64> {
    if ts.is_empty() || ts.len() > 13 || !ts.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: i64 = ts.parse().ok()?;
    Some(if ts.len() <= 11 { n * 1_000 } else { n })
}

/// Checks the three HMAC headers; returns the merchant and the request with its body restored.
async fn verify_hmac(st: &AppState, req: Request) -> Result<(Principal, Request), ApiError> {
    let (Some(key_id), Some(ts), Some(sig)) = (
        header(&req, "x-api-key"),
        header(&req, "x-api-timestamp"),
        header(&req, "x-api-signature"),
    ) else {
        return Err(ApiError::new(
            ErrorCode::HmacHeadersMissing,
            "send X-Api-Key, X-Api-Timestamp and X-Api-Signature on every gateway request",
        ));
    };
    let (key_id, ts, sig) = (key_id.to_string(), ts.to_string(), sig.to_string());
    let expired = || {
        ApiError::new(
            ErrorCode::HmacTimestampExpired,
            format!(
                "X-Api-Timestamp must be Unix time in seconds or milliseconds within {HMAC_WINDOW_SECS} seconds of now"
            ),
        )
    };
    let when = timestamp_millis(&ts).ok_or_else(expired)?;
    // abs_diff: no overflow for any timestamp (now - i64::MIN would wrap).
    if chrono::Utc::now().timestamp_millis().abs_diff(when)
        > 1_000 * HMAC_WINDOW_SECS.unsigned_abs()
    {
        return Err(expired());
    }
    let invalid_key = || ApiError::new(ErrorCode::HmacKeyInvalid, "unknown or revoked API key");
    if !key_id.starts_with("mk_") || key_id.len() > 100 {
        return Err(invalid_key());
    }
    let item = items::load_key(st, &hash_key(&key_id))
        .await?
        .ok_or_else(invalid_key)?;
    let secret = sanduq_domain::secret::Secret::new(
        item.get("hmac_secret")
            .and_then(|v| v.as_str())
            .unwrap_or_default(),
    );
    let rec: items::ApiKeyRecord = items::from_shared_item(&item)?;
    if rec.revoked || rec.kind != KeyKind::Hmac || secret.expose().is_empty() {
        return Err(invalid_key());
    }
    let (parts, body) = req.into_parts();
    let bytes = axum::body::to_bytes(body, crate::MAX_BODY)
        .await
        .map_err(|_| {
            sanduq_domain::DomainError::field("body", "request body is too large or unreadable")
        })?;
    let path = parts
        .uri
        .path_and_query()
        .map(|pq| pq.as_str())
        .unwrap_or(parts.uri.path());
    if !crate::signing::verify(
        secret.expose(),
        &ts,
        parts.method.as_str(),
        path,
        &bytes,
        &sig,
    ) {
        return Err(ApiError::new(
            ErrorCode::HmacSignatureInvalid,
            "the signature does not match the request",
        ));
    }
    if parts.method != axum::http::Method::GET && parts.method != axum::http::Method::HEAD {
        spend_signature(st, &key_id, &sig, &parts.headers).await?;
    }
    let merchant = items::load_merchant(st, &rec.merchant_id)
        .await?
        .ok_or_else(|| {
            ApiError::new(
                ErrorCode::MerchantNotFound,
                "the API key is not linked to a merchant account",
            )
        })?;
    merchant.require_approved()?;
    Ok((
        Principal {
            merchant,
            kind: KeyKind::Hmac,
        },
        Request::from_parts(parts, axum::body::Body::from(bytes)),
    ))
}

/// A signed write is accepted once: its signature is remembered (in the store, so across
/// Lambda instances) for twice the timestamp window, bound to the Idempotency-Key it first
/// came with. The same request sent again with that key goes on to replay its answer; the
/// same signature with another key (a captured request replayed, or a second identical
/// write signed in the same second) is refused.
async fn spend_signature(
    st: &AppState,
    key_id: &str,
    sig: &str,
    headers: &HeaderMap,
) -> Result<(), ApiError> {
    let idem = headers
        .get("idempotency-key")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .trim()
        .to_string();
    let now = chrono::Utc::now().timestamp();
    let k = sanduq_store::Key::new(
        format!(
            "SIG#{}",
            hash_key(&format!("{key_id}:{}", sig.to_ascii_lowercase()))
        ),
        "SIG",
    );
    let mut item = sanduq_store::Item::new();
    item.insert("pk".into(), k.pk.into());
    item.insert("sk".into(), k.sk.into());
    item.insert("idempotency_key".into(), idem.clone().into());
    item.insert("ttl".into(), (now + 2 * HMAC_WINDOW_SECS).into());
    let first_or_same = sanduq_store::Cond::Or(vec![
        sanduq_store::Cond::NotExists,
        sanduq_store::Cond::Lt("ttl".into(), now + 1),
        sanduq_store::Cond::Eq("idempotency_key".into(), idem.into()),
    ]);
    match st
        .store
        .transact(vec![sanduq_store::Write::Put {
            item,
            cond: Some(first_or_same),
        }])
        .await
    {
        Ok(()) => Ok(()),
        Err(sanduq_store::StoreError::ConditionFailed { .. }) => Err(ApiError::new(
            ErrorCode::HmacSignatureInvalid,
            "this signature was already used by another request (a valid signature, sent \
             again with another Idempotency-Key); sign each request anew: a new \
             X-Api-Timestamp, in milliseconds for two alike in one second",
        )),
        Err(e) => Err(e.into()),
    }
}

/// How many times a client address's limit one public resource (a link, a token, a session)
/// may be asked for in a second, from all addresses together.
pub const PUBLIC_RESOURCE_FACTOR: u32 = 5;

fn too_many(what: &str, d: Decision) -> Response {
    let mut res = ApiError::new(
        ErrorCode::RateLimitExceeded,
        format!("too many requests for this {what}; retry after the time in Retry-After"),
    )
    .into_response();
    rate_headers(&mut res, d);
    res
}

/// Public pages and buyer routes: limited per client address at the public limit (smaller
/// than a merchant's), and where the path names a resource (a link, a checkout session, a
/// QR code) per resource at `PUBLIC_RESOURCE_FACTOR` times that, so a flood from one
/// address or on one resource answers 429 to nobody else. The popup's routes, whose token
/// is in the body, are also limited per token (`public_token`).
pub async fn public(State(st): State<AppState>, req: Request, next: Next) -> Response {
    let limit = st.config.public_rate_limit;
    let names_resource = req
        .extensions()
        .get::<axum::extract::MatchedPath>()
        .is_some_and(|m| m.as_str().contains('{'));
    if names_resource {
        let d = st
            .limiter
            .check(
                &format!("public-path:{}", req.uri().path()),
                limit.saturating_mul(PUBLIC_RESOURCE_FACTOR),
            )
            .await;
        if !d.allowed {
            return too_many("resource", d);
        }
    }
    let who = format!("public:{}", ClientAddr::of(&req));
    limited(&st, &who, limit, req, next).await
}

/// The popup's routes: each session token (in the JSON body, `session_token`) takes at
/// most the public limit a second from all addresses together, so one checkout cannot be
/// hammered from many addresses (a PIN guessed, a page refreshed by a botnet). Counted by
/// the token's SHA-256: the token never reaches the counters. A body that is not JSON or
/// has no token passes on, for the route to refuse it with its field errors.
pub async fn public_token(State(st): State<AppState>, req: Request, next: Next) -> Response {
    let (parts, body) = req.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, crate::MAX_BODY).await else {
        return ApiError(sanduq_domain::DomainError::field(
            "body",
            "request body is too large or unreadable",
        ))
        .into_response();
    };
    let token = serde_json::from_slice::<serde_json::Value>(&bytes)
        .ok()
        .and_then(|v| v.get("session_token")?.as_str().map(hash_key));
    if let Some(token) = token {
        let limit = st.config.public_rate_limit;
        let d = st
            .limiter
            .check(&format!("public-token:{token}"), limit)
            .await;
        if !d.allowed {
            return too_many("session token", d);
        }
    }
    next.run(Request::from_parts(parts, axum::body::Body::from(bytes)))
        .await
}

/// Unknown routes: NOT_FOUND, still counted against (and reporting) the anonymous limit.
pub async fn unknown_route(st: AppState, req: Request) -> Response {
    let client = ClientAddr::of(&req);
    refused(
        &st,
        &client,
        ApiError::new(ErrorCode::NotFound, "no such resource or route"),
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::timestamp_millis;

    #[test]
    fn timestamps_in_seconds_or_milliseconds() {
        assert_eq!(timestamp_millis("1796456095"), Some(1_796_456_095_000));
        assert_eq!(timestamp_millis("1796456095123"), Some(1_796_456_095_123));
        assert_eq!(timestamp_millis("0"), Some(0));
        for bad in [
            "",
            "-1",
            "+1796456095",
            "1796456095.5",
            "17964560951234",
            " 1",
            "abc",
        ] {
            assert_eq!(timestamp_millis(bad), None, "{bad:?}");
        }
    }
}
