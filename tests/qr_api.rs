//! Customer-presented QR over HTTP: a one-time user token (sandbox issues it), the
//! merchant's charge (completed at once), token_expired for a used, expired or foreign
//! token, a token spent by a failed charge, the velocity limit, field rules, and two
//! parallel charges with one token.

use crate::common;
use crate::qr;
use common::Server;
use qr::decode;
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

// --- merchant-presented --------------------------------------------------------------------

async fn image(s: &Server, url: &str) -> (String, Vec<u8>) {
    let r = s.http.get(url).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK, "{url}");
    let ty = r.headers()["content-type"].to_str().unwrap().to_string();
    (ty, r.bytes().await.unwrap().to_vec())
}

#[tokio::test]
async fn every_generate_rule() {
    let s = Server::start().await;
    let ok = json!({"amount": 3000, "currency": "IQD"});
    let with = |k: &str, v: Value| {
        let mut b = ok.clone();
        b[k] = v;
        b
    };
    let many: serde_json::Map<String, Value> =
        (0..21).map(|n| (format!("k{n}"), json!("v"))).collect();
    for (body, field) in [
        (json!({"currency": "IQD"}), "amount"),
        (with("amount", json!(0)), "amount"),
        (with("amount", json!(-5)), "amount"),
        (json!({"amount": 1}), "currency"),
        (with("description", json!("x".repeat(257))), "description"),
        (with("reference", json!("x".repeat(257))), "reference"),
        (with("format", json!("gif")), "format"),
        (with("size", json!(199)), "size"),
        (with("size", json!(1001)), "size"),
        (with("size", json!("big")), "size"),
        (with("expires_in", json!(59)), "expires_in"),
        (with("expires_in", json!(3601)), "expires_in"),
        (with("metadata", Value::Object(many)), "metadata"),
        (with("colour", json!(1)), "colour"),
    ] {
        let r = s.post("/embedded/qr/generate", body.clone()).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{field}: {body} -> {r:?}");
    }
    s.post("/embedded/qr/generate", with("currency", json!("EUR")))
        .await
        .expect_error(422, "UNSUPPORTED_CURRENCY");
}

