//! Postings become conditional account updates plus one journal entry item. Debits carry
//! the condition `balance >= amount`, so no balance can go below zero whatever the race.
//! Holds live on the payment item itself (`held`), written with the payment. Each wallet
//! account a movement changes gets its statement line in the same writes.

use chrono::{DateTime, Utc};
use sanduq_domain::ids::new_id;
use sanduq_domain::ledger::{balanced, Account, Posting};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::items::{self, MerchantAccount};
use sanduq_store::{Cond, Item, Key, Write};
use serde_json::json;

/// The item key of an account (None for holds, which live on their payment).
pub fn account_key(merchant_id: &str, p: &Posting) -> Option<Key> {
    Some(match &p.account {
        Account::Wallet { user_id } => items::wallet_key(user_id, p.currency),
        Account::Merchant { merchant_id } => {
            items::merchant_account_key(merchant_id, MerchantAccount::Balance, p.currency)
        }
        Account::Commission { merchant_id } => {
            items::merchant_account_key(merchant_id, MerchantAccount::Commission, p.currency)
        }
        Account::Mint { .. } => {
            items::merchant_account_key(merchant_id, MerchantAccount::Mint, p.currency)
        }
        Account::External { .. } => {
            items::merchant_account_key(merchant_id, MerchantAccount::External, p.currency)
        }
        Account::InTransit { .. } => {
            items::merchant_account_key(merchant_id, MerchantAccount::InTransit, p.currency)
        }
        Account::FxPosition { .. } => {
            items::merchant_account_key(merchant_id, MerchantAccount::FxPosition, p.currency)
        }
        Account::Hold { .. } => return None,
    })
}

/// The writes for a movement: one update per account and the journal entry.
pub fn writes(
    merchant_id: &str,
    postings: &[Posting],
    kind: &str,
    reference: &str,
    now: DateTime<Utc>,
) -> Result<Vec<Write>, ApiError> {
    if !balanced(postings) {
        tracing::error!(kind, reference, "unbalanced postings refused");
        return Err(ApiError::new(
            ErrorCode::ServerError,
            "unexpected internal error",
        ));
    }
    let mut out = Vec::new();
    for p in postings {
        let Some(key) = account_key(merchant_id, p) else {
            continue;
        };
        let may_go_negative = p.account.may_go_negative();
        let cond =
            (p.amount < 0 && !may_go_negative).then(|| Cond::Ge("balance".into(), -p.amount));
        let mut set = Item::new();
        set.insert("currency".into(), p.currency.code().into());
        set.insert("merchant_id".into(), merchant_id.into());
        out.push(Write::Update {
            key,
            set,
            add: vec![("balance".into(), p.amount)],
            cond,
        });
    }
    let id = new_id("jrn");
    let entry = json!({
        "pk": format!("JRN#{id}"), "sk": "ENTRY",
        "id": id, "merchant_id": merchant_id, "kind": kind, "reference": reference,
        "postings": postings, "created_at": now,
        "gsi1pk": format!("MER#{merchant_id}#JOURNAL"), "gsi1sk": format!("{}#{id}", items::sort_time(now)),
    });
    if let serde_json::Value::Object(m) = entry {
        out.push(Write::Put {
            item: m,
            cond: Some(Cond::NotExists),
        });
    }
    out.extend(crate::statement::writes(
        postings, &id, kind, reference, now,
    ));
    Ok(out)
}
