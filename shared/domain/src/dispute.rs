//! Disputes: a buyer's complaint about a completed payment, with the platform as the
//! arbiter. The disputed amount leaves the merchant's balance for the dispute's hold at
//! once (as much as the balance covers; the rest is the `shortfall`, taken as money
//! arrives); the outcome decides where the hold goes.
//!
//! needs_response -> under_review -> won | lost; needs_response -> accepted (the merchant
//! gives up) or -> lost (no answer by `respond_by`, lazily visible on read); needs_response
//! or under_review -> withdrawn (the buyer). Won or withdrawn: the hold returns to the
//! merchant. Lost or accepted: the hold goes to the buyer as a refund of the payment, its
//! commission recalculated as for refunds. Every move is a pure function of the dispute,
//! its payment and the time, returning the records after it and the postings.

use crate::error::{DomainError, ErrorCode};
use crate::ids::new_id;
use crate::ledger::{compact, Account, Posting};
use crate::money::Currency;
use crate::payment::{Payment, PaymentStatus, Refund};
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

/// A buyer may dispute a payment this long after it was captured.
pub const WINDOW_DAYS: i64 = 60;
/// The merchant answers (evidence submitted, or accepted) within this, or loses.
pub const RESPONSE_DAYS: i64 = 7;
/// The longest description, evidence text and decision reason.
pub const MAX_TEXT: usize = 2_000;
/// Evidence a dispute keeps at most (each a text with its files).
pub const MAX_EVIDENCE: usize = 20;

/// The window of a merchant's dispute rate.
pub const RATE_DAYS: i64 = 30;
/// A merchant is flagged at this rate (basis points of its payments)...
pub const RATE_FLAG_BPS: i64 = 100;
/// ...with at least this many disputes in the window (one dispute of a handful of payments
/// is noise, not a pattern).
pub const RATE_MIN_DISPUTES: i64 = 3;

/// A merchant's disputes opened and payments captured in the last `RATE_DAYS`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Rate {
    pub disputes: i64,
    pub payments: i64,
}

impl Rate {
    /// The rate in basis points (all of them when there were no payments).
    pub fn bps(&self) -> i64 {
        if self.payments == 0 {
            return if self.disputes > 0 { 10_000 } else { 0 };
        }
        self.disputes * 10_000 / self.payments
    }

    /// Whether the platform's operators should look at the merchant.
    pub fn flagged(&self) -> bool {
        self.disputes >= RATE_MIN_DISPUTES && self.bps() >= RATE_FLAG_BPS
    }
}

/// The journal's kinds of a dispute's movements.
pub const HOLD: &str = "dispute_hold";
pub const RELEASE: &str = "dispute_release";
pub const REFUND: &str = "dispute_refund";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    NotReceived,
    NotAsDescribed,
    Unauthorized,
    Duplicate,
    CancelledButCharged,
    Other,
}

impl Reason {
    pub const NAMES: [&'static str; 6] = [
        "not_received",
        "not_as_described",
        "unauthorized",
        "duplicate",
        "cancelled_but_charged",
        "other",
    ];
    const ALL: [Reason; 6] = [
        Reason::NotReceived,
        Reason::NotAsDescribed,
        Reason::Unauthorized,
        Reason::Duplicate,
        Reason::CancelledButCharged,
        Reason::Other,
    ];

    pub const fn as_str(self) -> &'static str {
        Reason::NAMES[self as usize]
    }

    pub fn parse(s: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.as_str() == s)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    NeedsResponse,
    UnderReview,
    Won,
    Lost,
    Accepted,
    Withdrawn,
}

impl Status {
    pub const NAMES: [&'static str; 6] = [
        "needs_response",
        "under_review",
        "won",
        "lost",
        "accepted",
        "withdrawn",
    ];
    const ALL: [Status; 6] = [
        Status::NeedsResponse,
        Status::UnderReview,
        Status::Won,
        Status::Lost,
        Status::Accepted,
        Status::Withdrawn,
    ];

    pub const fn as_str(self) -> &'static str {
        Status::NAMES[self as usize]
    }

    pub fn parse(s: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|r| r.as_str() == s)
    }

    /// Still to be decided.
    pub fn is_open(self) -> bool {
        matches!(self, Status::NeedsResponse | Status::UnderReview)
    }

    /// The buyer got (or is owed) the money.
    pub fn went_to_buyer(self) -> bool {
        matches!(self, Status::Lost | Status::Accepted)
    }
}

