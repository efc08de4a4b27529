//! The admin function fed its events/ samples.

use crate::lambda;
use lambda::{call, call_bytes, event, state};

#[tokio::test]
async fn admin_samples() {
    let (st, sample_merchant) = state().await;
    let admin = sanduq_fn_admin::app(st.clone());
    let (s, b) = call(&admin, event("admin", "merchants-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    assert_eq!(b["data"]["status"], "pending");
    let id = b["data"]["id"].as_str().unwrap().to_string();
    let m = [("mer_sample000000000000000000", id.as_str())];
    let (s, b) = call(&admin, event("admin", "merchants-get", &m)).await;
    assert_eq!(
        (s, b["data"]["commission_bps"].as_i64()),
        (200, Some(150)),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "merchants-patch", &m)).await;
    assert_eq!(
        (s, b["data"]["rate_limit"].as_i64()),
        (200, Some(250)),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "merchants-status", &m)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("approved")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "keys-issue", &m)).await;
    assert_eq!(s, 201, "{b}");
    let key_id = b["data"]["id"].as_str().unwrap().to_string();
    let (s, b) = call(&admin, event("admin", "keys-list", &m)).await;
    assert_eq!(
        (s, b["data"]["keys"].as_array().map(Vec::len)),
        (200, Some(4)),
        "{b}"
    );
    let mk = [m[0], ("key_sample000000000000000000", key_id.as_str())];
    let (s, b) = call(&admin, event("admin", "keys-revoke", &mk)).await;
    assert_eq!(
        (s, b["data"]["revoked"].as_bool()),
        (200, Some(true)),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "merchants-deposit", &m)).await;
    assert_eq!(
        (s, b["data"]["amount"].as_i64()),
        (201, Some(5_000_000)),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "merchants-deposit", &m)).await;
    assert_eq!(s, 201, "the same bank reference again: {b}");
    let dep = b["data"]["id"].as_str().unwrap().to_string();
    let (s, b) = call(&admin, event("admin", "deposits-find", &m)).await;
    assert_eq!(
        (s, b["data"]["id"].as_str()),
        (200, Some(dep.as_str())),
        "found as typed in another case: {b}"
    );
    let (s, b) = call(&admin, event("admin", "audit", &m)).await;
    assert_eq!((s, b["data"]["ok"].as_bool()), (200, Some(true)), "{b}");
    assert_eq!(b["data"]["totals"]["IQD"]["merchant"], 5_000_000, "{b}");
    // safeguarding: the sample merchant is a sandbox one, so its money is not counted; the
    // bank's statement then has two lines the books of real money do not
    let (s, b) = call(&admin, event("admin", "safeguarding", &[])).await;
    assert_eq!((s, b["data"]["ok"].as_bool()), (200, Some(true)), "{b}");
    // a past day's statement: nothing real moved, it ties
    let (s, b) = call(&admin, event("admin", "safeguarding-day", &[])).await;
    assert_eq!(
        (
            s,
            b["data"]["ok"].as_bool(),
            b["data"]["complete"].as_bool()
        ),
        (200, Some(true), Some(true)),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "bank-statement", &[])).await;
    assert_eq!(
        (s, b["data"]["unmatched_lines"].as_array().map(Vec::len)),
        (200, Some(2)),
        "{b}"
    );
    // limits: the defaults, then tier 0's IQD changed
    let (s, b) = call(&admin, event("admin", "limits-get", &m)).await;
    assert_eq!(
        (s, b["data"]["tiers"].as_array().map(Vec::len)),
        (200, Some(6)),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "limits-set", &m)).await;
    assert_eq!(s, 200, "{b}");
    let t0 = &b["data"]["tiers"][0];
    assert_eq!(
        (t0["tier"].as_i64(), t0["currency"].as_str()),
        (Some(0), Some("IQD")),
        "{b}"
    );
    assert_eq!(t0["limits"]["per_transfer"], 100_000, "{b}");
    assert_eq!(t0["limits"]["daily_count"], 10, "{b}");
    assert_eq!(t0["limits"]["max_balance"], 1_000_000, "kept: {b}");
    // a payout of the sample merchant, ended once
    let all = sanduq_service::app(st.clone());
    let sample = [("mer_sample000000000000000000", sample_merchant.as_str())];
    let (s, b) = call(&admin, event("admin", "merchants-deposit", &sample)).await;
    assert_eq!(s, 201, "{b}");
    let (s, b) = call(&all, event("core", "payouts-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    let po = [(
        "po_sample000000000000000000",
        b["data"]["id"].as_str().unwrap(),
    )];
    // the platform's queue of payouts holds it, across merchants
    let (s, q) = call(&admin, event("admin", "payouts-queue", &[])).await;
    assert_eq!(
        (s, q["data"]["data"][0]["id"].as_str()),
        (200, Some(po[0].1)),
        "{q}"
    );
    let (s, q) = call(&admin, event("admin", "cash-outs-queue", &[])).await;
    assert_eq!(
        (s, q["data"]["has_more"].as_bool()),
        (200, Some(false)),
        "{q}"
    );
    // merchants by words of their name and status
    let (s, q) = call(&admin, event("admin", "merchants-list", &[])).await;
    assert_eq!(
        (s, q["data"]["data"][0]["name"].as_str()),
        (200, Some("Baghdad Books")),
        "{q}"
    );
    let (s, b) = call(&admin, event("admin", "payouts-fail", &po)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("failed")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "payouts-complete", &po)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("INVALID_PAYMENT_STATUS")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "payouts-complete", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    // a user's freeze and its lifting (the sample merchant's user)
    let (s, b) = call(&admin, event("admin", "users-freeze", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("WALLET_NOT_FOUND")),
        "{b}"
    );
    let (_, b) = call(&all, event("core", "users-sync", &[])).await;
    let uid = b["data"]["id"].as_str().unwrap().to_string();
    // found by phone in its national form, across merchants
    let (s, q) = call(&admin, event("admin", "users-find", &[])).await;
    assert_eq!(
        (s, q["data"]["data"][0]["user"]["id"].as_str()),
        (200, Some(uid.as_str())),
        "{q}"
    );
    assert_eq!(q["data"]["phone"], "+9647701234567", "{q}");
    let u = [("usr_sample000000000000000000", uid.as_str())];
    let (s, b) = call(&admin, event("admin", "users-statement", &u)).await;
    assert_eq!(
        (
            s,
            b["data"]["object"].as_str(),
            b["data"]["has_more"].as_bool()
        ),
        (200, Some("list"), Some(false)),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "users-statement", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("WALLET_NOT_FOUND")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "users-freeze", &u)).await;
    assert_eq!(
        (s, b["data"]["frozen"]["scope"].as_str()),
        (200, Some("debits")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "users-unfreeze", &u)).await;
    assert_eq!((s, b["data"]["frozen"].is_null()), (200, true), "{b}");
    // the platform's exchange rates: none, then set
    let (s, b) = call(&admin, event("admin", "fx-rates-get", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "fx-rates-set", &[])).await;
    assert_eq!(
        (s, b["data"]["action"].as_str()),
        (202, Some("set_rates")),
        "rates wait for a second person: {b}"
    );
    let apr = b["data"]["id"].as_str().unwrap().to_string();
    let token = second_person(&st, "rates@ops.example").await;
    let (s, b) = call(
        &admin,
        event(
            "admin",
            "approvals-approve",
            &[
                ("ops_SESSION", token.as_str()),
                ("apr_sample000000000000000000", apr.as_str()),
            ],
        ),
    )
    .await;
    assert_eq!(
        (s, b["data"]["outcome"]["data"]["bid"].as_str()),
        (200, Some("1287.5")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "fx-rates-get", &[])).await;
    assert_eq!((s, b["data"]["ask"].as_str()), (200, Some("1312.5")), "{b}");
    // identity verification reviewed both ways, then a cash-out ended (the synced user)
    let docs = std::env::temp_dir().join(format!("sanduq-docs-{}", uuid::Uuid::new_v4()));
    let all = sanduq_service::app(st.clone().with_documents(std::sync::Arc::new(
        sanduq_kernel::documents::Folder::new(docs.clone()),
    )));
    let (s, b) = call(&all, event("wallet", "sessions-mint", &[])).await;
    assert_eq!(s, 201, "{b}");
    let token = b["data"]["access_token"].as_str().unwrap().to_string();
    let as_user = |name: &str, idem: &str| {
        event(
            "wallet",
            name,
            &[
                ("USER_ACCESS_TOKEN", token.as_str()),
                ("7f3c1a52-8d4e-4b6f-9a0e-2c5d8e1f3a7b", idem),
            ],
        )
    };
    let submit = |idem: &str| as_user("kyc-submit", idem);
    let (s, b) = call(&all, submit("1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d")).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("pending")),
        "{b}"
    );
    let kid = b["data"]["id"].as_str().unwrap().to_string();
    let k = [("kyc_sample000000000000000000", kid.as_str())];
    let (s, b) = call(&admin, event("admin", "kyc-queue", &[])).await;
    assert_eq!(
        (s, b["data"]["data"][0]["id"].as_str()),
        (200, Some(kid.as_str())),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "kyc-get", &k)).await;
    assert_eq!(
        (s, b["data"]["document"]["content_type"].as_str()),
        (200, Some("image/png")),
        "{b}"
    );
    let stored = std::fs::read(docs.join(b["data"]["document"]["key"].as_str().unwrap())).unwrap();
    // the image as the user sent it, kept by no cache; without a document store, 503
    let (s, _, bytes) = call_bytes(&admin, event("admin", "kyc-document", &k)).await;
    assert_eq!(s, 503, "{}", String::from_utf8_lossy(&bytes));
    let reviewer = sanduq_fn_admin::app(st.clone().with_documents(std::sync::Arc::new(
        sanduq_kernel::documents::Folder::new(docs.clone()),
    )));
    let (s, h, bytes) = call_bytes(&reviewer, event("admin", "kyc-document", &k)).await;
    assert_eq!(
        (s, &h["content-type"], &h["cache-control"]),
        (
            200,
            &"image/png".parse().unwrap(),
            &"no-store".parse().unwrap()
        )
    );
    assert_eq!(bytes, stored, "the document as kept");
    let (s, b) = call(
        &reviewer,
        event(
            "admin",
            "kyc-document",
            &[(
                "kyc_sample000000000000000000",
                "kyc_none00000000000000000000",
            )],
        ),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "kyc-reject", &k)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("rejected")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "kyc-approve", &k)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("INVALID_PAYMENT_STATUS")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "kyc-approve", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    let (_, b) = call(&all, submit("2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e")).await;
    let kid = b["data"]["id"].as_str().unwrap().to_string();
    let k = [("kyc_sample000000000000000000", kid.as_str())];
    let (s, b) = call(&admin, event("admin", "kyc-approve", &k)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("approved")),
        "{b}"
    );
    call(&all, event("sandbox", "wallets-topup", &[])).await;
    call(&all, event("sandbox", "users-pin", &[])).await;
    let (s, b) = call(
        &all,
        as_user("cash-outs-create", "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f"),
    )
    .await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("pending")),
        "{b}"
    );
    let co = b["data"]["id"].as_str().unwrap().to_string();
    let c = [("co_sample000000000000000000", co.as_str())];
    let (s, b) = call(&admin, event("admin", "cash-outs-fail", &c)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("failed")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "cash-outs-complete", &c)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("INVALID_PAYMENT_STATUS")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "cash-outs-complete", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    std::fs::remove_dir_all(docs).unwrap();
    // a merchant key is not the admin key
    let (s, b) = call(
        &admin,
        event(
            "admin",
            "merchants-get",
            &[m[0], (lambda::ADMIN, lambda::SK)],
        ),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (403, Some("FORBIDDEN")),
        "{b}"
    );
}

