//! The merchant's money: its balance and balance transactions, its payouts (asked for, or
//! made on its schedule) and their settlement, and its payout settings. Core family, bearer
//! secret key (the core router authenticates them).

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Extension;
use sanduq_api::auth::Principal;
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes};
use sanduq_api::extract::MerchantWrite;
use sanduq_api::validate::Body;
use sanduq_domain::balance::TxnType;
use sanduq_domain::money::MAX_AMOUNT;
use sanduq_domain::payout::PayoutStatus;
use sanduq_domain::report::{ReportType, ALL_COLUMNS};
use sanduq_domain::settlement::{self, BankAccount, Schedule, WEEKDAYS};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::state::AppState;
use serde_json::Value;

use ErrorCode as E;

pub fn routes() -> Routes {
    Routes::new("core", Auth::Secret)
        .get("/api/v1/balance", balance, &BALANCE)
        .get(
            "/api/v1/balance/transactions",
            balance_transactions,
            &BALANCE_TRANSACTIONS,
        )
        .get(
            "/api/v1/balance/transactions/{id}",
            balance_transaction,
            &BALANCE_TRANSACTION,
        )
        .get("/api/v1/receipts/{receipt_id}", get_receipt, &GET_RECEIPT)
        .post("/api/v1/payouts", create_payout, &CREATE_PAYOUT)
        .get("/api/v1/payouts", list_payouts, &LIST_PAYOUTS)
        .get("/api/v1/payouts/{payout_id}", get_payout, &GET_PAYOUT)
        .get(
            "/api/v1/payouts/{payout_id}/transactions",
            payout_transactions,
            &PAYOUT_TRANSACTIONS,
        )
        .get(
            "/api/v1/merchant/payout-settings",
            get_payout_settings,
            &GET_PAYOUT_SETTINGS,
        )
        .patch(
            "/api/v1/merchant/payout-settings",
            patch_payout_settings,
            &PATCH_PAYOUT_SETTINGS,
        )
        .post("/api/v1/reports", create_report, &CREATE_REPORT)
        .get("/api/v1/reports", list_reports, &LIST_REPORTS)
        .get("/api/v1/reports/{report_id}", get_report, &GET_REPORT)
        .get(
            "/api/v1/reports/{report_id}/file",
            report_file,
            &REPORT_FILE,
        )
}

pub const CURSOR: Field = Field::opt(
    "cursor",
    Kind::Text { max: 200 },
    "next_cursor of the page before",
);
pub const LIMIT: Field = Field::opt(
    "limit",
    Kind::IntText { min: 1, max: 100 },
    "rows a page, default 20",
);

/// A cursor list's `cursor` (read by `decode`, the list's own) and `limit`.
pub fn page(q: &mut Body, decode: impl Fn(&str) -> Option<String>) -> (Option<String>, usize) {
    let cursor = q.opt_str("cursor", 200);
    let limit = q.opt_int_text("limit", 1, 100).unwrap_or(20) as usize;
    let after = match cursor.as_deref().map(&decode) {
        Some(None) => {
            q.fail("cursor", "is not a cursor this list gave");
            None
        }
        Some(c) => c,
        None => None,
    };
    (after, limit)
}

const BALANCE: Op = Op {
    id: "getBalance",
    summary: "The merchant's balance: available, pending in holds, in transit",
    about: "Per currency: `available` is what a payout may take (the sum of the balance transactions' `net`), `pending` is held on payments not yet captured, `in_transit` is in payouts not yet paid.",
    answer: Answer::ok("Balance"),
    ..Op::DEFAULT
};

const BALANCE_TRANSACTIONS: Op = Op {
    id: "listBalanceTransactions",
    summary: "Every movement of the merchant's balance, newest first",
    about: "One per movement: a payment captured (its commission as the `fee`), a refund (the commission given back as a negative `fee`), a payout and its failure, a deposit, a cash-in. `payout` names the scheduled payout that settled it (`payout=` lists what one settled). `net` = `amount` - `fee` is what the balance moved; their sum is the balance. Pages by cursor (`next_cursor`), reading only as deep as the page.",
    query: &[
        Field::opt(
            "type",
            Kind::Word {
                max: 20,
                one_of: &sanduq_domain::balance::TxnType::NAMES,
            },
            "only this type",
        ),
        Field::opt("created[gte]", Kind::Time, "created at or after"),
        Field::opt("created[lt]", Kind::Time, "created before"),
        Field::opt("payout", Kind::Text { max: 64 }, "only what this scheduled payout settled"),
        CURSOR,
        LIMIT,
    ],
    answer: Answer::ok("BalanceTransactionList"),
    errors: &[E::ValidationError, E::NotFound],
    ..Op::DEFAULT
};

