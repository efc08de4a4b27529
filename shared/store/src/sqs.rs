//! The SQS adapter of the Queue port: a standard queue and its dead-letter queue (the
//! redrive policy in template.yaml moves a message received too often without deletion).

use crate::model::StoreError;
use crate::queue::{Outgoing, Queue, Received, MAX_DELAY_SECS};
use aws_sdk_sqs::error::{ProvideErrorMetadata, SdkError};
use aws_sdk_sqs::types::{MessageSystemAttributeName, SendMessageBatchRequestEntry};
use aws_sdk_sqs::Client;

/// SQS sends at most this many messages per batch call.
const BATCH: usize = 10;

#[derive(Clone)]
pub struct SqsQueue {
    client: Client,
    url: String,
    dlq_url: String,
}

fn sdk_err<E: ProvideErrorMetadata + std::fmt::Debug, R: std::fmt::Debug>(
    e: SdkError<E, R>,
) -> StoreError {
    match e.code() {
        Some("ThrottlingException" | "RequestThrottled") => StoreError::Throttled,
        Some(code) => {
            StoreError::Unavailable(format!("sqs: {code}: {}", e.message().unwrap_or_default()))
        }
        None => StoreError::Unavailable(format!("sqs: {e:?}")),
    }
}

impl SqsQueue {
    pub fn new(client: Client, url: impl Into<String>, dlq_url: impl Into<String>) -> SqsQueue {
        SqsQueue {
            client,
            url: url.into(),
            dlq_url: dlq_url.into(),
        }
    }

    /// A client from the standard AWS environment (AWS_ENDPOINT_URL, region, credentials).
    pub async fn from_env(url: impl Into<String>, dlq_url: impl Into<String>) -> SqsQueue {
        let conf = aws_config::load_from_env().await;
        SqsQueue::new(Client::new(&conf), url, dlq_url)
    }

    /// Creates a queue and its dead-letter queue, with the redrive policy, when they do not
    /// exist (local runs against moto; in AWS the SAM template owns them). Returns the
    /// queue's (url, dlq url).
    pub async fn ensure(client: &Client, name: &str) -> Result<(String, String), StoreError> {
        use aws_sdk_sqs::types::QueueAttributeName as A;
        let dlq = client
            .create_queue()
            .queue_name(format!("{name}-dlq"))
            .attributes(A::MessageRetentionPeriod, "1209600")
            .send()
            .await
            .map_err(sdk_err)?
            .queue_url
            .unwrap_or_default();
        let dlq_arn = client
            .get_queue_attributes()
            .queue_url(&dlq)
            .attribute_names(A::QueueArn)
            .send()
            .await
            .map_err(sdk_err)?
            .attributes
            .and_then(|a| a.get(&A::QueueArn).cloned())
            .unwrap_or_default();
        let redrive = format!(
            r#"{{"deadLetterTargetArn":"{dlq_arn}","maxReceiveCount":"{}"}}"#,
            crate::queue::MAX_RECEIVES
        );
        let url = client
            .create_queue()
            .queue_name(name)
            .attributes(A::VisibilityTimeout, "60")
            .attributes(A::MessageRetentionPeriod, "1209600")
            .attributes(A::RedrivePolicy, redrive)
            .send()
            .await
            .map_err(sdk_err)?
            .queue_url
            .unwrap_or_default();
        Ok((url, dlq))
    }

    async fn send_to(&self, url: &str, batch: Vec<Outgoing>) -> Result<(), StoreError> {
        for chunk in batch.chunks(BATCH) {
            let entries = chunk
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    SendMessageBatchRequestEntry::builder()
                        .id(i.to_string())
                        .message_body(&m.body)
                        .delay_seconds(m.delay_secs.min(MAX_DELAY_SECS) as i32)
                        .build()
                        .map_err(|e| StoreError::Invalid(e.to_string()))
                })
                .collect::<Result<Vec<_>, _>>()?;
            let out = self
                .client
                .send_message_batch()
                .queue_url(url)
                .set_entries(Some(entries))
                .send()
                .await
                .map_err(sdk_err)?;
            if let Some(f) = out.failed.first() {
                return Err(StoreError::Unavailable(format!(
                    "sqs: message {} not sent: {}",
                    f.id,
                    f.message.clone().unwrap_or_default()
                )));
            }
        }
        Ok(())
    }
}

#[async_trait::async_trait]
impl Queue for SqsQueue {
    async fn send(&self, batch: Vec<Outgoing>) -> Result<(), StoreError> {
        self.send_to(&self.url, batch).await
    }

    async fn receive(&self, max: usize, visibility_secs: u32) -> Result<Vec<Received>, StoreError> {
        let out = self
            .client
            .receive_message()
            .queue_url(&self.url)
            .max_number_of_messages(max.clamp(1, BATCH) as i32)
            .visibility_timeout(visibility_secs as i32)
            .message_system_attribute_names(MessageSystemAttributeName::ApproximateReceiveCount)
            .send()
            .await
            .map_err(sdk_err)?;
        Ok(out
            .messages
            .unwrap_or_default()
            .into_iter()
            .map(|m| Received {
                receives: m
                    .attributes
                    .as_ref()
                    .and_then(|a| a.get(&MessageSystemAttributeName::ApproximateReceiveCount))
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(1),
                id: m.message_id.unwrap_or_default(),
                body: m.body.unwrap_or_default(),
                receipt: m.receipt_handle.unwrap_or_default(),
            })
            .collect())
    }

    async fn delete(&self, receipt: &str) -> Result<(), StoreError> {
        self.client
            .delete_message()
            .queue_url(&self.url)
            .receipt_handle(receipt)
            .send()
            .await
            .map_err(sdk_err)?;
        Ok(())
    }

    async fn dead_letter(&self, body: String) -> Result<(), StoreError> {
        let dlq = self.dlq_url.clone();
        self.send_to(
            &dlq,
            vec![Outgoing {
                body,
                delay_secs: 0,
            }],
        )
        .await
    }

    async fn dead_letters(&self, max: usize) -> Result<Vec<String>, StoreError> {
        let out = self
            .client
            .receive_message()
            .queue_url(&self.dlq_url)
            .max_number_of_messages(max.clamp(1, BATCH) as i32)
            .visibility_timeout(0)
            .send()
            .await
            .map_err(sdk_err)?;
        Ok(out
            .messages
            .unwrap_or_default()
            .into_iter()
            .filter_map(|m| m.body)
            .collect())
    }
}
