//! Currency exchange (issue 30) over HTTP on `sanduq serve`: the platform's rates (the
//! sandbox's until set, none for a production merchant, stale on the test clock), quotes
//! rounded in the platform's favour, execution with the PIN that moves both currencies
//! through the merchant's exchange position once, however many requests race for one
//! quote, and quotes that expire on the test clock.

use crate::common;

use common::{Resp, Server};
use reqwest::Method;
use serde_json::{json, Value};
use std::sync::Arc;

async fn user(s: &Server, ext: &str) -> (String, String) {
    let id = s.user(ext).await;
    s.post(
        &format!("/sandbox/users/{id}/pin"),
        json!({ "pin": "1234" }),
    )
    .await;
    let t = s.post(&format!("/users/{id}/sessions"), json!({})).await;
    assert_eq!(t.status, 201, "{t:?}");
    (id, t.data()["access_token"].as_str().unwrap().to_string())
}

async fn as_user(s: &Server, t: &str, path: &str, body: Value) -> Resp {
    let idem = uuid::Uuid::new_v4().to_string();
    s.send(
        Method::POST,
        path,
        Some(t),
        &[("idempotency-key", idem)],
        Some(body.to_string()),
    )
    .await
}

async fn quote(s: &Server, t: &str, body: Value) -> Resp {
    as_user(s, t, "/wallet/exchange/quotes", body).await
}

async fn execute(s: &Server, t: &str, quote_id: &str, pin: &str) -> Resp {
    as_user(
        s,
        t,
        "/wallet/exchange",
        json!({ "quote_id": quote_id, "pin": pin }),
    )
    .await
}

async fn balances(s: &Server, t: &str) -> (i64, i64) {
    let w = s.send(Method::GET, "/wallet", Some(t), &[], None).await;
    (
        common::account(&w.data()["accounts"], "IQD"),
        common::account(&w.data()["accounts"], "USD"),
    )
}

async fn set_rates(s: &Server, body: Value) -> Resp {
    s.admin(Method::PUT, "/admin/fx/rates", Some(body)).await
}

