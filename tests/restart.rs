//! The embedded store persists: a restart keeps merchants, keys, users, balances and payments,
//! and a SIGKILL in the middle of concurrent writes loses no acknowledged transaction.

use crate::common;
use common::{Options, Server};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn restart_keeps_all_data() {
    let dir = common::temp_dir();
    let mut first = Server::start_with(Options {
        dir: Some(dir.clone()),
        ..Default::default()
    })
    .await;
    let (u, sid, pid) = first.authorized("keep", 3_000, "USD").await;
    first
        .post(
            &format!("/payments/{pid}/capture"),
            json!({"amount": 2_000}),
        )
        .await;
    let creds = first.creds.clone();
    first.kill();
    drop(first);

    let second = Server::start_with(Options {
        dir: Some(dir.clone()),
        ..Default::default()
    })
    .await;
    assert_eq!(second.creds, creds, "credentials are kept, not re-created");
    assert_eq!(second.balance(&u, "USD").await, 1_000);
    assert_eq!(second.merchant_balance("USD").await, 1_980);
    let g = second.get(&format!("/checkout/sessions/{sid}")).await;
    assert_eq!(g.status, StatusCode::OK);
    assert_eq!(g.data()["status"], "captured");
    assert_eq!(second.audit().await["ok"], true);
    drop(second);
    let _ = std::fs::remove_dir_all(dir);
}

/// A data dir written by an engine before (`--engine redb`, `sanduq.redb`) is migrated when
/// the server next starts on the shipped engine: the same merchant, balances and payments,
/// the old store kept aside as `sanduq.redb.migrated`, the new one in `log/`; and again after
/// a restart on the migrated dir. (A data dir of the LSM engine migrates the same way in a
/// build with `--features lsm`: the store's conformance suite.)
#[tokio::test]
async fn an_older_engines_data_dir_is_migrated_to_the_log_engine() {
    let dir = common::temp_dir();
    let mut old = Server::start_with(Options {
        dir: Some(dir.clone()),
        extra: vec!["--engine".into(), "redb".into()],
        ..Default::default()
    })
    .await;
    let (u, sid, pid) = old.authorized("move", 3_000, "USD").await;
    old.post(
        &format!("/payments/{pid}/capture"),
        json!({"amount": 2_000}),
    )
    .await;
    let creds = old.creds.clone();
    old.kill();
    drop(old);
    assert!(dir.join("sanduq.redb").is_file() && !dir.join("log").exists());

    for round in 0..2 {
        let new = Server::start_with(Options {
            dir: Some(dir.clone()),
            ..Default::default()
        })
        .await;
        assert!(dir.join("log").is_dir(), "round {round}");
        assert!(dir.join("sanduq.redb.migrated").is_file(), "round {round}");
        assert!(!dir.join("sanduq.redb").exists(), "round {round}");
        assert_eq!(new.creds, creds);
        assert_eq!(new.balance(&u, "USD").await, 1_000);
        assert_eq!(new.merchant_balance("USD").await, 1_980);
        let g = new.get(&format!("/checkout/sessions/{sid}")).await;
        assert_eq!(g.data()["status"], "captured", "round {round}");
        assert_eq!(new.audit().await["ok"], true);
        drop(new);
    }
    // `sanduq compact` is refused while a server has the store open ...
    let running = Server::start_with(Options {
        dir: Some(dir.clone()),
        ..Default::default()
    })
    .await;
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sanduq"))
        .args(["compact", "--data-dir"])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("open in another process"), "{said}");
    drop(running);
    // ... and with none: one snapshot and an empty log, the data the same
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sanduq"))
        .args(["compact", "--data-dir"])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let mut files: Vec<String> = std::fs::read_dir(dir.join("log"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n != "LOCK")
        .collect();
    files.sort();
    assert_eq!(files.len(), 2, "{files:?}");
    assert!(files[0].starts_with("log-") && files[1].starts_with("snapshot-"));
    assert_eq!(
        std::fs::metadata(dir.join("log").join(&files[0]))
            .unwrap()
            .len(),
        0
    );
    let after = Server::start_with(Options {
        dir: Some(dir.clone()),
        ..Default::default()
    })
    .await;
    assert_eq!(after.balance(&u, "USD").await, 1_000);
    assert_eq!(after.audit().await["ok"], true);
    drop(after);
    let _ = std::fs::remove_dir_all(dir);
}

/// Sixteen clients top up one wallet by 1 each, as fast as they can, each request with its
/// own Idempotency-Key; the server is killed with SIGKILL in the middle. After a restart,
/// every acknowledged top-up is there (its key replays), and sending the unanswered ones
/// again makes the balance exactly the number of distinct requests: nothing lost, nothing
/// applied twice or half-applied.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_kill_during_concurrent_writes_loses_nothing_acknowledged() {
    kill_during_concurrent_writes(vec![]).await;
}

/// The same with the log engine writing a snapshot every few kilobytes of log, so that the
/// kill falls among snapshots written while the clients write (each one fuzzy, made exact by
/// the segments replayed after it), in records of a few items, most of them copied from the
/// snapshot before.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_kill_while_snapshots_are_written_loses_nothing_acknowledged() {
    let small = |k: &str, v: &str| (k.to_string(), v.to_string());
    let snapshots = kill_during_concurrent_writes(vec![
        small("SANDUQ_LOG_SEGMENT_BYTES", "8192"),
        small("SANDUQ_LOG_SNAPSHOT_BYTES", "16384"),
        small("SANDUQ_LOG_SNAPSHOT_ITEMS", "4"),
    ])
    .await;
    assert!(snapshots >= 1, "no snapshot was written before the kill");
}

