//! The hosted pages function fed its events/ samples.

use crate::lambda;
use lambda::{call, event, state};
use tower::ServiceExt;

#[tokio::test]
async fn pages_samples() {
    let (st, _) = state().await;
    let pages = sanduq_fn_pages::app(st.clone());
    let all = sanduq_service::app(st.clone());
    call(&all, event("core", "users-sync", &[])).await;
    call(&all, event("sandbox", "wallets-topup", &[])).await;
    call(&all, event("sandbox", "users-pin", &[])).await;
    let (_, b) = call(&all, event("core", "checkout-sessions-create", &[])).await;
    let cs = b["data"]["id"].as_str().unwrap().to_string();
    let sub = [("cs_sample000000000000000000", cs.as_str())];
    let (s, b) = call(&pages, event("pages", "pay-page-get", &sub)).await;
    let html = b.as_str().unwrap_or_default().to_string();
    assert_eq!(s, 200);
    assert!(
        html.contains("Sample Shop")
            && html.contains("25000")
            && html.contains("IQD")
            && html.contains("pending"),
        "{html}"
    );
    let (s, b) = call(&pages, event("pages", "pay-page-post", &sub)).await;
    let html = b.as_str().unwrap_or_default().to_string();
    assert_eq!(s, 200);
    assert!(html.contains("authorized"), "{html}");
    let (s, b) = call(&pages, event("pages", "pay-page-get", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    // the payment's receipt (20,000 of it captured by the core function's sample) on its public page, in Arabic
    // on an 80 mm roll
    let (_, b) = call(&all, event("core", "checkout-sessions-get", &sub)).await;
    let pay = b["data"]["payment_id"].as_str().unwrap().to_string();
    let p = [("pay_sample00000000000000000", pay.as_str())];
    let (s, b) = call(&all, event("core", "payments-capture", &p)).await;
    assert_eq!(s, 200, "{b}");
    let url = b["data"]["receipt"]["url"].as_str().unwrap().to_string();
    assert!(url.starts_with("https://pay.sanduq.example/r/"), "{url}");
    let token = url.rsplit('/').next().unwrap();
    let t = [("5a3e0000000000000000000000000000", token)];
    let (s, b) = call(&pages, event("pages", "receipt-page", &t)).await;
    let html = b.as_str().unwrap_or_default().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains(r#"data-paper="80mm""#)
            && html.contains("عشرون ألف دينار")
            && html.contains(&url),
        "{html}"
    );
    let (s, b) = call(&pages, event("pages", "receipt-page", &[])).await;
    assert_eq!(s, 404, "{b}");
    // the popup page (Arabic, dark, for an opener at https://shop.example), the SDK, a style
    let (s, b) = call(&pages, event("pages", "popup-page", &[])).await;
    let html = b.as_str().unwrap_or_default().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains(r#"dir="rtl""#) && html.contains(r#"data-theme="dark""#),
        "{html}"
    );
    assert!(
        html.contains(r#""origin":"https://shop.example""#),
        "{html}"
    );
    let (s, b) = call(&pages, event("pages", "sdk", &[])).await;
    assert_eq!(s, 200);
    assert!(b.as_str().unwrap().contains("window.Sanduq"));
    let (s, b) = call(&pages, event("pages", "asset", &[])).await;
    assert_eq!(s, 200);
    assert!(b.as_str().unwrap().contains("--brand"));
}

#[tokio::test]
async fn pages_samples_show_a_payment_link_and_follow_its_short_address() {
    let (st, _) = state().await;
    let pages = sanduq_fn_pages::app(st.clone());
    let links = sanduq_service::app(st.clone());
    let (s, b) = call(&links, event("links", "payment-links-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    let id = b["data"]["id"].as_str().unwrap().to_string();
    let short = b["data"]["short_url"]
        .as_str()
        .unwrap()
        .rsplit('/')
        .next()
        .unwrap()
        .to_string();
    let (s, b) = call(
        &pages,
        event(
            "pages",
            "link-page",
            &[("pl_sample000000000000000000", &id)],
        ),
    )
    .await;
    assert_eq!(s, 200);
    let html = b.as_str().unwrap();
    assert!(
        html.contains(r#"dir="rtl""#) && html.contains("Baghdad Books gift card"),
        "{html}"
    );
    assert!(html.contains(r#"id="who""#) && html.contains("/assets/v1/link.js"));
    let res = pages
        .clone()
        .oneshot(event("pages", "short-link", &[("Sample01", &short)]))
        .await
        .unwrap();
    assert_eq!(res.status(), 302);
    assert_eq!(res.headers()["location"], format!("/links/{id}").as_str());
    let (s, _) = call(&pages, event("pages", "short-link", &[])).await;
    assert_eq!(s, 404, "an unknown code");
}

#[tokio::test]
async fn pages_samples_serve_a_qr_image() {
    use http_body_util::BodyExt;
    let (st, _) = state().await;
    let pages = sanduq_fn_pages::app(st.clone());
    let (s, b) = call(
        &sanduq_service::app(st.clone()),
        event("embedded", "qr-generate", &[]),
    )
    .await;
    assert_eq!(s, 201, "{b}");
    let id = b["data"]["id"].as_str().unwrap().to_string();
    let sub = [("qr_sample000000000000000000", id.as_str())];
    for (name, ty, magic) in [
        ("qr-image-png", "image/png", &b"\x89PNG"[..]),
        ("qr-image-svg", "image/svg+xml", &b"<?xml"[..]),
    ] {
        let res = pages
            .clone()
            .oneshot(event("pages", name, &sub))
            .await
            .unwrap();
        assert_eq!(res.status(), 200, "{name}");
        assert_eq!(res.headers()["content-type"], ty);
        let bytes = res.into_body().collect().await.unwrap().to_bytes();
        assert!(bytes.starts_with(magic), "{name}");
    }
    let (s, _) = call(&pages, event("pages", "qr-image-png", &[])).await;
    assert_eq!(s, 404);
}

#[tokio::test]
async fn pages_samples_publish_the_contract() {
    let (st, _) = state().await;
    let pages = sanduq_fn_pages::app(st);
    let (s, b) = call(&pages, event("pages", "openapi", &[])).await;
    assert_eq!(s, 200);
    assert_eq!(b["openapi"], "3.1.0");
    assert!(b["paths"]["/api/v1/gateway/payments/{payment_id}/refund"]["post"].is_object());
    let (s, b) = call(&pages, event("pages", "docs", &[])).await;
    assert_eq!(s, 200);
    assert!(b
        .as_str()
        .unwrap()
        .contains("/assets/v1/redoc.standalone.js"));
    // Sanduq's own address leads to the reference
    let res = pages.oneshot(event("pages", "root", &[])).await.unwrap();
    assert_eq!(res.status(), 302);
    assert_eq!(res.headers()["location"], "/docs");
}
