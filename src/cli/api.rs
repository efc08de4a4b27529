//! The CLI's calls to a Sanduq API (local or deployed): the profile's key as a Bearer token,
//! a fresh Idempotency-Key per write (kept across its retries), and the error envelope
//! turned into one readable line.

use super::config::Profile;
use serde_json::Value;
use std::time::Duration;

/// Tries of a request that met no answer, a 429 or a 5xx (the same Idempotency-Key each time).
const TRIES: u32 = 3;

/// Who a call is made as.
#[derive(Debug, Clone, Copy)]
pub enum As<'a> {
    /// The profile's secret key.
    Secret,
    /// Another Bearer token (an admin key, a wallet user's access token).
    Bearer(&'a str),
    /// No credentials (the popup's and pages' public routes).
    Public,
    /// The gateway family: HMAC-signed when the profile has a key, else the secret key.
    Gateway,
}

pub struct Api {
    base: String,
    key: String,
    gateway: Option<(String, String)>,
    http: reqwest::Client,
}

/// A failed call: the answer's status (None: no answer) and what to tell the user.
#[derive(Debug)]
pub struct Failure {
    pub status: Option<u16>,
    pub code: Option<String>,
    pub message: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<Failure> for String {
    fn from(f: Failure) -> String {
        f.message
    }
}

/// Which events `Api::events` reads.
pub struct EventsQuery<'a> {
    /// `types=` (exact types and families), none for all.
    pub types: Option<&'a str>,
    pub oldest_first: bool,
    /// The cursor (an event id) to start after.
    pub after: Option<String>,
    pub limit: usize,
}

impl Api {
    pub fn new(p: &Profile) -> Api {
        Api {
            base: p.base_url.clone(),
            key: p.key.clone(),
            gateway: p.gateway_key.clone().zip(p.gateway_secret.clone()),
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(30))
                .build()
                .expect("an HTTP client"),
        }
    }

    pub fn base(&self) -> &str {
        &self.base
    }

    /// GET `/api/v1{path}`.
    pub async fn get(&self, path: &str) -> Result<Value, Failure> {
        self.call(reqwest::Method::GET, path, None).await
    }

    /// The merchant's events after the cursor `q.after` (from the newest, or the oldest
    /// with `q.oldest_first`), following `next_cursor` page by page, at most `q.limit`.
    pub async fn events(&self, q: EventsQuery<'_>) -> Result<Vec<Value>, Failure> {
        let mut out = vec![];
        let mut after = q.after;
        while out.len() < q.limit {
            let mut path = format!("/events?per_page={}", (q.limit - out.len()).min(100));
            if q.oldest_first {
                path.push_str("&order=asc");
            }
            if let Some(t) = q.types.filter(|t| !t.is_empty()) {
                path.push_str(&format!("&types={t}"));
            }
            if let Some(c) = &after {
                path.push_str(&format!("&starting_after={c}"));
            }
            let page = self.get(&path).await?;
            out.extend(page["events"].as_array().into_iter().flatten().cloned());
            match page["pagination"]["next_cursor"].as_str() {
                Some(c) => after = Some(c.to_string()),
                None => break,
            }
        }
        Ok(out)
    }

    /// POST `/api/v1{path}` with a JSON body.
    pub async fn post(&self, path: &str, body: Value) -> Result<Value, Failure> {
        self.call(reqwest::Method::POST, path, Some(body)).await
    }

    /// GET `/api/v1{path}` of the gateway family: signed with the profile's HMAC key when it
    /// has one, else with the secret key (gateway reads accept both).
    pub async fn gateway_get(&self, path: &str) -> Result<Value, Failure> {
        self.send(reqwest::Method::GET, path, None, As::Gateway)
            .await
    }

    /// Whether gateway calls are signed (the profile has an HMAC key).
    pub fn signs_gateway(&self) -> bool {
        self.gateway.is_some()
    }

    async fn call(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> Result<Value, Failure> {
        self.send(method, path, body, As::Secret).await
    }

    /// Any call, as `who`.
    pub async fn send(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
        who: As<'_>,
    ) -> Result<Value, Failure> {
        let url = format!("{}/api/v1{path}", self.base);
        let idem = uuid::Uuid::new_v4().to_string();
        // the exact bytes sent, which a gateway signature covers
        let raw = body.as_ref().map(Value::to_string);
        let mut last = None;
        for attempt in 0..TRIES {
            if attempt > 0 {
                tokio::time::sleep(Duration::from_millis(250 << attempt)).await;
            }
            let mut req = self.http.request(method.clone(), &url);
            req = match (&self.gateway, &who) {
                (_, As::Public) => req,
                (_, As::Bearer(token)) => req.bearer_auth(token),
                (Some((id, secret)), As::Gateway) => {
                    // milliseconds: two alike in one second are signed apart
                    let ts = chrono::Utc::now().timestamp_millis().to_string();
                    let sig = sanduq_api::signing::sign(
                        secret,
                        &ts,
                        method.as_str(),
                        &format!("/api/v1{path}"),
                        raw.as_deref().unwrap_or_default().as_bytes(),
                    );
                    req.header("x-api-key", id)
                        .header("x-api-timestamp", ts)
                        .header("x-api-signature", sig)
                }
                _ => req.bearer_auth(&self.key),
            };
            if let Some(b) = &raw {
                req = req
                    .header("idempotency-key", &idem)
                    .header("content-type", "application/json")
                    .body(b.clone());
            }
            let res = match req.send().await {
                Ok(r) => r,
                Err(e) => {
                    last = Some(Failure {
                        status: None,
                        code: None,
                        message: format!("{method} {url}: {e}"),
                    });
                    continue;
                }
            };
            let status = res.status().as_u16();
            let text = res.text().await.unwrap_or_default();
            let json: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
            if (200..300).contains(&status) {
                return Ok(json.get("data").cloned().unwrap_or(json));
            }
            let failure = failure(status, &json, &text);
            if status == 429 || status >= 500 {
                last = Some(failure);
                continue;
            }
            return Err(failure);
        }
        Err(last.expect("at least one try"))
    }
}

