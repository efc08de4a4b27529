//! A person's wallets by phone, across merchants, and their freezes: freezing is one
//! person's (compliance), lifting a production merchant's user's freeze is held for a second
//! person (the admin API's own handlers decide, with the same checks). Each action is on the
//! staff audit trail.

use crate::session::{self, Signed};
use crate::{answered, audited, finished, frame, html, recorded, refusal, signed_page, Act};
use axum::body::{to_bytes, Bytes};
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Extension;
use sanduq_admin::{lookups, routes};
use sanduq_api::browser::{Form, Look};
use sanduq_api::extract::Fields;
use sanduq_domain::operators::Permission;
use sanduq_domain::user::FreezeScope;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_pages::console::{self as pages, Con, Frame, LineRow, WalletRow};
use serde_json::json;

fn scope_words(s: &Con, scope: FreezeScope) -> &'static str {
    match scope {
        FreezeScope::Debits => s.scope_debits,
        FreezeScope::Credits => s.scope_credits,
        FreezeScope::All => s.scope_all,
    }
}

/// The wallets of `phone` as rows (None: not a phone number).
async fn rows(st: &AppState, f: &Frame, phone: &str) -> ApiResult<Option<Vec<WalletRow>>> {
    let (s, l) = (f.s, f.locale());
    let Some(e164) = sanduq_domain::phone::e164(phone, sanduq_domain::phone::DEFAULT_REGION) else {
        return Ok(None);
    };
    let (found, _) = lookups::by_phone(st, &e164).await?;
    Ok(Some(
        found
            .into_iter()
            .map(|w| WalletRow {
                user_id: w.user.id.clone(),
                name: w.user.name.clone(),
                merchant: w.merchant.name.clone(),
                balances: w
                    .balances
                    .iter()
                    .map(|(c, n)| crate::home::money(l, *c, *n))
                    .collect::<Vec<_>>()
                    .join(" · "),
                tier: sanduq_pages::format::number(l, w.user.kyc_tier as i64),
                frozen: w
                    .user
                    .frozen_for()
                    .map(|f| scope_words(s, f).to_string())
                    .unwrap_or_default(),
            })
            .collect(),
    ))
}

async fn page(
    st: &AppState,
    f: Frame,
    who: &Signed,
    phone: &str,
    look: Look,
    headers: &HeaderMap,
) -> Result<Response, ApiError> {
    let s = f.s;
    let (found, f) = if phone.trim().is_empty() {
        (None, f)
    } else {
        match rows(st, &f, phone).await? {
            Some(r) => (Some(r), f),
            None => (Some(vec![]), f.with_flash(false, s.bad_phone)),
        }
    };
    let may_freeze = who.operator.may(Permission::UsersFreeze);
    let body = pages::people(
        &f,
        phone,
        found.as_deref().unwrap_or_default(),
        found.is_some(),
        may_freeze,
    );
    Ok(html(StatusCode::OK, body, look, headers))
}

/// `GET /console/people[?phone=..][&done=frozen|unfrozen|held]`
pub async fn show(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::UsersRead);
    let f = match signed_page(&who, look, "people", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let q = Form::query(uri.query());
    let s = f.s;
    let f = match q.get("done") {
        Some("frozen") => f.with_flash(true, s.done_frozen),
        Some("unfrozen") => f.with_flash(true, s.done_unfrozen),
        Some("held") => f.with_flash(true, s.done_held),
        _ => f,
    };
    page(&st, f, &who, &q.text("phone"), look, &headers).await
}

