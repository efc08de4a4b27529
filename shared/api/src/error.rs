//! The error envelope. Handlers return `ApiError`; the outer `render` layer writes every
//! error body in one place, with the request id, and turns any bare 4xx/5xx into an envelope.

pub use sanduq_kernel::error::*;

use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderName, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use sanduq_domain::{DomainError, ErrorCode};
use serde_json::json;

/// Made once: a `&str` name is parsed and checked on every insert.
const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// The request id of this request, set by `render`.
#[derive(Clone, Debug)]
pub struct RequestId(pub String);

/// The merchant a request acted for, handed from authentication to the request log.
#[derive(Clone, Debug)]
pub struct LoggedMerchant(pub String);

/// The family a route belongs to, from its template.
fn family_of(route: &str) -> &'static str {
    let rest = route.strip_prefix("/api/v1/").unwrap_or(route);
    if rest == "sandbox/sms" || (rest.starts_with("users/") && rest.ends_with("/sessions")) {
        return "wallet";
    }
    match rest.split('/').next().unwrap_or_default() {
        "wallet" => "wallet",
        "users" | "checkout" | "payments" | "merchant" => "core",
        "gateway" => "gateway",
        "embedded" => "embedded",
        "webhooks" => "webhooks",
        "sandbox" => "sandbox",
        "admin" => "admin",
        _ if route.starts_with("/pay/") => "pages",
        _ => "none",
    }
}

/// Writes every error envelope and the request log: one structured line per request with
/// its id, merchant, family, route template (never the raw path with its ids), method,
/// status, error code and latency. Nothing from headers or bodies is logged, so no key,
/// secret, PIN or token can reach the log.
pub async fn render(mut req: Request, next: Next) -> Response {
    let started = std::time::Instant::now();
    let rid = sanduq_domain::ids::request_id();
    req.extensions_mut().insert(RequestId(rid.clone()));
    let route = req
        .extensions()
        .get::<axum::extract::MatchedPath>()
        .map_or("unmatched".to_string(), |m| m.as_str().to_string());
    let method = req.method().clone();
    let mut res = render_inner(req, next, &rid).await;
    let merchant = res.extensions_mut().remove::<LoggedMerchant>().map(|m| m.0);
    let code = res.extensions_mut().remove::<LoggedCode>().map(|c| c.0);
    tracing::info!(
        target: "sanduq::request",
        request_id = %rid,
        merchant_id = merchant.as_deref().unwrap_or(""),
        family = family_of(&route),
        route = %route,
        method = %method,
        status = res.status().as_u16(),
        error_code = code.as_deref().unwrap_or(""),
        latency_ms = started.elapsed().as_secs_f64() * 1000.0,
        "request"
    );
    // the merchant's own request log (`envelope_and_log` writes it); reading the log is not logged
    if let Some(merchant_id) = merchant {
        if route.starts_with("/api/v1/") && route != REQUEST_LOG_ROUTE {
            let entry = sanduq_kernel::request_log::Entry {
                request_id: rid,
                merchant_id,
                method: method.to_string(),
                route,
                status: res.status().as_u16(),
                error_code: code,
                latency_ms: started.elapsed().as_secs_f64() * 1000.0,
                at: chrono::Utc::now(),
            };
            res.extensions_mut().insert(entry);
        }
    }
    res
}

/// The route that reads the request log.
pub const REQUEST_LOG_ROUTE: &str = "/api/v1/request-logs";

/// Around every family's routes, as one layer (each layer a request passes is cloned for the
/// request, with the state it holds): the client's address as the edge saw it
/// (`client::edge_address`), the envelope and log line (`render`), then the entry `render`
/// left on the answer written to its merchant's request log.
pub async fn envelope_and_log(
    axum::extract::State(st): axum::extract::State<sanduq_kernel::AppState>,
    req: Request,
    next: Next,
) -> Response {
    let req = crate::client::edge_address(req).await;
    let mut res = render(req, next).await;
    if let Some(e) = res
        .extensions_mut()
        .remove::<sanduq_kernel::request_log::Entry>()
    {
        sanduq_kernel::request_log::record(&st, e).await;
    }
    res
}

/// The error code of an answer, for the request log.
#[derive(Clone, Debug)]
struct LoggedCode(String);

