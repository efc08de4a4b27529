//! Agents: a merchant's cash points (a shop, an exchange office) that turn cash into wallet
//! money and back. An agent is not a user's wallet: it holds e-money it may give out (its
//! float, one account per currency) and what it earned (its commission), both in the
//! merchant's books (DESIGN.md, "Running it as a business").
//!
//! pending (registered; until the agent signs in and sets its PIN) -> active <-> suspended;
//! any of them -> closed (once its float and commission are back at zero), for good.
//! Float moves between the merchant's balance and the agent's float (`float_postings`),
//! within the agent's `max_float`.

use crate::error::{DomainError, ErrorCode};
use crate::ledger::{transfer, Account, Posting};
use crate::money::{Currency, MAX_AMOUNT};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Digits of an agent's code (unique within its merchant; the agent gives it at a cash-out).
pub const CODE_DIGITS: usize = 6;
pub const MAX_NAME: usize = 100;
pub const MAX_DISTRICT: usize = 64;
pub const MAX_ADDRESS: usize = 200;
pub const MAX_TILL: usize = 20;

/// Iraq's governorates (Kurdistan's four among them), as a location names them.
pub const GOVERNORATES: [&str; 19] = [
    "anbar",
    "babil",
    "baghdad",
    "basra",
    "dhi_qar",
    "diyala",
    "duhok",
    "erbil",
    "halabja",
    "karbala",
    "kirkuk",
    "maysan",
    "muthanna",
    "najaf",
    "nineveh",
    "qadisiyyah",
    "saladin",
    "sulaymaniyah",
    "wasit",
];

/// The journal's kind of a float move (both ways).
pub const FLOAT: &str = "agent_float";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Pending,
    Active,
    Suspended,
    Closed,
}

impl Status {
    pub const NAMES: [&'static str; 4] = ["pending", "active", "suspended", "closed"];
    const ALL: [Status; 4] = [
        Status::Pending,
        Status::Active,
        Status::Suspended,
        Status::Closed,
    ];

    pub const fn as_str(self) -> &'static str {
        Status::NAMES[self as usize]
    }

    pub fn parse(s: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|r| r.as_str() == s)
    }
}

/// Where an agent is: a governorate (`GOVERNORATES`), its district and street address, and
/// the point on a map when the merchant knows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Location {
    pub governorate: String,
    pub district: String,
    pub address: String,
    #[serde(default)]
    pub lat: Option<f64>,
    #[serde(default)]
    pub lng: Option<f64>,
}

/// One problem of a request's field: its name (`location.district`) and what is wrong.
pub type Issue = (String, String);

/// Text of 1 to `max` characters, not blank, without control characters.
fn text(
    o: &serde_json::Map<String, Value>,
    field: &str,
    max: usize,
    out: &mut Vec<Issue>,
) -> String {
    match o.get(field) {
        Some(Value::String(s)) if s.trim().is_empty() => {
            out.push((field.into(), "must not be blank".into()));
            String::new()
        }
        Some(Value::String(s)) if s.chars().count() > max => {
            out.push((field.into(), format!("must be at most {max} characters")));
            String::new()
        }
        Some(Value::String(s)) if s.chars().any(char::is_control) => {
            out.push((field.into(), "must not hold control characters".into()));
            String::new()
        }
        Some(Value::String(s)) => s.trim().to_string(),
        None | Some(Value::Null) => {
            out.push((field.into(), "is required".into()));
            String::new()
        }
        Some(_) => {
            out.push((field.into(), "must be a string".into()));
            String::new()
        }
    }
}

fn degrees(
    o: &serde_json::Map<String, Value>,
    field: &str,
    max: f64,
    out: &mut Vec<Issue>,
) -> Option<f64> {
    match o.get(field) {
        None | Some(Value::Null) => None,
        Some(Value::Number(n)) => match n.as_f64() {
            Some(x) if x.abs() <= max => Some(x),
            _ => {
                out.push((field.into(), format!("must be between -{max} and {max}")));
                None
            }
        },
        Some(_) => {
            out.push((field.into(), "must be a number of degrees".into()));
            None
        }
    }
}

