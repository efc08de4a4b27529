//! Postings become conditional account updates plus one journal entry item. Debits carry
//! the condition `balance >= amount`, so no balance can go below zero whatever the race.
//! A merchant account is `SUB_ACCOUNTS` items (`sanduq_domain::ledger::sub_account`): the
//! journal names the account, the audit sums its sub-accounts.
//! Holds live on the payment item itself (`held`), written with the payment. Each wallet
//! account a movement changes gets its statement line in the same writes.

use chrono::{DateTime, Utc};
use sanduq_domain::ids::new_id;
use sanduq_domain::ledger::{balanced, draw, sub_account, Account, Posting};
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::error::ApiError;
use sanduq_kernel::items::{self, MerchantAccount};
use sanduq_kernel::tx;
use sanduq_store::{Cond, Item, ItemWriter, Key, Write};
use std::collections::HashMap;

/// Where a posting lands: an account item of its own (a wallet's, an agent's float or
/// commission), a merchant account (one of its places), or the hold on its payment, dispute
/// or withdrawal (kept on that record, written with it).
pub enum Place {
    Account(Key),
    Merchant(MerchantAccount),
    Hold,
}

pub fn place(p: &Posting) -> Place {
    match &p.account {
        Account::Wallet { user_id } => Place::Account(items::wallet_key(user_id, p.currency)),
        Account::AgentFloat { agent_id } => {
            Place::Account(items::agent_account_key(agent_id, false, p.currency))
        }
        Account::AgentCommission { agent_id } => {
            Place::Account(items::agent_account_key(agent_id, true, p.currency))
        }
        Account::Merchant { .. } => Place::Merchant(MerchantAccount::Balance),
        Account::Commission { .. } => Place::Merchant(MerchantAccount::Commission),
        Account::Mint { .. } => Place::Merchant(MerchantAccount::Mint),
        Account::External { .. } => Place::Merchant(MerchantAccount::External),
        Account::InTransit { .. } => Place::Merchant(MerchantAccount::InTransit),
        Account::FxPosition { .. } => Place::Merchant(MerchantAccount::FxPosition),
        Account::Hold { .. } | Account::DisputeHold { .. } | Account::Withdrawal { .. } => {
            Place::Hold
        }
    }
}

/// What a movement's funds check read of the merchant accounts it debits: the balance of
/// each place it looked at (the reference's own sub-account, or every place when that one
/// was short). `writes` draws the debits from them.
#[derive(Debug, Default, Clone)]
pub struct Funds(HashMap<(MerchantAccount, Currency), Vec<(usize, i64)>>);

impl Funds {
    pub fn insert(&mut self, a: MerchantAccount, c: Currency, balances: Vec<(usize, i64)>) {
        self.0.insert((a, c), balances);
    }
}

/// One account item's change by `amount` (a credit, or a debit when negative).
fn movement(key: Key, merchant_id: &str, c: Currency, amount: i64, cond: Option<Cond>) -> Write {
    let mut set = Item::new();
    set.insert("currency".into(), c.code().into());
    set.insert("merchant_id".into(), merchant_id.into());
    Write::Update {
        key,
        set,
        add: vec![("balance".into(), amount)],
        cond,
    }
}

/// The account updates of one posting. A debit that may not go negative carries the
/// condition `balance >= amount` on each item it takes from; a merchant account's credit
/// (or a debit of a position that may go negative) goes to the reference's sub-account,
/// its debit is drawn from the places `funds` read (the reference's own when it read none).
fn account_writes(
    merchant_id: &str,
    p: &Posting,
    first: usize,
    funds: &Funds,
) -> Result<Vec<Write>, ApiError> {
    let guarded = p.amount < 0 && !p.account.may_go_negative();
    let cond = |amount: i64| guarded.then(|| Cond::Ge("balance".into(), amount));
    Ok(match place(p) {
        Place::Hold => vec![],
        Place::Account(key) => vec![movement(
            key,
            merchant_id,
            p.currency,
            p.amount,
            cond(-p.amount),
        )],
        Place::Merchant(a) => {
            let read = funds.0.get(&(a, p.currency)).filter(|_| guarded);
            let parts = match read {
                None => vec![(first, -p.amount)],
                // the check read these balances and found enough; a draw that cannot be made
                // from them means they moved since: plan again
                Some(balances) => draw(balances, first, -p.amount).ok_or_else(tx::stale)?,
            };
            parts
                .into_iter()
                .map(|(place, take)| {
                    let key = items::merchant_account_key(merchant_id, a, p.currency, place);
                    movement(key, merchant_id, p.currency, -take, cond(take))
                })
                .collect()
        }
    })
}

