//! The embedded family: checkout sessions the merchant's server creates and reads, and
//! payments it polls (Bearer secret key); and the popup's calls, authorized by the session
//! token alone (Sanduq's own origin, public, rate-limited).

use crate::embedded;
use crate::qr_codes;
use crate::qr_tokens;
use crate::users;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::{Extension, Router};
use sanduq_api::auth::{self, Principal};
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes};
use sanduq_api::extract::{Fields, MerchantWrite, Query};
use sanduq_api::validate::Body;
use sanduq_domain::embedded::{
    DEFAULT_EXPIRES_IN, MAX_EXPIRES_IN, MAX_METADATA_KEYS, MIN_EXPIRES_IN,
};
use sanduq_domain::payment::{CaptureMode, MAX_TEXT};
use sanduq_domain::qr as rules;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::state::AppState;

pub fn router(st: AppState) -> Router {
    routes(st.clone()).finish(st).0
}

pub fn routes(st: AppState) -> Routes {
    let merchant = Routes::new("embedded", Auth::Secret)
        .post("/api/v1/embedded/checkout/sessions", create, &CREATE)
        .get(
            "/api/v1/embedded/checkout/sessions/{session_id}",
            show,
            &SHOW,
        )
        .get("/api/v1/embedded/payments/{payment_id}", payment, &PAYMENT)
        .post("/api/v1/embedded/qr/charge", qr_charge, &QR_CHARGE)
        .post("/api/v1/embedded/qr/generate", qr_generate, &QR_GENERATE)
        .layer(|r| r.route_layer(from_fn_with_state(st.clone(), auth::secret_key)));
    let popup = Routes::new("popup", Auth::Public)
        .post(
            "/api/v1/embedded/popup/session",
            popup_session,
            &POPUP_SESSION,
        )
        .post(
            "/api/v1/embedded/popup/confirm",
            popup_confirm,
            &POPUP_CONFIRM,
        )
        .post("/api/v1/embedded/popup/close", popup_close, &POPUP_CLOSE)
        .post(
            "/api/v1/embedded/popup/fx-quote",
            popup_fx_quote,
            &POPUP_FX_QUOTE,
        )
        .post("/api/v1/embedded/popup/pin", popup_pin, &POPUP_PIN)
        .layer(|r| {
            r.route_layer(from_fn_with_state(st.clone(), auth::public_token))
                .route_layer(from_fn_with_state(st.clone(), auth::public))
        });
    let words = Routes::new("embedded", Auth::Publishable)
        .get("/api/v1/amount-words", amount_words, &AMOUNT_WORDS)
        .layer(|r| r.route_layer(from_fn_with_state(st, auth::publishable_key)));
    merchant.merge(popup).merge(words)
}

const AMOUNT_WORDS: Op = Op {
    id: "amountWords",
    summary: "An amount in words: Arabic, Kurdish or English",
    about: "As Sanduq's receipts write it (Arabic with the counted noun's agreement, the \"tafqit\" of invoices and cheques; Central Kurdish; English), for pages and a merchant's own receipts. Minor units: dinars have none, dollars have cents. With the publishable key (or the secret key). Writes nothing.",
    query: &[
        Field::req(
            "amount",
            Kind::IntText {
                min: 0,
                max: sanduq_domain::money::MAX_AMOUNT,
            },
            "minor units",
        ),
        Field::req("currency", Kind::Currency, ""),
        Field::opt(
            "locale",
            Kind::Word {
                max: 2,
                one_of: &["ar", "ku", "en"],
            },
            "en unless said",
        ),
    ],
    answer: Answer::ok("AmountWords"),
    errors: &[E::ValidationError, E::UnsupportedCurrency],
    ..Op::DEFAULT
};

/// `GET /amount-words?amount=&currency=&locale=`
async fn amount_words(Query(mut q): Query) -> ApiResult<Response> {
    let present = q.has("amount");
    let amount = q.opt_int_text("amount", 0, sanduq_domain::money::MAX_AMOUNT);
    if !present {
        q.fail("amount", "is required");
    }
    let currency = q.req_currency("currency");
    let locale = q.opt_str("locale", 2);
    let l = match locale.as_deref() {
        None => Some(sanduq_pages::Locale::En),
        Some(t) => sanduq_pages::Locale::parse(t),
    };
    if l.is_none() {
        q.fail("locale", "must be ar, ku or en");
    }
    q.finish()?;
    let l = l.unwrap_or(sanduq_pages::Locale::En);
    let amount = amount.unwrap_or(0);
    Ok(ok(
        StatusCode::OK,
        serde_json::json!({
            "object": "amount_words",
            "amount": amount,
            "currency": currency,
            "locale": l.code(),
            "words": crate::receipts::words(amount, currency, crate::receipts::language(l)),
        }),
    ))
}

