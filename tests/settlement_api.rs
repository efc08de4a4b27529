//! Settlement over HTTP (issue 76): payout settings with an Iraqi IBAN, the scheduled payout
//! made after a Baghdad midnight on the test clock, and what each payout settled: their nets
//! add up to its amount, each balance transaction names the payout that settled it, and
//! runs at once make one payout per cut-off.

use crate::common;
use chrono::{DateTime, Duration, Utc};
use common::{Resp, Server};
use reqwest::Method;
use serde_json::{json, Value};

const IBAN: &str = "IQ98 NBIQ 8501 2345 6789 012";

/// Every row of a cursor list, page by page.
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
        assert!(rows.len() <= limit);
        out.extend(rows);
        match r.data()["next_cursor"].as_str() {
            Some(c) => cursor = Some(c.to_string()),
            None => return out,
        }
    }
}

fn nets(rows: &[Value]) -> i64 {
    rows.iter().map(|r| r["net"].as_i64().unwrap()).sum()
}

async fn clock(s: &Server) -> DateTime<Utc> {
    let r = s.get("/sandbox/clock").await;
    assert_eq!(r.status, 200, "{r:?}");
    r.data()["now"].as_str().unwrap().parse().unwrap()
}

/// Seconds from the merchant's clock to `minutes` past the next Baghdad midnight.
async fn to_past_midnight(s: &Server, minutes: i64) -> i64 {
    let now = clock(s).await;
    let baghdad = now + Duration::hours(3);
    let next = (baghdad.date_naive() + Duration::days(1))
        .and_hms_opt(0, 0, 0)
        .unwrap()
        .and_utc()
        - Duration::hours(3);
    (next - now).num_seconds() + minutes * 60
}

async fn deposit(s: &Server, amount: i64) {
    let mid = s.merchant_id();
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/merchants/{mid}/deposits"),
            Some(json!({ "amount": amount, "currency": "IQD", "bank_reference": uuid::Uuid::new_v4().to_string() })),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
}

async fn scheduled(s: &Server) -> Vec<Value> {
    all(s, "/payouts", 50)
        .await
        .into_iter()
        .filter(|p| p["automatic"] == true)
        .collect()
}

fn expect_field(r: &Resp, field: &str) {
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field(field).is_some(), "{field} in {r:?}");
}

#[tokio::test]
async fn payout_settings_take_a_schedule_only_with_a_checked_iraqi_iban() {
    let s = Server::start().await;
    let r = s.get("/merchant/payout-settings").await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.data()["schedule"], "manual");
    assert_eq!(r.data()["bank_account"], Value::Null);
    assert_eq!(r.data()["next_payout_at"], Value::Null);

    expect_field(
        &s.patch("/merchant/payout-settings", json!({ "schedule": "daily" }))
            .await,
        "bank_account",
    );
    for bad in [
        "IQ97NBIQ850123456789012", // wrong check digits
        "IQ98NBIQ85012345678901",  // one digit short
        "DE89370400440532013000",  // a valid German IBAN
        "IQ98NB1Q850123456789012", // a digit in the bank code
    ] {
        let body = json!({ "schedule": "daily", "bank_account": { "iban": bad, "holder_name": "Baghdad Books" } });
        expect_field(
            &s.patch("/merchant/payout-settings", body).await,
            "bank_account.iban",
        );
    }
    let body = json!({ "bank_account": { "iban": IBAN, "holder_name": "", "bic": "X" } });
    let r = s.patch("/merchant/payout-settings", body).await;
    expect_field(&r, "bank_account.holder_name");
    expect_field(&r, "bank_account.bic");
    for (field, value) in [
        ("schedule", json!("hourly")),
        ("weekly_anchor", json!("someday")),
        ("minimum_amount", json!(-1)),
        ("currency", json!(7)),
        ("bank_account", json!("IQ98NBIQ850123456789012")),
    ] {
        let r = s
            .patch("/merchant/payout-settings", json!({ field: value }))
            .await;
        expect_field(&r, field);
    }
    // nothing changed by the refusals
    assert_eq!(
        s.get("/merchant/payout-settings").await.data()["schedule"],
        "manual"
    );

    let body = json!({
        "schedule": "weekly", "weekly_anchor": "thursday", "minimum_amount": 50_000,
        "currency": "IQD", "bank_account": { "iban": "iq98nbiq850123456789012", "holder_name": "Baghdad Books" },
    });
    let r = s.patch("/merchant/payout-settings", body).await;
    assert_eq!(r.status, 200, "{r:?}");
    let d = r.data();
    assert_eq!(d["schedule"], "weekly");
    assert_eq!(d["weekly_anchor"], "thursday");
    assert_eq!(d["minimum_amount"], 50_000);
    assert_eq!(d["bank_account"]["iban"], "IQ98NBIQ850123456789012");
    assert_eq!(d["bank_account"]["iban_display"], IBAN);
    let next: DateTime<Utc> = d["next_payout_at"].as_str().unwrap().parse().unwrap();
    // a Thursday, ten minutes past midnight in Baghdad, within the coming week
    let local = next + Duration::hours(3);
    assert_eq!(
        chrono::Datelike::weekday(&local.date_naive()),
        chrono::Weekday::Thu
    );
    assert_eq!(local.format("%H:%M:%S").to_string(), "00:10:00");
    assert!(next > clock(&s).await && next <= clock(&s).await + Duration::days(7));
    assert_eq!(s.get("/merchant/payout-settings").await.data(), d);
    // the account cannot go while a schedule needs it; with manual it can
    expect_field(
        &s.patch("/merchant/payout-settings", json!({ "bank_account": null }))
            .await,
        "bank_account",
    );
    let r = s
        .patch(
            "/merchant/payout-settings",
            json!({ "schedule": "manual", "bank_account": null }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.data()["bank_account"], Value::Null);
    assert_eq!(r.data()["next_payout_at"], Value::Null);
}

