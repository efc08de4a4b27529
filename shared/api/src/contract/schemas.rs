//! The document's component schemas: the envelopes and what `views` answers. Each object
//! names every field its view writes (`additionalProperties: false`), so a view that
//! gains or loses a field fails the response conformance check of the schemathesis run.

use serde_json::{json, Map, Value};

pub(super) fn string() -> Value {
    json!({ "type": "string" })
}
pub(super) fn int() -> Value {
    json!({ "type": "integer" })
}
pub(super) fn boolean() -> Value {
    json!({ "type": "boolean" })
}
pub(super) fn time() -> Value {
    json!({ "type": "string", "format": "date-time" })
}
pub(super) fn code() -> Value {
    json!({ "type": "string", "enum": ["IQD", "USD"] })
}
pub(super) fn any_object() -> Value {
    json!({ "type": "object" })
}
/// The same value, or null.
pub(super) fn null(mut v: Value) -> Value {
    if let Some(t) = v.get("type").cloned() {
        v["type"] = json!([t, "null"]);
        if let Some(e) = v.get_mut("enum").and_then(Value::as_array_mut) {
            e.push(Value::Null);
        }
        v
    } else {
        json!({ "anyOf": [v, { "type": "null" }] })
    }
}
pub(super) fn reference(name: &str) -> Value {
    json!({ "$ref": format!("#/components/schemas/{name}") })
}
pub(super) fn list(items: Value) -> Value {
    json!({ "type": "array", "items": items })
}

/// An object with exactly these fields, all present.
pub(super) fn object(fields: &[(&str, Value)]) -> Value {
    let props: Map<String, Value> = fields
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    let required: Vec<&str> = fields.iter().map(|(k, _)| *k).collect();
    json!({ "type": "object", "properties": props, "required": required, "additionalProperties": false })
}

/// How a payment was paid from another currency (`sanduq_domain::fx::FxDetails`).
pub(super) fn fx_details() -> Value {
    object(&[
        ("quote_id", string()),
        ("rate", string()),
        ("official_rate", string()),
        ("spread_bps", int()),
        ("from_currency", code()),
        ("from_amount", int()),
        ("to_currency", code()),
        ("to_amount", int()),
    ])
}

/// What a payment, a refund or another movement carries of its receipt.
pub(super) fn receipt_ref() -> Value {
    object(&[("id", string()), ("number", string()), ("url", string())])
}

/// A receipt as the merchant's API answers it (`sanduq_payments::receipts::view`).
pub(super) fn receipt() -> Value {
    object(&[
        ("id", string()),
        ("object", json!({ "const": "receipt" })),
        (
            "number",
            json!({ "type": "string", "pattern": "^R-[0-9]{4}-[0-9]{6,}$" }),
        ),
        ("url", string()),
        (
            "kind",
            json!({ "type": "string", "enum": ["payment", "refund", "transfer", "cash_in", "cash_out", "exchange"] }),
        ),
        ("merchant_id", string()),
        (
            "issuer",
            object(&[
                ("name", string()),
                ("legal_name", null(string())),
                ("tax_number", null(string())),
            ]),
        ),
        ("source", string()),
        (
            "refers_to",
            null(object(&[("id", string()), ("number", string())])),
        ),
        ("amount", int()),
        ("currency", code()),
        ("counter_amount", null(int())),
        ("counter_currency", null(code())),
        ("description", null(string())),
        ("reference", null(string())),
        (
            "amount_in_words",
            object(&[("ar", string()), ("ku", string()), ("en", string())]),
        ),
        ("created_at", time()),
    ])
}

pub(super) fn payment_fields() -> Vec<(&'static str, Value)> {
    vec![
        ("id", string()),
        ("session_id", null(string())),
        ("status", reference("PaymentStatus")),
        ("amount", int()),
        ("currency", code()),
        ("captured_amount", int()),
        ("refunded_amount", int()),
        ("commission_amount", int()),
        ("user_id", null(string())),
        ("external_user_id", null(string())),
        ("description", null(string())),
        ("reference", null(string())),
        ("capture_mode", string()),
        ("fx_details", null(fx_details())),
        ("metadata", any_object()),
        ("authorized_at", null(time())),
        ("captured_at", null(time())),
        ("authorization_expires_at", null(time())),
        ("void_reason", null(string())),
        ("voided_at", null(time())),
        ("refund_count", int()),
        ("failure_reason", null(string())),
        ("failed_at", null(time())),
        ("expires_at", null(time())),
        ("expired_at", null(time())),
        ("created_at", time()),
        ("updated_at", time()),
        ("receipt", null(receipt_ref())),
    ]
}

