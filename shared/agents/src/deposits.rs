//! An agent's cash handed to its merchant for float: the agent says how much it handed
//! (`POST /agent/deposits`, pending: nothing moves), the merchant confirms it once the cash is
//! counted (the cash came in from outside: `External` to the agent's float, within its
//! `max_float`) or rejects it. Items `ADP#<id>` / `DEPOSIT` (versioned), in the merchant's
//! list (GSI1 `MER#<m>#AGDEPOSITS`) and, once confirmed, the agent's operations (GSI4).

use crate::desk::{check_pin, PinChecked};
use crate::records;
use crate::sessions::AgentPrincipal;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use sanduq_domain::ids::{has_shape, new_id};
use sanduq_domain::ledger::{transfer, Account};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::{Currency, DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Plan};
use sanduq_payments::ledger::{self, Funds};
use sanduq_store::{Index, Key, Query, Write};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// The journal's kind of a confirmed deposit.
pub const KIND: &str = "agent_deposit";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Pending,
    Confirmed,
    Rejected,
}

impl Status {
    pub const NAMES: [&'static str; 3] = ["pending", "confirmed", "rejected"];

    pub const fn as_str(self) -> &'static str {
        Status::NAMES[self as usize]
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Deposit {
    pub id: String,
    pub object: String,
    pub agent_id: String,
    pub merchant_id: String,
    pub amount: i64,
    pub currency: Currency,
    pub status: Status,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(default, with = "sanduq_domain::time::rfc3339_opt")]
    pub decided_at: Option<DateTime<Utc>>,
}

fn key(id: &str) -> Key {
    Key::new(["ADP#", id].concat(), "DEPOSIT")
}

fn merchant_list(m: &str) -> String {
    ["MER#", m, "#AGDEPOSITS"].concat()
}

fn not_found() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no agent deposit with that id")
}

fn put(d: &Deposit, read: Option<u64>) -> ApiResult<Write> {
    let sk = [&sort_time(d.created_at), "#", &d.id].concat();
    let mut extra: Vec<(&str, Value)> = vec![
        ("gsi1pk", merchant_list(&d.merchant_id).into()),
        ("gsi1sk", sk.into()),
    ];
    if let (Status::Confirmed, Some(at)) = (d.status, d.decided_at) {
        extra.push(("gsi4pk", items::agent_ops_key(&d.agent_id).into()));
        extra.push(("gsi4sk", [&sort_time(at), "#", &d.id].concat().into()));
    }
    items::versioned_put(d, &key(&d.id), read, &extra)
}

/// `POST /agent/deposits`: the agent says it handed `amount` in cash to its merchant.
pub async fn declare(
    st: &AppState,
    p: &AgentPrincipal,
    amount: i64,
    currency: Currency,
    pin: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    let m = &p.merchant;
    tx::commit(st, idem, || async {
        let (a, version) = records::load(st, &m.id, &p.agent.id).await?;
        let pin_write = match check_pin(&a, version, pin).await? {
            PinChecked::Accepted(w) => w,
            PinChecked::Wrong(count, refusal) => return Ok(Plan::refusal(vec![count], refusal)),
        };
        let d = Deposit {
            id: new_id("adp"),
            object: "agent_deposit".into(),
            agent_id: a.id.clone(),
            merchant_id: m.id.clone(),
            amount,
            currency,
            status: Status::Pending,
            created_at: st.now_for(m),
            decided_at: None,
        };
        let shown = serde_json::to_value(&d).map_err(items::internal)?;
        Ok(Plan::answer(
            vec![put(&d, None)?, pin_write],
            StatusCode::CREATED,
            shown,
        ))
    })
    .await
}

/// Merchant `m`'s agents' deposits, newest first, only those in `status` when given.
pub async fn list(st: &AppState, m: &str, status: Option<Status>) -> ApiResult<Value> {
    let rows = st
        .store
        .query(
            &Query::index(Index::Gsi1, merchant_list(m))
                .backward()
                .limit(100),
        )
        .await?;
    let data = rows
        .into_iter()
        .map(items::from_item::<Deposit>)
        .filter(|d| {
            d.as_ref()
                .map_or(true, |d| status.is_none_or(|s| d.status == s))
        })
        .map(|d| d.and_then(|d| serde_json::to_value(d).map_err(items::internal)))
        .collect::<ApiResult<Vec<Value>>>()?;
    Ok(json!({ "object": "list", "data": data }))
}

/// The merchant confirms (`confirm`) or rejects deposit `id`: once, from pending. Confirmed,
/// the cash came in from outside into the agent's float, within its `max_float`.
pub async fn decide(
    st: &AppState,
    m: &Merchant,
    id: &str,
    confirm: bool,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        if !has_shape(id, "adp") {
            return Err(not_found());
        }
        let item = st.store.get_stored(&key(id)).await?.ok_or_else(not_found)?;
        let version = item.version();
        let mut d: Deposit = items::from_stored(&item)?;
        if d.merchant_id != m.id {
            return Err(not_found());
        }
        if d.status != Status::Pending {
            return Err(DomainError::new(
                ErrorCode::InvalidAgentStatus,
                format!("the deposit is {} already", d.status.as_str()),
            )
            .into());
        }
        let now = st.now_for(m);
        d.status = if confirm {
            Status::Confirmed
        } else {
            Status::Rejected
        };
        d.decided_at = Some(now);
        let mut writes = vec![put(&d, Some(version))?];
        let mut rules = vec![];
        if confirm {
            let (a, _) = records::load(st, &m.id, &d.agent_id).await?;
            a.may_hold_float()?;
            let limits = *a.limits.of(d.currency);
            let float = items::agent_account_key(&a.id, false, d.currency);
            let held = items::balance(st.store.get(&float).await?.as_ref());
            sanduq_domain::agent::check_room(&limits, d.currency, held, d.amount)?;
            let postings = transfer(
                Account::External {
                    merchant_id: m.id.clone(),
                },
                Account::AgentFloat {
                    agent_id: a.id.clone(),
                },
                d.currency,
                d.amount,
            );
            writes.extend(ledger::writes(
                &m.id,
                &postings,
                KIND,
                &d.id,
                now,
                &Funds::default(),
                None,
            )?);
            sanduq_wallets::limits::cap_balance(&mut writes, &float, limits.max_float - d.amount);
            rules.push((
                float,
                sanduq_domain::agent::over_float(&limits, d.currency, held).into(),
            ));
        }
        let shown = serde_json::to_value(&d).map_err(items::internal)?;
        let mut plan = Plan::answer(writes, StatusCode::OK, shown);
        for (k, e) in rules {
            plan = plan.rule(k, e);
        }
        Ok(plan)
    })
    .await
}