#[tokio::test]
async fn a_generated_qr_scans_back_to_its_data_at_every_size_and_as_svg() {
    let s = Server::start().await;
    let r = s
        .post(
            "/embedded/qr/generate",
            json!({"amount": 3000, "currency": "IQD", "description": "2 teas", "reference": "pos-7", "metadata": {"till": "3"}}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let q = r.data().clone();
    let id = q["id"].as_str().unwrap();
    assert!(id.starts_with("qr_"));
    assert_eq!(q["qr_data"], format!("sanduq://pay?s={id}&a=3000&c=IQD"));
    assert_eq!(
        (
            q["status"].as_str(),
            q["format"].as_str(),
            q["size"].as_u64()
        ),
        (Some("pending"), Some("png"), Some(400))
    );
    assert_eq!(q["qr_image_url"], format!("{}/qr/{id}.png", s.root));
    let code = q["readable_code"].as_str().unwrap();
    assert!(
        code.len() == 8 && code.bytes().all(|b| b.is_ascii_digit()),
        "{code}"
    );
    let created: chrono::DateTime<chrono::Utc> =
        serde_json::from_value(q["created_at"].clone()).unwrap();
    let expires: chrono::DateTime<chrono::Utc> =
        serde_json::from_value(q["expires_at"].clone()).unwrap();
    assert_eq!((expires - created).num_seconds(), 300);
    // the POS polls the payment
    let p = s
        .get(&format!(
            "/embedded/payments/{}",
            q["payment_id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(
        p.data()["status"],
        "created",
        "awaiting the customer: {p:?}"
    );
    assert!(p.data()["user_id"].is_null());
    // images: PNG at the default size, then at 200 and 1000; SVG
    let (ty, png) = image(&s, q["qr_image_url"].as_str().unwrap()).await;
    assert_eq!(ty, "image/png");
    assert_eq!(decode(&png, false), [q["qr_data"].as_str().unwrap()]);
    for size in [200, 1000] {
        let r = s
            .post(
                "/embedded/qr/generate",
                json!({"amount": 125, "currency": "USD", "size": size}),
            )
            .await;
        let (_, png) = image(&s, r.data()["qr_image_url"].as_str().unwrap()).await;
        let texts = decode(&png, false);
        assert_eq!(
            texts,
            [r.data()["qr_data"].as_str().unwrap()],
            "size {size}"
        );
    }
    let r = s
        .post(
            "/embedded/qr/generate",
            json!({"amount": 125, "currency": "USD", "format": "svg"}),
        )
        .await;
    let url = r.data()["qr_image_url"].as_str().unwrap();
    assert!(url.ends_with(".svg"));
    let (ty, svg) = image(&s, url).await;
    assert_eq!(ty, "image/svg+xml");
    // the record's size is the image's: 400 by default, or as asked
    assert_eq!(r.data()["size"], 400);
    let text = String::from_utf8(svg.clone()).unwrap();
    assert!(text.contains(r#" width="400" height="400" "#), "{text}");
    let r300 = s
        .post(
            "/embedded/qr/generate",
            json!({"amount": 125, "currency": "USD", "format": "svg", "size": 300}),
        )
        .await;
    assert_eq!(r300.data()["size"], 300, "{r300:?}");
    let (_, svg300) = image(&s, r300.data()["qr_image_url"].as_str().unwrap()).await;
    assert!(String::from_utf8(svg300)
        .unwrap()
        .contains(r#" width="300" height="300" "#));
    assert_eq!(decode(&svg, true), [r.data()["qr_data"].as_str().unwrap()]);
    let missing = s
        .http
        .get(format!("{}/qr/qr_nope.png", s.root))
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    let ev = s.get("/events?type=qr.created").await;
    assert_eq!(ev.data()["pagination"]["total"], 5, "three PNGs, two SVGs");
}

#[tokio::test]
async fn the_customer_pays_a_qr_by_its_code_and_an_unpaid_one_expires() {
    let s = Server::start().await;
    let u = s.user("scan-1").await;
    s.topup(&u, "IQD", 10_000).await;
    s.post(&format!("/sandbox/users/{u}/pin"), json!({"pin": "1234"}))
        .await;
    let q = s
        .post(
            "/embedded/qr/generate",
            json!({"amount": 3000, "currency": "IQD", "reference": "pos-9"}),
        )
        .await
        .data()
        .clone();
    let code = q["readable_code"].as_str().unwrap();
    let pay = |who: &str, pin: &str| {
        let (s, path, body) = (
            &s,
            format!("/sandbox/qr/{code}/pay"),
            json!({"user_id": who, "pin": pin}),
        );
        async move { s.post(&path, body).await }
    };
    pay("scan-1", "9999").await.expect_error(401, "INVALID_PIN");
    let r = pay("scan-1", "1234").await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert_eq!(
        (
            r.data()["status"].as_str(),
            r.data()["payment_status"].as_str()
        ),
        (Some("completed"), Some("completed"))
    );
    assert_eq!(s.balance(&u, "IQD").await, 7_000);
    assert_eq!(s.merchant_balance("IQD").await, 2_970);
    let p = s
        .get(&format!(
            "/embedded/payments/{}",
            q["payment_id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(
        (p.data()["status"].as_str(), p.data()["user_id"].as_str()),
        (Some("completed"), Some(u.as_str()))
    );
    pay("scan-1", "1234")
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    // by id too; an unpaid QR expires with its payment (lazily and when swept)
    let q2 = s
        .post(
            "/embedded/qr/generate",
            json!({"amount": 100, "currency": "IQD", "expires_in": 60}),
        )
        .await
        .data()
        .clone();
    s.advance(61).await;
    let id = q2["id"].as_str().unwrap();
    s.post(
        &format!("/sandbox/qr/{id}/pay"),
        json!({"user_id": "scan-1", "pin": "1234"}),
    )
    .await
    .expect_error(422, "PAYMENT_EXPIRED");
    let p = s
        .get(&format!(
            "/embedded/payments/{}",
            q2["payment_id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(p.data()["status"], "expired");
    let ev = s
        .get(&format!(
            "/events?object_id={}",
            q2["payment_id"].as_str().unwrap()
        ))
        .await;
    let kinds: Vec<&str> = ev.data()["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["type"].as_str().unwrap())
        .collect();
    assert!(kinds.contains(&"payment.expired"), "{kinds:?}");
    s.post("/sandbox/qr/00000000/pay", json!({"user_id": "scan-1"}))
        .await
        .expect_error(404, "NOT_FOUND");
    assert_eq!(s.audit().await["ok"], true);
}
