//! The core function fed its events/ samples: every route, in a payment's order, plus errors.

use crate::lambda;
use lambda::{call, event, state};

#[tokio::test]
async fn core_samples_run_a_payment() {
    let (st, _) = state().await;
    let core = sanduq_fn_core::app(st.clone());
    let all = sanduq_service::app(st.clone());

    let (s, b) = call(&core, event("core", "users-sync", &[])).await;
    assert_eq!(s, 201, "{b}");
    assert!(b["data"]["id"].as_str().unwrap().starts_with("usr_"));
    let (s, b) = call(&all, event("sandbox", "wallets-topup", &[])).await;
    assert_eq!(s, 200, "{b}");

    let (s, b) = call(&core, event("core", "checkout-sessions-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    let cs = b["data"]["id"].as_str().unwrap().to_string();
    let pay = b["data"]["payment_id"].as_str().unwrap().to_string();
    assert_eq!(
        b["data"]["checkout_url"],
        format!("https://pay.sanduq.example/pay/{cs}")
    );
    let ids = [
        ("cs_sample000000000000000000", cs.as_str()),
        ("pay_sample00000000000000000", pay.as_str()),
    ];

    let (s, b) = call(&core, event("core", "checkout-sessions-get", &ids)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("pending")),
        "{b}"
    );
    // before the buyer pays, capture is refused
    let (s, b) = call(&core, event("core", "payments-capture", &ids)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("INVALID_PAYMENT_STATUS")),
        "{b}"
    );

    call(&all, event("sandbox", "users-pin", &[])).await;
    let (s, b) = call(&all, event("sandbox", "checkout-sessions-pay", &ids)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("authorized")),
        "{b}"
    );

    let (s, b) = call(&core, event("core", "payments-capture", &ids)).await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["data"]["status"], "captured");
    assert_eq!(b["data"]["captured_amount"], 20000);
    // its receipt, by the sample's route
    let receipt = b["data"]["receipt"]["id"].as_str().unwrap().to_string();
    let r = [("rcp_sample000000000000000000", receipt.as_str())];
    let (s, b) = call(&core, event("core", "receipt-get", &r)).await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(
        (
            &b["data"]["kind"],
            &b["data"]["amount"],
            &b["data"]["source"]
        ),
        (&"payment".into(), &20000.into(), &pay.as_str().into()),
        "{b}"
    );
    let (s, b) = call(&core, event("core", "receipt-get", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    let (s, b) = call(&core, event("core", "payments-capture", &ids)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (409, Some("PAYMENT_ALREADY_CAPTURED")),
        "{b}"
    );

    let (s, b) = call(&core, event("core", "payments-refund", &ids)).await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["data"]["status"], "partially_refunded");
    assert_eq!(b["data"]["refund"]["metadata"]["rma"], "77");
    let (s, b) = call(&core, event("core", "payments-get", &ids)).await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["data"]["status"], "partially_refunded");
    assert_eq!(b["data"]["refunds"][0]["amount"], 5000);

    let (s, b) = call(&core, event("core", "merchant-wallet", &[])).await;
    assert_eq!(s, 200, "{b}");
    // 20000 captured at 1% = 19800 net; refund 5000 returns 50 commission: merchant pays 4950
    let iqd = b["data"]["accounts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["currency"] == "IQD")
        .unwrap()["available"]
        .clone();
    assert_eq!(iqd, 19800 - 4950);
    // the balance and what made it: one payment, one refund, their nets summing to it
    let (s, b) = call(&core, event("core", "balance", &[])).await;
    assert_eq!(s, 200, "{b}");
    let available = b["data"]["available"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["currency"] == "IQD")
        .unwrap()["amount"]
        .clone();
    assert_eq!(available, 19800 - 4950, "{b}");
    let (s, b) = call(&core, event("core", "balance-transactions", &[])).await;
    assert_eq!(s, 200, "{b}");
    let rows = b["data"]["data"].as_array().unwrap();
    assert_eq!(rows.len(), 1, "type=payment: {b}");
    assert_eq!(
        (&rows[0]["amount"], &rows[0]["fee"], &rows[0]["net"]),
        (&20000.into(), &200.into(), &19800.into())
    );
    let txn = rows[0]["id"].as_str().unwrap().to_string();
    let t = [("txn_sample000000000000000000", txn.as_str())];
    let (s, b) = call(&core, event("core", "balance-transaction", &t)).await;
    assert_eq!(
        (s, b["data"]["source"]["id"].as_str()),
        (200, Some(pay.as_str())),
        "{b}"
    );
    let (s, b) = call(&core, event("core", "balance-transaction", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );

    // the core function serves only its family
    let (s, b) = call(&core, event("sandbox", "wallets-get", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    let (s, b) = call(&core, event("core", "checkout-sessions-get", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    let (s, b) = call(&core, event("core", "payments-get", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("PAYMENT_NOT_FOUND")),
        "{b}"
    );
}

#[tokio::test]
async fn core_samples_refuse_a_wrong_key() {
    let (st, _) = state().await;
    let core = sanduq_fn_core::app(st);
    let (s, b) = call(
        &core,
        event(
            "core",
            "merchant-wallet",
            &[(lambda::SK, "sk_sandbox_wrong")],
        ),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (403, Some("MERCHANT_NOT_FOUND")),
        "{b}"
    );
}

#[tokio::test]
async fn core_branding_samples() {
    let (st, _) = state().await;
    let core = sanduq_fn_core::app(st);
    let (s, b) = call(&core, event("core", "branding-patch", &[])).await;
    assert_eq!(
        (s, &b["data"]["brand_color"]),
        (200, &serde_json::json!("#0B5FFF")),
        "{b}"
    );
    let (s, b) = call(&core, event("core", "branding-get", &[])).await;
    assert_eq!(
        (s, &b["data"]["name"]),
        (200, &serde_json::json!("Baghdad Books")),
        "{b}"
    );
}

#[tokio::test]
async fn core_payout_samples() {
    let (st, merchant) = state().await;
    let core = sanduq_fn_core::app(st.clone());
    let (s, b) = call(&core, event("core", "payouts-create", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("INSUFFICIENT_BALANCE")),
        "{b}"
    );
    sanduq_admin::deposits::deposit(
        &st,
        &merchant,
        1_000_000,
        sanduq_domain::Currency::Iqd,
        "B-1",
    )
    .await
    .unwrap();
    let (s, b) = call(&core, event("core", "payouts-create", &[])).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("pending")),
        "{b}"
    );
    let id = b["data"]["id"].as_str().unwrap().to_string();
    let (s, b) = call(&core, event("core", "payouts-get", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "the sample's id: {b}"
    );
    let (s, b) = call(
        &core,
        event(
            "core",
            "payouts-get",
            &[("po_sample000000000000000000", &id)],
        ),
    )
    .await;
    assert_eq!(
        (s, b["data"]["amount"].as_i64()),
        (200, Some(250_000)),
        "{b}"
    );
    let (s, b) = call(&core, event("core", "payouts-list", &[])).await;
    assert_eq!(
        (s, b["data"]["data"][0]["id"].as_str()),
        (200, Some(id.as_str())),
        "{b}"
    );
    // a payout asked for settles no particular transactions
    let (s, b) = call(
        &core,
        event(
            "core",
            "payout-transactions",
            &[("po_sample000000000000000000", &id)],
        ),
    )
    .await;
    assert_eq!(
        (s, &b["data"]["data"]),
        (200, &serde_json::json!([])),
        "{b}"
    );
    let (s, b) = call(&core, event("core", "payout-transactions", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    // the payout settings: manual until the sample sets a daily schedule to its IBAN
    let (s, b) = call(&core, event("core", "payout-settings-get", &[])).await;
    assert_eq!(
        (s, b["data"]["schedule"].as_str()),
        (200, Some("manual")),
        "{b}"
    );
    let (s, b) = call(&core, event("core", "payout-settings-patch", &[])).await;
    assert_eq!(
        (
            s,
            b["data"]["schedule"].as_str(),
            b["data"]["bank_account"]["iban"].as_str()
        ),
        (200, Some("daily"), Some("IQ98NBIQ850123456789012")),
        "{b}"
    );
    // the sweeper's run (`settlement::run_due`, what its Lambda calls) finds the merchant in
    // the due index once the cut-off has passed, and pays out once: here the run is three
    // days on and the merchant's clock a day and a half (as the sweeper reads it)
    let mut later = sanduq_kernel::items::load_merchant(&st, &merchant)
        .await
        .unwrap()
        .unwrap();
    later.clock_offset_secs = 36 * 3600;
    st.merchants.put(&merchant, later);
    let in_three_days = chrono::Utc::now() + chrono::Duration::days(3);
    let runs = sanduq_payments::settlement::run_due(&st, in_three_days).await;
    assert_eq!((runs.payouts, runs.failed), (1, 0), "{runs:?}");
    let again = sanduq_payments::settlement::run_due(&st, in_three_days).await;
    assert_eq!((again.payouts, again.failed), (0, 0), "{again:?}");
    let (_, b) = call(&core, event("core", "payouts-list", &[])).await;
    let p = b["data"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["automatic"] == true)
        .cloned()
        .expect("the scheduled payout");
    let p_id = p["id"].as_str().unwrap().to_string();
    assert_eq!(p["amount"].as_i64(), Some(1_000_000 - 250_000), "{p}");
    let (s, b) = call(
        &core,
        event(
            "core",
            "payout-transactions",
            &[("po_sample000000000000000000", &p_id)],
        ),
    )
    .await;
    let nets: i64 = b["data"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["net"].as_i64().unwrap())
        .sum();
    assert_eq!((s, Some(nets)), (200, p["amount"].as_i64()), "{b}");
    // a report: pending until the report function writes it (no file store here)
    let (s, b) = call(&core, event("core", "reports-create", &[])).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("pending")),
        "{b}"
    );
    let rpt = b["data"]["id"].as_str().unwrap().to_string();
    let (s, b) = call(&core, event("core", "reports-list", &[])).await;
    assert_eq!(
        (s, b["data"]["data"][0]["id"].as_str()),
        (200, Some(rpt.as_str())),
        "{b}"
    );
    let (s, b) = call(&core, event("core", "reports-get", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    let (s, b) = call(
        &core,
        event(
            "core",
            "reports-get",
            &[("rpt_sample000000000000000000", &rpt)],
        ),
    )
    .await;
    assert_eq!(
        (s, b["data"]["url"].clone()),
        (200, serde_json::Value::Null),
        "{b}"
    );
    let (s, _) = call(
        &core,
        event(
            "core",
            "reports-file",
            &[("rpt_sample000000000000000000", &rpt)],
        ),
    )
    .await;
    assert_eq!(s, 404, "no file until it is written");
    // the sandbox's exchange rates (the platform has set none)
    let (s, b) = call(&core, event("core", "fx-rates", &[])).await;
    assert_eq!(
        (s, b["data"]["source"].as_str(), b["data"]["ask"].as_str()),
        (200, Some("sandbox_default"), Some("1313")),
        "{b}"
    );
}
