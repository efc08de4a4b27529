//! Where the CLI keeps what `sanduq login` stored: profiles (base address and secret key)
//! in `config.json` of the user's config directory (`$SANDUQ_CONFIG_DIR`, else
//! `~/.config/sanduq` on Linux, `~/Library/Application Support/sanduq` on macOS,
//! `%APPDATA%\sanduq` on Windows), readable by the user alone; and each profile's listener
//! state (signing secret, where it stopped) beside it.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub const DEFAULT_PROFILE: &str = "default";

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Profile {
    pub base_url: String,
    pub key: String,
    /// The gateway family's HMAC key id (mk_...) and secret, for `payments list`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gateway_key: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gateway_secret: Option<String>,
}

#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Config {
    #[serde(default)]
    pub profiles: BTreeMap<String, Profile>,
}

/// The directory the CLI's files live in.
pub fn dir() -> Result<PathBuf, String> {
    if let Some(d) = std::env::var_os("SANDUQ_CONFIG_DIR") {
        return Ok(PathBuf::from(d));
    }
    dirs::config_dir()
        .map(|d| d.join("sanduq"))
        .ok_or_else(|| "no config directory here: set SANDUQ_CONFIG_DIR".to_string())
}

pub fn config_path() -> Result<PathBuf, String> {
    Ok(dir()?.join("config.json"))
}

pub fn load() -> Result<Config, String> {
    read_json(&config_path()?).map(Option::unwrap_or_default)
}

pub fn save(c: &Config) -> Result<PathBuf, String> {
    let path = config_path()?;
    write_json(&path, c)?;
    Ok(path)
}

/// Reads a JSON file (None: there is none yet).
pub fn read_json<T: for<'de> Deserialize<'de>>(path: &Path) -> Result<Option<T>, String> {
    match std::fs::read(path) {
        Ok(bytes) => serde_json::from_slice(&bytes)
            .map(Some)
            .map_err(|e| format!("{}: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// Writes a JSON file whole or not at all (a temporary file renamed over it), readable and
/// writable by the user alone: it holds secret keys.
pub fn write_json<T: Serialize>(path: &Path, value: &T) -> Result<(), String> {
    let fail = |e: std::io::Error| format!("{}: {e}", path.display());
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(fail)?;
    }
    let tmp = path.with_extension("tmp");
    let bytes = serde_json::to_vec_pretty(value).expect("JSON of plain data");
    {
        use std::io::Write;
        let mut o = std::fs::OpenOptions::new();
        o.write(true).create(true).truncate(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut o, 0o600);
        let mut f = o.open(&tmp).map_err(fail)?;
        f.write_all(&bytes).map_err(fail)?;
        f.sync_all().map_err(fail)?;
    }
    std::fs::rename(&tmp, path).map_err(fail)
}

/// The address the API answers under: what was given, without a trailing `/` or `/api/v1`.
pub fn base(url: &str) -> Result<String, String> {
    let u = url::Url::parse(url).map_err(|e| format!("--base-url {url}: {e}"))?;
    if !matches!(u.scheme(), "http" | "https") || u.host_str().is_none() {
        return Err(format!("--base-url {url}: an http(s) address"));
    }
    let s = u.as_str().trim_end_matches('/');
    Ok(s.strip_suffix("/api/v1").unwrap_or(s).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_addresses_lose_the_api_prefix_and_trailing_slash() {
        assert_eq!(
            base("http://127.0.0.1:8080").unwrap(),
            "http://127.0.0.1:8080"
        );
        assert_eq!(
            base("http://127.0.0.1:8080/").unwrap(),
            "http://127.0.0.1:8080"
        );
        assert_eq!(
            base("https://x.execute-api.me-south-1.amazonaws.com/api/v1/").unwrap(),
            "https://x.execute-api.me-south-1.amazonaws.com"
        );
        assert_eq!(
            base("https://gw.example/prod").unwrap(),
            "https://gw.example/prod"
        );
        assert!(base("ftp://x").is_err());
        assert!(base("localhost:8080").is_err());
    }

    #[test]
    fn files_are_written_whole_and_private() {
        let d = std::env::temp_dir().join(format!("sanduq-cfg-{}", uuid::Uuid::new_v4()));
        let p = d.join("config.json");
        assert!(read_json::<Config>(&p).unwrap().is_none());
        let mut c = Config::default();
        c.profiles.insert(
            "default".into(),
            Profile {
                base_url: "http://127.0.0.1:1".into(),
                key: "sk_sandbox_x".into(),
                gateway_key: None,
                gateway_secret: None,
            },
        );
        write_json(&p, &c).unwrap();
        let back: Config = read_json(&p).unwrap().unwrap();
        assert_eq!(back.profiles, c.profiles);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&p).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        std::fs::write(&p, b"{not json").unwrap();
        assert!(read_json::<Config>(&p).unwrap_err().contains("config.json"));
        std::fs::remove_dir_all(&d).unwrap();
    }
}
