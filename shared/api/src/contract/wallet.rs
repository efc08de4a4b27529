//! The live wallet's schemas: sign-in by code, tokens, the wallet as its user sees it, and
//! the sandbox's text-message inbox.

use super::schemas::{
    boolean, code, int, list, null, object, receipt_ref, reference, string, time,
};
use serde_json::{json, Map, Value};

fn user() -> Value {
    object(&[
        ("id", string()),
        ("object", json!({ "const": "user" })),
        ("external_user_id", string()),
        ("name", string()),
        ("email", null(string())),
        ("phone", null(string())),
        ("pin_set", boolean()),
        ("created_at", time()),
        ("updated_at", time()),
    ])
}

/// A cursor page of `row`s.
fn page_of(row: Value) -> Value {
    object(&[
        ("object", json!({ "const": "list" })),
        ("data", list(row)),
        ("has_more", boolean()),
        ("next_cursor", null(string())),
    ])
}

/// A user as the merchant's books show it (`books::user_view`); one read alone carries its
/// wallets.
fn user_record(with_wallets: bool) -> Value {
    let mut fields = vec![
        ("id", string()),
        ("object", json!({ "const": "user" })),
        ("external_user_id", string()),
        ("name", string()),
        ("email", null(string())),
        ("phone", null(string())),
        ("tier", int()),
        (
            "kyc_status",
            json!({ "type": ["string", "null"], "enum": ["pending", "approved", "rejected", null] }),
        ),
        (
            "frozen",
            null(object(&[
                (
                    "scope",
                    json!({ "type": "string", "enum": ["debits", "credits", "all"] }),
                ),
                ("reason", string()),
                ("at", time()),
            ])),
        ),
        ("pin_set", boolean()),
        ("created_at", time()),
        ("updated_at", time()),
    ];
    if with_wallets {
        fields.push(("wallets", super::schemas::accounts()));
    }
    object(&fields)
}

fn party() -> Value {
    object(&[
        ("user_id", string()),
        ("external_user_id", string()),
        ("name", string()),
    ])
}

fn limits() -> Value {
    object(&[
        ("per_transfer", int()),
        ("daily_amount", int()),
        ("daily_count", int()),
        ("monthly_amount", int()),
        ("monthly_count", int()),
        ("max_balance", int()),
    ])
}

fn kyc_standing() -> Value {
    object(&[
        ("tier", int()),
        (
            "status",
            json!({ "type": "string", "enum": ["none", "pending", "approved", "rejected"] }),
        ),
        ("verification_id", null(string())),
        ("requested_tier", json!({ "type": ["integer", "null"] })),
        ("reason", null(string())),
        (
            "renewal_due",
            json!({ "type": "boolean", "description": "asked to verify again: a submission at the tier held is taken; cash-out waits for its approval" }),
        ),
    ])
}

fn kyc_fields() -> Vec<(&'static str, Value)> {
    vec![
        ("id", string()),
        ("object", json!({ "const": "kyc_verification" })),
        ("user_id", string()),
        ("tier", int()),
        (
            "status",
            json!({ "type": "string", "enum": ["pending", "approved", "rejected"] }),
        ),
        ("reason", null(string())),
        ("full_name", string()),
        (
            "document_type",
            json!({ "type": "string", "enum": sanduq_domain::kyc::DocumentType::NAMES }),
        ),
        ("document_number", string()),
        ("created_at", time()),
        ("decided_at", null(time())),
    ]
}

fn quote_fields(name: &'static str, with_user: bool) -> Vec<(&'static str, Value)> {
    let mut f = vec![
        ("id", string()),
        ("object", json!({ "const": name })),
        ("from_currency", code()),
        ("to_currency", code()),
        ("from_amount", int()),
        ("to_amount", int()),
        ("from_display", string()),
        ("to_display", string()),
        ("rate", string()),
        ("official_rate", string()),
        ("spread_bps", int()),
        ("fee", int()),
        (
            "status",
            json!({ "type": "string", "enum": ["open", "executed"] }),
        ),
        ("expires_at", time()),
        ("created_at", time()),
        ("executed_at", null(time())),
    ];
    if with_user {
        f.push(("user_id", string()));
        f.push(("receipt", null(receipt_ref())));
    }
    f
}

pub(super) fn kyc_review() -> Value {
    let mut f = kyc_fields();
    f.push(("merchant_id", string()));
    f.push((
        "date_of_birth",
        json!({ "type": "string", "format": "date" }),
    ));
    f.push((
        "document",
        object(&[
            ("key", string()),
            (
                "content_type",
                json!({ "type": "string", "enum": ["image/jpeg", "image/png"] }),
            ),
            ("bytes", int()),
            ("sha256", string()),
        ]),
    ));
    object(&f)
}

fn used() -> Value {
    object(&[("amount", int()), ("count", int())])
}

/// Amounts by currency, each named (null: none).
fn caps() -> Value {
    object(&[("IQD", null(int())), ("USD", null(int()))])
}