async fn render_inner(req: Request, next: Next, rid: &str) -> Response {
    let rid = rid.to_string();
    let mut res = next.run(req).await;
    let pending = res.extensions_mut().remove::<Pending>();
    let status = res.status();
    let err = match pending {
        Some(p) => Some(p),
        None if status.is_client_error() || status.is_server_error() => {
            if is_envelope(&res) {
                None
            } else {
                Some(Pending::from(&bare(status)))
            }
        }
        None => None,
    };
    if let Some(e) = err {
        let mut error = json!({ "code": e.code, "message": e.message, "request_id": rid });
        if let Some(d) = e.details {
            error["details"] = d;
        }
        let status = StatusCode::from_u16(e.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let (mut parts, _) = res.into_parts();
        parts.status = status;
        parts.headers.insert(
            axum::http::header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        parts.headers.remove(axum::http::header::CONTENT_LENGTH);
        parts.extensions.insert(LoggedCode(e.code));
        res = Response::from_parts(
            parts,
            Body::from(json!({ "success": false, "error": error }).to_string()),
        );
    }
    if let Ok(v) = HeaderValue::from_str(&rid) {
        res.headers_mut().insert(REQUEST_ID, v);
    }
    res
}

/// True when the answer already has its own body: an envelope, or a hosted page (HTML)
/// that shows its error to a person.
fn is_envelope(res: &Response) -> bool {
    res.headers().get("x-sanduq-envelope").is_some()
        || res
            .headers()
            .get(axum::http::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|t| t.starts_with("text/html"))
}

/// What a bare framework status (unknown route, oversized body...) means in the envelope.
fn bare(status: StatusCode) -> DomainError {
    match status.as_u16() {
        404 | 405 => DomainError::new(ErrorCode::NotFound, "no such resource or route"),
        413 => DomainError::field("body", "request body is too large"),
        400..=499 => DomainError::new(ErrorCode::ValidationError, "invalid request"),
        503 => DomainError::new(ErrorCode::ServiceUnavailable, "temporarily unavailable"),
        _ => DomainError::new(ErrorCode::ServerError, "unexpected internal error"),
    }
}

pub fn panic_response(_: Box<dyn std::any::Any + Send + 'static>) -> Response {
    tracing::error!("handler panicked");
    let rid = sanduq_domain::ids::request_id();
    let body = json!({ "success": false, "error": { "code": "SERVER_ERROR", "message": "unexpected internal error", "request_id": rid } });
    (
        StatusCode::INTERNAL_SERVER_ERROR,
        [("content-type", "application/json")],
        body.to_string(),
    )
        .into_response()
}

#[cfg(test)]
#[allow(clippy::disallowed_methods)] // bare routers for the envelope's own tests
mod tests {
    use super::*;
    use axum::routing::get;
    use http_body_util::BodyExt;
    use serde_json::Value;
    use tower::ServiceExt;

    async fn boom() -> &'static str {
        panic!("a bug")
    }

    #[tokio::test]
    async fn a_panic_is_a_server_error_envelope_not_a_dropped_connection() {
        let app = axum::Router::new()
            .route("/boom", get(boom))
            .layer(axum::middleware::from_fn(render))
            .layer(tower_http::catch_panic::CatchPanicLayer::custom(
                panic_response,
            ));
        let res = app
            .oneshot(Request::builder().uri("/boom").body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let body: Value =
            serde_json::from_slice(&res.into_body().collect().await.unwrap().to_bytes()).unwrap();
        assert_eq!(body["error"]["code"], "SERVER_ERROR");
        assert_eq!(body["success"], false);
    }

    #[tokio::test]
    async fn bare_statuses_become_envelopes_with_request_ids() {
        let app = axum::Router::new()
            .route("/x", get(|| async { StatusCode::METHOD_NOT_ALLOWED }))
            .layer(axum::middleware::from_fn(render));
        let res = app
            .oneshot(Request::builder().uri("/x").body(Body::empty()).unwrap())
            .await
            .unwrap();
        let rid = res.headers()["x-request-id"].to_str().unwrap().to_string();
        let body: Value =
            serde_json::from_slice(&res.into_body().collect().await.unwrap().to_bytes()).unwrap();
        assert_eq!(body["error"]["code"], "NOT_FOUND");
        assert_eq!(body["error"]["request_id"], rid.as_str());
    }
}
