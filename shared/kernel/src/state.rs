//! What every handler shares: the store, the configuration and the rate limiter.

use crate::ratelimit::RateLimiter;
use crate::recent::Recent;
use chrono::{DateTime, Duration, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_store::{SharedQueue, SharedStore, StoreQueue};
use std::sync::Arc;

/// The name of the webhook delivery queue when it lives in the store.
pub const WEBHOOK_QUEUE: &str = "webhooks";

/// Requests per second per client address to the public pages, unless configured.
pub const PUBLIC_RATE_LIMIT: u32 = 50;

#[derive(Clone, Debug)]
pub struct Config {
    /// Where hosted pages are served, without a trailing slash (e.g. http://127.0.0.1:8080).
    pub public_base_url: String,
    /// Requests per second per merchant when the merchant has no limit of its own.
    pub default_rate_limit: u32,
    /// Requests per second to the public pages and buyer routes (checkout, links, the
    /// popup, the hosted wallet's pages) per client address, and per popup session token
    /// from all addresses together; a public resource (a link, a checkout) takes
    /// `PUBLIC_RESOURCE_FACTOR` times it from all addresses.
    pub public_rate_limit: u32,
    /// SHA-256 hex of the platform admin key; None disables the admin API.
    pub admin_key_hash: Option<String>,
    /// The deep-link scheme of QR payloads (`{app_scheme}://pay?…`, `{app_scheme}://id?t=…`).
    pub app_scheme: String,
    /// How long API key and merchant records are reused before they are read again
    /// (`crate::recent`; zero: read on every request).
    pub record_cache: std::time::Duration,
    /// Dashboard sessions: seconds idle and seconds in all before one ends.
    pub dashboard_session: (i64, i64),
    /// Local development only (`sanduq serve --allow-private-webhooks`): sandbox webhook
    /// endpoints may be plain http on loopback or private addresses, and their answers are
    /// shown in the attempts. Never set in a deployed stack.
    pub private_webhook_targets: bool,
    /// Signing keys of user access tokens, newest first (`crate::keyring`); none: the
    /// wallet's sign-in answers SERVICE_UNAVAILABLE.
    pub token_keys: crate::keyring::Ring,
    /// Transaction monitoring (issue 78): the relay hands users' money movements to it.
    /// Off only to measure its cost (`sanduq serve --no-monitoring`).
    pub monitoring: bool,
}

impl Default for Config {
    /// No public address (pages use the request's host), 100 requests/s per merchant, no
    /// admin API, the default app scheme, records cached `RECORD_CACHE`.
    fn default() -> Config {
        Config {
            public_base_url: String::new(),
            default_rate_limit: 100,
            public_rate_limit: PUBLIC_RATE_LIMIT,
            admin_key_hash: None,
            app_scheme: sanduq_domain::qr::DEFAULT_APP_SCHEME.into(),
            record_cache: RECORD_CACHE,
            dashboard_session: DASHBOARD_SESSION,
            private_webhook_targets: false,
            monitoring: true,
            token_keys: Default::default(),
        }
    }
}

impl AppState {
    /// Whether this merchant's webhook endpoints may target private addresses (local
    /// development with a sandbox merchant only).
    pub fn private_webhook_targets(&self, m: &Merchant) -> bool {
        m.sandbox && self.config.private_webhook_targets
    }
}

/// A dashboard session's default idle and whole lifetimes, in seconds.
pub const DASHBOARD_SESSION: (i64, i64) = (
    sanduq_domain::staff::SESSION_IDLE_SECS,
    sanduq_domain::staff::SESSION_MAX_SECS,
);

/// The default lifetime of cached key and merchant records: a revoked key or a suspended
/// merchant changed through another process stops working within this time.
pub const RECORD_CACHE: std::time::Duration = std::time::Duration::from_secs(5);

/// What every handler shares, behind one reference count: a request passes through a
/// handful of layers and extractors that each clone the state, and each clone is one atomic
/// increment (and one decrement when dropped) on a count every worker thread touches, not
/// one per part. Its parts are read through it (`st.store`, `st.config`).
#[derive(Clone)]
pub struct AppState(Arc<Parts>);

/// The parts of an `AppState`.
#[derive(Clone)]
pub struct Parts {
    pub store: SharedStore,
    /// Where webhook deliveries wait (SQS in AWS; items in the store locally).
    pub queue: SharedQueue,
    pub config: Arc<Config>,
    pub limiter: Arc<RateLimiter>,
    /// API key items by key hash (`items::load_key`), shared rather than copied per request.
    pub keys: Arc<Recent<Arc<sanduq_store::Item>>>,
    /// Merchants by id (`items::load_merchant`).
    pub merchants: Arc<Recent<Merchant>>,
    /// Where production merchants' text messages go (`crate::sms`).
    pub sms: crate::sms::SharedSms,
    /// Where identity documents are kept (`crate::documents`).
    pub documents: crate::documents::SharedDocuments,
    /// Where report files are kept (`crate::report_files`).
    pub reports: crate::report_files::SharedReportFiles,
    /// How merchants' request log entries reach the store (`crate::request_sink`).
    pub request_log: Arc<crate::request_sink::RequestLog>,
}

impl std::ops::Deref for AppState {
    type Target = Parts;

    fn deref(&self) -> &Parts {
        &self.0
    }
}

impl AppState {
    /// State whose webhook queue lives in the store itself (the local default).
    pub fn new(store: SharedStore, config: Config) -> AppState {
        let queue = Arc::new(StoreQueue::new(store.clone(), WEBHOOK_QUEUE));
        AppState::with_queue(store, queue, config)
    }

    pub fn with_queue(store: SharedStore, queue: SharedQueue, config: Config) -> AppState {
        AppState(Arc::new(Parts {
            store,
            queue,
            keys: Arc::new(Recent::new(config.record_cache)),
            merchants: Arc::new(Recent::new(config.record_cache)),
            config: Arc::new(config),
            limiter: Arc::new(RateLimiter::default()),
            sms: Arc::new(crate::sms::NoChannel),
            documents: Arc::new(crate::documents::NoPlace),
            reports: Arc::new(crate::report_files::NoPlace),
            request_log: Arc::new(crate::request_sink::RequestLog::Direct),
        }))
    }

    /// This state with `change` made to its parts (the others shared with the state before).
    fn changed(self, change: impl FnOnce(&mut Parts)) -> AppState {
        let mut parts = Arc::unwrap_or_clone(self.0);
        change(&mut parts);
        AppState(Arc::new(parts))
    }

    /// This state with request log entries gathered by a background writer (a long-running
    /// server; a Lambda function writes each before it answers).
    pub fn with_buffered_request_log(self, every: std::time::Duration) -> AppState {
        let request_log = crate::request_sink::RequestLog::buffered(self.store.clone(), every);
        self.changed(|p| p.request_log = request_log)
    }

    /// This state with its rate limits counted in its store, shared with every other
    /// process on it (Lambda instances, servers on one DynamoDB table).
    pub fn with_shared_limits(self) -> AppState {
        let limiter = Arc::new(RateLimiter::shared(self.store.clone()));
        self.changed(|p| p.limiter = limiter)
    }

    /// This state with text messages sent through `sms`.
    pub fn with_sms(self, sms: crate::sms::SharedSms) -> AppState {
        self.changed(|p| p.sms = sms)
    }

    /// This state with report files kept in `reports`.
    pub fn with_report_files(self, reports: crate::report_files::SharedReportFiles) -> AppState {
        self.changed(|p| p.reports = reports)
    }

    /// This state with identity documents kept in `documents`.
    pub fn with_documents(self, documents: crate::documents::SharedDocuments) -> AppState {
        self.changed(|p| p.documents = documents)
    }

    /// This state with `config` in place of its configuration.
    pub fn with_config(self, config: Config) -> AppState {
        self.changed(|p| p.config = Arc::new(config))
    }

    /// This state with `keys` read now in one batch (one round trip on DynamoDB): a plan's
    /// later gets of them are answered from the batch (`sanduq_store::Prefetched`).
    pub async fn with_reads(
        &self,
        keys: &[sanduq_store::Key],
    ) -> Result<AppState, sanduq_store::StoreError> {
        let store = sanduq_store::Prefetched::read(self.store.clone(), keys).await?;
        Ok(self.clone().changed(|p| p.store = store))
    }

    /// This state over `store` (a wrapper of its own store: `sanduq_store::Joined`).
    pub fn with_store(&self, store: sanduq_store::SharedStore) -> AppState {
        self.clone().changed(|p| p.store = store)
    }

    /// Where hosted pages live: the configured address, else this request's own host.
    pub fn public_base(&self, headers: &axum::http::HeaderMap) -> String {
        if !self.config.public_base_url.is_empty() {
            return self.config.public_base_url.clone();
        }
        let text = |h: &str| headers.get(h).and_then(|v| v.to_str().ok());
        let host = text("host").filter(|h| {
            !h.is_empty()
                && h.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b))
        });
        let proto = text("x-forwarded-proto")
            .filter(|p| *p == "http" || *p == "https")
            .unwrap_or("https");
        host.map(|h| format!("{proto}://{h}")).unwrap_or_default()
    }

    /// Business time for a merchant: real time moved by the merchant's sandbox test clock.
    /// The offset is capped when it is set (`Merchant::advance_clock`); an offset out of
    /// chrono's range (never written since) reads as real time rather than panicking.
    /// To the microsecond, the precision of every sort key (`items::sort_time`): a list
    /// sorted by its keys is then sorted by the times it shows, also for two records made
    /// in the same microsecond.
    pub fn now_for(&self, merchant: &Merchant) -> DateTime<Utc> {
        use chrono::SubsecRound;
        let now = Utc::now().trunc_subsecs(6);
        Duration::try_seconds(merchant.clock_offset_secs)
            .and_then(|d| now.checked_add_signed(d))
            .unwrap_or(now)
    }
}

