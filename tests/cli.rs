//! The developer's CLI against `sanduq serve`: `login` stores a profile, `listen` forwards a
//! full lifecycle's events to local receivers (verified with the Standard Webhooks reference
//! library), routes by type, stops cleanly on Ctrl-C and resumes without losing or repeating
//! an event; `events`, `clock` and `payments` read and act through the public API.

use crate::common;
use crate::receiver;

use common::Server;
use receiver::{verify_all, Receiver};
use reqwest::{Method, StatusCode};
use serde_json::json;
use std::collections::HashSet;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

fn bin() -> String {
    std::env::var("SANDUQ_BIN").unwrap_or(env!("CARGO_BIN_EXE_sanduq").into())
}

fn cli(config: &Path, args: &[&str]) -> std::process::Output {
    Command::new(bin())
        .args(args)
        .env("SANDUQ_CONFIG_DIR", config)
        .env_remove("SANDUQ_API_KEY")
        .env_remove("SANDUQ_BASE_URL")
        .env_remove("SANDUQ_PROFILE")
        .output()
        .expect("run sanduq")
}

fn ok(out: &std::process::Output) -> String {
    assert!(
        out.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A running `sanduq listen` and the lines it printed.
struct Listener {
    child: Child,
    lines: Arc<Mutex<Vec<String>>>,
}

impl Listener {
    fn start(config: &Path, args: &[&str]) -> Listener {
        let mut all = vec!["listen"];
        all.extend_from_slice(args);
        Listener::start_cmd(config, &all)
    }

    /// Any long-running subcommand, its lines collected.
    fn start_cmd(config: &Path, args: &[&str]) -> Listener {
        let mut child = Command::new(bin())
            .args(args)
            .env("SANDUQ_CONFIG_DIR", config)
            .stdout(Stdio::piped())
            .spawn()
            .expect("start sanduq listen");
        let lines = Arc::new(Mutex::new(vec![]));
        let out = child.stdout.take().unwrap();
        let l = lines.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                l.lock().unwrap().push(line);
            }
        });
        Listener { child, lines }
    }

    async fn wait_line(&self, has: &str) -> String {
        for _ in 0..400 {
            if let Some(l) = self.lines.lock().unwrap().iter().find(|l| l.contains(has)) {
                return l.clone();
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("no line with {has}: {:#?}", self.lines.lock().unwrap());
    }

    /// Ctrl-C, as a terminal sends it; the listener must end on its own, with exit 0.
    fn interrupt(mut self) -> Vec<String> {
        let pid = self.child.id().to_string();
        assert!(Command::new("kill")
            .args(["-INT", &pid])
            .status()
            .unwrap()
            .success());
        for _ in 0..200 {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "{status:?}");
                std::thread::sleep(Duration::from_millis(100));
                return self.lines.lock().unwrap().clone();
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        panic!("listen did not stop on Ctrl-C");
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

fn secret_of(line: &str) -> String {
    line.split_whitespace()
        .find(|w| w.starts_with("whsec_"))
        .expect("a whsec_ secret")
        .to_string()
}

fn config_dir() -> PathBuf {
    let d = common::temp_dir();
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A buyer pays, the merchant captures and refunds in part.
async fn lifecycle(s: &Server, ext: &str) {
    let (_, _, pid) = s.authorized(ext, 25_000, "IQD").await;
    let c = s.post(&format!("/payments/{pid}/capture"), json!({})).await;
    assert!(c.status.is_success(), "{c:?}");
    let r = s
        .post(
            &format!("/payments/{pid}/refund"),
            json!({ "amount": 5_000, "reason": "one cup returned" }),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
}

/// Ids of the server's events newer than `since` (an event id, or None: all), oldest first.
async fn events_after(s: &Server, since: Option<&str>) -> Vec<(String, String)> {
    let all = s.get("/events?order=asc&per_page=100").await;
    let rows: Vec<(String, String)> = all.data()["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["id"].as_str().unwrap().into(),
                e["type"].as_str().unwrap().into(),
            )
        })
        .collect();
    match since.and_then(|id| rows.iter().position(|(e, _)| e == id)) {
        Some(i) => rows[i + 1..].to_vec(),
        None if since.is_none() => rows,
        None => panic!("{since:?} not listed"),
    }
}

#[tokio::test]
async fn listen_forwards_signed_routes_by_type_and_resumes_after_ctrl_c() {
    let s = Server::start().await;
    let config = config_dir();
    // an event from before the listener: not forwarded (it follows from now on)
    s.user("before").await;
    let before = events_after(&s, None).await;
    let last_before = before.last().unwrap().0.clone();

    let out = ok(&cli(
        &config,
        &["login", "--base-url", &s.root, "--key", &s.sk()],
    ));
    assert!(
        out.contains("Logged in to") && out.contains("sandbox"),
        "{out}"
    );
    let stored = std::fs::read_to_string(config.join("config.json")).unwrap();
    assert!(stored.contains(&s.sk()));
    // a wrong key is refused and not stored
    let bad = cli(
        &config,
        &[
            "login",
            "--base-url",
            &s.root,
            "--key",
            "sk_sandbox_nope",
            "--profile",
            "bad",
        ],
    );
    assert!(!bad.status.success());
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("MERCHANT_NOT_FOUND"),
        "{bad:?}"
    );
    assert!(!std::fs::read_to_string(config.join("config.json"))
        .unwrap()
        .contains("\"bad\""));

    let main = Receiver::start().await;
    let users = Receiver::start().await;
    let route = format!("user.*={}", users.url);
    let args = [
        "--forward-to",
        &main.url,
        "--route",
        &route,
        "--interval-ms",
        "100",
    ];
    let l = Listener::start(&config, &args);
    let secret = secret_of(&l.wait_line("signing secret").await);

    lifecycle(&s, "first").await;
    let wanted = events_after(&s, Some(&last_before)).await;
    assert!(wanted.len() >= 6, "{wanted:?}");
    let user_events = wanted
        .iter()
        .filter(|(_, t)| t.starts_with("user."))
        .count();
    assert!(user_events >= 1);
    main.wait_for(wanted.len() - user_events).await;
    users.wait_for(user_events).await;
    l.wait_line(&wanted.last().unwrap().0).await;
    let lines = l.interrupt();
    assert!(
        lines.iter().any(|l| l.starts_with("Stopped.")),
        "{lines:#?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("payment.completed") && l.contains("[200]") && l.contains(" ms")),
        "{lines:#?}"
    );

    // while it is stopped, more happens
    lifecycle(&s, "second").await;
    let l = Listener::start(&config, &args);
    assert_eq!(
        secret_of(&l.wait_line("signing secret").await),
        secret,
        "same secret on every start"
    );
    let all = events_after(&s, Some(&last_before)).await;
    let users_all = all.iter().filter(|(_, t)| t.starts_with("user.")).count();
    main.wait_for(all.len() - users_all).await;
    users.wait_for(users_all).await;
    l.wait_line(&all.last().unwrap().0).await;
    // a little longer: nothing more comes
    tokio::time::sleep(Duration::from_millis(600)).await;
    l.interrupt();

    let got: Vec<_> = main.got().into_iter().chain(users.got()).collect();
    let ids: Vec<&str> = got.iter().map(|g| g.id.as_str()).collect();
    let unique: HashSet<&str> = ids.iter().copied().collect();
    assert_eq!(ids.len(), unique.len(), "an event forwarded twice: {ids:?}");
    let expected: HashSet<&str> = all.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(unique, expected, "every event after the start, none before");
    assert!(!unique.contains(last_before.as_str()));
    // routed by type
    assert!(users
        .got()
        .iter()
        .all(|g| g.event()["type"].as_str().unwrap().starts_with("user.")));
    assert!(main
        .got()
        .iter()
        .all(|g| !g.event()["type"].as_str().unwrap().starts_with("user.")));
    // each verified by the reference library with the printed secret
    let checks: Vec<(String, receiver::Got)> =
        got.iter().map(|g| (secret.clone(), g.clone())).collect();
    let verified = verify_all(&checks);
    for (v, g) in verified.iter().zip(&got) {
        assert_eq!(v["id"], g.id.as_str(), "{v}");
    }
    let forged: Vec<(String, receiver::Got)> = got
        .iter()
        .take(1)
        .map(|g| {
            (
                "whsec_MDEyMzQ1Njc4OTAxMjM0NTY3ODkwMTIz".to_string(),
                g.clone(),
            )
        })
        .collect();
    assert!(verify_all(&forged)[0]["refused"].is_string());
}

#[tokio::test]
async fn listen_filters_by_family_and_refuses_what_it_cannot_do() {
    let s = Server::start().await;
    let config = config_dir();
    ok(&cli(
        &config,
        &["login", "--base-url", &s.root, "--key", &s.sk()],
    ));
    let rx = Receiver::start().await;
    let l = Listener::start(
        &config,
        &[
            "--forward-to",
            &rx.url,
            "--events",
            "payment.*",
            "--interval-ms",
            "100",
        ],
    );
    l.wait_line("signing secret").await;
    lifecycle(&s, "f").await;
    let payments = s.get("/events?types=payment.*&per_page=100").await;
    let n = payments.data()["events"].as_array().unwrap().len();
    assert_eq!(n, 3, "created, completed, refunded");
    let got = rx.wait_for(n).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(rx.got().len(), n);
    assert!(got
        .iter()
        .all(|g| g.event()["type"].as_str().unwrap().starts_with("payment.")));
    l.interrupt();

    for (args, says) in [
        (vec!["listen"], "--forward-to"),
        (
            vec![
                "listen",
                "--forward-to",
                "http://127.0.0.1:9/x",
                "--events",
                "pay*",
            ],
            "wildcard",
        ),
        (
            vec!["listen", "--route", "nothing.*=http://127.0.0.1:9/x"],
            "names no event type",
        ),
        (
            vec![
                "listen",
                "--forward-to",
                "http://127.0.0.1:9/x",
                "--profile",
                "nobody",
            ],
            "sanduq login",
        ),
    ] {
        let out = cli(&config, &args);
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[tokio::test]
async fn events_clock_and_payments_act_through_the_api() {
    let s = Server::start().await;
    let config = config_dir();
    ok(&cli(
        &config,
        &[
            "login",
            "--base-url",
            &format!("{}/api/v1/", s.root),
            "--key",
            &s.sk(),
            "--gateway-key",
            s.creds["hmac_key_id"].as_str().unwrap(),
            "--gateway-secret",
            s.creds["hmac_secret"].as_str().unwrap(),
        ],
    ));
    let (_, _, reserved) = s.authorized("p1", 7_000, "IQD").await;
    lifecycle(&s, "p2").await;

    let out = ok(&cli(&config, &["events", "list", "--limit", "3"]));
    assert_eq!(out.lines().count(), 3, "{out}");
    let out = ok(&cli(
        &config,
        &["events", "list", "--types", "payment.*", "--limit", "50"],
    ));
    assert_eq!(
        out.lines().count(),
        4,
        "p1 created; p2 created, completed, refunded: {out}"
    );
    assert!(out.lines().all(|l| l.contains(" payment.")), "{out}");
    let out = ok(&cli(&config, &["events", "list", "--limit", "1", "--json"]));
    let e: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert!(e["id"].as_str().unwrap().starts_with("evt_"));

    // resend to an endpoint
    let rx = Receiver::start().await;
    let we = s
        .post(
            "/webhooks/endpoints",
            json!({ "url": rx.url, "events": ["user.created"] }),
        )
        .await;
    let we = we.data()["id"].as_str().unwrap().to_string();
    let ev = e["id"].as_str().unwrap();
    let out = ok(&cli(&config, &["events", "resend", ev, "--endpoint", &we]));
    assert!(out.contains(ev), "{out}");
    // the relay may also fan out a user.created made before the endpoint (it matches endpoints
    // when it relays): wait for the resent event itself
    rx.wait_for_event(ev).await;
    let bad = cli(&config, &["events", "resend", ev, "--endpoint", "we_nope"]);
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("NOT_FOUND"),
        "{bad:?}"
    );

    // payments by status, in the gateway's words
    let out = ok(&cli(&config, &["payments", "list", "--status", "reserved"]));
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(out.contains(&reserved) && out.contains("reserved"), "{out}");
    let out = ok(&cli(&config, &["payments", "list"]));
    assert_eq!(out.lines().count(), 2, "{out}");
    // without an HMAC key the secret key reads the list too
    let plain = config_dir();
    ok(&cli(
        &plain,
        &["login", "--base-url", &s.root, "--key", &s.sk()],
    ));
    assert_eq!(
        ok(&cli(&plain, &["payments", "list", "--status", "completed"]))
            .lines()
            .count(),
        0
    );
    assert_eq!(
        ok(&cli(
            &plain,
            &["payments", "list", "--status", "partially_refunded"]
        ))
        .lines()
        .count(),
        1
    );
    let bad = cli(&config, &["payments", "list", "--status", "paid"]);
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("VALIDATION_ERROR"),
        "{bad:?}"
    );

    // the test clock
    let out = ok(&cli(&config, &["clock", "advance", "3d"]));
    assert!(out.contains("259200"), "{out}");
    let out = ok(&cli(&config, &["clock", "show"]));
    assert!(out.contains("259200"), "{out}");
    let bad = cli(&config, &["clock", "advance", "3w"]);
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("s, m, h or d"),
        "{bad:?}"
    );

    // flags and environment over the profile
    let other = Server::start().await;
    let out = Command::new(bin())
        .args(["events", "list", "--limit", "100"])
        .env("SANDUQ_CONFIG_DIR", &config)
        .env("SANDUQ_BASE_URL", &other.root)
        .env("SANDUQ_API_KEY", other.sk())
        .output()
        .unwrap();
    assert_eq!(
        ok(&out).lines().count(),
        0,
        "a fresh merchant has no events"
    );
}

#[tokio::test]
async fn trigger_makes_every_catalogue_event_with_custom_data() {
    let s = Server::start().await;
    let config = config_dir();
    ok(&cli(
        &config,
        &[
            "login",
            "--base-url",
            &s.root,
            "--key",
            &s.sk(),
            "--gateway-key",
            s.creds["hmac_key_id"].as_str().unwrap(),
            "--gateway-secret",
            s.creds["hmac_secret"].as_str().unwrap(),
        ],
    ));
    let list = ok(&cli(&config, &["trigger", "--list"]));
    let kinds: Vec<String> = list
        .lines()
        .take_while(|l| !l.is_empty())
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect();
    assert!(kinds.len() >= 40, "{list}");
    for kind in &kinds {
        let out = Command::new(bin())
            .args(["trigger", kind])
            .env("SANDUQ_CONFIG_DIR", &config)
            .env("SANDUQ_ADMIN_KEY", &s.admin_key)
            .output()
            .unwrap();
        let printed = ok(&out);
        assert!(
            printed.contains(&format!("  {kind}\n")),
            "{kind}: {printed}"
        );
        let listed = s.get(&format!("/events?type={kind}")).await;
        assert!(
            !listed.data()["events"].as_array().unwrap().is_empty(),
            "{kind}: not in GET /events"
        );
    }
    assert_eq!(
        s.audit().await["ok"],
        true,
        "every fixture's money balances"
    );

    // custom data: the payment carries the amount and currency asked for
    let out = ok(&cli(
        &config,
        &[
            "trigger",
            "payment.completed",
            "--set",
            "amount=5000",
            "--set",
            "currency=USD",
        ],
    ));
    let pay = out
        .lines()
        .find(|l| l.starts_with("capture"))
        .and_then(|l| l.split_whitespace().nth(1))
        .unwrap()
        .to_string();
    let p = s.get(&format!("/payments/{pay}")).await;
    assert_eq!(
        (p.data()["amount"].as_i64(), p.data()["currency"].as_str()),
        (Some(5000), Some("USD"))
    );
    assert_eq!(p.data()["status"], "captured");

    // what it refuses, and why
    for (args, says) in [
        (vec!["trigger", "payment.nope"], "no such event type"),
        (
            vec!["trigger", "payment.created", "--set", "amout=5"],
            "no such parameter",
        ),
        (
            vec!["trigger", "payment.created", "--set", "currency=XYZ"],
            "UNSUPPORTED_CURRENCY",
        ),
        (vec!["trigger", "user.frozen"], "admin key"),
    ] {
        let out = cli(&config, &args);
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
    // without an HMAC key the gateway's void cannot be called
    let plain = config_dir();
    ok(&cli(
        &plain,
        &["login", "--base-url", &s.root, "--key", &s.sk()],
    ));
    // ... and that is known before anything is made (issue 72: each try made a buyer and
    // held 25,000 IQD in escrow before failing)
    let payments = || async {
        let l = s
            .gw(reqwest::Method::GET, "/gateway/payments?per_page=1", "")
            .await;
        l.data()["pagination"]["total"].clone()
    };
    let (p0, events0) = (
        payments().await,
        s.get("/events?per_page=1").await.data()["events"][0]["id"].clone(),
    );
    let out = cli(&plain, &["trigger", "payment.voided"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && err.contains("--gateway-key") && err.contains("nothing was made"),
        "{out:?}"
    );
    let events1 = s.get("/events?per_page=1").await.data()["events"][0]["id"].clone();
    assert_eq!((payments().await, events1), (p0, events0), "nothing made");
    // a live key is refused before anything is made
    let live = s
        .admin(
            reqwest::Method::POST,
            "/admin/merchants",
            Some(json!({"name": "Live shop", "status": "approved", "environment": "production"})),
        )
        .await;
    let live_key = live.data()["keys"]["secret_key"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(live_key.starts_with("sk_live_"), "{live:?}");
    let out = Command::new(bin())
        .args([
            "trigger",
            "user.created",
            "--base-url",
            &s.root,
            "--key",
            &live_key,
        ])
        .env("SANDUQ_CONFIG_DIR", &plain)
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("sandbox only"),
        "{out:?}"
    );
}

#[tokio::test]
async fn the_request_log_lists_a_merchants_requests_and_logs_tail_follows_it() {
    let s = Server::start().await;
    let config = config_dir();
    ok(&cli(
        &config,
        &["login", "--base-url", &s.root, "--key", &s.sk()],
    ));
    let u = s.user("log-1").await;
    s.post(
        "/checkout/sessions",
        json!({"external_user_id": "log-1", "amount": -5, "currency": "IQD"}),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    s.get("/payments/pay_00000000000000000000000000")
        .await
        .expect_error(404, "PAYMENT_NOT_FOUND");
    let rows = s.request_log(3).await;
    // newest first, with the route template (never the ids), status, code, latency
    assert_eq!(rows[0]["route"], "/api/v1/payments/{payment_id}");
    assert_eq!(rows[0]["status"], 404);
    assert_eq!(rows[0]["error_code"], "PAYMENT_NOT_FOUND");
    assert_eq!(rows[1]["route"], "/api/v1/checkout/sessions");
    assert_eq!(
        (rows[1]["method"].as_str(), rows[1]["status"].as_u64()),
        (Some("POST"), Some(422))
    );
    assert_eq!(rows[2]["route"], "/api/v1/users/sync");
    assert_eq!(rows[2]["error_code"], serde_json::Value::Null);
    assert!(rows[2]["id"].as_str().unwrap().starts_with("req_"));
    assert!(rows[2]["latency_ms"].as_f64().unwrap() >= 0.0);
    let text = serde_json::to_string(&rows).unwrap();
    assert!(
        !text.contains(&s.sk()) && !text.contains(&u) && !text.contains("log-1"),
        "{text}"
    );

    // pages by cursor, either order
    let first = s.get("/request-logs?per_page=2").await;
    let cursor = first.data()["pagination"]["next_cursor"]
        .as_str()
        .unwrap()
        .to_string();
    let enc: String = url::form_urlencoded::byte_serialize(cursor.as_bytes()).collect();
    let rest = s
        .get(&format!("/request-logs?per_page=2&starting_after={enc}"))
        .await;
    assert_eq!(rest.data()["requests"][0]["id"], rows[2]["id"], "{rest:?}");
    let asc = s.get("/request-logs?order=asc&per_page=1").await;
    assert_eq!(
        asc.data()["requests"][0]["route"],
        "/api/v1/merchant/branding",
        "login's check"
    );
    s.get("/request-logs?starting_after=yesterday")
        .await
        .expect_error(422, "VALIDATION_ERROR");
    // another merchant sees only its own
    let other = s
        .admin(
            reqwest::Method::POST,
            "/admin/merchants",
            Some(json!({"name": "Other", "status": "approved"})),
        )
        .await;
    let theirs = other.data()["keys"]["secret_key"]
        .as_str()
        .unwrap()
        .to_string();
    let r = s
        .send(
            reqwest::Method::GET,
            "/request-logs",
            Some(&theirs),
            &[],
            None,
        )
        .await;
    assert_eq!(r.data()["requests"].as_array().unwrap().len(), 0, "{r:?}");

    // the CLI
    let out = ok(&cli(&config, &["logs", "tail", "--limit", "3"]));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(
        lines[0].contains("/api/v1/users/sync") && lines[2].contains("PAYMENT_NOT_FOUND"),
        "{out}"
    );
    let out = ok(&cli(&config, &["logs", "tail", "--errors"]));
    assert_eq!(out.lines().count(), 2, "{out}");
    let l = Listener::start_cmd(
        &config,
        &[
            "logs",
            "tail",
            "--follow",
            "--limit",
            "1",
            "--interval-ms",
            "100",
        ],
    );
    l.wait_line("PAYMENT_NOT_FOUND").await;
    s.get("/payouts/po_00000000000000000000000000").await;
    l.wait_line("/api/v1/payouts/{payout_id}").await;
    l.interrupt();
}

/// `sanduq load`: its report as JSON (`--json`), and the process's exit.
fn load(args: &[&str]) -> (std::process::Output, Option<serde_json::Value>) {
    let dir = common::temp_dir();
    let json = dir.join("report.json");
    let mut all = vec!["load", "--json", json.to_str().unwrap()];
    all.extend_from_slice(args);
    let out = cli(&dir, &all);
    let report = std::fs::read_to_string(&json)
        .ok()
        .map(|t| serde_json::from_str(&t).unwrap());
    (out, report)
}

/// The sandbox merchant's receipt series (the platform admin's view).
async fn receipt_series(s: &Server) -> serde_json::Value {
    let id = s.merchant_id();
    let r = s
        .admin(Method::GET, &format!("/admin/merchants/{id}"), None)
        .await;
    r.data()["receipt_series"].clone()
}

async fn set_receipt_series(s: &Server, n: u64) {
    let id = s.merchant_id();
    let r = s
        .admin(
            Method::PATCH,
            &format!("/admin/merchants/{id}"),
            Some(json!({ "receipt_series": n })),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
}

#[tokio::test]
async fn the_load_tool_drives_lifecycles_over_the_api_and_reports_what_failed() {
    let s = Server::start().await;
    let dir = s.dir.to_str().unwrap().to_string();
    let pid = s.pid().to_string();
    let base = |b: &str| -> Vec<String> {
        [
            "--concurrency",
            "3",
            "--warmup",
            "0",
            "--base-url",
            b,
            "--server-pid",
            &pid,
        ]
        .map(String::from)
        .to_vec()
    };
    let args = |extra: &[&str], b: &str| -> Vec<String> {
        let mut a = base(b);
        a.extend(extra.iter().map(|x| x.to_string()));
        a
    };
    let run = |a: Vec<String>| load(&a.iter().map(String::as_str).collect::<Vec<_>>());
    let before = s.merchant_balance("IQD").await;

    // 12 lifecycles: each buyer synced and topped up, a session paid, captured, refunded in part
    let (out, report) = run(args(
        &[
            "--scenario",
            "lifecycle",
            "--count",
            "12",
            "--data-dir",
            &dir,
        ],
        &s.base,
    ));
    let r = report.unwrap_or_else(|| panic!("{}", String::from_utf8_lossy(&out.stderr)));
    assert!(out.status.success());
    assert_eq!(r["failures"], json!({}), "{r}");
    assert_eq!(r["lifecycles"]["count"], 12);
    assert_eq!(
        (r["calls_per_lifecycle"].as_u64(), r["requests"].as_u64()),
        (Some(6), Some(72))
    );
    for kind in ["sync", "topup", "session", "pay", "capture", "refund"] {
        assert_eq!(r["per_call"][kind]["count"], 12, "{kind}: {r}");
    }
    assert!(r["server_cpu_us_per_request"].as_f64().is_some(), "{r}");
    // the server did them: 12 payments of 25,000 captured (1% commission) and 5,000 of each
    // refunded, the books balanced
    assert_eq!(
        s.merchant_balance("IQD").await - before,
        12 * (24_750 - 4_950)
    );
    assert_eq!(s.audit().await["ok"], true);
    // the merchant was given 16 receipt series first (--receipt-series, default 16): its
    // receipts are numbered by series, so 16 workers' completions do not queue on one counter
    assert_eq!(receipt_series(&s).await, 16);
    let payments = s.get("/gateway/payments?per_page=1").await;
    let id = payments.data()["payments"][0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let payment = s.get(&format!("/payments/{id}")).await;
    let number = payment.data()["receipt"]["number"].clone();
    assert!(
        number.as_str().is_some_and(|n| n.contains("-S")),
        "numbered in a series: {payment:?}"
    );
    set_receipt_series(&s, 3).await;
    let (out, r) = run(args(
        &[
            "--scenario",
            "lifecycle",
            "--count",
            "2",
            "--receipt-series",
            "0",
            "--data-dir",
            &dir,
        ],
        &s.base,
    ));
    assert!(out.status.success());
    assert_eq!(r.unwrap()["failures"], json!({}));
    assert_eq!(
        receipt_series(&s).await,
        3,
        "0 leaves the merchant as it is"
    );
    let (out, _) = run(args(&["--receipt-series", "65", "--count", "1"], &s.base));
    assert!(
        !out.status.success(),
        "65 series are more than a merchant may keep"
    );

    // the authenticated read and the bare route, over the same connections
    let (out, r) = run(args(
        &["--scenario", "wallet", "--count", "5", "--data-dir", &dir],
        &s.base,
    ));
    assert!(out.status.success());
    assert_eq!(r.unwrap()["per_call"]["wallet"]["count"], 5);
    let (_, r) = run(args(&["--scenario", "ping", "--count", "5"], &s.root));
    assert_eq!(r.unwrap()["per_call"]["ping"]["count"], 5);

    // a key no merchant holds: every call refused (403), counted and shown, not a crash
    let (out, r) = run(args(
        &[
            "--scenario",
            "session",
            "--count",
            "3",
            "--key",
            "sk_test_nope",
        ],
        &s.base,
    ));
    assert!(
        !out.status.success(),
        "the setup call (the buyer's sync) fails"
    );
    assert!(r.is_none());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("the setup call failed") && stderr.contains("MERCHANT_NOT_FOUND"),
        "{stderr}"
    );
    let (out, r) = run(args(
        &[
            "--scenario",
            "lifecycle",
            "--count",
            "3",
            "--key",
            "sk_test_nope",
        ],
        &s.base,
    ));
    assert!(out.status.success());
    let r = r.unwrap();
    assert_eq!(r["failures"]["sync"], 3, "{r}");
    assert_eq!(r["lifecycles"]["count"], 0);
    assert!(
        r["first_errors"][0]
            .as_str()
            .unwrap()
            .contains("MERCHANT_NOT_FOUND"),
        "{r}"
    );

    // what it cannot measure is refused before any call, with the reason
    for (url, says) in [
        ("https://api.example.com/api/v1", "plain HTTP"),
        ("http://127.0.0.1:1/api/v1?x=1", "no query"),
    ] {
        let (out, _) = run(args(&["--count", "1", "--key", "sk_test_x"], url));
        assert!(!out.status.success());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(says), "{url}: {stderr}");
    }
    // a server that is not there: each call fails with the connection's error
    let (out, r) = run(args(
        &["--count", "2", "--key", "sk_test_x"],
        "http://127.0.0.1:1/api/v1",
    ));
    assert!(out.status.success());
    let r = r.unwrap();
    assert_eq!(r["failures"]["sync"], 2, "{r}");
    assert!(
        r["first_errors"][0]
            .as_str()
            .unwrap()
            .contains("connect to 127.0.0.1:1"),
        "{r}"
    );
}
