//! Sandbox test buyers, like test cards: users of the sandbox merchant with a known
//! behaviour, made at the server's start (and put back in shape at every start: the funded
//! ones topped up again, the PIN and the block and the freeze as documented). README
//! "Sandbox test buyers" lists them; every one is a real user with a real wallet, its
//! money minted by the sandbox's top-up (journaled like any other).

use axum::http::Method;
use sanduq_admin::freezes;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::user::{FreezeScope, MAX_PIN_FAILURES};
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
use sanduq_payments::users::{self, SyncInput};
use sanduq_payments::wallets;

/// The PIN of every test buyer that has one.
pub const PIN: &str = "1234";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Behaviour {
    /// Always has funds (topped up again at every start), PIN 1234: payments succeed.
    Funded,
    /// Never has enough: no money, PIN 1234; payments are refused INSUFFICIENT_BALANCE.
    Broke,
    /// Has funds and no PIN: the popup asks the buyer to set one; API payments PIN_NOT_SET.
    NoPin,
    /// Has funds, PIN 1234, and five wrong PINs behind it: PIN_BLOCKED.
    PinBlocked,
    /// Has funds, PIN 1234, frozen by an operator: refused before any PIN is checked.
    Frozen,
}

pub struct TestBuyer {
    pub external_user_id: &'static str,
    pub phone: &'static str,
    pub name: &'static str,
    pub behaviour: Behaviour,
}

pub const TEST_BUYERS: &[TestBuyer] = &[
    TestBuyer {
        external_user_id: "test_buyer_funded",
        phone: "+9647700000001",
        name: "Test buyer (funded)",
        behaviour: Behaviour::Funded,
    },
    TestBuyer {
        external_user_id: "test_buyer_broke",
        phone: "+9647700000002",
        name: "Test buyer (no money)",
        behaviour: Behaviour::Broke,
    },
    TestBuyer {
        external_user_id: "test_buyer_no_pin",
        phone: "+9647700000003",
        name: "Test buyer (no PIN)",
        behaviour: Behaviour::NoPin,
    },
    TestBuyer {
        external_user_id: "test_buyer_pin_blocked",
        phone: "+9647700000004",
        name: "Test buyer (PIN blocked)",
        behaviour: Behaviour::PinBlocked,
    },
    TestBuyer {
        external_user_id: "test_buyer_frozen",
        phone: "+9647700000005",
        name: "Test buyer (frozen)",
        behaviour: Behaviour::Frozen,
    },
];

/// What a buyer with funds holds after each start, per currency (100,000,000 IQD; $100,000).
pub const FUNDS: [(Currency, i64); 2] = [(Currency::Iqd, 100_000_000), (Currency::Usd, 10_000_000)];

/// A fresh key for one internal write (its own idempotency scope: these are not requests).
fn idem(what: &str) -> ApiResult<Idem> {
    let key = uuid::Uuid::new_v4().to_string();
    Idem::of("bootstrap", &key, &Method::POST, what, key.as_bytes())
}

/// Makes the test buyers on sandbox merchant `m`, or puts them back in shape.
pub async fn ensure(st: &AppState, m: &Merchant) -> ApiResult<()> {
    for b in TEST_BUYERS {
        let found = match users::by_external(st, &m.id, b.external_user_id).await? {
            Some(f) => f,
            None => {
                let input = SyncInput {
                    external_user_id: b.external_user_id.into(),
                    name: b.name.into(),
                    email: None,
                    phone: Some(b.phone.into()),
                };
                users::sync(st, m, input, &idem("/users/sync")?).await?;
                users::require_external(st, &m.id, b.external_user_id).await?
            }
        };
        let id = found.user.id.clone();
        if b.behaviour != Behaviour::NoPin && found.user.pin_hash.is_none() {
            users::set_pin(st, m, &id, PIN, &idem("/pin")?).await?;
        }
        if b.behaviour != Behaviour::Broke && found.user.frozen.is_none() {
            let balances = users::balances(st, &id).await?;
            for (currency, target) in FUNDS {
                let have = balances
                    .iter()
                    .find(|(c, _)| *c == currency)
                    .map_or(0, |(_, v)| *v);
                if have < target {
                    wallets::topup(st, m, &id, currency, target - have, &idem("/topup")?).await?;
                }
            }
        }
        match b.behaviour {
            Behaviour::PinBlocked => block_pin(st, m, &id).await?,
            Behaviour::Frozen => {
                freezes::set(
                    st,
                    &id,
                    freezes::Change::Freeze(
                        FreezeScope::All,
                        "sandbox test buyer: always frozen".into(),
                    ),
                )
                .await?;
            }
            _ => {}
        }
    }
    Ok(())
}

/// Counts the PIN failures up to the block (as five wrong PINs would).
async fn block_pin(st: &AppState, m: &Merchant, user_id: &str) -> ApiResult<()> {
    tx::apply(st, tx::Guard::Versioned, || async {
        let users::Found { mut user, version } = users::require_id(st, &m.id, user_id).await?;
        if user.pin_failures >= MAX_PIN_FAILURES {
            return Ok(tx::Plan::new(vec![], ()));
        }
        user.pin_failures = MAX_PIN_FAILURES;
        Ok(tx::Plan::new(
            vec![users::user_item(&user, Some(version))?],
            (),
        ))
    })
    .await?;
    Ok(())
}
