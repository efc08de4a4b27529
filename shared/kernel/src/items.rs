//! The single-table layout: which key each entity lives under and how a domain value
//! becomes an item. Partition keys name the entity; GSI1 lists per merchant, GSI2 holds due work.
//!
//! | entity            | pk                      | sk                     | gsi1pk / gsi1sk                 |
//! |-------------------|-------------------------|------------------------|---------------------------------|
//! | merchant          | MER#<id>                | PROFILE                | MERCHANTS / <created>#<id>      |
//! | merchant sub-acct | MER#<id>#ACCT#<00-31>   | <KIND>#<CUR>           |                                 |
//! | payment counts    | MER#<id>#COUNT#<00-31>  | PAYCOUNT               |                                 |
//! | api key           | KEY#<sha256>            | KEY                    | MER#<id>#KEYS / <created>       |
//! | user              | USR#<id>                | PROFILE                | MER#<m>#USERS / <created>#<id>  |
//! | wallet account    | USR#<id>                | ACCT#<CUR>             |                                 |
//! | external id       | EXT#<m>#<external id>   | USER                   |                                 |
//! | checkout session  | CS#<id>                 | SESSION                |                                 |
//! | embedded session  | ES#<id>                 | SESSION                | MER#<m>#ESESS / <created>#<id>  |
//! | session token     | EST#<sha256>            | TOKEN                  | (ttl)                           |
//! | payment           | PAY#<id>                | PAYMENT                | MER#<m>#PAYS / <created>#<id>   |
//! | journal entry     | JRN#<id>                | ENTRY                  | MER#<m>#JOURNAL / <created>#<id>|
//! | event             | EVT#<id>                | EVENT                  | MER#<m>#EVENTS / <created>#<id> |
//! | outbox marker     | OUTBOX#<shard>          | <created>#<seq>#<evt>  |                                 |
//! | webhook endpoint  | MER#<m>                 | WHEP#<id>              |                                 |
//! | delivery          | EVT#<evt>               | DLV#<endpoint>         | MER#<m>#WHPENDING or #WHFAILED  |
//! | queued wake       | QUEUE#webhooks          | <visible at>#<msg id>  | (local queue only)              |
//! | idempotency       | IDEM#<scope>#<key>      | IDEM                   | (ttl)                           |
//! | plan              | PLAN#<id>               | PLAN                   | MER#<m>#PLANS / <created>#<id>  |
//! | subscription      | SUB#<id>                | SUB                    | MER#<m>#SUBS / <created>#<id>   |
//! | period charged    | SUB#<id>                | CHARGE#<period>        |                                 |
//! | customer's sub    | USR#<user>              | SUB#<sub id>           |                                 |
//! | worker effect     | EFFECT#<effect key>     | EFFECT                 |                                 |
//! | statement line    | USR#<user>#STMT#<CUR>   | <created>#<journal id> | USR#<user>#STMT / <sk>#<CUR>    |
//! | limit counter     | USR#<user>              | LIM#D|M#<CUR>#<period>, LIM#V#<window> | (ttl)          |
//! | transfer          | TRF#<id>                | TRANSFER               |                                 |
//! | cash-in           | CIN#<id>                | CASH_IN                |                                 |
//! | deposit           | DEP#<m>#<sha256 of ref> | DEPOSIT                |                                 |
//! | payout            | PO#<id>                 | PAYOUT                 | MER#<m>#PAYOUTS / <created>#<id>|
//!
//! Before sub-accounts (issue 32) a merchant account was one item, `MER#<id>` /
//! `ACCT#<KIND>#<CUR>`, and the counts `MER#<id>` / `PAYCOUNT#<hex>`: a store written then
//! still has them, so they are read with the new ones (and drawn from), never written again.
//!
//! A payment is also in GSI3 under `MER#<m>#PAYS#<CUR>#<status>`, GSI4 under
//! `MER#<m>#PAYU#<user id>` and, with a reference, GSI5 under `MER#<m>#PAYR#<reference>`,
//! each sorted `<created>#<id>` like GSI1: the list's filters (see `sanduq_payments::listing`).
//!
//! GSI2 holds due work: a payment awaiting its buyer (`DUE#EXPIRY#<shard>` / `<expires_at>#<id>`),
//! a reservation (`DUE#AUTH#<shard>`), a pending delivery (`DUE#WEBHOOK#<shard>` /
//! `<next attempt>#…`) and a subscription with something due (`DUE#BILL#<shard>` / `<due>#<id>`).
//! (Events written before the outbox markers, issue 33, wait for the relay there too,
//! `OUTBOX#<shard>`; newer ones have a marker item in the table's `OUTBOX#<shard>` partition.)

