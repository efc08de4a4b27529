//! Agents (issue 79): a merchant's cash points. `records` holds an agent in the store and
//! shows it; `moves` registers, changes and funds one; `routes` is the family over HTTP.

pub mod moves;
pub mod records;
pub mod routes;
