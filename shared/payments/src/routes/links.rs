//! The payment links family: the merchant creates, lists, reads and deactivates links
//! (Bearer secret key, under /embedded/payment-links as the spec names them); the hosted
//! page reads a link and pays it (public, rate-limited, Idempotency-Key scoped to the link).

use crate::links;
use crate::views;
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::{Extension, Router};
use sanduq_api::auth::{self, Principal};
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, OpRef, Routes, PAGE};
use sanduq_api::extract::{MerchantWrite, Query};
use sanduq_api::validate::Body;
use sanduq_domain::embedded::MAX_METADATA_KEYS;
use sanduq_domain::link::NewLink;
use sanduq_domain::payment::MAX_TEXT;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::state::AppState;
use serde_json::json;

pub fn router(st: AppState) -> Router {
    routes(st.clone()).finish(st).0
}

pub fn routes(st: AppState) -> Routes {
    let merchant = Routes::new("links", Auth::Secret)
        .post("/api/v1/embedded/payment-links", create, &CREATE)
        .get("/api/v1/embedded/payment-links", list, &LIST)
        .get("/api/v1/embedded/payment-links/{id}", show, &SHOW)
        .delete(
            "/api/v1/embedded/payment-links/{id}",
            deactivate,
            &DEACTIVATE,
        )
        .layer(|r| r.route_layer(from_fn_with_state(st.clone(), auth::secret_key)));
    let page = Routes::new("link page", Auth::Public)
        .get("/api/v1/links/{id}", public_show, &PUBLIC_SHOW)
        .post("/api/v1/links/{id}/pay", pay, &PAY)
        .post("/api/v1/links/{id}/fx-quote", fx_quote, &FX_QUOTE)
        .layer(|r| r.route_layer(from_fn_with_state(st, auth::public)));
    merchant.merge(page)
}

use ErrorCode as E;

pub const CREATE: Op = Op {
    id: "createPaymentLink",
    summary: "Create a payment link",
    about: "A hosted page (and its short address and QR) where buyers pay; amount 0 lets the buyer enter it.",
    body: Some(&[
        Field::req("amount", Kind::Int { min: 0, max: sanduq_domain::money::MAX_AMOUNT }, "minor units; 0: the buyer enters it"),
        Field::req("currency", Kind::Currency, ""),
        Field::req("description", Kind::Text { max: MAX_TEXT }, ""),
        Field::opt("reference", Kind::Text { max: MAX_TEXT }, ""),
        Field::opt("redirect_url", Kind::Url, ""),
        Field::opt("expires_at", Kind::Time, "default 30 days from now"),
        Field::opt("max_uses", Kind::Int { min: 0, max: sanduq_domain::link::MAX_MAX_USES as i64 }, "default 1; 0 unlimited"),
        Field::opt("metadata", Kind::Metadata { max_keys: MAX_METADATA_KEYS }, ""),
    ]),
    answer: Answer::created("PaymentLink"),
    errors: &[E::UnsupportedCurrency],
    idempotent: true,
    ..Op::DEFAULT
};

const LIST: Op = Op {
    id: "listPaymentLinks",
    summary: "List payment links, newest first",
    query: &PAGE,
    answer: Answer::ok("PaymentLinkList"),
    ..Op::DEFAULT
};

