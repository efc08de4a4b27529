//! A reference model of one merchant's books (balances, holds, payments, refunds and
//! commission) and the operations on them, for the model-checked tests (tests/money_model.rs,
//! tests/soak.rs): what each operation must answer, and what the books must say after it.

use sanduq_domain::money::commission;

pub const CURRENCIES: [&str; 2] = ["IQD", "USD"];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Created,
    Reserved,
    Completed,
    PartiallyRefunded,
    Refunded,
    Cancelled,
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
}

impl Op {
    pub fn payment(&self) -> Option<usize> {
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
        }
    }

    pub fn outcome(&self, op: &Op) -> Outcome {
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
    pub fn step(mut self, op: &Op) -> Model {
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
    pub fn totals(&self, cur: usize) -> [i64; 5] {
        let pays = self.pays.iter().filter(|p| p.cur == cur);
        let held = pays.clone().map(|p| p.held).sum();
        let fee: i64 = pays.clone().map(|p| p.commission(self.bps)).sum();
        let kept: i64 = pays.map(|p| p.captured - p.refunded).sum();
        let wallets = self.wallets.iter().map(|w| w[cur]).sum();
        [self.minted[cur], wallets, held, kept - fee, fee]
    }
}

/// One API request: every write is a POST with a JSON body; `gateway` ones are HMAC signed.
#[derive(Clone, Debug)]
pub struct Req {
    pub path: String,
    pub body: serde_json::Value,
    pub gateway: bool,
}

/// The real records the model's indexes name.
#[derive(Clone, Debug, Default)]
pub struct Names {
    /// Per buyer: (user id, external user id).
    pub users: Vec<(String, String)>,
    /// Per checkout: (payment id, session id).
    pub payments: Vec<(String, String)>,
}

impl Names {
    /// The request that performs `op` (paths without `/api/v1`).
    pub fn request(&self, op: &Op) -> Req {
        use serde_json::json;
        let pay = |p: usize| &self.payments[p].0;
        let (path, body, gateway) = match *op {
            Op::TopUp { user, cur, amount } => (
                "/sandbox/wallets/topup".to_string(),
                json!({ "user_id": self.users[user].0, "currency": CURRENCIES[cur], "amount": amount }),
                false,
            ),
            Op::Checkout { user, cur, amount } => (
                "/checkout/sessions".to_string(),
                json!({ "external_user_id": self.users[user].1, "amount": amount,
                    "currency": CURRENCIES[cur], "success_url": "https://shop.example/ok",
                    "cancel_url": "https://shop.example/cancel" }),
                false,
            ),
            Op::Pay { p } => (
                format!("/sandbox/checkout/sessions/{}/pay", self.payments[p].1),
                json!({}),
                false,
            ),
            Op::Capture { p, amount } => (
                format!("/payments/{}/capture", pay(p)),
                amount.map_or(json!({}), |a| json!({ "amount": a })),
                false,
            ),
            Op::GatewayCapture { p } => (
                format!("/gateway/payments/{}/capture", pay(p)),
                json!({}),
                true,
            ),
            Op::Void { p } => (
                format!("/gateway/payments/{}/void", pay(p)),
                json!({ "reason": "model" }),
                true,
            ),
            Op::Refund { p, amount, gateway } => {
                let mut body = json!({ "reason": "model" });
                if let Some(a) = amount {
                    body["amount"] = json!(a);
                }
                let path = format!("/payments/{}/refund", pay(p));
                (
                    if gateway {
                        format!("/gateway{path}")
                    } else {
                        path
                    },
                    body,
                    gateway,
                )
            }
        };
        Req {
            path,
            body,
            gateway,
        }
    }

    /// Learns the records a successful `op` made from its answer's `data`.
    pub fn learn(&mut self, op: &Op, data: &serde_json::Value) {
        if let Op::Checkout { .. } = op {
            let s = |k: &str| data[k].as_str().unwrap_or_default().to_string();
            self.payments.push((s("payment_id"), s("id")));
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
