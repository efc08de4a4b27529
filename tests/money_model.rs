//! The money core, model-checked (issue 12): a proptest state machine drives random
//! sequences of top-ups, checkouts, payments, captures (core partial and gateway full),
//! voids and refunds (core and gateway), payment links and their payments, merchant QR codes
//! and their scans, plans, subscriptions (the first charge, pause, resume, cancel), user
//! syncs, deposits (bank references repeated), cash-ins, transfers between users, payouts
//! and their endings, identity verification (sandbox-approved: tier 1 changes the limits),
//! users' cash-outs and their endings, exchange quotes (priced by the model at the sandbox's
//! rates) and their execution (once), disputes (opened by the buyer, evidence, submitted,
//! accepted, withdrawn, decided won or lost, the hold short when the balance is), an agent
//! registered (signed in, its PIN set), float moved to it and back, cash taken in by it,
//! withdrawals held and paid out by it with their code or canceled, against the real service over its HTTP API
//! (in process, embedded store in memory),
//! and a small reference model of balances, holds, payments, refunds, commission, link uses
//! and subscription states predicts each answer. After every step the service's
//! wallets, the payment touched, and the audit's totals per currency (minted, wallets, held,
//! merchant, commission) equal the model's, and the audit finds the books balanced.
//!
//! `PROPTEST_CASES=500 cargo test --test money_model` runs it longer.

mod common;

use axum::http::Method;
use common::books::{
    differences, Auth, DEnd, Model, Move, Names, Op, Status, Via, CURRENCIES, PIN,
};
use common::{in_process, in_process_signed_call};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;
use proptest_state_machine::{prop_state_machine, ReferenceStateMachine, StateMachineTest};
use sanduq_admin::merchants::Keys;
use sanduq_kernel::{AppState, Config};
use sanduq_store::EmbeddedStore;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;

