//! What makes the agent app installable on the agent's phone: its manifest (in the locale
//! it is asked for, start and scope /agent, the wallet's merchant-neutral icons).

use axum::http::{header, HeaderValue, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use sanduq_api::browser::Form;
use sanduq_pages::agent::Words;
use sanduq_pages::Locale;
use serde_json::json;

/// `GET /agent/manifest.webmanifest?locale=`
pub async fn manifest(uri: Uri) -> Response {
    let l = Form::query(uri.query())
        .get("locale")
        .and_then(Locale::parse)
        .unwrap_or(Locale::En);
    let w = Words::of(l);
    let m = json!({
        "name": w.app,
        "short_name": w.app,
        "lang": l.tag(),
        "dir": l.dir(),
        "start_url": "/agent",
        "scope": "/agent",
        "display": "standalone",
        "orientation": "portrait",
        "background_color": "#f4f5f7",
        "theme_color": "#0B5FFF",
        "icons": [
            { "src": "/wallet/icons/icon-192.png", "sizes": "192x192", "type": "image/png" },
            { "src": "/wallet/icons/icon-512.png", "sizes": "512x512", "type": "image/png" },
            { "src": "/wallet/icons/icon.svg", "sizes": "any", "type": "image/svg+xml" },
        ],
    });
    let mut r = (StatusCode::OK, m.to_string()).into_response();
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/manifest+json"),
    );
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=3600"),
    );
    r
}
