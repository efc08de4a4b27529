//! What a wallet may move, by its identity tier: per transfer, per Baghdad calendar day and
//! month (amount and count), the most it may hold, and a velocity window. The numbers and
//! their sources are in docs/decisions.md; the store enforces them with conditions on
//! per-user counters in the transfer's own transaction.

use crate::money::Currency;
use crate::{DomainError, ErrorCode};
use chrono::{DateTime, Datelike, FixedOffset, Utc};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// Baghdad's offset from UTC: Iraq has kept no daylight saving since 2008.
pub const BAGHDAD_OFFSET_SECS: i32 = 3 * 3600;

/// `t` on Baghdad's clock.
pub fn baghdad(t: DateTime<Utc>) -> DateTime<FixedOffset> {
    t.with_timezone(&FixedOffset::east_opt(BAGHDAD_OFFSET_SECS).expect("a valid offset"))
}

/// The Baghdad calendar day of `t`, `YYYY-MM-DD`.
pub fn baghdad_day(t: DateTime<Utc>) -> String {
    baghdad(t).format("%Y-%m-%d").to_string()
}

/// The Baghdad calendar month of `t`, `YYYY-MM`.
pub fn baghdad_month(t: DateTime<Utc>) -> String {
    let b = baghdad(t);
    format!("{:04}-{:02}", b.year(), b.month())
}

/// Identity levels: 0 the phone is verified, 1 an identity document, 2 full verification.
pub const TIERS: [u8; 3] = [0, 1, 2];

/// One tier's limits in one currency, in minor units.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    pub per_transfer: i64,
    pub daily_amount: i64,
    pub daily_count: i64,
    pub monthly_amount: i64,
    pub monthly_count: i64,
    /// The most the wallet may hold after money comes in.
    pub max_balance: i64,
}

/// At most `count` transfers out in any `window_secs` (all currencies together).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Velocity {
    pub count: usize,
    pub window_secs: i64,
}

pub const VELOCITY: Velocity = Velocity {
    count: 10,
    window_secs: 600,
};

/// The default limits of `tier` in `c` (docs/decisions.md says where each number comes
/// from). USD is the IQD figure at 1,300 IQD a dollar, in whole dollars.
pub fn defaults(tier: u8, c: Currency) -> Limits {
    let iqd = match tier {
        0 => Limits {
            per_transfer: 250_000,
            daily_amount: 500_000,
            daily_count: 20,
            monthly_amount: 1_000_000,
            monthly_count: 100,
            max_balance: 1_000_000,
        },
        1 => Limits {
            per_transfer: 400_000,
            daily_amount: 1_000_000,
            daily_count: 30,
            monthly_amount: 2_000_000,
            monthly_count: 200,
            max_balance: 10_000_000,
        },
        _ => Limits {
            per_transfer: 5_000_000,
            daily_amount: 10_000_000,
            daily_count: 50,
            monthly_amount: 50_000_000,
            monthly_count: 300,
            max_balance: 100_000_000,
        },
    };
    match c {
        Currency::Iqd => iqd,
        Currency::Usd => {
            let usd = |iqd: i64| iqd / 1_300 * 100;
            Limits {
                per_transfer: usd(iqd.per_transfer),
                daily_amount: usd(iqd.daily_amount),
                monthly_amount: usd(iqd.monthly_amount),
                max_balance: usd(iqd.max_balance),
                ..iqd
            }
        }
    }
}

/// What one user has sent in a window so far (a counter item's content).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Used {
    pub amount: i64,
    pub count: i64,
}

/// A limit a transfer would pass: the refusal the sender gets, with the numbers.
pub fn refusal(which: &str, limit: i64, used: Option<Used>, c: Currency) -> DomainError {
    let (code, message) = match which {
        "per_transfer" => (
            ErrorCode::TransferLimitExceeded,
            "the amount is above this wallet's limit per transfer",
        ),
        "daily" => (
            ErrorCode::DailyLimitExceeded,
            "this transfer would pass the wallet's limit for today (Baghdad time)",
        ),
        _ => (
            ErrorCode::DailyLimitExceeded,
            "this transfer would pass the wallet's limit for this month (Baghdad time)",
        ),
    };
    let mut details = json!({ "limit": which, "max": limit, "currency": c.code() });
    if let Some(u) = used {
        details["used"] = json!({ "amount": u.amount, "count": u.count });
    }
    DomainError::new(code, message).with_details(details)
}

