//! Orchestration: read what a request needs, let the domain decide, write the result as
//! one conditional transaction. Handlers call these; these never see HTTP types beyond
//! the status code of the answer.

pub mod audit;
pub mod billing;
pub mod charges;
pub mod checkout;
pub mod deliveries;
pub mod due;
pub mod embedded;
pub mod events;
pub mod expiry;
pub mod ledger;
pub mod links;
pub mod listing;
pub mod merchants;
pub mod payment_counts;
pub mod payments;
pub mod plans;
pub mod qr_codes;
pub mod qr_tokens;
pub mod staff;
pub mod stats;
pub mod subscriptions;
pub mod tx;
pub mod users;
pub mod wallets;
pub mod webhooks;
