//! Identity verification (KYC): a user asks for a higher tier with their name, date of
//! birth and an identity document; the submission is `pending` until an operator approves
//! it (the user's tier becomes the one asked for) or rejects it (with a reason the user
//! sees). The rules here are pure: the shapes of the fields, the image's type, what a new
//! submission may ask for, and how a pending one ends, once.

use crate::limits::TIERS;
use crate::{DomainError, ErrorCode};
use chrono::{DateTime, Datelike, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

/// The largest document image taken, in bytes (decoded).
pub const MAX_IMAGE: usize = 2 * 1024 * 1024;
/// The youngest age a wallet may be verified at (the age of majority in Iraq).
pub const MIN_AGE: u32 = 18;
/// Rejected submissions after which a user can no longer submit (KYC_REJECTED): the
/// merchant's support takes over.
pub const MAX_REJECTIONS: u32 = 3;
pub const MAX_NAME: usize = 100;
pub const MAX_REASON: usize = 500;
/// Sandbox document numbers that decide a submission at once.
pub const SANDBOX_APPROVE: &str = "SANDBOX-APPROVE";
pub const SANDBOX_REJECT: &str = "SANDBOX-REJECT";
/// The pattern of a document number (letters, digits and hyphens).
pub const DOCUMENT_NUMBER_PATTERN: &str = "^[A-Za-z0-9][A-Za-z0-9-]{3,31}$";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DocumentType {
    /// The Iraqi unified national card (البطاقة الوطنية الموحدة).
    NationalId,
    Passport,
    ResidenceCard,
    DrivingLicence,
}

impl DocumentType {
    pub const NAMES: [&'static str; 4] = [
        "national_id",
        "passport",
        "residence_card",
        "driving_licence",
    ];

    /// The type's name (`NAMES`, in the order of the variants).
    pub const fn as_str(self) -> &'static str {
        DocumentType::NAMES[self as usize]
    }

    pub fn parse(s: &str) -> Option<DocumentType> {
        Some(match s {
            "national_id" => DocumentType::NationalId,
            "passport" => DocumentType::Passport,
            "residence_card" => DocumentType::ResidenceCard,
            "driving_licence" => DocumentType::DrivingLicence,
            _ => return None,
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KycStatus {
    Pending,
    Approved,
    Rejected,
}

impl KycStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            KycStatus::Pending => "pending",
            KycStatus::Approved => "approved",
            KycStatus::Rejected => "rejected",
        }
    }
}

/// Where a submission's image is kept (outside the table) and what it was.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Document {
    /// The object's key in the document store (content addressed: user and SHA-256).
    pub key: String,
    pub content_type: String,
    pub bytes: u64,
    pub sha256: String,
}

/// One identity verification submission.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Verification {
    pub id: String,
    pub merchant_id: String,
    pub user_id: String,
    pub tier: u8,
    pub full_name: String,
    pub date_of_birth: NaiveDate,
    pub document_type: DocumentType,
    pub document_number: String,
    pub document: Document,
    pub status: KycStatus,
    pub reason: Option<String>,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub decided_at: Option<DateTime<Utc>>,
}

/// Where a user stands: kept on the user, so a submission and a decision change the user
/// in the same transaction as the verification.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// The latest submission.
    pub verification_id: String,
    pub status: KycStatus,
    /// The tier that submission asked for.
    pub tier: u8,
    pub reason: Option<String>,
    #[serde(default)]
    pub rejections: u32,
}

/// An operator's decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    Approve,
    Reject { reason: String },
}

/// A document number as answers show it: its last four characters.
pub fn number_shown(number: &str) -> String {
    let n: Vec<char> = number.chars().collect();
    let tail: String = n[n.len().saturating_sub(4)..].iter().collect();
    format!("••••{tail}")
}

/// Whether `s` fits `DOCUMENT_NUMBER_PATTERN`.
pub fn valid_document_number(s: &str) -> bool {
    (4..=32).contains(&s.len())
        && s.bytes().next().is_some_and(|b| b.is_ascii_alphanumeric())
        && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

/// The media type of an image by its first bytes: JPEG or PNG, nothing else.
pub fn image_type(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some("image/jpeg")
    } else if bytes.starts_with(&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A]) {
        Some("image/png")
    } else {
        None
    }
}

/// Whole years between `born` and `on`.
pub fn age(born: NaiveDate, on: NaiveDate) -> i32 {
    let mut years = on.year() - born.year();
    if (on.month(), on.day()) < (born.month(), born.day()) {
        years -= 1;
    }
    years
}

/// Why a date of birth is refused, if it is.
pub fn check_birth(born: NaiveDate, today: NaiveDate) -> Result<(), String> {
    if born > today {
        return Err("must not be in the future".into());
    }
    if born.year() < 1900 {
        return Err("must be in 1900 or later".into());
    }
    if age(born, today) < MIN_AGE as i32 {
        return Err(format!("the user must be at least {MIN_AGE} years old"));
    }
    Ok(())
}

