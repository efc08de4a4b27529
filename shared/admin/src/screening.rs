//! Watch lists and the check of one name, for the platform's compliance officers (issue 78):
//! a list is loaded as its publisher gives it (`screening:write`; `sanduq_screening::lists`
//! reads it, refusing it whole with where when it does not read), kept as versions per
//! source (the entries read into the Documents port under `screening/`, the version an item
//! beside them), and a name is checked against the latest version of every source in force
//! (`screening:read`). The same content loaded again is the version it already is.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use axum::Extension;
use sanduq_api::contract::{Answer, Field, Kind, Op};
use sanduq_api::extract::Fields;
use sanduq_domain::operators::Permission as P;
use sanduq_domain::{DomainError, ErrorCode as E};
use sanduq_kernel::error::{ok, ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_screening::lists::{self, ListEntry, Source};
use sanduq_screening::{Dob, Entry, Name, Screen, THRESHOLD};
use sanduq_store::{Cond, Key, Query, StoreError, Write};
use serde::{Deserialize, Serialize};
use serde_json::json;
use sha2::{Digest, Sha256};
use std::sync::{Arc, Mutex};

use crate::guard::Caller;

/// The largest list taken through the API (a Lambda's request is at most 6 MB; larger
/// lists, OpenSanctions' whole file, come from S3).
pub const MAX_CONTENT: usize = 5 * 1024 * 1024;
/// Matches a check answers at most.
pub const MAX_MATCHES: usize = 20;

/// A version of one source's list.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ListVersion {
    pub id: String,
    pub source: Source,
    pub version: u32,
    pub entries: usize,
    pub people: usize,
    pub organisations: usize,
    /// The SHA-256 of the content as loaded.
    pub sha256: String,
    pub loaded_by: String,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: chrono::DateTime<chrono::Utc>,
}

fn source_pk(source: Source) -> String {
    format!("SCREEN#LIST#{}", source.as_str())
}

fn version_key(source: Source, version: u32) -> Key {
    Key::new(source_pk(source), format!("V#{version:08}"))
}

fn document_key(id: &str) -> String {
    format!("screening/{id}.json")
}

fn view(v: &ListVersion) -> serde_json::Value {
    json!({
        "id": v.id,
        "object": "screening_list",
        "source": v.source,
        "version": v.version,
        "entries": v.entries,
        "people": v.people,
        "organisations": v.organisations,
        "sha256": v.sha256,
        "loaded_by": v.loaded_by,
        "created_at": v.created_at,
    })
}

/// The latest version of `source`'s list, if one was loaded.
async fn latest(st: &AppState, source: Source) -> ApiResult<Option<ListVersion>> {
    let q = Query::partition(source_pk(source)).backward().limit(1);
    match st.store.query(&q).await?.into_iter().next() {
        Some(item) => Ok(Some(items::from_item(item)?)),
        None => Ok(None),
    }
}

fn unavailable(e: impl std::fmt::Display) -> ApiError {
    tracing::error!(error = %e, "the screening lists' files are out of reach");
    ApiError::new(
        E::ServiceUnavailable,
        "the lists' files are out of reach; try again",
    )
}

pub const UPLOAD: Op = Op {
    id: "adminScreeningListLoad",
    summary: "Load a new version of a watch list",
    about: "`un`: the UN Security Council's consolidated list as published (XML); `opensanctions`: FollowTheMoney entities, one JSON object a line (Person, and Organization, Company, LegalEntity, PublicBody); `own`: the platform's own list (and Iraq's national list), a JSON array of `{name, aliases?, date_of_birth?, nationality?, id?}`. A list that does not read is refused whole, the message naming where (`content line 12`, `content[3].date_of_birth`). The new version is in force for every check from now on; the same content again answers the version it already is (200).",
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
    let entries = lists::read(source, &content)
        .map_err(|e| ApiError::from(DomainError::field(&e.field, &e.message)))?;
    let sha256 = hex::encode(Sha256::digest(content.as_bytes()));
    let mut before = latest(&st, source).await?;
    if let Some(v) = before.as_ref().filter(|v| v.sha256 == sha256) {
        return Ok(ok(StatusCode::OK, view(v)));
    }
    // the entries' file first, once (a version never names a file that is not there)
    let id = sanduq_domain::ids::new_id("scl");
    let bytes = serde_json::to_vec(&entries).map_err(items::internal)?;
    st.documents
        .put(&document_key(&id), bytes, "application/json")
        .await
        .map_err(unavailable)?;
    let count = |k: lists::Kind| entries.iter().filter(|e| e.kind == k).count();
    for _ in 0..10 {
        let v = ListVersion {
            id: id.clone(),
            source,
            version: before.as_ref().map_or(1, |v| v.version + 1),
            entries: entries.len(),
            people: count(lists::Kind::Person),
            organisations: count(lists::Kind::Organisation),
            sha256: sha256.clone(),
            loaded_by: who.person_id(),
            created_at: chrono::Utc::now(),
        };
        let item = items::to_item(&v, &version_key(source, v.version), &[])?;
        let put = Write::Put {
            item,
            cond: Some(Cond::NotExists),
        };
        match st.store.transact(vec![put]).await {
            Ok(()) => return Ok(ok(StatusCode::CREATED, view(&v))),
            // another load took this version number meanwhile: number it again (or answer
            // that load's version, when it was the same content)
            Err(StoreError::ConditionFailed { .. }) => {
                before = latest(&st, source).await?;
                if let Some(v) = before.as_ref().filter(|v| v.sha256 == sha256) {
                    return Ok(ok(StatusCode::OK, view(v)));
                }
            }
            Err(e) => return Err(e.into()),
        }
    }
    Err(ApiError::new(
        E::ServiceUnavailable,
        "lists are being loaded at the same time; try again",
    ))
}

