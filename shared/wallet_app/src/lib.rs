//! The hosted wallet (`/wallet`): a web app for a merchant's users, for merchants that have
//! no app of their own yet. Server-rendered pages in Arabic, Kurdish and English over the
//! wallet API: sign in with a code sent to the phone, balances and statement, my payment
//! code, pay a merchant's QR (camera or typed code), send, exchange, cash out, identity
//! verification, the PIN, sign out everywhere. Each form is the API request the user's own
//! app would send (`api`), so checks, idempotency, limits and errors are the API's; its
//! Idempotency-Key comes with the form, so a form sent twice acts once.
//!
//! A browser application, not part of the published API: its routes are described for the
//! route table and template.yaml, and left out of the OpenAPI document.

pub mod amounts;
pub mod api;
mod code;
mod disputes;
mod family;
mod home;
mod identity;
mod install;
pub mod money;
mod pay;
mod security;
pub mod session;
mod signin;
mod visit;
mod withdraw;

use api::{Api, Failure};
use axum::extract::DefaultBodyLimit;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode, Uri};
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::Extension;
use sanduq_api::auth;
use sanduq_api::browser::{here_of, same_token, Form, Look};
use sanduq_api::contract::{Answer, Auth, Op, Routes};
use sanduq_kernel::state::AppState;
use sanduq_pages::wallet::{Frame, Message};
use sanduq_pages::{format, Locale};
use session::Holder;

/// The path every hosted-wallet route is under.
pub const PREFIX: &str = "/wallet";

/// The pages' Content-Security-Policy: the other pages' policy, and the web app's manifest
/// and service worker from Sanduq itself (the camera's stream is no fetch).
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' https:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; manifest-src 'self'; worker-src 'self'";

/// The largest form the wallet reads: an identity document's photo (2 MB) with its fields,
/// as multipart.
pub const MAX_FORM: usize = 3 * 1024 * 1024;

pub fn router(st: AppState) -> axum::Router {
    routes(st.clone()).finish(st).0
}

