//! Compliance cases in the console: the list by status, one case with everything it is
//! decided on (each view on the staff audit trail: it shows identity data), and what is done
//! in it, through the admin API's own handlers (the same checks, the same transactions, an
//! unfreeze held for a second person), and the reports filed from it. Reading takes
//! `alerts:read`, acting `alerts:write`.

use crate::home::{money, when};
use crate::kyc::merchant_name;
use crate::session::{self, Signed};
use crate::{
    answered, audited, finished, frame, html, read_on_trail, recorded, refusal, refused_by,
    signed_page, Act, FileRead,
};
use axum::body::Bytes;
use axum::extract::{Multipart, OriginalUri, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Extension;
use sanduq_api::browser::{Form, Look};
use sanduq_api::extract::Fields;
use sanduq_compliance::cases::{self, Status};
use sanduq_compliance::{alerts, reports};
use sanduq_domain::operators::Permission;
use sanduq_domain::user::User;
use sanduq_domain::Currency;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_pages::console::cases::{self as pages, Line, Row, Shown, Words};
use sanduq_pages::Locale;
use serde_json::{json, Value};

/// How many cases the list shows.
const SHOWN: usize = 100;

/// `GET /console/cases[?status=…]`
pub async fn queue(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::AlertsRead);
    let f = match signed_page(&who, look, "cases", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let w = Words::of(look.locale);
    let q = Form::query(uri.query());
    let status = q
        .get("status")
        .and_then(Status::parse)
        .unwrap_or(Status::Open);
    let mut rows = vec![];
    for c in cases::list(&st, Some(status), None, None, SHOWN).await? {
        rows.push(Row {
            id: c.id.clone(),
            name: c.name.clone(),
            merchant: merchant_name(&st, &c.merchant_id).await?,
            status: w.status(c.status.as_str()),
            assignee: c.assignee.clone().unwrap_or_else(|| w.nobody.into()),
            alerts: sanduq_pages::format::number(look.locale, c.alerts.len() as i64),
            created: when(look.locale, c.created_at),
        });
    }
    let body = pages::queue(&f, status.as_str(), &rows);
    Ok(html(StatusCode::OK, body, look, &headers))
}

/// `GET /console/cases/{id}[?done=…]`
pub async fn show(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    origin: session::Origin,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::AlertsRead);
    let f = match signed_page(&who, look, "cases", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let w = Words::of(look.locale);
    let f = match Form::query(uri.query()).get("done") {
        Some("waiting") => f.with_flash(true, w.waiting),
        Some(_) => f.with_flash(true, w.done),
        None => f,
    };
    let act = Act {
        action: "GET /console/cases/{id}".into(),
        path: uri.path().to_string(),
        object: id.clone(),
        origin,
    };
    let run = shown(&st, &who, look.locale, &id);
    let ran = recorded(&st, &who, Permission::AlertsRead, act, run, |_| (200, None)).await?;
    match finished(ran, &f, look, &headers) {
        Ok(Ok(c)) => Ok(html(StatusCode::OK, pages::show(&f, &c), look, &headers)),
        Ok(Err(e)) if e.code() == sanduq_domain::ErrorCode::NotFound => Ok(refusal(
            StatusCode::NOT_FOUND,
            &f,
            f.s.not_found,
            look,
            &headers,
        )),
        Ok(Err(e)) => Err(e),
        Err(page) => Ok(*page),
    }
}

/// What case `id`'s page shows.
async fn shown(st: &AppState, who: &Signed, l: Locale, id: &str) -> ApiResult<Shown> {
    let w = Words::of(l);
    let (c, _) = cases::load(st, id).await?;
    let user: Option<User> = match st.store.get_stored(&items::user_key(&c.user_id)).await? {
        Some(item) => Some(items::from_stored(&item)?),
        None => None,
    };
    let frozen = user.as_ref().and_then(User::freeze);
    let mut facts = vec![
        (w.user, format!("{} ({})", c.name, c.user_id)),
        (w.merchant, merchant_name(st, &c.merchant_id).await?),
        (
            w.assignee,
            c.assignee.clone().unwrap_or_else(|| w.nobody.into()),
        ),
        (
            w.opened,
            format!("{} · {}", when(l, c.created_at), c.opened_by),
        ),
    ];
    if let Some(o) = &c.outcome {
        facts.push((
            w.why,
            format!("{} · {} · {}", o.reason, o.by, when(l, o.at)),
        ));
    }
    let mut user_facts = vec![];
    if let Some(u) = &user {
        user_facts.push((w.user, u.name.clone()));
        user_facts.push((w.phone, u.phone.clone().unwrap_or_default()));
        user_facts.push((
            w.tier,
            sanduq_pages::format::number(l, i64::from(u.kyc_tier)),
        ));
        let freeze = match &frozen {
            Some(f) => format!("{} · {} · {}", f.scope.as_str(), f.reason, when(l, f.at)),
            None => w.not_frozen.into(),
        };
        user_facts.push((w.frozen, freeze));
        let mut balances = vec![];
        for cur in [Currency::Iqd, Currency::Usd] {
            let b = st.store.get(&items::wallet_key(&u.id, cur)).await?;
            balances.push(money(l, cur, items::balance(b.as_ref())));
        }
        user_facts.push((w.balances, balances.join(" · ")));
    }
    let mut identity = vec![];
    if let Some(s) = user.as_ref().and_then(|u| u.kyc.as_ref()) {
        if let Ok(v) = sanduq_wallets::kyc::get(st, &s.verification_id).await {
            identity.push((w.user, v.full_name.clone()));
            identity.push((w.born, v.date_of_birth.to_string()));
            identity.push((
                w.document,
                format!("{} {}", v.document_type.as_str(), v.document_number),
            ));
            identity.push((w.status, v.status.as_str().to_string()));
        }
    }
    let mut alert_lines = vec![];
    for a in &c.alerts {
        if let Ok((a, _)) = alerts::load(st, a).await {
            alert_lines.push(Line {
                href: Some(format!("/console/alerts/{}", a.id)),
                cells: vec![
                    a.id.clone(),
                    a.kind.as_str().into(),
                    a.status.as_str().into(),
                    when(l, a.created_at),
                ],
            });
        }
    }
    let movements = sanduq_admin::cases::movements(st, &c.user_id, 50)
        .await?
        .into_iter()
        .map(|m| Line {
            href: None,
            cells: vec![
                format!("{} {}", w.movement(m.kind.as_str()), m.id),
                money(l, m.currency, m.amount),
                when(l, m.at),
            ],
        })
        .collect();
    let timeline = cases::timeline(st, &c.id)
        .await?
        .into_iter()
        .map(|e| Line {
            href: None,
            cells: [
                vec![when(l, e.at), w.entry(&e.what).to_string(), e.by.clone()],
                e.text.clone().into_iter().collect(),
            ]
            .concat(),
        })
        .collect();
    let files = c
        .files
        .iter()
        .map(|f| Line {
            href: Some(format!("/console/cases/{}/files/{}", c.id, f.id)),
            cells: vec![
                f.name.clone(),
                format!(
                    "{} KB",
                    sanduq_pages::format::number(l, f.size.div_ceil(1024) as i64)
                ),
            ],
        })
        .collect();
    let mut report_lines = vec![];
    for r in &c.reports {
        if let Some(r) = reports::find(st, r).await? {
            report_lines.push(Line {
                href: Some(format!("/console/reports/{}", r.id)),
                cells: vec![r.code.clone(), r.id.clone(), when(l, r.created_at)],
            });
        }
    }
    Ok(Shown {
        id: c.id.clone(),
        status: c.status.as_str().into(),
        status_text: w.status(c.status.as_str()),
        facts,
        user: user_facts,
        identity,
        alerts: alert_lines,
        movements,
        timeline,
        files,
        reports: report_lines,
        live: !c.status.ended(),
        may_act: who.operator.may(Permission::AlertsWrite),
        frozen: frozen.is_some(),
    })
}

/// Indicator codes as typed: split by spaces or commas, in capitals.
fn codes(typed: &str) -> Vec<String> {
    typed
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(str::to_uppercase)
        .collect()
}

/// `POST /console/cases/{id}/act` (csrf, how assign|freeze|unfreeze|request_kyc|close|report,
/// and
/// what it takes)
pub async fn act(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    use sanduq_admin::cases as c;
    let look = Look::of(&headers, uri.query());
    let form = Form::parse(&body);
    let f = frame(&who, look, "cases", "/console/cases", None);
    let act = Act {
        action: "POST /console/cases/{id}/act".into(),
        path: uri.path().to_string(),
        object: id.clone(),
        origin,
    };
    let how = form.text("how");
    let run = async {
        let (st, path, caller) = (State(st.clone()), Path(id.clone()), Extension(who.caller()));
        let reason = json!({ "reason": form.text("reason") });
        match how.as_str() {
            "assign" => {
                let b = Fields::of(&c::ASSIGN, &json!({ "assignee": who.operator.id }))?;
                c::assign(st, caller, path, b).await
            }
            "freeze" => {
                let asked = json!({ "scope": form.text("scope"), "reason": form.text("reason") });
                c::freeze(st, caller, path, Fields::of(&c::FREEZE, &asked)?).await
            }
            "unfreeze" => {
                c::unfreeze(st, caller, None, path, Fields::of(&c::UNFREEZE, &reason)?).await
            }
            "close" => c::close(st, caller, path, Fields::of(&c::CLOSE, &reason)?).await,
            "request_kyc" => {
                let b = Fields::of(&c::REQUEST_KYC, &reason)?;
                c::request_kyc(st, caller, path, b).await
            }
            "report" => {
                let mut asked = json!({
                    "reason": form.text("reason"),
                    "indicators": codes(&form.text("indicators")),
                });
                if !form.text("action").is_empty() {
                    asked["action"] = Value::String(form.text("action"));
                }
                let b = Fields::of(&sanduq_admin::fiu::REPORT, &asked)?;
                sanduq_admin::fiu::report(st, caller, path, b).await
            }
            _ => Err(sanduq_domain::DomainError::field(
                "how",
                "must be assign, freeze, unfreeze, request_kyc, close or report",
            )
            .into()),
        }
    };
    let ran = audited(
        &st,
        &who,
        &form,
        Permission::AlertsWrite,
        act,
        run,
        answered,
    )
    .await?;
    let answered = match finished(ran, &f, look, &headers) {
        Ok(done) => done,
        Err(page) => return Ok(*page),
    };
    match answered {
        Ok(r) if r.status() == StatusCode::ACCEPTED => Ok(session::see_other(&format!(
            "/console/cases/{id}?done=waiting"
        ))),
        Ok(_) => Ok(session::see_other(&format!(
            "/console/cases/{id}?done={how}"
        ))),
        Err(e) => Ok(refused_by(&e, &f, look, &headers)),
    }
}

/// `POST /console/cases/{id}/notes` (multipart: csrf, text, file?)
pub async fn note(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    origin: session::Origin,
    parts: Multipart,
) -> Result<Response, ApiError> {
    use base64::Engine as _;
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "cases", "/console/cases", None);
    let what = "the form could not be read; a file is at most 5 MB";
    let (form, file) = match crate::multipart_form(parts, "files", what).await {
        Ok(read) => read,
        Err(e) => return Ok(refused_by(&e, &f, look, &headers)),
    };
    let act = Act {
        action: "POST /console/cases/{id}/notes".into(),
        path: uri.path().to_string(),
        object: id.clone(),
        origin,
    };
    let run = async {
        let mut asked = json!({ "text": form.text("text") });
        if let Some((bytes, name)) = &file {
            let data = base64::engine::general_purpose::STANDARD.encode(bytes);
            asked["files"] = json!([{ "name": name, "data": data }]);
        }
        let b = Fields::of(&sanduq_admin::cases::NOTE, &asked)?;
        let (st, path, caller) = (State(st.clone()), Path(id.clone()), Extension(who.caller()));
        sanduq_admin::cases::note(st, caller, path, b).await
    };
    let ran = audited(
        &st,
        &who,
        &form,
        Permission::AlertsWrite,
        act,
        run,
        answered,
    )
    .await?;
    match finished(ran, &f, look, &headers) {
        Ok(Ok(_)) => Ok(session::see_other(&format!(
            "/console/cases/{id}?done=note"
        ))),
        Ok(Err(e)) => Ok(refused_by(&e, &f, look, &headers)),
        Err(page) => Ok(*page),
    }
}

