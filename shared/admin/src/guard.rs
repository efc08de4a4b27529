//! Who may call an admin route. The caller is an operator's session (`ops_…`), a platform
//! key (`opk_…`) or the break-glass key (the stack's admin key); the route names the one
//! permission it needs (`Op::permission`), which the caller's roles or scopes must grant.
//! Every write, every read of an identity document (`Op::audited_read`), and every use of
//! the break-glass key is written to the staff audit trail before it runs (`crate::trail`);
//! a refusal of one is written too.

use crate::operators::{self, Session};
use crate::trail;
use axum::extract::{MatchedPath, Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use sanduq_api::auth;
use sanduq_api::client::ClientAddr;
use sanduq_api::contract::Op;
use sanduq_api::error::RequestId;
use sanduq_domain::operators::{Operator, Permission, PlatformKey};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult, Pending};
use sanduq_kernel::secrets::hash_key;
use sanduq_kernel::state::AppState;
use std::collections::HashMap;
use std::sync::Arc;
use subtle::ConstantTimeEq;

/// Who is calling an admin route (in the request's extensions for the handler).
#[derive(Clone, Debug)]
pub enum Caller {
    /// The stack's admin key: everything, each use in the audit trail.
    BreakGlass,
    Operator(Operator),
    /// A platform key; a person's key carries the person as stored now.
    Key {
        key: PlatformKey,
        operator: Option<Operator>,
    },
}

impl Caller {
    pub fn may(&self, p: Permission) -> bool {
        match self {
            Caller::BreakGlass => true,
            Caller::Operator(o) => o.open() && o.may(p),
            Caller::Key { key, operator } => {
                key.scoped_for(p) && operator.as_ref().is_none_or(|o| o.open() && o.may(p))
            }
        }
    }

    /// The person behind the call: an operator's id (by session or by their key), a
    /// service key's id, or `break_glass`. Dual control compares these.
    pub fn person_id(&self) -> String {
        match self {
            Caller::Operator(o) => o.id.clone(),
            Caller::Key {
                operator: Some(o), ..
            } => o.id.clone(),
            Caller::Key { key, .. } => key.id.clone(),
            Caller::BreakGlass => "break_glass".into(),
        }
    }

    /// The id written as who made something (`invited_by`, `created_by`).
    pub fn id(&self) -> String {
        self.actor().id
    }

    /// The operator behind the call, if a person (a session or a person's key).
    pub fn operator(&self) -> Option<&Operator> {
        match self {
            Caller::Operator(o) => Some(o),
            Caller::Key { operator, .. } => operator.as_ref(),
            Caller::BreakGlass => None,
        }
    }

    pub fn actor(&self) -> trail::Actor {
        match self {
            Caller::BreakGlass => trail::Actor {
                kind: "break_glass",
                id: "break_glass".into(),
                name: "break-glass key".into(),
            },
            Caller::Operator(o) => trail::Actor {
                kind: "operator",
                id: o.id.clone(),
                name: o.email.clone(),
            },
            Caller::Key { key, operator } => trail::Actor {
                kind: "key",
                id: key.id.clone(),
                name: match (operator, &key.service) {
                    (Some(o), _) => o.email.clone(),
                    (None, Some(s)) => s.clone(),
                    (None, None) => String::new(),
                },
            },
        }
    }
}

