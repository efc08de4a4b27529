//! One conformance suite, every adapter: the embedded store (in memory and on a file) and
//! DynamoDB (on moto_server). Each case states a property of the Store port.

mod support;
use sanduq_store::{
    Cond, DynamoStore, EmbeddedStore, Index, Item, ItemWriter, Key, Query, SkRange, Store,
    StoreError, Write,
};
use serde_json::{json, Value};
use std::sync::Arc;
use support::moto::Moto;

fn item(v: Value) -> Item {
    v.as_object().unwrap().clone()
}

fn put(v: Value, cond: Option<Cond>) -> Write {
    Write::Put {
        item: item(v),
        cond,
    }
}

fn debit(pk: &str, n: i64) -> Write {
    Write::Update {
        key: Key::new(pk, "ACCT"),
        set: Item::new(),
        add: vec![("balance".into(), -n)],
        cond: Some(Cond::Ge("balance".into(), n)),
    }
}

fn is_cond_fail(e: &StoreError, index: usize) -> bool {
    matches!(e, StoreError::ConditionFailed { failed } if failed.is_empty() || failed.contains(&index))
}

async fn retrying(s: &dyn Store, w: Vec<Write>) -> Result<(), StoreError> {
    for _ in 0..50 {
        match s.transact(w.clone()).await {
            Err(StoreError::Conflict) => {
                tokio::time::sleep(std::time::Duration::from_millis(5)).await
            }
            r => return r,
        }
    }
    Err(StoreError::Conflict)
}

async fn put_get_and_absent(s: &dyn Store) {
    s.transact(vec![put(
        json!({"pk":"A","sk":"1","n":5,"s":"x","m":{"k":[1,"two",true,null]}}),
        None,
    )])
    .await
    .unwrap();
    let got = s.get(&Key::new("A", "1")).await.unwrap().unwrap();
    assert_eq!(got["n"], 5);
    assert_eq!(got["m"]["k"], json!([1, "two", true, null]));
    assert!(s.get(&Key::new("A", "2")).await.unwrap().is_none());
}

/// Long texts (which the DynamoDB adapter keeps packed: `sanduq_store::packed`) read back as
/// written, by a get, a batch read and a query; a condition on one compares it as written; an
/// update sets one; a long index key stays whole and queryable.
async fn long_texts_read_back_as_written(s: &dyn Store) {
    let text = |n: usize| {
        let view = json!({"object": {"id": format!("pay_{n:024}"), "amount": 25_000 + n,
            "status": "captured", "description": "كتب ومجلات — books", "metadata": {"n": n}}});
        format!("{}{}", view, " ".repeat(600))
    };
    let long_key = format!("{}#{}", "R".repeat(700), 1);
    s.transact(vec![put(
        json!({"pk":"LONG","sk":"1","data":text(1),"short":"x","gsi1pk":"LONGS","gsi1sk":long_key}),
        None,
    )])
    .await
    .unwrap();
    let got = s.get(&Key::new("LONG", "1")).await.unwrap().unwrap();
    assert_eq!(got["data"], text(1));
    assert_eq!(got["gsi1sk"], long_key.as_str());
    let batch = s.get_many(&[Key::new("LONG", "1")]).await.unwrap();
    assert_eq!(batch[0].as_ref().unwrap()["data"], text(1));
    let page = s.query(&Query::index(Index::Gsi1, "LONGS")).await.unwrap();
    assert_eq!(page.len(), 1);
    assert_eq!(page[0]["data"], text(1));
    // a condition on the long text: as written holds, another fails
    let mut set = Item::new();
    set.insert("data".into(), json!(text(2)));
    let update = |cond: &str| Write::Update {
        key: Key::new("LONG", "1"),
        set: set.clone(),
        add: vec![],
        cond: Some(Cond::Eq("data".into(), json!(cond))),
    };
    let refused = s.transact(vec![update(&text(3))]).await.unwrap_err();
    assert!(is_cond_fail(&refused, 0), "{refused:?}");
    s.transact(vec![update(&text(1))]).await.unwrap();
    let got = s.get(&Key::new("LONG", "1")).await.unwrap().unwrap();
    assert_eq!(got["data"], text(2));
    assert_eq!(got["short"], "x");
}

/// A batch read answers in the order asked, None where absent, a key asked twice twice,
/// expired items absent; a prefetched view answers its keys from the batch and the rest
/// from the store.
async fn batch_reads(s: Arc<dyn Store>) {
    let past = 1_000_000_000;
    s.transact(vec![
        put(json!({"pk":"B","sk":"1","n":1}), None),
        put(json!({"pk":"B","sk":"2","n":2}), None),
        put(json!({"pk":"B","sk":"3","n":3,"ttl":past}), None),
    ])
    .await
    .unwrap();
    let keys: Vec<Key> = ["2", "9", "1", "2", "3"]
        .iter()
        .map(|k| Key::new("B", *k))
        .collect();
    let got = s.get_many(&keys).await.unwrap();
    let n: Vec<Option<i64>> = got
        .iter()
        .map(|i| i.as_ref().map(|i| i["n"].as_i64().unwrap()))
        .collect();
    assert_eq!(n, [Some(2), None, Some(1), Some(2), None]);
    assert!(s.get_many(&[]).await.unwrap().is_empty());
    let many: Vec<Key> = (0..130).map(|i| Key::new("B", format!("x{i}"))).collect();
    assert_eq!(s.get_many(&many).await.unwrap().len(), 130);

    let view = sanduq_store::Prefetched::read(s.clone(), &keys[..3])
        .await
        .unwrap();
    // a write after the batch: the first read of a prefetched key answers what the batch
    // read, a second read reads the store
    s.transact(vec![put(json!({"pk":"B","sk":"2","n":20}), None)])
        .await
        .unwrap();
    assert_eq!(
        view.get(&Key::new("B", "2")).await.unwrap().unwrap()["n"],
        2
    );
    assert_eq!(
        view.get(&Key::new("B", "2")).await.unwrap().unwrap()["n"],
        20
    );
    assert!(view.get(&Key::new("B", "9")).await.unwrap().is_none());
    let both = view
        .get_many(&[Key::new("B", "1"), Key::new("B", "2"), Key::new("B", "1")])
        .await
        .unwrap();
    let n: Vec<i64> = both
        .iter()
        .map(|i| i.as_ref().unwrap()["n"].as_i64().unwrap())
        .collect();
    assert_eq!(n, [1, 20, 1]);
}

