//! The platform team's own routes: operators (invite, list, disable), their sign-in and
//! sessions, platform keys with scopes, and the staff audit trail (list and CSV export).
//! Sign-in, sign-out and accepting an invitation take no admin credential; the rest are
//! guarded like every admin route (`crate::guard`).

use crate::guard::Caller;
use crate::operators::{self, Refused};
use crate::trail;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use sanduq_api::auth;
use sanduq_api::client::ClientAddr;
use sanduq_api::contract::{Answer, Field, Kind, Op};
use sanduq_api::extract::{Fields, Query};
use sanduq_domain::operators::{scopes_problem, OpsRole, Permission as P, SESSION_IDLE_SECS};
use sanduq_domain::staff::{password_problem, MAX_EMAIL, PASSWORD_LEN};
use sanduq_domain::{DomainError, ErrorCode};
use sanduq_kernel::error::{ok, ApiError, ApiResult};
use sanduq_kernel::state::AppState;
use serde_json::json;

/// The console's page an invitation's token is taken to (as the dashboard's: the token is
/// the last part of the address, used once, valid 72 hours).
pub const INVITE_PAGE: &str = "/console/invite";

pub const INVITE: Op = Op {
    id: "adminInviteOperator",
    summary: "Invite a person to the platform team",
    about: "Makes the account (no password yet) and an invitation valid 72 hours, whose token \
            is answered this once: the person accepts it with a password and enrols a TOTP \
            authenticator. The break-glass key may invite the first admin.",
    body: Some(&[
        Field::req(
            "email",
            Kind::Shaped {
                max: MAX_EMAIL,
                pattern: crate::shapes::EMAIL,
                about: "their work e-mail; one account per address",
            },
            "",
        ),
        Field::req(
            "roles",
            Kind::Words {
                max: 6,
                one_of: &OpsRole::NAMES,
            },
            "one or more roles",
        ),
    ]),
    answer: Answer::created("OperatorInvited"),
    permission: Some(P::StaffManage),
    ..Op::DEFAULT
};

pub const LIST: Op = Op {
    id: "adminListOperators",
    summary: "List the platform team",
    answer: Answer::ok("OperatorList"),
    permission: Some(P::StaffManage),
    ..Op::DEFAULT
};

pub const DISABLE: Op = Op {
    id: "adminDisableOperator",
    summary: "Disable an operator",
    about: "Their sessions and keys stop working at their next request. Nobody disables \
            themselves.",
    answer: Answer::ok("Operator"),
    errors: &[ErrorCode::NotFound, ErrorCode::ValidationError],
    permission: Some(P::StaffManage),
    ..Op::DEFAULT
};

pub const ROLES: Op = Op {
    id: "adminSetOperatorRoles",
    summary: "Give an operator exactly these roles",
    about: "Takes effect on their next request (their sessions and keys read them as stored \
            now). Nobody changes their own roles. The trail keeps the roles before and after.",
    body: Some(&[Field::req(
        "roles",
        Kind::Words {
            max: 6,
            one_of: &OpsRole::NAMES,
        },
        "one or more roles",
    )]),
    answer: Answer::ok("Operator"),
    errors: &[ErrorCode::NotFound, ErrorCode::ValidationError],
    permission: Some(P::StaffManage),
    ..Op::DEFAULT
};

pub const ISSUE_KEY: Op = Op {
    id: "adminIssuePlatformKey",
    summary: "Issue a scoped platform key",
    about: "For a person (`operator_id`: the key never does more than the person may at the \
            time of the call) or a service (`service`: a bank's callback, a script; never \
            `staff:manage` or `keys:manage`). The secret is answered this once.",
    body: Some(&[
        Field::opt(
            "operator_id",
            Kind::Text { max: 64 },
            "the person it is for",
        ),
        Field::opt(
            "service",
            Kind::Text { max: 64 },
            "or the service it is for",
        ),
        Field::req(
            "scopes",
            Kind::Words {
                max: 18,
                one_of: &P::NAMES,
            },
            "the permissions it holds",
        ),
    ]),
    answer: Answer::created("PlatformKeyCreated"),
    errors: &[ErrorCode::NotFound],
    permission: Some(P::KeysManage),
    ..Op::DEFAULT
};

