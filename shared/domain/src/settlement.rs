//! Settlement: when a merchant's balance goes to its bank on its own, and to which account.
//!
//! A merchant's payout settings name a schedule (`manual`, `daily`, `weekly` on a chosen
//! day), a currency, a minimum amount and a bank account (an Iraqi IBAN). On a schedule, each
//! Baghdad midnight of a payout day is a *cut-off*: the scheduled payout of that cut-off
//! settles every balance transaction of the currency created before it and after the
//! previous settled cut-off (its own `payout` transaction, and those of other scheduled
//! payouts, excepted: they are what settles), so its amount is the sum of their nets. The
//! payout is made `GRACE` after the cut-off, when no movement dated before it can still be
//! committing.

use crate::limits::BAGHDAD_OFFSET_SECS;
use chrono::{DateTime, Datelike, Duration, NaiveTime, TimeZone, Utc, Weekday};
use serde::{Deserialize, Serialize};

use crate::money::Currency;

/// How long after a cut-off its payout is made: longer than any movement takes from the
/// time it is dated to its commit (a request's retries included), so none dated before the
/// cut-off lands after the payout has summed them.
pub const GRACE_SECS: i64 = 10 * 60;

/// A holder's name on a bank account, at most this long (as banks print them).
pub const MAX_HOLDER_NAME: usize = 70;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Schedule {
    /// Only the payouts the merchant asks for (`POST /payouts`).
    Manual,
    /// Every Baghdad day, what the days before settled.
    Daily,
    /// Once a week on `weekly_anchor`, what the week before settled.
    Weekly,
}

impl Schedule {
    pub const NAMES: [&'static str; 3] = ["manual", "daily", "weekly"];

    pub fn parse(s: &str) -> Option<Schedule> {
        match s {
            "manual" => Some(Schedule::Manual),
            "daily" => Some(Schedule::Daily),
            "weekly" => Some(Schedule::Weekly),
            _ => None,
        }
    }
}

/// The days of the week by name, as `weekly_anchor` takes them (Sunday first: Iraq's week
/// starts on it).
pub const WEEKDAYS: [&str; 7] = [
    "sunday",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
];

pub fn weekday(name: &str) -> Option<Weekday> {
    let n = WEEKDAYS.iter().position(|d| *d == name)?;
    Weekday::try_from((n as u8 + 6) % 7).ok()
}

/// Where scheduled payouts go.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BankAccount {
    /// Normalised: upper case, no spaces (`iban`).
    pub iban: String,
    pub holder_name: String,
}

/// A merchant's payout settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PayoutSettings {
    pub merchant_id: String,
    pub schedule: Schedule,
    /// The day of a weekly payout (`WEEKDAYS`).
    pub weekly_anchor: String,
    /// A scheduled payout is made only when it reaches this (minor units; 0: any amount).
    pub minimum_amount: i64,
    pub currency: Currency,
    pub bank_account: Option<BankAccount>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub updated_at: Option<DateTime<Utc>>,
}

impl PayoutSettings {
    /// A merchant's settings before it chose any: manual, IQD, no minimum, no account.
    pub fn initial(merchant_id: &str) -> PayoutSettings {
        PayoutSettings {
            merchant_id: merchant_id.into(),
            schedule: Schedule::Manual,
            weekly_anchor: WEEKDAYS[0].into(),
            minimum_amount: 0,
            currency: Currency::Iqd,
            bank_account: None,
            updated_at: None,
        }
    }

    fn anchor(&self) -> Weekday {
        weekday(&self.weekly_anchor).unwrap_or(Weekday::Sun)
    }

    /// Whether a cut-off falls at the start of Baghdad day `d`.
    fn pays_on(&self, d: chrono::NaiveDate) -> bool {
        match self.schedule {
            Schedule::Manual => false,
            Schedule::Daily => true,
            Schedule::Weekly => d.weekday() == self.anchor(),
        }
    }

