//! The money core, model-checked (issue 12): a proptest state machine drives random
//! sequences of top-ups, checkouts, payments, captures (core partial and gateway full),
//! voids and refunds (core and gateway) against the real service over its HTTP API (in
//! process, embedded store in memory), and a small reference model of balances, holds,
//! payments, refunds and commission predicts each answer. After every step the service's
//! wallets, the payment touched, and the audit's totals per currency (minted, wallets, held,
//! merchant, commission) equal the model's, and the audit finds the books balanced.
//!
//! `PROPTEST_CASES=500 cargo test --test money_model` runs it longer.

mod common;

use axum::http::Method;
use common::{in_process, in_process_signed_call};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;
use proptest_state_machine::{prop_state_machine, ReferenceStateMachine, StateMachineTest};
use sanduq_api::ops::merchants::{self, Keys, NewMerchant};
use sanduq_api::{AppState, Config};
use sanduq_domain::merchant::MerchantStatus;
use sanduq_domain::money::commission;
use sanduq_store::EmbeddedStore;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;

const ADMIN: &str = "adm_money_model_test_key_000000000000000000000000000000000000";
const USERS: usize = 2;
const CURRENCIES: [&str; 2] = ["IQD", "USD"];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    Created,
    Reserved,
    Completed,
    PartiallyRefunded,
    Refunded,
    Cancelled,
}

impl Status {
    fn as_str(self) -> &'static str {
        match self {
            Status::Created => "created",
            Status::Reserved => "reserved",
            Status::Completed => "completed",
            Status::PartiallyRefunded => "partially_refunded",
            Status::Refunded => "refunded",
            Status::Cancelled => "cancelled",
        }
    }
}

#[derive(Clone, Debug)]
struct Pay {
    user: usize,
    cur: usize,
    amount: i64,
    status: Status,
    held: i64,
    captured: i64,
    refunded: i64,
}

impl Pay {
    /// What the merchant keeps as commission: the rate on what remains captured.
    fn commission(&self, bps: u32) -> i64 {
        commission(self.captured - self.refunded, bps)
    }
}

/// The reference model: what the books must say.
#[derive(Clone, Debug)]
struct Model {
    bps: u32,
    wallets: [[i64; 2]; USERS],
    minted: [i64; 2],
    pays: Vec<Pay>,
}

#[derive(Clone, Debug)]
enum Op {
    TopUp {
        user: usize,
        cur: usize,
        amount: i64,
    },
    Checkout {
        user: usize,
        cur: usize,
        amount: i64,
    },
    Pay {
        p: usize,
    },
    /// Core capture, `None`: all that is held.
    Capture {
        p: usize,
        amount: Option<i64>,
    },
    /// Gateway capture: all or nothing.
    GatewayCapture {
        p: usize,
    },
    Void {
        p: usize,
    },
    Refund {
        p: usize,
        amount: Option<i64>,
        gateway: bool,
    },
}

impl Op {
    fn payment(&self) -> Option<usize> {
        match *self {
            Op::Pay { p }
            | Op::Capture { p, .. }
            | Op::GatewayCapture { p }
            | Op::Void { p }
            | Op::Refund { p, .. } => Some(p),
            _ => None,
        }
    }
}

/// The answer the model expects: Ok, or the error code.
type Outcome = Result<(), &'static str>;

fn settled(s: Status) -> bool {
    matches!(
        s,
        Status::Completed | Status::PartiallyRefunded | Status::Refunded
    )
}

/// The error for an operation that needs a reservation, by the payment's status.
fn not_reserved(s: Status) -> &'static str {
    match s {
        Status::Cancelled => "PAYMENT_ALREADY_VOIDED",
        s if settled(s) => "PAYMENT_ALREADY_CAPTURED",
        _ => "INVALID_PAYMENT_STATUS",
    }
}

impl Model {
    fn outcome(&self, op: &Op) -> Outcome {
        match *op {
            Op::TopUp { .. } | Op::Checkout { .. } => Ok(()),
            Op::Pay { p } => {
                let pay = &self.pays[p];
                if pay.status != Status::Created {
                    return Err("INVALID_PAYMENT_STATUS");
                }
                if self.wallets[pay.user][pay.cur] < pay.amount {
                    return Err("INSUFFICIENT_BALANCE");
                }
                Ok(())
            }
            Op::Capture { p, amount } => {
                let pay = &self.pays[p];
                if pay.status != Status::Reserved {
                    return Err(not_reserved(pay.status));
                }
                match amount {
                    Some(a) if a > pay.held => Err("VALIDATION_ERROR"),
                    _ => Ok(()),
                }
            }
            Op::GatewayCapture { p } | Op::Void { p } => {
                let pay = &self.pays[p];
                if pay.status != Status::Reserved {
                    return Err(not_reserved(pay.status));
                }
                Ok(())
            }
            Op::Refund { p, amount, .. } => {
                let pay = &self.pays[p];
                match pay.status {
                    Status::Completed | Status::PartiallyRefunded => {}
                    Status::Cancelled => return Err("PAYMENT_ALREADY_VOIDED"),
                    _ => return Err("INVALID_PAYMENT_STATUS"),
                }
                let remaining = pay.captured - pay.refunded;
                match amount {
                    Some(a) if a > remaining => Err("REFUND_EXCEEDS_AMOUNT"),
                    _ => Ok(()),
                }
            }
        }
    }

