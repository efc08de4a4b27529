//! Dual control (maker-checker): a money-moving or risk-changing admin action by one person
//! is held as an approval request with the exact change; a second person who may do the
//! action approves it (which executes the change in the same transaction as the request's
//! state change) or rejects it. Pure: the callers pass the time in.

use crate::operators::Permission;
use crate::Currency;
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// How long a request waits for its second person.
pub const APPROVAL_SECS: i64 = 24 * 60 * 60;

/// The actions that take two people.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// A deposit to a merchant's balance.
    Deposit,
    /// Completing or failing a payout or a cash-out at or above the threshold.
    CompletePayout,
    FailPayout,
    CompleteCashOut,
    FailCashOut,
    /// A change of a merchant's limits.
    SetLimits,
    /// A change of a merchant's commission (with whatever else the same change sets).
    UpdateMerchant,
    /// Setting the exchange rates.
    SetRates,
    /// Lifting a freeze.
    Unfreeze,
    /// Approving a merchant.
    ApproveMerchant,
    /// Changing a transaction monitoring rule.
    SetRule,
    /// Unfreezing the user of a compliance case: the operator's freeze and the compliance
    /// hold, a confirmed match's included.
    CaseUnfreeze,
}

impl Action {
    pub const ALL: [Action; 12] = [
        Action::Deposit,
        Action::CompletePayout,
        Action::FailPayout,
        Action::CompleteCashOut,
        Action::FailCashOut,
        Action::SetLimits,
        Action::UpdateMerchant,
        Action::SetRates,
        Action::Unfreeze,
        Action::ApproveMerchant,
        Action::SetRule,
        Action::CaseUnfreeze,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            Action::Deposit => "deposit",
            Action::CompletePayout => "complete_payout",
            Action::FailPayout => "fail_payout",
            Action::CompleteCashOut => "complete_cash_out",
            Action::FailCashOut => "fail_cash_out",
            Action::SetLimits => "set_limits",
            Action::UpdateMerchant => "update_merchant",
            Action::SetRates => "set_rates",
            Action::Unfreeze => "unfreeze",
            Action::ApproveMerchant => "approve_merchant",
            Action::SetRule => "set_rule",
            Action::CaseUnfreeze => "case_unfreeze",
        }
    }

    pub fn parse(s: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.as_str() == s)
    }

    /// What the maker and the checker must each hold.
    pub fn permission(self) -> Permission {
        match self {
            Action::Deposit => Permission::DepositsCreate,
            Action::CompletePayout | Action::FailPayout => Permission::PayoutsComplete,
            Action::CompleteCashOut | Action::FailCashOut => Permission::CashOutsComplete,
            Action::SetLimits => Permission::LimitsWrite,
            Action::UpdateMerchant | Action::ApproveMerchant => Permission::MerchantsWrite,
            Action::SetRates => Permission::FxWrite,
            Action::Unfreeze => Permission::UsersFreeze,
            Action::SetRule => Permission::RulesWrite,
            Action::CaseUnfreeze => Permission::AlertsWrite,
        }
    }
}

/// The amount at or above which completing or failing a payout or cash-out takes two
/// people: 5,000,000 IQD, 5,000.00 USD (docs/operations.md).
pub fn payout_threshold(c: Currency) -> i64 {
    match c {
        Currency::Iqd => 5_000_000,
        Currency::Usd => 500_000,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    PendingApproval,
    /// Approved, and the change made in the same transaction.
    Approved,
    Rejected,
    /// The change, when the checker approved it, was refused (the error is kept).
    Failed,
}

impl Status {
    pub const fn as_str(self) -> &'static str {
        match self {
            Status::PendingApproval => "pending_approval",
            Status::Approved => "approved",
            Status::Rejected => "rejected",
            Status::Failed => "failed",
        }
    }

    pub fn parse(s: &str) -> Option<Status> {
        [
            Status::PendingApproval,
            Status::Approved,
            Status::Rejected,
            Status::Failed,
        ]
        .into_iter()
        .find(|x| x.as_str() == s)
    }
}