/// What RUST_LOG asks for: `level` and `target=level` directives, comma separated (no
/// span or field filters: the smaller `Targets` filter, not `EnvFilter` and its regex
/// engine); unset or unreadable: `info,aws_config=warn`.
pub fn log_filter() -> tracing_subscriber::filter::Targets {
    log_filter_of(std::env::var("RUST_LOG").ok().as_deref())
}

fn log_filter_of(rust_log: Option<&str>) -> tracing_subscriber::filter::Targets {
    const DEFAULT: &str = "info,aws_config=warn";
    rust_log
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| DEFAULT.parse().expect("the default log filter parses"))
}

/// What a Lambda function reads from its environment (set by template.yaml).
#[cfg(feature = "aws")]
pub mod lambda_env {
    use super::{AppState, Config};
    use chrono::{DateTime, Utc};
    use sanduq_store::{DynamoStore, SqsQueue};
    use std::sync::Arc;

    /// The part of an EventBridge scheduled event a scheduled function reads: the event only
    /// triggers it (a late or replayed event does what is due when it runs).
    #[derive(Debug, serde::Deserialize)]
    pub struct Scheduled {
        #[serde(rename = "detail-type")]
        pub detail_type: Option<String>,
        #[serde(default, with = "sanduq_domain::time::rfc3339_opt")]
        pub time: Option<DateTime<Utc>>,
    }

