//! The wallet family's routes: sign-in with a publishable key, the user's own routes with
//! an access token, the merchant's minted sessions with its secret key; and the sandbox
//! inbox of text messages (served by the sandbox family).

use crate::auth::{self, UserPrincipal, UserWrite};
use crate::{codes, inbox, kyc, pin, sessions, statement, tokens, transfers, wallet};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::middleware::{from_fn, from_fn_with_state, Next};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use sanduq_api::auth::{self as api_auth, Principal};
use sanduq_api::client::ClientAddr;
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes};
use sanduq_api::extract::{Fields, MerchantWrite, Query};
use sanduq_api::validate::Body;
use sanduq_domain::otp::Purpose;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiError, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Plan};
use sanduq_payments::users;

pub fn routes(st: AppState) -> Routes {
    let sign_in = Routes::new("wallet", Auth::Publishable)
        .post("/api/v1/wallet/auth/otp", ask_code, &ASK_CODE)
        .post("/api/v1/wallet/auth/verify", verify, &VERIFY)
        .post("/api/v1/wallet/auth/refresh", refresh, &REFRESH)
        .layer(|r| r.route_layer(from_fn_with_state(st.clone(), api_auth::publishable_key)));
    let user = Routes::new("wallet", Auth::User)
        .get("/api/v1/wallet", show, &SHOW)
        .get("/api/v1/wallet/transactions", transactions, &TRANSACTIONS)
        .post("/api/v1/wallet/transfers", send_transfer, &SEND_TRANSFER)
        .post(
            "/api/v1/wallet/transfers/preview",
            preview_transfer,
            &PREVIEW_TRANSFER,
        )
        .get(
            "/api/v1/wallet/transfers/{transfer_id}",
            show_transfer,
            &SHOW_TRANSFER,
        )
        .post("/api/v1/wallet/cash-outs", cash_out, &CASH_OUT)
        .get(
            "/api/v1/wallet/cash-outs/{cash_out_id}",
            show_cash_out,
            &SHOW_CASH_OUT,
        )
        .post("/api/v1/wallet/exchange/quotes", fx_quote, &FX_QUOTE)
        .post("/api/v1/wallet/exchange", fx_execute, &FX_EXECUTE)
        .post("/api/v1/wallet/kyc", submit_kyc, &SUBMIT_KYC)
        .get("/api/v1/wallet/kyc", show_kyc, &SHOW_KYC)
        .post("/api/v1/wallet/auth/sign-out", sign_out, &SIGN_OUT)
        .post("/api/v1/wallet/pin", set_pin, &SET_PIN)
        .post("/api/v1/wallet/pin/change", change_pin, &CHANGE_PIN)
        .post("/api/v1/wallet/pin/reset", reset_pin, &RESET_PIN)
        .post("/api/v1/wallet/payment-codes", payment_code, &PAYMENT_CODE)
        .get("/api/v1/wallet/qr/{qr_id}", show_qr, &SHOW_QR)
        .post("/api/v1/wallet/qr/read", read_qr, &READ_QR)
        .post("/api/v1/wallet/qr/{qr_id}/pay", qr_pay, &QR_PAY)
        .layer(|r| r.route_layer(from_fn_with_state(st.clone(), auth::user_token)));
    let merchant = Routes::new("wallet", Auth::Secret)
        .post("/api/v1/users/{user_id}/sessions", mint, &MINT)
        .post("/api/v1/wallets/{user_id}/cash-in", cash_in, &CASH_IN)
        .merge(crate::book_routes::routes())
        .layer(|r| r.route_layer(from_fn_with_state(st.clone(), api_auth::secret_key)));
    sign_in
        .merge(user)
        .merge(merchant)
        .merge(crate::dependant_routes::routes(st))
}

/// The sandbox's side of the wallet (its text-message inbox): served by the sandbox
/// family, so that a production stack, which deploys no sandbox function, has none.
pub fn sandbox_routes(st: AppState) -> Routes {
    Routes::new("sandbox", Auth::Secret)
        .get("/api/v1/sandbox/sms", sms_inbox, &SMS_INBOX)
        .layer(|r| {
            r.route_layer(from_fn(sandbox_only))
                .route_layer(from_fn_with_state(st, api_auth::secret_key))
        })
}

use ErrorCode as E;

