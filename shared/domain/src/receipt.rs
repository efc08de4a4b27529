//! Receipts: what a completed movement leaves its people to keep. A receipt is written once,
//! in the movement's own transaction, and never changed (a refund makes its own receipt that
//! refers to the payment's). Its number is the merchant's next in the Baghdad year
//! (`R-2026-000123`), taken from the merchant's counter for that year in the same
//! transaction, so numbers have no gap and no duplicate whatever the race.
//!
//! A receipt is found two ways: by its id (`rcp_…`, the merchant's API) and by its token
//! (the public page `/r/{token}`). The token is 128 random bits; the id is derived from it
//! by SHA-256, so the page finds the receipt with one read and an id (in a log, an event or
//! the merchant's systems) tells nothing of the token.

use crate::limits::baghdad;
use crate::money::Currency;
use chrono::{DateTime, Datelike, Utc};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// What a receipt is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReceiptKind {
    Payment,
    Refund,
    Transfer,
    CashIn,
    CashOut,
    Exchange,
}

impl ReceiptKind {
    /// Every kind, in the order pages list their names.
    pub const ALL: [ReceiptKind; 6] = [
        ReceiptKind::Payment,
        ReceiptKind::Refund,
        ReceiptKind::Transfer,
        ReceiptKind::CashIn,
        ReceiptKind::CashOut,
        ReceiptKind::Exchange,
    ];

    /// Its place in `ALL`.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn as_str(self) -> &'static str {
        match self {
            ReceiptKind::Payment => "payment",
            ReceiptKind::Refund => "refund",
            ReceiptKind::Transfer => "transfer",
            ReceiptKind::CashIn => "cash_in",
            ReceiptKind::CashOut => "cash_out",
            ReceiptKind::Exchange => "exchange",
        }
    }
}

/// What a payment, a refund or another movement carries of its receipt (the API's
/// `receipt: {id, number, url}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReceiptRef {
    pub id: String,
    pub number: String,
    pub url: String,
}

/// The receipt a refund refers to: the payment's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Earlier {
    pub id: String,
    pub number: String,
}

/// Who issued a receipt, as the merchant's branding read when it was issued.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Issuer {
    pub name: String,
    pub legal_name: Option<String>,
    pub tax_number: Option<String>,
}

/// A receipt as stored and answered.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Receipt {
    pub id: String,
    pub number: String,
    /// The public page's token (its URL is the receipt's `url`).
    pub token: String,
    pub kind: ReceiptKind,
    pub merchant_id: String,
    pub issuer: Issuer,
    /// The payment, refund, transfer… it is the receipt of.
    pub source: String,
    /// For a refund: the payment's receipt.
    pub refers_to: Option<Earlier>,
    /// What moved, in minor units (always positive: the kind says which way).
    pub amount: i64,
    pub currency: Currency,
    /// For an exchange: what the other side of it was.
    pub counter_amount: Option<i64>,
    pub counter_currency: Option<Currency>,
    pub description: Option<String>,
    /// The merchant's own reference of the payment (an order number).
    pub reference: Option<String>,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
}

/// The receipts' numbering year of `t`: the Baghdad calendar year.
pub fn year(t: DateTime<Utc>) -> i32 {
    baghdad(t).year()
}

/// A receipt's number: `R-`, the year, and the sequence in it, six digits at least.
pub fn number(year: i32, seq: u64) -> String {
    format!("R-{year}-{seq:06}")
}

/// The most receipt series a merchant may keep (`Merchant::receipt_series`).
pub const MAX_SERIES: u32 = 64;

/// A receipt's number in series `series` (0-based) of a merchant that keeps `of` series: as
/// `number` with one series; with several, the series (1-based, two digits) after an `S`
/// before the sequence (`R-2026-S07-000123`), each series numbered on its own, without gaps.
pub fn number_in(year: i32, series: u32, of: u32, seq: u64) -> String {
    match of {
        0 | 1 => number(year, seq),
        _ => format!("R-{year}-S{:02}-{seq:06}", series + 1),
    }
}

