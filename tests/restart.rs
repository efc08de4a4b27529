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

/// Every kind of item a payment writes (session, payment, refund, journal and statement lines,
/// accounts, events, idempotency records, request logs) read back after a restart with no
/// value kept in memory (`SANDUQ_CACHE_BYTES=0`: each read goes to its record in the log on
/// disk), the log rolled over into segments and snapshots several times on the way.
#[tokio::test]
async fn every_item_kind_reads_back_from_disk_after_a_restart() {
    let dir = common::temp_dir();
    let env: Vec<(String, String)> = [
        ("SANDUQ_CACHE_BYTES", "0"),
        ("SANDUQ_LOG_SEGMENT_BYTES", "8192"),
        ("SANDUQ_LOG_SNAPSHOT_BYTES", "16384"),
        ("SANDUQ_LOG_SNAPSHOT_ITEMS", "4"),
    ]
    .iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect();
    let options = || Options {
        dir: Some(dir.clone()),
        env: env.clone(),
        ..Default::default()
    };
    let first = Server::start_with(options()).await;
    let mut payments = Vec::new();
    for n in 0..6 {
        let (u, sid, pid) = first.authorized(&format!("disk{n}"), 3_000, "USD").await;
        let c = first
            .post(
                &format!("/payments/{pid}/capture"),
                json!({"amount": 2_000}),
            )
            .await;
        assert_eq!(c.status, StatusCode::OK, "{}", c.text);
        payments.push((u, sid, pid));
    }
    let (u, sid, pid) = payments[0].clone();
    // a refund under a key of our own: its answer is replayed from the idempotency record
    let key = uuid::Uuid::new_v4().to_string();
    let refunded = refund_under(&first, &pid, &key).await;
    assert_eq!(refunded.status, StatusCode::OK, "{}", refunded.text);
    let events = first.get("/events?order=asc&per_page=100").await;
    let logs = first.request_log(20).await;
    let payment = first.get(&format!("/payments/{pid}")).await;
    let session = first.get(&format!("/checkout/sessions/{sid}")).await;
    let balance = first.balance(&u, "USD").await;
    let merchant = first.merchant_balance("USD").await;
    let creds = first.creds.clone();
    let mut first = first;
    first.kill();
    drop(first);

    let second = Server::start_with(options()).await;
    assert_eq!(second.creds, creds);
    assert_eq!(
        second.get(&format!("/payments/{pid}")).await.data(),
        payment.data()
    );
    assert_eq!(
        second.get(&format!("/payments/{pid}")).await.data()["refunded_amount"],
        500
    );
    let s = second.get(&format!("/checkout/sessions/{sid}")).await;
    assert_eq!(portless(s.data()), portless(session.data()));
    let again = refund_under(&second, &pid, &key).await;
    assert_eq!(again.status, StatusCode::OK);
    assert_eq!(
        again.data(),
        refunded.data(),
        "the idempotency record replays"
    );
    let events_after = second.get("/events?order=asc&per_page=100").await;
    assert_eq!(portless(events_after.data()), portless(events.data()));
    assert!(rows(events.data()).len() >= 30, "{}", events.text);
    let logs_after = second.request_log(logs.len()).await;
    let ids = |rows: &[serde_json::Value]| -> std::collections::BTreeSet<String> {
        rows.iter().map(|e| e["id"].to_string()).collect()
    };
    assert!(
        ids(&logs).is_subset(&ids(&logs_after)),
        "{logs:?} / {logs_after:?}"
    );
    assert_eq!(second.balance(&u, "USD").await, balance);
    assert_eq!(second.merchant_balance("USD").await, merchant);
    for (u, _, pid) in &payments[1..] {
        assert_eq!(
            second.get(&format!("/payments/{pid}")).await.data()["status"],
            "captured"
        );
        assert_eq!(second.balance(u, "USD").await, 1_000);
    }
    // the journal and the statements, every line read back and balanced
    assert_eq!(second.audit().await["ok"], true);
    let snapshots = std::fs::read_dir(dir.join("log"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.file_name().to_string_lossy().starts_with("snapshot-"))
        })
        .count();
    assert!(snapshots >= 1, "the log never rolled over into a snapshot");
    drop(second);
    let _ = std::fs::remove_dir_all(dir);
}