use ErrorCode as E;

const CREATE: Op = Op {
    id: "createEmbeddedSession",
    summary: "Create an embedded checkout session for the popup",
    about: "Answers the session and its one-time session_token, which the merchant's page hands to the popup (sanduq.js).",
    body: Some(&[
        Field::req("user_id", Kind::Text { max: users::MAX_EXTERNAL_ID }, "the buyer: a service user id or the merchant's external id"),
        Field::req("amount", Kind::Amount, "minor units"),
        Field::req("currency", Kind::Currency, ""),
        Field::opt("description", Kind::Text { max: MAX_TEXT }, ""),
        Field::opt("reference", Kind::Text { max: MAX_TEXT }, ""),
        Field::opt("capture_mode", Kind::Word { max: 16, one_of: &["automatic", "manual"] }, "default automatic"),
        Field::opt("redirect_url", Kind::Url, ""),
        Field::opt("metadata", Kind::Metadata { max_keys: MAX_METADATA_KEYS }, ""),
        Field::opt("expires_in", Kind::Int { min: MIN_EXPIRES_IN, max: MAX_EXPIRES_IN }, "seconds (default 1800)"),
    ]),
    answer: Answer::created("EmbeddedCreated"),
    errors: &[E::UnsupportedCurrency, E::WalletNotFound, E::VelocityLimitExceeded],
    idempotent: true,
    ..Op::DEFAULT
};

