//! What the platform team looks up and works through: merchants (by name or id, by status),
//! a person's wallets across merchants by phone, and the queues of payouts and cash-outs.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use sanduq_api::contract::{Answer, Field, Kind, Op};
use sanduq_api::extract::Query;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::operators::Permission as P;
use sanduq_domain::payout::PayoutStatus;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_payments::payouts::{self, Kind as PayoutKind};
use sanduq_payments::{users, views};
use sanduq_store::{Index, Query as StoreQuery};
use serde_json::{json, Value};

/// The merchants a list or a phone lookup reads at most: a platform's merchants, not a
/// crowd (past it, the answer says it was cut short).
pub const MAX_MERCHANTS: usize = 2_000;

pub const MERCHANTS: Op = Op {
    id: "adminListMerchants",
    summary: "List merchants",
    about: "Newest first. `q` finds a merchant by its id or by words of its name (any case); \
            `status` keeps one status.",
    query: &[
        Field::opt("q", Kind::Text { max: 100 }, "an id, or words of the name"),
        Field::opt(
            "status",
            Kind::Word {
                max: 16,
                one_of: &["pending", "approved", "rejected", "suspended"],
            },
            "",
        ),
        Field::opt(
            "limit",
            Kind::IntText { min: 1, max: 100 },
            "merchants a page, default 50",
        ),
    ],
    answer: Answer::ok("MerchantList"),
    permission: Some(P::MerchantsRead),
    ..Op::DEFAULT
};

pub const USERS: Op = Op {
    id: "adminFindUsers",
    summary: "Find a person's wallets by phone, across merchants",
    about: "E.164 (+9647701234567) or the Iraqi national form (07701234567). Each wallet with \
            its merchant, balances, identity tier and review, and freeze.",
    query: &[Field::req(
        "phone",
        Kind::Text { max: 32 },
        "+9647701234567 or 07701234567",
    )],
    answer: Answer::ok("UserLookup"),
    permission: Some(P::UsersRead),
    ..Op::DEFAULT
};

const QUEUE_QUERY: &[Field] = &[
    Field::opt(
        "status",
        Kind::Word {
            max: 16,
            one_of: &["pending", "paid", "failed"],
        },
        "default pending",
    ),
    Field::opt(
        "cursor",
        Kind::Text { max: 128 },
        "`next_cursor` of the page before",
    ),
    Field::opt(
        "limit",
        Kind::IntText { min: 1, max: 100 },
        "rows a page, default 50",
    ),
];

pub const PAYOUTS: Op = Op {
    id: "adminPayoutQueue",
    summary: "Payouts across merchants, oldest first",
    about: "The queue to complete or fail (`status` pending by default).",
    query: QUEUE_QUERY,
    answer: Answer::ok("PayoutQueue"),
    permission: Some(P::PayoutsRead),
    ..Op::DEFAULT
};

pub const CASH_OUTS: Op = Op {
    id: "adminCashOutQueue",
    summary: "Cash-outs across merchants, oldest first",
    about: "The queue to complete or fail (`status` pending by default).",
    query: QUEUE_QUERY,
    answer: Answer::ok("PayoutQueue"),
    permission: Some(P::PayoutsRead),
    ..Op::DEFAULT
};

pub const DEPOSIT: Op = Op {
    id: "adminFindDeposit",
    summary: "A merchant's deposit by its bank reference",
    about: "As typed or as the bank prints it (spaces and case do not matter).",
    query: &[Field::req(
        "bank_reference",
        Kind::Text {
            max: crate::deposits::MAX_BANK_REFERENCE,
        },
        "",
    )],
    answer: Answer::ok("Deposit"),
    errors: &[
        sanduq_domain::ErrorCode::NotFound,
        sanduq_domain::ErrorCode::UnknownMerchant,
    ],
    permission: Some(P::BooksRead),
    ..Op::DEFAULT
};

pub async fn deposit(
    State(st): State<AppState>,
    axum::extract::Path(id): axum::extract::Path<String>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let reference = q.req_str("bank_reference", crate::deposits::MAX_BANK_REFERENCE);
    q.finish()?;
    let m = crate::merchants::get(&st, &id).await?;
    let d = crate::deposits::find(&st, &m.id, &reference)
        .await?
        .ok_or_else(|| {
            sanduq_kernel::error::ApiError::new(
                sanduq_domain::ErrorCode::NotFound,
                "no deposit to this merchant under that bank reference",
            )
        })?;
    Ok(ok(StatusCode::OK, d))
}

