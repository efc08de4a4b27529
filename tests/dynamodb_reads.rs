//! Round trips per request on DynamoDB (moto_server), counted where the SDK sends them: every
//! state change is exactly one TransactWriteItems, and the hot paths read at most twice once
//! the key and merchant records are cached (`sanduq_kernel::recent`).

mod common;
#[path = "../shared/store/tests/support/moto.rs"]
mod moto;

use reqwest::Method;
use sanduq_admin::merchants::Keys;
use sanduq_kernel::{AppState, Config};
use sanduq_store::calls::Calls;
use sanduq_store::DynamoStore;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

struct Api {
    app: axum::Router,
    sk: String,
    calls: Calls,
}

impl Api {
    /// One request; its status, body and the DynamoDB calls it made.
    async fn send(
        &self,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> (u16, Value, BTreeMap<String, u64>) {
        self.calls.take();
        let (status, v) = common::in_process(&self.app, method, path, &self.sk, body).await;
        (status, v, self.calls.take())
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hot_paths_read_at_most_twice_and_write_once() {
    let m = moto::Moto::start();
    for (k, v) in m.env() {
        std::env::set_var(k, v);
    }
    let table = format!("sanduq-{}", uuid::Uuid::new_v4().simple());
    let (store, calls) = DynamoStore::from_env_counted(table).await;
    store.ensure_table().await.unwrap();
    // A function's init opens the connection with one read (`lambda_env::state`)...
    calls.take();
    assert!(store.warm(Duration::from_secs(5)).await);
    assert_eq!(calls.take(), BTreeMap::from([("GetItem".to_string(), 1)]));
    // ...and an endpoint that does not answer costs init no more than the time allowed.
    let conf = aws_config::load_from_env().await;
    let dead = aws_sdk_dynamodb::config::Builder::from(&conf)
        .endpoint_url("http://127.0.0.1:9")
        .build();
    let dead = DynamoStore::new(aws_sdk_dynamodb::Client::from_conf(dead), "sanduq");
    let started = std::time::Instant::now();
    assert!(!dead.warm(Duration::from_millis(300)).await);
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    let config = Config {
        default_rate_limit: 1000,
        ..Config::default()
    };
    let st = AppState::new(Arc::new(store), config);
    let keys = Keys::generate();
    common::approved_merchant(&st, "Reads", 100, &keys).await;
    let api = Api {
        app: sanduq_service::app(st),
        sk: keys.secret_key.expose().to_string(),
        calls,
    };

    let mut seen = Vec::new();
    let mut step = |name: &str, status: u16, want: u16, v: &Value, c: BTreeMap<String, u64>| {
        assert_eq!(status, want, "{name}: {v}");
        seen.push(format!("{name}: {c:?}"));
        c
    };
    // the first request reads the key and the merchant; later ones reuse them
    let (s, v, c) = api.send(Method::GET, "/merchant/wallet", None).await;
    let first = step("wallet (cold)", s, 200, &v, c);
    let (s, v, c) = api.send(Method::GET, "/merchant/wallet", None).await;
    let wallet = step("wallet", s, 200, &v, c);
    let (s, v, c) = api
        .send(
            Method::POST,
            "/users/sync",
            Some(json!({"external_user_id": "reads-1", "name": "Reader"})),
        )
        .await;
    let sync = step("sync", s, 201, &v, c);
    let user = v["data"]["id"].as_str().unwrap().to_string();
    let (s, v, c) = api
        .send(
            Method::POST,
            "/sandbox/wallets/topup",
            Some(json!({"user_id": user, "currency": "IQD", "amount": 50_000})),
        )
        .await;
    let topup = step("topup", s, 200, &v, c);
    let (s, v, c) = api
        .send(
            Method::POST,
            "/checkout/sessions",
            Some(json!({"external_user_id": "reads-1", "amount": 20_000, "currency": "IQD",
                        "success_url": "https://shop.example/ok", "cancel_url": "https://shop.example/no"})),
        )
        .await;
    let session = step("session", s, 201, &v, c);
    let sid = v["data"]["id"].as_str().unwrap().to_string();
    let pid = v["data"]["payment_id"].as_str().unwrap().to_string();
    let (s, v, c) = api
        .send(
            Method::POST,
            &format!("/sandbox/checkout/sessions/{sid}/pay"),
            Some(json!({})),
        )
        .await;
    let pay = step("pay", s, 200, &v, c);
    let (s, v, c) = api
        .send(
            Method::POST,
            &format!("/payments/{pid}/capture"),
            Some(json!({})),
        )
        .await;
    let capture = step("capture", s, 200, &v, c);
    let (s, v, c) = api
        .send(
            Method::POST,
            &format!("/payments/{pid}/refund"),
            Some(json!({"amount": 5_000, "reason": "reads"})),
        )
        .await;
    let refund = step("refund", s, 200, &v, c);
    let (s, v, c) = api
        .send(Method::GET, &format!("/checkout/sessions/{sid}"), None)
        .await;
    let get = step("get session", s, 200, &v, c);
    eprintln!("DynamoDB calls per request:\n  {}", seen.join("\n  "));

    assert!(
        Calls::reads(&first) > Calls::reads(&wallet),
        "{first:?} {wallet:?}"
    );
    for (name, c) in [
        ("sync", &sync),
        ("topup", &topup),
        ("session", &session),
        ("pay", &pay),
        ("capture", &capture),
        ("refund", &refund),
    ] {
        assert_eq!(c.get("TransactWriteItems"), Some(&1), "{name}: {c:?}");
    }
    for (name, c, most) in [
        ("wallet", &wallet, 2),
        ("session", &session, 2),
        ("pay", &pay, 2),
        ("capture", &capture, 2),
        ("refund", &refund, 2),
        ("get session", &get, 2),
    ] {
        assert!(Calls::reads(c) <= most, "{name} reads {c:?}");
    }
    drop(m);
}
