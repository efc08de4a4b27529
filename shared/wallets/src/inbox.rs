//! Where a code's text message goes: a sandbox merchant's inbox in the store (read with
//! `GET /sandbox/sms`), written in the same transaction as the code; a production
//! merchant's through the `Sms` port after the code is stored. Never the log.

use chrono::{DateTime, Duration, Utc};
use sanduq_domain::ids::new_id;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items::sort_time;
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Key, Query, Write};
use serde_json::{json, Value};

/// How long a sandbox message stays readable.
pub const KEEP_DAYS: i64 = 7;

/// Messages a sandbox inbox answers, newest first.
pub const MAX_LISTED: usize = 50;

fn partition(merchant_id: &str, phone: &str) -> String {
    format!("SMS#{merchant_id}#{phone}")
}

/// The write that puts a message in a sandbox merchant's inbox.
pub fn sandbox_message(merchant_id: &str, phone: &str, text: &str, now: DateTime<Utc>) -> Write {
    let id = new_id("sms");
    let k = Key::new(
        partition(merchant_id, phone),
        format!("{}#{id}", sort_time(now)),
    );
    let item = json!({
        "pk": k.pk, "sk": k.sk, "id": id, "phone": phone, "text": text, "sent_at": now,
        "ttl": (Utc::now() + Duration::days(KEEP_DAYS)).timestamp(),
    });
    Write::Put {
        item: item.as_object().cloned().unwrap_or_default(),
        cond: Some(Cond::NotExists),
    }
}

/// A sandbox merchant's messages to `phone` (E.164), newest first.
pub async fn list(st: &AppState, merchant_id: &str, phone: &str) -> ApiResult<Value> {
    let rows = st
        .store
        .query(
            &Query::partition(partition(merchant_id, phone))
                .backward()
                .limit(MAX_LISTED),
        )
        .await?;
    let messages: Vec<Value> = rows
        .iter()
        .map(|r| json!({ "id": r.get("id"), "phone": r.get("phone"), "text": r.get("text"), "sent_at": r.get("sent_at") }))
        .collect();
    Ok(json!({ "phone": phone, "messages": messages }))
}
