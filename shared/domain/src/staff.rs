//! The merchant dashboard's people: staff users of one merchant, their roles and what each
//! role may do (the permission table), sign-in lockout, and dashboard sessions. Pure: the
//! callers pass the time in.

use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};

/// Wrong passwords in a row before an account is locked.
pub const MAX_FAILED_SIGNINS: u32 = 5;
/// How long a locked account stays locked.
pub const LOCKOUT_SECS: i64 = 15 * 60;
/// A session ends after this long without a request...
pub const SESSION_IDLE_SECS: i64 = 30 * 60;
/// ...and this long after sign-in, whatever happens.
pub const SESSION_MAX_SECS: i64 = 12 * 60 * 60;
/// Shortest and longest password.
pub const PASSWORD_LEN: (usize, usize) = (12, 128);
/// Longest e-mail address (RFC 5321's path limit).
pub const MAX_EMAIL: usize = 254;
/// How long an invitation can be accepted.
pub const INVITE_SECS: i64 = 7 * 24 * 60 * 60;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Owner,
    Developer,
    Support,
    Viewer,
}

impl Role {
    pub const ALL: [Role; 4] = [Role::Owner, Role::Developer, Role::Support, Role::Viewer];

    pub fn as_str(self) -> &'static str {
        match self {
            Role::Owner => "owner",
            Role::Developer => "developer",
            Role::Support => "support",
            Role::Viewer => "viewer",
        }
    }

    pub fn parse(s: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.as_str() == s)
    }

    /// Whether this role may do `a`: the permission table (docs/guides/dashboard.md shows it).
    pub fn may(self, a: Action) -> bool {
        use Action::*;
        match self {
            Role::Owner => true,
            Role::Developer => !matches!(a, ManageTeam),
            Role::Support => matches!(
                a,
                ViewOverview
                    | ViewPayments
                    | CapturePayment
                    | VoidPayment
                    | RefundPayment
                    | ViewLinks
                    | ViewSubscriptions
                    | ManageSubscriptions
                    | ViewDisputes
                    | AnswerDisputes
            ),
            // a viewer reads the books (a finance person's role), support does not
            Role::Viewer => matches!(
                a,
                ViewOverview
                    | ViewPayments
                    | ViewLinks
                    | ViewSubscriptions
                    | ViewBalance
                    | ViewDisputes
            ),
        }
    }
}

/// Everything the dashboard lets a person see or do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    ViewOverview,
    ViewPayments,
    CapturePayment,
    VoidPayment,
    RefundPayment,
    ViewLinks,
    ManageLinks,
    ViewSubscriptions,
    ManageSubscriptions,
    /// The balance, its transactions, payouts, and reports (asked for and downloaded).
    ViewBalance,
    /// Buyers' disputes of payments.
    ViewDisputes,
    /// Answer a dispute: evidence, submit it, accept it.
    AnswerDisputes,
    /// API keys and webhook endpoints: see them.
    ViewDevelopers,
    ManageKeys,
    ManageWebhooks,
    /// Advance a sandbox merchant's test clock.
    AdvanceClock,
    EditBranding,
    /// Invite and remove staff, see the audit log.
    ManageTeam,
}

impl Action {
    pub const ALL: [Action; 18] = [
        Action::ViewOverview,
        Action::ViewPayments,
        Action::CapturePayment,
        Action::VoidPayment,
        Action::RefundPayment,
        Action::ViewLinks,
        Action::ManageLinks,
        Action::ViewSubscriptions,
        Action::ManageSubscriptions,
        Action::ViewBalance,
        Action::ViewDisputes,
        Action::AnswerDisputes,
        Action::ViewDevelopers,
        Action::ManageKeys,
        Action::ManageWebhooks,
        Action::AdvanceClock,
        Action::EditBranding,
        Action::ManageTeam,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Action::ViewOverview => "view_overview",
            Action::ViewPayments => "view_payments",
            Action::CapturePayment => "capture_payment",
            Action::VoidPayment => "void_payment",
            Action::RefundPayment => "refund_payment",
            Action::ViewLinks => "view_links",
            Action::ManageLinks => "manage_links",
            Action::ViewSubscriptions => "view_subscriptions",
            Action::ManageSubscriptions => "manage_subscriptions",
            Action::ViewBalance => "view_balance",
            Action::ViewDisputes => "view_disputes",
            Action::AnswerDisputes => "answer_disputes",
            Action::ViewDevelopers => "view_developers",
            Action::ManageKeys => "manage_keys",
            Action::ManageWebhooks => "manage_webhooks",
            Action::AdvanceClock => "advance_clock",
            Action::EditBranding => "edit_branding",
            Action::ManageTeam => "manage_team",
        }
    }
}

