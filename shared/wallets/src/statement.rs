//! `GET /wallet/transactions`: the signed-in user's statement, newest first, a page at a
//! time by cursor, each line with the other side's label (the merchant's name, the other
//! user's name), read when shown so a renamed party reads as it is called now.

use sanduq_domain::merchant::Merchant;
use sanduq_domain::statement::{Counterparty, LineType};
use sanduq_domain::user::User;
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_pages::{format, Locale};
use sanduq_payments::statement::{self, Cursor, StoredLine};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// What the statement shows for the other side of a line; `users` are the other users this
/// page names, by id.
pub fn counterparty(c: &Counterparty, m: &Merchant, users: &BTreeMap<String, User>) -> Value {
    match c {
        Counterparty::Merchant => json!({ "type": "merchant", "id": m.id, "label": m.name }),
        Counterparty::User { user_id } => json!({
            "type": "user", "id": null,
            "label": users.get(user_id).map_or("Sanduq user", |u| u.name.as_str()),
        }),
        Counterparty::Sandbox => {
            json!({ "type": "sandbox", "id": null, "label": "Sandbox top-up" })
        }
        Counterparty::Own => json!({ "type": "own", "id": null, "label": "Currency exchange" }),
    }
}

pub fn line(l: &StoredLine, m: &Merchant, users: &BTreeMap<String, User>) -> Value {
    json!({
        "id": l.id,
        "object": "wallet_transaction",
        "type": l.line_type.as_str(),
        "amount": l.amount,
        "currency": l.currency,
        "display": l.currency.display(l.amount),
        "displays": displays(l.currency, l.amount),
        "reference": l.reference,
        "receipt_url": l.receipt_url,
        "counterparty": counterparty(&l.counterparty, m, users),
        "created_at": l.created_at,
    })
}

/// A signed amount as each locale writes it: the minus sign before the amount written as
/// the wallet writes balances ("-IQD 10,000", "-٢٥٬٠٠٠ د.ع.", "$12.50").
fn displays(c: Currency, amount: i64) -> Map<String, Value> {
    let sign = if amount < 0 { "-" } else { "" };
    Locale::ALL
        .iter()
        .map(|l| {
            let shown = format::amount(*l, amount.abs(), c.code(), c.exponent());
            (l.code().to_string(), format!("{sign}{shown}").into())
        })
        .collect()
}

/// A payment's line is written when the money left the wallet, a cash-out's when it was
/// asked for; one captured or paid later issued its receipt then, kept on the payment or
/// the cash-out: those lines take its URL from there (one read of the page's payments and
/// cash-outs, only when the page has such lines).
async fn receipts_issued_later(st: &AppState, lines: &mut [StoredLine]) -> ApiResult<()> {
    let source = |l: &StoredLine| match l.line_type {
        _ if l.receipt_url.is_some() => None,
        LineType::Payment if l.reference.starts_with("pay_") => {
            Some(items::payment_key(&l.reference))
        }
        LineType::CashOut if l.reference.starts_with("co_") => {
            Some(sanduq_payments::payouts::key(&l.reference))
        }
        _ => None,
    };
    let mut keys: Vec<_> = lines.iter().filter_map(source).collect();
    keys.sort_by(|a, b| a.pk.cmp(&b.pk));
    keys.dedup();
    if keys.is_empty() {
        return Ok(());
    }
    let mut urls = BTreeMap::new();
    for item in st.store.get_many(&keys).await?.into_iter().flatten() {
        let text = |v: Option<&Value>| v.and_then(Value::as_str).map(str::to_string);
        if let (Some(id), Some(url)) = (
            text(item.get("id")),
            text(item.get("receipt").and_then(|r| r.get("url"))),
        ) {
            urls.insert(id, url);
        }
    }
    for l in lines.iter_mut() {
        if source(l).is_some() {
            l.receipt_url = urls.get(&l.reference).cloned();
        }
    }
    Ok(())
}

/// The page of a statement a request asks for: `currency`, `cursor`, `limit` (a bad one is
/// noted on the query, for its `finish` to answer VALIDATION_ERROR).
pub struct Asked {
    pub currency: Option<Currency>,
    pub cursor: Option<Cursor>,
    pub limit: usize,
}

impl Asked {
    pub fn read(q: &mut sanduq_api::validate::Body) -> Asked {
        let currency = q.opt_currency("currency");
        let cursor_text = q.opt_str("cursor", 400);
        let limit = q
            .opt_int_text("limit", 1, 100)
            .map_or(sanduq_payments::statement::DEFAULT_LIMIT, |n| n as usize);
        let cursor = match cursor_text.as_deref().map(|t| Cursor::decode(t, currency)) {
            Some(Err(e)) => {
                q.fail("cursor", e);
                None
            }
            Some(Ok(c)) => Some(c),
            None => None,
        };
        Asked {
            currency,
            cursor,
            limit,
        }
    }

    /// The page asked for of `user_id`'s statement.
    pub async fn page(&self, st: &AppState, m: &Merchant, user_id: &str) -> ApiResult<Value> {
        page(
            st,
            m,
            user_id,
            self.currency,
            self.cursor.as_ref(),
            self.limit,
        )
        .await
    }
}

/// One page of `user_id`'s statement.
pub async fn page(
    st: &AppState,
    m: &Merchant,
    user_id: &str,
    currency: Option<Currency>,
    cursor: Option<&Cursor>,
    limit: usize,
) -> ApiResult<Value> {
    let (mut lines, next) = statement::page(st, user_id, currency, cursor, limit).await?;
    receipts_issued_later(st, &mut lines).await?;
    let mut others: Vec<String> = lines
        .iter()
        .filter_map(|l| match &l.counterparty {
            Counterparty::User { user_id } => Some(user_id.clone()),
            _ => None,
        })
        .collect();
    others.sort();
    others.dedup();
    let keys: Vec<_> = others.iter().map(|id| items::user_key(id)).collect();
    let mut users = BTreeMap::new();
    for item in st.store.get_many(&keys).await?.into_iter().flatten() {
        let u: User = items::from_item(item)?;
        if u.merchant_id == m.id {
            users.insert(u.id.clone(), u);
        }
    }
    Ok(json!({
        "object": "list",
        "currency": currency,
        "transactions": lines.iter().map(|l| line(l, m, &users)).collect::<Vec<_>>(),
        "has_more": next.is_some(),
        "next_cursor": next.map(|c| c.encode()),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_out_carry_their_sign_in_every_locale() {
        let out = displays(Currency::Iqd, -10_000);
        assert_eq!(out["en"], "-IQD 10,000");
        assert_eq!(out["ar"], "-١٠٬٠٠٠ د.ع.");
        let back = displays(Currency::Usd, 1250);
        assert_eq!(
            (&back["en"], &back["ku"]),
            (&"$12.50".into(), &"١٢٫٥٠ US$".into())
        );
    }
}
