//! Embedded checkout sessions: the merchant's server creates one, the buyer pays it in
//! Sanduq's popup, opened with a short-lived, single-use session token. The payment is made
//! when the buyer confirms; until then `payment_id` is null.
//!
//! Session status: `pending` (awaiting the buyer), then it follows its payment
//! (`authorized` while reserved, `completed`, `partially_refunded`, `refunded`, `voided`),
//! or ends without one: `expired` (expires_in passed), `canceled` (the buyer closed the
//! popup), `failed` (insufficient funds, a blocked PIN, too many wrong PINs).

use crate::error::{DomainError, ErrorCode};
use crate::money::Currency;
use crate::payment::{CaptureMode, Payment, PaymentStatus, SESSION_PIN_ATTEMPTS};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

pub const MIN_EXPIRES_IN: i64 = 300;
pub const MAX_EXPIRES_IN: i64 = 1800;
pub const DEFAULT_EXPIRES_IN: i64 = 1800;
pub const MAX_METADATA_KEYS: usize = 20;

/// Where a session stands on its own (before a payment exists, or why it ended without one).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SessionState {
    Open,
    Paid,
    Canceled,
    Failed,
    /// Its time ran out before the buyer paid (written down by the expiry sweep).
    Expired,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EmbeddedSession {
    pub id: String,
    pub merchant_id: String,
    pub user_id: String,
    pub external_user_id: String,
    pub amount: i64,
    pub currency: Currency,
    pub description: Option<String>,
    pub reference: Option<String>,
    pub capture_mode: CaptureMode,
    pub redirect_url: Option<String>,
    pub metadata: Map<String, Value>,
    pub state: SessionState,
    pub payment_id: Option<String>,
    /// SHA-256 of the session token; the token itself is shown once, at creation.
    pub token_hash: String,
    pub pin_failures: u32,
    /// Why the session failed, as the SDK names it (`insufficient_funds`, `pin_blocked`...).
    pub failure_code: Option<String>,
    #[serde(with = "crate::time::rfc3339")]
    pub expires_at: DateTime<Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub updated_at: DateTime<Utc>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub closed_at: Option<DateTime<Utc>>,
}

/// The session status a payment status shows as.
pub fn status_of_payment(s: PaymentStatus) -> &'static str {
    match s {
        PaymentStatus::Created => "pending",
        PaymentStatus::Reserved => "authorized",
        PaymentStatus::Completed => "completed",
        PaymentStatus::PartiallyRefunded => "partially_refunded",
        PaymentStatus::Refunded => "refunded",
        PaymentStatus::Cancelled => "voided",
        PaymentStatus::Expired => "expired",
        PaymentStatus::Failed => "failed",
    }
}

fn token_expired() -> DomainError {
    DomainError::new(
        ErrorCode::TokenExpired,
        "the session token has expired or was already used; create a new session",
    )
}

impl EmbeddedSession {
    /// The session's status at `now`, given its payment (if one was made).
    pub fn status_at(&self, payment: Option<&Payment>, now: DateTime<Utc>) -> &'static str {
        match (self.state, payment) {
            (_, Some(p)) => status_of_payment(p.status_at(now)),
            (SessionState::Canceled, None) => "canceled",
            (SessionState::Failed, None) => "failed",
            (SessionState::Expired, None) => "expired",
            (_, None) if now >= self.expires_at => "expired",
            (_, None) => "pending",
        }
    }

    /// The token still opens the popup: the session is open and not expired.
    pub fn usable(&self, now: DateTime<Utc>) -> Result<(), DomainError> {
        if self.state == SessionState::Open && now < self.expires_at {
            Ok(())
        } else {
            Err(token_expired())
        }
    }

    /// The buyer confirmed and paid: the token is spent.
    pub fn paid(&self, payment_id: &str, now: DateTime<Utc>) -> Result<Self, DomainError> {
        self.usable(now)?;
        let mut s = self.clone();
        s.state = SessionState::Paid;
        s.payment_id = Some(payment_id.to_string());
        s.updated_at = now;
        s.closed_at = Some(now);
        Ok(s)
    }

    /// The popup closed without a payment: dismissed (`canceled`; a refusal remembered
    /// while it was open is history), or after an error that ends the checkout (`failed`
    /// with its code). Closing a closed session changes nothing.
    pub fn close(&self, failure: Option<&str>, now: DateTime<Utc>) -> Option<Self> {
        if self.state != SessionState::Open {
            return None;
        }
        let mut s = self.clone();
        match failure {
            Some(code) => {
                s.state = SessionState::Failed;
                s.failure_code = Some(code.to_string());
            }
            None => {
                s.state = SessionState::Canceled;
                s.failure_code = None;
            }
        }
        s.updated_at = now;
        s.closed_at = Some(now);
        Some(s)
    }

    /// A refusal the buyer can fix without a new session (a top-up): the session stays
    /// open and remembers it, like a payment intent's last error.
    pub fn refused(&self, code: &str, now: DateTime<Utc>) -> Result<Self, DomainError> {
        self.usable(now)?;
        let mut s = self.clone();
        s.failure_code = Some(code.to_string());
        s.updated_at = now;
        Ok(s)
    }

    /// Writes down that an open session's time ran out (None: not open, or not yet due).
    pub fn expire(&self, now: DateTime<Utc>) -> Option<Self> {
        if self.state != SessionState::Open || now < self.expires_at {
            return None;
        }
        let mut s = self.clone();
        s.state = SessionState::Expired;
        s.updated_at = now;
        s.closed_at = Some(self.expires_at);
        Some(s)
    }

    /// Counts a wrong PIN on this session; its last allowed one fails it.
    pub fn wrong_pin(&self, now: DateTime<Utc>) -> Result<Self, DomainError> {
        self.usable(now)?;
        let mut s = self.clone();
        s.pin_failures += 1;
        s.updated_at = now;
        if s.pin_failures >= SESSION_PIN_ATTEMPTS {
            s.state = SessionState::Failed;
            s.failure_code = Some("too_many_wrong_pins".into());
            s.closed_at = Some(now);
        }
        Ok(s)
    }

    pub fn attempts_left(&self) -> u32 {
        SESSION_PIN_ATTEMPTS.saturating_sub(self.pin_failures)
    }
}

