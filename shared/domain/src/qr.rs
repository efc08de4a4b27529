//! In-person QR payments, the pure rules. Customer-presented: the customer's wallet shows a
//! one-time user token as `{app_scheme}://id?t=<token>`; the merchant's POS scans it and
//! charges the wallet at once. A token lives 60 seconds, is bound to one user, and is spent
//! by the first charge that uses it, even one that fails. A user is charged this way at most
//! `VELOCITY_LIMIT` times in a fixed window of `VELOCITY_WINDOW_SECS`.

use chrono::{DateTime, Utc};

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
