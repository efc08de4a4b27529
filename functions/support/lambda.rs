//! Support for feeding events/ samples to a function's router, as Lambda would.
#![allow(dead_code)]

use axum::Router;
use http_body_util::BodyExt;
use sanduq_admin::merchants::{self, Keys, NewMerchant};
use sanduq_domain::merchant::MerchantStatus;
use sanduq_kernel::{AppState, Config};
use serde_json::Value;
use std::sync::Arc;
use tower::ServiceExt;

pub const SK: &str = "sk_sandbox_sample0000000000000000000000000000000000000000000000000000";
pub const ADMIN: &str = "adm_sample000000000000000000000000000000000000000000000000000000000";
pub const IDEM: &str = "7f3c1a52-8d4e-4b6f-9a0e-2c5d8e1f3a7b";
pub const PK: &str = "pk_sandbox_sample0000000000000000000000000000000000000000000000000000";
pub const MK: &str = "mk_sample000000000000000000";
pub const MK_SECRET: &str = "sample0hmac0secret000000000000000000000000000000000000000000000000";

/// The configuration the samples expect.
pub fn config() -> Config {
    Config {
        public_base_url: "https://pay.sanduq.example".into(),
        default_rate_limit: 1000,
        admin_key_hash: Some(sanduq_kernel::secrets::hash_key(ADMIN)),
        token_keys: sanduq_kernel::keyring::Ring::new(vec![sanduq_kernel::keyring::generate()]),
        ..Config::default()
    }
}

/// An in-memory store with the approved sample merchant whose secret key the samples carry.
pub async fn state() -> (AppState, String) {
    let st = AppState::new(Arc::new(sanduq_store::EmbeddedStore::in_memory()), config());
    let id = seed(&st).await;
    (st, id)
}

/// `st` keeping identity documents (and the other files) in a new folder of its own.
pub fn with_docs(st: AppState) -> AppState {
    let docs = std::env::temp_dir().join(format!("sanduq-docs-{}", uuid::Uuid::new_v4()));
    st.with_documents(Arc::new(sanduq_kernel::documents::Folder::new(docs)))
}

/// `state`, with webhook endpoints on this machine allowed: the tests' receivers listen on
/// loopback (a deployed stack never allows it).
pub async fn state_with_local_endpoints() -> (AppState, String) {
    let config = Config {
        private_webhook_targets: true,
        ..config()
    };
    let st = AppState::new(Arc::new(sanduq_store::EmbeddedStore::in_memory()), config);
    let id = seed(&st).await;
    (st, id)
}

/// Seeds the sample merchant into a state's store; returns its id.
pub async fn seed(st: &AppState) -> String {
    let mut keys = Keys::generate();
    keys.secret_key = sanduq_domain::secret::Secret::new(SK);
    keys.publishable_key = PK.into();
    keys.hmac_key_id = MK.into();
    keys.hmac_secret = sanduq_domain::secret::Secret::new(MK_SECRET);
    let m = merchants::create(
        st,
        NewMerchant {
            name: "Sample Shop".into(),
            status: MerchantStatus::Approved,
            commission_bps: 100,
            rate_limit: None,
            sandbox: true,
        },
        &keys,
    )
    .await
    .unwrap();
    m.id
}

