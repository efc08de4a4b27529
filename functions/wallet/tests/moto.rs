//! The wallet function's AWS path on moto_server: its signing keys read from Secrets
//! Manager (and read again after a rotation), a production merchant's code published by SNS
//! to the phone, sign-in with it over the function's own sample events.

#[path = "../../support/lambda.rs"]
mod lambda;
#[path = "../../../shared/store/tests/support/moto.rs"]
mod moto;
mod support;

use lambda::call;
use sanduq_kernel::keyring;
use serde_json::{json, Value};
use std::sync::Arc;
use support::{live, live_merchant};

async fn sent(m: &moto::Moto) -> Vec<Value> {
    reqwest::get(format!("{}/_peek/sms", m.endpoint))
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn codes_by_sns_and_keys_from_secrets_manager() {
    let m = moto::Moto::start();
    for (k, v) in m.env() {
        std::env::set_var(k, v);
    }
    let conf = aws_config::load_from_env().await;
    let secrets = aws_sdk_secretsmanager::Client::new(&conf);
    let first = keyring::generate();
    let created = secrets
        .create_secret()
        .name("sanduq-token-keys")
        .secret_string(json!({ "kid": first.kid, "secret": first.secret.expose() }).to_string())
        .send()
        .await
        .unwrap();
    sanduq_store::DynamoStore::from_env("sanduq-wallet")
        .await
        .ensure_table()
        .await
        .unwrap();
    std::env::set_var("TABLE_NAME", "sanduq-wallet");
    std::env::set_var("WARM_SECONDS", "0");
    std::env::set_var("TOKEN_KEYS_SECRET", created.arn().unwrap());

    let (st, _) = sanduq_fn_wallet::aws_state().await;
    assert_eq!(
        st.config.token_keys.keys(),
        vec![first.clone()],
        "read at init"
    );
    // a source that reads the secret before every request, to see a rotation at once
    let source = Arc::new(sanduq_fn_wallet::keys::Source::new(
        secrets.clone(),
        created.arn().unwrap().to_string(),
        st.config.token_keys.clone(),
        std::time::Duration::ZERO,
    ));
    let wallet = sanduq_fn_wallet::app_with_keys(st.clone(), source);
    let all = sanduq_service::app(st.clone());
    live_merchant(&st).await;
    let (s, b) = call(&all, live("core", "users-sync", &[])).await;
    assert!(s == 201, "{s} {b}");

    // the code leaves by SNS, to the phone, and nowhere else
    let (s, b) = call(&wallet, live("wallet", "auth-otp", &[])).await;
    assert_eq!(s, 202, "{b}");
    let otp_id = b["data"]["otp_id"].as_str().unwrap().to_string();
    let messages = sent(&m).await;
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert_eq!(messages[0]["phone"], "+9647701234567");
    let text = messages[0]["text"].as_str().unwrap();
    assert!(text.contains("Live Sample Shop"), "{text}");
    let code = text[..6].to_string();
    let (s, b) = call(&wallet, live("wallet", "sms-inbox", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (403, Some("FORBIDDEN")),
        "{b}"
    );

    let (s, b) = call(
        &wallet,
        live(
            "wallet",
            "auth-verify",
            &[("otp_sample000000000000000000", &otp_id), ("123456", &code)],
        ),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    let old_token = b["data"]["access_token"].as_str().unwrap().to_string();
    let get = |t: &str| live("wallet", "wallet-get", &[("USER_ACCESS_TOKEN", t)]);
    assert_eq!(call(&wallet, get(&old_token)).await.0, 200);

    // rotation, step 2 (the new key signs, the old one still verifies)
    let second = keyring::generate();
    let ring = vec![second.clone(), first.clone()];
    secrets
        .put_secret_value()
        .secret_id(created.arn().unwrap())
        .secret_string(keyring::to_json(&ring).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(call(&wallet, get(&old_token)).await.0, 200, "overlap");
    assert_eq!(st.config.token_keys.keys(), ring);
    let (s, b) = call(&wallet, live("wallet", "sessions-mint", &[])).await;
    assert_eq!(s, 201, "{b}");
    let new_token = b["data"]["access_token"].as_str().unwrap().to_string();
    let header: Value = {
        use base64::Engine;
        let h = new_token.split('.').next().unwrap();
        serde_json::from_slice(
            &base64::engine::general_purpose::URL_SAFE_NO_PAD
                .decode(h)
                .unwrap(),
        )
        .unwrap()
    };
    assert_eq!(header["kid"], second.kid.as_str());
    // step 3: the old key leaves; its tokens stop
    secrets
        .put_secret_value()
        .secret_id(created.arn().unwrap())
        .secret_string(keyring::to_json(&[second]).to_string())
        .send()
        .await
        .unwrap();
    let (s, b) = call(&wallet, get(&old_token)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (403, Some("FORBIDDEN")),
        "{b}"
    );
    assert_eq!(call(&wallet, get(&new_token)).await.0, 200);
}
