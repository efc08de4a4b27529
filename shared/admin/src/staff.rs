//! Dashboard staff: accounts (e-mail and Argon2id password), sign-in with lockout,
//! sessions (stored under the SHA-256 of the cookie's token), invitations and the audit log
//! of staff actions.
//!
//! | entity        | pk                  | sk       | gsi1pk / gsi1sk                  |
//! |---------------|---------------------|----------|----------------------------------|
//! | staff user    | STAFF#<m>#<email>   | USER     | MER#<m>#STAFF / <created>#<id>   |
//! |               |                     |          | gsi5: STAFFMAIL#<email> / <m>    |
//! | wrong passwords | SIGNIN#<sha256(email, address)> | FAILURES | (ttl)              |
//! | session       | DSES#<sha256>       | SESSION  | (ttl)                            |
//! | invitation    | DINV#<sha256>       | INVITE   | (ttl)                            |
//! | audit entry   | AUD#<id>            | AUDIT    | MER#<m>#AUDIT / <time>#<id>      |

use chrono::{DateTime, Duration, Utc};
use sanduq_domain::ids::{new_id, new_secret};
use sanduq_domain::staff::{
    Role, SigninFailures, StaffSession, StaffUser, INVITE_SECS, LOCKOUT_SECS,
};
use sanduq_domain::{DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::secrets::{self, hash_key};
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Index, Item, Key, Query, Write};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// Accounts are per merchant: one merchant's staff never depends on another's.
pub fn user_key(merchant_id: &str, email: &str) -> Key {
    Key::new(format!("STAFF#{merchant_id}#{email}"), "USER")
}
fn failures_key(email: &str, client: &str) -> Key {
    Key::new(
        format!("SIGNIN#{}", hash_key(&format!("{email}\n{client}"))),
        "FAILURES",
    )
}
/// The most accounts one e-mail is looked up in at sign-in (each costs a password check).
pub const MAX_ACCOUNTS_PER_EMAIL: usize = 20;
fn session_key(token: &str) -> Key {
    Key::new(format!("DSES#{}", hash_key(token)), "SESSION")
}
fn invite_key(token: &str) -> Key {
    Key::new(format!("DINV#{}", hash_key(token)), "INVITE")
}

fn put(u: &StaffUser, read: Option<u64>) -> ApiResult<Write> {
    items::versioned_put(
        u,
        &user_key(&u.merchant_id, &u.email),
        read,
        &[
            ("gsi1pk", format!("MER#{}#STAFF", u.merchant_id).into()),
            (
                "gsi1sk",
                format!("{}#{}", items::sort_time(u.created_at), u.id).into(),
            ),
            ("gsi5pk", format!("STAFFMAIL#{}", u.email).into()),
            ("gsi5sk", u.merchant_id.clone().into()),
        ],
    )
}

/// A merchant's account for an e-mail, with its version.
pub async fn load(
    st: &AppState,
    merchant_id: &str,
    email: &str,
) -> ApiResult<Option<(StaffUser, u64)>> {
    match st.store.get_stored(&user_key(merchant_id, email)).await? {
        Some(item) => {
            let v = item.version();
            Ok(Some((items::from_stored(&item)?, v)))
        }
        None => Ok(None),
    }
}

