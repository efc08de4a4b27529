//! Agents over HTTP (issue 79): a merchant registers its cash points (a code and a phone of
//! their own within it), changes and closes them, and moves float between its balance and
//! them; the float never passes its `max_float` nor goes below zero, also under parallel
//! requests, and the books tie (the audit, the balance transactions, safeguarding).

use crate::common;
use common::{Resp, Server};
use reqwest::Method;
use serde_json::{json, Value};
use std::sync::Arc;

fn location() -> Value {
    json!({ "governorate": "baghdad", "district": "Karrada", "address": "Street 62" })
}

async fn register(s: &Server, name: &str, phone: &str) -> Resp {
    s.post(
        "/agents",
        json!({ "name": name, "phone": phone, "location": location() }),
    )
    .await
}

/// A new agent's id.
async fn agent(s: &Server, phone: &str) -> String {
    let r = register(s, "Karrada cash point", phone).await;
    assert_eq!(r.status, 201, "{r:?}");
    r.data()["id"].as_str().unwrap().to_string()
}

fn fields(r: &Resp) -> Vec<String> {
    let mut f: Vec<String> = r.body["error"]["details"]["fields"]
        .as_object()
        .unwrap_or_else(|| panic!("field details in {r:?}"))
        .keys()
        .cloned()
        .collect();
    f.sort();
    f
}

async fn float(s: &Server, id: &str, direction: &str, amount: i64) -> Resp {
    s.post(
        &format!("/agents/{id}/float"),
        json!({ "amount": amount, "currency": "IQD", "direction": direction }),
    )
    .await
}

async fn float_of(s: &Server, id: &str) -> i64 {
    let r = s.get(&format!("/agents/{id}")).await;
    assert_eq!(r.status, 200, "{r:?}");
    r.data()["float"]["IQD"].as_i64().unwrap()
}

/// The platform credits the merchant's balance from its bank (as a bank transfer arriving).
async fn deposited(s: &Server, amount: i64) {
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/merchants/{}/deposits", s.merchant_id()),
            Some(json!({ "amount": amount, "currency": "IQD", "bank_reference": uuid::Uuid::new_v4().to_string() })),
        )
        .await;
    assert_eq!(r.status, 201, "{r:?}");
}

async fn balance(s: &Server) -> i64 {
    let r = s.get("/merchant/wallet").await;
    common::account(&r.data()["accounts"], "IQD")
}

#[tokio::test]
async fn an_agent_is_registered_with_a_code_of_its_own_and_changed_by_its_merchant() {
    let s = Server::start().await;
    // a national number with Arabic-Indic digits, stored as E.164
    let r = register(&s, "Karrada cash point", "٠٧٧٠ ١٢٣ ٤٥٦٧").await;
    assert_eq!(r.status, 201, "{r:?}");
    let a = r.data().clone();
    let id = a["id"].as_str().unwrap().to_string();
    assert!(id.starts_with("ag_"), "{a}");
    assert_eq!(
        (&a["status"], &a["phone"], &a["float"], &a["commission"]),
        (
            &json!("pending"),
            &json!("+9647701234567"),
            &json!({"IQD": 0, "USD": 0}),
            &json!({"IQD": 0, "USD": 0})
        )
    );
    let code = a["code"].as_str().unwrap();
    assert!(
        code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()),
        "{a}"
    );
    assert_eq!(a["limits"]["IQD"]["max_float"], 50_000_000);

    // the same phone is another agent's; bad fields are named one by one
    let again = register(&s, "Second", "+9647701234567").await;
    assert_eq!(
        (again.status.as_u16(), fields(&again)),
        (422, vec!["phone".to_string()])
    );
    let bad = s
        .post(
            "/agents",
            json!({ "name": " ", "phone": "12", "location": { "governorate": "Baghdad", "district": "Karrada", "lat": 33.3 },
                    "limits": { "IQD": { "max_float": -5 }, "EUR": {} } }),
        )
        .await;
    assert_eq!(bad.code(), "VALIDATION_ERROR", "{bad:?}");
    assert_eq!(
        fields(&bad),
        [
            "limits.EUR",
            "limits.IQD.max_float",
            "location.address",
            "location.governorate",
            "name",
            "phone"
        ]
    );
    let none = s
        .post(
            "/agents",
            json!({ "name": "No place", "phone": "+9647801112222" }),
        )
        .await;
    assert_eq!(fields(&none), ["location"], "{none:?}");

    // 30 more: every code is different
    let mut codes = std::collections::BTreeSet::from([code.to_string()]);
    for n in 0..30 {
        let r = register(&s, &format!("Agent {n}"), &format!("+96477010000{n:02}")).await;
        assert_eq!(r.status, 201, "{r:?}");
        codes.insert(r.data()["code"].as_str().unwrap().to_string());
    }
    assert_eq!(codes.len(), 31);
    let erbil = s
        .post(
            "/agents",
            json!({ "name": "Ankawa", "phone": "+9647501234567", "till_number": "T-7",
                    "location": { "governorate": "erbil", "district": "Ankawa", "address": "100m Road", "lat": 36.23, "lng": 43.99 } }),
        )
        .await;
    assert_eq!(erbil.status, 201, "{erbil:?}");
    let listed = s.get("/agents?governorate=erbil").await;
    let data = listed.data()["data"].as_array().unwrap();
    assert_eq!(
        (data.len(), &data[0]["till_number"]),
        (1, &json!("T-7")),
        "{listed:?}"
    );
    let page = s.get("/agents?limit=20").await;
    assert_eq!(
        (
            page.data()["data"].as_array().unwrap().len(),
            &page.data()["has_more"]
        ),
        (20, &json!(true))
    );
    let wrong = s.get("/agents?status=open").await;
    assert_eq!(fields(&wrong), ["status"]);

    // another merchant's id, or none of ours, is not found
    for path in ["/agents/ag_0000000000000000000000", "/agents/pay_1"] {
        assert_eq!(s.get(path).await.code(), "NOT_FOUND");
    }

    // changes: details, limits (what is left out stays), status
    let r = s
        .patch(
            &format!("/agents/{id}"),
            json!({ "name": "Karrada 2", "till_number": null, "limits": { "IQD": { "max_float": 10_000_000 } } }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.data()["limits"]["IQD"]["max_float"], 10_000_000);
    assert_eq!(r.data()["limits"]["IQD"]["daily_cash_in"], 25_000_000);
    assert_eq!(r.data()["name"], "Karrada 2");
    let path = format!("/agents/{id}");
    let status = |to: &str| s.patch(&path, json!({ "status": to }));
    assert_eq!(status("suspended").await.data()["status"], "suspended");
    // it never signed in: lifting the suspension makes it pending again
    assert_eq!(status("active").await.data()["status"], "pending");
    assert_eq!(status("active").await.code(), "INVALID_AGENT_STATUS");
    assert_eq!(fields(&status("pending").await), ["status"]);
    let closed = status("closed").await;
    assert_eq!(closed.data()["status"], "closed", "{closed:?}");
    let after = s
        .patch(&format!("/agents/{id}"), json!({ "name": "Back" }))
        .await;
    assert_eq!(
        (after.status.as_u16(), after.code()),
        (409, "INVALID_AGENT_STATUS")
    );
    // its phone is free for another agent
    assert_eq!(
        register(&s, "New Karrada", "+9647701234567").await.status,
        201
    );
}

