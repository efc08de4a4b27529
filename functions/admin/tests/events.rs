//! The admin function fed its events/ samples.

#[path = "../../support/lambda.rs"]
mod lambda;
use lambda::{call, event, state};

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
    let (s, b) = call(&admin, event("admin", "audit", &m)).await;
    assert_eq!((s, b["data"]["ok"].as_bool()), (200, Some(true)), "{b}");
    assert_eq!(b["data"]["totals"]["IQD"]["merchant"], 5_000_000, "{b}");
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
    let u = [("usr_sample000000000000000000", uid.as_str())];
    let (s, b) = call(&admin, event("admin", "users-freeze", &u)).await;
    assert_eq!(
        (s, b["data"]["frozen"]["scope"].as_str()),
        (200, Some("debits")),
        "{b}"
    );
    let (s, b) = call(&admin, event("admin", "users-unfreeze", &u)).await;
    assert_eq!((s, b["data"]["frozen"].is_null()), (200, true), "{b}");
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
