//! The platform admin API's handlers (/api/v1/admin): merchants, their status, limits and
//! keys, the conservation audit, deposits, payouts and cash-outs, identity review, freezes
//! and exchange rates. Each route names the permission it needs (the table: `crate::table`);
//! an operator's session, a platform key or the break-glass key calls it (`crate::guard`).
//! Merchant keys never work here.

use crate::approvals::{self, Executing};
use crate::audit;
use crate::guard::Caller;
use crate::merchants;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::Extension;
use sanduq_api::contract::{Answer, Field, Kind, Op};
use sanduq_api::extract::{Fields, Query};
use sanduq_api::validate::Body;
use sanduq_domain::approvals::Action;
use sanduq_domain::kyc::Decision;
use sanduq_domain::merchant::{
    KeyKind, MerchantStatus, AUTHORIZATION_SECS_RANGE, DEFAULT_COMMISSION_BPS, MAX_COMMISSION_BPS,
};
use sanduq_domain::payout::Outcome;
use sanduq_domain::user::FreezeScope;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiError, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_payments::payouts::Kind as PayoutKind;
use sanduq_payments::views;
use serde_json::json;

use sanduq_domain::operators::Permission as P;
use ErrorCode as E;

const STATUSES: &[&str] = &["pending", "approved", "rejected", "suspended"];

pub const CREATE: Op = Op {
    id: "adminCreateMerchant",
    summary: "Create a merchant and its first keys",
    about: "The keys (secret, publishable, HMAC id and secret) are shown this once.",
    body: Some(&[
        Field::req("name", Kind::Text { max: 256 }, ""),
        Field::opt(
            "status",
            Kind::Word {
                max: 16,
                one_of: STATUSES,
            },
            "default pending",
        ),
        Field::opt(
            "commission_bps",
            Kind::Int {
                min: 0,
                max: MAX_COMMISSION_BPS as i64,
            },
            "basis points of each capture",
        ),
        Field::opt(
            "rate_limit",
            Kind::Int {
                min: 1,
                max: 100_000,
            },
            "requests per second (fixed one-second windows)",
        ),
        Field::opt(
            "environment",
            Kind::Word {
                max: 16,
                one_of: &["sandbox", "production"],
            },
            "default sandbox",
        ),
    ]),
    answer: Answer::created("MerchantCreated"),
    permission: Some(P::MerchantsWrite),
    ..Op::DEFAULT
};

pub(crate) const SHOW: Op = Op {
    id: "adminGetMerchant",
    summary: "Read a merchant",
    answer: Answer::ok("Merchant"),
    errors: &[E::UnknownMerchant],
    permission: Some(P::MerchantsRead),
    ..Op::DEFAULT
};

pub const PATCH: Op = Op {
    id: "adminUpdateMerchant",
    summary: "Change a merchant's name, commission, rate limit, authorization expiry or receipt series",
    body: Some(&[
        Field::opt("name", Kind::Text { max: 256 }, ""),
        Field::opt(
            "commission_bps",
            Kind::Int {
                min: 0,
                max: MAX_COMMISSION_BPS as i64,
            },
            "",
        ),
        Field::clearable(
            "rate_limit",
            Kind::Int {
                min: 1,
                max: 100_000,
            },
            "null: the platform default",
        ),
        Field::opt(
            "authorization_expiry_seconds",
            Kind::Int {
                min: AUTHORIZATION_SECS_RANGE.0,
                max: AUTHORIZATION_SECS_RANGE.1,
            },
            "how long a manual-capture hold lasts",
        ),
        Field::opt(
            "receipt_series",
            Kind::Int {
                min: 1,
                max: sanduq_domain::receipt::MAX_SERIES as i64,
            },
            "how many receipt series the merchant keeps, each numbered without gaps (several for a merchant completing hundreds of movements a second)",
        ),
    ]),
    answer: Answer::ok("Merchant"),
    errors: &[E::UnknownMerchant],
    permission: Some(P::MerchantsWrite),
    held: true,
    ..Op::DEFAULT
};

pub const FREEZE: Op = Op {
    id: "adminFreezeUser",
    summary: "Freeze a user's wallet: debits, credits or all",
    about: "Debits: no payment, payment code, transfer or cash-out (ACCOUNT_FROZEN). Credits: no refund, top-up, cash-in or transfer in (refunds answer ACCOUNT_FROZEN: retry once unfrozen). Held funds are still released. Freezes add up: credits on a wallet frozen for debits freezes all; a narrower freeze than the one in force changes nothing. Only /unfreeze lifts one. Event user.frozen with the freeze now in force.",
    body: Some(&[
        Field::req("scope", Kind::Word { max: 8, one_of: &FreezeScope::NAMES }, ""),
        Field::req("reason", Kind::Text { max: crate::freezes::MAX_REASON }, "kept with the freeze and sent to the merchant"),
    ]),
    answer: Answer::ok("UserFreeze"),
    errors: &[E::WalletNotFound],
    permission: Some(P::UsersFreeze),
    ..Op::DEFAULT
};

