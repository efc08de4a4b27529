//! Races over HTTP against the real server: exactly-once capture, no overdraft, one effect
//! per Idempotency-Key, and conservation of money after a randomized run of operations.

use crate::common;
use common::Server;
use rand::{rngs::StdRng, Rng, SeedableRng};
use reqwest::{Method, StatusCode};
use serde_json::json;
use std::sync::Arc;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_parallel_captures_one_wins() {
    let s = Arc::new(Server::start().await);
    let (_, _, p) = s.authorized("race", 10_000, "USD").await;
    let mut tasks = Vec::new();
    for _ in 0..50 {
        let s = s.clone();
        let p = p.clone();
        tasks.push(tokio::spawn(async move {
            s.post(&format!("/payments/{p}/capture"), json!({})).await
        }));
    }
    let mut ok = 0;
    for t in tasks {
        let r = t.await.unwrap();
        match r.status {
            StatusCode::OK => ok += 1,
            _ => assert!(
                ["PAYMENT_ALREADY_CAPTURED", "WALLET_BUSY"].contains(&r.code()),
                "{r:?}"
            ),
        }
    }
    assert_eq!(ok, 1);
    assert_eq!(s.merchant_balance("USD").await, 9_900);
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_parallel_pays_against_ten_never_overdraw() {
    let s = Arc::new(Server::start().await);
    let u = s.user("ten").await;
    s.topup(&u, "IQD", 10_000).await;
    let mut sessions = Vec::new();
    for _ in 0..20 {
        sessions.push(s.session("ten", 1_000, "IQD").await.0);
    }
    let tasks: Vec<_> = sessions
        .into_iter()
        .map(|sid| {
            let s = s.clone();
            tokio::spawn(async move { s.pay(&sid).await })
        })
        .collect();
    let (mut ok, mut short) = (0, 0);
    for t in tasks {
        let r = t.await.unwrap();
        match r.status {
            StatusCode::OK => ok += 1,
            _ => {
                assert_eq!(r.code(), "INSUFFICIENT_BALANCE", "{r:?}");
                short += 1;
            }
        }
    }
    assert_eq!((ok, short), (10, 10));
    assert_eq!(s.balance(&u, "IQD").await, 0);
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_parallel_requests_with_one_key_have_one_effect() {
    let s = Arc::new(Server::start().await);
    let u = s.user("same").await;
    let key = uuid::Uuid::new_v4().to_string();
    let body = json!({"user_id": u, "currency":"USD","amount": 700}).to_string();
    let tasks: Vec<_> = (0..20)
        .map(|_| {
            let (s, key, body) = (s.clone(), key.clone(), body.clone());
            tokio::spawn(async move {
                s.send(
                    Method::POST,
                    "/sandbox/wallets/topup",
                    Some(&s.sk()),
                    &[("idempotency-key", key)],
                    Some(body),
                )
                .await
            })
        })
        .collect();
    let mut bodies = Vec::new();
    for t in tasks {
        let r = t.await.unwrap();
        assert_eq!(r.status, StatusCode::OK, "{r:?}");
        bodies.push(r.body);
    }
    assert!(bodies.windows(2).all(|w| w[0] == w[1]));
    assert_eq!(s.balance(&u, "USD").await, 700);
    // and sessions: one key, one session
    let key = uuid::Uuid::new_v4().to_string();
    let body = json!({"external_user_id":"same","amount":5,"currency":"USD","success_url":"https://a.example/s","cancel_url":"https://a.example/c"}).to_string();
    let tasks: Vec<_> = (0..20)
        .map(|_| {
            let (s, key, body) = (s.clone(), key.clone(), body.clone());
            tokio::spawn(async move {
                s.send(
                    Method::POST,
                    "/checkout/sessions",
                    Some(&s.sk()),
                    &[("idempotency-key", key)],
                    Some(body),
                )
                .await
            })
        })
        .collect();
    let mut ids = std::collections::BTreeSet::new();
    for t in tasks {
        let r = t.await.unwrap();
        assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
        ids.insert(r.data()["id"].as_str().unwrap().to_string());
    }
    assert_eq!(ids.len(), 1);
}

/// A seeded random mix of operations, several at a time; afterwards every account, hold
/// and journal entry still adds up (the audit), and the wallets match a simple model.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn money_is_conserved_under_random_operations() {
    let s = Arc::new(Server::start().await);
    let seed: u64 = std::env::var("SANDUQ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(rand::random);
    println!("seed {seed}");
    let mut rng = StdRng::seed_from_u64(seed);
    let users: Vec<String> = (0..4).map(|i| format!("rnd{i}")).collect();
    let mut ids = Vec::new();
    for u in &users {
        ids.push(s.user(u).await);
    }
    let mut payments: Vec<String> = Vec::new();
    let mut captured: Vec<String> = Vec::new();
    let mut sessions: Vec<String> = Vec::new();
    let mut done: std::collections::BTreeMap<&str, u32> = Default::default();
    for _round in 0..40 {
        let mut batch = Vec::new();
        for _ in 0..4 {
            let cur = if rng.gen_bool(0.5) { "USD" } else { "IQD" };
            let i = rng.gen_range(0..users.len());
            let amount = rng.gen_range(1..5_000);
            let op = rng.gen_range(0..6);
            let s = s.clone();
            let (ext, uid) = (users[i].clone(), ids[i].clone());
            let pay = payments
                .get(rng.gen_range(0..payments.len().max(1)))
                .cloned();
            let sess = sessions
                .get(rng.gen_range(0..sessions.len().max(1)))
                .cloned();
            let refundable = captured
                .get(rng.gen_range(0..captured.len().max(1)))
                .cloned();
            let part = rng.gen_range(1..3_000);
            let pay_now = rng.gen_bool(0.8);
            batch.push(tokio::spawn(async move {
                let target = pay.clone();
                let (name, r, ids) = match (op, if op == 5 { refundable } else { pay }, sess) {
                    (0, _, _) => {
                        s.topup(&uid, cur, amount * 4).await;
                        ("topup", None, None)
                    }
                    (1, _, _) => {
                        // a new session, usually paid at once
                        let (sid, pid) = s.session(&ext, amount, cur).await;
                        let r = if pay_now {
                            Some(s.pay(&sid).await)
                        } else {
                            None
                        };
                        ("session", r, Some((sid, pid)))
                    }
                    (2, _, Some(sid)) => ("pay", Some(s.pay(&sid).await), None),
                    (3, Some(p), _) => {
                        let r = s
                            .post(&format!("/payments/{p}/capture"), json!({"amount": part}))
                            .await;
                        ("capture", Some(r), None)
                    }
                    (4, Some(p), _) => (
                        "capture",
                        Some(s.post(&format!("/payments/{p}/capture"), json!({})).await),
                        None,
                    ),
                    (5, Some(p), _) => {
                        let r = s
                            .post(
                                &format!("/payments/{p}/refund"),
                                json!({"amount": part, "reason":"r"}),
                            )
                            .await;
                        ("refund", Some(r), None)
                    }
                    _ => ("none", None, None),
                };
                if let Some(r) = &r {
                    assert!(r.status.as_u16() < 500, "{name}: {r:?}");
                }
                (name, r.is_none_or(|r| r.status.is_success()), ids, target)
            }));
        }
        for t in batch {
            let (name, ok, ids, target) = t.await.unwrap();
            if ok {
                *done.entry(name).or_insert(0) += 1;
                if name == "capture" {
                    captured.extend(target);
                }
            }
            if let Some((sid, pid)) = ids {
                sessions.push(sid);
                payments.push(pid);
            }
        }
        let r = s
            .post(
                &format!(
                    "/payments/{}/refund",
                    payments.last().cloned().unwrap_or_default()
                ),
                json!({"reason":"r"}),
            )
            .await;
        assert!(r.status != StatusCode::INTERNAL_SERVER_ERROR, "{r:?}");
    }
    // Every operation at least once, whatever the seed drew (a seed can draw only sessions
    // already paid for its pays, or no refund that fits what was captured): a session left
    // unpaid paid now, and a refund of 1 on a captured payment.
    if !done.contains_key("pay") {
        let (sid, _) = s.session(&users[0], 1, "IQD").await;
        s.topup(&ids[0], "IQD", 10).await;
        let r = s.pay(&sid).await;
        assert!(r.status.is_success(), "{r:?}");
        *done.entry("pay").or_insert(0) += 1;
    }
    for p in &captured {
        let r = s
            .post(
                &format!("/payments/{p}/refund"),
                json!({"amount": 1, "reason": "r"}),
            )
            .await;
        if r.status.is_success() {
            *done.entry("refund").or_insert(0) += 1;
            break;
        }
    }
    println!("succeeded: {done:?}");
    for op in ["topup", "session", "pay", "capture", "refund"] {
        assert!(
            done.get(op).copied().unwrap_or(0) > 0,
            "seed {seed}: no successful {op} in {done:?}"
        );
    }
    let a = s.audit().await;
    assert_eq!(a["ok"], true, "seed {seed}: {a}");
    for cur in ["USD", "IQD"] {
        assert_eq!(a["totals"][cur]["sum"], 0, "seed {seed}: {a}");
    }
}

/// Every request with the same key and body gets the same answer: a duplicate whose plan
/// ran after the winner committed replays the winner's answer instead of refusing
/// (PAYMENT_ALREADY_CAPTURED), round after round.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_duplicates_always_replay() {
    let s = Arc::new(Server::start().await);
    for round in 0..15 {
        let (_, _, p) = s.authorized(&format!("dup{round}"), 1_000, "USD").await;
        let key = uuid::Uuid::new_v4().to_string();
        let tasks: Vec<_> = (0..20)
            .map(|_| {
                let (s, key, p) = (s.clone(), key.clone(), p.clone());
                tokio::spawn(async move {
                    s.send(
                        Method::POST,
                        &format!("/payments/{p}/capture"),
                        Some(&s.sk()),
                        &[("idempotency-key", key)],
                        Some("{}".into()),
                    )
                    .await
                })
            })
            .collect();
        let mut bodies = Vec::new();
        for t in tasks {
            let r = t.await.unwrap();
            assert_eq!(r.status, StatusCode::OK, "round {round}: {r:?}");
            bodies.push(r.body);
        }
        assert!(bodies.windows(2).all(|w| w[0] == w[1]), "round {round}");
    }
    assert_eq!(s.merchant_balance("USD").await, 15 * 990);
    assert_eq!(s.audit().await["ok"], true);
}
