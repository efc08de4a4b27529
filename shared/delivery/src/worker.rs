//! Locally, one background task does what the relay and delivery functions do in AWS:
//! relay the outbox (the markers the embedded store tells of, as DynamoDB's stream tells
//! the AWS relay, and the whole outbox at start and every `FULL_DRAIN`), then take due wakes
//! off the queue and handle them (a few at a time),
//! deleting each once handled; a wake that could not be handled comes back after its
//! visibility timeout, as on SQS.

use crate::bus::Bus;
use crate::deliver::{self, Handled};
use crate::relay::{self, Relayed};
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
/// Outbox markers relayed per round from the feed.
const FED: usize = 1_000;

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

    async fn relay(&mut self, st: &AppState, bus: &dyn Bus) -> ApiResult<Relayed> {
        let due = self.drained.is_none_or(|at| at.elapsed() >= FULL_DRAIN);
        match self.feed.as_mut() {
            Some(feed) if !due => {
                let Ok(first) = feed.try_recv() else {
                    return Ok(Relayed::default());
                };
                let mut markers = Vec::with_capacity(FED.min(1 + feed.len()));
                markers.push(first);
                while markers.len() < FED {
                    match feed.try_recv() {
                        Ok(k) => markers.push(k),
                        Err(_) => break,
                    }
                }
                relay::relay_marked(st, bus, &markers).await
            }
            _ => {
                // markers the feed brings meanwhile are read again and found gone: no matter
                let r = relay::drain(st, bus, None).await?;
                self.drained = Some(Instant::now());
                Ok(r)
            }
        }
    }
}

/// One round: relay what is new in the outbox, then handle the wakes that are due.
/// Returns how many wakes were handled.
pub async fn round(st: &AppState, bus: &dyn Bus, outbox: &mut Outbox) -> usize {
    if let Err(e) = outbox.relay(st, bus).await {
        tracing::warn!(error = %e.0.message, "relay round failed; tried again next round");
    }
    let wakes = match st.queue.receive(BATCH, VISIBILITY_SECS).await {
        Ok(w) => w,
        Err(e) => {
            tracing::warn!(error = %e, "webhook queue unreadable");
            return 0;
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
    n
}

/// Runs rounds for ever, `every` apart when idle (at once again while there is work),
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
            if round(&st, bus.as_ref(), &mut outbox).await < BATCH {
                tokio::time::sleep(every).await;
            }
        }
    });
}
