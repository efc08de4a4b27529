//! The kernel every family and worker shares: how state changes in Sanduq. The app state
//! and its configuration, the single-table item keys, the error type, idempotency records,
//! the transaction runner (one conditional transaction per change), the event outbox,
//! due-work shards, the merchant record and numbered pages. No routes and no family code.

pub mod cursor;
pub mod documents;
pub mod due;
pub mod error;
pub mod events;
pub mod idempotency;
pub mod items;
pub mod keyring;
pub mod listened;
pub mod merchants;
pub mod paging;
pub mod ratelimit;
pub mod recent;
pub mod report_files;
pub mod request_entry;
pub mod request_log;
pub mod request_sink;
pub mod secrets;
pub mod sms;
pub mod spread;
pub mod state;
pub mod streamed;
pub mod tx;

pub use state::{AppState, Config};
