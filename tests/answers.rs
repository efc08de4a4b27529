//! Every success answer is what the published document says (issue 12). A merchant's day
//! over HTTP calls every operation that answers JSON (the admin API, core, gateway,
//! embedded checkout and its popup, links, QR codes, subscriptions, webhooks, events, the
//! sandbox helpers); each 2xx body is validated against the operation's response schema in
//! /api/v1/openapi.json (JSON Schema 2020-12 with formats, by the `jsonschema` crate, not by
//! code of ours). The test fails when an answer strays from its schema, and when an
//! operation of the document was never answered here: a new route brings its schema and its
//! step. (schemathesis, which fuzzes without knowing real ids, mostly meets 404s past
//! validation; this is the positive half.)

use crate::common;
use crate::receiver;

use common::{Resp, Server};
use reqwest::Method;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::sync::Mutex;

/// Who calls.
#[derive(Clone)]
enum Who {
    Secret,
    Admin,
    Gateway,
    Public,
    /// Any other Bearer token: a publishable key, a user's access token.
    Bearer(String),
}

/// The server and every answer it gave, to be checked against the document.
struct Tape<'a> {
    s: &'a Server,
    got: Mutex<Vec<(Method, String, u16, Value)>>,
}

impl Tape<'_> {
    /// One call that must succeed; its `data`.
    async fn call(&self, method: Method, path: &str, who: Who, body: Option<Value>) -> Value {
        let s = self.s;
        let write = method != Method::GET;
        let body = body.or_else(|| write.then(|| json!({})));
        let r: Resp = match who {
            Who::Gateway => {
                let text = body.as_ref().map(Value::to_string).unwrap_or_default();
                s.gw(method.clone(), path, &text).await
            }
            _ => {
                let key = match who {
                    Who::Secret => Some(s.sk()),
                    Who::Admin => Some(s.admin_key.clone()),
                    Who::Bearer(k) => Some(k),
                    _ => None,
                };
                let idem = [("idempotency-key", uuid::Uuid::new_v4().to_string())];
                let headers: &[(&str, String)] = if write { &idem } else { &[] };
                let text = body.as_ref().map(Value::to_string);
                s.send(method.clone(), path, key.as_deref(), headers, text)
                    .await
            }
        };
        assert!(r.status.is_success(), "{method} {path}: {r:?}");
        self.got.lock().unwrap().push((
            method,
            path.to_string(),
            r.status.as_u16(),
            r.body.clone(),
        ));
        // held for a second person: approved by the server's second operator, whose answer
        // (the request, with what the change answered) is checked too
        if r.status.as_u16() == 202 && r.data()["object"] == "approval_request" {
            let checker = s.checker().await;
            let path = format!(
                "/admin/approvals/{}/approve",
                r.data()["id"].as_str().unwrap()
            );
            let done = s.send(Method::POST, &path, Some(&checker), &[], None).await;
            assert!(done.status.is_success(), "{path}: {done:?}");
            self.got.lock().unwrap().push((
                Method::POST,
                path,
                done.status.as_u16(),
                done.body.clone(),
            ));
            return done.data()["outcome"]["data"].clone();
        }
        r.data().clone()
    }

    async fn get(&self, path: &str) -> Value {
        self.call(Method::GET, path, Who::Secret, None).await
    }

    async fn post(&self, path: &str, body: Value) -> Value {
        self.call(Method::POST, path, Who::Secret, Some(body)).await
    }
}

fn id(v: &Value, k: &str) -> String {
    v[k].as_str()
        .unwrap_or_else(|| panic!("{k} in {v}"))
        .to_string()
}

/// The documented path a concrete one matches (the most literal segments win:
/// `/subscriptions/plans` over `/subscriptions/{id}`).
fn template<'d>(doc: &'d Value, method: &Method, path: &str) -> Option<&'d str> {
    let full = format!("/api/v1{}", path.split('?').next().unwrap());
    let want: Vec<&str> = full.split('/').collect();
    let method = method.as_str().to_lowercase();
    doc["paths"]
        .as_object()
        .unwrap()
        .iter()
        .filter(|(_, item)| item.get(&method).is_some())
        .filter_map(|(t, _)| {
            let segs: Vec<&str> = t.split('/').collect();
            let fits = segs.len() == want.len()
                && segs
                    .iter()
                    .zip(&want)
                    .all(|(a, b)| a == b || a.starts_with('{'));
            fits.then(|| (segs.iter().filter(|a| !a.starts_with('{')).count(), t))
        })
        .max_by_key(|(literal, _)| *literal)
        .map(|(_, t)| t.as_str())
}

/// Every (method, path, status) the document promises a JSON body for.
fn promised(doc: &Value) -> BTreeSet<(String, String, u16)> {
    let mut out = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            for (status, r) in op["responses"].as_object().unwrap() {
                let json_answer =
                    r["content"]["application/json"]["schema"]["properties"]["data"].is_object();
                // a change held for a second person answers 202 with the request, made by
                // one function for every held route (`approvals::hold`): those seen are
                // checked, and at least one must be (below)
                if status.starts_with('2') && status != "202" && json_answer {
                    out.insert((method.to_uppercase(), path.clone(), status.parse().unwrap()));
                }
            }
        }
    }
    out
}

