//! Watch lists and the check of one name, for the platform's compliance officers (issue 78):
//! a list is loaded as its publisher gives it (`screening:write`; kept as versions per
//! source by `sanduq_compliance::lists`), and a name is checked against the latest version
//! of every source in force (`screening:read`).

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use axum::Extension;
use sanduq_api::contract::{Answer, Field, Kind, Op};
use sanduq_api::extract::Fields;
use sanduq_compliance::lists::{self, Loaded};
use sanduq_domain::operators::Permission as P;
use sanduq_domain::{DomainError, ErrorCode as E};
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_screening::lists::Source;
use sanduq_screening::{Dob, Name, THRESHOLD};
use serde_json::json;

use crate::guard::Caller;

/// The largest list taken through the API (a Lambda's request is at most 6 MB; larger
/// lists, OpenSanctions' whole file, come from S3).
pub const MAX_CONTENT: usize = 5 * 1024 * 1024;
/// Matches a check answers at most.
pub const MAX_MATCHES: usize = 20;

pub const UPLOAD: Op = Op {
    id: "adminScreeningListLoad",
    summary: "Load a new version of a watch list",
    about: "`un`: the UN Security Council's consolidated list as published (XML); `opensanctions`: FollowTheMoney entities, one JSON object a line (Person, and Organization, Company, LegalEntity, PublicBody); `own`: the platform's own list (and Iraq's national list), a JSON array of `{name, aliases?, date_of_birth?, nationality?, id?}`. As JSON, or as a multipart form whose `content` part is the list's file (its text; line ends read as `\n`). A list that does not read is refused whole, the message naming where (`content line 12`, `content[3].date_of_birth`). The new version is in force for every check from now on; the same content again answers the version it already is (200).",
    body: Some(&[
        Field::req(
            "source",
            Kind::Word {
                max: 13,
                // the platform's own first: the document's example loads a list of it
                one_of: &["own", "un", "opensanctions"],
            },
            "who publishes the list, and so how it is read",
        ),
        Field::req(
            "content",
            Kind::Text { max: MAX_CONTENT },
            "the list as its publisher gives it",
        ),
    ]),
    answer: Answer::Upsert {
        schema: "ScreeningList",
    },
    errors: &[E::ValidationError, E::ServiceUnavailable],
    permission: Some(P::ScreeningWrite),
    max_body: MAX_CONTENT + 64 * 1024,
    multipart: true,
    ..Op::DEFAULT
};

pub async fn upload(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let source = b.req_str("source", 13);
    let content = b.req_str("content", MAX_CONTENT);
    b.finish()?;
    let Some(source) = Source::parse(&source) else {
        return Err(DomainError::field("source", "must be un, opensanctions or own").into());
    };
    Ok(
        match lists::load(&st, source, &content, who.person_id()).await? {
            Loaded::New(v) => ok(StatusCode::CREATED, lists::view(&v)),
            Loaded::Same(v) => ok(StatusCode::OK, lists::view(&v)),
        },
    )
}

pub const LIST: Op = Op {
    id: "adminScreeningLists",
    summary: "The watch lists' versions, newest first, and those in force",
    about: "Every version of every source, newest first; `in_force` holds the latest of each source, the versions every check and screening uses; `rescreens` how far the re-screening of everyone that each version started got (newest first; `ended` done, or superseded by a newer version's).",
    answer: Answer::ok("ScreeningLists"),
    permission: Some(P::ScreeningRead),
    ..Op::DEFAULT
};

pub async fn list(State(st): State<AppState>) -> ApiResult<Response> {
    let (all, in_force) = lists::versions(&st).await?;
    let jobs = sanduq_compliance::rescreen::all(&st).await?;
    let rescreens: Vec<_> = jobs
        .iter()
        .map(|j| {
            json!({
                "list_id": j.list_id, "created_at": j.created_at, "merchants": j.merchants,
                "users": j.users, "alerts": j.alerts, "ended": j.ended, "ended_at": j.ended_at,
            })
        })
        .collect();
    Ok(ok(
        StatusCode::OK,
        json!({ "data": all.iter().map(lists::view).collect::<Vec<_>>(), "in_force": in_force, "rescreens": rescreens }),
    ))
}

pub const CHECK: Op = Op {
    id: "adminScreeningCheck",
    summary: "Screen one name (and date of birth) against the lists in force",
    about: "The name in Arabic script, Latin or both, in any word order; the date of birth as `YYYY-MM-DD` or `YYYY` raises or lowers a score. Answers the entries scoring at least the threshold (0.85), best first, at most 20, with the lists they come from: for an operator's own look, nothing is raised or held.",
    body: Some(&[
        Field::req("name", Kind::Text { max: 300 }, "the name as written"),
        Field::opt(
            "date_of_birth",
            Kind::Text { max: 10 },
            "YYYY-MM-DD or YYYY",
        ),
    ]),
    answer: Answer::ok("ScreeningCheck"),
    errors: &[E::ValidationError, E::ServiceUnavailable],
    permission: Some(P::ScreeningRead),
    ..Op::DEFAULT
};

pub async fn check(State(st): State<AppState>, Fields(mut b): Fields) -> ApiResult<Response> {
    let name = b.req_str("name", 300);
    let dob_text = b.opt_str("date_of_birth", 10);
    let dob = dob_text.as_deref().and_then(Dob::parse);
    if dob_text.is_some() && dob.is_none() {
        b.fail("date_of_birth", "must be YYYY-MM-DD or YYYY");
    }
    let parsed = Name::parse(&name);
    if !name.trim().is_empty() && parsed.words.is_empty() {
        b.fail("name", "must hold a name's letters");
    }
    b.finish()?;
    let Some(lists) = lists::in_force(&st).await? else {
        return Ok(ok(
            StatusCode::OK,
            json!({ "name": name, "date_of_birth": dob_text, "threshold": THRESHOLD, "lists": [], "matches": [] }),
        ));
    };
    let matches: Vec<serde_json::Value> = lists
        .matches(&parsed, dob.as_ref())
        .into_iter()
        .take(MAX_MATCHES)
        .map(|h| {
            json!({
                "list_id": h.list.id,
                "source": h.list.source,
                "entry_id": h.entry.id,
                "kind": h.entry.kind,
                "name": h.entry.name,
                "aliases": h.entry.aliases,
                "dates_of_birth": h.entry.dates_of_birth,
                "nationalities": h.entry.nationalities,
                "score": (h.score * 1000.0).round() / 1000.0,
            })
        })
        .collect();
    Ok(ok(
        StatusCode::OK,
        json!({
            "name": name,
            "date_of_birth": dob_text,
            "threshold": THRESHOLD,
            "lists": lists.versions.iter().map(lists::view).collect::<Vec<_>>(),
            "matches": matches,
        }),
    ))
}
