//! Expiry: unpaid payments past their checkout lifetime become `expired`. Reads see it at
//! once (lazy, `Payment::status_at`); this writes it down. The sweeper finds due payments
//! through the expiry index (GSI2, 16 shards by id), never a scan; a merchant's sandbox test
//! clock runs that merchant's due work when it is advanced.

use crate::error::ApiResult;
use crate::items::{self, sort_time};
use crate::ops::{payments, tx};
use crate::state::AppState;
use chrono::{DateTime, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::{Payment, PaymentStatus};
use sanduq_domain::ErrorCode;
use sanduq_store::{Index, Query, SkRange};
use std::collections::HashMap;

pub const SHARDS: &str = "0123456789abcdef";

/// Writes the expiry of one payment if it is still unpaid and due on its merchant's clock.
/// Returns true when this call expired it.
pub async fn expire(st: &AppState, m: &Merchant, payment_id: &str) -> ApiResult<bool> {
    let r = tx::commit_plain(st, || async {
        let read = payments::load(st, &m.id, payment_id).await?;
        let now = st.now_for(m);
        if read.payment.status != PaymentStatus::Created
            || read.payment.status_at(now) != PaymentStatus::Expired
        {
            return Ok((vec![], false));
        }
        let change = read.payment.expire(now)?;
        Ok((
            payments::transition(st, &read, &change, "expire", now).await?,
            true,
        ))
    })
    .await;
    match r {
        Ok(done) => Ok(done),
        // someone paid or expired it in between: nothing left to do
        Err(e) if e.code() == ErrorCode::InvalidPaymentStatus => Ok(false),
        Err(e) => Err(e),
    }
}

/// The scheduled sweep: every payment whose expiry has passed in real time (a merchant
/// whose test clock runs ahead is also swept when the clock is advanced).
pub async fn sweep_due(st: &AppState, real_now: DateTime<Utc>) -> ApiResult<usize> {
    let upto = format!("{}#~", sort_time(real_now));
    let mut merchants: HashMap<String, Option<Merchant>> = HashMap::new();
    let mut expired = 0;
    for shard in SHARDS.chars() {
        let q = Query::index(Index::Gsi2, format!("DUE#EXPIRY#{shard}"))
            .sk(SkRange::Between("0".into(), upto.clone()));
        for item in st.store.query(&q).await? {
            let p: Payment = items::from_item(item)?;
            if !merchants.contains_key(&p.merchant_id) {
                let m = items::load_merchant(st, &p.merchant_id).await?;
                merchants.insert(p.merchant_id.clone(), m);
            }
            if let Some(Some(m)) = merchants.get(&p.merchant_id) {
                if expire(st, m, &p.id).await? {
                    expired += 1;
                }
            }
        }
    }
    Ok(expired)
}

/// One merchant's due work on its own clock (after a test-clock advance).
pub async fn sweep_merchant(st: &AppState, m: &Merchant) -> ApiResult<usize> {
    let now = st.now_for(m);
    let q = Query::index(Index::Gsi1, format!("MER#{}#PAYS", m.id));
    let mut expired = 0;
    for item in st.store.query(&q).await? {
        let p: Payment = items::from_item(item)?;
        if p.status == PaymentStatus::Created
            && p.status_at(now) == PaymentStatus::Expired
            && expire(st, m, &p.id).await?
        {
            expired += 1;
        }
    }
    Ok(expired)
}
