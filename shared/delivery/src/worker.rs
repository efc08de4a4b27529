//! Locally, one background task does what the relay and delivery functions do in AWS:
//! drain the outbox, then take due wakes off the queue and handle them (a few at a time),
//! deleting each once handled; a wake that could not be handled comes back after its
//! visibility timeout, as on SQS.

use crate::bus::Bus;
use crate::deliver::{self, Handled};
use crate::relay;
use sanduq_kernel::AppState;
use std::sync::Arc;
use std::time::Duration;

/// Wakes taken per round.
pub const BATCH: usize = 10;
/// Seconds a received wake stays hidden (more than a POST's 15 s timeout).
pub const VISIBILITY_SECS: u32 = 60;

/// One round: relay what is in the outbox, then handle the wakes that are due.
/// Returns how many wakes were handled.
pub async fn round(st: &AppState, bus: &dyn Bus) -> usize {
    if let Err(e) = relay::drain(st, bus, None).await {
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
pub fn spawn(st: AppState, bus: Arc<dyn Bus>, every: Duration) {
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
            if round(&st, bus.as_ref()).await < BATCH {
                tokio::time::sleep(every).await;
            }
        }
    });
}
