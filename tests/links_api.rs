//! Payment links over HTTP: every field rule, defaults, paying through the link's public API
//! (buyer by phone or id, PIN, fixed or entered amount), max_uses under concurrency,
//! deactivation, expiry on the test clock, listing, and the events.

use crate::common;
use common::Server;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::sync::Arc;

async fn link(s: &Server, body: Value) -> Value {
    let r = s.post("/embedded/payment-links", body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    r.data().clone()
}

/// A synced buyer with a phone, a PIN (1234) and money: the user's service id.
async fn buyer(s: &Server, ext: &str, phone: &str, currency: &str, amount: i64) -> String {
    let r = s
        .post(
            "/users/sync",
            json!({"external_user_id": ext, "name": format!("Buyer {ext}"), "phone": phone}),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    let id = r.data()["id"].as_str().unwrap().to_string();
    let r = s
        .post(&format!("/sandbox/users/{id}/pin"), json!({"pin": "1234"}))
        .await;
    assert!(r.status.is_success(), "{r:?}");
    if amount > 0 {
        s.topup(&id, currency, amount).await;
    }
    id
}

/// The hosted page's call: public, with its own Idempotency-Key.
async fn pay_with(s: &Server, id: &str, body: Value, key: &str) -> common::Resp {
    s.send(
        Method::POST,
        &format!("/links/{id}/pay"),
        None,
        &[("idempotency-key", key.to_string())],
        Some(body.to_string()),
    )
    .await
}

async fn pay(s: &Server, id: &str, body: Value) -> common::Resp {
    pay_with(s, id, body, &uuid::Uuid::new_v4().to_string()).await
}

#[tokio::test]
async fn every_field_rule() {
    let s = Server::start().await;
    let ok = json!({"amount": 5000, "currency": "IQD", "description": "Tea set"});
    let with = |k: &str, v: Value| {
        let mut b = ok.clone();
        b[k] = v;
        b
    };
    let without = |k: &str| {
        let mut b = ok.clone();
        b.as_object_mut().unwrap().remove(k);
        b
    };
    let many: serde_json::Map<String, Value> =
        (0..21).map(|n| (format!("k{n}"), json!("v"))).collect();
    for (body, field) in [
        (without("amount"), "amount"),
        (with("amount", json!(-1)), "amount"),
        (with("amount", json!(1.5)), "amount"),
        (with("amount", json!("5000")), "amount"),
        (without("currency"), "currency"),
        (with("currency", json!("iq")), "currency"),
        (without("description"), "description"),
        (with("description", json!("x".repeat(257))), "description"),
        (with("reference", json!("x".repeat(257))), "reference"),
        (with("redirect_url", json!("not a url")), "redirect_url"),
        (with("expires_at", json!("tomorrow")), "expires_at"),
        (
            with("expires_at", json!("2020-01-01T00:00:00Z")),
            "expires_at",
        ),
        (with("max_uses", json!(-1)), "max_uses"),
        (with("max_uses", json!(2_000_000)), "max_uses"),
        (with("metadata", Value::Object(many)), "metadata"),
        (with("colour", json!("red")), "colour"),
    ] {
        let r = s.post("/embedded/payment-links", body.clone()).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{field}: {body} -> {r:?}");
    }
    s.post("/embedded/payment-links", with("currency", json!("EUR")))
        .await
        .expect_error(422, "UNSUPPORTED_CURRENCY");
    // the spec's record, with the defaults
    let l = link(&s, with("reference", json!("order-77"))).await;
    assert!(l["id"].as_str().unwrap().starts_with("pl_"));
    assert_eq!(
        (
            l["status"].as_str(),
            l["uses"].as_u64(),
            l["max_uses"].as_u64()
        ),
        (Some("active"), Some(0), Some(1))
    );
    assert_eq!(l["payments"], json!([]));
    assert!(l["deactivated_at"].is_null());
    let created: chrono::DateTime<chrono::Utc> =
        serde_json::from_value(l["created_at"].clone()).unwrap();
    let expires: chrono::DateTime<chrono::Utc> =
        serde_json::from_value(l["expires_at"].clone()).unwrap();
    assert_eq!((expires - created).num_days(), 30);
    let id = l["id"].as_str().unwrap();
    assert_eq!(l["url"], format!("{}/links/{id}", s.root));
    assert!(l["short_url"]
        .as_str()
        .unwrap()
        .starts_with(&format!("{}/l/", s.root)));
    s.get("/embedded/payment-links/pl_nope")
        .await
        .expect_error(404, "NOT_FOUND");
}

#[tokio::test]
async fn a_buyer_pays_a_fixed_link_once() {
    let s = Server::start().await;
    let l = link(
        &s,
        json!({"amount": 5000, "currency": "IQD", "description": "Tea set", "reference": "order-9",
               "redirect_url": "https://shop.example/thanks", "metadata": {"order": "9"}}),
    )
    .await;
    let id = l["id"].as_str().unwrap();
    let u = buyer(&s, "b-1", "+9647701234567", "IQD", 8000).await;
    // the page's view: what to pay, whom, no metadata
    let v = s.get(&format!("/links/{id}")).await;
    assert_eq!(
        (v.data()["amount"].as_i64(), v.data()["status"].as_str()),
        (Some(5000), Some("active"))
    );
    assert!(v.data()["metadata"].is_null() && v.data()["reference"].is_null());
    assert!(v.data()["merchant"]["name"].is_string());
    // errors first
    pay(&s, id, json!({"user": "0770 123 4567", "pin": "9999"}))
        .await
        .expect_error(401, "INVALID_PIN");
    let r = pay(&s, id, json!({"user": "nobody", "pin": "1234"})).await;
    r.expect_error(404, "WALLET_NOT_FOUND");
    let r = pay(&s, id, json!({"user": "b-1", "pin": "1234", "amount": 1})).await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("amount").is_some());
    // no PIN at all: the spec's PIN_REQUIRED, nothing paid (issue 72)
    pay(&s, id, json!({"user": "b-1"}))
        .await
        .expect_error(422, "PIN_REQUIRED");
    let r = pay(&s, id, json!({"pin": "12"})).await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(
        r.field("user").is_some() && r.field("pin").is_some(),
        "{r:?}"
    );
    s.send(
        Method::POST,
        &format!("/links/{id}/pay"),
        None,
        &[],
        Some("{}".into()),
    )
    .await
    .expect_error(422, "IDEMPOTENCY_KEY_REQUIRED");
    // the phone as written anywhere, then a replay of the same request
    let key = uuid::Uuid::new_v4().to_string();
    let r = pay_with(
        &s,
        id,
        json!({"user": "+9647701234567", "pin": "1234"}),
        &key,
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    assert_eq!(r.data()["status"], "completed");
    assert_eq!(r.data()["redirect_url"], "https://shop.example/thanks");
    let again = pay_with(
        &s,
        id,
        json!({"user": "+9647701234567", "pin": "1234"}),
        &key,
    )
    .await;
    assert_eq!(
        again.data()["payment_id"],
        r.data()["payment_id"],
        "replayed"
    );
    assert_eq!(s.balance(&u, "IQD").await, 3000);
    assert_eq!(s.merchant_balance("IQD").await, 4950);
    // used up
    let r = pay(&s, id, json!({"user": "b-1", "pin": "1234"})).await;
    r.expect_error(422, "PAYMENT_EXPIRED");
    assert_eq!(
        r.body["error"]["details"]["link_status"],
        "max_uses_reached"
    );
    let g = s.get(&format!("/embedded/payment-links/{id}")).await;
    assert_eq!(
        (g.data()["uses"].as_u64(), g.data()["status"].as_str()),
        (Some(1), Some("max_uses_reached"))
    );
    let paid = &g.data()["payments"][0];
    assert_eq!(paid["id"], again.data()["payment_id"]);
    assert_eq!(paid["status"], "completed");
    // the payment events carry the link's reference and metadata
    let ev = s.get("/events?type=payment.completed").await;
    let obj = &ev.data()["events"][0]["data"]["object"];
    assert_eq!(
        (obj["reference"].as_str(), obj["metadata"]["order"].as_str()),
        (Some("order-9"), Some("9"))
    );
    let ev = s.get("/events?type=payment_link.created").await;
    assert_eq!(ev.data()["events"][0]["data"]["object"]["id"], id);
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn an_open_amount_link_takes_what_the_buyer_enters_until_deactivated() {
    let s = Server::start().await;
    let l = link(
        &s,
        json!({"amount": 0, "currency": "USD", "description": "Donation", "max_uses": 0}),
    )
    .await;
    let id = l["id"].as_str().unwrap();
    buyer(&s, "d-1", "+9647701112222", "USD", 10_000).await;
    buyer(&s, "d-2", "+9647703334444", "USD", 0).await;
    let r = pay(&s, id, json!({"user": "d-1", "pin": "1234"})).await;
    assert!(r.field("amount").is_some(), "{r:?}");
    for amount in [250, 1000] {
        let r = pay(
            &s,
            id,
            json!({"user": "d-1", "pin": "1234", "amount": amount}),
        )
        .await;
        assert_eq!(
            (r.status, r.data()["amount"].as_i64()),
            (StatusCode::CREATED, Some(amount)),
            "{r:?}"
        );
    }
    pay(&s, id, json!({"user": "d-2", "pin": "1234", "amount": 5}))
        .await
        .expect_error(422, "INSUFFICIENT_BALANCE");
    let d = s
        .send(
            Method::DELETE,
            &format!("/embedded/payment-links/{id}"),
            Some(&s.sk()),
            &[],
            None,
        )
        .await;
    assert_eq!(
        (
            d.data()["status"].as_str(),
            d.data()["deactivated_at"].is_string()
        ),
        (Some("deactivated"), true),
        "{d:?}"
    );
    let again = s
        .send(
            Method::DELETE,
            &format!("/embedded/payment-links/{id}"),
            Some(&s.sk()),
            &[],
            None,
        )
        .await;
    assert_eq!(
        again.data()["deactivated_at"],
        d.data()["deactivated_at"],
        "permanent, idempotent"
    );
    let r = pay(&s, id, json!({"user": "d-1", "pin": "1234", "amount": 5})).await;
    r.expect_error(422, "PAYMENT_EXPIRED");
    assert_eq!(r.body["error"]["details"]["link_status"], "deactivated");
    let g = s.get(&format!("/embedded/payment-links/{id}")).await;
    assert_eq!(
        g.data()["payments"].as_array().unwrap().len(),
        2,
        "earlier payments stay"
    );
    assert!(g.data()["payments"]
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["status"] == "completed"));
    let ev = s.get("/events?type=payment_link.deactivated").await;
    assert_eq!(ev.data()["pagination"]["total"], 1);
}

#[tokio::test]
async fn a_link_expires_on_the_test_clock_and_lists_newest_first() {
    let s = Server::start().await;
    let at = chrono::Utc::now() + chrono::Duration::hours(1);
    let first = link(
        &s,
        json!({"amount": 100, "currency": "IQD", "description": "a", "expires_at": at}),
    )
    .await;
    let second = link(
        &s,
        json!({"amount": 200, "currency": "IQD", "description": "b"}),
    )
    .await;
    buyer(&s, "e-1", "+9647705556666", "IQD", 1000).await;
    s.advance(3601).await;
    let id = first["id"].as_str().unwrap();
    let r = pay(&s, id, json!({"user": "e-1", "pin": "1234"})).await;
    r.expect_error(422, "PAYMENT_EXPIRED");
    assert_eq!(r.body["error"]["details"]["link_status"], "expired");
    let l = s.get("/embedded/payment-links?per_page=1").await;
    assert_eq!(l.data()["payment_links"][0]["id"], second["id"]);
    assert_eq!(l.data()["pagination"]["total"], 2);
    let l = s.get("/embedded/payment-links?per_page=1&page=2").await;
    assert_eq!(
        (
            l.data()["payment_links"][0]["id"].as_str(),
            l.data()["payment_links"][0]["status"].as_str()
        ),
        (Some(id), Some("expired"))
    );
    let r = s.get("/embedded/payment-links?per_page=0&x=1").await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("per_page").is_some() && r.field("x").is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_parallel_payers_on_a_three_use_link_make_three_payments() {
    let s = Arc::new(Server::start().await);
    let l = link(
        &s,
        json!({"amount": 1000, "currency": "IQD", "description": "Limited", "max_uses": 3}),
    )
    .await;
    let id = l["id"].as_str().unwrap().to_string();
    let mut users = vec![];
    for n in 0..20 {
        users.push(
            buyer(
                &s,
                &format!("p-{n}"),
                &format!("+96477000{n:05}"),
                "IQD",
                1000,
            )
            .await,
        );
    }
    let tasks: Vec<_> = (0..20)
        .map(|n| {
            let (s, id) = (s.clone(), id.clone());
            tokio::spawn(async move {
                pay(&s, &id, json!({"user": format!("p-{n}"), "pin": "1234"})).await
            })
        })
        .collect();
    let mut paid = 0;
    for t in tasks {
        let r = t.await.unwrap();
        match r.status {
            StatusCode::CREATED => paid += 1,
            _ => {
                r.expect_error(422, "PAYMENT_EXPIRED");
            }
        }
    }
    assert_eq!(paid, 3);
    let g = s.get(&format!("/embedded/payment-links/{id}")).await;
    assert_eq!(
        (
            g.data()["uses"].as_u64(),
            g.data()["payments"].as_array().map(Vec::len)
        ),
        (Some(3), Some(3))
    );
    let mut total = 0;
    for u in &users {
        total += s.balance(u, "IQD").await;
    }
    assert_eq!(total, 17_000, "only three buyers paid");
    assert_eq!(s.merchant_balance("IQD").await, 3 * 990);
    assert_eq!(s.audit().await["ok"], true);
}
