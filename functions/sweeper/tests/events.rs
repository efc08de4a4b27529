//! The sweeper function fed its EventBridge sample: due payments are written expired, once.

use lambda_runtime::{Context, LambdaEvent};
use sanduq_api::ops::merchants::{self, Keys, NewMerchant};
use sanduq_api::ops::payments;
use sanduq_api::{AppState, Config};
use sanduq_domain::merchant::MerchantStatus;
use sanduq_domain::payment::{CaptureMode, NewPayment, Payment};
use sanduq_domain::Currency;
use std::sync::Arc;

fn sample() -> sanduq_fn_sweeper::Scheduled {
    let path = format!(
        "{}/../../events/sweeper/scheduled.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

async fn payment(st: &AppState, merchant_id: &str, lifetime_secs: i64) -> String {
    let p = Payment::new(
        NewPayment {
            merchant_id: merchant_id.into(),
            session_id: "cs_x".into(),
            user_id: "usr_x".into(),
            external_user_id: "x".into(),
            amount: 100,
            currency: Currency::Usd,
            commission_bps: 100,
            description: None,
            reference: None,
            capture_mode: CaptureMode::Manual,
            metadata: Default::default(),
            lifetime_secs,
        },
        chrono::Utc::now(),
    );
    st.store
        .transact(payments::save(&p, None, None, p.created_at).unwrap())
        .await
        .unwrap();
    p.id
}

#[tokio::test]
async fn scheduled_sweep_expires_due_payments_once() {
    let config = Config {
        public_base_url: String::new(),
        default_rate_limit: 100,
        admin_key_hash: None,
    };
    let st = AppState::new(Arc::new(sanduq_store::EmbeddedStore::in_memory()), config);
    let m = merchants::create(
        &st,
        NewMerchant {
            name: "m".into(),
            status: MerchantStatus::Approved,
            commission_bps: 100,
            rate_limit: None,
            sandbox: true,
        },
        &Keys::generate(),
    )
    .await
    .unwrap();
    let due = payment(&st, &m.id, -60).await;
    let later = payment(&st, &m.id, 1800).await;

    let out = sanduq_fn_sweeper::handle(&st, LambdaEvent::new(sample(), Context::default()))
        .await
        .unwrap();
    assert_eq!(out["expired_payments"], 1, "{out}");
    assert_eq!(out["scheduled_at"], "2026-11-22T10:00:00Z");
    let p = payments::load(&st, &m.id, &due).await.unwrap().payment;
    assert_eq!(p.status.as_str(), "expired");
    assert!(p.expired_at.is_some());
    assert_eq!(
        payments::load(&st, &m.id, &later)
            .await
            .unwrap()
            .payment
            .status
            .as_str(),
        "created"
    );

    let again = sanduq_fn_sweeper::handle(&st, LambdaEvent::new(sample(), Context::default()))
        .await
        .unwrap();
    assert_eq!(again["expired_payments"], 0, "{again}");
}
