//! Transaction monitoring's rules and the watch lists in the console: the rules with their
//! alerts, one rule with the form that asks for a change (held for a second person: the
//! admin API's own handler) or backtests one over a period, and the watch lists' versions
//! with the form that loads a file as a new version. Reading rules takes `alerts:read`,
//! asking for a change `rules:write`; the lists `screening:read`, loading `screening:write`.

use crate::home::when;
use crate::session::{self, Signed};
use crate::{answered, audited, finished, frame, html, refusal, signed_page, Act};
use axum::body::Bytes;
use axum::extract::{Multipart, OriginalUri, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Extension;
use sanduq_api::browser::{Form, Look};
use sanduq_api::extract::Fields;
use sanduq_compliance::rules::Rule;
use sanduq_domain::operators::Permission;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_pages::console::rules::{self as pages, Param, Row, Shown, Tried, Version, Words};
use sanduq_pages::format;
use sanduq_pages::Locale;
use serde_json::{json, Map, Value};

/// `GET /console/rules`
pub async fn list(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::AlertsRead);
    let f = match signed_page(&who, look, "rules", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let w = Words::of(look.locale);
    let rows: Vec<Row> = sanduq_admin::rules::counted(&st)
        .await?
        .into_iter()
        .map(|(r, open, shadow)| Row {
            id: r.id.clone(),
            check: w.kind(kind_of(&r)),
            currency: r.currency.code().into(),
            severity: w.severity(severity_of(&r)),
            on: r.enabled,
            shadow: r.shadow,
            open: format!(
                "{} / {}",
                format::number(look.locale, open as i64),
                format::number(look.locale, shadow as i64)
            ),
        })
        .collect();
    Ok(html(
        StatusCode::OK,
        pages::rules(&f, &rows),
        look,
        &headers,
    ))
}

/// A rule's check as its JSON object (`type` and parameters).
fn check_of(r: &Rule) -> Map<String, Value> {
    match serde_json::to_value(&r.check) {
        Ok(Value::Object(m)) => m,
        _ => Map::new(),
    }
}

fn kind_of(r: &Rule) -> &'static str {
    let t = check_of(r)
        .get("type")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    pages::TYPES
        .into_iter()
        .find(|k| *k == t)
        .unwrap_or("amount_over")
}

fn scope_of(r: &Rule) -> &'static str {
    match r.scope {
        sanduq_compliance::rules::Scope::User => "user",
        sanduq_compliance::rules::Scope::Merchant => "merchant",
    }
}

fn severity_of(r: &Rule) -> &'static str {
    match serde_json::to_value(r.severity)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
    {
        Some(s) if s == "high" => "high",
        Some(s) if s == "medium" => "medium",
        _ => "low",
    }
}

/// What rule `r`'s page shows, its parameters as `given` when the form was sent back.
fn shown(who: &Signed, l: Locale, r: &Rule, open: u64, shadow: u64, given: Option<&Form>) -> Shown {
    let w = Words::of(l);
    let check = check_of(r);
    let params = pages::PARAMETERS
        .iter()
        .filter(|p| check.get(**p).is_some_and(|v| !v.is_null()))
        .map(|p| Param {
            name: p.to_string(),
            label: w.parameter(p),
            value: match given {
                Some(form) => form.text(p),
                None => match &check[*p] {
                    Value::String(s) => s.clone(),
                    v => v.to_string(),
                },
            },
        })
        .collect();
    let today = chrono::Utc::now().date_naive();
    let text = |k: &str, d: String| {
        given
            .map(|f| f.text(k))
            .filter(|t| !t.is_empty())
            .unwrap_or(d)
    };
    Shown {
        id: r.id.clone(),
        facts: vec![
            (w.check, w.kind(kind_of(r)).to_string()),
            (w.currency, r.currency.code().to_string()),
            (w.scope, w.scope(scope_of(r)).to_string()),
            (w.severity, w.severity(severity_of(r)).to_string()),
            (w.on, if r.enabled { w.yes } else { w.no }.to_string()),
            (w.shadow, if r.shadow { w.yes } else { w.no }.to_string()),
            (
                w.alerts,
                format!(
                    "{} {} · {}",
                    format::number(l, open as i64),
                    w.open,
                    format::number(l, shadow as i64)
                ),
            ),
            (w.source, r.source.clone()),
        ],
        params,
        severity: severity_of(r).into(),
        on: r.enabled,
        shadow: r.shadow,
        from: text("from", (today - chrono::Days::new(30)).to_string()),
        to: text("to", today.to_string()),
        tried: None,
        may_change: who.operator.may(Permission::RulesWrite),
    }
}

async fn find(st: &AppState, id: &str) -> ApiResult<Option<(Rule, u64, u64)>> {
    Ok(sanduq_admin::rules::counted(st)
        .await?
        .into_iter()
        .find(|(r, _, _)| r.id == id))
}

