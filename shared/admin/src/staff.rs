//! Dashboard staff: accounts (e-mail and Argon2id password), sign-in with lockout,
//! sessions (stored under the SHA-256 of the cookie's token), invitations and the audit log
//! of staff actions.
//!
//! | entity        | pk                  | sk       | gsi1pk / gsi1sk                  |
//! |---------------|---------------------|----------|----------------------------------|
//! | staff user    | STAFF#<email>       | USER     | MER#<m>#STAFF / <created>#<id>   |
//! | session       | DSES#<sha256>       | SESSION  | (ttl)                            |
//! | invitation    | DINV#<sha256>       | INVITE   | (ttl)                            |
//! | audit entry   | AUD#<id>            | AUDIT    | MER#<m>#AUDIT / <time>#<id>      |

use chrono::{DateTime, Duration, Utc};
use sanduq_domain::ids::{new_id, new_secret};
use sanduq_domain::staff::{Role, SigninCheck, StaffSession, StaffUser, INVITE_SECS};
use sanduq_domain::{DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::secrets::hash_key;
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Index, Item, Key, Query, Write};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

pub fn user_key(email: &str) -> Key {
    Key::new(format!("STAFF#{email}"), "USER")
}
fn session_key(token: &str) -> Key {
    Key::new(format!("DSES#{}", hash_key(token)), "SESSION")
}
fn invite_key(token: &str) -> Key {
    Key::new(format!("DINV#{}", hash_key(token)), "INVITE")
}

fn hash_password(p: &str) -> ApiResult<String> {
    use argon2::password_hash::{rand_core::OsRng, PasswordHasher, SaltString};
    let salt = SaltString::generate(&mut OsRng);
    argon2::Argon2::default() // Argon2id, v19, the crate's recommended cost
        .hash_password(p.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(items::internal)
}

fn password_matches(hash: &str, p: &str) -> bool {
    use argon2::password_hash::{PasswordHash, PasswordVerifier};
    PasswordHash::new(hash).is_ok_and(|h| {
        argon2::Argon2::default()
            .verify_password(p.as_bytes(), &h)
            .is_ok()
    })
}

/// A hash of nothing anyone knows: an unknown e-mail costs a password check too, so the
/// time of an answer does not tell which addresses have accounts.
fn decoy_hash() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| hash_password(&new_secret("decoy_")).unwrap_or_default())
}

fn put(u: &StaffUser, read: Option<u64>) -> ApiResult<Write> {
    items::versioned_put(
        u,
        &user_key(&u.email),
        read,
        &[
            ("gsi1pk", format!("MER#{}#STAFF", u.merchant_id).into()),
            (
                "gsi1sk",
                format!("{}#{}", items::sort_time(u.created_at), u.id).into(),
            ),
        ],
    )
}

pub async fn load(st: &AppState, email: &str) -> ApiResult<Option<(StaffUser, u64)>> {
    match st.store.get(&user_key(email)).await? {
        Some(item) => {
            let v = items::version(&item);
            Ok(Some((items::from_item(item)?, v)))
        }
        None => Ok(None),
    }
}

fn taken() -> ApiError {
    DomainError::field("email", "already has a dashboard account").into()
}

/// A new account: with a password (made by the platform admin), or invited (none yet).
pub async fn create(
    st: &AppState,
    merchant_id: &str,
    email: &str,
    role: Role,
    password: Option<&str>,
    invited_by: Option<&str>,
) -> ApiResult<StaffUser> {
    let u = StaffUser {
        id: new_id("stf"),
        merchant_id: merchant_id.into(),
        email: email.into(),
        role,
        password_hash: password.map(hash_password).transpose()?,
        failed_signins: 0,
        locked_until: None,
        removed: false,
        invited_by: invited_by.map(str::to_string),
        created_at: Utc::now(),
        last_signin_at: None,
    };
    match st.store.transact(vec![put(&u, None)?]).await {
        Ok(()) => Ok(u),
        Err(sanduq_store::StoreError::ConditionFailed { .. }) => Err(taken()),
        Err(e) => Err(e.into()),
    }
}

