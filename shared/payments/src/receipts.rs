//! Receipts in the store (`sanduq_domain::receipt` says what one is). A movement that
//! completes something issues its receipt in its own transaction: the merchant's counter for
//! the Baghdad year, read with the movement's other reads and rewritten on the value read
//! (so two movements never take one number and a failed one takes none), and the receipt
//! item, written once.
//!
//! Keys: the receipt `RCPT#<id>`; the counter `MER#<merchant>#RCPTNO#<year>` (`last`: the
//! year's last number taken), and `…#RCPTNO#<year>#<n>` for a merchant's series after the
//! first (`Merchant::receipt_series`). One counter a series and year serialises that series'
//! receipts: docs/decisions.md, "Receipt numbers", has what that costs and allows.

use chrono::{DateTime, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::money::Currency;
use sanduq_domain::payment::{Payment, Refund};
use sanduq_domain::receipt::{self, Earlier, Issuer, Receipt, ReceiptKind, ReceiptRef};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Item, Key, Write};
use serde_json::Value;

pub fn key(id: &str) -> Key {
    Key::new(["RCPT#", id].concat(), "RECEIPT")
}

/// The merchant's receipt counter for Baghdad year `year` and series `series` (0-based; the
/// first series keeps the key it had before there were several).
pub fn counter_key(merchant_id: &str, year: i32, series: u32) -> Key {
    let year = year.to_string();
    let pk = match series {
        0 => ["MER#", merchant_id, "#RCPTNO#", &year].concat(),
        s => ["MER#", merchant_id, "#RCPTNO#", &year, "#", &s.to_string()].concat(),
    };
    Key::new(pk, "COUNTER")
}

/// Where a receipt's number comes from: the counter of the merchant's series for the year, as
/// the plan read it.
#[derive(Debug, Clone)]
pub struct Numbering {
    merchant_id: String,
    year: i32,
    /// The series taken (0-based) and how many the merchant keeps.
    series: (u32, u32),
    /// The last number taken (None: no receipt yet this year).
    last: Option<u64>,
}

impl Numbering {
    /// The series a receipt of `m` about object `by` (a payment and its refunds, a transfer, a
    /// cash-in…) takes at `now`; its counter is read at `key()`, with the movement's other reads.
    pub fn pick(m: &Merchant, by: &str, now: DateTime<Utc>) -> Numbering {
        let of = m.receipt_series.clamp(1, receipt::MAX_SERIES);
        Numbering {
            merchant_id: m.id.clone(),
            year: receipt::year(now),
            series: (receipt::series_of(by, of), of),
            last: None,
        }
    }

    /// The counter to read.
    pub fn key(&self) -> Key {
        counter_key(&self.merchant_id, self.year, self.series.0)
    }

    /// The series with its counter as read (`item` at `key()`).
    pub fn read(mut self, item: Option<&Item>) -> Numbering {
        self.last = item.and_then(|i| i.get("last")).and_then(Value::as_u64);
        self
    }

    /// Picks and reads the counter on its own (a movement with no other reads).
    pub async fn load(
        st: &AppState,
        m: &Merchant,
        by: &str,
        now: DateTime<Utc>,
    ) -> ApiResult<Self> {
        let n = Numbering::pick(m, by, now);
        let item = st.store.get(&n.key()).await?;
        Ok(n.read(item.as_ref()))
    }

    /// The number taken: its sequence in the series, its text, and the counter's rewrite taking
    /// it, on the value read.
    fn take(&self) -> (u64, String, Write) {
        let next = receipt::next(self.last);
        let k = self.key();
        let mut item = Item::new();
        item.insert("pk".into(), k.pk.into());
        item.insert("sk".into(), k.sk.into());
        item.insert("merchant_id".into(), self.merchant_id.clone().into());
        item.insert("year".into(), self.year.into());
        item.insert("series".into(), (self.series.0 + 1).into());
        item.insert("last".into(), next.into());
        let cond = match self.last {
            None => Cond::NotExists,
            Some(last) => Cond::Eq("last".into(), last.into()),
        };
        let (series, of) = self.series;
        (
            next,
            receipt::number_in(self.year, series, of, next),
            Write::Put {
                item,
                cond: Some(cond),
            },
        )
    }
}

/// What a receipt is of.
#[derive(Debug, Clone)]
pub struct Subject {
    pub kind: ReceiptKind,
    pub source: String,
    pub amount: i64,
    pub currency: Currency,
    pub counter: Option<(i64, Currency)>,
    pub description: Option<String>,
    pub reference: Option<String>,
    pub refers_to: Option<Earlier>,
}

impl Subject {
    pub fn new(kind: ReceiptKind, source: &str, amount: i64, currency: Currency) -> Subject {
        Subject {
            kind,
            source: source.to_string(),
            amount,
            currency,
            counter: None,
            description: None,
            reference: None,
            refers_to: None,
        }
    }
}

impl Subject {
    /// Payment `p`, completed: what was captured.
    pub fn payment(p: &Payment) -> Subject {
        let mut s = Subject::new(ReceiptKind::Payment, &p.id, p.captured_amount, p.currency);
        s.description = p.description.clone();
        s.reference = p.reference.clone();
        s
    }

    /// Refund `r` of payment `p` (a merchant's, or a dispute's loss): its receipt refers to
    /// the payment's.
    pub fn refund(p: &Payment, r: &Refund) -> Subject {
        let mut s = Subject::payment(p);
        s.kind = ReceiptKind::Refund;
        s.source = r.id.clone();
        s.amount = r.amount;
        s.refers_to = p.receipt.as_ref().map(|e| Earlier {
            id: e.id.clone(),
            number: e.number.clone(),
        });
        s
    }
}

