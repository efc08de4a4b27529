//! Payment links: create, read, list, deactivate (merchant), and pay through the hosted
//! page (public). A payment through a link is made and captured in one transaction with
//! the link's use: the link's item is updated with a condition (not deactivated, fewer uses
//! than `max_uses`), so parallel buyers never exceed `max_uses`, and a buyer who loses the
//! race gets PAYMENT_EXPIRED (`link_status: max_uses_reached`) at once.

use crate::payments;
use crate::users;
use crate::views;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use rand::Rng;
use sanduq_domain::ids::{has_shape, new_id};
use sanduq_domain::link::{self, LinkStatus, NewLink, PaymentLink};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::{CaptureMode, NewPayment};
use sanduq_domain::phone;
use sanduq_domain::user::{is_email, User};
use sanduq_domain::{Currency, DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::paging::Page;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
use sanduq_store::{Cond, Index, Item, Key, Query, SkRange, Write};
use serde_json::{json, Value};

/// Payments listed on a link (the newest).
pub const SHOWN_PAYMENTS: usize = 100;
const SHORT_CODE_LEN: usize = 8;

pub fn link_key(id: &str) -> Key {
    Key::new(format!("PL#{id}"), "LINK")
}

fn short_key(code: &str) -> Key {
    Key::new(format!("SHORT#{code}"), "LINK")
}

fn not_found() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no payment link with that id")
}

/// A short code: 8 characters of base62 (about 47 bits).
fn short_code() -> String {
    const A: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut r = rand::thread_rng();
    (0..SHORT_CODE_LEN)
        .map(|_| A[r.gen_range(0..A.len())] as char)
        .collect()
}

/// The hosted page of a link, and its short address.
pub fn page_url(base: &str, id: &str) -> String {
    format!("{base}/links/{id}")
}

pub fn short_url(base: &str, code: &str) -> String {
    format!("{base}/l/{code}")
}

fn put(l: &PaymentLink, read: Option<u64>) -> ApiResult<Write> {
    items::versioned_put(
        l,
        &link_key(&l.id),
        read,
        &[
            ("gsi1pk", format!("MER#{}#LINKS", l.merchant_id).into()),
            (
                "gsi1sk",
                format!("{}#{}", sort_time(l.created_at), l.id).into(),
            ),
        ],
    )
}

fn event(l: &PaymentLink, version: u64, kind: &str, base: &str, now: DateTime<Utc>) -> [Write; 2] {
    events::event(
        &l.merchant_id,
        kind,
        view(l, base, now, None),
        events::sequence(version, 0),
        serde_json::Map::new(),
        now,
    )
}

/// The link record as the spec shows it (with `payments` when they were read).
pub fn view(
    l: &PaymentLink,
    base: &str,
    now: DateTime<Utc>,
    payments: Option<Vec<Value>>,
) -> Value {
    let mut v = json!({
        "id": l.id,
        "object": "payment_link",
        "url": page_url(base, &l.id),
        "short_url": short_url(base, &l.short_code),
        "amount": l.amount,
        "currency": l.currency.code(),
        "description": l.description,
        "reference": l.reference,
        "redirect_url": l.redirect_url,
        "metadata": l.metadata,
        "status": l.status_at(now).as_str(),
        "uses": l.uses,
        "max_uses": l.max_uses,
        "expires_at": l.expires_at,
        "created_at": l.created_at,
        "deactivated_at": l.deactivated_at,
    });
    if let Some(p) = payments {
        v["payments"] = p.into();
    }
    v
}

pub struct Loaded {
    pub link: PaymentLink,
    pub version: u64,
}

pub async fn load(st: &AppState, id: &str) -> ApiResult<Loaded> {
    if !has_shape(id, "pl") {
        return Err(not_found());
    }
    let item = st
        .store
        .get_stored(&link_key(id))
        .await?
        .ok_or_else(not_found)?;
    let version = item.version();
    Ok(Loaded {
        link: items::from_stored(&item)?,
        version,
    })
}

