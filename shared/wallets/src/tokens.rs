//! User access tokens: JWTs (HS256) signed with the deployment's newest key and verified
//! with any key of the ring (`sanduq_kernel::keyring`), so a rotation overlaps. They last
//! `ACCESS_SECS` of the merchant's business time (a sandbox merchant's test clock moves them
//! as it moves everything else), and carry the merchant, the user and the session. The same
//! keys make the keyed hash one-time codes are stored as.

use hmac::{Hmac, Mac};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::keyring::TokenKey;
use sanduq_kernel::state::AppState;
use serde::{Deserialize, Serialize};
use sha2::Sha256;

/// How long an access token lasts, in seconds.
pub const ACCESS_SECS: i64 = 15 * 60;

/// Who issues and accepts the tokens.
pub const ISSUER: &str = "sanduq";

/// How a session was opened: a code sent to the user's phone, or the merchant's server
/// vouching for its own user.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Method {
    Otp,
    Merchant,
}

/// What an access token says.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Claims {
    pub iss: String,
    /// The user (`usr_…`).
    pub sub: String,
    /// The merchant whose user it is.
    pub mer: String,
    /// The session (`wss_…`): ended sessions end their tokens.
    pub sid: String,
    pub amr: Method,
    /// Unix seconds, business time.
    pub iat: i64,
    pub exp: i64,
}

fn unavailable() -> ApiError {
    tracing::error!("no signing key for user access tokens is configured");
    ApiError::new(
        ErrorCode::ServiceUnavailable,
        "wallet sign-in is not available right now",
    )
}

fn newest(st: &AppState) -> Result<TokenKey, ApiError> {
    st.config.token_keys.newest().ok_or_else(unavailable)
}

/// A signed access token for these claims.
pub fn sign(st: &AppState, claims: &Claims) -> Result<String, ApiError> {
    let key = newest(st)?;
    let mut header = Header::new(Algorithm::HS256);
    header.kid = Some(key.kid.clone());
    jsonwebtoken::encode(
        &header,
        claims,
        &EncodingKey::from_secret(key.secret.expose().as_bytes()),
    )
    .map_err(|e| {
        tracing::error!(error = %e, "an access token could not be signed");
        ApiError::new(ErrorCode::ServerError, "unexpected internal error")
    })
}

/// Why a token was not accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rejected {
    /// Not a token of ours: malformed, another algorithm, an unknown key, a bad signature.
    Invalid,
    /// Ours, but past its `exp` (checked by the caller against business time).
    Expired,
}

impl Rejected {
    pub fn error(self) -> ApiError {
        match self {
            Rejected::Invalid => ApiError::new(
                ErrorCode::Forbidden,
                "the user access token is not valid; sign in again",
            ),
            Rejected::Expired => ApiError::new(
                ErrorCode::TokenExpired,
                "the user access token has expired; refresh it or sign in again",
            ),
        }
    }
}

/// The claims of a token signed by a key of the ring (its expiry is the caller's to check:
/// it is business time, and only the merchant the claims name knows its clock).
pub fn verify(st: &AppState, token: &str) -> Result<Claims, Rejected> {
    if token.len() > 4096 {
        return Err(Rejected::Invalid);
    }
    let header = jsonwebtoken::decode_header(token).map_err(|_| Rejected::Invalid)?;
    let kid = header.kid.ok_or(Rejected::Invalid)?;
    let key = st.config.token_keys.find(&kid).ok_or(Rejected::Invalid)?;
    let mut v = Validation::new(Algorithm::HS256);
    v.validate_exp = false;
    v.required_spec_claims.clear();
    v.set_issuer(&[ISSUER]);
    jsonwebtoken::decode::<Claims>(
        token,
        &DecodingKey::from_secret(key.secret.expose().as_bytes()),
        &v,
    )
    .map(|d| d.claims)
    .map_err(|_| Rejected::Invalid)
}

/// Checks a verified token's expiry against `now` (business time, Unix seconds).
pub fn live(claims: &Claims, now: i64) -> Result<(), Rejected> {
    if now >= claims.exp {
        return Err(Rejected::Expired);
    }
    Ok(())
}

