//! The delivery function fed its SQS sample: the wake's event is POSTed, signed, and the
//! attempt recorded; a duplicate wake does nothing; an unreadable one is dropped, not
//! retried for ever; a live endpoint whose host now resolves to a private address (DNS
//! rebinding) is not sent to.

use crate::lambda;
use crate::receiver;
use aws_lambda_events::event::sqs::SqsEvent;
use lambda::{call, event, sample, state_with_local_endpoints};
use receiver::Receiver;
use sanduq_admin::merchants::{self, Keys, NewMerchant};
use sanduq_delivery::bus::NoBus;
use sanduq_domain::merchant::MerchantStatus;
use sanduq_kernel::AppState;
use sanduq_webhooks::deliveries;
use sanduq_webhooks::endpoints::{self, Endpoint, SigningSecret};

fn wake_event(event_id: &str, endpoint_id: &str) -> SqsEvent {
    let text = sample("delivery", "sqs-wake")
        .replace("evt_sample000000000000000000", event_id)
        .replace("we_sample000000000000000000", endpoint_id);
    serde_json::from_str(&text).unwrap()
}

/// An endpoint to `url` for user.created, a synced user, the event relayed: (event, endpoint).
async fn relayed_user(st: &AppState, url: &str) -> (String, String) {
    let app = sanduq_service::app(st.clone());
    let subs = [
        ("https://shop.example/webhooks/sanduq", url),
        ("payment.refunded", "user.created"),
    ];
    let (s, b) = call(&app, event("webhooks", "endpoints-create", &subs)).await;
    assert_eq!(s, 201, "{b}");
    let we = b["data"]["id"].as_str().unwrap().to_string();
    let (s, b) = call(&app, event("core", "users-sync", &[])).await;
    assert!(s == 200 || s == 201, "{b}");
    let (_, b) = call(&app, event("webhooks", "events-list", &[])).await;
    let evt = b["data"]["events"][0]["id"].as_str().unwrap().to_string();
    sanduq_delivery::relay::drain(st, &NoBus, None)
        .await
        .unwrap();
    (evt, we)
}

#[tokio::test]
async fn a_wake_is_delivered_once_and_recorded() {
    let (st, _) = state_with_local_endpoints().await;
    let rx = Receiver::start().await;
    let (evt, we) = relayed_user(&st, &rx.url).await;
    let out = sanduq_fn_delivery::handle(&st, wake_event(&evt, &we)).await;
    assert!(out.batch_item_failures.is_empty());
    let got = rx.got();
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].id, evt);
    assert_eq!(got[0].event()["type"], "user.created");
    let (d, _) = deliveries::load(&st, &evt, &we).await.unwrap().unwrap();
    assert_eq!(d.status, deliveries::DeliveryStatus::Delivered);
    assert_eq!(d.attempts[0].status, Some(200));
    // SQS delivers the same message again: nothing is sent twice
    let out = sanduq_fn_delivery::handle(&st, wake_event(&evt, &we)).await;
    assert!(out.batch_item_failures.is_empty());
    assert_eq!(rx.got().len(), 1);
    // an unreadable message is dropped (not returned to the queue for ever)
    let mut bad = wake_event(&evt, &we);
    bad.records[0].body = Some("{not json".into());
    assert!(sanduq_fn_delivery::handle(&st, bad)
        .await
        .batch_item_failures
        .is_empty());
}

