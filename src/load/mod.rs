//! `sanduq load`: drives a payment lifecycle over HTTP against a base URL and reports
//! lifecycles/s, requests/s and p50/p90/p99 per call kind (text, and JSON with `--json`).
//! Adapters: Sanduq's own API and a Stripe-shaped API (localstripe), so one client measures
//! both; `--scenario ping` measures any URL (the bare HTTP ceiling, `sanduq bare`).

mod client;
mod sanduq;
mod stats;
mod stripe;

use axum::http::Method;
use clap::ValueEnum;
use serde_json::Value;
use stats::{Recorder, Report};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(clap::Args, Debug, Clone)]
pub struct LoadArgs {
    /// Which API the base URL speaks.
    #[arg(long, value_enum, default_value_t = Target::Sanduq)]
    pub target: Target,
    /// What each worker repeats.
    #[arg(long, value_enum, default_value_t = Scenario::Lifecycle)]
    pub scenario: Scenario,
    /// Sanduq: http://HOST:PORT/api/v1; Stripe-shaped: http://HOST:PORT; ping: any URL.
    #[arg(long, default_value = "http://127.0.0.1:8080/api/v1")]
    pub base_url: String,
    /// The API key (Sanduq: a sandbox secret key; Stripe-shaped: sk_test_…).
    #[arg(long, env = "SANDUQ_KEY")]
    pub key: Option<String>,
    /// Read the sandbox key from this `sanduq serve` data dir instead of --key.
    #[arg(long)]
    pub data_dir: Option<PathBuf>,
    /// Workers, each running one lifecycle at a time.
    #[arg(long, default_value_t = 16)]
    pub concurrency: usize,
    /// Seconds measured (ignored with --count).
    #[arg(long, default_value_t = 20)]
    pub duration: u64,
    /// Lifecycles measured, instead of a duration.
    #[arg(long)]
    pub count: Option<u64>,
    /// Seconds run first and not measured.
    #[arg(long, default_value_t = 3)]
    pub warmup: u64,
    /// Also write the report as JSON here.
    #[arg(long)]
    pub json: Option<PathBuf>,
    /// The server's process id: report its CPU time per request over the measured window.
    #[arg(long)]
    pub server_pid: Option<u32>,
    /// Sanduq's lifecycle with --data-dir: first give the sandbox merchant this many receipt
    /// series (the platform admin's `receipt_series`), as a merchant completing hundreds of
    /// payments a second keeps several: one series' counter takes one completion per commit
    /// (docs/decisions.md, "Receipt numbers"). 0 leaves the merchant as it is.
    #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u32).range(0..=64))]
    pub receipt_series: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, ValueEnum)]
pub enum Target {
    Sanduq,
    Stripe,
}

#[derive(Clone, Copy, Debug, PartialEq, ValueEnum)]
pub enum Scenario {
    /// The payment lifecycle (6 calls).
    Lifecycle,
    /// Authenticated create-session only (Sanduq).
    Session,
    /// Authenticated read of the merchant wallet (Sanduq).
    Wallet,
    /// GET the base URL as is (the bare HTTP ceiling).
    Ping,
}

#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{0}")]
    Usage(String),
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
    #[error("the setup call failed: {0}")]
    Setup(String),
}

enum Driver {
    Sanduq(sanduq::Sanduq),
    Stripe(stripe::Stripe),
}

struct Run {
    driver: Driver,
    scenario: Scenario,
    endpoint: client::Endpoint,
    /// A buyer synced before the run (session scenario).
    buyer: String,
    run_id: String,
}

impl Run {
    async fn once(
        &self,
        conn: &mut client::Conn,
        rec: &mut Recorder,
        worker: usize,
        n: u64,
    ) -> Result<(), ()> {
        match (self.scenario, &self.driver) {
            (Scenario::Ping, _) => {
                let req = client::build(self.endpoint.request(Method::GET, ""), "");
                client::call(conn, rec, "ping", req, client::Expect::Answer)
                    .await
                    .map(drop)
            }
            (Scenario::Lifecycle, Driver::Sanduq(s)) => {
                let buyer = format!("load-{}-{worker}-{n}", self.run_id);
                s.lifecycle(conn, rec, &buyer).await
            }
            (Scenario::Lifecycle, Driver::Stripe(s)) => {
                let buyer = format!("load-{}-{worker}-{n}", self.run_id);
                s.lifecycle(conn, rec, &buyer).await
            }
            (Scenario::Session, Driver::Sanduq(s)) => {
                s.session(conn, rec, &self.buyer).await.map(drop)
            }
            (Scenario::Wallet, Driver::Sanduq(s)) => s.wallet(conn, rec).await,
            (_, Driver::Stripe(_)) => unreachable!("checked in prepare"),
        }
    }
}

