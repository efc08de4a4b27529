//! A user's limits as the store keeps them: counters per Baghdad day, month and velocity
//! window (added to by each transfer on condition that they stay within the limit), what
//! they say is used, and the cap on what a wallet may hold after a credit.

use chrono::{DateTime, Utc};
use sanduq_domain::limits::{self, Limits, Used, Velocity, VELOCITY};
use sanduq_domain::user::User;
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Item, Key, Write};
use serde_json::{json, Value};

/// A user's limit counter: `D` for a Baghdad day, `M` for a month, `V` for a velocity window.
pub fn counter_key(user_id: &str, kind: &str, c: Option<Currency>, period: &str) -> Key {
    let cur = c.map_or(String::new(), |c| format!("{}#", c.code()));
    Key::new(
        format!("USR#{user_id}"),
        format!("LIM#{kind}#{cur}{period}"),
    )
}

pub fn used(item: Option<&Item>, now: DateTime<Utc>) -> Used {
    let live =
        item.filter(|i| i.get("ttl").and_then(Value::as_i64).unwrap_or(i64::MAX) > now.timestamp());
    let n = |k: &str| {
        live.and_then(|i| i.get(k))
            .and_then(Value::as_i64)
            .unwrap_or(0)
    };
    Used {
        amount: n("amount"),
        count: n("count"),
    }
}

/// Adds one transfer of `amount` to a counter, on condition that it stays within `max`
/// (amount) and `max_count`.
pub fn count(key: Key, amount: i64, max: i64, max_count: i64, ttl: i64) -> Write {
    let mut set = Item::new();
    set.insert("ttl".into(), ttl.into());
    Write::Update {
        key,
        set,
        add: vec![("amount".into(), amount), ("count".into(), 1)],
        cond: Some(Cond::Or(vec![
            Cond::NotExists,
            Cond::And(vec![
                Cond::Lt("amount".into(), max - amount + 1),
                Cond::Lt("count".into(), max_count),
            ]),
        ])),
    }
}

/// The velocity window `t` falls in (fixed windows of `window_secs`).
pub fn window(t: DateTime<Utc>, v: Velocity) -> String {
    (t.timestamp().div_euclid(v.window_secs)).to_string()
}

/// Where the platform keeps a merchant's override of `tier`'s limits in `c`.
pub fn limits_key(merchant_id: &str, tier: u8, c: Currency) -> Key {
    Key::new(
        format!("MER#{merchant_id}"),
        format!("LIMITS#{tier}#{}", c.code()),
    )
}

/// The limits of `tier` in `c` at merchant `merchant_id`: the platform's override, or the
/// tier's defaults.
pub async fn of_tier(st: &AppState, merchant_id: &str, tier: u8, c: Currency) -> ApiResult<Limits> {
    let item = st.store.get(&limits_key(merchant_id, tier, c)).await?;
    from_override(item, tier, c)
}

/// The limits an override item read at `limits_key` says (None: the tier's defaults).
pub fn from_override(item: Option<Item>, tier: u8, c: Currency) -> ApiResult<Limits> {
    Ok(match item {
        Some(item) => sanduq_kernel::items::from_item(item)?,
        None => limits::defaults(tier, c),
    })
}

/// The key of the limits that apply to `u` in `c`, to read with others.
pub fn key_of(u: &User, c: Currency) -> Key {
    limits_key(&u.merchant_id, u.kyc_tier, c)
}

/// Every tier's limits in every currency at a merchant.
pub async fn all(st: &AppState, merchant_id: &str) -> ApiResult<Value> {
    let mut out = Vec::new();
    for tier in limits::TIERS {
        for c in Currency::ALL {
            let l = of_tier(st, merchant_id, tier, c).await?;
            out.push(json!({ "tier": tier, "currency": c.code(), "limits": l }));
        }
    }
    Ok(json!({ "merchant_id": merchant_id, "tiers": out }))
}

/// Sets merchant `merchant_id`'s limits of `tier` in `c` (absolute values, so applying the
/// same twice is applying it once).
pub async fn set(
    st: &AppState,
    merchant_id: &str,
    tier: u8,
    c: Currency,
    l: Limits,
) -> ApiResult<()> {
    let item = sanduq_kernel::items::to_item(&l, &limits_key(merchant_id, tier, c), &[])?;
    st.store
        .transact(vec![Write::Put { item, cond: None }])
        .await?;
    Ok(())
}

/// What a user has used today and this month, per currency, and the velocity window.
pub async fn usage(st: &AppState, u: &User, now: DateTime<Utc>) -> ApiResult<Value> {
    let (day, month) = (limits::baghdad_day(now), limits::baghdad_month(now));
    let mut keys = Vec::new();
    for c in Currency::ALL {
        keys.push(counter_key(&u.id, "D", Some(c), &day));
        keys.push(counter_key(&u.id, "M", Some(c), &month));
    }
    keys.push(counter_key(&u.id, "V", None, &window(now, VELOCITY)));
    keys.extend(Currency::ALL.iter().map(|c| key_of(u, *c)));
    let mut got = st.store.get_many(&keys).await?;
    let overrides = got.split_off(2 * Currency::ALL.len() + 1);
    let limits = Currency::ALL
        .iter()
        .zip(overrides)
        .map(|(c, item)| from_override(item, u.kyc_tier, *c))
        .collect::<ApiResult<Vec<_>>>()?;
    let per_currency: Vec<Value> = Currency::ALL
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let (d, m) = (
                used(got[2 * i].as_ref(), now),
                used(got[2 * i + 1].as_ref(), now),
            );
            json!({
                "currency": c.code(),
                "limits": limits[i],
                "used_today": { "amount": d.amount, "count": d.count },
                "used_this_month": { "amount": m.amount, "count": m.count },
            })
        })
        .collect();
    Ok(json!({
        "day": day,
        "month": month,
        "transfers": per_currency,
        "velocity": { "max": VELOCITY.count, "window_seconds": VELOCITY.window_secs,
                      "used": used(got.last().and_then(Option::as_ref), now).count },
    }))
}

/// Bounds the credit `writes` make to the wallet at `key`: its balance before must be at
/// most `room` (the tier's maximum less the amount), or the transaction fails on it.
pub fn cap_balance(writes: &mut [Write], key: &Key, room: i64) {
    for w in writes {
        if let Write::Update { key: k, cond, .. } = w {
            if k == key {
                *cond = Some(Cond::Or(vec![
                    Cond::NotExists,
                    Cond::Lt("balance".into(), room + 1),
                ]));
            }
        }
    }
}
