//! The whole service on `--store dynamodb` (moto_server through the standard AWS
//! environment): a payment's lifecycle, a race, subscription billing, and the audit.

use crate::common;
use crate::moto;

use common::{Options, Server};
use reqwest::StatusCode;
use serde_json::json;
use std::sync::Arc;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn service_runs_on_dynamodb() {
    let m = moto::Moto::start();
    let table = format!("sanduq-{}", uuid::Uuid::new_v4().simple());
    let s = Arc::new(
        Server::start_with(Options {
            extra: vec!["--store".into(), "dynamodb".into(), "--table".into(), table],
            env: m.env(),
            ..Default::default()
        })
        .await,
    );
    let (u, sid, p) = s.authorized("dyn", 10_000, "USD").await;
    assert_eq!(s.balance(&u, "USD").await, 0);
    let tasks: Vec<_> = (0..10)
        .map(|_| {
            let (s, p) = (s.clone(), p.clone());
            tokio::spawn(async move {
                s.post(&format!("/payments/{p}/capture"), json!({"amount": 6_000}))
                    .await
            })
        })
        .collect();
    let mut ok = 0;
    for t in tasks {
        let r = t.await.unwrap();
        if r.status == StatusCode::OK {
            ok += 1;
        } else {
            assert!(
                ["PAYMENT_ALREADY_CAPTURED", "WALLET_BUSY"].contains(&r.code()),
                "{r:?}"
            );
        }
    }
    assert_eq!(ok, 1);
    assert_eq!(s.balance(&u, "USD").await, 4_000);
    assert_eq!(s.merchant_balance("USD").await, 5_940);
    let f = s
        .post(
            &format!("/payments/{p}/refund"),
            json!({"amount": 1_000, "reason": "r"}),
        )
        .await;
    assert_eq!(f.data()["status"], "partially_refunded", "{f:?}");
    assert_eq!(
        s.get(&format!("/checkout/sessions/{sid}")).await.data()["status"],
        "partially_refunded"
    );
    // idempotency on DynamoDB
    let key = uuid::Uuid::new_v4().to_string();
    let body = json!({"user_id": u, "currency": "IQD", "amount": 500}).to_string();
    for _ in 0..3 {
        let r = s
            .send(
                reqwest::Method::POST,
                "/sandbox/wallets/topup",
                Some(&s.sk()),
                &[("idempotency-key", key.clone())],
                Some(body.clone()),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{r:?}");
    }
    assert_eq!(s.balance(&u, "IQD").await, 500);
    // the gateway on DynamoDB: signed list served by the payments index, newest first
    let (_, later) = s.session("dyn", 300, "USD").await;
    let l = s
        .gw(
            reqwest::Method::GET,
            "/gateway/payments?currency=USD&per_page=10",
            "",
        )
        .await;
    assert_eq!(l.status, StatusCode::OK, "{l:?}");
    let ids: Vec<&str> = l.data()["payments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, [later.as_str(), p.as_str()]);
    let l = s
        .gw(
            reqwest::Method::GET,
            "/gateway/payments?status=partially_refunded",
            "",
        )
        .await;
    assert_eq!(l.data()["pagination"]["total"], 1, "{l:?}");
    // expiry written through the test clock on DynamoDB
    s.advance(30 * 60).await;
    let d = s
        .gw(
            reqwest::Method::GET,
            &format!("/gateway/payments/{later}"),
            "",
        )
        .await;
    assert_eq!(d.data()["status"], "expired", "{d:?}");
    assert!(d.data()["expired_at"].is_string(), "{d:?}");
    // an authorization lapses after 7 days, on DynamoDB too
    let (u2, _, p2) = s.authorized("dyn-lapse", 800, "USD").await;
    s.advance(7 * 24 * 3600).await;
    assert_eq!(s.balance(&u2, "USD").await, 800);
    let d = s
        .gw(reqwest::Method::GET, &format!("/gateway/payments/{p2}"), "")
        .await;
    assert_eq!(d.data()["void_reason"], "authorization_expired", "{d:?}");
    // refunds with the largest metadata (the 8th once broke the 400 KB item limit), and
    // metadata numbers DynamoDB cannot keep are VALIDATION_ERROR, not 503
    common::large_refunds(&s, 12).await;
    common::metadata_numbers(&s).await;
    subscriptions_bill_on_dynamodb(&s).await;
    request_log_on_dynamodb(&s).await;
    operators_on_dynamodb(&s).await;
    balance_on_dynamodb(&s).await;
    assert_eq!(s.audit().await["ok"], true);
    drop(s);
    drop(m);
}

/// The platform team on DynamoDB: operators invited, enrolled and signed in (the TOTP step
/// kept), a person's rate change, the trail by time, by person (GSI3) and by object (GSI4),
/// and a disabled person stopped.
async fn operators_on_dynamodb(s: &Server) {
    use crate::operators_api::{call, operator};
    use reqwest::Method;
    let admin = operator(s, None, "dyn@ops.example", &["admin"]).await;
    let fin = operator(s, Some(&admin.token), "dyn-fin@ops.example", &["finance"]).await;
    let r = call(
        s,
        &fin.token,
        Method::PUT,
        "/admin/fx/rates",
        Some(json!({"pair": "USD/IQD", "bid": "1300", "ask": "1320"})),
    )
    .await;
    assert_eq!(
        r.status,
        StatusCode::ACCEPTED,
        "rates wait for a second person: {r:?}"
    );
    // approved by another: the rates and the request's state in one DynamoDB transaction
    let id = r.data()["id"].as_str().unwrap().to_string();
    let done = s.approve(&id).await;
    assert_eq!(done.data()["bid"], "1300", "{done:?}");
    let again = s.approve(&id).await;
    assert_eq!(again.code(), "INVALID_PAYMENT_STATUS", "{again:?}");
    let got = call(s, &fin.token, Method::GET, "/admin/fx/rates", None).await;
    assert_eq!(got.data()["ask"], "1320", "{got:?}");
    let by = call(
        s,
        &admin.token,
        Method::GET,
        &format!("/admin/audit-log?actor={}", fin.id),
        None,
    )
    .await;
    let rows = by.data()["data"]
        .as_array()
        .unwrap_or_else(|| panic!("{by:?}"));
    assert_eq!(rows.len(), 1, "{by:?}");
    assert_eq!(rows[0]["action"], "PUT /api/v1/admin/fx/rates");
    assert_eq!(rows[0]["outcome"], "ok");
    let about = call(
        s,
        &admin.token,
        Method::GET,
        &format!("/admin/audit-log?target={}", fin.id),
        None,
    )
    .await;
    let rows = about.data()["data"].as_array().unwrap();
    assert_eq!(rows.len(), 1, "{about:?}");
    assert_eq!(rows[0]["actor"]["id"], admin.id.as_str());
    let all = call(
        s,
        &admin.token,
        Method::GET,
        "/admin/audit-log?limit=100",
        None,
    )
    .await;
    assert!(all.data()["data"].as_array().unwrap().len() >= 3, "{all:?}");
    let d = call(
        s,
        &admin.token,
        Method::POST,
        &format!("/admin/staff/{}/disable", fin.id),
        None,
    )
    .await;
    assert_eq!(d.data()["status"], "disabled", "{d:?}");
    let r = call(s, &fin.token, Method::GET, "/admin/fx/rates", None).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{r:?}");
}

/// The request log on DynamoDB, as `sanduq serve` writes it (packs: one item for each
/// second's entries): every page in either order, by cursor, lists what one read lists.
async fn request_log_on_dynamodb(s: &Server) {
    let cursors = |r: &common::Resp| -> Vec<String> {
        r.data()["requests"]
            .as_array()
            .unwrap_or_else(|| panic!("{r:?}"))
            .iter()
            .map(|e| e["cursor"].as_str().unwrap().to_string())
            .collect()
    };
    // every entry written (the writer puts them 200 ms after the requests): two reads alike
    let mut all: Vec<String> = vec![];
    for _ in 0..50 {
        tokio::time::sleep(std::time::Duration::from_millis(400)).await;
        let now = cursors(&s.get("/request-logs?per_page=100").await);
        if now.len() >= 30 && now == all {
            break;
        }
        all = now;
    }
    assert!(all.len() >= 30, "{all:?}");
    let mut sorted = all.clone();
    sorted.sort();
    sorted.reverse();
    assert_eq!(all, sorted, "newest first");
    for order in ["desc", "asc"] {
        let mut seen: Vec<String> = vec![];
        let mut after = String::new();
        loop {
            let r = s
                .get(&format!("/request-logs?per_page=7&order={order}{after}"))
                .await;
            seen.extend(cursors(&r));
            match r.data()["pagination"]["next_cursor"].as_str() {
                Some(c) => {
                    let enc: String = url::form_urlencoded::byte_serialize(c.as_bytes()).collect();
                    after = format!("&starting_after={enc}");
                }
                None => break,
            }
        }
        // (reading the log is not logged: nothing was added meanwhile)
        let mut want = sorted.clone();
        if order == "asc" {
            want.reverse();
        }
        assert_eq!(seen, want, "{order}");
    }
}

/// A subscription on DynamoDB: enrolled with its first charge, the next period charged by
/// the test clock through the billing index, a failure into past_due, the top-up retry.
async fn subscriptions_bill_on_dynamodb(s: &Server) {
    let p = s
        .post(
            "/subscriptions/plans",
            json!({"name": "Box", "amount": 700, "currency": "IQD", "interval": "weekly"}),
        )
        .await;
    let plan = p.data()["id"].as_str().unwrap().to_string();
    let u = s.user("dyn-sub").await;
    s.topup(&u, "IQD", 1_400).await;
    let r = s
        .post("/subscriptions", json!({"plan_id": plan, "customer_id": u}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let sid = r.data()["id"].as_str().unwrap().to_string();
    s.advance(7 * 24 * 3600 + 60).await;
    s.advance(7 * 24 * 3600).await;
    let v = s.get(&format!("/subscriptions/{sid}")).await;
    assert_eq!(v.data()["status"], "past_due", "{v:?}");
    assert_eq!(s.balance(&u, "IQD").await, 0);
    s.topup(&u, "IQD", 700).await;
    let v = s.get(&format!("/subscriptions/{sid}")).await;
    assert_eq!(v.data()["status"], "active", "{v:?}");
    let l = s
        .gw(
            reqwest::Method::GET,
            &format!("/gateway/payments?reference={sid}"),
            "",
        )
        .await;
    assert_eq!(l.data()["pagination"]["total"], 3, "{l:?}");
}

/// The global rate limit (issue 32): two servers on one table (as Lambda instances are)
/// count one merchant's requests against one limit: in every second, together they admit
/// at most the limit, and the rest get 429 with the headers.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_servers_on_one_table_keep_one_rate_limit() {
    const LIMIT: u32 = 5;
    let m = moto::Moto::start();
    let table = format!("sanduq-{}", uuid::Uuid::new_v4().simple());
    let opts = || Options {
        rate_limit: LIMIT,
        extra: vec![
            "--store".into(),
            "dynamodb".into(),
            "--table".into(),
            table.clone(),
        ],
        env: m.env(),
        ..Default::default()
    };
    let a = Arc::new(Server::start_with(opts()).await);
    let b = Arc::new(Server::start_with(opts()).await);
    let sk = a.sk();
    // both serve the first server's merchant (its key is in the shared table)
    assert_eq!(
        b.send(
            reqwest::Method::GET,
            "/merchant/wallet",
            Some(&sk),
            &[],
            None
        )
        .await
        .status,
        StatusCode::OK
    );
    let mut admitted: std::collections::BTreeMap<String, u32> = Default::default();
    let mut refused = 0;
    for _ in 0..3 {
        // a burst at the start of a second, half to each server
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap();
        tokio::time::sleep(std::time::Duration::from_millis(
            1000 - u64::from(now.subsec_millis()) + 20,
        ))
        .await;
        let calls: Vec<_> = (0..40)
            .map(|i| {
                let s = if i % 2 == 0 { a.clone() } else { b.clone() };
                let sk = sk.clone();
                tokio::spawn(async move {
                    s.send(
                        reqwest::Method::GET,
                        "/merchant/wallet",
                        Some(&sk),
                        &[],
                        None,
                    )
                    .await
                })
            })
            .collect();
        for c in calls {
            let r = c.await.unwrap();
            let second = r.header("x-ratelimit-reset").expect("the window's end");
            assert_eq!(r.header("x-ratelimit-limit").as_deref(), Some("5"));
            match r.status {
                StatusCode::OK => *admitted.entry(second).or_default() += 1,
                StatusCode::TOO_MANY_REQUESTS => {
                    r.expect_error(429, "RATE_LIMIT_EXCEEDED");
                    assert_eq!(r.header("retry-after").as_deref(), Some("1"));
                    refused += 1;
                }
                other => panic!("{other}: {r:?}"),
            }
        }
    }
    eprintln!("admitted per second: {admitted:?}, refused {refused}");
    for (second, n) in &admitted {
        assert!(
            *n <= LIMIT,
            "{n} admitted in the second ending {second}: {admitted:?}"
        );
    }
    assert!(refused > 0, "the limit was reached: {admitted:?}");
}

/// The balance transactions on DynamoDB: pages by cursor through the index, by type through
/// its own, their nets adding up to the balance in each currency.
async fn balance_on_dynamodb(s: &Server) {
    for currency in ["IQD", "USD"] {
        let mut net = 0;
        let mut cursor = String::new();
        loop {
            let r = s
                .get(&format!("/balance/transactions?limit=5{cursor}"))
                .await;
            assert_eq!(r.status, 200, "{r:?}");
            for t in r.data()["data"].as_array().unwrap() {
                if t["currency"] == currency {
                    net += t["net"].as_i64().unwrap();
                }
            }
            match r.data()["next_cursor"].as_str() {
                Some(c) => cursor = format!("&cursor={c}"),
                None => break,
            }
        }
        assert_eq!(net, s.merchant_balance(currency).await, "{currency}");
    }
    let r = s.get("/balance/transactions?type=refund&limit=100").await;
    let rows = r.data()["data"].as_array().unwrap();
    assert!(rows.len() >= 12, "{r:?}");
    assert!(rows.iter().all(|t| t["type"] == "refund"));
    // a daily schedule: past the next cut-off the balance is paid out on DynamoDB, and what
    // the payout settled (read back through the cut-off items) adds up to it
    let iqd = s.merchant_balance("IQD").await;
    assert!(iqd > 0);
    let body = json!({ "schedule": "daily", "currency": "IQD",
        "bank_account": { "iban": "IQ98NBIQ850123456789012", "holder_name": "Dynamo Shop" } });
    let r = s.patch("/merchant/payout-settings", body).await;
    assert_eq!(r.status, 200, "{r:?}");
    s.advance(25 * 3600).await;
    let r = s.get("/payouts?limit=100").await;
    let scheduled: Vec<&serde_json::Value> = r.data()["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["automatic"] == true)
        .collect();
    assert_eq!(scheduled.len(), 1, "{r:?}");
    let p = scheduled[0];
    assert_eq!(p["amount"].as_i64(), Some(iqd), "{p}");
    let id = p["id"].as_str().unwrap();
    let mut settled = 0;
    let mut cursor = String::new();
    loop {
        let r = s
            .get(&format!("/payouts/{id}/transactions?limit=7{cursor}"))
            .await;
        assert_eq!(r.status, 200, "{r:?}");
        for t in r.data()["data"].as_array().unwrap() {
            assert_eq!(t["payout"], id, "{t}");
            settled += t["net"].as_i64().unwrap();
        }
        match r.data()["next_cursor"].as_str() {
            Some(c) => cursor = format!("&cursor={c}"),
            None => break,
        }
    }
    assert_eq!(settled, iqd);
    assert_eq!(s.merchant_balance("IQD").await, 0);
}
