//! The report worker as a Lambda function, with two triggers:
//! - the table's DynamoDB stream (filtered to inserted report runs, `RPT#…`): writes each
//!   new run's file to S3 at once. A run that cannot be written now stays pending (its
//!   attempts counted) and is not reported as a batch failure: the catch-up takes it.
//! - an EventBridge schedule (every 5 minutes): the catch-up — runs still pending (a
//!   worker that stopped mid-way, whose claim lapsed; an attempt that failed).
//!
//! Each run is claimed under its version before it is written, so the two triggers (or two
//! deliveries of one stream record) never write one report at once.

use aws_lambda_events::event::dynamodb::Event as StreamEvent;
use sanduq_kernel::AppState;
use serde_json::{json, Value};
use std::sync::Arc;

#[derive(Debug, thiserror::Error)]
#[error("report worker failed: {0}")]
pub struct ReportsFailed(pub String);

impl From<ReportsFailed> for lambda_runtime::Diagnostic {
    fn from(e: ReportsFailed) -> Self {
        lambda_runtime::Diagnostic {
            error_type: "Reports.Unavailable".into(),
            error_message: e.0,
        }
    }
}

/// The Lambda state with report files in the bucket REPORTS_BUCKET names.
pub async fn state() -> AppState {
    let state = sanduq_kernel::state::lambda_env::state().await;
    let conf = aws_config::load_from_env().await;
    state.with_report_files(Arc::new(sanduq_aws::reports::from_env(&conf)))
}

/// The id of the report run a stream record inserted, if it is one.
fn inserted_run(keys: &Value) -> Option<String> {
    let pk = keys["pk"]["S"].as_str()?;
    let id = pk.strip_prefix("RPT#")?;
    (keys["sk"]["S"].as_str() == Some("REPORT")).then(|| id.to_string())
}

pub async fn handle(st: &AppState, payload: Value) -> Result<Value, ReportsFailed> {
    if payload.get("Records").is_some() {
        let event: StreamEvent = serde_json::from_value(payload)
            .map_err(|e| ReportsFailed(format!("not a stream event: {e}")))?;
        let mut written = 0;
        for r in event.records.iter().filter(|r| r.event_name == "INSERT") {
            let keys = serde_json::to_value(&r.change.keys).unwrap_or_default();
            let Some(id) = inserted_run(&keys) else {
                continue;
            };
            match sanduq_payments::reports::run(st, &id).await {
                Ok(true) => written += 1,
                Ok(false) => {}
                Err(e) => {
                    tracing::warn!(report = %id, error = %e.0.message, "report not written now; the catch-up tries again");
                }
            }
        }
        return Ok(json!({ "written": written }));
    }
    let runs = sanduq_payments::reports::run_due(st, chrono::Utc::now()).await;
    tracing::info!(
        written = runs.written,
        failed = runs.failed,
        "report catch-up"
    );
    Ok(json!({ "written": runs.written, "failed": runs.failed }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_inserted_report_runs_are_taken() {
        let k = |pk: &str, sk: &str| json!({"pk": {"S": pk}, "sk": {"S": sk}});
        assert_eq!(
            inserted_run(&k("RPT#rpt_1", "REPORT")).as_deref(),
            Some("rpt_1")
        );
        assert_eq!(inserted_run(&k("RPT#rpt_1", "OTHER")), None);
        assert_eq!(inserted_run(&k("OUTBOX#3", "REPORT")), None);
        assert_eq!(inserted_run(&json!({})), None);
    }
}
