//! One timed HTTP call: sends, reads the whole body, records the latency under its kind,
//! and turns anything but the expected status into an error naming the call.
//!
//! Each worker sends its calls one after another over a connection of its own (HTTP/1.1,
//! kept alive, made again when the server closes it), and drives that connection on its own
//! task: a call is a write and a read on one socket, with no pool to look a connection up in,
//! no URL parsed for each call and no task handing the answer to another. The load tool
//! shares the machine's cores with the server it measures, so what it spends on a call is
//! taken from the server (docs/bench-history.jsonl, "The load tool's share").

use super::stats::Recorder;
use axum::body::Bytes;
use axum::http::{header, HeaderValue, Method, Request, StatusCode};
use http_body_util::{BodyExt, Full};
use hyper::client::conn::http1::{handshake, Connection, SendRequest};
use hyper_util::rt::TokioIo;
use serde_json::Value;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use tokio::net::TcpStream;

/// What answer counts as a success.
#[derive(Clone, Copy, PartialEq)]
pub enum Expect {
    /// A 2xx with a JSON body.
    Success,
    /// Any HTTP answer (a ceiling: what serving a request costs).
    Answer,
}

/// Where calls go: a server's address and the path its API starts at, from a base URL.
#[derive(Debug, Clone)]
pub struct Endpoint {
    /// `host:port`, to connect to.
    addr: String,
    /// The `Host` header.
    host: HeaderValue,
    /// The base URL's path, without a trailing `/` (`/api/v1`; empty for a root).
    path: String,
}

impl Endpoint {
    /// A plain-HTTP base URL (`http://host[:port][/path]`). The load tool measures a server
    /// beside it; TLS would measure the handshake and the cipher, not the server.
    pub fn parse(base_url: &str) -> Result<Endpoint, String> {
        let url = url::Url::parse(base_url).map_err(|e| format!("--base-url {base_url}: {e}"))?;
        if url.scheme() != "http" {
            return Err(format!(
                "--base-url {base_url}: the load tool speaks plain HTTP (http://host:port/...): \
                 run it beside the server it measures"
            ));
        }
        let host = url
            .host_str()
            .ok_or_else(|| format!("--base-url {base_url}: no host"))?;
        let port = url.port_or_known_default().unwrap_or(80);
        let addr = format!("{host}:{port}");
        let header = match url.port() {
            Some(p) => format!("{host}:{p}"),
            None => host.to_string(),
        };
        if url.query().is_some() || url.fragment().is_some() {
            return Err(format!(
                "--base-url {base_url}: a base URL has no query or fragment"
            ));
        }
        Ok(Endpoint {
            addr,
            host: HeaderValue::from_str(&header)
                .map_err(|e| format!("--base-url {base_url}: {e}"))?,
            path: url.path().trim_end_matches('/').to_string(),
        })
    }

    /// A request for `path` under the base URL (`""`: the base URL itself), with its `Host`.
    pub fn request(&self, method: Method, path: &str) -> axum::http::request::Builder {
        let uri = match (self.path.as_str(), path) {
            ("", "") => "/".to_string(),
            (base, p) => [base, p].concat(),
        };
        Request::builder()
            .method(method)
            .uri(uri)
            .header(header::HOST, self.host.clone())
    }
}

/// The run's idempotency keys, one for each call: UUID v4s (as the API takes them) whose
/// first half is drawn once for the run and whose second half counts its calls, so no two
/// calls share one and no call draws randomness (a system call each time).
pub struct Keys {
    run: [u8; 8],
    next: AtomicU64,
}

impl Keys {
    pub fn new() -> Keys {
        let mut run = [0; 8];
        run.copy_from_slice(&uuid::Uuid::new_v4().as_bytes()[..8]);
        Keys {
            run,
            next: AtomicU64::new(1),
        }
    }

    pub fn next(&self) -> String {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let mut bytes = [0; 16];
        bytes[..8].copy_from_slice(&self.run);
        // the variant takes the top two bits of byte 8: a run counts far below 2^62
        bytes[8..].copy_from_slice(&n.to_be_bytes());
        uuid::Builder::from_random_bytes(bytes)
            .into_uuid()
            .hyphenated()
            .to_string()
    }
}

/// An API the load calls with a key: its endpoint, the key's `Authorization` header and the
/// run's idempotency keys.
pub struct Api {
    pub endpoint: Endpoint,
    /// `Bearer <the API key>`
    pub auth: String,
    pub keys: Keys,
}

impl Api {
    /// A POST under the base URL with the key, a new idempotency key and the body.
    pub fn post(&self, path: &str, content_type: &str, body: String) -> Result<Call, String> {
        let req = self
            .endpoint
            .request(Method::POST, path)
            .header(header::AUTHORIZATION, &self.auth)
            .header("idempotency-key", self.keys.next())
            .header(header::CONTENT_TYPE, content_type);
        build(req, body)
    }

    /// A GET under the base URL with the key.
    pub fn get(&self, path: &str) -> Result<Call, String> {
        let req = self
            .endpoint
            .request(Method::GET, path)
            .header(header::AUTHORIZATION, &self.auth);
        build(req, "")
    }
}