pub const LIST_KEYS: Op = Op {
    id: "adminListPlatformKeys",
    summary: "List platform keys",
    answer: Answer::ok("PlatformKeyList"),
    permission: Some(P::KeysManage),
    ..Op::DEFAULT
};

pub const REVOKE_KEY: Op = Op {
    id: "adminRevokePlatformKey",
    summary: "Revoke a platform key",
    answer: Answer::ok("PlatformKey"),
    errors: &[ErrorCode::NotFound],
    permission: Some(P::KeysManage),
    ..Op::DEFAULT
};

const TRAIL_QUERY: &[Field] = &[
    Field::opt(
        "actor",
        Kind::Text { max: 64 },
        "an operator's or a key's id",
    ),
    Field::opt("target", Kind::Text { max: 128 }, "the id acted on"),
    Field::opt("from", Kind::Time, "entries at or after"),
    Field::opt("to", Kind::Time, "entries at or before"),
    Field::opt(
        "cursor",
        Kind::Text { max: 256 },
        "`next_cursor` of the page before",
    ),
    Field::opt(
        "limit",
        Kind::IntText { min: 1, max: 100 },
        "entries a page, default 50",
    ),
];

pub const TRAIL: Op = Op {
    id: "adminAuditTrail",
    summary: "The staff audit trail",
    about: "Every operator write and every use of the break-glass key, newest first: who, \
            what, on which object, the outcome, when, from which address, the request id. No \
            route changes or deletes an entry.",
    query: TRAIL_QUERY,
    answer: Answer::ok("AuditTrail"),
    permission: Some(P::AuditRead),
    ..Op::DEFAULT
};

pub const TRAIL_CSV: Op = Op {
    id: "adminAuditTrailCsv",
    summary: "The staff audit trail as CSV",
    about: "The same entries and filters as the list, up to 100 a file (follow the \
            `Next-Cursor` header for more).",
    query: TRAIL_QUERY,
    answer: Answer::File { media: "text/csv" },
    permission: Some(P::AuditRead),
    ..Op::DEFAULT
};

pub const SIGN_IN: Op = Op {
    id: "adminSignIn",
    summary: "Sign an operator in",
    about: "E-mail, password and a code from the authenticator (or one of the recovery \
            codes). A code is taken once. Five failures in a row from one address lock the \
            e-mail there for 15 minutes. The session lasts 15 minutes idle, 8 hours at most.",
    body: Some(&[
        Field::req("email", Kind::Text { max: MAX_EMAIL }, ""),
        Field::req(
            "password",
            Kind::Text {
                max: PASSWORD_LEN.1,
            },
            "",
        ),
        Field::req(
            "code",
            Kind::Text { max: 32 },
            "6 digits, or a recovery code",
        ),
    ]),
    answer: Answer::created("OperatorSession"),
    errors: &[ErrorCode::Forbidden],
    ..Op::DEFAULT
};

pub const SIGN_OUT: Op = Op {
    id: "adminSignOut",
    summary: "End an operator's session",
    about: "The session of the Bearer token ends at once.",
    answer: Answer::ok("SessionEnded"),
    ..Op::DEFAULT
};

pub const ACCEPT: Op = Op {
    id: "adminAcceptInvitation",
    summary: "Accept an invitation to the platform team",
    about: "Sets the password and answers, this once, the TOTP secret (with its otpauth:// \
            address, for a QR code) and 10 recovery codes. The first sign-in with a code \
            completes the enrolment.",
    body: Some(&[
        Field::req("token", Kind::Text { max: 100 }, "the invitation's token"),
        Field::req(
            "password",
            Kind::Shaped {
                max: PASSWORD_LEN.1,
                pattern: crate::shapes::PASSWORD,
                about: "12 to 128 characters",
            },
            "",
        ),
    ]),
    answer: Answer::ok("OperatorEnrolled"),
    errors: &[ErrorCode::NotFound],
    ..Op::DEFAULT
};

