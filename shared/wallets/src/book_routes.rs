//! The merchant's books over HTTP (`books`): its users, transfers, cash-ins and cash-outs.
//! Wallet family, secret key (the family's merchant group authenticates them).

use crate::books::{self, Book};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::Extension;
use sanduq_api::auth::Principal;
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes};
use sanduq_api::extract::Query;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::state::AppState;

use ErrorCode as E;

pub fn routes() -> Routes {
    Routes::new("wallet", Auth::Secret)
        .get("/api/v1/users", list_users, &LIST_USERS)
        .get("/api/v1/users/{user_id}", get_user, &GET_USER)
        .get("/api/v1/transfers", list_transfers, &LIST_TRANSFERS)
        .get("/api/v1/cash-ins", list_cash_ins, &LIST_CASH_INS)
        .get("/api/v1/cash-outs", list_cash_outs, &LIST_CASH_OUTS)
}

const FROM: Field = Field::opt("created[gte]", Kind::Time, "created at or after");
const TO: Field = Field::opt("created[lt]", Kind::Time, "created before");
use sanduq_payments::routes::money::{CURSOR, LIMIT};

const fn status(one_of: &'static [&'static str]) -> Field {
    Field::opt("status", Kind::Word { max: 10, one_of }, "only this status")
}

const LIST_USERS: Op = Op {
    id: "listUsers",
    summary: "Your users, newest first",
    about: "Each with its identity tier, verification and freeze (`status=frozen` lists those under any freeze). Pages by cursor (`next_cursor`).",
    query: &[status(&["active", "frozen"]), FROM, TO, CURSOR, LIMIT],
    answer: Answer::ok("UserRecordList"),
    errors: &[E::ValidationError],
    ..Op::DEFAULT
};

const GET_USER: Op = Op {
    id: "getUser",
    summary: "One of your users with its wallets",
    about: "By the user's id (`usr_…`) or your external id.",
    answer: Answer::ok("UserRecord"),
    errors: &[E::WalletNotFound],
    ..Op::DEFAULT
};

const LIST_TRANSFERS: Op = Op {
    id: "listTransfers",
    summary: "Transfers between your users, newest first",
    query: &[status(&["completed"]), FROM, TO, CURSOR, LIMIT],
    answer: Answer::ok("TransferList"),
    errors: &[E::ValidationError],
    ..Op::DEFAULT
};

const LIST_CASH_INS: Op = Op {
    id: "listCashIns",
    summary: "Cash your users paid in at your counter, newest first",
    about: "A cash-in is done when it is made: it has no status to filter by.",
    query: &[FROM, TO, CURSOR, LIMIT],
    answer: Answer::ok("CashInList"),
    errors: &[E::ValidationError],
    ..Op::DEFAULT
};

const LIST_CASH_OUTS: Op = Op {
    id: "listCashOuts",
    summary: "Your users' cash-outs, newest first",
    query: &[
        status(&["pending", "paid", "failed"]),
        FROM,
        TO,
        CURSOR,
        LIMIT,
    ],
    answer: Answer::ok("CashOutList"),
    errors: &[E::ValidationError],
    ..Op::DEFAULT
};

/// Reads a list's query (its status words from `books::statuses`) and answers its page.
async fn list(
    st: &AppState,
    p: &Principal,
    book: Book,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let words = books::statuses(book);
    let status = if words.is_empty() {
        None
    } else {
        q.opt_str("status", 10)
    };
    if status.as_deref().is_some_and(|s| !words.contains(&s)) {
        q.fail("status", format!("must be one of {}", words.join(", ")));
    }
    let from = q.opt_time("created[gte]");
    let to = q.opt_time("created[lt]");
    let (after, limit) = sanduq_payments::routes::money::page(&mut q, |c| {
        sanduq_kernel::cursor::decode(c, book.prefix())
    });
    q.finish()?;
    let f = books::Filter {
        from,
        to,
        status,
        after,
        limit,
    };
    Ok(ok(
        StatusCode::OK,
        books::list(st, &p.merchant.id, book, &f).await?,
    ))
}

async fn list_users(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    q: Query,
) -> ApiResult<Response> {
    list(&st, &p, Book::Users, q).await
}

async fn get_user(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        books::user(&st, &p.merchant.id, &id).await?,
    ))
}

async fn list_transfers(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    q: Query,
) -> ApiResult<Response> {
    list(&st, &p, Book::Transfers, q).await
}

async fn list_cash_ins(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    q: Query,
) -> ApiResult<Response> {
    list(&st, &p, Book::CashIns, q).await
}

async fn list_cash_outs(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    q: Query,
) -> ApiResult<Response> {
    list(&st, &p, Book::CashOuts, q).await
}
