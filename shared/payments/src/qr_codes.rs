//! Merchant-presented QR: the POS shows a QR (PNG at a size, or SVG) made with a payment
//! awaiting its customer; the customer scans it, or types its 8-digit readable code, and
//! confirms in their wallet (sandbox: `POST /sandbox/qr/{id}/pay`). The payment takes the
//! buyer and is captured at once; unpaid, it expires with the QR (lazily, and swept).

use crate::payments;
use crate::users;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use sanduq_domain::ids::new_id;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::{CaptureMode, NewPayment, Payment};
use sanduq_domain::qr;
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
use sanduq_store::{Cond, Key, Write};
use serde_json::{json, Value};

fn qr_key(id: &str) -> Key {
    Key::new(format!("QR#{id}"), "QR")
}

fn code_key(code: &str) -> Key {
    Key::new(format!("QRC#{code}"), "QR")
}

fn qr_not_found() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no QR code with that id")
}

fn readable_code() -> String {
    use rand::Rng;
    let mut r = rand::thread_rng();
    (0..qr::READABLE_DIGITS)
        .map(|_| char::from(b'0' + r.gen_range(0..10u8)))
        .collect()
}

/// What a generate asks for.
pub struct Generate {
    pub amount: i64,
    pub currency: Currency,
    pub description: Option<String>,
    pub reference: Option<String>,
    pub format: qr::QrFormat,
    /// None: the merchant's setting.
    pub payload_format: Option<qr::PayloadFormat>,
    pub size: u32,
    pub expires_in: i64,
    pub metadata: serde_json::Map<String, Value>,
}

/// The QR record as the spec shows it.
pub fn view(
    q: &qr::MerchantQr,
    p: &Payment,
    scheme: &str,
    base: &str,
    now: DateTime<Utc>,
) -> Value {
    json!({
        "id": q.id,
        "object": "qr_code",
        "qr_image_url": format!("{base}/qr/{}.{}", q.id, q.format.ext()),
        "qr_data": payload_of(q, scheme),
        "payload": payload_of(q, scheme),
        "payload_format": q.payload_format.as_str(),
        "readable_code": q.readable_code,
        "payment_id": q.payment_id,
        "amount": q.amount,
        "currency": q.currency.code(),
        "description": q.description,
        "reference": q.reference,
        "metadata": q.metadata,
        "format": q.format,
        "size": q.size,
        "status": qr::status_of(p.status_at(now)),
        "expires_at": q.expires_at,
        "created_at": q.created_at,
    })
}

/// The payload a QR's image carries.
pub fn payload_of(q: &qr::MerchantQr, scheme: &str) -> String {
    q.payload
        .clone()
        .unwrap_or_else(|| sanduq_qr::pay_payload(scheme, &q.id, q.amount, q.currency.code()))
}

fn is_latin(s: &str) -> bool {
    !s.trim().is_empty() && s.bytes().all(|c| (b' '..=b'~').contains(&c))
}

fn is_arabic(s: &str) -> bool {
    s.chars().any(|c| ('\u{0600}'..='\u{06FF}').contains(&c))
}

/// The EMVCo payload of QR `q` of merchant `m` (its branding's category, names and city),
/// or why it cannot be written (no name in Latin letters).
fn emvco_payload(m: &Merchant, q: &qr::MerchantQr) -> ApiResult<String> {
    let b = &m.branding;
    let shown = b.name.clone().unwrap_or_else(|| m.name.clone());
    let Some(latin) = b
        .latin_name
        .clone()
        .or_else(|| is_latin(&shown).then(|| shown.clone()))
    else {
        return Err(sanduq_domain::DomainError::field(
            "payload_format",
            "an EMVCo QR names the merchant in Latin letters: set latin_name with PATCH /merchant/branding first",
        )
        .into());
    };
    let arabic_name = b
        .arabic_name
        .clone()
        .or_else(|| is_arabic(&shown).then(|| shown.clone()));
    let arabic_city = match (&b.arabic_city, &b.city) {
        (Some(c), _) => Some(c.clone()),
        (None, None) => Some(qr::DEFAULT_CITY.1.to_string()),
        (None, Some(_)) => None,
    };
    let terminal = q
        .metadata
        .get("terminal")
        .and_then(serde_json::Value::as_str);
    Ok(sanduq_qr::emvco::payload(
        &sanduq_qr::emvco::Merchant {
            category_code: b.category_code.as_deref().unwrap_or(qr::DEFAULT_CATEGORY),
            name: &latin,
            city: b.city.as_deref().unwrap_or(qr::DEFAULT_CITY.0),
            arabic: arabic_name.as_deref().map(|n| (n, arabic_city.as_deref())),
        },
        &sanduq_qr::emvco::Presented {
            qr_id: &q.id,
            currency: q.currency.numeric(),
            amount: Some(sanduq_qr::emvco::amount_text(
                q.amount,
                q.currency.exponent(),
            )),
            bill_number: Some(&q.readable_code),
            reference: q.reference.as_deref(),
            terminal,
        },
    ))
}

