//! Core checkout sessions: one session, one payment, created together.

use crate::payments;
use crate::users;
use crate::views;
use axum::http::StatusCode;
use axum::response::Response;
use sanduq_domain::ids::{has_shape, new_id};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::{
    CaptureMode, NewPayment, Payment, DEFAULT_LIFETIME_SECS, SESSION_PIN_ATTEMPTS,
};
use sanduq_domain::session::CheckoutSession;
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
use serde_json::{Map, Value};

#[derive(Debug, Clone)]
pub struct NewSession {
    pub external_user_id: String,
    pub amount: i64,
    pub currency: Currency,
    pub description: Option<String>,
    pub reference: Option<String>,
    pub success_url: String,
    pub cancel_url: String,
    pub metadata: Map<String, Value>,
}

fn not_found() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no checkout session with that id")
}

pub async fn create(
    st: &AppState,
    m: &Merchant,
    n: NewSession,
    base: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        // the buyer's id is all a checkout needs of them (their external id is the one given)
        let buyer_id = users::require_external_id(st, &m.id, &n.external_user_id).await?;
        let now = st.now_for(m);
        let session_id = new_id("cs");
        let payment = Payment::new(
            NewPayment {
                merchant_id: m.id.clone(),
                session_id: session_id.clone(),
                user_id: buyer_id.clone(),
                external_user_id: n.external_user_id.clone(),
                amount: n.amount,
                currency: n.currency,
                commission_bps: m.commission_bps,
                description: n.description.clone(),
                reference: n.reference.clone(),
                capture_mode: CaptureMode::Manual,
                metadata: n.metadata.clone(),
                lifetime_secs: DEFAULT_LIFETIME_SECS,
                authorization_ttl_secs: m.authorization_ttl_secs,
            },
            now,
        );
        let session = CheckoutSession {
            id: session_id,
            merchant_id: m.id.clone(),
            payment_id: payment.id.clone(),
            user_id: buyer_id,
            external_user_id: n.external_user_id.clone(),
            success_url: n.success_url.clone(),
            cancel_url: n.cancel_url.clone(),
            created_at: now,
        };
        let mut writes = vec![items::versioned_put(
            &session,
            &items::session_key(&session.id),
            None,
            &[],
        )?];
        writes.extend(payments::save_new(&payment, &["payment.created"], now)?);
        let data = views::session(&session, &payment, now, base);
        Ok(tx::Plan::answer(writes, StatusCode::CREATED, data))
    })
    .await
}

/// The merchant's session and its payment; another merchant's session is not found.
pub async fn load(
    st: &AppState,
    merchant_id: &str,
    id: &str,
) -> ApiResult<(CheckoutSession, payments::Loaded)> {
    if !has_shape(id, "cs") {
        return Err(not_found());
    }
    let item = st
        .store
        .get_stored(&items::session_key(id))
        .await?
        .ok_or_else(not_found)?;
    let s: CheckoutSession = items::from_stored(&item)?;
    if s.merchant_id != merchant_id {
        return Err(not_found());
    }
    let p = payments::load(st, merchant_id, &s.payment_id).await?;
    Ok((s, p))
}

/// As `load`, for paying it: the session, then in one batch its payment and the buyer's
/// profile and wallet accounts. Returns the state whose reads of those are answered from
/// the batch (two round trips in all).
pub async fn load_to_pay(
    st: &AppState,
    merchant_id: &str,
    id: &str,
) -> ApiResult<(CheckoutSession, payments::Loaded, AppState)> {
    if !has_shape(id, "cs") {
        return Err(not_found());
    }
    let item = st
        .store
        .get_stored(&items::session_key(id))
        .await?
        .ok_or_else(not_found)?;
    let s: CheckoutSession = items::from_stored(&item)?;
    if s.merchant_id != merchant_id {
        return Err(not_found());
    }
    let mut keys = vec![
        items::payment_key(&s.payment_id),
        items::user_key(&s.user_id),
    ];
    keys.extend(
        sanduq_domain::money::Currency::ALL
            .iter()
            .map(|c| items::wallet_key(&s.user_id, *c)),
    );
    let st = st.with_reads(&keys).await?;
    let p = payments::load(&st, merchant_id, &s.payment_id).await?;
    Ok((s, p, st))
}

pub async fn view(st: &AppState, m: &Merchant, id: &str, base: &str) -> ApiResult<Value> {
    let (s, p) = load(st, &m.id, id).await?;
    Ok(views::session(&s, &p.payment, st.now_for(m), base).to_value())
}

/// The buyer completes checkout: reserve (and settle, with automatic capture).
/// Plans the writes and the session view after it; a wrong PIN is a refusal that counts it.
pub async fn plan_pay(
    st: &AppState,
    m: &Merchant,
    session_id: &str,
    pin: Option<&str>,
    fx_quote_id: Option<&str>,
    base: &str,
) -> ApiResult<tx::Plan<tx::Answer>> {
    m.require_approved()?;
    let (session, read, st) = &load_to_pay(st, &m.id, session_id).await?;
    let now = st.now_for(m);
    // Status first: paying an expired or already paid session says so before any PIN check.
    let mut change = read.payment.reserve(now)?;
    let buyer = users::require_id(st, &m.id, &read.payment.user_id).await?;
    let user_write = match users::check_pin(&buyer, pin, users::PinLess::of(m)).await? {
        users::PinCheck::Accepted(w) => w,
        users::PinCheck::Wrong { count, left } => {
            // Counted on the user and on this checkout, committed with the refusal (and the
            // request's idempotency record); the checkout fails on its last attempt.
            let mut failed = read.payment.wrong_pin(now)?;
            let mut writes = payments::transition(st, read, &mut failed, "pin", now).await?;
            writes.push(count);
            let checkout_left = SESSION_PIN_ATTEMPTS.saturating_sub(failed.payment.pin_failures);
            return Ok(tx::Plan::refusal(
                writes,
                users::wrong_pin_error(left, checkout_left),
            ));
        }
    };
    let payee = crate::family::Spend::Payment {
        amount: read.payment.amount,
        currency: read.payment.currency,
        payee: m,
    };
    let family = crate::family::guard(st, &buyer.user, &payee, now).await?;
    // paid from the other currency at a quote the page showed
    let mut quote_write = None;
    if let Some(id) = fx_quote_id {
        let fx = crate::fx::load(st, m, &read.payment.user_id, id).await?;
        let (paid, write) = payments::with_fx(change, &fx, now)?;
        change = paid;
        quote_write = Some(write);
    }
    let mut writes = payments::transition(st, read, &mut change, "reserve", now).await?;
    writes.extend(user_write);
    writes.extend(quote_write);
    writes.extend(family.writes);
    let data = views::session(session, &change.payment, now, base);
    Ok(tx::Plan::answer(writes, StatusCode::OK, data).rules(family.rules))
}

pub async fn pay(
    st: &AppState,
    m: &Merchant,
    session_id: &str,
    pin: Option<String>,
    base: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        plan_pay(st, m, session_id, pin.as_deref(), None, base).await
    })
    .await
}
