//! Merchants and their keys (platform admin). Secret and publishable keys are stored only
//! as SHA-256 hashes; an HMAC key's secret must be kept to verify signatures, so it is
//! stored on the key item and never shown again after creation.

use chrono::{DateTime, Utc};
use sanduq_domain::ids::{new_id, new_secret};
use sanduq_domain::merchant::{KeyKind, Merchant, MerchantStatus};
use sanduq_domain::secret::Secret;
use sanduq_domain::{DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items::{self, sort_time, ApiKeyRecord};
use sanduq_kernel::merchants;
use sanduq_kernel::secrets::hash_key;
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Item, Query, Write};
use serde_json::{json, Value};

/// A full set of keys: shown once, at creation. The secrets never print.
#[derive(Debug, Clone)]
pub struct Keys {
    pub secret_key: Secret,
    pub publishable_key: String,
    pub hmac_key_id: String,
    pub hmac_secret: Secret,
}

impl Keys {
    /// Sandbox keys.
    pub fn generate() -> Keys {
        Keys::for_env(true)
    }

    /// Keys for a sandbox (`sk_sandbox_`) or production (`sk_live_`) merchant.
    pub fn for_env(sandbox: bool) -> Keys {
        let env = if sandbox { "sandbox" } else { "live" };
        Keys {
            secret_key: Secret::new(new_secret(&format!("sk_{env}_"))),
            publishable_key: new_secret(&format!("pk_{env}_")),
            hmac_key_id: new_id("mk"),
            hmac_secret: Secret::new(new_secret("")),
        }
    }

    pub fn to_json(&self) -> Value {
        json!({
            "secret_key": self.secret_key.expose(),
            "publishable_key": self.publishable_key,
            "hmac_key_id": self.hmac_key_id,
            "hmac_secret": self.hmac_secret.expose(),
        })
    }
}

pub struct NewMerchant {
    pub name: String,
    pub status: MerchantStatus,
    pub commission_bps: u32,
    pub rate_limit: Option<u32>,
    /// Sandbox merchants have free money and a test clock; production merchants have neither.
    pub sandbox: bool,
}

fn key_write(
    merchant_id: &str,
    kind: KeyKind,
    lookup: &str,
    secret: Option<&str>,
    now: DateTime<Utc>,
) -> ApiResult<Write> {
    let id = new_id("key");
    let rec = ApiKeyRecord {
        merchant_id: merchant_id.to_string(),
        kind,
        hint: lookup.chars().take(16).collect(),
        revoked: false,
        created_at: now,
    };
    let mut extra: Vec<(&str, Value)> = vec![
        ("id", id.clone().into()),
        ("gsi1pk", format!("MER#{merchant_id}#KEYS").into()),
        ("gsi1sk", format!("{}#{id}", sort_time(now)).into()),
    ];
    if let Some(s) = secret {
        extra.push(("hmac_secret", s.into()));
    }
    let item = items::to_item(&rec, &items::api_key_key(&hash_key(lookup)), &extra)?;
    Ok(Write::Put {
        item,
        cond: Some(Cond::NotExists),
    })
}

fn key_writes(merchant_id: &str, keys: &Keys, now: DateTime<Utc>) -> ApiResult<Vec<Write>> {
    Ok(vec![
        key_write(
            merchant_id,
            KeyKind::Secret,
            keys.secret_key.expose(),
            None,
            now,
        )?,
        key_write(
            merchant_id,
            KeyKind::Publishable,
            &keys.publishable_key,
            None,
            now,
        )?,
        key_write(
            merchant_id,
            KeyKind::Hmac,
            &keys.hmac_key_id,
            Some(keys.hmac_secret.expose()),
            now,
        )?,
    ])
}

pub use merchants::{get, update};

/// Creates a merchant with the given keys in one transaction.
pub async fn create(st: &AppState, n: NewMerchant, keys: &Keys) -> ApiResult<Merchant> {
    let now = Utc::now();
    let m = Merchant {
        id: new_id("mer"),
        name: n.name,
        status: n.status,
        commission_bps: n.commission_bps,
        rate_limit: n.rate_limit,
        sandbox: n.sandbox,
        clock_offset_secs: 0,
        authorization_ttl_secs: sanduq_domain::payment::DEFAULT_AUTHORIZATION_SECS,
        branding: Default::default(),
        receipt_series: 1,
        created_at: now,
        updated_at: now,
    };
    let mut writes = vec![merchants::put(&m, None)?];
    writes.extend(key_writes(&m.id, keys, now)?);
    st.store.transact(writes).await?;
    Ok(m)
}

