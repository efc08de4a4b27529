//! The platform's console (/console): server-rendered pages for the platform's operators,
//! signed in with e-mail, password and a TOTP code. Every action goes through the admin
//! API's own functions (the same checks, dual control and errors), is allowed by the
//! person's roles, carries the session's CSRF token, and lands in the staff audit trail.
//! Forms work without JavaScript.
//!
//! The console is a browser application, not part of the published API: its routes are
//! described here (for the route table and template.yaml) but left out of the OpenAPI
//! document.

mod alerts;
mod approvals;
mod cases;
mod disputes;
mod home;
mod kyc;
mod merchant;
mod merchants;
mod payouts;
mod people;
mod rates;
mod rules;
pub mod session;
mod signin;
mod staff;
mod trail;

use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::Router;
use sanduq_api::auth;
use sanduq_api::browser::Form;
use sanduq_api::browser::{here_of, Look};
use sanduq_api::contract::{Answer, Auth, Op, Routes};
use sanduq_domain::operators::Permission;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::state::AppState;
use sanduq_pages::console::{Con, Frame};
use sanduq_pages::dashboard::Nav;
use session::Signed;

pub fn router(st: AppState) -> Router {
    routes(st.clone()).finish(st).0
}

/// The path every console route is under.
pub const PREFIX: &str = "/console";

pub fn routes(st: AppState) -> Routes {
    Routes::new("console", Auth::Public)
        .get("/console", home::show, &const { page("consoleHome") })
        .get(
            "/console/signin",
            signin::form,
            &const { page("consoleSigninPage") },
        )
        .post(
            "/console/signin",
            signin::submit,
            &const { page("consoleSignin") },
        )
        .get(
            "/console/invite/{token}",
            signin::invitation,
            &const { page("consoleInvitePage") },
        )
        .post(
            "/console/invite/{token}",
            signin::accept,
            &const { page("consoleAcceptInvite") },
        )
        .post(
            "/console/signout",
            signin::signout,
            &const { page("consoleSignout") },
        )
        .get(
            "/console/approvals/{id}",
            approvals::show,
            &const { page("consoleApproval") },
        )
        .post(
            "/console/approvals/{id}/{move}",
            approvals::decide,
            &const { page("consoleDecide") },
        )
        .get(
            "/console/kyc",
            kyc::queue,
            &const { page("consoleKycQueue") },
        )
        .get(
            "/console/alerts",
            alerts::queue,
            &const { page("consoleAlerts") },
        )
        .get(
            "/console/alerts/{id}",
            alerts::review,
            &const { page("consoleAlert") },
        )
        .post(
            "/console/alerts/{id}/decide",
            alerts::decide,
            &const { page("consoleDecideAlert") },
        )
        .get(
            "/console/cases",
            cases::queue,
            &const { page("consoleCases") },
        )
        .get(
            "/console/cases/{id}",
            cases::show,
            &const { page("consoleCase") },
        )
        .post(
            "/console/cases/{id}/act",
            cases::act,
            &const { page("consoleActOnCase") },
        )
        .post(
            "/console/cases/{id}/notes",
            cases::note,
            &const {
                Op {
                    id: "consoleNoteCase",
                    summary: "A page of the platform's console",
                    answer: Answer::Html,
                    max_body: 2 * sanduq_admin::cases::MAX_FILE,
                    ..Op::DEFAULT
                }
            },
        )
        .get(
            "/console/cases/{id}/files/{file_id}",
            cases::file,
            &const { evidence("consoleCaseFile") },
        )
        .get(
            "/console/reports/{id}",
            cases::report_file,
            &const {
                Op {
                    id: "consoleReportFile",
                    summary: "A report filed to the FIU, as filed, from the platform's console",
                    answer: Answer::File {
                        media: "application/xml",
                    },
                    ..Op::DEFAULT
                }
            },
        )
        .get(
            "/console/rules",
            rules::list,
            &const { page("consoleRules") },
        )
        .get(
            "/console/rules/{id}",
            rules::show,
            &const { page("consoleRule") },
        )
        .post(
            "/console/rules/{id}",
            rules::act,
            &const { page("consoleActOnRule") },
        )
        .get(
            "/console/lists",
            rules::lists,
            &const { page("consoleLists") },
        )
        .post(
            "/console/lists",
            rules::load,
            &const {
                Op {
                    id: "consoleLoadList",
                    summary: "A page of the platform's console",
                    answer: Answer::Html,
                    max_body: sanduq_admin::screening::MAX_CONTENT + 64 * 1024,
                    ..Op::DEFAULT
                }
            },
        )
        .get(
            "/console/disputes",
            disputes::queue,
            &const { page("consoleDisputes") },
        )
        .get(
            "/console/disputes/{id}",
            disputes::review,
            &const { page("consoleDispute") },
        )
        .get(
            "/console/disputes/{id}/files/{file_id}",
            disputes::file,
            &const { evidence("consoleDisputeFile") },
        )
        .post(
            "/console/disputes/{id}/decide",
            disputes::decide,
            &const { page("consoleDecideDispute") },
        )
        .get(
            "/console/kyc/{id}",
            kyc::review,
            &const { page("consoleKycReview") },
        )
        .get(
            "/console/kyc/{id}/document",
            kyc::document,
            &const { image("consoleKycDocument") },
        )
        .post(
            "/console/kyc/{id}/{move}",
            kyc::decide,
            &const { page("consoleKycDecide") },
        )
        .get(
            "/console/people/{user_id}/statement",
            people::statement,
            &const { page("consoleStatement") },
        )
        .get(
            "/console/payouts",
            payouts::show,
            &const { page("consolePayouts") },
        )
        .post(
            "/console/payouts/{id}/{move}",
            payouts::act,
            &const { page("consoleEndPayout") },
        )
        .get(
            "/console/people",
            people::show,
            &const { page("consolePeople") },
        )
        .post(
            "/console/people/{user_id}/{move}",
            people::act,
            &const { page("consoleFreeze") },
        )
        .get(
            "/console/merchants",
            merchants::show,
            &const { page("consoleMerchants") },
        )
        .post(
            "/console/merchants",
            merchant::create,
            &const { page("consoleCreateMerchant") },
        )
        .get(
            "/console/merchants/{id}",
            merchant::show,
            &const { page("consoleMerchant") },
        )
        .post(
            "/console/merchants/{id}/{move}",
            merchant::act,
            &const { page("consoleMerchantAct") },
        )
        .post(
            "/console/merchants/{id}/keys/{key_id}/revoke",
            merchant::revoke,
            &const { page("consoleRevokeKey") },
        )
        .get(
            "/console/rates",
            rates::show,
            &const { page("consoleRates") },
        )
        .post(
            "/console/rates",
            rates::set,
            &const { page("consoleSetRates") },
        )
        .get(
            "/console/staff",
            staff::show,
            &const { page("consoleStaff") },
        )
        .post(
            "/console/staff/invite",
            staff::invite,
            &const { page("consoleInviteOperator") },
        )
        .post(
            "/console/staff/{id}/{move}",
            staff::change,
            &const { page("consoleDisableOperator") },
        )
        .get(
            "/console/trail",
            trail::show,
            &const { page("consoleTrail") },
        )
        .get(
            "/console/trail.csv",
            trail::csv,
            &const { file("consoleTrailCsv") },
        )
        .layer(|r| r.route_layer(from_fn_with_state(st, auth::public)))
}