/// An operator who may approve every held change (finance, compliance, admin), signed in
/// through the library: their session token.
async fn second_person(st: &sanduq_kernel::state::AppState, email: &str) -> String {
    use sanduq_admin::operators;
    use sanduq_domain::operators::OpsRole;
    let password = "correct horse battery staple";
    let roles = vec![OpsRole::Finance, OpsRole::Compliance, OpsRole::Admin];
    let inv = operators::invite(st, email, roles, "break_glass")
        .await
        .unwrap();
    let e = operators::accept(st, &inv.token, password).await.unwrap();
    let now = chrono::Utc::now().timestamp() as u64;
    let code = sanduq_admin::totp::code_at(&e.secret, now).unwrap();
    let o = operators::sign_in(st, email, password, &code, "direct")
        .await
        .unwrap()
        .unwrap();
    operators::start_session(st, &o).await.unwrap().0
}

/// The platform team's samples: an invitation by the break-glass key, its acceptance, a
/// sign-in with a TOTP code, then the operator's own calls.
#[tokio::test]
async fn operator_samples() {
    let (st, _) = state().await;
    let admin = sanduq_fn_admin::app(st.clone());
    let (s, b) = call(&admin, event("admin", "staff-invite", &[])).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("invited")),
        "{b}"
    );
    let invitation = b["data"]["invitation"]["token"]
        .as_str()
        .unwrap()
        .to_string();
    let (s, b) = call(
        &admin,
        event(
            "admin",
            "invitations-accept",
            &[("opi_INVITATION", invitation.as_str())],
        ),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    let me = b["data"]["operator"]["id"].as_str().unwrap().to_string();
    let secret = b["data"]["totp"]["secret"].as_str().unwrap().to_string();
    let now = chrono::Utc::now().timestamp() as u64;
    let code = sanduq_admin::totp::code_at(&secret, now).unwrap();
    let (s, b) = call(
        &admin,
        event("admin", "sessions-create", &[("TOTP_CODE", code.as_str())]),
    )
    .await;
    assert_eq!(s, 201, "{b}");
    let token = b["data"]["token"].as_str().unwrap().to_string();
    let as_op = |name: &str, more: &[(&str, &str)]| {
        let mut subs = vec![("ops_SESSION", token.as_str())];
        subs.extend_from_slice(more);
        event("admin", name, &subs)
    };
    let (s, b) = call(&admin, as_op("staff-list", &[])).await;
    assert_eq!(
        (s, b["data"]["data"][0]["status"].as_str()),
        (200, Some("active")),
        "{b}"
    );
    let (s, b) = call(&admin, as_op("platform-keys-issue", &[])).await;
    assert_eq!(s, 201, "{b}");
    assert!(b["data"]["key"].as_str().unwrap().starts_with("opk_"));
    let kid = b["data"]["id"].as_str().unwrap().to_string();
    let (s, b) = call(&admin, as_op("platform-keys-list", &[])).await;
    assert_eq!(
        (s, b["data"]["data"][0]["service"].as_str()),
        (200, Some("rafidain-bank")),
        "{b}"
    );
    let (s, b) = call(
        &admin,
        as_op(
            "platform-keys-revoke",
            &[("opk_sample000000000000000000", kid.as_str())],
        ),
    )
    .await;
    assert_eq!(
        (s, b["data"]["revoked"].as_bool()),
        (200, Some(true)),
        "{b}"
    );
    let (s, b) = call(&admin, as_op("staff-disable", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    let (s, b) = call(
        &admin,
        as_op(
            "staff-disable",
            &[("opr_sample000000000000000000", me.as_str())],
        ),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("VALIDATION_ERROR")),
        "nobody disables themselves: {b}"
    );
    // roles: another's, exactly as given; never one's own
    let other = sanduq_admin::operators::invite(
        &st,
        "ali@ops.example",
        vec![sanduq_domain::operators::OpsRole::Viewer],
        "break_glass",
    )
    .await
    .unwrap()
    .operator
    .id;
    let (s, b) = call(
        &admin,
        as_op(
            "staff-roles",
            &[("opr_sample000000000000000000", other.as_str())],
        ),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(
        b["data"]["roles"],
        serde_json::json!(["kyc_reviewer", "support"])
    );
    let (s, b) = call(
        &admin,
        as_op(
            "staff-roles",
            &[("opr_sample000000000000000000", me.as_str())],
        ),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("VALIDATION_ERROR")),
        "nobody changes their own roles: {b}"
    );
    let (s, b) = call(&admin, as_op("audit-log", &[])).await;
    assert_eq!(s, 200, "{b}");
    let actions: Vec<(&str, &str)> = b["data"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["actor"]["kind"].as_str().unwrap(),
                e["action"].as_str().unwrap(),
            )
        })
        .collect();
    assert!(
        actions.contains(&("break_glass", "POST /api/v1/admin/staff")),
        "{b}"
    );
    assert!(
        actions.contains(&("operator", "POST /api/v1/admin/keys")),
        "{b}"
    );
    let (s, b) = call(&admin, as_op("audit-log-export", &[])).await;
    assert_eq!(s, 200, "{b}");
    assert!(b.as_str().unwrap().starts_with("id,at,actor_kind,"), "{b}");
    // a change held for a second person: listed, shown, rejected by another
    let (s, b) = call(&admin, event("admin", "fx-rates-set", &[])).await;
    assert_eq!(s, 202, "{b}");
    let apr = b["data"]["id"].as_str().unwrap().to_string();
    let a = [("apr_sample000000000000000000", apr.as_str())];
    let (s, b) = call(&admin, as_op("approvals-list", &[])).await;
    assert_eq!(
        (s, b["data"]["data"][0]["id"].as_str()),
        (200, Some(apr.as_str())),
        "{b}"
    );
    let (s, b) = call(&admin, as_op("approvals-get", &a)).await;
    assert_eq!(
        (s, b["data"]["maker"]["id"].as_str()),
        (200, Some("break_glass")),
        "{b}"
    );
    let (s, b) = call(&admin, as_op("approvals-reject", &a)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("rejected")),
        "{b}"
    );
    let (s, b) = call(&admin, as_op("approvals-approve", &a)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("INVALID_PAYMENT_STATUS")),
        "{b}"
    );
    // a request a day old cannot be approved
    let old = sanduq_admin::approvals::held_at(
        &st,
        &sanduq_admin::guard::Caller::BreakGlass,
        sanduq_domain::approvals::Action::SetRates,
        "",
        serde_json::json!({"pair": "USD/IQD", "bid": "1", "ask": "2"}),
        chrono::Utc::now() - chrono::Duration::hours(25),
    )
    .await
    .unwrap();
    let (s, b) = call(
        &admin,
        as_op(
            "approvals-approve",
            &[("apr_sample000000000000000000", old.id.as_str())],
        ),
    )
    .await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("INVALID_PAYMENT_STATUS")),
        "expired: {b}"
    );
    assert!(
        b["error"]["message"].as_str().unwrap().contains("expired"),
        "{b}"
    );
    let (s, b) = call(
        &admin,
        as_op(
            "approvals-get",
            &[("apr_sample000000000000000000", old.id.as_str())],
        ),
    )
    .await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("expired")),
        "{b}"
    );
    let (s, b) = call(&admin, as_op("sessions-end", &[])).await;
    assert_eq!((s, b["data"]["ended"].as_bool()), (200, Some(true)), "{b}");
    let (s, b) = call(&admin, as_op("staff-list", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (403, Some("FORBIDDEN")),
        "{b}"
    );
}

