//! The rows of each report type, written as CSV (RFC 4180, UTF-8 with a byte-order mark so
//! Excel shows Arabic names, CRLF line ends) while its index is read a chunk at a time,
//! oldest first: memory holds one chunk, whatever the report's size. Amounts are written in
//! minor units and as decimal strings; times in UTC (RFC 3339) and in Baghdad (UTC+3,
//! `YYYY-MM-DD HH:MM:SS`, as a spreadsheet reads a time). A text cell a spreadsheet would
//! take for a formula (=, +, -, @ first) is written after an apostrophe.

use crate::settlement;
use chrono::{DateTime, Duration, Utc};
use sanduq_domain::balance::Txn;
use sanduq_domain::limits::BAGHDAD_OFFSET_SECS;
use sanduq_domain::payment::Payment;
use sanduq_domain::payout::Payout;
use sanduq_domain::report::{Day, Report, ReportType};
use sanduq_domain::settlement::baghdad_midnight;
use sanduq_domain::subscription::Subscription;
use sanduq_domain::user::User;
use sanduq_domain::Currency;
use sanduq_kernel::cursor;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_store::{Index, Item, Query, SkRange};
use serde_json::Value;
use std::collections::BTreeMap;
use std::io::Write;

/// Rows read from an index at a time.
const CHUNK: usize = cursor::CHUNK;

/// One cell: a number (written as it is) or text (defused).
enum Cell {
    Num(String),
    Text(String),
}

fn num(n: impl ToString) -> Cell {
    Cell::Num(n.to_string())
}

fn text(s: impl Into<String>) -> Cell {
    Cell::Text(s.into())
}

fn opt_text(s: Option<&str>) -> Cell {
    Cell::Text(s.unwrap_or_default().to_string())
}

fn utc(t: DateTime<Utc>) -> Cell {
    Cell::Num(sanduq_domain::time::text(t))
}

fn baghdad(t: DateTime<Utc>) -> Cell {
    let local = t + Duration::seconds(i64::from(BAGHDAD_OFFSET_SECS));
    Cell::Num(local.format("%Y-%m-%d %H:%M:%S").to_string())
}

fn failed(e: impl std::fmt::Display) -> ApiError {
    tracing::error!(error = %e, "report file not written");
    ApiError::new(
        sanduq_domain::ErrorCode::ServerError,
        "the report file could not be written",
    )
}

/// A CSV file being written: its columns, and how many rows so far.
pub struct Sheet<W: Write> {
    out: csv::Writer<W>,
    columns: Vec<&'static str>,
    pub rows: u64,
}

impl<W: Write> Sheet<W> {
    /// A sheet over `w`: the byte-order mark and the header row written.
    pub fn new(mut w: W, columns: Vec<&'static str>) -> ApiResult<Sheet<W>> {
        w.write_all("\u{FEFF}".as_bytes()).map_err(failed)?;
        let mut out = csv::WriterBuilder::new()
            .terminator(csv::Terminator::CRLF)
            .from_writer(w);
        out.write_record(&columns).map_err(failed)?;
        Ok(Sheet {
            out,
            columns,
            rows: 0,
        })
    }

    /// One row: each column's cell from `cell` (unknown columns are empty).
    fn row(&mut self, cell: impl Fn(&str) -> Option<Cell>) -> ApiResult<()> {
        for c in &self.columns {
            let v = match cell(c) {
                Some(Cell::Num(s)) => s,
                Some(Cell::Text(s)) if s.starts_with(['=', '+', '-', '@']) => format!("'{s}"),
                Some(Cell::Text(s)) => s,
                None => String::new(),
            };
            self.out.write_field(v).map_err(failed)?;
        }
        self.out.write_record(None::<&[u8]>).map_err(failed)?;
        self.rows += 1;
        Ok(())
    }

    pub fn finish(self) -> ApiResult<W> {
        self.out.into_inner().map_err(failed)
    }
}

fn range(r: &Report) -> (String, String) {
    // `to` is exclusive: a bare time sorts before every row of that instant
    (sort_time(r.from), sort_time(r.to))
}

fn txn_of(entry: &Item) -> Option<Txn> {
    serde_json::from_value(entry.get("txn")?.clone()).ok()
}

fn entry_text<'a>(entry: &'a Item, k: &str) -> &'a str {
    entry.get(k).and_then(Value::as_str).unwrap_or_default()
}

