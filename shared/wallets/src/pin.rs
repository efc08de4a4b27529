//! The user's transaction PIN in the live wallet: set once from a session a code proved in
//! the last ten minutes, changed with the current PIN (wrong ones count towards the block,
//! as on a payment), reset with a fresh code, which also lifts PIN_BLOCKED. Argon2id.

use crate::auth::UserPrincipal;
use crate::codes;
use crate::sessions;
use axum::http::StatusCode;
use axum::response::Response;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::secrets;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Plan};
use sanduq_payments::users::{self, PinCheck};
use serde_json::json;

fn answer(user_id: &str) -> serde_json::Value {
    json!({ "user_id": user_id, "pin_set": true })
}

/// INVALID_PIN with the attempts left, or PIN_BLOCKED when none are.
pub fn wrong_pin(left: u32) -> ApiError {
    if left == 0 {
        return ApiError::new(
            ErrorCode::PinBlocked,
            "too many wrong PINs; the wallet is blocked for payments until the PIN is reset with a code",
        );
    }
    ApiError(
        sanduq_domain::DomainError::new(
            ErrorCode::InvalidPin,
            format!("wrong PIN; {left} attempts remaining"),
        )
        .with_details(json!({ "attempts_remaining": left })),
    )
}

/// `POST /wallet/pin`: the first PIN.
pub async fn set_first(
    st: &AppState,
    up: &UserPrincipal,
    pin: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    let m = &up.merchant;
    if !up.session.freshly_verified(st.now_for(m)) {
        return Err(ApiError::new(
            ErrorCode::Forbidden,
            "setting the first PIN needs a session a code proved in the last 10 minutes; sign in with a code again",
        ));
    }
    let hash = secrets::slow_hash(pin).await?;
    tx::commit(st, idem, || async {
        let users::Found { mut user, version } = users::require_id(st, &m.id, &up.user_id).await?;
        if user.pin_hash.is_some() {
            return Err(ApiError::new(
                ErrorCode::Forbidden,
                "this wallet already has a PIN; change it with /wallet/pin/change or reset it with a code",
            ));
        }
        user.pin_hash = Some(hash.clone());
        user.pin_failures = 0;
        user.updated_at = st.now_for(m);
        let writes = users::pin_set(&m.id, &user, version)?;
        Ok(Plan::answer(writes, StatusCode::OK, answer(&user.id)))
    })
    .await
}

/// `POST /wallet/pin/change`: the current PIN, then the new one.
pub async fn change(
    st: &AppState,
    up: &UserPrincipal,
    pin: &str,
    new_pin: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    let m = &up.merchant;
    let hash = secrets::slow_hash(new_pin).await?;
    tx::commit(st, idem, || async {
        let found = users::require_id(st, &m.id, &up.user_id).await?;
        match users::check_pin(&found, Some(pin), users::PinLess::Refused).await? {
            PinCheck::Wrong { count, left } => Ok(Plan::refusal(vec![count], wrong_pin(left))),
            PinCheck::Accepted(_) => {
                let users::Found { mut user, version } = found;
                user.pin_hash = Some(hash.clone());
                user.pin_failures = 0;
                user.updated_at = st.now_for(m);
                let writes = users::pin_set(&m.id, &user, version)?;
                Ok(Plan::answer(writes, StatusCode::OK, answer(&user.id)))
            }
        }
    })
    .await
}

/// `POST /wallet/pin/reset`: a code sent to the user's own phone, then the new PIN; lifts a
/// block, and counts as a fresh proof of the phone for the session.
pub async fn reset(
    st: &AppState,
    up: &UserPrincipal,
    otp_id: &str,
    code: &str,
    new_pin: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    let m = &up.merchant;
    let hash = secrets::slow_hash(new_pin).await?;
    tx::commit(st, idem, || async {
        let now = st.now_for(m);
        let users::Found { mut user, version } = users::require_id(st, &m.id, &up.user_id).await?;
        let tried = codes::attempt(st, m, otp_id, code, now).await?;
        let phone = user
            .phone
            .as_deref()
            .and_then(|p| sanduq_domain::phone::e164(p, sanduq_domain::phone::DEFAULT_REGION));
        if phone.as_deref() != Some(tried.otp.phone.as_str()) {
            return Err(ApiError(sanduq_domain::DomainError::field(
                "otp_id",
                "is a code sent to another phone; ask for a code to this wallet's phone",
            )));
        }
        if let Err(e) = tried.outcome {
            return Ok(Plan::refusal(vec![tried.write], e));
        }
        user.pin_hash = Some(hash.clone());
        user.pin_failures = 0;
        user.updated_at = now;
        let mut writes = vec![tried.write];
        writes.extend(users::pin_set(&m.id, &user, version)?);
        if let Some(f) = sessions::find(st, &up.session.id).await? {
            writes.push(sessions::reverified(st, m, &f, now)?);
        }
        Ok(Plan::answer(writes, StatusCode::OK, answer(&user.id)))
    })
    .await
}
