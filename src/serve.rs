//! `sanduq serve`: every family on one listener over the chosen store.

use crate::{bootstrap, ServeArgs, StoreKind};
use sanduq_kernel::{AppState, Config};
use sanduq_store::{EmbeddedStore, SharedStore};
use std::sync::Arc;

#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error("data dir {0}: {1}")]
    DataDir(String, std::io::Error),
    #[error("store: {0}")]
    Store(String),
    #[error("listen on {0}: {1}")]
    Listen(String, std::io::Error),
    #[error(transparent)]
    Bootstrap(#[from] bootstrap::BootstrapError),
}

pub async fn run(args: ServeArgs) -> Result<(), ServeError> {
    let dir = &args.data_dir;
    let ours = sanduq_only(dir);
    std::fs::create_dir_all(dir).map_err(|e| ServeError::DataDir(dir.display().to_string(), e))?;
    // the relay's feed: the outbox markers the embedded store commits (DynamoDB: none, the
    // relay reads the outbox)
    // and monitoring's: the money movements whose markers were left out (`listened`)
    let (store, feed, money): (SharedStore, _, _) = match args.store {
        StoreKind::Embedded => {
            let s =
                EmbeddedStore::open_data_dir(dir).map_err(|e| ServeError::Store(e.to_string()))?;
            crate::give_back_freed_memory();
            // and after each snapshot: what it read and wrote, let go at once
            sanduq_store::on_snapshot(crate::give_back_freed_memory);
            spawn_purge(s.clone());
            let feed = s.watch_puts(sanduq_kernel::events::OUTBOX_PREFIX);
            // this process is the store's only writer, with no bus: an event's marker only
            // where an endpoint listens; monitoring is fed the other money movements
            let (to_monitoring, money) = match args.no_monitoring {
                true => (None, None),
                false => {
                    let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
                    (Some(tx), Some(rx))
                }
            };
            (
                sanduq_kernel::listened::over(Arc::new(s), to_monitoring),
                Some(feed),
                money,
            )
        }
        StoreKind::Dynamodb => (dynamodb(&args.table).await?, None, None),
    };
    let listener = tokio::net::TcpListener::bind(args.addr)
        .await
        .map_err(|e| ServeError::Listen(args.addr.to_string(), e))?;
    let addr = listener
        .local_addr()
        .map_err(|e| ServeError::Listen(args.addr.to_string(), e))?;
    let base = args
        .public_url
        .clone()
        .unwrap_or_else(|| format!("http://{addr}"));
    let admin_key = bootstrap::admin_key(dir)?;
    let token_keys = bootstrap::token_keys(dir)?;
    let config = Config {
        public_base_url: base.trim_end_matches('/').to_string(),
        default_rate_limit: args.rate_limit.max(1),
        public_rate_limit: args.public_rate_limit,
        admin_key_hash: Some(sanduq_kernel::secrets::hash_key(&admin_key)),
        app_scheme: args.app_scheme.clone(),
        record_cache: std::time::Duration::from_secs(args.record_cache_secs),
        dashboard_session: (
            args.dashboard_idle_secs.max(1),
            sanduq_kernel::state::DASHBOARD_SESSION
                .1
                .max(args.dashboard_idle_secs.max(1)),
        ),
        private_webhook_targets: args.allow_private_webhooks,
        token_keys: sanduq_kernel::keyring::Ring::new(token_keys),
        monitoring: !args.no_monitoring,
    };
    let store = sanduq_kernel::spread::over(store, args.index_spread as usize);
    // production merchants' codes on a laptop: the development outbox, never the log
    let state = AppState::new(store, config);
    if matches!(args.store, StoreKind::Embedded) {
        // this process is the queue's only consumer: what the last run received and never
        // finished is not waited on for its visibility timeout
        let queue =
            sanduq_store::StoreQueue::new(state.store.clone(), sanduq_kernel::state::WEBHOOK_QUEUE);
        match queue.release_in_flight().await {
            Ok(0) => {}
            Ok(n) => tracing::info!(
                wakes = n,
                "webhook wakes in flight at the last stop released"
            ),
            Err(e) => tracing::warn!(error = %e, "could not release the webhook wakes in flight"),
        }
    }
    // on a shared table, other servers count the same callers: the limits are counted in it
    let state = match args.store {
        StoreKind::Dynamodb => state.with_shared_limits(),
        StoreKind::Embedded => state,
    };
    let state = state
        .with_sms(Arc::new(sanduq_kernel::sms::Outbox::new(
            dir.join(bootstrap::SMS_OUTBOX_FILE),
        )))
        .with_documents(Arc::new(sanduq_kernel::documents::Folder::new(
            dir.join(bootstrap::DOCUMENTS_DIR),
        )))
        .with_report_files(Arc::new(sanduq_kernel::report_files::Folder::new(
            dir.join(bootstrap::REPORTS_DIR),
        )))
        .with_buffered_request_log(std::time::Duration::from_millis(200));
    let (creds, created) = bootstrap::sandbox_merchant(&state, dir).await?;
    if !args.no_test_buyers {
        let id = creds["merchant_id"].as_str().unwrap_or_default();
        let made = match sanduq_admin::merchants::get(&state, id).await {
            Ok(m) => crate::test_buyers::ensure(&state, &m).await,
            Err(e) => Err(e),
        };
        if let Err(e) = made {
            tracing::warn!(code = e.code().as_str(), error = %e.0.message, "the sandbox test buyers were not made");
        }
    }
    keep_private(dir, ours).map_err(|e| ServeError::DataDir(dir.display().to_string(), e))?;
    let sk = creds["secret_key"].as_str().unwrap_or_default();
    if created {
        println!(
            "Created the sandbox merchant {} (approved, commission 100 bps).",
            creds["merchant_id"].as_str().unwrap_or_default()
        );
        println!(
            "Credentials (shown once here, kept in {}):",
            dir.join(bootstrap::SANDBOX_FILE).display()
        );
        println!(
            "{}",
            serde_json::to_string_pretty(&creds).unwrap_or_default()
        );
    } else {
        println!(
            "Sandbox credentials: {}",
            dir.join(bootstrap::SANDBOX_FILE).display()
        );
    }
    println!(
        "Admin key (break-glass: every use is audited): {}",
        dir.join(bootstrap::ADMIN_FILE).display()
    );
    if !sanduq_admin::operators::any(&state).await.unwrap_or(true) {
        println!(
            "No platform operator yet. Invite the first admin with the admin key, then accept \
             the invitation (docs/operations.md):\n  curl -s http://{addr}/api/v1/admin/staff \
             -H \"Authorization: Bearer $(jq -r .admin_key {})\" -H 'Content-Type: \
             application/json' -d '{{\"email\":\"you@example.com\",\"roles\":[\"admin\"]}}'",
            dir.join(bootstrap::ADMIN_FILE).display()
        );
    }
    println!("API reference: http://{addr}/docs");
    println!("Dashboard: http://{addr}/dashboard");
    println!("Try:  curl -s http://{addr}/api/v1/merchant/wallet -H 'Authorization: Bearer {sk}'");
    println!("listening on http://{addr}/api/v1");
    spawn_sweeper(state.clone(), args.sweep_every);
    // in AWS: the relay (DynamoDB Streams) and delivery (SQS) functions
    sanduq_delivery::worker::spawn(
        state.clone(),
        Arc::new(sanduq_delivery::bus::NoBus),
        std::time::Duration::from_millis(args.webhook_every_ms.max(10)),
        sanduq_delivery::worker::Outbox::new(feed),
    );
    if let Some(money) = money {
        spawn_monitoring(state.clone(), money);
    }
    let app = sanduq_service::app(state);
    serve(
        listener,
        app,
        crate::lanes::count(),
        crate::lanes::Timeouts {
            header: std::time::Duration::from_secs(args.header_timeout_secs),
            body: std::time::Duration::from_secs(args.body_timeout_secs),
        },
    )
    .await
    .map_err(|e| ServeError::Listen(addr.to_string(), e))
}

