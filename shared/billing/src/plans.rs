//! Subscription plans: what a subscriber pays, how often, with what trial and grace. A plan
//! is archived (no new subscriptions; existing ones go on), never deleted or changed: its
//! terms are what its subscribers agreed to.

use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use sanduq_domain::ids::{has_shape, new_id};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::subscription::Terms;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::paging::Page;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
use sanduq_store::{Index, Key, Query, Write};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Plan {
    pub id: String,
    pub merchant_id: String,
    pub name: String,
    pub terms: Terms,
    #[serde(default, with = "sanduq_domain::time::rfc3339_opt")]
    pub archived_at: Option<DateTime<Utc>>,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub updated_at: DateTime<Utc>,
}

pub fn key(id: &str) -> Key {
    Key::new(format!("PLAN#{id}"), "PLAN")
}

fn not_found() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no subscription plan with that id")
}

pub fn view(p: &Plan) -> Value {
    json!({
        "id": p.id,
        "object": "subscription_plan",
        "name": p.name,
        "amount": p.terms.amount,
        "currency": p.terms.currency.code(),
        "interval": p.terms.interval,
        "interval_count": p.terms.interval_count,
        "trial_days": p.terms.trial_days,
        "grace_period_days": p.terms.grace_period_days,
        "status": if p.archived_at.is_some() { "archived" } else { "active" },
        "archived_at": p.archived_at,
        "created_at": p.created_at,
        "updated_at": p.updated_at,
    })
}

fn put(p: &Plan, read: Option<u64>) -> ApiResult<Write> {
    items::versioned_put(
        p,
        &key(&p.id),
        read,
        &[
            ("gsi1pk", format!("MER#{}#PLANS", p.merchant_id).into()),
            (
                "gsi1sk",
                format!("{}#{}", sort_time(p.created_at), p.id).into(),
            ),
        ],
    )
}

/// The merchant's plan with its version.
pub async fn load(st: &AppState, m: &Merchant, id: &str) -> ApiResult<(Plan, u64)> {
    if !has_shape(id, "plan") {
        return Err(not_found());
    }
    let item = st.store.get_stored(&key(id)).await?.ok_or_else(not_found)?;
    let v = item.version();
    let p: Plan = items::from_stored(&item)?;
    if p.merchant_id != m.id {
        return Err(not_found());
    }
    Ok((p, v))
}

pub async fn create(
    st: &AppState,
    m: &Merchant,
    name: String,
    terms: Terms,
    idem: &Idem,
) -> ApiResult<Response> {
    terms.check()?;
    tx::commit(st, idem, || async {
        let now = st.now_for(m);
        let p = Plan {
            id: new_id("plan"),
            merchant_id: m.id.clone(),
            name: name.clone(),
            terms: terms.clone(),
            archived_at: None,
            created_at: now,
            updated_at: now,
        };
        Ok(tx::Plan::answer(
            vec![put(&p, None)?],
            StatusCode::CREATED,
            view(&p),
        ))
    })
    .await
}

pub async fn get(st: &AppState, m: &Merchant, id: &str) -> ApiResult<Value> {
    Ok(view(&load(st, m, id).await?.0))
}

/// Newest first, paginated as payments are.
pub async fn list(st: &AppState, m: &Merchant, page: Page) -> ApiResult<Value> {
    let rows = st
        .store
        .query(&Query::index(Index::Gsi1, format!("MER#{}#PLANS", m.id)).backward())
        .await?;
    let total = rows.len();
    let shown = page
        .of(rows)
        .into_iter()
        .map(|i| items::from_item::<Plan>(i).map(|p| view(&p)))
        .collect::<ApiResult<Vec<_>>>()?;
    Ok(json!({
        "plans": shown,
        "pagination": page.meta(total),
    }))
}

/// Archives a plan (again: the same answer).
pub async fn archive(st: &AppState, m: &Merchant, id: &str, idem: &Idem) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let (mut p, v) = load(st, m, id).await?;
        if p.archived_at.is_some() {
            return Ok(tx::Plan::answer(vec![], StatusCode::OK, view(&p)));
        }
        let now = st.now_for(m);
        p.archived_at = Some(now);
        p.updated_at = now;
        Ok(tx::Plan::answer(
            vec![put(&p, Some(v))?],
            StatusCode::OK,
            view(&p),
        ))
    })
    .await
}
