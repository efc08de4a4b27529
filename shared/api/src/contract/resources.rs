//! The component schemas of the resources beyond a payment: payment links, QR codes, the
//! popup's answers, plans and subscriptions, webhook endpoints, events and deliveries, and
//! the admin API's merchants, keys and audit. Each names every field its view writes, as in
//! `schemas.rs`; tests/answers.rs validates a real answer of every operation against them.

use super::schemas::{
    any_object, boolean, code, int, list, null, object, pagination, payment_fields, reference,
    refund_row, string, time,
};
use serde_json::{json, Map, Value};

fn one_of(values: &[&str]) -> Value {
    json!({ "type": "string", "enum": values })
}

/// `object` plus fields that only some answers carry.
fn with_optional(mut v: Value, optional: &[(&str, Value)]) -> Value {
    for (k, s) in optional {
        v["properties"][*k] = s.clone();
    }
    v
}

/// `base`'s fields plus `more`, all present.
fn extend(base: &[(&'static str, Value)], more: &[(&'static str, Value)]) -> Value {
    let mut all = base.to_vec();
    all.extend(more.iter().cloned());
    object(&all)
}

/// A page of `items` under `key`, with the pagination.
fn page(key: &str, items: Value) -> Value {
    object(&[(key, list(items)), ("pagination", pagination())])
}

/// A numbered page's fields (absent on a cursor page), and the cursor to the next page
/// (`next_cursor`, null on the last).
fn event_pagination() -> Value {
    let mut p = pagination();
    p["properties"]["has_more"] = json!({ "type": "boolean" });
    p["properties"]["next_cursor"] = super::schemas::null(string());
    p["required"] = json!(["per_page", "has_more", "next_cursor"]);
    p
}

fn link_fields() -> Vec<(&'static str, Value)> {
    vec![
        ("id", string()),
        ("object", json!({ "const": "payment_link" })),
        ("url", string()),
        ("short_url", string()),
        ("amount", int()),
        ("currency", code()),
        ("description", string()),
        ("reference", null(string())),
        ("redirect_url", null(string())),
        ("metadata", any_object()),
        (
            "status",
            one_of(&["active", "expired", "max_uses_reached", "deactivated"]),
        ),
        ("uses", int()),
        ("max_uses", int()),
        ("expires_at", time()),
        ("created_at", time()),
        ("deactivated_at", null(time())),
    ]
}

fn plan() -> Value {
    object(&[
        ("id", string()),
        ("object", json!({ "const": "subscription_plan" })),
        ("name", string()),
        ("amount", int()),
        ("currency", code()),
        ("interval", reference("Interval")),
        ("interval_count", int()),
        ("trial_days", int()),
        ("grace_period_days", int()),
        ("status", one_of(&["active", "archived"])),
        ("archived_at", null(time())),
        ("created_at", time()),
        ("updated_at", time()),
    ])
}

fn subscription() -> Value {
    let failure = object(&[("code", string()), ("message", string()), ("at", time())]);
    object(&[
        ("id", string()),
        ("object", json!({ "const": "subscription" })),
        ("plan_id", string()),
        ("customer_id", string()),
        ("user_id", string()),
        ("external_user_id", string()),
        (
            "status",
            one_of(&["trialing", "active", "past_due", "paused", "canceled"]),
        ),
        ("amount", int()),
        ("currency", code()),
        ("interval", reference("Interval")),
        ("interval_count", int()),
        ("grace_period_days", int()),
        ("billing_cycle_anchor", time()),
        ("current_period_start", null(time())),
        ("current_period_end", null(time())),
        ("next_billing_at", null(time())),
        ("trial_start", null(time())),
        ("trial_end", null(time())),
        ("cancel_at_period_end", boolean()),
        ("canceled_at", null(time())),
        (
            "cancellation_reason",
            null(one_of(&["requested", "payment_failed"])),
        ),
        ("paused_at", null(time())),
        ("resumed_at", null(time())),
        ("past_due_since", null(time())),
        ("retries_made", null(int())),
        ("next_retry_at", null(time())),
        ("grace_period_ends_at", null(time())),
        ("latest_payment_id", null(string())),
        ("last_payment_error", null(failure)),
        ("created_at", time()),
        ("updated_at", time()),
    ])
}

fn endpoint_fields() -> Vec<(&'static str, Value)> {
    vec![
        ("id", string()),
        ("object", json!({ "const": "webhook_endpoint" })),
        ("url", string()),
        ("events", list(string())),
        ("description", null(string())),
        ("status", one_of(&["enabled", "disabled"])),
        ("disabled_reason", null(string())),
        ("failing_since", null(time())),
        ("created_at", time()),
        ("updated_at", time()),
    ]
}

fn delivery() -> Value {
    let attempt = object(&[
        ("number", int()),
        ("at", time()),
        ("status", null(int())),
        ("latency_ms", int()),
        ("error", null(string())),
        ("response", null(string())),
    ]);
    object(&[
        ("endpoint_id", string()),
        ("status", one_of(&["pending", "delivered", "failed"])),
        ("attempts_made", int()),
        ("next_attempt_at", null(time())),
        ("delivered_at", null(time())),
        ("failure", null(string())),
        ("attempts", list(attempt)),
    ])
}

