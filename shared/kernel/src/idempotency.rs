//! Idempotency-Key: required on POST and PATCH, a UUID v4, scoped to the merchant and
//! remembered 24 hours. The record is written in the same transaction as the change it
//! answers for, so a key has at most one effect, also under concurrency. A request that
//! fails stores nothing and may be retried with the same key.

use crate::error::{ApiError, ApiResult};
use crate::items;
use crate::state::AppState;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::Response;
use sanduq_domain::ErrorCode;
use sanduq_store::{Cond, ItemWriter, Write};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

pub const RETENTION_SECS: i64 = 24 * 60 * 60;

#[derive(Clone, Debug)]
pub struct Idem {
    pub scope: String,
    pub key: String,
    pub fingerprint: String,
}

impl Idem {
    /// Reads and checks the header; the fingerprint is SHA-256 of method, path and body
    /// (a body's `pin` left out: see `fingerprinted_body`).
    pub fn from_request(
        scope: &str,
        headers: &HeaderMap,
        method: &Method,
        path: &str,
        body: &[u8],
    ) -> ApiResult<Idem> {
        let Some(raw) = headers.get("idempotency-key") else {
            return Err(ApiError::new(
                ErrorCode::IdempotencyKeyRequired,
                "send an Idempotency-Key header (a UUID v4)",
            ));
        };
        Idem::of(scope, raw.to_str().unwrap_or_default(), method, path, body)
    }

    /// An Idempotency-Key given otherwise than in the header (a dashboard form's hidden
    /// field): the same checks, the same fingerprint.
    pub fn of(scope: &str, raw: &str, method: &Method, path: &str, body: &[u8]) -> ApiResult<Idem> {
        let key = Some(raw.trim())
            .filter(|s| s.len() == 36) // the hyphenated form only (no braces, urn or simple)
            .and_then(|s| uuid::Uuid::parse_str(s).ok())
            .filter(|u| u.get_version_num() == 4);
        let Some(key) = key else {
            return Err(ApiError(
                sanduq_domain::DomainError::new(
                    ErrorCode::ValidationError,
                    "Idempotency-Key must be a UUID v4",
                )
                .with_details(json!({ "fields": { "Idempotency-Key": "must be a UUID v4" } })),
            ));
        };
        let mut h = Sha256::new();
        h.update(method.as_str().as_bytes());
        h.update([0]);
        h.update(path.as_bytes());
        h.update([0]);
        h.update(fingerprinted_body(body));
        Ok(Idem {
            scope: scope.to_string(),
            // uuid's encoder straight into a buffer (through `Display`, the formatter's
            // machinery cost more than the text)
            key: key
                .hyphenated()
                .encode_lower(&mut uuid::Uuid::encode_buffer())
                .to_owned(),
            fingerprint: crate::secrets::hex_digest(&h.finalize()),
        })
    }

    /// The stored answer for this key: a replay when the request is the same, 409 otherwise.
    pub async fn replay(&self, st: &AppState) -> ApiResult<Option<Response>> {
        let Some(rec) = st
            .store
            .get(&items::idem_key(&self.scope, &self.key))
            .await?
        else {
            return Ok(None);
        };
        if rec.get("fingerprint").and_then(Value::as_str) != Some(self.fingerprint.as_str()) {
            return Err(ApiError::new(
                ErrorCode::IdempotencyKeyReused,
                "this Idempotency-Key was used with a different request",
            ));
        }
        if let Some(refusal) = rec
            .get("refusal")
            .and_then(crate::error::Pending::from_json)
        {
            let mut res = refusal.into_response();
            res.headers_mut()
                .insert("idempotent-replayed", HeaderValue::from_static("true"));
            return Ok(Some(res));
        }
        let status = rec
            .get("status")
            .and_then(Value::as_u64)
            .and_then(|s| StatusCode::from_u16(s as u16).ok());
        let status = status.unwrap_or(StatusCode::OK);
        let mut res = match rec.get("body").and_then(Value::as_str) {
            Some(body) => crate::error::ok_body(status, body.to_owned()),
            // a record written before the answer was kept as its text
            None => crate::error::ok(status, rec.get("data").cloned().unwrap_or(Value::Null)),
        };
        res.headers_mut()
            .insert("idempotent-replayed", HeaderValue::from_static("true"));
        Ok(Some(res))
    }