/// The staff accounts a query finds.
async fn accounts(st: &AppState, q: &Query) -> ApiResult<Vec<StaffUser>> {
    st.store
        .query(q)
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

/// The accounts an e-mail holds, at every merchant.
async fn accounts_of(st: &AppState, email: &str) -> ApiResult<Vec<StaffUser>> {
    let q = Query::index(Index::Gsi5, format!("STAFFMAIL#{email}")).limit(MAX_ACCOUNTS_PER_EMAIL);
    accounts(st, &q).await
}

fn taken() -> ApiError {
    DomainError::field("email", "already has an account on this dashboard").into()
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
        password_hash: match password {
            Some(p) => Some(secrets::slow_hash(p).await?),
            None => None,
        },
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
    accounts(
        st,
        &Query::index(Index::Gsi1, format!("MER#{merchant_id}#STAFF")),
    )
    .await
}

/// Why a sign-in was refused. Both read the same to the person signing in.
#[derive(Debug, Clone, PartialEq)]
pub enum Refused {
    /// Unknown e-mail, wrong password, removed or never activated.
    Invalid,
    /// Too many wrong passwords for this e-mail from this address: locked until then.
    Locked(DateTime<Utc>),
}

/// What a sign-in came to, and the merchants where the e-mail has an account (for their
/// audit logs).
pub struct Signin {
    pub merchant_ids: Vec<String>,
    pub result: Result<StaffUser, Refused>,
}

/// Checks an e-mail and password from a client address. The password is checked against
/// each of the e-mail's open accounts; when it opens several, the one used last is signed
/// in. Wrong passwords count per e-mail and address (the fifth in a row locks that pair).
pub async fn sign_in(
    st: &AppState,
    email: &str,
    password: &str,
    client: &str,
) -> ApiResult<Signin> {
    let Some(email) = sanduq_domain::staff::email(email) else {
        secrets::slow_matches(vec![], password).await;
        return Ok(Signin {
            merchant_ids: vec![],
            result: Err(Refused::Invalid),
        });
    };
    let accounts = accounts_of(st, &email).await?;
    let merchant_ids = accounts.iter().map(|u| u.merchant_id.clone()).collect();
    let result = check_password(st, &email, password, client, accounts).await?;
    Ok(Signin {
        merchant_ids,
        result,
    })
}

async fn check_password(
    st: &AppState,
    email: &str,
    password: &str,
    client: &str,
    accounts: Vec<StaffUser>,
) -> ApiResult<Result<StaffUser, Refused>> {
    let now = Utc::now();
    let fkey = failures_key(email, client);
    let (failures, version) = failures_of(st, &fkey).await?;
    let open: Vec<StaffUser> = accounts.into_iter().filter(StaffUser::open).collect();
    if let Some(until) = failures.locked(now) {
        secrets::slow_matches(vec![], password).await; // the same time as a check
        return Ok(Err(Refused::Locked(until)));
    }
    let hashes = open
        .iter()
        .map(|u| u.password_hash.clone().unwrap_or_default())
        .collect();
    let good = secrets::slow_matches(hashes, password).await;
    let chosen = open
        .into_iter()
        .zip(good)
        .filter_map(|(u, g)| g.then_some(u))
        .max_by_key(|u| (u.last_signin_at, u.created_at));
    if let Some(mut u) = chosen {
        u.signed_in(now);
        let mut set = Item::new();
        set.insert("last_signin_at".into(), json!(now));
        let writes = vec![
            Write::Update {
                key: user_key(&u.merchant_id, &u.email),
                set,
                add: vec![],
                cond: Some(Cond::Exists),
            },
            Write::Delete {
                key: fkey,
                cond: None,
            },
        ];
        st.store.transact(writes).await?;
        return Ok(Ok(u));
    }
    Ok(Err(
        match count_failure(st, fkey, failures, version, now).await? {
            Some(until) => Refused::Locked(until),
            None => Refused::Invalid,
        },
    ))
}

/// The wrong passwords counted under `key`, with the version read (None: none yet).
pub(crate) async fn failures_of(
    st: &AppState,
    key: &Key,
) -> ApiResult<(SigninFailures, Option<u64>)> {
    Ok(match st.store.get(key).await? {
        Some(item) => {
            let v = items::version(&item);
            (items::from_item(item)?, Some(v))
        }
        None => (SigninFailures::default(), None),
    })
}

/// Counts a wrong password (or code) for an e-mail and address; every one counts, also under
/// concurrency (the write is versioned and retried on a fresh read). When it locks the
/// pair, until when. The dashboard's staff and the platform's operators count alike.
pub(crate) async fn count_failure(
    st: &AppState,
    key: Key,
    mut failures: SigninFailures,
    mut version: Option<u64>,
    now: DateTime<Utc>,
) -> ApiResult<Option<DateTime<Utc>>> {
    for _ in 0..sanduq_kernel::tx::MAX_ATTEMPTS {
        failures.failed(now);
        let ttl = (now + Duration::seconds(2 * LOCKOUT_SECS)).timestamp();
        let w = items::versioned_put(&failures, &key, version, &[("ttl", ttl.into())])?;
        match st.store.transact(vec![w]).await {
            Ok(()) => return Ok(failures.locked(now)),
            Err(e) if e.is_contention() => (failures, version) = failures_of(st, &key).await?,
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
    let Some(item) = st.store.get_stored(&key).await? else {
        return Ok(None);
    };
    let mut s: StaffSession = items::from_stored(&item)?;
    let now = Utc::now();
    let (idle, max) = st.config.dashboard_session;
    let user = load(st, &s.merchant_id, &s.email).await?.map(|(u, _)| u);
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

async fn open_invitation(st: &AppState, token: &str) -> ApiResult<Option<Invite>> {
    if !token.starts_with("dsi_") || token.len() > 100 {
        return Ok(None);
    }
    let Some(item) = st.store.get_stored(&invite_key(token)).await? else {
        return Ok(None);
    };
    let inv: Invite = items::from_stored(&item)?;
    Ok((inv.expires_at > Utc::now()).then_some(inv))
}

/// The e-mail an open invitation is for.
pub async fn invitation(st: &AppState, token: &str) -> ApiResult<Option<String>> {
    Ok(open_invitation(st, token).await?.map(|i| i.email))
}

/// Sets the invited person's password and uses the invitation up, in one transaction.
pub async fn accept(st: &AppState, token: &str, password: &str) -> ApiResult<StaffUser> {
    let gone = || {
        ApiError::new(
            ErrorCode::NotFound,
            "this invitation was used or has expired",
        )
    };
    let inv = open_invitation(st, token).await?.ok_or_else(gone)?;
    let (mut u, v) = load(st, &inv.merchant_id, &inv.email)
        .await?
        .ok_or_else(gone)?;
    if u.removed || u.password_hash.is_some() {
        return Err(gone());
    }
    u.password_hash = Some(secrets::slow_hash(password).await?);
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
    let (mut u, v) = load(st, &by.merchant_id, email).await?.ok_or_else(nf)?;
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
    #[serde(with = "sanduq_domain::time::rfc3339")]
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
