//! The OpenAPI 3.1 document, built from the route table: paths and methods from the
//! routes themselves, fields from their descriptions, error codes from the domain's table
//! of codes and statuses, limits from the same constants the readers use.

use super::routes::Entry;
use super::{examples, resources, schemas, wallet, Answer, Auth, Field, Kind};
use crate::validate::{MAX_METADATA_KEY, MAX_METADATA_VALUE, MAX_URL};
use sanduq_domain::money::MAX_AMOUNT;
use sanduq_domain::ErrorCode;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// Text as the reader takes it: at least one character that is neither blank nor a
/// control character, and no control characters but tab and newline.
pub const TEXT_PATTERN: &str = "^[^\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F]*[^\\s\\u0000-\\u001F\\u007F-\\u009F][^\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F]*$";

/// The codes every operation of this kind may answer, beside its own.
pub fn common_errors(auth: Auth, idempotent: bool, reads: bool) -> Vec<ErrorCode> {
    use ErrorCode::*;
    let mut v = match auth {
        Auth::Secret => vec![MerchantNotFound, MerchantNotApproved, Forbidden],
        Auth::Gateway => vec![
            HmacHeadersMissing,
            HmacTimestampExpired,
            HmacKeyInvalid,
            HmacSignatureInvalid,
            MerchantNotFound,
            MerchantNotApproved,
            Forbidden,
        ],
        Auth::Admin => vec![Forbidden],
        Auth::Public => vec![],
        Auth::Publishable => vec![MerchantNotFound, MerchantNotApproved],
        Auth::User | Auth::Agent => vec![TokenExpired, Forbidden, MerchantNotApproved],
    };
    if idempotent {
        v.extend([IdempotencyKeyRequired, IdempotencyKeyReused, WalletBusy]);
    }
    if idempotent || reads {
        v.push(ValidationError);
    }
    v.extend([RateLimitExceeded, ServerError, ServiceUnavailable]);
    v
}

/// Every code an entry may answer, in one list without repeats.
pub fn errors_of(e: &Entry) -> Vec<ErrorCode> {
    let reads = e.op.body.is_some() || !e.op.query.is_empty();
    let mut v = common_errors(e.auth, e.op.idempotent, reads);
    for c in e.op.errors {
        if !v
            .iter()
            .any(|x| x.as_str() == c.as_str() && x.http_status() == c.http_status())
        {
            v.push(*c);
        }
    }
    v
}

