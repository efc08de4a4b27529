//! Identifiers and secrets: prefixed, random. Ids (several a request) come from the
//! thread's CSPRNG (`rand::thread_rng`: ChaCha12, seeded and reseeded from the OS), not a
//! system call each; secrets (made rarely) straight from the OS generator.

use rand::Rng;
use uuid::Uuid;

/// A new resource id such as `pay_3f9c...` (24 hex characters, 96 random bits, after the
/// prefix).
pub fn new_id(prefix: &str) -> String {
    let bits: u128 = rand::thread_rng().gen();
    prefixed_hex(prefix, bits >> 32, 24)
}

/// A new request id, `req_` and 32 hex characters (128 random bits).
pub fn request_id() -> String {
    prefixed_hex("req", rand::thread_rng().gen(), 32)
}

/// `prefix`, `_` and the low `digits` hex digits of `bits` (lowercase, zeros first; 32 at
/// most): what `format!("{prefix}_{bits:0digits$x}")` writes, in a string made at its length
/// (several ids a request; the formatter's machinery was most of their cost). The digits are
/// uuid's text of the 128 bits (a table-driven encoder into a buffer on the stack: pushed a
/// character at a time, each checked for room and encoded as UTF-8, they cost 600
/// instructions an id).
fn prefixed_hex(prefix: &str, bits: u128, digits: usize) -> String {
    let mut buf = Uuid::encode_buffer();
    let hex = Uuid::from_u128(bits).simple().encode_lower(&mut buf);
    let low = &hex[hex.len() - digits.min(hex.len())..];
    let mut s = String::with_capacity(prefix.len() + 1 + low.len());
    s.push_str(prefix);
    s.push('_');
    s.push_str(low);
    s
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
    fn an_id_is_its_bits_in_lowercase_hex_as_the_formatter_writes_them() {
        for bits in [
            0u128,
            1,
            0xabc,
            u128::MAX,
            0x0123_4567_89ab_cdef_fedc_ba98_7654_3210,
        ] {
            assert_eq!(
                prefixed_hex("pay", bits >> 32, 24),
                format!("pay_{:024x}", bits >> 32)
            );
            assert_eq!(prefixed_hex("req", bits, 32), format!("req_{bits:032x}"));
        }
    }

    #[test]
    fn secrets_are_long() {
        let s = new_secret("sk_sandbox_");
        assert_eq!(s.len(), "sk_sandbox_".len() + 64);
    }
}
