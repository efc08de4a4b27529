//! `sanduq trigger <event type> [--set name=value ...]`: makes the real sandbox objects that
//! cause an event, through the public API, and prints their ids and the events they caused.
//! The fixtures (`fixtures.json`, one per catalogue event) are data: steps of API calls whose
//! bodies name parameters (`${amount}`, overridable with `--set`) and earlier answers
//! (`${session.payment_id}`).

use super::api::{Api, As, EventsQuery, Failure};
use axum::http::StatusCode;
use reqwest::Method;
use serde::Deserialize;
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::time::Duration;

const FIXTURES: &str = include_str!("fixtures.json");
/// How long an event caused by background work (a delivery's answer) is waited for.
const WAIT_SECS: u64 = 30;

#[derive(clap::Args, Debug)]
pub struct TriggerArgs {
    #[command(flatten)]
    pub target: super::Target,
    /// The event type to cause (sanduq trigger --list shows them all).
    #[arg(required_unless_present = "list")]
    pub event: Option<String>,
    /// NAME=VALUE: a fixture parameter (amount, currency, pin, name, ...), e.g. --set amount=5000.
    #[arg(long = "set")]
    pub set: Vec<String>,
    /// The platform admin key, for the events only an operator causes (user.frozen,
    /// user.unfrozen, deposit.completed); also SANDUQ_ADMIN_KEY.
    #[arg(long, env = "SANDUQ_ADMIN_KEY", hide_env_values = true)]
    pub admin_key: Option<String>,
    /// List the event types there are fixtures for, and the parameters.
    #[arg(long)]
    pub list: bool,
}

#[derive(Debug, Deserialize)]
pub struct Fixtures {
    params: Map<String, Value>,
    groups: BTreeMap<String, Vec<Step>>,
    fixtures: BTreeMap<String, Vec<Step>>,
}

#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Step {
    #[serde(rename = "as")]
    name: Option<String>,
    post: Option<String>,
    get: Option<String>,
    delete: Option<String>,
    patch: Option<String>,
    body: Option<Value>,
    auth: Option<String>,
    expect: Option<String>,
    repeat: Option<u32>,
    advance: Option<i64>,
    #[serde(rename = "use")]
    group: Option<String>,
    set: Option<Map<String, Value>>,
    gone_receiver: Option<bool>,
}

const NEEDS_GATEWAY: &str = "is the gateway family's (HMAC-signed): sanduq login ... --gateway-key mk_... --gateway-secret ...";
const NEEDS_ADMIN: &str = "this event is an operator's act: give the platform admin key (--admin-key or SANDUQ_ADMIN_KEY; a local server's is in .sanduq/admin-credentials.json)";

/// Whether the credentials at hand cover every step of `steps` (and of the groups they
/// use): the gateway's signing key for a signed write, the admin key for an operator's act.
fn needs(
    f: &Fixtures,
    steps: &[Step],
    event: &str,
    signs_gateway: bool,
    admin: bool,
) -> Result<(), String> {
    for step in steps {
        if let Some(g) = &step.group {
            let group = f
                .groups
                .get(g)
                .ok_or_else(|| format!("fixture {event}: no group {g}"))?;
            needs(f, group, event, signs_gateway, admin)?;
            continue;
        }
        match step.auth.as_deref() {
            Some("gateway") if step.get.is_none() && !signs_gateway => {
                let what = step
                    .post
                    .as_deref()
                    .or(step.delete.as_deref())
                    .or(step.patch.as_deref())
                    .unwrap_or_default();
                return Err(format!(
                    "{event} needs a signed gateway write ({what}), which {NEEDS_GATEWAY}; nothing was made"
                ));
            }
            Some("admin") if !admin => return Err(format!("{NEEDS_ADMIN}; nothing was made")),
            _ => {}
        }
    }
    Ok(())
}

pub fn fixtures() -> Fixtures {
    serde_json::from_str(FIXTURES).expect("fixtures.json is checked by its tests")
}

/// What a run has made so far: each named step's answer, and the parameters.
struct Run<'a> {
    api: &'a Api,
    admin_key: Option<String>,
    params: Map<String, Value>,
    answers: Map<String, Value>,
    /// Local receivers kept alive until the run ends.
    receivers: Vec<tokio::task::JoinHandle<()>>,
}

