//! One S3 bucket, addressed by reqwest with requests signed by `aws-sigv4` (AWS's own SigV4
//! signer, the one every SDK client uses, with the function's credentials from aws-config):
//! the whole S3 SDK crate would cost minutes of every clean build for the few calls Sanduq
//! makes (put, get, a multipart upload, a presigned link). Bodies are never logged; an S3
//! refusal is told by its status and S3's error code only.

use aws_credential_types::provider::{ProvideCredentials, SharedCredentialsProvider};
use aws_sigv4::http_request::{
    sign, PayloadChecksumKind, PercentEncodingMode, SignableBody, SignableRequest,
    SignatureLocation, SigningSettings, UriPathNormalizationMode,
};
use aws_sigv4::sign::v4;
use aws_smithy_runtime_api::client::identity::Identity;
use std::time::Duration;

/// Why an S3 call did not do what was asked.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct S3Error(pub String);

fn failed(call: &str, what: &str, e: impl std::fmt::Display) -> S3Error {
    S3Error(format!("S3 {call}: {what}: {e}"))
}

/// An answer's body that could not be read.
pub fn failed_read(call: &str, e: impl std::fmt::Display) -> S3Error {
    failed(call, "reading", e)
}

pub struct Bucket {
    http: reqwest::Client,
    credentials: Option<SharedCredentialsProvider>,
    region: String,
    /// The bucket's name (empty: not configured, every call fails).
    pub name: String,
    /// An endpoint override (AWS_ENDPOINT_URL: moto in the tests): path-style addresses.
    endpoint: Option<String>,
}

impl Bucket {
    pub fn new(conf: &aws_config::SdkConfig, name: String) -> Bucket {
        Bucket {
            http: reqwest::Client::new(),
            credentials: conf.credentials_provider(),
            region: conf
                .region()
                .map(|r| r.to_string())
                .unwrap_or_else(|| "us-east-1".into()),
            name,
            endpoint: conf
                .endpoint_url()
                .map(|e| e.trim_end_matches('/').to_string()),
        }
    }

    /// Where `key` lives (with `query`, already encoded): virtual-hosted style on AWS, path
    /// style on an endpoint override.
    pub fn url(&self, key: &str, query: &str) -> String {
        let q = if query.is_empty() {
            String::new()
        } else {
            format!("?{query}")
        };
        match &self.endpoint {
            Some(e) => format!("{e}/{}/{key}{q}", self.name),
            None => format!(
                "https://{}.s3.{}.amazonaws.com/{key}{q}",
                self.name, self.region
            ),
        }
    }

    async fn identity(&self, call: &str) -> Result<Identity, S3Error> {
        if self.name.is_empty() {
            return Err(S3Error(format!("S3 {call}: no bucket is configured")));
        }
        let provider = self
            .credentials
            .as_ref()
            .ok_or_else(|| S3Error("no AWS credentials".into()))?;
        Ok(provider
            .provide_credentials()
            .await
            .map_err(|e| failed(call, "credentials", e))?
            .into())
    }

    fn settings(location: SignatureLocation, expires: Option<Duration>) -> SigningSettings {
        // S3 signs the payload's hash and the path as sent (no double encoding)
        let mut settings = SigningSettings::default();
        settings.payload_checksum_kind = PayloadChecksumKind::XAmzSha256;
        settings.percent_encoding_mode = PercentEncodingMode::Single;
        settings.uri_path_normalization_mode = UriPathNormalizationMode::Disabled;
        settings.signature_location = location;
        settings.expires_in = expires;
        settings
    }

    /// `method` on `key` (and `query`), signed with the function's credentials (`headers`
    /// signed too).
    pub async fn send(
        &self,
        call: &str,
        method: reqwest::Method,
        key: &str,
        query: &str,
        headers: &[(&str, &str)],
        body: Vec<u8>,
    ) -> Result<reqwest::Response, S3Error> {
        let identity = self.identity(call).await?;
        let params = v4::SigningParams::builder()
            .identity(&identity)
            .region(&self.region)
            .name("s3")
            .time(std::time::SystemTime::now())
            .settings(Self::settings(SignatureLocation::Headers, None))
            .build()
            .map_err(|e| failed(call, "signing parameters", e))?
            .into();
        let url = self.url(key, query);
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

    /// A GET of `key` anyone holding the link may make for `ttl` (SigV4 in the query).
    pub async fn presigned_get(&self, key: &str, ttl: Duration) -> Result<String, S3Error> {
        let call = "presign";
        let identity = self.identity(call).await?;
        let params = v4::SigningParams::builder()
            .identity(&identity)
            .region(&self.region)
            .name("s3")
            .time(std::time::SystemTime::now())
            .settings(Self::settings(SignatureLocation::QueryParams, Some(ttl)))
            .build()
            .map_err(|e| failed(call, "signing parameters", e))?
            .into();
        let url = self.url(key, "");
        let signable = SignableRequest::new(
            "GET",
            &url,
            std::iter::empty(),
            SignableBody::UnsignedPayload,
        )
        .map_err(|e| failed(call, "request", e))?;
        let (signed, _) = sign(signable, &params)
            .map_err(|e| failed(call, "signing", e))?
            .into_parts();
        let mut out = url::Url::parse(&url).map_err(|e| failed(call, "url", e))?;
        for (k, v) in signed.params() {
            out.query_pairs_mut().append_pair(k, v);
        }
        Ok(out.to_string())
    }
}

/// S3's refusal: its status and error code (never the body otherwise).
pub async fn refusal(res: reqwest::Response) -> (reqwest::StatusCode, String) {
    let status = res.status();
    let text = res.text().await.unwrap_or_default();
    (status, tag(&text, "Code").unwrap_or("unknown").to_string())
}

/// The text of the first `<name>` element of an S3 XML answer.
pub fn tag<'a>(xml: &'a str, name: &str) -> Option<&'a str> {
    let open = format!("<{name}>");
    let close = format!("</{name}>");
    xml.split(open.as_str())
        .nth(1)?
        .split(close.as_str())
        .next()
}

pub async fn refused(call: &str, res: reqwest::Response) -> S3Error {
    let (status, code) = refusal(res).await;
    S3Error(format!("S3 {call} answered {status} ({code})"))
}
