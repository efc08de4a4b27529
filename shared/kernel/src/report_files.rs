//! Report files (CSV) are kept outside the table, through the `ReportFiles` port: a folder
//! under the data dir on a local `sanduq serve` (the server answers its downloads), an S3
//! bucket in AWS (encrypted, expired by a lifecycle rule after 7 days, downloaded by a
//! presigned link). A report is written to a scratch file first, row by row (memory stays
//! flat whatever its size), then kept whole under its key: never half a file.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct FileError(pub String);

#[async_trait::async_trait]
pub trait ReportFiles: Send + Sync {
    /// A new scratch file's path to write a report to before it is kept.
    fn scratch(&self) -> Result<PathBuf, FileError>;

    /// Keeps the file written at `path` under `key` (moved or uploaded; the scratch file is
    /// gone after).
    async fn keep(&self, key: &str, path: &Path) -> Result<(), FileError>;

    /// A link anyone holding it may download `key` from for `ttl` (S3's presigned link);
    /// None where the server itself serves the file (`local`).
    async fn link(&self, key: &str, ttl: Duration) -> Result<Option<String>, FileError>;

    /// The kept file of `key` on this machine, if the files are here.
    fn local(&self, key: &str) -> Option<PathBuf>;

    /// Whether reports are written by this process as soon as they are asked for (a local
    /// server); elsewhere a worker function takes them.
    fn runs_here(&self) -> bool {
        false
    }
}

pub type SharedReportFiles = Arc<dyn ReportFiles>;

/// No place configured: a report cannot be written (it fails, saying so).
pub struct NoPlace;

#[async_trait::async_trait]
impl ReportFiles for NoPlace {
    fn scratch(&self) -> Result<PathBuf, FileError> {
        Err(FileError("no report store is configured".into()))
    }

    async fn keep(&self, _: &str, _: &Path) -> Result<(), FileError> {
        Err(FileError("no report store is configured".into()))
    }

    async fn link(&self, _: &str, _: Duration) -> Result<Option<String>, FileError> {
        Err(FileError("no report store is configured".into()))
    }

    fn local(&self, _: &str) -> Option<PathBuf> {
        None
    }
}

/// A folder (the data dir's `reports`): one file per key, readable by the owner only.
pub struct Folder {
    root: PathBuf,
}

impl Folder {
    pub fn new(root: PathBuf) -> Folder {
        Folder { root }
    }

    fn path(&self, key: &str) -> Option<PathBuf> {
        crate::documents::Folder::new(self.root.clone()).path(key)
    }
}

fn io(what: &str, e: std::io::Error) -> FileError {
    FileError(format!("report file: {what}: {e}"))
}

#[async_trait::async_trait]
impl ReportFiles for Folder {
    fn scratch(&self) -> Result<PathBuf, FileError> {
        let dir = self.root.join(".scratch");
        std::fs::create_dir_all(&dir).map_err(|e| io("scratch folder", e))?;
        Ok(dir.join(format!("{}.csv", uuid::Uuid::new_v4().simple())))
    }

    async fn keep(&self, key: &str, path: &Path) -> Result<(), FileError> {
        let to = self
            .path(key)
            .ok_or_else(|| FileError(format!("not a report key: {key}")))?;
        let from = path.to_path_buf();
        tokio::task::spawn_blocking(move || -> Result<(), FileError> {
            if let Some(dir) = to.parent() {
                std::fs::create_dir_all(dir).map_err(|e| io("folder", e))?;
            }
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                std::fs::set_permissions(&from, std::fs::Permissions::from_mode(0o600))
                    .map_err(|e| io("permissions", e))?;
            }
            // the whole file takes the key's name at once
            std::fs::rename(&from, &to).map_err(|e| io("keep", e))
        })
        .await
        .map_err(|e| FileError(format!("report file: {e}")))?
    }

    async fn link(&self, _: &str, _: Duration) -> Result<Option<String>, FileError> {
        Ok(None)
    }

    fn local(&self, key: &str) -> Option<PathBuf> {
        self.path(key).filter(|p| p.is_file())
    }

    fn runs_here(&self) -> bool {
        true
    }
}