impl Location {
    /// A location from a request's `{governorate, district, address, lat?, lng?}`; every
    /// problem named by its field within the object (`district`, not `location.district`).
    pub fn parse(v: &Value) -> Result<Location, Vec<Issue>> {
        let Value::Object(o) = v else {
            return Err(vec![(
                String::new(),
                "must be an object {governorate, district, address, lat?, lng?}".into(),
            )]);
        };
        let mut out = Vec::new();
        for k in o.keys() {
            if !["governorate", "district", "address", "lat", "lng"].contains(&k.as_str()) {
                out.push((k.clone(), "is not a field of a location".into()));
            }
        }
        let governorate = match o.get("governorate") {
            Some(Value::String(g)) if GOVERNORATES.contains(&g.as_str()) => g.clone(),
            None | Some(Value::Null) => {
                out.push(("governorate".into(), "is required".into()));
                String::new()
            }
            Some(_) => {
                out.push((
                    "governorate".into(),
                    format!("must be one of {}", GOVERNORATES.join(", ")),
                ));
                String::new()
            }
        };
        let district = text(o, "district", MAX_DISTRICT, &mut out);
        let address = text(o, "address", MAX_ADDRESS, &mut out);
        let lat = degrees(o, "lat", 90.0, &mut out);
        let lng = degrees(o, "lng", 180.0, &mut out);
        if lat.is_some() != lng.is_some() && out.is_empty() {
            out.push(("lat".into(), "is given with lng, or neither".into()));
        }
        if !out.is_empty() {
            return Err(out);
        }
        Ok(Location {
            governorate,
            district,
            address,
            lat,
            lng,
        })
    }
}

/// What an agent may do in one currency, set by its merchant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    /// The most float the agent may hold.
    pub max_float: i64,
    /// Cash taken in a Baghdad day (the float it gives out to wallets).
    pub daily_cash_in: i64,
    /// Cash paid out in a Baghdad day (the float it takes back from wallets).
    pub daily_cash_out: i64,
}

/// An agent's limits in each currency.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AgentLimits {
    #[serde(rename = "IQD")]
    pub iqd: Limits,
    #[serde(rename = "USD")]
    pub usd: Limits,
}

impl Default for AgentLimits {
    /// A small shop's: 50,000,000 IQD of float and 25,000,000 a day each way; 35,000 and
    /// 17,000 dollars (docs/decisions.md, "An agent's limits").
    fn default() -> AgentLimits {
        AgentLimits {
            iqd: Limits {
                max_float: 50_000_000,
                daily_cash_in: 25_000_000,
                daily_cash_out: 25_000_000,
            },
            usd: Limits {
                max_float: 3_500_000,
                daily_cash_in: 1_700_000,
                daily_cash_out: 1_700_000,
            },
        }
    }
}

impl AgentLimits {
    pub fn of(&self, c: Currency) -> &Limits {
        match c {
            Currency::Iqd => &self.iqd,
            Currency::Usd => &self.usd,
        }
    }

    fn of_mut(&mut self, c: Currency) -> &mut Limits {
        match c {
            Currency::Iqd => &mut self.iqd,
            Currency::Usd => &mut self.usd,
        }
    }