/// Whether a user at `current` tier, standing as `standing`, may ask for `tier`: the
/// refusal when not.
pub fn may_submit(
    current: u8,
    standing: Option<&Standing>,
    tier: u8,
    renewal_due: bool,
) -> Result<(), DomainError> {
    if let Some(s) = standing {
        if s.status == KycStatus::Pending {
            return Err(DomainError::new(
                ErrorCode::KycPending,
                "an identity verification is already under review",
            )
            .with_details(serde_json::json!({ "verification_id": s.verification_id })));
        }
        if s.rejections >= MAX_REJECTIONS {
            return Err(DomainError::new(
                ErrorCode::KycRejected,
                "identity verification was rejected too many times; contact the merchant's support",
            )
            .with_details(serde_json::json!({ "reason": s.reason })));
        }
    }
    if !TIERS.contains(&tier) || tier == 0 {
        return Err(DomainError::field("tier", "must be 1 or 2"));
    }
    // asked to verify again: the tier held may be verified anew
    if tier < current || (tier == current && !renewal_due) {
        return Err(DomainError::field(
            "tier",
            format!("the wallet is already at tier {current}"),
        ));
    }
    Ok(())
}

/// The refusal for an operation that needs `needed` when the user is at `current`: what
/// their verification's standing says (none yet, under review, or rejected).
pub fn require_tier(
    current: u8,
    standing: Option<&Standing>,
    needed: u8,
) -> Result<(), DomainError> {
    if current >= needed {
        return Ok(());
    }
    let details = serde_json::json!({ "tier": current, "required_tier": needed });
    Err(match standing.map(|s| (s.status, s)) {
        Some((KycStatus::Pending, s)) if s.tier >= needed => DomainError::new(
            ErrorCode::KycPending,
            "the identity verification this needs is under review",
        ),
        Some((KycStatus::Rejected, s)) => DomainError::new(
            ErrorCode::KycRejected,
            format!(
                "identity verification was rejected: {}",
                s.reason.as_deref().unwrap_or("no reason given")
            ),
        ),
        _ => DomainError::new(
            ErrorCode::KycRequired,
            format!("this needs identity verification at tier {needed}"),
        ),
    }
    .with_details(details))
}

impl Verification {
    /// The standing of a user who just submitted this (after `before`).
    pub fn submitted(&self, before: Option<&Standing>) -> Standing {
        Standing {
            verification_id: self.id.clone(),
            status: KycStatus::Pending,
            tier: self.tier,
            reason: None,
            rejections: before.map_or(0, |s| s.rejections),
        }
    }

    /// Ends a pending verification. The same decision again is `Ok(None)`; the other one
    /// after a decision is a refusal.
    pub fn decide(
        &self,
        decision: &Decision,
        now: DateTime<Utc>,
    ) -> Result<Option<Verification>, DomainError> {
        match (self.status, decision) {
            (KycStatus::Pending, _) => {}
            (KycStatus::Approved, Decision::Approve)
            | (KycStatus::Rejected, Decision::Reject { .. }) => return Ok(None),
            (done, _) => {
                return Err(DomainError::new(
                    ErrorCode::InvalidPaymentStatus,
                    format!("the verification is already {}", done.as_str()),
                ))
            }
        }
        let mut v = self.clone();
        v.decided_at = Some(now);
        match decision {
            Decision::Approve => v.status = KycStatus::Approved,
            Decision::Reject { reason } => {
                v.status = KycStatus::Rejected;
                v.reason = Some(reason.clone());
            }
        }
        Ok(Some(v))
    }

    /// The user's standing after this verification was decided (from `before`).
    pub fn standing_after(&self, before: Option<&Standing>) -> Standing {
        let rejections =
            before.map_or(0, |s| s.rejections) + u32::from(self.status == KycStatus::Rejected);
        Standing {
            verification_id: self.id.clone(),
            status: self.status,
            tier: self.tier,
            reason: self.reason.clone(),
            rejections,
        }
    }

    /// A sandbox decision the document number asks for.
    pub fn sandbox_decision(&self) -> Option<Decision> {
        match self.document_number.as_str() {
            SANDBOX_APPROVE => Some(Decision::Approve),
            SANDBOX_REJECT => Some(Decision::Reject {
                reason: "sandbox: the document could not be read".into(),
            }),
            _ => None,
        }
    }

