//! The live wallet over HTTP (issue 28): sign-in by a code sent by SMS, user access and
//! refresh tokens, the PIN, the wallet and its statement, freezes, the sandbox inbox and the
//! development outbox.

use crate::common;

use common::{Resp, Server};
use reqwest::Method;
use serde_json::{json, Value};
use std::sync::Arc;

const PHONE: &str = "+9647701234567";

fn pk(s: &Server) -> String {
    s.creds["publishable_key"].as_str().unwrap().to_string()
}

/// A user of the sandbox merchant with `phone`; its id.
async fn user_with_phone(s: &Server, ext: &str, phone: &str) -> String {
    let r = s
        .post(
            "/users/sync",
            json!({ "external_user_id": ext, "name": "Zahra", "phone": phone }),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    r.data()["id"].as_str().unwrap().to_string()
}

/// A POST without an Idempotency-Key, Bearer `key`.
async fn call(s: &Server, key: &str, path: &str, body: Value) -> Resp {
    s.send(Method::POST, path, Some(key), &[], Some(body.to_string()))
        .await
}

async fn ask(s: &Server, key: &str, phone: &str) -> Resp {
    call(s, key, "/wallet/auth/otp", json!({ "phone": phone })).await
}

/// The newest code the sandbox inbox holds for `phone`.
async fn last_code(s: &Server, phone: &str) -> String {
    let r = s
        .get(&format!("/sandbox/sms?phone={}", phone.replace('+', "%2B")))
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let text = r.data()["messages"][0]["text"]
        .as_str()
        .unwrap()
        .to_string();
    text.split_whitespace().next().unwrap().to_string()
}

/// Signs `phone` in: its tokens answer.
async fn sign_in(s: &Server, phone: &str) -> Value {
    let r = ask(s, &pk(s), phone).await;
    assert_eq!(r.status, 202, "{r:?}");
    let id = r.data()["otp_id"].as_str().unwrap().to_string();
    let code = last_code(s, phone).await;
    let r = call(
        s,
        &pk(s),
        "/wallet/auth/verify",
        json!({ "otp_id": id, "code": code }),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    r.data().clone()
}

fn bearer(tokens: &Value) -> String {
    tokens["access_token"].as_str().unwrap().to_string()
}

async fn wallet(s: &Server, token: &str) -> Resp {
    s.send(Method::GET, "/wallet", Some(token), &[], None).await
}

#[tokio::test]
async fn a_code_signs_a_user_in_once_within_its_tries_and_minutes() {
    let s = Server::start().await;
    let uid = user_with_phone(&s, "zahra", PHONE).await;
    // a national number with Arabic-Indic digits names the same phone
    let r = ask(&s, &pk(&s), "٠٧٧٠ ١٢٣ ٤٥٦٧").await;
    assert_eq!(r.status, 202, "{r:?}");
    let first = r.data().clone();
    let otp_id = first["otp_id"].as_str().unwrap().to_string();
    assert!(otp_id.starts_with("otp_"));
    let sent = |k: &str| chrono::DateTime::parse_from_rfc3339(first[k].as_str().unwrap()).unwrap();
    assert_eq!(
        (sent("expires_at") - sent("resend_after")).num_seconds(),
        240
    );

    // one code a minute per phone, with the wait in details
    let again = ask(&s, &pk(&s), PHONE).await;
    again.expect_error(422, "OTP_RATE_LIMITED");
    let wait = again.body["error"]["details"]["retry_after"]
        .as_i64()
        .unwrap();
    assert!((1..=60).contains(&wait), "{again:?}");

    let code = last_code(&s, PHONE).await;
    assert_eq!(code.len(), 6);
    let text = s.get("/sandbox/sms?phone=%2B9647701234567").await;
    assert!(text.data()["messages"][0]["text"]
        .as_str()
        .unwrap()
        .contains("Sandbox Merchant"));
    let wrong = if code == "000000" { "111111" } else { "000000" };
    for left in (1..=4).rev() {
        let r = call(
            &s,
            &pk(&s),
            "/wallet/auth/verify",
            json!({ "otp_id": otp_id, "code": wrong }),
        )
        .await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert_eq!(r.body["error"]["details"]["tries_left"], left, "{r:?}");
        assert!(r.field("code").is_some());
    }
    let r = call(
        &s,
        &pk(&s),
        "/wallet/auth/verify",
        json!({ "otp_id": otp_id, "code": wrong }),
    )
    .await;
    r.expect_error(401, "TOKEN_EXPIRED");
    // the fifth try spent it: the right code is refused now
    let r = call(
        &s,
        &pk(&s),
        "/wallet/auth/verify",
        json!({ "otp_id": otp_id, "code": code }),
    )
    .await;
    r.expect_error(401, "TOKEN_EXPIRED");

    // a minute later on the test clock a new code may be asked for; it works once
    s.advance(61).await;
    let tokens = sign_in(&s, PHONE).await;
    assert_eq!(tokens["user"]["id"], uid.as_str());
    assert_eq!(tokens["token_type"], "Bearer");
    assert_eq!(tokens["expires_in"], 900);
    assert!(tokens["refresh_token"]
        .as_str()
        .unwrap()
        .starts_with("wrt_"));
    let w = wallet(&s, &bearer(&tokens)).await;
    assert_eq!(w.status, 200, "{w:?}");
    assert_eq!(w.data()["user"]["id"], uid.as_str());
    assert_eq!(w.data()["pin_set"], false);
    assert_eq!(w.data()["accounts"][0]["displays"]["ar"], "٠ د.ع.");

    // a code lasts five minutes
    s.advance(61).await;
    let r = ask(&s, &pk(&s), PHONE).await;
    let late = r.data()["otp_id"].as_str().unwrap().to_string();
    let code = last_code(&s, PHONE).await;
    s.advance(300).await;
    call(
        &s,
        &pk(&s),
        "/wallet/auth/verify",
        json!({ "otp_id": late, "code": code }),
    )
    .await
    .expect_error(401, "TOKEN_EXPIRED");
}

#[tokio::test]
async fn asking_tells_nobody_whether_a_phone_has_a_wallet() {
    let s = Server::start().await;
    user_with_phone(&s, "zahra", PHONE).await;
    let with = ask(&s, &pk(&s), PHONE).await;
    let without = ask(&s, &pk(&s), "+9647809998877").await;
    assert_eq!(
        (with.status, without.status),
        (reqwest::StatusCode::ACCEPTED, reqwest::StatusCode::ACCEPTED)
    );
    let keys = |r: &Resp| {
        let mut k: Vec<String> = r.data().as_object().unwrap().keys().cloned().collect();
        k.sort();
        k
    };
    assert_eq!(keys(&with), keys(&without));
    // the code goes to the phone either way; only its owner learns there is no wallet
    let code = last_code(&s, "+9647809998877").await;
    let id = without.data()["otp_id"].as_str().unwrap();
    call(
        &s,
        &pk(&s),
        "/wallet/auth/verify",
        json!({ "otp_id": id, "code": code }),
    )
    .await
    .expect_error(404, "WALLET_NOT_FOUND");
    // another merchant cannot try this merchant's code
    let other = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({"name":"Other","status":"approved"})),
        )
        .await;
    let other_pk = other.data()["keys"]["publishable_key"]
        .as_str()
        .unwrap()
        .to_string();
    let id = with.data()["otp_id"].as_str().unwrap();
    let code = last_code(&s, PHONE).await;
    call(
        &s,
        &other_pk,
        "/wallet/auth/verify",
        json!({ "otp_id": id, "code": code }),
    )
    .await
    .expect_error(404, "NOT_FOUND");
    let r = call(
        &s,
        &pk(&s),
        "/wallet/auth/verify",
        json!({ "otp_id": id, "code": code }),
    )
    .await;
    assert_eq!(r.status, 200, "still good for its own merchant: {r:?}");
}

