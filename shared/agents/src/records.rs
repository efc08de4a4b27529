//! An agent in the store: its item (`AGT#<id>` / `AGENT`, versioned) in its merchant's list
//! (GSI1 `MER#<m>#AGENTS`, oldest first by creation), the claims that keep its code and
//! phone unique within the merchant (`MER#<m>#AGCODE#<code>`, kept for good so a code is
//! never given twice; `MER#<m>#AGPHONE#<e164>`, given back when it closes or changes
//! number), its accounts (`items::agent_account_key`) and its operations' list (GSI4
//! `items::agent_ops_key`: float moves, cash-ins, withdrawals paid out).

use chrono::{DateTime, Utc};
use sanduq_domain::agent::{Agent, Status};
use sanduq_domain::ids::has_shape;
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::cursor;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_store::{Index, Key, Query, Write};
use serde_json::{json, Value};

pub fn key(id: &str) -> Key {
    Key::new(["AGT#", id].concat(), "AGENT")
}

/// The merchant's agents (GSI1).
pub fn merchant_key(m: &str) -> String {
    ["MER#", m, "#AGENTS"].concat()
}

/// The claim on a code within merchant `m`.
pub fn code_key(m: &str, code: &str) -> Key {
    Key::new(["MER#", m, "#AGCODE#", code].concat(), "AGENT")
}

/// The claim on a phone number within merchant `m`.
pub fn phone_key(m: &str, phone: &str) -> Key {
    Key::new(["MER#", m, "#AGPHONE#", phone].concat(), "AGENT")
}

pub fn not_found() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no agent with that id")
}

/// The agent's write, on the version it was read at (None: new).
pub fn put(a: &Agent, read: Option<u64>) -> ApiResult<Write> {
    let extra: Vec<(&str, Value)> = vec![
        ("gsi1pk", merchant_key(&a.merchant_id).into()),
        (
            "gsi1sk",
            [&sort_time(a.created_at), "#", &a.id].concat().into(),
        ),
    ];
    items::versioned_put(a, &key(&a.id), read, &extra)
}

/// A claim's write: `agent_id` holds the code or phone at `key` (refused when another does).
pub fn claim(key: Key, agent_id: &str) -> ApiResult<Write> {
    items::put(
        &json!({ "agent_id": agent_id }),
        &key,
        &[],
        Some(sanduq_store::Cond::NotExists),
    )
}

/// Merchant `m`'s agent and the version it was read at (another's is not found).
pub async fn load(st: &AppState, m: &str, id: &str) -> ApiResult<(Agent, u64)> {
    if !has_shape(id, "ag") {
        return Err(not_found());
    }
    let item = st.store.get_stored(&key(id)).await?.ok_or_else(not_found)?;
    let version = item.version();
    let a: Agent = items::from_stored(&item)?;
    if a.merchant_id != m {
        return Err(not_found());
    }
    Ok((a, version))
}

/// An agent's float and commission in each currency, in `Currency::ALL`'s order.
pub async fn accounts(st: &AppState, agent_id: &str) -> ApiResult<Vec<(Currency, i64, i64)>> {
    let keys: Vec<Key> = Currency::ALL
        .iter()
        .flat_map(|c| {
            [false, true].map(|commission| items::agent_account_key(agent_id, commission, *c))
        })
        .collect();
    let got = st.store.get_many_stored(&keys).await?;
    Currency::ALL
        .iter()
        .zip(got.chunks(2))
        .map(|(c, pair)| {
            Ok((
                *c,
                items::stored_balance(pair[0].as_ref())?,
                items::stored_balance(pair[1].as_ref())?,
            ))
        })
        .collect()
}

/// Every agent of merchant `m`, oldest first (the audit and safeguarding read them all).
pub async fn of_merchant(st: &AppState, m: &str) -> ApiResult<Vec<Agent>> {
    st.store
        .query(&Query::index(Index::Gsi1, merchant_key(m)))
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

/// The agent as its merchant sees it, with its balances.
pub fn view(a: &Agent, balances: &[(Currency, i64, i64)]) -> Value {
    let money = |f: fn(&(Currency, i64, i64)) -> i64| -> Value {
        balances
            .iter()
            .map(|b| (b.0.code().to_string(), json!(f(b))))
            .collect::<serde_json::Map<_, _>>()
            .into()
    };
    json!({
        "id": a.id,
        "object": "agent",
        "merchant_id": a.merchant_id,
        "name": a.name,
        "phone": a.phone,
        "code": a.code,
        "location": a.location,
        "till_number": a.till_number,
        "status": a.status.as_str(),
        "limits": a.limits,
        "float": money(|b| b.1),
        "commission": money(|b| b.2),
        "pin_set": a.pin_hash.is_some(),
        "activated_at": a.activated_at,
        "created_at": a.created_at,
        "updated_at": a.updated_at,
    })
}

/// Which page of the merchant's list a request asks for.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub status: Option<Status>,
    pub governorate: Option<String>,
    pub after: Option<String>,
    pub limit: usize,
}

/// A cursor an agent list gave: a row's sort key.
pub fn cursor_of(text: &str) -> Option<String> {
    cursor::decode(text, "ag")
}

/// One page of merchant `m`'s agents, newest first, each with its balances.
pub async fn list(st: &AppState, m: &str, f: &Filter) -> ApiResult<Value> {
    let w = cursor::Window {
        index: Index::Gsi1,
        pk: merchant_key(m),
        low: "0".into(),
        high: "~".into(),
    };
    let keep = |r: &sanduq_store::Item| {
        let Ok(a) = items::from_shared_item::<Agent>(r) else {
            return false;
        };
        f.status.is_none_or(|s| a.status == s)
            && f.governorate
                .as_ref()
                .is_none_or(|g| g == &a.location.governorate)
    };
    let page = cursor::newest_first(st, &w, f.after.as_deref(), f.limit, keep).await?;
    let mut data = Vec::with_capacity(page.rows.len());
    for r in page.rows {
        let a: Agent = items::from_item(r)?;
        data.push(view(&a, &accounts(st, &a.id).await?));
    }
    Ok(json!({
        "object": "list",
        "data": data,
        "has_more": page.next.is_some(),
        "next_cursor": page.next,
    }))
}

/// A float move as its merchant (and the agent) sees it.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct FloatMove {
    pub id: String,
    pub object: String,
    pub agent_id: String,
    pub merchant_id: String,
    pub direction: sanduq_domain::agent::Direction,
    pub amount: i64,
    pub currency: Currency,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
}

pub fn float_move_key(id: &str) -> Key {
    Key::new(["AFM#", id].concat(), "FLOAT")
}

/// The float move's write, in its agent's operations.
pub fn put_float_move(f: &FloatMove) -> ApiResult<Write> {
    let listed = [
        ("gsi4pk", items::agent_ops_key(&f.agent_id).into()),
        (
            "gsi4sk",
            [&sort_time(f.created_at), "#", &f.id].concat().into(),
        ),
    ];
    items::put(
        f,
        &float_move_key(&f.id),
        &listed,
        Some(sanduq_store::Cond::NotExists),
    )
}
