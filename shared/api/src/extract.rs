//! What a handler starts from: a merchant's write (its principal, Idempotency-Key and JSON
//! body), a query string, or a JSON body of a route that is not a merchant's write, each
//! read under the route's description.

use crate::auth::Principal;
use crate::contract::OpRef;
use crate::error::ApiError;
use crate::validate::Body;
use axum::extract::{FromRequest, Request};
use axum::http::HeaderMap;
use sanduq_domain::{DomainError, ErrorCode};
use sanduq_kernel::idempotency::Idem;

/// A merchant's write (POST/PATCH): who sent it, its Idempotency-Key (required, a UUID v4,
/// scoped to the merchant, fingerprinted over method, path and body) and its JSON body, ready
/// to be read field by field. Every merchant write handler starts from it.
pub struct MerchantWrite {
    pub principal: Principal,
    pub idem: Idem,
    pub body: Body,
    pub headers: HeaderMap,
}

impl<S: Send + Sync> FromRequest<S> for MerchantWrite {
    type Rejection = ApiError;

    async fn from_request(req: Request, _: &S) -> Result<Self, ApiError> {
        let Some(principal) = req.extensions().get::<Principal>().cloned() else {
            tracing::error!("a merchant write route without merchant authentication");
            return Err(ApiError::new(
                ErrorCode::ServerError,
                "unexpected internal error",
            ));
        };
        let (idem, body, headers) = scoped_write(req, &principal.merchant.id).await?;
        Ok(MerchantWrite {
            principal,
            idem,
            body,
            headers,
        })
    }
}

/// A write's Idempotency-Key (required, a UUID v4, scoped to `scope`: the merchant, user or
/// agent sending it; fingerprinted over method, path and body), its JSON body read under the
/// route's description, and its headers: what every write extractor reads the same way.
pub async fn scoped_write(req: Request, scope: &str) -> Result<(Idem, Body, HeaderMap), ApiError> {
    // a route that takes uploads reads more (`Op::max_body`)
    let limit = req
        .extensions()
        .get::<OpRef>()
        .map_or(crate::MAX_BODY, |o| o.0.max_body);
    let (parts, body) = req.into_parts();
    let bytes = axum::body::to_bytes(body, limit)
        .await
        .map_err(|_| DomainError::field("body", "request body is too large or unreadable"))?;
    let path = parts
        .uri
        .path_and_query()
        .map(|pq| pq.as_str())
        .unwrap_or(parts.uri.path());
    let idem = Idem::from_request(scope, &parts.headers, &parts.method, path, &bytes)?;
    let op = parts.extensions.get::<OpRef>().map(|o| o.0);
    let body = Body::parse(&bytes)?.declared(op);
    Ok((idem, body, parts.headers))
}

impl MerchantWrite {
    /// The same write made from a dashboard form: the JSON body the API request would
    /// carry and its Idempotency-Key, fingerprinted as that request, read under the
    /// route's description. The family's own handler then runs it, so the form gets the
    /// API's checks, idempotency and error messages.
    pub fn of(
        principal: Principal,
        op: &'static crate::contract::Op,
        (method, path): (&axum::http::Method, &str),
        key: &str,
        json: &serde_json::Value,
        headers: HeaderMap,
    ) -> Result<MerchantWrite, ApiError> {
        let bytes = json.to_string().into_bytes();
        let idem = Idem::of(&principal.merchant.id, key, method, path, &bytes)?;
        let body = Body::parse(&bytes)?.declared(Some(op));
        Ok(MerchantWrite {
            principal,
            idem,
            body,
            headers,
        })
    }
}

/// A query string, read like a body under the route's description.
pub struct Query(pub Body);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for Query {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _: &S,
    ) -> Result<Self, ApiError> {
        let op = parts.extensions.get::<OpRef>().map(|o| o.0);
        Ok(Query(Body::from_query(parts.uri.query()).declared(op)))
    }
}

/// A JSON body of a route that is not a merchant's write (the popup's calls, the admin
/// API), read under the route's description.
pub struct Fields(pub Body);

impl Fields {
    /// The fields of a body given as JSON (a change held for approval, run again), read
    /// under the route's description as a request's would be.
    pub fn of(
        op: &'static crate::contract::Op,
        body: &serde_json::Value,
    ) -> Result<Fields, ApiError> {
        let bytes = serde_json::to_vec(body)
            .map_err(|_| DomainError::field("body", "must be a JSON object"))?;
        Ok(Fields(Body::parse(&bytes)?.declared(Some(op))))
    }
}

impl<S: Send + Sync> FromRequest<S> for Fields {
    type Rejection = ApiError;

    async fn from_request(req: Request, _: &S) -> Result<Self, ApiError> {
        let op = req.extensions().get::<OpRef>().map(|o| o.0);
        // a route that takes uploads reads more (`Op::max_body`)
        let limit = op.map_or(crate::MAX_BODY, |o| o.max_body);
        let multipart = op.is_some_and(|o| o.multipart)
            && req
                .headers()
                .get(axum::http::header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .is_some_and(|t| t.to_ascii_lowercase().starts_with("multipart/form-data"));
        let bytes = if multipart {
            parts_as_json(req, limit).await?
        } else {
            axum::body::to_bytes(req.into_body(), limit)
                .await
                .map_err(|_| DomainError::field("body", "request body is too large or unreadable"))?
                .to_vec()
        };
        Ok(Fields(Body::parse(&bytes)?.declared(op)))
    }
}

/// A multipart form's parts as a JSON object's bytes: each part the field of its name, its
/// text (line ends as `\n`: a file written on Windows reads as one written elsewhere).
async fn parts_as_json(req: Request, limit: usize) -> Result<Vec<u8>, ApiError> {
    use axum::extract::FromRequest as _;
    let unreadable = || DomainError::field("body", "a multipart form that does not read");
    let (parts, body) = req.into_parts();
    let bytes = axum::body::to_bytes(body, limit)
        .await
        .map_err(|_| DomainError::field("body", "request body is too large or unreadable"))?;
    let req = Request::from_parts(parts, axum::body::Body::from(bytes));
    let mut form = axum::extract::Multipart::from_request(req, &())
        .await
        .map_err(|_| unreadable())?;
    let mut obj = serde_json::Map::new();
    while let Some(part) = form.next_field().await.map_err(|_| unreadable())? {
        let name = part.name().unwrap_or_default().to_string();
        let bytes = part
            .bytes()
            .await
            .map_err(|_| DomainError::field("body", "request body is too large or unreadable"))?;
        let Ok(text) = String::from_utf8(bytes.to_vec()) else {
            return Err(DomainError::field(&name, "must be UTF-8 text").into());
        };
        if obj.contains_key(&name) {
            return Err(DomainError::field(&name, "is given more than once").into());
        }
        obj.insert(name, text.replace("\r\n", "\n").into());
    }
    serde_json::to_vec(&serde_json::Value::Object(obj)).map_err(|_| unreadable().into())
}
