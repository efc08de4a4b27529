//! The gateway family (/gateway/payments): HMAC-signed requests (GETs also take the Bearer
//! secret key). The escrow lifecycle as the state table names it.

use crate::listing;
use crate::payments;
use crate::views;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::{Extension, Router};
use sanduq_api::auth::{self, Principal};
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes};
use sanduq_api::extract::{MerchantWrite, Query};
use sanduq_api::validate::Body;
use sanduq_domain::payment::{PaymentStatus, MAX_TEXT};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::state::AppState;

pub fn router(st: AppState) -> Router {
    routes(st.clone()).finish(st).0
}

pub fn routes(st: AppState) -> Routes {
    Routes::new("gateway", Auth::Gateway)
        .get("/api/v1/gateway/payments", list, &LIST)
        .get("/api/v1/gateway/payments/{payment_id}", show, &SHOW)
        .post(
            "/api/v1/gateway/payments/{payment_id}/capture",
            capture,
            &CAPTURE,
        )
        .post("/api/v1/gateway/payments/{payment_id}/void", void, &VOID)
        .post(
            "/api/v1/gateway/payments/{payment_id}/refund",
            refund,
            &REFUND,
        )
        .layer(|r| r.route_layer(from_fn_with_state(st, auth::gateway)))
}

use ErrorCode as E;

const LIST: Op = Op {
    id: "listPayments",
    summary: "List payments, newest first, with filters",
    about: "Page by page (page, per_page) or by cursor (next_cursor of the previous page).",
    query: &[
        Field::opt(
            "status",
            Kind::Word {
                max: 32,
                one_of: &[
                    "created",
                    "reserved",
                    "completed",
                    "partially_refunded",
                    "cancelled",
                    "refunded",
                    "expired",
                    "failed",
                ],
            },
            "",
        ),
        Field::opt("user_id", Kind::Text { max: 128 }, ""),
        Field::opt("reference", Kind::Text { max: MAX_TEXT }, ""),
        Field::opt("currency", Kind::Currency, ""),
        Field::opt("from", Kind::Time, "created at or after"),
        Field::opt("to", Kind::Time, "created at or before"),
        Field::opt(
            "page",
            Kind::IntText {
                min: 1,
                max: 1_000_000,
            },
            "not with cursor",
        ),
        Field::opt(
            "per_page",
            Kind::IntText {
                min: 1,
                max: sanduq_kernel::paging::MAX_PER_PAGE as i64,
            },
            "default 20",
        ),
        Field::opt(
            "cursor",
            Kind::Text { max: 512 },
            "next_cursor of the previous page",
        ),
    ],
    answer: Answer::ok("PaymentList"),
    errors: &[E::UnsupportedCurrency],
    ..Op::DEFAULT
};

const SHOW: Op = Op {
    id: "getPayment",
    summary: "Read a payment with its refunds",
    answer: Answer::ok("Payment"),
    errors: &[E::PaymentNotFound],
    ..Op::DEFAULT
};

const CAPTURE: Op = Op {
    id: "gatewayCapture",
    summary: "Capture a reserved payment in full",
    body: Some(&[]),
    answer: Answer::ok("GatewayCapture"),
    errors: payments::SETTLE_ERRORS,
    idempotent: true,
    ..Op::DEFAULT
};

const VOID: Op = Op {
    id: "gatewayVoid",
    summary: "Void a reserved payment (the hold returns to the buyer)",
    body: Some(&[Field::opt("reason", Kind::Text { max: MAX_TEXT }, "")]),
    answer: Answer::ok("GatewayVoid"),
    errors: payments::SETTLE_ERRORS,
    idempotent: true,
    ..Op::DEFAULT
};

const REFUND: Op = payments::refund_op("gatewayRefund");

async fn show(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let (payment, refunds) = payments::with_refunds(&st, &p.merchant.id, &id).await?;
    Ok(ok(
        StatusCode::OK,
        views::payment(&payment, &refunds, st.now_for(&p.merchant)),
    ))
}

/// Reads the list's query string: every problem is a VALIDATION_ERROR with field details.
fn filter(mut b: Body) -> Result<listing::Filter, sanduq_kernel::error::ApiError> {
    let status = b.opt_str("status", 32);
    let status = status.and_then(|v| {
        PaymentStatus::parse(&v).or_else(|| {
            b.fail("status", "must be one of created, reserved, completed, partially_refunded, cancelled, refunded, expired, failed");
            None
        })
    });
    let user = b.opt_str("user_id", 128);
    let reference = b.opt_str("reference", MAX_TEXT);
    let currency = b.opt_currency("currency");
    let from = b.opt_time("from");
    let to = b.opt_time("to");
    let page = b.opt_int_text("page", 1, 1_000_000);
    let per_page = b.opt_int_text("per_page", 1, sanduq_kernel::paging::MAX_PER_PAGE as i64);
    let cursor = b.opt_str("cursor", 512).and_then(|c| {
        listing::Cursor::decode(&c).or_else(|| {
            b.fail("cursor", "must be a next_cursor this list gave");
            None
        })
    });
    if let (Some(a), Some(z)) = (from, to) {
        if a > z {
            b.fail("from", "must not be after to");
        }
    }
    if b.has("page") && b.has("cursor") {
        b.fail(
            "page",
            "give page or cursor, not both (the cursor knows its page)",
        );
    }
    b.finish()?;
    Ok(listing::Filter {
        status,
        user,
        reference,
        currency,
        from,
        to,
        page: page.map_or(1, |n| n as usize),
        per_page: per_page.map_or(sanduq_kernel::paging::DEFAULT_PER_PAGE, |n| n as usize),
        cursor,
    })
}

async fn list(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Query(b): Query,
) -> ApiResult<Response> {
    let f = filter(b)?;
    Ok(ok(
        StatusCode::OK,
        listing::list(&st, &p.merchant, &f).await?,
    ))
}

async fn capture(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    // The body is an empty object: capture is all-or-nothing here (no partial amount).
    b.finish()?;
    payments::capture(
        &st,
        &p.merchant,
        &id,
        None,
        &idem,
        payments::GATEWAY_CAPTURE,
    )
    .await
}

async fn void(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let reason = b.opt_str("reason", MAX_TEXT);
    b.finish()?;
    payments::void(&st, &p.merchant, &id, reason, &idem, payments::GATEWAY_VOID).await
}

async fn refund(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let input = payments::RefundInput::parse(&mut b);
    b.finish()?;
    payments::refund(
        &st,
        &p.merchant,
        &id,
        input,
        &idem,
        payments::GATEWAY_REFUND,
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use sanduq_domain::Currency;

    #[test]
    fn list_query_parsing() {
        let q = |s: &str| Body::from_query(Some(s));
        let f = filter(q(
            "status=completed&per_page=50&page=2&currency=USD&from=2026-01-01T00:00:00Z",
        ))
        .unwrap();
        assert_eq!(
            (f.status, f.per_page, f.page, f.currency),
            (Some(PaymentStatus::Completed), 50, 2, Some(Currency::Usd))
        );
        assert_eq!(filter(Body::from_query(None)).unwrap().per_page, 20);
        for bad in [
            "per_page=101",
            "per_page=0",
            "page=0",
            "page=x",
            "status=done",
            "from=yesterday",
            "color=red",
            "currency=usd",
            "page=1&page=2",
            "from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z",
        ] {
            assert_eq!(
                filter(q(bad)).unwrap_err().code(),
                ErrorCode::ValidationError,
                "{bad}"
            );
        }
        assert_eq!(
            filter(q("currency=EUR")).unwrap_err().code(),
            ErrorCode::UnsupportedCurrency
        );
    }
}