#[tokio::test]
async fn parallel_guesses_cannot_try_a_code_more_than_five_times() {
    let s = Arc::new(Server::start().await);
    user_with_phone(&s, "zahra", PHONE).await;
    let id = ask(&s, &pk(&s), PHONE).await.data()["otp_id"]
        .as_str()
        .unwrap()
        .to_string();
    let code = last_code(&s, PHONE).await;
    let guesses: Vec<Value> = (0..12)
        .map(|i| {
            let g = format!("{:06}", (code.parse::<u32>().unwrap() + 1 + i) % 1_000_000);
            json!({ "otp_id": id, "code": g })
        })
        .collect();
    let answers = at_once(&s, &pk(&s), "/wallet/auth/verify", guesses).await;
    let counted = answers
        .iter()
        .filter(|r| r.code() == "VALIDATION_ERROR")
        .count();
    assert!(
        counted <= 4,
        "at most four tries left after a wrong one: {counted}"
    );
    assert!(answers
        .iter()
        .all(|r| r.code() == "VALIDATION_ERROR" || r.code() == "TOKEN_EXPIRED"));
    call(
        &s,
        &pk(&s),
        "/wallet/auth/verify",
        json!({ "otp_id": id, "code": code }),
    )
    .await
    .expect_error(401, "TOKEN_EXPIRED");
}

/// The same POST `n` times at once; the answers.
async fn at_once(s: &Arc<Server>, key: &str, path: &'static str, bodies: Vec<Value>) -> Vec<Resp> {
    let tasks: Vec<_> = bodies
        .into_iter()
        .map(|b| {
            let (s, key) = (s.clone(), key.to_string());
            tokio::spawn(async move { call(&s, &key, path, b).await })
        })
        .collect();
    let mut out = Vec::new();
    for t in tasks {
        out.push(t.await.unwrap());
    }
    out
}

#[tokio::test]
async fn access_tokens_expire_and_are_checked_and_refresh_tokens_rotate() {
    let s = Server::start().await;
    user_with_phone(&s, "zahra", PHONE).await;
    let tokens = sign_in(&s, PHONE).await;
    let access = bearer(&tokens);
    assert_eq!(wallet(&s, &access).await.status, 200);

    // no token, a secret key, garbage, a token with another merchant in it
    s.send(Method::GET, "/wallet", None, &[], None)
        .await
        .expect_error(403, "FORBIDDEN");
    wallet(&s, &s.sk()).await.expect_error(403, "FORBIDDEN");
    wallet(&s, "a.b.c").await.expect_error(403, "FORBIDDEN");
    let parts: Vec<&str> = access.split('.').collect();
    let mut claims: Value = serde_json::from_slice(&b64(parts[1])).unwrap();
    claims["mer"] = json!("mer_someoneelse000000000000");
    let forged = format!("{}.{}.{}", parts[0], b64e(&claims.to_string()), parts[2]);
    wallet(&s, &forged).await.expect_error(403, "FORBIDDEN");

    // rotation: the new refresh token works, the spent one ends the session
    let refresh = tokens["refresh_token"].as_str().unwrap().to_string();
    let r = call(
        &s,
        &pk(&s),
        "/wallet/auth/refresh",
        json!({ "refresh_token": refresh }),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    let second = r.data().clone();
    assert_ne!(second["refresh_token"], tokens["refresh_token"]);
    assert_eq!(wallet(&s, &bearer(&second)).await.status, 200);
    // another merchant's key cannot use it
    let other = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({"name":"Other","status":"approved"})),
        )
        .await;
    let other_pk = other.data()["keys"]["publishable_key"]
        .as_str()
        .unwrap()
        .to_string();
    call(
        &s,
        &other_pk,
        "/wallet/auth/refresh",
        json!({ "refresh_token": second["refresh_token"] }),
    )
    .await
    .expect_error(401, "TOKEN_EXPIRED");
    // the spent one again: the whole family ends
    call(
        &s,
        &pk(&s),
        "/wallet/auth/refresh",
        json!({ "refresh_token": refresh }),
    )
    .await
    .expect_error(401, "TOKEN_EXPIRED");
    wallet(&s, &bearer(&second))
        .await
        .expect_error(401, "TOKEN_EXPIRED");
    call(
        &s,
        &pk(&s),
        "/wallet/auth/refresh",
        json!({ "refresh_token": second["refresh_token"] }),
    )
    .await
    .expect_error(401, "TOKEN_EXPIRED");

    // an access token lasts 15 minutes of the merchant's clock
    s.advance(61).await;
    let fresh = sign_in(&s, PHONE).await;
    // (the clock also runs in real time: a loaded machine may take seconds between steps)
    s.advance(890).await;
    assert_eq!(wallet(&s, &bearer(&fresh)).await.status, 200);
    s.advance(10).await;
    wallet(&s, &bearer(&fresh))
        .await
        .expect_error(401, "TOKEN_EXPIRED");
    let r = call(
        &s,
        &pk(&s),
        "/wallet/auth/refresh",
        json!({ "refresh_token": fresh["refresh_token"] }),
    )
    .await;
    assert_eq!(r.status, 200, "the refresh token outlives it: {r:?}");

    // signing out ends the session's tokens at once
    let last = r.data().clone();
    let out = call(&s, &bearer(&last), "/wallet/auth/sign-out", json!({})).await;
    assert_eq!(out.status, 200, "{out:?}");
    wallet(&s, &bearer(&last))
        .await
        .expect_error(401, "TOKEN_EXPIRED");
}

