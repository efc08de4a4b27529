//! A merchant's accounts kept in sub-accounts (issue 32: one item per account would take
//! every payment of the merchant): captures spread over them, a payout larger than any one
//! of them draws from several, parallel payouts and refunds never overdraw any of them, and
//! a store written before sub-accounts (one item per account, counts on the merchant's
//! partition) keeps its money and its counts. Through the API's router in this process, so
//! that the test can look at the items; the audit checks the books after each.

use crate::common;

use reqwest::Method;
use sanduq_domain::ledger::SUB_ACCOUNTS;
use sanduq_domain::Currency;
use sanduq_kernel::items::{self, MerchantAccount, LEGACY, PLACES};
use sanduq_kernel::AppState;
use sanduq_store::{Key, SharedStore, Write};
use serde_json::{json, Value};
use std::sync::Arc;

const PRICE: i64 = 10_000;
/// What the merchant keeps of a price at 1% commission.
const KEPT: i64 = 9_900;

struct Shop {
    st: AppState,
    app: axum::Router,
    sk: String,
    keys: sanduq_admin::merchants::Keys,
    merchant: String,
}

impl Shop {
    async fn open() -> Shop {
        let store: SharedStore = Arc::new(sanduq_store::EmbeddedStore::in_memory());
        let config = sanduq_kernel::Config {
            default_rate_limit: 1_000_000,
            ..sanduq_kernel::Config::default()
        };
        let st = AppState::new(store, config);
        let keys = sanduq_admin::merchants::Keys::generate();
        let merchant = common::approved_merchant(&st, "Sub-accounts", 100, &keys).await;
        Shop {
            app: sanduq_service::app(st.clone()),
            sk: keys.secret_key.expose().to_string(),
            keys,
            st,
            merchant,
        }
    }

    async fn call(&self, m: Method, path: &str, body: Option<Value>) -> (u16, Value) {
        common::in_process(&self.app, m, path, &self.sk, body).await
    }

    async fn ok(&self, m: Method, path: &str, body: Option<Value>) -> Value {
        let (status, b) = self.call(m, path, body).await;
        assert!(status < 300, "{path}: {status} {b}");
        b["data"].clone()
    }

    /// `n` buyers each pay PRICE and the merchant captures it: the payments' ids.
    async fn captured(&self, n: usize) -> Vec<String> {
        let mut ids = Vec::new();
        for i in 0..n {
            let ext = format!("buyer-{i}");
            let body = json!({"external_user_id": ext, "name": "Buyer"});
            self.ok(Method::POST, "/users/sync", Some(body)).await;
            let body = json!({"user_id": ext, "currency": "IQD", "amount": PRICE});
            self.ok(Method::POST, "/sandbox/wallets/topup", Some(body))
                .await;
            let cs = self
                .ok(
                    Method::POST,
                    "/checkout/sessions",
                    Some(json!({
                        "external_user_id": ext, "amount": PRICE, "currency": "IQD",
                        "success_url": "https://shop.example/ok", "cancel_url": "https://shop.example/no",
                    })),
                )
                .await;
            let (session, pay) = (
                cs["id"].as_str().unwrap(),
                cs["payment_id"].as_str().unwrap(),
            );
            let path = format!("/sandbox/checkout/sessions/{session}/pay");
            self.ok(Method::POST, &path, Some(json!({}))).await;
            let path = format!("/payments/{pay}/capture");
            self.ok(Method::POST, &path, Some(json!({}))).await;
            ids.push(pay.to_string());
        }
        ids
    }

    /// The merchant's IQD balance in each place (sub-accounts, then the legacy item).
    async fn places(&self) -> Vec<i64> {
        let keys =
            items::merchant_account_keys(&self.merchant, MerchantAccount::Balance, Currency::Iqd);
        self.st
            .store
            .get_many(&keys)
            .await
            .unwrap()
            .iter()
            .map(|i| items::balance(i.as_ref()))
            .collect()
    }

    async fn balance(&self) -> i64 {
        let w = self.ok(Method::GET, "/merchant/wallet", None).await;
        common::account(&w["accounts"], "IQD")
    }