    /// TABLE_NAME, PUBLIC_BASE_URL, RATE_LIMIT (default 100), APP_SCHEME (default
    /// sanduq), RECORD_CACHE_SECONDS (default 5), WEBHOOK_QUEUE_URL and WEBHOOK_DLQ_URL (functions that hand on webhooks),
    /// INDEX_SPREAD (`crate::spread`), OUTBOX_SHARDS (`crate::events::outbox_shard_count`) and
    /// DUE_SHARDS (`crate::due::shard_count`).
    /// The DynamoDB connection is opened here, in the function's init (`WARM_SECONDS`,
    /// default 2: how long init waits for it; 0 skips it).
    pub async fn state() -> AppState {
        let table = std::env::var("TABLE_NAME").unwrap_or_else(|_| "sanduq".into());
        let store = Arc::new(DynamoStore::from_env(table).await);
        let warm_for = std::env::var("WARM_SECONDS")
            .ok()
            .and_then(|v| v.parse::<f64>().ok())
            .filter(|s| s.is_finite() && *s >= 0.0)
            .unwrap_or(2.0);
        if warm_for > 0.0
            && !store
                .warm(std::time::Duration::from_secs_f64(warm_for))
                .await
        {
            tracing::warn!("DynamoDB did not answer the init read; the first request connects");
        }
        // the table's stream is the outbox: no markers in a change's transaction
        let store = crate::streamed::over(crate::spread::over(store, crate::spread::from_env()));
        let var = |n: &str| std::env::var(n).ok().filter(|v| !v.is_empty());
        // every instance counts its callers' requests against the same limit
        match var("WEBHOOK_QUEUE_URL") {
            Some(url) => {
                let dlq = var("WEBHOOK_DLQ_URL").unwrap_or_default();
                let queue = Arc::new(SqsQueue::from_env(url, dlq).await);
                AppState::with_queue(store, queue, config()).with_shared_limits()
            }
            None => AppState::new(store, config()).with_shared_limits(),
        }
    }

