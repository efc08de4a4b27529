//! The platform's daily safeguarding statement: per currency and Baghdad day, the position
//! at the day's first instant, the money that came in from outside and went out to it (by
//! kind of movement), what exchanges moved, and the position at its end (or now, for the
//! day in progress), all folded from production merchants' journals. It ties when opening
//! + in - out + exchanges = closing and the closing's difference is 0.
//!
//! A day's closing is kept (`OPS#SAFEGUARDING` / `DAY#date`, written only if absent) once
//! the day ended more than the grace a movement takes to commit, so a statement reads its
//! own day's journal and the days since the last kept closing, never the whole history
//! again.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use sanduq_domain::ledger::Posting;
use sanduq_domain::safeguarding::{Day, Position};
use sanduq_domain::settlement::{baghdad_midnight, GRACE_SECS};
use sanduq_domain::Currency;
use sanduq_kernel::cursor;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Index, Key, Query, SkRange};
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// The partition of the kept closings.
const KEPT: &str = "OPS#SAFEGUARDING";

fn kept_key(day: NaiveDate) -> Key {
    Key::new(KEPT, format!("DAY#{day}"))
}

type Positions = BTreeMap<Currency, Position>;

/// Hands every posting of the production merchants' journal entries made in [`from`, `to`)
/// to `each` with its entry's kind (`from` None: since the first).
async fn fold(
    st: &AppState,
    merchants: &[String],
    (from, to): (Option<DateTime<Utc>>, DateTime<Utc>),
    mut each: impl FnMut(&str, &Posting),
) -> ApiResult<()> {
    let low = from.map(sort_time).unwrap_or_default();
    // a sort key is the time then `#id`: every key of an entry made at `to` is above it
    let high = sort_time(to);
    for m in merchants {
        let pk = ["MER#", m, "#JOURNAL"].concat();
        cursor::oldest_first(st, Index::Gsi1, &pk, low.clone(), high.clone(), |rows| {
            for r in rows {
                let kind = r.get("kind").and_then(Value::as_str).unwrap_or_default();
                let postings: Vec<Posting> = r
                    .get("postings")
                    .cloned()
                    .map(serde_json::from_value)
                    .transpose()
                    .map_err(items::internal)?
                    .unwrap_or_default();
                for p in &postings {
                    each(kind, p);
                }
            }
            Ok(())
        })
        .await?;
    }
    Ok(())
}

/// A day's closing as kept.
#[derive(serde::Serialize)]
struct Kept<'a> {
    day: String,
    closing: &'a Positions,
}

/// Keeps `day`'s closing (a second writer of the same closing finds it there).
async fn keep(st: &AppState, day: NaiveDate, closing: &Positions) -> ApiResult<()> {
    let kept = Kept {
        day: day.to_string(),
        closing,
    };
    let w = items::put(&kept, &kept_key(day), &[], Some(Cond::NotExists))?;
    match st.store.transact(vec![w]).await {
        Err(e) if !e.is_contention() => Err(e.into()),
        _ => Ok(()),
    }
}

/// Where `day` opened: the last kept closing before it, moved by the journal since.
async fn opening(
    st: &AppState,
    merchants: &[String],
    day: NaiveDate,
    now: DateTime<Utc>,
) -> ApiResult<Positions> {
    let Some(before) = day.pred_opt() else {
        return Ok(Positions::new());
    };
    let q = Query::partition(KEPT)
        .sk(SkRange::Between("DAY#".into(), format!("DAY#{before}")))
        .backward()
        .limit(1);
    let kept = st.store.query(&q).await?.into_iter().next();
    let (mut at, from) = match kept {
        Some(k) => {
            let kept_day: NaiveDate = k
                .get("day")
                .and_then(Value::as_str)
                .and_then(|d| d.parse().ok())
                .ok_or_else(|| items::internal("a kept closing without its day"))?;
            let closing: Positions = k
                .get("closing")
                .cloned()
                .map(serde_json::from_value)
                .transpose()
                .map_err(items::internal)?
                .unwrap_or_default();
            if kept_day == before {
                return Ok(closing);
            }
            (closing, kept_day.succ_opt().map(baghdad_midnight))
        }
        None => (Positions::new(), None),
    };
    let start = baghdad_midnight(day);
    fold(st, merchants, (from, start), |_, p| {
        at.entry(p.currency).or_default().post(p)
    })
    .await?;
    if start + Duration::seconds(GRACE_SECS) <= now {
        keep(st, before, &at).await?;
    }
    Ok(at)
}

