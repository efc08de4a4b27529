//! The platform's operators over HTTP (issue 75): invitations, enrolment and sign-in with a
//! TOTP code, each role against every admin route, scoped keys, disabling, lockout and the
//! staff audit trail.

use crate::common;
use common::{Resp, Server};
use reqwest::{Method, StatusCode};
use sanduq_admin::totp;
use serde_json::{json, Value};
use std::collections::BTreeMap;

const PASSWORD: &str = "correct horse battery staple";

fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
}

/// A signed-in operator: their id, session token, TOTP secret and recovery codes.
pub struct Op {
    pub id: String,
    pub email: String,
    pub token: String,
    pub secret: String,
    pub recovery: Vec<String>,
}

pub async fn call(
    s: &Server,
    token: &str,
    method: Method,
    path: &str,
    body: Option<Value>,
) -> Resp {
    s.send(method, path, Some(token), &[], body.map(|b| b.to_string()))
        .await
}

/// Invites `email` with `roles` (by `by`, the break-glass key when None), accepts the
/// invitation and signs in with the current code.
pub async fn operator(s: &Server, by: Option<&str>, email: &str, roles: &[&str]) -> Op {
    let by = by
        .map(str::to_string)
        .unwrap_or_else(|| s.admin_key.clone());
    let inv = call(
        s,
        &by,
        Method::POST,
        "/admin/staff",
        Some(json!({ "email": email, "roles": roles })),
    )
    .await;
    assert_eq!(inv.status, StatusCode::CREATED, "{inv:?}");
    assert_eq!(inv.data()["status"], "invited");
    let token = inv.data()["invitation"]["token"].as_str().unwrap();
    assert_eq!(
        inv.data()["invitation"]["url"],
        format!("/console/invite/{token}")
    );
    let acc = s
        .send(
            Method::POST,
            "/admin/invitations/accept",
            None,
            &[],
            Some(json!({ "token": token, "password": PASSWORD }).to_string()),
        )
        .await;
    assert_eq!(acc.status, StatusCode::OK, "{acc:?}");
    let d = acc.data();
    assert_eq!(d["operator"]["status"], "enrolling");
    let secret = d["totp"]["secret"].as_str().unwrap().to_string();
    assert!(d["totp"]["otpauth_url"]
        .as_str()
        .unwrap()
        .starts_with("otpauth://totp/Sanduq:"));
    let recovery: Vec<String> = d["recovery_codes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect();
    assert_eq!(recovery.len(), 10);
    // the invitation is used up
    let again = s
        .send(
            Method::POST,
            "/admin/invitations/accept",
            None,
            &[],
            Some(json!({ "token": token, "password": PASSWORD }).to_string()),
        )
        .await;
    again.expect_error(404, "NOT_FOUND");
    let code = totp::code_at(&secret, now_secs()).unwrap();
    let signed = sign_in(s, email, PASSWORD, &code).await;
    assert_eq!(signed.status, StatusCode::CREATED, "{signed:?}");
    assert_eq!(signed.data()["operator"]["status"], "active");
    Op {
        id: d["operator"]["id"].as_str().unwrap().to_string(),
        email: email.to_string(),
        token: signed.data()["token"].as_str().unwrap().to_string(),
        secret,
        recovery,
    }
}

async fn sign_in(s: &Server, email: &str, password: &str, code: &str) -> Resp {
    s.send(
        Method::POST,
        "/admin/sessions",
        None,
        &[],
        Some(json!({ "email": email, "password": password, "code": code }).to_string()),
    )
    .await
}

#[tokio::test]
async fn a_code_is_taken_once_and_a_wrong_or_old_one_never() {
    let s = Server::start().await;
    let o = operator(&s, None, "amina@ops.example", &["viewer"]).await;
    let now = now_secs();
    // the code just used is refused (replayed), also within its 30 seconds
    let used = totp::code_at(&o.secret, now).unwrap();
    sign_in(&s, &o.email, PASSWORD, &used)
        .await
        .expect_error(403, "FORBIDDEN");
    // a code two steps old has expired
    let old = totp::code_at(&o.secret, now - 90).unwrap();
    sign_in(&s, &o.email, PASSWORD, &old)
        .await
        .expect_error(403, "FORBIDDEN");
    // a wrong code, a wrong password
    sign_in(&s, &o.email, PASSWORD, "000000")
        .await
        .expect_error(403, "FORBIDDEN");
    let next = totp::code_at(&o.secret, now + 30).unwrap();
    sign_in(&s, &o.email, "not the password at all", &next)
        .await
        .expect_error(403, "FORBIDDEN");
    // the next step's code works (a phone a little ahead), once
    let r = sign_in(&s, &o.email, PASSWORD, &next).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    // a recovery code works once, in any case
    let rc = o.recovery[0].to_uppercase();
    let r = sign_in(&s, &o.email, PASSWORD, &rc).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    assert_eq!(r.data()["operator"]["recovery_codes_left"], 9);
    sign_in(&s, &o.email, PASSWORD, &rc)
        .await
        .expect_error(403, "FORBIDDEN");
    // secrets never come back
    let list = call(&s, &s.admin_key, Method::GET, "/admin/staff", None).await;
    assert!(!list.text.contains(&o.secret) && !list.text.contains("password_hash"));
    assert!(!list.text.contains(&o.recovery[1]));
    // signing out ends the session at once
    let out = call(&s, &o.token, Method::POST, "/admin/sessions/end", None).await;
    assert_eq!(out.status, StatusCode::OK, "{out:?}");
    call(&s, &o.token, Method::GET, "/admin/fx/rates", None)
        .await
        .expect_error(403, "FORBIDDEN");
}

#[tokio::test]
async fn five_failures_lock_the_email_from_that_address() {
    let s = Server::start().await;
    let o = operator(&s, None, "karwan@ops.example", &["viewer"]).await;
    for _ in 0..5 {
        sign_in(&s, &o.email, "wrong password here", "123456")
            .await
            .expect_error(403, "FORBIDDEN");
    }
    let next = totp::code_at(&o.secret, now_secs() + 30).unwrap();
    let r = sign_in(&s, &o.email, PASSWORD, &next).await;
    r.expect_error(403, "FORBIDDEN");
    assert!(r.body["error"]["message"]
        .as_str()
        .unwrap()
        .contains("too many failed sign-ins"));
}

/// A request to `template` with its parameters filled by made-up ids, and a body that
/// passes no handler's checks: what the guard does comes before either.
fn probe(template: &str) -> String {
    template
        .trim_start_matches("/api/v1")
        .split('/')
        .map(|seg| if seg.starts_with('{') { "xyz_1" } else { seg })
        .collect::<Vec<_>>()
        .join("/")
}

#[tokio::test]
async fn each_role_is_held_to_its_permissions_on_every_admin_route() {
    let s = Server::start().await;
    let doc = s.document().await;
    // every admin operation that takes a credential names its permission
    let mut routes: Vec<(Method, String, String)> = vec![];
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            if !path.starts_with("/api/v1/admin/") {
                continue;
            }
            let public = op["security"].as_array().is_some_and(|a| a.is_empty());
            match op["x-permission"].as_str() {
                Some(p) => routes.push((
                    method.to_uppercase().parse().unwrap(),
                    path.clone(),
                    p.into(),
                )),
                None => assert!(public, "{method} {path} names no permission"),
            }
        }
    }
    assert!(routes.len() >= 30, "{}", routes.len());
    let roles = [
        "viewer",
        "support",
        "kyc_reviewer",
        "finance",
        "compliance",
        "admin",
    ];
    let grants: BTreeMap<&str, Vec<&str>> = BTreeMap::from([
        (
            "viewer",
            vec!["merchants:read", "fx:read", "approvals:read"],
        ),
        (
            "support",
            vec![
                "merchants:read",
                "fx:read",
                "users:read",
                "payouts:read",
                "approvals:read",
                "disputes",
            ],
        ),
        (
            "kyc_reviewer",
            vec!["users:read", "kyc:read", "kyc:review", "approvals:read"],
        ),
        (
            "finance",
            vec![
                "merchants:read",
                "fx:read",
                "fx:write",
                "books:read",
                "deposits:create",
                "payouts:read",
                "payouts:complete",
                "cash_outs:complete",
                "approvals:read",
                "approvals:decide",
            ],
        ),
        (
            "compliance",
            vec![
                "merchants:read",
                "users:read",
                "users:freeze",
                "kyc:read",
                "books:read",
                "audit:read",
                "approvals:read",
                "approvals:decide",
                "disputes",
                "screening:read",
                "screening:write",
                "alerts:read",
                "alerts:write",
                "rules:write",
            ],
        ),
        (
            "admin",
            vec![
                "merchants:read",
                "merchants:write",
                "merchants:keys",
                "limits:write",
                "fx:read",
                "books:read",
                "staff:manage",
                "keys:manage",
                "audit:read",
                "approvals:read",
                "approvals:decide",
            ],
        ),
    ]);
    for role in roles {
        let o = operator(&s, None, &format!("{role}@ops.example"), &[role]).await;
        for (method, path, permission) in &routes {
            let body = (*method != Method::GET).then(|| json!({ "unknown_field": 1 }));
            let r = call(&s, &o.token, method.clone(), &probe(path), body).await;
            let refused = r.status == StatusCode::FORBIDDEN
                && r.body["error"]["message"]
                    .as_str()
                    .unwrap_or_default()
                    .contains("this needs the permission");
            let granted = grants[role].contains(&permission.as_str());
            assert_eq!(
                refused, !granted,
                "{role} on {method} {path} ({permission}): {r:?}"
            );
            if refused {
                r.expect_error(403, "FORBIDDEN");
            }
        }
    }
}