/// The nice value of the thread transaction monitoring runs on (the requests' lanes run at the
/// process's own, 0): on a busy machine the payments go first and monitoring takes what CPU is
/// left, running behind rather than slowing them (docs/speed.md, "Monitoring's cost").
pub const MONITORING_NICE: i32 = 10;

/// Transaction monitoring's feed (`sanduq_compliance::feed`), on a thread of its own at a lower
/// CPU priority, with its own runtime: the store answers it as it answers any caller.
fn spawn_monitoring(
    st: AppState,
    money: tokio::sync::mpsc::UnboundedReceiver<Vec<sanduq_kernel::events::MoneyEvent>>,
) {
    let started = std::thread::Builder::new()
        .name("monitoring".into())
        .spawn(move || {
            lower_priority(MONITORING_NICE);
            match tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            {
                Ok(rt) => rt.block_on(sanduq_compliance::feed::run(st, money)),
                Err(e) => tracing::error!(error = %e, "monitoring's runtime did not start"),
            }
        });
    if let Err(e) = started {
        tracing::error!(error = %e, "monitoring's thread did not start");
    }
}

/// Sets the calling thread's nice value (Linux keeps one per thread; elsewhere nothing).
fn lower_priority(nice: i32) {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: gettid takes no argument; setpriority reads only its three integers
        let done = unsafe {
            let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
            libc::setpriority(libc::PRIO_PROCESS, tid, nice)
        };
        if done != 0 {
            tracing::warn!("monitoring's thread keeps the process's priority");
        }
    }
}

