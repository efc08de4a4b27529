//! First start: the platform admin key and an approved sandbox merchant, written to the
//! data dir so a developer can call the API at once. Later starts read them back.

use sanduq_admin::merchants::{self, Keys, NewMerchant};
use sanduq_domain::ids::new_secret;
use sanduq_domain::merchant::{MerchantStatus, DEFAULT_COMMISSION_BPS};
use sanduq_kernel::keyring::{self, TokenKey};
use sanduq_kernel::AppState;
use serde_json::{json, Value};
use std::path::Path;

pub const SANDBOX_FILE: &str = "sandbox-credentials.json";
pub const ADMIN_FILE: &str = "admin-credentials.json";
/// The signing keys of user access tokens (`sanduq_kernel::keyring`).
pub const TOKEN_KEYS_FILE: &str = "token-keys.json";
/// Production merchants' text messages on a local server (`sanduq_kernel::sms::Outbox`).
pub const SMS_OUTBOX_FILE: &str = "sms-outbox.jsonl";
/// Where identity documents (KYC images) are kept on a local `sanduq serve`.
pub const DOCUMENTS_DIR: &str = "documents";
/// Where report files are kept (`sanduq_kernel::report_files::Folder`).
pub const REPORTS_DIR: &str = "reports";

#[derive(Debug, thiserror::Error)]
pub enum BootstrapError {
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
    #[error("{0} is not valid credentials JSON")]
    Corrupt(String),
    #[error("{0}: {1}")]
    Keys(String, String),
    #[error("creating the sandbox merchant failed: {0}")]
    Api(String),
}

fn write_private(path: &Path, v: &Value) -> Result<(), BootstrapError> {
    let text = serde_json::to_string_pretty(v).unwrap_or_default();
    std::fs::write(path, text + "\n")
        .map_err(|e| BootstrapError::Io(path.display().to_string(), e))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600));
    }
    Ok(())
}

fn read_json(path: &Path) -> Result<Option<Value>, BootstrapError> {
    match std::fs::read_to_string(path) {
        Ok(s) => serde_json::from_str(&s)
            .map(Some)
            .map_err(|_| BootstrapError::Corrupt(path.display().to_string())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(BootstrapError::Io(path.display().to_string(), e)),
    }
}

/// The admin key: read from the data dir, or made and written there.
pub fn admin_key(dir: &Path) -> Result<String, BootstrapError> {
    let path = dir.join(ADMIN_FILE);
    if let Some(v) = read_json(&path)? {
        return v["admin_key"]
            .as_str()
            .map(str::to_owned)
            .ok_or_else(|| BootstrapError::Corrupt(path.display().to_string()));
    }
    let key = new_secret("adm_");
    write_private(&path, &json!({ "admin_key": key }))?;
    Ok(key)
}

/// The signing keys of user access tokens: read from the data dir, or made and written there.
pub fn token_keys(dir: &Path) -> Result<Vec<TokenKey>, BootstrapError> {
    let path = dir.join(TOKEN_KEYS_FILE);
    match read_json(&path)? {
        Some(v) => keyring::parse(&v.to_string())
            .map_err(|e| BootstrapError::Keys(path.display().to_string(), e)),
        None => {
            let keys = vec![keyring::generate()];
            write_private(&path, &keyring::to_json(&keys))?;
            Ok(keys)
        }
    }
}

/// `sanduq rotate-token-key`: a new signing key first; the previous one still verifies
/// until the tokens it signed have expired (a server reads the file when it starts).
pub fn rotate_token_keys(dir: &Path) -> Result<Vec<TokenKey>, BootstrapError> {
    let keys = keyring::rotate(&token_keys(dir)?);
    write_private(&dir.join(TOKEN_KEYS_FILE), &keyring::to_json(&keys))?;
    Ok(keys)
}

/// The sandbox merchant's credentials: read back, or created (approved, 100 bps) and written.
/// Returns them and whether they were just created.
pub async fn sandbox_merchant(st: &AppState, dir: &Path) -> Result<(Value, bool), BootstrapError> {
    let path = dir.join(SANDBOX_FILE);
    if let Some(v) = read_json(&path)? {
        let id = v["merchant_id"].as_str().unwrap_or_default();
        if merchants::get(st, id).await.is_ok() {
            return Ok((v, false));
        }
        tracing::warn!(
            "{} names a merchant the store does not have; creating a new one",
            path.display()
        );
    }
    let keys = Keys::generate();
    let m = merchants::create(
        st,
        NewMerchant {
            name: "Sandbox Merchant".into(),
            status: MerchantStatus::Approved,
            commission_bps: DEFAULT_COMMISSION_BPS,
            rate_limit: None,
            sandbox: true,
        },
        &keys,
    )
    .await
    .map_err(|e| BootstrapError::Api(e.0.message))?;
    let mut v = keys.to_json();
    v["merchant_id"] = json!(m.id);
    write_private(&path, &v)?;
    Ok((v, true))
}
