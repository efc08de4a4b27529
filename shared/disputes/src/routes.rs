//! The disputes family over HTTP: the buyer opens, reads and withdraws disputes with the
//! wallet's access token (`/wallet/disputes`); the merchant lists and reads them, adds
//! evidence, submits it or accepts, with its secret key (`/disputes`).

use crate::moves::{self, Whose};
use crate::records::{self, Filter};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::Extension;
use sanduq_api::auth::{self as api_auth, Principal};
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes};
use sanduq_api::extract::{MerchantWrite, Query};
use sanduq_api::validate::Body;
use sanduq_domain::dispute::{Claim, Reason, Status, MAX_FILE, MAX_FILES, MAX_TEXT};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_payments::routes::money::{page, CURSOR, LIMIT};
use sanduq_store::Index;
use sanduq_wallets::auth::{user_token, UserPrincipal, UserWrite};

use ErrorCode as E;

pub fn routes(st: AppState) -> Routes {
    let buyer = Routes::new("disputes", Auth::User)
        .post("/api/v1/wallet/disputes", open, &OPEN)
        .get("/api/v1/wallet/disputes", list_mine, &LIST_MINE)
        .get(
            "/api/v1/wallet/disputes/{dispute_id}",
            show_mine,
            &SHOW_MINE,
        )
        .post(
            "/api/v1/wallet/disputes/{dispute_id}/withdraw",
            withdraw,
            &WITHDRAW,
        )
        .layer(|r| r.route_layer(from_fn_with_state(st.clone(), user_token)));
    let merchant = Routes::new("disputes", Auth::Secret)
        .get("/api/v1/disputes", list, &LIST)
        .get("/api/v1/disputes/{dispute_id}", show, &SHOW)
        .post(
            "/api/v1/disputes/{dispute_id}/evidence",
            evidence,
            &EVIDENCE,
        )
        .post("/api/v1/disputes/{dispute_id}/submit", submit, &SUBMIT)
        .post("/api/v1/disputes/{dispute_id}/accept", accept, &ACCEPT)
        .layer(|r| r.route_layer(from_fn_with_state(st, api_auth::secret_key)));
    buyer.merge(merchant)
}

const TEXT: Kind = Kind::Text { max: MAX_TEXT };

const STATUS: Field = Field::opt(
    "status",
    Kind::Word {
        max: 14,
        one_of: &Status::NAMES,
    },
    "only this status",
);

