//! Embedded checkout: sessions the merchant's server creates (Bearer), paid in Sanduq's
//! popup with the session token. The token is an opaque random secret stored only as its
//! SHA-256; it opens the popup until the session is paid, closed or expired.
//!
//! The buyer's confirmation makes the payment and moves the money in one transaction with
//! the session: reserved (manual capture) or settled at once (automatic). Outcomes that end
//! the checkout (insufficient funds, a blocked PIN, too many wrong PINs) close the session
//! on the server, so the token is spent whatever the browser does next.

use crate::payments;
use crate::users;
use crate::views;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Duration, Utc};
use sanduq_domain::embedded::{EmbeddedSession, SessionState};
use sanduq_domain::ids::{has_shape, new_id, new_secret};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::{CaptureMode, NewPayment};
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::single;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::secrets::hash_key;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
use sanduq_store::{Cond, Item, Write};
use serde_json::{json, Map, Value};

pub const TOKEN_PREFIX: &str = "est_";

#[derive(Debug, Clone)]
pub struct NewSession {
    pub user_id: String,
    pub amount: i64,
    pub currency: Currency,
    pub description: Option<String>,
    pub reference: Option<String>,
    pub capture_mode: CaptureMode,
    pub redirect_url: Option<String>,
    pub metadata: Map<String, Value>,
    pub expires_in: i64,
}

fn not_found() -> ApiError {
    ApiError::new(
        ErrorCode::NotFound,
        "no embedded checkout session with that id",
    )
}

fn token_expired() -> ApiError {
    ApiError::new(
        ErrorCode::TokenExpired,
        "the session token has expired or was already used; create a new session",
    )
}

/// The session's put, written only over the version that was read (None: must be new).
/// The due-index partition of open sessions' expiry (sharded like the payments').
pub fn expiry_shard(shard: &str) -> String {
    format!("DUE#ESESS#{shard}")
}

/// A session's item: listed under its merchant, and while open, in the due index at its
/// expiry (so the sweep writes the expiry down and says so in an event).
pub fn session_put(s: &EmbeddedSession, read: Option<u64>) -> ApiResult<Write> {
    let mut extra = vec![
        ("gsi1pk", format!("MER#{}#ESESS", s.merchant_id).into()),
        (
            "gsi1sk",
            format!("{}#{}", sort_time(s.created_at), s.id).into(),
        ),
    ];
    if s.state == SessionState::Open {
        let shard = sanduq_kernel::due::shard_of(&s.id);
        extra.push(("gsi2pk", expiry_shard(&shard).into()));
        extra.push((
            "gsi2sk",
            format!("{}#{}", sort_time(s.expires_at), s.id).into(),
        ));
    }
    items::versioned_put(s, &items::embedded_session_key(&s.id), read, &extra)
}

