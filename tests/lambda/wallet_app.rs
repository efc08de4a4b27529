//! The hosted wallet's function fed its events/ samples: the sign-in page, a code by SMS
//! (the sandbox inbox) and sign-in, every page, a PIN set and changed, a payment code, a
//! merchant's QR found by its typed code and paid, a transfer, an exchange, identity
//! verification (multipart), a cash-out, a PIN reset by code, the web app's files, and
//! sign-out. Each page is asserted by what it shows, not only its status.

use crate::lambda;
use lambda::{call, call_full, event, state};

const MER: &str = "mer_sample000000000000000000";

/// The value of `name="<field>" value="..."` in a page.
fn field(html: &str, name: &str) -> String {
    let pat = format!(r#"name="{name}" value=""#);
    let at = html
        .find(&pat)
        .unwrap_or_else(|| panic!("{name} in {html}"))
        + pat.len();
    html[at..].split('"').next().unwrap().to_string()
}

fn text(b: &serde_json::Value) -> &str {
    b.as_str().unwrap_or_default()
}

/// The newest sandbox text message's code to the sample phone.
async fn sms_code(all: &axum::Router) -> String {
    let (s, b) = call(all, event("sandbox", "sms-inbox", &[])).await;
    assert_eq!(s, 200, "{b}");
    b["data"]["messages"][0]["text"].as_str().unwrap()[..6].to_string()
}

/// The identity sample with its multipart body's CSRF token replaced (`event` substitutes
/// inside a base64 body too, and gives it a fresh Idempotency-Key).
fn identity_event(session: &str, csrf: &str) -> lambda_http::Request {
    event(
        "wallet_app",
        "identity-submit",
        &[("wck_SESSION", session), ("CSRF_TOKEN", csrf)],
    )
}

#[tokio::test]
async fn wallet_app_samples() {
    let (st, merchant) = state().await;
    let app = sanduq_fn_wallet_app::app(st.clone());
    let all = sanduq_service::app(st.clone());
    let m = [(MER, merchant.as_str())];
    call(&all, event("core", "users-sync", &[])).await;

    // the sign-in page, in Kurdish, right to left, with its pre-session cookie
    let (s, h, b) = call_full(&app, event("wallet_app", "signin-page", &m)).await;
    assert_eq!(s, 200);
    assert!(
        text(&b).contains(r#"dir="rtl""#) && text(&b).contains("ژمارەی مۆبایل"),
        "{b}"
    );
    let cookies: Vec<&str> = h
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap())
        .collect();
    assert!(
        cookies
            .iter()
            .any(|c| c.starts_with("sanduq_wallet_pre=wps_")
                && c.contains("HttpOnly")
                && c.contains("Path=/wallet")
                && c.contains("SameSite=Lax")
                && c.contains("Secure")),
        "{cookies:?}"
    );
    assert!(h["content-security-policy"]
        .to_str()
        .unwrap()
        .contains("worker-src 'self'"));

    // a code by SMS, then sign-in: the cookie, HttpOnly and Secure on https
    let (s, b) = call(&app, event("wallet_app", "signin", &m)).await;
    assert_eq!(s, 200, "{b}");
    let otp = field(text(&b), "otp_id");
    let code = sms_code(&all).await;
    let verify = |c: &str| {
        event(
            "wallet_app",
            "verify",
            &[
                m[0],
                ("otp_sample000000000000000000", &otp),
                ("code=123456", &format!("code={c}")),
            ],
        )
    };
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let (s, b) = call(&app, verify(wrong)).await;
    assert_eq!(s, 422, "a wrong code: {b}");
    assert!(
        text(&b).contains("VALIDATION_ERROR") && text(&b).contains(&otp),
        "the code form again: {b}"
    );
    let (s, h, _) = call_full(&app, verify(&code)).await;
    assert_eq!(s, 303);
    assert_eq!(h["location"], "/wallet");
    let session = h
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap())
        .find(|c| c.starts_with("sanduq_wallet=wck_"))
        .expect("the session cookie");
    assert!(
        session.contains("HttpOnly")
            && session.contains("Secure")
            && session.contains("SameSite=Lax")
            && session.contains("Path=/wallet"),
        "{session}"
    );
    let token = session["sanduq_wallet=".len()..]
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let page = |name: &str, subs: &[(&str, &str)]| {
        let mut all_subs = vec![("wck_SESSION", token.as_str())];
        all_subs.extend_from_slice(subs);
        event("wallet_app", name, &all_subs)
    };

    // home: the user's name and no money yet; the PIN is asked for
    let (s, b) = call(&app, page("home", &[])).await;
    assert_eq!(s, 200, "{b}");
    let home = text(&b).to_string();
    assert!(
        home.contains("Zainab Ali") && home.contains("Set a PIN"),
        "{home}"
    );
    let csrf = field(&home, "csrf");
    let with = |name: &str, more: &[(&str, &str)]| {
        let mut subs = vec![("CSRF_TOKEN", csrf.as_str())];
        subs.extend_from_slice(more);
        page(name, &subs)
    };

    // a form without the session's token does nothing
    let (s, b) = call(&app, page("pin-set", &[("CSRF_TOKEN", "forged")])).await;
    assert_eq!(s, 403, "{b}");
    let (s, b) = call(&app, with("pin-set", &[])).await;
    assert_eq!(s, 200, "{b}");
    assert!(
        text(&b).contains("Your PIN is saved") && text(&b).contains("change-pin-form"),
        "{b}"
    );
    let (s, b) = call(&app, with("pin-change", &[])).await;
    assert_eq!(s, 200, "{b}");
    let (s, b) = call(&app, with("pin-change", &[])).await;
    assert_eq!(s, 401, "the old PIN: {b}");
    assert!(
        text(&b).contains("INVALID_PIN") && text(&b).contains("tries left"),
        "{b}"
    );

    // money to spend, a payment code, the statement, the other pages
    call(&all, event("sandbox", "wallets-topup", &[])).await;
    let (s, b) = call(&app, page("code", &[])).await;
    assert_eq!(s, 200, "{b}");
    assert!(
        text(&b).contains("<svg") && text(&b).contains("data-seconds=\"60\""),
        "{b}"
    );
    let (s, b) = call(&app, with("code-new", &[])).await;
    assert_eq!(s, 200, "{b}");
    for (name, shows) in [
        ("statement", "Top-up"),
        ("pay", "scan-start"),
        ("send-page", "send-form"),
        ("exchange-page", "quote-form"),
        ("cash-out-page", "cash-out-form"),
        ("identity", "kyc-form"),
        ("security", "reset-code-form"),
    ] {
        let (s, b) = call(&app, page(name, &[])).await;
        assert_eq!(s, 200, "{name}: {b}");
        assert!(text(&b).contains(shows), "{name}: {b}");
    }

    // a merchant's QR by its typed code: found, confirmed, paid with the PIN
    let (_, b) = call(&all, event("embedded", "qr-generate", &[])).await;
    let qr = b["data"]["id"].as_str().unwrap().to_string();
    let qr_payment = b["data"]["payment_id"].as_str().unwrap().to_string();
    let readable = b["data"]["readable_code"].as_str().unwrap().to_string();
    let spaced = format!("{}+{}", &readable[..4], &readable[4..]);
    let (s, h, _) = call_full(&app, page("pay-find", &[("1234+5678", &spaced)])).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, format!("/wallet/pay/{readable}").as_str())
    );
    let (s, b) = call(
        &app,
        page("pay-confirm", &[("qr_sample000000000000000000", &readable)]),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    assert!(
        text(&b).contains("Pay Sample Shop")
            && text(&b).contains("IQD 3,000")
            && text(&b).contains("2 teas"),
        "{b}"
    );
    let (s, b) = call(
        &app,
        with(
            "pay-post",
            &[
                ("qr_sample000000000000000000", &qr),
                ("pin=1234", "pin=5678"),
            ],
        ),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    assert!(text(&b).contains("Paid IQD 3,000 to Sample Shop"), "{b}");

    // a problem with that payment reported, listed, withdrawn
    let (_, b) = call(&all, event("disputes", "list", &[])).await;
    assert_eq!(b["data"]["data"], serde_json::json!([]), "{b}");
    let paid_id = qr_payment.clone();
    let pay = [("pay_sample00000000000000000", paid_id.as_str())];
    let (s, b) = call(&app, page("report-problem", &pay)).await;
    assert_eq!(s, 200, "{b}");
    assert!(
        text(&b).contains("dispute-form") && text(&b).contains(&paid_id),
        "{b}"
    );
    let (s, h, b) = call_full(&app, with("dispute-open", &pay)).await;
    assert_eq!(s, 303, "{b}");
    assert_eq!(h["location"], "/wallet/disputes?done=opened");
    let (s, b) = call(&app, page("disputes", &[])).await;
    assert_eq!(s, 200, "{b}");
    assert!(text(&b).contains("Waiting for the shop"), "{b}");
    let (_, b) = call(&all, event("disputes", "list", &[])).await;
    let dp = b["data"]["data"][0]["id"].as_str().unwrap().to_string();
    let (s, h, b) = call_full(
        &app,
        with(
            "dispute-withdraw",
            &[("dp_sample000000000000000000", dp.as_str())],
        ),
    )
    .await;
    assert_eq!(s, 303, "{b}");
    assert_eq!(h["location"], "/wallet/disputes?done=withdrawn");

    // a transfer to another user; an exchange at a live quote; KYC; a cash-out
    let (s, b) = call(
        &all,
        event(
            "core",
            "users-sync",
            &[
                ("cust-1001", "cust-2002"),
                ("+9647701234567", "+9647711111111"),
                ("zainab@example.iq", "omar@example.iq"),
            ],
        ),
    )
    .await;
    assert_eq!(s, 201, "{b}");
    // first whom it goes to, by first name and initials, with the PIN asked there; or back
    // to the form with what was typed
    let (s, b) = call(&app, with("send-review", &[])).await;
    assert_eq!(s, 200, "{b}");
    assert!(
        text(&b).contains("Zainab A.") && text(&b).contains("id=\"pin\""),
        "{b}"
    );
    let (s, b) = call(&app, with("send-edit", &[])).await;
    assert_eq!(s, 200, "{b}");
    assert!(
        text(&b).contains("value=\"lunch\"") && !text(&b).contains("id=\"pin\""),
        "{b}"
    );
    let (s, b) = call(&app, with("send", &[("pin=1234", "pin=5678")])).await;
    assert_eq!(s, 200, "{b}");
    assert!(text(&b).contains("Sent IQD 5,000 to"), "{b}");
    let (s, b) = call(
        &app,
        with(
            "exchange-quote",
            &[("from=USD", "from=IQD"), ("amount=10", "amount=13130")],
        ),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    let quote = field(text(&b), "quote_id");
    assert!(
        text(&b).contains("$10.00") && text(&b).contains("1,313"),
        "{b}"
    );
    let (s, b) = call(
        &app,
        with(
            "exchange",
            &[
                ("fxq_sample000000000000000000", &quote),
                ("pin=1234", "pin=5678"),
            ],
        ),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    assert!(text(&b).contains("Exchanged"), "{b}");
    let (s, b) = call(&app, with("cash-out", &[("pin=1234", "pin=5678")])).await;
    assert_eq!(s, 422, "tier 0 cannot cash out: {b}");
    assert!(text(&b).contains("KYC_REQUIRED"), "{b}");
    let (s, b) = call(&app, identity_event(&token, &csrf)).await;
    assert_eq!(s, 503, "no place for documents yet: {b}");
    assert!(
        text(&b).contains("not available right now") && text(&b).contains("SERVICE_UNAVAILABLE"),
        "{b}"
    );
    let docs = std::env::temp_dir().join(format!("sanduq-docs-{}", uuid::Uuid::new_v4()));
    let app = sanduq_fn_wallet_app::app(st.clone().with_documents(std::sync::Arc::new(
        sanduq_kernel::documents::Folder::new(docs.clone()),
    )));
    let (s, b) = call(&app, identity_event(&token, &csrf)).await;
    assert_eq!(s, 201, "{b}");
    assert!(
        docs.join("kyc").join(&merchant).read_dir().unwrap().count() == 1,
        "the photo kept"
    );
    assert!(text(&b).contains("Sent. Status: verified."), "{b}");
    let (s, b) = call(&app, with("cash-out", &[("pin=1234", "pin=5678")])).await;
    assert_eq!(s, 200, "{b}");
    assert!(text(&b).contains("Cash-out of IQD 20,000"), "{b}");

    // a PIN reset by a code sent to the phone
    call(&all, event("sandbox", "clock-advance", &[])).await;
    let (s, b) = call(&app, with("pin-reset-code", &[])).await;
    assert_eq!(s, 200, "{b}");
    let otp = field(text(&b), "otp_id");
    let code = sms_code(&all).await;
    let (s, b) = call(
        &app,
        with(
            "pin-reset",
            &[
                ("otp_sample000000000000000000", &otp),
                ("code=123456", &format!("code={code}")),
            ],
        ),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    assert!(text(&b).contains("Your PIN is saved"), "{b}");

    // the statement in pages of 20: the older page, then back to the newest
    for _ in 0..20 {
        call(&all, event("sandbox", "wallets-topup", &[])).await;
    }
    let (s, b) = call(&app, page("statement", &[])).await;
    assert_eq!(s, 200);
    let first = text(&b).matches("class=\"line\"").count();
    assert_eq!(first, 20, "{b}");
    let at = text(&b).find("id=\"older\"").expect("an older page");
    let older = text(&b)[..at]
        .rsplit("href=\"")
        .next()
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .replace("&#38;", "&");
    let (path, query) = older.split_once('?').unwrap();
    let (s, b) = call(
        &app,
        page(
            "statement",
            &[
                (
                    "\"rawPath\": \"/wallet/statement\"",
                    &format!("\"rawPath\": \"{path}\""),
                ),
                ("currency=IQD", query),
            ],
        ),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    let second = text(&b).matches("class=\"line\"").count();
    assert!(second >= 1 && text(&b).contains("id=\"newest\""), "{b}");

    // the web app's files
    let (s, h, b) = call_full(&app, event("wallet_app", "manifest", &[])).await;
    assert_eq!(
        (s, b["dir"].as_str(), b["start_url"].as_str()),
        (200, Some("rtl"), Some("/wallet")),
        "{b}"
    );
    assert_eq!(h["content-type"], "application/manifest+json");
    let (s, h, _) = call_full(&app, event("wallet_app", "worker", &[])).await;
    assert_eq!(
        (s, h["service-worker-allowed"].to_str().unwrap()),
        (200, "/wallet")
    );
    let (s, h, _) = call_full(&app, event("wallet_app", "icon", &[])).await;
    assert_eq!((s, h["content-type"].to_str().unwrap()), (200, "image/png"));
    let (s, b) = call(&app, event("wallet_app", "offline", &[])).await;
    assert!(
        s == 200 && text(&b).contains("You are offline") && text(&b).contains("أنت غير متصل"),
        "{b}"
    );

    // sign out: the cookie cleared, and it no longer opens the wallet
    let (s, h, _) = call_full(&app, with("signout", &[])).await;
    assert_eq!(s, 303);
    assert!(h["location"].to_str().unwrap().contains("done=signed_out"));
    let (s, h, _) = call_full(&app, page("home", &[])).await;
    assert_eq!(s, 303);
    assert!(h["location"]
        .to_str()
        .unwrap()
        .starts_with("/wallet/signin"));
}

/// The browser's sign-in cookie for the sample user (a code by SMS, then verified).
async fn signed_in(app: &axum::Router, all: &axum::Router, m: &[(&str, &str)]) -> String {
    let (s, b) = call(app, event("wallet_app", "signin", m)).await;
    assert_eq!(s, 200, "{b}");
    let otp = field(text(&b), "otp_id");
    let code = sms_code(all).await;
    let subs = [
        m[0],
        ("otp_sample000000000000000000", &otp),
        ("123456", &code),
    ];
    let (s, h, _) = call_full(app, event("wallet_app", "verify", &subs)).await;
    assert_eq!(s, 303);
    let c = h
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap())
        .find(|c| c.starts_with("sanduq_wallet=wck_"))
        .expect("the session cookie");
    c["sanduq_wallet=".len()..]
        .split(';')
        .next()
        .unwrap()
        .to_string()
}

/// Cash at an agent in the hosted wallet: a verified user with money and a PIN.
#[tokio::test]
async fn wallet_app_withdraw_samples() {
    let (st, merchant) = state().await;
    let st = lambda::with_docs(st);
    let app = sanduq_fn_wallet_app::app(st.clone());
    let all = sanduq_service::app(st.clone());
    let m = [(MER, merchant.as_str())];
    call(&all, event("core", "users-sync", &[])).await;
    call(&all, event("sandbox", "wallets-topup", &[])).await;
    call(&all, event("sandbox", "users-pin", &[])).await;
    let (s, b) = call(&all, event("wallet", "sessions-mint", &[])).await;
    assert_eq!(s, 201, "{b}");
    let user = b["data"]["access_token"].as_str().unwrap().to_string();
    let kyc = [
        ("USER_ACCESS_TOKEN", user.as_str()),
        ("A98765432", "SANDBOX-APPROVE"),
    ];
    let (s, b) = call(&all, event("wallet", "kyc-submit", &kyc)).await;
    assert_eq!(s, 201, "{b}");
    let token = signed_in(&app, &all, &m).await;
    let page = |name: &str, subs: &[(&str, &str)]| {
        let mut all_subs = vec![("wck_SESSION", token.as_str())];
        all_subs.extend_from_slice(subs);
        event("wallet_app", name, &all_subs)
    };
    let (s, b) = call(&app, page("home", &[])).await;
    assert_eq!(s, 200, "{b}");
    // every money figure's accessible name is its words: the balance and the top-up's line
    assert_eq!(
        text(&b)
            .matches(r#"aria-label="one hundred thousand Iraqi dinars""#)
            .count(),
        2,
        "{b}"
    );
    let csrf = field(text(&b), "csrf");
    let with = |name: &str, more: &[(&str, &str)]| {
        let mut subs = vec![("CSRF_TOKEN", csrf.as_str())];
        subs.extend_from_slice(more);
        page(name, &subs)
    };

    // cash at an agent: the form, an amount the notes do not make (the nearest offered),
    // the review with its notes, back to the form, the code's first half, read, canceled
    let (s, b) = call(&app, with("withdraw-page", &[])).await;
    assert!(
        s == 200 && text(&b).contains("id=\"no-withdrawals\""),
        "{b}"
    );
    let odd = ("25%2C000", "25%2C500");
    let (s, b) = call(&app, with("withdraw-review", &[odd])).await;
    assert_eq!(s, 422, "{b}");
    assert!(
        text(&b).contains("name=\"payable\" value=\"25000\"")
            && text(&b).contains("name=\"payable\" value=\"26000\""),
        "the nearest payable amounts: {b}"
    );
    let (s, b) = call(&app, with("withdraw-review", &[])).await;
    assert_eq!(s, 200, "{b}");
    assert!(
        text(&b).contains("1 × IQD 25,000") && text(&b).contains("No fee"),
        "{b}"
    );
    let (s, b) = call(&app, with("withdraw-edit", &[])).await;
    assert!(s == 200 && text(&b).contains("value=\"25,000\""), "{b}");
    let (s, b) = call(&app, with("withdraw", &[("pin=1234", "pin=0000")])).await;
    assert_eq!(s, 401, "a wrong PIN: the review again: {b}");
    assert!(text(&b).contains("withdraw-confirm"), "{b}");
    let (s, h, _) = call_full(&app, with("withdraw", &[])).await;
    assert_eq!(s, 303);
    let to = h["location"].to_str().unwrap().to_string();
    let wd = to
        .strip_prefix("/wallet/withdraw/")
        .and_then(|t| t.strip_suffix("?done=held"))
        .unwrap_or_else(|| panic!("{to}"))
        .to_string();
    let held = [
        ("wd_sample000000000000000000", wd.as_str()),
        (
            "\"rawQueryString\": \"\"",
            "\"rawQueryString\": \"done=held\"",
        ),
    ];
    let (s, b) = call(&app, with("withdrawal", &held)).await;
    assert!(
        s == 200 && text(&b).contains("id=\"code-part\"") && text(&b).contains("is held for you"),
        "{b}"
    );
    let it = [("wd_sample000000000000000000", wd.as_str())];
    let (s, b) = call(&app, with("withdrawal", &it)).await;
    assert!(s == 200 && text(&b).contains("Waiting for an agent"), "{b}");
    let (s, h, _) = call_full(&app, with("withdrawal-cancel", &it)).await;
    assert_eq!(s, 303);
    let (s, b) = call(&app, with("withdrawal", &it)).await;
    assert!(
        s == 200 && text(&b).contains("Canceled") && !text(&b).contains("code-part"),
        "{b} after {h:?}"
    );
    let (s, b) = call(&app, with("withdrawal-cancel", &it)).await;
    assert_eq!(s, 409, "canceled already: {b}");
    let (s, b) = call(&app, with("agents", &[])).await;
    assert!(s == 200 && text(&b).contains("id=\"no-agents\""), "{b}");
}

/// Family wallets in the hosted wallet: a verified guardian adds a family member, sets its
/// rules, pauses it, shows it a sign-in code; the family wallet signs in with the code on its
/// own browser and sees its rules at home.
#[tokio::test]
async fn wallet_app_family_samples() {
    let (st, merchant) = state().await;
    let st = lambda::with_docs(st);
    let app = sanduq_fn_wallet_app::app(st.clone());
    let all = sanduq_service::app(st.clone());
    let m = [(MER, merchant.as_str())];
    call(&all, event("core", "users-sync", &[])).await;
    let (s, b) = call(&all, event("wallet", "sessions-mint", &[])).await;
    assert_eq!(s, 201, "{b}");
    let user = b["data"]["access_token"].as_str().unwrap().to_string();
    let token = signed_in(&app, &all, &m).await;
    let page = |name: &str, subs: &[(&str, &str)]| {
        let mut all_subs = vec![("wck_SESSION", token.as_str())];
        all_subs.extend_from_slice(subs);
        event("wallet_app", name, &all_subs)
    };
    let (s, b) = call(&app, page("family", &[])).await;
    assert!(s == 200 && text(&b).contains("id=\"no-members\""), "{b}");
    let csrf = field(text(&b), "csrf");
    let with = |name: &str, more: &[(&str, &str)]| {
        let mut subs = vec![("CSRF_TOKEN", csrf.as_str())];
        subs.extend_from_slice(more);
        page(name, &subs)
    };
    // tier 0: refused in words, the form kept
    let (s, b) = call(&app, with("family-add", &[])).await;
    assert!(
        s == 422
            && text(&b).contains("Verify your identity first")
            && text(&b).contains("value=\"Zaid Ali\""),
        "{b}"
    );
    let kyc = [
        ("USER_ACCESS_TOKEN", user.as_str()),
        ("A98765432", "SANDBOX-APPROVE"),
    ];
    let (s, b) = call(&all, event("wallet", "kyc-submit", &kyc)).await;
    assert_eq!(s, 201, "{b}");
    let (s, h, _) = call_full(&app, with("family-add", &[])).await;
    assert_eq!(s, 303);
    let to = h["location"].to_str().unwrap().to_string();
    let dep = to
        .strip_prefix("/wallet/family/")
        .and_then(|t| t.strip_suffix("?done=added"))
        .unwrap_or_else(|| panic!("{to}"))
        .to_string();
    let it = [("usr_sampledependant000000000", dep.as_str())];
    let (s, b) = call(&app, with("dependant", &it)).await;
    assert!(
        s == 200 && text(&b).contains("Zaid Ali") && text(&b).contains("id=\"rules-form\""),
        "{b}"
    );
    let (s, h, _) = call_full(&app, with("dependant-rules", &it)).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, format!("/wallet/family/{dep}?done=saved").as_str())
    );
    let (_, b) = call(&app, with("dependant", &it)).await;
    assert!(
        text(&b).contains("class=\"digits\" value=\"50,000\"")
            && text(&b)
                .contains("name=\"categories\" dir=\"ltr\" maxlength=\"200\" value=\"5942\""),
        "{b}"
    );
    // a bad amount names its field; nothing changes
    let bad = [
        ("usr_sampledependant000000000", dep.as_str()),
        ("daily=50%2C000", "daily=lots"),
    ];
    let (s, b) = call(&app, with("dependant-rules", &bad)).await;
    assert!(
        s == 422 && text(&b).contains("VALIDATION_ERROR: daily"),
        "{b}"
    );
    let (s, h, _) = call_full(&app, with("dependant-pause", &it)).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, format!("/wallet/family/{dep}?done=paused").as_str())
    );
    let (s, b) = call(&app, with("family", &[])).await;
    assert!(s == 200 && text(&b).contains("data-paused=\"true\""), "{b}");
    // the code, shown once, signs the family wallet in on another browser
    let (s, b) = call(&app, with("dependant-code", &it)).await;
    assert_eq!(s, 200, "{b}");
    let html = text(&b);
    let at = html.find("id=\"sign-in-code\" dir=\"ltr\">").unwrap()
        + "id=\"sign-in-code\" dir=\"ltr\">".len();
    let code = html[at..].split('<').next().unwrap().to_string();
    assert_eq!(code.len(), 11, "{code}");
    let (s, b) = call(&app, event("wallet_app", "signin-page", &m)).await;
    assert_eq!(s, 200, "{b}");
    let typed = code.replace(' ', "+");
    let subs = [m[0], ("12345+67890", typed.as_str())];
    let (s, h, _) = call_full(&app, event("wallet_app", "signin-family", &subs)).await;
    assert_eq!(s, 303, "{h:?}");
    let kid = h
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap())
        .find(|c| c.starts_with("sanduq_wallet=wck_"))
        .expect("the session cookie");
    let kid = kid["sanduq_wallet=".len()..]
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let (s, b) = call(
        &app,
        event("wallet_app", "home", &[("wck_SESSION", kid.as_str())]),
    )
    .await;
    assert!(
        s == 200
            && text(&b).contains("id=\"family-card\"")
            && text(&b).contains("id=\"family-paused\""),
        "{b}"
    );
    // used once: the sign-in page again, the code's form open, in words
    let (s, b) = call(&app, event("wallet_app", "signin-family", &subs)).await;
    assert!(
        s == 404 && text(&b).contains("<details class=\"family-code\" open>"),
        "{b}"
    );
}
