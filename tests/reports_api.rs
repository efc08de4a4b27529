//! Reports over HTTP (issue 76): a report is asked for, written off the request path, and
//! downloaded; the CSV (with Arabic names) read by Python's csv module is what the API
//! answers row for row; the daily summary ties (opening + movements = closing) across a
//! Baghdad midnight on the test clock; each scheduled payout's reconciliation rows add up
//! to it; bad requests are field errors.

use crate::common;
use common::{Resp, Server};
use reqwest::Method;
use serde_json::{json, Value};
use std::collections::BTreeMap;

const EVER: &str = "2000-01-01T00:00:00Z";
const LATER: &str = "2100-01-01T00:00:00Z";

/// Asks for a report and waits until it is written: its run, and its file's rows (the header
/// first) as Python's csv module reads them.
pub(crate) async fn report(s: &Server, body: Value) -> (Value, Vec<Vec<String>>) {
    let r = s.post("/reports", body).await;
    assert_eq!(r.status, 201, "{r:?}");
    assert_eq!(r.data()["status"], "pending");
    let id = r.data()["id"].as_str().unwrap().to_string();
    let mut run = Value::Null;
    for _ in 0..200 {
        let g = s.get(&format!("/reports/{id}")).await;
        assert_eq!(g.status, 200, "{g:?}");
        if g.data()["status"] != "pending" {
            run = g.data().clone();
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(run["status"], "succeeded", "{run}");
    let url = run["url"].as_str().unwrap();
    assert!(
        url.ends_with(&format!("/api/v1/reports/{id}/file")),
        "{url}"
    );
    let path = url.split("/api/v1").nth(1).unwrap();
    // read with the secret key (the local server serves its files itself)
    let file = s.get(path).await;
    assert_eq!(file.status, 200, "{file:?}");
    assert!(file.text.starts_with('\u{FEFF}'), "a byte-order mark first");
    assert_eq!(
        file.header("content-type").as_deref(),
        Some("text/csv; charset=utf-8")
    );
    let rows = python_csv(&file.text);
    assert_eq!(rows.len() as i64 - 1, run["rows"].as_i64().unwrap());
    (run, rows)
}

/// The rows Python's csv module reads from `text` (UTF-8 with its BOM).
fn python_csv(text: &str) -> Vec<Vec<String>> {
    let path = common::temp_dir().join("report.csv");
    std::fs::write(&path, text).unwrap();
    let out = std::process::Command::new("python3")
        .args([
            "-c",
            "import csv, json, sys\nwith open(sys.argv[1], encoding='utf-8-sig', newline='') as f:\n    print(json.dumps(list(csv.reader(f))))",
        ])
        .arg(&path)
        .output()
        .expect("python3");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The rows as maps by the header's names.
fn by_name(rows: &[Vec<String>]) -> Vec<BTreeMap<String, String>> {
    let head = &rows[0];
    rows[1..]
        .iter()
        .map(|r| head.iter().cloned().zip(r.iter().cloned()).collect())
        .collect()
}

async fn all(s: &Server, path: &str) -> Vec<Value> {
    let mut out = vec![];
    let mut cursor = String::new();
    loop {
        let sep = if path.contains('?') { '&' } else { '?' };
        let r = s.get(&format!("{path}{sep}limit=100{cursor}")).await;
        assert_eq!(r.status, 200, "{r:?}");
        out.extend(r.data()["data"].as_array().unwrap().iter().cloned());
        match r.data()["next_cursor"].as_str() {
            Some(c) => cursor = format!("&cursor={c}"),
            None => return out,
        }
    }
}

async fn capture(s: &Server, ext: &str, amount: i64, refund: i64) {
    let (_, _, pay) = s.authorized(ext, amount, "IQD").await;
    let r = s.post(&format!("/payments/{pay}/capture"), json!({})).await;
    assert_eq!(r.status, 200, "{r:?}");
    if refund > 0 {
        let r = s
            .post(
                &format!("/payments/{pay}/refund"),
                json!({ "amount": refund, "reason": "back" }),
            )
            .await;
        assert_eq!(r.status, 200, "{r:?}");
    }
}

#[tokio::test]
async fn a_csv_with_arabic_names_read_by_python_is_what_the_api_answers() {
    let s = Server::start().await;
    capture(&s, "ar-1", 25_000, 5_000).await;
    capture(&s, "ku-1", 12_345, 0).await;
    // (the names given after: the captures' buyers are synced with plain names)
    for (ext, name) in [
        ("ar-1", "زينب علي"),
        ("ku-1", "ئاراس کەریم"),
        ("en-1", "=HYPERLINK(\"x\")"),
    ] {
        let r = s
            .post(
                "/users/sync",
                json!({ "external_user_id": ext, "name": name, "phone": null }),
            )
            .await;
        assert!(r.status.is_success(), "{r:?}");
    }

    // the users: names as written (a formula-looking one defused with an apostrophe)
    let (_, rows) = report(&s, json!({ "type": "users", "from": EVER, "to": LATER })).await;
    let rows = by_name(&rows);
    let api = all(&s, "/users").await;
    assert_eq!(rows.len(), api.len());
    for u in &api {
        let row = rows
            .iter()
            .find(|r| r["id"] == u["id"].as_str().unwrap())
            .expect("every user in the file");
        let name = u["name"].as_str().unwrap();
        let want = if name.starts_with('=') {
            format!("'{name}")
        } else {
            name.to_string()
        };
        assert_eq!(row["name"], want);
        assert_eq!(
            row["external_user_id"],
            u["external_user_id"].as_str().unwrap()
        );
    }
    assert!(rows.iter().any(|r| r["name"] == "زينب علي"));

    // the balance transactions: row for row the list's, oldest first
    let (run, rows) = report(
        &s,
        json!({ "type": "balance_transactions", "from": EVER, "to": LATER, "currency": "IQD" }),
    )
    .await;
    assert!(
        run["to"].as_str().unwrap() < LATER,
        "`to` is at most now: {run}"
    );
    let rows = by_name(&rows);
    let mut api = all(&s, "/balance/transactions").await;
    api.reverse();
    assert_eq!(rows.len(), api.len());
    for (row, t) in rows.iter().zip(&api) {
        assert_eq!(row["id"], t["id"].as_str().unwrap());
        assert_eq!(row["type"], t["type"].as_str().unwrap());
        for k in ["amount", "fee", "net"] {
            assert_eq!(row[k], t[k].to_string(), "{k}");
            assert_eq!(
                row[&format!("{k}_decimal")],
                t[k].to_string(),
                "IQD has no decimals"
            );
        }
        assert_eq!(row["source_id"], t["source"]["id"].as_str().unwrap());
        assert_eq!(row["created_utc"], t["created"].as_str().unwrap());
        assert_eq!(row["payout"], "");
    }
    let net: i64 = rows.iter().map(|r| r["net"].parse::<i64>().unwrap()).sum();
    assert_eq!(net, s.merchant_balance("IQD").await);

    // columns picked and ordered; another currency has none of these rows
    let (_, rows) = report(
        &s,
        json!({ "type": "payments", "from": EVER, "to": LATER, "columns": ["amount", "id", "status"] }),
    )
    .await;
    assert_eq!(rows[0], ["amount", "id", "status"]);
    assert_eq!(rows.len(), 3);
    let (_, rows) = report(
        &s,
        json!({ "type": "balance_transactions", "from": EVER, "to": LATER, "currency": "USD" }),
    )
    .await;
    assert_eq!(rows.len(), 1, "the header alone");
    let listed = s.get("/reports?limit=2").await;
    assert_eq!(listed.data()["data"].as_array().unwrap().len(), 2);
    assert_eq!(listed.data()["has_more"], true);
}

#[tokio::test]
async fn a_daily_summary_ties_across_a_baghdad_midnight() {
    let s = Server::start().await;
    let mid = s.merchant_id();
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/merchants/{mid}/deposits"),
            Some(json!({ "amount": 70_000, "currency": "IQD", "bank_reference": "DS-1" })),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    capture(&s, "ds-1", 40_000, 10_000).await;
    let start = s.get("/sandbox/clock").await.data()["now"]
        .as_str()
        .unwrap()
        .to_string();
    // past the next Baghdad midnight: a payout and another payment the next day
    s.advance(26 * 3600).await;
    let r = s
        .post(
            "/payouts",
            json!({ "amount": 50_000, "currency": "IQD", "destination": "IQ98NBIQ850123456789012" }),
        )
        .await;
    assert_eq!(r.status, 201, "{r:?}");
    capture(&s, "ds-2", 8_000, 0).await;

    let (_, rows) = report(
        &s,
        json!({ "type": "daily_summary", "from": start, "to": LATER, "currency": "IQD" }),
    )
    .await;
    let days = by_name(&rows);
    assert!(days.len() >= 2, "{days:?}");
    let n = |r: &BTreeMap<String, String>, k: &str| r[k].parse::<i64>().unwrap();
    // the first day opens at nothing (a new merchant), each day closes where its movements
    // lead, and the next opens there
    assert_eq!(n(&days[0], "opening_balance"), 0);
    for d in &days {
        let moved =
            n(d, "gross") + n(d, "refunds") - n(d, "fees") + n(d, "payouts") + n(d, "other");
        assert_eq!(
            n(d, "opening_balance") + moved,
            n(d, "closing_balance"),
            "{d:?}"
        );
        assert_eq!(d["currency"], "IQD");
    }
    for w in days.windows(2) {
        assert_eq!(n(&w[0], "closing_balance"), n(&w[1], "opening_balance"));
        assert!(w[0]["date"] < w[1]["date"]);
    }
    let last = days.last().unwrap();
    assert_eq!(n(last, "closing_balance"), s.merchant_balance("IQD").await);
    let first = &days[0];
    assert_eq!((n(first, "gross"), n(first, "refunds")), (40_000, -10_000));
    assert_eq!(n(first, "other"), 70_000, "the deposit");
    let payouts: i64 = days.iter().map(|d| n(d, "payouts")).sum();
    assert_eq!(payouts, -50_000);
    assert!(days.iter().any(|d| n(d, "gross") == 8_000));
}

#[tokio::test]
async fn a_bad_report_request_is_a_fields_error_and_others_reports_are_not_found() {
    let s = Server::start().await;
    for (body, field) in [
        (
            json!({ "type": "everything", "from": EVER, "to": LATER }),
            "type",
        ),
        (json!({ "type": "users", "from": LATER, "to": EVER }), "to"),
        (json!({ "type": "users", "to": LATER }), "from"),
        (
            json!({ "type": "users", "from": EVER, "to": LATER, "columns": ["fee"] }),
            "columns",
        ),
        (
            json!({ "type": "users", "from": EVER, "to": LATER, "columns": ["nonsense"] }),
            "columns",
        ),
        (
            json!({ "type": "users", "from": "yesterday", "to": LATER }),
            "from",
        ),
    ] {
        let r: Resp = s.post("/reports", body.clone()).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{body}: {r:?}");
    }
    s.get("/reports/rpt_00000000000000000000000000")
        .await
        .expect_error(404, "NOT_FOUND");
    s.get("/reports/rpt_00000000000000000000000000/file")
        .await
        .expect_error(404, "NOT_FOUND");
    let (run, _) = report(&s, json!({ "type": "users", "from": EVER, "to": LATER })).await;
    let id = run["id"].as_str().unwrap();
    let other = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({ "name": "Other Shop", "status": "approved" })),
        )
        .await;
    let sk = other.data()["keys"]["secret_key"].as_str().unwrap();
    for path in [format!("/reports/{id}"), format!("/reports/{id}/file")] {
        let r = s.send(Method::GET, &path, Some(sk), &[], None).await;
        r.expect_error(404, "NOT_FOUND");
    }
}