pub(crate) const DEPOSIT: Op = Op {
    id: "adminDeposit",
    summary: "Credit a merchant's balance after its bank transfer arrived",
    about: "Moves `amount` from the merchant's External account (the world outside) to its balance. The bank reference is the idempotency key, compared as the bank prints it (spaces around dropped, inner runs made one, letters in capitals: \" trx-1\" is \"TRX-1\"): the same one again answers the deposit already made (the same answer, nothing credited twice); with another amount or currency it is IDEMPOTENCY_KEY_REUSED. Event deposit.completed.",
    body: Some(&[
        Field::req("amount", Kind::Amount, ""),
        Field::req("currency", Kind::Currency, ""),
        Field::req(
            "bank_reference",
            Kind::Text { max: crate::deposits::MAX_BANK_REFERENCE },
            "the bank's reference of the incoming transfer",
        ),
    ]),
    answer: Answer::Json { status: 201, schema: "Deposit" },
    errors: &[E::UnknownMerchant, E::UnsupportedCurrency, E::IdempotencyKeyReused],
    permission: Some(P::DepositsCreate),
    held: true,
    ..Op::DEFAULT
};

pub(crate) const GET_LIMITS: Op = Op {
    id: "adminGetLimits",
    summary: "A merchant's wallet limits: every identity tier in every currency",
    answer: Answer::ok("WalletLimits"),
    errors: &[E::UnknownMerchant],
    permission: Some(P::MerchantsRead),
    ..Op::DEFAULT
};

const LIMIT: Kind = Kind::Int {
    min: 1,
    max: sanduq_domain::money::MAX_AMOUNT,
};
const COUNT: Kind = Kind::Int {
    min: 1,
    max: 100_000,
};

pub const SET_LIMITS: Op = Op {
    id: "adminSetLimits",
    summary: "Change one tier's limits in one currency for a merchant's wallets",
    about: "Fields left out keep their current value (the tier's default until changed). Amounts in minor units. Applies to the next transfer and cash-in; what was used today still counts.",
    body: Some(&[
        Field::req("tier", Kind::Int { min: 0, max: 2 }, "0 phone verified, 1 identity document, 2 full"),
        Field::req("currency", Kind::Currency, ""),
        Field::opt("per_transfer", LIMIT, ""),
        Field::opt("daily_amount", LIMIT, "per Baghdad calendar day"),
        Field::opt("daily_count", COUNT, ""),
        Field::opt("monthly_amount", LIMIT, "per Baghdad calendar month"),
        Field::opt("monthly_count", COUNT, ""),
        Field::opt("max_balance", LIMIT, "the most a wallet of this tier may hold"),
    ]),
    answer: Answer::ok("WalletLimits"),
    errors: &[E::UnknownMerchant, E::UnsupportedCurrency],
    permission: Some(P::LimitsWrite),
    held: true,
    ..Op::DEFAULT
};

pub const COMPLETE_PAYOUT: Op = Op {
    id: "adminCompletePayout",
    summary: "Mark a pending payout paid: its money leaves to the bank",
    about: "Once: the same call again answers the payout as it is; after `fail`, INVALID_PAYMENT_STATUS. Event payout.paid.",
    body: Some(&[]),
    answer: Answer::ok("Payout"),
    errors: &[E::NotFound, E::InvalidPaymentStatus],
    permission: Some(P::PayoutsComplete),
    held: true,
    ..Op::DEFAULT
};

pub const FAIL_PAYOUT: Op = Op {
    id: "adminFailPayout",
    summary: "Mark a pending payout failed: its money returns to the merchant's balance",
    about: "Once: the same call again answers the payout as it is; after `complete`, INVALID_PAYMENT_STATUS. Event payout.failed.",
    body: Some(&[Field::req("reason", Kind::Text { max: 500 }, "why the bank refused it")]),
    answer: Answer::ok("Payout"),
    errors: &[E::NotFound, E::InvalidPaymentStatus],
    permission: Some(P::PayoutsComplete),
    held: true,
    ..Op::DEFAULT
};

