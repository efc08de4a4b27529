//! One signed POST: Standard Webhooks headers, a 15 s timeout, no redirects, no proxy, the
//! connection pinned to the addresses checked as public, the first 1 KB of the answer kept.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

pub const TIMEOUT: Duration = Duration::from_secs(15);
pub const USER_AGENT: &str = "Sanduq-Webhooks/1";

/// What one POST came to.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    pub status: Option<u16>,
    /// Retry-After, when the answer had one.
    pub retry_after: Option<String>,
    pub latency_ms: u64,
    pub error: Option<String>,
    pub response: Option<String>,
}

impl Answer {
    pub fn delivered(&self) -> bool {
        self.status.is_some_and(|s| (200..300).contains(&s))
    }

    /// No request went out (the address was refused before connecting).
    pub fn refused(error: impl Into<String>) -> Answer {
        Answer {
            status: None,
            retry_after: None,
            latency_ms: 0,
            error: Some(error.into()),
            response: None,
        }
    }
}

/// The signed request's headers.
pub struct Signed<'a> {
    pub id: &'a str,
    pub timestamp: i64,
    pub signature: String,
}

/// POSTs `body` to `url`. `pinned`: the only addresses it may connect to, each checked
/// public (empty: resolve normally, only in local development). So the excerpt of an answer
/// kept for the attempts comes from a public address, or from the developer's own machine.
pub async fn post(url: &str, pinned: &[SocketAddr], signed: Signed<'_>, body: String) -> Answer {
    let mut client = reqwest::Client::builder()
        .timeout(TIMEOUT)
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .user_agent(USER_AGENT);
    if !pinned.is_empty() {
        if let Some(host) = url::Url::parse(url)
            .ok()
            .and_then(|u| u.host_str().map(str::to_string))
        {
            client = client.resolve_to_addrs(host.trim_matches(['[', ']']), pinned);
        }
    }
    let client = match client.build() {
        Ok(c) => c,
        Err(e) => return Answer::refused(format!("client: {e}")),
    };
    let started = Instant::now();
    let sent = client
        .post(url)
        .header("content-type", "application/json")
        .header("webhook-id", signed.id)
        .header("webhook-timestamp", signed.timestamp.to_string())
        .header("webhook-signature", signed.signature)
        .body(body)
        .send()
        .await;
    let mut answer = match sent {
        Err(e) => Answer {
            status: None,
            retry_after: None,
            latency_ms: 0,
            error: Some(describe(&e)),
            response: None,
        },
        Ok(mut r) => {
            let status = r.status().as_u16();
            let retry_after = r
                .headers()
                .get("retry-after")
                .and_then(|v| v.to_str().ok())
                .map(str::to_string);
            let mut head: Vec<u8> = Vec::new();
            let mut error = None;
            while head.len() < sanduq_webhooks::deliveries::RESPONSE_BYTES {
                match r.chunk().await {
                    Ok(Some(c)) => head.extend_from_slice(&c),
                    Ok(None) => break,
                    Err(e) => {
                        error = Some(describe(&e));
                        break;
                    }
                }
            }
            head.truncate(sanduq_webhooks::deliveries::RESPONSE_BYTES);
            let ok = (200..300).contains(&status);
            Answer {
                status: Some(status),
                retry_after,
                latency_ms: 0,
                error: error.or((!ok).then(|| format!("HTTP {status}"))),
                response: Some(String::from_utf8_lossy(&head).into_owned()),
            }
        }
    };
    answer.latency_ms = started.elapsed().as_millis() as u64;
    answer
}

fn describe(e: &reqwest::Error) -> String {
    if e.is_timeout() {
        "timed out after 15 s".into()
    } else if e.is_connect() {
        "could not connect".into()
    } else {
        format!("request failed: {e}")
    }
}
