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

/// A bus that is down.
struct DownBus;

#[async_trait::async_trait]
impl sanduq_delivery::bus::Bus for DownBus {
    async fn publish(&self, _: &[Value]) -> Result<(), String> {
        Err("the bus is down".into())
    }
}

/// The stack's state over `plain`: the table's stream is the outbox
/// (`sanduq_kernel::streamed`).
async fn streamed_state(plain: sanduq_store::SharedStore) -> AppState {
    let config = sanduq_kernel::Config {
        private_webhook_targets: true,
        ..lambda::config()
    };
    let st = AppState::new(sanduq_kernel::streamed::over(plain), config);
    lambda::seed(&st).await;
    st
}

fn in_memory() -> sanduq_store::SharedStore {
    std::sync::Arc::new(sanduq_store::EmbeddedStore::in_memory())
}

/// On AWS a change writes its event and no marker; the stream's record of the new event
/// (the stream-insert-event sample) hands it on; the record delivered again (a retried
/// batch) sends the same wake again, never a second delivery (the delivery record stands).
#[tokio::test]
async fn on_aws_the_stream_of_new_events_is_the_outbox() {
    let st = streamed_state(in_memory()).await;
    let id = user_created(&st, "cust-2006").await;
    assert_eq!(marker(&st, &id).await, None, "no marker written");
    let out = sanduq_fn_relay::handle(&st, &NoBus, stream_of(&event_key(&id)))
        .await
        .unwrap();
    assert_eq!(out, json!({"batchItemFailures": []}));
    let w = wakes(&st).await;
    assert_eq!(w.len(), 1);
    assert_eq!((w[0].event.as_str(), w[0].n), (id.as_str(), 1));
    assert_eq!(marker(&st, &id).await, None, "nothing left in the outbox");
    sanduq_fn_relay::handle(&st, &NoBus, stream_of(&event_key(&id)))
        .await
        .unwrap();
    let again = wakes(&st).await;
    assert!(
        again.iter().all(|w| w.event == id && w.n == 1),
        "the same wake: {again:?}"
    );
    let deliveries = st
        .store
        .query(&sanduq_store::Query::partition(format!("EVT#{id}")))
        .await
        .unwrap();
    assert_eq!(deliveries.len(), 2, "the event and one delivery record");
}

/// An event the relay cannot hand on (the bus is down) is left in the outbox with its marker
/// and the batch succeeds; the catch-up relays it once the bus is back. When even the marker
/// cannot be put (the store refuses writes), the batch fails and the stream retries it.
#[tokio::test]
async fn on_aws_an_event_not_handed_on_waits_for_the_catch_up() {
    let st = streamed_state(in_memory()).await;
    let id = user_created(&st, "cust-2007").await;
    let out = sanduq_fn_relay::handle(&st, &DownBus, stream_of(&event_key(&id)))
        .await
        .unwrap();
    assert_eq!(
        out,
        json!({"batchItemFailures": []}),
        "left for the catch-up"
    );
    let left = marker(&st, &id)
        .await
        .expect("its marker, for the catch-up");
    assert!(left.sk.ends_with(&id));
    // the stream delivers it again and fails again: the marker stands, once
    sanduq_fn_relay::handle(&st, &DownBus, stream_of(&event_key(&id)))
        .await
        .unwrap();
    let r = sanduq_delivery::relay::drain(&st, &NoBus, None)
        .await
        .unwrap();
    assert_eq!(r.events, 1, "one marker");
    assert_eq!(marker(&st, &id).await, None);
    let w = wakes(&st).await;
    assert!(w.iter().any(|w| w.event == id), "{w:?}");
    // a store that takes no write: the marker cannot be put, the stream retries the record
    let plain = in_memory();
    let broken = streamed_state(plain.clone()).await;
    let id = user_created(&broken, "cust-2008").await;
    let down = AppState::new(std::sync::Arc::new(ReadOnly(plain)), lambda::config());
    let out = sanduq_fn_relay::handle(&down, &DownBus, stream_of(&event_key(&id)))
        .await
        .unwrap();
    let failed = out["batchItemFailures"].as_array().unwrap();
    assert_eq!(failed.len(), 1, "{out}");
    assert_eq!(failed[0]["itemIdentifier"], "111100000000000000000002");
}

/// A store that reads and refuses every write.
struct ReadOnly(sanduq_store::SharedStore);

