//! The developer's CLI: `sanduq login`, `listen`, `events`, `payments`, `clock`. Each talks
//! to a Sanduq API (this laptop's `sanduq serve` or a deployed stack) with a profile that
//! `login` stored (`config`), through the same public API a merchant's server uses (`api`).

pub mod api;
pub mod config;
pub mod listen;
pub mod trigger;

use api::{Api, EventsQuery};
use config::{Profile, DEFAULT_PROFILE};
use serde_json::{json, Value};

/// Which Sanduq and which merchant: a stored profile, or flags / environment over it.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct Target {
    /// The profile `sanduq login` stored (default: default).
    #[arg(long, env = "SANDUQ_PROFILE")]
    pub profile: Option<String>,
    /// The API's address, over the profile's.
    #[arg(long, env = "SANDUQ_BASE_URL")]
    pub base_url: Option<String>,
    /// A secret key (sk_...), over the profile's.
    #[arg(long, env = "SANDUQ_API_KEY", hide_env_values = true)]
    pub key: Option<String>,
}

impl Target {
    /// The profile's name and what to call with.
    pub fn resolve(&self) -> Result<(String, Profile), String> {
        let name = self.profile.clone().unwrap_or(DEFAULT_PROFILE.into());
        let stored = config::load()?.profiles.get(&name).cloned();
        let profile = match (stored, &self.base_url, &self.key) {
            (_, Some(b), Some(k)) => Profile {
                base_url: config::base(b)?,
                key: k.clone(),
                gateway_key: None,
                gateway_secret: None,
            },
            (Some(mut p), b, k) => {
                if let Some(b) = b {
                    p.base_url = config::base(b)?;
                }
                if let Some(k) = k {
                    p.key = k.clone();
                }
                p
            }
            (None, _, _) => {
                return Err(format!(
                    "no profile {name}: run `sanduq login --base-url URL --key sk_...{}` first",
                    if name == DEFAULT_PROFILE {
                        String::new()
                    } else {
                        format!(" --profile {name}")
                    }
                ))
            }
        };
        Ok((name, profile))
    }
}

#[derive(clap::Args, Debug)]
pub struct LoginArgs {
    /// Where the API answers: http://127.0.0.1:8080, or a deployed stack's address.
    #[arg(long)]
    pub base_url: String,
    /// The merchant's secret key (sk_sandbox_... or sk_live_...).
    #[arg(long)]
    pub key: String,
    /// Store it under this name (default: default).
    #[arg(long, default_value = DEFAULT_PROFILE)]
    pub profile: String,
    /// The gateway family's HMAC key id (mk_...): gateway reads are then signed with it.
    #[arg(long, requires = "gateway_secret")]
    pub gateway_key: Option<String>,
    #[arg(long, requires = "gateway_key")]
    pub gateway_secret: Option<String>,
}

#[derive(clap::Subcommand, Debug)]
pub enum EventsCommand {
    /// The merchant's events, newest first.
    List {
        #[command(flatten)]
        target: Target,
        /// Only these types or families, comma-separated (payment.*,kyc.approved).
        #[arg(long)]
        types: Option<String>,
        /// How many (at most 100 per page; more are read page by page).
        #[arg(long, default_value_t = 20)]
        limit: usize,
        /// Print each event's JSON instead of one line each.
        #[arg(long)]
        json: bool,
    },
    /// Send an event again to one of the merchant's webhook endpoints.
    Resend {
        #[command(flatten)]
        target: Target,
        event_id: String,
        #[arg(long)]
        endpoint: String,
    },
}

#[derive(clap::Subcommand, Debug)]
pub enum ClockCommand {
    /// Move the sandbox's test clock forward (30s, 15m, 2h, 3d) and run what became due.
    Advance {
        #[command(flatten)]
        target: Target,
        by: String,
    },
    /// Where the sandbox's test clock stands.
    Show {
        #[command(flatten)]
        target: Target,
    },
}

#[derive(clap::Subcommand, Debug)]
pub enum LogsCommand {
    /// The merchant's recent API requests (kept 7 days), oldest first; --follow for new ones.
    Tail {
        #[command(flatten)]
        target: Target,
        /// How many of the latest to show first.
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=100))]
        limit: u64,
        /// Keep printing requests as they are made (Ctrl-C stops).
        #[arg(long)]
        follow: bool,
        /// Only requests that failed (status 400 and above).
        #[arg(long)]
        errors: bool,
        /// Milliseconds between polls with --follow.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(50..=60_000))]
        interval_ms: u64,
    },
}

