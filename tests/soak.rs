//! Crash safety (issue 12): clients run random operations of every kind (top-up,
//! checkout, pay, core and gateway capture, void, core and gateway refund, user sync, payment
//! links and their payments, merchant QR codes and their scans, plans, subscriptions and
//! their pause, resume and cancel; transfers between two users with the PIN, identity
//! verification, cash-outs and the platform's endings of them; disputes opened by the buyer,
//! answered, accepted or withdrawn; each client's agent: float moved to it and back, cash
//! taken in, withdrawals asked for and paid out with the texted code, or canceled) against
//! `sanduq serve` on
//! file, concurrently, each with its own two users (a buyer and a friend it sends money to
//! and gets money from) and a reference model of its books (tests/common/books.rs), while a webhook
//! endpoint receives every event. At random moments the server is killed with SIGKILL and started
//! again on the same data dir; a client whose request got no answer sends it again with the
//! same Idempotency-Key, as a real client does. After every restart, before clients go on:
//! - the audit finds the books balanced (conservation, journal, counters);
//! - every answer acknowledged before the kill replays with the same status and data;
//! - each client's wallet and payments are what its model says, or, for the one request it
//!   had in flight (no answer yet), what the model says after it: nothing else moved, and
//!   nothing is half-applied (wallets, payments, link uses, subscription states).
//!
//! At the end every event on the books has reached the webhook receiver (at least once), and
//! no object has two events for one change (one sequence number).
//!
//! The test command runs 3 kills; `SOAK_KILLS=100 SOAK_CLIENTS=8 cargo test --release --test
//! soak -- --nocapture` is the long run (docs/proofs.md).

mod common;
#[path = "support/receiver.rs"]
mod receiver;

use common::books::{differences, Auth, DEnd, Model, Move, Names, Op, Status, PIN};
use common::{Options, Server};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use receiver::Receiver;
use reqwest::Method;
use serde_json::Value;
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::watch;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Where the server is: (generation, base URL while it is up).
type Where = (u64, Option<String>);

/// What a gateway request is signed with, and the platform's admin key.
#[derive(Clone)]
struct Creds {
    sk: String,
    hmac_key_id: String,
    hmac_secret: String,
    admin: String,
}

/// An answered request.
#[derive(Clone, Debug)]
struct Ack {
    generation: u64,
    req: common::books::Req,
    key: String,
    /// The user's access token it was sent with (wallet requests).
    token: Option<String>,
    status: u16,
    data: Value,
}

/// One client's books, shared with the checks.
struct Client {
    model: Model,
    names: Names,
    /// The operation sent and not answered yet.
    in_flight: Option<Op>,
    acks: Vec<Ack>,
    /// Each user's access token (minted again after every restart: they last 15 minutes).
    tokens: Vec<String>,
    /// The client's agent's access token (a shift's: it outlives the run).
    agent_token: String,
}

/// The soak's users per client: the buyer (0) and a friend (1).
const USERS: usize = 2;

type Shared = Arc<Mutex<Client>>;

struct Run {
    http: reqwest::Client,
    creds: Creds,
    at: watch::Receiver<Where>,
    violations: Arc<Mutex<Vec<String>>>,
}

impl Run {
    /// Sends one request until some server answers it, across restarts, with the same key.
    async fn send(
        &self,
        req: &common::books::Req,
        key: &str,
        token: Option<&str>,
    ) -> (u64, u16, Value) {
        let mut at = self.at.clone();
        loop {
            let (generation, base) = at.borrow_and_update().clone();
            if let Some(base) = base {
                if let Ok((status, body, _)) = self.try_send(&base, req, key, token).await {
                    return (generation, status, body);
                }
            }
            let _ = at.wait_for(|(g, b)| *g != generation && b.is_some()).await;
        }
    }

    /// A GET with the secret key until some server answers it, across restarts.
    async fn get(&self, path: &str) -> Value {
        let mut at = self.at.clone();
        loop {
            let (generation, base) = at.borrow_and_update().clone();
            if let Some(base) = base {
                let r = self
                    .http
                    .get(format!("{base}{path}"))
                    .header("authorization", format!("Bearer {}", self.creds.sk))
                    .send()
                    .await;
                if let Ok(r) = r {
                    if let Ok(v) = r.json::<Value>().await {
                        return v;
                    }
                }
            }
            let _ = at.wait_for(|(g, b)| *g != generation && b.is_some()).await;
        }
    }

