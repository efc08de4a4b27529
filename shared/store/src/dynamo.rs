//! The DynamoDB adapter: one table, `TransactWriteItems` with `ConditionExpression`s.
//! Conditions, updates and queries are translated to expressions with placeholders.
//! (Over 700 lines on purpose: the translation and its unit tests belong together; the
//! conformance suite in tests/ checks the adapter against the embedded store.)

use crate::model::{
    check_transaction, expired, Cond, Index, Item, Key, Query, SkRange, StoreError, Write,
};
use crate::{packed, unix_now, Store};
use aws_sdk_dynamodb::error::{ProvideErrorMetadata, SdkError};
use aws_sdk_dynamodb::primitives::Blob;
use aws_sdk_dynamodb::types::{
    AttributeDefinition, AttributeValue, BillingMode, ConditionCheck, Delete, GlobalSecondaryIndex,
    KeySchemaElement, KeyType, KeysAndAttributes, Projection, ProjectionType, Put,
    ScalarAttributeType, Select, StreamSpecification, StreamViewType, TimeToLiveSpecification,
    TransactWriteItem, Update,
};
use aws_sdk_dynamodb::Client;
use serde_json::{Number, Value};
use std::collections::HashMap;

#[derive(Clone)]
pub struct DynamoStore {
    client: Client,
    table: String,
}

type Attrs = HashMap<String, AttributeValue>;

pub(crate) fn to_av(v: &Value) -> AttributeValue {
    match v {
        Value::Null => AttributeValue::Null(true),
        Value::Bool(b) => AttributeValue::Bool(*b),
        Value::Number(n) => AttributeValue::N(n.to_string()),
        Value::String(s) => AttributeValue::S(s.clone()),
        Value::Array(a) => AttributeValue::L(a.iter().map(to_av).collect()),
        Value::Object(o) => {
            AttributeValue::M(o.iter().map(|(k, v)| (k.clone(), to_av(v))).collect())
        }
    }
}

pub(crate) fn from_av(a: &AttributeValue) -> Value {
    match a {
        AttributeValue::S(s) => Value::String(s.clone()),
        AttributeValue::N(n) => n
            .parse::<i64>()
            .map(Value::from)
            .or_else(|_| n.parse::<u64>().map(Value::from))
            .ok()
            .or_else(|| {
                n.parse::<f64>()
                    .ok()
                    .and_then(Number::from_f64)
                    .map(Value::Number)
            })
            .unwrap_or(Value::Null),
        AttributeValue::Bool(b) => Value::Bool(*b),
        AttributeValue::B(b) => packed::unpack(b.as_ref()).map_or(Value::Null, Value::String),
        AttributeValue::L(l) => Value::Array(l.iter().map(from_av).collect()),
        AttributeValue::M(m) => {
            Value::Object(m.iter().map(|(k, v)| (k.clone(), from_av(v))).collect())
        }
        _ => Value::Null,
    }
}

/// Attribute `name`'s value as DynamoDB keeps it: a long text packed (`crate::packed`).
fn stored_av(name: &str, v: &Value) -> AttributeValue {
    match v {
        Value::String(s) if packed::packable(name) => match packed::pack(s) {
            Some(bytes) => AttributeValue::B(Blob::new(bytes)),
            None => to_av(v),
        },
        _ => to_av(v),
    }
}

fn to_attrs(item: &Item) -> Attrs {
    item.iter()
        .map(|(k, v)| (k.clone(), stored_av(k, v)))
        .collect()
}

fn from_attrs(a: &Attrs) -> Item {
    a.iter().map(|(k, v)| (k.clone(), from_av(v))).collect()
}

/// Most keys one BatchGetItem takes.
const BATCH_GET: usize = 100;

fn key_attrs(k: &Key) -> Attrs {
    HashMap::from([
        ("pk".to_string(), AttributeValue::S(k.pk.clone())),
        ("sk".to_string(), AttributeValue::S(k.sk.clone())),
    ])
}

/// Builds one expression's placeholders.
#[derive(Default)]
struct Expr {
    names: HashMap<String, String>,
    values: Attrs,
}

