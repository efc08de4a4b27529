//! What cash in and out at an agent costs: a merchant's fee schedule, per currency and per
//! kind (cash in, cash out), in tiers by amount, each tier a fixed part and/or basis points;
//! paid by the user (taken from what the wallet gets, or added to what it gives) or by the
//! merchant (from its balance); the agent's share of it (basis points of the fee) goes to the
//! agent's commission account, the rest to the merchant. No schedule: no fee.

use crate::ledger::{transfer, Account, Posting};
use crate::money::{commission, Currency, MAX_AMOUNT};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The journal's kind of a cash-in at an agent (the merchant's balance transaction: its fee
/// or the commission it paid).
pub const AGENT_CASH_IN: &str = "agent_cash_in";

/// Tiers a fee may have.
pub const MAX_TIERS: usize = 10;

/// One tier: for amounts up to `up_to` (inclusive; None: any above the tiers before).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tier {
    pub up_to: Option<i64>,
    pub fixed: i64,
    pub bps: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Payer {
    User,
    Merchant,
}

/// One kind's fee.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fee {
    pub tiers: Vec<Tier>,
    pub paid_by: Payer,
    /// The agent's share of the fee, in basis points of it.
    pub agent_share_bps: u32,
}

/// A currency's fees.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fees {
    #[serde(default)]
    pub cash_in: Option<Fee>,
    #[serde(default)]
    pub cash_out: Option<Fee>,
}

/// A merchant's schedule.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Schedule {
    #[serde(rename = "IQD", default)]
    pub iqd: Fees,
    #[serde(rename = "USD", default)]
    pub usd: Fees,
}

/// Which way the cash goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    CashIn,
    CashOut,
}

/// What one operation is charged: the fee, who pays it and how it is shared.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Charge {
    pub fee: i64,
    /// Whether the user pays it (else the merchant; no fee: false).
    pub user_pays: bool,
    pub agent_share: i64,
}

impl Charge {
    /// What the user pays of it.
    pub fn user_part(&self) -> i64 {
        if self.user_pays {
            self.fee
        } else {
            0
        }
    }

    /// Who pays it, as shown (None: no fee).
    pub fn payer(&self) -> Option<&'static str> {
        match (self.fee, self.user_pays) {
            (0, _) => None,
            (_, true) => Some("user"),
            (_, false) => Some("merchant"),
        }
    }
}

impl Schedule {
    pub fn of(&self, c: Currency, k: Kind) -> Option<&Fee> {
        let f = match c {
            Currency::Iqd => &self.iqd,
            Currency::Usd => &self.usd,
        };
        match k {
            Kind::CashIn => f.cash_in.as_ref(),
            Kind::CashOut => f.cash_out.as_ref(),
        }
    }

    /// The charge of an operation of `amount`.
    pub fn charge(&self, c: Currency, k: Kind, amount: i64) -> Charge {
        let Some(f) = self.of(c, k) else {
            return Charge::default();
        };
        let Some(t) = f.tiers.iter().find(|t| t.up_to.is_none_or(|u| amount <= u)) else {
            return Charge::default();
        };
        let fee = t.fixed + commission(amount, t.bps);
        Charge {
            fee,
            user_pays: f.paid_by == Payer::User && fee > 0,
            agent_share: commission(fee, f.agent_share_bps),
        }
    }

