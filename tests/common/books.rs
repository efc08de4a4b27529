//! A reference model of one merchant's books (balances, holds, payments, refunds and
//! commission, payment links, plans and subscriptions) and the operations on them, for the
//! model-checked tests (tests/money_model.rs, tests/soak.rs): what each operation must answer,
//! and what the books must say after it.

use sanduq_domain::money::commission;

pub const CURRENCIES: [&str; 2] = ["IQD", "USD"];

/// Every modelled buyer's PIN.
pub const PIN: &str = "1234";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Created,
    Reserved,
    Completed,
    PartiallyRefunded,
    Refunded,
    Cancelled,
    /// Unpaid past its lifetime (30 minutes): the sweeper's doing, on the wall clock.
    Expired,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Created => "created",
            Status::Reserved => "reserved",
            Status::Completed => "completed",
            Status::PartiallyRefunded => "partially_refunded",
            Status::Refunded => "refunded",
            Status::Cancelled => "cancelled",
            Status::Expired => "expired",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Pay {
    pub user: usize,
    pub cur: usize,
    pub amount: i64,
    pub status: Status,
    pub held: i64,
    pub captured: i64,
    pub refunded: i64,
    /// What open disputes claim of it (and lost ones still owe).
    pub disputed: i64,
    pub via: Via,
}

/// How a payment is paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Via {
    /// Its checkout session (the sandbox pays it).
    Checkout,
    /// A buyer scans its merchant QR code.
    Qr,
    /// Paid as it is made (a link's payment, a subscription's charge).
    Made,
}

impl Pay {
    fn new(user: usize, cur: usize, amount: i64, via: Via) -> Pay {
        Pay {
            user,
            cur,
            amount,
            status: Status::Created,
            held: 0,
            captured: 0,
            refunded: 0,
            disputed: 0,
            via,
        }
    }

    /// A payment made and captured in one step (a link's, a subscription's first charge).
    fn paid(user: usize, cur: usize, amount: i64) -> Pay {
        Pay {
            status: Status::Completed,
            captured: amount,
            ..Pay::new(user, cur, amount, Via::Made)
        }
    }
}

/// A payment link: its price and how often it may be paid (0: without limit).
#[derive(Clone, Debug)]
pub struct Link {
    pub cur: usize,
    pub amount: i64,
    pub max_uses: u32,
    pub uses: u32,
}

/// A monthly plan without a trial: subscribing charges its first period at once.
#[derive(Clone, Debug)]
pub struct Plan {
    pub cur: usize,
    pub amount: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SubStatus {
    Active,
    Paused,
    Canceled,
}

impl SubStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            SubStatus::Active => "active",
            SubStatus::Paused => "paused",
            SubStatus::Canceled => "canceled",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Pause,
    Resume,
    Cancel,
}

impl Move {
    pub fn as_str(self) -> &'static str {
        match self {
            Move::Pause => "pause",
            Move::Resume => "resume",
            Move::Cancel => "cancel",
        }
    }

    /// The status a subscription in `from` has after this move, if the move is allowed.
    pub fn from(self, from: SubStatus) -> Option<SubStatus> {
        use SubStatus::*;
        match (self, from) {
            (Move::Pause, Active) => Some(Paused),
            (Move::Resume, Paused) => Some(Active),
            (Move::Cancel, Active | Paused) => Some(Canceled),
            _ => None,
        }
    }
}

/// A dispute's status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DStatus {
    NeedsResponse,
    UnderReview,
    Won,
    Lost,
    Accepted,
    Withdrawn,
}

/// How a dispute is ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DEnd {
    /// The merchant accepts: the buyer is refunded from the hold.
    Accept,
    /// The buyer withdraws: the hold back to the merchant.
    Withdraw,
    /// The platform decides.
    Won,
    Lost,
}

impl DEnd {
    /// The status a dispute in `from` has after this, if allowed.
    pub fn from(self, from: DStatus) -> Option<DStatus> {
        use DStatus::*;
        match (self, from) {
            (DEnd::Accept, NeedsResponse) => Some(Accepted),
            (DEnd::Withdraw, NeedsResponse | UnderReview) => Some(Withdrawn),
            (DEnd::Won, UnderReview) => Some(Won),
            (DEnd::Lost, UnderReview) => Some(Lost),
            _ => None,
        }
    }
}

/// A dispute as the model sees it.
#[derive(Clone, Debug)]
pub struct Disp {
    pub p: usize,
    pub user: usize,
    pub amount: i64,
    pub held: i64,
    pub shortfall: i64,
    pub status: DStatus,
    pub evidence: u32,
}

impl Pay {
    /// What the merchant keeps as commission: the rate on what remains captured.
    pub fn commission(&self, bps: u32) -> i64 {
        commission(self.captured - self.refunded, bps)
    }
}

/// The reference model: what the books must say.
#[derive(Clone, Debug)]
pub struct Model {
    pub bps: u32,
    pub wallets: Vec<[i64; 2]>,
    pub minted: [i64; 2],
    pub pays: Vec<Pay>,
    pub links: Vec<Link>,
    pub plans: Vec<Plan>,
    pub subs: Vec<SubStatus>,
    /// Deposits by bank reference tag: (tag, currency, amount).
    pub deposits: Vec<(u32, usize, i64)>,
    pub cashed_in: [i64; 2],
    pub payouts: Vec<Payout>,
    /// Users' cash-outs (`Payout::user` names whose).
    pub cash_outs: Vec<Payout>,
    /// Transfers each user has sent.
    pub sent: Vec<u32>,
    /// Whether each user's identity is verified (tier 1; tier 0 otherwise).
    pub verified: Vec<bool>,
    /// Exchange quotes asked for (at the sandbox's rates).
    pub quotes: Vec<FxQuote>,
    pub disputes: Vec<Disp>,
    /// Whether the model's agent is registered, its float, and the float the merchant's
    /// balance gave it (less what came back).
    pub agent: bool,
    pub agent_float: [i64; 2],
    pub agent_given: [i64; 2],
    /// Withdrawals at the agent: (user, currency, amount, pending).
    pub withdrawals: Vec<(usize, usize, i64, bool)>,
}

