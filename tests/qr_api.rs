//! Customer-presented QR over HTTP: a one-time user token (sandbox issues it), the
//! merchant's charge (completed at once), token_expired for a used, expired or foreign
//! token, a token spent by a failed charge, the velocity limit, field rules, and two
//! parallel charges with one token.

mod common;
use common::Server;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::sync::Arc;

async fn token(s: &Server, user: &str) -> Value {
    let r = s
        .post(&format!("/sandbox/users/{user}/qr-token"), json!({}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    r.data().clone()
}

async fn charge(s: &Server, t: &str, amount: i64) -> common::Resp {
    s.post(
        "/embedded/qr/charge",
        json!({"user_token": t, "amount": amount, "currency": "IQD", "description": "2 teas", "reference": "pos-7"}),
    )
    .await
}

#[tokio::test]
async fn a_token_charges_once_and_then_is_expired() {
    let s = Server::start().await;
    let u = s.user("qr-1").await;
    s.topup(&u, "IQD", 10_000).await;
    let t = token(&s, "qr-1").await;
    let tk = t["user_token"].as_str().unwrap();
    assert_eq!(t["qr_data"], format!("sanduq://id?t={tk}"));
    assert_eq!(t["user_id"], u.as_str());
    let r = charge(&s, tk, 2_500).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let d = r.data();
    assert_eq!(
        (
            d["status"].as_str(),
            d["amount"].as_i64(),
            d["currency"].as_str()
        ),
        (Some("completed"), Some(2_500), Some("IQD"))
    );
    assert_eq!(
        (
            d["user_id"].as_str(),
            d["description"].as_str(),
            d["reference"].as_str()
        ),
        (Some(u.as_str()), Some("2 teas"), Some("pos-7"))
    );
    assert!(d["payment_id"].as_str().unwrap().starts_with("pay_") && d["created_at"].is_string());
    assert_eq!(s.balance(&u, "IQD").await, 7_500);
    assert_eq!(s.merchant_balance("IQD").await, 2_475);
    let p = s
        .get(&format!(
            "/embedded/payments/{}",
            d["payment_id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(p.data()["status"], "completed");
    // used
    let r = charge(&s, tk, 100).await;
    r.expect_error(422, "token_expired");
    // never issued, or another merchant's shape
    charge(&s, "uqt_nope", 100)
        .await
        .expect_error(422, "token_expired");
    charge(&s, "not-a-token", 100)
        .await
        .expect_error(422, "token_expired");
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn a_token_lives_sixty_seconds_and_a_failed_charge_spends_it() {
    let s = Server::start().await;
    let u = s.user("qr-2").await;
    s.topup(&u, "IQD", 1_000).await;
    let t = token(&s, "qr-2").await;
    s.advance(61).await;
    charge(&s, t["user_token"].as_str().unwrap(), 100)
        .await
        .expect_error(422, "token_expired");
    let t = token(&s, "qr-2").await;
    let tk = t["user_token"].as_str().unwrap();
    charge(&s, tk, 5_000)
        .await
        .expect_error(422, "INSUFFICIENT_BALANCE");
    charge(&s, tk, 100).await.expect_error(422, "token_expired");
    assert_eq!(s.balance(&u, "IQD").await, 1_000, "nothing moved");
    // field rules (checked before the token is looked at, and they do not spend it)
    let t = token(&s, "qr-2").await;
    let tk = t["user_token"].as_str().unwrap();
    for (body, field) in [
        (json!({"amount": 1, "currency": "IQD"}), "user_token"),
        (json!({"user_token": tk, "currency": "IQD"}), "amount"),
        (
            json!({"user_token": tk, "amount": 0, "currency": "IQD"}),
            "amount",
        ),
        (json!({"user_token": tk, "amount": 1}), "currency"),
        (
            json!({"user_token": tk, "amount": 1, "currency": "IQD", "description": "x".repeat(257)}),
            "description",
        ),
        (
            json!({"user_token": tk, "amount": 1, "currency": "IQD", "tip": 5}),
            "tip",
        ),
    ] {
        let r = s.post("/embedded/qr/charge", body).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{field}: {r:?}");
    }
    s.post(
        "/embedded/qr/charge",
        json!({"user_token": tk, "amount": 1, "currency": "EUR"}),
    )
    .await
    .expect_error(422, "UNSUPPORTED_CURRENCY");
    let r = charge(&s, tk, 100).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    s.post("/sandbox/users/nobody/qr-token", json!({}))
        .await
        .expect_error(404, "WALLET_NOT_FOUND");
}

#[tokio::test]
async fn a_user_is_charged_at_most_five_times_in_ten_minutes() {
    let s = Server::start().await;
    let u = s.user("qr-3").await;
    s.topup(&u, "IQD", 100_000).await;
    // start at the beginning of a window, so the five fit in it
    let clock = s.get("/sandbox/clock").await;
    let now: chrono::DateTime<chrono::Utc> =
        serde_json::from_value(clock.data()["now"].clone()).unwrap();
    let into = now.timestamp().rem_euclid(600);
    s.advance(600 - into + 1).await;
    for n in 0..5 {
        let t = token(&s, "qr-3").await;
        let r = charge(&s, t["user_token"].as_str().unwrap(), 100).await;
        assert_eq!(r.status, StatusCode::CREATED, "charge {n}: {r:?}");
    }
    let t = token(&s, "qr-3").await;
    let tk = t["user_token"].as_str().unwrap().to_string();
    let r = charge(&s, &tk, 100).await;
    r.expect_error(422, "VELOCITY_LIMIT_EXCEEDED");
    assert_eq!(r.body["error"]["details"]["limit"], 5);
    charge(&s, &tk, 100)
        .await
        .expect_error(422, "token_expired");
    // the next window
    s.advance(600).await;
    let t = token(&s, "qr-3").await;
    let r = charge(&s, t["user_token"].as_str().unwrap(), 100).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    assert_eq!(s.balance(&u, "IQD").await, 100_000 - 600);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_charges_with_one_token_make_one_payment() {
    let s = Arc::new(Server::start().await);
    let u = s.user("qr-4").await;
    s.topup(&u, "IQD", 100_000).await;
    for round in 0..5 {
        let t = token(&s, "qr-4").await;
        let tk = t["user_token"].as_str().unwrap().to_string();
        let tasks: Vec<_> = (0..10)
            .map(|_| {
                let (s, tk) = (s.clone(), tk.clone());
                tokio::spawn(async move { charge(&s, &tk, 1_000).await })
            })
            .collect();
        let mut ok = 0;
        for t in tasks {
            let r = t.await.unwrap();
            if r.status == StatusCode::CREATED {
                ok += 1;
            } else {
                r.expect_error(422, "token_expired");
            }
        }
        assert_eq!(ok, 1, "round {round}");
        if round == 3 {
            // stay under the velocity limit: a new window for the last round
            s.advance(600).await;
        }
    }
    assert_eq!(s.balance(&u, "IQD").await, 95_000);
    assert_eq!(s.audit().await["ok"], true);
}
