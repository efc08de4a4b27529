//! Who a payment link charges: the one wallet the buyer names. Phone numbers are matched as
//! the same E.164 number (a national Iraqi number typed in any digits), never by their last
//! digits; e-mails case-insensitively; a name that fits two wallets, or a wallet without a
//! PIN, is refused like a name that fits none.

use crate::common;
use common::Server;
use reqwest::{Method, StatusCode};
use serde_json::json;

/// A synced user with money and, when `pin`, the PIN 1234: the user's service id.
async fn user(
    s: &Server,
    ext: &str,
    phone: Option<&str>,
    email: Option<&str>,
    pin: bool,
) -> String {
    let r = s
        .post(
            "/users/sync",
            json!({"external_user_id": ext, "name": "Buyer", "phone": phone, "email": email}),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    let id = r.data()["id"].as_str().unwrap().to_string();
    if pin {
        let r = s
            .post(&format!("/sandbox/users/{id}/pin"), json!({"pin": "1234"}))
            .await;
        assert!(r.status.is_success(), "{r:?}");
    }
    s.topup(&id, "IQD", 10_000).await;
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

async fn pay(s: &Server, link: &str, who: &str) -> common::Resp {
    s.send(
        Method::POST,
        &format!("/links/{link}/pay"),
        None,
        &[("idempotency-key", uuid::Uuid::new_v4().to_string())],
        Some(json!({"user": who, "pin": "1234"}).to_string()),
    )
    .await
}

#[tokio::test]
async fn a_national_number_charges_its_own_wallet_not_one_that_shares_its_last_digits() {
    let s = Server::start().await;
    // Synced first: a foreign number with the same last ten digits.
    let foreign = user(&s, "us", Some("+17794633030"), None, true).await;
    let iraqi = user(&s, "iq", Some("+9647794633030"), None, true).await;
    let l = link(&s).await;
    for typed in ["0779 463 3030", "٠٧٧٩ ٤٦٣ ٣٠٣٠", "00964 779 463 3030"] {
        let r = pay(&s, &l, typed).await;
        assert_eq!(r.status, StatusCode::CREATED, "{typed}: {r:?}");
    }
    assert_eq!(s.balance(&iraqi, "IQD").await, 7_000);
    assert_eq!(s.balance(&foreign, "IQD").await, 10_000);
    let r = pay(&s, &l, "+1 779 463 3030").await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    assert_eq!(s.balance(&foreign, "IQD").await, 9_000);
}

#[tokio::test]
async fn an_email_names_its_wallet() {
    let s = Server::start().await;
    let u = user(&s, "mail", None, Some("sara@shop.iq"), true).await;
    let l = link(&s).await;
    let r = pay(&s, &l, " Sara@Shop.IQ ").await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    assert_eq!(s.balance(&u, "IQD").await, 9_000);
}

#[tokio::test]
async fn two_wallets_one_phone_no_pin_and_no_wallet_answer_alike() {
    let s = Server::start().await;
    let a = user(&s, "twin-a", Some("+9647701234567"), None, true).await;
    let b = user(&s, "twin-b", Some("+9647701234567"), None, true).await;
    user(&s, "nopin", Some("+9647709999999"), None, false).await;
    let l = link(&s).await;
    let answers: Vec<_> = ["07701234567", "07709999999", "07700000001", "nobody"]
        .into_iter()
        .map(|who| (who, pay(&s, &l, who)))
        .collect();
    let mut bodies = vec![];
    for (who, r) in answers {
        let r = r.await;
        r.expect_error(404, "WALLET_NOT_FOUND");
        let mut e = r.body["error"].clone();
        e.as_object_mut().unwrap().remove("request_id");
        bodies.push((who, e));
    }
    for (who, e) in &bodies {
        assert_eq!(e, &bodies[0].1, "{who} answers differently");
    }
    assert_eq!(s.balance(&a, "IQD").await, 10_000);
    assert_eq!(s.balance(&b, "IQD").await, 10_000);
    // The wallet id still names one of the twins.
    let r = pay(&s, &l, &a).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
}