/// The JSON Schema of one field.
pub fn field_schema(f: &Field) -> Value {
    let mut s = match f.kind {
        Kind::Text { max } => {
            json!({ "type": "string", "minLength": 1, "maxLength": max, "pattern": TEXT_PATTERN })
        }
        Kind::Word { one_of, .. } => json!({ "type": "string", "enum": one_of }),
        Kind::Pin => json!({ "type": "string", "pattern": "^[0-9]{4}$" }),
        Kind::Preference { one_of } => json!({ "type": "string", "examples": one_of }),
        Kind::Shaped {
            max,
            pattern,
            about,
        } => json!({
            "type": "string", "minLength": 1, "maxLength": max, "pattern": pattern, "description": about,
        }),
        Kind::Currency => json!({ "type": "string", "enum": ["IQD", "USD"] }),
        Kind::Url => json!({
            "type": "string", "format": "uri", "maxLength": MAX_URL,
            "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9]"
        }),
        Kind::HttpsUrl => json!({
            "type": "string", "format": "uri", "maxLength": MAX_URL,
            "pattern": "^[Hh][Tt][Tt][Pp][Ss]://[A-Za-z0-9]"
        }),
        Kind::Amount => json!({ "type": "integer", "minimum": 1, "maximum": MAX_AMOUNT }),
        Kind::Int { min, max } | Kind::IntText { min, max } => {
            json!({ "type": "integer", "minimum": min, "maximum": max })
        }
        Kind::Time => json!({ "type": "string", "format": "date-time" }),
        Kind::Date => {
            json!({ "type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" })
        }
        Kind::Image { max_bytes } => json!({
            "type": "string", "contentEncoding": "base64", "contentMediaType": "image/jpeg",
            "minLength": 8, "maxLength": 64 + max_bytes.div_ceil(3) * 4,
        }),
        Kind::Files {
            max_bytes,
            max_files,
        } => json!({
            "type": "array", "maxItems": max_files,
            "items": {
                "type": "object", "required": ["name", "data"], "additionalProperties": false,
                "properties": {
                    "name": { "type": "string", "minLength": 1, "maxLength": crate::validate::MAX_FILE_NAME },
                    "data": {
                        "type": "string", "contentEncoding": "base64",
                        "description": "a PDF, JPEG or PNG",
                        "minLength": 8, "maxLength": 64 + max_bytes.div_ceil(3) * 4,
                    },
                },
            },
        }),
        Kind::Bool => json!({ "type": "boolean" }),
        Kind::Metadata { max_keys } => json!({
            "type": "object",
            "maxProperties": max_keys,
            "propertyNames": { "minLength": 1, "maxLength": MAX_METADATA_KEY },
            "additionalProperties": {
                "anyOf": [
                    { "type": "string", "maxLength": MAX_METADATA_VALUE },
                    { "type": "boolean" },
                    {
                        "type": "number",
                        "exclusiveMinimum": -1e126, "exclusiveMaximum": 1e126,
                        "not": { "exclusiveMinimum": -1e-130, "exclusiveMaximum": 1e-130, "not": { "const": 0 } },
                    },
                ]
            },
        }),
        Kind::EventType => json!({ "type": "string", "enum": event_types() }),
        Kind::EventTypes => {
            let mut names = event_types();
            names.push("*");
            json!({ "type": "array", "minItems": 1, "items": { "type": "string", "enum": names } })
        }
        Kind::Strings {
            max,
            pattern,
            about,
        } => json!({
            "type": "array", "minItems": 1, "maxItems": max,
            "items": { "type": "string", "pattern": pattern, "description": about },
        }),
        Kind::Origin => origin_schema(),
        Kind::Origins { max } => {
            json!({ "type": "array", "maxItems": max, "items": origin_schema() })
        }
        Kind::Location => json!({
            "type": "object",
            "required": ["governorate", "district", "address"],
            "additionalProperties": false,
            "properties": {
                "governorate": { "type": "string", "enum": sanduq_domain::agent::GOVERNORATES },
                "district": { "type": "string", "minLength": 1, "maxLength": sanduq_domain::agent::MAX_DISTRICT, "pattern": TEXT_PATTERN },
                "address": { "type": "string", "minLength": 1, "maxLength": sanduq_domain::agent::MAX_ADDRESS, "pattern": TEXT_PATTERN },
                "lat": { "type": ["number", "null"], "minimum": -90, "maximum": 90, "description": "given with lng, or neither" },
                "lng": { "type": ["number", "null"], "minimum": -180, "maximum": 180 },
            },
        }),
        Kind::FamilyRules => {
            let caps = json!({
                "type": ["object", "null"],
                "additionalProperties": false,
                "properties": {
                    "IQD": { "type": ["integer", "null"], "minimum": 1, "maximum": sanduq_domain::money::MAX_AMOUNT },
                    "USD": { "type": ["integer", "null"], "minimum": 1, "maximum": sanduq_domain::money::MAX_AMOUNT },
                },
                "description": "minor units by currency; null or left out: none",
            });
            let max = sanduq_domain::family::MAX_ALLOWED;
            json!({
                "type": "object",
                "additionalProperties": false,
                "properties": {
                    "per_payment": caps, "daily": caps, "notify_over": caps,
                    "allowed_merchants": { "type": ["array", "null"], "maxItems": max, "items": { "type": "string", "pattern": "^mer_[0-9A-Za-z]{1,64}$" } },
                    "allowed_categories": { "type": ["array", "null"], "maxItems": max, "items": { "type": "string", "pattern": "^[0-9]{4}$" } },
                    "cash_out": { "type": "boolean" },
                    "transfers": { "type": "string", "enum": sanduq_domain::family::Transfers::NAMES },
                    "paused": { "type": "boolean" },
                },
                "description": "what is left out stays as it was",
            })
        }
        Kind::AgentLimits => {
            let each = json!({
                "type": "object",
                "additionalProperties": false,
                "properties": {
                    "max_float": { "type": "integer", "minimum": 0, "maximum": sanduq_domain::money::MAX_AMOUNT, "description": "the most float the agent may hold, minor units" },
                    "daily_cash_in": { "type": "integer", "minimum": 0, "maximum": sanduq_domain::money::MAX_AMOUNT, "description": "cash it may take in a Baghdad day" },
                    "daily_cash_out": { "type": "integer", "minimum": 0, "maximum": sanduq_domain::money::MAX_AMOUNT, "description": "cash it may pay out in a Baghdad day" },
                },
            });
            json!({
                "type": "object",
                "additionalProperties": false,
                "properties": { "IQD": each, "USD": each },
                "description": "what is left out stays as it was (or at the defaults)",
            })
        }
        Kind::AgentFees => {
            let tier = json!({
                "type": "object", "additionalProperties": false,
                "properties": {
                    "up_to": { "type": ["integer", "null"], "minimum": 1, "maximum": sanduq_domain::money::MAX_AMOUNT, "description": "the tier's largest amount (inclusive); only the last may leave it out" },
                    "fixed": { "type": "integer", "minimum": 0, "maximum": sanduq_domain::money::MAX_AMOUNT },
                    "bps": { "type": "integer", "minimum": 0, "maximum": 10_000 },
                },
            });
            let fee = json!({
                "type": ["object", "null"], "additionalProperties": false,
                "required": ["tiers", "paid_by"],
                "properties": {
                    "tiers": { "type": "array", "minItems": 1, "maxItems": sanduq_domain::agent_fees::MAX_TIERS, "items": tier },
                    "paid_by": { "type": "string", "enum": ["user", "merchant"] },
                    "agent_share_bps": { "type": "integer", "minimum": 0, "maximum": 10_000, "description": "the agent's share of the fee" },
                },
            });
            json!({
                "type": "object", "additionalProperties": false,
                "properties": { "cash_in": fee, "cash_out": fee },
            })
        }
        Kind::Phone => json!({
            "type": "string", "minLength": 1, "maxLength": 32,
            "description": "E.164 (+9647701234567) or an Iraqi national number (0770 123 4567); Arabic-Indic digits are read too",
        }),
        Kind::BankAccount => json!({
            "type": "object",
            "required": ["iban", "holder_name"],
            "additionalProperties": false,
            "properties": {
                "iban": {
                    "type": "string", "minLength": 4, "maxLength": 34,
                    "description": "an Iraqi IBAN: IQ, 2 check digits, a 4-letter bank code, 15 digits (spaces allowed); mod-97 checked",
                    "examples": ["IQ98 NBIQ 8501 2345 6789 012"],
                },
                "holder_name": {
                    "type": "string", "minLength": 1,
                    "maxLength": sanduq_domain::settlement::MAX_HOLDER_NAME, "pattern": TEXT_PATTERN,
                },
            },
        }),
        Kind::Words { max, one_of } => json!({
            "type": "array", "minItems": 1, "maxItems": max, "uniqueItems": true,
            "items": { "type": "string", "enum": one_of },
        }),
    };
    // an optional field's null is its absence (a clearable one's null clears it)
    if f.nullable || !f.required {
        let t = s["type"].clone();
        s["type"] = json!([t, "null"]);
        if let Some(e) = s.get_mut("enum").and_then(Value::as_array_mut) {
            e.push(Value::Null);
        }
    }
    if !f.about.is_empty() {
        s["description"] = f.about.into();
    }
    let example = examples::field(f);
    if !example.is_null() && s.get("examples").is_none() {
        s["examples"] = json!([example]);
    }
    s
}