#[tokio::test]
async fn parallel_refreshes_with_one_token_give_at_most_one_session_on() {
    let s = Arc::new(Server::start().await);
    user_with_phone(&s, "zahra", PHONE).await;
    let tokens = sign_in(&s, PHONE).await;
    let body = json!({ "refresh_token": tokens["refresh_token"] });
    let answers = at_once(&s, &pk(&s), "/wallet/auth/refresh", vec![body; 8]).await;
    let won = answers.iter().filter(|r| r.status == 200).count();
    assert!(won <= 1, "{won} refreshes with one token");
    // a reuse among them ended the session: no token of it works
    for r in answers.iter().filter(|r| r.status == 200) {
        wallet(&s, &bearer(r.data()))
            .await
            .expect_error(401, "TOKEN_EXPIRED");
    }
}

fn b64(s: &str) -> Vec<u8> {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(s)
        .unwrap()
}

fn b64e(s: &str) -> String {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(s)
}

async fn user_post(s: &Server, token: &str, path: &str, body: Value) -> Resp {
    let idem = uuid::Uuid::new_v4().to_string();
    s.send(
        Method::POST,
        path,
        Some(token),
        &[("idempotency-key", idem)],
        Some(body.to_string()),
    )
    .await
}

#[tokio::test]
async fn a_pin_is_set_from_a_fresh_code_changed_with_itself_and_reset_by_code() {
    let s = Server::start().await;
    let uid = user_with_phone(&s, "zahra", PHONE).await;
    // a minted session cannot set the first PIN
    let minted = s.post("/users/zahra/sessions", json!({})).await;
    assert_eq!(minted.status, 201, "{minted:?}");
    assert_eq!(minted.data()["refresh_token"], Value::Null);
    user_post(
        &s,
        &bearer(minted.data()),
        "/wallet/pin",
        json!({ "pin": "1234" }),
    )
    .await
    .expect_error(403, "FORBIDDEN");

    let tokens = sign_in(&s, PHONE).await;
    let t = bearer(&tokens);
    // the key is required, and the PIN's shape checked
    s.send(
        Method::POST,
        "/wallet/pin",
        Some(&t),
        &[],
        Some(json!({"pin":"1234"}).to_string()),
    )
    .await
    .expect_error(422, "IDEMPOTENCY_KEY_REQUIRED");
    let r = user_post(&s, &t, "/wallet/pin", json!({ "pin": "12" })).await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("pin").is_some());
    let r = user_post(&s, &t, "/wallet/pin", json!({ "pin": "2468" })).await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.data()["user_id"], uid.as_str());
    user_post(&s, &t, "/wallet/pin", json!({ "pin": "1111" }))
        .await
        .expect_error(403, "FORBIDDEN");
    assert_eq!(wallet(&s, &t).await.data()["pin_set"], true);

    // change: wrong PINs count down to the block
    for left in (1..=4).rev() {
        let r = user_post(
            &s,
            &t,
            "/wallet/pin/change",
            json!({ "pin": "0000", "new_pin": "1357" }),
        )
        .await;
        r.expect_error(401, "INVALID_PIN");
        assert_eq!(r.body["error"]["details"]["attempts_remaining"], left);
    }
    user_post(
        &s,
        &t,
        "/wallet/pin/change",
        json!({ "pin": "0000", "new_pin": "1357" }),
    )
    .await
    .expect_error(401, "PIN_BLOCKED");
    user_post(
        &s,
        &t,
        "/wallet/pin/change",
        json!({ "pin": "2468", "new_pin": "1357" }),
    )
    .await
    .expect_error(401, "PIN_BLOCKED");
    assert_eq!(wallet(&s, &t).await.data()["pin_blocked"], true);
    // a blocked wallet cannot pay
    s.topup(&uid, "IQD", 10_000).await;
    let (cs, _) = s.session("zahra", 1000, "IQD").await;
    s.post(
        &format!("/sandbox/checkout/sessions/{cs}/pay"),
        json!({ "pin": "2468" }),
    )
    .await
    .expect_error(401, "PIN_BLOCKED");

    // reset by a code to this wallet's phone lifts the block
    s.advance(61).await;
    let id = ask(&s, &pk(&s), PHONE).await.data()["otp_id"]
        .as_str()
        .unwrap()
        .to_string();
    let code = last_code(&s, PHONE).await;
    let r = user_post(
        &s,
        &t,
        "/wallet/pin/reset",
        json!({ "otp_id": id, "code": "12", "new_pin": "1357" }),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("code").is_some());
    let r = user_post(
        &s,
        &t,
        "/wallet/pin/reset",
        json!({ "otp_id": id, "code": code, "new_pin": "1357" }),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(wallet(&s, &t).await.data()["pin_blocked"], false);
    let r = s
        .post(
            &format!("/sandbox/checkout/sessions/{cs}/pay"),
            json!({ "pin": "1357" }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let r = user_post(
        &s,
        &t,
        "/wallet/pin/change",
        json!({ "pin": "1357", "new_pin": "9753" }),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");

    // a code to another phone does not reset this wallet's PIN
    user_with_phone(&s, "omar", "+9647711112222").await;
    let id = ask(&s, &pk(&s), "+9647711112222").await.data()["otp_id"]
        .as_str()
        .unwrap()
        .to_string();
    let code = last_code(&s, "+9647711112222").await;
    let r = user_post(
        &s,
        &t,
        "/wallet/pin/reset",
        json!({ "otp_id": id, "code": code, "new_pin": "1111" }),
    )
    .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("otp_id").is_some());
    // ten minutes after the code, a first PIN could not be set any more (the session ages)
    s.advance(601).await;
    let minted = s.post("/users/omar/sessions", json!({})).await;
    assert_eq!(wallet(&s, &bearer(minted.data())).await.status, 200);
    s.post("/users/nobody/sessions", json!({}))
        .await
        .expect_error(404, "WALLET_NOT_FOUND");
}

#[tokio::test]
async fn bad_input_is_a_validation_error_with_fields() {
    let s = Server::start().await;
    for (path, body, field) in [
        ("/wallet/auth/otp", json!({}), "phone"),
        ("/wallet/auth/otp", json!({ "phone": "call me" }), "phone"),
        ("/wallet/auth/otp", json!({ "phone": "+1" }), "phone"),
        (
            "/wallet/auth/otp",
            json!({ "phone": PHONE, "extra": 1 }),
            "extra",
        ),
        ("/wallet/auth/verify", json!({ "otp_id": "otp_x" }), "code"),
        (
            "/wallet/auth/verify",
            json!({ "otp_id": "otp_x", "code": "12a456" }),
            "code",
        ),
        ("/wallet/auth/verify", json!({ "code": "123456" }), "otp_id"),
        (
            "/wallet/auth/refresh",
            json!({ "refresh_token": 5 }),
            "refresh_token",
        ),
    ] {
        let r = call(&s, &pk(&s), path, body.clone()).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field(field).is_some(), "{path} {body}: {r:?}");
    }
    call(
        &s,
        &pk(&s),
        "/wallet/auth/verify",
        json!({ "otp_id": "otp_nothere", "code": "123456" }),
    )
    .await
    .expect_error(404, "NOT_FOUND");
    call(
        &s,
        "pk_nothing",
        "/wallet/auth/otp",
        json!({ "phone": PHONE }),
    )
    .await
    .expect_error(403, "MERCHANT_NOT_FOUND");
    let r = s.get("/sandbox/sms").await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("phone").is_some());
}

