//! The agent app (`/agent`, issue 79): a merchant's cash point at its counter, on a phone.
//! Server-rendered pages in Arabic, Kurdish and English over the agent API: sign in with a
//! code sent to the agent's phone, set the PIN, the float and commission, cash in (the
//! customer named before the PIN), pay out a withdrawal with its code, today's statement,
//! the latest operations with their receipts (printable on an 80 mm roll), installable by
//! its manifest. Each form is the API request the agent's own app would send (`api`), with
//! the form's Idempotency-Key, so a form sent twice acts once.
//!
//! A browser application, not part of the published API: its routes are described for the
//! route table and template.yaml, and left out of the OpenAPI document.

pub mod api;
mod desk;
mod install;
pub mod session;
mod signin;
mod visit;

use api::{Api, Failure};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::Extension;
use sanduq_api::auth;
use sanduq_api::browser::{here_of, Look};
use sanduq_api::contract::{Answer, Auth, Op, Routes};
use sanduq_kernel::state::AppState;
use sanduq_pages::agent::Words;
use sanduq_pages::wallet::Frame;
use session::Holder;

/// The path every agent-app route is under.
pub const PREFIX: &str = "/agent";

pub fn router(st: AppState) -> axum::Router {
    routes(st.clone()).finish(st).0
}

pub fn routes(st: AppState) -> Routes {
    let api = Api::new(&st);
    Routes::new("agent-app", Auth::Public)
        .get("/agent", desk::home, &const { page("agentAppHome") })
        .get(
            "/agent/signin",
            signin::form,
            &const { page("agentAppSigninPage") },
        )
        .post(
            "/agent/signin",
            signin::ask,
            &const { page("agentAppAskCode") },
        )
        .post(
            "/agent/signin/verify",
            signin::verify,
            &const { page("agentAppVerify") },
        )
        .post(
            "/agent/signout",
            signin::sign_out,
            &const { page("agentAppSignOut") },
        )
        .post(
            "/agent/pin",
            desk::set_pin,
            &const { page("agentAppSetPin") },
        )
        .get(
            "/agent/cash-in",
            desk::cash_in_form,
            &const { page("agentAppCashInPage") },
        )
        .post(
            "/agent/cash-in/review",
            desk::cash_in_review,
            &const { page("agentAppCashInReview") },
        )
        .post(
            "/agent/cash-in/edit",
            desk::cash_in_edit,
            &const { page("agentAppCashInEdit") },
        )
        .post(
            "/agent/cash-in",
            desk::cash_in,
            &const { page("agentAppCashIn") },
        )
        .get(
            "/agent/redeem",
            desk::redeem_form,
            &const { page("agentAppRedeemPage") },
        )
        .post(
            "/agent/redeem",
            desk::redeem,
            &const { page("agentAppRedeem") },
        )
        .get(
            "/agent/statement",
            desk::statement,
            &const { page("agentAppStatement") },
        )
        .get(
            "/agent/manifest.webmanifest",
            install::manifest,
            &const {
                Op {
                    id: "agentAppManifest",
                    summary: "The agent app's web app manifest",
                    answer: Answer::File {
                        media: "application/manifest+json",
                    },
                    ..Op::DEFAULT
                }
            },
        )
        .layer(|r| {
            r.layer(Extension(api))
                .route_layer(from_fn_with_state(st, auth::public))
        })
}

/// An agent-app route's description: an HTML page (or a form post answered with one).
const fn page(id: &'static str) -> Op {
    Op {
        id,
        summary: "A page of the agent app",
        answer: Answer::Html,
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
        f = sanduq_wallet_app::branded(f, &h.merchant);
        f.signed_in = true;
    }
    f
}

/// A page with the pages' security headers, never cached, remembering a look chosen in the
/// query (in the agent app's cookies).
fn html(status: StatusCode, body: String, look: Look, headers: &HeaderMap) -> Response {
    sanduq_wallet_app::html_in(&session::JAR, status, body, (look, headers))
}

/// A refusal in the agent's words, the API's code beside them.
fn failed(f: Frame, e: &Failure) -> Frame {
    match Words::of(f.locale()).error_text(&e.code) {
        Some(text) => f.bad(text, Some(e.code.clone())),
        None => sanduq_wallet_app::failed(f, e),
    }
}
