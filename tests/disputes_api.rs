//! Disputes over HTTP (issue 77): a buyer opens one from the wallet; the disputed money
//! leaves the merchant's balance for the dispute's hold at once (what the balance cannot
//! cover is the shortfall, taken as money arrives); the merchant answers with evidence or
//! accepts; the platform decides; the money follows, once, whatever races.

use crate::common;
use crate::transfers_api::token;
use common::{Resp, Server};
use reqwest::Method;
use serde_json::{json, Value};
use std::sync::Arc;

/// A request with the buyer's access token (and a fresh Idempotency-Key when it writes).
async fn as_buyer(s: &Server, t: &str, method: Method, path: &str, body: Option<Value>) -> Resp {
    let idem = uuid::Uuid::new_v4().to_string();
    let headers: Vec<(&str, String)> = match body {
        Some(_) => vec![("idempotency-key", idem)],
        None => vec![],
    };
    s.send(method, path, Some(t), &headers, body.map(|b| b.to_string()))
        .await
}

/// A buyer who paid `amount` IQD, captured: (user id, payment id, access token).
async fn paid(s: &Server, ext: &str, amount: i64) -> (String, String, String) {
    let (u, _, p) = s.authorized(ext, amount, "IQD").await;
    let r = s.post(&format!("/payments/{p}/capture"), json!({})).await;
    assert_eq!(r.status, 200, "{r:?}");
    let t = token(s, &u).await;
    (u, p, t)
}

async fn open(s: &Server, t: &str, body: Value) -> Resp {
    as_buyer(s, t, Method::POST, "/wallet/disputes", Some(body)).await
}

fn claim(payment: &str, amount: Option<i64>) -> Value {
    let mut b = json!({ "payment_id": payment, "reason": "not_received", "description": "نحن لم نستلم الطلب" });
    if let Some(a) = amount {
        b["amount"] = a.into();
    }
    b
}

async fn decide(s: &Server, id: &str, outcome: &str) -> Resp {
    s.admin(
        Method::POST,
        &format!("/admin/disputes/{id}/decide"),
        Some(json!({ "outcome": outcome, "reason": "the courier's record" })),
    )
    .await
}