#[tokio::test]
async fn a_production_merchants_codes_go_to_the_development_outbox() {
    let s = Server::start().await;
    let live = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({"name":"Live shop","status":"approved","environment":"production"})),
        )
        .await;
    let keys = live.data()["keys"].clone();
    let sk = keys["secret_key"].as_str().unwrap();
    let lpk = keys["publishable_key"].as_str().unwrap();
    let r = s
        .post_as(
            sk,
            "/users/sync",
            json!({ "external_user_id": "z", "name": "Z", "phone": PHONE }),
        )
        .await;
    assert!(r.status.is_success(), "{r:?}");
    let r = ask(&s, lpk, PHONE).await;
    assert_eq!(r.status, 202, "{r:?}");
    let outbox = std::fs::read_to_string(s.dir.join("sms-outbox.jsonl")).unwrap();
    let line: Value = serde_json::from_str(outbox.lines().last().unwrap()).unwrap();
    assert_eq!(line["phone"], PHONE);
    assert!(line["text"].as_str().unwrap().contains("Live shop"));
    assert!(line["sent_at"].is_string());
    // not in a sandbox inbox, which a live key cannot read anyway
    s.send(
        Method::GET,
        "/sandbox/sms?phone=%2B9647701234567",
        Some(sk),
        &[],
        None,
    )
    .await
    .expect_error(403, "FORBIDDEN");
    let code = line["text"]
        .as_str()
        .unwrap()
        .split_whitespace()
        .next()
        .unwrap()
        .to_string();
    let r = call(
        &s,
        lpk,
        "/wallet/auth/verify",
        json!({ "otp_id": r.data()["otp_id"], "code": code }),
    )
    .await;
    assert_eq!(r.status, 200, "{r:?}");
    // the outbox file is the owner's alone
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(s.dir.join("sms-outbox.jsonl"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o077, 0, "{mode:o}");
    }
}

