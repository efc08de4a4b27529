//! The published contract: the OpenAPI 3.1 document at /api/v1/openapi.json, built from
//! the route table, and /docs, the same document rendered by the vendored Redoc (no fetch
//! beyond Sanduq's own origin).

use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::from_fn_with_state;
use axum::response::{IntoResponse, Response};
use axum::Router;
use sanduq_api::auth;
use sanduq_api::contract::{Answer, Auth, Op, Routes};
use sanduq_kernel::state::AppState;

pub fn router(st: AppState) -> Router {
    routes(st.clone()).finish(st).0
}

pub fn routes(st: AppState) -> Routes {
    Routes::new("docs", Auth::Public)
        .get("/api/v1/openapi.json", openapi, &OPENAPI)
        .get("/docs", docs, &DOCS)
        .get("/", root, &ROOT)
        .layer(|r| r.route_layer(from_fn_with_state(st, auth::public)))
}

const OPENAPI: Op = Op {
    id: "openapi",
    summary: "This document",
    answer: Answer::File {
        media: "application/json",
    },
    ..Op::DEFAULT
};

const DOCS: Op = Op {
    id: "docs",
    summary: "This document for people (Redoc)",
    answer: Answer::Html,
    ..Op::DEFAULT
};

const ROOT: Op = Op {
    id: "root",
    summary: "Sanduq's own address: a redirect to /docs",
    answer: Answer::Redirect,
    ..Op::DEFAULT
};

/// /docs's own policy: Redoc injects its styles and runs its search in a blob worker.
const DOCS_CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; worker-src blob:; form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

const DOCS_PAGE: &str = r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sanduq API reference</title>
</head>
<body>
<div id="redoc"></div>
<script src="/assets/v1/redoc.standalone.js"></script>
<script src="/assets/v1/docs.js"></script>
</body>
</html>
"#;

async fn openapi(State(st): State<AppState>) -> Response {
    let mut r = crate::document(&st).to_string().into_response();
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=300"),
    );
    h.insert(
        header::ACCESS_CONTROL_ALLOW_ORIGIN,
        HeaderValue::from_static("*"),
    );
    r
}

/// Whoever opens Sanduq's address lands on its reference.
async fn root() -> Response {
    let mut r = StatusCode::FOUND.into_response();
    r.headers_mut()
        .insert(header::LOCATION, HeaderValue::from_static("/docs"));
    r
}

async fn docs() -> Response {
    let mut r = (StatusCode::OK, DOCS_PAGE).into_response();
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(DOCS_CSP),
    );
    h.insert(
        header::STRICT_TRANSPORT_SECURITY,
        HeaderValue::from_static(sanduq_pages::HSTS),
    );
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    r
}
