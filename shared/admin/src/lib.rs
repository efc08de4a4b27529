//! The platform's admin API: merchants and their keys, the dashboard's staff accounts and
//! sessions, the money audit, freezes of users' wallets, and the platform's operators
//! (accounts, second factor, sessions, scoped keys, permissions and the staff audit trail).

pub mod alerts;
pub mod approvals;
pub mod audit;
pub mod cases;
pub mod deposits;
pub mod disputes;
pub mod dual;
pub mod fiu;
pub mod freezes;
pub mod guard;
pub mod lookups;
pub mod merchants;
pub mod operators;
pub mod people;
pub mod rescreen;
pub mod routes;
pub mod rules;
pub mod safeguarding;
pub mod safeguarding_days;
pub mod screening;
pub mod shapes;
pub mod staff;
pub mod table;
pub mod totp;
pub mod trail;
