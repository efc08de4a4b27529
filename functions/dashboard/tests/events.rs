//! The dashboard function fed its events/ samples: sign in, read the pages, capture, void
//! and refund, invite and remove a person, sign out.

#[path = "../../support/lambda.rs"]
mod lambda;
use lambda::{call, call_full, event, state};

/// The value of `name="csrf" value="..."` in a page.
fn csrf(html: &str) -> String {
    let at = html
        .find(r#"name="csrf" value=""#)
        .expect("a form with its csrf token")
        + 19;
    html[at..].split('"').next().unwrap().to_string()
}

/// A reserved payment (a paid core checkout, manual capture); its id.
async fn reserved(all: &axum::Router) -> String {
    call(all, event("core", "users-sync", &[])).await;
    call(all, event("sandbox", "wallets-topup", &[])).await;
    call(all, event("sandbox", "users-pin", &[])).await;
    let (_, b) = call(all, event("core", "checkout-sessions-create", &[])).await;
    let cs = b["data"]["id"].as_str().unwrap().to_string();
    let (s, _) = call(
        all,
        event(
            "pages",
            "pay-page-post",
            &[("cs_sample000000000000000000", &cs)],
        ),
    )
    .await;
    assert_eq!(s, 200);
    let (_, b) = call(
        all,
        event(
            "core",
            "checkout-sessions-get",
            &[("cs_sample000000000000000000", &cs)],
        ),
    )
    .await;
    b["data"]["payment_id"]
        .as_str()
        .expect("the session's payment")
        .to_string()
}

#[tokio::test]
async fn dashboard_samples() {
    let (st, merchant) = state().await;
    let dash = sanduq_fn_dashboard::app(st.clone());
    let all = sanduq_api::app(st.clone());
    let m = [("mer_sample000000000000000000", merchant.as_str())];
    let (s, b) = call(&all, event("admin", "dashboard-users-create", &m)).await;
    assert_eq!(s, 201, "{b}");
    assert_eq!(
        (b["data"]["role"].as_str(), b["data"]["active"].as_bool()),
        (Some("owner"), Some(true))
    );
    assert!(b["data"].get("password").is_none() && !b.to_string().contains("$argon2"));

    let (s, h, b) = call_full(&dash, event("dashboard", "signin-page", &[])).await;
    assert_eq!(s, 200);
    assert!(b.as_str().unwrap().contains(r#"dir="rtl""#));
    let cookies: Vec<&str> = h
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap())
        .collect();
    assert!(
        cookies
            .iter()
            .any(|c| c.starts_with("sanduq_presession=dsp_")),
        "{cookies:?}"
    );
    assert!(
        cookies.iter().any(|c| c.starts_with("sanduq_locale=ar")),
        "{cookies:?}"
    );

    let (s, h, _) = call_full(&dash, event("dashboard", "signin", &[])).await;
    assert_eq!(s, 303);
    assert_eq!(h["location"], "/dashboard");
    let cookie = h
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap())
        .find(|c| c.starts_with("sanduq_session=dss_"))
        .expect("a session cookie")
        .to_string();
    for attr in ["HttpOnly", "Secure", "SameSite=Strict", "Path=/dashboard"] {
        assert!(cookie.contains(attr), "{cookie}");
    }
    let token = cookie["sanduq_session=".len()..]
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let (s, b) = call(
        &dash,
        event("dashboard", "overview", &[("dss_SESSION", &token)]),
    )
    .await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains("Overview") && html.contains("Sample Shop"),
        "{html}"
    );
    let c = csrf(&html);
    let sub = |extra: &[(&'static str, String)]| {
        let mut v = vec![("dss_SESSION", token.clone()), ("CSRF_TOKEN", c.clone())];
        v.extend(extra.iter().cloned());
        v
    };
    let ev = |name: &str, subs: &[(&'static str, String)]| {
        let subs: Vec<(&str, &str)> = subs.iter().map(|(a, b)| (*a, b.as_str())).collect();
        event("dashboard", name, &subs)
    };

    // a reserved payment: listed, shown, captured; then refunded in part
    let pay = reserved(&all).await;
    let p = ("pay_sample000000000000000000", pay.clone());
    let (s, b) = call(&dash, ev("payments", &sub(&[]))).await;
    assert_eq!(s, 200);
    assert!(
        b.as_str().unwrap().contains(&pay),
        "the reserved payment is listed"
    );
    let (s, b) = call(&dash, ev("payment", &sub(std::slice::from_ref(&p)))).await;
    assert_eq!(s, 200);
    assert!(b.as_str().unwrap().contains(r#"id="capture""#));
    let (s, h, _) = call_full(&dash, ev("capture", &sub(std::slice::from_ref(&p)))).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (
            303,
            format!("/dashboard/payments/{pay}?done=capture").as_str()
        )
    );
    let (s, h, _) = call_full(&dash, ev("refund", &sub(std::slice::from_ref(&p)))).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (
            303,
            format!("/dashboard/payments/{pay}?done=refund").as_str()
        )
    );
    let (s, b) = call(
        &all,
        event(
            "gateway",
            "payments-get",
            &[("pay_sample00000000000000000", &pay)],
        ),
    )
    .await;
    assert_eq!(
        (s, b["data"]["refunded_amount"].as_i64()),
        (200, Some(5000)),
        "{b}"
    );
    // a second reserved payment, voided
    let pay2 = reserved(&all).await;
    let (s, _, _) = call_full(
        &dash,
        ev(
            "void",
            &sub(&[("pay_sample000000000000000000", pay2.clone())]),
        ),
    )
    .await;
    assert_eq!(s, 303);
    let (_, b) = call(
        &all,
        event(
            "gateway",
            "payments-get",
            &[("pay_sample00000000000000000", &pay2)],
        ),
    )
    .await;
    assert_eq!(b["data"]["status"], "cancelled", "{b}");

    // the team: invite, the invitation accepted, removed
    let (s, b) = call(&dash, ev("team-invite", &sub(&[]))).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 201, "{html}");
    let at = html.find("/dashboard/invite/dsi_").unwrap() + "/dashboard/invite/".len();
    let invite = html[at..].split('"').next().unwrap().to_string();
    let i = [("dsi_INVITE", invite.as_str())];
    let (s, b) = call(&dash, event("dashboard", "invite-page", &i)).await;
    assert_eq!(s, 200);
    assert!(b.as_str().unwrap().contains("support@sample.example"));
    let (s, h, _) = call_full(&dash, event("dashboard", "invite-accept", &i)).await;
    assert_eq!((s, h["location"].to_str().unwrap()), (303, "/dashboard"));
    let (s, _) = call(&dash, event("dashboard", "invite-accept", &i)).await;
    assert_eq!(s, 404, "an invitation works once");
    let (s, b) = call(&dash, ev("team", &sub(&[]))).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200);
    assert!(
        html.contains("support@sample.example") && html.contains("capture_payment"),
        "{html}"
    );
    let (s, h, _) = call_full(&dash, ev("team-remove", &sub(&[]))).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/dashboard/team?done=remove")
    );

    // signed out: the session no longer opens a page
    let (s, _, _) = call_full(&dash, ev("signout", &sub(&[]))).await;
    assert_eq!(s, 303);
    let (s, h, _) = call_full(&dash, ev("overview", &sub(&[]))).await;
    assert_eq!(s, 303);
    assert!(h["location"]
        .to_str()
        .unwrap()
        .starts_with("/dashboard/signin"));
}