const BALANCE_TRANSACTION: Op = Op {
    id: "getBalanceTransaction",
    summary: "One balance transaction",
    answer: Answer::ok("BalanceTransaction"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const CREATE_PAYOUT: Op = Op {
    id: "createPayout",
    summary: "Pay money out of your balance to your bank",
    about: "The amount leaves your balance at once and the payout is `pending` until the platform (or the bank's callback) marks it `paid` or `failed` (the money comes back); events payout.created, payout.paid, payout.failed. Sandbox: the destination `sandbox_paid` or `sandbox_failed` ends it at once.",
    body: Some(&[
        Field::req("amount", Kind::Amount, ""),
        Field::req("currency", Kind::Currency, ""),
        Field::req(
            "destination",
            Kind::Text { max: crate::payouts::MAX_DESTINATION },
            "your bank account (IBAN) as the bank knows it",
        ),
    ]),
    answer: Answer::Json { status: 201, schema: "Payout" },
    errors: &[E::ValidationError, E::UnsupportedCurrency, E::InsufficientBalance, E::MerchantNotApproved],
    idempotent: true,
    ..Op::DEFAULT
};

const GET_PAYOUT: Op = Op {
    id: "getPayout",
    summary: "One of your payouts",
    answer: Answer::ok("Payout"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

async fn create_payout(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        mut body,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let amount = body.req_amount("amount");
    let currency = body.req_currency("currency");
    let destination = body.req_str("destination", crate::payouts::MAX_DESTINATION);
    body.finish()?;
    crate::payouts::create(&st, &p.merchant, amount, currency, &destination, &idem).await
}

async fn get_payout(
    State(st): State<AppState>,
    Path(id): Path<String>,
    Extension(p): Extension<Principal>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        crate::payouts::show(&st, &p.merchant, &id).await?,
    ))
}

async fn balance(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        crate::balance::balance(&st, &p.merchant).await?,
    ))
}

async fn balance_transactions(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    sanduq_api::extract::Query(mut q): sanduq_api::extract::Query,
) -> ApiResult<Response> {
    let kind = q.opt_str("type", 20);
    let from = q.opt_time("created[gte]");
    let to = q.opt_time("created[lt]");
    let payout = q.opt_str("payout", 64);
    let (after, limit) = page(&mut q, crate::balance::cursor_of);
    let kind = match kind.as_deref().map(|k| (k, TxnType::parse(k))) {
        Some((_, None)) => {
            let names = TxnType::NAMES.join(", ");
            q.fail("type", format!("must be one of {names}"));
            None
        }
        Some((_, t)) => t,
        None => None,
    };
    q.finish()?;
    let f = crate::balance::Filter {
        kind,
        from,
        to,
        payout,
        after,
        limit,
    };
    Ok(ok(
        StatusCode::OK,
        crate::balance::list(&st, &p.merchant.id, &f).await?,
    ))
}

async fn balance_transaction(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        crate::balance::get(&st, &p.merchant.id, &id).await?,
    ))
}

