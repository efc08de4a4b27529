//! The embedded function fed its events/ samples: a session made, opened, paid with a PIN
//! set in the popup, read and polled; another dismissed.

use crate::lambda;
use lambda::{call, event, state};

const TOKEN: &str = "est_sample0000000000000000000000000000000000000000000000000000000000";

#[tokio::test]
async fn embedded_samples_run_a_checkout() {
    let (st, merchant) = state().await;
    let emb = sanduq_fn_embedded::app(st.clone());
    let all = sanduq_service::app(st.clone());
    let (s, b) = call(&all, event("core", "users-sync", &[])).await;
    assert_eq!(s, 201, "{b}");
    call(&all, event("sandbox", "wallets-topup", &[])).await;

    let (s, b) = call(&emb, event("embedded", "checkout-sessions-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    assert_eq!(b["data"]["status"], "pending");
    let sid = b["data"]["session_id"].as_str().unwrap().to_string();
    let token = b["data"]["session_token"].as_str().unwrap().to_string();
    let subs = [
        (TOKEN, token.as_str()),
        ("ses_sample000000000000000000", sid.as_str()),
    ];
    let (s, b) = call(&emb, event("embedded", "popup-session", &subs)).await;
    assert_eq!(
        (s, &b["data"]["amount"]),
        (200, &serde_json::json!(25000)),
        "{b}"
    );
    let (s, b) = call(&emb, event("embedded", "popup-pin", &subs)).await;
    assert_eq!(
        (s, &b["data"]["pin_set"]),
        (200, &serde_json::json!(true)),
        "{b}"
    );
    let (s, b) = call(&emb, event("embedded", "popup-confirm", &subs)).await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["data"]["status"], "completed");
    assert_eq!(b["data"]["reference"], "order-1001");
    let pay = b["data"]["payment_id"].as_str().unwrap().to_string();
    let (s, b) = call(&emb, event("embedded", "popup-confirm", &subs)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (401, Some("TOKEN_EXPIRED")),
        "{b}"
    );
    // one change, three events about the payment, in order
    let q = sanduq_store::Query::index(sanduq_store::Index::Gsi1, format!("MER#{merchant}#EVENTS"));
    let mut about: Vec<(u64, String)> = st
        .store
        .query(&q)
        .await
        .unwrap()
        .iter()
        .filter(|e| e["object_id"] == pay.as_str())
        .map(|e| {
            (
                e["sequence"].as_u64().unwrap(),
                e["type"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    about.sort();
    let kinds: Vec<&str> = about.iter().map(|(_, k)| k.as_str()).collect();
    assert_eq!(
        kinds,
        [
            "payment.created",
            "checkout.authorized",
            "payment.completed"
        ]
    );
    let (s, b) = call(&emb, event("embedded", "checkout-sessions-get", &subs)).await;
    assert_eq!(
        (s, &b["data"]["payment_id"]),
        (200, &serde_json::json!(pay)),
        "{b}"
    );
    let ids = [("pay_sample00000000000000000", pay.as_str())];
    let (s, b) = call(&emb, event("embedded", "payments-get", &ids)).await;
    assert_eq!(
        (s, &b["data"]["terminal"]),
        (200, &serde_json::json!(true)),
        "{b}"
    );

    let (_, b) = call(&emb, event("embedded", "checkout-sessions-create", &[])).await;
    let token = b["data"]["session_token"].as_str().unwrap().to_string();
    // a quote to pay this IQD session from dollars (the sandbox's rates: at the bid)
    let (s, b) = call(
        &emb,
        event("embedded", "popup-fx-quote", &[(TOKEN, token.as_str())]),
    )
    .await;
    assert_eq!(
        (
            s,
            b["data"]["to_amount"].as_i64(),
            b["data"]["from_currency"].as_str()
        ),
        (200, Some(25_000), Some("USD")),
        "{b}"
    );
    let (s, b) = call(
        &emb,
        event("embedded", "popup-close", &[(TOKEN, token.as_str())]),
    )
    .await;
    assert_eq!(
        (s, &b["data"]["status"]),
        (200, &serde_json::json!("canceled")),
        "{b}"
    );
    // other families' routes are not this function's
    let (s, _) = call(&emb, event("core", "merchant-wallet", &[])).await;
    assert_eq!(s, 404);
}

#[tokio::test]
async fn embedded_samples_charge_a_qr_user_token_once() {
    let (st, _) = state().await;
    let emb = sanduq_fn_embedded::app(st.clone());
    let all = sanduq_service::app(st.clone());
    call(&all, event("core", "users-sync", &[])).await;
    let (s, b) = call(&all, event("sandbox", "wallets-topup", &[])).await;
    assert_eq!(s, 200, "{b}");
    let (s, b) = call(&all, event("sandbox", "users-qr-token", &[])).await;
    assert_eq!(s, 201, "{b}");
    let token = b["data"]["user_token"].as_str().unwrap().to_string();
    let sub = [(
        "uqt_sample0000000000000000000000000000000000000000000000000000000000",
        token.as_str(),
    )];
    let (s, b) = call(&emb, event("embedded", "qr-charge", &sub)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("completed")),
        "{b}"
    );
    assert_eq!(b["data"]["amount"], 3000);
    let (s, b) = call(&emb, event("embedded", "qr-charge", &sub)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("token_expired")),
        "{b}"
    );
}

#[tokio::test]
async fn embedded_and_sandbox_samples_generate_and_pay_a_qr() {
    let (st, _) = state().await;
    let emb = sanduq_fn_embedded::app(st.clone());
    let all = sanduq_service::app(st.clone());
    call(&all, event("core", "users-sync", &[])).await;
    call(&all, event("sandbox", "wallets-topup", &[])).await;
    call(&all, event("sandbox", "users-pin", &[])).await;
    // an amount in words, with the publishable key; a locale it does not speak refused
    let (s, b) = call(&emb, event("embedded", "amount-words", &[])).await;
    assert_eq!(
        (s, b["data"]["words"].as_str()),
        (200, Some("خمسة وعشرون ألف دينار")),
        "{b}"
    );
    let (s, b) = call(
        &emb,
        event("embedded", "amount-words", &[("locale=ar", "locale=fr")]),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("VALIDATION_ERROR")),
        "{b}"
    );
    let (s, b) = call(&emb, event("embedded", "qr-generate", &[])).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("pending")),
        "{b}"
    );
    let id = b["data"]["id"].as_str().unwrap().to_string();
    assert_eq!(
        b["data"]["qr_image_url"],
        format!("https://pay.sanduq.example/qr/{id}.png")
    );
    let sub = [("qr_sample000000000000000000", id.as_str())];
    let sandbox = sanduq_service::app(st.clone());
    let (s, b) = call(&sandbox, event("sandbox", "qr-pay", &sub)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("completed")),
        "{b}"
    );
}
