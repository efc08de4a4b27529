//! A data dir written by an engine before becomes one of the next the first time it opens:
//! redb's (`sanduq.redb`) an LSM one (`store/`), an LSM one a log one (`log/`). Every step
//! can be interrupted and run again: items are copied into `<new>.migrating/`, which takes the
//! new name only once every item is in and durable; the old data is then renamed
//! `<old>.migrated` (kept, never read again, for its owner to delete).

use super::engine::{Engine, EngineKind};
use super::log_engine::Log;
use super::lsm_engine::Lsm;
use super::plan::err;
use super::redb_engine::Redb;
use crate::model::StoreError;
use std::path::Path;

/// Items copied per batch.
const BATCH: usize = 1000;

/// What the old file is renamed to once migrated.
pub const MIGRATED_SUFFIX: &str = "migrated";

pub(crate) fn from_redb_if_needed(data_dir: &Path) -> Result<Option<u64>, StoreError> {
    let old = EngineKind::Redb.path_in(data_dir);
    let new = EngineKind::Lsm.path_in(data_dir);
    let partial = data_dir.join("store.migrating");
    let done = data_dir.join(format!("sanduq.redb.{MIGRATED_SUFFIX}"));
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
    tracing::info!(from = %old.display(), to = %new.display(), "migrating the store to the LSM engine");
    let copied = {
        let lsm = Lsm::open(&partial, true, false)?;
        let mut pending: Vec<Vec<u8>> = Vec::with_capacity(BATCH);
        let mut copied = 0u64;
        Redb::each_item(&old, &mut |bytes| {
            pending.push(bytes.to_vec());
            if pending.len() == BATCH {
                lsm.load(&pending)?;
                copied += pending.len() as u64;
                pending.clear();
            }
            Ok(())
        })?;
        lsm.load(&pending)?;
        copied += pending.len() as u64;
        let held = Engine::raw_len(&lsm)?;
        if held != copied {
            return Err(err(format!(
                "migration copied {copied} items but the new store holds {held}; {} is left as it was",
                old.display()
            )));
        }
        copied
    };
    std::fs::rename(&partial, &new).map_err(err)?;
    std::fs::rename(&old, &done).map_err(err)?;
    tracing::info!(items = copied, kept = %done.display(), "store migrated");
    Ok(Some(copied))
}

/// An LSM data dir (`store/`) becomes a log one (`log/`): items copied, then one snapshot.
pub(crate) fn from_lsm_if_needed(data_dir: &Path) -> Result<Option<u64>, StoreError> {
    let old = EngineKind::Lsm.path_in(data_dir);
    let new = EngineKind::Log.path_in(data_dir);
    let partial = data_dir.join("log.migrating");
    let done = data_dir.join(format!("store.{MIGRATED_SUFFIX}"));
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
    tracing::info!(from = %old.display(), to = %new.display(), "migrating the store to the log engine");
    let copied = {
        let log = Log::open(&partial, true)?;
        let mut pending: Vec<Vec<u8>> = Vec::with_capacity(BATCH);
        let mut copied = 0u64;
        Lsm::each_item(&old, &mut |bytes| {
            pending.push(bytes.to_vec());
            if pending.len() == BATCH {
                log.load(&pending)?;
                copied += pending.len() as u64;
                pending.clear();
            }
            Ok(())
        })?;
        log.load(&pending)?;
        copied += pending.len() as u64;
        let held = Engine::raw_len(&log)?;
        if held != copied {
            return Err(err(format!(
                "migration copied {copied} items but the new store holds {held}; {} is left as it was",
                old.display()
            )));
        }
        log.compact()?;
        copied
    };
    std::fs::rename(&partial, &new).map_err(err)?;
    std::fs::rename(&old, &done).map_err(err)?;
    tracing::info!(items = copied, kept = %done.display(), "store migrated");
    Ok(Some(copied))
}
