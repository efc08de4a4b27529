//! Outbox: a domain event is an item written in the same transaction as its change.
//! Delivery (relay to the queue, signed webhooks) reads these items.
//!
//! Every event is about one object: `data.object` (with its `id`), and beside it what the
//! event adds (a refund event's `refund`). The item keeps `data` as JSON text, written once
//! and read back only when the event is (`envelope`). `sequence` orders the events about an
//! object: the object's version after the change times 16, plus the event's place in that
//! change, so it increases with each event about the object and a receiver can drop a stale
//! one.
//!
//! The event is written once and kept. Beside it the change writes a marker of a few bytes
//! in the outbox (`OUTBOX#<shard>` / `<created>#<sequence>#<id>`: 16 shards or more by
//! object, each in time and sequence order); the relay reads the markers and deletes each
//! once its event is sent; `sanduq serve` leaves out the markers of merchants nobody listens
//! to (`crate::listened`). (Before the markers, issue 33, the event itself sat in the
//! outbox index, GSI2, and was rewritten to leave it: `relay::drain_legacy` relays those.)

use chrono::{DateTime, Utc};
use sanduq_domain::ids::new_id;
use sanduq_domain::time::sort_time;
use sanduq_store::{push_sortable, Cond, ItemWriter, Write, SORTABLE_DIGITS};
use serde_json::{Map, Value};

/// Events one change may emit about one object.
pub const PLACES: u64 = 16;

/// The sequence number of the `place`-th event of a change leaving its object at `version`.
pub fn sequence(version: u64, place: usize) -> u64 {
    version * PLACES + place as u64
}

/// How long an event is kept (and with it its deliveries once settled): as long as a
/// payment can still be refunded, so that every event of a refundable payment can be
/// read, resent and recovered. Then the table's TTL removes it.
pub const RETENTION_DAYS: i64 = 90;

/// Seconds since the epoch (real time) at which an item made now may be removed.
pub fn retention_ttl() -> i64 {
    (chrono::Utc::now() + chrono::Duration::days(RETENTION_DAYS)).timestamp()
}

/// One event about `object` (which carries its `id`), with what it adds beside it: the
/// event and its outbox marker, both for the change's transaction.
pub fn event(
    merchant_id: &str,
    kind: &str,
    object: Value,
    sequence: u64,
    extra: Map<String, Value>,
    now: DateTime<Utc>,
) -> [Write; 2] {
    let object_id = object
        .get("id")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    let mut data = extra;
    data.insert("object".into(), object);
    let data = crate::error::json_text(&data);
    event_with_data(merchant_id, kind, &object_id, data, sequence, now)
}

/// One event about the object `object_id`, its data (`{"object": …}` and what the event adds
/// beside it) given as JSON text: a producer that writes its object straight to text (a
/// payment's events: `views::payment_event_data`) builds no map of it. The event item keeps
/// `data` as that text (`envelope` reads it back); events written before 2026-11-27 keep it
/// as a map, which `envelope` reads as it is.
pub fn event_with_data(
    merchant_id: &str,
    kind: &str,
    object_id: &str,
    data: String,
    sequence: u64,
    now: DateTime<Utc>,
) -> [Write; 2] {
    let id = new_id("evt");
    let shard = outbox_shard(object_id);
    let at = sort_time(now);
    let place = place(&at, sequence, &id);
    // an object without an id (none is made so) keeps none, as before
    let object_id = match object_id {
        "" => Value::Null,
        id => Value::from(id),
    };
    let marker = marker(shard, place, &id, merchant_id, &object_id, kind);
    // written straight into the store's encoding, no map of it built, in name order (then
    // only the key is put in its place)
    let mut item = ItemWriter::new();
    item.str("created_at", &sanduq_domain::time::text(now))
        .str("data", &data)
        .str("gsi1pk", &["MER#", merchant_id, "#EVENTS"].concat())
        .str("gsi1sk", &[&at, "#", &id].concat())
        .str("id", &id)
        .str("merchant_id", merchant_id)
        .value("object_id", &object_id)
        .uint("sequence", sequence)
        .int("ttl", retention_ttl())
        .str("type", kind);
    let event = Write::PutEncoded {
        item: item.finish(event_key(&id)),
        cond: Some(Cond::NotExists),
    };
    [event, marker]
}

/// The event of a change to a versioned object read at version `read`: its sequence follows
/// the version the change writes (`read + 1`), so a receiver orders the object's events.
pub fn changed(
    merchant_id: &str,
    kind: &str,
    object: Value,
    read: u64,
    now: DateTime<Utc>,
) -> [Write; 2] {
    event(
        merchant_id,
        kind,
        object,
        sequence(read + 1, 0),
        Map::new(),
        now,
    )
}