/// Creates a session for a buyer (service or external id) and answers the spec's fields,
/// the token among them (the only time it is shown).
pub async fn create(
    st: &AppState,
    m: &Merchant,
    n: NewSession,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let buyer = users::require(st, &m.id, &n.user_id).await?.user;
        let wallet = items::wallet_key(&buyer.id, n.currency);
        if st.store.get(&wallet).await?.is_none() {
            return Err(ApiError::new(
                ErrorCode::AccountNotFound,
                format!("the buyer's wallet has no {} account", n.currency.code()),
            ));
        }
        let now = st.now_for(m);
        let token = new_secret(TOKEN_PREFIX);
        let s = EmbeddedSession {
            id: new_id("ses"),
            merchant_id: m.id.clone(),
            user_id: buyer.id.clone(),
            external_user_id: buyer.external_user_id.clone(),
            amount: n.amount,
            currency: n.currency,
            description: n.description.clone(),
            reference: n.reference.clone(),
            capture_mode: n.capture_mode,
            redirect_url: n.redirect_url.clone(),
            metadata: n.metadata.clone(),
            state: sanduq_domain::embedded::SessionState::Open,
            payment_id: None,
            token_hash: hash_key(&token),
            pin_failures: 0,
            failure_code: None,
            expires_at: now + Duration::seconds(n.expires_in),
            created_at: now,
            updated_at: now,
            closed_at: None,
        };
        let tk = items::session_token_key(&s.token_hash);
        let mut pointer = Item::new();
        pointer.insert("pk".into(), tk.pk.into());
        pointer.insert("sk".into(), tk.sk.into());
        pointer.insert("session_id".into(), s.id.clone().into());
        // kept a day past the session's expiry (real time), then deleted by TTL
        let ttl = Utc::now().timestamp() + n.expires_in + 24 * 3600;
        pointer.insert("ttl".into(), ttl.into());
        let mut writes = vec![
            session_put(&s, None)?,
            Write::Put {
                item: pointer,
                cond: Some(Cond::NotExists),
            },
        ];
        writes.extend(single(
            &m.id,
            "checkout.session_created",
            views::embedded_event(&s, None, now),
            now,
        ));
        let mut data = views::embedded_created(&s, now);
        data["session_token"] = token.into();
        Ok(tx::Plan::answer(writes, StatusCode::CREATED, data))
    })
    .await
}

/// A session with its item version.
pub struct Loaded {
    pub session: EmbeddedSession,
    pub version: u64,
}

async fn load_by_id(st: &AppState, id: &str) -> ApiResult<Option<Loaded>> {
    if !has_shape(id, "ses") {
        return Ok(None);
    }
    let Some(item) = st
        .store
        .get_stored(&items::embedded_session_key(id))
        .await?
    else {
        return Ok(None);
    };
    let version = item.version();
    Ok(Some(Loaded {
        session: items::from_stored(&item)?,
        version,
    }))
}

/// The merchant's session and its payment (if one was made).
pub async fn view(st: &AppState, m: &Merchant, id: &str) -> ApiResult<Value> {
    let l = load_by_id(st, id)
        .await?
        .filter(|l| l.session.merchant_id == m.id)
        .ok_or_else(not_found)?;
    let p = match &l.session.payment_id {
        Some(pid) => Some(payments::load(st, &m.id, pid).await?.payment),
        None => None,
    };
    Ok(views::embedded_session(
        &l.session,
        p.as_ref(),
        st.now_for(m),
    ))
}

/// The session a token opens, and its merchant. Any token that opens nothing (unknown,
/// malformed) is as expired as a spent one: the answer never tells them apart.
pub async fn by_token(st: &AppState, token: &str) -> ApiResult<(Loaded, Merchant)> {
    if !token.starts_with(TOKEN_PREFIX) || token.len() > 200 {
        return Err(token_expired());
    }
    let pointer = st
        .store
        .get(&items::session_token_key(&hash_key(token)))
        .await?
        .ok_or_else(token_expired)?;
    let id = pointer
        .get("session_id")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let l = load_by_id(st, id).await?.ok_or_else(token_expired)?;
    let m = items::load_merchant(st, &l.session.merchant_id)
        .await?
        .ok_or_else(token_expired)?;
    Ok((l, m))
}

/// What the popup shows: merchant and branding, the amount, the buyer's balance, whether
/// the buyer has a PIN. Only for a usable token of an approved merchant.
pub async fn popup_view(st: &AppState, token: &str, opener: Option<&str>) -> ApiResult<Value> {
    let (l, m) = by_token(st, token).await?;
    let now = st.now_for(&m);
    l.session.usable(now)?;
    m.require_approved()?;
    if opener.is_some_and(|o| !m.branding.popup_allowed(o)) {
        return Err(ApiError::new(
            ErrorCode::Forbidden,
            "this site is not registered by the merchant for its checkout popup",
        ));
    }
    let buyer = users::require_id(st, &m.id, &l.session.user_id).await?;
    let other = other_currency(l.session.currency);
    let got = st
        .store
        .get_many(&[
            items::wallet_key(&buyer.user.id, l.session.currency),
            items::wallet_key(&buyer.user.id, other),
        ])
        .await?;
    let mut v = views::popup(
        &l.session,
        &m,
        items::balance(got[0].as_ref()),
        (other, items::balance(got[1].as_ref())),
        buyer.user.pin_hash.is_some(),
        now,
    );
    // said before the PIN and the amount's accessible name (issue 80)
    v["amount_words"] = crate::receipts::words_by_locale(l.session.amount, l.session.currency);
    Ok(v)
}

