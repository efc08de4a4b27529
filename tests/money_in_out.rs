//! Money in and out (issue 29) over HTTP: the platform's deposit after a bank transfer
//! credits a merchant once per bank reference; the merchant cashes a user in from its
//! balance, within what the user's tier may hold (also under parallel requests); a
//! production merchant's users are funded this way and can then pay each other; payouts
//! leave the balance pending and end once, paid or failed, even when both race. The audit
//! includes the outside world and the money in transit.

use crate::common;

use common::{Resp, Server};
use reqwest::Method;
use serde_json::{json, Value};
use std::sync::Arc;

async fn deposit(s: &Server, merchant: &str, body: Value) -> Resp {
    s.admin(
        Method::POST,
        &format!("/admin/merchants/{merchant}/deposits"),
        Some(body),
    )
    .await
}

async fn cash_in(s: &Server, key: &str, user: &str, body: Value) -> Resp {
    let idem = uuid::Uuid::new_v4().to_string();
    s.send(
        Method::POST,
        &format!("/wallets/{user}/cash-in"),
        Some(key),
        &[("idempotency-key", idem)],
        Some(body.to_string()),
    )
    .await
}

fn iqd(amount: i64, reference: &str) -> Value {
    json!({ "amount": amount, "currency": "IQD", "reference": reference })
}

async fn merchant_iqd(s: &Server, key: &str) -> i64 {
    let r = s
        .send(Method::GET, "/merchant/wallet", Some(key), &[], None)
        .await;
    common::account(&r.data()["accounts"], "IQD")
}

