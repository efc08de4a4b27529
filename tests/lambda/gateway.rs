//! The gateway function fed its events/ samples (HMAC-signed; GET by id with the Bearer key).

use crate::lambda;
use lambda::{call, event, state};

/// An authorized 25,000 IQD payment made through the other families' samples.
async fn authorized(all: &axum::Router) -> String {
    call(all, event("sandbox", "wallets-topup", &[])).await;
    let (_, b) = call(all, event("core", "checkout-sessions-create", &[])).await;
    let cs = b["data"]["id"].as_str().unwrap().to_string();
    let pay = b["data"]["payment_id"].as_str().unwrap().to_string();
    // this buyer has no PIN: pay with an empty body
    let no_pin = r#"\"pin\": \"1234\""#;
    let (s, b) = call(
        all,
        event(
            "sandbox",
            "checkout-sessions-pay",
            &[("cs_sample000000000000000000", &cs), (no_pin, "")],
        ),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    pay
}

#[tokio::test]
async fn gateway_samples_run_the_escrow_lifecycle() {
    let (st, _) = state().await;
    let gw = sanduq_fn_gateway::app(st.clone());
    let all = sanduq_service::app(st.clone());
    call(&all, event("core", "users-sync", &[])).await;

    let pay = authorized(&all).await;
    let p = [("pay_sample00000000000000000", pay.as_str())];
    let (s, b) = call(&gw, event("gateway", "payments-get", &p)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("reserved")),
        "{b}"
    );
    assert_eq!(b["data"]["fx_details"], serde_json::Value::Null);
    let (s, b) = call(&gw, event("gateway", "payments-capture", &p)).await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["data"]["status"], "completed");
    assert_eq!(b["data"]["amount"], "25000");
    assert_eq!(b["data"]["commission_amount"], "250");
    assert_eq!(b["data"]["net_amount"], "24750");
    let (s, b) = call(&gw, event("gateway", "payments-void", &p)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (409, Some("PAYMENT_ALREADY_CAPTURED")),
        "{b}"
    );
    let (s, b) = call(&gw, event("gateway", "payments-refund", &p)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("partially_refunded")),
        "{b}"
    );
    assert_eq!(b["data"]["refund"]["amount"], 5000);
    assert_eq!(b["data"]["refunds"].as_array().unwrap().len(), 1);

    let voidable = authorized(&all).await;
    let v = [("pay_sample00000000000000000", voidable.as_str())];
    let (s, b) = call(&gw, event("gateway", "payments-void", &v)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("cancelled")),
        "{b}"
    );
    assert_eq!(b["data"]["void_reason"], "Customer cancelled the order");
    assert_eq!(
        (
            b["data"]["captured_amount"].as_i64(),
            b["data"]["refunded_amount"].as_i64()
        ),
        (Some(0), Some(0))
    );

    // the list sample asks for completed IQD payments: only the captured one
    let (s, b) = call(&gw, event("gateway", "payments-list", &[])).await;
    assert_eq!(s, 200, "{b}");
    let rows = b["data"]["payments"].as_array().unwrap();
    assert_eq!(
        rows.len(),
        0,
        "the first payment is partially refunded now: {b}"
    );
    let (s, b) = call(
        &gw,
        event(
            "gateway",
            "payments-list",
            &[("status=completed", "status=partially_refunded")],
        ),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["data"]["payments"][0]["id"], pay.as_str());
    assert_eq!(b["data"]["pagination"]["total"], 1);
}

#[tokio::test]
async fn gateway_samples_refuse_stale_or_wrong_signatures() {
    let (st, _) = state().await;
    let gw = sanduq_fn_gateway::app(st);
    // the sample as stored: its timestamp is long past
    let stale =
        lambda_http::request::from_str(&lambda::sample("gateway", "payments-list")).unwrap();
    let (s, b) = call(&gw, stale).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (401, Some("HMAC_TIMESTAMP_EXPIRED")),
        "{b}"
    );
    let (s, b) = call(
        &gw,
        event("gateway", "payments-capture", &[(lambda::MK, "mk_unknown")]),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (401, Some("HMAC_KEY_INVALID")),
        "{b}"
    );
}

/// Capture writes payment.completed to the outbox in its transaction; the refund event carries
/// the refund's metadata; reference and metadata given at creation ride along.
#[tokio::test]
async fn gateway_moves_write_their_outbox_events() {
    let (st, merchant_id) = state().await;
    let gw = sanduq_fn_gateway::app(st.clone());
    let all = sanduq_service::app(st.clone());
    call(&all, event("core", "users-sync", &[])).await;
    let pay = authorized(&all).await;
    let p = [("pay_sample00000000000000000", pay.as_str())];
    call(&gw, event("gateway", "payments-capture", &p)).await;
    call(&gw, event("gateway", "payments-refund", &p)).await;

    let q = sanduq_store::Query::index(
        sanduq_store::Index::Gsi1,
        format!("MER#{merchant_id}#EVENTS"),
    );
    let events = st.store.query(&q).await.unwrap();
    // each event as a receiver reads it (its data is kept as text), with its outbox fields
    let of = |kind: &str| -> Vec<serde_json::Value> {
        events
            .iter()
            .map(|e| {
                let mut v = sanduq_kernel::events::envelope(e, false);
                v["object_id"] = e["object_id"].clone();
                v
            })
            .filter(|v| v["type"] == kind && v["data"]["object"]["id"] == pay.as_str())
            .collect()
    };
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    for kind in [
        "payment.created",
        "checkout.authorized",
        "payment.completed",
        "payment.refunded",
    ] {
        assert_eq!(of(kind).len(), 1, "{kind} in {types:?}");
    }
    let completed = &of("payment.completed")[0];
    assert!(completed["id"].as_str().unwrap().starts_with("evt_"));
    assert_eq!(completed["object_id"], pay.as_str());
    assert_eq!(completed["data"]["object"]["status"], "completed");
    assert_eq!(
        completed["data"]["object"]["metadata"]["order_id"], "1001",
        "creation metadata rides along"
    );
    let refunded = &of("payment.refunded")[0];
    assert_eq!(
        refunded["data"]["refund"]["metadata"]["rma"], "77",
        "the refund's own metadata"
    );
    assert_eq!(refunded["data"]["refund"]["amount"], 5000);
    assert_eq!(refunded["data"]["object"]["metadata"]["order_id"], "1001");
    // each event about the payment has a larger sequence than the one before it
    let seq = |kind: &str| of(kind)[0]["sequence"].as_u64().unwrap();
    let order = [
        "payment.created",
        "checkout.authorized",
        "payment.completed",
        "payment.refunded",
    ];
    assert!(
        order.windows(2).all(|w| seq(w[0]) < seq(w[1])),
        "{:?}",
        order.map(seq)
    );
}
