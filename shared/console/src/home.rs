//! The console's home: the queues with their counts (each one the person's roles let them
//! work), and the requests waiting for a second person.

use crate::session::Signed;
use crate::{frame, html};
use axum::extract::{OriginalUri, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use sanduq_api::browser::Look;
use sanduq_domain::operators::Permission;
use sanduq_domain::payout::PayoutStatus;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::console::{self as pages, ApprovalRow, Queue};
use sanduq_pages::{format, Locale};
use sanduq_payments::payouts::{self, Kind};

/// How far a queue is counted (more shows as "100+").
const COUNTED: usize = 100;

fn count(locale: Locale, n: usize) -> String {
    let shown = format::number(locale, n.min(COUNTED) as i64);
    if n >= COUNTED {
        format!("{shown}+")
    } else {
        shown
    }
}

/// A time as the console shows it: Baghdad's, to the minute, in the locale's digits.
pub fn when(locale: Locale, t: chrono::DateTime<chrono::Utc>) -> String {
    format::time(locale, &sanduq_domain::time::text(t))
}

/// An amount as the console shows it, in the locale's way.
pub fn money(locale: Locale, c: sanduq_domain::Currency, minor: i64) -> String {
    format::amount(locale, minor, c.code(), c.exponent())
}

/// `GET /console`
pub async fn show(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "home", uri.path(), uri.query());
    let s = f.s;
    let may = |p| who.operator.may(p);
    let waiting = sanduq_admin::approvals::list(&st, Some("pending_approval"), COUNTED).await?;
    let mut queues = vec![Queue {
        id: "approvals",
        href: "",
        label: s.queue_approvals,
        count: count(look.locale, waiting.len()),
    }];
    if may(Permission::KycRead) {
        let n = sanduq_wallets::kyc::queue(&st, COUNTED).await?.len();
        queues.push(Queue {
            id: "kyc",
            href: "/console/kyc",
            label: s.queue_kyc,
            count: count(look.locale, n),
        });
    }
    if may(Permission::PayoutsRead) || may(Permission::PayoutsComplete) {
        for (id, href, label, kind) in [
            ("payouts", "/console/payouts", s.queue_payouts, Kind::Payout),
            (
                "cash-outs",
                "/console/payouts?kind=cash_out",
                s.queue_cash_outs,
                Kind::CashOut,
            ),
        ] {
            let n = payouts::queue(&st, kind, PayoutStatus::Pending, None, COUNTED)
                .await?
                .len();
            queues.push(Queue {
                id,
                href,
                label,
                count: count(look.locale, n),
            });
        }
    }
    let rows: Vec<ApprovalRow> = waiting
        .iter()
        .map(|a| ApprovalRow {
            id: a.id.clone(),
            action: s.action(a.action.as_str()),
            target: a.target.clone(),
            maker: a.maker.name.clone(),
            created: when(look.locale, a.created_at),
        })
        .collect();
    Ok(html(
        StatusCode::OK,
        pages::home(&f, &queues, &rows),
        look,
        &headers,
    ))
}
