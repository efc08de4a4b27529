//! The platform team (`staff:manage`): who is in it, an invitation (its address shown once),
//! a person's roles (never one's own), and disabling a person (their sessions and keys stop
//! at once). The admin API's own
//! functions do it; each action is on the staff audit trail.

use crate::session::{self, Signed};
use crate::{audited, finished, frame, html, refusal, signed_page, Act};
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use sanduq_admin::{operators, people};
use sanduq_api::browser::{Form, Look};
use sanduq_domain::operators::{OpsRole, Permission};
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::console::{self as pages, Frame, StaffRow};

async fn page(
    st: &AppState,
    who: &Signed,
    f: &Frame,
    invited: &str,
    look: Look,
    headers: &HeaderMap,
) -> Result<Response, ApiError> {
    let rows: Vec<StaffRow> = operators::list(st)
        .await?
        .iter()
        .map(|o| StaffRow {
            id: o.id.clone(),
            email: o.email.clone(),
            roles: o
                .roles
                .iter()
                .map(|r| r.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            status: f.s.operator_status(o.status()).into(),
            disableable: o.id != who.operator.id && !o.disabled,
            held: OpsRole::NAMES
                .iter()
                .map(|n| o.roles.iter().any(|r| r.as_str() == *n))
                .collect(),
        })
        .collect();
    let body = pages::staff(f, &rows, &OpsRole::NAMES, invited);
    Ok(html(StatusCode::OK, body, look, headers))
}

/// `GET /console/staff[?done=disabled]`
pub async fn show(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::StaffManage);
    let f = match signed_page(&who, look, "staff", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let s = f.s;
    let f = match Form::query(uri.query()).get("done") {
        Some("disabled") => f.with_flash(true, s.done_disabled),
        Some("roles") => f.with_flash(true, s.done_roles),
        _ => f,
    };
    page(&st, &who, &f, "", look, &headers).await
}

/// What a staff form does.
enum Step {
    Invite,
    Disable(String),
    Roles(String),
}

/// The roles a form checked.
fn roles_of(form: &Form) -> Vec<OpsRole> {
    form.pairs()
        .iter()
        .filter(|(k, _)| k == "roles")
        .filter_map(|(_, v)| OpsRole::parse(v))
        .collect()
}

/// `POST /console/staff/invite` (csrf, email, roles)
pub async fn invite(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    act(&st, who, (headers, uri, origin, body), Step::Invite).await
}

/// `POST /console/staff/{id}/disable|roles` (csrf; the roles checked, for roles)
pub async fn change(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path((id, step)): Path<(String, String)>,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    let step = match step.as_str() {
        "disable" => Step::Disable(id),
        "roles" => Step::Roles(id),
        _ => {
            let look = Look::of(&headers, uri.query());
            let f = frame(&who, look, "staff", "/console/staff", None);
            return Ok(refusal(
                StatusCode::NOT_FOUND,
                &f,
                f.s.not_found,
                look,
                &headers,
            ));
        }
    };
    act(&st, who, (headers, uri, origin, body), step).await
}

/// An invitation, disabling a person, or their roles.
async fn act(
    st: &AppState,
    who: Signed,
    (headers, uri, origin, body): (HeaderMap, axum::http::Uri, session::Origin, Bytes),
    step: Step,
) -> Result<Response, ApiError> {
    let st = st.clone();
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "staff", "/console/staff", None);
    let form = Form::parse(&body);
    let (action, target) = match &step {
        Step::Invite => ("POST /console/staff/invite", String::new()),
        Step::Disable(id) => ("POST /console/staff/{id}/disable", id.clone()),
        Step::Roles(id) => ("POST /console/staff/{id}/roles", id.clone()),
    };
    let act = Act {
        action: action.into(),
        path: uri.path().to_string(),
        object: target,
        origin,
    };
    let by = who.caller().id();
    let run = async {
        match &step {
            Step::Invite => {
                let email = sanduq_domain::staff::email(&form.text("email"));
                let roles = roles_of(&form);
                match (email, roles.is_empty()) {
                    (Some(email), false) => {
                        operators::invite(&st, &email, roles, &by).await.map(|inv| {
                            let url = format!("{}/{}", people::INVITE_PAGE, inv.token);
                            Some((inv.operator.id, url))
                        })
                    }
                    _ => Err(sanduq_domain::DomainError::field(
                        "email",
                        "an e-mail and one role or more",
                    )
                    .into()),
                }
            }
            Step::Disable(id) => operators::disable(&st, &who.operator.id, id)
                .await
                .map(|_| None),
            Step::Roles(id) => {
                let roles = roles_of(&form);
                if roles.is_empty() {
                    return Err(
                        sanduq_domain::DomainError::field("roles", "one role or more").into(),
                    );
                }
                operators::set_roles(&st, &who.operator.id, id, roles)
                    .await
                    .map(|_| None)
            }
        }
    };
    let made = |d: &Option<(String, String)>| (200, d.as_ref().map(|(id, _)| id.clone()));
    let need = Permission::StaffManage;
    let ran = audited(&st, &who, &form, need, act, run, made).await?;
    let done = match finished(ran, &f, look, &headers) {
        Ok(done) => done,
        Err(page) => return Ok(*page),
    };
    match done {
        Ok(Some((_, url))) => {
            let s = f.s;
            let f = f.with_flash(true, s.done_invited);
            page(&st, &who, &f, &url, look, &headers).await
        }
        Ok(None) => {
            let done = match step {
                Step::Roles(_) => "roles",
                _ => "disabled",
            };
            Ok(session::see_other(&format!("/console/staff?done={done}")))
        }
        Err(e) => {
            let f = f.with_flash(false, e.0.message.clone());
            page(&st, &who, &f, "", look, &headers).await
        }
    }
}
