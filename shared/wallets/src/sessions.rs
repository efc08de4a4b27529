//! A user's sessions and their tokens. A session opened by a code lasts `SESSION_DAYS` and
//! renews its access token with a refresh token that works once: each use gives a new one,
//! and a spent one used again ends the whole session (its family), as a stolen token would
//! be used. A session the merchant's server mints lasts one access token, without refresh.

use crate::tokens::{self, Claims, Method};
use chrono::{DateTime, Duration, Utc};
use sanduq_domain::ids::{new_id, new_secret};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::user::User;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::secrets::hash_key;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_store::{Cond, Key, Write};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// How long a session opened by a code lasts, refreshed or not.
pub const SESSION_DAYS: i64 = 30;

/// How recently a code must have proved the phone for the first PIN.
pub const FRESH_SECS: i64 = 10 * 60;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Session {
    pub id: String,
    pub merchant_id: String,
    pub user_id: String,
    pub method: Method,
    /// When a code sent to the user's phone last proved it in this session.
    #[serde(default, with = "sanduq_domain::time::rfc3339_opt")]
    pub verified_at: Option<DateTime<Utc>>,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub expires_at: DateTime<Utc>,
    #[serde(default, with = "sanduq_domain::time::rfc3339_opt")]
    pub ended_at: Option<DateTime<Utc>>,
    pub ended_because: Option<String>,
}

impl Session {
    /// Whether the session still stands at `now` (business time).
    pub fn open(&self, now: DateTime<Utc>) -> bool {
        self.ended_at.is_none() && now < self.expires_at
    }

    /// Whether a code proved the phone within `FRESH_SECS` of `now`.
    pub fn freshly_verified(&self, now: DateTime<Utc>) -> bool {
        self.method == Method::Otp
            && self
                .verified_at
                .is_some_and(|t| now - t <= Duration::seconds(FRESH_SECS))
    }
}

pub fn session_key(id: &str) -> Key {
    Key::new(format!("WSESS#{id}"), "SESSION")
}

fn refresh_key(token: &str) -> Key {
    Key::new(format!("WREFRESH#{}", hash_key(token)), "REFRESH")
}

/// Seconds since the epoch, real time, at which an item ending at business time `end` may
/// be deleted (a day later).
fn ttl(st: &AppState, m: &Merchant, end: DateTime<Utc>) -> i64 {
    let ahead = end - st.now_for(m);
    (Utc::now() + ahead + Duration::days(1)).timestamp()
}

/// The index partition (GSI1) of a user's sessions: only sessions not ended are in it, so
/// "sign out everywhere" finds what it must end.
fn open_sessions(user_id: &str) -> String {
    format!("WSESSU#{user_id}")
}

fn session_write(st: &AppState, m: &Merchant, s: &Session, read: Option<u64>) -> ApiResult<Write> {
    let mut extra = vec![("ttl", Value::from(ttl(st, m, s.expires_at)))];
    if s.ended_at.is_none() {
        extra.push(("gsi1pk", open_sessions(&s.user_id).into()));
        extra.push((
            "gsi1sk",
            format!("{}#{}", s.created_at.to_rfc3339(), s.id).into(),
        ));
    }
    items::versioned_put(s, &session_key(&s.id), read, &extra)
}

fn refresh_write(st: &AppState, m: &Merchant, s: &Session, token: &str) -> Write {
    let k = refresh_key(token);
    let item = json!({
        "pk": k.pk, "sk": k.sk, "session_id": s.id, "merchant_id": m.id,
        "spent": false, "ttl": ttl(st, m, s.expires_at),
    });
    Write::Put {
        item: item.as_object().cloned().unwrap_or_default(),
        cond: Some(Cond::NotExists),
    }
}

/// A session with its version.
pub struct Found {
    pub session: Session,
    pub version: u64,
}

pub async fn find(st: &AppState, id: &str) -> ApiResult<Option<Found>> {
    let Some(item) = st.store.get_stored(&session_key(id)).await? else {
        return Ok(None);
    };
    let version = item.version();
    Ok(Some(Found {
        session: items::from_stored(&item)?,
        version,
    }))
}

/// What a sign-in answers.
#[derive(Debug)]
pub struct Tokens {
    pub access_token: String,
    pub refresh_token: Option<String>,
}

/// The answer's data: tokens and the user.
pub fn answer(t: &Tokens, user: &User) -> Value {
    json!({
        "access_token": t.access_token,
        "token_type": "Bearer",
        "expires_in": tokens::ACCESS_SECS,
        "refresh_token": t.refresh_token,
        "user": sanduq_payments::views::user_object(user),
    })
}

