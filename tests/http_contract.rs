//! The HTTP contract every family keeps: keys and merchant checks, the envelope with
//! request ids, Idempotency-Key rules, rate-limit headers and 429s, unknown routes.

use crate::common;
use common::{Options, Server};
use reqwest::{Method, StatusCode};
use serde_json::json;

fn idem() -> (&'static str, String) {
    ("idempotency-key", uuid::Uuid::new_v4().to_string())
}

#[tokio::test]
async fn keys_and_merchant_checks() {
    let s = Server::start().await;
    s.send(Method::GET, "/merchant/wallet", None, &[], None)
        .await
        .expect_error(403, "MERCHANT_NOT_FOUND");
    s.send(
        Method::GET,
        "/merchant/wallet",
        Some("sk_sandbox_unknown"),
        &[],
        None,
    )
    .await
    .expect_error(403, "MERCHANT_NOT_FOUND");
    s.send(Method::GET, "/merchant/wallet", Some("garbage"), &[], None)
        .await
        .expect_error(403, "MERCHANT_NOT_FOUND");
    let pk = s.creds["publishable_key"].as_str().unwrap().to_string();
    s.send(Method::GET, "/merchant/wallet", Some(&pk), &[], None)
        .await
        .expect_error(403, "FORBIDDEN");
    s.post_as(
        &pk,
        "/users/sync",
        json!({"external_user_id":"a","name":"b"}),
    )
    .await
    .expect_error(403, "FORBIDDEN");
    // the admin key is not a merchant key
    let admin = s.admin_key.clone();
    s.send(Method::GET, "/merchant/wallet", Some(&admin), &[], None)
        .await
        .expect_error(403, "MERCHANT_NOT_FOUND");

    let r = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({"name":"New shop"})),
        )
        .await;
    assert_eq!(r.data()["status"], "pending", "{r:?}");
    let id = r.data()["id"].as_str().unwrap().to_string();
    let sk = r.data()["keys"]["secret_key"].as_str().unwrap().to_string();
    s.send(Method::GET, "/merchant/wallet", Some(&sk), &[], None)
        .await
        .expect_error(403, "MERCHANT_NOT_APPROVED");
    for st in ["rejected", "suspended"] {
        s.admin(
            Method::POST,
            &format!("/admin/merchants/{id}/status"),
            Some(json!({"status": st})),
        )
        .await;
        s.send(Method::GET, "/merchant/wallet", Some(&sk), &[], None)
            .await
            .expect_error(403, "MERCHANT_NOT_APPROVED");
    }
    s.admin(
        Method::POST,
        &format!("/admin/merchants/{id}/status"),
        Some(json!({"status":"approved"})),
    )
    .await;
    let r = s
        .send(Method::GET, "/merchant/wallet", Some(&sk), &[], None)
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert_eq!(r.body["success"], true);
    assert!(r.header("x-request-id").unwrap().starts_with("req_"));
}

