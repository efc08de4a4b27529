//! How request log entries reach the store (`crate::request_log` reads them): one plain put
//! per request, or a background writer that gathers them into packs (`crate::request_entry`).
//! Apart from the log itself so the app state can hold it without the log's reads.

use crate::request_entry::{packs, Entry};
use sanduq_store::{SharedStore, Write};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use tokio::sync::mpsc;

/// Entries waiting for the background writer; beyond it new ones are dropped (and counted in the log).
const BUFFER: usize = 10_000;
/// Packs a transaction of the writer holds (each at most `PACK_MOST` entries, about 30 KB:
/// within DynamoDB's 4 MB a transaction).
const PACKS_A_TRANSACTION: usize = 25;

/// How entries reach the store.
pub enum RequestLog {
    /// One put per request, before the answer leaves (Lambda: nothing runs after it).
    Direct,
    /// Gathered by a background writer.
    Buffered {
        entries: mpsc::Sender<Entry>,
        /// Entries dropped because the buffer was full, since the writer last said so.
        dropped: Arc<AtomicU64>,
    },
}

impl RequestLog {
    /// A background writer over `st`'s store: `every` after an entry arrives, it writes it and
    /// every entry waiting behind it, as packs (one item for each merchant's second), in
    /// transactions of up to `PACKS_A_TRANSACTION`; then it says how many were dropped
    /// meanwhile (one warning, not one a request).
    pub fn buffered(store: SharedStore, every: std::time::Duration) -> Arc<RequestLog> {
        let (entries, mut rx) = mpsc::channel::<Entry>(BUFFER);
        let dropped = Arc::new(AtomicU64::new(0));
        let counted = dropped.clone();
        tokio::spawn(async move {
            while let Some(first) = rx.recv().await {
                tokio::time::sleep(every).await;
                write_waiting(&store, first, &mut rx).await;
                let n = counted.swap(0, Ordering::Relaxed);
                if n > 0 {
                    tracing::warn!(dropped = n, "request log buffer full: entries dropped");
                }
            }
        });
        Arc::new(RequestLog::Buffered { entries, dropped })
    }

    /// Hands `entry` to the writer (true), or counts it dropped (false; and false with no
    /// writer).
    pub(crate) fn send(&self, entry: Entry) -> bool {
        match self {
            RequestLog::Direct => false,
            RequestLog::Buffered { entries, dropped } => {
                let sent = entries.try_send(entry).is_ok();
                if !sent {
                    dropped.fetch_add(1, Ordering::Relaxed);
                }
                sent
            }
        }
    }
}

/// Writes `first` and every entry waiting behind it as packs, in transactions of up to
/// `PACKS_A_TRANSACTION`; returns how many entries it wrote or tried to.
async fn write_waiting(store: &SharedStore, first: Entry, rx: &mut mpsc::Receiver<Entry>) -> usize {
    let mut batch = vec![first];
    while batch.len() < BUFFER {
        match rx.try_recv() {
            Ok(e) => batch.push(e),
            Err(_) => break,
        }
    }
    let n = batch.len();
    let mut items = packs(batch).into_iter().peekable();
    while items.peek().is_some() {
        let writes = items
            .by_ref()
            .take(PACKS_A_TRANSACTION)
            .map(|item| Write::Put { item, cond: None })
            .collect();
        if let Err(e) = store.transact(writes).await {
            tracing::warn!(error = %e, "request log entries not written");
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::request_entry::tests::{an_hour_ago, entry_at};
    use crate::request_entry::unpack;
    use chrono::{DateTime, Duration, Utc};
    use sanduq_store::{EmbeddedStore, Query};
    use std::sync::OnceLock;

    /// Entry `n`: ten a millisecond, from 0.95 s into a second an hour ago (1,050 of them
    /// span two seconds; within the log's retention whatever the day).
    fn entry(n: usize) -> Entry {
        static START: OnceLock<DateTime<Utc>> = OnceLock::new();
        let start = *START.get_or_init(an_hour_ago);
        let at = start + Duration::microseconds(100 * n as i64 + 950_000);
        entry_at(&format!("req_{n:06}"), "m", at)
    }

    /// One round writes everything waiting, not one transaction's worth (at 200 ms a round
    /// and 100 entries a transaction the writer once kept up with 500 requests a second and
    /// dropped the rest), as packs of one second each.
    #[tokio::test]
    async fn a_round_writes_every_entry_waiting() {
        let store: SharedStore = Arc::new(EmbeddedStore::in_memory());
        let (tx, mut rx) = mpsc::channel(BUFFER);
        for n in 1..1_050 {
            tx.try_send(entry(n)).unwrap();
        }
        let wrote = write_waiting(&store, entry(0), &mut rx).await;
        assert_eq!(wrote, 1_050);
        let q = Query::partition("MER#m#REQLOG#P");
        let packs = store.query(&q).await.unwrap();
        // 500 entries in the first second (three packs), 550 in the next (three)
        assert_eq!(packs.len(), 6, "{:?}", packs.len());
        let mut ids: Vec<String> = packs
            .into_iter()
            .flat_map(unpack)
            .map(|(_, v)| v["id"].as_str().unwrap().to_string())
            .collect();
        ids.sort();
        let all: Vec<String> = (0..1_050).map(|n| format!("req_{n:06}")).collect();
        assert_eq!(ids, all);
        // and what comes after waits for the next round
        tx.try_send(entry(2_000)).unwrap();
        assert!(rx.try_recv().is_ok());
    }

    /// A full buffer drops entries and counts them; the writer says so once a round.
    #[tokio::test]
    async fn a_full_buffer_counts_what_it_drops() {
        let store: SharedStore = Arc::new(EmbeddedStore::in_memory());
        let log = RequestLog::buffered(store.clone(), std::time::Duration::from_secs(3600));
        let RequestLog::Buffered { dropped, .. } = &*log else {
            panic!("buffered");
        };
        for n in 0..BUFFER + 25 {
            let _ = log.send(entry(n));
        }
        // the test's runtime has one thread and the writer has not run yet: the buffer holds
        // BUFFER entries and the rest are counted
        assert_eq!(dropped.load(Ordering::Relaxed), 25);
        assert!(!RequestLog::Direct.send(entry(0)));
    }
}