    async fn try_send(
        &self,
        base: &str,
        req: &common::books::Req,
        key: &str,
        token: Option<&str>,
    ) -> Result<(u16, Value, bool), reqwest::Error> {
        let body = req.body.to_string();
        let mut r = self
            .http
            .post(format!("{base}{}", req.path))
            .header("idempotency-key", key)
            .header("content-type", "application/json");
        match req.auth {
            Auth::Gateway => {
                let ts = common::sign_time("POST", &req.path, &body).to_string();
                let full = format!("/api/v1{}", req.path);
                let sig = sanduq_api::signing::sign(
                    &self.creds.hmac_secret,
                    &ts,
                    "POST",
                    &full,
                    body.as_bytes(),
                );
                r = r
                    .header("x-api-key", &self.creds.hmac_key_id)
                    .header("x-api-timestamp", ts)
                    .header("x-api-signature", sig);
            }
            Auth::Secret => r = r.header("authorization", format!("Bearer {}", self.creds.sk)),
            Auth::Public => {}
            Auth::Admin => r = r.header("authorization", format!("Bearer {}", self.creds.admin)),
            Auth::User(_) | Auth::Agent => {
                let t = token.expect("a wallet or agent request goes with its token");
                r = r.header("authorization", format!("Bearer {t}"));
            }
        }
        let res = r.body(body).send().await?;
        let status = res.status().as_u16();
        let replayed = res
            .headers()
            .get("idempotent-replayed")
            .is_some_and(|v| v == "true");
        let text = res.text().await?;
        Ok((
            status,
            serde_json::from_str(&text).unwrap_or(Value::Null),
            replayed,
        ))
    }

    fn violation(&self, v: String) {
        self.violations.lock().unwrap().push(v);
    }
}

