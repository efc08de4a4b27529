//! The payment list at scale: one merchant with LISTS_BIG payments (default 100,000) and
//! one with LISTS_SMALL (default 100) in the same embedded store on file, the list's calls
//! timed for each through the gateway's HTTP handlers (in process, signed): the first page,
//! a full page, each indexed filter, a page after a cursor half way down, and — not bounded,
//! for comparison — a page number half way down (skips its rows), a time range over
//! everything (its total counts the range) and the reserved filter (its total reads the
//! live reservations, which may lapse).
//! Prints p50/p99 per call and the ratio big/small; writes target/bench/lists.json.
//!
//! Payments are made through the API (session, pay, capture): 98% completed, 1% left
//! reserved, 1% unpaid; every 10th buyer of ten, a reference on every 100th.
//!
//! `cargo bench --bench lists` (env LISTS_BIG, LISTS_SMALL, LISTS_CALLS=200)

#[path = "../tests/common/mod.rs"]
mod common;

use common::{in_process, in_process_signed};
use reqwest::Method;
use sanduq_admin::merchants::{self, Keys, NewMerchant};
use sanduq_domain::merchant::MerchantStatus;
use sanduq_kernel::{AppState, Config};
use sanduq_payments::listing::Cursor;
use sanduq_store::{EmbeddedStore, Index, Query};
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::{Duration, Instant};

struct Shop {
    app: axum::Router,
    keys: Keys,
    id: String,
    size: usize,
}

impl Shop {
    async fn post(&self, path: &str, body: Value) -> Value {
        let (status, v) = in_process(
            &self.app,
            Method::POST,
            path,
            self.keys.secret_key.expose(),
            Some(body),
        )
        .await;
        assert!((200..300).contains(&status), "{path}: {status} {v}");
        v["data"].clone()
    }

    async fn list(&self, query: &str) -> Value {
        let path = format!("/gateway/payments?{query}");
        let (status, v) = in_process_signed(&self.app, &self.keys, &path).await;
        assert_eq!(status, 200, "{query}: {v}");
        v
    }
}

async fn open(st: &AppState, app: &axum::Router, name: &str, size: usize) -> Arc<Shop> {
    let keys = Keys::generate();
    let m = merchants::create(
        st,
        NewMerchant {
            name: name.into(),
            status: MerchantStatus::Approved,
            commission_bps: 100,
            rate_limit: Some(1_000_000),
            sandbox: true,
        },
        &keys,
    )
    .await
    .unwrap();
    Arc::new(Shop {
        app: app.clone(),
        keys,
        id: m.id,
        size,
    })
}

/// A buyer with money in both currencies.
async fn fund(shop: &Shop, u: &str) {
    let id = shop
        .post("/users/sync", json!({"external_user_id": u, "name": u}))
        .await["id"]
        .as_str()
        .unwrap()
        .to_string();
    for c in ["USD", "IQD"] {
        shop.post(
            "/sandbox/wallets/topup",
            json!({"user_id": id, "currency": c, "amount": 1_000_000_000_000i64}),
        )
        .await;
    }
}

/// Runs `job(i)` for i in 0..n, 16 at a time.
async fn each<F, Fut>(n: usize, job: F)
where
    F: Fn(usize) -> Fut + Clone + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send,
{
    let next = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let workers: Vec<_> = (0..16)
        .map(|_| {
            let (next, job) = (next.clone(), job.clone());
            tokio::spawn(async move {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if i >= n {
                        return;
                    }
                    job(i).await;
                }
            })
        })
        .collect();
    for w in workers {
        w.await.unwrap();
    }
}

/// `shop.size` payments through the API, ten per buyer.
async fn seed(shop: &Arc<Shop>) {
    let started = Instant::now();
    let buyers = (shop.size / 10).max(1);
    let s = shop.clone();
    each(buyers, move |u| {
        let s = s.clone();
        async move { fund(&s, &format!("buyer-{u}")).await }
    })
    .await;
    let s = shop.clone();
    each(shop.size, move |i| {
        let shop = s.clone();
        async move {
            let mut body = json!({"external_user_id": format!("buyer-{}", i % buyers), "amount": 1_000 + i % 997,
                "currency": if i % 3 == 0 { "IQD" } else { "USD" },
                "success_url": "https://a.example/s", "cancel_url": "https://a.example/c"});
            if i % 100 == 0 {
                body["reference"] = json!(format!("order-{i}"));
            }
            let s = shop.post("/checkout/sessions", body).await;
            if i % 100 == 1 {
                return;
            }
            let (sid, pid) = (s["id"].as_str().unwrap(), s["payment_id"].as_str().unwrap());
            shop.post(&format!("/sandbox/checkout/sessions/{sid}/pay"), json!({}))
                .await;
            if i % 100 != 2 {
                shop.post(&format!("/payments/{pid}/capture"), json!({}))
                    .await;
            }
        }
    })
    .await;
    println!(
        "  seeded {} payments in {:.1} s",
        shop.size,
        started.elapsed().as_secs_f64()
    );
}

