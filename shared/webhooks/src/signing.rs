//! Standard Webhooks signatures (https://www.standardwebhooks.com), so receivers can verify
//! with the standard's published libraries in any language:
//! `webhook-id` (the event id), `webhook-timestamp` (Unix seconds of the attempt) and
//! `webhook-signature`: space-separated `v1,<base64 HMAC-SHA256(key, "{id}.{timestamp}.{body}")>`,
//! one per active secret. A secret is `whsec_<base64 of the key bytes>`.

use base64::engine::general_purpose::STANDARD as B64;
use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::Sha256;

pub const SECRET_PREFIX: &str = "whsec_";
/// Key bytes in a new secret (the standard asks for 24 to 64).
pub const SECRET_BYTES: usize = 32;
/// How far a receiver accepts a timestamp from its own clock, either way.
pub const TOLERANCE_SECS: i64 = 5 * 60;

/// A new signing secret: `whsec_` and the base64 of 32 random bytes.
pub fn new_secret() -> String {
    let key: [u8; SECRET_BYTES] = rand::random();
    format!("{SECRET_PREFIX}{}", B64.encode(key))
}

/// The key bytes of a `whsec_` secret (None: not a secret of that form).
pub fn key(secret: &str) -> Option<Vec<u8>> {
    let k = B64.decode(secret.strip_prefix(SECRET_PREFIX)?).ok()?;
    (!k.is_empty()).then_some(k)
}

fn mac(key: &[u8], id: &str, timestamp: i64, body: &[u8]) -> Hmac<Sha256> {
    let mut m = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes any key length");
    m.update(id.as_bytes());
    m.update(b".");
    m.update(timestamp.to_string().as_bytes());
    m.update(b".");
    m.update(body);
    m
}

/// The `webhook-signature` header: one `v1,` signature per secret, space-separated.
pub fn signature_header(secrets: &[&str], id: &str, timestamp: i64, body: &[u8]) -> String {
    secrets
        .iter()
        .filter_map(|s| key(s))
        .map(|k| {
            format!(
                "v1,{}",
                B64.encode(mac(&k, id, timestamp, body).finalize().into_bytes())
            )
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VerifyError {
    BadSecret,
    BadTimestamp,
    TooOld,
    TooNew,
    NoMatchingSignature,
}

/// Verifies a delivery as a receiver should: the timestamp within `TOLERANCE_SECS` of `now`
/// (both ways), and one of the `v1` signatures matching, compared in constant time.
pub fn verify(
    secret: &str,
    id: &str,
    timestamp: &str,
    signatures: &str,
    body: &[u8],
    now: i64,
) -> Result<(), VerifyError> {
    let k = key(secret).ok_or(VerifyError::BadSecret)?;
    let ts: i64 = timestamp
        .trim()
        .parse()
        .map_err(|_| VerifyError::BadTimestamp)?;
    if now.saturating_sub(ts) > TOLERANCE_SECS {
        return Err(VerifyError::TooOld);
    }
    if ts.saturating_sub(now) > TOLERANCE_SECS {
        return Err(VerifyError::TooNew);
    }
    for sig in signatures.split_whitespace() {
        let Some(b64) = sig.strip_prefix("v1,") else {
            continue;
        };
        let Ok(bytes) = B64.decode(b64) else {
            continue;
        };
        if mac(&k, id, ts, body).verify_slice(&bytes).is_ok() {
            return Ok(());
        }
    }
    Err(VerifyError::NoMatchingSignature)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standards_own_example_verifies() {
        // from the Standard Webhooks specification's examples
        let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
        let id = "msg_p5jXN8AQM9LWM0D4loKWxJek";
        let ts = 1614265330;
        let body = br#"{"test": 2432232314}"#;
        assert_eq!(
            signature_header(&[secret], id, ts, body),
            "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
        );
        assert_eq!(
            verify(
                secret,
                id,
                "1614265330",
                "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
                body,
                ts
            ),
            Ok(())
        );
    }

    #[test]
    fn every_active_secret_signs_and_either_verifies() {
        let (a, b) = (new_secret(), new_secret());
        assert!(a.starts_with("whsec_") && key(&a).unwrap().len() == SECRET_BYTES);
        let h = signature_header(&[&a, &b], "evt_1", 100, b"{}");
        assert_eq!(h.split(' ').count(), 2);
        assert_eq!(verify(&a, "evt_1", "100", &h, b"{}", 100), Ok(()));
        assert_eq!(verify(&b, "evt_1", "100", &h, b"{}", 100), Ok(()));
        let other = new_secret();
        assert_eq!(
            verify(&other, "evt_1", "100", &h, b"{}", 100),
            Err(VerifyError::NoMatchingSignature)
        );
        assert_eq!(
            verify(&a, "evt_1", "100", &h, b"{ }", 100),
            Err(VerifyError::NoMatchingSignature)
        );
        assert_eq!(
            verify(&a, "evt_1", "100", &h, b"{}", 100 + TOLERANCE_SECS + 1),
            Err(VerifyError::TooOld)
        );
        assert_eq!(
            verify(&a, "evt_1", "100", &h, b"{}", 100 - TOLERANCE_SECS - 1),
            Err(VerifyError::TooNew)
        );
        assert_eq!(
            verify(&a, "evt_1", "x", &h, b"{}", 100),
            Err(VerifyError::BadTimestamp)
        );
        assert_eq!(
            verify("nope", "evt_1", "100", &h, b"{}", 100),
            Err(VerifyError::BadSecret)
        );
        assert_eq!(
            verify(&a, "evt_1", "-9223372036854775808", &h, b"{}", i64::MAX),
            Err(VerifyError::TooOld)
        );
    }
}
