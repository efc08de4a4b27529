//! The live wallet, the buyer's side (DESIGN.md "Live wallets"): a merchant's user signs in
//! with a code sent to their phone (or the merchant's server mints them a session), holds a
//! short access token and a rotating refresh token, sets and changes their PIN, and sees
//! their wallet. Text messages go through the kernel's `Sms` port; sandbox merchants'
//! messages land in their sandbox inbox instead.

pub mod accounts;
pub mod auth;
pub mod book_routes;
pub mod books;
pub mod cash_in;
pub mod cash_out;
pub mod codes;
pub mod dependant_routes;
pub mod dependants;
pub mod exchange;
pub mod inbox;
pub mod kyc;
pub mod limits;
pub mod pin;
pub mod routes;
pub mod sessions;
pub mod statement;
pub mod tokens;
pub mod transfers;
pub mod wallet;