/// The next operation for a client: mostly ones its records' states allow.
fn choose(m: &Model, rng: &mut StdRng) -> Op {
    let of = |want: &[Status]| -> Vec<usize> {
        (0..m.pays.len())
            .filter(|&p| want.contains(&m.pays[p].status))
            .collect()
    };
    let pick =
        |v: Vec<usize>, rng: &mut StdRng| (!v.is_empty()).then(|| v[rng.gen_range(0..v.len())]);
    let cur = rng.gen_range(0..2);
    let part = |rng: &mut StdRng| rng.gen_bool(0.5).then(|| rng.gen_range(1..=400));
    // paying a created payment: its checkout session, or its QR code by scanning it
    let pay = |p: usize| m.pay_op(p, 0);
    let amount = rng.gen_range(1..=1_500);
    let op = match rng.gen_range(0..35) {
        0 => Some(Op::TopUp {
            user: 0,
            cur,
            amount: rng.gen_range(1..=5_000),
        }),
        1 => Some(Op::Checkout {
            user: 0,
            cur,
            amount: rng.gen_range(1..=1_500),
        }),
        2 | 3 => pick(of(&[Status::Created]), rng).map(pay),
        4 => pick(of(&[Status::Reserved]), rng).map(|p| Op::Capture {
            p,
            amount: part(rng),
        }),
        5 => pick(of(&[Status::Reserved]), rng).map(|p| Op::GatewayCapture { p }),
        6 => pick(of(&[Status::Reserved]), rng).map(|p| Op::Void { p }),
        7 | 8 => {
            pick(of(&[Status::Completed, Status::PartiallyRefunded]), rng).map(|p| Op::Refund {
                p,
                amount: part(rng),
                gateway: rng.gen_bool(0.5),
            })
        }
        // any payment, whatever its status: the refusals are answers too
        9 => pick((0..m.pays.len()).collect(), rng).map(|p| match rng.gen_range(0..4) {
            0 => Op::Capture { p, amount: None },
            1 => Op::Void { p },
            2 => pay(p),
            _ => Op::Refund {
                p,
                amount: None,
                gateway: false,
            },
        }),
        10 => Some(Op::Sync { user: 0 }),
        11 => Some(Op::CreateLink {
            cur,
            amount: rng.gen_range(1..=1_500),
            max_uses: rng.gen_range(0..=3),
        }),
        12 | 13 => pick((0..m.links.len()).collect(), rng).map(|l| Op::LinkPay { user: 0, l }),
        14 => Some(Op::QrGenerate {
            cur,
            amount: rng.gen_range(1..=1_500),
        }),
        15 => Some(Op::CreatePlan {
            cur,
            amount: rng.gen_range(1..=1_500),
        }),
        16 => pick((0..m.plans.len()).collect(), rng).map(|plan| Op::Subscribe { user: 0, plan }),
        // transfers both ways, under the velocity window (10 in 10 minutes of the real clock)
        18 | 19 => {
            let from = rng.gen_range(0..USERS);
            (m.sent[from] < 9).then_some(Op::Transfer {
                from,
                to: 1 - from,
                cur,
                amount,
            })
        }
        20 => Some(Op::Verify { user: 0 }),
        21 | 22 => Some(Op::CashOut {
            user: 0,
            cur,
            amount,
        }),
        23 | 24 => pick((0..m.cash_outs.len()).collect(), rng).map(|co| Op::EndCashOut {
            co,
            paid: rng.gen_bool(0.5),
        }),
        // the buyer disputes a payment of theirs; the merchant answers, accepts, or the
        // buyer withdraws (the platform's decisions take no Idempotency-Key: not replayable)
        25 | 26 => {
            pick(of(&[Status::Completed, Status::PartiallyRefunded]), rng).map(|p| Op::Dispute {
                p,
                user: m.pays[p].user,
                amount: part(rng),
            })
        }
        27 | 28 => pick((0..m.disputes.len()).collect(), rng).map(|d| match rng.gen_range(0..4) {
            0 => Op::Evidence { d },
            1 => Op::SubmitDispute { d },
            2 => Op::EndDispute {
                d,
                how: DEnd::Accept,
            },
            _ => Op::EndDispute {
                d,
                how: DEnd::Withdraw,
            },
        }),
        // the client's agent (registered before the run): float to it and back, cash taken
        // in, withdrawals asked for in the notes it pays (a few in odd amounts: refused),
        // paid out with the whole code or canceled
        29 => Some(Op::AgentFloat {
            cur,
            amount,
            back: rng.gen_bool(0.5),
        }),
        30 => Some(Op::AgentCashIn {
            user: rng.gen_range(0..USERS),
            cur,
            amount,
        }),
        31 | 32 => Some(Op::Withdraw {
            user: 0,
            cur,
            amount: match rng.gen_range(0..5) {
                0 => rng.gen_range(1..=999),
                _ => rng.gen_range(1..=2) * if cur == 0 { 1_000 } else { 100 },
            },
        }),
        33 | 34 => {
            let pending: Vec<usize> = (0..m.withdrawals.len())
                .filter(|&w| m.withdrawals[w].3)
                .collect();
            pick(pending, rng).map(|w| match rng.gen_bool(0.6) {
                // the code's second half read from the text (the client's names hold it)
                true => Op::Redeem { w },
                false => Op::CancelWithdrawal { w },
            })
        }
        _ => pick((0..m.subs.len()).collect(), rng).map(|s| Op::SubMove {
            s,
            mv: [Move::Pause, Move::Resume, Move::Cancel][rng.gen_range(0..3)],
        }),
    };
    // The merchant's balance is every client's: a client's model knows only its own share.
    // What a share cannot cover (a refund the share is short for, a dispute's hold the share
    // covers only in part) may go either way here, so it is not asked.
    let covered = |op: &Op| match *op {
        Op::Refund { .. } => m.outcome(op) != Err("INSUFFICIENT_BALANCE"),
        Op::Dispute { p, amount, .. } => {
            let x = &m.pays[p];
            amount.unwrap_or(x.captured - x.refunded - x.disputed) <= m.merchant(x.cur)
        }
        // float from the balance: only what the client's share covers
        Op::AgentFloat {
            cur,
            amount,
            back: false,
        } => amount <= m.merchant(cur),
        _ => true,
    };
    op.filter(covered).unwrap_or(Op::Checkout {
        user: 0,
        cur,
        amount: rng.gen_range(1..=1_500),
    })
}