fn event_fields() -> Vec<(&'static str, Value)> {
    // `data.object` is the object as it is after the change; a refund event adds `refund`
    let data = json!({
        "type": "object",
        "required": ["object"],
        "properties": { "object": { "type": "object" } },
    });
    vec![
        ("id", string()),
        ("object", json!({ "const": "event" })),
        ("type", string()),
        ("created_at", time()),
        ("livemode", boolean()),
        ("sequence", int()),
        ("data", data),
    ]
}

fn merchant_fields() -> Vec<(&'static str, Value)> {
    vec![
        ("id", string()),
        ("name", string()),
        ("status", string()),
        ("commission_bps", int()),
        ("rate_limit", null(int())),
        ("authorization_expiry_seconds", null(int())),
        ("receipt_series", int()),
        ("sandbox", boolean()),
        ("created_at", time()),
        ("updated_at", time()),
    ]
}

/// Any JSON value, null included (a setting as it was or became).
fn any_value() -> Value {
    json!({})
}

fn operator_fields() -> Vec<(&'static str, Value)> {
    let roles = sanduq_domain::operators::OpsRole::ALL.map(|r| r.as_str());
    vec![
        ("id", string()),
        ("object", json!({ "const": "operator" })),
        ("email", string()),
        ("roles", list(one_of(&roles))),
        (
            "status",
            one_of(&["invited", "enrolling", "active", "disabled"]),
        ),
        ("recovery_codes_left", int()),
        ("invited_by", string()),
        ("created_at", time()),
        ("last_signin_at", null(time())),
    ]
}

fn approval_fields() -> Vec<(&'static str, Value)> {
    let person = object(&[("id", string()), ("name", string())]);
    let actions = sanduq_domain::approvals::Action::ALL.map(|a| a.as_str());
    vec![
        ("id", string()),
        ("object", json!({ "const": "approval_request" })),
        (
            "status",
            one_of(&[
                "pending_approval",
                "approved",
                "rejected",
                "failed",
                "expired",
            ]),
        ),
        ("action", one_of(&actions)),
        ("permission", string()),
        ("target", string()),
        ("change", any_object()),
        ("maker", person.clone()),
        ("checker", null(person)),
        ("reason", null(string())),
        ("outcome", null(any_object())),
        ("created_at", time()),
        ("expires_at", time()),
        ("decided_at", null(time())),
    ]
}

fn platform_key_fields() -> Vec<(&'static str, Value)> {
    let scopes = sanduq_domain::operators::Permission::ALL.map(|p| p.as_str());
    vec![
        ("id", string()),
        ("object", json!({ "const": "platform_key" })),
        ("operator_id", null(string())),
        ("service", null(string())),
        ("scopes", list(one_of(&scopes))),
        ("prefix", string()),
        ("created_by", string()),
        ("created_at", time()),
        ("revoked", boolean()),
    ]
}

