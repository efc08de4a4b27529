//! Balance transactions: what one movement did to a merchant's balance, decided from the
//! movement's own postings when it is written (never rebuilt later). A movement that
//! touches the merchant's balance account (`Account::Merchant`) is one balance transaction;
//! any other (a user's top-up, a transfer between users, a void) is none.
//!
//! `net` is the change of the balance, `fee` the platform's commission taken (negative when
//! it is given back, on a refund), and `amount` = `net` + `fee`: the gross. So the sum of a
//! merchant's `net`s is its balance at every instant.

use crate::ledger::{Account, Posting};
use crate::money::Currency;
use serde::{Deserialize, Serialize};

/// What moved a merchant's balance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TxnType {
    /// A payment captured (or paid at once): gross in, commission as the fee.
    Payment,
    /// A refund: gross out, the commission on it given back (a negative fee).
    Refund,
    /// The commission moved on its own (not with a payment or refund).
    Commission,
    /// The commission given back on its own.
    CommissionRefund,
    /// A payout opened: the money leaves the balance for the bank (in transit).
    Payout,
    /// A payout failed: its money back in the balance.
    PayoutFailure,
    /// The platform credited the merchant's balance from its bank.
    Deposit,
    /// The merchant paid a user's cash in from its balance.
    CashIn,
    /// An exchange moved the balance.
    Exchange,
    /// Anything else that moved the balance.
    Adjustment,
    /// Disputed money taken from the balance into a dispute's hold.
    DisputeHold,
    /// A dispute's hold back in the balance (won, or withdrawn by the buyer).
    DisputeRelease,
    /// Float given to an agent (negative) or taken back from one.
    AgentFloat,
    /// Cash in or out at an agent: the fee's share the merchant kept, or the commission it
    /// paid the agent.
    AgentFee,
}

impl TxnType {
    pub const NAMES: [&'static str; 14] = [
        "payment",
        "refund",
        "commission",
        "commission_refund",
        "payout",
        "payout_failure",
        "deposit",
        "cash_in",
        "exchange",
        "adjustment",
        "dispute_hold",
        "dispute_release",
        "agent_float",
        "agent_fee",
    ];

    pub const ALL: [TxnType; 14] = [
        TxnType::Payment,
        TxnType::Refund,
        TxnType::Commission,
        TxnType::CommissionRefund,
        TxnType::Payout,
        TxnType::PayoutFailure,
        TxnType::Deposit,
        TxnType::CashIn,
        TxnType::Exchange,
        TxnType::Adjustment,
        TxnType::DisputeHold,
        TxnType::DisputeRelease,
        TxnType::AgentFloat,
        TxnType::AgentFee,
    ];

    /// The type's name (`NAMES`, in the order of the variants).
    pub const fn as_str(self) -> &'static str {
        TxnType::NAMES[self as usize]
    }

    pub fn parse(s: &str) -> Option<TxnType> {
        TxnType::ALL.into_iter().find(|t| t.as_str() == s)
    }
}

/// The journal's kind of a scheduled payout's opening: a `payout` balance transaction that
/// settles others (`crate::settlement`) and is settled by none.
pub const SCHEDULED_PAYOUT: &str = "scheduled_payout";

/// One movement's balance transaction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Txn {
    #[serde(rename = "type")]
    pub kind: TxnType,
    pub currency: Currency,
    pub amount: i64,
    pub fee: i64,
    pub net: i64,
}

/// Why a movement cannot be one balance transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TwoCurrencies;

