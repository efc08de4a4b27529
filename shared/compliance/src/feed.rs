//! Monitoring's feed in `sanduq serve` (the embedded store, this process its only writer): the
//! money movements' events of merchants nobody listens to come straight from the store once
//! their change has committed (`sanduq_kernel::listened`), with no outbox marker, and are
//! observed here a batch at a time (`monitor::observe`). The events of a listened merchant
//! keep their markers and come through the relay; in AWS the table's stream brings them all.
//!
//! **At least once across a stop.** What was fed and not yet observed when the process stopped
//! (or was killed) is read again at the next start from the events themselves: each
//! merchant's events list (GSI1 `MER#<m>#EVENTS`, by time) from monitoring's cursor on. The
//! cursor (`MON#FEED` / `CURSOR`) says every money event made before it has been observed; it is
//! moved to `MARGIN` before now when nothing waits in the feed (a change's event is made at
//! the request's time and committed within its deadline, far less than the margin), at most
//! every `CURSOR_EVERY`. Observing twice changes nothing (a movement is logged once, an alert is
//! named by its rule and movement). An event stamped by a sandbox test clock ahead of real time
//! lies after the cursor and is read again at each start: observed once all the same.

use crate::monitor;
use chrono::{DateTime, Duration, Utc};
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::events::{MoneyEvent, MONEY_KINDS};
use sanduq_kernel::items::sort_time;
use sanduq_kernel::state::AppState;
use sanduq_store::{Index, Item, Key, Query, SkRange};
use serde_json::{json, Value};
use tokio::sync::mpsc::UnboundedReceiver;

/// How far before now the cursor is set when nothing waits: longer than a change takes from its
/// event's time to its commit.
pub const MARGIN: Duration = Duration::seconds(60);
/// The cursor is written at most this often while movements come, and once an hour when none.
pub const CURSOR_EVERY: std::time::Duration = std::time::Duration::from_secs(5);
const IDLE_CURSOR: std::time::Duration = std::time::Duration::from_secs(3_600);
/// How long a batch waits for more after its first movement.
pub const GATHER: std::time::Duration = std::time::Duration::from_millis(100);
/// Events fed observed together at most.
pub const BATCH: usize = 1_000;
/// Events read per page when catching up.
const PAGE: usize = 500;

fn cursor_key() -> Key {
    Key::new("MON#FEED", "CURSOR")
}

/// Where monitoring's cursor stands (None: never written, nothing to catch up).
pub async fn cursor(st: &AppState) -> ApiResult<Option<DateTime<Utc>>> {
    let item = st.store.get(&cursor_key()).await?;
    Ok(item
        .as_ref()
        .and_then(|i| i.get("upto"))
        .and_then(Value::as_str)
        .and_then(|t| DateTime::parse_from_rfc3339(t).ok())
        .map(|t| t.with_timezone(&Utc)))
}

async fn set_cursor(st: &AppState, upto: DateTime<Utc>) -> ApiResult<()> {
    let mut item = Item::new();
    let k = cursor_key();
    item.insert("pk".into(), k.pk.into());
    item.insert("sk".into(), k.sk.into());
    item.insert("upto".into(), json!(sanduq_domain::time::text(upto)));
    st.store
        .transact(vec![sanduq_store::Write::Put { item, cond: None }])
        .await?;
    Ok(())
}