pub const SET_RATES: Op = Op {
    id: "adminSetFxRates",
    summary: "Set the platform's exchange rates (IQD per US dollar)",
    about: "Decimal strings with up to 6 decimals: bid (what the platform pays for a dollar), ask (what it asks for one; not below the bid), official (the central bank's, shown beside quotes; default 1300). After valid_until the rates are stale and nothing is exchanged until they are set again. Quotes already given keep their rate until they expire. Rates take a second person: the answer is the request (202), and the rates are set when another operator with fx:write approves it.",
    body: Some(&[
        Field::req("pair", Kind::Word { max: 7, one_of: &["USD/IQD"] }, ""),
        Field::req("bid", Kind::Shaped { max: 14, pattern: "^[0-9]{1,7}(\\.[0-9]{1,6})?$", about: "IQD per USD, e.g. 1287.5" }, ""),
        Field::req("ask", Kind::Shaped { max: 14, pattern: "^[0-9]{1,7}(\\.[0-9]{1,6})?$", about: "IQD per USD, e.g. 1313" }, ""),
        Field::opt("official", Kind::Shaped { max: 14, pattern: "^[0-9]{1,7}(\\.[0-9]{1,6})?$", about: "IQD per USD; default 1300" }, ""),
        Field::opt("valid_until", Kind::Time, "when these rates go stale"),
    ]),
    answer: Answer::Json {
        status: 202,
        schema: "ApprovalRequest",
    },
    errors: &[E::ValidationError],
    permission: Some(P::FxWrite),
    ..Op::DEFAULT
};

pub(crate) const GET_RATES: Op = Op {
    id: "adminGetFxRates",
    summary: "The platform's exchange rates as set",
    about:
        "NOT_FOUND before any are set (sandbox merchants then use the sandbox's: GET /fx/rates).",
    answer: Answer::ok("FxRates"),
    errors: &[E::NotFound],
    permission: Some(P::FxRead),
    ..Op::DEFAULT
};

pub(crate) const KYC_QUEUE: Op = Op {
    id: "adminKycQueue",
    summary: "Identity verifications waiting for review, oldest first",
    about: "Every merchant's pending verifications (at most `limit`, default 50). Each shows where its document image is kept (`document.key`: the S3 object in AWS, a file under the data dir's documents/ folder locally); the image itself is never in an answer.",
    query: &[Field::opt("limit", Kind::IntText { min: 1, max: 100 }, "")],
    answer: Answer::ok("KycQueue"),
    errors: &[E::ValidationError],
    permission: Some(P::KycRead),
    ..Op::DEFAULT
};

pub(crate) const KYC_SHOW: Op = Op {
    id: "adminKycShow",
    summary: "An identity verification, as operators review it",
    answer: Answer::ok("KycReview"),
    errors: &[E::NotFound],
    permission: Some(P::KycRead),
    audited_read: true,
    ..Op::DEFAULT
};

pub(crate) const KYC_DOCUMENT: Op = Op {
    id: "adminKycDocument",
    summary: "A verification's identity document image, as the user sent it",
    about: "The JPEG or PNG itself, never kept by a browser or proxy (Cache-Control: no-store). Each read is written to the staff audit trail. SERVICE_UNAVAILABLE when the document store cannot answer.",
    answer: Answer::File { media: "image/*" },
    errors: &[E::NotFound, E::ServiceUnavailable],
    permission: Some(P::KycRead),
    audited_read: true,
    ..Op::DEFAULT
};

pub const KYC_APPROVE: Op = Op {
    id: "adminKycApprove",
    summary: "Approve a pending identity verification: the user's tier rises",
    about: "Once: the same call again answers the verification as it is; after `reject`, INVALID_PAYMENT_STATUS. The user's limits follow the new tier at once. Event kyc.approved.",
    body: Some(&[]),
    answer: Answer::ok("KycReview"),
    errors: &[E::NotFound, E::InvalidPaymentStatus],
    permission: Some(P::KycReview),
    ..Op::DEFAULT
};

pub const KYC_REJECT: Op = Op {
    id: "adminKycReject",
    summary: "Reject a pending identity verification, with a reason the user sees",
    about: "Once: the same call again answers the verification as it is; after `approve`, INVALID_PAYMENT_STATUS. The user may submit again (at most 3 rejections). Event kyc.rejected.",
    body: Some(&[Field::req("reason", Kind::Text { max: sanduq_domain::kyc::MAX_REASON }, "shown to the user and sent to the merchant")]),
    answer: Answer::ok("KycReview"),
    errors: &[E::NotFound, E::InvalidPaymentStatus],
    permission: Some(P::KycReview),
    ..Op::DEFAULT
};

pub const COMPLETE_CASH_OUT: Op = Op {
    id: "adminCompleteCashOut",
    summary: "Mark a pending cash-out paid: its money left to the user's bank, card or agent",
    about: "Once: the same call again answers the cash-out as it is; after `fail`, INVALID_PAYMENT_STATUS. Event cash_out.paid.",
    body: Some(&[]),
    answer: Answer::ok("CashOut"),
    errors: &[E::NotFound, E::InvalidPaymentStatus],
    permission: Some(P::CashOutsComplete),
    held: true,
    ..Op::DEFAULT
};

