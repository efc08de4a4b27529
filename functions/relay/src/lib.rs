//! The outbox relay as a Lambda function, with two triggers:
//! - the table's DynamoDB stream (filtered to inserted outbox markers): hands each new
//!   event to the bus and the webhook queue, then deletes its marker. A failure reports the batch's first
//!   record as failed (ReportBatchItemFailures), so the stream retries it: the same event
//!   ids again, never a loss.
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

/// The key of the outbox marker a stream record inserted.
fn inserted_marker(keys: &Value) -> Option<Key> {
    let key = Key::new(keys["pk"]["S"].as_str()?, keys["sk"]["S"].as_str()?);
    events::is_marker(&key).then_some(key)
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
    let mut markers = vec![];
    for r in event.records.iter().filter(|r| r.event_name == "INSERT") {
        let keys = serde_json::to_value(&r.change.keys).unwrap_or_default();
        if let Some(key) = inserted_marker(&keys) {
            markers.push(key);
        }
    }
    let failures = match relay::relay_marked(st, bus, &markers).await {
        Ok(r) => {
            tracing::info!(events = r.events, wakes = r.wakes, "relayed");
            vec![]
        }
        Err(e) => {
            tracing::warn!(error = %e.0.message, "relay failed; the stream retries the batch");
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
    fn only_inserted_outbox_markers_are_relayed() {
        let k = |pk: &str, sk: &str| json!({"pk": {"S": pk}, "sk": {"S": sk}});
        let place = "2026-01-01T00:00:00.000000Z#00000000000000000016#evt_1";
        assert_eq!(
            inserted_marker(&k("OUTBOX#3", place)),
            Some(Key::new("OUTBOX#3", place))
        );
        assert_eq!(inserted_marker(&k("EVT#evt_1", "EVENT")), None);
        assert_eq!(inserted_marker(&k("EVT#evt_1", "DLV#we_1")), None);
        assert_eq!(inserted_marker(&json!({"pk": {"S": "OUTBOX#3"}})), None);
    }
}
