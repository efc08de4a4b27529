//! Sanduq's pure domain: money, resources, state machines, rules and error codes.
//! Nothing here performs I/O; callers pass the current time in.

pub mod agent;
pub mod agent_fees;
pub mod approvals;
pub mod balance;
pub mod dispute;
pub mod embedded;
pub mod error;
pub mod family;
pub mod fx;
pub mod ids;
pub mod kyc;
pub mod ledger;
pub mod limits;
pub mod link;
pub mod merchant;
pub mod money;
pub mod operators;
pub mod otp;
pub mod payment;
pub mod payout;
pub mod phone;
pub mod qr;
pub mod receipt;
pub mod report;
pub mod safeguarding;
pub mod secret;
pub mod session;
pub mod settlement;
pub mod staff;
pub mod statement;
pub mod subscription;
pub mod time;
pub mod user;
pub mod withdrawal;

pub use error::{DomainError, ErrorCode};
pub use money::Currency;