#[derive(clap::Subcommand, Debug)]
pub enum PaymentsCommand {
    /// The merchant's payments, newest first (the gateway family's list and words).
    List {
        #[command(flatten)]
        target: Target,
        /// created, reserved, completed, cancelled, refunded, expired
        #[arg(long)]
        status: Option<String>,
        #[arg(long, default_value_t = 20)]
        limit: usize,
    },
}

pub async fn login(a: LoginArgs) -> Result<(), String> {
    let profile = Profile {
        base_url: config::base(&a.base_url)?,
        key: a.key,
        gateway_key: a.gateway_key,
        gateway_secret: a.gateway_secret,
    };
    let api = Api::new(&profile);
    let brand = api.get("/merchant/branding").await?;
    if profile.gateway_key.is_some() {
        api.gateway_get("/gateway/payments?per_page=1").await?;
    }
    let mut c = config::load()?;
    c.profiles.insert(a.profile.clone(), profile.clone());
    let path = config::save(&c)?;
    let mode = if profile.key.contains("_live_") {
        "live"
    } else {
        "sandbox"
    };
    println!(
        "Logged in to {} as {} ({mode}); profile {} saved in {}.",
        profile.base_url,
        brand["name"].as_str().unwrap_or("the merchant"),
        a.profile,
        path.display()
    );
    Ok(())
}

pub async fn events(c: EventsCommand) -> Result<(), String> {
    match c {
        EventsCommand::List {
            target,
            types,
            limit,
            json,
        } => {
            let api = Api::new(&target.resolve()?.1);
            let events = api
                .events(EventsQuery {
                    types: types.as_deref(),
                    oldest_first: false,
                    after: None,
                    limit,
                })
                .await?;
            for e in &events {
                if json {
                    println!("{e}");
                } else {
                    println!(
                        "{}  {:<32} {}  {}",
                        e["created_at"].as_str().unwrap_or_default(),
                        e["type"].as_str().unwrap_or_default(),
                        e["id"].as_str().unwrap_or_default(),
                        e["data"]["object"]["id"].as_str().unwrap_or_default()
                    );
                }
            }
            Ok(())
        }
        EventsCommand::Resend {
            target,
            event_id,
            endpoint,
        } => {
            let api = Api::new(&target.resolve()?.1);
            let r = api
                .post(
                    &format!("/events/{event_id}/resend"),
                    json!({ "endpoint_id": endpoint }),
                )
                .await?;
            println!(
                "{} resent to {} ({})",
                event_id,
                endpoint,
                r["delivery"]["status"].as_str().unwrap_or("queued")
            );
            Ok(())
        }
    }
}

pub async fn clock(c: ClockCommand) -> Result<(), String> {
    let show = |c: &Value| {
        println!(
            "sandbox clock: {} (ahead of real time by {} s)",
            c["now"].as_str().unwrap_or_default(),
            c["offset_seconds"]
        )
    };
    match c {
        ClockCommand::Advance { target, by } => {
            let seconds = duration_secs(&by)?;
            let api = Api::new(&target.resolve()?.1);
            show(
                &api.post("/sandbox/clock/advance", json!({ "seconds": seconds }))
                    .await?,
            );
        }
        ClockCommand::Show { target } => {
            let api = Api::new(&target.resolve()?.1);
            show(&api.get("/sandbox/clock").await?);
        }
    }
    Ok(())
}

pub async fn payments(c: PaymentsCommand) -> Result<(), String> {
    let PaymentsCommand::List {
        target,
        status,
        limit,
    } = c;
    let api = Api::new(&target.resolve()?.1);
    let mut shown = 0;
    let mut page = 1;
    while shown < limit {
        let mut path = format!("/gateway/payments?per_page={}&page={page}", limit.min(100));
        if let Some(s) = &status {
            path.push_str(&format!("&status={s}"));
        }
        let r = api.gateway_get(&path).await?;
        let rows = r["payments"].as_array().cloned().unwrap_or_default();
        for p in rows.iter().take(limit - shown) {
            println!(
                "{}  {:<10} {:>14} {}  {}  {}",
                p["created_at"].as_str().unwrap_or_default(),
                p["status"].as_str().unwrap_or_default(),
                p["amount"],
                p["currency"].as_str().unwrap_or_default(),
                p["id"].as_str().unwrap_or_default(),
                p["reference"].as_str().unwrap_or_default()
            );
            shown += 1;
        }
        if rows.is_empty() || r["pagination"]["total_pages"].as_u64() <= Some(page) {
            break;
        }
        page += 1;
    }
    Ok(())
}

