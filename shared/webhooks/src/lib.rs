//! Webhooks. The part that needs no I/O: how a delivery is signed (Standard Webhooks) and
//! verified, which endpoint URLs are allowed, when a failed delivery is tried again, and the
//! catalogue of event types. And their records over the kernel: a merchant's endpoints and
//! each event's deliveries, which the delivery worker and the webhooks family both use (no
//! HTTP contract here, so the worker does not link it).

pub mod catalogue;
pub mod deliveries;
pub mod endpoints;
pub mod policy;
pub mod schedule;
pub mod signing;
