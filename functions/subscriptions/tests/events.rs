//! The subscriptions function fed its events/ samples: a plan created, listed, read, archived.

#[path = "../../support/lambda.rs"]
mod lambda;
use lambda::{call, event, state};
use serde_json::json;

#[tokio::test]
async fn subscriptions_samples_manage_a_plan() {
    let (st, _) = state().await;
    let app = sanduq_fn_subscriptions::app(st);
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
    let (s, b) = call(&app, event("subscriptions", "plans-archive", &ids)).await;
    assert_eq!((s, &b["data"]["status"]), (200, &json!("archived")), "{b}");
    let (s, b) = call(&app, event("subscriptions", "plans-get", &[])).await;
    assert_eq!((s, &b["error"]["code"]), (404, &json!("NOT_FOUND")), "{b}");
}
