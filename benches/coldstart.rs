//! Lambda cold start: each function binary (target/release, as `sam build` ships it) is
//! started against a small fake Lambda Runtime API on loopback, as the Lambda service starts
//! it. Measured per run: exec to the first `GET …/invocation/next` (init), and exec to the
//! answer of the first invocation (one of the function's sample events from events/, over
//! a DynamoDB table on moto_server). Reports medians over the runs and each binary's size.
//!
//! `infra/lambda-build.sh && cargo bench --bench coldstart`
//! (env: COLDSTART_RUNS=9, COLDSTART_JSON=path to also write the figures as JSON,
//! COLDSTART_ONLY=core,gateway to measure some, COLDSTART_LOGS=1 to see their logs)

#[path = "../shared/store/tests/support/moto.rs"]
mod moto;

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue};
use axum::routing::{get, post};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const FUNCTIONS: [&str; 13] = [
    "core",
    "embedded",
    "webhooks",
    "links",
    "subscriptions",
    "sandbox",
    "admin",
    "gateway",
    "pages",
    "sweeper",
    "billing",
    "relay",
    "delivery",
];

/// What the fake Runtime API saw of the current run.
#[derive(Default)]
struct Seen {
    event: String,
    polled: Option<Instant>,
    answered: Option<(Instant, String)>,
}

type Shared = Arc<Mutex<Seen>>;

async fn next(State(seen): State<Shared>) -> (HeaderMap, String) {
    let first = {
        let mut s = seen.lock().unwrap();
        let first = s.polled.is_none();
        s.polled.get_or_insert_with(Instant::now);
        first.then(|| s.event.clone())
    };
    let Some(event) = first else {
        // one invocation per run: the process is killed while it waits here
        return std::future::pending().await;
    };
    let mut h = HeaderMap::new();
    let deadline = chrono::Utc::now().timestamp_millis() + 30_000;
    h.insert(
        "lambda-runtime-aws-request-id",
        HeaderValue::from_static("coldstart-1"),
    );
    h.insert("lambda-runtime-deadline-ms", HeaderValue::from(deadline));
    h.insert(
        "lambda-runtime-invoked-function-arn",
        HeaderValue::from_static("arn:aws:lambda:us-east-1:000000000000:function:coldstart"),
    );
    h.insert(
        "lambda-runtime-trace-id",
        HeaderValue::from_static("Root=1-00000000-000000000000000000000000"),
    );
    h.insert("content-type", HeaderValue::from_static("application/json"));
    (h, event)
}

async fn answered(State(seen): State<Shared>, body: String) -> axum::http::StatusCode {
    let mut s = seen.lock().unwrap();
    if s.answered.is_none() {
        s.answered = Some((Instant::now(), body));
    }
    axum::http::StatusCode::ACCEPTED
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v.get(v.len() / 2).copied().unwrap_or_default()
}

/// The function's first sample event (by name), as the Lambda service would send it.
fn sample(function: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("events")
        .join(function);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    std::fs::read_to_string(&files[0]).unwrap()
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let runs: usize = std::env::var("COLDSTART_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(9);
    let bin_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/release");
    // a function killed mid-request must not hold a single-threaded moto up
    let m = moto::Moto::start_threaded();
    let table = "sanduq-coldstart";
    for (k, v) in m.env() {
        std::env::set_var(k, v);
    }
    sanduq_store::DynamoStore::from_env(table)
        .await
        .ensure_table()
        .await
        .unwrap();

    let seen: Shared = Arc::default();
    let app = axum::Router::new()
        .route("/2018-06-01/runtime/invocation/next", get(next))
        .route(
            "/2018-06-01/runtime/invocation/{id}/response",
            post(answered),
        )
        .route("/2018-06-01/runtime/invocation/{id}/error", post(answered))
        .route("/2018-06-01/runtime/init/error", post(answered))
        .with_state(seen.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let api = listener.local_addr().unwrap().to_string();
    tokio::spawn(async move { axum::serve(listener, app).await });

    println!("Lambda cold start: {runs} runs per function, fake Runtime API on {api}");
    println!(
        "  {:<14} {:>9} {:>11} {:>16}",
        "function", "size MB", "init ms", "first answer ms"
    );
    let mut report = Vec::new();
    let only = std::env::var("COLDSTART_ONLY").ok();
    for f in FUNCTIONS {
        if only
            .as_deref()
            .is_some_and(|o| !o.split(',').any(|x| x == f))
        {
            continue;
        }
        let bin = bin_dir.join(f);
        let Ok(meta) = std::fs::metadata(&bin) else {
            println!("  {f:<14} not built (infra/lambda-build.sh)");
            continue;
        };
        let (mut inits, mut firsts) = (Vec::new(), Vec::new());
        let mut last_answer = String::new();
        for _ in 0..runs {
            *seen.lock().unwrap() = Seen {
                event: sample(f),
                ..Default::default()
            };
            let started = Instant::now();
            let mut child = Command::new(&bin)
                .env("AWS_LAMBDA_RUNTIME_API", &api)
                .env("AWS_LAMBDA_FUNCTION_NAME", format!("sanduq-{f}"))
                .env("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", "512")
                .env("AWS_LAMBDA_FUNCTION_VERSION", "$LATEST")
                .env("AWS_LAMBDA_LOG_STREAM_NAME", "coldstart")
                .env("AWS_LAMBDA_LOG_GROUP_NAME", "coldstart")
                .env("TABLE_NAME", table)
                .env("RUST_LOG", "warn")
                .stdout(Stdio::null())
                .stderr(match std::env::var_os("COLDSTART_LOGS") {
                    Some(_) => Stdio::inherit(),
                    None => Stdio::null(),
                })
                .spawn()
                .unwrap();
            let deadline = started + Duration::from_secs(30);
            loop {
                let done = {
                    let s = seen.lock().unwrap();
                    match (s.polled, &s.answered) {
                        (Some(p), Some((a, body))) => Some((p, *a, body.clone())),
                        _ => None,
                    }
                };
                if let Some((polled, answered, body)) = done {
                    inits.push(polled - started);
                    firsts.push(answered - started);
                    last_answer = body;
                    break;
                }
                if Instant::now() >= deadline {
                    let polled = seen.lock().unwrap().polled.is_some();
                    let exited = child.try_wait().ok().flatten();
                    panic!("{f}: no answer within 30 s (init done: {polled}, exited: {exited:?})");
                }
                tokio::time::sleep(Duration::from_micros(200)).await;
            }
            let _ = child.kill();
            let _ = child.wait();
        }
        let size_mb = meta.len() as f64 / 1e6;
        let (init, first) = (median(inits), median(firsts));
        println!(
            "  {f:<14} {size_mb:>9.1} {:>11.1} {:>16.1}",
            init.as_secs_f64() * 1e3,
            first.as_secs_f64() * 1e3
        );
        let status = serde_json::from_str::<Value>(&last_answer)
            .ok()
            .and_then(|v| v.get("statusCode").cloned())
            .unwrap_or(Value::Null);
        report.push(json!({
            "function": f, "bytes": meta.len(),
            "init_ms": (init.as_secs_f64() * 1e4).round() / 10.0,
            "first_answer_ms": (first.as_secs_f64() * 1e4).round() / 10.0,
            "first_answer_status": status,
        }));
    }
    if let Ok(path) = std::env::var("COLDSTART_JSON") {
        std::fs::write(
            &path,
            format!("{:#}\n", json!({ "runs": runs, "functions": report })),
        )
        .unwrap();
    }
    drop(m);
}