/// The currency a buyer short of `c` may pay from.
fn other_currency(c: Currency) -> Currency {
    match c {
        Currency::Iqd => Currency::Usd,
        Currency::Usd => Currency::Iqd,
    }
}

/// A quote for the popup's session: its amount in its currency, paid from the buyer's
/// other currency (the buyer confirms it with the PIN within 30 seconds).
pub async fn popup_fx_quote(st: &AppState, token: &str) -> ApiResult<Value> {
    let (l, m) = by_token(st, token).await?;
    let now = st.now_for(&m);
    l.session.usable(now)?;
    m.require_approved()?;
    let s = &l.session;
    let q = crate::fx::new_quote(
        st,
        &m,
        &s.user_id,
        other_currency(s.currency),
        s.currency,
        sanduq_domain::fx::Fixed::To(s.amount),
        now,
    )
    .await?;
    crate::fx::keep(st, &q).await?;
    Ok(crate::fx::quote_view(&q))
}

/// The session written after a move (over the version read), with the event that says it
/// ended without a payment when the move ended it: `checkout.session_canceled` or
/// `checkout.session_failed`.
fn moved(l: &Loaded, after: &EmbeddedSession, now: DateTime<Utc>) -> ApiResult<Vec<Write>> {
    let mut writes = vec![session_put(after, Some(l.version))?];
    let ended = match after.state {
        SessionState::Canceled => Some("checkout.session_canceled"),
        SessionState::Failed => Some("checkout.session_failed"),
        SessionState::Expired => Some("checkout.session_expired"),
        SessionState::Open | SessionState::Paid => None,
    };
    if let Some(kind) = ended.filter(|_| l.session.state == SessionState::Open) {
        writes.extend(single(
            &after.merchant_id,
            kind,
            views::embedded_event(after, None, now),
            now,
        ));
    }
    Ok(writes)
}

/// Writes down that an open session's time ran out, with its `checkout.session_expired`
/// event: a worker effect keyed `expire_session:<id>`, so a sweep run twice writes it once.
/// True when this call wrote it.
pub async fn expire(st: &AppState, m: &Merchant, session_id: &str) -> ApiResult<bool> {
    let r = tx::apply(
        st,
        tx::Guard::Effect(format!("expire_session:{session_id}")),
        || async {
            let Some(l) = load_by_id(st, session_id).await? else {
                return Ok(tx::Plan::new(vec![], false));
            };
            let now = st.now_for(m);
            match l.session.expire(now) {
                Some(after) => Ok(tx::Plan::new(moved(&l, &after, now)?, true)),
                None => Ok(tx::Plan::new(vec![], false)),
            }
        },
    )
    .await?;
    Ok(matches!(r, tx::Applied::Done(true)))
}

/// A merchant's open sessions whose time ran out on its clock (after a test-clock advance).
pub async fn due_sessions(st: &AppState, m: &Merchant) -> ApiResult<Vec<String>> {
    let now = st.now_for(m);
    let q = sanduq_store::Query::index(sanduq_store::Index::Gsi1, format!("MER#{}#ESESS", m.id));
    let mut out = vec![];
    for item in st.store.query(&q).await? {
        let s: EmbeddedSession = items::from_item(item)?;
        if s.state == SessionState::Open && now >= s.expires_at {
            out.push(s.id);
        }
    }
    Ok(out)
}

