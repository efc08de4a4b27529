//! The `Documents` port in AWS: one S3 PutObject per identity document, encrypted at rest
//! (SSE-S3), into the bucket KYC_BUCKET names, and one GetObject when an operator reviews
//! it. The requests are signed by `aws-sigv4` (AWS's own SigV4 signer, the one every SDK
//! client uses, with the function's credentials from aws-config) and sent by reqwest: the
//! whole S3 SDK crate would cost minutes of every clean build for these two calls. The image
//! is never logged; an S3 refusal is logged with its status and S3's error code only.

use aws_credential_types::provider::{ProvideCredentials, SharedCredentialsProvider};
use aws_sigv4::http_request::{
    sign, PayloadChecksumKind, PercentEncodingMode, SignableBody, SignableRequest, SigningSettings,
    UriPathNormalizationMode,
};
use aws_sigv4::sign::v4;
use aws_smithy_runtime_api::client::identity::Identity;
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
    http: reqwest::Client,
    credentials: Option<SharedCredentialsProvider>,
    region: String,
    bucket: String,
    /// An endpoint override (AWS_ENDPOINT_URL: moto in the tests): path-style addresses.
    endpoint: Option<String>,
}

impl S3Documents {
    pub fn new(conf: &aws_config::SdkConfig, bucket: String) -> S3Documents {
        S3Documents {
            http: reqwest::Client::new(),
            credentials: conf.credentials_provider(),
            region: conf
                .region()
                .map(|r| r.to_string())
                .unwrap_or_else(|| "us-east-1".into()),
            bucket,
            endpoint: conf
                .endpoint_url()
                .map(|e| e.trim_end_matches('/').to_string()),
        }
    }

    /// Where `key` lives: virtual-hosted style on AWS, path style on an endpoint override.
    pub fn url(&self, key: &str) -> String {
        match &self.endpoint {
            Some(e) => format!("{e}/{}/{key}", self.bucket),
            None => format!(
                "https://{}.s3.{}.amazonaws.com/{key}",
                self.bucket, self.region
            ),
        }
    }
}

fn failed(call: &str, what: &str, e: impl std::fmt::Display) -> DocumentError {
    DocumentError(format!("S3 {call}: {what}: {e}"))
}

impl S3Documents {
    /// `method` on `key`, signed with the function's credentials (`headers` signed too).
    async fn send(
        &self,
        call: &str,
        method: reqwest::Method,
        key: &str,
        headers: &[(&str, &str)],
        body: Vec<u8>,
    ) -> Result<reqwest::Response, DocumentError> {
        if self.bucket.is_empty() {
            return Err(DocumentError("KYC_BUCKET is not set".into()));
        }
        let provider = self
            .credentials
            .as_ref()
            .ok_or_else(|| DocumentError("no AWS credentials".into()))?;
        let identity: Identity = provider
            .provide_credentials()
            .await
            .map_err(|e| failed(call, "credentials", e))?
            .into();
        // S3 signs the payload's hash and the path as sent (no double encoding)
        let mut settings = SigningSettings::default();
        settings.payload_checksum_kind = PayloadChecksumKind::XAmzSha256;
        settings.percent_encoding_mode = PercentEncodingMode::Single;
        settings.uri_path_normalization_mode = UriPathNormalizationMode::Disabled;
        let params = v4::SigningParams::builder()
            .identity(&identity)
            .region(&self.region)
            .name("s3")
            .time(std::time::SystemTime::now())
            .settings(settings)
            .build()
            .map_err(|e| failed(call, "signing parameters", e))?
            .into();
        let url = self.url(key);
        let signable = SignableRequest::new(
            method.as_str(),
            &url,
            headers.iter().copied(),
            SignableBody::Bytes(&body),
        )
        .map_err(|e| failed(call, "request", e))?;
        let (signed, _) = sign(signable, &params)
            .map_err(|e| failed(call, "signing", e))?
            .into_parts();
        let mut req = self.http.request(method, &url);
        for (k, v) in headers.iter().copied().chain(signed.headers()) {
            req = req.header(k, v);
        }
        req.body(body)
            .send()
            .await
            .map_err(|e| failed(call, "sending", e))
    }
}

/// S3's refusal: its status and error code (never the body otherwise).
async fn refusal(res: reqwest::Response) -> (reqwest::StatusCode, String) {
    let status = res.status();
    let text = res.text().await.unwrap_or_default();
    let code = text
        .split("<Code>")
        .nth(1)
        .and_then(|t| t.split("</Code>").next())
        .unwrap_or("unknown");
    (status, code.to_string())
}

async fn refused(call: &str, res: reqwest::Response) -> DocumentError {
    let (status, code) = refusal(res).await;
    DocumentError(format!("S3 {call} answered {status} ({code})"))
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
            .send("PutObject", reqwest::Method::PUT, key, &headers, bytes)
            .await?;
        if res.status().is_success() {
            return Ok(());
        }
        Err(refused("PutObject", res).await)
    }

    async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, DocumentError> {
        let res = self
            .send("GetObject", reqwest::Method::GET, key, &[], vec![])
            .await?;
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
            .map_err(|e| failed("GetObject", "reading", e))?;
        Ok(Some(bytes.to_vec()))
    }
}
