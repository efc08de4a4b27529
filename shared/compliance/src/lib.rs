//! The platform's AML/CFT controls in the store (issue 78; docs/compliance.md): the watch
//! lists in force (`lists`), screening a person or a merchant against them (`screen`), and
//! the alerts a screening raises (`alerts`), and the re-screening of everyone after a list's new
//! version (`rescreen`). The matching itself is `sanduq-screening`'s,
//! pure; the routes are the admin API's; what holds a wallet is the user's own
//! (`sanduq_domain::user::Hold`).

pub mod alerts;
pub mod cases;
pub mod feed;
pub mod goaml;
pub mod incoming;
pub mod lists;
pub mod monitor;
pub mod reports;
pub mod rescreen;
pub mod rules;
pub mod screen;