fn event_types() -> Vec<&'static str> {
    sanduq_webhooks::catalogue::EVENTS
        .iter()
        .map(|e| e.0)
        .collect()
}

fn body_schema(fields: &[Field]) -> Value {
    let props: Map<String, Value> = fields
        .iter()
        .map(|f| (f.name.to_string(), field_schema(f)))
        .collect();
    let required: Vec<&str> = fields
        .iter()
        .filter(|f| f.required)
        .map(|f| f.name)
        .collect();
    let mut s = json!({ "type": "object", "properties": props, "additionalProperties": false });
    if !required.is_empty() {
        s["required"] = json!(required);
    }
    s
}

/// `{x}` segments of a path template.
pub fn path_params(path: &str) -> Vec<&str> {
    path.split('/')
        .filter_map(|s| s.strip_prefix('{').and_then(|s| s.strip_suffix('}')))
        .collect()
}

fn rate_headers() -> Value {
    json!({
        "X-Request-Id": { "$ref": "#/components/headers/RequestId" },
        "X-RateLimit-Limit": { "$ref": "#/components/headers/RateLimitLimit" },
        "X-RateLimit-Remaining": { "$ref": "#/components/headers/RateLimitRemaining" },
        "X-RateLimit-Reset": { "$ref": "#/components/headers/RateLimitReset" },
    })
}

