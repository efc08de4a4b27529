//! Who is using the console: the session cookie (HttpOnly, SameSite=Strict, Secure outside
//! loopback, Path=/console) holding the operator's session token, the CSRF token every form
//! carries, and the sign-in form's pre-session token (a double-submit cookie).

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use sanduq_admin::guard::Caller;
use sanduq_admin::operators::{self, Session};
use sanduq_api::browser::Jar;
use sanduq_domain::operators::{Operator, OpsSession};
use sanduq_kernel::state::AppState;

pub use sanduq_api::browser::{cookie, same_token, see_other};

pub const SESSION: &str = "sanduq_console";
pub const PRESESSION: &str = "sanduq_console_pre";

/// The console's cookies: sent to its pages only, never with a request another site starts.
pub const JAR: Jar = Jar {
    path: "/console",
    same_site: "Strict",
};

/// A Set-Cookie value for the console's path; `max_age` None: until the browser closes.
pub fn set_cookie(
    headers: &HeaderMap,
    name: &str,
    value: &str,
    max_age: Option<i64>,
    http_only: bool,
) -> HeaderValue {
    JAR.set(headers, name, value, max_age, http_only)
}

/// A signed-in operator: their session, and themselves as stored now.
#[derive(Clone)]
pub struct Signed {
    pub session: OpsSession,
    pub operator: Operator,
}

impl Signed {
    /// The operator as the admin API's functions take a caller.
    pub fn caller(&self) -> Caller {
        Caller::Operator(self.operator.clone())
    }
}

/// Where to go to sign in (`ended`: the session has ended), in the language and theme the
/// visit asked for.
pub fn to_signin(ended: bool, query: Option<&str>) -> Response {
    let mut to = String::from("/console/signin?");
    if ended {
        to.push_str("ended=1");
    }
    to.push_str(&sanduq_api::browser::look_in_query(query));
    let to = to.replace("?&", "?");
    see_other(to.trim_end_matches('?'))
}

impl FromRequestParts<AppState> for Signed {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, st: &AppState) -> Result<Signed, Response> {
        let query = parts.uri.query().map(str::to_string);
        let query = query.as_deref();
        let Some(token) = cookie(&parts.headers, SESSION).map(str::to_string) else {
            return Err(to_signin(false, query));
        };
        match operators::session(st, &token)
            .await
            .map_err(IntoResponse::into_response)?
        {
            Session::Live(session, operator) => Ok(Signed {
                session,
                operator: *operator,
            }),
            Session::Ended | Session::Unknown => Err(to_signin(true, query)),
        }
    }
}

/// Where a request came from (the edge's view of the client) and its id: what the staff
/// audit trail keeps of a console action.
pub struct Origin {
    pub address: String,
    pub request_id: String,
}

impl<S: Send + Sync> FromRequestParts<S> for Origin {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Origin, Self::Rejection> {
        let address = match parts.extensions.get::<sanduq_api::client::ClientAddr>() {
            Some(sanduq_api::client::ClientAddr(ip)) => ip.to_string(),
            None => "direct".into(),
        };
        let request_id = parts
            .extensions
            .get::<sanduq_api::error::RequestId>()
            .map(|r| r.0.clone())
            .unwrap_or_default();
        Ok(Origin {
            address,
            request_id,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::header;

    #[test]
    fn signing_in_keeps_the_look_asked_for() {
        let at = |r: Response| r.headers()["location"].to_str().unwrap().to_string();
        assert_eq!(at(to_signin(false, None)), "/console/signin");
        assert_eq!(at(to_signin(true, None)), "/console/signin?ended=1");
        assert_eq!(
            at(to_signin(false, Some("locale=ar&theme=dark"))),
            "/console/signin?locale=ar&theme=dark"
        );
        assert_eq!(
            at(to_signin(true, Some("locale=ku"))),
            "/console/signin?ended=1&locale=ku"
        );
    }

    #[test]
    fn console_cookies_are_strict_and_its_own() {
        let mut h = HeaderMap::new();
        h.insert(header::HOST, HeaderValue::from_static("127.0.0.1:8080"));
        let c = set_cookie(&h, SESSION, "ops_x", None, true);
        assert_eq!(
            c,
            "sanduq_console=ops_x; Path=/console; SameSite=Strict; HttpOnly"
        );
        h.insert(header::HOST, HeaderValue::from_static("ops.sanduq.example"));
        let c = set_cookie(&h, SESSION, "ops_x", None, true);
        assert!(c.to_str().unwrap().contains("Secure"), "{c:?}");
    }
}
