//! The subscriptions function fed its events/ samples: a plan created, listed, read; a
//! subscription enrolled, listed, read, paused, resumed, canceled at period end; the plan
//! archived.

use crate::lambda;
use lambda::{call, event, state};
use serde_json::json;

#[tokio::test]
async fn subscriptions_samples_manage_a_plan_and_a_subscription() {
    let (st, _) = state().await;
    let app = sanduq_fn_subscriptions::app(st.clone());
    let (s, b) = call(&app, event("subscriptions", "plans-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    assert_eq!(
        (
            b["data"]["interval"].as_str(),
            b["data"]["trial_days"].as_u64()
        ),
        (Some("monthly"), Some(7))
    );
    let id = b["data"]["id"].as_str().unwrap().to_string();
    let ids = [("plan_sample000000000000000000", id.as_str())];
    let (s, b) = call(&app, event("subscriptions", "plans-list", &[])).await;
    assert_eq!(
        (s, &b["data"]["pagination"]["total"]),
        (200, &json!(1)),
        "{b}"
    );
    let (s, b) = call(&app, event("subscriptions", "plans-get", &ids)).await;
    assert_eq!((s, &b["data"]["status"]), (200, &json!("active")), "{b}");
    // the sample's customer, synced through the core family
    let all = sanduq_service::app(st.clone());
    let (s, b) = call(&all, event("core", "users-sync", &[])).await;
    assert!(s == 200 || s == 201, "{b}");
    let (s, b) = call(&app, event("subscriptions", "subscriptions-create", &ids)).await;
    assert_eq!((s, &b["data"]["status"]), (201, &json!("trialing")), "{b}");
    let sub = b["data"]["id"].as_str().unwrap().to_string();
    let subs = [("sub_sample000000000000000000", sub.as_str())];
    let (s, b) = call(&app, event("subscriptions", "subscriptions-list", &[])).await;
    assert_eq!(
        (s, &b["data"]["subscriptions"][0]["id"]),
        (200, &json!(sub)),
        "{b}"
    );
    let (s, b) = call(&app, event("subscriptions", "subscriptions-get", &subs)).await;
    assert_eq!((s, &b["data"]["plan_id"]), (200, &json!(id)), "{b}");
    for (name, status) in [
        ("subscriptions-pause", "paused"),
        ("subscriptions-resume", "trialing"),
        ("subscriptions-cancel", "trialing"),
    ] {
        let (s, b) = call(&app, event("subscriptions", name, &subs)).await;
        assert_eq!(
            (s, &b["data"]["status"]),
            (200, &json!(status)),
            "{name}: {b}"
        );
    }
    let (s, b) = call(&app, event("subscriptions", "subscriptions-get", &subs)).await;
    assert_eq!(
        (s, &b["data"]["cancel_at_period_end"]),
        (200, &json!(true)),
        "{b}"
    );
    let (s, b) = call(&app, event("subscriptions", "subscriptions-get", &[])).await;
    assert_eq!((s, &b["error"]["code"]), (404, &json!("NOT_FOUND")), "{b}");
    let (s, b) = call(&app, event("subscriptions", "plans-archive", &ids)).await;
    assert_eq!((s, &b["data"]["status"]), (200, &json!("archived")), "{b}");
    let (s, b) = call(&app, event("subscriptions", "plans-get", &[])).await;
    assert_eq!((s, &b["error"]["code"]), (404, &json!("NOT_FOUND")), "{b}");
}
