//! Webhook delivery as a Lambda function on the webhook SQS queue (ReportBatchItemFailures):
//! each message is a wake for one (event, endpoint); the batch's wakes run concurrently.
//! A wake that could not be handled (the store was unavailable) is reported failed and
//! comes back after the visibility timeout; one received too often lands in the DLQ.

use aws_lambda_events::event::sqs::{BatchItemFailure, SqsBatchResponse, SqsEvent};
use sanduq_api::AppState;
use sanduq_delivery::deliver::{self, Handled};

pub async fn handle(st: &AppState, event: SqsEvent) -> SqsBatchResponse {
    let mut tasks = tokio::task::JoinSet::new();
    for m in event.records {
        let st = st.clone();
        tasks.spawn(async move {
            let id = m.message_id.unwrap_or_default();
            match deliver::handle(&st, m.body.as_deref().unwrap_or_default()).await {
                Handled::Done(_) => None,
                Handled::Retry(_) => Some(id),
            }
        });
    }
    let mut failures = vec![];
    while let Some(r) = tasks.join_next().await {
        if let Ok(Some(id)) = r {
            let mut f = BatchItemFailure::default();
            f.item_identifier = id;
            failures.push(f);
        }
    }
    let mut answer = SqsBatchResponse::default();
    answer.batch_item_failures = failures;
    answer
}
