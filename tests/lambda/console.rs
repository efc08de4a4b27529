//! The console function fed its events/ samples: an operator signs in with a TOTP code,
//! sees the queues, approves one held change and rejects another, and signs out.

use crate::lambda;
use lambda::{call, call_full, event, state};
use sanduq_admin::operators;
use sanduq_domain::operators::OpsRole;

/// The value of `name="csrf" value="..."` in a page.
fn csrf(html: &str) -> String {
    let at = html
        .find(r#"name="csrf" value=""#)
        .expect("a form with its csrf token")
        + 19;
    html[at..].split('"').next().unwrap().to_string()
}

/// The substitutions `extra` with the form's CSRF token.
fn with<'a>(csrf: &'a str, extra: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut subs = vec![("CSRF_TOKEN", csrf)];
    subs.extend_from_slice(extra);
    subs
}

/// A change held for a second person by the break-glass key (the sample rates); its id.
async fn held(admin: &axum::Router) -> String {
    let (s, b) = call(admin, event("admin", "fx-rates-set", &[])).await;
    assert_eq!(s, 202, "{b}");
    b["data"]["id"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn console_samples() {
    let (st, merchant) = state().await;
    let console = sanduq_fn_console::app(st.clone());
    let admin = sanduq_fn_admin::app(st.clone());
    let password = "correct horse battery staple";
    let inv = operators::invite(
        &st,
        "hana@ops.example",
        vec![OpsRole::Finance, OpsRole::Admin],
        "break_glass",
    )
    .await
    .unwrap();
    let e = operators::accept(&st, &inv.token, password).await.unwrap();

    let (s, h, b) = call_full(&console, event("console", "signin-page", &[])).await;
    assert_eq!(s, 200);
    let html = b.as_str().unwrap();
    assert!(
        html.contains(r#"dir="rtl""#) && html.contains(r#"lang="ckb-IQ""#),
        "{html}"
    );
    assert!(h["content-security-policy"]
        .to_str()
        .unwrap()
        .contains("frame-ancestors 'none'"));
    assert_eq!(h["cache-control"], "no-store");
    let now = chrono::Utc::now().timestamp() as u64;
    let code = sanduq_admin::totp::code_at(&e.secret, now).unwrap();
    // a wrong code is refused, with the same words as a wrong password
    let (s, _, b) = call_full(
        &console,
        event("console", "signin", &[("TOTP_CODE", "000000")]),
    )
    .await;
    assert_eq!(s, 401, "{b}");
    let (s, h, _) = call_full(
        &console,
        event("console", "signin", &[("TOTP_CODE", &code)]),
    )
    .await;
    assert_eq!(s, 303);
    assert_eq!(h["location"], "/console");
    let cookie = h
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap())
        .find(|c| c.starts_with("sanduq_console=ops_"))
        .expect("a session cookie")
        .to_string();
    for attr in ["HttpOnly", "Secure", "SameSite=Strict", "Path=/console"] {
        assert!(cookie.contains(attr), "{cookie}");
    }
    let token = cookie["sanduq_console=".len()..]
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let me = [("ops_SESSION", token.as_str())];

    let first = held(&admin).await;
    let second = held(&admin).await;
    let (s, b) = call(&console, event("console", "home", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains(r#"id="queue-approvals""#) && html.contains(&first),
        "{html}"
    );
    assert!(
        html.contains(r#"id="queue-payouts""#),
        "finance sees the payouts: {html}"
    );
    assert!(
        !html.contains(r#"id="queue-kyc""#),
        "not a reviewer: {html}"
    );

    let a = [me[0], ("apr_sample000000000000000000", first.as_str())];
    let (s, b) = call(&console, event("console", "approval", &a)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains("1287.5") && html.contains(r#"id="approve""#),
        "{html}"
    );
    let token_csrf = csrf(&html);
    // a forged form (no token) changes nothing
    let (s, _) = call(&console, event("console", "approve", &a)).await;
    assert_eq!(s, 403);
    let (s, b) = call(
        &console,
        event("console", "approve", &with(&token_csrf, &a)),
    )
    .await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains(r#"id="flash""#) && !html.contains(r#"id="approve""#),
        "{html}"
    );
    let rates = sanduq_payments::fx::platform_rates(&st)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(rates.bid.text(), "1287.5");

    let r = [me[0], ("apr_sample000000000000000000", second.as_str())];
    let (s, b) = call(&console, event("console", "reject", &with(&token_csrf, &r))).await;
    assert_eq!(s, 200, "{b}");
    let a2 = sanduq_admin::approvals::load(&st, &second).await.unwrap();
    assert_eq!(a2.status.as_str(), "rejected");
    assert_eq!(a2.reason.as_deref(), Some("no such transfer"));
    // each decision is on the staff audit trail, by the person
    let trail = sanduq_admin::trail::list(
        &st,
        &sanduq_admin::trail::Filter {
            actor_id: Some(e.operator.id.clone()),
            limit: 10,
            ..Default::default()
        },
    )
    .await
    .unwrap()
    .0;
    let actions: Vec<&str> = trail.iter().map(|t| t.action.as_str()).collect();
    assert!(
        actions.contains(&"POST /console/approvals/{id}/approve"),
        "{actions:?}"
    );
    assert!(
        actions.contains(&"POST /console/approvals/{id}/reject"),
        "{actions:?}"
    );

    // payouts to send: one paid, one failed (small ones: one person's)
    let all = sanduq_service::app(st.clone());
    let sample = [("mer_sample000000000000000000", merchant.as_str())];
    let (s, b) = call(&admin, event("admin", "merchants-deposit", &sample)).await;
    assert_eq!(s, 201, "{b}");
    let mut pos = vec![];
    for _ in 0..2 {
        let (s, b) = call(&all, event("core", "payouts-create", &[])).await;
        assert_eq!(s, 201, "{b}");
        pos.push(b["data"]["id"].as_str().unwrap().to_string());
    }
    let (s, b) = call(&console, event("console", "payouts", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains(&pos[0]) && html.contains(&pos[1]) && html.contains(r#"class="complete""#),
        "{html}"
    );
    let p0 = [me[0], ("po_sample000000000000000000", pos[0].as_str())];
    let (s, h, _) = call_full(
        &console,
        event("console", "payout-complete", &with(&token_csrf, &p0)),
    )
    .await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/console/payouts?done=paid")
    );
    let p1 = [me[0], ("po_sample000000000000000000", pos[1].as_str())];
    let (s, h, _) = call_full(
        &console,
        event("console", "payout-fail", &with(&token_csrf, &p1)),
    )
    .await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/console/payouts?done=failed")
    );
    let (s, b) = call(
        &console,
        event("console", "payout-complete", &with(&token_csrf, &p1)),
    )
    .await;
    assert_eq!(s, 422, "failed already, it cannot be paid: {b}");
    let (_, b) = call(&console, event("console", "payouts", &me)).await;
    assert!(!b.as_str().unwrap().contains(&pos[0]), "no longer pending");

    // a person by phone (the sample merchant is a sandbox: lifting is one person's there)
    let (_, b) = call(&all, event("core", "users-sync", &[])).await;
    let uid = b["data"]["id"].as_str().unwrap().to_string();
    // rates: asked for in the console, approved by a second person
    let (s, b) = call(&console, event("console", "rates", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains(r#"id="bid">1,287.5"#) && html.contains(r#"id="rates-form""#),
        "{html}"
    );
    let (s, h, _) = call_full(
        &console,
        event("console", "rates-set", &with(&token_csrf, &me)),
    )
    .await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/console/rates?done=held")
    );
    let waiting = sanduq_admin::approvals::list(&st, Some("pending_approval"), 10)
        .await
        .unwrap();
    assert_eq!(waiting[0].change["bid"], "1290", "{:?}", waiting[0]);
    assert_eq!(waiting[0].maker.id, e.operator.id);

    // the team: an invitation (its address shown once) and a person disabled (hana is admin)
    let (s, b) = call(&console, event("console", "staff", &me)).await;
    assert_eq!(s, 200, "{b}");
    let (s, b) = call(
        &console,
        event("console", "staff-invite", &with(&token_csrf, &me)),
    )
    .await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains("/console/invite/opi_") && html.contains("sara@ops.example"),
        "{html}"
    );
    let sara = operators::list(&st)
        .await
        .unwrap()
        .into_iter()
        .find(|o| o.email == "sara@ops.example")
        .unwrap();
    assert_eq!(sara.roles, vec![OpsRole::Viewer, OpsRole::Support]);
    let d = [me[0], ("opr_sample000000000000000000", sara.id.as_str())];
    let (s, h, _) = call_full(
        &console,
        event("console", "staff-roles", &with(&token_csrf, &d)),
    )
    .await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/console/staff?done=roles")
    );
    let now_held = operators::load(&st, &sara.id)
        .await
        .unwrap()
        .unwrap()
        .0
        .roles;
    assert_eq!(now_held, vec![OpsRole::KycReviewer, OpsRole::Support]);
    let (s, h, _) = call_full(
        &console,
        event("console", "staff-disable", &with(&token_csrf, &d)),
    )
    .await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/console/staff?done=disabled")
    );
    assert!(
        operators::load(&st, &sara.id)
            .await
            .unwrap()
            .unwrap()
            .0
            .disabled
    );
    // the trail shows it (admin reads it), and as CSV
    let (s, b) = call(&console, event("console", "trail", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains("POST /console/staff/{id}/disable") && html.contains(&sara.id),
        "{html}"
    );
    let (s, h, b) = call_full(&console, event("console", "trail-csv", &me)).await;
    assert_eq!(s, 200);
    assert!(h["content-type"].to_str().unwrap().starts_with("text/csv"));
    assert!(b.as_str().unwrap().starts_with("id,at,actor_kind,"), "{b}");

    // an invitation accepted in the console: the authenticator's QR code, key and recovery
    // codes shown once
    let inv = operators::invite(
        &st,
        "nour@ops.example",
        vec![OpsRole::Viewer],
        "break_glass",
    )
    .await
    .unwrap();
    let t = [("opi_INVITATION", inv.token.as_str())];
    let (s, b) = call(&console, event("console", "invite-page", &t)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains("nour@ops.example") && html.contains(r#"dir="rtl""#),
        "{html}"
    );
    let (s, b) = call(&console, event("console", "invite-accept", &t)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains("<svg") && html.contains(r#"id="secret""#),
        "{html}"
    );
    assert_eq!(html.matches("<li><code>").count(), 10, "{html}");
    let (s, _) = call(&console, event("console", "invite-page", &t)).await;
    assert_eq!(s, 404, "used up");

    // finance does not look people up, nor freeze them
    let (s, _) = call(&console, event("console", "people", &me)).await;
    assert_eq!(s, 403);
    let u = [me[0], ("usr_sample000000000000000000", uid.as_str())];
    let (s, _) = call(&console, event("console", "freeze", &with(&token_csrf, &u))).await;
    assert_eq!(s, 403);
    // compliance does
    let inv = operators::invite(
        &st,
        "rawa@ops.example",
        vec![OpsRole::Compliance],
        "break_glass",
    )
    .await
    .unwrap();
    let e2 = operators::accept(&st, &inv.token, password).await.unwrap();
    let code = sanduq_admin::totp::code_at(&e2.secret, now).unwrap();
    let o2 = operators::sign_in(&st, "rawa@ops.example", password, &code, "direct")
        .await
        .unwrap()
        .unwrap();
    let (t2, s2) = operators::start_session(&st, &o2).await.unwrap();
    let u2 = [
        ("ops_SESSION", t2.as_str()),
        ("usr_sample000000000000000000", uid.as_str()),
    ];
    let (s, b) = call(&console, event("console", "people", &u2)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains(&uid) && html.contains(r#"class="freeze""#),
        "{html}"
    );
    let (s, h, _) = call_full(&console, event("console", "freeze", &with(&s2.csrf, &u2))).await;
    assert_eq!(s, 303);
    assert!(
        h["location"].to_str().unwrap().ends_with("done=frozen"),
        "{h:?}"
    );
    let (s, h, _) = call_full(&console, event("console", "unfreeze", &with(&s2.csrf, &u2))).await;
    assert_eq!(s, 303);
    assert!(
        h["location"].to_str().unwrap().ends_with("done=unfrozen"),
        "{h:?}"
    );

    // merchants: found by name, suspended and approved again (a sandbox: one person's)
    let (s, b) = call(&console, event("console", "merchants", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains(&merchant) && html.contains(r#"class="suspend""#),
        "{html}"
    );
    let mm = [me[0], ("mer_sample000000000000000000", merchant.as_str())];
    for (step, want) in [
        ("merchant-suspend", "suspended"),
        ("merchant-approve", "approved"),
    ] {
        let (s, h, _) = call_full(&console, event("console", step, &with(&token_csrf, &mm))).await;
        assert_eq!(
            (s, h["location"].to_str().unwrap()),
            (303, "/console/merchants?done=status")
        );
        let m = sanduq_admin::merchants::get(&st, &merchant).await.unwrap();
        assert_eq!(m.status.as_str(), want);
    }
    let trail = sanduq_admin::trail::list(
        &st,
        &sanduq_admin::trail::Filter {
            object: Some(merchant.clone()),
            limit: 5,
            ..Default::default()
        },
    )
    .await
    .unwrap()
    .0;
    assert_eq!(trail[0].action, "POST /console/merchants/{id}/approved");
    assert_eq!(trail[0].before.as_ref().unwrap()["status"], "suspended");
    assert_eq!(trail[0].after.as_ref().unwrap()["status"], "approved");

    // one merchant's page: commission, limits and keys (a sandbox merchant: one person's)
    let (s, b) = call(&console, event("console", "merchant", &mm)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains(r#"id="commission-form""#)
            && html.contains(r#"id="limits-form""#)
            && html.contains(r#"id="issue-form""#),
        "{html}"
    );
    let (s, h, _) = call_full(
        &console,
        event("console", "merchant-commission", &with(&token_csrf, &mm)),
    )
    .await;
    assert_eq!(s, 303);
    assert!(h["location"]
        .to_str()
        .unwrap()
        .ends_with("?done=commission"));
    let m = sanduq_admin::merchants::get(&st, &merchant).await.unwrap();
    assert_eq!(m.commission_bps, 225);
    let (s, h, _) = call_full(
        &console,
        event("console", "merchant-limits", &with(&token_csrf, &mm)),
    )
    .await;
    assert_eq!(s, 303);
    assert!(h["location"].to_str().unwrap().ends_with("?done=limits"));
    let l = sanduq_wallets::limits::of_tier(&st, &merchant, 1, sanduq_domain::Currency::Iqd)
        .await
        .unwrap();
    assert_eq!((l.per_transfer, l.daily_count), (750_000, 25));
    // a figure that is not one is the form's own error: nothing asked of the API
    let (s, b) = call(
        &console,
        event(
            "console",
            "merchant-commission",
            &with(
                &token_csrf,
                &[mm[0], mm[1], ("percent=2.25", "percent=101")],
            ),
        ),
    )
    .await;
    assert_eq!(s, 422, "{b}");
    assert_eq!(
        sanduq_admin::merchants::get(&st, &merchant)
            .await
            .unwrap()
            .commission_bps,
        225
    );
    // a key: shown this once in the answer, listed by its hint after, then revoked
    let (s, b) = call(
        &console,
        event("console", "merchant-key", &with(&token_csrf, &mm)),
    )
    .await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 201, "{html}");
    let secret = html
        .split(r#"class="secret">"#)
        .nth(1)
        .and_then(|t| t.split('<').next())
        .unwrap()
        .to_string();
    assert!(secret.starts_with("sk_"), "{secret}");
    let keys = sanduq_admin::merchants::list_keys(&st, &merchant)
        .await
        .unwrap();
    let new = keys
        .iter()
        .find(|k| secret.starts_with(k["hint"].as_str().unwrap()) && k["kind"] == "secret")
        .expect("the new key listed")["id"]
        .as_str()
        .unwrap()
        .to_string();
    let (s, b) = call(&console, event("console", "merchant", &mm)).await;
    assert!(!b.as_str().unwrap().contains(&secret), "never shown again");
    assert_eq!(s, 200);
    let kk = [mm[0], mm[1], ("key_sample000000000000000000", new.as_str())];
    let (s, h, _) = call_full(
        &console,
        event("console", "merchant-key-revoke", &with(&token_csrf, &kk)),
    )
    .await;
    assert_eq!(s, 303);
    assert!(h["location"].to_str().unwrap().ends_with("?done=revoked"));
    let keys = sanduq_admin::merchants::list_keys(&st, &merchant)
        .await
        .unwrap();
    assert!(keys
        .iter()
        .any(|k| k["id"] == new.as_str() && k["revoked"] == true));
    // a new merchant with its keys, shown once; on the trail with the id it made
    let (s, b) = call(
        &console,
        event("console", "merchant-create", &with(&token_csrf, &me)),
    )
    .await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 201, "{html}");
    assert!(
        html.contains("Basra Books") && html.contains(r#"class="secret">sk_sandbox_"#),
        "{html}"
    );
    let made = sanduq_admin::trail::list(
        &st,
        &sanduq_admin::trail::Filter {
            limit: 1,
            ..Default::default()
        },
    )
    .await
    .unwrap()
    .0;
    assert_eq!(made[0].action, "POST /console/merchants");
    let created = made[0].object.clone();
    let m = sanduq_admin::merchants::get(&st, &created).await.unwrap();
    assert_eq!(
        (m.name.as_str(), m.commission_bps, m.sandbox),
        ("Basra Books", 150, true)
    );

    let (s, h, _) = call_full(
        &console,
        event("console", "signout", &with(&token_csrf, &me)),
    )
    .await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/console/signin?out=1")
    );
    let (s, h, _) = call_full(&console, event("console", "home", &me)).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/console/signin?ended=1")
    );
}

/// A reviewer's console session (operators::start_session) for `roles`: the token and CSRF.
async fn signed_in(
    st: &sanduq_kernel::state::AppState,
    email: &str,
    roles: Vec<OpsRole>,
) -> (String, String) {
    let password = "correct horse battery staple";
    let inv = operators::invite(st, email, roles, "break_glass")
        .await
        .unwrap();
    let e = operators::accept(st, &inv.token, password).await.unwrap();
    let now = chrono::Utc::now().timestamp() as u64;
    let code = sanduq_admin::totp::code_at(&e.secret, now).unwrap();
    let o = operators::sign_in(st, email, password, &code, "direct")
        .await
        .unwrap()
        .unwrap();
    let (token, session) = operators::start_session(st, &o).await.unwrap();
    (token, session.csrf)
}

#[tokio::test]
async fn identity_reviews_and_statements_in_the_console() {
    let (st, _) = state().await;
    let docs = std::env::temp_dir().join(format!("sanduq-docs-{}", uuid::Uuid::new_v4()));
    let st = st.with_documents(std::sync::Arc::new(sanduq_kernel::documents::Folder::new(
        docs.clone(),
    )));
    let console = sanduq_fn_console::app(st.clone());
    let all = sanduq_service::app(st.clone());
    let (_, b) = call(&all, event("core", "users-sync", &[])).await;
    let uid = b["data"]["id"].as_str().unwrap().to_string();
    let (s, b) = call(&all, event("wallet", "sessions-mint", &[])).await;
    assert_eq!(s, 201, "{b}");
    let token = b["data"]["access_token"].as_str().unwrap().to_string();
    let submit = event(
        "wallet",
        "kyc-submit",
        &[("USER_ACCESS_TOKEN", token.as_str())],
    );
    let (s, b) = call(&all, submit).await;
    assert_eq!(s, 201, "{b}");
    let kid = b["data"]["id"].as_str().unwrap().to_string();

    let (rt, rcsrf) = signed_in(&st, "dara@ops.example", vec![OpsRole::KycReviewer]).await;
    let me = [
        ("ops_SESSION", rt.as_str()),
        ("kyc_sample000000000000000000", kid.as_str()),
        ("usr_sample000000000000000000", uid.as_str()),
    ];
    // the queue, then the review page with its image, in Kurdish digits where asked
    let (s, b) = call(&console, event("console", "kyc", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(html.contains(&format!("/console/kyc/{kid}")), "{html}");
    let (s, b) = call(&console, event("console", "kyc-review", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains(&format!(r#"src="/console/kyc/{kid}/document""#))
            && html.contains(r#"id="approve""#),
        "{html}"
    );
    let (s, h, bytes) = lambda::call_bytes(&console, event("console", "kyc-document", &me)).await;
    assert_eq!(
        (s, &h["cache-control"]),
        (200, &"no-store".parse().unwrap())
    );
    assert_eq!(&h["content-type"], "image/png");
    let review = sanduq_wallets::kyc::review(&st, &kid).await.unwrap();
    let kept = std::fs::read(docs.join(review["document"]["key"].as_str().unwrap())).unwrap();
    assert_eq!(bytes, kept);
    // each read of the image is on the trail, by name
    let trail = sanduq_admin::trail::list(
        &st,
        &sanduq_admin::trail::Filter {
            object: Some(kid.clone()),
            limit: 5,
            ..Default::default()
        },
    )
    .await
    .unwrap()
    .0;
    assert_eq!(trail.len(), 1, "{trail:?}");
    assert_eq!(trail[0].action, "GET /console/kyc/{id}/document");
    assert_eq!(trail[0].actor, "dara@ops.example");
    assert_eq!(trail[0].status, 200);

    // a stale form does nothing; the reviewer's own approves
    let (s, _) = call(
        &console,
        event("console", "kyc-approve", &with("not-the-token", &me)),
    )
    .await;
    assert_eq!(s, 403);
    let (s, h, _) = call_full(
        &console,
        event("console", "kyc-approve", &with(&rcsrf, &me)),
    )
    .await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/console/kyc?done=approved")
    );
    assert_eq!(
        sanduq_wallets::kyc::review(&st, &kid).await.unwrap()["status"],
        "approved"
    );
    let (s, b) = call(&console, event("console", "kyc-reject", &with(&rcsrf, &me))).await;
    assert_eq!(s, 422, "decided already: {b}");

    // the statement, read by the reviewer (users:read), on the trail too
    let (s, b) = call(&console, event("console", "statement", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(html.contains(&uid), "{html}");
    let trail = sanduq_admin::trail::list(
        &st,
        &sanduq_admin::trail::Filter {
            object: Some(uid.clone()),
            limit: 5,
            ..Default::default()
        },
    )
    .await
    .unwrap()
    .0;
    assert_eq!(trail[0].action, "GET /console/people/{user_id}/statement");

    // finance reviews no identities and reads no statements: refused, and the refusal kept
    let (ft, _) = signed_in(&st, "omar@ops.example", vec![OpsRole::Finance]).await;
    let fin = [
        ("ops_SESSION", ft.as_str()),
        ("kyc_sample000000000000000000", kid.as_str()),
        ("usr_sample000000000000000000", uid.as_str()),
    ];
    for name in ["kyc", "kyc-review", "kyc-document", "statement"] {
        let (s, _) = call(&console, event("console", name, &fin)).await;
        assert_eq!(s, 403, "{name}");
    }
    let (s, b) = call(
        &console,
        event(
            "console",
            "kyc-review",
            &[
                ("ops_SESSION", rt.as_str()),
                (
                    "kyc_sample000000000000000000",
                    "kyc_none00000000000000000000",
                ),
            ],
        ),
    )
    .await;
    assert_eq!(s, 404, "{b}");
    std::fs::remove_dir_all(docs).unwrap();
}

#[tokio::test]
async fn disputes_in_the_console() {
    let (st, _) = state().await;
    let docs = std::env::temp_dir().join(format!("sanduq-docs-{}", uuid::Uuid::new_v4()));
    let st = st.with_documents(std::sync::Arc::new(sanduq_kernel::documents::Folder::new(
        docs.clone(),
    )));
    let console = sanduq_fn_console::app(st.clone());
    let all = sanduq_service::app(st.clone());
    // a captured payment disputed by its buyer, answered with a file and submitted
    call(&all, event("core", "users-sync", &[])).await;
    call(&all, event("sandbox", "wallets-topup", &[])).await;
    call(&all, event("sandbox", "users-pin", &[])).await;
    let (_, b) = call(&all, event("core", "checkout-sessions-create", &[])).await;
    let cs = b["data"]["id"].as_str().unwrap().to_string();
    let pay = b["data"]["payment_id"].as_str().unwrap().to_string();
    let ids = [
        ("cs_sample000000000000000000", cs.as_str()),
        ("pay_sample00000000000000000", pay.as_str()),
    ];
    call(&all, event("sandbox", "checkout-sessions-pay", &ids)).await;
    let (s, b) = call(&all, event("core", "payments-capture", &ids)).await;
    assert_eq!(s, 200, "{b}");
    let (_, b) = call(&all, event("wallet", "sessions-mint", &[])).await;
    let token = b["data"]["access_token"].as_str().unwrap().to_string();
    let mut open = ids.to_vec();
    open.push(("USER_ACCESS_TOKEN", token.as_str()));
    let (s, b) = call(&all, event("disputes", "open", &open)).await;
    assert_eq!(s, 201, "{b}");
    let dp = b["data"]["id"].as_str().unwrap().to_string();
    let d = [("dp_sample000000000000000000", dp.as_str())];
    let (s, b) = call(&all, event("disputes", "evidence", &d)).await;
    assert_eq!(s, 200, "{b}");
    let file = b["data"]["evidence"][0]["files"][0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let (s, b) = call(&all, event("disputes", "submit", &d)).await;
    assert_eq!(s, 200, "{b}");

    // support (disputes): the queue, both sides, the file (on the trail), the decision
    let (st_, csrf) = signed_in(&st, "huda@ops.example", vec![OpsRole::Support]).await;
    let me = [
        ("ops_SESSION", st_.as_str()),
        ("dp_sample000000000000000000", dp.as_str()),
        ("file_sample000000000000000000", file.as_str()),
    ];
    let (s, b) = call(&console, event("console", "disputes", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(html.contains(&format!("/console/disputes/{dp}")), "{html}");
    let (s, b) = call(&console, event("console", "dispute", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains("The order never came")
            && html.contains("delivery-note.png")
            && html.contains(r#"id="decide-form""#),
        "{html}"
    );
    let (s, h, _) = lambda::call_bytes(&console, event("console", "dispute-file", &me)).await;
    assert_eq!(
        (s, &h["content-type"]),
        (200, &"image/png".parse().unwrap())
    );
    let trail = sanduq_admin::trail::list(
        &st,
        &sanduq_admin::trail::Filter {
            object: Some(dp.clone()),
            limit: 5,
            ..Default::default()
        },
    )
    .await
    .unwrap()
    .0;
    assert_eq!(
        trail[0].action,
        "GET /console/disputes/{id}/files/{file_id}"
    );
    let (s, _) = call(
        &console,
        event("console", "dispute-decide", &with("not-the-token", &me)),
    )
    .await;
    assert_eq!(s, 403, "a stale form decides nothing");
    let (s, h, _) = call_full(
        &console,
        event("console", "dispute-decide", &with(&csrf, &me)),
    )
    .await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/console/disputes?status=under_review&done=decided")
    );
    let (_, b) = call(&all, event("disputes", "get", &d)).await;
    assert_eq!(b["data"]["status"], "lost", "{b}");
    let (s, _) = call(
        &console,
        event("console", "dispute-decide", &with(&csrf, &me)),
    )
    .await;
    assert_eq!(s, 409, "decided once");

    // the merchants list shows the dispute rate of the last 30 days (one dispute is no
    // pattern: not flagged)
    let (s, b) = call(&console, event("console", "merchants", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains("Disputes, 30 days") && html.contains("1 / 1 · 100.00%"),
        "{html}"
    );
    assert!(!html.contains("Above 1%"), "{html}");
    // two more disputed payments: three disputes of three payments flag the merchant
    for _ in 0..2 {
        let (_, b) = call(&all, event("core", "checkout-sessions-create", &[])).await;
        let cs = b["data"]["id"].as_str().unwrap().to_string();
        let pay = b["data"]["payment_id"].as_str().unwrap().to_string();
        let ids = [
            ("cs_sample000000000000000000", cs.as_str()),
            ("pay_sample00000000000000000", pay.as_str()),
            ("USER_ACCESS_TOKEN", token.as_str()),
        ];
        call(&all, event("sandbox", "checkout-sessions-pay", &ids)).await;
        call(&all, event("core", "payments-capture", &ids)).await;
        let (s, b) = call(&all, event("disputes", "open", &ids)).await;
        assert_eq!(s, 201, "{b}");
    }
    let (_, b) = call(&console, event("console", "merchants", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert!(
        html.contains("3 / 3 · 100.00%") && html.contains("Above 1%"),
        "{html}"
    );

    // finance decides no disputes: the page is refused
    let (ft, _) = signed_in(&st, "omar@ops.example", vec![OpsRole::Finance]).await;
    let fin = [
        ("ops_SESSION", ft.as_str()),
        ("dp_sample000000000000000000", dp.as_str()),
    ];
    for name in ["disputes", "dispute"] {
        let (s, _) = call(&console, event("console", name, &fin)).await;
        assert_eq!(s, 403, "{name}");
    }
    std::fs::remove_dir_all(docs).unwrap();
}

#[tokio::test]
async fn alerts_in_the_console() {
    let (st, _) = state().await;
    let docs = std::env::temp_dir().join(format!("sanduq-docs-{}", uuid::Uuid::new_v4()));
    let st = st.with_documents(std::sync::Arc::new(sanduq_kernel::documents::Folder::new(
        docs.clone(),
    )));
    let console = sanduq_fn_console::app(st.clone());
    let all = sanduq_service::app(st.clone());
    // a watch list, and the sample user synced under its listed name: held, one alert
    let (s, b) = call(&all, event("admin", "screening-list-load", &[])).await;
    assert_eq!(s, 201, "{b}");
    let named = [("Zainab Ali", "Khalid Jasim Tikriti")];
    let (s, b) = call(&all, event("core", "users-sync", &named)).await;
    assert_eq!(s, 201, "{b}");
    let (_, b) = call(&all, event("admin", "alerts-list", &[])).await;
    let id = b["data"]["data"][0]["id"].as_str().unwrap().to_string();

    // compliance: the queue, the alert, the decision once
    let (sess, csrf) = signed_in(&st, "noor@ops.example", vec![OpsRole::Compliance]).await;
    let me = [
        ("ops_SESSION", sess.as_str()),
        ("alr_sample000000000000000000", id.as_str()),
    ];
    let (s, b) = call(&console, event("console", "alerts", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains(&format!("/console/alerts/{id}")) && html.contains("/console/alerts\""),
        "the queue links the alert and the side navigation the queue: {html}"
    );
    let (s, b) = call(&console, event("console", "alert", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains("Khalid Jasim Tikriti")
            && html.contains("خالد جاسم التكريتي")
            && html.contains(r#"id="decide-form""#),
        "{html}"
    );
    let (s, _) = call(
        &console,
        event("console", "alert-decide", &with("not-the-token", &me)),
    )
    .await;
    assert_eq!(s, 403, "a stale form decides nothing");
    let (s, h, _) = call_full(
        &console,
        event("console", "alert-decide", &with(&csrf, &me)),
    )
    .await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/console/alerts?done=decided")
    );
    let alert = [("alr_sample000000000000000000", id.as_str())];
    let (_, b) = call(&all, event("admin", "alert-get", &alert)).await;
    assert_eq!(
        (
            b["data"]["status"].as_str(),
            b["data"]["decision"]["reason"].as_str()
        ),
        (
            Some("cleared"),
            Some("a namesake: another date of birth on the ID")
        ),
        "{b}"
    );
    let (s, _) = call(
        &console,
        event("console", "alert-decide", &with(&csrf, &me)),
    )
    .await;
    assert_eq!(s, 422, "decided once");
    let (s, b) = call(&console, event("console", "alert", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert!(s == 200 && !html.contains(r#"id="decide-form""#), "{html}");

    // support sees no alerts
    let (sup, _) = signed_in(&st, "huda@ops.example", vec![OpsRole::Support]).await;
    let them = [
        ("ops_SESSION", sup.as_str()),
        ("alr_sample000000000000000000", id.as_str()),
    ];
    for name in ["alerts", "alert"] {
        let (s, _) = call(&console, event("console", name, &them)).await;
        assert_eq!(s, 403, "{name}");
    }
    std::fs::remove_dir_all(docs).unwrap();
}

#[tokio::test]
async fn a_case_in_the_console_worked_and_reported() {
    let (st, merchant) = state().await;
    let docs = std::env::temp_dir().join(format!("sanduq-docs-{}", uuid::Uuid::new_v4()));
    let st = st.with_documents(std::sync::Arc::new(sanduq_kernel::documents::Folder::new(
        docs.clone(),
    )));
    let console = sanduq_fn_console::app(st.clone());
    let all = sanduq_service::app(st.clone());
    // a listed user's alert confirmed: its case opens
    let (s, _) = call(&all, event("admin", "screening-list-load", &[])).await;
    assert_eq!(s, 201);
    let named = [("Zainab Ali", "Khalid Jasim Tikriti")];
    let (_, b) = call(&all, event("core", "users-sync", &named)).await;
    let uid = b["data"]["id"].as_str().unwrap().to_string();
    let (_, b) = call(&all, event("admin", "alerts-list", &[])).await;
    let alert = b["data"]["data"][0]["id"].as_str().unwrap().to_string();
    let a = [("alr_sample000000000000000000", alert.as_str())];
    let (s, _) = call(&all, event("admin", "alert-confirm", &a)).await;
    assert_eq!(s, 200);
    let (_, b) = call(&all, event("admin", "cases-list", &[])).await;
    let id = b["data"]["data"][0]["id"].as_str().unwrap().to_string();

    let (sess, csrf) = signed_in(&st, "noor@ops.example", vec![OpsRole::Compliance]).await;
    let me = [
        ("ops_SESSION", sess.as_str()),
        ("case_sample000000000000000000", id.as_str()),
    ];
    let (s, b) = call(&console, event("console", "cases", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains(&format!("/console/cases/{id}")) && html.contains("/console/cases\""),
        "the list links the case and the side navigation the list: {html}"
    );
    let (s, b) = call(&console, event("console", "case", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert_eq!(s, 200, "{html}");
    assert!(
        html.contains("Khalid Jasim Tikriti")
            && html.contains(&format!("/console/alerts/{alert}"))
            && html.contains(r#"id="report-form""#),
        "{html}"
    );
    // a stale form does nothing; a freeze is made and on the timeline
    let (s, _) = call(
        &console,
        event("console", "case-act", &with("not-the-token", &me)),
    )
    .await;
    assert_eq!(s, 403);
    let (s, h, _) = call_full(&console, event("console", "case-act", &with(&csrf, &me))).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, format!("/console/cases/{id}?done=freeze").as_str())
    );
    // a note with a file: on the page, and read back (the sample's own file id is none)
    let (s, h, _) = call_full(&console, event("console", "case-note", &with(&csrf, &me))).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, format!("/console/cases/{id}?done=note").as_str())
    );
    let (_, b) = call(&console, event("console", "case", &me)).await;
    let html = b.as_str().unwrap().to_string();
    let at = html.find("/files/file_").expect("the file's link");
    let file_id = html[at + "/files/".len()..at + "/files/".len() + 29].to_string();
    let fsubs = [
        ("ops_SESSION", sess.as_str()),
        ("case_sample000000000000000000", id.as_str()),
        ("file_sample000000000000000000", file_id.as_str()),
    ];
    let (s, h, _) = call_full(&console, event("console", "case-file", &fsubs)).await;
    assert_eq!((s, h["content-type"].to_str().unwrap()), (200, "image/png"));
    let (s, _) = call(&console, event("console", "case-file", &me)).await;
    assert_eq!(s, 404);
    // a cash-in of the user logged by monitoring, then the STR filed from the console
    let at = chrono::Utc::now() - chrono::Duration::hours(1);
    let data = serde_json::json!({ "object": { "id": "ci_console", "user_id": uid, "amount": 20_000_000, "currency": "IQD" } });
    sanduq_compliance::monitor::observe(&st, &[(merchant, "cash_in.completed".into(), data, at)])
        .await
        .unwrap();
    let report = [(
        "how=freeze&scope=debits&reason=structuring+suspected+while+we+look",
        "how=report&reason=cash+from+a+listed+person&indicators=sanct%2C+struc",
    )];
    let subs: Vec<(&str, &str)> = with(&csrf, &me).into_iter().chain(report).collect();
    let (s, h, _) = call_full(&console, event("console", "case-act", &subs)).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, format!("/console/cases/{id}?done=report").as_str())
    );
    let (s, b) = call(&console, event("console", "case", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert!(
        s == 200
            && html.contains(r#"data-status="reported""#)
            && !html.contains(r#"id="report-form""#),
        "{html}"
    );
    let at = html
        .find("/console/reports/rpt_")
        .expect("the report's link");
    let rid = &html[at + "/console/reports/".len()..at + "/console/reports/".len() + 28];
    let file = [
        ("ops_SESSION", sess.as_str()),
        ("rpt_sample000000000000000000", rid),
    ];
    let (s, b) = call(&console, event("console", "report-file", &file)).await;
    let xml = b.as_str().unwrap().to_string();
    assert!(
        s == 200 && xml.contains("<indicator>SANCT</indicator>") && xml.contains("ci_console"),
        "{xml}"
    );

    // support sees no cases
    let (sup, _) = signed_in(&st, "huda@ops.example", vec![OpsRole::Support]).await;
    let them = [
        ("ops_SESSION", sup.as_str()),
        ("case_sample000000000000000000", id.as_str()),
        ("rpt_sample000000000000000000", rid),
    ];
    for name in ["cases", "case", "report-file", "case-file"] {
        let (s, _) = call(&console, event("console", name, &them)).await;
        assert_eq!(s, 403, "{name}");
    }
    std::fs::remove_dir_all(docs).unwrap();
}

#[tokio::test]
async fn rules_and_watch_lists_in_the_console() {
    let (st, _) = state().await;
    let docs = std::env::temp_dir().join(format!("sanduq-docs-{}", uuid::Uuid::new_v4()));
    let st = st.with_documents(std::sync::Arc::new(sanduq_kernel::documents::Folder::new(
        docs.clone(),
    )));
    let console = sanduq_fn_console::app(st.clone());
    let all = sanduq_service::app(st.clone());
    let (sess, csrf) = signed_in(&st, "noor@ops.example", vec![OpsRole::Compliance]).await;
    let me = [("ops_SESSION", sess.as_str())];
    // the rules, and one with its parameters in the form
    let (s, b) = call(&console, event("console", "rules", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert!(
        s == 200
            && html.contains("/console/rules/large-single-iqd")
            && html.contains("/console/rules\""),
        "{html}"
    );
    let (s, b) = call(&console, event("console", "rule", &me)).await;
    let html = b.as_str().unwrap().to_string();
    assert!(
        s == 200
            && html.contains(r#"name="amount" value="15000000""#)
            && html.contains(r#"id="ask-change""#),
        "{html}"
    );
    // a backtest runs and shows what it found; nothing is written
    let (s, b) = call(&console, event("console", "rule-act", &with(&csrf, &me))).await;
    let html = b.as_str().unwrap().to_string();
    assert!(
        s == 200 && html.contains(r#"id="tried-movements">0<"#),
        "{html}"
    );
    // a change is held for a second person
    let change = [("how=backtest", "how=change")];
    let subs: Vec<(&str, &str)> = with(&csrf, &me).into_iter().chain(change).collect();
    let (s, h, _) = call_full(&console, event("console", "rule-act", &subs)).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/console/rules/large-single-iqd?done=waiting")
    );
    let held = sanduq_admin::approvals::list(&st, Some("pending_approval"), 10)
        .await
        .unwrap();
    assert!(
        held.iter()
            .any(|a| a.action == sanduq_domain::approvals::Action::SetRule
                && a.target == "large-single-iqd"),
        "{held:?}"
    );
    // a parameter the form sent wrong is named, and nothing is held
    let wrong = [("amount=20000000", "amount=lots")];
    let subs: Vec<(&str, &str)> = with(&csrf, &me)
        .into_iter()
        .chain(change)
        .chain(wrong)
        .collect();
    let (s, b) = call(&console, event("console", "rule-act", &subs)).await;
    assert!(s == 422 && b.as_str().unwrap().contains("amount"), "{b}");
    // the watch lists: none, then a file loaded as a new version, then the same again
    let (s, b) = call(&console, event("console", "lists", &me)).await;
    assert!(
        s == 200 && b.as_str().unwrap().contains(r#"id="none-loaded""#),
        "{b}"
    );
    let (s, h, _) = call_full(&console, event("console", "list-load", &with(&csrf, &me))).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/console/lists?done=new")
    );
    let (s, h, _) = call_full(&console, event("console", "list-load", &with(&csrf, &me))).await;
    assert_eq!(
        (s, h["location"].to_str().unwrap()),
        (303, "/console/lists?done=same")
    );
    let (_, b) = call(&all, event("admin", "screening-lists", &[])).await;
    assert_eq!(b["data"]["in_force"].as_array().unwrap().len(), 1, "{b}");
    let (s, _) = call(
        &console,
        event("console", "list-load", &with("not-the-token", &me)),
    )
    .await;
    assert_eq!(s, 403, "a stale form loads nothing");

    // support sees neither
    let (sup, _) = signed_in(&st, "huda@ops.example", vec![OpsRole::Support]).await;
    let them = [("ops_SESSION", sup.as_str())];
    for name in ["rules", "rule", "lists"] {
        let (s, _) = call(&console, event("console", name, &them)).await;
        assert_eq!(s, 403, "{name}");
    }
    std::fs::remove_dir_all(docs).unwrap();
}
