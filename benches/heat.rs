//! The write-heat report (issue 32): payment lifecycles run in this process through the
//! API's router over a store that records every request it gets, as DynamoDB would bill
//! and place it: write units per partition key of the table and of each index (an item's
//! size rounded up to 1 KB; twice for a transaction of several writes, once for a single
//! write, which goes as a plain conditional write; an index entry written where the item
//! has the index's key, and deleted from the old partition when it moves), read units
//! (4 KB, strongly consistent). Then it projects the partitions' write units per second to
//! 10,000 payments/s over 1,000 merchants and to 2,000/s for one merchant, and prices a
//! million lifecycles on demand.
//!
//! A lifecycle, as `sanduq load` runs it: checkout session, pay (sandbox), capture, partial
//! refund, then the relay hands the events on (as DynamoDB's stream brings them: on AWS the
//! stream is the outbox, `sanduq_kernel::streamed`). Buyers are made and topped up beforehand,
//! unrecorded. Webhook delivery records are not counted (no endpoint).
//!
//! `cargo bench --bench heat --profile dev` (counts, not times: any profile gives the same
//! figures; env HEAT_UTILIZATION=0.7 prices provisioned capacity at that use; HEAT_LIFECYCLES=200, the stack's INDEX_SPREAD, OUTBOX_SHARDS and DUE_SHARDS, and
//! the merchant's RECEIPT_SERIES; HEAT_STREAM_BATCH=100 events handed to the relay at once)

#[path = "../tests/common/mod.rs"]
mod common;

use async_trait::async_trait;
use reqwest::Method;
use sanduq_store::packed::stored_bytes as item_bytes;
use sanduq_store::{Item, Key, Query, SharedStore, Store, StoreError, Write};
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

const INDEXES: [&str; 5] = ["gsi1", "gsi2", "gsi3", "gsi4", "gsi5"];

/// Write units and the lifecycles that touched one partition.
#[derive(Default, Clone)]
struct Heat {
    units: f64,
    lifecycles: BTreeSet<usize>,
}

#[derive(Default)]
struct Tally {
    partitions: BTreeMap<String, Heat>,
    write_units: f64,
    read_units: f64,
    requests: u64,
    transactions: u64,
    single_writes: u64,
    items_written: u64,
    bytes_written: u64,
    /// Per item kind (the partition key's first part): write units, items, bytes.
    kinds: BTreeMap<String, (f64, f64, f64)>,
    /// Per step of the lifecycle, then item kind: items and bytes written.
    steps: BTreeMap<(usize, String), BTreeMap<String, (f64, f64)>>,
}

/// A bus that takes every event and keeps none: on AWS there is always a bus (EventBridge),
/// so the relay reads every event it hands on; with no bus it would read only those an
/// endpoint wants (none here).
struct EveryEvent;

#[async_trait]
impl sanduq_delivery::bus::Bus for EveryEvent {
    async fn publish(&self, _: &[Value]) -> Result<(), String> {
        Ok(())
    }
}

/// The store that records what it is asked, then asks the real one.
struct Recorder {
    inner: SharedStore,
    on: AtomicBool,
    lifecycle: AtomicUsize,
    tally: Mutex<Tally>,
    /// Events written since last taken: what DynamoDB's stream hands the relay on AWS.
    stream: Mutex<Vec<Key>>,
    /// The step being run (its order, its name), for the per-change table.
    step: Mutex<(usize, String)>,
}

/// The item a write leaves (or removes).
fn item_of<'a>(w: &'a Write, new: &'a Option<Item>, old: &'a Option<Item>) -> Option<&'a Item> {
    match w {
        Write::Put { item, .. } => Some(item),
        _ => new.as_ref().or(old.as_ref()),
    }
}

/// What an item is, for the tables: its partition key's first part, with the sort key's
/// first part where one partition holds several kinds (a merchant's records, a payment's).
fn kind_of(item: Option<&Item>, pk: &str) -> String {
    let head = pk.split('#').next().unwrap_or_default();
    let sk = item
        .and_then(|i| i.get("sk"))
        .and_then(Value::as_str)
        .unwrap_or_default();
    let rest: Vec<&str> = pk.split('#').skip(2).take(1).collect();
    match (head, rest.first()) {
        ("MER", Some(part)) => format!("MER/{part}"),
        _ => match sk.split('#').next().unwrap_or_default() {
            // a record kind (ACCT, PAYMENT, REFUND...), not a time or an id
            part if !part.is_empty()
                && part.chars().all(|c| c.is_ascii_uppercase() || c == '_') =>
            {
                format!("{head}/{part}")
            }
            "" => head.to_string(),
            _ => format!("{head}/<line>"),
        },
    }
}