#[tokio::test]
async fn a_daily_payout_settles_what_came_before_midnight_and_each_payout_adds_up() {
    let s = Server::start().await;
    deposit(&s, 200_000).await;
    let (_, _, pay) = s.authorized("st-1", 30_000, "IQD").await;
    let r = s.post(&format!("/payments/{pay}/capture"), json!({})).await;
    assert_eq!(r.status, 200, "{r:?}");
    let r = s
        .post(
            &format!("/payments/{pay}/refund"),
            json!({ "amount": 5_000, "reason": "part back" }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    // a manual payout: it settles nothing of its own, and the scheduled one counts it
    let r = s
        .post(
            "/payouts",
            json!({ "amount": 20_000, "currency": "IQD", "destination": "IQ20RAFI123456789012345" }),
        )
        .await;
    assert_eq!(r.status, 201, "{r:?}");
    let manual = r.data()["id"].as_str().unwrap().to_string();
    assert_eq!(r.data()["automatic"], false);
    let r = s.get(&format!("/payouts/{manual}/transactions")).await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.data()["data"], json!([]));

    let body = json!({ "schedule": "daily", "bank_account": { "iban": IBAN, "holder_name": "Baghdad Books" } });
    assert_eq!(s.patch("/merchant/payout-settings", body).await.status, 200);
    let before = all(&s, "/balance/transactions", 10).await;
    let balance = s.merchant_balance("IQD").await;
    assert_eq!(nets(&before), balance);
    assert!(before.iter().all(|t| t["payout"] == Value::Null));
    // nine minutes past midnight: not yet (the grace); eleven: paid out
    s.advance(to_past_midnight(&s, 9).await).await;
    assert!(scheduled(&s).await.is_empty());
    s.advance(2 * 60).await;
    let first = scheduled(&s).await;
    assert_eq!(first.len(), 1, "{first:?}");
    let p1 = &first[0];
    let p1_id = p1["id"].as_str().unwrap();
    assert_eq!(p1["amount"].as_i64().unwrap(), balance);
    assert_eq!(p1["destination"], "IQ98NBIQ850123456789012");
    assert_eq!(p1["status"], "pending");
    assert_eq!(p1["settles"]["from"], Value::Null);
    assert_eq!(s.merchant_balance("IQD").await, 0);
    let settled = all(&s, &format!("/payouts/{p1_id}/transactions"), 2).await;
    assert_eq!(settled.len(), before.len());
    assert_eq!(nets(&settled), p1["amount"].as_i64().unwrap());
    assert!(settled.iter().all(|t| t["payout"] == p1_id), "{settled:?}");
    let one = s
        .get(&format!(
            "/balance/transactions/{}",
            settled[0]["id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(one.data()["payout"], p1_id);
    let by_filter = all(&s, &format!("/balance/transactions?payout={p1_id}"), 3).await;
    assert_eq!(by_filter, settled);
    // the payout's own transaction is settled by none
    let own = all(&s, "/balance/transactions?type=payout", 10).await;
    let own = own
        .iter()
        .find(|t| t["source"]["id"] == p1_id)
        .expect("the scheduled payout's own transaction");
    assert_eq!(own["payout"], Value::Null);
    assert_eq!(own["net"].as_i64().unwrap(), -balance);

    // the payout fails at the bank: its money back, settled by the next with a new payment
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/payouts/{p1_id}/fail"),
            Some(json!({ "reason": "account closed" })),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let (_, _, pay2) = s.authorized("st-2", 12_000, "IQD").await;
    let r = s
        .post(&format!("/payments/{pay2}/capture"), json!({}))
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let unsettled = all(&s, "/balance/transactions", 50)
        .await
        .into_iter()
        .filter(|t| t["payout"] == Value::Null && t["type"] != "payout")
        .collect::<Vec<_>>();
    assert_eq!(unsettled.len(), 2, "{unsettled:?}");
    // the next day's run (a minimum the period does not reach holds it back first)
    let r = s
        .patch(
            "/merchant/payout-settings",
            json!({ "minimum_amount": 10_000_000 }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    s.advance(to_past_midnight(&s, 11).await).await;
    assert_eq!(scheduled(&s).await.len(), 1);
    let r = s
        .patch("/merchant/payout-settings", json!({ "minimum_amount": 0 }))
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    s.advance(to_past_midnight(&s, 11).await).await;
    let now = scheduled(&s).await;
    assert_eq!(now.len(), 2, "{now:?}");
    let p2 = now.iter().find(|p| p["id"] != p1_id).unwrap();
    let p2_id = p2["id"].as_str().unwrap();
    let settled2 = all(&s, &format!("/payouts/{p2_id}/transactions"), 50).await;
    let kinds: Vec<&str> = settled2
        .iter()
        .map(|t| t["type"].as_str().unwrap())
        .collect();
    assert_eq!(kinds.len(), 2, "{kinds:?}");
    assert!(kinds.contains(&"payout_failure") && kinds.contains(&"payment"));
    assert_eq!(nets(&settled2), p2["amount"].as_i64().unwrap());
    assert_eq!(
        p2["settles"]["from"].as_str().unwrap(),
        p1["settles"]["to"].as_str().unwrap()
    );
    // every balance transaction but the scheduled payouts' own is settled exactly once
    let everything = all(&s, "/balance/transactions", 50).await;
    for t in &everything {
        let id = t["source"]["id"].as_str().unwrap();
        let own = t["type"] == "payout" && (id == p1_id || id == p2_id);
        assert_eq!(t["payout"] == Value::Null, own, "{t}");
    }
    assert_eq!(s.merchant_balance("IQD").await, 0);
    assert_eq!(s.audit().await["ok"], true);

    // the payout reconciliation report: per scheduled payout, what it settled, adding up
    let body = json!({ "type": "payouts_reconciliation", "from": "2000-01-01T00:00:00Z", "to": "2100-01-01T00:00:00Z" });
    let (_, rows) = crate::reports_api::report(&s, body).await;
    let head = &rows[0];
    let col = |name: &str| head.iter().position(|h| h == name).unwrap();
    let mut sums: std::collections::BTreeMap<String, (i64, i64)> = Default::default();
    for r in &rows[1..] {
        let e = sums.entry(r[col("payout_id")].clone()).or_default();
        e.0 += r[col("net")].parse::<i64>().unwrap();
        e.1 = r[col("payout_amount")].parse().unwrap();
    }
    assert_eq!(sums.len(), 2, "{rows:?}");
    for (payout, (net, amount)) in &sums {
        assert_eq!(net, amount, "{payout}");
    }
    assert_eq!(rows.len() - 1, settled.len() + settled2.len());

    // the list of payouts: newest first, by status, by cursor; cash-outs are not in it
    let listed = all(&s, "/payouts", 1).await;
    assert_eq!(listed.len(), 3);
    assert_eq!(listed[0]["id"], p2_id);
    let failed = all(&s, "/payouts?status=failed", 5).await;
    assert_eq!(failed.len(), 1);
    assert_eq!(failed[0]["id"], p1_id);
    s.get("/payouts?status=lost")
        .await
        .expect_error(422, "VALIDATION_ERROR");
    s.get("/payouts?cursor=nope")
        .await
        .expect_error(422, "VALIDATION_ERROR");
    s.get("/payouts/po_00000000000000000000000000/transactions")
        .await
        .expect_error(404, "NOT_FOUND");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn runs_at_once_make_one_payout_per_cutoff() {
    let s = Server::start().await;
    deposit(&s, 75_000).await;
    // past the cut-off before there is a schedule: nothing ran then
    s.advance(to_past_midnight(&s, 30).await).await;
    let body = json!({ "schedule": "daily", "bank_account": { "iban": IBAN, "holder_name": "Baghdad Books" } });
    assert_eq!(s.patch("/merchant/payout-settings", body).await.status, 200);
    // each clock move runs the merchant's due work: six at once race for the one payout
    let moves = (0..6).map(|_| s.advance(1));
    futures_util::future::join_all(moves).await;
    let made = scheduled(&s).await;
    assert_eq!(made.len(), 1, "{made:?}");
    assert_eq!(made[0]["amount"], 75_000);
    assert_eq!(s.merchant_balance("IQD").await, 0);
    assert_eq!(s.audit().await["ok"], true);
}
