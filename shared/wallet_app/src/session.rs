//! Who is using the hosted wallet: a cookie (HttpOnly, SameSite=Lax, Secure outside
//! loopback, Path=/wallet) naming a sign-in that lasts `HOURS`, kept as the hash of the
//! cookie's value next to the wallet session it opened and the CSRF token of its forms.
//! The wallet session must still be open: signing out everywhere (or a reused refresh
//! token) ends the hosted wallet's sign-in at once. Before sign-in, the forms carry a
//! double-submit token from a pre-session cookie.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, Method};
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Duration, Utc};
use sanduq_api::browser::{cookie, see_other, Form, Jar};
use sanduq_domain::ids::new_secret;
use sanduq_domain::merchant::Merchant;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items;
use sanduq_kernel::secrets::hash_key;
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Key, Write};
use sanduq_wallets::sessions::{self, Session};
use serde_json::{json, Value};

/// The signed-in cookie.
pub const SESSION: &str = "sanduq_wallet";
/// The sign-in forms' double-submit token.
pub const PRESESSION: &str = "sanduq_wallet_pre";
/// The merchant whose wallet this browser opened last (not secret: the sign-in page's).
pub const MERCHANT: &str = "sanduq_wallet_merchant";

/// How long a sign-in to the hosted wallet lasts. Every movement of money asks for the PIN
/// besides.
pub const HOURS: i64 = 12;

/// The hosted wallet's cookies: sent to its pages only, and with another site's link to
/// them (Lax: a merchant's "open your wallet" link lands signed in); its forms carry the
/// CSRF token.
pub const JAR: Jar = Jar {
    path: "/wallet",
    same_site: "Lax",
};

fn key(token: &str) -> Key {
    Key::new(format!("WAPP#{}", hash_key(token)), "COOKIE")
}

/// A new sign-in for a session: the cookie's value and the write that keeps it.
pub fn start(session: &Session, now_real: DateTime<Utc>) -> ApiResult<(String, Write)> {
    let token = new_secret("wck_");
    let csrf = new_secret("");
    let k = key(&token);
    let expires = now_real + Duration::hours(HOURS);
    let item = items::to_item(
        &json!({
            "session_id": session.id,
            "merchant_id": session.merchant_id,
            "user_id": session.user_id,
            "csrf": csrf,
            "expires_at": expires,
            "ttl": (expires + Duration::days(1)).timestamp(),
        }),
        &k,
        &[],
    )?;
    Ok((
        token,
        Write::Put {
            item,
            cond: Some(Cond::NotExists),
        },
    ))
}

/// Forgets a sign-in (its cookie stops working at once).
pub async fn forget(st: &AppState, token: &str) -> ApiResult<()> {
    st.store
        .transact(vec![Write::Delete {
            key: key(token),
            cond: None,
        }])
        .await?;
    Ok(())
}

/// A signed-in user of the hosted wallet, with their merchant and wallet session.
#[derive(Clone)]
pub struct Holder {
    pub merchant: Merchant,
    pub user_id: String,
    pub session: Session,
    pub csrf: String,
    pub token: String,
}

/// Where to sign in again: to the merchant's wallet the visit named (`?merchant=`), else
/// the one the browser knows, in the language and theme the visit asked for.
pub fn to_signin(headers: &HeaderMap, query: Option<&str>, ended: bool) -> Response {
    to_signin_at("/wallet", MERCHANT, (headers, query), ended)
}

/// `to_signin` of the browser application under `prefix` whose merchant cookie is
/// `merchant_cookie` (the hosted wallet, the agent app).
pub fn to_signin_at(
    prefix: &str,
    merchant_cookie: &str,
    (headers, query): (&HeaderMap, Option<&str>),
    ended: bool,
) -> Response {
    let asked = Form::query(query).get("merchant").map(str::to_string);
    let merchant = asked
        .as_deref()
        .or_else(|| cookie(headers, merchant_cookie))
        .filter(|m| sanduq_domain::ids::has_shape(m, "mer"));
    let mut to = format!("{prefix}/signin?");
    if let Some(m) = merchant {
        to.push_str(&format!("merchant={m}"));
        if ended {
            to.push_str("&ended=1");
        }
    }
    to.push_str(&sanduq_api::browser::look_in_query(query));
    let to = to.replace("?&", "?");
    see_other(to.trim_end_matches('?'))
}