    /// One JSON log line per event on stdout (CloudWatch adds the time); RUST_LOG filters
    /// (see `log_filter`).
    pub fn init_logs() {
        use tracing_subscriber::layer::SubscriberExt;
        use tracing_subscriber::util::SubscriberInitExt;
        tracing_subscriber::fmt()
            // a line that cannot be written is dropped, never a failed invocation
            .log_internal_errors(false)
            .json()
            .flatten_event(true)
            .with_target(false)
            .without_time()
            .finish()
            .with(super::log_filter())
            .init();
    }

    pub fn config() -> Config {
        Config {
            public_base_url: std::env::var("PUBLIC_BASE_URL")
                .unwrap_or_default()
                .trim_end_matches('/')
                .to_string(),
            default_rate_limit: std::env::var("RATE_LIMIT")
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(100),
            public_rate_limit: std::env::var("PUBLIC_RATE_LIMIT")
                .ok()
                .and_then(|v| v.parse().ok())
                .filter(|n| *n > 0)
                .unwrap_or(super::PUBLIC_RATE_LIMIT),
            // the admin function reads its key from Secrets Manager at start, never from here
            admin_key_hash: None,
            app_scheme: std::env::var("APP_SCHEME")
                .ok()
                .filter(|s| sanduq_domain::qr::valid_scheme(s))
                .unwrap_or_else(|| sanduq_domain::qr::DEFAULT_APP_SCHEME.into()),
            record_cache: std::env::var("RECORD_CACHE_SECONDS")
                .ok()
                .and_then(|v| v.parse().ok())
                .map(std::time::Duration::from_secs)
                .unwrap_or(super::RECORD_CACHE),
            dashboard_session: super::DASHBOARD_SESSION,
            // a deployed stack never delivers to private addresses
            private_webhook_targets: false,
            // the wallet function reads its ring from Secrets Manager
            token_keys: Default::default(),
            // a deployed stack always monitors
            monitoring: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::log_filter_of;
    use tracing::Level;

    #[test]
    fn rust_log_directives_or_the_default() {
        let f = log_filter_of(Some("warn,sanduq_api=debug"));
        assert!(f.would_enable("sanduq_api::ops", &Level::DEBUG));
        assert!(!f.would_enable("hyper", &Level::INFO));
        for unset in [None, Some("[span{x}]=nonsense=")] {
            let f = log_filter_of(unset);
            assert!(f.would_enable("sanduq_api", &Level::INFO), "{unset:?}");
            assert!(
                !f.would_enable("aws_config::imds", &Level::INFO),
                "{unset:?}"
            );
            assert!(
                f.would_enable("aws_config::imds", &Level::WARN),
                "{unset:?}"
            );
        }
    }
}
