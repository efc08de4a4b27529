//! The platform admin API: merchants, status, limits, keys (issue, list, revoke) and the audit.

use crate::common;
use common::Server;
use reqwest::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn merchant_creation_shows_keys_once_and_they_work() {
    let s = Server::start().await;
    let r = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({"name":"Baghdad Books","status":"approved","commission_bps":250})),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let d = r.data();
    let id = d["id"].as_str().unwrap();
    assert!(id.starts_with("mer_"));
    assert_eq!(d["commission_bps"], 250);
    let k = &d["keys"];
    assert!(k["secret_key"].as_str().unwrap().starts_with("sk_sandbox_"));
    assert!(k["publishable_key"]
        .as_str()
        .unwrap()
        .starts_with("pk_sandbox_"));
    assert!(k["hmac_key_id"].as_str().unwrap().starts_with("mk_"));
    assert!(k["hmac_secret"].as_str().unwrap().len() >= 32);
    let sk = k["secret_key"].as_str().unwrap().to_string();

    // shown once: reading the merchant or its keys never shows a secret again
    let shown = s
        .admin(Method::GET, &format!("/admin/merchants/{id}"), None)
        .await;
    assert!(!shown.text.contains(&sk));
    let keys = s
        .admin(Method::GET, &format!("/admin/merchants/{id}/keys"), None)
        .await;
    assert_eq!(keys.data()["keys"].as_array().unwrap().len(), 3);
    assert!(!keys.text.contains(&sk) && !keys.text.contains(k["hmac_secret"].as_str().unwrap()));

    // commission 250 bps applies to this merchant's captures
    let u = s
        .post_as(
            &sk,
            "/users/sync",
            json!({"external_user_id":"b","name":"B"}),
        )
        .await
        .data()["id"]
        .as_str()
        .unwrap()
        .to_string();
    s.post_as(
        &sk,
        "/sandbox/wallets/topup",
        json!({"user_id": u, "currency":"USD","amount":1000}),
    )
    .await;
    let sess = s.post_as(&sk, "/checkout/sessions", json!({"external_user_id":"b","amount":1000,"currency":"USD","success_url":"https://x.example/s","cancel_url":"https://x.example/c"})).await;
    let sid = sess.data()["id"].as_str().unwrap();
    let pid = sess.data()["payment_id"].as_str().unwrap();
    s.post_as(
        &sk,
        &format!("/sandbox/checkout/sessions/{sid}/pay"),
        json!({}),
    )
    .await;
    let c = s
        .post_as(&sk, &format!("/payments/{pid}/capture"), json!({}))
        .await;
    assert_eq!(c.data()["commission_amount"], 25, "{c:?}");
}

#[tokio::test]
async fn keys_can_be_issued_and_revoked() {
    let s = Server::start().await;
    let mid = s.merchant_id();
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/merchants/{mid}/keys"),
            Some(json!({"kind":"secret"})),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let new_sk = r.data()["key"].as_str().unwrap().to_string();
    let key_id = r.data()["id"].as_str().unwrap().to_string();
    assert_eq!(
        s.send(Method::GET, "/merchant/wallet", Some(&new_sk), &[], None)
            .await
            .status,
        StatusCode::OK
    );
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/merchants/{mid}/keys/{key_id}/revoke"),
            None,
        )
        .await;
    assert_eq!(r.data()["revoked"], true, "{r:?}");
    s.send(Method::GET, "/merchant/wallet", Some(&new_sk), &[], None)
        .await
        .expect_error(403, "MERCHANT_NOT_FOUND");
    // the original key still works
    assert_eq!(s.get("/merchant/wallet").await.status, StatusCode::OK);
    s.admin(
        Method::POST,
        &format!("/admin/merchants/{mid}/keys/key_nope/revoke"),
        None,
    )
    .await
    .expect_error(404, "NOT_FOUND");
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/merchants/{mid}/keys"),
            Some(json!({"kind":"root"})),
        )
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/merchants/{mid}/keys"),
            Some(json!({"kind":"hmac"})),
        )
        .await;
    assert!(
        r.data()["key"].as_str().unwrap().starts_with("mk_") && r.data()["hmac_secret"].is_string(),
        "{r:?}"
    );
}

#[tokio::test]
async fn admin_paths_need_the_admin_key_and_validate() {
    let s = Server::start().await;
    let sk = s.sk();
    s.send(
        Method::POST,
        "/admin/merchants",
        Some(&sk),
        &[],
        Some(json!({"name":"x"}).to_string()),
    )
    .await
    .expect_error(403, "FORBIDDEN");
    s.send(Method::GET, "/admin/merchants/mer_x", None, &[], None)
        .await
        .expect_error(403, "FORBIDDEN");
    s.admin(Method::POST, "/admin/merchants", Some(json!({})))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    s.admin(
        Method::POST,
        "/admin/merchants",
        Some(json!({"name":"x","status":"great"})),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    s.admin(
        Method::POST,
        "/admin/merchants",
        Some(json!({"name":"x","commission_bps":10001})),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    s.admin(Method::GET, "/admin/merchants/mer_nope", None)
        .await
        .expect_error(404, "MERCHANT_NOT_FOUND");
    s.admin(
        Method::POST,
        "/admin/merchants/mer_nope/status",
        Some(json!({"status":"approved"})),
    )
    .await
    .expect_error(404, "MERCHANT_NOT_FOUND");
    let mid = s.merchant_id();
    s.admin(
        Method::POST,
        &format!("/admin/merchants/{mid}/status"),
        Some(json!({})),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    let r = s
        .admin(
            Method::PATCH,
            &format!("/admin/merchants/{mid}"),
            Some(json!({"commission_bps": 50, "rate_limit": null})),
        )
        .await;
    assert_eq!(r.data()["commission_bps"], 50, "{r:?}");
    assert_eq!(r.data()["rate_limit"], serde_json::Value::Null);
}

#[tokio::test]
async fn dashboard_users_are_made_with_checked_fields_and_never_show_the_password() {
    let s = Server::start().await;
    let path = format!("/admin/merchants/{}/dashboard-users", s.merchant_id());
    let good = json!({"email": "Owner@Shop.Example", "role": "owner", "password": "correct horse battery"});
    let r = s.admin(Method::POST, &path, Some(good.clone())).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    assert_eq!(r.data()["email"], "owner@shop.example");
    assert!(!r.text.contains("correct horse") && !r.text.contains("argon2"));
    // the same address again
    let r = s.admin(Method::POST, &path, Some(good)).await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert_eq!(
        r.field("email"),
        Some("already has an account on this dashboard")
    );
    for (body, field) in [
        (
            json!({"email": "not-an-email", "role": "owner", "password": "correct horse battery"}),
            "email",
        ),
        (
            json!({"email": "a@shop.example", "role": "king", "password": "correct horse battery"}),
            "role",
        ),
        (
            json!({"email": "a@shop.example", "role": "viewer", "password": "short"}),
            "password",
        ),
        (
            json!({"email": "a@shop.example", "role": "viewer"}),
            "password",
        ),
    ] {
        let r = s.admin(Method::POST, &path, Some(body.clone())).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{body} {r:?}");
    }
    let r = s
        .admin(
            Method::POST,
            "/admin/merchants/mer_000000000000000000000000/dashboard-users",
            Some(json!({"email": "a@shop.example", "role": "viewer", "password": "correct horse battery"})),
        )
        .await;
    r.expect_error(404, "MERCHANT_NOT_FOUND");
    // a merchant key is not the admin key
    let r = s.post(&path, json!({})).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
}
