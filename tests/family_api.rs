//! Family wallets (issue 80) over HTTP on `sanduq serve`: a verified guardian opens up to
//! five dependants, funds them, sets their rules; each rule is kept where the money leaves
//! (checkout, transfers, cash-out, cash at an agent) under its own code; twenty payments at
//! once never pass the day's cap; a dependant signs in with a code its guardian's wallet
//! showed; the guardian is texted each payment over the amount they chose.

use crate::common;
use crate::kyc_cash_out::{as_user, user, verified};
use crate::receipts_api::texts;
use common::{Resp, Server};
use reqwest::Method;
use serde_json::{json, Value};
use std::sync::Arc;

async fn get(s: &Server, t: &str, path: &str) -> Resp {
    as_user(s, t, Method::GET, path, None).await
}

async fn post(s: &Server, t: &str, path: &str, body: Value) -> Resp {
    as_user(s, t, Method::POST, path, Some(body)).await
}

async fn patch(s: &Server, t: &str, path: &str, body: Value) -> Resp {
    let idem = [("idempotency-key", uuid::Uuid::new_v4().to_string())];
    s.send(Method::PATCH, path, Some(t), &idem, Some(body.to_string()))
        .await
}

/// A dependant of the guardian signed in as `t`: its id.
async fn dependant(s: &Server, t: &str, name: &str) -> String {
    let r = post(
        s,
        t,
        "/wallet/dependants",
        json!({ "name": name, "date_of_birth": "2014-03-01" }),
    )
    .await;
    assert_eq!(r.status, 201, "{r:?}");
    r.data()["id"].as_str().unwrap().to_string()
}

/// A token the merchant's server mints for `id`.
async fn token_of(s: &Server, id: &str) -> String {
    crate::transfers_api::token(s, id).await
}