async fn conditional_failure(s: &dyn Store) {
    let w = put(json!({"pk":"C","sk":"1"}), Some(Cond::NotExists));
    s.transact(vec![w.clone()]).await.unwrap();
    let e = s
        .transact(vec![put(json!({"pk":"C","sk":"2"}), None), w])
        .await
        .unwrap_err();
    assert!(is_cond_fail(&e, 1), "{e:?}");
    let e = s
        .transact(vec![Write::Check {
            key: Key::new("C", "9"),
            cond: Cond::Exists,
        }])
        .await
        .unwrap_err();
    assert!(is_cond_fail(&e, 0), "{e:?}");
    s.transact(vec![Write::Check {
        key: Key::new("C", "1"),
        cond: Cond::Exists,
    }])
    .await
    .unwrap();
    let e = s
        .transact(vec![Write::Put {
            item: item(json!({"pk":"C","sk":"1","v":2})),
            cond: Some(Cond::Eq("v".into(), json!(1))),
        }])
        .await
        .unwrap_err();
    assert!(is_cond_fail(&e, 0), "{e:?}");
}

async fn all_or_nothing(s: &dyn Store) {
    s.transact(vec![put(json!({"pk":"T","sk":"ACCT","balance":10}), None)])
        .await
        .unwrap();
    let e = s
        .transact(vec![
            put(json!({"pk":"T","sk":"new"}), None),
            Write::Update {
                key: Key::new("T2", "ACCT"),
                set: Item::new(),
                add: vec![("balance".into(), 5)],
                cond: None,
            },
            debit("T", 11),
        ])
        .await
        .unwrap_err();
    assert!(is_cond_fail(&e, 2), "{e:?}");
    assert!(s.get(&Key::new("T", "new")).await.unwrap().is_none());
    assert!(s.get(&Key::new("T2", "ACCT")).await.unwrap().is_none());
    assert_eq!(
        s.get(&Key::new("T", "ACCT")).await.unwrap().unwrap()["balance"],
        10
    );
}

async fn updates_add_and_create(s: &dyn Store) {
    let k = Key::new("U", "ACCT");
    let mut set = Item::new();
    set.insert("currency".into(), json!("USD"));
    s.transact(vec![Write::Update {
        key: k.clone(),
        set,
        add: vec![("balance".into(), 10)],
        cond: None,
    }])
    .await
    .unwrap();
    s.transact(vec![debit("U", 7)]).await.unwrap();
    let e = s.transact(vec![debit("U", 7)]).await.unwrap_err();
    assert!(is_cond_fail(&e, 0), "{e:?}");
    let got = s.get(&k).await.unwrap().unwrap();
    assert_eq!(got["balance"], 3);
    assert_eq!(got["currency"], "USD");
    s.transact(vec![Write::Delete {
        key: k.clone(),
        cond: Some(Cond::Ge("balance".into(), 3)),
    }])
    .await
    .unwrap();
    assert!(s.get(&k).await.unwrap().is_none());
}

/// A limit counter as transfers keep one: each add creates the item or stays within both
/// an amount and a count, else the whole transaction fails on it; a credit capped by what
/// the account may hold works the same way.
async fn counters_stop_at_their_limits(s: &dyn Store) {
    let count = |amount: i64, max: i64, max_count: i64| Write::Update {
        key: Key::new("LIM", "D#IQD#2026-11-25"),
        set: item(json!({ "ttl": 4_000_000_000i64 })),
        add: vec![("amount".into(), amount), ("count".into(), 1)],
        cond: Some(Cond::Or(vec![
            Cond::NotExists,
            Cond::And(vec![
                Cond::Lt("amount".into(), max - amount + 1),
                Cond::Lt("count".into(), max_count),
            ]),
        ])),
    };
    s.transact(vec![count(60, 100, 3)]).await.unwrap();
    s.transact(vec![count(40, 100, 3)]).await.unwrap();
    let e = s.transact(vec![count(1, 100, 3)]).await.unwrap_err();
    assert!(is_cond_fail(&e, 0), "the amount: {e:?}");
    s.transact(vec![count(0, 1_000, 3)]).await.unwrap();
    let e = s.transact(vec![count(0, 1_000, 3)]).await.unwrap_err();
    assert!(is_cond_fail(&e, 0), "the count: {e:?}");
    let got = s
        .get(&Key::new("LIM", "D#IQD#2026-11-25"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (got["amount"].clone(), got["count"].clone()),
        (json!(100), json!(3))
    );
    let capped = |n: i64, room: i64| Write::Update {
        key: Key::new("CAP", "ACCT"),
        set: Item::new(),
        add: vec![("balance".into(), n)],
        cond: Some(Cond::Or(vec![
            Cond::NotExists,
            Cond::Lt("balance".into(), room + 1),
        ])),
    };
    s.transact(vec![capped(70, 30)]).await.unwrap();
    s.transact(vec![capped(30, 70)]).await.unwrap();
    let e = s.transact(vec![capped(1, 99)]).await.unwrap_err();
    assert!(is_cond_fail(&e, 0), "{e:?}");
}

async fn concurrent_conflicts_have_one_winner(s: Arc<dyn Store>) {
    s.transact(vec![put(json!({"pk":"R","sk":"ACCT","balance":10}), None)])
        .await
        .unwrap();
    let tasks: Vec<_> = (0..20)
        .map(|_| {
            let s = s.clone();
            tokio::spawn(async move { retrying(s.as_ref(), vec![debit("R", 1)]).await })
        })
        .collect();
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(()) => ok += 1,
            Err(e) => assert!(is_cond_fail(&e, 0), "{e:?}"),
        }
    }
    assert_eq!(ok, 10);
    assert_eq!(
        s.get(&Key::new("R", "ACCT")).await.unwrap().unwrap()["balance"],
        0
    );

    let tasks: Vec<_> = (0..20)
        .map(|i| {
            let s = s.clone();
            tokio::spawn(async move {
                retrying(
                    s.as_ref(),
                    vec![put(
                        json!({"pk":"ONE","sk":"x","by":i}),
                        Some(Cond::NotExists),
                    )],
                )
                .await
            })
        })
        .collect();
    let mut winners = 0;
    for t in tasks {
        if t.await.unwrap().is_ok() {
            winners += 1;
        }
    }
    assert_eq!(winners, 1);
}

