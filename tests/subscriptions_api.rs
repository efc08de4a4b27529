//! Subscription plans over HTTP: every field rule, defaults, listing newest first, archive.

mod common;
use common::Server;
use reqwest::StatusCode;
use serde_json::{json, Value};

#[tokio::test]
async fn plans_every_rule_defaults_list_and_archive() {
    let s = Server::start().await;
    let ok = json!({"name": "Gym", "amount": 25000, "currency": "IQD", "interval": "monthly"});
    let with = |k: &str, v: Value| {
        let mut b = ok.clone();
        b[k] = v;
        b
    };
    for (body, field) in [
        (
            json!({"amount": 1, "currency": "IQD", "interval": "monthly"}),
            "name",
        ),
        (with("name", json!("x".repeat(257))), "name"),
        (with("amount", json!(0)), "amount"),
        (with("currency", json!("iq")), "currency"),
        (with("interval", json!("fortnightly")), "interval"),
        (
            json!({"name": "x", "amount": 1, "currency": "IQD"}),
            "interval",
        ),
        (with("interval_count", json!(0)), "interval_count"),
        (with("interval_count", json!(13)), "interval_count"),
        (with("trial_days", json!(-1)), "trial_days"),
        (with("trial_days", json!(731)), "trial_days"),
        (with("grace_period_days", json!(91)), "grace_period_days"),
        (with("grace_period_days", json!("7")), "grace_period_days"),
        (with("color", json!("red")), "color"),
    ] {
        let r = s.post("/subscriptions/plans", body.clone()).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{field}: {body} -> {r:?}");
    }
    s.post("/subscriptions/plans", with("currency", json!("EUR")))
        .await
        .expect_error(422, "UNSUPPORTED_CURRENCY");
    let r = s.post("/subscriptions/plans", ok.clone()).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let first = r.data().clone();
    assert!(first["id"].as_str().unwrap().starts_with("plan_"));
    assert_eq!(
        (
            first["interval_count"].as_u64(),
            first["trial_days"].as_u64(),
            first["grace_period_days"].as_u64(),
            first["status"].as_str()
        ),
        (Some(1), Some(0), Some(7), Some("active"))
    );
    let r = s
        .post("/subscriptions/plans", json!({"name": "Yearly", "amount": 100, "currency": "USD", "interval": "yearly", "trial_days": 14, "grace_period_days": 0}))
        .await;
    let second = r.data().clone();
    assert_eq!(second["grace_period_days"], 0);
    let l = s.get("/subscriptions/plans?per_page=1").await;
    assert_eq!(
        (
            l.data()["plans"][0]["id"].clone(),
            l.data()["pagination"]["total"].as_u64()
        ),
        (second["id"].clone(), Some(2))
    );
    let id = first["id"].as_str().unwrap();
    let a = s
        .post(&format!("/subscriptions/plans/{id}/archive"), json!({}))
        .await;
    assert_eq!(
        (
            a.data()["status"].as_str(),
            a.data()["archived_at"].is_string()
        ),
        (Some("archived"), true)
    );
    let again = s
        .post(&format!("/subscriptions/plans/{id}/archive"), json!({}))
        .await;
    assert_eq!(
        again.data()["archived_at"],
        a.data()["archived_at"],
        "archiving again changes nothing"
    );
    s.get("/subscriptions/plans/plan_nope")
        .await
        .expect_error(404, "NOT_FOUND");
}
