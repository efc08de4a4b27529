//! Transaction monitoring's rules, pure: a rule is data (its check and parameters, the
//! currency it reads, its scope, severity, whether it is on and whether it runs in shadow),
//! evaluated on one money movement against the subject's earlier movements. Nothing here
//! reads or writes the store; the defaults and their sources are docs/decisions.md's
//! ("Monitoring rules").

use chrono::{DateTime, Duration, Utc};
use sanduq_domain::Currency;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::BTreeSet;

/// What a movement is, for the user whose movement it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// The user paid a merchant (a payment completed, a subscription charged).
    Payment,
    /// A merchant refunded the user.
    Refund,
    TransferIn,
    TransferOut,
    /// Cash became wallet money (a merchant's cash-in).
    CashIn,
    /// Wallet money became cash or a bank transfer (a cash-out paid).
    CashOut,
}

impl Kind {
    /// As it is serialised.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Payment => "payment",
            Kind::Refund => "refund",
            Kind::TransferIn => "transfer_in",
            Kind::TransferOut => "transfer_out",
            Kind::CashIn => "cash_in",
            Kind::CashOut => "cash_out",
        }
    }

    pub fn is_in(self) -> bool {
        matches!(self, Kind::Refund | Kind::TransferIn | Kind::CashIn)
    }
}

/// One money movement of a user, as monitoring reads it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Movement {
    /// The movement's own id (the object's, and the side for a transfer).
    pub id: String,
    pub kind: Kind,
    pub user_id: String,
    pub merchant_id: String,
    /// The other user of a transfer.
    #[serde(default)]
    pub counterparty: Option<String>,
    pub amount: i64,
    pub currency: Currency,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub at: DateTime<Utc>,
}

/// Which movements a cumulative check adds up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Flow {
    In,
    Out,
    Any,
}

impl Flow {
    fn takes(self, k: Kind) -> bool {
        match self {
            Flow::In => k.is_in(),
            Flow::Out => !k.is_in(),
            Flow::Any => true,
        }
    }
}

/// What a rule looks for, with its parameters (amounts in the rule's currency's minor units).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Check {
    /// One movement of at least `amount`.
    AmountOver { amount: i64 },
    /// The movements of `flow` in the last `window_hours` (this one with them) add up to at
    /// least `amount`, or number at least `count`.
    Cumulative {
        window_hours: u32,
        flow: Flow,
        #[serde(default)]
        amount: Option<i64>,
        #[serde(default)]
        count: Option<u32>,
    },
    /// At least `count` movements in `window_hours` each just under `threshold` (within
    /// `below_bps` of it): amounts kept under a reporting or identity threshold.
    Structuring {
        threshold: i64,
        below_bps: u32,
        count: u32,
        window_hours: u32,
    },
    /// Money out within `window_hours` of money in: at least `min_in` came in and this
    /// movement takes what went out to at least `out_bps` of it.
    RapidInOut {
        window_hours: u32,
        min_in: i64,
        out_bps: u32,
    },
    /// Transfers in from at least `parties` different senders in `window_hours`.
    FanIn { window_hours: u32, parties: u32 },
    /// Transfers out to at least `parties` different recipients in `window_hours`.
    FanOut { window_hours: u32, parties: u32 },
    /// A movement of at least `amount` after `quiet_days` without any.
    Dormant { quiet_days: u32, amount: i64 },
    /// A movement of at least `amount` within `days` of the wallet's opening.
    NewAccount { days: u32, amount: i64 },
    /// At least `count` movements in `window_hours` that are whole multiples of `unit`.
    RoundAmounts {
        unit: i64,
        count: u32,
        window_hours: u32,
    },
}

impl Check {
    pub const TYPES: [&'static str; 9] = [
        "amount_over",
        "cumulative",
        "structuring",
        "rapid_in_out",
        "fan_in",
        "fan_out",
        "dormant",
        "new_account",
        "round_amounts",
    ];

