//! The relay function fed its samples: a stream record of a new event hands it to the queue
//! and takes it out of the outbox; a crash between sending and marking sends it again (the
//! same event id, never a loss); the scheduled catch-up relays what the stream left behind.

#[path = "../../support/lambda.rs"]
mod lambda;
use lambda::{call, event, sample, state_with_local_endpoints};
use sanduq_delivery::bus::NoBus;
use sanduq_kernel::events::event_key;
use sanduq_kernel::AppState;
use sanduq_webhooks::deliveries::Wake;
use serde_json::{json, Value};

/// Registers an endpoint for user.created (from the webhooks sample) and syncs a user
/// (the core sample); returns the user.created event's id.
async fn user_created(st: &AppState, external_id: &str) -> String {
    let app = sanduq_service::app(st.clone());
    let subs = [
        (
            "https://shop.example/webhooks/sanduq",
            "http://127.0.0.1:9/hook",
        ),
        ("payment.refunded", "user.created"),
    ];
    let (s, b) = call(&app, event("webhooks", "endpoints-create", &subs)).await;
    assert_eq!(s, 201, "{b}");
    let (s, b) = call(
        &app,
        event("core", "users-sync", &[("cust-1001", external_id)]),
    )
    .await;
    assert!(s == 200 || s == 201, "{b}");
    let (s, b) = call(&app, event("webhooks", "events-list", &[])).await;
    assert_eq!(s, 200, "{b}");
    b["data"]["events"][0]["id"].as_str().unwrap().to_string()
}

fn stream_of(id: &str) -> Value {
    serde_json::from_str(
        &sample("relay", "stream-insert").replace("evt_sample000000000000000000", id),
    )
    .unwrap()
}

async fn in_outbox(st: &AppState, id: &str) -> bool {
    st.store
        .get(&event_key(id))
        .await
        .unwrap()
        .unwrap()
        .contains_key("gsi2pk")
}

async fn wakes(st: &AppState) -> Vec<Wake> {
    st.queue
        .receive(10, 60)
        .await
        .unwrap()
        .iter()
        .map(|m| serde_json::from_str(&m.body).unwrap())
        .collect()
}

#[tokio::test]
async fn a_stream_record_hands_the_event_on_and_marks_it_sent() {
    let (st, _) = state_with_local_endpoints().await;
    let id = user_created(&st, "cust-2001").await;
    assert!(in_outbox(&st, &id).await);
    let out = sanduq_fn_relay::handle(&st, &NoBus, stream_of(&id))
        .await
        .unwrap();
    assert_eq!(out, json!({"batchItemFailures": []}));
    assert!(!in_outbox(&st, &id).await);
    let w = wakes(&st).await;
    assert_eq!(w.len(), 1);
    assert_eq!((w[0].event.as_str(), w[0].n), (id.as_str(), 1));
    // the stream delivers the record again: nothing new is sent
    sanduq_fn_relay::handle(&st, &NoBus, stream_of(&id))
        .await
        .unwrap();
    assert!(wakes(&st).await.is_empty());
}

#[tokio::test]
async fn a_crash_after_sending_sends_again_with_the_same_event_id() {
    let (st, _) = state_with_local_endpoints().await;
    let id = user_created(&st, "cust-2002").await;
    let item = st.store.get(&event_key(&id)).await.unwrap().unwrap();
    // the relay sends, then dies before marking the event sent
    sanduq_delivery::relay::send(&st, &NoBus, &[item])
        .await
        .unwrap();
    assert!(in_outbox(&st, &id).await, "not marked: still in the outbox");
    // the stream retries the record
    sanduq_fn_relay::handle(&st, &NoBus, stream_of(&id))
        .await
        .unwrap();
    assert!(!in_outbox(&st, &id).await);
    let w = wakes(&st).await;
    assert_eq!(w.len(), 2, "a duplicate, never a loss: {w:?}");
    assert!(w.iter().all(|w| w.event == id && w.n == 1));
}

#[tokio::test]
async fn the_scheduled_catch_up_relays_what_the_stream_left_behind() {
    let (st, merchant) = state_with_local_endpoints().await;
    let old = chrono::Utc::now() - chrono::Duration::minutes(10);
    let write = sanduq_kernel::events::single(
        &merchant,
        "user.updated",
        json!({"id": "usr_left0000000000000000000", "object": "user"}),
        old,
    );
    st.store.transact(vec![write]).await.unwrap();
    user_created(&st, "cust-2003").await; // new: the stream's, not the catch-up's
    let schedule: Value = serde_json::from_str(&sample("relay", "scheduled")).unwrap();
    let out = sanduq_fn_relay::handle(&st, &NoBus, schedule)
        .await
        .unwrap();
    assert_eq!(out["events"], 1, "{out}");
}
