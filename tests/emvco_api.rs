//! Interoperable QR (issue 80): a merchant's QR as EMV QRCPS merchant-presented mode (v1.1),
//! checked by a reader written here from the specification, not from the code: data objects
//! of a 2-digit ID, a 2-digit length (the value's characters) and the value; 00 first and 63
//! last; the CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final
//! XOR) of every byte up to and including "6304", as 4 upper-case hex digits. Then the wallet
//! reads what a camera saw: the QR, or a refusal that says why (damaged, another scheme's,
//! changed).

use crate::common;
use crate::kyc_cash_out::{as_user, user};
use common::Server;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// The specification's CRC, bit by bit (EMV QRCPS MPM 4.7.3; ISO/IEC 13239).
fn crc(bytes: &[u8]) -> String {
    let mut c: u16 = 0xFFFF;
    for b in bytes {
        c ^= u16::from(*b) << 8;
        for _ in 0..8 {
            c = if c & 0x8000 != 0 {
                (c << 1) ^ 0x1021
            } else {
                c << 1
            };
        }
    }
    format!("{c:04X}")
}

/// The data objects of `text` in order: (ID, value).
fn read(text: &str) -> Vec<(String, String)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = vec![];
    let mut at = 0;
    while at < chars.len() {
        let id: String = chars[at..at + 2].iter().collect();
        let len: usize = chars[at + 2..at + 4]
            .iter()
            .collect::<String>()
            .parse()
            .unwrap();
        assert!((1..=99).contains(&len), "{id}: a length of {len} in {text}");
        out.push((id, chars[at + 4..at + 4 + len].iter().collect()));
        at += 4 + len;
    }
    assert_eq!(at, chars.len(), "the last object ends the text");
    out
}

fn map(objects: &[(String, String)]) -> BTreeMap<String, String> {
    objects.iter().cloned().collect()
}

/// Writes data objects back (a changed payload), with a right CRC.
fn write(objects: &[(&str, &str)]) -> String {
    let mut out: String = objects
        .iter()
        .map(|(id, v)| format!("{id}{:02}{v}", v.chars().count()))
        .collect();
    out.push_str("6304");
    let c = crc(out.as_bytes());
    out + &c
}

/// Checks the frame of a payload (00 first with "01", 63 last with its CRC) and answers its
/// data objects.
fn checked(payload: &str) -> BTreeMap<String, String> {
    let o = read(payload);
    assert_eq!(o[0], ("00".to_string(), "01".to_string()), "{payload}");
    let last = o.last().unwrap();
    assert_eq!(last.0, "63");
    let body = &payload[..payload.len() - 4];
    assert!(body.ends_with("6304"));
    assert_eq!(last.1, crc(body.as_bytes()), "the CRC of {payload}");
    map(&o)
}

async fn generate(s: &Server, body: Value) -> common::Resp {
    s.post("/embedded/qr/generate", body).await
}

#[test]
fn the_crc_is_the_specifications() {
    // the check value of CRC-16/CCITT-FALSE
    assert_eq!(crc(b"123456789"), "29B1");
}

