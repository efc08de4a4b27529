//! The `ReportFiles` port in AWS: a report is written to the function's scratch disk, then
//! kept in the bucket REPORTS_BUCKET names (encrypted, expired after 7 days by the bucket's
//! lifecycle rule) — in one PutObject up to `PART` bytes, else a multipart upload a part at a
//! time, so memory holds one part whatever the report's size — and downloaded by a
//! presigned link.

use crate::s3::{refused, tag, Bucket, S3Error};
use sanduq_kernel::report_files::{FileError, ReportFiles};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A part of a multipart upload (S3 takes 5 MB at least, but the last).
pub const PART: usize = 16 * 1024 * 1024;

/// Report files in the bucket REPORTS_BUCKET names (unset: every call fails, logged once
/// here, so a report fails saying so and a read answers SERVICE_UNAVAILABLE).
pub fn from_env(conf: &aws_config::SdkConfig) -> S3Reports {
    let bucket = std::env::var("REPORTS_BUCKET").unwrap_or_default();
    if bucket.is_empty() {
        tracing::error!("REPORTS_BUCKET is not set: reports cannot be kept or read");
    }
    S3Reports {
        bucket: Bucket::new(conf, bucket),
    }
}

pub struct S3Reports {
    bucket: Bucket,
}

fn kept(e: S3Error) -> FileError {
    FileError(e.0)
}

const CSV: (&str, &str) = ("content-type", "text/csv; charset=utf-8");
const SSE: (&str, &str) = ("x-amz-server-side-encryption", "AES256");

/// Reads up to `PART` bytes of `file` (fewer only at its end).
fn part(file: &mut std::fs::File) -> Result<Vec<u8>, FileError> {
    let mut buf = Vec::with_capacity(PART);
    file.take(PART as u64)
        .read_to_end(&mut buf)
        .map_err(|e| FileError(format!("report file: {e}")))?;
    Ok(buf)
}

impl S3Reports {
    async fn put(&self, key: &str, body: Vec<u8>) -> Result<(), FileError> {
        let res = self
            .bucket
            .send(
                "PutObject",
                reqwest::Method::PUT,
                key,
                "",
                &[CSV, SSE],
                body,
            )
            .await
            .map_err(kept)?;
        if res.status().is_success() {
            return Ok(());
        }
        Err(kept(refused("PutObject", res).await))
    }

    /// A multipart upload of `file`, whose first part is `first`.
    async fn upload(
        &self,
        key: &str,
        first: Vec<u8>,
        file: &mut std::fs::File,
    ) -> Result<(), FileError> {
        let post = reqwest::Method::POST;
        let res = self
            .bucket
            .send(
                "CreateMultipartUpload",
                post.clone(),
                key,
                "uploads",
                &[CSV, SSE],
                vec![],
            )
            .await
            .map_err(kept)?;
        if !res.status().is_success() {
            return Err(kept(refused("CreateMultipartUpload", res).await));
        }
        let text = res.text().await.unwrap_or_default();
        let id = tag(&text, "UploadId")
            .ok_or_else(|| FileError("S3 CreateMultipartUpload: no UploadId".into()))?
            .to_string();
        let upload = url::form_urlencoded::byte_serialize(id.as_bytes()).collect::<String>();
        let parts = self.parts(key, &upload, first, file).await;
        let done = match parts {
            Ok(tags) => {
                let mut xml = String::from("<CompleteMultipartUpload>");
                for (n, etag) in tags.iter().enumerate() {
                    xml.push_str(&format!(
                        "<Part><PartNumber>{}</PartNumber><ETag>{etag}</ETag></Part>",
                        n + 1
                    ));
                }
                xml.push_str("</CompleteMultipartUpload>");
                let q = format!("uploadId={upload}");
                match self
                    .bucket
                    .send(
                        "CompleteMultipartUpload",
                        post,
                        key,
                        &q,
                        &[],
                        xml.into_bytes(),
                    )
                    .await
                {
                    // S3 may answer 200 with an error in the body
                    Ok(res) if res.status().is_success() => {
                        let text = res.text().await.unwrap_or_default();
                        match tag(&text, "Code") {
                            None => Ok(()),
                            Some(code) => {
                                Err(FileError(format!("S3 CompleteMultipartUpload: {code}")))
                            }
                        }
                    }
                    Ok(res) => Err(kept(refused("CompleteMultipartUpload", res).await)),
                    Err(e) => Err(kept(e)),
                }
            }
            Err(e) => Err(e),
        };
        if done.is_err() {
            // no parts left behind (the bucket's lifecycle rule is the net under this)
            let q = format!("uploadId={upload}");
            let _ = self
                .bucket
                .send(
                    "AbortMultipartUpload",
                    reqwest::Method::DELETE,
                    key,
                    &q,
                    &[],
                    vec![],
                )
                .await;
        }
        done
    }

    /// Uploads `first` and the rest of `file` a part at a time: their ETags in order.
    async fn parts(
        &self,
        key: &str,
        upload: &str,
        first: Vec<u8>,
        file: &mut std::fs::File,
    ) -> Result<Vec<String>, FileError> {
        let mut tags = vec![];
        let mut body = first;
        while !body.is_empty() {
            let q = format!("partNumber={}&uploadId={upload}", tags.len() + 1);
            let res = self
                .bucket
                .send("UploadPart", reqwest::Method::PUT, key, &q, &[], body)
                .await
                .map_err(kept)?;
            if !res.status().is_success() {
                return Err(kept(refused("UploadPart", res).await));
            }
            let etag = res
                .headers()
                .get("etag")
                .and_then(|v| v.to_str().ok())
                .ok_or_else(|| FileError("S3 UploadPart: no ETag".into()))?
                .to_string();
            tags.push(etag);
            body = part(file)?;
        }
        Ok(tags)
    }
}

#[async_trait::async_trait]
impl ReportFiles for S3Reports {
    fn scratch(&self) -> Result<PathBuf, FileError> {
        let dir = std::env::temp_dir().join("sanduq-reports");
        std::fs::create_dir_all(&dir).map_err(|e| FileError(format!("scratch: {e}")))?;
        Ok(dir.join(format!("{}.csv", uuid::Uuid::new_v4().simple())))
    }

    async fn keep(&self, key: &str, path: &Path) -> Result<(), FileError> {
        let mut file =
            std::fs::File::open(path).map_err(|e| FileError(format!("report file: {e}")))?;
        let first = part(&mut file)?;
        let kept = if first.len() < PART {
            self.put(key, first).await
        } else {
            self.upload(key, first, &mut file).await
        };
        let _ = std::fs::remove_file(path);
        kept
    }

    async fn link(&self, key: &str, ttl: Duration) -> Result<Option<String>, FileError> {
        self.bucket
            .presigned_get(key, ttl)
            .await
            .map(Some)
            .map_err(kept)
    }

    fn local(&self, _: &str) -> Option<PathBuf> {
        None
    }
}
