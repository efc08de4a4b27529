//! Operators' second factor: TOTP codes (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps,
//! what every authenticator app reads) by the `totp-rs` crate, and one-time recovery codes.
//! A code is taken at most once: the caller keeps the step of the last code taken and
//! refuses any code of that step or before (`step_of` tells which step a code is of).

use rand::RngCore;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::secrets::hash_key;
use totp_rs::{Algorithm, Secret, TOTP};

/// Seconds a code stands for.
pub const STEP: u64 = 30;
/// The issuer an authenticator app shows beside the account.
const ISSUER: &str = "Sanduq";

fn internal(what: impl std::fmt::Display) -> ApiError {
    tracing::error!(%what, "an operator's second factor");
    ApiError::new(
        sanduq_domain::ErrorCode::ServerError,
        "unexpected internal error",
    )
}

fn totp(secret_base32: &str, account: &str) -> ApiResult<TOTP> {
    let bytes = Secret::Encoded(secret_base32.to_string())
        .to_bytes()
        .map_err(|_| internal("a TOTP secret is not base32"))?;
    // the account name may not hold a colon (otpauth's separator); an e-mail never does
    TOTP::new(
        Algorithm::SHA1,
        6,
        0,
        STEP,
        bytes,
        Some(ISSUER.into()),
        account.replace(':', ""),
    )
    .map_err(internal)
}

/// A new secret: 160 random bits (RFC 4226's advice), base32 without padding.
pub fn new_secret() -> String {
    let mut bytes = [0u8; 20];
    rand::thread_rng().fill_bytes(&mut bytes);
    Secret::Raw(bytes.to_vec()).to_encoded().to_string()
}

/// The `otpauth://` address an authenticator app reads (as a QR code or typed in).
pub fn url(secret_base32: &str, account: &str) -> ApiResult<String> {
    Ok(totp(secret_base32, account)?.get_url())
}

/// The step (Unix seconds / 30) whose code `code` is, among the step before `now`'s, now's
/// and the one after (a phone's clock a little off), or None.
pub fn step_of(secret_base32: &str, code: &str, now_secs: u64) -> ApiResult<Option<u64>> {
    if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    let t = totp(secret_base32, "")?;
    let now_step = now_secs / STEP;
    for step in [now_step.saturating_sub(1), now_step, now_step + 1] {
        if t.check(code, step * STEP) {
            return Ok(Some(step));
        }
    }
    Ok(None)
}

/// The code of `secret` at `secs` (tests and the console's own checks).
pub fn code_at(secret_base32: &str, secs: u64) -> ApiResult<String> {
    Ok(totp(secret_base32, "")?.generate(secs))
}

/// New recovery codes (`xxxxx-xxxxx`, 50 random bits each) and their hashes, to keep.
pub fn recovery_codes(n: usize) -> (Vec<String>, Vec<String>) {
    let codes: Vec<String> = (0..n)
        .map(|_| {
            let hex = sanduq_domain::ids::new_secret("");
            format!("{}-{}", &hex[..5], &hex[5..10])
        })
        .collect();
    let hashes = codes.iter().map(|c| recovery_hash(c)).collect();
    (codes, hashes)
}

/// The hash a recovery code is kept as: as typed, in any case, with or without its dash.
pub fn recovery_hash(code: &str) -> String {
    let norm: String = code
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    hash_key(&format!("recovery\n{norm}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_good_for_its_step_and_the_ones_beside() {
        let s = new_secret();
        assert_eq!(s.len(), 32, "160 bits in base32");
        let t0 = 1_900_000_020; // a step's start
        let code = code_at(&s, t0).unwrap();
        let step = t0 / STEP;
        assert_eq!(step_of(&s, &code, t0).unwrap(), Some(step));
        assert_eq!(step_of(&s, &code, t0 + 29).unwrap(), Some(step));
        assert_eq!(
            step_of(&s, &code, t0 + 30).unwrap(),
            Some(step),
            "a step late"
        );
        assert_eq!(
            step_of(&s, &code, t0 - 30).unwrap(),
            Some(step),
            "a step early"
        );
        assert_eq!(step_of(&s, &code, t0 + 60).unwrap(), None, "expired");
        assert_eq!(step_of(&new_secret(), &code, t0).unwrap(), None);
        assert_eq!(step_of(&s, "12345", t0).unwrap(), None);
        assert_eq!(step_of(&s, "abcdef", t0).unwrap(), None);
    }

    #[test]
    fn the_rfc_6238_vector_holds() {
        // RFC 6238 appendix B, SHA-1: the key "12345678901234567890", T = 59 s -> 94287082
        // (8 digits); its last 6 are the 6-digit code
        let s = Secret::Raw(b"12345678901234567890".to_vec())
            .to_encoded()
            .to_string();
        assert_eq!(code_at(&s, 59).unwrap(), "287082");
    }

    #[test]
    fn the_address_names_the_issuer_and_the_account() {
        let s = new_secret();
        let u = url(&s, "ops@sanduq.example").unwrap();
        assert!(
            u.starts_with("otpauth://totp/Sanduq:ops%40sanduq.example?"),
            "{u}"
        );
        assert!(u.contains(&format!("secret={s}")));
    }

    #[test]
    fn recovery_codes_read_in_any_case_with_or_without_the_dash() {
        let (codes, hashes) = recovery_codes(10);
        assert_eq!(codes.len(), 10);
        let c = &codes[3];
        assert_eq!(recovery_hash(c), hashes[3]);
        assert_eq!(
            recovery_hash(&c.to_uppercase().replace('-', " ")),
            hashes[3]
        );
        assert_ne!(recovery_hash(&codes[4]), hashes[3]);
    }
}
