//! A merchant's balance and its balance transactions over HTTP (issue 76): every movement of
//! the balance is one, written with the movement; made at once by many requests, their nets
//! add up to the balance, pages by cursor visit each once, and the filters keep what they
//! name.

use crate::common;
use common::{Resp, Server};
use reqwest::Method;
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};

/// Every balance transaction, page by page (`limit` a page), from `query` on.
async fn all(s: &Server, query: &str, limit: usize) -> Vec<Value> {
    let mut out = vec![];
    let mut cursor: Option<String> = None;
    loop {
        let mut path = format!("/balance/transactions?limit={limit}{query}");
        if let Some(c) = &cursor {
            path.push_str(&format!("&cursor={c}"));
        }
        let r = s.get(&path).await;
        assert_eq!(r.status, 200, "{path}: {r:?}");
        let rows = r.data()["data"].as_array().unwrap().clone();
        assert!(rows.len() <= limit);
        out.extend(rows);
        match r.data()["next_cursor"].as_str() {
            Some(c) => cursor = Some(c.to_string()),
            None => {
                assert_eq!(r.data()["has_more"], false);
                return out;
            }
        }
    }
}

async fn end(s: &Server, id: &str, how: &str) -> Resp {
    let body = if how == "fail" {
        json!({ "reason": "account closed" })
    } else {
        json!({})
    };
    s.admin(
        Method::POST,
        &format!("/admin/payouts/{id}/{how}"),
        Some(body),
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn balance_transactions_add_up_to_the_balance_after_movements_at_once() {
    let s = Server::start().await;
    let mid = s.merchant_id();
    let dep = s
        .admin(
            Method::POST,
            &format!("/admin/merchants/{mid}/deposits"),
            Some(json!({ "amount": 300_000, "currency": "IQD", "bank_reference": "BT-1" })),
        )
        .await;
    assert!(dep.status.is_success(), "{dep:?}");
    let mut buyers = vec![];
    for i in 0..10 {
        buyers.push(
            s.authorized(&format!("bt-{i}"), 10_000 + i * 1_000, "IQD")
                .await,
        );
    }
    let cash_user = s.user("bt-cash").await;
    // captures (and refunds of half of them), payouts and cash-ins, all at once
    let mut work = vec![];
    for (i, (_, _, pay)) in buyers.iter().enumerate() {
        let (s, pay) = (&s, pay.clone());
        work.push(Box::pin(async move {
            let r = s.post(&format!("/payments/{pay}/capture"), json!({})).await;
            assert_eq!(r.status, 200, "{r:?}");
            if i % 2 == 0 {
                let body = json!({ "amount": 2_500, "reason": "part back" });
                let r = s.post(&format!("/payments/{pay}/refund"), body).await;
                assert_eq!(r.status, 200, "{r:?}");
            }
            None
        })
            as std::pin::Pin<
                Box<dyn std::future::Future<Output = Option<String>> + Send>,
            >);
    }
    for n in 0..3 {
        let s = &s;
        work.push(Box::pin(async move {
            let body = json!({ "amount": 40_000 + n, "currency": "IQD", "destination": "IQ20RAFI123456789012345" });
            let r = s.post("/payouts", body).await;
            assert_eq!(r.status, 201, "{r:?}");
            Some(r.data()["id"].as_str().unwrap().to_string())
        }));
    }
    for _ in 0..4 {
        let (s, u) = (&s, cash_user.clone());
        work.push(Box::pin(async move {
            let body = json!({ "amount": 5_000, "currency": "IQD", "reference": uuid::Uuid::new_v4().to_string() });
            let r = s.post(&format!("/wallets/{u}/cash-in"), body).await;
            assert!(r.status.is_success(), "{r:?}");
            None
        }));
    }
    let payouts: Vec<String> = futures_util::future::join_all(work)
        .await
        .into_iter()
        .flatten()
        .collect();
    assert_eq!(payouts.len(), 3);
    let r = end(&s, &payouts[0], "fail").await;
    assert_eq!(r.status, 200, "{r:?}");
    let r = end(&s, &payouts[1], "complete").await;
    assert_eq!(r.status, 200, "{r:?}");

    // every row once, by pages of 7; the nets add up to the balance
    let rows = all(&s, "", 7).await;
    let ids: BTreeSet<&str> = rows.iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert_eq!(ids.len(), rows.len(), "no row twice");
    let mut by_type: BTreeMap<&str, usize> = BTreeMap::new();
    for r in &rows {
        *by_type.entry(r["type"].as_str().unwrap()).or_default() += 1;
        assert_eq!(
            r["amount"].as_i64().unwrap() - r["fee"].as_i64().unwrap(),
            r["net"].as_i64().unwrap(),
            "{r}"
        );
    }
    let want: BTreeMap<&str, usize> = [
        ("payment", 10),
        ("refund", 5),
        ("payout", 3),
        ("payout_failure", 1),
        ("deposit", 1),
        ("cash_in", 4),
    ]
    .into();
    assert_eq!(by_type, want);
    // each names its source by what it is
    for r in &rows {
        let want = match r["type"].as_str().unwrap() {
            "payment" | "refund" => "payment",
            "payout" | "payout_failure" => "payout",
            other => other,
        };
        assert_eq!(r["source"]["object"], want, "{r}");
    }
    let net: i64 = rows.iter().map(|r| r["net"].as_i64().unwrap()).sum();
    let b = s.get("/balance").await;
    assert_eq!(b.status, 200, "{b:?}");
    assert_eq!(net, account_amount(&b.data()["available"], "IQD"), "{b:?}");
    assert_eq!(net, s.merchant_balance("IQD").await);
    // the payout still in transit, and nothing held (every payment captured)
    assert_eq!(account_amount(&b.data()["in_transit"], "IQD"), 40_002);
    assert_eq!(account_amount(&b.data()["pending"], "IQD"), 0);
    assert_eq!(s.audit().await["ok"], true);

    // newest first; by type; by time
    let times: Vec<&str> = rows
        .iter()
        .map(|r| r["created"].as_str().unwrap())
        .collect();
    assert!(times.windows(2).all(|w| w[0] >= w[1]), "{times:?}");
    let refunds = all(&s, "&type=refund", 2).await;
    assert_eq!(refunds.len(), 5);
    assert!(refunds
        .iter()
        .all(|r| r["type"] == "refund" && r["fee"].as_i64().unwrap() < 0));
    let cut = times[rows.len() / 2];
    let cut_q = cut.replace(':', "%3A").replace('+', "%2B");
    let before = all(&s, &format!("&created[lt]={cut_q}"), 100).await;
    let after = all(&s, &format!("&created[gte]={cut_q}"), 100).await;
    assert_eq!(before.len() + after.len(), rows.len());
    assert!(before.iter().all(|r| r["created"].as_str().unwrap() < cut));
    assert!(after.iter().all(|r| r["created"].as_str().unwrap() >= cut));

    // one by id; its source is the movement
    let one = &rows.iter().find(|r| r["type"] == "deposit").unwrap();
    let r = s
        .get(&format!(
            "/balance/transactions/{}",
            one["id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(r.data(), *one, "{r:?}");
    assert_eq!(r.data()["source"]["object"], "deposit");
    s.get("/balance/transactions/txn_nothing")
        .await
        .expect_error(404, "NOT_FOUND");
    s.get("/balance/transactions/pay_1")
        .await
        .expect_error(404, "NOT_FOUND");
    // another merchant's is not found
    let other = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({ "name": "Other Shop", "status": "approved" })),
        )
        .await;
    let sk = other.data()["keys"]["secret_key"]
        .as_str()
        .unwrap()
        .to_string();
    let r = s
        .send(
            Method::GET,
            &format!("/balance/transactions/{}", one["id"].as_str().unwrap()),
            Some(&sk),
            &[],
            None,
        )
        .await;
    r.expect_error(404, "NOT_FOUND");
    let theirs = s
        .send(Method::GET, "/balance/transactions", Some(&sk), &[], None)
        .await;
    assert_eq!(theirs.data()["data"], json!([]), "{theirs:?}");
}

fn account_amount(list: &Value, currency: &str) -> i64 {
    list.as_array()
        .unwrap()
        .iter()
        .find(|a| a["currency"] == currency)
        .unwrap()["amount"]
        .as_i64()
        .unwrap()
}

#[tokio::test]
async fn a_bad_filter_is_a_fields_error() {
    let s = Server::start().await;
    for (query, field) in [
        ("type=bonus", "type"),
        ("cursor=abc", "cursor"),
        ("created[gte]=yesterday", "created[gte]"),
        ("created[lt]=2026-13-01T00:00:00Z", "created[lt]"),
        ("limit=0", "limit"),
        ("limit=101", "limit"),
        ("payout=", "payout"),
    ] {
        let r = s.get(&format!("/balance/transactions?{query}")).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{query}: {r:?}");
    }
    s.get("/balance/transactions?payout=po_1")
        .await
        .expect_error(404, "NOT_FOUND");
    // a new merchant's books: nothing yet, and nothing held
    let r = s.get("/balance/transactions").await;
    assert_eq!(
        (r.data()["data"].clone(), r.data()["has_more"].clone()),
        (json!([]), json!(false))
    );
    let b = s.get("/balance").await;
    assert_eq!(account_amount(&b.data()["available"], "IQD"), 0, "{b:?}");
}
