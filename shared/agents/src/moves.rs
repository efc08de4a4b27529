//! What a merchant does with its agents: registers one (a code and a phone of its own
//! within the merchant), changes it (details, limits, status) and moves float between its
//! balance and the agent. Each is one transaction with its event, under the request's
//! idempotency record.

use crate::records::{self, FloatMove};
use axum::http::StatusCode;
use axum::response::Response;
use sanduq_domain::agent::{self, Agent, AgentLimits, Direction, Location, Status};
use sanduq_domain::ids::new_id;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::{Currency, DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::{changed, single};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Plan};
use sanduq_payments::{ledger, wallets};
use sanduq_store::{Cond, Write};
use serde_json::{json, Value};

/// Codes tried in one read when registering an agent: with a million codes, a merchant with
/// 100,000 agents finds a free one among 8 but once in 170 million.
const CODES_TRIED: usize = 8;

fn phone_taken() -> ApiError {
    DomainError::field("phone", "is another agent's of this merchant").into()
}

/// What a merchant gives to register an agent.
pub struct NewAgent {
    pub name: String,
    pub phone: String,
    pub location: Location,
    pub till_number: Option<String>,
    pub limits: AgentLimits,
}

/// Registers an agent (pending until it signs in). Event agent.created.
pub async fn create(st: &AppState, m: &Merchant, n: &NewAgent, idem: &Idem) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        m.require_approved()?;
        let now = st.now_for(m);
        let codes: Vec<String> = (0..CODES_TRIED)
            .map(|_| agent::code_of(rand::random()))
            .collect();
        let keys: Vec<_> = codes.iter().map(|c| records::code_key(&m.id, c)).collect();
        let taken = st.store.get_many(&keys).await?;
        // none free (or taken meanwhile: the claim's condition): draw again
        let code = codes
            .iter()
            .zip(&taken)
            .find(|(_, t)| t.is_none())
            .map(|(c, _)| c.clone())
            .ok_or_else(tx::stale)?;
        let a = Agent {
            id: new_id("ag"),
            merchant_id: m.id.clone(),
            name: n.name.clone(),
            phone: n.phone.clone(),
            code,
            location: n.location.clone(),
            till_number: n.till_number.clone(),
            status: Status::Pending,
            limits: n.limits,
            activated_at: None,
            pin_hash: None,
            pin_failures: 0,
            created_at: now,
            updated_at: now,
        };
        let phone = records::phone_key(&m.id, &a.phone);
        let mut writes = vec![
            records::put(&a, None)?,
            records::claim(records::code_key(&m.id, &a.code), &a.id)?,
            records::claim(phone.clone(), &a.id)?,
        ];
        let shown = records::view(&a, &zero());
        writes.extend(single(&m.id, "agent.created", shown.clone(), now));
        Ok(Plan::answer(writes, StatusCode::CREATED, shown).rule(phone, phone_taken()))
    })
    .await
}

/// No money yet, in every currency.
fn zero() -> Vec<(Currency, i64, i64)> {
    Currency::ALL.iter().map(|c| (*c, 0, 0)).collect()
}

/// What a merchant changes of an agent (None: unchanged).
#[derive(Default)]
pub struct Change {
    pub name: Option<String>,
    pub phone: Option<String>,
    pub location: Option<Location>,
    /// Some(None) removes it.
    pub till_number: Option<Option<String>>,
    /// The request's `limits` (its shape checked already: `AgentLimits::changed`).
    pub limits: Option<Value>,
    pub status: Option<Status>,
}

/// The refusal to close an agent that still holds money.
fn holds_money(balances: &[(Currency, i64, i64)]) -> ApiError {
    let each: serde_json::Map<String, Value> = balances
        .iter()
        .map(|(c, f, k)| (c.code().to_string(), json!({ "float": f, "commission": k })))
        .collect();
    DomainError::new(
        ErrorCode::InvalidAgentStatus,
        "the agent still holds float or commission: move it back to your balance before closing",
    )
    .with_details(Value::Object(each))
    .into()
}

