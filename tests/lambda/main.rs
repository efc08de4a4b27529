//! Every Lambda function fed its `events/` samples as Lambda would, each family in its own
//! module, all in one test binary: sixteen binaries each linking the AWS SDK took a clean
//! CI machine's disk (docs/decisions.md, "Test binaries"). The functions' tests that set
//! process-wide settings (the moto tests' environment, the sweeper's shard count) keep their
//! own binaries in their function's `tests/` folder.

#[path = "../../functions/support/lambda.rs"]
mod lambda;
#[path = "../support/receiver.rs"]
mod receiver;
#[path = "../../functions/sweeper/tests/support/mod.rs"]
mod sweeper_support;
#[path = "../../functions/wallet/tests/support/mod.rs"]
mod wallet_support;

mod admin;
mod agent_app;
mod agents;
mod billing;
mod console;
mod core;
mod dashboard;
mod delivery;
mod disputes;
mod embedded;
mod gateway;
mod links;
mod pages;
mod relay;
mod sandbox;
mod subscriptions;
mod sweeper;
mod wallet;
mod wallet_app;
mod wallet_live;
mod webhooks;