fn created(entry: &Item) -> DateTime<Utc> {
    entry_text(entry, "created_at")
        .parse()
        .unwrap_or(DateTime::<Utc>::MIN_UTC)
}

/// A balance transaction's cells (`payout`: the payout that settled it).
fn txn_cell(c: &str, entry: &Item, t: &Txn, payout: Option<&String>) -> Option<Cell> {
    let cur = t.currency;
    let reference = entry_text(entry, "reference");
    Some(match c {
        "id" | "balance_transaction_id" => text(crate::balance::txn_id(entry_text(entry, "id"))),
        "type" => text(t.kind.as_str()),
        "currency" => text(cur.code()),
        "amount" => num(t.amount),
        "amount_decimal" => num(cur.decimal(t.amount)),
        "fee" => num(t.fee),
        "fee_decimal" => num(cur.decimal(t.fee)),
        "net" => num(t.net),
        "net_decimal" => num(cur.decimal(t.net)),
        "source_object" => text(crate::balance::object_of(reference)),
        "source_id" => text(reference),
        "payout" => opt_text(payout.map(String::as_str)),
        "created_utc" => utc(created(entry)),
        "created_baghdad" => baghdad(created(entry)),
        _ => return None,
    })
}

/// Writes report `r`'s rows into `sheet`.
pub async fn write<W: Write>(st: &AppState, r: &Report, sheet: &mut Sheet<W>) -> ApiResult<()> {
    let m = r.merchant_id.as_str();
    let (low, high) = range(r);
    let wanted = |c: Currency| r.currency.is_none_or(|x| x == c);
    match r.kind {
        ReportType::BalanceTransactions => balance_rows(st, r, sheet).await,
        ReportType::Payments => {
            let pk = ["MER#", m, "#PAYS"].concat();
            let now = Utc::now();
            cursor::oldest_first(st, Index::Gsi1, &pk, low, high, |chunk| {
                for item in chunk {
                    let p: Payment = items::from_item(item)?;
                    if !wanted(p.currency) {
                        continue;
                    }
                    let cur = p.currency;
                    sheet.row(|c| {
                        Some(match c {
                            "id" => text(&p.id),
                            "status" => text(p.status_at(now).as_str()),
                            "currency" => text(cur.code()),
                            "amount" => num(p.amount),
                            "amount_decimal" => num(cur.decimal(p.amount)),
                            "captured_amount" => num(p.captured_amount),
                            "refunded_amount" => num(p.refunded_amount),
                            "commission" => num(p.commission_amount),
                            "user_id" => text(&p.external_user_id),
                            "reference" => opt_text(p.reference.as_deref()),
                            "description" => opt_text(p.description.as_deref()),
                            "created_utc" => utc(p.created_at),
                            "created_baghdad" => baghdad(p.created_at),
                            _ => return None,
                        })
                    })?;
                }
                Ok(())
            })
            .await
        }
        ReportType::PayoutsReconciliation => reconciliation_rows(st, r, sheet).await,
        ReportType::Transfers => {
            let pk = items::transfers_key(m);
            cursor::oldest_first(st, Index::Gsi1, &pk, low, high, |chunk| {
                for t in chunk {
                    let Ok(cur) = Currency::parse("currency", entry_text(&t, "currency")) else {
                        continue;
                    };
                    if !wanted(cur) {
                        continue;
                    }
                    let amount = t.get("amount").and_then(Value::as_i64).unwrap_or(0);
                    sheet.row(|c| {
                        Some(match c {
                            "id" | "status" | "from_user_id" | "to_user_id" | "note" => {
                                text(entry_text(&t, c))
                            }
                            "currency" => text(cur.code()),
                            "amount" => num(amount),
                            "amount_decimal" => num(cur.decimal(amount)),
                            "created_utc" => utc(created(&t)),
                            "created_baghdad" => baghdad(created(&t)),
                            _ => return None,
                        })
                    })?;
                }
                Ok(())
            })
            .await
        }
        ReportType::Users => {
            let pk = ["MER#", m, "#USERS"].concat();
            cursor::oldest_first(st, Index::Gsi1, &pk, low, high, |chunk| {
                for item in chunk {
                    let u: User = items::from_item(item)?;
                    sheet.row(|c| {
                        Some(match c {
                            "id" => text(&u.id),
                            "external_user_id" => text(&u.external_user_id),
                            "name" => text(&u.name),
                            "phone" => opt_text(u.phone.as_deref()),
                            "email" => opt_text(u.email.as_deref()),
                            "tier" => num(u.kyc_tier),
                            "kyc_status" => opt_text(u.kyc.as_ref().map(|k| k.status.as_str())),
                            "frozen" => opt_text(u.frozen_for().map(|f| f.as_str())),
                            "created_utc" => utc(u.created_at),
                            "created_baghdad" => baghdad(u.created_at),
                            _ => return None,
                        })
                    })?;
                }
                Ok(())
            })
            .await
        }
        ReportType::Subscriptions => {
            let pk = ["MER#", m, "#SUBS"].concat();
            cursor::oldest_first(st, Index::Gsi1, &pk, low, high, |chunk| {
                for item in chunk {
                    let s: Subscription = items::from_item(item)?;
                    let cur = s.terms.currency;
                    if !wanted(cur) {
                        continue;
                    }
                    let period = s.current_period();
                    let status = serde_json::to_value(s.status).ok();
                    sheet.row(|c| {
                        Some(match c {
                            "id" => text(&s.id),
                            "status" => opt_text(status.as_ref().and_then(Value::as_str)),
                            "plan_id" => text(&s.plan_id),
                            "customer" => text(&s.external_user_id),
                            "currency" => text(cur.code()),
                            "amount" => num(s.terms.amount),
                            "amount_decimal" => num(cur.decimal(s.terms.amount)),
                            "current_period_start_utc" => period.map_or(text(""), |p| utc(p.0)),
                            "current_period_end_utc" => period.map_or(text(""), |p| utc(p.1)),
                            "created_utc" => utc(s.created_at),
                            "created_baghdad" => baghdad(s.created_at),
                            _ => return None,
                        })
                    })?;
                }
                Ok(())
            })
            .await
        }
        ReportType::DailySummary => daily_rows(st, r, sheet).await,
    }
}