    /// These limits changed by a request's `{"IQD": {max_float?, daily_cash_in?,
    /// daily_cash_out?}, "USD": {...}}`: what it leaves out stays.
    pub fn changed(mut self, v: &Value) -> Result<AgentLimits, Vec<Issue>> {
        let Value::Object(o) = v else {
            return Err(vec![(
                String::new(),
                "must be an object by currency: {\"IQD\": {max_float, daily_cash_in, daily_cash_out}}".into(),
            )]);
        };
        let mut out = Vec::new();
        for (code, each) in o {
            let Some(c) = Currency::ALL.into_iter().find(|c| c.code() == code) else {
                out.push((code.clone(), "is not a currency (IQD or USD)".into()));
                continue;
            };
            let Value::Object(each) = each else {
                out.push((
                    code.clone(),
                    "must be an object {max_float, daily_cash_in, daily_cash_out}".into(),
                ));
                continue;
            };
            let l = self.of_mut(c);
            for (name, v) in each {
                let slot = match name.as_str() {
                    "max_float" => &mut l.max_float,
                    "daily_cash_in" => &mut l.daily_cash_in,
                    "daily_cash_out" => &mut l.daily_cash_out,
                    _ => {
                        out.push((format!("{code}.{name}"), "is not a limit".into()));
                        continue;
                    }
                };
                match v.as_i64() {
                    Some(n) if (0..=MAX_AMOUNT).contains(&n) => *slot = n,
                    _ => out.push((
                        format!("{code}.{name}"),
                        format!("must be an integer from 0 to {MAX_AMOUNT} (minor units)"),
                    )),
                }
            }
        }
        if out.is_empty() {
            Ok(self)
        } else {
            Err(out)
        }
    }
}

/// A merchant's agent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Agent {
    pub id: String,
    pub merchant_id: String,
    pub name: String,
    /// E.164: the number it signs in with (unique among the merchant's agents not closed).
    pub phone: String,
    /// `CODE_DIGITS` digits, unique within the merchant.
    pub code: String,
    pub location: Location,
    #[serde(default)]
    pub till_number: Option<String>,
    pub status: Status,
    pub limits: AgentLimits,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub activated_at: Option<DateTime<Utc>>,
    /// Its PIN (Argon2id), set once it signs in; never shown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pin_hash: Option<String>,
    /// Wrong PINs in a row: at `crate::user::MAX_PIN_FAILURES` it is blocked until it sets
    /// its PIN again with a code.
    #[serde(default)]
    pub pin_failures: u32,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub updated_at: DateTime<Utc>,
}

/// A code from a random number: `CODE_DIGITS` digits, leading zeros kept.
pub fn code_of(random: u32) -> String {
    format!("{:06}", random % 1_000_000)
}

fn invalid(message: &str) -> DomainError {
    DomainError::new(ErrorCode::InvalidAgentStatus, message)
}

impl Agent {
    /// The agent moved to `to` by its merchant at `now`. A merchant suspends, lifts a
    /// suspension (back to active, or to pending when the agent never signed in) or closes;
    /// an agent becomes active itself, by signing in and setting its PIN. Closing with money
    /// left on the agent is refused by the caller, who reads the balances.
    pub fn moved(&self, to: Status, now: DateTime<Utc>) -> Result<Agent, DomainError> {
        use Status::*;
        let status = match (self.status, to) {
            (Closed, _) => return Err(invalid("the agent is closed")),
            (s, t) if s == t => s,
            (Pending | Active, Suspended) => Suspended,
            (Suspended, Active) if self.activated_at.is_some() => Active,
            (Suspended, Active) => Pending,
            (_, Active) => {
                return Err(invalid(
                    "an agent becomes active when it signs in and sets its PIN",
                ))
            }
            (_, Pending) => return Err(invalid("an agent cannot be made pending again")),
            (_, Closed) => Closed,
            (_, Suspended) => return Err(invalid("the agent cannot be suspended now")),
        };
        Ok(Agent {
            status,
            updated_at: now,
            ..self.clone()
        })
    }

    /// The agent with its PIN set at `now` (first, or again after a code proved its phone):
    /// wrong PINs forgotten, and active if it was pending.
    pub fn with_pin(&self, hash: String, now: DateTime<Utc>) -> Agent {
        let first = self.activated_at.is_none();
        Agent {
            pin_hash: Some(hash),
            pin_failures: 0,
            status: match self.status {
                Status::Pending => Status::Active,
                s => s,
            },
            activated_at: if first { Some(now) } else { self.activated_at },
            updated_at: now,
            ..self.clone()
        }
    }