#[tokio::test]
async fn rates_are_the_sandboxs_until_set_and_refused_when_stale_or_bad() {
    let s = Server::start().await;
    let r = s.get("/fx/rates").await;
    assert_eq!(r.status, 200, "{r:?}");
    let d = r.data();
    assert_eq!(
        (
            d["source"].as_str(),
            d["bid"].as_str(),
            d["ask"].as_str(),
            d["official_rate"].as_str()
        ),
        (
            Some("sandbox_default"),
            Some("1287"),
            Some("1313"),
            Some("1300")
        )
    );
    assert_eq!(
        (d["bid_spread_bps"].as_i64(), d["ask_spread_bps"].as_i64()),
        (Some(100), Some(100))
    );
    s.admin(Method::GET, "/admin/fx/rates", None)
        .await
        .expect_error(404, "NOT_FOUND");

    // every bad field named
    let past = (chrono::Utc::now() - chrono::Duration::minutes(1)).to_rfc3339();
    let r = set_rates(&s, json!({ "pair": "EUR/IQD", "bid": "1,290", "ask": "0", "official": "-1", "valid_until": "soon" })).await;
    r.expect_error(422, "VALIDATION_ERROR");
    for f in ["pair", "bid", "ask", "official", "valid_until"] {
        assert!(r.field(f).is_some(), "{f}: {r:?}");
    }
    set_rates(
        &s,
        json!({ "pair": "USD/IQD", "bid": "1320", "ask": "1310" }),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    set_rates(
        &s,
        json!({ "pair": "USD/IQD", "bid": "1290", "ask": "1310", "valid_until": past }),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");

    // the platform's rates, valid for an hour
    let hour = (chrono::Utc::now() + chrono::Duration::hours(1)).to_rfc3339();
    let r = set_rates(
        &s,
        json!({ "pair": "USD/IQD", "bid": "1295.5", "ask": "1310.25", "valid_until": hour }),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    let d = s.get("/fx/rates").await.data().clone();
    assert_eq!(
        (d["source"].as_str(), d["bid"].as_str(), d["ask"].as_str()),
        (Some("platform"), Some("1295.5"), Some("1310.25"))
    );
    let (_, t) = user(&s, "zahra").await;
    let q = quote(
        &s,
        &t,
        json!({ "from_currency": "IQD", "to_currency": "USD", "to_amount": 1_000 }),
    )
    .await;
    // $10.00 at 1310.25: 13,102.5 dinars, rounded up
    assert_eq!(
        (q.status.as_u16(), q.data()["from_amount"].as_i64()),
        (201, Some(13_103)),
        "{q:?}"
    );

    // an hour and a minute later on the test clock they are stale: nothing is quoted
    s.advance(3_660).await;
    let (_, t) = user(&s, "zahra").await; // a fresh token: the old one aged with the clock
    let r = quote(
        &s,
        &t,
        json!({ "from_currency": "IQD", "to_currency": "USD", "to_amount": 1_000 }),
    )
    .await;
    r.expect_error(503, "SERVICE_UNAVAILABLE");
    s.get("/fx/rates")
        .await
        .expect_error(503, "SERVICE_UNAVAILABLE");

    // issue 72 (3): a quote made before the rates' valid_until ends with them, not 30 s on
    let valid_until = chrono::Utc::now() + chrono::Duration::seconds(10);
    let s3 = Server::start().await;
    let r = set_rates(
        &s3,
        json!({ "pair": "USD/IQD", "bid": "1290", "ask": "1310", "official": "1300", "valid_until": valid_until }),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    let (zahra, t) = user(&s3, "zahra").await;
    s3.topup(&zahra, "IQD", 100_000).await;
    let q = quote(
        &s3,
        &t,
        json!({ "from_currency": "IQD", "to_currency": "USD", "to_amount": 1_000 }),
    )
    .await;
    assert_eq!(q.status, 201, "{q:?}");
    let expires: chrono::DateTime<chrono::Utc> =
        q.data()["expires_at"].as_str().unwrap().parse().unwrap();
    assert!(expires <= valid_until, "{expires} after {valid_until}");
    let id = q.data()["id"].as_str().unwrap().to_string();
    s3.advance(15).await;
    let r = execute(&s3, &t, &id, "1234").await;
    r.expect_error(422, "PAYMENT_EXPIRED");
    assert_eq!(balances(&s3, &t).await, (100_000, 0));

    // a production merchant has no rate until the platform sets one
    let s2 = Server::start().await;
    let made = s2
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({ "name": "Live Shop", "status": "approved", "environment": "production" })),
        )
        .await;
    let lsk = made.data()["keys"]["secret_key"]
        .as_str()
        .unwrap()
        .to_string();
    let r = s2
        .send(Method::GET, "/fx/rates", Some(&lsk), &[], None)
        .await;
    r.expect_error(503, "SERVICE_UNAVAILABLE");
    assert!(r.data().is_null());
}

#[tokio::test]
async fn a_quote_executes_once_with_the_pin_and_moves_both_currencies_through_the_position() {
    let s = Server::start().await;
    let (zahra, t) = user(&s, "zahra").await;
    let (_, other) = user(&s, "karim").await;
    s.topup(&zahra, "IQD", 50_000).await;

    // the shape of a quote request
    for (body, field) in [
        (
            json!({ "from_currency": "IQD", "to_currency": "USD" }),
            "from_amount",
        ),
        (
            json!({ "from_currency": "IQD", "to_currency": "USD", "from_amount": 100, "to_amount": 1 }),
            "to_amount",
        ),
        (
            json!({ "from_currency": "IQD", "to_currency": "IQD", "from_amount": 100 }),
            "to_currency",
        ),
        (
            json!({ "from_currency": "IQD", "to_currency": "USD", "from_amount": 10 }),
            "amount",
        ),
    ] {
        let r = quote(&s, &t, body).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{field}: {r:?}");
    }
    quote(
        &s,
        &t,
        json!({ "from_currency": "IQD", "to_currency": "EUR", "from_amount": 100 }),
    )
    .await
    .expect_error(422, "UNSUPPORTED_CURRENCY");

    // $10.00 for 13,130 IQD at the sandbox's ask
    let q = quote(
        &s,
        &t,
        json!({ "from_currency": "IQD", "to_currency": "USD", "to_amount": 1_000 }),
    )
    .await;
    assert_eq!(q.status, 201, "{q:?}");
    let d = q.data().clone();
    assert_eq!(
        (
            d["from_amount"].as_i64(),
            d["rate"].as_str(),
            d["official_rate"].as_str(),
            d["spread_bps"].as_i64(),
            d["status"].as_str()
        ),
        (
            Some(13_130),
            Some("1313"),
            Some("1300"),
            Some(100),
            Some("open")
        )
    );
    let id = d["id"].as_str().unwrap().to_string();
    // another user cannot use it; a wrong PIN is counted
    execute(&s, &other, &id, "1234")
        .await
        .expect_error(404, "NOT_FOUND");
    execute(&s, &t, &id, "9999")
        .await
        .expect_error(401, "INVALID_PIN");
    assert_eq!(balances(&s, &t).await, (50_000, 0));

    let idem = uuid::Uuid::new_v4().to_string();
    let body = json!({ "quote_id": id, "pin": "1234" }).to_string();
    let first = s
        .send(
            Method::POST,
            "/wallet/exchange",
            Some(&t),
            &[("idempotency-key", idem.clone())],
            Some(body.clone()),
        )
        .await;
    assert_eq!(
        (first.status.as_u16(), first.data()["status"].as_str()),
        (201, Some("executed")),
        "{first:?}"
    );
    assert_eq!(first.data()["object"], "exchange");
    let again = s
        .send(
            Method::POST,
            "/wallet/exchange",
            Some(&t),
            &[("idempotency-key", idem)],
            Some(body),
        )
        .await;
    assert_eq!(again.data(), first.data(), "the same key replays");
    execute(&s, &t, &id, "1234")
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    assert_eq!(balances(&s, &t).await, (50_000 - 13_130, 1_000));

    // the statement: one exchange line per currency
    let lines = s
        .send(
            Method::GET,
            "/wallet/transactions?limit=5",
            Some(&t),
            &[],
            None,
        )
        .await;
    let ex: Vec<(String, i64)> = lines.data()["transactions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["type"] == "exchange")
        .map(|l| {
            (
                l["currency"].as_str().unwrap().to_string(),
                l["amount"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(ex.len(), 2, "{lines:?}");
    assert!(
        ex.contains(&("IQD".into(), -13_130)) && ex.contains(&("USD".into(), 1_000)),
        "{ex:?}"
    );
    let ev = s.get("/events?type=exchange.completed").await;
    assert_eq!(ev.data()["events"].as_array().unwrap().len(), 1);

    // the audit: each currency still sums to zero, the position shows
    let audit = s.audit().await;
    assert_eq!(audit["ok"], true, "{audit}");
    assert_eq!(audit["totals"]["IQD"]["fx_position"], 13_130);
    assert_eq!(audit["totals"]["USD"]["fx_position"], -1_000);

    // selling dollars: at the bid, rounded down
    let q = quote(
        &s,
        &t,
        json!({ "from_currency": "USD", "to_currency": "IQD", "from_amount": 777 }),
    )
    .await;
    assert_eq!(
        q.data()["to_amount"],
        9_999,
        "7.77 x 1287 = 9,999.99, rounded down: {q:?}"
    );
    let q = quote(
        &s,
        &t,
        json!({ "from_currency": "USD", "to_currency": "IQD", "from_amount": 1 }),
    )
    .await;
    assert_eq!(q.data()["to_amount"], 12, "12.87 rounded down: {q:?}");

    // short of the from currency; a quote that expires on the test clock
    let q = quote(
        &s,
        &t,
        json!({ "from_currency": "USD", "to_currency": "IQD", "from_amount": 5_000 }),
    )
    .await;
    execute(&s, &t, q.data()["id"].as_str().unwrap(), "1234")
        .await
        .expect_error(422, "INSUFFICIENT_BALANCE");
    let q = quote(
        &s,
        &t,
        json!({ "from_currency": "IQD", "to_currency": "USD", "from_amount": 1_313 }),
    )
    .await;
    s.advance(31).await;
    let r = execute(&s, &t, q.data()["id"].as_str().unwrap(), "1234").await;
    r.expect_error(422, "PAYMENT_EXPIRED");
    assert_eq!(
        balances(&s, &t).await,
        (50_000 - 13_130, 1_000),
        "nothing moved"
    );

    // what a tier-0 wallet may hold bounds what it gets
    let (rich, tr) = user(&s, "rich").await;
    s.topup(&rich, "USD", 100_000).await;
    let q = quote(
        &s,
        &tr,
        json!({ "from_currency": "USD", "to_currency": "IQD", "from_amount": 100_000 }),
    )
    .await;
    let r = execute(&s, &tr, q.data()["id"].as_str().unwrap(), "1234").await;
    r.expect_error(422, "TIER_UPGRADE_REQUIRED");
    let audit = s.audit().await;
    assert_eq!(audit["ok"], true, "{audit}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_quote_raced_by_many_requests_executes_once() {
    let s = Arc::new(Server::start().await);
    let (zahra, t) = user(&s, "zahra").await;
    s.topup(&zahra, "IQD", 200_000).await;
    for round in 0..3 {
        let q = quote(
            &s,
            &t,
            json!({ "from_currency": "IQD", "to_currency": "USD", "to_amount": 500 }),
        )
        .await;
        let id = q.data()["id"].as_str().unwrap().to_string();
        let tasks: Vec<_> = (0..10)
            .map(|_| {
                let (s, t, id) = (s.clone(), t.clone(), id.clone());
                tokio::spawn(async move { execute(&s, &t, &id, "1234").await })
            })
            .collect();
        let mut done = 0;
        for task in tasks {
            let r = task.await.unwrap();
            match r.status.as_u16() {
                201 => done += 1,
                _ => {
                    r.expect_error(422, "INVALID_PAYMENT_STATUS");
                }
            }
        }
        assert_eq!(done, 1, "round {round}");
    }
    assert_eq!(balances(&s, &t).await, (200_000 - 3 * 6_565, 1_500));
    let audit = s.audit().await;
    assert_eq!(audit["ok"], true, "{audit}");
    assert_eq!(audit["totals"]["USD"]["fx_position"], -1_500);
}

/// An embedded checkout session for `user`: its id and one-time token.
async fn embedded(s: &Server, user: &str, amount: i64, currency: &str) -> (String, String) {
    let r = s
        .post(
            "/embedded/checkout/sessions",
            json!({ "user_id": user, "amount": amount, "currency": currency, "capture_mode": "automatic" }),
        )
        .await;
    assert_eq!(r.status, 201, "{r:?}");
    (
        r.data()["session_id"].as_str().unwrap().to_string(),
        r.data()["session_token"].as_str().unwrap().to_string(),
    )
}

async fn popup(s: &Server, call: &str, body: Value) -> Resp {
    s.send(
        Method::POST,
        &format!("/embedded/popup/{call}"),
        None,
        &[],
        Some(body.to_string()),
    )
    .await
}

#[tokio::test]
async fn a_usd_checkout_paid_from_dinars_keeps_its_quote_and_refunds_in_dollars() {
    let s = Server::start().await;
    let (zahra, _) = user(&s, "zahra").await;
    s.topup(&zahra, "IQD", 50_000).await;
    let (_, token) = embedded(&s, "zahra", 1_000, "USD").await;
    let v = popup(&s, "session", json!({ "session_token": token })).await;
    assert_eq!(v.data()["balance"], 0);
    assert_eq!(
        v.data()["other"],
        json!({ "currency": "IQD", "exponent": 0, "balance": 50_000 })
    );
    let q = popup(&s, "fx-quote", json!({ "session_token": token })).await;
    assert_eq!(q.status, 200, "{q:?}");
    assert_eq!(
        (
            q.data()["from_amount"].as_i64(),
            q.data()["to_amount"].as_i64()
        ),
        (Some(13_130), Some(1_000))
    );
    let qid = q.data()["id"].as_str().unwrap().to_string();
    // a quote of another session's amount does not pay this one
    let (_, other_token) = embedded(&s, "zahra", 999, "USD").await;
    let r = popup(
        &s,
        "confirm",
        json!({ "session_token": other_token, "pin": "1234", "fx_quote_id": qid }),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("fx_quote_id").is_some(), "{r:?}");

    let paid = popup(
        &s,
        "confirm",
        json!({ "session_token": token, "pin": "1234", "fx_quote_id": qid }),
    )
    .await;
    assert_eq!(paid.status, 200, "{paid:?}");
    assert_eq!(
        (
            paid.data()["balance"].as_i64(),
            paid.data()["balance_currency"].as_str()
        ),
        (Some(50_000 - 13_130), Some("IQD"))
    );
    let pay = paid.data()["payment_id"].as_str().unwrap().to_string();
    let shown = s
        .gw(Method::GET, &format!("/gateway/payments/{pay}"), "")
        .await;
    let fx = &shown.data()["fx_details"];
    assert_eq!(
        fx,
        &json!({ "quote_id": qid, "rate": "1313", "official_rate": "1300", "spread_bps": 100,
            "from_currency": "IQD", "from_amount": 13_130, "to_currency": "USD", "to_amount": 1_000 })
    );
    let ev = s.get("/events?type=payment.completed").await;
    assert_eq!(
        ev.data()["events"][0]["data"]["object"]["fx_details"]["quote_id"],
        qid.as_str()
    );
    // the quote paid once: not again, on any session
    let (_, third) = embedded(&s, "zahra", 1_000, "USD").await;
    popup(
        &s,
        "confirm",
        json!({ "session_token": third, "pin": "1234", "fx_quote_id": qid }),
    )
    .await
    .expect_error(422, "INVALID_PAYMENT_STATUS");

    // refunds go back in the payment's currency
    let r = s
        .post(
            &format!("/payments/{pay}/refund"),
            json!({ "amount": 400, "reason": "one cup broken" }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(
        (
            s.balance(&zahra, "IQD").await,
            s.balance(&zahra, "USD").await
        ),
        (50_000 - 13_130, 400)
    );
    let audit = s.audit().await;
    assert_eq!(audit["ok"], true, "{audit}");
    assert_eq!(
        (
            audit["totals"]["IQD"]["fx_position"].as_i64(),
            audit["totals"]["USD"]["fx_position"].as_i64()
        ),
        (Some(13_130), Some(-1_000))
    );

    // an expired quote: PAYMENT_EXPIRED, and the session stays open for a new one
    let q = popup(&s, "fx-quote", json!({ "session_token": third })).await;
    let qid = q.data()["id"].as_str().unwrap().to_string();
    s.advance(31).await;
    let r = popup(
        &s,
        "confirm",
        json!({ "session_token": third, "pin": "1234", "fx_quote_id": qid }),
    )
    .await;
    r.expect_error(422, "PAYMENT_EXPIRED");
    let again = popup(&s, "session", json!({ "session_token": third })).await;
    assert_eq!(again.status, 200, "the session is still open: {again:?}");
    let q = popup(&s, "fx-quote", json!({ "session_token": third })).await;
    let r = popup(
        &s,
        "confirm",
        json!({ "session_token": third, "pin": "1234", "fx_quote_id": q.data()["id"] }),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn a_dollar_qr_paid_from_the_wallets_dinars_at_a_quote() {
    let s = Server::start().await;
    let (zahra, t) = user(&s, "zahra").await;
    s.topup(&zahra, "IQD", 20_000).await;
    let qr = s
        .post(
            "/embedded/qr/generate",
            json!({ "amount": 250, "currency": "USD" }),
        )
        .await;
    assert_eq!(qr.status, 201, "{qr:?}");
    let qr_id = qr.data()["id"].as_str().unwrap().to_string();
    let pay = |body: Value| {
        let (s, t, path) = (&s, t.clone(), format!("/wallet/qr/{qr_id}/pay"));
        async move { as_user(s, &t, &path, body).await }
    };
    // without a quote: short of dollars
    pay(json!({ "pin": "1234" }))
        .await
        .expect_error(422, "INSUFFICIENT_BALANCE");
    // a quote for another amount does not pay it
    let wrong = quote(
        &s,
        &t,
        json!({ "from_currency": "IQD", "to_currency": "USD", "to_amount": 249 }),
    )
    .await;
    let r = pay(json!({ "pin": "1234", "fx_quote_id": wrong.data()["id"] })).await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("fx_quote_id").is_some(), "{r:?}");
    // $2.50 at 1313: 3,282.5 dinars, rounded up
    let q = quote(
        &s,
        &t,
        json!({ "from_currency": "IQD", "to_currency": "USD", "to_amount": 250 }),
    )
    .await;
    assert_eq!(q.data()["from_amount"], 3_283);
    let r = pay(json!({ "pin": "1234", "fx_quote_id": q.data()["id"] })).await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.data()["fx_details"]["from_amount"], 3_283);
    assert_eq!(balances(&s, &t).await, (20_000 - 3_283, 0));
    let pid = r.data()["payment_id"].as_str().unwrap();
    let shown = s
        .gw(Method::GET, &format!("/gateway/payments/{pid}"), "")
        .await;
    assert_eq!(shown.data()["status"], "completed");
    assert_eq!(shown.data()["fx_details"]["rate"], "1313");
    let audit = s.audit().await;
    assert_eq!(audit["ok"], true, "{audit}");
}

/// The hosted page's quote id (its hidden field), if it offers one.
fn quote_in(html: &str) -> Option<String> {
    let at = html.find("name=\"fx_quote_id\" value=\"")? + "name=\"fx_quote_id\" value=\"".len();
    Some(html[at..].split('"').next()?.to_string())
}

#[tokio::test]
async fn the_hosted_page_offers_the_other_currency_and_renews_an_expired_quote() {
    let s = Server::start().await;
    let (zahra, _) = user(&s, "zahra").await;
    s.topup(&zahra, "IQD", 30_000).await;
    let (sid, pay) = s.session("zahra", 1_000, "USD").await;
    let url = format!("{}/pay/{sid}", s.root);
    let page = |q: &'static str| {
        let (http, url) = (s.http.clone(), format!("{url}{q}"));
        async move { http.get(url).send().await.unwrap().text().await.unwrap() }
    };
    let html = page("?locale=en").await;
    assert!(
        html.contains("Your US dollar balance is short. Pay from your dinar balance instead:"),
        "{html}"
    );
    assert!(
        html.contains("IQD 13,130") && html.contains("Rate: 1 US$ = 1,313 IQD"),
        "{html}"
    );
    assert!(
        html.contains("Official rate (Central Bank of Iraq): 1,300 IQD"),
        "{html}"
    );
    let ar = page("?locale=ar").await;
    assert!(ar.contains("١٬٣١٣") && ar.contains("١٣٬١٣٠"), "{ar}");
    let first = quote_in(&html).unwrap();

    // the quote ran out before the buyer confirmed: a new one, said so
    s.advance(31).await;
    let post = |form: Vec<(&'static str, String)>| {
        let (http, url) = (s.http.clone(), format!("{url}?locale=en"));
        async move {
            http.post(url)
                .form(&form)
                .send()
                .await
                .unwrap()
                .text()
                .await
                .unwrap()
        }
    };
    let html = post(vec![("pin", "1234".into()), ("fx_quote_id", first.clone())]).await;
    assert!(
        html.contains("The rate was renewed. Check the amount and confirm again."),
        "{html}"
    );
    let second = quote_in(&html).unwrap();
    assert_ne!(first, second);
    let html = post(vec![
        ("pin", "1234".into()),
        ("fx_quote_id", second.clone()),
    ])
    .await;
    assert!(html.contains("authorized"), "{html}");
    let shown = s
        .gw(Method::GET, &format!("/gateway/payments/{pay}"), "")
        .await;
    assert_eq!(shown.data()["fx_details"]["quote_id"], second.as_str());
    // the merchant's dashboard says what the buyer paid, at what rate
    let mut v = common::browser::Visitor::signed_in(&s, "owner").await;
    let page = v.get(&format!("/dashboard/payments/{pay}?locale=en")).await;
    assert!(
        page.has("Paid from") && page.has("IQD 13,130 · 1,313 (official 1,300)"),
        "{}",
        page.html
    );
    assert_eq!(
        (
            s.balance(&zahra, "IQD").await,
            s.balance(&zahra, "USD").await
        ),
        (30_000 - 13_130, 0)
    );
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn a_dollar_link_paid_from_dinars_after_not_enough() {
    let s = Server::start().await;
    let (zahra, _) = user(&s, "zahra").await;
    s.topup(&zahra, "IQD", 20_000).await;
    let link = s
        .post(
            "/embedded/payment-links",
            json!({ "amount": 500, "currency": "USD", "description": "A poster" }),
        )
        .await;
    assert_eq!(link.status, 201, "{link:?}");
    let lid = link.data()["id"].as_str().unwrap().to_string();
    let pay = |body: Value| {
        let path = format!("/links/{lid}/pay");
        let s = &s;
        async move {
            let idem = uuid::Uuid::new_v4().to_string();
            s.send(
                Method::POST,
                &path,
                None,
                &[("idempotency-key", idem)],
                Some(body.to_string()),
            )
            .await
        }
    };
    pay(json!({ "user": "zahra", "pin": "1234" }))
        .await
        .expect_error(422, "INSUFFICIENT_BALANCE");
    let q = s
        .send(
            Method::POST,
            &format!("/links/{lid}/fx-quote"),
            None,
            &[],
            Some(json!({ "user": "zahra" }).to_string()),
        )
        .await;
    assert_eq!(
        (q.status.as_u16(), q.data()["from_amount"].as_i64()),
        (200, Some(6_565)),
        "{q:?}"
    );
    s.send(
        Method::POST,
        &format!("/links/{lid}/fx-quote"),
        None,
        &[],
        Some(json!({ "user": "nobody" }).to_string()),
    )
    .await
    .expect_error(404, "WALLET_NOT_FOUND");
    // a wrong PIN with the quote: counted, nothing paid
    pay(json!({ "user": "zahra", "pin": "9999", "fx_quote_id": q.data()["id"] }))
        .await
        .expect_error(401, "INVALID_PIN");
    let r = pay(json!({ "user": "zahra", "pin": "1234", "fx_quote_id": q.data()["id"] })).await;
    assert_eq!(r.status, 201, "{r:?}");
    assert_eq!(r.data()["fx_details"]["from_amount"], 6_565);
    assert_eq!(
        (
            s.balance(&zahra, "IQD").await,
            s.balance(&zahra, "USD").await
        ),
        (20_000 - 6_565, 0)
    );
    assert_eq!(s.audit().await["ok"], true);
}
