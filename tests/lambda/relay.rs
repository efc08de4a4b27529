//! The relay function fed its samples: a stream record of a new outbox marker hands its
//! event to the queue and deletes the marker; a crash between sending and marking sends it
//! again (the same event id, never a loss); the scheduled catch-up relays what the stream
//! left behind, and events written before the markers (in the outbox index).

use crate::lambda;
use lambda::{call, event, marker, sample, state_with_local_endpoints, stream_of};
use sanduq_delivery::bus::NoBus;
use sanduq_kernel::events::{self, event_key};
use sanduq_kernel::AppState;
use sanduq_store::Write;
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
    let key = marker(&st, &id).await.expect("the event is in the outbox");
    let out = sanduq_fn_relay::handle(&st, &NoBus, stream_of(&key))
        .await
        .unwrap();
    assert_eq!(out, json!({"batchItemFailures": []}));
    assert_eq!(marker(&st, &id).await, None);
    assert!(
        st.store.get(&event_key(&id)).await.unwrap().is_some(),
        "the event is kept"
    );
    let w = wakes(&st).await;
    assert_eq!(w.len(), 1);
    assert_eq!((w[0].event.as_str(), w[0].n), (id.as_str(), 1));
    // the stream delivers the record again: nothing new is sent
    sanduq_fn_relay::handle(&st, &NoBus, stream_of(&key))
        .await
        .unwrap();
    assert!(wakes(&st).await.is_empty());
}

#[tokio::test]
async fn a_crash_after_sending_sends_again_with_the_same_event_id() {
    let (st, _) = state_with_local_endpoints().await;
    let id = user_created(&st, "cust-2002").await;
    let key = marker(&st, &id).await.expect("in the outbox");
    // the relay sends, then dies before marking the event sent
    let mut batch = sanduq_delivery::relay::waiting(&st, std::slice::from_ref(&key))
        .await
        .unwrap();
    sanduq_delivery::relay::send(&st, &NoBus, &mut batch)
        .await
        .unwrap();
    let still = marker(&st, &id).await;
    assert_eq!(still, Some(key.clone()), "not marked: still in the outbox");
    // the stream retries the record
    sanduq_fn_relay::handle(&st, &NoBus, stream_of(&key))
        .await
        .unwrap();
    assert_eq!(marker(&st, &id).await, None);
    let w = wakes(&st).await;
    assert_eq!(w.len(), 2, "a duplicate, never a loss: {w:?}");
    assert!(w.iter().all(|w| w.event == id && w.n == 1));
}

#[tokio::test]
async fn the_scheduled_catch_up_relays_what_the_stream_left_behind() {
    let (st, merchant) = state_with_local_endpoints().await;
    let old = chrono::Utc::now() - chrono::Duration::minutes(10);
    let writes = events::single(
        &merchant,
        "user.updated",
        json!({"id": "usr_left0000000000000000000", "object": "user"}),
        old,
    );
    st.store.transact(writes.to_vec()).await.unwrap();
    let new = user_created(&st, "cust-2003").await; // the stream's, not the catch-up's
    let schedule: Value = serde_json::from_str(&sample("relay", "scheduled")).unwrap();
    let out = sanduq_fn_relay::handle(&st, &NoBus, schedule.clone())
        .await
        .unwrap();
    assert_eq!(out["events"], 1, "{out}");
    assert!(
        marker(&st, &new).await.is_some(),
        "too new for the catch-up"
    );
    let out = sanduq_fn_relay::handle(&st, &NoBus, schedule)
        .await
        .unwrap();
    assert_eq!(out["events"], 0, "relayed once: {out}");
}

/// An event written before the outbox markers waits in the outbox index (GSI2) itself: the
/// catch-up relays it and takes it out of the index, keeping the event.
#[tokio::test]
async fn the_catch_up_relays_events_from_before_the_markers() {
    let (st, merchant) = state_with_local_endpoints().await;
    user_created(&st, "cust-2004").await; // the endpoint, and an event of today's form
    sanduq_delivery::relay::drain(&st, &NoBus, None)
        .await
        .unwrap();
    assert_eq!(wakes(&st).await.len(), 1);
    // an event as a store written before the markers holds it: in the index, no marker
    let [event, _] = events::single(
        &merchant,
        "user.created",
        json!({"id": "usr_old00000000000000000000", "object": "user"}),
        chrono::Utc::now() - chrono::Duration::days(1),
    );
    let mut old = event.put_item().expect("an event is a put").into_owned();
    let id = old["id"].as_str().unwrap().to_string();
    old.insert("gsi2pk".into(), "OUTBOX#7".into());
    let place = format!("2026-01-01T00:00:00.000000Z#{:020}#{id}", 16);
    old.insert("gsi2sk".into(), place.into());
    st.store
        .transact(vec![Write::Put {
            item: old,
            cond: None,
        }])
        .await
        .unwrap();
    let schedule: Value = serde_json::from_str(&sample("relay", "scheduled")).unwrap();
    let out = sanduq_fn_relay::handle(&st, &NoBus, schedule.clone())
        .await
        .unwrap();
    assert_eq!(
        (out["events"].as_u64(), out["wakes"].as_u64()),
        (Some(1), Some(1)),
        "{out}"
    );
    let kept = st.store.get(&event_key(&id)).await.unwrap().unwrap();
    assert!(!kept.contains_key("gsi2pk") && !kept.contains_key("gsi2sk"));
    assert_eq!(kept["type"], "user.created");
    let w = wakes(&st).await;
    assert_eq!((w.len(), w[0].event.as_str()), (1, id.as_str()));
    let out = sanduq_fn_relay::handle(&st, &NoBus, schedule)
        .await
        .unwrap();
    assert_eq!(out["events"], 0, "relayed once: {out}");
}

/// A marker whose event is gone (its retention passed before the relay came) sends nothing
/// and is taken out all the same: the outbox never clogs.
#[tokio::test]
async fn a_marker_without_its_event_sends_nothing_and_is_taken_out() {
    let (st, merchant) = state_with_local_endpoints().await;
    user_created(&st, "cust-2005").await; // an endpoint that wants user.created
    sanduq_delivery::relay::drain(&st, &NoBus, None)
        .await
        .unwrap();
    assert_eq!(wakes(&st).await.len(), 1);
    let [_, marker_only] = events::single(
        &merchant,
        "user.created",
        json!({"id": "usr_gone0000000000000000000", "object": "user"}),
        chrono::Utc::now(),
    );
    let item = marker_only.put_item().expect("a marker is a put");
    let id = events::marked_event(&item).unwrap().to_string();
    drop(item);
    st.store.transact(vec![marker_only]).await.unwrap();
    assert!(marker(&st, &id).await.is_some());
    let r = sanduq_delivery::relay::drain(&st, &NoBus, None)
        .await
        .unwrap();
    assert_eq!((r.events, r.wakes), (1, 0));
    assert_eq!(marker(&st, &id).await, None);
    assert!(wakes(&st).await.is_empty());
}