/// A file of evidence, stored like identity documents (the record keeps what it is and
/// where it lies, never its bytes).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EvidenceFile {
    pub content_type: String,
    /// `file_` and the first 24 hex digits of its SHA-256.
    pub id: String,
    /// Where the document store keeps it.
    pub key: String,
    pub name: String,
    pub size: u64,
}

/// The largest evidence file.
pub const MAX_FILE: usize = 5 * 1024 * 1024;
/// Files one evidence request carries at most.
pub const MAX_FILES: usize = 3;

/// One piece of the merchant's evidence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Evidence {
    #[serde(with = "crate::time::rfc3339")]
    pub added_at: DateTime<Utc>,
    #[serde(default)]
    pub files: Vec<EvidenceFile>,
    pub text: String,
}

/// A dispute, fields in name order (the store writes them so).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Dispute {
    /// What the buyer disputes.
    pub amount: i64,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub closed_at: Option<DateTime<Utc>>,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    pub currency: Currency,
    /// Who decided (an operator's id), for decisions by the platform.
    pub decided_by: Option<String>,
    pub description: String,
    #[serde(default)]
    pub evidence: Vec<Evidence>,
    pub external_user_id: String,
    /// In the dispute's hold now.
    pub held: i64,
    pub id: String,
    pub merchant_id: String,
    /// Why it closed as it did: the operator's reason, or what closed it.
    pub outcome_reason: Option<String>,
    pub payment_id: String,
    pub reason: Reason,
    #[serde(with = "crate::time::rfc3339")]
    pub respond_by: DateTime<Utc>,
    /// Not yet taken from the merchant's balance: into the hold while open, to the buyer
    /// once lost or accepted; nothing once won or withdrawn.
    pub shortfall: i64,
    pub status: Status,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub submitted_at: Option<DateTime<Utc>>,
    #[serde(with = "crate::time::rfc3339")]
    pub updated_at: DateTime<Utc>,
    pub user_id: String,
}

/// A dispute's move: the dispute after it, its payment after it (when the move changes
/// it), the postings (of journal kind `kind`), the refund it makes and its event.
#[derive(Debug, Clone, PartialEq)]
pub struct Moved {
    pub dispute: Dispute,
    pub payment: Option<Payment>,
    pub postings: Vec<Posting>,
    pub kind: &'static str,
    pub refund: Option<Refund>,
    pub event: &'static str,
}

/// How the platform decides a dispute under review.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    Won,
    Lost,
}

/// What a buyer opens a dispute with.
#[derive(Debug, Clone)]
pub struct Claim {
    pub user_id: String,
    pub reason: Reason,
    /// None: all that may still be disputed.
    pub amount: Option<i64>,
    pub description: String,
}

fn not_found() -> DomainError {
    DomainError::new(
        ErrorCode::PaymentNotFound,
        "no payment of yours with that id",
    )
}

fn wrong(op: &str, s: Status) -> DomainError {
    DomainError::new(
        ErrorCode::InvalidDisputeStatus,
        format!("cannot {op} a dispute in status {}", s.as_str()),
    )
    .with_details(serde_json::json!({ "status": s.as_str() }))
}

fn merchant(m: &str) -> Account {
    Account::Merchant {
        merchant_id: m.to_string(),
    }
}

impl Dispute {
    fn hold(&self) -> Account {
        Account::DisputeHold {
            dispute_id: self.id.clone(),
        }
    }

    /// Its status now: one still waiting for the merchant's answer past `respond_by` is lost.
    pub fn status_at(&self, now: DateTime<Utc>) -> Status {
        match self.status {
            Status::NeedsResponse if now > self.respond_by => Status::Lost,
            s => s,
        }
    }