#[tokio::test]
async fn float_moves_between_the_balance_and_an_agent_within_its_limits_and_the_books_tie() {
    let s = Server::start().await;
    let id = agent(&s, "+9647701230001").await;
    let start = balance(&s).await;
    deposited(&s, 3_000_000).await;
    let r = float(&s, &id, "in", 1_000_000).await;
    assert_eq!(r.status, 201, "{r:?}");
    assert_eq!(
        (&r.data()["object"], &r.data()["direction"]),
        (&json!("agent_float_move"), &json!("in"))
    );
    assert_eq!(float_of(&s, &id).await, 1_000_000);
    assert_eq!(balance(&s).await, start + 2_000_000);

    // past the agent's max_float; past the merchant's balance; past the agent's float
    let r = s
        .patch(
            &format!("/agents/{id}"),
            json!({ "limits": { "IQD": { "max_float": 1_500_000 } } }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let over = float(&s, &id, "in", 600_000).await;
    assert_eq!(
        (over.status.as_u16(), over.code()),
        (422, "AGENT_FLOAT_LIMIT_EXCEEDED"),
        "{over:?}"
    );
    assert_eq!(over.body["error"]["details"]["max_float"], 1_500_000);
    let other = agent(&s, "+9647701230002").await;
    let short = float(&s, &other, "in", start + 2_000_001).await;
    assert_eq!(short.code(), "INSUFFICIENT_BALANCE", "{short:?}");
    let back = float(&s, &id, "out", 1_000_001).await;
    assert_eq!(back.code(), "INSUFFICIENT_BALANCE", "{back:?}");
    let r = float(&s, &id, "out", 400_000).await;
    assert_eq!(r.status, 201, "{r:?}");
    assert_eq!(float_of(&s, &id).await, 600_000);
    let bad = s
        .post(
            &format!("/agents/{id}/float"),
            json!({ "amount": 0, "currency": "IQD", "direction": "sideways" }),
        )
        .await;
    assert_eq!(fields(&bad), ["amount", "direction"]);

    // the books: the audit ties with the agent's account, the balance moved by agent_float
    let audit = s.audit().await;
    assert_eq!(audit["ok"], true, "{audit}");
    assert_eq!(audit["totals"]["IQD"]["agent_float"], 600_000);
    let txns = s.get("/balance/transactions?type=agent_float").await;
    let nets: Vec<i64> = txns.data()["data"]
        .as_array()
        .unwrap_or_else(|| panic!("{txns:?}"))
        .iter()
        .map(|t| t["net"].as_i64().unwrap())
        .collect();
    assert_eq!(nets, [400_000, -1_000_000], "{txns:?}");
    let sg = s
        .admin(Method::GET, "/admin/safeguarding?environment=sandbox", None)
        .await;
    let iqd = sg.data()["currencies"]
        .as_array()
        .unwrap_or_else(|| panic!("{sg:?}"))
        .iter()
        .find(|c| c["currency"] == "IQD")
        .unwrap()
        .clone();
    assert!(iqd["agents"].as_i64().unwrap() >= 600_000, "{iqd}");

    // closing waits for the float to come back; a closed agent takes no float
    let path = format!("/agents/{id}");
    let close = || s.patch(&path, json!({ "status": "closed" }));
    let r = close().await;
    assert_eq!(
        (r.code(), &r.body["error"]["details"]["IQD"]["float"]),
        ("INVALID_AGENT_STATUS", &json!(600_000))
    );
    assert_eq!(float(&s, &id, "out", 600_000).await.status, 201);
    assert_eq!(close().await.data()["status"], "closed");
    assert_eq!(
        float(&s, &id, "in", 1_000).await.code(),
        "INVALID_AGENT_STATUS"
    );
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_float_moves_never_pass_the_agents_max_nor_go_below_zero() {
    let s = Arc::new(Server::start().await);
    let id = agent(&s, "+9647701230003").await;
    deposited(&s, 10_000_000).await;
    let r = s
        .patch(
            &format!("/agents/{id}"),
            json!({ "limits": { "IQD": { "max_float": 1_000_000 } } }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    for direction in ["in", "out"] {
        let runs: Vec<_> = (0..30)
            .map(|_| {
                let (s, id) = (s.clone(), id.clone());
                tokio::spawn(async move { float(&s, &id, direction, 100_000).await })
            })
            .collect();
        let mut done = 0;
        for r in runs {
            let r = r.await.unwrap();
            match r.status.as_u16() {
                201 => done += 1,
                422 => assert!(
                    ["AGENT_FLOAT_LIMIT_EXCEEDED", "INSUFFICIENT_BALANCE"].contains(&r.code()),
                    "{r:?}"
                ),
                _ => panic!("{direction}: {r:?}"),
            }
        }
        assert_eq!(done, 10, "{direction}: exactly what the room allows");
        let want = if direction == "in" { 1_000_000 } else { 0 };
        assert_eq!(float_of(&s, &id).await, want);
    }
    assert_eq!(s.audit().await["ok"], true);
}

fn pk(s: &Server) -> String {
    s.creds["publishable_key"].as_str().unwrap().to_string()
}

/// A POST without an Idempotency-Key, Bearer `key`.
async fn call(s: &Server, key: &str, path: &str, body: Value) -> Resp {
    s.send(Method::POST, path, Some(key), &[], Some(body.to_string()))
        .await
}

/// A request of the agent's, its token as Bearer (a fresh Idempotency-Key when it writes).
async fn as_agent(
    s: &Server,
    token: &str,
    method: Method,
    path: &str,
    body: Option<Value>,
) -> Resp {
    let headers: Vec<(&str, String)> = match body {
        Some(_) => vec![("idempotency-key", uuid::Uuid::new_v4().to_string())],
        None => vec![],
    };
    s.send(
        method,
        path,
        Some(token),
        &headers,
        body.map(|b| b.to_string()),
    )
    .await
}

/// The sandbox inbox's newest text for `phone`.
async fn last_text(s: &Server, phone: &str) -> String {
    let r = s
        .get(&format!("/sandbox/sms?phone={}", phone.replace('+', "%2B")))
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    r.data()["messages"][0]["text"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// A code asked at `path` for `phone`, and the code the inbox got.
async fn code(s: &Server, path: &str, phone: &str) -> (String, String) {
    let r = call(s, &pk(s), path, json!({ "phone": phone })).await;
    assert_eq!(r.status, 202, "{r:?}");
    let text = last_text(s, phone).await;
    (
        r.data()["otp_id"].as_str().unwrap().to_string(),
        text.split_whitespace().next().unwrap().to_string(),
    )
}

/// The agent with `phone` signed in: its access token.
async fn signed_in(s: &Server, phone: &str) -> String {
    let (otp, c) = code(s, "/agent/auth/otp", phone).await;
    let r = call(
        s,
        &pk(s),
        "/agent/auth/verify",
        json!({ "otp_id": otp, "code": c }),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    r.data()["access_token"].as_str().unwrap().to_string()
}

/// A user of the sandbox merchant with a phone; its id.
async fn user(s: &Server, ext: &str, name: &str, phone: &str) -> String {
    let r = s
        .post(
            "/users/sync",
            json!({ "external_user_id": ext, "name": name, "phone": phone }),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    r.data()["id"].as_str().unwrap().to_string()
}

fn take(phone: &str, amount: i64, pin: &str) -> Option<Value> {
    Some(json!({ "phone": phone, "amount": amount, "currency": "IQD", "pin": pin }))
}

#[tokio::test]
async fn an_agent_signs_in_sets_its_pin_and_takes_cash_in_within_its_float_and_day() {
    let s = Server::start().await;
    const AGENT: &str = "+9647701230010";
    const BUYER: &str = "+9647701112233";
    let id = agent(&s, AGENT).await;
    deposited(&s, 5_000_000).await;
    assert_eq!(float(&s, &id, "in", 1_000_000).await.status, 201);
    let r = s
        .patch(
            &format!("/agents/{id}"),
            json!({ "limits": { "IQD": { "daily_cash_in": 300_000 } } }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let u = user(&s, "ag-buyer", "Zahra Ali Hassan", BUYER).await;

    // a wallet's code does not sign an agent in; an agent's does, for its shift
    let (otp, c) = code(&s, "/wallet/auth/otp", AGENT).await;
    let r = call(
        &s,
        &pk(&s),
        "/agent/auth/verify",
        json!({ "otp_id": otp, "code": c }),
    )
    .await;
    assert_eq!(r.code(), "NOT_FOUND", "{r:?}");
    assert!(last_text(&s, AGENT).await.contains("wallet code"));
    s.advance(61).await;
    let token = signed_in(&s, AGENT).await;
    assert!(last_text(&s, AGENT).await.contains("agent sign-in code"));
    let me = as_agent(&s, &token, Method::GET, "/agent", None).await;
    assert_eq!(
        (
            &me.data()["id"],
            &me.data()["status"],
            &me.data()["pin_set"],
            &me.data()["float"]["IQD"]
        ),
        (
            &json!(id),
            &json!("pending"),
            &json!(false),
            &json!(1_000_000)
        ),
        "{me:?}"
    );
    // not a user's token, nor an agent's at the wallet
    let wallet = as_agent(&s, &token, Method::GET, "/wallet", None).await;
    assert!([401, 403].contains(&wallet.status.as_u16()), "{wallet:?}");
    let user_token = crate::transfers_api::token(&s, &u).await;
    assert_eq!(
        as_agent(&s, &user_token, Method::GET, "/agent", None)
            .await
            .code(),
        "FORBIDDEN"
    );

    // pending until its PIN is set
    let early = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/cash-ins",
        take(BUYER, 10_000, "2580"),
    )
    .await;
    assert_eq!(early.code(), "INVALID_AGENT_STATUS", "{early:?}");
    let set = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/pin",
        Some(json!({ "pin": "٢٥٨٠" })),
    )
    .await;
    assert_eq!(
        (set.status.as_u16(), &set.data()["status"]),
        (200, &json!("active")),
        "{set:?}"
    );

    // the user, named for the agent to check
    let found = as_agent(
        &s,
        &token,
        Method::GET,
        "/agent/users?phone=07701112233",
        None,
    )
    .await;
    assert_eq!(
        (&found.data()["name"], &found.data()["may_receive"]),
        (&json!("Zahra H."), &json!(true)),
        "{found:?}"
    );
    let nobody = as_agent(
        &s,
        &token,
        Method::GET,
        "/agent/users?phone=%2B9647709999999",
        None,
    )
    .await;
    assert_eq!(nobody.code(), "WALLET_NOT_FOUND");

    // a wrong PIN is counted; the right one moves the float into the wallet, and the user is texted
    let wrong = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/cash-ins",
        take(BUYER, 100_000, "1111"),
    )
    .await;
    assert_eq!(
        (
            wrong.code(),
            &wrong.body["error"]["details"]["attempts_remaining"]
        ),
        ("INVALID_PIN", &json!(4))
    );
    let r = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/cash-ins",
        take(BUYER, 100_000, "2580"),
    )
    .await;
    assert_eq!(r.status, 201, "{r:?}");
    assert_eq!(
        (
            &r.data()["agent_id"],
            &r.data()["user_id"],
            &r.data()["object"]
        ),
        (&json!(id), &json!(u), &json!("cash_in"))
    );
    assert!(r.data()["receipt"]["url"].is_string(), "{r:?}");
    assert_eq!(float_of(&s, &id).await, 900_000);
    let wallet = s.get(&format!("/users/{u}")).await;
    assert!(wallet.body.to_string().contains("100000"), "{wallet:?}");
    assert!(
        last_text(&s, BUYER)
            .await
            .contains("agent Karrada cash point"),
        "{}",
        last_text(&s, BUYER).await
    );
    let mine = as_agent(&s, &token, Method::GET, "/agent", None).await;
    assert_eq!(mine.data()["float"]["IQD"], 900_000);

    // its day: 100,000 taken, 300,000 a day at most
    let over = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/cash-ins",
        take(BUYER, 250_000, "2580"),
    )
    .await;
    assert_eq!(
        (over.code(), &over.body["error"]["details"]["limit"]),
        ("DAILY_LIMIT_EXCEEDED", &json!("daily_cash_in")),
        "{over:?}"
    );
    // its float: the merchant takes most of it back
    assert_eq!(float(&s, &id, "out", 850_000).await.status, 201);
    let short = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/cash-ins",
        take(BUYER, 60_000, "2580"),
    )
    .await;
    assert_eq!(short.code(), "INSUFFICIENT_BALANCE", "{short:?}");
    // suspended, it serves no one
    s.patch(&format!("/agents/{id}"), json!({ "status": "suspended" }))
        .await;
    let stopped = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/cash-ins",
        take(BUYER, 10_000, "2580"),
    )
    .await;
    assert_eq!(stopped.code(), "INVALID_AGENT_STATUS");
    s.patch(&format!("/agents/{id}"), json!({ "status": "active" }))
        .await;

    // five wrong PINs block it (the first was counted, then forgotten by the right one);
    // its PIN set again with a fresh code lifts the block
    for left in (0..5).rev() {
        let r = as_agent(
            &s,
            &token,
            Method::POST,
            "/agent/cash-ins",
            take(BUYER, 1_000, "1111"),
        )
        .await;
        let want = if left == 0 {
            "PIN_BLOCKED"
        } else {
            "INVALID_PIN"
        };
        assert_eq!(r.code(), want, "{r:?}");
    }
    let blocked = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/cash-ins",
        take(BUYER, 1_000, "2580"),
    )
    .await;
    assert_eq!(blocked.code(), "PIN_BLOCKED");
    s.advance(11 * 60).await;
    let stale = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/pin",
        Some(json!({ "pin": "3690" })),
    )
    .await;
    assert_eq!(stale.code(), "FORBIDDEN", "{stale:?}");
    let token = signed_in(&s, AGENT).await;
    let again = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/pin",
        Some(json!({ "pin": "3690" })),
    )
    .await;
    assert_eq!(again.status, 200, "{again:?}");
    let r = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/cash-ins",
        take(BUYER, 1_000, "3690"),
    )
    .await;
    assert_eq!(r.status, 201, "{r:?}");
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_cash_ins_never_take_an_agent_below_zero() {
    let s = Arc::new(Server::start().await);
    const AGENT: &str = "+9647701230011";
    let id = agent(&s, AGENT).await;
    deposited(&s, 1_000_000).await;
    assert_eq!(float(&s, &id, "in", 100_000).await.status, 201);
    let token = signed_in(&s, AGENT).await;
    let set = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/pin",
        Some(json!({ "pin": "2580" })),
    )
    .await;
    assert_eq!(set.status, 200, "{set:?}");
    let phones: Vec<String> = (0..30).map(|n| format!("+96477012400{n:02}")).collect();
    for (n, p) in phones.iter().enumerate() {
        user(&s, &format!("cin-{n}"), "Ali Kareem", p).await;
    }
    let runs: Vec<_> = phones
        .into_iter()
        .map(|p| {
            let (s, token) = (s.clone(), token.clone());
            tokio::spawn(async move {
                as_agent(
                    &s,
                    &token,
                    Method::POST,
                    "/agent/cash-ins",
                    take(&p, 10_000, "2580"),
                )
                .await
            })
        })
        .collect();
    let mut done = 0;
    for r in runs {
        let r = r.await.unwrap();
        match r.status.as_u16() {
            201 => done += 1,
            422 => assert_eq!(r.code(), "INSUFFICIENT_BALANCE", "{r:?}"),
            _ => panic!("{r:?}"),
        }
    }
    assert_eq!(done, 10, "exactly what the float holds");
    assert_eq!(float_of(&s, &id).await, 0);
    assert_eq!(s.audit().await["ok"], true);
}

