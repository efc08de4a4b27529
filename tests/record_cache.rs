//! The key and merchant cache (`sanduq_kernel::recent`) across two instances over one store, as
//! two Lambda instances of different families: a change made through one instance applies
//! there at once and on the other within the cache's lifetime.

use crate::common;

use common::in_process as send;
use reqwest::Method;
use sanduq_admin::merchants::Keys;
use sanduq_kernel::{AppState, Config};
use serde_json::json;
use std::sync::Arc;
use std::time::Duration;

const ADMIN: &str = "adm_record_cache_test_key_000000000000000000000000000000000";
const TTL: Duration = Duration::from_millis(400);

#[tokio::test]
async fn changes_apply_at_once_here_and_within_the_ttl_elsewhere() {
    let store = Arc::new(sanduq_store::EmbeddedStore::in_memory());
    let config = || Config {
        default_rate_limit: 1000,
        admin_key_hash: Some(sanduq_kernel::secrets::hash_key(ADMIN)),
        record_cache: TTL,
        ..Config::default()
    };
    let here = AppState::new(store.clone(), config());
    let there = AppState::new(store, config());
    let keys = Keys::generate();
    let merchant = common::approved_merchant(&here, "Cached", 100, &keys).await;
    let (a, b) = (sanduq_service::app(here), sanduq_service::app(there));
    let sk = keys.secret_key.expose().to_string();
    for app in [&a, &b] {
        assert_eq!(
            send(app, Method::GET, "/merchant/wallet", &sk, None)
                .await
                .0,
            200
        );
    }

    // suspended through `a`: refused by `a` at once, by `b` once its copy is older than the TTL
    let path = format!("/admin/merchants/{merchant}/status");
    let (s, v) = send(
        &a,
        Method::POST,
        &path,
        ADMIN,
        Some(json!({"status": "suspended"})),
    )
    .await;
    assert_eq!(s, 200, "{v}");
    let (s, _) = send(&a, Method::GET, "/merchant/wallet", &sk, None).await;
    assert_eq!(s, 403);
    let (s, _) = send(&b, Method::GET, "/merchant/wallet", &sk, None).await;
    assert_eq!(
        s, 200,
        "within the TTL the other instance still has its copy"
    );
    tokio::time::sleep(TTL + Duration::from_millis(100)).await;
    let (s, v) = send(&b, Method::GET, "/merchant/wallet", &sk, None).await;
    assert_eq!(s, 403, "{v}");
    let (s, _) = send(
        &a,
        Method::POST,
        &path,
        ADMIN,
        Some(json!({"status": "approved"})),
    )
    .await;
    assert_eq!(s, 200);
    tokio::time::sleep(TTL + Duration::from_millis(100)).await;

    // a key revoked through `a`: refused by `a` at once, by `b` after the TTL
    let (s, v) = send(&b, Method::GET, "/merchant/wallet", &sk, None).await;
    assert_eq!(s, 200, "{v}");
    let (_, listed) = send(
        &a,
        Method::GET,
        &format!("/admin/merchants/{merchant}/keys"),
        ADMIN,
        None,
    )
    .await;
    let secret = listed["data"]["keys"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["kind"] == "secret")
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let revoke = format!("/admin/merchants/{merchant}/keys/{secret}/revoke");
    let (s, v) = send(&a, Method::POST, &revoke, ADMIN, Some(json!({}))).await;
    assert_eq!(s, 200, "{v}");
    let (s, v) = send(&a, Method::GET, "/merchant/wallet", &sk, None).await;
    assert_eq!(
        (s, v["error"]["code"].as_str()),
        (403, Some("MERCHANT_NOT_FOUND")),
        "{v}"
    );
    let (s, _) = send(&b, Method::GET, "/merchant/wallet", &sk, None).await;
    assert_eq!(
        s, 200,
        "within the TTL the other instance still has its copy"
    );
    tokio::time::sleep(TTL + Duration::from_millis(100)).await;
    let (s, _) = send(&b, Method::GET, "/merchant/wallet", &sk, None).await;
    assert_eq!(s, 403);
}
