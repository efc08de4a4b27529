//! An agent signed in: a code sent to its phone (`Purpose::Agent`: a wallet's code does not
//! open it) opens a session for a shift (`SHIFT_HOURS`), its access token signed as a
//! wallet's is (the ring of token keys) and naming the agent (`ag_…`) and the session
//! (`ags_…`): a user's token is not an agent's, nor the reverse, and a session that ended or
//! an agent closed ends its token at once. Money moves need the agent's PIN besides.

use crate::records;
use axum::extract::{FromRequest, Request, State};
use axum::http::HeaderMap;
use axum::middleware::Next;
use axum::response::Response;
use chrono::{DateTime, Duration, Utc};
use sanduq_api::client::ClientAddr;
use sanduq_api::validate::Body;
use sanduq_domain::agent::{Agent, Status};
use sanduq_domain::ids::new_id;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::otp::Purpose;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_store::Key;
use sanduq_wallets::tokens::{self, Claims, Method, Rejected};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// How long an agent's session and its token last: a shift at the counter.
pub const SHIFT_HOURS: i64 = 12;

/// How recently a code must have proved the phone to set the PIN.
pub const FRESH_SECS: i64 = 10 * 60;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AgentSession {
    pub id: String,
    pub merchant_id: String,
    pub agent_id: String,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub verified_at: DateTime<Utc>,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub expires_at: DateTime<Utc>,
    #[serde(default, with = "sanduq_domain::time::rfc3339_opt")]
    pub ended_at: Option<DateTime<Utc>>,
}

impl AgentSession {
    pub fn open(&self, now: DateTime<Utc>) -> bool {
        self.ended_at.is_none() && now < self.expires_at
    }

    /// Whether its code proved the phone within `FRESH_SECS` of `now`.
    pub fn freshly_verified(&self, now: DateTime<Utc>) -> bool {
        now - self.verified_at <= Duration::seconds(FRESH_SECS)
    }
}

pub fn session_key(id: &str) -> Key {
    Key::new(["AGSESS#", id].concat(), "SESSION")
}

fn no_agent() -> ApiError {
    ApiError::new(
        ErrorCode::NotFound,
        "no agent of this merchant has this phone; the merchant registers its agents",
    )
}