    /// The model after `op` (unchanged when the op is refused).
    fn step(mut self, op: &Op) -> Model {
        if self.outcome(op).is_err() {
            return self;
        }
        match *op {
            Op::TopUp { user, cur, amount } => {
                self.wallets[user][cur] += amount;
                self.minted[cur] += amount;
            }
            Op::Checkout { user, cur, amount } => self.pays.push(Pay {
                user,
                cur,
                amount,
                status: Status::Created,
                held: 0,
                captured: 0,
                refunded: 0,
            }),
            Op::Pay { p } => {
                let pay = &mut self.pays[p];
                self.wallets[pay.user][pay.cur] -= pay.amount;
                pay.held = pay.amount;
                pay.status = Status::Reserved;
            }
            Op::Capture { p, amount } => {
                let pay = &mut self.pays[p];
                let take = amount.unwrap_or(pay.held);
                self.wallets[pay.user][pay.cur] += pay.held - take;
                pay.captured = take;
                pay.held = 0;
                pay.status = Status::Completed;
            }
            Op::GatewayCapture { p } => {
                let pay = &mut self.pays[p];
                pay.captured = pay.held;
                pay.held = 0;
                pay.status = Status::Completed;
            }
            Op::Void { p } => {
                let pay = &mut self.pays[p];
                self.wallets[pay.user][pay.cur] += pay.held;
                pay.held = 0;
                pay.status = Status::Cancelled;
            }
            Op::Refund { p, amount, .. } => {
                let pay = &mut self.pays[p];
                let back = amount.unwrap_or(pay.captured - pay.refunded);
                self.wallets[pay.user][pay.cur] += back;
                pay.refunded += back;
                pay.status = if pay.refunded == pay.captured {
                    Status::Refunded
                } else {
                    Status::PartiallyRefunded
                };
            }
        }
        self
    }

    /// The audit's totals for currency `cur`: (minted, wallets, held, merchant, commission).
    fn totals(&self, cur: usize) -> [i64; 5] {
        let pays = self.pays.iter().filter(|p| p.cur == cur);
        let held = pays.clone().map(|p| p.held).sum();
        let fee: i64 = pays.clone().map(|p| p.commission(self.bps)).sum();
        let kept: i64 = pays.map(|p| p.captured - p.refunded).sum();
        let wallets = self.wallets.iter().map(|w| w[cur]).sum();
        [self.minted[cur], wallets, held, kept - fee, fee]
    }
}

struct Books;

/// Amounts small enough that wallets run short now and then, so refusals are exercised too.
fn amount() -> impl Strategy<Value = i64> {
    prop_oneof![4 => 1i64..=20, 4 => 1i64..=5_000, 1 => Just(1_000_000)]
}

impl ReferenceStateMachine for Books {
    type State = Model;
    type Transition = Op;

    fn init_state() -> BoxedStrategy<Model> {
        prop_oneof![
            Just(0u32),
            Just(1),
            Just(100),
            Just(250),
            0u32..=2_000,
            Just(10_000)
        ]
        .prop_map(|bps| Model {
            bps,
            wallets: [[0; 2]; USERS],
            minted: [0; 2],
            pays: vec![],
        })
        .boxed()
    }