/// `day`'s statement per currency, up to now when the day is in progress; None for a day
/// that has not begun.
pub async fn day(st: &AppState, day: NaiveDate) -> ApiResult<Option<Value>> {
    let now = Utc::now();
    let start = baghdad_midnight(day);
    if start > now {
        return Ok(None);
    }
    let end = day.succ_opt().map(baghdad_midnight).unwrap_or(now);
    let merchants = crate::safeguarding::production(st).await?;
    let open = opening(st, &merchants, day, now).await?;
    let mut days: BTreeMap<Currency, Day> = Currency::ALL
        .into_iter()
        .map(|c| (c, Day::opening(open.get(&c).copied().unwrap_or_default())))
        .collect();
    let complete = end <= now;
    fold(st, &merchants, (Some(start), end.min(now)), |kind, p| {
        if let Some(d) = days.get_mut(&p.currency) {
            d.post(kind, p);
        }
    })
    .await?;
    if end + Duration::seconds(GRACE_SECS) <= now {
        let closing = days.iter().map(|(c, d)| (*c, d.closing)).collect();
        keep(st, day, &closing).await?;
    }
    let currencies: Vec<Value> = days.iter().map(|(c, d)| view(*c, d)).collect();
    let ok = days
        .values()
        .all(|d| d.ties() && d.closing.difference() == 0);
    Ok(Some(json!({
        "object": "safeguarding_day",
        "day": day.to_string(),
        "from": sanduq_domain::time::Time(start),
        "to": sanduq_domain::time::Time(end.min(now)),
        "complete": complete,
        "ok": ok,
        "currencies": currencies,
    })))
}

fn position(p: &Position) -> Value {
    json!({
        "wallets": p.wallets,
        "holds": p.holds,
        "merchant_balances": p.merchant_balances,
        "in_transit": p.in_transit,
        "commission": p.commission,
        "dispute_holds": p.dispute_holds,
        "agents": p.agents,
        "outstanding": p.outstanding(),
        "backed_by": p.backed_by(),
        "exchanged_in": p.exchanged_in(),
        "difference": p.difference(),
    })
}

fn view(c: Currency, d: &Day) -> Value {
    json!({
        "currency": c,
        "opening": position(&d.opening),
        "came_in": d.came_in,
        "went_out": d.went_out,
        "total_in": d.total_in(),
        "total_out": d.total_out(),
        "exchanged_in": d.exchanged_in(),
        "closing": position(&d.closing),
        "difference": d.closing.difference(),
        "ties": d.ties(),
    })
}

/// The daily statement's route: thin, it reads and answers.
pub mod http {
    use axum::extract::State;
    use axum::http::StatusCode;
    use axum::response::Response;
    use sanduq_api::contract::{Answer, Field, Kind, Op};
    use sanduq_domain::operators::Permission as P;
    use sanduq_domain::ErrorCode as E;
    use sanduq_kernel::error::{ok, ApiError, ApiResult};
    use sanduq_kernel::state::AppState;

    pub const DAY: Op = Op {
        id: "adminSafeguardingDay",
        summary: "The daily safeguarding statement of one Baghdad day",
        about: "Per currency: the position at the day's first instant (`opening`), what came in from outside and went out to it by kind of movement (`came_in`: deposits; `went_out`: payouts and cash-outs paid), what exchanges moved in, and the position at its end (`closing`; now, with `complete` false, for the day in progress), folded from every production merchant's journal. `ties` when opening + in - out + exchanges = closing; `ok` when every currency ties and its closing `difference` is 0. A day not yet begun is a 422 on `day`.",
        query: &[Field::req("day", Kind::Date, "the Baghdad day, YYYY-MM-DD")],
        answer: Answer::ok("SafeguardingDay"),
        errors: &[E::ValidationError],
        permission: Some(P::BooksRead),
        ..Op::DEFAULT
    };

    pub async fn day(
        State(st): State<AppState>,
        sanduq_api::extract::Query(mut q): sanduq_api::extract::Query,
    ) -> ApiResult<Response> {
        let day = q.req_date("day");
        q.finish()?;
        let Some(day) = day else {
            return Err(ApiError::new(E::ValidationError, "no day"));
        };
        match super::day(&st, day).await? {
            Some(v) => Ok(ok(StatusCode::OK, v)),
            None => Err(sanduq_domain::DomainError::field(
                "day",
                "must not be after today (Baghdad time)",
            )
            .into()),
        }
    }
}
