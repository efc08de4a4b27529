//! Users of a merchant and the shape rules of their fields.

use crate::{DomainError, ErrorCode};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct User {
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub email: Option<String>,
    pub external_user_id: String,
    /// A family wallet's guardian, birth date and rules (a dependant's wallet only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub family: Option<crate::family::Dependant>,
    /// An operator's freeze, when one stands (`#[serde(default)]`: users stored before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frozen: Option<Freeze>,
    /// A compliance hold (screening alerts on the user, issue 78): stops money both ways
    /// beside any operator's freeze, and is lifted only by clearing its alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hold: Option<Hold>,
    pub id: String,
    /// Where the user's latest identity verification stands (none submitted: None).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kyc: Option<crate::kyc::Standing>,
    /// Identity level (`limits::TIERS`): 0 until a document is approved.
    #[serde(default)]
    pub kyc_tier: u8,
    /// Since when the user is asked to verify their identity again (a compliance officer's
    /// request): a submission at the tier held is taken, and cash-out waits for its approval.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "crate::time::rfc3339_opt"
    )]
    pub kyc_due: Option<chrono::DateTime<chrono::Utc>>,
    pub merchant_id: String,
    pub name: String,
    pub phone: Option<String>,
    pub pin_failures: u32,
    /// Argon2 PHC string of the transaction PIN; never leaves the store.
    pub pin_hash: Option<String>,
    #[serde(with = "crate::time::rfc3339")]
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

pub const MAX_PIN_FAILURES: u32 = 5;

/// What a freeze stops, as banks scope it (Fineract's "post no debit" / "post no credit").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FreezeScope {
    /// Nothing leaves the wallet: payments, transfers out, cash-out, payment codes.
    Debits,
    /// Nothing new comes in: refunds, top-ups and cash-in, transfers to the user.
    Credits,
    All,
}