/// A quote as the model sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FxQuote {
    pub user: usize,
    pub from: usize,
    pub to: usize,
    pub from_amount: i64,
    pub to_amount: i64,
    pub used: bool,
}

/// What the sandbox's rates make of `to_amount` in currency `to`, paid from the other one.
pub fn priced(to: usize, to_amount: i64) -> (usize, i64) {
    use sanduq_domain::fx::{price, Fixed, Rates};
    let from = 1 - to;
    let all = sanduq_domain::Currency::ALL;
    let p = price(
        all[from],
        all[to],
        Fixed::To(to_amount),
        &Rates::sandbox(chrono::Utc::now()),
    )
    .expect("the sandbox prices any amount above zero");
    (from, p.from_amount)
}

/// A payout as the model sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Payout {
    pub cur: usize,
    pub amount: i64,
    /// None while pending; Some(true) paid, Some(false) failed.
    pub paid: Option<bool>,
    /// A cash-out's user (None: the merchant's payout).
    pub user: Option<usize>,
}

/// The limits of tier `tier` in currency `cur`.
pub fn tier_limits(tier: u8, cur: usize) -> sanduq_domain::limits::Limits {
    sanduq_domain::limits::defaults(tier, sanduq_domain::Currency::ALL[cur])
}

#[derive(Clone, Debug)]
pub enum Op {
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
    /// The merchant syncs a buyer again (an upsert: no money moves).
    Sync {
        user: usize,
    },
    CreateLink {
        cur: usize,
        amount: i64,
        max_uses: u32,
    },
    /// A buyer pays link `l` from its hosted page (phone or id, and PIN): paid and captured.
    LinkPay {
        user: usize,
        l: usize,
    },
    /// A merchant's QR code for an amount: a payment waiting for a buyer.
    QrGenerate {
        cur: usize,
        amount: i64,
    },
    /// A buyer scans QR payment `p` and pays it with their PIN: paid and captured.
    QrPay {
        p: usize,
        user: usize,
    },
    CreatePlan {
        cur: usize,
        amount: i64,
    },
    /// Enrolls a buyer: the first period is charged in the same transaction.
    Subscribe {
        user: usize,
        plan: usize,
    },
    SubMove {
        s: usize,
        mv: Move,
    },
    /// The platform credits the merchant after a bank transfer (reference `model-<tag>`).
    Deposit {
        tag: u32,
        cur: usize,
        amount: i64,
    },
    /// The merchant moves money from its balance into a user's wallet.
    CashIn {
        user: usize,
        cur: usize,
        amount: i64,
    },
    /// A user sends money to another (by external id), with the PIN.
    Transfer {
        from: usize,
        to: usize,
        cur: usize,
        amount: i64,
    },
    /// The merchant pays out of its balance (pending).
    Payout {
        cur: usize,
        amount: i64,
    },
    /// The platform ends payout `po`: paid or failed.
    EndPayout {
        po: usize,
        paid: bool,
    },
    /// A user asks for tier 1 with the sandbox's approving document number.
    Verify {
        user: usize,
    },
    /// A user takes money out of the wallet (pending), with the PIN.
    CashOut {
        user: usize,
        cur: usize,
        amount: i64,
    },
    /// The platform ends cash-out `co`: paid or failed.
    EndCashOut {
        co: usize,
        paid: bool,
    },
    /// A user asks for a quote: `to_amount` in `to`, from the other currency.
    Quote {
        user: usize,
        to: usize,
        to_amount: i64,
    },
    /// The user executes quote `q` with the PIN.
    Exchange {
        q: usize,
    },
    /// Payment `p`'s buyer (`user`) disputes it (None: all that may be).
    Dispute {
        p: usize,
        user: usize,
        amount: Option<i64>,
    },
    /// The merchant adds evidence to dispute `d`.
    Evidence {
        d: usize,
    },
    /// The merchant submits dispute `d` for review.
    SubmitDispute {
        d: usize,
    },
    EndDispute {
        d: usize,
        how: DEnd,
    },
    /// The merchant registers the model's agent (once).
    RegisterAgent,
    /// Float from the merchant's balance to the agent, or back (`back`).
    AgentFloat {
        cur: usize,
        amount: i64,
        back: bool,
    },
    /// The agent takes cash in for user `user` (found by its phone): its float into the wallet.
    AgentCashIn {
        user: usize,
        cur: usize,
        amount: i64,
    },
    /// User `user` asks to withdraw cash at an agent: the amount held.
    Withdraw {
        user: usize,
        cur: usize,
        amount: i64,
    },
    /// The agent pays withdrawal `w` out with its whole code.
    Redeem {
        w: usize,
    },
    /// Its user cancels withdrawal `w`.
    CancelWithdrawal {
        w: usize,
    },
}

impl Op {
    pub fn payment(&self) -> Option<usize> {
        match *self {
            Op::Pay { p }
            | Op::Capture { p, .. }
            | Op::GatewayCapture { p }
            | Op::Void { p }
            | Op::QrPay { p, .. }
            | Op::Dispute { p, .. }
            | Op::Refund { p, .. } => Some(p),
            _ => None,
        }
    }
}

/// The answer the model expects: Ok, or the error code.
pub type Outcome = Result<(), &'static str>;

pub fn settled(s: Status) -> bool {
    matches!(
        s,
        Status::Completed | Status::PartiallyRefunded | Status::Refunded
    )
}