async fn load_for(st: &AppState, m: &Merchant, id: &str) -> ApiResult<Loaded> {
    let l = load(st, id).await?;
    if l.link.merchant_id != m.id {
        return Err(not_found());
    }
    Ok(l)
}

/// The link's id for a short code.
pub async fn by_short_code(st: &AppState, code: &str) -> ApiResult<Option<String>> {
    if code.len() != SHORT_CODE_LEN || !code.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Ok(None);
    }
    Ok(st
        .store
        .get(&short_key(code))
        .await?
        .and_then(|i| i.get("link_id").and_then(Value::as_str).map(str::to_string)))
}

pub async fn create(
    st: &AppState,
    m: &Merchant,
    n: NewLink,
    base: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let now = st.now_for(m);
        let n = NewLink {
            merchant_id: m.id.clone(),
            metadata: n.metadata.clone(),
            description: n.description.clone(),
            reference: n.reference.clone(),
            redirect_url: n.redirect_url.clone(),
            ..n
        };
        let l = PaymentLink::new(n, new_id("pl"), short_code(), now)?;
        let short = items::to_item(&json!({ "link_id": l.id }), &short_key(&l.short_code), &[])?;
        let mut writes = vec![
            put(&l, None)?,
            Write::Put {
                item: short,
                // a taken code is contention: the plan runs again with a new one
                cond: Some(Cond::NotExists),
            },
        ];
        writes.extend(event(&l, 1, "payment_link.created", base, now));
        Ok(tx::Plan::answer(
            writes,
            StatusCode::CREATED,
            view(&l, base, now, Some(vec![])),
        ))
    })
    .await
}

/// The payments made through a link, newest first (at most 100).
async fn payments_of(st: &AppState, l: &PaymentLink, now: DateTime<Utc>) -> ApiResult<Vec<Value>> {
    let mut q = Query::partition(format!("PL#{}", l.id))
        .sk(SkRange::BeginsWith("USE#".into()))
        .backward();
    q.limit = Some(SHOWN_PAYMENTS);
    let mut out = vec![];
    for u in st.store.query(&q).await? {
        let id = u
            .get("payment_id")
            .and_then(Value::as_str)
            .unwrap_or_default();
        let p = payments::load(st, &l.merchant_id, id).await?;
        out.push(views::payment_row(&p.payment, now));
    }
    Ok(out)
}

pub async fn get(st: &AppState, m: &Merchant, id: &str, base: &str) -> ApiResult<Value> {
    let l = load_for(st, m, id).await?;
    let now = st.now_for(m);
    let paid = payments_of(st, &l.link, now).await?;
    Ok(view(&l.link, base, now, Some(paid)))
}

/// The merchant's links, newest first.
pub async fn list(st: &AppState, m: &Merchant, page: Page, base: &str) -> ApiResult<Value> {
    let q = Query::index(Index::Gsi1, format!("MER#{}#LINKS", m.id)).backward();
    let rows = st.store.query(&q).await?;
    let total = rows.len();
    let now = st.now_for(m);
    let shown = page
        .of(rows)
        .into_iter()
        .map(|i| items::from_item::<PaymentLink>(i).map(|l| view(&l, base, now, None)))
        .collect::<ApiResult<Vec<_>>>()?;
    Ok(json!({
        "payment_links": shown,
        "pagination": page.meta(total),
    }))
}

/// Deactivates a link (permanent; again: the same answer, nothing written).
pub async fn deactivate(st: &AppState, m: &Merchant, id: &str, base: &str) -> ApiResult<Value> {
    let r = tx::apply(st, tx::Guard::Versioned, || async {
        let l = load_for(st, m, id).await?;
        let now = st.now_for(m);
        let (link, writes) = match l.link.deactivate(now) {
            Some(d) => {
                let mut writes = vec![
                    put(&d, Some(l.version))?,
                ];
                writes.extend(event(&d, l.version + 1, "payment_link.deactivated", base, now));
                (d, writes)
            }
            None => (l.link, vec![]),
        };
        Ok(tx::Plan::new(
            writes,
            json!({ "id": link.id, "object": "payment_link", "status": link.status_at(now).as_str(), "deactivated_at": link.deactivated_at }),
        ))
    })
    .await?;
    match r {
        tx::Applied::Done(v) => Ok(v),
        tx::Applied::AlreadyApplied => Err(not_found()),
    }
}

