//! Texts a guardian each payment of one of their family wallets over the amount they chose
//! (`notify_over` in the dependant's rules), for merchants where a guardian asked for it
//! (`items::family_texts_key`). Off the payment path, as receipts' texts are:
//! the relay hands each relayed `checkout.authorized` and `payment.completed` here. Once per
//! payment: the text is claimed by an effect item (`family-sms:<payment id>`) written before
//! it is sent, so a payment held then captured, or a relay that runs an event twice, texts
//! once; a send that fails is logged and not tried again. A sandbox merchant's texts land in
//! its sandbox inbox, written with the claim.

use sanduq_domain::user::User;
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::events::{self, event_key};
use sanduq_kernel::items;
use sanduq_kernel::AppState;
use serde_json::Value;

/// The events a family wallet's payment is texted on.
pub const KINDS: [&str; 2] = ["checkout.authorized", "payment.completed"];

/// What the guardian's text says: who paid how much to whom (Arabic, then English).
pub fn text(dependant: &str, amount: &str, merchant: &str) -> String {
    format!("صندوق: دفع {dependant} {amount} إلى {merchant}. Sanduq: {dependant} paid {amount} to {merchant}.")
}

/// The payment an event's data names: its id, its buyer, amount and currency.
fn payment_of(data: &Value) -> Option<(String, String, i64, Currency)> {
    let o = &data["object"];
    Some((
        o["id"].as_str()?.to_string(),
        o["user_id"].as_str()?.to_string(),
        o["amount"].as_i64()?,
        Currency::parse("currency", o["currency"].as_str()?).ok()?,
    ))
}

/// Texts the guardians of the family wallets that made these relayed events' payments
/// (`(merchant id, kind, event id)`), when over their `notify_over`.
pub async fn send(st: &AppState, relayed: &[(String, String, String)]) -> ApiResult<usize> {
    // only merchants some guardian asked texts of (one read a merchant a batch: the other
    // merchants' payments cost nothing more)
    let mut merchants: Vec<&str> = relayed
        .iter()
        .filter(|(_, kind, _)| KINDS.contains(&kind.as_str()))
        .map(|(m, _, _)| m.as_str())
        .collect();
    merchants.sort_unstable();
    merchants.dedup();
    let keys: Vec<_> = merchants
        .iter()
        .map(|m| items::family_texts_key(m))
        .collect();
    let asked: Vec<&str> = merchants
        .iter()
        .zip(st.store.get_many(&keys).await?)
        .filter_map(|(m, item)| item.map(|_| *m))
        .collect();
    let mut sent = 0;
    for (merchant_id, kind, event_id) in relayed {
        if !KINDS.contains(&kind.as_str()) || !asked.contains(&merchant_id.as_str()) {
            continue;
        }
        let Some(event) = st.store.get(&event_key(event_id)).await? else {
            continue;
        };
        let data = events::envelope(&event, false)["data"].clone();
        let Some((payment_id, user_id, amount, currency)) = payment_of(&data) else {
            continue;
        };
        let Some(user) = st.store.get(&items::user_key(&user_id)).await? else {
            continue;
        };
        let user: User = items::from_item(user)?;
        let Some(d) = &user.family else { continue };
        if d.notify_over(currency).is_none_or(|over| amount <= over) {
            continue;
        }
        let Some(guardian) = st.store.get(&items::user_key(&d.guardian_id)).await? else {
            continue;
        };
        let guardian: User = items::from_item(guardian)?;
        let Some(phone) = guardian.phone.filter(|p| !p.is_empty()) else {
            continue;
        };
        let Some(m) = items::load_merchant(st, merchant_id).await? else {
            continue;
        };
        let name = m.branding.name.clone().unwrap_or_else(|| m.name.clone());
        let shown = format!("{} {}", currency.display(amount), currency.code());
        let body = text(&user.name, &shown, &name);
        if crate::texted::once(st, &m, &phone, &body, &format!("family-sms:{payment_id}")).await? {
            sent += 1;
        }
    }
    Ok(sent)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_payment_is_found_in_its_event_and_said_both_ways() {
        let data = json!({ "object": { "id": "pay_1", "user_id": "usr_k", "amount": 30000, "currency": "IQD" } });
        assert_eq!(
            payment_of(&data),
            Some(("pay_1".into(), "usr_k".into(), 30000, Currency::Iqd))
        );
        assert_eq!(payment_of(&json!({ "object": { "id": "pay_1" } })), None);
        let t = text("Zaid", "30,000 IQD", "مكتبة بغداد");
        assert!(t.contains("دفع Zaid") && t.contains("Zaid paid 30,000 IQD to مكتبة بغداد"));
    }
}