pub const FAIL_CASH_OUT: Op = Op {
    id: "adminFailCashOut",
    summary: "Mark a pending cash-out failed: its money returns to the user's wallet",
    about: "Once: the same call again answers the cash-out as it is; after `complete`, INVALID_PAYMENT_STATUS. The returned amount may take the wallet above its tier's balance (it was the user's). Event cash_out.failed; the user's statement shows cash_out_returned.",
    body: Some(&[Field::req("reason", Kind::Text { max: 500 }, "why it could not be paid")]),
    answer: Answer::ok("CashOut"),
    errors: &[E::NotFound, E::InvalidPaymentStatus],
    permission: Some(P::CashOutsComplete),
    held: true,
    ..Op::DEFAULT
};

pub const UNFREEZE: Op = Op {
    id: "adminUnfreezeUser",
    summary: "Lift a user's freeze, or one scope of it",
    about: "Freezes add up (debits then credits is all); a lift takes away only its scope: all (the default) lifts the whole freeze, debits of an all-freeze leaves credits frozen. Event user.unfrozen with `lifted` and what stays frozen in `freeze` (null when nothing).",
    body: Some(&[Field::opt(
        "scope",
        Kind::Word { max: 8, one_of: &FreezeScope::NAMES },
        "what to lift; all when left out",
    )]),
    answer: Answer::ok("UserFreeze"),
    errors: &[E::WalletNotFound],
    permission: Some(P::UsersFreeze),
    held: true,
    ..Op::DEFAULT
};

pub const STATUS: Op = Op {
    id: "adminSetMerchantStatus",
    summary: "Approve, reject or suspend a merchant",
    body: Some(&[Field::req(
        "status",
        Kind::Word {
            max: 16,
            one_of: STATUSES,
        },
        "",
    )]),
    answer: Answer::ok("Merchant"),
    errors: &[E::UnknownMerchant],
    permission: Some(P::MerchantsWrite),
    held: true,
    ..Op::DEFAULT
};

pub(crate) const LIST_KEYS: Op = Op {
    id: "adminListKeys",
    summary: "A merchant's keys (hints only)",
    answer: Answer::ok("KeyList"),
    errors: &[E::UnknownMerchant],
    permission: Some(P::MerchantsRead),
    ..Op::DEFAULT
};

pub const ISSUE_KEY: Op = Op {
    id: "adminIssueKey",
    summary: "Issue a new key (shown this once)",
    body: Some(&[Field::req(
        "kind",
        Kind::Word {
            max: 16,
            one_of: &["secret", "publishable", "hmac"],
        },
        "",
    )]),
    answer: Answer::created("KeyIssued"),
    errors: &[E::UnknownMerchant],
    permission: Some(P::MerchantKeys),
    ..Op::DEFAULT
};

pub const REVOKE_KEY: Op = Op {
    id: "adminRevokeKey",
    summary: "Revoke a key",
    answer: Answer::ok("KeyRevoked"),
    errors: &[E::UnknownMerchant, E::NotFound],
    permission: Some(P::MerchantKeys),
    ..Op::DEFAULT
};

pub(crate) const AUDIT: Op = Op {
    id: "adminAuditMerchant",
    summary: "The conservation audit of a merchant's books",
    answer: Answer::ok("Audit"),
    errors: &[E::UnknownMerchant],
    permission: Some(P::BooksRead),
    ..Op::DEFAULT
};

pub(crate) const CREATE_STAFF: Op = Op {
    id: "adminCreateDashboardUser",
    summary: "Give a person access to a merchant's dashboard",
    about: "Usually the merchant's first owner; the owner invites the rest from the dashboard. The password is stored as an Argon2id hash and never shown again.",
    body: Some(&[
        Field::req(
            "email",
            Kind::Shaped {
                max: sanduq_domain::staff::MAX_EMAIL,
                pattern: crate::shapes::EMAIL,
                about: "an e-mail address; one account per address on this merchant's dashboard",
            },
            "",
        ),
        Field::req(
            "role",
            Kind::Word {
                max: 16,
                one_of: &["owner", "developer", "support", "viewer"],
            },
            "what the person may do (the dashboard's permission table)",
        ),
        Field::req(
            "password",
            Kind::Shaped {
                max: sanduq_domain::staff::PASSWORD_LEN.1,
                pattern: crate::shapes::PASSWORD,
                about: "12 to 128 characters",
            },
            "",
        ),
    ]),
    answer: Answer::created("DashboardUser"),
    errors: &[E::UnknownMerchant],
    permission: Some(P::MerchantsWrite),
    ..Op::DEFAULT
};

