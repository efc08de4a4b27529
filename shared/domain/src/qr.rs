//! In-person QR payments, the pure rules. Customer-presented: the customer's wallet shows a
//! one-time user token as `{app_scheme}://id?t=<token>`; the merchant's POS scans it and
//! charges the wallet at once. A token lives 60 seconds, is bound to one user, and is spent
//! by the first charge that uses it, even one that fails. A user is charged this way at most
//! `VELOCITY_LIMIT` times in a fixed window of `VELOCITY_WINDOW_SECS`.

use crate::money::Currency;
use crate::payment::PaymentStatus;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

pub const MIN_EXPIRES_IN: i64 = 60;
pub const MAX_EXPIRES_IN: i64 = 3600;
pub const DEFAULT_EXPIRES_IN: i64 = 300;
pub const MIN_SIZE: i64 = 200;
pub const MAX_SIZE: i64 = 1000;
pub const DEFAULT_SIZE: i64 = 400;
/// Digits of the code a customer types when the camera fails.
pub const READABLE_DIGITS: usize = 8;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QrFormat {
    Png,
    Svg,
}

impl QrFormat {
    pub fn ext(self) -> &'static str {
        match self {
            QrFormat::Png => "png",
            QrFormat::Svg => "svg",
        }
    }
}

/// How a QR's payload is written: Sanduq's deep link (`sanduq://pay?s=…`, the default) or
/// EMV QRCPS merchant-presented mode (`000201…6304XXXX`), which other schemes' wallets read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PayloadFormat {
    #[default]
    DeepLink,
    Emvco,
}

impl PayloadFormat {
    pub const NAMES: [&'static str; 2] = ["deep_link", "emvco"];

    pub fn as_str(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    pub fn parse(s: &str) -> Option<PayloadFormat> {
        match s {
            "deep_link" => Some(PayloadFormat::DeepLink),
            "emvco" => Some(PayloadFormat::Emvco),
            _ => None,
        }
    }
}

/// The merchant category code an EMVCo payload carries unless the merchant sets one (ISO
/// 18245 5999: miscellaneous and specialty retail).
pub const DEFAULT_CATEGORY: &str = "5999";
/// The city an EMVCo payload names unless the merchant sets one, in Latin and Arabic.
pub const DEFAULT_CITY: (&str, &str) = ("Baghdad", "بغداد");

/// A merchant-presented QR: the POS shows it, the customer scans it (or types its readable
/// code) and confirms in their wallet. It is made with a payment awaiting its customer,
/// which expires with it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MerchantQr {
    pub id: String,
    pub merchant_id: String,
    pub payment_id: String,
    pub amount: i64,
    pub currency: Currency,
    pub description: Option<String>,
    pub reference: Option<String>,
    pub metadata: Map<String, Value>,
    pub format: QrFormat,
    /// How its payload is written (QRs made before issue 80: the deep link).
    #[serde(default)]
    pub payload_format: PayloadFormat,
    /// Its payload as written when it was made (an EMVCo one names the merchant as it was
    /// then); None: the deep link, made from the rest.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payload: Option<String>,
    /// PNG pixels per side.
    pub size: u32,
    pub readable_code: String,
    #[serde(with = "crate::time::rfc3339")]
    pub expires_at: DateTime<Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
}

/// A QR's status, from its payment's: `pending` until paid or expired, then `completed`
/// (and on through refunds), `expired`, or `failed`.
pub fn status_of(payment: PaymentStatus) -> &'static str {
    match payment {
        PaymentStatus::Created => "pending",
        PaymentStatus::Expired => "expired",
        PaymentStatus::Failed | PaymentStatus::Cancelled => "failed",
        _ => "completed",
    }
}

/// How long a user token may be used after it is issued.
pub const TOKEN_TTL_SECS: i64 = 60;
/// Customer-presented charges per user per window.
pub const VELOCITY_LIMIT: i64 = 5;
pub const VELOCITY_WINDOW_SECS: i64 = 600;
/// The default deep-link scheme of QR payloads (a deployment setting).
pub const DEFAULT_APP_SCHEME: &str = "sanduq";

/// The start (Unix seconds) of the velocity window holding `now`.
pub fn velocity_window(now: DateTime<Utc>) -> i64 {
    now.timestamp().div_euclid(VELOCITY_WINDOW_SECS) * VELOCITY_WINDOW_SECS
}

/// The payload a customer's wallet shows for a user token.
pub fn user_token_payload(app_scheme: &str, token: &str) -> String {
    format!("{app_scheme}://id?t={token}")
}

/// An app scheme is a URI scheme: a letter, then letters, digits, `+`, `-`, `.`.
pub fn valid_scheme(s: &str) -> bool {
    let mut b = s.bytes();
    b.next().is_some_and(|c| c.is_ascii_alphabetic())
        && b.all(|c| c.is_ascii_alphanumeric() || b"+-.".contains(&c))
        && s.len() <= 32
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn windows_are_fixed_and_aligned() {
        let t = Utc.with_ymd_and_hms(2026, 11, 22, 10, 7, 30).unwrap();
        let w = velocity_window(t);
        assert_eq!(w % VELOCITY_WINDOW_SECS, 0);
        assert!(w <= t.timestamp() && t.timestamp() < w + VELOCITY_WINDOW_SECS);
        let next = Utc.with_ymd_and_hms(2026, 11, 22, 10, 10, 0).unwrap();
        assert_eq!(velocity_window(next), w + VELOCITY_WINDOW_SECS);
    }

    #[test]
    fn payloads_and_schemes() {
        assert_eq!(user_token_payload("sanduq", "uqt_x"), "sanduq://id?t=uqt_x");
        assert!(valid_scheme("sanduq") && valid_scheme("my-wallet.iq"));
        assert!(
            !valid_scheme("")
                && !valid_scheme("1x")
                && !valid_scheme("a b")
                && !valid_scheme("x://")
        );
    }
}
