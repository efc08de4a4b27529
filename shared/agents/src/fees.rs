//! A merchant's fee schedule for cash in and out at its agents (`sanduq_domain::agent_fees`),
//! one item (`MER#<m>` / `AGENT_FEES`): read with each operation, so a change applies to the
//! next one; `PUT /agent-fees` replaces it whole. And its settings for cash out at agents
//! (`MER#<m>` / `AGENT_SETTINGS`: the smallest note, a user's day), changed by
//! `PATCH /agent-settings`.

use axum::http::StatusCode;
use axum::response::Response;
use sanduq_domain::agent_fees::Schedule;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::withdrawal::Settings;
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

fn settings_key(m: &str) -> Key {
    Key::new(["MER#", m].concat(), "AGENT_SETTINGS")
}

/// Merchant `m`'s settings for cash out at its agents (none set: the defaults).
pub async fn settings(st: &AppState, m: &str) -> ApiResult<Settings> {
    match st.store.get(&settings_key(m)).await? {
        Some(item) => items::from_item(item),
        None => Ok(Settings::default()),
    }
}

pub fn settings_view(s: &Settings) -> Value {
    let mut v = serde_json::to_value(s).unwrap_or_default();
    v["object"] = json!("agent_settings");
    v
}

/// Merchant `m`'s settings changed by `change` (what it leaves out stays).
pub async fn change_settings(
    st: &AppState,
    m: &Merchant,
    change: &SettingsChange,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let mut s = settings(st, &m.id).await?;
        if let Some(n) = change.smallest_iqd_note {
            s.smallest_iqd_note = n;
        }
        if let Some(n) = change.user_daily_iqd {
            s.user_daily_iqd = n;
        }
        if let Some(n) = change.user_daily_usd {
            s.user_daily_usd = n;
        }
        let w = items::put(&s, &settings_key(&m.id), &[], None)?;
        Ok(Plan::answer(vec![w], StatusCode::OK, settings_view(&s)))
    })
    .await
}

/// What a request changes of the settings.
#[derive(Debug, Default)]
pub struct SettingsChange {
    pub smallest_iqd_note: Option<i64>,
    pub user_daily_iqd: Option<i64>,
    pub user_daily_usd: Option<i64>,
}
