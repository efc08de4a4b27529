//! Subscriptions, the pure part: plans, the billing calendar and the state machine. (Over
//! 700 lines on purpose: half of it is the calendar's and the machine's tests.)
//!
//! **Calendar.** Period `n` starts at the anchor plus `n` intervals, always counted from the
//! anchor, so month-end dates clamp and snap back: a 31 January anchor bills on 28 (or 29)
//! February, 31 March, 30 April, 31 May… (chrono's month arithmetic clamps to the month's
//! last day).
//!
//! **States** (the spec's five): `trialing`, `active`, `past_due`, `paused`, `canceled`.
//!
//! | from | event | to |
//! |---|---|---|
//! | trialing | trial ends, charge succeeds | active |
//! | trialing, active | a period's charge fails | past_due (retries 1, 3, 7 days after the failure); grace 0: canceled |
//! | past_due | a retry (scheduled or after a top-up) succeeds | active |
//! | past_due | grace period ends | canceled |
//! | trialing, active, past_due | pause | paused |
//! | paused | resume | active (trialing while the trial lasts); the next period on the anchor calendar after now: paused periods are not billed. Paused while past_due: past_due, the failed period still owed |
//! | any but canceled | cancel now | canceled |
//! | any but canceled | cancel at period end | (same state) then canceled at the period's end |
//!
//! `Subscription::next_step` says what is due next and when; the billing run applies it
//! (`charged`, `charge_failed`, `trial_noticed`, `end`), each change with its events.
//!
//! Refused moves answer INVALID_PAYMENT_STATUS with the subscription's status.

use crate::error::{DomainError, ErrorCode};
use crate::money::{Currency, MAX_AMOUNT};
use chrono::{DateTime, Duration, Months, Utc};
use serde::{Deserialize, Serialize};

pub const DEFAULT_GRACE_DAYS: u32 = 7;
pub const MAX_GRACE_DAYS: u32 = 90;
pub const MAX_TRIAL_DAYS: u32 = 730;
pub const MAX_INTERVAL_COUNT: u32 = 12;
/// Days after the first failure on which a charge is retried.
pub const RETRY_DAYS: [i64; 3] = [1, 3, 7];
/// Days before a trial's end that `subscription.trial_ending` is sent.
pub const TRIAL_NOTICE_DAYS: i64 = 3;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Interval {
    Daily,
    Weekly,
    Monthly,
    Yearly,
}

impl Interval {
    pub fn parse(s: &str) -> Option<Interval> {
        match s {
            "daily" => Some(Interval::Daily),
            "weekly" => Some(Interval::Weekly),
            "monthly" => Some(Interval::Monthly),
            "yearly" => Some(Interval::Yearly),
            _ => None,
        }
    }
}

/// The start of period `n` (0 = the anchor) for `count` × `interval`, counted from the anchor.
pub fn period_start(
    anchor: DateTime<Utc>,
    interval: Interval,
    count: u32,
    n: u32,
) -> Option<DateTime<Utc>> {
    let steps = n.checked_mul(count)?;
    match interval {
        Interval::Daily => anchor.checked_add_signed(Duration::days(i64::from(steps))),
        Interval::Weekly => anchor.checked_add_signed(Duration::weeks(i64::from(steps))),
        Interval::Monthly => anchor.checked_add_months(Months::new(steps)),
        Interval::Yearly => anchor.checked_add_months(Months::new(steps.checked_mul(12)?)),
    }
}

/// The first period index whose start is after `t` (for resuming: the next date on the
/// anchor calendar).
pub fn next_period_after(
    anchor: DateTime<Utc>,
    interval: Interval,
    count: u32,
    t: DateTime<Utc>,
) -> Option<u32> {
    let mut n = 0u32;
    loop {
        if period_start(anchor, interval, count, n)? > t {
            return Some(n);
        }
        n = n.checked_add(1)?;
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SubscriptionStatus {
    Trialing,
    Active,
    PastDue,
    Paused,
    Canceled,
}

impl SubscriptionStatus {
    pub const ALL: [SubscriptionStatus; 5] = [
        SubscriptionStatus::Trialing,
        SubscriptionStatus::Active,
        SubscriptionStatus::PastDue,
        SubscriptionStatus::Paused,
        SubscriptionStatus::Canceled,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            SubscriptionStatus::Trialing => "trialing",
            SubscriptionStatus::Active => "active",
            SubscriptionStatus::PastDue => "past_due",
            SubscriptionStatus::Paused => "paused",
            SubscriptionStatus::Canceled => "canceled",
        }
    }

    pub fn parse(s: &str) -> Option<SubscriptionStatus> {
        SubscriptionStatus::ALL
            .into_iter()
            .find(|x| x.as_str() == s)
    }
}

/// A plan's terms, checked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Terms {
    pub amount: i64,
    pub currency: Currency,
    pub interval: Interval,
    pub interval_count: u32,
    pub trial_days: u32,
    pub grace_period_days: u32,
}