fn access(st: &AppState, s: &Session, now: DateTime<Utc>) -> ApiResult<String> {
    tokens::sign(
        st,
        &Claims {
            iss: tokens::ISSUER.into(),
            sub: s.user_id.clone(),
            mer: s.merchant_id.clone(),
            sid: s.id.clone(),
            amr: s.method,
            iat: now.timestamp(),
            exp: (now + Duration::seconds(tokens::ACCESS_SECS)).timestamp(),
        },
    )
}

/// A session just opened: the writes that make it and its tokens.
pub struct Opened {
    pub session: Session,
    pub writes: Vec<Write>,
    pub tokens: Tokens,
}

/// A new session for `user` and the writes that make it: with a refresh token when a code
/// opened it, a single access token when the merchant's server did.
pub fn open(
    st: &AppState,
    m: &Merchant,
    user: &User,
    method: Method,
    now: DateTime<Utc>,
) -> ApiResult<Opened> {
    let s = Session {
        id: new_id("wss"),
        merchant_id: m.id.clone(),
        user_id: user.id.clone(),
        method,
        verified_at: (method == Method::Otp).then_some(now),
        created_at: now,
        expires_at: match method {
            Method::Otp => now + Duration::days(SESSION_DAYS),
            Method::Merchant => now + Duration::seconds(tokens::ACCESS_SECS),
        },
        ended_at: None,
        ended_because: None,
    };
    let mut writes = vec![session_write(st, m, &s, None)?];
    let refresh_token = match method {
        Method::Otp => {
            let t = new_secret("wrt_");
            writes.push(refresh_write(st, m, &s, &t));
            Some(t)
        }
        Method::Merchant => None,
    };
    let tokens = Tokens {
        access_token: access(st, &s, now)?,
        refresh_token,
    };
    Ok(Opened {
        session: s,
        writes,
        tokens,
    })
}

/// A user signed in by a code: the session, its tokens and the user.
pub struct SignedIn {
    pub session: Session,
    pub tokens: Tokens,
    pub user: User,
}

/// Signs a user in with the code sent to their phone: the try is counted whatever its
/// outcome, and a right code for a phone with a wallet at this merchant opens a session in
/// the same transaction, with the writes `also` adds for it (the hosted wallet's cookie).
pub async fn sign_in<F>(
    st: &AppState,
    m: &Merchant,
    (otp_id, code): (&str, &str),
    also: F,
) -> ApiResult<SignedIn>
where
    F: Fn(&Session) -> ApiResult<Vec<Write>>,
{
    let out = tx::apply(st, Guard::Versioned, || async {
        let now = st.now_for(m);
        let tried = crate::codes::attempt(st, m, otp_id, code, now).await?;
        if let Err(e) = tried.outcome {
            return Ok(Plan::refusal(vec![tried.write], e));
        }
        let Some(user) = sanduq_payments::users::by_phone(st, &m.id, &tried.otp.phone).await?
        else {
            return Ok(Plan::refusal(
                vec![tried.write],
                ApiError::new(
                    ErrorCode::WalletNotFound,
                    "no wallet at this merchant has this phone; the merchant opens wallets",
                ),
            ));
        };
        let o = open(st, m, &user, Method::Otp, now)?;
        let mut writes = vec![tried.write];
        writes.extend(o.writes);
        writes.extend(also(&o.session)?);
        Ok(Plan::new(
            writes,
            SignedIn {
                session: o.session,
                tokens: o.tokens,
                user,
            },
        ))
    })
    .await?;
    match out {
        tx::Applied::Done(v) => Ok(v),
        tx::Applied::AlreadyApplied => Err(ApiError::new(
            ErrorCode::ServerError,
            "unexpected internal error",
        )),
    }
}

/// The same session marked as proved by a code now (a PIN reset).
pub fn reverified(st: &AppState, m: &Merchant, f: &Found, now: DateTime<Utc>) -> ApiResult<Write> {
    let mut s = f.session.clone();
    s.verified_at = Some(now);
    session_write(st, m, &s, Some(f.version))
}

fn ended_error(message: &str) -> ApiError {
    ApiError::new(ErrorCode::TokenExpired, message.to_string())
}