/// Signs an agent in with the code sent to its phone: the try counted whatever its outcome;
/// a right code for the phone of an agent of `m` (not closed) opens a session in the same
/// transaction. Answers the token and the agent.
pub async fn sign_in(st: &AppState, m: &Merchant, otp_id: &str, code: &str) -> ApiResult<Value> {
    let out = tx::apply(st, Guard::Versioned, || async {
        let now = st.now_for(m);
        let tried =
            sanduq_wallets::codes::attempt_for(st, m, otp_id, code, now, Purpose::Agent).await?;
        if let Err(e) = tried.outcome {
            return Ok(Plan::refusal(vec![tried.write], e));
        }
        let claim = st
            .store
            .get(&records::phone_key(&m.id, &tried.otp.phone))
            .await?;
        let Some(agent_id) = claim
            .as_ref()
            .and_then(|c| c.get("agent_id"))
            .and_then(Value::as_str)
        else {
            return Ok(Plan::refusal(vec![tried.write], no_agent()));
        };
        let (a, _) = records::load(st, &m.id, agent_id).await?;
        if a.status == Status::Closed {
            return Ok(Plan::refusal(vec![tried.write], no_agent()));
        }
        let s = AgentSession {
            id: new_id("ags"),
            merchant_id: m.id.clone(),
            agent_id: a.id.clone(),
            verified_at: now,
            created_at: now,
            expires_at: now + Duration::hours(SHIFT_HOURS),
            ended_at: None,
        };
        let token = tokens::sign(
            st,
            &Claims {
                iss: tokens::ISSUER.into(),
                sub: a.id.clone(),
                mer: m.id.clone(),
                sid: s.id.clone(),
                amr: Method::Otp,
                iat: now.timestamp(),
                exp: s.expires_at.timestamp(),
            },
        )?;
        // deleted a day after it ends (real time; the business clock may run ahead)
        let ttl = (Utc::now() + (s.expires_at - now) + Duration::days(1)).timestamp();
        let writes = vec![
            tried.write,
            items::versioned_put(&s, &session_key(&s.id), None, &[("ttl", ttl.into())])?,
        ];
        let balances = records::accounts(st, &a.id).await?;
        Ok(Plan::new(
            writes,
            json!({
                "access_token": token,
                "token_type": "Bearer",
                "expires_in": SHIFT_HOURS * 3600,
                "agent": records::view(&a, &balances),
            }),
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

/// The agent a request acts for, as read with the request (and the version read).
#[derive(Clone, Debug)]
pub struct AgentPrincipal {
    pub merchant: Merchant,
    pub agent: Agent,
    pub version: u64,
    pub session: AgentSession,
}

fn invalid() -> ApiError {
    ApiError::new(
        ErrorCode::Forbidden,
        "the agent access token is not valid; sign in again",
    )
}

async fn principal(st: &AppState, headers: &HeaderMap) -> Result<AgentPrincipal, ApiError> {
    let Some(token) = sanduq_api::auth::bearer(headers) else {
        return Err(ApiError::new(
            ErrorCode::Forbidden,
            "send the agent's access token as Authorization: Bearer <token>",
        ));
    };
    let claims = tokens::verify(st, token).map_err(|_| invalid())?;
    // a user's token names a user and a wallet session: not an agent's
    if !claims.sid.starts_with("ags_") || !claims.sub.starts_with("ag_") {
        return Err(invalid());
    }
    let merchant = items::load_merchant(st, &claims.mer)
        .await?
        .ok_or_else(invalid)?;
    merchant.require_approved()?;
    let now = st.now_for(&merchant);
    tokens::live(&claims, now.timestamp()).map_err(Rejected::error)?;
    let ended = || {
        ApiError::new(
            ErrorCode::TokenExpired,
            "this session has ended; sign in again",
        )
    };
    let item = st
        .store
        .get_stored(&session_key(&claims.sid))
        .await?
        .ok_or_else(ended)?;
    let session: AgentSession = items::from_stored(&item)?;
    if !session.open(now) || session.agent_id != claims.sub || session.merchant_id != claims.mer {
        return Err(ended());
    }
    let (agent, version) = records::load(st, &merchant.id, &claims.sub).await?;
    if agent.status == Status::Closed {
        return Err(ended());
    }
    Ok(AgentPrincipal {
        merchant,
        agent,
        version,
        session,
    })
}

/// Bearer agent access token: the agent's own routes, each agent rate limited on its own.
pub async fn agent_token(State(st): State<AppState>, mut req: Request, next: Next) -> Response {
    let p = match principal(&st, req.headers()).await {
        Ok(p) => p,
        Err(e) => return sanduq_api::auth::refused(&st, &ClientAddr::of(&req), e).await,
    };
    let who = format!("agent:{}", p.agent.id);
    let limit = p
        .merchant
        .rate_limit
        .unwrap_or(st.config.default_rate_limit);
    let merchant_id = p.merchant.id.clone();
    req.extensions_mut().insert(p);
    let mut res = sanduq_api::auth::limited(&st, &who, limit, req, next).await;
    res.extensions_mut()
        .insert(sanduq_api::error::LoggedMerchant(merchant_id));
    res
}

/// An agent's write: who sent it, its Idempotency-Key (required, scoped to the agent) and
/// its JSON body read under the route's description.
pub struct AgentWrite {
    pub agent: AgentPrincipal,
    pub idem: Idem,
    pub body: Body,
}

impl<S: Send + Sync> FromRequest<S> for AgentWrite {
    type Rejection = ApiError;

    async fn from_request(req: Request, _: &S) -> Result<Self, ApiError> {
        let Some(agent) = req.extensions().get::<AgentPrincipal>().cloned() else {
            tracing::error!("an agent write route without agent authentication");
            return Err(ApiError::new(
                ErrorCode::ServerError,
                "unexpected internal error",
            ));
        };
        let (idem, body, _) = sanduq_api::extract::scoped_write(req, &agent.agent.id).await?;
        Ok(AgentWrite { agent, idem, body })
    }
}

/// `ApiResult` of a read of the signed-in agent.
pub async fn shown(st: &AppState, p: &AgentPrincipal) -> ApiResult<Value> {
    let balances = records::accounts(st, &p.agent.id).await?;
    Ok(records::view(&p.agent, &balances))
}
