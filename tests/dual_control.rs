//! Dual control over HTTP (issue 75): a production merchant's deposit, a large payout, rates,
//! lifting a freeze and approving a merchant each take two people; the maker never decides
//! their own; two approvals at once make the change once; a rejected or decided request is
//! never made; the break-glass key makes requests but never decides them.

use crate::common;
use crate::operators_api::{call, operator};
use common::Server;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::sync::Arc;

/// A production merchant, approved (by the test's second person), and its secret key.
pub(crate) async fn production(s: &Server) -> (String, String) {
    let r = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({"name": "Erbil Electronics", "status": "approved", "environment": "production"})),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    assert_eq!(r.data()["status"], "approved", "{r:?}");
    (
        r.data()["id"].as_str().unwrap().to_string(),
        r.data()["keys"]["secret_key"].as_str().unwrap().to_string(),
    )
}

async fn balance(s: &Server, sk: &str, currency: &str) -> i64 {
    let w = s
        .send(Method::GET, "/merchant/wallet", Some(sk), &[], None)
        .await;
    common::account(&w.data()["accounts"], currency)
}

#[tokio::test]
async fn a_live_deposit_is_made_once_by_two_people_even_when_two_approve_at_once() {
    let s = Arc::new(Server::start().await);
    let (mid, sk) = production(&s).await;
    let maker = operator(&s, None, "maker@ops.example", &["finance"]).await;
    let a = operator(&s, None, "first@ops.example", &["finance"]).await;
    let b = operator(&s, None, "second@ops.example", &["finance"]).await;
    let admin = operator(&s, None, "boss@ops.example", &["admin"]).await;
    let path = format!("/admin/merchants/{mid}/deposits");
    let body = json!({"amount": 7_500_000, "currency": "IQD", "bank_reference": "RAFIDAIN-77"});
    let held = call(&s, &maker.token, Method::POST, &path, Some(body.clone())).await;
    assert_eq!(held.status, StatusCode::ACCEPTED, "{held:?}");
    let d = held.data();
    assert_eq!(d["object"], "approval_request");
    assert_eq!(d["status"], "pending_approval");
    assert_eq!(d["action"], "deposit");
    assert_eq!(d["permission"], "deposits:create");
    assert_eq!(d["target"], mid.as_str());
    assert_eq!(d["change"], body, "the exact change");
    assert_eq!(d["maker"]["id"], maker.id.as_str());
    let id = d["id"].as_str().unwrap().to_string();
    assert!(id.starts_with("apr_"));
    assert_eq!(balance(&s, &sk, "IQD").await, 0, "nothing moved yet");
    // it waits in the queue, for everyone to see
    let q = call(&s, &admin.token, Method::GET, "/admin/approvals", None).await;
    assert_eq!(q.data()["data"][0]["id"], id.as_str(), "{q:?}");
    let approve = format!("/admin/approvals/{id}/approve");
    // the maker never approves their own, nor with a key of theirs
    call(&s, &maker.token, Method::POST, &approve, None)
        .await
        .expect_error(403, "FORBIDDEN");
    let k = call(
        &s,
        &admin.token,
        Method::POST,
        "/admin/keys",
        Some(json!({"operator_id": maker.id, "scopes": ["approvals:decide", "deposits:create"]})),
    )
    .await;
    let mk = k.data()["key"].as_str().unwrap().to_string();
    call(&s, &mk, Method::POST, &approve, None)
        .await
        .expect_error(403, "FORBIDDEN");
    // nor does someone without the change's permission, nor the break-glass key
    call(&s, &admin.token, Method::POST, &approve, None)
        .await
        .expect_error(403, "FORBIDDEN");
    call(&s, &s.admin_key, Method::POST, &approve, None)
        .await
        .expect_error(403, "FORBIDDEN");
    assert_eq!(balance(&s, &sk, "IQD").await, 0);
    // two people approve at once: one change
    let (ra, rb) = tokio::join!(
        call(&s, &a.token, Method::POST, &approve, None),
        call(&s, &b.token, Method::POST, &approve, None)
    );
    let ok: Vec<_> = [&ra, &rb]
        .into_iter()
        .filter(|r| r.status.is_success())
        .collect();
    assert_eq!(ok.len(), 1, "{ra:?} {rb:?}");
    let other = if ra.status.is_success() { &rb } else { &ra };
    other.expect_error(422, "INVALID_PAYMENT_STATUS");
    let done = ok[0].data();
    assert_eq!(done["status"], "approved");
    assert_eq!(done["outcome"]["status"], 201);
    assert_eq!(done["outcome"]["data"]["amount"], 7_500_000);
    assert!(done["checker"]["id"] == a.id.as_str() || done["checker"]["id"] == b.id.as_str());
    assert_eq!(balance(&s, &sk, "IQD").await, 7_500_000);
    // decided: never again
    call(&s, &a.token, Method::POST, &approve, None)
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    assert_eq!(balance(&s, &sk, "IQD").await, 7_500_000);
    let shown = call(
        &s,
        &a.token,
        Method::GET,
        &format!("/admin/approvals/{id}"),
        None,
    )
    .await;
    assert_eq!(shown.data()["status"], "approved");
    assert_eq!(shown.data()["outcome"]["status"], 201, "{shown:?}");
    assert_eq!(s.audit().await["ok"], true);
    // the trail holds the request by its maker and the approval by its checker
    let trail = call(
        &s,
        &admin.token,
        Method::GET,
        &format!("/admin/audit-log?target={id}"),
        None,
    )
    .await;
    let rows = trail.data()["data"].as_array().unwrap();
    assert!(
        rows.iter().any(
            |e| e["action"] == "POST /api/v1/admin/approvals/{id}/approve" && e["outcome"] == "ok"
        ),
        "{trail:?}"
    );
}