/// An event about an object whose only event it is (it has no versions of its own).
pub fn single(merchant_id: &str, kind: &str, object: Value, now: DateTime<Utc>) -> [Write; 2] {
    event(merchant_id, kind, object, sequence(1, 0), Map::new(), now)
}

/// An event's place in its outbox shard: `<created>#<sequence, 20 digits>#<id>` (time, then
/// the object's order, then the id).
fn place(at: &str, sequence: u64, id: &str) -> String {
    let mut place = String::with_capacity(at.len() + SORTABLE_DIGITS + id.len() + 2);
    place.push_str(at);
    place.push('#');
    push_sortable(&mut place, sequence);
    place.push('#');
    place.push_str(id);
    place
}

/// The outbox marker of an event read back (its item as the store keeps it), put on its own:
/// on AWS a change writes no marker (the table's stream hands the relay each new event,
/// `crate::streamed`), and the relay leaves one for an event it could not hand on, for the
/// catch-up. None if the item is not an event.
pub fn marker_of(event: &sanduq_store::Item) -> Option<Write> {
    let text = |n: &str| event.get(n).and_then(Value::as_str);
    let id = text("id")?;
    let at = text("gsi1sk")?.split('#').next()?;
    let object_id = event.get("object_id").cloned().unwrap_or(Value::Null);
    let shard = outbox_shard(object_id.as_str().unwrap_or_default());
    let sequence = event.get("sequence").and_then(Value::as_u64).unwrap_or(0);
    Some(marker(
        shard,
        place(at, sequence, id),
        id,
        text("merchant_id")?,
        &object_id,
        text("type")?,
    ))
}

/// Whether this is an event's key (not one of its deliveries', which share its partition).
pub fn is_event(pk: &str, sk: &str) -> bool {
    pk.starts_with("EVT#") && sk == "EVENT"
}

/// The outbox marker of event `id`: its place in the shard's order, and what the relay
/// needs to know before it reads the event (whose it is, about what, of which type: an
/// event nobody wants is never read). It has no TTL: the relay deletes it.
fn marker(
    shard: String,
    place: String,
    id: &str,
    merchant_id: &str,
    object_id: &Value,
    kind: &str,
) -> Write {
    let mut item = ItemWriter::new();
    item.str("event_id", id)
        .str("merchant_id", merchant_id)
        .value("object_id", object_id)
        .str("type", kind);
    Write::PutEncoded {
        item: item.finish(sanduq_store::Key::new(shard, place)),
        cond: Some(Cond::NotExists),
    }
}

/// The event a marker points at.
pub fn marked_event(marker: &sanduq_store::Item) -> Option<&str> {
    marker.get("event_id").and_then(Value::as_str)
}

/// The merchant of the event whose marker `w` puts (None for any other write): read from the
/// marker's bytes, no map of it built.
pub fn marker_merchant(w: &Write) -> Option<&str> {
    if !w.key().is_ok_and(|k| k.pk.starts_with(OUTBOX_PREFIX)) {
        return None;
    }
    match w {
        Write::PutEncoded { item, .. } => item.text("merchant_id"),
        Write::Put { item, .. } => item.get("merchant_id").and_then(Value::as_str),
        _ => None,
    }
}

/// The events that are users' money movements: transaction monitoring reads each of them
/// (`sanduq_compliance::monitor`; `sanduq serve` feeds it those whose markers it leaves out:
/// `crate::listened`).
pub const MONEY_KINDS: [&str; 6] = [
    "payment.completed",
    "payment.refunded",
    "transfer.completed",
    "cash_in.completed",
    "cash_out.paid",
    "withdrawal.redeemed",
];

/// A user's money movement's event as a change wrote it, handed straight to transaction
/// monitoring once the change committed by a store that left its outbox marker out
/// (`crate::listened`): what monitoring reads of the event, no read of it needed.
#[derive(Debug, Clone, PartialEq)]
pub struct MoneyEvent {
    pub merchant_id: String,
    pub kind: String,
    /// The event's data as JSON text (`{"object": …}` and what the event adds).
    pub data: String,
    pub created_at: String,
}

