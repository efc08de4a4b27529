//! How request log entries reach the store (`crate::request_log` makes and reads them): one
//! plain put per request, or a background writer that gathers them. Apart from the log
//! itself so the app state can hold it without the log's reads and keys.

use sanduq_store::{Item, SharedStore, Write, MAX_WRITES};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use tokio::sync::mpsc;

/// Entries waiting for the background writer; beyond it new ones are dropped (and counted in the log).
const BUFFER: usize = 10_000;

/// How entries reach the store.
pub enum RequestLog {
    /// One put per request, before the answer leaves (Lambda: nothing runs after it).
    Direct,
    /// Gathered by a background writer.
    Buffered {
        entries: mpsc::Sender<Item>,
        /// Entries dropped because the buffer was full, since the writer last said so.
        dropped: Arc<AtomicU64>,
    },
}

impl RequestLog {
    /// A background writer over `st`'s store: `every` after an entry arrives, it writes it and
    /// every entry waiting behind it, in transactions of up to `MAX_WRITES`; then it says how
    /// many were dropped meanwhile (one warning, not one a request).
    pub fn buffered(store: SharedStore, every: std::time::Duration) -> Arc<RequestLog> {
        let (entries, mut rx) = mpsc::channel::<Item>(BUFFER);
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

    /// Hands `item` to the writer, or counts it dropped.
    pub(crate) fn send(&self, item: Item) -> Result<(), Item> {
        match self {
            RequestLog::Direct => Err(item),
            RequestLog::Buffered { entries, dropped } => entries.try_send(item).map_err(|e| {
                dropped.fetch_add(1, Ordering::Relaxed);
                e.into_inner()
            }),
        }
    }
}

/// Writes `first` and every entry waiting behind it, in transactions of up to `MAX_WRITES`
/// (one after another, until none waits); returns how many it wrote or tried to.
async fn write_waiting(store: &SharedStore, first: Item, rx: &mut mpsc::Receiver<Item>) -> usize {
    let mut batch = Vec::with_capacity(MAX_WRITES);
    batch.push(first);
    let mut n = 0;
    loop {
        while batch.len() < MAX_WRITES {
            match rx.try_recv() {
                Ok(i) => batch.push(i),
                Err(_) => break,
            }
        }
        let full = batch.len() == MAX_WRITES;
        n += batch.len();
        let writes = batch
            .drain(..)
            .map(|item| Write::Put { item, cond: None })
            .collect();
        if let Err(e) = store.transact(writes).await {
            tracing::warn!(error = %e, "request log entries not written");
        }
        if !full {
            return n;
        }
        match rx.try_recv() {
            Ok(i) => batch.push(i),
            Err(_) => return n,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sanduq_store::{EmbeddedStore, Query};

    fn entry(n: usize) -> Item {
        serde_json::json!({"pk": "MER#m#REQLOG#0", "sk": format!("{n:06}")})
            .as_object()
            .cloned()
            .unwrap()
    }

    /// One round writes everything waiting, not one transaction's worth: at 200 ms a round
    /// and 100 entries a transaction the writer kept up with 500 requests a second and dropped
    /// the rest.
    #[tokio::test]
    async fn a_round_writes_every_entry_waiting() {
        let store: SharedStore = Arc::new(EmbeddedStore::in_memory());
        let (tx, mut rx) = mpsc::channel(BUFFER);
        for n in 1..1_050 {
            tx.try_send(entry(n)).unwrap();
        }
        let wrote = write_waiting(&store, entry(0), &mut rx).await;
        assert_eq!(wrote, 1_050);
        let q = Query::partition("MER#m#REQLOG#0");
        assert_eq!(store.count(&q).await.unwrap(), 1_050);
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
        assert!(RequestLog::Direct.send(entry(0)).is_err());
    }
}
