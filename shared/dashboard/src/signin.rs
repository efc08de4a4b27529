//! Signing in and out, and accepting an invitation. Sign-in forms carry a pre-session
//! token (a double-submit cookie) against login CSRF; attempts are limited per client
//! address (10 a minute) on top of the lockout (5 wrong passwords for one e-mail from one
//! address: 15 minutes for that e-mail from that address).

use crate::session::{self, Look};
use crate::{html, Form};
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use sanduq_admin::staff::{self, Refused};
use sanduq_api::client::ClientAddr;
use sanduq_domain::ids::new_secret;
use sanduq_domain::staff::password_problem;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::dashboard::{self as pages, Frame};

/// Sign-in attempts a client address may make in a minute.
pub const SIGNINS_PER_MINUTE: u32 = 10;

/// The pre-session token of this browser, and the cookie that sets it when it is new.
fn presession(headers: &HeaderMap) -> (String, Option<HeaderValue>) {
    match session::cookie(headers, session::PRESESSION) {
        Some(t) if t.starts_with("dsp_") && t.len() < 100 => (t.to_string(), None),
        _ => {
            let t = new_secret("dsp_");
            let c = session::set_cookie(headers, session::PRESESSION, &t, None, true);
            (t, Some(c))
        }
    }
}

fn presession_ok(headers: &HeaderMap, form: &Form) -> bool {
    session::same_token(
        form.get("csrf").unwrap_or_default(),
        session::cookie(headers, session::PRESESSION).unwrap_or_default(),
    )
}

fn with_cookie(mut r: Response, c: Option<HeaderValue>) -> Response {
    if let Some(c) = c {
        r.headers_mut().append(header::SET_COOKIE, c);
    }
    r
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
    with_cookie(html(status, pages::signin(&f, email), look, headers), set)
}

/// `GET /dashboard/signin[?next=..][&ended=1][&out=1]`
pub async fn form(headers: HeaderMap, OriginalUri(uri): OriginalUri) -> Response {
    let look = Look::of(&headers, uri.query());
    let s = pages::Dash::of(look.locale);
    let q = Form::query(uri.query());
    let has = |k: &str| q.get(k).is_some();
    let note = if has("ended") {
        Some((false, s.session_ended.to_string()))
    } else if has("out") {
        Some((true, s.signed_out.to_string()))
    } else {
        None
    };
    let here = crate::here_of(uri.path(), uri.query());
    signin_page(StatusCode::OK, look, &headers, &here, "", note)
}

/// `POST /dashboard/signin` (email, password, csrf): a session cookie and on to `next`.
pub async fn submit(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    client: Option<axum::Extension<ClientAddr>>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let s = pages::Dash::of(look.locale);
    let form = Form::parse(&body);
    let here = crate::here_of(uri.path(), uri.query());
    let email = form.text("email");
    let page = |status, text: String| {
        signin_page(status, look, &headers, &here, &email, Some((false, text)))
    };
    if !presession_ok(&headers, &form) {
        return Ok(page(StatusCode::FORBIDDEN, s.form_expired.into()));
    }
    let minute = chrono::Utc::now().timestamp().max(0) as u64 / 60;
    // keyed on the edge's view of the client, never on a header the client writes
    let client = match client {
        Some(axum::Extension(ClientAddr(ip))) => ip.to_string(),
        None => "direct".to_string(),
    };
    if !st
        .limiter
        .check_at(
            &format!("dashboard-signin:{client}"),
            SIGNINS_PER_MINUTE,
            minute,
        )
        .allowed
    {
        return Ok(page(StatusCode::TOO_MANY_REQUESTS, s.signin_limited.into()));
    }
    let password = form.get("password").unwrap_or_default();
    let outcome = staff::sign_in(&st, &email, password, &client).await?;
    // into the audit log of each merchant the e-mail has an account at
    let record = |code: &str, merchants: Vec<String>| {
        let (st, email, code) = (
            st.clone(),
            sanduq_domain::staff::email(&email).unwrap_or_default(),
            code.to_string(),
        );
        async move {
            for m in merchants {
                if let Err(e) = staff::audit(&st, &m, &email, "sign_in", &email, &code).await {
                    tracing::error!(code = e.code().as_str(), "audit entry not written");
                }
            }
        }
    };
    match outcome.result {
        Ok(user) => {
            record("ok", vec![user.merchant_id.clone()]).await;
            let (token, _) = staff::start_session(&st, &user).await?;
            let query = Form::query(uri.query());
            let next = form.get("next").or_else(|| query.get("next"));
            let mut r = session::see_other(&session::safe_next(next));
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
        // A locked account reads exactly like a wrong password (whoever signs in learns
        // nothing about the account); the audit log tells the owners which it was.
        Err(refused) => {
            let code = match refused {
                Refused::Invalid => "INVALID_CREDENTIALS",
                Refused::Locked(_) => "LOCKED",
            };
            record(code, outcome.merchant_ids).await;
            Ok(page(StatusCode::UNAUTHORIZED, s.signin_invalid.into()))
        }
    }
}

/// `POST /dashboard/signout` (csrf): the session ends; on to the sign-in page.
pub async fn signout(
    State(st): State<AppState>,
    headers: HeaderMap,
    who: Result<session::Staff, Response>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let form = Form::parse(&body);
    let mut r = session::see_other("/dashboard/signin?out=1");
    if let Ok(who) = who {
        if !crate::csrf_ok(&who, &form) {
            let look = Look::of(&headers, None);
            let f = Frame::anonymous(look.locale, look.theme, "", "/dashboard?");
            return Ok(crate::refusal(
                StatusCode::FORBIDDEN,
                &f,
                f.s.form_expired,
                look,
                &headers,
            ));
        }
        if let Some(token) = session::cookie(&headers, session::SESSION) {
            staff::end_session(&st, token).await?;
        }
        crate::audit(&st, &who, "sign_out", &who.user.email, "ok").await;
    }
    r.headers_mut().append(
        header::SET_COOKIE,
        session::set_cookie(&headers, session::SESSION, "", Some(0), true),
    );
    Ok(r)
}

/// An invitation's page as this request shows it.
struct InvitePage<'a> {
    look: Look,
    headers: &'a HeaderMap,
    here: String,
    token: &'a str,
}

