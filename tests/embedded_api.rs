//! The embedded family over HTTP: session field rules, the single-use token, automatic and
//! manual capture, polling, PINs in the popup, and branding.

use crate::common;
use common::Server;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

async fn create(s: &Server, body: Value) -> common::Resp {
    s.post("/embedded/checkout/sessions", body).await
}

fn base(user: &str, amount: i64) -> Value {
    json!({"user_id": user, "amount": amount, "currency": "IQD"})
}

/// A popup call (no key: the token is the credential).
async fn popup(s: &Server, call: &str, body: Value) -> common::Resp {
    s.send(
        Method::POST,
        &format!("/embedded/popup/{call}"),
        None,
        &[],
        Some(body.to_string()),
    )
    .await
}

async fn session(s: &Server, body: Value) -> (String, String) {
    let r = create(s, body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    (
        r.data()["session_id"].as_str().unwrap().to_string(),
        r.data()["session_token"].as_str().unwrap().to_string(),
    )
}

#[tokio::test]
async fn every_field_rule_of_the_session() {
    let s = Server::start().await;
    let u = s.user("emb").await;
    let r = create(&s, base("emb", 25_000)).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let d = r.data().as_object().unwrap();
    let mut keys: Vec<&str> = d.keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "amount",
            "created_at",
            "currency",
            "expires_at",
            "payment_id",
            "session_id",
            "session_token",
            "status"
        ]
    );
    assert_eq!(d["status"], "pending");
    assert!(d["payment_id"].is_null());
    assert!(d["session_token"].as_str().unwrap().starts_with("est_"));
    let created = chrono::DateTime::parse_from_rfc3339(d["created_at"].as_str().unwrap()).unwrap();
    let expires = chrono::DateTime::parse_from_rfc3339(d["expires_at"].as_str().unwrap()).unwrap();
    assert_eq!((expires - created).num_seconds(), 1800);
    // a service id works as well as the external id
    let r = create(
        &s,
        json!({"user_id": u, "amount": 1, "currency": "USD", "expires_in": 300}),
    )
    .await;
    let d = r.data();
    let created = chrono::DateTime::parse_from_rfc3339(d["created_at"].as_str().unwrap()).unwrap();
    let expires = chrono::DateTime::parse_from_rfc3339(d["expires_at"].as_str().unwrap()).unwrap();
    assert_eq!((expires - created).num_seconds(), 300);

    let bad = |extra: Value| {
        let mut b = base("emb", 100);
        for (k, v) in extra.as_object().unwrap() {
            b[k] = v.clone();
        }
        b
    };
    for (body, field) in [
        (json!({"amount": 100, "currency": "IQD"}), "user_id"),
        (bad(json!({"amount": 0})), "amount"),
        (bad(json!({"amount": "100"})), "amount"),
        (bad(json!({"currency": "IQ"})), "currency"),
        (bad(json!({"description": "d".repeat(257)})), "description"),
        (bad(json!({"reference": ""})), "reference"),
        (bad(json!({"capture_mode": "later"})), "capture_mode"),
        (
            bad(json!({"redirect_url": "ftp://shop.example/x"})),
            "redirect_url",
        ),
        (bad(json!({"expires_in": 299})), "expires_in"),
        (bad(json!({"expires_in": 1801})), "expires_in"),
        (bad(json!({"expires_in": 600.5})), "expires_in"),
        (
            bad(
                json!({"metadata": (0..21).map(|i| (i.to_string(), json!(i))).collect::<serde_json::Map<_, _>>()}),
            ),
            "metadata",
        ),
        (bad(json!({"colour": "red"})), "colour"),
    ] {
        let r = create(&s, body.clone()).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{field}: {r:?}");
    }
    create(&s, bad(json!({"currency": "EUR"})))
        .await
        .expect_error(422, "UNSUPPORTED_CURRENCY");
    create(&s, base("nobody", 100))
        .await
        .expect_error(404, "WALLET_NOT_FOUND");
    s.send(
        Method::POST,
        "/embedded/checkout/sessions",
        Some(&s.sk()),
        &[],
        Some(base("emb", 100).to_string()),
    )
    .await
    .expect_error(422, "IDEMPOTENCY_KEY_REQUIRED");
    let pk = s.creds["publishable_key"].as_str().unwrap().to_string();
    s.post_as(&pk, "/embedded/checkout/sessions", base("emb", 100))
        .await
        .expect_error(403, "FORBIDDEN");
}

