//! Merchants: status, commission and rate limit.

use serde::{Deserialize, Serialize};

pub const DEFAULT_COMMISSION_BPS: u32 = 100;
/// How far a sandbox test clock may run ahead of real time in all: a hundred years.
pub const MAX_CLOCK_OFFSET_SECS: i64 = 100 * 366 * 24 * 60 * 60;
pub const MAX_COMMISSION_BPS: u32 = 10_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MerchantStatus {
    Pending,
    Approved,
    Rejected,
    Suspended,
}

impl MerchantStatus {
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "pending" => Some(Self::Pending),
            "approved" => Some(Self::Approved),
            "rejected" => Some(Self::Rejected),
            "suspended" => Some(Self::Suspended),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Approved => "approved",
            Self::Rejected => "rejected",
            Self::Suspended => "suspended",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Merchant {
    pub id: String,
    pub name: String,
    pub status: MerchantStatus,
    pub commission_bps: u32,
    /// Requests per second; None means the deployment default.
    pub rate_limit: Option<u32>,
    pub sandbox: bool,
    /// Seconds the merchant's sandbox test clock runs ahead of real time.
    #[serde(default)]
    pub clock_offset_secs: i64,
    /// Seconds a reserved payment holds the buyer's funds before it is voided.
    #[serde(default = "default_authorization_secs")]
    pub authorization_ttl_secs: i64,
    /// How the merchant's checkout pages look.
    #[serde(default)]
    pub branding: Branding,
    /// How many receipt series the merchant keeps (1 to `receipt::MAX_SERIES`): one book by
    /// default; several for a merchant completing more than a few hundred movements a second,
    /// as a shop with several tills keeps a book each (docs/decisions.md, "Receipt numbers").
    #[serde(default = "one_series")]
    pub receipt_series: u32,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: chrono::DateTime<chrono::Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

fn one_series() -> u32 {
    1
}

fn default_authorization_secs() -> i64 {
    crate::payment::DEFAULT_AUTHORIZATION_SECS
}

/// The range a merchant may set its authorization expiry in: one hour to thirty days.
pub const AUTHORIZATION_SECS_RANGE: (i64, i64) = (60 * 60, 30 * 24 * 60 * 60);

impl Merchant {
    /// Only an approved merchant may take payments or call the API.
    pub fn require_approved(&self) -> Result<(), crate::DomainError> {
        if self.status == MerchantStatus::Approved {
            return Ok(());
        }
        Err(crate::DomainError::new(
            crate::ErrorCode::MerchantNotApproved,
            format!(
                "merchant is {}; only approved merchants can take payments or use the API",
                self.status.as_str()
            ),
        ))
    }

    /// Moves the sandbox test clock forward by `seconds` (> 0), at most to
    /// `MAX_CLOCK_OFFSET_SECS` ahead of real time in all.
    pub fn advance_clock(&mut self, seconds: i64) -> Result<(), crate::DomainError> {
        let next = self.clock_offset_secs.checked_add(seconds);
        match next {
            Some(n) if seconds > 0 && n <= MAX_CLOCK_OFFSET_SECS => {
                self.clock_offset_secs = n;
                Ok(())
            }
            _ => Err(crate::DomainError::field(
                "seconds",
                format!(
                    "the test clock may run at most {MAX_CLOCK_OFFSET_SECS} seconds (100 years) ahead in all; it is {} seconds ahead now",
                    self.clock_offset_secs
                ),
            )),
        }
    }
}

/// The merchant's look on checkout pages: a display name, an https logo, a brand colour
/// (white text goes on it) and a support address.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Branding {
    pub name: Option<String>,
    pub logo_url: Option<String>,
    pub brand_color: Option<String>,
    pub support_url: Option<String>,
    /// The sites allowed to open the merchant's checkout popup (like Stripe's domain
    /// registration). Empty: any https site, as before.
    #[serde(default)]
    pub popup_origins: Vec<String>,
    /// The registered name receipts carry (the display `name` may be a shop's sign).
    #[serde(default)]
    pub legal_name: Option<String>,
    /// The tax number receipts carry ([`tax_number_problem`]).
    #[serde(default)]
    pub tax_number: Option<String>,
    /// Whether buyers get a text message with their receipt's link when a payment completes
    /// or is refunded (off by default).
    #[serde(default)]
    pub receipt_sms: bool,
    /// When `receipt_sms` was last turned on: the relay texts the receipts of movements
    /// from then on, not those of an earlier one it relays late.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub receipt_sms_since: Option<chrono::DateTime<chrono::Utc>>,
    /// How its QR codes' payloads are written unless a QR asks otherwise (issue 80).
    #[serde(default)]
    pub qr_payload: crate::qr::PayloadFormat,
    /// What an EMVCo payload says of the merchant: its ISO 18245 category code, its name and
    /// city in Latin letters (at most 25 and 15), and in Arabic (the language template).
    #[serde(default)]
    pub category_code: Option<String>,
    #[serde(default)]
    pub latin_name: Option<String>,
    #[serde(default)]
    pub city: Option<String>,
    #[serde(default)]
    pub arabic_name: Option<String>,
    #[serde(default)]
    pub arabic_city: Option<String>,
}

/// The longest tax number taken.
pub const MAX_TAX_NUMBER: usize = 32;

/// What is wrong with a tax number as typed, if anything: 1 to 32 characters of Latin
/// letters, digits, `-` and `/`, starting with a letter or digit (Iraq's General Commission
/// for Taxes issues numbers of digits; a foreign company's may carry letters and separators).
pub fn tax_number_problem(s: &str) -> Option<&'static str> {
    let ok_char = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '/';
    if s.is_empty() || s.len() > MAX_TAX_NUMBER {
        Some("must be 1 to 32 characters")
    } else if !s.chars().all(ok_char) || !s.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        Some("must be Latin letters and digits, with - or / between them")
    } else {
        None
    }
}

