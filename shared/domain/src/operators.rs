//! The platform's operators: staff of the company that runs Sanduq (not a merchant's
//! dashboard staff), their roles, the permissions each role grants, scoped platform keys,
//! and console sessions. Pure: the callers pass the time in.
//!
//! Every admin route names one permission (`Permission`); a person holds one or more roles
//! and may do what any of them grants; a platform key holds scopes (permissions), and a
//! key made for a person never does more than that person may at the time of the call.

use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

/// A console session ends after this long without a request...
pub const SESSION_IDLE_SECS: i64 = 15 * 60;
/// ...and this long after sign-in, whatever happens.
pub const SESSION_MAX_SECS: i64 = 8 * 60 * 60;
/// How long an invitation can be accepted.
pub const INVITE_SECS: i64 = 72 * 60 * 60;
/// Recovery codes made at enrolment (each works once, in place of a TOTP code).
pub const RECOVERY_CODES: usize = 10;

/// A platform role (DESIGN.md, "Running it as a business").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
pub enum OpsRole {
    Viewer,
    Support,
    KycReviewer,
    Finance,
    Compliance,
    Admin,
}

impl OpsRole {
    pub const ALL: [OpsRole; 6] = [
        OpsRole::Viewer,
        OpsRole::Support,
        OpsRole::KycReviewer,
        OpsRole::Finance,
        OpsRole::Compliance,
        OpsRole::Admin,
    ];

    /// Every role's name, in `ALL`'s order.
    pub const NAMES: [&'static str; 6] = {
        let mut names = [""; 6];
        let mut i = 0;
        while i < 6 {
            names[i] = OpsRole::ALL[i].as_str();
            i += 1;
        }
        names
    };

    pub const fn as_str(self) -> &'static str {
        match self {
            OpsRole::Viewer => "viewer",
            OpsRole::Support => "support",
            OpsRole::KycReviewer => "kyc_reviewer",
            OpsRole::Finance => "finance",
            OpsRole::Compliance => "compliance",
            OpsRole::Admin => "admin",
        }
    }

    pub fn parse(s: &str) -> Option<OpsRole> {
        OpsRole::ALL.into_iter().find(|r| r.as_str() == s)
    }

    /// Whether this role grants `p`: the permission table (docs/operations.md shows it).
    pub fn grants(self, p: Permission) -> bool {
        use Permission::*;
        if p == ApprovalsRead {
            return true; // everyone sees what waits for a second person
        }
        match self {
            OpsRole::Viewer => matches!(p, MerchantsRead | FxRead),
            OpsRole::Support => {
                matches!(
                    p,
                    MerchantsRead | FxRead | UsersRead | PayoutsRead | Disputes
                )
            }
            OpsRole::KycReviewer => matches!(p, UsersRead | KycRead | KycReview),
            OpsRole::Finance => matches!(
                p,
                MerchantsRead
                    | FxRead
                    | FxWrite
                    | BooksRead
                    | DepositsCreate
                    | PayoutsRead
                    | PayoutsComplete
                    | CashOutsComplete
                    | ApprovalsDecide
            ),
            OpsRole::Compliance => matches!(
                p,
                MerchantsRead
                    | UsersRead
                    | UsersFreeze
                    | KycRead
                    | BooksRead
                    | AuditRead
                    | ApprovalsDecide
                    | Disputes
                    | ScreeningRead
                    | ScreeningWrite
                    | AlertsRead
                    | AlertsWrite
                    | RulesWrite
            ),
            OpsRole::Admin => matches!(
                p,
                MerchantsRead
                    | MerchantsWrite
                    | MerchantKeys
                    | LimitsWrite
                    | FxRead
                    | BooksRead
                    | StaffManage
                    | KeysManage
                    | AuditRead
                    | ApprovalsDecide
            ),
        }
    }
}

/// What an admin route needs. Each route names exactly one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Permission {
    MerchantsRead,
    MerchantsWrite,
    MerchantKeys,
    LimitsWrite,
    BooksRead,
    DepositsCreate,
    PayoutsRead,
    PayoutsComplete,
    CashOutsComplete,
    FxRead,
    FxWrite,
    KycRead,
    KycReview,
    UsersRead,
    UsersFreeze,
    StaffManage,
    KeysManage,
    AuditRead,
    ApprovalsRead,
    ApprovalsDecide,
    Disputes,
    ScreeningRead,
    ScreeningWrite,
    /// Alerts: look (`alerts:read`), decide (`alerts:write`: clear or confirm).
    AlertsRead,
    AlertsWrite,
    /// Change a monitoring rule (held for a second person).
    RulesWrite,
}