const PHONE: Field = Field::req(
    "phone",
    Kind::Text { max: 32 },
    "the user's phone: E.164 (+9647701234567) or an Iraqi national number (0770 123 4567); Arabic-Indic digits are read too",
);
const OTP_ID: Field = Field::req("otp_id", Kind::Text { max: 64 }, "from /wallet/auth/otp");
const CODE: Field = Field::req(
    "code",
    Kind::Shaped {
        max: 6,
        pattern: "^[0-9]{6}$",
        about: "the 6 digits sent by SMS (Arabic-Indic digits are read too)",
    },
    "",
);

const ASK_CODE: Op = Op {
    id: "walletAskCode",
    summary: "Send a sign-in code to a phone",
    about: "Answers the same whether or not the phone has a wallet at this merchant. One code per phone per 60 seconds (OTP_RATE_LIMITED with details.retry_after); a code lasts 5 minutes and takes 5 tries. Sandbox merchants' messages land in GET /sandbox/sms. Takes no Idempotency-Key: each call is a new code.",
    body: Some(&[PHONE]),
    answer: Answer::Json { status: 202, schema: "WalletCodeSent" },
    errors: &[E::ValidationError, E::OtpRateLimited, E::Forbidden],
    ..Op::DEFAULT
};

const VERIFY: Op = Op {
    id: "walletVerifyCode",
    summary: "Sign in with a code: an access token and a refresh token",
    about: "A wrong code says how many tries are left (details.tries_left); a code used, expired or out of tries is TOKEN_EXPIRED. A right code for a phone without a wallet at this merchant is WALLET_NOT_FOUND (only the phone's owner learns it).",
    body: Some(&[OTP_ID, CODE]),
    answer: Answer::ok("WalletTokens"),
    errors: &[E::ValidationError, E::NotFound, E::TokenExpired, E::WalletNotFound, E::Forbidden],
    ..Op::DEFAULT
};

const REFRESH: Op = Op {
    id: "walletRefresh",
    summary: "A new access token for a refresh token (which is then spent)",
    about: "Each refresh token works once and comes back with a new one; a spent one used again ends its session and every token it gave out.",
    body: Some(&[Field::req("refresh_token", Kind::Text { max: 200 }, "")]),
    answer: Answer::ok("WalletTokens"),
    errors: &[E::ValidationError, E::TokenExpired, E::Forbidden],
    ..Op::DEFAULT
};

const SHOW: Op = Op {
    id: "walletShow",
    summary: "The signed-in user's wallet",
    answer: Answer::ok("Wallet"),
    errors: &[E::WalletNotFound],
    ..Op::DEFAULT
};

const TRANSACTIONS: Op = Op {
    id: "walletTransactions",
    summary: "The signed-in user's statement, newest first",
    about: "One line per movement of the user's money: payment, payment_released (held funds back: a void, an expiry, the rest of a partial capture), refund, top_up (sandbox), cash_in, cash_out, cash_out_returned, transfer_in, transfer_out, exchange; amounts signed (negative left the wallet). Pages by cursor: pass next_cursor back (with the same currency) for the next page; lines that arrive meanwhile appear on a new first page, never inside later ones.",
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
    errors: &[E::ValidationError, E::UnsupportedCurrency],
    ..Op::DEFAULT
};