impl Expr {
    fn name(&mut self, n: &str) -> String {
        let p = format!("#n{}", self.names.len());
        self.names.insert(p.clone(), n.to_string());
        p
    }

    fn value(&mut self, v: AttributeValue) -> String {
        let p = format!(":v{}", self.values.len());
        self.values.insert(p.clone(), v);
        p
    }

    fn cond(&mut self, c: &Cond) -> String {
        match c {
            Cond::Exists => format!("attribute_exists({})", self.name("pk")),
            Cond::NotExists => format!("attribute_not_exists({})", self.name("pk")),
            Cond::Eq(a, v) => {
                let n = self.name(a);
                let v = self.value(stored_av(a, v));
                format!("{n} = {v}")
            }
            Cond::Ge(a, x) => {
                let n = self.name(a);
                let v = self.value(AttributeValue::N(x.to_string()));
                format!("({n} >= {v})")
            }
            Cond::Lt(a, x) => {
                let n = self.name(a);
                let v = self.value(AttributeValue::N(x.to_string()));
                format!("({n} < {v})")
            }
            Cond::And(cs) => format!(
                "({})",
                cs.iter()
                    .map(|c| self.cond(c))
                    .collect::<Vec<_>>()
                    .join(" AND ")
            ),
            Cond::Or(cs) => format!(
                "({})",
                cs.iter()
                    .map(|c| self.cond(c))
                    .collect::<Vec<_>>()
                    .join(" OR ")
            ),
        }
    }

    fn names(&self) -> Option<HashMap<String, String>> {
        (!self.names.is_empty()).then(|| self.names.clone())
    }

    fn values(&self) -> Option<Attrs> {
        (!self.values.is_empty()).then(|| self.values.clone())
    }
}

fn invalid(e: impl std::fmt::Display) -> StoreError {
    StoreError::Invalid(e.to_string())
}

fn classify<E: ProvideErrorMetadata + std::fmt::Debug, R>(e: &SdkError<E, R>) -> StoreError {
    let code = e.code().unwrap_or_default();
    match code {
        "ConditionalCheckFailedException" => StoreError::ConditionFailed { failed: vec![] },
        "TransactionConflictException" => StoreError::Conflict,
        "ProvisionedThroughputExceededException"
        | "ThrottlingException"
        | "RequestLimitExceeded" => StoreError::Throttled,
        "ValidationException" => {
            let m = e.message().unwrap_or("validation").to_string();
            // What a write holds (its size, a number) against what the request is (a bug).
            if content_refused(&m) {
                StoreError::Rejected(m)
            } else {
                StoreError::Invalid(m)
            }
        }
        _ => StoreError::Unavailable(
            format!("{code} {}", e.message().unwrap_or_default())
                .trim()
                .to_string(),
        ),
    }
}

/// True for DynamoDB's messages about an item's content: too large, or a number it cannot keep.
fn content_refused(message: &str) -> bool {
    let m = message.to_ascii_lowercase();
    m.contains("item size") || m.contains("number overflow") || m.contains("magnitude")
}

/// Maps a cancelled transaction's reasons: every failed condition (by index) wins, then
/// conflicts, then a refused content (validation: not retryable), then throttling.
fn cancelled(reasons: &[Option<&str>], message: &str) -> StoreError {
    let failed: Vec<usize> = reasons
        .iter()
        .enumerate()
        .filter(|(_, r)| **r == Some("ConditionalCheckFailed"))
        .map(|(i, _)| i)
        .collect();
    if !failed.is_empty() {
        return StoreError::ConditionFailed { failed };
    }
    if reasons.contains(&Some("TransactionConflict")) || message.contains("TransactionConflict") {
        return StoreError::Conflict;
    }
    if message.contains("ConditionalCheckFailed") {
        return StoreError::ConditionFailed { failed: vec![] };
    }
    if reasons.contains(&Some("ValidationError")) || message.contains("ValidationError") {
        return StoreError::Rejected(format!("transaction cancelled: {message}"));
    }
    if reasons
        .iter()
        .any(|r| matches!(r, Some("ThrottlingError" | "ProvisionedThroughputExceeded")))
    {
        return StoreError::Throttled;
    }
    StoreError::Unavailable(format!("transaction cancelled: {message}"))
}

