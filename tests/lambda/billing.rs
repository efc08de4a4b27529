//! The billing function fed its EventBridge sample: due subscriptions are charged (or fail
//! into past_due) once each, past an index item that cannot be billed, by two runs at once;
//! a run repeated after a crash, and a stale plan committed again, charge nothing twice.

use chrono::{Duration, Utc};
use lambda_runtime::{Context, LambdaEvent};
use sanduq_admin::audit;
use sanduq_admin::merchants::{self, Keys, NewMerchant};
use sanduq_billing::charges;
use sanduq_billing::subscriptions;
use sanduq_domain::ledger::{transfer, Account};
use sanduq_domain::merchant::{Merchant, MerchantStatus};
use sanduq_domain::subscription::{Attempt, Enrollment, Interval, Subscription, Terms};
use sanduq_domain::Currency;
use sanduq_kernel::{AppState, Config};
use sanduq_store::{Cond, Index, Query, StoreError, Write};
use serde_json::json;
use std::sync::Arc;

fn sample() -> sanduq_fn_billing::Scheduled {
    serde_json::from_str(&crate::lambda::sample("billing", "scheduled")).unwrap()
}

async fn put(st: &AppState, v: serde_json::Value) {
    st.store
        .transact(vec![Write::Put {
            item: v.as_object().unwrap().clone(),
            cond: Some(Cond::NotExists),
        }])
        .await
        .unwrap();
}

/// A customer with `funds` IQD minted into the wallet through the ledger.
async fn customer(st: &AppState, m: &Merchant, id: &str, funds: i64) {
    customer_frozen(st, m, id, funds, None).await
}

/// A customer as `customer` makes one, frozen for `scope` when given.
async fn customer_frozen(st: &AppState, m: &Merchant, id: &str, funds: i64, scope: Option<&str>) {
    let now = Utc::now();
    let frozen = scope.map(|s| json!({"scope": s, "reason": "case 1", "at": now}));
    put(
        st,
        json!({"pk": format!("USR#{id}"), "sk": "PROFILE", "id": id, "merchant_id": m.id,
        "external_user_id": id, "name": id, "email": null, "phone": null, "pin_hash": null,
        "pin_failures": 0, "created_at": now, "updated_at": now, "frozen": frozen,
        "gsi1pk": format!("MER#{}#USERS", m.id), "gsi1sk": format!("2026#{id}")}),
    )
    .await;
    if funds > 0 {
        let fund = transfer(
            Account::Mint {
                merchant_id: m.id.clone(),
            },
            Account::Wallet { user_id: id.into() },
            Currency::Iqd,
            funds,
        );
        st.store
            .transact(
                sanduq_payments::ledger::writes(
                    &m.id,
                    &fund,
                    "topup",
                    id,
                    now,
                    &Default::default(),
                    None,
                )
                .unwrap(),
            )
            .await
            .unwrap();
    }
}

/// A monthly subscription enrolled `days_ago` with its first period counted as paid; its
/// second period is due `days_ago` - ~30 days from now.
async fn enrolled(st: &AppState, m: &Merchant, id: &str, user: &str, days_ago: i64) -> String {
    let t0 = Utc::now() - Duration::days(days_ago);
    let o = Subscription::start(
        Enrollment {
            id: id.into(),
            merchant_id: m.id.clone(),
            plan_id: "plan_x".into(),
            customer_id: user.into(),
            user_id: user.into(),
            external_user_id: user.into(),
            terms: Terms {
                amount: 1000,
                currency: Currency::Iqd,
                interval: Interval::Monthly,
                interval_count: 1,
                trial_days: 0,
                grace_period_days: 7,
            },
        },
        t0,
    );
    let paid = o.sub.charged(0, Attempt::Scheduled, "pay_x", t0);
    st.store
        .transact(subscriptions::save(&paid, None, None, None, t0).unwrap())
        .await
        .unwrap();
    id.to_string()
}

async fn load(st: &AppState, id: &str) -> Subscription {
    subscriptions::load_any(st, id).await.unwrap().unwrap().sub
}

async fn count(st: &AppState, m: &Merchant, kind: &str) -> usize {
    st.store
        .query(&Query::index(Index::Gsi1, format!("MER#{}#EVENTS", m.id)))
        .await
        .unwrap()
        .iter()
        .filter(|e| e["type"] == kind)
        .count()
}

