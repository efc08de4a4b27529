//! The hosted wallet's routes against template.yaml: every route the app serves is deployed
//! by WalletAppFunction, and nothing else is. (Its pages are tested through Lambda events
//! in functions/wallet_app/tests and in Chromium in tests/browser/wallet.test.mjs.)

use crate::common;

#[test]
fn every_wallet_app_route_is_deployed_by_its_function() {
    let n = common::template::browser_app_is_deployed_by("WalletAppFunction", "/wallet");
    assert_eq!(n, 50);
}

#[test]
fn every_agent_app_route_is_deployed_by_its_function() {
    let n = common::template::browser_app_is_deployed_by("AgentAppFunction", "/agent");
    assert_eq!(n, 14);
}

/// Issue 72 (5): a signed-out visit lost its language and its merchant on the way to
/// sign-in: `/wallet?merchant=…&locale=ar`, `/wallet/send`, `/wallet/statement` and
/// `/dashboard?locale=ar|ku` all landed on English, and `/wallet?merchant=` did not work as
/// `/wallet/signin?merchant=`. Each is carried on, and the sign-in page is in that language.
#[tokio::test]
async fn a_signed_out_visit_keeps_its_language_and_merchant_on_the_way_to_sign_in() {
    let s = common::Server::start().await;
    let m = s.merchant_id();
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let location = |path: String| {
        let (http, root) = (http.clone(), s.root.clone());
        async move {
            let r = http.get(format!("{root}{path}")).send().await.unwrap();
            assert!(r.status().is_redirection(), "{path}: {}", r.status());
            r.headers()["location"].to_str().unwrap().to_string()
        }
    };
    assert_eq!(
        location(format!("/wallet?merchant={m}&locale=ar")).await,
        format!("/wallet/signin?merchant={m}&locale=ar")
    );
    for (path, locale) in [("/wallet/send", "ku"), ("/wallet/statement", "ar")] {
        let to = location(format!("{path}?locale={locale}&theme=dark")).await;
        assert_eq!(
            to,
            format!("/wallet/signin?locale={locale}&theme=dark"),
            "{path}"
        );
    }
    for locale in ["ar", "ku"] {
        let to = location(format!("/dashboard?locale={locale}")).await;
        assert!(
            to.starts_with("/dashboard/signin?next=") && to.ends_with(&format!("&locale={locale}")),
            "{to}"
        );
        let page = http
            .get(format!("{}{to}", s.root))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let lang = if locale == "ku" {
            "lang=\"ckb"
        } else {
            "lang=\"ar"
        };
        assert!(
            page.contains(lang) && page.contains("dir=\"rtl\""),
            "{page}"
        );
    }
    let to = location(format!("/wallet?merchant={m}&locale=ku")).await;
    let page = http
        .get(format!("{}{to}", s.root))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        page.contains("lang=\"ckb") && page.contains("dir=\"rtl\""),
        "{page}"
    );
    assert!(
        page.contains("Sandbox Merchant") || page.contains(&m),
        "the merchant's wallet: {page}"
    );
}