#[tokio::test]
async fn automatic_capture_settles_and_the_token_is_spent() {
    let s = Server::start().await;
    let u = s.user("auto").await;
    s.topup(&u, "IQD", 30_000).await;
    let mut body = base("auto", 25_000);
    body["reference"] = json!("order-77");
    body["description"] = json!("Two books");
    body["metadata"] = json!({"order": "77"});
    let (sid, token) = session(&s, body).await;
    let v = popup(&s, "session", json!({"session_token": token})).await;
    assert_eq!(v.status, StatusCode::OK, "{v:?}");
    assert_eq!(v.data()["merchant"]["name"], "Sandbox Merchant");
    assert_eq!(v.data()["balance"], 30_000);
    assert_eq!(v.data()["amount"], 25_000);
    assert_eq!(v.data()["pin_set"], false);
    let r = popup(&s, "confirm", json!({"session_token": token})).await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let pid = r.data()["payment_id"].as_str().unwrap().to_string();
    assert_eq!(
        (
            &r.data()["status"],
            &r.data()["amount"],
            &r.data()["currency"],
            &r.data()["reference"]
        ),
        (
            &json!("completed"),
            &json!(25_000),
            &json!("IQD"),
            &json!("order-77")
        )
    );
    assert_eq!(s.balance(&u, "IQD").await, 5_000);
    assert_eq!(s.merchant_balance("IQD").await, 24_750);
    // single use: the token opens nothing now
    popup(&s, "session", json!({"session_token": token}))
        .await
        .expect_error(401, "TOKEN_EXPIRED");
    popup(&s, "confirm", json!({"session_token": token}))
        .await
        .expect_error(401, "TOKEN_EXPIRED");
    assert_eq!(s.balance(&u, "IQD").await, 5_000);
    let g = s.get(&format!("/embedded/checkout/sessions/{sid}")).await;
    assert_eq!(
        (&g.data()["status"], &g.data()["payment_id"]),
        (&json!("completed"), &json!(pid))
    );
    let p = s.get(&format!("/embedded/payments/{pid}")).await;
    assert_eq!(p.status, StatusCode::OK, "{p:?}");
    assert_eq!(
        (&p.data()["status"], &p.data()["terminal"]),
        (&json!("completed"), &json!(true))
    );
    assert_eq!(p.data()["metadata"]["order"], "77");
    s.get("/embedded/payments/pay_nope")
        .await
        .expect_error(404, "PAYMENT_NOT_FOUND");
    s.get("/embedded/checkout/sessions/ses_nope")
        .await
        .expect_error(404, "NOT_FOUND");
    popup(&s, "session", json!({"session_token": "est_forged"}))
        .await
        .expect_error(401, "TOKEN_EXPIRED");
    popup(&s, "session", json!({}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn manual_capture_holds_until_captured() {
    let s = Server::start().await;
    let u = s.user("man").await;
    s.topup(&u, "USD", 1_000).await;
    let mut body =
        json!({"user_id": "man", "amount": 1_000, "currency": "USD", "capture_mode": "manual"});
    let (sid, token) = session(&s, body.take()).await;
    let r = popup(&s, "confirm", json!({"session_token": token})).await;
    assert_eq!(r.data()["status"], "authorized", "{r:?}");
    let pid = r.data()["payment_id"].as_str().unwrap().to_string();
    let p = s.get(&format!("/embedded/payments/{pid}")).await;
    assert_eq!(
        (&p.data()["status"], &p.data()["terminal"]),
        (&json!("reserved"), &json!(false))
    );
    assert_eq!(s.balance(&u, "USD").await, 0);
    assert_eq!(s.merchant_balance("USD").await, 0);
    let g = s.get(&format!("/embedded/checkout/sessions/{sid}")).await;
    assert_eq!(g.data()["status"], "authorized");
    let c = s
        .gw(
            Method::POST,
            &format!("/gateway/payments/{pid}/capture"),
            "{}",
        )
        .await;
    assert_eq!(c.status, StatusCode::OK, "{c:?}");
    let g = s.get(&format!("/embedded/checkout/sessions/{sid}")).await;
    assert_eq!(g.data()["status"], "completed");
    assert_eq!(s.merchant_balance("USD").await, 990);
}

#[tokio::test]
async fn errors_and_dismissal_spend_the_token_and_time_ends_it() {
    let s = Server::start().await;
    let u = s.user("err").await;
    s.topup(&u, "IQD", 100).await;
    // insufficient funds: the buyer can fix it, so the session stays open (and remembers
    // why, like a payment intent's last error) and pays after a top-up
    let (sid, token) = session(&s, base("err", 500)).await;
    for _ in 0..2 {
        let r = popup(&s, "confirm", json!({"session_token": token})).await;
        r.expect_error(422, "INSUFFICIENT_BALANCE");
        assert_eq!(r.body["error"]["details"]["available"], 100);
    }
    let g = s.get(&format!("/embedded/checkout/sessions/{sid}")).await;
    assert_eq!(
        (&g.data()["status"], &g.data()["failure_code"]),
        (&json!("pending"), &json!("insufficient_funds"))
    );
    s.topup(&u, "IQD", 1000).await;
    let r = popup(&s, "confirm", json!({"session_token": token})).await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert_eq!(
        r.data()["balance"],
        600,
        "the balance after it, for the receipt"
    );
    assert!(r.data()["created_at"].is_string());
    assert_eq!(
        s.get(&format!("/embedded/checkout/sessions/{sid}"))
            .await
            .data()["status"],
        "completed"
    );
    // short and dismissed: failed, with the reason the buyer saw
    let (sid, token) = session(&s, base("err", 5000)).await;
    popup(&s, "confirm", json!({"session_token": token}))
        .await
        .expect_error(422, "INSUFFICIENT_BALANCE");
    let r = popup(&s, "close", json!({"session_token": token})).await;
    assert_eq!(
        (&r.data()["status"], &r.data()["failure_code"]),
        (&json!("failed"), &json!("insufficient_funds")),
        "{r:?}"
    );
    popup(&s, "confirm", json!({"session_token": token}))
        .await
        .expect_error(401, "TOKEN_EXPIRED");
    let g = s.get(&format!("/embedded/checkout/sessions/{sid}")).await;
    assert_eq!(
        (&g.data()["status"], &g.data()["failure_code"]),
        (&json!("failed"), &json!("insufficient_funds"))
    );
    // dismissal: closing the popup cancels; closing again changes nothing
    let (sid, token) = session(&s, base("err", 50)).await;
    let r = popup(&s, "close", json!({"session_token": token})).await;
    assert_eq!(r.data()["status"], "canceled", "{r:?}");
    let r = popup(&s, "close", json!({"session_token": token})).await;
    assert_eq!(r.data()["status"], "canceled", "{r:?}");
    popup(&s, "confirm", json!({"session_token": token}))
        .await
        .expect_error(401, "TOKEN_EXPIRED");
    assert_eq!(
        s.get(&format!("/embedded/checkout/sessions/{sid}"))
            .await
            .data()["status"],
        "canceled"
    );
    // expiry, on the merchant's test clock
    let mut body = base("err", 50);
    body["expires_in"] = json!(300);
    let (sid, token) = session(&s, body).await;
    s.advance(299).await;
    assert_eq!(
        popup(&s, "session", json!({"session_token": token}))
            .await
            .status,
        StatusCode::OK
    );
    s.advance(1).await;
    popup(&s, "session", json!({"session_token": token}))
        .await
        .expect_error(401, "TOKEN_EXPIRED");
    popup(&s, "confirm", json!({"session_token": token}))
        .await
        .expect_error(401, "TOKEN_EXPIRED");
    assert_eq!(
        s.get(&format!("/embedded/checkout/sessions/{sid}"))
            .await
            .data()["status"],
        "expired"
    );
    assert_eq!(
        s.balance(&u, "IQD").await,
        600,
        "100 + 1,000 topped up - 500 paid"
    );
    // a suspended merchant's popup shows nothing
    let (_, token) = session(&s, base("err", 50)).await;
    s.admin(
        Method::POST,
        &format!("/admin/merchants/{}/status", s.merchant_id()),
        Some(json!({"status": "suspended"})),
    )
    .await;
    popup(&s, "session", json!({"session_token": token}))
        .await
        .expect_error(403, "MERCHANT_NOT_APPROVED");
    popup(&s, "confirm", json!({"session_token": token}))
        .await
        .expect_error(403, "MERCHANT_NOT_APPROVED");
}

#[tokio::test]
async fn pins_in_the_popup() {
    let s = Server::start().await;
    let u = s.user("pinpop").await;
    s.topup(&u, "IQD", 10_000).await;
    // a sandbox buyer without a PIN sets one in the popup, once
    let (_, token) = session(&s, base("pinpop", 1_000)).await;
    popup(&s, "pin", json!({"session_token": token, "pin": "12"}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    let r = popup(&s, "pin", json!({"session_token": token, "pin": "2468"})).await;
    assert_eq!(r.data()["pin_set"], true, "{r:?}");
    popup(&s, "pin", json!({"session_token": token, "pin": "1111"}))
        .await
        .expect_error(403, "FORBIDDEN");
    assert_eq!(
        popup(&s, "session", json!({"session_token": token}))
            .await
            .data()["pin_set"],
        true
    );
    popup(&s, "confirm", json!({"session_token": token}))
        .await
        .expect_error(422, "PIN_REQUIRED");
    let r = popup(
        &s,
        "confirm",
        json!({"session_token": token, "pin": "0000"}),
    )
    .await;
    r.expect_error(401, "INVALID_PIN");
    assert_eq!(r.body["error"]["details"]["attempts_remaining"], 2);
    assert!(r.body["error"]["message"]
        .as_str()
        .unwrap()
        .contains("2 attempts remaining"));
    let r = popup(
        &s,
        "confirm",
        json!({"session_token": token, "pin": "2468"}),
    )
    .await;
    assert_eq!(r.data()["status"], "completed", "{r:?}");
    // three wrong PINs fail the session, not the buyer
    let (sid, token) = session(&s, base("pinpop", 1_000)).await;
    for _ in 0..3 {
        popup(
            &s,
            "confirm",
            json!({"session_token": token, "pin": "0000"}),
        )
        .await
        .expect_error(401, "INVALID_PIN");
    }
    popup(
        &s,
        "confirm",
        json!({"session_token": token, "pin": "2468"}),
    )
    .await
    .expect_error(401, "TOKEN_EXPIRED");
    let g = s.get(&format!("/embedded/checkout/sessions/{sid}")).await;
    assert_eq!(g.data()["failure_code"], "too_many_wrong_pins");
    let (_, token) = session(&s, base("pinpop", 1_000)).await;
    let r = popup(
        &s,
        "confirm",
        json!({"session_token": token, "pin": "2468"}),
    )
    .await;
    assert_eq!(r.data()["status"], "completed", "{r:?}");
    assert_eq!(s.balance(&u, "IQD").await, 8_000);
}

#[tokio::test]
async fn branding_is_set_checked_and_shown() {
    let s = Server::start().await;
    let r = s.get("/merchant/branding").await;
    assert_eq!(r.data()["name"], "Sandbox Merchant", "{r:?}");
    assert!(r.data()["brand_color"].is_null());
    let patch = |body: Value| s.patch("/merchant/branding", body);
    let r = patch(json!({"brand_color": "#FFCC00"})).await;
    r.expect_error(422, "VALIDATION_ERROR");
    let ratio = r.body["error"]["details"]["contrast_ratio"]
        .as_f64()
        .unwrap();
    assert!(ratio > 1.0 && ratio < 4.5, "{r:?}");
    assert!(r.field("brand_color").unwrap().contains("4.5:1"));
    patch(json!({"brand_color": "blue"}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    patch(json!({"logo_url": "http://shop.example/logo.png"}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    patch(json!({"support_url": "mailto:x"}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    let r = patch(json!({"name": "Baghdad Books", "brand_color": "#0b5fff",
        "logo_url": "https://shop.example/logo.png", "support_url": "https://shop.example/help"}))
    .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert_eq!(r.data()["brand_color"], "#0B5FFF");
    let u = s.user("brand").await;
    s.topup(&u, "IQD", 10).await;
    let (_, token) = session(&s, base("brand", 10)).await;
    let v = popup(&s, "session", json!({"session_token": token})).await;
    assert_eq!(v.data()["merchant"]["name"], "Baghdad Books");
    assert_eq!(
        v.data()["merchant"]["logo_url"],
        "https://shop.example/logo.png"
    );
    let r = patch(json!({"logo_url": null, "name": null})).await;
    assert!(r.data()["logo_url"].is_null(), "{r:?}");
    assert_eq!(r.data()["name"], "Sandbox Merchant");
    assert_eq!(r.data()["brand_color"], "#0B5FFF");
}

/// The legal name and tax number receipts carry: set, checked, cleared; the other fields
/// stay as they were.
#[tokio::test]
async fn the_legal_name_and_tax_number_are_set_checked_and_cleared() {
    let s = Server::start().await;
    let patch = |body: Value| s.patch("/merchant/branding", body);
    let r = s.get("/merchant/branding").await;
    assert!(
        r.data()["legal_name"].is_null() && r.data()["tax_number"].is_null(),
        "{r:?}"
    );
    for bad in ["", "-123", "12 34", "١٢٣٤", &"9".repeat(33), "12;34"] {
        let r = patch(json!({"tax_number": bad})).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field("tax_number").is_some(), "{bad}: {r:?}");
    }
    patch(json!({"legal_name": "x".repeat(257)}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    let r = patch(
        json!({"legal_name": "شركة مكتبة بغداد المحدودة", "tax_number": "IQ-1234/56",
        "brand_color": "#0b5fff"}),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert_eq!(r.data()["legal_name"], "شركة مكتبة بغداد المحدودة");
    assert_eq!(r.data()["tax_number"], "IQ-1234/56");
    let r = s.get("/merchant/branding").await;
    assert_eq!(r.data()["tax_number"], "IQ-1234/56", "{r:?}");
    let r = patch(json!({"tax_number": null})).await;
    assert!(r.data()["tax_number"].is_null(), "{r:?}");
    assert_eq!(r.data()["legal_name"], "شركة مكتبة بغداد المحدودة");
    assert_eq!(r.data()["brand_color"], "#0B5FFF");
}

/// A session token is single-use under concurrency too: twenty parallel confirmations make
/// exactly one payment, and the buyer pays once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_confirmations_pay_once() {
    let s = std::sync::Arc::new(Server::start().await);
    let u = s.user("race").await;
    s.topup(&u, "IQD", 10_000).await;
    for round in 0..5 {
        let (_, token) = session(&s, base("race", 1_000)).await;
        let tasks: Vec<_> = (0..20)
            .map(|_| {
                let (s, token) = (s.clone(), token.clone());
                tokio::spawn(
                    async move { popup(&s, "confirm", json!({"session_token": token})).await },
                )
            })
            .collect();
        let mut paid = std::collections::BTreeSet::new();
        for t in tasks {
            let r = t.await.unwrap();
            match r.status {
                StatusCode::OK => {
                    paid.insert(r.data()["payment_id"].as_str().unwrap().to_string());
                }
                _ => assert!(
                    ["TOKEN_EXPIRED", "WALLET_BUSY"].contains(&r.code()),
                    "{r:?}"
                ),
            }
        }
        assert_eq!(paid.len(), 1, "round {round}");
    }
    assert_eq!(s.balance(&u, "IQD").await, 5_000);
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn closing_a_dead_popup_changes_nothing_and_shows_nothing() {
    let s = Server::start().await;
    let u = s.user("close-dead").await;
    s.topup(&u, "IQD", 10_000).await;
    // Paid: closing afterwards is a dead token, and answers none of the merchant's fields.
    let mut body = base("close-dead", 500);
    body["metadata"] = json!({"order": "secret-42"});
    body["reference"] = json!("ref-hidden");
    let (sid, token) = session(&s, body).await;
    let r = popup(&s, "confirm", json!({"session_token": token})).await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let r = popup(&s, "close", json!({"session_token": token})).await;
    r.expect_error(401, "TOKEN_EXPIRED");
    assert!(
        !r.text.contains("secret-42") && !r.text.contains("ref-hidden"),
        "{r:?}"
    );
    // Expired: stays expired, not canceled.
    let mut body = base("close-dead", 50);
    body["expires_in"] = json!(300);
    let (expired, token) = session(&s, body).await;
    s.advance(301).await;
    popup(&s, "close", json!({"session_token": token}))
        .await
        .expect_error(401, "TOKEN_EXPIRED");
    let g = s
        .get(&format!("/embedded/checkout/sessions/{expired}"))
        .await;
    assert_eq!(g.data()["status"], "expired", "{g:?}");
    // Open: canceled, with its id, status and failure code only.
    let (open, token) = session(&s, base("close-dead", 50)).await;
    let r = popup(&s, "close", json!({"session_token": token})).await;
    assert_eq!(
        r.data(),
        &json!({"session_id": open, "status": "canceled", "failure_code": null}),
        "{r:?}"
    );
    let paid = s.get(&format!("/embedded/checkout/sessions/{sid}")).await;
    assert_eq!(paid.data()["status"], "completed", "{paid:?}");
}

/// The session's event types, oldest first.
async fn session_events(s: &Server, sid: &str) -> Vec<String> {
    let r = s
        .get(&format!("/events?object_id={sid}&per_page=100"))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let mut all: Vec<Value> = r.data()["events"].as_array().unwrap().clone();
    all.sort_by_key(|e| e["created_at"].as_str().unwrap_or_default().to_string());
    all.iter()
        .map(|e| e["type"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn a_checkout_that_ends_without_a_payment_says_so_by_webhook() {
    let s = Server::start().await;
    let u = s.user("ends").await;
    s.topup(&u, "IQD", 100).await;
    // dismissed
    let (dismissed, token) = session(&s, base("ends", 50)).await;
    popup(&s, "close", json!({"session_token": token})).await;
    popup(&s, "close", json!({"session_token": token})).await;
    assert_eq!(
        session_events(&s, &dismissed).await,
        ["checkout.session_created", "checkout.session_canceled"]
    );
    // insufficient funds: no event while the buyer may still top up; dismissed, failed
    let (short, token) = session(&s, base("ends", 500)).await;
    popup(&s, "confirm", json!({"session_token": token}))
        .await
        .expect_error(422, "INSUFFICIENT_BALANCE");
    assert_eq!(
        session_events(&s, &short).await,
        ["checkout.session_created"]
    );
    popup(&s, "close", json!({"session_token": token})).await;
    assert_eq!(
        session_events(&s, &short).await,
        ["checkout.session_created", "checkout.session_failed"]
    );
    let r = s.get(&format!("/events?object_id={short}")).await;
    let failed = r.data()["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["type"] == "checkout.session_failed")
        .unwrap()
        .clone();
    assert_eq!(
        failed["data"]["object"]["failure_code"], "insufficient_funds",
        "{failed}"
    );
}

/// A merchant may register the sites that open its popup (like Stripe's domain
/// registration): a popup opened by another site is refused before it shows anything.
#[tokio::test]
async fn only_registered_sites_open_the_popup() {
    let s = Server::start().await;
    s.user("origin-buyer").await;
    let r = s
        .patch(
            "/merchant/branding",
            json!({"popup_origins": ["https://Shop.Example", "https://shop.example", "http://localhost:3000"]}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert_eq!(
        r.data()["popup_origins"],
        json!(["https://shop.example", "http://localhost:3000"]),
        "lower case, once each"
    );
    assert_eq!(
        s.get("/merchant/branding").await.data()["popup_origins"],
        r.data()["popup_origins"]
    );
    for bad in [
        json!(["https://shop.example/checkout"]),
        json!(["shop.example"]),
        json!("https://shop.example"),
        json!([1]),
        json!(vec!["https://a.example"; 21]),
    ] {
        s.patch("/merchant/branding", json!({ "popup_origins": bad }))
            .await
            .expect_error(422, "VALIDATION_ERROR");
    }
    let (_, token) = session(&s, base("origin-buyer", 1000)).await;
    let r = popup(
        &s,
        "session",
        json!({"session_token": token, "origin": "https://evil.example"}),
    )
    .await;
    r.expect_error(403, "FORBIDDEN");
    popup(
        &s,
        "session",
        json!({"session_token": token, "origin": "not an origin"}),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    for ok in [json!("https://SHOP.example"), json!(null)] {
        let r = popup(&s, "session", json!({"session_token": token, "origin": ok})).await;
        assert_eq!(r.status, StatusCode::OK, "{ok}: {r:?}");
    }
    // cleared: any site again
    let r = s
        .patch("/merchant/branding", json!({"popup_origins": null}))
        .await;
    assert_eq!(r.data()["popup_origins"], json!([]));
    let r = popup(
        &s,
        "session",
        json!({"session_token": token, "origin": "https://evil.example"}),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
}

/// A session nobody paid says so when its time runs out: `checkout.session_expired`, once,
/// and its status reads `expired` (here by the sandbox clock, which runs the same sweep).
#[tokio::test]
async fn an_unpaid_session_expires_with_its_event_once() {
    let s = Server::start().await;
    s.user("late-buyer").await;
    let mut body = base("late-buyer", 1000);
    body["expires_in"] = json!(300);
    let (id, token) = session(&s, body).await;
    let paid_body = base("late-buyer", 500);
    let (paid, _) = session(&s, paid_body).await;
    s.advance(301).await;
    s.advance(60).await; // a second run finds nothing more to do
    let r = s.get(&format!("/embedded/checkout/sessions/{id}")).await;
    assert_eq!(r.data()["status"], "expired", "{r:?}");
    let events = s.get("/events?type=checkout.session_expired").await;
    let list = events.data()["events"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let mine: Vec<&Value> = list
        .iter()
        .filter(|e| e["data"]["object"]["session_id"] == id.as_str())
        .collect();
    assert_eq!(mine.len(), 1, "{events:?}");
    // the other session (30 minutes) is still pending, with no event
    let r = s.get(&format!("/embedded/checkout/sessions/{paid}")).await;
    assert_eq!(r.data()["status"], "pending");
    assert_eq!(list.len(), 1, "{events:?}");
    // and the token of the expired one opens nothing
    popup(&s, "session", json!({ "session_token": token }))
        .await
        .expect_error(401, "TOKEN_EXPIRED");
}
