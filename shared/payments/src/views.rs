//! Wire views: what clients see of each resource. Stored items and domain types stay apart.

use chrono::{DateTime, Utc};
use sanduq_domain::embedded::EmbeddedSession;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::{Payment, Refund};
use sanduq_domain::receipt::ReceiptRef;
use sanduq_domain::session::{core_status, CheckoutSession};
use sanduq_domain::time::Time;
use sanduq_domain::user::User;
use sanduq_domain::Currency;
use serde::Serialize;
use serde_json::{json, Map, Value};

/// A wallet's account as answers show it. The answers below are written to text straight
/// from their fields (no `Value` map built, serialized and dropped per request); each
/// struct's fields are declared in name order, as a map writes them, so the text is the
/// map's byte for byte (tests below hold each against the map it replaced).
#[derive(Serialize)]
pub struct Account {
    available: i64,
    currency: &'static str,
    display: String,
}

pub fn accounts(balances: &[(Currency, i64)]) -> Vec<Account> {
    balances
        .iter()
        .map(|(c, b)| Account {
            available: *b,
            currency: c.code(),
            display: c.display(*b),
        })
        .collect()
}

/// A user: with their wallet, the users family's answer (`user`); with `"object": "user"`
/// and no balances, as events carry it (`user_object`, `user_event_data`). Never the PIN.
#[derive(Serialize)]
pub struct UserView<'a> {
    created_at: Time<DateTime<Utc>>,
    email: &'a Option<String>,
    external_user_id: &'a str,
    id: &'a str,
    name: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    object: Option<&'static str>,
    phone: &'a Option<String>,
    pin_set: bool,
    updated_at: Time<DateTime<Utc>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    wallet: Option<UserWallet<'a>>,
}

#[derive(Serialize)]
struct UserWallet<'a> {
    accounts: Vec<Account>,
    user_id: &'a str,
}

fn user_view<'a>(u: &'a User, wallet: Option<UserWallet<'a>>) -> UserView<'a> {
    UserView {
        created_at: Time(u.created_at),
        email: &u.email,
        external_user_id: &u.external_user_id,
        id: &u.id,
        name: &u.name,
        object: wallet.is_none().then_some("user"),
        phone: &u.phone,
        pin_set: u.pin_hash.is_some(),
        updated_at: Time(u.updated_at),
        wallet,
    }
}

pub fn user<'a>(u: &'a User, balances: &[(Currency, i64)]) -> UserView<'a> {
    user_view(
        u,
        Some(UserWallet {
            accounts: accounts(balances),
            user_id: &u.id,
        }),
    )
}

/// A user's wallet (its accounts), as the top-up and the wallet read answer it.
#[derive(Serialize)]
pub struct Wallet<'a> {
    accounts: Vec<Account>,
    external_user_id: &'a str,
    user_id: &'a str,
}

pub fn wallet<'a>(u: &'a User, balances: &[(Currency, i64)]) -> Wallet<'a> {
    Wallet {
        accounts: accounts(balances),
        external_user_id: &u.external_user_id,
        user_id: &u.id,
    }
}

/// The merchant's own wallet (its settled balance per currency).
#[derive(Serialize)]
pub struct MerchantWallet<'a> {
    accounts: Vec<Account>,
    merchant_id: &'a str,
}

pub fn merchant_wallet<'a>(
    merchant_id: &'a str,
    balances: &[(Currency, i64)],
) -> MerchantWallet<'a> {
    MerchantWallet {
        accounts: accounts(balances),
        merchant_id,
    }
}

pub fn checkout_url(base: &str, session_id: &str) -> String {
    [base, "/pay/", session_id].concat()
}

/// A core checkout session; its status follows the payment, seen at `now`. Written to text
/// straight from the fields (an answer built as a `Value` map first cost a map's inserts and
/// drops per request); the names in order, as a map would write them.
#[derive(Serialize)]
pub struct Session<'a> {
    amount: i64,
    cancel_url: &'a str,
    captured_amount: i64,
    checkout_url: String,
    created_at: Time<DateTime<Utc>>,
    currency: &'static str,
    description: &'a Option<String>,
    expires_at: Time<DateTime<Utc>>,
    external_user_id: &'a str,
    id: &'a str,
    metadata: &'a Map<String, Value>,
    object: &'static str,
    payment_id: &'a str,
    reference: &'a Option<String>,
    refunded_amount: i64,
    status: &'static str,
    success_url: &'a str,
    user_id: &'a str,
}

