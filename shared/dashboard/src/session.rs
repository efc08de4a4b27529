//! Who is using the dashboard: the session cookie (HttpOnly, SameSite=Strict, Secure
//! outside loopback, Path=/dashboard), the CSRF token every form carries, the sign-in
//! forms' pre-session token (a double-submit cookie), and the page preferences (locale,
//! theme) kept in cookies.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use sanduq_admin::staff;
use sanduq_api::browser::Jar;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::staff::{Action, StaffSession, StaffUser};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;

pub const SESSION: &str = "sanduq_session";
pub const PRESESSION: &str = "sanduq_presession";

pub use sanduq_api::browser::{cookie, same_token, see_other, Look, LOCALE, THEME};

/// The dashboard's cookies: sent to its pages only, never with a request another site starts.
pub const JAR: Jar = Jar {
    path: "/dashboard",
    same_site: "Strict",
};

/// A Set-Cookie value for the dashboard's path; `max_age` None: until the browser closes.
pub fn set_cookie(
    headers: &HeaderMap,
    name: &str,
    value: &str,
    max_age: Option<i64>,
    http_only: bool,
) -> HeaderValue {
    JAR.set(headers, name, value, max_age, http_only)
}

/// A signed-in member of a merchant's staff, with their merchant.
#[derive(Clone)]
pub struct Staff {
    pub session: StaffSession,
    pub user: StaffUser,
    pub merchant: Merchant,
}

impl Staff {
    pub fn may(&self, a: Action) -> bool {
        self.user.role.may(a)
    }
}

/// Where to go to sign in, coming back to `path` afterwards.
pub fn to_signin(path_and_query: &str, ended: bool) -> Response {
    let next: String = url::form_urlencoded::byte_serialize(path_and_query.as_bytes()).collect();
    let mut to = format!("/dashboard/signin?next={next}");
    if ended {
        to.push_str("&ended=1");
    }
    // the language and theme the visit asked for go on to the sign-in page
    let query = path_and_query.split_once('?').map(|(_, q)| q);
    to.push_str(&sanduq_api::browser::look_in_query(query));
    see_other(&to)
}

/// A safe place to go back to after signing in: a dashboard path, nothing else.
pub fn safe_next(next: Option<&str>) -> String {
    match next {
        Some(n)
            if n.starts_with("/dashboard")
                && !n.contains("//")
                && !n.contains('\\')
                && n.bytes().all(|b| b.is_ascii_graphic()) =>
        {
            n.to_string()
        }
        _ => "/dashboard".into(),
    }
}

impl FromRequestParts<AppState> for Staff {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, st: &AppState) -> Result<Staff, Response> {
        let here = parts
            .uri
            .path_and_query()
            .map_or("/dashboard", |pq| pq.as_str())
            .to_string();
        let back = if parts.method == axum::http::Method::GET {
            here.clone()
        } else {
            "/dashboard".into()
        };
        let Some(token) = cookie(&parts.headers, SESSION).map(str::to_string) else {
            return Err(to_signin(&back, false));
        };
        let found = staff::session(st, &token)
            .await
            .map_err(IntoResponse::into_response)?;
        let Some((session, user)) = found else {
            return Err(to_signin(&back, true));
        };
        let merchant = items::load_merchant(st, &session.merchant_id)
            .await
            .map_err(IntoResponse::into_response)?
            .ok_or_else(|| to_signin(&back, true))?;
        Ok(Staff {
            session,
            user,
            merchant,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::header;

    #[test]
    fn dashboard_cookies_are_strict() {
        let mut h = HeaderMap::new();
        h.insert(header::HOST, HeaderValue::from_static("127.0.0.1:8080"));
        let c = set_cookie(&h, SESSION, "dss_x", None, true);
        assert_eq!(
            c,
            "sanduq_session=dss_x; Path=/dashboard; SameSite=Strict; HttpOnly"
        );
    }

    #[test]
    fn only_dashboard_paths_are_gone_back_to() {
        assert_eq!(
            safe_next(Some("/dashboard/payments?status=completed")),
            "/dashboard/payments?status=completed"
        );
        for bad in [
            "https://evil.example",
            "//evil.example",
            "/dashboard//evil",
            "/api/v1/x",
            "/dashboard\\x",
        ] {
            assert_eq!(safe_next(Some(bad)), "/dashboard", "{bad}");
        }
    }
}
