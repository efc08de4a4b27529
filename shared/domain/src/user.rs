//! Users of a merchant and the shape rules of their fields.

use crate::{DomainError, ErrorCode};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct User {
    pub id: String,
    pub merchant_id: String,
    pub external_user_id: String,
    pub name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    /// Argon2 PHC string of the transaction PIN; never leaves the store.
    pub pin_hash: Option<String>,
    pub pin_failures: u32,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

pub const MAX_PIN_FAILURES: u32 = 5;

impl User {
    /// The one rule for "this user may move money now", on every debit path (a payment
    /// confirmed with the PIN, a customer-presented QR token and its charge, a
    /// subscription's charge): five wrong PINs in a row block the wallet until its PIN is
    /// set again.
    pub fn may_move_money(&self) -> Result<(), DomainError> {
        if self.pin_failures >= MAX_PIN_FAILURES {
            return Err(DomainError::new(
                ErrorCode::PinBlocked,
                "too many wrong PINs; the account is blocked until reset",
            ));
        }
        Ok(())
    }
}

/// E.164: a plus sign and 8 to 15 digits, the first not zero.
pub fn is_e164(s: &str) -> bool {
    let Some(d) = s.strip_prefix('+') else {
        return false;
    };
    (8..=15).contains(&d.len()) && d.bytes().all(|b| b.is_ascii_digit()) && !d.starts_with('0')
}

/// A pragmatic e-mail shape check: one @, a non-empty local part, a dotted domain, no spaces.
pub fn is_email(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !s.chars().any(|c| c.is_whitespace() || c.is_control())
        && s.chars().count() <= 254
}

/// A transaction PIN is exactly four digits.
pub fn is_pin(s: &str) -> bool {
    s.len() == 4 && s.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phone_email_pin_shapes() {
        assert!(is_e164("+9647701234567"));
        assert!(!is_e164("07701234567"));
        assert!(!is_e164("+0123456789"));
        assert!(!is_e164("+12 345678"));
        assert!(is_email("a@b.io"));
        assert!(!is_email("a@b"));
        assert!(!is_email("a b@c.io"));
        assert!(!is_email("@c.io"));
        assert!(is_pin("0420"));
        assert!(!is_pin("42"));
        assert!(!is_pin("12a4"));
    }
}