/// Returns how many whole snapshots the killed server had left.
async fn kill_during_concurrent_writes(env: Vec<(String, String)>) -> usize {
    let dir = common::temp_dir();
    let first = Server::start_with(Options {
        dir: Some(dir.clone()),
        rate_limit: 100_000,
        env: env.clone(),
        ..Default::default()
    })
    .await;
    let u = first.user("kill").await;
    let (http, base, sk) = (first.http.clone(), first.base.clone(), first.sk());
    let body = json!({"user_id": u, "currency": "IQD", "amount": 1}).to_string();
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let clients: Vec<_> = (0..16)
        .map(|_| {
            let (http, base, sk, body, stop) = (
                http.clone(),
                base.clone(),
                sk.clone(),
                body.clone(),
                stop.clone(),
            );
            tokio::spawn(async move {
                let mut sent: Vec<(String, bool)> = Vec::new();
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    let key = uuid::Uuid::new_v4().to_string();
                    let r = http
                        .post(format!("{base}/sandbox/wallets/topup"))
                        .header("authorization", format!("Bearer {sk}"))
                        .header("idempotency-key", &key)
                        .header("content-type", "application/json")
                        .body(body.clone())
                        .send()
                        .await;
                    let acked = matches!(&r, Ok(res) if res.status() == StatusCode::OK);
                    sent.push((key, acked));
                    if r.is_err() {
                        break;
                    }
                }
                sent
            })
        })
        .collect();
    tokio::time::sleep(std::time::Duration::from_millis(400)).await;
    std::process::Command::new("kill")
        .args(["-9", &first.pid().to_string()])
        .status()
        .unwrap();
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let mut sent = Vec::new();
    for c in clients {
        sent.extend(c.await.unwrap());
    }
    drop(first);
    let snapshots = std::fs::read_dir(dir.join("log"))
        .unwrap()
        .filter(|e| {
            let name = e.as_ref().unwrap().file_name();
            let name = name.to_string_lossy();
            name.starts_with("snapshot-") && !name.ends_with(".tmp")
        })
        .count();
    let acked = sent.iter().filter(|(_, a)| *a).count();
    assert!(
        acked > 20,
        "too few writes before the kill to mean anything: {acked}"
    );

    let second = Server::start_with(Options {
        dir: Some(dir.clone()),
        rate_limit: 100_000,
        env,
        ..Default::default()
    })
    .await;
    let before = second.balance(&u, "IQD").await;
    assert!(before >= acked as i64, "{before} < {acked} acknowledged");
    assert!(before <= sent.len() as i64);
    for (key, was_acked) in &sent {
        let r = second
            .send(
                reqwest::Method::POST,
                "/sandbox/wallets/topup",
                Some(&second.sk()),
                &[("idempotency-key", key.clone())],
                Some(body.clone()),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{r:?}");
        if *was_acked {
            assert_eq!(
                r.header("idempotent-replayed").as_deref(),
                Some("true"),
                "an acknowledged top-up was lost"
            );
        }
    }
    assert_eq!(second.balance(&u, "IQD").await, sent.len() as i64);
    assert_eq!(second.audit().await["ok"], true);
    drop(second);
    let _ = std::fs::remove_dir_all(dir);
    snapshots
}

/// A success's idempotency record keeps the answer's text as it was sent, and a replay sends
/// those bytes; a record written before (the answer as a map, `data`) still replays the same.
#[tokio::test]
async fn an_answer_is_kept_as_sent_and_an_answer_kept_before_still_replays() {
    use sanduq_store::Store;
    let dir = common::temp_dir();
    let mut first = Server::start_with(Options {
        dir: Some(dir.clone()),
        ..Default::default()
    })
    .await;
    let u = first.user("text").await;
    let key = uuid::Uuid::new_v4().to_string();
    let body = json!({"user_id": u, "currency": "IQD", "amount": 7_000}).to_string();
    async fn topup(s: &Server, key: &str, body: &str) -> common::Resp {
        s.send(
            reqwest::Method::POST,
            "/sandbox/wallets/topup",
            Some(&s.sk()),
            &[("idempotency-key", key.to_string())],
            Some(body.to_string()),
        )
        .await
    }
    let sent = topup(&first, &key, &body).await;
    assert_eq!(sent.status, StatusCode::OK, "{sent:?}");
    assert_eq!(sent.header("idempotent-replayed"), None);
    let again = topup(&first, &key, &body).await;
    assert_eq!(again.text, sent.text, "the replay is the same bytes");
    assert_eq!(again.header("idempotent-replayed").as_deref(), Some("true"));
    let merchant = first.merchant_id();
    first.kill();
    drop(first);

    // the record holds the text; make it one written before, with the answer as a map
    let idem = sanduq_store::Key::new(format!("IDEM#{merchant}#{key}"), "IDEM");
    {
        let store = sanduq_store::EmbeddedStore::open_data_dir(&dir).unwrap();
        let mut rec = store.get(&idem).await.unwrap().unwrap();
        assert_eq!(rec["body"].as_str(), Some(sent.text.as_str()));
        assert!(!rec.contains_key("data"));
        rec.remove("body");
        rec.insert("data".into(), sent.body["data"].clone());
        store
            .transact(vec![sanduq_store::Write::Put {
                item: rec,
                cond: None,
            }])
            .await
            .unwrap();
    }
    let second = Server::start_with(Options {
        dir: Some(dir.clone()),
        ..Default::default()
    })
    .await;
    let replayed = topup(&second, &key, &body).await;
    assert_eq!(replayed.status, StatusCode::OK);
    assert_eq!(
        replayed.header("idempotent-replayed").as_deref(),
        Some("true")
    );
    assert_eq!(replayed.body, sent.body);
    assert_eq!(second.balance(&u, "IQD").await, 7_000, "applied once");
    drop(second);
    let _ = std::fs::remove_dir_all(dir);
}
