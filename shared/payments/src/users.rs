//! Users of a merchant: sync (create or update by external id, wallet on first sync),
//! lookup by service id or external id, PINs.

use crate::views;
use axum::http::StatusCode;
use axum::response::Response;
use sanduq_compliance::alerts::{self, Alert, Subject};
use sanduq_domain::ids::{has_shape, new_id};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::user::{Freeze, FreezeScope, User};
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::{event, event_with_data, sequence};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::secrets;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
use sanduq_store::{Cond, Item, Query, SkRange, Write};
use serde_json::{json, Map, Value};

pub const MAX_EXTERNAL_ID: usize = 128;
pub const MAX_NAME: usize = 256;

#[derive(Debug, Clone)]
pub struct SyncInput {
    pub external_user_id: String,
    pub name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
}

/// A user with its item version.
pub struct Found {
    pub user: User,
    pub version: u64,
}

fn wallet_missing() -> ApiError {
    ApiError::new(
        ErrorCode::WalletNotFound,
        "no wallet for that user; sync the user first",
    )
}

/// The merchant's user with this service id (`usr_…`). Another merchant's user is as
/// absent as a user that does not exist.
pub async fn by_id(st: &AppState, merchant_id: &str, user_id: &str) -> ApiResult<Option<Found>> {
    if !has_shape(user_id, "usr") {
        return Ok(None);
    }
    let Some(item) = st.store.get_stored(&items::user_key(user_id)).await? else {
        return Ok(None);
    };
    let user: User = items::from_stored(&item)?;
    let version = item.version();
    Ok((user.merchant_id == merchant_id).then_some(Found { user, version }))
}

/// The merchant's user with this external id (the merchant's own id for the user). Only
/// ever an external id: `usr_42` is the external id "usr_42" here, whatever it looks like.
pub async fn by_external(
    st: &AppState,
    merchant_id: &str,
    external_id: &str,
) -> ApiResult<Option<Found>> {
    match id_by_external(st, merchant_id, external_id).await? {
        Some(user_id) => by_id(st, merchant_id, &user_id).await,
        None => Ok(None),
    }
}

/// The id of the merchant's user with this external id, from the pointer the user's
/// creation wrote beside it (its key holds the merchant and the external id, which never
/// change, and users are never deleted), without reading the user: what a checkout needs of
/// its buyer.
pub async fn id_by_external(
    st: &AppState,
    merchant_id: &str,
    external_id: &str,
) -> ApiResult<Option<String>> {
    if external_id.is_empty()
        || external_id.len() > MAX_EXTERNAL_ID
        || external_id.contains('\u{1f}')
    {
        return Ok(None);
    }
    let Some(pointer) = st
        .store
        .get_stored(&items::external_key(merchant_id, external_id))
        .await?
    else {
        return Ok(None);
    };
    let Pointer { user_id } = items::from_stored(&pointer)?;
    Ok(user_id.filter(|id| !id.is_empty()))
}

/// What a checkout needs of an external id's pointer.
#[derive(serde::Deserialize)]
struct Pointer {
    user_id: Option<String>,
}

/// A field that takes "service or external id": a service id of one of the merchant's users
/// wins; otherwise the value is an external id. (An external id that equals the service id
/// of another of the merchant's users names that other user; see docs/decisions.md.)
pub async fn find(st: &AppState, merchant_id: &str, id: &str) -> ApiResult<Option<Found>> {
    match by_id(st, merchant_id, id).await? {
        Some(f) => Ok(Some(f)),
        None => by_external(st, merchant_id, id).await,
    }
}

/// `find`, or WALLET_NOT_FOUND.
pub async fn require(st: &AppState, merchant_id: &str, id: &str) -> ApiResult<Found> {
    find(st, merchant_id, id).await?.ok_or_else(wallet_missing)
}

/// `by_external`, or WALLET_NOT_FOUND.
pub async fn require_external(
    st: &AppState,
    merchant_id: &str,
    external_id: &str,
) -> ApiResult<Found> {
    by_external(st, merchant_id, external_id)
        .await?
        .ok_or_else(wallet_missing)
}