/// The raw text of `events/<family>/<name>.json` (at the workspace's root, whichever of its
/// packages the test is in).
pub fn sample(family: &str, name: &str) -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .find(|dir| dir.join("Cargo.lock").exists())
        .expect("the workspace's root");
    let path = root.join(format!("events/{family}/{name}.json"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The sample event with placeholders replaced, a fresh Idempotency-Key so that each call is
/// its own request, and (for HMAC samples) a signature made now with the sample HMAC key.
/// `bytes` with every `from` replaced by `to`.
pub fn replace_bytes(bytes: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if !from.is_empty() && bytes[i..].starts_with(from) {
            out.extend_from_slice(to);
            i += from.len();
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    out
}

pub fn event(family: &str, name: &str, subs: &[(&str, &str)]) -> lambda_http::Request {
    let mut text = sample(family, name).replace(IDEM, &uuid::Uuid::new_v4().to_string());
    for (from, to) in subs {
        text = text.replace(from, to);
    }
    let mut v: Value = serde_json::from_str(&text).unwrap();
    if v["headers"].get("x-api-signature").is_some() {
        let ts = chrono::Utc::now().timestamp().to_string();
        let query = v["rawQueryString"].as_str().unwrap_or_default();
        let path = match query {
            "" => v["rawPath"].as_str().unwrap().to_string(),
            q => format!("{}?{q}", v["rawPath"].as_str().unwrap()),
        };
        let method = v["requestContext"]["http"]["method"]
            .as_str()
            .unwrap()
            .to_string();
        let body = v["body"].as_str().unwrap_or_default().to_string();
        v["headers"]["x-api-timestamp"] = ts.clone().into();
        v["headers"]["x-api-signature"] =
            sanduq_api::signing::sign(MK_SECRET, &ts, &method, &path, body.as_bytes()).into();
    }
    // a base64 body (a multipart form) takes the same substitutions inside it
    if let (Some(body), true) = (v["body"].as_str(), v["isBase64Encoded"] == true) {
        use base64::Engine as _;
        let b64 = base64::engine::general_purpose::STANDARD;
        if let Ok(mut bytes) = b64.decode(body) {
            let key = uuid::Uuid::new_v4().to_string();
            for (from, to) in std::iter::once((IDEM, key.as_str())).chain(subs.iter().copied()) {
                bytes = replace_bytes(&bytes, from.as_bytes(), to.as_bytes());
            }
            v["headers"]["content-length"] = bytes.len().to_string().into();
            v["body"] = b64.encode(&bytes).into();
        }
    }
    // a substitution may change the body's length (a real token for a placeholder)
    if let (Some(body), false) = (v["body"].as_str(), v["isBase64Encoded"] == true) {
        v["headers"]["content-length"] = body.len().to_string().into();
    }
    lambda_http::request::from_str(&v.to_string()).unwrap()
}

/// Sends a request through a router; returns status and the JSON (or text) body.
pub async fn call(router: &Router, req: lambda_http::Request) -> (u16, Value) {
    let res = router.clone().oneshot(req).await.unwrap();
    let status = res.status().as_u16();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    let body = serde_json::from_slice(&bytes)
        .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into()));
    (status, body)
}

/// Sends a request through a router; returns status, headers and the JSON (or text) body.
pub async fn call_full(
    router: &Router,
    req: lambda_http::Request,
) -> (u16, axum::http::HeaderMap, Value) {
    let res = router.clone().oneshot(req).await.unwrap();
    let status = res.status().as_u16();
    let headers = res.headers().clone();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    let body = serde_json::from_slice(&bytes)
        .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into()));
    (status, headers, body)
}

/// Sends a request through a router; returns status, headers and the body's bytes (a file).
pub async fn call_bytes(
    router: &Router,
    req: lambda_http::Request,
) -> (u16, axum::http::HeaderMap, Vec<u8>) {
    let res = router.clone().oneshot(req).await.unwrap();
    let status = res.status().as_u16();
    let headers = res.headers().clone();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    (status, headers, bytes.to_vec())
}

/// The relay's sample stream record, of the outbox marker `key`.
pub fn stream_of(key: &sanduq_store::Key) -> Value {
    let name = if sanduq_kernel::events::is_event(&key.pk, &key.sk) {
        "stream-insert-event"
    } else {
        "stream-insert"
    };
    let sample: Value = serde_json::from_str(&sample("relay", name)).unwrap();
    let keys = &sample["Records"][0]["dynamodb"]["Keys"];
    let text = sample.to_string();
    let text = text
        .replace(keys["pk"]["S"].as_str().unwrap(), &key.pk)
        .replace(keys["sk"]["S"].as_str().unwrap(), &key.sk);
    serde_json::from_str(&text).unwrap()
}

/// The outbox marker of event `id`, while there is one.
pub async fn marker(st: &AppState, id: &str) -> Option<sanduq_store::Key> {
    for shard in sanduq_kernel::events::outbox_shards() {
        for m in st
            .store
            .query(&sanduq_store::Query::partition(shard))
            .await
            .unwrap()
        {
            if sanduq_kernel::events::marked_event(&m) == Some(id) {
                return Some(sanduq_store::Key::of(&m).unwrap());
            }
        }
    }
    None
}
