//! The outbox relay as a Lambda function, with two triggers:
//! - the table's DynamoDB stream (filtered to inserted events, and to inserted outbox markers
//!   of events written before the stream was the outbox: `sanduq_kernel::streamed`): hands
//!   each new event to the bus and the webhook queue (a marker's, then deletes the marker).
//!   An event it cannot hand on gets its outbox marker, for the catch-up; only if that fails
//!   too (or a marker's event fails) does it report the batch's first record as failed
//!   (ReportBatchItemFailures), so the stream retries it: the same event ids again, never a
//!   loss.
//! - an EventBridge schedule (every 5 minutes): the catch-up — events still in the outbox
//!   after 5 minutes (the stream gave up on them; also events written before the markers,
//!   in the outbox index), and pending deliveries whose wake was lost.

use aws_lambda_events::event::dynamodb::Event as StreamEvent;
use aws_lambda_events::event::streams::{DynamoDbBatchItemFailure, DynamoDbEventResponse};
use chrono::{Duration, Utc};
use sanduq_delivery::bus::Bus;
use sanduq_delivery::relay;
use sanduq_kernel::events;
use sanduq_kernel::AppState;
use sanduq_store::Key;
use serde_json::{json, Value};

#[derive(Debug, thiserror::Error)]
#[error("relay failed: {0}")]
pub struct RelayFailed(pub String);

impl From<RelayFailed> for lambda_runtime::Diagnostic {
    fn from(e: RelayFailed) -> Self {
        lambda_runtime::Diagnostic {
            error_type: "Relay.Unavailable".into(),
            error_message: e.0,
        }
    }
}

/// Events older than this still in the outbox are the catch-up's.
pub const CATCH_UP_AFTER_MINUTES: i64 = 5;

/// What a stream record inserted that the relay hands on.
#[derive(Debug, PartialEq)]
enum Inserted {
    /// An event (a change wrote no marker).
    Event(Key),
    /// An outbox marker (written before the stream was the outbox, or for the catch-up).
    Marker(Key),
}

fn inserted(keys: &Value) -> Option<Inserted> {
    let key = Key::new(keys["pk"]["S"].as_str()?, keys["sk"]["S"].as_str()?);
    if events::is_marker(&key) {
        Some(Inserted::Marker(key))
    } else {
        events::is_event(&key.pk, &key.sk).then_some(Inserted::Event(key))
    }
}

pub async fn handle(st: &AppState, bus: &dyn Bus, payload: Value) -> Result<Value, RelayFailed> {
    if payload.get("Records").is_some() {
        let event: StreamEvent = serde_json::from_value(payload)
            .map_err(|e| RelayFailed(format!("not a stream event: {e}")))?;
        return Ok(stream(st, bus, event).await);
    }
    let now = Utc::now();
    let mut relayed = relay::drain(
        st,
        bus,
        Some(now - Duration::minutes(CATCH_UP_AFTER_MINUTES)),
    )
    .await
    .map_err(|e| RelayFailed(e.0.message))?;
    relayed += relay::drain_legacy(st, bus)
        .await
        .map_err(|e| RelayFailed(e.0.message))?;
    let woken = sanduq_webhooks::deliveries::wake_overdue(st, now)
        .await
        .map_err(|e| RelayFailed(e.0.message))?;
    tracing::info!(
        events = relayed.events,
        wakes = relayed.wakes,
        woken,
        "relay catch-up"
    );
    Ok(json!({ "events": relayed.events, "wakes": relayed.wakes, "woken": woken }))
}

async fn stream(st: &AppState, bus: &dyn Bus, event: StreamEvent) -> Value {
    let (mut markers, mut inserted) = (vec![], vec![]);
    for r in event.records.iter().filter(|r| r.event_name == "INSERT") {
        let keys = serde_json::to_value(&r.change.keys).unwrap_or_default();
        match self::inserted(&keys) {
            Some(Inserted::Marker(key)) => markers.push(key),
            Some(Inserted::Event(key)) => inserted.push(key),
            None => {}
        }
    }
    let mut failed = None;
    if !inserted.is_empty() {
        match relay::relay_inserted(st, bus, &inserted).await {
            Ok(r) => tracing::info!(events = r.events, wakes = r.wakes, "relayed"),
            Err(e) => match relay::leave_for_catch_up(st, &inserted).await {
                Ok(n) => tracing::warn!(
                    error = %e.0.message,
                    events = n,
                    "relay failed; the events are left in the outbox for the catch-up"
                ),
                Err(marking) => failed = Some(format!("{}; {}", e.0.message, marking.0.message)),
            },
        }
    }
    if !markers.is_empty() && failed.is_none() {
        match relay::relay_marked(st, bus, &markers).await {
            Ok(r) => tracing::info!(events = r.events, wakes = r.wakes, "relayed"),
            Err(e) => failed = Some(e.0.message),
        }
    }
    let failures = match failed {
        None => vec![],
        Some(error) => {
            tracing::warn!(error = %error, "relay failed; the stream retries the batch");
            event
                .records
                .first()
                .map(|r| {
                    let mut f = DynamoDbBatchItemFailure::default();
                    f.item_identifier = r.change.sequence_number.clone();
                    f
                })
                .into_iter()
                .collect()
        }
    };
    let mut answer = DynamoDbEventResponse::default();
    answer.batch_item_failures = failures;
    serde_json::to_value(answer).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inserted_events_and_outbox_markers_are_relayed() {
        let k = |pk: &str, sk: &str| json!({"pk": {"S": pk}, "sk": {"S": sk}});
        let place = "2026-01-01T00:00:00.000000Z#00000000000000000016#evt_1";
        assert_eq!(
            inserted(&k("OUTBOX#3", place)),
            Some(Inserted::Marker(Key::new("OUTBOX#3", place)))
        );
        assert_eq!(
            inserted(&k("EVT#evt_1", "EVENT")),
            Some(Inserted::Event(Key::new("EVT#evt_1", "EVENT")))
        );
        assert_eq!(inserted(&k("EVT#evt_1", "DLV#we_1")), None);
        assert_eq!(inserted(&k("PAY#pay_1", "PAYMENT")), None);
        assert_eq!(inserted(&json!({"pk": {"S": "OUTBOX#3"}})), None);
    }
}
