//! The AWS path on moto_server: DynamoDB table, the webhook queue and its DLQ on SQS, the
//! EventBridge bus. The relay function takes the stream's record of a new event (the stream
//! is the outbox: `sanduq_kernel::streamed`) and hands the event to SQS and the bus; the
//! delivery function takes the SQS message and POSTs it. A wait longer than SQS's 15-minute
//! delay hops: the wake is sent with the longest delay and sent on
//! again while it is early; the test clock then makes it due. (moto never runs streams or
//! event source mappings: the tests invoke the handlers, as Lambda would.)

#[path = "../../support/lambda.rs"]
mod lambda;
#[path = "../../../shared/store/tests/support/moto.rs"]
mod moto;
#[path = "../../../tests/support/receiver.rs"]
mod receiver;

use aws_lambda_events::event::sqs::SqsEvent;
use aws_sdk_sqs::types::QueueAttributeName;
use lambda::{call, event, marker, sample, stream_of};
use receiver::Receiver;
use sanduq_delivery::bus::EventBridgeBus;
use sanduq_kernel::AppState;
use sanduq_store::{DynamoStore, SqsQueue};
use sanduq_webhooks::deliveries::{self, DeliveryStatus};
use serde_json::Value;
use std::sync::Arc;

fn as_sqs_event(messages: &[aws_sdk_sqs::types::Message]) -> SqsEvent {
    let mut e: SqsEvent = serde_json::from_str(&sample("delivery", "sqs-wake")).unwrap();
    let template = e.records[0].clone();
    e.records = messages
        .iter()
        .map(|m| {
            let mut r = template.clone();
            r.message_id = m.message_id.clone();
            r.receipt_handle = m.receipt_handle.clone();
            r.body = m.body.clone();
            r
        })
        .collect();
    e
}

async fn receive(sqs: &aws_sdk_sqs::Client, url: &str) -> Vec<aws_sdk_sqs::types::Message> {
    sqs.receive_message()
        .queue_url(url)
        .max_number_of_messages(10)
        .send()
        .await
        .unwrap()
        .messages
        .unwrap_or_default()
}