impl Permission {
    pub const ALL: [Permission; 26] = [
        Permission::MerchantsRead,
        Permission::MerchantsWrite,
        Permission::MerchantKeys,
        Permission::LimitsWrite,
        Permission::BooksRead,
        Permission::DepositsCreate,
        Permission::PayoutsRead,
        Permission::PayoutsComplete,
        Permission::CashOutsComplete,
        Permission::FxRead,
        Permission::FxWrite,
        Permission::KycRead,
        Permission::KycReview,
        Permission::UsersRead,
        Permission::UsersFreeze,
        Permission::StaffManage,
        Permission::KeysManage,
        Permission::AuditRead,
        Permission::ApprovalsRead,
        Permission::ApprovalsDecide,
        Permission::Disputes,
        Permission::ScreeningRead,
        Permission::ScreeningWrite,
        Permission::AlertsRead,
        Permission::AlertsWrite,
        Permission::RulesWrite,
    ];

    /// Every permission's name, in `ALL`'s order.
    pub const NAMES: [&'static str; 26] = {
        let mut names = [""; 26];
        let mut i = 0;
        while i < 26 {
            names[i] = Permission::ALL[i].as_str();
            i += 1;
        }
        names
    };

    /// The permission's name, as routes, keys' scopes and the OpenAPI document spell it.
    pub const fn as_str(self) -> &'static str {
        match self {
            Permission::MerchantsRead => "merchants:read",
            Permission::MerchantsWrite => "merchants:write",
            Permission::MerchantKeys => "merchants:keys",
            Permission::LimitsWrite => "limits:write",
            Permission::BooksRead => "books:read",
            Permission::DepositsCreate => "deposits:create",
            Permission::PayoutsRead => "payouts:read",
            Permission::PayoutsComplete => "payouts:complete",
            Permission::CashOutsComplete => "cash_outs:complete",
            Permission::FxRead => "fx:read",
            Permission::FxWrite => "fx:write",
            Permission::KycRead => "kyc:read",
            Permission::KycReview => "kyc:review",
            Permission::UsersRead => "users:read",
            Permission::UsersFreeze => "users:freeze",
            Permission::StaffManage => "staff:manage",
            Permission::KeysManage => "keys:manage",
            Permission::AuditRead => "audit:read",
            Permission::ApprovalsRead => "approvals:read",
            Permission::ApprovalsDecide => "approvals:decide",
            Permission::Disputes => "disputes",
            Permission::ScreeningRead => "screening:read",
            Permission::ScreeningWrite => "screening:write",
            Permission::AlertsRead => "alerts:read",
            Permission::AlertsWrite => "alerts:write",
            Permission::RulesWrite => "rules:write",
        }
    }

    pub fn parse(s: &str) -> Option<Permission> {
        Permission::ALL.into_iter().find(|p| p.as_str() == s)
    }

    /// Whether a service's key (a bank's callback, a script: no person behind it) may hold
    /// this scope: never the power over people and keys, nor a second person's decision.
    pub fn for_services(self) -> bool {
        !matches!(
            self,
            Permission::StaffManage | Permission::KeysManage | Permission::ApprovalsDecide
        )
    }
}

/// Whether any of `roles` grants `p`.
pub fn roles_grant(roles: &[OpsRole], p: Permission) -> bool {
    roles.iter().any(|r| r.grants(p))
}

/// A person of the platform team. The password's hash, the TOTP secret and the recovery
/// codes' hashes never leave the store (`view` in the admin crate shows the rest).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Operator {
    pub id: String,
    /// Lower-cased (`staff::email`).
    pub email: String,
    pub roles: Vec<OpsRole>,
    /// None until the invitation is accepted.
    pub password_hash: Option<String>,
    /// The TOTP secret, base32 (RFC 4648, no padding), set when the invitation is accepted.
    pub totp_secret: Option<String>,
    /// The last 30-second step whose code was taken: a code is good once.
    #[serde(default)]
    pub totp_step: u64,
    /// SHA-256 of each unused recovery code.
    #[serde(default)]
    pub recovery: Vec<String>,
    /// Whether a sign-in has proved the authenticator holds the secret.
    #[serde(default)]
    pub enrolled: bool,
    #[serde(default)]
    pub disabled: bool,
    /// Who invited them (an operator's id, or `break_glass`).
    pub invited_by: String,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub last_signin_at: Option<DateTime<Utc>>,
}

impl Operator {
    /// Whether the account may sign in: accepted and not disabled.
    pub fn open(&self) -> bool {
        self.password_hash.is_some() && self.totp_secret.is_some() && !self.disabled
    }

    pub fn may(&self, p: Permission) -> bool {
        !self.disabled && roles_grant(&self.roles, p)
    }

    /// Its state, as the admin API shows it.
    pub fn status(&self) -> &'static str {
        match (self.disabled, self.password_hash.is_some(), self.enrolled) {
            (true, _, _) => "disabled",
            (false, false, _) => "invited",
            (false, true, false) => "enrolling",
            (false, true, true) => "active",
        }
    }
}

/// A console or API session of an operator, stored under the SHA-256 of its token.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OpsSession {
    pub operator_id: String,
    /// The console's forms carry it (double submit): a request without it writes nothing.
    pub csrf: String,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub last_seen_at: DateTime<Utc>,
}