pub fn session<'a>(
    s: &'a CheckoutSession,
    p: &'a Payment,
    now: DateTime<Utc>,
    base: &str,
) -> Session<'a> {
    Session {
        amount: p.amount,
        cancel_url: &s.cancel_url,
        captured_amount: p.captured_amount,
        checkout_url: checkout_url(base, &s.id),
        created_at: Time(s.created_at),
        currency: p.currency.code(),
        description: &p.description,
        expires_at: Time(p.expires_at),
        external_user_id: &s.external_user_id,
        id: &s.id,
        metadata: &p.metadata,
        object: "checkout.session",
        payment_id: &p.id,
        reference: &p.reference,
        refunded_amount: p.refunded_amount,
        status: core_status(p.status_at(now)),
        success_url: &s.success_url,
        user_id: &s.user_id,
    }
}

impl Session<'_> {
    /// The view as a `Value`, for an answer that is not written straight to text.
    pub fn to_value(&self) -> Value {
        serde_json::to_value(self).unwrap_or_default()
    }
}

/// A refund in full, with its metadata: the refund just made, and in its event.
#[derive(Serialize)]
pub struct RefundView<'a> {
    amount: i64,
    created_at: Time<DateTime<Utc>>,
    id: &'a str,
    metadata: &'a Map<String, Value>,
    reason: &'a str,
    receipt: &'a Option<ReceiptRef>,
    status: &'a str,
}

pub fn refund(r: &Refund) -> RefundView<'_> {
    RefundView {
        amount: r.amount,
        created_at: Time(r.created_at),
        id: &r.id,
        metadata: &r.metadata,
        reason: &r.reason,
        receipt: &r.receipt,
        status: &r.status,
    }
}

/// A refund in a payment's `refunds` list: the spec's refund record (no metadata, so that
/// a payment's answers stay small however many refunds it has).
#[derive(Serialize)]
pub struct RefundRow<'a> {
    amount: i64,
    created_at: Time<DateTime<Utc>>,
    id: &'a str,
    reason: &'a str,
    status: &'a str,
}

pub fn refund_row(r: &Refund) -> RefundRow<'_> {
    RefundRow {
        amount: r.amount,
        created_at: Time(r.created_at),
        id: &r.id,
        reason: &r.reason,
        status: &r.status,
    }
}

/// The full payment record (gateway detail), status seen at `now`, with its newest refunds.
pub fn payment(p: &Payment, refunds: &[Refund], now: DateTime<Utc>) -> Value {
    let mut v = payment_record(p, now);
    v["refunds"] = serde_json::to_value(refunds.iter().map(refund_row).collect::<Vec<_>>())
        .unwrap_or_default();
    v
}

/// The payment as the core family reads it: the gateway's record, its status in the core
/// family's words (authorized, captured, voided...; README "Two vocabularies").
pub fn core_payment(p: &Payment, refunds: &[Refund], now: DateTime<Utc>) -> Value {
    let mut v = payment(p, refunds, now);
    v["status"] = core_status(p.status_at(now)).into();
    v
}

/// The payment record without its refunds list.
fn payment_record(p: &Payment, now: DateTime<Utc>) -> Value {
    serde_json::to_value(PaymentView::of(p, now, None)).expect("a payment view is JSON")
}

/// The payment record's fields, as one struct: serialized straight to text for an event
/// (`payment_event_data`), or into a map for an answer (`payment_record`).
#[derive(Serialize)]
struct PaymentView<'a> {
    id: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    object: Option<&'static str>,
    session_id: &'a str,
    status: &'static str,
    amount: i64,
    currency: &'static str,
    captured_amount: i64,
    refunded_amount: i64,
    commission_amount: i64,
    user_id: Option<&'a str>,
    external_user_id: Option<&'a str>,
    description: &'a Option<String>,
    reference: &'a Option<String>,
    capture_mode: &'a sanduq_domain::payment::CaptureMode,
    fx_details: &'a Option<sanduq_domain::fx::FxDetails>,
    metadata: &'a serde_json::Map<String, Value>,
    authorized_at: Time<Option<DateTime<Utc>>>,
    captured_at: Time<Option<DateTime<Utc>>>,
    authorization_expires_at: Time<Option<DateTime<Utc>>>,
    void_reason: &'a Option<String>,
    voided_at: Time<Option<DateTime<Utc>>>,
    refund_count: u32,
    failure_reason: &'a Option<String>,
    failed_at: Time<Option<DateTime<Utc>>>,
    expires_at: Time<DateTime<Utc>>,
    expired_at: Time<Option<DateTime<Utc>>>,
    created_at: Time<DateTime<Utc>>,
    updated_at: Time<DateTime<Utc>>,
    receipt: &'a Option<ReceiptRef>,
}

