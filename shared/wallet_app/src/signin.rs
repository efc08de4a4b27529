//! Signing in to the hosted wallet with a code sent to the phone, and signing out (of this
//! browser, or of every session the user has).

use crate::api::Failure;
use crate::session::{self, merchant_of, JAR, MERCHANT, PRESESSION, SESSION};
use crate::visit::Visit;
use crate::{branded, frame, html, message};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{header, HeaderMap, Method, StatusCode, Uri};
use axum::response::Response;
use axum::Extension;
use sanduq_api::browser::{cookie, same_token, see_other, Form, Look};
use sanduq_api::client::ClientAddr;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::phone::{e164, DEFAULT_REGION};

use sanduq_kernel::state::AppState;
use sanduq_pages::wallet::{self as pages, Frame};
use serde_json::json;

/// The sign-in page: the phone form, or (with `otp_id`) the code form.
fn page(
    f: Frame,
    m: Option<&Merchant>,
    (phone, otp_id): (&str, Option<&str>),
    family_open: bool,
    (status, look, headers, pre): (
        StatusCode,
        Look,
        &HeaderMap,
        Option<axum::http::HeaderValue>,
    ),
) -> Response {
    let f = match m {
        Some(m) => branded(f, m),
        None => f,
    };
    let body = pages::page(pages::Signin {
        f: &f,
        merchant_id: m.map_or("", |m| m.id.as_str()),
        intro: f.s.signin_intro.replace("{merchant}", &f.merchant),
        phone,
        otp_id,
        sent_to: f
            .s
            .code_sent
            .replace("{phone}", &sanduq_pages::format::ltr(phone)),
        family: f.family(),
        family_open,
    });
    let mut r = html(status, body, look, headers);
    session::signin_cookies(&mut r, headers, (&JAR, MERCHANT), pre, m);
    r
}

/// `GET /wallet/signin?merchant=mer_…`
pub async fn form(State(st): State<AppState>, headers: HeaderMap, uri: Uri) -> Response {
    let look = Look::of(&headers, uri.query());
    let q = Form::query(uri.query());
    let (csrf, pre) = session::presession(&headers);
    let id = q
        .get("merchant")
        .map(str::to_string)
        .or_else(|| cookie(&headers, MERCHANT).map(str::to_string))
        .unwrap_or_default();
    let m = merchant_of(&st, &id).await;
    let mut f = frame(look, None, "signin", &uri);
    f.csrf = csrf;
    if q.get("ended").is_some() {
        let t = f.s.session_ended;
        f = f.bad(t, None);
    } else if q.get("done") == Some("signed_out") {
        let t = f.s.signed_out;
        f = f.ok(t);
    }
    page(
        f,
        m.as_ref(),
        ("", None),
        false,
        (StatusCode::OK, look, &headers, pre),
    )
}

/// Whether a sign-in form carries the browser's pre-session token.
fn pre_ok(headers: &HeaderMap, form: &Form) -> bool {
    same_token(
        form.get("csrf").unwrap_or_default(),
        cookie(headers, PRESESSION).unwrap_or_default(),
    )
}

/// A sign-in form's look, fields, frame and merchant, once it carries the pre-session's
/// token and names a merchant that takes sign-ins (else the page that says which not).
async fn posted(
    st: &AppState,
    headers: &HeaderMap,
    uri: &Uri,
    body: &[u8],
) -> Result<(Look, Form, Frame, Merchant), Response> {
    let look = Look::of(headers, uri.query());
    let form = Form::parse(body);
    let mut f = frame(look, None, "signin", uri);
    f.csrf = form.text("csrf");
    if !pre_ok(headers, &form) {
        return Err(message(
            StatusCode::FORBIDDEN,
            &f,
            f.s.form_expired,
            look,
            headers,
        ));
    }
    match merchant_of(st, &form.text("merchant")).await {
        Some(m) => Ok((look, form, f, m)),
        None => Err(page(
            f,
            None,
            ("", None),
            false,
            (StatusCode::NOT_FOUND, look, headers, None),
        )),
    }
}

/// `POST /wallet/signin {phone}`: sends the code; the code form.
pub async fn ask(
    State(st): State<AppState>,
    headers: HeaderMap,
    uri: Uri,
    client: Option<Extension<ClientAddr>>,
    body: Bytes,
) -> Response {
    let (look, form, f, m) = match posted(&st, &headers, &uri, &body).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let typed = form.text("phone");
    let Some(phone) = e164(&typed, DEFAULT_REGION) else {
        let f = crate::failed(f, &Failure::field("phone", "is not a valid phone number"));
        return page(
            f,
            Some(&m),
            (&typed, None),
            false,
            (StatusCode::UNPROCESSABLE_ENTITY, look, &headers, None),
        );
    };
    let client = client.map_or_else(|| "direct".to_string(), |c| c.0 .0.to_string());
    match sanduq_wallets::codes::ask(&st, &m, &phone, &client).await {
        Ok(asked) => page(
            f,
            Some(&m),
            (&phone, Some(&asked.otp_id)),
            false,
            (StatusCode::OK, look, &headers, None),
        ),
        Err(e) => {
            let e = Failure::of(&e);
            let status = StatusCode::from_u16(e.status).unwrap_or(StatusCode::TOO_MANY_REQUESTS);
            page(
                crate::failed(f, &e),
                Some(&m),
                (&typed, None),
                false,
                (status, look, &headers, None),
            )
        }
    }
}