pub(crate) async fn create_staff(
    State(st): State<AppState>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let email = b.req_str("email", sanduq_domain::staff::MAX_EMAIL);
    let role = b.req_str("role", 16);
    let password = b.req_str("password", sanduq_domain::staff::PASSWORD_LEN.1);
    let email = match sanduq_domain::staff::email(&email) {
        Some(e) => e,
        None => {
            if !email.is_empty() {
                b.fail("email", "must be an e-mail address");
            }
            String::new()
        }
    };
    let role = sanduq_domain::staff::Role::parse(&role);
    if role.is_none() && b.has("role") {
        b.fail("role", "must be one of owner, developer, support, viewer");
    }
    if let Some(p) = sanduq_domain::staff::password_problem(&password).filter(|_| b.has("password"))
    {
        b.fail("password", p);
    }
    b.finish()?;
    let m = merchants::get(&st, &id).await?;
    let role = role.unwrap_or(sanduq_domain::staff::Role::Viewer);
    let u = crate::staff::create(&st, &m.id, &email, role, Some(&password), None).await?;
    Ok(ok(StatusCode::CREATED, crate::staff::view(&u)))
}

fn status_field(b: &mut Body, required: bool) -> Option<MerchantStatus> {
    let s = if required {
        Some(b.req_str("status", 16))
    } else {
        b.opt_str("status", 16)
    };
    match s.as_deref() {
        None | Some("") => None,
        Some(v) => MerchantStatus::parse(v).or_else(|| {
            b.fail(
                "status",
                "must be one of pending, approved, rejected, suspended",
            );
            None
        }),
    }
}

pub async fn create(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let name = b.req_str("name", 256);
    let status = status_field(&mut b, false).unwrap_or(MerchantStatus::Pending);
    let commission_bps = b
        .opt_int("commission_bps", 0, MAX_COMMISSION_BPS as i64)
        .map_or(DEFAULT_COMMISSION_BPS, |v| v as u32);
    let rate_limit = b.opt_int("rate_limit", 1, 100_000).map(|v| v as u32);
    let sandbox = match b.opt_str("environment", 16).as_deref() {
        None | Some("sandbox") => true,
        Some("production") => false,
        Some(_) => {
            b.fail("environment", "must be sandbox or production");
            true
        }
    };
    b.finish()?;
    let keys = merchants::Keys::for_env(sandbox);
    // a production merchant is approved by a second person: made pending, and the approval
    // held beside it
    let held = !sandbox && status == MerchantStatus::Approved;
    let new = merchants::NewMerchant {
        name,
        status: if held {
            MerchantStatus::Pending
        } else {
            status
        },
        commission_bps,
        rate_limit,
        sandbox,
    };
    let m = merchants::create(&st, new, &keys).await?;
    screen_merchant(&st, &m).await;
    let mut data = views::merchant(&m);
    data["keys"] = keys.to_json();
    if held {
        let change = json!({ "status": "approved" });
        let a = approvals::held(&st, &who, Action::ApproveMerchant, &m.id, change).await?;
        data["approval"] = approvals::view(&a, chrono::Utc::now());
    }
    Ok(ok(StatusCode::CREATED, data))
}

/// Screens a new merchant's name against the lists in force: an alert for each entry it
/// matches, for the compliance officers (nothing is held: a merchant's money moves only
/// once it is approved, and its approval is a person's decision). A screening that fails
/// is logged, and the merchant is screened again with the lists' next version.
async fn screen_merchant(st: &AppState, m: &sanduq_domain::merchant::Merchant) {
    let subject = sanduq_compliance::alerts::Subject {
        kind: "merchant".into(),
        id: m.id.clone(),
        merchant_id: m.id.clone(),
        name: m.name.clone(),
        date_of_birth: None,
        at: "merchant".into(),
    };
    let now = chrono::Utc::now();
    let raised = async {
        let alerts = sanduq_compliance::screen::raise(st, &subject, false, now).await?;
        for a in &alerts {
            match st
                .store
                .transact(vec![sanduq_compliance::alerts::put_new(a)?])
                .await
            {
                Ok(()) | Err(sanduq_store::StoreError::ConditionFailed { .. }) => {}
                Err(e) => return Err(ApiError::from(e)),
            }
        }
        Ok::<_, ApiError>(())
    };
    if let Err(e) = raised.await {
        tracing::error!(merchant = %m.id, error = %e.0.message, "a new merchant was not screened");
    }
}

pub(crate) async fn show(
    State(st): State<AppState>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        views::merchant(&merchants::get(&st, &id).await?),
    ))
}

pub async fn patch(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    exec: Option<Extension<Executing>>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let name = b.opt_str("name", 256);
    let commission = b.opt_int("commission_bps", 0, MAX_COMMISSION_BPS as i64);
    let clear_limit = b.is_null("rate_limit");
    let rate_limit = b.opt_int("rate_limit", 1, 100_000);
    let (lo, hi) = AUTHORIZATION_SECS_RANGE;
    let authorization = b.opt_int("authorization_expiry_seconds", lo, hi);
    let series = b.opt_int(
        "receipt_series",
        1,
        sanduq_domain::receipt::MAX_SERIES as i64,
    );
    let change = b.json();
    b.finish()?;
    if commission.is_some() && exec.is_none() && !merchants::get(&st, &id).await?.sandbox {
        return approvals::hold(&st, &who, Action::UpdateMerchant, &id, change).await;
    }
    let before = views::merchant(&merchants::get(&st, &id).await?);
    let m = merchants::update(&st, &id, |m| {
        if let Some(a) = authorization {
            m.authorization_ttl_secs = a;
        }
        if let Some(n) = series {
            m.receipt_series = n as u32;
        }
        if let Some(n) = &name {
            m.name = n.clone();
        }
        if let Some(c) = commission {
            m.commission_bps = c as u32;
        }
        if let Some(r) = rate_limit {
            m.rate_limit = Some(r as u32);
        }
        if clear_limit {
            m.rate_limit = None;
        }
    })
    .await?;
    let after = views::merchant(&m);
    crate::trail::note(before, after.clone());
    Ok(ok(StatusCode::OK, after))
}

