//! A data dir written by an engine before becomes one of the next the first time it opens:
//! redb's (`sanduq.redb`) a log one (`log/`) or, for a server that compares engines, an LSM one
//! (`store/`); an LSM one a log one. Every step can be interrupted and run again: items are
//! copied into `<new>.migrating/`, which takes the new name only once every item is in and
//! durable; the old data is then renamed `<old>.migrated` (kept, never read again, for its
//! owner to delete). The LSM engine is in builds with the `lsm` feature only: without it, a
//! data dir of that engine is refused with the command that migrates it.

use super::engine::{Engine, EngineKind};
use super::log_engine::Log;
#[cfg(feature = "lsm")]
use super::lsm_engine::Lsm;
use super::plan::err;
use super::redb_engine::Redb;
use crate::model::StoreError;
use std::path::Path;

/// Items copied per batch.
const BATCH: usize = 1000;

/// What the old file is renamed to once migrated.
pub const MIGRATED_SUFFIX: &str = "migrated";

/// What a build without the LSM engine says of a store of it.
#[cfg(not(feature = "lsm"))]
pub(crate) fn lsm_not_built() -> StoreError {
    err(
        "this store was written by the LSM engine (fjall), which this build leaves out: run \
         `cargo run --release --features lsm -- serve --data-dir <the data dir>` once, which \
         migrates it to the log engine, then serve it with any build",
    )
}

/// A redb data dir (`sanduq.redb`) becomes one of engine `to` (the log engine's, or the LSM
/// engine's in a build that compares it).
pub(crate) fn from_redb_if_needed(
    data_dir: &Path,
    to: EngineKind,
) -> Result<Option<u64>, StoreError> {
    let old = EngineKind::Redb.path_in(data_dir);
    let each = |each: &mut dyn FnMut(&[u8]) -> Result<(), StoreError>| Redb::each_item(&old, each);
    match to {
        EngineKind::Log => step(data_dir, EngineKind::Redb, to, |partial| {
            let log = Log::open(partial, true)?;
            let copied = copy(
                &old,
                each,
                |items| log.load(items),
                || Engine::raw_len(&log),
            )?;
            log.compact()?;
            Ok(copied)
        }),
        #[cfg(feature = "lsm")]
        EngineKind::Lsm => step(data_dir, EngineKind::Redb, to, |partial| {
            let lsm = Lsm::open(partial, true, false)?;
            copy(
                &old,
                each,
                |items| lsm.load(items),
                || Engine::raw_len(&lsm),
            )
        }),
        _ => Ok(None),
    }
}

/// An LSM data dir (`store/`) becomes a log one (`log/`): items copied, then one snapshot.
pub(crate) fn from_lsm_if_needed(data_dir: &Path) -> Result<Option<u64>, StoreError> {
    let old = EngineKind::Lsm.path_in(data_dir);
    #[cfg(not(feature = "lsm"))]
    {
        let done = EngineKind::Log.path_in(data_dir).exists();
        if old.exists() && !done {
            return Err(lsm_not_built());
        }
        Ok(None)
    }
    #[cfg(feature = "lsm")]
    step(data_dir, EngineKind::Lsm, EngineKind::Log, |partial| {
        let log = Log::open(partial, true)?;
        let copied = copy(
            &old,
            |each| Lsm::each_item(&old, each),
            |items| log.load(items),
            || Engine::raw_len(&log),
        )?;
        log.compact()?;
        Ok(copied)
    })
}

/// One step, `from`'s data in `data_dir` to `to`'s: `fill` copies the items into the partial
/// store at the path it is given and says how many.
fn step(
    data_dir: &Path,
    from: EngineKind,
    to: EngineKind,
    fill: impl FnOnce(&Path) -> Result<u64, StoreError>,
) -> Result<Option<u64>, StoreError> {
    let old = from.path_in(data_dir);
    let new = to.path_in(data_dir);
    let name = |p: &Path| {
        p.file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned()
    };
    let partial = data_dir.join(format!("{}.migrating", name(&new)));
    let done = data_dir.join(format!("{}.{MIGRATED_SUFFIX}", name(&old)));
    if !old.exists() {
        return Ok(None);
    }
    if new.exists() {
        // stopped between the two renames: the new store is whole
        std::fs::rename(&old, &done).map_err(err)?;
        return Ok(None);
    }
    if partial.exists() {
        std::fs::remove_dir_all(&partial).map_err(err)?;
    }
    tracing::info!(from = %old.display(), to = %new.display(), engine = to.name(), "migrating the store");
    let copied = fill(&partial)?;
    std::fs::rename(&partial, &new).map_err(err)?;
    std::fs::rename(&old, &done).map_err(err)?;
    tracing::info!(items = copied, kept = %done.display(), "store migrated");
    Ok(Some(copied))
}

/// Copies every item `each_item` hands over into a store through `load`, in batches of
/// `BATCH`, then checks the store holds as many (`held`). Returns how many.
fn copy(
    old: &Path,
    each_item: impl FnOnce(&mut dyn FnMut(&[u8]) -> Result<(), StoreError>) -> Result<(), StoreError>,
    load: impl Fn(&[Vec<u8>]) -> Result<(), StoreError>,
    held: impl FnOnce() -> Result<u64, StoreError>,
) -> Result<u64, StoreError> {
    let mut pending: Vec<Vec<u8>> = Vec::with_capacity(BATCH);
    let mut copied = 0u64;
    each_item(&mut |bytes| {
        pending.push(bytes.to_vec());
        if pending.len() == BATCH {
            load(&pending)?;
            copied += pending.len() as u64;
            pending.clear();
        }
        Ok(())
    })?;
    load(&pending)?;
    copied += pending.len() as u64;
    let held = held()?;
    if held != copied {
        return Err(err(format!(
            "migration copied {copied} items but the new store holds {held}; {} is left as it was",
            old.display()
        )));
    }
    Ok(copied)
}