#[tokio::test]
async fn a_refused_write_changes_nothing_and_is_on_the_trail() {
    let s = Server::start().await;
    let viewer = operator(&s, None, "rawa@ops.example", &["viewer"]).await;
    let mid = s.merchant_id();
    let before = s.merchant_balance("IQD").await;
    let r = call(
        &s,
        &viewer.token,
        Method::POST,
        &format!("/admin/merchants/{mid}/deposits"),
        Some(json!({ "amount": 50000, "currency": "IQD", "bank_reference": "TT-1" })),
    )
    .await;
    r.expect_error(403, "FORBIDDEN");
    assert_eq!(s.merchant_balance("IQD").await, before);
    let trail = call(
        &s,
        &s.admin_key,
        Method::GET,
        &format!("/admin/audit-log?actor={}", viewer.id),
        None,
    )
    .await;
    let rows = trail.data()["data"].as_array().unwrap();
    let refused = rows
        .iter()
        .find(|e| e["action"] == "POST /api/v1/admin/merchants/{id}/deposits")
        .unwrap_or_else(|| panic!("{trail:?}"));
    assert_eq!(refused["outcome"], "FORBIDDEN");
    assert_eq!(refused["status"], 403);
    assert_eq!(refused["target"], mid);
    assert_eq!(refused["actor"]["name"], "rawa@ops.example");
}