#[async_trait::async_trait]
impl sanduq_store::Store for ReadOnly {
    async fn get(
        &self,
        key: &sanduq_store::Key,
    ) -> Result<Option<sanduq_store::Item>, sanduq_store::StoreError> {
        self.0.get(key).await
    }
    async fn query(
        &self,
        q: &sanduq_store::Query,
    ) -> Result<Vec<sanduq_store::Item>, sanduq_store::StoreError> {
        self.0.query(q).await
    }
    async fn count(&self, q: &sanduq_store::Query) -> Result<usize, sanduq_store::StoreError> {
        self.0.count(q).await
    }
    async fn transact(&self, _: Vec<Write>) -> Result<(), sanduq_store::StoreError> {
        Err(sanduq_store::StoreError::Unavailable(
            "writes refused".into(),
        ))
    }
}

/// A paid and captured payment of the samples' buyer (its phone +9647701234567) from a
/// merchant that texts receipts; returns the payment.completed event's id and the receipt's
/// address.
async fn completed_with_texts(st: &AppState) -> (String, String) {
    let all = sanduq_service::app(st.clone());
    // the sample's body is a JSON text inside the event: its quotes escaped
    let on = [(
        r#"https://shop.example/help\""#,
        r#"https://shop.example/help\", \"receipt_sms\": true"#,
    )];
    let (s, b) = call(&all, event("core", "branding-patch", &on)).await;
    assert_eq!((s, &b["data"]["receipt_sms"]), (200, &json!(true)), "{b}");
    captured(st).await
}

/// The samples' buyer pays the samples' checkout and the merchant captures it: the
/// payment.completed event's id and the receipt's address.
async fn captured(st: &AppState) -> (String, String) {
    let all = sanduq_service::app(st.clone());
    call(&all, event("core", "users-sync", &[])).await;
    call(&all, event("sandbox", "wallets-topup", &[])).await;
    call(&all, event("sandbox", "users-pin", &[])).await;
    let (s, b) = call(&all, event("core", "checkout-sessions-create", &[])).await;
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
    call(&all, event("sandbox", "checkout-sessions-pay", &ids)).await;
    let (s, b) = call(&all, event("core", "payments-capture", &ids)).await;
    assert_eq!(s, 200, "{b}");
    let url = b["data"]["receipt"]["url"].as_str().unwrap().to_string();
    let kind = [("user.created", "payment.completed")];
    let (_, list) = call(&all, event("webhooks", "events-list", &kind)).await;
    let completed = list["data"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["type"] == "payment.completed")
        .unwrap_or_else(|| panic!("{list}"))["id"]
        .as_str()
        .unwrap()
        .to_string();
    (completed, url)
}

/// The sandbox inbox's texts of the samples' buyer that carry `url`.
async fn texts_with(st: &AppState, url: &str) -> usize {
    let all = sanduq_service::app(st.clone());
    let (s, b) = call(&all, event("sandbox", "sms-inbox", &[])).await;
    assert_eq!(s, 200, "{b}");
    b["data"]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["text"].as_str().unwrap().contains(url))
        .count()
}

#[tokio::test]
async fn a_relay_that_runs_an_event_again_texts_its_receipt_once() {
    let (st, merchant) = lambda::state().await;
    let (id, url) = completed_with_texts(&st).await;
    let key = marker(&st, &id).await.expect("in the outbox");
    let relayed = [(merchant, "payment.completed".to_string(), id.clone())];
    // a relay texts, then dies before marking the event sent
    let sent = sanduq_delivery::receipt_texts::send(&st, &relayed)
        .await
        .unwrap();
    assert_eq!((sent, texts_with(&st, &url).await), (1, 1));
    // another runs the same event again, then the stream retries its record
    let sent = sanduq_delivery::receipt_texts::send(&st, &relayed)
        .await
        .unwrap();
    assert_eq!(sent, 0, "claimed before");
    sanduq_fn_relay::handle(&st, &NoBus, stream_of(&key))
        .await
        .unwrap();
    assert_eq!(marker(&st, &id).await, None, "relayed and marked");
    assert_eq!(texts_with(&st, &url).await, 1, "one text for one receipt");
}