impl<'a> PaymentView<'a> {
    /// `p` seen at `now`; `object` names the resource (an event's object says "payment").
    fn of(p: &'a Payment, now: DateTime<Utc>, object: Option<&'static str>) -> Self {
        PaymentView {
            id: &p.id,
            object,
            session_id: &p.session_id,
            status: p.status_at(now).as_str(),
            amount: p.amount,
            currency: p.currency.code(),
            captured_amount: p.captured_amount,
            refunded_amount: p.refunded_amount,
            commission_amount: p.commission_amount,
            user_id: buyer(&p.user_id),
            external_user_id: buyer(&p.external_user_id),
            description: &p.description,
            reference: &p.reference,
            capture_mode: &p.capture_mode,
            fx_details: &p.fx_details,
            metadata: &p.metadata,
            authorized_at: Time(p.authorized_at),
            captured_at: Time(p.captured_at),
            authorization_expires_at: Time(p.authorization_expires_at),
            void_reason: &p.void_reason,
            voided_at: Time(p.voided_at),
            refund_count: p.refund_count,
            failure_reason: &p.failure_reason,
            failed_at: Time(p.failed_at),
            expires_at: Time(p.expires_at),
            expired_at: Time(p.expired_at),
            created_at: Time(p.created_at),
            updated_at: Time(p.updated_at),
            receipt: &p.receipt,
        }
    }
}

/// A payment event's object: the payment record (without its refunds list), reference
/// and metadata from its creation included.
pub fn payment_object(p: &Payment, now: DateTime<Utc>) -> Value {
    serde_json::to_value(PaymentView::of(p, now, Some("payment"))).expect("a payment view is JSON")
}

/// A payment event's data as JSON text: its object (`payment_object`) and, for a refund
/// event, the refund just made with the refund's own metadata (the spec: "a refund event
/// takes the refund's metadata"). Written straight from the payment, without building the
/// object's map: a payment's events are most of the events written.
pub fn payment_event_data(
    p: &Payment,
    now: DateTime<Utc>,
    kind: &str,
    made: Option<&Refund>,
) -> String {
    #[derive(Serialize)]
    struct Data<'a> {
        object: PaymentView<'a>,
        #[serde(skip_serializing_if = "Option::is_none")]
        refund: Option<RefundView<'a>>,
    }
    let refund = match (kind == "payment.refunded", made) {
        (true, Some(r)) => Some(refund(r)),
        _ => None,
    };
    let data = Data {
        object: PaymentView::of(p, now, Some("payment")),
        refund,
    };
    sanduq_kernel::error::json_text(&data)
}

/// A user as events carry it, as a map, for an event that carries it beside other things.
pub fn user_object(u: &User) -> Value {
    serde_json::to_value(user_view(u, None)).unwrap_or_default()
}

/// A user event's data (`{"object": …}`) as JSON text, written straight from the user.
pub fn user_event_data(u: &User) -> String {
    #[derive(Serialize)]
    struct Data<'a> {
        object: UserView<'a>,
    }
    sanduq_kernel::error::json_text(&Data {
        object: user_view(u, None),
    })
}

/// The core capture answer.
#[derive(Serialize)]
pub struct CoreCapture<'a> {
    amount: i64,
    capture_tx_id: &'a Option<String>,
    captured_amount: i64,
    captured_at: Time<Option<DateTime<Utc>>>,
    commission_amount: i64,
    currency: &'static str,
    id: &'a str,
    net_amount: i64,
    receipt: &'a Option<ReceiptRef>,
    status: &'static str,
}