/// The error for an operation that needs a reservation, by the payment's status.
pub fn not_reserved(s: Status) -> &'static str {
    match s {
        Status::Cancelled => "PAYMENT_ALREADY_VOIDED",
        Status::Expired => "PAYMENT_EXPIRED",
        s if settled(s) => "PAYMENT_ALREADY_CAPTURED",
        _ => "INVALID_PAYMENT_STATUS",
    }
}

impl Model {
    /// Empty books for `users` buyers at commission `bps`.
    pub fn new(bps: u32, users: usize) -> Model {
        Model {
            bps,
            wallets: vec![[0; 2]; users],
            minted: [0; 2],
            pays: vec![],
            links: vec![],
            plans: vec![],
            subs: vec![],
            deposits: vec![],
            cashed_in: [0; 2],
            payouts: vec![],
            cash_outs: vec![],
            sent: vec![0; users],
            verified: vec![false; users],
            quotes: vec![],
            disputes: vec![],
            agent: false,
            agent_float: [0; 2],
            agent_given: [0; 2],
            withdrawals: vec![],
        }
    }

    /// The merchant's balance in `cur`.
    pub fn merchant(&self, cur: usize) -> i64 {
        self.totals(cur)[3]
    }

    /// What the merchant holds in `cur` beyond what its payments may still need back
    /// (deposits, less cash-ins and payouts not failed).
    pub fn free(&self, cur: usize) -> i64 {
        self.merchant(cur) - self.totals_of_payments(cur).0
    }

    /// The model once unpaid payment `p` has expired (it is time that moves it, not an
    /// operation: a test on the wall clock learns it from an answer or a read).
    pub fn expire(mut self, p: usize) -> Model {
        if self.pays[p].status == Status::Created {
            self.pays[p].status = Status::Expired;
        }
        self
    }

    /// The operation by which `user` pays payment `p` (one made paid has none: a capture
    /// stands in, to be refused).
    pub fn pay_op(&self, p: usize, user: usize) -> Op {
        match self.pays[p].via {
            Via::Checkout => Op::Pay { p },
            Via::Qr => Op::QrPay { p, user },
            Via::Made => Op::Capture { p, amount: None },
        }
    }

    /// The limits that apply to `user` in `cur`.
    pub fn limits(&self, user: usize, cur: usize) -> sanduq_domain::limits::Limits {
        tier_limits(u8::from(self.verified[user]), cur)
    }

    fn afford(&self, user: usize, cur: usize, amount: i64) -> Outcome {
        if self.wallets[user][cur] < amount {
            return Err("INSUFFICIENT_BALANCE");
        }
        Ok(())
    }

