//! The platform's admin API: merchants and their keys, the dashboard's staff accounts and
//! sessions, and the money audit.

pub mod audit;
pub mod merchants;
pub mod routes;
pub mod staff;