    /// Mostly operations the payment's status allows (so money moves), some on any payment
    /// (so every refusal is exercised too).
    fn transitions(m: &Model) -> BoxedStrategy<Op> {
        let user = 0..USERS;
        let cur = 0..CURRENCIES.len();
        let new = prop_oneof![
            (
                user.clone(),
                cur.clone(),
                prop_oneof![1 => 1i64..=20, 3 => 1i64..=50_000]
            )
                .prop_map(|(user, cur, amount)| Op::TopUp { user, cur, amount }),
            (user, cur, amount()).prop_map(|(user, cur, amount)| Op::Checkout {
                user,
                cur,
                amount
            }),
        ];
        if m.pays.is_empty() {
            return new.boxed();
        }
        let with = |f: fn(Status) -> bool| -> Vec<usize> {
            let v: Vec<usize> = (0..m.pays.len()).filter(|&p| f(m.pays[p].status)).collect();
            if v.is_empty() {
                (0..m.pays.len()).collect()
            } else {
                v
            }
        };
        let created = proptest::sample::select(with(|s| s == Status::Created));
        let reserved = proptest::sample::select(with(|s| s == Status::Reserved));
        let refundable = proptest::sample::select(with(|s| {
            matches!(s, Status::Completed | Status::PartiallyRefunded)
        }));
        let every = 0..m.pays.len();
        let part = proptest::option::of(prop_oneof![1i64..=10, 1i64..=5_000]);
        let on = |p: usize, k: u8, amount: Option<i64>, gateway: bool| match k {
            0 => Op::Pay { p },
            1 => Op::Capture { p, amount },
            2 => Op::GatewayCapture { p },
            3 => Op::Void { p },
            _ => Op::Refund { p, amount, gateway },
        };
        prop_oneof![
            3 => new,
            3 => created.prop_map(|p| Op::Pay { p }),
            2 => (reserved.clone(), part.clone()).prop_map(|(p, amount)| Op::Capture { p, amount }),
            1 => reserved.clone().prop_map(|p| Op::GatewayCapture { p }),
            1 => reserved.prop_map(|p| Op::Void { p }),
            3 => (refundable, part.clone(), any::<bool>())
                .prop_map(|(p, amount, gateway)| Op::Refund { p, amount, gateway }),
            2 => (every, 0u8..5, part, any::<bool>())
                .prop_map(move |(p, k, amount, gateway)| on(p, k, amount, gateway)),
        ]
        .boxed()
    }

    fn apply(m: Model, op: &Op) -> Model {
        m.step(op)
    }

    /// Shrinking may drop the checkout an operation names.
    fn preconditions(m: &Model, op: &Op) -> bool {
        op.payment().is_none_or(|p| p < m.pays.len())
    }
}

/// The service under test, in this process.
struct Service {
    rt: tokio::runtime::Runtime,
    app: axum::Router,
    keys: Keys,
    merchant: String,
    users: Vec<String>,
    payments: Vec<String>,
    /// The model before the step being applied (the reference hands over the one after).
    before: Model,
}

impl Service {
    fn call(&self, method: Method, path: &str, body: Option<Value>) -> (u16, Value) {
        let key = self.keys.secret_key.expose().to_string();
        self.rt
            .block_on(in_process(&self.app, method, path, &key, body))
    }

    fn signed(&self, method: Method, path: &str, body: Option<Value>) -> (u16, Value) {
        self.rt.block_on(in_process_signed_call(
            &self.app, &self.keys, method, path, body,
        ))
    }

    fn admin(&self, path: &str) -> Value {
        let (status, v) = self
            .rt
            .block_on(in_process(&self.app, Method::GET, path, ADMIN, None));
        assert_eq!(status, 200, "{path}: {v}");
        v["data"].clone()
    }

    fn wallet(&self, user: usize, cur: usize) -> i64 {
        let (status, v) = self.call(
            Method::GET,
            &format!("/sandbox/wallets/{}", self.users[user]),
            None,
        );
        assert_eq!(status, 200, "{v}");
        v["data"]["accounts"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["currency"] == CURRENCIES[cur])
            .map_or(0, |a| a["available"].as_i64().unwrap())
    }
}

impl StateMachineTest for Service {
    type SystemUnderTest = Service;
    type Reference = Books;

    fn init_test(m: &Model) -> Service {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let st = AppState::new(
            Arc::new(EmbeddedStore::in_memory()),
            Config {
                default_rate_limit: 1_000_000,
                admin_key_hash: Some(sanduq_api::auth::hash_key(ADMIN)),
                record_cache: Duration::ZERO,
                ..Config::default()
            },
        );
        let keys = Keys::generate();
        let merchant = rt
            .block_on(merchants::create(
                &st,
                NewMerchant {
                    name: "Model".into(),
                    status: MerchantStatus::Approved,
                    commission_bps: m.bps,
                    rate_limit: None,
                    sandbox: true,
                },
                &keys,
            ))
            .unwrap()
            .id;
        let mut s = Service {
            rt,
            app: sanduq_api::app(st),
            keys,
            merchant,
            users: vec![],
            payments: vec![],
            before: m.clone(),
        };
        for u in 0..USERS {
            let (status, v) = s.call(
                Method::POST,
                "/users/sync",
                Some(json!({ "external_user_id": format!("buyer-{u}"), "name": "Buyer" })),
            );
            assert!((200..300).contains(&status), "{v}");
            s.users.push(v["data"]["id"].as_str().unwrap().to_string());
        }
        s
    }