/// The cursor of the page that starts half way down the merchant's list.
async fn half_way(st: &AppState, shop: &Shop) -> String {
    let depth = shop.size / 2;
    let q = Query::index(Index::Gsi1, format!("MER#{}#PAYS", shop.id))
        .backward()
        .limit(depth);
    let rows = st.store.query(&q).await.unwrap();
    let last = rows.last().unwrap();
    Cursor {
        page: depth / 20 + 1,
        after: last["gsi1sk"].as_str().unwrap().to_string(),
    }
    .encode()
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i].as_secs_f64() * 1e6
}

async fn time(shop: &Shop, query: &str, calls: usize) -> (f64, f64, u64) {
    let mut total = 0;
    for _ in 0..3 {
        total = shop.list(query).await["data"]["pagination"]["total"]
            .as_u64()
            .unwrap();
    }
    let mut took = Vec::with_capacity(calls);
    for _ in 0..calls {
        let t = Instant::now();
        std::hint::black_box(shop.list(query).await);
        took.push(t.elapsed());
    }
    took.sort();
    (percentile(&took, 0.5), percentile(&took, 0.99), total)
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let env = |name: &str, default: usize| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let (big, small, calls) = (
        env("LISTS_BIG", 100_000),
        env("LISTS_SMALL", 100),
        env("LISTS_CALLS", 200),
    );
    let dir = std::env::temp_dir().join(format!("sanduq-lists-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let store = Arc::new(EmbeddedStore::open_data_dir(&dir).unwrap());
    let st = AppState::new(
        store,
        Config {
            default_rate_limit: 1_000_000,
            ..Config::default()
        },
    );
    let app = sanduq_service::app(st.clone());
    let shops = [
        open(&st, &app, "Small", small).await,
        open(&st, &app, "Big", big).await,
    ];
    for s in &shops {
        seed(s).await;
    }
    let mut rows = Vec::new();
    println!(
        "\n  {:<34} {:>12} {:>12} {:>12} {:>12} {:>7}",
        "call", "p50 small µs", "p99 small", "p50 big µs", "p99 big", "big/sm"
    );
    let cursors = [
        half_way(&st, &shops[0]).await,
        half_way(&st, &shops[1]).await,
    ];
    let pages = [small / 40 + 1, big / 40 + 1];
    let all_time = "from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z";
    // (name, bounded, the query for merchant 0 (small) or 1 (big))
    type Kind = (&'static str, bool, Box<dyn Fn(usize) -> String>);
    let kinds: Vec<Kind> = vec![
        ("first page (20)", true, Box::new(|_| String::new())),
        ("per_page=100", true, Box::new(|_| "per_page=100".into())),
        (
            "status=completed",
            true,
            Box::new(|_| "status=completed".into()),
        ),
        ("currency=IQD", true, Box::new(|_| "currency=IQD".into())),
        (
            "status=reserved&currency=USD",
            false,
            Box::new(|_| "status=reserved&currency=USD".into()),
        ),
        (
            "reference=order-0",
            true,
            Box::new(|_| "reference=order-0".into()),
        ),
        (
            "user_id=buyer-3",
            true,
            Box::new(|_| "user_id=buyer-3".into()),
        ),
        (
            "cursor half way down",
            true,
            Box::new(move |i| format!("cursor={}", cursors[i])),
        ),
        (
            "page number half way down",
            false,
            Box::new(move |i| format!("page={}", pages[i])),
        ),
        (
            "time range over everything",
            false,
            Box::new(|_| all_time.to_string()),
        ),
    ];
    for (name, indexed, query) in &kinds {
        // The unbounded calls take long on the big merchant: fewer of them.
        let calls = if *indexed { calls } else { (calls / 10).max(5) };
        let (p50s, p99s, ts) = time(&shops[0], &query(0), calls).await;
        let (p50b, p99b, tb) = time(&shops[1], &query(1), calls).await;
        let ratio = p50b / p50s;
        println!(
            "  {:<34} {p50s:>12.0} {p99s:>12.0} {p50b:>12.0} {p99b:>12.0} {ratio:>6.2}x{}",
            name,
            if *indexed {
                ""
            } else {
                "  (not bounded: see the top)"
            }
        );
        rows.push(
            json!({"call": name, "indexed": indexed, "query_big": query(1),
            "small": {"p50_us": p50s, "p99_us": p99s, "total": ts},
            "big": {"p50_us": p50b, "p99_us": p99b, "total": tb}, "ratio_p50": ratio}),
        );
    }
    let out = json!({"big": big, "small": small, "calls": calls, "rows": rows});
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench/lists.json");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, serde_json::to_string_pretty(&out).unwrap()).unwrap();
    println!("\n  written {}", path.display());
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
}
