//! The gateway's payment list against a plain model: for many filter combinations, the
//! total equals the number of payments that pass the filter, and walking the pages by
//! `next_cursor` gives exactly those payments, newest first, once each. Checked after a mix
//! of payments, captures, voids and refunds; after payments lapse before the sweeper has
//! written it (the sweeper held back, the merchant's clock moved in the store); and after
//! the sweep. The list reads indexes and counters (`sanduq_payments::listing`), the model reads every
//! payment.

use crate::common;

use common::{in_process, in_process_signed};
use reqwest::Method;
use sanduq_admin::merchants::Keys;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::Payment;
use sanduq_kernel::{AppState, Config};
use sanduq_store::{EmbeddedStore, Index, Key, Query, Write};
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;

const ADMIN: &str = "adm_payment_lists_test_key_0000000000000000000000000000000000";

struct Shop {
    app: axum::Router,
    /// The store as the application sees it (spread keys read as one).
    store: sanduq_store::SharedStore,
    keys: Keys,
    merchant: String,
}

impl Shop {
    /// A merchant on a fresh store whose hot index keys are spread over `spread` partitions
    /// (`sanduq_kernel::spread`; 1: not spread).
    async fn open(spread: usize) -> Shop {
        let store = sanduq_kernel::spread::over(Arc::new(EmbeddedStore::in_memory()), spread);
        let st = AppState::new(
            store.clone(),
            Config {
                default_rate_limit: 100_000,
                admin_key_hash: Some(sanduq_kernel::secrets::hash_key(ADMIN)),
                // the merchant's clock is moved in the store below: read it every time
                record_cache: Duration::ZERO,
                ..Config::default()
            },
        );
        let keys = Keys::generate();
        let merchant = common::approved_merchant(&st, "Lists", 100, &keys).await;
        Shop {
            app: sanduq_service::app(st),
            store,
            keys,
            merchant,
        }
    }

    async fn call(&self, method: Method, path: &str, body: Option<Value>) -> Value {
        let (status, v) =
            in_process(&self.app, method, path, self.keys.secret_key.expose(), body).await;
        assert!((200..300).contains(&status), "{path}: {status} {v}");
        v["data"].clone()
    }

    /// A signed gateway GET: (status, body).
    async fn gw(&self, path_and_query: &str) -> (u16, Value) {
        in_process_signed(&self.app, &self.keys, path_and_query).await
    }

    async fn merchant(&self) -> Merchant {
        let item = self
            .store
            .get(&Key::new(format!("MER#{}", self.merchant), "PROFILE"))
            .await
            .unwrap()
            .unwrap();
        serde_json::from_value(Value::Object(item)).unwrap()
    }

    /// Every payment of the merchant, newest first, as the model sees them.
    async fn payments(&self) -> Vec<Payment> {
        let q = Query::index(Index::Gsi1, format!("MER#{}#PAYS", self.merchant)).backward();
        self.store
            .query(&q)
            .await
            .unwrap()
            .into_iter()
            .map(|i| serde_json::from_value(Value::Object(i)).unwrap())
            .collect()
    }

    /// Moves the merchant's clock without running its due work (a sweeper that is behind).
    async fn move_clock_quietly(&self, seconds: i64) {
        let key = Key::new(format!("MER#{}", self.merchant), "PROFILE");
        let mut item = self.store.get(&key).await.unwrap().unwrap();
        let offset = item["clock_offset_secs"].as_i64().unwrap();
        item.insert("clock_offset_secs".into(), json!(offset + seconds));
        self.store
            .transact(vec![Write::Put { item, cond: None }])
            .await
            .unwrap();
    }
}

/// One filter of the model: the query string and whether a payment passes it.
struct Case {
    query: String,
    keep: Box<dyn Fn(&Payment) -> bool>,
}

fn cases(users: &[(String, String)], now: chrono::DateTime<chrono::Utc>, mid: &str) -> Vec<Case> {
    let mut out: Vec<Case> = vec![Case {
        query: String::new(),
        keep: Box::new(|_| true),
    }];
    let statuses = [
        "created",
        "reserved",
        "completed",
        "partially_refunded",
        "refunded",
        "cancelled",
        "expired",
    ];
    for s in statuses {
        out.push(Case {
            query: format!("status={s}"),
            keep: Box::new(move |p| p.status_at(now).as_str() == s),
        });
        for c in ["USD", "IQD"] {
            out.push(Case {
                query: format!("status={s}&currency={c}"),
                keep: Box::new(move |p| p.status_at(now).as_str() == s && p.currency.code() == c),
            });
        }
    }
    for c in ["USD", "IQD"] {
        out.push(Case {
            query: format!("currency={c}"),
            keep: Box::new(move |p| p.currency.code() == c),
        });
    }
    for (id, ext) in users {
        let (a, b) = (id.clone(), id.clone());
        out.push(Case {
            query: format!("user_id={ext}"),
            keep: Box::new(move |p| p.user_id == a),
        });
        out.push(Case {
            query: format!("user_id={id}&status=completed&currency=USD"),
            keep: Box::new(move |p| {
                p.user_id == b
                    && p.status_at(now).as_str() == "completed"
                    && p.currency.code() == "USD"
            }),
        });
    }
    for r in ["ref-0", "ref-3"] {
        out.push(Case {
            query: format!("reference={r}"),
            keep: Box::new(move |p| p.reference.as_deref() == Some(r)),
        });
    }
    let cut = chrono::DateTime::parse_from_rfc3339(mid).unwrap().to_utc();
    let enc = mid.replace('+', "%2B");
    out.push(Case {
        query: format!("to={enc}"),
        keep: Box::new(move |p| p.created_at <= cut),
    });
    out.push(Case {
        query: format!("from={enc}&status=created"),
        keep: Box::new(move |p| p.created_at >= cut && p.status_at(now).as_str() == "created"),
    });
    out.push(Case {
        query: format!("from={enc}&currency=IQD"),
        keep: Box::new(move |p| p.created_at >= cut && p.currency.code() == "IQD"),
    });
    out
}