pub(super) fn refund_row() -> Value {
    object(&[
        ("id", string()),
        ("amount", int()),
        ("reason", null(string())),
        ("status", string()),
        ("created_at", time()),
    ])
}

fn refund() -> Value {
    object(&[
        ("id", string()),
        ("amount", int()),
        ("reason", null(string())),
        ("status", string()),
        ("metadata", any_object()),
        ("receipt", null(receipt_ref())),
        ("created_at", time()),
    ])
}

/// A list of accounts: each a named `Account` (generated clients name inline objects by
/// where they stand, and two such places would make two models of one name).
pub(super) fn accounts() -> Value {
    list(reference("Account"))
}

pub(super) fn pagination() -> Value {
    object(&[
        ("page", int()),
        ("per_page", int()),
        ("total", int()),
        ("total_pages", int()),
    ])
}

/// The merchant as checkout pages show it (`views::brand`).
fn brand() -> Value {
    object(&[
        ("name", string()),
        ("logo_url", null(string())),
        ("brand_color", null(string())),
        ("support_url", null(string())),
    ])
}

/// The envelopes, payments, users, wallets, checkout sessions and the popup's page, by name
/// (`resources` has the rest).
/// The error envelope, its `code` one of `codes` (any string when none are named): whole,
/// so that an answer's schema needs no composition to say which codes it may carry.
pub fn error_envelope(codes: &[&str]) -> Value {
    let code = if codes.is_empty() {
        json!({ "type": "string" })
    } else {
        json!({ "type": "string", "enum": codes })
    };
    json!({
        "type": "object",
        "required": ["success", "error"],
        "properties": {
            "success": { "const": false },
            "error": {
                "type": "object",
                "required": ["code", "message", "request_id"],
                "properties": {
                    "code": code,
                    "message": { "type": "string" },
                    "request_id": { "type": "string" },
                    "details": { "type": "object", "description": "Field problems under `fields` (VALIDATION_ERROR); available and required amounts (INSUFFICIENT_BALANCE); attempts remaining (INVALID_PIN)." },
                },
                "additionalProperties": false,
            },
        },
        "additionalProperties": false,
    })
}

