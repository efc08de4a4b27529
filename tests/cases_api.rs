//! Cases and reports to the FIU over HTTP (issue 78): a confirmed alert opens the user's
//! case (a second one joins it); an officer assigns it, notes with a file, freezes and
//! unfreezes the user (the hold of a confirmed match too), and files an STR: goAML XML valid
//! against the schema, kept, the case `reported`; a day's CTR of cash over the threshold;
//! the user and the merchant are never told (tipping-off).

use crate::common::{Options, Resp, Server};
use crate::kyc_cash_out::as_user;
use crate::operators_api::{call, operator};
use base64::Engine as _;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const LISTED: &str =
    r#"[{"id": "own-1", "name": "سعد جاسم الحمداني", "aliases": ["Saad Jassim al-Hamdani"]}]"#;

/// Whether `xml` is valid against the goAML subset the writer follows (libxml2, by lxml),
/// and against the FIU's full schema when `GOAML_XSD` names one (docs/compliance.md).
pub fn assert_valid_goaml(xml: &str) {
    let root = env!("CARGO_MANIFEST_DIR");
    valid_against(
        xml,
        &format!("{root}/shared/compliance/src/goaml-subset.xsd"),
    );
    if let Ok(full) = std::env::var("GOAML_XSD") {
        valid_against(xml, &full);
    }
}

