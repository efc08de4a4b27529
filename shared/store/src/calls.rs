//! Counts the DynamoDB API calls a client sends, by operation (an SDK interceptor that reads
//! each attempt's `X-Amz-Target`): how many round trips a request costs, measured where
//! they leave the process.

use aws_sdk_dynamodb::config::interceptors::BeforeTransmitInterceptorContextRef;
use aws_sdk_dynamodb::config::{ConfigBag, Intercept, RuntimeComponents};
use aws_sdk_dynamodb::error::BoxError;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

/// Calls sent so far, by operation name (`GetItem`, `Query`, `TransactWriteItems`, …).
#[derive(Clone, Debug, Default)]
pub struct Calls(Arc<Mutex<BTreeMap<String, u64>>>);

/// The operations that read.
pub const READS: [&str; 4] = ["GetItem", "BatchGetItem", "Query", "Scan"];

impl Calls {
    /// The counts since the last take, and a fresh start.
    pub fn take(&self) -> BTreeMap<String, u64> {
        std::mem::take(&mut *self.0.lock().unwrap_or_else(|p| p.into_inner()))
    }

    /// Read calls among `counts`.
    pub fn reads(counts: &BTreeMap<String, u64>) -> u64 {
        READS.iter().filter_map(|r| counts.get(*r)).sum()
    }
}

impl Intercept for Calls {
    fn name(&self) -> &'static str {
        "sanduq-call-counter"
    }

    fn read_before_transmit(
        &self,
        context: &BeforeTransmitInterceptorContextRef<'_>,
        _: &RuntimeComponents,
        _: &mut ConfigBag,
    ) -> Result<(), BoxError> {
        let target = context
            .request()
            .headers()
            .get("x-amz-target")
            .unwrap_or("unknown");
        let op = target.rsplit('.').next().unwrap_or(target).to_string();
        *self
            .0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .entry(op)
            .or_default() += 1;
        Ok(())
    }
}