    /// The latest cut-off whose payout may be made at `now` (GRACE past it), if the schedule
    /// has any.
    pub fn last_cutoff(&self, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        let mut day = baghdad_date(now - Duration::seconds(GRACE_SECS));
        for _ in 0..7 {
            if self.pays_on(day) {
                return Some(baghdad_midnight(day));
            }
            day = day.pred_opt()?;
        }
        None
    }

    /// When the next payout after `now` is due (its cut-off + GRACE), if the schedule has any.
    pub fn next_due(&self, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        let mut day = baghdad_date(now - Duration::seconds(GRACE_SECS)).succ_opt()?;
        for _ in 0..7 {
            if self.pays_on(day) {
                return Some(baghdad_midnight(day) + Duration::seconds(GRACE_SECS));
            }
            day = day.succ_opt()?;
        }
        None
    }
}

fn baghdad_date(t: DateTime<Utc>) -> chrono::NaiveDate {
    (t + Duration::seconds(i64::from(BAGHDAD_OFFSET_SECS))).date_naive()
}

/// The instant Baghdad day `d` starts.
pub fn baghdad_midnight(d: chrono::NaiveDate) -> DateTime<Utc> {
    Utc.from_utc_datetime(&d.and_time(NaiveTime::MIN))
        - Duration::seconds(i64::from(BAGHDAD_OFFSET_SECS))
}

/// Why an IBAN is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IbanError {
    /// Not an Iraqi IBAN (its first two letters are not `IQ`).
    NotIraqi,
    /// Not 23 characters (spaces aside).
    Length,
    /// Not `IQ`, 2 check digits, a 4-letter bank code and 15 digits.
    Shape,
    /// The check digits do not match (ISO 13616 mod 97).
    CheckDigits,
}

impl IbanError {
    pub fn message(self) -> &'static str {
        match self {
            IbanError::NotIraqi => "must be an Iraqi IBAN, starting with IQ",
            IbanError::Length => "an Iraqi IBAN has 23 characters: IQ, 2 check digits, a 4-letter bank code and 15 digits",
            IbanError::Shape => "must be IQ, 2 check digits, a 4-letter bank code and 15 digits",
            IbanError::CheckDigits => "the check digits do not match: the IBAN is mistyped",
        }
    }
}

/// The length of an Iraqi IBAN (ISO 13616 registry: IQkk bbbb sss nnnnnnnnnnnn).
pub const IBAN_LENGTH: usize = 23;

/// An Iraqi IBAN checked and normalised (upper case, spaces removed): `IQ`, 2 check
/// digits, a 4-letter bank code, 15 digits (a 3-digit branch and a 12-digit account), and
/// the ISO 13616 check: the number read from the rearranged IBAN (the first four
/// characters moved to the end, each letter as two digits, A = 10) leaves 1 mod 97.
pub fn check_iban(raw: &str) -> Result<String, IbanError> {
    let s: String = raw
        .chars()
        .filter(|c| *c != ' ')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if !s.starts_with("IQ") {
        return Err(IbanError::NotIraqi);
    }
    if s.chars().count() != IBAN_LENGTH {
        return Err(IbanError::Length);
    }
    let b = s.as_bytes();
    let shaped = b[2..4].iter().all(u8::is_ascii_digit)
        && b[4..8].iter().all(u8::is_ascii_uppercase)
        && b[8..].iter().all(u8::is_ascii_digit);
    if !shaped {
        return Err(IbanError::Shape);
    }
    let rest = b[4..].iter().chain(&b[..4]);
    let mut r: u32 = 0;
    for c in rest {
        let v = if c.is_ascii_digit() {
            u32::from(c - b'0')
        } else {
            u32::from(c - b'A') + 10
        };
        let shifted = if v >= 10 { r * 100 } else { r * 10 };
        r = (shifted + v) % 97;
    }
    // ISO 7064 check digits run 02 to 98 (01 and 99 would equal 98 and 00 mod 97)
    let digits = u32::from(b[2] - b'0') * 10 + u32::from(b[3] - b'0');
    if r != 1 || !(2..=98).contains(&digits) {
        return Err(IbanError::CheckDigits);
    }
    Ok(s)
}