impl Terms {
    pub fn check(&self) -> Result<(), DomainError> {
        if !(1..=MAX_AMOUNT).contains(&self.amount) {
            return Err(DomainError::field(
                "amount",
                format!("must be a positive integer up to {MAX_AMOUNT}"),
            ));
        }
        if !(1..=MAX_INTERVAL_COUNT).contains(&self.interval_count) {
            return Err(DomainError::field(
                "interval_count",
                format!("must be between 1 and {MAX_INTERVAL_COUNT}"),
            ));
        }
        if self.trial_days > MAX_TRIAL_DAYS {
            return Err(DomainError::field(
                "trial_days",
                format!("must be between 0 and {MAX_TRIAL_DAYS}"),
            ));
        }
        if self.grace_period_days > MAX_GRACE_DAYS {
            return Err(DomainError::field(
                "grace_period_days",
                format!("must be between 0 and {MAX_GRACE_DAYS}"),
            ));
        }
        Ok(())
    }
}

/// Where a failed period stands: when it first failed and how many retries were made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dunning {
    #[serde(with = "crate::time::rfc3339")]
    pub failed_at: DateTime<Utc>,
    pub retries: u32,
}

impl Dunning {
    /// When the next retry is due (None: no retry left).
    pub fn next_retry(&self) -> Option<DateTime<Utc>> {
        RETRY_DAYS
            .get(self.retries as usize)
            .map(|d| self.failed_at + Duration::days(*d))
    }

    /// When the grace period ends and the subscription is canceled.
    pub fn grace_ends(&self, grace_days: u32) -> DateTime<Utc> {
        self.failed_at + Duration::days(i64::from(grace_days))
    }
}

/// A move the merchant asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    Pause,
    Resume,
    CancelNow,
    CancelAtPeriodEnd,
}

/// Whether a move is allowed from a status.
pub fn allowed(from: SubscriptionStatus, m: Move) -> Result<(), DomainError> {
    use SubscriptionStatus::*;
    let ok = match m {
        Move::Pause => matches!(from, Trialing | Active | PastDue),
        Move::Resume => from == Paused,
        Move::CancelNow | Move::CancelAtPeriodEnd => from != Canceled,
    };
    if ok {
        Ok(())
    } else {
        let what = match m {
            Move::Pause => "pause",
            Move::Resume => "resume",
            Move::CancelNow | Move::CancelAtPeriodEnd => "cancel",
        };
        Err(DomainError::new(
            ErrorCode::InvalidPaymentStatus,
            format!("cannot {what} a subscription that is {}", from.as_str()),
        )
        .with_details(serde_json::json!({ "status": from.as_str() })))
    }
}

/// When `subscription.trial_ending` is due: 3 days before the trial's end, or at once when
/// the trial is shorter.
pub fn trial_notice_at(start: DateTime<Utc>, trial_end: DateTime<Utc>) -> DateTime<Utc> {
    (trial_end - Duration::days(TRIAL_NOTICE_DAYS)).max(start)
}

/// Why a charge was refused, as the subscription and its events show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChargeFailure {
    /// The error code the charge met (INSUFFICIENT_BALANCE, PIN_BLOCKED, WALLET_NOT_FOUND).
    pub code: String,
    pub message: String,
    #[serde(with = "crate::time::rfc3339")]
    pub at: DateTime<Utc>,
}

/// Why a subscription ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CancelReason {
    /// The merchant canceled it (now, or at the end of the period).
    Requested,
    /// The grace period ended without a successful payment.
    PaymentFailed,
}

/// Which attempt at a period's charge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Attempt {
    /// On the period's date (or at the trial's end).
    Scheduled,
    /// The k-th automatic retry (1, 2, 3: 1, 3 and 7 days after the failure).
    Retry(u32),
    /// A retry at once because the customer's wallet was topped up (the k-th such).
    TopUp(u32),
}

/// The next thing the billing run does to a subscription.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    TrialNotice,
    Charge {
        period: u32,
        attempt: Attempt,
    },
    /// The grace period ended: canceled for non-payment.
    EndGrace,
    /// The period ended on a subscription canceled at period end.
    EndAtPeriodEnd,
}

impl Step {
    /// The worker effect key of this step on `sub` (what, to which subscription, for which
    /// period): written with a not-exists condition in the step's transaction.
    pub fn effect(&self, sub: &Subscription) -> String {
        let id = &sub.id;
        match self {
            Step::TrialNotice => format!("sub:{id}:trial_ending"),
            Step::Charge { period, attempt } => match attempt {
                Attempt::Scheduled => format!("sub:{id}:charge:{period}:0"),
                Attempt::Retry(k) => format!("sub:{id}:charge:{period}:r{k}"),
                Attempt::TopUp(k) => format!("sub:{id}:charge:{period}:t{k}"),
            },
            Step::EndGrace => format!("sub:{id}:grace_end:{}", sub.next_period),
            Step::EndAtPeriodEnd => format!("sub:{id}:period_end"),
        }
    }
}

