//! A merchant's balance and its balance transactions. A balance transaction is the journal
//! entry of a movement that touched the merchant's balance, with what it did there (`txn`:
//! type, gross, fee, net) written by `ledger::writes` in the movement's own transaction and
//! indexed for the merchant: all of them (GSI3 `MER#<m>#BTXN`) and by type (GSI4
//! `MER#<m>#BTXN#<type>`), newest first. Lists read those indexes a page at a time; nothing
//! is rebuilt from the postings later. The sum of a merchant's `net`s is its balance.

use crate::{payouts, settlement};
use chrono::{DateTime, Utc};
use sanduq_domain::balance::{Txn, TxnType};
use sanduq_domain::ids::has_shape;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::{Payment, PaymentStatus};
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::cursor;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items::{self, sort_time, MerchantAccount};
use sanduq_kernel::state::AppState;
use sanduq_store::{Index, Item, Key, Query};
use serde_json::{json, Value};

pub use sanduq_kernel::items::{balance_txns_key as all_key, balance_txns_of_type_key as type_key};

/// A balance transaction's id: its journal entry's, under its own prefix.
pub fn txn_id(journal_id: &str) -> String {
    [
        "txn_",
        journal_id.strip_prefix("jrn_").unwrap_or(journal_id),
    ]
    .concat()
}

/// What a source id names, by its prefix.
pub fn object_of(reference: &str) -> &'static str {
    match reference.split('_').next().unwrap_or_default() {
        "pay" => "payment",
        "po" => "payout",
        "co" => "cash_out",
        "dep" => "deposit",
        "cin" => "cash_in",
        "fxq" => "exchange_quote",
        "dp" => "dispute",
        _ => "other",
    }
}

/// A balance transaction as the API answers it, with the payout that settled it (None:
/// the entry is not one).
pub fn view(entry: &Item, payout: Option<&str>) -> Option<Value> {
    let t: Txn = serde_json::from_value(entry.get("txn")?.clone()).ok()?;
    let text = |k: &str| entry.get(k).and_then(Value::as_str).unwrap_or_default();
    let reference = text("reference");
    Some(json!({
        "id": txn_id(text("id")),
        "object": "balance_transaction",
        "type": t.kind,
        "amount": t.amount,
        "fee": t.fee,
        "net": t.net,
        "currency": t.currency,
        "source": { "object": object_of(reference), "id": reference },
        "created": text("created_at"),
        // money in a merchant's balance is available at once: a payout may take it now
        "available_on": text("created_at"),
        "payout": payout,
    }))
}

/// Which page of the list a request asks for.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub kind: Option<TxnType>,
    /// `created[gte]`
    pub from: Option<DateTime<Utc>>,
    /// `created[lt]`
    pub to: Option<DateTime<Utc>>,
    /// Only what this scheduled payout settled.
    pub payout: Option<String>,
    /// The sort key of the last row of the page before (`next_cursor`).
    pub after: Option<String>,
    pub limit: usize,
}

/// A cursor this list gave: the sort key of a page's last row (`<time>#jrn_...`).
pub fn cursor_of(text: &str) -> Option<String> {
    cursor::decode(text, "jrn")
}

/// One page of merchant `m`'s balance transactions, newest first: reads as deep as the page
/// (with `payout`, the payout's period, its other currency's rows passed over).
pub async fn list(st: &AppState, m: &str, f: &Filter) -> ApiResult<Value> {
    let (index, pk) = match f.kind {
        Some(t) => (Index::Gsi4, type_key(m, t)),
        None => (Index::Gsi3, all_key(m)),
    };
    // sort keys are `<time>#<id>`: a bare time sorts before every row of that instant
    // DynamoDB takes no empty key: "0" sorts before every time
    let mut low = f.from.map_or_else(|| "0".to_string(), sort_time);
    let mut high = f.to.map_or_else(|| "~".to_string(), sort_time);
    let mut currency = None;
    if let Some(id) = &f.payout {
        let (p, _) = payouts::load(st, payouts::Kind::Payout, id).await?;
        if p.merchant_id != m {
            return Err(ApiError::new(ErrorCode::NotFound, "no payout with that id"));
        }
        // a payout asked for settles no particular transactions
        let Some(period) = p.settles else {
            return Ok(
                json!({ "object": "list", "data": [], "has_more": false, "next_cursor": null }),
            );
        };
        low = low.max(period.from.map_or_else(|| "0".to_string(), sort_time));
        high = high.min(sort_time(period.to));
        currency = Some(p.currency);
    }
    let w = cursor::Window {
        index,
        pk,
        low,
        high,
    };
    let page = cursor::newest_first(st, &w, f.after.as_deref(), f.limit, |r| {
        currency.is_none_or(|c| settlement::settles(r).is_some_and(|t| t.currency == c))
    })
    .await?;
    let rows: Vec<&Item> = page.rows.iter().collect();
    let settled = settlement::payout_of(st, m, &rows).await?;
    let data: Vec<Value> = rows
        .iter()
        .filter_map(|r| {
            let id = r.get("id").and_then(Value::as_str).unwrap_or_default();
            view(r, settled.get(id).map(String::as_str))
        })
        .collect();
    Ok(json!({
        "object": "list",
        "data": data,
        "has_more": page.next.is_some(),
        "next_cursor": page.next,
    }))
}

