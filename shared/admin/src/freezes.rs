//! An operator's freeze of a user's wallet, scoped as banks scope it: `debits` (nothing
//! leaves: payments, payment codes, transfers and cash-out), `credits` (nothing new comes
//! in: refunds, top-ups, cash-in, transfers to the user) or `all`. The rules are the user's
//! own (`User::may_move_money`, `User::may_receive_money`); here they are set and lifted,
//! each with its event to the merchant.

use sanduq_domain::user::{Freeze, FreezeScope, User};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::{event, sequence};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_payments::{users, views};
use serde_json::{json, Map, Value};

/// Longest reason kept.
pub const MAX_REASON: usize = 500;

fn missing() -> ApiError {
    ApiError::new(ErrorCode::WalletNotFound, "no user with that id")
}

/// What an answer shows of a user's freeze.
pub fn view(u: &User) -> Value {
    json!({
        "user_id": u.id,
        "merchant_id": u.merchant_id,
        "frozen": u.frozen.as_ref().map(|f| json!({ "scope": f.scope.as_str(), "reason": f.reason, "at": f.at })),
    })
}

/// Sets (`Some`) or lifts (`None`) the freeze of user `user_id` (a service id, any merchant).
/// The same freeze again changes nothing and sends nothing.
pub async fn set(
    st: &AppState,
    user_id: &str,
    freeze: Option<(FreezeScope, String)>,
) -> ApiResult<Value> {
    if !sanduq_domain::ids::has_shape(user_id, "usr") {
        return Err(missing());
    }
    let out = tx::apply(st, Guard::Versioned, || async {
        let item = st
            .store
            .get_stored(&items::user_key(user_id))
            .await?
            .ok_or_else(missing)?;
        let version = item.version();
        let mut user: User = items::from_stored(&item)?;
        let m = items::load_merchant(st, &user.merchant_id)
            .await?
            .ok_or_else(missing)?;
        let now = st.now_for(&m);
        let same = match (&user.frozen, &freeze) {
            (None, None) => true,
            (Some(f), Some((scope, reason))) => f.scope == *scope && f.reason == *reason,
            _ => false,
        };
        if same {
            return Ok(Plan::new(vec![], view(&user)));
        }
        user.frozen = freeze.as_ref().map(|(scope, reason)| Freeze {
            scope: *scope,
            reason: reason.clone(),
            at: now,
        });
        user.updated_at = now;
        let mut extra = Map::new();
        let kind = match &user.frozen {
            Some(f) => {
                extra.insert(
                    "freeze".into(),
                    json!({ "scope": f.scope.as_str(), "reason": f.reason, "at": f.at }),
                );
                "user.frozen"
            }
            None => "user.unfrozen",
        };
        let mut writes = vec![users::user_item(&user, Some(version))?];
        writes.extend(event(
            &m.id,
            kind,
            views::user_object(&user),
            sequence(version + 1, 0),
            extra,
            now,
        ));
        Ok(Plan::new(writes, view(&user)))
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