/// A family wallet's rules as the API writes them (`dependants::rules_view`).
fn family_rules() -> Value {
    object(&[
        ("per_payment", caps()),
        ("daily", caps()),
        ("notify_over", caps()),
        ("allowed_merchants", list(string())),
        ("allowed_categories", list(string())),
        ("cash_out", boolean()),
        (
            "transfers",
            json!({ "type": "string", "enum": sanduq_domain::family::Transfers::NAMES }),
        ),
        ("paused", boolean()),
    ])
}

fn spent() -> Value {
    object(&[("IQD", int()), ("USD", int())])
}

fn account() -> Value {
    object(&[
        ("currency", code()),
        ("available", int()),
        ("display", string()),
        (
            "displays",
            object(&[("ar", string()), ("ku", string()), ("en", string())]),
        ),
    ])
}

fn dependant() -> Value {
    object(&[
        ("id", string()),
        ("object", json!({ "const": "dependant" })),
        ("guardian_id", string()),
        ("name", string()),
        ("phone", null(string())),
        (
            "date_of_birth",
            json!({ "type": "string", "format": "date" }),
        ),
        ("age", int()),
        ("rules", family_rules()),
        ("accounts", list(account())),
        ("spent_today", spent()),
        ("pin_set", boolean()),
        (
            "frozen",
            json!({ "type": ["string", "null"], "enum": ["debits", "credits", "all", null] }),
        ),
        ("created_at", time()),
    ])
}

