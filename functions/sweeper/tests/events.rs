//! The sweeper function fed its EventBridge sample: due payments are written expired and
//! lapsed authorizations voided, once each, past a payment that cannot be settled.

use lambda_runtime::{Context, LambdaEvent};
use sanduq_admin::merchants::{self, Keys, NewMerchant};
use sanduq_domain::ledger::{transfer, Account};
use sanduq_domain::merchant::MerchantStatus;
use sanduq_domain::payment::{CaptureMode, NewPayment, Payment};
use sanduq_domain::Currency;
use sanduq_kernel::{AppState, Config};
use sanduq_payments::payments;
use sanduq_store::{Cond, Index, Query, Write};
use serde_json::json;
use std::sync::Arc;

fn sample() -> sanduq_fn_sweeper::Scheduled {
    let path = format!(
        "{}/../../events/sweeper/scheduled.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn new_payment(merchant_id: &str, lifetime_secs: i64, authorization_ttl_secs: i64) -> Payment {
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
async fn embedded_session(st: &AppState, merchant_id: &str, lifetime_secs: i64) -> String {
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

async fn payment(st: &AppState, merchant_id: &str, lifetime_secs: i64) -> String {
    let p = new_payment(merchant_id, lifetime_secs, 3600);
    st.store
        .transact(payments::save_new(&p, &[], p.created_at).unwrap())
        .await
        .unwrap();
    p.id
}

/// A reserved payment of 100 whose authorization lapsed a minute ago (the buyer funded by
/// the mint first, through the ledger, so the books stay whole).
async fn lapsed_reservation(st: &AppState, merchant_id: &str) -> String {
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
    let change = read.payment.reserve(now).unwrap();
    let w = payments::transition(st, &read, &change, "reserve", now)
        .await
        .unwrap();
    st.store.transact(w).await.unwrap();
    p.id
}

async fn events(st: &AppState, merchant_id: &str, kind: &str) -> usize {
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

#[tokio::test]
async fn scheduled_sweep_expires_due_payments_once() {
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
    // A broken item in the expiry index (it does not decode as a payment) sorts first:
    // it is counted as failed and the sweep goes on past it.
    let poison = json!({"pk":"PAY#pay_broken0","sk":"PAYMENT","id":"pay_broken0",
        "gsi2pk":"DUE#EXPIRY#0","gsi2sk":"2000-01-01T00:00:00.000000Z#pay_broken0"});
    st.store
        .transact(vec![Write::Put {
            item: poison.as_object().unwrap().clone(),
            cond: Some(Cond::NotExists),
        }])
        .await
        .unwrap();
    let due = payment(&st, &m.id, -60).await;
    let later = payment(&st, &m.id, 1800).await;
    let lapsed = lapsed_reservation(&st, &m.id).await;
    let ended = embedded_session(&st, &m.id, -60).await;
    let open = embedded_session(&st, &m.id, 600).await;

    let out = sanduq_fn_sweeper::handle(&st, LambdaEvent::new(sample(), Context::default()))
        .await
        .unwrap();
    assert_eq!(out["expired_payments"], 1, "{out}");
    assert_eq!(out["expired_authorizations"], 1, "{out}");
    assert_eq!(out["failed"], 1, "{out}");
    assert_eq!(out["expired_sessions"], 1, "{out}");
    let status = |id: String| {
        let st = st.clone();
        async move {
            let item = st
                .store
                .get(&sanduq_kernel::items::embedded_session_key(&id))
                .await
                .unwrap()
                .unwrap();
            item["state"].as_str().unwrap().to_string()
        }
    };
    assert_eq!(status(ended.clone()).await, "expired");
    assert_eq!(status(open.clone()).await, "open");
    let v = payments::load(&st, &m.id, &lapsed).await.unwrap().payment;
    assert_eq!(v.status.as_str(), "cancelled");
    assert_eq!(v.void_reason.as_deref(), Some("authorization_expired"));
    assert_eq!(v.held, 0);
    let wallet = st
        .store
        .get(&sanduq_kernel::items::wallet_key("usr_x", Currency::Usd))
        .await
        .unwrap();
    assert_eq!(sanduq_kernel::items::balance(wallet.as_ref()), 100);
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

    // Run again (as EventBridge or a Lambda retry would): nothing happens twice.
    let again = sanduq_fn_sweeper::handle(&st, LambdaEvent::new(sample(), Context::default()))
        .await
        .unwrap();
    assert_eq!(again["expired_payments"], 0, "{again}");
    assert_eq!(again["expired_authorizations"], 0, "{again}");
    assert_eq!(again["expired_sessions"], 0, "{again}");
    assert_eq!(events(&st, &m.id, "checkout.session_expired").await, 1);
    assert_eq!(events(&st, &m.id, "payment.expired").await, 1);
    assert_eq!(events(&st, &m.id, "payment.voided").await, 1);
    // each write-down left its effect key; settling again finds it and does nothing
    for (due, id) in [
        (payments::Due::Expiry, &due),
        (payments::Due::Authorization, &lapsed),
    ] {
        let k = sanduq_kernel::tx::effect_key(&sanduq_payments::expiry::effect(due, id));
        assert!(st.store.get(&k).await.unwrap().is_some(), "{k:?}");
    }
    assert_eq!(
        sanduq_payments::expiry::settle(&st, &m, &lapsed)
            .await
            .unwrap(),
        None
    );
    let audit = sanduq_admin::audit::merchant(&st, &m.id).await.unwrap();
    assert!(audit.ok(), "{:?}", audit.problems);
}
