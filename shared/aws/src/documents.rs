//! The `Documents` port in AWS: one S3 PutObject per identity document, encrypted at rest
//! (SSE-S3), into the bucket KYC_BUCKET names, and one GetObject when an operator reviews
//! it (`crate::s3`). The image is never logged.

use crate::s3::{failed_read, refusal, refused, Bucket};
use sanduq_kernel::documents::{DocumentError, Documents};

/// Identity documents in the bucket KYC_BUCKET names (unset: every call fails, logged once
/// here, so a submission answers SERVICE_UNAVAILABLE rather than losing the image).
pub fn from_env(conf: &aws_config::SdkConfig) -> S3Documents {
    let bucket = std::env::var("KYC_BUCKET").unwrap_or_default();
    if bucket.is_empty() {
        tracing::error!("KYC_BUCKET is not set: identity documents cannot be kept or read");
    }
    S3Documents::new(conf, bucket)
}

pub struct S3Documents {
    bucket: Bucket,
}

impl S3Documents {
    pub fn new(conf: &aws_config::SdkConfig, bucket: String) -> S3Documents {
        S3Documents {
            bucket: Bucket::new(conf, bucket),
        }
    }

    /// Where `key` lives.
    pub fn url(&self, key: &str) -> String {
        self.bucket.url(key, "")
    }
}

fn kept(e: crate::s3::S3Error) -> DocumentError {
    DocumentError(e.0)
}

#[async_trait::async_trait]
impl Documents for S3Documents {
    async fn put(
        &self,
        key: &str,
        bytes: Vec<u8>,
        content_type: &str,
    ) -> Result<(), DocumentError> {
        let headers = [
            ("content-type", content_type),
            ("x-amz-server-side-encryption", "AES256"),
        ];
        let res = self
            .bucket
            .send("PutObject", reqwest::Method::PUT, key, "", &headers, bytes)
            .await
            .map_err(kept)?;
        if res.status().is_success() {
            return Ok(());
        }
        Err(kept(refused("PutObject", res).await))
    }

    async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, DocumentError> {
        let res = self
            .bucket
            .send("GetObject", reqwest::Method::GET, key, "", &[], vec![])
            .await
            .map_err(kept)?;
        if !res.status().is_success() {
            // no such key is nothing stored; no such bucket (or anything else) is an error.
            // (Without s3:ListBucket, S3 answers a missing key 403 AccessDenied: an error.)
            return match refusal(res).await {
                (_, code) if code == "NoSuchKey" => Ok(None),
                (status, code) => Err(DocumentError(format!(
                    "S3 GetObject answered {status} ({code})"
                ))),
            };
        }
        let bytes = res
            .bytes()
            .await
            .map_err(|e| kept(failed_read("GetObject", e)))?;
        Ok(Some(bytes.to_vec()))
    }
}
