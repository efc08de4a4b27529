//! The hosted wallet's routes against template.yaml: every route the app serves is deployed
//! by WalletAppFunction, and nothing else is. (Its pages are tested through Lambda events
//! in functions/wallet_app/tests and in Chromium in tests/browser/wallet.test.mjs.)

mod common;

use std::collections::BTreeSet;

#[test]
fn every_wallet_app_route_is_deployed_by_its_function() {
    let text = std::fs::read_to_string(common::template::root().join("template.yaml")).unwrap();
    let start = text.find("  WalletAppFunction:").unwrap();
    let end = text[start..].find("\n\n").map_or(text.len(), |e| start + e);
    let app = |p: &str| p == "/wallet" || p.starts_with("/wallet/");
    let deployed: BTreeSet<(String, String)> = common::template::routes()
        .into_iter()
        .filter(|(_, p)| app(p))
        .collect();
    let st = sanduq_kernel::AppState::new(
        std::sync::Arc::new(sanduq_store::EmbeddedStore::in_memory()),
        sanduq_kernel::Config::default(),
    );
    let routed: BTreeSet<(String, String)> = sanduq_service::browser_routes(&st)
        .iter()
        .flat_map(|r| r.entries().to_vec())
        .map(|e| (e.method.to_string(), e.path.to_string()))
        .filter(|(_, p)| app(p))
        .collect();
    assert_eq!(routed, deployed);
    assert_eq!(routed.len(), 30);
    for (_, p) in &deployed {
        assert!(
            text[start..end].contains(&format!("{p} }}"))
                || text[start..end].contains(&format!("{p}\" }}")),
            "{p} is not WalletAppFunction's"
        );
    }
}