async fn rules(s: &Server, t: &str, id: &str, rules: Value) -> Resp {
    let r = patch(
        s,
        t,
        &format!("/wallet/dependants/{id}"),
        json!({ "rules": rules }),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    r
}

async fn fund(s: &Server, t: &str, to: &str, amount: i64) {
    let r = crate::transfers_api::send(s, t, crate::transfers_api::iqd(to, amount, "1234")).await;
    assert_eq!(r.status, 201, "{r:?}");
}

/// A checkout of `amount` IQD for the dependant `id`, paid through the sandbox with PIN 1234.
async fn checkout(s: &Server, id: &str, amount: i64) -> Resp {
    let (sid, _) = s.session(id, amount, "IQD").await;
    s.post(
        &format!("/sandbox/checkout/sessions/{sid}/pay"),
        json!({ "pin": "1234" }),
    )
    .await
}

/// A dependant of the guardian signed in as `t`, with PIN 1234: its id.
async fn with_pin(s: &Server, t: &str, name: &str) -> String {
    let id = dependant(s, t, name).await;
    let r = s
        .post(
            &format!("/sandbox/users/{id}/pin"),
            json!({ "pin": "1234" }),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    id
}

#[tokio::test]
async fn a_verified_user_opens_up_to_five_family_wallets_and_sees_only_their_own() {
    let s = Server::start().await;
    // tier 0 may not
    let (_, plain) = user(&s, "fam-plain", "+9647701110000", 0).await;
    post(
        &s,
        &plain,
        "/wallet/dependants",
        json!({ "name": "Ali", "date_of_birth": "2014-03-01" }),
    )
    .await
    .expect_error(422, "KYC_REQUIRED");
    let (gid, g) = verified(&s, "fam-g", "+9647701110001", 0).await;
    // bad input names each field
    let r = post(
        &s,
        &g,
        "/wallet/dependants",
        json!({ "date_of_birth": "2999-01-01", "phone": "12" }),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    for f in ["name", "date_of_birth", "phone"] {
        assert!(r.field(f).is_some(), "{f}: {r:?}");
    }
    let r = post(
        &s,
        &g,
        "/wallet/dependants",
        json!({ "name": "Ali", "date_of_birth": "1800-01-01" }),
    )
    .await;
    assert!(r.field("date_of_birth").is_some(), "{r:?}");
    // a phone another wallet has
    let r = post(
        &s,
        &g,
        "/wallet/dependants",
        json!({ "name": "Ali", "date_of_birth": "2014-03-01", "phone": "+9647701110000" }),
    )
    .await;
    assert!(r.field("phone").is_some(), "{r:?}");
    // five, then no more
    let mut ids = vec![];
    for n in 0..5 {
        ids.push(dependant(&s, &g, &format!("Child {n}")).await);
    }
    let r = post(
        &s,
        &g,
        "/wallet/dependants",
        json!({ "name": "Six", "date_of_birth": "2020-01-01" }),
    )
    .await;
    r.expect_error(422, "DEPENDANT_LIMIT_REACHED");
    assert_eq!(r.body["error"]["details"]["max"], 5);
    let list = get(&s, &g, "/wallet/dependants").await;
    let data = list.data()["data"].as_array().unwrap().clone();
    assert_eq!(
        data.iter()
            .map(|d| d["id"].as_str().unwrap())
            .collect::<Vec<_>>(),
        ids.iter().map(String::as_str).collect::<Vec<_>>(),
        "oldest first"
    );
    let one = &data[0];
    assert_eq!(one["guardian_id"], gid);
    assert_eq!(one["date_of_birth"], "2014-03-01");
    assert_eq!(one["rules"]["cash_out"], false);
    assert_eq!(one["rules"]["transfers"], "guardian_only");
    assert_eq!(one["rules"]["daily"]["IQD"], Value::Null);
    assert_eq!(one["spent_today"]["IQD"], 0);
    assert!(one["age"].as_u64().unwrap() >= 12);
    // a dependant has no dependants; another guardian sees none of these
    let kid = token_of(&s, &ids[0]).await;
    post(
        &s,
        &kid,
        "/wallet/dependants",
        json!({ "name": "X", "date_of_birth": "2020-01-01" }),
    )
    .await
    .expect_error(403, "FORBIDDEN");
    let (_, other) = verified(&s, "fam-other", "+9647701110002", 0).await;
    assert_eq!(
        get(&s, &other, "/wallet/dependants").await.data()["data"],
        json!([])
    );
    for path in [
        format!("/wallet/dependants/{}", ids[0]),
        format!("/wallet/dependants/{}/transactions", ids[0]),
        format!("/wallet/dependants/{gid}"),
    ] {
        get(&s, &other, &path).await.expect_error(404, "NOT_FOUND");
    }
    patch(
        &s,
        &other,
        &format!("/wallet/dependants/{}", ids[0]),
        json!({ "rules": { "paused": true } }),
    )
    .await
    .expect_error(404, "NOT_FOUND");
    // the merchant sees them as its users
    let u = s.get(&format!("/users/{}", ids[0])).await;
    assert_eq!(u.status, 200, "{u:?}");
}

#[tokio::test]
async fn each_rule_is_kept_where_the_money_leaves_under_its_own_code() {
    let s = Server::start().await;
    let (gid, g) = verified(&s, "fam-g2", "+9647702220001", 1_000_000).await;
    let (_, stranger) = user(&s, "fam-stranger", "+9647702220002", 100_000).await;
    let kid_id = dependant(&s, &g, "Zaid Kareem").await;
    s.post(
        &format!("/sandbox/users/{kid_id}/pin"),
        json!({ "pin": "1234" }),
    )
    .await;
    let kid = token_of(&s, &kid_id).await;
    // money comes in only from the guardian
    fund(&s, &g, &kid_id, 200_000).await;
    let r = crate::transfers_api::send(
        &s,
        &stranger,
        crate::transfers_api::iqd(&kid_id, 1_000, "1234"),
    )
    .await;
    r.expect_error(422, "RECIPIENT_UNAVAILABLE");
    let r = s
        .post(
            &format!("/wallets/{kid_id}/cash-in"),
            json!({ "amount": 1_000, "currency": "IQD", "reference": "till 4" }),
        )
        .await;
    r.expect_error(422, "RECIPIENT_UNAVAILABLE");
    assert_eq!(r.body["error"]["details"]["rule"], "funded_by_guardian");

    // per payment
    rules(&s, &g, &kid_id, json!({ "per_payment": { "IQD": 25_000 } })).await;
    let r = checkout(&s, &kid_id, 30_000).await;
    r.expect_error(422, "FAMILY_PAYMENT_CAP_EXCEEDED");
    assert_eq!(r.body["error"]["details"]["per_payment"], 25_000);
    assert_eq!(checkout(&s, &kid_id, 20_000).await.status, 200);

    // the merchants and categories allowed
    s.patch("/merchant/branding", json!({ "category_code": "5942" }))
        .await;
    rules(&s, &g, &kid_id, json!({ "allowed_categories": ["5411"] })).await;
    checkout(&s, &kid_id, 1_000)
        .await
        .expect_error(422, "FAMILY_MERCHANT_NOT_ALLOWED");
    rules(
        &s,
        &g,
        &kid_id,
        json!({ "allowed_categories": ["5411", "5942"] }),
    )
    .await;
    assert_eq!(checkout(&s, &kid_id, 1_000).await.status, 200);
    rules(
        &s,
        &g,
        &kid_id,
        json!({ "allowed_categories": ["5411"], "allowed_merchants": [s.merchant_id()] }),
    )
    .await;
    assert_eq!(checkout(&s, &kid_id, 1_000).await.status, 200);

    // transfers: only back to the guardian, then none
    let stranger_id = crate::transfers_api::user(&s, "fam-s2", "+9647702220003", 0, None).await;
    crate::transfers_api::send(
        &s,
        &kid,
        crate::transfers_api::iqd(&stranger_id, 1_000, "1234"),
    )
    .await
    .expect_error(422, "FAMILY_TRANSFER_NOT_ALLOWED");
    let back =
        crate::transfers_api::send(&s, &kid, crate::transfers_api::iqd(&gid, 1_000, "1234")).await;
    assert_eq!(back.status, 201, "{back:?}");
    rules(&s, &g, &kid_id, json!({ "transfers": "none" })).await;
    crate::transfers_api::send(&s, &kid, crate::transfers_api::iqd(&gid, 1_000, "1234"))
        .await
        .expect_error(422, "FAMILY_TRANSFER_NOT_ALLOWED");

    // cash: kept in (the rule before the identity tier a cash-out needs)
    let r = post(
        &s,
        &kid,
        "/wallet/cash-outs",
        crate::kyc_cash_out::cash_out_body(5_000, "IQ98NBIQ850123456789012", "1234"),
    )
    .await;
    r.expect_error(422, "FAMILY_CASH_OUT_NOT_ALLOWED");
    let r = post(
        &s,
        &kid,
        "/wallet/withdrawals",
        json!({ "amount": 5_000, "currency": "IQD", "pin": "1234" }),
    )
    .await;
    r.expect_error(422, "FAMILY_CASH_OUT_NOT_ALLOWED");
    // let out, the tier speaks
    rules(&s, &g, &kid_id, json!({ "cash_out": true })).await;
    let r = post(
        &s,
        &kid,
        "/wallet/withdrawals",
        json!({ "amount": 5_000, "currency": "IQD", "pin": "1234" }),
    )
    .await;
    r.expect_error(422, "KYC_REQUIRED");

    // the day's cap: 22,000 spent so far today
    rules(
        &s,
        &g,
        &kid_id,
        json!({ "per_payment": null, "daily": { "IQD": 50_000 } }),
    )
    .await;
    assert_eq!(checkout(&s, &kid_id, 28_000).await.status, 200);
    let r = checkout(&s, &kid_id, 1).await;
    r.expect_error(422, "FAMILY_DAILY_CAP_EXCEEDED");
    assert_eq!(r.body["error"]["details"]["used_today"], 50_000);
    // paused: nothing leaves, whatever the amount
    rules(&s, &g, &kid_id, json!({ "daily": null, "paused": true })).await;
    checkout(&s, &kid_id, 1)
        .await
        .expect_error(403, "FAMILY_WALLET_PAUSED");
    rules(&s, &g, &kid_id, json!({ "paused": false })).await;
    assert_eq!(checkout(&s, &kid_id, 1).await.status, 200);

    // bad rules name their field; nothing changes
    let r = patch(
        &s,
        &g,
        &format!("/wallet/dependants/{kid_id}"),
        json!({ "rules": { "daily": { "EUR": 5 }, "paused": "yes" } }),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(
        r.field("rules.daily.EUR").is_some() && r.field("rules.paused").is_some(),
        "{r:?}"
    );

    // the dependant sees its guardian and rules; the guardian its statement
    let w = get(&s, &kid, "/wallet").await;
    let fam = &w.data()["family"];
    assert_eq!(fam["guardian"]["id"], gid);
    assert_eq!(fam["guardian"]["name"], "User f.");
    assert_eq!(fam["rules"]["transfers"], "none");
    assert_eq!(fam["spent_today"]["IQD"], 50_001);
    assert_eq!(get(&s, &g, "/wallet").await.data()["family"], Value::Null);
    let lines = get(
        &s,
        &g,
        &format!("/wallet/dependants/{kid_id}/transactions?limit=100"),
    )
    .await;
    let lines = lines.data()["transactions"].as_array().unwrap().clone();
    let paid: i64 = lines
        .iter()
        .filter(|l| l["type"] == "payment")
        .map(|l| l["amount"].as_i64().unwrap())
        .sum();
    assert_eq!(paid, -(20_000 + 1_000 + 1_000 + 28_000 + 1));
    assert!(lines
        .iter()
        .any(|l| l["type"] == "transfer_in" && l["amount"] == 200_000));
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_payments_at_once_never_pass_the_days_cap() {
    let s = Arc::new(Server::start().await);
    let (_, g) = verified(&s, "fam-g3", "+9647703330001", 1_000_000).await;
    let kid_id = dependant(&s, &g, "Sara").await;
    fund(&s, &g, &kid_id, 250_000).await;
    fund(&s, &g, &kid_id, 250_000).await;
    rules(&s, &g, &kid_id, json!({ "daily": { "IQD": 100_000 } })).await;
    let mut sessions = vec![];
    for _ in 0..20 {
        sessions.push(s.session(&kid_id, 10_000, "IQD").await.0);
    }
    let tasks: Vec<_> = sessions
        .into_iter()
        .map(|sid| {
            let s = s.clone();
            tokio::spawn(async move { s.pay(&sid).await })
        })
        .collect();
    let mut answers = vec![];
    for t in tasks {
        answers.push(t.await.unwrap());
    }
    let paid = answers.iter().filter(|r| r.status == 200).count();
    let refused: Vec<&str> = answers
        .iter()
        .filter(|r| r.status != 200)
        .map(Resp::code)
        .collect();
    assert_eq!(paid, 10, "{refused:?}");
    assert!(
        refused.iter().all(|c| *c == "FAMILY_DAILY_CAP_EXCEEDED"),
        "{refused:?}"
    );
    assert_eq!(s.balance(&kid_id, "IQD").await, 400_000);
    let d = get(&s, &g, &format!("/wallet/dependants/{kid_id}")).await;
    assert_eq!(d.data()["spent_today"]["IQD"], 100_000);
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn a_dependant_signs_in_with_the_code_its_guardians_wallet_showed_once() {
    let s = Server::start().await;
    let (_, g) = verified(&s, "fam-g4", "+9647704440001", 0).await;
    let kid_id = dependant(&s, &g, "Noor").await;
    let pk = s.creds["publishable_key"].as_str().unwrap().to_string();
    let sign_in = |code: String| {
        let (s, pk) = (&s, pk.clone());
        async move {
            s.post_as(&pk, "/wallet/auth/family-code", json!({ "code": code }))
                .await
        }
    };
    let c = post(
        &s,
        &g,
        &format!("/wallet/dependants/{kid_id}/sign-in-codes"),
        json!({}),
    )
    .await;
    assert_eq!(c.status, 201, "{c:?}");
    let code = c.data()["code"].as_str().unwrap().to_string();
    assert_eq!(code.len(), 10);
    // typed as the guardian read it out, in groups
    let spaced = format!("{} {}", &code[..5], &code[5..]);
    let r = sign_in(spaced).await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.data()["user"]["id"], kid_id);
    let t = r.data()["access_token"].as_str().unwrap().to_string();
    assert!(r.data()["refresh_token"].is_string());
    assert_eq!(
        get(&s, &t, "/wallet").await.data()["family"]["guardian"]["name"],
        "User f."
    );
    // used once; a wrong one is not found; a bad shape names the field
    sign_in(code.clone()).await.expect_error(404, "NOT_FOUND");
    let wrong = if code == "0000000000" {
        "1111111111"
    } else {
        "0000000000"
    };
    sign_in(wrong.into()).await.expect_error(404, "NOT_FOUND");
    assert!(sign_in("12345".into()).await.field("code").is_some());
    // someone else's dependant gets no code from this guardian
    let (_, other) = verified(&s, "fam-o4", "+9647704440002", 0).await;
    post(
        &s,
        &other,
        &format!("/wallet/dependants/{kid_id}/sign-in-codes"),
        json!({}),
    )
    .await
    .expect_error(404, "NOT_FOUND");
    // the code's time runs on the merchant's clock
    let c = post(
        &s,
        &g,
        &format!("/wallet/dependants/{kid_id}/sign-in-codes"),
        json!({}),
    )
    .await;
    s.advance(11 * 60).await;
    sign_in(c.data()["code"].as_str().unwrap().into())
        .await
        .expect_error(404, "NOT_FOUND");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guardian_is_texted_each_payment_over_the_amount_they_chose_once() {
    let s = Server::start().await;
    let phone = "+9647705550001";
    let (_, g) = verified(&s, "fam-g5", phone, 500_000).await;
    let before = texts(&s, phone, 0).await.len();
    let kid_id = with_pin(&s, &g, "Huda").await;
    fund(&s, &g, &kid_id, 100_000).await;
    rules(&s, &g, &kid_id, json!({ "notify_over": { "IQD": 20_000 } })).await;
    assert_eq!(checkout(&s, &kid_id, 20_000).await.status, 200);
    let (sid, pay) = s.session(&kid_id, 25_000, "IQD").await;
    let paid = s
        .post(
            &format!("/sandbox/checkout/sessions/{sid}/pay"),
            json!({ "pin": "1234" }),
        )
        .await;
    assert_eq!(paid.status, 200, "{paid:?}");
    // held, then captured: one text
    let cap = s.post(&format!("/payments/{pay}/capture"), json!({})).await;
    assert_eq!(cap.status, 200, "{cap:?}");
    let got = texts(&s, phone, before + 1).await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let got_later = texts(&s, phone, 0).await;
    assert_eq!(got_later.len(), before + 1, "{got_later:?}");
    let t = &got[0];
    assert!(
        t.contains("Huda paid 25,000 IQD") && t.contains("دفع Huda"),
        "{t}"
    );
    assert!(!got.iter().any(|t| t.contains("20,000")), "{got:?}");
}