/// A merchant's balance and its balance transactions.
fn balance_schemas() -> Value {
    let amounts = || list(object(&[("currency", code()), ("amount", int())]));
    let txn = || {
        object(&[
            ("id", string()),
            ("object", json!({ "const": "balance_transaction" })),
            ("type", one_of(&sanduq_domain::balance::TxnType::NAMES)),
            ("amount", int()),
            ("fee", int()),
            ("net", int()),
            ("currency", code()),
            ("source", object(&[("object", string()), ("id", string())])),
            ("created", time()),
            ("available_on", time()),
            ("payout", null(string())),
        ])
    };
    let payout = || {
        object(&[
            ("id", string()),
            ("object", json!({ "const": "payout" })),
            ("merchant_id", string()),
            ("amount", int()),
            ("currency", code()),
            ("display", string()),
            ("destination", string()),
            (
                "status",
                json!({ "type": "string", "enum": ["pending", "paid", "failed"] }),
            ),
            ("failure_reason", null(string())),
            ("created_at", time()),
            ("finished_at", null(time())),
            ("automatic", boolean()),
            (
                "settles",
                null(object(&[("from", null(time())), ("to", time())])),
            ),
        ])
    };
    let schedules = sanduq_domain::settlement::Schedule::NAMES;
    let report = || {
        object(&[
            ("id", string()),
            ("object", json!({ "const": "report_run" })),
            ("type", one_of(&sanduq_domain::report::ReportType::NAMES)),
            ("from", time()),
            ("to", time()),
            ("currency", null(code())),
            ("columns", list(string())),
            ("status", one_of(&["pending", "succeeded", "failed"])),
            ("rows", null(int())),
            ("failure", null(string())),
            ("url", null(string())),
            ("created_at", time()),
            ("finished_at", null(time())),
        ])
    };
    let position = || {
        object(&[
            ("wallets", int()),
            ("holds", int()),
            ("merchant_balances", int()),
            ("in_transit", int()),
            ("commission", int()),
            ("dispute_holds", int()),
            ("agents", int()),
            ("outstanding", int()),
            ("backed_by", int()),
            ("exchanged_in", int()),
            ("difference", int()),
        ])
    };
    let pair = || {
        object(&[
            ("line", int()),
            ("id", string()),
            ("kind", null(string())),
            ("amount", null(int())),
        ])
    };
    json!({
        "SafeguardingStatement": object(&[
            ("object", json!({ "const": "safeguarding_statement" })),
            ("environment", json!({ "enum": ["production", "sandbox"] })),
            ("at", time()),
            ("ok", boolean()),
            ("currencies", list(object(&[
                ("currency", code()),
                ("wallets", int()),
                ("holds", int()),
                ("merchant_balances", int()),
                ("in_transit", int()),
                ("commission", int()),
                ("dispute_holds", int()),
                ("agents", int()),
                ("outstanding", int()),
                ("backed_by", int()),
                ("exchanged_in", int()),
                ("difference", int()),
            ]))),
        ]),
        "SafeguardingDay": object(&[
            ("object", json!({ "const": "safeguarding_day" })),
            ("day", string()),
            ("from", time()),
            ("to", time()),
            ("complete", boolean()),
            ("ok", boolean()),
            ("currencies", list(object(&[
                ("currency", code()),
                ("opening", position()),
                ("came_in", json!({ "type": "object", "additionalProperties": int() })),
                ("went_out", json!({ "type": "object", "additionalProperties": int() })),
                ("total_in", int()),
                ("total_out", int()),
                ("exchanged_in", int()),
                ("closing", position()),
                ("difference", int()),
                ("ties", boolean()),
            ]))),
        ]),
        "BankReconciliation": object(&[
            ("object", json!({ "const": "bank_reconciliation" })),
            ("currency", code()),
            ("from", string()),
            ("to", string()),
            ("lines", int()),
            ("ok", boolean()),
            ("matched", list(pair())),
            ("duplicates", list(pair())),
            ("unmatched_lines", list(object(&[
                ("line", int()),
                ("date", string()),
                ("amount", int()),
                ("reference", string()),
            ]))),
            ("unmatched_movements", list(object(&[
                ("id", string()),
                ("kind", string()),
                ("amount", int()),
                ("reference", string()),
            ]))),
        ]),
        "ReportRun": report(),
        "ReportRunList": object(&[
            ("object", json!({ "const": "list" })),
            ("data", list(report())),
            ("has_more", boolean()),
            ("next_cursor", null(string())),
        ]),
        "Payout": payout(),
        "PayoutList": object(&[
            ("object", json!({ "const": "list" })),
            ("data", list(payout())),
            ("has_more", boolean()),
            ("next_cursor", null(string())),
        ]),
        "PayoutSettings": object(&[
            ("object", json!({ "const": "payout_settings" })),
            ("schedule", one_of(&schedules)),
            ("weekly_anchor", one_of(&sanduq_domain::settlement::WEEKDAYS)),
            ("minimum_amount", int()),
            ("currency", code()),
            ("bank_account", null(object(&[
                ("iban", string()),
                ("iban_display", string()),
                ("holder_name", string()),
            ]))),
            ("next_payout_at", null(time())),
            ("updated_at", null(time())),
        ]),
        "Balance": object(&[
            ("object", json!({ "const": "balance" })),
            ("available", amounts()),
            ("pending", amounts()),
            ("in_transit", amounts()),
        ]),
        "BalanceTransaction": txn(),
        "BalanceTransactionList": object(&[
            ("object", json!({ "const": "list" })),
            ("data", list(txn())),
            ("has_more", boolean()),
            ("next_cursor", null(string())),
        ]),
    })
}

