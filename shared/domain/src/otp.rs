//! One-time codes sent by SMS to prove a phone (the live wallet's sign-in, a PIN reset):
//! 6 digits, valid 5 minutes, at most 5 tries per code, and at least 60 seconds between two
//! codes for one phone (the spec's OTP_RATE_LIMITED). Pure: the caller makes the code from a
//! CSPRNG, keeps only its keyed hash, compares in constant time and passes the result and
//! the time in.

use crate::error::{DomainError, ErrorCode};
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// Digits in a code.
pub const CODE_DIGITS: usize = 6;
/// How long a code can be used.
pub const TTL_SECS: i64 = 5 * 60;
/// Tries a code allows, right or wrong.
pub const MAX_TRIES: u32 = 5;
/// The shortest wait between two codes for one phone.
pub const RESEND_SECS: i64 = 60;

/// What a code was sent for: it opens only that (a code asked for the wallet does not sign
/// an agent in, though both prove the same phone: each message says what it is for).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Purpose {
    #[default]
    Wallet,
    Agent,
}

/// A code as the store keeps it (never the code itself).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Otp {
    pub id: String,
    pub merchant_id: String,
    /// E.164.
    pub phone: String,
    /// A keyed hash of the code (the caller's key and scheme).
    pub code_hash: String,
    pub tries_left: u32,
    #[serde(with = "crate::time::rfc3339")]
    pub expires_at: DateTime<Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub used_at: Option<DateTime<Utc>>,
    /// Codes made before purposes existed were the wallet's.
    #[serde(default)]
    pub purpose: Purpose,
}

/// Why a code was not accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Wrong; this many tries are left on the code.
    Wrong { tries_left: u32 },
    /// No tries left, used already, or past its time: ask for a new code.
    Spent,
}

impl Refusal {
    pub fn error(self) -> DomainError {
        match self {
            Refusal::Wrong { tries_left } => DomainError::new(
                ErrorCode::ValidationError,
                format!("wrong code; {tries_left} tries left"),
            )
            .with_details(json!({
                "fields": { "code": "is not the code sent" },
                "tries_left": tries_left,
            })),
            Refusal::Spent => DomainError::new(
                ErrorCode::TokenExpired,
                "this code was used, has expired or has no tries left; ask for a new one",
            ),
        }
    }
}

/// A code of `CODE_DIGITS` digits from a number drawn uniformly below 10^6.
pub fn code_of(n: u32) -> String {
    format!("{:0width$}", n % 1_000_000, width = CODE_DIGITS)
}

/// Whether text has a code's shape (ASCII digits only, after the caller's digit folding).
pub fn is_code(s: &str) -> bool {
    s.len() == CODE_DIGITS && s.bytes().all(|b| b.is_ascii_digit())
}

impl Otp {
    pub fn new(
        id: String,
        merchant_id: String,
        phone: String,
        code_hash: String,
        now: DateTime<Utc>,
    ) -> Otp {
        Otp {
            id,
            merchant_id,
            phone,
            code_hash,
            tries_left: MAX_TRIES,
            expires_at: now + Duration::seconds(TTL_SECS),
            created_at: now,
            used_at: None,
            purpose: Purpose::Wallet,
        }
    }

    fn spent(&self, now: DateTime<Utc>) -> bool {
        self.used_at.is_some() || self.tries_left == 0 || now >= self.expires_at
    }

    /// A try at the code: `matches` says whether the typed code's hash is this one's. The
    /// code as it is after the try (a try used, or the code used up) is to be written
    /// whatever the answer, conditionally on the version read, so parallel guesses cannot
    /// try more than `MAX_TRIES` codes.
    pub fn attempt(&self, matches: bool, now: DateTime<Utc>) -> (Otp, Result<(), Refusal>) {
        let mut after = self.clone();
        if self.spent(now) {
            return (after, Err(Refusal::Spent));
        }
        after.tries_left -= 1;
        if matches {
            after.used_at = Some(now);
            return (after, Ok(()));
        }
        let refusal = match after.tries_left {
            0 => Refusal::Spent,
            n => Refusal::Wrong { tries_left: n },
        };
        (after, Err(refusal))
    }
}

/// Seconds the phone must still wait before another code, after one sent at `last`.
pub fn wait_before_next(last: Option<DateTime<Utc>>, now: DateTime<Utc>) -> Option<i64> {
    let left = last? + Duration::seconds(RESEND_SECS) - now;
    if left <= Duration::zero() {
        return None;
    }
    // a part of a second still to wait counts as a whole one
    Some((left.num_milliseconds() + 999) / 1000)
}

/// The refusal of a code asked for too soon: OTP_RATE_LIMITED with `details.retry_after`.
pub fn too_soon(retry_after: i64) -> DomainError {
    DomainError::new(
        ErrorCode::OtpRateLimited,
        format!("a code was sent to this phone less than {RESEND_SECS} seconds ago; retry after {retry_after} seconds"),
    )
    .with_details(json!({ "retry_after": retry_after }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(secs: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + secs, 0).unwrap()
    }

    fn otp() -> Otp {
        Otp::new(
            "otp_1".into(),
            "mer_1".into(),
            "+9647701234567".into(),
            "h".into(),
            t(0),
        )
    }

    #[test]
    fn codes_are_six_digits() {
        assert_eq!(code_of(42), "000042");
        assert_eq!(code_of(999_999), "999999");
        assert_eq!(code_of(1_000_007), "000007");
        assert!(is_code("012345") && !is_code("12345") && !is_code("12345a") && !is_code("٠١٢٣٤٥"));
    }

    #[test]
    fn the_right_code_opens_once() {
        let (used, r) = otp().attempt(true, t(10));
        assert_eq!(r, Ok(()));
        assert_eq!(used.used_at, Some(t(10)));
        assert_eq!(used.attempt(true, t(11)).1, Err(Refusal::Spent));
    }

    #[test]
    fn five_tries_then_none_even_for_the_right_code() {
        let mut o = otp();
        for left in (1..MAX_TRIES).rev() {
            let (after, r) = o.attempt(false, t(1));
            assert_eq!(r, Err(Refusal::Wrong { tries_left: left }));
            o = after;
        }
        let (after, r) = o.attempt(false, t(1));
        assert_eq!(r, Err(Refusal::Spent), "the fifth wrong try spends it");
        assert_eq!(after.attempt(true, t(2)).1, Err(Refusal::Spent));
    }

    #[test]
    fn a_code_lives_five_minutes() {
        assert_eq!(otp().attempt(true, t(TTL_SECS - 1)).1, Ok(()));
        assert_eq!(otp().attempt(true, t(TTL_SECS)).1, Err(Refusal::Spent));
    }

    #[test]
    fn one_code_a_minute_per_phone() {
        assert_eq!(wait_before_next(None, t(0)), None);
        assert_eq!(wait_before_next(Some(t(0)), t(0)), Some(60));
        assert_eq!(wait_before_next(Some(t(0)), t(59)), Some(1));
        assert_eq!(wait_before_next(Some(t(0)), t(60)), None);
        let half = t(10) + Duration::milliseconds(500);
        assert_eq!(
            wait_before_next(Some(t(0)), half),
            Some(50),
            "a part of a second counts"
        );
        let e = too_soon(42);
        assert_eq!(e.code, ErrorCode::OtpRateLimited);
        assert_eq!(e.details.unwrap()["retry_after"], 42);
    }
}
