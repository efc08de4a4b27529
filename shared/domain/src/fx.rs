//! Currency exchange between IQD and USD: the platform's rates (a bid and an ask for the
//! pair USD/IQD, in IQD per US dollar), quotes that fix a rate for 30 seconds, and the
//! conversion of amounts in minor units, always rounded in the platform's favour so that
//! rounding never creates money: what the platform gives is worth at most what it takes at
//! the quoted rate.
//!
//! Rates are kept as integers: millionths of an IQD per US dollar (`Rate`), so `1310.5` is
//! 1,310,500,000. A dollar has 100 minor units (cents), a dinar 1, so `c` cents at rate `r`
//! are worth `c * r / 100,000,000` dinars exactly.

use crate::ledger::{transfer, Account, Posting};
use crate::money::Currency;
use crate::{DomainError, ErrorCode};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// How long a quote holds its rate.
pub const QUOTE_SECS: i64 = 30;
/// The one pair: US dollars priced in Iraqi dinars.
pub const PAIR: &str = "USD/IQD";
/// Millionths per unit of a rate.
pub const SCALE: i128 = 1_000_000;
/// The Central Bank of Iraq's official rate since February 2023: 1,300 IQD per dollar
/// (1,310 at its selling window to the public).
pub const OFFICIAL: Rate = Rate(1_300 * SCALE as i64);
/// The sandbox's rates until the platform sets its own: 1% either side of the official
/// rate (1,287 / 1,313), the spread the public pays around the CBI window.
pub const SANDBOX_BID: Rate = Rate(1_287 * SCALE as i64);
pub const SANDBOX_ASK: Rate = Rate(1_313 * SCALE as i64);
/// The largest rate taken: a million dinars a dollar.
pub const MAX_RATE: i64 = 1_000_000 * SCALE as i64;

/// A rate in millionths of an IQD per US dollar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Rate(pub i64);

impl Rate {
    /// A decimal string: digits, optionally a point and up to 6 more; above zero and at
    /// most `MAX_RATE`.
    pub fn parse(s: &str) -> Option<Rate> {
        let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
        let digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() || whole.len() > 7 || !digits(whole) || !digits(frac) || frac.len() > 6
        {
            return None;
        }
        if s.contains('.') && frac.is_empty() {
            return None;
        }
        let w: i64 = whole.parse().ok()?;
        let f: i64 = format!("{frac:0<6}").parse().ok()?;
        let r = w.checked_mul(SCALE as i64)?.checked_add(f)?;
        (r > 0 && r <= MAX_RATE).then_some(Rate(r))
    }

    /// As a decimal string without trailing zeros (`1310`, `1310.5`).
    pub fn text(self) -> String {
        let (w, f) = (self.0 / SCALE as i64, self.0 % SCALE as i64);
        if f == 0 {
            return w.to_string();
        }
        let frac = format!("{f:06}");
        format!("{w}.{}", frac.trim_end_matches('0'))
    }

    /// How far this rate is from `official`, in basis points (rounded to the nearest).
    pub fn spread_bps(self, official: Rate) -> i64 {
        let diff = (i128::from(self.0) - i128::from(official.0)).abs() * 10_000;
        let o = i128::from(official.0);
        ((diff + o / 2) / o) as i64
    }
}

/// The platform's rates for the pair.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rates {
    /// What the platform pays for a dollar (a user selling dollars gets this).
    pub bid: Rate,
    /// What the platform asks for a dollar (a user buying dollars pays this).
    pub ask: Rate,
    /// The central bank's rate, shown beside the quoted one.
    pub official: Rate,
    /// After this the rates are stale and nothing is exchanged.
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub valid_until: Option<DateTime<Utc>>,
    #[serde(with = "crate::time::rfc3339")]
    pub updated_at: DateTime<Utc>,
}

