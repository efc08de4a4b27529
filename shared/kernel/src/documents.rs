//! Identity documents (the images of KYC submissions) are kept outside the table, through
//! the `Documents` port: Amazon S3 in AWS (the wallet function's adapter, encrypted at
//! rest), a folder in the data dir on a local `sanduq serve`. Their bytes are never logged
//! and never in an answer; keys are content addressed, so storing the same image again
//! (a retried request) writes the same object.

use std::path::PathBuf;
use std::sync::Arc;

/// Why a document was not stored.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct DocumentError(pub String);

/// Where identity documents go.
#[async_trait::async_trait]
pub trait Documents: Send + Sync {
    /// Stores `bytes` (of media type `content_type`) under `key`.
    async fn put(&self, key: &str, bytes: Vec<u8>, content_type: &str)
        -> Result<(), DocumentError>;

    /// The bytes stored under `key` (None: nothing is).
    async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, DocumentError>;
}

pub type SharedDocuments = Arc<dyn Documents>;

/// No place configured: every put fails, so a submission answers SERVICE_UNAVAILABLE
/// rather than losing the document.
pub struct NoPlace;

#[async_trait::async_trait]
impl Documents for NoPlace {
    async fn put(&self, _: &str, _: Vec<u8>, _: &str) -> Result<(), DocumentError> {
        Err(DocumentError("no document store is configured".into()))
    }

    async fn get(&self, _: &str) -> Result<Option<Vec<u8>>, DocumentError> {
        Err(DocumentError("no document store is configured".into()))
    }
}

/// A folder: one file per key (its `/` are subfolders), readable by the owner only.
pub struct Folder {
    root: PathBuf,
}

impl Folder {
    pub fn new(root: PathBuf) -> Folder {
        Folder { root }
    }

    /// The file a key is kept in (keys are made by Sanduq: letters, digits, `_`, `.`, `/`).
    pub fn path(&self, key: &str) -> Option<PathBuf> {
        let safe = !key.is_empty()
            && key.split('/').all(|part| {
                !part.is_empty()
                    && part != "."
                    && part != ".."
                    && part
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b"_-.".contains(&b))
            });
        safe.then(|| self.root.join(key))
    }
}

#[async_trait::async_trait]
impl Documents for Folder {
    async fn put(&self, key: &str, bytes: Vec<u8>, _: &str) -> Result<(), DocumentError> {
        let path = self
            .path(key)
            .ok_or_else(|| DocumentError(format!("not a document key: {key}")))?;
        tokio::task::spawn_blocking(move || -> std::io::Result<()> {
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir)?;
            }
            // written whole to a temporary name of this write's own, then renamed: never a
            // half image, and two writes of one key at once (the same submission sent
            // twice) each rename their own whole file over the other's
            let tmp = path.with_extension(format!("part-{}", uuid::Uuid::new_v4().simple()));
            let mut open = std::fs::OpenOptions::new();
            open.create(true).write(true).truncate(true);
            #[cfg(unix)]
            std::os::unix::fs::OpenOptionsExt::mode(&mut open, 0o600);
            let mut f = open.open(&tmp)?;
            std::io::Write::write_all(&mut f, &bytes)?;
            f.sync_all()?;
            std::fs::rename(&tmp, &path)
        })
        .await
        .map_err(|e| DocumentError(e.to_string()))?
        .map_err(|e| DocumentError(format!("the document folder: {e}")))
    }

    async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, DocumentError> {
        let path = self
            .path(key)
            .ok_or_else(|| DocumentError(format!("not a document key: {key}")))?;
        let read = tokio::task::spawn_blocking(move || std::fs::read(path))
            .await
            .map_err(|e| DocumentError(e.to_string()))?;
        match read {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(DocumentError(format!("the document folder: {e}"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_folder_keeps_each_key_and_refuses_paths_out_of_it() {
        let root = std::env::temp_dir().join(format!("sanduq-docs-{}", std::process::id()));
        let f = Folder::new(root.clone());
        f.put("kyc/mer_1/usr_1/ab.png", b"png".to_vec(), "image/png")
            .await
            .unwrap();
        assert_eq!(
            std::fs::read(root.join("kyc/mer_1/usr_1/ab.png")).unwrap(),
            b"png"
        );
        assert_eq!(
            f.get("kyc/mer_1/usr_1/ab.png").await.unwrap(),
            Some(b"png".to_vec())
        );
        assert_eq!(f.get("kyc/mer_1/usr_1/none.png").await.unwrap(), None);
        for bad in ["../x", "/etc/passwd", "a//b", "a/./b", "", "a b"] {
            assert!(f.put(bad, vec![], "image/png").await.is_err(), "{bad}");
            assert!(f.get(bad).await.is_err(), "{bad}");
        }
        std::fs::remove_dir_all(root).unwrap();
    }

    /// Issue 72 (3): three identical KYC submissions at once answered 503 on all three:
    /// their writes shared one temporary name and each rename found it gone.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn writes_of_one_key_at_once_all_succeed_and_leave_one_whole_file() {
        let root = std::env::temp_dir().join(format!("sanduq-docs-race-{}", uuid::Uuid::new_v4()));
        let f = Arc::new(Folder::new(root.clone()));
        for _ in 0..20 {
            let puts: Vec<_> = (0..4)
                .map(|_| {
                    let f = f.clone();
                    tokio::spawn(async move {
                        f.put("kyc/m/u/same.png", vec![7; 200_000], "image/png")
                            .await
                    })
                })
                .collect();
            for p in puts {
                p.await.unwrap().unwrap();
            }
        }
        let dir = root.join("kyc/m/u");
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["same.png"], "no temporary file left");
        assert_eq!(
            std::fs::read(dir.join("same.png")).unwrap(),
            vec![7; 200_000]
        );
        std::fs::remove_dir_all(root).unwrap();
    }
}