pub fn core_capture<'a>(p: &'a Payment, _: &[Refund]) -> CoreCapture<'a> {
    CoreCapture {
        amount: p.amount,
        capture_tx_id: &p.capture_tx_id,
        captured_amount: p.captured_amount,
        captured_at: Time(p.captured_at),
        commission_amount: p.commission_amount,
        currency: p.currency.code(),
        id: &p.id,
        net_amount: p.captured_amount - p.commission_amount,
        receipt: &p.receipt,
        status: "captured",
    }
}

/// A refund answer: the payment's totals, the refund just made (last of `refunds`, in full)
/// and the newest refunds.
#[derive(Serialize)]
pub struct RefundResult<'a> {
    amount: i64,
    captured_amount: i64,
    commission_amount: i64,
    created_at: Time<DateTime<Utc>>,
    currency: &'static str,
    id: &'a str,
    net_amount: i64,
    refund: Option<RefundView<'a>>,
    refund_count: u32,
    refunded_amount: i64,
    refunds: Vec<RefundRow<'a>>,
    status: &'a str,
    updated_at: Time<DateTime<Utc>>,
}

pub fn refund_result<'a>(
    p: &'a Payment,
    refunds: &'a [Refund],
    status: &'a str,
) -> RefundResult<'a> {
    RefundResult {
        amount: p.amount,
        captured_amount: p.captured_amount,
        commission_amount: p.commission_amount,
        created_at: Time(p.created_at),
        currency: p.currency.code(),
        id: &p.id,
        net_amount: p.captured_amount - p.refunded_amount - p.commission_amount,
        refund: refunds.last().map(refund),
        refund_count: p.refund_count,
        refunded_amount: p.refunded_amount,
        refunds: refunds.iter().map(refund_row).collect(),
        status,
        updated_at: Time(p.updated_at),
    }
}

pub fn merchant(m: &Merchant) -> Value {
    json!({
        "id": m.id,
        "name": m.name,
        "status": m.status.as_str(),
        "commission_bps": m.commission_bps,
        "rate_limit": m.rate_limit,
        "authorization_expiry_seconds": m.authorization_ttl_secs,
        "receipt_series": m.receipt_series,
        "sandbox": m.sandbox,
        "created_at": Time(m.created_at),
        "updated_at": Time(m.updated_at),
    })
}

/// The gateway capture answer: amounts as decimal strings of minor units (spec).
#[derive(Serialize)]
pub struct GatewayCapture<'a> {
    amount: String,
    capture_tx_id: &'a Option<String>,
    commission_amount: String,
    created_at: Time<DateTime<Utc>>,
    currency: &'static str,
    net_amount: String,
    payment_id: &'a str,
    receipt: &'a Option<ReceiptRef>,
    status: &'static str,
    updated_at: Time<DateTime<Utc>>,
}

pub fn gateway_capture<'a>(p: &'a Payment, _: &[Refund]) -> GatewayCapture<'a> {
    GatewayCapture {
        amount: p.captured_amount.to_string(),
        capture_tx_id: &p.capture_tx_id,
        commission_amount: p.commission_amount.to_string(),
        created_at: Time(p.created_at),
        currency: p.currency.code(),
        net_amount: (p.captured_amount - p.commission_amount).to_string(),
        payment_id: &p.id,
        receipt: &p.receipt,
        status: p.status.as_str(),
        updated_at: Time(p.updated_at),
    }
}

#[derive(Serialize)]
pub struct GatewayVoid<'a> {
    amount: i64,
    authorized_at: Time<Option<DateTime<Utc>>>,
    captured_amount: i64,
    created_at: Time<DateTime<Utc>>,
    currency: &'static str,
    id: &'a str,
    refunded_amount: i64,
    status: &'static str,
    updated_at: Time<DateTime<Utc>>,
    void_reason: &'a Option<String>,
    voided_at: Time<Option<DateTime<Utc>>>,
}

pub fn gateway_void<'a>(p: &'a Payment, _: &[Refund]) -> GatewayVoid<'a> {
    GatewayVoid {
        amount: p.amount,
        authorized_at: Time(p.authorized_at),
        captured_amount: p.captured_amount,
        created_at: Time(p.created_at),
        currency: p.currency.code(),
        id: &p.id,
        refunded_amount: p.refunded_amount,
        status: p.status.as_str(),
        updated_at: Time(p.updated_at),
        void_reason: &p.void_reason,
        voided_at: Time(p.voided_at),
    }
}