/// A subscription: a customer billed on a plan's terms (copied at enrollment; plans never
/// change). Period `n` is `[period_start(n), period_start(n + 1))` on the anchor's calendar;
/// `next_period` is the first period not paid yet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Subscription {
    pub id: String,
    pub merchant_id: String,
    pub plan_id: String,
    /// The customer as the merchant named it (a service or external id).
    pub customer_id: String,
    pub user_id: String,
    pub external_user_id: String,
    pub terms: Terms,
    pub status: SubscriptionStatus,
    /// The start of period 0: the enrollment, or the trial's end.
    #[serde(with = "crate::time::rfc3339")]
    pub anchor: DateTime<Utc>,
    pub next_period: u32,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub trial_start: Option<DateTime<Utc>>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub trial_end: Option<DateTime<Utc>>,
    pub trial_notice_sent: bool,
    /// Set while past_due: the failure of `next_period`'s charge and the retries made.
    pub dunning: Option<Dunning>,
    /// Top-up retries made during the current dunning.
    pub topup_retries: u32,
    pub cancel_at_period_end: bool,
    /// After a pause taken while past_due: the first period billed once the unpaid one is
    /// paid (the periods that began while paused are not billed).
    #[serde(default)]
    pub resume_period: Option<u32>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub activated_at: Option<DateTime<Utc>>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub paused_at: Option<DateTime<Utc>>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub resumed_at: Option<DateTime<Utc>>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub canceled_at: Option<DateTime<Utc>>,
    pub cancellation_reason: Option<CancelReason>,
    pub latest_payment_id: Option<String>,
    pub last_failure: Option<ChargeFailure>,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub updated_at: DateTime<Utc>,
}

/// A subscription after a change, and the events the change emits (in order).
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub sub: Subscription,
    pub events: Vec<&'static str>,
}

/// Who the subscription bills and on what terms (for `Subscription::start`).
pub struct Enrollment {
    pub id: String,
    pub merchant_id: String,
    pub plan_id: String,
    pub customer_id: String,
    pub user_id: String,
    pub external_user_id: String,
    pub terms: Terms,
}

impl Subscription {
    /// A new subscription at `now`: `trialing` until the trial's end when the plan has a
    /// trial (events: created), else `active` (the caller charges period 0 in the same
    /// transaction: `charged` follows).
    pub fn start(e: Enrollment, now: DateTime<Utc>) -> Outcome {
        let trial_end =
            (e.terms.trial_days > 0).then(|| now + Duration::days(i64::from(e.terms.trial_days)));
        let sub = Subscription {
            id: e.id,
            merchant_id: e.merchant_id,
            plan_id: e.plan_id,
            customer_id: e.customer_id,
            user_id: e.user_id,
            external_user_id: e.external_user_id,
            terms: e.terms,
            status: if trial_end.is_some() {
                SubscriptionStatus::Trialing
            } else {
                SubscriptionStatus::Active
            },
            anchor: trial_end.unwrap_or(now),
            next_period: 0,
            trial_start: trial_end.map(|_| now),
            trial_end,
            trial_notice_sent: false,
            dunning: None,
            topup_retries: 0,
            cancel_at_period_end: false,
            resume_period: None,
            activated_at: None,
            paused_at: None,
            resumed_at: None,
            canceled_at: None,
            cancellation_reason: None,
            latest_payment_id: None,
            last_failure: None,
            created_at: now,
            updated_at: now,
        };
        Outcome {
            sub,
            events: vec!["subscription.created"],
        }
    }

    /// The start of period `n` (None only past the calendar's end, centuries away).
    pub fn period_start(&self, n: u32) -> Option<DateTime<Utc>> {
        period_start(
            self.anchor,
            self.terms.interval,
            self.terms.interval_count,
            n,
        )
    }

    /// The period the subscription is in: the last paid one (or, while past_due, the one
    /// being collected); the trial while trialing.
    pub fn current_period(&self) -> Option<(DateTime<Utc>, DateTime<Utc>)> {
        if self.in_trial() {
            return self.trial_start.zip(self.trial_end);
        }
        let n = if self.dunning.is_some() {
            self.next_period
        } else {
            self.next_period.checked_sub(1)?
        };
        self.period_start(n).zip(self.period_start(n + 1))
    }

    /// Trialing, or paused during the trial (nothing paid yet): the trial is the period.
    fn in_trial(&self) -> bool {
        match self.status {
            SubscriptionStatus::Trialing => true,
            SubscriptionStatus::Paused => {
                self.next_period == 0 && self.dunning.is_none() && self.trial_end.is_some()
            }
            _ => false,
        }
    }