async fn submitted(s: &Server, id: &str) {
    let r = s
        .post(
            &format!("/disputes/{id}/evidence"),
            json!({ "text": "delivered, signed by the buyer" }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let r = s.post(&format!("/disputes/{id}/submit"), json!({})).await;
    assert_eq!(
        (r.status.as_u16(), r.data()["status"].as_str()),
        (200, Some("under_review")),
        "{r:?}"
    );
}

#[tokio::test]
async fn a_dispute_lost_refunds_the_buyer_from_its_hold_once() {
    let s = Server::start().await;
    let (u, p, t) = paid(&s, "dp-1", 100_000).await;
    // the buyer's phone, for the decision's text message
    let r = s
        .post(
            "/users/sync",
            json!({ "external_user_id": "dp-1", "name": "User dp-1", "phone": "+9647701112233" }),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    let before = s.merchant_balance("IQD").await;
    let buyer_before = s.balance(&u, "IQD").await;

    let r = open(&s, &t, claim(&p, Some(60_000))).await;
    assert_eq!(r.status, 201, "{r:?}");
    let d = r.data().clone();
    let id = d["id"].as_str().unwrap().to_string();
    assert!(id.starts_with("dp_"));
    assert_eq!(
        (
            d["status"].as_str(),
            d["held"].as_i64(),
            d["shortfall"].as_i64()
        ),
        (Some("needs_response"), Some(60_000), Some(0)),
        "{d}"
    );
    assert_eq!(s.merchant_balance("IQD").await, before - 60_000);
    // what is disputed is neither refundable by the merchant nor disputable again
    open(&s, &t, claim(&p, Some(40_001)))
        .await
        .expect_error(422, "REFUND_EXCEEDS_AMOUNT");
    s.post(
        &format!("/payments/{p}/refund"),
        json!({ "amount": 40_001, "reason": "returned" }),
    )
    .await
    .expect_error(422, "REFUND_EXCEEDS_AMOUNT");

    // both sides see it
    let mine = as_buyer(&s, &t, Method::GET, "/wallet/disputes", None).await;
    assert_eq!(mine.data()["data"][0]["id"], id.as_str(), "{mine:?}");
    let theirs = s.get(&format!("/disputes?payment_id={p}")).await;
    assert_eq!(theirs.data()["data"][0]["id"], id.as_str(), "{theirs:?}");
    let none = s.get("/disputes?status=won").await;
    assert_eq!(none.data()["data"], json!([]));
    // its balance transaction names it
    let txns = s.get("/balance/transactions?type=dispute_hold").await;
    let row = &txns.data()["data"][0];
    assert_eq!(
        (
            row["net"].as_i64(),
            row["source"]["object"].as_str(),
            row["source"]["id"].as_str()
        ),
        (Some(-60_000), Some("dispute"), Some(id.as_str())),
        "{txns:?}"
    );

    // submitting needs evidence; then it waits for the platform
    s.post(&format!("/disputes/{id}/submit"), json!({}))
        .await
        .expect_error(409, "INVALID_DISPUTE_STATUS");
    // files: a PDF and a PNG, kept outside the table; anything else, too many or too big,
    // refused on `files`
    use base64::Engine as _;
    let b64 = |b: &[u8]| base64::engine::general_purpose::STANDARD.encode(b);
    let pdf = b"%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n".to_vec();
    let png = base64::engine::general_purpose::STANDARD
        .decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")
        .unwrap();
    for (files, why) in [
        (
            json!([{ "name": "notes.txt", "data": b64(b"just text") }]),
            "PDF, JPEG or PNG",
        ),
        (json!([{ "name": "", "data": b64(&pdf) }]), "name"),
        (json!([{ "name": "a.pdf", "data": "%%%" }]), "base64"),
        (json!([1, 2, 3, 4]), "at most 3"),
        (
            json!([{ "name": "big.pdf", "data": b64(&[pdf.clone(), vec![b' '; 5 * 1024 * 1024]].concat()) }]),
            "at most",
        ),
    ] {
        let r = s
            .post(
                &format!("/disputes/{id}/evidence"),
                json!({ "text": "see the files", "files": files }),
            )
            .await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(
            r.field("files").is_some_and(|f| f.contains(why)),
            "{why}: {r:?}"
        );
    }
    let r = s
        .post(
            &format!("/disputes/{id}/evidence"),
            json!({ "text": "the courier's note and a photo", "files": [
                { "name": "note.pdf", "data": b64(&pdf) },
                { "name": "parcel.png", "data": b64(&png) },
            ] }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let files = r.data()["evidence"][0]["files"].clone();
    assert_eq!(
        (files[0]["content_type"].as_str(), files[0]["size"].as_u64()),
        (Some("application/pdf"), Some(pdf.len() as u64)),
        "{files}"
    );
    let file = files[0]["id"].as_str().unwrap().to_string();
    let got = s
        .admin(
            Method::GET,
            &format!("/admin/disputes/{id}/files/{file}"),
            None,
        )
        .await;
    assert_eq!(got.status, 200, "{got:?}");
    assert_eq!(
        got.header("content-type").as_deref(),
        Some("application/pdf")
    );
    assert_eq!(
        got.header("content-disposition").as_deref(),
        Some("attachment")
    );
    assert_eq!(got.text.as_bytes(), pdf.as_slice());
    submitted(&s, &id).await;
    let q = s.admin(Method::GET, "/admin/disputes", None).await;
    assert_eq!(q.data()["data"][0]["id"], id.as_str(), "{q:?}");
    let review = s
        .admin(Method::GET, &format!("/admin/disputes/{id}"), None)
        .await;
    assert_eq!(
        review.data()["payment"]["disputed_amount"],
        60_000,
        "{review:?}"
    );
    assert_eq!(
        review.data()["dispute"]["evidence"][1]["text"],
        "delivered, signed by the buyer"
    );

    // lost: the buyer refunded 60,000, the commission on it back to the merchant
    let r = decide(&s, &id, "lost").await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(
        (r.data()["status"].as_str(), r.data()["held"].as_i64()),
        (Some("lost"), Some(0))
    );
    assert_eq!(s.balance(&u, "IQD").await, buyer_before + 60_000);
    let pay = s.get(&format!("/payments/{p}")).await;
    assert_eq!(pay.data()["refunded_amount"], 60_000, "{pay:?}");
    // 1%: 1,000 on 100,000 kept 400 on the 40,000 still captured
    assert_eq!(s.merchant_balance("IQD").await, before - 60_000 + 600);
    // the buyer is told, in Arabic and English (a sandbox merchant's texts land in its inbox)
    let sms = s.get("/sandbox/sms?phone=%2B9647701112233").await;
    let text = sms.data()["messages"][0]["text"]
        .as_str()
        .unwrap_or_default();
    assert!(
        text.contains("60,000 IQD")
            && text.contains("أُعيد")
            && text.contains("is back in your wallet"),
        "{sms:?}"
    );

    // one outcome: nothing else ends it again
    decide(&s, &id, "won")
        .await
        .expect_error(409, "INVALID_DISPUTE_STATUS");
    as_buyer(
        &s,
        &t,
        Method::POST,
        &format!("/wallet/disputes/{id}/withdraw"),
        Some(json!({})),
    )
    .await
    .expect_error(409, "INVALID_DISPUTE_STATUS");
    s.post(&format!("/disputes/{id}/accept"), json!({}))
        .await
        .expect_error(409, "INVALID_DISPUTE_STATUS");

    for (kind, n) in [
        ("dispute.created", 1),
        ("dispute.updated", 3),
        ("dispute.closed", 1),
        ("payment.refunded", 1),
    ] {
        let ev = s.get(&format!("/events?type={kind}")).await;
        assert_eq!(
            ev.data()["events"].as_array().unwrap().len(),
            n,
            "{kind}: {ev:?}"
        );
    }
    let audit = s.audit().await;
    assert_eq!(audit["ok"], true, "{audit}");
}

#[tokio::test]
async fn bad_claims_are_refused_with_their_codes() {
    let s = Server::start().await;
    let (u, p, t) = paid(&s, "dp-2", 50_000).await;
    let (_, _, other) = paid(&s, "dp-3", 10_000).await;
    // someone else's payment, an unknown one
    open(&s, &other, claim(&p, None))
        .await
        .expect_error(404, "PAYMENT_NOT_FOUND");
    open(&s, &t, claim("pay_000000000000000000000000", None))
        .await
        .expect_error(404, "PAYMENT_NOT_FOUND");
    // fields
    let r = open(&s, &t, json!({ "payment_id": p, "reason": "angry" })).await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(
        r.field("reason").is_some() && r.field("description").is_some(),
        "{r:?}"
    );
    open(&s, &t, claim(&p, Some(0)))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    // a payment not completed
    let (u4, _, held) = s.authorized("dp-4", 5_000, "IQD").await;
    let t4 = token(&s, &u4).await;
    open(&s, &t4, claim(&held, None))
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    // no token
    s.send(Method::GET, "/wallet/disputes", None, &[], None)
        .await
        .expect_error(403, "FORBIDDEN");
    // an unknown dispute
    s.get("/disputes/dp_000000000000000000000000")
        .await
        .expect_error(404, "NOT_FOUND");
    // 60 days after paying, too late
    s.advance(61 * 86_400).await;
    let t = token(&s, &u).await;
    open(&s, &t, claim(&p, None))
        .await
        .expect_error(422, "DISPUTE_WINDOW_EXPIRED");
}

#[tokio::test]
async fn racing_endings_end_each_dispute_once() {
    let s = Arc::new(Server::start().await);
    let mut waiting = vec![];
    let mut reviewed = vec![];
    for n in 0..6 {
        let (_, p, t) = paid(&s, &format!("race-{n}"), 20_000).await;
        let r = open(&s, &t, claim(&p, None)).await;
        assert_eq!(r.status, 201, "{r:?}");
        let id = r.data()["id"].as_str().unwrap().to_string();
        if n % 2 == 0 {
            waiting.push((id, t));
        } else {
            submitted(&s, &id).await;
            reviewed.push((id, t));
        }
    }
    // waiting for the merchant: its acceptance against the buyer's withdrawal; under
    // review: the two decisions against the withdrawal
    let mut tasks = vec![];
    for (id, t) in waiting.iter().chain(&reviewed) {
        let under_review = reviewed.iter().any(|(r, _)| r == id);
        let hows: &[&str] = if under_review {
            &["won", "lost", "withdraw", "lost"]
        } else {
            &["accept", "withdraw", "accept", "withdraw"]
        };
        for how in hows {
            let (s, id, t, how) = (s.clone(), id.clone(), t.clone(), how.to_string());
            tasks.push(tokio::spawn(async move {
                let r = match how.as_str() {
                    "accept" => s.post(&format!("/disputes/{id}/accept"), json!({})).await,
                    "withdraw" => {
                        let path = format!("/wallet/disputes/{id}/withdraw");
                        as_buyer(&s, &t, Method::POST, &path, Some(json!({}))).await
                    }
                    outcome => decide(&s, &id, outcome).await,
                };
                (id, r)
            }));
        }
    }
    let mut ended: std::collections::BTreeMap<String, String> = Default::default();
    for task in tasks {
        let (id, r) = task.await.unwrap();
        if r.status == 200 {
            let status = r.data()["status"].as_str().unwrap().to_string();
            let seen = ended.entry(id).or_insert(status.clone());
            assert_eq!(*seen, status, "one dispute, two endings");
        } else {
            r.expect_error(409, "INVALID_DISPUTE_STATUS");
        }
    }
    assert_eq!(ended.len(), 6, "{ended:?}");
    let audit = s.audit().await;
    assert_eq!(audit["ok"], true, "{audit}");
}

#[tokio::test]
async fn the_deadline_loses_an_unanswered_dispute_and_a_shortfall_is_taken_later() {
    let s = Server::start().await;
    let (u, p, t) = paid(&s, "late-1", 100_000).await;
    // the merchant pays most of its balance out: the hold covers only what is left
    let left = 10_000;
    let out = s.merchant_balance("IQD").await - left;
    let r = s
        .post(
            "/payouts",
            json!({ "amount": out, "currency": "IQD", "destination": "sandbox_paid" }),
        )
        .await;
    assert_eq!(r.status, 201, "{r:?}");
    let r = open(&s, &t, claim(&p, Some(60_000))).await;
    assert_eq!(
        (r.data()["held"].as_i64(), r.data()["shortfall"].as_i64()),
        (Some(left), Some(50_000)),
        "{r:?}"
    );
    assert_eq!(s.merchant_balance("IQD").await, 0, "never below zero");
    let id = r.data()["id"].as_str().unwrap().to_string();

    // a new payment credits the balance; the sweeper takes the shortfall from it
    paid(&s, "late-2", 80_000).await;
    s.advance(60).await;
    let d = s.get(&format!("/disputes/{id}")).await;
    assert_eq!(
        (d.data()["held"].as_i64(), d.data()["shortfall"].as_i64()),
        (Some(60_000), Some(0)),
        "{d:?}"
    );

    // no answer in 7 days: lost, the buyer refunded by the sweeper
    let buyer_before = s.balance(&u, "IQD").await;
    s.advance(7 * 86_400).await;
    let d = s.get(&format!("/disputes/{id}")).await;
    assert_eq!(d.data()["status"], "lost", "{d:?}");
    assert_eq!(s.balance(&u, "IQD").await, buyer_before + 60_000);
    let closed = s.get("/events?type=dispute.closed").await;
    assert_eq!(closed.data()["events"].as_array().unwrap().len(), 1);
    let audit = s.audit().await;
    assert_eq!(audit["ok"], true, "{audit}");
}

/// A merchant listening for every event hears each dispute event at once, and the events
/// after it too (the relay goes on past a dispute's events).
#[tokio::test]
async fn dispute_events_reach_the_merchant_and_the_relay_goes_on() {
    use crate::receiver::Receiver;
    let s = Server::start().await;
    let rx = Receiver::start().await;
    let r = s
        .post("/webhooks/endpoints", json!({ "url": rx.url }))
        .await;
    assert_eq!(r.status, 201, "{r:?}");
    let (_, p, t) = paid(&s, "dp-ev", 10_000).await;
    let r = open(&s, &t, claim(&p, None)).await;
    assert_eq!(r.status, 201, "{r:?}");
    let id = r.data()["id"].as_str().unwrap().to_string();
    s.post(&format!("/disputes/{id}/accept"), json!({})).await;
    // an event after the dispute's
    s.user("after-dispute").await;
    let started = std::time::Instant::now();
    let mut types = vec![];
    for _ in 0..200 {
        types = rx
            .got()
            .into_iter()
            .filter_map(|g| serde_json::from_str::<Value>(&g.body).ok())
            .filter_map(|b| b["type"].as_str().map(str::to_string))
            .collect::<Vec<_>>();
        if types.iter().any(|k| {
            k == "user.created" && types.iter().filter(|k| *k == "user.created").count() >= 2
        }) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    for want in ["dispute.created", "dispute.closed", "payment.refunded"] {
        assert!(types.iter().any(|k| k == want), "{want}: {types:?}");
    }
    assert!(started.elapsed().as_secs() < 10, "{:?}", started.elapsed());
}