#[tokio::test]
async fn idempotency_key_rules() {
    let s = Server::start().await;
    let body = json!({"external_user_id":"idem","name":"I"}).to_string();
    let sk = s.sk();
    s.send(
        Method::POST,
        "/users/sync",
        Some(&sk),
        &[],
        Some(body.clone()),
    )
    .await
    .expect_error(422, "IDEMPOTENCY_KEY_REQUIRED");
    let r = s
        .send(
            Method::POST,
            "/users/sync",
            Some(&sk),
            &[("idempotency-key", "abc".into())],
            Some(body.clone()),
        )
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("Idempotency-Key").is_some());
    // a UUID that is not version 4
    let v1 = "c232ab00-9414-11ec-b3c8-9f6bdeced846".to_string();
    s.send(
        Method::POST,
        "/users/sync",
        Some(&sk),
        &[("idempotency-key", v1)],
        Some(body.clone()),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");

    let key = idem();
    let first = s
        .send(
            Method::POST,
            "/users/sync",
            Some(&sk),
            std::slice::from_ref(&key),
            Some(body.clone()),
        )
        .await;
    assert_eq!(first.status, StatusCode::CREATED);
    let again = s
        .send(
            Method::POST,
            "/users/sync",
            Some(&sk),
            std::slice::from_ref(&key),
            Some(body.clone()),
        )
        .await;
    assert_eq!(again.status, StatusCode::CREATED);
    assert_eq!(again.body, first.body);
    assert_eq!(again.header("idempotent-replayed").as_deref(), Some("true"));
    let other = json!({"external_user_id":"idem","name":"Changed"}).to_string();
    s.send(
        Method::POST,
        "/users/sync",
        Some(&sk),
        std::slice::from_ref(&key),
        Some(other),
    )
    .await
    .expect_error(409, "IDEMPOTENCY_KEY_REUSED");
    // the same key on another path is another request
    s.send(
        Method::POST,
        "/sandbox/wallets/topup",
        Some(&sk),
        &[key],
        Some(json!({"user_id":"idem","currency":"USD","amount":1}).to_string()),
    )
    .await
    .expect_error(409, "IDEMPOTENCY_KEY_REUSED");

    // a failed request stores nothing: the same key works once the cause is fixed
    let key = idem();
    let topup = json!({"user_id":"idem","currency":"USD","amount":5}).to_string();
    let (sid, _) = s.session("idem", 5, "USD").await;
    let pay = format!("/sandbox/checkout/sessions/{sid}/pay");
    s.send(
        Method::POST,
        &pay,
        Some(&sk),
        std::slice::from_ref(&key),
        Some("{}".into()),
    )
    .await
    .expect_error(422, "INSUFFICIENT_BALANCE");
    s.send(
        Method::POST,
        "/sandbox/wallets/topup",
        Some(&sk),
        &[idem()],
        Some(topup),
    )
    .await;
    let r = s
        .send(Method::POST, &pay, Some(&sk), &[key], Some("{}".into()))
        .await;
    assert_eq!(r.data()["status"], "authorized", "{r:?}");
}

#[tokio::test]
async fn idempotent_replay_has_no_second_effect() {
    let s = Server::start().await;
    let u = s.user("once").await;
    let key = idem();
    let body = json!({"user_id": u, "currency":"IQD","amount":1000}).to_string();
    for _ in 0..3 {
        let r = s
            .send(
                Method::POST,
                "/sandbox/wallets/topup",
                Some(&s.sk()),
                std::slice::from_ref(&key),
                Some(body.clone()),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK);
    }
    assert_eq!(s.balance(&u, "IQD").await, 1000);
}

#[tokio::test]
async fn rate_limit_headers_and_429() {
    let s = Server::start_with(Options {
        rate_limit: 5,
        ..Default::default()
    })
    .await;
    let mut saw_429 = None;
    for _ in 0..12 {
        let r = s.get("/merchant/wallet").await;
        let limit = r.header("x-ratelimit-limit").unwrap();
        assert_eq!(limit, "5");
        let rem: u32 = r.header("x-ratelimit-remaining").unwrap().parse().unwrap();
        let reset: u64 = r.header("x-ratelimit-reset").unwrap().parse().unwrap();
        assert!(rem <= 5 && reset > 1_700_000_000);
        if r.status == StatusCode::TOO_MANY_REQUESTS {
            saw_429 = Some(r);
            break;
        }
    }
    let r = saw_429.expect("12 requests in a burst at 5/s must hit the limit");
    r.expect_error(429, "RATE_LIMIT_EXCEEDED");
    assert_eq!(r.header("retry-after").as_deref(), Some("1"));
    assert_eq!(r.header("x-ratelimit-remaining").as_deref(), Some("0"));
    // the limit is per merchant: the admin sets one merchant's limit above the default
    let mid = s.merchant_id();
    let r = s
        .admin(
            Method::PATCH,
            &format!("/admin/merchants/{mid}"),
            Some(json!({"rate_limit": 1000})),
        )
        .await;
    assert_eq!(r.data()["rate_limit"], 1000, "{r:?}");
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    for _ in 0..12 {
        let r = s.get("/merchant/wallet").await;
        assert_eq!(r.status, StatusCode::OK, "{r:?}");
        assert_eq!(r.header("x-ratelimit-limit").as_deref(), Some("1000"));
    }
}