/// The platform team's schemas: operators, their sessions and keys, the audit trail.
/// A dispute and its lists (issue 77).
fn agent_schemas() -> Value {
    let by_currency = || object(&[("IQD", int()), ("USD", int())]);
    let limits = || {
        object(&[
            ("max_float", int()),
            ("daily_cash_in", int()),
            ("daily_cash_out", int()),
        ])
    };
    let number = || null(json!({ "type": "number" }));
    let agent = || {
        object(&[
            ("id", string()),
            ("object", json!({ "const": "agent" })),
            ("merchant_id", string()),
            ("name", string()),
            ("phone", string()),
            ("code", json!({ "type": "string", "pattern": "^[0-9]{6}$" })),
            (
                "location",
                object(&[
                    ("governorate", one_of(&sanduq_domain::agent::GOVERNORATES)),
                    ("district", string()),
                    ("address", string()),
                    ("lat", number()),
                    ("lng", number()),
                ]),
            ),
            ("till_number", null(string())),
            ("status", one_of(&sanduq_domain::agent::Status::NAMES)),
            ("limits", object(&[("IQD", limits()), ("USD", limits())])),
            ("float", by_currency()),
            ("commission", by_currency()),
            ("pin_set", boolean()),
            ("activated_at", null(time())),
            ("created_at", time()),
            ("updated_at", time()),
        ])
    };
    let tier = object(&[("up_to", null(int())), ("fixed", int()), ("bps", int())]);
    let fee = null(object(&[
        ("tiers", list(tier)),
        ("paid_by", one_of(&["user", "merchant"])),
        ("agent_share_bps", int()),
    ]));
    let fees = object(&[("cash_in", fee.clone()), ("cash_out", fee)]);
    let agent_deposit = object(&[
        ("id", string()),
        ("object", json!({ "const": "agent_deposit" })),
        ("agent_id", string()),
        ("merchant_id", string()),
        ("amount", int()),
        ("currency", code()),
        ("status", one_of(&["pending", "confirmed", "rejected"])),
        ("created_at", time()),
        ("decided_at", null(time())),
    ]);
    let agent_fees = object(&[
        ("object", json!({ "const": "agent_fees" })),
        ("IQD", fees.clone()),
        ("USD", fees),
    ]);
    let withdrawal = object(&[
        ("id", string()),
        ("object", json!({ "const": "withdrawal" })),
        ("user_id", string()),
        ("amount", int()),
        ("currency", code()),
        ("display", string()),
        ("fee", int()),
        ("fee_paid_by", null(one_of(&["user", "merchant"]))),
        ("total", int()),
        ("notes", list(object(&[("note", int()), ("count", int())]))),
        ("status", one_of(&sanduq_domain::withdrawal::Status::NAMES)),
        (
            "code_part",
            null(
                json!({ "type": "string", "pattern": "^[0-9]{6}$", "description": "the code's first 6 digits, while it is pending (its last 4 come by SMS)" }),
            ),
        ),
        ("tries_left", int()),
        ("agent_id", null(string())),
        ("canceled_by", null(one_of(&["user", "wrong_codes"]))),
        ("receipt", null(super::schemas::receipt_ref())),
        ("expires_at", time()),
        ("created_at", time()),
        ("ended_at", null(time())),
    ]);
    json!({
        "Agent": agent(),
        "AgentTokens": object(&[
            ("access_token", string()),
            ("token_type", json!({ "const": "Bearer" })),
            ("expires_in", int()),
            ("agent", agent()),
        ]),
        "Withdrawal": withdrawal.clone(),
        "WithdrawalList": object(&[
            ("object", json!({ "const": "list" })),
            ("data", list(withdrawal)),
        ]),
        "AgentOperationList": object(&[
            ("object", json!({ "const": "list" })),
            ("data", list(object(&[
                ("id", string()),
                ("object", json!({ "const": "agent_operation" })),
                ("type", one_of(&["cash_in", "cash_out", "float_in", "float_out", "commission_move", "cash_to_merchant"])),
                ("amount", int()),
                ("currency", code()),
                ("fee", int()),
                ("commission", int()),
                ("at", time()),
                ("receipt", null(super::schemas::receipt_ref())),
            ]))),
        ]),
        "AgentStatement": object(&[
            ("object", json!({ "const": "agent_statement" })),
            ("agent_id", string()),
            ("date", json!({ "type": "string", "format": "date" })),
            ("from", time()),
            ("to", time()),
            ("final", boolean()),
            ("currencies", list(object(&[
                ("currency", code()),
                ("opening_float", int()),
                ("cash_ins", object(&[("count", int()), ("amount", int())])),
                ("cash_outs", object(&[("count", int()), ("amount", int())])),
                ("float_in", int()),
                ("float_out", int()),
                ("commissions", int()),
                ("commission_earned", int()),
                ("cash_to_merchant", int()),
                ("closing_float", int()),
                ("drawer_change", int()),
            ]))),
        ]),
        "AgentFees": agent_fees,
        "WalletAgentList": object(&[
            ("object", json!({ "const": "list" })),
            ("data", list(object(&[
                ("id", string()),
                ("name", string()),
                (
                    "location",
                    object(&[
                        ("governorate", one_of(&sanduq_domain::agent::GOVERNORATES)),
                        ("district", string()),
                        ("address", string()),
                        ("lat", null(json!({ "type": "number" }))),
                        ("lng", null(json!({ "type": "number" }))),
                    ]),
                ),
                ("till_number", null(string())),
            ]))),
        ]),
        "AgentDeposit": agent_deposit.clone(),
        "AgentDepositList": object(&[
            ("object", json!({ "const": "list" })),
            ("data", list(agent_deposit)),
        ]),
        "AgentSettings": object(&[
            ("object", json!({ "const": "agent_settings" })),
            ("smallest_iqd_note", int()),
            ("user_daily_iqd", int()),
            ("user_daily_usd", int()),
        ]),
        "AgentCashInPreview": object(&[
            ("object", json!({ "const": "agent_cash_in_preview" })),
            ("phone", string()),
            ("name", string()),
            ("amount", int()),
            ("currency", code()),
            ("fee", int()),
            ("fee_paid_by", null(one_of(&["user", "merchant"]))),
            ("credited", int()),
        ]),
        "AgentCommissionMove": object(&[
            ("id", string()),
            ("object", json!({ "const": "agent_commission_move" })),
            ("agent_id", string()),
            ("amount", int()),
            ("currency", code()),
            ("created_at", time()),
        ]),
        "WithdrawalPreview": object(&[
            ("object", json!({ "const": "withdrawal_preview" })),
            ("amount", int()),
            ("currency", code()),
            ("notes", list(object(&[("note", int()), ("count", int())]))),
            ("fee", int()),
            ("fee_paid_by", null(one_of(&["user", "merchant"]))),
            ("total", int()),
        ]),
        "AgentUser": object(&[
            ("object", json!({ "const": "agent_user" })),
            ("phone", string()),
            ("name", string()),
            ("may_receive", boolean()),
        ]),
        "AgentList": object(&[
            ("object", json!({ "const": "list" })),
            ("data", list(agent())),
            ("has_more", boolean()),
            ("next_cursor", null(string())),
        ]),
        "AgentFloatMove": object(&[
            ("id", string()),
            ("object", json!({ "const": "agent_float_move" })),
            ("agent_id", string()),
            ("merchant_id", string()),
            ("direction", one_of(&sanduq_domain::agent::Direction::NAMES)),
            ("amount", int()),
            ("currency", code()),
            ("created_at", time()),
        ]),
    })
}

