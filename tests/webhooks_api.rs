//! Webhook endpoints over HTTP: registration rules (https, loopback http in the sandbox,
//! public addresses for live merchants), event types, secrets shown once, rotation,
//! enable/disable, delete.

use crate::common;
use common::Server;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

async fn create(s: &Server, key: &str, body: Value) -> common::Resp {
    s.post_as(key, "/webhooks/endpoints", body).await
}

#[tokio::test]
async fn endpoints_are_registered_listed_changed_and_deleted() {
    let s = Server::start().await;
    let sk = s.sk();
    let r = create(
        &s,
        &sk,
        json!({"url": "https://shop.example/hooks", "description": "orders"}),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let id = r.data()["id"].as_str().unwrap().to_string();
    let secret = r.data()["secret"].as_str().unwrap().to_string();
    assert!(id.starts_with("we_"));
    assert!(
        secret.starts_with("whsec_") && secret.len() >= 6 + 32,
        "{secret}"
    );
    assert_eq!(r.data()["events"], json!(["*"]));
    assert_eq!(r.data()["status"], "enabled");
    // the secret is never shown again
    let l = s.get("/webhooks/endpoints").await;
    assert_eq!(l.data()["endpoints"].as_array().unwrap().len(), 1);
    assert!(!l.text.contains(&secret));
    let g = s.get(&format!("/webhooks/endpoints/{id}")).await;
    assert_eq!(g.data()["url"], "https://shop.example/hooks");
    assert!(!g.text.contains("whsec_"));
    // loopback http is fine in the sandbox; event types come from the catalogue
    let r = create(&s, &sk, json!({"url": "http://127.0.0.1:9000/h", "events": ["payment.completed", "payment.refunded", "payment.completed"]})).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    assert_eq!(
        r.data()["events"],
        json!(["payment.completed", "payment.refunded"])
    );
    for (body, field) in [
        (json!({"url": "http://shop.example/h"}), "url"),
        (json!({"url": "ftp://shop.example/h"}), "url"),
        (json!({"url": "https://u:p@shop.example/h"}), "url"),
        (json!({}), "url"),
        (
            json!({"url": "https://shop.example/h", "events": ["payment.done"]}),
            "events",
        ),
        (
            json!({"url": "https://shop.example/h", "events": []}),
            "events",
        ),
        (
            json!({"url": "https://shop.example/h", "events": "payment.completed"}),
            "events",
        ),
        (
            json!({"url": "https://shop.example/h", "colour": 1}),
            "colour",
        ),
    ] {
        let r = create(&s, &sk, body).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{field}: {r:?}");
    }
    // disable, enable, change
    let r = s
        .patch(
            &format!("/webhooks/endpoints/{id}"),
            json!({"disabled": true}),
        )
        .await;
    assert_eq!(
        (&r.data()["status"], &r.data()["disabled_reason"]),
        (&json!("disabled"), &json!("disabled by the merchant")),
        "{r:?}"
    );
    let r = s
        .patch(
            &format!("/webhooks/endpoints/{id}"),
            json!({"disabled": false, "events": ["checkout.authorized"], "description": null}),
        )
        .await;
    assert_eq!(r.data()["status"], "enabled", "{r:?}");
    assert_eq!(r.data()["events"], json!(["checkout.authorized"]));
    assert!(r.data()["description"].is_null());
    s.patch(
        &format!("/webhooks/endpoints/{id}"),
        json!({"disabled": "yes"}),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    // rotation: a new secret, shown once; the old one keeps signing for 24 hours
    let r = s
        .post(
            &format!("/webhooks/endpoints/{id}/rotate-secret"),
            json!({}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let new = r.data()["secret"].as_str().unwrap();
    assert!(new.starts_with("whsec_") && new != secret);
    let until = chrono::DateTime::parse_from_rfc3339(
        r.data()["previous_secret_expires_at"].as_str().unwrap(),
    )
    .unwrap();
    let hours = (until.with_timezone(&chrono::Utc) - chrono::Utc::now()).num_minutes();
    assert!((23 * 60..=24 * 60).contains(&hours), "{hours}");
    // delete
    let r = s
        .send(
            Method::DELETE,
            &format!("/webhooks/endpoints/{id}"),
            Some(&sk),
            &[],
            None,
        )
        .await;
    assert_eq!(r.data()["deleted"], true, "{r:?}");
    s.get(&format!("/webhooks/endpoints/{id}"))
        .await
        .expect_error(404, "NOT_FOUND");
    s.send(
        Method::DELETE,
        &format!("/webhooks/endpoints/{id}"),
        Some(&sk),
        &[],
        None,
    )
    .await
    .expect_error(404, "NOT_FOUND");
    s.get("/webhooks/endpoints/we_nope")
        .await
        .expect_error(404, "NOT_FOUND");
    // at most 16
    for i in 0..15 {
        let r = create(
            &s,
            &sk,
            json!({"url": format!("https://shop.example/h{i}")}),
        )
        .await;
        assert_eq!(r.status, StatusCode::CREATED, "{i}: {r:?}");
    }
    create(&s, &sk, json!({"url": "https://shop.example/one-too-many"}))
        .await
        .expect_error(422, "VALIDATION_ERROR");
}

#[tokio::test]
async fn live_endpoints_must_reach_public_addresses() {
    let s = Server::start().await;
    let r = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({"name": "Live", "status": "approved", "environment": "production"})),
        )
        .await;
    let live = r.data()["keys"]["secret_key"].as_str().unwrap().to_string();
    for url in [
        "http://127.0.0.1:9000/h",
        "https://127.0.0.1/h",
        "https://localhost/h",
        "https://10.0.0.7/h",
        "https://192.168.1.20/h",
        "https://169.254.169.254/latest/meta-data",
        "https://[::1]/h",
        "https://[fd12::1]/h",
        "https://[::ffff:10.0.0.1]/h",
    ] {
        let r = create(&s, &live, json!({ "url": url })).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field("url").is_some(), "{url}: {r:?}");
    }
    // a public address literal is accepted without DNS
    let r = create(&s, &live, json!({"url": "https://93.184.216.34/hooks"})).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    // and a host name that does not resolve (no network here, or not at all) is refused
    let r = create(
        &s,
        &live,
        json!({"url": "https://no-such-host.invalid/hooks"}),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
}

/// Without the local-development flag (every deployed stack), a sandbox merchant's endpoint
/// must reach the public internet too: no loopback, private, link-local or metadata
/// addresses, written as IPv4 or inside IPv6.
#[tokio::test]
async fn sandbox_endpoints_reach_only_public_addresses_outside_local_development() {
    let s = Server::start_with(common::Options {
        local_webhooks: false,
        ..Default::default()
    })
    .await;
    let sk = s.sk();
    for url in [
        "http://127.0.0.1:9000/h",
        "http://localhost:9000/h",
        "https://10.0.0.7/h",
        "https://169.254.169.254/latest/meta-data",
        "https://0.0.0.0/h",
        "https://[::7f00:1]/h",
        "https://[::a00:1]/h",
        "https://[::ffff:0:a9fe:a9fe]/h",
    ] {
        let r = create(&s, &sk, json!({ "url": url })).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field("url").is_some(), "{url}: {r:?}");
    }
    let r = create(&s, &sk, json!({"url": "https://93.184.216.34/hooks"})).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
}

/// The `n` events after `c` in the newest-first list, by numbered pages.
async fn now_list_after(s: &Server, c: &str, n: usize) -> Vec<String> {
    let all = ids(&s.get("/events?per_page=100").await);
    let at = all.iter().position(|e| e == c).unwrap();
    all[at + 1..].iter().take(n).cloned().collect()
}

fn ids(r: &common::Resp) -> Vec<String> {
    r.data()["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap().to_string())
        .collect()
}

/// Follows `next_cursor` from list `base` (after event `from`, or from the start) to its end.
async fn follow_from(s: &Server, base: &str, from: Option<&str>) -> Vec<String> {
    let mut got = vec![];
    let mut url = match from {
        Some(c) => format!("{base}&starting_after={c}"),
        None => base.to_string(),
    };
    loop {
        let r = s.get(&url).await;
        assert_eq!(r.status, StatusCode::OK, "{url}: {r:?}");
        got.extend(ids(&r));
        let p = &r.data()["pagination"];
        match p["next_cursor"].as_str() {
            Some(c) => {
                assert_eq!(p["has_more"], true, "{r:?}");
                url = format!("{base}&starting_after={c}");
            }
            None => {
                assert_eq!(p["has_more"], false, "{r:?}");
                return got;
            }
        }
    }
}

async fn follow(s: &Server, base: &str) -> Vec<String> {
    follow_from(s, base, None).await
}

#[tokio::test]
async fn events_page_by_cursor_in_either_order_and_filter_by_type_families() {
    let s = Server::start().await;
    for i in 0..3 {
        s.authorized(&format!("ev-{i}"), 1_000 + i, "IQD").await;
    }
    let all = ids(&s.get("/events?per_page=100").await);
    assert!(all.len() >= 9, "{all:?}");
    let numbered = s.get("/events?per_page=4").await;
    let p = &numbered.data()["pagination"];
    assert_eq!(p["has_more"], true);
    assert_eq!(p["total"], all.len());
    assert_eq!(p["next_cursor"], all[3]);

    // newest first by cursor: the same list, each event once
    assert_eq!(follow(&s, "/events?per_page=4").await, all);
    // oldest first
    let mut oldest = all.clone();
    oldest.reverse();
    assert_eq!(follow(&s, "/events?order=asc&per_page=3").await, oldest);

    // new events while paging newest-first: a cursor page never repeats one (an offset
    // page would: everything shifts down)
    let first = s.get("/events?per_page=4").await;
    let cursor = first.data()["pagination"]["next_cursor"]
        .as_str()
        .unwrap()
        .to_string();
    s.authorized("ev-late", 5_000, "IQD").await;
    let rest = follow_from(&s, "/events?per_page=4", Some(&cursor)).await;
    assert_eq!(rest, all[4..].to_vec());
    let shifted = ids(&s.get("/events?per_page=4&page=2").await);
    assert!(shifted.iter().any(|e| all[..4].contains(e)), "{shifted:?}");

    // a follower oldest-first from the last event it saw gets only the new ones, in order
    let newest = &all[0];
    let news = follow_from(&s, "/events?order=asc&per_page=2", Some(newest)).await;
    let now = ids(&s.get("/events?per_page=100").await);
    let mut expected = now[..now.len() - all.len()].to_vec();
    expected.reverse();
    assert!(!expected.is_empty());
    assert_eq!(news, expected);

    // type families
    let r = s.get("/events?types=payment.*&per_page=100").await;
    let kinds: Vec<String> = r.data()["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["type"].as_str().unwrap().to_string())
        .collect();
    assert!(
        !kinds.is_empty() && kinds.iter().all(|k| k.starts_with("payment.")),
        "{kinds:?}"
    );
    let r = s
        .get("/events?types=checkout.authorized,user.created&order=asc&per_page=2")
        .await;
    let p = &r.data()["pagination"];
    assert_eq!(p["has_more"], true);
    let by_cursor = follow(
        &s,
        "/events?types=checkout.authorized,user.created&order=asc&per_page=2",
    )
    .await;
    assert_eq!(by_cursor.len(), 8, "4 buyers, each synced and paid once");

    // bad input: the field says what is wrong
    for (q, field) in [
        ("types=pay*", "types"),
        ("types=payment.done", "types"),
        ("order=sideways", "order"),
        ("starting_after=example", "starting_after"),
    ] {
        let r = s.get(&format!("/events?{q}")).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{q}: {r:?}");
    }
    // an event this merchant does not have is no place to start from
    s.get("/events?starting_after=evt_00000000000000000000000000")
        .await
        .expect_error(404, "NOT_FOUND");
    // with a cursor the page number means nothing
    let c = &all[1];
    let a = ids(&s
        .get(&format!("/events?per_page=3&starting_after={c}"))
        .await);
    let b = ids(&s
        .get(&format!("/events?per_page=3&page=5&starting_after={c}"))
        .await);
    assert_eq!(a, b);
    assert_eq!(a, now_list_after(&s, c, 3).await);
}