pub fn core() -> Value {
    let mut payment = payment_fields();
    payment.push(("refunds", list(refund_row())));
    let core_payment: Vec<(&str, Value)> = payment
        .iter()
        .map(|(k, v)| match *k {
            "status" => (*k, reference("CorePaymentStatus")),
            _ => (*k, v.clone()),
        })
        .collect();
    let session_status = json!({ "type": "string" });
    json!({
        "ErrorEnvelope": error_envelope(&[]),
        "Account": object(&[
            ("currency", code()),
            ("available", int()),
            ("display", string()),
        ]),
        "PaymentStatus": { "type": "string", "enum": ["created", "reserved", "completed", "partially_refunded", "cancelled", "refunded", "expired", "failed"] },
        "Payment": object(&payment),
        "CorePaymentStatus": { "type": "string", "enum": ["pending", "authorized", "captured", "partially_refunded", "refunded", "voided", "expired", "failed"] },
        "CorePayment": object(&core_payment),
        "PaymentRow": object(&[
            ("id", string()),
            ("status", reference("PaymentStatus")),
            ("amount", int()),
            ("currency", code()),
            ("reference", null(string())),
            ("user_id", null(string())),
            ("created_at", time()),
        ]),
        "PaymentList": object(&[
            ("payments", list(reference("PaymentRow"))),
            ("pagination", object(&[
                ("page", int()),
                ("per_page", int()),
                ("total", int()),
                ("total_pages", int()),
                ("next_cursor", null(string())),
            ])),
        ]),
        "Refund": refund(),
        "Receipt": receipt(),
        "RefundResult": object(&[
            ("id", string()),
            ("status", string()),
            ("amount", int()),
            ("currency", code()),
            ("captured_amount", int()),
            ("refunded_amount", int()),
            ("commission_amount", int()),
            ("net_amount", int()),
            ("refund", null(refund())),
            ("refunds", list(refund_row())),
            ("refund_count", int()),
            ("created_at", time()),
            ("updated_at", time()),
        ]),
        "CoreCapture": object(&[
            ("id", string()),
            ("status", json!({ "const": "captured" })),
            ("amount", int()),
            ("captured_amount", int()),
            ("currency", code()),
            ("commission_amount", int()),
            ("net_amount", int()),
            ("capture_tx_id", null(string())),
            ("captured_at", null(time())),
            ("receipt", null(receipt_ref())),
        ]),
        "GatewayCapture": object(&[
            ("payment_id", string()),
            ("status", reference("PaymentStatus")),
            ("amount", json!({ "type": "string", "pattern": "^-?[0-9]+$" })),
            ("currency", code()),
            ("commission_amount", json!({ "type": "string", "pattern": "^-?[0-9]+$" })),
            ("net_amount", json!({ "type": "string", "pattern": "^-?[0-9]+$" })),
            ("capture_tx_id", null(string())),
            ("receipt", null(receipt_ref())),
            ("created_at", time()),
            ("updated_at", time()),
        ]),
        "GatewayVoid": object(&[
            ("id", string()),
            ("status", reference("PaymentStatus")),
            ("amount", int()),
            ("currency", code()),
            ("captured_amount", int()),
            ("refunded_amount", int()),
            ("void_reason", null(string())),
            ("authorized_at", null(time())),
            ("voided_at", null(time())),
            ("created_at", time()),
            ("updated_at", time()),
        ]),
        "User": object(&[
            ("id", string()),
            ("external_user_id", string()),
            ("name", string()),
            ("email", null(string())),
            ("phone", null(string())),
            ("pin_set", boolean()),
            ("wallet", reference("WalletAccounts")),
            ("created_at", time()),
            ("updated_at", time()),
        ]),
        "WalletAccounts": object(&[("user_id", string()), ("accounts", accounts())]),
        "UserWallet": object(&[
            ("user_id", string()),
            ("external_user_id", string()),
            ("accounts", accounts()),
        ]),
        "MerchantWallet": object(&[("merchant_id", string()), ("accounts", accounts())]),
        "CheckoutSession": object(&[
            ("id", string()),
            ("object", json!({ "const": "checkout.session" })),
            ("status", session_status),
            ("amount", int()),
            ("currency", code()),
            ("payment_id", string()),
            ("checkout_url", string()),
            ("user_id", string()),
            ("external_user_id", string()),
            ("description", null(string())),
            ("reference", null(string())),
            ("metadata", any_object()),
            ("success_url", string()),
            ("cancel_url", string()),
            ("captured_amount", int()),
            ("refunded_amount", int()),
            ("expires_at", null(time())),
            ("created_at", time()),
        ]),
        "Branding": object(&[
            ("name", null(string())),
            ("logo_url", null(string())),
            ("brand_color", null(string())),
            ("support_url", null(string())),
            ("popup_origins", list(string())),
            ("legal_name", null(string())),
            ("tax_number", null(string())),
            ("receipt_sms", boolean()),
            ("qr_payload", json!({ "type": "string", "enum": sanduq_domain::qr::PayloadFormat::NAMES })),
            ("category_code", null(string())),
            ("latin_name", null(string())),
            ("city", null(string())),
            ("arabic_name", null(string())),
            ("arabic_city", null(string())),
        ]),
        "Clock": object(&[
            ("merchant_id", string()),
            ("now", time()),
            ("offset_seconds", int()),
        ]),
        "Pagination": pagination(),
        "EmbeddedCreated": object(&[
            ("session_id", string()),
            ("amount", int()),
            ("currency", code()),
            ("status", string()),
            ("expires_at", time()),
            ("payment_id", null(string())),
            ("created_at", time()),
            ("session_token", string()),
        ]),
        "EmbeddedSession": object(&[
            ("session_id", string()),
            ("object", json!({ "const": "embedded.checkout.session" })),
            ("status", string()),
            ("amount", int()),
            ("currency", code()),
            ("payment_id", null(string())),
            ("user_id", string()),
            ("external_user_id", string()),
            ("description", null(string())),
            ("reference", null(string())),
            ("capture_mode", string()),
            ("redirect_url", null(string())),
            ("metadata", any_object()),
            ("failure_code", null(string())),
            ("expires_at", time()),
            ("closed_at", null(time())),
            ("created_at", time()),
            ("updated_at", time()),
        ]),
        "Brand": brand(),
        "Popup": object(&[
            ("session_id", string()),
            ("merchant", brand()),
            ("amount", int()),
            ("currency", code()),
            ("exponent", int()),
            ("description", null(string())),
            ("reference", null(string())),
            ("capture_mode", string()),
            ("balance", int()),
            ("other", object(&[("currency", code()), ("exponent", int()), ("balance", int())])),
            ("pin_set", boolean()),
            ("sandbox", boolean()),
            ("amount_words", object(&[("ar", string()), ("ku", string()), ("en", string())])),
            ("attempts_remaining", int()),
            ("redirect_url", null(string())),
            ("status", string()),
            ("expires_at", time()),
        ]),
        "PublicLink": object(&[
            ("id", string()),
            ("object", json!({ "const": "payment_link" })),
            ("amount", int()),
            ("currency", code()),
            ("description", string()),
            ("status", string()),
            ("expires_at", null(time())),
            ("merchant", brand()),
            ("sandbox", boolean()),
        ]),
    })
}