#[tokio::test]
async fn a_deposit_credits_once_per_bank_reference_and_cash_in_stays_within_the_tier() {
    let s = Server::start().await;
    let m = s.merchant_id();
    let sk = s.sk();
    let body = json!({ "amount": 3_000_000, "currency": "IQD", "bank_reference": "RAFIDAIN-2026-11-25-0042" });
    let first = deposit(&s, &m, body.clone()).await;
    assert_eq!(first.status, 201, "{first:?}");
    let again = deposit(&s, &m, body.clone()).await;
    assert_eq!((again.status.as_u16(), again.data()), (201, first.data()));
    let mut other = body.clone();
    other["amount"] = json!(3_000_001);
    deposit(&s, &m, other)
        .await
        .expect_error(409, "IDEMPOTENCY_KEY_REUSED");
    deposit(&s, "mer_nobody", body.clone())
        .await
        .expect_error(404, "MERCHANT_NOT_FOUND");
    let r = deposit(&s, &m, json!({ "amount": -1, "currency": "IQD" })).await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("amount").is_some() && r.field("bank_reference").is_some());
    // the same reference typed otherwise is the same bank line (issue 72): nothing again
    for typed in [
        " RAFIDAIN-2026-11-25-0042",
        "rafidain-2026-11-25-0042",
        "Rafidain-2026-11-25-0042\t",
    ] {
        let mut b = body.clone();
        b["bank_reference"] = json!(typed);
        let r = deposit(&s, &m, b).await;
        assert_eq!(
            (r.status.as_u16(), r.data()),
            (201, first.data()),
            "{typed:?}"
        );
    }
    // an amount written with a decimal point is not an integer amount (issue 72)
    let r = s
        .send(
            Method::POST,
            &format!("/admin/merchants/{m}/deposits"),
            Some(&s.admin_key),
            &[],
            Some(r#"{"amount": 1000.0, "currency": "IQD", "bank_reference": "DEC-1"}"#.into()),
        )
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("amount").is_some(), "{r:?}");
    let r = deposit(
        &s,
        &m,
        json!({ "amount": 1, "currency": "IQD", "bank_reference": "   " }),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("bank_reference").is_some(), "{r:?}");
    assert_eq!(merchant_iqd(&s, &sk).await, 3_000_000);
    let ev = s.get("/events?type=deposit.completed").await;
    assert_eq!(ev.data()["events"].as_array().unwrap().len(), 1);

    // cash in, by external id; the statement and the event say so
    let u = s.user("zahra").await;
    let r = cash_in(&s, &sk, "zahra", iqd(400_000, "till 3, receipt 981")).await;
    assert_eq!(r.status, 201, "{r:?}");
    assert_eq!(r.data()["user_id"], u.as_str());
    assert_eq!(merchant_iqd(&s, &sk).await, 2_600_000);
    let ev = s.get("/events?type=cash_in.completed").await;
    assert_eq!(
        ev.data()["events"][0]["data"]["object"]["reference"],
        "till 3, receipt 981"
    );
    // tier 0 holds at most 1,000,000
    let r = cash_in(&s, &sk, &u, iqd(600_001, "r2")).await;
    r.expect_error(422, "TIER_UPGRADE_REQUIRED");
    assert_eq!(r.body["error"]["details"]["max_balance"], 1_000_000);
    let r = cash_in(&s, &sk, &u, iqd(600_000, "r3")).await;
    assert_eq!(r.status, 201, "{r:?}");
    // refusals
    cash_in(&s, &sk, "nobody", iqd(1, "r"))
        .await
        .expect_error(404, "WALLET_NOT_FOUND");
    let k = s.user("karim").await;
    s.admin(
        Method::POST,
        &format!("/admin/users/{k}/freeze"),
        Some(json!({ "scope": "credits", "reason": "review" })),
    )
    .await;
    cash_in(&s, &sk, &k, iqd(1, "r"))
        .await
        .expect_error(403, "ACCOUNT_FROZEN");
    s.user("layla").await;
    cash_in(&s, &sk, "layla", iqd(1_000_001, "r"))
        .await
        .expect_error(422, "TIER_UPGRADE_REQUIRED");
    let r = cash_in(
        &s,
        &sk,
        "layla",
        json!({ "amount": 5, "currency": "EUR", "reference": "r" }),
    )
    .await;
    r.expect_error(422, "UNSUPPORTED_CURRENCY");
    let r = cash_in(&s, &sk, "layla", json!({ "amount": 0 })).await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("reference").is_some());
    let audit = s.audit().await;
    assert_eq!(audit["ok"], true, "{audit}");
    assert_eq!(audit["totals"]["IQD"]["external"], -3_000_000);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_cash_ins_never_pass_what_the_wallet_may_hold_nor_the_merchants_balance() {
    let s = Arc::new(Server::start().await);
    let m = s.merchant_id();
    let r = deposit(
        &s,
        &m,
        json!({ "amount": 1_500_000, "currency": "IQD", "bank_reference": "B1" }),
    )
    .await;
    assert_eq!(r.status, 201, "{r:?}");
    let a = s.user("a").await;
    let b = s.user("b").await;
    // 20 × 100,000 into a wallet that may hold 1,000,000, and 20 × 100,000 into another,
    // from a balance of 1,500,000: 10 into the first at most, 15 in all at most
    let mut tasks = Vec::new();
    for i in 0..40 {
        let s = s.clone();
        let who = if i % 2 == 0 { a.clone() } else { b.clone() };
        tasks.push(tokio::spawn(async move {
            let sk = s.sk();
            cash_in(&s, &sk, &who, iqd(100_000, "parallel")).await
        }));
    }
    let mut per_user = [0, 0];
    for (i, t) in tasks.into_iter().enumerate() {
        let r = t.await.unwrap();
        if r.status == 201 {
            per_user[i % 2] += 1;
        } else {
            let code = r.body["error"]["code"].as_str().unwrap_or("?").to_string();
            assert!(
                [
                    "TIER_UPGRADE_REQUIRED",
                    "INSUFFICIENT_BALANCE",
                    "WALLET_BUSY"
                ]
                .contains(&code.as_str()),
                "{r:?}"
            );
        }
    }
    assert!(per_user[0] <= 10 && per_user[1] <= 10, "{per_user:?}");
    assert!(per_user[0] + per_user[1] <= 15, "{per_user:?}");
    assert_eq!(
        merchant_iqd(&s, &s.sk()).await,
        1_500_000 - 100_000 * (per_user[0] + per_user[1])
    );
    // one at a time, the rest goes in up to the exact limit: the merchant's 15 in all
    for (i, who) in [&a, &b].into_iter().enumerate() {
        loop {
            let r = cash_in(&s, &s.sk(), who, iqd(100_000, "serial")).await;
            if r.status != 201 {
                let code = r.body["error"]["code"].as_str().unwrap().to_string();
                assert!(
                    code == "TIER_UPGRADE_REQUIRED" || code == "INSUFFICIENT_BALANCE",
                    "{r:?}"
                );
                break;
            }
            per_user[i] += 1;
        }
    }
    assert_eq!(per_user[0] + per_user[1], 15, "{per_user:?}");
    assert_eq!(merchant_iqd(&s, &s.sk()).await, 0);
    // with money enough, one wallet stops at exactly what tier 0 may hold
    deposit(
        &s,
        &m,
        json!({ "amount": 3_000_000, "currency": "IQD", "bank_reference": "B2" }),
    )
    .await;
    let c = s.user("c").await;
    let tasks: Vec<_> = (0..20)
        .map(|_| {
            let (s, c) = (s.clone(), c.clone());
            tokio::spawn(async move { cash_in(&s, &s.sk(), &c, iqd(100_000, "p")).await })
        })
        .collect();
    let mut went = 0;
    for t in tasks {
        let r = t.await.unwrap();
        if r.status == 201 {
            went += 1;
        }
    }
    assert!(went <= 10, "{went}");
    while cash_in(&s, &s.sk(), &c, iqd(100_000, "s")).await.status == 201 {
        went += 1;
    }
    assert_eq!(went, 10);
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn a_production_merchants_users_are_funded_by_cash_in_and_pay_each_other() {
    let s = Server::start().await;
    let made = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({ "name": "Live Shop", "status": "approved", "environment": "production" })),
        )
        .await;
    assert_eq!(made.status, 201, "{made:?}");
    let m = made.data()["id"].as_str().unwrap().to_string();
    let lsk = made.data()["keys"]["secret_key"]
        .as_str()
        .unwrap()
        .to_string();
    let lpk = made.data()["keys"]["publishable_key"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(lsk.starts_with("sk_live_"), "{made:?}");
    let r = deposit(
        &s,
        &m,
        json!({ "amount": 500_000, "currency": "IQD", "bank_reference": "LIVE-1" }),
    )
    .await;
    assert_eq!(r.status, 201, "{r:?}");
    let sync = |ext: &'static str, phone: &'static str| {
        let (s, lsk) = (&s, lsk.clone());
        async move {
            let idem = uuid::Uuid::new_v4().to_string();
            let body = json!({ "external_user_id": ext, "name": ext, "phone": phone }).to_string();
            let r = s
                .send(
                    Method::POST,
                    "/users/sync",
                    Some(&lsk),
                    &[("idempotency-key", idem)],
                    Some(body),
                )
                .await;
            assert!(r.status.is_success(), "{r:?}");
            r.data()["id"].as_str().unwrap().to_string()
        }
    };
    let zahra = sync("zahra", "+9647701234567").await;
    sync("karim", "+9647711111111").await;
    let r = cash_in(&s, &lsk, &zahra, iqd(200_000, "counter 1")).await;
    assert_eq!(r.status, 201, "{r:?}");
    // zahra's app: a minted session, her PIN, a transfer
    let idem = uuid::Uuid::new_v4().to_string();
    let minted = s
        .send(
            Method::POST,
            &format!("/users/{zahra}/sessions"),
            Some(&lsk),
            &[("idempotency-key", idem)],
            Some("{}".into()),
        )
        .await;
    assert_eq!(minted.status, 201, "{minted:?}");
    let t = minted.data()["access_token"].as_str().unwrap().to_string();
    let idem = uuid::Uuid::new_v4().to_string();
    let body =
        json!({ "to": "karim", "amount": 50_000, "currency": "IQD", "pin": "1234" }).to_string();
    let r = s
        .send(
            Method::POST,
            "/wallet/transfers",
            Some(&t),
            &[("idempotency-key", idem)],
            Some(body.clone()),
        )
        .await;
    r.expect_error(401, "PIN_NOT_SET");
    // she signs in by the code in the development outbox and sets her PIN
    let post = |key: String, path: &'static str, body: Value| {
        let s = &s;
        async move {
            s.send(Method::POST, path, Some(&key), &[], Some(body.to_string()))
                .await
        }
    };
    let asked = post(
        lpk.clone(),
        "/wallet/auth/otp",
        json!({ "phone": "+9647701234567" }),
    )
    .await;
    assert_eq!(asked.status, 202, "{asked:?}");
    let outbox = std::fs::read_to_string(s.dir.join("sms-outbox.jsonl")).unwrap();
    let line: Value = serde_json::from_str(outbox.lines().last().unwrap()).unwrap();
    let code = line["text"].as_str().unwrap()[..6].to_string();
    let tokens = post(
        lpk.clone(),
        "/wallet/auth/verify",
        json!({ "otp_id": asked.data()["otp_id"], "code": code }),
    )
    .await;
    let t = tokens.data()["access_token"].as_str().unwrap().to_string();
    let idem = uuid::Uuid::new_v4().to_string();
    let r = s
        .send(
            Method::POST,
            "/wallet/pin",
            Some(&t),
            &[("idempotency-key", idem)],
            Some(json!({ "pin": "1234" }).to_string()),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let idem = uuid::Uuid::new_v4().to_string();
    let r = s
        .send(
            Method::POST,
            "/wallet/transfers",
            Some(&t),
            &[("idempotency-key", idem)],
            Some(body),
        )
        .await;
    assert_eq!(r.status, 201, "{r:?}");
    let audit = s
        .admin(Method::GET, &format!("/admin/merchants/{m}/audit"), None)
        .await;
    assert_eq!(audit.data()["ok"], true, "{audit:?}");
    assert_eq!(audit.data()["totals"]["IQD"]["wallets"], 200_000);
}