/// What the hosted page shows before the buyer pays.
pub async fn public_view(
    st: &AppState,
    id: &str,
) -> ApiResult<(PaymentLink, Merchant, LinkStatus)> {
    let l = load(st, id).await?;
    let m = items::load_merchant(st, &l.link.merchant_id)
        .await?
        .ok_or_else(not_found)?;
    let now = st.now_for(&m);
    let status = l.link.status_at(now);
    Ok((l.link, m, status))
}

/// The merchant's user a buyer names on the page: the wallet's id, the merchant's id for
/// it, a phone number (E.164, or national as typed in Iraq, in any digits) or an e-mail.
/// Exactly one wallet that can pay must match. None, several (two users with one phone),
/// or one without a PIN all answer the same WALLET_NOT_FOUND, so the public page tells
/// nobody who is a customer.
async fn buyer(st: &AppState, m: &Merchant, who: &str) -> ApiResult<users::Found> {
    let who = phone::ascii_digits(who.trim());
    let mut found: Vec<users::Found> = Vec::new();
    let mut add = |f: users::Found| {
        if !found.iter().any(|g| g.user.id == f.user.id) {
            found.push(f);
        }
    };
    if let Some(f) = users::find(st, &m.id, &who).await? {
        add(f);
    }
    let number = phone::e164(&who, phone::DEFAULT_REGION);
    if let Some(n) = number.as_deref().filter(|n| *n != who) {
        if let Some(f) = users::find(st, &m.id, n).await? {
            add(f);
        }
    }
    let email = is_email(&who).then(|| who.to_lowercase());
    // by the phone and e-mail indexes: two at most each, enough to see an ambiguous match
    let lookups = [
        number
            .as_deref()
            .map(|n| (Index::Gsi4, users::phone_index(&m.id, n))),
        email
            .as_deref()
            .map(|e| (Index::Gsi5, users::email_index(&m.id, e))),
    ];
    for (index, key) in lookups.into_iter().flatten() {
        for item in st.store.query(&Query::index(index, key).limit(2)).await? {
            let version = items::version(&item);
            let user: User = items::from_item(item)?;
            add(users::Found { user, version });
        }
    }
    match <[users::Found; 1]>::try_from(found) {
        Ok([one]) if one.user.pin_hash.is_some() => Ok(one),
        _ => Err(ApiError(
            DomainError::new(
                ErrorCode::WalletNotFound,
                "no wallet that can pay with that phone number, e-mail or id at this merchant (a wallet pays once its PIN is set in the wallet app)",
            )
            .with_details(json!({ "fields": { "user": "not found" } })),
        )),
    }
}

/// What a buyer sends from the hosted page.
pub struct Pay {
    /// Phone number, or the merchant's id for the user.
    pub user: String,
    pub amount: Option<i64>,
    pub pin: String,
    /// Pay from the buyer's other currency at this quote (`fx_quote`).
    pub fx_quote_id: Option<String>,
}

/// A quote for a link's amount (`amount` for an open link) in its currency, paid from the
/// other currency of the buyer `user` names. It reveals no balance: it is a price, usable
/// only with the buyer's PIN.
pub async fn fx_quote(
    st: &AppState,
    id: &str,
    user: &str,
    amount: Option<i64>,
) -> ApiResult<Value> {
    let l = load(st, id).await?;
    let link = &l.link;
    let m = items::load_merchant(st, &link.merchant_id)
        .await?
        .ok_or_else(not_found)?;
    m.require_approved()?;
    let now = st.now_for(&m);
    let amount = link.charge(amount, now)?;
    let found = buyer(st, &m, user).await?;
    let other = match link.currency {
        Currency::Iqd => Currency::Usd,
        Currency::Usd => Currency::Iqd,
    };
    let q = crate::fx::new_quote(
        st,
        &m,
        &found.user.id,
        other,
        link.currency,
        sanduq_domain::fx::Fixed::To(amount),
        now,
    )
    .await?;
    crate::fx::keep(st, &q).await?;
    Ok(crate::fx::quote_view(&q))
}