async fn delayed(sqs: &aws_sdk_sqs::Client, url: &str) -> u64 {
    let a = sqs
        .get_queue_attributes()
        .queue_url(url)
        .attribute_names(QueueAttributeName::ApproximateNumberOfMessagesDelayed)
        .send()
        .await
        .unwrap()
        .attributes
        .unwrap_or_default();
    a.get(&QueueAttributeName::ApproximateNumberOfMessagesDelayed)
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn relay_and_delivery_on_sqs_and_eventbridge() {
    let m = moto::Moto::start();
    for (k, v) in m.env() {
        std::env::set_var(k, v);
    }
    let conf = aws_config::load_from_env().await;
    let sqs = aws_sdk_sqs::Client::new(&conf);
    let events = aws_sdk_eventbridge::Client::new(&conf);
    let store = DynamoStore::from_env("sanduq-webhooks").await;
    store.ensure_table().await.unwrap();
    let (url, dlq) = SqsQueue::ensure(&sqs, "sanduq-webhooks").await.unwrap();
    let queue = Arc::new(SqsQueue::new(sqs.clone(), url.clone(), dlq));
    // the receiver listens on loopback: local endpoints allowed, as a deployed stack never does
    let config = sanduq_kernel::Config {
        private_webhook_targets: true,
        ..lambda::config()
    };
    // as the stack's functions have it: the table's stream is the outbox (no markers)
    let st = AppState::with_queue(
        sanduq_kernel::streamed::over(Arc::new(store)),
        queue,
        config,
    );
    lambda::seed(&st).await;

    // the bus, observed through a rule that copies every sanduq event to a queue
    events
        .create_event_bus()
        .name("sanduq-events")
        .send()
        .await
        .unwrap();
    let observer = sqs
        .create_queue()
        .queue_name("bus-observer")
        .send()
        .await
        .unwrap()
        .queue_url
        .unwrap();
    events
        .put_rule()
        .name("all-sanduq")
        .event_bus_name("sanduq-events")
        .event_pattern(r#"{"source": ["sanduq"]}"#)
        .send()
        .await
        .unwrap();
    events
        .put_targets()
        .rule("all-sanduq")
        .event_bus_name("sanduq-events")
        .targets(
            aws_sdk_eventbridge::types::Target::builder()
                .id("observer")
                .arn("arn:aws:sqs:us-east-1:123456789012:bus-observer")
                .build()
                .unwrap(),
        )
        .send()
        .await
        .unwrap();
    let bus = EventBridgeBus::new(events.clone(), "sanduq-events");

    // an endpoint that first answers 429 with Retry-After: 2 hours, and a user.created event
    let rx = Receiver::start().await;
    rx.script(&[(429, Some("7200"))]);
    let app = sanduq_service::app(st.clone());
    let subs = [
        ("https://shop.example/webhooks/sanduq", rx.url.as_str()),
        ("payment.refunded", "user.created"),
    ];
    let (s, b) = call(&app, event("webhooks", "endpoints-create", &subs)).await;
    assert_eq!(s, 201, "{b}");
    let we = b["data"]["id"].as_str().unwrap().to_string();
    let (s, _) = call(&app, event("core", "users-sync", &[])).await;
    assert!(s == 200 || s == 201);
    let (_, b) = call(&app, event("webhooks", "events-list", &[])).await;
    let evt = b["data"]["events"][0]["id"].as_str().unwrap().to_string();

    // the relay: the stream's record of the new event -> SQS wake + bus event
    assert_eq!(
        marker(&st, &evt).await,
        None,
        "a change writes no marker on AWS"
    );
    let key = sanduq_kernel::events::event_key(&evt);
    let out = sanduq_fn_relay::handle(&st, &bus, stream_of(&key))
        .await
        .unwrap();
    assert_eq!(out["batchItemFailures"], serde_json::json!([]), "{out}");
    let on_bus = receive(&sqs, &observer).await;
    assert_eq!(on_bus.len(), 1);
    let e: Value = serde_json::from_str(on_bus[0].body.as_deref().unwrap()).unwrap();
    assert_eq!(
        (e["source"].as_str(), e["detail-type"].as_str()),
        (Some("sanduq"), Some("user.created"))
    );
    assert_eq!(e["detail"]["id"], evt.as_str());

    // the delivery function: attempt 1 gets 429 Retry-After 2 h
    let wakes = receive(&sqs, &url).await;
    assert_eq!(wakes.len(), 1);
    let out = sanduq_fn_delivery::handle(&st, as_sqs_event(&wakes)).await;
    assert!(out.batch_item_failures.is_empty());
    assert_eq!(rx.got().len(), 1);
    let (d, _) = deliveries::load(&st, &evt, &we).await.unwrap().unwrap();
    assert_eq!((d.status, d.attempts_made), (DeliveryStatus::Pending, 1));
    // two hours is beyond SQS's 15 minutes: the next wake waits the longest delay
    assert_eq!(delayed(&sqs, &url).await, 1);
    assert!(receive(&sqs, &url).await.is_empty());
    // a copy of that wake arriving early (after a hop) is sent on, not delivered
    let early = deliveries::Wake::of(&d);
    let mut copy = as_sqs_event(&wakes);
    copy.records[0].body = Some(serde_json::to_string(&early).unwrap());
    let out = sanduq_fn_delivery::handle(&st, copy).await;
    assert!(out.batch_item_failures.is_empty());
    assert_eq!(rx.got().len(), 1, "not due: nothing sent");
    assert_eq!(delayed(&sqs, &url).await, 2, "sent on with a delay");

    // two hours later on the test clock, the wake is due: attempt 2 is delivered
    let sandbox = sanduq_service::app(st.clone());
    let (s, b) = call(
        &sandbox,
        event("sandbox", "clock-advance", &[("1800", "7300")]),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    let due = receive(&sqs, &url).await;
    assert_eq!(due.len(), 1, "the clock's advance wakes what became due");
    let out = sanduq_fn_delivery::handle(&st, as_sqs_event(&due)).await;
    assert!(out.batch_item_failures.is_empty());
    let got = rx.got();
    assert_eq!(got.len(), 2);
    assert_eq!(got[1].id, evt, "the same webhook-id");
    let (d, _) = deliveries::load(&st, &evt, &we).await.unwrap().unwrap();
    assert_eq!((d.status, d.attempts_made), (DeliveryStatus::Delivered, 2));

    // transaction monitoring reads the same stream: a captured payment's record handed twice
    // (a retried batch) logs its movement once and raises its rule's alert once, on DynamoDB
    use sanduq_compliance::{alerts, monitor, rules};
    let mut r = rules::defaults()
        .into_iter()
        .find(|r| r.id == "large-single-iqd")
        .unwrap();
    r.check = rules::Check::AmountOver { amount: 1 };
    st.store
        .transact(vec![monitor::rule_put(&r, None).unwrap()])
        .await
        .unwrap();
    call(&app, event("sandbox", "wallets-topup", &[])).await;
    call(&app, event("sandbox", "users-pin", &[])).await;
    let (s, b) = call(&app, event("core", "checkout-sessions-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    let ids = [
        (
            "cs_sample000000000000000000",
            b["data"]["id"].as_str().unwrap(),
        ),
        (
            "pay_sample00000000000000000",
            b["data"]["payment_id"].as_str().unwrap(),
        ),
    ];
    call(&app, event("sandbox", "checkout-sessions-pay", &ids)).await;
    let (s, b) = call(&app, event("core", "payments-capture", &ids)).await;
    assert_eq!(s, 200, "{b}");
    let user = b["data"]["user_id"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let kind = [("user.created", "payment.completed")];
    let (_, list) = call(&app, event("webhooks", "events-list", &kind)).await;
    let completed = list["data"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["type"] == "payment.completed")
        .unwrap_or_else(|| panic!("{list}"))["id"]
        .as_str()
        .unwrap()
        .to_string();
    let key = sanduq_kernel::events::event_key(&completed);
    for _ in 0..2 {
        let out = sanduq_fn_relay::handle(&st, &bus, stream_of(&key))
            .await
            .unwrap();
        assert_eq!(out["batchItemFailures"], serde_json::json!([]), "{out}");
    }
    let open = alerts::list(
        &st,
        Some(alerts::Status::Open),
        Some(alerts::Kind::Monitoring),
        None,
        10,
    )
    .await
    .unwrap();
    assert_eq!(open.len(), 1, "{open:?}");
    assert_eq!(open[0].fired.as_ref().unwrap().rule, "large-single-iqd");
    if !user.is_empty() {
        assert_eq!(open[0].subject.id, user);
    }
    let logged = st
        .store
        .query(&sanduq_store::Query::partition(format!(
            "MON#USR#{}",
            open[0].subject.id
        )))
        .await
        .unwrap();
    assert_eq!(logged.len(), 1, "one movement logged");
    drop(m);
}