    fn apply(mut s: Service, after: &Model, op: Op) -> Service {
        let expected = s.before.outcome(&op);
        let pid = |p: usize| s.payments[p].clone();
        let (status, v) = match op {
            Op::TopUp { user, cur, amount } => s.call(
                Method::POST,
                "/sandbox/wallets/topup",
                Some(json!({ "user_id": s.users[user], "currency": CURRENCIES[cur], "amount": amount })),
            ),
            Op::Checkout { user, cur, amount } => s.call(
                Method::POST,
                "/checkout/sessions",
                Some(json!({ "external_user_id": format!("buyer-{user}"), "amount": amount,
                    "currency": CURRENCIES[cur], "success_url": "https://shop.example/ok",
                    "cancel_url": "https://shop.example/cancel" })),
            ),
            Op::Pay { p } => {
                let path = format!("/gateway/payments/{}", pid(p));
                let (_, shown) = s.signed(Method::GET, &path, None);
                let sid = shown["data"]["session_id"].as_str().unwrap().to_string();
                s.call(
                    Method::POST,
                    &format!("/sandbox/checkout/sessions/{sid}/pay"),
                    Some(json!({})),
                )
            }
            Op::Capture { p, amount } => s.call(
                Method::POST,
                &format!("/payments/{}/capture", pid(p)),
                Some(amount.map_or(json!({}), |a| json!({ "amount": a }))),
            ),
            Op::GatewayCapture { p } => s.signed(
                Method::POST,
                &format!("/gateway/payments/{}/capture", pid(p)),
                Some(json!({})),
            ),
            Op::Void { p } => s.signed(
                Method::POST,
                &format!("/gateway/payments/{}/void", pid(p)),
                Some(json!({ "reason": "model" })),
            ),
            Op::Refund { p, amount, gateway } => {
                let mut body = json!({ "reason": "model" });
                if let Some(a) = amount {
                    body["amount"] = json!(a);
                }
                let path = format!("/payments/{}/refund", pid(p));
                if gateway {
                    s.signed(Method::POST, &format!("/gateway{path}"), Some(body))
                } else {
                    s.call(Method::POST, &path, Some(body))
                }
            }
        };
        match expected {
            Ok(()) => assert!((200..300).contains(&status), "{op:?}: {status} {v}"),
            Err(code) => {
                assert!((400..500).contains(&status), "{op:?}: {status} {v}");
                assert_eq!(v["error"]["code"], code, "{op:?}: {v}");
            }
        }
        if let (Op::Checkout { .. }, Ok(())) = (&op, expected) {
            s.payments
                .push(v["data"]["payment_id"].as_str().unwrap().to_string());
        }
        // The payment the step touched, as the gateway shows it.
        if let Some(p) = op.payment() {
            let want = &after.pays[p];
            let path = format!("/gateway/payments/{}", s.payments[p]);
            let (status, v) = s.signed(Method::GET, &path, None);
            assert_eq!(status, 200, "{v}");
            let got = &v["data"];
            assert_eq!(got["status"], want.status.as_str(), "{op:?}: {got}");
            assert_eq!(got["captured_amount"], want.captured, "{op:?}: {got}");
            assert_eq!(got["refunded_amount"], want.refunded, "{op:?}: {got}");
            assert_eq!(
                got["commission_amount"],
                want.commission(after.bps),
                "{op:?}: {got}"
            );
        }
        s.before = after.clone();
        s
    }

    fn check_invariants(s: &Service, m: &Model) {
        for u in 0..USERS {
            for c in 0..CURRENCIES.len() {
                assert_eq!(s.wallet(u, c), m.wallets[u][c], "wallet {u} {c}");
            }
        }
        let audit = s.admin(&format!("/admin/merchants/{}/audit", s.merchant));
        assert_eq!(audit["ok"], true, "{audit}");
        for (c, code) in CURRENCIES.iter().enumerate() {
            let t = &audit["totals"][code];
            let got = ["mint", "wallets", "held", "merchant", "commission"]
                .map(|b| t[b].as_i64().unwrap_or(0));
            let [minted, wallets, held, merchant, fee] = m.totals(c);
            assert_eq!(
                got,
                [-minted, wallets, held, merchant, fee],
                "{code}: {audit}"
            );
        }
    }
}

/// 64 sequences by default; `PROPTEST_CASES` for a longer run.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(64)
}

prop_state_machine! {
    #![proptest_config(ProptestConfig {
        cases: cases(),
        max_shrink_iters: 2_000,
        failure_persistence: None,
        .. ProptestConfig::default()
    })]
    #[test]
    fn the_service_keeps_the_books_the_model_keeps(sequential 1..80 => Service);
}
