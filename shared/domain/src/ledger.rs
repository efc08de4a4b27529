//! Double entry: every movement is a set of postings that sums to zero per currency.

use crate::money::Currency;
use serde::{Deserialize, Serialize};

/// An account money can sit in. Every account belongs to one merchant's books.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Account {
    /// A buyer's available balance.
    Wallet { user_id: String },
    /// Funds held in escrow on a payment.
    Hold { payment_id: String },
    /// The merchant's settled balance.
    Merchant { merchant_id: String },
    /// Platform commission accrued from one merchant.
    Commission { merchant_id: String },
    /// The sandbox mint: its balance is minus everything minted.
    Mint { merchant_id: String },
    /// The world outside (banks, cash): its balance is minus what came in from it.
    External { merchant_id: String },
    /// Money on its way out to a bank: pending payouts.
    InTransit { merchant_id: String },
    /// The platform's currency position from users' exchanges at this merchant: what it
    /// took in a currency less what it gave (negative in the currency it gave out).
    FxPosition { merchant_id: String },
}

impl Account {
    /// The platform's own positions against the world (the sandbox mint, the outside,
    /// the exchange position) may go below zero; every other account may not.
    pub fn may_go_negative(&self) -> bool {
        matches!(
            self,
            Account::Mint { .. } | Account::External { .. } | Account::FxPosition { .. }
        )
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Posting {
    pub account: Account,
    pub currency: Currency,
    /// Positive credits the account, negative debits it.
    pub amount: i64,
}

impl Posting {
    pub fn new(account: Account, currency: Currency, amount: i64) -> Self {
        Posting {
            account,
            currency,
            amount,
        }
    }
}

/// Postings of a movement of `amount` from `from` to `to`.
pub fn transfer(from: Account, to: Account, currency: Currency, amount: i64) -> [Posting; 2] {
    [
        Posting::new(from, currency, -amount),
        Posting::new(to, currency, amount),
    ]
}

/// True when the postings sum to zero in every currency.
pub fn balanced(postings: &[Posting]) -> bool {
    Currency::ALL.iter().all(|c| {
        postings
            .iter()
            .filter(|p| p.currency == *c)
            .map(|p| p.amount as i128)
            .sum::<i128>()
            == 0
    })
}

/// Drops zero postings and merges postings to the same account.
pub fn compact(postings: Vec<Posting>) -> Vec<Posting> {
    let mut out: Vec<Posting> = Vec::new();
    for p in postings {
        match out
            .iter_mut()
            .find(|q| q.account == p.account && q.currency == p.currency)
        {
            Some(q) => q.amount += p.amount,
            None => out.push(p),
        }
    }
    out.retain(|p| p.amount != 0);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(u: &str) -> Account {
        Account::Wallet { user_id: u.into() }
    }

    #[test]
    fn transfers_balance_and_compact_merges() {
        let mut ps = transfer(w("a"), w("b"), Currency::Usd, 10).to_vec();
        ps.extend(transfer(w("b"), w("a"), Currency::Usd, 4));
        assert!(balanced(&ps));
        let c = compact(ps);
        assert_eq!(c.len(), 2);
        assert!(c.contains(&Posting::new(w("a"), Currency::Usd, -6)));
        assert!(!balanced(&[Posting::new(w("a"), Currency::Usd, 1)]));
    }
}