pub async fn status(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    exec: Option<Extension<Executing>>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let status = status_field(&mut b, true);
    let change = b.json();
    b.finish()?;
    let Some(status) = status else {
        return Err(ApiError::new(
            sanduq_domain::ErrorCode::ValidationError,
            "status is required",
        ));
    };
    if status == MerchantStatus::Approved && exec.is_none() {
        let m = merchants::get(&st, &id).await?;
        if m.status != MerchantStatus::Approved && !m.sandbox {
            return approvals::hold(&st, &who, Action::ApproveMerchant, &id, change).await;
        }
    }
    let before = views::merchant(&merchants::get(&st, &id).await?);
    let m = merchants::update(&st, &id, |m| m.status = status).await?;
    let after = views::merchant(&m);
    crate::trail::note(before, after.clone());
    Ok(ok(StatusCode::OK, after))
}

pub(crate) async fn deposit(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    exec: Option<Extension<Executing>>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let amount = b.req_amount("amount");
    let currency = b.req_currency("currency");
    let reference = b.req_str("bank_reference", crate::deposits::MAX_BANK_REFERENCE);
    if b.has("bank_reference") && crate::deposits::normalise(&reference).is_empty() {
        b.fail("bank_reference", "must not be blank");
    }
    let change = b.json();
    b.finish()?;
    if exec.is_none() {
        let m = sanduq_kernel::items::load_merchant(&st, &id)
            .await?
            .ok_or_else(|| ApiError::new(ErrorCode::UnknownMerchant, "no merchant with that id"))?;
        if !m.sandbox {
            return approvals::hold(&st, &who, Action::Deposit, &id, change).await;
        }
    }
    let (status, data) = crate::deposits::deposit(&st, &id, amount, currency, &reference).await?;
    Ok(ok(status, data))
}

pub(crate) async fn get_limits(
    State(st): State<AppState>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let m = merchants::get(&st, &id).await?;
    Ok(ok(
        StatusCode::OK,
        sanduq_wallets::limits::all(&st, &m.id).await?,
    ))
}

pub async fn set_limits(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    exec: Option<Extension<Executing>>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let tier = b.opt_int("tier", 0, 2);
    if tier.is_none() && !b.has("tier") {
        b.fail("tier", "is required");
    }
    let currency = b.req_currency("currency");
    let max = sanduq_domain::money::MAX_AMOUNT;
    let fields = [
        b.opt_int("per_transfer", 1, max),
        b.opt_int("daily_amount", 1, max),
        b.opt_int("daily_count", 1, 100_000),
        b.opt_int("monthly_amount", 1, max),
        b.opt_int("monthly_count", 1, 100_000),
        b.opt_int("max_balance", 1, max),
    ];
    let change = b.json();
    b.finish()?;
    let m = merchants::get(&st, &id).await?;
    if exec.is_none() && !m.sandbox {
        return approvals::hold(&st, &who, Action::SetLimits, &m.id, change).await;
    }
    let tier = tier.unwrap_or_default() as u8;
    let mut l = sanduq_wallets::limits::of_tier(&st, &m.id, tier, currency).await?;
    let before = json!(l);
    let [per, da, dc, ma, mc, mb] = fields;
    l.per_transfer = per.unwrap_or(l.per_transfer);
    l.daily_amount = da.unwrap_or(l.daily_amount);
    l.daily_count = dc.unwrap_or(l.daily_count);
    l.monthly_amount = ma.unwrap_or(l.monthly_amount);
    l.monthly_count = mc.unwrap_or(l.monthly_count);
    l.max_balance = mb.unwrap_or(l.max_balance);
    crate::trail::note(before, json!(l));
    sanduq_wallets::limits::set(&st, &m.id, tier, currency, l).await?;
    Ok(ok(
        StatusCode::OK,
        sanduq_wallets::limits::all(&st, &m.id).await?,
    ))
}