/// A merchant's staff, oldest first.
pub async fn list(st: &AppState, merchant_id: &str) -> ApiResult<Vec<StaffUser>> {
    let q = Query::index(Index::Gsi1, format!("MER#{merchant_id}#STAFF"));
    st.store
        .query(&q)
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

/// Why a sign-in was refused. Both read the same to the person signing in.
#[derive(Debug, Clone, PartialEq)]
pub enum Refused {
    /// Unknown e-mail, wrong password, removed or never activated.
    Invalid,
    /// Too many wrong passwords: locked until then.
    Locked(DateTime<Utc>),
}

/// What a sign-in came to, and the merchant of the account it named (for the audit log).
pub struct Signin {
    pub merchant_id: Option<String>,
    pub result: Result<StaffUser, Refused>,
}

/// Checks an e-mail and password; counts a wrong password on the account (the fifth in a
/// row locks it). A locked account is refused without its password being checked.
pub async fn sign_in(st: &AppState, email: &str, password: &str) -> ApiResult<Signin> {
    let Some(email) = sanduq_domain::staff::email(email) else {
        password_matches(decoy_hash(), password);
        return Ok(Signin {
            merchant_id: None,
            result: Err(Refused::Invalid),
        });
    };
    let result = check_password(st, &email, password).await?;
    let merchant_id = match &result {
        Ok(u) => Some(u.merchant_id.clone()),
        Err(_) => load(st, &email).await?.map(|(u, _)| u.merchant_id),
    };
    Ok(Signin {
        merchant_id,
        result,
    })
}

async fn check_password(
    st: &AppState,
    email: &str,
    password: &str,
) -> ApiResult<Result<StaffUser, Refused>> {
    for _ in 0..sanduq_kernel::tx::MAX_ATTEMPTS {
        let now = Utc::now();
        let Some((mut u, v)) = load(st, email).await? else {
            password_matches(decoy_hash(), password);
            return Ok(Err(Refused::Invalid));
        };
        match u.signin_check(now) {
            SigninCheck::Closed => {
                password_matches(decoy_hash(), password);
                return Ok(Err(Refused::Invalid));
            }
            SigninCheck::Locked(until) => return Ok(Err(Refused::Locked(until))),
            SigninCheck::Open => {}
        }
        let good = password_matches(u.password_hash.as_deref().unwrap_or_default(), password);
        let out = if good {
            u.signed_in(now);
            Ok(u.clone())
        } else {
            u.failed(now);
            match u.signin_check(now) {
                SigninCheck::Locked(until) => Err(Refused::Locked(until)),
                _ => Err(Refused::Invalid),
            }
        };
        // Every wrong password counts, also under concurrency: the write is versioned.
        match st.store.transact(vec![put(&u, Some(v))?]).await {
            Ok(()) => return Ok(out),
            Err(e) if e.is_contention() => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Err(sanduq_kernel::tx::stale())
}

/// Opens a session for a signed-in user: the cookie's token (shown once) and the session.
pub async fn start_session(st: &AppState, u: &StaffUser) -> ApiResult<(String, StaffSession)> {
    let token = new_secret("dss_");
    let now = Utc::now();
    let s = StaffSession {
        user_id: u.id.clone(),
        email: u.email.clone(),
        merchant_id: u.merchant_id.clone(),
        role: u.role,
        csrf: new_secret(""),
        created_at: now,
        last_seen_at: now,
    };
    let ttl = (now + Duration::seconds(st.config.dashboard_session.1)).timestamp();
    let item = items::to_item(&s, &session_key(&token), &[("ttl", ttl.into())])?;
    st.store
        .transact(vec![Write::Put {
            item,
            cond: Some(Cond::NotExists),
        }])
        .await?;
    Ok((token, s))
}

/// How often a session's last-seen time is written (not on every request).
const TOUCH_SECS: i64 = 60;

/// The live session of a cookie's token, with its user as stored now (a removed user or a
/// changed role takes effect at once). An ended session is deleted.
pub async fn session(st: &AppState, token: &str) -> ApiResult<Option<(StaffSession, StaffUser)>> {
    if !token.starts_with("dss_") || token.len() > 100 {
        return Ok(None);
    }
    let key = session_key(token);
    let Some(item) = st.store.get(&key).await? else {
        return Ok(None);
    };
    let mut s: StaffSession = items::from_item(item)?;
    let now = Utc::now();
    let (idle, max) = st.config.dashboard_session;
    let user = load(st, &s.email).await?.map(|(u, _)| u);
    let user = user.filter(|u| !u.removed && u.id == s.user_id);
    let (true, Some(u)) = (s.alive_at(now, idle, max), user) else {
        end_session(st, token).await?;
        return Ok(None);
    };
    s.role = u.role;
    if now - s.last_seen_at >= Duration::seconds(TOUCH_SECS.min(idle / 2).max(1)) {
        let mut set = Item::new();
        set.insert("last_seen_at".into(), json!(now));
        // Best effort: a lost touch only shortens the idle window.
        let _ = st
            .store
            .transact(vec![Write::Update {
                key,
                set,
                add: vec![],
                cond: Some(Cond::Exists),
            }])
            .await;
        s.last_seen_at = now;
    }
    Ok(Some((s, u)))
}

pub async fn end_session(st: &AppState, token: &str) -> ApiResult<()> {
    if !token.starts_with("dss_") || token.len() > 100 {
        return Ok(());
    }
    st.store
        .transact(vec![Write::Delete {
            key: session_key(token),
            cond: None,
        }])
        .await?;
    Ok(())
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Invite {
    email: String,
    merchant_id: String,
    expires_at: DateTime<Utc>,
}

/// Invites a person to a merchant's dashboard: their account (no password yet) and the
/// invitation's token, for the address `/dashboard/invite/<token>` (shown once).
pub async fn invite(
    st: &AppState,
    inviter: &StaffUser,
    email: &str,
    role: Role,
) -> ApiResult<String> {
    let u = create(
        st,
        &inviter.merchant_id,
        email,
        role,
        None,
        Some(&inviter.email),
    )
    .await?;
    let token = new_secret("dsi_");
    let inv = Invite {
        email: u.email.clone(),
        merchant_id: u.merchant_id.clone(),
        expires_at: Utc::now() + Duration::seconds(INVITE_SECS),
    };
    let item = items::to_item(
        &inv,
        &invite_key(&token),
        &[("ttl", inv.expires_at.timestamp().into())],
    )?;
    st.store
        .transact(vec![Write::Put {
            item,
            cond: Some(Cond::NotExists),
        }])
        .await?;
    Ok(token)
}

/// The e-mail an open invitation is for.
pub async fn invitation(st: &AppState, token: &str) -> ApiResult<Option<String>> {
    if !token.starts_with("dsi_") || token.len() > 100 {
        return Ok(None);
    }
    let Some(item) = st.store.get(&invite_key(token)).await? else {
        return Ok(None);
    };
    let inv: Invite = items::from_item(item)?;
    Ok((inv.expires_at > Utc::now()).then_some(inv.email))
}

/// Sets the invited person's password and uses the invitation up, in one transaction.
pub async fn accept(st: &AppState, token: &str, password: &str) -> ApiResult<StaffUser> {
    let gone = || {
        ApiError::new(
            ErrorCode::NotFound,
            "this invitation was used or has expired",
        )
    };
    let email = invitation(st, token).await?.ok_or_else(gone)?;
    let (mut u, v) = load(st, &email).await?.ok_or_else(gone)?;
    if u.removed || u.password_hash.is_some() {
        return Err(gone());
    }
    u.password_hash = Some(hash_password(password)?);
    let writes = vec![
        put(&u, Some(v))?,
        Write::Delete {
            key: invite_key(token),
            cond: Some(Cond::Exists),
        },
    ];
    match st.store.transact(writes).await {
        Ok(()) => Ok(u),
        Err(e) if e.is_contention() => Err(gone()),
        Err(e) => Err(e.into()),
    }
}

/// Removes a person from the dashboard (their sessions end at their next request). The
/// last owner cannot be removed, nor can anyone remove themselves.
pub async fn remove(st: &AppState, by: &StaffUser, email: &str) -> ApiResult<()> {
    let nf = || ApiError::new(ErrorCode::NotFound, "no such dashboard user");
    let (mut u, v) = load(st, email).await?.ok_or_else(nf)?;
    if u.merchant_id != by.merchant_id || u.removed {
        return Err(nf());
    }
    if u.id == by.id {
        return Err(DomainError::field("email", "you cannot remove yourself").into());
    }
    u.removed = true;
    st.store.transact(vec![put(&u, Some(v))?]).await?;
    Ok(())
}

/// One staff action, as the audit log keeps it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct AuditEntry {
    pub id: String,
    pub merchant_id: String,
    /// The e-mail of who did it.
    pub actor: String,
    pub action: String,
    /// What it was done to (a payment id, a link id, an e-mail...).
    pub target: String,
    /// "ok", or the error code it was refused with.
    pub outcome: String,
    pub at: DateTime<Utc>,
}

/// Appends to a merchant's audit log.
pub async fn audit(
    st: &AppState,
    merchant_id: &str,
    actor: &str,
    action: &str,
    target: &str,
    outcome: &str,
) -> ApiResult<()> {
    let e = AuditEntry {
        id: new_id("aud"),
        merchant_id: merchant_id.into(),
        actor: actor.into(),
        action: action.into(),
        target: target.into(),
        outcome: outcome.into(),
        at: Utc::now(),
    };
    let item = items::to_item(
        &e,
        &Key::new(format!("AUD#{}", e.id), "AUDIT"),
        &[
            ("gsi1pk", format!("MER#{merchant_id}#AUDIT").into()),
            (
                "gsi1sk",
                format!("{}#{}", items::sort_time(e.at), e.id).into(),
            ),
        ],
    )?;
    st.store
        .transact(vec![Write::Put {
            item,
            cond: Some(Cond::NotExists),
        }])
        .await?;
    Ok(())
}

/// The newest `n` entries of a merchant's audit log.
pub async fn audit_log(st: &AppState, merchant_id: &str, n: usize) -> ApiResult<Vec<AuditEntry>> {
    let q = Query::index(Index::Gsi1, format!("MER#{merchant_id}#AUDIT"))
        .backward()
        .limit(n);
    st.store
        .query(&q)
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

/// A staff user as the admin API shows it (never the password's hash).
pub fn view(u: &StaffUser) -> Value {
    json!({
        "id": u.id, "object": "dashboard_user", "merchant_id": u.merchant_id,
        "email": u.email, "role": u.role.as_str(), "active": u.password_hash.is_some() && !u.removed,
        "created_at": u.created_at,
    })
}