/// Monitoring reads the stream that feeds webhooks: the payment.completed record handed
/// twice (a retried batch) logs its movement once and raises its rule's alert once.
#[tokio::test]
async fn a_replayed_stream_raises_a_monitoring_alert_once() {
    use sanduq_compliance::{alerts, monitor, rules};
    let st = streamed_state(in_memory()).await;
    // every payment fires the large-single rule, lowered to one dinar
    let mut r = rules::defaults()
        .into_iter()
        .find(|r| r.id == "large-single-iqd")
        .unwrap();
    r.check = rules::Check::AmountOver { amount: 1 };
    st.store
        .transact(vec![monitor::rule_put(&r, None).unwrap()])
        .await
        .unwrap();
    let (id, _) = captured(&st).await;
    for _ in 0..2 {
        let out = sanduq_fn_relay::handle(&st, &NoBus, stream_of(&event_key(&id)))
            .await
            .unwrap();
        assert_eq!(out, json!({"batchItemFailures": []}));
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
    let fired = open[0].fired.as_ref().unwrap();
    assert_eq!(fired.rule, "large-single-iqd");
    assert_eq!(fired.movements.len(), 1);
    let logged = sanduq_compliance::monitor::day_log(&st, chrono::Utc::now().date_naive(), None)
        .await
        .unwrap();
    assert_eq!(logged.len(), 1, "one movement logged");
}

/// A batch of movements is logged together, then each judged as it stood when it came: a
/// merchant's day crossing its total fires on the movement that crosses it, not on a later
/// batch-mate and not nowhere; the same batch handed again raises nothing more.
#[tokio::test]
async fn a_batch_is_judged_movement_by_movement_on_the_merchants_totals() {
    let (st, _) = lambda::state().await;
    let at = chrono::Utc::now() - chrono::Duration::minutes(5);
    let events: Vec<_> = (1..=4)
        .map(|n| {
            let data = json!({ "object": {
                "id": format!("pay_batch{n}"), "user_id": format!("usr_batch{n}"),
                "amount": 400_000_000, "currency": "IQD",
            } });
            (
                "mer_batch".to_string(),
                "payment.completed".to_string(),
                data,
                at + chrono::Duration::seconds(n),
            )
        })
        .collect();
    let merchant_alerts = || async {
        monitoring_alerts(&st)
            .await
            .into_iter()
            .filter(|a| {
                a.fired
                    .as_ref()
                    .is_some_and(|f| f.rule == "merchant-daily-iqd")
            })
            .collect::<Vec<_>>()
    };
    let done = sanduq_compliance::monitor::observe(&st, &events)
        .await
        .unwrap();
    assert_eq!(done.movements, 4);
    let fired = merchant_alerts().await;
    assert_eq!(fired.len(), 1, "{fired:?}");
    assert_eq!(
        fired[0]
            .fired
            .as_ref()
            .unwrap()
            .movements
            .last()
            .map(String::as_str),
        Some("pay_batch3"),
        "{fired:?}"
    );
    // handed again (a replayed stream): nothing logged, nothing raised
    let again = sanduq_compliance::monitor::observe(&st, &events)
        .await
        .unwrap();
    assert_eq!((again.movements, again.alerts), (0, 0));
    assert_eq!(merchant_alerts().await.len(), 1);
}

/// `sanduq serve`'s feed (its store leaves a money movement's marker out when nobody listens
/// to the merchant and hands the event to monitoring once committed): a movement fed and never
/// observed (the process stopped first) is read from the events at the next start, from
/// monitoring's cursor on, and observed once, however often the catch-up runs.
#[tokio::test]
async fn a_movement_fed_and_not_observed_before_a_stop_is_caught_up_at_the_next_start() {
    let (feed, fed) = tokio::sync::mpsc::unbounded_channel();
    let store = sanduq_kernel::listened::over(
        std::sync::Arc::new(sanduq_store::EmbeddedStore::in_memory()),
        Some(feed),
    );
    let st = AppState::new(store, lambda::config());
    let merchant = lambda::seed(&st).await;
    // the first start: no cursor yet, one is set
    assert_eq!(sanduq_compliance::feed::catch_up(&st).await.unwrap(), 0);
    let set = sanduq_compliance::feed::cursor(&st).await.unwrap().unwrap();
    assert!(
        set < chrono::Utc::now() - sanduq_compliance::feed::MARGIN + chrono::Duration::seconds(5)
    );
    let data = json!({ "object": {
        "id": "pay_feed1", "user_id": "usr_feed1", "amount": 400_000_000, "currency": "IQD",
    } });
    let writes = events::event_with_data(
        &merchant,
        "payment.completed",
        "pay_feed1",
        data.to_string(),
        events::sequence(3, 0),
        chrono::Utc::now(),
    );
    st.store.transact(writes.into()).await.unwrap();
    // fed, with no marker left for the relay; then the process stops before observing it
    let mut fed = fed;
    let batch = fed.try_recv().unwrap();
    assert_eq!(batch[0].kind, "payment.completed");
    drop(fed);
    let relayed = sanduq_delivery::relay::drain(&st, &NoBus, None)
        .await
        .unwrap();
    assert_eq!(relayed.events, 0, "nothing in the outbox");
    let logged = || async {
        sanduq_compliance::monitor::day_log(&st, chrono::Utc::now().date_naive(), None)
            .await
            .unwrap()
            .len()
    };
    let raised = || async { monitoring_alerts(&st).await.len() };
    assert_eq!((logged().await, raised().await), (0, 0));
    // the next start reads it from the events, observes it, and moves the cursor on
    assert_eq!(sanduq_compliance::feed::catch_up(&st).await.unwrap(), 1);
    let alerts = raised().await;
    assert!(alerts >= 1, "a single movement of 400,000,000 IQD fires");
    assert_eq!(logged().await, 1);
    assert!(sanduq_compliance::feed::cursor(&st).await.unwrap().unwrap() > set);
    // read again by a start soon after (within the margin): observed once all the same
    assert_eq!(sanduq_compliance::feed::catch_up(&st).await.unwrap(), 1);
    assert_eq!((logged().await, raised().await), (1, alerts));
}

/// The dormant rule reads the user's last movement before one, however old: found where the
/// history read does not reach back to it (180 quiet days, a week's history), for a user whose
/// record is gone too; a new wallet's first movement has none before it and is not dormant.
#[tokio::test]
async fn a_movement_after_half_a_year_of_quiet_is_dormant_and_a_new_wallets_first_is_not() {
    let (st, merchant) = lambda::state().await;
    let now = chrono::Utc::now();
    let moved = |user: &str, id: &str, amount: i64, at: chrono::DateTime<chrono::Utc>| {
        let data = json!({ "object": {
            "id": id, "user_id": user, "amount": amount, "currency": "IQD",
        } });
        (merchant.clone(), "payment.completed".to_string(), data, at)
    };
    let dormant = |st: AppState, user: String| async move {
        monitoring_alerts(&st)
            .await
            .into_iter()
            .filter(|a| {
                a.subject.id == user.as_str()
                    && a.fired.as_ref().is_some_and(|f| f.rule == "dormant-iqd")
            })
            .count()
    };
    let old = [moved(
        "usr_quiet",
        "pay_q1",
        10_000,
        now - chrono::Duration::days(200),
    )];
    sanduq_compliance::monitor::observe(&st, &old)
        .await
        .unwrap();
    let again = [moved("usr_quiet", "pay_q2", 2_000_000, now)];
    sanduq_compliance::monitor::observe(&st, &again)
        .await
        .unwrap();
    assert_eq!(dormant(st.clone(), "usr_quiet".into()).await, 1);
    // a wallet opened now: its first movement has nothing before it
    let app = sanduq_service::app(st.clone());
    let (s, b) = call(
        &app,
        event("core", "users-sync", &[("cust-1001", "dormant-new")]),
    )
    .await;
    assert!(s == 200 || s == 201, "{b}");
    let id = b["data"]["user_id"]
        .as_str()
        .or(b["data"]["id"].as_str())
        .or(b["id"].as_str())
        .unwrap_or_else(|| panic!("{b}"))
        .to_string();
    let first = [moved(&id, "pay_n1", 2_000_000, now)];
    sanduq_compliance::monitor::observe(&st, &first)
        .await
        .unwrap();
    assert_eq!(dormant(st.clone(), id).await, 0);
}

/// Every monitoring alert in the store (the newest 100).
async fn monitoring_alerts(st: &AppState) -> Vec<sanduq_compliance::alerts::Alert> {
    sanduq_compliance::alerts::list(
        st,
        None,
        Some(sanduq_compliance::alerts::Kind::Monitoring),
        None,
        100,
    )
    .await
    .unwrap()
}