#[tokio::test]
async fn a_rejected_request_is_never_made() {
    let s = Server::start().await;
    let (mid, sk) = production(&s).await;
    let maker = operator(&s, None, "m@ops.example", &["finance"]).await;
    let checker = operator(&s, None, "c@ops.example", &["finance"]).await;
    let held = call(
        &s,
        &maker.token,
        Method::POST,
        &format!("/admin/merchants/{mid}/deposits"),
        Some(json!({"amount": 1000, "currency": "USD", "bank_reference": "TT-9"})),
    )
    .await;
    let id = held.data()["id"].as_str().unwrap().to_string();
    // a reason is required
    let r = call(
        &s,
        &checker.token,
        Method::POST,
        &format!("/admin/approvals/{id}/reject"),
        Some(json!({})),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    let r = call(
        &s,
        &checker.token,
        Method::POST,
        &format!("/admin/approvals/{id}/reject"),
        Some(json!({"reason": "no such transfer on the statement"})),
    )
    .await;
    assert_eq!(r.data()["status"], "rejected", "{r:?}");
    assert_eq!(r.data()["reason"], "no such transfer on the statement");
    call(
        &s,
        &checker.token,
        Method::POST,
        &format!("/admin/approvals/{id}/approve"),
        None,
    )
    .await
    .expect_error(422, "INVALID_PAYMENT_STATUS");
    assert_eq!(balance(&s, &sk, "USD").await, 0);
    let q = call(
        &s,
        &checker.token,
        Method::GET,
        "/admin/approvals?status=rejected",
        None,
    )
    .await;
    assert_eq!(q.data()["data"][0]["id"], id.as_str());
    let q = call(&s, &checker.token, Method::GET, "/admin/approvals", None).await;
    assert!(q.data()["data"]
        .as_array()
        .unwrap()
        .iter()
        .all(|a| a["id"] != id.as_str()));
    call(
        &s,
        &checker.token,
        Method::GET,
        "/admin/approvals/apr_missing",
        None,
    )
    .await
    .expect_error(404, "NOT_FOUND");
}

#[tokio::test]
async fn rates_a_freeze_lifted_and_a_merchant_approved_wait_for_a_second_person() {
    let s = Server::start().await;
    let fin = operator(&s, None, "f1@ops.example", &["finance"]).await;
    let fin2 = operator(&s, None, "f2@ops.example", &["finance"]).await;
    // rates: held, then set when approved
    let r = call(
        &s,
        &fin.token,
        Method::PUT,
        "/admin/fx/rates",
        Some(json!({"pair": "USD/IQD", "bid": "1290", "ask": "1310"})),
    )
    .await;
    assert_eq!(r.data()["action"], "set_rates", "{r:?}");
    call(&s, &fin.token, Method::GET, "/admin/fx/rates", None)
        .await
        .expect_error(404, "NOT_FOUND");
    let id = r.data()["id"].as_str().unwrap();
    let done = call(
        &s,
        &fin2.token,
        Method::POST,
        &format!("/admin/approvals/{id}/approve"),
        None,
    )
    .await;
    assert_eq!(done.data()["outcome"]["data"]["bid"], "1290", "{done:?}");
    let got = call(&s, &fin.token, Method::GET, "/admin/fx/rates", None).await;
    assert_eq!(got.data()["ask"], "1310");
    // the approval's entry on the trail keeps the rates as they were (none) and became
    let t = call(
        &s,
        &s.admin_key,
        Method::GET,
        &format!("/admin/audit-log?target={id}"),
        None,
    )
    .await;
    let e = t.data()["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["action"] == "POST /api/v1/admin/approvals/{id}/approve")
        .cloned()
        .unwrap_or_else(|| panic!("{t:?}"));
    assert_eq!(
        (e["before"].clone(), e["after"]["bid"].clone()),
        (Value::Null, json!("1290")),
        "{e}"
    );
    // a production merchant made approved is pending until a second person approves it
    let admin = operator(&s, None, "a1@ops.example", &["admin"]).await;
    let admin2 = operator(&s, None, "a2@ops.example", &["admin"]).await;
    let m = call(
        &s,
        &admin.token,
        Method::POST,
        "/admin/merchants",
        Some(json!({"name": "Basra Dates", "status": "approved", "environment": "production"})),
    )
    .await;
    assert_eq!(m.data()["status"], "pending", "{m:?}");
    assert_eq!(m.data()["approval"]["action"], "approve_merchant");
    let mid = m.data()["id"].as_str().unwrap().to_string();
    let again = call(
        &s,
        &admin.token,
        Method::POST,
        &format!("/admin/merchants/{mid}/status"),
        Some(json!({"status": "approved"})),
    )
    .await;
    assert_eq!(again.status, StatusCode::ACCEPTED, "{again:?}");
    let apr = m.data()["approval"]["id"].as_str().unwrap();
    let done = call(
        &s,
        &admin2.token,
        Method::POST,
        &format!("/admin/approvals/{apr}/approve"),
        None,
    )
    .await;
    assert_eq!(
        done.data()["outcome"]["data"]["status"],
        "approved",
        "{done:?}"
    );
    // the second request, made while it was pending, finds it approved: nothing to change
    let apr2 = again.data()["id"].as_str().unwrap();
    let done = call(
        &s,
        &admin2.token,
        Method::POST,
        &format!("/admin/approvals/{apr2}/approve"),
        None,
    )
    .await;
    assert_eq!(done.data()["status"], "approved", "{done:?}");
    // a commission change of a production merchant waits; a name alone does not
    let p = call(
        &s,
        &admin.token,
        Method::PATCH,
        &format!("/admin/merchants/{mid}"),
        Some(json!({"commission_bps": 300})),
    )
    .await;
    assert_eq!(p.status, StatusCode::ACCEPTED, "{p:?}");
    let p = call(
        &s,
        &admin.token,
        Method::PATCH,
        &format!("/admin/merchants/{mid}"),
        Some(json!({"name": "Basra Dates Co."})),
    )
    .await;
    assert_eq!(
        (p.status, p.data()["commission_bps"].as_i64()),
        (StatusCode::OK, Some(100)),
        "{p:?}"
    );
    // a freeze is one person's; its lifting is two people's (a production merchant's user)
    let comp = operator(&s, None, "c1@ops.example", &["compliance"]).await;
    let comp2 = operator(&s, None, "c2@ops.example", &["compliance"]).await;
    let sk = m.data()["keys"]["secret_key"].as_str().unwrap();
    let u = s
        .post_as(
            sk,
            "/users/sync",
            json!({"external_user_id": "frozen-1", "name": "Hawre"}),
        )
        .await;
    let uid = u.data()["id"].as_str().unwrap().to_string();
    let f = call(
        &s,
        &comp.token,
        Method::POST,
        &format!("/admin/users/{uid}/freeze"),
        Some(json!({"scope": "all", "reason": "case 7"})),
    )
    .await;
    assert_eq!(f.data()["frozen"]["scope"], "all", "{f:?}");
    let t = call(
        &s,
        &s.admin_key,
        Method::GET,
        &format!("/admin/audit-log?actor={}", comp.id),
        None,
    )
    .await;
    let e = &t.data()["data"][0];
    assert_eq!(e["action"], "POST /api/v1/admin/users/{id}/freeze", "{t:?}");
    assert_eq!(
        (
            e["before"]["frozen"].clone(),
            e["after"]["frozen"]["scope"].clone()
        ),
        (Value::Null, json!("all")),
        "{e}"
    );
    let l = call(
        &s,
        &comp.token,
        Method::POST,
        &format!("/admin/users/{uid}/unfreeze"),
        Some(json!({})),
    )
    .await;
    assert_eq!(l.status, StatusCode::ACCEPTED, "{l:?}");
    let lid = l.data()["id"].as_str().unwrap();
    let done = call(
        &s,
        &comp2.token,
        Method::POST,
        &format!("/admin/approvals/{lid}/approve"),
        None,
    )
    .await;
    assert_eq!(
        done.data()["outcome"]["data"]["frozen"],
        Value::Null,
        "{done:?}"
    );
    // lifting what is not frozen changes nothing and waits for nobody
    let l = call(
        &s,
        &comp.token,
        Method::POST,
        &format!("/admin/users/{uid}/unfreeze"),
        Some(json!({})),
    )
    .await;
    assert_eq!(l.status, StatusCode::OK, "{l:?}");
}

#[tokio::test]
async fn a_sandbox_merchants_money_is_one_persons() {
    // sandbox money is minted by the merchant itself (/sandbox/wallets/topup): a second
    // person adds nothing there
    let s = Server::start().await;
    let fin = operator(&s, None, "solo@ops.example", &["finance"]).await;
    let r = call(
        &s,
        &fin.token,
        Method::POST,
        &format!("/admin/merchants/{}/deposits", s.merchant_id()),
        Some(json!({"amount": 50_000, "currency": "IQD", "bank_reference": "SANDBOX-1"})),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
}