/// A person's account at one merchant's dashboard. One e-mail may hold accounts at several
/// merchants, each made and removed by its own merchant alone (nothing one merchant does
/// depends on another's staff).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StaffUser {
    pub id: String,
    pub merchant_id: String,
    /// Lower case; one account per address and merchant.
    pub email: String,
    pub role: Role,
    /// Argon2id PHC string; never leaves the store. None: invited, no password yet.
    pub password_hash: Option<String>,
    /// Removed by the owner: cannot sign in, sessions end.
    pub removed: bool,
    pub invited_by: Option<String>,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub last_signin_at: Option<DateTime<Utc>>,
}

impl StaffUser {
    /// Whether a password may open this account: not removed, and a password was chosen.
    pub fn open(&self) -> bool {
        !self.removed && self.password_hash.is_some()
    }

    pub fn signed_in(&mut self, now: DateTime<Utc>) {
        self.last_signin_at = Some(now);
    }
}

/// The wrong passwords typed for one e-mail from one client address: the lockout counts
/// per address, so nobody can lock a person out from elsewhere.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct SigninFailures {
    pub count: u32,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub locked_until: Option<DateTime<Utc>>,
}

impl SigninFailures {
    /// Locked until then (the password is not even checked), or None.
    pub fn locked(&self, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        self.locked_until.filter(|t| *t > now)
    }

    /// Counts a wrong password; the fifth in a row locks for `LOCKOUT_SECS`.
    pub fn failed(&mut self, now: DateTime<Utc>) {
        if self.locked_until.is_some_and(|t| t <= now) {
            *self = SigninFailures::default();
        }
        self.count += 1;
        if self.count >= MAX_FAILED_SIGNINS {
            self.locked_until = Some(now + Duration::seconds(LOCKOUT_SECS));
        }
    }
}