use crate::error::ApiError;
use crate::state::AppState;
use sanduq_domain::ledger::SUB_ACCOUNTS;
use sanduq_domain::merchant::{KeyKind, Merchant};
use sanduq_domain::{Currency, ErrorCode};
use sanduq_store::{Item, Key};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::Arc;

/// The start of a merchant's own partition key (`MER#<m>`: its profile, its endpoints).
pub const MERCHANT_PREFIX: &str = "MER#";
/// The start of a webhook endpoint's sort key in its merchant's partition.
pub const ENDPOINT_PREFIX: &str = "WHEP#";

/// A merchant's own partition (`MER#<m>`).
pub fn merchant_pk(id: &str) -> String {
    [MERCHANT_PREFIX, id].concat()
}

pub fn merchant_key(id: &str) -> Key {
    Key::new(merchant_pk(id), "PROFILE")
}

/// The sort key of the item that says a merchant has family wallets whose guardians are
/// texted their payments (the relay texts them from the events, as it texts receipts).
pub const FAMILY_TEXTS_SK: &str = "FAMTEXTS";

pub fn family_texts_key(merchant_id: &str) -> Key {
    Key::new(merchant_pk(merchant_id), FAMILY_TEXTS_SK)
}
pub fn api_key_key(hash: &str) -> Key {
    Key::new(["KEY#", hash].concat(), "KEY")
}
/// One of a merchant's payment-count shards (see `sanduq_payments::payment_counts`), each
/// its own partition; the shard is the payment's sub-account number.
pub fn payment_count_key(merchant_id: &str, shard: usize) -> Key {
    Key::new(numbered(merchant_id, "COUNT", shard), "PAYCOUNT")
}

/// `MER#<merchant_id>#<what>#<n>`, `n` in two digits at least (as `{n:02}` writes it): a
/// merchant's numbered partition, joined without the formatter (the merchant's wallet reads
/// 66 of them, the formatter took 1,300 instructions for each).
fn numbered(merchant_id: &str, what: &str, n: usize) -> String {
    let mut buf = itoa::Buffer::new();
    let pad = if n < 10 { "0" } else { "" };
    ["MER#", merchant_id, "#", what, "#", pad, buf.format(n)].concat()
}

/// Every item a merchant's payment counts can be in: the shards, then the 16 kept on the
/// merchant's partition before them (read, never written).
pub fn payment_count_keys(merchant_id: &str) -> Vec<Key> {
    (0..SUB_ACCOUNTS)
        .map(|s| payment_count_key(merchant_id, s))
        .chain((0..16).map(|h| Key::new(format!("MER#{merchant_id}"), format!("PAYCOUNT#{h:x}"))))
        .collect()
}
/// The index partition (GSI3) of all of merchant `m`'s balance transactions.
pub fn balance_txns_key(m: &str) -> String {
    ["MER#", m, "#BTXN"].concat()
}

/// The index partition (GSI4) of merchant `m`'s balance transactions of type `t`.
pub fn balance_txns_of_type_key(m: &str, t: sanduq_domain::balance::TxnType) -> String {
    ["MER#", m, "#BTXN#", t.as_str()].concat()
}

/// The index partition (GSI1) of merchant `m`'s transfers between its users.
pub fn transfers_key(m: &str) -> String {
    ["MER#", m, "#TRANSFERS"].concat()
}

/// The index partition (GSI1) of merchant `m`'s cash-ins.
pub fn cash_ins_key(m: &str) -> String {
    ["MER#", m, "#CASHINS"].concat()
}

