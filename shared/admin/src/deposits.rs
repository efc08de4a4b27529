//! Money in from a bank: after a merchant's bank transfer arrives, the platform credits the
//! merchant's balance from its `External` account (minus what came in from outside). One
//! deposit per bank reference and merchant: the reference is the idempotency key, so the
//! same bank line posted twice credits once; the same reference with another amount or
//! currency is refused. References are compared as banks print them, whatever the typing:
//! spaces around dropped, runs of spaces inside made one, letters in capitals
//! (`normalise`), so " trx-1" is the deposit "TRX-1" already made.

use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use sanduq_domain::ids::new_id;
use sanduq_domain::ledger::{transfer, Account};
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::single;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_payments::ledger;
use sanduq_store::{Cond, Key};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

pub const MAX_BANK_REFERENCE: usize = 64;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Deposit {
    pub id: String,
    pub object: String,
    pub merchant_id: String,
    pub amount: i64,
    pub currency: Currency,
    pub bank_reference: String,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
}

/// A bank reference as deposits compare and keep it: trimmed, inner runs of white space
/// made one space, letters upper-cased. Empty when it holds nothing but white space.
pub fn normalise(bank_reference: &str) -> String {
    bank_reference
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_uppercase()
}

fn key(merchant_id: &str, bank_reference: &str) -> Key {
    let digest = hex::encode(Sha256::digest(bank_reference.as_bytes()));
    Key::new(format!("DEP#{merchant_id}#{digest}"), "DEPOSIT")
}

/// The deposit made to merchant `merchant_id` under a bank reference (as typed or as the
/// bank prints it), if any.
pub async fn find(
    st: &AppState,
    merchant_id: &str,
    bank_reference: &str,
) -> ApiResult<Option<Deposit>> {
    let normal = normalise(bank_reference);
    for k in [key(merchant_id, &normal), key(merchant_id, bank_reference)] {
        if let Some(item) = st.store.get_stored(&k).await? {
            return Ok(Some(items::from_stored(&item)?));
        }
    }
    Ok(None)
}

/// Credits merchant `merchant_id` with `amount` from outside: the deposit, new or the one
/// already made under this bank reference (the same answer, as an idempotent replay).
pub async fn deposit(
    st: &AppState,
    merchant_id: &str,
    amount: i64,
    currency: Currency,
    bank_reference: &str,
) -> ApiResult<(StatusCode, Value)> {
    let m = items::load_merchant(st, merchant_id)
        .await?
        .ok_or_else(|| ApiError::new(ErrorCode::UnknownMerchant, "no merchant with that id"))?;
    let given = bank_reference;
    let bank_reference = &normalise(given);
    let k = key(&m.id, bank_reference);
    // a deposit made before references were normalised is kept under the text as typed
    let legacy = (given != bank_reference.as_str()).then(|| key(&m.id, given));
    let out = tx::apply(st, Guard::Versioned, || async {
        let mut found = st.store.get_stored(&k).await?;
        if let (None, Some(old)) = (&found, &legacy) {
            found = st.store.get_stored(old).await?;
        }
        if let Some(item) = found {
            let d: Deposit = items::from_stored(&item)?;
            if d.amount != amount || d.currency != currency {
                return Err(ApiError::new(
                    ErrorCode::IdempotencyKeyReused,
                    "this bank reference was already deposited with another amount or currency",
                ));
            }
            return Ok(Plan::new(vec![], d));
        }
        let now = st.now_for(&m);
        let d = Deposit {
            id: new_id("dep"),
            object: "deposit".into(),
            merchant_id: m.id.clone(),
            amount,
            currency,
            bank_reference: bank_reference.into(),
            created_at: now,
        };
        let postings = transfer(
            Account::External {
                merchant_id: m.id.clone(),
            },
            Account::Merchant {
                merchant_id: m.id.clone(),
            },
            currency,
            amount,
        );
        let mut writes = ledger::writes(
            &m.id,
            &postings,
            "deposit",
            &d.id,
            now,
            &ledger::Funds::default(),
            None,
        )?;
        // every deposit by time, for the bank statement's matching (`safeguarding`)
        let listed = [
            ("gsi1pk", crate::safeguarding::DEPOSITS.into()),
            (
                "gsi1sk",
                [&items::sort_time(now), "#", &d.id].concat().into(),
            ),
        ];
        writes.push(items::put(&d, &k, &listed, Some(Cond::NotExists))?);
        let shown = serde_json::to_value(&d).map_err(items::internal)?;
        writes.extend(single(&m.id, "deposit.completed", shown, now));
        Ok(Plan::new(writes, d))
    })
    .await?;
    match out {
        tx::Applied::Done(d) => Ok((
            StatusCode::CREATED,
            serde_json::to_value(&d).map_err(items::internal)?,
        )),
        tx::Applied::AlreadyApplied => Err(items::internal("a versioned deposit was guarded")),
    }
}

#[cfg(test)]
mod tests {
    use super::normalise;

    #[test]
    fn references_compare_as_the_bank_prints_them() {
        for typed in ["TRX-1", " TRX-1", "trx-1", "Trx-1\t", "\u{a0}trx-1"] {
            assert_eq!(normalise(typed), "TRX-1", "{typed:?}");
        }
        assert_eq!(normalise("  rafidain   2026  0042 "), "RAFIDAIN 2026 0042");
        assert_eq!(normalise(" \t "), "");
    }
}