/// Ends the session without a payment and answers `e`: a refusal that commits the ended
/// session and its event (or only `e` when the session has ended already).
fn end_with<T>(l: &Loaded, code: &str, now: DateTime<Utc>, e: ApiError) -> ApiResult<tx::Plan<T>> {
    match l.session.close(Some(code), now) {
        Some(s) => Ok(tx::Plan::refusal(moved(l, &s, now)?, e)),
        None => Err(e),
    }
}

/// The buyer confirms (with a PIN when they have one): the payment is made and the money
/// moves, in one transaction with the spent session. Answers what onSuccess receives.
/// The buyer confirms with the PIN; with `fx_quote_id`, paying from the other currency at
/// that quote (`popup_fx_quote`).
pub async fn confirm(
    st: &AppState,
    token: &str,
    pin: Option<String>,
    fx_quote_id: Option<String>,
) -> ApiResult<Value> {
    let r = tx::apply(st, tx::Guard::Versioned, || async {
        let (l, m) = by_token(st, token).await?;
        let now = st.now_for(&m);
        l.session.usable(now)?;
        m.require_approved()?;
        let s = &l.session;
        let buyer = users::require_id(st, &m.id, &s.user_id).await?;
        let user_write =
            match users::check_pin(&buyer, pin.as_deref(), users::PinLess::of(&m)).await {
                Ok(users::PinCheck::Accepted(w)) => w,
                Ok(users::PinCheck::Wrong { count, left }) => {
                    let next = s.wrong_pin(now)?;
                    let mut next = next;
                    if left == 0 {
                        next = s.close(Some("pin_blocked"), now).unwrap_or(next);
                    }
                    let mut writes = moved(&l, &next, now)?;
                    writes.push(count);
                    return Ok(tx::Plan::refusal(
                        writes,
                        users::wrong_pin_error(left, next.attempts_left()),
                    ));
                }
                Err(e) if e.code() == ErrorCode::PinBlocked => {
                    return end_with(&l, "pin_blocked", now, e);
                }
                Err(e) => return Err(e),
            };
        let spend = crate::family::Spend::Payment {
            amount: s.amount,
            currency: s.currency,
            payee: &m,
        };
        let family = crate::family::guard(st, &buyer.user, &spend, now).await?;
        let fx = match &fx_quote_id {
            Some(id) => Some(crate::fx::load(st, &m, &s.user_id, id).await?),
            None => None,
        };
        let made = payments::create_paid_with(
            st,
            NewPayment {
                merchant_id: m.id.clone(),
                session_id: s.id.clone(),
                user_id: s.user_id.clone(),
                external_user_id: s.external_user_id.clone(),
                amount: s.amount,
                currency: s.currency,
                commission_bps: m.commission_bps,
                description: s.description.clone(),
                reference: s.reference.clone(),
                capture_mode: s.capture_mode,
                metadata: s.metadata.clone(),
                lifetime_secs: (s.expires_at - now).num_seconds().max(1),
                authorization_ttl_secs: m.authorization_ttl_secs,
            },
            "reserve",
            now,
            fx.as_ref(),
        )
        .await;
        let (mut writes, payment) = match made {
            Ok(made) => made,
            // the buyer can top up and retry in the same popup: the session stays open
            Err(e) if e.code() == ErrorCode::InsufficientBalance => {
                let refused = s.refused("insufficient_funds", now)?;
                return Ok(tx::Plan::refusal(moved(&l, &refused, now)?, e));
            }
            Err(e) => return Err(e),
        };
        let paid = s.paid(&payment.id, now)?;
        writes.push(session_put(&paid, Some(l.version))?);
        writes.extend(user_write);
        writes.extend(family.writes);
        let p = &payment;
        let out = json!({
            "session_id": s.id,
            "payment_id": p.id,
            "status": sanduq_domain::embedded::status_of_payment(p.status),
            "amount": p.amount,
            "currency": p.currency.code(),
            "reference": p.reference,
            "created_at": p.created_at,
            "fx_details": p.fx_details,
            "receipt": p.receipt,
        });
        // the receipt's balance: of the wallet that paid
        let paid_from = p
            .fx_details
            .as_ref()
            .map_or(s.currency, |f| f.from_currency);
        let wallet = items::wallet_key(&s.user_id, paid_from);
        Ok(tx::Plan::new(writes, ((out, paid_from), wallet)).rules(family.rules))
    })
    .await?;
    let ((mut v, paid_from), wallet) = match r {
        tx::Applied::Done(done) => done,
        tx::Applied::AlreadyApplied => return Err(token_expired()),
    };
    // the buyer's balance after it, for the receipt (read after the commit)
    v["balance"] = items::balance(st.store.get(&wallet).await?.as_ref()).into();
    v["balance_currency"] = paid_from.code().into();
    Ok(v)
}

