//! The platform's operators in the store: accounts, invitations, sign-in (password and a
//! TOTP or recovery code, with lockout), sessions and scoped platform keys.
//!
//! | entity          | pk                               | sk        | gsi1pk / gsi1sk                 |
//! |-----------------|----------------------------------|-----------|---------------------------------|
//! | operator        | OPR#<id>                         | OPERATOR  | OPS#OPERATORS / <created>#<id>  |
//! | e-mail's claim  | OPRMAIL#<email>                  | CLAIM     |                                 |
//! | wrong sign-ins  | OSIGNIN#<sha256(email, address)> | FAILURES  | (ttl)                           |
//! | session         | OSES#<sha256(token)>             | SESSION   | (ttl)                           |
//! | invitation      | OINV#<sha256(token)>             | INVITE    | (ttl)                           |
//! | platform key    | OKEY#<sha256(secret)>            | KEY       | OPS#KEYS / <created>#<id>       |
//! | key by its id   | OKEYID#<id>                      | POINTER   |                                 |

use crate::staff;
use crate::totp;
use chrono::{DateTime, Duration, Utc};
use sanduq_domain::ids::{new_id, new_secret};
use sanduq_domain::operators::{
    Operator, OpsRole, OpsSession, PlatformKey, INVITE_SECS, RECOVERY_CODES, SESSION_IDLE_SECS,
    SESSION_MAX_SECS,
};
use sanduq_domain::{DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::secrets::{self, hash_key};
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Index, Item, Key, Query, Write};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// What an operator's session token begins with.
pub const SESSION_PREFIX: &str = "ops_";
/// What a platform key begins with.
pub const KEY_PREFIX: &str = "opk_";
/// The operators listed at most (a platform team, not a crowd).
pub const MAX_LISTED: usize = 500;

fn operator_key(id: &str) -> Key {
    Key::new(format!("OPR#{id}"), "OPERATOR")
}
fn claim_key(email: &str) -> Key {
    Key::new(format!("OPRMAIL#{email}"), "CLAIM")
}
fn failures_key(email: &str, client: &str) -> Key {
    Key::new(
        format!("OSIGNIN#{}", hash_key(&format!("{email}\n{client}"))),
        "FAILURES",
    )
}
fn session_key(token: &str) -> Key {
    Key::new(format!("OSES#{}", hash_key(token)), "SESSION")
}
fn invite_key(token: &str) -> Key {
    Key::new(format!("OINV#{}", hash_key(token)), "INVITE")
}
fn platform_key_key(secret: &str) -> Key {
    Key::new(format!("OKEY#{}", hash_key(secret)), "KEY")
}
fn key_pointer(id: &str) -> Key {
    Key::new(format!("OKEYID#{id}"), "POINTER")
}

fn put(o: &Operator, read: Option<u64>) -> ApiResult<Write> {
    items::versioned_put(
        o,
        &operator_key(&o.id),
        read,
        &[
            ("gsi1pk", "OPS#OPERATORS".into()),
            (
                "gsi1sk",
                format!("{}#{}", items::sort_time(o.created_at), o.id).into(),
            ),
        ],
    )
}

/// An operator by id, with its version.
pub async fn load(st: &AppState, id: &str) -> ApiResult<Option<(Operator, u64)>> {
    if id.is_empty() || id.len() > 64 {
        return Ok(None);
    }
    match st.store.get_stored(&operator_key(id)).await? {
        Some(item) => Ok(Some((items::from_stored(&item)?, item.version()))),
        None => Ok(None),
    }
}

async fn by_email(st: &AppState, email: &str) -> ApiResult<Option<(Operator, u64)>> {
    let Some(claim) = st.store.get(&claim_key(email)).await? else {
        return Ok(None);
    };
    match claim.get("operator_id").and_then(Value::as_str) {
        Some(id) => load(st, id).await,
        None => Ok(None),
    }
}

