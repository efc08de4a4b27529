//! Safeguarding: the e-money the platform owes (users' wallets, holds on payments, agents' float,
//! merchants' balances, payouts on their way, commission not yet taken) must be backed by
//! money that came in from outside less what went out. `Position` is one currency's
//! statement; the bank statement's lines are matched to the deposits and payouts they are
//! (`match_lines`), so what the bank says and what the books say are compared line by line.
//! A Baghdad day's statement (`Day`) is its opening position, what crossed the line with the
//! outside world that day, and its closing position, all folded from the journal's postings.

use crate::ledger::{Account, Posting};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One currency's position at an instant, in minor units.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub wallets: i64,
    pub holds: i64,
    pub merchant_balances: i64,
    pub in_transit: i64,
    pub commission: i64,
    /// Disputed money held from merchants until decided.
    #[serde(default)]
    pub dispute_holds: i64,
    /// Agents' e-money to give out, and what they earned (`crate::agent`).
    #[serde(default)]
    pub agents: i64,
    /// The outside world's account (banks, cash): minus what came in, plus what went out.
    pub external: i64,
    /// The platform's currency position from exchanges.
    pub fx_position: i64,
}

impl Position {
    /// The e-money outstanding: what the platform owes.
    pub fn outstanding(&self) -> i64 {
        self.wallets
            + self.holds
            + self.merchant_balances
            + self.in_transit
            + self.commission
            + self.dispute_holds
            + self.agents
    }

    /// What backs it: what came in from outside less what went out.
    pub fn backed_by(&self) -> i64 {
        -self.external
    }

    /// What exchanges moved into this currency (minus what they took out of it).
    pub fn exchanged_in(&self) -> i64 {
        -self.fx_position
    }

    /// Outstanding less its backing and exchanges: 0 when the books hold.
    pub fn difference(&self) -> i64 {
        self.outstanding() - self.backed_by() - self.exchanged_in()
    }

    /// Moves the position by one posting. The mint's postings (sandbox top-ups) move
    /// nothing here: e-money minted where money is real shows as a difference.
    pub fn post(&mut self, p: &Posting) {
        let slot = match p.account {
            Account::Wallet { .. } => &mut self.wallets,
            Account::Hold { .. } | Account::Withdrawal { .. } => &mut self.holds,
            Account::DisputeHold { .. } => &mut self.dispute_holds,
            Account::AgentFloat { .. } | Account::AgentCommission { .. } => &mut self.agents,
            Account::Merchant { .. } => &mut self.merchant_balances,
            Account::InTransit { .. } => &mut self.in_transit,
            Account::Commission { .. } => &mut self.commission,
            Account::External { .. } => &mut self.external,
            Account::FxPosition { .. } => &mut self.fx_position,
            Account::Mint { .. } => return,
        };
        *slot += p.amount;
    }
}

/// One currency's Baghdad day: where it opened, the money that crossed the line with the
/// outside world (by the journal's kind of movement), and where it closed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Day {
    pub opening: Position,
    /// What came in from outside, by kind (`deposit`), positive.
    pub came_in: BTreeMap<String, i64>,
    /// What went out, by kind (`payout`, `cash_out`), positive.
    pub went_out: BTreeMap<String, i64>,
    pub closing: Position,
}

impl Day {
    pub fn opening(at: Position) -> Day {
        Day {
            opening: at,
            closing: at,
            ..Day::default()
        }
    }

    /// One posting of a journal entry of kind `kind` made during the day.
    pub fn post(&mut self, kind: &str, p: &Posting) {
        self.closing.post(p);
        if matches!(p.account, Account::External { .. }) {
            // the outside world's account is debited by what comes in
            let (side, amount) = if p.amount < 0 {
                (&mut self.came_in, -p.amount)
            } else {
                (&mut self.went_out, p.amount)
            };
            *side.entry(kind.to_string()).or_default() += amount;
        }
    }

    pub fn total_in(&self) -> i64 {
        self.came_in.values().sum()
    }

    pub fn total_out(&self) -> i64 {
        self.went_out.values().sum()
    }

    /// What exchanges moved into the currency during the day.
    pub fn exchanged_in(&self) -> i64 {
        self.closing.exchanged_in() - self.opening.exchanged_in()
    }

