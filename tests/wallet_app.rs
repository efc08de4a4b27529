//! The hosted wallet's routes against template.yaml: every route the app serves is deployed
//! by WalletAppFunction, and nothing else is. (Its pages are tested through Lambda events
//! in functions/wallet_app/tests and in Chromium in tests/browser/wallet.test.mjs.)

use crate::common;

#[test]
fn every_wallet_app_route_is_deployed_by_its_function() {
    let n = common::template::browser_app_is_deployed_by("WalletAppFunction", |p| {
        p == "/wallet" || p.starts_with("/wallet/")
    });
    assert_eq!(n, 30);
}
