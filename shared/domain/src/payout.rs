//! Money out to a bank: a merchant's payout of its balance, or a user's cash-out of their
//! wallet (the same record with the user named). The funds leave at once into the
//! merchant's in-transit account, `pending`; an operator or the bank's callback then marks
//! it `paid` (the funds leave to the outside world) or `failed` (they come back to where
//! they came from). One way out of `pending`, once.

use crate::ledger::{transfer, Account, Posting};
use crate::money::Currency;
use crate::{DomainError, ErrorCode};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PayoutStatus {
    Pending,
    Paid,
    Failed,
}

impl PayoutStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            PayoutStatus::Pending => "pending",
            PayoutStatus::Paid => "paid",
            PayoutStatus::Failed => "failed",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Payout {
    pub id: String,
    pub merchant_id: String,
    pub amount: i64,
    pub currency: Currency,
    /// Where the money goes (an IBAN or account the merchant names), as given.
    pub destination: String,
    pub status: PayoutStatus,
    pub failure_reason: Option<String>,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub finished_at: Option<DateTime<Utc>>,
    /// A cash-out: the user whose wallet pays, and how they are paid (`CASH_OUT_METHODS`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cash_out: Option<CashOutBy>,
    /// A scheduled payout: the balance transactions it settles (`crate::settlement`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub settles: Option<Period>,
    /// A cash-out's receipt, issued when it is paid.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub receipt: Option<crate::receipt::ReceiptRef>,
}

/// What a scheduled payout settles: the balance transactions of its currency created in
/// [`from`, `to`) (`from` None: since the first), scheduled payouts' own excepted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Period {
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub from: Option<DateTime<Utc>>,
    #[serde(with = "crate::time::rfc3339")]
    pub to: DateTime<Utc>,
}

/// The user side of a cash-out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CashOutBy {
    pub user_id: String,
    pub method: String,
}

/// How a user may be paid: to a bank account (an IBAN) or a card, or cash at an agent.
pub const CASH_OUT_METHODS: [&str; 3] = ["bank_account", "card", "agent"];

