//! Compliance alerts across merchants (open first): one alert with who was screened and
//! what they matched (or the document already verified for another wallet), and the
//! decision (clear a false positive, lifting the hold; confirm a match, keeping it) through
//! the admin API's own handlers: the same checks, the hold in the same transaction. Reading
//! takes `alerts:read`, deciding `alerts:write`.

use crate::home::when;
use crate::kyc::merchant_name;
use crate::session::{self, Signed};
use crate::{answered, audited, finished, frame, html, refusal, refused_by, signed_page, Act};
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Extension;
use sanduq_api::browser::{Form, Look};
use sanduq_api::extract::Fields;
use sanduq_compliance::alerts::{self, Alert, Status};
use sanduq_domain::operators::Permission;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_pages::console::alerts::{self as pages, Review, Row, Words};
use sanduq_pages::format;
use serde_json::json;

/// How many alerts the queue shows.
const SHOWN: usize = 100;

/// A match's score (0 to 1) in the locale's digits.
fn score(l: sanduq_pages::Locale, s: f64) -> String {
    format::digits(l, &format!("{s:.3}"))
}

/// `GET /console/alerts[?status=…][&done=decided]`
pub async fn queue(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::AlertsRead);
    let f = match signed_page(&who, look, "alerts", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let w = Words::of(look.locale);
    let q = Form::query(uri.query());
    let f = match q.get("done") {
        Some("decided") => f.with_flash(true, w.decided),
        _ => f,
    };
    let status = q
        .get("status")
        .and_then(Status::parse)
        .unwrap_or(Status::Open);
    let mut rows = vec![];
    for a in alerts::list(&st, Some(status), None, None, SHOWN).await? {
        let detail = match (&a.matched, &a.clash, &a.fired) {
            (Some(m), _, _) => score(look.locale, m.score),
            (None, Some(c), _) => c.document_number.clone(),
            (None, None, Some(f)) => f.rule.clone(),
            (None, None, None) => String::new(),
        };
        rows.push(Row {
            id: a.id.clone(),
            kind: w.kind(a.kind.as_str()),
            name: match a.subject.name.as_str() {
                "" => a.subject.id.clone(),
                name => name.to_string(),
            },
            merchant: merchant_name(&st, &a.subject.merchant_id).await?,
            detail,
            created: when(look.locale, a.created_at),
        });
    }
    let body = pages::queue(&f, status.as_str(), &rows);
    Ok(html(StatusCode::OK, body, look, &headers))
}

/// `GET /console/alerts/{id}`
pub async fn review(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::AlertsRead);
    let f = match signed_page(&who, look, "alerts", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let a = match alerts::load(&st, &id).await {
        Ok((a, _)) => a,
        Err(e) if e.code() == sanduq_domain::ErrorCode::NotFound => {
            return Ok(refusal(
                StatusCode::NOT_FOUND,
                &f,
                f.s.not_found,
                look,
                &headers,
            ))
        }
        Err(e) => return Err(e),
    };
    let r = shown(&st, &who, look.locale, &a).await?;
    Ok(html(StatusCode::OK, pages::review(&f, &r), look, &headers))
}

/// What the alert's page shows of `a`.
async fn shown(
    st: &AppState,
    who: &Signed,
    l: sanduq_pages::Locale,
    a: &Alert,
) -> ApiResult<Review> {
    let w = Words::of(l);
    let s = &a.subject;
    let mut subject = vec![
        (
            w.name,
            match s.name.as_str() {
                "" => s.id.clone(),
                name => name.to_string(),
            },
        ),
        (w.merchant, merchant_name(st, &s.merchant_id).await?),
        (w.at, w.at(&s.at).to_string()),
        (w.raised, when(l, a.created_at)),
    ];
    if let Some(d) = &s.date_of_birth {
        subject.insert(1, (w.born, d.clone()));
    }
    if s.kind == "user" {
        subject.push((w.held, if a.held { w.yes } else { w.no }.to_string()));
    }
    let (matched_title, matched) = match (&a.matched, &a.clash) {
        (Some(m), _) => (
            w.entry,
            vec![
                (
                    w.entry_names,
                    [&[m.name.clone()][..], &m.aliases].concat().join(" · "),
                ),
                (w.entry_born, m.dates_of_birth.join(", ")),
                (
                    w.list,
                    format!("{} v{} · {}", m.source.as_str(), m.version, m.entry_id),
                ),
                (w.score, score(l, m.score)),
            ],
        ),
        (None, Some(c)) => (
            w.document,
            vec![
                (
                    w.document,
                    format!("{} {}", c.document_type, c.document_number),
                ),
                (w.verified_for, c.verified_for.clone()),
            ],
        ),
        (None, None) => match &a.fired {
            Some(f) => (
                w.rule,
                vec![
                    (w.rule, f.rule.clone()),
                    (w.figures, f.figures.to_string()),
                    (w.movements, f.movements.join(" · ")),
                ],
            ),
            None => (w.entry, vec![]),
        },
    };
    let decision = a
        .decision
        .as_ref()
        .map(|d| {
            vec![
                (w.by, d.by.clone()),
                (w.why, d.reason.clone()),
                (w.raised, when(l, d.at)),
            ]
        })
        .unwrap_or_default();
    let statement = (s.kind == "user" && who.operator.may(Permission::UsersRead))
        .then(|| format!("/console/people/{}/statement", s.id));
    Ok(Review {
        id: a.id.clone(),
        status: a.status.as_str().into(),
        status_text: w.status(a.status.as_str()),
        kind_text: w.kind(a.kind.as_str()),
        subject,
        matched_title,
        matched,
        statement,
        decision,
        may_decide: a.status == Status::Open && who.operator.may(Permission::AlertsWrite),
    })
}

/// `POST /console/alerts/{id}/decide` (csrf, how clear|confirm, reason)
pub async fn decide(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let form = Form::parse(&body);
    let f = frame(&who, look, "alerts", "/console/alerts", None);
    let act = Act {
        action: "POST /console/alerts/{id}/decide".into(),
        path: uri.path().to_string(),
        object: id.clone(),
        origin,
    };
    let run = async {
        let asked = json!({ "reason": form.text("reason") });
        let (st, path, caller) = (State(st.clone()), Path(id.clone()), Extension(who.caller()));
        match form.text("how").as_str() {
            "clear" => {
                let b = Fields::of(&sanduq_admin::alerts::CLEAR, &asked)?;
                sanduq_admin::alerts::clear(st, caller, path, b).await
            }
            "confirm" => {
                let b = Fields::of(&sanduq_admin::alerts::CONFIRM, &asked)?;
                sanduq_admin::alerts::confirm(st, caller, path, b).await
            }
            _ => Err(sanduq_domain::DomainError::field("how", "must be clear or confirm").into()),
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
        Ok(_) => Ok(session::see_other("/console/alerts?done=decided")),
        Err(e) => Ok(refused_by(&e, &f, look, &headers)),
    }
}

#[cfg(test)]
mod tests {
    use sanduq_compliance::alerts::{Kind, Status};

    #[test]
    fn the_pages_name_what_the_api_names() {
        assert_eq!(sanduq_pages::console::alerts::STATUSES, Status::NAMES);
        assert_eq!(sanduq_pages::console::alerts::KINDS, Kind::NAMES);
    }
}
