//! A user's statement: one line per movement of money in or out of one of their wallet
//! accounts, read from the movement's postings. The journal keeps the movement; the
//! statement is an index of it per user and currency, written in the same transaction.

use crate::ledger::{Account, Posting};
use crate::money::Currency;
use serde::{Deserialize, Serialize};

/// What a line is, as the user reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LineType {
    /// Paid to the merchant (held or settled at once).
    Payment,
    /// Held funds back in the wallet: a void, an expiry, the rest of a partial capture.
    PaymentReleased,
    /// A merchant's refund.
    Refund,
    /// Sandbox money.
    TopUp,
    CashIn,
    CashOut,
    /// A cash-out that failed: the held funds came back.
    CashOutReturned,
    TransferIn,
    TransferOut,
    Exchange,
}

impl LineType {
    pub const ALL: [LineType; 10] = [
        LineType::Payment,
        LineType::PaymentReleased,
        LineType::Refund,
        LineType::TopUp,
        LineType::CashIn,
        LineType::CashOut,
        LineType::CashOutReturned,
        LineType::TransferIn,
        LineType::TransferOut,
        LineType::Exchange,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            LineType::Payment => "payment",
            LineType::PaymentReleased => "payment_released",
            LineType::Refund => "refund",
            LineType::TopUp => "top_up",
            LineType::CashIn => "cash_in",
            LineType::CashOut => "cash_out",
            LineType::CashOutReturned => "cash_out_returned",
            LineType::TransferIn => "transfer_in",
            LineType::TransferOut => "transfer_out",
            LineType::Exchange => "exchange",
        }
    }
}

/// Who is on the other side of a line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Counterparty {
    /// The merchant whose wallet this is.
    Merchant,
    /// Another user of the same merchant.
    User { user_id: String },
    /// The sandbox's mint.
    Sandbox,
    /// The user's own account in another currency.
    Own,
}

/// One line of one user's statement in one currency.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    pub user_id: String,
    pub currency: Currency,
    /// Signed: positive came in, negative went out.
    pub amount: i64,
    #[serde(rename = "type")]
    pub line_type: LineType,
    pub counterparty: Counterparty,
}

/// The statement lines of a movement: one per wallet account whose balance it changed
/// (postings to one account summed), none for a movement that leaves every wallet as it
/// was (a capture moves held funds, not the wallet's).
pub fn lines(postings: &[Posting], kind: &str) -> Vec<Line> {
    let mut out: Vec<Line> = Vec::new();
    for p in postings {
        let Account::Wallet { user_id } = &p.account else {
            continue;
        };
        match out
            .iter_mut()
            .find(|l| &l.user_id == user_id && l.currency == p.currency)
        {
            Some(l) => l.amount += p.amount,
            None => out.push(Line {
                user_id: user_id.clone(),
                currency: p.currency,
                amount: p.amount,
                line_type: LineType::Payment,
                counterparty: Counterparty::Merchant,
            }),
        }
    }
    out.retain(|l| l.amount != 0);
    for l in &mut out {
        l.counterparty = counterparty(postings, l);
        l.line_type = line_type(kind, l);
    }
    out
}

/// The other side: another wallet, the mint or the outside when the movement has one in
/// this line's currency moving the other way; the user's own other currency for an
/// exchange; otherwise the merchant.
fn counterparty(postings: &[Posting], l: &Line) -> Counterparty {
    let opposite =
        |p: &&Posting| p.currency == l.currency && p.amount.signum() == -l.amount.signum();
    for p in postings.iter().filter(opposite) {
        match &p.account {
            Account::Wallet { user_id } if user_id != &l.user_id => {
                return Counterparty::User {
                    user_id: user_id.clone(),
                }
            }
            Account::Mint { .. } => return Counterparty::Sandbox,
            _ => {}
        }
    }
    let own_other_currency = postings.iter().any(|p| {
        p.currency != l.currency
            && matches!(&p.account, Account::Wallet { user_id } if user_id == &l.user_id)
    });
    if own_other_currency {
        Counterparty::Own
    } else {
        Counterparty::Merchant
    }
}