impl OpsSession {
    /// When it ends if nothing more happens.
    pub fn ends_at(&self, idle_secs: i64, max_secs: i64) -> DateTime<Utc> {
        (self.last_seen_at + Duration::seconds(idle_secs))
            .min(self.created_at + Duration::seconds(max_secs))
    }

    pub fn alive_at(&self, now: DateTime<Utc>, idle_secs: i64, max_secs: i64) -> bool {
        now < self.ends_at(idle_secs, max_secs)
    }
}

/// A platform key: for a person (`operator_id`) or a named service, with its scopes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlatformKey {
    pub id: String,
    pub operator_id: Option<String>,
    pub service: Option<String>,
    /// Permission names (`Permission::as_str`).
    pub scopes: Vec<String>,
    /// Its first characters, to tell keys apart in lists.
    pub prefix: String,
    pub created_by: String,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(default)]
    pub revoked: bool,
}

impl PlatformKey {
    /// Whether the key's scopes hold `p` (a person's key also needs the person to hold it:
    /// the caller checks that against the person as stored now).
    pub fn scoped_for(&self, p: Permission) -> bool {
        !self.revoked && self.scopes.iter().any(|s| s == p.as_str())
    }
}

/// The problem with a list of scopes for a new key, if any: unknown names, none at all, or
/// (for a service) the power over people and keys.
pub fn scopes_problem(scopes: &[String], for_service: bool) -> Option<String> {
    if scopes.is_empty() {
        return Some("give at least one scope".into());
    }
    for s in scopes {
        match Permission::parse(s) {
            None => return Some(format!("`{s}` is not a permission")),
            Some(p) if for_service && !p.for_services() => {
                return Some(format!("a service's key cannot hold `{s}`"))
            }
            Some(_) => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for r in OpsRole::ALL {
            assert_eq!(OpsRole::parse(r.as_str()), Some(r));
        }
        for p in Permission::ALL {
            assert_eq!(Permission::parse(p.as_str()), Some(p));
        }
        assert_eq!(OpsRole::parse("owner"), None);
        assert_eq!(Permission::parse("merchants:*"), None);
    }

    #[test]
    fn duties_are_segregated() {
        // who moves money does not manage people, and who manages people moves no money
        assert!(OpsRole::Finance.grants(Permission::DepositsCreate));
        assert!(!OpsRole::Finance.grants(Permission::StaffManage));
        assert!(!OpsRole::Admin.grants(Permission::DepositsCreate));
        assert!(!OpsRole::Admin.grants(Permission::PayoutsComplete));
        assert!(!OpsRole::Admin.grants(Permission::KycReview));
        // the viewer writes nothing
        for p in Permission::ALL {
            if OpsRole::Viewer.grants(p) {
                assert!(p.as_str().ends_with(":read"), "{p:?}");
            }
        }
        // every permission is granted by some role
        for p in Permission::ALL {
            assert!(OpsRole::ALL.iter().any(|r| r.grants(p)), "{p:?}");
        }
    }

    #[test]
    fn several_roles_grant_what_each_does() {
        let both = [OpsRole::KycReviewer, OpsRole::Finance];
        assert!(roles_grant(&both, Permission::KycReview));
        assert!(roles_grant(&both, Permission::FxWrite));
        assert!(!roles_grant(&both, Permission::UsersFreeze));
        assert!(!roles_grant(&[], Permission::MerchantsRead));
    }

    #[test]
    fn a_session_ends_idle_or_at_its_age() {
        let t0 = DateTime::<Utc>::from_timestamp(1_000_000, 0).unwrap();
        let mut s = OpsSession {
            operator_id: "opr_1".into(),
            csrf: "c".into(),
            created_at: t0,
            last_seen_at: t0,
        };
        assert!(s.alive_at(t0 + Duration::seconds(899), 900, 3600));
        assert!(!s.alive_at(t0 + Duration::seconds(900), 900, 3600));
        s.last_seen_at = t0 + Duration::seconds(3500);
        assert!(s.alive_at(t0 + Duration::seconds(3599), 900, 3600));
        assert!(!s.alive_at(t0 + Duration::seconds(3600), 900, 3600));
    }

    #[test]
    fn scopes_are_checked() {
        let s = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(scopes_problem(&s(&["payouts:complete"]), true), None);
        assert!(scopes_problem(&s(&[]), true).is_some());
        assert!(scopes_problem(&s(&["payouts:everything"]), false).is_some());
        assert!(scopes_problem(&s(&["staff:manage"]), true).is_some());
        assert_eq!(scopes_problem(&s(&["staff:manage"]), false), None);
        let k = PlatformKey {
            id: "opk_1".into(),
            operator_id: None,
            service: Some("bank".into()),
            scopes: s(&["payouts:complete"]),
            prefix: "ops_ab".into(),
            created_by: "opr_1".into(),
            created_at: Utc::now(),
            revoked: false,
        };
        assert!(k.scoped_for(Permission::PayoutsComplete));
        assert!(!k.scoped_for(Permission::CashOutsComplete));
        assert!(!PlatformKey { revoked: true, ..k }.scoped_for(Permission::PayoutsComplete));
    }
}