#[tokio::test]
async fn a_merchants_qr_is_emvco_merchant_presented_mode_and_the_wallet_reads_it() {
    let s = Server::start().await;
    let r = s
        .patch(
            "/merchant/branding",
            json!({"qr_payload": "emvco", "category_code": "5942", "city": "Erbil",
                   "arabic_name": "مكتبة بغداد", "arabic_city": "أربيل"}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert_eq!(r.data()["qr_payload"], "emvco");
    // the setting applies when the QR does not say
    let q = generate(
        &s,
        json!({"amount": 25_000, "currency": "IQD", "reference": "order 17",
               "metadata": {"terminal": "T3"}}),
    )
    .await;
    assert_eq!(q.status, StatusCode::CREATED, "{q:?}");
    let d = q.data().clone();
    assert_eq!(d["payload_format"], "emvco");
    assert_eq!(d["qr_data"], d["payload"]);
    let o = checked(d["payload"].as_str().unwrap());
    assert_eq!(o["01"], "12", "an amount: dynamic");
    let account = map(&read(&o["26"]));
    assert_eq!(account["00"], "iq.sanduq");
    assert_eq!(account["01"], d["id"].as_str().unwrap());
    assert_eq!(
        (
            o["52"].as_str(),
            o["53"].as_str(),
            o["54"].as_str(),
            o["58"].as_str()
        ),
        ("5942", "368", "25000", "IQ")
    );
    assert!(
        o["59"].chars().count() <= 25 && o["59"].is_ascii(),
        "{}",
        o["59"]
    );
    assert_eq!(o["60"], "Erbil");
    let extra = map(&read(&o["62"]));
    assert_eq!(extra["01"], d["readable_code"].as_str().unwrap());
    assert_eq!(
        (extra["05"].as_str(), extra["07"].as_str()),
        ("order 17", "T3")
    );
    let lang = map(&read(&o["64"]));
    assert_eq!(
        (
            lang["00"].as_str(),
            lang["01"].as_str(),
            lang["02"].as_str()
        ),
        ("ar", "مكتبة بغداد", "أربيل")
    );
    // dollars with cents; the deep link still there when a QR asks for it
    let usd = generate(&s, json!({"amount": 1_250, "currency": "USD"})).await;
    let ou = checked(usd.data()["payload"].as_str().unwrap());
    assert_eq!((ou["53"].as_str(), ou["54"].as_str()), ("840", "12.50"));
    let deep = generate(
        &s,
        json!({"amount": 500, "currency": "IQD", "payload_format": "deep_link"}),
    )
    .await;
    assert!(deep.data()["payload"]
        .as_str()
        .unwrap()
        .starts_with("sanduq://pay?s=qr_"));
    let bad = generate(
        &s,
        json!({"amount": 500, "currency": "IQD", "payload_format": "x"}),
    )
    .await;
    bad.expect_error(422, "VALIDATION_ERROR");
    assert!(bad.field("payload_format").is_some(), "{bad:?}");

    // the wallet reads what the camera saw
    let (_, t) = user(&s, "emv-buyer", "+9647701236001", 50_000).await;
    let read_qr = |p: String| {
        let (s, t) = (&s, t.clone());
        async move {
            as_user(
                s,
                &t,
                Method::POST,
                "/wallet/qr/read",
                Some(json!({ "payload": p })),
            )
            .await
        }
    };
    let payload = d["payload"].as_str().unwrap().to_string();
    let r = read_qr(payload.clone()).await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert_eq!(
        (r.data()["id"].clone(), r.data()["amount"].clone()),
        (d["id"].clone(), json!(25_000))
    );
    let r = read_qr(deep.data()["payload"].as_str().unwrap().to_string()).await;
    assert_eq!(r.status, StatusCode::OK, "the deep link too: {r:?}");
    let refused = |r: common::Resp, why: &str| {
        r.expect_error(422, "VALIDATION_ERROR");
        assert_eq!(r.body["error"]["details"]["reason"], why, "{}", r.text);
        assert!(r.field("payload").is_some(), "{}", r.text);
    };
    // one character changed: the CRC no longer matches
    refused(read_qr(payload.replacen("25000", "26000", 1)).await, "crc");
    // re-encoded (a right CRC) with another amount, another currency, another scheme
    let objects = read(&payload);
    let with = |id: &str, v: &str| -> String {
        let kept: Vec<(&str, &str)> = objects
            .iter()
            .filter(|(i, _)| i != "63")
            .map(|(i, x)| (i.as_str(), if i == id { v } else { x.as_str() }))
            .collect();
        write(&kept)
    };
    refused(read_qr(with("54", "26000")).await, "amount");
    refused(read_qr(with("53", "840")).await, "currency");
    let other = format!("0009com.other01{:02}{}", 8, "ACC12345");
    refused(read_qr(with("26", &other)).await, "scheme");
    refused(read_qr("hello".into()).await, "format");
    let none = as_user(&s, &t, Method::POST, "/wallet/qr/read", Some(json!({}))).await;
    none.expect_error(422, "VALIDATION_ERROR");
    assert!(none.field("payload").is_some(), "{none:?}");
}

#[tokio::test]
async fn an_emvco_qr_needs_a_latin_name_and_its_settings_are_checked() {
    let s = Server::start().await;
    let r = s
        .patch("/merchant/branding", json!({"name": "مكتبة بغداد"}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let q = generate(
        &s,
        json!({"amount": 1_000, "currency": "IQD", "payload_format": "emvco"}),
    )
    .await;
    q.expect_error(422, "VALIDATION_ERROR");
    assert!(
        q.field("payload_format").unwrap().contains("latin_name"),
        "{q:?}"
    );
    let r = s
        .patch("/merchant/branding", json!({"latin_name": "Baghdad Books"}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let q = generate(
        &s,
        json!({"amount": 1_000, "currency": "IQD", "payload_format": "emvco"}),
    )
    .await;
    assert_eq!(q.status, StatusCode::CREATED, "{q:?}");
    let o = checked(q.data()["payload"].as_str().unwrap());
    assert_eq!(o["59"], "Baghdad Books");
    // the Arabic display name goes to the language template; the default city
    let lang = map(&read(&o["64"]));
    assert_eq!(
        (lang["01"].as_str(), o["60"].as_str()),
        ("مكتبة بغداد", "Baghdad")
    );
    for (field, value) in [
        ("category_code", json!("59a2")),
        ("latin_name", json!("مكتبة")),
        ("city", json!("a city longer than fifteen")),
        ("qr_payload", json!("qr")),
    ] {
        let r = s.patch("/merchant/branding", json!({ field: value })).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{field}: {r:?}");
    }
}