    /// Why the parameters cannot work, if they cannot.
    pub fn invalid(&self) -> Option<&'static str> {
        let positive = |n: i64| n > 0;
        let hours = |h: u32| (1..=24 * 366).contains(&h);
        let ok = match self {
            Check::AmountOver { amount } => positive(*amount),
            Check::Cumulative {
                window_hours,
                amount,
                count,
                ..
            } => {
                hours(*window_hours)
                    && (amount.is_some() || count.is_some())
                    && amount.is_none_or(positive)
                    && count.is_none_or(|c| c > 0)
            }
            Check::Structuring {
                threshold,
                below_bps,
                count,
                window_hours,
            } => {
                positive(*threshold)
                    && (1..10_000).contains(below_bps)
                    && *count > 1
                    && hours(*window_hours)
            }
            Check::RapidInOut {
                window_hours,
                min_in,
                out_bps,
            } => hours(*window_hours) && positive(*min_in) && (1..=10_000).contains(out_bps),
            Check::FanIn {
                window_hours,
                parties,
            }
            | Check::FanOut {
                window_hours,
                parties,
            } => hours(*window_hours) && *parties > 1,
            Check::Dormant { quiet_days, amount } => *quiet_days > 0 && positive(*amount),
            Check::NewAccount { days, amount } => *days > 0 && positive(*amount),
            Check::RoundAmounts {
                unit,
                count,
                window_hours,
            } => positive(*unit) && *count > 1 && hours(*window_hours),
        };
        (!ok).then_some(
            "the parameters do not fit the rule's type: amounts and windows above zero, counts above one, basis points 1 to 10,000",
        )
    }

    /// The longest look back the check needs, in hours (the caller reads that much history).
    pub fn window_hours(&self) -> u32 {
        match self {
            Check::AmountOver { .. } | Check::Dormant { .. } | Check::NewAccount { .. } => 0,
            Check::Cumulative { window_hours, .. }
            | Check::Structuring { window_hours, .. }
            | Check::RapidInOut { window_hours, .. }
            | Check::FanIn { window_hours, .. }
            | Check::FanOut { window_hours, .. }
            | Check::RoundAmounts { window_hours, .. } => *window_hours,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    /// The movements of the movement's user.
    User,
    /// The movements of every user of the movement's merchant.
    Merchant,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    Low,
    Medium,
    High,
}

/// A monitoring rule.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Rule {
    /// A short name that stays (`large-single-iqd`).
    pub id: String,
    pub check: Check,
    pub currency: Currency,
    pub scope: Scope,
    pub severity: Severity,
    pub enabled: bool,
    /// Its alerts are kept and counted, never acted on.
    pub shadow: bool,
    /// Where its default comes from (docs/decisions.md, "Monitoring rules").
    pub source: String,
}

/// A merchant's movements added up over a rule's window, this one with them (what a
/// merchant-scope rule reads: a merchant's every movement would be too many to read for each).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Totals {
    pub in_amount: i64,
    pub in_count: u32,
    pub out_amount: i64,
    pub out_count: u32,
}

/// What a movement is judged against: the subject's earlier movements (any order; those
/// outside a rule's window are ignored), the last one before it whatever its age, when the
/// subject's wallet opened, and (for a merchant-scope rule) the merchant's totals.
pub struct Context<'a> {
    pub history: &'a [Movement],
    pub previous: Option<&'a Movement>,
    pub opened_at: Option<DateTime<Utc>>,
    pub totals: Option<Totals>,
}

/// What fired a rule: its figures, and the movements they count (this one last).
#[derive(Debug, Clone, PartialEq)]
pub struct Fired {
    pub figures: Value,
    pub movements: Vec<String>,
}

/// The subject's movements in the `hours` before `m` (and at its time), in its currency.
fn within<'a>(cx: &Context<'a>, m: &Movement, hours: u32) -> Vec<&'a Movement> {
    let from = m.at - Duration::hours(i64::from(hours));
    cx.history
        .iter()
        .filter(|h| h.id != m.id && h.currency == m.currency && h.at > from && h.at <= m.at)
        .collect()
}

/// The ids of `ms`, and `m`'s last.
fn ids(ms: &[&Movement], m: &Movement) -> Vec<String> {
    ms.iter()
        .map(|h| h.id.clone())
        .chain([m.id.clone()])
        .collect()
}