fn dispute_schemas() -> Value {
    let dispute = || {
        object(&[
            ("id", string()),
            ("object", json!({ "const": "dispute" })),
            ("payment_id", string()),
            ("merchant_id", string()),
            ("user_id", string()),
            ("external_user_id", string()),
            ("amount", int()),
            ("currency", code()),
            ("display", string()),
            ("reason", one_of(&sanduq_domain::dispute::Reason::NAMES)),
            ("description", string()),
            ("status", one_of(&sanduq_domain::dispute::Status::NAMES)),
            ("held", int()),
            ("shortfall", int()),
            (
                "evidence",
                list(object(&[
                    ("text", string()),
                    ("files", list(any_object())),
                    ("added_at", time()),
                ])),
            ),
            ("respond_by", time()),
            ("submitted_at", null(time())),
            ("closed_at", null(time())),
            ("outcome_reason", null(string())),
            ("created_at", time()),
            ("updated_at", time()),
        ])
    };
    json!({
        "Dispute": dispute(),
        "DisputeList": object(&[
            ("object", json!({ "const": "list" })),
            ("data", list(dispute())),
            ("has_more", boolean()),
            ("next_cursor", null(string())),
        ]),
        "DisputeQueue": object(&[
            ("object", json!({ "const": "list" })),
            ("data", list(dispute())),
            ("next", null(string())),
        ]),
        "DisputeReview": object(&[
            ("dispute", dispute()),
            ("merchant", object(&[("id", string()), ("name", string())])),
            ("payment", object(&[
                ("id", string()),
                ("amount", int()),
                ("currency", code()),
                ("status", string()),
                ("captured_amount", int()),
                ("refunded_amount", int()),
                ("disputed_amount", int()),
                ("description", null(string())),
                ("reference", null(string())),
                ("created_at", time()),
                ("captured_at", null(time())),
            ])),
        ]),
    })
}

fn operator_schemas() -> Value {
    json!({
        "Operator": object(&operator_fields()),
        "OperatorList": object(&[("data", list(object(&operator_fields())))]),
        "OperatorInvited": extend(&operator_fields(), &[("invitation", object(&[
            ("token", string()),
            ("url", string()),
            ("expires_at", time()),
        ]))]),
        "OperatorEnrolled": object(&[
            ("operator", object(&operator_fields())),
            ("totp", object(&[("secret", string()), ("otpauth_url", string())])),
            ("recovery_codes", list(string())),
        ]),
        "OperatorSession": object(&[
            ("token", string()),
            ("expires_at", time()),
            ("idle_timeout_seconds", int()),
            ("operator", object(&operator_fields())),
        ]),
        "SessionEnded": object(&[("ended", boolean())]),
        "MerchantList": object(&[
            ("data", list(object(&merchant_fields()))),
            ("total", int()),
            ("truncated", boolean()),
        ]),
        "UserLookup": object(&[
            ("phone", string()),
            ("data", list(object(&[
                ("user", any_object()),
                ("merchant", object(&[("id", string()), ("name", string()), ("sandbox", boolean())])),
                ("balances", list(object(&[("currency", code()), ("balance", int())]))),
                ("kyc_tier", int()),
                ("frozen", null(any_object())),
            ]))),
            ("truncated", boolean()),
        ]),
        "PayoutQueue": object(&[
            ("data", list(any_object())),
            ("has_more", boolean()),
            ("next_cursor", null(string())),
        ]),
        "ApprovalRequest": object(&approval_fields()),
        "ApprovalList": object(&[("data", list(object(&approval_fields())))]),
        "ApprovalDone": object(&approval_fields()),
        "PlatformKey": object(&platform_key_fields()),
        "PlatformKeyCreated": extend(&platform_key_fields(), &[("key", string())]),
        "PlatformKeyList": object(&[("data", list(object(&platform_key_fields())))]),
        "AuditTrail": object(&[
            ("data", list(object(&[
                ("id", string()),
                ("object", json!({ "const": "audit_entry" })),
                ("actor", object(&[
                    ("kind", one_of(&["operator", "key", "break_glass"])),
                    ("id", string()),
                    ("name", string()),
                ])),
                ("action", string()),
                ("path", string()),
                ("target", string()),
                ("outcome", string()),
                ("status", int()),
                ("address", string()),
                ("request_id", string()),
                ("at", time()),
                ("before", any_value()),
                ("after", any_value()),
            ]))),
            ("has_more", boolean()),
            ("next_cursor", null(string())),
        ]),
    })
}

