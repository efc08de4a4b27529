//! Payment links: a merchant shares a URL; each buyer who opens it pays through Sanduq's
//! hosted page. A link has a fixed amount, or 0 (the buyer enters it); it takes payments
//! until it expires, reaches `max_uses` (0: no limit) or is deactivated (permanent).
//!
//! Status: `active`; `expired` (past `expires_at`); `max_uses_reached`; `deactivated`. The
//! spec names only active and deactivated; the other two say why an undeactivated link
//! takes no more payments.

use crate::error::{DomainError, ErrorCode};
use crate::money::{Currency, MAX_AMOUNT};
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

pub const DEFAULT_EXPIRY_DAYS: i64 = 30;
/// The furthest `expires_at` may be (a year): a link is not a standing order.
pub const MAX_EXPIRY_DAYS: i64 = 366;
pub const DEFAULT_MAX_USES: u32 = 1;
pub const MAX_MAX_USES: u32 = 1_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LinkStatus {
    Active,
    Expired,
    MaxUsesReached,
    Deactivated,
}

impl LinkStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            LinkStatus::Active => "active",
            LinkStatus::Expired => "expired",
            LinkStatus::MaxUsesReached => "max_uses_reached",
            LinkStatus::Deactivated => "deactivated",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PaymentLink {
    pub id: String,
    pub merchant_id: String,
    /// The short path's code (`/l/<code>` redirects to the hosted page).
    pub short_code: String,
    /// 0: the buyer enters the amount.
    pub amount: i64,
    pub currency: Currency,
    pub description: String,
    pub reference: Option<String>,
    pub redirect_url: Option<String>,
    pub metadata: Map<String, Value>,
    pub max_uses: u32,
    pub uses: u32,
    /// True once deactivated (a condition in every payment's transaction reads it).
    pub deactivated: bool,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub deactivated_at: Option<DateTime<Utc>>,
    #[serde(with = "crate::time::rfc3339")]
    pub expires_at: DateTime<Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub updated_at: DateTime<Utc>,
}

/// What a new link is made of (already validated field by field).
pub struct NewLink {
    pub merchant_id: String,
    pub amount: i64,
    pub currency: Currency,
    pub description: String,
    pub reference: Option<String>,
    pub redirect_url: Option<String>,
    pub metadata: Map<String, Value>,
    pub max_uses: Option<u32>,
    pub expires_at: Option<DateTime<Utc>>,
}

/// The refusal of a payment on a link that takes no more: PAYMENT_EXPIRED (the buyer's
/// page shows the link as expired), with the link's status in the details.
pub fn not_payable(status: LinkStatus) -> DomainError {
    let message = match status {
        LinkStatus::Expired => "this payment link has expired",
        LinkStatus::MaxUsesReached => "this payment link has been used as many times as it allows",
        LinkStatus::Deactivated => "this payment link was deactivated",
        LinkStatus::Active => "this payment link takes payments",
    };
    DomainError::new(ErrorCode::PaymentExpired, message)
        .with_details(json!({ "link_status": status.as_str() }))
}

impl PaymentLink {
    pub fn new(
        n: NewLink,
        id: String,
        short_code: String,
        now: DateTime<Utc>,
    ) -> Result<PaymentLink, DomainError> {
        if !(0..=MAX_AMOUNT).contains(&n.amount) {
            return Err(DomainError::field(
                "amount",
                format!("must be 0 (the buyer enters it) or a positive integer up to {MAX_AMOUNT}"),
            ));
        }
        let expires_at = n
            .expires_at
            .unwrap_or(now + Duration::days(DEFAULT_EXPIRY_DAYS));
        if expires_at <= now {
            return Err(DomainError::field("expires_at", "must be in the future"));
        }
        if expires_at > now + Duration::days(MAX_EXPIRY_DAYS) {
            return Err(DomainError::field(
                "expires_at",
                format!("must be within {MAX_EXPIRY_DAYS} days"),
            ));
        }
        let max_uses = n.max_uses.unwrap_or(DEFAULT_MAX_USES);
        if max_uses > MAX_MAX_USES {
            return Err(DomainError::field(
                "max_uses",
                format!("must be between 0 (unlimited) and {MAX_MAX_USES}"),
            ));
        }
        Ok(PaymentLink {
            id,
            merchant_id: n.merchant_id,
            short_code,
            amount: n.amount,
            currency: n.currency,
            description: n.description,
            reference: n.reference,
            redirect_url: n.redirect_url,
            metadata: n.metadata,
            max_uses,
            uses: 0,
            deactivated: false,
            deactivated_at: None,
            expires_at,
            created_at: now,
            updated_at: now,
        })
    }

    pub fn status_at(&self, now: DateTime<Utc>) -> LinkStatus {
        if self.deactivated {
            LinkStatus::Deactivated
        } else if self.max_uses > 0 && self.uses >= self.max_uses {
            LinkStatus::MaxUsesReached
        } else if now >= self.expires_at {
            LinkStatus::Expired
        } else {
            LinkStatus::Active
        }
    }

