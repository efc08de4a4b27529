//! Reports and the balance lists at scale: one merchant with REPORT_ROWS balance
//! transactions (default 1,000,000) and one with 100 in the same embedded store on file.
//! The rows are written as the ledger writes them (a deposit's postings and journal entry,
//! one transaction each, a minute apart), not through HTTP: what is timed is the reading.
//! Prints and writes target/bench/reports.json:
//! - a `balance_transactions` report of every row: rows a second, and the process's resident
//!   memory before and at its end (the report streams: it must not grow with the rows);
//! - `GET /balance/transactions` (first page, a page after a cursor half way down) and
//!   `GET /payouts` for both merchants through the core router: p50/p99 and the ratio.
//!
//! `cargo bench --bench reports` (env REPORT_ROWS, REPORT_CALLS=200)

#[path = "../tests/common/mod.rs"]
mod common;

use chrono::{Duration as Span, Utc};
use common::in_process;
use reqwest::Method;
use sanduq_admin::merchants::{self, Keys, NewMerchant};
use sanduq_domain::ledger::{transfer, Account};
use sanduq_domain::merchant::MerchantStatus;
use sanduq_domain::report::{Report, ReportStatus, ReportType};
use sanduq_domain::Currency;
use sanduq_kernel::{AppState, Config};
use sanduq_store::EmbeddedStore;
use serde_json::json;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The resident memory of this process, in KB (Linux).
fn rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

async fn merchant(st: &AppState, name: &str) -> (String, Keys) {
    let keys = Keys::generate();
    let m = merchants::create(
        st,
        NewMerchant {
            name: name.into(),
            status: MerchantStatus::Approved,
            commission_bps: 100,
            rate_limit: None,
            sandbox: true,
        },
        &keys,
    )
    .await
    .unwrap();
    (m.id, keys)
}

/// `n` deposits of merchant `m` as the ledger writes them, a minute apart ending now.
async fn rows(st: &AppState, m: &str, n: usize) {
    let start = Utc::now() - Span::minutes(n as i64 + 1);
    for i in 0..n {
        let postings = transfer(
            Account::External {
                merchant_id: m.into(),
            },
            Account::Merchant {
                merchant_id: m.into(),
            },
            Currency::Iqd,
            1_000 + (i % 1_000) as i64,
        );
        let reference = format!("dep_{i:024x}");
        let at = start + Span::minutes(i as i64);
        let writes = sanduq_payments::ledger::writes(
            m,
            &postings,
            "deposit",
            &reference,
            at,
            &Default::default(),
            None,
        )
        .unwrap();
        st.store.transact(writes).await.unwrap();
        if i % 100_000 == 99_999 {
            println!("  {} rows written", i + 1);
        }
    }
}

fn percentile(v: &[Duration], p: f64) -> f64 {
    let i = ((v.len() as f64 - 1.0) * p).round() as usize;
    v[i].as_secs_f64() * 1e6
}

async fn time(app: &axum::Router, keys: &Keys, path: &str, calls: usize) -> (f64, f64) {
    let mut took = vec![];
    for _ in 0..calls {
        let t = Instant::now();
        let (status, v) = in_process(app, Method::GET, path, keys.secret_key.expose(), None).await;
        assert_eq!(status, 200, "{path}: {v}");
        took.push(t.elapsed());
    }
    took.sort();
    (percentile(&took, 0.5), percentile(&took, 0.99))
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let env = |name: &str, default: usize| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let (n, calls) = (env("REPORT_ROWS", 1_000_000), env("REPORT_CALLS", 200));
    let dir = std::env::temp_dir().join(format!("sanduq-reports-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let store = Arc::new(EmbeddedStore::open_data_dir(&dir.join("data")).unwrap());
    let st = AppState::new(
        store,
        Config {
            default_rate_limit: 1_000_000,
            ..Config::default()
        },
    )
    .with_report_files(Arc::new(sanduq_kernel::report_files::Folder::new(
        dir.join("reports"),
    )));
    let (small, small_keys) = merchant(&st, "Small").await;
    let (big, big_keys) = merchant(&st, "Big").await;
    let t = Instant::now();
    rows(&st, &small, 100).await;
    rows(&st, &big, n).await;
    println!("  {n} rows written in {:.1} s", t.elapsed().as_secs_f64());

    // the report: every row, streamed to a file
    let now = Utc::now();
    let r = Report {
        id: format!("rpt_{:024x}", 1),
        merchant_id: big.clone(),
        kind: ReportType::BalanceTransactions,
        from: now - Span::days(3_650),
        to: now + Span::seconds(1),
        currency: None,
        columns: ReportType::BalanceTransactions
            .columns()
            .iter()
            .map(|c| c.to_string())
            .collect(),
        status: ReportStatus::Pending,
        rows: None,
        failure: None,
        leased_until: None,
        attempts: 0,
        created_at: now,
        finished_at: None,
    };
    let rss_before = rss_kb();
    let t = Instant::now();
    let written = sanduq_payments::reports::write_file(&st, &r).await.unwrap();
    let secs = t.elapsed().as_secs_f64();
    let rss_after = rss_kb();
    let per_sec = written as f64 / secs;
    println!(
        "\n  report of {written} rows: {secs:.1} s, {per_sec:.0} rows/s; resident memory {} MB before, {} MB after (+{} MB)",
        rss_before / 1024,
        rss_after / 1024,
        rss_after.saturating_sub(rss_before) / 1024
    );
    assert_eq!(written as usize, n);

    // the lists: O(page) whatever the history
    let app = sanduq_service::app(st.clone());
    let half = {
        let (_, v) = in_process(
            &app,
            Method::GET,
            "/balance/transactions?limit=100",
            big_keys.secret_key.expose(),
            None,
        )
        .await;
        v["data"]["next_cursor"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    let mut lists = vec![];
    println!(
        "\n  {:<40} {:>12} {:>10} {:>12} {:>10} {:>7}",
        "call", "p50 100 µs", "p99", "p50 big µs", "p99", "big/sm"
    );
    for (name, path_small, path_big) in [
        (
            "balance transactions, first page",
            "/balance/transactions".to_string(),
            "/balance/transactions".to_string(),
        ),
        (
            "balance transactions, type=deposit",
            "/balance/transactions?type=deposit".to_string(),
            "/balance/transactions?type=deposit".to_string(),
        ),
        (
            "balance transactions, a cursor",
            "/balance/transactions?limit=20".to_string(),
            format!("/balance/transactions?cursor={half}"),
        ),
        ("payouts", "/payouts".to_string(), "/payouts".to_string()),
    ] {
        let (p50s, p99s) = time(&app, &small_keys, &path_small, calls).await;
        let (p50b, p99b) = time(&app, &big_keys, &path_big, calls).await;
        let ratio = p50b / p50s;
        println!("  {name:<40} {p50s:>12.0} {p99s:>10.0} {p50b:>12.0} {p99b:>10.0} {ratio:>6.2}x");
        lists.push(
            json!({"call": name, "small": {"p50_us": p50s, "p99_us": p99s},
            "big": {"p50_us": p50b, "p99_us": p99b}, "ratio_p50": ratio}),
        );
    }
    let out = json!({
        "rows": n,
        "report": {"rows": written, "seconds": secs, "rows_per_second": per_sec,
            "rss_before_kb": rss_before, "rss_after_kb": rss_after},
        "lists": lists,
    });
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench/reports.json");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, serde_json::to_string_pretty(&out).unwrap()).unwrap();
    println!("\n  written {}", path.display());
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
}