#[tokio::test]
async fn a_freeze_stops_money_in_its_direction_and_tells_the_merchant() {
    let s = Server::start().await;
    let uid = user_with_phone(&s, "zahra", PHONE).await;
    s.topup(&uid, "IQD", 50_000).await;
    s.post(
        &format!("/sandbox/users/{uid}/pin"),
        json!({ "pin": "1234" }),
    )
    .await;
    // a captured payment to refund later
    let (cs, _) = s.session("zahra", 10_000, "IQD").await;
    let paid = s
        .post(
            &format!("/sandbox/checkout/sessions/{cs}/pay"),
            json!({ "pin": "1234" }),
        )
        .await;
    assert_eq!(paid.status, 200, "{paid:?}");
    let pay = paid.data()["payment_id"].as_str().unwrap().to_string();
    let r = s.post(&format!("/payments/{pay}/capture"), json!({})).await;
    assert_eq!(r.status, 200, "{r:?}");
    let path = format!("/admin/users/{uid}/freeze");
    let freeze = |scope: &str| {
        s.admin(
            Method::POST,
            &path,
            Some(json!({ "scope": scope, "reason": "compliance case 77" })),
        )
    };

    // debits: no payment, no payment code; money may still come back
    let r = freeze("debits").await;
    assert_eq!(
        (r.status.as_u16(), r.data()["frozen"]["scope"].as_str()),
        (200, Some("debits")),
        "{r:?}"
    );
    let (cs2, _) = s.session("zahra", 1_000, "IQD").await;
    s.post(
        &format!("/sandbox/checkout/sessions/{cs2}/pay"),
        json!({ "pin": "1234" }),
    )
    .await
    .expect_error(403, "ACCOUNT_FROZEN");
    let tokens = sign_in(&s, PHONE).await;
    let t = bearer(&tokens);
    user_post(&s, &t, "/wallet/payment-codes", json!({}))
        .await
        .expect_error(403, "ACCOUNT_FROZEN");
    assert_eq!(wallet(&s, &t).await.data()["frozen"], "debits");
    let r = s
        .post(
            &format!("/payments/{pay}/refund"),
            json!({ "amount": 1_000, "reason": "returned" }),
        )
        .await;
    assert_eq!(r.status, 200, "a refund is money in: {r:?}");

    // credits alone (debits lifted first: freezes add up): refunds and top-ups wait;
    // payments go
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/users/{uid}/unfreeze"),
            Some(json!({ "scope": "debits" })),
        )
        .await;
    assert_eq!(
        (r.status.as_u16(), r.data()["frozen"].clone()),
        (200, Value::Null),
        "{r:?}"
    );
    freeze("credits").await;
    s.post(
        &format!("/payments/{pay}/refund"),
        json!({ "amount": 1_000, "reason": "returned" }),
    )
    .await
    .expect_error(403, "ACCOUNT_FROZEN");
    s.post(
        "/sandbox/wallets/topup",
        json!({ "user_id": uid, "currency": "IQD", "amount": 5 }),
    )
    .await
    .expect_error(403, "ACCOUNT_FROZEN");
    let r = s
        .post(
            &format!("/sandbox/checkout/sessions/{cs2}/pay"),
            json!({ "pin": "1234" }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");

    // lifted: the refund goes through; the merchant heard of each change
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/users/{uid}/unfreeze"),
            Some(json!({})),
        )
        .await;
    assert_eq!(
        (r.status.as_u16(), r.data()["frozen"].clone()),
        (200, Value::Null),
        "{r:?}"
    );
    let r = s
        .post(
            &format!("/payments/{pay}/refund"),
            json!({ "amount": 1_000, "reason": "returned" }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let frozen = s.get("/events?type=user.frozen").await;
    let events = frozen.data()["events"].as_array().unwrap().clone();
    assert_eq!(events.len(), 2, "{frozen:?}");
    assert_eq!(
        events
            .iter()
            .filter(|e| e["data"]["freeze"]["scope"] == "credits")
            .count(),
        1
    );
    assert_eq!(events[0]["data"]["freeze"]["reason"], "compliance case 77");
    let unfrozen = s.get("/events?type=user.unfrozen").await;
    let lifts = unfrozen.data()["events"].as_array().unwrap().clone();
    assert_eq!(lifts.len(), 2, "{unfrozen:?}");
    // newest first: credits lifted by a plain unfreeze (all), debits before
    assert_eq!(
        (
            lifts[0]["data"]["lifted"].as_str(),
            lifts[1]["data"]["lifted"].as_str()
        ),
        (Some("all"), Some("debits"))
    );
    assert_eq!(lifts[0]["data"]["freeze"], Value::Null);
    assert_eq!(s.audit().await["ok"], true);

    // bad input, unknown users, merchant keys
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/users/{uid}/freeze"),
            Some(json!({ "scope": "everything", "reason": "x" })),
        )
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("scope").is_some());
    let r = s
        .admin(
            Method::POST,
            &format!("/admin/users/{uid}/freeze"),
            Some(json!({ "scope": "all" })),
        )
        .await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("reason").is_some());
    s.admin(
        Method::POST,
        "/admin/users/usr_nobody/freeze",
        Some(json!({ "scope": "all", "reason": "x" })),
    )
    .await
    .expect_error(404, "WALLET_NOT_FOUND");
    s.send(
        Method::POST,
        &format!("/admin/users/{uid}/freeze"),
        Some(&s.sk()),
        &[],
        Some(json!({ "scope": "all", "reason": "x" }).to_string()),
    )
    .await
    .expect_error(403, "FORBIDDEN");
}