/// Checks a transfer of `amount` against `limits`, given what was used today and this
/// month (as read; the store's conditions hold the same line under races).
pub fn check(
    limits: &Limits,
    amount: i64,
    c: Currency,
    today: Used,
    month: Used,
) -> Result<(), DomainError> {
    if amount > limits.per_transfer {
        return Err(refusal("per_transfer", limits.per_transfer, None, c));
    }
    if today.amount + amount > limits.daily_amount || today.count + 1 > limits.daily_count {
        return Err(refusal("daily", limits.daily_amount, Some(today), c));
    }
    if month.amount + amount > limits.monthly_amount || month.count + 1 > limits.monthly_count {
        return Err(refusal("monthly", limits.monthly_amount, Some(month), c));
    }
    Ok(())
}

/// The velocity ring: the times (Unix seconds) of the user's last `VELOCITY.count`
/// transfers, oldest replaced first. A transfer at `now` may go when the slot it would
/// take holds a time at least a window old; `slot` is `sent % count`.
pub fn velocity_allows(ring: &[i64], sent: u64, now: i64, v: Velocity) -> bool {
    let slot = (sent % v.count as u64) as usize;
    ring.get(slot).is_none_or(|t| now - t >= v.window_secs)
}

pub fn velocity_refusal(v: Velocity) -> DomainError {
    DomainError::new(
        ErrorCode::VelocityLimitExceeded,
        format!(
            "too many transfers: at most {} in {} minutes",
            v.count,
            v.window_secs / 60
        ),
    )
    .with_details(json!({ "max": v.count, "window_seconds": v.window_secs }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn days_and_months_turn_at_baghdad_midnight() {
        let before = Utc.with_ymd_and_hms(2026, 11, 30, 20, 59, 59).unwrap();
        let after = Utc.with_ymd_and_hms(2026, 11, 30, 21, 0, 0).unwrap();
        assert_eq!(
            (baghdad_day(before), baghdad_day(after)),
            ("2026-11-30".into(), "2026-12-01".into())
        );
        assert_eq!(
            (baghdad_month(before), baghdad_month(after)),
            ("2026-11".into(), "2026-12".into())
        );
    }

    #[test]
    fn tiers_grow_and_follow_the_central_banks_caps() {
        let (t0, t1, t2) = (
            defaults(0, Currency::Iqd),
            defaults(1, Currency::Iqd),
            defaults(2, Currency::Iqd),
        );
        assert!(t0.per_transfer < t1.per_transfer && t1.per_transfer < t2.per_transfer);
        assert!(t0.max_balance < t1.max_balance && t1.max_balance < t2.max_balance);
        // a named prepaid card: 400,000 a transfer, 2,000,000 a month, 10,000,000 held
        assert_eq!(
            (t1.per_transfer, t1.monthly_amount, t1.max_balance),
            (400_000, 2_000_000, 10_000_000)
        );
        let usd = defaults(1, Currency::Usd);
        assert_eq!(usd.per_transfer, 30_700); // $307
        assert_eq!(usd.daily_count, t1.daily_count);
    }

    #[test]
    fn a_transfer_is_checked_per_transfer_then_day_then_month() {
        let l = defaults(0, Currency::Iqd);
        let none = Used::default();
        let c = Currency::Iqd;
        assert!(check(&l, 250_000, c, none, none).is_ok());
        assert_eq!(
            check(&l, 250_001, c, none, none).unwrap_err().code,
            ErrorCode::TransferLimitExceeded
        );
        let today = Used {
            amount: 300_000,
            count: 2,
        };
        assert!(check(&l, 200_000, c, today, today).is_ok());
        let e = check(&l, 200_001, c, today, today).unwrap_err();
        assert_eq!(e.code, ErrorCode::DailyLimitExceeded);
        assert_eq!(e.details.unwrap()["limit"], "daily");
        let tenth = Used {
            amount: 10,
            count: 20,
        };
        assert!(check(&l, 1, c, tenth, tenth).is_err());
        let month = Used {
            amount: 900_000,
            count: 3,
        };
        assert_eq!(
            check(&l, 100_001, c, none, month)
                .unwrap_err()
                .details
                .unwrap()["limit"],
            "monthly"
        );
    }

    #[test]
    fn the_velocity_ring_slides() {
        let v = Velocity {
            count: 3,
            window_secs: 600,
        };
        assert!(velocity_allows(&[], 0, 1_000, v));
        let ring = [1_000, 1_100, 1_200];
        // the fourth transfer takes slot 0, written at 1,000
        assert!(!velocity_allows(&ring, 3, 1_599, v));
        assert!(velocity_allows(&ring, 3, 1_600, v));
    }
}