/// `GET /console/rules/{id}[?done=waiting]`
pub async fn show(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::AlertsRead);
    let f = match signed_page(&who, look, "rules", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let w = Words::of(look.locale);
    let f = match Form::query(uri.query()).get("done") {
        Some("waiting") => f.with_flash(true, w.waiting),
        _ => f,
    };
    let Some((r, open, shadow)) = find(&st, &id).await? else {
        return Ok(refusal(
            StatusCode::NOT_FOUND,
            &f,
            f.s.not_found,
            look,
            &headers,
        ));
    };
    let s = shown(&who, look.locale, &r, open, shadow, None);
    Ok(html(StatusCode::OK, pages::rule(&f, &s), look, &headers))
}

/// The form's parameters, severity and switches as a change's JSON body (numbers as numbers,
/// anything else as typed: the handler names what is wrong).
fn change_of(r: &Rule, form: &Form) -> Map<String, Value> {
    let check = check_of(r);
    let mut body = Map::new();
    for p in pages::PARAMETERS {
        if check.get(p).is_none_or(Value::is_null) {
            continue;
        }
        let t = form.text(p);
        let t = t.trim();
        let v = match t.replace([',', ' '], "").parse::<i64>() {
            Ok(n) if p != "flow" => Value::from(n),
            _ => Value::from(t),
        };
        body.insert(p.into(), v);
    }
    body.insert("severity".into(), form.text("severity").into());
    body.insert("enabled".into(), (form.text("enabled") == "true").into());
    body.insert("shadow".into(), (form.text("shadow") == "true").into());
    body
}

/// `POST /console/rules/{id}` (csrf, how change|backtest, the parameters, severity, enabled,
/// shadow, and for a backtest from and to)
pub async fn act(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    use sanduq_admin::rules as admin;
    let look = Look::of(&headers, uri.query());
    let form = Form::parse(&body);
    let f = frame(&who, look, "rules", uri.path(), None);
    let Some((r, open, shadow)) = find(&st, &id).await? else {
        return Ok(refusal(
            StatusCode::NOT_FOUND,
            &f,
            f.s.not_found,
            look,
            &headers,
        ));
    };
    let change = change_of(&r, &form);
    let how = form.text("how");
    let (need, action) = match how.as_str() {
        "change" => (Permission::RulesWrite, "POST /console/rules/{id} (change)"),
        _ => (
            Permission::AlertsRead,
            "POST /console/rules/{id} (backtest)",
        ),
    };
    let act = Act {
        action: action.into(),
        path: uri.path().to_string(),
        object: id.clone(),
        origin,
    };
    let run = async {
        let (st, path, caller) = (State(st.clone()), Path(id.clone()), Extension(who.caller()));
        if how == "change" {
            let b = Fields::of(&admin::PUT, &Value::Object(change.clone()))?;
            return admin::put(st, caller, None, path, b).await;
        }
        let mut asked = change.clone();
        asked.insert("from".into(), form.text("from").into());
        asked.insert("to".into(), form.text("to").into());
        let b = Fields::of(&admin::BACKTEST, &Value::Object(asked))?;
        admin::backtest(st, path, b).await
    };
    let ran = audited(&st, &who, &form, need, act, run, answered).await?;
    let answered = match finished(ran, &f, look, &headers) {
        Ok(done) => done,
        Err(page) => return Ok(*page),
    };
    let mut s = shown(&who, look.locale, &r, open, shadow, Some(&form));
    match answered {
        Ok(_) if how == "change" => Ok(session::see_other(&format!(
            "/console/rules/{id}?done=waiting"
        ))),
        Ok(res) => {
            let bytes = axum::body::to_bytes(res.into_body(), 1 << 20)
                .await
                .map_err(|_| sanduq_kernel::items::internal("a backtest's answer"))?;
            let v: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
            let d = &v["data"];
            let l = look.locale;
            let n = |k: &str| format::number(l, d[k].as_i64().unwrap_or(0));
            s.tried = Some(Tried {
                movements: n("movements"),
                alerts: n("alerts"),
                subjects: n("subjects"),
                sample: d["sample"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|x| {
                        let at = x["at"]
                            .as_str()
                            .and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok())
                            .map(|t| when(l, t.with_timezone(&chrono::Utc)))
                            .unwrap_or_default();
                        let text = |k: &str| x[k].as_str().unwrap_or_default().to_string();
                        (text("movement"), text("subject"), at)
                    })
                    .collect(),
            });
            Ok(html(StatusCode::OK, pages::rule(&f, &s), look, &headers))
        }
        Err(e) => {
            let detail =
                e.0.details
                    .as_ref()
                    .and_then(|d| d.get("fields"))
                    .map(|f| f.to_string())
                    .unwrap_or_default();
            let f = f.with_flash(false, format!("{} {detail}", e.0.message));
            let status = StatusCode::from_u16(e.code().http_status())
                .unwrap_or(StatusCode::UNPROCESSABLE_ENTITY);
            Ok(html(status, pages::rule(&f, &s), look, &headers))
        }
    }
}

