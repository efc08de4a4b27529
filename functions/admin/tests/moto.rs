//! The admin function's AWS path on moto_server: its key read from Secrets Manager at start
//! (never from its environment), and the admin API answering that key and no other.

#[path = "../../support/lambda.rs"]
mod lambda;
#[path = "../../../shared/store/tests/support/moto.rs"]
mod moto;

use lambda::{call, event};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_admin_key_comes_from_secrets_manager() {
    let m = moto::Moto::start();
    for (k, v) in m.env() {
        std::env::set_var(k, v);
    }
    let conf = aws_config::load_from_env().await;
    let secrets = aws_sdk_secretsmanager::Client::new(&conf);
    let created = secrets
        .create_secret()
        .name("sanduq-admin-key")
        .secret_string(json!({ "admin_key": lambda::ADMIN }).to_string())
        .send()
        .await
        .unwrap();
    sanduq_store::DynamoStore::from_env("sanduq-admin")
        .await
        .ensure_table()
        .await
        .unwrap();
    std::env::set_var("TABLE_NAME", "sanduq-admin");
    std::env::set_var("WARM_SECONDS", "0");

    // without the secret named: every key refused
    std::env::remove_var("ADMIN_KEY_SECRET");
    let st = sanduq_fn_admin::aws_state().await;
    assert_eq!(st.config.admin_key_hash, None);
    let (s, b) = call(
        &sanduq_fn_admin::app(st),
        event("admin", "merchants-create", &[]),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (403, Some("FORBIDDEN")),
        "{b}"
    );

    // with it: the sample's key is the platform's
    std::env::set_var("ADMIN_KEY_SECRET", created.arn().unwrap());
    let st = sanduq_fn_admin::aws_state().await;
    let admin = sanduq_fn_admin::app(st);
    let (s, b) = call(&admin, event("admin", "merchants-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    let other = "adm_other0000000000000000000000000000000000000000000000000000000000";
    let (s, b) = call(
        &admin,
        event("admin", "merchants-create", &[(lambda::ADMIN, other)]),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (403, Some("FORBIDDEN")),
        "{b}"
    );
    identity_documents_are_read_from_s3(&m).await;
}

/// The admin function reads identity documents from the bucket KYC_BUCKET names (for
/// `GET /admin/kyc/{id}/document`); nothing there is None, and no bucket is an error. (One
/// test per file: the environment is the process's.)
async fn identity_documents_are_read_from_s3(m: &moto::Moto) {
    std::env::set_var("KYC_BUCKET", "sanduq-kyc-admin");
    let st = sanduq_fn_admin::aws_state().await;
    let key = "kyc/mer_1/usr_1/abc.png";
    assert!(st.documents.get(key).await.is_err(), "no bucket yet");
    let bucket = format!("{}/sanduq-kyc-admin", m.endpoint);
    let http = reqwest::Client::new();
    assert!(http
        .put(&bucket)
        .send()
        .await
        .unwrap()
        .status()
        .is_success());
    assert_eq!(st.documents.get(key).await.unwrap(), None);
    st.documents
        .put(key, b"\x89PNG image".to_vec(), "image/png")
        .await
        .unwrap();
    assert_eq!(
        st.documents.get(key).await.unwrap().as_deref(),
        Some(&b"\x89PNG image"[..])
    );
}
