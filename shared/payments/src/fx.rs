//! Exchange rates and quotes in the store. The platform's rates are one item (`FX#RATES`),
//! set by its operators; until they set any, sandbox merchants use the documented sandbox
//! rates and production merchants exchange nothing. A quote is one item that lives a day
//! past its expiry; executing it (`sanduq_wallets::exchange`, and a payment paid from the
//! other currency) rewrites it on its version, so it runs once.

use chrono::{DateTime, Duration, Utc};
use sanduq_domain::fx::{self, Fixed, Quote, QuoteStatus, Rates};
use sanduq_domain::ids::{has_shape, new_id};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Key, Write};
use serde_json::{json, Value};

fn rates_key() -> Key {
    Key::new("FX#RATES", format!("PAIR#{}", fx::PAIR))
}

fn quote_key(id: &str) -> Key {
    Key::new(format!("FXQ#{id}"), "QUOTE")
}

/// Where a merchant's rates come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Platform,
    SandboxDefault,
}

/// The rates a merchant exchanges at now: the platform's, else (sandbox merchants only)
/// the sandbox's; none or stale: SERVICE_UNAVAILABLE. Staleness is on the merchant's
/// business clock (real time but for a sandbox test clock, which can so age them).
pub async fn rates(st: &AppState, m: &Merchant) -> ApiResult<(Rates, Source)> {
    let now = st.now_for(m);
    let (r, source) = match st.store.get_stored(&rates_key()).await? {
        Some(item) => (items::from_stored::<Rates>(&item)?, Source::Platform),
        None if m.sandbox => (Rates::sandbox(now), Source::SandboxDefault),
        None => return Err(fx::no_rate().into()),
    };
    r.usable(now)?;
    Ok((r, source))
}

/// The platform sets the rates (absolute values: setting the same again changes nothing).
pub async fn set_rates(st: &AppState, r: &Rates) -> ApiResult<()> {
    let item = items::to_item(r, &rates_key(), &[])?;
    st.store
        .transact(vec![Write::Put { item, cond: None }])
        .await
        .map_err(ApiError::from)
}

/// The platform's rates as set (None before any).
pub async fn platform_rates(st: &AppState) -> ApiResult<Option<Rates>> {
    match st.store.get_stored(&rates_key()).await? {
        Some(item) => Ok(Some(items::from_stored(&item)?)),
        None => Ok(None),
    }
}

pub fn rates_view(r: &Rates, source: Source) -> Value {
    json!({
        "object": "fx_rates", "pair": fx::PAIR, "bid": r.bid.text(), "ask": r.ask.text(),
        "official_rate": r.official.text(), "bid_spread_bps": r.bid.spread_bps(r.official),
        "ask_spread_bps": r.ask.spread_bps(r.official), "valid_until": r.valid_until,
        "updated_at": r.updated_at,
        "source": match source { Source::Platform => "platform", Source::SandboxDefault => "sandbox_default" },
    })
}

pub fn quote_view(q: &Quote) -> Value {
    json!({
        "id": q.id, "object": "fx_quote", "from_currency": q.from_currency,
        "to_currency": q.to_currency, "from_amount": q.from_amount, "to_amount": q.to_amount,
        "from_display": q.from_currency.display(q.from_amount),
        "to_display": q.to_currency.display(q.to_amount),
        "rate": q.rate.text(), "official_rate": q.official_rate.text(),
        "spread_bps": q.spread_bps(), "fee": 0, "status": q.status,
        "expires_at": q.expires_at, "created_at": q.created_at, "executed_at": q.executed_at,
    })
}

/// The writes that keep quote `q` (new: `read` None; executed: the version it was read at).
pub fn quote_write(q: &Quote, read: Option<u64>) -> ApiResult<Write> {
    let ttl = (q.expires_at + Duration::days(1)).timestamp();
    items::versioned_put(q, &quote_key(&q.id), read, &[("ttl", ttl.into())])
}

/// A new quote for `user_id` at `now` (the merchant's business time).
pub async fn new_quote(
    st: &AppState,
    m: &Merchant,
    user_id: &str,
    from: Currency,
    to: Currency,
    fixed: Fixed,
    now: DateTime<Utc>,
) -> ApiResult<Quote> {
    let (r, _) = rates(st, m).await?;
    let p = fx::price(from, to, fixed, &r)?;
    Ok(Quote {
        id: new_id("fxq"),
        merchant_id: m.id.clone(),
        user_id: user_id.into(),
        from_currency: from,
        to_currency: to,
        from_amount: p.from_amount,
        to_amount: p.to_amount,
        rate: p.rate,
        official_rate: r.official,
        status: QuoteStatus::Open,
        expires_at: fx::quote_expiry(&r, now),
        created_at: now,
        executed_at: None,
    })
}

/// Stores a new quote.
pub async fn keep(st: &AppState, q: &Quote) -> ApiResult<()> {
    st.store
        .transact(vec![quote_write(q, None)?])
        .await
        .map_err(ApiError::from)
}

fn missing() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no such quote")
}

/// Quote `id` of `user_id` at merchant `m`, with its version (anyone else's: NOT_FOUND).
pub async fn load(st: &AppState, m: &Merchant, user_id: &str, id: &str) -> ApiResult<(Quote, u64)> {
    if !has_shape(id, "fxq") {
        return Err(missing());
    }
    let item = st
        .store
        .get_stored(&quote_key(id))
        .await?
        .ok_or_else(missing)?;
    let version = item.version();
    let q: Quote = items::from_stored(&item)?;
    if q.merchant_id != m.id || q.user_id != user_id {
        return Err(missing());
    }
    Ok((q, version))
}

/// The check that quote `q` (read at `version`) is still as read, for a plan that uses it.
pub fn unchanged(q: &Quote, version: u64) -> Write {
    Write::Check {
        key: quote_key(&q.id),
        cond: Cond::Eq("version".into(), version.into()),
    }
}
