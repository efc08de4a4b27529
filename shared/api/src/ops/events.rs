//! Outbox: a domain event is an item written in the same transaction as its change.
//! Delivery (relay to the queue, signed webhooks) reads these items.

use crate::items::sort_time;
use chrono::{DateTime, Utc};
use sanduq_domain::ids::new_id;
use sanduq_store::{Cond, Write};
use serde_json::{json, Value};

pub fn event(merchant_id: &str, kind: &str, data: Value, now: DateTime<Utc>) -> Write {
    let id = new_id("evt");
    let item = json!({
        "pk": format!("EVT#{id}"), "sk": "EVENT",
        "id": id, "type": kind, "created_at": now, "merchant_id": merchant_id, "data": data,
        "gsi1pk": format!("MER#{merchant_id}#EVENTS"), "gsi1sk": format!("{}#{id}", sort_time(now)),
    });
    let Value::Object(item) = item else {
        unreachable!("json! object")
    };
    Write::Put {
        item,
        cond: Some(Cond::NotExists),
    }
}
