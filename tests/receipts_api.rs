//! Receipts over HTTP (issue 77): a completed payment and each refund get a receipt numbered
//! per merchant and Baghdad year with no gap and no duplicate (also when fifty complete at
//! once), with the merchant's legal name and tax number as they were, the amount in words,
//! a public page by an unguessable token, and the URL on the buyer's statement lines.

use crate::common;
use chrono::{DateTime, Datelike, FixedOffset, Utc};
use common::{Resp, Server};
use reqwest::Method;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::sync::Arc;

/// The receipt numbers' prefix for a time as the API writes it: `R-<Baghdad year>-`.
fn prefix(rfc3339: &str) -> String {
    let t: DateTime<Utc> = rfc3339.parse().unwrap();
    let baghdad = t.with_timezone(&FixedOffset::east_opt(3 * 3600).unwrap());
    format!("R-{}-", baghdad.year())
}

async fn page(s: &Server, url: &str) -> (u16, String) {
    let r = s.http.get(url).send().await.unwrap();
    (r.status().as_u16(), r.text().await.unwrap())
}

/// The merchant's view of a receipt.
async fn receipt(s: &Server, id: &str) -> Resp {
    s.get(&format!("/receipts/{id}")).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_payment_and_its_refunds_have_numbered_receipts_that_never_change() {
    let s = Server::start().await;
    let r = s
        .patch(
            "/merchant/branding",
            json!({ "legal_name": "شركة مكتبة بغداد المحدودة", "tax_number": "IQ-12345" }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let (user, _, pay) = s.authorized("rc-buyer", 25_000, "IQD").await;

    // reserved: no receipt yet
    let r = s.get(&format!("/payments/{pay}")).await;
    assert_eq!(r.data()["receipt"], Value::Null, "{r:?}");

    let cap = s.post(&format!("/payments/{pay}/capture"), json!({})).await;
    assert_eq!(cap.status, 200, "{cap:?}");
    let first = cap.data()["receipt"].clone();
    let pre = prefix(cap.data()["captured_at"].as_str().unwrap());
    assert_eq!(first["number"], format!("{pre}000001"), "{cap:?}");
    let got = s.get(&format!("/payments/{pay}")).await;
    assert_eq!(got.data()["receipt"], first);

    // a refund has its own receipt, the next number, referring to the payment's
    let back = s
        .post(
            &format!("/payments/{pay}/refund"),
            json!({ "amount": 5_000, "reason": "one book back" }),
        )
        .await;
    assert_eq!(back.status, 200, "{back:?}");
    let second = back.data()["refund"]["receipt"].clone();
    assert_eq!(second["number"], format!("{pre}000002"), "{back:?}");

    let one = receipt(&s, first["id"].as_str().unwrap()).await;
    assert_eq!(one.status, 200, "{one:?}");
    let d = one.data();
    assert_eq!(
        (
            &d["object"],
            &d["kind"],
            &d["source"],
            &d["amount"],
            &d["currency"]
        ),
        (
            &json!("receipt"),
            &json!("payment"),
            &json!(pay),
            &json!(25_000),
            &json!("IQD")
        )
    );
    assert_eq!(d["issuer"]["legal_name"], "شركة مكتبة بغداد المحدودة");
    assert_eq!(d["issuer"]["tax_number"], "IQ-12345");
    assert_eq!(d["amount_in_words"]["ar"], "خمسة وعشرون ألف دينار");
    assert_eq!(
        d["amount_in_words"]["en"],
        "twenty-five thousand Iraqi dinars"
    );
    assert_eq!(d["url"], first["url"]);
    assert!(
        d.get("token").is_none(),
        "the token is only in the url: {d}"
    );

    let two = receipt(&s, second["id"].as_str().unwrap()).await;
    assert_eq!(two.data()["kind"], "refund");
    assert_eq!(two.data()["amount"], 5_000);
    assert_eq!(two.data()["refers_to"]["number"], first["number"]);
    assert_eq!(two.data()["refers_to"]["id"], first["id"]);

    // receipts never change: a new legal name is on the next one only
    s.patch(
        "/merchant/branding",
        json!({ "legal_name": "Baghdad Books" }),
    )
    .await;
    let again = receipt(&s, first["id"].as_str().unwrap()).await;
    assert_eq!(
        again.data()["issuer"]["legal_name"],
        "شركة مكتبة بغداد المحدودة"
    );

    // the public page, by the token in the url, in each language
    let url = first["url"].as_str().unwrap();
    let (status, html) = page(&s, &format!("{url}?locale=ar")).await;
    assert_eq!(status, 200);
    for want in [
        first["number"].as_str().unwrap(),
        "خمسة وعشرون ألف دينار",
        "شركة مكتبة بغداد المحدودة",
        "IQ-12345",
        "<svg",
        url,
    ] {
        assert!(html.contains(want), "{want} not on the page");
    }
    let (_, html) = page(&s, &format!("{url}?locale=ku&paper=80mm")).await;
    assert!(html.contains("بیست و پێنج هەزار دینار"), "{html}");
    assert!(html.contains(r#"data-paper="80mm""#));
    let (_, html) = page(
        &s,
        &format!("{}?locale=en", two.data()["url"].as_str().unwrap()),
    )
    .await;
    assert!(html.contains("five thousand Iraqi dinars") && html.contains("Refund of receipt"));

    // an address that names no receipt: NOT_FOUND, never the receipt
    let token = url.rsplit('/').next().unwrap();
    let id = first["id"].as_str().unwrap();
    let mut wrong = token.to_string();
    wrong.replace_range(..1, if token.starts_with('0') { "1" } else { "0" });
    for bad in [wrong.as_str(), id, "nothing", &token.to_uppercase()] {
        let (status, body) = page(&s, &format!("{}/r/{bad}?locale=en", s.root)).await;
        assert_eq!(status, 404, "{bad}");
        assert!(body.contains("NOT_FOUND"), "{body}");
    }
    receipt(&s, "rcp_000000000000000000000000")
        .await
        .expect_error(404, "NOT_FOUND");
    receipt(&s, token).await.expect_error(404, "NOT_FOUND");

    // the buyer's statement links both: the payment's line (written when the money was
    // held, before the capture) and the refund's
    let minted = s.post("/users/rc-buyer/sessions", json!({})).await;
    assert_eq!(minted.status, 201, "{minted:?}");
    let bearer = minted.data()["access_token"].as_str().unwrap().to_string();
    let st = s
        .send(
            Method::GET,
            "/wallet/transactions",
            Some(&bearer),
            &[],
            None,
        )
        .await;
    assert_eq!(st.status, 200, "{st:?}");
    let lines = st.data()["transactions"].as_array().unwrap();
    let url_of = |t: &str| {
        lines
            .iter()
            .find(|l| l["type"] == t && l["reference"] == json!(pay))
            .map(|l| l["receipt_url"].clone())
    };
    assert_eq!(url_of("payment"), Some(first["url"].clone()), "{lines:?}");
    assert_eq!(url_of("refund"), Some(second["url"].clone()), "{lines:?}");
    let topup = lines.iter().find(|l| l["type"] == "top_up").unwrap();
    assert_eq!(topup["receipt_url"], Value::Null);
    let _ = user;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_payments_completing_at_once_take_fifty_numbers_with_no_gap() {
    let s = Arc::new(Server::start().await);
    let mut pays = vec![];
    for i in 0..50 {
        let (_, _, pay) = s.authorized(&format!("rc-{i}"), 1_000 + i, "IQD").await;
        pays.push(pay);
    }
    let mut numbers = BTreeSet::new();
    let mut pre = String::new();
    for (_, d) in captured_at_once(&s, &pays).await {
        pre = prefix(d["captured_at"].as_str().unwrap());
        let n = d["receipt"]["number"].as_str().unwrap().to_string();
        assert!(numbers.insert(n.clone()), "{n} given twice");
    }
    let want: BTreeSet<String> = (1..=50).map(|n| format!("{pre}{n:06}")).collect();
    assert_eq!(numbers, want, "gaps or strangers");
    // each receipt is its own payment's, for its amount
    for pay in &pays {
        let p = s.get(&format!("/payments/{pay}")).await;
        let r = receipt(&s, p.data()["receipt"]["id"].as_str().unwrap()).await;
        assert_eq!(r.data()["source"], json!(pay));
        assert_eq!(r.data()["amount"], p.data()["captured_amount"]);
    }
}

/// A merchant set to keep several receipt series (an operator's setting, for a merchant
/// completing hundreds of movements a second): payments completing at once spread over the
/// series, each series numbered from 1 without a gap, a payment's refund in its payment's
/// series; a number of series outside 1..=64 is refused naming the field.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_merchant_with_four_receipt_series_numbers_each_without_gaps() {
    let s = Arc::new(Server::start().await);
    let path = format!("/admin/merchants/{}", s.merchant_id());
    for bad in [json!(0), json!(65), json!("4")] {
        let r = s
            .admin(Method::PATCH, &path, Some(json!({ "receipt_series": bad })))
            .await;
        assert_eq!(r.status, 422, "{r:?}");
        assert_eq!(r.body["error"]["code"], "VALIDATION_ERROR");
        assert!(r.body.to_string().contains("receipt_series"), "{r:?}");
    }
    let r = s
        .admin(Method::PATCH, &path, Some(json!({ "receipt_series": 4 })))
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.data()["receipt_series"], 4);
    let mut pays = vec![];
    for i in 0..40 {
        let (_, _, pay) = s.authorized(&format!("rs-{i}"), 2_000 + i, "IQD").await;
        pays.push(pay);
    }
    // R-<year>-S<nn>-<seq>: the series and the sequence in it
    let split = |n: &str| -> (String, u64) {
        let parts: Vec<&str> = n.split('-').collect();
        assert_eq!(parts.len(), 4, "{n}");
        assert!(parts[2].starts_with('S'), "{n}");
        (parts[2].to_string(), parts[3].parse().unwrap())
    };
    let mut series: std::collections::BTreeMap<String, BTreeSet<u64>> = Default::default();
    let mut of_payment = std::collections::HashMap::new();
    for (pay, d) in captured_at_once(&s, &pays).await {
        let n = d["receipt"]["number"].as_str().unwrap().to_string();
        let (name, seq) = split(&n);
        assert!(
            series.entry(name.clone()).or_default().insert(seq),
            "{n} given twice"
        );
        of_payment.insert(pay, name);
    }
    assert!(series.len() > 1, "spread over the series: {series:?}");
    for (name, seqs) in &series {
        let want: BTreeSet<u64> = (1..=seqs.len() as u64).collect();
        assert_eq!(seqs, &want, "series {name} has gaps");
    }
    // refunds take their payments' series, each still without a gap
    for pay in pays.iter().take(8) {
        let r = s
            .post(
                &format!("/payments/{pay}/refund"),
                json!({ "amount": 500, "reason": "series" }),
            )
            .await;
        assert_eq!(r.status, 200, "{r:?}");
        let n = r.data()["refund"]["receipt"]["number"]
            .as_str()
            .or(r.data()["refunds"][0]["receipt"]["number"].as_str())
            .unwrap_or_else(|| panic!("{r:?}"))
            .to_string();
        let (name, seq) = split(&n);
        assert_eq!(name, of_payment[pay], "{n}");
        assert!(
            series.get_mut(&name).unwrap().insert(seq),
            "{n} given twice"
        );
    }
    for (name, seqs) in &series {
        let want: BTreeSet<u64> = (1..=seqs.len() as u64).collect();
        assert_eq!(seqs, &want, "series {name} has gaps");
    }
}

/// Captures `pays` all at once: each payment with its answer's data.
async fn captured_at_once(s: &Arc<Server>, pays: &[String]) -> Vec<(String, Value)> {
    let mut work = vec![];
    for pay in pays.iter().cloned() {
        let s = s.clone();
        work.push(tokio::spawn(async move {
            let r = s.post(&format!("/payments/{pay}/capture"), json!({})).await;
            assert_eq!(r.status, 200, "{r:?}");
            (pay, r.data().clone())
        }));
    }
    let mut out = vec![];
    for w in work {
        out.push(w.await.unwrap());
    }
    out
}

/// The receipt `r` (an answer's `receipt`) as the merchant reads it, with its number.
async fn numbered(s: &Server, r: &Value) -> (String, Value) {
    let id = r["id"]
        .as_str()
        .unwrap_or_else(|| panic!("no receipt: {r}"));
    let got = receipt(s, id).await;
    assert_eq!(got.status, 200, "{got:?}");
    assert_eq!(got.data()["number"], r["number"]);
    (
        r["number"].as_str().unwrap().to_string(),
        got.data().clone(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn transfers_cash_ins_cash_outs_exchanges_and_a_lost_dispute_are_numbered_in_one_series() {
    use crate::kyc_cash_out::{as_user, cash_out_body, end, verified};
    let s = Server::start().await;
    let (zahra, t) = verified(&s, "zahra", "+9647701234567", 100_000).await;
    let omar = crate::transfers_api::user(&s, "omar", "+9647709876543", 0, None).await;
    let mut numbers = vec![];

    // a transfer: one receipt for both sides, on both statements
    let sent =
        crate::transfers_api::send(&s, &t, crate::transfers_api::iqd(&omar, 10_000, "1234")).await;
    assert_eq!(sent.status, 201, "{sent:?}");
    let (n, r) = numbered(&s, &sent.data()["receipt"]).await;
    assert_eq!(
        (&r["kind"], &r["amount"], &r["source"]),
        (&json!("transfer"), &json!(10_000), &sent.data()["id"])
    );
    numbers.push(n);

    // a cash-in at the merchant's counter
    let dep = s
        .admin(
            Method::POST,
            &format!("/admin/merchants/{}/deposits", s.merchant_id()),
            Some(json!({ "amount": 500_000, "currency": "IQD", "bank_reference": "RC-1" })),
        )
        .await;
    assert!(dep.status.is_success(), "{dep:?}");
    let cin = s
        .post(
            &format!("/wallets/{omar}/cash-in"),
            json!({ "amount": 7_000, "currency": "IQD", "reference": "till-4" }),
        )
        .await;
    assert_eq!(cin.status, 201, "{cin:?}");
    let (n, r) = numbered(&s, &cin.data()["receipt"]).await;
    assert_eq!(
        (&r["kind"], &r["reference"]),
        (&json!("cash_in"), &json!("till-4"))
    );
    numbers.push(n);

    // a cash-out: no receipt while pending, one when the operator pays it
    let co = as_user(
        &s,
        &t,
        Method::POST,
        "/wallet/cash-outs",
        Some(cash_out_body(20_000, "IQ98RAFI0000123456789", "1234")),
    )
    .await;
    assert_eq!(co.status, 201, "{co:?}");
    assert_eq!(co.data()["receipt"], Value::Null);
    let paid = end(&s, co.data()["id"].as_str().unwrap(), "complete").await;
    assert_eq!(paid.data()["status"], "paid", "{paid:?}");
    let (n, r) = numbered(&s, &paid.data()["receipt"]).await;
    assert_eq!(
        (&r["kind"], &r["amount"]),
        (&json!("cash_out"), &json!(20_000))
    );
    numbers.push(n);

    // an exchange: what was given and what was got
    let q = as_user(
        &s,
        &t,
        Method::POST,
        "/wallet/exchange/quotes",
        Some(json!({ "from_currency": "IQD", "to_currency": "USD", "to_amount": 1_000 })),
    )
    .await;
    assert_eq!(q.status, 201, "{q:?}");
    let x = as_user(
        &s,
        &t,
        Method::POST,
        "/wallet/exchange",
        Some(json!({ "quote_id": q.data()["id"], "pin": "1234" })),
    )
    .await;
    assert_eq!(x.status, 201, "{x:?}");
    let (n, r) = numbered(&s, &x.data()["receipt"]).await;
    assert_eq!(
        (
            &r["kind"],
            &r["amount"],
            &r["currency"],
            &r["counter_amount"],
            &r["counter_currency"]
        ),
        (
            &json!("exchange"),
            &x.data()["from_amount"],
            &json!("IQD"),
            &json!(1_000),
            &json!("USD")
        )
    );
    numbers.push(n);

    // a payment, and a dispute on it the merchant accepts: a refund's receipt, referring to it
    let (sid, pay) = s.session("zahra", 5_000, "IQD").await;
    let r = s
        .post(
            &format!("/sandbox/checkout/sessions/{sid}/pay"),
            json!({ "pin": "1234" }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let cap = s.post(&format!("/payments/{pay}/capture"), json!({})).await;
    let (n, _) = numbered(&s, &cap.data()["receipt"]).await;
    numbers.push(n);
    let dp = as_user(
        &s,
        &t,
        Method::POST,
        "/wallet/disputes",
        Some(json!({ "payment_id": pay, "reason": "not_received", "description": "nothing came" })),
    )
    .await;
    assert_eq!(dp.status, 201, "{dp:?}");
    let acc = s
        .post(
            &format!("/disputes/{}/accept", dp.data()["id"].as_str().unwrap()),
            json!({}),
        )
        .await;
    assert_eq!(acc.status, 200, "{acc:?}");
    let p = s.get(&format!("/payments/{pay}")).await;
    assert_eq!(p.data()["status"], "refunded", "{p:?}");
    let minted = s.post(&format!("/users/{zahra}/sessions"), json!({})).await;
    let bearer = minted.data()["access_token"].as_str().unwrap().to_string();
    let st = s
        .send(
            Method::GET,
            "/wallet/transactions?limit=100",
            Some(&bearer),
            &[],
            None,
        )
        .await;
    let lines = st.data()["transactions"].as_array().unwrap().clone();
    let refund_line = lines
        .iter()
        .find(|l| l["type"] == "refund")
        .unwrap_or_else(|| panic!("{lines:?}"));
    let url = refund_line["receipt_url"].as_str().unwrap();
    let (status, html) = page(&s, &format!("{url}?locale=en")).await;
    assert_eq!(status, 200);
    assert!(
        html.contains("Refund of receipt")
            && html.contains(cap.data()["receipt"]["number"].as_str().unwrap()),
        "{html}"
    );
    let n = html
        .split("data-receipt-number=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .to_string();
    numbers.push(n);

    // every line of the statement that moved money with a receipt links one
    for l in &lines {
        let want = l["type"] != "top_up";
        assert_eq!(l["receipt_url"].is_string(), want, "{l}");
    }

    // one series, no gap
    let pre = prefix(cap.data()["captured_at"].as_str().unwrap());
    let want: Vec<String> = (1..=numbers.len())
        .map(|n| format!("{pre}{n:06}"))
        .collect();
    assert_eq!(numbers, want);
}

/// The sandbox inbox's texts to `phone`, once there are `n` (the relay texts a moment after
/// the change commits, with the merchant's setting as it stood up to the record cache's 5 s
/// before), newest first.
pub(crate) async fn texts(s: &Server, phone: &str, n: usize) -> Vec<String> {
    let mut got = vec![];
    for _ in 0..300 {
        let r = s
            .get(&format!("/sandbox/sms?phone={}", phone.replace('+', "%2B")))
            .await;
        got = r.data()["messages"]
            .as_array()
            .unwrap_or_else(|| panic!("{r:?}"))
            .iter()
            .map(|m| m["text"].as_str().unwrap().to_string())
            .collect();
        if got.len() >= n {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    got
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buyers_are_texted_their_receipts_links_once_when_the_merchant_asks() {
    let s = Server::start().await;
    let phone = "+9647701230000";
    crate::transfers_api::user(&s, "rc-sms", phone, 30_000, None).await;
    // off by default: a payment completes, no text
    let (sid, pay) = s.session("rc-sms", 10_000, "IQD").await;
    s.pay(&sid).await;
    let first = s.post(&format!("/payments/{pay}/capture"), json!({})).await;
    assert_eq!(first.status, 200, "{first:?}");
    // a setting that is not true or false is refused with its field
    s.patch("/merchant/branding", json!({ "receipt_sms": "yes" }))
        .await
        .expect_error(422, "VALIDATION_ERROR");
    // turned on: the next payment and its refund are texted
    let r = s
        .patch("/merchant/branding", json!({ "receipt_sms": true }))
        .await;
    assert_eq!(r.data()["receipt_sms"], true, "{r:?}");
    let (sid, pay) = s.session("rc-sms", 12_000, "IQD").await;
    s.pay(&sid).await;
    let cap = s.post(&format!("/payments/{pay}/capture"), json!({})).await;
    let back = s
        .post(
            &format!("/payments/{pay}/refund"),
            json!({ "amount": 2_000, "reason": "r" }),
        )
        .await;
    assert_eq!(back.status, 200, "{back:?}");
    let got = texts(&s, phone, 2).await;
    // newest first: the refund's, then the payment's; none for the payment made before
    assert_eq!(got.len(), 2, "{got:?}");
    let url = |v: &Value| v["url"].as_str().unwrap().to_string();
    assert!(
        got[1].contains(&url(&cap.data()["receipt"])) && got[1].contains("إيصال دفعتك"),
        "{got:?}"
    );
    assert!(
        got[0].contains(&url(&back.data()["refund"]["receipt"]))
            && got[0].contains("refund receipt"),
        "{got:?}"
    );
    assert!(!got
        .iter()
        .any(|t| t.contains(&url(&first.data()["receipt"]))));
    // and no second text for either, however long the relay runs
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(texts(&s, phone, 0).await.len(), 2);
}
