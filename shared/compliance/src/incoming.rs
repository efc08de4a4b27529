//! Lists picked up where they are dropped: in AWS an S3 object (the documents bucket's
//! `screening/incoming/`, where a publisher's file is copied by whoever fetches it), locally
//! the same path under the data dir's documents. The scheduled sweeper looks at most once an
//! hour (one look across sweepers: a versioned write of the time of the last), loads each
//! file that is there as its source's next version (the same content again is the version
//! it already is, and is not read again), and leaves a file that does not read to the
//! version in force, logged.
//!
//! | entity | pk              | sk     |
//! |--------|-----------------|--------|
//! | look   | SCREEN#INCOMING | LOOKED |

use crate::lists::{self, Loaded};
use chrono::{DateTime, Duration, Utc};
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_screening::lists::Source;
use sanduq_store::{Key, StoreError};
use serde::{Deserialize, Serialize};

/// Where each source's file is dropped.
pub const FILES: [(Source, &str); 3] = [
    (Source::Un, "screening/incoming/un.xml"),
    (
        Source::Opensanctions,
        "screening/incoming/opensanctions.json",
    ),
    (Source::Own, "screening/incoming/own.json"),
];

/// How often the files are looked at.
pub fn every() -> Duration {
    Duration::hours(1)
}

fn look_key() -> Key {
    Key::new("SCREEN#INCOMING", "LOOKED")
}

#[derive(Serialize, Deserialize)]
struct Look {
    #[serde(with = "sanduq_domain::time::rfc3339")]
    at: DateTime<Utc>,
}

/// What a look found: each file there, and the version it is (`new`: loaded now).
#[derive(Debug, Clone, Serialize)]
pub struct Picked {
    pub source: Source,
    pub list_id: String,
    pub version: u32,
    pub new: bool,
}

/// Looks at the dropped files when the last look is an hour old (`now`): the versions they
/// are. Nothing when another sweeper looked within the hour.
pub async fn pick_up(st: &AppState, now: DateTime<Utc>) -> ApiResult<Vec<Picked>> {
    let last = st.store.get_stored(&look_key()).await?;
    let read = last.as_ref().map(|i| i.version());
    if let Some(item) = &last {
        let l: Look = items::from_stored(item)?;
        if now - l.at < every() {
            return Ok(vec![]);
        }
    }
    match st
        .store
        .transact(vec![items::versioned_put(
            &Look { at: now },
            &look_key(),
            read,
            &[],
        )?])
        .await
    {
        Ok(()) => {}
        Err(StoreError::ConditionFailed { .. } | StoreError::Conflict) => return Ok(vec![]),
        Err(e) => return Err(e.into()),
    }
    let mut out = vec![];
    for (source, path) in FILES {
        let bytes = match st.documents.get(path).await {
            Ok(Some(b)) => b,
            Ok(None) => continue,
            Err(e) => {
                tracing::error!(error = %e, path, "a dropped watch list could not be read");
                continue;
            }
        };
        let Ok(content) = String::from_utf8(bytes) else {
            tracing::error!(
                path,
                "a dropped watch list is not UTF-8 text: the version in force stays"
            );
            continue;
        };
        match lists::load(st, source, &content, "schedule".into()).await {
            Ok(Loaded::New(v)) => out.push(Picked {
                source,
                list_id: v.id,
                version: v.version,
                new: true,
            }),
            Ok(Loaded::Same(v)) => out.push(Picked {
                source,
                list_id: v.id,
                version: v.version,
                new: false,
            }),
            Err(e) => {
                tracing::error!(path, error = %e.0.message, "a dropped watch list does not read: the version in force stays");
            }
        }
    }
    Ok(out)
}