impl Rates {
    /// The sandbox's rates (`SANDBOX_BID`, `SANDBOX_ASK`, `OFFICIAL`), never stale.
    pub fn sandbox(now: DateTime<Utc>) -> Rates {
        Rates {
            bid: SANDBOX_BID,
            ask: SANDBOX_ASK,
            official: OFFICIAL,
            valid_until: None,
            updated_at: now,
        }
    }

    /// A bid above the ask, or a `valid_until` already past, is refused.
    pub fn check(&self, now: DateTime<Utc>) -> Result<(), DomainError> {
        if self.bid > self.ask {
            return Err(DomainError::field("bid", "must not be above ask"));
        }
        if self.valid_until.is_some_and(|v| v <= now) {
            return Err(DomainError::field("valid_until", "must be in the future"));
        }
        Ok(())
    }

    /// Whether these rates may be used at `now`.
    pub fn usable(&self, now: DateTime<Utc>) -> Result<(), DomainError> {
        match self.valid_until {
            Some(v) if v <= now => Err(DomainError::new(
                ErrorCode::ServiceUnavailable,
                "the exchange rate is out of date; nothing was exchanged, retry shortly",
            )
            .with_details(serde_json::json!({ "pair": PAIR, "valid_until": v }))),
            _ => Ok(()),
        }
    }
}

/// The refusal when no rate is set.
pub fn no_rate() -> DomainError {
    DomainError::new(
        ErrorCode::ServiceUnavailable,
        "no exchange rate is set; nothing was exchanged",
    )
    .with_details(serde_json::json!({ "pair": PAIR }))
}

/// Which side of an exchange the user fixed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fixed {
    /// The amount the user gives.
    From(i64),
    /// The amount the user gets.
    To(i64),
}

/// An exchange worked out: both amounts and the rate they were taken at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Priced {
    pub from_amount: i64,
    pub to_amount: i64,
    pub rate: Rate,
}

fn floor_div(n: i128, d: i128) -> i128 {
    n.div_euclid(d)
}

fn ceil_div(n: i128, d: i128) -> i128 {
    -((-n).div_euclid(d))
}

/// Prices an exchange from `from` to `to` at `rates`: a user selling dollars gets the bid,
/// one buying dollars pays the ask; whichever side the user did not fix is rounded in the
/// platform's favour (what the user gets down, what the user pays up). Refused when the
/// currencies are the same, or an amount comes to nothing or too much.
pub fn price(
    from: Currency,
    to: Currency,
    fixed: Fixed,
    rates: &Rates,
) -> Result<Priced, DomainError> {
    // dinars per cent, as a fraction: rate / (SCALE * 100)
    let per_cent = SCALE * 100;
    let (rate, from_amount, to_amount): (Rate, i128, i128) = match (from, to, fixed) {
        (Currency::Usd, Currency::Iqd, Fixed::From(c)) => {
            let c = i128::from(c);
            (
                rates.bid,
                c,
                floor_div(c * i128::from(rates.bid.0), per_cent),
            )
        }
        (Currency::Usd, Currency::Iqd, Fixed::To(d)) => {
            let d = i128::from(d);
            (
                rates.bid,
                ceil_div(d * per_cent, i128::from(rates.bid.0)),
                d,
            )
        }
        (Currency::Iqd, Currency::Usd, Fixed::From(d)) => {
            let d = i128::from(d);
            (
                rates.ask,
                d,
                floor_div(d * per_cent, i128::from(rates.ask.0)),
            )
        }
        (Currency::Iqd, Currency::Usd, Fixed::To(c)) => {
            let c = i128::from(c);
            (
                rates.ask,
                ceil_div(c * i128::from(rates.ask.0), per_cent),
                c,
            )
        }
        _ => {
            return Err(DomainError::field(
                "to_currency",
                "must differ from from_currency",
            ))
        }
    };
    let max = i128::from(crate::money::MAX_AMOUNT);
    if to_amount < 1 || from_amount < 1 {
        return Err(DomainError::field(
            "amount",
            "too small to exchange: the other side comes to less than one minor unit",
        ));
    }
    if to_amount > max || from_amount > max {
        return Err(DomainError::field("amount", "too large to exchange"));
    }
    Ok(Priced {
        from_amount: from_amount as i64,
        to_amount: to_amount as i64,
        rate,
    })
}

