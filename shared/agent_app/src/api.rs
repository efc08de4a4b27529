//! The agent API, called in process: each form of the agent app is the request the agent's
//! own app would send (the same route, PIN checks, limits, idempotency and errors), with a
//! short access token minted for the signed-in agent session. The token never leaves the
//! server.

use crate::session::Holder;
use axum::http::Method;
use axum::Router;
use sanduq_kernel::state::AppState;
use sanduq_wallets::tokens::{self, Claims};
use serde_json::Value;

pub use sanduq_api::in_process::Failure;

/// The agent's routes (its desk and paying withdrawals out), as the API serves them.
#[derive(Clone)]
pub struct Api(pub Router);

impl Api {
    pub fn new(st: &AppState) -> Api {
        let routes = sanduq_agents::desk_routes::routes(st.clone())
            .merge(sanduq_agents::withdrawal_routes::routes(st.clone()));
        let (router, _) = routes.finish(st.clone());
        Api(sanduq_api::family(st.clone(), router))
    }
}

/// How long the token minted for one request lives.
const SECS: i64 = 60;

fn access_token(st: &AppState, h: &Holder) -> Result<String, Failure> {
    let now = st.now_for(&h.merchant).timestamp();
    tokens::sign(
        st,
        &Claims {
            iss: tokens::ISSUER.into(),
            sub: h.agent_id.clone(),
            mer: h.merchant.id.clone(),
            sid: h.session.id.clone(),
            amr: tokens::Method::Otp,
            iat: now,
            exp: now + SECS,
        },
    )
    .map_err(|e| Failure::of(&e))
}

/// One agent API request for the signed-in agent: `Ok(data)` or the refusal.
pub async fn call(
    st: &AppState,
    api: &Api,
    h: &Holder,
    (method, path): (Method, &str),
    body: Option<&Value>,
    idempotency_key: Option<&str>,
) -> Result<Value, Failure> {
    let token = access_token(st, h)?;
    sanduq_api::in_process::call(&api.0, &token, (method, path), body, idempotency_key).await
}