#[tokio::test]
async fn a_live_endpoint_resolving_to_a_private_address_is_not_sent_to() {
    let (st, _) = state_with_local_endpoints().await;
    let rx = Receiver::start().await;
    let live = merchants::create(
        &st,
        NewMerchant {
            name: "Live Shop".into(),
            status: MerchantStatus::Approved,
            commission_bps: 100,
            rate_limit: None,
            sandbox: false,
        },
        &Keys::generate(),
    )
    .await
    .unwrap();
    // registered when its host was public; it resolves to loopback now (DNS rebinding)
    let now = chrono::Utc::now();
    let e = Endpoint {
        id: "we_rebound00000000000000000".into(),
        merchant_id: live.id.clone(),
        url: rx.url.replace("http://", "https://"),
        events: vec![],
        description: None,
        enabled: true,
        disabled_reason: None,
        secrets: vec![SigningSecret {
            secret: sanduq_webhooks::signing::new_secret(),
            created_at: now,
            expires_at: None,
        }],
        failing_since: None,
        created_at: now,
        updated_at: now,
    };
    let mut writes = vec![endpoints::put(&e, None).unwrap()];
    writes.extend(sanduq_kernel::events::single(
        &live.id,
        "user.created",
        serde_json::json!({"id": "usr_live0000000000000000000", "object": "user"}),
        now,
    ));
    st.store.transact(writes).await.unwrap();
    let r = sanduq_delivery::relay::drain(&st, &NoBus, None)
        .await
        .unwrap();
    assert_eq!(r.wakes, 1);
    let wake = st.queue.receive(1, 60).await.unwrap().remove(0);
    let w: deliveries::Wake = serde_json::from_str(&wake.body).unwrap();
    let mut sqs = wake_event(&w.event, &w.endpoint);
    sqs.records[0].body = Some(wake.body.clone());
    let out = sanduq_fn_delivery::handle(&st, sqs).await;
    assert!(out.batch_item_failures.is_empty());
    assert!(rx.got().is_empty(), "nothing may reach a private address");
    let (d, _) = deliveries::load(&st, &w.event, &w.endpoint)
        .await
        .unwrap()
        .unwrap();
    let a = &d.attempts[0];
    assert_eq!(a.status, None);
    assert!(
        a.error.as_deref().unwrap().contains("public address"),
        "{a:?}"
    );
    assert_eq!(
        d.status,
        deliveries::DeliveryStatus::Pending,
        "retried on schedule"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_copies_of_one_wake_post_once() {
    let (st, _) = state_with_local_endpoints().await;
    let rx = Receiver::start().await;
    let (evt, we) = relayed_user(&st, &rx.url).await;
    let tasks: Vec<_> = (0..10)
        .map(|_| {
            let (st, e) = (st.clone(), wake_event(&evt, &we));
            tokio::spawn(async move { sanduq_fn_delivery::handle(&st, e).await })
        })
        .collect();
    for t in tasks {
        assert!(t.await.unwrap().batch_item_failures.is_empty());
    }
    assert_eq!(rx.got().len(), 1, "one POST for ten copies of the wake");
    let (d, _) = deliveries::load(&st, &evt, &we).await.unwrap().unwrap();
    assert_eq!((d.attempts_made, d.attempts.len()), (1, 1));
    assert_eq!(d.status, deliveries::DeliveryStatus::Delivered);
}

#[tokio::test]
async fn a_delivery_that_runs_out_is_failed_on_its_record_not_dead_lettered() {
    let (st, _) = state_with_local_endpoints().await;
    let rx = Receiver::start().await;
    rx.otherwise(Some(500));
    let (evt, we) = relayed_user(&st, &rx.url).await;
    let all = sanduq_service::app(st.clone());
    let mut n = 1;
    loop {
        let mut wake = wake_event(&evt, &we);
        wake.records[0].body =
            Some(serde_json::json!({ "event": evt, "endpoint": we, "n": n }).to_string());
        let out = sanduq_fn_delivery::handle(&st, wake).await;
        assert!(out.batch_item_failures.is_empty());
        let (d, _) = deliveries::load(&st, &evt, &we).await.unwrap().unwrap();
        assert_eq!(d.attempts_made, n, "attempt {n} made");
        if d.status != deliveries::DeliveryStatus::Pending {
            assert_eq!(d.status, deliveries::DeliveryStatus::Failed);
            break;
        }
        // the merchant's clock moves past the next attempt's time
        let m = sanduq_kernel::items::load_merchant(&st, &d.merchant_id)
            .await
            .unwrap()
            .unwrap();
        let wait = (d.next_attempt_at.unwrap() - st.now_for(&m)).num_seconds() + 1;
        let body = format!("\\\"seconds\\\": {wait}");
        let (s, b) = call(
            &all,
            event(
                "sandbox",
                "clock-advance",
                &[("\\\"seconds\\\": 1800", &body)],
            ),
        )
        .await;
        assert_eq!(s, 200, "{b}");
        n += 1;
        assert!(n <= 10, "the schedule has 10 attempts");
    }
    assert_eq!(n, 10);
    assert_eq!(rx.got().len(), 10);
    assert!(
        st.queue.dead_letters(10).await.unwrap().is_empty(),
        "failed for good is not a dead letter"
    );
}
