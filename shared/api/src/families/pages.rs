//! Hosted checkout page: what a session's checkout_url opens. It shows the merchant, the
//! amount and the status; the buyer confirms with their 4-digit PIN (a buyer without a PIN
//! cannot be identified on a public page, so the page asks them to set one first).

use crate::auth;
use crate::error::ApiError;
use crate::items;
use crate::ops::{payments, tx};
use crate::state::AppState;
use askama::Template;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::middleware::from_fn_with_state;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::{Form, Router};
use sanduq_domain::ids::has_shape;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::PaymentStatus;
use sanduq_domain::session::{core_status, CheckoutSession};
use sanduq_domain::user::is_pin;
use sanduq_domain::ErrorCode;
use serde::Deserialize;

pub fn router(st: AppState) -> Router {
    Router::new()
        .route("/pay/{session_id}", get(show).post(confirm))
        .route_layer(from_fn_with_state(st.clone(), auth::public))
        .with_state(st)
}

#[derive(Template)]
#[template(
    ext = "html",
    source = r#"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay {{ merchant }}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
.amount{font-size:2rem;font-weight:600}.status{padding:.2rem .5rem;border-radius:.3rem;background:#eef}
.error{color:#a00}button{font-size:1rem;padding:.5rem 1.5rem}</style></head>
<body>
<p>{{ merchant }}</p>
<p class="amount">{{ amount }} {{ currency }}</p>
{% if let Some(d) = description %}<p>{{ d }}</p>{% endif %}
<p>Status: <span class="status" id="status">{{ status }}</span></p>
{% if let Some(e) = error %}<p class="error" id="error">{{ e }}</p>{% endif %}
{% if payable %}
{% if pin_set %}
<form method="post"><label>PIN <input name="pin" type="password" inputmode="numeric" pattern="[0-9]{4}" maxlength="4" required autocomplete="off"></label>
<button type="submit">Pay</button></form>
{% else %}<p>Set a 4-digit PIN in your wallet to pay here.</p>{% endif %}
<p><a href="{{ cancel_url }}">Cancel and return to {{ merchant }}</a></p>
{% else %}
{% if paid %}<p><a href="{{ success_url }}">Return to {{ merchant }}</a></p>{% else %}<p><a href="{{ cancel_url }}">Return to {{ merchant }}</a></p>{% endif %}
{% endif %}
</body></html>"#
)]
struct Page {
    merchant: String,
    amount: String,
    currency: String,
    description: Option<String>,
    status: String,
    error: Option<String>,
    payable: bool,
    paid: bool,
    pin_set: bool,
    success_url: String,
    cancel_url: String,
}

/// A public page's session and its merchant (the page has no key to scope by).
async fn session_of(st: &AppState, id: &str) -> Result<(CheckoutSession, Merchant), ApiError> {
    let nf = || ApiError::new(ErrorCode::NotFound, "no checkout session with that id");
    if !has_shape(id, "cs") {
        return Err(nf());
    }
    let s: CheckoutSession = items::from_item(
        st.store
            .get(&items::session_key(id))
            .await?
            .ok_or_else(nf)?,
    )?;
    let m = items::load_merchant(st, &s.merchant_id)
        .await?
        .ok_or_else(nf)?;
    Ok((s, m))
}

async fn render(st: &AppState, id: &str, error: Option<String>) -> Result<Response, ApiError> {
    let (s, m) = session_of(st, id).await?;
    let p = payments::load(st, &m.id, &s.payment_id).await?.payment;
    let user = crate::ops::users::by_id(st, &m.id, &s.user_id).await?;
    let status = p.status_at(st.now_for(&m));
    // A merchant that may not take payments shows no payment form, whatever the payment.
    let refused = m.require_approved().err();
    let (code, error) = match &refused {
        Some(e) => (StatusCode::FORBIDDEN, Some(e.message.clone())),
        None => (StatusCode::OK, error),
    };
    let page = Page {
        merchant: m.name.clone(),
        amount: p.currency.display(p.amount),
        currency: p.currency.code().into(),
        description: p.description.clone(),
        status: core_status(status).into(),
        error,
        payable: refused.is_none() && status == PaymentStatus::Created,
        paid: !matches!(
            status,
            PaymentStatus::Created | PaymentStatus::Expired | PaymentStatus::Failed
        ),
        pin_set: user.is_some_and(|u| u.user.pin_hash.is_some()),
        success_url: s.success_url,
        cancel_url: s.cancel_url,
    };
    let html = page.render().map_err(items::internal)?;
    Ok((code, Html(html)).into_response())
}

async fn show(State(st): State<AppState>, Path(id): Path<String>) -> Result<Response, ApiError> {
    render(&st, &id, None).await
}

#[derive(Deserialize)]
struct PinForm {
    pin: String,
}

/// The buyer confirms with their PIN. Errors are shown on the page.
async fn confirm(
    State(st): State<AppState>,
    Path(id): Path<String>,
    form: Result<Form<PinForm>, axum::extract::rejection::FormRejection>,
) -> Result<Response, ApiError> {
    let pin = form.map(|f| f.0.pin).unwrap_or_default();
    if !is_pin(&pin) {
        return render(&st, &id, Some("Enter your 4-digit PIN.".into())).await;
    }
    let (_, m) = session_of(&st, &id).await?;
    // No idempotency record: the payment's version condition makes a second pay impossible.
    let result = tx::apply(&st, tx::Guard::Versioned, || async {
        let (writes, _) = payments::plan_pay(&st, &m, &id, Some(&pin), "").await?;
        Ok(tx::Plan::new(writes, ()))
    })
    .await;
    match result {
        Ok(_) => render(&st, &id, None).await,
        Err(e)
            if e.code() == ErrorCode::ServerError || e.code() == ErrorCode::ServiceUnavailable =>
        {
            Err(e)
        }
        Err(e) => render(&st, &id, Some(e.0.message)).await,
    }
}