/// The component of the error envelope with one code.
fn error_component(code: &str) -> String {
    format!("Error_{code}")
}

/// An answer's error schema: its code's component, or one of its codes' (whole envelopes:
/// an `allOf` over the envelope narrowed beside it fails every example where both forbid
/// what the other declares).
fn error_schema(names: &[&str]) -> Value {
    let refs: Vec<Value> = names
        .iter()
        .map(|c| json!({ "$ref": format!("#/components/schemas/{}", error_component(c)) }))
        .collect();
    match refs.as_slice() {
        [one] => one.clone(),
        _ => json!({ "anyOf": refs }),
    }
}

/// The error envelope restricted to these codes.
fn error_response(codes: &[ErrorCode]) -> Value {
    let names: Vec<&str> = codes.iter().map(|c| c.as_str()).collect();
    json!({
        "description": names.join(", "),
        "headers": rate_headers(),
        "content": { "application/json": {
            "schema": error_schema(&names),
            "example": examples::error(names[0]),
        } },
    })
}

fn json_success(schema: &str, description: &str) -> Value {
    json!({
        "description": description,
        "headers": rate_headers(),
        "content": { "application/json": { "schema": {
            "type": "object",
            "required": ["success", "data"],
            "properties": {
                "success": { "const": true },
                "data": { "$ref": format!("#/components/schemas/{schema}") },
            },
            "additionalProperties": false,
        } } },
    })
}

/// The success answers of an operation, by status.
fn success_responses(answer: Answer) -> Vec<(u16, Value)> {
    let file = |description: &str, media: &str| json!({ "description": description, "content": { media: { "schema": { "type": "string" } } } });
    match answer {
        Answer::Upsert { schema } => vec![
            (201, json_success(schema, "created")),
            (200, json_success(schema, "updated")),
        ],
        Answer::Json { status, schema } => vec![(status, json_success(schema, "success"))],
        Answer::Html => vec![(200, file("an HTML page", "text/html"))],
        Answer::Redirect => vec![(
            302,
            json!({ "description": "a redirect", "headers": { "Location": { "schema": { "type": "string" } } } }),
        )],
        Answer::File { media } => vec![(200, file("a file", media))],
    }
}

fn security(auth: Auth) -> Value {
    match auth {
        Auth::Secret => json!([{ "secretKey": [] }]),
        Auth::Gateway => json!([
            { "apiKey": [], "apiTimestamp": [], "apiSignature": [] },
            { "secretKey": [] }
        ]),
        Auth::Admin => json!([{ "adminKey": [] }, { "operatorToken": [] }, { "platformKey": [] }]),
        Auth::Public => json!([]),
        Auth::Publishable => json!([{ "publishableKey": [] }, { "secretKey": [] }]),
        Auth::User => json!([{ "userToken": [] }]),
        Auth::Agent => json!([{ "agentToken": [] }]),
    }
}