fn units(bytes: usize, per: usize) -> f64 {
    (bytes.max(1).div_ceil(per)) as f64
}

fn i_pk(i: &Item) -> &str {
    i.get("pk").and_then(Value::as_str).unwrap_or_default()
}

/// Queue items stand for SQS in AWS, not the table.
fn in_table(pk: &str) -> bool {
    !pk.starts_with("QUEUE#")
}

impl Recorder {
    fn charge(&self, partition: String, u: f64) {
        let lc = self.lifecycle.load(Ordering::Relaxed);
        let mut t = self.tally.lock().unwrap();
        t.write_units += u;
        let h = t.partitions.entry(partition).or_default();
        h.units += u;
        h.lifecycles.insert(lc);
    }

    /// A BatchGetItem: one request per 100 items, each item's read units on its own.
    fn batch_read<'a>(&self, items: impl Iterator<Item = &'a Item>) {
        if !self.on.load(Ordering::Relaxed) {
            return;
        }
        let sizes: Vec<usize> = items.map(item_bytes).collect();
        if sizes.is_empty() {
            return;
        }
        let mut t = self.tally.lock().unwrap();
        t.read_units += sizes.iter().map(|s| units(*s, 4096)).sum::<f64>();
        t.requests += sizes.len().div_ceil(100) as u64;
    }

    fn read(&self, bytes: usize) {
        if self.on.load(Ordering::Relaxed) {
            let mut t = self.tally.lock().unwrap();
            t.read_units += units(bytes, 4096);
            t.requests += 1;
        }
    }
}