fn keyed(secret: &str, parts: &[&str]) -> String {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(secret.as_bytes())
        .expect("HMAC takes a key of any length");
    for p in parts {
        mac.update(p.as_bytes());
        mac.update(&[0]);
    }
    hex::encode(mac.finalize().into_bytes())
}

/// The keyed hash a one-time code is stored as, with the id of the key that made it.
pub fn code_hash(st: &AppState, otp_id: &str, code: &str) -> Result<(String, String), ApiError> {
    let key = newest(st)?;
    Ok((
        key.kid.clone(),
        keyed(key.secret.expose(), &["otp", otp_id, code]),
    ))
}

/// Whether `code` is the one stored as `hash` by key `kid` (false when that key has left the
/// ring). Compared in constant time.
pub fn code_matches(st: &AppState, kid: &str, otp_id: &str, code: &str, hash: &str) -> bool {
    use subtle::ConstantTimeEq;
    st.config.token_keys.find(kid).is_some_and(|k| {
        keyed(k.secret.expose(), &["otp", otp_id, code])
            .as_bytes()
            .ct_eq(hash.as_bytes())
            .into()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use sanduq_kernel::{keyring, Config};
    use std::sync::Arc;

    fn state(keys: Vec<TokenKey>) -> AppState {
        AppState::new(
            Arc::new(sanduq_store::EmbeddedStore::in_memory()),
            Config {
                token_keys: keyring::Ring::new(keys),
                ..Config::default()
            },
        )
    }

    fn claims() -> Claims {
        Claims {
            iss: ISSUER.into(),
            sub: "usr_1".into(),
            mer: "mer_1".into(),
            sid: "wss_1".into(),
            amr: Method::Otp,
            iat: 1_800_000_000,
            exp: 1_800_000_000 + ACCESS_SECS,
        }
    }

    #[test]
    fn a_token_verifies_with_its_key_and_the_next_ring() {
        let ring = vec![keyring::generate()];
        let st = state(ring.clone());
        let t = sign(&st, &claims()).unwrap();
        assert_eq!(verify(&st, &t).unwrap(), claims());
        let rotated = state(keyring::rotate(&ring));
        assert_eq!(verify(&rotated, &t).unwrap(), claims(), "overlap");
        let twice = state(keyring::rotate(&keyring::rotate(&ring)));
        assert_eq!(verify(&twice, &t), Err(Rejected::Invalid), "gone");
    }

    #[test]
    fn tampering_and_strangers_are_refused() {
        let st = state(vec![keyring::generate()]);
        let t = sign(&st, &claims()).unwrap();
        let mut parts: Vec<String> = t.split('.').map(str::to_string).collect();
        let mut other = claims();
        other.mer = "mer_2".into();
        let forged = sign(&st, &other).unwrap();
        parts[1] = forged.split('.').nth(1).unwrap().to_string();
        assert_eq!(verify(&st, &parts.join(".")), Err(Rejected::Invalid));
        let stranger = state(vec![keyring::generate()]);
        assert_eq!(verify(&stranger, &t), Err(Rejected::Invalid));
        assert_eq!(verify(&st, "not.a.token"), Err(Rejected::Invalid));
        assert_eq!(verify(&st, ""), Err(Rejected::Invalid));
    }

    #[test]
    fn expiry_is_the_callers_clock() {
        let c = claims();
        assert_eq!(live(&c, c.exp - 1), Ok(()));
        assert_eq!(live(&c, c.exp), Err(Rejected::Expired));
    }

    #[test]
    fn codes_hash_with_a_key_and_match_only_themselves() {
        let st = state(vec![keyring::generate()]);
        let (kid, h) = code_hash(&st, "otp_1", "123456").unwrap();
        assert!(code_matches(&st, &kid, "otp_1", "123456", &h));
        assert!(!code_matches(&st, &kid, "otp_1", "123457", &h));
        assert!(!code_matches(&st, &kid, "otp_2", "123456", &h));
        assert!(!code_matches(&st, "key_gone", "otp_1", "123456", &h));
    }
}