const SHOW: Op = Op {
    id: "getEmbeddedSession",
    summary: "Read an embedded checkout session",
    answer: Answer::ok("EmbeddedSession"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const PAYMENT: Op = Op {
    id: "getEmbeddedPayment",
    summary: "Read a payment (to poll its status)",
    answer: Answer::ok("EmbeddedPayment"),
    errors: &[E::PaymentNotFound],
    ..Op::DEFAULT
};

const QR_CHARGE: Op = Op {
    id: "chargeCustomerQr",
    summary: "Charge a customer-presented QR",
    about: "Charges at once the customer whose wallet shows user_token (one use, short-lived).",
    body: Some(&[
        Field::req(
            "user_token",
            Kind::Text { max: 128 },
            "read from the customer's QR",
        ),
        Field::req("amount", Kind::Amount, ""),
        Field::req("currency", Kind::Currency, ""),
        Field::opt("description", Kind::Text { max: MAX_TEXT }, ""),
        Field::opt("reference", Kind::Text { max: MAX_TEXT }, ""),
    ]),
    answer: Answer::created("QrCharge"),
    errors: &[
        E::QrTokenExpired,
        E::InsufficientBalance,
        E::FamilyWalletPaused,
        E::FamilyPaymentCapExceeded,
        E::FamilyDailyCapExceeded,
        E::FamilyMerchantNotAllowed,
        E::UnsupportedCurrency,
        E::VelocityLimitExceeded,
        E::WalletNotFound,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

const QR_GENERATE: Op = Op {
    id: "generateMerchantQr",
    summary: "Generate a merchant-presented QR",
    about: "A QR for the point of sale to show; its payment awaits the customer who scans it.",
    body: Some(&[
        Field::req("amount", Kind::Amount, ""),
        Field::req("currency", Kind::Currency, ""),
        Field::opt("description", Kind::Text { max: MAX_TEXT }, ""),
        Field::opt("reference", Kind::Text { max: MAX_TEXT }, ""),
        Field::opt(
            "format",
            Kind::Word {
                max: 8,
                one_of: &["png", "svg"],
            },
            "default png",
        ),
        Field::opt(
            "payload_format",
            Kind::Word {
                max: 9,
                one_of: &sanduq_domain::qr::PayloadFormat::NAMES,
            },
            "what the QR carries: Sanduq's deep link, or EMVCo merchant-presented mode (EMV QRCPS MPM 1.1) that other schemes' wallets read; the merchant's qr_payload setting unless said",
        ),
        Field::opt(
            "size",
            Kind::Int {
                min: rules::MIN_SIZE,
                max: rules::MAX_SIZE,
            },
            "pixels (default 400): a PNG's width and height; an SVG's width and height attributes (it scales)",
        ),
        Field::opt(
            "expires_in",
            Kind::Int {
                min: rules::MIN_EXPIRES_IN,
                max: rules::MAX_EXPIRES_IN,
            },
            "seconds (default 300)",
        ),
        Field::opt(
            "metadata",
            Kind::Metadata {
                max_keys: MAX_METADATA_KEYS,
            },
            "",
        ),
    ]),
    answer: Answer::created("QrCode"),
    errors: &[E::UnsupportedCurrency],
    idempotent: true,
    ..Op::DEFAULT
};

const TOKEN: Field = Field::req(
    "session_token",
    Kind::Text { max: 200 },
    "the session's one-time token",
);

const POPUP_SESSION: Op = Op {
    id: "popupSession",
    summary: "The popup reads what it shows",
    about: "A popup sends its opener's origin; a merchant that registered its sites (branding popup_origins) answers FORBIDDEN to any other, so another site cannot open its checkout.",
    body: Some(&[
        TOKEN,
        Field::opt("origin", Kind::Origin, "the opener's origin (popup mode)"),
    ]),
    answer: Answer::ok("Popup"),
    errors: &[E::TokenExpired, E::NotFound, E::Forbidden],
    ..Op::DEFAULT
};

const POPUP_FX_QUOTE: Op = Op {
    id: "popupFxQuote",
    summary: "A buyer short of the session's currency: a quote to pay it from the other one",
    about: "The session's amount in its currency, priced from the buyer's other currency at the platform's rate (30 seconds); the buyer confirms it with the PIN (popup/confirm with fx_quote_id). No rate or a stale one: SERVICE_UNAVAILABLE.",
    body: Some(&[TOKEN]),
    answer: Answer::ok("FxQuote"),
    errors: &[E::TokenExpired, E::NotFound, E::ServiceUnavailable, E::MerchantNotApproved],
    ..Op::DEFAULT
};

const POPUP_CONFIRM: Op = Op {
    id: "popupConfirm",
    summary: "The buyer confirms with their PIN",
    about: "With fx_quote_id (from popup/fx-quote) the payment is paid from the buyer's other currency at that quote: the payment's fx_details say how. An expired quote is PAYMENT_EXPIRED with details.quote_id (the session stays open: take a new quote).",
    body: Some(&[
        TOKEN,
        Field::opt("pin", Kind::Pin, "4 digits"),
        Field::opt("fx_quote_id", Kind::Text { max: 64 }, "pay from the other currency at this quote"),
    ]),
    answer: Answer::ok("PopupConfirmed"),
    errors: &[
        E::TokenExpired,
        E::NotFound,
        E::InvalidPin,
        E::PinBlocked,
        E::PinNotSet,
        E::PinRequired,
        E::InsufficientBalance, E::FamilyWalletPaused, E::FamilyPaymentCapExceeded, E::FamilyDailyCapExceeded, E::FamilyMerchantNotAllowed,
        E::VelocityLimitExceeded,
        E::PaymentExpired,
        E::WalletBusy,
        E::ValidationError,
        E::InvalidPaymentStatus,
        E::AccountFrozen,
    ],
    ..Op::DEFAULT
};

const POPUP_CLOSE: Op = Op {
    id: "popupClose",
    summary: "The buyer closes the popup",
    about: "Cancels an open session; closing it again answers the same. A session that is paid, failed or expired is TOKEN_EXPIRED: closing it changes nothing.",
    body: Some(&[TOKEN]),
    answer: Answer::ok("PopupClosed"),
    errors: &[E::TokenExpired, E::NotFound, E::WalletBusy],
    ..Op::DEFAULT
};

const POPUP_PIN: Op = Op {
    id: "popupSetPin",
    summary: "A buyer without a PIN sets one",
    body: Some(&[TOKEN, Field::req("pin", Kind::Pin, "4 digits")]),
    answer: Answer::ok("PinSet"),
    errors: &[E::TokenExpired, E::NotFound, E::Forbidden, E::WalletBusy],
    ..Op::DEFAULT
};

async fn create(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let user_id = b.req_str("user_id", users::MAX_EXTERNAL_ID);
    let amount = b.req_amount("amount");
    let currency = b.req_currency("currency");
    let description = b.opt_str("description", MAX_TEXT);
    let reference = b.opt_str("reference", MAX_TEXT);
    let capture_mode = match b.opt_str("capture_mode", 16).as_deref() {
        None | Some("automatic") => CaptureMode::Automatic,
        Some("manual") => CaptureMode::Manual,
        Some(_) => {
            b.fail("capture_mode", "must be automatic or manual");
            CaptureMode::Automatic
        }
    };
    let redirect_url = b.opt_url("redirect_url");
    let metadata = b.opt_metadata("metadata", MAX_METADATA_KEYS);
    let expires_in = b
        .opt_int("expires_in", MIN_EXPIRES_IN, MAX_EXPIRES_IN)
        .unwrap_or(DEFAULT_EXPIRES_IN);
    b.finish()?;
    let n = embedded::NewSession {
        user_id,
        amount,
        currency,
        description,
        reference,
        capture_mode,
        redirect_url,
        metadata,
        expires_in,
    };
    embedded::create(&st, &p.merchant, n, &idem).await
}

async fn show(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        embedded::view(&st, &p.merchant, &id).await?,
    ))
}

async fn payment(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        embedded::payment_view(&st, &p.merchant, &id).await?,
    ))
}

