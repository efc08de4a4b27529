//! An account of a wallet as the API shows it: the amount in minor units, and as each
//! locale writes it.

use sanduq_domain::Currency;
use sanduq_pages::{format, Locale};
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