async fn holder(st: &AppState, token: &str) -> ApiResult<Option<Holder>> {
    if !token.starts_with("wck_") || token.len() > 128 {
        return Ok(None);
    }
    let Some(item) = st.store.get(&key(token)).await? else {
        return Ok(None);
    };
    let text = |k: &str| {
        item.get(k)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    };
    let alive = item
        .get("expires_at")
        .cloned()
        .and_then(|v| serde_json::from_value::<DateTime<Utc>>(v).ok())
        .is_some_and(|t| Utc::now() < t);
    if !alive {
        return Ok(None);
    }
    let Some(merchant) = items::load_merchant(st, &text("merchant_id")).await? else {
        return Ok(None);
    };
    let Some(found) = sessions::find(st, &text("session_id")).await? else {
        return Ok(None);
    };
    if !found.session.open(st.now_for(&merchant)) || found.session.user_id != text("user_id") {
        return Ok(None);
    }
    Ok(Some(Holder {
        merchant,
        user_id: text("user_id"),
        session: found.session,
        csrf: text("csrf"),
        token: token.to_string(),
    }))
}

impl FromRequestParts<sanduq_kernel::AppState> for Holder {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, st: &AppState) -> Result<Holder, Response> {
        let Some(token) = cookie(&parts.headers, SESSION).map(str::to_string) else {
            return Err(to_signin(&parts.headers, parts.uri.query(), false));
        };
        match holder(st, &token).await {
            Ok(Some(h)) => Ok(h),
            Ok(None) => {
                let mut r = to_signin(
                    &parts.headers,
                    parts.uri.query(),
                    parts.method == Method::GET,
                );
                r.headers_mut().append(
                    axum::http::header::SET_COOKIE,
                    JAR.set(&parts.headers, SESSION, "", Some(0), true),
                );
                Err(r)
            }
            Err(e) => Err(e.into_response()),
        }
    }
}

/// The sign-in forms' token: the pre-session cookie's value, and the cookie to set when
/// the browser has none yet.
pub fn presession(headers: &HeaderMap) -> (String, Option<HeaderValue>) {
    presession_in(&JAR, PRESESSION, "wps_", headers)
}

/// `presession` of a browser application: its jar, its cookie's name, its tokens' prefix.
pub fn presession_in(
    jar: &Jar,
    name: &str,
    token_prefix: &str,
    headers: &HeaderMap,
) -> (String, Option<HeaderValue>) {
    match cookie(headers, name).filter(|t| t.len() >= 20 && t.len() <= 100) {
        Some(t) => (t.to_string(), None),
        None => {
            let t = new_secret(token_prefix);
            let c = jar.set(headers, name, &t, None, true);
            (t, Some(c))
        }
    }
}

/// A sign-in page's cookies: the pre-session's when the browser had none (`pre`), and the
/// merchant it is for, remembered a year (`merchant_cookie` of `jar`).
pub fn signin_cookies(
    r: &mut Response,
    headers: &HeaderMap,
    (jar, merchant_cookie): (&Jar, &str),
    pre: Option<HeaderValue>,
    m: Option<&Merchant>,
) {
    let h = r.headers_mut();
    if let Some(c) = pre {
        h.append(axum::http::header::SET_COOKIE, c);
    }
    if let Some(m) = m {
        h.append(
            axum::http::header::SET_COOKIE,
            jar.set(headers, merchant_cookie, &m.id, Some(365 * 24 * 3600), true),
        );
    }
}

/// The merchant a sign-in is for: its id from the form or query, if it may take sign-ins.
pub async fn merchant_of(st: &AppState, id: &str) -> Option<Merchant> {
    if !sanduq_domain::ids::has_shape(id, "mer") {
        return None;
    }
    items::load_merchant(st, id)
        .await
        .ok()
        .flatten()
        .filter(|m| m.require_approved().is_ok())
}
