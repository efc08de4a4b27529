//! The merchant dashboard (/dashboard): server-rendered pages for a merchant's staff, signed
//! in with e-mail and password. Every action goes through the same `ops` as the API (the
//! same checks, idempotency and error messages), is allowed by the role's permission
//! (`sanduq_domain::staff::Role::may`), carries the session's CSRF token, and lands in the
//! audit log. Forms work without JavaScript; money moves after a confirmation step.
//!
//! The dashboard is a browser application, not part of the published API: its routes are
//! described here (for the route table and template.yaml) but left out of the OpenAPI
//! document.

mod branding;
mod developers;
mod disputes;
mod links;
mod money;
mod overview;
mod payments;
pub mod session;
mod signin;
mod stats;
mod subscriptions;
mod team;

use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::Router;
use sanduq_admin::staff;
use sanduq_api::auth::{self, Principal};
use sanduq_api::contract::{Answer, Auth, Op, Routes};
use sanduq_api::extract::MerchantWrite;
use sanduq_domain::merchant::KeyKind;
use sanduq_domain::staff::Action;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::dashboard::money_strings::Money;
use sanduq_pages::dashboard::{AttemptRow, Dash, Frame, Nav};
use sanduq_pages::format;
use serde_json::Value;
use session::{Look, Staff};

pub fn router(st: AppState) -> Router {
    routes(st.clone()).finish(st).0
}

/// The path every dashboard route is under.
pub const PREFIX: &str = "/dashboard";