/// An agent registered, signed in and with its PIN (2580): its id and token.
async fn ready_agent(s: &Server, phone: &str) -> (String, String) {
    let id = agent(s, phone).await;
    let token = signed_in(s, phone).await;
    let r = as_agent(
        s,
        &token,
        Method::POST,
        "/agent/pin",
        Some(json!({ "pin": "2580" })),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    (id, token)
}

/// A buyer with `iqd` in the wallet, PIN 1234, identity tier 1: its id and access token.
async fn verified_buyer(s: &Server, ext: &str, phone: &str, iqd: i64) -> (String, String) {
    use crate::kyc_cash_out::{as_user, png, submission, user};
    let (id, t) = user(s, ext, phone, iqd).await;
    let r = as_user(
        s,
        &t,
        Method::POST,
        "/wallet/kyc",
        Some(submission("SANDBOX-APPROVE", &png(1))),
    )
    .await;
    assert_eq!(r.status, 201, "{r:?}");
    (id, t)
}

async fn withdraw(s: &Server, t: &str, amount: i64) -> Resp {
    crate::kyc_cash_out::as_user(
        s,
        t,
        Method::POST,
        "/wallet/withdrawals",
        Some(json!({ "amount": amount, "currency": "IQD", "pin": "1234" })),
    )
    .await
}

async fn iqd_of(s: &Server, t: &str) -> i64 {
    let w = crate::kyc_cash_out::as_user(s, t, Method::GET, "/wallet", None).await;
    common::account(&w.data()["accounts"], "IQD")
}

/// A withdrawal's whole code: the half its answer shows and the half the user's phone got.
async fn whole_code(s: &Server, made: &Resp, phone: &str) -> String {
    let half = made.data()["code_part"]
        .as_str()
        .unwrap_or_else(|| panic!("{made:?}"));
    let text = last_text(s, phone).await;
    format!("{half}{}", text.split_whitespace().next().unwrap())
}

async fn redeem(s: &Server, token: &str, code: &str, amount: i64) -> Resp {
    as_agent(
        s,
        token,
        Method::POST,
        "/agent/withdrawals/redeem",
        Some(json!({ "code": code, "amount": amount, "pin": "2580" })),
    )
    .await
}

#[tokio::test]
async fn cash_is_withdrawn_at_an_agent_with_both_halves_of_the_code_or_comes_back() {
    let s = Server::start().await;
    const BUYER: &str = "+9647801230020";
    let (agent_id, token) = ready_agent(&s, "+9647701230020").await;
    let (_, t) = crate::kyc_cash_out::user(&s, "wd-unverified", "+9647801230021", 50_000).await;
    assert_eq!(withdraw(&s, &t, 25_000).await.code(), "KYC_REQUIRED");
    let (buyer, t) = verified_buyer(&s, "wd-buyer", BUYER, 3_000_000).await;
    // where to go: the merchant's active agents (the pending one is not listed)
    agent(&s, "+9647701230029").await;
    let near = crate::kyc_cash_out::as_user(
        &s,
        &t,
        Method::GET,
        "/wallet/agents?governorate=baghdad",
        None,
    )
    .await;
    let listed: Vec<&str> = near.data()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_str().unwrap())
        .collect();
    assert_eq!(listed, [agent_id.as_str()], "{near:?}");
    let elsewhere = crate::kyc_cash_out::as_user(
        &s,
        &t,
        Method::GET,
        "/wallet/agents?governorate=erbil",
        None,
    )
    .await;
    assert_eq!(elsewhere.data()["data"], json!([]));

    // banknotes: 24,500 is not an amount agents pay
    let odd = withdraw(&s, &t, 24_500).await;
    assert_eq!(
        (
            odd.code(),
            &odd.body["error"]["details"]["payable_below"],
            &odd.body["error"]["details"]["payable_above"]
        ),
        ("VALIDATION_ERROR", &json!(24_000), &json!(25_000)),
        "{odd:?}"
    );
    let made = withdraw(&s, &t, 86_000).await;
    assert_eq!(made.status, 201, "{made:?}");
    let w = made.data().clone();
    assert_eq!(
        (&w["status"], &w["notes"], &w["tries_left"]),
        (
            &json!("pending"),
            &json!([{"note": 50_000, "count": 1}, {"note": 25_000, "count": 1}, {"note": 10_000, "count": 1}, {"note": 1_000, "count": 1}]),
            &json!(5)
        )
    );
    assert_eq!(iqd_of(&s, &t).await, 3_000_000 - 86_000);
    let code = whole_code(&s, &made, BUYER).await;
    assert_eq!(code.len(), 10);
    let audit = s.audit().await;
    assert_eq!(
        (&audit["ok"], &audit["totals"]["IQD"]["withdrawal"]),
        (&json!(true), &json!(86_000)),
        "{audit}"
    );

    // the amount must be the withdrawal's (not counted); a wrong second half is counted
    assert_eq!(fields(&redeem(&s, &token, &code, 85_000).await), ["amount"]);
    let wrong = format!(
        "{}{}",
        &code[..6],
        if &code[6..] == "0000" { "1111" } else { "0000" }
    );
    let r = redeem(&s, &token, &wrong, 86_000).await;
    assert_eq!(
        (r.code(), &r.body["error"]["details"]["tries_left"]),
        ("VALIDATION_ERROR", &json!(4)),
        "{r:?}"
    );
    let unknown = format!(
        "{:06}{}",
        (code[..6].parse::<u32>().unwrap() + 1) % 1_000_000,
        &code[6..]
    );
    assert_eq!(
        redeem(&s, &token, &unknown, 86_000).await.code(),
        "NOT_FOUND"
    );

    // the whole code: the hold to the agent's float, a receipt, the code spent
    let paid = redeem(&s, &token, &code, 86_000).await;
    assert_eq!(paid.status, 200, "{paid:?}");
    assert_eq!(
        (
            &paid.data()["status"],
            &paid.data()["agent_id"],
            &paid.data()["code_part"]
        ),
        (&json!("redeemed"), &json!(agent_id), &Value::Null)
    );
    assert!(paid.data()["receipt"]["url"].is_string(), "{paid:?}");
    assert_eq!(float_of(&s, &agent_id).await, 86_000);
    assert_eq!(redeem(&s, &token, &code, 86_000).await.code(), "NOT_FOUND");
    let wid = w["id"].as_str().unwrap();
    let again = crate::kyc_cash_out::as_user(
        &s,
        &t,
        Method::POST,
        &format!("/wallet/withdrawals/{wid}/cancel"),
        Some(json!({})),
    )
    .await;
    assert_eq!(
        (again.status.as_u16(), again.code()),
        (409, "INVALID_WITHDRAWAL_STATUS")
    );
    let lines = crate::kyc_cash_out::as_user(
        &s,
        &t,
        Method::GET,
        "/wallet/transactions?currency=IQD",
        None,
    )
    .await;
    assert!(lines.body.to_string().contains("cash_out"), "{lines:?}");

    // the user's day: 2,000,000 at most
    assert_eq!(
        withdraw(&s, &t, 1_915_000).await.code(),
        "DAILY_LIMIT_EXCEEDED"
    );

    // five wrong second halves cancel it, the hold back in the wallet
    let made = withdraw(&s, &t, 10_000).await;
    let code = whole_code(&s, &made, BUYER).await;
    let wrong = format!(
        "{}{}",
        &code[..6],
        if &code[6..] == "0000" { "1111" } else { "0000" }
    );
    for left in (0..5).rev() {
        let r = redeem(&s, &token, &wrong, 10_000).await;
        assert_eq!(r.body["error"]["details"]["tries_left"], left, "{r:?}");
    }
    let id = made.data()["id"].as_str().unwrap();
    let shown = crate::kyc_cash_out::as_user(
        &s,
        &t,
        Method::GET,
        &format!("/wallet/withdrawals/{id}"),
        None,
    )
    .await;
    assert_eq!(
        (&shown.data()["status"], &shown.data()["canceled_by"]),
        (&json!("canceled"), &json!("wrong_codes"))
    );
    assert_eq!(iqd_of(&s, &t).await, 3_000_000 - 86_000);

    // the user cancels one; another's 15 minutes pass (the sweep releases it)
    let made = withdraw(&s, &t, 5_000).await;
    let id = made.data()["id"].as_str().unwrap().to_string();
    let c = crate::kyc_cash_out::as_user(
        &s,
        &t,
        Method::POST,
        &format!("/wallet/withdrawals/{id}/cancel"),
        Some(json!({})),
    )
    .await;
    assert_eq!(
        (&c.data()["status"], &c.data()["canceled_by"]),
        (&json!("canceled"), &json!("user"))
    );
    let made = withdraw(&s, &t, 5_000).await;
    let code = whole_code(&s, &made, BUYER).await;
    s.advance(16 * 60).await;
    // the user's access token lasted 15 of those minutes; the agent's, a shift
    let t = s.post(&format!("/users/{buyer}/sessions"), json!({})).await;
    let t = t.data()["access_token"].as_str().unwrap().to_string();
    let id = made.data()["id"].as_str().unwrap();
    let shown = crate::kyc_cash_out::as_user(
        &s,
        &t,
        Method::GET,
        &format!("/wallet/withdrawals/{id}"),
        None,
    )
    .await;
    assert_eq!(shown.data()["status"], "expired");
    assert_eq!(redeem(&s, &token, &code, 5_000).await.code(), "NOT_FOUND");
    assert_eq!(iqd_of(&s, &t).await, 3_000_000 - 86_000);
    // the sweep again (the clock moved on once more): nothing is released twice
    s.advance(60).await;
    assert_eq!(iqd_of(&s, &t).await, 3_000_000 - 86_000);
    let audit = s.audit().await;
    assert_eq!(
        (&audit["ok"], &audit["totals"]["IQD"]["withdrawal"]),
        (&json!(true), &json!(0)),
        "{audit}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_withdrawal_raced_by_two_agents_and_its_user_ends_once() {
    let s = Arc::new(Server::start().await);
    const BUYER: &str = "+9647801230030";
    let (a, ta) = ready_agent(&s, "+9647701230030").await;
    let (b, tb) = ready_agent(&s, "+9647701230031").await;
    let (_, t) = verified_buyer(&s, "wd-race", BUYER, 1_000_000).await;
    let mut paid = 0;
    for round in 0..6 {
        let made = withdraw(&s, &t, 20_000).await;
        assert_eq!(made.status, 201, "{made:?}");
        let code = whole_code(&s, &made, BUYER).await;
        let id = made.data()["id"].as_str().unwrap().to_string();
        let runs = vec![
            {
                let (s, ta, code) = (s.clone(), ta.clone(), code.clone());
                tokio::spawn(async move { redeem(&s, &ta, &code, 20_000).await })
            },
            {
                let (s, tb, code) = (s.clone(), tb.clone(), code.clone());
                tokio::spawn(async move { redeem(&s, &tb, &code, 20_000).await })
            },
            {
                let (s, t, id) = (s.clone(), t.clone(), id.clone());
                tokio::spawn(async move {
                    crate::kyc_cash_out::as_user(
                        &s,
                        &t,
                        Method::POST,
                        &format!("/wallet/withdrawals/{id}/cancel"),
                        Some(json!({})),
                    )
                    .await
                })
            },
        ];
        let mut ok = vec![];
        for (n, r) in runs.into_iter().enumerate() {
            let r = r.await.unwrap();
            if r.status.is_success() {
                ok.push(n);
            } else {
                assert!(
                    ["NOT_FOUND", "INVALID_WITHDRAWAL_STATUS"].contains(&r.code()),
                    "round {round}: {r:?}"
                );
            }
        }
        assert_eq!(
            ok.len(),
            1,
            "round {round}: exactly one outcome, got {ok:?}"
        );
        if ok[0] < 2 {
            paid += 20_000;
        }
    }
    assert_eq!(float_of(&s, &a).await + float_of(&s, &b).await, paid);
    assert_eq!(iqd_of(&s, &t).await, 1_000_000 - paid);
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn an_agents_day_ties_and_the_next_opens_where_it_closed() {
    let s = Server::start().await;
    const BUYER: &str = "+9647801230040";
    let (id, token) = ready_agent(&s, "+9647701230040").await;
    deposited(&s, 2_000_000).await;
    assert_eq!(float(&s, &id, "in", 500_000).await.status, 201);
    let (_, t) = verified_buyer(&s, "day-buyer", BUYER, 100_000).await;
    let r = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/cash-ins",
        take(BUYER, 100_000, "2580"),
    )
    .await;
    assert_eq!(r.status, 201, "{r:?}");
    let made = withdraw(&s, &t, 20_000).await;
    let code = whole_code(&s, &made, BUYER).await;
    assert_eq!(redeem(&s, &token, &code, 20_000).await.status, 200);
    assert_eq!(float(&s, &id, "out", 50_000).await.status, 201);

    let mine = as_agent(&s, &token, Method::GET, "/agent/statement", None).await;
    assert_eq!(mine.status, 200, "{mine:?}");
    let iqd = mine.data()["currencies"][0].clone();
    assert_eq!(
        iqd,
        json!({
            "currency": "IQD", "opening_float": 0, "float_in": 500_000, "float_out": 50_000,
            "cash_ins": { "count": 1, "amount": 100_000 }, "cash_outs": { "count": 1, "amount": 20_000 },
            "commissions": 0, "commission_earned": 0, "cash_to_merchant": 0, "closing_float": 370_000, "drawer_change": 80_000,
        })
    );
    assert_eq!(float_of(&s, &id).await, 370_000);
    let day = mine.data()["date"].as_str().unwrap().to_string();

    // a day later: yesterday closed where today opens, and stays so as today moves on
    s.advance(24 * 3600).await;
    assert_eq!(float(&s, &id, "in", 10_000).await.status, 201);
    let path = format!("/agents/{id}/statement");
    let before = s.get(&format!("{path}?date={day}")).await;
    assert_eq!(
        (
            &before.data()["final"],
            &before.data()["currencies"][0]["closing_float"]
        ),
        (&json!(true), &json!(370_000)),
        "{before:?}"
    );
    let now = s.get(&path).await;
    let today = &now.data()["currencies"][0];
    assert_ne!(now.data()["date"], json!(day));
    assert_eq!(
        (
            &today["opening_float"],
            &today["float_in"],
            &today["closing_float"],
            &today["cash_ins"]["count"]
        ),
        (&json!(370_000), &json!(10_000), &json!(380_000), &json!(0)),
        "{now:?}"
    );
    let ahead = s.get(&format!("{path}?date=2999-01-01")).await;
    assert_eq!(fields(&ahead), ["date"]);
    assert_eq!(
        s.get("/agents/ag_0000000000000000000000/statement")
            .await
            .code(),
        "NOT_FOUND"
    );
}

async fn commission_of(s: &Server, id: &str) -> i64 {
    let r = s.get(&format!("/agents/{id}")).await;
    r.data()["commission"]["IQD"].as_i64().unwrap()
}

#[tokio::test]
async fn fees_are_shown_before_they_are_charged_and_the_agents_share_moves_to_its_float() {
    let s = Server::start().await;
    const BUYER: &str = "+9647801230050";
    let put = |body: Value| {
        let s = &s;
        async move {
            let idem = uuid::Uuid::new_v4().to_string();
            s.send(
                Method::PUT,
                "/agent-fees",
                Some(&s.sk()),
                &[("idempotency-key", idem)],
                Some(body.to_string()),
            )
            .await
        }
    };
    let bad = put(json!({ "IQD": { "cash_in": { "paid_by": "agent", "tiers": [] } } })).await;
    assert_eq!(
        fields(&bad),
        ["IQD.cash_in.paid_by", "IQD.cash_in.tiers"],
        "{bad:?}"
    );
    let schedule = json!({ "IQD": {
        "cash_in": { "paid_by": "user", "agent_share_bps": 5_000, "tiers": [{ "up_to": 100_000, "fixed": 500 }, { "bps": 100 }] },
        "cash_out": { "paid_by": "merchant", "agent_share_bps": 10_000, "tiers": [{ "fixed": 1_000 }] }
    } });
    let r = put(schedule).await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(
        s.get("/agent-fees").await.data()["IQD"]["cash_out"]["tiers"][0]["fixed"],
        1_000
    );

    let (id, token) = ready_agent(&s, "+9647701230050").await;
    deposited(&s, 2_000_000).await;
    assert_eq!(float(&s, &id, "in", 1_000_000).await.status, 201);
    let (_, t) = verified_buyer(&s, "fee-buyer", BUYER, 0).await;
    let balance_before = balance(&s).await;

    // a cash-in: 1% above 100,000, the user's; half of it the agent's
    let shown = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/cash-ins/preview",
        Some(json!({ "phone": BUYER, "amount": 200_000, "currency": "IQD" })),
    )
    .await;
    assert_eq!(
        (
            &shown.data()["fee"],
            &shown.data()["fee_paid_by"],
            &shown.data()["credited"]
        ),
        (&json!(2_000), &json!("user"), &json!(198_000)),
        "{shown:?}"
    );
    let r = as_agent(
        &s,
        &token,
        Method::POST,
        "/agent/cash-ins",
        take(BUYER, 200_000, "2580"),
    )
    .await;
    assert_eq!(r.status, 201, "{r:?}");
    assert_eq!(
        (
            &r.data()["amount"],
            &r.data()["fee"],
            &r.data()["agent_share"]
        ),
        (
            &shown.data()["credited"],
            &shown.data()["fee"],
            &json!(1_000)
        )
    );
    assert_eq!(iqd_of(&s, &t).await, 198_000);
    assert_eq!(
        (float_of(&s, &id).await, commission_of(&s, &id).await),
        (800_000, 1_000)
    );
    assert_eq!(balance(&s).await, balance_before + 1_000);

    // a cash-out: 1,000 the merchant pays, all of it the agent's
    let shown = crate::kyc_cash_out::as_user(
        &s,
        &t,
        Method::POST,
        "/wallet/withdrawals/preview",
        Some(json!({ "amount": 25_000, "currency": "IQD" })),
    )
    .await;
    assert_eq!(
        (
            &shown.data()["fee"],
            &shown.data()["fee_paid_by"],
            &shown.data()["total"]
        ),
        (&json!(1_000), &json!("merchant"), &json!(25_000)),
        "{shown:?}"
    );
    let made = withdraw(&s, &t, 25_000).await;
    assert_eq!(
        (&made.data()["fee"], &made.data()["total"]),
        (&json!(1_000), &json!(25_000)),
        "{made:?}"
    );
    let code = whole_code(&s, &made, BUYER).await;
    assert_eq!(redeem(&s, &token, &code, 25_000).await.status, 200);
    assert_eq!(iqd_of(&s, &t).await, 173_000);
    assert_eq!(
        (float_of(&s, &id).await, commission_of(&s, &id).await),
        (825_000, 2_000)
    );
    assert_eq!(balance(&s).await, balance_before);
    let fees = s.get("/balance/transactions?type=agent_fee").await;
    let nets: Vec<i64> = fees.data()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["net"].as_i64().unwrap())
        .collect();
    assert_eq!(nets, [-1_000, 1_000], "{fees:?}");

    // the commission into the float, not more than there is
    let move_it = |amount: i64| {
        as_agent(
            &s,
            &token,
            Method::POST,
            "/agent/commission/move",
            Some(json!({ "amount": amount, "currency": "IQD", "pin": "2580" })),
        )
    };
    assert_eq!(move_it(2_001).await.code(), "INSUFFICIENT_BALANCE");
    assert_eq!(move_it(2_000).await.status, 201);
    assert_eq!(
        (float_of(&s, &id).await, commission_of(&s, &id).await),
        (827_000, 0)
    );

    // the day: cash in as handed over, commission earned and moved, and it ties
    let day = as_agent(&s, &token, Method::GET, "/agent/statement", None).await;
    let iqd = &day.data()["currencies"][0];
    assert_eq!(
        (
            &iqd["cash_ins"]["amount"],
            &iqd["cash_outs"]["amount"],
            &iqd["commissions"],
            &iqd["commission_earned"],
            &iqd["closing_float"],
            &iqd["drawer_change"]
        ),
        (
            &json!(200_000),
            &json!(25_000),
            &json!(2_000),
            &json!(2_000),
            &json!(827_000),
            &json!(175_000)
        ),
        "{day:?}"
    );
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test]
async fn a_merchant_sets_the_smallest_note_and_a_users_day_at_its_agents() {
    let s = Server::start().await;
    let shown = s.get("/agent-settings").await;
    assert_eq!(
        (
            &shown.data()["smallest_iqd_note"],
            &shown.data()["user_daily_iqd"]
        ),
        (&json!(1_000), &json!(2_000_000)),
        "{shown:?}"
    );
    let bad = s
        .patch("/agent-settings", json!({ "smallest_iqd_note": 3_000 }))
        .await;
    assert_eq!(fields(&bad), ["smallest_iqd_note"]);
    let r = s
        .patch(
            "/agent-settings",
            json!({ "smallest_iqd_note": 250, "user_daily_iqd": 50_000 }),
        )
        .await;
    assert_eq!(
        (&r.data()["smallest_iqd_note"], &r.data()["user_daily_usd"]),
        (&json!(250), &json!(150_000)),
        "{r:?}"
    );
    let (_, t) = verified_buyer(&s, "notes-buyer", "+9647801230060", 100_000).await;
    let made = withdraw(&s, &t, 1_250).await;
    assert_eq!(
        made.data()["notes"],
        json!([{ "note": 1_000, "count": 1 }, { "note": 250, "count": 1 }]),
        "{made:?}"
    );
    assert_eq!(withdraw(&s, &t, 48_750).await.status, 201);
    let over = withdraw(&s, &t, 250).await;
    assert_eq!(
        (over.code(), &over.body["error"]["details"]["max"]),
        ("DAILY_LIMIT_EXCEEDED", &json!(50_000)),
        "{over:?}"
    );
}