impl FreezeScope {
    pub const NAMES: [&'static str; 3] = ["debits", "credits", "all"];

    pub fn parse(s: &str) -> Option<FreezeScope> {
        match s {
            "debits" => Some(FreezeScope::Debits),
            "credits" => Some(FreezeScope::Credits),
            "all" => Some(FreezeScope::All),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            FreezeScope::Debits => "debits",
            FreezeScope::Credits => "credits",
            FreezeScope::All => "all",
        }
    }

    /// Debits and credits as two bits: `all` is both.
    fn bits(self) -> u8 {
        match self {
            FreezeScope::Debits => 1,
            FreezeScope::Credits => 2,
            FreezeScope::All => 3,
        }
    }

    fn of_bits(bits: u8) -> Option<FreezeScope> {
        match bits & 3 {
            1 => Some(FreezeScope::Debits),
            2 => Some(FreezeScope::Credits),
            3 => Some(FreezeScope::All),
            _ => None,
        }
    }

    /// Freezes add up: what a wallet frozen for `self` is frozen for once `other` is added.
    pub fn with(self, other: FreezeScope) -> FreezeScope {
        FreezeScope::of_bits(self.bits() | other.bits()).unwrap_or(FreezeScope::All)
    }

    /// What stays frozen once `lifted` is lifted: `None` when nothing does.
    pub fn without(self, lifted: FreezeScope) -> Option<FreezeScope> {
        FreezeScope::of_bits(self.bits() & !lifted.bits())
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Freeze {
    pub scope: FreezeScope,
    pub reason: String,
    #[serde(with = "crate::time::rfc3339")]
    pub at: chrono::DateTime<chrono::Utc>,
}

/// The reason a compliance hold shows under: to the merchant and operators a hold is a
/// freeze of `all` with this reason; the user sees a plain freeze (docs/compliance.md,
/// "Tipping-off").
pub const HOLD_REASON: &str = "screening";

/// The alerts that hold a wallet, and since when.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Hold {
    pub alerts: Vec<String>,
    #[serde(with = "crate::time::rfc3339")]
    pub at: chrono::DateTime<chrono::Utc>,
}

impl User {
    /// The freeze in force: a compliance hold (all, `HOLD_REASON`) over an operator's freeze.
    pub fn freeze(&self) -> Option<Freeze> {
        match &self.hold {
            Some(h) => Some(Freeze {
                scope: FreezeScope::All,
                reason: HOLD_REASON.into(),
                at: h.at,
            }),
            None => self.frozen.clone(),
        }
    }

    /// What the freeze in force stops.
    pub fn frozen_for(&self) -> Option<FreezeScope> {
        match &self.hold {
            Some(_) => Some(FreezeScope::All),
            None => self.frozen.as_ref().map(|f| f.scope),
        }
    }

    /// Puts the wallet on hold for `alerts` (added to those holding it already).
    pub fn hold_for(&mut self, alerts: &[String], now: chrono::DateTime<chrono::Utc>) {
        if alerts.is_empty() {
            return;
        }
        let h = self.hold.get_or_insert_with(|| Hold {
            alerts: vec![],
            at: now,
        });
        for a in alerts {
            if !h.alerts.contains(a) {
                h.alerts.push(a.clone());
            }
        }
    }

    /// Takes `alert` off the hold; the hold ends with its last alert.
    pub fn release(&mut self, alert: &str) {
        if let Some(h) = &mut self.hold {
            h.alerts.retain(|a| a != alert);
            if h.alerts.is_empty() {
                self.hold = None;
            }
        }
    }

    /// A new user: no PIN, no wrong PINs, no freeze, identity level 0, made and last
    /// changed at `now`.
    pub fn new(
        id: String,
        merchant_id: String,
        external_user_id: String,
        name: String,
        now: chrono::DateTime<chrono::Utc>,
    ) -> User {
        User {
            id,
            merchant_id,
            external_user_id,
            name,
            email: None,
            phone: None,
            pin_hash: None,
            pin_failures: 0,
            created_at: now,
            updated_at: now,
            frozen: None,
            hold: None,
            kyc_tier: 0,
            kyc: None,
            kyc_due: None,
            family: None,
        }
    }

    /// The one rule for "this user may move money now", on every debit path (a payment
    /// confirmed with the PIN, a customer-presented QR token and its charge, a
    /// subscription's charge): five wrong PINs in a row block the wallet until its PIN is
    /// set again.
    pub fn may_move_money(&self) -> Result<(), DomainError> {
        if matches!(
            self.frozen_for(),
            Some(FreezeScope::Debits | FreezeScope::All)
        ) {
            return Err(DomainError::new(
                ErrorCode::AccountFrozen,
                "this wallet is frozen for payments and other money out; contact the merchant",
            ));
        }
        if self.pin_failures >= MAX_PIN_FAILURES {
            return Err(DomainError::new(
                ErrorCode::PinBlocked,
                "too many wrong PINs; the account is blocked until reset",
            ));
        }
        Ok(())
    }
}

impl User {
    /// Whether money from `from` (a user's id; None: cash, a merchant, an agent) may come
    /// into this wallet: a family wallet takes money only from its guardian (refunds of its
    /// own payments are not funding, and are not asked about).
    pub fn takes_money_from(&self, from: Option<&str>) -> Result<(), DomainError> {
        match &self.family {
            Some(d) if from != Some(d.guardian_id.as_str()) => Err(DomainError::new(
                ErrorCode::RecipientUnavailable,
                "a family wallet receives money only from its guardian",
            )
            .with_details(serde_json::json!({ "rule": "funded_by_guardian" }))),
            _ => Ok(()),
        }
    }

    /// The one rule for "money may come into this wallet now" (refunds, top-ups, cash-in,
    /// transfers in). Releasing the user's own held funds (a void, an expiry) is not a
    /// credit: a freeze never keeps a user's money in escrow.
    pub fn may_receive_money(&self) -> Result<(), DomainError> {
        if matches!(
            self.frozen_for(),
            Some(FreezeScope::Credits | FreezeScope::All)
        ) {
            return Err(DomainError::new(
                ErrorCode::AccountFrozen,
                "the buyer's wallet is frozen for money in; retry once it is unfrozen",
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
    fn freezes_add_up_and_each_lifts_only_its_part() {
        use FreezeScope::*;
        for (a, b, both) in [
            (Debits, Credits, All),
            (Credits, Debits, All),
            (All, Credits, All),
            (All, Debits, All),
            (Debits, Debits, Debits),
            (Credits, All, All),
        ] {
            assert_eq!(a.with(b), both, "{a:?} + {b:?}");
        }
        for (a, lifted, left) in [
            (All, Debits, Some(Credits)),
            (All, Credits, Some(Debits)),
            (All, All, None),
            (Debits, Credits, Some(Debits)),
            (Debits, Debits, None),
            (Credits, All, None),
        ] {
            assert_eq!(a.without(lifted), left, "{a:?} - {lifted:?}");
        }
    }

    fn user(frozen: Option<FreezeScope>) -> User {
        let t = chrono::DateTime::from_timestamp(1_800_000_000, 0).unwrap();
        User {
            frozen: frozen.map(|scope| Freeze {
                scope,
                reason: "r".into(),
                at: t,
            }),
            ..User::new("usr_1".into(), "mer_1".into(), "u".into(), "U".into(), t)
        }
    }

    #[test]
    fn a_hold_stops_both_ways_over_a_freeze_and_ends_with_its_last_alert() {
        let t = chrono::DateTime::from_timestamp(1_800_000_000, 0).unwrap();
        let mut u = user(Some(FreezeScope::Debits));
        u.hold_for(&["alr_a".into(), "alr_b".into()], t);
        u.hold_for(&["alr_a".into()], t);
        assert_eq!(u.hold.as_ref().unwrap().alerts, ["alr_a", "alr_b"]);
        assert_eq!(u.frozen_for(), Some(FreezeScope::All));
        assert_eq!(u.freeze().unwrap().reason, HOLD_REASON);
        assert!(u.may_receive_money().is_err() && u.may_move_money().is_err());
        u.release("alr_a");
        assert!(u.may_receive_money().is_err(), "one alert still holds it");
        u.release("alr_b");
        assert_eq!(u.hold, None);
        // the operator's own freeze is as it was
        assert_eq!(u.frozen_for(), Some(FreezeScope::Debits));
        assert!(u.may_receive_money().is_ok() && u.may_move_money().is_err());
    }

    #[test]
    fn a_freeze_stops_its_direction() {
        let code = |r: Result<(), DomainError>| r.err().map(|e| e.code);
        assert_eq!(code(user(None).may_move_money()), None);
        assert_eq!(code(user(None).may_receive_money()), None);
        assert_eq!(
            code(user(Some(FreezeScope::Debits)).may_move_money()),
            Some(ErrorCode::AccountFrozen)
        );
        assert_eq!(
            code(user(Some(FreezeScope::Debits)).may_receive_money()),
            None
        );
        assert_eq!(
            code(user(Some(FreezeScope::Credits)).may_move_money()),
            None
        );
        assert_eq!(
            code(user(Some(FreezeScope::Credits)).may_receive_money()),
            Some(ErrorCode::AccountFrozen)
        );
        assert_eq!(
            code(user(Some(FreezeScope::All)).may_move_money()),
            Some(ErrorCode::AccountFrozen)
        );
        assert_eq!(
            code(user(Some(FreezeScope::All)).may_receive_money()),
            Some(ErrorCode::AccountFrozen)
        );
        let old: User = serde_json::from_value(serde_json::json!({
            "id": "usr_1", "merchant_id": "m", "external_user_id": "u", "name": "U", "email": null,
            "phone": null, "pin_hash": null, "pin_failures": 0,
            "created_at": "2026-01-01T00:00:00Z", "updated_at": "2026-01-01T00:00:00Z"
        }))
        .unwrap();
        assert_eq!(
            old.frozen, None,
            "a user stored before freezes reads as not frozen"
        );
    }

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
