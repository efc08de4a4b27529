//! Outbox: a domain event is an item written in the same transaction as its change.
//! Delivery (relay to the queue, signed webhooks) reads these items.
//!
//! Every event is about one object: `data.object` (with its `id`), and beside it what the
//! event adds (a refund event's `refund`). `sequence` orders the events about an object: the
//! object's version after the change times 16, plus the event's place in that change, so it
//! increases with each event about the object and a receiver can drop a stale one.

use crate::items::sort_time;
use chrono::{DateTime, Utc};
use sanduq_domain::ids::new_id;
use sanduq_store::{Cond, Write};
use serde_json::{json, Map, Value};

/// Events one change may emit about one object.
pub const PLACES: u64 = 16;

/// The sequence number of the `place`-th event of a change leaving its object at `version`.
pub fn sequence(version: u64, place: usize) -> u64 {
    version * PLACES + place as u64
}

/// One event about `object` (which carries its `id`), with what it adds beside it.
pub fn event(
    merchant_id: &str,
    kind: &str,
    object: Value,
    sequence: u64,
    extra: Map<String, Value>,
    now: DateTime<Utc>,
) -> Write {
    let id = new_id("evt");
    let object_id = object.get("id").cloned().unwrap_or(Value::Null);
    let mut data = extra;
    data.insert("object".into(), object);
    let item = json!({
        "pk": format!("EVT#{id}"), "sk": "EVENT",
        "id": id, "type": kind, "created_at": now, "merchant_id": merchant_id,
        "object_id": object_id, "sequence": sequence, "data": data,
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

/// An event about an object whose only event it is (it has no versions of its own).
pub fn single(merchant_id: &str, kind: &str, object: Value, now: DateTime<Utc>) -> Write {
    event(merchant_id, kind, object, sequence(1, 0), Map::new(), now)
}
