//! Watch lists in the store: each load of a source's list is a version (the entries read
//! into the Documents port under `screening/`, the version an item beside them, numbered per
//! source by a conditional put), and one item names the versions in force, written in the
//! same transaction as each new version. Screening reads that one item and, while it names
//! the same versions, the lists already read and indexed in this process.
//!
//! | entity    | pk                     | sk          |
//! |-----------|------------------------|-------------|
//! | version   | SCREEN#LIST#<source>   | V#<8 digits>|
//! | in force  | SCREEN#IN_FORCE        | LISTS       |

use sanduq_domain::{DomainError, ErrorCode as E};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_screening::lists::{self, ListEntry, Source};
use sanduq_screening::{Dob, Entry, Name, Screen};
use sanduq_store::{Cond, Key, Query, StoreError, Write};
use serde::{Deserialize, Serialize};
use serde_json::json;
use sha2::{Digest, Sha256};
use std::sync::{Arc, Mutex};

/// The sources, in the order every answer lists them.
pub const SOURCES: [Source; 3] = [Source::Un, Source::Opensanctions, Source::Own];

/// A version of one source's list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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

/// The versions in force: the latest of each source loaded.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
struct InForceItem {
    lists: Vec<ListVersion>,
}

fn source_pk(source: Source) -> String {
    format!("SCREEN#LIST#{}", source.as_str())
}

fn version_key(source: Source, version: u32) -> Key {
    Key::new(source_pk(source), format!("V#{version:08}"))
}

fn in_force_key() -> Key {
    Key::new("SCREEN#IN_FORCE", "LISTS")
}

fn document_key(id: &str) -> String {
    format!("screening/{id}.json")
}

pub fn view(v: &ListVersion) -> serde_json::Value {
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

fn unavailable(e: impl std::fmt::Display) -> ApiError {
    tracing::error!(error = %e, "the screening lists' files are out of reach");
    ApiError::new(
        E::ServiceUnavailable,
        "the lists' files are out of reach; try again",
    )
}

/// The versions in force and the item's version (None: no list was ever loaded).
async fn in_force_item(st: &AppState) -> ApiResult<(InForceItem, Option<u64>)> {
    match st.store.get_stored(&in_force_key()).await? {
        Some(item) => Ok((items::from_stored(&item)?, Some(item.version()))),
        None => Ok((InForceItem::default(), None)),
    }
}

/// Every version of every source, newest first, and the ids of those in force.
pub async fn versions(st: &AppState) -> ApiResult<(Vec<ListVersion>, Vec<String>)> {
    let mut all: Vec<ListVersion> = vec![];
    for source in SOURCES {
        let q = Query::partition(source_pk(source)).backward();
        for item in st.store.query(&q).await? {
            all.push(items::from_item(item)?);
        }
    }
    all.sort_by(|a, b| b.created_at.cmp(&a.created_at).then(b.id.cmp(&a.id)));
    let (now, _) = in_force_item(st).await?;
    Ok((all, now.lists.into_iter().map(|v| v.id).collect()))
}

/// A load's outcome: a new version, or the version the same content already is.
pub enum Loaded {
    New(ListVersion),
    Same(ListVersion),
}

/// Loads `content` as `source`'s next version, by `who`. A list that does not read is a
/// VALIDATION_ERROR naming where, and nothing is kept.
pub async fn load(st: &AppState, source: Source, content: &str, who: String) -> ApiResult<Loaded> {
    // the version in force already, when it is the same content (not read again)
    let sha256 = hex::encode(Sha256::digest(content.as_bytes()));
    let (mut now, mut read) = in_force_item(st).await?;
    let current = |n: &InForceItem| n.lists.iter().find(|v| v.source == source).cloned();
    if let Some(v) = current(&now).filter(|v| v.sha256 == sha256) {
        return Ok(Loaded::Same(v));
    }
    let entries = lists::read(source, content)
        .map_err(|e| ApiError::from(DomainError::field(&e.field, &e.message)))?;
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
            version: current(&now).map_or(1, |v| v.version + 1),
            entries: entries.len(),
            people: count(lists::Kind::Person),
            organisations: count(lists::Kind::Organisation),
            sha256: sha256.clone(),
            loaded_by: who.clone(),
            created_at: chrono::Utc::now(),
        };
        let mut next = now.clone();
        next.lists.retain(|l| l.source != source);
        next.lists.push(v.clone());
        next.lists
            .sort_by_key(|l| SOURCES.iter().position(|s| *s == l.source));
        let writes = vec![
            Write::Put {
                item: items::to_item(&v, &version_key(source, v.version), &[])?,
                cond: Some(Cond::NotExists),
            },
            items::versioned_put(&next, &in_force_key(), read, &[])?,
            // everyone is screened again against the lists with this one in force
            crate::rescreen::start(&v.id, v.created_at)?,
        ];
        match st.store.transact(writes).await {
            Ok(()) => return Ok(Loaded::New(v)),
            // another load came first: number it again (or answer that load's version,
            // when it was the same content)
            Err(StoreError::ConditionFailed { .. } | StoreError::Conflict) => {
                (now, read) = in_force_item(st).await?;
                if let Some(v) = current(&now).filter(|v| v.sha256 == sha256) {
                    return Ok(Loaded::Same(v));
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

/// One list entry a name matched.
#[derive(Debug, Clone)]
pub struct Hit {
    pub list: ListVersion,
    pub entry: ListEntry,
    pub score: f64,
}

/// The lists in force, read and indexed: their versions, entries and the index over all of
/// them (entry `n` of the index is `owners[n]`: a list's position and the entry's).
pub struct InForce {
    pub versions: Vec<ListVersion>,
    entries: Vec<Vec<ListEntry>>,
    owners: Vec<(usize, usize)>,
    screen: Screen,
}

impl InForce {
    /// The entries `name` (born `dob`) matches, best first.
    pub fn matches(&self, name: &Name, dob: Option<&Dob>) -> Vec<Hit> {
        self.screen
            .matches(name, dob)
            .into_iter()
            .map(|(n, score)| {
                let (l, e) = self.owners[n];
                Hit {
                    list: self.versions[l].clone(),
                    entry: self.entries[l][e].clone(),
                    score,
                }
            })
            .collect()
    }
}

/// The last lists read, kept while they are the ones in force (by their versions' ids).
type Kept = Option<(Vec<String>, Arc<InForce>)>;
static KEPT: Mutex<Kept> = Mutex::new(None);

/// The lists in force, read and indexed (None: none was ever loaded). One read of the
/// store; the lists' files only when the versions in force changed since this process last
/// read them.
pub async fn in_force(st: &AppState) -> ApiResult<Option<Arc<InForce>>> {
    let (now, _) = in_force_item(st).await?;
    if now.lists.is_empty() {
        return Ok(None);
    }
    let ids: Vec<String> = now.lists.iter().map(|v| v.id.clone()).collect();
    if let Some((kept, lists)) = KEPT.lock().unwrap_or_else(|p| p.into_inner()).as_ref() {
        if *kept == ids {
            return Ok(Some(lists.clone()));
        }
    }
    let mut entries = vec![];
    for v in &now.lists {
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
        versions: now.lists,
        entries,
        owners,
        screen: Screen::new(indexed),
    });
    *KEPT.lock().unwrap_or_else(|p| p.into_inner()) = Some((ids, lists.clone()));
    Ok(Some(lists))
}