const ADMIN: &str = "adm_money_model_test_key_000000000000000000000000000000000000";
const USERS: usize = 2;

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
        .prop_map(|bps| Model::new(bps, USERS))
        .boxed()
    }

    /// Mostly operations the payment's status allows (so money moves), some on any payment
    /// (so every refusal is exercised too).
    fn transitions(m: &Model) -> BoxedStrategy<Op> {
        let user = 0..USERS;
        let cur = 0..CURRENCIES.len();
        let new = prop_oneof![
            4 => (
                user.clone(),
                cur.clone(),
                prop_oneof![1 => 1i64..=20, 3 => 1i64..=50_000]
            )
                .prop_map(|(user, cur, amount)| Op::TopUp { user, cur, amount }),
            4 => (user.clone(), cur.clone(), amount()).prop_map(|(user, cur, amount)| Op::Checkout {
                user,
                cur,
                amount
            }),
            1 => (cur.clone(), amount(), 0u32..=3).prop_map(|(cur, amount, max_uses)| {
                Op::CreateLink { cur, amount, max_uses }
            }),
            1 => (cur.clone(), amount()).prop_map(|(cur, amount)| Op::QrGenerate { cur, amount }),
            1 => (cur.clone(), amount()).prop_map(|(cur, amount)| Op::CreatePlan { cur, amount }),
            1 => user.clone().prop_map(|user| Op::Sync { user }),
            1 => (0u32..4, cur.clone(), prop_oneof![1i64..=50_000, Just(1_000_000)])
                .prop_map(|(tag, cur, amount)| Op::Deposit { tag, cur, amount }),
            1 => (user.clone(), cur.clone(), amount())
                .prop_map(|(user, cur, amount)| Op::CashIn { user, cur, amount }),
            2 => (user.clone(), user.clone(), cur.clone(), prop_oneof![3 => 1i64..=3_000, 1 => Just(1_000_000)])
                .prop_map(|(from, to, cur, amount)| Op::Transfer { from, to, cur, amount }),
            1 => (cur.clone(), amount()).prop_map(|(cur, amount)| Op::Payout { cur, amount }),
            1 => user.clone().prop_map(|user| Op::Verify { user }),
            2 => (user.clone(), cur.clone(), amount())
                .prop_map(|(user, cur, amount)| Op::CashOut { user, cur, amount }),
            2 => (user.clone(), cur, prop_oneof![1i64..=50, 1i64..=20_000])
                .prop_map(|(user, to, to_amount)| Op::Quote { user, to, to_amount }),
        ];
        let mut made = vec![new.boxed()];
        let mut weights = vec![3];
        let mut add = |w: u32, s: BoxedStrategy<Op>| {
            weights.push(w);
            made.push(s);
        };
        if !m.links.is_empty() {
            add(
                2,
                (user.clone(), 0..m.links.len())
                    .prop_map(|(user, l)| Op::LinkPay { user, l })
                    .boxed(),
            );
        }
        if !m.plans.is_empty() {
            add(
                1,
                (user.clone(), 0..m.plans.len())
                    .prop_map(|(user, plan)| Op::Subscribe { user, plan })
                    .boxed(),
            );
        }
        if m.agent {
            add(
                3,
                (0..CURRENCIES.len(), amount(), any::<bool>())
                    .prop_map(|(cur, amount, back)| Op::AgentFloat { cur, amount, back })
                    .boxed(),
            );
            add(
                3,
                (0..USERS, 0..CURRENCIES.len(), amount())
                    .prop_map(|(user, cur, amount)| Op::AgentCashIn { user, cur, amount })
                    .boxed(),
            );
            // withdrawals in the notes agents pay (a few in odd amounts: refused)
            add(
                3,
                (
                    0..USERS,
                    0..CURRENCIES.len(),
                    prop_oneof![4 => (1i64..=5).prop_map(|k| k * 1_000), 1 => 1i64..=999],
                )
                    .prop_map(|(user, cur, amount)| Op::Withdraw { user, cur, amount })
                    .boxed(),
            );
            if !m.withdrawals.is_empty() {
                add(
                    3,
                    (0..m.withdrawals.len(), any::<bool>())
                        .prop_map(|(w, pay)| {
                            if pay {
                                Op::Redeem { w }
                            } else {
                                Op::CancelWithdrawal { w }
                            }
                        })
                        .boxed(),
                );
            }
        } else {
            add(2, Just(Op::RegisterAgent).boxed());
        }
        if !m.payouts.is_empty() {
            add(
                1,
                (0..m.payouts.len(), any::<bool>())
                    .prop_map(|(po, paid)| Op::EndPayout { po, paid })
                    .boxed(),
            );
        }
        if !m.quotes.is_empty() {
            add(
                3,
                (0..m.quotes.len()).prop_map(|q| Op::Exchange { q }).boxed(),
            );
        }
        if !m.cash_outs.is_empty() {
            add(
                1,
                (0..m.cash_outs.len(), any::<bool>())
                    .prop_map(|(co, paid)| Op::EndCashOut { co, paid })
                    .boxed(),
            );
        }
        if !m.subs.is_empty() {
            let mv = prop_oneof![Just(Move::Pause), Just(Move::Resume), Just(Move::Cancel)];
            add(
                1,
                (0..m.subs.len(), mv)
                    .prop_map(|(s, mv)| Op::SubMove { s, mv })
                    .boxed(),
            );
        }
        if !m.pays.is_empty() {
            let with = |f: fn(Status) -> bool| -> Vec<usize> {
                let v: Vec<usize> = (0..m.pays.len()).filter(|&p| f(m.pays[p].status)).collect();
                if v.is_empty() {
                    (0..m.pays.len()).collect()
                } else {
                    v
                }
            };
            // paying: a checkout's session, or a QR code by scanning it
            let (m1, m2) = (m.clone(), m.clone());
            let pay = move |p: usize, user: usize| m1.pay_op(p, user);
            let pay2 = move |p: usize, user: usize| m2.pay_op(p, user);
            let created = proptest::sample::select(with(|s| s == Status::Created));
            let reserved = proptest::sample::select(with(|s| s == Status::Reserved));
            let refundable = proptest::sample::select(with(|s| {
                matches!(s, Status::Completed | Status::PartiallyRefunded)
            }));
            let every = 0..m.pays.len();
            let part = proptest::option::of(prop_oneof![1i64..=10, 1i64..=5_000]);
            let on = move |p: usize, k: u8, amount: Option<i64>, gateway: bool| match k {
                0 => pay2(p, 0),
                1 => Op::Capture { p, amount },
                2 => Op::GatewayCapture { p },
                3 => Op::Void { p },
                _ => Op::Refund { p, amount, gateway },
            };
            add(3, (created, user).prop_map(move |(p, u)| pay(p, u)).boxed());
            add(
                2,
                (reserved.clone(), part.clone())
                    .prop_map(|(p, amount)| Op::Capture { p, amount })
                    .boxed(),
            );
            add(
                1,
                reserved
                    .clone()
                    .prop_map(|p| Op::GatewayCapture { p })
                    .boxed(),
            );
            add(1, reserved.prop_map(|p| Op::Void { p }).boxed());
            add(
                3,
                (refundable, part.clone(), any::<bool>())
                    .prop_map(|(p, amount, gateway)| Op::Refund { p, amount, gateway })
                    .boxed(),
            );
            add(
                2,
                (every.clone(), 0u8..5, part.clone(), any::<bool>())
                    .prop_map(move |(p, k, amount, gateway)| on(p, k, amount, gateway))
                    .boxed(),
            );
            // a buyer disputes a payment of theirs (mostly a completed one)
            let buyers: Vec<usize> = m.pays.iter().map(|p| p.user).collect();
            let disputable = proptest::sample::select(with(|s| {
                matches!(s, Status::Completed | Status::PartiallyRefunded)
            }));
            let b2 = buyers.clone();
            add(
                2,
                (disputable, part.clone())
                    .prop_map(move |(p, amount)| Op::Dispute {
                        p,
                        user: b2[p],
                        amount,
                    })
                    .boxed(),
            );
            add(
                1,
                (every, part)
                    .prop_map(move |(p, amount)| Op::Dispute {
                        p,
                        user: buyers[p],
                        amount,
                    })
                    .boxed(),
            );
        }
        if !m.disputes.is_empty() {
            let how = prop_oneof![
                Just(DEnd::Accept),
                Just(DEnd::Withdraw),
                Just(DEnd::Won),
                Just(DEnd::Lost)
            ];
            add(
                3,
                (0..m.disputes.len(), 0u8..4, how)
                    .prop_map(|(d, k, how)| match k {
                        0 => Op::Evidence { d },
                        1 => Op::SubmitDispute { d },
                        _ => Op::EndDispute { d, how },
                    })
                    .boxed(),
            );
        }
        let union: Vec<(u32, BoxedStrategy<Op>)> = weights.into_iter().zip(made).collect();
        proptest::strategy::Union::new_weighted(union).boxed()
    }

    fn apply(m: Model, op: &Op) -> Model {
        m.step(op)
    }

    /// Shrinking may drop the record an operation names.
    fn preconditions(m: &Model, op: &Op) -> bool {
        let named = match *op {
            Op::LinkPay { l, .. } => l < m.links.len(),
            Op::Subscribe { plan, .. } => plan < m.plans.len(),
            Op::SubMove { s, .. } => s < m.subs.len(),
            Op::QrPay { p, .. } => m.pays.get(p).is_some_and(|p| p.via == Via::Qr),
            Op::Pay { p } => m.pays.get(p).is_some_and(|p| p.via == Via::Checkout),
            Op::EndPayout { po, .. } => po < m.payouts.len(),
            Op::EndCashOut { co, .. } => co < m.cash_outs.len(),
            Op::Exchange { q } => q < m.quotes.len(),
            Op::RegisterAgent => !m.agent,
            Op::AgentFloat { .. } | Op::AgentCashIn { .. } | Op::Withdraw { .. } => m.agent,
            Op::Redeem { w } | Op::CancelWithdrawal { w } => m.agent && w < m.withdrawals.len(),
            Op::Dispute { p, user, .. } => m.pays.get(p).is_some_and(|x| x.user == user),
            Op::Evidence { d } | Op::SubmitDispute { d } | Op::EndDispute { d, .. } => {
                d < m.disputes.len()
            }
            // under the velocity window and the day's amounts, whatever the clock says
            Op::Transfer { from, .. } => m.sent[from] < 9,
            // money out either fits in what payments may not need back, or is plainly short:
            // a refund never finds the merchant's balance taken by a payout
            Op::CashIn { cur, amount, .. } | Op::Payout { cur, amount } => {
                amount <= m.free(cur) || amount > m.merchant(cur)
            }
            _ => true,
        };
        named && op.payment().is_none_or(|p| p < m.pays.len())
    }
}

