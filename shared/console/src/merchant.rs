//! One merchant's page: its facts, its commission (`merchants:write`; a change at a
//! production merchant is held for a second person), its wallet limits (`limits:write`,
//! held likewise) and its keys (`merchants:keys`: issue, shown once; revoke), and the
//! creation of a merchant with its first keys. Every action goes through the admin API's own
//! handler and lands on the staff audit trail; a key in the clear is only ever in the answer
//! to the form that made it (never in an address, never cached).

use crate::home::{money, when};
use crate::session::{self, Signed};
use crate::{answered, audited, finished, frame, html, refusal, signed_page, Act};
use axum::body::{to_bytes, Bytes};
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Extension;
use sanduq_admin::routes;
use sanduq_api::browser::{Form, Look};
use sanduq_api::extract::Fields;
use sanduq_domain::merchant::{commission_bps_of, Merchant};
use sanduq_domain::operators::Permission;
use sanduq_domain::Currency;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_pages::console::{
    self as pages, Con, Frame, KeyRow, LimitRow, MerchantPage, MerchantView,
};
use sanduq_pages::{format, Locale};
use serde_json::{json, Map, Value};

/// The limits' fields in the order the page shows them; whether each is an amount.
const LIMITS: [(&str, bool); 6] = [
    ("per_transfer", true),
    ("daily_amount", true),
    ("daily_count", false),
    ("monthly_amount", true),
    ("monthly_count", false),
    ("max_balance", true),
];

fn percent(bps: u32) -> String {
    format!("{}.{:02}", bps / 100, bps % 100)
}

/// The commission as shown: "2.50%" in the locale's digits.
pub fn commission(l: Locale, bps: u32) -> String {
    format!("{}%", format::rate(l, &percent(bps)))
}

fn view(s: &Con, l: Locale, m: &Merchant) -> MerchantView {
    MerchantView {
        id: m.id.clone(),
        name: m.name.clone(),
        status: s.merchant_status(m.status.as_str()),
        environment: if m.sandbox { s.sandbox } else { s.production },
        commission: commission(l, m.commission_bps),
        percent: percent(m.commission_bps),
        rate_limit: m.rate_limit.map_or_else(
            || s.platform_default.to_string(),
            |r| format::number(l, r as i64),
        ),
        since: when(l, m.created_at),
    }
}

async fn limit_rows(st: &AppState, l: Locale, id: &str) -> ApiResult<Vec<LimitRow>> {
    let all = sanduq_wallets::limits::all(st, id).await?;
    let mut rows = vec![];
    for t in all["tiers"].as_array().into_iter().flatten() {
        let code = t["currency"].as_str().unwrap_or_default();
        let Some(c) = Currency::ALL.into_iter().find(|c| c.code() == code) else {
            continue;
        };
        let figure = |(name, amount): (&str, bool)| {
            let n = t["limits"][name].as_i64().unwrap_or_default();
            if amount {
                money(l, c, n)
            } else {
                format::number(l, n)
            }
        };
        rows.push(LimitRow {
            tier: t["tier"].to_string(),
            currency: c.code(),
            figures: LIMITS.map(figure),
        });
    }
    Ok(rows)
}

async fn key_rows(st: &AppState, s: &Con, l: Locale, id: &str) -> ApiResult<Vec<KeyRow>> {
    Ok(sanduq_admin::merchants::list_keys(st, id)
        .await?
        .iter()
        .map(|k| KeyRow {
            id: k["id"].as_str().unwrap_or_default().into(),
            kind: s.key_kind(k["kind"].as_str().unwrap_or_default()),
            hint: k["hint"].as_str().unwrap_or_default().into(),
            revoked: k["revoked"].as_bool().unwrap_or(false),
            created: k["created_at"]
                .as_str()
                .map(|t| format::time(l, t))
                .unwrap_or_default(),
        })
        .collect())
}