/// A popup body: `session_token` (required), and whatever the call reads after it.
fn token(b: &mut Body) -> String {
    b.req_str("session_token", 200)
}

async fn popup_session(State(st): State<AppState>, Fields(mut b): Fields) -> ApiResult<Response> {
    let t = token(&mut b);
    let origin = b.opt_str("origin", sanduq_pages::MAX_ORIGIN);
    let origin = match origin.as_deref().map(sanduq_pages::origin) {
        None => None,
        Some(Some(o)) => Some(o),
        Some(None) => {
            b.fail("origin", "must be an origin: https://host[:port]");
            None
        }
    };
    b.finish()?;
    let view = embedded::popup_view(&st, &t, origin.as_deref()).await?;
    Ok(ok(StatusCode::OK, view))
}

async fn popup_confirm(State(st): State<AppState>, Fields(mut b): Fields) -> ApiResult<Response> {
    let t = token(&mut b);
    let pin = b.pin(false);
    let fx_quote_id = b.opt_str("fx_quote_id", 64);
    b.finish()?;
    Ok(ok(
        StatusCode::OK,
        embedded::confirm(&st, &t, pin, fx_quote_id).await?,
    ))
}

async fn popup_fx_quote(State(st): State<AppState>, Fields(mut b): Fields) -> ApiResult<Response> {
    let t = token(&mut b);
    b.finish()?;
    Ok(ok(StatusCode::OK, embedded::popup_fx_quote(&st, &t).await?))
}

async fn popup_close(State(st): State<AppState>, Fields(mut b): Fields) -> ApiResult<Response> {
    let t = token(&mut b);
    b.finish()?;
    Ok(ok(StatusCode::OK, embedded::dismiss(&st, &t).await?))
}

async fn popup_pin(State(st): State<AppState>, Fields(mut b): Fields) -> ApiResult<Response> {
    let t = token(&mut b);
    let pin = b.pin(true);
    b.finish()?;
    Ok(ok(
        StatusCode::OK,
        embedded::set_pin(&st, &t, &pin.unwrap_or_default()).await?,
    ))
}

/// `{user_token, amount, currency, description?, reference?}`: charges the customer whose
/// wallet shows the token, at once.
async fn qr_charge(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let user_token = b.req_str("user_token", 128);
    let amount = b.req_amount("amount");
    let currency = b.req_currency("currency");
    let description = b.opt_str("description", MAX_TEXT);
    let reference = b.opt_str("reference", MAX_TEXT);
    b.finish()?;
    let c = qr_tokens::Charge {
        user_token,
        amount,
        currency,
        description,
        reference,
    };
    qr_tokens::charge(&st, &p.merchant, c, &idem).await
}

/// `{amount, currency, description?, reference?, format?, size?, expires_in?, metadata?}`:
/// a QR for the POS to show, with its payment awaiting the customer.
async fn qr_generate(
    State(st): State<AppState>,
    headers: axum::http::HeaderMap,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let amount = b.req_amount("amount");
    let currency = b.req_currency("currency");
    let description = b.opt_str("description", MAX_TEXT);
    let reference = b.opt_str("reference", MAX_TEXT);
    let format = match b.opt_str("format", 8).as_deref() {
        None | Some("png") => rules::QrFormat::Png,
        Some("svg") => rules::QrFormat::Svg,
        Some(_) => {
            b.fail("format", "must be png or svg");
            rules::QrFormat::Png
        }
    };
    let payload_format = b.opt_str("payload_format", 9).and_then(|f| {
        let parsed = rules::PayloadFormat::parse(&f);
        if parsed.is_none() {
            b.fail("payload_format", "must be deep_link or emvco");
        }
        parsed
    });
    let size = b.opt_int("size", rules::MIN_SIZE, rules::MAX_SIZE);
    let expires_in = b
        .opt_int("expires_in", rules::MIN_EXPIRES_IN, rules::MAX_EXPIRES_IN)
        .unwrap_or(rules::DEFAULT_EXPIRES_IN);
    let metadata = b.opt_metadata("metadata", MAX_METADATA_KEYS);
    b.finish()?;
    let g = qr_codes::Generate {
        amount,
        currency,
        description,
        reference,
        format,
        payload_format,
        size: size.unwrap_or(rules::DEFAULT_SIZE) as u32,
        expires_in,
        metadata,
    };
    let base = st.public_base(&headers);
    qr_codes::generate(&st, &p.merchant, g, &base, &idem).await
}