#[tokio::test]
async fn a_scoped_key_works_inside_its_scope_only() {
    let s = Server::start().await;
    let admin = operator(&s, None, "dilan@ops.example", &["admin"]).await;
    let finance = operator(&s, Some(&admin.token), "hana@ops.example", &["finance"]).await;
    // a bank's callback: payouts and nothing else
    let k = call(
        &s,
        &admin.token,
        Method::POST,
        "/admin/keys",
        Some(json!({ "service": "rafidain-bank", "scopes": ["payouts:complete"] })),
    )
    .await;
    assert_eq!(k.status, StatusCode::CREATED, "{k:?}");
    let secret = k.data()["key"].as_str().unwrap().to_string();
    assert!(secret.starts_with("opk_"));
    let kid = k.data()["id"].as_str().unwrap().to_string();
    // inside its scope the guard lets it through (the payout does not exist)
    call(
        &s,
        &secret,
        Method::POST,
        "/admin/payouts/po_missing/complete",
        Some(json!({})),
    )
    .await
    .expect_error(404, "NOT_FOUND");
    // outside it, refused
    let r = call(
        &s,
        &secret,
        Method::POST,
        "/admin/cash-outs/co_1/complete",
        Some(json!({})),
    )
    .await;
    r.expect_error(403, "FORBIDDEN");
    call(&s, &secret, Method::GET, "/admin/kyc", None)
        .await
        .expect_error(403, "FORBIDDEN");
    // the secret is shown once
    let keys = call(&s, &admin.token, Method::GET, "/admin/keys", None).await;
    assert!(!keys.text.contains(&secret), "{keys:?}");
    assert_eq!(keys.data()["data"][0]["service"], "rafidain-bank");
    // a service never holds the power over people or keys
    let r = call(
        &s,
        &admin.token,
        Method::POST,
        "/admin/keys",
        Some(json!({ "service": "script", "scopes": ["staff:manage"] })),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("scopes").is_some());
    // a person's key holds no more than the person
    let r = call(
        &s,
        &admin.token,
        Method::POST,
        "/admin/keys",
        Some(json!({ "operator_id": finance.id, "scopes": ["kyc:review"] })),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    let fk = call(
        &s,
        &admin.token,
        Method::POST,
        "/admin/keys",
        Some(json!({ "operator_id": finance.id, "scopes": ["fx:read"] })),
    )
    .await;
    let fsecret = fk.data()["key"].as_str().unwrap().to_string();
    let r = call(&s, &fsecret, Method::GET, "/admin/fx/rates", None).await;
    assert_ne!(r.status, StatusCode::FORBIDDEN, "{r:?}");
    // disabling the person stops their session and their key at once
    let d = call(
        &s,
        &admin.token,
        Method::POST,
        &format!("/admin/staff/{}/disable", finance.id),
        None,
    )
    .await;
    assert_eq!(d.data()["status"], "disabled", "{d:?}");
    call(&s, &fsecret, Method::GET, "/admin/fx/rates", None)
        .await
        .expect_error(403, "FORBIDDEN");
    call(&s, &finance.token, Method::GET, "/admin/fx/rates", None)
        .await
        .expect_error(401, "TOKEN_EXPIRED");
    let code = totp::code_at(&finance.secret, now_secs() + 30).unwrap();
    sign_in(&s, &finance.email, PASSWORD, &code)
        .await
        .expect_error(403, "FORBIDDEN");
    // nobody disables themselves
    call(
        &s,
        &admin.token,
        Method::POST,
        &format!("/admin/staff/{}/disable", admin.id),
        None,
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    // a revoked key stops at once
    let r = call(
        &s,
        &admin.token,
        Method::POST,
        &format!("/admin/keys/{kid}/revoke"),
        None,
    )
    .await;
    assert_eq!(r.data()["revoked"], true, "{r:?}");
    call(
        &s,
        &secret,
        Method::POST,
        "/admin/payouts/po_missing/complete",
        Some(json!({})),
    )
    .await
    .expect_error(403, "FORBIDDEN");
}

#[tokio::test]
async fn the_trail_holds_each_write_by_its_person_and_no_route_changes_it() {
    let s = Server::start().await;
    let admin = operator(&s, None, "shilan@ops.example", &["admin"]).await;
    let fin = operator(&s, Some(&admin.token), "omar@ops.example", &["finance"]).await;
    let r = call(
        &s,
        &fin.token,
        Method::PUT,
        "/admin/fx/rates",
        Some(json!({ "pair": "USD/IQD", "bid": "1300", "ask": "1320" })),
    )
    .await;
    assert_eq!(
        r.status,
        StatusCode::ACCEPTED,
        "rates take a second person: {r:?}"
    );
    // a read by a person is not on the trail; any use of the break-glass key is
    call(&s, &fin.token, Method::GET, "/admin/fx/rates", None).await;
    call(&s, &s.admin_key, Method::GET, "/admin/fx/rates", None).await;
    let all = call(
        &s,
        &admin.token,
        Method::GET,
        "/admin/audit-log?limit=100",
        None,
    )
    .await;
    assert_eq!(all.status, StatusCode::OK, "{all:?}");
    let rows = all.data()["data"].as_array().unwrap().clone();
    let by = |actor: &str, action: &str| {
        rows.iter()
            .filter(|e| e["actor"]["id"] == actor && e["action"] == action)
            .count()
    };
    assert_eq!(by(&fin.id, "PUT /api/v1/admin/fx/rates"), 1, "{rows:?}");
    assert_eq!(by(&fin.id, "GET /api/v1/admin/fx/rates"), 0);
    assert!(by("break_glass", "GET /api/v1/admin/fx/rates") >= 1);
    // the invitation of omar by shilan names the account it made
    let invited = rows
        .iter()
        .find(|e| {
            e["actor"]["id"] == admin.id.as_str() && e["action"] == "POST /api/v1/admin/staff"
        })
        .unwrap();
    assert_eq!(invited["target"], fin.id, "{invited}");
    assert_eq!(invited["outcome"], "ok");
    assert!(invited["request_id"].as_str().unwrap().starts_with("req_"));
    // newest first; filters by person and by object; pages by cursor
    let times: Vec<&str> = rows.iter().map(|e| e["at"].as_str().unwrap()).collect();
    let mut sorted = times.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(times, sorted);
    let mine = call(
        &s,
        &admin.token,
        Method::GET,
        &format!("/admin/audit-log?actor={}", fin.id),
        None,
    )
    .await;
    assert!(mine.data()["data"]
        .as_array()
        .unwrap()
        .iter()
        .all(|e| e["actor"]["id"] == fin.id.as_str()));
    let about = call(
        &s,
        &admin.token,
        Method::GET,
        &format!("/admin/audit-log?target={}", fin.id),
        None,
    )
    .await;
    assert_eq!(
        about.data()["data"].as_array().unwrap().len(),
        1,
        "{about:?}"
    );
    let p1 = call(
        &s,
        &admin.token,
        Method::GET,
        "/admin/audit-log?limit=2",
        None,
    )
    .await;
    assert_eq!(p1.data()["has_more"], true);
    let cursor = p1.data()["next_cursor"].as_str().unwrap();
    let p2 = call(
        &s,
        &admin.token,
        Method::GET,
        &format!("/admin/audit-log?limit=2&cursor={cursor}"),
        None,
    )
    .await;
    let ids = |r: &Resp| -> Vec<String> {
        r.data()["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["id"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(
        [ids(&p1), ids(&p2)].concat(),
        rows[..4]
            .iter()
            .map(|e| e["id"].as_str().unwrap().to_string())
            .collect::<Vec<_>>()
    );
    // as CSV
    let csv = call(
        &s,
        &admin.token,
        Method::GET,
        "/admin/audit-log/export?limit=100",
        None,
    )
    .await;
    assert_eq!(csv.status, StatusCode::OK);
    assert!(csv.header("content-type").unwrap().starts_with("text/csv"));
    assert!(csv.text.starts_with("id,at,actor_kind,"));
    assert!(csv.text.contains(&format!(
        ",operator,{},omar@ops.example,PUT /api/v1/admin/fx/rates,",
        fin.id
    )));
    // no route writes to it: the document has none, and the paths answer 405 to writes
    let doc = s.document().await;
    for (path, item) in doc["paths"].as_object().unwrap() {
        if path.contains("audit-log") {
            assert!(
                item.as_object().unwrap().keys().all(|m| m == "get"),
                "{path}"
            );
        }
    }
    let first = rows[0]["id"].as_str().unwrap();
    for m in [Method::POST, Method::PUT, Method::PATCH, Method::DELETE] {
        for path in [
            "/admin/audit-log".to_string(),
            format!("/admin/audit-log/{first}"),
        ] {
            let r = call(
                &s,
                &admin.token,
                m.clone(),
                &path,
                Some(json!({"outcome": "ok"})),
            )
            .await;
            assert_eq!(
                (r.status.as_u16(), r.code()),
                (404, "NOT_FOUND"),
                "{m} {path}: {r:?}"
            );
        }
    }
    let after = call(
        &s,
        &admin.token,
        Method::GET,
        "/admin/audit-log?limit=100",
        None,
    )
    .await;
    assert_eq!(
        after.data()["data"],
        all.data()["data"],
        "the trail is as it was"
    );
    // a setting's change keeps it as it was and as it became
    let mid = s.merchant_id();
    let was = call(
        &s,
        &admin.token,
        Method::GET,
        &format!("/admin/merchants/{mid}"),
        None,
    )
    .await;
    let r = call(
        &s,
        &admin.token,
        Method::PATCH,
        &format!("/admin/merchants/{mid}"),
        Some(json!({"name": "Renamed Books"})),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let t = call(
        &s,
        &admin.token,
        Method::GET,
        &format!("/admin/audit-log?target={mid}"),
        None,
    )
    .await;
    let e = &t.data()["data"][0];
    assert_eq!(e["action"], "PATCH /api/v1/admin/merchants/{id}", "{t:?}");
    assert_eq!(e["before"]["name"], was.data()["name"], "{e}");
    assert_eq!(e["after"]["name"], "Renamed Books", "{e}");
    // a viewer cannot read it
    let v = operator(&s, Some(&admin.token), "lana@ops.example", &["viewer"]).await;
    call(&s, &v.token, Method::GET, "/admin/audit-log", None)
        .await
        .expect_error(403, "FORBIDDEN");
}

#[tokio::test]
async fn invitations_and_keys_check_what_they_are_given() {
    let s = Server::start().await;
    let k = s.admin_key.clone();
    let r = call(
        &s,
        &k,
        Method::POST,
        "/admin/staff",
        Some(json!({ "email": "nope", "roles": ["boss"] })),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(
        r.field("email").is_some() && r.field("roles").is_some(),
        "{r:?}"
    );
    let r = call(
        &s,
        &k,
        Method::POST,
        "/admin/staff",
        Some(json!({ "email": "a@ops.example", "roles": [] })),
    )
    .await;
    assert!(r.field("roles").is_some(), "{r:?}");
    let r = call(
        &s,
        &k,
        Method::POST,
        "/admin/staff",
        Some(json!({ "email": "a@ops.example", "roles": ["admin", "admin"] })),
    )
    .await;
    assert!(r.field("roles").is_some(), "{r:?}");
    let ok = call(
        &s,
        &k,
        Method::POST,
        "/admin/staff",
        Some(json!({ "email": "A@Ops.Example", "roles": ["admin"] })),
    )
    .await;
    assert_eq!(ok.data()["email"], "a@ops.example", "{ok:?}");
    let again = call(
        &s,
        &k,
        Method::POST,
        "/admin/staff",
        Some(json!({ "email": "a@ops.example", "roles": ["viewer"] })),
    )
    .await;
    again.expect_error(422, "VALIDATION_ERROR");
    let r = call(
        &s,
        &k,
        Method::POST,
        "/admin/keys",
        Some(json!({ "scopes": ["fx:read"] })),
    )
    .await;
    assert!(r.field("operator_id").is_some(), "{r:?}");
    let r = call(
        &s,
        &k,
        Method::POST,
        "/admin/keys",
        Some(json!({ "service": "x", "operator_id": "opr_1", "scopes": ["fx:read"] })),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    let r = call(
        &s,
        &k,
        Method::POST,
        "/admin/keys",
        Some(json!({ "operator_id": "opr_missing", "scopes": ["fx:read"] })),
    )
    .await;
    r.expect_error(404, "NOT_FOUND");
    // a short password, an unknown invitation
    let token = ok.data()["invitation"]["token"].as_str().unwrap();
    let r = s
        .send(
            Method::POST,
            "/admin/invitations/accept",
            None,
            &[],
            Some(json!({ "token": token, "password": "short" }).to_string()),
        )
        .await;
    assert!(r.field("password").is_some(), "{r:?}");
    let r = s
        .send(
            Method::POST,
            "/admin/invitations/accept",
            None,
            &[],
            Some(json!({ "token": "opi_nothing", "password": PASSWORD }).to_string()),
        )
        .await;
    r.expect_error(404, "NOT_FOUND");
    // no credential, a merchant's key, a made-up session
    call(&s, "", Method::GET, "/admin/staff", None)
        .await
        .expect_error(403, "FORBIDDEN");
    call(&s, &s.sk(), Method::GET, "/admin/staff", None)
        .await
        .expect_error(403, "FORBIDDEN");
    call(&s, "ops_made_up", Method::GET, "/admin/staff", None)
        .await
        .expect_error(403, "FORBIDDEN");
}

#[tokio::test]
async fn the_team_finds_merchants_people_and_the_queues() {
    let s = Server::start().await;
    let support = operator(&s, None, "help@ops.example", &["support"]).await;
    let viewer = operator(&s, None, "look@ops.example", &["viewer"]).await;
    let mid = s.merchant_id();
    // merchants: by words of the name in any case, by id, by status
    let m = call(&s, &viewer.token, Method::GET, "/admin/merchants", None).await;
    assert_eq!(m.status, StatusCode::OK, "{m:?}");
    let name = m.data()["data"][0]["name"].as_str().unwrap().to_string();
    let word = name.split_whitespace().last().unwrap().to_uppercase();
    let by_word = call(
        &s,
        &viewer.token,
        Method::GET,
        &format!("/admin/merchants?q={word}"),
        None,
    )
    .await;
    assert!(
        by_word.data()["data"]
            .as_array()
            .unwrap()
            .iter()
            .any(|x| x["id"] == mid.as_str()),
        "{by_word:?}"
    );
    let by_id = call(
        &s,
        &viewer.token,
        Method::GET,
        &format!("/admin/merchants?q={mid}"),
        None,
    )
    .await;
    assert_eq!(by_id.data()["total"], 1, "{by_id:?}");
    let none = call(
        &s,
        &viewer.token,
        Method::GET,
        "/admin/merchants?q=nothing-like-it&status=approved",
        None,
    )
    .await;
    assert_eq!(none.data()["total"], 0);
    // a person by phone, national form or E.164; a viewer may not look people up
    s.post(
        "/users/sync",
        json!({"external_user_id": "p-1", "name": "Shno", "phone": "+9647501112233"}),
    )
    .await;
    for phone in ["07501112233", "%2B9647501112233"] {
        let u = call(
            &s,
            &support.token,
            Method::GET,
            &format!("/admin/users?phone={phone}"),
            None,
        )
        .await;
        let rows = u.data()["data"]
            .as_array()
            .unwrap_or_else(|| panic!("{u:?}"));
        assert_eq!(rows.len(), 1, "{u:?}");
        assert_eq!(rows[0]["merchant"]["id"], mid.as_str());
        assert_eq!(rows[0]["user"]["name"], "Shno");
        assert!(rows[0]["balances"].is_array());
    }
    call(
        &s,
        &support.token,
        Method::GET,
        "/admin/users?phone=12",
        None,
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    call(
        &s,
        &viewer.token,
        Method::GET,
        "/admin/users?phone=07501112233",
        None,
    )
    .await
    .expect_error(403, "FORBIDDEN");
    // the payout queue, oldest first, then paid
    s.admin(
        Method::POST,
        &format!("/admin/merchants/{mid}/deposits"),
        Some(json!({"amount": 900_000, "currency": "IQD", "bank_reference": "Q-1"})),
    )
    .await;
    let mut ids = vec![];
    for n in 0..3 {
        let p = s
            .post("/payouts", json!({"amount": 1000 + n, "currency": "IQD", "destination": "IQ98RAFI0000123456789"}))
            .await;
        assert_eq!(p.data()["status"], "pending", "{p:?}");
        ids.push(p.data()["id"].as_str().unwrap().to_string());
    }
    let q1 = call(
        &s,
        &support.token,
        Method::GET,
        "/admin/payouts?limit=2",
        None,
    )
    .await;
    let first: Vec<&str> = q1.data()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap())
        .collect();
    assert_eq!(first, [ids[0].as_str(), ids[1].as_str()], "{q1:?}");
    let cursor = q1.data()["next_cursor"].as_str().unwrap();
    let q2 = call(
        &s,
        &support.token,
        Method::GET,
        &format!(
            "/admin/payouts?limit=2&cursor={}",
            cursor.replace('#', "%23")
        ),
        None,
    )
    .await;
    assert_eq!(q2.data()["data"][0]["id"], ids[2].as_str(), "{q2:?}");
    assert_eq!(q2.data()["has_more"], false);
    s.admin(
        Method::POST,
        &format!("/admin/payouts/{}/complete", ids[0]),
        Some(json!({})),
    )
    .await;
    let paid = call(
        &s,
        &support.token,
        Method::GET,
        "/admin/payouts?status=paid",
        None,
    )
    .await;
    assert_eq!(paid.data()["data"][0]["id"], ids[0].as_str(), "{paid:?}");
    let pending = call(&s, &support.token, Method::GET, "/admin/payouts", None).await;
    assert_eq!(pending.data()["data"].as_array().unwrap().len(), 2);
    // a deposit by its bank reference, as the bank prints it; finance's lookup, not support's
    let fin = operator(&s, None, "books@ops.example", &["finance"]).await;
    let d = call(
        &s,
        &fin.token,
        Method::GET,
        &format!("/admin/merchants/{mid}/deposits?bank_reference=%20q-1"),
        None,
    )
    .await;
    assert_eq!(
        (
            d.data()["amount"].as_i64(),
            d.data()["bank_reference"].as_str()
        ),
        (Some(900_000), Some("Q-1")),
        "{d:?}"
    );
    call(
        &s,
        &fin.token,
        Method::GET,
        &format!("/admin/merchants/{mid}/deposits?bank_reference=Q-2"),
        None,
    )
    .await
    .expect_error(404, "NOT_FOUND");
    call(
        &s,
        &support.token,
        Method::GET,
        &format!("/admin/merchants/{mid}/deposits?bank_reference=Q-1"),
        None,
    )
    .await
    .expect_error(403, "FORBIDDEN");
    for bad in [
        "/admin/payouts?status=true",
        "/admin/merchants?status=open",
        "/admin/approvals?status=true",
    ] {
        let r = call(&s, &support.token, Method::GET, bad, None).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field("status").is_some(), "{bad}: {r:?}");
    }
    let c = call(&s, &support.token, Method::GET, "/admin/cash-outs", None).await;
    assert_eq!(c.data()["data"], json!([]), "{c:?}");
}

#[tokio::test]
async fn reading_an_identity_document_is_on_the_trail() {
    let s = Server::start().await;
    let reviewer = operator(&s, None, "kyc@ops.example", &["kyc_reviewer"]).await;
    let r = call(
        &s,
        &reviewer.token,
        Method::GET,
        "/admin/kyc/kyc_000000000000000000000000",
        None,
    )
    .await;
    r.expect_error(404, "NOT_FOUND");
    let trail = call(
        &s,
        &s.admin_key,
        Method::GET,
        &format!("/admin/audit-log?actor={}", reviewer.id),
        None,
    )
    .await;
    let rows = trail.data()["data"].as_array().unwrap();
    assert_eq!(rows.len(), 1, "{trail:?}");
    assert_eq!(rows[0]["action"], "GET /api/v1/admin/kyc/{id}");
    assert_eq!(rows[0]["outcome"], "NOT_FOUND");
    // other reads by a person are not
    call(&s, &reviewer.token, Method::GET, "/admin/kyc", None).await;
    let trail = call(
        &s,
        &s.admin_key,
        Method::GET,
        &format!("/admin/audit-log?actor={}", reviewer.id),
        None,
    )
    .await;
    assert_eq!(trail.data()["data"].as_array().unwrap().len(), 1);
}

/// A 1x1 PNG, as a wallet user's document photo.
const PNG: &str = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

#[tokio::test]
async fn a_reviewer_sees_the_document_image_and_a_statement_and_each_read_is_kept() {
    use base64::Engine;
    let s = Server::start().await;
    let uid = s.user("doc-reader").await;
    let t = s.post(&format!("/users/{uid}/sessions"), json!({})).await;
    let token = t.data()["access_token"].as_str().unwrap().to_string();
    let idem = [("idempotency-key", uuid::Uuid::new_v4().to_string())];
    let body = json!({
        "tier": 1, "full_name": "Zahra Ali Hassan", "date_of_birth": "1994-03-21",
        "document_type": "passport", "document_number": "A7654321", "document_image": PNG,
    });
    let k = s
        .send(
            Method::POST,
            "/wallet/kyc",
            Some(&token),
            &idem,
            Some(body.to_string()),
        )
        .await;
    assert_eq!(k.status, 201, "{k:?}");
    let kid = k.data()["id"].as_str().unwrap().to_string();
    let reviewer = operator(&s, None, "eyes@ops.example", &["kyc_reviewer"]).await;
    let viewer = operator(&s, None, "look@ops.example", &["viewer"]).await;

    // the image, byte for byte, never cached, never sniffed
    let res = s
        .http
        .get(format!("{}/admin/kyc/{kid}/document", s.base))
        .bearer_auth(&reviewer.token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let h = res.headers().clone();
    assert_eq!(
        (
            &h["content-type"],
            &h["cache-control"],
            &h["x-content-type-options"]
        ),
        (
            &"image/png".parse().unwrap(),
            &"no-store".parse().unwrap(),
            &"nosniff".parse().unwrap()
        )
    );
    let sent = base64::engine::general_purpose::STANDARD
        .decode(PNG)
        .unwrap();
    assert_eq!(res.bytes().await.unwrap().as_ref(), sent.as_slice());
    // a viewer may not, and the refusal is kept too
    call(
        &s,
        &viewer.token,
        Method::GET,
        &format!("/admin/kyc/{kid}/document"),
        None,
    )
    .await
    .expect_error(403, "FORBIDDEN");
    call(
        &s,
        &reviewer.token,
        Method::GET,
        "/admin/kyc/kyc_000000000000000000000000/document",
        None,
    )
    .await
    .expect_error(404, "NOT_FOUND");

    // the user's statement: the reviewer holds users:read; a viewer does not
    let st = call(
        &s,
        &reviewer.token,
        Method::GET,
        &format!("/admin/users/{uid}/statement?limit=5"),
        None,
    )
    .await;
    assert_eq!(st.status, 200, "{st:?}");
    assert_eq!(st.data()["object"], "list");
    call(
        &s,
        &viewer.token,
        Method::GET,
        &format!("/admin/users/{uid}/statement"),
        None,
    )
    .await
    .expect_error(403, "FORBIDDEN");
    let bad = call(
        &s,
        &reviewer.token,
        Method::GET,
        &format!("/admin/users/{uid}/statement?limit=0&cursor=x"),
        None,
    )
    .await;
    bad.expect_error(422, "VALIDATION_ERROR");
    assert!(
        bad.field("limit").is_some() && bad.field("cursor").is_some(),
        "{bad:?}"
    );
    call(
        &s,
        &reviewer.token,
        Method::GET,
        "/admin/users/usr_000000000000000000000000/statement",
        None,
    )
    .await
    .expect_error(404, "WALLET_NOT_FOUND");

    let rows = |actor: String| {
        let s = &s;
        async move {
            let t = call(
                s,
                &s.admin_key,
                Method::GET,
                &format!("/admin/audit-log?actor={actor}"),
                None,
            )
            .await;
            t.data()["data"].as_array().unwrap().clone()
        }
    };
    let mine: Vec<(String, String)> = rows(reviewer.id.clone())
        .await
        .iter()
        .map(|r| {
            (
                r["action"].as_str().unwrap().into(),
                r["outcome"].as_str().unwrap().into(),
            )
        })
        .collect();
    for want in [
        ("GET /api/v1/admin/kyc/{id}/document", "ok"),
        ("GET /api/v1/admin/kyc/{id}/document", "NOT_FOUND"),
        ("GET /api/v1/admin/users/{id}/statement", "ok"),
        ("GET /api/v1/admin/users/{id}/statement", "VALIDATION_ERROR"),
        ("GET /api/v1/admin/users/{id}/statement", "WALLET_NOT_FOUND"),
    ] {
        assert!(
            mine.iter().any(|(a, o)| (a.as_str(), o.as_str()) == want),
            "{want:?} not in {mine:?}"
        );
    }
    let theirs = rows(viewer.id.clone()).await;
    assert_eq!(theirs.len(), 2, "both refusals: {theirs:?}");
    assert!(theirs.iter().all(|r| r["outcome"] == "FORBIDDEN"));
}

#[tokio::test]
async fn roles_change_at_the_next_request_never_ones_own_and_the_trail_keeps_both() {
    let s = Server::start().await;
    let admin = operator(&s, None, "boss@ops.example", &["admin"]).await;
    let sara = operator(&s, None, "sara@ops.example", &["viewer"]).await;
    call(&s, &sara.token, Method::GET, "/admin/kyc", None)
        .await
        .expect_error(403, "FORBIDDEN");
    let path = format!("/admin/staff/{}/roles", sara.id);
    let r = call(
        &s,
        &admin.token,
        Method::POST,
        &path,
        Some(json!({ "roles": ["viewer", "kyc_reviewer"] })),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.data()["roles"], json!(["kyc_reviewer", "viewer"]));
    // her session of before now reads the identity queue
    let q = call(&s, &sara.token, Method::GET, "/admin/kyc", None).await;
    assert_eq!(q.status, 200, "{q:?}");
    // nobody changes their own; no role, or an unknown one, is a field's error
    let own = format!("/admin/staff/{}/roles", admin.id);
    call(
        &s,
        &admin.token,
        Method::POST,
        &own,
        Some(json!({ "roles": ["admin", "finance"] })),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    for bad in [
        json!({ "roles": [] }),
        json!({ "roles": ["root"] }),
        json!({}),
    ] {
        let r = call(&s, &admin.token, Method::POST, &path, Some(bad.clone())).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field("roles").is_some(), "{bad}: {r:?}");
    }
    call(
        &s,
        &admin.token,
        Method::POST,
        "/admin/staff/opr_000000000000000000000000/roles",
        Some(json!({ "roles": ["viewer"] })),
    )
    .await
    .expect_error(404, "NOT_FOUND");
    let t = call(
        &s,
        &s.admin_key,
        Method::GET,
        &format!("/admin/audit-log?target={}", sara.id),
        None,
    )
    .await;
    let e = t.data()["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["action"] == "POST /api/v1/admin/staff/{id}/roles" && e["outcome"] == "ok")
        .cloned()
        .expect("the change on the trail");
    assert_eq!(e["before"]["roles"], json!(["viewer"]));
    assert_eq!(e["after"]["roles"], json!(["kyc_reviewer", "viewer"]));
}