/// Who issues a merchant's receipts now: its branding's names.
pub fn issuer(m: &Merchant) -> Issuer {
    Issuer {
        name: m.branding.name.clone().unwrap_or_else(|| m.name.clone()),
        legal_name: m.branding.legal_name.clone(),
        tax_number: m.branding.tax_number.clone(),
    }
}

/// The receipt of `subject`, numbered from `numbering` (the counter's rewrite and the
/// receipt's item, to commit with the movement) and the reference its source keeps.
pub fn issue(
    st: &AppState,
    m: &Merchant,
    numbering: &Numbering,
    subject: Subject,
    now: DateTime<Utc>,
) -> ApiResult<(Vec<Write>, ReceiptRef)> {
    if numbering.merchant_id != m.id {
        tracing::error!("a receipt numbered from another merchant's counter refused");
        return Err(ApiError::new(
            ErrorCode::ServerError,
            "unexpected internal error",
        ));
    }
    let (seq, number, counter) = numbering.take();
    let token = receipt::new_token();
    let r = Receipt {
        id: receipt::id_of(&token),
        number,
        token,
        kind: subject.kind,
        merchant_id: m.id.clone(),
        issuer: issuer(m),
        source: subject.source,
        refers_to: subject.refers_to,
        amount: subject.amount,
        currency: subject.currency,
        counter_amount: subject.counter.map(|c| c.0),
        counter_currency: subject.counter.map(|c| c.1),
        description: subject.description,
        reference: subject.reference,
        created_at: now,
    };
    let reference = ReceiptRef {
        id: r.id.clone(),
        number: r.number.clone(),
        url: receipt::url(&st.config.public_base_url, &r.token),
    };
    let item = items::put(
        &r,
        &key(&r.id),
        &[
            ("seq", seq.into()),
            ("series", (numbering.series.0 + 1).into()),
        ],
        Some(Cond::NotExists),
    )?;
    Ok((vec![counter, item], reference))
}

/// A receipt by id.
pub async fn get(st: &AppState, id: &str) -> ApiResult<Option<Receipt>> {
    if !sanduq_domain::ids::has_shape(id, "rcp") {
        return Ok(None);
    }
    match st.store.get_stored(&key(id)).await? {
        Some(item) => Ok(Some(items::from_stored(&item)?)),
        None => Ok(None),
    }
}

/// A receipt by its public token (None: no such receipt, or not a token).
pub async fn by_token(st: &AppState, token: &str) -> ApiResult<Option<Receipt>> {
    if !receipt::is_token(token) {
        return Ok(None);
    }
    Ok(get(st, &receipt::id_of(token))
        .await?
        .filter(|r| r.token == token))
}

/// A receipt as the merchant's API answers it.
pub fn view(st: &AppState, r: &Receipt) -> Value {
    let mut v = serde_json::to_value(r).unwrap_or_default();
    if let Some(o) = v.as_object_mut() {
        o.remove("token");
        o.insert("object".into(), "receipt".into());
        o.insert(
            "url".into(),
            receipt::url(&st.config.public_base_url, &r.token).into(),
        );
        o.insert(
            "amount_in_words".into(),
            words_by_locale(r.amount, r.currency),
        );
    }
    v
}

/// An amount in words in each locale: `{ar, ku, en}`.
pub fn words_by_locale(amount: i64, c: Currency) -> Value {
    serde_json::json!({
        "ar": words(amount, c, sanduq_words::Language::Arabic),
        "ku": words(amount, c, sanduq_words::Language::Kurdish),
        "en": words(amount, c, sanduq_words::Language::English),
    })
}

/// An amount in words (empty past what the words module spells).
pub fn words(amount: i64, c: Currency, l: sanduq_words::Language) -> String {
    u64::try_from(amount)
        .ok()
        .and_then(|a| sanduq_words::amount(a, c, l))
        .unwrap_or_default()
}

/// The language of the words on a page in `locale`.
pub fn language(locale: sanduq_pages::Locale) -> sanduq_words::Language {
    match locale {
        sanduq_pages::Locale::Ar => sanduq_words::Language::Arabic,
        sanduq_pages::Locale::Ku => sanduq_words::Language::Kurdish,
        sanduq_pages::Locale::En => sanduq_words::Language::English,
    }
}

/// What the public page shows of `r` in `locale`, `url` its own address.
pub fn page(
    r: &Receipt,
    locale: sanduq_pages::Locale,
    url: String,
) -> sanduq_pages::receipt::ReceiptPage {
    sanduq_pages::receipt::ReceiptPage {
        number: r.number.clone(),
        kind: r.kind.index(),
        issuer: r.issuer.name.clone(),
        legal_name: r.issuer.legal_name.clone(),
        tax_number: r.issuer.tax_number.clone(),
        amount_minor: r.amount,
        currency: r.currency.code().into(),
        exponent: r.currency.exponent(),
        words: words(r.amount, r.currency, language(locale)),
        counter: r
            .counter_amount
            .zip(r.counter_currency)
            .map(|(a, c)| (a, c.code().to_string(), c.exponent())),
        created_at: sanduq_domain::time::text(r.created_at),
        source: r.source.clone(),
        reference: r.reference.clone(),
        description: r.description.clone(),
        refund_of: r.refers_to.as_ref().map(|e| e.number.clone()),
        qr_svg: sanduq_qr::svg(&url, 160).unwrap_or_default(),
        url,
    }
}
