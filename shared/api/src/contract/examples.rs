//! Examples for the document: a value for each request field (from its kind, and its name
//! where the kind alone says too little), a request body per operation, and an error
//! envelope per status. Redoc shows them; schemathesis's examples phase sends them.

use super::{Field, Kind};
use serde_json::{json, Map, Value};

/// A 1x1 transparent PNG, in base64.
pub const EXAMPLE_PNG: &str = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/// A text field's example, by the field's name.
fn text(name: &str) -> &'static str {
    match name {
        "external_user_id" | "customer_id" => "user-1042",
        "user_id" => "usr_6f2d4c1e9a8b4d21b3e5a7c9",
        "plan_id" => "plan_0c9e7d5b3a1f4e2d8c6b4a29",
        "endpoint_id" => "we_d94b0316d1d4411da69e95c2",
        "session_token" => "est_4b1f0e9d8c7a6b5e4d3c2b1a0f9e8d7c",
        "user_token" => "uqt_7e3a9c1d5b2f4e6a8c0d2e4f6a8b0c1d",
        "user" | "phone" => "+9647701234567",
        "otp_id" => "otp_5c1e9a7b3d2f4e6a8c0b1d3f",
        "refresh_token" => "wrt_9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c",
        "name" | "full_name" => "Zhyan Ali",
        "description" => "Two books",
        "reference" => "order-1042",
        "reason" => "customer request",
        "date_of_birth" => "1975-02-01",
        // a watch list in the platform's own format (the one every source of the example reads)
        "content" => r#"[{"name": "Saad al-Hamdani", "date_of_birth": "1975"}]"#,
        _ => "example",
    }
}

/// An example value of a field.
pub fn field(f: &Field) -> Value {
    match f.kind {
        Kind::Text { .. } => text(f.name).into(),
        Kind::Word { one_of, .. } | Kind::Preference { one_of } => json!(one_of[0]),
        Kind::Pin => json!("1234"),
        Kind::Shaped { .. } => match f.name {
            "email" => json!("zhyan@example.iq"),
            "phone" => json!("+9647701234567"),
            "brand_color" => json!("#1F5F8B"),
            "password" => json!("correct horse battery staple"),
            // a withdrawal's whole code (its 6 digits and the 4 texted), or a texted code
            "code" if matches!(f.kind, Kind::Shaped { max: 14, .. }) => json!("4815162342"),
            "code" => json!("481516"),
            "document_number" => json!("A12345678"),
            "user_id" => json!("usr_4f1c2a9e7b3d5f8a0c6e2b4d"),
            "bid" => json!("1287.5"),
            "ask" => json!("1312.5"),
            "official" => json!("1300"),
            "types" => json!("payment.*,kyc.approved"),
            _ => Value::Null,
        },
        Kind::Currency => json!("IQD"),
        Kind::Url => json!("https://shop.example/thanks"),
        Kind::HttpsUrl => json!("https://shop.example/logo.png"),
        Kind::Amount => json!(25_000),
        Kind::Int { min, .. } | Kind::IntText { min, .. } => json!(min.max(1)),
        Kind::Time => json!("2026-11-22T10:00:00Z"),
        Kind::Date => json!("1990-05-01"),
        // a 1x1 PNG
        Kind::Image { .. } => json!(EXAMPLE_PNG),
        Kind::Files { .. } => json!([{ "name": "delivery-note.png", "data": EXAMPLE_PNG }]),
        Kind::Bool => json!(false),
        Kind::Metadata { .. } => json!({ "order": "1042" }),
        Kind::EventType => json!("payment.completed"),
        Kind::EventTypes => json!(["payment.completed", "payment.refunded"]),
        Kind::Origin => json!("https://shop.example"),
        Kind::Origins { .. } => json!(["https://shop.example"]),
        Kind::Location => json!({
            "governorate": "baghdad", "district": "Karrada", "address": "Street 62, near the Alwiya club",
            "lat": 33.3032, "lng": 44.4266,
        }),
        Kind::AgentLimits => json!({ "IQD": { "max_float": 20_000_000 } }),
        Kind::Phone => json!("+9647701234567"),
        Kind::FamilyRules => json!({
            "per_payment": { "IQD": 25_000 }, "daily": { "IQD": 50_000 },
            "notify_over": { "IQD": 10_000 }, "allowed_categories": ["5942", "5411"],
            "cash_out": false, "transfers": "guardian_only", "paused": false,
        }),
        Kind::AgentFees => json!({
            "cash_in": { "paid_by": "merchant", "agent_share_bps": 10_000, "tiers": [{ "fixed": 250 }] },
            "cash_out": { "paid_by": "user", "agent_share_bps": 6_000, "tiers": [{ "up_to": 100_000, "fixed": 500 }, { "bps": 80 }] },
        }),
        Kind::BankAccount => {
            json!({ "iban": "IQ98NBIQ850123456789012", "holder_name": "Baghdad Books LLC" })
        }
        Kind::Words { one_of, .. } => json!([one_of.first().copied().unwrap_or_default()]),
        Kind::Strings { .. } => match f.name {
            "indicators" => json!(["STRUC"]),
            "alert_ids" => json!(["alr_0f3a5c7e9b1d2f4a6c8e0b2d"]),
            _ => Value::Null,
        },
    }
}

/// A typical request body: the required fields, and the optional texts and metadata (the
/// optional settings stay at their defaults, so the example is a request that works).
pub fn body(fields: &[Field]) -> Value {
    let typical =
        |f: &&Field| f.required || matches!(f.kind, Kind::Text { .. } | Kind::Metadata { .. });
    let m: Map<String, Value> = fields
        .iter()
        .filter(typical)
        .map(|f| (f.name.to_string(), field(f)))
        .filter(|(_, v)| !v.is_null())
        .collect();
    Value::Object(m)
}

/// The error envelope with `code`.
pub fn error(code: &str) -> Value {
    json!({
        "success": false,
        "error": {
            "code": code,
            "message": "what went wrong, in a sentence",
            "request_id": "req_b31f5d963b9e4583b67de3f2ca7a9084",
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_body_has_the_required_fields_and_leaves_settings_at_their_defaults() {
        let fields = [
            Field::req("amount", Kind::Amount, ""),
            Field::req("currency", Kind::Currency, ""),
            Field::opt("description", Kind::Text { max: 256 }, ""),
            Field::opt(
                "size",
                Kind::Int {
                    min: 200,
                    max: 1000,
                },
                "",
            ),
        ];
        assert_eq!(
            body(&fields),
            json!({ "amount": 25_000, "currency": "IQD", "description": "Two books" })
        );
    }
}