/// A fresh key of a kind for a merchant: its write, and the answer that shows it in the
/// clear (the only time it is shown).
fn fresh_key(m: &Merchant, kind: KeyKind, now: DateTime<Utc>) -> ApiResult<(Write, Value)> {
    let env = if m.sandbox { "sandbox" } else { "live" };
    let (lookup, secret) = match kind {
        KeyKind::Secret => (new_secret(&format!("sk_{env}_")), None),
        KeyKind::Publishable => (new_secret(&format!("pk_{env}_")), None),
        KeyKind::Hmac => (new_id("mk"), Some(new_secret(""))),
    };
    let w = key_write(&m.id, kind, &lookup, secret.as_deref(), now)?;
    let id = match &w {
        Write::Put { item, .. } => item.get("id").cloned().unwrap_or(Value::Null),
        _ => Value::Null,
    };
    let mut out = json!({ "id": id, "kind": kind, "key": lookup, "created_at": now });
    if let Some(s) = secret {
        out["hmac_secret"] = s.into();
    }
    Ok((w, out))
}

/// Issues one more key of a kind; returns it in the clear (the only time it is shown).
pub async fn issue_key(st: &AppState, merchant_id: &str, kind: KeyKind) -> ApiResult<Value> {
    let m = merchants::get(st, merchant_id).await?;
    let (w, out) = fresh_key(&m, kind, Utc::now())?;
    st.store.transact(vec![w]).await?;
    Ok(out)
}

/// A key's row by its id, or NOT_FOUND.
async fn key_row(st: &AppState, merchant_id: &str, key_id: &str) -> ApiResult<Item> {
    st.store
        .query(&Query::index(
            sanduq_store::Index::Gsi1,
            format!("MER#{merchant_id}#KEYS"),
        ))
        .await?
        .into_iter()
        .find(|r| r.get("id").and_then(Value::as_str) == Some(key_id))
        .ok_or_else(|| ApiError::new(ErrorCode::NotFound, "no key with that id"))
}

fn already_revoked() -> ApiError {
    DomainError::field("key_id", "the key is already revoked").into()
}

/// Rolls a key: a new key of its kind (in the clear, the only time it is shown) and the old
/// one revoked, in one transaction. The old key's revocation is conditional on it not being
/// revoked yet, so two rolls of one key at once make one new key, never two.
pub async fn roll_key(st: &AppState, merchant_id: &str, key_id: &str) -> ApiResult<Value> {
    let m = merchants::get(st, merchant_id).await?;
    let row = key_row(st, merchant_id, key_id).await?;
    if row.get("revoked").and_then(Value::as_bool) == Some(true) {
        return Err(already_revoked());
    }
    let kind: KeyKind = serde_json::from_value(row.get("kind").cloned().unwrap_or_default())
        .map_err(items::internal)?;
    let (w, mut out) = fresh_key(&m, kind, Utc::now())?;
    let mut set = Item::new();
    set.insert("revoked".into(), true.into());
    let revoke = Write::Update {
        key: sanduq_store::Key::of(&row)?,
        set,
        add: vec![],
        cond: Some(Cond::Eq("revoked".into(), false.into())),
    };
    st.store
        .transact(vec![revoke, w])
        .await
        .map_err(|e| match e {
            sanduq_store::StoreError::ConditionFailed { .. } => already_revoked(),
            e => e.into(),
        })?;
    st.keys.clear();
    out["replaces"] = key_id.into();
    Ok(out)
}

/// The merchant's keys, by hint only.
pub async fn list_keys(st: &AppState, merchant_id: &str) -> ApiResult<Vec<Value>> {
    merchants::get(st, merchant_id).await?;
    let rows = st
        .store
        .query(&Query::index(
            sanduq_store::Index::Gsi1,
            format!("MER#{merchant_id}#KEYS"),
        ))
        .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            json!({ "id": r.get("id"), "kind": r.get("kind"), "hint": r.get("hint"), "revoked": r.get("revoked"), "created_at": r.get("created_at") })
        })
        .collect())
}

/// Revokes a key by its id; revoked keys stop working at once.
pub async fn revoke_key(st: &AppState, merchant_id: &str, key_id: &str) -> ApiResult<Value> {
    let row = key_row(st, merchant_id, key_id).await?;
    let key = sanduq_store::Key::of(&row)?;
    let mut set = sanduq_store::Item::new();
    set.insert("revoked".into(), true.into());
    st.store
        .transact(vec![Write::Update {
            key,
            set,
            add: vec![],
            cond: Some(Cond::Exists),
        }])
        .await?;
    st.keys.clear();
    Ok(json!({ "id": key_id, "revoked": true }))
}