pub async fn logs(c: LogsCommand) -> Result<(), String> {
    let LogsCommand::Tail {
        target,
        limit,
        follow,
        errors,
        interval_ms,
    } = c;
    let api = Api::new(&target.resolve()?.1);
    let mut seen: std::collections::HashSet<String> = Default::default();
    let show = |r: &Value| {
        let code = r["error_code"]
            .as_str()
            .map(|c| format!("  {c}"))
            .unwrap_or_default();
        println!(
            "{}  {:<6} {} {:<48} {:>8.1} ms  {}{code}",
            r["created_at"].as_str().unwrap_or_default(),
            r["method"].as_str().unwrap_or_default(),
            r["status"],
            r["route"].as_str().unwrap_or_default(),
            r["latency_ms"].as_f64().unwrap_or_default(),
            r["id"].as_str().unwrap_or_default(),
        );
    };
    let first = api.get(&format!("/request-logs?per_page={limit}")).await?;
    let mut rows: Vec<Value> = first["requests"].as_array().cloned().unwrap_or_default();
    rows.reverse();
    for r in &rows {
        seen.insert(r["id"].as_str().unwrap_or_default().to_string());
        if !errors || r["status"].as_u64() >= Some(400) {
            show(r);
        }
    }
    if !follow {
        return Ok(());
    }
    let stop = tokio::signal::ctrl_c();
    tokio::pin!(stop);
    loop {
        tokio::select! {
            _ = &mut stop => return Ok(()),
            _ = tokio::time::sleep(std::time::Duration::from_millis(interval_ms)) => {}
        }
        // the newest 100, and older pages while everything on them is new
        let mut fresh = vec![];
        let mut path = "/request-logs?per_page=100".to_string();
        for _ in 0..10 {
            let page = api.get(&path).await?;
            let rows = page["requests"].as_array().cloned().unwrap_or_default();
            let all_new = rows
                .iter()
                .all(|r| !seen.contains(r["id"].as_str().unwrap_or_default()));
            fresh.extend(
                rows.into_iter()
                    .filter(|r| !seen.contains(r["id"].as_str().unwrap_or_default())),
            );
            match page["pagination"]["next_cursor"].as_str() {
                Some(c) if all_new => {
                    let c: String = url::form_urlencoded::byte_serialize(c.as_bytes()).collect();
                    path = format!("/request-logs?per_page=100&starting_after={c}");
                }
                _ => break,
            }
        }
        fresh.sort_by(|a, b| a["cursor"].as_str().cmp(&b["cursor"].as_str()));
        for r in &fresh {
            seen.insert(r["id"].as_str().unwrap_or_default().to_string());
            if !errors || r["status"].as_u64() >= Some(400) {
                show(r);
            }
        }
    }
}

/// `90`, `30s`, `15m`, `2h`, `3d`: seconds.
pub fn duration_secs(s: &str) -> Result<i64, String> {
    let s = s.trim();
    let (n, unit) = match s.find(|c: char| !c.is_ascii_digit()) {
        Some(i) => s.split_at(i),
        None => (s, "s"),
    };
    let n: i64 = n
        .parse()
        .map_err(|_| format!("{s}: a number and s, m, h or d (3d)"))?;
    let unit = match unit {
        "s" => 1,
        "m" => 60,
        "h" => 3_600,
        "d" => 86_400,
        _ => return Err(format!("{s}: a number and s, m, h or d (3d)")),
    };
    n.checked_mul(unit)
        .filter(|v| *v > 0)
        .ok_or_else(|| format!("{s}: more than nothing, and not that much"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_with_their_units() {
        assert_eq!(duration_secs("90"), Ok(90));
        assert_eq!(duration_secs("30s"), Ok(30));
        assert_eq!(duration_secs("15m"), Ok(900));
        assert_eq!(duration_secs("2h"), Ok(7_200));
        assert_eq!(duration_secs("3d"), Ok(259_200));
        assert!(duration_secs("3w").is_err());
        assert!(duration_secs("d").is_err());
        assert!(duration_secs("0s").is_err());
        assert!(duration_secs("-1d").is_err());
    }
}