/// The money movement's event `w` puts, if it puts one of `MONEY_KINDS`.
pub fn money_event_of(w: &Write) -> Option<MoneyEvent> {
    let key = w.key().ok()?;
    if !is_event(key.pk, key.sk) {
        return None;
    }
    let text = |n: &str| -> Option<String> {
        match w {
            Write::PutEncoded { item, .. } => item.text(n).map(str::to_string),
            Write::Put { item, .. } => match item.get(n)? {
                Value::String(t) => Some(t.clone()),
                // an event written before 2026-11-27 kept its data as a map
                v if n == "data" => Some(v.to_string()),
                _ => None,
            },
            _ => None,
        }
    };
    let kind = text("type").filter(|k| MONEY_KINDS.contains(&k.as_str()))?;
    Some(MoneyEvent {
        merchant_id: text("merchant_id")?,
        kind,
        data: text("data")?,
        created_at: text("created_at")?,
    })
}

/// The type of the event whose marker `w` puts (None for any other write).
pub fn marker_kind(w: &Write) -> Option<&str> {
    if !w.key().is_ok_and(|k| k.pk.starts_with(OUTBOX_PREFIX)) {
        return None;
    }
    match w {
        Write::PutEncoded { item, .. } => item.text("type"),
        Write::Put { item, .. } => item.get("type").and_then(Value::as_str),
        _ => None,
    }
}

/// The event whose marker `w` puts (None for any other write).
pub fn marker_event(w: &Write) -> Option<&str> {
    if !w.key().is_ok_and(|k| k.pk.starts_with(OUTBOX_PREFIX)) {
        return None;
    }
    match w {
        Write::PutEncoded { item, .. } => item.text("event_id"),
        Write::Put { item, .. } => item.get("event_id").and_then(Value::as_str),
        _ => None,
    }
}

/// The partition key prefix of outbox markers.
pub const OUTBOX_PREFIX: &str = "OUTBOX#";

/// Whether this key is an outbox marker's.
pub fn is_marker(key: &sanduq_store::Key) -> bool {
    key.pk.starts_with(OUTBOX_PREFIX)
}

/// How many outbox shards events are spread over: `OUTBOX_SHARDS` (16 to 1,024; default
/// 16), the stack's (`OutboxShards` in template.yaml). On the stack a change writes no marker
/// (the table's stream is the outbox: `crate::streamed`); the relay leaves one for an event it
/// could not hand on. It may grow, never shrink: the relay reads shards `0..n`, and the first
/// 16 are always among them.
pub fn outbox_shard_count() -> usize {
    static N: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *N.get_or_init(|| shard_count(std::env::var("OUTBOX_SHARDS").ok().as_deref()))
}

/// A shard count setting (`OUTBOX_SHARDS`, `DUE_SHARDS`): 16 to 1,024, else 16.
pub(crate) fn shard_count(v: Option<&str>) -> usize {
    v.and_then(|v| v.parse().ok())
        .filter(|n| (16..=1024).contains(n))
        .unwrap_or(16)
}

/// The outbox partition of an object's events, chosen by the object's id, so one
/// object's events stay in one shard, in order (while the count stands).
pub fn outbox_shard(object_id: &str) -> String {
    shard_names()[sanduq_domain::ids::spread(object_id, outbox_shard_count())].clone()
}

/// Every outbox shard.
pub fn outbox_shards() -> impl Iterator<Item = String> {
    shard_names().iter().cloned()
}

/// The outbox shards' partition keys (`OUTBOX#<n in hex>`), made once.
fn shard_names() -> &'static [String] {
    static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        (0..outbox_shard_count())
            .map(|n| format!("OUTBOX#{n:x}"))
            .collect()
    })
}

pub fn event_key(id: &str) -> sanduq_store::Key {
    sanduq_store::Key::new(["EVT#", id].concat(), "EVENT")
}

/// What a delivery record takes of its event: its id and when it was made (read from the
/// stored event without the rest of it).
#[derive(Debug, Clone, serde::Deserialize)]
pub struct Head {
    pub id: String,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
}

/// The event as a receiver gets it: `{id, type, created_at, livemode, sequence, data}`.
pub fn envelope(item: &sanduq_store::Item, livemode: bool) -> Value {
    let f = |n: &str| item.get(n).cloned().unwrap_or(Value::Null);
    // built field by field: `json!` would copy each value once more
    let mut e = Map::new();
    e.insert("id".into(), f("id"));
    e.insert("object".into(), "event".into());
    e.insert("type".into(), f("type"));
    e.insert("created_at".into(), f("created_at"));
    e.insert("livemode".into(), livemode.into());
    e.insert("sequence".into(), f("sequence"));
    e.insert("data".into(), data(item));
    Value::Object(e)
}