/// Reads the balance transactions of merchant `m` in [low, high), oldest first, a chunk at
/// a time with the payouts that settled them, handing each (entry, txn, payout) to `each`.
async fn each_txn<F>(
    st: &AppState,
    m: &str,
    low: String,
    high: String,
    with_payouts: bool,
    mut each: F,
) -> ApiResult<()>
where
    F: FnMut(&Item, &Txn, Option<&String>) -> ApiResult<()>,
{
    let pk = items::balance_txns_key(m);
    let mut low = low;
    loop {
        let q = Query::index(Index::Gsi3, &pk)
            .sk(SkRange::Between(low.clone(), high.clone()))
            .limit(CHUNK);
        let rows = st.store.query(&q).await?;
        let settled = if with_payouts {
            let refs: Vec<&Item> = rows.iter().collect();
            settlement::payout_of(st, m, &refs).await?
        } else {
            Default::default()
        };
        for e in &rows {
            if let Some(t) = txn_of(e) {
                each(e, &t, settled.get(entry_text(e, "id")))?;
            }
        }
        match rows
            .last()
            .and_then(|r| r.get("gsi3sk"))
            .and_then(Value::as_str)
        {
            Some(sk) if rows.len() == CHUNK => low = [sk, "\u{0}"].concat(),
            _ => return Ok(()),
        }
    }
}

async fn balance_rows<W: Write>(st: &AppState, r: &Report, sheet: &mut Sheet<W>) -> ApiResult<()> {
    let (low, high) = range(r);
    each_txn(st, &r.merchant_id, low, high, true, |e, t, payout| {
        if r.currency.is_none_or(|c| c == t.currency) {
            sheet.row(|c| txn_cell(c, e, t, payout))?;
        }
        Ok(())
    })
    .await
}

/// Per scheduled payout created in the range, every balance transaction it settled.
async fn reconciliation_rows<W: Write>(
    st: &AppState,
    r: &Report,
    sheet: &mut Sheet<W>,
) -> ApiResult<()> {
    let (low, high) = range(r);
    let pk = crate::payouts::payouts_key(&r.merchant_id);
    let mut payouts = vec![];
    cursor::oldest_first(st, Index::Gsi4, &pk, low, high, |chunk| {
        for item in chunk {
            let p: Payout = items::from_item(item)?;
            if p.settles.is_some() && r.currency.is_none_or(|c| c == p.currency) {
                payouts.push(p);
            }
        }
        Ok(())
    })
    .await?;
    for p in payouts {
        let Some(period) = &p.settles else { continue };
        let low = period.from.map_or_else(|| "0".to_string(), sort_time);
        let high = sort_time(period.to);
        let cur = p.currency;
        each_txn(st, &r.merchant_id, low, high, false, |e, t, _| {
            if t.currency != cur || settlement::settles(e).is_none() {
                return Ok(());
            }
            sheet.row(|c| match c {
                "payout_id" => Some(text(&p.id)),
                "payout_status" => Some(text(p.status.as_str())),
                "payout_created_utc" => Some(utc(p.created_at)),
                "payout_amount" => Some(num(p.amount)),
                "payout_amount_decimal" => Some(num(cur.decimal(p.amount))),
                _ => txn_cell(c, e, t, Some(&p.id)),
            })
        })
        .await?;
    }
    Ok(())
}