/// The writes for a movement: the account updates and the journal entry. `funds` is what
/// the funds check read (`wallets::check_funds`), or empty for a movement that debits no
/// merchant account below zero's guard (a credit, a top-up from the mint). `receipt_url`:
/// the receipt the movement issues, on its statement lines.
pub fn writes(
    merchant_id: &str,
    postings: &[Posting],
    kind: &str,
    reference: &str,
    now: DateTime<Utc>,
    funds: &Funds,
    receipt_url: Option<&str>,
) -> Result<Vec<Write>, ApiError> {
    if !balanced(postings) {
        tracing::error!(kind, reference, "unbalanced postings refused");
        return Err(ApiError::new(
            ErrorCode::ServerError,
            "unexpected internal error",
        ));
    }
    let first = sub_account(reference);
    let mut out = Vec::new();
    for p in postings {
        out.extend(account_writes(merchant_id, p, first, funds)?);
    }
    let id = new_id("jrn");
    // what it does to the merchant's balance, decided now from its own postings
    let txn = sanduq_domain::balance::of(kind, postings).map_err(|_| {
        tracing::error!(
            kind,
            reference,
            "a movement of the balance in two currencies refused"
        );
        ApiError::new(ErrorCode::ServerError, "unexpected internal error")
    })?;
    let sort = [&items::sort_time(now), "#", &id].concat();
    // written straight into the store's encoding (no map of it built), in name order (then
    // only the key is put in its place)
    let mut entry = ItemWriter::new();
    entry
        .str("created_at", &sanduq_domain::time::text(now))
        .str("gsi1pk", &["MER#", merchant_id, "#JOURNAL"].concat())
        .str("gsi1sk", &sort);
    if let Some(t) = &txn {
        // the merchant's balance transactions (`crate::balance` reads them): all, by type
        entry
            .str("gsi3pk", &items::balance_txns_key(merchant_id))
            .str("gsi3sk", &sort)
            .str(
                "gsi4pk",
                &items::balance_txns_of_type_key(merchant_id, t.kind),
            )
            .str("gsi4sk", &sort);
    }
    entry
        .str("id", &id)
        .str("kind", kind)
        .str("merchant_id", merchant_id)
        .serialized("postings", postings)
        .map_err(items::internal)?
        .str("reference", reference);
    if let Some(t) = &txn {
        entry.serialized("txn", t).map_err(items::internal)?;
    }
    out.push(Write::PutEncoded {
        item: entry.finish(Key::new(["JRN#", &id].concat(), "ENTRY")),
        cond: Some(Cond::NotExists),
    });
    out.extend(crate::statement::writes(
        postings,
        &id,
        kind,
        reference,
        now,
        receipt_url,
    )?);
    Ok(out)
}

#[cfg(test)]
mod item_tests {
    use super::*;
    use chrono::TimeZone;
    use serde_json::json;

    /// The journal entry and the statement lines, written straight into the store's
    /// encoding, are the items `json!` built before (2026-11-29): the same names and values.
    #[test]
    fn a_movements_entry_and_lines_are_the_maps_they_were() {
        let now = Utc.with_ymd_and_hms(2026, 11, 29, 1, 2, 3).unwrap()
            + chrono::Duration::microseconds(456_789);
        let postings = [
            Posting::new(
                Account::Wallet {
                    user_id: "usr_1".into(),
                },
                Currency::Iqd,
                -25_000,
            ),
            Posting::new(
                Account::Hold {
                    payment_id: "pay_1".into(),
                },
                Currency::Iqd,
                25_000,
            ),
        ];
        let writes = writes(
            "mer_1",
            &postings,
            "authorize",
            "pay_1",
            now,
            &Funds::default(),
            None,
        )
        .unwrap();
        let items: Vec<Item> = writes
            .iter()
            .filter(|w| matches!(w, Write::PutEncoded { .. }))
            .map(|w| w.put_item().unwrap().into_owned())
            .collect();
        let [entry, line] = items.as_slice() else {
            panic!("one entry and one line: {items:?}")
        };
        let id = entry["id"].as_str().unwrap();
        let want = json!({
            "pk": (["JRN#", id].concat()), "sk": "ENTRY",
            "id": id, "merchant_id": "mer_1", "kind": "authorize", "reference": "pay_1",
            "postings": postings, "created_at": sanduq_domain::time::Time(now),
            "gsi1pk": "MER#mer_1#JOURNAL", "gsi1sk": ([&items::sort_time(now), "#", id].concat()),
        });
        assert_eq!(serde_json::Value::Object(entry.clone()), want);
        let l = &sanduq_domain::statement::lines(&postings, "authorize")[0];
        let sk = format!("{}#{id}", items::sort_time(now));
        let want = json!({
            "pk": "USR#usr_1#STMT#IQD", "sk": sk,
            "gsi1pk": "USR#usr_1#STMT", "gsi1sk": format!("{sk}#IQD"),
            "id": id, "user_id": "usr_1", "currency": l.currency,
            "amount": l.amount, "type": l.line_type, "counterparty": l.counterparty,
            "reference": "pay_1", "created_at": now,
        });
        assert_eq!(serde_json::Value::Object(line.clone()), want);
        assert_eq!(line["amount"], -25_000);
    }
}