/// Every merchant, newest first (at most `MAX_MERCHANTS`), and whether there were more.
async fn all_merchants(st: &AppState) -> ApiResult<(Vec<Merchant>, bool)> {
    let q = StoreQuery::index(Index::Gsi1, "MERCHANTS")
        .backward()
        .limit(MAX_MERCHANTS + 1);
    let mut all: Vec<Merchant> = st
        .store
        .query(&q)
        .await?
        .into_iter()
        .map(items::from_item)
        .collect::<ApiResult<_>>()?;
    let more = all.len() > MAX_MERCHANTS;
    all.truncate(MAX_MERCHANTS);
    Ok((all, more))
}

/// Merchants, newest first, whose id or name `text` finds and whose status is `status`;
/// and whether more merchants were there than are read.
pub async fn find_merchants(
    st: &AppState,
    text: Option<&str>,
    status: Option<&str>,
) -> ApiResult<(Vec<Merchant>, bool)> {
    let (all, cut) = all_merchants(st).await?;
    let found = all
        .into_iter()
        .filter(|m| text.is_none_or(|t| matches(m, t)))
        .filter(|m| status.is_none_or(|s| m.status.as_str() == s))
        .collect();
    Ok((found, cut))
}

/// Whether `m` is what `q` asks for: its id, or every word of `q` in its name.
fn matches(m: &Merchant, q: &str) -> bool {
    let q = q.trim().to_lowercase();
    if q == m.id {
        return true;
    }
    let name = m.name.to_lowercase();
    q.split_whitespace().all(|w| name.contains(w))
}

pub async fn merchants(State(st): State<AppState>, Query(mut q): Query) -> ApiResult<Response> {
    let text = q.opt_str("q", 100);
    let status = q.opt_str("status", 16);
    const STATUSES: [&str; 4] = ["pending", "approved", "rejected", "suspended"];
    if status.as_deref().is_some_and(|s| !STATUSES.contains(&s)) {
        q.fail(
            "status",
            "must be one of pending, approved, rejected, suspended",
        );
    }
    let limit = q.opt_int_text("limit", 1, 100).unwrap_or(50) as usize;
    q.finish()?;
    let (found, cut) = find_merchants(&st, text.as_deref(), status.as_deref()).await?;
    let total = found.len();
    let data: Vec<Value> = found.iter().take(limit).map(views::merchant).collect();
    Ok(ok(
        StatusCode::OK,
        json!({ "data": data, "total": total, "truncated": cut }),
    ))
}

pub async fn users(State(st): State<AppState>, Query(mut q): Query) -> ApiResult<Response> {
    let phone = q.req_str("phone", 32);
    let e164 = sanduq_domain::phone::e164(&phone, sanduq_domain::phone::DEFAULT_REGION);
    if e164.is_none() && !phone.is_empty() {
        q.fail(
            "phone",
            "must be a phone number: +9647701234567 or 07701234567",
        );
    }
    q.finish()?;
    let e164 = e164.unwrap_or_default();
    let (found, cut) = by_phone(&st, &e164).await?;
    let data: Vec<Value> = found
        .iter()
        .map(|w| {
            let balances: Vec<Value> = w
                .balances
                .iter()
                .map(|(c, amount)| json!({ "currency": c, "balance": amount }))
                .collect();
            json!({
                "user": views::user_object(&w.user),
                "merchant": { "id": w.merchant.id, "name": w.merchant.name, "sandbox": w.merchant.sandbox },
                "balances": balances,
                "kyc_tier": w.user.kyc_tier,
                "frozen": crate::freezes::view(&w.user)["frozen"],
            })
        })
        .collect();
    Ok(ok(
        StatusCode::OK,
        json!({ "phone": e164, "data": data, "truncated": cut }),
    ))
}

/// A person's wallet at one merchant.
pub struct Wallet {
    pub user: sanduq_domain::user::User,
    pub merchant: Merchant,
    pub balances: Vec<(sanduq_domain::Currency, i64)>,
}