/// A merchant's day: every operation with a JSON answer, in an order that gives each one
/// real ids to work on.
async fn day(t: &Tape<'_>) {
    let s = t.s;
    let mid = s.merchant_id();
    // the platform team
    let m = t
        .call(
            Method::POST,
            "/admin/merchants",
            Who::Admin,
            Some(json!({"name": "Erbil Tea", "status": "pending", "commission_bps": 150})),
        )
        .await;
    let other = id(&m, "id");
    t.call(
        Method::GET,
        &format!("/admin/merchants/{other}"),
        Who::Admin,
        None,
    )
    .await;
    t.call(
        Method::PATCH,
        &format!("/admin/merchants/{other}"),
        Who::Admin,
        Some(json!({"commission_bps": 120, "rate_limit": 500})),
    )
    .await;
    t.call(
        Method::POST,
        &format!("/admin/merchants/{other}/status"),
        Who::Admin,
        Some(json!({"status": "approved"})),
    )
    .await;
    let key = t
        .call(
            Method::POST,
            &format!("/admin/merchants/{other}/keys"),
            Who::Admin,
            Some(json!({"kind": "secret"})),
        )
        .await;
    t.call(
        Method::GET,
        &format!("/admin/merchants/{other}/keys"),
        Who::Admin,
        None,
    )
    .await;
    t.call(
        Method::POST,
        &format!("/admin/merchants/{other}/keys/{}/revoke", id(&key, "id")),
        Who::Admin,
        None,
    )
    .await;
    t.call(
        Method::POST,
        &format!("/admin/merchants/{other}/dashboard-users"),
        Who::Admin,
        Some(json!({"email": "owner@books.example", "role": "owner", "password": "correct horse battery"})),
    )
    .await;

    // a webhook endpoint first, so events have somewhere to go
    let rx = receiver::Receiver::start().await;
    let we = t
        .post(
            "/webhooks/endpoints",
            json!({"url": rx.url, "description": "books"}),
        )
        .await;
    let we = id(&we, "id");

    // buyers and money
    let u = t
        .post(
            "/users/sync",
            json!({"external_user_id": "day-1", "name": "Zhyan", "phone": "+9647701112233"}),
        )
        .await;
    let uid = id(&u, "id");
    t.post(
        "/users/sync",
        json!({"external_user_id": "day-1", "name": "Zhyan Ali", "email": "zhyan@example.iq"}),
    )
    .await;
    t.post(&format!("/sandbox/users/{uid}/pin"), json!({"pin": "1357"}))
        .await;
    t.post(
        "/sandbox/wallets/topup",
        json!({"user_id": uid, "currency": "IQD", "amount": 500_000}),
    )
    .await;
    t.get(&format!("/sandbox/wallets/{uid}")).await;
    t.get("/merchant/wallet").await;

    // the core: checkout, pay, capture part, refund part
    let cs = t
        .post(
            "/checkout/sessions",
            json!({"external_user_id": "day-1", "amount": 40_000, "currency": "IQD",
                "success_url": "https://shop.example/ok", "cancel_url": "https://shop.example/no",
                "description": "Samovar", "reference": "order-1", "metadata": {"order": "1"}}),
        )
        .await;
    let (csid, pay1) = (id(&cs, "id"), id(&cs, "payment_id"));
    t.get(&format!("/checkout/sessions/{csid}")).await;
    t.post(
        &format!("/sandbox/checkout/sessions/{csid}/pay"),
        json!({"pin": "1357"}),
    )
    .await;
    t.post(
        &format!("/payments/{pay1}/capture"),
        json!({"amount": 30_000}),
    )
    .await;
    let refunded = t
        .post(
            &format!("/payments/{pay1}/refund"),
            json!({"amount": 5_000, "reason": "dented", "metadata": {"rma": "7"}}),
        )
        .await;
    t.get(&format!("/payments/{pay1}")).await;
    // the refund's receipt, referring to the capture's
    t.get(&format!(
        "/receipts/{}",
        id(&refunded["refund"]["receipt"], "id")
    ))
    .await;
    t.get("/balance").await;
    let txns = t.get("/balance/transactions?limit=1").await;
    t.get(&format!(
        "/balance/transactions?type=refund&cursor={}",
        id(&txns, "next_cursor")
    ))
    .await;
    t.get(&format!(
        "/balance/transactions/{}",
        id(&txns["data"][0], "id")
    ))
    .await;

    // the gateway: capture, refund, void, list, one
    let gw = |n: i64| {
        json!({"external_user_id": "day-1", "amount": n, "currency": "IQD",
            "success_url": "https://shop.example/ok", "cancel_url": "https://shop.example/no"})
    };
    let mut reserved = vec![];
    for n in [7_000, 8_000] {
        let cs = t.post("/checkout/sessions", gw(n)).await;
        t.post(
            &format!("/sandbox/checkout/sessions/{}/pay", id(&cs, "id")),
            json!({"pin": "1357"}),
        )
        .await;
        reserved.push(id(&cs, "payment_id"));
    }
    let g = |p: &str, what: &str| format!("/gateway/payments/{p}/{what}");
    t.call(
        Method::POST,
        &g(&reserved[0], "capture"),
        Who::Gateway,
        None,
    )
    .await;
    t.call(
        Method::POST,
        &g(&reserved[0], "refund"),
        Who::Gateway,
        Some(json!({"amount": 1_000, "reason": "late"})),
    )
    .await;
    t.call(
        Method::POST,
        &g(&reserved[1], "void"),
        Who::Gateway,
        Some(json!({"reason": "out of stock"})),
    )
    .await;
    t.call(
        Method::GET,
        "/gateway/payments?status=completed&per_page=5",
        Who::Gateway,
        None,
    )
    .await;
    t.call(
        Method::GET,
        &format!("/gateway/payments/{pay1}"),
        Who::Gateway,
        None,
    )
    .await;

    // embedded checkout and its popup
    let e = t
        .post(
            "/embedded/checkout/sessions",
            json!({"user_id": uid, "amount": 12_000, "currency": "IQD", "description": "Tea"}),
        )
        .await;
    let (esid, token) = (id(&e, "session_id"), id(&e, "session_token"));
    t.get(&format!("/embedded/checkout/sessions/{esid}")).await;
    let popup = |call: &str| format!("/embedded/popup/{call}");
    let tk = json!({"session_token": token});
    t.call(Method::POST, &popup("session"), Who::Public, Some(tk))
        .await;
    let done = t
        .call(
            Method::POST,
            &popup("confirm"),
            Who::Public,
            Some(json!({"session_token": token, "pin": "1357"})),
        )
        .await;
    t.get(&format!("/embedded/payments/{}", id(&done, "payment_id")))
        .await;
    // a dollar checkout paid from dinars: the quote, then the payment with its fx_details
    t.post(
        "/sandbox/wallets/topup",
        json!({"user_id": uid, "currency": "IQD", "amount": 5_000}),
    )
    .await;
    let usd = t
        .post(
            "/embedded/checkout/sessions",
            json!({"user_id": uid, "amount": 100, "currency": "USD"}),
        )
        .await;
    let utk = id(&usd, "session_token");
    let q = t
        .call(
            Method::POST,
            &popup("fx-quote"),
            Who::Public,
            Some(json!({"session_token": utk})),
        )
        .await;
    let paid = t
        .call(
            Method::POST,
            &popup("confirm"),
            Who::Public,
            Some(json!({"session_token": utk, "pin": "1357", "fx_quote_id": id(&q, "id")})),
        )
        .await;
    let fx_paid = t
        .get(&format!("/embedded/payments/{}", id(&paid, "payment_id")))
        .await;
    assert_eq!(fx_paid["fx_details"]["to_amount"], 100, "{fx_paid}");
    // the buyer closes another popup without paying
    let other = t
        .post(
            "/embedded/checkout/sessions",
            json!({"user_id": uid, "amount": 500, "currency": "IQD"}),
        )
        .await;
    t.call(
        Method::POST,
        &popup("close"),
        Who::Public,
        Some(json!({"session_token": id(&other, "session_token")})),
    )
    .await;
    // a buyer with no PIN sets one in the popup
    let v = t
        .post(
            "/users/sync",
            json!({"external_user_id": "day-2", "name": "Aras"}),
        )
        .await;
    t.post(
        "/sandbox/wallets/topup",
        json!({"user_id": id(&v, "id"), "currency": "USD", "amount": 9_000}),
    )
    .await;
    let e2 = t
        .post(
            "/embedded/checkout/sessions",
            json!({"user_id": id(&v, "id"), "amount": 100, "currency": "USD"}),
        )
        .await;
    t.call(
        Method::POST,
        &popup("pin"),
        Who::Public,
        Some(json!({"session_token": id(&e2, "session_token"), "pin": "2468"})),
    )
    .await;

    // payment links
    let l = t
        .post(
            "/embedded/payment-links",
            json!({"amount": 2_500, "currency": "IQD", "description": "Tea set",
                "reference": "link-1", "max_uses": 2, "metadata": {"shelf": "3"}}),
        )
        .await;
    let lid = id(&l, "id");
    t.get("/embedded/payment-links?per_page=10").await;
    t.call(Method::GET, &format!("/links/{lid}"), Who::Public, None)
        .await;
    t.call(
        Method::POST,
        &format!("/links/{lid}/pay"),
        Who::Public,
        Some(json!({"user": "day-1", "pin": "1357"})),
    )
    .await;
    t.call(
        Method::POST,
        &format!("/links/{lid}/fx-quote"),
        Who::Public,
        Some(json!({"user": "day-1"})),
    )
    .await;
    t.get(&format!("/embedded/payment-links/{lid}")).await;
    t.call(
        Method::DELETE,
        &format!("/embedded/payment-links/{lid}"),
        Who::Secret,
        None,
    )
    .await;

    // QR codes: a buyer's token charged at a till, a merchant's code scanned
    let qt = t
        .post(&format!("/sandbox/users/{uid}/qr-token"), json!({}))
        .await;
    t.post(
        "/embedded/qr/charge",
        json!({"user_token": id(&qt, "user_token"), "amount": 1_500, "currency": "IQD",
            "description": "2 teas", "reference": "pos-1"}),
    )
    .await;
    let q = t
        .post(
            "/embedded/qr/generate",
            json!({"amount": 3_000, "currency": "IQD", "reference": "pos-2"}),
        )
        .await;
    t.post(
        &format!("/sandbox/qr/{}/pay", id(&q, "readable_code")),
        json!({"user_id": "day-1", "pin": "1357"}),
    )
    .await;

    // plans and subscriptions
    let p = t
        .post(
            "/subscriptions/plans",
            json!({"name": "Tea club", "amount": 10_000, "currency": "IQD",
                "interval": "monthly"}),
        )
        .await;
    let pid = id(&p, "id");
    t.get("/subscriptions/plans").await;
    t.get(&format!("/subscriptions/plans/{pid}")).await;
    let sub = t
        .post(
            "/subscriptions",
            json!({"plan_id": pid, "customer_id": uid}),
        )
        .await;
    let sid = id(&sub, "id");
    t.get(&format!("/subscriptions/{sid}")).await;
    t.get(&format!("/subscriptions?customer_id={uid}")).await;
    t.post(&format!("/subscriptions/{sid}/pause"), json!({}))
        .await;
    t.post(&format!("/subscriptions/{sid}/resume"), json!({}))
        .await;
    t.post(
        &format!("/subscriptions/{sid}/cancel"),
        json!({"at_period_end": true}),
    )
    .await;
    t.post(&format!("/subscriptions/plans/{pid}/archive"), json!({}))
        .await;

    // branding, the clock
    t.get("/merchant/branding").await;
    t.call(
        Method::PATCH,
        "/merchant/branding",
        Who::Secret,
        Some(json!({"name": "Sandbox Tea", "brand_color": "#1F5F8B"})),
    )
    .await;
    t.get("/sandbox/clock").await;
    t.post("/sandbox/clock/advance", json!({"seconds": 60}))
        .await;

    // webhooks: what was sent, the endpoint's life
    rx.wait_for(5).await;
    let events = t.get("/events?per_page=5").await;
    let ev = id(&events["events"][0], "id");
    t.get(&format!(
        "/events?order=asc&types=payment.*&per_page=2&starting_after={ev}"
    ))
    .await;
    t.get(&format!("/events/{ev}")).await;
    t.get("/request-logs?per_page=3").await;
    t.post(&format!("/events/{ev}/resend"), json!({"endpoint_id": we}))
        .await;
    t.get("/webhooks/endpoints").await;
    t.get(&format!("/webhooks/endpoints/{we}")).await;
    t.call(
        Method::PATCH,
        &format!("/webhooks/endpoints/{we}"),
        Who::Secret,
        Some(json!({"events": ["payment.completed", "payment.refunded"]})),
    )
    .await;
    t.post(
        &format!("/webhooks/endpoints/{we}/rotate-secret"),
        json!({}),
    )
    .await;
    t.post(
        &format!("/webhooks/endpoints/{we}/recover"),
        json!({"since": "2020-01-01T00:00:00Z"}),
    )
    .await;
    t.call(
        Method::DELETE,
        &format!("/webhooks/endpoints/{we}"),
        Who::Secret,
        None,
    )
    .await;

    wallet(t).await;
    disputes(t).await;
    agents(t).await;

    // the books, last
    t.call(
        Method::GET,
        &format!("/admin/merchants/{mid}/audit"),
        Who::Admin,
        None,
    )
    .await;
    t.call(
        Method::GET,
        &format!("/admin/merchants/{mid}"),
        Who::Admin,
        None,
    )
    .await;
}

