//! `sanduq listen`: follows the merchant's events through `GET /events` (oldest first, by
//! cursor; no inbound connection, so it works against a deployed stack) and POSTs each to a
//! local address, signed as Standard Webhooks with a `whsec_` secret that is the same on
//! every start (kept in the profile's listener state), one line per event.
//!
//! Where it stopped is kept too, so a restart goes on from there. Events are listed by
//! creation time, and one created a moment earlier may be committed a moment later than
//! another: the follower re-reads the last `SETTLE_SECS` of events on each poll and
//! forwards only those it has not forwarded (their ids are kept), so a late commit is not
//! skipped and nothing is sent twice.

use super::api::{Api, EventsQuery};
use super::config;
use chrono::{DateTime, Duration, Utc};
use sanduq_webhooks::catalogue;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// How far back each poll looks again for events committed after later ones.
pub const SETTLE_SECS: i64 = 5;

#[derive(clap::Args, Debug)]
pub struct ListenArgs {
    #[command(flatten)]
    pub target: super::Target,
    /// Where to POST events (those no --route takes).
    #[arg(long)]
    pub forward_to: Option<String>,
    /// Only these event types or families, comma-separated (payment.*,kyc.approved).
    #[arg(long, value_delimiter = ',')]
    pub events: Vec<String>,
    /// PATTERN=URL: events of that type or family go there instead (repeatable; first match).
    #[arg(long = "route")]
    pub routes: Vec<String>,
    /// Milliseconds between polls when nothing is new.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(50..=60_000))]
    pub interval_ms: u64,
}

/// What a listener keeps between runs.
#[derive(Debug, Default, Serialize, Deserialize)]
struct State {
    secret: String,
    /// Events after this one (by the list's order) are still to be read.
    anchor: Option<String>,
    /// Events forwarded after the anchor: (created_at, id), in the list's order.
    #[serde(default)]
    seen: Vec<(DateTime<Utc>, String)>,
}

impl State {
    /// Moves the anchor to the newest forwarded event at least `SETTLE_SECS` older than the
    /// newest one, and forgets what lies at or before it.
    fn settle(&mut self) {
        let Some(newest) = self.seen.iter().map(|(t, _)| *t).max() else {
            return;
        };
        let line = newest - Duration::seconds(SETTLE_SECS);
        if let Some(i) = self.seen.iter().rposition(|(t, _)| *t <= line) {
            self.anchor = Some(self.seen[i].1.clone());
            self.seen.drain(..=i);
        }
    }

    fn forwarded(&self, id: &str) -> bool {
        self.seen.iter().any(|(_, s)| s == id)
    }
}

#[derive(Debug)]
struct Route {
    pattern: String,
    url: String,
}

fn routes(a: &ListenArgs) -> Result<Vec<Route>, String> {
    let mut out = vec![];
    for r in &a.routes {
        let (pattern, url) = r.split_once('=').ok_or_else(|| {
            format!("--route {r}: PATTERN=URL (subscription.*=http://localhost:3000/billing)")
        })?;
        if let Some(p) = catalogue::pattern_problem(pattern) {
            return Err(format!("--route {r}: {p}"));
        }
        out.push(Route {
            pattern: pattern.to_string(),
            url: local_url(url)?,
        });
    }
    if let Some(u) = &a.forward_to {
        out.push(Route {
            pattern: "*".into(),
            url: local_url(u)?,
        });
    }
    if out.is_empty() {
        return Err("give --forward-to URL, or at least one --route PATTERN=URL".into());
    }
    for p in &a.events {
        if let Some(problem) = catalogue::pattern_problem(p) {
            return Err(format!("--events: {problem}"));
        }
    }
    Ok(out)
}

fn local_url(u: &str) -> Result<String, String> {
    let url = url::Url::parse(u).map_err(|e| format!("{u}: {e}"))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(format!("{u}: an http(s) address"));
    }
    Ok(url.to_string())
}

fn state_path(profile: &str) -> Result<PathBuf, String> {
    Ok(config::dir()?.join(format!("listen-{profile}.json")))
}

pub async fn run(a: ListenArgs) -> Result<(), String> {
    let (profile_name, profile) = a.target.resolve()?;
    let routes = routes(&a)?;
    let api = Api::new(&profile);
    let path = state_path(&profile_name)?;
    let mut state: State = config::read_json(&path)?.unwrap_or_default();
    if state.secret.is_empty() {
        state.secret = sanduq_webhooks::signing::new_secret();
    }
    if state.anchor.is_none() {
        // first start: from now on, not the history
        let newest = api.get("/events?per_page=1").await?;
        state.anchor = newest["events"][0]["id"].as_str().map(str::to_string);
    }
    config::write_json(&path, &state)?;

    let stop = Arc::new(AtomicBool::new(false));
    let wake = Arc::new(tokio::sync::Notify::new());
    {
        let (stop, wake) = (stop.clone(), wake.clone());
        tokio::spawn(async move {
            if tokio::signal::ctrl_c().await.is_ok() {
                stop.store(true, Ordering::SeqCst);
                wake.notify_one();
            }
        });
    }
    let types = a.events.join(",");
    println!(
        "Ready! Following {} at {} (^C to quit).",
        if types.is_empty() {
            "every event"
        } else {
            &types
        },
        api.base()
    );
    println!(
        "Your webhook signing secret is {} (the same on every start).",
        state.secret
    );
    for r in &routes {
        println!("  {} -> {}", r.pattern, r.url);
    }
    let http = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(10))
        .build()
        .map_err(|e| e.to_string())?;
    while !stop.load(Ordering::SeqCst) {
        match poll(&api, &types, &state).await {
            Ok(events) => {
                for e in events {
                    if stop.load(Ordering::SeqCst) {
                        break;
                    }
                    forward(&http, &routes, &state.secret, &e).await;
                    let at = e["created_at"]
                        .as_str()
                        .and_then(|t| t.parse::<DateTime<Utc>>().ok())
                        .unwrap_or_else(Utc::now);
                    state
                        .seen
                        .push((at, e["id"].as_str().unwrap_or_default().into()));
                    config::write_json(&path, &state)?;
                }
                state.settle();
                config::write_json(&path, &state)?;
            }
            Err(f) if matches!(f.status, Some(401 | 403)) => return Err(f.message),
            Err(f) if f.message.contains("starting_after") && state.anchor.is_some() => {
                // the event it stopped at is gone (retention): go on from now
                eprintln!("{f}; going on from the newest event");
                state.anchor = None;
                state.seen.clear();
                let newest = api.get("/events?per_page=1").await?;
                state.anchor = newest["events"][0]["id"].as_str().map(str::to_string);
                config::write_json(&path, &state)?;
            }
            Err(f) => eprintln!("{} {f}", Utc::now().format("%H:%M:%S")),
        }
        tokio::select! {
            _ = tokio::time::sleep(std::time::Duration::from_millis(a.interval_ms)) => {}
            _ = wake.notified() => {}
        }
    }
    println!(
        "Stopped. The next `sanduq listen` goes on after {}.",
        state
            .seen
            .last()
            .map(|(_, id)| id.as_str())
            .or(state.anchor.as_deref())
            .unwrap_or("the newest event")
    );
    Ok(())
}