pub fn routes(st: AppState) -> Routes {
    let api = Api::new(&st);
    Routes::new("wallet-app", Auth::Public)
        .get("/wallet", home::show, &const { page("walletAppHome") })
        .get(
            "/wallet/signin",
            signin::form,
            &const { page("walletAppSigninPage") },
        )
        .post(
            "/wallet/signin",
            signin::ask,
            &const { page("walletAppAskCode") },
        )
        .post(
            "/wallet/signin/verify",
            signin::verify,
            &const { page("walletAppVerify") },
        )
        .post(
            "/wallet/signout",
            signin::sign_out,
            &const { page("walletAppSignOut") },
        )
        .get(
            "/wallet/statement",
            home::statement,
            &const { page("walletAppStatement") },
        )
        .get("/wallet/code", code::show, &const { page("walletAppCode") })
        .post(
            "/wallet/code",
            code::renew,
            &const { page("walletAppNewCode") },
        )
        .get("/wallet/pay", pay::scan, &const { page("walletAppPay") })
        .get(
            "/wallet/pay/find",
            pay::find,
            &const { page("walletAppFindQr") },
        )
        .get(
            "/wallet/pay/{qr_id}",
            pay::confirm,
            &const { page("walletAppConfirmPay") },
        )
        .post(
            "/wallet/pay/{qr_id}",
            pay::pay,
            &const { page("walletAppPayQr") },
        )
        .get(
            "/wallet/send",
            money::send_form,
            &const { page("walletAppSendPage") },
        )
        .post(
            "/wallet/send",
            money::send,
            &const { page("walletAppSend") },
        )
        .post(
            "/wallet/send/review",
            money::send_review,
            &const { page("walletAppSendReview") },
        )
        .post(
            "/wallet/send/edit",
            money::send_edit,
            &const { page("walletAppSendEdit") },
        )
        .get(
            "/wallet/exchange",
            money::exchange_form,
            &const { page("walletAppExchangePage") },
        )
        .post(
            "/wallet/exchange/quote",
            money::quote,
            &const { page("walletAppQuote") },
        )
        .post(
            "/wallet/exchange",
            money::exchange,
            &const { page("walletAppExchange") },
        )
        .get(
            "/wallet/disputes",
            disputes::list,
            &const { page("walletAppDisputes") },
        )
        .get(
            "/wallet/family",
            family::list,
            &const { page("walletAppFamily") },
        )
        .post(
            "/wallet/family",
            family::add,
            &const { page("walletAppAddDependant") },
        )
        .get(
            "/wallet/family/{dependant_id}",
            family::show,
            &const { page("walletAppDependant") },
        )
        .post(
            "/wallet/family/{dependant_id}",
            family::save,
            &const { page("walletAppDependantRules") },
        )
        .post(
            "/wallet/family/{dependant_id}/pause",
            family::pause,
            &const { page("walletAppPauseDependant") },
        )
        .post(
            "/wallet/family/{dependant_id}/code",
            family::code,
            &const { page("walletAppDependantCode") },
        )
        .post(
            "/wallet/signin/family",
            signin::family,
            &const { page("walletAppFamilySignIn") },
        )
        .get(
            "/wallet/disputes/new",
            disputes::new,
            &const { page("walletAppReportProblem") },
        )
        .post(
            "/wallet/disputes",
            disputes::open,
            &const { page("walletAppOpenDispute") },
        )
        .post(
            "/wallet/disputes/{dispute_id}/withdraw",
            disputes::withdraw,
            &const { page("walletAppWithdrawDispute") },
        )
        .get(
            "/wallet/cash-out",
            money::cash_out_form,
            &const { page("walletAppCashOutPage") },
        )
        .post(
            "/wallet/cash-out",
            money::cash_out,
            &const { page("walletAppCashOut") },
        )
        .get(
            "/wallet/withdraw",
            withdraw::form,
            &const { page("walletAppWithdrawPage") },
        )
        .post(
            "/wallet/withdraw/review",
            withdraw::review_page,
            &const { page("walletAppWithdrawReview") },
        )
        .post(
            "/wallet/withdraw/edit",
            withdraw::edit,
            &const { page("walletAppWithdrawEdit") },
        )
        .post(
            "/wallet/withdraw",
            withdraw::create,
            &const { page("walletAppWithdraw") },
        )
        .get(
            "/wallet/withdraw/{withdrawal_id}",
            withdraw::show,
            &const { page("walletAppWithdrawal") },
        )
        .post(
            "/wallet/withdraw/{withdrawal_id}/cancel",
            withdraw::cancel,
            &const { page("walletAppCancelWithdrawal") },
        )
        .get(
            "/wallet/agents",
            withdraw::agents,
            &const { page("walletAppAgents") },
        )
        .get(
            "/wallet/identity",
            identity::show,
            &const { page("walletAppIdentity") },
        )
        .post(
            "/wallet/identity",
            identity::submit,
            &const { page("walletAppSubmitKyc") },
        )
        .get(
            "/wallet/security",
            security::show,
            &const { page("walletAppSecurity") },
        )
        .post(
            "/wallet/security/set",
            security::set,
            &const { page("walletAppSetPin") },
        )
        .post(
            "/wallet/security/change",
            security::change,
            &const { page("walletAppChangePin") },
        )
        .post(
            "/wallet/security/reset-code",
            security::reset_code,
            &const { page("walletAppResetCode") },
        )
        .post(
            "/wallet/security/reset",
            security::reset,
            &const { page("walletAppResetPin") },
        )
        .get(
            "/wallet/offline",
            install::offline,
            &const { page("walletAppOffline") },
        )
        .get(
            "/wallet/manifest.webmanifest",
            install::manifest,
            &const { file("walletAppManifest", "application/manifest+json") },
        )
        .get(
            "/wallet/sw.js",
            install::worker,
            &const { file("walletAppWorker", "application/javascript") },
        )
        .get(
            "/wallet/icons/{file}",
            install::icon,
            &const { file("walletAppIcon", "image/png") },
        )
        .layer(|r| {
            r.layer(Extension(api))
                .layer(DefaultBodyLimit::max(MAX_FORM))
                .route_layer(from_fn_with_state(st, auth::public))
        })
}

/// A hosted-wallet route's description: an HTML page (or a form post answered with one).
const fn page(id: &'static str) -> Op {
    Op {
        id,
        summary: "A page of the hosted wallet",
        answer: Answer::Html,
        ..Op::DEFAULT
    }
}

/// A hosted-wallet route that answers a file (the manifest, the worker, an icon).
const fn file(id: &'static str, media: &'static str) -> Op {
    Op {
        id,
        summary: "A file of the hosted wallet",
        answer: Answer::File { media },
        ..Op::DEFAULT
    }
}

/// The frame of a page: the look, the merchant's brand, who is signed in.
fn frame(look: Look, who: Option<&Holder>, section: &'static str, uri: &Uri) -> Frame {
    let csrf = who.map(|h| h.csrf.as_str()).unwrap_or_default();
    let mut f = Frame::new(
        look.locale,
        look.theme,
        csrf,
        &here_of(uri.path(), uri.query()),
    );
    f.section = section;
    if let Some(h) = who {
        f = branded(f, &h.merchant);
        f.signed_in = true;
    }
    f
}