    /// A schedule from a request's body: `{"IQD": {"cash_in": {tiers, paid_by,
    /// agent_share_bps} | null, "cash_out": ...}, "USD": ...}`; every problem named by its
    /// field (`IQD.cash_in.tiers.1.bps`).
    pub fn parse(v: &Value) -> Result<Schedule, Vec<(String, String)>> {
        let mut out = Vec::new();
        let mut s = Schedule::default();
        let Value::Object(o) = v else {
            return Err(vec![(
                String::new(),
                "must be an object by currency".into(),
            )]);
        };
        for (code, fees) in o {
            let Some(c) = Currency::ALL.into_iter().find(|c| c.code() == code) else {
                out.push((code.clone(), "is not a currency (IQD or USD)".into()));
                continue;
            };
            let Value::Object(fees) = fees else {
                out.push((code.clone(), "must be an object {cash_in, cash_out}".into()));
                continue;
            };
            let mut parsed = Fees::default();
            for (kind, f) in fees {
                let slot = match kind.as_str() {
                    "cash_in" => &mut parsed.cash_in,
                    "cash_out" => &mut parsed.cash_out,
                    _ => {
                        out.push((
                            format!("{code}.{kind}"),
                            "is not cash_in or cash_out".into(),
                        ));
                        continue;
                    }
                };
                if f.is_null() {
                    continue;
                }
                match fee(f, &format!("{code}.{kind}")) {
                    Ok(f) => *slot = Some(f),
                    Err(e) => out.extend(e),
                }
            }
            match c {
                Currency::Iqd => s.iqd = parsed,
                Currency::Usd => s.usd = parsed,
            }
        }
        if out.is_empty() {
            Ok(s)
        } else {
            Err(out)
        }
    }
}

fn int(v: Option<&Value>, at: &str, max: i64, out: &mut Vec<(String, String)>) -> Option<i64> {
    match v.map(|v| v.as_i64()) {
        None => Some(0),
        Some(Some(n)) if (0..=max).contains(&n) => Some(n),
        Some(_) => {
            out.push((at.into(), format!("must be an integer from 0 to {max}")));
            None
        }
    }
}

fn fee(v: &Value, at: &str) -> Result<Fee, Vec<(String, String)>> {
    let mut out = Vec::new();
    let Value::Object(o) = v else {
        return Err(vec![(
            at.into(),
            "must be an object {tiers, paid_by, agent_share_bps}".into(),
        )]);
    };
    for k in o.keys() {
        if !["tiers", "paid_by", "agent_share_bps"].contains(&k.as_str()) {
            out.push((format!("{at}.{k}"), "is not a field of a fee".into()));
        }
    }
    let paid_by = match o.get("paid_by").and_then(Value::as_str) {
        Some("user") => Payer::User,
        Some("merchant") => Payer::Merchant,
        _ => {
            out.push((format!("{at}.paid_by"), "must be user or merchant".into()));
            Payer::User
        }
    };
    let share = int(
        o.get("agent_share_bps"),
        &format!("{at}.agent_share_bps"),
        10_000,
        &mut out,
    );
    let mut tiers = Vec::new();
    match o.get("tiers") {
        Some(Value::Array(ts)) if !ts.is_empty() && ts.len() <= MAX_TIERS => {
            let mut last: Option<i64> = None;
            for (n, t) in ts.iter().enumerate() {
                let here = format!("{at}.tiers.{n}");
                let Value::Object(t) = t else {
                    out.push((here, "must be an object {up_to, fixed, bps}".into()));
                    continue;
                };
                let up_to = match t.get("up_to") {
                    None | Some(Value::Null) if n + 1 == ts.len() => None,
                    None | Some(Value::Null) => {
                        out.push((
                            format!("{here}.up_to"),
                            "only the last tier may be open".into(),
                        ));
                        None
                    }
                    Some(v) => match v.as_i64() {
                        Some(u) if u > 0 && u <= MAX_AMOUNT && last.is_none_or(|l| u > l) => {
                            last = Some(u);
                            Some(u)
                        }
                        _ => {
                            out.push((
                                format!("{here}.up_to"),
                                "must be above the tier before's, up to the largest amount".into(),
                            ));
                            None
                        }
                    },
                };
                let fixed = int(
                    t.get("fixed"),
                    &format!("{here}.fixed"),
                    MAX_AMOUNT,
                    &mut out,
                );
                let bps = int(t.get("bps"), &format!("{here}.bps"), 10_000, &mut out);
                tiers.push(Tier {
                    up_to,
                    fixed: fixed.unwrap_or(0),
                    bps: bps.unwrap_or(0) as u32,
                });
            }
        }
        _ => out.push((
            format!("{at}.tiers"),
            format!("must be a list of 1 to {MAX_TIERS} tiers"),
        )),
    }
    if !out.is_empty() {
        return Err(out);
    }
    Ok(Fee {
        tiers,
        paid_by,
        agent_share_bps: share.unwrap_or(0) as u32,
    })
}

