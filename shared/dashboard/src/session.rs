//! Who is using the dashboard: the session cookie (HttpOnly, SameSite=Strict, Secure
//! outside loopback, Path=/dashboard), the CSRF token every form carries, the sign-in
//! forms' pre-session token (a double-submit cookie), and the page preferences (locale,
//! theme) kept in cookies.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use sanduq_admin::staff;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::staff::{Action, StaffSession, StaffUser};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_pages::{Locale, Theme};
use subtle::ConstantTimeEq;

pub const SESSION: &str = "sanduq_session";
pub const PRESESSION: &str = "sanduq_presession";
pub const LOCALE: &str = "sanduq_locale";
pub const THEME: &str = "sanduq_theme";

/// A cookie's value by name.
pub fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.trim())
}

/// Whether the request came to a loopback address (a developer's laptop), where cookies
/// cannot require https.
fn loopback(headers: &HeaderMap) -> bool {
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let name = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => host.rsplit_once(':').map_or(host, |(h, _)| h),
    };
    name == "localhost"
        || name
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// A Set-Cookie value for the dashboard's path; `max_age` None: until the browser closes.
pub fn set_cookie(
    headers: &HeaderMap,
    name: &str,
    value: &str,
    max_age: Option<i64>,
    http_only: bool,
) -> HeaderValue {
    let mut c = format!("{name}={value}; Path=/dashboard; SameSite=Strict");
    if http_only {
        c.push_str("; HttpOnly");
    }
    if !loopback(headers) {
        c.push_str("; Secure");
    }
    if let Some(s) = max_age {
        c.push_str(&format!("; Max-Age={s}"));
    }
    HeaderValue::from_str(&c).unwrap_or_else(|_| HeaderValue::from_static("x=; Path=/dashboard"))
}

/// Equal in constant time, and not empty.
pub fn same_token(a: &str, b: &str) -> bool {
    !a.is_empty() && a.len() == b.len() && bool::from(a.as_bytes().ct_eq(b.as_bytes()))
}

/// The page's locale and theme: `?locale=`/`?theme=`, else the remembered cookie, else
/// Accept-Language (and auto).
#[derive(Debug, Clone, Copy)]
pub struct Look {
    pub locale: Locale,
    pub theme: Theme,
    /// Whether the query chose them (they are then remembered).
    pub chosen: bool,
}

impl Look {
    pub fn of(parts_headers: &HeaderMap, query: Option<&str>) -> Look {
        let q = crate::Form::query(query);
        let get = |k: &str| q.get(k);
        let accept = parts_headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok());
        let locale = get("locale")
            .and_then(Locale::parse)
            .or_else(|| cookie(parts_headers, LOCALE).and_then(Locale::parse))
            .unwrap_or_else(|| Locale::choose(None, accept));
        let theme_word = get("theme")
            .filter(|t| matches!(*t, "light" | "dark" | "auto"))
            .or_else(|| cookie(parts_headers, THEME));
        Look {
            locale,
            theme: Theme::parse(theme_word),
            chosen: get("locale").is_some() || get("theme").is_some(),
        }
    }
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
    see_other(&to)
}

/// A 303 to `to` (after a form post, or to sign in).
pub fn see_other(to: &str) -> Response {
    let mut r = StatusCode::SEE_OTHER.into_response();
    if let Ok(v) = HeaderValue::from_str(to) {
        r.headers_mut().insert(header::LOCATION, v);
    }
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
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

    #[test]
    fn cookies_are_strict_and_secure_off_loopback() {
        let mut h = HeaderMap::new();
        h.insert(header::HOST, HeaderValue::from_static("127.0.0.1:8080"));
        let c = set_cookie(&h, SESSION, "dss_x", None, true);
        assert_eq!(
            c,
            "sanduq_session=dss_x; Path=/dashboard; SameSite=Strict; HttpOnly"
        );
        h.insert(header::HOST, HeaderValue::from_static("pay.example.iq"));
        let c = set_cookie(&h, SESSION, "dss_x", Some(0), true);
        assert_eq!(
            c,
            "sanduq_session=dss_x; Path=/dashboard; SameSite=Strict; HttpOnly; Secure; Max-Age=0"
        );
        h.insert(header::HOST, HeaderValue::from_static("[::1]:80"));
        assert!(!set_cookie(&h, THEME, "dark", None, false)
            .to_str()
            .unwrap()
            .contains("Secure"));
        h.insert(
            header::HOST,
            HeaderValue::from_static("127.0.0.1.evil.example"),
        );
        assert!(set_cookie(&h, THEME, "dark", None, false)
            .to_str()
            .unwrap()
            .contains("Secure"));
    }

    #[test]
    fn reads_cookies_and_tokens() {
        let mut h = HeaderMap::new();
        h.insert(
            header::COOKIE,
            HeaderValue::from_static("a=1; sanduq_session=dss_abc ; b=2"),
        );
        assert_eq!(cookie(&h, SESSION), Some("dss_abc"));
        assert_eq!(cookie(&h, "c"), None);
        assert!(same_token("abc", "abc") && !same_token("abc", "abd") && !same_token("", ""));
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
