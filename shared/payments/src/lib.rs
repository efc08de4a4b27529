//! Payments: one payment through its three views (core, gateway, embedded), the checkout,
//! payment links, QR codes and tokens, the hosted pages, the wallets' balances and users,
//! the journal, payment lists and expiry. `routes` holds the families' handlers; the other
//! modules are the orchestration they call (read, let the domain decide, commit once).

pub mod balance;
pub mod branding;
pub mod checkout;
pub mod embedded;
pub mod expiry;
pub mod family;
pub mod fx;
pub mod ledger;
pub mod links;
pub mod listing;
pub mod payment_counts;
pub mod payments;
pub mod payouts;
pub mod qr_codes;
pub mod qr_tokens;
pub mod receipts;
pub mod report_rows;
pub mod reports;
pub mod routes;
pub mod settlement;
pub mod statement;
pub mod users;
pub mod views;
pub mod wallets;
