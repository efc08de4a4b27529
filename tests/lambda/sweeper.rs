//! The sweeper function fed its EventBridge sample: due payments are written expired and
//! lapsed authorizations voided, once each, past a payment that cannot be settled.

use crate::sweeper_support as support;
use support::*;

#[tokio::test]
async fn scheduled_sweep_expires_due_payments_once() {
    let (st, m) = state_with_merchant().await;
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

/// A watch list's new version: the scheduled run screens everyone again (a user synced
/// before the list is held), and the next run has nothing left to do.
#[tokio::test]
async fn a_scheduled_run_screens_everyone_again_after_a_list_version_once() {
    use crate::lambda::{call, event, state};
    let (st, _) = state().await;
    let docs = std::env::temp_dir().join(format!("sanduq-docs-{}", uuid::Uuid::new_v4()));
    let st = st.with_documents(std::sync::Arc::new(sanduq_kernel::documents::Folder::new(
        docs.clone(),
    )));
    let core = sanduq_fn_core::app(st.clone());
    let admin = sanduq_fn_admin::app(st.clone());
    // the sample user, synced under the listed name before any list
    let (s, b) = call(
        &core,
        event(
            "core",
            "users-sync",
            &[("Zainab Ali", "Khalid Jasim Tikriti")],
        ),
    )
    .await;
    assert_eq!(s, 201, "{b}");
    let uid = b["data"]["id"].as_str().unwrap().to_string();
    let (s, b) = call(&admin, event("admin", "screening-list-load", &[])).await;
    assert_eq!(s, 201, "{b}");

    let run = || sanduq_fn_sweeper::handle(&st, LambdaEvent::new(sample(), Context::default()));
    let out = run().await.unwrap();
    let r = &out["rescreened"];
    assert_eq!((&r["alerts"], &r["ended"]), (&json!(1), &json!(1)), "{out}");
    assert!(r["users"].as_u64().unwrap() >= 1, "{out}");
    let (s, b) = call(&admin, event("admin", "alerts-list", &[])).await;
    assert_eq!(s, 200, "{b}");
    let a = &b["data"]["data"][0];
    assert_eq!(
        (a["subject"]["id"].as_str(), a["subject"]["at"].as_str()),
        (Some(uid.as_str()), Some("rescreen")),
        "{b}"
    );
    let user = st
        .store
        .get(&sanduq_kernel::items::user_key(&uid))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(user["hold"]["alerts"][0], a["id"], "{user:?}");
    let again = run().await.unwrap();
    assert_eq!(
        again["rescreened"],
        json!({"users": 0, "merchants": 0, "alerts": 0, "ended": 0})
    );
    let _ = std::fs::remove_dir_all(docs);
}

/// A list dropped in the documents (in AWS the bucket's `screening/incoming/`) is loaded by
/// the scheduled run, looked at once an hour: the same file again is the version it is, a new
/// one the next version, one that does not read leaves the version in force.
#[tokio::test]
async fn a_dropped_list_is_loaded_by_the_schedule_hourly() {
    use sanduq_compliance::incoming::pick_up;
    let (st, _) = crate::lambda::state().await;
    let docs = std::env::temp_dir().join(format!("sanduq-docs-{}", uuid::Uuid::new_v4()));
    let st = st.with_documents(std::sync::Arc::new(sanduq_kernel::documents::Folder::new(
        docs.clone(),
    )));
    let drop = |text: &str| {
        let path = docs.join("screening/incoming/own.json");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    // nothing dropped: the run looks and finds nothing
    let out = sanduq_fn_sweeper::handle(&st, LambdaEvent::new(sample(), Context::default()))
        .await
        .unwrap();
    assert_eq!(out["lists"], json!([]), "{out}");
    drop(r#"[{"id": "own-1", "name": "Saad Jassim al-Hamdani"}]"#);
    let now = chrono::Utc::now();
    assert!(
        pick_up(&st, now).await.unwrap().is_empty(),
        "looked within the hour"
    );
    let later = now + chrono::Duration::minutes(61);
    let got = pick_up(&st, later).await.unwrap();
    assert_eq!(
        (got.len(), got[0].version, got[0].new),
        (1, 1, true),
        "{got:?}"
    );
    // the same file an hour on: the version it is
    let got = pick_up(&st, later + chrono::Duration::minutes(61))
        .await
        .unwrap();
    assert_eq!((got[0].version, got[0].new), (1, false), "{got:?}");
    // a file that does not read: the version in force stays; a good one is the next
    drop("[{\"name\": ");
    let got = pick_up(&st, later + chrono::Duration::minutes(122))
        .await
        .unwrap();
    assert!(got.is_empty(), "{got:?}");
    drop(
        r#"[{"id": "own-1", "name": "Saad Jassim al-Hamdani"}, {"id": "own-2", "name": "Rafidain Star Trading"}]"#,
    );
    let got = pick_up(&st, later + chrono::Duration::minutes(183))
        .await
        .unwrap();
    assert_eq!((got[0].version, got[0].new), (2, true), "{got:?}");
    let (_, in_force) = sanduq_compliance::lists::versions(&st).await.unwrap();
    assert_eq!(in_force, vec![got[0].list_id.clone()]);
    let _ = std::fs::remove_dir_all(docs);
}
