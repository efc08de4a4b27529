//! What the sweeper's tests share: a merchant, and due work of each kind written as the
//! families write it.
#![allow(dead_code)]

pub use lambda_runtime::{Context, LambdaEvent};
pub use sanduq_admin::merchants::{self, Keys, NewMerchant};
pub use sanduq_domain::ledger::{transfer, Account};
pub use sanduq_domain::merchant::MerchantStatus;
pub use sanduq_domain::payment::{CaptureMode, NewPayment, Payment};
pub use sanduq_domain::Currency;
pub use sanduq_kernel::{AppState, Config};
pub use sanduq_payments::payments;
pub use sanduq_store::{Cond, Index, Query, Write};
pub use serde_json::json;
pub use std::sync::Arc;

/// `events/sweeper/scheduled.json` (at the workspace's root, whichever of its packages the
/// test is in).
pub fn sample() -> sanduq_fn_sweeper::Scheduled {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .find(|dir| dir.join("Cargo.lock").exists())
        .expect("the workspace's root");
    let path = root.join("events/sweeper/scheduled.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

pub fn new_payment(merchant_id: &str, lifetime_secs: i64, authorization_ttl_secs: i64) -> Payment {
    Payment::new(
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
            authorization_ttl_secs,
        },
        chrono::Utc::now(),
    )
}

/// An open embedded checkout session that expires `lifetime_secs` from now.
pub async fn embedded_session(st: &AppState, merchant_id: &str, lifetime_secs: i64) -> String {
    use sanduq_domain::embedded::{EmbeddedSession, SessionState};
    let now = chrono::Utc::now();
    let s = EmbeddedSession {
        id: sanduq_domain::ids::new_id("ses"),
        merchant_id: merchant_id.into(),
        user_id: "usr_x".into(),
        external_user_id: "x".into(),
        amount: 100,
        currency: Currency::Iqd,
        description: None,
        reference: None,
        capture_mode: CaptureMode::Automatic,
        redirect_url: None,
        metadata: Default::default(),
        state: SessionState::Open,
        payment_id: None,
        token_hash: "h".into(),
        pin_failures: 0,
        failure_code: None,
        expires_at: now + chrono::Duration::seconds(lifetime_secs),
        created_at: now - chrono::Duration::seconds(1800),
        updated_at: now,
        closed_at: None,
    };
    let w = sanduq_payments::embedded::session_put(&s, None).unwrap();
    st.store.transact(vec![w]).await.unwrap();
    s.id
}

pub async fn payment(st: &AppState, merchant_id: &str, lifetime_secs: i64) -> String {
    let p = new_payment(merchant_id, lifetime_secs, 3600);
    st.store
        .transact(payments::save_new(&p, &[], p.created_at).unwrap())
        .await
        .unwrap();
    p.id
}

/// A reserved payment of 100 whose authorization lapsed a minute ago (the buyer funded by
/// the mint first, through the ledger, so the books stay whole).
pub async fn lapsed_reservation(st: &AppState, merchant_id: &str) -> String {
    let now = chrono::Utc::now();
    // the buyer, listed among the merchant's users as a sync would list it
    let user = json!({"pk":"USR#usr_x","sk":"PROFILE","id":"usr_x","merchant_id":merchant_id,
        "gsi1pk":format!("MER#{merchant_id}#USERS"),"gsi1sk":"2026#usr_x"});
    st.store
        .transact(vec![Write::Put {
            item: user.as_object().unwrap().clone(),
            cond: Some(Cond::NotExists),
        }])
        .await
        .unwrap();
    let buyer = Account::Wallet {
        user_id: "usr_x".into(),
    };
    let fund = transfer(
        Account::Mint {
            merchant_id: merchant_id.into(),
        },
        buyer,
        Currency::Usd,
        100,
    );
    st.store
        .transact(
            sanduq_payments::ledger::writes(
                merchant_id,
                &fund,
                "topup",
                "usr_x",
                now,
                &Default::default(),
                None,
            )
            .unwrap(),
        )
        .await
        .unwrap();
    let p = new_payment(merchant_id, 1800, -60);
    st.store
        .transact(payments::save_new(&p, &[], now).unwrap())
        .await
        .unwrap();
    let read = payments::load(st, merchant_id, &p.id).await.unwrap();
    let mut change = read.payment.reserve(now).unwrap();
    let w = payments::transition(st, &read, &mut change, "reserve", now)
        .await
        .unwrap();
    st.store.transact(w).await.unwrap();
    p.id
}

pub async fn events(st: &AppState, merchant_id: &str, kind: &str) -> usize {
    st.store
        .query(&Query::index(
            Index::Gsi1,
            format!("MER#{merchant_id}#EVENTS"),
        ))
        .await
        .unwrap()
        .iter()
        .filter(|e| e["type"] == kind)
        .count()
}

/// A state on an in-memory store with one approved sandbox merchant.
pub async fn state_with_merchant() -> (AppState, sanduq_domain::merchant::Merchant) {
    let st = AppState::new(
        Arc::new(sanduq_store::EmbeddedStore::in_memory()),
        Config::default(),
    );
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
    (st, m)
}