/// `id_by_external`, or WALLET_NOT_FOUND.
pub async fn require_external_id(
    st: &AppState,
    merchant_id: &str,
    external_id: &str,
) -> ApiResult<String> {
    id_by_external(st, merchant_id, external_id)
        .await?
        .ok_or_else(wallet_missing)
}

/// `by_id`, or WALLET_NOT_FOUND.
pub async fn require_id(st: &AppState, merchant_id: &str, user_id: &str) -> ApiResult<Found> {
    by_id(st, merchant_id, user_id)
        .await?
        .ok_or_else(wallet_missing)
}

/// The user's balances per currency.
pub async fn balances(st: &AppState, user_id: &str) -> ApiResult<Vec<(Currency, i64)>> {
    let rows = st
        .store
        .query(
            &Query::partition(["USR#", user_id].concat()).sk(SkRange::BeginsWith("ACCT#".into())),
        )
        .await?;
    let mut out: Vec<(Currency, i64)> = Currency::ALL.iter().map(|c| (*c, 0)).collect();
    for r in rows {
        if let Some(c) = r
            .get("currency")
            .and_then(|v| v.as_str())
            .and_then(|c| Currency::parse("c", c).ok())
        {
            if let Some(e) = out.iter_mut().find(|(x, _)| *x == c) {
                e.1 = items::balance(Some(&r));
            }
        }
    }
    Ok(out)
}

/// The one user of the merchant with this phone (E.164), by the phone index. None when no
/// user has it, and when several do: a phone proves one wallet or none (as a link's buyer).
pub async fn by_phone(st: &AppState, merchant_id: &str, e164: &str) -> ApiResult<Option<User>> {
    let rows = st
        .store
        .query(&Query::index(sanduq_store::Index::Gsi4, phone_index(merchant_id, e164)).limit(2))
        .await?;
    match <[Item; 1]>::try_from(rows) {
        Ok([one]) => Ok(Some(items::from_item(one)?)),
        Err(_) => Ok(None),
    }
}

/// The index key of a merchant's users with this phone (E.164).
pub fn phone_index(merchant_id: &str, e164: &str) -> String {
    format!("MER#{merchant_id}#PHONE#{e164}")
}

/// The index key of a merchant's users with this e-mail (compared in lower case).
pub fn email_index(merchant_id: &str, email: &str) -> String {
    format!("MER#{merchant_id}#EMAIL#{}", email.to_lowercase())
}

/// A user's item: listed under its merchant (GSI1), and found by phone (GSI4) and e-mail
/// (GSI5) without reading the merchant's other users.
pub fn user_item(u: &User, version: Option<u64>) -> ApiResult<Write> {
    let mut extra = vec![
        ("gsi1pk", ["MER#", &u.merchant_id, "#USERS"].concat().into()),
        (
            "gsi1sk",
            [&sort_time(u.created_at), "#", &u.id].concat().into(),
        ),
    ];
    if let Some(p) = &u.phone {
        let n = sanduq_domain::phone::e164(p, sanduq_domain::phone::DEFAULT_REGION);
        let n = n.as_deref().unwrap_or(p);
        extra.push(("gsi4pk", phone_index(&u.merchant_id, n).into()));
        extra.push(("gsi4sk", u.id.clone().into()));
    }
    if let Some(e) = &u.email {
        extra.push(("gsi5pk", email_index(&u.merchant_id, e).into()));
        extra.push(("gsi5sk", u.id.clone().into()));
    }
    items::versioned_put(u, &items::user_key(&u.id), version, &extra)
}