fn missing() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no balance transaction with that id")
}

/// Balance transaction `id` of merchant `m` (NOT_FOUND when it is another's or none).
pub async fn get(st: &AppState, m: &str, id: &str) -> ApiResult<Value> {
    if !has_shape(id, "txn") {
        return Err(missing());
    }
    let journal = ["jrn_", &id["txn_".len()..]].concat();
    let key = Key::new(["JRN#", &journal].concat(), "ENTRY");
    let entry = st.store.get(&key).await?.ok_or_else(missing)?;
    if entry.get("merchant_id").and_then(Value::as_str) != Some(m) {
        return Err(missing());
    }
    let id = entry.get("id").and_then(Value::as_str).unwrap_or_default();
    let settled = settlement::payout_of(st, m, &[&entry]).await?;
    view(&entry, settled.get(id).map(String::as_str)).ok_or_else(missing)
}

/// The amounts held for the merchant on payments still reserved at `now`, per currency.
async fn held(st: &AppState, m: &str, now: DateTime<Utc>) -> ApiResult<Vec<(Currency, i64)>> {
    let mut out = vec![];
    for c in Currency::ALL {
        let pk = [
            "MER#",
            m,
            "#PAYS#",
            c.code(),
            "#",
            PaymentStatus::Reserved.as_str(),
        ]
        .concat();
        let mut sum = 0;
        for row in st.store.query(&Query::index(Index::Gsi3, pk)).await? {
            let p: Payment = items::from_item(row)?;
            if p.status_at(now) == PaymentStatus::Reserved {
                sum += p.held;
            }
        }
        out.push((c, sum));
    }
    Ok(out)
}

fn amounts(v: &[(Currency, i64)]) -> Vec<Value> {
    v.iter()
        .map(|(c, n)| json!({ "currency": c, "amount": n }))
        .collect()
}

/// The merchant's balance: available (what a payout may take), pending (held on payments
/// not yet captured) and in transit (payouts not yet paid), per currency.
pub async fn balance(st: &AppState, m: &Merchant) -> ApiResult<Value> {
    let now = st.now_for(m);
    let available = crate::wallets::merchant_balances(st, &m.id, MerchantAccount::Balance).await?;
    let transit = crate::wallets::merchant_balances(st, &m.id, MerchantAccount::InTransit).await?;
    Ok(json!({
        "object": "balance",
        "available": amounts(&available),
        "pending": amounts(&held(st, &m.id, now).await?),
        "in_transit": amounts(&transit),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_sources_are_named_by_their_prefixes() {
        assert_eq!(txn_id("jrn_abc"), "txn_abc");
        assert_eq!(object_of("po_1"), "payout");
        assert_eq!(object_of("pay_1"), "payment");
        assert_eq!(object_of("zz_1"), "other");
        // the prefixes the movements' own ids carry (`new_id` where each is made)
        assert_eq!(object_of("cin_1"), "cash_in");
        assert_eq!(object_of("dp_1"), "dispute");
        assert_eq!(object_of("fxq_1"), "exchange_quote");
        assert_eq!(object_of("dep_1"), "deposit");
        assert_eq!(object_of("co_1"), "cash_out");
    }
}