/// The merchant's page with `f` (its flash), and keys just made (`shown`).
pub(crate) async fn page(
    st: &AppState,
    who: &Signed,
    f: &Frame,
    id: &str,
    shown: Vec<(&'static str, String)>,
    status: StatusCode,
    (look, headers): (Look, &HeaderMap),
) -> Result<Response, ApiError> {
    let l = look.locale;
    let Some(m) = sanduq_kernel::items::load_merchant(st, id).await? else {
        return Ok(refusal(
            StatusCode::NOT_FOUND,
            f,
            f.s.not_found,
            look,
            headers,
        ));
    };
    let may = |p| who.operator.may(p);
    let p = MerchantPage {
        m: view(f.s, l, &m),
        limits: limit_rows(st, l, &m.id).await?,
        keys: key_rows(st, f.s, l, &m.id).await?,
        shown,
        may_write: may(Permission::MerchantsWrite),
        may_limits: may(Permission::LimitsWrite),
        may_keys: may(Permission::MerchantKeys),
    };
    Ok(html(status, pages::merchant(f, &p), look, headers))
}

/// `GET /console/merchants/{id}[?done=commission|limits|revoked|held]`
pub async fn show(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::MerchantsRead);
    let f = match signed_page(&who, look, "merchants", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let s = f.s;
    let f = match Form::query(uri.query()).get("done") {
        Some("commission") => f.with_flash(true, s.done_commission),
        Some("limits") => f.with_flash(true, s.done_limits),
        Some("revoked") => f.with_flash(true, s.done_revoked),
        Some("held") => f.with_flash(true, s.done_held),
        _ => f,
    };
    page(&st, &who, &f, &id, vec![], StatusCode::OK, (look, &headers)).await
}

/// The limits form as the admin API's body (None: a figure is not one).
fn limits_body(form: &Form) -> Option<Value> {
    let code = form.text("currency");
    let currency = Currency::ALL.into_iter().find(|c| c.code() == code)?;
    let mut body = Map::new();
    body.insert("tier".into(), form.text("tier").parse::<i64>().ok()?.into());
    body.insert("currency".into(), currency.code().into());
    for (name, amount) in LIMITS {
        let text = form.text(name);
        if text.trim().is_empty() {
            continue;
        }
        let n = if amount {
            currency.parse_major(&text)?
        } else {
            sanduq_domain::phone::ascii_digits(&text)
                .parse::<i64>()
                .ok()?
        };
        body.insert(name.into(), n.into());
    }
    Some(Value::Object(body))
}

/// The keys a form just made, as the page shows them once.
fn shown_keys(s: &Con, made: &Value) -> Vec<(&'static str, String)> {
    let mut out = vec![];
    let mut add = |label: &'static str, v: &Value| {
        if let Some(t) = v.as_str() {
            out.push((label, t.to_string()));
        }
    };
    if let Some(keys) = made.get("keys") {
        add(s.key_kinds[0], &keys["secret_key"]);
        add(s.key_kinds[1], &keys["publishable_key"]);
        add(s.key_kinds[2], &keys["hmac_key_id"]);
        add(s.key_kinds[2], &keys["hmac_secret"]);
    } else {
        add(
            s.key_kind(made["kind"].as_str().unwrap_or_default()),
            &made["key"],
        );
        add(s.key_kinds[2], &made["hmac_secret"]);
    }
    out
}

/// The `data` of an answer the admin API made.
async fn data_of(r: Response) -> Value {
    let bytes = to_bytes(r.into_body(), 1 << 20).await.unwrap_or_default();
    serde_json::from_slice::<Value>(&bytes).unwrap_or_default()["data"].take()
}

/// `POST /console/merchants/{id}/approved|suspended|commission|limits|keys` (csrf; `percent`
/// for the commission; tier, currency and the figures for limits; `kind` for a key)
pub async fn act(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path((id, step)): Path<(String, String)>,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let form = Form::parse(&body);
    let f = frame(
        &who,
        look,
        "merchants",
        &format!("/console/merchants/{id}"),
        None,
    );
    let s = f.s;
    let need = match step.as_str() {
        "approved" | "suspended" | "commission" => Permission::MerchantsWrite,
        "limits" => Permission::LimitsWrite,
        "keys" => Permission::MerchantKeys,
        _ => {
            return Ok(refusal(
                StatusCode::NOT_FOUND,
                &f,
                s.not_found,
                look,
                &headers,
            ))
        }
    };
    // a figure the API cannot be asked for is the form's own error, before anything runs
    let asked = match step.as_str() {
        "approved" | "suspended" => Some(json!({ "status": step })),
        "commission" => {
            commission_bps_of(&form.text("percent")).map(|b| json!({ "commission_bps": b }))
        }
        "limits" => limits_body(&form),
        _ => Some(json!({ "kind": form.text("kind") })),
    };
    let Some(asked) = asked else {
        let why = if step == "limits" {
            s.bad_limit
        } else {
            s.bad_percent
        };
        let f = f.with_flash(false, why);
        let status = StatusCode::UNPROCESSABLE_ENTITY;
        return page(&st, &who, &f, &id, vec![], status, (look, &headers)).await;
    };
    let act = Act {
        action: format!("POST /console/merchants/{{id}}/{step}"),
        path: uri.path().to_string(),
        object: id.clone(),
        origin,
    };
    let w = Extension(who.caller());
    let run = async {
        let p = Path(id.clone());
        match step.as_str() {
            "approved" | "suspended" => {
                let b = Fields::of(&routes::STATUS, &asked)?;
                routes::status(State(st.clone()), w, None, p, b).await
            }
            "commission" => {
                let b = Fields::of(&routes::PATCH, &asked)?;
                routes::patch(State(st.clone()), w, None, p, b).await
            }
            "limits" => {
                let b = Fields::of(&routes::SET_LIMITS, &asked)?;
                routes::set_limits(State(st.clone()), w, None, p, b).await
            }
            _ => {
                let b = Fields::of(&routes::ISSUE_KEY, &asked)?;
                routes::issue_key(State(st.clone()), p, b).await
            }
        }
    };
    let ran = audited(&st, &who, &form, need, act, run, answered).await?;
    let answered = match finished(ran, &f, look, &headers) {
        Ok(done) => done,
        Err(page) => return Ok(*page),
    };
    let r = match answered {
        Ok(r) => r,
        Err(e) => {
            let f = f.with_flash(false, e.0.message.clone());
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            return page(&st, &who, &f, &id, vec![], status, (look, &headers)).await;
        }
    };
    let held = r.status() == StatusCode::ACCEPTED;
    match step.as_str() {
        "approved" | "suspended" => {
            let done = if held { "held" } else { "status" };
            Ok(session::see_other(&format!(
                "/console/merchants?done={done}"
            )))
        }
        "keys" => {
            let shown = shown_keys(s, &data_of(r).await);
            let status = StatusCode::CREATED;
            page(&st, &who, &f, &id, shown, status, (look, &headers)).await
        }
        _ => {
            let done = if held { "held" } else { step.as_str() };
            Ok(session::see_other(&format!(
                "/console/merchants/{id}?done={done}"
            )))
        }
    }
}

