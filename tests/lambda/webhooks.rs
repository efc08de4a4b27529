//! The webhooks function fed its events/ samples: an endpoint registered, read, listed,
//! disabled, its secret rotated, deleted.

use crate::lambda;
use lambda::{call, event, state};
use serde_json::json;

#[tokio::test]
async fn webhooks_samples_manage_an_endpoint() {
    let (st, _) = state().await;
    let app = sanduq_fn_webhooks::app(st);
    let (s, b) = call(&app, event("webhooks", "endpoints-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    assert!(b["data"]["secret"].as_str().unwrap().starts_with("whsec_"));
    let id = b["data"]["id"].as_str().unwrap().to_string();
    let ids = [("we_sample000000000000000000", id.as_str())];
    let (s, b) = call(&app, event("webhooks", "endpoints-get", &ids)).await;
    assert_eq!(
        (s, &b["data"]["events"]),
        (200, &json!(["payment.completed", "payment.refunded"])),
        "{b}"
    );
    let (s, b) = call(&app, event("webhooks", "endpoints-list", &[])).await;
    assert_eq!(
        (s, b["data"]["endpoints"].as_array().map(Vec::len)),
        (200, Some(1)),
        "{b}"
    );
    let (s, b) = call(&app, event("webhooks", "endpoints-patch", &ids)).await;
    assert_eq!((s, &b["data"]["status"]), (200, &json!("disabled")), "{b}");
    let (s, b) = call(&app, event("webhooks", "endpoints-rotate", &ids)).await;
    assert_eq!(s, 200, "{b}");
    assert!(b["data"]["previous_secret_expires_at"].is_string());
    let (s, b) = call(&app, event("webhooks", "endpoints-delete", &ids)).await;
    assert_eq!((s, &b["data"]["deleted"]), (200, &json!(true)), "{b}");
    let (s, b) = call(&app, event("webhooks", "endpoints-get", &ids)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
}

#[tokio::test]
async fn webhooks_samples_list_show_resend_and_recover_events() {
    let (st, _) = state().await;
    let app = sanduq_fn_webhooks::app(st.clone());
    let subs = [("payment.refunded", "user.created")];
    let (s, b) = call(&app, event("webhooks", "endpoints-create", &subs)).await;
    assert_eq!(s, 201, "{b}");
    let we = b["data"]["id"].as_str().unwrap().to_string();
    // a user.created event (the core family makes it)
    let (s, _) = call(
        &sanduq_service::app(st.clone()),
        event("core", "users-sync", &[]),
    )
    .await;
    assert!(s == 200 || s == 201);
    let (s, b) = call(&app, event("webhooks", "events-list", &[])).await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["data"]["pagination"]["total"], 1, "{b}");
    let evt = b["data"]["events"][0]["id"].as_str().unwrap().to_string();
    let ids = [
        ("evt_sample000000000000000000", evt.as_str()),
        ("we_sample000000000000000000", we.as_str()),
    ];
    let (s, b) = call(&app, event("webhooks", "events-get", &ids)).await;
    assert_eq!(
        (s, &b["data"]["type"]),
        (200, &json!("user.created")),
        "{b}"
    );
    let (s, b) = call(&app, event("webhooks", "events-resend", &ids)).await;
    assert_eq!(s, 202, "{b}");
    assert_eq!(b["data"]["delivery"]["status"], "pending");
    let wakes = st.queue.receive(10, 60).await.unwrap();
    assert_eq!(wakes.len(), 1, "the resend's wake is on the queue");
    let (s, b) = call(&app, event("webhooks", "endpoints-recover", &ids)).await;
    assert_eq!(s, 202, "{b}");
    assert_eq!(b["data"]["resent"], 0, "pending already: {b}");
    // each call above is in the merchant's request log (written before the function answered)
    let (s, b) = call(&app, event("webhooks", "request-logs", &[])).await;
    assert_eq!(s, 200, "{b}");
    let routes: Vec<&str> = b["data"]["requests"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["route"].as_str().unwrap())
        .collect();
    assert_eq!(routes[0], "/api/v1/webhooks/endpoints/{id}/recover", "{b}");
    assert!(routes.contains(&"/api/v1/events/{id}/resend"), "{routes:?}");
    assert!(
        !routes.contains(&"/api/v1/request-logs"),
        "reading the log is not logged"
    );
}