pub fn routes(st: AppState) -> Routes {
    // a dispute's evidence carries files: its form reads up to the API's own limit
    let uploads = Routes::new("dashboard", Auth::Public)
        .post(
            "/dashboard/disputes/{dispute_id}/evidence",
            disputes::evidence,
            &const { page("dashboardDisputeEvidence") },
        )
        .layer(|r| {
            r.layer(axum::extract::DefaultBodyLimit::max(disputes::MAX_FORM))
                .route_layer(from_fn_with_state(st.clone(), auth::public))
        });
    Routes::new("dashboard", Auth::Public)
        .get(
            "/dashboard",
            overview::show,
            &const { page("dashboardOverview") },
        )
        .get(
            "/dashboard/signin",
            signin::form,
            &const { page("dashboardSigninPage") },
        )
        .post(
            "/dashboard/signin",
            signin::submit,
            &const { page("dashboardSignin") },
        )
        .post(
            "/dashboard/signout",
            signin::signout,
            &const { page("dashboardSignout") },
        )
        .get(
            "/dashboard/invite/{token}",
            signin::invitation,
            &const { page("dashboardInvitePage") },
        )
        .post(
            "/dashboard/invite/{token}",
            signin::accept,
            &const { page("dashboardAcceptInvite") },
        )
        .get(
            "/dashboard/payments",
            payments::list,
            &const { page("dashboardPayments") },
        )
        .get(
            "/dashboard/payments/{payment_id}",
            payments::show,
            &const { page("dashboardPayment") },
        )
        .post(
            "/dashboard/payments/{payment_id}/capture",
            payments::capture,
            &const { page("dashboardCapture") },
        )
        .post(
            "/dashboard/payments/{payment_id}/void",
            payments::void,
            &const { page("dashboardVoid") },
        )
        .post(
            "/dashboard/payments/{payment_id}/refund",
            payments::refund,
            &const { page("dashboardRefund") },
        )
        .get(
            "/dashboard/links",
            links::list,
            &const { page("dashboardLinks") },
        )
        .post(
            "/dashboard/links",
            links::create,
            &const { page("dashboardCreateLink") },
        )
        .get(
            "/dashboard/links/{id}",
            links::show,
            &const { page("dashboardLink") },
        )
        .get(
            "/dashboard/links/{id}/qr",
            links::qr,
            &const { image("dashboardLinkQr") },
        )
        .post(
            "/dashboard/links/{id}/deactivate",
            links::deactivate,
            &const { page("dashboardDeactivateLink") },
        )
        .get(
            "/dashboard/subscriptions",
            subscriptions::list,
            &const { page("dashboardSubscriptions") },
        )
        .get(
            "/dashboard/subscriptions/{id}",
            subscriptions::show,
            &const { page("dashboardSubscription") },
        )
        .post(
            "/dashboard/subscriptions/{id}/{move}",
            subscriptions::act,
            &const { page("dashboardSubscriptionMove") },
        )
        .get(
            "/dashboard/developers",
            developers::show,
            &const { page("dashboardDevelopers") },
        )
        .post(
            "/dashboard/developers/keys/{key_id}/{move}",
            developers::key_move,
            &const { page("dashboardKeyMove") },
        )
        .post(
            "/dashboard/developers/webhooks",
            developers::add_endpoint,
            &const { page("dashboardAddEndpoint") },
        )
        .get(
            "/dashboard/developers/webhooks/{id}",
            developers::endpoint,
            &const { page("dashboardEndpoint") },
        )
        .post(
            "/dashboard/developers/webhooks/{id}/{move}",
            developers::endpoint_move,
            &const { page("dashboardEndpointMove") },
        )
        .get(
            "/dashboard/developers/events",
            developers::events,
            &const { page("dashboardEvents") },
        )
        .post(
            "/dashboard/developers/events/{event_id}/resend",
            developers::resend,
            &const { page("dashboardResendEvent") },
        )
        .post(
            "/dashboard/developers/clock",
            developers::advance_clock,
            &const { page("dashboardAdvanceClock") },
        )
        .get(
            "/dashboard/balance",
            money::show,
            &const { page("dashboardBalance") },
        )
        .get(
            "/dashboard/payouts/{payout_id}",
            money::payout,
            &const { page("dashboardPayout") },
        )
        .get(
            "/dashboard/reports",
            money::list,
            &const { page("dashboardReports") },
        )
        .post(
            "/dashboard/reports",
            money::run,
            &const { page("dashboardRunReport") },
        )
        .get(
            "/dashboard/reports/{report_id}/download",
            money::download,
            &const { page("dashboardReportDownload") },
        )
        .get(
            "/dashboard/disputes",
            disputes::list,
            &const { page("dashboardDisputes") },
        )
        .get(
            "/dashboard/disputes/{dispute_id}",
            disputes::show,
            &const { page("dashboardDispute") },
        )
        .post(
            "/dashboard/disputes/{dispute_id}/submit",
            disputes::submit,
            &const { page("dashboardSubmitDispute") },
        )
        .post(
            "/dashboard/disputes/{dispute_id}/accept",
            disputes::accept,
            &const { page("dashboardAcceptDispute") },
        )
        .get(
            "/dashboard/branding",
            branding::show,
            &const { page("dashboardBranding") },
        )
        .post(
            "/dashboard/branding",
            branding::save,
            &const { page("dashboardSaveBranding") },
        )
        .get(
            "/dashboard/team",
            team::show,
            &const { page("dashboardTeam") },
        )
        .post(
            "/dashboard/team/invite",
            team::invite,
            &const { page("dashboardInvite") },
        )
        .post(
            "/dashboard/team/remove",
            team::remove,
            &const { page("dashboardRemoveStaff") },
        )
        .layer(|r| r.route_layer(from_fn_with_state(st, auth::public)))
        .merge(uploads)
}

/// A dashboard route's description: an HTML page (or a form post answered with one).
const fn page(id: &'static str) -> Op {
    Op {
        id,
        summary: "A page of the merchant dashboard",
        answer: Answer::Html,
        ..Op::DEFAULT
    }
}

/// A dashboard route that answers an image (a link's QR code).
const fn image(id: &'static str) -> Op {
    Op {
        id,
        summary: "An image of the merchant dashboard",
        answer: Answer::File {
            media: "image/svg+xml",
        },
        ..Op::DEFAULT
    }
}