pub fn user_key(id: &str) -> Key {
    Key::new(["USR#", id].concat(), "PROFILE")
}
pub fn wallet_key(user_id: &str, c: Currency) -> Key {
    Key::new(["USR#", user_id].concat(), ["ACCT#", c.code()].concat())
}
/// An agent's float account in `c` (`commission`: its commission account), an item of its
/// own as a wallet's.
pub fn agent_account_key(agent_id: &str, commission: bool, c: Currency) -> Key {
    let kind = if commission { "COMM#" } else { "FLOAT#" };
    Key::new(["AGT#", agent_id].concat(), [kind, c.code()].concat())
}
/// An agent's operations, newest last by time (GSI4): float moves, cash taken in, cash paid
/// out; its day's statement reads them.
pub fn agent_ops_key(agent_id: &str) -> String {
    ["AGT#", agent_id, "#OPS"].concat()
}
pub fn external_key(merchant_id: &str, external_id: &str) -> Key {
    Key::new(["EXT#", merchant_id, "#", external_id].concat(), "USER")
}
pub fn session_key(id: &str) -> Key {
    Key::new(["CS#", id].concat(), "SESSION")
}
pub fn payment_key(id: &str) -> Key {
    Key::new(["PAY#", id].concat(), "PAYMENT")
}
pub fn embedded_session_key(id: &str) -> Key {
    Key::new(["ES#", id].concat(), "SESSION")
}
/// A session token's lookup item, by the token's SHA-256 (the token itself is never stored).
pub fn session_token_key(hash: &str) -> Key {
    Key::new(["EST#", hash].concat(), "TOKEN")
}
pub fn idem_key(scope: &str, key: &str) -> Key {
    Key::new(["IDEM#", scope, "#", key].concat(), "IDEM")
}

/// The merchant-side accounts, each kept in `SUB_ACCOUNTS` sub-accounts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MerchantAccount {
    Balance,
    Commission,
    Mint,
    External,
    InTransit,
    FxPosition,
}

impl MerchantAccount {
    pub const ALL: [MerchantAccount; 6] = [
        MerchantAccount::Balance,
        MerchantAccount::Commission,
        MerchantAccount::Mint,
        MerchantAccount::External,
        MerchantAccount::InTransit,
        MerchantAccount::FxPosition,
    ];
}

/// Where a merchant account's money can be: sub-accounts `0..SUB_ACCOUNTS`, and
/// `LEGACY` (= `SUB_ACCOUNTS`), the single item of a store written before them.
pub const PLACES: usize = SUB_ACCOUNTS + 1;
pub const LEGACY: usize = SUB_ACCOUNTS;

/// Place `place` (see `PLACES`) of a merchant account: a sub-account on a partition of its
/// own (`MER#<id>#ACCT#<nn>`), or the legacy item on the merchant's partition.
pub fn merchant_account_key(
    merchant_id: &str,
    a: MerchantAccount,
    c: Currency,
    place: usize,
) -> Key {
    let kind = match a {
        MerchantAccount::Balance => "MERCHANT",
        MerchantAccount::Commission => "COMMISSION",
        MerchantAccount::Mint => "MINT",
        MerchantAccount::External => "EXTERNAL",
        MerchantAccount::InTransit => "IN_TRANSIT",
        MerchantAccount::FxPosition => "FX_POSITION",
    };
    if place == LEGACY {
        return Key::new(
            ["MER#", merchant_id].concat(),
            ["ACCT#", kind, "#", c.code()].concat(),
        );
    }
    Key::new(
        numbered(merchant_id, "ACCT", place),
        [kind, "#", c.code()].concat(),
    )
}

/// Every place of a merchant account, in order (`merchant_account_key` of 0..PLACES).
pub fn merchant_account_keys(merchant_id: &str, a: MerchantAccount, c: Currency) -> Vec<Key> {
    (0..PLACES)
        .map(|p| merchant_account_key(merchant_id, a, c, p))
        .collect()
}

/// A sortable, fixed-width UTC timestamp for sort keys (in the domain's `time`, where the
/// request log's entries, below the app state, take it too).
pub use sanduq_domain::time::sort_time;

/// A domain value as an item under `key`, with extra attributes (index keys...): the item
/// `put` writes, read back as a map. Its empty fields (null at the top level) are left out:
/// an item is billed by its size, and an absent field reads back as the `None` it was. An
/// extra of a field's name replaces it; the key is written last.
pub fn to_item<T: Serialize>(v: &T, key: &Key, extra: &[(&str, Value)]) -> Result<Item, ApiError> {
    writer(v, extra)?
        .finish(key.clone())
        .to_item()
        .map_err(internal)
}