/// `POST /embedded/qr/generate`: the QR and its payment, awaiting the customer.
pub async fn generate(
    st: &AppState,
    m: &Merchant,
    g: Generate,
    base: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        m.require_approved()?;
        let now = st.now_for(m);
        let id = new_id("qr");
        let p = Payment::new(
            NewPayment {
                merchant_id: m.id.clone(),
                session_id: id.clone(),
                user_id: String::new(),
                external_user_id: String::new(),
                amount: g.amount,
                currency: g.currency,
                commission_bps: m.commission_bps,
                description: g.description.clone(),
                reference: g.reference.clone(),
                capture_mode: CaptureMode::Automatic,
                metadata: g.metadata.clone(),
                lifetime_secs: g.expires_in,
                authorization_ttl_secs: m.authorization_ttl_secs,
            },
            now,
        );
        let mut q = qr::MerchantQr {
            id: id.clone(),
            merchant_id: m.id.clone(),
            payment_id: p.id.clone(),
            amount: g.amount,
            currency: g.currency,
            description: g.description.clone(),
            reference: g.reference.clone(),
            metadata: g.metadata.clone(),
            format: g.format,
            payload_format: g.payload_format.unwrap_or(m.branding.qr_payload),
            payload: None,
            size: g.size,
            readable_code: readable_code(),
            expires_at: p.expires_at,
            created_at: now,
        };
        if q.payload_format == qr::PayloadFormat::Emvco {
            q.payload = Some(emvco_payload(m, &q)?);
        }
        let mut writes = payments::save_new(&p, &["payment.created"], now)?;
        writes.push(items::versioned_put(&q, &qr_key(&q.id), None, &[])?);
        let ck = code_key(&q.readable_code);
        let ttl = Utc::now().timestamp() + g.expires_in + 3600;
        let code = items::to_item(&json!({ "qr_id": q.id, "ttl": ttl }), &ck, &[])?;
        // a live code taken already is contention: the plan runs again with another
        writes.push(Write::Put {
            item: code,
            cond: Some(Cond::Or(vec![
                Cond::NotExists,
                Cond::Lt("ttl".into(), Utc::now().timestamp() - 3600),
            ])),
        });
        let data = view(&q, &p, &st.config.app_scheme, base, now);
        writes.extend(sanduq_kernel::events::single(
            &m.id,
            "qr.created",
            data.clone(),
            now,
        ));
        Ok(tx::Plan::answer(writes, StatusCode::CREATED, data))
    })
    .await
}

/// A QR by its id or its readable code (public: the image, the customer's wallet).
pub async fn find(st: &AppState, id_or_code: &str) -> ApiResult<qr::MerchantQr> {
    let id = if id_or_code.len() == qr::READABLE_DIGITS
        && id_or_code.bytes().all(|b| b.is_ascii_digit())
    {
        st.store
            .get(&code_key(id_or_code))
            .await?
            .and_then(|i| i.get("qr_id").and_then(Value::as_str).map(str::to_string))
            .ok_or_else(qr_not_found)?
    } else if sanduq_domain::ids::has_shape(id_or_code, "qr") {
        id_or_code.to_string()
    } else {
        return Err(qr_not_found());
    };
    let item = st
        .store
        .get_stored(&qr_key(&id))
        .await?
        .ok_or_else(qr_not_found)?;
    items::from_stored(&item)
}

/// A scanned payload refused: why in words, and `details.reason` for a page to say it in
/// its own (`format`, `crc`, `scheme`, `currency`, `amount`).
fn unreadable(reason: &str, why: &str) -> ApiError {
    sanduq_domain::DomainError::field("payload", why)
        .with_details(json!({ "fields": { "payload": why }, "reason": reason }))
        .into()
}

/// What a wallet's camera read (`POST /wallet/qr/read`): Sanduq's deep link or an EMVCo
/// merchant-presented payload naming a QR of this merchant, as `for_payer` shows it. An
/// EMVCo payload must pass its CRC, carry Sanduq's GUID, and say the currency and amount of
/// the QR's payment; each refusal says which.
pub async fn read_payload(st: &AppState, m: &Merchant, text: &str) -> ApiResult<Value> {
    use sanduq_qr::emvco::{self, EmvError};
    let text = text.trim();
    let deep = text.split_once("://pay?").and_then(|(_, q)| {
        q.split('&')
            .find_map(|kv| kv.strip_prefix("s="))
            .filter(|id| sanduq_domain::ids::has_shape(id, "qr"))
            .map(str::to_string)
    });
    if let Some(id) = deep {
        return for_payer(st, m, &id).await;
    }
    if !text.starts_with("000201") {
        return Err(unreadable(
            "format",
            "is not a payment QR code this wallet reads",
        ));
    }
    let o = emvco::parse(text).map_err(|e| match e {
        EmvError::Crc { .. } => unreadable(
            "crc",
            "the QR code's checksum (CRC) does not match its content: it is damaged or was changed; scan it again or ask the shop",
        ),
        EmvError::Malformed(why) => {
            unreadable("format", &format!("is not a well-formed EMV QR code: {why}"))
        }
    })?;
    let Some(id) = emvco::sanduq_qr_id(&o) else {
        return Err(unreadable(
            "scheme",
            "this QR code is another payment scheme's (it names no Sanduq account): pay it with that scheme's app",
        ));
    };
    let q = find(st, &id).await?;
    if q.merchant_id != m.id {
        return Err(qr_not_found());
    }
    let said = o.get("53").map(String::as_str).unwrap_or_default();
    if said != q.currency.numeric() {
        return Err(unreadable(
            "currency",
            &format!(
            "the QR code says currency {said}, its payment is in {} ({}): it was changed; ask the shop",
            q.currency.code(),
            q.currency.numeric()
        ),
        ));
    }
    let amount = emvco::amount_text(q.amount, q.currency.exponent());
    if o.get("54").is_some_and(|a| *a != amount) {
        return Err(unreadable(
            "amount",
            &format!(
                "the QR code says {}, its payment is {amount}: it was changed; ask the shop",
                o["54"]
            ),
        ));
    }
    for_payer(st, m, &q.id).await
}