    /// The record to write with the change. Its condition makes a second effect impossible.
    /// The record of a success: its status and the text of the answer as it was sent
    /// (`error::success_body`; a replay sends it as it is, without building it again).
    pub fn record(&self, status: StatusCode, body: &str) -> Write {
        let mut item = ItemWriter::new();
        item.str("body", body).str("fingerprint", &self.fingerprint);
        self.record_of(item, status.as_u16())
    }

    /// The record of a refusal that changed something (a wrong PIN counted, a QR token
    /// spent), written with that change: a retry answers the same refusal and changes
    /// nothing more.
    pub fn refusal_record(&self, refusal: &ApiError) -> Write {
        let p = crate::error::Pending::from(&refusal.0);
        let mut item = ItemWriter::new();
        item.str("fingerprint", &self.fingerprint)
            .value("refusal", &p.to_json());
        self.record_of(item, p.status)
    }

    /// The record around `item`, which holds the answer and the fingerprint: its `status` and
    /// TTL written after them (every attribute in name order: then only the key is put in its
    /// place).
    fn record_of(&self, mut item: ItemWriter, status: u16) -> Write {
        let now = sanduq_store_unix_now();
        item.uint("status", status.into())
            .int("ttl", now + RETENTION_SECS);
        // Absent, or present but past its TTL and not yet deleted (DynamoDB deletes lazily).
        Write::PutEncoded {
            item: item.finish(items::idem_key(&self.scope, &self.key)),
            cond: Some(Cond::Or(vec![
                Cond::NotExists,
                Cond::Lt("ttl".into(), now + 1),
            ])),
        }
    }
}

/// What of a body the fingerprint covers. A PIN has only 10,000 values, so a hash over a
/// body holding one would let whoever reads the store find the PIN: a JSON object with a
/// `pin` is fingerprinted without it (re-serialized, so its other fields still count). A
/// retry with the same key and another PIN is then the same request: it replays the
/// stored answer (a success, or a refusal that changed something, such as a wrong PIN).
/// A body that holds neither `pin` nor an escape (`\u`, which could spell it) cannot have a
/// `pin` field: it is fingerprinted as it is, without being parsed (most bodies).
fn fingerprinted_body(body: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    let holds = |part: &[u8]| body.windows(part.len()).any(|w| w == part);
    if !holds(b"pin") && !holds(b"\\u") {
        return body.into();
    }
    match serde_json::from_slice::<Value>(body) {
        Ok(Value::Object(mut o)) if o.contains_key("pin") => {
            o.remove("pin");
            let mut out = b"without-pin:".to_vec();
            out.extend(serde_json::to_vec(&o).unwrap_or_default());
            out.into()
        }
        _ => body.into(),
    }
}

fn sanduq_store_unix_now() -> i64 {
    chrono::Utc::now().timestamp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fingerprint(body: &str) -> String {
        Idem::of(
            "mer_1",
            "7c8f5f0e-3b0a-4d57-9d6f-0c9b1a2e3f40",
            &Method::POST,
            "/x",
            body.as_bytes(),
        )
        .unwrap()
        .fingerprint
    }

    #[test]
    fn a_bodys_pin_is_left_out_of_its_fingerprint_however_it_is_spelled() {
        let with = fingerprint(r#"{"amount":5,"pin":"1234"}"#);
        assert_eq!(with, fingerprint(r#"{"amount":5,"pin":"9876"}"#));
        assert_eq!(with, fingerprint(r#"{"amount":5,"p\u0069n":"5555"}"#));
        assert_eq!(with, fingerprint(r#"{"pin":"0000","amount":5}"#));
        assert_ne!(with, fingerprint(r#"{"amount":6,"pin":"1234"}"#));
        assert_eq!(with.len(), 64);
        // a body without one counts byte for byte, parsed or not
        let plain = fingerprint(r#"{"amount":5}"#);
        assert_ne!(plain, with);
        assert_ne!(plain, fingerprint(r#"{"amount": 5}"#));
        assert_ne!(
            fingerprint(r#"{"note":"spinach"}"#),
            fingerprint(r#"{"note":"spinach" }"#)
        );
        assert_ne!(fingerprint("not json"), fingerprint("not json "));
        assert_eq!(
            fingerprinted_body(br#"{"amount":5}"#),
            std::borrow::Cow::Borrowed(br#"{"amount":5}"#.as_slice())
        );
    }
}
