//! Refusals that change something answer once. A wrong PIN is counted once per request,
//! however many times and however concurrently the request is sent, and every copy gets
//! the same answer; a customer-presented QR charge refused for funds spends its token once
//! and answers the same refusal on a retry; a wallet blocked by wrong PINs cannot be debited
//! by a QR token, issued before or after the block.

use crate::common;
use common::Server;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::sync::Arc;

/// A synced buyer with a phone, the PIN 1234 and 100,000 IQD: the user's service id.
async fn buyer(s: &Server, ext: &str, phone: &str) -> String {
    let r = s
        .post(
            "/users/sync",
            json!({"external_user_id": ext, "name": "Buyer", "phone": phone}),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    let id = r.data()["id"].as_str().unwrap().to_string();
    let r = s
        .post(&format!("/sandbox/users/{id}/pin"), json!({"pin": "1234"}))
        .await;
    assert!(r.status.is_success(), "{r:?}");
    s.topup(&id, "IQD", 100_000).await;
    id
}

async fn link(s: &Server) -> String {
    let r = s
        .post(
            "/embedded/payment-links",
            json!({"amount": 1000, "currency": "IQD", "description": "Tea", "max_uses": 100}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    r.data()["id"].as_str().unwrap().to_string()
}

/// The hosted link page's call: public, with its own Idempotency-Key.
async fn link_pay(s: &Server, link: &str, user: &str, pin: &str, key: &str) -> common::Resp {
    s.send(
        Method::POST,
        &format!("/links/{link}/pay"),
        None,
        &[("idempotency-key", key.to_string())],
        Some(json!({"user": user, "pin": pin}).to_string()),
    )
    .await
}

fn new_key() -> String {
    uuid::Uuid::new_v4().to_string()
}

fn attempts(r: &common::Resp) -> u64 {
    r.body["error"]["details"]["attempts_remaining"]
        .as_u64()
        .unwrap_or_else(|| panic!("no attempts_remaining: {r:?}"))
}

#[tokio::test]
async fn eight_identical_link_payments_with_a_wrong_pin_count_it_once() {
    let s = Arc::new(Server::start().await);
    buyer(&s, "pin-1", "+9647701110001").await;
    let l = link(&s).await;
    let key = new_key();
    let tasks: Vec<_> = (0..8)
        .map(|_| {
            let (s, l, key) = (s.clone(), l.clone(), key.clone());
            tokio::spawn(async move { link_pay(&s, &l, "pin-1", "9999", &key).await })
        })
        .collect();
    for t in tasks {
        let r = t.await.unwrap();
        r.expect_error(r.status.as_u16(), "INVALID_PIN");
        assert_eq!(attempts(&r), 4, "{r:?}");
    }
    // Sequential retries of the same request: the same answer, replayed, nothing counted.
    for _ in 0..3 {
        let r = link_pay(&s, &l, "pin-1", "9999", &key).await;
        r.expect_error(r.status.as_u16(), "INVALID_PIN");
        assert_eq!(attempts(&r), 4, "{r:?}");
        assert_eq!(r.header("idempotent-replayed").as_deref(), Some("true"));
    }
    // The same key with the right PIN is the same request (the fingerprint leaves the PIN
    // out): it answers what the key answered.
    let r = link_pay(&s, &l, "pin-1", "1234", &key).await;
    assert_eq!(attempts(&r), 4, "{r:?}");
    // A new request is a new attempt: one wrong PIN was counted, not eight or eleven.
    let r = link_pay(&s, &l, "pin-1", "9999", &new_key()).await;
    assert_eq!(attempts(&r), 3, "{r:?}");
    let r = link_pay(&s, &l, "pin-1", "1234", &new_key()).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
}

async fn checkout_pay(s: &Server, session: &str, key: &str) -> common::Resp {
    s.send(
        Method::POST,
        &format!("/sandbox/checkout/sessions/{session}/pay"),
        Some(&s.sk()),
        &[("idempotency-key", key.to_string())],
        Some(json!({"pin": "0000"}).to_string()),
    )
    .await
}

#[tokio::test]
async fn a_checkout_wrong_pin_retried_with_its_key_is_counted_once() {
    let s = Server::start().await;
    let u = buyer(&s, "pin-2", "+9647701110002").await;
    let (session, _) = s.session("pin-2", 1000, "IQD").await;
    let key = new_key();
    let first = checkout_pay(&s, &session, &key).await;
    first.expect_error(first.status.as_u16(), "INVALID_PIN");
    let again = checkout_pay(&s, &session, &key).await;
    assert_eq!(again.body["error"], {
        let mut e = first.body["error"].clone();
        e["request_id"] = again.body["error"]["request_id"].clone();
        e
    });
    assert_eq!(again.header("idempotent-replayed").as_deref(), Some("true"));
    let third = checkout_pay(&s, &session, &new_key()).await;
    assert_eq!(
        third.body["error"]["details"]["user_attempts_remaining"], 3,
        "{third:?}"
    );
    assert_eq!(s.balance(&u, "IQD").await, 100_000);
}

async fn token(s: &Server, user: &str) -> common::Resp {
    s.post(&format!("/sandbox/users/{user}/qr-token"), json!({}))
        .await
}

async fn charge(s: &Server, token: &str, amount: i64, key: &str) -> common::Resp {
    s.send(
        Method::POST,
        "/embedded/qr/charge",
        Some(&s.sk()),
        &[("idempotency-key", key.to_string())],
        Some(json!({"user_token": token, "amount": amount, "currency": "IQD"}).to_string()),
    )
    .await
}

fn user_token(r: &common::Resp) -> String {
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    r.data()["user_token"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_qr_charge_refused_for_funds_answers_the_same_on_retry() {
    let s = Server::start().await;
    let u = s.user("qr-funds").await;
    s.topup(&u, "IQD", 100).await;
    let t = user_token(&token(&s, "qr-funds").await);
    let key = new_key();
    let first = charge(&s, &t, 5_000, &key).await;
    first.expect_error(first.status.as_u16(), "INSUFFICIENT_BALANCE");
    for _ in 0..3 {
        let r = charge(&s, &t, 5_000, &key).await;
        r.expect_error(first.status.as_u16(), "INSUFFICIENT_BALANCE");
        assert_eq!(r.header("idempotent-replayed").as_deref(), Some("true"));
    }
    // The refusal spent the token (once): another request with it finds it used.
    let r = charge(&s, &t, 50, &new_key()).await;
    r.expect_error(r.status.as_u16(), "token_expired");
    assert_eq!(s.balance(&u, "IQD").await, 100);
}

#[tokio::test]
async fn a_wallet_blocked_by_wrong_pins_cannot_be_debited_by_a_qr_token() {
    let s = Server::start().await;
    let u = buyer(&s, "blocked", "+9647701110003").await;
    let before_block = user_token(&token(&s, "blocked").await);
    let l = link(&s).await;
    let mut last = Value::Null;
    for _ in 0..5 {
        last = link_pay(&s, &l, "blocked", "9999", &new_key()).await.body;
    }
    assert_eq!(last["error"]["code"], "PIN_BLOCKED", "{last}");
    // A token issued before the block charges nothing, and is spent by the refusal.
    let key = new_key();
    let r = charge(&s, &before_block, 1_000, &key).await;
    r.expect_error(r.status.as_u16(), "PIN_BLOCKED");
    let r = charge(&s, &before_block, 1_000, &key).await;
    r.expect_error(r.status.as_u16(), "PIN_BLOCKED");
    let r = charge(&s, &before_block, 1_000, &new_key()).await;
    r.expect_error(r.status.as_u16(), "token_expired");
    // No new token while blocked.
    let r = token(&s, "blocked").await;
    r.expect_error(r.status.as_u16(), "PIN_BLOCKED");
    assert_eq!(s.balance(&u, "IQD").await, 100_000);
    // A PIN set again unblocks the wallet.
    let r = s
        .post(&format!("/sandbox/users/{u}/pin"), json!({"pin": "4321"}))
        .await;
    assert!(r.status.is_success(), "{r:?}");
    let t = user_token(&token(&s, "blocked").await);
    let r = charge(&s, &t, 1_000, &new_key()).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    assert_eq!(s.balance(&u, "IQD").await, 99_000);
}