    /// A buyer opens a dispute on `payment`, whose merchant's balance has `available` now:
    /// the hold takes what it covers, the rest is the shortfall.
    pub fn open(
        payment: &Payment,
        claim: Claim,
        available: i64,
        now: DateTime<Utc>,
    ) -> Result<Moved, DomainError> {
        if payment.user_id != claim.user_id {
            return Err(not_found());
        }
        match payment.status_at(now) {
            PaymentStatus::Completed | PaymentStatus::PartiallyRefunded => {}
            s => {
                return Err(DomainError::new(
                    ErrorCode::InvalidPaymentStatus,
                    format!("a payment in status {} cannot be disputed", s.as_str()),
                )
                .with_details(serde_json::json!({ "status": s.as_str() })))
            }
        }
        let captured_at = payment.captured_at.unwrap_or(payment.updated_at);
        if now > captured_at + Duration::days(WINDOW_DAYS) {
            return Err(DomainError::new(
                ErrorCode::DisputeWindowExpired,
                format!("a payment may be disputed for {WINDOW_DAYS} days after it was paid"),
            ));
        }
        let disputable = payment.disputable();
        let amount = claim.amount.unwrap_or(disputable);
        if amount <= 0 && claim.amount.is_some() {
            return Err(DomainError::field("amount", "must be a positive integer"));
        }
        if amount > disputable || amount <= 0 {
            return Err(DomainError::new(
                ErrorCode::RefundExceedsAmount,
                format!("a dispute of {amount} exceeds what may still be disputed, {disputable}"),
            )
            .with_details(serde_json::json!({ "requested": amount, "disputable": disputable })));
        }
        let held = amount.min(available.max(0));
        let d = Dispute {
            amount,
            closed_at: None,
            created_at: now,
            currency: payment.currency,
            decided_by: None,
            description: claim.description,
            evidence: vec![],
            external_user_id: payment.external_user_id.clone(),
            held,
            id: new_id("dp"),
            merchant_id: payment.merchant_id.clone(),
            outcome_reason: None,
            payment_id: payment.id.clone(),
            reason: claim.reason,
            respond_by: now + Duration::days(RESPONSE_DAYS),
            shortfall: amount - held,
            status: Status::NeedsResponse,
            submitted_at: None,
            updated_at: now,
            user_id: payment.user_id.clone(),
        };
        let mut p = payment.next(now);
        p.disputed_amount += amount;
        let postings = compact(vec![
            Posting::new(merchant(&d.merchant_id), d.currency, -held),
            Posting::new(d.hold(), d.currency, held),
        ]);
        Ok(Moved {
            dispute: d,
            payment: Some(p),
            postings,
            kind: HOLD,
            refund: None,
            event: "dispute.created",
        })
    }

    fn next(&self, now: DateTime<Utc>) -> Dispute {
        let mut d = self.clone();
        d.updated_at = now;
        d
    }

    fn moved(self, event: &'static str) -> Moved {
        Moved {
            dispute: self,
            payment: None,
            postings: vec![],
            kind: HOLD,
            refund: None,
            event,
        }
    }

    /// The merchant adds evidence (before submitting it).
    pub fn add_evidence(
        &self,
        text: String,
        files: Vec<EvidenceFile>,
        now: DateTime<Utc>,
    ) -> Result<Moved, DomainError> {
        let s = self.status_at(now);
        if s != Status::NeedsResponse {
            return Err(wrong("add evidence to", s));
        }
        if self.evidence.len() >= MAX_EVIDENCE {
            return Err(DomainError::field(
                "text",
                format!("a dispute keeps at most {MAX_EVIDENCE} pieces of evidence"),
            ));
        }
        let mut d = self.next(now);
        d.evidence.push(Evidence {
            added_at: now,
            files,
            text,
        });
        Ok(d.moved("dispute.updated"))
    }

    /// The merchant submits its evidence for the platform's review.
    pub fn submit(&self, now: DateTime<Utc>) -> Result<Moved, DomainError> {
        let s = self.status_at(now);
        if s != Status::NeedsResponse {
            return Err(wrong("submit", s));
        }
        if self.evidence.is_empty() {
            return Err(DomainError::new(
                ErrorCode::InvalidDisputeStatus,
                "add evidence before submitting it",
            ));
        }
        let mut d = self.next(now);
        d.status = Status::UnderReview;
        d.submitted_at = Some(now);
        Ok(d.moved("dispute.updated"))
    }

    /// The merchant gives up: the buyer is refunded.
    pub fn accept(&self, payment: &Payment, now: DateTime<Utc>) -> Result<Moved, DomainError> {
        let s = self.status_at(now);
        if s != Status::NeedsResponse {
            return Err(wrong("accept", s));
        }
        self.to_buyer(payment, Status::Accepted, "accepted by the merchant", now)
    }

    /// The buyer withdraws it before a decision: the hold returns to the merchant.
    pub fn withdraw(&self, payment: &Payment, now: DateTime<Utc>) -> Result<Moved, DomainError> {
        let s = self.status_at(now);
        if !s.is_open() {
            return Err(wrong("withdraw", s));
        }
        Ok(self.to_merchant(payment, Status::Withdrawn, "withdrawn by the buyer", now))
    }

