//! A stack with more due-work shards (`DueShards` 64): every kind of due work is written
//! across shards beyond the first 16 and the scheduled sweep finds it all, once. (Its own
//! test binary: the count is read once per process.)

mod support;
use support::*;

#[tokio::test]
async fn with_64_due_shards_the_sweep_finds_every_kind_once() {
    std::env::set_var("DUE_SHARDS", "64");
    assert_eq!(sanduq_kernel::due::shard_count(), 64);
    let (st, m) = state_with_merchant().await;
    let mut due = vec![];
    for _ in 0..24 {
        due.push(payment(&st, &m.id, -60).await);
    }
    let later = payment(&st, &m.id, 1800).await;
    let lapsed = lapsed_reservation(&st, &m.id).await;
    embedded_session(&st, &m.id, -60).await;
    // where the payments' expiry entries went: spread over the 64, not only the first 16
    let mut shards = std::collections::HashSet::new();
    for id in &due {
        let item = st
            .store
            .get(&sanduq_store::Key::new(format!("PAY#{id}"), "PAYMENT"))
            .await
            .unwrap()
            .unwrap();
        shards.insert(item["gsi2pk"].as_str().unwrap().to_string());
    }
    assert!(
        shards.iter().any(|s| s.len() > "DUE#EXPIRY#f".len()),
        "{shards:?}"
    );
    let sweep = || sanduq_fn_sweeper::handle(&st, LambdaEvent::new(sample(), Context::default()));
    let out = sweep().await.unwrap();
    assert_eq!(out["expired_payments"], 24, "{out}");
    assert_eq!(out["expired_authorizations"], 1, "{out}");
    assert_eq!(out["expired_sessions"], 1, "{out}");
    assert_eq!(out["failed"], 0, "{out}");
    for id in due.iter().chain([&lapsed]) {
        let p = payments::load(&st, &m.id, id).await.unwrap().payment;
        assert_ne!(p.status.as_str(), "created", "{id}");
        assert_ne!(p.status.as_str(), "reserved", "{id}");
    }
    let kept = payments::load(&st, &m.id, &later).await.unwrap().payment;
    assert_eq!(kept.status.as_str(), "created");
    // once: a second run finds nothing
    let out = sweep().await.unwrap();
    assert_eq!(out["expired_payments"], 0, "{out}");
    assert_eq!(out["expired_sessions"], 0, "{out}");
    assert_eq!(events(&st, &m.id, "payment.expired").await, 24);
}