/// Per Baghdad day of the range and currency: the opening balance, the movements by kind
/// and the closing balance (opening + movements = closing; a day's closing is the next's
/// opening). The opening of the first day sums every balance transaction before it.
async fn daily_rows<W: Write>(st: &AppState, r: &Report, sheet: &mut Sheet<W>) -> ApiResult<()> {
    let offset = Duration::seconds(i64::from(BAGHDAD_OFFSET_SECS));
    let first = (r.from + offset).date_naive();
    let start = baghdad_midnight(first);
    let currencies: Vec<Currency> = Currency::ALL
        .into_iter()
        .filter(|c| r.currency.is_none_or(|x| x == *c))
        .collect();
    let mut before: BTreeMap<Currency, i64> = BTreeMap::new();
    let mut days: BTreeMap<(chrono::NaiveDate, Currency), Day> = BTreeMap::new();
    each_txn(
        st,
        &r.merchant_id,
        "0".into(),
        sort_time(r.to),
        false,
        |e, t, _| {
            let at = created(e);
            if at < start {
                *before.entry(t.currency).or_default() += t.net;
            } else {
                let d = (at + offset).date_naive();
                days.entry((d, t.currency))
                    .or_default()
                    .add(t.kind, t.amount, t.fee, t.net);
            }
            Ok(())
        },
    )
    .await?;
    for cur in currencies {
        let mut day = first;
        let mut opening = before.get(&cur).copied().unwrap_or(0);
        while baghdad_midnight(day) < r.to {
            let mut d = days.get(&(day, cur)).copied().unwrap_or_default();
            d.opening = opening;
            let closing = d.closing();
            sheet.row(|c| {
                let amount = |n: i64| Some(num(n));
                let decimal = |n: i64| Some(num(cur.decimal(n)));
                match c {
                    "date" => Some(num(day.format("%Y-%m-%d"))),
                    "currency" => Some(text(cur.code())),
                    "opening_balance" => amount(d.opening),
                    "opening_balance_decimal" => decimal(d.opening),
                    "gross" => amount(d.gross),
                    "gross_decimal" => decimal(d.gross),
                    "refunds" => amount(d.refunds),
                    "refunds_decimal" => decimal(d.refunds),
                    "fees" => amount(d.fees),
                    "fees_decimal" => decimal(d.fees),
                    "payouts" => amount(d.payouts),
                    "payouts_decimal" => decimal(d.payouts),
                    "other" => amount(d.other),
                    "other_decimal" => decimal(d.other),
                    "closing_balance" => amount(closing),
                    "closing_balance_decimal" => decimal(closing),
                    _ => None,
                }
            })?;
            opening = closing;
            let Some(next) = day.succ_opt() else { break };
            day = next;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sheet_has_a_bom_a_header_crlf_and_defused_text() {
        let mut s = Sheet::new(Vec::new(), vec!["name", "amount", "note"]).unwrap();
        s.row(|c| {
            Some(match c {
                "name" => text("زينب, \"علي\""),
                "amount" => num(-2500),
                _ => text("=SUM(A1)"),
            })
        })
        .unwrap();
        assert_eq!(s.rows, 1);
        let out = String::from_utf8(s.finish().unwrap()).unwrap();
        assert_eq!(
            out,
            "\u{FEFF}name,amount,note\r\n\"زينب, \"\"علي\"\"\",-2500,'=SUM(A1)\r\n"
        );
    }

    #[test]
    fn baghdad_times_are_three_hours_ahead_without_an_offset() {
        let t: DateTime<Utc> = "2026-12-05T21:30:00Z".parse().unwrap();
        let Cell::Num(s) = baghdad(t) else { panic!() };
        assert_eq!(s, "2026-12-06 00:30:00");
    }
}
