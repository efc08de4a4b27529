//! `sanduq serve`: every family on one listener over the chosen store.

use crate::{bootstrap, ServeArgs, StoreKind};
use sanduq_kernel::{AppState, Config};
use sanduq_store::{DynamoStore, EmbeddedStore, SharedStore};
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
    std::fs::create_dir_all(dir).map_err(|e| ServeError::DataDir(dir.display().to_string(), e))?;
    let store: SharedStore = match args.store {
        StoreKind::Embedded => {
            let s = EmbeddedStore::open(&dir.join("sanduq.redb"))
                .map_err(|e| ServeError::Store(e.to_string()))?;
            spawn_purge(s.clone());
            Arc::new(s)
        }
        StoreKind::Dynamodb => {
            let s = DynamoStore::from_env(&args.table).await;
            s.ensure_table()
                .await
                .map_err(|e| ServeError::Store(e.to_string()))?;
            Arc::new(s)
        }
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
    let config = Config {
        public_base_url: base.trim_end_matches('/').to_string(),
        default_rate_limit: args.rate_limit.max(1),
        admin_key_hash: Some(sanduq_kernel::secrets::hash_key(&admin_key)),
        app_scheme: args.app_scheme.clone(),
        record_cache: std::time::Duration::from_secs(args.record_cache_secs),
        dashboard_session: (
            args.dashboard_idle_secs.max(1),
            sanduq_kernel::state::DASHBOARD_SESSION
                .1
                .max(args.dashboard_idle_secs.max(1)),
        ),
    };
    let state = AppState::new(store, config);
    let (creds, created) = bootstrap::sandbox_merchant(&state, dir).await?;
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
    println!("Admin key: {}", dir.join(bootstrap::ADMIN_FILE).display());
    println!("Try:  curl -s http://{addr}/api/v1/merchant/wallet -H 'Authorization: Bearer {sk}'");
    println!("listening on http://{addr}/api/v1");
    spawn_sweeper(state.clone(), args.sweep_every);
    // in AWS: the relay (DynamoDB Streams) and delivery (SQS) functions
    sanduq_delivery::worker::spawn(
        state.clone(),
        Arc::new(sanduq_delivery::bus::NoBus),
        std::time::Duration::from_millis(args.webhook_every_ms.max(10)),
    );
    let app = sanduq_service::app(state);
    axum::serve(listener, app)
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
        .map_err(|e| ServeError::Listen(addr.to_string(), e))
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
                    failed = s.failed,
                    "sweep done"
                );
            }
        }
    });
}
