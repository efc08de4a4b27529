//! The dashboard function fed its events/ samples: sign in, read the pages, capture, void
//! and refund, links and their QR, subscriptions, keys, webhook endpoints, the test clock,
//! branding, invite and remove a person, sign out.

use crate::lambda;
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
    // a dispute's evidence files go where identity documents do
    let st = lambda::with_docs(st);
    let dash = sanduq_fn_dashboard::app(st.clone());
    let all = sanduq_service::app(st.clone());
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

    // payment links: made from the form, its page with the QR, the QR as a PNG, deactivated
    let (s, b) = call(&dash, ev("links", &sub(&[]))).await;
    assert_eq!(s, 200, "{b}");
    let (s, h, _) = call_full(&dash, ev("links-create", &sub(&[]))).await;
    assert_eq!(s, 303);
    let to = h["location"].to_str().unwrap().to_string();
    let link = to["/dashboard/links/".len()..]
        .split('?')
        .next()
        .unwrap()
        .to_string();
    assert!(
        link.starts_with("pl_") && to.ends_with("?done=create"),
        "{to}"
    );
    let l = ("pl_sample000000000000000000", link.clone());
    let (s, b) = call(&dash, ev("link", &sub(std::slice::from_ref(&l)))).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(html.contains("Gift card") && html.contains("25,000") && html.contains(r#"id="qr""#));
    let (s, h, b) = call_full(&dash, ev("link-qr", &sub(std::slice::from_ref(&l)))).await;
    assert_eq!((s, h["content-type"].to_str().unwrap()), (200, "image/png"));
    assert!(h["content-disposition"]
        .to_str()
        .unwrap()
        .starts_with("attachment"));
    assert!(b.as_str().unwrap().contains("PNG"));
    let (s, _, _) = call_full(&dash, ev("link-deactivate", &sub(std::slice::from_ref(&l)))).await;
    assert_eq!(s, 303);
    let (_, b) = call(
        &all,
        event(
            "links",
            "payment-links-get",
            &[("pl_sample000000000000000000", &link)],
        ),
    )
    .await;
    assert_eq!(b["data"]["status"], "deactivated", "{b}");

    // subscriptions: listed, shown, paused
    let (_, b) = call(&all, event("subscriptions", "plans-create", &[])).await;
    let plan = b["data"]["id"].as_str().unwrap().to_string();
    let (s, b) = call(
        &all,
        event(
            "subscriptions",
            "subscriptions-create",
            &[("plan_sample000000000000000000", &plan)],
        ),
    )
    .await;
    assert_eq!(s, 201, "{b}");
    let sid = b["data"]["id"].as_str().unwrap().to_string();
    let su = ("sub_sample000000000000000000", sid.clone());
    let (s, b) = call(&dash, ev("subscriptions", &sub(&[]))).await;
    assert_eq!(s, 200);
    assert!(b.as_str().unwrap().contains(&sid));
    let (s, b) = call(&dash, ev("subscription", &sub(std::slice::from_ref(&su)))).await;
    assert_eq!(s, 200);
    assert!(b.as_str().unwrap().contains(r#"id="pause""#));
    let (s, h, _) = call_full(
        &dash,
        ev("subscription-pause", &sub(std::slice::from_ref(&su))),
    )
    .await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (
            303,
            format!("/dashboard/subscriptions/{sid}?done=pause").as_str()
        )
    );

    // developers: a publishable key rolled (the new one shown once), an endpoint added (its
    // secret shown once), its event types changed, an event resent to it, the clock moved
    let (s, b) = call(&dash, ev("developers", &sub(&[]))).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    let at = html.find("<td>Publishable key</td>").unwrap();
    let key = html[..at]
        .rsplit(r#"data-key=""#)
        .next()
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .to_string();
    let k = ("key_sample000000000000000000", key.clone());
    let (s, b) = call(&dash, ev("key-roll", &sub(std::slice::from_ref(&k)))).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 201, "{html}");
    assert!(
        html.contains(r#"id="shown-secret" "#) && html.contains("pk_sandbox_"),
        "{html}"
    );
    let (s, b) = call(&dash, ev("key-roll", &sub(std::slice::from_ref(&k)))).await;
    assert_eq!(s, 422, "a rolled key is not rolled again");
    assert!(b.as_str().unwrap().contains("the key is already revoked"));
    let (s, b) = call(&dash, ev("endpoint-add", &sub(&[]))).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 201, "{html}");
    assert!(html.contains("whsec_"), "the signing secret, shown once");
    let at = html.find("/dashboard/developers/webhooks/we_").unwrap()
        + "/dashboard/developers/webhooks/".len();
    let we = html[at..].split('/').next().unwrap().to_string();
    let w = ("we_sample000000000000000000", we.clone());
    let (s, b) = call(&dash, ev("endpoint", &sub(std::slice::from_ref(&w)))).await;
    assert_eq!(s, 200, "{b}");
    // a test event: the sample's host does not resolve here, so the page says it was not sent
    let (s, b) = call(&dash, ev("endpoint-test", &sub(std::slice::from_ref(&w)))).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(html.contains("Test event evt_test_"), "{html}");
    let (s, b) = call(&dash, ev("events", &sub(&[]))).await;
    assert_eq!(s, 200, "{b}");
    assert!(b.as_str().unwrap().contains(r#"id="events-filter""#));
    let (s, h, _) = call_full(&dash, ev("endpoint-events", &sub(std::slice::from_ref(&w)))).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (
            303,
            format!("/dashboard/developers/webhooks/{we}?done=events").as_str()
        )
    );
    let (_, b) = call(
        &all,
        event(
            "webhooks",
            "endpoints-get",
            &[("we_sample000000000000000000", &we)],
        ),
    )
    .await;
    assert_eq!(b["data"]["events"], serde_json::json!(["*"]), "{b}");
    let (_, b) = call(&all, event("webhooks", "events-list", &[])).await;
    let evt = b["data"]["events"][0]["id"].as_str().unwrap().to_string();
    let e = ("evt_sample000000000000000000", evt.clone());
    let (s, h, _) = call_full(&dash, ev("event-resend", &sub(&[w.clone(), e]))).await;
    assert_eq!(s, 303);
    assert!(h["location"].to_str().unwrap().contains("done=resend"));
    let (s, _, _) = call_full(&dash, ev("clock-advance", &sub(&[]))).await;
    assert_eq!(s, 303);

    // branding: shown with its preview, saved through the API's handler
    let (s, b) = call(&dash, ev("branding", &sub(&[]))).await;
    assert_eq!(s, 200);
    assert!(b.as_str().unwrap().contains(r#"id="preview""#));
    let (s, _, _) = call_full(&dash, ev("branding-save", &sub(&[]))).await;
    assert_eq!(s, 303);
    let (_, b) = call(&all, event("core", "branding-get", &[])).await;
    assert_eq!(b["data"]["name"], "Baghdad Books", "{b}");

    // the money pages: the balance, a payout, reports run through the API's handler
    let (s, b) = call(&dash, ev("balance", &sub(&[]))).await;
    assert_eq!(s, 200);
    assert!(b.as_str().unwrap().contains(r#"id="schedule""#));
    let (s, _) = call(&dash, ev("payout", &sub(&[]))).await;
    assert_eq!(s, 404, "the sample's payout is nobody's");
    let (s, h, _) = call_full(&dash, ev("report-run", &sub(&[]))).await;
    assert_eq!(s, 303);
    assert!(h["location"].to_str().unwrap().contains("done=report"));
    let (s, b) = call(&dash, ev("reports", &sub(&[]))).await;
    assert_eq!(s, 200);
    assert!(
        b.as_str().unwrap().contains("rp-pending"),
        "written by the report function"
    );
    let (s, _) = call(&dash, ev("report-download", &sub(&[]))).await;
    assert_eq!(s, 404);

    // disputes of the payment (the buyer's, through the disputes family): listed, shown,
    // answered with a file, submitted; a second accepted after its confirmation
    let (s, b) = call(&all, event("wallet", "sessions-mint", &[])).await;
    assert_eq!(s, 201, "{b}");
    let user = b["data"]["access_token"].as_str().unwrap().to_string();
    let mut ids = vec![];
    for _ in 0..2 {
        let open = event(
            "disputes",
            "open",
            &[
                ("USER_ACCESS_TOKEN", &user),
                ("pay_sample00000000000000000", &pay),
            ],
        );
        let (s, b) = call(&all, open).await;
        assert_eq!(s, 201, "{b}");
        ids.push(b["data"]["id"].as_str().unwrap().to_string());
    }
    let d = |i: usize| ("dp_sample000000000000000000", ids[i].clone());
    let (s, b) = call(&dash, ev("disputes", &sub(&[]))).await;
    assert_eq!(s, 200);
    assert!(b.as_str().unwrap().contains(&ids[0]), "listed");
    let (s, b) = call(&dash, ev("dispute", &sub(&[d(0)]))).await;
    assert_eq!(s, 200);
    assert!(b.as_str().unwrap().contains(r#"id="evidence-form""#));
    let (s, h, _) = call_full(&dash, ev("dispute-evidence", &sub(&[d(0)]))).await;
    assert_eq!(s, 303);
    assert!(h["location"].to_str().unwrap().contains("done=added"));
    let (s, h, _) = call_full(&dash, ev("dispute-submit", &sub(&[d(0)]))).await;
    assert_eq!(s, 303);
    assert!(h["location"].to_str().unwrap().contains("done=submitted"));
    let (s, h, _) = call_full(&dash, ev("dispute-accept", &sub(&[d(1)]))).await;
    assert_eq!(s, 303);
    assert!(h["location"].to_str().unwrap().contains("done=accepted"));
    let get = |i: usize| {
        event(
            "disputes",
            "get",
            &[("dp_sample000000000000000000", ids[i].as_str())],
        )
    };
    let (_, b) = call(&all, get(0)).await;
    assert_eq!(
        (
            b["data"]["status"].as_str(),
            b["data"]["evidence"][0]["files"][0]["name"].as_str()
        ),
        (Some("under_review"), Some("delivery-note.png")),
        "{b}"
    );
    let (_, b) = call(&all, get(1)).await;
    assert_eq!(b["data"]["status"], "accepted", "{b}");
    // answered once: the page says why a second accept is refused
    let (s, _) = call(&dash, ev("dispute-accept", &sub(&[d(1)]))).await;
    assert_eq!(s, 409);

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

/// A wrong sign-in from API Gateway's `source`, with an X-Forwarded-For of the client's own.
async fn wrong_sign_in(dash: &axum::Router, forwarded: &str, source: &str) -> u16 {
    let header = format!(r#""x-forwarded-for": "{forwarded}""#);
    let context = format!(r#""sourceIp": "{source}""#);
    let subs = [
        ("correct+horse+battery+staple", "not+the+password+at+all"),
        (r#""x-forwarded-for": "198.51.100.7""#, header.as_str()),
        (r#""sourceIp": "198.51.100.7""#, context.as_str()),
    ];
    call_full(dash, event("dashboard", "signin", &subs)).await.0
}

/// The sign-in limit (10 a minute per client address) keys on API Gateway's
/// `requestContext.http.sourceIp`: an X-Forwarded-For the client writes changes nothing.
#[tokio::test]
async fn the_sign_in_limit_keys_on_the_edges_source_address() {
    let (st, _) = state().await;
    let dash = sanduq_fn_dashboard::app(st);
    let minute = chrono::Utc::now().timestamp() / 60;
    let mut last = 0;
    for n in 0..=10 {
        last = wrong_sign_in(&dash, &format!("192.0.2.{n}"), "198.51.100.7").await;
    }
    if chrono::Utc::now().timestamp() / 60 != minute {
        return; // the minute turned during the attempts: the count started again
    }
    assert_eq!(
        last, 429,
        "eleven attempts from one source, each with its own header"
    );
    assert_eq!(
        wrong_sign_in(&dash, "192.0.2.99", "198.51.100.8").await,
        401,
        "another source is not limited"
    );
}