/// An IBAN as people read it: groups of four.
pub fn iban_groups(iban: &str) -> String {
    iban.as_bytes()
        .chunks(4)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn iraqi_ibans_are_checked_by_shape_length_country_and_mod_97() {
        // the ISO 13616 registry's example for Iraq
        let good = "IQ98NBIQ850123456789012";
        assert_eq!(check_iban(good).as_deref(), Ok(good));
        assert_eq!(
            check_iban("iq98 nbiq 8501 2345 6789 012").as_deref(),
            Ok(good)
        );
        assert_eq!(iban_groups(good), "IQ98 NBIQ 8501 2345 6789 012");
        let cases = [
            ("IQ97NBIQ850123456789012", IbanError::CheckDigits),
            ("IQ98NBIQ850123456789013", IbanError::CheckDigits),
            ("IQ98NBIQ85012345678901", IbanError::Length),
            ("IQ98NBIQ8501234567890123", IbanError::Length),
            ("IQ98NB1Q850123456789012", IbanError::Shape),
            ("IQ9XNBIQ850123456789012", IbanError::Shape),
            ("IQ98NBIQ85012345678901A", IbanError::Shape),
            // a valid IBAN of another country (Germany's registry example)
            ("DE89370400440532013000", IbanError::NotIraqi),
            ("", IbanError::NotIraqi),
        ];
        for (iban, want) in cases {
            assert_eq!(check_iban(iban), Err(want), "{iban}");
        }
        // a transposition of two digits is caught
        assert_eq!(
            check_iban("IQ98NBIQ850123456789021"),
            Err(IbanError::CheckDigits)
        );
        // every check digit but the right one is refused
        for k in 0..100 {
            let iban = format!("IQ{k:02}NBIQ850123456789012");
            assert_eq!(check_iban(&iban).is_ok(), k == 98, "{iban}");
        }
    }

    fn settings(schedule: Schedule, anchor: &str) -> PayoutSettings {
        PayoutSettings {
            schedule,
            weekly_anchor: anchor.into(),
            ..PayoutSettings::initial("mer_1")
        }
    }

    #[test]
    fn daily_cutoffs_are_baghdad_midnights_paid_after_the_grace() {
        let s = settings(Schedule::Daily, "sunday");
        // 2026-12-06 00:00 Baghdad is 2026-12-05 21:00 UTC
        let midnight = at("2026-12-05T21:00:00Z");
        assert_eq!(
            s.last_cutoff(midnight + Duration::minutes(10)),
            Some(midnight)
        );
        assert_eq!(
            s.last_cutoff(midnight + Duration::minutes(9)),
            Some(midnight - Duration::days(1))
        );
        assert_eq!(
            s.next_due(midnight + Duration::minutes(9)),
            Some(midnight + Duration::minutes(10))
        );
        assert_eq!(
            s.next_due(midnight + Duration::minutes(10)),
            Some(midnight + Duration::days(1) + Duration::minutes(10))
        );
        assert_eq!(
            settings(Schedule::Manual, "sunday").last_cutoff(midnight),
            None
        );
        assert_eq!(
            settings(Schedule::Manual, "sunday").next_due(midnight),
            None
        );
    }

    #[test]
    fn weekly_cutoffs_fall_on_the_anchor_day_in_baghdad() {
        // 2026-12-06 is a Sunday; its Baghdad midnight is 2026-12-05 21:00 UTC
        let sunday = at("2026-12-05T21:00:00Z");
        let s = settings(Schedule::Weekly, "sunday");
        let wednesday = sunday + Duration::days(3);
        assert_eq!(s.last_cutoff(wednesday), Some(sunday));
        assert_eq!(
            s.next_due(wednesday),
            Some(sunday + Duration::days(7) + Duration::minutes(10))
        );
        let t = settings(Schedule::Weekly, "thursday");
        assert_eq!(t.last_cutoff(wednesday), Some(sunday - Duration::days(3)));
        assert_eq!(
            t.next_due(wednesday),
            Some(sunday + Duration::days(4) + Duration::minutes(10))
        );
        assert_eq!(weekday("friday"), Some(Weekday::Fri));
        assert_eq!(weekday("fri"), None);
    }
}