fn operation(e: &Entry) -> Value {
    let op = e.op;
    let mut params: Vec<Value> = path_params(e.path)
        .into_iter()
        .map(|p| json!({ "name": p, "in": "path", "required": true, "schema": { "type": "string", "minLength": 1, "maxLength": 128 } }))
        .collect();
    for f in op.query {
        params.push(json!({ "name": f.name, "in": "query", "required": f.required, "description": f.about, "schema": field_schema(f) }));
    }
    if op.idempotent {
        params.push(json!({ "$ref": "#/components/parameters/IdempotencyKey" }));
    }
    let mut responses = Map::new();
    for (status, ok) in success_responses(op.answer) {
        responses.insert(status.to_string(), ok);
    }
    if op.held {
        responses.insert(
            "202".into(),
            json_success("ApprovalRequest", "held for a second person's approval"),
        );
    }
    let mut by_status: BTreeMap<u16, Vec<ErrorCode>> = BTreeMap::new();
    for c in errors_of(e) {
        by_status.entry(c.http_status()).or_default().push(c);
    }
    for (status, codes) in by_status {
        responses.insert(status.to_string(), error_response(&codes));
    }
    let mut o = json!({
        "operationId": op.id,
        "summary": op.summary,
        "tags": [e.tag],
        "parameters": params,
        "responses": responses,
        "security": security(e.auth),
    });
    if !op.about.is_empty() {
        o["description"] = op.about.into();
    }
    if let Some(p) = op.permission {
        o["x-permission"] = p.as_str().into();
    }
    if let Some(fields) = op.body {
        o["requestBody"] = json!({
            "required": fields.iter().any(|f| f.required),
            "content": { "application/json": {
                "schema": body_schema(fields),
                "example": examples::body(fields),
            } },
        });
        if op.multipart {
            // the same fields as parts, each its text (a file's content as its part)
            o["requestBody"]["content"]["multipart/form-data"] =
                json!({ "schema": body_schema(fields) });
        }
    }
    o
}

/// What a tag's operations are for (every tag of the document has one).
fn tag_about(tag: &str) -> &'static str {
    match tag {
        "core" => "Checkout sessions, payments, capture, void and refund, users and the merchant's own wallet: the merchant's server, with its secret key.",
        "embedded" => "The embedded checkout: sessions for the popup, payment links, merchant-presented and customer-presented QR codes.",
        "popup" => "What the popup itself calls, with the session's token: the buyer, the PIN, a quote in the other currency, the confirmation.",
        "gateway" => "The gateway family: the same payments, signed with HMAC on every request (GETs also take the secret key).",
        "links" => "Payment links: made, listed and deactivated by the merchant.",
        "link page" => "What a payment link's public page calls: the link, a quote, the buyer's payment with the PIN.",
        "subscriptions" => "Plans, subscriptions and their billing: pause, resume, cancel, charges and retries.",
        "webhooks" => "Webhook endpoints, events, deliveries, resends and recovery, and the merchant's request log.",
        "sandbox" => "Sandbox-only helpers: top-ups, PINs, test clock, text messages and payments by test buyers.",
        "wallet" => "The live wallet: sign-in by a code to the phone, tokens, the PIN, balances and statement, transfers, exchange, cash-out, identity, payment codes and QR payments.",
        "wallet-app" => "The hosted wallet's pages (HTML), served by Sanduq.",
        "agent-app" => "The agent app's pages (HTML), served by Sanduq.",
        "disputes" => "Disputes: the buyer opens and withdraws them with the wallet's token; the merchant answers with evidence, submits or accepts with its secret key.",
        "agents" => "Agents: your cash points, where users turn cash into wallet money and back. Register them, set their limits, suspend or close them, and move float between your balance and theirs.",
        "admin" => "The platform's operators: merchants and their keys, deposits, payouts and cash-outs, identity review, freezes, limits and exchange rates.",
        "dashboard" => "The merchant dashboard's pages (HTML), served by Sanduq.",
        "pages" => "Hosted pages and files: the checkout page, the popup, QR images and the browser SDK.",
        "docs" => "This document and its reader.",
        _ => "",
    }
}