    async fn audited(&self) {
        let r = sanduq_admin::audit::merchant(&self.st, &self.merchant)
            .await
            .unwrap();
        assert!(r.ok(), "{:?}", r.problems);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn captures_spread_over_sub_accounts_and_a_payout_draws_from_several() {
    let shop = Shop::open().await;
    shop.captured(40).await;
    let before = shop.places().await;
    assert_eq!(before.len(), PLACES);
    let used = before.iter().filter(|b| **b > 0).count();
    assert!(
        used >= 10,
        "40 captures landed in {used} sub-accounts: {before:?}"
    );
    assert_eq!(before.iter().sum::<i64>(), 40 * KEPT);
    assert_eq!(before[LEGACY], 0, "nothing is credited to the legacy item");
    assert_eq!(shop.balance().await, 40 * KEPT);
    shop.audited().await;

    // more than any one sub-account holds: drawn from several, none below zero
    let amount = 40 * KEPT - 100;
    assert!(before.iter().all(|b| *b < amount));
    let body = json!({"amount": amount, "currency": "IQD", "destination": "IQ98"});
    shop.ok(Method::POST, "/payouts", Some(body)).await;
    let after = shop.places().await;
    let drawn = before.iter().zip(&after).filter(|(b, a)| a < b).count();
    assert!(drawn >= 10, "drawn from {drawn} sub-accounts: {after:?}");
    assert!(after.iter().all(|b| *b >= 0), "{after:?}");
    assert_eq!(after.iter().sum::<i64>(), 100);
    assert_eq!(shop.balance().await, 100);
    shop.audited().await;

    // one minor unit more than all of them together: refused with what there is
    let body = json!({"amount": 101, "currency": "IQD", "destination": "IQ98"});
    let (status, b) = shop.call(Method::POST, "/payouts", Some(body)).await;
    assert_eq!(
        (status, b["error"]["code"].as_str()),
        (422, Some("INSUFFICIENT_BALANCE")),
        "{b}"
    );
    assert_eq!(b["error"]["details"]["available"], 100, "{b}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_payouts_and_refunds_never_overdraw_a_sub_account() {
    let shop = Arc::new(Shop::open().await);
    let payments = shop.captured(24).await;
    let funded = 24 * KEPT;
    // every payment refunded in full (KEPT from the merchant's balance each, the commission
    // returned from the platform's) while payouts of 3 captures each race them: together
    // they ask for far more than there is
    let mut tasks = Vec::new();
    for pay in &payments {
        let (shop, path) = (shop.clone(), format!("/payments/{pay}/refund"));
        tasks.push(tokio::spawn(async move {
            let body = json!({"reason": "race"});
            (
                "refund",
                KEPT,
                shop.call(Method::POST, &path, Some(body)).await,
            )
        }));
    }
    for _ in 0..12 {
        let shop = shop.clone();
        tasks.push(tokio::spawn(async move {
            let body = json!({"amount": 3 * KEPT, "currency": "IQD", "destination": "IQ98"});
            (
                "payout",
                3 * KEPT,
                shop.call(Method::POST, "/payouts", Some(body)).await,
            )
        }));
    }
    let mut taken = 0;
    let mut refused = 0;
    for t in tasks {
        let (what, amount, (status, b)) = t.await.unwrap();
        match status {
            200 | 201 => taken += amount,
            422 if b["error"]["code"] == "INSUFFICIENT_BALANCE" => refused += 1,
            _ => panic!("{what}: {status} {b}"),
        }
    }
    assert!(refused > 0, "the race asked for more than there was");
    assert!(taken <= funded);
    let places = shop.places().await;
    assert!(places.iter().all(|b| *b >= 0), "{places:?}");
    assert_eq!(places.iter().sum::<i64>(), funded - taken);
    assert_eq!(shop.balance().await, funded - taken);
    shop.audited().await;
}

/// The writes of a movement as a store written before sub-accounts had them: each
/// merchant sub-account's update on the account's single item instead.
fn as_before_sub_accounts(writes: Vec<Write>, merchant: &str) -> Vec<Write> {
    let prefix = format!("MER#{merchant}#ACCT#");
    writes
        .into_iter()
        .map(|w| match w {
            Write::Update {
                key,
                set,
                add,
                cond,
            } if key.pk.starts_with(&prefix) => Write::Update {
                key: Key::new(format!("MER#{merchant}"), format!("ACCT#{}", key.sk)),
                set,
                add,
                cond,
            },
            w => w,
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_store_written_before_sub_accounts_keeps_its_balance_and_counts() {
    let shop = Shop::open().await;
    // a deposit as the old layout kept it: the merchant's balance on one item
    let postings = sanduq_domain::ledger::transfer(
        sanduq_domain::ledger::Account::External {
            merchant_id: shop.merchant.clone(),
        },
        sanduq_domain::ledger::Account::Merchant {
            merchant_id: shop.merchant.clone(),
        },
        Currency::Iqd,
        50_000,
    );
    let writes = sanduq_payments::ledger::writes(
        &shop.merchant,
        &postings,
        "deposit",
        "dep_old",
        chrono::Utc::now(),
        &Default::default(),
        None,
    )
    .unwrap();
    shop.st
        .store
        .transact(as_before_sub_accounts(writes, &shop.merchant))
        .await
        .unwrap();
    assert_eq!(shop.places().await[LEGACY], 50_000);
    assert_eq!(shop.balance().await, 50_000);
    shop.audited().await;

    // a payment captured now lands in a sub-account; its count moved to an old count item
    let pay = shop.captured(1).await.remove(0);
    let shard = sanduq_domain::ledger::sub_account(&pay);
    assert!(shard < SUB_ACCOUNTS);
    let new = items::payment_count_key(&shop.merchant, shard);
    let counted = shop.st.store.get(&new).await.unwrap().unwrap();
    let mut old = counted.clone();
    old.insert("pk".into(), format!("MER#{}", shop.merchant).into());
    old.insert("sk".into(), "PAYCOUNT#7".into());
    shop.st
        .store
        .transact(vec![
            Write::Put {
                item: old,
                cond: None,
            },
            Write::Delete {
                key: new,
                cond: None,
            },
        ])
        .await
        .unwrap();
    for path in ["/gateway/payments", "/gateway/payments?status=completed"] {
        let (status, list) = common::in_process_signed(&shop.app, &shop.keys, path).await;
        let total = &list["data"]["pagination"]["total"];
        assert_eq!((status, total), (200, &json!(1)), "{list}");
    }
    shop.audited().await;

    // all of it paid out: the old item and the sub-account both drawn to zero
    let body = json!({"amount": 50_000 + KEPT, "currency": "IQD", "destination": "IQ98"});
    shop.ok(Method::POST, "/payouts", Some(body)).await;
    let places = shop.places().await;
    assert!(places.iter().all(|b| *b == 0), "{places:?}");
    shop.audited().await;
}