#[async_trait]
impl Store for Recorder {
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        let r = self.inner.get(key).await?;
        if in_table(&key.pk) {
            self.read(r.as_ref().map_or(1, item_bytes));
        }
        Ok(r)
    }

    async fn get_many(&self, keys: &[Key]) -> Result<Vec<Option<Item>>, StoreError> {
        let r = self.inner.get_many(keys).await?;
        self.batch_read(r.iter().flatten().filter(|i| in_table(i_pk(i))));
        Ok(r)
    }

    async fn query(&self, q: &Query) -> Result<Vec<Item>, StoreError> {
        let r = self.inner.query(q).await?;
        if in_table(&q.pk) {
            if q.index.is_some() {
                // an index of keys (~200 bytes an entry), then the items in one batch get
                self.read(r.len() * 200);
                self.batch_read(r.iter());
            } else {
                self.read(r.iter().map(item_bytes).sum());
            }
        }
        Ok(r)
    }

    async fn count(&self, q: &Query) -> Result<usize, StoreError> {
        let n = self.inner.count(q).await?;
        self.read(n * 200);
        Ok(n)
    }

    async fn transact(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        if !self.on.load(Ordering::Relaxed) {
            return self.inner.transact(writes).await;
        }
        // items as DynamoDB is given them: an encoded put read back into its map
        let writes = writes
            .into_iter()
            .map(Write::plain)
            .collect::<Result<Vec<_>, _>>()?;
        let keys: Vec<Key> = writes
            .iter()
            .filter_map(|w| w.key().ok().map(|k| k.to_owned()))
            .collect();
        let before = self.inner.get_many(&keys).await?;
        let result = self.inner.transact(writes.clone()).await;
        let after = self.inner.get_many(&keys).await?;
        let factor = if writes.len() > 1 { 2.0 } else { 1.0 };
        {
            let mut t = self.tally.lock().unwrap();
            t.requests += 1;
            if writes.len() > 1 {
                t.transactions += 1;
            } else {
                t.single_writes += 1;
            }
        }
        // a cancelled transaction is billed too, but its writes changed nothing
        result?;
        for w in &writes {
            if !matches!(w, Write::Put { .. } | Write::PutEncoded { .. }) {
                continue;
            }
            if let Ok(k) = w.key() {
                if sanduq_kernel::events::is_event(k.pk, k.sk) {
                    self.stream.lock().unwrap().push(Key::new(k.pk, k.sk))
                }
            }
        }
        for ((w, old), new) in writes.iter().zip(before).zip(after) {
            let Ok(k) = w.key() else { continue };
            if matches!(w, Write::Check { .. }) || !in_table(k.pk) {
                continue;
            }
            let size = new.as_ref().or(old.as_ref()).map_or(1, item_bytes);
            {
                let mut t = self.tally.lock().unwrap();
                t.items_written += 1;
                t.bytes_written += size as u64;
                let kind = kind_of(item_of(w, &new, &old), k.pk);
                let e = t.kinds.entry(kind.clone()).or_default();
                e.0 += units(size, 1024) * factor;
                e.1 += 1.0;
                e.2 += size as f64;
                let step = self.step.lock().unwrap().clone();
                let s = t.steps.entry(step).or_default().entry(kind).or_default();
                s.0 += 1.0;
                s.1 += size as f64;
            }
            self.charge(format!("table {}", k.pk), units(size, 1024) * factor);
            for ix in INDEXES {
                let attr = format!("{ix}pk");
                let was = old
                    .as_ref()
                    .and_then(|i| i.get(&attr))
                    .and_then(Value::as_str);
                let now = new
                    .as_ref()
                    .and_then(|i| i.get(&attr))
                    .and_then(Value::as_str);
                // the index holds keys only (the template's IndexProjection): an entry is
                // written when it appears or its keys change (1 unit: keys are small) and
                // deleted from where it was; an update that leaves them writes nothing
                let sk = format!("{ix}sk");
                let keys = |i: &Option<Item>| {
                    i.as_ref()
                        .map(|i| (i.get(&attr).cloned(), i.get(&sk).cloned()))
                };
                if keys(&old) == keys(&new) {
                    continue;
                }
                if let Some(p) = now {
                    self.charge(format!("{ix} {p}"), 1.0);
                }
                if let Some(p) = was {
                    self.charge(format!("{ix} {p}"), 1.0);
                }
            }
        }
        Ok(())
    }
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let n: usize = std::env::var("HEAT_LIFECYCLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let rec = Arc::new(Recorder {
        inner: Arc::new(sanduq_store::EmbeddedStore::in_memory()),
        on: AtomicBool::new(false),
        lifecycle: AtomicUsize::new(usize::MAX),
        tally: Mutex::default(),
        stream: Mutex::default(),
        step: Mutex::default(),
    });
    // the stack's settings for hot partitions, as a function reads them
    let spread = sanduq_kernel::spread::from_env();
    // and its outbox: the table's stream (no markers in a change's transaction)
    let store: SharedStore =
        sanduq_kernel::streamed::over(sanduq_kernel::spread::over(rec.clone(), spread));
    let config = sanduq_kernel::Config {
        default_rate_limit: 1_000_000,
        ..sanduq_kernel::Config::default()
    };
    let st = sanduq_kernel::AppState::new(store, config);
    let keys = sanduq_admin::merchants::Keys::generate();
    let merchant = common::approved_merchant(&st, "Heat", 100, &keys).await;
    // a hot merchant's receipt series (an operator's setting: `receipt_series`)
    let series: u32 = std::env::var("RECEIPT_SERIES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    sanduq_kernel::merchants::update(&st, &merchant, |m| m.receipt_series = series)
        .await
        .unwrap();
    let sk = keys.secret_key.expose().to_string();
    let app = sanduq_service::app(st.clone());
    let call = |m: Method, path: String, body: Option<Value>| {
        let (app, sk) = (app.clone(), sk.clone());
        async move {
            let (s, b) = common::in_process(&app, m, &path, &sk, body).await;
            assert!(s < 300, "{path}: {s} {b}");
            b
        }
    };
    // the buyers, beforehand
    for i in 0..n {
        let ext = format!("heat-{i}");
        call(
            Method::POST,
            "/users/sync".into(),
            Some(json!({"external_user_id": ext, "name": "Buyer"})),
        )
        .await;
        call(
            Method::POST,
            "/sandbox/wallets/topup".into(),
            Some(json!({"user_id": ext, "currency": "IQD", "amount": 100_000})),
        )
        .await;
    }
    sanduq_delivery::relay::drain(&st, &sanduq_delivery::bus::NoBus, None)
        .await
        .unwrap();
    // the stream's records the relay is handed at once (HEAT_STREAM_BATCH; the template's
    // BatchSize is 100; 1 hands each lifecycle's events apart, the worst case)
    let stream_batch: usize = std::env::var("HEAT_STREAM_BATCH")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|n| *n > 0)
        .unwrap_or(100);
    rec.on.store(true, Ordering::Relaxed);
    for i in 0..n {
        rec.lifecycle.store(i, Ordering::Relaxed);
        let ext = format!("heat-{i}");
        *rec.step.lock().unwrap() = (0, "create session".into());
        let cs = call(
            Method::POST,
            "/checkout/sessions".into(),
            Some(json!({
                "external_user_id": ext, "amount": 25_000, "currency": "IQD",
                "success_url": "https://shop.example/ok", "cancel_url": "https://shop.example/no",
            })),
        )
        .await;
        let id = cs["data"]["id"].as_str().unwrap().to_string();
        let pay = cs["data"]["payment_id"].as_str().unwrap().to_string();
        *rec.step.lock().unwrap() = (1, "pay (authorize)".into());
        call(
            Method::POST,
            format!("/sandbox/checkout/sessions/{id}/pay"),
            Some(json!({})),
        )
        .await;
        *rec.step.lock().unwrap() = (2, "capture".into());
        call(
            Method::POST,
            format!("/payments/{pay}/capture"),
            Some(json!({})),
        )
        .await;
        *rec.step.lock().unwrap() = (3, "refund (part)".into());
        call(
            Method::POST,
            format!("/payments/{pay}/refund"),
            Some(json!({"amount": 5_000, "reason": "r"})),
        )
        .await;
        *rec.step.lock().unwrap() = (4, "relay (events sent)".into());
        // the relay as the stream runs it on AWS: the events written since its last batch, once
        // a batch is full (the template's BatchSize; one shard's records) or at the end
        if rec.stream.lock().unwrap().len() >= stream_batch || i + 1 == n {
            let inserted = std::mem::take(&mut *rec.stream.lock().unwrap());
            for batch in inserted.chunks(stream_batch) {
                sanduq_delivery::relay::relay_inserted(&st, &EveryEvent, batch)
                    .await
                    .unwrap();
            }
        }
    }
    rec.on.store(false, Ordering::Relaxed);
    println!(
        "settings: INDEX_SPREAD={spread} OUTBOX_SHARDS={} DUE_SHARDS={} RECEIPT_SERIES={series} HEAT_STREAM_BATCH={stream_batch}",
        sanduq_kernel::events::outbox_shard_count(),
        sanduq_kernel::due::shard_count()
    );
    report(&rec.tally.lock().unwrap(), n, &merchant);
}