/// A request ready to send: its head and its whole body.
pub type Call = Request<Full<Bytes>>;

/// A built request, or why it could not be built (a header value that is not one).
pub fn build(req: axum::http::request::Builder, body: impl Into<Bytes>) -> Result<Call, String> {
    req.body(Full::new(body.into())).map_err(|e| e.to_string())
}

/// A worker's connection to the endpoint: made on its first call and again after the server
/// closed it.
pub struct Conn {
    /// `host:port`
    addr: String,
    open: Option<Open>,
}

struct Open {
    sender: SendRequest<Full<Bytes>>,
    conn: Pin<Box<Connection<TokioIo<TcpStream>, Full<Bytes>>>>,
}

impl Conn {
    pub fn to(endpoint: &Endpoint) -> Conn {
        Conn {
            addr: endpoint.addr.clone(),
            open: None,
        }
    }

    async fn connect(&self) -> Result<Open, String> {
        let tcp = TcpStream::connect(&self.addr)
            .await
            .map_err(|e| format!("connect to {}: {e}", self.addr))?;
        tcp.set_nodelay(true).map_err(|e| e.to_string())?;
        let (sender, conn) = handshake(TokioIo::new(tcp))
            .await
            .map_err(|e| e.to_string())?;
        Ok(Open {
            sender,
            conn: Box::pin(conn),
        })
    }

    /// Sends `req` and reads the whole answer, driving the connection meanwhile. A
    /// connection the server closed between calls is made again before sending; one that
    /// fails during a call fails the call (it is not sent again: it may have been served).
    pub async fn send(&mut self, req: Call) -> Result<(StatusCode, Bytes), String> {
        let reusable = match &mut self.open {
            Some(o) => !o.sender.is_closed() && o.sender.is_ready(),
            None => false,
        };
        if !reusable {
            self.open = Some(self.connect().await?);
        }
        let Some(open) = self.open.as_mut() else {
            return Err("no connection".into());
        };
        let exchange = async {
            let res = open
                .sender
                .send_request(req)
                .await
                .map_err(|e| e.to_string())?;
            let status = res.status();
            let body = res
                .into_body()
                .collect()
                .await
                .map_err(|e| e.to_string())?
                .to_bytes();
            Ok::<_, String>((status, body))
        };
        let outcome = tokio::select! {
            biased;
            done = exchange => done,
            closed = open.conn.as_mut() => Err(match closed {
                Ok(()) => "the server closed the connection".to_string(),
                Err(e) => e.to_string(),
            }),
        };
        if outcome.is_err() {
            self.open = None;
        }
        outcome
    }
}

pub async fn call(
    conn: &mut Conn,
    rec: &mut Recorder,
    kind: &'static str,
    req: Result<Call, String>,
    expect: Expect,
) -> Result<Value, ()> {
    let t = Instant::now();
    let outcome = async {
        let (status, body) = conn.send(req?).await?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_base_url_gives_the_address_the_host_and_the_paths_under_it() {
        let e = Endpoint::parse("http://127.0.0.1:8080/api/v1/").unwrap();
        assert_eq!(e.addr, "127.0.0.1:8080");
        assert_eq!(e.host, "127.0.0.1:8080");
        let r = build(e.request(Method::GET, "/merchant/wallet"), "").unwrap();
        assert_eq!(r.uri(), "/api/v1/merchant/wallet");
        assert_eq!(r.headers()[header::HOST], "127.0.0.1:8080");
        assert_eq!(
            build(e.request(Method::GET, ""), "").unwrap().uri(),
            "/api/v1"
        );

        let root = Endpoint::parse("http://localhost").unwrap();
        assert_eq!(root.addr, "localhost:80");
        assert_eq!(root.host, "localhost");
        assert_eq!(build(root.request(Method::GET, ""), "").unwrap().uri(), "/");
        assert_eq!(
            build(root.request(Method::POST, "/v1/customers"), "x")
                .unwrap()
                .uri(),
            "/v1/customers"
        );
    }

    #[test]
    fn a_base_url_it_cannot_measure_is_refused_with_the_reason() {
        let e = Endpoint::parse("https://api.example.com/api/v1").unwrap_err();
        assert!(e.contains("plain HTTP"), "{e}");
        let e = Endpoint::parse("127.0.0.1:8080").unwrap_err();
        assert!(e.starts_with("--base-url 127.0.0.1:8080"), "{e}");
        let e = Endpoint::parse("http://127.0.0.1:8080/api/v1?x=1").unwrap_err();
        assert!(e.contains("no query"), "{e}");
    }

    #[test]
    fn each_call_of_a_run_has_its_own_idempotency_key_a_uuid_v4() {
        let keys = Keys::new();
        let all: std::collections::HashSet<String> = (0..1000).map(|_| keys.next()).collect();
        assert_eq!(all.len(), 1000);
        for k in &all {
            let u = uuid::Uuid::parse_str(k).unwrap();
            assert_eq!(u.get_version_num(), 4, "{k}");
            assert_eq!(u.get_variant(), uuid::Variant::RFC4122, "{k}");
        }
        assert_ne!(Keys::new().next(), Keys::new().next());
    }
}