/// Every case: the total, page 1 by number, and the walk by cursor agree with the model.
async fn check_every_case(shop: &Shop, users: &[(String, String)], mid: &str) {
    let m = shop.merchant().await;
    let now = chrono::Utc::now() + chrono::Duration::seconds(m.clock_offset_secs);
    let all = shop.payments().await;
    for case in cases(users, now, mid) {
        let want: Vec<&str> = all
            .iter()
            .filter(|p| (case.keep)(p))
            .map(|p| p.id.as_str())
            .collect();
        let q = &case.query;
        let (status, first) = shop.gw(&format!("/gateway/payments?per_page=7&{q}")).await;
        assert_eq!(status, 200, "{q}: {first}");
        let pg = &first["data"]["pagination"];
        assert_eq!(pg["total"], want.len(), "{q}: {pg}");
        assert_eq!(pg["total_pages"], want.len().div_ceil(7), "{q}");
        let mut got: Vec<String> = Vec::new();
        let mut page = first;
        for n in 1.. {
            let d = &page["data"];
            assert_eq!(d["pagination"]["page"], n, "{q}");
            assert_eq!(d["pagination"]["total"], want.len(), "{q} page {n}");
            for row in d["payments"].as_array().unwrap() {
                got.push(row["id"].as_str().unwrap().to_string());
            }
            match d["pagination"]["next_cursor"].as_str() {
                None => break,
                Some(c) => {
                    let (status, next) = shop
                        .gw(&format!("/gateway/payments?per_page=7&{q}&cursor={c}"))
                        .await;
                    assert_eq!(status, 200, "{q}: {next}");
                    page = next;
                }
            }
        }
        assert_eq!(got, want, "{q}: the cursor walk");
        // A page by number shows what the walk showed there.
        if want.len() > 14 {
            let (_, third) = shop
                .gw(&format!("/gateway/payments?per_page=7&page=3&{q}"))
                .await;
            let ids: Vec<&str> = third["data"]["payments"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["id"].as_str().unwrap())
                .collect();
            assert_eq!(ids, want[14..want.len().min(21)], "{q}: page 3");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn totals_pages_and_cursors_agree_with_the_model() {
    lists_agree_with_the_model(1).await;
}

/// The same with the merchant's payment lists spread over 7 index partitions each: pages,
/// cursors, filters and totals read as one partition, and the audit's journal with them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spread_index_partitions_read_as_one() {
    lists_agree_with_the_model(7).await;
}

async fn lists_agree_with_the_model(spread: usize) {
    let shop = Shop::open(spread).await;
    let mut users = Vec::new();
    for ext in ["ana", "bakr", "chra"] {
        let u = shop
            .call(
                Method::POST,
                "/users/sync",
                Some(json!({"external_user_id": ext, "name": ext})),
            )
            .await;
        let id = u["id"].as_str().unwrap().to_string();
        for c in ["USD", "IQD"] {
            shop.call(
                Method::POST,
                "/sandbox/wallets/topup",
                Some(json!({"user_id": id, "currency": c, "amount": 10_000_000})),
            )
            .await;
        }
        users.push((id, ext.to_string()));
    }
    let mut mid = String::new();
    for i in 0..90usize {
        if i == 45 {
            tokio::time::sleep(Duration::from_millis(5)).await;
            mid = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Micros, true);
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        let cur = if i % 3 == 0 { "IQD" } else { "USD" };
        let mut body = json!({"external_user_id": users[i % 3].1, "amount": 1_000 + i, "currency": cur,
                              "success_url": "https://a.example/s", "cancel_url": "https://a.example/c"});
        if i % 5 == 0 {
            body["reference"] = json!(format!("ref-{}", i % 4));
        }
        let s = shop
            .call(Method::POST, "/checkout/sessions", Some(body))
            .await;
        let (sid, pid) = (s["id"].as_str().unwrap(), s["payment_id"].as_str().unwrap());
        if i % 6 == 5 {
            continue; // left unpaid: it lapses below
        }
        if i % 2 == 0 {
            shop.call(
                Method::POST,
                &format!("/sandbox/checkout/sessions/{sid}/pay"),
                Some(json!({})),
            )
            .await;
            match i % 8 {
                0 | 2 => {
                    shop.call(
                        Method::POST,
                        &format!("/payments/{pid}/capture"),
                        Some(json!({})),
                    )
                    .await;
                }
                4 => {
                    shop.call(
                        Method::POST,
                        &format!("/payments/{pid}/capture"),
                        Some(json!({})),
                    )
                    .await;
                    let amount = if i % 16 == 4 { 1_000 + i } else { 10 };
                    shop.call(
                        Method::POST,
                        &format!("/payments/{pid}/refund"),
                        Some(json!({"amount": amount, "reason": "returned"})),
                    )
                    .await;
                }
                _ => {}
            }
        }
    }
    check_every_case(&shop, &users, &mid).await;

    // Unpaid checkouts lapse (30 minutes) before the sweeper writes it: they show as expired
    // in the list, its filters and its totals.
    shop.move_clock_quietly(31 * 60).await;
    let lapsed = shop
        .payments()
        .await
        .iter()
        .filter(|p| p.status.as_str() == "created")
        .count();
    assert!(lapsed > 10, "{lapsed}");
    check_every_case(&shop, &users, &mid).await;
    // Reservations lapse too (7 days), still unswept.
    shop.move_clock_quietly(7 * 24 * 3600).await;
    check_every_case(&shop, &users, &mid).await;
    // The sweep writes both; the counters follow and the audit agrees.
    shop.call(
        Method::POST,
        "/sandbox/clock/advance",
        Some(json!({"seconds": 1})),
    )
    .await;
    assert!(shop
        .payments()
        .await
        .iter()
        .all(|p| !matches!(p.status.as_str(), "created" | "reserved")));
    check_every_case(&shop, &users, &mid).await;

    // Lapsed checkouts newer than every expired one, under live checkouts newer still: the
    // `expired` filter must reach below the live rows of the `created` partition.
    let unpaid = |n: usize, tag: &'static str| {
        let shop = &shop;
        let users = &users;
        async move {
            for i in 0..n {
                let body = json!({"external_user_id": users[i % 3].1, "amount": 500, "currency": "USD",
                                  "reference": tag, "success_url": "https://a.example/s", "cancel_url": "https://a.example/c"});
                shop.call(Method::POST, "/checkout/sessions", Some(body))
                    .await;
            }
        }
    };
    unpaid(10, "lapsing").await;
    shop.move_clock_quietly(31 * 60).await;
    unpaid(10, "live").await;
    check_every_case(&shop, &users, &mid).await;
    for tag in ["lapsing", "live"] {
        let (_, v) = shop
            .gw(&format!("/gateway/payments?reference={tag}&status=expired"))
            .await;
        let lapsed = if tag == "lapsing" { 10 } else { 0 };
        assert_eq!(v["data"]["pagination"]["total"], lapsed, "{tag}: {v}");
    }

    let (status, audit) = in_process(
        &shop.app,
        Method::GET,
        &format!("/admin/merchants/{}/audit", shop.merchant),
        ADMIN,
        None,
    )
    .await;
    assert_eq!(
        (status, &audit["data"]["ok"]),
        (200, &json!(true)),
        "{audit}"
    );
}

#[tokio::test]
async fn a_cursor_is_checked() {
    let shop = Shop::open(1).await;
    for (q, field) in [
        ("cursor=nonsense", "cursor"),
        // a cursor must name a page after the first and a row of this list's shape
        ("cursor=MTpub3RoaW5n", "cursor"),
        ("cursor=Mjoybm90aGluZw", "cursor"),
    ] {
        let (status, v) = shop.gw(&format!("/gateway/payments?{q}")).await;
        assert_eq!(status, 422, "{q}: {v}");
        assert_eq!(v["error"]["code"], "VALIDATION_ERROR", "{q}");
        assert!(
            v["error"]["details"]["fields"][field].is_string(),
            "{q}: {v}"
        );
    }
    let good = sanduq_payments::listing::Cursor {
        page: 2,
        after: "2026-11-22T10:00:00.000000Z#pay_0123456789abcdef01234567".into(),
    };
    assert_eq!(
        sanduq_payments::listing::Cursor::decode(&good.encode()),
        Some(good.clone())
    );
    let (status, v) = shop
        .gw(&format!("/gateway/payments?cursor={}", good.encode()))
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["data"]["pagination"]["page"], 2);
    assert_eq!(v["data"]["pagination"]["next_cursor"], Value::Null);
    assert_eq!(v["data"]["payments"], json!([]));
    let (status, v) = shop
        .gw(&format!(
            "/gateway/payments?page=2&cursor={}",
            good.encode()
        ))
        .await;
    assert_eq!(status, 422, "{v}");
    assert!(v["error"]["details"]["fields"]["page"].is_string(), "{v}");
}