async fn payout(s: &Server, body: Value) -> Resp {
    s.post("/payouts", body).await
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

#[tokio::test]
async fn a_payout_leaves_the_balance_pending_and_ends_once_paid_or_failed() {
    let s = Server::start().await;
    let m = s.merchant_id();
    deposit(
        &s,
        &m,
        json!({ "amount": 1_000_000, "currency": "IQD", "bank_reference": "D1" }),
    )
    .await;
    let to_bank = |amount: i64| json!({ "amount": amount, "currency": "IQD", "destination": "IQ98RAFI0000123456789" });
    let r = payout(&s, to_bank(400_000)).await;
    assert_eq!(
        (r.status.as_u16(), r.data()["status"].as_str()),
        (201, Some("pending")),
        "{r:?}"
    );
    let paid_id = r.data()["id"].as_str().unwrap().to_string();
    assert_eq!(merchant_iqd(&s, &s.sk()).await, 600_000);
    let audit = s.audit().await;
    assert_eq!(
        (
            audit["ok"].clone(),
            audit["totals"]["IQD"]["in_transit"].clone()
        ),
        (json!(true), json!(400_000)),
        "{audit}"
    );

    let r = end(&s, &paid_id, "complete").await;
    assert_eq!(r.data()["status"], "paid", "{r:?}");
    let again = end(&s, &paid_id, "complete").await;
    assert_eq!(again.data(), r.data(), "the bank's callback twice");
    end(&s, &paid_id, "fail")
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    let r = payout(&s, to_bank(300_000)).await;
    let failed_id = r.data()["id"].as_str().unwrap().to_string();
    let r = end(&s, &failed_id, "fail").await;
    assert_eq!(
        (
            r.data()["status"].as_str(),
            r.data()["failure_reason"].as_str()
        ),
        (Some("failed"), Some("account closed"))
    );
    end(&s, &failed_id, "complete")
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    assert_eq!(merchant_iqd(&s, &s.sk()).await, 600_000);
    let r = s.get(&format!("/payouts/{paid_id}")).await;
    assert_eq!(r.data()["status"], "paid");
    s.get("/payouts/po_nothing")
        .await
        .expect_error(404, "NOT_FOUND");
    end(&s, "po_nothing", "complete")
        .await
        .expect_error(404, "NOT_FOUND");
    for (kind, n) in [
        ("payout.created", 2),
        ("payout.paid", 1),
        ("payout.failed", 1),
    ] {
        let ev = s.get(&format!("/events?type={kind}")).await;
        assert_eq!(ev.data()["events"].as_array().unwrap().len(), n, "{kind}");
    }

    // refusals
    payout(&s, to_bank(600_001))
        .await
        .expect_error(422, "INSUFFICIENT_BALANCE");
    let r = payout(&s, json!({ "amount": 0, "currency": "IQD" })).await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("destination").is_some() && r.field("amount").is_some());
    let r = end(&s, &paid_id, "fail").await;
    r.expect_error(422, "INVALID_PAYMENT_STATUS");
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/payouts/{failed_id}/fail"),
            Some(json!({})),
        )
        .await;
    r.expect_error(422, "VALIDATION_ERROR");

    // the sandbox's destinations end a payout at once
    let r = payout(
        &s,
        json!({ "amount": 1_000, "currency": "IQD", "destination": "sandbox_paid" }),
    )
    .await;
    assert_eq!(r.data()["status"], "paid", "{r:?}");
    let r = payout(
        &s,
        json!({ "amount": 1_000, "currency": "IQD", "destination": "sandbox_failed" }),
    )
    .await;
    assert_eq!(r.data()["status"], "failed", "{r:?}");
    assert_eq!(merchant_iqd(&s, &s.sk()).await, 599_000);
    let audit = s.audit().await;
    assert_eq!(audit["ok"], true, "{audit}");
    assert_eq!(
        audit["totals"]["IQD"]["external"],
        -1_000_000 + 400_000 + 1_000
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn complete_and_fail_racing_end_each_payout_exactly_once() {
    let s = Arc::new(Server::start().await);
    let m = s.merchant_id();
    deposit(
        &s,
        &m,
        json!({ "amount": 2_000_000, "currency": "IQD", "bank_reference": "D1" }),
    )
    .await;
    let mut ids = Vec::new();
    for i in 0..12 {
        let r = payout(
            &s,
            json!({ "amount": 10_000 + i, "currency": "IQD", "destination": "IQ98" }),
        )
        .await;
        assert_eq!(r.status, 201, "{r:?}");
        ids.push(r.data()["id"].as_str().unwrap().to_string());
    }
    let outcome = common::race_endings(&s, "payouts", &ids).await;
    let returned: i64 = ids
        .iter()
        .enumerate()
        .filter(|(_, id)| outcome[*id] == "failed")
        .map(|(i, _)| 10_000 + i as i64)
        .sum();
    let all: i64 = (0..12).map(|i| 10_000 + i).sum();
    assert_eq!(merchant_iqd(&s, &s.sk()).await, 2_000_000 - all + returned);
    let audit = s.audit().await;
    assert_eq!(audit["ok"], true, "{audit}");
    assert_eq!(audit["totals"]["IQD"]["in_transit"], 0);
}

/// A live merchant, funded; its id and keys (secret, publishable).
async fn live_merchant(s: &Server, name: &str) -> (String, String, String) {
    let made = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({ "name": name, "status": "approved", "environment": "production" })),
        )
        .await;
    assert_eq!(made.status, 201, "{made:?}");
    let key = |k: &str| made.data()["keys"][k].as_str().unwrap().to_string();
    let m = made.data()["id"].as_str().unwrap().to_string();
    let r = deposit(
        s,
        &m,
        json!({ "amount": 1_000_000, "currency": "IQD", "bank_reference": format!("{name}-1") }),
    )
    .await;
    assert_eq!(r.status, 201, "{r:?}");
    (m, key("secret_key"), key("publishable_key"))
}

