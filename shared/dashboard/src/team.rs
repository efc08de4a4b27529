//! The team: who has access and with which role, the permission table, invitations and
//! removals (owner only), and the audit log of staff actions (owner only).

use crate::session::{see_other, Look, Staff};
use crate::{audit, frame, html, refusal, refused, Form};
use axum::body::Bytes;
use axum::extract::{OriginalUri, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use sanduq_admin::staff;
use sanduq_domain::staff::{Action, Role};
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::dashboard::{self as pages, Frame};
use sanduq_pages::format;

/// Audit entries the page shows (the newest).
const AUDIT_SHOWN: usize = 100;

async fn render(
    st: &AppState,
    who: &Staff,
    f: Frame,
    look: Look,
    headers: &HeaderMap,
    invite_link: Option<(String, String)>,
    status: StatusCode,
) -> Result<Response, ApiError> {
    let s = f.s;
    let l = look.locale;
    let can_manage = who.may(Action::ManageTeam);
    let staff = staff::list(st, &who.merchant.id).await?;
    let audit = if can_manage {
        staff::audit_log(st, &who.merchant.id, AUDIT_SHOWN).await?
    } else {
        vec![]
    };
    let roles_all: Vec<(String, String)> = Role::ALL
        .iter()
        .map(|r| (r.as_str().to_string(), s.role(r.as_str()).to_string()))
        .collect();
    let view = pages::Team {
        staff: staff
            .iter()
            .map(|u| pages::StaffRow {
                email: u.email.clone(),
                role: s.role(u.role.as_str()).into(),
                state: if u.removed {
                    s.removed
                } else if u.password_hash.is_none() {
                    s.invited
                } else {
                    s.active
                }
                .into(),
                removable: !u.removed && u.id != who.user.id,
            })
            .collect(),
        can_manage,
        invite_text: invite_link
            .as_ref()
            .map(|(email, _)| s.invite_link.replace("{email}", email))
            .unwrap_or_default(),
        invite_link: invite_link.map(|(_, link)| link),
        roles: roles_all.clone(),
        permissions: Action::ALL
            .iter()
            .map(|a| {
                (
                    a.as_str().to_string(),
                    Role::ALL.iter().map(|r| r.may(*a)).collect(),
                )
            })
            .collect(),
        roles_all,
        audit: audit
            .into_iter()
            .map(|a| pages::AuditRow {
                at: format::time(l, &a.at.to_rfc3339()),
                actor: a.actor,
                action: a.action,
                target: a.target,
                outcome: a.outcome,
            })
            .collect(),
    };
    Ok(html(status, pages::team(&f, &view), look, headers))
}

/// `GET /dashboard/team`
pub async fn show(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let mut f = frame(&who, look, "team", uri.path(), uri.query());
    if Form::query(uri.query()).get("done") == Some("remove") {
        let done = f.s.done_remove;
        f = f.with_flash(true, done);
    }
    render(&st, &who, f, look, &headers, None, StatusCode::OK).await
}

/// A team form's look, frame, fields and the e-mail it names, once its CSRF token and the
/// role's permission are checked (else the refusal).
async fn checked(
    st: &AppState,
    who: &Staff,
    headers: &HeaderMap,
    uri: &axum::http::Uri,
    body: &[u8],
) -> Result<(Look, Frame, Form, String), Response> {
    let look = Look::of(headers, uri.query());
    let f = frame(who, look, "team", "/dashboard/team", None);
    let form = Form::parse(body);
    let email = form.text("email");
    match refused(
        st,
        who,
        &form,
        Action::ManageTeam,
        &email,
        (&f, look, headers),
    )
    .await
    {
        Some(r) => Err(r),
        None => Ok((look, f, form, email)),
    }
}

/// `POST /dashboard/team/invite` (email, role, csrf): the invitation's link, shown once.
pub async fn invite(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    let (look, f, form, email) = match checked(&st, &who, &headers, &uri, &body).await {
        Ok(c) => c,
        Err(r) => return Ok(r),
    };
    let bad = |f: Frame, text: String| async {
        render(
            &st,
            &who,
            f.with_flash(false, text),
            look,
            &headers,
            None,
            StatusCode::UNPROCESSABLE_ENTITY,
        )
        .await
    };
    let Some(email) = sanduq_domain::staff::email(&email) else {
        return bad(
            f,
            "VALIDATION_ERROR: email: must be an e-mail address".into(),
        )
        .await;
    };
    let Some(role) = Role::parse(&form.text("role")) else {
        return bad(
            f,
            "VALIDATION_ERROR: role: must be owner, developer, support or viewer".into(),
        )
        .await;
    };
    let token = match staff::invite(&st, &who.user, &email, role).await {
        Ok(t) => t,
        Err(e) if e.code() == sanduq_domain::ErrorCode::ValidationError => {
            audit(&st, &who, "invite", &email, e.code().as_str()).await;
            return bad(
                f,
                format!(
                    "{}: email: already has an account on this dashboard",
                    e.code().as_str()
                ),
            )
            .await;
        }
        Err(e) => return Err(e),
    };
    audit(&st, &who, "invite", &email, "ok").await;
    let link = format!("{}/dashboard/invite/{token}", st.public_base(&headers));
    render(
        &st,
        &who,
        f,
        look,
        &headers,
        Some((email, link)),
        StatusCode::CREATED,
    )
    .await
}

/// `POST /dashboard/team/remove` (email, csrf), after a confirmation.
pub async fn remove(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    let (look, f, form, email) = match checked(&st, &who, &headers, &uri, &body).await {
        Ok(c) => c,
        Err(r) => return Ok(r),
    };
    if !form.confirmed() {
        let q = f.s.confirm_remove.replace("{id}", &email);
        let page = pages::confirm(
            &f,
            &q,
            "/dashboard/team/remove",
            &[("email".into(), email)],
            "/dashboard/team",
        );
        return Ok(html(StatusCode::OK, page, look, &headers));
    }
    match staff::remove(&st, &who.user, &email).await {
        Ok(()) => {
            audit(&st, &who, "remove_staff", &email, "ok").await;
            Ok(see_other("/dashboard/team?done=remove"))
        }
        Err(e) => {
            audit(&st, &who, "remove_staff", &email, e.code().as_str()).await;
            let status = StatusCode::from_u16(e.code().http_status())
                .unwrap_or(StatusCode::UNPROCESSABLE_ENTITY);
            if e.code() == sanduq_domain::ErrorCode::NotFound {
                return Ok(refusal(status, &f, &e.0.message, look, &headers));
            }
            let text = format!("{}: {}", e.code().as_str(), e.0.message);
            render(
                &st,
                &who,
                f.with_flash(false, text),
                look,
                &headers,
                None,
                status,
            )
            .await
        }
    }
}