/// A client: its buyer, then operations until told to stop.
async fn client(run: Arc<Run>, me: Shared, seed: u64, stop: Arc<AtomicBool>) {
    let mut rng = StdRng::seed_from_u64(seed);
    while !stop.load(Ordering::Relaxed) {
        let (op, req, before, token) = {
            let c = me.lock().unwrap();
            let op = choose(&c.model, &mut rng);
            let req = c.names.request(&op);
            let token = match req.auth {
                Auth::User(u) => Some(c.tokens[u].clone()),
                Auth::Agent => Some(c.agent_token.clone()),
                _ => None,
            };
            (op.clone(), req, c.model.clone(), token)
        };
        me.lock().unwrap().in_flight = Some(op.clone());
        let key = uuid::Uuid::new_v4().to_string();
        let (generation, status, body) = run.send(&req, &key, token.as_deref()).await;
        let mut before = before;
        if let Some(p) = op.payment() {
            // a checkout or QR code left unpaid for 30 minutes expires on the wall clock
            if body["error"]["code"] == "PAYMENT_EXPIRED" {
                before = before.expire(p);
            }
        }
        let expected = before.outcome(&op);
        let fine = match expected {
            Ok(()) => (200..300).contains(&status),
            Err(code) => (400..500).contains(&status) && body["error"]["code"] == code,
        };
        if !fine {
            run.violation(format!(
                "{op:?} answered {status} {body}, the model expected {expected:?}"
            ));
            return;
        }
        // a withdrawal's second half comes by text (the sandbox's, written with it): read as
        // its user would, before anything else of the client's is sent
        let texted = match (&op, expected) {
            (Op::Withdraw { user, .. }, Ok(())) => {
                let phone = me.lock().unwrap().names.phones[*user].replace('+', "%2B");
                let inbox = run.get(&format!("/sandbox/sms?phone={phone}")).await;
                let text = inbox["data"]["messages"][0]["text"]
                    .as_str()
                    .unwrap_or_default();
                Some(text.chars().take(4).collect::<String>())
            }
            _ => None,
        };
        let mut c = me.lock().unwrap();
        if expected.is_ok() {
            c.names.learn(&op, &body["data"]);
        }
        if let (Some(half), Some(w)) = (texted, c.names.withdrawals.last_mut()) {
            w.1.push_str(&half);
        }
        c.model = before.step(&op);
        c.in_flight = None;
        c.acks.push(Ack {
            generation,
            req,
            key,
            token,
            status,
            data: body["data"].clone(),
        });
    }
}