/// What the platform keeps from an exchange, valued exactly at the quoted rate, in
/// hundred-millionths of a dinar: what it takes less what it gives (never negative, by
/// `price`'s rounding).
pub fn platform_gain(from: Currency, p: &Priced) -> i128 {
    let r = i128::from(p.rate.0);
    let (f, t) = (i128::from(p.from_amount), i128::from(p.to_amount));
    match from {
        // takes cents, gives dinars
        Currency::Usd => f * r - t * SCALE * 100,
        // takes dinars, gives cents
        Currency::Iqd => f * SCALE * 100 - t * r,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuoteStatus {
    Open,
    Executed,
}

/// When a quote priced at `now` from `rates` stops: `QUOTE_SECS` on, or sooner when the
/// rates go stale before then (a quote is good only while its rates are).
pub fn quote_expiry(rates: &Rates, now: DateTime<Utc>) -> DateTime<Utc> {
    let held = now + chrono::Duration::seconds(QUOTE_SECS);
    rates.valid_until.map_or(held, |v| held.min(v))
}

/// A quote: a priced exchange that holds for `QUOTE_SECS` (less when its rates go stale
/// sooner), executed at most once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Quote {
    pub id: String,
    pub merchant_id: String,
    pub user_id: String,
    pub from_currency: Currency,
    pub to_currency: Currency,
    pub from_amount: i64,
    pub to_amount: i64,
    pub rate: Rate,
    pub official_rate: Rate,
    pub status: QuoteStatus,
    #[serde(with = "crate::time::rfc3339")]
    pub expires_at: DateTime<Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub executed_at: Option<DateTime<Utc>>,
}

impl Quote {
    /// The spread of its rate from the official one, in basis points.
    pub fn spread_bps(&self) -> i64 {
        self.rate.spread_bps(self.official_rate)
    }

    /// Whether it may be executed at `now`: open and not expired.
    pub fn executable(&self, now: DateTime<Utc>) -> Result<(), DomainError> {
        if self.status == QuoteStatus::Executed {
            return Err(DomainError::new(
                ErrorCode::InvalidPaymentStatus,
                "this quote was already used; ask for a new one",
            )
            .with_details(serde_json::json!({ "quote_id": self.id, "status": "executed" })));
        }
        if now >= self.expires_at {
            return Err(DomainError::new(
                ErrorCode::PaymentExpired,
                "this quote has expired; ask for a new one",
            )
            .with_details(
                serde_json::json!({ "quote_id": self.id, "expired_at": self.expires_at }),
            ));
        }
        Ok(())
    }

    /// The movement that executes it: the user's `from` amount to the merchant's exchange
    /// position, the position's `to` amount to the user (each currency sums to zero).
    pub fn postings(&self) -> Vec<Posting> {
        let user = Account::Wallet {
            user_id: self.user_id.clone(),
        };
        let position = Account::FxPosition {
            merchant_id: self.merchant_id.clone(),
        };
        let mut out = transfer(
            user.clone(),
            position.clone(),
            self.from_currency,
            self.from_amount,
        )
        .to_vec();
        out.extend(transfer(position, user, self.to_currency, self.to_amount));
        out
    }

    /// The `fx_details` of a payment paid with this quote.
    pub fn details(&self) -> FxDetails {
        FxDetails {
            quote_id: self.id.clone(),
            rate: self.rate.text(),
            official_rate: self.official_rate.text(),
            spread_bps: self.spread_bps(),
            from_currency: self.from_currency,
            from_amount: self.from_amount,
            to_currency: self.to_currency,
            to_amount: self.to_amount,
        }
    }

    /// Whether this quote pays exactly `amount` in `currency` for `user_id` from the other
    /// currency (a payment's own quote); the refusal names the field.
    pub fn pays(&self, user_id: &str, currency: Currency, amount: i64) -> Result<(), DomainError> {
        if self.user_id != user_id
            || self.to_currency != currency
            || self.to_amount != amount
            || self.from_currency == currency
        {
            return Err(DomainError::field(
                "fx_quote_id",
                "this quote is not for this payment: ask for one for its amount and currency",
            ));
        }
        Ok(())
    }
}

/// A payment's `fx_details` (the spec's field): how it was paid from another currency.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FxDetails {
    pub quote_id: String,
    /// The quoted rate, IQD per US dollar, as a decimal string.
    pub rate: String,
    /// The central bank's rate beside it.
    pub official_rate: String,
    pub spread_bps: i64,
    pub from_currency: Currency,
    pub from_amount: i64,
    pub to_currency: Currency,
    pub to_amount: i64,
}