/// Pays through a link: the buyer's PIN checked, the payment made and captured, the link
/// used, in one transaction (with the request's idempotency record).
pub async fn pay(st: &AppState, id: &str, p: Pay, idem: &Idem) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let l = load(st, id).await?;
        let link = &l.link;
        let m = items::load_merchant(st, &link.merchant_id)
            .await?
            .ok_or_else(not_found)?;
        m.require_approved()?;
        let now = st.now_for(&m);
        let amount = link.charge(p.amount, now)?;
        let found = buyer(st, &m, &p.user).await?;
        let user_write =
            match users::check_pin(&found, Some(&p.pin), users::PinLess::Refused).await? {
                users::PinCheck::Accepted(w) => w,
                users::PinCheck::Wrong { count, left } => {
                    return Ok(tx::Plan::refusal(
                        vec![count],
                        users::wrong_pin_error(left, left),
                    ));
                }
            };
        let spend = crate::family::Spend::Payment {
            amount,
            currency: link.currency,
            payee: &m,
        };
        let family = crate::family::guard(st, &found.user, &spend, now).await?;
        let fx = match &p.fx_quote_id {
            Some(q) => Some(crate::fx::load(st, &m, &found.user.id, q).await?),
            None => None,
        };
        let (mut writes, payment) = payments::create_paid_with(
            st,
            NewPayment {
                merchant_id: m.id.clone(),
                session_id: link.id.clone(),
                user_id: found.user.id.clone(),
                external_user_id: found.user.external_user_id.clone(),
                amount,
                currency: link.currency,
                commission_bps: m.commission_bps,
                description: Some(link.description.clone()),
                reference: link.reference.clone(),
                capture_mode: CaptureMode::Automatic,
                metadata: link.metadata.clone(),
                lifetime_secs: 60,
                authorization_ttl_secs: m.authorization_ttl_secs,
            },
            "link_payment",
            now,
            fx.as_ref(),
        )
        .await?;
        let pay = &payment;
        let open = Cond::Eq("deactivated".into(), false.into());
        let cond = match link.max_uses {
            0 => open,
            max => Cond::And(vec![open, Cond::Lt("uses".into(), i64::from(max))]),
        };
        writes.push(Write::Update {
            key: link_key(&link.id),
            set: Item::new(),
            add: vec![("uses".into(), 1), ("version".into(), 1)],
            cond: Some(cond),
        });
        let use_key = Key::new(
            format!("PL#{}", link.id),
            format!("USE#{}#{}", sort_time(now), pay.id),
        );
        let use_item = items::to_item(&json!({ "payment_id": pay.id }), &use_key, &[])?;
        writes.push(Write::Put {
            item: use_item,
            cond: Some(Cond::NotExists),
        });
        writes.extend(user_write);
        writes.extend(family.writes);
        let refusal = link::not_payable(if link.max_uses > 0 {
            LinkStatus::MaxUsesReached
        } else {
            LinkStatus::Deactivated
        });
        let out = json!({
            "payment_id": pay.id,
            "payment_link_id": link.id,
            "status": sanduq_domain::embedded::status_of_payment(pay.status),
            "amount": pay.amount,
            "currency": pay.currency.code(),
            "reference": pay.reference,
            "redirect_url": link.redirect_url,
            "created_at": pay.created_at,
            "fx_details": pay.fx_details,
        });
        Ok(tx::Plan::answer(writes, StatusCode::CREATED, out)
            .rule(link_key(&link.id), refusal.into())
            .rules(family.rules))
    })
    .await
}