/// What a cash-out keeps of its destination: a card's number only by its last four digits
/// (the run of digits, spaces and dashes that holds it becomes `•••• 1234`; the bank's
/// name around it stays), so no answer, event or stored item holds a full card number.
/// Other methods' destinations are kept as given.
pub fn kept_destination(method: &str, destination: &str) -> String {
    if method != "card" {
        return destination.to_string();
    }
    let is_part = |c: char| c.is_ascii_digit() || c == ' ' || c == '-';
    let mut out = String::new();
    let mut rest = destination;
    while let Some(start) = rest.find(|c: char| c.is_ascii_digit()) {
        out.push_str(&rest[..start]);
        let run = &rest[start..];
        let end = run.find(|c: char| !is_part(c)).unwrap_or(run.len());
        let (number, after) = run.split_at(end);
        let digits: Vec<char> = number.chars().filter(char::is_ascii_digit).collect();
        if digits.len() > 4 {
            let last: String = digits[digits.len() - 4..].iter().collect();
            out.push_str("•••• ");
            out.push_str(&last);
            if number.ends_with(' ') {
                out.push(' ');
            }
        } else {
            out.push_str(number);
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// How a pending payout ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Paid,
    Failed { reason: String },
}

/// The steps that have an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Created,
    Paid,
    Failed,
}

/// A payout's change: the payout after it, and the postings that move its money.
#[derive(Debug, Clone, PartialEq)]
pub struct Finish {
    pub payout: Payout,
    pub postings: Vec<Posting>,
    pub event: &'static str,
}

fn in_transit(m: &str) -> Account {
    Account::InTransit {
        merchant_id: m.into(),
    }
}

impl Payout {
    /// Where the money comes from: the user's wallet for a cash-out, else the merchant's
    /// balance.
    pub fn source(&self) -> Account {
        match &self.cash_out {
            Some(c) => Account::Wallet {
                user_id: c.user_id.clone(),
            },
            None => Account::Merchant {
                merchant_id: self.merchant_id.clone(),
            },
        }
    }

    /// `payout` or `cash_out`: the object's name, its events' prefix, its journal kind.
    pub fn object(&self) -> &'static str {
        if self.cash_out.is_some() {
            "cash_out"
        } else {
            "payout"
        }
    }

    /// The journal's kind of its opening: a scheduled payout's is its own
    /// (`balance::SCHEDULED_PAYOUT`), so the payouts after it do not settle it.
    pub fn opening_kind(&self) -> &'static str {
        match self.settles {
            Some(_) => crate::balance::SCHEDULED_PAYOUT,
            None => self.object(),
        }
    }

    /// The event of this record's `step` (created, paid, failed).
    pub fn event(&self, step: Step) -> &'static str {
        match (self.cash_out.is_some(), step) {
            (false, Step::Created) => "payout.created",
            (false, Step::Paid) => "payout.paid",
            (false, Step::Failed) => "payout.failed",
            (true, Step::Created) => "cash_out.created",
            (true, Step::Paid) => "cash_out.paid",
            (true, Step::Failed) => "cash_out.failed",
        }
    }

    /// The postings that take a new payout's amount out of its source.
    pub fn hold(&self) -> [Posting; 2] {
        transfer(
            self.source(),
            in_transit(&self.merchant_id),
            self.currency,
            self.amount,
        )
    }

    /// Ends a pending payout. The same outcome again is `Ok(None)` (nothing to do: the
    /// bank's callback may come twice); the other outcome after one is a refusal.
    pub fn finish(
        &self,
        outcome: &Outcome,
        now: DateTime<Utc>,
    ) -> Result<Option<Finish>, DomainError> {
        match (self.status, outcome) {
            (PayoutStatus::Pending, _) => {}
            (PayoutStatus::Paid, Outcome::Paid)
            | (PayoutStatus::Failed, Outcome::Failed { .. }) => return Ok(None),
            (done, _) => {
                return Err(DomainError::new(
                    ErrorCode::InvalidPaymentStatus,
                    format!("the payout is already {}", done.as_str()),
                ))
            }
        }
        let mut p = self.clone();
        p.finished_at = Some(now);
        let m = self.merchant_id.clone();
        let (to, event) = match outcome {
            Outcome::Paid => {
                p.status = PayoutStatus::Paid;
                (
                    Account::External {
                        merchant_id: m.clone(),
                    },
                    self.event(Step::Paid),
                )
            }
            Outcome::Failed { reason } => {
                p.status = PayoutStatus::Failed;
                p.failure_reason = Some(reason.clone());
                (self.source(), self.event(Step::Failed))
            }
        };
        let postings = transfer(in_transit(&m), to, self.currency, self.amount).to_vec();
        Ok(Some(Finish {
            payout: p,
            postings,
            event,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_is_kept_by_its_last_four_digits_only() {
        for (given, kept) in [
            ("4111111111111234", "•••• 1234"),
            ("4111 1111 1111 1234", "•••• 1234"),
            ("Rafidain 4111-1111-1111-1234", "Rafidain •••• 1234"),
            ("4111 1111 1111 1234 Rafidain", "•••• 1234 Rafidain"),
            ("1234 Rafidain", "1234 Rafidain"),
            ("sandbox_paid", "sandbox_paid"),
        ] {
            assert_eq!(kept_destination("card", given), kept, "{given}");
        }
        assert_eq!(
            kept_destination("bank_account", "IQ98RAFI0000123456789"),
            "IQ98RAFI0000123456789"
        );
    }
    use crate::ledger::balanced;

    fn pending() -> Payout {
        Payout {
            id: "po_1".into(),
            merchant_id: "mer_1".into(),
            amount: 5_000,
            currency: Currency::Iqd,
            destination: "IQ98RAFI".into(),
            status: PayoutStatus::Pending,
            failure_reason: None,
            created_at: Utc::now(),
            finished_at: None,
            settles: None,
            cash_out: None,
            receipt: None,
        }
    }

    #[test]
    fn a_cash_out_comes_from_the_wallet_and_fails_back_into_it() {
        let mut c = pending();
        c.cash_out = Some(CashOutBy {
            user_id: "usr_1".into(),
            method: "agent".into(),
        });
        let wallet = Account::Wallet {
            user_id: "usr_1".into(),
        };
        assert!(c
            .hold()
            .iter()
            .any(|x| x.account == wallet && x.amount == -5_000));
        let failed = c
            .finish(
                &Outcome::Failed {
                    reason: "no such agent".into(),
                },
                Utc::now(),
            )
            .unwrap()
            .unwrap();
        assert_eq!(failed.event, "cash_out.failed");
        assert!(failed
            .postings
            .iter()
            .any(|x| x.account == wallet && x.amount == 5_000));
        let paid = c.finish(&Outcome::Paid, Utc::now()).unwrap().unwrap();
        assert_eq!(paid.event, "cash_out.paid");
        assert_eq!(c.object(), "cash_out");
        assert_eq!(pending().event(Step::Created), "payout.created");
    }

    #[test]
    fn a_payout_ends_once_and_its_money_goes_out_or_back() {
        let p = pending();
        assert!(balanced(&p.hold()));
        let paid = p.finish(&Outcome::Paid, Utc::now()).unwrap().unwrap();
        assert_eq!(paid.payout.status, PayoutStatus::Paid);
        assert!(balanced(&paid.postings));
        assert!(paid
            .postings
            .iter()
            .any(|x| matches!(x.account, Account::External { .. }) && x.amount == 5_000));
        // the same outcome again is nothing; the other is refused
        assert_eq!(
            paid.payout.finish(&Outcome::Paid, Utc::now()).unwrap(),
            None
        );
        let fail = Outcome::Failed {
            reason: "closed account".into(),
        };
        assert_eq!(
            paid.payout.finish(&fail, Utc::now()).unwrap_err().code,
            ErrorCode::InvalidPaymentStatus
        );
        let failed = p.finish(&fail, Utc::now()).unwrap().unwrap();
        assert!(failed
            .postings
            .iter()
            .any(|x| matches!(x.account, Account::Merchant { .. }) && x.amount == 5_000));
    }
}