/// A frame in a merchant's colours, name and logo.
pub fn branded(mut f: Frame, m: &sanduq_domain::merchant::Merchant) -> Frame {
    f.merchant = m.branding.name.clone().unwrap_or_else(|| m.name.clone());
    f.brand_color = m
        .branding
        .brand_color
        .clone()
        .filter(|c| c.len() == 7 && c.starts_with('#'));
    f.logo_url = m.branding.logo_url.clone();
    f.sandbox = m.sandbox;
    f
}

/// A page with the pages' security headers, never cached (balances, codes), remembering a
/// look chosen in the query.
fn html(status: StatusCode, body: String, look: Look, headers: &HeaderMap) -> Response {
    html_in(&session::JAR, status, body, (look, headers))
}

/// `html` of a browser application whose look cookies are `jar`'s (the agent app's too).
pub fn html_in(
    jar: &sanduq_api::browser::Jar,
    status: StatusCode,
    body: String,
    (look, headers): (Look, &HeaderMap),
) -> Response {
    let mut r = sanduq_payments::routes::pages::html(status, body);
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    h.insert("referrer-policy", HeaderValue::from_static("same-origin"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    for c in look.remembered(jar, headers) {
        h.append(header::SET_COOKIE, c);
    }
    r
}

/// A page that only says something (an error, a stale form).
fn message(status: StatusCode, f: &Frame, text: &str, look: Look, headers: &HeaderMap) -> Response {
    let body = sanduq_pages::wallet::page(Message {
        f,
        title: if status.is_success() {
            f.s.app
        } else {
            f.s.error
        },
        text,
        link_href: Some("/wallet"),
        link_text: f.s.back,
    });
    html(status, body, look, headers)
}

/// A refusal in the user's words, the API's code beside them.
pub fn failed(f: Frame, e: &Failure) -> Frame {
    let s = f.s;
    let rule = e.details.get("rule").and_then(serde_json::Value::as_str);
    let family = f.family().error(&e.code, rule);
    let mut text = if e.code == "VALIDATION_ERROR" && e.details.get("tries_left").is_some() {
        s.e_code_wrong.to_string()
    } else if let Some(t) = family {
        t.to_string()
    } else {
        s.error_text(&e.code).to_string()
    };
    if let Some(n) = e.number() {
        text = format::seconds_said(
            f.locale(),
            &text.replace("{n}", &format::number(f.locale(), n)),
        );
    }
    let mut code = e.code.clone();
    let fields = e.fields();
    if e.code == "VALIDATION_ERROR" && !fields.is_empty() {
        code = format!("{code}: {}", fields.join(", "));
    }
    f.bad(text, Some(code))
}

/// Whether a signed-in form carries its sign-in's CSRF token.
fn csrf_ok(h: &Holder, form: &Form) -> bool {
    same_token(form.get("csrf").unwrap_or_default(), &h.csrf)
}

/// The answer to a form without its CSRF token: nothing done.
fn stale(look: Look, who: &Holder, uri: &Uri, headers: &HeaderMap) -> Response {
    let f = frame(look, Some(who), "", uri);
    message(StatusCode::FORBIDDEN, &f, f.s.form_expired, look, headers)
}

/// A fresh Idempotency-Key for a form.
pub fn new_key() -> String {
    uuid::Uuid::new_v4().hyphenated().to_string()
}

/// Money as a person in this locale reads it.
pub fn money_text(l: Locale, minor: i64, currency: &str) -> String {
    let exponent = sanduq_domain::Currency::parse("currency", currency).map_or(0, |c| c.exponent());
    format::amount(l, minor, currency, exponent)
}

/// Money in words in this locale (an amount's accessible name, what is said before a PIN).
pub fn money_words(l: Locale, minor: i64, currency: &str) -> String {
    let c = sanduq_domain::Currency::parse("currency", currency)
        .unwrap_or(sanduq_domain::Currency::Iqd);
    sanduq_payments::receipts::words(minor, c, sanduq_payments::receipts::language(l))
}

/// Whole seconds (rounded up) from the merchant's now until an API time (0 when past or
/// unreadable).
pub fn seconds_until(st: &AppState, m: &sanduq_domain::merchant::Merchant, at: &str) -> i64 {
    chrono::DateTime::parse_from_rfc3339(at)
        .map(|t| {
            let ms = (t.with_timezone(&chrono::Utc) - st.now_for(m)).num_milliseconds();
            (ms.max(0) + 999) / 1000
        })
        .unwrap_or(0)
}
