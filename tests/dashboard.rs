//! The merchant dashboard over HTTP: every role against every action it serves, CSRF on
//! every form, sign-in lockout and rate limit, session expiry and sign-out, moves through
//! the API's own operations (idempotency, error messages), and its routes as deployed.

use crate::common;
use crate::qr;
use crate::receiver;

use common::browser::{add_user, Page, Visitor, PASSWORD};
use common::{Options, Server};
use reqwest::{Method, StatusCode};
use sanduq_domain::staff::{Action, Role};
use std::collections::BTreeSet;

/// What one action is, as a request, on fresh objects; Ok(true) when the role's answer was
/// the action done (or shown), Ok(false) when it was refused for the role.
async fn attempt(s: &Server, v: &mut Visitor, a: Action) -> Option<bool> {
    let refused = |p: &Page| {
        assert!(
            p.status == StatusCode::FORBIDDEN || p.status.is_success() || p.status.is_redirection(),
            "{a:?}: {} {}",
            p.status,
            p.html
        );
        p.status == StatusCode::FORBIDDEN && p.has("Your role cannot do this")
    };
    let done = |p: &Page| !refused(p);
    Some(match a {
        Action::ViewOverview => done(&v.get("/dashboard").await),
        Action::ViewBalance => {
            let balance = v.get("/dashboard/balance").await;
            let reports = v.get("/dashboard/reports").await;
            let count = |r: &common::Resp| r.data()["data"].as_array().map_or(0, Vec::len);
            let before = count(&s.get("/reports?limit=100").await);
            let run = v
                .post(
                    "/dashboard/reports",
                    &[
                        ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                        ("type", "daily_summary"),
                        ("from", "2026-01-01"),
                        ("to", "2026-01-31"),
                    ],
                )
                .await;
            let after = count(&s.get("/reports?limit=100").await);
            assert_eq!(done(&balance), done(&reports));
            assert_eq!(done(&run), after == before + 1, "{a:?}");
            assert_eq!(done(&balance), done(&run));
            done(&balance)
        }
        Action::ViewPayments => {
            let (_, _, pay) = s
                .authorized(&format!("vp-{}", rand::random::<u32>()), 1000, "IQD")
                .await;
            let list = v.get("/dashboard/payments").await;
            let page = v.get(&format!("/dashboard/payments/{pay}")).await;
            assert_eq!(done(&list), done(&page));
            done(&page)
        }
        Action::CapturePayment | Action::VoidPayment => {
            let (_, _, pay) = s
                .authorized(&format!("cv-{}", rand::random::<u32>()), 1000, "IQD")
                .await;
            let what = if a == Action::CapturePayment {
                "capture"
            } else {
                "void"
            };
            let p = v
                .post(
                    &format!("/dashboard/payments/{pay}/{what}"),
                    &[
                        ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                        ("confirmed", "yes"),
                    ],
                )
                .await;
            let moved = s
                .gw(Method::GET, &format!("/gateway/payments/{pay}"), "")
                .await;
            let status = moved.data()["status"].as_str().unwrap().to_string();
            assert_eq!(done(&p), status != "reserved", "{a:?} {status}");
            done(&p)
        }
        Action::RefundPayment => {
            let (_, _, pay) = s
                .authorized(&format!("rf-{}", rand::random::<u32>()), 1000, "IQD")
                .await;
            s.gw(
                Method::POST,
                &format!("/gateway/payments/{pay}/capture"),
                "{}",
            )
            .await;
            let p = v
                .post(
                    &format!("/dashboard/payments/{pay}/refund"),
                    &[
                        ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                        ("amount", "100"),
                        ("reason", "test"),
                        ("confirmed", "yes"),
                    ],
                )
                .await;
            let after = s
                .gw(Method::GET, &format!("/gateway/payments/{pay}"), "")
                .await;
            assert_eq!(done(&p), after.data()["refunded_amount"] == 100, "{a:?}");
            done(&p)
        }
        Action::ViewDisputes => {
            let id = dispute(s).await;
            let list = v.get("/dashboard/disputes").await;
            let page = v.get(&format!("/dashboard/disputes/{id}")).await;
            assert_eq!(done(&list), done(&page));
            assert_eq!(done(&page), page.has(&id), "{a:?}");
            done(&page)
        }
        Action::AnswerDisputes => {
            let id = dispute(s).await;
            let p = v
                .post(
                    &format!("/dashboard/disputes/{id}/accept"),
                    &[
                        ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                        ("confirmed", "yes"),
                    ],
                )
                .await;
            let after = s.get(&format!("/disputes/{id}")).await;
            assert_eq!(done(&p), after.data()["status"] == "accepted", "{a:?}");
            done(&p)
        }
        Action::ManageTeam => {
            let email = format!("new-{}@shop.example", rand::random::<u32>());
            let p = v
                .post(
                    "/dashboard/team/invite",
                    &[("email", &email), ("role", "viewer")],
                )
                .await;
            assert_eq!(
                done(&p),
                p.status == StatusCode::CREATED,
                "{a:?} {}",
                p.status
            );
            done(&p)
        }
        Action::ViewLinks => {
            let link = api_link(s).await;
            let list = v.get("/dashboard/links").await;
            let page = v.get(&format!("/dashboard/links/{link}")).await;
            let qr = v
                .get(&format!("/dashboard/links/{link}/qr?format=svg"))
                .await;
            assert_eq!(done(&list), done(&page));
            assert_eq!(done(&page), qr.has("<svg"));
            done(&page)
        }
        Action::ManageLinks => {
            let before = links_total(s).await;
            let p = v
                .post(
                    "/dashboard/links",
                    &[
                        ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                        ("description", "Permission"),
                        ("amount", "1,000"),
                        ("currency", "IQD"),
                    ],
                )
                .await;
            let made = links_total(s).await - before;
            assert_eq!(done(&p), made == 1, "{a:?} {}", p.html);
            let link = api_link(s).await;
            let p2 = v
                .post(
                    &format!("/dashboard/links/{link}/deactivate"),
                    &[("confirmed", "yes")],
                )
                .await;
            let after = s.get(&format!("/embedded/payment-links/{link}")).await;
            assert_eq!(done(&p2), after.data()["status"] == "deactivated");
            assert_eq!(done(&p), done(&p2));
            done(&p)
        }
        Action::ViewSubscriptions => {
            let sub = api_subscription(s).await;
            let list = v.get("/dashboard/subscriptions").await;
            let page = v.get(&format!("/dashboard/subscriptions/{sub}")).await;
            assert_eq!(done(&list), done(&page));
            done(&page)
        }
        Action::ManageSubscriptions => {
            let sub = api_subscription(s).await;
            let p = v
                .post(
                    &format!("/dashboard/subscriptions/{sub}/pause"),
                    &[
                        ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                        ("confirmed", "yes"),
                    ],
                )
                .await;
            let after = s.get(&format!("/subscriptions/{sub}")).await;
            assert_eq!(done(&p), after.data()["status"] == "paused", "{a:?}");
            done(&p)
        }
        Action::ViewDevelopers => {
            let p = v.get("/dashboard/developers").await;
            assert_eq!(done(&p), p.has(r#"id="keys""#));
            done(&p)
        }
        Action::ManageKeys => {
            let issued = s
                .admin(
                    Method::POST,
                    &format!("/admin/merchants/{}/keys", s.merchant_id()),
                    Some(serde_json::json!({ "kind": "publishable" })),
                )
                .await;
            let key = issued.data()["id"].as_str().unwrap().to_string();
            let p = v
                .post(
                    &format!("/dashboard/developers/keys/{key}/revoke"),
                    &[("confirmed", "yes")],
                )
                .await;
            let keys = s
                .admin(
                    Method::GET,
                    &format!("/admin/merchants/{}/keys", s.merchant_id()),
                    None,
                )
                .await;
            let revoked = keys.data()["keys"]
                .as_array()
                .unwrap()
                .iter()
                .any(|k| k["id"] == key.as_str() && k["revoked"] == true);
            assert_eq!(done(&p), revoked, "{a:?}");
            done(&p)
        }
        Action::ManageWebhooks => {
            let before = endpoints_total(s).await;
            let p = v
                .post(
                    "/dashboard/developers/webhooks",
                    &[
                        ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                        ("url", "http://127.0.0.1:9/permission"),
                        ("events", "*"),
                    ],
                )
                .await;
            let made = endpoints_total(s).await - before;
            assert_eq!(done(&p), made == 1, "{a:?} {}", p.html);
            done(&p)
        }
        Action::AdvanceClock => {
            let before = s.get("/sandbox/clock").await.data()["offset_seconds"].clone();
            let p = v
                .post(
                    "/dashboard/developers/clock",
                    &[
                        ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                        ("amount", "1"),
                        ("unit", "minutes"),
                    ],
                )
                .await;
            let after = s.get("/sandbox/clock").await.data()["offset_seconds"].clone();
            let moved = after.as_i64().unwrap() - before.as_i64().unwrap();
            assert_eq!(done(&p), moved == 60, "{a:?} {moved}");
            done(&p)
        }
        Action::EditBranding => {
            let name = format!("Shop {}", rand::random::<u16>());
            let p = v
                .post(
                    "/dashboard/branding",
                    &[
                        ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                        ("name", &name),
                        ("brand_color", "#0B5FFF"),
                    ],
                )
                .await;
            let after = s.get("/merchant/branding").await;
            assert_eq!(done(&p), after.data()["name"] == name.as_str(), "{a:?}");
            done(&p)
        }
    })
}

/// A payment link made through the API: its id.
async fn api_link(s: &Server) -> String {
    let r = s
        .post(
            "/embedded/payment-links",
            serde_json::json!({"amount": 1500, "currency": "IQD", "description": "Box"}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    r.data()["id"].as_str().unwrap().to_string()
}

async fn links_total(s: &Server) -> i64 {
    let r = s.get("/embedded/payment-links").await;
    r.data()["pagination"]["total"].as_i64().unwrap()
}

async fn endpoints_total(s: &Server) -> i64 {
    let r = s.get("/webhooks/endpoints").await;
    r.data()["endpoints"].as_array().unwrap().len() as i64
}

/// A subscription on trial (no money needed) made through the API: its id.
async fn api_subscription(s: &Server) -> String {
    let plan = s
        .post(
            "/subscriptions/plans",
            serde_json::json!({"name": "Box", "amount": 5000, "currency": "IQD",
                "interval": "monthly", "trial_days": 7}),
        )
        .await;
    assert_eq!(plan.status, StatusCode::CREATED, "{plan:?}");
    let user = s.user(&format!("sub-{}", rand::random::<u32>())).await;
    let r = s
        .post(
            "/subscriptions",
            serde_json::json!({"plan_id": plan.data()["id"], "customer_id": user}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    r.data()["id"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn every_role_against_every_action() {
    let s = Server::start().await;
    let mut served = BTreeSet::new();
    for role in Role::ALL {
        let mut v = Visitor::signed_in(&s, role.as_str()).await;
        for a in Action::ALL {
            let Some(allowed) = attempt(&s, &mut v, a).await else {
                continue;
            };
            served.insert(a.as_str());
            assert_eq!(allowed, role.may(a), "{role:?} {a:?}");
        }
    }
    assert_eq!(
        served.len(),
        Action::ALL.len(),
        "every action is served: {served:?}"
    );
    // refusals by role are in the owner's audit log
    let mut owner = Visitor::signed_in(&s, "owner").await;
    let team = owner.get("/dashboard/team").await;
    assert!(
        team.has("FORBIDDEN") && team.has("refund_payment"),
        "{}",
        team.html
    );
    // and a viewer sees no audit log, and no invite form
    let mut viewer = Visitor::signed_in(&s, "viewer").await;
    let team = viewer.get("/dashboard/team").await;
    assert!(!team.has(r#"id="audit""#) && !team.has(r#"id="invite""#));
}

#[tokio::test]
async fn every_form_needs_its_session_csrf_token() {
    let s = Server::start().await;
    let (_, _, pay) = s.authorized("csrf-1", 5000, "IQD").await;
    let mut v = Visitor::signed_in(&s, "owner").await;
    let key = uuid::Uuid::new_v4().to_string();
    for csrf in ["", "forged", "dsp_0000"] {
        let p = v
            .post(
                &format!("/dashboard/payments/{pay}/capture"),
                &[
                    ("csrf", csrf),
                    ("idempotency_key", &key),
                    ("confirmed", "yes"),
                ],
            )
            .await;
        assert_eq!(p.status, StatusCode::FORBIDDEN, "{csrf}");
        assert!(p.has("This form expired"));
    }
    let r = s
        .gw(Method::GET, &format!("/gateway/payments/{pay}"), "")
        .await;
    assert_eq!(r.data()["status"], "reserved", "nothing moved");
    // another session's token does not do either
    let other = Visitor::signed_in(&s, "owner").await;
    let p = v
        .post(
            &format!("/dashboard/payments/{pay}/capture"),
            &[
                ("csrf", &other.csrf),
                ("idempotency_key", &key),
                ("confirmed", "yes"),
            ],
        )
        .await;
    assert_eq!(p.status, StatusCode::FORBIDDEN);
    for path in [
        "/dashboard/team/invite",
        "/dashboard/team/remove",
        "/dashboard/signout",
        "/dashboard/links",
        "/dashboard/links/pl_00000000000000000000000000/deactivate",
        "/dashboard/subscriptions/sub_00000000000000000000000000/pause",
        "/dashboard/developers/keys/key_00000000000000000000000000/roll",
        "/dashboard/developers/webhooks",
        "/dashboard/developers/webhooks/we_00000000000000000000000000/rotate",
        "/dashboard/developers/events/evt_00000000000000000000000000/resend",
        "/dashboard/developers/clock",
        "/dashboard/branding",
    ] {
        let p = v
            .post(path, &[("csrf", "forged"), ("email", "x@shop.example")])
            .await;
        assert_eq!(p.status, StatusCode::FORBIDDEN, "{path}");
    }
    // the sign-in form: its token must match this browser's pre-session cookie
    add_user(&s, &s.merchant_id(), "csrf@shop.example", "viewer").await;
    let mut fresh = Visitor::new(&s);
    let p = fresh
        .post(
            "/dashboard/signin",
            &[
                ("csrf", "dsp_forged"),
                ("email", "csrf@shop.example"),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(p.status, StatusCode::FORBIDDEN);
    assert!(!p
        .set_cookies
        .iter()
        .any(|c| c.starts_with("sanduq_session=dss_")));
    // with the token it works, and the cookie is HttpOnly and SameSite=Strict (no Secure on
    // loopback)
    let p = fresh.sign_in("csrf@shop.example", PASSWORD).await;
    assert_eq!(p.status, StatusCode::SEE_OTHER);
    let c = p
        .set_cookies
        .iter()
        .find(|c| c.starts_with("sanduq_session="))
        .unwrap();
    assert!(
        c.contains("HttpOnly") && c.contains("SameSite=Strict") && !c.contains("Secure"),
        "{c}"
    );
    assert!(!p.set_cookies.iter().any(|c| c.contains("Secure")));
}

#[tokio::test]
async fn five_wrong_passwords_lock_that_address_out_and_nobody_else() {
    let s = Server::start().await;
    add_user(&s, &s.merchant_id(), "lock@shop.example", "owner").await;
    let here: std::net::IpAddr = [127, 31, 7, rand::random::<u8>().max(2)].into();
    for n in 1..=5 {
        let mut v = Visitor::at(&s, here);
        let p = v.sign_in("lock@shop.example", "wrong password here").await;
        assert_eq!(p.status, StatusCode::UNAUTHORIZED, "attempt {n}");
        assert!(p.has("do not match an account"));
    }
    // from that address even the right password is refused, without a session, and the
    // refusal reads exactly like a wrong password's (nothing tells whether it is locked)
    let mut v = Visitor::at(&s, here);
    let p = v.sign_in("lock@shop.example", PASSWORD).await;
    assert_eq!(p.status, StatusCode::UNAUTHORIZED);
    assert!(
        p.has("do not match an account") && !p.has("until"),
        "{}",
        p.html
    );
    assert!(!p
        .set_cookies
        .iter()
        .any(|c| c.starts_with("sanduq_session=dss_")));
    // an unknown address reads exactly like a wrong password
    let p = v.sign_in("nobody@shop.example", PASSWORD).await;
    assert_eq!(p.status, StatusCode::UNAUTHORIZED);
    assert!(p.has("do not match an account"));
    // whoever typed them did not lock the account's owner out: from another address the
    // right password opens it (and four wrong ones from there still leave it open)
    let mut elsewhere = Visitor::at(&s, [127, 31, 8, 9].into());
    for _ in 0..4 {
        elsewhere
            .sign_in("lock@shop.example", "wrong password here")
            .await;
    }
    let p = elsewhere.sign_in("lock@shop.example", PASSWORD).await;
    assert_eq!(p.status, StatusCode::SEE_OTHER, "{}", p.html);
    // the owner's audit log has the failures and the lock
    let team = elsewhere.get("/dashboard/team").await;
    assert!(
        team.has("INVALID_CREDENTIALS") && team.has("LOCKED"),
        "{}",
        team.html
    );
}

#[tokio::test]
async fn sign_ins_from_one_address_are_rate_limited() {
    let s = Server::start().await;
    for _ in 0..3 {
        let minute = chrono::Utc::now().timestamp() / 60;
        let mut v = Visitor::at(&s, [127, 9, 8, rand::random::<u8>().max(2)].into());
        let mut last = StatusCode::OK;
        for _ in 0..=10 {
            last = v
                .sign_in("nobody@shop.example", "not the password")
                .await
                .status;
        }
        if chrono::Utc::now().timestamp() / 60 != minute {
            continue; // the minute turned during the attempts: count again
        }
        assert_eq!(last, StatusCode::TOO_MANY_REQUESTS);
        let p = v.sign_in("nobody@shop.example", "x").await;
        assert!(p.has("Too many sign-in attempts"));
        // a header naming another address changes nothing: the limit is the connection's
        v.forwarded_for = Some("192.0.2.77".into());
        let p = v.sign_in("nobody@shop.example", "x").await;
        assert_eq!(p.status, StatusCode::TOO_MANY_REQUESTS);
        // another address is not limited
        let mut w = Visitor::at(&s, [127, 9, 7, 1].into());
        assert_eq!(
            w.sign_in("nobody@shop.example", "x").await.status,
            StatusCode::UNAUTHORIZED
        );
        return;
    }
    panic!("three minutes turned");
}

#[tokio::test]
async fn sessions_end_when_idle_on_sign_out_and_on_removal() {
    let s = Server::start_with(Options {
        extra: vec!["--dashboard-idle-secs".into(), "2".into()],
        ..Options::default()
    })
    .await;
    let mut v = Visitor::signed_in(&s, "viewer").await;
    assert_eq!(v.get("/dashboard").await.status, StatusCode::OK);
    tokio::time::sleep(std::time::Duration::from_millis(3_100)).await;
    let p = v.get("/dashboard/payments?status=completed").await;
    assert_eq!(p.status, StatusCode::SEE_OTHER);
    let to = p.location.unwrap();
    assert!(
        to.starts_with("/dashboard/signin?next=%2Fdashboard%2Fpayments")
            && to.ends_with("&ended=1"),
        "{to}"
    );
    assert!(v.get(&to).await.has("Your session ended"));

    // sign-out ends the session on the server: the old cookie no longer works
    let mut v = Visitor::signed_in(&s, "owner").await;
    let cookies = v.cookies.clone();
    let p = v.post("/dashboard/signout", &[]).await;
    assert_eq!(
        (p.status, p.location.as_deref()),
        (StatusCode::SEE_OTHER, Some("/dashboard/signin?out=1"))
    );
    v.cookies = cookies;
    assert_eq!(v.get("/dashboard").await.status, StatusCode::SEE_OTHER);

    // a removed person's session ends at its next request
    let mut owner = Visitor::signed_in(&s, "owner").await;
    let email = format!("gone-{}@shop.example", rand::random::<u32>());
    add_user(&s, &s.merchant_id(), &email, "support").await;
    let mut gone = Visitor::new(&s);
    gone.sign_in(&email, PASSWORD).await;
    assert_eq!(gone.get("/dashboard").await.status, StatusCode::OK);
    let ask = owner
        .post("/dashboard/team/remove", &[("email", &email)])
        .await;
    assert!(
        ask.has(r#"name="confirmed" value="yes""#),
        "a confirmation first"
    );
    let p = owner
        .post(
            "/dashboard/team/remove",
            &[("email", &email), ("confirmed", "yes")],
        )
        .await;
    assert_eq!(p.status, StatusCode::SEE_OTHER);
    assert_eq!(gone.get("/dashboard").await.status, StatusCode::SEE_OTHER);
    assert_eq!(
        gone.sign_in(&email, PASSWORD).await.status,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn moves_are_the_apis_own_with_its_idempotency_and_messages() {
    let s = Server::start().await;
    let (_, _, pay) = s.authorized("moves-1", 25_000, "IQD").await;
    let mut v = Visitor::signed_in(&s, "support").await;
    // capture: a confirmation first, then the move
    let key = uuid::Uuid::new_v4().to_string();
    let ask = v
        .post(
            &format!("/dashboard/payments/{pay}/capture"),
            &[("idempotency_key", &key)],
        )
        .await;
    assert_eq!(ask.status, StatusCode::OK);
    assert!(
        ask.has(&format!("Capture IQD 25,000 of payment {pay}?")),
        "{}",
        ask.html
    );
    assert!(ask.has(&key), "the confirmation carries the same key");
    let p = v
        .post(
            &format!("/dashboard/payments/{pay}/capture"),
            &[("idempotency_key", &key), ("confirmed", "yes")],
        )
        .await;
    assert_eq!(
        p.location.as_deref(),
        Some(format!("/dashboard/payments/{pay}?done=capture").as_str())
    );
    // a partial refund, posted twice with its key (a double click): one refund
    let key = uuid::Uuid::new_v4().to_string();
    for _ in 0..2 {
        let p = v
            .post(
                &format!("/dashboard/payments/{pay}/refund"),
                &[
                    ("idempotency_key", &key),
                    ("amount", "5,000"),
                    ("reason", "damaged"),
                    ("confirmed", "yes"),
                ],
            )
            .await;
        assert_eq!(p.status, StatusCode::SEE_OTHER, "{}", p.html);
    }
    let r = s
        .gw(Method::GET, &format!("/gateway/payments/{pay}"), "")
        .await;
    assert_eq!(
        (
            r.data()["refunded_amount"].as_i64(),
            r.data()["refund_count"].as_i64()
        ),
        (Some(5000), Some(1))
    );
    // the page shows the refund, the timeline and the status
    let page = v
        .get(&format!("/dashboard/payments/{pay}?done=refund"))
        .await;
    assert!(page.has("Refunded.") && page.has("damaged") && page.has("IQD 5,000"));
    // the payment's receipt and the refund's, each linked in the page's language
    let paid = s.get(&format!("/payments/{pay}")).await;
    let receipt = &paid.data()["receipt"];
    let (number, url) = (
        receipt["number"].as_str().unwrap(),
        receipt["url"].as_str().unwrap(),
    );
    assert!(
        page.has(&format!(
            r#"id="receipt" class="mono" href="{url}?locale=en""#
        )) && page.has(&format!(">{number}</a>")),
        "{}",
        page.html
    );
    let refund_number = number.replace("000001", "000002");
    assert!(
        number.ends_with("000001") && page.has(&format!(">{refund_number}</a>")),
        "{}",
        page.html
    );
    let (created, refunded) = (
        page.html.find(r#"data-event="payment.created""#),
        page.html.find(r#"data-event="payment.refunded""#),
    );
    assert!(
        created.is_some() && created < refunded,
        "oldest first: {}",
        page.html
    );
    // the same key with another amount: the API's refusal, word for word
    let p = v
        .post(
            &format!("/dashboard/payments/{pay}/refund"),
            &[
                ("idempotency_key", &key),
                ("amount", "6000"),
                ("reason", "damaged"),
                ("confirmed", "yes"),
            ],
        )
        .await;
    assert_eq!(p.status, StatusCode::CONFLICT);
    assert!(p.has("IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was used with a different request"));
    // more than remains: the gateway's own message
    let api = s
        .gw(
            Method::POST,
            &format!("/gateway/payments/{pay}/refund"),
            r#"{"amount":30000,"reason":"too much"}"#,
        )
        .await;
    let p = v
        .post(
            &format!("/dashboard/payments/{pay}/refund"),
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("amount", "30000"),
                ("reason", "too much"),
                ("confirmed", "yes"),
            ],
        )
        .await;
    assert_eq!(p.status.as_u16(), api.status.as_u16());
    let message = api.body["error"]["message"].as_str().unwrap();
    assert!(
        p.has(&format!("{}: {}", api.code(), message)),
        "{} / {}",
        p.html,
        api.text
    );
    // no reason: the gateway's field error
    let p = v
        .post(
            &format!("/dashboard/payments/{pay}/refund"),
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("amount", "1"),
                ("confirmed", "yes"),
            ],
        )
        .await;
    assert_eq!(p.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(p.has("VALIDATION_ERROR") && p.has("(reason:"), "{}", p.html);
    // not an amount
    let p = v
        .post(
            &format!("/dashboard/payments/{pay}/refund"),
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("amount", "12.5"),
                ("reason", "x"),
                ("confirmed", "yes"),
            ],
        )
        .await;
    assert_eq!(p.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(p.has("Enter an amount"));
    // another merchant's payment is not found
    let p = v
        .get("/dashboard/payments/pay_000000000000000000000000")
        .await;
    assert_eq!(p.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_payments_list_filters_and_pages() {
    let s = Server::start().await;
    let mut ids = vec![];
    for n in 0..3 {
        ids.push(s.authorized(&format!("list-{n}"), 1000 + n, "USD").await.2);
    }
    let mut v = Visitor::signed_in(&s, "viewer").await;
    let p = v
        .get("/dashboard/payments?currency=USD&status=reserved")
        .await;
    assert_eq!(p.status, StatusCode::OK);
    assert!(ids.iter().all(|id| p.has(id)));
    assert!(p.has("$10.02"));
    let p = v.get("/dashboard/payments?status=refunded").await;
    assert!(p.has(r#"id="no-results""#));
    let p = v
        .get("/dashboard/payments?status=done&from=yesterday")
        .await;
    assert_eq!(p.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(p.has("status: unknown status done") && p.has("from: must be a date"));
    // Arabic: right to left, Arabic-Indic digits, and remembered
    let p = v.get("/dashboard/payments?currency=USD&locale=ar").await;
    assert!(p.has(r#"dir="rtl""#) && p.has("١٠٫٠٢ US$"), "{}", p.html);
    assert!(v.get("/dashboard").await.has(r#"lang="ar-IQ""#));
    let p = v.get("/dashboard?locale=ku&theme=dark").await;
    assert!(p.has(r#"lang="ckb-IQ""#) && p.has(r#"data-theme="dark""#) && p.has("پوختە"));
}

#[tokio::test]
async fn the_overview_counts_todays_captures() {
    let s = Server::start().await;
    let (_, _, pay) = s.authorized("ov-1", 40_000, "IQD").await;
    s.gw(
        Method::POST,
        &format!("/gateway/payments/{pay}/capture"),
        "{}",
    )
    .await;
    let mut v = Visitor::signed_in(&s, "viewer").await;
    let p = v.get("/dashboard").await;
    assert_eq!(p.status, StatusCode::OK);
    assert!(
        p.has(r#"data-figure="today-volume-IQD">IQD 40,000<"#),
        "{}",
        p.html
    );
    assert!(p.has(r#"data-figure="today-count-IQD">1<"#));
    assert!(p.has("<svg class=\"chart\" id=\"chart-IQD\""));
    assert!(p.has("IQD 400"), "commission at 100 bps");
}

#[tokio::test]
async fn invitations_make_accounts_once() {
    let s = Server::start().await;
    let mut owner = Visitor::signed_in(&s, "owner").await;
    let p = owner
        .post(
            "/dashboard/team/invite",
            &[("email", "Dev@Shop.Example"), ("role", "developer")],
        )
        .await;
    assert_eq!(p.status, StatusCode::CREATED);
    let at = p.html.find("/dashboard/invite/dsi_").unwrap();
    let path = p.html[at..].split('"').next().unwrap().to_string();
    // the same address again: refused
    let again = owner
        .post(
            "/dashboard/team/invite",
            &[("email", "dev@shop.example"), ("role", "viewer")],
        )
        .await;
    assert_eq!(again.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(again.has("already has an account on this dashboard"));
    let mut dev = Visitor::new(&s);
    assert!(dev.get(&path).await.has("dev@shop.example"));
    let short = dev.post(&path, &[("password", "short")]).await;
    assert_eq!(short.status, StatusCode::UNPROCESSABLE_ENTITY);
    let p = dev
        .post(&path, &[("password", "a long enough passphrase")])
        .await;
    assert_eq!(
        (p.status, p.location.as_deref()),
        (StatusCode::SEE_OTHER, Some("/dashboard"))
    );
    assert!(dev.get("/dashboard").await.has("dev@shop.example"));
    assert_eq!(
        Visitor::new(&s).get(&path).await.status,
        StatusCode::NOT_FOUND
    );
    // the owner cannot remove themselves
    let me = owner.cookies.clone();
    let p = owner
        .post(
            "/dashboard/team/remove",
            &[("email", "dev@shop.example"), ("confirmed", "yes")],
        )
        .await;
    assert_eq!(p.status, StatusCode::SEE_OTHER);
    owner.cookies = me;
    let team = owner.get("/dashboard/team").await;
    let own = team.html.find("owner-").unwrap();
    let row_end = team.html[own..].find("</tr>").unwrap() + own;
    assert!(
        !team.html[own..row_end].contains("Remove"),
        "no remove button on one's own row"
    );
}

#[tokio::test]
async fn an_invitation_does_not_depend_on_other_merchants_staff() {
    let s = Server::start().await;
    // a person on merchant A's dashboard
    add_user(&s, &s.merchant_id(), "shared@shop.example", "owner").await;
    let mut a_owner = Visitor::new(&s);
    assert_eq!(
        a_owner
            .sign_in("shared@shop.example", PASSWORD)
            .await
            .status,
        StatusCode::SEE_OTHER
    );
    // merchant B, with its own owner
    let r = s
        .admin(
            reqwest::Method::POST,
            "/admin/merchants",
            Some(serde_json::json!({"name": "Basra Books", "status": "approved"})),
        )
        .await;
    let b = r.data()["id"].as_str().unwrap().to_string();
    add_user(&s, &b, "boss@basra.example", "owner").await;
    let mut b_owner = Visitor::new(&s);
    b_owner.sign_in("boss@basra.example", PASSWORD).await;
    b_owner.get("/dashboard/team").await;
    // B invites A's person and a stranger: the same answer for both (nothing about A)
    let mut links = vec![];
    for email in ["shared@shop.example", "stranger@elsewhere.example"] {
        let p = b_owner
            .post(
                "/dashboard/team/invite",
                &[("email", email), ("role", "viewer")],
            )
            .await;
        assert_eq!(p.status, StatusCode::CREATED, "{email}: {}", p.html);
        let at = p.html.find("/dashboard/invite/dsi_").unwrap();
        links.push(p.html[at..].split('"').next().unwrap().to_string());
    }
    // whoever holds B's invitation sets a password for B's account only: A's stays as it was
    let mut invitee = Visitor::new(&s);
    invitee.get(&links[0]).await;
    let p = invitee
        .post(&links[0], &[("password", "a different passphrase")])
        .await;
    assert_eq!(p.status, StatusCode::SEE_OTHER, "{}", p.html);
    let home = invitee.get("/dashboard").await;
    assert!(home.has("Basra Books"), "signed in to B");
    let mut again = Visitor::new(&s);
    assert_eq!(
        again.sign_in("shared@shop.example", PASSWORD).await.status,
        StatusCode::SEE_OTHER,
        "A's password still opens A"
    );
    assert!(!again.get("/dashboard").await.has("Basra Books"));
    let mut other = Visitor::new(&s);
    assert_eq!(
        other
            .sign_in("shared@shop.example", "a different passphrase")
            .await
            .status,
        StatusCode::SEE_OTHER
    );
    assert!(other.get("/dashboard").await.has("Basra Books"));
    // B removing its account leaves A's: A's owner still works, and B's team no longer
    // lists the person
    let p = b_owner
        .post(
            "/dashboard/team/remove",
            &[("email", "shared@shop.example"), ("confirmed", "yes")],
        )
        .await;
    assert_eq!(p.status, StatusCode::SEE_OTHER, "{}", p.html);
    assert_eq!(a_owner.get("/dashboard/team").await.status, StatusCode::OK);
    // and A's team never saw B's invitation
    let team = a_owner.get("/dashboard/team").await;
    assert!(!team.has("stranger@elsewhere.example"));
}

#[test]
fn every_dashboard_route_is_deployed_by_its_function() {
    let n = common::template::browser_app_is_deployed_by("DashboardFunction", "/dashboard");
    assert!(n > 20, "{n}");
}

#[tokio::test]
async fn parallel_forms_cannot_refund_twice_or_beyond_the_payment() {
    let s = Server::start().await;
    let (_, _, pay) = s.authorized("par-1", 25_000, "IQD").await;
    s.gw(
        Method::POST,
        &format!("/gateway/payments/{pay}/capture"),
        "{}",
    )
    .await;
    let v = Visitor::signed_in(&s, "support").await;
    let path = format!("/dashboard/payments/{pay}/refund");
    // eight submits of one form (one key) at once: one refund
    let key = uuid::Uuid::new_v4().to_string();
    let runs = (0..8).map(|_| {
        let (mut v, path, key) = (v.clone(), path.clone(), key.clone());
        tokio::spawn(async move {
            v.post(
                &path,
                &[
                    ("idempotency_key", &key),
                    ("amount", "1000"),
                    ("reason", "dup"),
                    ("confirmed", "yes"),
                ],
            )
            .await
            .status
        })
    });
    for r in runs.collect::<Vec<_>>() {
        assert_eq!(r.await.unwrap(), StatusCode::SEE_OTHER);
    }
    let r = s
        .gw(Method::GET, &format!("/gateway/payments/{pay}"), "")
        .await;
    assert_eq!(
        (
            r.data()["refunded_amount"].as_i64(),
            r.data()["refund_count"].as_i64()
        ),
        (Some(1000), Some(1))
    );
    // eight different refunds of 10,000 at once on the 24,000 left: two at most
    let runs = (0..8).map(|_| {
        let (mut v, path) = (v.clone(), path.clone());
        tokio::spawn(async move {
            let key = uuid::Uuid::new_v4().to_string();
            v.post(
                &path,
                &[
                    ("idempotency_key", &key),
                    ("amount", "10000"),
                    ("reason", "race"),
                    ("confirmed", "yes"),
                ],
            )
            .await
            .status
        })
    });
    let mut done = 0;
    for r in runs.collect::<Vec<_>>() {
        let status = r.await.unwrap();
        assert!(
            status == StatusCode::SEE_OTHER || status.is_client_error(),
            "{status}"
        );
        done += usize::from(status == StatusCode::SEE_OTHER);
    }
    let r = s
        .gw(Method::GET, &format!("/gateway/payments/{pay}"), "")
        .await;
    assert_eq!(done, 2);
    assert_eq!(r.data()["refunded_amount"].as_i64(), Some(21_000));
    assert_eq!(s.audit().await["ok"], true, "the books balance");
}

#[tokio::test]
async fn parallel_wrong_passwords_all_count() {
    let s = Server::start().await;
    add_user(&s, &s.merchant_id(), "race@shop.example", "viewer").await;
    let here: std::net::IpAddr = [127, 32, 7, rand::random::<u8>().max(2)].into();
    let runs = (0..5).map(|_| {
        let mut v = Visitor::at(&s, here);
        tokio::spawn(async move {
            v.sign_in("race@shop.example", "wrong wrong wrong")
                .await
                .status
        })
    });
    for r in runs.collect::<Vec<_>>() {
        let status = r.await.unwrap();
        assert!(
            status == StatusCode::UNAUTHORIZED || status == StatusCode::FORBIDDEN,
            "{status}"
        );
    }
    // five wrong passwords, however they interleaved: locked (the right password refused)
    let mut v = Visitor::at(&s, here);
    let p = v.sign_in("race@shop.example", PASSWORD).await;
    assert_eq!(p.status, StatusCode::UNAUTHORIZED);
    assert!(!p
        .set_cookies
        .iter()
        .any(|c| c.starts_with("sanduq_session=dss_")));
}

#[tokio::test]
async fn links_are_made_with_the_apis_checks_and_their_qr_is_served() {
    let s = Server::start().await;
    let mut v = Visitor::signed_in(&s, "developer").await;
    let key = uuid::Uuid::new_v4().to_string();
    // the API's own messages for what the form cannot check
    let bad = v
        .post(
            "/dashboard/links",
            &[
                ("idempotency_key", &key),
                ("description", ""),
                ("amount", "1000"),
                ("currency", "EUR"),
                ("max_uses", "many"),
            ],
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(bad.has("VALIDATION_ERROR"), "{}", bad.html);
    for field in ["description", "max_uses"] {
        assert!(bad.has(&format!("({field}: ")), "{field}: {}", bad.html);
    }
    assert!(bad.has(r#"value="many""#), "what was typed is kept");
    let eur = v
        .post(
            "/dashboard/links",
            &[
                ("idempotency_key", &key),
                ("description", "Box"),
                ("amount", "1000"),
                ("currency", "EUR"),
            ],
        )
        .await;
    assert!(eur.has("UNSUPPORTED_CURRENCY"), "{}", eur.html);
    let amount = v
        .post(
            "/dashboard/links",
            &[
                ("idempotency_key", &key),
                ("description", "Box"),
                ("amount", "12.5"),
                ("currency", "IQD"),
            ],
        )
        .await;
    assert_eq!(amount.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(amount.has("amount"), "IQD has no decimals: {}", amount.html);
    assert_eq!(links_total(&s).await, 0, "nothing was made");
    // made with Arabic-Indic digits
    let day = (chrono::Utc::now() + chrono::Duration::days(30))
        .format("%Y-%m-%d")
        .to_string();
    let p = v
        .post(
            "/dashboard/links",
            &[
                ("idempotency_key", &key),
                ("description", "هدية"),
                ("amount", "٢٥٬٠٠٠"),
                ("currency", "IQD"),
                ("max_uses", "٣"),
                ("expires_on", &day),
            ],
        )
        .await;
    let to = p
        .location
        .clone()
        .unwrap_or_else(|| panic!("{} {}", p.status, p.html));
    let link = to["/dashboard/links/".len()..]
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let api = s.get(&format!("/embedded/payment-links/{link}")).await;
    assert_eq!(api.data()["amount"], 25_000);
    assert_eq!(api.data()["max_uses"], 3);
    assert_eq!(
        api.data()["expires_at"],
        format!("{day}T20:59:59Z"),
        "the day's end in Baghdad"
    );
    // the same form again (a double submit): the same link, not a second one
    let again = v
        .post(
            "/dashboard/links",
            &[
                ("idempotency_key", &key),
                ("description", "هدية"),
                ("amount", "٢٥٬٠٠٠"),
                ("currency", "IQD"),
                ("max_uses", "٣"),
                ("expires_on", &day),
            ],
        )
        .await;
    assert_eq!(again.location.as_deref(), Some(to.as_str()));
    assert_eq!(links_total(&s).await, 1);
    let page = v.get(&to).await;
    assert!(page.has("Payment link created.") && page.has(r#"id="qr""#));
    let short = api.data()["short_url"].as_str().unwrap().to_string();
    assert!(page.has(&short));
    // the QR: SVG to show, PNG to download, both of the short address
    let svg = v
        .get(&format!("/dashboard/links/{link}/qr?format=svg"))
        .await;
    assert!(svg.html.starts_with("<?xml") || svg.html.contains("<svg"));
    let png = reqwest::Client::new()
        .get(format!(
            "{}/dashboard/links/{link}/qr?format=png&download=1",
            s.root
        ))
        .header(
            "cookie",
            format!("sanduq_session={}", v.cookies["sanduq_session"]),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(png.headers()["content-type"], "image/png");
    assert_eq!(
        png.headers()["content-disposition"],
        format!("attachment; filename=\"{link}-qr.png\"").as_str()
    );
    let bytes = png.bytes().await.unwrap();
    assert_eq!(
        qr::decode(&bytes, false),
        std::slice::from_ref(&short),
        "the QR says the short address"
    );
    assert_eq!(qr::decode(svg.html.as_bytes(), true), [short]);
    // another merchant's link, or none: not found
    let none = v
        .get("/dashboard/links/pl_00000000000000000000000000/qr")
        .await;
    assert_eq!(none.status, StatusCode::NOT_FOUND);
    // deactivated after a confirmation; the page then offers no deactivation
    let ask = v
        .post(&format!("/dashboard/links/{link}/deactivate"), &[])
        .await;
    assert!(ask.has(&format!("Deactivate link {link}?")));
    let done = v
        .post(
            &format!("/dashboard/links/{link}/deactivate"),
            &[("confirmed", "yes")],
        )
        .await;
    assert_eq!(done.status, StatusCode::SEE_OTHER);
    let page = v.get(&format!("/dashboard/links/{link}")).await;
    assert!(page.has("Deactivated") && !page.has(r#"id="deactivate""#));
}

#[tokio::test]
async fn secrets_show_once_keys_roll_once_and_a_failing_colour_is_refused() {
    let s = Server::start().await;
    let mut v = Visitor::signed_in(&s, "developer").await;
    // a publishable key to roll (the test server's own keys keep working)
    let issued = s
        .admin(
            Method::POST,
            &format!("/admin/merchants/{}/keys", s.merchant_id()),
            Some(serde_json::json!({ "kind": "publishable" })),
        )
        .await;
    let key = issued.data()["id"].as_str().unwrap().to_string();
    let old = issued.data()["key"].as_str().unwrap().to_string();
    v.get("/dashboard/developers").await;
    // eight rolls of one key at once: one new key, the others told it is already revoked
    let rolls = (0..8).map(|_| {
        let mut v = v.clone();
        let path = format!("/dashboard/developers/keys/{key}/roll");
        tokio::spawn(async move { v.post(&path, &[("confirmed", "yes")]).await })
    });
    let mut made = vec![];
    for r in rolls {
        let p = r.await.unwrap();
        if p.status == StatusCode::CREATED {
            let at = p.html.find(r#"id="shown-secret""#).unwrap();
            let shown = p.html[..at].rsplit("value=\"").next().unwrap();
            made.push(shown.split('"').next().unwrap().to_string());
        } else {
            assert_eq!(p.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", p.html);
            assert!(p.has("the key is already revoked"));
        }
    }
    assert_eq!(made.len(), 1, "one roll wins");
    assert!(made[0].starts_with("pk_sandbox_") && made[0] != old);
    let keys = s
        .admin(
            Method::GET,
            &format!("/admin/merchants/{}/keys", s.merchant_id()),
            None,
        )
        .await;
    let pks: Vec<&serde_json::Value> = keys.data()["keys"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|k| k["kind"] == "publishable" && k["revoked"] == false)
        .collect();
    assert_eq!(pks.len(), 2, "the first key and the rolled one: {keys:?}");
    let page = v.get("/dashboard/developers").await;
    assert!(!page.has(&made[0]), "the new key is not shown again");
    assert!(page.has(&made[0][..16]), "only its hint");

    // a webhook endpoint: the API's check of the URL, then its secret shown once
    let bad = v
        .post(
            "/dashboard/developers/webhooks",
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("url", "not a url"),
                ("events", "payment.nothing"),
            ],
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(bad.has("VALIDATION_ERROR") && bad.has("payment.nothing is not an event type"));
    let added = v
        .post(
            "/dashboard/developers/webhooks",
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("url", "http://127.0.0.1:9/hooks"),
                ("events", "payment.completed"),
                ("events", "payment.refunded"),
            ],
        )
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.html);
    let at = added.html.find("whsec_").expect("the signing secret");
    let secret: String = added.html[at..].split('"').next().unwrap().to_string();
    let at = added
        .html
        .find("/dashboard/developers/webhooks/we_")
        .unwrap()
        + 31;
    let we = added.html[at..].split('/').next().unwrap().to_string();
    let page = v.get(&format!("/dashboard/developers/webhooks/{we}")).await;
    assert!(!page.has(&secret) && !page.has("whsec_"), "shown once");
    assert!(page.has(r#"value="payment.completed" checked"#));
    // rotated after a confirmation: a new secret, shown once
    let ask = v
        .post(&format!("/dashboard/developers/webhooks/{we}/rotate"), &[])
        .await;
    assert!(ask.has("Rotate the signing secret"), "{}", ask.html);
    let rotated = v
        .post(
            &format!("/dashboard/developers/webhooks/{we}/rotate"),
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("confirmed", "yes"),
            ],
        )
        .await;
    assert!(
        rotated.has("whsec_") && !rotated.has(&secret),
        "{}",
        rotated.html
    );
    // disabled after a confirmation, enabled again
    let off = v
        .post(
            &format!("/dashboard/developers/webhooks/{we}/disable"),
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("confirmed", "yes"),
            ],
        )
        .await;
    assert_eq!(off.status, StatusCode::SEE_OTHER);
    let api = s.get(&format!("/webhooks/endpoints/{we}")).await;
    assert_eq!(api.data()["status"], "disabled");
    let resend = v
        .post(
            "/dashboard/developers/events/evt_00000000000000000000000000/resend",
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("endpoint_id", &we),
            ],
        )
        .await;
    assert_eq!(resend.status, StatusCode::NOT_FOUND, "{}", resend.html);
    let on = v
        .post(
            &format!("/dashboard/developers/webhooks/{we}/enable"),
            &[("idempotency_key", &uuid::Uuid::new_v4().to_string())],
        )
        .await;
    assert_eq!(on.status, StatusCode::SEE_OTHER);
    assert_eq!(
        s.get(&format!("/webhooks/endpoints/{we}")).await.data()["status"],
        "enabled"
    );

    // branding: a colour white text cannot be read on is refused with the API's message
    let mut owner = Visitor::signed_in(&s, "owner").await;
    owner.get("/dashboard/branding").await;
    let refused = owner
        .post(
            "/dashboard/branding",
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("name", "Yellow Shop"),
                ("brand_color", "#FFCC00"),
            ],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        refused.has("white text on it has a contrast of 1.5")
            && refused.has("WCAG AA needs at least 4.5:1"),
        "{}",
        refused.html
    );
    assert!(
        refused.has(r##"value="#FFCC00""##),
        "what was typed is kept"
    );
    let now = s.get("/merchant/branding").await;
    assert_ne!(now.data()["name"], "Yellow Shop", "nothing was saved");
    let saved = owner
        .post(
            "/dashboard/branding",
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("name", "Blue Shop"),
                ("brand_color", "#0b5fff"),
            ],
        )
        .await;
    assert_eq!(
        saved.location.as_deref(),
        Some("/dashboard/branding?done=branding")
    );
    let now = s.get("/merchant/branding").await;
    assert_eq!(
        (
            now.data()["name"].as_str(),
            now.data()["brand_color"].as_str()
        ),
        (Some("Blue Shop"), Some("#0B5FFF"))
    );
    let page = owner.get("/dashboard/branding?done=branding").await;
    assert!(page.has("Branding saved.") && page.has("4.") && page.has("passes WCAG AA"));

    // the legal name and tax number receipts carry: a bad number refused as the API words
    // it, a good one saved and shown
    let bad = owner
        .post(
            "/dashboard/branding",
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("tax_number", "12 34"),
            ],
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(bad.has("must be Latin letters and digits"), "{}", bad.html);
    let saved = owner
        .post(
            "/dashboard/branding",
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("name", "Blue Shop"),
                ("brand_color", "#0b5fff"),
                ("legal_name", "Blue Shop Trading LLC"),
                ("tax_number", "IQ-778/2026"),
                ("receipt_sms", "on"),
            ],
        )
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.html);
    let now = s.get("/merchant/branding").await;
    assert_eq!(now.data()["legal_name"], "Blue Shop Trading LLC");
    assert_eq!(now.data()["tax_number"], "IQ-778/2026");
    assert_eq!(now.data()["receipt_sms"], true);
    let page = owner.get("/dashboard/branding?locale=ar").await;
    assert!(
        page.has("الرقم الضريبي") && page.has(r#"value="IQ-778/2026""#),
        "{}",
        page.html
    );
    assert!(
        page.has(r#"name="receipt_sms" value="on" checked"#),
        "{}",
        page.html
    );
}

#[tokio::test]
async fn subscriptions_move_through_the_apis_rules_and_the_clock_is_sandbox_only() {
    let s = Server::start().await;
    let sub = api_subscription(&s).await;
    let mut v = Visitor::signed_in(&s, "support").await;
    let list = v.get("/dashboard/subscriptions?status=trialing").await;
    assert!(list.has(&sub) && list.has("Trial"), "{}", list.html);
    let bad = v.get("/dashboard/subscriptions?status=sleeping").await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    // resuming what is not paused: the API's refusal, as the API words it
    let resume = v
        .post(
            &format!("/dashboard/subscriptions/{sub}/resume"),
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("confirmed", "yes"),
            ],
        )
        .await;
    let api = s
        .post(
            &format!("/subscriptions/{sub}/resume"),
            serde_json::json!({}),
        )
        .await;
    assert_eq!(resume.status.as_u16(), api.status.as_u16());
    assert!(
        resume.has(&format!(
            "{}: {}",
            api.code(),
            api.body["error"]["message"].as_str().unwrap()
        )),
        "{}",
        resume.html
    );
    // cancelled at the period's end, after a confirmation that keeps the choice
    let ask = v
        .post(
            &format!("/dashboard/subscriptions/{sub}/cancel"),
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("at_period_end", "yes"),
            ],
        )
        .await;
    assert!(
        ask.has(&format!("Cancel subscription {sub}?"))
            && ask.has(r#"name="at_period_end" value="yes""#)
    );
    let key = uuid::Uuid::new_v4().to_string();
    let done = v
        .post(
            &format!("/dashboard/subscriptions/{sub}/cancel"),
            &[
                ("idempotency_key", &key),
                ("at_period_end", "yes"),
                ("confirmed", "yes"),
            ],
        )
        .await;
    assert_eq!(done.status, StatusCode::SEE_OTHER);
    let api = s.get(&format!("/subscriptions/{sub}")).await;
    assert_eq!(api.data()["cancel_at_period_end"], true, "{api:?}");
    let unknown = v
        .post(
            &format!("/dashboard/subscriptions/{sub}/delete"),
            &[("confirmed", "yes")],
        )
        .await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);

    // the test clock: moved by days, shown in merchant time; a production merchant has none
    let mut dev = Visitor::signed_in(&s, "developer").await;
    dev.get("/dashboard/developers").await;
    let bad = dev
        .post(
            "/dashboard/developers/clock",
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("amount", "soon"),
                ("unit", "days"),
            ],
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        bad.has("VALIDATION_ERROR") && bad.has("seconds"),
        "{}",
        bad.html
    );
    let moved = dev
        .post(
            "/dashboard/developers/clock",
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("amount", "٢"),
                ("unit", "days"),
            ],
        )
        .await;
    assert_eq!(
        moved.location.as_deref(),
        Some("/dashboard/developers?done=advance")
    );
    assert_eq!(
        s.get("/sandbox/clock").await.data()["offset_seconds"],
        2 * 86_400
    );
    let page = dev.get("/dashboard/developers?done=advance").await;
    assert!(page.has(r#"id="clock-offset">2 d</dd>"#), "{}", page.html);
}

#[tokio::test]
async fn an_endpoint_recovers_what_came_while_it_was_disabled() {
    let s = Server::start().await;
    let mut v = Visitor::signed_in(&s, "developer").await;
    v.get("/dashboard/developers").await;
    let added = v
        .post(
            "/dashboard/developers/webhooks",
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("url", "http://127.0.0.1:9/hooks"),
                ("events", "user.created"),
            ],
        )
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.html);
    let at = added
        .html
        .find("/dashboard/developers/webhooks/we_")
        .unwrap()
        + 31;
    let we = added.html[at..].split('/').next().unwrap().to_string();
    let page = format!("/dashboard/developers/webhooks/{we}");
    let off = v
        .post(
            &format!("{page}/disable"),
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("confirmed", "yes"),
            ],
        )
        .await;
    assert_eq!(off.status, StatusCode::SEE_OTHER);
    // a witness endpoint: once it has a delivery of the event, the relay has fanned the
    // event out, while the first endpoint was still disabled
    s.post(
        "/webhooks/endpoints",
        serde_json::json!({ "url": "http://127.0.0.1:9/witness", "events": ["user.created"] }),
    )
    .await;
    // an event while it is disabled: never sent to it
    s.user("missed-1").await;
    let mut relayed = false;
    for _ in 0..100 {
        if v.get("/dashboard/developers/events")
            .await
            .has(r#"class="delivery""#)
        {
            relayed = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(relayed, "the relay never fanned the event out");
    let shown = v.get(&page).await;
    assert!(shown.has(r#"data-status="none""#), "{}", shown.html);
    // recovery of a disabled endpoint: the API's refusal
    let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
    let early = v
        .post(
            &format!("{page}/recover"),
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("since", &today),
            ],
        )
        .await;
    assert_eq!(early.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(early.has("enable it first"), "{}", early.html);
    v.post(
        &format!("{page}/enable"),
        &[("idempotency_key", &uuid::Uuid::new_v4().to_string())],
    )
    .await;
    let bad = v
        .post(
            &format!("{page}/recover"),
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("since", "last week"),
            ],
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(bad.has("since"), "{}", bad.html);
    let yesterday = (chrono::Utc::now() - chrono::Duration::days(1))
        .format("%Y-%m-%d")
        .to_string();
    let done = v
        .post(
            &format!("{page}/recover"),
            &[
                ("idempotency_key", &uuid::Uuid::new_v4().to_string()),
                ("since", &yesterday),
            ],
        )
        .await;
    assert_eq!(
        done.location.as_deref(),
        Some(format!("{page}?done=recover&n=1").as_str())
    );
    let after = v.get(&format!("{page}?done=recover&n=1")).await;
    assert!(after.has("Events queued again: 1."), "{}", after.html);
    assert!(
        !after.has(r#"data-status="none""#),
        "now sent to it: {}",
        after.html
    );
}

#[tokio::test]
async fn developers_see_their_requests_browse_events_and_send_a_test_event() {
    let s = Server::start().await;
    let rx = receiver::Receiver::start().await;
    let made = s
        .post(
            "/webhooks/endpoints",
            serde_json::json!({ "url": rx.url, "events": ["user.created"] }),
        )
        .await;
    let we = made.data()["id"].as_str().unwrap().to_string();
    let secret = made.data()["secret"].as_str().unwrap().to_string();
    s.user("dev-1").await;
    s.get("/payments/pay_00000000000000000000000000")
        .await
        .expect_error(404, "PAYMENT_NOT_FOUND");
    rx.wait_for(1).await;
    let mut v = Visitor::signed_in(&s, "developer").await;

    // the request log: method, route, status, code, request id, latency
    let mut page = v.get("/dashboard/developers").await;
    for _ in 0..50 {
        if page.has("PAYMENT_NOT_FOUND") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        page = v.get("/dashboard/developers").await;
    }
    assert!(page.has(r#"id="requests""#), "{}", page.html);
    assert!(
        page.has("/api/v1/payments/{payment_id}") && page.has("PAYMENT_NOT_FOUND"),
        "{}",
        page.html
    );
    assert!(
        page.has("/api/v1/users/sync") && page.has(" ms<"),
        "{}",
        page.html
    );
    assert!(!page.has(&s.sk()) && !page.has("dev-1"));

    // the events browser: the payload as delivered, each delivery's status and answer
    let events = v.get("/dashboard/developers/events").await;
    assert_eq!(events.status, StatusCode::OK);
    assert!(
        events.has("user.created") && events.has("&#34;external_user_id&#34;: &#34;dev-1&#34;"),
        "{}",
        events.html
    );
    assert!(
        events.has(&rx.url) && events.has("answered 200"),
        "{}",
        events.html
    );
    let only = v
        .get("/dashboard/developers/events?type=endpoint.disabled")
        .await;
    assert!(only.has(r#"id="no-events""#), "{}", only.html);
    let odd = v
        .get("/dashboard/developers/events?type=nonsense&after=evt_nope")
        .await;
    assert_eq!(odd.status, StatusCode::OK, "a bad filter shows every event");

    // send a test event: signed with the endpoint's secret, not stored, not listed
    let before = rx.got().len();
    let endpoint = format!("/dashboard/developers/webhooks/{we}");
    v.get(&endpoint).await;
    let sent = v
        .post(&format!("{endpoint}/test"), &[("type", "payment.refunded")])
        .await;
    assert_eq!(sent.status, StatusCode::OK, "{}", sent.html);
    assert!(
        sent.has("Test event evt_test_") && sent.has("HTTP 200"),
        "{}",
        sent.html
    );
    let got = rx.wait_for(before + 1).await;
    let test = got.last().unwrap().clone();
    assert!(test.id.starts_with("evt_test_"));
    assert_eq!(test.event()["type"], "payment.refunded");
    assert_eq!(test.event()["test"], true);
    let verified = receiver::verify_all(&[(secret, test.clone())]);
    assert_eq!(verified[0]["id"], test.id.as_str(), "{verified:?}");
    let listed = s.get("/events?per_page=100").await;
    assert!(
        !listed.text.contains("evt_test_"),
        "not one of the merchant's events"
    );
    let bad = v
        .post(&format!("{endpoint}/test"), &[("type", "payment.done")])
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", bad.html);
    let forged = v
        .post(
            &format!("{endpoint}/test"),
            &[("csrf", "forged"), ("type", "payment.refunded")],
        )
        .await;
    assert_eq!(forged.status, StatusCode::FORBIDDEN);
    // a viewer may look but not send
    let mut viewer = Visitor::signed_in(&s, "viewer").await;
    viewer.get(&endpoint).await;
    let refused = viewer
        .post(&format!("{endpoint}/test"), &[("type", "payment.refunded")])
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert_eq!(rx.got().len(), before + 1);
}

/// A dispute a buyer opened on a captured payment: its id.
async fn dispute(s: &Server) -> String {
    let ext = format!("dp-{}", rand::random::<u32>());
    let (u, _, pay) = s.authorized(&ext, 5_000, "IQD").await;
    s.post(&format!("/payments/{pay}/capture"), serde_json::json!({}))
        .await;
    let t = crate::transfers_api::token(s, &u).await;
    let r = s
        .send(
            Method::POST,
            "/wallet/disputes",
            Some(&t),
            &[("idempotency-key", uuid::Uuid::new_v4().to_string())],
            Some(
                serde_json::json!({ "payment_id": pay, "reason": "other", "description": "test" })
                    .to_string(),
            ),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    r.data()["id"].as_str().unwrap().to_string()
}