/// The service under test, in this process.
struct Service {
    rt: tokio::runtime::Runtime,
    app: axum::Router,
    keys: Keys,
    merchant: String,
    names: Names,
    /// The model before the step being applied (the reference hands over the one after).
    before: Model,
    /// Each user's access token (the wallet API).
    tokens: Vec<String>,
    /// The agent's access token, once it is registered and signed in.
    agent_token: String,
}

impl Service {
    /// Signs the agent with `phone` in (the code from the sandbox's inbox) and sets its PIN:
    /// its access token.
    fn sign_agent_in(&self, phone: &Value) -> String {
        let phone = phone.as_str().unwrap().to_string();
        let (status, v) = self.call(
            Method::POST,
            "/agent/auth/otp",
            Some(json!({ "phone": phone })),
        );
        assert_eq!(status, 202, "{v}");
        let otp = v["data"]["otp_id"].as_str().unwrap().to_string();
        let (_, inbox) = self.call(
            Method::GET,
            &format!("/sandbox/sms?phone={}", phone.replace('+', "%2B")),
            None,
        );
        let text = inbox["data"]["messages"][0]["text"]
            .as_str()
            .unwrap()
            .to_string();
        let (status, v) = self.call(
            Method::POST,
            "/agent/auth/verify",
            Some(json!({ "otp_id": otp, "code": &text[..6] })),
        );
        assert_eq!(status, 200, "{v}");
        let token = v["data"]["access_token"].as_str().unwrap().to_string();
        let (status, v) = self.as_key(&token, "/agent/pin", json!({ "pin": PIN }));
        assert_eq!(status, 200, "{v}");
        token
    }

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