/// True for an index entry that holds only keys (an index projected KEYS_ONLY): every
/// attribute is the table's key or an index's.
fn keys_only(item: &Item) -> bool {
    item.keys().all(|k| {
        k == "pk"
            || k == "sk"
            || Index::ALL.iter().any(|i| {
                let (h, r) = i.attrs();
                k == h || k == r
            })
    })
}

impl DynamoStore {
    /// The items behind a page of index entries, in the page's order. An index projected
    /// KEYS_ONLY (the template's default: an update that leaves an item's index keys alone
    /// then writes nothing to the index) answers keys: the items are read whole in one batch,
    /// and an entry whose item has left that place in the index since (removed, or its index
    /// key changed) is dropped, as the index itself will drop it. An index projected ALL
    /// (a stack made before) answers whole items, returned as they are.
    async fn whole(&self, q: &Query, page: Vec<Item>) -> Result<Vec<Item>, StoreError> {
        let Some(index) = q.index else {
            return Ok(page);
        };
        let keys: Vec<Key> = page
            .iter()
            .filter(|i| keys_only(i))
            .filter_map(|i| Key::of(i).ok())
            .collect();
        if keys.is_empty() {
            return Ok(page);
        }
        let got = self.get_many(&keys).await?;
        let mut read: HashMap<Key, Item> = keys
            .into_iter()
            .zip(got)
            .filter_map(|(k, i)| Some((k, i?)))
            .collect();
        let (h, r) = index.attrs();
        Ok(page
            .into_iter()
            .filter_map(|entry| {
                if !keys_only(&entry) {
                    return Some(entry);
                }
                let item = read.remove(&Key::of(&entry).ok()?)?;
                (item.get(h) == entry.get(h) && item.get(r) == entry.get(r)).then_some(item)
            })
            .collect())
    }
}

impl DynamoStore {
    pub fn new(client: Client, table: impl Into<String>) -> DynamoStore {
        DynamoStore {
            client,
            table: table.into(),
        }
    }

    /// A client from the standard AWS environment (AWS_ENDPOINT_URL, region, credentials).
    pub async fn from_env(table: impl Into<String>) -> DynamoStore {
        let conf = aws_config::load_from_env().await;
        DynamoStore::new(Client::new(&conf), table)
    }

    /// Opens the client's connection (resolving its credentials and endpoint) with one
    /// cheap read of an item that does not exist, so that a function's first request does
    /// not pay for it. True when the read answered within `within`; a slow or failing
    /// endpoint only costs `within` (the first request then connects as usual).
    pub async fn warm(&self, within: std::time::Duration) -> bool {
        let read = self
            .client
            .get_item()
            .table_name(&self.table)
            .key("pk", AttributeValue::S("WARM".into()))
            .key("sk", AttributeValue::S("WARM".into()))
            .send();
        matches!(tokio::time::timeout(within, read).await, Ok(Ok(_)))
    }

    /// As `from_env`, with every call the client sends counted by operation.
    pub async fn from_env_counted(table: impl Into<String>) -> (DynamoStore, crate::calls::Calls) {
        let conf = aws_config::load_from_env().await;
        let calls = crate::calls::Calls::default();
        let conf = aws_sdk_dynamodb::config::Builder::from(&conf)
            .interceptor(calls.clone())
            .build();
        (DynamoStore::new(Client::from_conf(conf), table), calls)
    }