    /// The platform decides a dispute under review.
    pub fn decide(
        &self,
        payment: &Payment,
        decision: Decision,
        reason: String,
        by: &str,
        now: DateTime<Utc>,
    ) -> Result<Moved, DomainError> {
        let s = self.status_at(now);
        if s != Status::UnderReview {
            return Err(wrong("decide", s));
        }
        let mut m = match decision {
            Decision::Won => self.to_merchant(payment, Status::Won, &reason, now),
            Decision::Lost => self.to_buyer(payment, Status::Lost, &reason, now)?,
        };
        m.dispute.decided_by = Some(by.to_string());
        Ok(m)
    }

    /// Writes the lapse down: no answer by `respond_by`, so lost.
    pub fn lapse(&self, payment: &Payment, now: DateTime<Utc>) -> Result<Moved, DomainError> {
        if self.status != Status::NeedsResponse || now <= self.respond_by {
            return Err(wrong("close for no answer", self.status_at(now)));
        }
        self.to_buyer(
            payment,
            Status::Lost,
            "the merchant did not answer in time",
            now,
        )
    }

    /// Won or withdrawn: the hold back to the merchant, nothing more owed.
    fn to_merchant(&self, payment: &Payment, to: Status, why: &str, now: DateTime<Utc>) -> Moved {
        let mut d = self.next(now);
        d.status = to;
        d.closed_at = Some(now);
        d.outcome_reason = Some(why.to_string());
        d.held = 0;
        d.shortfall = 0;
        let mut p = payment.next(now);
        p.disputed_amount -= self.amount;
        let postings = compact(vec![
            Posting::new(self.hold(), self.currency, -self.held),
            Posting::new(merchant(&self.merchant_id), self.currency, self.held),
        ]);
        Moved {
            dispute: d,
            payment: Some(p),
            postings,
            kind: RELEASE,
            refund: None,
            event: "dispute.closed",
        }
    }

    /// Lost or accepted: what the hold has goes to the buyer as a refund of the payment;
    /// a shortfall is owed to the buyer and paid as the merchant's balance allows
    /// (`collect`).
    fn to_buyer(
        &self,
        payment: &Payment,
        to: Status,
        why: &str,
        now: DateTime<Utc>,
    ) -> Result<Moved, DomainError> {
        let mut d = self.next(now);
        d.status = to;
        d.closed_at = Some(now);
        d.outcome_reason = Some(why.to_string());
        d.held = 0;
        let (p, postings, refund) = self.refund(payment, self.held, self.hold(), now);
        Ok(Moved {
            dispute: d,
            payment: Some(p),
            postings,
            kind: REFUND,
            refund,
            event: "dispute.closed",
        })
    }

    /// `amount` of the dispute paid to the buyer from `from` (the hold, or the merchant's
    /// balance for a shortfall) as a refund of the payment: its commission recalculated, the
    /// commission given back to the merchant.
    fn refund(
        &self,
        payment: &Payment,
        amount: i64,
        from: Account,
        now: DateTime<Utc>,
    ) -> (Payment, Vec<Posting>, Option<Refund>) {
        let mut p = payment.next(now);
        if amount == 0 {
            return (p, vec![], None);
        }
        let (kept, returned) = payment.commission_after_refund(amount);
        p.refunded_amount += amount;
        p.disputed_amount -= amount;
        p.commission_amount = kept;
        p.refund_count += 1;
        p.status = if p.refunded_amount == p.captured_amount {
            PaymentStatus::Refunded
        } else {
            PaymentStatus::PartiallyRefunded
        };
        let buyer = Account::Wallet {
            user_id: self.user_id.clone(),
        };
        let platform = Account::Commission {
            merchant_id: self.merchant_id.clone(),
        };
        let postings = compact(vec![
            Posting::new(from, self.currency, -amount),
            Posting::new(buyer, self.currency, amount),
            Posting::new(platform, self.currency, -returned),
            Posting::new(merchant(&self.merchant_id), self.currency, returned),
        ]);
        let refund = Refund {
            amount,
            created_at: now,
            id: new_id("rfn"),
            metadata: serde_json::Map::from_iter([("dispute_id".into(), self.id.clone().into())]),
            reason: format!("dispute {}", self.status.as_str()),
            status: "completed".into(),
            receipt: None,
        };
        (p, postings, Some(refund))
    }

