//! The black-box tests of `sanduq`: each file beside this one a module, all in one test
//! binary (one link instead of thirty-five: a clean CI machine ran out of disk linking them
//! one by one; docs/decisions.md, "Test binaries"). `cargo test --test api openapi::` runs
//! one file's tests. The tests that set process-wide settings or run long keep their own
//! binaries: `dynamodb_reads`, `money_model`, `soak` (Cargo.toml).

mod common;
#[path = "../shared/store/tests/support/moto.rs"]
mod moto;
#[path = "support/qr.rs"]
mod qr;
#[path = "support/receiver.rs"]
mod receiver;

mod admin_api;
mod agents_api;
mod alerts_api;
mod amount_words_api;
mod answers;
mod balance_api;
mod books_api;
mod cases_api;
mod cli;
mod concurrency;
mod core_api;
mod dashboard;
mod disputes_api;
mod dual_control;
mod dynamodb_server;
mod embedded_api;
mod emvco_api;
mod exchange_api;
mod family_api;
mod gateway_api;
mod hardening;
mod http_contract;
mod kyc_cash_out;
mod link_buyers;
mod links_api;
mod local_server;
mod money_in_out;
mod monitoring_api;
mod openapi;
mod operators_api;
mod payment_lists;
mod qr_api;
mod readme;
mod receipts_api;
mod record_cache;
mod refusals;
mod reports_api;
mod restart;
mod safeguarding_api;
mod screening_api;
mod settlement_api;
mod sub_accounts;
mod subscriptions_api;
mod template;
mod transfers_api;
mod wallet_api;
mod wallet_app;
mod webhook_delivery;
mod webhooks_api;
