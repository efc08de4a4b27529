//! An agent's latest operations, newest first (`GET /agent/operations`): what the agent app
//! lists and prints receipts from. Read from the operations' list the day's statement reads
//! (GSI4 `items::agent_ops_key`), each shown as what it did to the float.

use crate::statement::ops_of;
use sanduq_domain::agent::{Agent, Op};
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_store::{Index, Item, Query};
use serde_json::{json, Value};

/// How many operations a list shows unless asked (and at most `MAX`).
pub const DEFAULT: usize = 50;
pub const MAX: usize = 100;

/// An operation's kind as the API names it.
fn kind(op: Op) -> &'static str {
    match op {
        Op::CashIn(_) => "cash_in",
        Op::CashOut(_) => "cash_out",
        Op::FloatIn(_) => "float_in",
        Op::FloatOut(_) => "float_out",
        Op::Commission(_) => "commission_move",
        Op::CashToMerchant(_) => "cash_to_merchant",
        Op::Earned(_) => "commission_earned",
    }
}

/// One listed item as an operation: its id, kind, the cash or float it moved (a cash-in:
/// the cash handed in, its fee included), the fee and the agent's commission of it, when,
/// and its receipt (cash in and out have one). None: not an operation of the agent's.
pub fn view(r: &Item) -> Option<Value> {
    let ops = ops_of(r);
    let (at, currency, op) = *ops.first()?;
    let earned = ops
        .iter()
        .find_map(|(_, _, o)| match o {
            Op::Earned(e) => Some(*e),
            _ => None,
        })
        .unwrap_or(0);
    let fee = r
        .get("fee")
        .and_then(Value::as_i64)
        .or_else(|| {
            r.get("charge")
                .and_then(|c| c.get("fee"))
                .and_then(Value::as_i64)
        })
        .unwrap_or(0);
    let amount = match op {
        Op::CashIn(a)
        | Op::CashOut(a)
        | Op::FloatIn(a)
        | Op::FloatOut(a)
        | Op::Commission(a)
        | Op::CashToMerchant(a)
        | Op::Earned(a) => a,
    };
    Some(json!({
        "id": r.get("id").cloned().unwrap_or(Value::Null),
        "object": "agent_operation",
        "type": kind(op),
        "amount": amount,
        "currency": currency,
        "fee": fee,
        "commission": earned,
        "at": sanduq_domain::time::text(at),
        "receipt": r.get("receipt").cloned().filter(|v| !v.is_null()),
    }))
}

/// Agent `a`'s latest `limit` operations, newest first.
pub async fn latest(st: &AppState, a: &Agent, limit: usize) -> ApiResult<Value> {
    let mut q = Query::index(Index::Gsi4, items::agent_ops_key(&a.id));
    q.forward = false;
    q.limit = Some(limit);
    let data: Vec<Value> = st.store.query(&q).await?.iter().filter_map(view).collect();
    Ok(json!({ "object": "list", "data": data }))
}