/// A console route's description: an HTML page (or a form post answered with one).
const fn page(id: &'static str) -> Op {
    Op {
        id,
        summary: "A page of the platform's console",
        answer: Answer::Html,
        ..Op::DEFAULT
    }
}

/// A console route that answers a file (the trail as CSV).
const fn file(id: &'static str) -> Op {
    Op {
        id,
        summary: "A file of the platform's console",
        answer: Answer::File { media: "text/csv" },
        ..Op::DEFAULT
    }
}

/// A console route that answers an identity document's image.
const fn image(id: &'static str) -> Op {
    Op {
        id,
        summary: "An identity document shown in the platform's console",
        answer: Answer::File { media: "image/*" },
        ..Op::DEFAULT
    }
}

/// A dispute's evidence file shown in the console.
const fn evidence(id: &'static str) -> Op {
    Op {
        id,
        summary: "A dispute's evidence file shown in the platform's console",
        answer: Answer::File {
            media: "application/pdf",
        },
        ..Op::DEFAULT
    }
}

/// The sections of the side navigation and what each needs.
const SECTIONS: [(&str, &str, Option<Permission>); 12] = [
    ("home", "/console", None),
    ("kyc", "/console/kyc", Some(Permission::KycRead)),
    ("disputes", "/console/disputes", Some(Permission::Disputes)),
    ("alerts", "/console/alerts", Some(Permission::AlertsRead)),
    ("cases", "/console/cases", Some(Permission::AlertsRead)),
    ("rules", "/console/rules", Some(Permission::AlertsRead)),
    (
        "merchants",
        "/console/merchants",
        Some(Permission::MerchantsRead),
    ),
    ("payouts", "/console/payouts", Some(Permission::PayoutsRead)),
    ("people", "/console/people", Some(Permission::UsersRead)),
    ("rates", "/console/rates", Some(Permission::FxRead)),
    ("staff", "/console/staff", Some(Permission::StaffManage)),
    ("trail", "/console/trail", Some(Permission::AuditRead)),
];