/// `POST /wallet/signin/verify {otp_id, code}`: signs in; home.
pub async fn verify(
    State(st): State<AppState>,
    headers: HeaderMap,
    uri: Uri,
    body: Bytes,
) -> Response {
    let (look, form, f, m) = match posted(&st, &headers, &uri, &body).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let otp_id = form.text("otp_id");
    let code = sanduq_domain::phone::ascii_digits(&form.text("code"));
    let cookie_write = std::sync::Mutex::new(None::<String>);
    let signed =
        sanduq_wallets::sessions::sign_in(&st, &m, (&otp_id, &code), starting(&cookie_write)).await;
    match signed {
        Ok(_) => home_with(&headers, &cookie_write),
        Err(e) => {
            let e = Failure::of(&e);
            let status = StatusCode::from_u16(e.status).unwrap_or(StatusCode::UNPROCESSABLE_ENTITY);
            // a used or expired code: back to the phone form; a wrong one: try again
            let again = (e.code != "TOKEN_EXPIRED").then_some(otp_id.as_str());
            page(
                crate::failed(f, &e),
                Some(&m),
                ("", again),
                false,
                (status, look, &headers, None),
            )
        }
    }
}

/// What a sign-in adds to the transaction that opens its session: this browser's sign-in
/// record, its cookie's token kept in `made` for the answer.
fn starting(
    made: &std::sync::Mutex<Option<String>>,
) -> impl Fn(
    &sanduq_wallets::sessions::Session,
) -> sanduq_kernel::error::ApiResult<Vec<sanduq_store::Write>>
       + '_ {
    move |s| {
        let (token, write) = session::start(s, chrono::Utc::now())?;
        if let Ok(mut c) = made.lock() {
            *c = Some(token);
        }
        Ok(vec![write])
    }
}

/// The home page's address with the sign-in's cookie (the token a sign-in's writes made),
/// and the pre-session's forgotten.
fn home_with(headers: &HeaderMap, made: &std::sync::Mutex<Option<String>>) -> Response {
    let token = made
        .lock()
        .ok()
        .and_then(|mut c| c.take())
        .unwrap_or_default();
    let mut r = see_other("/wallet");
    let h = r.headers_mut();
    h.append(
        header::SET_COOKIE,
        JAR.set(headers, SESSION, &token, Some(session::HOURS * 3600), true),
    );
    h.append(
        header::SET_COOKIE,
        JAR.set(headers, PRESESSION, "", Some(0), true),
    );
    r
}

/// `POST /wallet/signin/family {code}`: a family wallet signs in with the code its
/// guardian's wallet showed; home.
pub async fn family(
    State(st): State<AppState>,
    headers: HeaderMap,
    uri: Uri,
    client: Option<Extension<ClientAddr>>,
    body: Bytes,
) -> Response {
    let (look, form, f, m) = match posted(&st, &headers, &uri, &body).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let Some(code) = sanduq_wallets::dependants::code_digits(&form.text("code")) else {
        let f = crate::failed(f, &Failure::field("code", "must be the 10 digits"));
        return page(
            f,
            Some(&m),
            ("", None),
            true,
            (StatusCode::UNPROCESSABLE_ENTITY, look, &headers, None),
        );
    };
    let client = client.map_or_else(|| "direct".to_string(), |c| c.0 .0.to_string());
    let cookie_write = std::sync::Mutex::new(None::<String>);
    let signed =
        sanduq_wallets::dependants::sign_in(&st, &m, &code, &client, starting(&cookie_write)).await;
    match signed {
        Ok(_) => home_with(&headers, &cookie_write),
        Err(e) => {
            let e = Failure::of(&e);
            let status = StatusCode::from_u16(e.status).unwrap_or(StatusCode::NOT_FOUND);
            page(
                crate::failed(f, &e),
                Some(&m),
                ("", None),
                true,
                (status, look, &headers, None),
            )
        }
    }
}

/// `POST /wallet/signout {everywhere?}`: ends this sign-in (and with `everywhere`, every
/// session of the user); the sign-in page.
pub async fn sign_out(v: Visit, body: Bytes) -> Response {
    let form = match v.form(&body) {
        Ok(f) => f,
        Err(r) => return r,
    };
    let everywhere = form.get("everywhere").is_some();
    let ended = v
        .call(
            (Method::POST, "/wallet/auth/sign-out"),
            Some(&json!({ "everywhere": everywhere })),
            None,
        )
        .await;
    if let Err(e) = ended {
        return v.refused("security", &e);
    }
    if let Err(e) = session::forget(&v.st, &v.who.token).await {
        tracing::error!(
            code = e.code().as_str(),
            "a hosted wallet sign-in was not forgotten"
        );
    }
    let mut r = see_other(&format!(
        "/wallet/signin?merchant={}&done=signed_out",
        v.who.merchant.id
    ));
    r.headers_mut().append(
        header::SET_COOKIE,
        JAR.set(&v.headers, SESSION, "", Some(0), true),
    );
    r
}