/// The wallets of phone `e164` (E.164) at every merchant (at most `MAX_MERCHANTS` read),
/// and whether there were more merchants.
pub async fn by_phone(st: &AppState, e164: &str) -> ApiResult<(Vec<Wallet>, bool)> {
    let (all, cut) = all_merchants(st).await?;
    let mut out = vec![];
    for m in all {
        let Some(user) = users::by_phone(st, &m.id, e164).await? else {
            continue;
        };
        let balances = users::balances(st, &user.id).await?;
        out.push(Wallet {
            user,
            merchant: m,
            balances,
        });
    }
    Ok((out, cut))
}

async fn queue(
    st: AppState,
    kind: PayoutKind,
    mut q: sanduq_api::validate::Body,
) -> ApiResult<Response> {
    let status = match q.opt_str("status", 16).as_deref() {
        Some("paid") => PayoutStatus::Paid,
        Some("failed") => PayoutStatus::Failed,
        None | Some("pending") => PayoutStatus::Pending,
        Some(_) => {
            q.fail("status", "must be one of pending, paid, failed");
            PayoutStatus::Pending
        }
    };
    let cursor = q.opt_str("cursor", 128);
    let limit = q.opt_int_text("limit", 1, 100).unwrap_or(50) as usize;
    q.finish()?;
    let mut rows = payouts::queue(&st, kind, status, cursor.as_deref(), limit + 1).await?;
    let more = rows.len() > limit;
    rows.truncate(limit);
    let next = more.then(|| rows.last().map(payouts::place_of)).flatten();
    let data: Vec<Value> = rows.iter().map(payouts::view).collect();
    Ok(ok(
        StatusCode::OK,
        json!({ "data": data, "has_more": next.is_some(), "next_cursor": next }),
    ))
}

pub async fn payout_queue(State(st): State<AppState>, Query(q): Query) -> ApiResult<Response> {
    queue(st, PayoutKind::Payout, q).await
}

pub async fn cash_out_queue(State(st): State<AppState>, Query(q): Query) -> ApiResult<Response> {
    queue(st, PayoutKind::CashOut, q).await
}

pub const STATEMENT: Op = Op {
    id: "adminUserStatement",
    summary: "A user's full statement, newest first, as the platform reads it",
    about: "The lines the user sees in their own wallet (`walletTransactions`), for any \
            merchant's user by service id. Each read is written to the staff audit trail.",
    query: &[
        Field::opt("currency", Kind::Currency, "only this currency's lines"),
        Field::opt(
            "cursor",
            Kind::Text { max: 400 },
            "next_cursor of the previous page",
        ),
        Field::opt(
            "limit",
            Kind::IntText { min: 1, max: 100 },
            "lines per page (default 20)",
        ),
    ],
    answer: Answer::ok("WalletStatement"),
    errors: &[
        sanduq_domain::ErrorCode::WalletNotFound,
        sanduq_domain::ErrorCode::ValidationError,
        sanduq_domain::ErrorCode::UnsupportedCurrency,
    ],
    permission: Some(P::UsersRead),
    audited_read: true,
    ..Op::DEFAULT
};

/// The user with service id `user_id` (any merchant's) and their merchant.
pub async fn user_and_merchant(
    st: &AppState,
    user_id: &str,
) -> ApiResult<(sanduq_domain::user::User, Merchant)> {
    let missing = || {
        sanduq_kernel::error::ApiError::new(
            sanduq_domain::ErrorCode::WalletNotFound,
            "no user with that id",
        )
    };
    if !sanduq_domain::ids::has_shape(user_id, "usr") {
        return Err(missing());
    }
    let item = st
        .store
        .get_stored(&items::user_key(user_id))
        .await?
        .ok_or_else(missing)?;
    let user: sanduq_domain::user::User = items::from_stored(&item)?;
    let m = items::load_merchant(st, &user.merchant_id)
        .await?
        .ok_or_else(missing)?;
    Ok((user, m))
}

pub async fn statement(
    State(st): State<AppState>,
    axum::extract::Path(user_id): axum::extract::Path<String>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let asked = sanduq_wallets::statement::Asked::read(&mut q);
    q.finish()?;
    let (user, m) = user_and_merchant(&st, &user_id).await?;
    let page = asked.page(&st, &m, &user.id).await?;
    Ok(ok(StatusCode::OK, page))
}