/// Whether `rule` fires on `m`, judged in `cx`. A rule off, or of another currency, never
/// fires.
pub fn evaluate(rule: &Rule, m: &Movement, cx: &Context) -> Option<Fired> {
    if !rule.enabled || m.currency != rule.currency {
        return None;
    }
    let within = |hours: u32| within(cx, m, hours);
    let ids = |ms: &[&Movement]| ids(ms, m);
    let fired = |figures: Value, movements: Vec<String>| Some(Fired { figures, movements });
    match &rule.check {
        Check::AmountOver { amount } => (m.amount >= *amount).then(|| Fired {
            figures: json!({ "amount": m.amount, "threshold": amount }),
            movements: vec![m.id.clone()],
        }),
        Check::Cumulative {
            window_hours,
            flow,
            amount,
            count,
        } => {
            if !flow.takes(m.kind) {
                return None;
            }
            let (total, n, counted) = match rule.scope {
                Scope::User => {
                    let mut taken = within(*window_hours);
                    taken.retain(|h| flow.takes(h.kind));
                    let total = taken.iter().map(|h| h.amount).sum::<i64>() + m.amount;
                    (total, taken.len() as u32 + 1, ids(&taken))
                }
                Scope::Merchant => {
                    let t = cx.totals?;
                    let (a, n) = match flow {
                        Flow::In => (t.in_amount, t.in_count),
                        Flow::Out => (t.out_amount, t.out_count),
                        Flow::Any => (t.in_amount + t.out_amount, t.in_count + t.out_count),
                    };
                    (a, n, vec![m.id.clone()])
                }
            };
            // fires on the movement that crosses the line, not on each one after it
            let crossed = amount.is_some_and(|a| total >= a && total - m.amount < a)
                || count.is_some_and(|c| n == c);
            if !crossed {
                return None;
            }
            fired(
                json!({ "total": total, "count": n, "amount": amount, "max_count": count, "window_hours": window_hours }),
                counted,
            )
        }
        Check::Structuring {
            threshold,
            below_bps,
            count,
            window_hours,
        } => {
            let floor = threshold - threshold * i64::from(*below_bps) / 10_000;
            let under = |a: i64| a >= floor && a < *threshold;
            if !under(m.amount) {
                return None;
            }
            let mut taken = within(*window_hours);
            taken.retain(|h| under(h.amount));
            let n = taken.len() as u32 + 1;
            if n < *count {
                return None;
            }
            fired(
                json!({ "count": n, "threshold": threshold, "from": floor, "window_hours": window_hours }),
                ids(&taken),
            )
        }
        Check::RapidInOut {
            window_hours,
            min_in,
            out_bps,
        } => {
            if m.kind.is_in() {
                return None;
            }
            let taken = within(*window_hours);
            let came_in: i64 = taken
                .iter()
                .filter(|h| h.kind.is_in())
                .map(|h| h.amount)
                .sum();
            let went_out: i64 = taken
                .iter()
                .filter(|h| !h.kind.is_in())
                .map(|h| h.amount)
                .sum::<i64>()
                + m.amount;
            // what went out reached the share only with this movement
            let share = |out: i64| out * 10_000 >= came_in * i64::from(*out_bps);
            if came_in < *min_in || !share(went_out) || share(went_out - m.amount) {
                return None;
            }
            fired(
                json!({ "in": came_in, "out": went_out, "out_bps": out_bps, "window_hours": window_hours }),
                ids(&taken),
            )
        }
        Check::FanIn {
            window_hours,
            parties,
        }
        | Check::FanOut {
            window_hours,
            parties,
        } => {
            let kind = match rule.check {
                Check::FanIn { .. } => Kind::TransferIn,
                _ => Kind::TransferOut,
            };
            if m.kind != kind {
                return None;
            }
            let mut taken = within(*window_hours);
            taken.retain(|h| h.kind == kind);
            let others: BTreeSet<&str> = taken
                .iter()
                .copied()
                .chain([m])
                .filter_map(|h| h.counterparty.as_deref())
                .collect();
            // fires when this movement's party makes the number (not again for each after)
            let before: BTreeSet<&str> = taken
                .iter()
                .filter_map(|h| h.counterparty.as_deref())
                .collect();
            if others.len() < *parties as usize || before.len() >= *parties as usize {
                return None;
            }
            fired(
                json!({ "parties": others.len(), "min_parties": parties, "window_hours": window_hours }),
                ids(&taken),
            )
        }
        Check::Dormant { quiet_days, amount } => {
            let p = cx.previous?;
            let quiet = m.at - p.at;
            if m.amount < *amount || quiet < Duration::days(i64::from(*quiet_days)) {
                return None;
            }
            fired(
                json!({ "amount": m.amount, "quiet_days": quiet.num_days(), "last": p.at }),
                vec![m.id.clone()],
            )
        }
        Check::NewAccount { days, amount } => {
            let opened = cx.opened_at?;
            let age = m.at - opened;
            if m.amount < *amount || age >= Duration::days(i64::from(*days)) {
                return None;
            }
            fired(
                json!({ "amount": m.amount, "account_days": age.num_days(), "opened_at": opened }),
                vec![m.id.clone()],
            )
        }
        Check::RoundAmounts {
            unit,
            count,
            window_hours,
        } => {
            let round = |a: i64| a % unit == 0;
            if !round(m.amount) {
                return None;
            }
            let mut taken = within(*window_hours);
            taken.retain(|h| round(h.amount));
            let n = taken.len() as u32 + 1;
            if n < *count {
                return None;
            }
            fired(
                json!({ "count": n, "unit": unit, "window_hours": window_hours }),
                ids(&taken),
            )
        }
    }
}

