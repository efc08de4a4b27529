//! Subscriptions over HTTP on the sandbox test clock: plans (every rule, archive), enrollment,
//! a year of monthly billing, retries to recovery and to cancellation, grace 0, the top-up
//! retry, trials, every move from every state, concurrent billing runs; the audit after each.

use crate::common;
use chrono::{DateTime, Datelike, Duration, NaiveDate, TimeZone, Utc};
use common::Server;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

#[tokio::test]
async fn plans_every_rule_defaults_list_and_archive() {
    let s = Server::start().await;
    let ok = json!({"name": "Gym", "amount": 25000, "currency": "IQD", "interval": "monthly"});
    let with = |k: &str, v: Value| {
        let mut b = ok.clone();
        b[k] = v;
        b
    };
    for (body, field) in [
        (
            json!({"amount": 1, "currency": "IQD", "interval": "monthly"}),
            "name",
        ),
        (with("name", json!("x".repeat(257))), "name"),
        (with("amount", json!(0)), "amount"),
        (with("currency", json!("iq")), "currency"),
        (with("interval", json!("fortnightly")), "interval"),
        (
            json!({"name": "x", "amount": 1, "currency": "IQD"}),
            "interval",
        ),
        (with("interval_count", json!(0)), "interval_count"),
        (with("interval_count", json!(13)), "interval_count"),
        (with("trial_days", json!(-1)), "trial_days"),
        (with("trial_days", json!(731)), "trial_days"),
        (with("grace_period_days", json!(91)), "grace_period_days"),
        (with("grace_period_days", json!("7")), "grace_period_days"),
        (with("color", json!("red")), "color"),
    ] {
        let r = s.post("/subscriptions/plans", body.clone()).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{field}: {body} -> {r:?}");
    }
    s.post("/subscriptions/plans", with("currency", json!("EUR")))
        .await
        .expect_error(422, "UNSUPPORTED_CURRENCY");
    let r = s.post("/subscriptions/plans", ok.clone()).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let first = r.data().clone();
    assert!(first["id"].as_str().unwrap().starts_with("plan_"));
    assert_eq!(
        (
            first["interval_count"].as_u64(),
            first["trial_days"].as_u64(),
            first["grace_period_days"].as_u64(),
            first["status"].as_str()
        ),
        (Some(1), Some(0), Some(7), Some("active"))
    );
    let r = s
        .post("/subscriptions/plans", json!({"name": "Yearly", "amount": 100, "currency": "USD", "interval": "yearly", "trial_days": 14, "grace_period_days": 0}))
        .await;
    let second = r.data().clone();
    assert_eq!(second["grace_period_days"], 0);
    let l = s.get("/subscriptions/plans?per_page=1").await;
    assert_eq!(
        (
            l.data()["plans"][0]["id"].clone(),
            l.data()["pagination"]["total"].as_u64()
        ),
        (second["id"].clone(), Some(2))
    );
    let id = first["id"].as_str().unwrap();
    let a = s
        .post(&format!("/subscriptions/plans/{id}/archive"), json!({}))
        .await;
    assert_eq!(
        (
            a.data()["status"].as_str(),
            a.data()["archived_at"].is_string()
        ),
        (Some("archived"), true)
    );
    let again = s
        .post(&format!("/subscriptions/plans/{id}/archive"), json!({}))
        .await;
    assert_eq!(
        again.data()["archived_at"],
        a.data()["archived_at"],
        "archiving again changes nothing"
    );
    s.get("/subscriptions/plans/plan_nope")
        .await
        .expect_error(404, "NOT_FOUND");
}

// --- helpers ---------------------------------------------------------------------------

const DAY: i64 = 86_400;

async fn clock_now(s: &Server) -> DateTime<Utc> {
    let r = s.get("/sandbox/clock").await;
    serde_json::from_value(r.data()["now"].clone()).unwrap()
}

/// Moves the test clock to `t` (which must be ahead).
async fn clock_to(s: &Server, t: DateTime<Utc>) {
    let secs = (t - clock_now(s).await).num_seconds();
    assert!(secs > 0, "the clock is already past {t}");
    s.advance(secs).await;
}