/// Issue 72 (3): `freeze {scope: credits}` after `all` replaced it, and money left the
/// wallet with no `user.unfrozen`. Freezes add up; only `/unfreeze`, for its scope, lifts.
#[tokio::test]
async fn a_second_freeze_adds_to_the_first_and_only_an_unfreeze_lifts_its_scope() {
    let s = Server::start().await;
    let uid = user_with_phone(&s, "zahra", PHONE).await;
    s.topup(&uid, "IQD", 100_000).await;
    s.post(
        &format!("/sandbox/users/{uid}/pin"),
        json!({ "pin": "1234" }),
    )
    .await;
    let admin = |path: &str, body: Value| {
        let path = format!("/admin/users/{uid}/{path}");
        let s = &s;
        async move { s.admin(Method::POST, &path, Some(body)).await }
    };
    let pay = |amount: i64| {
        let s = &s;
        async move {
            let (cs, _) = s.session("zahra", amount, "IQD").await;
            s.post(
                &format!("/sandbox/checkout/sessions/{cs}/pay"),
                json!({ "pin": "1234" }),
            )
            .await
        }
    };
    let scope = |r: &Resp| r.data()["frozen"]["scope"].as_str().map(str::to_string);
    let r = admin("freeze", json!({ "scope": "all", "reason": "case 9" })).await;
    assert_eq!(scope(&r).as_deref(), Some("all"), "{r:?}");
    let r = admin("freeze", json!({ "scope": "credits", "reason": "case 10" })).await;
    assert_eq!(
        (scope(&r).as_deref(), r.data()["frozen"]["reason"].as_str()),
        (Some("all"), Some("case 9")),
        "a narrower freeze changes nothing: {r:?}"
    );
    pay(50_000).await.expect_error(403, "ACCOUNT_FROZEN");
    assert_eq!(s.balance(&uid, "IQD").await, 100_000);
    let none = s.get("/events?type=user.unfrozen").await;
    assert_eq!(
        none.data()["events"].as_array().unwrap().len(),
        0,
        "{none:?}"
    );
    let frozen = s.get("/events?type=user.frozen").await;
    assert_eq!(
        frozen.data()["events"].as_array().unwrap().len(),
        1,
        "{frozen:?}"
    );

    // lifting debits leaves credits frozen: a payment goes, a top-up waits
    let r = admin("unfreeze", json!({ "scope": "debits" })).await;
    assert_eq!(scope(&r).as_deref(), Some("credits"), "{r:?}");
    assert_eq!(pay(20_000).await.status, 200);
    s.post(
        "/sandbox/wallets/topup",
        json!({ "user_id": uid, "currency": "IQD", "amount": 5 }),
    )
    .await
    .expect_error(403, "ACCOUNT_FROZEN");
    // debits again on top of credits: all
    let r = admin("freeze", json!({ "scope": "debits", "reason": "case 11" })).await;
    assert_eq!(scope(&r).as_deref(), Some("all"), "{r:?}");
    pay(1_000).await.expect_error(403, "ACCOUNT_FROZEN");
    // a bad scope to lift is a field's error; the plain unfreeze lifts everything
    let r = admin("unfreeze", json!({ "scope": "some" })).await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("scope").is_some());
    let r = admin("unfreeze", json!({})).await;
    assert_eq!(r.data()["frozen"], Value::Null, "{r:?}");
    assert_eq!(pay(1_000).await.status, 200);
    let lifts = s.get("/events?type=user.unfrozen").await;
    let lifts = lifts.data()["events"].as_array().unwrap().clone();
    assert_eq!(lifts.len(), 2);
    assert_eq!(
        lifts[1]["data"]["freeze"]["scope"], "credits",
        "what stayed frozen"
    );
    assert_eq!(s.audit().await["ok"], true);
}

/// Issue 72 (3): a body without `pin` where a PIN confirms is the spec's PIN_REQUIRED
/// (422), not a field's VALIDATION_ERROR; a malformed body still says which field.
#[tokio::test]
async fn a_missing_pin_is_pin_required_on_every_confirmation() {
    let s = Server::start().await;
    let uid = user_with_phone(&s, "zahra", PHONE).await;
    s.topup(&uid, "IQD", 100_000).await;
    let t = bearer(&sign_in(&s, PHONE).await);
    let r = user_post(&s, &t, "/wallet/pin", json!({ "pin": "1234" })).await;
    assert_eq!(r.status, 200, "{r:?}");
    for (path, body) in [
        (
            "/wallet/transfers",
            json!({ "to": "+9647711111111", "amount": 5000, "currency": "IQD" }),
        ),
        ("/wallet/exchange", json!({ "quote_id": "fxq_x" })),
        (
            "/wallet/cash-outs",
            json!({ "amount": 5000, "currency": "IQD", "method": "bank_account", "destination": "IQ98RAFI0000123456789" }),
        ),
        ("/wallet/pin/change", json!({ "new_pin": "5678" })),
    ] {
        let r = user_post(&s, &t, path, body.clone()).await;
        r.expect_error(422, "PIN_REQUIRED");
        let mut bad = body.clone();
        bad["pin"] = json!("12");
        let r = user_post(&s, &t, path, bad).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field("pin").is_some(), "{path}: {r:?}");
    }
    assert_eq!(s.balance(&uid, "IQD").await, 100_000);
}

async fn statement(s: &Server, token: &str, query: &str) -> Resp {
    s.send(
        Method::GET,
        &format!("/wallet/transactions{query}"),
        Some(token),
        &[],
        None,
    )
    .await
}

/// Every page of a statement from `query` (with `limit`), and how many pages it took.
async fn walk(s: &Server, token: &str, query: &str) -> (Vec<Value>, usize) {
    let (mut lines, mut pages, mut cursor) = (Vec::new(), 0, None::<String>);
    loop {
        let q = match &cursor {
            Some(c) => format!("{query}&cursor={c}"),
            None => query.to_string(),
        };
        let r = statement(s, token, &q).await;
        assert_eq!(r.status, 200, "{r:?}");
        lines.extend(r.data()["transactions"].as_array().unwrap().iter().cloned());
        pages += 1;
        match r.data()["next_cursor"].as_str() {
            Some(c) => {
                assert_eq!(r.data()["has_more"], true);
                cursor = Some(c.to_string());
            }
            None => return (lines, pages),
        }
    }
}

