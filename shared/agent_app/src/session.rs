//! Who is using the agent app: a cookie (HttpOnly, SameSite=Strict, Secure outside
//! loopback, Path=/agent) naming a sign-in kept as the hash of the cookie's value next to
//! the agent session (`ags_…`) it opened and the CSRF token of its forms. It lasts as long
//! as the agent's shift session; ending that session (or closing the agent) ends it at once.
//! Before sign-in, the forms carry a double-submit token from a pre-session cookie.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, Method};
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Duration, Utc};
use sanduq_agents::sessions::{session_key, AgentSession, SHIFT_HOURS};
use sanduq_api::browser::{cookie, Jar};
use sanduq_domain::agent::Status;
use sanduq_domain::ids::new_secret;
use sanduq_domain::merchant::Merchant;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items;
use sanduq_kernel::secrets::hash_key;
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Key, Write};
use serde_json::{json, Value};

/// The signed-in cookie.
pub const SESSION: &str = "sanduq_agent";
/// The sign-in forms' double-submit token.
pub const PRESESSION: &str = "sanduq_agent_pre";
/// The merchant whose agent app this browser opened last (not secret).
pub const MERCHANT: &str = "sanduq_agent_merchant";

/// The agent app's cookies: its pages only; Strict (no other site links into a till).
pub const JAR: Jar = Jar {
    path: "/agent",
    same_site: "Strict",
};

fn key(token: &str) -> Key {
    Key::new(format!("AAPP#{}", hash_key(token)), "COOKIE")
}

/// A new sign-in for agent session `s`: the cookie's value and the write that keeps it.
pub async fn start(st: &AppState, s: &AgentSession) -> ApiResult<String> {
    let token = new_secret("ack_");
    let expires = Utc::now() + Duration::hours(SHIFT_HOURS);
    let item = items::to_item(
        &json!({
            "session_id": s.id,
            "merchant_id": s.merchant_id,
            "agent_id": s.agent_id,
            "csrf": new_secret(""),
            "expires_at": expires,
            "ttl": (expires + Duration::days(1)).timestamp(),
        }),
        &key(&token),
        &[],
    )?;
    st.store
        .transact(vec![Write::Put {
            item,
            cond: Some(Cond::NotExists),
        }])
        .await?;
    Ok(token)
}

/// Forgets a sign-in (its cookie stops working at once).
pub async fn forget(st: &AppState, token: &str) -> ApiResult<()> {
    st.store
        .transact(vec![Write::Delete {
            key: key(token),
            cond: None,
        }])
        .await?;
    Ok(())
}

/// A signed-in agent of the app, with its merchant and session.
#[derive(Clone)]
pub struct Holder {
    pub merchant: Merchant,
    pub agent_id: String,
    pub session: AgentSession,
    pub csrf: String,
    pub token: String,
}

/// Where to sign in again: to the merchant the visit named (`?merchant=`), else the one the
/// browser knows, in the language and theme the visit asked for.
pub fn to_signin(headers: &HeaderMap, query: Option<&str>, ended: bool) -> Response {
    sanduq_wallet_app::session::to_signin_at("/agent", MERCHANT, (headers, query), ended)
}

async fn holder(st: &AppState, token: &str) -> ApiResult<Option<Holder>> {
    if !token.starts_with("ack_") || token.len() > 128 {
        return Ok(None);
    }
    let Some(item) = st.store.get(&key(token)).await? else {
        return Ok(None);
    };
    let text = |k: &str| {
        item.get(k)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    };
    let alive = item
        .get("expires_at")
        .cloned()
        .and_then(|v| serde_json::from_value::<DateTime<Utc>>(v).ok())
        .is_some_and(|t| Utc::now() < t);
    if !alive {
        return Ok(None);
    }
    let Some(merchant) = items::load_merchant(st, &text("merchant_id")).await? else {
        return Ok(None);
    };
    let Some(stored) = st
        .store
        .get_stored(&session_key(&text("session_id")))
        .await?
    else {
        return Ok(None);
    };
    let session: AgentSession = items::from_stored(&stored)?;
    if !session.open(st.now_for(&merchant)) || session.agent_id != text("agent_id") {
        return Ok(None);
    }
    let (agent, _) = sanduq_agents::records::load(st, &merchant.id, &session.agent_id).await?;
    if agent.status == Status::Closed {
        return Ok(None);
    }
    Ok(Some(Holder {
        merchant,
        agent_id: session.agent_id.clone(),
        session,
        csrf: text("csrf"),
        token: token.to_string(),
    }))
}

impl FromRequestParts<AppState> for Holder {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, st: &AppState) -> Result<Holder, Response> {
        let Some(token) = cookie(&parts.headers, SESSION).map(str::to_string) else {
            return Err(to_signin(&parts.headers, parts.uri.query(), false));
        };
        match holder(st, &token).await {
            Ok(Some(h)) => Ok(h),
            Ok(None) => {
                let mut r = to_signin(
                    &parts.headers,
                    parts.uri.query(),
                    parts.method == Method::GET,
                );
                r.headers_mut().append(
                    axum::http::header::SET_COOKIE,
                    JAR.set(&parts.headers, SESSION, "", Some(0), true),
                );
                Err(r)
            }
            Err(e) => Err(e.into_response()),
        }
    }
}

/// The sign-in forms' token: the pre-session cookie's value, and the cookie to set when
/// the browser has none yet.
pub fn presession(headers: &HeaderMap) -> (String, Option<HeaderValue>) {
    sanduq_wallet_app::session::presession_in(&JAR, PRESESSION, "aps_", headers)
}