/// Agents: one registered, listed, read, its limits changed, given float from the balance
/// the captures left.
async fn agents(t: &Tape<'_>) {
    let a = t
        .post(
            "/agents",
            json!({"name": "Karrada cash point", "phone": "+9647701239876", "till_number": "T-7",
                "location": {"governorate": "baghdad", "district": "Karrada", "address": "Street 62", "lat": 33.3, "lng": 44.42}}),
        )
        .await;
    let ag = id(&a, "id");
    t.get("/agents?governorate=baghdad&limit=2").await;
    t.get(&format!("/agents/{ag}")).await;
    t.call(
        Method::PATCH,
        &format!("/agents/{ag}"),
        Who::Secret,
        Some(json!({"limits": {"IQD": {"max_float": 20_000_000}}, "till_number": null})),
    )
    .await;
    t.post(
        &format!("/agents/{ag}/float"),
        json!({"amount": 5_000, "currency": "IQD", "direction": "in"}),
    )
    .await;
    // the agent at its counter: signed in, its PIN set, a user found and cash taken in
    let (otp, code) = sign_in_code(t, "/agent/auth/otp", "+9647701239876").await;
    let pk = Who::Bearer(t.s.creds["publishable_key"].as_str().unwrap().to_string());
    let signed = t
        .call(
            Method::POST,
            "/agent/auth/verify",
            pk,
            Some(json!({"otp_id": otp, "code": code})),
        )
        .await;
    let me = Who::Bearer(id(&signed, "access_token"));
    t.call(Method::GET, "/agent", me.clone(), None).await;
    t.call(
        Method::POST,
        "/agent/pin",
        me.clone(),
        Some(json!({"pin": "2580"})),
    )
    .await;
    t.post(
        "/users/sync",
        json!({"external_user_id": "agent-buyer", "name": "Zahra Ali", "phone": "+9647701239877"}),
    )
    .await;
    t.call(
        Method::GET,
        "/agent/users?phone=%2B9647701239877",
        me.clone(),
        None,
    )
    .await;
    t.call(
        Method::POST,
        "/agent/cash-ins",
        me.clone(),
        Some(json!({"phone": "+9647701239877", "amount": 2_000, "currency": "IQD", "pin": "2580"})),
    )
    .await;
    // cash out at the agent: a verified buyer asks, reads and cancels one, then is paid one
    let u = t
        .post(
            "/users/sync",
            json!({"external_user_id": "agent-withdrawer", "name": "Ali Kareem", "phone": "+9647801239878"}),
        )
        .await;
    let uid = id(&u, "id");
    t.post(
        "/sandbox/wallets/topup",
        json!({"user_id": uid, "currency": "IQD", "amount": 50_000}),
    )
    .await;
    t.post(&format!("/sandbox/users/{uid}/pin"), json!({"pin": "2468"}))
        .await;
    let minted = t.post(&format!("/users/{uid}/sessions"), json!({})).await;
    let user = Who::Bearer(id(&minted, "access_token"));
    let png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    t.call(
        Method::POST,
        "/wallet/kyc",
        user.clone(),
        Some(json!({"tier": 1, "full_name": "Ali Kareem", "date_of_birth": "1990-05-01", "document_type": "passport", "document_number": "SANDBOX-APPROVE", "document_image": png})),
    )
    .await;
    t.call(
        Method::GET,
        "/wallet/agents?governorate=baghdad",
        user.clone(),
        None,
    )
    .await;
    let ask = json!({"amount": 5_000, "currency": "IQD", "pin": "2468"});
    let first = t
        .call(
            Method::POST,
            "/wallet/withdrawals",
            user.clone(),
            Some(ask.clone()),
        )
        .await;
    let wd = id(&first, "id");
    t.call(
        Method::GET,
        &format!("/wallet/withdrawals/{wd}"),
        user.clone(),
        None,
    )
    .await;
    t.call(
        Method::POST,
        &format!("/wallet/withdrawals/{wd}/cancel"),
        user.clone(),
        None,
    )
    .await;
    let withdrawer = user.clone();
    let second = t
        .call(Method::POST, "/wallet/withdrawals", user, Some(ask))
        .await;
    let inbox = t.get("/sandbox/sms?phone=%2B9647801239878").await;
    let text = inbox["messages"][0]["text"].as_str().unwrap();
    let code = format!("{}{}", id(&second, "code_part"), &text[..4]);
    t.call(
        Method::POST,
        "/agent/withdrawals/redeem",
        me.clone(),
        Some(json!({"code": code, "amount": 5_000, "pin": "2580"})),
    )
    .await;
    // fees: a schedule, shown before a cash-in and a withdrawal; the agent's commission
    // (earned on a cash-in) moved to its float
    t.call(
        Method::PUT,
        "/agent-fees",
        Who::Secret,
        Some(json!({"IQD": {"cash_in": {"paid_by": "user", "agent_share_bps": 5_000, "tiers": [{"fixed": 500}]}}})),
    )
    .await;
    t.get("/agent-fees").await;
    t.call(
        Method::PATCH,
        "/agent-settings",
        Who::Secret,
        Some(json!({"smallest_iqd_note": 1_000})),
    )
    .await;
    t.get("/agent-settings").await;
    let dep = t
        .call(
            Method::POST,
            "/agent/deposits",
            me.clone(),
            Some(json!({"amount": 10_000, "currency": "IQD", "pin": "2580"})),
        )
        .await;
    t.get("/agent-deposits?status=pending").await;
    t.post(
        &format!("/agent-deposits/{}/confirm", id(&dep, "id")),
        json!({}),
    )
    .await;
    let dep = t
        .call(
            Method::POST,
            "/agent/deposits",
            me.clone(),
            Some(json!({"amount": 10_000, "currency": "IQD", "pin": "2580"})),
        )
        .await;
    t.post(
        &format!("/agent-deposits/{}/reject", id(&dep, "id")),
        json!({}),
    )
    .await;
    t.call(
        Method::POST,
        "/agent/cash-ins/preview",
        me.clone(),
        Some(json!({"phone": "+9647701239877", "amount": 2_000, "currency": "IQD"})),
    )
    .await;
    t.call(
        Method::POST,
        "/agent/cash-ins",
        me.clone(),
        Some(json!({"phone": "+9647701239877", "amount": 2_000, "currency": "IQD", "pin": "2580"})),
    )
    .await;
    t.call(
        Method::POST,
        "/agent/commission/move",
        me.clone(),
        Some(json!({"amount": 250, "currency": "IQD", "pin": "2580"})),
    )
    .await;
    t.call(
        Method::POST,
        "/wallet/withdrawals/preview",
        withdrawer.clone(),
        Some(json!({"amount": 5_000, "currency": "IQD"})),
    )
    .await;
    t.call(Method::GET, "/wallet/withdrawals?limit=5", withdrawer, None)
        .await;
    t.call(Method::GET, "/agent/operations?limit=10", me.clone(), None)
        .await;
    t.call(Method::GET, "/agent/statement", me, None).await;
    t.get(&format!("/agents/{ag}/statement")).await;
}