#[tokio::test]
async fn the_statement_shows_each_movement_newest_first_by_cursor_pages() {
    let s = Server::start().await;
    let uid = user_with_phone(&s, "zahra", PHONE).await;
    s.topup(&uid, "IQD", 100_000).await;
    s.topup(&uid, "USD", 5_000).await;
    s.post(
        &format!("/sandbox/users/{uid}/pin"),
        json!({ "pin": "1234" }),
    )
    .await;
    let pay = |amount: i64, currency: &'static str| {
        let s = &s;
        async move {
            let (cs, _) = s.session("zahra", amount, currency).await;
            let r = s
                .post(
                    &format!("/sandbox/checkout/sessions/{cs}/pay"),
                    json!({ "pin": "1234" }),
                )
                .await;
            assert_eq!(r.status, 200, "{r:?}");
            r.data()["payment_id"].as_str().unwrap().to_string()
        }
    };
    // held then voided; held then captured in part and refunded in part; paid in dollars
    let voided = pay(10_000, "IQD").await;
    let r = s
        .gw_at(
            Method::POST,
            &format!("/gateway/payments/{voided}/void"),
            "{}",
            None,
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let kept = pay(10_000, "IQD").await;
    let r = s
        .post(
            &format!("/payments/{kept}/capture"),
            json!({ "amount": 6_000 }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let r = s
        .post(
            &format!("/payments/{kept}/refund"),
            json!({ "amount": 1_000, "reason": "one book returned" }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    pay(1_000, "USD").await;

    let t = bearer(&sign_in(&s, PHONE).await);
    let r = statement(&s, &t, "").await;
    assert_eq!(r.status, 200, "{r:?}");
    let lines = r.data()["transactions"].as_array().unwrap().clone();
    let got: Vec<(&str, i64, &str)> = lines
        .iter()
        .map(|l| {
            (
                l["type"].as_str().unwrap(),
                l["amount"].as_i64().unwrap(),
                l["currency"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("payment", -1_000, "USD"),
            ("refund", 1_000, "IQD"),
            ("payment_released", 4_000, "IQD"),
            ("payment", -10_000, "IQD"),
            ("payment_released", 10_000, "IQD"),
            ("payment", -10_000, "IQD"),
            ("top_up", 5_000, "USD"),
            ("top_up", 100_000, "IQD"),
        ]
    );
    assert_eq!(
        (
            r.data()["has_more"].clone(),
            r.data()["next_cursor"].clone()
        ),
        (json!(false), Value::Null)
    );
    let first = &lines[1];
    assert_eq!(first["reference"], kept.as_str());
    assert_eq!(first["counterparty"]["type"], "merchant");
    let merchant = s
        .admin(
            Method::GET,
            &format!("/admin/merchants/{}", s.merchant_id()),
            None,
        )
        .await;
    assert_eq!(
        (
            &first["counterparty"]["id"],
            &first["counterparty"]["label"]
        ),
        (&merchant.data()["id"], &merchant.data()["name"])
    );
    assert_eq!(lines[5]["display"], "-10,000");
    assert_eq!(lines[5]["displays"]["en"], "-IQD 10,000");
    assert_eq!(lines[7]["counterparty"]["type"], "sandbox");
    // the statement agrees with the balance
    let w = wallet(&s, &t).await;
    let iqd: i64 = got.iter().filter(|l| l.2 == "IQD").map(|l| l.1).sum();
    let balance = common::account(&w.data()["accounts"], "IQD");
    assert_eq!(iqd, balance);

    // pages of two, one currency; money moving during the walk is not inside it
    let r = statement(&s, &t, "?currency=IQD&limit=2").await;
    let cursor = r.data()["next_cursor"].as_str().unwrap().to_string();
    pay(500, "IQD").await;
    let r2 = statement(&s, &t, &format!("?currency=IQD&limit=2&cursor={cursor}")).await;
    assert_eq!(r2.status, 200, "{r2:?}");
    assert_eq!(r2.data()["transactions"][0]["amount"], -10_000);
    let (iqd_lines, pages) = walk(&s, &t, "?currency=IQD&limit=2").await;
    assert_eq!((iqd_lines.len(), pages), (7, 4));
    assert!(iqd_lines.iter().all(|l| l["currency"] == "IQD"));
    assert_eq!(
        iqd_lines[0]["amount"], -500,
        "the new line is on a new first page"
    );
    let (all, _) = walk(&s, &t, "?limit=3").await;
    assert_eq!(all.len(), 9);

    // a cursor belongs to its filter; bad input is a validation error
    let r = statement(&s, &t, &format!("?cursor={cursor}")).await;
    r.expect_error(422, "VALIDATION_ERROR");
    assert!(r.field("cursor").is_some(), "{r:?}");
    for q in [
        "?cursor=xyz",
        "?limit=0",
        "?limit=101",
        "?limit=ten",
        "?currency=I",
    ] {
        let r = statement(&s, &t, q).await;
        r.expect_error(422, "VALIDATION_ERROR");
    }
    statement(&s, &t, "?currency=EUR")
        .await
        .expect_error(422, "UNSUPPORTED_CURRENCY");
    statement(&s, &t, "?colour=red")
        .await
        .expect_error(422, "VALIDATION_ERROR");
    // only the user's own: another user of the merchant sees an empty statement
    user_with_phone(&s, "karim", "+9647711111111").await;
    let other = bearer(&sign_in(&s, "+9647711111111").await);
    let r = statement(&s, &other, "").await;
    assert_eq!(r.data()["transactions"], json!([]));
    statement(&s, &s.sk(), "")
        .await
        .expect_error(403, "FORBIDDEN");
}

#[tokio::test]
async fn signing_out_everywhere_ends_every_session_of_the_user_only() {
    let s = Server::start().await;
    user_with_phone(&s, "zahra", PHONE).await;
    user_with_phone(&s, "omar", "+9647711111111").await;
    let phone_one = sign_in(&s, PHONE).await;
    s.advance(61).await;
    let phone_two = sign_in(&s, PHONE).await;
    let minted = s.post("/users/zahra/sessions", json!({})).await;
    assert_eq!(minted.status, 201, "{minted:?}");
    let app = minted.data()["access_token"].as_str().unwrap().to_string();
    let other = sign_in(&s, "+9647711111111").await;
    let out = call(
        &s,
        &bearer(&phone_one),
        "/wallet/auth/sign-out",
        json!({ "everywhere": true }),
    )
    .await;
    assert_eq!(out.status, 200, "{out:?}");
    assert_eq!(out.data()["sessions_ended"], 3, "{out:?}");
    for token in [bearer(&phone_one), bearer(&phone_two), app] {
        wallet(&s, &token).await.expect_error(401, "TOKEN_EXPIRED");
    }
    call(
        &s,
        &pk(&s),
        "/wallet/auth/refresh",
        json!({ "refresh_token": phone_two["refresh_token"] }),
    )
    .await
    .expect_error(401, "TOKEN_EXPIRED");
    assert_eq!(
        wallet(&s, &bearer(&other)).await.status,
        200,
        "another user's session stands"
    );
    call(
        &s,
        &bearer(&other),
        "/wallet/auth/sign-out",
        json!({ "everywhere": "yes" }),
    )
    .await
    .expect_error(422, "VALIDATION_ERROR");
}

#[tokio::test]
async fn a_payer_sees_a_qr_before_paying_and_only_its_merchants() {
    let s = Server::start().await;
    user_with_phone(&s, "zahra", PHONE).await;
    let token = bearer(&sign_in(&s, PHONE).await);
    let qr = s
        .post(
            "/embedded/qr/generate",
            json!({ "amount": 3000, "currency": "IQD", "description": "2 teas" }),
        )
        .await;
    assert_eq!(qr.status, 201, "{qr:?}");
    let (id, code) = (
        qr.data()["id"].as_str().unwrap().to_string(),
        qr.data()["readable_code"].as_str().unwrap().to_string(),
    );
    for by in [&id, &code] {
        let r = s
            .send(
                Method::GET,
                &format!("/wallet/qr/{by}"),
                Some(&token),
                &[],
                None,
            )
            .await;
        assert_eq!(r.status, 200, "{r:?}");
        let d = r.data();
        assert_eq!(
            (
                d["id"].as_str(),
                d["amount"].as_i64(),
                d["status"].as_str(),
                d["description"].as_str()
            ),
            (
                Some(id.as_str()),
                Some(3000),
                Some("pending"),
                Some("2 teas")
            )
        );
        assert!(d["merchant"]["name"].is_string());
    }
    // another merchant's QR is not found, as one that does not exist
    let made = s
        .admin(
            Method::POST,
            "/admin/merchants",
            Some(json!({"name": "Other Shop", "status": "approved", "commission_bps": 100})),
        )
        .await;
    assert_eq!(made.status, 201, "{made:?}");
    let other = made.data()["keys"]["secret_key"]
        .as_str()
        .unwrap()
        .to_string();
    let theirs = s
        .send(
            Method::POST,
            "/embedded/qr/generate",
            Some(&other),
            &[("idempotency-key", uuid::Uuid::new_v4().to_string())],
            Some(json!({ "amount": 1000, "currency": "IQD" }).to_string()),
        )
        .await;
    assert_eq!(theirs.status, 201, "{theirs:?}");
    let their_id = theirs.data()["id"].as_str().unwrap();
    for missing in [their_id, "qr_0000000000000000000000ff", "12345678"] {
        s.send(
            Method::GET,
            &format!("/wallet/qr/{missing}"),
            Some(&token),
            &[],
            None,
        )
        .await
        .expect_error(404, "NOT_FOUND");
    }
}

/// Issue 72 (5): whom a transfer would go to, before the PIN: the recipient by first name
/// and initials, nothing moved; every refusal the transfer would meet for the recipient's
/// sake, and bad input as field errors.
#[tokio::test]
async fn a_transfer_preview_names_the_recipient_and_refuses_as_the_transfer_would() {
    let s = Server::start().await;
    let me = user_with_phone(&s, "zahra", PHONE).await;
    s.topup(&me, "IQD", 10_000).await;
    let r = s
        .post(
            "/users/sync",
            json!({ "external_user_id": "sara", "name": "Sara Friend", "phone": "+9647711111111" }),
        )
        .await;
    let sara = r.data()["id"].as_str().unwrap().to_string();
    let t = bearer(&sign_in(&s, PHONE).await);
    let preview = |body: Value| {
        let (s, t) = (&s, t.clone());
        async move { call(s, &t, "/wallet/transfers/preview", body).await }
    };
    let r = preview(json!({ "to": "0771 111 1111", "amount": 5_000, "currency": "IQD" })).await;
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.data()["to"]["name"], "Sara F.");
    assert_eq!(r.data()["object"], "transfer_preview");
    assert_eq!(s.balance(&me, "IQD").await, 10_000, "nothing moved");
    preview(json!({ "to": "0779 999 9999", "amount": 5_000, "currency": "IQD" }))
        .await
        .expect_error(404, "RECIPIENT_NOT_FOUND");
    preview(json!({ "to": PHONE, "amount": 5_000, "currency": "IQD" }))
        .await
        .expect_error(422, "SELF_TRANSFER_NOT_ALLOWED");
    let r = preview(json!({ "amount": 0, "currency": "iqd", "pin": "1234" })).await;
    r.expect_error(422, "VALIDATION_ERROR");
    for f in ["to", "amount", "currency", "pin"] {
        assert!(r.field(f).is_some(), "{f}: {r:?}");
    }
    s.admin(
        Method::POST,
        &format!("/admin/users/{sara}/freeze"),
        Some(json!({ "scope": "credits", "reason": "review" })),
    )
    .await;
    preview(json!({ "to": "sara", "amount": 5_000, "currency": "IQD" }))
        .await
        .expect_error(422, "RECIPIENT_UNAVAILABLE");
    // no key, no preview
    s.send(
        Method::POST,
        "/wallet/transfers/preview",
        None,
        &[],
        Some("{}".into()),
    )
    .await
    .expect_error(403, "FORBIDDEN");
}
