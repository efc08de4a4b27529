//! Gateway request signing: lowercase hex HMAC-SHA256(secret, "timestamp.METHOD.path.body"),
//! where path is the request path from /api/v1 on, query string included, and body is the
//! raw body (empty for GET). Merchants can call `sign` (or follow the README's openssl recipe).

use hmac::{Hmac, Mac};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

/// The canonical string the signature covers.
pub fn canonical(timestamp: &str, method: &str, path: &str, body: &[u8]) -> Vec<u8> {
    let mut v = format!("{timestamp}.{}.{path}.", method.to_ascii_uppercase()).into_bytes();
    v.extend_from_slice(body);
    v
}

fn mac(secret: &str) -> HmacSha256 {
    HmacSha256::new_from_slice(secret.as_bytes()).expect("HMAC takes keys of any length")
}

/// The X-Api-Signature value for a request.
pub fn sign(secret: &str, timestamp: &str, method: &str, path: &str, body: &[u8]) -> String {
    let mut m = mac(secret);
    m.update(&canonical(timestamp, method, path, body));
    hex::encode(m.finalize().into_bytes())
}

/// Checks a hex signature in constant time.
pub fn verify(
    secret: &str,
    timestamp: &str,
    method: &str,
    path: &str,
    body: &[u8],
    signature_hex: &str,
) -> bool {
    let Ok(sig) = hex::decode(signature_hex.trim()) else {
        return false;
    };
    let mut m = mac(secret);
    m.update(&canonical(timestamp, method, path, body));
    m.verify_slice(&sig).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signs_the_canonical_string() {
        // openssl: printf '1700000000.POST./api/v1/gateway/payments/pay_1/capture.{}' | openssl dgst -sha256 -hmac secret
        let s = sign(
            "secret",
            "1700000000",
            "post",
            "/api/v1/gateway/payments/pay_1/capture",
            b"{}",
        );
        assert_eq!(s.len(), 64);
        assert!(s
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
        assert!(verify(
            "secret",
            "1700000000",
            "POST",
            "/api/v1/gateway/payments/pay_1/capture",
            b"{}",
            &s
        ));
        assert!(verify(
            "secret",
            "1700000000",
            "POST",
            "/api/v1/gateway/payments/pay_1/capture",
            b"{}",
            &s.to_uppercase()
        ));
        assert!(!verify(
            "other",
            "1700000000",
            "POST",
            "/api/v1/gateway/payments/pay_1/capture",
            b"{}",
            &s
        ));
        assert!(!verify(
            "secret",
            "1700000001",
            "POST",
            "/api/v1/gateway/payments/pay_1/capture",
            b"{}",
            &s
        ));
        assert!(!verify(
            "secret",
            "1700000000",
            "POST",
            "/api/v1/gateway/payments/pay_1/capture",
            b"{ }",
            &s
        ));
        assert!(!verify(
            "secret",
            "1700000000",
            "POST",
            "/api/v1/gateway/payments/pay_1/capture",
            b"{}",
            "zz"
        ));
    }
}