/// Changes agent `id`. Closing needs its accounts at zero, held so by a condition on each in
/// the same transaction (float moved meanwhile makes it plan again); a closed agent's phone
/// is free for another. Event agent.updated.
pub async fn update(
    st: &AppState,
    m: &Merchant,
    id: &str,
    c: &Change,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let (a, version) = records::load(st, &m.id, id).await?;
        let now = st.now_for(m);
        let mut b = match c.status {
            Some(to) => a.moved(to, now)?,
            None if a.status == Status::Closed => {
                return Err(
                    DomainError::new(ErrorCode::InvalidAgentStatus, "the agent is closed").into(),
                )
            }
            None => a.clone(),
        };
        b.updated_at = now;
        if let Some(n) = &c.name {
            b.name = n.clone();
        }
        if let Some(p) = &c.phone {
            b.phone = p.clone();
        }
        if let Some(l) = &c.location {
            b.location = l.clone();
        }
        if let Some(t) = &c.till_number {
            b.till_number = t.clone();
        }
        if let Some(v) = &c.limits {
            b.limits = b.limits.changed(v).map_err(|_| tx::stale())?;
        }
        let balances = records::accounts(st, &a.id).await?;
        let mut writes = vec![records::put(&b, Some(version))?];
        let closing = b.status == Status::Closed && a.status != Status::Closed;
        if closing {
            if balances.iter().any(|(_, f, k)| *f != 0 || *k != 0) {
                return Err(holds_money(&balances));
            }
            for cur in Currency::ALL {
                for commission in [false, true] {
                    writes.push(Write::Check {
                        key: items::agent_account_key(&a.id, commission, cur),
                        cond: Cond::Or(vec![Cond::NotExists, Cond::Eq("balance".into(), 0.into())]),
                    });
                }
            }
        }
        let phone = records::phone_key(&m.id, &b.phone);
        if a.phone != b.phone || closing {
            writes.push(Write::Delete {
                key: records::phone_key(&m.id, &a.phone),
                cond: None,
            });
        }
        if a.phone != b.phone && !closing {
            writes.push(records::claim(phone.clone(), &b.id)?);
        }
        let shown = records::view(&b, &balances);
        writes.extend(changed(&m.id, "agent.updated", shown.clone(), version, now));
        Ok(Plan::answer(writes, StatusCode::OK, shown).rule(phone, phone_taken()))
    })
    .await
}

/// Moves `amount` of float between the merchant's balance and agent `id` (`direction` in:
/// to the agent, within its `max_float`; out: back, within its float). One transaction with
/// the journal (kind `agent_float`, a balance transaction of the merchant), the move's record
/// in the agent's operations and its event agent.float_moved.
pub async fn float(
    st: &AppState,
    m: &Merchant,
    id: &str,
    direction: Direction,
    amount: i64,
    currency: Currency,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        m.require_approved()?;
        let (a, version) = records::load(st, &m.id, id).await?;
        a.may_hold_float()?;
        let now = st.now_for(m);
        let f = FloatMove {
            id: new_id("afm"),
            object: "agent_float_move".into(),
            agent_id: a.id.clone(),
            merchant_id: m.id.clone(),
            direction,
            amount,
            currency,
            created_at: now,
        };
        let postings = agent::float_postings(&m.id, &a.id, direction, currency, amount);
        let float = items::agent_account_key(&a.id, false, currency);
        let (funds, got) =
            wallets::check_funds_reading(st, &m.id, &postings, &f.id, std::slice::from_ref(&float))
                .await?;
        let held = items::balance(got[0].as_ref());
        let limits = *a.limits.of(currency);
        if direction == Direction::In {
            agent::check_room(&limits, currency, held, amount)?;
        }
        let mut writes = ledger::writes(&m.id, &postings, agent::FLOAT, &f.id, now, &funds, None)?;
        if direction == Direction::In {
            sanduq_wallets::limits::cap_balance(&mut writes, &float, limits.max_float - amount);
        }
        // the agent as read: closed or its limits changed meanwhile makes this plan again
        writes.push(Write::Check {
            key: records::key(&a.id),
            cond: Cond::Eq("version".into(), version.into()),
        });
        writes.push(records::put_float_move(&f)?);
        let shown = serde_json::to_value(&f).map_err(items::internal)?;
        writes.extend(single(&m.id, "agent.float_moved", shown.clone(), now));
        let plan = Plan::answer(writes, StatusCode::CREATED, shown);
        Ok(match direction {
            Direction::In => plan.rule(float, agent::over_float(&limits, currency, held).into()),
            Direction::Out => plan,
        })
    })
    .await
}