    /// Creates the table with its indexes, TTL and stream when it does not exist yet
    /// (local runs and tests; in AWS the SAM template owns the table).
    pub async fn ensure_table(&self) -> Result<(), StoreError> {
        let s = |n: &str| {
            AttributeDefinition::builder()
                .attribute_name(n)
                .attribute_type(ScalarAttributeType::S)
                .build()
                .map_err(invalid)
        };
        let ks = |h: &str, r: &str| -> Result<Vec<KeySchemaElement>, StoreError> {
            Ok(vec![
                KeySchemaElement::builder()
                    .attribute_name(h)
                    .key_type(KeyType::Hash)
                    .build()
                    .map_err(invalid)?,
                KeySchemaElement::builder()
                    .attribute_name(r)
                    .key_type(KeyType::Range)
                    .build()
                    .map_err(invalid)?,
            ])
        };
        let mut req = self
            .client
            .create_table()
            .table_name(&self.table)
            .billing_mode(BillingMode::PayPerRequest)
            .set_key_schema(Some(ks("pk", "sk")?))
            .stream_specification(
                StreamSpecification::builder()
                    .stream_enabled(true)
                    .stream_view_type(StreamViewType::NewImage)
                    .build()
                    .map_err(invalid)?,
            );
        for a in ["pk", "sk"] {
            req = req.attribute_definitions(s(a)?);
        }
        for ix in Index::ALL {
            let (h, r) = ix.attrs();
            req = req
                .attribute_definitions(s(h)?)
                .attribute_definitions(s(r)?);
        }
        for ix in Index::ALL {
            let (h, r) = ix.attrs();
            req = req.global_secondary_indexes(
                GlobalSecondaryIndex::builder()
                    .index_name(ix.name())
                    .set_key_schema(Some(ks(h, r)?))
                    .projection(
                        Projection::builder()
                            .projection_type(ProjectionType::KeysOnly)
                            .build(),
                    )
                    .build()
                    .map_err(invalid)?,
            );
        }
        match req.send().await {
            Ok(_) => {}
            Err(e) if e.code() == Some("ResourceInUseException") => return Ok(()),
            Err(e) => return Err(classify(&e)),
        }
        self.wait_active().await?;
        self.client
            .update_time_to_live()
            .table_name(&self.table)
            .time_to_live_specification(
                TimeToLiveSpecification::builder()
                    .enabled(true)
                    .attribute_name("ttl")
                    .build()
                    .map_err(invalid)?,
            )
            .send()
            .await
            .map_err(|e| classify(&e))?;
        Ok(())
    }

    /// A new table is CREATING for a while in AWS; TTL and writes need it ACTIVE.
    async fn wait_active(&self) -> Result<(), StoreError> {
        for _ in 0..120 {
            let d = self
                .client
                .describe_table()
                .table_name(&self.table)
                .send()
                .await
                .map_err(|e| classify(&e))?;
            let status = d
                .table()
                .and_then(|t| t.table_status())
                .map(|s| s.as_str().to_string());
            if status.as_deref() == Some("ACTIVE") {
                return Ok(());
            }
            tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        }
        Err(StoreError::Unavailable(format!(
            "table {} did not become ACTIVE",
            self.table
        )))
    }

    /// One write alone, as a plain conditional PutItem, UpdateItem or DeleteItem: the same
    /// effect and condition as a transaction of one, at half its write cost and without
    /// transaction conflicts (issue 32).
    async fn single(&self, w: TransactWriteItem) -> Result<(), StoreError> {
        let failed = |e: StoreError| match e {
            StoreError::ConditionFailed { .. } => StoreError::ConditionFailed { failed: vec![0] },
            other => other,
        };
        if let Some(p) = w.put {
            return self
                .client
                .put_item()
                .table_name(p.table_name)
                .set_item(Some(p.item))
                .set_condition_expression(p.condition_expression)
                .set_expression_attribute_names(p.expression_attribute_names)
                .set_expression_attribute_values(p.expression_attribute_values)
                .send()
                .await
                .map(|_| ())
                .map_err(|e| failed(classify(&e)));
        }
        if let Some(u) = w.update {
            return self
                .client
                .update_item()
                .table_name(u.table_name)
                .set_key(Some(u.key))
                .update_expression(u.update_expression)
                .set_condition_expression(u.condition_expression)
                .set_expression_attribute_names(u.expression_attribute_names)
                .set_expression_attribute_values(u.expression_attribute_values)
                .send()
                .await
                .map(|_| ())
                .map_err(|e| failed(classify(&e)));
        }
        if let Some(d) = w.delete {
            return self
                .client
                .delete_item()
                .table_name(d.table_name)
                .set_key(Some(d.key))
                .set_condition_expression(d.condition_expression)
                .set_expression_attribute_names(d.expression_attribute_names)
                .set_expression_attribute_values(d.expression_attribute_values)
                .send()
                .await
                .map(|_| ())
                .map_err(|e| failed(classify(&e)));
        }
        Err(StoreError::Invalid("an empty write".into()))
    }

