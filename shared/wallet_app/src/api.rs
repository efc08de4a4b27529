//! The wallet API, called in process: each form of the hosted wallet is the API request
//! its own app would send (the same route, checks, idempotency, limits and errors), with a
//! short access token minted for the signed-in session (`sanduq_api::in_process`).

use crate::session::Holder;
use axum::http::Method;
use axum::Router;
use sanduq_kernel::state::AppState;
use sanduq_wallets::tokens::{self, Claims};
use serde_json::Value;

/// The wallet family's router, as the API serves it.
#[derive(Clone)]
pub struct Api(pub Router);

impl Api {
    pub fn new(st: &AppState) -> Api {
        // the wallet family's routes, the buyer's disputes and cash at an agent
        let routes = sanduq_wallets::routes::routes(st.clone())
            .merge(sanduq_disputes::routes::routes(st.clone()))
            .merge(sanduq_agents::withdrawal_routes::routes(st.clone()));
        let (router, _) = routes.finish(st.clone());
        Api(sanduq_api::family(st.clone(), router))
    }
}

pub use sanduq_api::in_process::Failure;

fn access_token(st: &AppState, h: &Holder) -> Result<String, Failure> {
    let now = st.now_for(&h.merchant).timestamp();
    tokens::sign(
        st,
        &Claims {
            iss: tokens::ISSUER.into(),
            sub: h.user_id.clone(),
            mer: h.merchant.id.clone(),
            sid: h.session.id.clone(),
            amr: tokens::Method::Otp,
            iat: now,
            exp: now + tokens::ACCESS_SECS,
        },
    )
    .map_err(|e| Failure::of(&e))
}

/// One API request for the signed-in user: `Ok(data)` or the refusal.
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