/// Seconds a connection may take to send its request headers, and stay idle between two
/// (`--header-timeout-secs`; `sanduq bare` uses it as it is).
pub const HEADER_TIMEOUT_SECS: u64 = 10;

/// Serves HTTP/1.1 connections until Ctrl-C, each on one of `lanes` lanes (`crate::lanes`). Each
/// connection must send its request headers within `timeouts.header`, and an idle keep-alive
/// connection is closed after it (`--header-timeout-secs`), and a request's body must arrive
/// whole within `timeouts.body` (`--body-timeout-secs`), so slow or silent clients cannot
/// hold connections open.
pub async fn serve(
    listener: tokio::net::TcpListener,
    app: axum::Router,
    lanes: usize,
    timeouts: crate::lanes::Timeouts,
) -> std::io::Result<()> {
    let lanes = crate::lanes::Lanes::start(lanes, app, timeouts)?;
    let shutdown = tokio::signal::ctrl_c();
    tokio::pin!(shutdown);
    loop {
        tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, peer)) => lanes.give(stream, peer),
                Err(e) => {
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                }
            },
            _ = &mut shutdown => return Ok(()),
        }
    }
}

/// The DynamoDB table named `table` (made if missing), through the standard AWS environment.
#[cfg(feature = "dynamodb")]
async fn dynamodb(table: &str) -> Result<SharedStore, ServeError> {
    let s = sanduq_store::DynamoStore::from_env(table).await;
    s.ensure_table()
        .await
        .map_err(|e| ServeError::Store(e.to_string()))?;
    Ok(Arc::new(s))
}

/// A build without the `dynamodb` feature has no DynamoDB adapter (the AWS SDK is most of a
/// cold build): it says how to get one.
#[cfg(not(feature = "dynamodb"))]
async fn dynamodb(_: &str) -> Result<SharedStore, ServeError> {
    Err(ServeError::Store(
        "this build has no DynamoDB adapter: build it with `--features dynamodb` \
         (cargo run --profile local --features dynamodb -- serve --store dynamodb)"
            .into(),
    ))
}

/// Sanduq's files in a data dir: the embedded store's (its directory; what engines before it
/// and their migrations left), the credentials.
const OURS: [&str; 11] = [
    sanduq_store::LOG_DIR,
    "log.migrating",
    "store",
    "store.migrating",
    "store.migrated",
    "sanduq.redb",
    "sanduq.redb.migrated",
    bootstrap::SANDBOX_FILE,
    bootstrap::ADMIN_FILE,
    bootstrap::TOKEN_KEYS_FILE,
    bootstrap::SMS_OUTBOX_FILE,
];

/// Whether the data dir is Sanduq's alone: absent, empty, or holding only Sanduq's files.
fn sanduq_only(dir: &std::path::Path) -> bool {
    match std::fs::read_dir(dir) {
        Err(_) => true,
        Ok(entries) => entries
            .flatten()
            .all(|e| OURS.iter().any(|f| e.file_name() == *f)),
    }
}