/// `POST /console/merchants/{id}/keys/{key_id}/revoke` (csrf)
pub async fn revoke(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path((id, key_id)): Path<(String, String)>,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let form = Form::parse(&body);
    let f = frame(
        &who,
        look,
        "merchants",
        &format!("/console/merchants/{id}"),
        None,
    );
    let act = Act {
        action: "POST /console/merchants/{id}/keys/{key_id}/revoke".into(),
        path: uri.path().to_string(),
        object: id.clone(),
        origin,
    };
    let run = routes::revoke_key(State(st.clone()), Path((id.clone(), key_id)));
    let ran = audited(
        &st,
        &who,
        &form,
        Permission::MerchantKeys,
        act,
        run,
        answered,
    )
    .await?;
    let done = match finished(ran, &f, look, &headers) {
        Ok(done) => done,
        Err(page) => return Ok(*page),
    };
    match done {
        Ok(_) => Ok(session::see_other(&format!(
            "/console/merchants/{id}?done=revoked"
        ))),
        Err(e) => {
            let f = f.with_flash(false, e.0.message.clone());
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            page(&st, &who, &f, &id, vec![], status, (look, &headers)).await
        }
    }
}

/// `POST /console/merchants` (csrf, name, environment, percent): the merchant and its first
/// keys, shown on its page this once.
pub async fn create(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let form = Form::parse(&body);
    let f = frame(&who, look, "merchants", "/console/merchants", None);
    let s = f.s;
    let mut asked = json!({ "name": form.text("name"), "environment": form.text("environment") });
    let typed = form.text("percent");
    if !typed.trim().is_empty() {
        match commission_bps_of(&typed) {
            Some(bps) => asked["commission_bps"] = bps.into(),
            None => {
                return Ok(refusal(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    &f,
                    s.bad_percent,
                    look,
                    &headers,
                ))
            }
        }
    }
    let act = Act {
        action: "POST /console/merchants".into(),
        path: uri.path().to_string(),
        object: String::new(),
        origin,
    };
    let w = Extension(who.caller());
    let run = async {
        let b = Fields::of(&routes::CREATE, &asked)?;
        let r = routes::create(State(st.clone()), w, b).await?;
        Ok(data_of(r).await)
    };
    let made = |d: &Value| (201, d["id"].as_str().map(str::to_string));
    let ran = audited(&st, &who, &form, Permission::MerchantsWrite, act, run, made).await?;
    let done = match finished(ran, &f, look, &headers) {
        Ok(done) => done,
        Err(page) => return Ok(*page),
    };
    match done {
        Ok(d) => {
            let id = d["id"].as_str().unwrap_or_default().to_string();
            let f = frame(
                &who,
                look,
                "merchants",
                &format!("/console/merchants/{id}"),
                None,
            );
            let shown = shown_keys(s, &d);
            page(
                &st,
                &who,
                &f,
                &id,
                shown,
                StatusCode::CREATED,
                (look, &headers),
            )
            .await
        }
        Err(e) => Ok(refusal(
            StatusCode::UNPROCESSABLE_ENTITY,
            &f,
            &e.0.message,
            look,
            &headers,
        )),
    }
}