/// The rules a platform starts with: each in IQD and in USD (at about 1,300 IQD a dollar,
/// rounded), their sources in docs/decisions.md ("Monitoring rules").
pub fn defaults() -> Vec<Rule> {
    use Check::*;
    // (id, check in IQD, check in USD cents, scope, severity, source)
    let table: Vec<(&str, Check, Check, Scope, Severity, &str)> = vec![
        (
            "large-single",
            AmountOver { amount: 15_000_000 },
            AmountOver { amount: 1_000_000 },
            Scope::User,
            Severity::High,
            "cash transaction report threshold as cited for Iraq (15,000,000 IQD)",
        ),
        (
            "daily-out",
            Cumulative { window_hours: 24, flow: Flow::Out, amount: Some(20_000_000), count: None },
            Cumulative { window_hours: 24, flow: Flow::Out, amount: Some(1_500_000), count: None },
            Scope::User,
            Severity::Medium,
            "above the CDD threshold (AML/CFT Law No. 39 of 2015: 5,000,000 IQD) four times in a day",
        ),
        (
            "daily-count",
            Cumulative { window_hours: 24, flow: Flow::Any, amount: None, count: Some(50) },
            Cumulative { window_hours: 24, flow: Flow::Any, amount: None, count: Some(50) },
            Scope::User,
            Severity::Low,
            "platform choice: many movements in a day for a personal wallet",
        ),
        (
            "structuring",
            Structuring { threshold: 5_000_000, below_bps: 1_000, count: 3, window_hours: 72 },
            Structuring { threshold: 400_000, below_bps: 1_000, count: 3, window_hours: 72 },
            Scope::User,
            Severity::High,
            "amounts kept under the CDD threshold (Law No. 39 of 2015: 5,000,000 IQD); FATF's structuring indicator",
        ),
        (
            "rapid-in-out",
            RapidInOut { window_hours: 24, min_in: 5_000_000, out_bps: 8_000 },
            RapidInOut { window_hours: 24, min_in: 400_000, out_bps: 8_000 },
            Scope::User,
            Severity::Medium,
            "FATF's pass-through indicator: most of what came in out within a day",
        ),
        (
            "fan-in",
            FanIn { window_hours: 24, parties: 10 },
            FanIn { window_hours: 24, parties: 10 },
            Scope::User,
            Severity::Medium,
            "FATF's collection-account indicator: many senders to one wallet",
        ),
        (
            "fan-out",
            FanOut { window_hours: 24, parties: 10 },
            FanOut { window_hours: 24, parties: 10 },
            Scope::User,
            Severity::Medium,
            "FATF's distribution indicator: one wallet to many recipients",
        ),
        (
            "dormant",
            Dormant { quiet_days: 180, amount: 1_000_000 },
            Dormant { quiet_days: 180, amount: 80_000 },
            Scope::User,
            Severity::Low,
            "platform choice: six months quiet, then a large movement",
        ),
        (
            "new-account",
            NewAccount { days: 30, amount: 5_000_000 },
            NewAccount { days: 30, amount: 400_000 },
            Scope::User,
            Severity::Medium,
            "a new wallet's first month moving the CDD threshold (Law No. 39 of 2015: 5,000,000 IQD)",
        ),
        (
            "round-amounts",
            RoundAmounts { unit: 1_000_000, count: 5, window_hours: 168 },
            RoundAmounts { unit: 100_000, count: 5, window_hours: 168 },
            Scope::User,
            Severity::Low,
            "FATF's round-amount indicator: repeated whole millions within a week",
        ),
        (
            "merchant-daily",
            Cumulative { window_hours: 24, flow: Flow::Any, amount: Some(1_000_000_000), count: None },
            Cumulative { window_hours: 24, flow: Flow::Any, amount: Some(75_000_000), count: None },
            Scope::Merchant,
            Severity::Low,
            "platform choice: a merchant's users moving over a billion dinars in a day",
        ),
    ];
    let mut out = vec![];
    for (id, iqd, usd, scope, severity, source) in table {
        for (currency, check) in [(Currency::Iqd, iqd), (Currency::Usd, usd)] {
            out.push(Rule {
                id: format!("{id}-{}", currency.code().to_lowercase()),
                check,
                currency,
                scope,
                severity,
                enabled: true,
                shadow: false,
                source: source.into(),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t0() -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000, 0).unwrap()
    }

    fn mv(n: usize, kind: Kind, amount: i64, hours_ago: i64, party: Option<&str>) -> Movement {
        Movement {
            id: format!("m{n}"),
            kind,
            user_id: "usr_1".into(),
            merchant_id: "mer_1".into(),
            counterparty: party.map(str::to_string),
            amount,
            currency: Currency::Iqd,
            at: t0() - Duration::hours(hours_ago),
        }
    }

    fn rule(id: &str) -> Rule {
        defaults()
            .into_iter()
            .find(|r| r.id == format!("{id}-iqd"))
            .unwrap()
    }

    fn fires(id: &str, m: &Movement, history: &[Movement]) -> bool {
        let cx = Context {
            history,
            previous: history.iter().max_by_key(|h| h.at),
            opened_at: Some(t0() - Duration::days(400)),
            totals: None,
        };
        evaluate(&rule(id), m, &cx).is_some()
    }

    #[test]
    fn every_default_is_a_rule_that_can_work() {
        let all = defaults();
        assert_eq!(all.len(), 22);
        for r in &all {
            assert_eq!(r.check.invalid(), None, "{}", r.id);
        }
        let types: BTreeSet<String> = all
            .iter()
            .map(|r| {
                serde_json::to_value(&r.check).unwrap()["type"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect();
        assert_eq!(types, Check::TYPES.iter().map(|t| t.to_string()).collect());
    }

    #[test]
    fn one_large_amount() {
        assert!(fires(
            "large-single",
            &mv(1, Kind::CashIn, 15_000_000, 0, None),
            &[]
        ));
        assert!(!fires(
            "large-single",
            &mv(1, Kind::CashIn, 14_999_999, 0, None),
            &[]
        ));
        // another currency's movement is not this rule's
        let mut usd = mv(1, Kind::CashIn, 50_000_000, 0, None);
        usd.currency = Currency::Usd;
        assert!(!fires("large-single", &usd, &[]));
    }

    #[test]
    fn a_days_money_out_added_up() {
        let h = [
            mv(1, Kind::Payment, 9_000_000, 20, None),
            mv(2, Kind::TransferOut, 6_000_000, 5, Some("usr_2")),
            mv(3, Kind::CashIn, 30_000_000, 1, None),
        ];
        assert!(fires(
            "daily-out",
            &mv(4, Kind::CashOut, 5_000_000, 0, None),
            &h
        ));
        // a near miss: a dinar short, or the first out of the day older than the window
        assert!(!fires(
            "daily-out",
            &mv(4, Kind::CashOut, 4_999_999, 0, None),
            &h
        ));
        let old = [mv(1, Kind::Payment, 9_000_000, 25, None), h[1].clone()];
        assert!(!fires(
            "daily-out",
            &mv(4, Kind::CashOut, 5_000_000, 0, None),
            &old
        ));
        // past the line, the next movement out does not fire again
        let past = [
            h[0].clone(),
            h[1].clone(),
            mv(4, Kind::CashOut, 5_000_000, 1, None),
        ];
        assert!(!fires(
            "daily-out",
            &mv(5, Kind::CashOut, 1_000, 0, None),
            &past
        ));
    }

    #[test]
    fn a_merchants_day_added_up_from_its_totals() {
        let r = rule("merchant-daily");
        let m = mv(1, Kind::Payment, 5_000_000, 0, None);
        let at = |in_amount: i64, out_amount: i64| Context {
            history: &[],
            previous: None,
            opened_at: None,
            totals: Some(Totals {
                in_amount,
                in_count: 10,
                out_amount,
                out_count: 10,
            }),
        };
        // the totals hold this movement: crossing the billion with it fires, once
        assert!(evaluate(&r, &m, &at(400_000_000, 600_000_000)).is_some());
        assert!(evaluate(&r, &m, &at(400_000_000, 599_999_999)).is_none());
        assert!(evaluate(&r, &m, &at(400_000_000, 605_000_000)).is_none());
    }

    #[test]
    fn amounts_kept_just_under_the_threshold() {
        let h = [
            mv(1, Kind::CashIn, 4_900_000, 30, None),
            mv(2, Kind::CashIn, 4_750_000, 10, None),
        ];
        assert!(fires(
            "structuring",
            &mv(3, Kind::CashIn, 4_999_000, 0, None),
            &h
        ));
        // the third is at the threshold (declared, not structured), or well under it
        assert!(!fires(
            "structuring",
            &mv(3, Kind::CashIn, 5_000_000, 0, None),
            &h
        ));
        assert!(!fires(
            "structuring",
            &mv(3, Kind::CashIn, 4_400_000, 0, None),
            &h
        ));
    }

    #[test]
    fn money_in_then_most_of_it_out() {
        let h = [mv(1, Kind::CashIn, 10_000_000, 6, None)];
        assert!(fires(
            "rapid-in-out",
            &mv(2, Kind::TransferOut, 8_000_000, 0, Some("usr_9")),
            &h
        ));
        assert!(!fires(
            "rapid-in-out",
            &mv(2, Kind::TransferOut, 7_900_000, 0, Some("usr_9")),
            &h
        ));
        // the money came in two days ago
        let old = [mv(1, Kind::CashIn, 10_000_000, 48, None)];
        assert!(!fires(
            "rapid-in-out",
            &mv(2, Kind::TransferOut, 9_000_000, 0, Some("usr_9")),
            &old
        ));
        // once the share is reached, the next movement out does not fire again
        let after = [
            h[0].clone(),
            mv(2, Kind::TransferOut, 8_000_000, 1, Some("usr_9")),
        ];
        assert!(!fires(
            "rapid-in-out",
            &mv(3, Kind::Payment, 500_000, 0, None),
            &after
        ));
    }

    #[test]
    fn many_senders_to_one_and_one_to_many() {
        let ins: Vec<Movement> = (0..9)
            .map(|i| mv(i, Kind::TransferIn, 100_000, 2, Some(&format!("usr_s{i}"))))
            .collect();
        assert!(fires(
            "fan-in",
            &mv(20, Kind::TransferIn, 100_000, 0, Some("usr_s9")),
            &ins
        ));
        // a sender seen already makes nine, not ten
        assert!(!fires(
            "fan-in",
            &mv(20, Kind::TransferIn, 100_000, 0, Some("usr_s3")),
            &ins
        ));
        let outs: Vec<Movement> = (0..9)
            .map(|i| mv(i, Kind::TransferOut, 100_000, 2, Some(&format!("usr_r{i}"))))
            .collect();
        assert!(fires(
            "fan-out",
            &mv(20, Kind::TransferOut, 100_000, 0, Some("usr_r9")),
            &outs
        ));
        assert!(!fires(
            "fan-out",
            &mv(20, Kind::TransferIn, 100_000, 0, Some("usr_r9")),
            &outs
        ));
    }

    #[test]
    fn a_quiet_wallet_suddenly_moving() {
        let h = [mv(1, Kind::Payment, 10_000, 24 * 200, None)];
        assert!(fires(
            "dormant",
            &mv(2, Kind::CashOut, 1_000_000, 0, None),
            &h
        ));
        assert!(!fires(
            "dormant",
            &mv(2, Kind::CashOut, 999_999, 0, None),
            &h
        ));
        let recent = [mv(1, Kind::Payment, 10_000, 24 * 170, None)];
        assert!(!fires(
            "dormant",
            &mv(2, Kind::CashOut, 1_000_000, 0, None),
            &recent
        ));
    }

    #[test]
    fn a_new_wallets_large_movement() {
        let m = mv(1, Kind::CashIn, 5_000_000, 0, None);
        let young = Context {
            history: &[],
            previous: None,
            opened_at: Some(t0() - Duration::days(3)),
            totals: None,
        };
        assert!(evaluate(&rule("new-account"), &m, &young).is_some());
        let old = Context {
            opened_at: Some(t0() - Duration::days(31)),
            ..young
        };
        assert!(evaluate(&rule("new-account"), &m, &old).is_none());
        let small = mv(1, Kind::CashIn, 4_999_999, 0, None);
        assert!(evaluate(&rule("new-account"), &small, &young).is_none());
    }

    #[test]
    fn whole_millions_again_and_again() {
        let h: Vec<Movement> = (0..4)
            .map(|i| {
                mv(
                    i,
                    Kind::TransferOut,
                    2_000_000,
                    24 * i as i64,
                    Some("usr_2"),
                )
            })
            .collect();
        assert!(fires(
            "round-amounts",
            &mv(9, Kind::CashOut, 3_000_000, 0, None),
            &h
        ));
        assert!(!fires(
            "round-amounts",
            &mv(9, Kind::CashOut, 3_000_500, 0, None),
            &h
        ));
        let spread: Vec<Movement> = (0..4)
            .map(|i| {
                mv(
                    i,
                    Kind::TransferOut,
                    2_000_000,
                    24 * (3 + 2 * i as i64),
                    Some("usr_2"),
                )
            })
            .collect();
        assert!(!fires(
            "round-amounts",
            &mv(9, Kind::CashOut, 3_000_000, 0, None),
            &spread
        ));
    }

    #[test]
    fn a_rule_off_never_fires_and_bad_parameters_are_named() {
        let mut r = rule("large-single");
        r.enabled = false;
        let cx = Context {
            history: &[],
            previous: None,
            opened_at: None,
            totals: None,
        };
        assert!(evaluate(&r, &mv(1, Kind::CashIn, 99_000_000, 0, None), &cx).is_none());
        for bad in [
            Check::AmountOver { amount: 0 },
            Check::Cumulative {
                window_hours: 24,
                flow: Flow::Any,
                amount: None,
                count: None,
            },
            Check::Structuring {
                threshold: 1,
                below_bps: 10_000,
                count: 3,
                window_hours: 1,
            },
            Check::FanIn {
                window_hours: 0,
                parties: 5,
            },
            Check::RoundAmounts {
                unit: 1_000,
                count: 1,
                window_hours: 5,
            },
        ] {
            assert!(bad.invalid().is_some(), "{bad:?}");
        }
        // parameters are read as written, and a word too many is refused
        let read: Result<Check, _> =
            serde_json::from_value(json!({ "type": "amount_over", "amount": 5, "extra": 1 }));
        assert!(read.is_err());
    }
}