/// `v` without its `checkout_url`s (they name the server's port, new after a restart).
fn portless(v: &serde_json::Value) -> serde_json::Value {
    match v {
        serde_json::Value::Object(m) => m
            .iter()
            .filter(|(k, _)| *k != "checkout_url")
            .map(|(k, v)| (k.clone(), portless(v)))
            .collect(),
        serde_json::Value::Array(a) => a.iter().map(portless).collect(),
        v => v.clone(),
    }
}

/// The rows of a list's answer (its one array).
fn rows(data: &serde_json::Value) -> Vec<serde_json::Value> {
    data.as_object()
        .and_then(|m| m.values().find_map(|v| v.as_array().cloned()))
        .unwrap_or_default()
}

/// A refund of 500 sent with the Idempotency-Key `key`.
async fn refund_under(server: &Server, pid: &str, key: &str) -> common::Resp {
    server
        .send(
            reqwest::Method::POST,
            &format!("/payments/{pid}/refund"),
            Some(&server.sk()),
            &[("idempotency-key", key.to_string())],
            Some(json!({"amount": 500, "reason": "returned"}).to_string()),
        )
        .await
}

/// A data dir that an engine Sanduq no longer ships wrote (redb's `sanduq.redb`) keeps the
/// server shut, untouched, saying which release migrates it. `sanduq compact` is refused
/// while a server has the store open, and gives back space when none has, the data the same.
#[tokio::test]
async fn a_retired_engines_data_dir_is_refused_and_compact_keeps_the_data() {
    let retired = common::temp_dir();
    std::fs::write(retired.join("sanduq.redb"), b"redb").unwrap();
    let err = refused_serve(&retired);
    assert!(
        err.contains("sanduq.redb") && err.contains("e62e709"),
        "{err}"
    );
    assert!(!retired.join("log").exists());
    let _ = std::fs::remove_dir_all(retired);

    let dir = common::temp_dir();
    let mut first = Server::start_with(Options {
        dir: Some(dir.clone()),
        ..Default::default()
    })
    .await;
    let (u, sid, pid) = first.authorized("move", 3_000, "USD").await;
    first
        .post(
            &format!("/payments/{pid}/capture"),
            json!({"amount": 2_000}),
        )
        .await;
    let creds = first.creds.clone();
    first.kill();
    drop(first);
    let again = Server::start_with(Options {
        dir: Some(dir.clone()),
        ..Default::default()
    })
    .await;
    assert_eq!(again.creds, creds);
    assert_eq!(again.balance(&u, "USD").await, 1_000);
    assert_eq!(again.merchant_balance("USD").await, 1_980);
    let g = again.get(&format!("/checkout/sessions/{sid}")).await;
    assert_eq!(g.data()["status"], "captured");
    drop(again);
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
        .filter(|n| n != "LOCK" && n != "MANIFEST")
        .collect();
    files.sort();
    assert_eq!(files.len(), 2, "{files:?}");
    assert!(files[0].starts_with("log-") && files[1].starts_with("snapshot-"));
    // the new segment holds only its head (a record of 18 bytes naming it and the last)
    assert_eq!(
        std::fs::metadata(dir.join("log").join(&files[0]))
            .unwrap()
            .len(),
        26
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
        // no value kept in memory: each snapshot reads every value back from the log
        small("SANDUQ_CACHE_BYTES", "0"),
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

/// Each file of the store's log directory with its bytes (the lock aside).
fn log_files(dir: &std::path::Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir.join("log"))
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.file_name() != "LOCK")
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect()
}

/// Where each record of a log file begins (length and checksum first, then that many bytes).
fn record_starts(bytes: &[u8]) -> Vec<usize> {
    let mut at = 0;
    let mut out = vec![];
    while at + 8 <= bytes.len() {
        let len = u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as usize;
        if len == 0 || at + 8 + len > bytes.len() {
            break;
        }
        out.push(at);
        at += 8 + len;
    }
    out
}

/// `sanduq serve` on `dir`, which must refuse to start: what it said on stderr.
fn refused_serve(dir: &std::path::Path) -> String {
    let out = sanduq(&["serve", "--addr", "127.0.0.1:0", "--no-test-buyers"], dir);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!out.status.success(), "the server started: {err}");
    err
}

fn sanduq(args: &[&str], dir: &std::path::Path) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_sanduq"))
        .args(args)
        .arg("--data-dir")
        .arg(dir)
        .env("RUST_LOG", "warn")
        .output()
        .unwrap()
}

