//! Reports: a CSV a merchant's finance team hands its accountant. A report run (`rpt_…`)
//! names a type, a time range and optionally a currency and the columns wanted; it is
//! `pending` until a worker has written its file, then `succeeded` (with its row count) or
//! `failed`. The daily summary's arithmetic lives here: per Baghdad day and currency,
//! opening + gross + refunds − fees + payouts + other = closing, always.

use crate::balance::TxnType;
use crate::money::Currency;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReportType {
    BalanceTransactions,
    Payments,
    PayoutsReconciliation,
    Transfers,
    Users,
    Subscriptions,
    DailySummary,
}

impl ReportType {
    pub const NAMES: [&'static str; 7] = [
        "balance_transactions",
        "payments",
        "payouts_reconciliation",
        "transfers",
        "users",
        "subscriptions",
        "daily_summary",
    ];

    pub const ALL: [ReportType; 7] = [
        ReportType::BalanceTransactions,
        ReportType::Payments,
        ReportType::PayoutsReconciliation,
        ReportType::Transfers,
        ReportType::Users,
        ReportType::Subscriptions,
        ReportType::DailySummary,
    ];

    pub const fn as_str(self) -> &'static str {
        ReportType::NAMES[self as usize]
    }

    pub fn parse(s: &str) -> Option<ReportType> {
        ReportType::ALL.into_iter().find(|t| t.as_str() == s)
    }

    /// Its columns, in the order a report without `columns` writes them.
    pub fn columns(self) -> &'static [&'static str] {
        match self {
            ReportType::BalanceTransactions => &[
                "id",
                "type",
                "currency",
                "amount",
                "amount_decimal",
                "fee",
                "fee_decimal",
                "net",
                "net_decimal",
                "source_object",
                "source_id",
                "payout",
                "created_utc",
                "created_baghdad",
            ],
            ReportType::Payments => &[
                "id",
                "status",
                "currency",
                "amount",
                "amount_decimal",
                "captured_amount",
                "refunded_amount",
                "commission",
                "user_id",
                "reference",
                "description",
                "created_utc",
                "created_baghdad",
            ],
            ReportType::PayoutsReconciliation => &[
                "payout_id",
                "payout_status",
                "payout_created_utc",
                "payout_amount",
                "payout_amount_decimal",
                "balance_transaction_id",
                "type",
                "source_object",
                "source_id",
                "currency",
                "amount",
                "amount_decimal",
                "fee",
                "fee_decimal",
                "net",
                "net_decimal",
                "created_utc",
                "created_baghdad",
            ],
            ReportType::Transfers => &[
                "id",
                "status",
                "from_user_id",
                "to_user_id",
                "currency",
                "amount",
                "amount_decimal",
                "note",
                "created_utc",
                "created_baghdad",
            ],
            ReportType::Users => &[
                "id",
                "external_user_id",
                "name",
                "phone",
                "email",
                "tier",
                "kyc_status",
                "frozen",
                "created_utc",
                "created_baghdad",
            ],
            ReportType::Subscriptions => &[
                "id",
                "status",
                "plan_id",
                "customer",
                "currency",
                "amount",
                "amount_decimal",
                "current_period_start_utc",
                "current_period_end_utc",
                "created_utc",
                "created_baghdad",
            ],
            ReportType::DailySummary => &[
                "date",
                "currency",
                "opening_balance",
                "opening_balance_decimal",
                "gross",
                "gross_decimal",
                "refunds",
                "refunds_decimal",
                "fees",
                "fees_decimal",
                "payouts",
                "payouts_decimal",
                "other",
                "other_decimal",
                "closing_balance",
                "closing_balance_decimal",
            ],
        }
    }

    /// `wanted` checked against the type's columns (None: all of them, in order).
    pub fn pick(self, wanted: Option<&[String]>) -> Result<Vec<&'static str>, String> {
        let all = self.columns();
        let Some(wanted) = wanted else {
            return Ok(all.to_vec());
        };
        let mut out = Vec::with_capacity(wanted.len());
        for w in wanted {
            let Some(c) = all.iter().find(|c| **c == w.as_str()) else {
                return Err(format!(
                    "`{w}` is not a column of a {} report; its columns are {}",
                    self.as_str(),
                    all.join(", ")
                ));
            };
            if out.contains(c) {
                return Err(format!("`{w}` is named twice"));
            }
            out.push(*c);
        }
        if out.is_empty() {
            return Err("name at least one column".into());
        }
        Ok(out)
    }
}

/// Every column of every type (what `columns` may name; each type takes its own).
pub const ALL_COLUMNS: [&str; 56] = [
    "id",
    "type",
    "currency",
    "amount",
    "amount_decimal",
    "fee",
    "fee_decimal",
    "net",
    "net_decimal",
    "source_object",
    "source_id",
    "payout",
    "created_utc",
    "created_baghdad",
    "status",
    "captured_amount",
    "refunded_amount",
    "commission",
    "user_id",
    "reference",
    "description",
    "payout_id",
    "payout_status",
    "payout_created_utc",
    "payout_amount",
    "payout_amount_decimal",
    "balance_transaction_id",
    "from_user_id",
    "to_user_id",
    "note",
    "external_user_id",
    "name",
    "phone",
    "email",
    "tier",
    "kyc_status",
    "frozen",
    "plan_id",
    "customer",
    "current_period_start_utc",
    "current_period_end_utc",
    "date",
    "opening_balance",
    "opening_balance_decimal",
    "gross",
    "gross_decimal",
    "refunds",
    "refunds_decimal",
    "fees",
    "fees_decimal",
    "payouts",
    "payouts_decimal",
    "other",
    "other_decimal",
    "closing_balance",
    "closing_balance_decimal",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReportStatus {
    Pending,
    Succeeded,
    Failed,
}

impl ReportStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ReportStatus::Pending => "pending",
            ReportStatus::Succeeded => "succeeded",
            ReportStatus::Failed => "failed",
        }
    }
}