/// The buyer closed the popup without paying: the session is canceled (or failed with
/// `insufficient_funds` when the buyer's balance is still short of it) and the token spent.
/// Closing a canceled session again answers the same; a session that ended otherwise (paid,
/// failed, expired) is a dead token: TOKEN_EXPIRED, nothing changes. The answer is the
/// session's id, status and failure code only (its caller holds a token, not the key).
pub async fn dismiss(st: &AppState, token: &str) -> ApiResult<Value> {
    let r = tx::apply(st, tx::Guard::Versioned, || async {
        let (l, m) = by_token(st, token).await?;
        let s = &l.session;
        if s.state == SessionState::Canceled {
            return Ok(tx::Plan::new(vec![], s.clone()));
        }
        s.usable(st.now_for(&m))?;
        let now = st.now_for(&m);
        // a buyer short of funds who gives up has failed for that reason (the popup said
        // so before asking for a PIN, so the server may not have refused a payment yet)
        let wallet = items::wallet_key(&s.user_id, s.currency);
        let short = items::balance(st.store.get(&wallet).await?.as_ref()) < s.amount;
        match s.close(short.then_some("insufficient_funds"), now) {
            Some(closed) => Ok(tx::Plan::new(moved(&l, &closed, now)?, closed)),
            None => Ok(tx::Plan::new(vec![], s.clone())),
        }
    })
    .await?;
    let tx::Applied::Done(s) = r else {
        return Err(token_expired());
    };
    let status = match s.state {
        SessionState::Failed => "failed",
        _ => "canceled",
    };
    Ok(json!({ "session_id": s.id, "status": status, "failure_code": s.failure_code }))
}

/// Sandbox only: a buyer with no PIN sets one in the popup (a live buyer sets it in their wallet).
pub async fn set_pin(st: &AppState, token: &str, pin: &str) -> ApiResult<Value> {
    let (l, m) = by_token(st, token).await?;
    l.session.usable(st.now_for(&m))?;
    m.require_approved()?;
    if !m.sandbox {
        return Err(ApiError::new(
            ErrorCode::Forbidden,
            "buyers set their PIN in their wallet; the popup sets one only in the sandbox",
        ));
    }
    users::set_first_pin(st, &m, &l.session.user_id, pin).await?;
    Ok(json!({ "pin_set": true }))
}

/// A payment for server-side polling: the payment record and whether its status is final.
pub async fn payment_view(st: &AppState, m: &Merchant, id: &str) -> ApiResult<Value> {
    let loaded = payments::load(st, &m.id, id).await?;
    let refunds = payments::refunds(st, id).await?;
    let now = st.now_for(m);
    let mut v = views::payment(&loaded.payment, &refunds, now);
    v["terminal"] = sanduq_domain::embedded::terminal(loaded.payment.status_at(now)).into();
    Ok(v)
}
