//! Withdrawing cash at an agent: the user asks in the wallet for an amount an agent can pay
//! in banknotes; with the PIN the amount is held (the `Withdrawal{withdrawal_id}` account,
//! kept on the withdrawal as a payment's hold on the payment) and a code is made, valid
//! `TTL_MINUTES`, in two halves: `LOOKUP_DIGITS` shown in the app (which withdrawal) and
//! `SECRET_DIGITS` sent by SMS (the proof: a stolen phone's screen alone is not enough). The
//! agent enters the whole code and the amount: the hold moves to its float and it hands the
//! cash. Wrong secrets count (`MAX_TRIES`, then the withdrawal is cancelled and the hold
//! released); the user may cancel before an agent redeems; expiry releases the hold. Each
//! ending is a move of the withdrawal from `pending`: exactly one happens.

use crate::agent_fees::{self, Charge};
use crate::error::{DomainError, ErrorCode};
use crate::ledger::{transfer, Account, Posting};
use crate::money::Currency;
use crate::receipt::ReceiptRef;
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

pub const TTL_MINUTES: i64 = 15;
pub const MAX_TRIES: u32 = 5;
/// Digits of the half shown in the app: which withdrawal (unique among the merchant's open
/// ones).
pub const LOOKUP_DIGITS: usize = 6;
/// Digits of the half sent by SMS: the secret.
pub const SECRET_DIGITS: usize = 4;

/// Iraqi dinar notes in circulation, largest first.
pub const IQD_NOTES: [i64; 7] = [50_000, 25_000, 10_000, 5_000, 1_000, 500, 250];
/// US dollar notes an agent pays, in cents, largest first (whole dollars only).
pub const USD_NOTES: [i64; 6] = [10_000, 5_000, 2_000, 1_000, 500, 100];
/// The smallest dinar note agents pay unless the merchant says otherwise (250 and 500 notes
/// are scarce at counters).
pub const SMALLEST_IQD_NOTE: i64 = 1_000;

/// What one user may withdraw at agents in a Baghdad day unless the merchant says otherwise
/// (docs/decisions.md, "A user's withdrawals at agents": 2,000,000 IQD as reported for the
/// Central Bank of Iraq's rule, from a weak source; the dollars at about the same value).
pub fn user_daily_cap(c: Currency) -> i64 {
    match c {
        Currency::Iqd => 2_000_000,
        Currency::Usd => 150_000,
    }
}

/// A merchant's settings for cash out at its agents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The smallest dinar note its agents pay (one of `IQD_NOTES`).
    pub smallest_iqd_note: i64,
    /// What one user may withdraw at its agents in a Baghdad day, dinars and cents.
    pub user_daily_iqd: i64,
    pub user_daily_usd: i64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            smallest_iqd_note: SMALLEST_IQD_NOTE,
            user_daily_iqd: user_daily_cap(Currency::Iqd),
            user_daily_usd: user_daily_cap(Currency::Usd),
        }
    }
}

impl Settings {
    pub fn user_daily(&self, c: Currency) -> i64 {
        match c {
            Currency::Iqd => self.user_daily_iqd,
            Currency::Usd => self.user_daily_usd,
        }
    }
}

fn notes_of(c: Currency, smallest_iqd: i64) -> Vec<i64> {
    match c {
        Currency::Iqd => IQD_NOTES
            .iter()
            .copied()
            .filter(|n| *n >= smallest_iqd)
            .collect(),
        Currency::Usd => USD_NOTES.to_vec(),
    }
}

/// The notes that pay `amount` exactly, fewest first by value (largest notes first), as
/// (note, count); None when the notes an agent pays cannot make it.
pub fn notes(c: Currency, amount: i64, smallest_iqd: i64) -> Option<Vec<(i64, i64)>> {
    let all = notes_of(c, smallest_iqd);
    let smallest = *all.last()?;
    if amount <= 0 || amount % smallest != 0 {
        return None;
    }
    let mut left = amount;
    let mut out = Vec::new();
    for n in all {
        if left >= n {
            out.push((n, left / n));
            left %= n;
        }
    }
    (left == 0).then_some(out)
}

/// The amounts nearest `amount` that the notes pay: below (None when nothing is) and above.
pub fn payable(c: Currency, amount: i64, smallest_iqd: i64) -> (Option<i64>, i64) {
    let step = *notes_of(c, smallest_iqd).last().unwrap_or(&1);
    let below = amount / step * step;
    let above = if below == amount {
        amount
    } else {
        below + step
    };
    ((below > 0).then_some(below), above)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Pending,
    Redeemed,
    Canceled,
    Expired,
}