impl Quote {
    /// The same quote, executed at `now`.
    pub fn executed(&self, now: DateTime<Utc>) -> Quote {
        Quote {
            status: QuoteStatus::Executed,
            executed_at: Some(now),
            ..self.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rates(bid: i64, ask: i64) -> Rates {
        Rates {
            bid: Rate(bid),
            ask: Rate(ask),
            official: OFFICIAL,
            valid_until: None,
            updated_at: Utc::now(),
        }
    }

    #[test]
    fn a_quote_ends_when_its_rates_go_stale_if_sooner() {
        let now = Utc::now();
        let mut r = rates(1_290_000_000, 1_310_000_000);
        let full = now + chrono::Duration::seconds(QUOTE_SECS);
        assert_eq!(quote_expiry(&r, now), full);
        r.valid_until = Some(now + chrono::Duration::seconds(10));
        assert_eq!(quote_expiry(&r, now), now + chrono::Duration::seconds(10));
        r.valid_until = Some(now + chrono::Duration::hours(1));
        assert_eq!(quote_expiry(&r, now), full);
    }

    #[test]
    fn rates_as_text() {
        assert_eq!(Rate::parse("1310"), Some(Rate(1_310_000_000)));
        assert_eq!(Rate::parse("1310.5"), Some(Rate(1_310_500_000)));
        assert_eq!(Rate::parse("0.000001"), Some(Rate(1)));
        for bad in [
            "",
            ".5",
            "5.",
            "-1",
            "1e3",
            "0",
            "0.0000001",
            "1,310",
            " 1310",
            "99999999",
        ] {
            assert_eq!(Rate::parse(bad), None, "{bad}");
        }
        assert_eq!(Rate(1_310_500_000).text(), "1310.5");
        assert_eq!(Rate(1_300_000_000).text(), "1300");
        assert_eq!(SANDBOX_ASK.spread_bps(OFFICIAL), 100);
        assert_eq!(SANDBOX_BID.spread_bps(OFFICIAL), 100);
    }

    #[test]
    fn each_direction_at_its_side_of_the_spread() {
        let r = Rates::sandbox(Utc::now());
        // selling $10.00 at the bid: 12,870 IQD
        let p = price(Currency::Usd, Currency::Iqd, Fixed::From(1_000), &r).unwrap();
        assert_eq!((p.to_amount, p.rate), (12_870, SANDBOX_BID));
        // buying $10.00 at the ask: 13,130 IQD
        let p = price(Currency::Iqd, Currency::Usd, Fixed::To(1_000), &r).unwrap();
        assert_eq!((p.from_amount, p.rate), (13_130, SANDBOX_ASK));
        // 100 IQD buys 7 cents (7.6 rounded down); 1 cent costs 14 IQD (13.13 rounded up)
        let p = price(Currency::Iqd, Currency::Usd, Fixed::From(100), &r).unwrap();
        assert_eq!(p.to_amount, 7);
        let p = price(Currency::Iqd, Currency::Usd, Fixed::To(1), &r).unwrap();
        assert_eq!(p.from_amount, 14);
        // too small: 10 IQD buys no cent
        assert_eq!(
            price(Currency::Iqd, Currency::Usd, Fixed::From(10), &r)
                .unwrap_err()
                .code,
            ErrorCode::ValidationError
        );
        assert!(price(Currency::Iqd, Currency::Iqd, Fixed::From(10), &r).is_err());
    }

    #[test]
    fn a_quote_moves_both_currencies_through_the_position() {
        let now = Utc::now();
        let q = Quote {
            id: "fxq_1".into(),
            merchant_id: "mer_1".into(),
            user_id: "usr_1".into(),
            from_currency: Currency::Iqd,
            to_currency: Currency::Usd,
            from_amount: 13_130,
            to_amount: 1_000,
            rate: SANDBOX_ASK,
            official_rate: OFFICIAL,
            status: QuoteStatus::Open,
            expires_at: now + chrono::Duration::seconds(QUOTE_SECS),
            created_at: now,
            executed_at: None,
        };
        assert!(crate::ledger::balanced(&q.postings()));
        assert_eq!(q.spread_bps(), 100);
        assert_eq!(q.details().rate, "1313");
        assert!(q.pays("usr_1", Currency::Usd, 1_000).is_ok());
        assert!(q.pays("usr_1", Currency::Usd, 999).is_err());
        assert!(q.pays("usr_2", Currency::Usd, 1_000).is_err());
        assert_eq!(q.executed(now).status, QuoteStatus::Executed);
        assert!(q.executable(now).is_ok());
        let later = now + chrono::Duration::seconds(QUOTE_SECS);
        assert_eq!(
            q.executable(later).unwrap_err().code,
            ErrorCode::PaymentExpired
        );
        let used = Quote {
            status: QuoteStatus::Executed,
            ..q
        };
        assert_eq!(
            used.executable(now).unwrap_err().code,
            ErrorCode::InvalidPaymentStatus
        );
    }

    #[test]
    fn stale_and_crossed_rates() {
        let now = Utc::now();
        let mut r = rates(1_320_000_000, 1_310_000_000);
        assert_eq!(r.check(now).unwrap_err().code, ErrorCode::ValidationError);
        r = rates(1_290_000_000, 1_310_000_000);
        r.valid_until = Some(now - chrono::Duration::seconds(1));
        assert_eq!(
            r.usable(now).unwrap_err().code,
            ErrorCode::ServiceUnavailable
        );
        r.valid_until = Some(now + chrono::Duration::seconds(60));
        assert!(r.usable(now).is_ok());
    }

    proptest! {
        /// Rounding never creates money: whatever the rates, the amount and the side fixed,
        /// the platform gives at most what it takes, valued at the quoted rate; and buying
        /// back what was sold never returns more than was given.
        #[test]
        fn rounding_never_creates_money(
            bid in 1i64..=MAX_RATE,
            spread in 0i64..=50_000_000_000,
            amount in 1i64..=1_000_000_000,
            usd_first in any::<bool>(),
            fix_from in any::<bool>(),
        ) {
            let ask = (bid + spread).min(MAX_RATE);
            let r = rates(bid, ask);
            let (from, to) = if usd_first { (Currency::Usd, Currency::Iqd) } else { (Currency::Iqd, Currency::Usd) };
            let fixed = if fix_from { Fixed::From(amount) } else { Fixed::To(amount) };
            if let Ok(p) = price(from, to, fixed, &r) {
                prop_assert!(platform_gain(from, &p) >= 0, "{p:?}");
                match fixed {
                    Fixed::From(a) => prop_assert_eq!(p.from_amount, a),
                    Fixed::To(a) => prop_assert_eq!(p.to_amount, a),
                }
                if let Ok(back) = price(to, from, Fixed::From(p.to_amount), &r) {
                    prop_assert!(back.to_amount <= p.from_amount, "{p:?} back {back:?}");
                }
            }
        }
    }
}