/// The checks after a restart (or at the end, with no request in flight).
async fn check(server: &Server, run: &Run, clients: &[Shared], generation: u64) -> usize {
    // the audit holds the balance transactions to the balance too (their nets sum to it)
    let audit = server.audit().await;
    if audit["ok"] != true {
        run.violation(format!("audit after restart {generation}: {audit}"));
    }
    // the soak's money is the sandbox's: its statement, the mint standing for the outside
    // world, read from the accounts themselves (wallets, holds, merchant sub-accounts)
    let safeguarding = server
        .admin(
            reqwest::Method::GET,
            "/admin/safeguarding?environment=sandbox",
            None,
        )
        .await;
    if safeguarding.data()["ok"] != true {
        run.violation(format!(
            "safeguarding after restart {generation}: {}",
            safeguarding.text
        ));
    }
    let mut replayed = 0;
    for me in clients {
        let (model, names, in_flight, acks) = {
            let c = me.lock().unwrap();
            let acks: Vec<Ack> = c
                .acks
                .iter()
                .filter(|a| a.generation == generation && (200..300).contains(&a.status))
                .cloned()
                .collect();
            (c.model.clone(), c.names.clone(), c.in_flight.clone(), acks)
        };
        // every acknowledged answer of the killed server replays as it was given
        for a in acks {
            replayed += 1;
            let again = run
                .try_send(&server.base, &a.req, &a.key, a.token.as_deref())
                .await;
            // the platform's endings take no Idempotency-Key: the same ending again answers
            // the record as it is (no replay header), which must be the answer given
            let by_key = a.req.auth != Auth::Admin;
            let same = matches!(&again, Ok((status, body, replayed))
                if *status == a.status && body["data"] == a.data && (*replayed || !by_key));
            if !same {
                run.violation(format!(
                    "acknowledged {} {} did not replay: {again:?}",
                    a.req.path, a.key
                ));
            }
        }
        // books: as the model says, or as it says after the request in flight
        let after = in_flight.as_ref().map(|op| model.clone().step(op));
        for (u, (user_id, _)) in names.users.iter().enumerate() {
            let wallet = server
                .get(&format!("/sandbox/wallets/{user_id}"))
                .await
                .data()["accounts"]
                .clone();
            for (cur, code) in common::books::CURRENCIES.iter().enumerate() {
                let got = wallet
                    .as_array()
                    .and_then(|a| a.iter().find(|x| x["currency"] == *code))
                    .map_or(0, |x| x["available"].as_i64().unwrap_or(0));
                let ok = got == model.wallets[u][cur]
                    || after.as_ref().is_some_and(|m| got == m.wallets[u][cur]);
                if !ok {
                    run.violation(format!(
                        "{user_id} {code} wallet {got}, model {} (in flight {in_flight:?})",
                        model.wallets[u][cur]
                    ));
                }
            }
        }
        for (p, (pid, _)) in names.payments.iter().enumerate() {
            let shown = server
                .gw(Method::GET, &format!("/gateway/payments/{pid}"), "")
                .await;
            let expired;
            let model = match shown.data()["status"] == "expired" {
                true => {
                    expired = model.clone().expire(p);
                    &expired
                }
                false => &model,
            };
            let wrong = differences(&model.pays[p], model.bps, shown.data());
            let ok = wrong.is_empty()
                || after
                    .as_ref()
                    .is_some_and(|m| differences(&m.pays[p], m.bps, shown.data()).is_empty());
            if !ok {
                run.violation(format!("{pid}: {wrong:?} (in flight {in_flight:?})"));
            }
        }
        // a link's uses and a subscription's status: as the model says, or after the request
        for (l, lid) in names.links.iter().enumerate() {
            let got = server
                .get(&format!("/embedded/payment-links/{lid}"))
                .await
                .data()["uses"]
                .as_u64()
                .unwrap_or(u64::MAX);
            let uses = |m: &Model| u64::from(m.links[l].uses);
            if got != uses(&model) && after.as_ref().is_none_or(|m| got != uses(m)) {
                run.violation(format!(
                    "{lid}: {got} uses, model {} (in flight {in_flight:?})",
                    uses(&model)
                ));
            }
        }
        for (i, sid) in names.subs.iter().enumerate() {
            let shown = server.get(&format!("/subscriptions/{sid}")).await;
            let got = shown.data()["status"]
                .as_str()
                .unwrap_or_default()
                .to_string();
            let status = |m: &Model| m.subs[i].as_str();
            if got != status(&model) && after.as_ref().is_none_or(|m| got != status(m)) {
                run.violation(format!(
                    "{sid}: {got}, model {} (in flight {in_flight:?})",
                    status(&model)
                ));
            }
        }
    }
    replayed
}

/// Every event on the books, oldest last (GET /events, all pages).
async fn events(server: &Server) -> Vec<Value> {
    let mut all = vec![];
    for page in 1.. {
        let r = server
            .get(&format!("/events?per_page=100&page={page}"))
            .await;
        let got = r.data()["events"].as_array().cloned().unwrap_or_default();
        if got.is_empty() {
            break;
        }
        all.extend(got);
    }
    all
}