    /// When the current period ends (what "cancel at period end" waits for): the trial's
    /// end while trialing, or paused during the trial.
    pub fn period_end(&self) -> Option<DateTime<Utc>> {
        if self.in_trial() {
            return self.trial_end;
        }
        self.current_period().map(|(_, end)| end)
    }

    /// When the grace period ends, while past_due.
    pub fn grace_ends(&self) -> Option<DateTime<Utc>> {
        self.dunning
            .map(|d| d.grace_ends(self.terms.grace_period_days))
    }

    /// The next retry, while past_due, if it comes before the grace period ends.
    pub fn next_retry(&self) -> Option<DateTime<Utc>> {
        let d = self.dunning?;
        d.next_retry().filter(|t| Some(*t) <= self.grace_ends())
    }

    /// The next thing due and when (None: nothing will ever be due without a move).
    pub fn next_step(&self) -> Option<(Step, DateTime<Utc>)> {
        use SubscriptionStatus::*;
        let end_at_period_end = || {
            self.cancel_at_period_end
                .then(|| self.period_end().map(|t| (Step::EndAtPeriodEnd, t)))
                .flatten()
        };
        match self.status {
            Canceled => None,
            Paused => end_at_period_end(),
            Trialing => {
                let end = self.trial_end?;
                if !self.trial_notice_sent {
                    let start = self.trial_start.unwrap_or(self.created_at);
                    return Some((Step::TrialNotice, trial_notice_at(start, end)));
                }
                end_at_period_end().or(Some((
                    Step::Charge {
                        period: 0,
                        attempt: Attempt::Scheduled,
                    },
                    end,
                )))
            }
            Active => end_at_period_end().or_else(|| {
                self.period_start(self.next_period).map(|t| {
                    (
                        Step::Charge {
                            period: self.next_period,
                            attempt: Attempt::Scheduled,
                        },
                        t,
                    )
                })
            }),
            PastDue => {
                let d = self.dunning?;
                let mut options: Vec<(Step, DateTime<Utc>)> = Vec::new();
                if let Some(t) = self.next_retry() {
                    options.push((
                        Step::Charge {
                            period: self.next_period,
                            attempt: Attempt::Retry(d.retries + 1),
                        },
                        t,
                    ));
                }
                options.extend(end_at_period_end());
                options.push((Step::EndGrace, d.grace_ends(self.terms.grace_period_days)));
                // the earliest; on a tie, in the order above (a retry before the end)
                options.into_iter().min_by_key(|(_, t)| *t)
            }
        }
    }

    fn next(&self, now: DateTime<Utc>) -> Subscription {
        let mut s = self.clone();
        s.updated_at = now;
        s
    }

    fn ended(mut self, reason: CancelReason, now: DateTime<Utc>) -> Subscription {
        self.status = SubscriptionStatus::Canceled;
        self.canceled_at = Some(now);
        self.cancellation_reason = Some(reason);
        self.cancel_at_period_end = false;
        self.dunning = None;
        self
    }

    /// `subscription.trial_ending` was sent.
    pub fn trial_noticed(&self, now: DateTime<Utc>) -> Outcome {
        let mut s = self.next(now);
        s.trial_notice_sent = true;
        Outcome {
            sub: s,
            events: vec!["subscription.trial_ending"],
        }
    }

    /// `period` was paid by `payment_id` through `attempt`.
    pub fn charged(
        &self,
        period: u32,
        attempt: Attempt,
        payment_id: &str,
        now: DateTime<Utc>,
    ) -> Outcome {
        let mut s = self.next(now);
        let mut events = Vec::new();
        if !matches!(attempt, Attempt::Scheduled) {
            events.push("subscription.payment_retry");
        }
        s.status = SubscriptionStatus::Active;
        s.next_period = (period + 1).max(s.resume_period.take().unwrap_or(0));
        s.dunning = None;
        s.topup_retries = 0;
        s.last_failure = None;
        s.latest_payment_id = Some(payment_id.to_string());
        if s.activated_at.is_none() {
            s.activated_at = Some(now);
            events.push("subscription.activated");
        }
        events.push("subscription.payment_succeeded");
        Outcome { sub: s, events }
    }

    /// `attempt` at `period`'s charge failed with `failure`.
    pub fn charge_failed(&self, attempt: Attempt, failure: ChargeFailure) -> Outcome {
        let now = failure.at;
        let mut s = self.next(now);
        s.last_failure = Some(failure);
        let mut events = Vec::new();
        match attempt {
            Attempt::Scheduled => {
                events.push("subscription.payment_failed");
                if s.terms.grace_period_days == 0 {
                    events.push("subscription.canceled");
                    return Outcome {
                        sub: s.ended(CancelReason::PaymentFailed, now),
                        events,
                    };
                }
                s.status = SubscriptionStatus::PastDue;
                s.dunning = Some(Dunning {
                    failed_at: now,
                    retries: 0,
                });
                s.topup_retries = 0;
                events.push("subscription.past_due");
            }
            Attempt::Retry(k) => {
                events.extend(["subscription.payment_retry", "subscription.payment_failed"]);
                if let Some(d) = s.dunning.as_mut() {
                    d.retries = k;
                }
            }
            Attempt::TopUp(k) => {
                events.extend(["subscription.payment_retry", "subscription.payment_failed"]);
                s.topup_retries = k;
            }
        }
        if s.grace_ends().is_some_and(|g| now >= g) {
            events.push("subscription.canceled");
            return Outcome {
                sub: s.ended(CancelReason::PaymentFailed, now),
                events,
            };
        }
        Outcome { sub: s, events }
    }

