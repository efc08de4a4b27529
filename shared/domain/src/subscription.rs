//! Subscriptions, the pure part: plans, the billing calendar and the state machine.
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
//! | trialing | trial ends, charge fails | past_due |
//! | active | a period's charge fails | past_due (retries 1, 3, 7 days after the failure) |
//! | past_due | a retry succeeds | active |
//! | past_due | grace period ends (0 days: at once) | canceled |
//! | trialing, active, past_due | pause | paused |
//! | paused | resume | active (the next period on the anchor calendar after now; paused periods are not billed) |
//! | any but canceled | cancel now | canceled |
//! | trialing, active, past_due, paused | cancel at period end | (same state) then canceled at the period's end |
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
        [
            SubscriptionStatus::Trialing,
            SubscriptionStatus::Active,
            SubscriptionStatus::PastDue,
            SubscriptionStatus::Paused,
            SubscriptionStatus::Canceled,
        ]
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