impl InvitePage<'_> {
    fn new<'a>(headers: &'a HeaderMap, uri: &axum::http::Uri, token: &'a str) -> InvitePage<'a> {
        InvitePage {
            look: Look::of(headers, uri.query()),
            headers,
            here: crate::here_of(uri.path(), uri.query()),
            token,
        }
    }

    /// The password form for `email` (None: no form, the invitation is gone), with a message.
    fn answer(&self, status: StatusCode, email: Option<&str>, note: Option<String>) -> Response {
        let (csrf, set) = presession(self.headers);
        let mut f = Frame::anonymous(self.look.locale, self.look.theme, &csrf, &self.here);
        if let Some(n) = note {
            f = f.with_flash(false, n);
        }
        let page = pages::invite(&f, self.token, email);
        with_cookie(html(status, page, self.look, self.headers), set)
    }

    fn gone(&self) -> Response {
        let s = pages::Dash::of(self.look.locale);
        self.answer(StatusCode::NOT_FOUND, None, Some(s.invite_gone.into()))
    }
}

/// `GET /dashboard/invite/{token}`: the invited person chooses a password.
pub async fn invitation(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(token): Path<String>,
) -> Result<Response, ApiError> {
    let page = InvitePage::new(&headers, &uri, &token);
    Ok(match staff::invitation(&st, &token).await? {
        Some(e) => page.answer(StatusCode::OK, Some(&e), None),
        None => page.gone(),
    })
}

/// `POST /dashboard/invite/{token}` (password, csrf): the password is set, the invitation
/// used up, and the person signed in.
pub async fn accept(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(token): Path<String>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let page = InvitePage::new(&headers, &uri, &token);
    let s = pages::Dash::of(page.look.locale);
    let form = Form::parse(&body);
    let Some(email) = staff::invitation(&st, &token).await? else {
        return Ok(page.gone());
    };
    if !presession_ok(&headers, &form) {
        let note = Some(s.form_expired.into());
        return Ok(page.answer(StatusCode::FORBIDDEN, Some(&email), note));
    }
    let password = form.get("password").unwrap_or_default();
    if let Some(problem) = password_problem(password) {
        let note = Some(format!("{}: {problem}", s.new_password));
        return Ok(page.answer(StatusCode::UNPROCESSABLE_ENTITY, Some(&email), note));
    }
    let user = match staff::accept(&st, &token, password).await {
        Ok(u) => u,
        Err(e) if e.code() == sanduq_domain::ErrorCode::NotFound => return Ok(page.gone()),
        Err(e) => return Err(e),
    };
    if let Err(e) = staff::audit(
        &st,
        &user.merchant_id,
        &user.email,
        "accept_invitation",
        &user.email,
        "ok",
    )
    .await
    {
        tracing::error!(code = e.code().as_str(), "audit entry not written");
    }
    let (session_token, _) = staff::start_session(&st, &user).await?;
    let mut r = session::see_other("/dashboard");
    r.headers_mut().append(
        header::SET_COOKIE,
        session::set_cookie(&headers, session::SESSION, &session_token, None, true),
    );
    Ok(r)
}