/// The payment statuses a poller sees, and which of them are final.
pub fn terminal(s: PaymentStatus) -> bool {
    matches!(
        s,
        PaymentStatus::Completed
            | PaymentStatus::Refunded
            | PaymentStatus::Cancelled
            | PaymentStatus::Expired
            | PaymentStatus::Failed
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    fn t0() -> DateTime<Utc> {
        DateTime::parse_from_rfc3339("2026-01-01T00:00:00Z")
            .unwrap()
            .with_timezone(&Utc)
    }

    fn session() -> EmbeddedSession {
        EmbeddedSession {
            id: "ses_1".into(),
            merchant_id: "mer_1".into(),
            user_id: "usr_1".into(),
            external_user_id: "u1".into(),
            amount: 100,
            currency: Currency::Iqd,
            description: None,
            reference: None,
            capture_mode: CaptureMode::Automatic,
            redirect_url: None,
            metadata: Map::new(),
            state: SessionState::Open,
            payment_id: None,
            token_hash: "h".into(),
            pin_failures: 0,
            failure_code: None,
            expires_at: t0() + Duration::seconds(DEFAULT_EXPIRES_IN),
            created_at: t0(),
            updated_at: t0(),
            closed_at: None,
        }
    }

    #[test]
    fn a_fixable_refusal_keeps_the_session_open_until_dismissed() {
        let s = session();
        let r = s.refused("insufficient_funds", t0()).unwrap();
        assert_eq!(r.state, SessionState::Open);
        assert!(r.usable(t0()).is_ok(), "the buyer may top up and retry");
        assert_eq!(r.status_at(None, t0()), "pending");
        // paid after a top-up: the refusal is history
        assert_eq!(r.paid("pay_1", t0()).unwrap().state, SessionState::Paid);
        // dismissed while still short: failed with that reason
        let closed = r.close(Some("insufficient_funds"), t0()).unwrap();
        assert_eq!(closed.state, SessionState::Failed);
        assert_eq!(closed.failure_code.as_deref(), Some("insufficient_funds"));
        // dismissed after topping up: a cancel, the old refusal forgotten
        let canceled = r.close(None, t0()).unwrap();
        assert_eq!(canceled.state, SessionState::Canceled);
        assert_eq!(canceled.failure_code, None);
    }

    #[test]
    fn only_an_open_session_past_its_time_expires() {
        let s = session();
        assert!(s.expire(s.expires_at - Duration::seconds(1)).is_none());
        let e = s.expire(s.expires_at + Duration::seconds(5)).unwrap();
        assert_eq!(e.state, SessionState::Expired);
        assert_eq!(e.closed_at, Some(s.expires_at));
        assert_eq!(e.status_at(None, s.expires_at), "expired");
        assert!(e.expire(e.expires_at).is_none(), "once");
        assert!(
            e.close(None, e.expires_at).is_none(),
            "closing it changes nothing"
        );
        let paid = s.paid("pay_1", t0()).unwrap();
        assert!(paid.expire(s.expires_at).is_none());
    }

    #[test]
    fn a_token_is_single_use_and_short_lived() {
        let s = session();
        assert_eq!(s.status_at(None, t0()), "pending");
        let late = s.expires_at;
        assert_eq!(s.status_at(None, late), "expired");
        assert_eq!(s.usable(late).unwrap_err().code, ErrorCode::TokenExpired);
        let paid = s.paid("pay_1", t0()).unwrap();
        assert!(paid.usable(t0()).is_err());
        assert!(paid.close(None, t0()).is_none());
        let closed = s.close(None, t0()).unwrap();
        assert_eq!(closed.status_at(None, t0()), "canceled");
        assert!(closed.paid("pay_1", t0()).is_err());
        let failed = s.close(Some("insufficient_funds"), t0()).unwrap();
        assert_eq!(failed.status_at(None, t0()), "failed");
        assert_eq!(failed.failure_code.as_deref(), Some("insufficient_funds"));
    }

    #[test]
    fn three_wrong_pins_fail_the_session() {
        let mut s = session();
        for left in [2, 1] {
            s = s.wrong_pin(t0()).unwrap();
            assert_eq!((s.attempts_left(), s.state), (left, SessionState::Open));
        }
        s = s.wrong_pin(t0()).unwrap();
        assert_eq!(s.state, SessionState::Failed);
        assert!(s.wrong_pin(t0()).is_err());
    }
}
