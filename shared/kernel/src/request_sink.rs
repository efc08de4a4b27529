//! How request log entries reach the store (`crate::request_log` makes and reads them): one
//! plain put per request, or a background writer that gathers them. Apart from the log
//! itself so the app state can hold it without the log's reads and keys.

use sanduq_store::{Item, SharedStore, Write, MAX_WRITES};
use std::sync::Arc;
use tokio::sync::mpsc;

/// Entries waiting for the background writer; beyond it new ones are dropped (and counted in the log).
const BUFFER: usize = 10_000;

/// How entries reach the store.
pub enum RequestLog {
    /// One put per request, before the answer leaves (Lambda: nothing runs after it).
    Direct,
    /// Gathered by a background writer.
    Buffered(mpsc::Sender<Item>),
}

impl RequestLog {
    /// A background writer over `st`'s store: a transaction of up to 100 entries whenever
    /// some wait, at most every `every`.
    pub fn buffered(store: SharedStore, every: std::time::Duration) -> Arc<RequestLog> {
        let (tx, mut rx) = mpsc::channel::<Item>(BUFFER);
        tokio::spawn(async move {
            let mut batch = Vec::with_capacity(MAX_WRITES);
            while let Some(first) = rx.recv().await {
                batch.push(first);
                tokio::time::sleep(every).await;
                while batch.len() < MAX_WRITES {
                    match rx.try_recv() {
                        Ok(i) => batch.push(i),
                        Err(_) => break,
                    }
                }
                let writes = batch
                    .drain(..)
                    .map(|item| Write::Put { item, cond: None })
                    .collect();
                if let Err(e) = store.transact(writes).await {
                    tracing::warn!(error = %e, "request log entries not written");
                }
            }
        });
        Arc::new(RequestLog::Buffered(tx))
    }
}