pub async fn run(a: TriggerArgs) -> Result<(), String> {
    let f = fixtures();
    if a.list {
        for (kind, _, when) in sanduq_webhooks::catalogue::EVENTS {
            println!("{kind:<32} {when}");
        }
        let names: Vec<String> = f.params.iter().map(|(k, v)| format!("{k}={v}")).collect();
        println!("\nparameters (--set NAME=VALUE): {}", names.join(" "));
        return Ok(());
    }
    let event = a.event.clone().unwrap_or_default();
    let Some(steps) = f.fixtures.get(&event) else {
        return Err(format!(
            "{event}: no such event type (sanduq trigger --list shows them)"
        ));
    };
    let (_, profile) = a.target.resolve()?;
    if !profile.key.starts_with("sk_sandbox_") {
        return Err(
            "trigger makes objects in the sandbox only: use a sandbox key (sk_sandbox_...)".into(),
        );
    }
    let mut params = f.params.clone();
    for s in &a.set {
        let (k, v) = s
            .split_once('=')
            .ok_or_else(|| format!("--set {s}: NAME=VALUE"))?;
        if !params.contains_key(k) {
            let names: Vec<&str> = params.keys().map(String::as_str).collect();
            return Err(format!(
                "--set {k}: no such parameter (there are {})",
                names.join(", ")
            ));
        }
        params.insert(
            k.into(),
            serde_json::from_str(v).unwrap_or(Value::String(v.into())),
        );
    }
    params.insert(
        "run".into(),
        uuid::Uuid::new_v4().simple().to_string()[..12].into(),
    );
    // an agent's phone is its own among the merchant's agents: new each run
    params.insert(
        "phone_digits".into(),
        format!("{:08}", uuid::Uuid::new_v4().as_u128() % 100_000_000).into(),
    );
    let api = Api::new(&profile);
    // what the steps need, checked before any is taken: a run that would stop half way
    // leaves what it made (a buyer, money held in escrow) behind
    let admin_key = a.admin_key.clone().filter(|k| !k.is_empty());
    needs(&f, steps, &event, api.signs_gateway(), admin_key.is_some())?;
    // where the merchant's events stood before: what follows is what this run caused
    let before = api.get("/events?per_page=1").await?;
    let marker = before["events"][0]["id"].as_str().map(str::to_string);
    let mut run = Run {
        api: &api,
        admin_key,
        params,
        answers: Map::new(),
        receivers: vec![],
    };
    let result = run.steps(&f, steps, &event).await;
    let caused = match &result {
        Ok(()) => wait_for(&api, marker.as_deref(), &event).await,
        Err(_) => Ok(vec![]),
    };
    for h in &run.receivers {
        h.abort();
    }
    result?;
    for (name, answer) in &run.answers {
        if let Some(id) = answer["id"].as_str().or(answer["session_id"].as_str()) {
            println!("{name:<14} {id}");
        }
    }
    let caused = caused?;
    for (kind, id) in &caused {
        println!("event          {id}  {kind}");
    }
    Ok(())
}

