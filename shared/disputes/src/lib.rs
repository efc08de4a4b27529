//! Disputes (issue 77): a buyer who paid and got nothing complains from the wallet; the
//! merchant answers with evidence or accepts; the platform's operators decide; the money
//! follows the decision (`sanduq_domain::dispute` holds the rules and the postings).
//! `records` keeps a dispute and its lists, `moves` applies each move once, `routes` are
//! the merchant's and the buyer's HTTP routes (the disputes family); the operators' are the
//! admin API's (`sanduq_admin::disputes`).

pub mod moves;
pub mod records;
pub mod routes;
