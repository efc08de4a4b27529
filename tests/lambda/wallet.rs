//! The wallet function fed its events/ samples: a code by SMS (the sandbox inbox), sign-in,
//! the wallet, the PIN set, changed and reset, a payment and the statement, a transfer, a minted
//! session, refresh and sign-out.

use crate::lambda;
use lambda::{call, event, state};
use serde_json::Value;

/// Asks for a code to the sample phone and reads it from the sandbox inbox (the sandbox
/// family's).
async fn code(wallet: &axum::Router, all: &axum::Router) -> (String, String) {
    let (s, b) = call(wallet, event("wallet", "auth-otp", &[])).await;
    assert_eq!(s, 202, "{b}");
    let id = b["data"]["otp_id"].as_str().unwrap().to_string();
    let (s, b) = call(all, event("sandbox", "sms-inbox", &[])).await;
    assert_eq!(s, 200, "{b}");
    let text = b["data"]["messages"][0]["text"].as_str().unwrap();
    (id, text[..6].to_string())
}

fn data<'a>(b: &'a Value, k: &str) -> &'a str {
    b["data"][k]
        .as_str()
        .unwrap_or_else(|| panic!("{k} in {b}"))
}

#[tokio::test]
async fn wallet_samples() {
    let (st, merchant) = state().await;
    let wallet = sanduq_fn_wallet::app(st.clone());
    let all = sanduq_service::app(st.clone());

    // no user with the phone yet: the code is sent all the same, and proves no wallet
    let (id, c) = code(&wallet, &all).await;
    let (s, b) = call(
        &wallet,
        event(
            "wallet",
            "auth-verify",
            &[("otp_sample000000000000000000", &id), ("123456", &c)],
        ),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("WALLET_NOT_FOUND")),
        "{b}"
    );
    call(&all, event("core", "users-sync", &[])).await;
    let (s, b) = call(&wallet, event("wallet", "auth-otp", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("OTP_RATE_LIMITED")),
        "{b}"
    );
    call(&all, event("sandbox", "clock-advance", &[])).await;

    let (id, c) = code(&wallet, &all).await;
    let (s, b) = call(&wallet, event("wallet", "auth-verify", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "the sample's id: {b}"
    );
    let (s, b) = call(
        &wallet,
        event(
            "wallet",
            "auth-verify",
            &[("otp_sample000000000000000000", &id), ("123456", &c)],
        ),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    let access = data(&b, "access_token").to_string();
    let refresh = data(&b, "refresh_token").to_string();
    let user = |name: &str| event("wallet", name, &[("USER_ACCESS_TOKEN", &access)]);

    let (s, b) = call(&wallet, event("wallet", "wallet-get", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (403, Some("FORBIDDEN")),
        "{b}"
    );
    let (s, b) = call(&wallet, user("wallet-get")).await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["data"]["pin_set"], false);
    let (s, b) = call(&wallet, user("pin-set")).await;
    assert_eq!(
        (s, b["data"]["pin_set"].as_bool()),
        (200, Some(true)),
        "{b}"
    );
    let (s, b) = call(&wallet, user("pin-change")).await;
    assert_eq!(s, 200, "{b}");
    let (s, b) = call(&wallet, user("pin-change")).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (401, Some("INVALID_PIN")),
        "the old PIN: {b}"
    );

    // a payment code to show, and a merchant's QR paid with the new PIN
    let (s, b) = call(&wallet, user("payment-codes")).await;
    assert_eq!(s, 201, "{b}");
    assert!(data(&b, "user_token").starts_with("uqt_"));
    call(&all, event("sandbox", "wallets-topup", &[])).await;
    let (s, b) = call(&all, event("embedded", "qr-generate", &[])).await;
    assert_eq!(s, 201, "{b}");
    let qr = data(&b, "id").to_string();
    let pay = |pin: &str| {
        event(
            "wallet",
            "qr-pay",
            &[
                ("USER_ACCESS_TOKEN", &access),
                ("qr_sample000000000000000000", &qr),
                (r#"\"pin\": \"1234\""#, pin),
            ],
        )
    };
    // an EMVCo QR of the merchant read from what a camera saw; one damaged is refused
    let (s, b) = call(&all, event("embedded", "qr-generate-emvco", &[])).await;
    assert_eq!(s, 201, "{b}");
    let payload = data(&b, "payload").to_string();
    assert!(
        payload.starts_with("000201") && data(&b, "qr_data") == payload,
        "{b}"
    );
    let read = |p: &str| {
        event(
            "wallet",
            "qr-read",
            &[("USER_ACCESS_TOKEN", &access), ("EMVCO_PAYLOAD", p)],
        )
    };
    let (s, r) = call(&wallet, read(&payload)).await;
    assert_eq!(
        (s, r["data"]["id"].as_str()),
        (200, Some(data(&b, "id"))),
        "{r}"
    );
    let damaged = payload.replacen("54043000", "54043001", 1);
    let (s, r) = call(&wallet, read(&damaged)).await;
    assert_eq!(
        (s, r["error"]["details"]["reason"].as_str()),
        (422, Some("crc")),
        "{r}"
    );
    let (s, b) = call(&wallet, pay(r#"\"pin\": \"5678\""#)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("completed")),
        "{b}"
    );

    // the statement: the payment to the merchant above the sandbox top-up
    let (s, b) = call(&wallet, user("transactions")).await;
    assert_eq!(s, 200, "{b}");
    let lines = b["data"]["transactions"].as_array().unwrap();
    let kinds: Vec<&str> = lines.iter().map(|l| l["type"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["payment", "top_up"], "{b}");
    assert!(lines[0]["amount"].as_i64().unwrap() < 0, "{b}");
    assert_eq!(lines[0]["counterparty"]["type"], "merchant");

    // a transfer to another user, by phone, and read back
    let idem = "7f3c1a52-8d4e-4b6f-9a0e-2c5d8e1f3a7b";
    let other = [
        ("cust-1001", "cust-2002"),
        ("+9647701234567", "+9647711111111"),
        (idem, "0b6c2e1a-5f3d-4a7e-8c9b-1d2e3f4a5b6c"),
    ];
    let (s, b) = call(&all, event("core", "users-sync", &other)).await;
    assert_eq!(s, 201, "{b}");
    // the merchant's balance (from the QR payment) cashes the user in
    let (s, b) = call(&wallet, event("wallet", "cash-in", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("INSUFFICIENT_BALANCE")),
        "{b}"
    );
    sanduq_admin::deposits::deposit(&st, &merchant, 100_000, sanduq_domain::Currency::Iqd, "B-1")
        .await
        .unwrap();
    let (s, b) = call(&wallet, event("wallet", "cash-in", &[])).await;
    assert_eq!(
        (s, b["data"]["amount"].as_i64()),
        (201, Some(50_000)),
        "{b}"
    );
    // whom the transfer would go to, before it is sent: shown by first name and initials
    let (s, b) = call(&wallet, user("transfers-preview")).await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["data"]["object"], "transfer_preview", "{b}");
    assert!(b["data"]["to"]["name"].is_string(), "{b}");
    let (s, b) = call(&wallet, user("transfers-send")).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("completed")),
        "{b}"
    );
    let trf = data(&b, "id").to_string();
    let (s, b) = call(&wallet, user("transfers-get")).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "the sample's id: {b}"
    );
    let (s, b) = call(
        &wallet,
        event(
            "wallet",
            "transfers-get",
            &[
                ("USER_ACCESS_TOKEN", &access),
                ("trf_sample000000000000000000", &trf),
            ],
        ),
    )
    .await;
    assert_eq!((s, b["data"]["amount"].as_i64()), (200, Some(5000)), "{b}");
    // the merchant's books: its users, the transfer, the cash-in (no cash-out yet)
    let (s, b) = call(&wallet, event("wallet", "users-list", &[])).await;
    assert_eq!(
        (s, b["data"]["data"].as_array().map(Vec::len)),
        (200, Some(2)),
        "{b}"
    );
    let (s, b) = call(&wallet, event("wallet", "users-get", &[])).await;
    assert_eq!(
        (
            s,
            b["data"]["external_user_id"].as_str(),
            b["data"]["wallets"].is_array()
        ),
        (200, Some("cust-1001"), true),
        "{b}"
    );
    let (s, b) = call(&wallet, event("wallet", "transfers-list", &[])).await;
    assert_eq!(
        (s, b["data"]["data"][0]["id"].as_str()),
        (200, Some(trf.as_str())),
        "{b}"
    );
    let (s, b) = call(&wallet, event("wallet", "cash-ins-list", &[])).await;
    assert_eq!(
        (s, b["data"]["data"][0]["amount"].as_i64()),
        (200, Some(50_000)),
        "{b}"
    );
    let (s, b) = call(&wallet, event("wallet", "cash-outs-list", &[])).await;
    assert_eq!(
        (s, &b["data"]["data"]),
        (200, &serde_json::json!([])),
        "{b}"
    );

    // identity verification: refused while no document store is set, then kept in one
    let plain = sanduq_fn_wallet::app(st.clone());
    let kyc = |name: &str, idem: &str| {
        event(
            "wallet",
            name,
            &[
                ("USER_ACCESS_TOKEN", &access),
                ("7f3c1a52-8d4e-4b6f-9a0e-2c5d8e1f3a7b", idem),
            ],
        )
    };
    let idem_kyc = "3d9f8e2a-6b1c-4d5e-9f0a-7b8c9d0e1f2a";
    let (s, b) = call(&plain, kyc("kyc-submit", idem_kyc)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (503, Some("SERVICE_UNAVAILABLE")),
        "{b}"
    );
    let docs = std::env::temp_dir().join(format!("sanduq-docs-{}", uuid::Uuid::new_v4()));
    let with_docs =
        st.clone()
            .with_documents(std::sync::Arc::new(sanduq_kernel::documents::Folder::new(
                docs.clone(),
            )));
    let wallet = sanduq_fn_wallet::app(with_docs);
    let (s, b) = call(&wallet, kyc("kyc-submit", idem_kyc)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("pending")),
        "{b}"
    );
    let verification = data(&b, "id").to_string();
    let (s, b) = call(&wallet, user("kyc-get")).await;
    assert_eq!(
        (s, b["data"]["id"].as_str()),
        (200, Some(verification.as_str())),
        "{b}"
    );
    let files = std::fs::read_dir(docs.join("kyc").join(&merchant))
        .unwrap()
        .count();
    assert_eq!(files, 1, "the image is in the document folder");
    // a cash-out needs the verified tier
    let cash_out = |idem: &str| {
        event(
            "wallet",
            "cash-outs-create",
            &[
                ("USER_ACCESS_TOKEN", &access),
                ("7f3c1a52-8d4e-4b6f-9a0e-2c5d8e1f3a7b", idem),
                (r#"\"pin\": \"1234\""#, r#"\"pin\": \"5678\""#),
            ],
        )
    };
    let (s, b) = call(&wallet, cash_out("5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b")).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("KYC_PENDING")),
        "{b}"
    );
    sanduq_wallets::kyc::decide(&st, &verification, sanduq_domain::kyc::Decision::Approve)
        .await
        .unwrap();
    let (s, b) = call(&wallet, cash_out("6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c")).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("pending")),
        "{b}"
    );
    let co = data(&b, "id").to_string();
    let (s, b) = call(
        &wallet,
        event(
            "wallet",
            "cash-outs-get",
            &[
                ("USER_ACCESS_TOKEN", &access),
                ("co_sample000000000000000000", &co),
            ],
        ),
    )
    .await;
    assert_eq!(
        (s, b["data"]["amount"].as_i64()),
        (200, Some(20_000)),
        "{b}"
    );
    std::fs::remove_dir_all(docs).unwrap();
    // an exchange: a quote for $10.00, executed with the PIN
    let (s, b) = call(&wallet, user("exchange-quote")).await;
    assert_eq!(
        (s, b["data"]["from_amount"].as_i64()),
        (201, Some(13_130)),
        "{b}"
    );
    let fxq = data(&b, "id").to_string();
    let (s, b) = call(&wallet, user("exchange")).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "the sample's id: {b}"
    );
    let (s, b) = call(
        &wallet,
        event(
            "wallet",
            "exchange",
            &[
                ("USER_ACCESS_TOKEN", &access),
                ("fxq_sample000000000000000000", &fxq),
                (
                    "7f3c1a52-8d4e-4b6f-9a0e-2c5d8e1f3a7b",
                    "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d",
                ),
                (r#"\"pin\": \"1234\""#, r#"\"pin\": \"5678\""#),
            ],
        ),
    )
    .await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("executed")),
        "{b}"
    );

    let (s, b) = call(&wallet, event("wallet", "sessions-mint", &[])).await;
    assert_eq!(
        (s, b["data"]["refresh_token"].clone()),
        (201, Value::Null),
        "{b}"
    );

    // half an hour later the access token has expired; the refresh token has not
    call(&all, event("sandbox", "clock-advance", &[])).await;
    let (s, b) = call(&wallet, user("wallet-get")).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (401, Some("TOKEN_EXPIRED")),
        "{b}"
    );
    let (s, b) = call(&wallet, event("wallet", "auth-refresh", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (401, Some("TOKEN_EXPIRED")),
        "{b}"
    );
    let sample_refresh = "wrt_sample0000000000000000000000000000000000000000000000000000000000";
    let (s, b) = call(
        &wallet,
        event("wallet", "auth-refresh", &[(sample_refresh, &refresh)]),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    let access = data(&b, "access_token").to_string();
    let user = |name: &str, subs: &[(&str, &str)]| {
        let mut all = vec![("USER_ACCESS_TOKEN", access.as_str())];
        all.extend_from_slice(subs);
        event("wallet", name, &all)
    };

    let (id, c) = code(&wallet, &all).await;
    let (s, b) = call(
        &wallet,
        user(
            "pin-reset",
            &[("otp_sample000000000000000000", &id), ("123456", &c)],
        ),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    let (s, b) = call(&wallet, user("auth-sign-out", &[])).await;
    assert_eq!(s, 200, "{b}");
    let (s, b) = call(&wallet, user("wallet-get", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (401, Some("TOKEN_EXPIRED")),
        "{b}"
    );
}

/// Family wallets through the wallet function's samples: a verified guardian opens one,
/// reads it and its statement, sets its rules (a bad one refused), shows a sign-in code the
/// dependant signs in with once.
#[tokio::test]
async fn family_samples() {
    let (st, _) = state().await;
    // identity documents kept in a folder (the guardian verifies first)
    let st = lambda::with_docs(st);
    let wallet = sanduq_fn_wallet::app(st.clone());
    let all = sanduq_service::app(st.clone());
    call(&all, event("core", "users-sync", &[])).await;
    let (s, b) = call(&wallet, event("wallet", "sessions-mint", &[])).await;
    assert_eq!(s, 201, "{b}");
    let access = data(&b, "access_token").to_string();
    let user = |name: &str, more: &[(&str, &str)]| {
        let mut r = vec![("USER_ACCESS_TOKEN", access.as_str())];
        r.extend_from_slice(more);
        event("wallet", name, &r)
    };
    // tier 0 may not open one; verified (the sandbox's magic number), it may
    let (s, b) = call(&wallet, user("dependants-create", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("KYC_REQUIRED")),
        "{b}"
    );
    let (s, b) = call(
        &wallet,
        user("kyc-submit", &[("A98765432", "SANDBOX-APPROVE")]),
    )
    .await;
    assert_eq!(b["data"]["status"], "approved", "{s} {b}");
    let (s, b) = call(&wallet, user("dependants-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    let dep = data(&b, "id").to_string();
    let with_dep = |name: &str| user(name, &[("usr_sampledependant000000000", &dep)]);
    let (s, b) = call(&wallet, user("dependants-get", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "the sample's id: {b}"
    );
    let (s, b) = call(&wallet, user("dependants-list", &[])).await;
    assert_eq!(
        (s, b["data"]["data"][0]["id"].as_str()),
        (200, Some(dep.as_str())),
        "{b}"
    );
    let (s, b) = call(&wallet, with_dep("dependants-update")).await;
    assert_eq!(
        (s, b["data"]["rules"]["daily"]["IQD"].as_i64()),
        (200, Some(50_000)),
        "{b}"
    );
    let (s, b) = call(&wallet, with_dep("dependants-get")).await;
    assert_eq!(
        (s, b["data"]["rules"]["per_payment"]["IQD"].as_i64()),
        (200, Some(25_000)),
        "{b}"
    );
    let (s, b) = call(
        &wallet,
        user(
            "dependants-update",
            &[
                ("usr_sampledependant000000000", &dep),
                (r#"\"guardian_only\""#, r#"\"anyone\""#),
            ],
        ),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("VALIDATION_ERROR")),
        "{b}"
    );
    assert!(
        b["error"]["details"]["fields"]["rules.transfers"].is_string(),
        "{b}"
    );
    let (s, b) = call(&wallet, with_dep("dependants-transactions")).await;
    assert_eq!(
        (s, b["data"]["transactions"].as_array().map(Vec::len)),
        (200, Some(0)),
        "{b}"
    );
    // the code: the sample's is nobody's; the one shown works once
    let (s, b) = call(&wallet, event("wallet", "auth-family-code", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    let (s, b) = call(&wallet, with_dep("dependants-sign-in-code")).await;
    assert_eq!(s, 201, "{b}");
    let code = data(&b, "code").to_string();
    let signed = || {
        event(
            "wallet",
            "auth-family-code",
            &[("12345 67890", code.as_str())],
        )
    };
    let (s, b) = call(&wallet, signed()).await;
    assert_eq!(
        (s, b["data"]["user"]["id"].as_str()),
        (200, Some(dep.as_str())),
        "{b}"
    );
    let (s, b) = call(&wallet, signed()).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
}