/// The merchant's event of a change to `user`'s freeze (an operator's, or a compliance
/// hold's): `user.frozen` with the freeze now in force, or `user.unfrozen` with what was
/// `lifted` and what stays.
pub fn freeze_event(
    merchant_id: &str,
    user: &User,
    lifted: Option<FreezeScope>,
    sequence: u64,
    now: chrono::DateTime<chrono::Utc>,
) -> [Write; 2] {
    let mut extra = Map::new();
    let shown = |f: Freeze| json!({ "scope": f.scope.as_str(), "reason": f.reason, "at": f.at });
    extra.insert("freeze".into(), user.freeze().map_or(Value::Null, shown));
    let kind = match lifted {
        None => "user.frozen",
        Some(scope) => {
            extra.insert("lifted".into(), scope.as_str().into());
            "user.unfrozen"
        }
    };
    event(
        merchant_id,
        kind,
        views::user_object(user),
        sequence,
        extra,
        now,
    )
}

/// The alerts screening `user` by name raises now (docs/compliance.md), with the date of
/// birth a family wallet has.
pub async fn screened(
    st: &AppState,
    user: &User,
    now: chrono::DateTime<chrono::Utc>,
) -> ApiResult<Vec<Alert>> {
    let subject = Subject {
        kind: "user".into(),
        id: user.id.clone(),
        merchant_id: user.merchant_id.clone(),
        name: user.name.clone(),
        date_of_birth: user
            .family
            .as_ref()
            .map(|d| d.date_of_birth.format("%Y-%m-%d").to_string()),
        at: "sync".into(),
    };
    sanduq_compliance::screen::raise(st, &subject, true, now).await
}

/// Puts `user`'s wallet on hold for `alerts`.
pub fn hold_for(user: &mut User, alerts: &[Alert], now: chrono::DateTime<chrono::Utc>) {
    let ids: Vec<String> = alerts
        .iter()
        .filter(|a| a.held)
        .map(|a| a.id.clone())
        .collect();
    user.hold_for(&ids, now);
}

/// The writes of `alerts` raised on `user` in a change: the alerts, and the merchant's
/// `user.frozen` when they froze what was not (`frozen_for`: what was frozen before).
pub fn held(
    merchant_id: &str,
    user: &User,
    alerts: &[Alert],
    frozen_for: Option<FreezeScope>,
    sequence: u64,
    now: chrono::DateTime<chrono::Utc>,
) -> ApiResult<Vec<Write>> {
    let mut writes = alerts
        .iter()
        .map(alerts::put_new)
        .collect::<ApiResult<Vec<_>>>()?;
    if !alerts.is_empty() && user.frozen_for() != frozen_for {
        writes.extend(freeze_event(merchant_id, user, None, sequence, now));
    }
    Ok(writes)
}

pub async fn sync(
    st: &AppState,
    m: &Merchant,
    input: SyncInput,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let now = st.now_for(m);
        match by_external(st, &m.id, &input.external_user_id).await? {
            Some(Found { mut user, version }) => {
                let bal = balances(st, &user.id).await?;
                if user.name == input.name && user.email == input.email && user.phone == input.phone
                {
                    // nothing changes: no new version and no user.updated (docs/decisions.md,
                    // "A sync that changes nothing")
                    return Ok(tx::Plan::answer(
                        Vec::new(),
                        StatusCode::OK,
                        views::user(&user, &bal),
                    ));
                }
                let renamed = user.name != input.name;
                user.name = input.name.clone();
                user.email = input.email.clone();
                user.phone = input.phone.clone();
                user.updated_at = now;
                // a new name is screened again (docs/compliance.md, "Who is screened")
                let alerts = if renamed {
                    screened(st, &user, now).await?
                } else {
                    vec![]
                };
                let frozen_for = user.frozen_for();
                hold_for(&mut user, &alerts, now);
                let data = views::user(&user, &bal);
                let mut writes = vec![user_item(&user, Some(version))?];
                writes.extend(event_with_data(
                    &m.id,
                    "user.updated",
                    &user.id,
                    views::user_event_data(&user),
                    sequence(version + 1, 0),
                    now,
                ));
                writes.extend(held(
                    &m.id,
                    &user,
                    &alerts,
                    frozen_for,
                    sequence(version + 1, 1),
                    now,
                )?);
                Ok(tx::Plan::answer(writes, StatusCode::OK, data))
            }
            None => {
                let mut user = User {
                    email: input.email.clone(),
                    phone: input.phone.clone(),
                    ..User::new(
                        new_id("usr"),
                        m.id.clone(),
                        input.external_user_id.clone(),
                        input.name.clone(),
                        now,
                    )
                };
                let writes = opened(st, m, &mut user, now).await?;
                let bal: Vec<(Currency, i64)> = Currency::ALL.iter().map(|c| (*c, 0)).collect();
                Ok(tx::Plan::answer(
                    writes,
                    StatusCode::CREATED,
                    views::user(&user, &bal),
                ))
            }
        }
    })
    .await
}

