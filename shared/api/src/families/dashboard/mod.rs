//! The merchant dashboard (/dashboard): server-rendered pages for a merchant's staff, signed
//! in with e-mail and password. Every action goes through the same `ops` as the API (the
//! same checks, idempotency and error messages), is allowed by the role's permission
//! (`sanduq_domain::staff::Role::may`), carries the session's CSRF token, and lands in the
//! audit log. Forms work without JavaScript; money moves after a confirmation step.
//!
//! The dashboard is a browser application, not part of the published API: its routes are
//! described here (for the route table and template.yaml) but left out of the OpenAPI
//! document.

mod overview;
mod payments;
pub mod session;
mod signin;
mod team;

use crate::auth;
use crate::contract::{Answer, Auth, Op, Routes};
use crate::ops::staff;
use crate::state::AppState;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::Router;
use sanduq_domain::staff::Action;
use sanduq_pages::dashboard::{Dash, Frame, Nav};
use session::{Look, Staff};

pub fn router(st: AppState) -> Router {
    routes(st.clone()).finish(st).0
}

/// The path every dashboard route is under.
pub const PREFIX: &str = "/dashboard";

pub fn routes(st: AppState) -> Routes {
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

/// The sections of the side navigation and who sees each.
const SECTIONS: [(&str, &str, Option<Action>); 3] = [
    ("overview", "/dashboard", Some(Action::ViewOverview)),
    (
        "payments",
        "/dashboard/payments",
        Some(Action::ViewPayments),
    ),
    ("team", "/dashboard/team", None),
];

fn nav_label(s: &'static Dash, section: &str) -> &'static str {
    match section {
        "overview" => s.nav_overview,
        "payments" => s.nav_payments,
        "links" => s.nav_links,
        "subscriptions" => s.nav_subscriptions,
        "developers" => s.nav_developers,
        "branding" => s.nav_branding,
        _ => s.nav_team,
    }
}

/// This address without `locale` and `theme`, ready for `locale=..` to be appended.
fn here_of(path: &str, query: Option<&str>) -> String {
    let kept: Vec<(String, String)> = Form::query(query)
        .0
        .into_iter()
        .filter(|(k, _)| k != "locale" && k != "theme" && k != "done")
        .collect();
    if kept.is_empty() {
        return format!("{path}?");
    }
    let q: String = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(kept)
        .finish();
    format!("{path}?{q}&")
}

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
            label: nav_label(s, section),
        })
        .collect();
    f
}

/// An HTML page with the pages' security headers; a locale or theme chosen in the query is
/// remembered in a cookie.
fn html(status: StatusCode, body: String, look: Look, headers: &HeaderMap) -> Response {
    let mut r = super::pages::html(status, body);
    let h = r.headers_mut();
    h.insert("referrer-policy", HeaderValue::from_static("same-origin"));
    if look.chosen {
        const YEAR: i64 = 365 * 24 * 3600;
        h.append(
            header::SET_COOKIE,
            session::set_cookie(
                headers,
                session::LOCALE,
                look.locale.code(),
                Some(YEAR),
                true,
            ),
        );
        h.append(
            header::SET_COOKIE,
            session::set_cookie(headers, session::THEME, look.theme.code(), Some(YEAR), true),
        );
    }
    r
}

/// A page that only says why nothing was done (403 for a role or a stale form, 404...).
fn refusal(status: StatusCode, f: &Frame, text: &str, look: Look, headers: &HeaderMap) -> Response {
    let page = sanduq_pages::dashboard::message(f, f.s.error, text);
    html(status, page, look, headers)
}

/// A form post's fields, or a query string's parameters (the same encoding).
pub struct Form(Vec<(String, String)>);

impl Form {
    pub fn parse(bytes: &[u8]) -> Form {
        Form(url::form_urlencoded::parse(bytes).into_owned().collect())
    }

    /// A query string's parameters.
    pub fn query(q: Option<&str>) -> Form {
        Form::parse(q.unwrap_or_default().as_bytes())
    }

    pub fn pairs(&self) -> &[(String, String)] {
        &self.0
    }

    pub fn get(&self, k: &str) -> Option<&str> {
        self.0.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str())
    }

    /// A field's text, trimmed ("" when absent).
    pub fn text(&self, k: &str) -> String {
        self.get(k).unwrap_or_default().trim().to_string()
    }

    pub fn confirmed(&self) -> bool {
        self.get("confirmed") == Some("yes")
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_switch_links_keep_the_query_but_the_look() {
        assert_eq!(here_of("/dashboard", None), "/dashboard?");
        assert_eq!(
            here_of(
                "/dashboard/payments",
                Some("status=completed&locale=ar&theme=dark&page=2")
            ),
            "/dashboard/payments?status=completed&page=2&"
        );
        assert_eq!(
            here_of("/dashboard/payments", Some("reference=a%26b")),
            "/dashboard/payments?reference=a%26b&"
        );
    }
}
