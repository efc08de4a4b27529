//! What `sanduq serve` does with its data dir and its connections: the dir and its files
//! hold every merchant's keys and secrets, so they are the owner's alone; a client that
//! sends its headers too slowly, or holds a connection open without a request, is cut off.

use crate::common;
use common::{Options, Server};
use std::os::unix::fs::PermissionsExt;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

fn mode(p: &std::path::Path) -> u32 {
    std::fs::metadata(p).unwrap().permissions().mode() & 0o777
}

#[tokio::test]
async fn the_data_dir_and_its_files_are_the_owners_alone() {
    let s = Server::start().await;
    assert_eq!(mode(&s.dir), 0o700);
    assert_eq!(mode(&s.dir.join("log")), 0o700);
    // the store's own files (every merchant's secrets are in its items)
    for f in std::fs::read_dir(s.dir.join("log")).unwrap() {
        let f = f.unwrap().path();
        assert_eq!(mode(&f), 0o600, "{}", f.display());
    }
    for f in ["sandbox-credentials.json", "admin-credentials.json"] {
        assert_eq!(mode(&s.dir.join(f)), 0o600, "{f}");
    }
}

/// A developer's first look: `sanduq serve` prints where its reference and dashboard are,
/// and its bare address leads to the reference.
#[tokio::test]
async fn serve_points_to_its_reference_and_dashboard() {
    let s = Server::start().await;
    for line in [
        format!("API reference: {}/docs", s.root),
        format!("Dashboard: {}/dashboard", s.root),
    ] {
        assert!(s.banner.contains(&line), "{line} in {:?}", s.banner);
    }
    let manual = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let r = manual.get(format!("{}/", s.root)).send().await.unwrap();
    assert_eq!(r.status(), 302);
    assert_eq!(r.headers()["location"], "/docs");
    let r = reqwest::get(format!("{}/", s.root)).await.unwrap();
    assert_eq!(r.status(), 200);
    assert!(r.text().await.unwrap().contains("Sanduq API reference"));
}

/// Whether the server closes the connection within `within` (EOF or reset on read).
async fn closed_within(c: &mut TcpStream, within: Duration) -> bool {
    let mut buf = [0u8; 512];
    let deadline = Instant::now() + within;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, c.read(&mut buf)).await {
            Err(_) => return false,
            Ok(Ok(0)) | Ok(Err(_)) => return true,
            Ok(Ok(_)) => continue, // an answer (408 or the like) before the close
        }
    }
}

#[tokio::test]
async fn slow_and_idle_connections_are_closed() {
    let s = Server::start_with(Options {
        extra: vec!["--header-timeout-secs".into(), "1".into()],
        ..Options::default()
    })
    .await;
    let addr = s.root.trim_start_matches("http://").to_string();
    // Silent: connects and sends nothing.
    let mut silent = TcpStream::connect(&addr).await.unwrap();
    // Trickling: a header line every 300 ms, never the end of the headers.
    let mut trickle = TcpStream::connect(&addr).await.unwrap();
    trickle
        .write_all(b"GET /api/v1/openapi.json HTTP/1.1\r\nHost: x\r\n")
        .await
        .unwrap();
    let trickling = tokio::spawn(async move {
        for n in 0..20 {
            tokio::time::sleep(Duration::from_millis(300)).await;
            if trickle
                .write_all(format!("X-Slow-{n}: 1\r\n").as_bytes())
                .await
                .is_err()
            {
                break;
            }
        }
        trickle
    });
    // Idle: one request answered, then nothing on the kept-alive connection.
    let mut idle = TcpStream::connect(&addr).await.unwrap();
    idle.write_all(b"GET /api/v1/openapi.json HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let mut first = [0u8; 64];
    let n = idle.read(&mut first).await.unwrap();
    assert!(first[..n].starts_with(b"HTTP/1.1 200"));
    assert!(
        closed_within(&mut silent, Duration::from_secs(5)).await,
        "silent"
    );
    assert!(
        closed_within(&mut idle, Duration::from_secs(5)).await,
        "idle"
    );
    let mut trickle = trickling.await.unwrap();
    assert!(
        closed_within(&mut trickle, Duration::from_secs(5)).await,
        "trickling"
    );
    // The server still answers.
    let r = s.get("/merchant/wallet").await;
    assert_eq!(r.status, reqwest::StatusCode::OK);
}

/// Pays a fresh session of `amount` IQD as test buyer `ext` with `pin`: the answer.
async fn pay_as(s: &Server, ext: &str, pin: Option<&str>) -> common::Resp {
    let (cs, _) = s.session(ext, 25_000, "IQD").await;
    let body = match pin {
        Some(p) => serde_json::json!({ "pin": p }),
        None => serde_json::json!({}),
    };
    s.post(&format!("/sandbox/checkout/sessions/{cs}/pay"), body)
        .await
}

#[tokio::test]
async fn the_sandbox_test_buyers_behave_as_documented_and_are_refilled_at_start() {
    let dir = common::temp_dir();
    let mut s = Server::start_with(Options {
        dir: Some(dir.clone()),
        test_buyers: true,
        ..Default::default()
    })
    .await;
    let funded = s.get("/sandbox/wallets/test_buyer_funded").await;
    assert_eq!(
        common::account(&funded.data()["accounts"], "IQD"),
        100_000_000
    );
    assert_eq!(
        common::account(&funded.data()["accounts"], "USD"),
        10_000_000
    );
    let r = pay_as(&s, "test_buyer_funded", Some("1234")).await;
    assert_eq!(r.data()["status"], "authorized", "{r:?}");
    pay_as(&s, "test_buyer_broke", Some("1234"))
        .await
        .expect_error(422, "INSUFFICIENT_BALANCE");
    pay_as(&s, "test_buyer_no_pin", Some("1234"))
        .await
        .expect_error(401, "PIN_NOT_SET");
    pay_as(&s, "test_buyer_pin_blocked", Some("1234"))
        .await
        .expect_error(401, "PIN_BLOCKED");
    pay_as(&s, "test_buyer_frozen", Some("1234"))
        .await
        .expect_error(403, "ACCOUNT_FROZEN");
    assert_eq!(s.audit().await["ok"], true);

    // the next start puts them back in shape, without a second of each
    s.kill();
    drop(s);
    let s = Server::start_with(Options {
        dir: Some(dir),
        test_buyers: true,
        ..Default::default()
    })
    .await;
    let funded = s.get("/sandbox/wallets/test_buyer_funded").await;
    assert_eq!(
        common::account(&funded.data()["accounts"], "IQD"),
        100_000_000
    );
    let created = s.get("/events?type=user.created&per_page=100").await;
    assert_eq!(created.data()["events"].as_array().unwrap().len(), 5);
    pay_as(&s, "test_buyer_pin_blocked", Some("1234"))
        .await
        .expect_error(401, "PIN_BLOCKED");
    assert_eq!(s.audit().await["ok"], true);
}
