//! A webhook receiver for tests: an HTTP server on loopback that records every POST and
//! answers with scripted statuses (200 when the script is empty), and a check of the
//! recorded signatures with the Standard Webhooks reference library (PyPI
//! `standardwebhooks`, a verifier nobody here wrote).
#![allow(dead_code)]

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use serde_json::{json, Value};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

#[derive(Debug, Clone)]
pub struct Got {
    pub id: String,
    pub timestamp: String,
    pub signature: String,
    pub body: String,
    pub status: u16,
}

impl Got {
    pub fn event(&self) -> Value {
        serde_json::from_str(&self.body).unwrap()
    }
}

#[derive(Default)]
struct Inner {
    got: Vec<Got>,
    /// (status, Retry-After) answers, in order.
    script: VecDeque<(u16, Option<String>)>,
    /// Answer with this when the script is empty.
    otherwise: Option<u16>,
}

#[derive(Clone)]
pub struct Receiver {
    pub url: String,
    inner: Arc<Mutex<Inner>>,
}

async fn hook(State(r): State<Receiver>, headers: HeaderMap, body: Bytes) -> impl IntoResponse {
    let h = |n: &str| {
        headers
            .get(n)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string()
    };
    let mut inner = r.inner.lock().unwrap();
    let (status, retry_after) = inner
        .script
        .pop_front()
        .unwrap_or((inner.otherwise.unwrap_or(200), None));
    inner.got.push(Got {
        id: h("webhook-id"),
        timestamp: h("webhook-timestamp"),
        signature: h("webhook-signature"),
        body: String::from_utf8_lossy(&body).into_owned(),
        status,
    });
    let mut out = HeaderMap::new();
    if let Some(ra) = retry_after {
        out.insert("retry-after", ra.parse().unwrap());
    }
    (
        StatusCode::from_u16(status).unwrap(),
        out,
        format!("answered {status}"),
    )
}

impl Receiver {
    pub async fn start() -> Receiver {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let r = Receiver {
            url: format!("http://{addr}/hook"),
            inner: Arc::default(),
        };
        let app = axum::Router::new()
            .route("/hook", axum::routing::post(hook))
            .with_state(r.clone());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        r
    }

    /// Answers these statuses first (with an optional Retry-After each).
    pub fn script(&self, answers: &[(u16, Option<&str>)]) {
        self.inner.lock().unwrap().script = answers
            .iter()
            .map(|(s, r)| (*s, r.map(str::to_string)))
            .collect();
    }

    /// Answers `status` whenever the script is empty (None: 200).
    pub fn otherwise(&self, status: Option<u16>) {
        self.inner.lock().unwrap().otherwise = status;
    }

    pub fn got(&self) -> Vec<Got> {
        self.inner.lock().unwrap().got.clone()
    }

    /// Waits (up to 30 s) until `n` POSTs have come.
    pub async fn wait_for(&self, n: usize) -> Vec<Got> {
        for _ in 0..600 {
            let got = self.got();
            if got.len() >= n {
                return got;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("expected {n} webhooks, got {:#?}", self.got());
    }

    /// Waits (up to 30 s) until a delivery of event `id` has come, whatever else came first.
    pub async fn wait_for_event(&self, id: &str) -> Got {
        for _ in 0..600 {
            if let Some(g) = self.got().into_iter().find(|g| g.id == id) {
                return g;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("expected a delivery of {id}, got {:#?}", self.got());
    }
}

/// Verifies each delivery with the reference library; returns the payloads it accepted.
/// Each entry: (secret to verify with, what was received).
pub fn verify_all(checks: &[(String, Got)]) -> Vec<Value> {
    let script = r#"
import sys, json
from standardwebhooks.webhooks import Webhook
out = []
for c in json.load(open(sys.argv[1])):
    try:
        out.append(Webhook(c["secret"]).verify(c["body"], {"webhook-id": c["id"], "webhook-timestamp": c["ts"], "webhook-signature": c["sig"]}))
    except Exception as e:
        out.append({"refused": type(e).__name__ + ": " + str(e)})
print(json.dumps(out))
"#;
    let file = std::env::temp_dir().join(format!("sanduq-verify-{}.json", uuid::Uuid::new_v4()));
    let list: Vec<Value> = checks
        .iter()
        .map(|(s, g)| json!({"secret": s, "id": g.id, "ts": g.timestamp, "sig": g.signature, "body": g.body}))
        .collect();
    std::fs::write(&file, serde_json::to_string(&list).unwrap()).unwrap();
    let out = std::process::Command::new("python3")
        .args(["-c", script])
        .arg(&file)
        .output()
        .expect("python3 with standardwebhooks (pip install standardwebhooks)");
    let _ = std::fs::remove_file(&file);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}