    /// The grace period ended (EndGrace) or the period of a subscription canceled at its
    /// end ended (EndAtPeriodEnd).
    pub fn end(&self, step: Step, now: DateTime<Utc>) -> Outcome {
        let reason = match step {
            Step::EndGrace => CancelReason::PaymentFailed,
            _ => CancelReason::Requested,
        };
        Outcome {
            sub: self.next(now).ended(reason, now),
            events: vec!["subscription.canceled"],
        }
    }

    /// Pause: no charges, no retries, no grace clock until resumed.
    pub fn pause(&self, now: DateTime<Utc>) -> Result<Outcome, DomainError> {
        allowed(self.status, Move::Pause)?;
        let mut s = self.next(now);
        s.status = SubscriptionStatus::Paused;
        s.paused_at = Some(now);
        Ok(Outcome {
            sub: s,
            events: vec!["subscription.paused"],
        })
    }

    /// Resume: back to `trialing` while the trial lasts, else `active` with the next charge
    /// on the anchor calendar: the first period not yet paid, or if that one began while
    /// paused, the first period that starts after now (paused periods are not billed).
    /// Paused while past_due, it resumes past_due: the unpaid period stays owed, its retries
    /// and grace clock go on from where the pause stopped them, and once it is paid billing
    /// goes on from the first period that starts after the resume.
    pub fn resume(&self, now: DateTime<Utc>) -> Result<Outcome, DomainError> {
        allowed(self.status, Move::Resume)?;
        let mut s = self.next(now);
        let paused_for = s.paused_at.map_or(Duration::zero(), |t| now - t);
        s.paused_at = None;
        s.resumed_at = Some(now);
        if let Some(d) = s.dunning {
            s.status = SubscriptionStatus::PastDue;
            s.dunning = Some(Dunning {
                failed_at: d.failed_at + paused_for.max(Duration::zero()),
                retries: d.retries,
            });
            let owed = s.next_period;
            s.resume_period =
                next_period_after(s.anchor, s.terms.interval, s.terms.interval_count, now)
                    .filter(|p| *p > owed + 1);
        } else if s.trial_end.is_some_and(|end| now < end) && s.activated_at.is_none() {
            s.status = SubscriptionStatus::Trialing;
        } else {
            s.status = SubscriptionStatus::Active;
            let due = s.period_start(s.next_period);
            if due.is_some_and(|t| t <= now) {
                s.next_period =
                    next_period_after(s.anchor, s.terms.interval, s.terms.interval_count, now)
                        .unwrap_or(s.next_period);
            }
        }
        Ok(Outcome {
            sub: s,
            events: vec!["subscription.resumed"],
        })
    }