/// The postings of a charge on an operation of agent `agent_id` for merchant `merchant_id`,
/// taken from `from` when the user pays (its float for a cash-in, the withdrawal's hold for a
/// cash-out), from the merchant's balance when the merchant does: the agent's share to its
/// commission, the rest to the merchant.
pub fn postings(
    ch: &Charge,
    c: Currency,
    from: Account,
    merchant_id: &str,
    agent_id: &str,
) -> Vec<Posting> {
    let merchant = Account::Merchant {
        merchant_id: merchant_id.into(),
    };
    let earned = Account::AgentCommission {
        agent_id: agent_id.into(),
    };
    let mut out = Vec::new();
    if ch.fee == 0 {
        return out;
    }
    if ch.user_pays {
        if ch.agent_share > 0 {
            out.extend(transfer(from.clone(), earned, c, ch.agent_share));
        }
        if ch.fee > ch.agent_share {
            out.extend(transfer(from, merchant, c, ch.fee - ch.agent_share));
        }
    } else if ch.agent_share > 0 {
        out.extend(transfer(merchant, earned, c, ch.agent_share));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::balanced;
    use serde_json::json;

    fn schedule() -> Schedule {
        Schedule::parse(&json!({
            "IQD": {
                "cash_in": { "paid_by": "merchant", "agent_share_bps": 10_000, "tiers": [{ "fixed": 250, "bps": 50 }] },
                "cash_out": { "paid_by": "user", "agent_share_bps": 6_000, "tiers": [
                    { "up_to": 100_000, "fixed": 500 },
                    { "up_to": 1_000_000, "fixed": 250, "bps": 100 },
                    { "bps": 80 }
                ]}
            }
        }))
        .unwrap()
    }

    #[test]
    fn a_fee_is_its_tiers_and_its_share() {
        let s = schedule();
        let table = [
            (Kind::CashOut, 50_000, 500, true, 300),
            (Kind::CashOut, 100_000, 500, true, 300),
            (Kind::CashOut, 100_001, 1_250, true, 750),
            (Kind::CashOut, 2_000_000, 16_000, true, 9_600),
            (Kind::CashIn, 200_000, 1_250, false, 1_250),
        ];
        for (k, amount, fee, user_pays, share) in table {
            let ch = s.charge(Currency::Iqd, k, amount);
            assert_eq!(
                (ch.fee, ch.user_pays, ch.agent_share),
                (fee, user_pays, share),
                "{k:?} {amount}"
            );
        }
        assert_eq!(
            s.charge(Currency::Usd, Kind::CashIn, 10_000),
            Charge::default()
        );
    }

    #[test]
    fn a_charge_moves_money_that_balances() {
        let s = schedule();
        let float = Account::AgentFloat {
            agent_id: "ag_1".into(),
        };
        let ch = s.charge(Currency::Iqd, Kind::CashOut, 100_001);
        let p = postings(&ch, Currency::Iqd, float.clone(), "mer_1", "ag_1");
        assert!(balanced(&p));
        assert_eq!(
            p.iter()
                .filter(|p| p.amount > 0)
                .map(|p| p.amount)
                .sum::<i64>(),
            1_250
        );
        let ch = s.charge(Currency::Iqd, Kind::CashIn, 200_000);
        let p = postings(&ch, Currency::Iqd, float, "mer_1", "ag_1");
        assert!(matches!(p[0].account, Account::Merchant { .. }));
        assert_eq!(p[1].amount, 1_250);
    }

    #[test]
    fn a_schedule_names_each_problem_by_its_field() {
        let bad = Schedule::parse(&json!({
            "IQD": { "cash_in": { "paid_by": "agent", "tiers": [{ "up_to": 10, "bps": 20_000 }, { "up_to": 5 }, {}] } },
            "EUR": {}
        }))
        .unwrap_err();
        let fields: Vec<&str> = bad.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(
            fields,
            [
                "EUR",
                "IQD.cash_in.paid_by",
                "IQD.cash_in.tiers.0.bps",
                "IQD.cash_in.tiers.1.up_to"
            ]
        );
    }
}
