//! Currencies, amounts in minor units and commission arithmetic.

use crate::error::{DomainError, ErrorCode};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Largest amount accepted in one request, in minor units (keeps every sum far from i64 overflow).
pub const MAX_AMOUNT: i64 = 1_000_000_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Currency {
    #[serde(rename = "IQD")]
    Iqd,
    #[serde(rename = "USD")]
    Usd,
}

impl Currency {
    pub const ALL: [Currency; 2] = [Currency::Iqd, Currency::Usd];

    pub fn code(self) -> &'static str {
        match self {
            Currency::Iqd => "IQD",
            Currency::Usd => "USD",
        }
    }

    /// The ISO 4217 numeric code (EMVCo payloads carry it): 368 and 840.
    pub fn numeric(self) -> &'static str {
        match self {
            Currency::Iqd => "368",
            Currency::Usd => "840",
        }
    }

    /// Digits after the decimal point when shown to a person.
    pub fn exponent(self) -> u32 {
        match self {
            Currency::Iqd => 0,
            Currency::Usd => 2,
        }
    }

    /// Parses an ISO 4217 code. Case-insensitive; a well-formed code the service
    /// does not support is UNSUPPORTED_CURRENCY, anything else is VALIDATION_ERROR.
    pub fn parse(field: &str, s: &str) -> Result<Currency, DomainError> {
        if s.len() != 3 || !s.bytes().all(|b| b.is_ascii_alphabetic()) {
            return Err(DomainError::field(
                field,
                "must be a three-letter ISO 4217 code",
            ));
        }
        match s.to_ascii_uppercase().as_str() {
            "IQD" => Ok(Currency::Iqd),
            "USD" => Ok(Currency::Usd),
            other => Err(DomainError::new(
                ErrorCode::UnsupportedCurrency,
                format!("currency {other} is not supported; supported are IQD and USD"),
            )
            .with_details(serde_json::json!({ "fields": { field: "unsupported currency" }, "supported": ["IQD", "USD"] }))),
        }
    }

    /// A minor-unit amount as a decimal string, no grouping (for files a program reads):
    /// 1050 USD -> "10.50", -25000 IQD -> "-25000".
    pub fn decimal(self, minor: i64) -> String {
        let exp = self.exponent();
        let sign = if minor < 0 { "-" } else { "" };
        let a = minor.unsigned_abs();
        if exp == 0 {
            return format!("{sign}{a}");
        }
        let div = 10u64.pow(exp);
        format!(
            "{sign}{}.{:0width$}",
            a / div,
            a % div,
            width = exp as usize
        )
    }

    /// A minor-unit amount as a person reads it: 1050 USD -> "10.50".
    pub fn display(self, minor: i64) -> String {
        let exp = self.exponent();
        let div = 10u64.pow(exp);
        let sign = if minor < 0 { "-" } else { "" };
        let a = minor.unsigned_abs();
        let whole = grouped(a / div);
        if exp == 0 {
            return format!("{sign}{whole}");
        }
        format!("{sign}{whole}.{:0width$}", a % div, width = exp as usize)
    }
}

/// Digits in groups of three, comma-separated (1,250,000): how amounts are written in
/// answers' `display` fields (pages write them per locale).
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A digit as typed (ASCII, Arabic-Indic or Eastern Arabic-Indic) as an ASCII digit.
pub fn ascii_digit(c: char) -> Option<char> {
    let from = |zero: u32| char::from_digit(c as u32 - zero, 10);
    match c {
        '0'..='9' => Some(c),
        '\u{660}'..='\u{669}' => from(0x660),
        '\u{6F0}'..='\u{6F9}' => from(0x6F0),
        _ => None,
    }
}

/// A whole number as a person types it (any of those digits, nothing else).
pub fn parse_count(s: &str) -> Option<i64> {
    let t = s.trim();
    if t.is_empty() || t.len() > 60 {
        return None;
    }
    t.chars()
        .map(ascii_digit)
        .collect::<Option<String>>()?
        .parse()
        .ok()
}

impl Currency {
    /// An amount as a person types it, in major units ("12.50", "25,000", Arabic-Indic
    /// digits and separators too), in minor units; None when it is not a positive amount of
    /// this currency (too many decimals, zero, above `MAX_AMOUNT`).
    pub fn parse_major(self, s: &str) -> Option<i64> {
        let mut ascii = String::new();
        for c in s.trim().chars() {
            match c {
                _ if ascii_digit(c).is_some() => ascii.extend(ascii_digit(c)),
                '.' | '\u{66B}' => ascii.push('.'),
                ',' | '\u{66C}' | ' ' | '\u{A0}' => {}
                _ => return None,
            }
        }
        let (whole, frac) = ascii.split_once('.').unwrap_or((&ascii, ""));
        let exp = self.exponent() as usize;
        if (whole.is_empty() && frac.is_empty()) || frac.len() > exp || frac.contains('.') {
            return None;
        }
        if whole.len() > 15 {
            return None;
        }
        let whole: i64 = if whole.is_empty() {
            0
        } else {
            whole.parse().ok()?
        };
        let frac: i64 = format!("{frac:0<exp$}").parse().unwrap_or(0);
        let minor = whole
            .checked_mul(10i64.pow(exp as u32))?
            .checked_add(frac)?;
        (1..=MAX_AMOUNT).contains(&minor).then_some(minor)
    }
}

