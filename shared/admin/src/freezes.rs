//! An operator's freeze of a user's wallet, scoped as banks scope it: `debits` (nothing
//! leaves: payments, payment codes, transfers and cash-out), `credits` (nothing new comes
//! in: refunds, top-ups, cash-in, transfers to the user) or `all`. The rules are the user's
//! own (`User::may_move_money`, `User::may_receive_money`); here they are set and lifted,
//! each with its event to the merchant. Freezes add up (debits then credits is all; a
//! narrower freeze after a wider one changes nothing) and only a lift takes one away, for
//! its scope (docs/decisions.md, "Freezes add up").

use sanduq_domain::user::{Freeze, FreezeScope, User};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::sequence;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_payments::users;
use serde_json::{json, Value};

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
        "frozen": u.freeze().map(|f| json!({ "scope": f.scope.as_str(), "reason": f.reason, "at": f.at })),
    })
}

/// What an operator does to a wallet's freeze.
#[derive(Debug, Clone)]
pub enum Change {
    /// Adds `scope` to what the wallet is frozen for, with the operator's reason.
    Freeze(FreezeScope, String),
    /// Lifts `scope` of the freeze (`all`: the whole of it).
    Lift(FreezeScope),
}

/// The freeze a wallet has after `change`; `None` when nothing is frozen. A change that
/// freezes nothing new, or lifts nothing frozen, leaves the freeze as it was.
pub(crate) fn after(
    frozen: Option<&Freeze>,
    change: &Change,
    now: chrono::DateTime<chrono::Utc>,
) -> Option<Freeze> {
    match (frozen, change) {
        (None, Change::Freeze(scope, reason)) => Some(Freeze {
            scope: *scope,
            reason: reason.clone(),
            at: now,
        }),
        (Some(f), Change::Freeze(scope, reason)) if f.scope.with(*scope) != f.scope => {
            Some(Freeze {
                scope: f.scope.with(*scope),
                reason: reason.clone(),
                at: now,
            })
        }
        (Some(f), Change::Lift(scope)) => f.scope.without(*scope).map(|left| Freeze {
            scope: left,
            ..f.clone()
        }),
        (f, _) => f.cloned(),
    }
}

/// The merchant of user `user_id` when lifting `scope` would lift anything (a lift that
/// changes nothing needs nobody's approval); None when it would not.
pub async fn would_lift(
    st: &AppState,
    user_id: &str,
    scope: FreezeScope,
) -> ApiResult<Option<String>> {
    if !sanduq_domain::ids::has_shape(user_id, "usr") {
        return Err(missing());
    }
    let item = st
        .store
        .get_stored(&items::user_key(user_id))
        .await?
        .ok_or_else(missing)?;
    let user: User = items::from_stored(&item)?;
    let now = chrono::Utc::now();
    let lifted = after(user.frozen.as_ref(), &Change::Lift(scope), now);
    let lifts = lifted.as_ref().map(|f| f.scope) != user.frozen.as_ref().map(|f| f.scope);
    Ok(lifts.then_some(user.merchant_id))
}

/// Applies `change` to the freeze of user `user_id` (a service id, any merchant). A change
/// that leaves the freeze as it was writes nothing and sends nothing.
pub async fn set(st: &AppState, user_id: &str, change: Change) -> ApiResult<Value> {
    if !sanduq_domain::ids::has_shape(user_id, "usr") {
        return Err(missing());
    }
    // the freeze as the plan that made the change read it, for the staff audit trail
    let before = std::sync::Mutex::new(Value::Null);
    let after = set_now(st, user_id, change, &before).await?;
    let before = before.into_inner().unwrap_or_else(|p| p.into_inner());
    crate::trail::note(before, after.clone());
    Ok(after)
}

async fn set_now(
    st: &AppState,
    user_id: &str,
    change: Change,
    before: &std::sync::Mutex<Value>,
) -> ApiResult<Value> {
    let out = tx::apply(st, Guard::Versioned, || async {
        let item = st
            .store
            .get_stored(&items::user_key(user_id))
            .await?
            .ok_or_else(missing)?;
        let version = item.version();
        let mut user: User = items::from_stored(&item)?;
        *before.lock().unwrap_or_else(|p| p.into_inner()) = view(&user);
        let m = items::load_merchant(st, &user.merchant_id)
            .await?
            .ok_or_else(missing)?;
        let now = st.now_for(&m);
        let frozen = after(user.frozen.as_ref(), &change, now);
        if frozen.as_ref().map(|f| f.scope) == user.frozen.as_ref().map(|f| f.scope) {
            return Ok(Plan::new(vec![], view(&user)));
        }
        user.frozen = frozen;
        user.updated_at = now;
        let lifted = match &change {
            Change::Freeze(..) => None,
            Change::Lift(scope) => Some(*scope),
        };
        let mut writes = vec![users::user_item(&user, Some(version))?];
        writes.extend(users::freeze_event(
            &m.id,
            &user,
            lifted,
            sequence(version + 1, 0),
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

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeDelta, Utc};
    use FreezeScope::*;

    #[test]
    fn a_second_freeze_adds_to_the_first_and_a_lift_takes_only_its_scope() {
        let t0 = Utc::now();
        let t1 = t0 + TimeDelta::minutes(5);
        let all = after(None, &Change::Freeze(All, "fraud".into()), t0).unwrap();
        // credits after all: still all, the first freeze's reason and time kept
        assert_eq!(
            after(Some(&all), &Change::Freeze(Credits, "x".into()), t1),
            Some(all.clone())
        );
        let debits = after(None, &Change::Freeze(Debits, "a".into()), t0).unwrap();
        let both = after(Some(&debits), &Change::Freeze(Credits, "b".into()), t1).unwrap();
        assert_eq!((both.scope, both.reason.as_str(), both.at), (All, "b", t1));
        let left = after(Some(&both), &Change::Lift(Debits), t1).unwrap();
        assert_eq!((left.scope, left.reason.as_str()), (Credits, "b"));
        assert_eq!(
            after(Some(&left), &Change::Lift(Debits), t1),
            Some(left.clone())
        );
        assert_eq!(after(Some(&left), &Change::Lift(All), t1), None);
        assert_eq!(after(None, &Change::Lift(All), t1), None);
    }
}
