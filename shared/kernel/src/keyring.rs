//! The deployment's signing keys for user access tokens (and the keyed hash of one-time
//! codes): newest first. The first signs; every key in the ring verifies, so a rotation
//! keeps the previous key until the tokens it signed have expired. From the data dir
//! locally (`sanduq rotate-token-key`), from Secrets Manager in AWS.

use sanduq_domain::secret::Secret;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::{Arc, RwLock};

/// Keys kept after a rotation: the new one and the one before it.
pub const KEEP: usize = 2;

/// Shortest accepted secret, in bytes (HS256 wants at least its output size).
pub const MIN_SECRET_BYTES: usize = 32;

#[derive(Clone, Debug, PartialEq)]
pub struct TokenKey {
    /// The key's id, in each token's header (`kid`).
    pub kid: String,
    pub secret: Secret,
}

#[derive(Serialize, Deserialize)]
struct StoredKey {
    kid: String,
    secret: String,
}

#[derive(Serialize, Deserialize)]
struct Stored {
    keys: Vec<StoredKey>,
}

/// The ring a running process holds: replaced whole when the deployment's secret changes
/// (the wallet function reads it again at most a minute old), read by every token check.
#[derive(Clone, Debug, Default)]
pub struct Ring(Arc<RwLock<Vec<TokenKey>>>);

impl Ring {
    pub fn new(keys: Vec<TokenKey>) -> Ring {
        Ring(Arc::new(RwLock::new(keys)))
    }

    /// The key that signs: the first.
    pub fn newest(&self) -> Option<TokenKey> {
        self.0.read().ok()?.first().cloned()
    }

    /// The key with this id, if the ring still has it.
    pub fn find(&self, kid: &str) -> Option<TokenKey> {
        self.0.read().ok()?.iter().find(|k| k.kid == kid).cloned()
    }

    pub fn replace(&self, keys: Vec<TokenKey>) {
        if let Ok(mut w) = self.0.write() {
            *w = keys;
        }
    }

    pub fn keys(&self) -> Vec<TokenKey> {
        self.0.read().map(|k| k.clone()).unwrap_or_default()
    }
}

/// A new key: a random id and 32 random bytes, hex.
pub fn generate() -> TokenKey {
    use rand::RngCore;
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    TokenKey {
        kid: sanduq_domain::ids::new_id("key"),
        secret: Secret::new(hex::encode(bytes)),
    }
}

/// The ring read from its JSON form, `{"keys": [{"kid", "secret"}, ...]}` newest first, or
/// one key alone, `{"kid", "secret"}` (what the template's generated secret starts as).
pub fn parse(text: &str) -> Result<Vec<TokenKey>, String> {
    let stored: Stored = match serde_json::from_str::<StoredKey>(text) {
        Ok(one) => Stored { keys: vec![one] },
        Err(_) => serde_json::from_str(text).map_err(|e| format!("not a key ring: {e}"))?,
    };
    if stored.keys.is_empty() {
        return Err("the key ring has no keys".into());
    }
    stored
        .keys
        .into_iter()
        .map(|k| {
            if k.kid.is_empty() || k.kid.len() > 64 {
                return Err("a key id must have 1 to 64 characters".into());
            }
            if k.secret.len() < MIN_SECRET_BYTES {
                return Err(format!(
                    "key {}: a secret needs at least {MIN_SECRET_BYTES} characters",
                    k.kid
                ));
            }
            Ok(TokenKey {
                kid: k.kid,
                secret: Secret::new(k.secret),
            })
        })
        .collect()
}

/// The ring's JSON form (what the data dir's file and the AWS secret hold).
pub fn to_json(keys: &[TokenKey]) -> Value {
    serde_json::to_value(Stored {
        keys: keys
            .iter()
            .map(|k| StoredKey {
                kid: k.kid.clone(),
                secret: k.secret.expose().to_string(),
            })
            .collect(),
    })
    .unwrap_or_default()
}

/// The ring after a rotation: a new key first, then the newest `KEEP - 1` of the old ones.
pub fn rotate(keys: &[TokenKey]) -> Vec<TokenKey> {
    std::iter::once(generate())
        .chain(keys.iter().take(KEEP - 1).cloned())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ring_round_trips_and_rotates_with_overlap() {
        let ring = vec![generate()];
        let back = parse(&to_json(&ring).to_string()).unwrap();
        assert_eq!(back, ring);
        let once = rotate(&ring);
        assert_eq!(once.len(), 2);
        assert_eq!(once[1], ring[0], "the old key still verifies");
        let twice = rotate(&once);
        assert_eq!(twice.len(), KEEP);
        assert_eq!(twice[1], once[0]);
        assert!(!twice.contains(&ring[0]), "the oldest is dropped");
    }

    #[test]
    fn one_key_alone_is_a_ring() {
        let one = parse(r#"{"kid":"key_initial","secret":"0123456789abcdef0123456789abcdef0123"}"#)
            .unwrap();
        assert_eq!(one.len(), 1);
        assert_eq!(one[0].kid, "key_initial");
        let ring = Ring::new(one);
        assert!(ring.find("key_initial").is_some() && ring.find("x").is_none());
        ring.replace(vec![generate()]);
        assert!(ring.find("key_initial").is_none());
    }

    #[test]
    fn a_bad_ring_says_why() {
        assert!(parse("{}").is_err());
        assert!(parse(r#"{"keys":[]}"#).is_err());
        assert!(parse(r#"{"keys":[{"kid":"k","secret":"short"}]}"#)
            .unwrap_err()
            .contains("at least"));
    }
}