    /// Whether the agent may serve users now: active, with a PIN not blocked.
    pub fn may_serve(&self) -> Result<(), DomainError> {
        match self.status {
            Status::Active => {}
            Status::Pending => return Err(invalid("set your PIN first")),
            Status::Suspended => {
                return Err(invalid(
                    "the merchant suspended this agent; ask them to lift it",
                ))
            }
            Status::Closed => return Err(invalid("the agent is closed")),
        }
        if self.pin_failures >= crate::user::MAX_PIN_FAILURES {
            return Err(DomainError::new(
                ErrorCode::PinBlocked,
                "too many wrong PINs; sign in with a code and set the PIN again",
            ));
        }
        Ok(())
    }

    /// Whether float may move to or from the agent (not once closed).
    pub fn may_hold_float(&self) -> Result<(), DomainError> {
        if self.status == Status::Closed {
            return Err(invalid("the agent is closed"));
        }
        Ok(())
    }
}

/// Which way float moves: `In` from the merchant's balance to the agent, `Out` back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    In,
    Out,
}

impl Direction {
    pub const NAMES: [&'static str; 2] = ["in", "out"];

    pub fn parse(s: &str) -> Option<Direction> {
        match s {
            "in" => Some(Direction::In),
            "out" => Some(Direction::Out),
            _ => None,
        }
    }

    pub const fn as_str(self) -> &'static str {
        Direction::NAMES[self as usize]
    }
}

/// The postings of a float move of `amount` for `agent_id` of `merchant_id`.
pub fn float_postings(
    merchant_id: &str,
    agent_id: &str,
    d: Direction,
    c: Currency,
    amount: i64,
) -> [Posting; 2] {
    let merchant = Account::Merchant {
        merchant_id: merchant_id.into(),
    };
    let float = Account::AgentFloat {
        agent_id: agent_id.into(),
    };
    match d {
        Direction::In => transfer(merchant, float, c, amount),
        Direction::Out => transfer(float, merchant, c, amount),
    }
}

/// Refuses float that would take the agent past its `max_float` (`held` now).
pub fn check_room(limits: &Limits, c: Currency, held: i64, amount: i64) -> Result<(), DomainError> {
    if held + amount > limits.max_float {
        return Err(over_float(limits, c, held));
    }
    Ok(())
}

/// The refusal of float past `max_float`, with the numbers.
pub fn over_float(limits: &Limits, c: Currency, held: i64) -> DomainError {
    DomainError::new(
        ErrorCode::AgentFloatLimitExceeded,
        "this would take the agent's float above its max_float; raise the limit or move float back first",
    )
    .with_details(serde_json::json!({
        "max_float": limits.max_float,
        "float": held,
        "currency": c.code(),
    }))
}

/// One operation of an agent, as its statement counts it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// Cash taken in: float out to a wallet.
    CashIn(i64),
    /// Cash paid out: a withdrawal's hold into the float.
    CashOut(i64),
    /// Float from the merchant's balance, or back to it.
    FloatIn(i64),
    FloatOut(i64),
    /// Commission the agent moved into its float.
    Commission(i64),
    /// Commission the agent earned on an operation (its float unchanged by it).
    Earned(i64),
    /// Cash the agent handed its merchant for float (confirmed by the merchant).
    CashToMerchant(i64),
}

impl Op {
    /// What it did to the float.
    pub fn float_change(self) -> i64 {
        match self {
            Op::CashIn(a) | Op::FloatOut(a) => -a,
            Op::CashOut(a) | Op::FloatIn(a) | Op::Commission(a) | Op::CashToMerchant(a) => a,
            Op::Earned(_) => 0,
        }
    }
}

