//! A merchant's fee schedule for cash in and out at its agents (`sanduq_domain::agent_fees`),
//! one item (`MER#<m>` / `AGENT_FEES`): read with each operation, so a change applies to the
//! next one; `PUT /agent-fees` replaces it whole.

use axum::http::StatusCode;
use axum::response::Response;
use sanduq_domain::agent_fees::Schedule;
use sanduq_domain::merchant::Merchant;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Plan};
use sanduq_store::Key;
use serde_json::{json, Value};

fn key(m: &str) -> Key {
    Key::new(["MER#", m].concat(), "AGENT_FEES")
}

/// Merchant `m`'s schedule (none set: no fees).
pub async fn load(st: &AppState, m: &str) -> ApiResult<Schedule> {
    match st.store.get(&key(m)).await? {
        Some(item) => items::from_item(item),
        None => Ok(Schedule::default()),
    }
}

pub fn view(s: &Schedule) -> Value {
    let mut v = serde_json::to_value(s).unwrap_or_default();
    v["object"] = json!("agent_fees");
    v
}

/// Replaces merchant `m`'s schedule.
pub async fn replace(
    st: &AppState,
    m: &Merchant,
    s: &Schedule,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let w = items::put(s, &key(&m.id), &[], None)?;
        Ok(Plan::answer(vec![w], StatusCode::OK, view(s)))
    })
    .await
}
