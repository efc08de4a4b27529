//! The agent app's function fed its events/ samples: the sign-in page in Arabic, a code by
//! SMS and sign-in, the PIN set, cash taken in for the sample buyer (named before the PIN,
//! a wrong PIN refused), a withdrawal paid out with its code, today's statement and the
//! latest operations with their receipts, the manifest, and sign-out. Each page is asserted
//! by what it shows, not only its status.

use crate::lambda;
use lambda::{call, call_full, event, state};

const MER: &str = "mer_sample000000000000000000";

fn text(b: &serde_json::Value) -> &str {
    b.as_str().unwrap_or_default()
}

/// The value of `name="<field>" value="..."` in a page.
fn field(html: &str, name: &str) -> String {
    let pat = format!(r#"name="{name}" value=""#);
    let at = html
        .find(&pat)
        .unwrap_or_else(|| panic!("{name} in {html}"))
        + pat.len();
    html[at..].split('"').next().unwrap().to_string()
}

/// The newest sandbox text message to `phone` (URL-encoded).
async fn newest_text(all: &axum::Router, phone: &str) -> String {
    let to = [("%2B9647701234567", phone)];
    let (s, b) = call(all, event("sandbox", "sms-inbox", &to)).await;
    assert_eq!(s, 200, "{b}");
    b["data"]["messages"][0]["text"]
        .as_str()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn agent_app_samples() {
    let (st, merchant) = state().await;
    let st = lambda::with_docs(st);
    let app = sanduq_fn_agent_app::app(st.clone());
    let agents = sanduq_fn_agents::app(st.clone());
    let all = sanduq_service::app(st.clone());
    let m = [(MER, merchant.as_str())];

    // the sample buyer with money and a PIN; a captured payment for the agent's float
    call(&all, event("core", "users-sync", &[])).await;
    call(&all, event("sandbox", "wallets-topup", &[])).await;
    call(&all, event("sandbox", "users-pin", &[])).await;
    let (s, b) = call(&all, event("core", "checkout-sessions-create", &[])).await;
    assert_eq!(s, 201, "{b}");
    let ids = [
        (
            "cs_sample000000000000000000",
            b["data"]["id"].as_str().unwrap().to_string(),
        ),
        (
            "pay_sample00000000000000000",
            b["data"]["payment_id"].as_str().unwrap().to_string(),
        ),
    ];
    let ids: Vec<(&str, &str)> = ids.iter().map(|(a, b)| (*a, b.as_str())).collect();
    call(&all, event("sandbox", "checkout-sessions-pay", &ids)).await;
    call(&all, event("core", "payments-capture", &ids)).await;
    let (s, b) = call(&agents, event("agents", "create", &[])).await;
    assert_eq!(s, 201, "{b}");
    let agent = b["data"]["id"].as_str().unwrap().to_string();
    let float = [
        ("ag_sample000000000000000000", agent.as_str()),
        ("1000000", "10000"),
    ];
    let (s, b) = call(&agents, event("agents", "float", &float)).await;
    assert_eq!(s, 201, "{b}");

    // the sign-in page in Arabic, its pre-session cookie for /agent only
    let (s, h, b) = call_full(&app, event("agent_app", "signin-page", &m)).await;
    assert_eq!(s, 200);
    assert!(
        text(&b).contains(r#"dir="rtl""#) && text(&b).contains("دخول الوكيل"),
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
            .any(|c| c.starts_with("sanduq_agent_pre=aps_")
                && c.contains("HttpOnly")
                && c.contains("Path=/agent")
                && c.contains("SameSite=Strict")),
        "{cookies:?}"
    );

    // a code by SMS to the agent's phone, then sign-in
    let (s, b) = call(&app, event("agent_app", "signin", &m)).await;
    assert_eq!(s, 200, "{b}");
    let otp = field(text(&b), "otp_id");
    let code = newest_text(&all, "%2B9647801234567").await[..6].to_string();
    let verify = |c: &str| {
        event(
            "agent_app",
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
    assert!(
        s == 422 && text(&b).contains(&otp),
        "the code form again: {b}"
    );
    let (s, h, _) = call_full(&app, verify(&code)).await;
    assert_eq!((s, h["location"].to_str().unwrap()), (303, "/agent"));
    let session = h
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap())
        .find(|c| c.starts_with("sanduq_agent=ack_"))
        .expect("the session cookie");
    assert!(
        session.contains("HttpOnly") && session.contains("Path=/agent"),
        "{session}"
    );
    let token = session["sanduq_agent=".len()..]
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let page = |name: &str, subs: &[(&str, &str)]| {
        let mut all_subs = vec![("ack_SESSION", token.as_str())];
        all_subs.extend_from_slice(subs);
        event("agent_app", name, &all_subs)
    };

    // home: the float moved to it, the PIN asked for; set
    let (s, b) = call(&app, page("home", &[])).await;
    assert_eq!(s, 200, "{b}");
    let home = text(&b).to_string();
    assert!(
        home.contains("Karrada cash point")
            && home.contains("IQD 10,000")
            && home.contains(r#"aria-label="ten thousand Iraqi dinars""#)
            && home.contains("pin-form"),
        "{home}"
    );
    let csrf = field(&home, "csrf");
    let with = |name: &str, more: &[(&str, &str)]| {
        let mut subs = vec![("CSRF_TOKEN", csrf.as_str())];
        subs.extend_from_slice(more);
        page(name, &subs)
    };
    let (s, b) = call(&app, page("pin", &[("CSRF_TOKEN", "forged")])).await;
    assert_eq!(s, 403, "{b}");
    let (s, h, _) = call_full(&app, with("pin", &[])).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/agent?done=pin")
    );

    // cash in: the buyer named before the PIN; a wrong PIN refused; taken in, with its receipt
    let (s, b) = call(&app, with("cash-in-page", &[])).await;
    assert!(s == 200 && text(&b).contains("cash-in-form"), "{b}");
    let (s, b) = call(&app, with("cash-in-review", &[])).await;
    assert!(s == 200 && text(&b).contains("Zainab A."), "{b}");
    let (s, b) = call(&app, with("cash-in-edit", &[])).await;
    assert!(s == 200 && text(&b).contains("value=\"5,000\""), "{b}");
    let (s, b) = call(&app, with("cash-in", &[("pin=2580", "pin=1111")])).await;
    assert_eq!(s, 401, "{b}");
    assert!(
        text(&b).contains("INVALID_PIN") && text(&b).contains("cash-in-confirm"),
        "{b}"
    );
    // one key for both sends of the form (the sample's own is fresh each time)
    let keyed = format!("csrf={csrf}&idempotency_key=0b3f1c52-8d4e-4b6f-9a0e-2c5d8e1f3a7c&fresh=");
    let once = [("csrf=CSRF_TOKEN&idempotency_key=", keyed.as_str())];
    let (s, b) = call(&app, page("cash-in", &once)).await;
    assert_eq!(s, 201, "{b}");
    assert!(
        text(&b).contains("is in Zainab A.") && text(&b).contains("?paper=80mm"),
        "{b}"
    );
    // the same form again (its Idempotency-Key): once
    let (s, b) = call(&app, page("cash-in", &once)).await;
    assert_eq!(s, 201, "{b}");

    // a withdrawal the buyer asked for in the wallet, paid out with its whole code
    let (s, b) = call(&all, event("wallet", "sessions-mint", &[])).await;
    assert_eq!(s, 201, "{b}");
    let user = b["data"]["access_token"].as_str().unwrap().to_string();
    let kyc = [
        ("USER_ACCESS_TOKEN", user.as_str()),
        ("A98765432", "SANDBOX-APPROVE"),
    ];
    let (s, b) = call(&all, event("wallet", "kyc-submit", &kyc)).await;
    assert_eq!(s, 201, "{b}");
    let mine = [("USER_ACCESS_TOKEN", user.as_str())];
    let (s, b) = call(&agents, event("agents", "withdraw", &mine)).await;
    assert_eq!(s, 201, "{b}");
    let half = b["data"]["code_part"].as_str().unwrap().to_string();
    let second = newest_text(&all, "%2B9647701234567").await[..4].to_string();
    let (s, b) = call(&app, with("redeem-page", &[])).await;
    assert!(s == 200 && text(&b).contains("redeem-form"), "{b}");
    let wrong = [(
        "123456+7890",
        format!("{half}{}", if second == "0000" { "1111" } else { "0000" }),
    )];
    let wrong: Vec<(&str, &str)> = wrong.iter().map(|(a, b)| (*a, b.as_str())).collect();
    let (s, b) = call(&app, with("redeem", &wrong)).await;
    assert_eq!(s, 422, "{b}");
    let whole = format!("{half}{second}");
    let (s, b) = call(&app, with("redeem", &[("123456+7890", &whole)])).await;
    assert_eq!(s, 200, "{b}");
    assert!(
        text(&b).contains("Hand over IQD 5,000") && text(&b).contains("1 × IQD 5,000"),
        "{b}"
    );

    // today: the statement and the operations, each with its receipt
    let (s, b) = call(&app, page("statement", &[])).await;
    assert_eq!(s, 200, "{b}");
    assert!(text(&b).contains("id=\"cash-ins-IQD\""), "{b}");
    let (s, b) = call(&app, page("home", &[])).await;
    assert_eq!(s, 200);
    let ops = text(&b);
    assert_eq!(ops.matches("class=\"receipt\"").count(), 2, "{ops}");
    assert!(ops.contains("data-kind=\"cash_out\"") && ops.contains("data-kind=\"float_in\""));

    // the manifest, in Kurdish
    let (s, h, b) = call_full(&app, event("agent_app", "manifest", &[])).await;
    assert_eq!(
        (s, b["start_url"].as_str(), b["dir"].as_str()),
        (200, Some("/agent"), Some("rtl")),
        "{b}"
    );
    assert_eq!(h["content-type"], "application/manifest+json");

    // sign out: the cookie no longer opens the app
    let (s, h, _) = call_full(&app, with("signout", &[])).await;
    assert_eq!(s, 303);
    assert!(h["location"].to_str().unwrap().contains("done=signed_out"));
    let (s, h, _) = call_full(&app, page("home", &[])).await;
    assert_eq!(s, 303);
    assert!(h["location"].to_str().unwrap().starts_with("/agent/signin"));
}
