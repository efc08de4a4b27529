//! The event bus for platform teams: every event, as delivered, on EventBridge (source
//! `sanduq`, detail-type the event type). Locally there is no bus.

use serde_json::Value;

/// EventBridge takes at most this many entries per call.
#[cfg(feature = "aws")]
const BATCH: usize = 10;
pub const SOURCE: &str = "sanduq";

#[async_trait::async_trait]
pub trait Bus: Send + Sync {
    /// Publishes every envelope, or fails (then nothing counts as relayed).
    async fn publish(&self, envelopes: &[Value]) -> Result<(), String>;
    /// Whether there is a bus to publish on: without one the relay builds no envelopes.
    fn present(&self) -> bool {
        true
    }
}

/// No bus (local runs).
pub struct NoBus;

#[async_trait::async_trait]
impl Bus for NoBus {
    async fn publish(&self, _: &[Value]) -> Result<(), String> {
        Ok(())
    }

    fn present(&self) -> bool {
        false
    }
}

#[cfg(feature = "aws")]
pub use eventbridge::EventBridgeBus;

/// The bus on EventBridge (the relay function; the `aws` feature).
#[cfg(feature = "aws")]
mod eventbridge {
    use super::{Bus, BATCH, SOURCE};
    use aws_sdk_eventbridge::types::PutEventsRequestEntry;
    use aws_sdk_eventbridge::Client;
    use serde_json::Value;

    pub struct EventBridgeBus {
        client: Client,
        name: String,
    }

    impl EventBridgeBus {
        pub fn new(client: Client, name: impl Into<String>) -> EventBridgeBus {
            EventBridgeBus {
                client,
                name: name.into(),
            }
        }

        /// A client from the standard AWS environment, for the bus named `name`.
        pub async fn from_env(name: impl Into<String>) -> EventBridgeBus {
            let conf = aws_config::load_from_env().await;
            EventBridgeBus::new(Client::new(&conf), name)
        }
    }

    #[async_trait::async_trait]
    impl Bus for EventBridgeBus {
        async fn publish(&self, envelopes: &[Value]) -> Result<(), String> {
            for chunk in envelopes.chunks(BATCH) {
                let entries = chunk
                    .iter()
                    .map(|e| {
                        PutEventsRequestEntry::builder()
                            .event_bus_name(&self.name)
                            .source(SOURCE)
                            .detail_type(e["type"].as_str().unwrap_or("event"))
                            .detail(e.to_string())
                            .build()
                    })
                    .collect();
                let out = self
                    .client
                    .put_events()
                    .set_entries(Some(entries))
                    .send()
                    .await
                    .map_err(|e| format!("eventbridge: {e:?}"))?;
                if out.failed_entry_count > 0 {
                    return Err(format!(
                        "eventbridge: {} entries not put",
                        out.failed_entry_count
                    ));
                }
            }
            Ok(())
        }
    }
}
