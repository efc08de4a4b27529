//! The payment families' handlers: thin, they read the request, call the orchestration and
//! answer.

pub mod core;
pub mod embedded;
pub mod gateway;
pub mod links;
pub mod money;
pub mod pages;
