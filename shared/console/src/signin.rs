//! Signing in (e-mail, password and a code from the authenticator) and out. The sign-in form
//! carries a pre-session token (a double-submit cookie) against login CSRF; attempts are
//! limited per client address (10 a minute) on top of the operators' lockout.

use crate::html;
use crate::session::{self, Signed};
use axum::body::Bytes;
use axum::extract::{OriginalUri, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use sanduq_admin::operators::{self, Refused};
use sanduq_api::browser::{here_of, Form, Look};
use sanduq_api::client::ClientAddr;
use sanduq_domain::ids::new_secret;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::console::{self as pages, Con, Frame};

/// Sign-in attempts a client address may make in a minute.
pub const SIGNINS_PER_MINUTE: u32 = 10;

/// The pre-session token of this browser, and the cookie that sets it when it is new.
fn presession(headers: &HeaderMap) -> (String, Option<HeaderValue>) {
    match session::cookie(headers, session::PRESESSION) {
        Some(t) if t.starts_with("csp_") && t.len() < 100 => (t.to_string(), None),
        _ => {
            let t = new_secret("csp_");
            let c = session::set_cookie(headers, session::PRESESSION, &t, None, true);
            (t, Some(c))
        }
    }
}

fn signin_page(
    status: StatusCode,
    look: Look,
    headers: &HeaderMap,
    here: &str,
    email: &str,
    note: Option<(bool, String)>,
) -> Response {
    let (token, set) = presession(headers);
    let mut f = Frame::anonymous(look.locale, look.theme, &token, here);
    if let Some((ok, text)) = note {
        f = f.with_flash(ok, text);
    }
    let mut r = html(status, pages::signin(&f, email), look, headers);
    if let Some(c) = set {
        r.headers_mut().append(header::SET_COOKIE, c);
    }
    r
}

/// `GET /console/signin[?ended=1][&out=1]`
pub async fn form(headers: HeaderMap, OriginalUri(uri): OriginalUri) -> Response {
    let look = Look::of(&headers, uri.query());
    let s = Con::of(look.locale);
    let q = Form::query(uri.query());
    let note = if q.get("ended").is_some() {
        Some((false, s.session_ended.to_string()))
    } else if q.get("out").is_some() {
        Some((true, s.signed_out.to_string()))
    } else {
        None
    };
    let here = here_of(uri.path(), uri.query());
    signin_page(StatusCode::OK, look, &headers, &here, "", note)
}

/// `POST /console/signin` (email, password, code, csrf): a session cookie and on home.
pub async fn submit(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    client: Option<axum::Extension<ClientAddr>>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let s = Con::of(look.locale);
    let form = Form::parse(&body);
    let here = here_of(uri.path(), uri.query());
    let email = form.text("email");
    let page = |status, text: String| {
        signin_page(status, look, &headers, &here, &email, Some((false, text)))
    };
    let csrf_ok = session::same_token(
        form.get("csrf").unwrap_or_default(),
        session::cookie(&headers, session::PRESESSION).unwrap_or_default(),
    );
    if !csrf_ok {
        return Ok(page(StatusCode::FORBIDDEN, s.stale_form.into()));
    }
    let client = match client {
        Some(axum::Extension(ClientAddr(ip))) => ip.to_string(),
        None => "direct".to_string(),
    };
    let minute = chrono::Utc::now().timestamp().max(0) as u64 / 60;
    let limit = st.limiter.check_at(
        &format!("console-signin:{client}"),
        SIGNINS_PER_MINUTE,
        minute,
    );
    if !limit.allowed {
        return Ok(page(StatusCode::TOO_MANY_REQUESTS, s.signin_limited.into()));
    }
    let password = form.get("password").unwrap_or_default();
    let code = form.get("code").unwrap_or_default();
    match operators::sign_in(&st, &email, password, code, &client).await? {
        Ok(o) => {
            let (token, _) = operators::start_session(&st, &o).await?;
            let mut r = session::see_other("/console");
            let h = r.headers_mut();
            h.append(
                header::SET_COOKIE,
                session::set_cookie(&headers, session::SESSION, &token, None, true),
            );
            h.append(
                header::SET_COOKIE,
                session::set_cookie(&headers, session::PRESESSION, "", Some(0), true),
            );
            Ok(r)
        }
        // a lock reads exactly like a wrong password or code
        Err(Refused::Invalid | Refused::Locked(_)) => {
            Ok(page(StatusCode::UNAUTHORIZED, s.signin_invalid.into()))
        }
    }
}

/// `POST /console/signout` (csrf): the session ends; on to the sign-in page.
pub async fn signout(
    State(st): State<AppState>,
    headers: HeaderMap,
    who: Result<Signed, Response>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let form = Form::parse(&body);
    if let Ok(who) = &who {
        if !session::same_token(form.get("csrf").unwrap_or_default(), &who.session.csrf) {
            let look = Look::of(&headers, None);
            let f = Frame::anonymous(look.locale, look.theme, "", "/console?");
            return Ok(crate::refusal(
                StatusCode::FORBIDDEN,
                &f,
                f.s.stale_form,
                look,
                &headers,
            ));
        }
        if let Some(token) = session::cookie(&headers, session::SESSION) {
            operators::end_session(&st, token).await?;
        }
    }
    let mut r = session::see_other("/console/signin?out=1");
    r.headers_mut().append(
        header::SET_COOKIE,
        session::set_cookie(&headers, session::SESSION, "", Some(0), true),
    );
    Ok(r)
}

fn gone(look: Look, headers: &HeaderMap) -> Response {
    let f = Frame::anonymous(look.locale, look.theme, "", "/console/signin?");
    let page = pages::message(&f, f.s.invite_title, f.s.invite_gone);
    html(StatusCode::NOT_FOUND, page, look, headers)
}

/// `GET /console/invite/{token}`: the invited person chooses a password.
pub async fn invitation(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    axum::extract::Path(token): axum::extract::Path<String>,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let Some(email) = operators::invitation(&st, &token).await? else {
        return Ok(gone(look, &headers));
    };
    let (csrf, set) = presession(&headers);
    let f = Frame::anonymous(
        look.locale,
        look.theme,
        &csrf,
        &here_of(uri.path(), uri.query()),
    );
    let mut r = html(
        StatusCode::OK,
        pages::invite(&f, &token, &email),
        look,
        &headers,
    );
    if let Some(c) = set {
        r.headers_mut().append(header::SET_COOKIE, c);
    }
    Ok(r)
}

/// `POST /console/invite/{token}` (password, csrf): the password is set and the second
/// factor made; its QR code, key and recovery codes are shown this once.
pub async fn accept(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    axum::extract::Path(token): axum::extract::Path<String>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let form = Form::parse(&body);
    let here = here_of(uri.path(), uri.query());
    let csrf_ok = session::same_token(
        form.get("csrf").unwrap_or_default(),
        session::cookie(&headers, session::PRESESSION).unwrap_or_default(),
    );
    let Some(email) = operators::invitation(&st, &token).await? else {
        return Ok(gone(look, &headers));
    };
    let again = |text: String| {
        let (csrf, _) = presession(&headers);
        let f = Frame::anonymous(look.locale, look.theme, &csrf, &here).with_flash(false, text);
        html(
            StatusCode::UNPROCESSABLE_ENTITY,
            pages::invite(&f, &token, &email),
            look,
            &headers,
        )
    };
    let s = Con::of(look.locale);
    if !csrf_ok {
        return Ok(again(s.stale_form.into()));
    }
    let password = form.get("password").unwrap_or_default();
    if let Some(problem) = sanduq_domain::staff::password_problem(password) {
        return Ok(again(format!("{}: {problem}", s.choose_password)));
    }
    let e = operators::accept(&st, &token, password).await?;
    let qr = sanduq_qr::svg(&e.otpauth_url, 240)
        .map_err(|e| sanduq_kernel::items::internal(format!("{e:?}")))?;
    let qr = qr
        .split_once("?>")
        .map_or(qr.as_str(), |(_, svg)| svg)
        .trim()
        .to_string();
    let f = Frame::anonymous(look.locale, look.theme, "", &here);
    let page = pages::enrol(&f, &qr, &e.secret, &e.recovery_codes);
    let mut r = html(StatusCode::OK, page, look, &headers);
    r.headers_mut().append(
        header::SET_COOKIE,
        session::set_cookie(&headers, session::PRESESSION, "", Some(0), true),
    );
    Ok(r)
}