/// Webhooks across the kills: each change's events were written once (no object has two
/// events with one sequence number), and every event on the books reached the receiver
/// (delivery is at least once: a repeat is allowed, a loss is not).
async fn check_webhooks(server: &Server, rx: &Receiver, run: &Run) -> (usize, usize) {
    let listed = events(server).await;
    let mut seen = std::collections::HashMap::new();
    for e in &listed {
        let key = (
            e["data"]["object"]["id"].to_string(),
            e["sequence"].as_u64(),
        );
        let this = (e["id"].to_string(), e["type"].to_string());
        // offset pages shift while the sweeper adds events: the same event twice is the
        // listing's, not the books'
        if let Some(before) = seen
            .insert(key.clone(), this.clone())
            .filter(|b| b.0 != this.0)
        {
            run.violation(format!(
                "two events for one change: {key:?}: {before:?} and {this:?}"
            ));
        }
    }
    let want: HashSet<String> = listed
        .iter()
        .filter_map(|e| e["id"].as_str().map(str::to_string))
        .collect();
    let mut missing = want.clone();
    for _ in 0..1_200 {
        let got: HashSet<String> = rx.got().into_iter().map(|g| g.id).collect();
        missing = want.difference(&got).cloned().collect();
        if missing.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    if !missing.is_empty() {
        run.violation(format!(
            "{} of {} events never delivered, e.g. {:?}",
            missing.len(),
            want.len(),
            missing.iter().take(3).collect::<Vec<_>>()
        ));
    }
    (want.len(), rx.got().len())
}

/// Top-up, checkout, sandbox pay, QR generate and pay, capture (core, gateway), void,
/// refund (core, gateway), sync, link create and pay, plan, subscribe, pause, resume, cancel,
/// transfer, identity verification, cash-out, its completion and its failure; a dispute
/// opened, its evidence, submitted, accepted, withdrawn; float moved to an agent, cash taken
/// in by it, a withdrawal asked for, paid out by the agent, canceled.
const KINDS: usize = 33;

/// The kinds of request the clients have had answered.
fn kinds(clients: &[Shared]) -> HashSet<String> {
    clients
        .iter()
        .flat_map(|c| {
            let c = c.lock().unwrap();
            c.acks.iter().map(|a| kind(&a.req.path)).collect::<Vec<_>>()
        })
        .collect()
}

/// A request's kind: its path with the ids taken out.
fn kind(path: &str) -> String {
    path.split('/')
        .map(|seg| if seg.contains('_') { "{id}" } else { seg })
        .collect::<Vec<_>>()
        .join("/")
}

/// The client's agent, registered as the model says and signed in by the code its phone got,
/// its PIN set: the model with it, and its access token.
async fn agent_of(server: &Server, model: Model, names: &mut Names) -> (Model, String) {
    let req = names.request(&Op::RegisterAgent);
    let r = server.post(&req.path, req.body.clone()).await;
    assert_eq!(r.status, 201, "{r:?}");
    names.learn(&Op::RegisterAgent, r.data());
    let phone = req.body["phone"].as_str().unwrap().to_string();
    let pk = server.creds["publishable_key"]
        .as_str()
        .unwrap()
        .to_string();
    let r = server
        .post_as(
            &pk,
            "/agent/auth/otp",
            serde_json::json!({ "phone": phone }),
        )
        .await;
    assert_eq!(r.status, 202, "{r:?}");
    let otp = r.data()["otp_id"].as_str().unwrap().to_string();
    let inbox = server
        .get(&format!("/sandbox/sms?phone={}", phone.replace('+', "%2B")))
        .await;
    let text = inbox.data()["messages"][0]["text"]
        .as_str()
        .unwrap()
        .to_string();
    let r = server
        .post_as(
            &pk,
            "/agent/auth/verify",
            serde_json::json!({ "otp_id": otp, "code": &text[..6] }),
        )
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    let token = r.data()["access_token"].as_str().unwrap().to_string();
    let r = server
        .post_as(&token, "/agent/pin", serde_json::json!({ "pin": PIN }))
        .await;
    assert_eq!(r.status, 200, "{r:?}");
    (model.step(&Op::RegisterAgent), token)
}

/// A user access token minted by the merchant's server.
async fn mint(server: &Server, user_id: &str) -> String {
    let r = server
        .post(&format!("/users/{user_id}/sessions"), serde_json::json!({}))
        .await;
    assert_eq!(r.status, 201, "{r:?}");
    r.data()["access_token"].as_str().unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn kills_lose_nothing_acknowledged_and_half_apply_nothing() {
    let kills = env("SOAK_KILLS", 3);
    let clients_n = env("SOAK_CLIENTS", 4);
    let seed = env("SOAK_SEED", rand::random::<u16>() as u64);
    let dir = common::temp_dir();
    let options = || Options {
        dir: Some(dir.clone()),
        ..Default::default()
    };
    let mut server = Server::start_with(options()).await;
    let bps = server
        .admin(
            Method::GET,
            &format!("/admin/merchants/{}", server.merchant_id()),
            None,
        )
        .await
        .data()["commission_bps"]
        .as_u64()
        .unwrap() as u32;
    let (to, at) = watch::channel::<Where>((0, Some(server.base.clone())));
    let run = Arc::new(Run {
        http: server.http.clone(),
        creds: Creds {
            sk: server.sk(),
            hmac_key_id: server.creds["hmac_key_id"].as_str().unwrap().into(),
            hmac_secret: server.creds["hmac_secret"].as_str().unwrap().into(),
            admin: server.admin_key.clone(),
        },
        at,
        violations: Arc::default(),
    });
    let rx = Receiver::start().await;
    let r = server
        .post("/webhooks/endpoints", serde_json::json!({ "url": rx.url }))
        .await;
    assert_eq!(r.status, 201, "{r:?}");
    let mut clients: Vec<Shared> = vec![];
    for c in 0..clients_n {
        let mut users = vec![];
        let mut tokens = vec![];
        let mut phones = vec![];
        for u in 0..USERS {
            let ext = format!("soak-{c}-{u}");
            // a phone each (the agent finds its buyer by it; a withdrawal's half is texted)
            let phone = format!("+96478{:08}", rand::random::<u32>() % 100_000_000);
            let r = server
                .post(
                    "/users/sync",
                    serde_json::json!({ "external_user_id": ext, "name": "Soak Buyer", "phone": phone }),
                )
                .await;
            assert!(r.status.is_success(), "{r:?}");
            let id = r.data()["id"].as_str().unwrap().to_string();
            phones.push(phone);
            let r = server
                .post(
                    &format!("/sandbox/users/{id}/pin"),
                    serde_json::json!({ "pin": PIN }),
                )
                .await;
            assert!(r.status.is_success(), "{r:?}");
            tokens.push(mint(&server, &id).await);
            users.push((id, ext));
        }
        let mut names = Names {
            users,
            phones,
            ..Names::default()
        };
        let (model, agent_token) = agent_of(&server, Model::new(bps, USERS), &mut names).await;
        clients.push(Arc::new(Mutex::new(Client {
            model,
            names,
            in_flight: None,
            acks: vec![],
            tokens,
            agent_token,
        })));
    }
    let stop = Arc::new(AtomicBool::new(false));
    let tasks: Vec<_> = clients
        .iter()
        .enumerate()
        .map(|(i, c)| {
            tokio::spawn(client(
                run.clone(),
                c.clone(),
                seed * 1_000 + i as u64,
                stop.clone(),
            ))
        })
        .collect();
    let mut rng = StdRng::seed_from_u64(seed);
    let mut generation = 0;
    let mut replayed = 0;
    for _ in 0..kills {
        tokio::time::sleep(Duration::from_millis(rng.gen_range(150..900))).await;
        std::process::Command::new("kill")
            .args(["-9", &server.pid().to_string()])
            .status()
            .unwrap();
        to.send_replace((generation + 1, None));
        drop(server);
        server = Server::start_with(options()).await;
        replayed += check(&server, &run, &clients, generation).await;
        // fresh access tokens (a long run outlives their 15 minutes); the old ones still work
        for c in &clients {
            let ids: Vec<String> = c
                .lock()
                .unwrap()
                .names
                .users
                .iter()
                .map(|u| u.0.clone())
                .collect();
            let mut fresh = vec![];
            for id in &ids {
                fresh.push(mint(&server, id).await);
            }
            c.lock().unwrap().tokens = fresh;
        }
        generation += 2;
        to.send_replace((generation, Some(server.base.clone())));
        if !run.violations.lock().unwrap().is_empty() {
            break;
        }
    }
    // on a busy machine the kills may come before every kind has run: go on (without kills)
    // until all of them have, and every client has done some work, or a minute has passed
    for _ in 0..600 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let acked: usize = clients.iter().map(|c| c.lock().unwrap().acks.len()).sum();
        if kinds(&clients).len() == KINDS && acked as u64 > 40 * clients_n {
            break;
        }
    }
    stop.store(true, Ordering::Relaxed);
    for t in tasks {
        t.await.unwrap();
    }
    replayed += check(&server, &run, &clients, generation).await;
    let (events, deliveries) = check_webhooks(&server, &rx, &run).await;
    let acked: usize = clients.iter().map(|c| c.lock().unwrap().acks.len()).sum();
    let kinds = kinds(&clients);
    let violations = run.violations.lock().unwrap().clone();
    println!(
        "soak: seed {seed}, {kills} kills, {clients_n} clients, {acked} answers of {} kinds, {replayed} replays checked, {events} events, {deliveries} deliveries, {} violations",
        kinds.len(),
        violations.len()
    );
    assert!(violations.is_empty(), "seed {seed}: {violations:#?}");
    assert_eq!(kinds.len(), KINDS, "every kind of operation ran: {kinds:?}");
    assert!(
        acked as u64 > 20 * clients_n,
        "too few operations to mean anything: {acked}"
    );
    drop(server);
    let _ = std::fs::remove_dir_all(dir);
}
