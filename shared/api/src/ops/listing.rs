//! Listing a merchant's payments: one query of the merchant's payments index (GSI1, sorted
//! by creation time), bounded by from/to in the key condition, newest first; the remaining
//! filters apply to what that query returns (as a DynamoDB filter expression would).

use crate::error::ApiResult;
use crate::items::{self, sort_time};
use crate::ops::users;
use crate::state::AppState;
use crate::views;
use chrono::{DateTime, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::{Payment, PaymentStatus};
use sanduq_domain::Currency;
use sanduq_store::{Index, Query, SkRange};
use serde_json::{json, Value};

pub const MAX_PER_PAGE: usize = 100;
pub const DEFAULT_PER_PAGE: usize = 20;

/// A page of a list: `?page=` (from 1) and `?per_page=` (1–100, default 20). Every list
/// answers with the same `pagination` object.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub page: usize,
    pub per_page: usize,
}

impl Default for Page {
    fn default() -> Self {
        Page {
            page: 1,
            per_page: DEFAULT_PER_PAGE,
        }
    }
}

impl Page {
    /// Reads `page` and `per_page` from a query string being parsed.
    pub fn read(b: &mut crate::validate::Body) -> Page {
        let d = Page::default();
        Page {
            page: b
                .opt_int_text("page", 1, 1_000_000)
                .map_or(d.page, |n| n as usize),
            per_page: b
                .opt_int_text("per_page", 1, MAX_PER_PAGE as i64)
                .map_or(d.per_page, |n| n as usize),
        }
    }

    /// This page's rows.
    pub fn of<T>(&self, rows: impl IntoIterator<Item = T>) -> Vec<T> {
        rows.into_iter()
            .skip((self.page - 1).saturating_mul(self.per_page))
            .take(self.per_page)
            .collect()
    }

    /// The `pagination` object of an answer.
    pub fn meta(&self, total: usize) -> Value {
        json!({ "page": self.page, "per_page": self.per_page, "total": total, "total_pages": total.div_ceil(self.per_page) })
    }
}

#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub status: Option<PaymentStatus>,
    /// Service id or external id.
    pub user: Option<String>,
    pub reference: Option<String>,
    pub currency: Option<Currency>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    pub page: usize,
    pub per_page: usize,
}

impl Filter {
    fn page(&self) -> Page {
        Page {
            page: self.page,
            per_page: self.per_page,
        }
    }
}

pub async fn list(st: &AppState, m: &Merchant, f: &Filter) -> ApiResult<Value> {
    let now = st.now_for(m);
    let user_id = match &f.user {
        None => None,
        Some(u) => match users::find(st, &m.id, u).await? {
            Some(found) => Some(found.user.id),
            None => return Ok(page(vec![], f, 0, now)),
        },
    };
    let lo = f.from.map(sort_time).unwrap_or_else(|| "0".into());
    let hi =
        f.to.map(|t| format!("{}#~", sort_time(t)))
            .unwrap_or_else(|| "~".into());
    let q = Query::index(Index::Gsi1, format!("MER#{}#PAYS", m.id))
        .sk(SkRange::Between(lo, hi))
        .backward();
    let mut rows = Vec::new();
    for item in st.store.query(&q).await? {
        let p: Payment = items::from_item(item)?;
        let keep = f.status.is_none_or(|s| p.status_at(now) == s)
            && user_id.as_ref().is_none_or(|u| &p.user_id == u)
            && f.reference
                .as_ref()
                .is_none_or(|r| p.reference.as_ref() == Some(r))
            && f.currency.is_none_or(|c| p.currency == c);
        if keep {
            rows.push(p);
        }
    }
    let total = rows.len();
    let shown = f.page().of(rows);
    Ok(page(shown, f, total, now))
}

fn page(rows: Vec<Payment>, f: &Filter, total: usize, now: DateTime<Utc>) -> Value {
    json!({
        "payments": rows.iter().map(|p| views::payment_row(p, now)).collect::<Vec<_>>(),
        "pagination": f.page().meta(total),
    })
}