/// The schemas of this module, by name.
pub fn all() -> Map<String, Value> {
    let schemas = json!({
        "WalletCodeSent": object(&[
            ("otp_id", string()),
            ("expires_at", time()),
            ("resend_after", time()),
        ]),
        "WalletTokens": object(&[
            ("access_token", string()),
            ("token_type", json!({ "const": "Bearer" })),
            ("expires_in", int()),
            ("refresh_token", null(string())),
            ("user", user()),
        ]),
        "Dependant": dependant(),
        "DependantList": object(&[
            ("object", json!({ "const": "list" })),
            ("data", list(dependant())),
        ]),
        "DependantSignInCode": object(&[
            ("object", json!({ "const": "dependant_sign_in_code" })),
            ("dependant_id", string()),
            ("code", json!({ "type": "string", "pattern": "^[0-9]{10}$" })),
            ("expires_at", time()),
        ]),
        "Wallet": object(&[
            ("user", user()),
            ("accounts", list(account())),
            // a family wallet's guardian and rules (null for anyone else)
            ("family", null(object(&[
                ("guardian", object(&[("id", string()), ("name", string())])),
                ("rules", family_rules()),
                ("spent_today", spent()),
            ]))),
            ("pin_set", boolean()),
            ("pin_blocked", boolean()),
            ("frozen", json!({ "type": ["string", "null"], "enum": ["debits", "credits", "all", null] })),
            ("kyc", kyc_standing()),
            ("limits", reference("WalletUsage")),
        ]),
        // the signed-in user's limits and what is used (named: generated clients would
        // otherwise make two models called WalletLimits)
        "WalletUsage": object(&[
            ("day", string()),
            ("month", string()),
            ("transfers", list(object(&[
                ("currency", code()),
                ("limits", limits()),
                ("used_today", used()),
                ("used_this_month", used()),
            ]))),
            ("velocity", object(&[("max", int()), ("window_seconds", int()), ("used", int())])),
        ]),
        "WalletStatement": object(&[
            ("object", json!({ "const": "list" })),
            ("currency", null(code())),
            ("transactions", list(object(&[
                ("id", string()),
                ("object", json!({ "const": "wallet_transaction" })),
                ("type", json!({ "type": "string", "enum": [
                    "payment", "payment_released", "refund", "top_up", "cash_in", "cash_out",
                    "cash_out_returned", "transfer_in", "transfer_out", "exchange"] })),
                ("amount", int()),
                ("currency", code()),
                ("display", string()),
                ("displays", object(&[("ar", string()), ("ku", string()), ("en", string())])),
                ("reference", string()),
                ("receipt_url", null(string())),
                ("counterparty", object(&[
                    ("type", json!({ "type": "string", "enum": ["merchant", "user", "sandbox", "own"] })),
                    ("id", null(string())),
                    ("label", string()),
                ])),
                ("created_at", time()),
            ]))),
            ("has_more", boolean()),
            ("next_cursor", null(string())),
        ]),
        "Transfer": object(&[
            ("id", string()),
            ("object", json!({ "const": "transfer" })),
            ("from", party()),
            ("to", party()),
            ("amount", int()),
            ("currency", code()),
            ("display", string()),
            ("note", null(string())),
            ("status", json!({ "const": "completed" })),
            ("created_at", time()),
            ("receipt", null(receipt_ref())),
        ]),
        "TransferRecord": object(&[
            ("id", string()),
            ("object", json!({ "const": "transfer" })),
            ("from_user_id", string()),
            ("to_user_id", string()),
            ("amount", int()),
            ("currency", code()),
            ("display", string()),
            ("note", null(string())),
            ("status", json!({ "const": "completed" })),
            ("created_at", time()),
            ("receipt", null(receipt_ref())),
        ]),
        "UserRecord": user_record(true),
        "UserRecordList": page_of(user_record(false)),
        "TransferList": page_of(reference("TransferRecord")),
        "CashInList": page_of(reference("CashIn")),
        "CashOutList": page_of(reference("CashOut")),
        "TransferPreview": object(&[
            ("object", json!({ "const": "transfer_preview" })),
            ("to", object(&[("name", string())])),
            ("amount", int()),
            ("currency", code()),
            ("display", string()),
        ]),
        "Deposit": object(&[
            ("id", string()),
            ("object", json!({ "const": "deposit" })),
            ("merchant_id", string()),
            ("amount", int()),
            ("currency", code()),
            ("bank_reference", string()),
            ("created_at", time()),
        ]),
        "CashIn": cash_in(),
        "WalletLimits": object(&[
            ("merchant_id", string()),
            ("tiers", list(object(&[
                ("tier", int()),
                ("currency", code()),
                ("limits", limits()),
            ]))),
        ]),
        "CashOut": object(&[
            ("id", string()),
            ("object", json!({ "const": "cash_out" })),
            ("merchant_id", string()),
            ("user_id", string()),
            ("method", json!({ "type": "string", "enum": sanduq_domain::payout::CASH_OUT_METHODS })),
            ("amount", int()),
            ("currency", code()),
            ("display", string()),
            ("destination", string()),
            ("status", json!({ "type": "string", "enum": ["pending", "paid", "failed"] })),
            ("failure_reason", null(string())),
            ("created_at", time()),
            ("finished_at", null(time())),
            ("receipt", null(receipt_ref())),
        ]),
        "UserFreeze": object(&[
            ("user_id", string()),
            ("merchant_id", string()),
            ("frozen", null(object(&[
                ("scope", json!({ "type": "string", "enum": ["debits", "credits", "all"] })),
                ("reason", string()),
                ("at", time()),
            ]))),
        ]),
        "WalletSignedOut": object(&[
            ("session_id", string()),
            ("signed_out", json!({ "const": true })),
            ("sessions_ended", int()),
        ]),
        "WalletQr": object(&[
            ("object", json!({ "const": "wallet_qr" })),
            ("id", string()),
            ("readable_code", string()),
            ("merchant", object(&[("id", string()), ("name", string())])),
            ("amount", int()),
            ("currency", code()),
            ("description", null(string())),
            ("status", json!({ "type": "string", "enum": ["pending", "completed", "expired", "failed"] })),
            ("expires_at", time()),
        ]),
        "FxQuote": object(&quote_fields("fx_quote", false)),
        "Exchange": object(&quote_fields("exchange", true)),
        "FxRates": object(&[
            ("object", json!({ "const": "fx_rates" })),
            ("pair", json!({ "const": "USD/IQD" })),
            ("bid", string()),
            ("ask", string()),
            ("official_rate", string()),
            ("bid_spread_bps", int()),
            ("ask_spread_bps", int()),
            ("valid_until", null(time())),
            ("updated_at", time()),
            ("source", json!({ "type": "string", "enum": ["platform", "sandbox_default"] })),
        ]),
        "KycVerification": object(&kyc_fields()),
        "KycReview": kyc_review(),
        "KycQueue": object(&[
            ("object", json!({ "const": "list" })),
            ("data", list(json!({ "$ref": "#/components/schemas/KycReview" }))),
        ]),
        "SmsInbox": object(&[
            ("phone", string()),
            ("messages", list(object(&[
                ("id", string()),
                ("phone", string()),
                ("text", string()),
                ("sent_at", time()),
            ]))),
        ]),
    });
    match schemas {
        Value::Object(m) => m,
        _ => unreachable!("a JSON object literal"),
    }
}

/// A cash-in: at the merchant's counter, or at one of its agents (`agent_id`, present then).
fn cash_in() -> Value {
    let mut v = object(&[
        ("id", string()),
        ("object", json!({ "const": "cash_in" })),
        ("merchant_id", string()),
        ("user_id", string()),
        ("external_user_id", string()),
        ("amount", int()),
        ("currency", code()),
        ("reference", string()),
        ("created_at", time()),
        ("receipt", null(receipt_ref())),
    ]);
    v["properties"]["agent_id"] = json!({ "type": "string", "description": "the agent that took the cash (absent: the merchant did)" });
    v["properties"]["fee"] = json!({ "type": "integer", "description": "at an agent: the fee the user paid, taken from what the wallet got (0: the merchant paid it)" });
    v["properties"]["agent_share"] =
        json!({ "type": "integer", "description": "at an agent: its commission of the fee" });
    v
}
