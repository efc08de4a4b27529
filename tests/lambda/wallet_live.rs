//! Live payments need the buyer (issue 28): a production merchant's user without a PIN is
//! refused on the popup, the hosted page and a merchant's QR code with PIN_NOT_SET (a link
//! answers as for no wallet: docs/decisions.md), signs in by a code, sets a PIN, and then
//! pays each of them with it. The sandbox's PIN-less shortcut stays a sandbox's.

use crate::lambda;
use crate::wallet_support as support;

use lambda::{call, event, state, ADMIN};
use sanduq_domain::Currency;
use sanduq_kernel::sms::{Sms, SmsError};
use serde_json::Value;
use std::sync::{Arc, Mutex};
use support::{live, live_merchant};

/// The SMS port as a test sees it: what was sent, to whom.
#[derive(Default)]
struct Phone(Mutex<Vec<(String, String)>>);

#[async_trait::async_trait]
impl Sms for Phone {
    async fn send(&self, phone: &str, text: &str) -> Result<(), SmsError> {
        self.0.lock().unwrap().push((phone.into(), text.into()));
        Ok(())
    }
}

const TOKEN: &str = "est_sample0000000000000000000000000000000000000000000000000000000000";
const PIN_1234: &str = r#"\"pin\": \"1234\""#;

fn code(b: &Value) -> Option<&str> {
    b["error"]["code"].as_str()
}

#[tokio::test]
async fn a_live_buyer_pays_only_with_a_pin_set_in_the_wallet() {
    let (st, _) = state().await;
    let phone = Arc::new(Phone::default());
    let st = st.with_sms(phone.clone());
    let all = sanduq_service::app(st.clone());
    let wallet = sanduq_fn_wallet::app(st.clone());
    let m = live_merchant(&st).await;
    let (s, b) = call(&all, live("core", "users-sync", &[])).await;
    assert_eq!(s, 201, "{b}");
    // money in through the ledger's mint (a merchant's cash-in is the next issue's)
    let idem = sanduq_kernel::idempotency::Idem::of(
        &m.id,
        &uuid::Uuid::new_v4().to_string(),
        &axum::http::Method::POST,
        "/test/fund",
        b"{}",
    )
    .unwrap();
    sanduq_payments::wallets::topup(&st, &m, "cust-1001", Currency::Iqd, 200_000, &idem)
        .await
        .unwrap();

    // the popup: no PIN-less pay button, no PIN set here, no payment without one
    let (s, b) = call(&all, live("embedded", "checkout-sessions-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    let token = b["data"]["session_token"].as_str().unwrap().to_string();
    let popup = |name: &str, subs: &[(&str, &str)]| {
        let mut all = vec![(TOKEN, token.as_str())];
        all.extend_from_slice(subs);
        live("embedded", name, &all)
    };
    let (s, b) = call(&all, popup("popup-session", &[])).await;
    assert_eq!(
        (s, &b["data"]["pin_set"], &b["data"]["sandbox"]),
        (200, &Value::Bool(false), &Value::Bool(false)),
        "{b}"
    );
    let (s, b) = call(
        &all,
        popup("popup-confirm", &[(", \\\"pin\\\": \\\"1234\\\"", "")]),
    )
    .await;
    assert_eq!(
        (s, code(&b)),
        (401, Some("PIN_NOT_SET")),
        "no PIN-less live payment: {b}"
    );
    let (s, b) = call(&all, popup("popup-confirm", &[])).await;
    assert_eq!((s, code(&b)), (401, Some("PIN_NOT_SET")), "{b}");
    let (s, b) = call(&all, popup("popup-pin", &[])).await;
    assert_eq!((s, code(&b)), (403, Some("FORBIDDEN")), "{b}");

    // the hosted page: no form, and a posted PIN says where to set one
    let (s, b) = call(&all, live("core", "checkout-sessions-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    let cs = b["data"]["id"].as_str().unwrap().to_string();
    let page = [("cs_sample000000000000000000", cs.as_str())];
    let (s, b) = call(&all, live("pages", "pay-page-get", &page)).await;
    let html = b.as_str().unwrap_or_default();
    assert_eq!(s, 200);
    assert!(
        html.contains("Set a 4-digit PIN in your wallet") && !html.contains("name=\"pin\""),
        "{html}"
    );
    let (_, b) = call(&all, live("pages", "pay-page-post", &page)).await;
    let html = b.as_str().unwrap_or_default();
    assert!(
        html.contains("Set a 4-digit PIN in your wallet") && html.contains("pending"),
        "{html}"
    );

    // a merchant's QR code in the wallet
    let (s, b) = call(&all, live("embedded", "qr-generate", &[])).await;
    assert_eq!(s, 201, "{b}");
    let qr = b["data"]["id"].as_str().unwrap().to_string();

    // the user signs in with a code sent by SMS (the port), and pays the QR only with a PIN
    let (s, b) = call(&wallet, live("wallet", "auth-otp", &[])).await;
    assert_eq!(s, 202, "{b}");
    let otp_id = b["data"]["otp_id"].as_str().unwrap().to_string();
    let (to, text) = phone.0.lock().unwrap().last().cloned().unwrap();
    assert_eq!(to, "+9647701234567");
    let (s, b) = call(
        &wallet,
        live(
            "wallet",
            "auth-verify",
            &[
                ("otp_sample000000000000000000", &otp_id),
                ("123456", &text[..6]),
            ],
        ),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    let access = b["data"]["access_token"].as_str().unwrap().to_string();
    let as_user = |name: &str, subs: &[(&str, &str)]| {
        let mut all = vec![
            ("USER_ACCESS_TOKEN", access.as_str()),
            ("qr_sample000000000000000000", qr.as_str()),
        ];
        all.extend_from_slice(subs);
        live("wallet", name, &all)
    };
    let (s, b) = call(&wallet, as_user("qr-pay", &[])).await;
    assert_eq!((s, code(&b)), (401, Some("PIN_NOT_SET")), "{b}");
    let (s, b) = call(&wallet, as_user("qr-pay", &[(PIN_1234, "")])).await;
    assert_eq!((s, code(&b)), (401, Some("PIN_NOT_SET")), "{b}");
    let (s, b) = call(&wallet, as_user("pin-set", &[])).await;
    assert_eq!(s, 200, "{b}");
    let (s, b) = call(&wallet, as_user("qr-pay", &[(PIN_1234, "")])).await;
    assert_eq!((s, code(&b)), (422, Some("PIN_REQUIRED")), "{b}");
    let (s, b) = call(
        &wallet,
        as_user("qr-pay", &[(PIN_1234, r#"\"pin\": \"9999\""#)]),
    )
    .await;
    assert_eq!((s, code(&b)), (401, Some("INVALID_PIN")), "{b}");
    let (s, b) = call(&wallet, as_user("qr-pay", &[])).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("completed")),
        "{b}"
    );

    // with the PIN: the popup and the hosted page pay
    let (s, b) = call(&all, popup("popup-confirm", &[])).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("completed")),
        "{b}"
    );
    let (s, b) = call(&all, live("pages", "pay-page-post", &page)).await;
    assert_eq!(s, 200);
    assert!(b.as_str().unwrap_or_default().contains("authorized"), "{b}");

    // the books still balance
    let (s, b) = call(
        &all,
        event("admin", "audit", &[("mer_sample000000000000000000", &m.id)]),
    )
    .await;
    assert_eq!((s, &b["data"]["ok"]), (200, &Value::Bool(true)), "{b}");
    let _ = ADMIN;
}
