//! Identifiers and secrets: prefixed, random. Ids (several a request) come from the
//! thread's CSPRNG (`rand::thread_rng`: ChaCha12, seeded and reseeded from the OS), not a
//! system call each; secrets (made rarely) straight from the OS generator.

use rand::Rng;
use uuid::Uuid;

/// A new resource id such as `pay_3f9c...` (24 hex characters, 96 random bits, after the
/// prefix).
pub fn new_id(prefix: &str) -> String {
    let bits: u128 = rand::thread_rng().gen();
    format!("{prefix}_{:024x}", bits >> 32)
}

/// A new request id, `req_` and 32 hex characters (128 random bits).
pub fn request_id() -> String {
    format!("req_{:032x}", rand::thread_rng().gen::<u128>())
}

/// A new secret with 244 random bits, such as `sk_sandbox_<64 hex>`.
pub fn new_secret(prefix: &str) -> String {
    format!(
        "{prefix}{}{}",
        Uuid::new_v4().simple(),
        Uuid::new_v4().simple()
    )
}

/// A stable spread of `s` over `n` places (FNV-1a of its bytes, mod n): the same on every
/// build and machine; not a secret, only a spread (outbox shards, merchant sub-accounts).
pub fn spread(s: &str, n: usize) -> usize {
    let h = s.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    (h % n as u64) as usize
}

/// True when `s` is `prefix_` followed by 1..=64 ASCII alphanumerics: cheap shape check for ids in paths.
pub fn has_shape(s: &str, prefix: &str) -> bool {
    s.strip_prefix(prefix)
        .and_then(|r| r.strip_prefix('_'))
        .is_some_and(|r| {
            !r.is_empty() && r.len() <= 64 && r.bytes().all(|b| b.is_ascii_alphanumeric())
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_prefixed_and_unique() {
        let a = new_id("pay");
        let b = new_id("pay");
        assert!(a.starts_with("pay_") && a.len() == 28);
        assert_ne!(a, b);
        assert!(has_shape(&a, "pay"));
        assert!(!has_shape("pay_", "pay"));
        assert!(!has_shape("pay_../x", "pay"));
        assert!(!has_shape(&a, "cs"));
        let ids: std::collections::HashSet<String> = (0..10_000).map(|_| new_id("x")).collect();
        assert_eq!(ids.len(), 10_000);
        assert!(ids.iter().all(|i| i.len() == 26 && has_shape(i, "x")));
        let r = request_id();
        assert!(r.len() == 36 && has_shape(&r, "req") && r != request_id());
    }

    #[test]
    fn secrets_are_long() {
        let s = new_secret("sk_sandbox_");
        assert_eq!(s.len(), "sk_sandbox_".len() + 64);
    }
}