/// Disputes: opened by a buyer on three captured payments, read by both sides, one
/// answered and decided, one withdrawn, one accepted.
async fn disputes(t: &Tape<'_>) {
    let u = t
        .post(
            "/users/sync",
            json!({"external_user_id": "dp-buyer", "name": "Disputing buyer"}),
        )
        .await;
    let uid = id(&u, "id");
    t.post(
        "/sandbox/wallets/topup",
        json!({"user_id": uid, "currency": "IQD", "amount": 90_000}),
    )
    .await;
    t.post(&format!("/sandbox/users/{uid}/pin"), json!({"pin": "2468"}))
        .await;
    let mut payments = vec![];
    for n in 0..3 {
        let cs = t
            .post(
                "/checkout/sessions",
                json!({"external_user_id": "dp-buyer", "amount": 20_000, "currency": "IQD",
                    "success_url": "https://shop.example/ok", "cancel_url": "https://shop.example/no",
                    "description": format!("Order {n}")}),
            )
            .await;
        let (csid, pay) = (id(&cs, "id"), id(&cs, "payment_id"));
        t.post(
            &format!("/sandbox/checkout/sessions/{csid}/pay"),
            json!({"pin": "2468"}),
        )
        .await;
        t.post(&format!("/payments/{pay}/capture"), json!({})).await;
        payments.push(pay);
    }
    let minted = t.post(&format!("/users/{uid}/sessions"), json!({})).await;
    let user = Who::Bearer(id(&minted, "access_token"));
    let mut ids = vec![];
    for pay in &payments {
        let d = t
            .call(
                Method::POST,
                "/wallet/disputes",
                user.clone(),
                Some(json!({"payment_id": pay, "reason": "not_as_described", "description": "broken"})),
            )
            .await;
        ids.push(id(&d, "id"));
    }
    t.call(Method::GET, "/wallet/disputes?limit=2", user.clone(), None)
        .await;
    t.call(
        Method::GET,
        &format!("/wallet/disputes/{}", ids[0]),
        user.clone(),
        None,
    )
    .await;
    t.get("/disputes?status=needs_response&limit=2").await;
    t.get(&format!("/disputes/{}", ids[0])).await;
    t.post(
        &format!("/disputes/{}/evidence", ids[0]),
        json!({"text": "photos of the item as sent", "files": [{"name": "item.png",
            "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="}]}),
    )
    .await;
    t.post(&format!("/disputes/{}/submit", ids[0]), json!({}))
        .await;
    t.call(Method::GET, "/admin/disputes", Who::Admin, None)
        .await;
    t.call(
        Method::GET,
        &format!("/admin/disputes/{}", ids[0]),
        Who::Admin,
        None,
    )
    .await;
    t.call(
        Method::POST,
        &format!("/admin/disputes/{}/decide", ids[0]),
        Who::Admin,
        Some(json!({"outcome": "lost", "reason": "the photos show another item"})),
    )
    .await;
    t.call(
        Method::POST,
        &format!("/wallet/disputes/{}/withdraw", ids[1]),
        user,
        Some(json!({})),
    )
    .await;
    t.post(&format!("/disputes/{}/accept", ids[2]), json!({}))
        .await;
    // a watch list loaded, listed, and a name checked against it
    // (the same content again: the version it already is, 200)
    for _ in 0..2 {
        t.call(
            Method::POST,
            "/admin/screening/lists",
            Who::Admin,
            Some(json!({"source": "own", "content": "[{\"name\": \"Saad al-Hamdani\", \"date_of_birth\": \"1975\"}]"})),
        )
        .await;
    }
    t.call(Method::GET, "/admin/screening/lists", Who::Admin, None)
        .await;
    t.call(
        Method::POST,
        "/admin/screening/check",
        Who::Admin,
        Some(json!({"name": "سعد الحمداني", "date_of_birth": "1975-02-01"})),
    )
    .await;
    // two users synced under the listed name: held, an alert each; one cleared, one confirmed
    for ext in ["listed-1", "listed-2"] {
        t.post(
            "/users/sync",
            json!({"external_user_id": ext, "name": "Saad al-Hamdani"}),
        )
        .await;
    }
    let alerts = t
        .call(Method::GET, "/admin/alerts?status=open", Who::Admin, None)
        .await;
    let ids: Vec<String> = alerts["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(ids.len(), 2, "{alerts}");
    t.call(
        Method::GET,
        &format!("/admin/alerts/{}", ids[0]),
        Who::Admin,
        None,
    )
    .await;
    let reason = json!({"reason": "a namesake: another date of birth on the national ID"});
    t.call(
        Method::POST,
        &format!("/admin/alerts/{}/clear", ids[0]),
        Who::Admin,
        Some(reason.clone()),
    )
    .await;
    t.call(
        Method::POST,
        &format!("/admin/alerts/{}/confirm", ids[1]),
        Who::Admin,
        Some(reason),
    )
    .await;
    // the confirmed alert opened its user's case: worked, then a case opened by hand closed
    let users: Vec<String> = alerts["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["subject"]["id"].as_str().unwrap().to_string())
        .collect();
    let cases = t.call(Method::GET, "/admin/cases", Who::Admin, None).await;
    let case = cases["data"][0]["id"].as_str().unwrap().to_string();
    t.call(
        Method::POST,
        "/admin/cases",
        Who::Admin,
        Some(json!({"user_id": users[1], "note": "second look"})),
    )
    .await;
    t.call(
        Method::GET,
        &format!("/admin/cases/{case}"),
        Who::Admin,
        None,
    )
    .await;
    for (what, body) in [
        (
            "assign",
            json!({"assignee": "opr_0000000000000000000000ab"}),
        ),
        ("notes", json!({"text": "the merchant sent the ID card"})),
        (
            "freeze",
            json!({"scope": "debits", "reason": "while we look"}),
        ),
        ("unfreeze", json!({"reason": "explained"})),
        (
            "request-kyc",
            json!({"reason": "the ID card on file expired"}),
        ),
    ] {
        t.call(
            Method::POST,
            &format!("/admin/cases/{case}/{what}"),
            Who::Admin,
            Some(body),
        )
        .await;
    }
    let other = t
        .call(
            Method::POST,
            "/admin/cases",
            Who::Admin,
            Some(json!({"user_id": users[0]})),
        )
        .await;
    t.call(
        Method::POST,
        &format!("/admin/cases/{}/close", other["id"].as_str().unwrap()),
        Who::Admin,
        Some(json!({"reason": "a namesake"})),
    )
    .await;
    t.call(Method::GET, "/admin/reports", Who::Admin, None)
        .await;
    // monitoring's rules: listed, a change held for a second person, a backtest
    t.call(Method::GET, "/admin/rules", Who::Admin, None).await;
    t.call(Method::GET, "/admin/monitoring", Who::Admin, None)
        .await;
    t.call(
        Method::PUT,
        "/admin/rules/fan-out-iqd",
        Who::Admin,
        Some(json!({"parties": 20, "shadow": true})),
    )
    .await;
    let today = chrono::Utc::now().date_naive();
    t.call(
        Method::POST,
        "/admin/rules/structuring-iqd/backtest",
        Who::Admin,
        Some(json!({"from": (today - chrono::Days::new(7)).to_string(), "to": today.to_string(), "count": 2})),
    )
    .await;
}

/// A user of the live wallet: a code, tokens, the PIN, a minted session, the inbox.
async fn wallet(t: &Tape<'_>) {
    let s = t.s;
    let pk = Who::Bearer(s.creds["publishable_key"].as_str().unwrap().to_string());
    let phone = "+9647507654321";
    t.post(
        "/users/sync",
        json!({"external_user_id": "w1", "name": "Wallet user", "phone": phone}),
    )
    .await;
    let minted = t.post("/users/w1/sessions", json!({})).await;
    assert!(minted["access_token"].is_string());
    let (otp_id, c) = wallet_code(t, phone).await;
    let tokens = t
        .call(
            Method::POST,
            "/wallet/auth/verify",
            pk.clone(),
            Some(json!({ "otp_id": otp_id, "code": c })),
        )
        .await;
    let tokens = t
        .call(
            Method::POST,
            "/wallet/auth/refresh",
            pk,
            Some(json!({ "refresh_token": tokens["refresh_token"] })),
        )
        .await;
    let user = Who::Bearer(tokens["access_token"].as_str().unwrap().to_string());
    t.call(Method::GET, "/wallet", user.clone(), None).await;
    t.call(
        Method::POST,
        "/wallet/pin",
        user.clone(),
        Some(json!({"pin": "1470"})),
    )
    .await;
    t.call(
        Method::POST,
        "/wallet/pin/change",
        user.clone(),
        Some(json!({"pin": "1470", "new_pin": "2580"})),
    )
    .await;
    t.call(Method::POST, "/wallet/payment-codes", user.clone(), None)
        .await;
    t.post(
        "/sandbox/wallets/topup",
        json!({"user_id": "w1", "currency": "IQD", "amount": 5000}),
    )
    .await;
    let qr = t
        .post(
            "/embedded/qr/generate",
            json!({"amount": 1500, "currency": "IQD"}),
        )
        .await;
    t.call(
        Method::GET,
        &format!("/wallet/qr/{}", qr["readable_code"].as_str().unwrap()),
        user.clone(),
        None,
    )
    .await;
    t.get("/amount-words?amount=1250&currency=USD&locale=ku")
        .await;
    // an EMVCo QR read back from what a camera saw
    let emv = t
        .post(
            "/embedded/qr/generate",
            json!({"amount": 1500, "currency": "IQD", "payload_format": "emvco"}),
        )
        .await;
    t.call(
        Method::POST,
        "/wallet/qr/read",
        user.clone(),
        Some(json!({"payload": emv["payload"]})),
    )
    .await;
    t.call(
        Method::POST,
        &format!("/wallet/qr/{}/pay", id(&qr, "id")),
        user.clone(),
        Some(json!({"pin": "2580"})),
    )
    .await;
    let page = t
        .call(
            Method::GET,
            "/wallet/transactions?limit=1",
            user.clone(),
            None,
        )
        .await;
    t.call(
        Method::GET,
        &format!(
            "/wallet/transactions?limit=1&cursor={}",
            page["next_cursor"].as_str().unwrap()
        ),
        user.clone(),
        None,
    )
    .await;
    t.post(
        "/users/sync",
        json!({"external_user_id": "w2", "name": "Recipient", "phone": "+9647509999999"}),
    )
    .await;
    t.call(
        Method::POST,
        &format!("/admin/merchants/{}/deposits", s.merchant_id()),
        Who::Admin,
        Some(json!({"amount": 20000, "currency": "IQD", "bank_reference": "answers-1"})),
    )
    .await;
    t.call(
        Method::GET,
        &format!(
            "/admin/merchants/{}/deposits?bank_reference=ANSWERS-1",
            s.merchant_id()
        ),
        Who::Admin,
        None,
    )
    .await;
    let po = t
        .post(
            "/payouts",
            json!({"amount": 2000, "currency": "IQD", "destination": "IQ98RAFI0000123456789"}),
        )
        .await;
    t.call(
        Method::GET,
        &format!("/payouts/{}", id(&po, "id")),
        Who::Secret,
        None,
    )
    .await;
    t.call(
        Method::POST,
        &format!("/admin/payouts/{}/complete", id(&po, "id")),
        Who::Admin,
        None,
    )
    .await;
    let po = t
        .post(
            "/payouts",
            json!({"amount": 1000, "currency": "IQD", "destination": "IQ98RAFI0000123456789"}),
        )
        .await;
    t.call(
        Method::POST,
        &format!("/admin/payouts/{}/fail", id(&po, "id")),
        Who::Admin,
        Some(json!({"reason": "closed"})),
    )
    .await;
    t.get("/payouts?status=failed&limit=5").await;
    t.get(&format!("/payouts/{}/transactions", id(&po, "id")))
        .await;
    t.get("/merchant/payout-settings").await;
    let rpt = t
        .post(
            "/reports",
            json!({"type": "daily_summary", "from": "2026-01-01T00:00:00Z", "to": "2100-01-01T00:00:00Z"}),
        )
        .await;
    // written off the request path: asked again until it is
    let mut run = Value::Null;
    for _ in 0..100 {
        run = t.get(&format!("/reports/{}", id(&rpt, "id"))).await;
        if run["status"] != "pending" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(run["status"], "succeeded", "{run}");
    t.get("/reports?limit=5").await;
    t.call(
        Method::PATCH,
        "/merchant/payout-settings",
        Who::Secret,
        Some(json!({"schedule": "weekly", "weekly_anchor": "thursday",
            "bank_account": {"iban": "IQ98 NBIQ 8501 2345 6789 012", "holder_name": "Baghdad Books"}})),
    )
    .await;
    let limits = format!("/admin/merchants/{}/limits", s.merchant_id());
    t.call(Method::GET, &limits, Who::Admin, None).await;
    t.call(Method::GET, "/admin/safeguarding", Who::Admin, None)
        .await;
    t.call(
        Method::GET,
        "/admin/safeguarding/days?day=2026-12-05",
        Who::Admin,
        None,
    )
    .await;
    t.call(
        Method::POST,
        "/admin/safeguarding/bank-statements",
        Who::Admin,
        Some(
            json!({"currency": "IQD", "from": "2026-12-05", "to": "2026-12-05",
            "statement": "date,amount,reference\n2026-12-05,1000,BT-1\n"}),
        ),
    )
    .await;
    t.call(
        Method::PATCH,
        &limits,
        Who::Admin,
        Some(json!({"tier": 2, "currency": "USD", "daily_count": 60})),
    )
    .await;
    t.post(
        "/wallets/w1/cash-in",
        json!({"amount": 1000, "currency": "IQD", "reference": "till 1"}),
    )
    .await;
    t.call(
        Method::POST,
        "/wallet/transfers/preview",
        user.clone(),
        Some(json!({"to": "w2", "amount": 500, "currency": "IQD"})),
    )
    .await;
    let sent = t
        .call(
            Method::POST,
            "/wallet/transfers",
            user.clone(),
            Some(
                json!({"to": "w2", "amount": 500, "currency": "IQD", "note": "tea", "pin": "2580"}),
            ),
        )
        .await;
    t.call(
        Method::GET,
        &format!("/wallet/transfers/{}", id(&sent, "id")),
        user.clone(),
        None,
    )
    .await;
    let png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    let kyc = |number: &str| json!({"tier": 1, "full_name": "Zahra Ali", "date_of_birth": "1990-05-01", "document_type": "passport", "document_number": number, "document_image": png});
    let pending = t
        .call(
            Method::POST,
            "/wallet/kyc",
            user.clone(),
            Some(kyc("A1234567")),
        )
        .await;
    t.call(Method::GET, "/admin/kyc", Who::Admin, None).await;
    let review = format!("/admin/kyc/{}", id(&pending, "id"));
    t.call(Method::GET, &review, Who::Admin, None).await;
    t.call(
        Method::POST,
        &format!("{review}/reject"),
        Who::Admin,
        Some(json!({"reason": "blurred"})),
    )
    .await;
    let again = t
        .call(
            Method::POST,
            "/wallet/kyc",
            user.clone(),
            Some(kyc("A1234567")),
        )
        .await;
    t.call(
        Method::POST,
        &format!("/admin/kyc/{}/approve", id(&again, "id")),
        Who::Admin,
        None,
    )
    .await;
    t.call(Method::GET, "/wallet/kyc", user.clone(), None).await;
    let out = |destination: &str| json!({"amount": 300, "currency": "IQD", "method": "agent", "destination": destination, "pin": "2580"});
    let co = t
        .call(
            Method::POST,
            "/wallet/cash-outs",
            user.clone(),
            Some(out("agent-17")),
        )
        .await;
    t.call(
        Method::GET,
        &format!("/wallet/cash-outs/{}", id(&co, "id")),
        user.clone(),
        None,
    )
    .await;
    t.call(
        Method::POST,
        &format!("/admin/cash-outs/{}/complete", id(&co, "id")),
        Who::Admin,
        None,
    )
    .await;
    let co = t
        .call(
            Method::POST,
            "/wallet/cash-outs",
            user.clone(),
            Some(out("agent-18")),
        )
        .await;
    t.call(
        Method::POST,
        &format!("/admin/cash-outs/{}/fail", id(&co, "id")),
        Who::Admin,
        Some(json!({"reason": "agent closed"})),
    )
    .await;
    // the merchant's books of its users' wallets
    t.get("/users?limit=5").await;
    t.get("/users/w1").await;
    t.get("/transfers?limit=5").await;
    t.get("/cash-ins?limit=5").await;
    t.get("/cash-outs?status=failed").await;
    t.call(Method::GET, "/fx/rates", Who::Secret, None).await;
    let quoted = t
        .call(
            Method::POST,
            "/wallet/exchange/quotes",
            user.clone(),
            Some(json!({"from_currency": "IQD", "to_currency": "USD", "to_amount": 10})),
        )
        .await;
    t.call(
        Method::POST,
        "/wallet/exchange",
        user.clone(),
        Some(json!({"quote_id": id(&quoted, "id"), "pin": "2580"})),
    )
    .await;
    t.call(
        Method::PUT,
        "/admin/fx/rates",
        Who::Admin,
        Some(json!({"pair": "USD/IQD", "bid": "1290", "ask": "1310.5"})),
    )
    .await;
    t.call(Method::GET, "/admin/fx/rates", Who::Admin, None)
        .await;
    let me = t.call(Method::GET, "/wallet", user.clone(), None).await;
    let statement = format!(
        "/admin/users/{}/statement?limit=5",
        me["user"]["id"].as_str().unwrap()
    );
    t.call(Method::GET, &statement, Who::Admin, None).await;
    let freeze = format!("/admin/users/{}/freeze", me["user"]["id"].as_str().unwrap());
    t.call(
        Method::POST,
        &freeze,
        Who::Admin,
        Some(json!({"scope": "debits", "reason": "case 12"})),
    )
    .await;
    t.call(
        Method::POST,
        &freeze.replace("/freeze", "/unfreeze"),
        Who::Admin,
        None,
    )
    .await;
    s.advance(61).await;
    let (otp_id, c) = wallet_code(t, phone).await;
    t.call(
        Method::POST,
        "/wallet/pin/reset",
        user.clone(),
        Some(json!({"otp_id": otp_id, "code": c, "new_pin": "3690"})),
    )
    .await;
    t.call(Method::POST, "/wallet/auth/sign-out", user, None)
        .await;
    family(t).await;
    operators(t).await;
}

/// Family wallets: a verified guardian opens one, sets its rules, reads it and its
/// statement, shows it a sign-in code it signs in with.
async fn family(t: &Tape<'_>) {
    let s = t.s;
    let pk = Who::Bearer(s.creds["publishable_key"].as_str().unwrap().to_string());
    t.post(
        "/users/sync",
        json!({"external_user_id": "fam1", "name": "Omar Kareem", "phone": "+9647507654999"}),
    )
    .await;
    let minted = t.post("/users/fam1/sessions", json!({})).await;
    let guardian = Who::Bearer(id(&minted, "access_token"));
    let png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    t.call(
        Method::POST,
        "/wallet/kyc",
        guardian.clone(),
        Some(json!({"tier": 1, "full_name": "Omar Kareem", "date_of_birth": "1985-02-11", "document_type": "passport", "document_number": "SANDBOX-APPROVE", "document_image": png})),
    )
    .await;
    let kid = t
        .call(
            Method::POST,
            "/wallet/dependants",
            guardian.clone(),
            Some(json!({"name": "Zaid Omar", "date_of_birth": "2014-03-01"})),
        )
        .await;
    let kid = id(&kid, "id");
    let one = format!("/wallet/dependants/{kid}");
    t.call(Method::GET, "/wallet/dependants", guardian.clone(), None)
        .await;
    t.call(Method::GET, &one, guardian.clone(), None).await;
    t.call(
        Method::PATCH,
        &one,
        guardian.clone(),
        Some(json!({"rules": {"daily": {"IQD": 50_000}, "notify_over": {"IQD": 10_000}, "allowed_categories": ["5942"]}})),
    )
    .await;
    t.call(
        Method::GET,
        &format!("{one}/transactions?limit=5"),
        guardian.clone(),
        None,
    )
    .await;
    let code = t
        .call(
            Method::POST,
            &format!("{one}/sign-in-codes"),
            guardian,
            None,
        )
        .await;
    let signed = t
        .call(
            Method::POST,
            "/wallet/auth/family-code",
            pk,
            Some(json!({"code": code["code"]})),
        )
        .await;
    let kid_token = Who::Bearer(id(&signed, "access_token"));
    t.call(Method::GET, "/wallet", kid_token, None).await;
}

/// The platform team's own routes: an operator invited, enrolled and signed in, keys, the
/// trail, sign-out.
async fn operators(t: &Tape<'_>) {
    let s = t.s;
    let password = "correct horse battery staple";
    let inv = t
        .call(
            Method::POST,
            "/admin/staff",
            Who::Admin,
            Some(json!({"email": "nour@ops.example", "roles": ["admin", "finance"]})),
        )
        .await;
    let token = inv["invitation"]["token"].as_str().unwrap();
    let enrolled = t
        .call(
            Method::POST,
            "/admin/invitations/accept",
            Who::Public,
            Some(json!({"token": token, "password": password})),
        )
        .await;
    let secret = enrolled["totp"]["secret"].as_str().unwrap();
    let now = chrono::Utc::now().timestamp() as u64;
    let code = sanduq_admin::totp::code_at(secret, now).unwrap();
    let session = t
        .call(
            Method::POST,
            "/admin/sessions",
            Who::Public,
            Some(json!({"email": "nour@ops.example", "password": password, "code": code})),
        )
        .await;
    let me = Who::Bearer(id(&session, "token"));
    t.call(Method::GET, "/admin/staff", me.clone(), None).await;
    let other = t
        .call(
            Method::POST,
            "/admin/staff",
            me.clone(),
            Some(json!({"email": "sara@ops.example", "roles": ["viewer"]})),
        )
        .await;
    t.call(
        Method::POST,
        &format!("/admin/staff/{}/roles", id(&other, "id")),
        me.clone(),
        Some(json!({"roles": ["viewer", "support"]})),
    )
    .await;
    t.call(
        Method::POST,
        &format!("/admin/staff/{}/disable", id(&other, "id")),
        me.clone(),
        None,
    )
    .await;
    let key = t
        .call(
            Method::POST,
            "/admin/keys",
            me.clone(),
            Some(json!({"service": "rafidain-bank", "scopes": ["payouts:complete"]})),
        )
        .await;
    t.call(Method::GET, "/admin/keys", me.clone(), None).await;
    t.call(
        Method::POST,
        &format!("/admin/keys/{}/revoke", id(&key, "id")),
        me.clone(),
        None,
    )
    .await;
    t.call(Method::GET, "/admin/audit-log?limit=5", me.clone(), None)
        .await;
    // lookups and queues
    t.call(Method::GET, "/admin/merchants?q=sandbox", Who::Admin, None)
        .await;
    t.call(
        Method::GET,
        "/admin/users?phone=07701234567",
        Who::Admin,
        None,
    )
    .await;
    t.call(
        Method::GET,
        "/admin/payouts?status=pending",
        Who::Admin,
        None,
    )
    .await;
    t.call(
        Method::GET,
        "/admin/cash-outs?status=paid",
        Who::Admin,
        None,
    )
    .await;
    // a change held for a second person: listed, shown, rejected by another
    let held = s
        .send(
            Method::PUT,
            "/admin/fx/rates",
            Some(&id(&session, "token")),
            &[],
            Some(json!({"pair": "USD/IQD", "bid": "1291", "ask": "1309"}).to_string()),
        )
        .await;
    assert_eq!(held.status.as_u16(), 202, "{held:?}");
    let apr = id(held.data(), "id");
    t.call(
        Method::GET,
        "/admin/approvals?status=pending_approval",
        me.clone(),
        None,
    )
    .await;
    t.call(
        Method::GET,
        &format!("/admin/approvals/{apr}"),
        me.clone(),
        None,
    )
    .await;
    let checker = Who::Bearer(s.checker().await);
    t.call(
        Method::POST,
        &format!("/admin/approvals/{apr}/reject"),
        checker,
        Some(json!({"reason": "not today's rate"})),
    )
    .await;
    t.call(Method::POST, "/admin/sessions/end", me, None).await;
}

/// A sign-in code asked for `phone` and read from the sandbox inbox: its id and digits.
async fn wallet_code(t: &Tape<'_>, phone: &str) -> (String, String) {
    sign_in_code(t, "/wallet/auth/otp", phone).await
}

/// A code asked at `path` (the wallet's sign-in, or an agent's) for `phone`, read from the
/// sandbox inbox: its id and digits.
async fn sign_in_code(t: &Tape<'_>, path: &str, phone: &str) -> (String, String) {
    let pk = Who::Bearer(t.s.creds["publishable_key"].as_str().unwrap().to_string());
    let asked = t
        .call(Method::POST, path, pk, Some(json!({ "phone": phone })))
        .await;
    let inbox = t
        .get(&format!("/sandbox/sms?phone={}", phone.replace('+', "%2B")))
        .await;
    let text = inbox["messages"][0]["text"].as_str().unwrap().to_string();
    (id(&asked, "otp_id"), text[..6].to_string())
}

#[tokio::test]
async fn every_answer_is_what_the_document_says() {
    let s = Server::start().await;
    let doc = s.document().await;
    let t = Tape {
        s: &s,
        got: Mutex::default(),
    };
    day(&t).await;
    let got = t.got.into_inner().unwrap();
    let dump = std::env::var("ANSWERS_DUMP").ok();
    let mut seen = BTreeSet::new();
    let mut wrong = vec![];
    let mut samples = serde_json::Map::new();
    for (method, path, status, body) in &got {
        let Some(tpl) = template(&doc, method, path) else {
            wrong.push(format!("{method} {path}: not in the document"));
            continue;
        };
        let op = &doc["paths"][tpl][method.as_str().to_lowercase()];
        let Some(schema) =
            op["responses"][status.to_string()]["content"]["application/json"].get("schema")
        else {
            wrong.push(format!("{method} {tpl}: {status} is not documented"));
            continue;
        };
        let mut root = schema.clone();
        root["$schema"] = json!("https://json-schema.org/draft/2020-12/schema");
        root["components"] = doc["components"].clone();
        let validator = jsonschema::options()
            .should_validate_formats(true)
            .build(&root)
            .unwrap_or_else(|e| panic!("{method} {tpl}: the schema does not compile: {e}"));
        for e in validator.iter_errors(body) {
            wrong.push(format!(
                "{method} {tpl} {status}: at {}: {e}",
                e.instance_path()
            ));
        }
        seen.insert((method.to_string(), tpl.to_string(), *status));
        samples.insert(format!("{method} {tpl} {status}"), body["data"].clone());
    }
    if let Some(file) = dump {
        std::fs::write(file, serde_json::to_string_pretty(&samples).unwrap()).unwrap();
    }
    assert!(wrong.is_empty(), "answers outside the document: {wrong:#?}");
    let never: Vec<_> = promised(&doc).difference(&seen).cloned().collect();
    assert!(
        never.is_empty(),
        "documented answers this test never saw (add a step): {never:#?}"
    );
    assert!(seen.len() > 60, "{}", seen.len());
    assert!(
        seen.iter().any(|(_, _, status)| *status == 202),
        "no change held for a second person was seen"
    );
}