#[tokio::test]
async fn cash_an_agent_hands_its_merchant_becomes_float_once_confirmed() {
    let s = Server::start().await;
    let (id, token) = ready_agent(&s, "+9647701230070").await;
    let declare = |amount: i64| {
        as_agent(
            &s,
            &token,
            Method::POST,
            "/agent/deposits",
            Some(json!({ "amount": amount, "currency": "IQD", "pin": "2580" })),
        )
    };
    let d = declare(500_000).await;
    assert_eq!(
        (d.status.as_u16(), &d.data()["status"]),
        (201, &json!("pending")),
        "{d:?}"
    );
    assert_eq!(float_of(&s, &id).await, 0);
    let pending = s.get("/agent-deposits?status=pending").await;
    assert_eq!(
        pending.data()["data"].as_array().unwrap().len(),
        1,
        "{pending:?}"
    );
    let dep = d.data()["id"].as_str().unwrap().to_string();
    let ok = s
        .post(&format!("/agent-deposits/{dep}/confirm"), json!({}))
        .await;
    assert_eq!(
        (ok.status.as_u16(), &ok.data()["status"]),
        (200, &json!("confirmed")),
        "{ok:?}"
    );
    assert_eq!(float_of(&s, &id).await, 500_000);
    let again = s
        .post(&format!("/agent-deposits/{dep}/reject"), json!({}))
        .await;
    assert_eq!(
        (again.status.as_u16(), again.code()),
        (409, "INVALID_AGENT_STATUS")
    );
    let small = declare(100).await;
    let no = s
        .post(
            &format!(
                "/agent-deposits/{}/reject",
                small.data()["id"].as_str().unwrap()
            ),
            json!({}),
        )
        .await;
    assert_eq!(no.data()["status"], "rejected");
    let big = declare(49_600_000).await;
    let over = s
        .post(
            &format!(
                "/agent-deposits/{}/confirm",
                big.data()["id"].as_str().unwrap()
            ),
            json!({}),
        )
        .await;
    assert_eq!(over.code(), "AGENT_FLOAT_LIMIT_EXCEEDED", "{over:?}");
    assert_eq!(float_of(&s, &id).await, 500_000);
    let none = s
        .post(
            "/agent-deposits/adp_0000000000000000000000/confirm",
            json!({}),
        )
        .await;
    assert_eq!(none.code(), "NOT_FOUND");
    let day = as_agent(&s, &token, Method::GET, "/agent/statement", None).await;
    let iqd = &day.data()["currencies"][0];
    assert_eq!(
        (
            &iqd["cash_to_merchant"],
            &iqd["drawer_change"],
            &iqd["closing_float"]
        ),
        (&json!(500_000), &json!(-500_000), &json!(500_000)),
        "{day:?}"
    );
    let audit = s.audit().await;
    assert_eq!(
        (&audit["ok"], &audit["totals"]["IQD"]["external"]),
        (&json!(true), &json!(-500_000)),
        "{audit}"
    );
}