pub async fn run(args: LoadArgs) -> Result<(), LoadError> {
    let run = Arc::new(prepare(&args).await?);
    if args.warmup > 0 {
        let until = Instant::now() + Duration::from_secs(args.warmup);
        phase(&run, args.concurrency, Stop::At(until)).await;
    }
    let cpu0 = args.server_pid.map(cpu_time).transpose()?;
    let started = Instant::now();
    let stop = match args.count {
        Some(n) => Stop::Count(AtomicU64::new(n)),
        None => Stop::At(started + Duration::from_secs(args.duration)),
    };
    let rec = phase(&run, args.concurrency, stop).await;
    let seconds = started.elapsed().as_secs_f64();
    let cpu = match (args.server_pid, cpu0) {
        (Some(pid), Some(c0)) => Some(cpu_time(pid)?.saturating_sub(c0)),
        _ => None,
    };
    let report = Report::build(
        &format!("{:?}", args.target).to_lowercase(),
        &format!("{:?}", args.scenario).to_lowercase(),
        &args.base_url,
        args.concurrency,
        seconds,
        rec,
        cpu,
    );
    report.print();
    if let Some(path) = &args.json {
        let text = serde_json::to_string_pretty(&report).unwrap_or_default();
        std::fs::write(path, text + "\n")
            .map_err(|e| LoadError::Io(path.display().to_string(), e))?;
    }
    Ok(())
}

enum Stop {
    At(Instant),
    Count(AtomicU64),
}

impl Stop {
    fn next(&self) -> bool {
        match self {
            Stop::At(t) => Instant::now() < *t,
            Stop::Count(left) => left
                .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| n.checked_sub(1))
                .is_ok(),
        }
    }
}

/// `concurrency` workers repeat the scenario until `stop`; their recordings, merged.
async fn phase(run: &Arc<Run>, concurrency: usize, stop: Stop) -> Recorder {
    let stop = Arc::new(stop);
    let workers: Vec<_> = (0..concurrency)
        .map(|w| {
            let (run, stop) = (run.clone(), stop.clone());
            tokio::spawn(async move {
                let mut rec = Recorder::default();
                let mut conn = client::Conn::to(&run.endpoint);
                let mut n = 0u64;
                while stop.next() {
                    n += 1;
                    let t = Instant::now();
                    if run.once(&mut conn, &mut rec, w, n).await.is_ok() {
                        rec.lifecycles.push(t.elapsed());
                    }
                }
                rec
            })
        })
        .collect();
    let mut all = Recorder::default();
    for w in workers {
        if let Ok(rec) = w.await {
            all.merge(rec);
        }
    }
    all
}