/// Completes or fails a payout or cash-out; at or above the threshold of its currency, a
/// second person approves it first.
pub(crate) async fn end(
    st: &AppState,
    (who, exec): (Caller, Option<Extension<Executing>>),
    kind: PayoutKind,
    id: &str,
    mut b: Body,
    paid: bool,
) -> ApiResult<Response> {
    let outcome = if paid {
        Outcome::Paid
    } else {
        Outcome::Failed {
            reason: b.req_str("reason", 500),
        }
    };
    let change = b.json();
    b.finish()?;
    if exec.is_none() {
        let (p, _) = sanduq_payments::payouts::load(st, kind, id).await?;
        let live = !merchants::get(st, &p.merchant_id).await?.sandbox;
        if live && p.amount >= sanduq_domain::approvals::payout_threshold(p.currency) {
            let action = match (kind, paid) {
                (PayoutKind::Payout, true) => Action::CompletePayout,
                (PayoutKind::Payout, false) => Action::FailPayout,
                (PayoutKind::CashOut, true) => Action::CompleteCashOut,
                (PayoutKind::CashOut, false) => Action::FailCashOut,
            };
            return approvals::hold(st, &who, action, id, change).await;
        }
    }
    let done = sanduq_payments::payouts::finish(st, kind, id, outcome).await?;
    Ok(ok(StatusCode::OK, done))
}

pub async fn complete_payout(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    exec: Option<Extension<Executing>>,
    Path(id): Path<String>,
    Fields(b): Fields,
) -> ApiResult<Response> {
    end(&st, (who, exec), PayoutKind::Payout, &id, b, true).await
}

pub async fn fail_payout(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    exec: Option<Extension<Executing>>,
    Path(id): Path<String>,
    Fields(b): Fields,
) -> ApiResult<Response> {
    end(&st, (who, exec), PayoutKind::Payout, &id, b, false).await
}

pub async fn complete_cash_out(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    exec: Option<Extension<Executing>>,
    Path(id): Path<String>,
    Fields(b): Fields,
) -> ApiResult<Response> {
    end(&st, (who, exec), PayoutKind::CashOut, &id, b, true).await
}

pub async fn fail_cash_out(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    exec: Option<Extension<Executing>>,
    Path(id): Path<String>,
    Fields(b): Fields,
) -> ApiResult<Response> {
    end(&st, (who, exec), PayoutKind::CashOut, &id, b, false).await
}

pub async fn set_rates(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    exec: Option<Extension<Executing>>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    use sanduq_domain::fx::{Rate, Rates, OFFICIAL};
    let pair = b.req_str("pair", 7);
    if !pair.is_empty() && pair != sanduq_domain::fx::PAIR {
        b.fail("pair", "must be USD/IQD");
    }
    let rate = |b: &mut Body, field: &str, required: bool| {
        let text = if required {
            Some(b.req_str(field, 14))
        } else {
            b.opt_str(field, 14)
        };
        match text.as_deref().map(|t| (t, Rate::parse(t))) {
            Some((t, None)) if !t.is_empty() => {
                b.fail(
                    field,
                    "must be a decimal above 0, at most 1000000, up to 6 decimals",
                );
                None
            }
            Some((_, r)) => r,
            None => None,
        }
    };
    let bid = rate(&mut b, "bid", true);
    let ask = rate(&mut b, "ask", true);
    let official = rate(&mut b, "official", false);
    let valid_until = b.opt_time("valid_until");
    let change = b.json();
    b.finish()?;
    let (Some(bid), Some(ask)) = (bid, ask) else {
        return Err(ApiError::new(
            ErrorCode::ValidationError,
            "bid and ask are required",
        ));
    };
    let now = chrono::Utc::now();
    let r = Rates {
        bid,
        ask,
        official: official.unwrap_or(OFFICIAL),
        valid_until,
        updated_at: now,
    };
    r.check(now)?;
    if exec.is_none() {
        return approvals::hold(&st, &who, Action::SetRates, "", change).await;
    }
    let before = sanduq_payments::fx::platform_rates(&st)
        .await?
        .map(|r| sanduq_payments::fx::rates_view(&r, sanduq_payments::fx::Source::Platform));
    sanduq_payments::fx::set_rates(&st, &r).await?;
    let after = sanduq_payments::fx::rates_view(&r, sanduq_payments::fx::Source::Platform);
    crate::trail::note(before.unwrap_or(serde_json::Value::Null), after.clone());
    Ok(ok(StatusCode::OK, after))
}

pub(crate) async fn get_rates(State(st): State<AppState>) -> ApiResult<Response> {
    let r = sanduq_payments::fx::platform_rates(&st)
        .await?
        .ok_or_else(|| ApiError::new(ErrorCode::NotFound, "no exchange rates are set"))?;
    Ok(ok(
        StatusCode::OK,
        sanduq_payments::fx::rates_view(&r, sanduq_payments::fx::Source::Platform),
    ))
}