/// The frame of a signed-in page.
fn frame(
    who: &Signed,
    look: Look,
    section: &'static str,
    path: &str,
    query: Option<&str>,
) -> Frame {
    let s = Con::of(look.locale);
    let mut f = Frame::anonymous(
        look.locale,
        look.theme,
        &who.session.csrf,
        &here_of(path, query),
    );
    f.email = who.operator.email.clone();
    f.roles = who
        .operator
        .roles
        .iter()
        .map(|r| r.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    f.section = section;
    f.nav = SECTIONS
        .iter()
        .filter(|(_, _, need)| need.is_none_or(|p| who.operator.may(p)))
        .map(|(section, href, _)| Nav {
            section,
            href,
            label: match *section {
                "home" => s.nav_home,
                "kyc" => s.nav_kyc,
                "disputes" => sanduq_pages::console::disputes::Words::of(look.locale).nav,
                "alerts" => sanduq_pages::console::alerts::Words::of(look.locale).nav,
                "cases" => sanduq_pages::console::cases::Words::of(look.locale).nav,
                "rules" => sanduq_pages::console::rules::Words::of(look.locale).nav,
                "merchants" => s.nav_merchants,
                "payouts" => s.nav_payouts,
                "people" => s.nav_people,
                "rates" => s.nav_rates,
                "staff" => s.nav_staff,
                _ => s.nav_trail,
            },
        })
        .collect();
    f
}

/// The frame of a signed-in page the person's roles allow (`allowed`), else the page that
/// refuses it.
fn signed_page(
    who: &Signed,
    look: Look,
    section: &'static str,
    uri: &axum::http::Uri,
    allowed: bool,
    headers: &HeaderMap,
) -> Result<Frame, Box<Response>> {
    let f = frame(who, look, section, uri.path(), uri.query());
    if !allowed {
        let page = refusal(StatusCode::FORBIDDEN, &f, f.s.not_allowed, look, headers);
        return Err(Box::new(page));
    }
    Ok(f)
}

/// An HTML page with the pages' security headers, never kept by the browser's cache; a
/// locale or theme chosen in the query is remembered in a cookie.
fn html(status: StatusCode, body: String, look: Look, headers: &HeaderMap) -> Response {
    let mut r = sanduq_payments::routes::pages::html(status, body);
    let h = r.headers_mut();
    h.insert("referrer-policy", HeaderValue::from_static("same-origin"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    for c in look.remembered(&session::JAR, headers) {
        h.append(header::SET_COOKIE, c);
    }
    r
}

/// A page that only says why nothing was done.
fn refusal(status: StatusCode, f: &Frame, text: &str, look: Look, headers: &HeaderMap) -> Response {
    let page = sanduq_pages::console::message(f, f.s.error, text);
    html(status, page, look, headers)
}

/// A console form sent as multipart (it carries a file): its text fields (each at most 8 KB)
/// and its one part named `file`, with the file's name (none when no file was chosen). A form
/// that does not read is a field error on `field`, saying `what`.
pub(crate) async fn multipart_form(
    mut parts: axum::extract::Multipart,
    field: &str,
    what: &str,
) -> Result<(Form, Option<(Vec<u8>, String)>), sanduq_kernel::error::ApiError> {
    let unreadable =
        || sanduq_kernel::error::ApiError::from(sanduq_domain::DomainError::field(field, what));
    let mut fields = vec![];
    let mut file = None;
    while let Some(part) = parts.next_field().await.map_err(|_| unreadable())? {
        let name = part.name().unwrap_or_default().to_string();
        let filename = part.file_name().unwrap_or("file").to_string();
        let bytes = part.bytes().await.map_err(|_| unreadable())?;
        if name == "file" {
            if !bytes.is_empty() {
                file = Some((bytes.to_vec(), filename));
            }
        } else if bytes.len() <= 8192 {
            fields.push((name, String::from_utf8_lossy(&bytes).into_owned()));
        }
    }
    Ok((Form::of(fields), file))
}

/// The page that says why the API refused a form's action: its status, code and message.
fn refused_by(
    e: &sanduq_kernel::error::ApiError,
    f: &Frame,
    look: Look,
    headers: &HeaderMap,
) -> Response {
    let status =
        StatusCode::from_u16(e.code().http_status()).unwrap_or(StatusCode::UNPROCESSABLE_ENTITY);
    let text = format!("{}: {}", e.code().as_str(), e.0.message);
    refusal(status, f, &text, look, headers)
}

/// A console form's action as the staff audit trail keeps it.
pub(crate) struct Act {
    /// `POST /console/...`, with the route's template.
    pub action: String,
    /// The path as called.
    pub path: String,
    /// The id acted on (empty for a creation: `made` names it).
    pub object: String,
    pub origin: session::Origin,
}

/// What came of a console form's action.
pub(crate) enum Ran<T> {
    Done(ApiResult<T>),
    /// The form is not this session's (no CSRF token, or another's).
    Stale,
    /// The person's roles do not grant what it needs.
    NotAllowed,
}

/// Runs a console form's action: the session's CSRF token and the permission `need` checked
/// first; the staff audit trail's entry written before it runs (nothing runs without it),
/// then given its outcome, the id a creation made (`made`: the status and that id), and the
/// setting as it was and became (`sanduq_admin::trail::note`), by `recorded`.
pub(crate) async fn audited<T, Fut>(
    st: &AppState,
    who: &Signed,
    form: &Form,
    need: Permission,
    act: Act,
    run: Fut,
    made: impl Fn(&T) -> (u16, Option<String>),
) -> ApiResult<Ran<T>>
where
    Fut: std::future::Future<Output = ApiResult<T>>,
{
    if !session::same_token(form.get("csrf").unwrap_or_default(), &who.session.csrf) {
        return Ok(Ran::Stale);
    }
    recorded(st, who, need, act, run, made).await
}

/// Runs what the console does for a person (a form's action, or a read the trail keeps: an
/// identity document, a statement) once `need` is granted: the staff audit trail's entry
/// written before it runs, then given its outcome (`audited` checks a form's CSRF token
/// first).
pub(crate) async fn recorded<T, Fut>(
    st: &AppState,
    who: &Signed,
    need: Permission,
    act: Act,
    run: Fut,
    made: impl Fn(&T) -> (u16, Option<String>),
) -> ApiResult<Ran<T>>
where
    Fut: std::future::Future<Output = ApiResult<T>>,
{
    use sanduq_admin::trail;
    if !who.operator.may(need) {
        return Ok(Ran::NotAllowed);
    }
    let entry = trail::begin(
        &who.caller().actor(),
        act.action,
        act.path,
        act.object,
        act.origin.address,
        act.origin.request_id,
    );
    trail::record(st, &entry).await?;
    let (out, noted) = trail::noting(run).await;
    let (status, outcome, created) = match &out {
        Ok(t) => {
            let (status, created) = made(t);
            (status, "ok".to_string(), created)
        }
        Err(e) => (e.code().http_status(), e.code().as_str().to_string(), None),
    };
    let done = trail::finish_noted(st, &entry, status, &outcome, created.as_deref(), noted).await;
    if let Err(e) = done {
        tracing::error!(entry = %entry.id, error = ?e.0, "the audit trail's outcome was not written");
    }
    Ok(Ran::Done(out))
}

/// What a form's action came to: its answer, or the page that says why it was not run (a
/// stale form, a permission the person does not hold).
pub(crate) fn finished<T>(
    ran: Ran<T>,
    f: &Frame,
    look: Look,
    headers: &HeaderMap,
) -> Result<ApiResult<T>, Box<Response>> {
    let why = match ran {
        Ran::Done(out) => return Ok(out),
        Ran::Stale => f.s.stale_form,
        Ran::NotAllowed => f.s.not_allowed,
    };
    Err(Box::new(refusal(
        StatusCode::FORBIDDEN,
        f,
        why,
        look,
        headers,
    )))
}

/// What a read of a stored file names on the trail: the route's template, the object, the
/// permission it needs and the console's section its refusal page shows.
pub(crate) struct FileRead {
    pub action: &'static str,
    pub object: String,
    pub need: Permission,
    pub section: &'static str,
}

/// A stored file read on the trail (a KYC document, a dispute's evidence, a case's file, a
/// report to the FIU): a page when the operator may not, the store's refusal as the API's
/// envelope, else `answer` of what was read.
pub(crate) async fn read_on_trail<T, Fut>(
    st: &AppState,
    who: &Signed,
    (headers, uri, origin): (&HeaderMap, &axum::http::Uri, session::Origin),
    read: FileRead,
    run: Fut,
    answer: impl FnOnce(T) -> Response,
) -> ApiResult<Response>
where
    Fut: std::future::Future<Output = ApiResult<T>>,
{
    use axum::response::IntoResponse;
    let look = Look::of(headers, uri.query());
    let act = Act {
        action: read.action.into(),
        path: uri.path().to_string(),
        object: read.object,
        origin,
    };
    let ran = recorded(st, who, read.need, act, run, |_| (200, None)).await?;
    let f = frame(who, look, read.section, uri.path(), None);
    Ok(match finished(ran, &f, look, headers) {
        Ok(Ok(got)) => answer(got),
        Ok(Err(e)) => e.into_response(),
        Err(page) => *page,
    })
}

/// The status of an answer a form's action ran (for the trail).
pub(crate) fn answered(r: &Response) -> (u16, Option<String>) {
    (r.status().as_u16(), None)
}