/// Watch lists' versions and the check of one name (issue 78).
fn screening_schemas() -> Value {
    let version = || {
        object(&[
            ("id", string()),
            ("object", json!({ "const": "screening_list" })),
            ("source", one_of(&["un", "opensanctions", "own"])),
            ("version", int()),
            ("entries", int()),
            ("people", int()),
            ("organisations", int()),
            ("sha256", string()),
            ("loaded_by", string()),
            ("created_at", time()),
        ])
    };
    let score = || json!({ "type": "number", "minimum": 0, "maximum": 1 });
    json!({
        "ScreeningList": version(),
        "ScreeningLists": object(&[
            ("data", list(version())),
            ("in_force", list(string())),
            ("rescreens", list(object(&[
                ("list_id", string()),
                ("created_at", time()),
                ("merchants", int()),
                ("users", int()),
                ("alerts", int()),
                ("ended", null(one_of(&["done", "superseded"]))),
                ("ended_at", null(time())),
            ]))),
        ]),
        "ScreeningCheck": object(&[
            ("name", string()),
            ("date_of_birth", null(string())),
            ("threshold", score()),
            ("lists", list(version())),
            ("matches", list(object(&[
                ("list_id", string()),
                ("source", one_of(&["un", "opensanctions", "own"])),
                ("entry_id", string()),
                ("kind", one_of(&["person", "organisation"])),
                ("name", string()),
                ("aliases", list(string())),
                ("dates_of_birth", list(string())),
                ("nationalities", list(string())),
                ("score", score()),
            ]))),
        ]),
        "Alert": alert(),
        "AlertList": object(&[("data", list(alert()))]),
        "Case": case(),
        "CaseList": object(&[("data", list(case()))]),
        "CaseView": case_view(),
        "ReportList": object(&[("data", list(object(&[
            ("id", string()),
            ("object", json!({ "const": "report" })),
            ("code", one_of(&["STR", "CTR"])),
            ("case_id", null(string())),
            ("day", null(string())),
            ("transactions", int()),
            ("sha256", string()),
            ("size", int()),
            ("filed_by", string()),
            ("created_at", time()),
        ])))]),
        "RuleList": object(&[("data", list(rule()))]),
        "MonitoringLag": object(&[
            ("object", json!({ "const": "monitoring_lag" })),
            ("date", string()),
            ("on", boolean()),
            ("movements", int()),
            ("lag_ms", object(&[("p50", int()), ("p90", int()), ("p99", int()), ("max", int())])),
        ]),
        "RuleBacktest": object(&[
            ("rule", rule()),
            ("from", string()),
            ("to", string()),
            ("movements", int()),
            ("alerts", int()),
            ("subjects", int()),
            ("sample", list(object(&[
                ("movement", string()),
                ("subject", string()),
                ("at", time()),
                ("figures", any_object()),
            ]))),
        ]),
    })
}

fn case_fields() -> Vec<(&'static str, Value)> {
    vec![
        ("id", string()),
        ("object", json!({ "const": "case" })),
        (
            "status",
            one_of(&["open", "investigating", "closed_no_action", "reported"]),
        ),
        ("user_id", string()),
        ("merchant_id", string()),
        ("name", string()),
        ("alert_ids", list(string())),
        ("assignee", null(string())),
        (
            "files",
            list(object(&[
                ("id", string()),
                ("name", string()),
                ("content_type", string()),
                ("size", int()),
            ])),
        ),
        ("report_ids", list(string())),
        ("opened_by", string()),
        (
            "outcome",
            null(object(&[
                ("by", string()),
                ("reason", string()),
                ("at", time()),
            ])),
        ),
        ("created_at", time()),
        ("updated_at", time()),
    ]
}

/// A compliance case (issue 78).
fn case() -> Value {
    object(&case_fields())
}

/// A case with what an officer needs in view: its alerts and timeline, the user, the
/// user's identity verification, balances and latest movements.
fn case_view() -> Value {
    let scope = || one_of(&["debits", "credits", "all"]);
    extend(
        &case_fields(),
        &[
            ("alerts", list(alert())),
            (
                "timeline",
                list(object(&[
                    ("at", time()),
                    ("by", string()),
                    ("what", string()),
                    ("text", null(string())),
                    ("detail", any_value()),
                ])),
            ),
            (
                "user",
                object(&[
                    ("id", string()),
                    ("merchant_id", string()),
                    ("name", string()),
                    ("phone", null(string())),
                    ("kyc_tier", int()),
                    (
                        "frozen",
                        null(object(&[
                            ("scope", scope()),
                            ("reason", string()),
                            ("at", time()),
                        ])),
                    ),
                    (
                        "hold",
                        null(object(&[("alert_ids", list(string())), ("at", time())])),
                    ),
                    ("balances", object(&[("IQD", int()), ("USD", int())])),
                    ("created_at", time()),
                ]),
            ),
            ("kyc", null(super::wallet::kyc_review())),
            (
                "movements",
                list(object(&[
                    ("id", string()),
                    (
                        "kind",
                        one_of(&[
                            "payment",
                            "refund",
                            "transfer_in",
                            "transfer_out",
                            "cash_in",
                            "cash_out",
                        ]),
                    ),
                    ("user_id", string()),
                    ("merchant_id", string()),
                    ("counterparty", null(string())),
                    ("amount", int()),
                    ("currency", one_of(&["IQD", "USD"])),
                    ("at", time()),
                ])),
            ),
        ],
    )
}