/// The most popup origins a merchant may register.
pub const MAX_POPUP_ORIGINS: usize = 20;

impl Branding {
    /// Whether a popup opened by a page of `origin` may show the merchant's session.
    pub fn popup_allowed(&self, origin: &str) -> bool {
        self.popup_origins.is_empty() || self.popup_origins.iter().any(|o| o == origin)
    }
}

/// WCAG AA for normal text.
pub const MIN_CONTRAST: f64 = 4.5;

/// The WCAG 2 contrast ratio of white text on a `#RRGGBB` colour (None: not such a colour).
pub fn contrast_with_white(hex: &str) -> Option<f64> {
    let h = hex.strip_prefix('#')?;
    if h.len() != 6 || !h.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let channel = |i: usize| {
        let c = f64::from(u8::from_str_radix(&h[i..i + 2], 16).ok()?) / 255.0;
        Some(if c <= 0.03928 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        })
    };
    let l = 0.2126 * channel(0)? + 0.7152 * channel(2)? + 0.0722 * channel(4)?;
    Some(1.05 / (l + 0.05))
}

/// The kinds of API key a merchant holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KeyKind {
    Secret,
    Publishable,
    Hmac,
}

/// A commission as a person types it, in percent ("2.5", "0", "١٫٢٥": Arabic-Indic digits
/// and separator too), in basis points; None when it is not 0 to 100 with at most two
/// decimals.
pub fn commission_bps_of(percent: &str) -> Option<u32> {
    let mut ascii = String::new();
    for c in percent.trim().trim_end_matches(['%', '٪']).trim().chars() {
        match c {
            _ if crate::money::ascii_digit(c).is_some() => {
                ascii.extend(crate::money::ascii_digit(c))
            }
            '.' | '\u{66B}' => ascii.push('.'),
            _ => return None,
        }
    }
    let (whole, frac) = ascii.split_once('.').unwrap_or((&ascii, ""));
    if whole.is_empty() || whole.len() > 3 || frac.len() > 2 || frac.contains('.') {
        return None;
    }
    let whole: u32 = whole.parse().ok()?;
    let frac: u32 = format!("{frac:0<2}").parse().ok()?;
    let bps = whole.checked_mul(100)?.checked_add(frac)?;
    (bps <= MAX_COMMISSION_BPS).then_some(bps)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tax_number_is_latin_letters_digits_and_separators() {
        for ok in ["1", "123456789", "IQ-1234/56", &"9".repeat(32)] {
            assert_eq!(tax_number_problem(ok), None, "{ok}");
        }
        for bad in ["", "/1", "-1", "1 2", "١٢", "1;2", &"9".repeat(33)] {
            assert!(tax_number_problem(bad).is_some(), "{bad}");
        }
    }

    #[test]
    fn a_typed_commission_is_its_basis_points() {
        for (text, bps) in [
            ("0", Some(0)),
            ("2.5", Some(250)),
            ("2.50%", Some(250)),
            (" 1.25 ", Some(125)),
            ("١٫٢٥", Some(125)),
            ("۳", Some(300)),
            ("100", Some(10_000)),
            ("100.01", None),
            ("1.255", None),
            ("", None),
            (".5", None),
            ("-1", None),
            ("1,5", None),
            ("1.2.3", None),
            ("abc", None),
            ("99999999999", None),
        ] {
            assert_eq!(commission_bps_of(text), bps, "{text:?}");
        }
    }

    #[test]
    fn brand_colours_are_measured_against_white_text() {
        let r = |h| (contrast_with_white(h).unwrap() * 100.0).round() / 100.0;
        assert_eq!(r("#000000"), 21.0);
        assert_eq!(r("#FFFFFF"), 1.0);
        assert!(r("#0B5FFF") >= MIN_CONTRAST);
        assert!(r("#767676") >= MIN_CONTRAST); // the classic AA grey
        assert!(r("#777777") < MIN_CONTRAST);
        assert!(r("#FFCC00") < MIN_CONTRAST);
        assert!(contrast_with_white("0B5FFF").is_none());
        assert!(contrast_with_white("#0B5FF").is_none());
        assert!(contrast_with_white("#GGGGGG").is_none());
    }

    #[test]
    fn the_test_clock_stops_at_a_hundred_years() {
        let now = chrono::Utc::now();
        let mut m = Merchant {
            id: "mer_1".into(),
            name: "m".into(),
            status: MerchantStatus::Approved,
            commission_bps: 100,
            rate_limit: None,
            sandbox: true,
            clock_offset_secs: 0,
            authorization_ttl_secs: crate::payment::DEFAULT_AUTHORIZATION_SECS,
            branding: Branding::default(),
            receipt_series: 1,
            created_at: now,
            updated_at: now,
        };
        m.advance_clock(MAX_CLOCK_OFFSET_SECS).unwrap();
        let e = m.advance_clock(1).unwrap_err();
        assert_eq!(e.code, crate::ErrorCode::ValidationError);
        assert!(m.advance_clock(i64::MAX).is_err());
        assert_eq!(m.clock_offset_secs, MAX_CLOCK_OFFSET_SECS);
    }
}