fn report(t: &Tally, n: usize, merchant: &str) {
    let per = |x: f64| x / n as f64;
    println!(
        "heat: {n} lifecycles (session, pay, capture, partial refund, relay), merchant {merchant}"
    );
    println!(
        "  per lifecycle: {:.1} write units, {:.1} read units, {:.1} requests ({:.1} transactions, {:.1} single writes), {:.1} items written, {:.0} bytes written",
        per(t.write_units),
        per(t.read_units),
        per(t.requests as f64),
        per(t.transactions as f64),
        per(t.single_writes as f64),
        per(t.items_written as f64),
        per(t.bytes_written as f64),
    );
    // a partition two lifecycles or more write is shared: its rate grows with the traffic
    // that shares it; one that a single lifecycle writes belongs to one payment or buyer
    // where the write units go: the table and each index
    let mut by_target: BTreeMap<&str, f64> = BTreeMap::new();
    for (p, h) in &t.partitions {
        *by_target
            .entry(p.split(' ').next().unwrap_or("?"))
            .or_default() += h.units;
    }
    let targets: Vec<String> = by_target
        .iter()
        .map(|(k, u)| format!("{k} {:.1}", per(*u)))
        .collect();
    println!(
        "  write units per lifecycle by target: {}",
        targets.join(", ")
    );
    let kinds: Vec<String> = t
        .kinds
        .iter()
        .map(|(k, (u, items, bytes))| {
            format!(
                "{k} {:.1} WU/{:.1} items/{:.0} B",
                per(*u),
                per(*items),
                per(*bytes)
            )
        })
        .collect();
    println!(
        "  table writes per lifecycle by item kind: {}",
        kinds.join("; ")
    );
    // what each change writes: items and bytes by kind (docs/speed.md, "What each change writes")
    println!("  per change (items written, bytes by kind, per lifecycle):");
    for ((_, step), kinds) in &t.steps {
        let items: f64 = kinds.values().map(|k| k.0).sum();
        let bytes: f64 = kinds.values().map(|k| k.1).sum();
        let parts: Vec<String> = kinds
            .iter()
            .map(|(k, (i, b))| format!("{k} {:.1}x{:.0} B", per(*i), per(*b) / per(*i).max(1e-9)))
            .collect();
        println!(
            "    {step:<22} {:>5.1} items {:>6.0} B: {}",
            per(items),
            per(bytes),
            parts.join(", ")
        );
    }
    // Partitions that are shards of one spread (`OUTBOX#<n>`, `DUE#AUTH#<n>`, a merchant's
    // `ACCT#<nn>`) are projected by the family's mean: at thousands a second each shard's
    // share converges on 1/shards, while over this run's lifecycles the hottest shard is
    // mostly sampling noise (shown beside it).
    let mut families: BTreeMap<String, (f64, usize, f64)> = BTreeMap::new();
    for (p, h) in t.partitions.iter().filter(|(_, h)| h.lifecycles.len() >= 2) {
        let name = p.replace(merchant, "<merchant>");
        let (head, last) = name.rsplit_once('#').unwrap_or((&name, ""));
        // a shard number: hex (`OUTBOX#1f`), or an index spread's `~NN`
        let number = last.strip_prefix('~').unwrap_or(last);
        let shard = !number.is_empty()
            && number.len() <= 3
            && number.chars().all(|c| c.is_ascii_hexdigit());
        let key = if shard {
            format!("{head}#<n>")
        } else {
            name.clone()
        };
        let f = families.entry(key).or_default();
        f.0 += per(h.units);
        f.1 += 1;
        f.2 = f.2.max(per(h.units));
    }
    let mut rows: Vec<(String, f64, f64, f64, f64)> = families
        .into_iter()
        .map(|(p, (sum, seen, hottest))| {
            // the outbox's shards are known; a spread's unseen shards would only lower its mean
            let shards = if p == "table OUTBOX#<n>" {
                sanduq_kernel::events::outbox_shard_count()
            } else {
                seen
            };
            let u = sum / shards as f64;
            let merchants = if p.contains("<merchant>") {
                10.0
            } else {
                10_000.0
            };
            let name = if shards > 1 {
                format!("{p} ({shards})")
            } else {
                p
            };
            (name, u, u * merchants, u * 2_000.0, hottest)
        })
        .collect();
    // hottest first in either projection: the rows cut off below are cooler than every one shown
    rows.sort_by(|a, b| b.2.max(b.3).total_cmp(&a.2.max(a.3)));
    println!("  shared partitions (write units per lifecycle, a spread's mean per shard; projected WCU/s at 10,000/s over 1,000 merchants | 2,000/s for one merchant; the run's hottest shard):");
    for (p, u, a, b, hottest) in rows.iter().take(20) {
        let flag = if a.max(*b) > 1000.0 { "  > 1,000" } else { "" };
        let hot = if p.ends_with(')') {
            format!("  (hottest {hottest:.2})")
        } else {
            String::new()
        };
        println!("    {p:<52} {u:>6.3}  {a:>9.0} | {b:>9.0}{flag}{hot}");
    }
    let own: f64 = t
        .partitions
        .values()
        .filter(|h| h.lifecycles.len() < 2)
        .map(|h| h.units)
        .fold(0.0, f64::max);
    println!("  a payment's or buyer's own partitions: at most {own:.0} write units over its whole lifecycle");
    // on demand, us-east-1 (since 2024-11-01): $0.625 per million write request units,
    // $0.125 per million read request units; HTTP API $1.00 per million requests; Lambda
    // $0.20 per million requests and 256 MB x 30 ms each
    let api_calls = 5.0;
    let dynamo = per(t.write_units) * 0.625 + per(t.read_units) * 0.125;
    let api = api_calls * 1.00;
    let lambda = api_calls * (0.20 + 0.25 * 0.030 * 16.6667);
    println!(
        "  cost per 1M lifecycles: DynamoDB ${dynamo:.0} (writes ${:.0}, reads ${:.0}), API Gateway ${api:.0}, Lambda ${lambda:.0}; total ${:.0}",
        per(t.write_units) * 0.625,
        per(t.read_units) * 0.125,
        dynamo + api + lambda
    );
    // provisioned (the template's TableCapacity PROVISIONED), us-east-1: $0.00065 per write
    // capacity unit-hour, $0.00013 per read capacity unit-hour, auto scaling keeping the
    // table and indexes at HEAT_UTILIZATION of what is bought (the template's default, 70%):
    // a unit-second bought carries `utilization` units of traffic
    let utilization = std::env::var("HEAT_UTILIZATION")
        .ok()
        .and_then(|v| v.parse::<f64>().ok())
        .filter(|u| (0.2..=0.9).contains(u))
        .unwrap_or(0.70);
    let hour = 3600.0 * utilization;
    let (w, r) = (
        per(t.write_units) * 1e6 / hour * 0.00065,
        per(t.read_units) * 1e6 / hour * 0.00013,
    );
    println!(
        "  cost per 1M lifecycles on provisioned capacity at {:.0}% use: DynamoDB ${:.0} (writes ${w:.0}, reads ${r:.0}); total ${:.0}",
        utilization * 100.0,
        w + r,
        w + r + api + lambda
    );
}