fn email_field(b: &mut sanduq_api::validate::Body) -> String {
    let email = b.req_str("email", MAX_EMAIL);
    match sanduq_domain::staff::email(&email) {
        Some(e) => e,
        None => {
            if !email.is_empty() {
                b.fail("email", "must be an e-mail address");
            }
            String::new()
        }
    }
}

pub async fn invite(
    State(st): State<AppState>,
    Extension(by): Extension<Caller>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let email = email_field(&mut b);
    let roles: Vec<OpsRole> = b
        .req_words("roles", 6, &OpsRole::NAMES)
        .iter()
        .filter_map(|r| OpsRole::parse(r))
        .collect();
    b.finish()?;
    let inv = operators::invite(&st, &email, roles, &by.id()).await?;
    let mut v = operators::view(&inv.operator);
    v["invitation"] = json!({
        "token": inv.token,
        "url": format!("{INVITE_PAGE}/{}", inv.token),
        "expires_at": sanduq_domain::time::Time(inv.expires_at),
    });
    Ok(ok(StatusCode::CREATED, v))
}

pub async fn list(State(st): State<AppState>) -> ApiResult<Response> {
    let all = operators::list(&st).await?;
    let data: Vec<_> = all.iter().map(operators::view).collect();
    Ok(ok(StatusCode::OK, json!({ "data": data })))
}

pub async fn disable(
    State(st): State<AppState>,
    Extension(by): Extension<Caller>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let o = operators::disable(&st, &by.id(), &id).await?;
    Ok(ok(StatusCode::OK, operators::view(&o)))
}

pub async fn set_roles(
    State(st): State<AppState>,
    Extension(by): Extension<Caller>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let roles: Vec<OpsRole> = b
        .req_words("roles", 6, &OpsRole::NAMES)
        .iter()
        .filter_map(|r| OpsRole::parse(r))
        .collect();
    b.finish()?;
    let o = operators::set_roles(&st, &by.id(), &id, roles).await?;
    Ok(ok(StatusCode::OK, operators::view(&o)))
}

pub async fn issue_key(
    State(st): State<AppState>,
    Extension(by): Extension<Caller>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let operator_id = b.opt_str("operator_id", 64);
    let service = b.opt_str("service", 64);
    let scopes = b.req_words("scopes", 18, &P::NAMES);
    match (&operator_id, &service) {
        (Some(_), Some(_)) => b.fail("service", "give operator_id or service, not both"),
        (None, None) => b.fail("operator_id", "give operator_id or service"),
        _ => {}
    }
    if !scopes.is_empty() {
        if let Some(p) = scopes_problem(&scopes, service.is_some()) {
            b.fail("scopes", p);
        }
    }
    b.finish()?;
    if let Some(id) = &operator_id {
        let (o, _) = operators::load(&st, id)
            .await?
            .filter(|(o, _)| !o.disabled)
            .ok_or_else(|| ApiError::new(ErrorCode::NotFound, "no such operator"))?;
        // a person's key holds only what the person may do
        if let Some(s) = scopes
            .iter()
            .find(|s| P::parse(s).is_some_and(|p| !o.may(p)))
        {
            return Err(DomainError::field(
                "scopes",
                format!("{} does not hold `{s}` by their roles", o.email),
            )
            .into());
        }
    }
    let (secret, k) = operators::issue_key(&st, operator_id, service, scopes, &by.id()).await?;
    let mut v = operators::key_view(&k);
    v["key"] = secret.into();
    Ok(ok(StatusCode::CREATED, v))
}

pub async fn list_keys(State(st): State<AppState>) -> ApiResult<Response> {
    let all = operators::list_keys(&st).await?;
    let data: Vec<_> = all.iter().map(operators::key_view).collect();
    Ok(ok(StatusCode::OK, json!({ "data": data })))
}

pub async fn revoke_key(State(st): State<AppState>, Path(id): Path<String>) -> ApiResult<Response> {
    let k = operators::revoke_key(&st, &id).await?;
    Ok(ok(StatusCode::OK, operators::key_view(&k)))
}

