//! The core family over HTTP against the real local server: users, checkout sessions,
//! sandbox pay, capture (full and partial), refund, the merchant wallet and the hosted page.

use crate::common;
use common::Server;
use reqwest::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn user_sync_creates_then_updates_with_a_wallet() {
    let s = Server::start().await;
    let r = s.post("/users/sync", json!({"external_user_id":"cust-1","name":"Zainab Ali","email":"z@example.iq","phone":"+9647701234567"})).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let d = r.data();
    let id = d["id"].as_str().unwrap().to_string();
    assert!(id.starts_with("usr_"));
    assert_eq!(d["external_user_id"], "cust-1");
    assert_eq!(d["wallet"]["accounts"].as_array().unwrap().len(), 2);
    assert_eq!(common::account(&d["wallet"]["accounts"], "IQD"), 0);
    assert_eq!(common::account(&d["wallet"]["accounts"], "USD"), 0);
    assert!(d.get("pin_hash").is_none());

    let r = s
        .post(
            "/users/sync",
            json!({"external_user_id":"cust-1","name":"Zainab A."}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert_eq!(r.data()["id"], id.as_str());
    assert_eq!(r.data()["name"], "Zainab A.");
    assert_eq!(r.data()["email"], serde_json::Value::Null);
}

/// A sync whose name, e-mail and phone are the user's already answers the user as it is: no new
/// version (its `updated_at` stays) and no `user.updated` event; a sync that changes one of them
/// writes both.
#[tokio::test]
async fn a_user_sync_that_changes_nothing_writes_no_version_and_no_event() {
    let s = Server::start().await;
    let body = json!({"external_user_id": "cust-same", "name": "Sara", "email": "s@example.iq"});
    let first = s.post("/users/sync", body.clone()).await;
    assert_eq!(first.status, StatusCode::CREATED, "{first:?}");
    let updates = || async {
        let r = s.get("/events?type=user.updated").await;
        assert_eq!(r.status, StatusCode::OK, "{r:?}");
        r.data()["events"].as_array().unwrap().len()
    };
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    let again = s.post("/users/sync", body.clone()).await;
    assert_eq!(again.status, StatusCode::OK, "{again:?}");
    assert_eq!(again.data()["id"], first.data()["id"]);
    assert_eq!(again.data()["updated_at"], first.data()["updated_at"]);
    assert_eq!(again.data()["wallet"], first.data()["wallet"]);
    assert_eq!(updates().await, 0);
    let changed = s
        .post(
            "/users/sync",
            json!({"external_user_id": "cust-same", "name": "Sara", "email": "sara@example.iq"}),
        )
        .await;
    assert_eq!(changed.status, StatusCode::OK, "{changed:?}");
    assert_eq!(changed.data()["email"], "sara@example.iq");
    assert_ne!(changed.data()["updated_at"], first.data()["updated_at"]);
    assert_eq!(updates().await, 1);
}

#[tokio::test]
async fn user_sync_validates_every_field() {
    let s = Server::start().await;
    let r = s
        .post(
            "/users/sync",
            json!({"name": 5, "email":"not-an-email", "phone":"07701234567", "nick":"x"}),
        )
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert_eq!(r.field("external_user_id"), Some("is required"));
    assert_eq!(r.field("name"), Some("must be a string"));
    assert!(r.field("email").is_some());
    assert!(r.field("phone").unwrap().contains("E.164"));
    assert_eq!(r.field("nick"), Some("is not a known field"));
    let long = "x".repeat(257);
    s.post("/users/sync", json!({"external_user_id":"a","name": long}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
}

#[tokio::test]
async fn checkout_session_lifecycle_moves_money_exactly() {
    let s = Server::start().await;
    let u = s.user("buyer").await;
    s.topup(&u, "USD", 50_000).await;
    let r = s
        .post(
            "/checkout/sessions",
            json!({"external_user_id":"buyer","amount":10_000,"currency":"USD","description":"Order 1",
                   "success_url":"https://shop.example/ok","cancel_url":"https://shop.example/no","metadata":{"order":"1"}}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let d = r.data().clone();
    let sid = d["id"].as_str().unwrap();
    let pid = d["payment_id"].as_str().unwrap();
    assert!(sid.starts_with("cs_") && pid.starts_with("pay_"));
    assert_eq!(d["status"], "pending");
    assert_eq!(d["amount"], 10_000);
    assert_eq!(d["currency"], "USD");
    assert_eq!(d["metadata"]["order"], "1");
    let url = d["checkout_url"].as_str().unwrap();
    assert!(url.starts_with(&s.root), "{url}");

    // the hosted page is really served
    let page = s.http.get(url).send().await.unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    let html = page.text().await.unwrap();
    assert!(
        html.contains("100.00") && html.contains("USD") && html.contains("Sandbox Merchant"),
        "{html}"
    );

    let r = s.pay(sid).await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert_eq!(r.data()["status"], "authorized");
    assert_eq!(s.balance(&u, "USD").await, 40_000);
    let g = s.get(&format!("/checkout/sessions/{sid}")).await;
    assert_eq!(g.data()["status"], "authorized");
    // the payment itself, read in the core family's words
    let read = s.get(&format!("/payments/{pid}")).await;
    assert_eq!(read.status, StatusCode::OK, "{read:?}");
    assert_eq!(read.data()["id"], pid);
    assert_eq!(read.data()["status"], "authorized");
    assert_eq!(read.data()["session_id"], sid);
    assert_eq!(read.data()["amount"], 10_000);
    assert!(read.data()["authorization_expires_at"].is_string());

    let c = s.post(&format!("/payments/{pid}/capture"), json!({})).await;
    assert_eq!(c.status, StatusCode::OK, "{c:?}");
    assert_eq!(c.data()["id"], pid);
    assert_eq!(c.data()["status"], "captured");
    assert_eq!(c.data()["captured_amount"], 10_000);
    assert_eq!(c.data()["currency"], "USD");
    assert_eq!(c.data()["commission_amount"], 100);
    assert_eq!(c.data()["net_amount"], 9_900);
    assert_eq!(s.merchant_balance("USD").await, 9_900);
    assert_eq!(
        s.get(&format!("/checkout/sessions/{sid}")).await.data()["status"],
        "captured"
    );

    // partial refund: commission recalculated on what remains (60), 40 back to the merchant
    let f = s
        .post(
            &format!("/payments/{pid}/refund"),
            json!({"amount": 4_000, "reason":"damaged", "metadata":{"ticket":"t-9"}}),
        )
        .await;
    assert_eq!(f.status, StatusCode::OK, "{f:?}");
    assert_eq!(f.data()["status"], "partially_refunded");
    assert_eq!(f.data()["refunded_amount"], 4_000);
    assert_eq!(f.data()["refund"]["amount"], 4_000);
    assert!(f.data()["refund"]["id"]
        .as_str()
        .unwrap()
        .starts_with("rfn_"));
    assert_eq!(f.data()["refund"]["status"], "completed");
    assert_eq!(s.merchant_balance("USD").await, 9_900 - 3_960);
    assert_eq!(s.balance(&u, "USD").await, 44_000);

    s.post(
        &format!("/payments/{pid}/refund"),
        json!({"amount": 6_001, "reason":"x"}),
    )
    .await
    .expect_error(422, "REFUND_EXCEEDS_AMOUNT");
    let f = s
        .post(&format!("/payments/{pid}/refund"), json!({"reason":"rest"}))
        .await;
    assert_eq!(f.data()["status"], "refunded", "{f:?}");
    assert_eq!(f.data()["refunds"].as_array().unwrap().len(), 2);
    let read = s.get(&format!("/payments/{pid}")).await;
    assert_eq!(read.data()["status"], "refunded");
    assert_eq!(read.data()["refunded_amount"], 10_000);
    assert_eq!(read.data()["refunds"].as_array().unwrap().len(), 2);
    assert_eq!(s.merchant_balance("USD").await, 0);
    assert_eq!(s.balance(&u, "USD").await, 50_000);
    s.post(
        &format!("/payments/{pid}/refund"),
        json!({"reason":"again"}),
    )
    .await
    .expect_error(422, "INVALID_PAYMENT_STATUS");
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn partial_capture_releases_the_rest_at_once() {
    let s = Server::start().await;
    let (u, _, p) = s.authorized("pc", 25_000, "IQD").await;
    assert_eq!(s.balance(&u, "IQD").await, 0);
    s.post(&format!("/payments/{p}/capture"), json!({"amount": 25_001}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    s.post(&format!("/payments/{p}/capture"), json!({"amount": 0}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    let c = s
        .post(&format!("/payments/{p}/capture"), json!({"amount": 20_000}))
        .await;
    assert_eq!(c.data()["captured_amount"], 20_000, "{c:?}");
    assert_eq!(c.data()["commission_amount"], 200);
    assert_eq!(s.balance(&u, "IQD").await, 5_000);
    assert_eq!(s.merchant_balance("IQD").await, 19_800);
    s.post(&format!("/payments/{p}/capture"), json!({}))
        .await
        .expect_error(409, "PAYMENT_ALREADY_CAPTURED");
    let read = s.get(&format!("/payments/{p}")).await;
    assert_eq!(read.data()["status"], "captured");
    assert_eq!(read.data()["captured_amount"], 20_000);
    assert_eq!(read.data()["commission_amount"], 200);
    // the gateway reads the same payment in its own words
    let gw = s
        .gw(Method::GET, &format!("/gateway/payments/{p}"), "")
        .await;
    assert_eq!(gw.data()["status"], "completed");
    for missing in ["pay_00000000000000000000000000", "nonsense", "%20"] {
        s.get(&format!("/payments/{missing}"))
            .await
            .expect_error(404, "PAYMENT_NOT_FOUND");
    }
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn checkout_validation_and_lookups() {
    let s = Server::start().await;
    s.user("v").await;
    let ok = json!({"external_user_id":"v","amount":100,"currency":"USD","success_url":"https://a.example/s","cancel_url":"https://a.example/c"});
    let with = |k: &str, v: serde_json::Value| {
        let mut b = ok.clone();
        b[k] = v;
        b
    };
    s.post("/checkout/sessions", with("currency", json!("EUR")))
        .await
        .expect_error(422, "UNSUPPORTED_CURRENCY");
    for (k, v) in [
        ("amount", json!(-5)),
        ("amount", json!(1.5)),
        ("amount", json!("100")),
        ("amount", json!(10_000_000_000_000i64)),
        ("currency", json!("dollars")),
        ("currency", json!(840)),
        ("success_url", json!("not a url")),
        ("cancel_url", json!("javascript:alert(1)")),
        ("description", json!("d".repeat(257))),
        ("metadata", json!("x")),
        ("metadata", json!({"k": {"nested": true}})),
    ] {
        let r = s.post("/checkout/sessions", with(k, v.clone())).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(k).is_some(), "{k}={v}: {r:?}");
    }
    let many: serde_json::Map<String, serde_json::Value> =
        (0..21).map(|i| (format!("k{i}"), json!("v"))).collect();
    s.post(
        "/checkout/sessions",
        with("metadata", serde_json::Value::Object(many)),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    let mut missing = ok.clone();
    missing.as_object_mut().unwrap().remove("success_url");
    assert_eq!(
        s.post("/checkout/sessions", missing)
            .await
            .field("success_url"),
        Some("is required")
    );
    s.post(
        "/checkout/sessions",
        with("external_user_id", json!("nobody")),
    )
    .await
    .expect_error(404, "WALLET_NOT_FOUND");
    s.send(
        Method::POST,
        "/checkout/sessions",
        Some(&s.sk()),
        &[("idempotency-key", uuid::Uuid::new_v4().to_string())],
        Some("{\"amount\":".into()),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    s.send(
        Method::POST,
        "/checkout/sessions",
        Some(&s.sk()),
        &[("idempotency-key", uuid::Uuid::new_v4().to_string())],
        Some("[1,2]".into()),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    s.get("/checkout/sessions/cs_doesnotexist")
        .await
        .expect_error(404, "NOT_FOUND");
    s.get("/checkout/sessions/..%2F..%2Fetc")
        .await
        .expect_error(404, "NOT_FOUND");
    s.post("/payments/pay_doesnotexist/capture", json!({}))
        .await
        .expect_error(404, "PAYMENT_NOT_FOUND");
    s.post("/payments/nonsense/refund", json!({"reason":"x"}))
        .await
        .expect_error(404, "PAYMENT_NOT_FOUND");
}

#[tokio::test]
async fn pay_refuses_short_wallets_with_the_numbers() {
    let s = Server::start().await;
    let u = s.user("short").await;
    s.topup(&u, "USD", 999).await;
    let (sid, _) = s.session("short", 1_000, "USD").await;
    let r = s.pay(&sid).await;
    r.expect_error(422, "INSUFFICIENT_BALANCE");
    assert_eq!(r.body["error"]["details"]["available"], 999);
    assert_eq!(r.body["error"]["details"]["required"], 1_000);
    assert_eq!(s.balance(&u, "USD").await, 999);
    // IQD money does not pay a USD session
    s.topup(&u, "IQD", 5_000).await;
    s.pay(&sid).await.expect_error(422, "INSUFFICIENT_BALANCE");
    s.topup(&u, "USD", 1).await;
    assert_eq!(s.pay(&sid).await.data()["status"], "authorized");
    s.pay(&sid)
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
}

#[tokio::test]
async fn refunds_need_authorized_then_captured_payments_and_merchant_funds() {
    let s = Server::start().await;
    let (_, _, p) = s.authorized("rf", 1_000, "USD").await;
    s.post(&format!("/payments/{p}/refund"), json!({"reason":"x"}))
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    s.post(&format!("/payments/{p}/refund"), json!({}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    s.post(&format!("/payments/{p}/capture"), json!({})).await;
    s.post(
        &format!("/payments/{p}/refund"),
        json!({"reason":"x","amount":0}),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    let f = s
        .post(&format!("/payments/{p}/refund"), json!({"reason":"x"}))
        .await;
    assert_eq!(f.data()["status"], "refunded", "{f:?}");
}

#[tokio::test]
async fn pin_protected_payments() {
    let s = Server::start().await;
    let u = s.user("pin").await;
    s.topup(&u, "USD", 10_000).await;
    s.post(&format!("/sandbox/users/{u}/pin"), json!({"pin":"12"}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    s.post(&format!("/sandbox/users/{u}/pin"), json!({}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    let (sid, _) = s.session("pin", 100, "USD").await;
    s.post(
        &format!("/sandbox/checkout/sessions/{sid}/pay"),
        json!({"pin":"1234"}),
    )
    .await
    .expect_error(401, "PIN_NOT_SET");
    let r = s
        .post(&format!("/sandbox/users/{u}/pin"), json!({"pin":"4321"}))
        .await;
    assert_eq!(r.data()["pin_set"], true, "{r:?}");
    s.pay(&sid).await.expect_error(422, "PIN_REQUIRED");
    let r = s
        .post(
            &format!("/sandbox/checkout/sessions/{sid}/pay"),
            json!({"pin":"0000"}),
        )
        .await;
    r.expect_error(401, "INVALID_PIN");
    // what this checkout has left: the fewer of the user's 5 and the checkout's 3
    let d = &r.body["error"]["details"];
    assert_eq!(
        (
            &d["attempts_remaining"],
            &d["user_attempts_remaining"],
            &d["checkout_attempts_remaining"]
        ),
        (&json!(2), &json!(4), &json!(2)),
        "{r:?}"
    );
    let r = s
        .post(
            &format!("/sandbox/checkout/sessions/{sid}/pay"),
            json!({"pin":"4321"}),
        )
        .await;
    assert_eq!(r.data()["status"], "authorized", "{r:?}");
    // five wrong PINs in a row block the user, across checkouts: a checkout fails on its
    // third (it can never block the user alone), the next checkout's second blocks
    let wrong = |sid: String| {
        let s = &s;
        async move {
            s.post(
                &format!("/sandbox/checkout/sessions/{sid}/pay"),
                json!({"pin":"9999"}),
            )
            .await
        }
    };
    let (sid2, _) = s.session("pin", 100, "USD").await;
    for left in [2, 1, 0] {
        let r = wrong(sid2.clone()).await;
        r.expect_error(401, "INVALID_PIN");
        assert_eq!(
            r.body["error"]["details"]["attempts_remaining"], left,
            "{r:?}"
        );
    }
    let r = s.get(&format!("/checkout/sessions/{sid2}")).await;
    assert_eq!(r.data()["status"], "failed", "{r:?}");
    wrong(sid2.clone())
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    let (sid3, _) = s.session("pin", 100, "USD").await;
    wrong(sid3.clone()).await.expect_error(401, "INVALID_PIN");
    wrong(sid3.clone()).await.expect_error(401, "PIN_BLOCKED");
    s.post(
        &format!("/sandbox/checkout/sessions/{sid3}/pay"),
        json!({"pin":"4321"}),
    )
    .await
    .expect_error(401, "PIN_BLOCKED");
    assert_eq!(s.balance(&u, "USD").await, 9_900);
}

#[tokio::test]
async fn hosted_page_takes_the_pin() {
    let s = Server::start().await;
    let u = s.user("hp").await;
    s.topup(&u, "IQD", 5_000).await;
    s.post(&format!("/sandbox/users/{u}/pin"), json!({"pin":"2468"}))
        .await;
    let (sid, _) = s.session("hp", 5_000, "IQD").await;
    let url = format!("{}/pay/{sid}", s.root);
    let wrong = s
        .http
        .post(&url)
        .form(&[("pin", "1111")])
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        wrong.contains("Wrong PIN. 2 attempts remaining."),
        "{wrong}"
    );
    // in Arabic, the tries left in Arabic-Indic digits, as every number on the page (issue 72)
    let wrong_ar = s
        .http
        .post(format!("{url}?locale=ar"))
        .form(&[("pin", "1111")])
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(wrong_ar.contains("المحاولات المتبقية: ١."), "{wrong_ar}");
    // the right PIN typed in Arabic-Indic digits is the PIN (issue 72: it was refused)
    let html = s
        .http
        .post(&url)
        .form(&[("pin", "٢٤٦٨")])
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(html.contains("authorized"), "{html}");
    assert!(html.contains("https://shop.example/ok"), "{html}");
    assert_eq!(s.balance(&u, "IQD").await, 0);
    // and the page's own field lets the browser send them
    let page = s.http.get(&url).send().await.unwrap().text().await.unwrap();
    assert!(
        !page.contains(r#"pattern="[0-9]{4}""#),
        "ASCII digits only: {page}"
    );
    // the API takes them too, Persian digits as well
    let (sid2, _) = s.session("hp", 1, "IQD").await;
    s.topup(&u, "IQD", 1).await;
    let r = s
        .post(
            &format!("/sandbox/checkout/sessions/{sid2}/pay"),
            json!({"pin": "۲۴۶۸"}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let r = s
        .http
        .get(format!("{}/pay/cs_nope", s.root))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn merchants_never_see_each_other() {
    let s = Server::start().await;
    let (u, sid, pid) = s.authorized("iso", 1_000, "USD").await;
    let r = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({"name":"Other","status":"approved"})),
        )
        .await;
    let other = r.data()["keys"]["secret_key"].as_str().unwrap().to_string();
    let get = |p: String| {
        let other = other.clone();
        let s = &s;
        async move { s.send(Method::GET, &p, Some(&other), &[], None).await }
    };
    get(format!("/checkout/sessions/{sid}"))
        .await
        .expect_error(404, "NOT_FOUND");
    get(format!("/sandbox/wallets/{u}"))
        .await
        .expect_error(404, "WALLET_NOT_FOUND");
    get("/sandbox/wallets/iso".into())
        .await
        .expect_error(404, "WALLET_NOT_FOUND");
    s.post_as(&other, &format!("/payments/{pid}/capture"), json!({}))
        .await
        .expect_error(404, "PAYMENT_NOT_FOUND");
    get(format!("/payments/{pid}"))
        .await
        .expect_error(404, "PAYMENT_NOT_FOUND");
    s.post_as(
        &other,
        &format!("/sandbox/checkout/sessions/{sid}/pay"),
        json!({}),
    )
    .await
    .expect_error(404, "NOT_FOUND");
    s.post_as(
        &other,
        "/sandbox/wallets/topup",
        json!({"user_id": u, "currency":"USD","amount":5}),
    )
    .await
    .expect_error(404, "WALLET_NOT_FOUND");
    // this merchant's buyer is no buyer of another merchant's checkout
    let checkout = json!({"external_user_id":"iso","amount":100,"currency":"USD",
        "success_url":"https://shop.example/ok","cancel_url":"https://shop.example/no"});
    s.post_as(&other, "/checkout/sessions", checkout.clone())
        .await
        .expect_error(404, "WALLET_NOT_FOUND");
    // the same external id is a different user for another merchant
    let r = s
        .post_as(
            &other,
            "/users/sync",
            json!({"external_user_id":"iso","name":"Other's iso"}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED);
    assert_ne!(r.data()["id"], u.as_str());
    let theirs = r.data()["id"].clone();
    let r = s.post_as(&other, "/checkout/sessions", checkout).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    assert_eq!(r.data()["user_id"], theirs);
    assert_eq!(r.data()["external_user_id"], "iso");
}

#[tokio::test]
async fn core_refunds_close_ninety_days_after_capture() {
    let s = Server::start().await;
    let (_, sid, p) = s.authorized("win", 2_000, "USD").await;
    s.post(&format!("/payments/{p}/capture"), json!({})).await;
    s.advance(90 * 24 * 60 * 60 + 1).await;
    s.post(&format!("/payments/{p}/refund"), json!({"reason":"late"}))
        .await
        .expect_error(422, "REFUND_WINDOW_EXPIRED");
    // the session still reads as captured on the merchant's clock
    assert_eq!(
        s.get(&format!("/checkout/sessions/{sid}")).await.data()["status"],
        "captured"
    );
}