/// The soak found it: every event of an agent and of a withdrawal carried the sequence of a
/// first event, so a receiver could not order `withdrawal.created` and `withdrawal.redeemed`
/// (nor `agent.created` and `agent.updated`). Each change's event follows the version the
/// change writes.
#[tokio::test]
async fn an_agents_and_a_withdrawals_events_are_in_sequence() {
    let s = Server::start().await;
    let (agent_id, token) = ready_agent(&s, "+9647801237001").await;
    let (_, user) = verified_buyer(&s, "seq-buyer", "+9647701237002", 50_000).await;
    let made = withdraw(&s, &user, 5_000).await;
    assert_eq!(made.status, 201, "{made:?}");
    let code = whole_code(&s, &made, "+9647701237002").await;
    let r = redeem(&s, &token, &code, 5_000).await;
    assert_eq!(r.status, 200, "{r:?}");
    let wd = made.data()["id"].as_str().unwrap().to_string();
    let listed = s.get("/events?per_page=100").await;
    let of = |id: &str| -> Vec<(String, u64)> {
        let mut v: Vec<(String, u64)> = listed.data()["events"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["data"]["object"]["id"] == id)
            .map(|e| {
                (
                    e["type"].as_str().unwrap().to_string(),
                    e["sequence"].as_u64().unwrap(),
                )
            })
            .collect();
        v.sort_by_key(|e| e.1);
        v
    };
    let kinds = |v: &[(String, u64)]| v.iter().map(|e| e.0.clone()).collect::<Vec<_>>();
    let w = of(&wd);
    assert_eq!(
        kinds(&w),
        ["withdrawal.created", "withdrawal.redeemed"],
        "{w:?}"
    );
    assert!(w[0].1 < w[1].1, "{w:?}");
    let a = of(&agent_id);
    assert_eq!(kinds(&a), ["agent.created", "agent.updated"], "{a:?}");
    assert!(a[0].1 < a[1].1, "{a:?}");
}

