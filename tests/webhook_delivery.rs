//! Webhook delivery end to end on `sanduq serve` (outbox → relay → queue → signed POST):
//! a receiver on loopback gets every event, in per-object order, each verified by the
//! Standard Webhooks reference library; retries follow the schedule on the sandbox test
//! clock (no sleeps stand in for the waits); failing endpoints end failed, are disabled,
//! and recover; every attempt is on the record.

use crate::common;
use crate::receiver;

use common::Server;
use receiver::{verify_all, Receiver};
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::time::Duration;

/// Registers an endpoint for `events` (None: all); returns (id, secret).
async fn endpoint(s: &Server, url: &str, events: Option<&[&str]>) -> (String, String) {
    let mut body = json!({ "url": url });
    if let Some(e) = events {
        body["events"] = json!(e);
    }
    let r = s.post("/webhooks/endpoints", body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    (
        r.data()["id"].as_str().unwrap().to_string(),
        r.data()["secret"].as_str().unwrap().to_string(),
    )
}

/// The event's delivery record for the endpoint, once `attempts_made` reaches `n`.
async fn attempts(s: &Server, event: &str, endpoint: &str, n: u64) -> Value {
    let mut r = s.get(&format!("/events/{event}")).await;
    for _ in 0..600 {
        r = s.get(&format!("/events/{event}")).await;
        assert_eq!(r.status, StatusCode::OK, "{r:?}");
        let d = r.data()["deliveries"]
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["endpoint_id"] == endpoint)
            .cloned();
        if let Some(d) = d.filter(|d| d["attempts_made"].as_u64() >= Some(n)) {
            return d;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "{event} never reached {n} attempts to {endpoint}: {}",
        r.text
    );
}

/// The delivery record once it is no longer pending.
async fn settled(s: &Server, event: &str, endpoint: &str) -> Value {
    for _ in 0..600 {
        let d = attempts(s, event, endpoint, 1).await;
        if d["status"] != "pending" {
            return d;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{event} stayed pending for {endpoint}");
}

/// Seconds from now (on the merchant's clock) until the delivery's next attempt.
async fn wait_of(s: &Server, d: &Value) -> i64 {
    let clock = s.get("/sandbox/clock").await;
    let now: chrono::DateTime<chrono::Utc> =
        serde_json::from_value(clock.data()["now"].clone()).unwrap();
    let next: chrono::DateTime<chrono::Utc> =
        serde_json::from_value(d["next_attempt_at"].clone()).unwrap();
    (next - now).num_seconds()
}

/// The newest event of a type.
async fn latest(s: &Server, kind: &str) -> String {
    let r = s.get(&format!("/events?type={kind}")).await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    r.data()["events"][0]["id"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_payment_lifecycle_arrives_in_order_and_verifies() {
    lifecycle_arrives_in_order(&Server::start().await).await;
}

/// The same on a server whose merchant index keys are spread over 8 partitions and whose
/// outbox has 64 shards (what a stack with a hot merchant sets): every event listed once,
/// relayed and delivered once, in order.
#[tokio::test]
async fn with_spread_index_keys_and_more_outbox_shards_too() {
    let env = [("INDEX_SPREAD", "8"), ("OUTBOX_SHARDS", "64")];
    let mut s = Server::start_with(common::Options {
        env: env.map(|(k, v)| (k.to_string(), v.to_string())).to_vec(),
        dir: Some(common::temp_dir()),
        ..Default::default()
    })
    .await;
    lifecycle_arrives_in_order(&s).await;
    // below, the merchant's events are under 8 keys, none under the plain one
    let (merchant, dir) = (s.merchant_id(), s.dir.clone());
    s.kill();
    drop(s);
    use sanduq_store::Store;
    let store = sanduq_store::EmbeddedStore::open_data_dir(&dir).unwrap();
    let count = |pk: String| {
        let q = sanduq_store::Query::index(sanduq_store::Index::Gsi1, pk);
        let store = &store;
        async move { store.count(&q).await.unwrap() }
    };
    assert_eq!(count(format!("MER#{merchant}#EVENTS")).await, 0);
    let mut spread = 0;
    for n in 0..8 {
        spread += count(format!("MER#{merchant}#EVENTS#~{n:02}")).await;
    }
    assert!(spread >= 6, "{spread}");
    let _ = std::fs::remove_dir_all(dir);
}

/// A data dir written before the outbox markers may hold events not yet relayed, waiting in
/// the outbox index themselves: `sanduq serve` relays them when it starts (once each), and
/// the events of the new form go on as before.
#[tokio::test]
async fn events_waiting_in_an_old_data_dirs_outbox_are_delivered_after_an_upgrade() {
    let dir = common::temp_dir();
    let options = || common::Options {
        dir: Some(dir.clone()),
        ..Default::default()
    };
    let mut s = Server::start_with(options()).await;
    let rx = Receiver::start().await;
    let (_, secret) = endpoint(&s, &rx.url, Some(&["user.updated"])).await;
    let merchant = s.merchant_id();
    s.kill();
    drop(s);
    // an event as the store held it then: the outbox's index keys on the event, no marker
    {
        use sanduq_store::Store;
        let store = sanduq_store::EmbeddedStore::open_data_dir(&dir).unwrap();
        let [event, _] = sanduq_kernel::events::single(
            &merchant,
            "user.updated",
            json!({"id": "usr_old00000000000000000000", "object": "user"}),
            chrono::Utc::now(),
        );
        let mut old = event.put_item().expect("an event is a put").into_owned();
        let id = old["id"].as_str().unwrap().to_string();
        let place = format!(
            "{}#{:020}#{id}",
            sanduq_kernel::items::sort_time(chrono::Utc::now()),
            16
        );
        old.insert("gsi2pk".into(), "OUTBOX#5".into());
        old.insert("gsi2sk".into(), place.into());
        let write = sanduq_store::Write::Put {
            item: old,
            cond: None,
        };
        store.transact(vec![write]).await.unwrap();
        std::fs::write(dir.join("old-event-id"), id).unwrap();
    }
    let id = std::fs::read_to_string(dir.join("old-event-id")).unwrap();
    let mut s = Server::start_with(options()).await;
    let got = rx.wait_for_event(&id).await;
    let payloads = verify_all(&[(secret.clone(), got)]);
    assert_eq!(payloads[0]["type"], "user.updated");
    // taken out of the old outbox: a second start sends nothing again
    s.kill();
    drop(s);
    let s = Server::start_with(options()).await;
    for name in ["B", "C"] {
        let body = json!({"external_user_id": "after-upgrade", "name": name});
        let r = s.post("/users/sync", body).await;
        assert!(r.status.is_success(), "{r:?}");
    }
    let newer = latest(&s, "user.updated").await;
    assert_ne!(newer, id);
    rx.wait_for_event(&newer).await;
    let copies = rx.got().iter().filter(|g| g.id == id).count();
    assert_eq!(copies, 1, "the old event is sent once");
    drop(s);
    let _ = std::fs::remove_dir_all(dir);
}

async fn lifecycle_arrives_in_order(s: &Server) {
    let rx = Receiver::start().await;
    let (we, secret) = endpoint(s, &rx.url, None).await;
    let (_, _, pay) = s.authorized("buyer-1", 25_000, "IQD").await;
    let r = s.post(&format!("/payments/{pay}/capture"), json!({})).await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let r = s
        .post(
            &format!("/payments/{pay}/refund"),
            json!({"amount": 5000, "reason": "one cup broken", "metadata": {"rma": "R-17"}}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");

    let all = s.get("/events?per_page=100").await;
    let ids: Vec<String> = all.data()["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap().to_string())
        .collect();
    assert!(ids.len() >= 6, "{all:?}");
    let got = rx.wait_for(ids.len()).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let got_now = rx.got();
    assert_eq!(
        got_now.len(),
        ids.len(),
        "no duplicates when nothing failed"
    );

    // every event, each verified by the reference library
    let checks: Vec<_> = got.iter().map(|g| (secret.clone(), g.clone())).collect();
    let verified = verify_all(&checks);
    for (v, g) in verified.iter().zip(&got) {
        assert!(v.get("refused").is_none(), "{v} for {}", g.body);
        assert_eq!(v["id"], g.id.as_str(), "webhook-id is the event id");
    }
    let mut received: Vec<&str> = got.iter().map(|g| g.id.as_str()).collect();
    received.sort();
    let mut listed: Vec<&str> = ids.iter().map(String::as_str).collect();
    listed.sort();
    assert_eq!(received, listed);

    // per-object order: sequences only increase, and the payment's story reads in order
    let mut last: HashMap<String, u64> = HashMap::new();
    let mut story = vec![];
    for g in &got {
        let e = g.event();
        let object = e["data"]["object"]["id"].as_str().unwrap().to_string();
        let seq = e["sequence"].as_u64().unwrap();
        if let Some(prev) = last.insert(object.clone(), seq) {
            assert!(seq > prev, "{object}: {seq} after {prev}");
        }
        assert_eq!(e["livemode"], false);
        assert!(e["created_at"].is_string() && e["type"].is_string());
        if object == pay {
            story.push(e["type"].as_str().unwrap().to_string());
        }
    }
    assert_eq!(
        story,
        [
            "payment.created",
            "checkout.authorized",
            "payment.completed",
            "payment.refunded"
        ]
    );
    let refunded = got
        .iter()
        .map(|g| g.event())
        .find(|e| e["type"] == "payment.refunded")
        .unwrap();
    assert_eq!(refunded["data"]["refund"]["metadata"]["rma"], "R-17");

    // the record: one 200 attempt with its latency and the answer's first bytes
    let d = attempts(s, &ids[0], &we, 1).await;
    assert_eq!(d["status"], "delivered", "{d}");
    let a = &d["attempts"][0];
    assert_eq!(
        (a["number"].as_u64(), a["status"].as_u64()),
        (Some(1), Some(200))
    );
    assert_eq!(a["response"], "answered 200");
    assert!(a["latency_ms"].is_u64() && a["at"].is_string());
    // the secret never shows again
    assert!(!s
        .get(&format!("/events/{}", ids[0]))
        .await
        .text
        .contains(&secret));
}

#[tokio::test]
async fn a_receiver_failing_three_times_gets_the_fourth_attempt_with_the_same_id() {
    let s = Server::start().await;
    let rx = Receiver::start().await;
    rx.script(&[(500, None), (503, None), (502, None)]);
    let (we, secret) = endpoint(&s, &rx.url, Some(&["user.created"])).await;
    s.user("retry-1").await;
    let evt = latest(&s, "user.created").await;
    let mut waits = vec![];
    for n in 1..=3u64 {
        rx.wait_for(n as usize).await;
        let d = attempts(&s, &evt, &we, n).await;
        assert_eq!(d["status"], "pending", "{d}");
        let wait = wait_of(&s, &d).await;
        waits.push(wait);
        // not due yet: a second early does nothing
        s.advance(wait - 1).await;
        tokio::time::sleep(Duration::from_millis(400)).await;
        assert_eq!(rx.got().len(), n as usize, "attempt {} came early", n + 1);
        s.advance(2).await;
    }
    let got = rx.wait_for(4).await;
    // the schedule: 5 s, 5 min, 30 min, each with at most 10 % jitter
    for (w, base) in waits.iter().zip([5i64, 300, 1800]) {
        assert!(
            (*w - base).abs() <= base / 10 + 1,
            "waited {w}, schedule says {base}"
        );
    }
    assert!(
        got.iter().all(|g| g.id == evt),
        "same webhook-id every time"
    );
    let statuses: Vec<u16> = got.iter().map(|g| g.status).collect();
    assert_eq!(statuses, [500, 503, 502, 200]);
    let d = attempts(&s, &evt, &we, 4).await;
    assert_eq!(d["status"], "delivered");
    let logged: Vec<u64> = d["attempts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["status"].as_u64().unwrap())
        .collect();
    assert_eq!(logged, [500, 503, 502, 200]);
    let verified = verify_all(&[(secret, got[3].clone())]);
    assert!(verified[0].get("refused").is_none(), "{verified:?}");
}

#[tokio::test]
async fn retry_after_is_honoured() {
    let s = Server::start().await;
    let rx = Receiver::start().await;
    rx.script(&[(429, Some("120"))]);
    let (we, _) = endpoint(&s, &rx.url, Some(&["user.created"])).await;
    s.user("busy-1").await;
    let evt = latest(&s, "user.created").await;
    let d = attempts(&s, &evt, &we, 1).await;
    let wait = wait_of(&s, &d).await;
    assert!((119..=120).contains(&wait), "waited {wait}");
    s.advance(121).await;
    rx.wait_for(2).await;
    assert_eq!(attempts(&s, &evt, &we, 2).await["status"], "delivered");
}

/// Moves the clock to each next attempt until the delivery is no longer pending.
async fn run_out(s: &Server, evt: &str, we: &str) -> Value {
    let mut n = 1;
    loop {
        let mut d = attempts(s, evt, we, 1).await;
        for _ in 0..600 {
            if d["status"] != "pending" || d["attempts_made"].as_u64() >= Some(n) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
            d = attempts(s, evt, we, 1).await;
        }
        if d["status"] != "pending" {
            return d;
        }
        let wait = wait_of(s, &d).await;
        s.advance(wait.max(0) + 1).await;
        n += 1;
    }
}

#[tokio::test]
async fn a_receiver_down_for_good_ends_failed_is_disabled_after_five_days_and_recovers() {
    let s = Server::start().await;
    let down = Receiver::start().await;
    down.otherwise(Some(500));
    let watcher = Receiver::start().await;
    let (we, _) = endpoint(&s, &down.url, Some(&["user.created"])).await;
    endpoint(&s, &watcher.url, Some(&["endpoint.disabled"])).await;
    let since = chrono::Utc::now() - chrono::Duration::minutes(1);

    s.user("down-1").await;
    let first = latest(&s, "user.created").await;
    let d = run_out(&s, &first, &we).await;
    assert_eq!(d["status"], "failed", "{d}");
    assert_eq!(d["attempts_made"], 10);
    assert_eq!(d["failure"], "gave up after 10 attempts");
    let failed = s.get("/events?delivery=failed").await;
    assert_eq!(failed.data()["events"][0]["id"], first.as_str());
    assert_eq!(failed.data()["pagination"]["total"], 1);
    // about three days have passed: still enabled
    let e = s.get(&format!("/webhooks/endpoints/{we}")).await;
    assert_eq!(e.data()["status"], "enabled", "{e:?}");
    assert!(e.data()["failing_since"].is_string());

    // two more days of failures disable it, and other endpoints hear of it
    s.user("down-2").await;
    let second = latest(&s, "user.created").await;
    let d = run_out(&s, &second, &we).await;
    assert_eq!(d["status"], "failed", "{d}");
    let e = s.get(&format!("/webhooks/endpoints/{we}")).await;
    assert_eq!(e.data()["status"], "disabled", "{e:?}");
    assert_eq!(
        e.data()["disabled_reason"],
        "every delivery failed for 5 days"
    );
    let note = watcher.wait_for(1).await;
    assert_eq!(note[0].event()["type"], "endpoint.disabled");
    assert_eq!(note[0].event()["data"]["object"]["id"], we.as_str());

    // while disabled nothing is tried; recover is refused until it is enabled again
    s.user("down-3").await;
    let third = latest(&s, "user.created").await;
    let r = s
        .post(
            &format!("/webhooks/endpoints/{we}/recover"),
            json!({ "since": since }),
        )
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    let r = s
        .patch(
            &format!("/webhooks/endpoints/{we}"),
            json!({"disabled": false}),
        )
        .await;
    assert_eq!(r.data()["status"], "enabled", "{r:?}");

    // back up: recover sends everything it missed, in the original order
    down.otherwise(Some(204));
    let before = down.got().len();
    let r = s
        .post(
            &format!("/webhooks/endpoints/{we}/recover"),
            json!({ "since": since }),
        )
        .await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{r:?}");
    assert_eq!(r.data()["resent"], 3, "{r:?}");
    assert_eq!(
        r.data()["event_ids"],
        json!([first.clone(), second.clone(), third.clone()])
    );
    let got = down.wait_for(before + 3).await;
    let ids: Vec<&str> = got[before..].iter().map(|g| g.id.as_str()).collect();
    assert_eq!(ids, [first.as_str(), second.as_str(), third.as_str()]);
    for e in [&first, &second, &third] {
        assert_eq!(settled(&s, e, &we).await["status"], "delivered");
    }
    let failed = s.get("/events?delivery=failed").await;
    assert_eq!(failed.data()["pagination"]["total"], 0, "{failed:?}");
    for (body, field) in [
        (json!({}), "since"),
        (json!({"since": "yesterday"}), "since"),
        (json!({"since": since, "x": 1}), "x"),
    ] {
        let r = s
            .post(&format!("/webhooks/endpoints/{we}/recover"), body)
            .await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{r:?}");
    }
}

#[tokio::test]
async fn gone_disables_the_endpoint() {
    let s = Server::start().await;
    let rx = Receiver::start().await;
    rx.otherwise(Some(410));
    let (we, _) = endpoint(&s, &rx.url, Some(&["user.created"])).await;
    s.user("gone-1").await;
    let evt = latest(&s, "user.created").await;
    let d = attempts(&s, &evt, &we, 1).await;
    assert_eq!(d["status"], "failed", "{d}");
    let e = s.get(&format!("/webhooks/endpoints/{we}")).await;
    assert_eq!(e.data()["status"], "disabled");
    assert_eq!(
        e.data()["disabled_reason"],
        "the endpoint answered 410 Gone"
    );
    // nothing more is sent to it
    s.user("gone-2").await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(rx.got().len(), 1);
    let r = s
        .post(
            &format!("/events/{evt}/resend"),
            json!({ "endpoint_id": we }),
        )
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("endpoint_id").is_some());
}

#[tokio::test]
async fn a_rotated_secret_signs_beside_the_new_one_and_resend_sends_again() {
    let s = Server::start().await;
    let rx = Receiver::start().await;
    let (we, old) = endpoint(&s, &rx.url, Some(&["user.created"])).await;
    let r = s
        .post(
            &format!("/webhooks/endpoints/{we}/rotate-secret"),
            json!({}),
        )
        .await;
    let new = r.data()["secret"].as_str().unwrap().to_string();
    s.user("rot-1").await;
    let got = rx.wait_for(1).await;
    assert_eq!(
        got[0].signature.split(' ').count(),
        2,
        "{}",
        got[0].signature
    );
    assert!(got[0].signature.split(' ').all(|p| p.starts_with("v1,")));
    let v = verify_all(&[(old.clone(), got[0].clone()), (new.clone(), got[0].clone())]);
    assert!(v.iter().all(|p| p.get("refused").is_none()), "{v:?}");

    // a resend: the same event id, a new attempt on the record
    let evt = got[0].id.clone();
    let r = s
        .post(
            &format!("/events/{evt}/resend"),
            json!({ "endpoint_id": we }),
        )
        .await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{r:?}");
    let again = rx.wait_for(2).await;
    assert_eq!(again[1].id, evt);
    assert_eq!(attempts(&s, &evt, &we, 2).await["status"], "delivered");
    for (path, body, code, status) in [
        (
            format!("/events/{evt}/resend"),
            json!({}),
            "VALIDATION_ERROR",
            422,
        ),
        (
            format!("/events/{evt}/resend"),
            json!({"endpoint_id": "we_nope"}),
            "NOT_FOUND",
            404,
        ),
        (
            "/events/evt_nope/resend".to_string(),
            json!({"endpoint_id": we}),
            "NOT_FOUND",
            404,
        ),
    ] {
        s.post(&path, body).await.expect_error(status, code);
    }
    s.get("/events/evt_nope")
        .await
        .expect_error(404, "NOT_FOUND");
    let r = s
        .get("/events?type=payment.done&delivery=maybe&page=0")
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    for f in ["type", "delivery", "page"] {
        assert!(r.field(f).is_some(), "{f}: {r:?}");
    }
    // filters: by type and by object
    let user = got[0].event()["data"]["object"]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let r = s.get(&format!("/events?object_id={user}")).await;
    assert!(r.data()["events"]
        .as_array()
        .unwrap()
        .iter()
        .all(|e| e["data"]["object"]["id"] == user.as_str()));
    assert_eq!(r.data()["pagination"]["total"], 1);
}

/// An embedded checkout that ends without a payment tells the merchant's server so: closed
/// (`checkout.session_canceled`), failed (`checkout.session_failed`, a buyer short of funds
/// who gave up) and run out (`checkout.session_expired`), each delivered once and verified
/// by the Standard Webhooks reference library.
#[tokio::test]
async fn sessions_that_end_unpaid_arrive_signed() {
    let s = Server::start().await;
    let rx = Receiver::start().await;
    let kinds = [
        "checkout.session_canceled",
        "checkout.session_failed",
        "checkout.session_expired",
    ];
    let (_, secret) = endpoint(&s, &rx.url, Some(&kinds)).await;
    let u = s.user("unpaid").await;
    s.topup(&u, "IQD", 100).await;
    let new = |amount: i64| {
        let s = &s;
        async move {
            let r = s
                .post(
                    "/embedded/checkout/sessions",
                    json!({"user_id": "unpaid", "amount": amount, "currency": "IQD", "expires_in": 300}),
                )
                .await;
            assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
            (
                r.data()["session_id"].as_str().unwrap().to_string(),
                r.data()["session_token"].as_str().unwrap().to_string(),
            )
        }
    };
    let popup = |call: &'static str, token: String| {
        let s = &s;
        async move {
            s.send(
                reqwest::Method::POST,
                &format!("/embedded/popup/{call}"),
                None,
                &[],
                Some(json!({ "session_token": token }).to_string()),
            )
            .await
        }
    };
    let (closed, t) = new(50).await;
    popup("close", t).await;
    let (failed, t) = new(5_000).await;
    popup("confirm", t.clone())
        .await
        .expect_error(422, "INSUFFICIENT_BALANCE");
    popup("close", t).await;
    let (expired, _) = new(50).await;
    s.advance(301).await;
    let got = rx.wait_for(3).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(rx.got().len(), 3, "each once");
    let checks: Vec<_> = got.iter().map(|g| (secret.clone(), g.clone())).collect();
    for (v, g) in verify_all(&checks).iter().zip(&got) {
        assert!(v.get("refused").is_none(), "{v} for {}", g.body);
    }
    let mut seen: Vec<(String, String, String)> = got
        .iter()
        .map(|g| {
            let e = g.event();
            let o = &e["data"]["object"];
            (
                e["type"].as_str().unwrap().to_string(),
                o["session_id"].as_str().unwrap().to_string(),
                o["failure_code"].to_string(),
            )
        })
        .collect();
    seen.sort();
    assert_eq!(
        seen,
        [
            (kinds[0].to_string(), closed, "null".to_string()),
            (kinds[2].to_string(), expired, "null".to_string()),
            (
                kinds[1].to_string(),
                failed,
                "\"insufficient_funds\"".to_string()
            ),
        ]
    );
}

/// Before a merchant has an endpoint its events are kept all the same (listed, read, with no
/// deliveries); the first endpoint gets every event made after it, from the next change on
/// (`sanduq serve` writes an event's outbox marker only once someone listens:
/// docs/decisions.md, "Markers only where someone listens").
#[tokio::test]
async fn events_before_the_first_endpoint_are_kept_and_the_ones_after_arrive() {
    let s = Server::start().await;
    let sync = |name: &'static str| json!({"external_user_id": "first-endpoint", "name": name});
    let r = s.post("/users/sync", sync("Early")).await;
    assert!(r.status.is_success(), "{r:?}");
    let early = latest(&s, "user.created").await;
    let r = s.get(&format!("/events/{early}")).await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert_eq!(r.data()["type"], "user.created");
    assert_eq!(r.data()["deliveries"], json!([]), "nobody to deliver to");
    let rx = Receiver::start().await;
    let (we, secret) = endpoint(&s, &rx.url, None).await;
    let r = s.post("/users/sync", sync("Later")).await;
    assert!(r.status.is_success(), "{r:?}");
    let later = latest(&s, "user.updated").await;
    let got = rx.wait_for_event(&later).await;
    let payloads = verify_all(&[(secret, got)]);
    assert_eq!(payloads[0]["data"]["object"]["name"], "Later");
    assert_eq!(settled(&s, &later, &we).await["status"], "delivered");
    assert!(
        rx.got().iter().all(|g| g.id != early),
        "made before the endpoint"
    );
}