/// A live user of the merchant with `phone`, cashed in with `amount` IQD; its id.
async fn live_user(s: &Server, lsk: &str, ext: &str, phone: &str, amount: i64) -> String {
    let r = s
        .post_as(
            lsk,
            "/users/sync",
            json!({ "external_user_id": ext, "name": ext, "phone": phone }),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    let id = r.data()["id"].as_str().unwrap().to_string();
    let r = cash_in(s, lsk, &id, iqd(amount, "counter")).await;
    assert_eq!(r.status, 201, "{r:?}");
    id
}

/// The access token of a session opened by the code the development outbox holds.
async fn signed_in_by_code(s: &Server, lpk: &str, phone: &str) -> String {
    let post = |path: &'static str, body: Value| async move {
        s.send(Method::POST, path, Some(lpk), &[], Some(body.to_string()))
            .await
    };
    let asked = post("/wallet/auth/otp", json!({ "phone": phone })).await;
    assert_eq!(asked.status, 202, "{asked:?}");
    let outbox = std::fs::read_to_string(s.dir.join("sms-outbox.jsonl")).unwrap();
    let line = outbox
        .lines()
        .rev()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .find(|l| l["phone"] == phone)
        .unwrap();
    let code = line["text"].as_str().unwrap()[..6].to_string();
    let r = post(
        "/wallet/auth/verify",
        json!({ "otp_id": asked.data()["otp_id"], "code": code }),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    r.data()["access_token"].as_str().unwrap().to_string()
}

/// A session the merchant's server mints for its user: its access token.
async fn minted(s: &Server, lsk: &str, user: &str) -> String {
    let r = s
        .post_as(lsk, &format!("/users/{user}/sessions"), json!({}))
        .await;
    assert_eq!(r.status, 201, "{r:?}");
    r.data()["access_token"].as_str().unwrap().to_string()
}

/// Issue 72 (3): a merchant's secret key alone minted a session, issued a payment code
/// without the PIN and charged it. A code now needs the PIN (or a session a code sent to
/// the phone opened in the last minutes), so the merchant alone moves nothing.
#[tokio::test]
async fn a_merchants_key_alone_cannot_take_a_live_users_money_by_a_payment_code() {
    let s = Server::start().await;
    let (_, lsk, lpk) = live_merchant(&s, "Till Shop").await;
    let no_pin = live_user(&s, &lsk, "no-pin", "+9647701230001", 100_000).await;
    let with_pin = live_user(&s, &lsk, "with-pin", "+9647701230002", 100_000).await;
    let by_code = signed_in_by_code(&s, &lpk, "+9647701230002").await;
    let r = s
        .post_as(&by_code, "/wallet/pin", json!({ "pin": "2468" }))
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let code = |token: String, body: Value| {
        let s = &s;
        async move { s.post_as(&token, "/wallet/payment-codes", body).await }
    };
    // the merchant alone: a minted session never issues a code without the PIN
    code(minted(&s, &lsk, &no_pin).await, json!({}))
        .await
        .expect_error(401, "PIN_NOT_SET");
    let m = minted(&s, &lsk, &with_pin).await;
    code(m.clone(), json!({}))
        .await
        .expect_error(422, "PIN_REQUIRED");
    let r = code(m.clone(), json!({ "pin": "1111" })).await;
    r.expect_error(401, "INVALID_PIN");
    assert_eq!(r.body["error"]["details"]["attempts_remaining"], 4, "{r:?}");
    code(m.clone(), json!({ "pin": "12" }))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    let bal = |u: String| {
        let (s, lsk) = (&s, lsk.clone());
        async move {
            let t = minted(s, &lsk, &u).await;
            let r = s.send(Method::GET, "/wallet", Some(&t), &[], None).await;
            assert_eq!(r.status, 200, "{r:?}");
            common::account(&r.data()["accounts"], "IQD")
        }
    };
    assert_eq!(bal(no_pin.clone()).await, 100_000);
    assert_eq!(bal(with_pin.clone()).await, 100_000);
    // with the user's PIN the code is issued, and the till charges it once
    let r = code(m, json!({ "pin": "2468" })).await;
    assert_eq!(r.status, 201, "{r:?}");
    let t = r.data()["user_token"].as_str().unwrap().to_string();
    let charge = json!({ "user_token": t, "amount": 30_000, "currency": "IQD" });
    let r = s.post_as(&lsk, "/embedded/qr/charge", charge.clone()).await;
    assert_eq!(r.status, 201, "{r:?}");
    s.post_as(&lsk, "/embedded/qr/charge", charge)
        .await
        .expect_error(422, "token_expired");
    assert_eq!(bal(with_pin.clone()).await, 70_000);
    // the user's own session, opened by a code to the phone minutes ago, needs no PIN
    let r = code(by_code, json!({})).await;
    assert_eq!(r.status, 201, "{r:?}");
    let audit = s.audit().await;
    assert_eq!(audit["ok"], true, "{audit}");
}
