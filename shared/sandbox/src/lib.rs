//! Sandbox helpers: test users, balances and PINs, customer QR tokens and the test clock.

pub mod clock;
pub mod routes;