/// A lower-cased e-mail address of a plausible shape (local@domain.tld), or None.
pub fn email(s: &str) -> Option<String> {
    let s = s.trim();
    if s.is_empty() || s.len() > MAX_EMAIL {
        return None;
    }
    let (local, domain) = s.rsplit_once('@')?;
    let ok_local = !local.is_empty()
        && local.len() <= 64
        && local
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-/=?^_`{|}~.".contains(&b));
    let labels: Vec<&str> = domain.split('.').collect();
    let ok_domain = labels.len() >= 2
        && labels.iter().all(|l| {
            !l.is_empty()
                && l.len() <= 63
                && !l.starts_with('-')
                && !l.ends_with('-')
                && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
        });
    (ok_local && ok_domain).then(|| s.to_ascii_lowercase())
}

/// Why a new password is refused, or None when it is acceptable.
pub fn password_problem(p: &str) -> Option<&'static str> {
    let n = p.chars().count();
    if n < PASSWORD_LEN.0 {
        Some("must be at least 12 characters")
    } else if n > PASSWORD_LEN.1 {
        Some("must be at most 128 characters")
    } else if p.chars().any(char::is_control) {
        Some("must not hold control characters")
    } else {
        None
    }
}

/// A signed-in dashboard session (stored under the SHA-256 of its cookie's token).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StaffSession {
    pub user_id: String,
    pub email: String,
    pub merchant_id: String,
    pub role: Role,
    /// The token every form of this session carries (CSRF).
    pub csrf: String,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub last_seen_at: DateTime<Utc>,
}

impl StaffSession {
    /// When it ends if nothing more happens: idle time or its whole lifetime, whichever first.
    pub fn ends_at(&self, idle_secs: i64, max_secs: i64) -> DateTime<Utc> {
        let idle = self.last_seen_at + Duration::seconds(idle_secs);
        let whole = self.created_at + Duration::seconds(max_secs);
        idle.min(whole)
    }

    pub fn alive_at(&self, now: DateTime<Utc>, idle_secs: i64, max_secs: i64) -> bool {
        now < self.ends_at(idle_secs, max_secs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(secs: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + secs, 0).unwrap()
    }

    #[test]
    fn the_permission_table() {
        use Action::*;
        for a in Action::ALL {
            assert!(Role::Owner.may(a), "{a:?}");
        }
        assert!(!Role::Developer.may(ManageTeam));
        assert!(Role::Developer.may(ManageKeys) && Role::Developer.may(RefundPayment));
        assert!(Role::Support.may(RefundPayment) && !Role::Support.may(ViewDevelopers));
        assert!(!Role::Support.may(ManageLinks) && !Role::Support.may(EditBranding));
        assert!(!Role::Viewer.may(RefundPayment) && Role::Viewer.may(ViewPayments));
        let viewer: Vec<_> = Action::ALL
            .into_iter()
            .filter(|a| Role::Viewer.may(*a))
            .collect();
        assert_eq!(
            viewer,
            [
                ViewOverview,
                ViewPayments,
                ViewLinks,
                ViewSubscriptions,
                ViewBalance,
                ViewDisputes
            ]
        );
        assert!(!Role::Support.may(ViewBalance));
        // support answers disputes (a customer-facing person); a viewer only reads them
        assert!(Role::Support.may(AnswerDisputes) && Role::Developer.may(AnswerDisputes));
        assert!(!Role::Viewer.may(AnswerDisputes));
        // only owner and developer see keys and webhooks
        for r in Role::ALL {
            assert_eq!(
                r.may(ViewDevelopers),
                matches!(r, Role::Owner | Role::Developer)
            );
        }
    }

    fn user() -> StaffUser {
        StaffUser {
            id: "stf_1".into(),
            merchant_id: "mer_1".into(),
            email: "a@b.example".into(),
            role: Role::Support,
            password_hash: Some("x".into()),
            removed: false,
            invited_by: None,
            created_at: t(0),
            last_signin_at: None,
        }
    }

    #[test]
    fn five_wrong_passwords_lock_for_fifteen_minutes() {
        let mut f = SigninFailures::default();
        for n in 1..MAX_FAILED_SIGNINS {
            f.failed(t(n as i64));
            assert_eq!(f.locked(t(n as i64)), None);
        }
        f.failed(t(10));
        let until = t(10 + LOCKOUT_SECS);
        assert_eq!(f.locked(t(11)), Some(until));
        assert_eq!(f.locked(until), None);
        // after the lock, one wrong password does not lock again at once
        f.failed(until);
        assert_eq!(f.count, 1);
        assert_eq!(f.locked(until), None);
    }

    #[test]
    fn removed_or_invited_accounts_are_closed() {
        assert!(user().open());
        let mut u = user();
        u.removed = true;
        assert!(!u.open());
        let mut u = user();
        u.password_hash = None;
        assert!(!u.open());
    }

    #[test]
    fn emails_and_passwords() {
        assert_eq!(
            email(" Owner@Shop.Example ").as_deref(),
            Some("owner@shop.example")
        );
        for bad in [
            "",
            "a",
            "a@b",
            "@b.example",
            "a@-b.example",
            "a b@c.example",
            "a@b..c",
        ] {
            assert!(email(bad).is_none(), "{bad}");
        }
        assert!(password_problem("short").is_some());
        assert!(password_problem("correct horse battery").is_none());
        assert!(password_problem("twelve chars\u{0}").is_some());
        assert!(password_problem(&"x".repeat(129)).is_some());
    }

    #[test]
    fn sessions_end_idle_or_at_their_lifetime() {
        let mut s = StaffSession {
            user_id: "stf_1".into(),
            email: "a@b.example".into(),
            merchant_id: "mer_1".into(),
            role: Role::Viewer,
            csrf: "c".into(),
            created_at: t(0),
            last_seen_at: t(0),
        };
        assert!(s.alive_at(
            t(SESSION_IDLE_SECS - 1),
            SESSION_IDLE_SECS,
            SESSION_MAX_SECS
        ));
        assert!(!s.alive_at(t(SESSION_IDLE_SECS), SESSION_IDLE_SECS, SESSION_MAX_SECS));
        s.last_seen_at = t(SESSION_MAX_SECS - 10);
        assert!(!s.alive_at(t(SESSION_MAX_SECS), SESSION_IDLE_SECS, SESSION_MAX_SECS));
    }
}
