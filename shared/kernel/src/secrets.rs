//! How a secret (an API key, a session or QR token) is found again without being stored:
//! by its SHA-256 digest.

use sha2::{Digest, Sha256};

pub fn hash_key(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}
