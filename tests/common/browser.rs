//! A dashboard visitor over HTTP: keeps its cookies, follows no redirects, reads each
//! page's CSRF token, posts forms.
#![allow(dead_code)]

use super::Server;
use reqwest::StatusCode;
use std::collections::BTreeMap;

#[derive(Clone)]
pub struct Visitor {
    pub root: String,
    http: reqwest::Client,
    pub cookies: BTreeMap<String, String>,
    /// The CSRF token of the last page that had a form.
    pub csrf: String,
    /// The loopback address this visitor connects from (the sign-in limit counts per client
    /// address, the connection's, never a header).
    pub from: std::net::IpAddr,
    /// An X-Forwarded-For this visitor writes itself (the server must not believe it).
    pub forwarded_for: Option<String>,
}

pub struct Page {
    pub status: StatusCode,
    pub location: Option<String>,
    pub set_cookies: Vec<String>,
    pub html: String,
}

impl Page {
    pub fn has(&self, s: &str) -> bool {
        self.html.contains(s)
    }
}

impl Visitor {
    /// A visitor from an address of its own in 127.0.0.0/8.
    pub fn new(s: &Server) -> Visitor {
        let b: [u8; 3] = rand::random();
        Visitor::at(
            s,
            std::net::Ipv4Addr::new(127, b[0], b[1], b[2].max(2)).into(),
        )
    }

    /// A visitor connecting from `from` (a loopback address).
    pub fn at(s: &Server, from: std::net::IpAddr) -> Visitor {
        Visitor {
            root: s.root.clone(),
            http: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .local_address(from)
                .build()
                .unwrap(),
            cookies: BTreeMap::new(),
            csrf: String::new(),
            from,
            forwarded_for: None,
        }
    }

    fn forwarded(&self) -> reqwest::header::HeaderMap {
        let mut h = reqwest::header::HeaderMap::new();
        if let Some(f) = &self.forwarded_for {
            h.insert("x-forwarded-for", f.parse().unwrap());
        }
        h
    }

    fn cookie_header(&self) -> String {
        self.cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    async fn read(&mut self, r: reqwest::Response) -> Page {
        let status = r.status();
        let location = r
            .headers()
            .get("location")
            .map(|v| v.to_str().unwrap().to_string());
        let set_cookies: Vec<String> = r
            .headers()
            .get_all("set-cookie")
            .iter()
            .map(|v| v.to_str().unwrap().to_string())
            .collect();
        for c in &set_cookies {
            let first = c.split(';').next().unwrap();
            let (k, v) = first.split_once('=').unwrap();
            if v.is_empty() || c.contains("Max-Age=0") {
                self.cookies.remove(k);
            } else {
                self.cookies.insert(k.into(), v.into());
            }
        }
        let html = r.text().await.unwrap();
        if let Some(at) = html.find(r#"name="csrf" value=""#) {
            self.csrf = html[at + 19..].split('"').next().unwrap().to_string();
        }
        Page {
            status,
            location,
            set_cookies,
            html,
        }
    }

    pub async fn get(&mut self, path: &str) -> Page {
        let r = self
            .http
            .get(format!("{}{path}", self.root))
            .header("cookie", self.cookie_header())
            .headers(self.forwarded())
            .send()
            .await
            .unwrap();
        self.read(r).await
    }

    /// Posts a form with the current CSRF token (unless `fields` names its own `csrf`).
    pub async fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Page {
        let body = {
            // (the serializer is not Send: finished before any await)
            let mut b = url::form_urlencoded::Serializer::new(String::new());
            if !fields.iter().any(|(k, _)| *k == "csrf") {
                b.append_pair("csrf", &self.csrf);
            }
            for (k, v) in fields {
                b.append_pair(k, v);
            }
            b.finish()
        };
        let r = self
            .http
            .post(format!("{}{path}", self.root))
            .header("cookie", self.cookie_header())
            .headers(self.forwarded())
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .await
            .unwrap();
        self.read(r).await
    }

    /// Opens the sign-in page and signs in; the answer to the sign-in.
    pub async fn sign_in(&mut self, email: &str, password: &str) -> Page {
        self.get("/dashboard/signin").await;
        self.post(
            "/dashboard/signin",
            &[("email", email), ("password", password)],
        )
        .await
    }

    /// A visitor signed in as a new dashboard user of the server's merchant.
    pub async fn signed_in(s: &Server, role: &str) -> Visitor {
        let email = format!("{role}-{}@shop.example", rand::random::<u32>());
        add_user(s, &s.merchant_id(), &email, role).await;
        let mut v = Visitor::new(s);
        let p = v.sign_in(&email, PASSWORD).await;
        assert_eq!(p.status, StatusCode::SEE_OTHER, "{}", p.html);
        // a page with forms, for the session's CSRF token
        v.get("/dashboard/team").await;
        v
    }
}

pub const PASSWORD: &str = "correct horse battery staple";

/// A dashboard user made by the admin API.
pub async fn add_user(s: &Server, merchant: &str, email: &str, role: &str) {
    let r = s
        .admin(
            reqwest::Method::POST,
            &format!("/admin/merchants/{merchant}/dashboard-users"),
            Some(serde_json::json!({ "email": email, "role": role, "password": PASSWORD })),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{r:?}");
}