async fn lists_page(
    st: &AppState,
    who: &Signed,
    f: &sanduq_pages::console::Frame,
    look: Look,
    headers: &HeaderMap,
    status: StatusCode,
) -> Result<Response, ApiError> {
    let w = Words::of(look.locale);
    let l = look.locale;
    let (all, in_force) = sanduq_compliance::lists::versions(st).await?;
    let versions: Vec<Version> = all
        .iter()
        .map(|v| Version {
            source: w.source(v.source.as_str()),
            version: format::number(l, i64::from(v.version)),
            entries: format::number(l, v.entries as i64),
            loaded_by: v.loaded_by.clone(),
            loaded: when(l, v.created_at),
            in_force: in_force.contains(&v.id),
        })
        .collect();
    let rescreens: Vec<(String, String, String, String)> = sanduq_compliance::rescreen::all(st)
        .await?
        .iter()
        .map(|j| {
            (
                j.list_id.clone(),
                format::number(l, j.users as i64),
                format::number(l, j.alerts as i64),
                w.ended(j.ended.as_deref()).to_string(),
            )
        })
        .collect();
    let may_load = who.operator.may(Permission::ScreeningWrite);
    let body = pages::lists(f, &versions, &rescreens, may_load);
    Ok(html(status, body, look, headers))
}

/// `GET /console/lists[?done=new|same]`
pub async fn lists(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::ScreeningRead);
    let f = match signed_page(&who, look, "rules", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let w = Words::of(look.locale);
    let f = match Form::query(uri.query()).get("done") {
        Some("new") => f.with_flash(true, w.loaded_new),
        Some("same") => f.with_flash(true, w.loaded_same),
        _ => f,
    };
    lists_page(&st, &who, &f, look, &headers, StatusCode::OK).await
}

/// `POST /console/lists` (multipart: csrf, source, file)
pub async fn load(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    origin: session::Origin,
    parts: Multipart,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "rules", "/console/lists", None);
    let what = "the form could not be read; a list is at most 5 MB of text";
    let read = crate::multipart_form(parts, "file", what)
        .await
        .and_then(|(form, file)| {
            let text = match file {
                Some((bytes, _)) => String::from_utf8(bytes).map_err(|_| {
                    ApiError::from(sanduq_domain::DomainError::field(
                        "file",
                        "must be UTF-8 text",
                    ))
                })?,
                None => String::new(),
            };
            Ok((form, text))
        });
    let (form, content) = match read {
        Ok(read) => read,
        Err(e) => {
            let f = f.with_flash(false, e.0.message.clone());
            return lists_page(
                &st,
                &who,
                &f,
                look,
                &headers,
                StatusCode::UNPROCESSABLE_ENTITY,
            )
            .await;
        }
    };
    let act = Act {
        action: "POST /console/lists".into(),
        path: uri.path().to_string(),
        object: String::new(),
        origin,
    };
    let run = async {
        let asked = json!({ "source": form.text("source"), "content": content });
        let b = Fields::of(&sanduq_admin::screening::UPLOAD, &asked)?;
        sanduq_admin::screening::upload(State(st.clone()), Extension(who.caller()), b).await
    };
    let need = Permission::ScreeningWrite;
    let ran = audited(&st, &who, &form, need, act, run, answered).await?;
    let answered = match finished(ran, &f, look, &headers) {
        Ok(done) => done,
        Err(page) => return Ok(*page),
    };
    match answered {
        Ok(r) if r.status() == StatusCode::CREATED => {
            Ok(session::see_other("/console/lists?done=new"))
        }
        Ok(_) => Ok(session::see_other("/console/lists?done=same")),
        Err(e) => {
            let f = f.with_flash(false, format!("{}: {}", e.code().as_str(), e.0.message));
            let status = StatusCode::from_u16(e.code().http_status())
                .unwrap_or(StatusCode::UNPROCESSABLE_ENTITY);
            lists_page(&st, &who, &f, look, &headers, status).await
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_name_the_checks_and_parameters_the_rules_have() {
        for r in sanduq_compliance::rules::defaults() {
            let check = check_of(&r);
            let t = check["type"].as_str().unwrap();
            assert!(pages::TYPES.contains(&t), "{t}");
            for k in check.keys().filter(|k| *k != "type") {
                assert!(pages::PARAMETERS.contains(&k.as_str()), "{k}");
            }
        }
    }
}