    /// A POST with another credential (the admin key, a user's token).
    fn as_key(&self, key: &str, path: &str, body: Value) -> (u16, Value) {
        self.rt
            .block_on(in_process(&self.app, Method::POST, path, key, Some(body)))
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
            &format!("/sandbox/wallets/{}", self.names.users[user].0),
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
                admin_key_hash: Some(sanduq_kernel::secrets::hash_key(ADMIN)),
                record_cache: Duration::ZERO,
                token_keys: sanduq_kernel::keyring::Ring::new(vec![
                    sanduq_kernel::keyring::generate(),
                ]),
                ..Config::default()
            },
        );
        let docs = common::temp_dir();
        let st = st.with_documents(Arc::new(sanduq_kernel::documents::Folder::new(docs)));
        let keys = Keys::generate();
        let merchant = rt.block_on(common::approved_merchant(&st, "Model", m.bps, &keys));
        let mut s = Service {
            rt,
            app: sanduq_service::app(st),
            keys,
            names: Names {
                merchant: merchant.clone(),
                ..Names::default()
            },
            merchant,
            before: m.clone(),
            tokens: vec![],
            agent_token: String::new(),
        };
        for u in 0..USERS {
            // a phone each (an agent finds its buyer by it), of this run's own
            let phone = format!("+96478{:08}", rand::random::<u32>() % 100_000_000);
            s.names.phones.push(phone.clone());
            let (status, v) = s.call(
                Method::POST,
                "/users/sync",
                Some(json!({ "external_user_id": format!("buyer-{u}"), "name": "Buyer", "phone": phone })),
            );
            assert!((200..300).contains(&status), "{v}");
            let id = v["data"]["id"].as_str().unwrap().to_string();
            let (status, v) = s.call(
                Method::POST,
                &format!("/sandbox/users/{id}/pin"),
                Some(json!({ "pin": PIN })),
            );
            assert!((200..300).contains(&status), "{v}");
            let (status, v) = s.call(
                Method::POST,
                &format!("/users/{id}/sessions"),
                Some(json!({})),
            );
            assert_eq!(status, 201, "{v}");
            s.tokens
                .push(v["data"]["access_token"].as_str().unwrap().to_string());
            s.names.users.push((id, format!("buyer-{u}")));
        }
        s
    }

    fn apply(mut s: Service, after: &Model, op: Op) -> Service {
        let expected = s.before.outcome(&op);
        let req = s.names.request(&op);
        let agent_phone = req.body["phone"].clone();
        let method = Method::POST;
        // a public route ignores the key
        let (status, v) = match req.auth {
            Auth::Gateway => s.signed(method, &req.path, Some(req.body)),
            Auth::Secret | Auth::Public => s.call(method, &req.path, Some(req.body)),
            Auth::Admin => s.as_key(ADMIN, &req.path, req.body),
            Auth::User(u) => s.as_key(&s.tokens[u].clone(), &req.path, req.body),
            Auth::Agent => s.as_key(&s.agent_token.clone(), &req.path, req.body),
        };
        match expected {
            Ok(()) => assert!((200..300).contains(&status), "{op:?}: {status} {v}"),
            Err(code) => {
                assert!((400..500).contains(&status), "{op:?}: {status} {v}");
                assert_eq!(v["error"]["code"], code, "{op:?}: {v}");
            }
        }
        if expected.is_ok() {
            s.names.learn(&op, &v["data"]);
        }
        // a withdrawal's second half comes by SMS: the harness reads it as its user would
        if let (Op::Withdraw { user, .. }, Ok(())) = (&op, expected) {
            let phone = s.names.phones[*user].replace('+', "%2B");
            let (_, inbox) = s.call(Method::GET, &format!("/sandbox/sms?phone={phone}"), None);
            let text = inbox["data"]["messages"][0]["text"]
                .as_str()
                .unwrap_or_default()
                .to_string();
            if let Some(w) = s.names.withdrawals.last_mut() {
                w.1.push_str(&text[..4]);
            }
        }
        if matches!(op, Op::RegisterAgent) && expected.is_ok() {
            s.agent_token = s.sign_agent_in(&agent_phone);
        }
        // The payment the step touched, as the gateway shows it.
        if let Some(p) = op.payment() {
            let path = format!("/gateway/payments/{}", s.names.payments[p].0);
            let (status, v) = s.signed(Method::GET, &path, None);
            assert_eq!(status, 200, "{v}");
            let wrong = differences(&after.pays[p], after.bps, &v["data"]);
            assert!(wrong.is_empty(), "{op:?}: {wrong:?} {v}");
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
            let got = [
                "mint",
                "wallets",
                "held",
                "merchant",
                "commission",
                "external",
                "in_transit",
                "fx_position",
            ]
            .map(|b| t[b].as_i64().unwrap_or(0));
            let [minted, wallets, held, merchant, fee, external, in_transit, fx] = m.totals(c);
            assert_eq!(
                got,
                [-minted, wallets, held, merchant, fee, external, in_transit, fx],
                "{code}: {audit}"
            );
            assert_eq!(
                t["dispute_hold"].as_i64().unwrap_or(0),
                m.dispute_holds(c),
                "{code}: {audit}"
            );
            assert_eq!(
                t["agent_float"].as_i64().unwrap_or(0),
                m.agent_float[c],
                "{code}: {audit}"
            );
            let held: i64 = m
                .withdrawals
                .iter()
                .filter(|w| w.1 == c && w.3)
                .map(|w| w.2)
                .sum();
            assert_eq!(
                t["withdrawal"].as_i64().unwrap_or(0),
                held,
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