/// The lists added with the apps (`GET /agent/operations`, `GET /wallet/withdrawals`): newest
/// first, their refusals naming the field.
#[tokio::test]
async fn the_agents_operations_and_a_users_withdrawals_are_listed_newest_first() {
    let s = Server::start().await;
    let (_, token) = ready_agent(&s, "+9647801237101").await;
    let (_, user) = verified_buyer(&s, "list-buyer", "+9647701237102", 50_000).await;
    let first = withdraw(&s, &user, 5_000).await;
    assert_eq!(first.status, 201, "{first:?}");
    let second = withdraw(&s, &user, 2_000).await;
    assert_eq!(second.status, 201, "{second:?}");
    let code = whole_code(&s, &second, "+9647701237102").await;
    assert_eq!(redeem(&s, &token, &code, 2_000).await.status, 200);
    let mine = |q: &str| {
        let (s, user, q) = (&s, user.clone(), q.to_string());
        async move {
            crate::kyc_cash_out::as_user(
                s,
                &user,
                Method::GET,
                &format!("/wallet/withdrawals{q}"),
                None,
            )
            .await
        }
    };
    let all = mine("").await;
    let ids: Vec<&str> = all.data()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["id"].as_str().unwrap())
        .collect();
    let id = |r: &Resp| r.data()["id"].as_str().unwrap().to_string();
    assert_eq!(ids, [id(&second), id(&first)], "{all:?}");
    let pending = mine("?status=pending").await;
    assert_eq!(pending.data()["data"].as_array().unwrap().len(), 1);
    assert!(pending.data()["data"][0]["code_part"].is_string());
    for (q, field) in [
        ("?status=paid", "status"),
        ("?limit=51", "limit"),
        ("?limit=x", "limit"),
    ] {
        let r = mine(q).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{q}: {r:?}");
    }
    let ops = as_agent(&s, &token, Method::GET, "/agent/operations", None).await;
    let kinds: Vec<&str> = ops.data()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["type"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["cash_out"], "{ops:?}");
    assert!(
        ops.data()["data"][0]["receipt"]["url"].is_string(),
        "{ops:?}"
    );
    for q in ["?limit=0", "?limit=101"] {
        let r = as_agent(
            &s,
            &token,
            Method::GET,
            &format!("/agent/operations{q}"),
            None,
        )
        .await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field("limit").is_some(), "{q}: {r:?}");
    }
}