/// `POST /console/people/{user_id}/freeze|unfreeze` (csrf, phone; scope and reason to freeze)
pub async fn act(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path((user_id, step)): Path<(String, String)>,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let form = Form::parse(&body);
    let phone = form.text("phone");
    let f = frame(&who, look, "people", "/console/people", None);
    let act = Act {
        action: format!("POST /console/people/{{user_id}}/{step}"),
        path: uri.path().to_string(),
        object: user_id.clone(),
        origin,
    };
    let caller = who.caller();
    let run = async {
        match step.as_str() {
            "freeze" => {
                let change = json!({ "scope": form.text("scope"), "reason": form.text("reason") });
                let fields = Fields::of(&routes::FREEZE, &change)?;
                routes::freeze(State(st.clone()), Path(user_id.clone()), fields).await
            }
            "unfreeze" => {
                let fields = Fields::of(&routes::UNFREEZE, &json!({}))?;
                let (w, p) = (Extension(caller), Path(user_id.clone()));
                routes::unfreeze(State(st.clone()), w, None, p, fields).await
            }
            _ => Err(ApiError::new(
                sanduq_domain::ErrorCode::NotFound,
                "no such action",
            )),
        }
    };
    let need = Permission::UsersFreeze;
    let ran = audited(&st, &who, &form, need, act, run, answered).await?;
    let answered = match finished(ran, &f, look, &headers) {
        Ok(done) => done,
        Err(page) => return Ok(*page),
    };
    match answered {
        Ok(r) => {
            let done = match (r.status(), step.as_str()) {
                (StatusCode::ACCEPTED, _) => "held",
                (_, "freeze") => "frozen",
                _ => "unfrozen",
            };
            let _ = to_bytes(r.into_body(), 1 << 20).await;
            let phone: String = url::form_urlencoded::byte_serialize(phone.as_bytes()).collect();
            Ok(session::see_other(&format!(
                "/console/people?phone={phone}&done={done}"
            )))
        }
        Err(e) => {
            let f = f.with_flash(false, e.0.message.clone());
            page(&st, f, &who, &phone, look, &headers).await
        }
    }
}

/// `GET /console/people/{user_id}/statement[?cursor=..]`: a user's statement, newest first,
/// each read on the staff audit trail.
pub async fn statement(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(user_id): Path<String>,
    origin: session::Origin,
) -> Result<Response, ApiError> {
    use sanduq_pages::wallet::strings::Wal;
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::UsersRead);
    let f = match signed_page(&who, look, "people", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let q = Form::query(uri.query());
    let act = Act {
        action: "GET /console/people/{user_id}/statement".into(),
        path: uri.path().to_string(),
        object: user_id.clone(),
        origin,
    };
    let cursor = q.text("cursor");
    let run = async {
        let (user, m) = lookups::user_and_merchant(&st, &user_id).await?;
        let cursor = match cursor.as_str() {
            "" => None,
            c => Some(
                sanduq_payments::statement::Cursor::decode(c, None)
                    .map_err(|e| ApiError::new(sanduq_domain::ErrorCode::ValidationError, e))?,
            ),
        };
        let page =
            sanduq_wallets::statement::page(&st, &m, &user.id, None, cursor.as_ref(), 50).await?;
        Ok((user, m, page))
    };
    let ran = recorded(&st, &who, Permission::UsersRead, act, run, |_| (200, None)).await?;
    let read = match finished(ran, &f, look, &headers) {
        Ok(read) => read,
        Err(page) => return Ok(*page),
    };
    let (user, m, page) = match read {
        Ok(r) => r,
        Err(e) => {
            return Ok(refusal(
                e.code()
                    .http_status()
                    .try_into()
                    .unwrap_or(StatusCode::NOT_FOUND),
                &f,
                &e.0.message,
                look,
                &headers,
            ))
        }
    };
    let (l, w) = (look.locale, Wal::of(look.locale));
    let rows: Vec<LineRow> = page["transactions"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|t| LineRow {
            created: t["created_at"]
                .as_str()
                .map(|c| sanduq_pages::format::time(l, c))
                .unwrap_or_default(),
            kind: w.line_type(t["type"].as_str().unwrap_or_default()),
            amount: t["displays"][l.code()].as_str().unwrap_or_default().into(),
            counterparty: t["counterparty"]["label"]
                .as_str()
                .unwrap_or_default()
                .into(),
            reference: t["reference"].as_str().unwrap_or_default().into(),
        })
        .collect();
    let older = page["next_cursor"]
        .as_str()
        .map(|c| {
            let c: String = url::form_urlencoded::byte_serialize(c.as_bytes()).collect();
            format!("/console/people/{}/statement?cursor={c}", user.id)
        })
        .unwrap_or_default();
    let body = pages::statement(&f, [&user.name, &m.name, &user.id], &rows, &older);
    Ok(html(StatusCode::OK, body, look, &headers))
}