const SEND_TRANSFER: Op = Op {
    id: "walletSendTransfer",
    summary: "Send money to another user of the same merchant, with the PIN",
    about: "`to` names the recipient by phone (E.164 or national), external id or user id. Limits follow the sender's identity tier: per transfer (TRANSFER_LIMIT_EXCEEDED), per Baghdad day and month in amount and count (DAILY_LIMIT_EXCEEDED, details.limit says which), at most 10 transfers in a 10-minute window (VELOCITY_LIMIT_EXCEEDED); the recipient's tier bounds what its wallet may hold (RECIPIENT_UNAVAILABLE, as for a recipient frozen for credits). Both statements show the transfer; the merchant gets transfer.completed.",
    body: Some(&[
        Field::req("to", Kind::Text { max: 128 }, "the recipient's phone, external id or user id"),
        Field::req("amount", Kind::Amount, ""),
        Field::req("currency", Kind::Currency, ""),
        Field::opt("note", Kind::Text { max: 140 }, "shown to both users"),
        Field::req("pin", Kind::Pin, "the sender's PIN"),
    ]),
    answer: Answer::Json { status: 201, schema: "Transfer" },
    errors: &[
        E::ValidationError,
        E::UnsupportedCurrency,
        E::RecipientNotFound,
        E::RecipientUnavailable,
        E::SelfTransferNotAllowed,
        E::TransferLimitExceeded,
        E::DailyLimitExceeded,
        E::VelocityLimitExceeded,
        E::InsufficientBalance, E::FamilyWalletPaused, E::FamilyTransferNotAllowed,
        E::AccountFrozen,
        E::InvalidPin,
        E::PinBlocked,
        E::PinNotSet,
        E::PinRequired,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const PREVIEW_TRANSFER: Op = Op {
    id: "walletPreviewTransfer",
    summary: "Whom a transfer would go to, before the sender confirms it with the PIN",
    about: "Nothing moves and no PIN is asked: the recipient `to` names, shown by first name and initials (\"Sara F.\"), for the sender to confirm before sending. Refused as the transfer would be for the recipient's sake: RECIPIENT_NOT_FOUND, SELF_TRANSFER_NOT_ALLOWED, RECIPIENT_UNAVAILABLE. Takes no Idempotency-Key.",
    body: Some(&[
        Field::req("to", Kind::Text { max: 128 }, "the recipient's phone, external id or user id"),
        Field::req("amount", Kind::Amount, ""),
        Field::req("currency", Kind::Currency, ""),
    ]),
    answer: Answer::ok("TransferPreview"),
    errors: &[
        E::ValidationError,
        E::UnsupportedCurrency,
        E::RecipientNotFound,
        E::RecipientUnavailable,
        E::SelfTransferNotAllowed,
    ],
    ..Op::DEFAULT
};

const CASH_OUT: Op = Op {
    id: "walletCashOut",
    summary: "Take money out of the wallet to a bank account, a card or an agent, with the PIN",
    about: "Needs identity tier 1 (KYC_REQUIRED; KYC_PENDING while the verification is reviewed; KYC_REJECTED after a rejection). The amount leaves the wallet at once and the cash-out is `pending` until the platform pays it (`paid`, event cash_out.paid) or cannot (`failed`, the amount returns to the wallet, event cash_out.failed). Sandbox merchants: destination sandbox_paid is paid at once, sandbox_failed fails at once.",
    body: Some(&[
        Field::req("amount", Kind::Amount, ""),
        Field::req("currency", Kind::Currency, ""),
        Field::req("method", Kind::Word { max: 16, one_of: &sanduq_domain::payout::CASH_OUT_METHODS }, "bank_account (an IBAN), card (a card number's last digits and bank) or agent (an agent's code)"),
        Field::req("destination", Kind::Text { max: crate::cash_out::MAX_DESTINATION }, "the IBAN, card or agent code, as the method needs"),
        Field::req("pin", Kind::Pin, ""),
    ]),
    answer: Answer::Json { status: 201, schema: "CashOut" },
    errors: &[
        E::ValidationError,
        E::UnsupportedCurrency,
        E::KycRequired,
        E::KycPending,
        E::KycRejected,
        E::InsufficientBalance, E::FamilyWalletPaused, E::FamilyCashOutNotAllowed, E::FamilyDailyCapExceeded,
        E::AccountFrozen,
        E::InvalidPin,
        E::PinBlocked,
        E::PinNotSet,
        E::PinRequired,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const SHOW_CASH_OUT: Op = Op {
    id: "walletShowCashOut",
    summary: "One of the signed-in user's cash-outs",
    answer: Answer::ok("CashOut"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const FX_QUOTE: Op = Op {
    id: "walletExchangeQuote",
    summary: "A quote to exchange between IQD and USD: the rate and both amounts for 30 seconds",
    about: "Give from_amount (what you give) or to_amount (what you get), not both. Selling dollars is at the platform's bid, buying them at its ask; the side you did not fix is rounded in the platform's favour to the minor unit. The answer shows the official rate (the Central Bank of Iraq's) beside the quoted one and the spread between them; there is no fee beyond the spread. No rate set, or a stale one: SERVICE_UNAVAILABLE, nothing quoted. Takes no Idempotency-Key: a quote moves no money.",
    body: Some(&[
        Field::req("from_currency", Kind::Currency, "what you give"),
        Field::req("to_currency", Kind::Currency, "what you get"),
        Field::opt("from_amount", Kind::Amount, "in from_currency's minor units"),
        Field::opt("to_amount", Kind::Amount, "in to_currency's minor units"),
    ]),
    answer: Answer::Json { status: 201, schema: "FxQuote" },
    errors: &[E::ValidationError, E::UnsupportedCurrency, E::ServiceUnavailable],
    ..Op::DEFAULT
};

const FX_EXECUTE: Op = Op {
    id: "walletExchange",
    summary: "Execute a quote with the PIN: both currencies move at its rate",
    about: "Once: a quote already executed is INVALID_PAYMENT_STATUS (the same Idempotency-Key replays the exchange), an expired one PAYMENT_EXPIRED (ask for a new quote). Both wallets' statements show an exchange line; the merchant gets exchange.completed.",
    body: Some(&[
        Field::req("quote_id", Kind::Text { max: 64 }, "from /wallet/exchange/quotes"),
        Field::req("pin", Kind::Pin, ""),
    ]),
    answer: Answer::Json { status: 201, schema: "Exchange" },
    errors: &[
        E::ValidationError,
        E::NotFound,
        E::PaymentExpired,
        E::InvalidPaymentStatus,
        E::InsufficientBalance, E::FamilyWalletPaused,
        E::TierUpgradeRequired,
        E::AccountFrozen,
        E::InvalidPin,
        E::PinBlocked,
        E::PinNotSet,
        E::PinRequired,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const SUBMIT_KYC: Op = Op {
    id: "walletSubmitKyc",
    summary: "Ask for a higher identity tier with an identity document",
    about: "The submission is `pending` until the platform's operators approve it (the wallet's tier, and with it every limit, rises; event kyc.approved) or reject it (with a reason; event kyc.rejected). One at a time: a second while one is pending is KYC_PENDING; after 3 rejections the user can no longer submit (KYC_REJECTED). The image (JPEG or PNG, at most 2 MB) is kept outside the table and never shown again; the document number is shown by its last four characters. Sandbox merchants: document number SANDBOX-APPROVE is approved at once, SANDBOX-REJECT rejected at once.",
    body: Some(&[
        Field::req("tier", Kind::Int { min: 1, max: 2 }, "the tier asked for"),
        Field::req("full_name", Kind::Text { max: sanduq_domain::kyc::MAX_NAME }, "as written on the document"),
        Field::req("date_of_birth", Kind::Date, "the user must be 18 or older"),
        Field::req("document_type", Kind::Word { max: 20, one_of: &sanduq_domain::kyc::DocumentType::NAMES }, ""),
        Field::req(
            "document_number",
            Kind::Shaped { max: 32, pattern: sanduq_domain::kyc::DOCUMENT_NUMBER_PATTERN, about: "letters, digits and hyphens, 4 to 32" },
            "",
        ),
        Field::req("document_image", Kind::Image { max_bytes: sanduq_domain::kyc::MAX_IMAGE }, "the document's photo or scan"),
    ]),
    answer: Answer::Json { status: 201, schema: "KycVerification" },
    errors: &[E::ValidationError, E::KycPending, E::KycRejected, E::ServiceUnavailable],
    idempotent: true,
    max_body: 3 * 1024 * 1024,
    ..Op::DEFAULT
};

const SHOW_KYC: Op = Op {
    id: "walletShowKyc",
    summary: "The signed-in user's latest identity verification",
    answer: Answer::ok("KycVerification"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const SHOW_TRANSFER: Op = Op {
    id: "walletShowTransfer",
    summary: "A transfer the signed-in user sent or received",
    answer: Answer::ok("Transfer"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const CASH_IN: Op = Op {
    id: "cashIn",
    summary: "Move money from your balance into a user's wallet (cash taken at your counter)",
    about: "The user is named by service id or external id. Refused when your balance cannot cover it (INSUFFICIENT_BALANCE), when the wallet is frozen for credits (ACCOUNT_FROZEN), or when the wallet would hold more than its identity tier allows (TIER_UPGRADE_REQUIRED, details.max_balance). The user's statement shows a cash_in line; event cash_in.completed.",
    body: Some(&[
        Field::req("amount", Kind::Amount, ""),
        Field::req("currency", Kind::Currency, ""),
        Field::req(
            "reference",
            Kind::Text { max: crate::cash_in::MAX_REFERENCE },
            "your receipt or till reference",
        ),
    ]),
    answer: Answer::Json { status: 201, schema: "CashIn" },
    errors: &[
        E::ValidationError,
        E::UnsupportedCurrency,
        E::WalletNotFound,
        E::AccountFrozen,
        E::InsufficientBalance,
        E::TierUpgradeRequired,
        E::RecipientUnavailable,
        E::MerchantNotApproved,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const SIGN_OUT: Op = Op {
    id: "walletSignOut",
    summary: "End this session (or every session of the user): its access and refresh tokens stop working",
    about: "With everywhere: true every session of the user ends, the hosted wallet's and the apps' alike (a lost phone); sessions_ended says how many.",
    body: Some(&[Field::opt("everywhere", Kind::Bool, "end every session of the user, not only this one")]),
    answer: Answer::ok("WalletSignedOut"),
    ..Op::DEFAULT
};

const SET_PIN: Op = Op {
    id: "walletSetPin",
    summary: "Set the first PIN (a session a code proved in the last 10 minutes)",
    body: Some(&[Field::req("pin", Kind::Pin, "4 digits")]),
    answer: Answer::ok("UserPinSet"),
    errors: &[E::WalletNotFound],
    idempotent: true,
    ..Op::DEFAULT
};

const CHANGE_PIN: Op = Op {
    id: "walletChangePin",
    summary: "Change the PIN with the current one",
    body: Some(&[
        Field::req("pin", Kind::Pin, "the current PIN"),
        Field::req("new_pin", Kind::Pin, "4 digits"),
    ]),
    answer: Answer::ok("UserPinSet"),
    errors: &[
        E::WalletNotFound,
        E::InvalidPin,
        E::PinBlocked,
        E::PinNotSet,
        E::PinRequired,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const RESET_PIN: Op = Op {
    id: "walletResetPin",
    summary: "Reset the PIN with a code sent to the wallet's phone (lifts PIN_BLOCKED)",
    body: Some(&[OTP_ID, CODE, Field::req("new_pin", Kind::Pin, "4 digits")]),
    answer: Answer::ok("UserPinSet"),
    errors: &[E::WalletNotFound, E::NotFound, E::TokenExpired],
    idempotent: true,
    ..Op::DEFAULT
};

const PAYMENT_CODE: Op = Op {
    id: "walletPaymentCode",
    summary: "A one-time payment code for the user to show at a till (customer-presented QR), with the PIN",
    about: "The merchant charges it with POST /embedded/qr/charge; it expires in 60 seconds and works once. A code moves the user's money, so it is issued as a payment is confirmed: with the user's PIN (PIN_REQUIRED without it, INVALID_PIN counts a wrong one). A session that a code sent to the user's phone proved in the last 10 minutes may leave pin out; a session the merchant's server minted never can. Sandbox merchants' users without a PIN need none.",
    body: Some(&[Field::opt("pin", Kind::Pin, "the user's PIN")]),
    answer: Answer::created("UserToken"),
    errors: &[
        E::ValidationError,
        E::WalletNotFound,
        E::AccountFrozen,
        E::InvalidPin,
        E::PinBlocked,
        E::PinNotSet,
        E::PinRequired,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const SHOW_QR: Op = Op {
    id: "walletShowQr",
    summary: "A merchant-presented QR code as its payer sees it before paying (by id or readable code)",
    about: "What the wallet shows for confirmation: the merchant, the amount and the description, and whether it can still be paid (status pending). A QR of another merchant is NOT_FOUND, as one that does not exist.",
    answer: Answer::ok("WalletQr"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const READ_QR: Op = Op {
    id: "walletReadQr",
    summary: "What a camera read: a merchant-presented QR code, Sanduq's or EMVCo's",
    about: "The payload as scanned: Sanduq's deep link (`sanduq://pay?s=qr_…`) or an EMV QRCPS merchant-presented payload (`000201…6304XXXX`) naming a QR of this merchant. Answers as `GET /wallet/qr/{qr_id}`. An EMVCo payload whose CRC does not match, that names no Sanduq account (another scheme's), or whose currency or amount is not its payment's is VALIDATION_ERROR on `payload`, the message saying which. Writes nothing; takes no Idempotency-Key.",
    body: Some(&[Field::req("payload", Kind::Text { max: 512 }, "the scanned text")]),
    answer: Answer::ok("WalletQr"),
    errors: &[E::ValidationError, E::NotFound],
    ..Op::DEFAULT
};

const QR_PAY: Op = Op {
    id: "walletPayQr",
    summary: "Pay a merchant-presented QR code (by its id or readable code) with the PIN",
    about: "With fx_quote_id the payment is paid from the other currency at that quote (POST /wallet/exchange/quotes with to_currency and to_amount the QR's): the payment's fx_details say how.",
    body: Some(&[
        Field::opt(
            "pin",
            Kind::Pin,
            "required for a live wallet (the sandbox pays without one when the buyer has none)",
        ),
        Field::opt("fx_quote_id", Kind::Text { max: 64 }, "pay from the other currency at this quote"),
    ]),
    answer: Answer::ok("QrPaid"),
    errors: &[
        E::NotFound,
        E::WalletNotFound,
        E::InvalidPin,
        E::PinBlocked,
        E::PinNotSet,
        E::PinRequired,
        E::InsufficientBalance, E::FamilyWalletPaused, E::FamilyPaymentCapExceeded, E::FamilyDailyCapExceeded, E::FamilyMerchantNotAllowed,
        E::PaymentExpired,
        E::InvalidPaymentStatus,
        E::VelocityLimitExceeded,
        E::ValidationError,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const MINT: Op = Op {
    id: "mintUserSession",
    summary: "Mint a user access token for the merchant's own app (no refresh token)",
    about: "For a user the merchant's server has authenticated itself: a 15-minute access token for the wallet API. Mint a new one when it expires. `user_id` is a service or external id.",
    body: Some(&[]),
    answer: Answer::created("WalletTokens"),
    errors: &[E::WalletNotFound],
    idempotent: true,
    ..Op::DEFAULT
};

const SMS_INBOX: Op = Op {
    id: "sandboxSmsInbox",
    summary: "Text messages Sanduq sent to a phone (sandbox merchants), newest first",
    query: &[PHONE],
    answer: Answer::ok("SmsInbox"),
    ..Op::DEFAULT
};

async fn sandbox_only(req: axum::extract::Request, next: Next) -> Response {
    match req.extensions().get::<Principal>() {
        Some(p) if p.merchant.sandbox => next.run(req).await,
        _ => ApiError::new(E::Forbidden, "sandbox helpers need a sandbox merchant").into_response(),
    }
}

/// A phone field read as E.164 (national numbers read in Iraq).
fn read_phone(b: &mut Body) -> String {
    b.req_phone("phone")
}

fn read_new_pin(b: &mut Body) -> String {
    b.pin_named("new_pin", true).unwrap_or_default()
}

async fn ask_code(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    client: Option<Extension<ClientAddr>>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let phone = read_phone(&mut b);
    b.finish()?;
    let client = client.map_or_else(|| "direct".to_string(), |c| c.0 .0.to_string());
    codes::answer_ask(&st, &p.merchant, &phone, &client, Purpose::Wallet).await
}

async fn verify(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let otp_id = b.req_str("otp_id", 64);
    let code = codes::read_code(&mut b);
    b.finish()?;
    let signed = sessions::sign_in(&st, &p.merchant, (&otp_id, &code), |_| Ok(vec![])).await?;
    Ok(ok(
        StatusCode::OK,
        sessions::answer(&signed.tokens, &signed.user),
    ))
}

async fn refresh(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let token = b.req_str("refresh_token", 200);
    b.finish()?;
    let (t, user) = sessions::refresh(&st, &p.merchant, &token).await?;
    Ok(ok(StatusCode::OK, sessions::answer(&t, &user)))
}

async fn show(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        wallet::view(&st, &u.merchant, &u.user_id).await?,
    ))
}

async fn transactions(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let asked = statement::Asked::read(&mut q);
    q.finish()?;
    Ok(ok(
        StatusCode::OK,
        asked.page(&st, &u.merchant, &u.user_id).await?,
    ))
}

async fn send_transfer(
    State(st): State<AppState>,
    UserWrite {
        user,
        idem,
        mut body,
    }: UserWrite,
) -> ApiResult<Response> {
    let to = body.req_str("to", 128);
    let amount = body.req_amount("amount");
    let currency = body.req_currency("currency");
    let note = body.opt_str("note", transfers::MAX_NOTE);
    let pin = body.confirming_pin().unwrap_or_default();
    body.finish()?;
    let ask = transfers::Ask {
        to,
        amount,
        currency,
        note,
        pin,
    };
    transfers::send(&st, &user.merchant, &user.user_id, &ask, &idem).await
}

async fn preview_transfer(
    State(st): State<AppState>,
    Extension(user): Extension<UserPrincipal>,
    Fields(mut body): Fields,
) -> ApiResult<Response> {
    let to = body.req_str("to", 128);
    let amount = body.req_amount("amount");
    let currency = body.req_currency("currency");
    body.finish()?;
    let shown =
        transfers::preview(&st, &user.merchant, &user.user_id, &to, amount, currency).await?;
    Ok(ok(StatusCode::OK, shown))
}

async fn cash_out(
    State(st): State<AppState>,
    UserWrite {
        user,
        idem,
        mut body,
    }: UserWrite,
) -> ApiResult<Response> {
    let amount = body.req_amount("amount");
    let currency = body.req_currency("currency");
    let method = body.req_str("method", 16);
    if !method.is_empty() && !sanduq_domain::payout::CASH_OUT_METHODS.contains(&method.as_str()) {
        body.fail(
            "method",
            format!(
                "must be one of {}",
                sanduq_domain::payout::CASH_OUT_METHODS.join(", ")
            ),
        );
    }
    let destination = body.req_str("destination", crate::cash_out::MAX_DESTINATION);
    let pin = body.confirming_pin().unwrap_or_default();
    body.finish()?;
    let ask = crate::cash_out::Ask {
        amount,
        currency,
        method,
        destination,
        pin,
    };
    crate::cash_out::cash_out(&st, &user.merchant, &user.user_id, &ask, &idem).await
}

async fn show_cash_out(
    State(st): State<AppState>,
    Path(id): Path<String>,
    Extension(u): Extension<UserPrincipal>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        sanduq_payments::payouts::show_cash_out(&st, &u.merchant, &u.user_id, &id).await?,
    ))
}

async fn fx_quote(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    use sanduq_domain::fx::Fixed;
    let from = b.req_currency("from_currency");
    let to = b.req_currency("to_currency");
    let from_amount = b.opt_amount("from_amount");
    let to_amount = b.opt_amount("to_amount");
    let fixed = match (from_amount, to_amount) {
        (Some(a), None) => Some(Fixed::From(a)),
        (None, Some(a)) => Some(Fixed::To(a)),
        (Some(_), Some(_)) => {
            b.fail("to_amount", "give from_amount or to_amount, not both");
            None
        }
        (None, None) => {
            if !b.has("from_amount") && !b.has("to_amount") {
                b.fail("from_amount", "give from_amount or to_amount");
            }
            None
        }
    };
    b.finish()?;
    let Some(fixed) = fixed else {
        return Err(ApiError::new(E::ValidationError, "give one amount"));
    };
    Ok(ok(
        StatusCode::CREATED,
        crate::exchange::quote(&st, &u.merchant, &u.user_id, from, to, fixed).await?,
    ))
}

async fn fx_execute(
    State(st): State<AppState>,
    UserWrite {
        user,
        idem,
        mut body,
    }: UserWrite,
) -> ApiResult<Response> {
    let quote_id = body.req_str("quote_id", 64);
    let pin = body.confirming_pin().unwrap_or_default();
    body.finish()?;
    crate::exchange::execute(&st, &user.merchant, &user.user_id, &quote_id, &pin, &idem).await
}

async fn submit_kyc(
    State(st): State<AppState>,
    UserWrite {
        user,
        idem,
        mut body,
    }: UserWrite,
) -> ApiResult<Response> {
    use sanduq_domain::kyc::{self as rules, DocumentType};
    let tier = body.opt_int("tier", 1, 2);
    if tier.is_none() && !body.has("tier") {
        body.fail("tier", "is required");
    }
    let full_name = body.req_str("full_name", rules::MAX_NAME);
    let today = kyc::baghdad_today(st.now_for(&user.merchant));
    let born = body.req_date("date_of_birth");
    if let Some(Err(issue)) = born.map(|b| rules::check_birth(b, today)) {
        body.fail("date_of_birth", issue);
    }
    let kind = body.req_str("document_type", 20);
    let document_type = DocumentType::parse(&kind);
    if document_type.is_none() && !kind.is_empty() {
        body.fail(
            "document_type",
            format!("must be one of {}", DocumentType::NAMES.join(", ")),
        );
    }
    let number = body.req_str("document_number", 32);
    if !number.is_empty() && !sanduq_domain::kyc::valid_document_number(&number) {
        body.fail(
            "document_number",
            "must be 4 to 32 letters, digits and hyphens",
        );
    }
    let image = body.req_image("document_image", rules::MAX_IMAGE);
    body.finish()?;
    let (Some(tier), Some(born), Some(document_type), Some((image, content_type))) =
        (tier, born, document_type, image)
    else {
        return Err(ApiError::new(
            E::ValidationError,
            "the submission is incomplete",
        ));
    };
    let s = kyc::Submission {
        tier: tier as u8,
        full_name,
        date_of_birth: born,
        document_type,
        document_number: number,
        image,
        content_type,
    };
    kyc::submit(&st, &user.merchant, &user.user_id, &s, &idem).await
}

async fn show_kyc(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        kyc::latest(&st, &u.merchant, &u.user_id).await?,
    ))
}

async fn show_transfer(
    State(st): State<AppState>,
    Path(id): Path<String>,
    Extension(u): Extension<UserPrincipal>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        transfers::show(&st, &u.merchant, &u.user_id, &id).await?,
    ))
}

async fn sign_out(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let everywhere = b.opt_bool("everywhere").unwrap_or(false);
    b.finish()?;
    let ended = if everywhere {
        sessions::end_all(&st, &u.merchant, &u.user_id, "signed_out_everywhere").await?
    } else {
        sessions::end(&st, &u.merchant, &u.session.id, "signed_out").await?;
        1
    };
    Ok(ok(
        StatusCode::OK,
        serde_json::json!({ "session_id": u.session.id, "signed_out": true, "sessions_ended": ended }),
    ))
}

async fn show_qr(
    State(st): State<AppState>,
    Path(qr_id): Path<String>,
    Extension(u): Extension<UserPrincipal>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        sanduq_payments::qr_codes::for_payer(&st, &u.merchant, &qr_id).await?,
    ))
}

async fn read_qr(
    State(st): State<AppState>,
    Extension(u): Extension<UserPrincipal>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let payload = b.req_str("payload", 512);
    b.finish()?;
    Ok(ok(
        StatusCode::OK,
        sanduq_payments::qr_codes::read_payload(&st, &u.merchant, &payload).await?,
    ))
}

async fn set_pin(
    State(st): State<AppState>,
    UserWrite {
        user,
        idem,
        mut body,
    }: UserWrite,
) -> ApiResult<Response> {
    let p = body.pin(true).unwrap_or_default();
    body.finish()?;
    pin::set_first(&st, &user, &p, &idem).await
}

async fn change_pin(
    State(st): State<AppState>,
    UserWrite {
        user,
        idem,
        mut body,
    }: UserWrite,
) -> ApiResult<Response> {
    let p = body.confirming_pin().unwrap_or_default();
    let new_pin = read_new_pin(&mut body);
    body.finish()?;
    pin::change(&st, &user, &p, &new_pin, &idem).await
}

async fn reset_pin(
    State(st): State<AppState>,
    UserWrite {
        user,
        idem,
        mut body,
    }: UserWrite,
) -> ApiResult<Response> {
    let otp_id = body.req_str("otp_id", 64);
    let code = codes::read_code(&mut body);
    let new_pin = read_new_pin(&mut body);
    body.finish()?;
    pin::reset(&st, &user, &otp_id, &code, &new_pin, &idem).await
}

async fn payment_code(
    State(st): State<AppState>,
    UserWrite {
        user,
        idem,
        mut body,
    }: UserWrite,
) -> ApiResult<Response> {
    let pin = body.pin(false);
    body.finish()?;
    let now = st.now_for(&user.merchant);
    let proof = sanduq_payments::qr_tokens::Proof::User {
        pin,
        fresh_otp: user.session.freshly_verified(now),
    };
    sanduq_payments::qr_tokens::issue_token(&st, &user.merchant, &user.user_id, proof, &idem).await
}

async fn qr_pay(
    State(st): State<AppState>,
    Path(qr_id): Path<String>,
    UserWrite {
        user,
        idem,
        mut body,
    }: UserWrite,
) -> ApiResult<Response> {
    let pin = body.pin(false);
    let fx_quote_id = body.opt_str("fx_quote_id", 64);
    body.finish()?;
    sanduq_payments::qr_codes::pay(
        &st,
        &user.merchant,
        &qr_id,
        &user.user_id,
        pin,
        fx_quote_id.as_deref(),
        &idem,
    )
    .await
}

async fn cash_in(
    State(st): State<AppState>,
    Path(user_id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        mut body,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let amount = body.req_amount("amount");
    let currency = body.req_currency("currency");
    let reference = body.req_str("reference", crate::cash_in::MAX_REFERENCE);
    body.finish()?;
    crate::cash_in::cash_in(
        &st,
        &p.merchant,
        &user_id,
        amount,
        currency,
        &reference,
        &idem,
    )
    .await
}

async fn mint(
    State(st): State<AppState>,
    Path(user_id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    body.finish()?;
    let m = &p.merchant;
    tx::commit(&st, &idem, || async {
        let f = users::require(&st, &m.id, &user_id).await?;
        let o = sessions::open(&st, m, &f.user, tokens::Method::Merchant, st.now_for(m))?;
        Ok(Plan::answer(
            o.writes,
            StatusCode::CREATED,
            sessions::answer(&o.tokens, &f.user),
        ))
    })
    .await
}

async fn sms_inbox(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let phone = read_phone(&mut q);
    q.finish()?;
    Ok(ok(
        StatusCode::OK,
        inbox::list(&st, &p.merchant.id, &phone).await?,
    ))
}
