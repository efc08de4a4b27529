//! The gateway family over HTTP: HMAC authentication, every endpoint, the status/error
//! table row by row, listing, races, expiry and the refund window through the test clock.

use crate::common;
use common::{Options, Server};
use reqwest::{Method, StatusCode};
use serde_json::json;
use std::sync::Arc;

const DAY: i64 = 24 * 60 * 60;

fn hmac_headers(s: &Server, ts: &str, sig: &str) -> Vec<(&'static str, String)> {
    vec![
        (
            "x-api-key",
            s.creds["hmac_key_id"].as_str().unwrap().to_string(),
        ),
        ("x-api-timestamp", ts.to_string()),
        ("x-api-signature", sig.to_string()),
    ]
}

#[tokio::test]
async fn hmac_errors_each_have_their_code() {
    let s = Server::start().await;
    let (_, _, p) = s.authorized("h", 1_000, "USD").await;
    let path = format!("/gateway/payments/{p}");
    let full = format!("/api/v1{path}");
    let secret = s.creds["hmac_secret"].as_str().unwrap().to_string();
    let now = chrono::Utc::now().timestamp();
    let sign = |ts: i64, m: &str, p: &str, b: &str| {
        sanduq_api::signing::sign(&secret, &ts.to_string(), m, p, b.as_bytes())
    };

    // each header missing in turn
    let full_set = hmac_headers(&s, &now.to_string(), &sign(now, "GET", &full, ""));
    for missing in 0..3 {
        let mut h = full_set.clone();
        h.remove(missing);
        s.send(Method::GET, &path, None, &h, None)
            .await
            .expect_error(401, "HMAC_HEADERS_MISSING");
    }
    s.send(Method::GET, &path, None, &[], None)
        .await
        .expect_error(401, "HMAC_HEADERS_MISSING");
    // old, future and malformed timestamps; a replay outside the window
    // each timestamp taken from the clock just before its request: a loaded machine must
    // not move an edge case across the window
    let now_s = || chrono::Utc::now().timestamp();
    for off in [-91, 91, -3600] {
        let ts = now_s() + off;
        let h = hmac_headers(&s, &ts.to_string(), &sign(ts, "GET", &full, ""));
        s.send(Method::GET, &path, None, &h, None)
            .await
            .expect_error(401, "HMAC_TIMESTAMP_EXPIRED");
    }
    let h = hmac_headers(&s, "2026-11-22T10:00:00Z", &sign(now, "GET", &full, ""));
    s.send(Method::GET, &path, None, &h, None)
        .await
        .expect_error(401, "HMAC_TIMESTAMP_EXPIRED");
    for off in [-89, 89] {
        let ts = now_s() + off;
        let h = hmac_headers(&s, &ts.to_string(), &sign(ts, "GET", &full, ""));
        assert_eq!(
            s.send(Method::GET, &path, None, &h, None).await.status,
            StatusCode::OK
        );
    }
    // unknown key, a secret key in X-Api-Key, a revoked key
    let mut h = full_set.clone();
    h[0].1 = "mk_doesnotexist".into();
    s.send(Method::GET, &path, None, &h, None)
        .await
        .expect_error(401, "HMAC_KEY_INVALID");
    h[0].1 = s.sk();
    s.send(Method::GET, &path, None, &h, None)
        .await
        .expect_error(401, "HMAC_KEY_INVALID");
    // signature mismatches: wrong secret, other path, tampered body, tampered query
    let wrong = sanduq_api::signing::sign("not-the-secret", &now.to_string(), "GET", &full, b"");
    s.send(
        Method::GET,
        &path,
        None,
        &hmac_headers(&s, &now.to_string(), &wrong),
        None,
    )
    .await
    .expect_error(401, "HMAC_SIGNATURE_INVALID");
    let other = sign(now, "GET", "/api/v1/gateway/payments", "");
    s.send(
        Method::GET,
        &path,
        None,
        &hmac_headers(&s, &now.to_string(), &other),
        None,
    )
    .await
    .expect_error(401, "HMAC_SIGNATURE_INVALID");
    let cap = format!("/gateway/payments/{p}/capture");
    let mut h = hmac_headers(
        &s,
        &now.to_string(),
        &sign(now, "POST", &format!("/api/v1{cap}"), "{}"),
    );
    h.push(("idempotency-key", uuid::Uuid::new_v4().to_string()));
    s.send(Method::POST, &cap, None, &h, Some("{ }".into()))
        .await
        .expect_error(401, "HMAC_SIGNATURE_INVALID");
    let h = hmac_headers(
        &s,
        &now.to_string(),
        &sign(now, "GET", "/api/v1/gateway/payments?status=created", ""),
    );
    s.send(
        Method::GET,
        "/gateway/payments?status=completed",
        None,
        &h,
        None,
    )
    .await
    .expect_error(401, "HMAC_SIGNATURE_INVALID");
    // valid with a query string and with a body
    let r = s
        .gw(
            Method::GET,
            "/gateway/payments?status=reserved&per_page=5",
            "",
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert_eq!(r.data()["payments"][0]["id"], p.as_str());
    let r = s.gw(Method::POST, &cap, "{}").await;
    assert_eq!(r.data()["status"], "completed", "{r:?}");
    // Bearer: accepted on GETs, not on writes
    assert_eq!(s.get(&path).await.data()["status"], "completed");
    s.post(
        &format!("/gateway/payments/{p}/refund"),
        json!({"reason":"x"}),
    )
    .await
    .expect_error(401, "HMAC_HEADERS_MISSING");
    // revoked HMAC key
    let mid = s.merchant_id();
    let keys = s
        .admin(Method::GET, &format!("/admin/merchants/{mid}/keys"), None)
        .await;
    let hk = keys.data()["keys"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["kind"] == "hmac")
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    s.admin(
        Method::POST,
        &format!("/admin/merchants/{mid}/keys/{hk}/revoke"),
        None,
    )
    .await;
    s.gw(Method::GET, &path, "")
        .await
        .expect_error(401, "HMAC_KEY_INVALID");
}

#[tokio::test]
async fn hmac_merchant_checks() {
    let s = Server::start().await;
    let mid = s.merchant_id();
    s.admin(
        Method::POST,
        &format!("/admin/merchants/{mid}/status"),
        Some(json!({"status":"suspended"})),
    )
    .await;
    s.gw(Method::GET, "/gateway/payments", "")
        .await
        .expect_error(403, "MERCHANT_NOT_APPROVED");
}

#[tokio::test]
async fn payment_detail_has_every_field() {
    let s = Server::start().await;
    s.user("d").await;
    let r = s
        .post(
            "/checkout/sessions",
            json!({"external_user_id":"d","amount":700,"currency":"USD","description":"Tea","reference":"ord-7",
                   "metadata":{"table":"4"},"success_url":"https://a.example/s","cancel_url":"https://a.example/c"}),
        )
        .await;
    let p = r.data()["payment_id"].as_str().unwrap().to_string();
    let d = s
        .gw(Method::GET, &format!("/gateway/payments/{p}"), "")
        .await;
    let d = d.data();
    for f in [
        "id",
        "session_id",
        "status",
        "amount",
        "currency",
        "captured_amount",
        "refunded_amount",
        "user_id",
        "external_user_id",
        "description",
        "reference",
        "capture_mode",
        "fx_details",
        "metadata",
        "authorized_at",
        "captured_at",
        "created_at",
        "updated_at",
    ] {
        assert!(d.get(f).is_some(), "missing {f}: {d}");
    }
    assert_eq!(
        (
            d["status"].as_str(),
            d["capture_mode"].as_str(),
            d["reference"].as_str()
        ),
        (Some("created"), Some("manual"), Some("ord-7"))
    );
    assert_eq!(d["metadata"]["table"], "4");
    assert!(d["fx_details"].is_null());
    s.gw(Method::GET, "/gateway/payments/pay_nope", "")
        .await
        .expect_error(404, "PAYMENT_NOT_FOUND");
}

#[tokio::test]
async fn capture_void_refund_and_the_status_table() {
    let s = Server::start().await;
    let cap = |p: &str| format!("/gateway/payments/{p}/capture");
    let void = |p: &str| format!("/gateway/payments/{p}/void");
    let refund = |p: &str| format!("/gateway/payments/{p}/refund");

    // reserved: capture works, commission deducted, amounts as strings
    let (u, _, p1) = s.authorized("t1", 10_000, "IQD").await;
    s.gw(Method::POST, &cap(&p1), r#"{"amount":5000}"#)
        .await
        .expect_error(422, "VALIDATION_ERROR");
    let r = s.gw(Method::POST, &cap(&p1), "{}").await;
    let d = r.data();
    assert_eq!(
        (d["payment_id"].as_str(), d["status"].as_str()),
        (Some(p1.as_str()), Some("completed")),
        "{r:?}"
    );
    assert_eq!(
        (
            d["amount"].as_str(),
            d["commission_amount"].as_str(),
            d["net_amount"].as_str()
        ),
        (Some("10000"), Some("100"), Some("9900"))
    );
    assert!(d["capture_tx_id"].as_str().unwrap().starts_with("tx_"));
    // completed: capture and void refused
    s.gw(Method::POST, &cap(&p1), "{}")
        .await
        .expect_error(409, "PAYMENT_ALREADY_CAPTURED");
    s.gw(Method::POST, &void(&p1), "{}")
        .await
        .expect_error(409, "PAYMENT_ALREADY_CAPTURED");
    // refund: reason required and bounded; amount bounded
    s.gw(Method::POST, &refund(&p1), "{}")
        .await
        .expect_error(422, "VALIDATION_ERROR");
    s.gw(
        Method::POST,
        &refund(&p1),
        &json!({"reason": "r".repeat(257)}).to_string(),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    s.gw(
        Method::POST,
        &refund(&p1),
        r#"{"reason":"x","amount":10001}"#,
    )
    .await
    .expect_error(422, "REFUND_EXCEEDS_AMOUNT");
    let r = s
        .gw(
            Method::POST,
            &refund(&p1),
            r#"{"reason":"late delivery","amount":3000,"metadata":{"k":"v"}}"#,
        )
        .await;
    assert_eq!(r.data()["status"], "partially_refunded", "{r:?}");
    assert_eq!(r.data()["refund"]["reason"], "late delivery");
    assert_eq!(r.data()["refunded_amount"], 3000);
    // partially refunded: capture/void refused, refund of the rest works, then nothing left
    s.gw(Method::POST, &cap(&p1), "{}")
        .await
        .expect_error(409, "PAYMENT_ALREADY_CAPTURED");
    s.gw(Method::POST, &void(&p1), "{}")
        .await
        .expect_error(409, "PAYMENT_ALREADY_CAPTURED");
    s.gw(
        Method::POST,
        &refund(&p1),
        r#"{"reason":"x","amount":7001}"#,
    )
    .await
    .expect_error(422, "REFUND_EXCEEDS_AMOUNT");
    let r = s
        .gw(Method::POST, &refund(&p1), r#"{"reason":"rest"}"#)
        .await;
    assert_eq!(r.data()["status"], "refunded", "{r:?}");
    assert_eq!(r.data()["refunds"].as_array().unwrap().len(), 2);
    s.gw(Method::POST, &refund(&p1), r#"{"reason":"x"}"#)
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    s.gw(Method::POST, &cap(&p1), "{}")
        .await
        .expect_error(409, "PAYMENT_ALREADY_CAPTURED");
    s.gw(Method::POST, &void(&p1), "{}")
        .await
        .expect_error(409, "PAYMENT_ALREADY_CAPTURED");
    assert_eq!(s.balance(&u, "IQD").await, 10_000);
    assert_eq!(s.merchant_balance("IQD").await, 0);

    // reserved: refund refused; void works with its reason; then cancelled rows
    let (u2, _, p2) = s.authorized("t2", 2_000, "USD").await;
    s.gw(Method::POST, &refund(&p2), r#"{"reason":"x"}"#)
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    s.gw(
        Method::POST,
        &void(&p2),
        &json!({"reason": "v".repeat(257)}).to_string(),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    let r = s
        .gw(Method::POST, &void(&p2), r#"{"reason":"out of stock"}"#)
        .await;
    let d = r.data();
    assert_eq!(
        (d["status"].as_str(), d["void_reason"].as_str()),
        (Some("cancelled"), Some("out of stock")),
        "{r:?}"
    );
    assert_eq!(
        (d["captured_amount"].as_i64(), d["refunded_amount"].as_i64()),
        (Some(0), Some(0))
    );
    assert!(d["voided_at"].is_string() && d["authorized_at"].is_string());
    assert_eq!(s.balance(&u2, "USD").await, 2_000);
    s.gw(Method::POST, &cap(&p2), "{}")
        .await
        .expect_error(409, "PAYMENT_ALREADY_VOIDED");
    s.gw(Method::POST, &void(&p2), "{}")
        .await
        .expect_error(409, "PAYMENT_ALREADY_VOIDED");
    s.gw(Method::POST, &refund(&p2), r#"{"reason":"x"}"#)
        .await
        .expect_error(409, "PAYMENT_ALREADY_VOIDED");

    // created (not paid): everything refused with INVALID_PAYMENT_STATUS
    let (_, p3) = s.session("t2", 100, "USD").await;
    s.gw(Method::POST, &cap(&p3), "{}")
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    s.gw(Method::POST, &void(&p3), "{}")
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    s.gw(Method::POST, &refund(&p3), r#"{"reason":"x"}"#)
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    // expired (lazily, through the test clock)
    s.advance(30 * 60).await;
    s.gw(Method::POST, &cap(&p3), "{}")
        .await
        .expect_error(422, "PAYMENT_EXPIRED");
    s.gw(Method::POST, &void(&p3), "{}")
        .await
        .expect_error(422, "PAYMENT_EXPIRED");
    s.gw(Method::POST, &refund(&p3), r#"{"reason":"x"}"#)
        .await
        .expect_error(422, "PAYMENT_EXPIRED");
    // unknown ids
    for (path, body) in [
        (cap("pay_nope"), "{}"),
        (void("pay_nope"), "{}"),
        (refund("pay_nope"), r#"{"reason":"x"}"#),
    ] {
        s.gw(Method::POST, &path, body)
            .await
            .expect_error(404, "PAYMENT_NOT_FOUND");
    }
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn refund_window_is_ninety_days_on_the_merchant_clock() {
    let s = Server::start().await;
    let (_, _, a) = s.authorized("w", 3_000, "USD").await;
    s.gw(
        Method::POST,
        &format!("/gateway/payments/{a}/capture"),
        "{}",
    )
    .await;
    let c = s.get("/sandbox/clock").await;
    assert_eq!(c.data()["offset_seconds"], 0, "{c:?}");
    s.advance(90 * DAY - 60).await;
    let r = s
        .gw(
            Method::POST,
            &format!("/gateway/payments/{a}/refund"),
            r#"{"reason":"x","amount":1000}"#,
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    // the refund's timestamp is on the merchant's clock, ~90 days ahead of real time
    let at =
        chrono::DateTime::parse_from_rfc3339(r.data()["refund"]["created_at"].as_str().unwrap())
            .unwrap();
    assert!(at.timestamp() > chrono::Utc::now().timestamp() + 89 * DAY);
    s.advance(120).await;
    s.gw(
        Method::POST,
        &format!("/gateway/payments/{a}/refund"),
        r#"{"reason":"x","amount":1000}"#,
    )
    .await
    .expect_error(422, "REFUND_WINDOW_EXPIRED");
    let clock = s.get("/sandbox/clock").await;
    assert_eq!(clock.data()["offset_seconds"], 90 * DAY + 60);
    // the test clock is a sandbox helper: validation
    s.post("/sandbox/clock/advance", json!({"seconds": -5}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    s.post("/sandbox/clock/advance", json!({}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
}

#[tokio::test]
async fn expiry_through_the_test_clock() {
    let s = Server::start().await;
    let u = s.user("e").await;
    s.topup(&u, "USD", 500).await;
    let (sid, p) = s.session("e", 500, "USD").await;
    s.advance(30 * 60 - 5).await;
    assert_eq!(
        s.get(&format!("/checkout/sessions/{sid}")).await.data()["status"],
        "pending"
    );
    let r = s.advance(5).await;
    assert_eq!(r.data()["offset_seconds"], 1800);
    // written by the clock's due work, not only seen lazily
    let d = s
        .gw(Method::GET, &format!("/gateway/payments/{p}"), "")
        .await;
    assert_eq!(d.data()["status"], "expired", "{d:?}");
    assert!(d.data()["expired_at"].is_string(), "{d:?}");
    assert_eq!(
        s.get(&format!("/checkout/sessions/{sid}")).await.data()["status"],
        "expired"
    );
    s.pay(&sid).await.expect_error(422, "PAYMENT_EXPIRED");
    assert_eq!(s.balance(&u, "USD").await, 500);
    let l = s
        .gw(Method::GET, "/gateway/payments?status=expired", "")
        .await;
    assert_eq!(l.data()["pagination"]["total"], 1);
    // another merchant's clock did not move
    let other = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({"name":"o","status":"approved"})),
        )
        .await;
    let osk = other.data()["keys"]["secret_key"]
        .as_str()
        .unwrap()
        .to_string();
    let c = s
        .send(Method::GET, "/sandbox/clock", Some(&osk), &[], None)
        .await;
    assert_eq!(c.data()["offset_seconds"], 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn listing_filters_sorts_and_paginates() {
    let s = Arc::new(Server::start().await);
    let users = ["la", "lb", "lc"];
    let mut ids = Vec::new();
    for u in users {
        let id = s.user(u).await;
        s.topup(&id, "USD", 1_000_000).await;
        s.topup(&id, "IQD", 1_000_000).await;
        ids.push(id);
    }
    // 240 payments: user i%3, currency alternating, reference every 10th, a few paid and captured
    let tasks: Vec<_> = (0..240)
        .map(|i| {
            let s = s.clone();
            tokio::spawn(async move {
                let cur = if i % 2 == 0 { "USD" } else { "IQD" };
                let mut body = json!({"external_user_id": users[i % 3], "amount": 100 + i, "currency": cur,
                                      "success_url":"https://a.example/s","cancel_url":"https://a.example/c"});
                if i % 10 == 0 {
                    body["reference"] = json!(format!("ref-{}", i / 10));
                }
                let r = s.post("/checkout/sessions", body).await;
                assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
                let (sid, pid) = (r.data()["id"].as_str().unwrap().to_string(), r.data()["payment_id"].as_str().unwrap().to_string());
                if i % 4 == 0 {
                    s.pay(&sid).await;
                    if i % 8 == 0 {
                        s.gw(Method::POST, &format!("/gateway/payments/{pid}/capture"), "{}").await;
                    }
                }
                pid
            })
        })
        .collect();
    for t in tasks {
        t.await.unwrap();
    }
    let all = s
        .gw(Method::GET, "/gateway/payments?per_page=100", "")
        .await;
    let pg = &all.data()["pagination"];
    assert_eq!(
        (
            pg["total"].as_u64(),
            pg["total_pages"].as_u64(),
            pg["per_page"].as_u64(),
            pg["page"].as_u64()
        ),
        (Some(240), Some(3), Some(100), Some(1)),
        "{pg}"
    );
    let rows = all.data()["payments"].as_array().unwrap();
    assert_eq!(rows.len(), 100);
    let times: Vec<&str> = rows
        .iter()
        .map(|r| r["created_at"].as_str().unwrap())
        .collect();
    let parsed: Vec<_> = times
        .iter()
        .map(|t| chrono::DateTime::parse_from_rfc3339(t).unwrap())
        .collect();
    assert!(parsed.windows(2).all(|w| w[0] >= w[1]), "newest first");
    for f in [
        "id",
        "status",
        "amount",
        "currency",
        "reference",
        "user_id",
        "created_at",
    ] {
        assert!(rows[0].get(f).is_some(), "{f}");
    }
    // pages do not overlap and cover everything
    let mut seen = std::collections::BTreeSet::new();
    for page in 1..=3 {
        let r = s
            .gw(
                Method::GET,
                &format!("/gateway/payments?per_page=100&page={page}"),
                "",
            )
            .await;
        for row in r.data()["payments"].as_array().unwrap() {
            assert!(seen.insert(row["id"].as_str().unwrap().to_string()));
        }
    }
    assert_eq!(seen.len(), 240);
    let last = s
        .gw(Method::GET, "/gateway/payments?per_page=100&page=4", "")
        .await;
    assert_eq!(last.data()["payments"].as_array().unwrap().len(), 0);
    assert_eq!(
        s.gw(Method::GET, "/gateway/payments", "").await.data()["payments"]
            .as_array()
            .unwrap()
            .len(),
        20
    );
    let total = |q: &str| {
        let s = s.clone();
        let q = q.to_string();
        async move {
            let r = s
                .gw(Method::GET, &format!("/gateway/payments?{q}"), "")
                .await;
            assert_eq!(r.status, StatusCode::OK, "{q}: {r:?}");
            r.data()["pagination"]["total"].as_u64().unwrap()
        }
    };
    assert_eq!(total("status=completed").await, 30);
    assert_eq!(total("status=reserved").await, 30);
    assert_eq!(total("status=created").await, 180);
    assert_eq!(total("currency=USD").await, 120);
    assert_eq!(total("currency=IQD").await, 120);
    // the published codes only, in capitals (issue 72)
    let r = s
        .gw(Method::GET, "/gateway/payments?currency=iqd", "")
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("currency").is_some(), "{r:?}");
    assert_eq!(total(&format!("user_id={}", ids[0])).await, 80);
    assert_eq!(total("user_id=lb").await, 80);
    assert_eq!(total("user_id=nobody").await, 0);
    assert_eq!(total("reference=ref-3").await, 1);
    assert_eq!(total("status=completed&currency=USD&user_id=la").await, 10);
    let now = chrono::Utc::now();
    let later =
        (now + chrono::Duration::hours(1)).to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
    let earlier =
        (now - chrono::Duration::hours(1)).to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
    assert_eq!(total(&format!("from={earlier}&to={later}")).await, 240);
    assert_eq!(total(&format!("from={later}")).await, 0);
    assert_eq!(total(&format!("to={earlier}")).await, 0);
    // bad filters
    for q in [
        "per_page=101",
        "page=0",
        "status=paid",
        "from=yesterday",
        "sort=asc",
        "per_page=abc",
    ] {
        let r = s
            .gw(Method::GET, &format!("/gateway/payments?{q}"), "")
            .await;
        r.expect_error(422, "VALIDATION_ERROR");
    }
    s.gw(Method::GET, "/gateway/payments?currency=EUR", "")
        .await
        .expect_error(422, "UNSUPPORTED_CURRENCY");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn capture_racing_void_has_one_winner() {
    let s = Arc::new(Server::start().await);
    for round in 0..10 {
        let (u, _, p) = s.authorized(&format!("cv{round}"), 1_000, "USD").await;
        let (a, b) = (s.clone(), s.clone());
        let (pa, pb) = (p.clone(), p.clone());
        let cap = tokio::spawn(async move {
            a.gw(
                Method::POST,
                &format!("/gateway/payments/{pa}/capture"),
                "{}",
            )
            .await
        });
        let void = tokio::spawn(async move {
            b.gw(Method::POST, &format!("/gateway/payments/{pb}/void"), "{}")
                .await
        });
        let (c, v) = (cap.await.unwrap(), void.await.unwrap());
        assert!(
            c.status.is_success() != v.status.is_success(),
            "exactly one wins: {c:?} {v:?}"
        );
        let status = s
            .gw(Method::GET, &format!("/gateway/payments/{p}"), "")
            .await
            .data()["status"]
            .clone();
        if c.status.is_success() {
            assert_eq!(v.code(), "PAYMENT_ALREADY_CAPTURED");
            assert_eq!(status, "completed");
            assert_eq!(s.balance(&u, "USD").await, 0);
        } else {
            assert_eq!(c.code(), "PAYMENT_ALREADY_VOIDED");
            assert_eq!(status, "cancelled");
            assert_eq!(s.balance(&u, "USD").await, 1_000);
        }
    }
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_partial_refunds_never_exceed_the_capture() {
    let s = Arc::new(Server::start_with(Options::default()).await);
    let (u, _, p) = s.authorized("pr", 10_000, "USD").await;
    s.gw(
        Method::POST,
        &format!("/gateway/payments/{p}/capture"),
        "{}",
    )
    .await;
    let tasks: Vec<_> = (0..20)
        .map(|_| {
            let (s, p) = (s.clone(), p.clone());
            tokio::spawn(async move {
                s.gw(
                    Method::POST,
                    &format!("/gateway/payments/{p}/refund"),
                    r#"{"reason":"part","amount":700}"#,
                )
                .await
            })
        })
        .collect();
    let mut ok = 0;
    for t in tasks {
        let r = t.await.unwrap();
        if r.status.is_success() {
            ok += 1;
        } else {
            assert_eq!(r.code(), "REFUND_EXCEEDS_AMOUNT", "{r:?}");
        }
    }
    let d = s
        .gw(Method::GET, &format!("/gateway/payments/{p}"), "")
        .await;
    let refunded = d.data()["refunded_amount"].as_i64().unwrap();
    assert!(refunded <= 10_000);
    assert_eq!(refunded, ok * 700);
    assert_eq!(ok, 14, "20 x 700 against 10,000: exactly 14 fit");
    assert_eq!(d.data()["refunds"].as_array().unwrap().len() as i64, ok);
    assert_eq!(s.balance(&u, "USD").await, refunded);
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn production_merchants_have_no_test_clock_or_free_money() {
    let s = Server::start().await;
    let r = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({"name":"Live shop","status":"approved","environment":"production"})),
        )
        .await;
    assert_eq!(r.data()["sandbox"], false, "{r:?}");
    let sk = r.data()["keys"]["secret_key"].as_str().unwrap().to_string();
    assert!(sk.starts_with("sk_live_"));
    s.send(Method::GET, "/sandbox/clock", Some(&sk), &[], None)
        .await
        .expect_error(403, "FORBIDDEN");
    s.post_as(&sk, "/sandbox/clock/advance", json!({"seconds": 60}))
        .await
        .expect_error(403, "FORBIDDEN");
    s.post_as(
        &sk,
        "/users/sync",
        json!({"external_user_id":"p","name":"P"}),
    )
    .await;
    s.post_as(
        &sk,
        "/sandbox/wallets/topup",
        json!({"user_id":"p","currency":"USD","amount":5}),
    )
    .await
    .expect_error(403, "FORBIDDEN");
    s.admin(
        Method::POST,
        "/admin/merchants",
        Some(json!({"name":"x","environment":"staging"})),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
}

/// A signed gateway write with its Idempotency-Key, signed at `ts`.
async fn signed(s: &Server, path: &str, body: &str, ts: i64, key: &str) -> common::Resp {
    let ts = ts.to_string();
    let secret = s.creds["hmac_secret"].as_str().unwrap();
    let sig = sanduq_api::signing::sign(
        secret,
        &ts,
        "POST",
        &format!("/api/v1{path}"),
        body.as_bytes(),
    );
    s.send(
        Method::POST,
        path,
        None,
        &[
            (
                "x-api-key",
                s.creds["hmac_key_id"].as_str().unwrap().to_string(),
            ),
            ("x-api-timestamp", ts),
            ("x-api-signature", sig),
            ("idempotency-key", key.to_string()),
        ],
        Some(body.to_string()),
    )
    .await
}

#[tokio::test]
async fn a_signed_refund_resent_with_another_key_is_refused() {
    let s = Server::start().await;
    let (u, _, p) = s.authorized("replay", 10_000, "IQD").await;
    s.gw(
        Method::POST,
        &format!("/gateway/payments/{p}/capture"),
        "{}",
    )
    .await;
    let path = format!("/gateway/payments/{p}/refund");
    let body = r#"{"reason":"damaged","amount":1000}"#;
    let ts = chrono::Utc::now().timestamp();
    let key = uuid::Uuid::new_v4().to_string();
    let first = signed(&s, &path, body, ts, &key).await;
    assert_eq!(first.status, StatusCode::OK, "{first:?}");
    // The captured request sent again with a fresh Idempotency-Key: refused.
    for _ in 0..3 {
        signed(&s, &path, body, ts, &uuid::Uuid::new_v4().to_string())
            .await
            .expect_error(401, "HMAC_SIGNATURE_INVALID");
    }
    // The same request with its own key: the idempotent replay of its answer.
    let again = signed(&s, &path, body, ts, &key).await;
    assert_eq!(again.status, StatusCode::OK, "{again:?}");
    assert_eq!(again.header("idempotent-replayed").as_deref(), Some("true"));
    assert_eq!(again.data(), first.data());
    // Signed anew, the same refund is a new request.
    let other = signed(&s, &path, body, ts - 1, &uuid::Uuid::new_v4().to_string()).await;
    assert_eq!(other.status, StatusCode::OK, "{other:?}");
    let d = s
        .gw(Method::GET, &format!("/gateway/payments/{p}"), "")
        .await;
    assert_eq!(d.data()["refunded_amount"], 2000, "{d:?}");
    assert_eq!(s.balance(&u, "IQD").await, 2000);
}

/// Issue 72 (4): two identical partial refunds in one second, each with its own
/// Idempotency-Key, could not both be sent (the second was HMAC_SIGNATURE_INVALID though it
/// was only reused), and a millisecond timestamp was HMAC_TIMESTAMP_EXPIRED. Milliseconds
/// are accepted, so the two are signed apart; a signature sent again with another key is
/// refused as already used; a stale one in milliseconds is expired.
#[tokio::test]
async fn two_identical_writes_in_one_second_are_signed_apart_in_milliseconds() {
    let s = Server::start().await;
    let (_, _, pid) = s.authorized("ms", 10_000, "IQD").await;
    let path = format!("/api/v1/gateway/payments/{pid}/capture");
    let secret = s.creds["hmac_secret"].as_str().unwrap().to_string();
    let key_id = s.creds["hmac_key_id"].as_str().unwrap().to_string();
    let signed = |ts: i64, path: &str, body: &str| {
        let sig =
            sanduq_api::signing::sign(&secret, &ts.to_string(), "POST", path, body.as_bytes());
        vec![
            ("x-api-key", key_id.clone()),
            ("x-api-timestamp", ts.to_string()),
            ("x-api-signature", sig),
            ("idempotency-key", uuid::Uuid::new_v4().to_string()),
        ]
    };
    let rel = |p: &str| p.trim_start_matches("/api/v1").to_string();
    let now = chrono::Utc::now().timestamp_millis();
    let r = s
        .send(
            Method::POST,
            &rel(&path),
            None,
            &signed(now, &path, "{}"),
            Some("{}".into()),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let refund = format!("/api/v1/gateway/payments/{pid}/refund");
    let body = r#"{"amount":1000,"reason":"one cup returned"}"#;
    let ms = chrono::Utc::now().timestamp_millis();
    for t in [ms, ms + 1] {
        let h = signed(t, &refund, body);
        let r = s
            .send(Method::POST, &rel(&refund), None, &h, Some(body.into()))
            .await;
        assert_eq!(r.status, StatusCode::OK, "{r:?}");
    }
    // the first signature again, with another key: refused, and said why
    let mut again = signed(ms, &refund, body);
    again[3].1 = uuid::Uuid::new_v4().to_string();
    let r = s
        .send(Method::POST, &rel(&refund), None, &again, Some(body.into()))
        .await;
    r.expect_error(401, "HMAC_SIGNATURE_INVALID");
    assert!(r.text.contains("already used"), "{r:?}");
    // milliseconds older than the window: expired
    let old = chrono::Utc::now().timestamp_millis() - 91_000;
    let r = s
        .send(
            Method::POST,
            &rel(&refund),
            None,
            &signed(old, &refund, body),
            Some(body.into()),
        )
        .await;
    r.expect_error(401, "HMAC_TIMESTAMP_EXPIRED");
    let p = s
        .gw(Method::GET, &format!("/gateway/payments/{pid}"), "")
        .await;
    assert_eq!(p.data()["refunded_amount"], 2_000, "{p:?}");
    assert_eq!(s.audit().await["ok"], true);
}
