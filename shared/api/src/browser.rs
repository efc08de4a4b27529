//! What Sanduq's browser applications (the merchant dashboard, the hosted wallet) share at
//! the HTTP edge: cookies scoped to an application's path (HttpOnly, SameSite, Secure
//! outside loopback), constant-time token comparison for CSRF, form and query fields, the
//! 303 after a post, and the page's look (locale and theme) chosen in the query and kept
//! in cookies.

use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use sanduq_pages::{Locale, Theme};
use subtle::ConstantTimeEq;

/// The cookie that remembers a chosen locale (per application path).
pub const LOCALE: &str = "sanduq_locale";
/// The cookie that remembers a chosen theme (per application path).
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
pub fn loopback(headers: &HeaderMap) -> bool {
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

/// An application's cookies: the path they are sent to and their SameSite.
#[derive(Debug, Clone, Copy)]
pub struct Jar {
    pub path: &'static str,
    pub same_site: &'static str,
}

impl Jar {
    /// A Set-Cookie value; `max_age` None: until the browser closes.
    pub fn set(
        &self,
        headers: &HeaderMap,
        name: &str,
        value: &str,
        max_age: Option<i64>,
        http_only: bool,
    ) -> HeaderValue {
        let mut c = format!(
            "{name}={value}; Path={}; SameSite={}",
            self.path, self.same_site
        );
        if http_only {
            c.push_str("; HttpOnly");
        }
        if !loopback(headers) {
            c.push_str("; Secure");
        }
        if let Some(s) = max_age {
            c.push_str(&format!("; Max-Age={s}"));
        }
        HeaderValue::from_str(&c).unwrap_or_else(|_| HeaderValue::from_static("x=; Path=/none"))
    }
}

/// Equal in constant time, and not empty.
pub fn same_token(a: &str, b: &str) -> bool {
    !a.is_empty() && a.len() == b.len() && bool::from(a.as_bytes().ct_eq(b.as_bytes()))
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

    /// Fields given one by one (a multipart form's text fields).
    pub fn of(pairs: Vec<(String, String)>) -> Form {
        Form(pairs)
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

/// The page's locale and theme: `?locale=`/`?theme=`, else the remembered cookie, else
/// Accept-Language (and auto).
#[derive(Debug, Clone, Copy)]
pub struct Look {
    pub locale: Locale,
    pub theme: Theme,
    /// Whether the query chose them (they are then remembered).
    pub chosen: bool,
}

/// The look a query chose (`locale`, `theme`), as `&name=value` pairs to carry on to the
/// next page (a sign-in a signed-out visit is sent to): empty when it chose none. Only
/// known values are carried.
pub fn look_in_query(query: Option<&str>) -> String {
    let q = Form::query(query);
    let mut out = String::new();
    if let Some(l) = q.get("locale").and_then(Locale::parse) {
        out.push_str("&locale=");
        out.push_str(l.code());
    }
    if let Some(t) = q
        .get("theme")
        .filter(|t| matches!(*t, "light" | "dark" | "auto"))
    {
        out.push_str("&theme=");
        out.push_str(t);
    }
    out
}

impl Look {
    pub fn of(headers: &HeaderMap, query: Option<&str>) -> Look {
        let q = Form::query(query);
        let get = |k: &str| q.get(k);
        let accept = headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok());
        let locale = get("locale")
            .and_then(Locale::parse)
            .or_else(|| cookie(headers, LOCALE).and_then(Locale::parse))
            .unwrap_or_else(|| Locale::choose(None, accept));
        let theme_word = get("theme")
            .filter(|t| matches!(*t, "light" | "dark" | "auto"))
            .or_else(|| cookie(headers, THEME));
        Look {
            locale,
            theme: Theme::parse(theme_word),
            chosen: get("locale").is_some() || get("theme").is_some(),
        }
    }

    /// The cookies that remember a look chosen in the query (none when it was not).
    pub fn remembered(&self, jar: &Jar, headers: &HeaderMap) -> Vec<HeaderValue> {
        const YEAR: i64 = 365 * 24 * 3600;
        if !self.chosen {
            return vec![];
        }
        vec![
            jar.set(headers, LOCALE, self.locale.code(), Some(YEAR), true),
            jar.set(headers, THEME, self.theme.code(), Some(YEAR), true),
        ]
    }
}

/// This address without `locale`, `theme` and `done`, ready for `locale=..` to be appended
/// (ends in `?` or `&`).
pub fn here_of(path: &str, query: Option<&str>) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;

    const JAR: Jar = Jar {
        path: "/dashboard",
        same_site: "Strict",
    };

    #[test]
    fn cookies_are_scoped_and_secure_off_loopback() {
        let mut h = HeaderMap::new();
        h.insert(header::HOST, HeaderValue::from_static("127.0.0.1:8080"));
        let c = JAR.set(&h, "s", "x", None, true);
        assert_eq!(c, "s=x; Path=/dashboard; SameSite=Strict; HttpOnly");
        h.insert(header::HOST, HeaderValue::from_static("pay.example.iq"));
        let lax = Jar {
            path: "/wallet",
            same_site: "Lax",
        };
        assert_eq!(
            lax.set(&h, "s", "x", Some(0), true),
            "s=x; Path=/wallet; SameSite=Lax; HttpOnly; Secure; Max-Age=0"
        );
        h.insert(header::HOST, HeaderValue::from_static("[::1]:80"));
        assert!(!JAR
            .set(&h, THEME, "dark", None, false)
            .to_str()
            .unwrap()
            .contains("Secure"));
        h.insert(
            header::HOST,
            HeaderValue::from_static("127.0.0.1.evil.example"),
        );
        assert!(JAR
            .set(&h, THEME, "dark", None, false)
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
        assert_eq!(cookie(&h, "sanduq_session"), Some("dss_abc"));
        assert_eq!(cookie(&h, "c"), None);
        assert!(same_token("abc", "abc") && !same_token("abc", "abd") && !same_token("", ""));
    }

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