pub fn gateway_refund<'a>(p: &'a Payment, refunds: &'a [Refund]) -> RefundResult<'a> {
    refund_result(p, refunds, p.status.as_str())
}

/// One row of the gateway list.
pub fn payment_row(p: &Payment, now: DateTime<Utc>) -> Value {
    json!({
        "id": p.id,
        "status": p.status_at(now).as_str(),
        "amount": p.amount,
        "currency": p.currency.code(),
        "reference": p.reference,
        "user_id": buyer(&p.user_id),
        "created_at": Time(p.created_at),
    })
}

/// The create-session answer: exactly the spec's fields (the caller adds `session_token`).
pub fn embedded_created(s: &EmbeddedSession, now: DateTime<Utc>) -> Value {
    json!({
        "session_id": s.id,
        "amount": s.amount,
        "currency": s.currency.code(),
        "status": s.status_at(None, now),
        "expires_at": Time(s.expires_at),
        "payment_id": s.payment_id,
        "created_at": Time(s.created_at),
    })
}

/// An embedded session as its merchant reads it; its status follows its payment.
pub fn embedded_session(s: &EmbeddedSession, p: Option<&Payment>, now: DateTime<Utc>) -> Value {
    json!({
        "session_id": s.id,
        "object": "embedded.checkout.session",
        "status": s.status_at(p, now),
        "amount": s.amount,
        "currency": s.currency.code(),
        "payment_id": s.payment_id,
        "user_id": s.user_id,
        "external_user_id": s.external_user_id,
        "description": s.description,
        "reference": s.reference,
        "capture_mode": s.capture_mode,
        "redirect_url": s.redirect_url,
        "metadata": s.metadata,
        "failure_code": s.failure_code,
        "expires_at": Time(s.expires_at),
        "closed_at": Time(s.closed_at),
        "created_at": Time(s.created_at),
        "updated_at": Time(s.updated_at),
    })
}

/// An embedded session as events carry it (reference and metadata ride along).
pub fn embedded_event(s: &EmbeddedSession, p: Option<&Payment>, now: DateTime<Utc>) -> Value {
    let mut v = embedded_session(s, p, now);
    v["id"] = s.id.clone().into();
    v
}

/// The merchant as its checkout pages show it: branding over the account's name.
pub fn brand(m: &Merchant) -> Value {
    let b = &m.branding;
    json!({
        "name": b.name.clone().unwrap_or_else(|| m.name.clone()),
        "logo_url": b.logo_url,
        "brand_color": b.brand_color,
        "support_url": b.support_url,
    })
}

/// What the popup shows for a usable token.
/// What the popup shows; `other` is the buyer's balance in the other currency (what an
/// exchange could pay from).
pub fn popup(
    s: &EmbeddedSession,
    m: &Merchant,
    balance: i64,
    other: (Currency, i64),
    pin_set: bool,
    now: DateTime<Utc>,
) -> Value {
    json!({
        "session_id": s.id,
        "merchant": brand(m),
        "amount": s.amount,
        "currency": s.currency.code(),
        "exponent": s.currency.exponent(),
        "description": s.description,
        "reference": s.reference,
        "capture_mode": s.capture_mode,
        "balance": balance,
        "other": { "currency": other.0.code(), "exponent": other.0.exponent(), "balance": other.1 },
        "pin_set": pin_set,
        "sandbox": m.sandbox,
        "attempts_remaining": s.attempts_left(),
        "redirect_url": s.redirect_url,
        "status": s.status_at(None, now),
        "expires_at": Time(s.expires_at),
    })
}

