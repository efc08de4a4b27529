//! The platform's admin API: merchants and their keys, the dashboard's staff accounts and
//! sessions, the money audit, and freezes of users' wallets.

pub mod audit;
pub mod deposits;
pub mod freezes;
pub mod merchants;
pub mod routes;
pub mod staff;