    fn item(&self, w: &Write) -> Result<TransactWriteItem, StoreError> {
        let mut x = Expr::default();
        let b = TransactWriteItem::builder();
        Ok(match w {
            Write::PutEncoded { item, cond } => {
                return self.item(&Write::Put {
                    item: item.to_item()?,
                    cond: cond.clone(),
                })
            }
            Write::Put { item, cond } => {
                let c = cond.as_ref().map(|c| x.cond(c));
                b.put(
                    Put::builder()
                        .table_name(&self.table)
                        .set_item(Some(to_attrs(item)))
                        .set_condition_expression(c)
                        .set_expression_attribute_names(x.names())
                        .set_expression_attribute_values(x.values())
                        .build()
                        .map_err(invalid)?,
                )
                .build()
            }
            Write::Update {
                key,
                set,
                add,
                cond,
            } => {
                let mut sets = Vec::new();
                for (k, v) in set {
                    if k == "pk" || k == "sk" {
                        continue;
                    }
                    let n = x.name(k);
                    let v = x.value(stored_av(k, v));
                    sets.push(format!("{n} = {v}"));
                }
                let mut adds = Vec::new();
                for (k, d) in add {
                    let n = x.name(k);
                    let v = x.value(AttributeValue::N(d.to_string()));
                    adds.push(format!("{n} {v}"));
                }
                let mut expr = String::new();
                if !sets.is_empty() {
                    expr.push_str(&format!("SET {}", sets.join(", ")));
                }
                if !adds.is_empty() {
                    expr.push_str(&format!(" ADD {}", adds.join(", ")));
                }
                let c = cond.as_ref().map(|c| x.cond(c));
                b.update(
                    Update::builder()
                        .table_name(&self.table)
                        .set_key(Some(key_attrs(key)))
                        .update_expression(expr.trim())
                        .set_condition_expression(c)
                        .set_expression_attribute_names(x.names())
                        .set_expression_attribute_values(x.values())
                        .build()
                        .map_err(invalid)?,
                )
                .build()
            }
            Write::Delete { key, cond } => {
                let c = cond.as_ref().map(|c| x.cond(c));
                b.delete(
                    Delete::builder()
                        .table_name(&self.table)
                        .set_key(Some(key_attrs(key)))
                        .set_condition_expression(c)
                        .set_expression_attribute_names(x.names())
                        .set_expression_attribute_values(x.values())
                        .build()
                        .map_err(invalid)?,
                )
                .build()
            }
            Write::Check { key, cond } => {
                let c = x.cond(cond);
                b.condition_check(
                    ConditionCheck::builder()
                        .table_name(&self.table)
                        .set_key(Some(key_attrs(key)))
                        .condition_expression(c)
                        .set_expression_attribute_names(x.names())
                        .set_expression_attribute_values(x.values())
                        .build()
                        .map_err(invalid)?,
                )
                .build()
            }
        })
    }
}

/// A range with its ends the wrong way round holds nothing (DynamoDB refuses it).
fn empty_range(q: &Query) -> bool {
    matches!(&q.sk, SkRange::Between(a, b) if a > b)
}