/// The sections of the side navigation and who sees each.
const SECTIONS: [(&str, &str, Option<Action>); 10] = [
    ("overview", "/dashboard", Some(Action::ViewOverview)),
    (
        "payments",
        "/dashboard/payments",
        Some(Action::ViewPayments),
    ),
    ("links", "/dashboard/links", Some(Action::ViewLinks)),
    (
        "subscriptions",
        "/dashboard/subscriptions",
        Some(Action::ViewSubscriptions),
    ),
    ("balance", "/dashboard/balance", Some(Action::ViewBalance)),
    ("reports", "/dashboard/reports", Some(Action::ViewBalance)),
    (
        "disputes",
        "/dashboard/disputes",
        Some(Action::ViewDisputes),
    ),
    (
        "developers",
        "/dashboard/developers",
        Some(Action::ViewDevelopers),
    ),
    (
        "branding",
        "/dashboard/branding",
        Some(Action::EditBranding),
    ),
    ("team", "/dashboard/team", None),
];

fn nav_label(s: &'static Dash, locale: sanduq_pages::Locale, section: &str) -> &'static str {
    let money = Money::of(locale);
    match section {
        "balance" => money.nav_balance,
        "reports" => money.nav_reports,
        "disputes" => sanduq_pages::dashboard::dispute_strings::Disputes::of(locale).nav,
        "overview" => s.nav_overview,
        "payments" => s.nav_payments,
        "links" => s.nav_links,
        "subscriptions" => s.nav_subscriptions,
        "developers" => s.nav_developers,
        "branding" => s.nav_branding,
        _ => s.nav_team,
    }
}

use sanduq_api::browser::here_of;

/// The frame of a signed-in page.
fn frame(who: &Staff, look: Look, section: &'static str, path: &str, query: Option<&str>) -> Frame {
    let s = Dash::of(look.locale);
    let mut f = Frame::anonymous(
        look.locale,
        look.theme,
        &who.session.csrf,
        &here_of(path, query),
    );
    f.merchant = who
        .merchant
        .branding
        .name
        .clone()
        .unwrap_or_else(|| who.merchant.name.clone());
    f.email = who.user.email.clone();
    f.role_text = s.role(who.user.role.as_str());
    f.sandbox = who.merchant.sandbox;
    f.section = section;
    f.nav = SECTIONS
        .iter()
        .filter(|(_, _, need)| need.is_none_or(|a| who.may(a)))
        .map(|(section, href, _)| Nav {
            section,
            href,
            label: nav_label(s, look.locale, section),
        })
        .collect();
    f
}

/// An HTML page with the pages' security headers; a locale or theme chosen in the query is
/// remembered in a cookie.
fn html(status: StatusCode, body: String, look: Look, headers: &HeaderMap) -> Response {
    let mut r = sanduq_payments::routes::pages::html(status, body);
    let h = r.headers_mut();
    h.insert("referrer-policy", HeaderValue::from_static("same-origin"));
    for c in look.remembered(&session::JAR, headers) {
        h.append(header::SET_COOKIE, c);
    }
    r
}

/// A page that only says why nothing was done (403 for a role or a stale form, 404...).
fn refusal(status: StatusCode, f: &Frame, text: &str, look: Look, headers: &HeaderMap) -> Response {
    let page = sanduq_pages::dashboard::message(f, f.s.error, text);
    html(status, page, look, headers)
}

pub use sanduq_api::browser::Form;

/// Whether a signed-in form carries its session's CSRF token.
fn csrf_ok(who: &Staff, form: &Form) -> bool {
    session::same_token(form.get("csrf").unwrap_or_default(), &who.session.csrf)
}

/// Records a staff action in the audit log; a failure to record is logged, not shown.
async fn audit(st: &AppState, who: &Staff, action: &str, target: &str, outcome: &str) {
    if let Err(e) = staff::audit(
        st,
        &who.merchant.id,
        &who.user.email,
        action,
        target,
        outcome,
    )
    .await
    {
        tracing::error!(code = e.code().as_str(), "audit entry not written");
    }
}

/// The checks before a staff action: the form's CSRF token, then the role's permission
/// (a refusal by role is audited). None: go ahead.
async fn refused(
    st: &AppState,
    who: &Staff,
    form: &Form,
    action: Action,
    target: &str,
    (f, look, headers): (&Frame, Look, &HeaderMap),
) -> Option<Response> {
    if !csrf_ok(who, form) {
        return Some(refusal(
            StatusCode::FORBIDDEN,
            f,
            f.s.form_expired,
            look,
            headers,
        ));
    }
    if !who.may(action) {
        audit(st, who, action.as_str(), target, "FORBIDDEN").await;
        return Some(refusal(
            StatusCode::FORBIDDEN,
            f,
            f.s.forbidden,
            look,
            headers,
        ));
    }
    None
}

/// A signed-in page's look and frame, once the role may see it (else the refusal), with
/// the message its `?done=` names (`note` reads the query).
#[allow(clippy::result_large_err)] // the refusal is answered at once, never carried along
fn opened(
    who: &Staff,
    headers: &HeaderMap,
    uri: &Uri,
    (section, need): (&'static str, Action),
    note: impl Fn(&'static Dash, &Form) -> Option<String>,
) -> Result<(Look, Frame), Response> {
    let look = Look::of(headers, uri.query());
    let f = frame(who, look, section, uri.path(), uri.query());
    if let Some(r) = may_see(who, need, &f, look, headers) {
        return Err(r);
    }
    Ok(match note(f.s, &Form::query(uri.query())) {
        Some(text) => (look, f.with_flash(true, text)),
        None => (look, f),
    })
}

/// An object a page reads: Ok(Err(page)) when it is not found (the API's message on a 404
/// page).
fn found<T>(
    r: Result<T, ApiError>,
    f: &Frame,
    look: Look,
    headers: &HeaderMap,
) -> Result<Result<T, Response>, ApiError> {
    match r {
        Ok(v) => Ok(Ok(v)),
        Err(e) if matches!(e.code(), ErrorCode::NotFound | ErrorCode::PaymentNotFound) => Ok(Err(
            refusal(StatusCode::NOT_FOUND, f, &e.0.message, look, headers),
        )),
        Err(e) => Err(e),
    }
}

/// A staff write's result, recorded in the audit log (ok, or the error's code).
async fn recorded<T>(
    st: &AppState,
    who: &Staff,
    (action, target): (&str, &str),
    r: Result<T, ApiError>,
) -> Result<T, ApiError> {
    let outcome = match &r {
        Ok(_) => "ok",
        Err(e) => e.code().as_str(),
    };
    audit(st, who, action, target, outcome).await;
    r
}

/// A page's check of the role's permission to see it (None: go ahead).
fn may_see(
    who: &Staff,
    action: Action,
    f: &Frame,
    look: Look,
    headers: &HeaderMap,
) -> Option<Response> {
    (!who.may(action)).then(|| refusal(StatusCode::FORBIDDEN, f, f.s.forbidden, look, headers))
}

/// Runs a form as the API write it mirrors: `json` is the body the API request would carry,
/// the form's `idempotency_key` its Idempotency-Key; `run` is the family's own handler.
/// The answer is the API's JSON.
async fn api_write<F, Fut>(
    who: &Staff,
    headers: &HeaderMap,
    form: &Form,
    (op, method, path): (&'static Op, Method, &str),
    json: &Value,
    run: F,
) -> Result<Value, ApiError>
where
    F: FnOnce(MerchantWrite) -> Fut,
    Fut: std::future::Future<Output = Result<Response, ApiError>>,
{
    who.merchant.require_approved()?;
    let principal = Principal {
        merchant: who.merchant.clone(),
        kind: KeyKind::Secret,
    };
    let key = form.text("idempotency_key");
    let w = MerchantWrite::of(principal, op, (&method, path), &key, json, headers.clone())?;
    let r = run(w).await?;
    let bytes = axum::body::to_bytes(r.into_body(), sanduq_api::MAX_BODY)
        .await
        .map_err(sanduq_kernel::items::internal)?;
    Ok(serde_json::from_slice::<Value>(&bytes)
        .map(|v| v.get("data").cloned().unwrap_or(v))
        .unwrap_or(Value::Null))
}

/// An API error as the dashboard shows it: the API's code and message, and its field
/// details.
fn describe(e: &ApiError) -> String {
    let mut t = format!("{}: {}", e.code().as_str(), e.0.message);
    if let Some(fields) = e.0.details.as_ref().and_then(|d| d["fields"].as_object()) {
        for (k, v) in fields {
            let detail = format!("{k}: {}", v.as_str().unwrap_or_default());
            if !e.0.message.contains(&detail) {
                t.push_str(&format!(" ({detail})"));
            }
        }
    }
    t
}

/// The HTTP status the API answers an error with.
fn status_of(e: &ApiError) -> StatusCode {
    StatusCode::from_u16(e.code().http_status()).unwrap_or(StatusCode::UNPROCESSABLE_ENTITY)
}

/// The `page` parameter of a list (1 when absent), or what is wrong with it.
fn page_number(q: &Form) -> Result<usize, String> {
    match q.get("page").map(str::trim).filter(|p| !p.is_empty()) {
        None => Ok(1),
        Some(p) => p
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=1_000_000).contains(n))
            .ok_or_else(|| "page: must be a number from 1".to_string()),
    }
}

/// The address of another page of a list: the query as given, but its page.
fn page_href(path: &str, q: &[(String, String)], page: usize) -> String {
    let mut s = url::form_urlencoded::Serializer::new(String::new());
    for (k, v) in q
        .iter()
        .filter(|(k, _)| !matches!(k.as_str(), "page" | "locale" | "theme" | "done"))
    {
        s.append_pair(k, v);
    }
    s.append_pair("page", &page.to_string());
    format!("{path}?{}", s.finish())
}

/// A list's pager: "Page n / m", and the pages before and after when there are.
fn pager(
    f: &Frame,
    (path, q): (&str, &[(String, String)]),
    page: usize,
    (total_pages, more): (usize, bool),
) -> (String, Option<String>, Option<String>) {
    let l = f.locale();
    let text = format!(
        "{} / {}",
        f.s.page_n.replace("{n}", &format::number(l, page as i64)),
        format::number(l, total_pages.max(1) as i64)
    );
    let prev = (page > 1).then(|| page_href(path, q, page - 1));
    let next = more.then(|| page_href(path, q, page + 1));
    (text, prev, next)
}

/// Money as a person in this locale reads it.
fn money(f: &Frame, minor: i64, c: sanduq_domain::Currency) -> String {
    format::amount(f.locale(), minor, c.code(), c.exponent())
}

/// A JSON value as a cell shows it ("–" for none).
fn cell(v: &Value) -> String {
    match v {
        Value::Null => "–".into(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// Every field of an API answer, by its API name, as the "all fields" table shows them.
fn all_fields(v: &Value, except: &[&str]) -> Vec<(String, String)> {
    v.as_object()
        .into_iter()
        .flatten()
        .filter(|(k, _)| !except.contains(&k.as_str()))
        .map(|(k, v)| (k.clone(), cell(v)))
        .collect()
}

/// An API time (RFC 3339) as a cell shows it, "–" for none.
fn when(f: &Frame, v: &Value) -> String {
    v.as_str()
        .map_or_else(|| "–".into(), |t| format::time(f.locale(), t))
}

/// A webhook delivery's attempts as the pages list them.
/// Characters of an attempt's recorded answer a page shows.
const RESPONSE_SHOWN: usize = 200;

fn attempt_rows(f: &Frame, d: &sanduq_webhooks::deliveries::Delivery) -> Vec<AttemptRow> {
    d.attempts
        .iter()
        .map(|a| AttemptRow {
            number: a.number,
            at: format::time(f.locale(), &a.at.to_rfc3339()),
            result: match (a.status, &a.error) {
                (Some(code), _) => code.to_string(),
                (None, Some(err)) => err.clone(),
                (None, None) => "–".into(),
            },
            response: a
                .response
                .as_deref()
                .map(|r| r.chars().take(RESPONSE_SHOWN).collect())
                .unwrap_or_default(),
        })
        .collect()
}

/// A fresh Idempotency-Key for a form.
fn new_key() -> String {
    uuid::Uuid::new_v4().hyphenated().to_string()
}
