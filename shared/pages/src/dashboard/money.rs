//! The money pages: Balance (the balance, its transactions, the payouts, the schedule), a
//! payout with what it settled, and Reports (run one, wait, download).

use super::money_strings::Money;
use super::{render, Frame};
use askama::Template;

/// One currency's balance.
#[derive(Debug, Clone)]
pub struct BalanceCard {
    pub currency: String,
    pub available: String,
    pub pending: String,
    pub in_transit: String,
}

#[derive(Debug, Clone)]
pub struct TxnRow {
    pub id: String,
    pub kind: String,
    pub kind_text: String,
    pub source: String,
    pub source_href: Option<String>,
    pub gross: String,
    pub fee: String,
    pub net: String,
    pub negative: bool,
    pub date: String,
    pub payout: Option<String>,
}

#[derive(Debug, Clone)]
pub struct PayoutRow {
    pub id: String,
    pub date: String,
    pub amount: String,
    pub status: String,
    pub status_text: String,
    pub automatic: bool,
}

#[derive(Debug, Clone, Default)]
pub struct Balance {
    pub cards: Vec<BalanceCard>,
    pub schedule: String,
    pub next_payout: Option<String>,
    pub bank: Option<String>,
    pub minimum: String,
    pub kind: String,
    pub kinds: Vec<(String, String)>,
    pub rows: Vec<TxnRow>,
    pub older: Option<String>,
    pub payouts: Vec<PayoutRow>,
}

#[derive(Template)]
#[template(path = "dashboard/balance.html")]
struct BalanceHtml<'a> {
    f: &'a Frame,
    m: &'static Money,
    v: &'a Balance,
}

pub fn balance(f: &Frame, v: &Balance) -> String {
    render(BalanceHtml {
        f,
        m: Money::of(f.locale()),
        v,
    })
}

#[derive(Debug, Clone, Default)]
pub struct Payout {
    pub id: String,
    pub amount: String,
    pub status: String,
    pub status_text: String,
    pub automatic: bool,
    pub summary: Vec<(String, String)>,
    pub rows: Vec<TxnRow>,
    pub sum: String,
    pub older: Option<String>,
}

#[derive(Template)]
#[template(path = "dashboard/payout.html")]
struct PayoutHtml<'a> {
    f: &'a Frame,
    m: &'static Money,
    v: &'a Payout,
}

pub fn payout(f: &Frame, v: &Payout) -> String {
    render(PayoutHtml {
        f,
        m: Money::of(f.locale()),
        v,
    })
}

#[derive(Debug, Clone)]
pub struct ReportRow {
    pub id: String,
    pub kind_text: String,
    pub period: String,
    pub currency: String,
    pub status: String,
    pub status_text: String,
    pub rows: String,
    pub created: String,
}

#[derive(Debug, Clone, Default)]
pub struct Reports {
    pub kinds: Vec<(String, String)>,
    pub kind: String,
    pub from: String,
    pub to: String,
    pub currency: String,
    pub key: String,
    pub rows: Vec<ReportRow>,
    pub older: Option<String>,
}

#[derive(Template)]
#[template(path = "dashboard/reports.html")]
struct ReportsHtml<'a> {
    f: &'a Frame,
    m: &'static Money,
    v: &'a Reports,
}

pub fn reports(f: &Frame, v: &Reports) -> String {
    render(ReportsHtml {
        f,
        m: Money::of(f.locale()),
        v,
    })
}
