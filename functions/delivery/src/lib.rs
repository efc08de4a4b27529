//! Webhook delivery as a Lambda function on the webhook SQS queue (ReportBatchItemFailures):
//! each message is a wake for one (event, endpoint); one endpoint's wakes run in order,
//! endpoints concurrently.
//! A wake that could not be handled (the store was unavailable) is reported failed and
//! comes back after the visibility timeout; one received too often lands in the DLQ.

use aws_lambda_events::event::sqs::{BatchItemFailure, SqsBatchResponse, SqsEvent};
use sanduq_delivery::deliver::{self, Handled};
use sanduq_kernel::AppState;

pub async fn handle(st: &AppState, event: SqsEvent) -> SqsBatchResponse {
    let batch = event
        .records
        .into_iter()
        .map(|m| (m.message_id.unwrap_or_default(), m.body.unwrap_or_default()))
        .collect();
    let mut failures = vec![];
    for (id, handled) in deliver::handle_batch(st, batch).await {
        if let Handled::Retry(_) = handled {
            let mut f = BatchItemFailure::default();
            f.item_identifier = id;
            failures.push(f);
        }
    }
    let mut answer = SqsBatchResponse::default();
    answer.batch_item_failures = failures;
    answer
}
