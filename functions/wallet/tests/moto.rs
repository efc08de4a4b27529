//! The wallet function's AWS path on moto_server: its signing keys read from Secrets
//! Manager (and read again after a rotation), a production merchant's code published by SNS
//! to the phone, sign-in with it over the function's own sample events, and an identity
//! document kept in S3 and read back for review.

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
    std::env::set_var("KYC_BUCKET", "sanduq-kyc-test");

    let (st, _) = sanduq_aws::wallet_state().await;
    assert_eq!(
        st.config.token_keys.keys(),
        vec![first.clone()],
        "read at init"
    );
    // a source that reads the secret before every request, to see a rotation at once
    let source = Arc::new(sanduq_aws::keys::Source::new(
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
    let all = sanduq_service::app(st.clone());
    let (s, b) = call(&all, live("sandbox", "sms-inbox", &[])).await;
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

    // identity documents go to S3: refused while the bucket is missing, then kept encrypted
    let submit = || {
        live(
            "wallet",
            "kyc-submit",
            &[("USER_ACCESS_TOKEN", new_token.as_str())],
        )
    };
    let (s, b) = call(&wallet, submit()).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (503, Some("SERVICE_UNAVAILABLE")),
        "{b}"
    );
    let http = reqwest::Client::new();
    let bucket = format!("{}/sanduq-kyc-test", m.endpoint);
    assert!(http
        .put(&bucket)
        .send()
        .await
        .unwrap()
        .status()
        .is_success());
    let (s, b) = call(&wallet, submit()).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("pending")),
        "a production merchant's: {b}"
    );
    let id = b["data"]["id"].as_str().unwrap().to_string();
    let review = sanduq_wallets::kyc::review(&st, &id).await.unwrap();
    let key = review["document"]["key"].as_str().unwrap();
    let got = signed_get(&http, &format!("{bucket}/{key}")).await;
    assert_eq!(got.status(), 200, "{:?}", got.headers());
    assert_eq!(
        got.headers()
            .get("x-amz-server-side-encryption")
            .and_then(|v| v.to_str().ok()),
        Some("AES256")
    );
    assert_eq!(
        got.headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok()),
        Some("image/png")
    );
    let stored = got.bytes().await.unwrap();
    let sample: Value = serde_json::from_str(&lambda::sample("wallet", "kyc-submit")).unwrap();
    let body: Value = serde_json::from_str(sample["body"].as_str().unwrap()).unwrap();
    use base64::Engine;
    let image = base64::engine::general_purpose::STANDARD
        .decode(body["document_image"].as_str().unwrap())
        .unwrap();
    assert_eq!(stored.as_ref(), image.as_slice(), "the document as sent");
    assert_eq!(review["document"]["bytes"], image.len());
    // read back through the adapter, as an operator's review reads it
    let (bytes, media) = sanduq_wallets::kyc::document(&st, &id).await.unwrap();
    assert_eq!(
        (bytes.as_slice(), media.as_str()),
        (image.as_slice(), "image/png")
    );
    assert_eq!(
        st.documents.get("kyc/none/none/none.png").await.unwrap(),
        None
    );
}

/// A GET signed for S3 with the test credentials (moto routes unsigned requests by guess).
async fn signed_get(http: &reqwest::Client, url: &str) -> reqwest::Response {
    use aws_sigv4::http_request::{
        sign, PayloadChecksumKind, SignableBody, SignableRequest, SigningSettings,
    };
    let identity =
        aws_credential_types::Credentials::new("testing", "testing", None, None, "test").into();
    let mut settings = SigningSettings::default();
    settings.payload_checksum_kind = PayloadChecksumKind::XAmzSha256;
    let params = aws_sigv4::sign::v4::SigningParams::builder()
        .identity(&identity)
        .region("us-east-1")
        .name("s3")
        .time(std::time::SystemTime::now())
        .settings(settings)
        .build()
        .unwrap()
        .into();
    let signable =
        SignableRequest::new("GET", url, std::iter::empty(), SignableBody::Bytes(&[])).unwrap();
    let (signed, _) = sign(signable, &params).unwrap().into_parts();
    let mut req = http.get(url);
    for (k, v) in signed.headers() {
        req = req.header(k, v);
    }
    req.send().await.unwrap()
}
