//! Signing in to the agent app with a code sent to the agent's phone (a code for agents
//! only), and signing out of this browser.

use crate::api::Failure;
use crate::session::{self, JAR, MERCHANT, PRESESSION, SESSION};
use crate::visit::Visit;
use crate::{frame, html};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode, Uri};
use axum::response::Response;
use axum::Extension;
use sanduq_api::browser::{cookie, same_token, see_other, Form, Look};
use sanduq_api::client::ClientAddr;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::otp::Purpose;
use sanduq_domain::phone::{e164, DEFAULT_REGION};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_pages::agent::{self as pages, Words};
use sanduq_pages::wallet::Frame;
use sanduq_wallet_app::session::merchant_of;

/// The sign-in page: the phone form, or (with `otp_id`) the code form.
fn page(
    f: Frame,
    m: Option<&Merchant>,
    (phone, otp_id): (&str, Option<&str>),
    (status, look, headers, pre): (StatusCode, Look, &HeaderMap, Option<HeaderValue>),
) -> Response {
    let f = match m {
        Some(m) => sanduq_wallet_app::branded(f, m),
        None => f,
    };
    let w = Words::of(f.locale());
    let body = pages::page(pages::Signin {
        f: &f,
        w,
        merchant_id: m.map_or("", |m| m.id.as_str()),
        intro: w.signin_intro.replace("{merchant}", &f.merchant),
        phone,
        otp_id,
        sent_to: f
            .s
            .code_sent
            .replace("{phone}", &sanduq_pages::format::ltr(phone)),
    });
    let mut r = html(status, body, look, headers);
    sanduq_wallet_app::session::signin_cookies(&mut r, headers, (&JAR, MERCHANT), pre, m);
    r
}

/// `GET /agent/signin?merchant=mer_…`
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
        (StatusCode::OK, look, &headers, pre),
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
    let pre = cookie(headers, PRESESSION).unwrap_or_default();
    if !same_token(form.get("csrf").unwrap_or_default(), pre) {
        let t = f.s.form_expired;
        return Err(page(
            f.bad(t, None),
            None,
            ("", None),
            (StatusCode::FORBIDDEN, look, headers, None),
        ));
    }
    match merchant_of(st, &form.text("merchant")).await {
        Some(m) => Ok((look, form, f, m)),
        None => Err(page(
            f,
            None,
            ("", None),
            (StatusCode::NOT_FOUND, look, headers, None),
        )),
    }
}

/// `POST /agent/signin {phone}`: sends the agent's code; the code form.
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
        let status = StatusCode::UNPROCESSABLE_ENTITY;
        return page(f, Some(&m), (&typed, None), (status, look, &headers, None));
    };
    let client = client.map_or_else(|| "direct".to_string(), |c| c.0 .0.to_string());
    match sanduq_wallets::codes::ask_for(&st, &m, &phone, &client, Purpose::Agent).await {
        Ok(asked) => page(
            f,
            Some(&m),
            (&phone, Some(&asked.otp_id)),
            (StatusCode::OK, look, &headers, None),
        ),
        Err(e) => {
            let e = Failure::of(&e);
            let status = crate::visit::status_of(&e);
            let f = crate::failed(f, &e);
            page(f, Some(&m), (&typed, None), (status, look, &headers, None))
        }
    }
}

/// `POST /agent/signin/verify {otp_id, code}`: signs the agent in for its shift; home.
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
    let signed = async {
        let v = sanduq_agents::sessions::sign_in(&st, &m, &otp_id, &code).await?;
        let token = v["access_token"].as_str().unwrap_or_default();
        let claims = sanduq_wallets::tokens::verify(&st, token)
            .map_err(|_| sanduq_kernel::items::internal("a token just signed does not verify"))?;
        let stored = st
            .store
            .get_stored(&sanduq_agents::sessions::session_key(&claims.sid))
            .await?
            .ok_or_else(|| sanduq_kernel::items::internal("a session just opened is not stored"))?;
        session::start(&st, &items::from_stored(&stored)?).await
    };
    match signed.await {
        Ok(token) => {
            let mut r = see_other("/agent");
            let h = r.headers_mut();
            let hours = sanduq_agents::sessions::SHIFT_HOURS;
            h.append(
                header::SET_COOKIE,
                JAR.set(&headers, SESSION, &token, Some(hours * 3600), true),
            );
            h.append(
                header::SET_COOKIE,
                JAR.set(&headers, PRESESSION, "", Some(0), true),
            );
            r
        }
        Err(e) => {
            let e = Failure::of(&e);
            let status = crate::visit::status_of(&e);
            // a used or expired code: back to the phone form; a wrong one: try again
            let again = (e.code != "TOKEN_EXPIRED").then_some(otp_id.as_str());
            let f = crate::failed(f, &e);
            page(f, Some(&m), ("", again), (status, look, &headers, None))
        }
    }
}

/// `POST /agent/signout`: forgets this browser's sign-in; the sign-in page.
pub async fn sign_out(v: Visit, body: Bytes) -> Response {
    if let Err(r) = v.form(&body) {
        return r;
    }
    if let Err(e) = session::forget(&v.st, &v.who.token).await {
        tracing::error!(
            code = e.code().as_str(),
            "an agent app sign-in was not forgotten"
        );
    }
    let mut r = see_other(&format!(
        "/agent/signin?merchant={}&done=signed_out",
        v.who.merchant.id
    ));
    r.headers_mut().append(
        header::SET_COOKIE,
        JAR.set(&v.headers, SESSION, "", Some(0), true),
    );
    r
}