    /// Opening outstanding + what came in - what went out + exchanges = closing outstanding.
    pub fn ties(&self) -> bool {
        self.opening.outstanding() + self.total_in() - self.total_out() + self.exchanged_in()
            == self.closing.outstanding()
    }
}

/// A line of a bank statement: money in (positive) or out (negative).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankLine {
    /// Its line in the file (the header is line 1).
    pub line: usize,
    pub date: NaiveDate,
    pub amount: i64,
    pub reference: String,
}

/// A movement of money between the platform and its bank, as the books have it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Movement {
    pub id: String,
    /// `deposit`, `payout` or `cash_out`.
    pub kind: &'static str,
    /// Positive for money in (a deposit), negative for money out.
    pub amount: i64,
    /// What the bank's line names it by: a deposit's bank reference, a payout's id.
    pub reference: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Matching {
    /// (line, movement id)
    pub matched: Vec<(usize, String)>,
    /// Lines that name a movement already matched by an earlier line: (line, movement id).
    pub duplicates: Vec<(usize, String)>,
    pub unmatched_lines: Vec<usize>,
    pub unmatched_movements: Vec<String>,
}

/// A reference as compared: upper case, runs of white space one space, trimmed.
pub fn normalise(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_uppercase()
}

/// Matches each line to the movement of the same amount whose reference the line's
/// reference is or holds (banks add their own words around it); a line naming a movement an
/// earlier line took is a duplicate, never a second match.
pub fn match_lines(lines: &[BankLine], movements: &[Movement]) -> Matching {
    let refs: Vec<String> = movements.iter().map(|m| normalise(&m.reference)).collect();
    let mut taken = vec![false; movements.len()];
    let mut out = Matching::default();
    for l in lines {
        let said = normalise(&l.reference);
        let hit = movements.iter().enumerate().find(|(i, m)| {
            m.amount == l.amount
                && !refs[*i].is_empty()
                && (said == refs[*i] || said.contains(&refs[*i]))
        });
        match hit {
            Some((i, m)) if taken[i] => out.duplicates.push((l.line, m.id.clone())),
            Some((i, m)) => {
                taken[i] = true;
                out.matched.push((l.line, m.id.clone()));
            }
            None => out.unmatched_lines.push(l.line),
        }
    }
    out.unmatched_movements = movements
        .iter()
        .zip(&taken)
        .filter(|(_, t)| !**t)
        .map(|(m, _)| m.id.clone())
        .collect();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(n: usize, amount: i64, reference: &str) -> BankLine {
        BankLine {
            line: n,
            date: NaiveDate::from_ymd_opt(2026, 12, 5).unwrap(),
            amount,
            reference: reference.into(),
        }
    }

    fn mv(id: &str, kind: &'static str, amount: i64, reference: &str) -> Movement {
        Movement {
            id: id.into(),
            kind,
            amount,
            reference: reference.into(),
        }
    }

    #[test]
    fn lines_match_by_reference_and_amount_once_each() {
        let movements = [
            mv("dep_1", "deposit", 500_000, "BT-1001"),
            mv("dep_2", "deposit", 250_000, "BT 1002"),
            mv("po_abc", "payout", -100_000, "po_abc"),
            mv("co_def", "cash_out", -30_000, "co_def"),
            mv("dep_3", "deposit", 1_000, "BT-1003"),
        ];
        let lines = [
            line(2, 500_000, "bt-1001"),
            // the bank's own words around the payout's id
            line(3, -100_000, "TRANSFER SANDUQ PO_ABC BAGHDAD"),
            // the same reference with spaces as the bank prints them
            line(4, 250_000, "  BT   1002 "),
            // a mismatched amount is not a match
            line(5, -31_000, "co_def"),
            // the deposit again: a double match, not a second deposit
            line(6, 500_000, "BT-1001"),
            // nothing in the books
            line(7, 9_999, "unknown"),
        ];
        let m = match_lines(&lines, &movements);
        assert_eq!(
            m.matched,
            vec![
                (2, "dep_1".to_string()),
                (3, "po_abc".to_string()),
                (4, "dep_2".to_string())
            ]
        );
        assert_eq!(m.duplicates, vec![(6, "dep_1".to_string())]);
        assert_eq!(m.unmatched_lines, vec![5, 7]);
        assert_eq!(m.unmatched_movements, vec!["co_def", "dep_3"]);
    }

    fn posting(account: Account, amount: i64) -> Posting {
        Posting::new(account, crate::Currency::Iqd, amount)
    }

    #[test]
    fn a_day_folds_its_postings_and_ties_unless_money_was_minted() {
        let m = || "mer_1".to_string();
        let u = || "usr_1".to_string();
        let opening = Position {
            merchant_balances: 1_000,
            external: -1_000,
            ..Position::default()
        };
        let mut day = Day::opening(opening);
        let moves = [
            // a deposit of 500, a cash-in of 300, a payment of 100 held then captured with
            // 2 of commission, a payout of 200 opened and paid
            (
                "deposit",
                posting(Account::External { merchant_id: m() }, -500),
            ),
            (
                "deposit",
                posting(Account::Merchant { merchant_id: m() }, 500),
            ),
            (
                "cash_in",
                posting(Account::Merchant { merchant_id: m() }, -300),
            ),
            ("cash_in", posting(Account::Wallet { user_id: u() }, 300)),
            ("authorize", posting(Account::Wallet { user_id: u() }, -100)),
            (
                "authorize",
                posting(
                    Account::Hold {
                        payment_id: "pay_1".into(),
                    },
                    100,
                ),
            ),
            (
                "capture",
                posting(
                    Account::Hold {
                        payment_id: "pay_1".into(),
                    },
                    -100,
                ),
            ),
            (
                "capture",
                posting(Account::Merchant { merchant_id: m() }, 98),
            ),
            (
                "capture",
                posting(Account::Commission { merchant_id: m() }, 2),
            ),
            (
                "payout",
                posting(Account::Merchant { merchant_id: m() }, -200),
            ),
            (
                "payout",
                posting(Account::InTransit { merchant_id: m() }, 200),
            ),
            (
                "payout",
                posting(Account::InTransit { merchant_id: m() }, -200),
            ),
            (
                "payout",
                posting(Account::External { merchant_id: m() }, 200),
            ),
        ];
        for (kind, p) in &moves {
            day.post(kind, p);
        }
        assert_eq!(day.came_in, BTreeMap::from([("deposit".to_string(), 500)]));
        assert_eq!(day.went_out, BTreeMap::from([("payout".to_string(), 200)]));
        assert_eq!(day.closing.outstanding(), 1_000 + 500 - 200);
        assert_eq!(
            (
                day.closing.wallets,
                day.closing.holds,
                day.closing.commission
            ),
            (200, 0, 2)
        );
        assert!(day.ties());
        assert_eq!(day.closing.difference(), 0);
        // an exchange moves e-money between currencies: it ties with what it moved in
        day.post(
            "exchange",
            &posting(Account::FxPosition { merchant_id: m() }, -40),
        );
        day.post("exchange", &posting(Account::Wallet { user_id: u() }, 40));
        assert_eq!(day.exchanged_in(), 40);
        assert!(day.ties());
        // e-money from the mint is backed by nothing: the day no longer ties
        day.post("topup", &posting(Account::Mint { merchant_id: m() }, -7));
        day.post("topup", &posting(Account::Wallet { user_id: u() }, 7));
        assert!(!day.ties());
        assert_eq!(day.closing.difference(), 7);
    }

    #[test]
    fn a_position_ties_when_the_books_sum_to_zero() {
        // wallets 70, holds 10, merchants 200, in transit 20, commission 5; 300 came in, an
        // exchange moved 5 in
        let p = Position {
            wallets: 70,
            holds: 10,
            merchant_balances: 200,
            in_transit: 20,
            commission: 5,
            dispute_holds: 0,
            agents: 0,
            external: -300,
            fx_position: -5,
        };
        assert_eq!(p.outstanding(), 305);
        assert_eq!(p.backed_by(), 300);
        assert_eq!(p.difference(), 0);
        let short = Position { wallets: 71, ..p };
        assert_eq!(short.difference(), 1);
    }
}
