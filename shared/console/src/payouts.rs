//! The queues of payouts and cash-outs across merchants, oldest first, with complete and
//! fail for finance (a large one at a production merchant is held for a second person: the
//! admin API's own handlers decide). Each action is on the staff audit trail.

use crate::home::{money, when};
use crate::session::{self, Signed};
use crate::{answered, audited, finished, frame, html, refusal, signed_page, Act};
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Extension;
use sanduq_admin::routes;
use sanduq_api::browser::{Form, Look};
use sanduq_api::extract::Fields;
use sanduq_domain::operators::Permission;
use sanduq_domain::payout::PayoutStatus;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::state::AppState;
use sanduq_pages::console::{self as pages, PayoutRow};
use sanduq_payments::payouts::{self, Kind};
use serde_json::json;

/// The queue a request asks for: payouts, or cash-outs (`kind=cash_out`).
fn kind_of(query: Option<&str>) -> Kind {
    match Form::query(query).get("kind") {
        Some("cash_out") => Kind::CashOut,
        _ => Kind::Payout,
    }
}

fn may_end(who: &Signed, kind: Kind) -> bool {
    who.operator.may(match kind {
        Kind::Payout => Permission::PayoutsComplete,
        Kind::CashOut => Permission::CashOutsComplete,
    })
}

/// `GET /console/payouts[?kind=cash_out][&done=paid|failed|held]`
pub async fn show(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may =
        who.operator.may(Permission::PayoutsRead) || who.operator.may(Permission::PayoutsComplete);
    let f = match signed_page(&who, look, "payouts", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let s = f.s;
    let kind = kind_of(uri.query());
    let f = match Form::query(uri.query()).get("done") {
        Some("paid") => f.with_flash(true, s.done_paid),
        Some("failed") => f.with_flash(true, s.done_failed),
        Some("held") => f.with_flash(true, s.done_held),
        _ => f,
    };
    let mut rows = vec![];
    for p in payouts::queue(&st, kind, PayoutStatus::Pending, None, 100).await? {
        let merchant = sanduq_kernel::items::load_merchant(&st, &p.merchant_id)
            .await?
            .map_or_else(|| p.merchant_id.clone(), |m| m.name);
        rows.push(PayoutRow {
            id: p.id.clone(),
            merchant,
            amount: money(look.locale, p.currency, p.amount),
            destination: p.destination.clone(),
            created: when(look.locale, p.created_at),
        });
    }
    let title = match kind {
        Kind::Payout => s.payouts_title,
        Kind::CashOut => s.cash_outs_title,
    };
    let body = pages::payouts(&f, title, &rows, may_end(&who, kind));
    Ok(html(StatusCode::OK, body, look, &headers))
}

/// `POST /console/payouts/{id}/complete|fail` (csrf; reason to fail)
pub async fn act(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path((id, step)): Path<(String, String)>,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let form = Form::parse(&body);
    let kind = if id.starts_with("co_") {
        Kind::CashOut
    } else {
        Kind::Payout
    };
    let f = frame(&who, look, "payouts", "/console/payouts", None);
    let act = Act {
        action: format!("POST /console/payouts/{{id}}/{step}"),
        path: uri.path().to_string(),
        object: id.clone(),
        origin,
    };
    let (w, p, ex) = (Extension(who.caller()), Path(id.clone()), None);
    let fail = json!({ "reason": form.text("reason") });
    let run = async {
        match (kind, step.as_str()) {
            (Kind::Payout, "complete") => {
                let b = Fields::of(&routes::COMPLETE_PAYOUT, &json!({}))?;
                routes::complete_payout(State(st.clone()), w, ex, p, b).await
            }
            (Kind::Payout, "fail") => {
                let b = Fields::of(&routes::FAIL_PAYOUT, &fail)?;
                routes::fail_payout(State(st.clone()), w, ex, p, b).await
            }
            (Kind::CashOut, "complete") => {
                let b = Fields::of(&routes::COMPLETE_CASH_OUT, &json!({}))?;
                routes::complete_cash_out(State(st.clone()), w, ex, p, b).await
            }
            (Kind::CashOut, "fail") => {
                let b = Fields::of(&routes::FAIL_CASH_OUT, &fail)?;
                routes::fail_cash_out(State(st.clone()), w, ex, p, b).await
            }
            _ => Err(ApiError::new(
                sanduq_domain::ErrorCode::NotFound,
                "no such action",
            )),
        }
    };
    let need = match kind {
        Kind::Payout => Permission::PayoutsComplete,
        Kind::CashOut => Permission::CashOutsComplete,
    };
    let ran = audited(&st, &who, &form, need, act, run, answered).await?;
    let answered = match finished(ran, &f, look, &headers) {
        Ok(done) => done,
        Err(page) => return Ok(*page),
    };
    let back = match kind {
        Kind::Payout => "/console/payouts?",
        Kind::CashOut => "/console/payouts?kind=cash_out&",
    };
    match answered {
        Ok(r) => {
            let done = match (r.status(), step.as_str()) {
                (StatusCode::ACCEPTED, _) => "held",
                (_, "complete") => "paid",
                _ => "failed",
            };
            Ok(session::see_other(&format!("{back}done={done}")))
        }
        Err(e) => Ok(refusal(
            StatusCode::UNPROCESSABLE_ENTITY,
            &f,
            &e.0.message,
            look,
            &headers,
        )),
    }
}
