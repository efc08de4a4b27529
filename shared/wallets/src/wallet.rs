//! `GET /wallet`: the signed-in user, each account with its amount written in each locale,
//! whether the PIN is set or blocked, the identity tier, and its limits with what is used.

use crate::accounts::account;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::user::MAX_PIN_FAILURES;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::state::AppState;
use sanduq_payments::{users, views};
use serde_json::{json, Value};

pub async fn view(st: &AppState, m: &Merchant, user_id: &str) -> ApiResult<Value> {
    let f = users::require_id(st, &m.id, user_id).await?;
    let balances = users::balances(st, &f.user.id).await?;
    let accounts: Vec<Value> = balances.iter().map(|(c, b)| account(*c, *b)).collect();
    Ok(json!({
        "user": views::user_object(&f.user),
        "accounts": accounts,
        "family": crate::dependants::own_view(st, m, &f.user).await?,
        "pin_set": f.user.pin_hash.is_some(),
        "pin_blocked": f.user.pin_failures >= MAX_PIN_FAILURES,
        "frozen": f.user.frozen_for().map(|z| z.as_str()),
        "kyc": crate::kyc::standing(&f.user),
        "limits": crate::limits::usage(st, &f.user, st.now_for(m)).await?,
    }))
}
