//! Locally, one background task does what the relay and delivery functions do in AWS:
//! relay the outbox (the markers the embedded store tells of, as DynamoDB's stream tells
//! the AWS relay, and the whole outbox at start and every `FULL_DRAIN`), then take due wakes
//! off the queue and handle them (a few at a time),
//! deleting each once handled; a wake that could not be handled comes back after its
//! visibility timeout, as on SQS.

use crate::bus::Bus;
use crate::deliver::{self, Handled};
use crate::relay;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::AppState;
use sanduq_store::Key;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc::UnboundedReceiver;

/// Wakes taken per round.
pub const BATCH: usize = 10;
/// Seconds a received wake stays hidden (more than a POST's 15 s timeout).
pub const VISIBILITY_SECS: u32 = 60;

/// How often the whole outbox is read when the store tells of new markers (what the feed
/// lost, say a relay that failed, is sent by then).
pub const FULL_DRAIN: Duration = Duration::from_secs(10);
/// Outbox markers relayed per round from the feed. A round that takes this many goes on at
/// once to the next (the feed may hold more): at one round per idle interval (200 ms) the
/// relay kept up with at most 5,000 events a second, fewer than a busy laptop writes, and
/// the backlog grew until the next whole-outbox read.
pub const FED: usize = 1_000;

/// What the relay reads each round: the whole outbox, or the markers the store told of.
pub struct Outbox {
    feed: Option<UnboundedReceiver<Key>>,
    drained: Option<Instant>,
}

impl Outbox {
    /// `feed`: the keys of the outbox markers the store has committed (the embedded store's
    /// `watch_puts`), or None (read the whole outbox every round).
    pub fn new(feed: Option<UnboundedReceiver<Key>>) -> Outbox {
        Outbox {
            feed,
            drained: None,
        }
    }

    /// Relays what is new; true when the feed may hold more than was taken.
    async fn relay(&mut self, st: &AppState, bus: &dyn Bus) -> ApiResult<bool> {
        let due = self.drained.is_none_or(|at| at.elapsed() >= FULL_DRAIN);
        match self.feed.as_mut() {
            Some(feed) if !due => {
                let Ok(first) = feed.try_recv() else {
                    return Ok(false);
                };
                let mut markers = Vec::with_capacity(FED.min(1 + feed.len()));
                markers.push(first);
                while markers.len() < FED {
                    match feed.try_recv() {
                        Ok(k) => markers.push(k),
                        Err(_) => break,
                    }
                }
                let full = markers.len() == FED;
                relay::relay_marked(st, bus, &markers).await?;
                Ok(full)
            }
            _ => {
                // markers the feed brings meanwhile are read again and found gone: no matter
                relay::drain(st, bus, None).await?;
                self.drained = Some(Instant::now());
                Ok(false)
            }
        }
    }
}

/// One round: relay what is new in the outbox, then handle the wakes that are due.
/// Returns whether more may be waiting (a full batch of markers or of wakes was taken), so
/// the next round should not wait.
pub async fn round(st: &AppState, bus: &dyn Bus, outbox: &mut Outbox) -> bool {
    let behind = match outbox.relay(st, bus).await {
        Ok(more) => more,
        Err(e) => {
            tracing::warn!(error = %e.0.message, "relay round failed; tried again next round");
            false
        }
    };
    let wakes = match st.queue.receive(BATCH, VISIBILITY_SECS).await {
        Ok(w) => w,
        Err(e) => {
            tracing::warn!(error = %e, "webhook queue unreadable");
            return behind;
        }
    };
    let n = wakes.len();
    let batch = wakes.into_iter().map(|w| (w.receipt, w.body)).collect();
    for (receipt, handled) in deliver::handle_batch(st, batch).await {
        if let Handled::Done(_) = handled {
            if let Err(e) = st.queue.delete(&receipt).await {
                tracing::warn!(error = %e, "webhook wake not deleted; it will come back");
            }
        }
    }
    behind || n == BATCH
}

/// Runs rounds for ever, `every` apart when idle (at once again while more may wait),
/// after relaying once what a store written before the outbox markers left in the outbox
/// index.
pub fn spawn(st: AppState, bus: Arc<dyn Bus>, every: Duration, mut outbox: Outbox) {
    tokio::spawn(async move {
        match relay::drain_legacy(&st, bus.as_ref()).await {
            Ok(r) if r.events > 0 => {
                tracing::info!(
                    events = r.events,
                    "events from before the outbox markers relayed"
                )
            }
            Ok(_) => {}
            Err(e) => {
                tracing::warn!(error = %e.0.message, "events from before the outbox markers not relayed; the next start tries again")
            }
        }
        loop {
            if !round(&st, bus.as_ref(), &mut outbox).await {
                tokio::time::sleep(every).await;
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bus::NoBus;
    use sanduq_kernel::events::{self, OUTBOX_PREFIX};
    use sanduq_kernel::state::Config;
    use sanduq_store::{EmbeddedStore, Query, SharedStore};
    use serde_json::json;

    async fn markers_left(st: &AppState) -> usize {
        let mut n = 0;
        for shard in events::outbox_shards() {
            n += st.store.count(&Query::partition(shard)).await.unwrap();
        }
        n
    }

    /// More new events than one round takes: the round says so, and the rounds that follow
    /// at once (without the idle wait) relay the rest; then it says nothing more waits.
    #[tokio::test]
    async fn a_full_round_of_markers_asks_for_the_next_at_once() {
        let embedded = EmbeddedStore::in_memory();
        let feed = embedded.watch_puts(OUTBOX_PREFIX);
        let store: SharedStore = Arc::new(embedded);
        let st = AppState::new(store.clone(), Config::default());
        let made = 2 * FED + 500;
        let now = chrono::Utc::now();
        for chunk in (0..made).collect::<Vec<_>>().chunks(50) {
            let writes = chunk
                .iter()
                .flat_map(|i| {
                    events::single(
                        "mer_1",
                        "user.created",
                        json!({"id": format!("usr_{i}")}),
                        now,
                    )
                })
                .collect();
            store.transact(writes).await.unwrap();
        }
        assert_eq!(markers_left(&st).await, made);
        // the whole outbox was read a moment ago: rounds take from the feed
        let mut outbox = Outbox {
            feed: Some(feed),
            drained: Some(Instant::now()),
        };
        let mut rounds = Vec::new();
        loop {
            let more = round(&st, &NoBus, &mut outbox).await;
            rounds.push((more, markers_left(&st).await));
            if !more {
                break;
            }
        }
        assert_eq!(
            rounds,
            vec![(true, made - FED), (true, made - 2 * FED), (false, 0)]
        );
    }
}