/// The whole document for these routes.
pub fn build(entries: &[Entry]) -> Value {
    let mut paths: BTreeMap<&str, Map<String, Value>> = BTreeMap::new();
    for e in entries {
        paths
            .entry(e.path)
            .or_default()
            .insert(e.method.as_str().to_ascii_lowercase(), operation(e));
    }
    let mut tags: Vec<&str> = entries.iter().map(|e| e.tag).collect();
    tags.dedup();
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Sanduq payment service",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "Merchant payments with embedded wallets (IQD, USD): checkout sessions, escrow capture, void and refund, the embedded popup, payment links and QR codes, subscriptions and signed webhooks. Every answer is an envelope: `{success: true, data}` or `{success: false, error: {code, message, request_id, details?}}`. Amounts are integers in minor units. Every POST and PATCH by a merchant takes an Idempotency-Key (a UUID v4).",
        },
        "servers": [{ "url": "/", "description": "The server that serves this document: `sanduq serve` on a laptop, or the stack's API address on AWS." }],
        "tags": tags.iter().map(|t| json!({ "name": t, "description": tag_about(t) })).collect::<Vec<_>>(),
        "paths": paths,
        "components": {
            "schemas": with_errors(schemas(), entries),
            "securitySchemes": {
                "secretKey": { "type": "http", "scheme": "bearer", "description": "The merchant's secret key, sk_test_... (sandbox) or sk_live_...." },
                "adminKey": { "type": "http", "scheme": "bearer", "description": "The platform's break-glass key: creates the first admin operator and, in an emergency, does anything an operator may; every use is in the staff audit trail." },
                "operatorToken": { "type": "http", "scheme": "bearer", "description": "An operator's session token, ops_..., from POST /api/v1/admin/sessions (e-mail, password and a TOTP code): 15 minutes idle, 8 hours at most. The operation's x-permission must be granted by one of the operator's roles." },
                "platformKey": { "type": "http", "scheme": "bearer", "description": "A scoped platform key, opk_..., from POST /api/v1/admin/keys, for a person or a service: it works where the operation's x-permission is among its scopes (and, for a person's key, granted to the person)." },
                "publishableKey": { "type": "http", "scheme": "bearer", "description": "The merchant's publishable key, pk_test_... (sandbox) or pk_live_...: safe in a browser or an app." },
                "userToken": { "type": "http", "scheme": "bearer", "bearerFormat": "JWT", "description": "A user access token (15 minutes) from /wallet/auth/verify, /wallet/auth/refresh or /users/{user_id}/sessions." },
                "agentToken": { "type": "http", "scheme": "bearer", "bearerFormat": "JWT", "description": "An agent's access token (a shift: 12 hours) from /agent/auth/verify." },
                "apiKey": { "type": "apiKey", "in": "header", "name": "X-Api-Key", "description": "The merchant's HMAC key id." },
                "apiTimestamp": { "type": "apiKey", "in": "header", "name": "X-Api-Timestamp", "description": "Unix time in seconds or, better, milliseconds (13 digits: two identical writes signed in one second then differ), within 90 seconds of the server's clock." },
                "apiSignature": { "type": "apiKey", "in": "header", "name": "X-Api-Signature", "description": "Hex HMAC-SHA256, keyed with the HMAC secret, of `{timestamp}.{METHOD}.{path with query}.{body}`." },
            },
            "parameters": {
                "IdempotencyKey": {
                    "name": "Idempotency-Key", "in": "header", "required": true,
                    "description": "A UUID v4; a retry with the same key and body replays the first answer (header Idempotent-Replayed: true).",
                    "schema": {
                        "type": "string", "format": "uuid",
                        "pattern": "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-4[0-9A-Fa-f]{3}-[89ABab][0-9A-Fa-f]{3}-[0-9A-Fa-f]{12}$",
                    },
                },
            },
            "headers": {
                "RequestId": { "description": "This request's id (also in every error).", "schema": { "type": "string" } },
                "RateLimitLimit": { "description": "Requests allowed per window.", "schema": { "type": "integer" } },
                "RateLimitRemaining": { "description": "Requests left in this window.", "schema": { "type": "integer" } },
                "RateLimitReset": { "description": "Unix seconds when the window resets.", "schema": { "type": "integer" } },
            },
        },
    })
}

/// The schemas, and the error envelope of each code some entry answers.
fn with_errors(mut all: Value, entries: &[Entry]) -> Value {
    let codes: std::collections::BTreeSet<&str> = entries
        .iter()
        .flat_map(errors_of)
        .map(|c| c.as_str())
        .collect();
    if let Some(m) = all.as_object_mut() {
        for c in codes {
            m.insert(error_component(c), schemas::error_envelope(&[c]));
        }
    }
    all
}

/// Every component schema, by name: the core's and the other resources'.
fn schemas() -> Value {
    let mut all = schemas::core();
    all.as_object_mut()
        .expect("an object")
        .extend(resources::all().into_iter().chain(wallet::all()));
    all
}

/// A browser origin as the pages read it (`sanduq_pages::origin`).
fn origin_schema() -> Value {
    json!({
        "type": "string", "maxLength": sanduq_pages::MAX_ORIGIN,
        "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9.:\\[\\]-]+$"
    })
}
