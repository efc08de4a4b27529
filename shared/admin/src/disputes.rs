//! The operators' side of disputes (`disputes` permission): the queue by status, one
//! dispute with both sides' statements and the payment, and the decision with its reason
//! (the money follows in the same transaction: `sanduq_disputes::moves::decide`).

use crate::guard::Caller;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::Extension;
use sanduq_api::contract::{Answer, Field, Kind, Op};
use sanduq_api::extract::{Fields, Query};
use sanduq_disputes::{moves, records};
use sanduq_domain::dispute::{Decision, Status, MAX_TEXT};
use sanduq_domain::operators::Permission as P;
use sanduq_domain::ErrorCode as E;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use serde_json::json;

pub const QUEUE: Op = Op {
    id: "adminDisputeQueue",
    summary: "Disputes in one status across merchants, oldest first",
    about: "`status` defaults to `under_review` (what waits for a decision). Pages by `after` (the `next` of the page before).",
    query: &[
        Field::opt(
            "status",
            Kind::Word {
                max: 14,
                one_of: &Status::NAMES,
            },
            "default under_review",
        ),
        Field::opt("after", Kind::Text { max: 120 }, "the page before's `next`"),
        Field::opt("limit", Kind::IntText { min: 1, max: 100 }, "default 50"),
    ],
    answer: Answer::ok("DisputeQueue"),
    errors: &[E::ValidationError],
    permission: Some(P::Disputes),
    ..Op::DEFAULT
};

pub(crate) async fn queue(State(st): State<AppState>, Query(mut q): Query) -> ApiResult<Response> {
    let status = q.opt_str("status", 14);
    let status = match status.as_deref() {
        None => Some(Status::UnderReview),
        Some(s) => {
            let parsed = Status::parse(s);
            if parsed.is_none() {
                q.fail(
                    "status",
                    format!("must be one of {}", Status::NAMES.join(", ")),
                );
            }
            parsed
        }
    };
    let after = q.opt_str("after", 120);
    let limit = q.opt_int_text("limit", 1, 100).unwrap_or(50) as usize;
    q.finish()?;
    let status = status.unwrap_or(Status::UnderReview);
    let rows = records::queue(&st, status, after.as_deref(), limit).await?;
    let now = chrono::Utc::now();
    let next = (rows.len() == limit)
        .then(|| rows.last())
        .flatten()
        .map(|d| format!("{}#{}", items::sort_time(d.created_at), d.id));
    let data: Vec<_> = rows.iter().map(|d| records::view(d, now)).collect();
    Ok(ok(
        StatusCode::OK,
        json!({ "object": "list", "data": data, "next": next }),
    ))
}

pub const SHOW: Op = Op {
    id: "adminDisputeShow",
    summary: "A dispute as operators review it: both sides and the payment",
    about: "The buyer's statement (`description`), the merchant's evidence, and the payment as it stands.",
    answer: Answer::ok("DisputeReview"),
    errors: &[E::NotFound],
    permission: Some(P::Disputes),
    ..Op::DEFAULT
};

pub(crate) async fn show(
    State(st): State<AppState>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let (d, _) = records::load(&st, &id).await?;
    let m = items::load_merchant(&st, &d.merchant_id)
        .await?
        .ok_or_else(|| items::internal("a dispute's merchant is missing"))?;
    let now = st.now_for(&m);
    let p = sanduq_payments::payments::load(&st, &m.id, &d.payment_id)
        .await?
        .payment;
    Ok(ok(
        StatusCode::OK,
        json!({
            "dispute": records::view(&d, now),
            "merchant": { "id": m.id, "name": m.name },
            "payment": {
                "id": p.id, "amount": p.amount, "currency": p.currency,
                "status": p.status_at(now).as_str(), "captured_amount": p.captured_amount,
                "refunded_amount": p.refunded_amount, "disputed_amount": p.disputed_amount,
                "description": p.description, "reference": p.reference,
                "created_at": p.created_at, "captured_at": p.captured_at,
            },
        }),
    ))
}

pub const FILE: Op = Op {
    id: "adminDisputeFile",
    summary: "One of a dispute's evidence files, as the merchant sent it",
    about: "The PDF, JPEG or PNG itself (`file_id` from the dispute's `evidence[].files[].id`), never kept by a browser or proxy (Cache-Control: no-store); a PDF comes as a download. Each read is written to the staff audit trail. SERVICE_UNAVAILABLE when the document store cannot answer.",
    answer: Answer::File {
        media: "application/pdf",
    },
    errors: &[E::NotFound, E::ServiceUnavailable],
    permission: Some(P::Disputes),
    audited_read: true,
    ..Op::DEFAULT
};

pub(crate) async fn file(
    State(st): State<AppState>,
    Path((id, file_id)): Path<(String, String)>,
) -> ApiResult<Response> {
    let (bytes, media) = moves::evidence_file(&st, &id, &file_id).await?;
    Ok(crate::routes::document_answer(bytes, &media))
}

pub const DECIDE: Op = Op {
    id: "adminDisputeDecide",
    summary: "Decide a dispute under review: won (the hold to the merchant) or lost (to the buyer)",
    about: "Once: a dispute already decided, withdrawn, accepted or past its deadline is INVALID_DISPUTE_STATUS. Lost refunds the payment by the disputed amount (its commission recalculated as for a refund). Event dispute.closed; the decision and who took it are kept on the dispute and the staff audit trail.",
    body: Some(&[
        Field::req(
            "outcome",
            Kind::Word {
                max: 4,
                one_of: &["won", "lost"],
            },
            "won: the merchant keeps the money; lost: the buyer gets it back",
        ),
        Field::req("reason", Kind::Text { max: MAX_TEXT }, "why, for both sides"),
    ]),
    answer: Answer::ok("Dispute"),
    errors: &[E::ValidationError, E::NotFound, E::InvalidDisputeStatus],
    permission: Some(P::Disputes),
    ..Op::DEFAULT
};

pub async fn decide(
    State(st): State<AppState>,
    Path(id): Path<String>,
    Extension(who): Extension<Caller>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let outcome = b.req_str("outcome", 4);
    let decision = match outcome.as_str() {
        "won" => Some(Decision::Won),
        "lost" => Some(Decision::Lost),
        "" => None,
        _ => {
            b.fail("outcome", "must be won or lost");
            None
        }
    };
    let reason = b.req_str("reason", MAX_TEXT);
    b.finish()?;
    let Some(decision) = decision else {
        return Err(sanduq_domain::DomainError::field("outcome", "is required").into());
    };
    moves::decide(&st, &id, decision, &reason, &who.person_id()).await
}