/// The events after `marker`, oldest first, once one of type `kind` is among them.
async fn wait_for(
    api: &Api,
    marker: Option<&str>,
    kind: &str,
) -> Result<Vec<(String, String)>, String> {
    let deadline = std::time::Instant::now() + Duration::from_secs(WAIT_SECS);
    loop {
        let events: Vec<(String, String)> = api
            .events(EventsQuery {
                types: None,
                oldest_first: true,
                after: marker.map(str::to_string),
                limit: usize::MAX,
            })
            .await?
            .iter()
            .map(|e| {
                (
                    e["type"].as_str().unwrap_or_default().to_string(),
                    e["id"].as_str().unwrap_or_default().to_string(),
                )
            })
            .collect();
        if events.iter().any(|(t, _)| t == kind) {
            return Ok(events);
        }
        if std::time::Instant::now() > deadline {
            return Err(format!(
                "the fixture ran, but no {kind} event came within {WAIT_SECS} s (events: {})",
                events
                    .iter()
                    .map(|(t, _)| t.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

impl Run<'_> {
    fn steps<'s>(
        &'s mut self,
        f: &'s Fixtures,
        steps: &'s [Step],
        event: &'s str,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<(), String>> + 's>> {
        Box::pin(async move {
            for step in steps {
                if let Some(g) = &step.group {
                    let group = f
                        .groups
                        .get(g)
                        .ok_or_else(|| format!("fixture {event}: no group {g}"))?;
                    let saved = self.params.clone();
                    for (k, v) in step.set.iter().flatten() {
                        self.params.insert(k.clone(), v.clone());
                    }
                    self.steps(f, group, event).await?;
                    self.params = saved;
                    continue;
                }
                self.step(step).await?;
            }
            Ok(())
        })
    }

    async fn step(&mut self, step: &Step) -> Result<(), String> {
        if step.gone_receiver == Some(true) {
            let (url, handle) = gone_receiver().await?;
            self.receivers.push(handle);
            self.remember(step, serde_json::json!({ "url": url }));
            return Ok(());
        }
        if let Some(seconds) = step.advance {
            let body = serde_json::json!({ "seconds": seconds });
            let answer = self
                .api
                .send(
                    Method::POST,
                    "/sandbox/clock/advance",
                    Some(body),
                    As::Secret,
                )
                .await?;
            println!(
                "clock          advanced {seconds} s to {}",
                answer["now"].as_str().unwrap_or_default()
            );
            return Ok(());
        }
        let (method, path) = match (&step.post, &step.get, &step.delete, &step.patch) {
            (Some(p), None, None, None) => (Method::POST, p),
            (None, Some(p), None, None) => (Method::GET, p),
            (None, None, Some(p), None) => (Method::DELETE, p),
            (None, None, None, Some(p)) => (Method::PATCH, p),
            _ => {
                return Err(format!(
                    "a fixture step needs one of post, get, delete, patch: {step:?}"
                ))
            }
        };
        let path = self.text(path)?;
        let body = step.body.as_ref().map(|b| self.fill(b)).transpose()?;
        let token;
        let who = match step.auth.as_deref() {
            None | Some("secret") => As::Secret,
            Some("public") => As::Public,
            Some("gateway") if method == Method::GET || self.api.signs_gateway() => As::Gateway,
            Some("gateway") => return Err(format!("{method} {path} {NEEDS_GATEWAY}")),
            Some("admin") => As::Bearer(self.admin_key.as_deref().ok_or(NEEDS_ADMIN)?),
            Some(user) => {
                let from = user
                    .strip_prefix("user:")
                    .ok_or_else(|| format!("auth {user}?"))?;
                token = self.answers[from]["access_token"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string();
                As::Bearer(&token)
            }
        };
        let mut last = None;
        for _ in 0..step.repeat.unwrap_or(1) {
            let got = self
                .api
                .send(method.clone(), &path, body.clone(), who)
                .await;
            match (got, &step.expect) {
                (Ok(answer), None) => last = Some(answer),
                (Err(f), Some(code)) if code == "*" || f.code.as_deref() == Some(code) => {}
                (Ok(_), Some(code)) => {
                    return Err(format!("{method} {path}: expected {code}, it succeeded"))
                }
                (Err(f), _) => return Err(describe(&method, &path, f)),
            }
        }
        if let Some(answer) = last {
            self.remember(step, answer);
        }
        Ok(())
    }

    fn remember(&mut self, step: &Step, answer: Value) {
        if let Some(n) = &step.name {
            self.answers.insert(n.clone(), answer);
        }
    }

    /// `${x}` in a string: a parameter, `run`, or a path into a step's answer.
    fn lookup(&self, name: &str) -> Result<Value, String> {
        // `${step.field|first}`: the text's first word (a texted code's digits);
        // `|first|wrong`: those digits each one up (9 to 0), a code sure to be wrong
        if let Some(name) = name.strip_suffix("|wrong") {
            return match self.lookup(name)? {
                Value::String(t) => Ok(t
                    .chars()
                    .map(|c| match c.to_digit(10) {
                        Some(d) => char::from(b'0' + ((d + 1) % 10) as u8),
                        None => c,
                    })
                    .collect::<String>()
                    .into()),
                v => Err(format!("${{{name}|wrong}}: {v} is not a text")),
            };
        }
        if let Some(name) = name.strip_suffix("|first") {
            return match self.lookup(name)? {
                Value::String(t) => Ok(t.split_whitespace().next().unwrap_or_default().into()),
                v => Err(format!("${{{name}|first}}: {v} is not a text")),
            };
        }
        if let Some(v) = self.params.get(name) {
            return Ok(v.clone());
        }
        let mut parts = name.split('.');
        let first = parts.next().unwrap_or_default();
        let mut v = self
            .answers
            .get(first)
            .ok_or_else(|| format!("${{{name}}}: nothing named {first} yet"))?;
        for p in parts {
            v = match p.parse::<usize>() {
                Ok(i) => &v[i],
                Err(_) => &v[p],
            };
        }
        if v.is_null() {
            return Err(format!("${{{name}}}: the answer has no such field"));
        }
        Ok(v.clone())
    }

    fn text(&self, s: &str) -> Result<String, String> {
        let mut out = String::new();
        let mut rest = s;
        while let Some(i) = rest.find("${") {
            out.push_str(&rest[..i]);
            let end = rest[i..]
                .find('}')
                .ok_or_else(|| format!("{s}: unclosed ${{"))?
                + i;
            match self.lookup(&rest[i + 2..end])? {
                Value::String(t) => out.push_str(&t),
                v => out.push_str(&v.to_string()),
            }
            rest = &rest[end + 1..];
        }
        out.push_str(rest);
        Ok(out)
    }

    /// A body with its `${...}` filled in; a string that is one `${...}` takes the value's type.
    fn fill(&self, v: &Value) -> Result<Value, String> {
        Ok(match v {
            Value::String(s)
                if s.starts_with("${") && s.ends_with('}') && s.matches("${").count() == 1 =>
            {
                self.lookup(&s[2..s.len() - 1])?
            }
            Value::String(s) => Value::String(self.text(s)?),
            Value::Array(a) => {
                Value::Array(a.iter().map(|x| self.fill(x)).collect::<Result<_, _>>()?)
            }
            Value::Object(o) => Value::Object(
                o.iter()
                    .map(|(k, x)| Ok((k.clone(), self.fill(x)?)))
                    .collect::<Result<_, String>>()?,
            ),
            other => other.clone(),
        })
    }
}

fn describe(method: &Method, path: &str, f: Failure) -> String {
    format!("{method} {path}: {f}")
}

/// A receiver on this machine's loopback that answers every POST with 410 Gone: an
/// endpoint pointing at it is disabled on its first delivery. The Sanduq must reach this
/// machine (a local `sanduq serve --allow-private-webhooks`).
async fn gone_receiver() -> Result<(String, tokio::task::JoinHandle<()>), String> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .map_err(|e| e.to_string())?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let app = axum::Router::new().route(
        "/gone",
        axum::routing::post(|| async { (StatusCode::GONE, "sanduq trigger: gone") }),
    );
    let handle = tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    Ok((format!("http://{addr}/gone"), handle))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn walk<'a>(f: &'a Fixtures, steps: &'a [Step], seen: &mut Vec<&'a str>) {
        for s in steps {
            if let Some(g) = &s.group {
                let group = f.groups.get(g).unwrap_or_else(|| panic!("no group {g}"));
                seen.push(g);
                walk(f, group, seen);
            }
        }
    }

    #[test]
    fn every_catalogue_event_has_a_fixture_and_every_group_exists() {
        let f = fixtures();
        for (kind, _, _) in sanduq_webhooks::catalogue::EVENTS {
            let steps = f
                .fixtures
                .get(*kind)
                .unwrap_or_else(|| panic!("no fixture for {kind}"));
            walk(&f, steps, &mut vec![]);
        }
        for kind in f.fixtures.keys() {
            assert!(
                sanduq_webhooks::catalogue::known(kind),
                "{kind} is not a catalogue event"
            );
        }
    }

    #[test]
    fn bodies_take_parameters_and_earlier_answers_with_their_types() {
        let api = Api::new(&super::super::config::Profile {
            base_url: "http://127.0.0.1:9".into(),
            key: "sk_sandbox_x".into(),
            gateway_key: None,
            gateway_secret: None,
        });
        let mut run = Run {
            api: &api,
            admin_key: None,
            params: fixtures().params,
            answers: Map::new(),
            receivers: vec![],
        };
        run.answers.insert(
            "session".into(),
            serde_json::json!({"id": "cs_1", "payment_id": "pay_1", "list": [{"x": 5}]}),
        );
        let body = serde_json::json!({"amount": "${amount}", "path": "/payments/${session.payment_id}/capture", "n": "${session.list.0.x}", "keep": 3});
        assert_eq!(
            run.fill(&body).unwrap(),
            serde_json::json!({"amount": 25000, "path": "/payments/pay_1/capture", "n": 5, "keep": 3})
        );
        assert!(run
            .fill(&serde_json::json!("${nothing.id}"))
            .unwrap_err()
            .contains("nothing named nothing"));
        assert!(run
            .fill(&serde_json::json!("${session.missing}"))
            .unwrap_err()
            .contains("no such field"));
        assert!(run.text("${amount").unwrap_err().contains("unclosed"));
    }
}