impl Status {
    pub const NAMES: [&'static str; 4] = ["pending", "redeemed", "canceled", "expired"];

    pub const fn as_str(self) -> &'static str {
        Status::NAMES[self as usize]
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Withdrawal {
    pub id: String,
    pub merchant_id: String,
    pub user_id: String,
    pub amount: i64,
    pub currency: Currency,
    pub status: Status,
    /// What the hold keeps: the amount (and the fee when the user pays it) while pending, 0
    /// once it ended.
    pub held: i64,
    /// What its agent's fee schedule charged when it was asked for.
    #[serde(default)]
    pub charge: Charge,
    /// The notes it is paid in, as (note, count), decided when it was asked for.
    #[serde(default)]
    pub notes: Vec<(i64, i64)>,
    /// The half of the code shown in the app.
    pub lookup: String,
    /// A keyed hash of the half sent by SMS (never the digits).
    pub secret_hash: String,
    pub tries_left: u32,
    #[serde(default)]
    pub agent_id: Option<String>,
    /// Why it was canceled: `user`, `wrong_codes`.
    #[serde(default)]
    pub canceled_by: Option<String>,
    #[serde(default)]
    pub receipt: Option<ReceiptRef>,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub expires_at: DateTime<Utc>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub ended_at: Option<DateTime<Utc>>,
}

/// The journal's kinds of a withdrawal's movements.
pub const HOLD: &str = "withdrawal_hold";
pub const PAID: &str = "withdrawal_paid";
pub const RELEASE: &str = "withdrawal_release";

fn status_error(message: &str) -> DomainError {
    DomainError::new(ErrorCode::InvalidWithdrawalStatus, message)
}

/// A change of a withdrawal: the withdrawal after it, its postings and its journal kind.
#[derive(Debug)]
pub struct Moved {
    pub withdrawal: Withdrawal,
    pub postings: Vec<Posting>,
    pub kind: &'static str,
}

impl Withdrawal {
    /// A new withdrawal of `amount` held from user `user_id`'s wallet, and its postings.
    #[allow(clippy::too_many_arguments)]
    pub fn open(
        id: String,
        merchant_id: String,
        user_id: String,
        amount: i64,
        currency: Currency,
        lookup: String,
        secret_hash: String,
        charge: Charge,
        now: DateTime<Utc>,
    ) -> Moved {
        let w = Withdrawal {
            id,
            merchant_id,
            user_id,
            amount,
            currency,
            status: Status::Pending,
            held: amount + charge.user_part(),
            charge,
            notes: vec![],
            lookup,
            secret_hash,
            tries_left: MAX_TRIES,
            agent_id: None,
            canceled_by: None,
            receipt: None,
            created_at: now,
            expires_at: now + Duration::minutes(TTL_MINUTES),
            ended_at: None,
        };
        let postings = transfer(
            Account::Wallet {
                user_id: w.user_id.clone(),
            },
            w.account(),
            currency,
            w.held,
        )
        .to_vec();
        Moved {
            withdrawal: w,
            postings,
            kind: HOLD,
        }
    }

    /// The account its hold is.
    pub fn account(&self) -> Account {
        Account::Withdrawal {
            withdrawal_id: self.id.clone(),
        }
    }

    /// Its status as of `now`: a pending one past its time reads expired before the sweeper
    /// writes it so.
    pub fn status_at(&self, now: DateTime<Utc>) -> Status {
        if self.status == Status::Pending && now >= self.expires_at {
            Status::Expired
        } else {
            self.status
        }
    }

    /// The hold back to the wallet, the withdrawal ended as `status` at `now`.
    fn released(&self, status: Status, now: DateTime<Utc>) -> Moved {
        let postings = transfer(
            self.account(),
            Account::Wallet {
                user_id: self.user_id.clone(),
            },
            self.currency,
            self.held,
        )
        .to_vec();
        Moved {
            withdrawal: Withdrawal {
                status,
                held: 0,
                ended_at: Some(now),
                ..self.clone()
            },
            postings,
            kind: RELEASE,
        }
    }

    fn require_pending(&self, now: DateTime<Utc>) -> Result<(), DomainError> {
        match self.status_at(now) {
            Status::Pending => Ok(()),
            Status::Expired => Err(status_error("the withdrawal expired; ask for a new one")),
            Status::Redeemed => Err(status_error("the withdrawal was paid out already")),
            Status::Canceled => Err(status_error("the withdrawal was canceled")),
        }
    }

    /// Canceled by the user before an agent redeemed it.
    pub fn canceled(&self, now: DateTime<Utc>) -> Result<Moved, DomainError> {
        self.require_pending(now)?;
        let mut m = self.released(Status::Canceled, now);
        m.withdrawal.canceled_by = Some("user".into());
        Ok(m)
    }

    /// Expired: the sweeper (or a redeem that came too late) releases the hold. None when it
    /// is not pending past its time.
    pub fn expired(&self, now: DateTime<Utc>) -> Option<Moved> {
        (self.status == Status::Pending && now >= self.expires_at)
            .then(|| self.released(Status::Expired, now))
    }

    /// A wrong secret tried: one try fewer; the last cancels it and releases the hold.
    pub fn wrong_secret(&self, now: DateTime<Utc>) -> Result<Moved, DomainError> {
        self.require_pending(now)?;
        let left = self.tries_left.saturating_sub(1);
        if left == 0 {
            let mut m = self.released(Status::Canceled, now);
            m.withdrawal.tries_left = 0;
            m.withdrawal.canceled_by = Some("wrong_codes".into());
            return Ok(m);
        }
        Ok(Moved {
            withdrawal: Withdrawal {
                tries_left: left,
                ..self.clone()
            },
            postings: vec![],
            kind: HOLD,
        })
    }

    /// Redeemed by agent `agent_id` for `amount`: the hold to the agent's float.
    pub fn redeemed(
        &self,
        agent_id: &str,
        amount: i64,
        now: DateTime<Utc>,
    ) -> Result<Moved, DomainError> {
        self.require_pending(now)?;
        if amount != self.amount {
            return Err(DomainError::field(
                "amount",
                "is not the withdrawal's amount; ask the user for the amount they asked for",
            ));
        }
        // the amount to the agent's float; the fee to its commission and the merchant
        let mut postings = transfer(
            self.account(),
            Account::AgentFloat {
                agent_id: agent_id.into(),
            },
            self.currency,
            self.amount,
        )
        .to_vec();
        postings.extend(agent_fees::postings(
            &self.charge,
            self.currency,
            self.account(),
            &self.merchant_id,
            agent_id,
        ));
        Ok(Moved {
            withdrawal: Withdrawal {
                status: Status::Redeemed,
                held: 0,
                agent_id: Some(agent_id.into()),
                ended_at: Some(now),
                ..self.clone()
            },
            postings,
            kind: PAID,
        })
    }
}

/// A code's two halves from what an agent typed (ASCII digits, `LOOKUP_DIGITS` then
/// `SECRET_DIGITS`, spaces and dashes allowed); None when it is not such a code.
pub fn split(code: &str) -> Option<(String, String)> {
    let digits: String = code.chars().filter(|c| !" -".contains(*c)).collect();
    if digits.len() != LOOKUP_DIGITS + SECRET_DIGITS || !digits.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let (a, b) = digits.split_at(LOOKUP_DIGITS);
    Some((a.to_string(), b.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::balanced;

    fn t(min: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000, 0).unwrap() + Duration::minutes(min)
    }

    fn w() -> Withdrawal {
        Withdrawal::open(
            "wd_1".into(),
            "mer_1".into(),
            "usr_1".into(),
            25_000,
            Currency::Iqd,
            "123456".into(),
            "h".into(),
            Charge::default(),
            t(0),
        )
        .withdrawal
    }

    /// The notes an agent hands over, checked by hand.
    #[test]
    fn banknotes_pay_what_they_can_and_nothing_else() {
        type Notes = Option<Vec<(i64, i64)>>;
        let table: [(Currency, i64, i64, Notes); 10] = [
            (Currency::Iqd, 25_000, 1_000, Some(vec![(25_000, 1)])),
            (
                Currency::Iqd,
                86_000,
                1_000,
                Some(vec![(50_000, 1), (25_000, 1), (10_000, 1), (1_000, 1)]),
            ),
            (Currency::Iqd, 1_000, 1_000, Some(vec![(1_000, 1)])),
            (Currency::Iqd, 1_250, 1_000, None),
            (Currency::Iqd, 1_250, 250, Some(vec![(1_000, 1), (250, 1)])),
            (Currency::Iqd, 750, 250, Some(vec![(500, 1), (250, 1)])),
            (Currency::Iqd, 150_000, 5_000, Some(vec![(50_000, 3)])),
            (Currency::Iqd, 0, 1_000, None),
            (
                Currency::Usd,
                18_700,
                1_000,
                Some(vec![
                    (10_000, 1),
                    (5_000, 1),
                    (2_000, 1),
                    (1_000, 1),
                    (500, 1),
                    (100, 2),
                ]),
            ),
            (Currency::Usd, 1_050, 1_000, None),
        ];
        for (c, amount, smallest, want) in table {
            assert_eq!(
                notes(c, amount, smallest),
                want,
                "{c:?} {amount} from {smallest}"
            );
        }
        assert_eq!(
            payable(Currency::Iqd, 24_500, 1_000),
            (Some(24_000), 25_000)
        );
        assert_eq!(
            payable(Currency::Iqd, 25_000, 1_000),
            (Some(25_000), 25_000)
        );
        assert_eq!(payable(Currency::Iqd, 400, 1_000), (None, 1_000));
        assert_eq!(payable(Currency::Usd, 1_050, 1_000), (Some(1_000), 1_100));
    }

    #[test]
    fn each_ending_moves_the_hold_once_and_balances() {
        let now = t(1);
        let paid = w().redeemed("ag_1", 25_000, now).unwrap();
        assert!(balanced(&paid.postings));
        assert_eq!(
            (paid.withdrawal.status, paid.withdrawal.held),
            (Status::Redeemed, 0)
        );
        assert!(matches!(
            paid.postings[1].account,
            Account::AgentFloat { .. }
        ));
        // once redeemed, nothing else happens
        let after = paid.withdrawal;
        assert!(after.canceled(now).is_err());
        assert!(after.redeemed("ag_2", 25_000, now).is_err());
        assert!(after.expired(t(60)).is_none());
        // the user cancels; the sweeper expires; a wrong amount moves nothing
        let c = w().canceled(now).unwrap();
        assert!(matches!(c.postings[1].account, Account::Wallet { .. }));
        assert_eq!(c.withdrawal.canceled_by.as_deref(), Some("user"));
        assert!(w().expired(t(14)).is_none());
        let e = w().expired(t(15)).unwrap();
        assert_eq!((e.withdrawal.status, e.kind), (Status::Expired, RELEASE));
        assert_eq!(w().status_at(t(15)), Status::Expired);
        assert!(w().redeemed("ag_1", 25_000, t(15)).is_err());
        assert_eq!(
            w().redeemed("ag_1", 24_000, now).unwrap_err().code,
            ErrorCode::ValidationError
        );
    }

    #[test]
    fn a_fee_the_user_pays_is_held_with_the_amount_and_shared_when_paid_out() {
        let charge = Charge {
            fee: 500,
            user_pays: true,
            agent_share: 300,
        };
        let m = Withdrawal::open(
            "wd_2".into(),
            "mer_1".into(),
            "usr_1".into(),
            25_000,
            Currency::Iqd,
            "654321".into(),
            "h".into(),
            charge,
            t(0),
        );
        assert_eq!((m.withdrawal.held, m.postings[0].amount), (25_500, -25_500));
        let paid = m.withdrawal.redeemed("ag_1", 25_000, t(1)).unwrap();
        assert!(balanced(&paid.postings));
        let to = |f: fn(&Account) -> bool| {
            paid.postings
                .iter()
                .filter(|p| f(&p.account))
                .map(|p| p.amount)
                .sum::<i64>()
        };
        assert_eq!(to(|a| matches!(a, Account::AgentFloat { .. })), 25_000);
        assert_eq!(to(|a| matches!(a, Account::AgentCommission { .. })), 300);
        assert_eq!(to(|a| matches!(a, Account::Merchant { .. })), 200);
        assert_eq!(to(|a| matches!(a, Account::Withdrawal { .. })), -25_500);
        // canceled, all of it comes back
        let m = Withdrawal::open(
            "wd_3".into(),
            "mer_1".into(),
            "usr_1".into(),
            25_000,
            Currency::Iqd,
            "654322".into(),
            "h".into(),
            charge,
            t(0),
        );
        assert_eq!(
            m.withdrawal.canceled(t(1)).unwrap().postings[1].amount,
            25_500
        );
    }

    #[test]
    fn five_wrong_secrets_cancel_and_release() {
        let mut x = w();
        for left in (1..MAX_TRIES).rev() {
            let m = x.wrong_secret(t(1)).unwrap();
            assert!(m.postings.is_empty());
            assert_eq!(m.withdrawal.tries_left, left);
            x = m.withdrawal;
        }
        let last = x.wrong_secret(t(1)).unwrap();
        assert_eq!(
            (
                last.withdrawal.status,
                last.withdrawal.canceled_by.as_deref(),
                last.postings.len()
            ),
            (Status::Canceled, Some("wrong_codes"), 2)
        );
    }

    #[test]
    fn a_code_is_its_two_halves() {
        assert_eq!(split("123456 7890"), Some(("123456".into(), "7890".into())));
        assert_eq!(
            split("123-456-7890"),
            Some(("123456".into(), "7890".into()))
        );
        assert_eq!(split("12345"), None);
        assert_eq!(split("12345678901"), None);
        assert_eq!(split("12345a7890"), None);
    }
}