/// Observes what the feed brings, for ever: first the events made since the cursor (what a
/// stopped process left), then each batch as it comes. A batch that fails is tried again (a
/// second later), never dropped; the cursor waits for it.
pub async fn run(st: AppState, mut feed: UnboundedReceiver<Vec<MoneyEvent>>) {
    loop {
        match catch_up(&st).await {
            Ok(n) => {
                if n > 0 {
                    tracing::info!(events = n, "money movements caught up by monitoring");
                }
                break;
            }
            Err(e) => {
                tracing::warn!(error = %e.0.message, "monitoring's catch-up failed; tried again");
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            }
        }
    }
    let mut written = std::time::Instant::now();
    let mut dirty = false;
    loop {
        let first = tokio::time::timeout(CURSOR_EVERY, feed.recv()).await;
        let mut batch = match first {
            Ok(Some(b)) => b,
            Ok(None) => return,
            Err(_) => vec![],
        };
        if !batch.is_empty() {
            // what comes meanwhile joins it: one reading of the rules and one transaction for
            // many movements, not for each (taken at once, a busy server's movements came one
            // or two a batch and monitoring cost its payments a fifth of their rate)
            tokio::time::sleep(GATHER).await;
        }
        while batch.len() < BATCH {
            match feed.try_recv() {
                Ok(more) => batch.extend(more),
                Err(_) => break,
            }
        }
        if !batch.is_empty() {
            while let Err(e) = observe(&st, &batch).await {
                tracing::warn!(error = %e.0.message, "monitoring could not observe a batch; tried again");
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            }
            dirty = true;
        }
        let due = if dirty { CURSOR_EVERY } else { IDLE_CURSOR };
        if feed.is_empty() && written.elapsed() >= due {
            match set_cursor(&st, Utc::now() - MARGIN).await {
                Ok(()) => (written, dirty) = (std::time::Instant::now(), false),
                Err(e) => tracing::warn!(error = %e.0.message, "monitoring's cursor not moved"),
            }
        }
    }
}

/// Observes fed events.
pub async fn observe(st: &AppState, fed: &[MoneyEvent]) -> ApiResult<monitor::Observed> {
    let found = fed.iter().flat_map(|e| {
        let at = DateTime::parse_from_rfc3339(&e.created_at)
            .map_or_else(|_| Utc::now(), |t| t.with_timezone(&Utc));
        let data = monitor::EventData::from_text(&e.data);
        monitor::movements_in(&e.kind, &e.merchant_id, &data, at)
    });
    monitor::observe_movements(st, found.collect::<Vec<_>>()).await
}

/// Observes every money event made since the cursor (by any merchant), then moves the cursor
/// to `MARGIN` before now. Returns how many events it read. Without a cursor (a data dir
/// monitoring never fed), it only sets one: what came before went through the outbox.
pub async fn catch_up(st: &AppState) -> ApiResult<usize> {
    let started = Utc::now();
    let Some(from) = cursor(st).await? else {
        set_cursor(st, started - MARGIN).await?;
        return Ok(0);
    };
    let merchants = st
        .store
        .query(&Query::index(Index::Gsi1, "MERCHANTS"))
        .await?;
    let mut n = 0;
    for m in merchants {
        let Some(id) = m.get("id").and_then(Value::as_str) else {
            continue;
        };
        let mut after = sort_time(from);
        loop {
            let q = Query::index(Index::Gsi1, format!("MER#{id}#EVENTS"))
                .sk(SkRange::Between(after.clone(), "~".into()))
                .limit(PAGE);
            let page = st.store.query(&q).await?;
            let full = page.len() == PAGE;
            let mut fed = vec![];
            for e in &page {
                let text = |k: &str| e.get(k).and_then(Value::as_str);
                if let Some(sk) = text("gsi1sk") {
                    // the next page starts just after this one's last key
                    after = format!("{sk}\u{1}");
                }
                let Some(kind) = text("type").filter(|k| MONEY_KINDS.contains(k)) else {
                    continue;
                };
                fed.push(MoneyEvent {
                    merchant_id: id.to_string(),
                    kind: kind.to_string(),
                    data: match e.get("data") {
                        Some(Value::String(d)) => d.clone(),
                        Some(d) => d.to_string(),
                        None => continue,
                    },
                    created_at: text("created_at").unwrap_or_default().to_string(),
                });
            }
            n += fed.len();
            if !fed.is_empty() {
                observe(st, &fed).await?;
            }
            if !full {
                break;
            }
        }
    }
    set_cursor(st, started - MARGIN).await?;
    Ok(n)
}
