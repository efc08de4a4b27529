//! Transfers between users (issue 29) over HTTP: each refusal with its code, the limits on
//! the test clock across a Baghdad midnight, parallel transfers that cannot overdraw or pass
//! a limit by one unit, and a ring of users whose money is conserved.

use crate::common;

use common::{Resp, Server};
use reqwest::Method;
use serde_json::{json, Value};
use std::sync::Arc;

/// A user with a phone, sandbox money and (optionally) a PIN; its id.
pub(crate) async fn user(
    s: &Server,
    ext: &str,
    phone: &str,
    iqd: i64,
    pin: Option<&str>,
) -> String {
    let r = s
        .post(
            "/users/sync",
            json!({ "external_user_id": ext, "name": format!("User {ext}"), "phone": phone }),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    let id = r.data()["id"].as_str().unwrap().to_string();
    if iqd > 0 {
        s.topup(&id, "IQD", iqd).await;
    }
    if let Some(pin) = pin {
        s.post(&format!("/sandbox/users/{id}/pin"), json!({ "pin": pin }))
            .await;
    }
    id
}

/// A user access token minted by the merchant's server.
pub(crate) async fn token(s: &Server, user_id: &str) -> String {
    let r = s
        .post(&format!("/users/{user_id}/sessions"), json!({}))
        .await;
    assert_eq!(r.status, 201, "{r:?}");
    r.data()["access_token"].as_str().unwrap().to_string()
}

pub(crate) async fn send(s: &Server, t: &str, body: Value) -> Resp {
    let idem = uuid::Uuid::new_v4().to_string();
    s.send(
        Method::POST,
        "/wallet/transfers",
        Some(t),
        &[("idempotency-key", idem)],
        Some(body.to_string()),
    )
    .await
}

pub(crate) fn iqd(to: &str, amount: i64, pin: &str) -> Value {
    json!({ "to": to, "amount": amount, "currency": "IQD", "pin": pin })
}

async fn get(s: &Server, t: &str, path: &str) -> Resp {
    s.send(Method::GET, path, Some(t), &[], None).await
}

async fn balance(s: &Server, t: &str) -> i64 {
    let w = get(s, t, "/wallet").await;
    common::account(&w.data()["accounts"], "IQD")
}

#[tokio::test]
async fn a_transfer_moves_money_once_and_each_refusal_has_its_code() {
    let s = Server::start().await;
    let zahra = user(&s, "zahra", "+9647701234567", 600_000, Some("1234")).await;
    let karim = user(&s, "karim", "+9647711111111", 0, Some("5678")).await;
    let nopin = user(&s, "nopin", "+9647722222222", 10_000, None).await;
    let tz = token(&s, &zahra).await;
    let tk = token(&s, &karim).await;

    // by national phone number, with a note; the same key replays the same transfer
    let idem = uuid::Uuid::new_v4().to_string();
    let body = json!({ "to": "0771 111 1111", "amount": 25_000, "currency": "IQD", "note": "lunch", "pin": "1234" });
    let mut answers = Vec::new();
    for _ in 0..2 {
        let r = s
            .send(
                Method::POST,
                "/wallet/transfers",
                Some(&tz),
                &[("idempotency-key", idem.clone())],
                Some(body.to_string()),
            )
            .await;
        assert_eq!(r.status, 201, "{r:?}");
        answers.push(r.data().clone());
    }
    assert_eq!(answers[0], answers[1]);
    let t = &answers[0];
    assert_eq!(
        (
            t["status"].as_str(),
            t["to"]["user_id"].as_str(),
            t["from"]["user_id"].as_str(),
            t["note"].as_str()
        ),
        (
            Some("completed"),
            Some(karim.as_str()),
            Some(zahra.as_str()),
            Some("lunch")
        )
    );
    assert_eq!(balance(&s, &tz).await, 575_000);
    assert_eq!(balance(&s, &tk).await, 25_000);
    // by external id and by user id too
    for to in ["karim", karim.as_str()] {
        let r = send(&s, &tz, iqd(to, 1_000, "1234")).await;
        assert_eq!(r.status, 201, "{r:?}");
    }
    // both may read it; another user may not
    let id = t["id"].as_str().unwrap();
    for who in [&tz, &tk] {
        let r = get(&s, who, &format!("/wallet/transfers/{id}")).await;
        assert_eq!(r.data()["amount"], 25_000, "{r:?}");
    }
    let tn = token(&s, &nopin).await;
    get(&s, &tn, &format!("/wallet/transfers/{id}"))
        .await
        .expect_error(404, "NOT_FOUND");
    get(&s, &tn, "/wallet/transfers/trf_nothing")
        .await
        .expect_error(404, "NOT_FOUND");
    // both statements show it, naming the other side
    let out = get(&s, &tz, "/wallet/transactions?limit=1").await;
    let line = &out.data()["transactions"][0];
    assert_eq!(
        (line["type"].as_str(), line["amount"].as_i64()),
        (Some("transfer_out"), Some(-1_000))
    );
    assert_eq!(line["counterparty"]["label"], "User karim");
    let inn = get(&s, &tk, "/wallet/transactions").await;
    let lines = inn.data()["transactions"].as_array().unwrap();
    assert_eq!(lines.len(), 3);
    assert!(lines
        .iter()
        .all(|l| l["type"] == "transfer_in" && l["counterparty"]["label"] == "User zahra"));
    // the merchant hears of each
    let ev = s.get("/events?type=transfer.completed").await;
    assert_eq!(ev.data()["events"].as_array().unwrap().len(), 3, "{ev:?}");

    // refusals
    send(&s, &tz, iqd("+9647799999999", 1_000, "1234"))
        .await
        .expect_error(404, "RECIPIENT_NOT_FOUND");
    send(&s, &tz, iqd("+9647701234567", 1_000, "1234"))
        .await
        .expect_error(422, "SELF_TRANSFER_NOT_ALLOWED");
    let r = send(&s, &tz, iqd("karim", 1_000, "9999")).await;
    r.expect_error(401, "INVALID_PIN");
    send(&s, &tz, iqd("karim", 250_001, "1234"))
        .await
        .expect_error(422, "TRANSFER_LIMIT_EXCEEDED");
    send(&s, &tn, iqd("karim", 1_000, "1234"))
        .await
        .expect_error(401, "PIN_NOT_SET");
    send(&s, &tk, iqd("zahra", 28_000, "5678"))
        .await
        .expect_error(422, "INSUFFICIENT_BALANCE");
    let r = send(
        &s,
        &tz,
        json!({ "to": "karim", "amount": 1, "currency": "EUR", "pin": "1234" }),
    )
    .await;
    r.expect_error(422, "UNSUPPORTED_CURRENCY");
    let r = send(
        &s,
        &tz,
        json!({ "amount": 0, "currency": "IQD", "pin": "12", "note": "x".repeat(141) }),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    for f in ["to", "amount", "pin", "note"] {
        assert!(r.field(f).is_some(), "{f}: {r:?}");
    }
    // frozen: the payer for debits, the payee for credits
    let freeze = |who: String, scope: &'static str| {
        let s = &s;
        async move {
            s.admin(
                Method::POST,
                &format!("/admin/users/{who}/freeze"),
                Some(json!({ "scope": scope, "reason": "review" })),
            )
            .await
        }
    };
    freeze(karim.clone(), "credits").await;
    send(&s, &tz, iqd("karim", 1_000, "1234"))
        .await
        .expect_error(422, "RECIPIENT_UNAVAILABLE");
    freeze(zahra.clone(), "debits").await;
    send(&s, &tz, iqd("nopin", 1_000, "1234"))
        .await
        .expect_error(403, "ACCOUNT_FROZEN");
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn limits_hold_through_the_day_reset_at_baghdad_midnight_and_bound_what_a_wallet_holds() {
    let s = Server::start().await;
    let zahra = user(&s, "zahra", "+9647701234567", 1_000_000, Some("1234")).await;
    let karim = user(&s, "karim", "+9647711111111", 0, Some("5678")).await;
    // to 20:00 UTC: 23:00 in Baghdad
    let clock = s.get("/sandbox/clock").await;
    let now = chrono::DateTime::parse_from_rfc3339(clock.data()["now"].as_str().unwrap()).unwrap();
    // a minute past 20:00 UTC leaves an hour to Baghdad's midnight
    let to_eight = (86_400 + 20 * 3600 + 60 - now.timestamp().rem_euclid(86_400)) % 86_400;
    s.advance(to_eight).await;
    let tz = token(&s, &zahra).await;
    for _ in 0..2 {
        let r = send(&s, &tz, iqd("karim", 250_000, "1234")).await;
        assert_eq!(r.status, 201, "{r:?}");
    }
    let r = send(&s, &tz, iqd("karim", 1, "1234")).await;
    r.expect_error(422, "DAILY_LIMIT_EXCEEDED");
    assert_eq!(r.body["error"]["details"]["limit"], "daily");
    let w = get(&s, &tz, "/wallet").await;
    let iqd_limits = &w.data()["limits"]["transfers"][0];
    assert_eq!(
        iqd_limits["used_today"],
        json!({ "amount": 500_000, "count": 2 })
    );
    assert_eq!(iqd_limits["limits"]["daily_amount"], 500_000);
    // past 00:00 in Baghdad (21:00 UTC): a new day (access tokens last 15 minutes)
    s.advance(3600).await;
    let tz = token(&s, &zahra).await;
    let w = get(&s, &tz, "/wallet").await;
    assert_eq!(
        w.data()["limits"]["transfers"][0]["used_today"],
        json!({ "amount": 0, "count": 0 })
    );
    let r = send(&s, &tz, iqd("karim", 100_000, "1234")).await;
    assert_eq!(r.status, 201, "{r:?}");
    // karim now holds 600,000 of tier 0's 1,000,000; more than 400,000 more cannot come in
    let layla = user(&s, "layla", "+9647733333333", 600_000, Some("1111")).await;
    let tl = token(&s, &layla).await;
    let r = send(&s, &tl, iqd("karim", 200_000, "1111")).await;
    assert_eq!(r.status, 201, "{r:?}");
    send(&s, &tl, iqd("karim", 200_001, "1111"))
        .await
        .expect_error(422, "RECIPIENT_UNAVAILABLE");
    assert_eq!(balance(&s, &token(&s, &karim).await).await, 800_000);
    assert_eq!(s.audit().await["ok"], true);
}

/// `n` transfers at once from `t`, each with its own key.
async fn at_once(s: &Arc<Server>, t: &str, bodies: Vec<Value>) -> Vec<Resp> {
    let tasks: Vec<_> = bodies
        .into_iter()
        .map(|b| {
            let (s, t) = (s.clone(), t.to_string());
            tokio::spawn(async move { send(&s, &t, b).await })
        })
        .collect();
    let mut out = Vec::new();
    for task in tasks {
        out.push(task.await.unwrap());
    }
    out
}

/// Sends `body` one at a time until refused with `code`: how many went.
async fn fill(s: &Server, t: &str, body: Value, code: &str) -> usize {
    for n in 0..100 {
        let r = send(s, t, body.clone()).await;
        if r.status != 201 {
            r.expect_error(422, code);
            return n;
        }
    }
    panic!("never refused");
}

fn codes(rs: &[Resp]) -> Vec<String> {
    rs.iter()
        .filter(|r| !r.status.is_success())
        .map(|r| r.body["error"]["code"].as_str().unwrap_or("?").to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_transfers_never_overdraw_nor_pass_a_limit_by_one_unit() {
    let s = Arc::new(Server::start().await);
    let zahra = user(&s, "zahra", "+9647701234567", 1_000_000, Some("1234")).await;
    user(&s, "karim", "+9647711111111", 0, None).await;
    let poor = user(&s, "poor", "+9647744444444", 200_000, Some("4321")).await;
    let tz = token(&s, &zahra).await;
    let tp = token(&s, &poor).await;

    // the day's 500,000 in 60,000s: eight fit, the ninth would pass it
    let rs = at_once(
        &s,
        &tz,
        (0..50).map(|_| iqd("karim", 60_000, "1234")).collect(),
    )
    .await;
    let sent = rs.iter().filter(|r| r.status == 201).count();
    assert!(
        codes(&rs)
            .iter()
            .all(|c| c == "DAILY_LIMIT_EXCEEDED" || c == "WALLET_BUSY"),
        "{:?}",
        codes(&rs)
    );
    assert!(sent <= 8, "{sent} transfers of 60,000 in a 500,000 day");
    let sent = sent
        + fill(
            &s,
            &tz,
            iqd("karim", 60_000, "1234"),
            "DAILY_LIMIT_EXCEEDED",
        )
        .await;
    assert_eq!(sent, 8, "the limit is reached exactly");
    assert_eq!(balance(&s, &tz).await, 1_000_000 - 60_000 * sent as i64);
    // a wallet of 200,000 in 30,000s: never below zero
    let rs = at_once(
        &s,
        &tp,
        (0..50).map(|_| iqd("karim", 30_000, "4321")).collect(),
    )
    .await;
    let sent = rs.iter().filter(|r| r.status == 201).count();
    assert!(sent <= 6, "{sent}");
    let sent = sent
        + fill(
            &s,
            &tp,
            iqd("karim", 30_000, "4321"),
            "INSUFFICIENT_BALANCE",
        )
        .await;
    assert_eq!(sent, 6);
    assert!(
        codes(&rs)
            .iter()
            .all(|c| c == "INSUFFICIENT_BALANCE" || c == "WALLET_BUSY"),
        "{:?}",
        codes(&rs)
    );
    assert_eq!(balance(&s, &tp).await, 200_000 - 30_000 * sent as i64);
    assert!(balance(&s, &tp).await >= 0);
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn at_most_ten_transfers_go_in_a_velocity_window() {
    let s = Arc::new(Server::start().await);
    let zahra = user(&s, "zahra", "+9647701234567", 100_000, Some("1234")).await;
    user(&s, "karim", "+9647711111111", 0, None).await;
    let tz = token(&s, &zahra).await;
    let rs = at_once(
        &s,
        &tz,
        (0..30).map(|_| iqd("karim", 100, "1234")).collect(),
    )
    .await;
    let sent = rs.iter().filter(|r| r.status == 201).count();
    assert!(sent <= 10, "{sent}");
    let sent = sent
        + fill(
            &s,
            &tz,
            iqd("karim", 100, "1234"),
            "VELOCITY_LIMIT_EXCEEDED",
        )
        .await;
    assert_eq!(sent, 10);
    assert!(
        codes(&rs)
            .iter()
            .all(|c| c == "VELOCITY_LIMIT_EXCEEDED" || c == "WALLET_BUSY"),
        "{:?}",
        codes(&rs)
    );
    let w = get(&s, &tz, "/wallet").await;
    assert_eq!(w.data()["limits"]["velocity"]["used"], sent as i64);
    // the next window
    s.advance(600).await;
    let tz = token(&s, &zahra).await;
    let r = send(&s, &tz, iqd("karim", 100, "1234")).await;
    assert_eq!(r.status, 201, "{r:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_ring_of_twenty_users_conserves_money_and_every_statement_sums_to_its_balance() {
    let s = Arc::new(Server::start().await);
    let mut ids = Vec::new();
    for i in 0..20 {
        ids.push(
            user(
                &s,
                &format!("r{i}"),
                &format!("+96477000000{i:02}"),
                100_000,
                Some("2468"),
            )
            .await,
        );
    }
    let mut tokens = Vec::new();
    for id in &ids {
        tokens.push(token(&s, id).await);
    }
    let mut tasks = Vec::new();
    for round in 0..3 {
        for (i, t) in tokens.iter().enumerate() {
            let (s, t) = (s.clone(), t.clone());
            let to = format!("r{}", (i + 1 + round) % 20);
            let amount = 1_000 * (1 + ((i + round) % 7) as i64);
            tasks.push(tokio::spawn(async move {
                send(&s, &t, iqd(&to, amount, "2468")).await
            }));
        }
    }
    for t in tasks {
        let r = t.await.unwrap();
        assert!(
            r.status == 201 || r.body["error"]["code"] == "WALLET_BUSY",
            "{r:?}"
        );
    }
    let mut total = 0;
    for t in &tokens {
        let b = balance(&s, t).await;
        let lines = get(&s, t, "/wallet/transactions?currency=IQD&limit=100").await;
        let sum: i64 = lines.data()["transactions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["amount"].as_i64().unwrap())
            .sum();
        assert_eq!(sum, b, "a statement sums to its balance");
        total += b;
    }
    assert_eq!(total, 2_000_000);
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn the_platform_changes_a_merchants_limits_per_tier_and_currency() {
    let s = Server::start().await;
    let zahra = user(&s, "zahra", "+9647701234567", 100_000, Some("1234")).await;
    user(&s, "karim", "+9647711111111", 0, None).await;
    let path = format!("/admin/merchants/{}/limits", s.merchant_id());
    let r = s
        .admin(
            Method::PATCH,
            &path,
            Some(json!({ "tier": 0, "currency": "IQD", "per_transfer": 1_000, "max_balance": 2_000 })),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let tz = token(&s, &zahra).await;
    send(&s, &tz, iqd("karim", 1_001, "1234"))
        .await
        .expect_error(422, "TRANSFER_LIMIT_EXCEEDED");
    let r = send(&s, &tz, iqd("karim", 1_000, "1234")).await;
    assert_eq!(r.status, 201, "{r:?}");
    let r = send(&s, &tz, iqd("karim", 1_000, "1234")).await;
    assert_eq!(r.status, 201, "{r:?}");
    // karim holds 2,000 of the 2,000 this merchant's tier 0 may hold now
    send(&s, &tz, iqd("karim", 1, "1234"))
        .await
        .expect_error(422, "RECIPIENT_UNAVAILABLE");
    let w = get(&s, &tz, "/wallet").await;
    let l = &w.data()["limits"]["transfers"][0]["limits"];
    assert_eq!(
        (l["per_transfer"].as_i64(), l["daily_amount"].as_i64()),
        (Some(1_000), Some(500_000))
    );
    // USD and other tiers keep their defaults; bad input is refused field by field
    let all = s.admin(Method::GET, &path, None).await;
    assert_eq!(all.data()["tiers"][1]["limits"]["per_transfer"], 19_200);
    let r = s
        .admin(
            Method::PATCH,
            &path,
            Some(json!({ "tier": 3, "currency": "IQD", "daily_count": 0 })),
        )
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(
        r.field("tier").is_some() && r.field("daily_count").is_some(),
        "{r:?}"
    );
    s.admin(
        Method::PATCH,
        "/admin/merchants/mer_nobody/limits",
        Some(json!({ "tier": 0, "currency": "IQD" })),
    )
    .await
    .expect_error(404, "MERCHANT_NOT_FOUND");
}