/// The key condition of a query and its names and values.
fn key_condition(q: &Query) -> (String, Expr) {
    let mut x = Expr::default();
    let (hk, rk) = match q.index {
        Some(ix) => ix.attrs(),
        None => ("pk", "sk"),
    };
    let h = x.name(hk);
    let hv = x.value(AttributeValue::S(q.pk.clone()));
    let mut kc = format!("{h} = {hv}");
    match &q.sk {
        SkRange::All => {}
        SkRange::BeginsWith(p) => {
            let r = x.name(rk);
            let v = x.value(AttributeValue::S(p.clone()));
            kc.push_str(&format!(" AND begins_with({r}, {v})"));
        }
        SkRange::Between(a, b) => {
            let r = x.name(rk);
            let va = x.value(AttributeValue::S(a.clone()));
            let vb = x.value(AttributeValue::S(b.clone()));
            kc.push_str(&format!(" AND {r} BETWEEN {va} AND {vb}"));
        }
    }
    (kc, x)
}

#[async_trait::async_trait]
impl Store for DynamoStore {
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        key.validate()?;
        let out = self
            .client
            .get_item()
            .table_name(&self.table)
            .set_key(Some(key_attrs(key)))
            .consistent_read(true)
            .send()
            .await
            .map_err(|e| classify(&e))?;
        // DynamoDB's TTL deletes lazily (and moto never does): expired items are absent.
        Ok(out
            .item
            .map(|a| from_attrs(&a))
            .filter(|i| !expired(i, unix_now())))
    }

    async fn get_many(&self, keys: &[Key]) -> Result<Vec<Option<Item>>, StoreError> {
        let mut found: HashMap<Key, Item> = HashMap::new();
        let mut wanted: Vec<&Key> = Vec::new();
        for k in keys {
            k.validate()?;
            if !wanted.contains(&k) {
                wanted.push(k);
            }
        }
        let now = unix_now();
        for chunk in wanted.chunks(BATCH_GET) {
            let mut pending = Some(
                KeysAndAttributes::builder()
                    .set_keys(Some(chunk.iter().map(|k| key_attrs(k)).collect()))
                    .consistent_read(true)
                    .build()
                    .map_err(|e| StoreError::Invalid(e.to_string()))?,
            );
            let mut round = 0u32;
            while let Some(request) = pending.take() {
                let out = self
                    .client
                    .batch_get_item()
                    .request_items(&self.table, request)
                    .send()
                    .await
                    .map_err(|e| classify(&e))?;
                for a in out
                    .responses
                    .unwrap_or_default()
                    .remove(&self.table)
                    .unwrap_or_default()
                {
                    let item = from_attrs(&a);
                    if let (Ok(k), false) = (Key::of(&item), expired(&item, now)) {
                        found.insert(k, item);
                    }
                }
                // keys DynamoDB did not get to (throughput): asked again, with a pause
                pending = out
                    .unprocessed_keys
                    .and_then(|mut u| u.remove(&self.table))
                    .filter(|k| !k.keys().is_empty());
                if pending.is_some() {
                    round += 1;
                    if round > 8 {
                        return Err(StoreError::Throttled);
                    }
                    tokio::time::sleep(std::time::Duration::from_millis(10 << round.min(5))).await;
                }
            }
        }
        Ok(keys.iter().map(|k| found.get(k).cloned()).collect())
    }

    async fn query(&self, q: &Query) -> Result<Vec<Item>, StoreError> {
        if empty_range(q) || q.limit == Some(0) {
            return Ok(vec![]);
        }
        let (kc, x) = key_condition(q);
        let now = unix_now();
        let mut out = Vec::new();
        let mut start: Option<Attrs> = None;
        loop {
            // Ask for no more than the rest of the limit (TTL-expired items are dropped
            // here, so a short page reads on).
            let rest = q
                .limit
                .map(|n| (n - out.len()).min(i32::MAX as usize) as i32);
            let resp = self
                .client
                .query()
                .table_name(&self.table)
                .set_index_name(q.index.map(|i| i.name().to_string()))
                .key_condition_expression(&kc)
                .set_expression_attribute_names(x.names())
                .set_expression_attribute_values(x.values())
                .scan_index_forward(q.forward)
                .consistent_read(q.index.is_none())
                .set_limit(rest)
                .set_exclusive_start_key(start.take())
                .send()
                .await
                .map_err(|e| classify(&e))?;
            let page: Vec<Item> = resp
                .items()
                .iter()
                .map(from_attrs)
                .filter(|i| !expired(i, now))
                .collect();
            out.extend(self.whole(q, page).await?);
            if q.limit.is_some_and(|n| out.len() >= n) {
                break;
            }
            match resp.last_evaluated_key {
                Some(k) if !k.is_empty() => start = Some(k),
                _ => break,
            }
        }
        if let Some(n) = q.limit {
            out.truncate(n);
        }
        Ok(out)
    }

    async fn count(&self, q: &Query) -> Result<usize, StoreError> {
        if empty_range(q) {
            return Ok(0);
        }
        let (kc, x) = key_condition(q);
        let mut n = 0usize;
        let mut start: Option<Attrs> = None;
        loop {
            let resp = self
                .client
                .query()
                .table_name(&self.table)
                .set_index_name(q.index.map(|i| i.name().to_string()))
                .key_condition_expression(&kc)
                .set_expression_attribute_names(x.names())
                .set_expression_attribute_values(x.values())
                .consistent_read(q.index.is_none())
                .select(Select::Count)
                .set_exclusive_start_key(start.take())
                .send()
                .await
                .map_err(|e| classify(&e))?;
            n += resp.count().max(0) as usize;
            match resp.last_evaluated_key {
                Some(k) if !k.is_empty() => start = Some(k),
                _ => break,
            }
        }
        Ok(n)
    }

    async fn transact(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        check_transaction(&writes)?;
        let items = writes
            .iter()
            .map(|w| self.item(w))
            .collect::<Result<Vec<_>, _>>()?;
        if let [one] = items.as_slice() {
            if one.condition_check.is_none() {
                return self.single(one.clone()).await;
            }
        }
        match self
            .client
            .transact_write_items()
            .set_transact_items(Some(items))
            .send()
            .await
        {
            Ok(_) => Ok(()),
            Err(e) => {
                if let Some(aws_sdk_dynamodb::operation::transact_write_items::TransactWriteItemsError::TransactionCanceledException(c)) =
                    e.as_service_error()
                {
                    let reasons: Vec<Option<&str>> = c.cancellation_reasons().iter().map(|r| r.code()).collect();
                    return Err(cancelled(&reasons, c.message().unwrap_or_default()));
                }
                Err(classify(&e))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn values_round_trip() {
        let v =
            json!({"s":"x","n":-5,"f":1.5,"b":true,"z":null,"l":[1,"a"],"m":{"k":2},"u":u64::MAX});
        let back = from_av(&to_av(&v));
        assert_eq!(back, v);
    }

    #[test]
    fn cancellation_reasons_keep_their_meaning() {
        assert_eq!(
            cancelled(
                &[
                    Some("ConditionalCheckFailed"),
                    Some("None"),
                    Some("ConditionalCheckFailed")
                ],
                ""
            ),
            StoreError::ConditionFailed { failed: vec![0, 2] }
        );
        assert!(matches!(
            cancelled(
                &[Some("ValidationError"), Some("None")],
                "Item size exceeded"
            ),
            StoreError::Rejected(_)
        ));
        assert!(content_refused(
            "Item size to update has exceeded the maximum allowed size"
        ));
        assert!(content_refused("Number overflow. Attempting to store a number with magnitude larger than supported range"));
        assert!(!content_refused(
            "Transaction request cannot include multiple operations on one item"
        ));
        assert_eq!(
            cancelled(&[Some("TransactionConflict"), None], ""),
            StoreError::Conflict
        );
        assert_eq!(
            cancelled(&[], "Transaction cancelled [None, ConditionalCheckFailed]"),
            StoreError::ConditionFailed { failed: vec![] }
        );
    }

    #[test]
    fn conditions_become_expressions() {
        let mut x = Expr::default();
        let e = x.cond(&Cond::Or(vec![Cond::NotExists, Cond::Lt("ttl".into(), 5)]));
        assert_eq!(e, "(attribute_not_exists(#n0) OR (#n1 < :v0))");
        assert_eq!(x.names.get("#n1").unwrap(), "ttl");
    }
}