fn valid_against(xml: &str, schema: &str) {
    let file = std::env::temp_dir().join(format!("goaml-{}.xml", uuid::Uuid::new_v4()));
    std::fs::write(&file, xml).unwrap();
    let root = env!("CARGO_MANIFEST_DIR");
    let out = std::process::Command::new("python3")
        .arg(format!("{root}/infra/xsd_check.py"))
        .arg(schema)
        .arg(&file)
        .output()
        .expect("python3 runs");
    let _ = std::fs::remove_file(&file);
    assert!(
        out.status.success(),
        "{}{}\n{xml}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

async fn case_of(s: &Server, token: &str, user: &str) -> Vec<Value> {
    let r = call(
        s,
        token,
        Method::GET,
        &format!("/admin/cases?user_id={user}"),
        None,
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    r.data()["data"].as_array().unwrap().clone()
}

async fn open_alerts(s: &Server, token: &str, user: &str) -> Vec<String> {
    let r = call(
        s,
        token,
        Method::GET,
        &format!("/admin/alerts?user_id={user}"),
        None,
    )
    .await;
    r.data()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_str().unwrap().to_string())
        .collect()
}

async fn act(s: &Server, token: &str, case: &str, what: &str, body: Value) -> Resp {
    call(
        s,
        token,
        Method::POST,
        &format!("/admin/cases/{case}/{what}"),
        Some(body),
    )
    .await
}

/// The case's view once its user's movements are logged (monitoring runs after commit).
async fn view_with_movements(s: &Server, token: &str, case: &str) -> Value {
    for _ in 0..200 {
        let r = call(s, token, Method::GET, &format!("/admin/cases/{case}"), None).await;
        assert_eq!(r.status, StatusCode::OK, "{r:?}");
        if !r.data()["movements"].as_array().unwrap().is_empty() {
            return r.data().clone();
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the user's movements were never logged");
}

/// Whether any of `words` is in `text`, whatever the case.
fn tells(text: &str, words: &[&str]) -> Option<String> {
    let t = text.to_lowercase();
    words.iter().find(|w| t.contains(*w)).map(|w| w.to_string())
}

const TIPPING: &[&str] = &["case_", "rpt_", "report", "investigat", "suspicious", "str"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_confirmed_match_opens_a_case_that_is_worked_and_reported_without_telling_anyone() {
    let s = Server::start().await;
    let o = operator(&s, None, "mlro@ops.example", &["compliance"]).await;
    let body = json!({ "source": "own", "content": LISTED });
    assert_eq!(
        call(
            &s,
            &o.token,
            Method::POST,
            "/admin/screening/lists",
            Some(body)
        )
        .await
        .status,
        201
    );

    // a user pays, then is renamed to the listed name: held, an alert
    let (uid, _, pay) = s.authorized("saad", 40_000, "IQD").await;
    let r = s.post(&format!("/payments/{pay}/capture"), json!({})).await;
    assert_eq!(r.status, 200, "{r:?}");
    let r = s
        .post(
            "/users/sync",
            json!({ "external_user_id": "saad", "name": "Saad Jassim al-Hamdani" }),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    let alerts = open_alerts(&s, &o.token, &uid).await;
    assert_eq!(alerts.len(), 1, "{alerts:?}");
    assert!(
        case_of(&s, &o.token, &uid).await.is_empty(),
        "no case before a decision"
    );

    // confirmed: the user's case opens with the alert in it
    let reason = json!({ "reason": "same name and father's name as the listed person" });
    let r = call(
        &s,
        &o.token,
        Method::POST,
        &format!("/admin/alerts/{}/confirm", alerts[0]),
        Some(reason),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    let cases = case_of(&s, &o.token, &uid).await;
    assert_eq!(cases.len(), 1, "{cases:?}");
    let c = &cases[0];
    assert_eq!(
        (c["status"].as_str(), c["alert_ids"].clone()),
        (Some("open"), json!(alerts))
    );
    let id = c["id"].as_str().unwrap().to_string();

    // opening a case on the same user joins the open one (200), with the note
    let r = call(
        &s,
        &o.token,
        Method::POST,
        "/admin/cases",
        Some(json!({ "user_id": uid, "note": "second look" })),
    )
    .await;
    assert_eq!(
        (r.status.as_u16(), r.data()["id"].as_str()),
        (200, Some(id.as_str())),
        "{r:?}"
    );

    // the view: the alert, the user held, the balance, the movement, the timeline
    let v = view_with_movements(&s, &o.token, &id).await;
    assert_eq!(v["alerts"][0]["status"], "confirmed", "{v}");
    assert_eq!(v["user"]["hold"]["alert_ids"], json!(alerts), "{v}");
    assert_eq!(v["user"]["frozen"]["reason"], "screening", "{v}");
    assert_eq!(v["movements"][0]["id"], pay.as_str(), "{v}");
    assert_eq!(v["movements"][0]["kind"], "payment");
    let whats: Vec<&str> = v["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["what"].as_str().unwrap())
        .collect();
    assert_eq!(whats, ["opened", "note"], "a join with a note alone: {v}");

    // assigned: investigating; a note with a file, read back as it was sent
    let r = act(&s, &o.token, &id, "assign", json!({ "assignee": o.id })).await;
    assert_eq!(
        (r.status.as_u16(), r.data()["status"].as_str()),
        (200, Some("investigating")),
        "{r:?}"
    );
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0".to_vec();
    let data = base64::engine::general_purpose::STANDARD.encode(&png);
    let r = act(&s, &o.token, &id, "notes", json!({ "text": "ID card copy from the merchant", "files": [{ "name": "id.png", "data": data }] })).await;
    assert_eq!(r.status, 200, "{r:?}");
    let file = r.data()["files"][0]["id"].as_str().unwrap().to_string();
    let got = call(
        &s,
        &o.token,
        Method::GET,
        &format!("/admin/cases/{id}/files/{file}"),
        None,
    )
    .await;
    assert_eq!(
        (
            got.status.as_u16(),
            got.headers["content-type"].to_str().unwrap(),
            got.headers["content-length"].to_str().unwrap()
        ),
        (200, "image/png", png.len().to_string().as_str())
    );

    // freeze from the case: the merchant hears `compliance`, nothing of a case
    let r = act(
        &s,
        &o.token,
        &id,
        "freeze",
        json!({ "scope": "debits", "reason": "structuring suspected; STR being drafted" }),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    // unfreeze (a sandbox merchant's user: no second person): the confirmed hold goes too
    let r = act(
        &s,
        &o.token,
        &id,
        "unfreeze",
        json!({ "reason": "the FIU asked us to let it run" }),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    let topup = s
        .post(
            "/sandbox/wallets/topup",
            json!({ "user_id": uid, "currency": "IQD", "amount": 1_000 }),
        )
        .await;
    assert_eq!(topup.status, 200, "unfrozen: {topup:?}");
    let v = call(
        &s,
        &o.token,
        Method::GET,
        &format!("/admin/cases/{id}"),
        None,
    )
    .await;
    assert_eq!(
        (&v.data()["user"]["hold"], &v.data()["user"]["frozen"]),
        (&Value::Null, &Value::Null),
        "{v:?}"
    );

    // the STR: refused without indicators, then filed: valid goAML, kept, the case reported
    let r = act(
        &s,
        &o.token,
        &id,
        "report",
        json!({ "reason": "listed person" }),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("indicators").is_some(), "{r:?}");
    let r = act(&s, &o.token, &id, "report", json!({ "reason": "Payments by a person on the platform's own list", "action": "wallet held", "indicators": ["SANCT"] })).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    assert!(r.headers["content-type"]
        .to_str()
        .unwrap()
        .starts_with("application/xml"));
    let xml = r.text.clone();
    assert_valid_goaml(&xml);
    for part in [
        "<report_code>STR</report_code>",
        &format!("<entity_reference>{id}</entity_reference>"),
        &format!("<transactionnumber>{pay}</transactionnumber>"),
        "<amount_local>40000</amount_local>",
        "<indicator>SANCT</indicator>",
        "<t_from_my_client>",
    ] {
        assert!(xml.contains(part), "{part} in\n{xml}");
    }
    let report_id = r.headers["x-report-id"].to_str().unwrap().to_string();
    let kept = call(
        &s,
        &o.token,
        Method::GET,
        &format!("/admin/reports/{report_id}"),
        None,
    )
    .await;
    assert_eq!(
        (kept.status.as_u16(), kept.text.as_str()),
        (200, xml.as_str())
    );
    let list = call(&s, &o.token, Method::GET, "/admin/reports", None).await;
    assert_eq!(list.data()["data"][0]["case_id"], id.as_str(), "{list:?}");
    let c = call(
        &s,
        &o.token,
        Method::GET,
        &format!("/admin/cases/{id}"),
        None,
    )
    .await;
    assert_eq!(
        (c.data()["status"].as_str(), c.data()["report_ids"].clone()),
        (Some("reported"), json!([report_id]))
    );
    act(
        &s,
        &o.token,
        &id,
        "report",
        json!({ "reason": "again", "indicators": ["SANCT"] }),
    )
    .await
    .expect_error(422, "INVALID_PAYMENT_STATUS");
    act(&s, &o.token, &id, "close", json!({ "reason": "done" }))
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    // a note still goes on the record of an ended case
    assert_eq!(
        act(
            &s,
            &o.token,
            &id,
            "notes",
            json!({ "text": "FIU acknowledged" })
        )
        .await
        .status,
        200
    );
    // the user's next alert opens a new case
    assert!(case_of(&s, &o.token, &uid)
        .await
        .iter()
        .all(|c| c["status"] == "reported"));

    // tipping-off: the merchant's events and the user's answers say nothing of it
    let events = s.get("/events?limit=100").await;
    assert_eq!(tells(&events.text, TIPPING), None, "{}", events.text);
    let t = s.post(&format!("/users/{uid}/sessions"), json!({})).await;
    let token = t.data()["access_token"].as_str().unwrap().to_string();
    let wallet = as_user(&s, &token, Method::GET, "/wallet", None).await;
    assert_eq!(wallet.status, 200, "{wallet:?}");
    assert_eq!(tells(&wallet.text, TIPPING), None, "{}", wallet.text);

    // another role may not look; unknown cases and bad filters are refused
    let support = operator(&s, None, "support@ops.example", &["support"]).await;
    call(&s, &support.token, Method::GET, "/admin/cases", None)
        .await
        .expect_error(403, "FORBIDDEN");
    call(
        &s,
        &o.token,
        Method::GET,
        "/admin/cases/case_000000000000000000000000",
        None,
    )
    .await
    .expect_error(404, "NOT_FOUND");
    let r = call(&s, &o.token, Method::GET, "/admin/cases?status=shut", None).await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("status").is_some());
    let r = call(
        &s,
        &o.token,
        Method::POST,
        "/admin/cases",
        Some(json!({ "user_id": uid, "alert_ids": ["nope"] })),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("alert_ids").is_some(), "{r:?}");
    assert_eq!(s.audit().await["ok"], true);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_case_is_opened_by_hand_closed_with_no_action_and_its_unfreeze_takes_two_people() {
    let s = Server::start().await;
    let o = operator(&s, None, "mlro@ops.example", &["compliance"]).await;
    let (uid, _, _) = s.authorized("hana", 10_000, "IQD").await;
    let r = call(
        &s,
        &o.token,
        Method::POST,
        "/admin/cases",
        Some(json!({ "user_id": uid, "note": "a tip from the merchant" })),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let id = r.data()["id"].as_str().unwrap().to_string();
    // nothing frozen: an unfreeze changes nothing and asks nobody
    let r = act(&s, &o.token, &id, "unfreeze", json!({ "reason": "x" })).await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(
        act(
            &s,
            &o.token,
            &id,
            "freeze",
            json!({ "reason": "while we look" })
        )
        .await
        .status,
        200
    );
    s.post(
        "/sandbox/wallets/topup",
        json!({ "user_id": uid, "currency": "IQD", "amount": 1_000 }),
    )
    .await
    .expect_error(403, "ACCOUNT_FROZEN");
    // the merchant hears of a freeze for `compliance`, and of nothing else
    let frozen = s.get("/events?type=user.frozen").await;
    let ev = frozen.data()["events"][0].clone();
    assert_eq!(
        (
            ev["data"]["freeze"]["reason"].as_str(),
            ev["data"]["freeze"]["scope"].as_str()
        ),
        (Some("compliance"), Some("all")),
        "{ev}"
    );
    assert_eq!(tells(&frozen.text, TIPPING), None, "{}", frozen.text);
    let r = act(
        &s,
        &o.token,
        &id,
        "close",
        json!({ "reason": "a wedding's gifts: documents seen" }),
    )
    .await;
    assert_eq!(
        (r.status.as_u16(), r.data()["status"].as_str()),
        (200, Some("closed_no_action")),
        "{r:?}"
    );
    assert_eq!(r.data()["outcome"]["by"], o.id.as_str());
    // closing does not unfreeze; the next case is a new one
    s.post(
        "/sandbox/wallets/topup",
        json!({ "user_id": uid, "currency": "IQD", "amount": 1_000 }),
    )
    .await
    .expect_error(403, "ACCOUNT_FROZEN");
    let r = call(
        &s,
        &o.token,
        Method::POST,
        "/admin/cases",
        Some(json!({ "user_id": uid })),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    assert_ne!(r.data()["id"].as_str(), Some(id.as_str()));
    let r = act(
        &s,
        &o.token,
        &id,
        "freeze",
        json!({ "scope": "some", "reason": "x" }),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("scope").is_some());
    assert_eq!(s.audit().await["ok"], true);

    // a live merchant's user: the unfreeze waits for a second person, then lifts it all
    let (_, sk) = crate::dual_control::production(&s).await;
    let u = s
        .post_as(
            &sk,
            "/users/sync",
            json!({"external_user_id": "live-1", "name": "Hawre Aziz"}),
        )
        .await;
    let live = u.data()["id"].as_str().unwrap().to_string();
    let r = call(
        &s,
        &o.token,
        Method::POST,
        "/admin/cases",
        Some(json!({ "user_id": live })),
    )
    .await;
    let lid = r.data()["id"].as_str().unwrap().to_string();
    assert_eq!(
        act(&s, &o.token, &lid, "freeze", json!({ "reason": "x" }))
            .await
            .status,
        200
    );
    let held = act(
        &s,
        &o.token,
        &lid,
        "unfreeze",
        json!({ "reason": "explained" }),
    )
    .await;
    assert_eq!(held.status, StatusCode::ACCEPTED, "{held:?}");
    assert_eq!(held.data()["action"], "case_unfreeze");
    let v = call(
        &s,
        &o.token,
        Method::GET,
        &format!("/admin/cases/{lid}"),
        None,
    )
    .await;
    assert_eq!(
        v.data()["user"]["frozen"]["scope"],
        "all",
        "still frozen: {v:?}"
    );
    let done = s.approve(held.data()["id"].as_str().unwrap()).await;
    assert_eq!(done.status, StatusCode::OK, "{done:?}");
    let v = call(
        &s,
        &o.token,
        Method::GET,
        &format!("/admin/cases/{lid}"),
        None,
    )
    .await;
    assert_eq!(v.data()["user"]["frozen"], Value::Null, "{v:?}");
    let whats: Vec<&str> = v.data()["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["what"].as_str().unwrap())
        .collect();
    assert_eq!(whats, ["opened", "freeze", "unfreeze"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_days_cash_over_the_threshold_is_its_ctr() {
    let s = Server::start_with(Options {
        env: vec![("SANDUQ_CTR_THRESHOLD_IQD".into(), "300000".into())],
        ..Options::default()
    })
    .await;
    let o = operator(&s, None, "mlro@ops.example", &["compliance"]).await;
    let m = s.merchant_id();
    let sk = s.sk();
    let r = s.admin(Method::POST, &format!("/admin/merchants/{m}/deposits"), Some(json!({ "amount": 3_000_000, "currency": "IQD", "bank_reference": "RAFIDAIN-CTR-1" }))).await;
    assert_eq!(r.status, 201, "{r:?}");
    let mut ids = vec![];
    for (ext, amount) in [("cash-a", 400_000), ("cash-b", 100_000)] {
        s.user(ext).await;
        let idem = uuid::Uuid::new_v4().to_string();
        let r = s
            .send(
                Method::POST,
                &format!("/wallets/{ext}/cash-in"),
                Some(&sk),
                &[("idempotency-key", idem)],
                Some(json!({ "amount": amount, "currency": "IQD", "reference": ext }).to_string()),
            )
            .await;
        assert_eq!(r.status, 201, "{r:?}");
        ids.push(r.data()["id"].as_str().unwrap().to_string());
    }
    let today = sanduq_domain::limits::baghdad(chrono::Utc::now()).date_naive();
    // today's so far, not kept: the cash-in over the threshold, not the one under it
    let mut got = None;
    for _ in 0..200 {
        let r = call(
            &s,
            &o.token,
            Method::GET,
            &format!("/admin/reports/ctr?date={today}"),
            None,
        )
        .await;
        if r.status == 200 {
            got = Some(r);
            break;
        }
        r.expect_error(404, "NOT_FOUND");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let r = got.expect("the day's cash-in was logged");
    assert_eq!(r.headers["x-report-kept"], "false");
    assert_valid_goaml(&r.text);
    assert!(
        r.text.contains("<report_code>CTR</report_code>") && r.text.contains(&ids[0]),
        "{}",
        r.text
    );
    assert!(!r.text.contains(&ids[1]), "under the threshold: {}", r.text);
    assert!(
        r.text.contains("<from_funds_code>CASH</from_funds_code>"),
        "{}",
        r.text
    );
    assert!(call(&s, &o.token, Method::GET, "/admin/reports", None)
        .await
        .data()["data"]
        .as_array()
        .unwrap()
        .is_empty());
    // a past day with none: nothing to report; a day to come, and no day, are refused
    let past = today - chrono::Days::new(3);
    call(
        &s,
        &o.token,
        Method::GET,
        &format!("/admin/reports/ctr?date={past}"),
        None,
    )
    .await
    .expect_error(404, "NOT_FOUND");
    for q in [
        format!("date={}", today + chrono::Days::new(1)),
        "date=yesterday".into(),
        String::new(),
    ] {
        let r = call(
            &s,
            &o.token,
            Method::GET,
            &format!("/admin/reports/ctr?{q}"),
            None,
        )
        .await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field("date").is_some(), "{q}: {r:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn asking_for_identity_again_holds_cash_out_until_a_new_approval() {
    use crate::kyc_cash_out::{cash_out_body, png, submission, user};
    let s = Server::start().await;
    let o = operator(&s, None, "mlro@ops.example", &["compliance"]).await;
    let (uid, t) = user(&s, "renew", "+9647701112233", 50_000).await;
    let r = as_user(
        &s,
        &t,
        Method::POST,
        "/wallet/kyc",
        Some(submission("SANDBOX-APPROVE", &png(1))),
    )
    .await;
    assert_eq!(r.data()["status"], "approved", "{r:?}");
    // verified at tier 1: the same tier again is refused
    as_user(
        &s,
        &t,
        Method::POST,
        "/wallet/kyc",
        Some(submission("SANDBOX-APPROVE", &png(2))),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
    let r = call(
        &s,
        &o.token,
        Method::POST,
        "/admin/cases",
        Some(json!({ "user_id": uid })),
    )
    .await;
    let id = r.data()["id"].as_str().unwrap().to_string();
    let r = act(
        &s,
        &o.token,
        &id,
        "request-kyc",
        json!({ "reason": "the ID card on file expired" }),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    // asked again: nothing changes
    assert_eq!(
        act(
            &s,
            &o.token,
            &id,
            "request-kyc",
            json!({ "reason": "again" })
        )
        .await
        .status,
        200
    );
    let v = call(
        &s,
        &o.token,
        Method::GET,
        &format!("/admin/cases/{id}"),
        None,
    )
    .await;
    let whats: Vec<&str> = v.data()["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["what"].as_str().unwrap())
        .collect();
    assert_eq!(whats, ["opened", "kyc_requested"]);
    // the wallet says a renewal is due, and nothing else; cash-out waits for it
    let w = as_user(&s, &t, Method::GET, "/wallet", None).await;
    assert_eq!(
        (
            w.data()["kyc"]["renewal_due"].as_bool(),
            w.data()["kyc"]["tier"].as_i64()
        ),
        (Some(true), Some(1)),
        "{w:?}"
    );
    assert_eq!(tells(&w.text, TIPPING), None, "{}", w.text);
    let r = as_user(
        &s,
        &t,
        Method::POST,
        "/wallet/cash-outs",
        Some(cash_out_body(1_000, "IQ98", "1234")),
    )
    .await;
    r.expect_error(422, "KYC_REQUIRED");
    assert_eq!(tells(&r.text, TIPPING), None, "{}", r.text);
    // verified again at the tier held: the renewal is done, cash-out past the check
    let r = as_user(
        &s,
        &t,
        Method::POST,
        "/wallet/kyc",
        Some(submission("SANDBOX-APPROVE", &png(3))),
    )
    .await;
    assert_eq!(r.data()["status"], "approved", "{r:?}");
    let w = as_user(&s, &t, Method::GET, "/wallet", None).await;
    assert_eq!(w.data()["kyc"]["renewal_due"], false, "{w:?}");
    let r = as_user(
        &s,
        &t,
        Method::POST,
        "/wallet/cash-outs",
        Some(cash_out_body(1_000, "IQ98", "1234")),
    )
    .await;
    assert_ne!(r.body["error"]["code"], "KYC_REQUIRED", "{r:?}");
    // an ended case asks for nothing
    act(&s, &o.token, &id, "close", json!({ "reason": "renewed" })).await;
    act(&s, &o.token, &id, "request-kyc", json!({ "reason": "x" }))
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
}