/// A writer holding `v`'s fields (nulls left out), then `extra`.
fn writer<T: Serialize>(
    v: &T,
    extra: &[(&str, Value)],
) -> Result<sanduq_store::ItemWriter, ApiError> {
    let mut w = sanduq_store::ItemWriter::new();
    w.fields(v).map_err(internal)?;
    for (k, v) in extra {
        w.value(k, v);
    }
    Ok(w)
}

pub fn from_item<T: DeserializeOwned>(item: Item) -> Result<T, ApiError> {
    serde_json::from_value(Value::Object(item)).map_err(internal)
}

/// A stored item read straight into `T` (`sanduq_store::Stored::read`: from the embedded
/// store's bytes, no map built), a failure logged as `from_item`'s.
pub fn from_stored<T: DeserializeOwned>(item: &sanduq_store::Stored) -> Result<T, ApiError> {
    item.read().map_err(internal)
}

/// `from_item` of an item that is shared (a cached record), copying only what `T` keeps.
pub fn from_shared_item<T: DeserializeOwned>(item: &Item) -> Result<T, ApiError> {
    T::deserialize(item).map_err(internal)
}

pub fn internal(e: impl std::fmt::Display) -> ApiError {
    tracing::error!(error = %e, "stored item does not decode");
    ApiError::new(ErrorCode::ServerError, "unexpected internal error")
}

/// What an API key's item holds. The secret itself is never stored.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ApiKeyRecord {
    pub merchant_id: String,
    pub kind: KeyKind,
    /// A short, non-secret label: the key's first characters.
    pub hint: String,
    pub revoked: bool,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: chrono::DateTime<chrono::Utc>,
}

/// A merchant as it stood at most the record cache's lifetime ago (`crate::recent`);
/// changes to it read the item itself, under its version.
pub async fn load_merchant(st: &AppState, id: &str) -> Result<Option<Merchant>, ApiError> {
    if let Some(m) = st.merchants.get(id) {
        return Ok(Some(m));
    }
    match st.store.get_stored(&merchant_key(id)).await? {
        Some(i) => {
            let m: Merchant = from_stored(&i)?;
            st.merchants.put(id, m.clone());
            Ok(Some(m))
        }
        None => Ok(None),
    }
}

/// An API key's item by the SHA-256 hex of the key, as it stood at most the record
/// cache's lifetime ago (`crate::recent`).
pub async fn load_key(st: &AppState, hash: &str) -> Result<Option<Arc<Item>>, ApiError> {
    if let Some(item) = st.keys.get(hash) {
        return Ok(Some(item));
    }
    let item = st.store.get(&api_key_key(hash)).await?.map(Arc::new);
    if let Some(i) = &item {
        st.keys.put(hash, i.clone());
    }
    Ok(item)
}

/// The `balance` attribute of an account item (0 when absent).
pub fn balance(item: Option<&Item>) -> i64 {
    item.and_then(|i| i.get("balance"))
        .and_then(Value::as_i64)
        .unwrap_or(0)
}

/// `balance` of a stored item.
pub fn stored_balance(item: Option<&sanduq_store::Stored>) -> Result<i64, ApiError> {
    Ok(item
        .map(|i| i.int("balance"))
        .transpose()
        .map_err(internal)?
        .flatten()
        .unwrap_or(0))
}

/// The optimistic-concurrency version of a stored item (0 when it has none).
pub fn version(item: &Item) -> u64 {
    item.get("version").and_then(Value::as_u64).unwrap_or(0)
}

/// `to_item`'s item put under `cond`, written straight into the store's encoding (no map of
/// it is built: `sanduq_store::ItemWriter`).
pub fn put<T: Serialize>(
    v: &T,
    key: &Key,
    extra: &[(&str, Value)],
    cond: Option<sanduq_store::Cond>,
) -> Result<sanduq_store::Write, ApiError> {
    Ok(sanduq_store::Write::PutEncoded {
        item: writer(v, extra)?.finish(key.clone()),
        cond,
    })
}