    pub fn outcome(&self, op: &Op) -> Outcome {
        match *op {
            Op::TopUp { .. }
            | Op::Checkout { .. }
            | Op::Sync { .. }
            | Op::CreateLink { .. }
            | Op::QrGenerate { .. }
            | Op::CreatePlan { .. } => Ok(()),
            Op::Pay { p } | Op::QrPay { p, .. } => {
                let pay = &self.pays[p];
                match pay.status {
                    Status::Created => {}
                    Status::Expired => return Err("PAYMENT_EXPIRED"),
                    _ => return Err("INVALID_PAYMENT_STATUS"),
                }
                let user = match *op {
                    Op::QrPay { user, .. } => user,
                    _ => pay.user,
                };
                self.afford(user, pay.cur, pay.amount)
            }
            Op::LinkPay { user, l } => {
                let link = &self.links[l];
                if link.max_uses > 0 && link.uses >= link.max_uses {
                    return Err("PAYMENT_EXPIRED");
                }
                self.afford(user, link.cur, link.amount)
            }
            Op::Subscribe { user, plan } => {
                let plan = &self.plans[plan];
                self.afford(user, plan.cur, plan.amount)
            }
            Op::SubMove { s, mv } => match mv.from(self.subs[s]) {
                Some(_) => Ok(()),
                None => Err("INVALID_PAYMENT_STATUS"),
            },
            Op::Deposit { tag, cur, amount } => match self.deposits.iter().find(|d| d.0 == tag) {
                Some(&(_, c, a)) if (c, a) != (cur, amount) => Err("IDEMPOTENCY_KEY_REUSED"),
                _ => Ok(()),
            },
            Op::RegisterAgent => Ok(()),
            Op::Withdraw { user, cur, amount } => {
                // the notes an agent pays: dinars in 1,000s, whole dollars
                let step = if cur == 0 { 1_000 } else { 100 };
                if amount % step != 0 {
                    return Err("VALIDATION_ERROR");
                }
                if !self.verified[user] {
                    return Err("KYC_REQUIRED");
                }
                let today: i64 = self
                    .withdrawals
                    .iter()
                    .filter(|w| w.0 == user && w.1 == cur)
                    .map(|w| w.2)
                    .sum();
                let cap =
                    sanduq_domain::withdrawal::user_daily_cap(sanduq_domain::Currency::ALL[cur]);
                if today + amount > cap {
                    return Err("DAILY_LIMIT_EXCEEDED");
                }
                self.afford(user, cur, amount)
            }
            Op::Redeem { w } => {
                let (_, cur, amount, pending) = self.withdrawals[w];
                let max = sanduq_domain::agent::AgentLimits::default()
                    .of(sanduq_domain::Currency::ALL[cur])
                    .max_float;
                match pending {
                    false => Err("NOT_FOUND"),
                    true if self.agent_float[cur] + amount > max => {
                        Err("AGENT_FLOAT_LIMIT_EXCEEDED")
                    }
                    true => Ok(()),
                }
            }
            Op::CancelWithdrawal { w } => match self.withdrawals[w].3 {
                true => Ok(()),
                false => Err("INVALID_WITHDRAWAL_STATUS"),
            },
            Op::AgentCashIn { user, cur, amount } => {
                if self.wallets[user][cur] + amount > self.limits(user, cur).max_balance {
                    return Err("TIER_UPGRADE_REQUIRED");
                }
                if self.agent_float[cur] < amount {
                    return Err("INSUFFICIENT_BALANCE");
                }
                Ok(())
            }
            Op::AgentFloat { cur, amount, back } => {
                let max = sanduq_domain::agent::AgentLimits::default()
                    .of(sanduq_domain::Currency::ALL[cur])
                    .max_float;
                if back && self.agent_float[cur] < amount || !back && self.merchant(cur) < amount {
                    return Err("INSUFFICIENT_BALANCE");
                }
                if !back && self.agent_float[cur] + amount > max {
                    return Err("AGENT_FLOAT_LIMIT_EXCEEDED");
                }
                Ok(())
            }
            Op::CashIn { user, cur, amount } => {
                if self.wallets[user][cur] + amount > self.limits(user, cur).max_balance {
                    return Err("TIER_UPGRADE_REQUIRED");
                }
                if self.merchant(cur) < amount {
                    return Err("INSUFFICIENT_BALANCE");
                }
                Ok(())
            }
            Op::Transfer {
                from,
                to,
                cur,
                amount,
            } => {
                if from == to {
                    return Err("SELF_TRANSFER_NOT_ALLOWED");
                }
                if amount > self.limits(from, cur).per_transfer {
                    return Err("TRANSFER_LIMIT_EXCEEDED");
                }
                if self.wallets[to][cur] + amount > self.limits(to, cur).max_balance {
                    return Err("RECIPIENT_UNAVAILABLE");
                }
                self.afford(from, cur, amount)
            }
            Op::Payout { cur, amount } => {
                if self.merchant(cur) < amount {
                    return Err("INSUFFICIENT_BALANCE");
                }
                Ok(())
            }
            Op::EndPayout { po, paid } => match self.payouts[po].paid {
                Some(was) if was != paid => Err("INVALID_PAYMENT_STATUS"),
                _ => Ok(()),
            },
            Op::Verify { user } => match self.verified[user] {
                true => Err("VALIDATION_ERROR"),
                false => Ok(()),
            },
            Op::CashOut { user, cur, amount } => {
                if !self.verified[user] {
                    return Err("KYC_REQUIRED");
                }
                self.afford(user, cur, amount)
            }
            Op::EndCashOut { co, paid } => match self.cash_outs[co].paid {
                Some(was) if was != paid => Err("INVALID_PAYMENT_STATUS"),
                _ => Ok(()),
            },
            Op::Quote { .. } => Ok(()),
            Op::Dispute { p, amount, .. } => {
                let pay = &self.pays[p];
                if pay.via == Via::Qr && matches!(pay.status, Status::Created | Status::Expired) {
                    // nobody paid it: it is no buyer's
                    return Err("PAYMENT_NOT_FOUND");
                }
                if !matches!(pay.status, Status::Completed | Status::PartiallyRefunded) {
                    return Err("INVALID_PAYMENT_STATUS");
                }
                let disputable = pay.captured - pay.refunded - pay.disputed;
                match amount.unwrap_or(disputable) {
                    a if a > disputable || a <= 0 => Err("REFUND_EXCEEDS_AMOUNT"),
                    _ => Ok(()),
                }
            }
            Op::Evidence { d } => match self.disputes[d].status {
                DStatus::NeedsResponse if self.disputes[d].evidence < 20 => Ok(()),
                DStatus::NeedsResponse => Err("VALIDATION_ERROR"),
                _ => Err("INVALID_DISPUTE_STATUS"),
            },
            Op::SubmitDispute { d } => {
                let x = &self.disputes[d];
                match (x.status, x.evidence) {
                    (DStatus::NeedsResponse, n) if n > 0 => Ok(()),
                    _ => Err("INVALID_DISPUTE_STATUS"),
                }
            }
            Op::EndDispute { d, how } => match how.from(self.disputes[d].status) {
                Some(_) => Ok(()),
                None => Err("INVALID_DISPUTE_STATUS"),
            },
            Op::Exchange { q } => {
                let x = self.quotes[q];
                if x.used {
                    return Err("INVALID_PAYMENT_STATUS");
                }
                self.afford(x.user, x.from, x.from_amount)?;
                if self.wallets[x.user][x.to] + x.to_amount > self.limits(x.user, x.to).max_balance
                {
                    return Err("TIER_UPGRADE_REQUIRED");
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
                    Status::Expired => return Err("PAYMENT_EXPIRED"),
                    _ => return Err("INVALID_PAYMENT_STATUS"),
                }
                let remaining = pay.captured - pay.refunded - pay.disputed;
                let back = match amount {
                    Some(a) if a > remaining => return Err("REFUND_EXCEEDS_AMOUNT"),
                    Some(a) => a,
                    None => remaining,
                };
                if back <= 0 {
                    return Err("VALIDATION_ERROR");
                }
                // the balance gives back what the refund takes less the commission returned
                // (a dispute's hold may have taken what a refund needs)
                let kept = commission(pay.captured - pay.refunded - back, self.bps);
                let returned = pay.commission(self.bps) - kept;
                if self.merchant(pay.cur) < back - returned {
                    return Err("INSUFFICIENT_BALANCE");
                }
                Ok(())
            }
        }
    }