/// Every operator, oldest first.
pub async fn list(st: &AppState) -> ApiResult<Vec<Operator>> {
    let q = Query::index(Index::Gsi1, "OPS#OPERATORS").limit(MAX_LISTED);
    st.store
        .query(&q)
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

/// Whether the platform has any operator yet (`sanduq serve` says how to make the first).
pub async fn any(st: &AppState) -> ApiResult<bool> {
    let q = Query::index(Index::Gsi1, "OPS#OPERATORS").limit(1);
    Ok(!st.store.query(&q).await?.is_empty())
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Invite {
    operator_id: String,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    expires_at: DateTime<Utc>,
}

/// An invitation: what the inviter passes on (shown once).
pub struct Invitation {
    pub operator: Operator,
    pub token: String,
    pub expires_at: DateTime<Utc>,
}

/// Invites a person: their account (no password, no second factor yet), the claim on their
/// e-mail, and the invitation, in one transaction.
pub async fn invite(
    st: &AppState,
    email: &str,
    roles: Vec<OpsRole>,
    invited_by: &str,
) -> ApiResult<Invitation> {
    let now = Utc::now();
    let o = Operator {
        id: new_id("opr"),
        email: email.into(),
        roles,
        password_hash: None,
        totp_secret: None,
        totp_step: 0,
        recovery: vec![],
        enrolled: false,
        disabled: false,
        invited_by: invited_by.into(),
        created_at: now,
        last_signin_at: None,
    };
    let token = new_secret("opi_");
    let inv = Invite {
        operator_id: o.id.clone(),
        expires_at: now + Duration::seconds(INVITE_SECS),
    };
    let mut claim = Item::new();
    let ck = claim_key(email);
    claim.insert("pk".into(), ck.pk.into());
    claim.insert("sk".into(), ck.sk.into());
    claim.insert("operator_id".into(), o.id.clone().into());
    let writes = vec![
        put(&o, None)?,
        Write::Put {
            item: claim,
            cond: Some(Cond::NotExists),
        },
        Write::Put {
            item: items::to_item(
                &inv,
                &invite_key(&token),
                &[("ttl", inv.expires_at.timestamp().into())],
            )?,
            cond: Some(Cond::NotExists),
        },
    ];
    match st.store.transact(writes).await {
        Ok(()) => Ok(Invitation {
            operator: o,
            token,
            expires_at: inv.expires_at,
        }),
        Err(e) if e.is_contention() => {
            Err(DomainError::field("email", "already has a platform account").into())
        }
        Err(e) => Err(e.into()),
    }
}

/// What accepting an invitation answers, once: the second factor's secret and address, and
/// the recovery codes.
pub struct Enrolment {
    pub operator: Operator,
    pub secret: String,
    pub otpauth_url: String,
    pub recovery_codes: Vec<String>,
}

fn invitation_gone() -> ApiError {
    ApiError::new(
        ErrorCode::NotFound,
        "this invitation was used or has expired; ask an admin for a new one",
    )
}

/// The e-mail an open invitation is for (None: used, expired or never made).
pub async fn invitation(st: &AppState, token: &str) -> ApiResult<Option<String>> {
    if !token.starts_with("opi_") || token.len() > 100 {
        return Ok(None);
    }
    let inv: Invite = match st.store.get_stored(&invite_key(token)).await? {
        Some(item) => items::from_stored(&item)?,
        None => return Ok(None),
    };
    if inv.expires_at <= Utc::now() {
        return Ok(None);
    }
    Ok(load(st, &inv.operator_id)
        .await?
        .filter(|(o, _)| !o.disabled && o.password_hash.is_none())
        .map(|(o, _)| o.email))
}

/// Sets the invited person's password and second factor and uses the invitation up, in one
/// transaction. Their first sign-in with a code proves the authenticator holds the secret.
pub async fn accept(st: &AppState, token: &str, password: &str) -> ApiResult<Enrolment> {
    if !token.starts_with("opi_") || token.len() > 100 {
        return Err(invitation_gone());
    }
    let key = invite_key(token);
    let inv: Invite = match st.store.get_stored(&key).await? {
        Some(item) => items::from_stored(&item)?,
        None => return Err(invitation_gone()),
    };
    if inv.expires_at <= Utc::now() {
        return Err(invitation_gone());
    }
    let (mut o, v) = load(st, &inv.operator_id)
        .await?
        .ok_or_else(invitation_gone)?;
    if o.disabled || o.password_hash.is_some() {
        return Err(invitation_gone());
    }
    let secret = totp::new_secret();
    let (codes, hashes) = totp::recovery_codes(RECOVERY_CODES);
    o.password_hash = Some(secrets::slow_hash(password).await?);
    o.totp_secret = Some(secret.clone());
    o.recovery = hashes;
    let writes = vec![
        put(&o, Some(v))?,
        Write::Delete {
            key,
            cond: Some(Cond::Exists),
        },
    ];
    match st.store.transact(writes).await {
        Ok(()) => Ok(Enrolment {
            otpauth_url: totp::url(&secret, &o.email)?,
            operator: o,
            secret,
            recovery_codes: codes,
        }),
        Err(e) if e.is_contention() => Err(invitation_gone()),
        Err(e) => Err(e.into()),
    }
}

/// Why a sign-in was refused. Both read alike to the person signing in.
#[derive(Debug, Clone, PartialEq)]
pub enum Refused {
    /// Unknown e-mail, wrong password, wrong, used or expired code, disabled.
    Invalid,
    /// Too many failures for this e-mail from this address: locked until then.
    Locked(DateTime<Utc>),
}

/// Checks an e-mail, password and code (TOTP, or a recovery code) from a client address.
/// A TOTP code is good once: its step must come after the last one taken. Failures count per
/// e-mail and address; the fifth in a row locks that pair for 15 minutes.
pub async fn sign_in(
    st: &AppState,
    email: &str,
    password: &str,
    code: &str,
    client: &str,
) -> ApiResult<Result<Operator, Refused>> {
    let Some(email) = sanduq_domain::staff::email(email) else {
        secrets::slow_matches(vec![], password).await;
        return Ok(Err(Refused::Invalid));
    };
    let now = Utc::now();
    let fkey = failures_key(&email, client);
    let (failures, fversion) = staff::failures_of(st, &fkey).await?;
    if let Some(until) = failures.locked(now) {
        secrets::slow_matches(vec![], password).await; // the same time as a check
        return Ok(Err(Refused::Locked(until)));
    }
    let found = by_email(st, &email).await?.filter(|(o, _)| o.open());
    let hashes = found
        .iter()
        .map(|(o, _)| o.password_hash.clone().unwrap_or_default())
        .collect();
    let good = secrets::slow_matches(hashes, password).await;
    if let (Some((mut o, v)), Some(true)) = (found, good.first().copied()) {
        if second_factor(&mut o, code, now)? {
            o.enrolled = true;
            o.last_signin_at = Some(now);
            let writes = vec![
                put(&o, Some(v))?,
                Write::Delete {
                    key: fkey.clone(),
                    cond: None,
                },
            ];
            match st.store.transact(writes).await {
                Ok(()) => return Ok(Ok(o)),
                // another sign-in took this account's code (or a recovery code) first
                Err(e) if e.is_contention() => {}
                Err(e) => return Err(e.into()),
            }
        }
    }
    Ok(Err(
        match staff::count_failure(st, fkey, failures, fversion, now).await? {
            Some(until) => Refused::Locked(until),
            None => Refused::Invalid,
        },
    ))
}

/// Whether `code` is the operator's next TOTP code or one of its unused recovery codes;
/// takes it (the step moves on, the recovery code is crossed out).
fn second_factor(o: &mut Operator, code: &str, now: DateTime<Utc>) -> ApiResult<bool> {
    let code = code.trim();
    let Some(secret) = o.totp_secret.as_deref() else {
        return Ok(false);
    };
    let secs = u64::try_from(now.timestamp()).unwrap_or(0);
    if let Some(step) = totp::step_of(secret, code, secs)? {
        if step <= o.totp_step {
            return Ok(false); // used already, or older than one used
        }
        o.totp_step = step;
        return Ok(true);
    }
    if code.len() >= 10 {
        let h = totp::recovery_hash(code);
        if let Some(at) = o.recovery.iter().position(|x| *x == h) {
            o.recovery.remove(at);
            return Ok(true);
        }
    }
    Ok(false)
}

/// Opens a session: its token (shown once) and the session.
pub async fn start_session(st: &AppState, o: &Operator) -> ApiResult<(String, OpsSession)> {
    let token = new_secret(SESSION_PREFIX);
    let now = Utc::now();
    let s = OpsSession {
        operator_id: o.id.clone(),
        csrf: new_secret(""),
        created_at: now,
        last_seen_at: now,
    };
    let ttl = (now + Duration::seconds(SESSION_MAX_SECS)).timestamp();
    let item = items::to_item(&s, &session_key(&token), &[("ttl", ttl.into())])?;
    st.store
        .transact(vec![Write::Put {
            item,
            cond: Some(Cond::NotExists),
        }])
        .await?;
    Ok((token, s))
}

/// When a session ends if nothing more happens.
pub fn session_ends_at(s: &OpsSession) -> DateTime<Utc> {
    s.ends_at(SESSION_IDLE_SECS, SESSION_MAX_SECS)
}

/// How often a session's last-seen time is written (not on every request).
const TOUCH_SECS: i64 = 60;

/// What a session token comes to.
pub enum Session {
    Live(OpsSession, Box<Operator>),
    /// It was a session, and it ended (idle, too old, signed out, or the person disabled).
    Ended,
    Unknown,
}

/// The session of a token, with its operator as stored now (a disabled person or a changed
/// role takes effect at once). An ended session is deleted.
pub async fn session(st: &AppState, token: &str) -> ApiResult<Session> {
    if !token.starts_with(SESSION_PREFIX) || token.len() > 100 {
        return Ok(Session::Unknown);
    }
    let key = session_key(token);
    let Some(item) = st.store.get_stored(&key).await? else {
        return Ok(Session::Unknown);
    };
    let mut s: OpsSession = items::from_stored(&item)?;
    let now = Utc::now();
    let o = load(st, &s.operator_id).await?.map(|(o, _)| o);
    let (true, Some(o)) = (
        s.alive_at(now, SESSION_IDLE_SECS, SESSION_MAX_SECS),
        o.filter(Operator::open),
    ) else {
        end_session(st, token).await?;
        return Ok(Session::Ended);
    };
    if now - s.last_seen_at >= Duration::seconds(TOUCH_SECS) {
        let mut set = Item::new();
        set.insert("last_seen_at".into(), json!(sanduq_domain::time::Time(now)));
        // best effort: a lost touch only shortens the idle window
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
    Ok(Session::Live(s, Box::new(o)))
}

pub async fn end_session(st: &AppState, token: &str) -> ApiResult<()> {
    if !token.starts_with(SESSION_PREFIX) || token.len() > 100 {
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

fn no_operator() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no such operator")
}

/// Disables an operator: their sessions and keys stop at their next request. Nobody
/// disables themselves (a team always keeps someone who can manage it).
pub async fn disable(st: &AppState, by: &str, id: &str) -> ApiResult<Operator> {
    let (mut o, v) = load(st, id).await?.ok_or_else(no_operator)?;
    if o.id == by {
        return Err(DomainError::field("id", "you cannot disable yourself").into());
    }
    if !o.disabled {
        o.disabled = true;
        match st.store.transact(vec![put(&o, Some(v))?]).await {
            Ok(()) => {}
            Err(e) if e.is_contention() => return Err(sanduq_kernel::tx::stale()),
            Err(e) => return Err(e.into()),
        }
    }
    Ok(o)
}

/// Gives operator `id` exactly `roles` (by `by`, who may not change their own: nobody
/// widens their own powers). The same roles again change nothing; the change takes effect on
/// the person's next request (sessions and their keys read the person as stored now).
pub async fn set_roles(
    st: &AppState,
    by: &str,
    id: &str,
    mut roles: Vec<OpsRole>,
) -> ApiResult<Operator> {
    let (mut o, v) = load(st, id).await?.ok_or_else(no_operator)?;
    if o.id == by {
        return Err(DomainError::field("id", "you cannot change your own roles").into());
    }
    roles.sort_by_key(|r| r.as_str());
    roles.dedup();
    let mut had = o.roles.clone();
    had.sort_by_key(|r| r.as_str());
    if had != roles {
        let before = view(&o);
        o.roles = roles;
        match st.store.transact(vec![put(&o, Some(v))?]).await {
            Ok(()) => {}
            Err(e) if e.is_contention() => return Err(sanduq_kernel::tx::stale()),
            Err(e) => return Err(e.into()),
        }
        crate::trail::note(before, view(&o));
    }
    Ok(o)
}

/// An operator as the admin API shows them (never the password's hash, the TOTP secret or
/// the recovery codes).
pub fn view(o: &Operator) -> Value {
    json!({
        "id": o.id, "object": "operator", "email": o.email,
        "roles": o.roles.iter().map(|r| r.as_str()).collect::<Vec<_>>(),
        "status": o.status(),
        "recovery_codes_left": o.recovery.len(),
        "invited_by": o.invited_by,
        "created_at": sanduq_domain::time::Time(o.created_at),
        "last_signin_at": sanduq_domain::time::Time(o.last_signin_at),
    })
}

/// Issues a platform key (the secret answered once) for an operator or a service.
pub async fn issue_key(
    st: &AppState,
    operator_id: Option<String>,
    service: Option<String>,
    scopes: Vec<String>,
    created_by: &str,
) -> ApiResult<(String, PlatformKey)> {
    let secret = new_secret(KEY_PREFIX);
    let k = PlatformKey {
        id: new_id("opk"),
        operator_id,
        service,
        scopes,
        prefix: secret[..KEY_PREFIX.len() + 6].to_string(),
        created_by: created_by.into(),
        created_at: Utc::now(),
        revoked: false,
    };
    let kk = platform_key_key(&secret);
    let mut pointer = Item::new();
    let pk = key_pointer(&k.id);
    pointer.insert("pk".into(), pk.pk.into());
    pointer.insert("sk".into(), pk.sk.into());
    pointer.insert("key_pk".into(), kk.pk.clone().into());
    let writes = vec![
        items::versioned_put(
            &k,
            &kk,
            None,
            &[
                ("gsi1pk", "OPS#KEYS".into()),
                (
                    "gsi1sk",
                    format!("{}#{}", items::sort_time(k.created_at), k.id).into(),
                ),
            ],
        )?,
        Write::Put {
            item: pointer,
            cond: Some(Cond::NotExists),
        },
    ];
    st.store.transact(writes).await?;
    Ok((secret, k))
}

/// The key a secret is, if any.
pub async fn key_for(st: &AppState, secret: &str) -> ApiResult<Option<PlatformKey>> {
    if !secret.starts_with(KEY_PREFIX) || secret.len() > 100 {
        return Ok(None);
    }
    match st.store.get_stored(&platform_key_key(secret)).await? {
        Some(item) => Ok(Some(items::from_stored(&item)?)),
        None => Ok(None),
    }
}

/// Every platform key, oldest first.
pub async fn list_keys(st: &AppState) -> ApiResult<Vec<PlatformKey>> {
    let q = Query::index(Index::Gsi1, "OPS#KEYS").limit(MAX_LISTED);
    st.store
        .query(&q)
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

/// Revokes a key by its id (at once: the next call with it is refused).
pub async fn revoke_key(st: &AppState, id: &str) -> ApiResult<PlatformKey> {
    let nf = || ApiError::new(ErrorCode::NotFound, "no such platform key");
    if id.len() > 64 {
        return Err(nf());
    }
    let pointer = st.store.get(&key_pointer(id)).await?.ok_or_else(nf)?;
    let pk = pointer
        .get("key_pk")
        .and_then(Value::as_str)
        .ok_or_else(nf)?;
    let key = Key::new(pk, "KEY");
    let item = st.store.get_stored(&key).await?.ok_or_else(nf)?;
    let mut k: PlatformKey = items::from_stored(&item)?;
    if !k.revoked {
        k.revoked = true;
        let w = items::versioned_put(
            &k,
            &key,
            Some(item.version()),
            &[
                ("gsi1pk", "OPS#KEYS".into()),
                (
                    "gsi1sk",
                    format!("{}#{}", items::sort_time(k.created_at), k.id).into(),
                ),
            ],
        )?;
        match st.store.transact(vec![w]).await {
            Ok(()) => {}
            Err(e) if e.is_contention() => return Err(sanduq_kernel::tx::stale()),
            Err(e) => return Err(e.into()),
        }
    }
    Ok(k)
}

/// A key as the admin API shows it (never its secret after it is made).
pub fn key_view(k: &PlatformKey) -> Value {
    json!({
        "id": k.id, "object": "platform_key", "operator_id": k.operator_id,
        "service": k.service, "scopes": k.scopes, "prefix": k.prefix,
        "created_by": k.created_by, "created_at": sanduq_domain::time::Time(k.created_at),
        "revoked": k.revoked,
    })
}