/// A transaction monitoring rule (issue 78).
fn rule() -> Value {
    object(&[
        ("id", string()),
        ("object", json!({ "const": "rule" })),
        ("check", any_object()),
        ("currency", one_of(&["IQD", "USD"])),
        ("scope", one_of(&["user", "merchant"])),
        ("severity", one_of(&["low", "medium", "high"])),
        ("enabled", boolean()),
        ("shadow", boolean()),
        ("source", string()),
        ("alerts", object(&[("open", int()), ("shadow", int())])),
    ])
}

/// A compliance alert (issue 78): a screening match or a document verified for another
/// wallet, and the officer's decision.
fn alert() -> Value {
    let sources = || one_of(&["un", "opensanctions", "own"]);
    object(&[
        ("id", string()),
        ("object", json!({ "const": "alert" })),
        (
            "kind",
            one_of(&["screening", "duplicate_document", "monitoring"]),
        ),
        (
            "status",
            one_of(&["open", "cleared", "confirmed", "shadow"]),
        ),
        (
            "subject",
            object(&[
                ("kind", one_of(&["user", "merchant"])),
                ("id", string()),
                ("merchant_id", string()),
                ("name", string()),
                ("date_of_birth", null(string())),
                (
                    "at",
                    one_of(&["sync", "kyc", "merchant", "rescreen", "monitoring"]),
                ),
            ]),
        ),
        (
            "matched",
            null(object(&[
                ("list_id", string()),
                ("source", sources()),
                ("version", int()),
                ("entry_id", string()),
                ("name", string()),
                ("aliases", list(string())),
                ("dates_of_birth", list(string())),
                ("nationalities", list(string())),
                (
                    "score",
                    json!({ "type": "number", "minimum": 0, "maximum": 1 }),
                ),
            ])),
        ),
        (
            "document",
            null(object(&[
                ("document_type", string()),
                ("document_number", string()),
                ("verified_for", string()),
                ("verification_id", string()),
            ])),
        ),
        (
            "rule",
            null(object(&[
                ("rule", string()),
                ("check", any_object()),
                ("severity", one_of(&["low", "medium", "high"])),
                ("figures", any_object()),
                ("movements", list(string())),
            ])),
        ),
        ("held", boolean()),
        (
            "decision",
            null(object(&[
                ("by", string()),
                ("reason", string()),
                ("at", time()),
            ])),
        ),
        ("created_at", time()),
        ("updated_at", time()),
    ])
}

