//! `GET /wallet`: the signed-in user, each account with its amount written in each locale,
//! whether the PIN is set or blocked, the identity tier, and its limits with what is used.

use sanduq_domain::merchant::Merchant;
use sanduq_domain::user::MAX_PIN_FAILURES;
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::state::AppState;
use sanduq_pages::{format, Locale};
use sanduq_payments::{users, views};
use serde_json::{json, Map, Value};

/// An account as the wallet shows it: the amount, and as each locale writes it.
pub fn account(c: Currency, available: i64) -> Value {
    let displays: Map<String, Value> = Locale::ALL
        .iter()
        .map(|l| {
            (
                l.code().to_string(),
                format::amount(*l, available, c.code(), c.exponent()).into(),
            )
        })
        .collect();
    json!({ "currency": c.code(), "available": available, "display": c.display(available), "displays": displays })
}

pub async fn view(st: &AppState, m: &Merchant, user_id: &str) -> ApiResult<Value> {
    let f = users::require_id(st, &m.id, user_id).await?;
    let balances = users::balances(st, &f.user.id).await?;
    let accounts: Vec<Value> = balances.iter().map(|(c, b)| account(*c, *b)).collect();
    Ok(json!({
        "user": views::user_object(&f.user),
        "accounts": accounts,
        "family": crate::dependants::own_view(st, m, &f.user).await?,
        "pin_set": f.user.pin_hash.is_some(),
        "pin_blocked": f.user.pin_failures >= MAX_PIN_FAILURES,
        "frozen": f.user.frozen_for().map(|z| z.as_str()),
        "kyc": crate::kyc::standing(&f.user),
        "limits": crate::limits::usage(st, &f.user, st.now_for(m)).await?,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_account_in_every_locale() {
        let a = account(Currency::Iqd, 25_000);
        assert_eq!(a["displays"]["en"], "IQD 25,000");
        assert_eq!(a["displays"]["ar"], "٢٥٬٠٠٠ د.ع.");
        let u = account(Currency::Usd, 1250);
        assert_eq!(u["displays"]["en"], "$12.50");
        assert_eq!(u["displays"]["ku"], "١٢٫٥٠ US$");
    }
}