    /// Takes up to `available` of the shortfall from the merchant's balance: into the hold
    /// while the dispute is open, to the buyer once it went the buyer's way. None when
    /// there is nothing to take.
    pub fn collect(&self, payment: &Payment, available: i64, now: DateTime<Utc>) -> Option<Moved> {
        let take = self.shortfall.min(available);
        if take <= 0 || self.shortfall <= 0 {
            return None;
        }
        let mut d = self.next(now);
        d.shortfall -= take;
        let status = self.status_at(now);
        if status.went_to_buyer() && self.status.went_to_buyer() {
            let (p, postings, mut refund) =
                self.refund(payment, take, merchant(&self.merchant_id), now);
            if let Some(r) = refund.as_mut() {
                r.reason = format!("dispute {} (owed)", self.status.as_str());
            }
            return Some(Moved {
                dispute: d,
                payment: Some(p),
                postings,
                kind: REFUND,
                refund,
                event: "dispute.updated",
            });
        }
        if !self.status.is_open() {
            return None;
        }
        d.held += take;
        let postings = compact(vec![
            Posting::new(merchant(&self.merchant_id), self.currency, -take),
            Posting::new(self.hold(), self.currency, take),
        ]);
        Some(Moved {
            dispute: d,
            payment: None,
            postings,
            kind: HOLD,
            refund: None,
            event: "dispute.updated",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::balanced;
    use crate::payment::{CaptureMode, NewPayment};
    use chrono::TimeZone;

    fn t0() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 12, 1, 9, 0, 0).unwrap()
    }

    /// A payment of 100,000 IQD at 1% commission, captured at t0.
    fn paid() -> Payment {
        let n = NewPayment {
            merchant_id: "mer_1".into(),
            session_id: "cs_1".into(),
            user_id: "usr_1".into(),
            external_user_id: "u1".into(),
            amount: 100_000,
            currency: Currency::Iqd,
            commission_bps: 100,
            description: None,
            reference: None,
            capture_mode: CaptureMode::Automatic,
            metadata: Default::default(),
            lifetime_secs: 600,
            authorization_ttl_secs: 600,
        };
        Payment::new(n, t0()).reserve(t0()).unwrap().payment
    }

    fn claim(amount: Option<i64>) -> Claim {
        Claim {
            user_id: "usr_1".into(),
            reason: Reason::NotReceived,
            amount,
            description: "never came".into(),
        }
    }

    fn sum(postings: &[Posting], f: impl Fn(&Account) -> bool) -> i64 {
        postings
            .iter()
            .filter(|p| f(&p.account))
            .map(|p| p.amount)
            .sum()
    }

    #[test]
    fn opening_holds_what_the_balance_covers_and_records_the_rest() {
        let p = paid();
        assert_eq!(
            (p.status, p.commission_amount),
            (PaymentStatus::Completed, 1_000)
        );
        let m = Dispute::open(&p, claim(Some(60_000)), 1_000_000, t0()).unwrap();
        assert_eq!((m.dispute.held, m.dispute.shortfall), (60_000, 0));
        assert_eq!(m.payment.as_ref().unwrap().disputed_amount, 60_000);
        assert_eq!(m.payment.as_ref().unwrap().disputable(), 40_000);
        assert!(balanced(&m.postings));
        let short = Dispute::open(&p, claim(None), 30_000, t0()).unwrap();
        assert_eq!(
            (
                short.dispute.amount,
                short.dispute.held,
                short.dispute.shortfall
            ),
            (100_000, 30_000, 70_000)
        );
        let broke = Dispute::open(&p, claim(None), -5, t0()).unwrap();
        assert_eq!((broke.dispute.held, broke.postings.len()), (0, 0));
    }

    #[test]
    fn what_may_not_be_disputed_is_refused_with_its_code() {
        let p = paid();
        let code = |r: Result<Moved, DomainError>| r.unwrap_err().code;
        let other = Claim {
            user_id: "usr_2".into(),
            ..claim(None)
        };
        assert_eq!(
            code(Dispute::open(&p, other, 0, t0())),
            ErrorCode::PaymentNotFound
        );
        assert_eq!(
            code(Dispute::open(&p, claim(Some(100_001)), 0, t0())),
            ErrorCode::RefundExceedsAmount
        );
        assert_eq!(
            code(Dispute::open(&p, claim(Some(0)), 0, t0())),
            ErrorCode::ValidationError
        );
        let late = t0() + Duration::days(WINDOW_DAYS) + Duration::seconds(1);
        assert_eq!(
            code(Dispute::open(&p, claim(None), 0, late)),
            ErrorCode::DisputeWindowExpired
        );
        assert!(Dispute::open(&p, claim(None), 0, t0() + Duration::days(WINDOW_DAYS)).is_ok());
        // what an open dispute claims is not refundable, nor disputable again
        let open = Dispute::open(&p, claim(Some(70_000)), 1_000_000, t0()).unwrap();
        let p2 = open.payment.unwrap();
        assert_eq!(
            p2.refund(Some(30_001), String::new(), Default::default(), t0())
                .unwrap_err()
                .code,
            ErrorCode::RefundExceedsAmount
        );
        assert!(p2
            .refund(Some(30_000), String::new(), Default::default(), t0())
            .is_ok());
        assert_eq!(
            code(Dispute::open(&p2, claim(Some(30_001)), 0, t0())),
            ErrorCode::RefundExceedsAmount
        );
        let mut reserved = paid();
        reserved.status = PaymentStatus::Reserved;
        assert_eq!(
            code(Dispute::open(&reserved, claim(None), 0, t0())),
            ErrorCode::InvalidPaymentStatus
        );
    }

    #[test]
    fn each_outcome_moves_the_hold_once_to_one_side() {
        let p = paid();
        let opened = Dispute::open(&p, claim(Some(50_000)), 1_000_000, t0()).unwrap();
        let (d, p1) = (opened.dispute, opened.payment.unwrap());
        let later = t0() + Duration::hours(1);
        let with = d
            .add_evidence("shipped, tracking 123".into(), vec![], later)
            .unwrap()
            .dispute;
        let review = with.submit(later).unwrap().dispute;
        assert_eq!(review.status, Status::UnderReview);

        // won: the hold back to the merchant, the payment disputable again
        let won = review
            .decide(
                &p1,
                Decision::Won,
                "proof of delivery".into(),
                "ops_1",
                later,
            )
            .unwrap();
        assert_eq!(won.dispute.status, Status::Won);
        assert_eq!(
            sum(&won.postings, |a| matches!(a, Account::Merchant { .. })),
            50_000
        );
        assert_eq!(won.payment.as_ref().unwrap().disputable(), 100_000);
        assert_eq!(won.dispute.decided_by.as_deref(), Some("ops_1"));

        // lost: the buyer refunded 50,000, the commission on it given back to the merchant
        let lost = review
            .decide(&p1, Decision::Lost, "no proof".into(), "ops_1", later)
            .unwrap();
        let lp = lost.payment.as_ref().unwrap();
        assert_eq!(
            (
                lp.status,
                lp.refunded_amount,
                lp.disputed_amount,
                lp.commission_amount
            ),
            (PaymentStatus::PartiallyRefunded, 50_000, 0, 500)
        );
        assert_eq!(
            sum(&lost.postings, |a| matches!(a, Account::Wallet { .. })),
            50_000
        );
        assert_eq!(
            sum(&lost.postings, |a| matches!(a, Account::Merchant { .. })),
            500
        );
        assert_eq!(
            sum(&lost.postings, |a| matches!(a, Account::Commission { .. })),
            -500
        );
        assert!(balanced(&lost.postings));
        assert_eq!(lost.refund.as_ref().unwrap().amount, 50_000);

        // a decided dispute takes no other outcome
        for r in [
            lost.dispute.withdraw(lp, later),
            lost.dispute.accept(lp, later),
            lost.dispute.submit(later),
            lost.dispute
                .decide(lp, Decision::Won, String::new(), "ops_2", later),
        ] {
            assert_eq!(r.unwrap_err().code, ErrorCode::InvalidDisputeStatus);
        }
        // only a dispute under review is decided; one waiting for the merchant is not
        assert_eq!(
            d.decide(&p1, Decision::Won, String::new(), "ops_1", later)
                .unwrap_err()
                .code,
            ErrorCode::InvalidDisputeStatus
        );
        // submitting needs evidence
        assert_eq!(
            d.submit(later).unwrap_err().code,
            ErrorCode::InvalidDisputeStatus
        );
    }

    #[test]
    fn the_deadline_loses_it_lazily_and_when_written() {
        let p = paid();
        let opened = Dispute::open(&p, claim(None), 1_000_000, t0()).unwrap();
        let (d, p1) = (opened.dispute, opened.payment.unwrap());
        let due = d.respond_by;
        assert_eq!(d.status_at(due), Status::NeedsResponse);
        let after = due + Duration::seconds(1);
        assert_eq!(d.status_at(after), Status::Lost);
        assert_eq!(
            d.lapse(&p1, due).unwrap_err().code,
            ErrorCode::InvalidDisputeStatus
        );
        let lapsed = d.lapse(&p1, after).unwrap();
        assert_eq!(lapsed.dispute.status, Status::Lost);
        assert_eq!(lapsed.payment.unwrap().status, PaymentStatus::Refunded);
        // past the deadline the merchant can no longer answer, the buyer no longer withdraw
        assert_eq!(
            d.submit(after).unwrap_err().code,
            ErrorCode::InvalidDisputeStatus
        );
        assert_eq!(
            d.accept(&p1, after).unwrap_err().code,
            ErrorCode::InvalidDisputeStatus
        );
        assert_eq!(
            d.withdraw(&p1, after).unwrap_err().code,
            ErrorCode::InvalidDisputeStatus
        );
        // accepted and withdrawn before it
        let acc = d.accept(&p1, due).unwrap();
        assert_eq!(
            (acc.dispute.status, acc.payment.unwrap().refunded_amount),
            (Status::Accepted, 100_000)
        );
        let wd = d.withdraw(&p1, due).unwrap();
        assert_eq!(
            (wd.dispute.status, wd.payment.unwrap().disputed_amount),
            (Status::Withdrawn, 0)
        );
    }

    #[test]
    fn a_shortfall_is_taken_into_the_hold_or_paid_to_the_buyer() {
        let p = paid();
        let opened = Dispute::open(&p, claim(Some(80_000)), 30_000, t0()).unwrap();
        let (d, p1) = (opened.dispute, opened.payment.unwrap());
        assert_eq!(d.shortfall, 50_000);
        assert!(d.collect(&p1, 0, t0()).is_none());
        let part = d.collect(&p1, 20_000, t0()).unwrap();
        assert_eq!(
            (part.dispute.held, part.dispute.shortfall),
            (50_000, 30_000)
        );
        assert!(balanced(&part.postings));
        // lost with 50,000 held: the buyer gets it now, 30,000 is owed
        let d2 = part.dispute;
        let lost = d2.accept(&p1, t0()).unwrap();
        let lp = lost.payment.unwrap();
        assert_eq!(
            (
                lp.refunded_amount,
                lp.disputed_amount,
                lost.dispute.shortfall
            ),
            (50_000, 30_000, 30_000)
        );
        // the owed part is paid from the balance as it allows, to the buyer
        let owed = lost.dispute.collect(&lp, 1_000_000, t0()).unwrap();
        let op = owed.payment.unwrap();
        assert_eq!((op.refunded_amount, op.disputed_amount), (80_000, 0));
        assert_eq!(owed.dispute.shortfall, 0);
        assert_eq!(
            sum(&owed.postings, |a| matches!(a, Account::Wallet { .. })),
            30_000
        );
        assert!(balanced(&owed.postings));
        // won: the shortfall is forgiven, only the hold returns
        let won = d2.withdraw(&p1, t0()).unwrap();
        assert_eq!(
            (won.dispute.shortfall, won.payment.unwrap().disputed_amount),
            (0, 0)
        );
        assert!(won.dispute.collect(&p1, 1_000_000, t0()).is_none());
    }

    #[test]
    fn a_merchant_is_flagged_at_one_percent_with_three_disputes() {
        let r = |disputes, payments| Rate { disputes, payments };
        assert_eq!(r(3, 300).bps(), 100);
        assert!(r(3, 300).flagged());
        assert!(!r(3, 301).flagged(), "below 1%");
        assert!(
            !r(2, 10).flagged(),
            "20%, but two disputes are not a pattern"
        );
        assert!(r(3, 0).flagged());
        assert_eq!((r(0, 0).bps(), r(0, 0).flagged()), (0, false));
    }

    #[test]
    fn names_read_back() {
        for n in Reason::NAMES {
            assert_eq!(Reason::parse(n).unwrap().as_str(), n);
        }
        for n in Status::NAMES {
            assert_eq!(Status::parse(n).unwrap().as_str(), n);
        }
        assert_eq!(Reason::parse("nope"), None);
    }
}
