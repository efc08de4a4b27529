//! Text messages to phones (the wallet's one-time codes) go through the `Sms` port: Amazon
//! SNS in AWS (the wallet function's adapter), a development outbox file on a local `sanduq
//! serve`. Sandbox merchants' messages never reach it: they land in the merchant's sandbox
//! inbox in the store. A message's text is never logged.

use chrono::{DateTime, Duration, Utc};
use std::io::Write as _;
use std::path::PathBuf;
use std::sync::Arc;

/// Why a message was not handed on.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct SmsError(pub String);

/// Where text messages go.
#[async_trait::async_trait]
pub trait Sms: Send + Sync {
    /// Hands `text` on for delivery to `phone` (E.164).
    async fn send(&self, phone: &str, text: &str) -> Result<(), SmsError>;
}

pub type SharedSms = Arc<dyn Sms>;

/// How long a sandbox message stays readable.
pub const KEEP_DAYS: i64 = 7;

/// The partition of a sandbox merchant's messages to `phone`.
pub fn inbox_partition(merchant_id: &str, phone: &str) -> String {
    format!("SMS#{merchant_id}#{phone}")
}

/// The write that puts a message in a sandbox merchant's inbox (instead of sending it).
pub fn sandbox_message(
    merchant_id: &str,
    phone: &str,
    text: &str,
    now: DateTime<Utc>,
) -> sanduq_store::Write {
    let id = sanduq_domain::ids::new_id("sms");
    let k = sanduq_store::Key::new(
        inbox_partition(merchant_id, phone),
        format!("{}#{id}", sanduq_domain::time::sort_time(now)),
    );
    let item = serde_json::json!({
        "pk": k.pk, "sk": k.sk, "id": id, "phone": phone, "text": text, "sent_at": now,
        "ttl": (Utc::now() + Duration::days(KEEP_DAYS)).timestamp(),
    });
    sanduq_store::Write::Put {
        item: item.as_object().cloned().unwrap_or_default(),
        cond: Some(sanduq_store::Cond::NotExists),
    }
}

/// No channel configured (a function that sends no messages): every send fails, so a
/// production code request answers SERVICE_UNAVAILABLE instead of pretending.
pub struct NoChannel;

#[async_trait::async_trait]
impl Sms for NoChannel {
    async fn send(&self, _: &str, _: &str) -> Result<(), SmsError> {
        Err(SmsError("no SMS channel is configured".into()))
    }
}

/// The development outbox: one JSON line per message (`phone`, `text`, `sent_at`) appended
/// to a file in the data dir, for a production merchant tried on a laptop.
pub struct Outbox {
    path: PathBuf,
    turn: tokio::sync::Mutex<()>,
}

impl Outbox {
    pub fn new(path: PathBuf) -> Outbox {
        Outbox {
            path,
            turn: tokio::sync::Mutex::new(()),
        }
    }
}

#[async_trait::async_trait]
impl Sms for Outbox {
    async fn send(&self, phone: &str, text: &str) -> Result<(), SmsError> {
        let line = serde_json::json!({
            "phone": phone,
            "text": text,
            "sent_at": chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
        })
        .to_string();
        let _turn = self.turn.lock().await;
        let path = self.path.clone();
        tokio::task::spawn_blocking(move || {
            let mut open = std::fs::OpenOptions::new();
            open.create(true).append(true);
            #[cfg(unix)]
            std::os::unix::fs::OpenOptionsExt::mode(&mut open, 0o600); // codes: the owner's only
            let mut f = open.open(&path)?;
            writeln!(f, "{line}")
        })
        .await
        .map_err(|e| SmsError(e.to_string()))?
        .map_err(|e| SmsError(format!("the SMS outbox file: {e}")))
    }
}