    /// The amount a payment through the link takes: the link's own, or the buyer's when the
    /// link's is 0 (then required, positive). Refused when the link takes no more payments.
    pub fn charge(
        &self,
        buyer_amount: Option<i64>,
        now: DateTime<Utc>,
    ) -> Result<i64, DomainError> {
        let status = self.status_at(now);
        if status != LinkStatus::Active {
            return Err(not_payable(status));
        }
        match (self.amount, buyer_amount) {
            (0, Some(a)) if (1..=MAX_AMOUNT).contains(&a) => Ok(a),
            (0, _) => Err(DomainError::field(
                "amount",
                format!("enter an amount: a positive integer up to {MAX_AMOUNT} (minor units)"),
            )),
            (fixed, None) => Ok(fixed),
            (fixed, Some(a)) if a == fixed => Ok(fixed),
            (_, Some(_)) => Err(DomainError::field(
                "amount",
                "this link's amount is fixed; leave amount out",
            )),
        }
    }

    /// Deactivated now; None when it already was (deactivation is permanent and idempotent).
    pub fn deactivate(&self, now: DateTime<Utc>) -> Option<PaymentLink> {
        if self.deactivated {
            return None;
        }
        let mut l = self.clone();
        l.deactivated = true;
        l.deactivated_at = Some(now);
        l.updated_at = now;
        Some(l)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(amount: i64, max_uses: Option<u32>) -> PaymentLink {
        let now = Utc::now();
        PaymentLink::new(
            NewLink {
                merchant_id: "mer_1".into(),
                amount,
                currency: Currency::Iqd,
                description: "Tea set".into(),
                reference: None,
                redirect_url: None,
                metadata: Map::new(),
                max_uses,
                expires_at: None,
            },
            "pl_1".into(),
            "abc".into(),
            now,
        )
        .unwrap()
    }

    #[test]
    fn defaults_thirty_days_and_one_use() {
        let l = link(5000, None);
        assert_eq!(l.max_uses, 1);
        assert_eq!((l.expires_at - l.created_at).num_days(), 30);
        assert_eq!(l.status_at(l.created_at), LinkStatus::Active);
    }

    #[test]
    fn statuses_in_order_of_precedence() {
        let mut l = link(5000, Some(2));
        let later = l.expires_at + Duration::seconds(1);
        assert_eq!(l.status_at(later), LinkStatus::Expired);
        l.uses = 2;
        assert_eq!(l.status_at(l.created_at), LinkStatus::MaxUsesReached);
        let d = l.deactivate(l.created_at).unwrap();
        assert_eq!(d.status_at(l.created_at), LinkStatus::Deactivated);
        assert!(d.deactivate(l.created_at).is_none(), "idempotent");
        let mut unlimited = link(5000, Some(0));
        unlimited.uses = 1_000;
        assert_eq!(
            unlimited.status_at(unlimited.created_at),
            LinkStatus::Active
        );
    }

    #[test]
    fn amounts_fixed_or_entered() {
        let now = Utc::now();
        let fixed = link(5000, None);
        assert_eq!(fixed.charge(None, now).unwrap(), 5000);
        assert_eq!(fixed.charge(Some(5000), now).unwrap(), 5000);
        assert_eq!(
            fixed.charge(Some(1), now).unwrap_err().code,
            ErrorCode::ValidationError
        );
        let open = link(0, None);
        assert_eq!(open.charge(Some(750), now).unwrap(), 750);
        for bad in [None, Some(0), Some(-5), Some(MAX_AMOUNT + 1)] {
            assert_eq!(
                open.charge(bad, now).unwrap_err().code,
                ErrorCode::ValidationError
            );
        }
        let mut used = link(5000, None);
        used.uses = 1;
        let e = used.charge(None, now).unwrap_err();
        assert_eq!(e.code, ErrorCode::PaymentExpired);
        assert_eq!(e.details.unwrap()["link_status"], "max_uses_reached");
    }

    #[test]
    fn creation_rules() {
        let now = Utc::now();
        let make = |amount: i64, max_uses: Option<u32>, expires_at: Option<DateTime<Utc>>| {
            PaymentLink::new(
                NewLink {
                    merchant_id: "mer_1".into(),
                    amount,
                    currency: Currency::Usd,
                    description: "x".into(),
                    reference: None,
                    redirect_url: None,
                    metadata: Map::new(),
                    max_uses,
                    expires_at,
                },
                "pl_1".into(),
                "abc".into(),
                now,
            )
        };
        let field = |r: Result<PaymentLink, DomainError>| {
            r.unwrap_err().details.unwrap()["fields"]
                .as_object()
                .unwrap()
                .keys()
                .next()
                .unwrap()
                .clone()
        };
        assert_eq!(field(make(-1, None, None)), "amount");
        assert_eq!(field(make(1, None, Some(now))), "expires_at");
        assert_eq!(
            field(make(1, None, Some(now + Duration::days(400)))),
            "expires_at"
        );
        assert_eq!(field(make(1, Some(MAX_MAX_USES + 1), None)), "max_uses");
        assert!(make(0, Some(0), Some(now + Duration::hours(1))).is_ok());
    }
}
