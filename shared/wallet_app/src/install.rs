//! What makes the hosted wallet an installable web app: its manifest (in the locale it is
//! asked for, start and scope /wallet, the merchant-neutral icons), the service worker
//! that shows the offline page when there is no network, that page, and the icons.

use axum::extract::Path;
use axum::http::{header, HeaderValue, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use sanduq_api::browser::Form;
use sanduq_pages::assets;
use sanduq_pages::wallet::Wal;
use sanduq_pages::Locale;
use serde_json::json;

fn file(body: impl Into<axum::body::Body>, media: &'static str, cache: &'static str) -> Response {
    let mut r = (StatusCode::OK, body.into()).into_response();
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(media));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    r
}

/// `GET /wallet/manifest.webmanifest?locale=`
pub async fn manifest(uri: Uri) -> Response {
    let l = Form::query(uri.query())
        .get("locale")
        .and_then(Locale::parse)
        .unwrap_or(Locale::En);
    let s = Wal::of(l);
    let m = json!({
        "name": s.app,
        "short_name": s.app,
        "lang": l.tag(),
        "dir": l.dir(),
        "start_url": "/wallet",
        "scope": "/wallet",
        "display": "standalone",
        "background_color": "#f4f5f7",
        "theme_color": "#0B5FFF",
        "icons": [
            { "src": "/wallet/icons/icon-192.png", "sizes": "192x192", "type": "image/png" },
            { "src": "/wallet/icons/icon-512.png", "sizes": "512x512", "type": "image/png" },
            { "src": "/wallet/icons/icon.svg", "sizes": "any", "type": "image/svg+xml" },
        ],
    });
    file(
        m.to_string(),
        "application/manifest+json",
        "public, max-age=3600",
    )
}

/// `GET /wallet/sw.js`: served under /wallet so that its scope is the wallet.
pub async fn worker() -> Response {
    let mut r = file(
        assets::WALLET_SW_JS,
        "application/javascript; charset=utf-8",
        "no-cache",
    );
    r.headers_mut().insert(
        "service-worker-allowed",
        HeaderValue::from_static("/wallet"),
    );
    r
}

/// `GET /wallet/offline`: the page the worker keeps.
pub async fn offline() -> Response {
    let mut r =
        sanduq_payments::routes::pages::html(StatusCode::OK, sanduq_pages::wallet::offline());
    r.headers_mut().insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(crate::CSP),
    );
    r
}

/// `GET /wallet/icons/{file}`
pub async fn icon(Path(name): Path<String>) -> Response {
    const DAY: &str = "public, max-age=86400";
    match name.as_str() {
        "icon-192.png" => file(assets::WALLET_ICON_192, "image/png", DAY),
        "icon-512.png" => file(assets::WALLET_ICON_512, "image/png", DAY),
        "icon.svg" => file(assets::WALLET_ICON_SVG, "image/svg+xml", DAY),
        _ => {
            sanduq_kernel::error::ApiError::new(sanduq_domain::ErrorCode::NotFound, "no such icon")
                .into_response()
        }
    }
}
