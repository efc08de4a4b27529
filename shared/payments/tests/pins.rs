//! Parallel PIN guesses cannot test more PINs than the wallet has left. The interleaving a
//! burst of guesses makes on a many-core or DynamoDB deployment is forced here, step by
//! step: a correct guess reads the user, a wrong guess is counted meanwhile, and the
//! correct guess must then fail its condition (and so be planned again against the new
//! count) instead of committing on what it read.

use chrono::Utc;
use sanduq_domain::user::{User, MAX_PIN_FAILURES};
use sanduq_kernel::{items, AppState, Config};
use sanduq_payments::users::{self, PinCheck};
use sanduq_store::{EmbeddedStore, StoreError};
use std::sync::Arc;

async fn user_with_pin(st: &AppState, failures: u32) -> String {
    let hash = sanduq_kernel::secrets::slow_hash("1234").await.unwrap();
    let now = Utc::now();
    let u = User {
        pin_hash: Some(hash),
        pin_failures: failures,
        ..User::new(
            "usr_pins".into(),
            "mer_pins".into(),
            "pins".into(),
            "Pins".into(),
            now,
        )
    };
    let w = items::versioned_put(&u, &items::user_key(&u.id), None, &[]).unwrap();
    st.store.transact(vec![w]).await.unwrap();
    u.id
}

fn state() -> AppState {
    AppState::new(Arc::new(EmbeddedStore::in_memory()), Config::default())
}

#[tokio::test]
async fn a_correct_pin_read_before_a_wrong_one_was_counted_does_not_commit() {
    let st = state();
    let id = user_with_pin(&st, 0).await;
    // The correct guess reads the user (no failures yet)...
    let stale = users::require_id(&st, "mer_pins", &id).await.unwrap();
    // ...a wrong guess reads and is counted meanwhile...
    let fresh = users::require_id(&st, "mer_pins", &id).await.unwrap();
    let PinCheck::Wrong { count, left } =
        users::check_pin(&fresh, Some("9999"), users::PinLess::Allowed)
            .await
            .unwrap()
    else {
        panic!("a wrong PIN was accepted");
    };
    assert_eq!(left, MAX_PIN_FAILURES - 1);
    st.store.transact(vec![count]).await.unwrap();
    // ...so the correct guess's write, planned on the stale read, is refused by its
    // condition (contention: the runner reads again and sees the count).
    let PinCheck::Accepted(Some(w)) =
        users::check_pin(&stale, Some("1234"), users::PinLess::Allowed)
            .await
            .unwrap()
    else {
        panic!("a correct PIN with no failures must still condition on the user's version");
    };
    let r = st.store.transact(vec![w]).await;
    assert!(
        matches!(r, Err(StoreError::ConditionFailed { .. })),
        "{r:?}"
    );
}

#[tokio::test]
async fn the_last_guess_left_blocks_every_guess_read_before_it() {
    let st = state();
    let id = user_with_pin(&st, MAX_PIN_FAILURES - 1).await;
    let stale = users::require_id(&st, "mer_pins", &id).await.unwrap();
    let fresh = users::require_id(&st, "mer_pins", &id).await.unwrap();
    let PinCheck::Wrong { count, left } =
        users::check_pin(&fresh, Some("0000"), users::PinLess::Allowed)
            .await
            .unwrap()
    else {
        panic!("a wrong PIN was accepted");
    };
    assert_eq!(left, 0);
    st.store.transact(vec![count]).await.unwrap();
    let PinCheck::Accepted(Some(w)) =
        users::check_pin(&stale, Some("1234"), users::PinLess::Allowed)
            .await
            .unwrap()
    else {
        panic!("expected the correct PIN's conditional write");
    };
    assert!(st.store.transact(vec![w]).await.is_err());
    // Read again, the wallet is blocked: the correct PIN no longer opens it.
    let again = users::require_id(&st, "mer_pins", &id).await.unwrap();
    let e = users::check_pin(&again, Some("1234"), users::PinLess::Allowed)
        .await
        .err()
        .expect("blocked");
    assert_eq!(e.code(), sanduq_domain::ErrorCode::PinBlocked);
}
