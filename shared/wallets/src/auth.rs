//! Who is calling the wallet: a merchant's user with an access token. The token must be
//! ours (a key of the ring), not past its time on the merchant's clock, and its session
//! still open: a session that ended (signed out, or a refresh token reused) ends its access
//! tokens at once, not when they expire. Each user is rate limited on its own.

use crate::sessions::{self, Session};
use crate::tokens::{self, Claims, Rejected};
use axum::extract::{FromRequest, Request, State};
use axum::http::HeaderMap;
use axum::middleware::Next;
use axum::response::Response;
use sanduq_api::client::ClientAddr;
use sanduq_api::validate::Body;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;

/// The user a request acts for.
#[derive(Clone, Debug)]
pub struct UserPrincipal {
    pub merchant: Merchant,
    pub user_id: String,
    pub session: Session,
    pub claims: Claims,
}

async fn principal(st: &AppState, headers: &HeaderMap) -> Result<UserPrincipal, ApiError> {
    let Some(token) = sanduq_api::auth::bearer(headers) else {
        return Err(ApiError::new(
            ErrorCode::Forbidden,
            "send the user's access token as Authorization: Bearer <token>",
        ));
    };
    let claims = tokens::verify(st, token).map_err(Rejected::error)?;
    let merchant = items::load_merchant(st, &claims.mer)
        .await?
        .ok_or_else(|| Rejected::Invalid.error())?;
    merchant.require_approved()?;
    let now = st.now_for(&merchant);
    tokens::live(&claims, now.timestamp()).map_err(Rejected::error)?;
    let ended = || {
        ApiError::new(
            ErrorCode::TokenExpired,
            "this session has ended; sign in again",
        )
    };
    let s = sessions::find(st, &claims.sid)
        .await?
        .ok_or_else(ended)?
        .session;
    if !s.open(now) || s.user_id != claims.sub || s.merchant_id != claims.mer {
        return Err(ended());
    }
    Ok(UserPrincipal {
        merchant,
        user_id: claims.sub.clone(),
        session: s,
        claims,
    })
}

/// Bearer user access token: the wallet's own routes.
pub async fn user_token(State(st): State<AppState>, mut req: Request, next: Next) -> Response {
    let p = match principal(&st, req.headers()).await {
        Ok(p) => p,
        Err(e) => return sanduq_api::auth::refused(&st, &ClientAddr::of(&req), e).await,
    };
    let who = format!("user:{}", p.user_id);
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

/// A user's write: who sent it, its Idempotency-Key (required, scoped to the user) and its
/// JSON body read under the route's description.
pub struct UserWrite {
    pub user: UserPrincipal,
    pub idem: Idem,
    pub body: Body,
}

impl<S: Send + Sync> FromRequest<S> for UserWrite {
    type Rejection = ApiError;

    async fn from_request(req: Request, _: &S) -> Result<Self, ApiError> {
        let Some(user) = req.extensions().get::<UserPrincipal>().cloned() else {
            tracing::error!("a user write route without user authentication");
            return Err(ApiError::new(
                ErrorCode::ServerError,
                "unexpected internal error",
            ));
        };
        let (idem, body, _) = sanduq_api::extract::scoped_write(req, &user.user_id).await?;
        Ok(UserWrite { user, idem, body })
    }
}