/// A store in memory and an approved sandbox merchant in it (commission 100 bps).
async fn store_and_merchant() -> (AppState, Merchant) {
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

#[tokio::test]
async fn scheduled_billing_charges_each_due_period_once() {
    let (st, m) = store_and_merchant().await;
    customer(&st, &m, "usr_0000000000000000000000a1", 5000).await;
    customer(&st, &m, "usr_0000000000000000000000b2", 0).await;
    let paying = enrolled(
        &st,
        &m,
        "sub_0000000000000000000000a1",
        "usr_0000000000000000000000a1",
        40,
    )
    .await;
    let broke = enrolled(
        &st,
        &m,
        "sub_0000000000000000000000b2",
        "usr_0000000000000000000000b2",
        40,
    )
    .await;
    let later = enrolled(
        &st,
        &m,
        "sub_0000000000000000000000c3",
        "usr_0000000000000000000000a1",
        5,
    )
    .await;
    // a broken item in the billing index (it does not decode): counted, and the run goes on
    put(
        &st,
        json!({"pk": "SUB#sub_broken", "sk": "SUB", "id": "sub_broken",
        "gsi2pk": "DUE#BILL#0", "gsi2sk": "2000-01-01T00:00:00.000000Z#sub_broken"}),
    )
    .await;
    let stale = subscriptions::load_any(&st, &paying)
        .await
        .unwrap()
        .unwrap();
    let seeded = count(&st, &m, "subscription.payment_succeeded").await;

    // two runs at once, as an overlapping schedule would start them
    let (a, b) = tokio::join!(
        sanduq_fn_billing::handle(&st, LambdaEvent::new(sample(), Context::default())),
        sanduq_fn_billing::handle(&st, LambdaEvent::new(sample(), Context::default()))
    );
    let (a, b) = (a.unwrap(), b.unwrap());
    let sum = |k: &str| a[k].as_u64().unwrap() + b[k].as_u64().unwrap();
    assert_eq!((sum("charged"), sum("failed_charges")), (1, 1), "{a} {b}");
    assert!(a["errors"].as_u64().unwrap() >= 1, "{a}");
    assert_eq!(a["scheduled_at"], "2026-11-22T10:00:00Z");
    let p = load(&st, &paying).await;
    assert_eq!((p.status.as_str(), p.next_period), ("active", 2));
    assert_eq!(load(&st, &broke).await.status.as_str(), "past_due");
    assert_eq!(load(&st, &later).await.next_period, 1, "not due yet");
    assert!(charges::charged(&st, &paying, 1).await.unwrap().is_some());

    // the run repeated (a Lambda retry after a crash before it answered): nothing twice
    let again = sanduq_fn_billing::handle(&st, LambdaEvent::new(sample(), Context::default()))
        .await
        .unwrap();
    assert_eq!(
        (again["charged"].as_u64(), again["failed_charges"].as_u64()),
        (Some(0), Some(0)),
        "{again}"
    );
    assert_eq!(
        count(&st, &m, "subscription.payment_succeeded").await,
        seeded + 1
    );
    assert_eq!(count(&st, &m, "subscription.payment_failed").await, 1);

    // a plan made from the read before the charge, committed after it (a run that crashed
    // between planning and an ambiguous commit): the period's marker alone refuses it, even
    // with money in the wallet and without the subscription's own write
    let planned = charges::plan(&st, &m, &stale.sub, 1, Utc::now())
        .await
        .unwrap();
    let marker_at = planned.writes.len() - 1;
    match st.store.transact(planned.writes).await {
        Err(StoreError::ConditionFailed { failed }) => assert_eq!(failed, [marker_at]),
        other => panic!("the period was charged twice: {other:?}"),
    }
    let wallet = st
        .store
        .get(&sanduq_kernel::items::wallet_key(
            "usr_0000000000000000000000a1",
            Currency::Iqd,
        ))
        .await
        .unwrap();
    assert_eq!(sanduq_kernel::items::balance(wallet.as_ref()), 4000);
    let report = audit::merchant(&st, &m.id).await.unwrap();
    assert!(report.ok(), "{}", report.to_json());
}

/// Issue 72 (3): a customer frozen for debits made the charge an error that stopped the
/// run: the subscription stayed `active` with a billing date in the past and the customers
/// after it were never charged. Now a charge that cannot be taken fails into past_due and
/// the run goes on.
#[tokio::test]
async fn a_frozen_customer_fails_its_charge_and_the_scheduled_run_goes_on() {
    let (st, m) = store_and_merchant().await;
    let users = [
        "usr_0000000000000000000000f1",
        "usr_0000000000000000000000f2",
        "usr_0000000000000000000000f3",
    ];
    let frozen = users[1];
    for u in users {
        let scope = (u == frozen).then_some("debits");
        customer_frozen(&st, &m, u, 5000, scope).await;
    }
    let mut subs = vec![];
    for (n, u) in users.iter().enumerate() {
        subs.push(enrolled(&st, &m, &format!("sub_0000000000000000000000f{n}"), u, 40).await);
    }
    let out = sanduq_fn_billing::handle(&st, LambdaEvent::new(sample(), Context::default()))
        .await
        .unwrap();
    assert_eq!(
        (
            out["charged"].as_u64(),
            out["failed_charges"].as_u64(),
            out["errors"].as_u64()
        ),
        (Some(2), Some(1), Some(0)),
        "{out}"
    );
    for (sub, u) in subs.iter().zip(users) {
        let s = load(&st, sub).await;
        if u == frozen {
            assert_eq!(s.status.as_str(), "past_due");
            assert_eq!(
                s.last_failure.map(|f| f.code).as_deref(),
                Some("ACCOUNT_FROZEN")
            );
            assert!(charges::charged(&st, sub, 1).await.unwrap().is_none());
        } else {
            assert_eq!((s.status.as_str(), s.next_period), ("active", 2), "{sub}");
        }
    }
    assert_eq!(count(&st, &m, "subscription.past_due").await, 1);
    let report = audit::merchant(&st, &m.id).await.unwrap();
    assert!(report.ok(), "{}", report.to_json());
}
