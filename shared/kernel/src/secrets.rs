//! Secrets kept as digests. A secret Sanduq made (an API key, a session or QR token) is found
//! again by its SHA-256 digest; a secret a person chose (a password, a PIN) is kept as an
//! Argon2id hash, made and checked off the async worker threads (each takes tens of
//! milliseconds of CPU, which would stall every other request on the thread), and at most
//! one fewer at a time than the machine has cores: a burst of sign-ins waits its turn
//! instead of taking every core from the requests that cost nothing.

use crate::error::{ApiError, ApiResult};
use sanduq_domain::ErrorCode;
use sha2::{Digest, Sha256};

pub fn hash_key(secret: &str) -> String {
    hex_digest(&Sha256::digest(secret.as_bytes()))
}

/// A digest in lowercase hex (as `hex::encode` writes it), into a string made once at its
/// length: neither a character at a time (`hex`) nor through the formatter (`format!("{:x}")`):
/// this runs for every authenticated request and every idempotent one.
pub fn hex_digest(digest: &[u8]) -> String {
    base16ct::lower::encode_string(digest)
}

fn failed(e: impl std::fmt::Display) -> ApiError {
    tracing::error!(error = %e, "a password or PIN could not be hashed");
    ApiError::new(ErrorCode::ServerError, "unexpected internal error")
}

fn argon2_hash(secret: &str) -> ApiResult<String> {
    use argon2::password_hash::{rand_core::OsRng, PasswordHasher, SaltString};
    let salt = SaltString::generate(&mut OsRng);
    argon2::Argon2::default() // Argon2id, v19, the crate's recommended cost
        .hash_password(secret.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(failed)
}

fn argon2_matches(hash: &str, secret: &str) -> bool {
    use argon2::password_hash::{PasswordHash, PasswordVerifier};
    PasswordHash::new(hash).is_ok_and(|h| {
        argon2::Argon2::default()
            .verify_password(secret.as_bytes(), &h)
            .is_ok()
    })
}

/// A hash of nothing anyone knows: checking against it costs what a real check costs, so
/// the time of an answer does not tell whether there was anything to check.
fn decoy_hash() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| argon2_hash(&sanduq_domain::ids::new_secret("decoy_")).unwrap_or_default())
}

/// The turns for Argon2 work: one fewer than the cores (at least one).
fn turns() -> &'static tokio::sync::Semaphore {
    static TURNS: std::sync::OnceLock<tokio::sync::Semaphore> = std::sync::OnceLock::new();
    TURNS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        tokio::sync::Semaphore::new(cores.saturating_sub(1).max(1))
    })
}

/// Runs Argon2 work on the blocking pool when its turn comes.
async fn slow<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let _turn = turns().acquire().await.ok()?;
    tokio::task::spawn_blocking(work).await.ok()
}

/// The Argon2id hash (a PHC string) of a chosen secret.
pub async fn slow_hash(secret: &str) -> ApiResult<String> {
    let secret = secret.to_string();
    slow(move || argon2_hash(&secret))
        .await
        .ok_or_else(|| failed("the hashing task ended"))?
}

/// Which of these hashes `secret` matches, checked one after another off the async
/// threads. With no hashes, one check against a decoy takes the same time.
pub async fn slow_matches(hashes: Vec<String>, secret: &str) -> Vec<bool> {
    let secret = secret.to_string();
    slow(move || {
        if hashes.is_empty() {
            argon2_matches(decoy_hash(), &secret);
        }
        hashes.iter().map(|h| argon2_matches(h, &secret)).collect()
    })
    .await
    .unwrap_or_default()
}

/// Whether `secret` matches one hash (None: checks a decoy and answers false).
pub async fn slow_match(hash: Option<&str>, secret: &str) -> bool {
    let hashes = hash.map(|h| vec![h.to_string()]).unwrap_or_default();
    slow_matches(hashes, secret).await.first() == Some(&true)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Stored key hashes were written by `hex::encode`: the same text, or no key would match.
    #[test]
    fn a_key_hash_is_its_sha256_in_lowercase_hex() {
        assert_eq!(
            hash_key("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        let k = "sk_sandbox_0123456789abcdef";
        assert_eq!(hash_key(k), hex::encode(Sha256::digest(k.as_bytes())));
    }

    #[tokio::test]
    async fn a_hash_matches_its_secret_only() {
        let h = slow_hash("correct horse battery").await.unwrap();
        assert!(h.starts_with("$argon2id$"));
        assert!(slow_match(Some(&h), "correct horse battery").await);
        assert!(!slow_match(Some(&h), "correct horse batterz").await);
        assert!(!slow_match(None, "correct horse battery").await);
        assert!(!slow_match(Some("not a hash"), "x").await);
        let other = slow_hash("another one entirely").await.unwrap();
        assert_eq!(
            slow_matches(vec![h, other], "another one entirely").await,
            [false, true]
        );
    }
}