fn line_type(kind: &str, l: &Line) -> LineType {
    let came_in = l.amount > 0;
    match (&l.counterparty, kind) {
        (Counterparty::Sandbox, _) => LineType::TopUp,
        (Counterparty::User { .. }, _) if came_in => LineType::TransferIn,
        (Counterparty::User { .. }, _) => LineType::TransferOut,
        (Counterparty::Own, _) => LineType::Exchange,
        (_, "refund" | crate::dispute::REFUND) => LineType::Refund,
        (_, "cash_in" | crate::agent_fees::AGENT_CASH_IN) => LineType::CashIn,
        (_, "cash_out") if came_in => LineType::CashOutReturned,
        (_, "cash_out") => LineType::CashOut,
        // cash at an agent: held from the wallet, back when it is not paid out
        (_, crate::withdrawal::HOLD) => LineType::CashOut,
        (_, crate::withdrawal::RELEASE) => LineType::CashOutReturned,
        _ if came_in => LineType::PaymentReleased,
        _ => LineType::Payment,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::transfer;

    fn w(u: &str) -> Account {
        Account::Wallet { user_id: u.into() }
    }
    fn hold() -> Account {
        Account::Hold {
            payment_id: "pay_1".into(),
        }
    }
    fn merchant() -> Account {
        Account::Merchant {
            merchant_id: "mer_1".into(),
        }
    }
    const IQD: Currency = Currency::Iqd;

    #[test]
    fn a_payment_held_then_captured_is_one_line() {
        let held = lines(&transfer(w("a"), hold(), IQD, 500), "reserve");
        assert_eq!(held.len(), 1);
        assert_eq!(
            (held[0].amount, held[0].line_type, &held[0].counterparty),
            (-500, LineType::Payment, &Counterparty::Merchant)
        );
        assert!(lines(&transfer(hold(), merchant(), IQD, 500), "capture").is_empty());
    }

    #[test]
    fn releases_refunds_and_top_ups() {
        let back = lines(&transfer(hold(), w("a"), IQD, 200), "capture");
        assert_eq!(
            (back[0].amount, back[0].line_type),
            (200, LineType::PaymentReleased)
        );
        let void = lines(&transfer(hold(), w("a"), IQD, 500), "void");
        assert_eq!(void[0].line_type, LineType::PaymentReleased);
        let refund = lines(&transfer(merchant(), w("a"), IQD, 90), "refund");
        assert_eq!(
            (refund[0].amount, refund[0].line_type),
            (90, LineType::Refund)
        );
        let mint = Account::Mint {
            merchant_id: "mer_1".into(),
        };
        let top = lines(&transfer(mint, w("a"), IQD, 1000), "topup");
        assert_eq!(
            (top[0].line_type, &top[0].counterparty),
            (LineType::TopUp, &Counterparty::Sandbox)
        );
    }

    #[test]
    fn a_transfer_is_a_line_on_each_side_naming_the_other() {
        let ls = lines(&transfer(w("a"), w("b"), IQD, 300), "transfer");
        assert_eq!(ls.len(), 2);
        let a = ls.iter().find(|l| l.user_id == "a").unwrap();
        let b = ls.iter().find(|l| l.user_id == "b").unwrap();
        assert_eq!(
            (a.amount, a.line_type, &a.counterparty),
            (
                -300,
                LineType::TransferOut,
                &Counterparty::User {
                    user_id: "b".into()
                }
            )
        );
        assert_eq!((b.amount, b.line_type), (300, LineType::TransferIn));
    }

    #[test]
    fn postings_to_one_account_are_one_line_and_a_wash_is_none() {
        let mut ps = transfer(w("a"), hold(), IQD, 500).to_vec();
        ps.extend(transfer(hold(), w("a"), IQD, 200));
        let ls = lines(&ps, "reserve");
        assert_eq!((ls.len(), ls[0].amount), (1, -300));
        ps.extend(transfer(hold(), w("a"), IQD, 300));
        assert!(lines(&ps, "void").is_empty());
    }

    #[test]
    fn an_exchange_is_a_line_per_currency() {
        // the exchange's own accounts are issue 30's; here the user's two sides
        let ps = [
            Posting::new(w("a"), Currency::Usd, -100),
            Posting::new(merchant(), Currency::Usd, 100),
            Posting::new(merchant(), IQD, -131_000),
            Posting::new(w("a"), IQD, 131_000),
        ];
        let ls = lines(&ps, "exchange");
        assert_eq!(ls.len(), 2);
        assert!(ls
            .iter()
            .all(|l| l.line_type == LineType::Exchange && l.counterparty == Counterparty::Own));
    }
}