pub(crate) async fn kyc_queue(
    State(st): State<AppState>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let limit = q.opt_int_text("limit", 1, 100).unwrap_or(50) as usize;
    q.finish()?;
    let data = sanduq_wallets::kyc::queue(&st, limit).await?;
    Ok(ok(
        StatusCode::OK,
        json!({ "object": "list", "data": data }),
    ))
}

pub(crate) async fn kyc_show(
    State(st): State<AppState>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        sanduq_wallets::kyc::review(&st, &id).await?,
    ))
}

pub(crate) async fn kyc_document(
    State(st): State<AppState>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let (bytes, media) = sanduq_wallets::kyc::document(&st, &id).await?;
    Ok(document_answer(bytes, &media))
}

/// An identity document's (or an evidence file's) bytes as an answer: its own media type,
/// kept by no cache, never sniffed as anything else; an image inline, a PDF as a download.
pub fn document_answer(bytes: Vec<u8>, media: &str) -> Response {
    use axum::http::{header, HeaderValue};
    let mut r = Response::new(axum::body::Body::from(bytes));
    let h = r.headers_mut();
    // an image is shown where it is opened; a PDF (which may script its own viewer) is saved
    let (media, disposition) = match media {
        "image/png" => ("image/png", "inline"),
        "application/pdf" => ("application/pdf", "attachment"),
        _ => ("image/jpeg", "inline"),
    };
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(media));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_static(disposition),
    );
    r
}

pub async fn kyc_approve(
    State(st): State<AppState>,
    Path(id): Path<String>,
    Fields(b): Fields,
) -> ApiResult<Response> {
    b.finish()?;
    let done = sanduq_wallets::kyc::decide(&st, &id, Decision::Approve).await?;
    Ok(ok(StatusCode::OK, done))
}

pub async fn kyc_reject(
    State(st): State<AppState>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let reason = b.req_str("reason", sanduq_domain::kyc::MAX_REASON);
    b.finish()?;
    let done = sanduq_wallets::kyc::decide(&st, &id, Decision::Reject { reason }).await?;
    Ok(ok(StatusCode::OK, done))
}

pub async fn freeze(
    State(st): State<AppState>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let scope = b.req_str("scope", 8);
    let reason = b.req_str("reason", crate::freezes::MAX_REASON);
    let scope = match FreezeScope::parse(&scope) {
        Some(s) => Some(s),
        None if scope.is_empty() => None,
        None => {
            b.fail("scope", "must be one of debits, credits, all");
            None
        }
    };
    b.finish()?;
    let scope =
        scope.ok_or_else(|| ApiError::new(ErrorCode::ValidationError, "scope is required"))?;
    Ok(ok(
        StatusCode::OK,
        crate::freezes::set(&st, &id, crate::freezes::Change::Freeze(scope, reason)).await?,
    ))
}

pub async fn unfreeze(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    exec: Option<Extension<Executing>>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let scope = b.opt_str("scope", 8);
    let scope = match scope.as_deref().map(FreezeScope::parse) {
        None => Some(FreezeScope::All),
        Some(Some(s)) => Some(s),
        Some(None) => {
            b.fail("scope", "must be one of debits, credits, all");
            None
        }
    };
    let change = b.json();
    b.finish()?;
    let scope = scope.unwrap_or(FreezeScope::All);
    let lifts = crate::freezes::would_lift(&st, &id, scope).await?;
    let live = match &lifts {
        Some(merchant_id) if exec.is_none() => !merchants::get(&st, merchant_id).await?.sandbox,
        _ => false,
    };
    if live {
        return approvals::hold(&st, &who, Action::Unfreeze, &id, change).await;
    }
    Ok(ok(
        StatusCode::OK,
        crate::freezes::set(&st, &id, crate::freezes::Change::Lift(scope)).await?,
    ))
}

pub(crate) async fn list_keys(
    State(st): State<AppState>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        json!({ "keys": merchants::list_keys(&st, &id).await? }),
    ))
}

pub async fn issue_key(
    State(st): State<AppState>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let kind = match b.req_str("kind", 16).as_str() {
        "secret" => Some(KeyKind::Secret),
        "publishable" => Some(KeyKind::Publishable),
        "hmac" => Some(KeyKind::Hmac),
        "" => None,
        _ => {
            b.fail("kind", "must be one of secret, publishable, hmac");
            None
        }
    };
    b.finish()?;
    let kind = kind.unwrap_or(KeyKind::Secret);
    Ok(ok(
        StatusCode::CREATED,
        merchants::issue_key(&st, &id, kind).await?,
    ))
}

pub async fn revoke_key(
    State(st): State<AppState>,
    Path((id, key_id)): Path<(String, String)>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        merchants::revoke_key(&st, &id, &key_id).await?,
    ))
}

pub(crate) async fn audit_merchant(
    State(st): State<AppState>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    merchants::get(&st, &id).await?;
    Ok(ok(
        StatusCode::OK,
        audit::merchant(&st, &id).await?.to_json(),
    ))
}