/// A report run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    pub id: String,
    pub merchant_id: String,
    #[serde(rename = "type")]
    pub kind: ReportType,
    #[serde(with = "crate::time::rfc3339")]
    pub from: DateTime<Utc>,
    #[serde(with = "crate::time::rfc3339")]
    pub to: DateTime<Utc>,
    pub currency: Option<Currency>,
    pub columns: Vec<String>,
    pub status: ReportStatus,
    /// Rows written (the header aside), once succeeded.
    pub rows: Option<u64>,
    /// Why it failed (never data).
    pub failure: Option<String>,
    /// A worker's claim: another may take it over after this instant.
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub leased_until: Option<DateTime<Utc>>,
    #[serde(default)]
    pub attempts: u32,
    #[serde(with = "crate::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    #[serde(default, with = "crate::time::rfc3339_opt")]
    pub finished_at: Option<DateTime<Utc>>,
}

/// Tries before a report is failed for good.
pub const MAX_ATTEMPTS: u32 = 3;

/// One Baghdad day's movements of one currency, and the balance they lead from and to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Day {
    pub opening: i64,
    /// Payments' gross.
    pub gross: i64,
    /// Refunds' gross (negative).
    pub refunds: i64,
    /// The commission taken, net of what refunds gave back.
    pub fees: i64,
    /// Payouts out (negative) and their failures back.
    pub payouts: i64,
    /// Every other movement's net: deposits, cash-ins, exchanges, adjustments, commission
    /// moved on its own.
    pub other: i64,
}

impl Day {
    /// A day that opens where `before` closed.
    pub fn after(before: &Day) -> Day {
        Day {
            opening: before.closing(),
            ..Day::default()
        }
    }

    /// Counts one balance transaction in its bucket.
    pub fn add(&mut self, kind: TxnType, amount: i64, fee: i64, net: i64) {
        self.fees += fee;
        match kind {
            TxnType::Payment => self.gross += amount,
            TxnType::Refund => self.refunds += amount,
            TxnType::Payout | TxnType::PayoutFailure => self.payouts += net,
            _ => self.other += net,
        }
    }

    pub fn closing(&self) -> i64 {
        self.opening + self.gross + self.refunds - self.fees + self.payouts + self.other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_picked_by_name_once_each() {
        let t = ReportType::Payments;
        assert_eq!(t.pick(None).unwrap(), t.columns());
        let want = vec!["amount".to_string(), "id".to_string()];
        assert_eq!(t.pick(Some(&want)).unwrap(), vec!["amount", "id"]);
        assert!(t.pick(Some(&["fee".to_string()])).is_err());
        assert!(t.pick(Some(&["id".to_string(), "id".to_string()])).is_err());
        assert!(t.pick(Some(&[])).is_err());
        for t in ReportType::ALL {
            assert_eq!(ReportType::parse(t.as_str()), Some(t));
            assert!(t.columns().iter().all(|c| ALL_COLUMNS.contains(c)), "{t:?}");
        }
        let named: std::collections::BTreeSet<&str> = ReportType::ALL
            .iter()
            .flat_map(|t| t.columns().iter().copied())
            .collect();
        assert_eq!(named.len(), ALL_COLUMNS.len());
    }

    #[test]
    fn a_day_closes_where_its_movements_lead_and_the_next_opens_there() {
        // (type, amount, fee, net) as `balance::of` writes them
        let moves = [
            (TxnType::Payment, 20_000, 200, 19_800),
            (TxnType::Payment, 5_000, 50, 4_950),
            (TxnType::Refund, -2_000, -20, -1_980),
            (TxnType::Payout, -10_000, 0, -10_000),
            (TxnType::PayoutFailure, 10_000, 0, 10_000),
            (TxnType::Deposit, 100_000, 0, 100_000),
            (TxnType::CashIn, -7_000, 0, -7_000),
            (TxnType::Commission, -300, 0, -300),
        ];
        let mut d = Day {
            opening: 1_000,
            ..Day::default()
        };
        let mut net = 0;
        for (k, a, f, n) in moves {
            assert_eq!(a - f, n, "{k:?}");
            d.add(k, a, f, n);
            net += n;
        }
        assert_eq!(d.closing(), 1_000 + net);
        assert_eq!((d.gross, d.refunds, d.fees), (25_000, -2_000, 230));
        assert_eq!(d.payouts, 0);
        assert_eq!(d.other, 100_000 - 7_000 - 300);
        let next = Day::after(&d);
        assert_eq!(next.opening, d.closing());
        assert_eq!(next.closing(), next.opening);
    }
}