/// The data dir holds every merchant's keys, HMAC and webhook secrets: only its owner may
/// enter it (0700) and read its files (0600). A directory shared with other files
/// (`--data-dir /tmp`) keeps its mode; only Sanduq's files are tightened there.
fn keep_private(dir: &std::path::Path, ours: bool) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let private = |p: &std::path::Path, mode: u32| {
            std::fs::set_permissions(p, std::fs::Permissions::from_mode(mode))
        };
        if ours {
            private(dir, 0o700)?;
        } else {
            tracing::warn!(dir = %dir.display(), "the data dir holds other files: its mode is left as it is; give Sanduq a directory of its own");
        }
        for f in OURS {
            let p = dir.join(f);
            if p.is_dir() {
                private(&p, 0o700)?;
            } else if p.exists() {
                private(&p, 0o600)?;
            }
        }
    }
    #[cfg(not(unix))]
    let _ = (dir, ours);
    Ok(())
}

/// The embedded store deletes items past their TTL (idempotency records) every minute, as
/// DynamoDB's TTL does in AWS.
fn spawn_purge(store: EmbeddedStore) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(std::time::Duration::from_secs(60));
        loop {
            tick.tick().await;
            match store.purge_expired().await {
                Ok(0) => {}
                Ok(n) => tracing::info!(purged = n, "expired items purged"),
                Err(e) => tracing::warn!(error = %e, "purge failed"),
            }
        }
    });
}

/// Locally, the scheduled sweeper and billing run in the background (in AWS: EventBridge,
/// every minute).
fn spawn_sweeper(state: AppState, every_secs: u64) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(std::time::Duration::from_secs(every_secs.max(1)));
        loop {
            tick.tick().await;
            let s = sanduq_payments::expiry::sweep_due(&state, chrono::Utc::now()).await;
            let payouts = sanduq_payments::settlement::run_due(&state, chrono::Utc::now()).await;
            let disputes = sanduq_disputes::moves::sweep_due(&state, chrono::Utc::now()).await;
            let withdrawals =
                sanduq_agents::withdrawals::sweep_due(&state, chrono::Utc::now()).await;
            if withdrawals != Default::default() {
                tracing::info!(
                    expired = withdrawals.expired,
                    failed = withdrawals.failed,
                    "withdrawals at agents"
                );
            }
            if disputes != Default::default() {
                tracing::info!(
                    lapsed = disputes.lapsed,
                    collected = disputes.collected,
                    failed = disputes.failed,
                    "disputes"
                );
            }
            // reports still pending (a worker that stopped; one that failed an attempt)
            let reports = sanduq_payments::reports::run_due(&state, chrono::Utc::now()).await;
            if reports != Default::default() {
                tracing::info!(
                    written = reports.written,
                    failed = reports.failed,
                    "pending reports"
                );
            }
            if payouts != Default::default() {
                tracing::info!(
                    payouts = payouts.payouts,
                    under_minimum = payouts.under_minimum,
                    failed = payouts.failed,
                    "scheduled payouts"
                );
            }
            // watch lists dropped under the data dir's documents (screening/incoming/), hourly
            match sanduq_compliance::incoming::pick_up(&state, chrono::Utc::now()).await {
                Ok(p) if p.iter().any(|l| l.new) => {
                    tracing::info!(
                        lists = p.iter().filter(|l| l.new).count(),
                        "watch lists loaded"
                    )
                }
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e.0.message, "dropped watch lists not looked at"),
            }
            // everyone screened again after a watch list's new version, a few seconds a tick
            match sanduq_admin::rescreen::run_due(&state, std::time::Duration::from_secs(5)).await {
                Ok(r) if r != Default::default() => tracing::info!(
                    users = r.users,
                    merchants = r.merchants,
                    alerts = r.alerts,
                    ended = r.ended,
                    "re-screened"
                ),
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!(error = %e.0.message, "re-screening not run; the next tick tries again")
                }
            }
            // the billing schedule (in AWS: the billing function, every minute)
            sanduq_billing::run::bill_due(&state, chrono::Utc::now())
                .await
                .log();
            // the net under lost webhook wakes (in AWS: the relay's catch-up schedule)
            if let Err(e) =
                sanduq_webhooks::deliveries::wake_overdue(&state, chrono::Utc::now()).await
            {
                tracing::warn!(error = %e.0.message, "overdue webhook wakes not sent");
            }
            if s != Default::default() {
                tracing::info!(
                    expired_payments = s.expired_payments,
                    expired_authorizations = s.expired_authorizations,
                    expired_sessions = s.expired_sessions,
                    failed = s.failed,
                    "sweep done"
                );
            }
        }
    });
}
