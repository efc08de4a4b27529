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
    /// Disputed money taken from the merchant's balance until the dispute is decided
    /// (`crate::dispute`): it lives on the dispute, as a payment's hold on the payment.
    DisputeHold { dispute_id: String },
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
    /// An agent's e-money it may give out (`crate::agent`).
    AgentFloat { agent_id: String },
    /// What an agent earned, until it moves it to its float.
    AgentCommission { agent_id: String },
    /// A user's amount held for a cash-out at an agent (`crate::withdrawal`): it lives on the
    /// withdrawal, as a payment's hold on the payment.
    Withdrawal { withdrawal_id: String },
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

/// How many sub-accounts each of a merchant's accounts is kept in. Every capture and
/// refund writes the merchant's balance and commission: one item would take every payment
/// of the merchant (a DynamoDB item takes at most 1,000 write units a second). A movement
/// credits the sub-account its reference (the payment, payout, transfer...) picks; a debit
/// takes from that sub-account first and from the others when it is short. A balance is
/// the sum of its sub-accounts. Fixed: changing it would strand what the others hold.
pub const SUB_ACCOUNTS: usize = 32;

/// The sub-account a movement with this reference credits and debits first.
pub fn sub_account(reference: &str) -> usize {
    crate::ids::spread(reference, SUB_ACCOUNTS)
}

/// How a debit of `amount` is taken from sub-accounts holding `balances` (by index): the
/// reference's own (`first`) as far as it goes, then the fullest others, each part no more
/// than its balance. None when together they hold less than `amount`.
pub fn draw(balances: &[(usize, i64)], first: usize, amount: i64) -> Option<Vec<(usize, i64)>> {
    let mut order: Vec<(usize, i64)> = balances.iter().copied().filter(|(_, b)| *b > 0).collect();
    order.sort_by_key(|(i, b)| (*i != first, std::cmp::Reverse(*b), *i));
    let mut left = amount;
    let mut parts = Vec::new();
    for (i, b) in order {
        if left == 0 {
            break;
        }
        let take = b.min(left);
        parts.push((i, take));
        left -= take;
    }
    (left == 0).then_some(parts)
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

    #[test]
    fn a_reference_always_picks_the_same_sub_account_and_references_spread() {
        assert_eq!(sub_account("pay_1"), sub_account("pay_1"));
        let mut used = std::collections::BTreeSet::new();
        for i in 0..1_000 {
            used.insert(sub_account(&format!("pay_{i:024x}")));
        }
        assert_eq!(used.len(), SUB_ACCOUNTS);
    }

    #[test]
    fn a_debit_takes_its_own_sub_account_first_then_the_fullest() {
        let b = [(0, 50), (3, 10), (7, 200), (9, 0)];
        assert_eq!(draw(&b, 3, 10), Some(vec![(3, 10)]));
        assert_eq!(draw(&b, 3, 100), Some(vec![(3, 10), (7, 90)]));
        assert_eq!(draw(&b, 9, 260), Some(vec![(7, 200), (0, 50), (3, 10)]));
        assert_eq!(draw(&b, 3, 261), None);
        assert_eq!(draw(&b, 3, 0), Some(vec![]));
    }

    proptest::proptest! {
        /// A draw takes exactly the amount, never more than a sub-account holds, each
        /// sub-account once; it is refused only when the sub-accounts hold too little.
        #[test]
        fn a_draw_takes_exactly_what_is_asked_and_overdraws_nothing(
            held in proptest::collection::vec(-5i64..1_000, 1..SUB_ACCOUNTS),
            first in 0usize..SUB_ACCOUNTS,
            amount in 0i64..20_000,
        ) {
            let balances: Vec<(usize, i64)> = held.iter().copied().enumerate().collect();
            let total: i64 = held.iter().filter(|b| **b > 0).sum();
            match draw(&balances, first, amount) {
                None => proptest::prop_assert!(total < amount),
                Some(parts) => {
                    proptest::prop_assert_eq!(parts.iter().map(|p| p.1).sum::<i64>(), amount);
                    let mut seen = std::collections::BTreeSet::new();
                    for (i, take) in parts {
                        proptest::prop_assert!(seen.insert(i));
                        proptest::prop_assert!(take > 0 && take <= held[i]);
                    }
                }
            }
        }
    }
}
