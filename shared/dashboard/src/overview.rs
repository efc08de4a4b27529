//! The overview: today's and the last 30 days' figures per currency, a chart per currency,
//! and the payments by status.

use crate::session::{Look, Staff};
use crate::stats;
use crate::{frame, html, refusal};
use axum::extract::{OriginalUri, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use sanduq_domain::payment::PaymentStatus;
use sanduq_domain::staff::Action;
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::dashboard::{self as pages, chart, CurrencyCard, Day, Figures, StatusRow};
use sanduq_pages::format;
use sanduq_pages::Locale;
use sanduq_payments::payment_counts;

fn figures(l: Locale, c: Currency, f: stats::Figures) -> Figures {
    Figures {
        volume: format::amount(l, f.volume, c.code(), c.exponent()),
        count: format::number(l, f.count),
        commission: format::amount(l, f.commission, c.code(), c.exponent()),
    }
}

/// The page's view of the figures (pure).
pub fn view(l: Locale, s: &stats::Stats, counts: &payment_counts::Counts) -> pages::Overview {
    let d = pages::Dash::of(l);
    let day_text = |day: &chrono::NaiveDate| format::time(l, &day.format("%m-%d").to_string());
    let cards = s
        .by_currency
        .iter()
        .map(|(c, days)| {
            let bars: Vec<(String, i64, String)> = s
                .days
                .iter()
                .zip(days)
                .map(|(day, f)| {
                    (
                        day_text(day),
                        f.volume,
                        format::amount(l, f.volume, c.code(), c.exponent()),
                    )
                })
                .collect();
            CurrencyCard {
                currency: c.code().into(),
                today: figures(l, *c, s.today(*c)),
                month: figures(l, *c, s.period(*c)),
                chart: chart::bars(
                    &format!("chart-{}", c.code()),
                    &format!("{} ({})", d.chart_caption, c.code()),
                    &bars,
                    l.dir() == "rtl",
                ),
                days: s
                    .days
                    .iter()
                    .zip(days)
                    .rev()
                    .map(|(day, f)| {
                        let t = figures(l, *c, *f);
                        Day {
                            day: format::time(l, &day.to_string()),
                            volume: t.volume,
                            count: t.count,
                            commission: t.commission,
                        }
                    })
                    .collect(),
            }
        })
        .collect();
    pages::Overview {
        cards,
        partial: s
            .partial
            .map(|n| d.stats_partial.replace("{n}", &format::number(l, n as i64))),
        status_currencies: Currency::ALL.iter().map(|c| c.code().to_string()).collect(),
        statuses: PaymentStatus::ALL
            .iter()
            .map(|st| StatusRow {
                status: st.as_str().into(),
                text: d.status(st.as_str()).into(),
                counts: Currency::ALL
                    .iter()
                    .map(|c| format::number(l, counts.of(*c, *st)))
                    .collect(),
            })
            .collect(),
    }
}

/// `GET /dashboard`
pub async fn show(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "overview", uri.path(), uri.query());
    if !who.may(Action::ViewOverview) {
        return Ok(refusal(
            StatusCode::FORBIDDEN,
            &f,
            f.s.forbidden,
            look,
            &headers,
        ));
    }
    let s = stats::overview(&st, &who.merchant).await?;
    let counts = payment_counts::read(&st, &who.merchant.id).await?;
    let page = pages::overview(&f, &view(look.locale, &s, &counts));
    Ok(html(StatusCode::OK, page, look, &headers))
}
