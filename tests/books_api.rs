//! The merchant's books of its users' wallets over HTTP (issue 76): its users (tier,
//! verification, freeze; one with its wallets), the transfers between them, the cash-ins it
//! paid and its users' cash-outs. Cursor pages newest first visit each row once; the time
//! and status filters keep what they name; bad filters are field errors.

use crate::common;
use crate::transfers_api::{iqd, send, token, user};
use common::Server;
use reqwest::Method;
use serde_json::{json, Value};
use std::collections::BTreeSet;

/// Every row of a cursor list, `limit` a page.
async fn all(s: &Server, path: &str, limit: usize) -> Vec<Value> {
    let mut out = vec![];
    let mut cursor: Option<String> = None;
    let sep = if path.contains('?') { '&' } else { '?' };
    loop {
        let mut p = format!("{path}{sep}limit={limit}");
        if let Some(c) = &cursor {
            p.push_str(&format!("&cursor={c}"));
        }
        let r = s.get(&p).await;
        assert_eq!(r.status, 200, "{p}: {r:?}");
        let rows = r.data()["data"].as_array().unwrap().clone();
        assert!(rows.len() <= limit, "{p}");
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

fn ids(rows: &[Value]) -> Vec<&str> {
    rows.iter().map(|r| r["id"].as_str().unwrap()).collect()
}

fn newest_first(rows: &[Value]) {
    let times: Vec<&str> = rows
        .iter()
        .map(|r| r["created_at"].as_str().unwrap())
        .collect();
    assert!(times.windows(2).all(|w| w[0] >= w[1]), "{times:?}");
}

#[tokio::test]
async fn the_merchant_lists_its_users_transfers_cash_ins_and_cash_outs() {
    let s = Server::start().await;
    let mut people = vec![];
    for n in 0..5 {
        let phone = format!("+96477012300{n:02}");
        people.push(user(&s, &format!("bk-{n}"), &phone, 50_000, Some("1234")).await);
    }
    // one frozen for debits by the platform
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/users/{}/freeze", people[4]),
            Some(json!({ "scope": "debits", "reason": "case 7" })),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");

    // users: every one once, newest first; by status
    let users = all(&s, "/users", 2).await;
    assert_eq!(users.len(), 5);
    assert_eq!(ids(&users).into_iter().collect::<BTreeSet<_>>().len(), 5);
    newest_first(&users);
    assert!(users.iter().all(|u| u.get("pin_hash").is_none()));
    let frozen = all(&s, "/users?status=frozen", 10).await;
    assert_eq!(ids(&frozen), vec![people[4].as_str()]);
    assert_eq!(frozen[0]["frozen"]["scope"], "debits");
    assert_eq!(frozen[0]["frozen"]["reason"], "case 7");
    assert_eq!(all(&s, "/users?status=active", 1).await.len(), 4);
    // one, by id or external id, with its wallets
    let one = s.get(&format!("/users/{}", people[0])).await;
    assert_eq!(one.status, 200, "{one:?}");
    assert_eq!(one.data()["external_user_id"], "bk-0");
    assert_eq!(one.data()["tier"], 0);
    assert_eq!(one.data()["pin_set"], true);
    assert_eq!(common::account(&one.data()["wallets"], "IQD"), 50_000);
    let by_ext = s.get("/users/bk-0").await;
    assert_eq!(by_ext.data()["id"], people[0].as_str());
    s.get("/users/nobody")
        .await
        .expect_error(404, "WALLET_NOT_FOUND");

    // transfers: three, listed with both sides
    let t0 = token(&s, &people[0]).await;
    for (to, amount) in [(1, 1_000), (2, 2_000), (3, 3_000)] {
        let r = send(&s, &t0, iqd(&people[to], amount, "1234")).await;
        assert_eq!(r.status, 201, "{r:?}");
    }
    let transfers = all(&s, "/transfers", 2).await;
    assert_eq!(transfers.len(), 3);
    newest_first(&transfers);
    assert_eq!(transfers[0]["to_user_id"], people[3].as_str());
    assert_eq!(transfers[0]["from_user_id"], people[0].as_str());
    assert_eq!(transfers[0]["amount"], 3_000);
    assert_eq!(all(&s, "/transfers?status=completed", 5).await.len(), 3);
    // by time: before the newest one, and from it on
    let cut = transfers[0]["created_at"]
        .as_str()
        .unwrap()
        .replace(':', "%3A");
    assert_eq!(
        all(&s, &format!("/transfers?created[lt]={cut}"), 5)
            .await
            .len(),
        2
    );
    assert_eq!(
        all(&s, &format!("/transfers?created[gte]={cut}"), 5)
            .await
            .len(),
        1
    );

    // cash-ins from the merchant's balance
    let mid = s.merchant_id();
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/merchants/{mid}/deposits"),
            Some(json!({ "amount": 100_000, "currency": "IQD", "bank_reference": "BK-1" })),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    for (n, amount) in [(1, 5_000), (2, 6_000)] {
        let body = json!({ "amount": amount, "currency": "IQD", "reference": format!("till-{n}") });
        let r = s
            .post(&format!("/wallets/{}/cash-in", people[n]), body)
            .await;
        assert!(r.status.is_success(), "{r:?}");
    }
    let cash_ins = all(&s, "/cash-ins", 1).await;
    assert_eq!(cash_ins.len(), 2);
    assert_eq!(cash_ins[0]["reference"], "till-2");
    assert_eq!(cash_ins[1]["user_id"], people[1].as_str());

    // a merchant's own payout is not a user's cash-out, nor the other way
    let r = s
        .post(
            "/payouts",
            json!({ "amount": 10_000, "currency": "IQD", "destination": "IQ20RAFI123456789012345" }),
        )
        .await;
    assert_eq!(r.status, 201, "{r:?}");
    assert_eq!(all(&s, "/cash-outs", 5).await, Vec::<Value>::new());
    assert_eq!(all(&s, "/payouts", 5).await.len(), 1);

    // bad filters are field errors; a cash-in has no status to filter by
    for (path, field) in [
        ("/users?status=gone", "status"),
        ("/users?cursor=abc", "cursor"),
        ("/transfers?created[gte]=soon", "created[gte]"),
        ("/cash-outs?status=lost", "status"),
        ("/cash-outs?limit=0", "limit"),
        ("/cash-ins?status=completed", "status"),
    ] {
        let r = s.get(path).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{path}: {r:?}");
    }
    // a cursor of one list is not another's
    let page = s.get("/users?limit=1").await;
    let c = page.data()["next_cursor"].as_str().unwrap();
    let r = s.get(&format!("/transfers?cursor={c}")).await;
    r.expect_error(422, "VALIDATION_ERROR");
    // another merchant sees none of them
    let other = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({ "name": "Other Shop", "status": "approved" })),
        )
        .await;
    let sk = other.data()["keys"]["secret_key"].as_str().unwrap();
    for path in ["/users", "/transfers", "/cash-ins", "/cash-outs"] {
        let r = s.send(Method::GET, path, Some(sk), &[], None).await;
        assert_eq!(r.data()["data"], json!([]), "{path}: {r:?}");
    }
    let r = s
        .send(
            Method::GET,
            &format!("/users/{}", people[0]),
            Some(sk),
            &[],
            None,
        )
        .await;
    r.expect_error(404, "WALLET_NOT_FOUND");
}
