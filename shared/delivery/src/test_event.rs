//! A test event: a sample of one catalogue type, sent once now to one endpoint, signed with
//! its secrets like any delivery, so a developer sees how the endpoint answers (the
//! dashboard's "Send a test event"). It is not stored, not in the events list and not
//! retried; its id starts `evt_test_` and it says `"test": true`.

use crate::post::{self, Answer, Signed};
use chrono::{DateTime, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::DomainError;
use sanduq_kernel::state::AppState;
use sanduq_webhooks::catalogue::EVENTS;
use sanduq_webhooks::endpoints::{self, Endpoint};
use sanduq_webhooks::signing;
use serde_json::json;

/// The test event's body for `kind` (None: not a catalogue type).
pub fn body(kind: &str, livemode: bool, now: DateTime<Utc>) -> Option<(String, String)> {
    let (_, object, _) = EVENTS.iter().find(|(t, _, _)| *t == kind)?;
    let id = sanduq_domain::ids::new_id("evt_test");
    let prefix = object.split('.').next_back().unwrap_or(object);
    let v = json!({
        "id": id,
        "object": "event",
        "type": kind,
        "created_at": now,
        "livemode": livemode,
        "test": true,
        "sequence": 0,
        "data": { "object": { "id": format!("{prefix}_test"), "object": object } },
    });
    Some((id, v.to_string()))
}

/// Sends a test `kind` event to `e` now: its id and how the endpoint answered.
pub async fn send(
    st: &AppState,
    m: &Merchant,
    e: &Endpoint,
    kind: &str,
) -> Result<(String, Answer), DomainError> {
    let now = chrono::Utc::now();
    let (id, body) = body(kind, !m.sandbox, now)
        .ok_or_else(|| DomainError::field("type", format!("{kind} is not an event type")))?;
    if !e.enabled {
        return Err(DomainError::field(
            "endpoint_id",
            "is disabled; enable it first",
        ));
    }
    let pinned = match endpoints::public_addresses(&e.url, st.private_webhook_targets(m)).await {
        Ok(a) => a,
        Err(err) => {
            let why = format!("not sent: {}", err.message.trim_start_matches("url: "));
            return Ok((id, Answer::refused(why)));
        }
    };
    let ts = now.timestamp();
    let secrets = e.signing_secrets(now);
    let signed = Signed {
        id: &id,
        timestamp: ts,
        signature: signing::signature_header(&secrets, &id, ts, body.as_bytes()),
    };
    let answer = post::post(&e.url, &pinned, signed, body).await;
    Ok((id, answer))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_test_body_names_its_type_and_a_sample_object() {
        let (id, b) = body("payment.completed", false, Utc::now()).unwrap();
        let v: serde_json::Value = serde_json::from_str(&b).unwrap();
        assert!(id.starts_with("evt_test_"));
        assert_eq!(v["id"], id);
        assert_eq!(v["test"], true);
        assert_eq!(v["livemode"], false);
        assert_eq!(v["data"]["object"]["object"], "payment");
        assert_eq!(v["data"]["object"]["id"], "payment_test");
        let (_, b) = body("checkout.session_created", false, Utc::now()).unwrap();
        assert!(b.contains("\"session_test\""), "{b}");
        assert!(body("payment.done", false, Utc::now()).is_none());
    }
}