async fn prepare(args: &LoadArgs) -> Result<Run, LoadError> {
    let endpoint = client::Endpoint::parse(&args.base_url).map_err(LoadError::Usage)?;
    let run_id = uuid::Uuid::new_v4().simple().to_string()[..8].to_string();
    let key = || -> Result<String, LoadError> {
        if let Some(k) = &args.key {
            return Ok(k.clone());
        }
        let Some(dir) = &args.data_dir else {
            return Err(LoadError::Usage(
                "give --key or --data-dir (the data dir of `sanduq serve`)".into(),
            ));
        };
        let path = dir.join(crate::bootstrap::SANDBOX_FILE);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| LoadError::Io(path.display().to_string(), e))?;
        serde_json::from_str::<Value>(&text)
            .ok()
            .and_then(|v| v["secret_key"].as_str().map(str::to_string))
            .ok_or_else(|| LoadError::Usage(format!("no secret_key in {}", path.display())))
    };
    let api = |key: &str| client::Api {
        endpoint: endpoint.clone(),
        auth: format!("Bearer {key}"),
        keys: client::Keys::new(),
    };
    let driver = match args.target {
        Target::Sanduq if args.scenario == Scenario::Ping => {
            Driver::Sanduq(sanduq::Sanduq { api: api("") })
        }
        Target::Sanduq => Driver::Sanduq(sanduq::Sanduq { api: api(&key()?) }),
        Target::Stripe => match args.scenario {
            Scenario::Lifecycle | Scenario::Ping => Driver::Stripe(stripe::Stripe {
                api: api(args.key.as_deref().unwrap_or("sk_test_load")),
            }),
            s => {
                return Err(LoadError::Usage(format!(
                    "--scenario {s:?} is Sanduq's; a Stripe-shaped target runs lifecycle or ping"
                )))
            }
        },
    };
    if args.concurrency == 0 {
        return Err(LoadError::Usage("--concurrency must be at least 1".into()));
    }
    let buyer = format!("load-{run_id}-session");
    let run = Run {
        driver,
        scenario: args.scenario,
        endpoint,
        buyer: buyer.clone(),
        run_id,
    };
    if let (Scenario::Lifecycle, Driver::Sanduq(_), Some(dir), 1..) = (
        run.scenario,
        &run.driver,
        &args.data_dir,
        args.receipt_series,
    ) {
        receipt_series(&run.endpoint, dir, args.receipt_series).await?;
    }
    if let (Scenario::Session, Driver::Sanduq(s)) = (run.scenario, &run.driver) {
        let mut rec = Recorder::default();
        let mut conn = client::Conn::to(&run.endpoint);
        if s.sync(&mut conn, &mut rec, &buyer).await.is_err() {
            return Err(LoadError::Setup(rec.first_errors.join("; ")));
        }
    }
    Ok(run)
}

/// Gives the sandbox merchant of the `sanduq serve` data dir `dir` `n` receipt series, with the
/// platform admin's key kept beside it.
async fn receipt_series(
    endpoint: &client::Endpoint,
    dir: &std::path::Path,
    n: u32,
) -> Result<(), LoadError> {
    let read = |file: &str, field: &str| -> Result<String, LoadError> {
        let path = dir.join(file);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| LoadError::Io(path.display().to_string(), e))?;
        serde_json::from_str::<Value>(&text)
            .ok()
            .and_then(|v| v[field].as_str().map(str::to_string))
            .ok_or_else(|| LoadError::Usage(format!("no {field} in {}", path.display())))
    };
    let merchant = read(crate::bootstrap::SANDBOX_FILE, "merchant_id")?;
    let admin = read(crate::bootstrap::ADMIN_FILE, "admin_key")?;
    let req = endpoint
        .request(Method::PATCH, &format!("/admin/merchants/{merchant}"))
        .header(axum::http::header::AUTHORIZATION, format!("Bearer {admin}"))
        .header(axum::http::header::CONTENT_TYPE, "application/json");
    let mut rec = Recorder::default();
    let mut conn = client::Conn::to(endpoint);
    let body = serde_json::json!({ "receipt_series": n }).to_string();
    client::call(
        &mut conn,
        &mut rec,
        "receipt_series",
        client::build(req, body),
        client::Expect::Success,
    )
    .await
    .map_err(|()| LoadError::Setup(rec.first_errors.join("; ")))?;
    Ok(())
}

/// A process's user + system CPU time, from /proc (Linux; USER_HZ is 100).
fn cpu_time(pid: u32) -> Result<Duration, LoadError> {
    let path = format!("/proc/{pid}/stat");
    let stat = std::fs::read_to_string(&path).map_err(|e| LoadError::Io(path.clone(), e))?;
    // the command name may hold spaces: the fields that follow start after its ')'
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map(|(_, rest)| rest.split_whitespace().collect())
        .unwrap_or_default();
    let tick = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
    match (tick(11), tick(12)) {
        (Some(user), Some(system)) => Ok(Duration::from_millis((user + system) * 10)),
        _ => Err(LoadError::Usage(format!("{path} is not a process stat"))),
    }
}
