//! The merchant's books of its users' wallets: its users (with their tier, identity
//! verification and freeze; one with its wallets), the transfers between them, the cash-ins
//! it paid and the cash-outs they asked for. Secret key, cursor pages newest first (each
//! list its own index partition, `MER#<m>#USERS|TRANSFERS|CASHINS` in GSI1 and
//! `MER#<m>#CASHOUTS` in GSI4), filtered by time and, where a record has one, status.

use chrono::{DateTime, Utc};
use sanduq_domain::payout::Payout;
use sanduq_domain::user::User;
use sanduq_kernel::cursor::{self, Window};
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_payments::{payouts, users, views};
use sanduq_store::{Index, Item};
use serde_json::{json, Value};

/// Which list a request reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Book {
    Users,
    Transfers,
    CashIns,
    CashOuts,
}

impl Book {
    /// The id prefix of its rows (what a cursor's row is).
    pub fn prefix(self) -> &'static str {
        match self {
            Book::Users => "usr",
            Book::Transfers => "trf",
            Book::CashIns => "cin",
            Book::CashOuts => "co",
        }
    }

    fn window(self, m: &str) -> (Index, String) {
        match self {
            Book::Users => (Index::Gsi1, ["MER#", m, "#USERS"].concat()),
            Book::Transfers => (Index::Gsi1, items::transfers_key(m)),
            Book::CashIns => (Index::Gsi1, items::cash_ins_key(m)),
            Book::CashOuts => (Index::Gsi4, payouts::cash_outs_key(m)),
        }
    }
}

/// A page request: time range, status (each list's own words), cursor and size.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    /// `created[gte]`
    pub from: Option<DateTime<Utc>>,
    /// `created[lt]`
    pub to: Option<DateTime<Utc>>,
    pub status: Option<String>,
    pub after: Option<String>,
    pub limit: usize,
}

/// The status words each list filters by.
pub fn statuses(book: Book) -> &'static [&'static str] {
    match book {
        Book::Users => &["active", "frozen"],
        Book::Transfers => &["completed"],
        Book::CashIns => &[],
        Book::CashOuts => &["pending", "paid", "failed"],
    }
}

/// A user as its merchant's books show it: tier, identity verification and freeze; never
/// the PIN.
pub fn user_view(u: &User) -> Value {
    json!({
        "id": u.id,
        "object": "user",
        "external_user_id": u.external_user_id,
        "name": u.name,
        "email": u.email,
        "phone": u.phone,
        "tier": u.kyc_tier,
        "kyc_status": u.kyc.as_ref().map(|k| k.status.as_str()),
        "frozen": u.freeze().map(|f| json!({ "scope": f.scope.as_str(), "reason": f.reason, "at": f.at })),
        "pin_set": u.pin_hash.is_some(),
        "created_at": u.created_at,
        "updated_at": u.updated_at,
    })
}

/// A transfer as the merchant's books show it (both sides by id).
pub fn transfer_view(t: &crate::transfers::Transfer) -> Value {
    json!({
        "id": t.id, "object": "transfer",
        "from_user_id": t.from_user_id, "to_user_id": t.to_user_id,
        "amount": t.amount, "currency": t.currency, "display": t.currency.display(t.amount),
        "note": t.note, "status": t.status, "created_at": t.created_at,
        "receipt": t.receipt,
    })
}

fn keeps(book: Book, status: Option<&str>, r: &Item) -> bool {
    let Some(s) = status else { return true };
    match book {
        Book::Users => {
            let frozen = r.get("frozen").is_some_and(|f| !f.is_null());
            frozen == (s == "frozen")
        }
        _ => r.get("status").and_then(Value::as_str) == Some(s),
    }
}

fn row(book: Book, r: Item) -> ApiResult<Value> {
    Ok(match book {
        Book::Users => user_view(&items::from_item::<User>(r)?),
        Book::CashOuts => payouts::view(&items::from_item::<Payout>(r)?),
        Book::Transfers => transfer_view(&items::from_item(r)?),
        Book::CashIns => {
            let c: crate::cash_in::CashIn = items::from_item(r)?;
            serde_json::to_value(&c).map_err(items::internal)?
        }
    })
}

/// One page of merchant `m`'s `book`, newest first.
pub async fn list(st: &AppState, m: &str, book: Book, f: &Filter) -> ApiResult<Value> {
    let (index, pk) = book.window(m);
    let w = Window {
        index,
        pk,
        low: f.from.map_or_else(|| "0".to_string(), sort_time),
        high: f.to.map_or_else(|| "~".to_string(), sort_time),
    };
    let status = f.status.as_deref();
    let page = cursor::newest_first(st, &w, f.after.as_deref(), f.limit, |r| {
        keeps(book, status, r)
    })
    .await?;
    let data = page
        .rows
        .into_iter()
        .map(|r| row(book, r))
        .collect::<ApiResult<Vec<Value>>>()?;
    Ok(json!({
        "object": "list",
        "data": data,
        "has_more": page.next.is_some(),
        "next_cursor": page.next,
    }))
}

/// One of merchant `m`'s users by its id or the merchant's external id, with its wallets.
pub async fn user(st: &AppState, m: &str, id: &str) -> ApiResult<Value> {
    let found = users::require(st, m, id).await?;
    let balances = users::balances(st, &found.user.id).await?;
    let mut v = user_view(&found.user);
    v["wallets"] = serde_json::to_value(views::accounts(&balances)).map_err(items::internal)?;
    Ok(v)
}