/// The guard's state: the app and each admin route's description, by method and template.
pub struct Guard {
    pub st: AppState,
    pub ops: HashMap<(Method, &'static str), &'static Op>,
}

fn refusal(message: &str) -> ApiError {
    ApiError::new(ErrorCode::Forbidden, message)
}

/// Who a bearer token is.
async fn caller(st: &AppState, token: Option<&str>) -> ApiResult<Caller> {
    let none = || {
        refusal(
            "the admin API needs an operator's session (ops_…), a platform key (opk_…) or the \
             break-glass key",
        )
    };
    let token = token.ok_or_else(none)?;
    if let Some(h) = &st.config.admin_key_hash {
        if bool::from(hash_key(token).as_bytes().ct_eq(h.as_bytes())) {
            return Ok(Caller::BreakGlass);
        }
    }
    if token.starts_with(operators::SESSION_PREFIX) {
        return match operators::session(st, token).await? {
            Session::Live(_, o) => Ok(Caller::Operator(*o)),
            Session::Ended => Err(ApiError::new(
                ErrorCode::TokenExpired,
                "this session has ended; sign in again",
            )),
            Session::Unknown => Err(none()),
        };
    }
    let key = operators::key_for(st, token).await?.ok_or_else(none)?;
    if key.revoked {
        return Err(refusal("this platform key was revoked"));
    }
    let operator = match &key.operator_id {
        Some(id) => match operators::load(st, id).await? {
            Some((o, _)) if o.open() => Some(o),
            _ => return Err(refusal("this key's operator is disabled")),
        },
        None => None,
    };
    Ok(Caller::Key { key, operator })
}

/// The id a request acts on: the last of its path's parameters.
fn object_of(template: &str, path: &str) -> String {
    template
        .split('/')
        .zip(path.split('/'))
        .filter(|(t, _)| t.starts_with('{'))
        .map(|(_, p)| p.to_string())
        .last()
        .unwrap_or_default()
}

/// The middleware in front of every admin route that needs a permission.
pub async fn check(State(g): State<Arc<Guard>>, mut req: Request, next: Next) -> Response {
    let st = &g.st;
    let client = ClientAddr::of(&req);
    let template = req
        .extensions()
        .get::<MatchedPath>()
        .map(|m| m.as_str().to_string())
        .unwrap_or_default();
    let method = req.method().clone();
    let op = g.ops.get(&(method.clone(), template.as_str()));
    let Some(permission) = op.and_then(|op| op.permission) else {
        // no operation for this method here: the router's own answer (405), no handler runs
        return next.run(req).await;
    };
    let who = match caller(st, auth::bearer_token(req.headers())).await {
        Ok(c) => c,
        Err(e) => return auth::refused(st, &client, e).await,
    };
    let writes = method != Method::GET && method != Method::HEAD;
    let audited_read = op.is_some_and(|op| op.audited_read);
    let audited = writes || audited_read || matches!(who, Caller::BreakGlass);
    let mut entry = audited.then(|| {
        trail::begin(
            &who.actor(),
            format!("{method} {template}"),
            req.uri().path().to_string(),
            object_of(&template, req.uri().path()),
            client.clone(),
            req.extensions()
                .get::<RequestId>()
                .map(|r| r.0.clone())
                .unwrap_or_default(),
        )
    });
    if !who.may(permission) {
        let e = refusal(&format!(
            "this needs the permission `{}`, which this caller does not hold",
            permission.as_str()
        ));
        if let Some(entry) = entry.as_mut() {
            entry.outcome = ErrorCode::Forbidden.as_str().into();
            entry.status = 403;
            if let Err(e) = trail::record(st, entry).await {
                return e.into_response();
            }
        }
        return auth::refused(st, &client, e).await;
    }
    if let Some(entry) = &entry {
        // nothing runs that the trail does not hold
        if let Err(e) = trail::record(st, entry).await {
            return e.into_response();
        }
    }
    let bucket = match &who {
        Caller::BreakGlass => "admin".to_string(),
        other => format!("admin:{}", other.id()),
    };
    req.extensions_mut().insert(who);
    let (res, noted) = trail::noting(auth::limited(
        st,
        &bucket,
        st.config.default_rate_limit,
        req,
        next,
    ))
    .await;
    match entry {
        Some(entry) => finish(st, &entry, res, noted).await,
        None => res,
    }
}

/// Gives the trail's entry its outcome (and, for a creation, the id it answered).
async fn finish(
    st: &AppState,
    entry: &trail::Entry,
    res: Response,
    noted: Option<(serde_json::Value, serde_json::Value)>,
) -> Response {
    let status = res.status().as_u16();
    let outcome = match res.extensions().get::<Pending>() {
        Some(p) => p.code.clone(),
        None if status < 400 => "ok".to_string(),
        None => format!("http_{status}"),
    };
    let (res, created) = if status == 201 && entry.object.is_empty() {
        created_id(res).await
    } else {
        (res, None)
    };
    let done = trail::finish_noted(st, entry, status, &outcome, created.as_deref(), noted).await;
    if let Err(e) = done {
        // the change ran and the entry says `started`: it stays, and the log says why
        tracing::error!(entry = %entry.id, error = ?e.0, "the audit trail's outcome was not written");
    }
    res
}

/// The `id` a creation answered (`data.id`), and the answer as it was.
async fn created_id(res: Response) -> (Response, Option<String>) {
    let (parts, body) = res.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, 1 << 20).await else {
        return (Response::from_parts(parts, axum::body::Body::empty()), None);
    };
    let id = serde_json::from_slice::<serde_json::Value>(&bytes)
        .ok()
        .and_then(|v| v["data"]["id"].as_str().map(str::to_string));
    (
        Response::from_parts(parts, axum::body::Body::from(bytes)),
        id,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_object_is_the_paths_last_parameter() {
        assert_eq!(
            object_of(
                "/api/v1/admin/merchants/{id}/keys/{key_id}/revoke",
                "/api/v1/admin/merchants/mer_1/keys/key_2/revoke"
            ),
            "key_2"
        );
        assert_eq!(
            object_of(
                "/api/v1/admin/merchants/{id}",
                "/api/v1/admin/merchants/mer_1"
            ),
            "mer_1"
        );
        assert_eq!(object_of("/api/v1/admin/staff", "/api/v1/admin/staff"), "");
    }
}
