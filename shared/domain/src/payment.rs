//! The one payment state machine, and the money each move makes. (Over 700 lines on
//! purpose: the machine, its postings and its property tests read as one.)
//!
//! created -> reserved -> completed -> partially_refunded -> refunded,
//! created -> expired, reserved -> cancelled. Every transition is a pure function of the
//! payment and the time; it returns the new payment and the ledger postings to apply.

use crate::error::{DomainError, ErrorCode};
use crate::ids::new_id;
use crate::ledger::{compact, transfer, Account, Posting};
use crate::money::{commission, Currency};
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// Checkout lifetime when none is given.
pub const DEFAULT_LIFETIME_SECS: i64 = 30 * 60;
/// How long a reserved payment holds the buyer's funds before it is voided, unless the
/// merchant sets its own (`Merchant::authorization_ttl_secs`).
pub const DEFAULT_AUTHORIZATION_SECS: i64 = 7 * 24 * 60 * 60;
/// Wrong PINs one checkout takes before it fails: fewer than the user's five, so a leaked
/// checkout URL can lock its own payment but never the buyer.
pub const SESSION_PIN_ATTEMPTS: u32 = 3;
/// The void reason of an authorization that ran out.
pub const AUTHORIZATION_EXPIRED: &str = "authorization_expired";
/// Refunds are accepted this long after capture.
pub const REFUND_WINDOW_DAYS: i64 = 90;
pub const MAX_TEXT: usize = 256;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaymentStatus {
    Created,
    Reserved,
    Completed,
    PartiallyRefunded,
    Refunded,
    Cancelled,
    Expired,
    /// The checkout failed before any money moved (too many wrong PINs on its page).
    Failed,
}

impl PaymentStatus {
    pub const ALL: [PaymentStatus; 8] = [
        Self::Created,
        Self::Reserved,
        Self::Completed,
        Self::PartiallyRefunded,
        Self::Refunded,
        Self::Cancelled,
        Self::Expired,
        Self::Failed,
    ];

