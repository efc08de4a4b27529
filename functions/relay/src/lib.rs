//! The outbox relay as a Lambda function, with two triggers:
//! - the table's DynamoDB stream (filtered to inserted events): hands each new event to the
//!   bus and the webhook queue, then marks it sent. A failure reports the batch's first
//!   record as failed (ReportBatchItemFailures), so the stream retries it: the same event
//!   ids again, never a loss.
//! - an EventBridge schedule (every 5 minutes): the catch-up — events still in the outbox
//!   after 5 minutes (the stream gave up on them), and pending deliveries whose wake was
//!   lost.

use aws_lambda_events::event::dynamodb::Event as StreamEvent;
use aws_lambda_events::event::streams::{DynamoDbBatchItemFailure, DynamoDbEventResponse};
use chrono::{Duration, Utc};
use sanduq_delivery::bus::Bus;
use sanduq_delivery::relay;
use sanduq_kernel::AppState;
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

/// The event id of a stream record that inserted an outbox event.
fn inserted_event(keys: &Value) -> Option<String> {
    let pk = keys["pk"]["S"].as_str()?;
    (keys["sk"]["S"].as_str() == Some("EVENT"))
        .then(|| pk.strip_prefix("EVT#").map(str::to_string))
        .flatten()
}

pub async fn handle(st: &AppState, bus: &dyn Bus, payload: Value) -> Result<Value, RelayFailed> {
    if payload.get("Records").is_some() {
        let event: StreamEvent = serde_json::from_value(payload)
            .map_err(|e| RelayFailed(format!("not a stream event: {e}")))?;
        return Ok(stream(st, bus, event).await);
    }
    let now = Utc::now();
    let relayed = relay::drain(
        st,
        bus,
        Some(now - Duration::minutes(CATCH_UP_AFTER_MINUTES)),
    )
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
    let mut ids = vec![];
    for r in event.records.iter().filter(|r| r.event_name == "INSERT") {
        let keys = serde_json::to_value(&r.change.keys).unwrap_or_default();
        if let Some(id) = inserted_event(&keys) {
            ids.push(id);
        }
    }
    let failures = match relay::relay_ids(st, bus, &ids).await {
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
    fn only_inserted_events_are_relayed() {
        let k = |pk: &str, sk: &str| json!({"pk": {"S": pk}, "sk": {"S": sk}});
        assert_eq!(
            inserted_event(&k("EVT#evt_1", "EVENT")),
            Some("evt_1".into())
        );
        assert_eq!(inserted_event(&k("EVT#evt_1", "DLV#we_1")), None);
        assert_eq!(inserted_event(&k("PAY#pay_1", "EVENT")), None);
    }
}