/// Who made or decided a request: an operator's or key's id (`break_glass` for the
/// bootstrap key) and their e-mail or service.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Person {
    pub id: String,
    pub name: String,
}

/// One request for a second person.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Approval {
    pub id: String,
    pub action: Action,
    /// The object it changes (a merchant, a payout, a cash-out, a user; empty for rates).
    pub target: String,
    /// The exact change: the request's body as the maker sent it.
    pub change: Value,
    pub status: Status,
    pub maker: Person,
    pub checker: Option<Person>,
    pub reason: Option<String>,
    /// What the change answered (approved) or the error it was refused with (failed).
    pub outcome: Option<Value>,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub expires_at: DateTime<Utc>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub decided_at: Option<DateTime<Utc>>,
}

/// Why a person may not decide a request.
#[derive(Debug, Clone, PartialEq)]
pub enum Refusal {
    /// The maker never approves (nor rejects) their own.
    OwnRequest,
    /// Decided already (approved, rejected or failed).
    Decided(Status),
    Expired,
}

impl Approval {
    pub fn new(
        id: String,
        action: Action,
        target: String,
        change: Value,
        maker: Person,
        now: DateTime<Utc>,
    ) -> Approval {
        Approval {
            id,
            action,
            target,
            change,
            status: Status::PendingApproval,
            maker,
            checker: None,
            reason: None,
            outcome: None,
            created_at: now,
            expires_at: now + Duration::seconds(APPROVAL_SECS),
            decided_at: None,
        }
    }

    /// Whether `checker` may decide this request at `now`.
    pub fn refusal(&self, checker_id: &str, now: DateTime<Utc>) -> Option<Refusal> {
        if self.status != Status::PendingApproval {
            return Some(Refusal::Decided(self.status));
        }
        if now >= self.expires_at {
            return Some(Refusal::Expired);
        }
        if checker_id == self.maker.id {
            return Some(Refusal::OwnRequest);
        }
        None
    }

    /// The status a list shows: a pending request past its time is expired.
    pub fn shown_status(&self, now: DateTime<Utc>) -> &'static str {
        match self.status {
            Status::PendingApproval if now >= self.expires_at => "expired",
            s => s.as_str(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn person(id: &str) -> Person {
        Person {
            id: id.into(),
            name: format!("{id}@ops.example"),
        }
    }

    #[test]
    fn the_maker_never_decides_and_a_request_is_decided_once_in_its_day() {
        let t0 = DateTime::<Utc>::from_timestamp(2_000_000_000, 0).unwrap();
        let mut a = Approval::new(
            "apr_1".into(),
            Action::Deposit,
            "mer_1".into(),
            json!({"amount": 5}),
            person("opr_maker"),
            t0,
        );
        assert_eq!(a.refusal("opr_maker", t0), Some(Refusal::OwnRequest));
        assert_eq!(a.refusal("opr_checker", t0), None);
        let late = t0 + Duration::seconds(APPROVAL_SECS);
        assert_eq!(a.refusal("opr_checker", late), Some(Refusal::Expired));
        assert_eq!(a.shown_status(late), "expired");
        assert_eq!(a.shown_status(t0), "pending_approval");
        a.status = Status::Approved;
        assert_eq!(
            a.refusal("opr_other", t0),
            Some(Refusal::Decided(Status::Approved))
        );
    }

    #[test]
    fn each_action_needs_the_permission_of_its_route() {
        for a in Action::ALL {
            assert_eq!(Action::parse(a.as_str()), Some(a));
        }
        assert_eq!(Action::Deposit.permission(), Permission::DepositsCreate);
        assert_eq!(Action::Unfreeze.permission(), Permission::UsersFreeze);
        assert_eq!(Action::SetRates.permission(), Permission::FxWrite);
        assert!(payout_threshold(Currency::Iqd) > payout_threshold(Currency::Usd));
    }
}