/// The writes that open `user`'s wallet (screened first: a hit holds it): the user, its
/// external id's pointer, an empty account per currency, `user.created` and any alerts.
pub async fn opened(
    st: &AppState,
    m: &Merchant,
    user: &mut User,
    now: chrono::DateTime<chrono::Utc>,
) -> ApiResult<Vec<Write>> {
    let alerts = screened(st, user, now).await?;
    hold_for(user, &alerts, now);
    let mut pointer = Item::new();
    let pk = items::external_key(&m.id, &user.external_user_id);
    pointer.insert("pk".into(), pk.pk.clone().into());
    pointer.insert("sk".into(), pk.sk.clone().into());
    pointer.insert("user_id".into(), user.id.clone().into());
    let mut writes = vec![
        user_item(user, None)?,
        Write::Put {
            item: pointer,
            cond: Some(Cond::NotExists),
        },
    ];
    for c in Currency::ALL {
        let k = items::wallet_key(&user.id, c);
        let item = json!({ "pk": k.pk, "sk": k.sk, "balance": 0, "currency": c.code(), "merchant_id": m.id, "user_id": user.id });
        if let serde_json::Value::Object(item) = item {
            writes.push(Write::Put {
                item,
                cond: Some(Cond::NotExists),
            });
        }
    }
    writes.extend(event_with_data(
        &m.id,
        "user.created",
        &user.id,
        views::user_event_data(user),
        sequence(1, 0),
        now,
    ));
    writes.extend(held(&m.id, user, &alerts, None, sequence(1, 1), now)?);
    Ok(writes)
}

/// Sets (or replaces) a user's transaction PIN; clears the failure count.
pub async fn set_pin(
    st: &AppState,
    m: &Merchant,
    user_id: &str,
    pin: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    let hash = secrets::slow_hash(pin).await?;
    tx::commit(st, idem, || async {
        let Found { mut user, version } = require(st, &m.id, user_id).await?;
        user.pin_hash = Some(hash.clone());
        user.pin_failures = 0;
        user.updated_at = st.now_for(m);
        let data = json!({ "user_id": user.id, "pin_set": true });
        let writes = pin_set(&m.id, &user, version)?;
        Ok(tx::Plan::answer(writes, StatusCode::OK, data))
    })
    .await
}

/// The writes of a PIN set on `user` (read at `version`, the new hash already in it): the
/// user and its `user.pin_set` event.
pub fn pin_set(merchant_id: &str, user: &User, version: u64) -> ApiResult<Vec<Write>> {
    let mut writes = vec![user_item(user, Some(version))?];
    writes.extend(event_with_data(
        merchant_id,
        "user.pin_set",
        &user.id,
        views::user_event_data(user),
        sequence(version + 1, 0),
        user.updated_at,
    ));
    Ok(writes)
}

/// Sets a PIN for a buyer who has none (the sandbox popup); a buyer with a PIN keeps it.
pub async fn set_first_pin(st: &AppState, m: &Merchant, user_id: &str, pin: &str) -> ApiResult<()> {
    let hash = secrets::slow_hash(pin).await?;
    tx::apply(st, tx::Guard::Versioned, || async {
        let Found { mut user, version } = require_id(st, &m.id, user_id).await?;
        if user.pin_hash.is_some() {
            return Err(ApiError::new(
                ErrorCode::Forbidden,
                "the buyer already has a PIN; it is changed in the wallet",
            ));
        }
        user.pin_hash = Some(hash.clone());
        user.pin_failures = 0;
        user.updated_at = st.now_for(m);
        let writes = pin_set(&m.id, &user, version)?;
        Ok(tx::Plan::new(writes, ()))
    })
    .await?;
    Ok(())
}

