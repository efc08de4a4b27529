//! The sandbox function fed its events/ samples.

use crate::lambda;
use lambda::{call, event, state};

#[tokio::test]
async fn sandbox_samples() {
    let (st, _) = state().await;
    let sandbox = sanduq_fn_sandbox::app(st.clone());
    let all = sanduq_service::app(st.clone());

    let (s, b) = call(&sandbox, event("sandbox", "wallets-topup", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("WALLET_NOT_FOUND")),
        "{b}"
    );
    call(&all, event("core", "users-sync", &[])).await;
    // the sandbox inbox is this function's: a code asked for the sample phone lands in it
    let (s, b) = call(&all, event("wallet", "auth-otp", &[])).await;
    assert_eq!(s, 202, "{b}");
    let (s, b) = call(&sandbox, event("sandbox", "sms-inbox", &[])).await;
    assert_eq!(s, 200, "{b}");
    let text = b["data"]["messages"][0]["text"]
        .as_str()
        .unwrap_or_default();
    assert!(
        text.len() >= 6 && text[..6].bytes().all(|c| c.is_ascii_digit()),
        "{b}"
    );
    let (s, b) = call(&sandbox, event("sandbox", "wallets-topup", &[])).await;
    assert_eq!(s, 200, "{b}");
    let (s, b) = call(&sandbox, event("sandbox", "wallets-get", &[])).await;
    assert_eq!(s, 200, "{b}");
    let iqd = b["data"]["accounts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["currency"] == "IQD")
        .unwrap()["available"]
        .clone();
    assert_eq!(iqd, 100000);
    let (s, b) = call(&sandbox, event("sandbox", "users-pin", &[])).await;
    assert_eq!(
        (s, b["data"]["pin_set"].as_bool()),
        (200, Some(true)),
        "{b}"
    );

    let (_, b) = call(&all, event("core", "checkout-sessions-create", &[])).await;
    let cs = b["data"]["id"].as_str().unwrap().to_string();
    let (s, b) = call(
        &sandbox,
        event(
            "sandbox",
            "checkout-sessions-pay",
            &[("cs_sample000000000000000000", &cs)],
        ),
    )
    .await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("authorized")),
        "{b}"
    );
    let (s, b) = call(
        &sandbox,
        event(
            "sandbox",
            "checkout-sessions-pay",
            &[("cs_sample000000000000000000", &cs)],
        ),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("INVALID_PAYMENT_STATUS")),
        "{b}"
    );
    let bad_pin = [
        ("cs_sample000000000000000000", cs.as_str()),
        (r#"\"pin\": \"1234\""#, r#"\"pin\": \"12\""#),
    ];
    let (s, b) = call(
        &sandbox,
        event("sandbox", "checkout-sessions-pay", &bad_pin),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("VALIDATION_ERROR")),
        "{b}"
    );

    // the test clock: a pending session expires when the clock passes its lifetime
    let (_, b) = call(&all, event("core", "checkout-sessions-create", &[])).await;
    let cs2 = b["data"]["id"].as_str().unwrap().to_string();
    let (s, b) = call(&sandbox, event("sandbox", "clock-get", &[])).await;
    assert_eq!(
        (s, b["data"]["offset_seconds"].as_i64()),
        (200, Some(0)),
        "{b}"
    );
    let (s, b) = call(&sandbox, event("sandbox", "clock-advance", &[])).await;
    assert_eq!(
        (s, b["data"]["offset_seconds"].as_i64()),
        (200, Some(1800)),
        "{b}"
    );
    let (s, b) = call(
        &all,
        event(
            "core",
            "checkout-sessions-get",
            &[("cs_sample000000000000000000", &cs2)],
        ),
    )
    .await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("expired")),
        "{b}"
    );
    let (s, b) = call(
        &sandbox,
        event("sandbox", "clock-advance", &[("1800", "0")]),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("VALIDATION_ERROR")),
        "{b}"
    );
}

#[tokio::test]
async fn sandbox_samples_issue_a_qr_user_token() {
    let (st, _) = state().await;
    let sandbox = sanduq_fn_sandbox::app(st.clone());
    let all = sanduq_service::app(st.clone());
    let (s, b) = call(&sandbox, event("sandbox", "users-qr-token", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("WALLET_NOT_FOUND")),
        "{b}"
    );
    call(&all, event("core", "users-sync", &[])).await;
    let (s, b) = call(&sandbox, event("sandbox", "users-qr-token", &[])).await;
    assert_eq!(s, 201, "{b}");
    let token = b["data"]["user_token"].as_str().unwrap();
    assert_eq!(b["data"]["qr_data"], format!("sanduq://id?t={token}"));
}

#[tokio::test]
async fn sandbox_samples_pay_a_merchant_presented_qr() {
    let (st, _) = state().await;
    let sandbox = sanduq_fn_sandbox::app(st.clone());
    let all = sanduq_service::app(st.clone());
    call(&all, event("core", "users-sync", &[])).await;
    call(&sandbox, event("sandbox", "wallets-topup", &[])).await;
    call(&sandbox, event("sandbox", "users-pin", &[])).await;
    let (s, b) = call(&all, event("embedded", "qr-generate", &[])).await;
    assert_eq!(s, 201, "{b}");
    let id = b["data"]["id"].as_str().unwrap().to_string();
    let sub = [("qr_sample000000000000000000", id.as_str())];
    let (s, b) = call(&sandbox, event("sandbox", "qr-pay", &sub)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("completed")),
        "{b}"
    );
    let (s, b) = call(&sandbox, event("sandbox", "qr-pay", &sub)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("INVALID_PAYMENT_STATUS")),
        "{b}"
    );
}
