//! The lifecycle benchmark: `sanduq serve` on a fresh data dir (embedded store on file,
//! durable), driven by `sanduq load` (sync, top-up, session, pay, capture, partial refund per
//! lifecycle) with the server's CPU per request, then the merchant's audit.
//! The full comparison (HTTP and fsync ceilings, localstripe) is `bash infra/bench.sh`.
//!
//! `cargo bench --bench lifecycle` (env: BENCH_CONCURRENCY=16, BENCH_SECONDS=20)

#[path = "../tests/common/mod.rs"]
mod common;

use common::{Options, Server};

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let env = |name: &str, default: &str| std::env::var(name).unwrap_or_else(|_| default.into());
    let s = Server::start_with(Options {
        rate_limit: 1_000_000_000,
        ..Default::default()
    })
    .await;
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_sanduq"))
        .args(["load", "--base-url", &s.base, "--key", &s.sk()])
        .args(["--concurrency", &env("BENCH_CONCURRENCY", "16")])
        .args(["--duration", &env("BENCH_SECONDS", "20")])
        .args(["--server-pid", &s.pid().to_string()])
        .status()
        .expect("run sanduq load");
    assert!(status.success(), "sanduq load failed");
    let audit = s.audit().await;
    println!("  audit ok: {}", audit["ok"]);
    assert_eq!(audit["ok"], true);
}