async fn queries_by_prefix_range_and_index(s: &dyn Store) {
    let mut w = Vec::new();
    for (i, sk) in ["A#1", "A#2", "A#3", "B#1", "C#1"].iter().enumerate() {
        w.push(put(json!({"pk":"Q","sk":sk,"gsi1pk":"IDX","gsi1sk":format!("2026-01-0{}#{}", 5 - i, sk),"i":i}), None));
    }
    w.push(put(json!({"pk":"Q2","sk":"A#1"}), None));
    s.transact(w).await.unwrap();
    let sks = |v: Vec<Item>| {
        v.iter()
            .map(|i| i["sk"].as_str().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        sks(s.query(&Query::partition("Q")).await.unwrap()),
        ["A#1", "A#2", "A#3", "B#1", "C#1"]
    );
    assert_eq!(
        sks(s
            .query(&Query::partition("Q").sk(SkRange::BeginsWith("A#".into())))
            .await
            .unwrap()),
        ["A#1", "A#2", "A#3"]
    );
    assert_eq!(
        sks(s
            .query(&Query::partition("Q").sk(SkRange::Between("A#2".into(), "B#1".into())))
            .await
            .unwrap()),
        ["A#2", "A#3", "B#1"]
    );
    assert_eq!(
        sks(s
            .query(&Query::partition("Q").backward().limit(2))
            .await
            .unwrap()),
        ["C#1", "B#1"]
    );
    let ix = s.query(&Query::index(Index::Gsi1, "IDX")).await.unwrap();
    assert_eq!(sks(ix), ["C#1", "B#1", "A#3", "A#2", "A#1"]);
    let ix = s
        .query(
            &Query::index(Index::Gsi1, "IDX")
                .sk(SkRange::Between("2026-01-02".into(), "2026-01-04~".into()))
                .backward(),
        )
        .await
        .unwrap();
    assert_eq!(sks(ix), ["A#2", "A#3", "B#1"]);
    // moving an item in the index, and out of it
    s.transact(vec![
        put(
            json!({"pk":"Q","sk":"A#1","gsi1pk":"IDX2","gsi1sk":"z"}),
            None,
        ),
        put(json!({"pk":"Q","sk":"A#2"}), None),
    ])
    .await
    .unwrap();
    assert_eq!(
        sks(s.query(&Query::index(Index::Gsi1, "IDX")).await.unwrap()),
        ["C#1", "B#1", "A#3"]
    );
    assert_eq!(
        sks(s.query(&Query::index(Index::Gsi1, "IDX2")).await.unwrap()),
        ["A#1"]
    );
    assert!(s
        .query(&Query::partition("nothing"))
        .await
        .unwrap()
        .is_empty());
}

/// Pages walked newest first with a limit and an upper bound (a cursor), on every index;
/// counts of a range without reading it; an item in several indexes at once.
async fn pages_counts_and_every_index(s: &dyn Store) {
    let mut w = Vec::new();
    for i in 0..60 {
        let mut v = json!({"pk":format!("P#{i:02}"),"sk":"X","i":i});
        for ix in Index::ALL {
            let (h, r) = ix.attrs();
            v[h] = json!(format!("PG{}", ix.name()));
            v[r] = json!(format!("{i:02}"));
        }
        w.push(put(v, None));
        if w.len() == 25 {
            s.transact(std::mem::take(&mut w)).await.unwrap();
        }
    }
    s.transact(w).await.unwrap();
    let ids = |v: Vec<Item>| {
        v.iter()
            .map(|i| i["i"].as_i64().unwrap())
            .collect::<Vec<_>>()
    };
    for ix in Index::ALL {
        let pk = format!("PG{}", ix.name());
        let page = Query::index(ix, pk.clone()).backward().limit(3);
        assert_eq!(ids(s.query(&page).await.unwrap()), [59, 58, 57], "{ix:?}");
        let below = page.clone().sk(SkRange::Between("0".into(), "41".into()));
        assert_eq!(ids(s.query(&below).await.unwrap()), [41, 40, 39], "{ix:?}");
        let forward = Query::index(ix, pk.clone())
            .sk(SkRange::Between("10".into(), "41".into()))
            .limit(2);
        assert_eq!(ids(s.query(&forward).await.unwrap()), [10, 11], "{ix:?}");
        assert_eq!(s.count(&Query::index(ix, pk.clone())).await.unwrap(), 60);
        assert_eq!(
            s.count(&below).await.unwrap(),
            42,
            "the limit is not a count's"
        );
        let wrong_way = Query::index(ix, pk.clone()).sk(SkRange::Between("5".into(), "1".into()));
        assert!(s.query(&wrong_way).await.unwrap().is_empty());
        assert_eq!(s.count(&wrong_way).await.unwrap(), 0);
        assert_eq!(
            s.count(&Query::index(ix, pk).sk(SkRange::BeginsWith("1".into())))
                .await
                .unwrap(),
            10
        );
    }
    assert_eq!(s.count(&Query::partition("P#07")).await.unwrap(), 1);
    assert_eq!(s.count(&Query::partition("P#7")).await.unwrap(), 0);
    // Leaving one index moves nothing in the others.
    s.transact(vec![put(
        json!({"pk":"P#59","sk":"X","i":59,"gsi3pk":"PGgsi3","gsi3sk":"59"}),
        None,
    )])
    .await
    .unwrap();
    assert_eq!(
        s.count(&Query::index(Index::Gsi1, "PGgsi1")).await.unwrap(),
        59
    );
    assert_eq!(
        s.count(&Query::index(Index::Gsi3, "PGgsi3")).await.unwrap(),
        60
    );
}

async fn ttl_items_are_absent_once_expired(s: &dyn Store) {
    let now = chrono::Utc::now().timestamp();
    s.transact(vec![
        put(json!({"pk":"TTL","sk":"old","ttl": now - 10}), None),
        put(json!({"pk":"TTL","sk":"new","ttl": now + 3600}), None),
    ])
    .await
    .unwrap();
    assert!(s.get(&Key::new("TTL", "old")).await.unwrap().is_none());
    assert!(s.get(&Key::new("TTL", "new")).await.unwrap().is_some());
    assert_eq!(s.query(&Query::partition("TTL")).await.unwrap().len(), 1);
    // an expired item may be replaced under "absent or expired"
    let replace = |sk: &str| {
        put(
            json!({"pk":"TTL","sk":sk,"ttl": now + 60}),
            Some(Cond::Or(vec![
                Cond::NotExists,
                Cond::Lt("ttl".into(), now + 1),
            ])),
        )
    };
    s.transact(vec![replace("old")]).await.unwrap();
    let e = s.transact(vec![replace("new")]).await.unwrap_err();
    assert!(is_cond_fail(&e, 0), "{e:?}");
}

async fn bad_requests_are_typed(s: &dyn Store) {
    let e = s
        .transact(vec![
            put(json!({"pk":"D","sk":"1"}), None),
            put(json!({"pk":"D","sk":"1"}), None),
        ])
        .await
        .unwrap_err();
    assert!(matches!(e, StoreError::Invalid(_)), "{e:?}");
    let e = s
        .transact(vec![put(json!({"pk":"D"}), None)])
        .await
        .unwrap_err();
    assert!(matches!(e, StoreError::Invalid(_)), "{e:?}");
}

/// What DynamoDB refuses, every adapter refuses the same way: an empty transaction (the
/// sweeper once sent one), more than 100 writes, an item over 400 KB, a number out of range.
async fn refused_like_dynamodb(s: &dyn Store) {
    let e = s.transact(vec![]).await.unwrap_err();
    assert!(matches!(e, StoreError::Invalid(_)), "{e:?}");
    let many: Vec<Write> = (0..101)
        .map(|i| put(json!({"pk":"MANY","sk":i.to_string()}), None))
        .collect();
    let e = s.transact(many).await.unwrap_err();
    assert!(matches!(e, StoreError::Invalid(_)), "{e:?}");
    assert!(s.get(&Key::new("MANY", "0")).await.unwrap().is_none());
    let big = "x".repeat(sanduq_store::MAX_ITEM_BYTES);
    let e = s
        .transact(vec![put(json!({"pk":"BIG","sk":"1","x":big}), None)])
        .await
        .unwrap_err();
    assert!(matches!(e, StoreError::Rejected(_)), "{e:?}");
    // an update that would grow an item past the limit is refused too
    let half = "y".repeat(sanduq_store::MAX_ITEM_BYTES / 2 + 10);
    s.transact(vec![put(json!({"pk":"BIG","sk":"2","a":half}), None)])
        .await
        .unwrap();
    let mut set = Item::new();
    set.insert("b".into(), json!(half));
    let e = s
        .transact(vec![Write::Update {
            key: Key::new("BIG", "2"),
            set,
            add: vec![],
            cond: None,
        }])
        .await
        .unwrap_err();
    assert!(matches!(e, StoreError::Rejected(_)), "{e:?}");
    let e = s
        .transact(vec![put(
            json!({"pk":"NUM","sk":"1","m":{"x":1e200}}),
            None,
        )])
        .await
        .unwrap_err();
    assert!(matches!(e, StoreError::Rejected(_)), "{e:?}");
    // 64-bit integers and ordinary decimals come back exactly as they went in
    let v = json!({"pk":"NUM","sk":"2","u":u64::MAX,"i":i64::MIN,"f":0.1,"g":-2.5e-7});
    s.transact(vec![put(v.clone(), None)]).await.unwrap();
    let got = s.get(&Key::new("NUM", "2")).await.unwrap().unwrap();
    assert_eq!(Value::Object(got), v);
}

/// Every write whose condition failed is named, so a caller can tell a business rule from
/// contention even when several fail together.
async fn every_failed_condition_is_named(s: &dyn Store) {
    s.transact(vec![
        put(json!({"pk":"F","sk":"1"}), None),
        put(json!({"pk":"F","sk":"2"}), None),
    ])
    .await
    .unwrap();
    let e = s
        .transact(vec![
            put(json!({"pk":"F","sk":"1"}), Some(Cond::NotExists)),
            put(json!({"pk":"F","sk":"3"}), Some(Cond::NotExists)),
            put(json!({"pk":"F","sk":"2"}), Some(Cond::NotExists)),
        ])
        .await
        .unwrap_err();
    assert_eq!(e, StoreError::ConditionFailed { failed: vec![0, 2] });
    assert!(s.get(&Key::new("F", "3")).await.unwrap().is_none());
}

/// An item written straight into the store's encoding (`ItemWriter`, as the domain writes its
/// payments, events and idempotency records) is an item like any other: read back as the map
/// of its fields (nulls left out, the key last), found by its index and TTL, replaced under a
/// condition on its version, updated in place, and refused where a map would be.
async fn encoded_puts_are_items_like_any_other(s: &dyn Store) {
    #[derive(serde::Serialize)]
    #[serde(rename_all = "snake_case")]
    enum Kind {
        Card,
    }
    #[derive(serde::Serialize)]
    struct Thing {
        id: String,
        amount: i64,
        note: Option<String>,
        kind: Kind,
        tags: Vec<String>,
        meta: serde_json::Map<String, Value>,
    }
    let now = chrono::Utc::now().timestamp();
    let thing = Thing {
        id: "t_1".into(),
        amount: -25,
        note: None,
        kind: Kind::Card,
        tags: vec!["a".into(), "ب".into()],
        meta: item(json!({"k": [1, null, {"x": 2.5}]})),
    };
    let write = |version: u64, cond: Option<Cond>, ttl: i64| {
        let mut w = ItemWriter::new();
        w.fields(&thing).unwrap();
        w.str("gsi1pk", "ENC#IDX")
            .str("gsi1sk", "2026-11-29#t_1")
            .uint("version", version)
            .int("ttl", ttl);
        Write::PutEncoded {
            item: w.finish(Key::new("ENC", "t_1")),
            cond,
        }
    };
    s.transact(vec![write(1, Some(Cond::NotExists), now + 3600)])
        .await
        .unwrap();
    let want = json!({
        "pk": "ENC", "sk": "t_1", "id": "t_1", "amount": -25, "kind": "card",
        "tags": ["a", "ب"], "meta": {"k": [1, null, {"x": 2.5}]},
        "gsi1pk": "ENC#IDX", "gsi1sk": "2026-11-29#t_1", "version": 1, "ttl": now + 3600,
    });
    let got = s.get(&Key::new("ENC", "t_1")).await.unwrap().unwrap();
    assert_eq!(Value::Object(got), want);
    let by_index = s
        .query(&Query::index(Index::Gsi1, "ENC#IDX"))
        .await
        .unwrap();
    assert_eq!(by_index.len(), 1);
    // replaced only under the version it was read with
    let e = s
        .transact(vec![write(
            2,
            Some(Cond::Eq("version".into(), json!(5))),
            now + 3600,
        )])
        .await
        .unwrap_err();
    assert!(is_cond_fail(&e, 0), "{e:?}");
    s.transact(vec![write(
        2,
        Some(Cond::Eq("version".into(), json!(1))),
        now + 3600,
    )])
    .await
    .unwrap();
    let mut set = Item::new();
    set.insert("note".into(), json!("later"));
    s.transact(vec![Write::Update {
        key: Key::new("ENC", "t_1"),
        set,
        add: vec![("amount".into(), 5)],
        cond: Some(Cond::Eq("version".into(), json!(2))),
    }])
    .await
    .unwrap();
    let got = s.get(&Key::new("ENC", "t_1")).await.unwrap().unwrap();
    assert_eq!(
        (&got["amount"], &got["note"]),
        (&json!(-20), &json!("later"))
    );
    // past its TTL it is absent, and may be written again as new
    s.transact(vec![write(3, None, now - 10)]).await.unwrap();
    assert!(s.get(&Key::new("ENC", "t_1")).await.unwrap().is_none());
    // refused as a map would be: too big, a number DynamoDB cannot keep, a bad key
    let mut big = ItemWriter::new();
    big.str("x", &"x".repeat(sanduq_store::MAX_ITEM_BYTES));
    let big = Write::PutEncoded {
        item: big.finish(Key::new("ENC", "big")),
        cond: None,
    };
    let e = s.transact(vec![big]).await.unwrap_err();
    assert!(matches!(e, StoreError::Rejected(_)), "{e:?}");
    let mut huge = ItemWriter::new();
    huge.value("m", &json!({"x": 1e200}));
    let huge = Write::PutEncoded {
        item: huge.finish(Key::new("ENC", "huge")),
        cond: None,
    };
    let e = s.transact(vec![huge]).await.unwrap_err();
    assert!(matches!(e, StoreError::Rejected(_)), "{e:?}");
    let bad = Write::PutEncoded {
        item: ItemWriter::new().finish(Key::new("ENC", "")),
        cond: None,
    };
    let e = s.transact(vec![bad]).await.unwrap_err();
    assert!(matches!(e, StoreError::Invalid(_)), "{e:?}");
}

/// What `get_stored` hands over reads as `get`'s map would: into a domain type (enums,
/// options absent, nested values, times, big and negative numbers, floats, Arabic text),
/// into a JSON value equal to the map, its version and integers as the map's; expired items
/// and absent ones are None, a batch keeps its order, and a prefetched view hands over what
/// its batch read. Items put as maps and written by `ItemWriter` alike.
async fn stored_items_read_as_their_maps(s: Arc<dyn Store>) {
    #[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Status {
        Paid,
        PartlyRefunded,
    }
    #[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Line {
        label: String,
        amount: i64,
    }
    #[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Record {
        id: String,
        status: Status,
        amount: i64,
        big: u64,
        rate: f64,
        captured: bool,
        note: Option<String>,
        gone: Option<i64>,
        lines: Vec<Line>,
        meta: Value,
        at: chrono::DateTime<chrono::Utc>,
    }
    let now = chrono::Utc::now().timestamp();
    let record = json!({
        "pk": "ST", "sk": "1", "id": "pay_1", "status": "partly_refunded", "amount": -250_000,
        "big": u64::MAX, "rate": 1310.25, "captured": true, "note": "شركة \"سندوق\"",
        "lines": [{"label": "a", "amount": 1}, {"label": "b", "amount": -2}],
        "meta": {"k": [1, "two", null, {"x": 1.5}]}, "at": "2026-11-29T03:04:05.123Z",
        "version": 7, "ttl": now + 3600, "balance": -12
    });
    let mut w = ItemWriter::new();
    w.fields(&serde_json::from_value::<Record>(record.clone()).unwrap())
        .unwrap();
    w.uint("version", 3);
    w.int("balance", 40);
    s.transact(vec![
        put(record.clone(), None),
        Write::PutEncoded {
            item: w.finish(Key::new("ST", "2")),
            cond: None,
        },
        put(json!({"pk":"ST","sk":"old","id":"x","ttl": now - 5}), None),
    ])
    .await
    .unwrap();
    for (sk, version, balance) in [("1", 7, Some(-12)), ("2", 3, Some(40))] {
        let key = Key::new("ST", sk);
        let map = s.get(&key).await.unwrap().unwrap();
        let stored = s.get_stored(&key).await.unwrap().unwrap();
        assert_eq!(stored.version(), version);
        assert_eq!(stored.int("balance").unwrap(), balance);
        assert_eq!(stored.int("id").unwrap(), None, "text is not an integer");
        assert_eq!(stored.int("absent").unwrap(), None);
        let typed: Record = stored.read().unwrap();
        assert_eq!(
            typed,
            serde_json::from_value(Value::Object(map.clone())).unwrap()
        );
        assert_eq!(typed.status, Status::PartlyRefunded);
        assert_eq!(typed.gone, None);
        assert_eq!(stored.read::<Value>().unwrap(), Value::Object(map.clone()));
        assert_eq!(stored.into_item().unwrap(), map);
    }
    assert!(s
        .get_stored(&Key::new("ST", "old"))
        .await
        .unwrap()
        .is_none());
    assert!(s
        .get_stored(&Key::new("ST", "none"))
        .await
        .unwrap()
        .is_none());
    // a type that does not fit the item is an error, not a panic
    assert!(s
        .get_stored(&Key::new("ST", "1"))
        .await
        .unwrap()
        .unwrap()
        .read::<Line>()
        .is_err());
    let keys = ["2", "old", "1", "none", "2"].map(|k| Key::new("ST", k));
    let ids: Vec<Option<u64>> = s
        .get_many_stored(&keys)
        .await
        .unwrap()
        .iter()
        .map(|i| i.as_ref().map(|i| i.version()))
        .collect();
    assert_eq!(ids, [Some(3), None, Some(7), None, Some(3)]);
    let view = sanduq_store::Prefetched::read(s.clone(), &keys[..3])
        .await
        .unwrap();
    s.transact(vec![put(
        json!({"pk":"ST","sk":"1","id":"y","version":8}),
        None,
    )])
    .await
    .unwrap();
    let first = view
        .get_stored(&Key::new("ST", "1"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(first.version(), 7, "the batch's item");
    let again = view
        .get_stored(&Key::new("ST", "1"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(again.version(), 8, "a second read reads the store");
    let both = view
        .get_many_stored(&[Key::new("ST", "2"), Key::new("ST", "old")])
        .await
        .unwrap();
    assert_eq!(both[0].as_ref().map(|i| i.version()), Some(3));
    assert!(both[1].is_none());
}

/// What `query_stored` hands over is `query`'s items, one for one and in the same order (a
/// partition, a range backward with a limit, an index), each read as its map would be; an
/// expired item is left out of both and does not count against the limit.
async fn queried_items_read_as_their_maps(s: &dyn Store) {
    let now = chrono::Utc::now().timestamp();
    let mut w = Vec::new();
    for (i, sk) in ["a", "b", "c", "d", "e"].iter().enumerate() {
        let ttl = if *sk == "d" { now - 5 } else { now + 3600 };
        w.push(put(
            json!({"pk":"QS","sk":sk,"gsi1pk":"QSIDX","gsi1sk":format!("{}", 9 - i),
                   "n":i,"name":"بغداد","version":i + 1,"ttl":ttl}),
            None,
        ));
    }
    s.transact(w).await.unwrap();
    let queries = [
        Query::partition("QS"),
        Query::partition("QS").backward().limit(2),
        Query::partition("QS")
            .sk(SkRange::Between("b".into(), "e".into()))
            .backward()
            .limit(3),
        Query::index(Index::Gsi1, "QSIDX"),
        Query::index(Index::Gsi1, "QSIDX").backward().limit(4),
        Query::partition("QS-none"),
    ];
    for q in &queries {
        let maps = s.query(q).await.unwrap();
        let stored = s.query_stored(q).await.unwrap();
        assert_eq!(stored.len(), maps.len(), "{q:?}");
        for (st, map) in stored.into_iter().zip(&maps) {
            assert_eq!(st.version(), map["version"].as_u64().unwrap());
            assert_eq!(st.read::<Value>().unwrap(), Value::Object(map.clone()));
        }
    }
    let sks = |v: Vec<sanduq_store::Stored>| {
        v.into_iter()
            .map(|i| i.into_item().unwrap()["sk"].as_str().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    let got = s.query_stored(&queries[1]).await.unwrap();
    assert_eq!(sks(got), ["e", "c"], "the expired item is skipped");
    let got = s.query_stored(&queries[3]).await.unwrap();
    assert_eq!(sks(got), ["e", "c", "b", "a"]);
}

async fn suite(s: Arc<dyn Store>) {
    refused_like_dynamodb(s.as_ref()).await;
    every_failed_condition_is_named(s.as_ref()).await;
    put_get_and_absent(s.as_ref()).await;
    long_texts_read_back_as_written(s.as_ref()).await;
    batch_reads(s.clone()).await;
    conditional_failure(s.as_ref()).await;
    all_or_nothing(s.as_ref()).await;
    updates_add_and_create(s.as_ref()).await;
    counters_stop_at_their_limits(s.as_ref()).await;
    concurrent_conflicts_have_one_winner(s.clone()).await;
    queries_by_prefix_range_and_index(s.as_ref()).await;
    pages_counts_and_every_index(s.as_ref()).await;
    ttl_items_are_absent_once_expired(s.as_ref()).await;
    bad_requests_are_typed(s.as_ref()).await;
    encoded_puts_are_items_like_any_other(s.as_ref()).await;
    stored_items_read_as_their_maps(s.clone()).await;
    queried_items_read_as_their_maps(s.as_ref()).await;
}

fn temp_dir(what: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sanduq-{what}-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn embedded_in_memory() {
    suite(Arc::new(EmbeddedStore::in_memory())).await;
}

/// The embedded store deletes items past their TTL (as DynamoDB's TTL does), index entries
/// included, and keeps everything else; an item rewritten with a later TTL stays.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn embedded_purges_expired_items() {
    purges_expired_items(EmbeddedStore::in_memory()).await;
}

async fn purges_expired_items(s: EmbeddedStore) {
    let now = chrono::Utc::now().timestamp();
    let mut w = vec![put(json!({"pk":"KEEP","sk":"1"}), None)];
    for i in 0..1_200 {
        w.push(put(
            json!({"pk":format!("OLD#{i}"),"sk":"1","ttl":now - 5,"gsi1pk":"OLDIX","gsi1sk":i.to_string()}),
            None,
        ));
        if w.len() == 100 {
            s.transact(std::mem::take(&mut w)).await.unwrap();
        }
    }
    w.push(put(json!({"pk":"LIVE","sk":"1","ttl":now + 3600}), None));
    w.push(put(json!({"pk":"RE","sk":"1","ttl":now - 5}), None));
    s.transact(w).await.unwrap();
    s.transact(vec![put(
        json!({"pk":"RE","sk":"1","ttl":now + 3600}),
        None,
    )])
    .await
    .unwrap();
    assert_eq!(s.raw_len().unwrap(), 1_203);
    assert_eq!(s.purge_expired().await.unwrap(), 1_200);
    assert_eq!(s.raw_len().unwrap(), 3);
    assert!(s
        .query(&Query::index(Index::Gsi1, "OLDIX"))
        .await
        .unwrap()
        .is_empty());
    for k in ["KEEP", "LIVE", "RE"] {
        assert!(s.get(&Key::new(k, "1")).await.unwrap().is_some(), "{k}");
    }
    assert_eq!(s.purge_expired().await.unwrap(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn embedded_on_file_and_reopened() {
    let dir = temp_dir("store");
    suite(Arc::new(EmbeddedStore::open_data_dir(&dir).unwrap())).await;
    let again = EmbeddedStore::open_data_dir(&dir).unwrap();
    assert_eq!(
        again.get(&Key::new("T", "ACCT")).await.unwrap().unwrap()["balance"],
        10
    );
    drop(again);
    let _ = std::fs::remove_dir_all(dir);
}

/// The suite with no value kept in memory: every read of an item goes to its record in the
/// log on disk, before and after the store is opened again.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn embedded_with_every_value_on_disk() {
    let dir = temp_dir("ondisk");
    suite(Arc::new(
        EmbeddedStore::open_data_dir_keeping(&dir, 0).unwrap(),
    ))
    .await;
    let again = EmbeddedStore::open_data_dir_keeping(&dir, 0).unwrap();
    assert_eq!(
        again.get(&Key::new("T", "ACCT")).await.unwrap().unwrap()["balance"],
        10
    );
    concurrent_groups_never_overdraw(Arc::new(again)).await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn dynamodb_on_moto() {
    let moto = Moto::start();
    for (k, v) in moto.env() {
        std::env::set_var(k, v);
    }
    let s = DynamoStore::from_env(format!("conf-{}", uuid::Uuid::new_v4().simple())).await;
    s.ensure_table().await.unwrap();
    s.ensure_table().await.unwrap(); // idempotent
    suite(Arc::new(s)).await;
    drop(moto);
}

/// Group commit (embedded): members of one group see the earlier members' writes; a member
/// whose condition fails writes nothing (not even its other writes) and the rest commit.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn embedded_groups_keep_each_member_all_or_nothing() {
    groups_keep_each_member_all_or_nothing(EmbeddedStore::in_memory()).await;
}

async fn groups_keep_each_member_all_or_nothing(s: EmbeddedStore) {
    s.transact(vec![put(
        json!({"pk": "G", "sk": "ACCT", "balance": 10}),
        None,
    )])
    .await
    .unwrap();
    let marker = |n: u32| {
        put(
            json!({"pk": "GM", "sk": format!("{n}")}),
            Some(Cond::NotExists),
        )
    };
    // a conflict inside one group: two debits of 7 from 10; the first wins, the second
    // sees the first's write and is refused, its marker not written
    let r = s
        .transact_each(vec![
            vec![debit("G", 7), marker(1)],
            vec![marker(2), debit("G", 7)],
            vec![marker(3)],
        ])
        .await;
    assert_eq!(r[0], Ok(()));
    assert!(
        matches!(&r[1], Err(StoreError::ConditionFailed { failed }) if failed == &[1]),
        "{r:?}"
    );
    assert_eq!(r[2], Ok(()));
    let bal = s.get(&Key::new("G", "ACCT")).await.unwrap().unwrap()["balance"].clone();
    assert_eq!(bal, 3);
    for (n, present) in [(1, true), (2, false), (3, true)] {
        assert_eq!(
            s.get(&Key::new("GM", format!("{n}")))
                .await
                .unwrap()
                .is_some(),
            present,
            "marker {n}"
        );
    }
    // a later member's condition holds on an earlier member's write; a refused content
    // (over the item limit) and a bad request leave the others alone
    let big = "x".repeat(500_000);
    let r = s
        .transact_each(vec![
            vec![put(json!({"pk": "GX", "sk": "1"}), Some(Cond::NotExists))],
            vec![
                Write::Check {
                    key: Key::new("GX", "1"),
                    cond: Cond::Exists,
                },
                debit("G", 1),
            ],
            vec![put(json!({"pk": "GX", "sk": "2", "blob": big}), None)],
            vec![],
            vec![put(json!({"pk": "GX", "sk": "1"}), Some(Cond::NotExists))],
        ])
        .await;
    assert_eq!((&r[0], &r[1]), (&Ok(()), &Ok(())));
    assert!(matches!(r[2], Err(StoreError::Rejected(_))), "{r:?}");
    assert!(matches!(r[3], Err(StoreError::Invalid(_))), "{r:?}");
    assert!(
        matches!(&r[4], Err(StoreError::ConditionFailed { failed }) if failed == &[0]),
        "{r:?}"
    );
    assert_eq!(
        s.get(&Key::new("G", "ACCT")).await.unwrap().unwrap()["balance"],
        2
    );
    assert!(s.get(&Key::new("GX", "2")).await.unwrap().is_none());
}

/// Many concurrent transactions through `transact` on a file (each group one fsync): they
/// are committed in groups, every acknowledged debit is applied, none beyond the balance.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn embedded_concurrent_groups_never_overdraw() {
    let dir = temp_dir("group");
    let s = Arc::new(EmbeddedStore::open_data_dir(&dir).unwrap());
    concurrent_groups_never_overdraw(s).await;
    let _ = std::fs::remove_dir_all(dir);
}

async fn concurrent_groups_never_overdraw(s: Arc<EmbeddedStore>) {
    s.transact(vec![put(
        json!({"pk": "H", "sk": "ACCT", "balance": 100}),
        None,
    )])
    .await
    .unwrap();
    let tasks: Vec<_> = (0..200)
        .map(|_| {
            let s = s.clone();
            tokio::spawn(async move { s.transact(vec![debit("H", 1)]).await })
        })
        .collect();
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(()) => ok += 1,
            Err(e) => assert!(is_cond_fail(&e, 0), "{e:?}"),
        }
    }
    assert_eq!(ok, 100);
    assert_eq!(
        s.get(&Key::new("H", "ACCT")).await.unwrap().unwrap()["balance"],
        0
    );
    let (transactions, groups) = s.group_stats();
    assert_eq!(transactions, 201);
    assert!(
        groups < transactions,
        "{groups} groups for {transactions}: nothing was grouped"
    );
}

/// A data dir that holds only what an engine Sanduq no longer ships wrote (redb's file,
/// fjall's directory) is refused, naming the release that migrates it, and left as it was:
/// no `log/` is made beside it, by opening or by `compact`.
#[test]
fn a_retired_engines_data_dir_is_refused_untouched() {
    for old in ["sanduq.redb", "store"] {
        let dir = temp_dir("retired");
        let path = dir.join(old);
        if old == "store" {
            std::fs::create_dir_all(path.join("journals")).unwrap();
        } else {
            std::fs::write(&path, b"redb").unwrap();
        }
        let e = EmbeddedStore::open_data_dir(&dir).err().expect("refused");
        assert!(e.to_string().contains(old), "{e}");
        assert!(e.to_string().contains("commit e62e709"), "{e}");
        let e = EmbeddedStore::compact_data_dir(&dir).expect_err("refused");
        assert!(e.to_string().contains("commit e62e709"), "{e}");
        assert!(path.exists() && !dir.join("log").exists(), "{old}");
        // once migrated (a `log/` beside what is left), the data dir opens
        std::fs::create_dir_all(dir.join("log")).unwrap();
        drop(EmbeddedStore::open_data_dir(&dir).unwrap());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// `sanduq compact`: replaced and deleted items' space is given back, the data stays, with
/// its index and TTL entries.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn compacting_keeps_every_item_and_index() {
    let dir = temp_dir("compact");
    let now = chrono::Utc::now().timestamp();
    {
        let s = EmbeddedStore::open_data_dir(&dir).unwrap();
        // every item written twice: the first versions are what compacting gives back
        for _pass in 0..2 {
            let mut w = Vec::new();
            for i in 0..2_500 {
                w.push(put(
                    json!({"pk": format!("P#{i}"), "sk": "1", "n": i, "gsi1pk": "ALL", "gsi1sk": format!("{i:05}"),
                           "gsi3pk": if i % 2 == 0 { "EVEN" } else { "ODD" }, "gsi3sk": format!("{i:05}")}),
                    None,
                ));
                if w.len() == 100 {
                    s.transact(std::mem::take(&mut w)).await.unwrap();
                }
            }
        }
        s.transact(vec![
            put(json!({"pk": "GONE", "sk": "1", "ttl": now - 5}), None),
            put(json!({"pk": "SOON", "sk": "1", "ttl": now + 3600}), None),
        ])
        .await
        .unwrap();
    }
    let (before, after) = EmbeddedStore::compact_data_dir(&dir).unwrap();
    assert!(after > 0 && after < before, "{before} -> {after}");
    let s = EmbeddedStore::open_data_dir(&dir).unwrap();
    assert_eq!(s.raw_len().unwrap(), 2_502);
    assert_eq!(
        s.get(&Key::new("P#1234", "1")).await.unwrap().unwrap()["n"],
        1234
    );
    assert!(s.get(&Key::new("GONE", "1")).await.unwrap().is_none());
    assert_eq!(
        s.count(&Query::index(Index::Gsi3, "EVEN")).await.unwrap(),
        1_250
    );
    let last = s
        .query(&Query::index(Index::Gsi1, "ALL").backward().limit(2))
        .await
        .unwrap();
    assert_eq!(
        (last[0]["n"].clone(), last[1]["n"].clone()),
        (json!(2499), json!(2498))
    );
    // the TTL entries came through: the purge finds the expired item
    assert_eq!(s.purge_expired().await.unwrap(), 1);
    assert_eq!(s.raw_len().unwrap(), 2_501);
    drop(s);
    let _ = std::fs::remove_dir_all(dir);
}