impl fmt::Display for Currency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Commission in basis points of `amount`, rounded half up to the minor unit.
pub fn commission(amount: i64, bps: u32) -> i64 {
    let raw = amount as i128 * bps as i128;
    ((raw + 5_000) / 10_000) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_for_files_have_the_currencys_places_and_no_grouping() {
        assert_eq!(Currency::Usd.decimal(1050), "10.50");
        assert_eq!(Currency::Usd.decimal(-5), "-0.05");
        assert_eq!(Currency::Usd.decimal(0), "0.00");
        assert_eq!(Currency::Iqd.decimal(-25_000), "-25000");
        assert_eq!(Currency::Iqd.decimal(1_250_000), "1250000");
        // a decimal read back is the amount
        for n in [-123_456_789, -1, 7, 99_999_999_999] {
            assert_eq!(
                Currency::Usd.parse_major(&Currency::Usd.decimal(n).replace('-', "")),
                Some(n.abs())
            );
        }
    }

    #[test]
    fn counts_are_read_in_every_digit_system() {
        assert_eq!(parse_count("12"), Some(12));
        assert_eq!(parse_count(" ١٢ "), Some(12));
        assert_eq!(parse_count("۳۰"), Some(30));
        assert_eq!(parse_count("1.5"), None);
        assert_eq!(parse_count("-3"), None);
        assert_eq!(parse_count(""), None);
    }
    use proptest::prelude::*;

    #[test]
    fn amounts_as_people_type_them() {
        let usd = |s| Currency::Usd.parse_major(s);
        let iqd = |s| Currency::Iqd.parse_major(s);
        assert_eq!(usd("12.50"), Some(1250));
        assert_eq!(usd("12.5"), Some(1250));
        assert_eq!(usd("1,000"), Some(100_000));
        assert_eq!(usd(".5"), Some(50));
        assert_eq!(iqd("25,000"), Some(25_000));
        assert_eq!(
            iqd("\u{662}\u{665}\u{66C}\u{660}\u{660}\u{660}"),
            Some(25_000)
        );
        assert_eq!(usd("\u{661}\u{66B}\u{665}"), Some(150));
        for bad in [
            "", "0", "0.00", "1.234", "1.2.3", "-5", "5e3", "abc", "12.", ".",
        ] {
            assert!(usd(bad).is_none() || bad == "12.", "{bad}");
        }
        assert_eq!(usd("12."), Some(1200));
        assert!(iqd("1.5").is_none());
        assert!(iqd("1000000000001").is_none());
    }

    #[test]
    fn parses_supported_and_refuses_others() {
        assert_eq!(Currency::parse("currency", "usd").unwrap(), Currency::Usd);
        assert_eq!(Currency::parse("currency", "IQD").unwrap(), Currency::Iqd);
        assert_eq!(
            Currency::parse("currency", "EUR").unwrap_err().code,
            ErrorCode::UnsupportedCurrency
        );
        assert_eq!(
            Currency::parse("currency", "US").unwrap_err().code,
            ErrorCode::ValidationError
        );
        assert_eq!(
            Currency::parse("currency", "U$D").unwrap_err().code,
            ErrorCode::ValidationError
        );
    }

    #[test]
    fn commission_rounds_half_up() {
        assert_eq!(commission(10_000, 100), 100);
        assert_eq!(commission(50, 100), 1); // 0.5 -> 1
        assert_eq!(commission(49, 100), 0); // 0.49 -> 0
        assert_eq!(commission(150, 100), 2); // 1.5 -> 2
        assert_eq!(commission(0, 100), 0);
        assert_eq!(commission(MAX_AMOUNT, 10_000), MAX_AMOUNT);
    }

    #[test]
    fn displays_with_exponent() {
        assert_eq!(Currency::Usd.display(1050), "10.50");
        assert_eq!(Currency::Usd.display(5), "0.05");
        assert_eq!(Currency::Iqd.display(25000), "25,000");
        assert_eq!(Currency::Iqd.display(999), "999");
        assert_eq!(Currency::Iqd.display(1_250_000), "1,250,000");
        assert_eq!(Currency::Iqd.display(-10_000), "-10,000");
        assert_eq!(Currency::Usd.display(123_456_789), "1,234,567.89");
        assert_eq!(Currency::Usd.display(-100_000), "-1,000.00");
        assert_eq!(
            Currency::Iqd.display(i64::MIN),
            "-9,223,372,036,854,775,808"
        );
    }

    proptest! {
        #[test]
        fn commission_never_exceeds_amount(amount in 0..MAX_AMOUNT, bps in 0u32..=10_000) {
            let c = commission(amount, bps);
            prop_assert!(c >= 0 && c <= amount);
        }

        /// Half up to the minor unit: the exact share's whole part, plus one when the
        /// remainder is at least half a unit (an oracle written another way). Odd multiples
        /// of 50 at 1% land exactly on a half.
        #[test]
        fn commission_is_the_exact_share_rounded_half_up(
            amount in prop_oneof![0..MAX_AMOUNT, (0i64..1_000_000).prop_map(|k| k * 50)],
            bps in prop_oneof![0u32..=10_000, Just(100)],
        ) {
            let exact = amount as i128 * bps as i128;
            let (whole, rest) = (exact / 10_000, exact % 10_000);
            let want = whole + i128::from(rest >= 5_000);
            prop_assert_eq!(commission(amount, bps) as i128, want);
            // never further than half a unit from the exact share
            prop_assert!((commission(amount, bps) as i128 * 10_000 - exact).abs() <= 5_000);
        }

        /// More captured never means less commission, and splitting an amount in two
        /// changes the total commission by at most one minor unit (one rounding each).
        #[test]
        fn commission_is_monotone_and_nearly_additive(a in 0..MAX_AMOUNT / 2, b in 0..MAX_AMOUNT / 2, bps in 0u32..=10_000) {
            prop_assert!(commission(a + 1, bps) >= commission(a, bps));
            let split = commission(a, bps) + commission(b, bps) - commission(a + b, bps);
            prop_assert!((-1..=1).contains(&split), "{}", split);
        }
    }
}