/// The balance transaction of a movement of `kind` (the journal's: `capture`, `refund`,
/// `payout`, `deposit`, ...) with these (balanced, compacted) postings; None when it does
/// not touch the merchant's balance. A movement that moves the balance in two currencies
/// is not one (none does: an exchange goes through the currency position).
pub fn of(kind: &str, postings: &[Posting]) -> Result<Option<Txn>, TwoCurrencies> {
    let on = |p: &&Posting| matches!(p.account, Account::Merchant { .. });
    let mut currencies = postings.iter().filter(on).map(|p| p.currency);
    let Some(currency) = currencies.next() else {
        return Ok(None);
    };
    if currencies.any(|c| c != currency) {
        return Err(TwoCurrencies);
    }
    let sum = |f: fn(&Account) -> bool| -> i64 {
        postings
            .iter()
            .filter(|p| p.currency == currency && f(&p.account))
            .map(|p| p.amount)
            .sum()
    };
    let net = sum(|a| matches!(a, Account::Merchant { .. }));
    let fee = sum(|a| matches!(a, Account::Commission { .. }));
    if net == 0 {
        return Ok(None);
    }
    let kind = match kind {
        "refund" => TxnType::Refund,
        crate::dispute::HOLD => TxnType::DisputeHold,
        crate::dispute::RELEASE => TxnType::DisputeRelease,
        // a dispute lost: the buyer paid from the hold gives the merchant the commission back;
        // an owed part paid from the balance is a refund
        crate::dispute::REFUND if net < 0 => TxnType::Refund,
        crate::dispute::REFUND => TxnType::CommissionRefund,
        "payout" | "cash_out" | SCHEDULED_PAYOUT if net < 0 => TxnType::Payout,
        "payout" | "cash_out" | SCHEDULED_PAYOUT => TxnType::PayoutFailure,
        "deposit" => TxnType::Deposit,
        "cash_in" => TxnType::CashIn,
        crate::agent::FLOAT => TxnType::AgentFloat,
        crate::agent_fees::AGENT_CASH_IN | crate::withdrawal::PAID => TxnType::AgentFee,
        "exchange" => TxnType::Exchange,
        "commission" if net > 0 => TxnType::CommissionRefund,
        "commission" => TxnType::Commission,
        _ if net > 0 && fee >= 0 => TxnType::Payment,
        _ => TxnType::Adjustment,
    };
    // the commission moved on its own is the amount itself, not a fee on one
    let fee = match kind {
        TxnType::Commission | TxnType::CommissionRefund => 0,
        _ => fee,
    };
    Ok(Some(Txn {
        kind,
        currency,
        amount: net + fee,
        fee,
        net,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::transfer;

    fn m() -> Account {
        Account::Merchant {
            merchant_id: "mer_1".into(),
        }
    }
    fn com() -> Account {
        Account::Commission {
            merchant_id: "mer_1".into(),
        }
    }
    fn hold() -> Account {
        Account::Hold {
            payment_id: "pay_1".into(),
        }
    }
    fn wallet() -> Account {
        Account::Wallet {
            user_id: "usr_1".into(),
        }
    }
    fn ext() -> Account {
        Account::External {
            merchant_id: "mer_1".into(),
        }
    }
    fn transit() -> Account {
        Account::InTransit {
            merchant_id: "mer_1".into(),
        }
    }
    const IQD: Currency = Currency::Iqd;

    #[test]
    fn each_movement_is_its_type_with_gross_fee_and_net() {
        let capture = [
            Posting::new(hold(), IQD, -10_000),
            Posting::new(m(), IQD, 9_900),
            Posting::new(com(), IQD, 100),
        ];
        let refund = [
            Posting::new(m(), IQD, -4_950),
            Posting::new(com(), IQD, -50),
            Posting::new(wallet(), IQD, 5_000),
        ];
        type Case = (&'static str, Vec<Posting>, Option<(TxnType, i64, i64, i64)>);
        let cases: Vec<Case> = vec![
            (
                "capture",
                capture.to_vec(),
                Some((TxnType::Payment, 10_000, 100, 9_900)),
            ),
            (
                "qr_charge",
                capture.to_vec(),
                Some((TxnType::Payment, 10_000, 100, 9_900)),
            ),
            (
                "refund",
                refund.to_vec(),
                Some((TxnType::Refund, -5_000, -50, -4_950)),
            ),
            (
                "payout",
                transfer(m(), transit(), IQD, 7_000).to_vec(),
                Some((TxnType::Payout, -7_000, 0, -7_000)),
            ),
            (
                "payout",
                transfer(transit(), m(), IQD, 7_000).to_vec(),
                Some((TxnType::PayoutFailure, 7_000, 0, 7_000)),
            ),
            (
                "payout",
                transfer(transit(), ext(), IQD, 7_000).to_vec(),
                None,
            ),
            (
                "deposit",
                transfer(ext(), m(), IQD, 50_000).to_vec(),
                Some((TxnType::Deposit, 50_000, 0, 50_000)),
            ),
            (
                "cash_in",
                transfer(m(), wallet(), IQD, 2_000).to_vec(),
                Some((TxnType::CashIn, -2_000, 0, -2_000)),
            ),
            (
                "void",
                transfer(hold(), wallet(), IQD, 2_000).to_vec(),
                None,
            ),
            (
                "topup",
                transfer(
                    Account::Mint {
                        merchant_id: "mer_1".into(),
                    },
                    wallet(),
                    IQD,
                    9,
                )
                .to_vec(),
                None,
            ),
            (
                "commission",
                transfer(m(), com(), IQD, 30).to_vec(),
                Some((TxnType::Commission, -30, 0, -30)),
            ),
            (
                "something",
                transfer(m(), ext(), IQD, 30).to_vec(),
                Some((TxnType::Adjustment, -30, 0, -30)),
            ),
        ];
        for (kind, postings, want) in cases {
            let got = of(kind, &postings)
                .unwrap()
                .map(|t| (t.kind, t.amount, t.fee, t.net));
            assert_eq!(got, want, "{kind} {postings:?}");
        }
    }

    #[test]
    fn the_balance_in_two_currencies_is_not_one_movement() {
        let ps = [
            Posting::new(m(), IQD, 10),
            Posting::new(m(), Currency::Usd, -1),
            Posting::new(ext(), IQD, -10),
            Posting::new(ext(), Currency::Usd, 1),
        ];
        assert_eq!(of("exchange", &ps), Err(TwoCurrencies));
    }

    #[test]
    fn a_type_is_named_as_it_is_parsed_and_serialized() {
        for t in TxnType::ALL {
            assert_eq!(TxnType::parse(t.as_str()), Some(t));
            assert_eq!(serde_json::to_value(t).unwrap(), t.as_str());
        }
    }
}