/// A put that succeeds only if nobody wrote the item since version `read` (None: must be new).
/// The item is `to_item`'s with its `version`, written straight into the store's encoding
/// (no map of it is built: `sanduq_store::ItemWriter`).
pub fn versioned_put<T: Serialize>(
    v: &T,
    key: &Key,
    read: Option<u64>,
    extra: &[(&str, Value)],
) -> Result<sanduq_store::Write, ApiError> {
    let next = read.map_or(1, |r| r + 1);
    let mut w = writer(v, extra)?;
    w.uint("version", next);
    let cond = match read {
        None => sanduq_store::Cond::NotExists,
        Some(r) => sanduq_store::Cond::Eq("version".into(), r.into()),
    };
    Ok(sanduq_store::Write::PutEncoded {
        item: w.finish(key.clone()),
        cond: Some(cond),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};
    use sanduq_domain::payment::{CaptureMode, NewPayment, Payment};
    use serde_json::json;

    #[test]
    fn a_merchants_numbered_partitions_are_named_as_the_formatter_names_them() {
        for n in (0..150).chain([999, 12_345, usize::MAX]) {
            assert_eq!(
                numbered("mer_1", "ACCT", n),
                format!("MER#mer_1#ACCT#{n:02}")
            );
        }
        let a = merchant_account_key("mer_1", MerchantAccount::Commission, Currency::Usd, 7);
        assert_eq!(
            (a.pk.as_str(), a.sk.as_str()),
            ("MER#mer_1#ACCT#07", "COMMISSION#USD")
        );
        let c = payment_count_key("mer_1", 31);
        assert_eq!(
            (c.pk.as_str(), c.sk.as_str()),
            ("MER#mer_1#COUNT#31", "PAYCOUNT")
        );
    }

    #[test]
    fn an_item_is_the_values_fields_without_nulls_then_its_key_extras_and_version() {
        let p = Payment::new(
            NewPayment {
                merchant_id: "mer_1".into(),
                session_id: "cs_1".into(),
                user_id: "usr_1".into(),
                external_user_id: "buyer-1".into(),
                amount: 25_000,
                currency: sanduq_domain::Currency::Iqd,
                commission_bps: 100,
                description: None,
                reference: Some("order-7".into()),
                capture_mode: CaptureMode::Manual,
                metadata: json!({"k": "v"}).as_object().unwrap().clone(),
                lifetime_secs: 1_800,
                authorization_ttl_secs: 86_400,
            },
            Utc.with_ymd_and_hms(2026, 11, 27, 8, 30, 5).unwrap(),
        );
        let key = Key::new("PAY#x", "PAYMENT");
        let extra = [("gsi1pk", json!("MER#mer_1#PAYS")), ("amount", json!(1))];
        // what it was built as before: serde_json's map, nulls taken out, then inserts
        let Value::Object(mut want) = serde_json::to_value(&p).unwrap() else {
            panic!()
        };
        want.retain(|_, v| !v.is_null());
        want.insert("pk".into(), json!("PAY#x"));
        want.insert("sk".into(), json!("PAYMENT"));
        want.insert("gsi1pk".into(), json!("MER#mer_1#PAYS"));
        want.insert("amount".into(), json!(1));
        assert_eq!(to_item(&p, &key, &extra).unwrap(), want);
        assert!(!want.contains_key("description"));
        let versioned = versioned_put(&p, &key, Some(4), &extra).unwrap();
        want.insert("version".into(), json!(5));
        assert_eq!(*versioned.put_item().unwrap(), want);
        assert_eq!(
            versioned.cond(),
            Some(&sanduq_store::Cond::Eq("version".into(), json!(4)))
        );
        assert!(to_item(&5, &key, &[]).is_err());
        let plain = put(&p, &key, &extra, None).unwrap();
        want.remove("version");
        assert_eq!(*plain.put_item().unwrap(), want);
        assert_eq!(
            *plain.put_item().unwrap(),
            to_item(&p, &key, &extra).unwrap()
        );
    }

    /// The structs written with every change of a payment declare their fields in name
    /// order, every field present: written, they are in the order `ItemWriter::finish` keeps,
    /// which then sorts only the few attributes written after them (indexes, version).
    #[test]
    fn the_structs_written_most_declare_their_fields_in_name_order() {
        use sanduq_domain::fx::FxDetails;
        use sanduq_domain::kyc::{KycStatus, Standing};
        use sanduq_domain::payment::Refund;
        use sanduq_domain::session::CheckoutSession;
        use sanduq_domain::user::{Freeze, FreezeScope, User};
        let now = Utc.with_ymd_and_hms(2026, 11, 30, 1, 2, 3).unwrap();
        let some = || Some("x".to_string());
        let mut p = Payment::new(
            NewPayment {
                merchant_id: "mer_1".into(),
                session_id: "cs_1".into(),
                user_id: "usr_1".into(),
                external_user_id: "u-1".into(),
                amount: 25_000,
                currency: Currency::Iqd,
                commission_bps: 100,
                description: some(),
                reference: some(),
                capture_mode: CaptureMode::Manual,
                metadata: json!({"k": "v"}).as_object().unwrap().clone(),
                lifetime_secs: 1_800,
                authorization_ttl_secs: 86_400,
            },
            now,
        );
        (p.void_reason, p.capture_tx_id, p.failure_reason) = (some(), some(), some());
        (p.authorized_at, p.authorization_expires_at, p.captured_at) =
            (Some(now), Some(now), Some(now));
        (p.voided_at, p.expired_at, p.failed_at) = (Some(now), Some(now), Some(now));
        p.fx_details = Some(FxDetails {
            quote_id: "fxq_1".into(),
            rate: "1310".into(),
            official_rate: "1300".into(),
            spread_bps: 77,
            from_currency: Currency::Usd,
            from_amount: 1_000,
            to_currency: Currency::Iqd,
            to_amount: 13_100,
        });
        let refund = Refund {
            id: "rf_1".into(),
            amount: 1,
            reason: "r".into(),
            status: "succeeded".into(),
            metadata: Default::default(),
            created_at: now,
            receipt: None,
        };
        let mut user = User::new(
            "usr_1".into(),
            "mer_1".into(),
            "u-1".into(),
            "n".into(),
            now,
        );
        (user.email, user.phone, user.pin_hash) = (some(), some(), some());
        user.frozen = Some(Freeze {
            scope: FreezeScope::All,
            reason: "r".into(),
            at: now,
        });
        user.kyc = Some(Standing {
            verification_id: "kyc_1".into(),
            status: KycStatus::Pending,
            tier: 1,
            reason: some(),
            rejections: 0,
        });
        let session = CheckoutSession {
            id: "cs_1".into(),
            merchant_id: "mer_1".into(),
            payment_id: "pay_1".into(),
            user_id: "usr_1".into(),
            external_user_id: "u-1".into(),
            success_url: "https://s".into(),
            cancel_url: "https://c".into(),
            created_at: now,
        };
        fn written<T: Serialize>(v: &T) -> sanduq_store::ItemWriter {
            let mut w = sanduq_store::ItemWriter::new();
            w.fields(v).unwrap();
            w
        }
        assert!(written(&p).in_name_order(), "Payment");
        assert!(written(&refund).in_name_order(), "Refund");
        assert!(written(&user).in_name_order(), "User");
        assert!(written(&session).in_name_order(), "CheckoutSession");
        // every field was written (none left out as null), the key besides
        let fields =
            |w: sanduq_store::ItemWriter| w.finish(Key::new("P", "S")).to_item().unwrap().len() - 2;
        assert_eq!(fields(written(&p)), 34);
        assert_eq!(fields(written(&user)), 13);
        // out of order, it says so
        let mut w = written(&refund);
        w.str("a", "after the others");
        assert!(!w.in_name_order());
    }

    #[test]
    fn sort_time_is_the_fixed_width_format_it_always_was() {
        let times = [
            Utc.with_ymd_and_hms(2026, 11, 26, 16, 9, 7).unwrap(),
            Utc.timestamp_opt(1_790_000_000, 123_456_789).unwrap(),
            Utc.timestamp_opt(1_790_000_000, 999_999_999).unwrap(),
            Utc.timestamp_opt(1_790_000_000, 1_000).unwrap(),
            Utc.with_ymd_and_hms(1, 1, 1, 0, 0, 0).unwrap(),
            Utc.with_ymd_and_hms(9999, 12, 31, 23, 59, 59).unwrap(),
        ];
        for t in times {
            let s = sort_time(t);
            assert_eq!(s, t.format("%Y-%m-%dT%H:%M:%S%.6fZ").to_string());
            assert_eq!(s.len(), 27, "{s}");
        }
        assert_eq!(
            sort_time(Utc.timestamp_opt(1_790_000_000, 123_456_789).unwrap()),
            "2026-09-21T14:13:20.123456Z"
        );
    }
}