pub const LIST: Op = Op {
    id: "adminScreeningLists",
    summary: "The watch lists' versions, newest first, and those in force",
    about: "Every version of every source, newest first; `in_force` holds the latest of each source, the versions every check and screening uses.",
    answer: Answer::ok("ScreeningLists"),
    permission: Some(P::ScreeningRead),
    ..Op::DEFAULT
};

pub async fn list(State(st): State<AppState>) -> ApiResult<Response> {
    let mut all: Vec<ListVersion> = vec![];
    let mut in_force = vec![];
    for source in [Source::Un, Source::Opensanctions, Source::Own] {
        let q = Query::partition(source_pk(source)).backward();
        let versions: Vec<ListVersion> = st
            .store
            .query(&q)
            .await?
            .into_iter()
            .map(items::from_item)
            .collect::<Result<_, _>>()?;
        if let Some(v) = versions.first() {
            in_force.push(v.id.clone());
        }
        all.extend(versions);
    }
    all.sort_by(|a, b| b.created_at.cmp(&a.created_at).then(b.id.cmp(&a.id)));
    Ok(ok(
        StatusCode::OK,
        json!({ "data": all.iter().map(view).collect::<Vec<_>>(), "in_force": in_force }),
    ))
}

/// The lists in force, read and indexed: their versions, entries and the index over all of
/// them (entry `n` of the index is `owners[n]`: a list's position and the entry's).
struct InForce {
    versions: Vec<ListVersion>,
    entries: Vec<Vec<ListEntry>>,
    owners: Vec<(usize, usize)>,
    screen: Screen,
}

/// The last lists read, kept while they are the ones in force (by their versions' ids).
static KEPT: Mutex<Option<(Vec<String>, Arc<InForce>)>> = Mutex::new(None);

async fn in_force(st: &AppState) -> ApiResult<Arc<InForce>> {
    let mut versions = vec![];
    for source in [Source::Un, Source::Opensanctions, Source::Own] {
        versions.extend(latest(st, source).await?);
    }
    let ids: Vec<String> = versions.iter().map(|v| v.id.clone()).collect();
    if let Some((kept, lists)) = KEPT.lock().expect("the kept lists").as_ref() {
        if *kept == ids {
            return Ok(lists.clone());
        }
    }
    let mut entries = vec![];
    for v in &versions {
        let bytes = st
            .documents
            .get(&document_key(&v.id))
            .await
            .map_err(unavailable)?
            .ok_or_else(|| unavailable(format!("{} has no file", v.id)))?;
        let e: Vec<ListEntry> = serde_json::from_slice(&bytes).map_err(items::internal)?;
        entries.push(e);
    }
    let mut owners = vec![];
    let mut indexed = vec![];
    for (l, list) in entries.iter().enumerate() {
        for (n, e) in list.iter().enumerate() {
            owners.push((l, n));
            indexed.push(Entry::from(e));
        }
    }
    let lists = Arc::new(InForce {
        versions,
        entries,
        owners,
        screen: Screen::new(indexed),
    });
    *KEPT.lock().expect("the kept lists") = Some((ids, lists.clone()));
    Ok(lists)
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
    let lists = in_force(&st).await?;
    let matches: Vec<serde_json::Value> = lists
        .screen
        .matches(&parsed, dob.as_ref())
        .into_iter()
        .take(MAX_MATCHES)
        .map(|(n, score)| {
            let (l, e) = lists.owners[n];
            let (v, entry) = (&lists.versions[l], &lists.entries[l][e]);
            json!({
                "list_id": v.id,
                "source": v.source,
                "entry_id": entry.id,
                "kind": entry.kind,
                "name": entry.name,
                "aliases": entry.aliases,
                "dates_of_birth": entry.dates_of_birth,
                "nationalities": entry.nationalities,
                "score": (score * 1000.0).round() / 1000.0,
            })
        })
        .collect();
    Ok(ok(
        StatusCode::OK,
        json!({
            "name": name,
            "date_of_birth": dob_text,
            "threshold": THRESHOLD,
            "lists": lists.versions.iter().map(view).collect::<Vec<_>>(),
            "matches": matches,
        }),
    ))
}
