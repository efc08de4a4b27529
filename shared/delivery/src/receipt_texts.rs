//! Texts buyers their receipt's link when a payment completes or is refunded, for merchants
//! that turned it on (`Branding::receipt_sms`). Off the payment path: the relay hands each
//! relayed `payment.completed` and `payment.refunded` event here after its webhooks. Once
//! per receipt: the text is claimed by an effect item (`receipt-sms:<receipt id>`) written
//! before it is sent, so a relay that runs an event twice texts once; a send that fails is
//! logged and not tried again (a receipt's link is a courtesy; the receipt stands). A sandbox
//! merchant's texts land in its sandbox inbox, written with the claim.

use sanduq_domain::user::User;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::events::{self, event_key};
use sanduq_kernel::items;
use sanduq_kernel::AppState;
use serde_json::Value;

/// The events whose receipt is texted.
pub const KINDS: [&str; 2] = ["payment.completed", "payment.refunded"];

/// What one text says: who was paid, how much, and the link (Arabic, then English: the
/// user's language is not stored).
pub fn text(merchant: &str, amount: &str, url: &str, refund: bool) -> String {
    if refund {
        format!("صندوق: إيصال استرداد {amount} من {merchant}: {url} Sanduq: your refund receipt for {amount} from {merchant}: {url}")
    } else {
        format!("صندوق: إيصال دفعتك {amount} إلى {merchant}: {url} Sanduq: your receipt for {amount} paid to {merchant}: {url}")
    }
}

/// The receipt an event's data names (the refund's for a refund), and its buyer.
fn receipt_of(kind: &str, data: &Value) -> Option<(String, String, i64, String, String)> {
    let receipt = match kind {
        "payment.refunded" => &data["refund"]["receipt"],
        _ => &data["object"]["receipt"],
    };
    let amount = match kind {
        "payment.refunded" => data["refund"]["amount"].as_i64()?,
        _ => data["object"]["captured_amount"].as_i64()?,
    };
    Some((
        receipt["id"].as_str()?.to_string(),
        receipt["url"].as_str()?.to_string(),
        amount,
        data["object"]["currency"].as_str()?.to_string(),
        data["object"]["user_id"].as_str()?.to_string(),
    ))
}

/// Texts the receipts of these relayed events (`(merchant id, kind, event id)`) whose
/// merchant asked for it.
pub async fn send(st: &AppState, relayed: &[(String, String, String)]) -> ApiResult<usize> {
    let mut sent = 0;
    for (merchant_id, kind, event_id) in relayed {
        if !KINDS.contains(&kind.as_str()) {
            continue;
        }
        // the setting as it stands now (not the record cache's copy: a merchant that just
        // turned it on gets the next payment's text)
        let Some(m) = st
            .store
            .get_stored(&items::merchant_key(merchant_id))
            .await?
        else {
            continue;
        };
        let m: sanduq_domain::merchant::Merchant = items::from_stored(&m)?;
        if !m.branding.receipt_sms {
            continue;
        }
        let Some(event) = st.store.get(&event_key(event_id)).await? else {
            continue;
        };
        // an event from before the setting was turned on, relayed late, is not texted
        let made = event
            .get("created_at")
            .and_then(serde_json::Value::as_str)
            .and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok());
        if let (Some(made), Some(since)) = (made, m.branding.receipt_sms_since) {
            if made < since {
                continue;
            }
        }
        let data = events::envelope(&event, false)["data"].clone();
        let Some((receipt_id, url, amount, currency, user_id)) = receipt_of(kind, &data) else {
            continue;
        };
        let Some(user) = st.store.get(&items::user_key(&user_id)).await? else {
            continue;
        };
        let user: User = items::from_item(user)?;
        let Some(phone) = user.phone.filter(|p| !p.is_empty()) else {
            continue;
        };
        let shown = sanduq_domain::Currency::parse("currency", &currency)
            .map_or_else(|_| amount.to_string(), |c| c.display(amount));
        let name = m.branding.name.clone().unwrap_or_else(|| m.name.clone());
        let body = text(&name, &shown, &url, kind == "payment.refunded");
        if crate::texted::once(st, &m, &phone, &body, &format!("receipt-sms:{receipt_id}")).await? {
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
    fn a_payments_and_a_refunds_receipts_are_found_in_their_events() {
        let data = json!({
            "object": { "user_id": "usr_1", "currency": "IQD", "captured_amount": 25000,
                        "receipt": { "id": "rcp_1", "number": "R-2026-000001", "url": "https://p.example/r/a" } },
            "refund": { "amount": 5000, "receipt": { "id": "rcp_2", "number": "R-2026-000002", "url": "https://p.example/r/b" } },
        });
        assert_eq!(
            receipt_of("payment.completed", &data),
            Some((
                "rcp_1".into(),
                "https://p.example/r/a".into(),
                25000,
                "IQD".into(),
                "usr_1".into()
            ))
        );
        assert_eq!(receipt_of("payment.refunded", &data).unwrap().0, "rcp_2");
        assert_eq!(
            receipt_of("payment.completed", &json!({ "object": {} })),
            None
        );
        let t = text("مكتبة بغداد", "IQD 25,000", "https://p.example/r/a", false);
        assert!(
            t.contains("إيصال دفعتك")
                && t.contains("paid to مكتبة بغداد")
                && t.contains("https://p.example/r/a")
        );
    }
}