fn trail_filter(q: &mut sanduq_api::validate::Body) -> trail::Filter {
    let before = q.opt_str("cursor", 256);
    let place = before.as_deref().map(trail::place_of);
    if let Some(None) = place {
        q.fail("cursor", "is not a cursor of this list");
    }
    trail::Filter {
        actor_id: q.opt_str("actor", 64),
        object: q.opt_str("target", 128),
        from: q.opt_time("from"),
        to: q.opt_time("to"),
        before: place.flatten(),
        limit: q.opt_int_text("limit", 1, 100).unwrap_or(50) as usize,
    }
}

pub async fn audit_trail(State(st): State<AppState>, Query(mut q): Query) -> ApiResult<Response> {
    let f = trail_filter(&mut q);
    q.finish()?;
    let (rows, next) = trail::list(&st, &f).await?;
    let data: Vec<_> = rows.iter().map(trail::view).collect();
    Ok(ok(
        StatusCode::OK,
        json!({ "data": data, "has_more": next.is_some(), "next_cursor": next }),
    ))
}

pub async fn audit_trail_csv(
    State(st): State<AppState>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let f = trail_filter(&mut q);
    q.finish()?;
    let (rows, next) = trail::list(&st, &f).await?;
    let mut res = (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"audit-trail.csv\"",
            ),
            (header::CACHE_CONTROL, "no-store"),
        ],
        trail::csv(&rows),
    )
        .into_response();
    if let Some(n) = next.and_then(|n| n.parse().ok()) {
        res.headers_mut().insert("next-cursor", n);
    }
    Ok(res)
}

pub async fn sign_in(
    State(st): State<AppState>,
    req_client: ClientAddrOf,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let email = b.req_str("email", MAX_EMAIL);
    let password = b.req_str("password", PASSWORD_LEN.1);
    let code = b.req_str("code", 32);
    b.finish()?;
    match operators::sign_in(&st, &email, &password, &code, &req_client.0).await? {
        Ok(o) => {
            let (token, s) = operators::start_session(&st, &o).await?;
            Ok(ok(
                StatusCode::CREATED,
                json!({
                    "token": token,
                    "expires_at": sanduq_domain::time::Time(operators::session_ends_at(&s)),
                    "idle_timeout_seconds": SESSION_IDLE_SECS,
                    "operator": operators::view(&o),
                }),
            ))
        }
        Err(Refused::Invalid) => Err(ApiError::new(
            ErrorCode::Forbidden,
            "the e-mail, password or code is wrong",
        )),
        Err(Refused::Locked(until)) => Err(ApiError::new(
            ErrorCode::Forbidden,
            format!(
                "too many failed sign-ins from this address; try again after {}",
                sanduq_domain::time::text(until)
            ),
        )),
    }
}

pub async fn sign_out(State(st): State<AppState>, headers: HeaderMap) -> ApiResult<Response> {
    if let Some(t) = auth::bearer_token(&headers) {
        operators::end_session(&st, t).await?;
    }
    Ok(ok(StatusCode::OK, json!({ "ended": true })))
}

pub async fn accept(State(st): State<AppState>, Fields(mut b): Fields) -> ApiResult<Response> {
    let token = b.req_str("token", 100);
    let password = b.req_str("password", PASSWORD_LEN.1);
    if let Some(p) = password_problem(&password).filter(|_| b.has("password")) {
        b.fail("password", p);
    }
    b.finish()?;
    let e = operators::accept(&st, &token, &password).await?;
    Ok(ok(
        StatusCode::OK,
        json!({
            "operator": operators::view(&e.operator),
            "totp": { "secret": e.secret, "otpauth_url": e.otpauth_url },
            "recovery_codes": e.recovery_codes,
        }),
    ))
}

/// The client's address as the server saw it (`ClientAddr::of`), for the lockout.
pub struct ClientAddrOf(pub String);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for ClientAddrOf {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _: &S,
    ) -> Result<Self, Self::Rejection> {
        Ok(ClientAddrOf(match parts.extensions.get::<ClientAddr>() {
            Some(ClientAddr(ip)) => ip.to_string(),
            None => "direct".into(),
        }))
    }
}