/// `GET /console/cases/{id}/files/{file_id}`: a file attached to a case (the read on the
/// trail).
pub async fn file(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path((id, file_id)): Path<(String, String)>,
    origin: session::Origin,
) -> Result<Response, ApiError> {
    let read = FileRead {
        action: "GET /console/cases/{id}/files/{file_id}",
        object: id.clone(),
        need: Permission::AlertsRead,
        section: "cases",
    };
    let run = sanduq_admin::cases::file(State(st.clone()), Path((id, file_id)));
    read_on_trail(&st, &who, (&headers, &uri, origin), read, run, |r| r).await
}

/// `GET /console/reports/{id}`: a report filed to the FIU, as filed (the read on the trail).
pub async fn report_file(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    origin: session::Origin,
) -> Result<Response, ApiError> {
    let read = FileRead {
        action: "GET /console/reports/{id}",
        object: id.clone(),
        need: Permission::AlertsRead,
        section: "cases",
    };
    let run = sanduq_admin::fiu::file(State(st.clone()), Path(id));
    read_on_trail(&st, &who, (&headers, &uri, origin), read, run, |r| r).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_name_what_the_api_names() {
        assert_eq!(pages::STATUSES, Status::NAMES);
    }

    #[test]
    fn indicators_are_read_as_typed() {
        assert_eq!(codes(" struc, sanct  ML001"), ["STRUC", "SANCT", "ML001"]);
        assert!(codes(" , ").is_empty());
    }

    #[test]
    fn the_movements_are_named_as_monitoring_names_them() {
        use sanduq_compliance::rules::Kind;
        let kinds = [
            Kind::Payment,
            Kind::Refund,
            Kind::TransferIn,
            Kind::TransferOut,
            Kind::CashIn,
            Kind::CashOut,
        ];
        assert_eq!(pages::MOVES, kinds.map(Kind::as_str));
        for k in kinds {
            let named = serde_json::to_value(k).unwrap();
            assert_eq!(named.as_str(), Some(k.as_str()));
        }
    }

    #[test]
    fn the_timeline_names_what_the_cases_write() {
        assert_eq!(pages::ENTRIES, sanduq_compliance::cases::ENTRIES);
    }
}
