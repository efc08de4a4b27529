//! The token signing keys in AWS: a Secrets Manager secret holding the ring's JSON (or one
//! key, as the template generates it), read at init and again once it is a minute old, so a
//! rotation reaches every warm instance within a minute (docs/guides/wallets.md: the two steps).

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::Response;
use sanduq_kernel::keyring::{self, Ring};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How old the ring may get before a request reads the secret again.
pub const FRESH_FOR: Duration = Duration::from_secs(60);

pub struct Source {
    client: aws_sdk_secretsmanager::Client,
    secret_id: String,
    ring: Ring,
    fresh_for: Duration,
    read_at: tokio::sync::Mutex<Option<Instant>>,
}

impl Source {
    /// A source that reads the secret again once the ring is `fresh_for` old.
    pub fn new(
        client: aws_sdk_secretsmanager::Client,
        secret_id: String,
        ring: Ring,
        fresh_for: Duration,
    ) -> Source {
        Source {
            client,
            secret_id,
            ring,
            fresh_for,
            read_at: tokio::sync::Mutex::new(None),
        }
    }

    /// The ring as the secret holds it now.
    pub async fn read(&self) -> Result<Vec<keyring::TokenKey>, String> {
        let out = self
            .client
            .get_secret_value()
            .secret_id(&self.secret_id)
            .send()
            .await
            .map_err(|e| {
                format!(
                    "GetSecretValue: {}",
                    aws_sdk_secretsmanager::error::DisplayErrorContext(e)
                )
            })?;
        keyring::parse(out.secret_string().unwrap_or_default())
    }

    /// Reads the secret into the ring when it is older than `fresh_for` (one reader at a
    /// time; a failed read keeps the ring it had and is tried again on the next request).
    pub async fn refresh(&self) {
        let mut at = self.read_at.lock().await;
        if at.is_some_and(|t| t.elapsed() < self.fresh_for) {
            return;
        }
        match self.read().await {
            Ok(keys) => {
                self.ring.replace(keys);
                *at = Some(Instant::now());
            }
            Err(e) => tracing::error!(error = %e, "the token signing keys could not be read"),
        }
    }
}

/// A layer that keeps the ring fresh before each request.
pub async fn fresh(source: Arc<Source>, req: Request, next: Next) -> Response {
    source.refresh().await;
    next.run(req).await
}
