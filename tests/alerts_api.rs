//! Screening at sync, at an identity submission and at a merchant's creation, and the
//! alerts it raises (issue 78): a match holds the wallet both ways until a compliance
//! officer clears it (who and why kept; the same entry never raised again for the person)
//! or confirms it (the hold stays); a document verified for another wallet is refused and
//! raises an alert once; the user is never told (tipping-off).

use crate::common::{Options, Resp, Server};
use crate::kyc_cash_out::as_user;
use crate::operators_api::{call, operator};
use base64::Engine as _;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

/// The platform's own list: one person, in Arabic with a Latin alias, and an organisation.
const OWN_LIST: &str = r#"[
  {"id": "own-1", "name": "سعد جاسم الحمداني", "aliases": ["Saad Jassim al-Hamdani"], "date_of_birth": "1975-02-01"},
  {"id": "own-2", "name": "Rafidain Star Trading Company"}
]"#;

async fn load_list(s: &Server, token: &str) {
    let body = json!({ "source": "own", "content": OWN_LIST });
    let r = call(s, token, Method::POST, "/admin/screening/lists", Some(body)).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
}

async fn sync(s: &Server, ext: &str, name: &str) -> Resp {
    let r = s
        .post(
            "/users/sync",
            json!({ "external_user_id": ext, "name": name }),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    r
}

async fn alerts(s: &Server, token: &str, query: &str) -> Vec<Value> {
    let r = call(
        s,
        token,
        Method::GET,
        &format!("/admin/alerts{query}"),
        None,
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    r.data()["data"].as_array().unwrap().clone()
}

async fn decide(s: &Server, token: &str, id: &str, how: &str) -> Resp {
    let body = json!({ "reason": "born 1990 in Basra; the listed person is 1975 (ID seen)" });
    call(
        s,
        token,
        Method::POST,
        &format!("/admin/alerts/{id}/{how}"),
        Some(body),
    )
    .await
}

/// A top-up of 1,000 IQD: 200, or the refusal.
async fn topup(s: &Server, uid: &str) -> Resp {
    s.post(
        "/sandbox/wallets/topup",
        json!({ "user_id": uid, "currency": "IQD", "amount": 1_000 }),
    )
    .await
}

/// Whether any of `words` is in `v`'s text, whatever the case.
fn tells(v: &Value, words: &[&str]) -> Option<String> {
    let text = v.to_string().to_lowercase();
    words
        .iter()
        .find(|w| text.contains(*w))
        .map(|w| w.to_string())
}

const TIPPING: &[&str] = &["screening", "alert", "sanction", "case", "list", "alr_"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_listed_name_holds_the_wallet_until_cleared_and_is_not_raised_again() {
    let s = Server::start().await;
    let o = operator(&s, None, "compliance@ops.example", &["compliance"]).await;
    load_list(&s, &o.token).await;

    // the Latin spelling of the listed Arabic name, at sync: held both ways
    let r = sync(&s, "saad", "Sa'ad Jasim Al-Hamdani").await;
    assert_eq!(r.status, 201);
    assert_eq!(tells(r.data(), TIPPING), None, "the sync answer: {r:?}");
    let uid = r.data()["id"].as_str().unwrap().to_string();
    let refused = topup(&s, &uid).await;
    refused.expect_error(403, "ACCOUNT_FROZEN");
    assert_eq!(tells(&refused.body, TIPPING), None, "{refused:?}");
    let open = alerts(&s, &o.token, "").await;
    assert_eq!(open.len(), 1, "{open:?}");
    let a = &open[0];
    assert_eq!(
        (
            a["kind"].as_str(),
            a["status"].as_str(),
            a["subject"]["id"].as_str(),
            a["subject"]["at"].as_str(),
            a["matched"]["entry_id"].as_str(),
            a["held"].as_bool()
        ),
        (
            Some("screening"),
            Some("open"),
            Some(uid.as_str()),
            Some("sync"),
            Some("own-1"),
            Some(true)
        ),
        "{a}"
    );
    assert!(a["matched"]["score"].as_f64().unwrap() >= 0.85, "{a}");
    let id = a["id"].as_str().unwrap().to_string();
    // the merchant hears of a freeze, and no more
    let frozen = s.get("/events?type=user.frozen").await;
    let events = frozen.data()["events"].as_array().unwrap().clone();
    assert_eq!(events.len(), 1, "{frozen:?}");
    assert_eq!(events[0]["data"]["freeze"]["scope"], "all");
    assert_eq!(events[0]["data"]["object"]["id"], uid.as_str());
    // a user whose name matches nothing is not held
    let other = sync(&s, "zahra", "Zahra Ali Hassan").await;
    let zid = other.data()["id"].as_str().unwrap().to_string();
    assert_eq!(topup(&s, &zid).await.status, 200);

    // one officer's look: by user, by kind; another role may not
    assert_eq!(
        alerts(&s, &o.token, &format!("?user_id={uid}")).await.len(),
        1
    );
    assert_eq!(
        alerts(&s, &o.token, "?kind=duplicate_document").await.len(),
        0
    );
    let support = operator(&s, None, "support@ops.example", &["support"]).await;
    call(&s, &support.token, Method::GET, "/admin/alerts", None)
        .await
        .expect_error(403, "FORBIDDEN");
    decide(&s, &support.token, &id, "clear")
        .await
        .expect_error(403, "FORBIDDEN");

    // cleared as a false positive: money moves; who and why are kept; a second decision is
    // refused
    let r = decide(&s, &o.token, &id, "clear").await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    assert_eq!(
        (
            r.data()["status"].as_str(),
            r.data()["decision"]["by"].as_str()
        ),
        (Some("cleared"), Some(o.id.as_str()))
    );
    assert!(r.data()["decision"]["reason"]
        .as_str()
        .unwrap()
        .contains("Basra"));
    assert_eq!(topup(&s, &uid).await.status, 200);
    decide(&s, &o.token, &id, "confirm")
        .await
        .expect_error(422, "INVALID_PAYMENT_STATUS");
    let lifted = s.get("/events?type=user.unfrozen").await;
    let lifts = lifted.data()["events"].as_array().unwrap().clone();
    assert_eq!(lifts.len(), 1, "{lifted:?}");
    assert_eq!(
        (&lifts[0]["data"]["lifted"], &lifts[0]["data"]["freeze"]),
        (&json!("all"), &Value::Null)
    );

    // the same entry is not raised again for this person: renamed away and back
    sync(&s, "saad", "Saad Karim").await;
    sync(&s, "saad", "Saad Jassim al-Hamdani").await;
    assert_eq!(topup(&s, &uid).await.status, 200);
    assert_eq!(alerts(&s, &o.token, "").await.len(), 0);
    assert_eq!(alerts(&s, &o.token, "?status=cleared").await.len(), 1);

    // a renamed user who now matches is held at that sync
    sync(&s, "zahra", "سعد جاسم الحمداني").await;
    topup(&s, &zid).await.expect_error(403, "ACCOUNT_FROZEN");
    let open = alerts(&s, &o.token, "").await;
    assert_eq!(open[0]["subject"]["id"], zid.as_str());

    // confirmed: the hold stays
    let zalert = open[0]["id"].as_str().unwrap().to_string();
    let r = decide(&s, &o.token, &zalert, "confirm").await;
    assert_eq!(r.data()["status"], "confirmed", "{r:?}");
    topup(&s, &zid).await.expect_error(403, "ACCOUNT_FROZEN");
    assert_eq!(s.audit().await["ok"], true);

    // refusals: unknown alert, bad filters, no reason
    decide(&s, &o.token, "alr_0000", "clear")
        .await
        .expect_error(404, "NOT_FOUND");
    for (q, field) in [
        ("?status=maybe", "status"),
        ("?kind=other", "kind"),
        ("?user_id=42", "user_id"),
        ("?limit=0", "limit"),
    ] {
        let r = call(
            &s,
            &o.token,
            Method::GET,
            &format!("/admin/alerts{q}"),
            None,
        )
        .await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{q}: {r:?}");
    }
    let r = call(
        &s,
        &o.token,
        Method::POST,
        &format!("/admin/alerts/{zalert}/clear"),
        Some(json!({})),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("reason").is_some());
}

fn submission(name: &str, born: &str, number: &str) -> Value {
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0";
    json!({
        "tier": 1, "full_name": name, "date_of_birth": born,
        "document_type": "national_id", "document_number": number,
        "document_image": base64::engine::general_purpose::STANDARD.encode(png),
    })
}

/// A user with a session: (id, access token).
async fn wallet_user(s: &Server, ext: &str, name: &str) -> (String, String) {
    let id = sync(s, ext, name).await.data()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let t = s.post(&format!("/users/{id}/sessions"), json!({})).await;
    assert_eq!(t.status, 201, "{t:?}");
    (id, t.data()["access_token"].as_str().unwrap().to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn identity_submissions_are_screened_and_one_document_verifies_one_wallet() {
    let s = Server::start().await;
    let o = operator(&s, None, "compliance@ops.example", &["compliance"]).await;
    load_list(&s, &o.token).await;

    // a submission under the listed name and date of birth holds the wallet; the user
    // sees a plain freeze
    let (uid, t) = wallet_user(&s, "k1", "Abu Ali").await;
    let r = as_user(
        &s,
        &t,
        Method::POST,
        "/wallet/kyc",
        Some(submission("Saad Jassim Hamdani", "1975-02-01", "A10000001")),
    )
    .await;
    assert_eq!(r.status, 201, "{r:?}");
    assert_eq!(tells(r.data(), TIPPING), None, "{r:?}");
    let w = as_user(&s, &t, Method::GET, "/wallet", None).await;
    assert_eq!(w.data()["frozen"], "all", "{w:?}");
    assert_eq!(tells(w.data(), TIPPING), None, "{w:?}");
    let open = alerts(&s, &o.token, &format!("?user_id={uid}")).await;
    assert_eq!(
        (
            open.len(),
            open[0]["subject"]["at"].as_str(),
            open[0]["subject"]["date_of_birth"].as_str()
        ),
        (1, Some("kyc"), Some("1975-02-01")),
        "{open:?}"
    );
    // the user's events say nothing of it either
    let evs = s.get("/events").await;
    assert_eq!(
        tells(&evs.data()["events"], &["alr_", "sanction", "case"]),
        None
    );

    // one document, one wallet: approved for one user, refused for another, with one
    // alert however often it is tried
    let (first, t1) = wallet_user(&s, "d1", "Zahra Ali").await;
    let r = as_user(
        &s,
        &t1,
        Method::POST,
        "/wallet/kyc",
        Some(submission("Zahra Ali", "1994-03-21", "b20000002")),
    )
    .await;
    let vid = r.data()["id"].as_str().unwrap().to_string();
    let ok = s
        .admin(
            Method::POST,
            &format!("/admin/kyc/{vid}/approve"),
            Some(json!({})),
        )
        .await;
    assert_eq!(ok.status, 200, "{ok:?}");
    let (second, t2) = wallet_user(&s, "d2", "Huda Kareem").await;
    for _ in 0..2 {
        let r = as_user(
            &s,
            &t2,
            Method::POST,
            "/wallet/kyc",
            Some(submission("Huda Kareem", "1990-01-01", "B20000002")),
        )
        .await;
        r.expect_error(422, "KYC_REJECTED");
        assert_eq!(r.body["error"]["details"]["reason"], "document_in_use");
    }
    let dup = alerts(&s, &o.token, "?kind=duplicate_document").await;
    assert_eq!(dup.len(), 1, "{dup:?}");
    assert_eq!(
        (
            dup[0]["subject"]["id"].as_str(),
            dup[0]["document"]["verified_for"].as_str(),
            dup[0]["document"]["document_number"].as_str(),
            dup[0]["held"].as_bool()
        ),
        (
            Some(second.as_str()),
            Some(first.as_str()),
            Some("••••0002"),
            Some(false)
        )
    );
    // the document's own user may submit it again for the next tier
    let again = json!({ "tier": 2, "full_name": "Zahra Ali", "date_of_birth": "1994-03-21",
        "document_type": "national_id", "document_number": "B20000002",
        "document_image": submission("", "", "")["document_image"] });
    let r = as_user(&s, &t1, Method::POST, "/wallet/kyc", Some(again)).await;
    assert_eq!(r.status, 201, "{r:?}");
    // a sandbox's test number verifies any number of test wallets
    for ext in ["t1", "t2"] {
        let (_, t) = wallet_user(&s, ext, "Test Person").await;
        let body = submission("Test Person", "1990-01-01", "SANDBOX-APPROVE");
        let r = as_user(&s, &t, Method::POST, "/wallet/kyc", Some(body)).await;
        assert_eq!(
            (r.status.as_u16(), r.data()["status"].as_str()),
            (201, Some("approved")),
            "{r:?}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_approvals_of_one_document_for_two_users_verify_one() {
    let s = std::sync::Arc::new(Server::start().await);
    let mut pending = vec![];
    for ext in ["p1", "p2", "p3"] {
        let (_, t) = wallet_user(&s, ext, "Ali Hassan").await;
        let r = as_user(
            &s,
            &t,
            Method::POST,
            "/wallet/kyc",
            Some(submission("Ali Hassan", "1980-05-05", "C30000003")),
        )
        .await;
        assert_eq!(r.status, 201, "{r:?}");
        pending.push(r.data()["id"].as_str().unwrap().to_string());
    }
    let mut tasks = vec![];
    for id in pending {
        let s = s.clone();
        tasks.push(tokio::spawn(async move {
            s.admin(
                Method::POST,
                &format!("/admin/kyc/{id}/approve"),
                Some(json!({})),
            )
            .await
        }));
    }
    let mut approved = 0;
    for t in tasks {
        let r = t.await.unwrap();
        if r.status == 200 {
            approved += 1;
        } else {
            r.expect_error(422, "KYC_REJECTED");
        }
    }
    assert_eq!(approved, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_merchant_is_screened_and_nothing_is_held() {
    let s = Server::start().await;
    let o = operator(&s, None, "compliance@ops.example", &["compliance"]).await;
    load_list(&s, &o.token).await;
    let r = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({ "name": "Al-Rafidain Star Trading Company" })),
        )
        .await;
    assert_eq!(r.status, 201, "{r:?}");
    let mid = r.data()["id"].as_str().unwrap().to_string();
    let open = alerts(&s, &o.token, "?kind=screening").await;
    assert_eq!(
        (
            open.len(),
            open[0]["subject"]["kind"].as_str(),
            open[0]["subject"]["id"].as_str(),
            open[0]["matched"]["entry_id"].as_str(),
            open[0]["held"].as_bool()
        ),
        (
            1,
            Some("merchant"),
            Some(mid.as_str()),
            Some("own-2"),
            Some(false)
        ),
        "{open:?}"
    );
    let r = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({ "name": "Baghdad Books" })),
        )
        .await;
    assert_eq!(r.status, 201);
    assert_eq!(alerts(&s, &o.token, "").await.len(), 1);
}

/// The re-screenings the lists' view shows, newest first.
async fn rescreens(s: &Server, token: &str) -> Vec<Value> {
    let r = call(s, token, Method::GET, "/admin/screening/lists", None).await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    r.data()["rescreens"].as_array().unwrap().clone()
}

/// Waits (at most 60 s) for the newest re-screening to end.
async fn rescreened(s: &Server, token: &str) -> Value {
    for _ in 0..600 {
        let jobs = rescreens(s, token).await;
        if jobs.first().is_some_and(|j| j["ended"] == "done") {
            return jobs[0].clone();
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!(
        "the re-screening did not end: {:?}",
        rescreens(s, token).await
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_list_version_screens_everyone_again_in_the_background_once() {
    let s = Server::start_with(Options {
        extra: vec!["--sweep-every".into(), "1".into()],
        ..Options::default()
    })
    .await;
    let o = operator(&s, None, "compliance@ops.example", &["compliance"]).await;
    // users made before any list: one by a listed name, one whose identity submission is
    let listed = sync(&s, "early", "Saad Jassim al-Hamdani").await.data()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let (kyc, t) = wallet_user(&s, "k1", "Abu Ali").await;
    let r = as_user(
        &s,
        &t,
        Method::POST,
        "/wallet/kyc",
        Some(submission("Saad Jassim Hamdani", "1975-02-01", "A10000001")),
    )
    .await;
    assert_eq!(r.status, 201, "{r:?}");
    let plain = sync(&s, "plain", "Zahra Ali Hassan").await.data()["id"]
        .as_str()
        .unwrap()
        .to_string();
    for u in [&listed, &kyc, &plain] {
        assert_eq!(topup(&s, u).await.status, 200);
    }

    load_list(&s, &o.token).await;
    let job = rescreened(&s, &o.token).await;
    assert!(job["users"].as_u64().unwrap() >= 3, "{job}");
    assert!(job["merchants"].as_u64().unwrap() >= 1, "{job}");
    assert_eq!(job["alerts"], 2, "{job}");
    let open = alerts(&s, &o.token, "").await;
    let mut held: Vec<(&str, &str)> = open
        .iter()
        .map(|a| {
            (
                a["subject"]["id"].as_str().unwrap(),
                a["subject"]["at"].as_str().unwrap(),
            )
        })
        .collect();
    held.sort();
    let mut want = vec![(listed.as_str(), "rescreen"), (kyc.as_str(), "rescreen")];
    want.sort();
    assert_eq!(held, want, "{open:?}");
    topup(&s, &listed).await.expect_error(403, "ACCOUNT_FROZEN");
    topup(&s, &kyc).await.expect_error(403, "ACCOUNT_FROZEN");
    assert_eq!(topup(&s, &plain).await.status, 200);

    // the next version screens everyone again and raises nothing twice
    let body = json!({ "source": "own", "content": OWN_LIST.replace("own-2", "own-3") });
    let r = call(
        &s,
        &o.token,
        Method::POST,
        "/admin/screening/lists",
        Some(body),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let job = rescreened(&s, &o.token).await;
    assert_eq!(job["alerts"], 0, "{job}");
    assert_eq!(rescreens(&s, &o.token).await.len(), 2);
    assert_eq!(alerts(&s, &o.token, "").await.len(), 2);
}
