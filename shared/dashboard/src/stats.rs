//! The dashboard's figures: captured volume, count and commission per currency per day over
//! the last 30 days (days in Baghdad time, UTC+3, no daylight saving), read from the
//! merchant's payments list (GSI1) at the time of asking.
//!
//! A payment counts on the day it was captured: volume is what was captured (gross, refunds
//! not taken off), commission what is kept now (after refunds). Payments are read from
//! those created in the last 60 days (a reservation holds at most 30 days), at most
//! `MAX_READ`; beyond that the figures say they are partial.

use chrono::{DateTime, Duration, FixedOffset, NaiveDate, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::Payment;
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_store::{Index, Query, SkRange};
use std::collections::BTreeMap;

pub const DAYS: i64 = 30;
/// The most payments one overview reads.
pub const MAX_READ: usize = 20_000;

/// Baghdad's offset from UTC (the one the pages show times in).
pub fn iraq() -> FixedOffset {
    FixedOffset::east_opt(sanduq_pages::format::BAGHDAD_OFFSET_SECS).expect("a valid offset")
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Figures {
    pub volume: i64,
    pub count: i64,
    pub commission: i64,
}

impl Figures {
    fn add(&mut self, o: Figures) {
        self.volume += o.volume;
        self.count += o.count;
        self.commission += o.commission;
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Stats {
    /// The 30 days, oldest first; the last is today.
    pub days: Vec<NaiveDate>,
    /// Per currency with any capture in the period: one entry per day.
    pub by_currency: BTreeMap<Currency, Vec<Figures>>,
    /// How many payments were read, when the read stopped at `MAX_READ`.
    pub partial: Option<usize>,
}

impl Stats {
    pub fn today(&self, c: Currency) -> Figures {
        self.by_currency
            .get(&c)
            .and_then(|d| d.last().copied())
            .unwrap_or_default()
    }

    pub fn period(&self, c: Currency) -> Figures {
        let mut f = Figures::default();
        for d in self.by_currency.get(&c).into_iter().flatten() {
            f.add(*d);
        }
        f
    }
}

/// The figures of `payments` for the 30 days ending on `now`'s day (pure).
pub fn summarize(payments: &[Payment], now: DateTime<Utc>) -> Stats {
    let today = now.with_timezone(&iraq()).date_naive();
    let first = today - Duration::days(DAYS - 1);
    let days: Vec<NaiveDate> = (0..DAYS).map(|i| first + Duration::days(i)).collect();
    let mut by_currency: BTreeMap<Currency, Vec<Figures>> = BTreeMap::new();
    for p in payments {
        let Some(at) = p.captured_at else { continue };
        if p.captured_amount <= 0 {
            continue;
        }
        let day = at.with_timezone(&iraq()).date_naive();
        if day < first || day > today {
            continue;
        }
        let i = (day - first).num_days() as usize;
        let row = by_currency
            .entry(p.currency)
            .or_insert_with(|| vec![Figures::default(); DAYS as usize]);
        row[i].add(Figures {
            volume: p.captured_amount,
            count: 1,
            commission: p.commission_amount,
        });
    }
    Stats {
        days,
        by_currency,
        partial: None,
    }
}

/// The merchant's figures now (on its clock).
pub async fn overview(st: &AppState, m: &Merchant) -> ApiResult<Stats> {
    let now = st.now_for(m);
    let since = now - Duration::days(2 * DAYS);
    let q = Query::index(Index::Gsi1, format!("MER#{}#PAYS", m.id))
        .sk(SkRange::Between(sort_time(since), "~".into()))
        .backward()
        .limit(MAX_READ);
    let rows = st.store.query(&q).await?;
    let read = rows.len();
    let payments: Vec<Payment> = rows
        .into_iter()
        .map(items::from_item)
        .collect::<ApiResult<_>>()?;
    let mut s = summarize(&payments, now);
    if read >= MAX_READ {
        s.partial = Some(read);
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sanduq_domain::payment::{CaptureMode, PaymentStatus};

    fn paid(c: Currency, amount: i64, at: DateTime<Utc>) -> Payment {
        Payment {
            id: "pay_1".into(),
            merchant_id: "mer_1".into(),
            session_id: "cs_1".into(),
            user_id: "usr_1".into(),
            external_user_id: "u".into(),
            status: PaymentStatus::Completed,
            amount,
            currency: c,
            held: 0,
            disputed_amount: 0,
            captured_amount: amount,
            refunded_amount: 0,
            commission_amount: amount / 100,
            commission_bps: 100,
            description: None,
            reference: None,
            receipt: None,
            capture_mode: CaptureMode::Automatic,
            metadata: Default::default(),
            void_reason: None,
            capture_tx_id: None,
            refund_count: 0,
            pin_failures: 0,
            failure_reason: None,
            authorization_ttl_secs: 3600,
            created_at: at,
            updated_at: at,
            expires_at: at,
            authorized_at: Some(at),
            authorization_expires_at: None,
            captured_at: Some(at),
            voided_at: None,
            failed_at: None,
            fx_details: None,
            expired_at: None,
        }
    }

    #[test]
    fn days_are_baghdad_days_and_only_captures_count() {
        // 2026-11-22 21:30 UTC is already 2026-11-23 in Baghdad
        let now = DateTime::parse_from_rfc3339("2026-11-22T21:30:00Z")
            .unwrap()
            .to_utc();
        let late = DateTime::parse_from_rfc3339("2026-11-22T21:10:00Z")
            .unwrap()
            .to_utc();
        let earlier = DateTime::parse_from_rfc3339("2026-11-22T20:00:00Z")
            .unwrap()
            .to_utc();
        let old = now - Duration::days(40);
        let mut unpaid = paid(Currency::Iqd, 7, late);
        unpaid.captured_at = None;
        unpaid.captured_amount = 0;
        let s = summarize(
            &[
                paid(Currency::Iqd, 25_000, late),
                paid(Currency::Iqd, 1_000, earlier),
                paid(Currency::Usd, 1_250, late),
                paid(Currency::Usd, 999, old),
                unpaid,
            ],
            now,
        );
        assert_eq!(s.days.len(), 30);
        assert_eq!(s.days.last().unwrap().to_string(), "2026-11-23");
        assert_eq!(
            s.today(Currency::Iqd),
            Figures {
                volume: 25_000,
                count: 1,
                commission: 250
            }
        );
        assert_eq!(s.period(Currency::Iqd).volume, 26_000);
        assert_eq!(s.by_currency[&Currency::Iqd][28].volume, 1_000);
        assert_eq!(s.period(Currency::Usd).count, 1); // the 40-day-old one is out
    }
}