/// The events after the anchor not yet forwarded, oldest first (every page of them).
async fn poll(api: &Api, types: &str, state: &State) -> Result<Vec<Value>, super::api::Failure> {
    let all = api
        .events(EventsQuery {
            types: Some(types),
            oldest_first: true,
            after: state.anchor.clone(),
            limit: usize::MAX,
        })
        .await?;
    Ok(all
        .into_iter()
        .filter(|e| !state.forwarded(e["id"].as_str().unwrap_or_default()))
        .collect())
}

/// POSTs one event where its route says, signed, and prints how it went.
async fn forward(http: &reqwest::Client, routes: &[Route], secret: &str, e: &Value) {
    let id = e["id"].as_str().unwrap_or_default();
    let kind = e["type"].as_str().unwrap_or_default();
    let Some(route) = routes.iter().find(|r| catalogue::matches(&r.pattern, kind)) else {
        println!(
            "{}  {kind:<32} {id}  (no route)",
            Utc::now().format("%H:%M:%S")
        );
        return;
    };
    let body = serde_json::to_vec(e).expect("JSON of JSON");
    let ts = Utc::now().timestamp();
    let signature = sanduq_webhooks::signing::signature_header(&[secret], id, ts, &body);
    let started = std::time::Instant::now();
    let result = http
        .post(&route.url)
        .header("content-type", "application/json")
        .header("webhook-id", id)
        .header("webhook-timestamp", ts.to_string())
        .header("webhook-signature", signature)
        .header("user-agent", "sanduq-cli")
        .body(body)
        .send()
        .await;
    let ms = started.elapsed().as_millis();
    let outcome = match result {
        Ok(r) => format!("[{}]", r.status().as_u16()),
        Err(e) if e.is_timeout() => "[timed out]".to_string(),
        Err(e) if e.is_connect() => "[connection refused]".to_string(),
        Err(e) => format!("[{e}]"),
    };
    println!(
        "{}  {kind:<32} {id}  -> {outcome} {ms} ms  {}",
        Utc::now().format("%H:%M:%S"),
        route.url
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + s, 0).unwrap()
    }

    #[test]
    fn the_anchor_stays_settle_seconds_behind_the_newest_event() {
        let mut s = State {
            seen: vec![
                (at(0), "a".into()),
                (at(3), "b".into()),
                (at(6), "c".into()),
            ],
            ..State::default()
        };
        s.settle();
        assert_eq!(s.anchor.as_deref(), Some("a"));
        assert_eq!(s.seen.len(), 2);
        assert!(s.forwarded("b") && !s.forwarded("a"));
        s.seen.push((at(20), "d".into()));
        s.settle();
        assert_eq!(s.anchor.as_deref(), Some("c"));
        assert_eq!(s.seen, vec![(at(20), "d".to_string())]);
        // nothing newer: nothing moves
        s.settle();
        assert_eq!(s.anchor.as_deref(), Some("c"));
    }

    #[test]
    fn routes_take_the_first_match_and_need_somewhere_to_go() {
        let a = |forward: Option<&str>, r: &[&str], events: &[&str]| ListenArgs {
            target: super::super::Target::default(),
            forward_to: forward.map(str::to_string),
            events: events.iter().map(|s| s.to_string()).collect(),
            routes: r.iter().map(|s| s.to_string()).collect(),
            interval_ms: 1000,
        };
        let got = routes(&a(
            Some("http://localhost:3000/hooks"),
            &["subscription.*=http://localhost:3000/billing"],
            &[],
        ))
        .unwrap();
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].pattern, "subscription.*");
        assert_eq!(got[1].pattern, "*");
        assert!(routes(&a(None, &[], &[]))
            .unwrap_err()
            .contains("--forward-to"));
        assert!(routes(&a(None, &["subscription.*"], &[]))
            .unwrap_err()
            .contains("PATTERN=URL"));
        assert!(routes(&a(None, &["subscr*=http://x"], &[]))
            .unwrap_err()
            .contains("wildcard"));
        assert!(routes(&a(Some("ftp://x"), &[], &[])).is_err());
        assert!(routes(&a(Some("http://x"), &[], &["payment.nope"]))
            .unwrap_err()
            .contains("--events"));
    }
}