    /// The model after `op` (unchanged when the op is refused).
    pub fn step(mut self, op: &Op) -> Model {
        if self.outcome(op).is_err() {
            return self;
        }
        match *op {
            Op::TopUp { user, cur, amount } => {
                self.wallets[user][cur] += amount;
                self.minted[cur] += amount;
            }
            Op::Checkout { user, cur, amount } => {
                self.pays.push(Pay::new(user, cur, amount, Via::Checkout))
            }
            // the buyer is whoever scans it
            Op::QrGenerate { cur, amount } => self.pays.push(Pay::new(0, cur, amount, Via::Qr)),
            Op::QrPay { p, user } => {
                let pay = &mut self.pays[p];
                self.wallets[user][pay.cur] -= pay.amount;
                pay.user = user;
                pay.captured = pay.amount;
                pay.status = Status::Completed;
            }
            Op::Sync { .. } => {}
            Op::CreateLink {
                cur,
                amount,
                max_uses,
            } => self.links.push(Link {
                cur,
                amount,
                max_uses,
                uses: 0,
            }),
            Op::LinkPay { user, l } => {
                let link = &mut self.links[l];
                link.uses += 1;
                self.wallets[user][link.cur] -= link.amount;
                self.pays.push(Pay::paid(user, link.cur, link.amount));
            }
            Op::CreatePlan { cur, amount } => self.plans.push(Plan { cur, amount }),
            Op::Subscribe { user, plan } => {
                let Plan { cur, amount } = self.plans[plan];
                self.wallets[user][cur] -= amount;
                self.pays.push(Pay::paid(user, cur, amount));
                self.subs.push(SubStatus::Active);
            }
            Op::SubMove { s, mv } => {
                self.subs[s] = mv.from(self.subs[s]).expect("allowed: outcome was Ok");
            }
            Op::Deposit { tag, cur, amount } => {
                if !self.deposits.iter().any(|d| d.0 == tag) {
                    self.deposits.push((tag, cur, amount));
                }
            }
            Op::CashIn { user, cur, amount } => {
                self.wallets[user][cur] += amount;
                self.cashed_in[cur] += amount;
            }
            Op::RegisterAgent => self.agent = true,
            Op::Withdraw { user, cur, amount } => {
                self.wallets[user][cur] -= amount;
                self.withdrawals.push((user, cur, amount, true));
            }
            Op::Redeem { w } => {
                let (_, cur, amount, _) = self.withdrawals[w];
                self.agent_float[cur] += amount;
                self.withdrawals[w].3 = false;
            }
            Op::CancelWithdrawal { w } => {
                let (user, cur, amount, _) = self.withdrawals[w];
                self.wallets[user][cur] += amount;
                self.withdrawals[w].3 = false;
            }
            Op::AgentCashIn { user, cur, amount } => {
                self.wallets[user][cur] += amount;
                self.agent_float[cur] -= amount;
            }
            Op::AgentFloat { cur, amount, back } => {
                let moved = if back { -amount } else { amount };
                self.agent_float[cur] += moved;
                self.agent_given[cur] += moved;
            }
            Op::Transfer {
                from,
                to,
                cur,
                amount,
            } => {
                self.wallets[from][cur] -= amount;
                self.wallets[to][cur] += amount;
                self.sent[from] += 1;
            }
            Op::Payout { cur, amount } => self.payouts.push(Payout {
                cur,
                amount,
                paid: None,
                user: None,
            }),
            Op::EndPayout { po, paid } => self.payouts[po].paid = Some(paid),
            Op::Verify { user } => self.verified[user] = true,
            Op::CashOut { user, cur, amount } => {
                self.wallets[user][cur] -= amount;
                self.cash_outs.push(Payout {
                    cur,
                    amount,
                    paid: None,
                    user: Some(user),
                });
            }
            Op::EndCashOut { co, paid } => {
                let c = &mut self.cash_outs[co];
                if c.paid.is_none() && !paid {
                    self.wallets[c.user.expect("a user's")][c.cur] += c.amount;
                }
                c.paid = Some(paid);
            }
            Op::Quote {
                user,
                to,
                to_amount,
            } => {
                let (from, from_amount) = priced(to, to_amount);
                self.quotes.push(FxQuote {
                    user,
                    from,
                    to,
                    from_amount,
                    to_amount,
                    used: false,
                });
            }
            Op::Exchange { q } => {
                let x = &mut self.quotes[q];
                x.used = true;
                self.wallets[x.user][x.from] -= x.from_amount;
                self.wallets[x.user][x.to] += x.to_amount;
            }
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
            Op::Dispute { p, user, amount } => {
                let pay = &self.pays[p];
                let amount = amount.unwrap_or(pay.captured - pay.refunded - pay.disputed);
                let held = amount.min(self.merchant(pay.cur).max(0));
                self.pays[p].disputed += amount;
                self.disputes.push(Disp {
                    p,
                    user,
                    amount,
                    held,
                    shortfall: amount - held,
                    status: DStatus::NeedsResponse,
                    evidence: 0,
                });
            }
            Op::Evidence { d } => self.disputes[d].evidence += 1,
            Op::SubmitDispute { d } => self.disputes[d].status = DStatus::UnderReview,
            Op::EndDispute { d, how } => {
                let to = how.from(self.disputes[d].status).expect("allowed");
                let x = self.disputes[d].clone();
                let pay = &mut self.pays[x.p];
                if matches!(to, DStatus::Lost | DStatus::Accepted) {
                    // the hold to the buyer as a refund; a shortfall stays owed
                    self.wallets[pay.user][pay.cur] += x.held;
                    pay.refunded += x.held;
                    pay.disputed -= x.held;
                    if x.held > 0 {
                        pay.status = if pay.refunded == pay.captured {
                            Status::Refunded
                        } else {
                            Status::PartiallyRefunded
                        };
                    }
                } else {
                    pay.disputed -= x.amount;
                    self.disputes[d].shortfall = 0;
                }
                self.disputes[d].held = 0;
                self.disputes[d].status = to;
            }
            Op::Refund { p, amount, .. } => {
                let pay = &mut self.pays[p];
                let back = amount.unwrap_or(pay.captured - pay.refunded - pay.disputed);
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

    /// What the payments in `cur` left the merchant (captured less refunded, less the
    /// commission), and the commission.
    fn totals_of_payments(&self, cur: usize) -> (i64, i64) {
        let pays = self.pays.iter().filter(|p| p.cur == cur);
        let fee: i64 = pays.clone().map(|p| p.commission(self.bps)).sum();
        let kept: i64 = pays.map(|p| p.captured - p.refunded).sum();
        (kept - fee, fee)
    }

    /// The merchant's exchange position in `cur`: taken in it less given out in it.
    fn fx_position(&self, cur: usize) -> i64 {
        let used = self.quotes.iter().filter(|q| q.used);
        let taken: i64 = used
            .clone()
            .filter(|q| q.from == cur)
            .map(|q| q.from_amount)
            .sum();
        let given: i64 = used.filter(|q| q.to == cur).map(|q| q.to_amount).sum();
        taken - given
    }

    /// What disputes hold in `cur`.
    pub fn dispute_holds(&self, cur: usize) -> i64 {
        self.disputes
            .iter()
            .filter(|d| self.pays[d.p].cur == cur)
            .map(|d| d.held)
            .sum()
    }

    /// The audit's totals for currency `cur`: (minted, wallets, held, merchant, commission,
    /// external, in transit, exchange position).
    pub fn totals(&self, cur: usize) -> [i64; 8] {
        let held = self
            .pays
            .iter()
            .filter(|p| p.cur == cur)
            .map(|p| p.held)
            .sum();
        let (kept, fee) = self.totals_of_payments(cur);
        let wallets = self.wallets.iter().map(|w| w[cur]).sum();
        let deposited: i64 = self
            .deposits
            .iter()
            .filter(|d| d.1 == cur)
            .map(|d| d.2)
            .sum();
        let payouts = self.payouts.iter().filter(|p| p.cur == cur);
        let out: i64 = payouts
            .clone()
            .filter(|p| p.paid != Some(false))
            .map(|p| p.amount)
            .sum();
        let paid: i64 = payouts
            .clone()
            .filter(|p| p.paid == Some(true))
            .map(|p| p.amount)
            .sum();
        let pending: i64 = payouts.filter(|p| p.paid.is_none()).map(|p| p.amount).sum();
        let cash_outs = self.cash_outs.iter().filter(|p| p.cur == cur);
        let cashed_out: i64 = cash_outs
            .clone()
            .filter(|p| p.paid == Some(true))
            .map(|p| p.amount)
            .sum();
        let cash_pending: i64 = cash_outs
            .filter(|p| p.paid.is_none())
            .map(|p| p.amount)
            .sum();
        let merchant = kept + deposited
            - self.cashed_in[cur]
            - out
            - self.dispute_holds(cur)
            - self.agent_given[cur];
        [
            self.minted[cur],
            wallets,
            held,
            merchant,
            fee,
            paid + cashed_out - deposited,
            pending + cash_pending,
            self.fx_position(cur),
        ]
    }
}

/// A 1x1 PNG: the model's identity document.
pub const MODEL_PNG: &str = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/// How a request is authenticated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Auth {
    /// `Authorization: Bearer sk_…`
    Secret,
    /// HMAC signed (the gateway family).
    Gateway,
    /// No credentials (a link's hosted page).
    Public,
    /// The platform's admin key.
    Admin,
    /// The access token of user `n` (the wallet API).
    User(usize),
    /// The model's agent's access token (the agent API).
    Agent,
}

/// One API request: every write is a POST with a JSON body.
#[derive(Clone, Debug)]
pub struct Req {
    pub path: String,
    pub body: serde_json::Value,
    pub auth: Auth,
}

/// The real records the model's indexes name.
#[derive(Clone, Debug, Default)]
pub struct Names {
    /// Per buyer: (user id, external user id).
    pub users: Vec<(String, String)>,
    /// Per payment: (payment id, what pays it: the checkout session id or the QR code's id).
    pub payments: Vec<(String, String)>,
    pub links: Vec<String>,
    pub plans: Vec<String>,
    pub subs: Vec<String>,
    pub payouts: Vec<String>,
    pub cash_outs: Vec<String>,
    pub quotes: Vec<String>,
    /// Whose each quote is.
    pub quote_users: Vec<usize>,
    pub disputes: Vec<String>,
    /// Whose each dispute is.
    pub dispute_users: Vec<usize>,
    /// The merchant's id (the admin API names it).
    pub merchant: String,
    /// The model's agent, once registered.
    pub agent: String,
    /// Each buyer's phone, when the harness gives them one (a sync keeps it; an agent finds
    /// the buyer by it).
    pub phones: Vec<String>,
    /// Per withdrawal: its id, its code (the answer's half, then the harness adds the texted
    /// half), whose, and its amount.
    pub withdrawals: Vec<(String, String, usize, i64)>,
}

impl Names {
    /// The request that performs `op` (paths without `/api/v1`).
    pub fn request(&self, op: &Op) -> Req {
        use serde_json::json;
        let pay = |p: usize| &self.payments[p].0;
        let cur = |c: usize| CURRENCIES[c];
        let (path, body, auth) = match *op {
            Op::TopUp {
                user,
                cur: c,
                amount,
            } => (
                "/sandbox/wallets/topup".to_string(),
                json!({ "user_id": self.users[user].0, "currency": cur(c), "amount": amount }),
                Auth::Secret,
            ),
            Op::Checkout {
                user,
                cur: c,
                amount,
            } => (
                "/checkout/sessions".to_string(),
                json!({ "external_user_id": self.users[user].1, "amount": amount,
                    "currency": cur(c), "success_url": "https://shop.example/ok",
                    "cancel_url": "https://shop.example/cancel" }),
                Auth::Secret,
            ),
            Op::Pay { p } => (
                format!("/sandbox/checkout/sessions/{}/pay", self.payments[p].1),
                json!({ "pin": PIN }),
                Auth::Secret,
            ),
            Op::Capture { p, amount } => (
                format!("/payments/{}/capture", pay(p)),
                amount.map_or(json!({}), |a| json!({ "amount": a })),
                Auth::Secret,
            ),
            Op::GatewayCapture { p } => (
                format!("/gateway/payments/{}/capture", pay(p)),
                json!({}),
                Auth::Gateway,
            ),
            Op::Void { p } => (
                format!("/gateway/payments/{}/void", pay(p)),
                json!({ "reason": "model" }),
                Auth::Gateway,
            ),
            Op::Refund { p, amount, gateway } => {
                let mut body = json!({ "reason": "model" });
                if let Some(a) = amount {
                    body["amount"] = json!(a);
                }
                let path = format!("/payments/{}/refund", pay(p));
                if gateway {
                    (format!("/gateway{path}"), body, Auth::Gateway)
                } else {
                    (path, body, Auth::Secret)
                }
            }
            Op::Sync { user } => {
                let mut body = json!({ "external_user_id": self.users[user].1, "name": format!("Buyer {user}") });
                if let Some(p) = self.phones.get(user) {
                    body["phone"] = p.clone().into();
                }
                ("/users/sync".to_string(), body, Auth::Secret)
            }
            Op::CreateLink {
                cur: c,
                amount,
                max_uses,
            } => (
                "/embedded/payment-links".to_string(),
                json!({ "amount": amount, "currency": cur(c), "description": "model",
                    "max_uses": max_uses }),
                Auth::Secret,
            ),
            Op::LinkPay { user, l } => (
                format!("/links/{}/pay", self.links[l]),
                json!({ "user": self.users[user].1, "pin": PIN }),
                Auth::Public,
            ),
            Op::QrGenerate { cur: c, amount } => (
                "/embedded/qr/generate".to_string(),
                json!({ "amount": amount, "currency": cur(c) }),
                Auth::Secret,
            ),
            Op::QrPay { p, user } => (
                format!("/sandbox/qr/{}/pay", self.payments[p].1),
                json!({ "user_id": self.users[user].1, "pin": PIN }),
                Auth::Secret,
            ),
            Op::CreatePlan { cur: c, amount } => (
                "/subscriptions/plans".to_string(),
                json!({ "name": "model", "amount": amount, "currency": cur(c),
                    "interval": "monthly" }),
                Auth::Secret,
            ),
            Op::Subscribe { user, plan } => (
                "/subscriptions".to_string(),
                json!({ "plan_id": self.plans[plan], "customer_id": self.users[user].0 }),
                Auth::Secret,
            ),
            Op::SubMove { s, mv } => (
                format!("/subscriptions/{}/{}", self.subs[s], mv.as_str()),
                json!({}),
                Auth::Secret,
            ),
            Op::Deposit {
                tag,
                cur: c,
                amount,
            } => (
                format!("/admin/merchants/{}/deposits", self.merchant),
                json!({ "amount": amount, "currency": cur(c), "bank_reference": format!("model-{tag}") }),
                Auth::Admin,
            ),
            Op::RegisterAgent => {
                // a phone of the model's own: digits of its first user's id (random)
                let digits: String = self.users[0]
                    .0
                    .bytes()
                    .rev()
                    .take(8)
                    .map(|b| char::from(b'0' + b % 10))
                    .collect();
                // its days are not the model's: no daily limit reached
                let day = sanduq_domain::money::MAX_AMOUNT;
                let limits = |c: &str| {
                    let max = sanduq_domain::agent::AgentLimits::default()
                        .of(sanduq_domain::Currency::ALL[if c == "IQD" { 0 } else { 1 }])
                        .max_float;
                    json!({ "max_float": max, "daily_cash_in": day, "daily_cash_out": day })
                };
                (
                    "/agents".to_string(),
                    json!({ "name": "Model cash point", "phone": format!("+96477{digits}"),
                            "location": { "governorate": "baghdad", "district": "Karrada", "address": "model" },
                            "limits": { "IQD": limits("IQD"), "USD": limits("USD") } }),
                    Auth::Secret,
                )
            }
            Op::Withdraw {
                user,
                cur: c,
                amount,
            } => (
                "/wallet/withdrawals".to_string(),
                json!({ "amount": amount, "currency": cur(c), "pin": PIN }),
                Auth::User(user),
            ),
            Op::Redeem { w } => {
                let (_, code, _, amount) = &self.withdrawals[w];
                (
                    "/agent/withdrawals/redeem".to_string(),
                    json!({ "code": code, "amount": amount, "pin": PIN }),
                    Auth::Agent,
                )
            }
            Op::CancelWithdrawal { w } => {
                let (id, _, user, _) = &self.withdrawals[w];
                (
                    format!("/wallet/withdrawals/{id}/cancel"),
                    json!({}),
                    Auth::User(*user),
                )
            }
            Op::AgentCashIn {
                user,
                cur: c,
                amount,
            } => (
                "/agent/cash-ins".to_string(),
                json!({ "phone": self.phones.get(user).cloned().unwrap_or_default(), "amount": amount, "currency": cur(c), "pin": PIN }),
                Auth::Agent,
            ),
            Op::AgentFloat {
                cur: c,
                amount,
                back,
            } => (
                format!("/agents/{}/float", self.agent),
                json!({ "amount": amount, "currency": cur(c), "direction": if back { "out" } else { "in" } }),
                Auth::Secret,
            ),
            Op::CashIn {
                user,
                cur: c,
                amount,
            } => (
                format!("/wallets/{}/cash-in", self.users[user].0),
                json!({ "amount": amount, "currency": cur(c), "reference": "model" }),
                Auth::Secret,
            ),
            Op::Transfer {
                from,
                to,
                cur: c,
                amount,
            } => (
                "/wallet/transfers".to_string(),
                json!({ "to": self.users[to].1, "amount": amount, "currency": cur(c), "pin": PIN }),
                Auth::User(from),
            ),
            Op::Payout { cur: c, amount } => (
                "/payouts".to_string(),
                json!({ "amount": amount, "currency": cur(c), "destination": "IQ98MODEL" }),
                Auth::Secret,
            ),
            Op::EndPayout { po, paid } => {
                let (how, body) = if paid {
                    ("complete", json!({}))
                } else {
                    ("fail", json!({ "reason": "model" }))
                };
                (
                    format!("/admin/payouts/{}/{how}", self.payouts[po]),
                    body,
                    Auth::Admin,
                )
            }
            Op::Verify { user } => (
                "/wallet/kyc".to_string(),
                json!({ "tier": 1, "full_name": "Model Buyer", "date_of_birth": "1990-01-01",
                    "document_type": "passport", "document_number": "SANDBOX-APPROVE",
                    "document_image": MODEL_PNG }),
                Auth::User(user),
            ),
            Op::CashOut {
                user,
                cur: c,
                amount,
            } => (
                "/wallet/cash-outs".to_string(),
                json!({ "amount": amount, "currency": cur(c), "method": "bank_account",
                    "destination": "IQ98MODEL", "pin": PIN }),
                Auth::User(user),
            ),
            Op::EndCashOut { co, paid } => {
                let (how, body) = if paid {
                    ("complete", json!({}))
                } else {
                    ("fail", json!({ "reason": "model" }))
                };
                (
                    format!("/admin/cash-outs/{}/{how}", self.cash_outs[co]),
                    body,
                    Auth::Admin,
                )
            }
            Op::Quote {
                user,
                to,
                to_amount,
            } => (
                "/wallet/exchange/quotes".to_string(),
                json!({ "from_currency": cur(1 - to), "to_currency": cur(to), "to_amount": to_amount }),
                Auth::User(user),
            ),
            Op::Exchange { q } => (
                "/wallet/exchange".to_string(),
                json!({ "quote_id": self.quotes[q], "pin": PIN }),
                Auth::User(self.quote_users[q]),
            ),
            Op::Dispute { p, user, amount } => {
                let mut body = json!({ "payment_id": pay(p), "reason": "not_received",
                    "description": "model" });
                if let Some(a) = amount {
                    body["amount"] = json!(a);
                }
                ("/wallet/disputes".to_string(), body, Auth::User(user))
            }
            Op::Evidence { d } => (
                format!("/disputes/{}/evidence", self.disputes[d]),
                json!({ "text": "model" }),
                Auth::Secret,
            ),
            Op::SubmitDispute { d } => (
                format!("/disputes/{}/submit", self.disputes[d]),
                json!({}),
                Auth::Secret,
            ),
            Op::EndDispute { d, how } => {
                let id = &self.disputes[d];
                match how {
                    DEnd::Accept => (format!("/disputes/{id}/accept"), json!({}), Auth::Secret),
                    DEnd::Withdraw => (
                        format!("/wallet/disputes/{id}/withdraw"),
                        json!({}),
                        Auth::User(self.dispute_users[d]),
                    ),
                    DEnd::Won | DEnd::Lost => (
                        format!("/admin/disputes/{id}/decide"),
                        json!({ "outcome": if how == DEnd::Won { "won" } else { "lost" },
                            "reason": "model" }),
                        Auth::Admin,
                    ),
                }
            }
        };
        Req { path, body, auth }
    }

    /// Learns the records a successful `op` made from its answer's `data`.
    pub fn learn(&mut self, op: &Op, data: &serde_json::Value) {
        let s = |k: &str| data[k].as_str().unwrap_or_default().to_string();
        match op {
            Op::Checkout { .. } => self.payments.push((s("payment_id"), s("id"))),
            Op::QrGenerate { .. } => self.payments.push((s("payment_id"), s("id"))),
            Op::LinkPay { .. } => self.payments.push((s("payment_id"), String::new())),
            Op::Subscribe { .. } => {
                self.payments.push((s("latest_payment_id"), String::new()));
                self.subs.push(s("id"));
            }
            Op::CreateLink { .. } => self.links.push(s("id")),
            Op::CreatePlan { .. } => self.plans.push(s("id")),
            Op::Payout { .. } => self.payouts.push(s("id")),
            Op::CashOut { .. } => self.cash_outs.push(s("id")),
            Op::Quote { user, .. } => {
                self.quotes.push(s("id"));
                self.quote_users.push(*user);
            }
            Op::Dispute { user, .. } => {
                self.disputes.push(s("id"));
                self.dispute_users.push(*user);
            }
            Op::RegisterAgent => self.agent = s("id"),
            Op::Withdraw { user, amount, .. } => {
                self.withdrawals
                    .push((s("id"), s("code_part"), *user, *amount));
            }
            _ => {}
        }
    }
}

/// Checks a payment as the gateway shows it (`data` of GET /gateway/payments/{id}) against
/// the model's; a description of each difference.
pub fn differences(want: &Pay, bps: u32, got: &serde_json::Value) -> Vec<String> {
    let mut out = vec![];
    let mut check = |field: &str, v: serde_json::Value| {
        if got[field] != v {
            out.push(format!("{field}: {} != model {v}", got[field]));
        }
    };
    check("status", want.status.as_str().into());
    check("captured_amount", want.captured.into());
    check("refunded_amount", want.refunded.into());
    check("commission_amount", want.commission(bps).into());
    out
}
