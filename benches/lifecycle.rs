//! Load benchmark: payment lifecycles over HTTP against the local server (embedded store).
//! One lifecycle = create session, pay, capture, refund (4 requests). Workers run
//! lifecycles concurrently, each with its own buyer. Prints lifecycles/s and p50/p99.
//!
//! `cargo bench --bench lifecycle` (env: BENCH_CONCURRENCY=16, BENCH_SECONDS=20)

#[path = "../tests/common/mod.rs"]
mod common;

use common::Server;
use serde_json::json;
use std::sync::Arc;
use std::time::{Duration, Instant};

fn pct(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let concurrency = env("BENCH_CONCURRENCY", 16) as usize;
    let seconds = env("BENCH_SECONDS", 20);
    let s = Arc::new(Server::start().await);
    for w in 0..concurrency {
        let u = s.user(&format!("bench{w}")).await;
        s.topup(&u, "IQD", 1_000_000_000).await;
    }
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let started = Instant::now();
    let workers: Vec<_> = (0..concurrency)
        .map(|w| {
            let s = s.clone();
            tokio::spawn(async move {
                let mut lifecycles = Vec::new();
                let mut requests = Vec::new();
                let mut errors = 0u64;
                while Instant::now() < deadline {
                    let t0 = Instant::now();
                    let (sid, pid) = s.session(&format!("bench{w}"), 25_000, "IQD").await;
                    requests.push(t0.elapsed());
                    let t = Instant::now();
                    let pay = s.pay(&sid).await;
                    requests.push(t.elapsed());
                    let t = Instant::now();
                    let cap = s.post(&format!("/payments/{pid}/capture"), json!({})).await;
                    requests.push(t.elapsed());
                    let t = Instant::now();
                    let refund = s
                        .post(
                            &format!("/payments/{pid}/refund"),
                            json!({"amount": 5_000, "reason": "bench"}),
                        )
                        .await;
                    requests.push(t.elapsed());
                    if !(pay.status.is_success()
                        && cap.status.is_success()
                        && refund.status.is_success())
                    {
                        errors += 1;
                    }
                    lifecycles.push(t0.elapsed());
                }
                (lifecycles, requests, errors)
            })
        })
        .collect();
    let (mut lifecycles, mut requests, mut errors) = (Vec::new(), Vec::new(), 0);
    for w in workers {
        let (l, r, e) = w.await.unwrap();
        lifecycles.extend(l);
        requests.extend(r);
        errors += e;
    }
    let elapsed = started.elapsed().as_secs_f64();
    lifecycles.sort();
    requests.sort();
    let audit = s.audit().await;
    println!("lifecycle benchmark: concurrency {concurrency}, {elapsed:.1} s, embedded store");
    println!(
        "  lifecycles: {} ({:.1}/s), failed: {errors}",
        lifecycles.len(),
        lifecycles.len() as f64 / elapsed
    );
    println!(
        "  lifecycle latency p50 {:?}  p99 {:?}",
        pct(&lifecycles, 0.50),
        pct(&lifecycles, 0.99)
    );
    println!(
        "  request latency   p50 {:?}  p99 {:?}  ({:.0} req/s)",
        pct(&requests, 0.50),
        pct(&requests, 0.99),
        requests.len() as f64 / elapsed
    );
    println!("  audit ok: {}", audit["ok"]);
    assert_eq!(audit["ok"], true);
}