/// What a PIN check decided.
pub enum PinCheck {
    /// Go ahead; with the user's write to apply with the payment (a reset failure count).
    Accepted(Option<Write>),
    /// A wrong PIN: the user's write that counts it, and how many the user has left.
    Wrong { count: Write, left: u32 },
}

fn blocked() -> ApiError {
    ApiError::new(
        ErrorCode::PinBlocked,
        "too many wrong PINs; the account is blocked until reset",
    )
}

/// Whether a buyer without a PIN may pay without one: only a sandbox merchant's (the
/// sandbox's shortcut). A live buyer always confirms with a PIN (PIN_NOT_SET until set).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PinLess {
    Allowed,
    Refused,
}

impl PinLess {
    pub fn of(m: &Merchant) -> PinLess {
        if m.sandbox {
            PinLess::Allowed
        } else {
            PinLess::Refused
        }
    }
}

fn no_pin() -> ApiError {
    ApiError::new(
        ErrorCode::PinNotSet,
        "this wallet has no PIN yet: set one in the wallet app (a code to the wallet's phone proves it is yours), then pay",
    )
}

/// Checks the buyer's PIN for a payment (the caller writes what it decides; the Argon2 check
/// runs off the async threads). Five
/// wrong PINs in a row block the user's financial operations.
pub async fn check_pin(found: &Found, pin: Option<&str>, pin_less: PinLess) -> ApiResult<PinCheck> {
    let u = &found.user;
    u.may_move_money()?;
    let Some(hash) = &u.pin_hash else {
        return match (pin, pin_less) {
            (None, PinLess::Allowed) => Ok(PinCheck::Accepted(None)),
            _ => Err(no_pin()),
        };
    };
    let Some(pin) = pin else {
        return Err(ApiError::new(
            ErrorCode::PinRequired,
            "this user confirms payments with a PIN; send pin",
        ));
    };
    let mut user = u.clone();
    if secrets::slow_match(Some(hash), pin).await {
        if u.pin_failures == 0 {
            // Nothing to write, but the payment commits only if no wrong PIN was counted
            // since this read: parallel guesses cannot test more PINs than are left.
            return Ok(PinCheck::Accepted(Some(Write::Check {
                key: items::user_key(&u.id),
                cond: Cond::Eq("version".into(), found.version.into()),
            })));
        }
        user.pin_failures = 0;
        return Ok(PinCheck::Accepted(Some(user_item(
            &user,
            Some(found.version),
        )?)));
    }
    user.pin_failures += 1;
    Ok(PinCheck::Wrong {
        count: user_item(&user, Some(found.version))?,
        left: sanduq_domain::user::MAX_PIN_FAILURES.saturating_sub(user.pin_failures),
    })
}

/// The refusal of a wrong PIN: PIN_BLOCKED when the user has none left, else INVALID_PIN
/// with the attempts this checkout has left (the fewer of the user's and the checkout's).
pub fn wrong_pin_error(user_left: u32, checkout_left: u32) -> ApiError {
    if user_left == 0 {
        return blocked();
    }
    let left = user_left.min(checkout_left);
    let message = if checkout_left == 0 {
        "wrong PIN; this checkout has failed after too many wrong PINs, 0 attempts remaining"
            .to_string()
    } else {
        format!("wrong PIN; {left} attempts remaining")
    };
    ApiError(
        sanduq_domain::DomainError::new(ErrorCode::InvalidPin, message).with_details(json!({
            "attempts_remaining": left,
            "user_attempts_remaining": user_left,
            "checkout_attempts_remaining": checkout_left,
        })),
    )
}