#[tokio::test]
async fn screening_samples_load_a_list_and_check_a_name_against_it() {
    let (st, _) = state().await;
    let docs = std::env::temp_dir().join(format!("sanduq-docs-{}", uuid::Uuid::new_v4()));
    let admin = sanduq_fn_admin::app(st.clone().with_documents(std::sync::Arc::new(
        sanduq_kernel::documents::Folder::new(docs.clone()),
    )));
    let (s, b) = call(&admin, event("admin", "screening-list-load", &[])).await;
    assert_eq!((s, &b["data"]["version"]), (201, &1.into()), "{b}");
    let id = b["data"]["id"].as_str().unwrap().to_string();
    // the same content again: the version it already is
    let (s, b) = call(&admin, event("admin", "screening-list-load", &[])).await;
    assert_eq!(
        (s, b["data"]["id"].as_str()),
        (200, Some(id.as_str())),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "screening-lists", &[])).await;
    assert_eq!(
        (s, &b["data"]["in_force"]),
        (200, &serde_json::json!([id])),
        "{b}"
    );
    // the sample's Latin spelling, born that year, against the list's Arabic name
    let (s, b) = call(&admin, event("admin", "screening-check", &[])).await;
    assert_eq!(s, 200, "{b}");
    let m = &b["data"]["matches"][0];
    assert_eq!(
        (m["name"].as_str(), m["list_id"].as_str()),
        (Some("خالد جاسم التكريتي"), Some(id.as_str())),
        "{b}"
    );
    assert!(m["score"].as_f64().unwrap() >= 0.85, "{b}");
    let _ = std::fs::remove_dir_all(docs);
}

