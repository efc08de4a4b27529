//! One timed HTTP call: sends, reads the whole body, records the latency under its kind,
//! and turns anything but the expected status into an error naming the call.

use super::stats::Recorder;
use reqwest::RequestBuilder;
use serde_json::Value;
use std::time::Instant;

/// What answer counts as a success.
#[derive(Clone, Copy, PartialEq)]
pub enum Expect {
    /// A 2xx with a JSON body.
    Success,
    /// Any HTTP answer (a ceiling: what serving a request costs).
    Answer,
}

pub async fn call(
    rec: &mut Recorder,
    kind: &'static str,
    req: RequestBuilder,
    expect: Expect,
) -> Result<Value, ()> {
    let t = Instant::now();
    let outcome = async {
        let res = req.send().await.map_err(|e| e.to_string())?;
        let status = res.status();
        let body = res.bytes().await.map_err(|e| e.to_string())?;
        if expect == Expect::Answer {
            return Ok(Value::Null);
        }
        if !status.is_success() {
            return Err(format!(
                "HTTP {status}: {}",
                String::from_utf8_lossy(&body[..body.len().min(300)])
            ));
        }
        serde_json::from_slice(&body).map_err(|e| format!("body is not JSON: {e}"))
    }
    .await;
    match outcome {
        Ok(v) => {
            rec.call(kind, t.elapsed());
            Ok(v)
        }
        Err(e) => {
            rec.failure(kind, e);
            Err(())
        }
    }
}

/// A string field of a JSON object, or a recorded failure.
pub fn text(rec: &mut Recorder, kind: &'static str, v: &Value, ptr: &str) -> Result<String, ()> {
    match v.pointer(ptr).and_then(Value::as_str) {
        Some(s) => Ok(s.to_string()),
        None => {
            rec.failure(kind, format!("no {ptr} in the answer"));
            Err(())
        }
    }
}
