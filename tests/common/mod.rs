//! Black-box test support: runs the real `sanduq serve` binary on a free loopback port with
//! its own data dir, and talks to it over HTTP like a merchant would.
#![allow(dead_code)]

pub mod books;
pub mod browser;
pub mod template;

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

pub struct Server {
    child: Child,
    pub base: String,
    pub root: String,
    pub dir: PathBuf,
    pub creds: Value,
    pub admin_key: String,
    pub http: reqwest::Client,
    /// What the server printed before it listened.
    pub banner: Vec<String>,
    keep_dir: bool,
    /// The session of the operator who approves what `admin` calls hold (made once).
    checker: tokio::sync::OnceCell<String>,
}

pub struct Options {
    pub rate_limit: u32,
    /// `--public-rate-limit`: per client address on the public routes, per popup token.
    pub public_rate_limit: u32,
    pub dir: Option<PathBuf>,
    pub extra: Vec<String>,
    pub env: Vec<(String, String)>,
    /// Where the server's stderr (its log) goes; None: inherited.
    pub log: Option<PathBuf>,
    /// `--allow-private-webhooks`: the tests' webhook receivers listen on loopback.
    pub local_webhooks: bool,
    /// The sandbox test buyers (off: `--no-test-buyers`, so a test's merchant starts empty;
    /// tests/local_server.rs checks them).
    pub test_buyers: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            rate_limit: 100_000,
            public_rate_limit: 100_000,
            dir: None,
            extra: vec![],
            env: vec![],
            log: None,
            local_webhooks: true,
            test_buyers: false,
        }
    }
}