/// An agent's Baghdad day in one currency: where its float opened and closed, what moved it,
/// and how much more cash its drawer holds than at the day's opening.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Day {
    pub opening_float: i64,
    pub cash_ins: i64,
    pub cash_in_count: i64,
    pub cash_outs: i64,
    pub cash_out_count: i64,
    pub float_in: i64,
    pub float_out: i64,
    /// Commission moved into the float.
    pub commissions: i64,
    /// Commission earned on the day's operations (in the commission account until moved).
    pub commission_earned: i64,
    pub closing_float: i64,
    /// Cash handed to the merchant for float.
    pub cash_to_merchant: i64,
    /// Cash taken in less cash paid out and handed to the merchant.
    pub drawer_change: i64,
}

/// The day from the float now (`float_now`), the day's operations (`during`) and those
/// since the day ended (`after`, none for today): the float opened at now's less everything
/// since the day began, and closed at that plus the day's. It ties by construction: opening
/// plus the day's moves is closing.
pub fn day(float_now: i64, during: &[Op], after: &[Op]) -> Day {
    let change = |ops: &[Op]| ops.iter().map(|o| o.float_change()).sum::<i64>();
    let closing = float_now - change(after);
    let mut d = Day {
        opening_float: closing - change(during),
        closing_float: closing,
        ..Day::default()
    };
    for op in during {
        match *op {
            Op::CashIn(a) => {
                d.cash_ins += a;
                d.cash_in_count += 1;
            }
            Op::CashOut(a) => {
                d.cash_outs += a;
                d.cash_out_count += 1;
            }
            Op::FloatIn(a) => d.float_in += a,
            Op::FloatOut(a) => d.float_out += a,
            Op::Commission(a) => d.commissions += a,
            Op::Earned(a) => d.commission_earned += a,
            Op::CashToMerchant(a) => d.cash_to_merchant += a,
        }
    }
    d.drawer_change = d.cash_ins - d.cash_outs - d.cash_to_merchant;
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use serde_json::json;

    fn agent(status: Status, activated: bool) -> Agent {
        let t = Utc.with_ymd_and_hms(2026, 1, 1, 9, 0, 0).unwrap();
        Agent {
            id: "ag_1".into(),
            merchant_id: "mer_1".into(),
            name: "Karrada cash point".into(),
            phone: "+9647701234567".into(),
            code: "004217".into(),
            location: Location {
                governorate: "baghdad".into(),
                district: "Karrada".into(),
                address: "Street 62".into(),
                lat: None,
                lng: None,
            },
            till_number: None,
            status,
            limits: AgentLimits::default(),
            activated_at: activated.then_some(t),
            pin_hash: None,
            pin_failures: 0,
            created_at: t,
            updated_at: t,
        }
    }

    #[test]
    fn a_merchant_moves_an_agent_only_where_the_life_of_an_agent_goes() {
        use Status::*;
        let now = Utc::now();
        let table = [
            (Pending, false, Suspended, Ok(Suspended)),
            (Active, true, Suspended, Ok(Suspended)),
            (Suspended, true, Active, Ok(Active)),
            (Suspended, false, Active, Ok(Pending)),
            (Pending, false, Active, Err(())),
            (Active, true, Pending, Err(())),
            (Pending, false, Closed, Ok(Closed)),
            (Suspended, true, Closed, Ok(Closed)),
            (Closed, true, Active, Err(())),
            (Closed, true, Closed, Err(())),
            (Active, true, Active, Ok(Active)),
        ];
        for (from, activated, to, want) in table {
            let got = agent(from, activated).moved(to, now);
            match (got, want) {
                (Ok(a), Ok(s)) => assert_eq!(a.status, s, "{from:?} -> {to:?}"),
                (Err(e), Err(())) => assert_eq!(e.code, ErrorCode::InvalidAgentStatus),
                (got, want) => panic!("{from:?} -> {to:?}: {got:?}, wanted {want:?}"),
            }
        }
    }

    #[test]
    fn a_day_opens_where_the_float_was_and_closes_where_its_moves_took_it() {
        let during = [
            Op::FloatIn(1_000_000),
            Op::CashIn(100_000),
            Op::CashOut(30_000),
            Op::CashIn(20_000),
            Op::FloatOut(50_000),
        ];
        let after = [Op::CashIn(5_000)];
        // 200,000 at the day's opening: 200,000 + 1,000,000 - 100,000 + 30,000 - 20,000 - 50,000
        let d = day(1_055_000, &during, &after);
        assert_eq!(d.opening_float, 200_000);
        assert_eq!(d.closing_float, 1_060_000);
        assert_eq!(
            (d.cash_ins, d.cash_in_count, d.cash_outs, d.cash_out_count),
            (120_000, 2, 30_000, 1)
        );
        assert_eq!(
            (d.float_in, d.float_out, d.drawer_change),
            (1_000_000, 50_000, 90_000)
        );
        assert_eq!(
            d.opening_float + d.float_in - d.float_out - d.cash_ins + d.cash_outs + d.commissions,
            d.closing_float
        );
    }

    #[test]
    fn a_location_names_each_problem_by_its_field() {
        let ok = Location::parse(&json!({"governorate": "erbil", "district": "Ankawa", "address": " 100m Road ", "lat": 36.23, "lng": 43.99})).unwrap();
        assert_eq!((ok.address.as_str(), ok.lat), ("100m Road", Some(36.23)));
        let bad = Location::parse(
            &json!({"governorate": "Baghdad", "district": " ", "lat": 91, "lng": 44, "zip": 1}),
        )
        .unwrap_err();
        let fields: Vec<&str> = bad.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, ["zip", "governorate", "district", "address", "lat"]);
        let half = Location::parse(&json!({"governorate": "basra", "district": "Ashar", "address": "Corniche", "lat": 30.5})).unwrap_err();
        assert_eq!(half[0].0, "lat");
        assert!(Location::parse(&json!("Baghdad")).is_err());
    }

    #[test]
    fn limits_change_only_where_a_request_says() {
        let l = AgentLimits::default()
            .changed(&json!({"IQD": {"max_float": 10_000_000}}))
            .unwrap();
        assert_eq!(l.iqd.max_float, 10_000_000);
        assert_eq!(
            l.iqd.daily_cash_in,
            AgentLimits::default().iqd.daily_cash_in
        );
        assert_eq!(l.usd, AgentLimits::default().usd);
        let bad = AgentLimits::default()
            .changed(&json!({"EUR": {}, "USD": {"max_float": -1, "cap": 3}}))
            .unwrap_err();
        let fields: Vec<&str> = bad.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, ["EUR", "USD.cap", "USD.max_float"]);
    }

    #[test]
    fn float_moves_between_the_merchants_balance_and_the_agent_within_its_room() {
        let [a, b] = float_postings("mer_1", "ag_1", Direction::In, Currency::Iqd, 5_000);
        assert_eq!((a.amount, b.amount), (-5_000, 5_000));
        assert!(matches!(a.account, Account::Merchant { .. }));
        assert!(matches!(b.account, Account::AgentFloat { .. }));
        let [a, _] = float_postings("mer_1", "ag_1", Direction::Out, Currency::Iqd, 5_000);
        assert!(matches!(a.account, Account::AgentFloat { .. }));
        let l = Limits {
            max_float: 10_000,
            daily_cash_in: 0,
            daily_cash_out: 0,
        };
        assert!(check_room(&l, Currency::Iqd, 5_000, 5_000).is_ok());
        let e = check_room(&l, Currency::Iqd, 5_000, 5_001).unwrap_err();
        assert_eq!(e.code, ErrorCode::AgentFloatLimitExceeded);
        assert_eq!(code_of(42), "000042");
        assert_eq!(code_of(4_123_456), "123456");
    }
}
