//! The embedded store persists: a restart keeps merchants, keys, users, balances and payments.

mod common;
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