    /// The status a payment stored with this one can show before the sweeper writes its
    /// lapse (see `Payment::status_at`): an unpaid checkout expires, a reservation's
    /// authorization runs out.
    pub fn lapses_to(self) -> Option<PaymentStatus> {
        match self {
            Self::Created => Some(Self::Expired),
            Self::Reserved => Some(Self::Cancelled),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Created => "created",
            Self::Reserved => "reserved",
            Self::Completed => "completed",
            Self::PartiallyRefunded => "partially_refunded",
            Self::Refunded => "refunded",
            Self::Cancelled => "cancelled",
            Self::Expired => "expired",
            Self::Failed => "failed",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|st| st.as_str() == s)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CaptureMode {
    Automatic,
    Manual,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Refund {
    pub amount: i64,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    pub id: String,
    pub metadata: Map<String, Value>,
    pub reason: String,
    pub status: String,
    /// Its receipt (issued with it; refunds made before receipts existed have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub receipt: Option<crate::receipt::ReceiptRef>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Payment {
    pub amount: i64,
    /// When a reservation not captured or voided by then is voided.
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub authorization_expires_at: Option<DateTime<Utc>>,
    /// Seconds a reservation holds the funds (the merchant's setting when it was created).
    #[serde(default = "default_authorization_secs")]
    pub authorization_ttl_secs: i64,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub authorized_at: Option<DateTime<Utc>>,
    pub capture_mode: CaptureMode,
    pub capture_tx_id: Option<String>,
    pub captured_amount: i64,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub captured_at: Option<DateTime<Utc>>,
    /// Commission currently kept on what remains captured.
    pub commission_amount: i64,
    pub commission_bps: u32,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    pub currency: Currency,
    pub description: Option<String>,
    /// What open disputes claim of it (and what lost ones still owe the buyer): not
    /// refundable by the merchant meanwhile (`crate::dispute`).
    #[serde(default)]
    pub disputed_amount: i64,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub expired_at: Option<DateTime<Utc>>,
    #[serde(with = "crate::time::rfc3339")]
    pub expires_at: DateTime<Utc>,
    pub external_user_id: String,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub failed_at: Option<DateTime<Utc>>,
    #[serde(default)]
    pub failure_reason: Option<String>,
    /// Paid from another currency: the quote's details (None otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fx_details: Option<crate::fx::FxDetails>,
    /// Funds in escrow on this payment right now.
    pub held: i64,
    pub id: String,
    pub merchant_id: String,
    pub metadata: Map<String, Value>,
    /// Wrong PINs posted to this payment's checkout.
    #[serde(default)]
    pub pin_failures: u32,
    pub reference: Option<String>,
    /// Its receipt, issued when it completed (`crate::receipt`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub receipt: Option<crate::receipt::ReceiptRef>,
    /// How many refunds were made (each is its own item, beside the payment).
    #[serde(default)]
    pub refund_count: u32,
    pub refunded_amount: i64,
    pub session_id: String,
    pub status: PaymentStatus,
    #[serde(with = "crate::time::rfc3339")]
    pub updated_at: DateTime<Utc>,
    pub user_id: String,
    pub void_reason: Option<String>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub voided_at: Option<DateTime<Utc>>,
}

fn default_authorization_secs() -> i64 {
    DEFAULT_AUTHORIZATION_SECS
}

/// What a new payment is made from.
#[derive(Debug, Clone)]
pub struct NewPayment {
    pub merchant_id: String,
    pub session_id: String,
    pub user_id: String,
    pub external_user_id: String,
    pub amount: i64,
    pub currency: Currency,
    pub commission_bps: u32,
    pub description: Option<String>,
    pub reference: Option<String>,
    pub capture_mode: CaptureMode,
    pub metadata: Map<String, Value>,
    pub lifetime_secs: i64,
    pub authorization_ttl_secs: i64,
}

/// The result of a transition: the payment after it, the postings, the event it emits and
/// the refund it made (refunds are stored as their own items).
#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    pub payment: Payment,
    pub postings: Vec<Posting>,
    /// The events the change emits, in order (an automatic capture at reservation emits
    /// checkout.authorized, then payment.completed).
    pub events: Vec<&'static str>,
    pub refund: Option<Refund>,
}

impl Payment {
    pub fn new(n: NewPayment, now: DateTime<Utc>) -> Payment {
        Payment {
            id: new_id("pay"),
            merchant_id: n.merchant_id,
            session_id: n.session_id,
            user_id: n.user_id,
            external_user_id: n.external_user_id,
            status: PaymentStatus::Created,
            amount: n.amount,
            currency: n.currency,
            held: 0,
            captured_amount: 0,
            refunded_amount: 0,
            commission_amount: 0,
            commission_bps: n.commission_bps,
            description: n.description,
            disputed_amount: 0,
            reference: n.reference,
            receipt: None,
            capture_mode: n.capture_mode,
            metadata: n.metadata,
            void_reason: None,
            capture_tx_id: None,
            refund_count: 0,
            pin_failures: 0,
            failure_reason: None,
            authorization_ttl_secs: n.authorization_ttl_secs,
            created_at: now,
            updated_at: now,
            expires_at: now + Duration::seconds(n.lifetime_secs),
            authorized_at: None,
            authorization_expires_at: None,
            captured_at: None,
            voided_at: None,
            expired_at: None,
            failed_at: None,
            fx_details: None,
        }
    }

    /// The status as of `now`: an unpaid payment past its lifetime is expired even before
    /// the sweeper writes it (lazy expiry).
    /// Likewise a reservation past its authorization expiry is cancelled.
    pub fn status_at(&self, now: DateTime<Utc>) -> PaymentStatus {
        match self.status {
            PaymentStatus::Created if now >= self.expires_at => PaymentStatus::Expired,
            PaymentStatus::Reserved if self.authorization_expired(now) => PaymentStatus::Cancelled,
            s => s,
        }
    }

    fn authorization_expired(&self, now: DateTime<Utc>) -> bool {
        self.authorization_expires_at.is_some_and(|t| now >= t)
    }

    fn hold(&self) -> Account {
        Account::Hold {
            payment_id: self.id.clone(),
        }
    }
    fn buyer(&self) -> Account {
        Account::Wallet {
            user_id: self.user_id.clone(),
        }
    }
    fn merchant(&self) -> Account {
        Account::Merchant {
            merchant_id: self.merchant_id.clone(),
        }
    }
    fn platform(&self) -> Account {
        Account::Commission {
            merchant_id: self.merchant_id.clone(),
        }
    }

    /// What may still be refunded or disputed: captured, less refunded, less what disputes
    /// claim.
    pub fn disputable(&self) -> i64 {
        self.captured_amount - self.refunded_amount - self.disputed_amount
    }

    /// The commission kept and the commission given back when `amount` more is refunded:
    /// the commission is recalculated on what then remains captured.
    pub fn commission_after_refund(&self, amount: i64) -> (i64, i64) {
        let remaining = self.captured_amount - self.refunded_amount - amount;
        let kept = commission(remaining, self.commission_bps);
        (kept, self.commission_amount - kept)
    }

    /// The payment after a move made now (its `updated_at`).
    pub fn next(&self, now: DateTime<Utc>) -> Payment {
        let mut p = self.clone();
        p.updated_at = now;
        p
    }

    /// A payment made before its buyer was known (a merchant-presented QR) takes the buyer
    /// who scanned it; refused when it already has another buyer.
    pub fn with_buyer(
        &self,
        user_id: &str,
        external_user_id: &str,
    ) -> Result<Payment, DomainError> {
        if !self.user_id.is_empty() && self.user_id != user_id {
            return Err(wrong_status("pay", self.status));
        }
        let mut p = self.clone();
        p.user_id = user_id.to_string();
        p.external_user_id = external_user_id.to_string();
        Ok(p)
    }

    /// The buyer pays: funds move from the buyer's wallet into the hold. With automatic
    /// capture the payment settles at once.
    pub fn reserve(&self, now: DateTime<Utc>) -> Result<Change, DomainError> {
        match self.status_at(now) {
            PaymentStatus::Created => {}
            PaymentStatus::Expired => return Err(expired()),
            s => return Err(wrong_status("pay", s)),
        }
        let mut p = self.next(now);
        p.status = PaymentStatus::Reserved;
        p.held = p.amount;
        p.authorized_at = Some(now);
        p.authorization_expires_at = Duration::try_seconds(self.authorization_ttl_secs)
            .and_then(|d| now.checked_add_signed(d));
        let postings = transfer(self.buyer(), self.hold(), self.currency, self.amount).to_vec();
        let reserved = Change {
            payment: p,
            postings,
            events: vec!["checkout.authorized"],
            refund: None,
        };
        if self.capture_mode == CaptureMode::Automatic {
            let captured = reserved.payment.capture(None, now)?;
            let mut postings = reserved.postings;
            postings.extend(captured.postings);
            return Ok(Change {
                payment: captured.payment,
                postings: compact(postings),
                events: vec!["checkout.authorized", "payment.completed"],
                refund: None,
            });
        }
        Ok(reserved)
    }

    /// Capture `amount` (None: all that is held). A partial capture releases the rest of
    /// the hold to the buyer at once.
    pub fn capture(&self, amount: Option<i64>, now: DateTime<Utc>) -> Result<Change, DomainError> {
        self.require_reserved("capture", now)?;
        let amount = amount.unwrap_or(self.held);
        if amount <= 0 {
            return Err(DomainError::field("amount", "must be a positive integer"));
        }
        if amount > self.held {
            return Err(DomainError::field(
                "amount",
                format!("must not exceed the authorized amount {}", self.held),
            ));
        }
        let fee = commission(amount, self.commission_bps);
        let mut postings = vec![
            Posting::new(self.hold(), self.currency, -self.held),
            Posting::new(self.merchant(), self.currency, amount - fee),
            Posting::new(self.platform(), self.currency, fee),
            Posting::new(self.buyer(), self.currency, self.held - amount),
        ];
        postings = compact(postings);
        let mut p = self.next(now);
        p.status = PaymentStatus::Completed;
        p.held = 0;
        p.captured_amount = amount;
        p.commission_amount = fee;
        p.captured_at = Some(now);
        p.capture_tx_id = Some(new_id("tx"));
        p.authorization_expires_at = None;
        Ok(Change {
            payment: p,
            postings,
            events: vec!["payment.completed"],
            refund: None,
        })
    }

    /// Void: all held funds go back to the buyer.
    pub fn void(&self, reason: Option<String>, now: DateTime<Utc>) -> Result<Change, DomainError> {
        self.require_reserved("void", now)?;
        Ok(self.release(reason, now))
    }

    fn release(&self, reason: Option<String>, at: DateTime<Utc>) -> Change {
        let postings = transfer(self.hold(), self.buyer(), self.currency, self.held).to_vec();
        let mut p = self.next(at);
        p.status = PaymentStatus::Cancelled;
        p.held = 0;
        p.void_reason = reason;
        p.voided_at = Some(at);
        p.authorization_expires_at = None;
        Change {
            payment: p,
            postings: compact(postings),
            events: vec!["payment.voided"],
            refund: None,
        }
    }

    /// Writes a lapsed authorization down: a reservation past its authorization expiry is
    /// voided (funds back to the buyer), with void reason `authorization_expired`.
    pub fn expire_authorization(&self, now: DateTime<Utc>) -> Result<Change, DomainError> {
        match self.authorization_expires_at {
            Some(at) if self.status == PaymentStatus::Reserved && now >= at => {
                let mut c = self.release(Some(AUTHORIZATION_EXPIRED.into()), at);
                c.payment.updated_at = now;
                Ok(c)
            }
            _ => Err(wrong_status(
                "expire the authorization of",
                self.status_at(now),
            )),
        }
    }

    /// Counts a wrong PIN posted to this payment's checkout; the last allowed one fails the
    /// payment (nothing was held, so nothing moves).
    pub fn wrong_pin(&self, now: DateTime<Utc>) -> Result<Change, DomainError> {
        if self.status_at(now) != PaymentStatus::Created {
            return Err(wrong_status("pay", self.status_at(now)));
        }
        let mut p = self.next(now);
        p.pin_failures += 1;
        let mut events = vec![];
        if p.pin_failures >= SESSION_PIN_ATTEMPTS {
            p.status = PaymentStatus::Failed;
            p.failure_reason = Some("too_many_wrong_pins".into());
            p.failed_at = Some(now);
            events.push("payment.failed");
        }
        Ok(Change {
            payment: p,
            postings: vec![],
            events,
            refund: None,
        })
    }

    /// Refund `amount` (None: all that remains) of a captured payment to the buyer. The
    /// commission is recalculated on what remains captured; the excess goes back to the merchant.
    pub fn refund(
        &self,
        amount: Option<i64>,
        reason: String,
        metadata: Map<String, Value>,
        now: DateTime<Utc>,
    ) -> Result<Change, DomainError> {
        match self.status_at(now) {
            PaymentStatus::Completed | PaymentStatus::PartiallyRefunded => {}
            PaymentStatus::Cancelled => return Err(already_voided()),
            PaymentStatus::Expired => return Err(expired()),
            s => return Err(wrong_status("refund", s)),
        }
        let captured_at = self.captured_at.unwrap_or(self.updated_at);
        if now > captured_at + Duration::days(REFUND_WINDOW_DAYS) {
            return Err(DomainError::new(
                ErrorCode::RefundWindowExpired,
                format!("refunds are accepted for {REFUND_WINDOW_DAYS} days after capture"),
            ));
        }
        // what disputes claim is the dispute's to give back, not the merchant's
        let remaining = self.disputable();
        let amount = amount.unwrap_or(remaining);
        if amount <= 0 {
            return Err(DomainError::field("amount", "must be a positive integer"));
        }
        if amount > remaining {
            return Err(DomainError::new(
                ErrorCode::RefundExceedsAmount,
                format!("refund of {amount} exceeds the refundable amount {remaining}"),
            )
            .with_details(serde_json::json!({ "requested": amount, "refundable": remaining })));
        }
        let (kept, returned) = self.commission_after_refund(amount);
        let postings = compact(vec![
            Posting::new(self.merchant(), self.currency, -(amount - returned)),
            Posting::new(self.platform(), self.currency, -returned),
            Posting::new(self.buyer(), self.currency, amount),
        ]);
        let mut p = self.next(now);
        p.refunded_amount += amount;
        p.commission_amount = kept;
        p.status = if p.refunded_amount == p.captured_amount {
            PaymentStatus::Refunded
        } else {
            PaymentStatus::PartiallyRefunded
        };
        p.refund_count += 1;
        Ok(Change {
            payment: p,
            postings,
            events: vec!["payment.refunded"],
            refund: Some(Refund {
                id: new_id("rfn"),
                amount,
                reason,
                status: "completed".into(),
                metadata,
                created_at: now,
                receipt: None,
            }),
        })
    }

    /// Writes the lazy expiry down. Only an unpaid payment past its lifetime expires.
    pub fn expire(&self, now: DateTime<Utc>) -> Result<Change, DomainError> {
        if self.status != PaymentStatus::Created || now < self.expires_at {
            return Err(wrong_status("expire", self.status_at(now)));
        }
        let mut p = self.next(now);
        p.status = PaymentStatus::Expired;
        p.expired_at = Some(self.expires_at);
        Ok(Change {
            payment: p,
            postings: vec![],
            events: vec!["payment.expired"],
            refund: None,
        })
    }

    fn require_reserved(&self, op: &str, now: DateTime<Utc>) -> Result<(), DomainError> {
        match self.status_at(now) {
            PaymentStatus::Reserved => Ok(()),
            PaymentStatus::Completed
            | PaymentStatus::PartiallyRefunded
            | PaymentStatus::Refunded => Err(DomainError::new(
                ErrorCode::PaymentAlreadyCaptured,
                "payment was already captured",
            )),
            PaymentStatus::Cancelled => Err(already_voided()),
            PaymentStatus::Expired => Err(expired()),
            s => Err(wrong_status(op, s)),
        }
    }
}

fn expired() -> DomainError {
    DomainError::new(
        ErrorCode::PaymentExpired,
        "the checkout expired before payment",
    )
}

fn already_voided() -> DomainError {
    DomainError::new(
        ErrorCode::PaymentAlreadyVoided,
        "payment was already voided",
    )
}

fn wrong_status(op: &str, s: PaymentStatus) -> DomainError {
    DomainError::new(
        ErrorCode::InvalidPaymentStatus,
        format!("cannot {op} a payment in status {}", s.as_str()),
    )
    .with_details(serde_json::json!({ "status": s.as_str() }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::balanced;
    use proptest::prelude::*;

    fn t0() -> DateTime<Utc> {
        DateTime::parse_from_rfc3339("2026-01-01T00:00:00Z")
            .unwrap()
            .with_timezone(&Utc)
    }

    fn new(amount: i64, mode: CaptureMode) -> Payment {
        Payment::new(
            NewPayment {
                merchant_id: "mer_1".into(),
                session_id: "cs_1".into(),
                user_id: "usr_1".into(),
                external_user_id: "u1".into(),
                amount,
                currency: Currency::Usd,
                commission_bps: 100,
                description: None,
                reference: None,
                capture_mode: mode,
                metadata: Map::new(),
                lifetime_secs: DEFAULT_LIFETIME_SECS,
                authorization_ttl_secs: DEFAULT_AUTHORIZATION_SECS,
            },
            t0(),
        )
    }

    fn code<T: std::fmt::Debug>(r: Result<T, DomainError>) -> ErrorCode {
        r.unwrap_err().code
    }

    #[test]
    fn full_lifecycle_moves_money_in_balance() {
        let p = new(10_000, CaptureMode::Manual);
        let r = p.reserve(t0()).unwrap();
        assert_eq!(r.payment.status, PaymentStatus::Reserved);
        assert_eq!(r.payment.held, 10_000);
        assert!(balanced(&r.postings));
        let c = r.payment.capture(None, t0()).unwrap();
        assert_eq!(c.payment.commission_amount, 100);
        assert!(c.postings.contains(&Posting::new(
            Account::Merchant {
                merchant_id: "mer_1".into()
            },
            Currency::Usd,
            9_900
        )));
        assert!(balanced(&c.postings));
        let f = c
            .payment
            .refund(Some(4_000), "r".into(), Map::new(), t0())
            .unwrap();
        assert_eq!(f.payment.status, PaymentStatus::PartiallyRefunded);
        assert_eq!(f.payment.commission_amount, 60);
        // merchant pays 4000 minus the 40 of commission returned
        assert!(f.postings.contains(&Posting::new(
            Account::Merchant {
                merchant_id: "mer_1".into()
            },
            Currency::Usd,
            -3_960
        )));
        let g = f
            .payment
            .refund(None, "r".into(), Map::new(), t0())
            .unwrap();
        assert_eq!(g.payment.status, PaymentStatus::Refunded);
        assert_eq!(g.payment.commission_amount, 0);
        assert_eq!(g.payment.refund_count, 2);
        assert_eq!(g.refund.as_ref().unwrap().amount, 6_000);
        assert_eq!(
            code(g.payment.refund(None, "r".into(), Map::new(), t0())),
            ErrorCode::InvalidPaymentStatus
        );
    }

    #[test]
    fn partial_capture_releases_the_rest() {
        let r = new(1_000, CaptureMode::Manual).reserve(t0()).unwrap();
        let c = r.payment.capture(Some(600), t0()).unwrap();
        assert!(c.postings.contains(&Posting::new(
            Account::Wallet {
                user_id: "usr_1".into()
            },
            Currency::Usd,
            400
        )));
        assert_eq!(c.payment.captured_amount, 600);
        assert_eq!(c.payment.held, 0);
        assert_eq!(
            code(r.payment.capture(Some(1_001), t0())),
            ErrorCode::ValidationError
        );
        assert_eq!(
            code(r.payment.capture(Some(0), t0())),
            ErrorCode::ValidationError
        );
    }

    #[test]
    fn automatic_capture_settles_at_once() {
        let r = new(1_000, CaptureMode::Automatic).reserve(t0()).unwrap();
        assert_eq!(r.payment.status, PaymentStatus::Completed);
        assert_eq!(r.events, ["checkout.authorized", "payment.completed"]);
        assert!(balanced(&r.postings));
    }

    #[test]
    fn status_error_table() {
        let created = new(1_000, CaptureMode::Manual);
        let reserved = created.reserve(t0()).unwrap().payment;
        let captured = reserved.capture(None, t0()).unwrap().payment;
        let voided = reserved.void(Some("x".into()), t0()).unwrap().payment;
        let later = t0() + Duration::seconds(DEFAULT_LIFETIME_SECS);
        assert_eq!(
            code(created.capture(None, t0())),
            ErrorCode::InvalidPaymentStatus
        );
        assert_eq!(
            code(created.capture(None, later)),
            ErrorCode::PaymentExpired
        );
        assert_eq!(code(created.reserve(later)), ErrorCode::PaymentExpired);
        assert_eq!(
            code(captured.capture(None, t0())),
            ErrorCode::PaymentAlreadyCaptured
        );
        assert_eq!(
            code(captured.void(None, t0())),
            ErrorCode::PaymentAlreadyCaptured
        );
        assert_eq!(
            code(voided.capture(None, t0())),
            ErrorCode::PaymentAlreadyVoided
        );
        assert_eq!(
            code(voided.void(None, t0())),
            ErrorCode::PaymentAlreadyVoided
        );
        assert_eq!(
            code(voided.refund(None, "r".into(), Map::new(), t0())),
            ErrorCode::PaymentAlreadyVoided
        );
        assert_eq!(
            code(reserved.refund(None, "r".into(), Map::new(), t0())),
            ErrorCode::InvalidPaymentStatus
        );
        assert_eq!(
            code(reserved.reserve(t0())),
            ErrorCode::InvalidPaymentStatus
        );
        assert_eq!(
            code(captured.refund(Some(1_001), "r".into(), Map::new(), t0())),
            ErrorCode::RefundExceedsAmount
        );
        let late = t0() + Duration::days(REFUND_WINDOW_DAYS) + Duration::seconds(1);
        assert_eq!(
            code(captured.refund(None, "r".into(), Map::new(), late)),
            ErrorCode::RefundWindowExpired
        );
        assert!(captured
            .refund(
                None,
                "r".into(),
                Map::new(),
                t0() + Duration::days(REFUND_WINDOW_DAYS)
            )
            .is_ok());
        assert_eq!(created.status_at(later), PaymentStatus::Expired);
        assert_eq!(
            created.expire(later).unwrap().payment.status,
            PaymentStatus::Expired
        );
        assert!(created.expire(t0()).is_err());
    }

    #[test]
    fn an_authorization_lapses_after_its_ttl() {
        let r = new(1_000, CaptureMode::Manual)
            .reserve(t0())
            .unwrap()
            .payment;
        let at = t0() + Duration::seconds(DEFAULT_AUTHORIZATION_SECS);
        assert_eq!(r.authorization_expires_at, Some(at));
        let just_before = at - Duration::seconds(1);
        assert_eq!(r.status_at(just_before), PaymentStatus::Reserved);
        assert!(r.expire_authorization(just_before).is_err());
        assert!(r.capture(None, just_before).is_ok());
        // lazily cancelled: no capture, no void after it
        assert_eq!(r.status_at(at), PaymentStatus::Cancelled);
        assert_eq!(code(r.capture(None, at)), ErrorCode::PaymentAlreadyVoided);
        assert_eq!(code(r.void(None, at)), ErrorCode::PaymentAlreadyVoided);
        let later = at + Duration::hours(3);
        let c = r.expire_authorization(later).unwrap();
        assert_eq!(c.payment.status, PaymentStatus::Cancelled);
        assert_eq!(
            c.payment.void_reason.as_deref(),
            Some(AUTHORIZATION_EXPIRED)
        );
        assert_eq!(c.payment.voided_at, Some(at));
        assert_eq!(c.payment.held, 0);
        assert!(balanced(&c.postings));
        assert!(c.postings.contains(&Posting::new(
            Account::Wallet {
                user_id: "usr_1".into()
            },
            Currency::Usd,
            1_000
        )));
        // captured payments have no authorization left to lapse
        let cap = r.capture(None, just_before).unwrap().payment;
        assert_eq!(cap.status_at(later), PaymentStatus::Completed);
        assert!(cap.expire_authorization(later).is_err());
    }

    #[test]
    fn a_checkout_fails_on_its_third_wrong_pin() {
        let mut p = new(1_000, CaptureMode::Manual);
        for n in 1..SESSION_PIN_ATTEMPTS {
            let c = p.wrong_pin(t0()).unwrap();
            assert_eq!(
                (c.payment.pin_failures, c.payment.status),
                (n, PaymentStatus::Created)
            );
            assert!(c.events.is_empty());
            p = c.payment;
        }
        let c = p.wrong_pin(t0()).unwrap();
        assert_eq!(c.payment.status, PaymentStatus::Failed);
        assert_eq!(c.events, ["payment.failed"]);
        assert!(c.postings.is_empty());
        assert_eq!(
            code(c.payment.reserve(t0())),
            ErrorCode::InvalidPaymentStatus
        );
    }

    proptest! {
        /// Any sequence of partial refunds, at any commission rate, keeps the books balanced,
        /// never refunds more than was captured, and the commission kept (what the capture
        /// took minus every refund's return) always equals the rate on what remains captured;
        /// a full refund returns all of it.
        #[test]
        fn refunds_conserve(
            amount in 1i64..1_000_000,
            bps in 0u32..=10_000,
            capture_pct in 1i64..=100,
            parts in proptest::collection::vec(prop_oneof![1i64..10, 1i64..500_000], 1..12),
            finish in any::<bool>(),
        ) {
            let mut p = new(amount, CaptureMode::Manual);
            p.commission_bps = bps;
            let r = p.reserve(t0()).unwrap();
            let cap = (amount * capture_pct / 100).max(1);
            let c = r.payment.capture(Some(cap), t0()).unwrap();
            prop_assert!(balanced(&c.postings));
            let mut p = c.payment;
            prop_assert_eq!(p.commission_amount, commission(cap, bps));
            let mut commission_total = p.commission_amount;
            let mut to_buyer = 0;
            let refunds = parts.into_iter().map(Some).chain(finish.then_some(None));
            for part in refunds {
                match p.refund(part, "r".into(), Map::new(), t0()) {
                    Ok(c) => {
                        prop_assert!(balanced(&c.postings));
                        let sum = |f: fn(&Account) -> bool| -> i64 {
                            c.postings.iter().filter(|x| f(&x.account)).map(|x| x.amount).sum()
                        };
                        commission_total += sum(|a| matches!(a, Account::Commission { .. }));
                        to_buyer += sum(|a| matches!(a, Account::Wallet { .. }));
                        p = c.payment;
                    }
                    Err(e) => prop_assert!(e.code == ErrorCode::RefundExceedsAmount || e.code == ErrorCode::InvalidPaymentStatus),
                }
                prop_assert!(p.refunded_amount <= p.captured_amount);
                prop_assert_eq!(to_buyer, p.refunded_amount);
                prop_assert_eq!(p.commission_amount, commission(p.captured_amount - p.refunded_amount, bps));
                prop_assert_eq!(commission_total, p.commission_amount);
            }
            if finish {
                prop_assert_eq!(p.status, PaymentStatus::Refunded);
                prop_assert_eq!(commission_total, 0);
            }
        }
    }
}