const OPEN: Op = Op {
    id: "walletOpenDispute",
    summary: "Report a problem with a payment: open a dispute",
    about: "On a completed (or partly refunded) payment of the signed-in user, within 60 days of paying (DISPUTE_WINDOW_EXPIRED after). `amount` defaults to all that is captured and not refunded or already disputed (more: REFUND_EXCEEDS_AMOUNT). The amount leaves the merchant's balance for the dispute's hold at once; what the balance cannot cover is the `shortfall`, taken as money arrives. The merchant answers within 7 days (`respond_by`) or loses. No PIN needed. Event dispute.created.",
    body: Some(&[
        Field::req("payment_id", Kind::Text { max: 64 }, "the payment (`pay_…`)"),
        Field::req(
            "reason",
            Kind::Word {
                max: 24,
                one_of: &Reason::NAMES,
            },
            "",
        ),
        Field::opt("amount", Kind::Amount, "what is disputed; default all that may be"),
        Field::req("description", TEXT, "what went wrong, in the user's words"),
    ]),
    answer: Answer::Json {
        status: 201,
        schema: "Dispute",
    },
    errors: &[
        E::ValidationError,
        E::PaymentNotFound,
        E::InvalidPaymentStatus,
        E::DisputeWindowExpired,
        E::RefundExceedsAmount,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const LIST_MINE: Op = Op {
    id: "walletListDisputes",
    summary: "The signed-in user's disputes, newest first",
    query: &[STATUS, CURSOR, LIMIT],
    answer: Answer::ok("DisputeList"),
    errors: &[E::ValidationError],
    ..Op::DEFAULT
};

const SHOW_MINE: Op = Op {
    id: "walletGetDispute",
    summary: "One of the signed-in user's disputes",
    answer: Answer::ok("Dispute"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const WITHDRAW: Op = Op {
    id: "walletWithdrawDispute",
    summary: "Withdraw a dispute before it is decided",
    about: "The hold returns to the merchant; a shortfall is forgiven. Decided (or past its deadline): INVALID_DISPUTE_STATUS. Event dispute.closed.",
    body: Some(&[]),
    answer: Answer::ok("Dispute"),
    errors: &[E::NotFound, E::InvalidDisputeStatus],
    idempotent: true,
    ..Op::DEFAULT
};

const LIST: Op = Op {
    id: "listDisputes",
    summary: "Disputes of your payments, newest first",
    about: "Filters: `status` (as of now: one past its deadline reads `lost`), `payment_id`, the creation time. Pages by cursor (`next_cursor`).",
    query: &[
        STATUS,
        Field::opt("payment_id", Kind::Text { max: 64 }, "only this payment's"),
        Field::opt("created[gte]", Kind::Time, "created at or after"),
        Field::opt("created[lt]", Kind::Time, "created before"),
        CURSOR,
        LIMIT,
    ],
    answer: Answer::ok("DisputeList"),
    errors: &[E::ValidationError],
    ..Op::DEFAULT
};

const SHOW: Op = Op {
    id: "getDispute",
    summary: "One dispute",
    answer: Answer::ok("Dispute"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const EVIDENCE: Op = Op {
    id: "addDisputeEvidence",
    summary: "Add evidence to a dispute waiting for your answer",
    about: "At most 20 pieces, each a text and up to 3 files kept where identity documents are (never in the table; the platform's operators read them); then submit it for the platform's review (`/submit`) before `respond_by`. Event dispute.updated.",
    body: Some(&[
        Field::req("text", TEXT, "what happened, as you can show it"),
        Field::opt(
            "files",
            Kind::Files {
                max_bytes: MAX_FILE,
                max_files: MAX_FILES,
            },
            "delivery notes, photos, chats: PDF, JPEG or PNG, at most 5 MB each and 10 MB a request",
        ),
    ]),
    answer: Answer::ok("Dispute"),
    errors: &[
        E::ValidationError,
        E::NotFound,
        E::InvalidDisputeStatus,
        E::ServiceUnavailable,
    ],
    idempotent: true,
    max_body: 10 * 1024 * 1024,
    ..Op::DEFAULT
};

const SUBMIT: Op = Op {
    id: "submitDispute",
    summary: "Submit your evidence for the platform's review",
    about: "The dispute is `under_review` until the platform decides it `won` (the hold returns to your balance) or `lost` (the buyer is refunded from it). Needs evidence first. Event dispute.updated.",
    body: Some(&[]),
    answer: Answer::ok("Dispute"),
    errors: &[E::NotFound, E::InvalidDisputeStatus],
    idempotent: true,
    ..Op::DEFAULT
};

const ACCEPT: Op = Op {
    id: "acceptDispute",
    summary: "Accept a dispute: the buyer is refunded from its hold",
    about: "The payment is refunded by the disputed amount (its status and commission follow, as for a refund). Event dispute.closed, with payment.refunded.",
    body: Some(&[]),
    answer: Answer::ok("Dispute"),
    errors: &[E::NotFound, E::InvalidDisputeStatus],
    idempotent: true,
    ..Op::DEFAULT
};

/// The list filters a request gives (`status`, and the merchant's `payment_id` and times).
fn filter(q: &mut Body, merchant: bool) -> Filter {
    let status = q.opt_str("status", 14);
    let status = match status.as_deref().map(|s| (s, Status::parse(s))) {
        Some((_, None)) => {
            q.fail(
                "status",
                format!("must be one of {}", Status::NAMES.join(", ")),
            );
            None
        }
        Some((_, s)) => s,
        None => None,
    };
    let (payment_id, from, to) = if merchant {
        (
            q.opt_str("payment_id", 64),
            q.opt_time("created[gte]"),
            q.opt_time("created[lt]"),
        )
    } else {
        (None, None, None)
    };
    let (after, limit) = page(q, records::cursor_of);
    Filter {
        status,
        payment_id,
        from,
        to,
        after,
        limit,
    }
}

async fn open(State(st): State<AppState>, w: UserWrite) -> ApiResult<Response> {
    let UserWrite {
        user,
        idem,
        mut body,
    } = w;
    let payment_id = body.req_str("payment_id", 64);
    let reason = body.req_str("reason", 24);
    let reason = match Reason::parse(&reason) {
        Some(r) => Some(r),
        None => {
            if !reason.is_empty() {
                body.fail(
                    "reason",
                    format!("must be one of {}", Reason::NAMES.join(", ")),
                );
            }
            None
        }
    };
    let amount = body.opt_amount("amount");
    let description = body.req_str("description", MAX_TEXT);
    body.finish()?;
    let Some(reason) = reason else {
        return Err(sanduq_domain::DomainError::field("reason", "is required").into());
    };
    let claim = Claim {
        user_id: user.user_id.clone(),
        reason,
        amount,
        description,
    };
    moves::open(&st, &user.merchant, &payment_id, &claim, &idem).await
}

async fn list_mine(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let f = filter(&mut q, false);
    q.finish()?;
    let now = st.now_for(&u.merchant);
    Ok(ok(
        StatusCode::OK,
        records::list(&st, Index::Gsi4, records::user_key(&u.user_id), &f, now).await?,
    ))
}

async fn show_mine(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let (d, _) = records::load_users(&st, &u.merchant.id, &u.user_id, &id).await?;
    Ok(ok(
        StatusCode::OK,
        records::view(&d, st.now_for(&u.merchant)),
    ))
}

async fn withdraw(
    State(st): State<AppState>,
    Path(id): Path<String>,
    w: UserWrite,
) -> ApiResult<Response> {
    let UserWrite {
        user, idem, body, ..
    } = w;
    body.finish()?;
    let whose = Whose::User(&user.merchant, &user.user_id);
    moves::act(&st, whose, &id, Some(&idem), |d, p, now| {
        Ok(d.withdraw(p, now)?)
    })
    .await
}

async fn list(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let f = filter(&mut q, true);
    q.finish()?;
    let now = st.now_for(&p.merchant);
    Ok(ok(
        StatusCode::OK,
        records::list(
            &st,
            Index::Gsi1,
            records::merchant_key(&p.merchant.id),
            &f,
            now,
        )
        .await?,
    ))
}

async fn show(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let (d, _) = records::load_merchants(&st, &p.merchant.id, &id).await?;
    Ok(ok(
        StatusCode::OK,
        records::view(&d, st.now_for(&p.merchant)),
    ))
}

async fn evidence(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        mut body,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let text = body.req_str("text", MAX_TEXT);
    let files = body.opt_files("files", MAX_FILE, MAX_FILES);
    body.finish()?;
    moves::add_evidence(&st, &p.merchant, &id, &text, &files, &idem).await
}

async fn submit(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    body.finish()?;
    moves::answer(&st, &p.merchant, &id, &idem, moves::Answer::Submit).await
}

async fn accept(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    body.finish()?;
    moves::answer(&st, &p.merchant, &id, &idem, moves::Answer::Accept).await
}