/// `POST /wallet/auth/refresh`: a new access token and a new refresh token for a refresh
/// token of this merchant that has not been used; a used one ends its session.
pub async fn refresh(st: &AppState, m: &Merchant, token: &str) -> ApiResult<(Tokens, User)> {
    let invalid =
        || ended_error("this refresh token is not valid or its session has ended; sign in again");
    if !token.starts_with("wrt_") || token.len() > 200 {
        return Err(invalid());
    }
    let out = tx::apply(st, Guard::Versioned, || async {
        let Some(rec) = st.store.get(&refresh_key(token)).await? else {
            return Err(invalid());
        };
        if rec.get("merchant_id").and_then(Value::as_str) != Some(m.id.as_str()) {
            return Err(invalid());
        }
        let sid = rec.get("session_id").and_then(Value::as_str).unwrap_or_default();
        let Some(f) = find(st, sid).await? else {
            return Err(invalid());
        };
        let now = st.now_for(m);
        if !f.session.open(now) {
            return Err(invalid());
        }
        if rec.get("spent").and_then(Value::as_bool) != Some(false) {
            // a spent token again: whoever holds it is not the session's owner, or the
            // owner's token was copied; end the session and every token it gave out
            let mut s = f.session.clone();
            s.ended_at = Some(now);
            s.ended_because = Some("refresh_token_reused".into());
            return Ok(Plan::refusal(
                vec![session_write(st, m, &s, Some(f.version))?],
                ended_error("this refresh token was already used; the session has ended for safety; sign in again"),
            ));
        }
        let Some(user) = sanduq_payments::users::by_id(st, &m.id, &f.session.user_id).await? else {
            return Err(invalid());
        };
        let next = new_secret("wrt_");
        let k = refresh_key(token);
        let spend = Write::Update {
            key: k.clone(),
            set: json!({ "spent": true }).as_object().cloned().unwrap_or_default(),
            add: vec![],
            cond: Some(Cond::Eq("spent".into(), false.into())),
        };
        let writes = vec![
            spend,
            refresh_write(st, m, &f.session, &next),
            Write::Check {
                key: session_key(&f.session.id),
                cond: Cond::Eq("version".into(), f.version.into()),
            },
        ];
        let t = Tokens {
            access_token: access(st, &f.session, now)?,
            refresh_token: Some(next),
        };
        Ok(Plan::new(writes, (t, user.user)))
    })
    .await?;
    match out {
        tx::Applied::Done(v) => Ok(v),
        tx::Applied::AlreadyApplied => Err(invalid()),
    }
}

/// Ends a session (signing out): its access tokens stop working at once, its refresh
/// token with them.
pub async fn end(st: &AppState, m: &Merchant, sid: &str, because: &str) -> ApiResult<()> {
    tx::apply(st, Guard::Versioned, || async {
        let Some(f) = find(st, sid).await? else {
            return Ok(Plan::new(vec![], ()));
        };
        if f.session.ended_at.is_some() {
            return Ok(Plan::new(vec![], ()));
        }
        let mut s = f.session.clone();
        s.ended_at = Some(st.now_for(m));
        s.ended_because = Some(because.into());
        Ok(Plan::new(
            vec![session_write(st, m, &s, Some(f.version))?],
            (),
        ))
    })
    .await?;
    Ok(())
}

/// Ends every session of a user that has not ended (signing out everywhere: the hosted
/// wallet's and the apps'); how many it ended.
pub async fn end_all(
    st: &AppState,
    m: &Merchant,
    user_id: &str,
    because: &str,
) -> ApiResult<usize> {
    let q = sanduq_store::Query::index(sanduq_store::Index::Gsi1, open_sessions(user_id));
    let mut ended = 0;
    for item in st.store.query(&q).await? {
        let Some(id) = item.get("id").and_then(Value::as_str) else {
            continue;
        };
        if item.get("merchant_id").and_then(Value::as_str) == Some(m.id.as_str()) {
            end(st, m, id, because).await?;
            ended += 1;
        }
    }
    Ok(ended)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(secs: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + secs, 0).unwrap()
    }

    fn session(method: Method) -> Session {
        Session {
            id: "wss_1".into(),
            merchant_id: "mer_1".into(),
            user_id: "usr_1".into(),
            method,
            verified_at: (method == Method::Otp).then_some(t(0)),
            created_at: t(0),
            expires_at: t(100),
            ended_at: None,
            ended_because: None,
        }
    }

    #[test]
    fn a_session_stands_until_it_expires_or_ends() {
        let mut s = session(Method::Otp);
        assert!(s.open(t(99)) && !s.open(t(100)));
        s.ended_at = Some(t(5));
        assert!(!s.open(t(6)));
    }

    #[test]
    fn the_first_pin_wants_a_code_within_ten_minutes() {
        let s = session(Method::Otp);
        assert!(s.freshly_verified(t(FRESH_SECS)));
        assert!(!s.freshly_verified(t(FRESH_SECS + 1)));
        assert!(!session(Method::Merchant).freshly_verified(t(1)));
    }
}
