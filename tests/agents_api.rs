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