pub fn temp_dir() -> PathBuf {
    let d = std::env::temp_dir().join(format!("sanduq-test-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

impl Server {
    pub async fn start() -> Server {
        Server::start_with(Options::default()).await
    }

    pub async fn start_with(o: Options) -> Server {
        let keep_dir = o.dir.is_some();
        let dir = o.dir.unwrap_or_else(temp_dir);
        // SANDUQ_BIN: another build (a long soak on a copy while the tree is rebuilt)
        let bin = std::env::var("SANDUQ_BIN").unwrap_or(env!("CARGO_BIN_EXE_sanduq").into());
        let mut cmd = Command::new(bin);
        cmd.args(["serve", "--addr", "127.0.0.1:0", "--data-dir"])
            .arg(&dir)
            .args(["--rate-limit", &o.rate_limit.to_string()])
            .args(["--public-rate-limit", &o.public_rate_limit.to_string()])
            .args(&o.extra)
            .args(o.local_webhooks.then_some("--allow-private-webhooks"))
            .args((!o.test_buyers).then_some("--no-test-buyers"))
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(match &o.log {
                Some(p) => Stdio::from(std::fs::File::create(p).unwrap()),
                None => Stdio::inherit(),
            });
        for (k, v) in &o.env {
            cmd.env(k, v);
        }
        let mut child = cmd.spawn().expect("start sanduq");
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut banner = vec![];
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(rest) = line.strip_prefix("listening on ") {
                    let _ = tx.send((rest.to_string(), std::mem::take(&mut banner)));
                } else {
                    banner.push(line);
                }
            }
        });
        let (base, banner) = rx
            .recv_timeout(Duration::from_secs(60))
            .expect("sanduq did not start");
        let root = base.trim_end_matches("/api/v1").to_string();
        let creds: Value = serde_json::from_str(
            &std::fs::read_to_string(dir.join("sandbox-credentials.json")).unwrap(),
        )
        .unwrap();
        let admin: Value = serde_json::from_str(
            &std::fs::read_to_string(dir.join("admin-credentials.json")).unwrap(),
        )
        .unwrap();
        let http = reqwest::Client::builder()
            .pool_max_idle_per_host(64)
            .build()
            .unwrap();
        Server {
            child,
            base,
            root,
            dir,
            creds,
            admin_key: admin["admin_key"].as_str().unwrap().to_string(),
            http,
            banner,
            keep_dir,
            checker: tokio::sync::OnceCell::new(),
        }
    }

    pub fn sk(&self) -> String {
        self.creds["secret_key"].as_str().unwrap().to_string()
    }

    pub fn merchant_id(&self) -> String {
        self.creds["merchant_id"].as_str().unwrap().to_string()
    }

    /// A request with full control over key and headers.
    pub async fn send(
        &self,
        method: Method,
        path: &str,
        key: Option<&str>,
        headers: &[(&str, String)],
        body: Option<String>,
    ) -> Resp {
        let mut r = self.http.request(method, format!("{}{}", self.base, path));
        if let Some(k) = key {
            r = r.header("authorization", format!("Bearer {k}"));
        }
        for (h, v) in headers {
            r = r.header(*h, v);
        }
        if let Some(b) = body {
            r = r.header("content-type", "application/json").body(b);
        }
        let res = r.send().await.expect("request");
        Resp::read(res).await
    }

    /// POST with the sandbox key and a fresh Idempotency-Key.
    pub async fn post(&self, path: &str, body: Value) -> Resp {
        self.post_as(&self.sk(), path, body).await
    }

    pub async fn post_as(&self, key: &str, path: &str, body: Value) -> Resp {
        let idem = uuid::Uuid::new_v4().to_string();
        self.send(
            Method::POST,
            path,
            Some(key),
            &[("idempotency-key", idem)],
            Some(body.to_string()),
        )
        .await
    }

    /// PATCH with the sandbox key and a fresh Idempotency-Key.
    pub async fn patch(&self, path: &str, body: Value) -> Resp {
        let idem = uuid::Uuid::new_v4().to_string();
        self.send(
            Method::PATCH,
            path,
            Some(&self.sk()),
            &[("idempotency-key", idem)],
            Some(body.to_string()),
        )
        .await
    }

    /// The merchant's request log, once `n` entries are in it (the server writes them a
    /// moment after it answers).
    pub async fn request_log(&self, n: usize) -> Vec<Value> {
        for _ in 0..100 {
            let r = self.get("/request-logs?per_page=100").await;
            let rows = r.data()["requests"].as_array().unwrap().clone();
            if rows.len() >= n {
                return rows;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("fewer than {n} requests logged");
    }

    pub async fn get(&self, path: &str) -> Resp {
        self.send(Method::GET, path, Some(&self.sk()), &[], None)
            .await
    }

    /// A call with the admin key. A change held for a second person (202) is approved by
    /// the test's own second operator (`approve`), and answers as the change answered.
    pub async fn admin(&self, method: Method, path: &str, body: Option<Value>) -> Resp {
        let key = self.admin_key.clone();
        let r = self
            .send(method, path, Some(&key), &[], body.map(|b| b.to_string()))
            .await;
        if r.status == StatusCode::ACCEPTED && r.data()["object"] == "approval_request" {
            return self.approve(r.data()["id"].as_str().unwrap()).await;
        }
        // a production merchant made approved: its approval held beside it
        if let Some(id) = r.data()["approval"]["id"].as_str() {
            let done = self.approve(id).await;
            assert!(done.status.is_success(), "{done:?}");
            let mut r = r.clone();
            r.body["data"]["status"] = done.data()["status"].clone();
            return r;
        }
        r
    }

    /// Approves a held change as a second person (an operator with the roles that make
    /// every held change, made once for the server): what the change answered (its status
    /// and data), or the approval's error.
    pub async fn approve(&self, id: &str) -> Resp {
        let token = self.checker().await;
        let path = format!("/admin/approvals/{id}/approve");
        let r = self
            .send(Method::POST, &path, Some(&token), &[], None)
            .await;
        if !r.status.is_success() {
            return r;
        }
        let outcome = &r.data()["outcome"];
        let body = json!({ "success": true, "data": outcome["data"] });
        Resp {
            status: StatusCode::from_u16(outcome["status"].as_u64().unwrap() as u16).unwrap(),
            headers: r.headers.clone(),
            text: body.to_string(),
            body,
        }
    }

    /// The session token of the test's second operator (finance, compliance and admin).
    pub async fn checker(&self) -> String {
        self.checker
            .get_or_init(|| async {
                let email = "checker@ops.example";
                let password = "correct horse battery staple";
                let key = self.admin_key.clone();
                let inv = self
                    .send(
                        Method::POST,
                        "/admin/staff",
                        Some(&key),
                        &[],
                        Some(
                            json!({"email": email, "roles": ["finance", "compliance", "admin"]})
                                .to_string(),
                        ),
                    )
                    .await;
                let token = inv.data()["invitation"]["token"]
                    .as_str()
                    .unwrap_or_else(|| panic!("{inv:?}"));
                let acc = self
                    .send(
                        Method::POST,
                        "/admin/invitations/accept",
                        None,
                        &[],
                        Some(json!({"token": token, "password": password}).to_string()),
                    )
                    .await;
                let secret = acc.data()["totp"]["secret"].as_str().unwrap().to_string();
                let now = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .unwrap()
                    .as_secs();
                let code = sanduq_admin::totp::code_at(&secret, now).unwrap();
                let signed = self
                    .send(
                        Method::POST,
                        "/admin/sessions",
                        None,
                        &[],
                        Some(
                            json!({"email": email, "password": password, "code": code}).to_string(),
                        ),
                    )
                    .await;
                signed.data()["token"]
                    .as_str()
                    .unwrap_or_else(|| panic!("{signed:?}"))
                    .to_string()
            })
            .await
            .clone()
    }

    /// A gateway request signed with the sandbox merchant's HMAC key at `ts` (None: now).
    pub async fn gw_at(&self, method: Method, path: &str, body: &str, ts: Option<i64>) -> Resp {
        let ts = ts
            .unwrap_or_else(|| sign_time(method.as_str(), path, body))
            .to_string();
        let secret = self.creds["hmac_secret"].as_str().unwrap();
        let full = format!("/api/v1{path}");
        let sig = sanduq_api::signing::sign(secret, &ts, method.as_str(), &full, body.as_bytes());
        let mut h = vec![
            (
                "x-api-key",
                self.creds["hmac_key_id"].as_str().unwrap().to_string(),
            ),
            ("x-api-timestamp", ts),
            ("x-api-signature", sig),
        ];
        if method == Method::POST {
            h.push(("idempotency-key", uuid::Uuid::new_v4().to_string()));
        }
        let body = (method != Method::GET).then(|| body.to_string());
        self.send(method, path, None, &h, body).await
    }

    pub async fn gw(&self, method: Method, path: &str, body: &str) -> Resp {
        self.gw_at(method, path, body, None).await
    }

    /// The published contract, GET /api/v1/openapi.json.
    pub async fn document(&self) -> Value {
        let r = self
            .http
            .get(format!("{}/api/v1/openapi.json", self.root))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200);
        assert_eq!(r.headers()["content-type"], "application/json");
        r.json().await.unwrap()
    }

    /// Moves the sandbox merchant's test clock.
    pub async fn advance(&self, seconds: i64) -> Resp {
        let r = self
            .post("/sandbox/clock/advance", json!({ "seconds": seconds }))
            .await;
        assert_eq!(r.status, StatusCode::OK, "{r:?}");
        r
    }

    // --- scenario helpers --------------------------------------------------------------

    pub async fn user(&self, ext: &str) -> String {
        let r = self
            .post(
                "/users/sync",
                json!({ "external_user_id": ext, "name": format!("User {ext}") }),
            )
            .await;
        assert!(r.status.is_success(), "{r:?}");
        r.data()["id"].as_str().unwrap().to_string()
    }

    pub async fn topup(&self, user: &str, currency: &str, amount: i64) {
        let r = self
            .post(
                "/sandbox/wallets/topup",
                json!({ "user_id": user, "currency": currency, "amount": amount }),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{r:?}");
    }

    pub async fn session(&self, ext: &str, amount: i64, currency: &str) -> (String, String) {
        let r = self
            .post(
                "/checkout/sessions",
                json!({ "external_user_id": ext, "amount": amount, "currency": currency,
                        "success_url": "https://shop.example/ok", "cancel_url": "https://shop.example/cancel" }),
            )
            .await;
        assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
        (
            r.data()["id"].as_str().unwrap().to_string(),
            r.data()["payment_id"].as_str().unwrap().to_string(),
        )
    }

    pub async fn pay(&self, session: &str) -> Resp {
        self.post(
            &format!("/sandbox/checkout/sessions/{session}/pay"),
            json!({}),
        )
        .await
    }

    /// A funded buyer with an authorized payment: (user id, session id, payment id).
    pub async fn authorized(
        &self,
        ext: &str,
        amount: i64,
        currency: &str,
    ) -> (String, String, String) {
        let u = self.user(ext).await;
        self.topup(&u, currency, amount).await;
        let (s, p) = self.session(ext, amount, currency).await;
        let r = self.pay(&s).await;
        assert_eq!(r.data()["status"], "authorized", "{r:?}");
        (u, s, p)
    }

    pub async fn balance(&self, user: &str, currency: &str) -> i64 {
        let r = self.get(&format!("/sandbox/wallets/{user}")).await;
        account(&r.data()["accounts"], currency)
    }

    pub async fn merchant_balance(&self, currency: &str) -> i64 {
        let r = self.get("/merchant/wallet").await;
        account(&r.data()["accounts"], currency)
    }

    pub async fn audit(&self) -> Value {
        let r = self
            .admin(
                Method::GET,
                &format!("/admin/merchants/{}/audit", self.merchant_id()),
                None,
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{r:?}");
        r.data().clone()
    }

    /// The server's process id (to kill it while others hold the server).
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn account(accounts: &Value, currency: &str) -> i64 {
    accounts
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["currency"] == currency)
        .unwrap()["available"]
        .as_i64()
        .unwrap()
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
        if !self.keep_dir {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

#[derive(Debug, Clone)]
pub struct Resp {
    pub status: StatusCode,
    pub headers: reqwest::header::HeaderMap,
    pub body: Value,
    pub text: String,
}

impl Resp {
    pub async fn read(res: reqwest::Response) -> Resp {
        let status = res.status();
        let headers = res.headers().clone();
        let text = res.text().await.unwrap_or_default();
        let body = serde_json::from_str(&text).unwrap_or(Value::Null);
        Resp {
            status,
            headers,
            body,
            text,
        }
    }

    pub fn data(&self) -> &Value {
        &self.body["data"]
    }

    pub fn code(&self) -> &str {
        self.body["error"]["code"].as_str().unwrap_or("")
    }

    pub fn header(&self, h: &str) -> Option<String> {
        self.headers.get(h).map(|v| v.to_str().unwrap().to_string())
    }

    /// Asserts an error envelope with this status and code, and a request id.
    #[track_caller]
    pub fn expect_error(&self, status: u16, code: &str) -> &Self {
        assert_eq!(self.status.as_u16(), status, "{self:?}");
        assert_eq!(self.body["success"], false, "{self:?}");
        assert_eq!(self.code(), code, "{self:?}");
        let rid = self.body["error"]["request_id"]
            .as_str()
            .unwrap_or_default();
        assert!(rid.starts_with("req_"), "{self:?}");
        assert_eq!(self.header("x-request-id").as_deref(), Some(rid));
        assert!(self.header("x-ratelimit-limit").is_some(), "{self:?}");
        self
    }

    pub fn field(&self, f: &str) -> Option<&str> {
        self.body["error"]["details"]["fields"][f].as_str()
    }
}

// --- scenarios that run on every store ----------------------------------------------------

/// Refunds with the largest metadata and reason the API takes; answers list the newest 100.
pub async fn large_refunds(s: &Server, n: i64) {
    let (_, _, p) = s.authorized("refunds", 10_000, "USD").await;
    let r = s.post(&format!("/payments/{p}/capture"), json!({})).await;
    assert_eq!(r.status, StatusCode::OK, "{r:?}");
    let meta: serde_json::Map<String, Value> = (0..20)
        .map(|i| (format!("{i:0>40}"), json!("m".repeat(500))))
        .collect();
    for i in 1..=n {
        let r = s
            .post(
                &format!("/payments/{p}/refund"),
                json!({"amount": 1, "reason": "r".repeat(256), "metadata": meta}),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "refund {i}: {r:?}");
        assert_eq!(r.data()["refund_count"], i);
        assert_eq!(r.data()["refund"]["metadata"], json!(meta));
        assert_eq!(
            r.data()["refunds"].as_array().unwrap().len() as i64,
            i.min(100)
        );
    }
    let g = s
        .gw(Method::GET, &format!("/gateway/payments/{p}"), "")
        .await;
    assert_eq!(g.data()["refunded_amount"], n);
    assert_eq!(g.data()["refund_count"], n);
    let listed = g.data()["refunds"].as_array().unwrap();
    assert_eq!(listed.len() as i64, n.min(100));
    assert!(listed[0].get("metadata").is_none());
    assert_eq!(s.audit().await["ok"], true);
}

pub async fn metadata_numbers(s: &Server) {
    s.user("meta").await;
    let body = |m: Value| {
        json!({"external_user_id":"meta","amount":5,"currency":"USD","metadata":m,
               "success_url":"https://a.example/s","cancel_url":"https://a.example/c"})
    };
    for bad in [json!({"x": 1e200}), json!({"x": -1e-200})] {
        let r = s.post("/checkout/sessions", body(bad)).await;
        r.expect_error(422, "VALIDATION_ERROR");
        assert!(r.field("metadata").unwrap().contains("numbers"), "{r:?}");
    }
    let exact = json!({"u": u64::MAX, "i": i64::MIN, "f": 0.1, "b": true});
    let r = s.post("/checkout/sessions", body(exact.clone())).await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
    let pid = r.data()["payment_id"].as_str().unwrap();
    let g = s
        .gw(Method::GET, &format!("/gateway/payments/{pid}"), "")
        .await;
    assert_eq!(g.data()["metadata"], exact);
}

/// An approved sandbox merchant named `name` at commission `bps`, created in `st` with
/// `keys` (for tests that run the app in this process). Its id.
pub async fn approved_merchant(
    st: &sanduq_kernel::AppState,
    name: &str,
    bps: u32,
    keys: &sanduq_admin::merchants::Keys,
) -> String {
    use sanduq_admin::merchants::{self, NewMerchant};
    merchants::create(
        st,
        NewMerchant {
            name: name.into(),
            status: sanduq_domain::merchant::MerchantStatus::Approved,
            commission_bps: bps,
            rate_limit: None,
            sandbox: true,
        },
        keys,
    )
    .await
    .unwrap()
    .id
}

/// One request to a router in this process (no server, no network): Bearer `key`, and a
/// JSON body with a fresh Idempotency-Key when there is one. Its status and JSON body.
pub async fn in_process(
    app: &axum::Router,
    method: Method,
    path: &str,
    key: &str,
    body: Option<Value>,
) -> (u16, Value) {
    use http_body_util::BodyExt;
    use tower::ServiceExt;
    let mut req = axum::http::Request::builder()
        .method(method)
        .uri(format!("/api/v1{path}"))
        .header("authorization", format!("Bearer {key}"));
    if body.is_some() {
        req = req
            .header("content-type", "application/json")
            .header("idempotency-key", uuid::Uuid::new_v4().to_string());
    }
    let req = req
        .body(body.map_or_else(axum::body::Body::empty, |b| {
            axum::body::Body::from(b.to_string())
        }))
        .unwrap();
    let res = app.clone().oneshot(req).await.unwrap();
    let status = res.status().as_u16();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

/// A GET to a router in this process, signed as the gateway family wants it (HMAC headers of
/// `keys`). Its status and JSON body.
pub async fn in_process_signed(
    app: &axum::Router,
    keys: &sanduq_admin::merchants::Keys,
    path: &str,
) -> (u16, Value) {
    in_process_signed_call(app, keys, Method::GET, path, None).await
}

/// A gateway request to a router in this process, HMAC signed with `keys`; a body comes with
/// a fresh Idempotency-Key. Its status and JSON body.
/// The timestamp to sign a request at: now, or when the same request (method, path and
/// body) was already signed at this second or later, the second after that one. A signed
/// write is accepted once, so two identical writes need two signatures.
pub fn sign_time(method: &str, path: &str, body: &str) -> i64 {
    static LAST: std::sync::Mutex<Option<std::collections::HashMap<String, i64>>> =
        std::sync::Mutex::new(None);
    let now = chrono::Utc::now().timestamp();
    let mut last = LAST.lock().unwrap();
    let seen = last.get_or_insert_with(Default::default);
    let key = format!("{method} {path} {body}");
    let ts = seen.get(&key).map_or(now, |t| now.max(t + 1));
    seen.insert(key, ts);
    ts
}

pub async fn in_process_signed_call(
    app: &axum::Router,
    keys: &sanduq_admin::merchants::Keys,
    method: Method,
    path: &str,
    body: Option<Value>,
) -> (u16, Value) {
    use http_body_util::BodyExt;
    use tower::ServiceExt;
    let full = format!("/api/v1{path}");
    let raw = body.map(|b| b.to_string()).unwrap_or_default();
    let ts = sign_time(method.as_str(), path, &raw).to_string();
    let sig = sanduq_api::signing::sign(
        keys.hmac_secret.expose(),
        &ts,
        method.as_str(),
        &full,
        raw.as_bytes(),
    );
    let mut req = axum::http::Request::builder()
        .method(method)
        .uri(&full)
        .header("x-api-key", &keys.hmac_key_id)
        .header("x-api-timestamp", ts)
        .header("x-api-signature", sig);
    if !raw.is_empty() {
        req = req
            .header("content-type", "application/json")
            .header("idempotency-key", uuid::Uuid::new_v4().to_string());
    }
    let req = req.body(axum::body::Body::from(raw)).unwrap();
    let res = app.clone().oneshot(req).await.unwrap();
    let status = res.status().as_u16();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

/// Ends each of `ids` (payouts or cash-outs: `kind` is their admin path) four times at once,
/// complete and fail racing each other; every answer is the one ending that won or
/// INVALID_PAYMENT_STATUS, never two endings for one. Returns each one's ending (paid or
/// failed).
pub async fn race_endings(
    s: &std::sync::Arc<Server>,
    kind: &str,
    ids: &[String],
) -> std::collections::BTreeMap<String, String> {
    let mut tasks = Vec::new();
    for id in ids {
        for how in ["complete", "fail", "complete", "fail"] {
            let (s, path) = (s.clone(), format!("/admin/{kind}/{id}/{how}"));
            let body = if how == "fail" {
                json!({ "reason": "closed" })
            } else {
                json!({})
            };
            let id = id.clone();
            tasks.push(tokio::spawn(async move {
                (id, how, s.admin(Method::POST, &path, Some(body)).await)
            }));
        }
    }
    let mut outcome = std::collections::BTreeMap::new();
    for task in tasks {
        let (id, how, r) = task.await.unwrap();
        if r.status == 200 {
            let status = r.data()["status"].as_str().unwrap().to_string();
            assert_eq!(status, if how == "complete" { "paid" } else { "failed" });
            let seen = outcome.entry(id).or_insert(status.clone());
            assert_eq!(*seen, status, "one record, two endings");
        } else {
            r.expect_error(422, "INVALID_PAYMENT_STATUS");
        }
    }
    assert_eq!(outcome.len(), ids.len());
    outcome
}