/// A payment's buyer id, or null while it awaits its customer (a merchant-presented QR).
fn buyer(id: &str) -> Option<&str> {
    (!id.is_empty()).then_some(id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sanduq_domain::payment::{CaptureMode, NewPayment, PaymentStatus};

    fn paid(buyer: &str) -> Payment {
        let mut p = Payment::new(
            NewPayment {
                merchant_id: "mer_1".into(),
                session_id: "cs_1".into(),
                user_id: buyer.into(),
                external_user_id: buyer.into(),
                amount: 25_000,
                currency: Currency::Iqd,
                commission_bps: 150,
                description: Some("كتب \"نادرة\"".into()),
                reference: Some("order-7".into()),
                capture_mode: CaptureMode::Manual,
                metadata: json!({"order_id": "1001", "n": 2})
                    .as_object()
                    .cloned()
                    .unwrap(),
                lifetime_secs: 1800,
                authorization_ttl_secs: 86_400,
            },
            Utc::now(),
        );
        p.status = PaymentStatus::Completed;
        p.captured_amount = 25_000;
        p.captured_at = Some(Utc::now());
        p
    }

    /// The session's answer as it was built before it was typed: a map, written in its order.
    fn session_as_a_map(s: &CheckoutSession, p: &Payment, now: DateTime<Utc>, base: &str) -> Value {
        json!({
            "id": s.id,
            "object": "checkout.session",
            "status": core_status(p.status_at(now)),
            "amount": p.amount,
            "currency": p.currency.code(),
            "payment_id": p.id,
            "checkout_url": checkout_url(base, &s.id),
            "user_id": s.user_id,
            "external_user_id": s.external_user_id,
            "description": p.description,
            "reference": p.reference,
            "metadata": p.metadata,
            "success_url": s.success_url,
            "cancel_url": s.cancel_url,
            "captured_amount": p.captured_amount,
            "refunded_amount": p.refunded_amount,
            "expires_at": Time(p.expires_at),
            "created_at": Time(s.created_at),
        })
    }

    #[test]
    fn a_sessions_answer_is_the_text_its_map_wrote() {
        let mut p = paid("usr_1");
        let s = CheckoutSession {
            id: "cs_1".into(),
            merchant_id: "mer_1".into(),
            payment_id: p.id.clone(),
            user_id: "usr_1".into(),
            external_user_id: "buyer \"7\"".into(),
            success_url: "https://shop.example/ok?a=1&b=2".into(),
            cancel_url: "https://shop.example/cancel".into(),
            created_at: p.created_at,
        };
        let now = Utc::now();
        let base = "https://pay.sanduq.example";
        for (status, description) in [
            (PaymentStatus::Completed, Some("كتب \"نادرة\"".to_string())),
            (PaymentStatus::Created, None),
        ] {
            p.status = status;
            p.description = description;
            let typed = session(&s, &p, now, base);
            let map = session_as_a_map(&s, &p, now, base);
            assert_eq!(
                serde_json::to_string(&typed).unwrap(),
                serde_json::to_string(&map).unwrap()
            );
            assert_eq!(typed.to_value(), map);
            assert_eq!(
                sanduq_kernel::error::success_body(&typed),
                sanduq_kernel::error::success_body(&map)
            );
        }
    }

    /// `typed` writes the text `map` writes (names in order, values alike), reads back as
    /// it, and answers with the same envelope.
    fn same_as_its_map(typed: &impl Serialize, map: Value) {
        assert_eq!(
            serde_json::to_string(typed).unwrap(),
            serde_json::to_string(&map).unwrap()
        );
        assert_eq!(serde_json::to_value(typed).unwrap(), map);
        assert_eq!(
            sanduq_kernel::error::success_body(typed),
            sanduq_kernel::error::success_body(&map)
        );
    }

    // The answers as they were built before they were typed: maps, written in their order.
    fn accounts_as_maps(balances: &[(Currency, i64)]) -> Value {
        Value::Array(
            balances
                .iter()
                .map(|(c, b)| json!({ "currency": c.code(), "available": b, "display": c.display(*b) }))
                .collect(),
        )
    }

    fn refund_as_a_map(r: &Refund) -> Value {
        json!({ "id": r.id, "amount": r.amount, "reason": r.reason, "receipt": r.receipt, "status": r.status, "metadata": r.metadata, "created_at": Time(r.created_at) })
    }

    fn refund_row_as_a_map(r: &Refund) -> Value {
        json!({ "id": r.id, "amount": r.amount, "reason": r.reason, "status": r.status, "created_at": Time(r.created_at) })
    }

    fn a_refunded(p: &Payment, n: usize) -> (Payment, Vec<Refund>) {
        let mut p = p.clone();
        let mut made = Vec::new();
        for i in 0..n {
            let metadata = json!({"k": format!("v{i}"), "why": "ليس \"مناسب\""});
            let change = p
                .refund(
                    Some(1_000),
                    "requested_by_customer".into(),
                    metadata.as_object().cloned().unwrap(),
                    Utc::now(),
                )
                .unwrap();
            made.push(change.refund.unwrap());
            p = change.payment;
        }
        (p, made)
    }

    /// A user whose names need escaping in JSON, in Arabic and Kurdish.
    fn a_user(
        email: Option<String>,
        phone: Option<String>,
        pin_hash: Option<String>,
        now: DateTime<Utc>,
    ) -> User {
        User {
            email,
            phone,
            pin_hash,
            ..User::new(
                "usr_1".into(),
                "mer_1".into(),
                "buyer \"7\" ئەحمەد".into(),
                "أحمد \\ علي".into(),
                now,
            )
        }
    }

    #[test]
    fn users_and_wallets_answer_the_text_their_maps_wrote() {
        let now = Utc::now();
        for (email, phone, pin) in [
            (
                Some("a@shop.example".to_string()),
                Some("+9647701234567".to_string()),
                Some("$argon2id$x".to_string()),
            ),
            (None, None, None),
        ] {
            let u = a_user(email, phone, pin, now);
            for bal in [
                vec![(Currency::Iqd, 1_250_000), (Currency::Usd, -7)],
                vec![],
            ] {
                same_as_its_map(&accounts(&bal), accounts_as_maps(&bal));
                same_as_its_map(
                    &user(&u, &bal),
                    json!({
                        "id": u.id,
                        "external_user_id": u.external_user_id,
                        "name": u.name,
                        "email": u.email,
                        "phone": u.phone,
                        "pin_set": u.pin_hash.is_some(),
                        "wallet": { "user_id": u.id, "accounts": accounts_as_maps(&bal) },
                        "created_at": Time(u.created_at),
                        "updated_at": Time(u.updated_at),
                    }),
                );
                same_as_its_map(
                    &wallet(&u, &bal),
                    json!({ "user_id": u.id, "external_user_id": u.external_user_id, "accounts": accounts_as_maps(&bal) }),
                );
                same_as_its_map(
                    &merchant_wallet("mer_9", &bal),
                    json!({ "merchant_id": "mer_9", "accounts": accounts_as_maps(&bal) }),
                );
            }
        }
    }

    #[test]
    fn a_user_event_carries_the_text_its_map_wrote() {
        let now = Utc::now();
        for (email, pin) in [
            (
                Some("a@b.example".to_string()),
                Some("$argon2id$x".to_string()),
            ),
            (None, None),
        ] {
            let u = a_user(email, None, pin, now);
            let map = json!({
                "id": u.id,
                "object": "user",
                "external_user_id": u.external_user_id,
                "name": u.name,
                "email": u.email,
                "phone": u.phone,
                "pin_set": u.pin_hash.is_some(),
                "created_at": Time(u.created_at),
                "updated_at": Time(u.updated_at),
            });
            same_as_its_map(&user_view(&u, None), map.clone());
            assert_eq!(user_object(&u), map);
            // what `events::event` wrote of the map: `{"object": …}`
            let mut data = Map::new();
            data.insert("object".into(), map);
            assert_eq!(user_event_data(&u), sanduq_kernel::error::json_text(&data));
        }
    }

    #[test]
    fn moves_on_a_payment_answer_the_text_their_maps_wrote() {
        let mut p = paid("usr_1");
        p.capture_tx_id = Some("tx_1".into());
        let mut unpaid = paid("");
        unpaid.status = PaymentStatus::Cancelled;
        unpaid.captured_amount = 0;
        unpaid.captured_at = None;
        unpaid.void_reason = Some("no \"stock\"".into());
        unpaid.voided_at = Some(Utc::now());
        for p in [&p, &unpaid] {
            same_as_its_map(
                &core_capture(p, &[]),
                json!({
                    "id": p.id,
                    "status": "captured",
                    "amount": p.amount,
                    "captured_amount": p.captured_amount,
                    "currency": p.currency.code(),
                    "commission_amount": p.commission_amount,
                    "net_amount": p.captured_amount - p.commission_amount,
                    "capture_tx_id": p.capture_tx_id,
                    "captured_at": Time(p.captured_at),
                    "receipt": p.receipt,
                }),
            );
            same_as_its_map(
                &gateway_capture(p, &[]),
                json!({
                    "payment_id": p.id,
                    "status": p.status.as_str(),
                    "amount": p.captured_amount.to_string(),
                    "currency": p.currency.code(),
                    "commission_amount": p.commission_amount.to_string(),
                    "net_amount": (p.captured_amount - p.commission_amount).to_string(),
                    "capture_tx_id": p.capture_tx_id,
                    "receipt": p.receipt,
                    "created_at": Time(p.created_at),
                    "updated_at": Time(p.updated_at),
                }),
            );
            same_as_its_map(
                &gateway_void(p, &[]),
                json!({
                    "id": p.id,
                    "status": p.status.as_str(),
                    "amount": p.amount,
                    "currency": p.currency.code(),
                    "captured_amount": p.captured_amount,
                    "refunded_amount": p.refunded_amount,
                    "void_reason": p.void_reason,
                    "authorized_at": Time(p.authorized_at),
                    "voided_at": Time(p.voided_at),
                    "created_at": Time(p.created_at),
                    "updated_at": Time(p.updated_at),
                }),
            );
        }
        for n in [0, 1, 3] {
            let (after, refunds) = a_refunded(&p, n);
            for r in &refunds {
                same_as_its_map(&refund(r), refund_as_a_map(r));
                same_as_its_map(&refund_row(r), refund_row_as_a_map(r));
            }
            for status in ["captured", after.status.as_str()] {
                same_as_its_map(
                    &refund_result(&after, &refunds, status),
                    json!({
                        "id": after.id,
                        "status": status,
                        "amount": after.amount,
                        "currency": after.currency.code(),
                        "captured_amount": after.captured_amount,
                        "refunded_amount": after.refunded_amount,
                        "commission_amount": after.commission_amount,
                        "net_amount": after.captured_amount - after.refunded_amount - after.commission_amount,
                        "refund": refunds.last().map(refund_as_a_map),
                        "refunds": refunds.iter().map(refund_row_as_a_map).collect::<Vec<_>>(),
                        "refund_count": after.refund_count,
                        "created_at": Time(after.created_at),
                        "updated_at": Time(after.updated_at),
                    }),
                );
            }
            let mut listed = payment_record(&after, Utc::now());
            listed["refunds"] = refunds.iter().map(refund_row_as_a_map).collect();
            assert_eq!(
                payment(&after, &refunds, Utc::now()).get("refunds"),
                listed.get("refunds")
            );
        }
    }

    /// A payment event's data, written straight to text, reads back as the object the
    /// answers show (and a refund event's refund beside it): one definition of the fields.
    #[test]
    fn a_payment_events_data_is_the_payment_object_and_its_refund() {
        let now = Utc::now();
        for p in [paid("usr_1"), paid("")] {
            let data: Value =
                serde_json::from_str(&payment_event_data(&p, now, "payment.completed", None))
                    .unwrap();
            assert_eq!(data, json!({ "object": payment_object(&p, now) }));
            assert_eq!(data["object"]["object"], "payment");
            // no buyer yet: null, as before the view was a struct
            let buyer = if p.user_id.is_empty() {
                Value::Null
            } else {
                json!("usr_1")
            };
            assert_eq!(data["object"]["user_id"], buyer);
            let mut record = payment_record(&p, now);
            record["object"] = "payment".into();
            assert_eq!(data["object"], record);

            let change = p
                .refund(
                    Some(5_000),
                    "requested_by_customer".into(),
                    json!({"k": "v"}).as_object().cloned().unwrap(),
                    now,
                )
                .unwrap();
            let r = change.refund.as_ref().unwrap();
            let after = &change.payment;
            let refunded: Value =
                serde_json::from_str(&payment_event_data(after, now, "payment.refunded", Some(r)))
                    .unwrap();
            assert_eq!(
                refunded,
                json!({ "object": payment_object(after, now), "refund": refund_as_a_map(r) })
            );
            assert_eq!(refunded["refund"]["metadata"]["k"], "v");
            // a refund only rides on a refund event
            let other: Value =
                serde_json::from_str(&payment_event_data(after, now, "payment.updated", Some(r)))
                    .unwrap();
            assert!(other.get("refund").is_none());
        }
    }
}
