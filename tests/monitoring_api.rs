//! Transaction monitoring over HTTP (issue 78): a rule changed by one officer and approved by
//! another fires on a captured payment after it commits (from the relay, off the payment
//! path) and not on a near miss; a rule in shadow keeps its alerts as `shadow`, counted and
//! never in the open queue; a backtest replays the day's movements through a new threshold
//! without writing anything; bad changes are refused naming their field.

use crate::common::{Resp, Server};
use crate::operators_api::{call, operator};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

/// A captured payment of `amount` IQD by a new user `ext`: the user's id.
async fn paid(s: &Server, ext: &str, amount: i64) -> String {
    let (user, _, pay) = s.authorized(ext, amount, "IQD").await;
    let r = s.post(&format!("/payments/{pay}/capture"), json!({})).await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    user
}

/// Monitoring alerts of `status`, waiting (at most 20 s) until there are `want`.
async fn monitoring(s: &Server, token: &str, status: &str, want: usize) -> Vec<Value> {
    let path = format!("/admin/alerts?kind=monitoring&status={status}");
    for _ in 0..200 {
        let r = call(s, token, Method::GET, &path, None).await;
        assert_eq!(r.status, StatusCode::OK, "{r:?}");
        let got = r.data()["data"].as_array().unwrap().clone();
        if got.len() >= want {
            return got;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("fewer than {want} {status} monitoring alerts");
}

/// Rule `id` changed by `token`'s officer and approved by the test's second person.
async fn set_rule(s: &Server, token: &str, id: &str, change: Value) -> Resp {
    let path = format!("/admin/rules/{id}");
    let r = call(s, token, Method::PUT, &path, Some(change)).await;
    assert_eq!(
        r.status,
        StatusCode::ACCEPTED,
        "held for a second person: {r:?}"
    );
    assert_eq!(r.data()["action"], "set_rule");
    s.approve(r.data()["id"].as_str().unwrap()).await
}

async fn rule(s: &Server, token: &str, id: &str) -> Value {
    let r = call(s, token, Method::GET, "/admin/rules", None).await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    r.data()["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == id)
        .unwrap()
        .clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rule_fires_after_commit_on_its_pattern_and_not_on_a_near_miss() {
    let s = Server::start().await;
    let o = operator(&s, None, "compliance@ops.example", &["compliance"]).await;
    let r = rule(&s, &o.token, "large-single-iqd").await;
    assert_eq!(
        (&r["check"], &r["enabled"], &r["shadow"]),
        (
            &json!({"type": "amount_over", "amount": 15_000_000}),
            &json!(true),
            &json!(false)
        )
    );
    let done = set_rule(
        &s,
        &o.token,
        "large-single-iqd",
        json!({ "amount": 50_000 }),
    )
    .await;
    assert_eq!(done.status, StatusCode::OK, "{done:?}");
    assert_eq!(done.data()["check"]["amount"], 50_000);

    let near = paid(&s, "near", 49_999).await;
    let over = paid(&s, "over", 60_000).await;
    let open = monitoring(&s, &o.token, "open", 1).await;
    // the relay handles events in order: the near miss came first and raised nothing
    assert_eq!(open.len(), 1, "{open:?}");
    let a = &open[0];
    assert_eq!(
        (
            a["subject"]["id"].as_str(),
            a["rule"]["rule"].as_str(),
            a["rule"]["figures"]["amount"].as_i64(),
            a["rule"]["severity"].as_str()
        ),
        (
            Some(over.as_str()),
            Some("large-single-iqd"),
            Some(60_000),
            Some("high")
        ),
        "{a}"
    );
    assert_ne!(a["subject"]["id"], near.as_str());
    assert_eq!(
        rule(&s, &o.token, "large-single-iqd").await["alerts"]["open"],
        1
    );
    // the buyer and the merchant see a plain payment: no trace of monitoring
    let evs = s.get("/events?type=payment.completed").await;
    let text = evs.body.to_string();
    assert!(
        !text.contains("alr_") && !text.contains("monitoring"),
        "{text}"
    );
    // how far monitoring ran behind: both movements seen, after their commit
    let r = call(&s, &o.token, Method::GET, "/admin/monitoring", None).await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let l = r.data();
    assert_eq!(
        (l["on"].as_bool(), l["movements"].as_u64()),
        (Some(true), Some(2)),
        "{l}"
    );
    let ms = |k: &str| l["lag_ms"][k].as_i64().unwrap();
    assert!(
        ms("p50") <= ms("p99") && ms("p99") <= ms("max") && ms("max") < 60_000,
        "{l}"
    );
    let yesterday = chrono::Utc::now().date_naive() - chrono::Days::new(1);
    let r = call(
        &s,
        &o.token,
        Method::GET,
        &format!("/admin/monitoring?date={yesterday}&limit=5"),
        None,
    )
    .await;
    assert_eq!(r.data()["movements"], 0, "{r:?}");
    for q in ["date=today", "limit=0"] {
        let r = call(
            &s,
            &o.token,
            Method::GET,
            &format!("/admin/monitoring?{q}"),
            None,
        )
        .await;
        r.expect_error(422, "VALIDATION_ERROR");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rule_in_shadow_keeps_its_alerts_apart_and_a_backtest_counts_a_new_threshold() {
    let s = Server::start().await;
    let o = operator(&s, None, "compliance@ops.example", &["compliance"]).await;
    let change = json!({ "amount": 20_000, "shadow": true });
    let done = set_rule(&s, &o.token, "large-single-iqd", change).await;
    assert_eq!(done.status, StatusCode::OK, "{done:?}");
    for (ext, amount) in [("a", 10_000), ("b", 25_000), ("c", 40_000)] {
        paid(&s, ext, amount).await;
    }
    let shadow = monitoring(&s, &o.token, "shadow", 2).await;
    assert_eq!(shadow.len(), 2, "{shadow:?}");
    assert_eq!(monitoring(&s, &o.token, "open", 0).await.len(), 0);
    let r = rule(&s, &o.token, "large-single-iqd").await;
    assert_eq!(r["alerts"], json!({ "open": 0, "shadow": 2 }), "{r}");
    // a shadow alert is never acted on
    let id = shadow[0]["id"].as_str().unwrap();
    let path = format!("/admin/alerts/{id}/confirm");
    call(
        &s,
        &o.token,
        Method::POST,
        &path,
        Some(json!({ "reason": "x" })),
    )
    .await
    .expect_error(422, "INVALID_PAYMENT_STATUS");

    // what 30,000 would have raised over the days around now (UTC dates), nothing written
    let today = chrono::Utc::now().date_naive();
    let body = json!({
        "from": (today - chrono::Days::new(1)).to_string(),
        "to": (today + chrono::Days::new(1)).to_string(),
        "amount": 30_000,
    });
    let path = "/admin/rules/large-single-iqd/backtest";
    let b = call(&s, &o.token, Method::POST, path, Some(body)).await;
    assert_eq!(b.status, StatusCode::OK, "{b:?}");
    assert_eq!(
        (
            &b.data()["movements"],
            &b.data()["alerts"],
            &b.data()["subjects"]
        ),
        (&json!(3), &json!(1), &json!(1)),
        "{b:?}"
    );
    assert_eq!(b.data()["sample"][0]["figures"]["amount"], 40_000);
    assert_eq!(
        rule(&s, &o.token, "large-single-iqd").await["check"]["amount"],
        20_000
    );
    assert_eq!(monitoring(&s, &o.token, "shadow", 2).await.len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_changes_and_backtests_are_refused_naming_their_field() {
    let s = Server::start().await;
    let o = operator(&s, None, "compliance@ops.example", &["compliance"]).await;
    let put = |id: &str, body: Value| {
        let path = format!("/admin/rules/{id}");
        let token = o.token.clone();
        let s = &s;
        async move { call(s, &token, Method::PUT, &path, Some(body)).await }
    };
    for (body, field) in [
        (json!({ "parties": 5 }), "parties"),
        (json!({ "amount": 0 }), "amount"),
        (json!({ "severity": "urgent" }), "severity"),
        (json!({ "enabled": "yes" }), "enabled"),
    ] {
        let r = put("large-single-iqd", body.clone()).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{body}: {r:?}");
    }
    put("no-such-rule", json!({ "amount": 5 }))
        .await
        .expect_error(404, "NOT_FOUND");
    let path = "/admin/rules/structuring-iqd/backtest";
    for (body, field) in [
        (json!({ "from": "2026-03-10", "to": "2026-03-01" }), "to"),
        (json!({ "from": "2026-01-01", "to": "2026-06-01" }), "to"),
        (json!({ "to": "2026-06-01" }), "from"),
        (
            json!({ "from": "2026-01-01", "to": "2026-01-02", "count": 1 }),
            "check",
        ),
    ] {
        let r = call(&s, &o.token, Method::POST, path, Some(body.clone())).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{body}: {r:?}");
    }
    let support = operator(&s, None, "support@ops.example", &["support"]).await;
    call(&s, &support.token, Method::GET, "/admin/rules", None)
        .await
        .expect_error(403, "FORBIDDEN");
    let r = call(
        &s,
        &support.token,
        Method::PUT,
        "/admin/rules/fan-in-iqd",
        Some(json!({ "parties": 3 })),
    )
    .await;
    r.expect_error(403, "FORBIDDEN");
}

/// Monitoring runs on a thread of its own at nice 10 (the payments' lanes at the process's
/// own): on a busy machine the payments go first.
#[cfg(target_os = "linux")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn monitoring_runs_on_its_own_thread_below_the_payments() {
    let s = Server::start().await;
    let tasks = std::path::PathBuf::from(format!("/proc/{}/task", s.pid()));
    // a thread's nice value: the 19th field of its stat, after the name in parentheses
    let nice = |stat: &str| -> i64 {
        let rest = &stat[stat.rfind(')').unwrap() + 2..];
        rest.split(' ').nth(16).unwrap().parse().unwrap()
    };
    let mut seen = std::collections::BTreeMap::new();
    for _ in 0..50 {
        for t in std::fs::read_dir(&tasks).unwrap().flatten() {
            let comm = std::fs::read_to_string(t.path().join("comm")).unwrap_or_default();
            let stat = std::fs::read_to_string(t.path().join("stat")).unwrap_or_default();
            if !stat.is_empty() {
                seen.insert(comm.trim().to_string(), nice(&stat));
            }
        }
        if seen.contains_key("monitoring") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(seen.get("monitoring"), Some(&10), "{seen:?}");
    assert!(
        seen.iter().any(|(name, n)| name != "monitoring" && *n == 0),
        "{seen:?}"
    );
}