async fn plan(s: &Server, body: Value) -> String {
    let r = s.post("/subscriptions/plans", body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    r.data()["id"].as_str().unwrap().to_string()
}

async fn monthly(s: &Server, amount: i64, grace: i64, trial: i64) -> String {
    plan(
        s,
        json!({"name": "Box", "amount": amount, "currency": "IQD", "interval": "monthly",
               "grace_period_days": grace, "trial_days": trial}),
    )
    .await
}

/// Enrolls and expects success: the subscription.
async fn subscribe(s: &Server, plan: &str, customer: &str) -> Value {
    let r = s
        .post(
            "/subscriptions",
            json!({"plan_id": plan, "customer_id": customer}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    r.data().clone()
}

async fn sub(s: &Server, id: &str) -> Value {
    let r = s.get(&format!("/subscriptions/{id}")).await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    r.data().clone()
}

fn id(v: &Value) -> String {
    v["id"].as_str().unwrap().to_string()
}

/// The subscription's events, oldest first (by sequence): (type, data).
async fn events(s: &Server, sub_id: &str) -> Vec<(String, Value)> {
    let r = s
        .get(&format!("/events?object_id={sub_id}&per_page=100"))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let mut all: Vec<Value> = r.data()["events"].as_array().unwrap().clone();
    all.sort_by_key(|e| e["sequence"].as_u64().unwrap());
    all.into_iter()
        .map(|e| (e["type"].as_str().unwrap().to_string(), e["data"].clone()))
        .collect()
}

async fn kinds(s: &Server, sub_id: &str) -> Vec<String> {
    events(s, sub_id)
        .await
        .into_iter()
        .map(|(k, _)| k.trim_start_matches("subscription.").to_string())
        .collect()
}

/// The subscription's payments in the gateway list, oldest first.
async fn charges(s: &Server, sub_id: &str) -> Vec<Value> {
    let r = s
        .gw(
            Method::GET,
            &format!("/gateway/payments?reference={sub_id}&per_page=100"),
            "",
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let mut rows = r.data()["payments"].as_array().unwrap().clone();
    rows.reverse();
    rows
}

fn date(v: &Value) -> String {
    v.as_str().unwrap()[..10].to_string()
}

async fn audit_ok(s: &Server) {
    let a = s.audit().await;
    assert_eq!(a["ok"], true, "{a}");
}

// --- enrollment ------------------------------------------------------------------------

#[tokio::test]
async fn enrollment_rules_and_a_refused_first_charge_creates_nothing() {
    let s = Server::start().await;
    let p = monthly(&s, 5000, 7, 0).await;
    let u = s.user("enr-1").await;
    for (body, field) in [
        (json!({"customer_id": u}), "plan_id"),
        (json!({"plan_id": p}), "customer_id"),
        (json!({"plan_id": p, "customer_id": u, "extra": 1}), "extra"),
        (json!({"plan_id": 5, "customer_id": u}), "plan_id"),
    ] {
        let r = s.post("/subscriptions", body.clone()).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{field}: {r:?}");
    }
    s.post(
        "/subscriptions",
        json!({"plan_id": "plan_nope", "customer_id": u}),
    )
    .await
    .expect_error(404, "NOT_FOUND");
    s.post(
        "/subscriptions",
        json!({"plan_id": p, "customer_id": "nobody"}),
    )
    .await
    .expect_error(404, "WALLET_NOT_FOUND");
    // no funds: refused with the numbers, nothing created, nothing charged
    let r = s
        .post("/subscriptions", json!({"plan_id": p, "customer_id": u}))
        .await;
    r.expect_error(422, "INSUFFICIENT_BALANCE");
    assert_eq!(r.body["error"]["details"]["required"], 5000, "{r:?}");
    let l = s.get("/subscriptions").await;
    assert_eq!(l.data()["pagination"]["total"], 0);
    // funded: active at once, with its first payment, by external id as well
    s.topup(&u, "IQD", 5000).await;
    let v = subscribe(&s, &p, "enr-1").await;
    assert!(id(&v).starts_with("sub_"));
    assert_eq!(
        (
            v["status"].as_str(),
            v["user_id"].as_str(),
            v["customer_id"].as_str()
        ),
        (Some("active"), Some(u.as_str()), Some("enr-1"))
    );
    assert_eq!(
        kinds(&s, &id(&v)).await,
        ["created", "activated", "payment_succeeded"]
    );
    let paid = charges(&s, &id(&v)).await;
    assert_eq!(paid.len(), 1);
    assert_eq!(paid[0]["status"], "completed");
    assert_eq!(v["latest_payment_id"], paid[0]["id"]);
    let one = s
        .gw(
            Method::GET,
            &format!("/gateway/payments/{}", paid[0]["id"].as_str().unwrap()),
            "",
        )
        .await;
    assert_eq!(one.data()["metadata"]["subscription_id"], id(&v).as_str());
    assert_eq!(one.data()["metadata"]["subscription_period"], "0");
    assert!(one.data()["commission_amount"].as_i64().unwrap() > 0);
    assert_eq!(s.balance(&u, "IQD").await, 0);
    // an archived plan takes no new subscriptions; its subscribers go on
    s.post(&format!("/subscriptions/plans/{p}/archive"), json!({}))
        .await;
    s.topup(&u, "IQD", 5000).await;
    let r = s
        .post("/subscriptions", json!({"plan_id": p, "customer_id": u}))
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("plan_id").unwrap().contains("archived"), "{r:?}");
    assert_eq!(sub(&s, &id(&v)).await["status"], "active");
    // reads: 404s, filters, pagination
    s.get("/subscriptions/sub_nope")
        .await
        .expect_error(404, "NOT_FOUND");
    let r = s.get("/subscriptions?status=late").await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("status").is_some());
    for q in [
        "status=active",
        &format!("plan_id={p}"),
        &format!("customer_id={u}"),
        "customer_id=enr-1",
    ] {
        let l = s.get(&format!("/subscriptions?{q}")).await;
        assert_eq!(l.data()["subscriptions"][0]["id"], id(&v).as_str(), "{q}");
    }
    for q in ["status=paused", "plan_id=plan_other", "customer_id=someone"] {
        let l = s.get(&format!("/subscriptions?{q}")).await;
        assert_eq!(l.data()["pagination"]["total"], 0, "{q}");
    }
    audit_ok(&s).await;
}

// --- the calendar ----------------------------------------------------------------------

#[tokio::test]
async fn a_year_of_monthly_billing_from_31_january_of_a_leap_year_on_exact_dates() {
    let s = Server::start().await;
    // the next leap year whose 31 January is still ahead of the clock (never a fixed year:
    // the clock only moves forward, so a year that has passed could not be reached)
    let now = clock_now(&s).await;
    let y = (now.year() + 1..)
        .find(|y| NaiveDate::from_ymd_opt(*y, 2, 29).is_some())
        .unwrap();
    let anchor = Utc.with_ymd_and_hms(y, 1, 31, 10, 0, 0).unwrap();
    clock_to(&s, anchor).await;
    let p = monthly(&s, 25_000, 7, 0).await;
    let u = s.user("year").await;
    s.topup(&u, "IQD", 12 * 25_000).await;
    let v = subscribe(&s, &p, &u).await;
    let sid = id(&v);
    assert_eq!(date(&v["current_period_end"]), format!("{y}-02-29"));
    let expected: Vec<String> = [
        "01-31", "02-29", "03-31", "04-30", "05-31", "06-30", "07-31", "08-31", "09-30", "10-31",
        "11-30", "12-31",
    ]
    .iter()
    .map(|md| format!("{y}-{md}"))
    .collect();
    // an hour before the leap day's charge: nothing yet
    clock_to(&s, Utc.with_ymd_and_hms(y, 2, 29, 9, 0, 0).unwrap()).await;
    assert_eq!(charges(&s, &sid).await.len(), 1);
    for (n, d) in expected.iter().enumerate().skip(1) {
        let day: DateTime<Utc> = format!("{d}T10:30:00Z").parse().unwrap();
        clock_to(&s, day).await;
        let paid = charges(&s, &sid).await;
        assert_eq!(paid.len(), n + 1, "{d}");
        assert_eq!(&date(&paid[n]["created_at"]), d);
    }
    let paid = charges(&s, &sid).await;
    let dates: Vec<String> = paid.iter().map(|p| date(&p["created_at"])).collect();
    assert_eq!(dates, expected);
    let v = sub(&s, &sid).await;
    assert_eq!(
        (
            date(&v["current_period_start"]),
            date(&v["next_billing_at"])
        ),
        (format!("{y}-12-31"), format!("{}-01-31", y + 1))
    );
    assert_eq!(s.balance(&u, "IQD").await, 0);
    let commission: i64 = {
        let one = s
            .gw(
                Method::GET,
                &format!("/gateway/payments/{}", paid[0]["id"].as_str().unwrap()),
                "",
            )
            .await;
        one.data()["commission_amount"].as_i64().unwrap()
    };
    assert_eq!(s.merchant_balance("IQD").await, 12 * (25_000 - commission));
    let k = kinds(&s, &sid).await;
    assert_eq!(k.iter().filter(|k| *k == "payment_succeeded").count(), 12);
    // the 13th charge finds an empty wallet: past_due, not a 13th payment
    clock_to(&s, Utc.with_ymd_and_hms(y + 1, 1, 31, 11, 0, 0).unwrap()).await;
    assert_eq!(charges(&s, &sid).await.len(), 12);
    assert_eq!(sub(&s, &sid).await["status"], "past_due");
    // a second subscription, funded and left alone for five months: each month once
    let u2 = s.user("catch-up").await;
    s.topup(&u2, "IQD", 6 * 25_000).await;
    let v2 = subscribe(&s, &p2(&s).await, &u2).await;
    s.advance(5 * 31 * DAY).await;
    let paid2 = charges(&s, &id(&v2)).await;
    assert_eq!(paid2.len(), 6);
    let mut periods = Vec::new();
    for row in &paid2 {
        let one = s
            .gw(
                Method::GET,
                &format!("/gateway/payments/{}", row["id"].as_str().unwrap()),
                "",
            )
            .await;
        periods.push(
            one.data()["metadata"]["subscription_period"]
                .as_str()
                .unwrap()
                .to_string(),
        );
    }
    assert_eq!(periods, ["0", "1", "2", "3", "4", "5"]);
    audit_ok(&s).await;
}

/// The archived plan above takes no new subscribers, so the catch-up uses a plan of its own.
async fn p2(s: &Server) -> String {
    monthly(s, 25_000, 7, 0).await
}

// --- failures, retries, grace --------------------------------------------------------------

#[tokio::test]
async fn a_failed_charge_retries_on_days_1_3_7_and_recovers_on_the_third() {
    let s = Server::start().await;
    let p = monthly(&s, 4000, 7, 0).await;
    let u = s.user("dun").await;
    s.topup(&u, "IQD", 4000).await;
    let sid = id(&subscribe(&s, &p, &u).await);
    let due: DateTime<Utc> =
        serde_json::from_value(sub(&s, &sid).await["next_billing_at"].clone()).unwrap();
    clock_to(&s, due + Duration::minutes(1)).await;
    let v = sub(&s, &sid).await;
    assert_eq!(v["status"], "past_due");
    assert_eq!(v["last_payment_error"]["code"], "INSUFFICIENT_BALANCE");
    let failed: DateTime<Utc> = serde_json::from_value(v["past_due_since"].clone()).unwrap();
    assert_eq!(
        serde_json::from_value::<DateTime<Utc>>(v["grace_period_ends_at"].clone()).unwrap(),
        failed + Duration::days(7)
    );
    let mut seen = vec![];
    for (k, d) in [(1, 1), (2, 3)] {
        let v = sub(&s, &sid).await;
        let next: DateTime<Utc> = serde_json::from_value(v["next_retry_at"].clone()).unwrap();
        assert_eq!(next, failed + Duration::days(d), "retry {k}");
        // a minute early: nothing
        clock_to(&s, next - Duration::minutes(1)).await;
        assert_eq!(sub(&s, &sid).await["retries_made"], k - 1);
        clock_to(&s, next + Duration::minutes(1)).await;
        let v = sub(&s, &sid).await;
        assert_eq!(
            (v["status"].as_str(), v["retries_made"].as_i64()),
            (Some("past_due"), Some(k))
        );
        seen.push(k);
    }
    // the merchant refunds the first period: the money is back in the wallet, but a refund
    // is no top-up, so the third retry (day 7) is what collects it
    let first = charges(&s, &sid).await[0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let r = s
        .gw(
            Method::POST,
            &format!("/gateway/payments/{first}/refund"),
            r#"{"reason":"goodwill"}"#,
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert_eq!(s.balance(&u, "IQD").await, 4000);
    assert_eq!(sub(&s, &sid).await["status"], "past_due");
    clock_to(&s, failed + Duration::days(7) + Duration::minutes(1)).await;
    let v = sub(&s, &sid).await;
    assert_eq!(v["status"], "active", "{v}");
    assert!(v["past_due_since"].is_null() && v["last_payment_error"].is_null());
    assert_eq!(
        kinds(&s, &sid).await,
        [
            "created",
            "activated",
            "payment_succeeded",
            "payment_failed",
            "past_due",
            "payment_retry",
            "payment_failed",
            "payment_retry",
            "payment_failed",
            "payment_retry",
            "payment_succeeded"
        ]
    );
    let ev = events(&s, &sid).await;
    let retries: Vec<Value> = ev
        .iter()
        .filter(|(k, _)| k == "subscription.payment_retry")
        .map(|(_, d)| d["retry"]["number"].clone())
        .collect();
    assert_eq!(retries, [json!(1), json!(2), json!(3)]);
    assert_eq!(charges(&s, &sid).await.len(), 2);
    // the calendar goes on from the anchor, not from the retry
    let v = sub(&s, &sid).await;
    let next: DateTime<Utc> = serde_json::from_value(v["next_billing_at"].clone()).unwrap();
    let anchor: DateTime<Utc> = serde_json::from_value(v["billing_cycle_anchor"].clone()).unwrap();
    assert_eq!(
        next,
        anchor.checked_add_months(chrono::Months::new(2)).unwrap()
    );
    audit_ok(&s).await;
}

#[tokio::test]
async fn unpaid_retries_end_in_cancellation_and_grace_0_cancels_at_once() {
    let s = Server::start().await;
    let p7 = monthly(&s, 3000, 7, 0).await;
    let p0 = monthly(&s, 3000, 0, 0).await;
    let a = s.user("gone").await;
    let b = s.user("gone-0").await;
    s.topup(&a, "IQD", 3000).await;
    s.topup(&b, "IQD", 3000).await;
    let sa = id(&subscribe(&s, &p7, &a).await);
    let sb = id(&subscribe(&s, &p0, &b).await);
    s.advance(31 * DAY + 3600).await;
    assert_eq!(sub(&s, &sa).await["status"], "past_due");
    let vb = sub(&s, &sb).await;
    assert_eq!(
        (vb["status"].as_str(), vb["cancellation_reason"].as_str()),
        (Some("canceled"), Some("payment_failed"))
    );
    assert_eq!(kinds(&s, &sb).await[3..], ["payment_failed", "canceled"]);
    for _ in 0..8 {
        s.advance(DAY).await;
    }
    let va = sub(&s, &sa).await;
    assert_eq!(
        (va["status"].as_str(), va["cancellation_reason"].as_str()),
        (Some("canceled"), Some("payment_failed"))
    );
    assert_eq!(
        kinds(&s, &sa).await[3..],
        [
            "payment_failed",
            "past_due",
            "payment_retry",
            "payment_failed",
            "payment_retry",
            "payment_failed",
            "payment_retry",
            "payment_failed",
            "canceled"
        ]
    );
    // canceled is final: money arriving and months passing charge nothing
    s.topup(&a, "IQD", 100_000).await;
    s.topup(&b, "IQD", 100_000).await;
    s.advance(100 * DAY).await;
    assert_eq!(charges(&s, &sa).await.len(), 1);
    assert_eq!(charges(&s, &sb).await.len(), 1);
    assert_eq!(s.balance(&a, "IQD").await, 100_000);
    audit_ok(&s).await;
}

#[tokio::test]
async fn a_top_up_during_past_due_retries_at_once() {
    let s = Server::start().await;
    let p = monthly(&s, 6000, 7, 0).await;
    let u = s.user("topup").await;
    s.topup(&u, "IQD", 6000).await;
    let sid = id(&subscribe(&s, &p, &u).await);
    s.advance(32 * DAY).await;
    assert_eq!(sub(&s, &sid).await["status"], "past_due");
    // not enough: nothing tried, nothing recorded
    s.topup(&u, "IQD", 2000).await;
    let v = sub(&s, &sid).await;
    assert_eq!(
        (v["status"].as_str(), v["retries_made"].as_i64()),
        (Some("past_due"), Some(0))
    );
    assert_eq!(kinds(&s, &sid).await.len(), 5);
    // enough: retried within the top-up request, before any scheduled retry
    s.topup(&u, "IQD", 4000).await;
    let v = sub(&s, &sid).await;
    assert_eq!(v["status"], "active", "{v}");
    let ev = events(&s, &sid).await;
    let last: Vec<&str> = ev[ev.len() - 2..].iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(
        last,
        [
            "subscription.payment_retry",
            "subscription.payment_succeeded"
        ]
    );
    assert_eq!(ev[ev.len() - 2].1["retry"]["kind"], "top_up");
    assert_eq!(charges(&s, &sid).await.len(), 2);
    assert_eq!(s.balance(&u, "IQD").await, 0);
    // the scheduled retry day comes: nothing more is charged
    s.advance(2 * DAY).await;
    assert_eq!(charges(&s, &sid).await.len(), 2);
    audit_ok(&s).await;
}

// --- trials ------------------------------------------------------------------------------

#[tokio::test]
async fn a_trial_warns_three_days_before_and_activates_with_the_first_charge() {
    let s = Server::start().await;
    let p = monthly(&s, 7000, 7, 14).await;
    let short = monthly(&s, 7000, 7, 2).await;
    let u = s.user("trial").await;
    let v = subscribe(&s, &p, &u).await;
    let sid = id(&v);
    assert_eq!(v["status"], "trialing");
    assert!(v["latest_payment_id"].is_null());
    let end: DateTime<Utc> = serde_json::from_value(v["trial_end"].clone()).unwrap();
    assert_eq!(kinds(&s, &sid).await, ["created"]);
    clock_to(&s, end - Duration::days(3) - Duration::minutes(1)).await;
    assert_eq!(kinds(&s, &sid).await, ["created"]);
    clock_to(&s, end - Duration::days(3) + Duration::minutes(1)).await;
    assert_eq!(kinds(&s, &sid).await, ["created", "trial_ending"]);
    s.topup(&u, "IQD", 7000).await;
    clock_to(&s, end + Duration::minutes(1)).await;
    let v = sub(&s, &sid).await;
    assert_eq!(v["status"], "active");
    assert_eq!(
        kinds(&s, &sid).await,
        ["created", "trial_ending", "activated", "payment_succeeded"]
    );
    let paid = charges(&s, &sid).await;
    assert_eq!(paid.len(), 1);
    let next: DateTime<Utc> = serde_json::from_value(v["next_billing_at"].clone()).unwrap();
    assert_eq!(
        next.date_naive(),
        end.checked_add_months(chrono::Months::new(1))
            .unwrap()
            .date_naive()
    );
    // a trial shorter than the notice: trial_ending at once
    let w = subscribe(&s, &short, &u).await;
    assert_eq!(kinds(&s, &id(&w)).await, ["created", "trial_ending"]);
    audit_ok(&s).await;
}

// --- moves -------------------------------------------------------------------------------

/// A subscription in `state` (a fresh customer each).
async fn in_state(s: &Server, state: &str, n: usize) -> String {
    let ext = format!("mv-{state}-{n}");
    let u = s.user(&ext).await;
    let trial = monthly(s, 1000, 7, 30).await;
    let paid = monthly(s, 1000, 7, 0).await;
    match state {
        "trialing" => id(&subscribe(s, &trial, &u).await),
        "active" | "paused" | "canceled" => {
            s.topup(&u, "IQD", 1000).await;
            let sid = id(&subscribe(s, &paid, &u).await);
            let mv = match state {
                "paused" => "pause",
                "canceled" => "cancel",
                _ => return sid,
            };
            let r = s
                .post(&format!("/subscriptions/{sid}/{mv}"), json!({}))
                .await;
            assert_eq!(r.status, StatusCode::OK, "{r:?}");
            sid
        }
        "past_due" => {
            // a 1-day trial that ends with an empty wallet
            let t1 = monthly(s, 1000, 7, 1).await;
            let sid = id(&subscribe(s, &t1, &u).await);
            s.advance(DAY + 60).await;
            sid
        }
        _ => unreachable!(),
    }
}

/// (move, body, the states it is allowed from, the status after (from the status before),
/// the event)
type Row = (
    &'static str,
    Value,
    &'static [&'static str],
    fn(&str) -> &str,
    &'static str,
);

#[tokio::test]
async fn pause_resume_and_cancel_from_every_state() {
    let s = Server::start().await;
    let states = ["trialing", "active", "past_due", "paused", "canceled"];
    // (move, body, the states it is allowed from, the status after, the event)
    let table: [Row; 4] = [
        (
            "pause",
            json!({}),
            &["trialing", "active", "past_due"],
            |_| "paused",
            "paused",
        ),
        ("resume", json!({}), &["paused"], |_| "active", "resumed"),
        (
            "cancel",
            json!({}),
            &["trialing", "active", "past_due", "paused"],
            |_| "canceled",
            "canceled",
        ),
        (
            "cancel",
            json!({"at_period_end": true}),
            &["trialing", "active", "past_due", "paused"],
            |from| from,
            "updated",
        ),
    ];
    let mut n = 0;
    for (mv, body, allowed, after, event) in table {
        for st in states {
            n += 1;
            let sid = in_state(&s, st, n).await;
            assert_eq!(sub(&s, &sid).await["status"], st, "setup {st}");
            let before = kinds(&s, &sid).await.len();
            let r = s
                .post(&format!("/subscriptions/{sid}/{mv}"), body.clone())
                .await;
            if allowed.contains(&st) {
                assert_eq!(r.status, StatusCode::OK, "{mv} {body} from {st}: {r:?}");
                assert_eq!(r.data()["status"], after(st), "{mv} {body} from {st}");
                let k = kinds(&s, &sid).await;
                assert_eq!(k.len(), before + 1, "{mv} from {st}: {k:?}");
                assert_eq!(k.last().unwrap(), event);
            } else {
                r.expect_error(422, "INVALID_PAYMENT_STATUS");
                assert_eq!(r.body["error"]["details"]["status"], st, "{r:?}");
                assert_eq!(
                    kinds(&s, &sid).await.len(),
                    before,
                    "a refusal emits nothing"
                );
            }
        }
    }
    s.post("/subscriptions/sub_nope/pause", json!({}))
        .await
        .expect_error(404, "NOT_FOUND");
    let r = s
        .post(
            &format!("/subscriptions/{}/cancel", in_state(&s, "active", 99).await),
            json!({"at_period_end": "yes"}),
        )
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("at_period_end").is_some());
    audit_ok(&s).await;
}

#[tokio::test]
async fn paused_periods_are_not_billed_and_cancel_at_period_end_ends_without_a_charge() {
    let s = Server::start().await;
    let p = monthly(&s, 2000, 7, 0).await;
    let u = s.user("calendar").await;
    s.topup(&u, "IQD", 10 * 2000).await;
    let sid = id(&subscribe(&s, &p, &u).await);
    let v = sub(&s, &sid).await;
    let anchor: DateTime<Utc> = serde_json::from_value(v["billing_cycle_anchor"].clone()).unwrap();
    s.advance(10 * DAY).await;
    s.post(&format!("/subscriptions/{sid}/pause"), json!({}))
        .await;
    s.advance(70 * DAY).await; // two dates pass while paused
    assert_eq!(charges(&s, &sid).await.len(), 1);
    let r = s
        .post(&format!("/subscriptions/{sid}/resume"), json!({}))
        .await;
    assert_eq!(r.data()["status"], "active");
    let next: DateTime<Utc> = serde_json::from_value(r.data()["next_billing_at"].clone()).unwrap();
    assert_eq!(
        next,
        anchor.checked_add_months(chrono::Months::new(3)).unwrap(),
        "the next date on the calendar"
    );
    assert_eq!(
        charges(&s, &sid).await.len(),
        1,
        "paused periods are not billed"
    );
    clock_to(&s, next + Duration::minutes(1)).await;
    assert_eq!(charges(&s, &sid).await.len(), 2);
    // cancel at period end: active until the end, then canceled with no charge
    let r = s
        .post(
            &format!("/subscriptions/{sid}/cancel"),
            json!({"at_period_end": true}),
        )
        .await;
    assert_eq!(
        (
            r.data()["status"].as_str(),
            r.data()["cancel_at_period_end"].as_bool()
        ),
        (Some("active"), Some(true))
    );
    assert!(r.data()["next_billing_at"].is_null());
    let again = s
        .post(
            &format!("/subscriptions/{sid}/cancel"),
            json!({"at_period_end": true}),
        )
        .await;
    assert_eq!(again.status, StatusCode::OK);
    let end: DateTime<Utc> =
        serde_json::from_value(r.data()["current_period_end"].clone()).unwrap();
    clock_to(&s, end + Duration::minutes(1)).await;
    let v = sub(&s, &sid).await;
    assert_eq!(
        (v["status"].as_str(), v["cancellation_reason"].as_str()),
        (Some("canceled"), Some("requested"))
    );
    assert_eq!(charges(&s, &sid).await.len(), 2);
    assert_eq!(
        kinds(&s, &sid)
            .await
            .iter()
            .filter(|k| *k == "canceled")
            .count(),
        1
    );
    audit_ok(&s).await;
}

// --- concurrency -------------------------------------------------------------------------

#[tokio::test]
async fn concurrent_billing_runs_charge_each_period_once() {
    let s = Server::start().await;
    let p = monthly(&s, 1500, 7, 0).await;
    let mut subs = Vec::new();
    for n in 0..8 {
        let u = s.user(&format!("conc-{n}")).await;
        s.topup(&u, "IQD", 10 * 1500).await;
        subs.push(id(&subscribe(&s, &p, &u).await));
    }
    let before = s.merchant_balance("IQD").await;
    // one advance across three dates and eight more at once: every advance runs the
    // merchant's billing, and the background schedule runs too
    tokio::join!(
        s.advance(3 * 31 * DAY),
        s.advance(1),
        s.advance(1),
        s.advance(1),
        s.advance(1),
        s.advance(1),
        s.advance(1),
        s.advance(1),
        s.advance(1)
    );
    s.advance(1).await;
    for sid in &subs {
        let paid = charges(&s, sid).await;
        assert_eq!(paid.len(), 4, "{sid}: {paid:?}");
        let v = sub(&s, sid).await;
        assert_eq!(v["status"], "active");
    }
    let after = s.merchant_balance("IQD").await;
    let one = s
        .gw(
            Method::GET,
            &format!(
                "/gateway/payments/{}",
                charges(&s, &subs[0]).await[0]["id"].as_str().unwrap()
            ),
            "",
        )
        .await;
    let net = 1500 - one.data()["commission_amount"].as_i64().unwrap();
    assert_eq!(after - before, 8 * 3 * net);
    audit_ok(&s).await;
}

#[tokio::test]
async fn a_blocked_wallet_fails_the_charge_and_the_retry_after_a_pin_reset_collects() {
    let s = Server::start().await;
    let p = monthly(&s, 2500, 7, 0).await;
    let u = s.user("frozen").await;
    let r = s
        .post(&format!("/sandbox/users/{u}/pin"), json!({"pin": "1234"}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    s.topup(&u, "IQD", 2 * 2500).await;
    let sid = id(&subscribe(&s, &p, &u).await);
    // five wrong PINs over two checkouts block the wallet
    for tries in [3, 2] {
        let (session, _) = s.session("frozen", 100, "IQD").await;
        for _ in 0..tries {
            let r = s
                .post(
                    &format!("/sandbox/checkout/sessions/{session}/pay"),
                    json!({"pin": "0000"}),
                )
                .await;
            assert!(r.status.is_client_error(), "{r:?}");
        }
    }
    s.advance(31 * DAY + 3600).await;
    let v = sub(&s, &sid).await;
    assert_eq!(
        (
            v["status"].as_str(),
            v["last_payment_error"]["code"].as_str()
        ),
        (Some("past_due"), Some("PIN_BLOCKED")),
        "{v}"
    );
    let ev = events(&s, &sid).await;
    let failed = ev
        .iter()
        .find(|(k, _)| k == "subscription.payment_failed")
        .unwrap();
    assert_eq!(failed.1["error"]["code"], "PIN_BLOCKED");
    // the customer resets the PIN; the next retry (day 1) collects
    s.post(&format!("/sandbox/users/{u}/pin"), json!({"pin": "4321"}))
        .await;
    s.advance(DAY).await;
    assert_eq!(sub(&s, &sid).await["status"], "active");
    assert_eq!(charges(&s, &sid).await.len(), 2);
    assert_eq!(s.balance(&u, "IQD").await, 0);
    audit_ok(&s).await;
}

/// Issue 72 (3): one customer frozen for debits aborted the merchant's billing run (the
/// clock advance answered 403 ACCOUNT_FROZEN though the clock moved); that subscription
/// stayed active with a billing date in the past and the customers after it were never
/// charged. A charge that cannot be taken moves its subscription to past_due and the run
/// goes on; lifting the freeze lets the next retry collect.
#[tokio::test]
async fn a_frozen_subscriber_goes_past_due_and_the_others_are_still_billed() {
    let s = Server::start().await;
    let p = monthly(&s, 2500, 7, 0).await;
    let mut subs = vec![];
    let mut users = vec![];
    for n in 0..3 {
        let u = s.user(&format!("sub-{n}")).await;
        s.topup(&u, "IQD", 2 * 2500).await;
        subs.push(id(&subscribe(&s, &p, &u).await));
        users.push(u);
    }
    let r = s
        .admin(
            reqwest::Method::POST,
            &format!("/admin/users/{}/freeze", users[1]),
            Some(json!({"scope": "debits", "reason": "case 4"})),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let r = s.advance(31 * DAY + 3600).await;
    assert_eq!(r.status, StatusCode::OK, "the clock advance answers: {r:?}");
    for (n, sid) in subs.iter().enumerate() {
        let v = sub(&s, sid).await;
        if n == 1 {
            assert_eq!(
                (
                    v["status"].as_str(),
                    v["last_payment_error"]["code"].as_str()
                ),
                (Some("past_due"), Some("ACCOUNT_FROZEN")),
                "{v}"
            );
            assert_eq!(charges(&s, sid).await.len(), 1);
        } else {
            assert_eq!(v["status"], "active", "{v}");
            assert_eq!(charges(&s, sid).await.len(), 2, "{sid}");
        }
    }
    // lifted: the next retry (day 1) collects the period owed
    s.admin(
        reqwest::Method::POST,
        &format!("/admin/users/{}/unfreeze", users[1]),
        Some(json!({})),
    )
    .await;
    s.advance(DAY).await;
    assert_eq!(sub(&s, &subs[1]).await["status"], "active");
    assert_eq!(charges(&s, &subs[1]).await.len(), 2);
    audit_ok(&s).await;
}

// --- moves on a subscription that owes a period (hardening) -----------------------------

#[tokio::test]
async fn a_subscription_paused_while_past_due_resumes_owing_its_period() {
    let s = Server::start().await;
    let p = monthly(&s, 6000, 30, 0).await;
    let u = s.user("owes").await;
    s.topup(&u, "IQD", 6000).await;
    let sid = id(&subscribe(&s, &p, &u).await);
    s.advance(32 * DAY).await;
    assert_eq!(sub(&s, &sid).await["status"], "past_due");
    let r = s
        .post(&format!("/subscriptions/{sid}/pause"), json!({}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    s.advance(60 * DAY).await;
    let r = s
        .post(&format!("/subscriptions/{sid}/resume"), json!({}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    // The unpaid period is still owed: not written off, not shown active.
    let v = sub(&s, &sid).await;
    assert_eq!(v["status"], "past_due", "{v}");
    assert_eq!(charges(&s, &sid).await.len(), 1);
    // A top-up collects it at once...
    s.topup(&u, "IQD", 6000).await;
    let v = sub(&s, &sid).await;
    assert_eq!(v["status"], "active", "{v}");
    assert_eq!(charges(&s, &sid).await.len(), 2);
    assert_eq!(s.balance(&u, "IQD").await, 0);
    // ...and the periods that began while paused are not billed afterwards.
    s.topup(&u, "IQD", 6000).await;
    s.advance(2 * DAY).await;
    assert_eq!(charges(&s, &sid).await.len(), 2);
    s.advance(31 * DAY).await;
    assert_eq!(charges(&s, &sid).await.len(), 3);
    audit_ok(&s).await;
}

#[tokio::test]
async fn cancel_at_period_end_on_a_trial_paused_ends_at_the_trials_end() {
    let s = Server::start().await;
    let p = monthly(&s, 6000, 7, 14).await;
    let u = s.user("trial-pause").await;
    let sid = id(&subscribe(&s, &p, &u).await);
    let r = s
        .post(&format!("/subscriptions/{sid}/pause"), json!({}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let r = s
        .post(
            &format!("/subscriptions/{sid}/cancel"),
            json!({"at_period_end": true}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert!(r.data()["current_period_end"].is_string(), "{r:?}");
    s.advance(20 * DAY).await;
    let v = sub(&s, &sid).await;
    assert_eq!(v["status"], "canceled", "{v}");
    assert!(charges(&s, &sid).await.is_empty());
}

#[tokio::test]
async fn a_top_up_that_covers_one_of_two_past_due_subscriptions_tries_only_that_one() {
    let s = Server::start().await;
    let (p1, p2) = (monthly(&s, 6000, 7, 0).await, monthly(&s, 6000, 7, 0).await);
    let u = s.user("two-subs").await;
    s.topup(&u, "IQD", 12_000).await;
    let a = id(&subscribe(&s, &p1, &u).await);
    let b = id(&subscribe(&s, &p2, &u).await);
    s.advance(32 * DAY).await;
    assert_eq!(sub(&s, &a).await["status"], "past_due");
    assert_eq!(sub(&s, &b).await["status"], "past_due");
    let before = (kinds(&s, &a).await.len(), kinds(&s, &b).await.len());
    s.topup(&u, "IQD", 6000).await;
    let (va, vb) = (sub(&s, &a).await, sub(&s, &b).await);
    let statuses = [
        va["status"].as_str().unwrap(),
        vb["status"].as_str().unwrap(),
    ];
    assert!(
        statuses == ["active", "past_due"] || statuses == ["past_due", "active"],
        "{statuses:?}"
    );
    // The one left past_due was not tried with money the other took: no failure recorded.
    let (left, left_before) = if statuses[0] == "past_due" {
        (&a, before.0)
    } else {
        (&b, before.1)
    };
    assert_eq!(
        kinds(&s, left).await.len(),
        left_before,
        "{:?}",
        kinds(&s, left).await
    );
    assert_eq!(sub(&s, left).await["retries_made"], 0);
    assert_eq!(s.balance(&u, "IQD").await, 0);
    audit_ok(&s).await;
}