#[tokio::test]
async fn alert_samples_list_show_clear_and_confirm_what_screening_raised() {
    let (st, _) = state().await;
    let docs = std::env::temp_dir().join(format!("sanduq-docs-{}", uuid::Uuid::new_v4()));
    let admin = sanduq_fn_admin::app(st.clone().with_documents(std::sync::Arc::new(
        sanduq_kernel::documents::Folder::new(docs.clone()),
    )));
    let (s, b) = call(&admin, event("admin", "screening-list-load", &[])).await;
    assert_eq!(s, 201, "{b}");
    // two merchants made under the listed name: an alert each
    let mut merchants = vec![];
    for name in ["Khalid Jasim al-Tikriti", "خالد جاسم التكريتي"] {
        let (s, b) = call(
            &admin,
            event("admin", "merchants-create", &[("Baghdad Books", name)]),
        )
        .await;
        assert_eq!(s, 201, "{b}");
        merchants.push(b["data"]["id"].as_str().unwrap().to_string());
    }
    let (s, b) = call(&admin, event("admin", "alerts-list", &[])).await;
    assert_eq!(s, 200, "{b}");
    let listed = b["data"]["data"].as_array().unwrap().clone();
    assert_eq!(listed.len(), 2, "{b}");
    let ids: Vec<String> = listed
        .iter()
        .map(|a| a["id"].as_str().unwrap().to_string())
        .collect();
    let first = [("alr_sample000000000000000000", ids[0].as_str())];
    let (s, b) = call(&admin, event("admin", "alert-get", &first)).await;
    assert_eq!(
        (s, b["data"]["subject"]["kind"].as_str()),
        (200, Some("merchant")),
        "{b}"
    );
    assert!(merchants.contains(&b["data"]["subject"]["id"].as_str().unwrap().to_string()));
    let (s, b) = call(&admin, event("admin", "alert-clear", &first)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("cleared")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "alert-confirm", &first)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("INVALID_PAYMENT_STATUS")),
        "decided once: {b}"
    );
    let second = [("alr_sample000000000000000000", ids[1].as_str())];
    let (s, b) = call(&admin, event("admin", "alert-confirm", &second)).await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (200, Some("confirmed")),
        "{b}"
    );
    // the sample's own id names no alert
    let (s, b) = call(&admin, event("admin", "alert-get", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    let _ = std::fs::remove_dir_all(docs);
}

#[tokio::test]
async fn rule_samples_list_hold_a_change_and_backtest() {
    let (st, _) = state().await;
    let admin = sanduq_fn_admin::app(st.clone());
    let (s, b) = call(&admin, event("admin", "rules-list", &[])).await;
    assert_eq!(s, 200, "{b}");
    assert_eq!(b["data"]["data"].as_array().unwrap().len(), 22, "{b}");
    // the change is held for a second person
    let (s, b) = call(&admin, event("admin", "rule-set", &[])).await;
    assert_eq!(
        (
            s,
            b["data"]["action"].as_str(),
            b["data"]["target"].as_str()
        ),
        (202, Some("set_rule"), Some("large-single-iqd")),
        "{b}"
    );
    // the sample's month, and the days around now: nothing logged, nothing raised
    let (s, b) = call(&admin, event("admin", "rule-backtest", &[])).await;
    assert_eq!((s, &b["data"]["movements"]), (200, &0.into()), "{b}");
    let today = chrono::Utc::now().date_naive();
    let days = [
        ("2026-11-01", (today - chrono::Days::new(3)).to_string()),
        ("2026-11-30", today.to_string()),
    ];
    let days: Vec<(&str, &str)> = days.iter().map(|(a, b)| (*a, b.as_str())).collect();
    let (s, b) = call(&admin, event("admin", "rule-backtest", &days)).await;
    assert_eq!((s, &b["data"]["alerts"]), (200, &0.into()), "{b}");
}

#[tokio::test]
async fn case_and_report_samples_open_work_and_file() {
    let (st, merchant) = state().await;
    let docs = std::env::temp_dir().join(format!("sanduq-docs-{}", uuid::Uuid::new_v4()));
    let st = st.with_documents(std::sync::Arc::new(sanduq_kernel::documents::Folder::new(
        docs.clone(),
    )));
    let admin = sanduq_fn_admin::app(st.clone());
    let all = sanduq_service::app(st.clone());
    // the sample's own user is nobody's
    let (s, b) = call(&admin, event("admin", "case-open", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("WALLET_NOT_FOUND")),
        "{b}"
    );
    let (_, b) = call(&all, event("core", "users-sync", &[])).await;
    let uid = b["data"]["id"].as_str().unwrap().to_string();
    let (s, b) = call(
        &admin,
        event(
            "admin",
            "case-open",
            &[("usr_sample000000000000000000", uid.as_str())],
        ),
    )
    .await;
    assert_eq!(
        (s, b["data"]["status"].as_str()),
        (201, Some("open")),
        "{b}"
    );
    let id = b["data"]["id"].as_str().unwrap().to_string();
    let c = [("case_sample000000000000000000", id.as_str())];
    let (s, b) = call(&admin, event("admin", "cases-list", &[])).await;
    assert_eq!(
        (s, b["data"]["data"][0]["id"].as_str()),
        (200, Some(id.as_str())),
        "{b}"
    );
    for (sample, status) in [
        ("case-assign", "investigating"),
        ("case-note", "investigating"),
        ("case-freeze", "investigating"),
        ("case-unfreeze", "investigating"),
        ("case-request-kyc", "investigating"),
    ] {
        let (s, b) = call(&admin, event("admin", sample, &c)).await;
        assert_eq!(
            (s, b["data"]["status"].as_str()),
            (200, Some(status)),
            "{sample}: {b}"
        );
    }
    let (s, b) = call(&admin, event("admin", "case-get", &c)).await;
    let whats: Vec<&str> = b["data"]["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["what"].as_str().unwrap())
        .collect();
    assert_eq!(
        (s, whats),
        (
            200,
            vec![
                "opened",
                "assigned",
                "note",
                "freeze",
                "unfreeze",
                "kyc_requested"
            ]
        ),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "case-file", &c)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    // nothing of the user's logged yet: nothing to report
    let (s, b) = call(&admin, event("admin", "case-report", &c)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("VALIDATION_ERROR")),
        "{b}"
    );
    // monitoring logs two cash-ins of the user yesterday (Baghdad), one over the threshold
    let yesterday =
        sanduq_domain::limits::baghdad(chrono::Utc::now()).date_naive() - chrono::Days::new(1);
    let at = yesterday.and_hms_opt(9, 0, 0).unwrap().and_utc();
    let events: Vec<_> = [("ci_big", 20_000_000), ("ci_small", 1_000)]
        .into_iter()
        .map(|(id, amount)| {
            let data = serde_json::json!({ "object": { "id": id, "user_id": uid, "amount": amount, "currency": "IQD" } });
            (merchant.clone(), "cash_in.completed".to_string(), data, at)
        })
        .collect();
    sanduq_compliance::monitor::observe(&st, &events)
        .await
        .unwrap();
    // what monitoring saw of them: two movements, seen after their (yesterday's) commit
    let on = [("limit=10000", format!("date={}", at.date_naive()))];
    let on: Vec<(&str, &str)> = on.iter().map(|(a, b)| (*a, b.as_str())).collect();
    let (s, b) = call(&admin, event("admin", "monitoring-lag", &on)).await;
    assert_eq!((s, &b["data"]["movements"]), (200, &2.into()), "{b}");
    assert!(
        b["data"]["lag_ms"]["p99"].as_i64().unwrap() > 3_600_000,
        "{b}"
    );
    // the STR: the goAML file, kept; the case reported
    let (s, res) = text(&admin, event("admin", "case-report", &c)).await;
    assert_eq!(s, 201, "{res}");
    assert!(
        res.contains("<report_code>STR</report_code>") && res.contains("ci_big"),
        "{res}"
    );
    let (s, b) = call(&admin, event("admin", "case-close", &c)).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (422, Some("INVALID_PAYMENT_STATUS")),
        "{b}"
    );
    // yesterday's CTR: the cash-in over the threshold, filed once
    let day = [("2026-12-01", yesterday.to_string())];
    let day: Vec<(&str, &str)> = day.iter().map(|(a, b)| (*a, b.as_str())).collect();
    let (s, ctr) = text(&admin, event("admin", "report-ctr", &day)).await;
    assert_eq!(s, 200, "{ctr}");
    assert!(
        ctr.contains("<report_code>CTR</report_code>")
            && ctr.contains("ci_big")
            && !ctr.contains("ci_small"),
        "{ctr}"
    );
    let (_, again) = text(&admin, event("admin", "report-ctr", &day)).await;
    assert_eq!(again, ctr, "the day's CTR is the one kept");
    let (s, b) = call(&admin, event("admin", "reports-list", &[])).await;
    let filed = b["data"]["data"].as_array().unwrap().clone();
    assert_eq!((s, filed.len()), (200, 2), "{b}");
    let ctr_id = filed.iter().find(|r| r["code"] == "CTR").unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let (s, got) = text(
        &admin,
        event(
            "admin",
            "report-get",
            &[("rpt_sample000000000000000000", ctr_id.as_str())],
        ),
    )
    .await;
    assert_eq!((s, got), (200, ctr));
    let (s, b) = call(&admin, event("admin", "report-get", &[])).await;
    assert_eq!(
        (s, b["error"]["code"].as_str()),
        (404, Some("NOT_FOUND")),
        "{b}"
    );
    let _ = std::fs::remove_dir_all(docs);
}

/// A file's answer as text (the reports are XML).
async fn text(router: &axum::Router, req: lambda_http::Request) -> (u16, String) {
    let (s, b) = call(router, req).await;
    (s, b.as_str().map_or_else(|| b.to_string(), str::to_string))
}
