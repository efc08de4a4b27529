//! A dependant's rules kept where its money leaves (docs/wallet.md, "Family wallets"): each
//! debit path asks `guard` before it plans, and commits the writes it answers in the same
//! transaction. The day's cap is a counter the spend adds to on condition that it stays
//! within the cap (never a read, then a write), so parallel payments cannot pass it; the
//! read before is only there to refuse early with the numbers. A user who is no dependant
//! costs nothing: no read, no write.

use chrono::{DateTime, Utc};
use sanduq_domain::family::daily_refusal;
pub use sanduq_domain::family::Spend;
use sanduq_domain::limits::baghdad_day;
use sanduq_domain::user::User;
use sanduq_domain::Currency;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Item, Key, Write};
use serde_json::Value;

/// What a spend adds to its transaction: the day's counter, and the refusal its condition
/// stands for.
#[derive(Default)]
pub struct Guarded {
    pub writes: Vec<Write>,
    pub rules: Vec<(Key, ApiError)>,
}

/// A dependant's spending counter for a Baghdad day in `c`.
pub fn day_key(user_id: &str, c: Currency, day: &str) -> Key {
    Key::new(
        format!("USR#{user_id}"),
        format!("FAM#DAY#{}#{day}", c.code()),
    )
}

/// What a day's counter says is spent (an item past its time says nothing).
pub fn spent(item: Option<&Item>, now: DateTime<Utc>) -> i64 {
    item.filter(|i| i.get("ttl").and_then(Value::as_i64).unwrap_or(i64::MAX) > now.timestamp())
        .and_then(|i| i.get("amount"))
        .and_then(Value::as_i64)
        .unwrap_or(0)
}

/// Refuses `spend` by `user` if its guardian's rules do; otherwise the writes that count it.
pub async fn guard(
    st: &AppState,
    user: &User,
    spend: &Spend<'_>,
    now: DateTime<Utc>,
) -> ApiResult<Guarded> {
    let Some(d) = &user.family else {
        return Ok(Guarded::default());
    };
    d.allows(spend)?;
    let Some((amount, c)) = spend.counted() else {
        return Ok(Guarded::default());
    };
    // the day is counted whether or not a cap is set (the guardian sees it; a cap set
    // later counts what was spent before it that day)
    let key = day_key(&user.id, c, &baghdad_day(now));
    let cap = d.rules.daily.get(&c).copied();
    if let Some(cap) = cap {
        let used = spent(st.store.get(&key).await?.as_ref(), now);
        if used + amount > cap {
            return Err(daily_refusal(cap, Some(used), c).into());
        }
    }
    let mut set = Item::new();
    set.insert(
        "ttl".into(),
        (now + chrono::Duration::days(3)).timestamp().into(),
    );
    let write = Write::Update {
        key: key.clone(),
        set,
        add: vec![("amount".into(), amount)],
        cond: cap.map(|cap| {
            Cond::Or(vec![
                Cond::NotExists,
                Cond::Lt("amount".into(), cap - amount + 1),
            ])
        }),
    };
    Ok(Guarded {
        writes: vec![write],
        rules: cap
            .map(|cap| (key, daily_refusal(cap, None, c).into()))
            .into_iter()
            .collect(),
    })
}
