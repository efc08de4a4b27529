//! The one way a request changes state: plan against fresh reads, commit everything as one
//! conditional transaction together with the idempotency record, and on contention read
//! again and re-plan (the domain then answers with the right error, or succeeds).

use crate::error::{ok, ApiError, ApiResult};
use crate::idempotency::Idem;
use crate::state::AppState;
use axum::http::StatusCode;
use axum::response::Response;
use sanduq_domain::ErrorCode;
use sanduq_store::Write;
use serde_json::Value;
use std::future::Future;
use std::time::Duration;

pub const MAX_ATTEMPTS: u32 = 12;

/// A planned change: the writes and the answer they produce.
pub struct Plan {
    pub writes: Vec<Write>,
    pub status: StatusCode,
    pub data: Value,
}

/// What a plan answers when it finds its own reads inconsistent: the runner reads again.
pub fn stale() -> ApiError {
    ApiError::new(
        ErrorCode::WalletBusy,
        "another transaction on this payment is in progress; retry after 1-2 seconds",
    )
}

fn is_stale(e: &ApiError) -> bool {
    e.code() == ErrorCode::WalletBusy
}

/// Runs `plan` until its transaction commits (or a rule refuses it).
pub async fn commit<F, Fut>(st: &AppState, idem: &Idem, mut plan: F) -> ApiResult<Response>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = ApiResult<Plan>>,
{
    for attempt in 0..MAX_ATTEMPTS {
        if let Some(replay) = idem.replay(st).await? {
            return Ok(replay);
        }
        let Plan {
            mut writes,
            status,
            data,
        } = match plan().await {
            Err(e) if is_stale(&e) => {
                backoff(attempt).await;
                continue;
            }
            r => r?,
        };
        writes.push(idem.record(status, &data));
        match st.store.transact(writes).await {
            Ok(()) => return Ok(ok(status, data)),
            Err(e) if e.is_contention() => backoff(attempt).await,
            Err(sanduq_store::StoreError::Throttled) => backoff(attempt + 2).await,
            Err(e) => return Err(e.into()),
        }
    }
    Err(ApiError::new(
        ErrorCode::WalletBusy,
        "another transaction on this wallet is in progress; retry after 1-2 seconds",
    ))
}

/// Runs a change that has no idempotency record (workers, bootstrap), with the same retries.
pub async fn commit_plain<F, Fut, T>(st: &AppState, mut plan: F) -> ApiResult<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = ApiResult<(Vec<Write>, T)>>,
{
    for attempt in 0..MAX_ATTEMPTS {
        let (writes, out) = match plan().await {
            Err(e) if is_stale(&e) => {
                backoff(attempt).await;
                continue;
            }
            r => r?,
        };
        match st.store.transact(writes).await {
            Ok(()) => return Ok(out),
            Err(e) if e.is_contention() => backoff(attempt).await,
            Err(sanduq_store::StoreError::Throttled) => backoff(attempt + 2).await,
            Err(e) => return Err(e.into()),
        }
    }
    Err(ApiError::new(
        ErrorCode::WalletBusy,
        "another transaction is in progress; retry after 1-2 seconds",
    ))
}

async fn backoff(attempt: u32) {
    let base = 2u64.saturating_pow(attempt.min(7)).min(100);
    let jitter = rand::random::<u64>() % (base + 1);
    tokio::time::sleep(Duration::from_millis(base / 2 + jitter)).await;
}