/// The series (0-based) of `of` that the receipts about object `by` take (a payment and its
/// refunds, a transfer): the same for every receipt of the object, spread evenly over the
/// series by a fixed hash of its id (`ids::spread`: the same on every host and build).
pub fn series_of(by: &str, of: u32) -> u32 {
    crate::ids::spread(by, of.clamp(1, MAX_SERIES) as usize) as u32
}

/// The sequence after `last` (none: the year's first receipt).
pub fn next(last: Option<u64>) -> u64 {
    last.unwrap_or(0) + 1
}

/// A new public token: 128 random bits as 32 lowercase hex digits.
pub fn new_token() -> String {
    let bits: u128 = rand::random();
    format!("{bits:032x}")
}

/// Whether `token` has a token's shape (32 lowercase hex digits).
pub fn is_token(token: &str) -> bool {
    token.len() == 32
        && token
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// The receipt id a token belongs to: `rcp_` and 24 hex digits of the token's SHA-256.
pub fn id_of(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    ["rcp_", &hex::encode(&digest[..12])].concat()
}

/// The public page of a token under `base` (the deployment's address; empty: a path).
pub fn url(base: &str, token: &str) -> String {
    [base.trim_end_matches('/'), "/r/", token].concat()
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn numbers_are_the_year_and_six_digits_at_least() {
        assert_eq!(number(2026, 123), "R-2026-000123");
        assert_eq!(number(2027, 1), "R-2027-000001");
        assert_eq!(number(2026, 1_234_567), "R-2026-1234567");
        assert_eq!(number_in(2026, 0, 1, 123), "R-2026-000123");
        assert_eq!(number_in(2026, 6, 16, 123), "R-2026-S07-000123");
        assert_eq!(number_in(2026, 63, 64, 1), "R-2026-S64-000001");
        assert_eq!(next(None), 1);
        assert_eq!(next(Some(41)), 42);
    }

    #[test]
    fn each_kind_has_its_place_and_name() {
        for (i, k) in ReceiptKind::ALL.into_iter().enumerate() {
            assert_eq!(k.index(), i);
            assert_eq!(serde_json::to_value(k).unwrap(), k.as_str());
        }
    }

    #[test]
    fn the_year_is_baghdads() {
        // 22:30 UTC on 31 December is 01:30 on 1 January in Baghdad (UTC+3)
        let t = Utc.with_ymd_and_hms(2026, 12, 31, 22, 30, 0).unwrap();
        assert_eq!(year(t), 2027);
        let t = Utc.with_ymd_and_hms(2026, 12, 31, 20, 59, 59).unwrap();
        assert_eq!(year(t), 2026);
    }

    #[test]
    fn a_token_names_its_receipt_and_the_id_does_not_name_the_token() {
        let t = new_token();
        assert!(is_token(&t), "{t}");
        assert_ne!(new_token(), t);
        let id = id_of(&t);
        assert!(crate::ids::has_shape(&id, "rcp"), "{id}");
        assert_eq!(id_of(&t), id);
        assert!(!id.contains(&t[..8]));
        assert!(!is_token("ABCDEF0123456789abcdef0123456789"));
        assert!(!is_token("abc"));
        assert_eq!(
            url("https://pay.example/", &t),
            format!("https://pay.example/r/{t}")
        );
        assert_eq!(url("", &t), format!("/r/{t}"));
    }

    /// An object's series is fixed and the series are taken about evenly.
    #[test]
    fn objects_spread_over_the_series_and_each_keeps_its_own() {
        assert_eq!(series_of("pay_anything", 1), 0);
        let mut seen = [0u32; 16];
        for n in 0..16_000 {
            let id = format!("pay_{n:08x}");
            let s = series_of(&id, 16);
            assert_eq!(s, series_of(&id, 16));
            seen[s as usize] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1_200).contains(&n)), "{seen:?}");
    }
}