    /// The document number as shown after submission: its last four characters.
    pub fn number_shown(&self) -> String {
        number_shown(&self.document_number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_document_type_is_named_as_it_is_parsed_and_serialized() {
        for name in DocumentType::NAMES {
            let t = DocumentType::parse(name).unwrap();
            assert_eq!(t.as_str(), name);
            assert_eq!(serde_json::to_value(t).unwrap(), name);
        }
    }

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn pending(number: &str) -> Verification {
        Verification {
            id: "kyc_1".into(),
            merchant_id: "mer_1".into(),
            user_id: "usr_1".into(),
            tier: 1,
            full_name: "Zahra Ali".into(),
            date_of_birth: day(1990, 5, 1),
            document_type: DocumentType::NationalId,
            document_number: number.into(),
            document: Document {
                key: "k".into(),
                content_type: "image/png".into(),
                bytes: 10,
                sha256: "00".into(),
            },
            status: KycStatus::Pending,
            reason: None,
            created_at: Utc::now(),
            decided_at: None,
        }
    }

    #[test]
    fn images_by_their_first_bytes() {
        assert_eq!(image_type(&[0xFF, 0xD8, 0xFF, 0xE0, 0]), Some("image/jpeg"));
        assert_eq!(
            image_type(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"),
            Some("image/png")
        );
        assert_eq!(image_type(b"GIF89a"), None);
        assert_eq!(image_type(b"%PDF-1.7"), None);
        assert_eq!(image_type(&[]), None);
    }

    #[test]
    fn birth_dates_and_ages() {
        let today = day(2026, 11, 25);
        assert_eq!(age(day(2008, 11, 25), today), 18);
        assert_eq!(age(day(2008, 11, 26), today), 17);
        assert!(check_birth(day(2008, 11, 25), today).is_ok());
        assert!(check_birth(day(2008, 11, 26), today).is_err());
        assert!(check_birth(day(2027, 1, 1), today).is_err());
        assert!(check_birth(day(1899, 12, 31), today).is_err());
        // a leap-day birthday is a year older on the first of March
        assert_eq!(age(day(2008, 2, 29), day(2026, 3, 1)), 18);
        assert_eq!(age(day(2008, 2, 29), day(2026, 2, 28)), 17);
    }

    #[test]
    fn what_may_be_submitted() {
        assert!(may_submit(0, None, 1, false).is_ok());
        assert!(may_submit(0, None, 2, false).is_ok());
        assert_eq!(
            may_submit(1, None, 1, false).unwrap_err().code,
            ErrorCode::ValidationError
        );
        // asked to verify again: the tier held is taken, a lower one still is not
        assert!(may_submit(1, None, 1, true).is_ok());
        assert!(may_submit(2, None, 2, true).is_ok());
        assert_eq!(
            may_submit(2, None, 1, true).unwrap_err().code,
            ErrorCode::ValidationError
        );
        assert_eq!(
            may_submit(0, None, 3, false).unwrap_err().code,
            ErrorCode::ValidationError
        );
        let v = pending("A1234567");
        let s = v.submitted(None);
        assert_eq!(
            may_submit(0, Some(&s), 1, false).unwrap_err().code,
            ErrorCode::KycPending
        );
        let mut rejected = v
            .decide(
                &Decision::Reject {
                    reason: "blurred".into(),
                },
                Utc::now(),
            )
            .unwrap()
            .unwrap()
            .standing_after(Some(&s));
        assert_eq!(rejected.rejections, 1);
        assert!(
            may_submit(0, Some(&rejected), 1, false).is_ok(),
            "may try again"
        );
        rejected.rejections = MAX_REJECTIONS;
        assert_eq!(
            may_submit(0, Some(&rejected), 1, false).unwrap_err().code,
            ErrorCode::KycRejected
        );
    }

    #[test]
    fn an_operation_needing_a_tier_says_why_it_is_refused() {
        assert!(require_tier(1, None, 1).is_ok());
        assert_eq!(
            require_tier(0, None, 1).unwrap_err().code,
            ErrorCode::KycRequired
        );
        let v = pending("A1234567");
        let s = v.submitted(None);
        assert_eq!(
            require_tier(0, Some(&s), 1).unwrap_err().code,
            ErrorCode::KycPending
        );
        // pending for tier 1 does not answer a tier-2 need
        assert_eq!(
            require_tier(1, Some(&s), 2).unwrap_err().code,
            ErrorCode::KycRequired
        );
        let r = v
            .decide(
                &Decision::Reject {
                    reason: "expired card".into(),
                },
                Utc::now(),
            )
            .unwrap()
            .unwrap()
            .standing_after(Some(&s));
        let e = require_tier(0, Some(&r), 1).unwrap_err();
        assert_eq!(e.code, ErrorCode::KycRejected);
        assert!(e.message.contains("expired card"));
    }

    #[test]
    fn a_verification_is_decided_once() {
        let v = pending("A1234567");
        let ok = v.decide(&Decision::Approve, Utc::now()).unwrap().unwrap();
        assert_eq!(ok.status, KycStatus::Approved);
        assert!(ok.decided_at.is_some());
        assert_eq!(ok.decide(&Decision::Approve, Utc::now()).unwrap(), None);
        let no = Decision::Reject { reason: "x".into() };
        assert_eq!(
            ok.decide(&no, Utc::now()).unwrap_err().code,
            ErrorCode::InvalidPaymentStatus
        );
        assert_eq!(ok.standing_after(None).rejections, 0);
    }

    #[test]
    fn sandbox_numbers_and_the_number_shown() {
        assert_eq!(
            pending(SANDBOX_APPROVE).sandbox_decision(),
            Some(Decision::Approve)
        );
        assert!(matches!(
            pending(SANDBOX_REJECT).sandbox_decision(),
            Some(Decision::Reject { .. })
        ));
        assert_eq!(pending("A1234567").sandbox_decision(), None);
        assert_eq!(pending("A1234567").number_shown(), "••••4567");
    }
}