    /// Cancel now, or at the end of the current period (the trial's end while trialing).
    /// Asking again for what is already asked changes nothing and emits nothing.
    pub fn cancel(&self, at_period_end: bool, now: DateTime<Utc>) -> Result<Outcome, DomainError> {
        allowed(
            self.status,
            if at_period_end {
                Move::CancelAtPeriodEnd
            } else {
                Move::CancelNow
            },
        )?;
        if at_period_end {
            if self.cancel_at_period_end {
                return Ok(Outcome {
                    sub: self.clone(),
                    events: vec![],
                });
            }
            let mut s = self.next(now);
            s.cancel_at_period_end = true;
            return Ok(Outcome {
                sub: s,
                events: vec!["subscription.updated"],
            });
        }
        Ok(Outcome {
            sub: self.next(now).ended(CancelReason::Requested, now),
            events: vec!["subscription.canceled"],
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use proptest::prelude::*;

    fn at(y: i32, m: u32, d: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(y, m, d, 9, 30, 0).unwrap()
    }

    #[test]
    fn month_ends_clamp_and_snap_back() {
        let a = at(2028, 1, 31); // 2028 is a leap year
        let dates: Vec<_> = (0..13)
            .map(|n| {
                period_start(a, Interval::Monthly, 1, n)
                    .unwrap()
                    .date_naive()
                    .to_string()
            })
            .collect();
        assert_eq!(
            dates,
            [
                "2028-01-31",
                "2028-02-29",
                "2028-03-31",
                "2028-04-30",
                "2028-05-31",
                "2028-06-30",
                "2028-07-31",
                "2028-08-31",
                "2028-09-30",
                "2028-10-31",
                "2028-11-30",
                "2028-12-31",
                "2029-01-31"
            ]
        );
        assert_eq!(
            period_start(at(2027, 1, 31), Interval::Monthly, 1, 1).unwrap(),
            at(2027, 2, 28)
        );
        let leap = at(2028, 2, 29);
        assert_eq!(
            period_start(leap, Interval::Yearly, 1, 1).unwrap(),
            at(2029, 2, 28)
        );
        assert_eq!(
            period_start(leap, Interval::Yearly, 1, 4).unwrap(),
            at(2032, 2, 29)
        );
        assert_eq!(
            period_start(a, Interval::Weekly, 2, 1).unwrap(),
            at(2028, 2, 14)
        );
        assert_eq!(
            period_start(a, Interval::Daily, 1, 30).unwrap(),
            at(2028, 3, 1)
        );
        assert_eq!(
            period_start(a, Interval::Monthly, 3, 1).unwrap(),
            at(2028, 4, 30)
        );
    }

    #[test]
    fn resuming_picks_the_next_date_on_the_calendar() {
        let a = at(2028, 1, 31);
        let n = next_period_after(a, Interval::Monthly, 1, at(2028, 4, 2)).unwrap();
        assert_eq!(
            period_start(a, Interval::Monthly, 1, n).unwrap(),
            at(2028, 4, 30)
        );
        assert_eq!(
            next_period_after(a, Interval::Monthly, 1, a - Duration::seconds(1)),
            Some(0)
        );
    }

    #[test]
    fn retries_then_grace() {
        let d = Dunning {
            failed_at: at(2028, 3, 1),
            retries: 0,
        };
        assert_eq!(d.next_retry(), Some(at(2028, 3, 2)));
        let d2 = Dunning { retries: 2, ..d };
        assert_eq!(d2.next_retry(), Some(at(2028, 3, 8)));
        assert_eq!(Dunning { retries: 3, ..d }.next_retry(), None);
        assert_eq!(d.grace_ends(7), at(2028, 3, 8));
        assert_eq!(d.grace_ends(0), d.failed_at);
    }

    #[test]
    fn moves_from_every_state() {
        use SubscriptionStatus::*;
        let all = [Trialing, Active, PastDue, Paused, Canceled];
        let table = [
            (Move::Pause, vec![Trialing, Active, PastDue]),
            (Move::Resume, vec![Paused]),
            (Move::CancelNow, vec![Trialing, Active, PastDue, Paused]),
            (
                Move::CancelAtPeriodEnd,
                vec![Trialing, Active, PastDue, Paused],
            ),
        ];
        for (m, ok) in table {
            for s in all {
                let r = allowed(s, m);
                assert_eq!(r.is_ok(), ok.contains(&s), "{m:?} from {s:?}");
                if let Err(e) = r {
                    assert_eq!(e.code, ErrorCode::InvalidPaymentStatus);
                }
            }
        }
    }

    #[test]
    fn trial_notice_three_days_before_or_at_once() {
        let s = at(2028, 1, 1);
        assert_eq!(trial_notice_at(s, at(2028, 1, 15)), at(2028, 1, 12));
        assert_eq!(trial_notice_at(s, at(2028, 1, 2)), s);
    }

    #[test]
    fn terms_are_checked() {
        let t = Terms {
            amount: 5000,
            currency: Currency::Iqd,
            interval: Interval::Monthly,
            interval_count: 1,
            trial_days: 0,
            grace_period_days: DEFAULT_GRACE_DAYS,
        };
        assert!(t.check().is_ok());
        for (bad, field) in [
            (
                Terms {
                    amount: 0,
                    ..t.clone()
                },
                "amount",
            ),
            (
                Terms {
                    interval_count: 0,
                    ..t.clone()
                },
                "interval_count",
            ),
            (
                Terms {
                    interval_count: 13,
                    ..t.clone()
                },
                "interval_count",
            ),
            (
                Terms {
                    trial_days: 731,
                    ..t.clone()
                },
                "trial_days",
            ),
            (
                Terms {
                    grace_period_days: 91,
                    ..t.clone()
                },
                "grace_period_days",
            ),
        ] {
            let e = bad.check().unwrap_err();
            assert!(e.details.unwrap()["fields"].get(field).is_some(), "{field}");
        }
    }

    fn enrolled(trial_days: u32, grace: u32, now: DateTime<Utc>) -> Subscription {
        Subscription::start(
            Enrollment {
                id: "sub_1".into(),
                merchant_id: "mer_1".into(),
                plan_id: "plan_1".into(),
                customer_id: "c".into(),
                user_id: "usr_1".into(),
                external_user_id: "c".into(),
                terms: Terms {
                    amount: 100,
                    currency: Currency::Iqd,
                    interval: Interval::Monthly,
                    interval_count: 1,
                    trial_days,
                    grace_period_days: grace,
                },
            },
            now,
        )
        .sub
    }

    fn failure(at: DateTime<Utc>) -> ChargeFailure {
        ChargeFailure {
            code: "INSUFFICIENT_BALANCE".into(),
            message: "short".into(),
            at,
        }
    }

    fn charge(period: u32, attempt: Attempt) -> Step {
        Step::Charge { period, attempt }
    }

    #[test]
    fn a_paid_subscription_bills_each_period_on_the_calendar() {
        let t0 = at(2028, 1, 31);
        let s = enrolled(0, 7, t0);
        assert_eq!(s.status, SubscriptionStatus::Active);
        assert_eq!(s.next_step(), Some((charge(0, Attempt::Scheduled), t0)));
        let o = s.charged(0, Attempt::Scheduled, "pay_1", t0);
        assert_eq!(
            o.events,
            ["subscription.activated", "subscription.payment_succeeded"]
        );
        assert_eq!(
            o.sub.next_step(),
            Some((charge(1, Attempt::Scheduled), at(2028, 2, 29)))
        );
        assert_eq!(o.sub.current_period(), Some((t0, at(2028, 2, 29))));
        let o2 = o
            .sub
            .charged(1, Attempt::Scheduled, "pay_2", at(2028, 2, 29));
        assert_eq!(o2.events, ["subscription.payment_succeeded"]);
        assert_eq!(
            o2.sub.next_step().unwrap().1,
            at(2028, 3, 31),
            "snaps back to the 31st"
        );
    }

    #[test]
    fn a_failure_retries_on_days_1_3_7_then_the_grace_period_cancels() {
        let t0 = at(2028, 1, 1);
        let s = enrolled(0, 7, t0)
            .charged(0, Attempt::Scheduled, "p", t0)
            .sub;
        let f = at(2028, 2, 1);
        let o = s.charge_failed(Attempt::Scheduled, failure(f));
        assert_eq!(
            o.events,
            ["subscription.payment_failed", "subscription.past_due"]
        );
        let mut s = o.sub;
        assert_eq!(s.status, SubscriptionStatus::PastDue);
        for (k, day) in [(1, 2), (2, 4), (3, 8)] {
            let (step, when) = s.next_step().unwrap();
            assert_eq!(
                (step, when),
                (charge(1, Attempt::Retry(k)), at(2028, 2, day))
            );
            let o = s.charge_failed(Attempt::Retry(k), failure(when));
            assert_eq!(
                o.events[..2],
                ["subscription.payment_retry", "subscription.payment_failed"]
            );
            s = o.sub;
        }
        // the third retry falls on the grace period's end: it fails and cancels
        assert_eq!(s.status, SubscriptionStatus::Canceled);
        assert_eq!(s.cancellation_reason, Some(CancelReason::PaymentFailed));
        assert_eq!(s.next_step(), None);
    }

    #[test]
    fn grace_decides_how_many_retries_and_when_it_ends() {
        let t0 = at(2028, 1, 1);
        let f = at(2028, 2, 1);
        // 0 days: canceled on the first failure, no past_due
        let s = enrolled(0, 0, t0)
            .charged(0, Attempt::Scheduled, "p", t0)
            .sub;
        let o = s.charge_failed(Attempt::Scheduled, failure(f));
        assert_eq!(
            o.events,
            ["subscription.payment_failed", "subscription.canceled"]
        );
        assert_eq!(o.sub.status, SubscriptionStatus::Canceled);
        // 2 days: one retry, then the end
        let s = enrolled(0, 2, t0)
            .charged(0, Attempt::Scheduled, "p", t0)
            .sub;
        let s = s.charge_failed(Attempt::Scheduled, failure(f)).sub;
        assert_eq!(s.next_step().unwrap().0, charge(1, Attempt::Retry(1)));
        let s = s
            .charge_failed(Attempt::Retry(1), failure(at(2028, 2, 2)))
            .sub;
        assert_eq!(s.next_step(), Some((Step::EndGrace, at(2028, 2, 3))));
        // 14 days: three retries, then the end on day 14
        let s = enrolled(0, 14, t0)
            .charged(0, Attempt::Scheduled, "p", t0)
            .sub;
        let mut s = s.charge_failed(Attempt::Scheduled, failure(f)).sub;
        for k in 1..=3 {
            let when = s.next_step().unwrap().1;
            s = s.charge_failed(Attempt::Retry(k), failure(when)).sub;
        }
        assert_eq!(s.status, SubscriptionStatus::PastDue);
        assert_eq!(s.next_step(), Some((Step::EndGrace, at(2028, 2, 15))));
        // a successful retry: active again, the same period paid, the calendar goes on
        let s = enrolled(0, 7, t0)
            .charged(0, Attempt::Scheduled, "p", t0)
            .sub;
        let s = s.charge_failed(Attempt::Scheduled, failure(f)).sub;
        let o = s.charged(1, Attempt::Retry(1), "p2", at(2028, 2, 2));
        assert_eq!(
            o.events,
            [
                "subscription.payment_retry",
                "subscription.payment_succeeded"
            ]
        );
        assert_eq!(
            o.sub.next_step(),
            Some((charge(2, Attempt::Scheduled), at(2028, 3, 1)))
        );
    }

    #[test]
    fn a_trial_notices_then_charges_at_its_end() {
        let t0 = at(2028, 1, 1);
        let s = enrolled(14, 7, t0);
        assert_eq!(s.status, SubscriptionStatus::Trialing);
        assert_eq!(s.next_step(), Some((Step::TrialNotice, at(2028, 1, 12))));
        let s = s.trial_noticed(at(2028, 1, 12)).sub;
        assert_eq!(
            s.next_step(),
            Some((charge(0, Attempt::Scheduled), at(2028, 1, 15)))
        );
        let o = s.charged(0, Attempt::Scheduled, "p", at(2028, 1, 15));
        assert_eq!(
            o.events,
            ["subscription.activated", "subscription.payment_succeeded"]
        );
        assert_eq!(o.sub.next_step().unwrap().1, at(2028, 2, 15));
        // a trial that fails at its end goes past_due; the retry that succeeds activates
        let s = enrolled(2, 7, t0).trial_noticed(t0).sub;
        let s = s
            .charge_failed(Attempt::Scheduled, failure(at(2028, 1, 3)))
            .sub;
        assert_eq!(s.status, SubscriptionStatus::PastDue);
        let o = s.charged(0, Attempt::TopUp(1), "p", at(2028, 1, 3));
        assert_eq!(
            o.events,
            [
                "subscription.payment_retry",
                "subscription.activated",
                "subscription.payment_succeeded"
            ]
        );
    }

    #[test]
    fn pause_resume_and_cancel_keep_the_calendar() {
        let t0 = at(2028, 1, 31);
        let s = enrolled(0, 7, t0)
            .charged(0, Attempt::Scheduled, "p", t0)
            .sub;
        // resumed before the next date: nothing skipped
        let p = s.pause(at(2028, 2, 10)).unwrap().sub;
        assert_eq!(p.next_step(), None);
        let r = p.resume(at(2028, 2, 20)).unwrap().sub;
        assert_eq!(
            r.next_step().unwrap(),
            (charge(1, Attempt::Scheduled), at(2028, 2, 29))
        );
        // resumed after two dates: they are not billed; the next date after now is
        let r = p.resume(at(2028, 4, 2)).unwrap().sub;
        assert_eq!(
            r.next_step().unwrap(),
            (charge(3, Attempt::Scheduled), at(2028, 4, 30))
        );
        // cancel at period end: the period's end cancels instead of charging
        let c = s.cancel(true, at(2028, 2, 1)).unwrap();
        assert_eq!(c.events, ["subscription.updated"]);
        assert_eq!(
            c.sub.next_step(),
            Some((Step::EndAtPeriodEnd, at(2028, 2, 29)))
        );
        assert_eq!(c.sub.cancel(true, at(2028, 2, 2)).unwrap().events.len(), 0);
        let e = c.sub.end(Step::EndAtPeriodEnd, at(2028, 2, 29));
        assert_eq!(
            (e.sub.status, e.sub.cancellation_reason),
            (SubscriptionStatus::Canceled, Some(CancelReason::Requested))
        );
        assert!(e.sub.cancel(false, at(2028, 3, 1)).is_err());
        // paused during a trial and resumed within it: trialing again
        let t = enrolled(30, 7, t0);
        let r = t
            .pause(at(2028, 2, 1))
            .unwrap()
            .sub
            .resume(at(2028, 2, 2))
            .unwrap()
            .sub;
        assert_eq!(r.status, SubscriptionStatus::Trialing);
    }

    proptest! {
        /// Periods strictly increase, and a monthly date is the anchor's day or the month's
        /// last day when the month is shorter.
        #[test]
        fn monthly_periods_increase_and_keep_the_anchor_day(
            y in 2000i32..2100, m in 1u32..=12, d in 1u32..=28, extra in 0u32..4, n in 0u32..600
        ) {
            let day = (d + extra).min(31);
            let Some(anchor) = Utc.with_ymd_and_hms(y, m, day, 0, 0, 0).single() else { return Ok(()); };
            let a = period_start(anchor, Interval::Monthly, 1, n).unwrap();
            let b = period_start(anchor, Interval::Monthly, 1, n + 1).unwrap();
            prop_assert!(b > a);
            use chrono::Datelike;
            let last = (b.with_day(1).unwrap().checked_add_months(Months::new(1)).unwrap() - Duration::days(1)).day();
            prop_assert_eq!(b.day(), anchor.day().min(last));
        }
    }
}
