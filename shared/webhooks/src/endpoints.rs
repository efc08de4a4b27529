//! Webhook endpoints: where a merchant receives events, which types, and the secrets that
//! sign them. A secret is shown once (at creation or rotation); after a rotation the old
//! secret keeps signing beside the new one for 24 hours, so receivers can switch over.
//! Live endpoints must resolve to public addresses (checked here and again at delivery).

use crate::{policy, signing};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Duration, Utc};
use sanduq_domain::ids::{has_shape, new_id};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::{DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
use sanduq_store::{Cond, Key, Query, SkRange, Write};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// Most endpoints one merchant may have.
pub const MAX_ENDPOINTS: usize = 16;
/// How long a rotated-out secret keeps signing.
pub const ROTATION_OVERLAP_HOURS: i64 = 24;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SigningSecret {
    pub secret: String,
    pub created_at: DateTime<Utc>,
    /// None for the current secret; a rotated-out one signs until then.
    pub expires_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Endpoint {
    pub id: String,
    pub merchant_id: String,
    pub url: String,
    /// The event types it receives; empty: all of them.
    pub events: Vec<String>,
    pub description: Option<String>,
    pub enabled: bool,
    /// Why it was disabled (by the merchant, 410 Gone, failing for 5 days).
    pub disabled_reason: Option<String>,
    pub secrets: Vec<SigningSecret>,
    /// Since when every delivery has failed (None: the last one succeeded). Failing for
    /// `DISABLE_AFTER_SECS` disables the endpoint.
    #[serde(default)]
    pub failing_since: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl Endpoint {
    /// The secrets that sign a delivery at `now`: the current one and any rotated out
    /// less than 24 hours ago.
    pub fn signing_secrets(&self, now: DateTime<Utc>) -> Vec<&str> {
        self.secrets
            .iter()
            .filter(|s| s.expires_at.is_none_or(|t| t > now))
            .map(|s| s.secret.as_str())
            .collect()
    }

    pub fn wants(&self, event_type: &str) -> bool {
        self.enabled && (self.events.is_empty() || self.events.iter().any(|e| e == event_type))
    }
}

pub fn endpoint_key(merchant_id: &str, id: &str) -> Key {
    Key::new(
        items::merchant_pk(merchant_id),
        [items::ENDPOINT_PREFIX, id].concat(),
    )
}

fn not_found() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no webhook endpoint with that id")
}

/// The endpoint as the API shows it: never a secret.
pub fn view(e: &Endpoint) -> Value {
    json!({
        "id": e.id,
        "object": "webhook_endpoint",
        "url": e.url,
        "events": if e.events.is_empty() { json!(["*"]) } else { json!(e.events) },
        "description": e.description,
        "status": if e.enabled { "enabled" } else { "disabled" },
        "disabled_reason": e.disabled_reason,
        "failing_since": e.failing_since,
        "created_at": e.created_at,
        "updated_at": e.updated_at,
    })
}

/// Disables an endpoint (410 Gone, or failing for 5 days): the endpoint's write and its
/// `endpoint.disabled` event, for the caller's transaction.
pub fn disable(
    e: &mut Endpoint,
    read: u64,
    reason: &str,
    now: DateTime<Utc>,
) -> ApiResult<Vec<Write>> {
    e.enabled = false;
    e.disabled_reason = Some(reason.to_string());
    e.updated_at = now;
    let event = sanduq_kernel::events::event(
        &e.merchant_id,
        "endpoint.disabled",
        view(e),
        sanduq_kernel::events::sequence(read + 1, 0),
        serde_json::Map::new(),
        now,
    );
    let mut writes = vec![put(e, Some(read))?];
    writes.extend(event);
    Ok(writes)
}

/// The form of an endpoint URL for this merchant, and its host's addresses: all must be
/// public (but in local development). A sandbox merchant may register a host that does not
/// resolve yet (its deliveries are refused until it resolves to public addresses).
pub async fn check_url(st: &AppState, m: &Merchant, url: &str) -> Result<(), DomainError> {
    match public_addresses(url, st.private_webhook_targets(m)).await {
        Err(e) if m.sandbox && e.message.ends_with(UNRESOLVED) => Ok(()),
        r => r.map(|_| ()),
    }
}

const UNRESOLVED: &str = "its host does not resolve";

/// Where a delivery to `url` may connect: the host's addresses, every one public (checked
/// at registration and again at each delivery, against DNS rebinding). In local
/// development (`private`) nothing is pinned: loopback and private targets are allowed.
pub async fn public_addresses(
    url: &str,
    private: bool,
) -> Result<Vec<std::net::SocketAddr>, DomainError> {
    let u = policy::check_url(url, private).map_err(|e| DomainError::field("url", e))?;
    if private {
        return Ok(vec![]);
    }
    let host = u
        .host_str()
        .unwrap_or_default()
        .trim_matches(['[', ']'])
        .to_string();
    let port = u.port_or_known_default().unwrap_or(443);
    let addrs: Vec<std::net::SocketAddr> =
        match tokio::net::lookup_host((host.as_str(), port)).await {
            Ok(a) => a.collect(),
            Err(_) => return Err(DomainError::field("url", UNRESOLVED)),
        };
    let ips: Vec<std::net::IpAddr> = addrs.iter().map(|a| a.ip()).collect();
    if ips.is_empty() || !policy::all_public(&ips) {
        return Err(DomainError::field(
            "url",
            "must reach a public address (its host resolves to a private, loopback or link-local one)",
        ));
    }
    Ok(addrs)
}

/// What a create or update says about the event types: every name from the catalogue
/// (`*`, or leaving it out, means all).
pub fn event_types(list: &[String]) -> Result<Vec<String>, DomainError> {
    if list.is_empty() {
        return Err(DomainError::field(
            "events",
            "must name at least one event type, or \"*\"",
        ));
    }
    if list.iter().any(|e| e == "*") {
        return Ok(vec![]);
    }
    if let Some(bad) = list.iter().find(|e| !crate::catalogue::known(e)) {
        return Err(DomainError::field(
            "events",
            format!("{bad} is not an event type (see docs/reference/events.md)"),
        ));
    }
    let mut v = list.to_vec();
    v.sort();
    v.dedup();
    Ok(v)
}

pub async fn list(st: &AppState, merchant_id: &str) -> ApiResult<Vec<Endpoint>> {
    st.store
        .query(
            &Query::partition(items::merchant_pk(merchant_id))
                .sk(SkRange::BeginsWith(items::ENDPOINT_PREFIX.into())),
        )
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

pub async fn load(st: &AppState, merchant_id: &str, id: &str) -> ApiResult<(Endpoint, u64)> {
    if !has_shape(id, "we") {
        return Err(not_found());
    }
    let item = st
        .store
        .get_stored(&endpoint_key(merchant_id, id))
        .await?
        .ok_or_else(not_found)?;
    let v = item.version();
    Ok((items::from_stored(&item)?, v))
}

pub async fn get(st: &AppState, m: &Merchant, id: &str) -> ApiResult<Value> {
    Ok(view(&load(st, &m.id, id).await?.0))
}

pub fn put(e: &Endpoint, read: Option<u64>) -> ApiResult<Write> {
    items::versioned_put(e, &endpoint_key(&e.merchant_id, &e.id), read, &[])
}

pub struct NewEndpoint {
    pub url: String,
    pub events: Vec<String>,
    pub description: Option<String>,
}

/// Registers an endpoint; its signing secret is in this answer only.
pub async fn create(
    st: &AppState,
    m: &Merchant,
    n: NewEndpoint,
    idem: &Idem,
) -> ApiResult<Response> {
    check_url(st, m, &n.url).await?;
    let secret = signing::new_secret();
    tx::commit(st, idem, || async {
        if list(st, &m.id).await?.len() >= MAX_ENDPOINTS {
            return Err(ApiError::new(
                ErrorCode::ValidationError,
                format!("a merchant has at most {MAX_ENDPOINTS} webhook endpoints"),
            ));
        }
        let now = Utc::now();
        let e = Endpoint {
            id: new_id("we"),
            merchant_id: m.id.clone(),
            url: n.url.clone(),
            events: n.events.clone(),
            description: n.description.clone(),
            enabled: true,
            disabled_reason: None,
            secrets: vec![SigningSecret {
                secret: secret.clone(),
                created_at: now,
                expires_at: None,
            }],
            failing_since: None,
            created_at: now,
            updated_at: now,
        };
        let mut data = view(&e);
        data["secret"] = secret.clone().into();
        Ok(tx::Plan::answer(
            vec![put(&e, None)?],
            StatusCode::CREATED,
            data,
        ))
    })
    .await
}

/// What a PATCH changes (None: leave as is).
pub struct EndpointChange {
    pub url: Option<String>,
    pub events: Option<Vec<String>>,
    pub description: Option<Option<String>>,
    pub enabled: Option<bool>,
}

pub async fn update(
    st: &AppState,
    m: &Merchant,
    id: &str,
    c: EndpointChange,
    idem: &Idem,
) -> ApiResult<Response> {
    if let Some(u) = &c.url {
        check_url(st, m, u).await?;
    }
    tx::commit(st, idem, || async {
        let (mut e, v) = load(st, &m.id, id).await?;
        if let Some(u) = &c.url {
            e.url = u.clone();
        }
        if let Some(ev) = &c.events {
            e.events = ev.clone();
        }
        if let Some(d) = &c.description {
            e.description = d.clone();
        }
        match c.enabled {
            Some(true) => {
                e.enabled = true;
                e.disabled_reason = None;
                e.failing_since = None;
            }
            Some(false) if e.enabled => {
                e.enabled = false;
                e.disabled_reason = Some("disabled by the merchant".into());
            }
            _ => {}
        }
        e.updated_at = Utc::now();
        let data = view(&e);
        Ok(tx::Plan::answer(
            vec![put(&e, Some(v))?],
            StatusCode::OK,
            data,
        ))
    })
    .await
}

pub async fn delete(st: &AppState, m: &Merchant, id: &str) -> ApiResult<Value> {
    let (e, _) = load(st, &m.id, id).await?;
    st.store
        .transact(vec![Write::Delete {
            key: endpoint_key(&m.id, id),
            cond: Some(Cond::Exists),
        }])
        .await
        .map_err(|e| match e {
            sanduq_store::StoreError::ConditionFailed { .. } => not_found(),
            e => e.into(),
        })?;
    Ok(json!({ "id": e.id, "object": "webhook_endpoint", "deleted": true }))
}

/// A new current secret (in this answer only); the old one signs beside it for 24 hours.
pub async fn rotate(st: &AppState, m: &Merchant, id: &str, idem: &Idem) -> ApiResult<Response> {
    let secret = signing::new_secret();
    tx::commit(st, idem, || async {
        let (mut e, v) = load(st, &m.id, id).await?;
        let now = Utc::now();
        let until = now + Duration::hours(ROTATION_OVERLAP_HOURS);
        e.secrets.retain(|s| s.expires_at.is_none_or(|t| t > now));
        for s in e.secrets.iter_mut().filter(|s| s.expires_at.is_none()) {
            s.expires_at = Some(until);
        }
        e.secrets.push(SigningSecret {
            secret: secret.clone(),
            created_at: now,
            expires_at: None,
        });
        e.updated_at = now;
        let mut data = view(&e);
        data["secret"] = secret.clone().into();
        data["previous_secret_expires_at"] = json!(until);
        Ok(tx::Plan::answer(
            vec![put(&e, Some(v))?],
            StatusCode::OK,
            data,
        ))
    })
    .await
}