/// The schemas of this module, by name.
pub fn all() -> Map<String, Value> {
    let mut embedded_payment = payment_fields();
    embedded_payment.push(("refunds", list(refund_row())));
    embedded_payment.push(("terminal", boolean()));
    let link = link_fields();
    let endpoint = endpoint_fields();
    let event = event_fields();
    let totals = json!({ "type": "object", "additionalProperties": {
        "type": "object", "additionalProperties": { "type": "integer" } } });
    let schemas = json!({
        "Merchant": object(&merchant_fields()),
        "MerchantCreated": with_optional(
            extend(&merchant_fields(), &[("keys", object(&[
                ("secret_key", string()),
                ("publishable_key", string()),
                ("hmac_key_id", string()),
                ("hmac_secret", string()),
            ]))]),
            // a production merchant asked approved: pending, its approval held
            &[("approval", object(&approval_fields()))],
        ),
        "KeyList": object(&[("keys", list(object(&[
            ("id", string()),
            ("kind", one_of(&["secret", "publishable", "hmac"])),
            ("hint", string()),
            ("revoked", boolean()),
            ("created_at", time()),
        ])))]),
        "KeyIssued": with_optional(
            object(&[
                ("id", string()),
                ("kind", one_of(&["secret", "publishable", "hmac"])),
                ("key", string()),
                ("created_at", time()),
            ]),
            &[("hmac_secret", string())],
        ),
        "KeyRevoked": object(&[("id", string()), ("revoked", boolean())]),
        "DashboardUser": object(&[
            ("id", string()),
            ("object", json!({ "const": "dashboard_user" })),
            ("merchant_id", string()),
            ("email", string()),
            ("role", one_of(&["owner", "developer", "support", "viewer"])),
            ("active", boolean()),
            ("created_at", time()),
        ]),
        "Audit": object(&[
            ("ok", boolean()),
            ("totals", totals),
            ("problems", list(string())),
        ]),
        "PaymentLink": extend(&link, &[("payments", list(reference("PaymentRow")))]),
        "PaymentLinkList": page("payment_links", object(&link)),
        "PaymentLinkDeactivated": object(&[
            ("id", string()),
            ("object", json!({ "const": "payment_link" })),
            ("status", one_of(&["deactivated"])),
            ("deactivated_at", time()),
        ]),
        "LinkPaid": object(&[
            ("payment_id", string()),
            ("payment_link_id", string()),
            ("status", string()),
            ("amount", int()),
            ("currency", code()),
            ("reference", null(string())),
            ("redirect_url", null(string())),
            ("created_at", time()),
            ("fx_details", null(super::schemas::fx_details())),
        ]),
        "EmbeddedPayment": object(&embedded_payment),
        "AmountWords": object(&[
            ("object", json!({ "const": "amount_words" })),
            ("amount", int()),
            ("currency", code()),
            ("locale", one_of(&["ar", "ku", "en"])),
            ("words", string()),
        ]),
        "QrCode": object(&[
            ("id", string()),
            ("object", json!({ "const": "qr_code" })),
            ("qr_image_url", string()),
            ("qr_data", string()),
            ("payload", string()),
            ("payload_format", one_of(&sanduq_domain::qr::PayloadFormat::NAMES)),
            ("readable_code", string()),
            ("payment_id", string()),
            ("amount", int()),
            ("currency", code()),
            ("description", null(string())),
            ("reference", null(string())),
            ("metadata", any_object()),
            ("format", one_of(&["png", "svg"])),
            ("size", int()),
            ("status", one_of(&["pending", "completed", "expired", "failed"])),
            ("expires_at", time()),
            ("created_at", time()),
        ]),
        "QrCharge": object(&[
            ("object", json!({ "const": "qr_charge" })),
            ("payment_id", string()),
            ("status", string()),
            ("amount", int()),
            ("currency", code()),
            ("user_id", string()),
            ("description", null(string())),
            ("reference", null(string())),
            ("created_at", time()),
        ]),
        "QrPaid": object(&[
            ("qr_id", string()),
            ("payment_id", string()),
            ("status", one_of(&["pending", "completed", "expired", "failed"])),
            ("payment_status", string()),
            ("amount", int()),
            ("currency", code()),
            ("user_id", string()),
            ("fx_details", null(super::schemas::fx_details())),
        ]),
        "UserToken": object(&[
            ("object", json!({ "const": "user_token" })),
            ("user_token", string()),
            ("qr_data", string()),
            ("user_id", string()),
            ("expires_at", time()),
        ]),
        "PinSet": object(&[("pin_set", boolean())]),
        "PopupClosed": object(&[
            ("session_id", string()),
            ("status", string()),
            ("failure_code", null(string())),
        ]),
        "UserPinSet": object(&[("user_id", string()), ("pin_set", boolean())]),
        "PopupConfirmed": object(&[
            ("session_id", string()),
            ("payment_id", string()),
            ("status", string()),
            ("amount", int()),
            ("currency", code()),
            ("reference", null(string())),
            ("created_at", time()),
            ("balance", int()),
            ("balance_currency", code()),
            ("fx_details", null(super::schemas::fx_details())),
            ("receipt", null(super::schemas::receipt_ref())),
        ]),
        "Interval": one_of(&["daily", "weekly", "monthly", "yearly"]),
        "Plan": plan(),
        "PlanList": page("plans", plan()),
        "Subscription": subscription(),
        "SubscriptionList": page("subscriptions", subscription()),
        "WebhookEndpoint": object(&endpoint),
        "WebhookEndpointCreated": extend(&endpoint, &[("secret", string())]),
        "WebhookEndpointRotated": extend(&endpoint, &[
            ("secret", string()),
            ("previous_secret_expires_at", time()),
        ]),
        "WebhookEndpointList": object(&[("endpoints", list(object(&endpoint)))]),
        "WebhookEndpointDeleted": object(&[
            ("id", string()),
            ("object", json!({ "const": "webhook_endpoint" })),
            ("deleted", json!({ "const": true })),
        ]),
        "Event": extend(&event, &[("deliveries", list(delivery()))]),
        "EventList": object(&[
            ("events", list(object(&event))),
            ("pagination", event_pagination()),
        ]),
        "RequestLogList": object(&[
            ("requests", list(object(&[
                ("id", string()),
                ("method", string()),
                ("route", string()),
                ("status", int()),
                ("error_code", null(string())),
                ("latency_ms", json!({ "type": "number" })),
                ("created_at", time()),
                ("cursor", string()),
            ]))),
            ("pagination", object(&[
                ("per_page", int()),
                ("has_more", json!({ "type": "boolean" })),
                ("next_cursor", null(string())),
            ])),
        ]),
        "Resent": object(&[("event_id", string()), ("delivery", delivery())]),
        "Recovered": object(&[
            ("endpoint_id", string()),
            ("since", time()),
            ("resent", int()),
            ("event_ids", list(string())),
            ("truncated", boolean()),
        ]),
    });
    match (
        schemas,
        operator_schemas(),
        balance_schemas(),
        dispute_schemas(),
        agent_schemas(),
        screening_schemas(),
    ) {
        (
            Value::Object(mut m),
            Value::Object(more),
            Value::Object(balance),
            Value::Object(disputes),
            Value::Object(agents),
            Value::Object(screening),
        ) => {
            m.extend(more);
            m.extend(balance);
            m.extend(disputes);
            m.extend(agents);
            m.extend(screening);
            m
        }
        _ => unreachable!("JSON object literals"),
    }
}
