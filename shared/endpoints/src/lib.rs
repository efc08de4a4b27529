//! The webhooks family over HTTP: a merchant's webhook endpoints and its events (list,
//! show, resend). The records live in `sanduq-webhooks`.

pub mod routes;