/// The error envelope as one line: `CODE: message (field: issue; ...) [request id]`.
fn failure(status: u16, json: &Value, text: &str) -> Failure {
    let e = &json["error"];
    let Some(code) = e["code"].as_str() else {
        let excerpt: String = text.chars().take(200).collect();
        return Failure {
            status: Some(status),
            code: None,
            message: format!("HTTP {status}: {excerpt}"),
        };
    };
    let mut message = format!("{code}: {}", e["message"].as_str().unwrap_or_default());
    if let Some(fields) = e["details"]["fields"].as_object() {
        let list: Vec<String> = fields
            .iter()
            .map(|(k, v)| format!("{k}: {}", v.as_str().unwrap_or_default()))
            .collect();
        message.push_str(&format!(" ({})", list.join("; ")));
    }
    if let Some(id) = e["request_id"].as_str() {
        message.push_str(&format!(" [{id}]"));
    }
    Failure {
        status: Some(status),
        code: Some(code.to_string()),
        message,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn an_error_envelope_is_one_line_with_its_fields_and_request_id() {
        let body = json!({"success": false, "error": {"code": "VALIDATION_ERROR",
            "message": "invalid request", "details": {"fields": {"amount": "must be positive"}},
            "request_id": "req_1"}});
        let f = failure(422, &body, "");
        assert_eq!(f.code.as_deref(), Some("VALIDATION_ERROR"));
        assert_eq!(
            f.message,
            "VALIDATION_ERROR: invalid request (amount: must be positive) [req_1]"
        );
        let f = failure(502, &Value::Null, "Bad Gateway");
        assert_eq!(f.message, "HTTP 502: Bad Gateway");
        assert_eq!(f.code, None);
    }
}
