//! Agents (issue 79): a merchant's cash points. `records` holds an agent in the store and
//! shows it; `moves` registers, changes and funds one; `routes` is the merchant's side over
//! HTTP. The agent's own side: `sessions` (its sign-in and token), `desk` (its PIN, a user
//! looked up, cash taken in) and `desk_routes`.

pub mod deposits;
pub mod desk;
pub mod desk_routes;
pub mod fees;
pub mod moves;
pub mod operations;
pub mod records;
pub mod routes;
pub mod sessions;
pub mod statement;
pub mod withdrawal_routes;
pub mod withdrawals;
