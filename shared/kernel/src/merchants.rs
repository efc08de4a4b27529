//! The merchant's record: read (through the record cache), changed under its version, or
//! changed under a request's idempotency record. Every family that changes a merchant
//! (admin, branding, the sandbox clock) goes through here.

use crate::error::{ApiError, ApiResult};
use crate::idempotency::Idem;
use crate::items::{self, sort_time};
use crate::state::AppState;
use crate::tx;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::Utc;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::ErrorCode;
use sanduq_store::Write;
use serde_json::Value;

pub fn not_found() -> ApiError {
    ApiError::new(
        ErrorCode::UnknownMerchant,
        "the specified merchant does not exist",
    )
}

/// The merchant's item, written only over the version that was read.
pub fn put(m: &Merchant, read: Option<u64>) -> ApiResult<Write> {
    items::versioned_put(
        m,
        &items::merchant_key(&m.id),
        read,
        &[
            ("gsi1pk", "MERCHANTS".into()),
            (
                "gsi1sk",
                format!("{}#{}", sort_time(m.created_at), m.id).into(),
            ),
        ],
    )
}

/// Reads, changes and writes back a merchant under its version.
pub async fn update(
    st: &AppState,
    id: &str,
    change: impl Fn(&mut Merchant),
) -> ApiResult<Merchant> {
    let applied = tx::apply(st, tx::Guard::Versioned, || async {
        let item = st
            .store
            .get_stored(&items::merchant_key(id))
            .await?
            .ok_or_else(not_found)?;
        let version = item.version();
        let mut m: Merchant = items::from_stored(&item)?;
        change(&mut m);
        m.updated_at = Utc::now();
        Ok(tx::Plan::new(vec![put(&m, Some(version))?], m))
    })
    .await?;
    st.merchants.forget(id);
    match applied {
        tx::Applied::Done(m) => Ok(m),
        tx::Applied::AlreadyApplied => get(st, id).await,
    }
}

pub async fn get(st: &AppState, id: &str) -> ApiResult<Merchant> {
    items::load_merchant(st, id).await?.ok_or_else(not_found)
}

/// Changes a merchant in one transaction with a request's idempotency record; `change`
/// edits the record read and gives the answer.
pub async fn commit_change(
    st: &AppState,
    merchant_id: &str,
    idem: &Idem,
    change: impl Fn(&mut Merchant) -> ApiResult<Value>,
) -> ApiResult<Response> {
    let res = tx::commit(st, idem, || async {
        let item = st
            .store
            .get_stored(&items::merchant_key(merchant_id))
            .await?
            .ok_or_else(not_found)?;
        let version = item.version();
        let mut m: Merchant = items::from_stored(&item)?;
        let data = change(&mut m)?;
        Ok(tx::Plan::answer(
            vec![put(&m, Some(version))?],
            StatusCode::OK,
            data,
        ))
    })
    .await;
    st.merchants.forget(merchant_id);
    res
}