/// GET `path` from a client bound to loopback address `from`: the status.
async fn public_get(s: &Server, from: [u8; 4], path: &str) -> StatusCode {
    let c = reqwest::Client::builder()
        .local_address(std::net::IpAddr::from(from))
        .build()
        .unwrap();
    c.get(format!("{}/api/v1{path}", s.root))
        .send()
        .await
        .unwrap()
        .status()
}

/// A server whose public limit is 10 a second per address (and per popup token; 50 per
/// public resource), its merchants' 1,000: the public limit is its own, and smaller.
async fn public_limited() -> Server {
    Server::start_with(Options {
        rate_limit: 1_000,
        public_rate_limit: 10,
        ..Default::default()
    })
    .await
}

/// Public routes (link pages, popup and hosted pages) are limited per client address and
/// per resource: one address flooding a link that does not exist, or many addresses
/// flooding one link, leave other buyers and other links answering.
#[tokio::test]
async fn a_flood_of_one_address_or_one_link_limits_only_itself() {
    let s = public_limited().await;
    let r = s
        .post(
            "/embedded/payment-links",
            json!({"description": "Tea", "amount": 1000, "currency": "IQD"}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let link = format!("/links/{}", r.data()["id"].as_str().unwrap());
    for _ in 0..3 {
        let second = chrono::Utc::now().timestamp();
        // one address, 15 requests in a burst to a link that does not exist: limited
        let mut statuses = vec![];
        for _ in 0..15 {
            statuses.push(public_get(&s, [127, 51, 0, 1], "/links/plink_nope").await);
        }
        // another buyer reads a real link in the same second
        let other = public_get(&s, [127, 51, 0, 2], &link).await;
        // many addresses, one path: 60 requests over 6 addresses (10 each, within each
        // address's limit) pass the path's 50 a second and are limited there
        let mut path_statuses = vec![];
        for a in 10..16u8 {
            for _ in 0..10 {
                path_statuses.push(public_get(&s, [127, 51, 1, a], "/links/plink_hot").await);
            }
        }
        // while another path from one of those addresses still answers
        let elsewhere = public_get(&s, [127, 51, 2, 1], &link).await;
        if chrono::Utc::now().timestamp() != second {
            tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
            continue; // the second turned during the burst: count again
        }
        assert!(
            statuses.contains(&StatusCode::TOO_MANY_REQUESTS),
            "{statuses:?}"
        );
        assert_eq!(statuses[0], StatusCode::NOT_FOUND);
        assert_eq!(other, StatusCode::OK, "another address is not limited");
        let limited = path_statuses
            .iter()
            .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
            .count();
        assert_eq!(limited, 10, "{path_statuses:?}");
        assert_eq!(elsewhere, StatusCode::OK, "another path is not limited");
        return;
    }
    panic!("three seconds turned during the bursts");
}

/// POST a popup call from a client bound to loopback address `from`: the status.
async fn popup_from(s: &Server, from: [u8; 4], call: &str, token: &str) -> StatusCode {
    let c = reqwest::Client::builder()
        .local_address(std::net::IpAddr::from(from))
        .build()
        .unwrap();
    c.post(format!("{}/api/v1/embedded/popup/{call}", s.root))
        .header("content-type", "application/json")
        .body(json!({ "session_token": token }).to_string())
        .send()
        .await
        .unwrap()
        .status()
}

/// The popup's routes carry their token in the body: each token takes the public limit a
/// second from all addresses together (many addresses on one checkout are limited there),
/// while another token from the same addresses answers, and the merchant's own API is not
/// touched by any of it.
#[tokio::test]
async fn a_flood_on_one_popup_token_from_many_addresses_limits_only_that_token() {
    let s = public_limited().await;
    let mut tokens = vec![];
    for ext in ["tok-a", "tok-b"] {
        let u = s.user(ext).await;
        let body = json!({"user_id": u, "amount": 1000, "currency": "IQD"});
        let r = s.post("/embedded/checkout/sessions", body).await;
        assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
        tokens.push(r.data()["session_token"].as_str().unwrap().to_string());
    }
    for _ in 0..3 {
        let second = chrono::Utc::now().timestamp();
        // 6 addresses, 5 calls each (within each address's 10): 30 on one token
        let mut hot = vec![];
        for a in 20..26u8 {
            for _ in 0..5 {
                hot.push(popup_from(&s, [127, 52, 0, a], "session", &tokens[0]).await);
            }
        }
        let other = popup_from(&s, [127, 52, 0, 20], "session", &tokens[1]).await;
        let merchant = s.get("/merchant/wallet").await.status;
        if chrono::Utc::now().timestamp() != second {
            tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
            continue; // the second turned during the burst: count again
        }
        let limited = hot
            .iter()
            .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
            .count();
        assert_eq!(limited, 20, "{hot:?}");
        assert!(hot[..10].iter().all(|s| *s == StatusCode::OK), "{hot:?}");
        assert_eq!(other, StatusCode::OK, "another token is not limited");
        assert_eq!(
            merchant,
            StatusCode::OK,
            "the merchant's API is not limited"
        );
        return;
    }
    panic!("three seconds turned during the bursts");
}

/// Every page says: HTTPS from now on (browsers ignore it over plain HTTP), and its forms
/// post only to Sanduq.
#[tokio::test]
async fn pages_keep_to_https_and_post_only_to_sanduq() {
    let s = Server::start().await;
    s.user("hsts-buyer").await;
    let (session, _) = s.session("hsts-buyer", 1000, "IQD").await;
    let r = s
        .post(
            "/embedded/payment-links",
            json!({"description": "Tea", "amount": 1000, "currency": "IQD"}),
        )
        .await;
    let link = r.data()["id"].as_str().unwrap().to_string();
    for path in [
        format!("/pay/{session}"),
        format!("/links/{link}"),
        "/dashboard/signin".to_string(),
        "/docs".to_string(),
    ] {
        let r = s
            .http
            .get(format!("{}{path}", s.root))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::OK, "{path}");
        let h = |n: &str| r.headers()[n].to_str().unwrap().to_string();
        assert_eq!(h("strict-transport-security"), "max-age=31536000", "{path}");
        let csp = h("content-security-policy");
        let form_action = csp
            .split(';')
            .map(str::trim)
            .find(|d| d.starts_with("form-action"))
            .unwrap_or_default();
        assert!(
            form_action == "form-action 'self'" || form_action == "form-action 'none'",
            "{path}: {csp}"
        );
    }
}

#[tokio::test]
async fn unknown_routes_and_methods_are_enveloped() {
    let s = Server::start().await;
    s.get("/nope").await.expect_error(404, "NOT_FOUND");
    s.send(Method::DELETE, "/users/sync", Some(&s.sk()), &[], None)
        .await
        .expect_error(404, "NOT_FOUND");
    // outside /api/v1 too (the bare address leads to /docs: tests/local_server.rs)
    let r = s.http.get(format!("{}/nope", s.root)).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        r.json::<serde_json::Value>().await.unwrap()["error"]["code"],
        "NOT_FOUND"
    );
}

#[tokio::test]
async fn oversized_bodies_are_validation_errors() {
    let s = Server::start().await;
    let big = format!(
        "{{\"external_user_id\":\"a\",\"name\":\"{}\"}}",
        "x".repeat(3 * 1024 * 1024)
    );
    let r = s
        .send(
            Method::POST,
            "/users/sync",
            Some(&s.sk()),
            &[idem()],
            Some(big),
        )
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
}

#[tokio::test]
async fn a_key_given_twice_is_a_validation_error() {
    let s = Server::start().await;
    for (body, field) in [
        (
            r#"{"external_user_id":"dup","name":"A","name":"B"}"#,
            "name",
        ),
        (
            r#"{"external_user_id":"dup","name":"A","metadata":{"k":1,"k":2}}"#,
            "k",
        ),
    ] {
        let r = s
            .send(
                Method::POST,
                "/users/sync",
                Some(&s.sk()),
                &[("idempotency-key", uuid::Uuid::new_v4().to_string())],
                Some(body.to_string()),
            )
            .await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert_eq!(
            r.body["error"]["details"]["fields"][field], "is given more than once",
            "{r:?}"
        );
    }
}