/// Issue 72 (1): a bit flipped in the store's log, with answered writes after it, was taken
/// for a torn tail: the server started, cut the file and lost them while the money audit
/// said ok. Now the server refuses to start, naming the file and the byte, and changes no
/// file; `sanduq recover` lists what opening it anyway would drop, and only with
/// `--accept-loss` does it, keeping the damaged file beside: the server then starts on a
/// whole prefix of what was answered.
#[tokio::test]
async fn damage_keeps_the_server_shut_until_an_operator_accepts_the_loss() {
    let dir = common::temp_dir();
    let small = vec![("SANDUQ_LOG_SEGMENT_BYTES".to_string(), "4096".to_string())];
    let mut first = Server::start_with(Options {
        dir: Some(dir.clone()),
        env: small.clone(),
        ..Default::default()
    })
    .await;
    let u = first.user("flip").await;
    // answered writes over several segments, until the newest holds three records after
    // its head (the reproduction: damage in the last segment, with whole records after it)
    let mut answered = 0;
    let newest = |dir: &std::path::Path| {
        let files = log_files(dir);
        let last = files
            .keys()
            .rfind(|n| n.starts_with("log-"))
            .unwrap()
            .clone();
        let starts = record_starts(&files[&last]);
        (
            last,
            starts,
            files.keys().filter(|n| n.starts_with("log-")).count(),
        )
    };
    let ready = |dir: &std::path::Path| {
        let (_, starts, segments) = newest(dir);
        segments >= 3 && starts.len() >= 4
    };
    loop {
        first.topup(&u, "IQD", 1_000).await;
        answered += 1;
        if answered >= 60 && ready(&dir) {
            assert_eq!(first.balance(&u, "IQD").await, answered * 1_000);
            first.kill();
            // the server's own background writes (request logs) may have begun a segment
            // after the check: look again with it stopped, and go on if so
            if ready(&dir) || answered >= 1_000 {
                break;
            }
            first = Server::start_with(Options {
                dir: Some(dir.clone()),
                env: small.clone(),
                ..Default::default()
            })
            .await;
        }
    }
    drop(first);
    let (target, starts, _) = newest(&dir);
    assert!(starts.len() >= 4, "{target}: {starts:?}");
    let mut bytes = std::fs::read(dir.join("log").join(&target)).unwrap();
    let at = starts[1] + 20;
    bytes[at] ^= 0x08;
    std::fs::write(dir.join("log").join(&target), &bytes).unwrap();
    let damaged = log_files(&dir);

    let err = refused_serve(&dir);
    assert!(
        err.contains(&target) && err.contains(&format!("byte {}", starts[1])),
        "{err}"
    );
    assert_eq!(log_files(&dir), damaged, "a file was changed");

    let out = sanduq(&["recover"], &dir);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        said.contains("would drop") && said.contains(&target),
        "{said}"
    );
    assert_eq!(log_files(&dir), damaged, "listing changed a file");

    let out = sanduq(&["recover", "--accept-loss"], &dir);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success() && said.contains("dropped"), "{said}");
    assert!(log_files(&dir).contains_key(&format!("{target}.damaged")));
    let second = Server::start_with(Options {
        dir: Some(dir.clone()),
        env: small,
        ..Default::default()
    })
    .await;
    let kept = second.balance(&u, "IQD").await;
    assert!(kept > 0 && kept < answered * 1_000, "a prefix: {kept}");
    assert_eq!(kept % 1_000, 0);
    assert_eq!(second.audit().await["ok"], true);
    drop(second);
    let _ = std::fs::remove_dir_all(dir);
}

/// Issue 72 (6): a data dir holding a file named `log` stopped the server with "File exists
/// (os error 17)". The refusal names the path and what is expected there.
#[tokio::test]
async fn a_file_where_the_log_directory_goes_is_named_in_the_refusal() {
    let dir = common::temp_dir();
    std::fs::write(dir.join("log"), b"notes").unwrap();
    let err = refused_serve(&dir);
    let path = dir.join("log");
    assert!(
        err.contains(&path.display().to_string())
            && err.contains("is a file")
            && err.contains("directory"),
        "{err}"
    );
    assert!(!err.contains("os error 17"), "{err}");
    assert_eq!(std::fs::read(dir.join("log")).unwrap(), b"notes");
    let _ = std::fs::remove_dir_all(dir);
}