/// A QR of this merchant as its payer sees it before paying (`GET /wallet/qr/{id}`).
pub async fn for_payer(st: &AppState, m: &Merchant, id_or_code: &str) -> ApiResult<Value> {
    let q = find(st, id_or_code).await?;
    if q.merchant_id != m.id {
        return Err(qr_not_found());
    }
    let read = payments::load(st, &m.id, &q.payment_id).await?;
    let now = st.now_for(m);
    Ok(json!({
        "object": "wallet_qr",
        "id": q.id,
        "readable_code": q.readable_code,
        "merchant": { "id": m.id, "name": m.branding.name.clone().unwrap_or_else(|| m.name.clone()) },
        "amount": q.amount,
        "currency": q.currency.code(),
        "description": q.description,
        "status": qr::status_of(read.payment.status_at(now)),
        "expires_at": q.expires_at,
    }))
}

/// The QR's image: (bytes, content type). PNG at the QR's size, or SVG shown at it.
pub async fn image(
    st: &AppState,
    id: &str,
    format: qr::QrFormat,
) -> ApiResult<(Vec<u8>, &'static str)> {
    let q = find(st, id).await?;
    let payload = payload_of(&q, &st.config.app_scheme);
    let fail = |e: sanduq_qr::QrError| items::internal(e);
    Ok(match format {
        qr::QrFormat::Png => (sanduq_qr::png(&payload, q.size).map_err(fail)?, "image/png"),
        qr::QrFormat::Svg => (
            sanduq_qr::svg(&payload, q.size).map_err(fail)?.into_bytes(),
            "image/svg+xml",
        ),
    })
}

/// The sandbox customer confirms a merchant-presented QR in their wallet: `{user_id, pin?}`.
/// The payment takes the buyer and is reserved and captured at once.
pub async fn pay(
    st: &AppState,
    m: &Merchant,
    id_or_code: &str,
    user: &str,
    pin: Option<String>,
    fx_quote_id: Option<&str>,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        m.require_approved()?;
        let q = find(st, id_or_code).await?;
        if q.merchant_id != m.id {
            return Err(qr_not_found());
        }
        let read = payments::load(st, &m.id, &q.payment_id).await?;
        let now = st.now_for(m);
        let found = users::require(st, &m.id, user).await?;
        let buyer = &found.user;
        let with = read
            .payment
            .with_buyer(&buyer.id, &buyer.external_user_id)?;
        // the status first: an expired or paid QR says so before any PIN check
        let mut change = with.reserve(now)?;
        let mut quote_write = None;
        if let Some(id) = fx_quote_id {
            let fx = crate::fx::load(st, m, &buyer.id, id).await?;
            let (paid, write) = payments::with_fx(change, &fx, now)?;
            change = paid;
            quote_write = Some(write);
        }
        let user_write =
            match users::check_pin(&found, pin.as_deref(), users::PinLess::of(m)).await? {
                users::PinCheck::Accepted(w) => w,
                users::PinCheck::Wrong { count, left } => {
                    return Ok(tx::Plan::refusal(
                        vec![count],
                        users::wrong_pin_error(left, left),
                    ));
                }
            };
        let spend = crate::family::Spend::Payment {
            amount: change.payment.amount,
            currency: change.payment.currency,
            payee: m,
        };
        let family = crate::family::guard(st, buyer, &spend, now).await?;
        let mut writes = payments::transition(st, &read, &mut change, "qr_payment", now).await?;
        writes.extend(user_write);
        writes.extend(quote_write);
        writes.extend(family.writes);
        let data = view(&q, &change.payment, &st.config.app_scheme, "", now);
        Ok(tx::Plan::answer(
            writes,
            StatusCode::OK,
            json!({
                "qr_id": q.id,
                "payment_id": change.payment.id,
                "status": data["status"],
                "payment_status": sanduq_domain::embedded::status_of_payment(change.payment.status),
                "amount": q.amount,
                "currency": q.currency.code(),
                "user_id": buyer.id,
                "fx_details": change.payment.fx_details,
            }),
        )
        .rules(family.rules))
    })
    .await
}