/// An event item's data: JSON text since 2026-11-27 (`event_with_data`), a map before.
fn data(item: &sanduq_store::Item) -> Value {
    match item.get("data") {
        Some(Value::String(text)) => serde_json::from_str(text).unwrap_or_else(|e| {
            tracing::error!(error = %e, "an event's data is not JSON");
            Value::Null
        }),
        Some(map) => map.clone(),
        None => Value::Null,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn one_object_one_shard_and_shards_spread() {
        assert_eq!(outbox_shard("pay_1"), outbox_shard("pay_1"));
        let shards: std::collections::HashSet<String> = (0..200)
            .map(|n| outbox_shard(&format!("pay_{n}")))
            .collect();
        assert_eq!(shards.len(), 16);
        assert!(shards.iter().all(|s| outbox_shards().any(|t| &t == s)));
    }

    #[test]
    fn the_outbox_shards_are_named_once_in_hex() {
        assert_eq!(
            outbox_shards().collect::<Vec<_>>(),
            (0..16).map(|n| format!("OUTBOX#{n:x}")).collect::<Vec<_>>()
        );
    }

    #[test]
    fn the_outbox_shard_count_is_16_unless_a_larger_one_is_set() {
        assert_eq!(shard_count(None), 16);
        assert_eq!(shard_count(Some("64")), 64);
        for bad in ["8", "0", "2048", "many", ""] {
            assert_eq!(shard_count(Some(bad)), 16, "{bad}");
        }
    }

    /// An event's data is kept as JSON text and read back as the map it was; an event
    /// written before (its data a map) reads the same.
    #[test]
    fn an_events_data_is_kept_as_text_and_read_back_either_way() {
        let extra = json!({"refund": {"id": "re_1", "amount": 5}});
        let [item, marker] = event(
            "mer_1",
            "payment.refunded",
            json!({"id": "pay_1", "object": "payment", "metadata": {"k": "ك"}}),
            sequence(3, 0),
            extra.as_object().cloned().unwrap(),
            chrono::Utc::now(),
        )
        .map(|w| {
            w.put_item()
                .expect("an event and its marker are puts")
                .into_owned()
        });
        // the attributes written straight into the store's encoding: those the map had
        let names: Vec<&str> = item.keys().map(String::as_str).collect();
        assert_eq!(
            names,
            [
                "created_at",
                "data",
                "gsi1pk",
                "gsi1sk",
                "id",
                "merchant_id",
                "object_id",
                "pk",
                "sequence",
                "sk",
                "ttl",
                "type"
            ]
        );
        assert_eq!(item["sequence"], sequence(3, 0));
        assert_eq!(item["gsi1pk"], "MER#mer_1#EVENTS");
        let want = json!({
            "object": {"id": "pay_1", "object": "payment", "metadata": {"k": "ك"}},
            "refund": {"id": "re_1", "amount": 5},
        });
        assert!(item["data"].is_string(), "kept as text");
        assert_eq!(item["object_id"], "pay_1");
        assert_eq!(marker["object_id"], "pay_1");
        let e = envelope(&item, false);
        assert_eq!(e["data"], want);
        assert_eq!(
            (&e["id"], &e["type"]),
            (&item["id"], &json!("payment.refunded"))
        );
        let mut before = item.clone();
        before.insert("data".into(), want.clone());
        assert_eq!(envelope(&before, false)["data"], want);
        before.insert("data".into(), "not json".into());
        assert_eq!(envelope(&before, false)["data"], Value::Null);
    }

    #[test]
    fn events_are_kept_ninety_days_then_removed_by_ttl() {
        let [item, marker] = single(
            "mer_1",
            "user.created",
            json!({"id": "usr_1"}),
            chrono::Utc::now(),
        )
        .map(|w| {
            w.put_item()
                .expect("an event and its marker are puts")
                .into_owned()
        });
        let ttl = item["ttl"].as_i64().unwrap();
        let expected = (chrono::Utc::now() + chrono::Duration::days(90)).timestamp();
        assert!((expected - ttl).abs() <= 5, "{ttl} vs {expected}");
        // the marker: in the object's outbox shard, after the event's time and sequence
        assert_eq!(marker["pk"], outbox_shard("usr_1").as_str());
        let place = marker["sk"].as_str().unwrap();
        let id = item["id"].as_str().unwrap();
        assert!(
            place.ends_with(&format!("#{:020}#{id}", sequence(1, 0))),
            "{place}"
        );
        assert_eq!(marked_event(&marker), Some(id));
        assert_eq!(
            (
                &marker["merchant_id"],
                &marker["object_id"],
                &marker["type"]
            ),
            (&json!("mer_1"), &json!("usr_1"), &json!("user.created"))
        );
        assert!(is_marker(&sanduq_store::Key::of(&marker).unwrap()));
        assert!(
            !item.contains_key("gsi2pk"),
            "the event is not in the outbox itself"
        );
        assert!(!marker.contains_key("ttl"));
    }
}
