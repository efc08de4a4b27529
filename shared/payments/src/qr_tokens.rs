//! Customer-presented QR: the customer's one-time user token, and the merchant's charge of
//! it. The charge is one transaction: the token deleted (a condition: it must still exist,
//! so two charges with one token make one payment), the user's velocity counter for the
//! window raised (a condition: under the limit), the payment made and captured, the ledger.
//! A charge refused for a business reason (a blocked wallet, funds, velocity) still spends
//! the token: a token is single use even when its charge fails. That refusal commits with
//! the request's idempotency record, so a retry answers the same refusal.

use crate::payments;
use crate::users;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Duration, Utc};
use sanduq_domain::ids::{new_id, new_secret};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::{CaptureMode, NewPayment};
use sanduq_domain::qr::{self, TOKEN_TTL_SECS, VELOCITY_LIMIT, VELOCITY_WINDOW_SECS};
use sanduq_domain::{Currency, DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items;
use sanduq_kernel::secrets::hash_key;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
use sanduq_store::{Cond, Item, Key, Write};
use serde_json::{json, Value};

pub const TOKEN_PREFIX: &str = "uqt_";

fn token_key(token: &str) -> Key {
    Key::new(format!("UQT#{}", hash_key(token)), "TOKEN")
}

fn velocity_key(user_id: &str, window: i64) -> Key {
    Key::new(format!("VEL#{user_id}#{window}"), "QR")
}

fn token_expired() -> ApiError {
    ApiError::new(
        ErrorCode::QrTokenExpired,
        "the user token has expired or was already used; the customer must refresh their QR",
    )
}

fn velocity_exceeded() -> ApiError {
    ApiError(
        DomainError::new(
            ErrorCode::VelocityLimitExceeded,
            format!(
                "this user has made {VELOCITY_LIMIT} QR payments in the last {} minutes; try again later",
                VELOCITY_WINDOW_SECS / 60
            ),
        )
        .with_details(json!({ "limit": VELOCITY_LIMIT, "window_seconds": VELOCITY_WINDOW_SECS })),
    )
}

/// What proves that the user, not only the merchant's server, asks for a payment code: a
/// code moves the user's money when the till charges it, so it is issued as a payment is
/// confirmed (docs/decisions.md, "Payment codes need the PIN").
#[derive(Debug, Clone)]
pub enum Proof {
    /// The user's own session: the PIN, or none when a code sent to the user's phone proved
    /// this session within the last minutes (`fresh_otp`); a session the merchant's server
    /// minted is never that.
    User {
        pin: Option<String>,
        fresh_otp: bool,
    },
    /// The sandbox's helper (`POST /sandbox/users/{id}/qr-token`, sandbox merchants only):
    /// the wallet app's part played by the merchant's test server.
    SandboxHelper,
}

/// Issues a user token for one of the merchant's users. The token is in this answer only;
/// it is stored as its hash.
pub async fn issue_token(
    st: &AppState,
    m: &Merchant,
    user: &str,
    proof: Proof,
    idem: &Idem,
) -> ApiResult<Response> {
    let token = new_secret(TOKEN_PREFIX);
    tx::commit(st, idem, || async {
        let found = users::require(st, &m.id, user).await?;
        let u = &found.user;
        u.may_move_money()?;
        let mut writes = vec![];
        match &proof {
            Proof::SandboxHelper if m.sandbox => {}
            Proof::User {
                pin: None,
                fresh_otp: true,
            } if u.pin_hash.is_some() => {}
            Proof::User { pin, .. } => {
                let pin_less = users::PinLess::of(m);
                match users::check_pin(&found, pin.as_deref(), pin_less).await? {
                    users::PinCheck::Accepted(w) => writes.extend(w),
                    users::PinCheck::Wrong { count, left } => {
                        return Ok(tx::Plan::refusal(
                            vec![count],
                            users::wrong_pin_error(left, left),
                        ));
                    }
                }
            }
            Proof::SandboxHelper => {
                return Err(ApiError::new(
                    ErrorCode::Forbidden,
                    "the sandbox's payment-code helper is for sandbox merchants only",
                ));
            }
        }
        let now = st.now_for(m);
        let expires_at = now + Duration::seconds(TOKEN_TTL_SECS);
        let k = token_key(&token);
        // deleted by TTL an hour after it could last be used (real time)
        let ttl = Utc::now().timestamp() + TOKEN_TTL_SECS + 3600;
        let fields =
            json!({ "user_id": u.id, "merchant_id": m.id, "expires_at": expires_at, "ttl": ttl });
        let item = items::to_item(&fields, &k, &[])?;
        let data = json!({
            "object": "user_token",
            "user_token": token,
            "qr_data": qr::user_token_payload(&st.config.app_scheme, &token),
            "user_id": u.id,
            "expires_at": expires_at,
        });
        writes.push(Write::Put {
            item,
            cond: Some(Cond::NotExists),
        });
        Ok(tx::Plan::answer(writes, StatusCode::CREATED, data))
    })
    .await
}

/// What a charge asks for.
pub struct Charge {
    pub user_token: String,
    pub amount: i64,
    pub currency: Currency,
    pub description: Option<String>,
    pub reference: Option<String>,
}

/// The token's holder, if the token is alive and this merchant's.
async fn holder(
    st: &AppState,
    m: &Merchant,
    token: &str,
    now: DateTime<Utc>,
) -> ApiResult<Option<String>> {
    if !token.starts_with(TOKEN_PREFIX) || token.len() > 128 {
        return Ok(None);
    }
    let Some(item) = st.store.get(&token_key(token)).await? else {
        return Ok(None);
    };
    let mine = item.get("merchant_id").and_then(Value::as_str) == Some(m.id.as_str());
    let alive = item
        .get("expires_at")
        .cloned()
        .and_then(|v| serde_json::from_value::<DateTime<Utc>>(v).ok())
        .is_some_and(|t| now < t);
    Ok((mine && alive)
        .then(|| {
            item.get("user_id")
                .and_then(Value::as_str)
                .map(str::to_string)
        })
        .flatten())
}

/// Spends a token (a condition: it must still be there).
fn spend(token: &str) -> Write {
    Write::Delete {
        key: token_key(token),
        cond: Some(Cond::Exists),
    }
}

/// QR charges this user made in the velocity window.
async fn charges_in(st: &AppState, window: &Key) -> ApiResult<i64> {
    Ok(st
        .store
        .get(window)
        .await?
        .and_then(|i| i.get("count").and_then(Value::as_i64))
        .unwrap_or(0))
}

/// `POST /embedded/qr/charge`: the charge result, `status: completed`.
pub async fn charge(st: &AppState, m: &Merchant, c: Charge, idem: &Idem) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        m.require_approved()?;
        let now = st.now_for(m);
        let Some(user_id) = holder(st, m, &c.user_token, now).await? else {
            return Err(token_expired());
        };
        let refused = |e: ApiError| {
            Ok(tx::Plan::refusal(vec![spend(&c.user_token)], e)
                .rule(token_key(&c.user_token), token_expired()))
        };
        let buyer = users::require_id(st, &m.id, &user_id).await?.user;
        if let Err(e) = buyer.may_move_money() {
            return refused(e.into());
        }
        let window = qr::velocity_window(now);
        let vk = velocity_key(&buyer.id, window);
        if charges_in(st, &vk).await? >= VELOCITY_LIMIT {
            return refused(velocity_exceeded());
        }
        let paying = crate::family::Spend::Payment {
            amount: c.amount,
            currency: c.currency,
            payee: m,
        };
        let family = match crate::family::guard(st, &buyer, &paying, now).await {
            Ok(family) => family,
            Err(e) if e.0.code != ErrorCode::WalletBusy => return refused(e),
            Err(e) => return Err(e),
        };
        let made = payments::create_paid(
            st,
            NewPayment {
                merchant_id: m.id.clone(),
                session_id: new_id("qrc"),
                user_id: buyer.id.clone(),
                external_user_id: buyer.external_user_id.clone(),
                amount: c.amount,
                currency: c.currency,
                commission_bps: m.commission_bps,
                description: c.description.clone(),
                reference: c.reference.clone(),
                capture_mode: CaptureMode::Automatic,
                metadata: Default::default(),
                lifetime_secs: 60,
                authorization_ttl_secs: m.authorization_ttl_secs,
            },
            "qr_charge",
            now,
        )
        .await;
        let (mut writes, payment) = match made {
            Ok(made) => made,
            Err(e)
                if matches!(
                    e.code(),
                    ErrorCode::InsufficientBalance | ErrorCode::AccountNotFound
                ) =>
            {
                return refused(e)
            }
            Err(e) => return Err(e),
        };
        let pay = &payment;
        writes.push(spend(&c.user_token));
        writes.extend(family.writes);
        // Over the limit meanwhile: contention, so the next plan reads the window and
        // refuses (spending the token).
        let mut velocity = Item::new();
        velocity.insert("ttl".into(), (window + 2 * VELOCITY_WINDOW_SECS).into());
        writes.push(Write::Update {
            key: vk,
            set: velocity,
            add: vec![("count".into(), 1)],
            cond: Some(Cond::Or(vec![
                Cond::NotExists,
                Cond::Lt("count".into(), VELOCITY_LIMIT),
            ])),
        });
        let out = json!({
            "object": "qr_charge",
            "payment_id": pay.id,
            "status": sanduq_domain::embedded::status_of_payment(pay.status),
            "amount": pay.amount,
            "currency": pay.currency.code(),
            "user_id": buyer.id,
            "description": pay.description,
            "reference": pay.reference,
            "created_at": pay.created_at,
        });
        Ok(tx::Plan::answer(writes, StatusCode::CREATED, out)
            .rule(token_key(&c.user_token), token_expired())
            .rules(family.rules))
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_stored_as_hashes() {
        let k = token_key("uqt_abc");
        assert!(k.pk.starts_with("UQT#") && !k.pk.contains("abc"));
    }
}