const GET_RECEIPT: Op = Op {
    id: "getReceipt",
    summary: "One of your receipts",
    about: "Every completed payment and every refund has a receipt, numbered per Baghdad year without gaps (`R-2026-000123`), with your legal name and tax number as your branding had them when it was issued, the amount in figures and in words (Arabic, Kurdish, English) and `url`, its public page (printable on A4 and 80 mm, with a QR code of its own address). A refund's receipt refers to the payment's (`refers_to`). Receipts never change.",
    answer: Answer::ok("Receipt"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

async fn get_receipt(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let r = crate::receipts::get(&st, &id)
        .await?
        .filter(|r| r.merchant_id == p.merchant.id)
        .ok_or_else(|| {
            sanduq_kernel::error::ApiError::new(E::NotFound, "no receipt with that id")
        })?;
    Ok(ok(StatusCode::OK, crate::receipts::view(&st, &r)))
}

const LIST_PAYOUTS: Op = Op {
    id: "listPayouts",
    summary: "Your payouts, newest first",
    about: "Those you asked for and those your schedule made (`automatic`). Pages by cursor (`next_cursor`).",
    query: &[
        Field::opt(
            "status",
            Kind::Word {
                max: 10,
                one_of: &["pending", "paid", "failed"],
            },
            "only this status",
        ),
        Field::opt("created[gte]", Kind::Time, "created at or after"),
        Field::opt("created[lt]", Kind::Time, "created before"),
        CURSOR,
        LIMIT,
    ],
    answer: Answer::ok("PayoutList"),
    errors: &[E::ValidationError],
    ..Op::DEFAULT
};

async fn list_payouts(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    sanduq_api::extract::Query(mut q): sanduq_api::extract::Query,
) -> ApiResult<Response> {
    let status = q.opt_str("status", 10);
    let from = q.opt_time("created[gte]");
    let to = q.opt_time("created[lt]");
    let (after, limit) = page(&mut q, crate::payouts::cursor_of);
    let status = match status.as_deref() {
        None => None,
        Some(s) => {
            let found = [
                PayoutStatus::Pending,
                PayoutStatus::Paid,
                PayoutStatus::Failed,
            ]
            .into_iter()
            .find(|x| x.as_str() == s);
            if found.is_none() {
                q.fail("status", "must be one of pending, paid, failed");
            }
            found
        }
    };
    q.finish()?;
    let f = crate::payouts::Filter {
        status,
        from,
        to,
        after,
        limit,
    };
    Ok(ok(
        StatusCode::OK,
        crate::payouts::list(&st, &p.merchant.id, &f).await?,
    ))
}

const PAYOUT_TRANSACTIONS: Op = Op {
    id: "listPayoutTransactions",
    summary: "The balance transactions a scheduled payout settled",
    about: "Every payment, refund, fee and other movement of the payout's currency in its period (`settles`): their nets add up to the payout's amount. A payout you asked for settles no particular transactions: its list is empty. Pages by cursor.",
    query: &[CURSOR, LIMIT],
    answer: Answer::ok("BalanceTransactionList"),
    errors: &[E::ValidationError, E::NotFound],
    ..Op::DEFAULT
};

async fn payout_transactions(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
    sanduq_api::extract::Query(mut q): sanduq_api::extract::Query,
) -> ApiResult<Response> {
    let (after, limit) = page(&mut q, crate::balance::cursor_of);
    q.finish()?;
    let f = crate::balance::Filter {
        payout: Some(id),
        after,
        limit,
        ..Default::default()
    };
    Ok(ok(
        StatusCode::OK,
        crate::balance::list(&st, &p.merchant.id, &f).await?,
    ))
}

const GET_PAYOUT_SETTINGS: Op = Op {
    id: "getPayoutSettings",
    summary: "When and where your balance is paid out",
    about: "`manual` (only the payouts you ask for) until you choose `daily` or `weekly` (Baghdad time).",
    answer: Answer::ok("PayoutSettings"),
    ..Op::DEFAULT
};

async fn get_payout_settings(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
) -> ApiResult<Response> {
    let (s, _) = crate::settlement::settings(&st, &p.merchant.id).await?;
    Ok(ok(
        StatusCode::OK,
        crate::settlement::view(&s, st.now_for(&p.merchant)),
    ))
}

const PATCH_PAYOUT_SETTINGS: Op = Op {
    id: "updatePayoutSettings",
    summary: "Choose your payout schedule, minimum and bank account",
    about: "On `daily` or `weekly`, ten minutes after each Baghdad midnight of a payout day the balance transactions of `currency` created before it (and after the last scheduled payout) are paid out together to the bank account, if their nets reach `minimum_amount`; `GET /payouts/{id}/transactions` lists them. A schedule needs a bank account (an Iraqi IBAN, mod-97 checked: a mistyped one is a VALIDATION_ERROR on `bank_account.iban`).",
    body: Some(&[
        Field::opt(
            "schedule",
            Kind::Word {
                max: 10,
                one_of: &Schedule::NAMES,
            },
            "",
        ),
        Field::opt(
            "weekly_anchor",
            Kind::Word {
                max: 10,
                one_of: &WEEKDAYS,
            },
            "the day of a weekly payout (default sunday)",
        ),
        Field::opt(
            "minimum_amount",
            Kind::Int {
                min: 0,
                max: MAX_AMOUNT,
            },
            "minor units; a scheduled payout waits until the period reaches it",
        ),
        Field::opt("currency", Kind::Currency, "the currency paid out on the schedule"),
        Field::clearable("bank_account", Kind::BankAccount, "null removes it (only on `manual`)"),
    ]),
    answer: Answer::ok("PayoutSettings"),
    errors: &[E::ValidationError, E::UnsupportedCurrency],
    idempotent: true,
    ..Op::DEFAULT
};

/// `{iban, holder_name}`: the IBAN checked (`settlement::check_iban`), each problem on its
/// own field (`bank_account.iban`...).
fn bank_account(b: &mut Body, v: Value) -> Option<BankAccount> {
    let Value::Object(o) = v else {
        b.fail("bank_account", "must be an object {iban, holder_name}");
        return None;
    };
    for k in o
        .keys()
        .filter(|k| !["iban", "holder_name"].contains(&k.as_str()))
    {
        b.fail(
            &format!("bank_account.{k}"),
            "is not a field of a bank account",
        );
    }
    let iban = match o.get("iban") {
        None | Some(Value::Null) => {
            b.fail("bank_account.iban", "is required");
            None
        }
        Some(Value::String(s)) if s.chars().count() <= 34 => match settlement::check_iban(s) {
            Ok(i) => Some(i),
            Err(e) => {
                b.fail("bank_account.iban", e.message());
                None
            }
        },
        Some(_) => {
            b.fail(
                "bank_account.iban",
                "must be an IBAN of at most 34 characters",
            );
            None
        }
    };
    let holder = match o.get("holder_name") {
        Some(Value::String(s)) => {
            match sanduq_api::validate::text_issue(s, settlement::MAX_HOLDER_NAME) {
                None => Some(s.trim().to_string()),
                Some(issue) => {
                    b.fail("bank_account.holder_name", issue);
                    None
                }
            }
        }
        None | Some(Value::Null) => {
            b.fail("bank_account.holder_name", "is required");
            None
        }
        Some(_) => {
            b.fail("bank_account.holder_name", "must be a string");
            None
        }
    };
    Some(BankAccount {
        iban: iban?,
        holder_name: holder?,
    })
}

async fn patch_payout_settings(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let schedule = b.opt_str("schedule", 10);
    let weekly_anchor = b.opt_str("weekly_anchor", 10);
    let minimum_amount = b.opt_int("minimum_amount", 0, MAX_AMOUNT);
    let currency = b.opt_currency("currency");
    let cleared = b.is_null("bank_account");
    let account = b.opt_value("bank_account").map(|v| bank_account(&mut b, v));
    let schedule = match schedule.as_deref() {
        None => None,
        Some(s) => {
            let found = Schedule::parse(s);
            if found.is_none() {
                b.fail("schedule", "must be one of manual, daily, weekly");
            }
            found
        }
    };
    if weekly_anchor
        .as_deref()
        .is_some_and(|d| settlement::weekday(d).is_none())
    {
        b.fail(
            "weekly_anchor",
            format!("must be one of {}", WEEKDAYS.join(", ")),
        );
    }
    b.finish()?;
    let bank_account = match (cleared, account) {
        (true, _) => Some(None),
        (false, Some(a)) => Some(a),
        (false, None) => None,
    };
    let c = crate::settlement::Change {
        schedule,
        weekly_anchor,
        minimum_amount,
        currency,
        bank_account,
    };
    crate::settlement::update(&st, &p.merchant, c, &idem).await
}

pub const CREATE_REPORT: Op = Op {
    id: "createReport",
    summary: "Ask for a report (a CSV file)",
    about: "Written off the request path: `pending`, then `succeeded` with `rows` and a download `url` (GET /reports/{id}; event report.succeeded), or `failed` (its `failure` says so; ask again). Rows created in [`from`, `to`) (`to` at most now); `daily_summary` has a row per Baghdad day of the range and currency: opening + gross + refunds - fees + payouts + other = closing. CSV (RFC 4180), UTF-8 with a byte-order mark, times in UTC and in Baghdad, amounts in minor units and as decimals. `columns` picks and orders the type's columns.",
    body: Some(&[
        Field::req("type", Kind::Word { max: 30, one_of: &ReportType::NAMES }, ""),
        Field::req("from", Kind::Time, "rows created at or after"),
        Field::req("to", Kind::Time, "rows created before (at most now)"),
        Field::opt("currency", Kind::Currency, "only this currency"),
        Field::opt("columns", Kind::Words { max: 30, one_of: &ALL_COLUMNS }, "the type's columns to write, in this order (default all)"),
    ]),
    answer: Answer::Json { status: 201, schema: "ReportRun" },
    errors: &[E::ValidationError, E::UnsupportedCurrency],
    idempotent: true,
    ..Op::DEFAULT
};

pub async fn create_report(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let kind = b.req_str("type", 30);
    let from = b.opt_time("from");
    let to = b.opt_time("to");
    for (f, v) in [("from", from), ("to", to)] {
        if v.is_none() && !b.has(f) {
            b.fail(f, "is required");
        }
    }
    let currency = b.opt_currency("currency");
    let wanted = b.opt_words("columns", 30, &ALL_COLUMNS);
    let kind = ReportType::parse(&kind);
    if kind.is_none() {
        b.fail(
            "type",
            format!("must be one of {}", ReportType::NAMES.join(", ")),
        );
    }
    let columns = kind.map(|k| k.pick(wanted.as_deref()));
    if let Some(Err(e)) = &columns {
        b.fail("columns", e.clone());
    }
    if let (Some(f), Some(t)) = (from, to) {
        if f >= t {
            b.fail("to", "must be after `from`");
        }
    }
    b.finish()?;
    let (Some(kind), Some(Ok(columns)), Some(from), Some(to)) = (kind, columns, from, to) else {
        // each of these was refused above as a field's error
        return Err(sanduq_kernel::error::ApiError::new(
            E::ValidationError,
            "the request is not a report",
        ));
    };
    let n = crate::reports::NewReport {
        kind,
        from,
        to,
        currency,
        columns,
    };
    crate::reports::create(&st, &p.merchant, n, &idem).await
}

const LIST_REPORTS: Op = Op {
    id: "listReports",
    summary: "Your reports, newest first",
    query: &[CURSOR, LIMIT],
    answer: Answer::ok("ReportRunList"),
    errors: &[E::ValidationError],
    ..Op::DEFAULT
};

fn report_cursor(text: &str) -> Option<String> {
    sanduq_kernel::cursor::decode(text, "rpt")
}

async fn list_reports(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    headers: HeaderMap,
    sanduq_api::extract::Query(mut q): sanduq_api::extract::Query,
) -> ApiResult<Response> {
    let (after, limit) = page(&mut q, report_cursor);
    q.finish()?;
    let base = st.public_base(&headers);
    Ok(ok(
        StatusCode::OK,
        crate::reports::list(&st, &p.merchant.id, after.as_deref(), limit, &base).await?,
    ))
}

const GET_REPORT: Op = Op {
    id: "getReport",
    summary: "One report: its status and, once succeeded, its download url",
    about: "In AWS the url is a link to the file valid 15 minutes (ask again for a new one); on a local server it is this server's `/reports/{id}/file`, read with your secret key.",
    answer: Answer::ok("ReportRun"),
    errors: &[E::NotFound, E::ServiceUnavailable],
    ..Op::DEFAULT
};

async fn get_report(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let base = st.public_base(&headers);
    Ok(ok(
        StatusCode::OK,
        crate::reports::get(&st, &p.merchant.id, &id, &base).await?,
    ))
}

const REPORT_FILE: Op = Op {
    id: "getReportFile",
    summary: "A succeeded report's file, from a local server",
    about: "Where the server keeps the files itself (a local `sanduq serve`). In AWS the report's `url` is the file's own link and this answers NOT_FOUND.",
    answer: Answer::File { media: "text/csv" },
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

async fn report_file(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let (path, name) = crate::reports::local_file(&st, &p.merchant.id, &id).await?;
    crate::reports::download(&path, &name)
}
