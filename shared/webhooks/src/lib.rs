//! Webhooks, the part that needs no I/O: how a delivery is signed (Standard Webhooks) and
//! verified, which endpoint URLs are allowed, when a failed delivery is tried again, and
//! the catalogue of event types.

pub mod catalogue;
pub mod policy;
pub mod schedule;
pub mod signing;