const SHOW: Op = Op {
    id: "getPaymentLink",
    summary: "Read a payment link",
    answer: Answer::ok("PaymentLink"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const DEACTIVATE: Op = Op {
    id: "deactivatePaymentLink",
    summary: "Deactivate a payment link (permanent)",
    about: "Doing it again changes nothing, so it needs no Idempotency-Key.",
    answer: Answer::ok("PaymentLinkDeactivated"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const PUBLIC_SHOW: Op = Op {
    id: "getPublicLink",
    summary: "What a link's hosted page shows",
    answer: Answer::ok("PublicLink"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const FX_QUOTE: Op = Op {
    id: "linkFxQuote",
    summary: "A quote to pay a link from the buyer's other currency",
    about: "For a buyer short of the link's currency (the page asks after INSUFFICIENT_BALANCE): the link's amount priced from the other currency at the platform's rate, for 30 seconds; pay it with links/{id}/pay and fx_quote_id. It shows no balance and is usable only with the buyer's PIN.",
    body: Some(&[
        Field::req("user", Kind::Text { max: 128 }, "the buyer's wallet id, phone or e-mail"),
        Field::opt("amount", Kind::Amount, "required when the link lets the buyer enter it"),
    ]),
    answer: Answer::ok("FxQuote"),
    errors: &[E::NotFound, E::WalletNotFound, E::PaymentExpired, E::ValidationError, E::ServiceUnavailable, E::MerchantNotApproved],
    ..Op::DEFAULT
};

const PAY: Op = Op {
    id: "payLink",
    summary: "Pay a link from a wallet",
    about: "The Idempotency-Key is scoped to the link (the page makes one per submission).",
    body: Some(&[
        Field::req(
            "user",
            Kind::Text { max: 128 },
            "the buyer's wallet id, phone or e-mail",
        ),
        Field::opt(
            "amount",
            Kind::Amount,
            "required when the link lets the buyer enter it",
        ),
        Field::req("pin", Kind::Pin, "4 digits"),
        Field::opt(
            "fx_quote_id",
            Kind::Text { max: 64 },
            "pay from the other currency at this quote (links/{id}/fx-quote)",
        ),
    ]),
    answer: Answer::created("LinkPaid"),
    errors: &[
        E::NotFound,
        E::Forbidden,
        E::WalletNotFound,
        E::InvalidPin,
        E::PinBlocked,
        E::PinRequired,
        E::InsufficientBalance,
        E::FamilyWalletPaused,
        E::FamilyPaymentCapExceeded,
        E::FamilyDailyCapExceeded,
        E::FamilyMerchantNotAllowed,
        E::PaymentExpired,
        E::VelocityLimitExceeded,
    ],
    idempotent: true,
    ..Op::DEFAULT
};

pub async fn create(
    State(st): State<AppState>,
    headers: HeaderMap,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let amount = match b.opt_int("amount", 0, sanduq_domain::money::MAX_AMOUNT) {
        Some(a) => a,
        None => {
            if !b.has("amount") {
                b.fail("amount", "is required (0 lets the buyer enter it)");
            }
            0
        }
    };
    let currency = b.req_currency("currency");
    let description = b.req_str("description", MAX_TEXT);
    let reference = b.opt_str("reference", MAX_TEXT);
    let redirect_url = b.opt_url("redirect_url");
    let expires_at = b.opt_time("expires_at");
    let max_uses = b
        .opt_int("max_uses", 0, i64::from(sanduq_domain::link::MAX_MAX_USES))
        .map(|n| n as u32);
    let metadata = b.opt_metadata("metadata", MAX_METADATA_KEYS);
    b.finish()?;
    let n = NewLink {
        merchant_id: p.merchant.id.clone(),
        amount,
        currency,
        description,
        reference,
        redirect_url,
        metadata,
        max_uses,
        expires_at,
    };
    let base = st.public_base(&headers);
    links::create(&st, &p.merchant, n, &base, &idem).await
}

async fn list(
    State(st): State<AppState>,
    headers: HeaderMap,
    Extension(p): Extension<Principal>,
    Query(mut b): Query,
) -> ApiResult<Response> {
    let page = b.page();
    b.finish()?;
    let base = st.public_base(&headers);
    Ok(ok(
        StatusCode::OK,
        links::list(&st, &p.merchant, page, &base).await?,
    ))
}

async fn show(
    State(st): State<AppState>,
    headers: HeaderMap,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let base = st.public_base(&headers);
    Ok(ok(
        StatusCode::OK,
        links::get(&st, &p.merchant, &id, &base).await?,
    ))
}

/// Deactivates (permanent). DELETE needs no Idempotency-Key: doing it again changes nothing.
async fn deactivate(
    State(st): State<AppState>,
    headers: HeaderMap,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let base = st.public_base(&headers);
    Ok(ok(
        StatusCode::OK,
        links::deactivate(&st, &p.merchant, &id, &base).await?,
    ))
}

/// What the hosted page needs: the link's amount, description and status, and the
/// merchant's brand. Never the link's metadata or reference.
async fn public_show(State(st): State<AppState>, Path(id): Path<String>) -> ApiResult<Response> {
    let (l, m, status) = links::public_view(&st, &id).await?;
    Ok(ok(
        StatusCode::OK,
        json!({
            "id": l.id,
            "object": "payment_link",
            "amount": l.amount,
            "currency": l.currency.code(),
            "description": l.description,
            "status": status.as_str(),
            "expires_at": l.expires_at,
            "merchant": views::brand(&m),
            "sandbox": m.sandbox,
        }),
    ))
}

/// `{user, amount?, pin}` with an Idempotency-Key (the page makes one per submission).
async fn pay(
    State(st): State<AppState>,
    Path(id): Path<String>,
    OriginalUri(uri): OriginalUri,
    headers: HeaderMap,
    Extension(op): Extension<OpRef>,
    body: Bytes,
) -> ApiResult<Response> {
    let idem = Idem::from_request(
        &format!("link:{id}"),
        &headers,
        &Method::POST,
        uri.path(),
        &body,
    )?;
    let mut b = Body::parse(&body)?.declared(Some(op.0));
    let user = b.req_str("user", 128);
    let amount = b.opt_amount("amount");
    let pin = b.confirming_pin();
    let fx_quote_id = b.opt_str("fx_quote_id", 64);
    b.finish()?;
    let p = links::Pay {
        user,
        amount,
        pin: pin.unwrap_or_default(),
        fx_quote_id,
    };
    links::pay(&st, &id, p, &idem).await
}

async fn fx_quote(
    State(st): State<AppState>,
    Path(id): Path<String>,
    sanduq_api::extract::Fields(mut b): sanduq_api::extract::Fields,
) -> ApiResult<Response> {
    let user = b.req_str("user", 128);
    let amount = b.opt_amount("amount");
    b.finish()?;
    Ok(ok(
        StatusCode::OK,
        links::fx_quote(&st, &id, &user, amount).await?,
    ))
}
