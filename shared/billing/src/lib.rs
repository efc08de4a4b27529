//! Billing: plans, subscriptions, the charge of one period and the billing run, and the
//! subscriptions family's handlers (`routes`).

pub mod charges;
pub mod plans;
pub mod routes;
pub mod run;
pub mod subscriptions;
