//! Where a code's text message goes: a sandbox merchant's inbox in the store (read with
//! `GET /sandbox/sms`), written in the same transaction as the code; a production
//! merchant's through the `Sms` port after the code is stored. Never the log.

use sanduq_kernel::error::ApiResult;
use sanduq_kernel::state::AppState;
use sanduq_store::Query;
use serde_json::{json, Value};

use sanduq_kernel::sms::inbox_partition as partition;
pub use sanduq_kernel::sms::{sandbox_message, KEEP_DAYS};

/// Messages a sandbox inbox answers, newest first.
pub const MAX_LISTED: usize = 50;

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
