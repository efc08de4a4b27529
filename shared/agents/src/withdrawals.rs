//! Withdrawals at agents in the store (rules in `sanduq_domain::withdrawal`): the item
//! (`WD#<id>` / `WITHDRAWAL`, versioned) in the user's list (GSI1 `USR#<u>#WDS`) and the
//! merchant's (GSI3 `MER#<m>#WDS`), due for the sweeper at its expiry while pending (GSI2
//! `DUE#WD#<shard>`); the claim of its code's first half among the merchant's open ones
//! (`MER#<m>#WDCODE#<lookup>`, given back when it ends); the user's day's total
//! (`USR#<u>` / `WDDAY#<day>#<cur>`). Every move is one transaction on the version read, so
//! of a redeem, a cancel and an expiry racing exactly one ends it.

use crate::desk::{check_pin, day_key as agent_day_key, day_write, over_day, PinChecked};
use crate::records as agents;
use crate::sessions::AgentPrincipal;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use sanduq_domain::ids::{has_shape, new_id};
use sanduq_domain::kyc::require_tier;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::receipt::ReceiptKind;
use sanduq_domain::withdrawal::{self, Moved, Status, Withdrawal};
use sanduq_domain::{Currency, DomainError, ErrorCode};
use sanduq_kernel::due;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::{changed, single};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::secrets::hash_key;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_payments::receipts::{self, Numbering, Subject};
use sanduq_payments::users::{self, PinCheck, PinLess};
use sanduq_payments::{ledger, ledger::Funds};
use sanduq_store::{Cond, Index, Key, Query, Write};
use sanduq_wallets::auth::UserPrincipal;
use serde_json::{json, Value};

pub fn key(id: &str) -> Key {
    Key::new(["WD#", id].concat(), "WITHDRAWAL")
}

fn user_list(u: &str) -> String {
    ["USR#", u, "#WDS"].concat()
}

fn merchant_list(m: &str) -> String {
    ["MER#", m, "#WDS"].concat()
}

fn due_shard(n: &str) -> String {
    ["DUE#WD#", n].concat()
}

fn code_key(m: &str, lookup: &str) -> Key {
    Key::new(["MER#", m, "#WDCODE#", lookup].concat(), "WITHDRAWAL")
}

fn day_key(u: &str, day: chrono::NaiveDate, c: Currency) -> Key {
    Key::new(["USR#", u].concat(), format!("WDDAY#{day}#{}", c.code()))
}

/// The secret half's hash: keyed by the merchant and the code's first half, so the same
/// four digits hash apart across withdrawals.
fn secret_hash(m: &str, lookup: &str, secret: &str) -> String {
    hash_key(&[m, ":", lookup, ":", secret].concat())
}

fn not_found() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no withdrawal with that id")
}

fn no_code() -> ApiError {
    ApiError::new(
        ErrorCode::NotFound,
        "no open withdrawal has this code; check it with the user",
    )
}

/// The withdrawal's write on the version it was read at (None: new).
fn put(w: &Withdrawal, read: Option<u64>) -> ApiResult<Write> {
    let sk = [&sort_time(w.created_at), "#", &w.id].concat();
    let mut extra: Vec<(&str, Value)> = vec![
        ("gsi1pk", user_list(&w.user_id).into()),
        ("gsi1sk", sk.clone().into()),
        ("gsi3pk", merchant_list(&w.merchant_id).into()),
        ("gsi3sk", sk.into()),
    ];
    // paid out: among the agent's operations, at the time it was paid
    if let (Some(a), Some(at)) = (&w.agent_id, w.ended_at) {
        extra.push(("gsi4pk", items::agent_ops_key(a).into()));
        extra.push(("gsi4sk", [&sort_time(at), "#", &w.id].concat().into()));
    }
    if w.status == Status::Pending {
        extra.push(("gsi2pk", due_shard(&due::shard_of(&w.id)).into()));
        extra.push((
            "gsi2sk",
            [&sort_time(w.expires_at), "#", &w.id].concat().into(),
        ));
    }
    items::versioned_put(w, &key(&w.id), read, &extra)
}

pub async fn load(st: &AppState, id: &str) -> ApiResult<(Withdrawal, u64)> {
    if !has_shape(id, "wd") {
        return Err(not_found());
    }
    let item = st.store.get_stored(&key(id)).await?.ok_or_else(not_found)?;
    let version = item.version();
    Ok((items::from_stored(&item)?, version))
}

/// Every withdrawal of merchant `m` (the audit and safeguarding sum their holds).
pub async fn of_merchant(st: &AppState, m: &str) -> ApiResult<Vec<Withdrawal>> {
    st.store
        .query(&Query::index(Index::Gsi3, merchant_list(m)))
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

fn notes_view(notes: &[(i64, i64)]) -> Value {
    notes
        .iter()
        .map(|(note, count)| json!({ "note": note, "count": count }))
        .collect()
}

/// The withdrawal as its user sees it (with the half of the code the app shows) at `now`.
pub fn view(w: &Withdrawal, now: DateTime<Utc>) -> Value {
    let status = w.status_at(now);
    json!({
        "id": w.id,
        "object": "withdrawal",
        "user_id": w.user_id,
        "amount": w.amount,
        "currency": w.currency,
        "display": w.currency.display(w.amount),
        "fee": w.charge.fee,
        "fee_paid_by": w.charge.payer(),
        "total": w.amount + w.charge.user_part(),
        "notes": notes_view(&w.notes),
        "status": status.as_str(),
        "code_part": (status == Status::Pending).then_some(&w.lookup),
        "tries_left": w.tries_left,
        "agent_id": w.agent_id,
        "canceled_by": w.canceled_by,
        "receipt": w.receipt,
        "expires_at": w.expires_at,
        "created_at": w.created_at,
        "ended_at": w.ended_at.or_else(|| (status == Status::Expired).then_some(w.expires_at)),
    })
}

/// The text that carries the code's second half, the digits first as a sign-in code's are
/// (then Arabic and English: the user's language is not stored).
pub fn secret_text(secret: &str, amount: &str) -> String {
    format!("{secret} صندوق: الجزء الثاني من رمز سحب {amount}. لا تعطه إلا للوكيل. Sanduq: the second half of your {amount} withdrawal code. Give it only to the agent.")
}

/// The writes of a move: the withdrawal on its version, its postings' journal (the holds
/// live on the item; `funds`: what the funds check read of the merchant's balance, for a fee
/// it pays), its event, and the claim given back once it ended.
fn move_writes(
    funds: &Funds,
    m: &Merchant,
    mv: &Moved,
    version: u64,
    now: DateTime<Utc>,
    event: &str,
) -> ApiResult<(Vec<Write>, Value)> {
    let w = &mv.withdrawal;
    let mut writes = vec![put(w, Some(version))?];
    if !mv.postings.is_empty() {
        writes.extend(ledger::writes(
            &m.id,
            &mv.postings,
            mv.kind,
            &w.id,
            now,
            funds,
            None,
        )?);
    }
    if w.status != Status::Pending {
        writes.push(Write::Delete {
            key: code_key(&m.id, &w.lookup),
            cond: Some(Cond::Eq("withdrawal_id".into(), w.id.clone().into())),
        });
    }
    let shown = view(w, now);
    writes.extend(changed(&m.id, event, shown.clone(), version, now));
    Ok((writes, shown))
}

/// The refusal of an amount the banknotes do not make, with the nearest that they do.
fn not_payable(currency: Currency, amount: i64, smallest: i64) -> ApiError {
    let (below, above) = withdrawal::payable(currency, amount, smallest);
    DomainError::field(
        "amount",
        "agents pay in banknotes: ask for an amount the notes make",
    )
    .with_details(json!({
        "fields": { "amount": "agents pay in banknotes: ask for an amount the notes make" },
        "payable_below": below,
        "payable_above": above,
    }))
    .into()
}

/// `POST /wallet/withdrawals/preview`: the notes, the fee and what the wallet gives for a
/// withdrawal of `amount`, shown before the user confirms with the PIN.
pub async fn preview(
    st: &AppState,
    up: &UserPrincipal,
    amount: i64,
    currency: Currency,
) -> ApiResult<Value> {
    let settings = crate::fees::settings(st, &up.merchant.id).await?;
    let smallest = settings.smallest_iqd_note;
    let Some(notes) = withdrawal::notes(currency, amount, smallest) else {
        return Err(not_payable(currency, amount, smallest));
    };
    let ch = crate::fees::load(st, &up.merchant.id).await?.charge(
        currency,
        sanduq_domain::agent_fees::Kind::CashOut,
        amount,
    );
    Ok(json!({
        "object": "withdrawal_preview",
        "amount": amount,
        "currency": currency,
        "notes": notes_view(&notes),
        "fee": ch.fee,
        "fee_paid_by": ch.payer(),
        "total": amount + ch.user_part(),
    }))
}

/// `POST /wallet/withdrawals`: `amount` held from the user's wallet for an agent to pay
/// out, with the PIN; the code's first half answered, its second texted.
pub async fn create(
    st: &AppState,
    up: &UserPrincipal,
    amount: i64,
    currency: Currency,
    pin: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    use rand::Rng;
    let m = &up.merchant;
    let settings = crate::fees::settings(st, &m.id).await?;
    let smallest = settings.smallest_iqd_note;
    let Some(notes) = withdrawal::notes(currency, amount, smallest) else {
        return Err(not_payable(currency, amount, smallest));
    };
    let secret = format!("{:04}", rand::rngs::OsRng.gen_range(0..10_000));
    let text = secret_text(
        &secret,
        &format!("{} {}", currency.display(amount), currency.code()),
    );
    let res = tx::commit(st, idem, || async {
        let f = users::require_id(st, &m.id, &up.user_id).await?;
        // a family wallet's rules before the tier (cash may be what they keep in)
        let cash = sanduq_payments::family::Spend::Cash { amount, currency };
        let family = sanduq_payments::family::guard(st, &f.user, &cash, st.now_for(m)).await?;
        require_tier(
            f.user.kyc_tier,
            f.user.kyc.as_ref(),
            sanduq_wallets::cash_out::TIER,
        )?;
        let user_write = match users::check_pin(&f, Some(pin), PinLess::Refused).await? {
            PinCheck::Accepted(w) => w,
            PinCheck::Wrong { count, left } => {
                return Ok(Plan::refusal(
                    vec![count],
                    users::wrong_pin_error(left, left),
                ))
            }
        };
        let now = st.now_for(m);
        let cap = settings.user_daily(currency);
        let day = day_key(
            &f.user.id,
            sanduq_domain::limits::baghdad(now).date_naive(),
            currency,
        );
        let used = st
            .store
            .get(&day)
            .await?
            .and_then(|i| i.get("withdrawn").and_then(Value::as_i64))
            .unwrap_or(0);
        if used + amount > cap {
            return Err(over_day("user_daily_withdrawal", cap, used, currency));
        }
        let charge = crate::fees::load(st, &m.id).await?.charge(
            currency,
            sanduq_domain::agent_fees::Kind::CashOut,
            amount,
        );
        // the first half: a number no open withdrawal of the merchant holds (its claim)
        let lookup = format!("{:06}", rand::rngs::OsRng.gen_range(0..1_000_000));
        let claim = code_key(&m.id, &lookup);
        let id = new_id("wd");
        let mv = Withdrawal::open(
            id.clone(),
            m.id.clone(),
            f.user.id.clone(),
            amount,
            currency,
            lookup.clone(),
            secret_hash(&m.id, &lookup, &secret),
            charge,
            now,
        );
        let funds = sanduq_payments::wallets::check_funds(st, &m.id, &mv.postings, &id).await?;
        let mut mv = mv;
        mv.withdrawal.notes = notes.clone();
        let w = &mv.withdrawal;
        let mut writes = vec![put(w, None)?];
        writes.extend(ledger::writes(
            &m.id,
            &mv.postings,
            mv.kind,
            &id,
            now,
            &funds,
            None,
        )?);
        writes.push(items::put(
            &json!({ "withdrawal_id": id }),
            &claim,
            &[(
                "ttl",
                (Utc::now() + chrono::Duration::days(1)).timestamp().into(),
            )],
            Some(Cond::NotExists),
        )?);
        writes.push(day_write(day.clone(), "withdrawn", amount, cap));
        writes.extend(family.writes);
        writes.push(user_write.unwrap_or(Write::Check {
            key: items::user_key(&f.user.id),
            cond: Cond::Eq("version".into(), f.version.into()),
        }));
        if m.sandbox {
            if let Some(phone) = f.user.phone.as_deref() {
                writes.push(sanduq_kernel::sms::sandbox_message(
                    &m.id, phone, &text, now,
                ));
            }
        }
        let shown = view(w, now);
        writes.extend(single(&m.id, "withdrawal.created", shown.clone(), now));
        // a taken first half plans again with another (no rule: contention)
        Ok(Plan::answer(writes, StatusCode::CREATED, shown)
            .rule(day, over_day("user_daily_withdrawal", cap, used, currency))
            .rules(family.rules))
    })
    .await?;
    if !m.sandbox && !res.headers().contains_key("idempotent-replayed") {
        let phone = users::require_id(st, &m.id, &up.user_id).await?.user.phone;
        match phone {
            Some(p) => {
                if let Err(e) = st.sms.send(&p, &text).await {
                    tracing::error!(error = %e, "a withdrawal code's text was not sent");
                }
            }
            None => {
                tracing::error!(user = %up.user_id, "a withdrawal's user has no phone for its code")
            }
        }
    }
    Ok(res)
}

/// The user's withdrawal `id` and the version read (another's is not found).
async fn users_own(st: &AppState, up: &UserPrincipal, id: &str) -> ApiResult<(Withdrawal, u64)> {
    let (w, v) = load(st, id).await?;
    if w.merchant_id != up.merchant.id || w.user_id != up.user_id {
        return Err(not_found());
    }
    Ok((w, v))
}

pub async fn show(st: &AppState, up: &UserPrincipal, id: &str) -> ApiResult<Value> {
    let (w, _) = users_own(st, up, id).await?;
    Ok(view(&w, st.now_for(&up.merchant)))
}

/// `GET /wallet/withdrawals`: the user's latest `limit` withdrawals, newest first (`status`:
/// those in it now; a pending one past its time reads expired before the sweeper ends it).
pub async fn list(
    st: &AppState,
    up: &UserPrincipal,
    limit: usize,
    status: Option<&str>,
) -> ApiResult<Value> {
    let mut q = Query::index(Index::Gsi1, user_list(&up.user_id));
    q.forward = false;
    // a status keeps some of them: read a wider window to fill the page
    q.limit = Some(if status.is_some() { limit * 10 } else { limit });
    let now = st.now_for(&up.merchant);
    let mut data = vec![];
    for item in st.store.query(&q).await? {
        let w: Withdrawal = items::from_item(item)?;
        if w.merchant_id != up.merchant.id {
            continue;
        }
        let shown = view(&w, now);
        if status.is_none_or(|s| shown["status"] == s) && data.len() < limit {
            data.push(shown);
        }
    }
    Ok(json!({ "object": "list", "data": data }))
}

/// `POST /wallet/withdrawals/{id}/cancel`: the hold back before an agent redeems it.
pub async fn cancel(
    st: &AppState,
    up: &UserPrincipal,
    id: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    let m = &up.merchant;
    tx::commit(st, idem, || async {
        let (w, version) = users_own(st, up, id).await?;
        let now = st.now_for(m);
        let mv = w.canceled(now)?;
        let (writes, shown) = move_writes(
            &Funds::default(),
            m,
            &mv,
            version,
            now,
            "withdrawal.canceled",
        )?;
        Ok(Plan::answer(writes, StatusCode::OK, shown))
    })
    .await
}

/// `POST /agent/withdrawals/redeem`: the agent typed the whole code and the amount; with its
/// PIN the hold moves to its float (within its `max_float` and `daily_cash_out`) and it
/// pays the cash. A wrong second half counts against the withdrawal (the last try cancels
/// it); a withdrawal past its time is expired now, its hold released.
pub async fn redeem(
    st: &AppState,
    p: &AgentPrincipal,
    code: &str,
    amount: i64,
    pin: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    let m = &p.merchant;
    let Some((lookup, secret)) = withdrawal::split(code) else {
        return Err(DomainError::field(
            "code",
            "must be the 10 digits: 6 from the user's app, 4 from their text message",
        )
        .into());
    };
    tx::commit(st, idem, || async {
        m.require_approved()?;
        let (a, a_version) = agents::load(st, &m.id, &p.agent.id).await?;
        let pin_write = match check_pin(&a, a_version, pin).await? {
            PinChecked::Accepted(w) => w,
            PinChecked::Wrong(count, refusal) => return Ok(Plan::refusal(vec![count], refusal)),
        };
        let claim = st.store.get(&code_key(&m.id, &lookup)).await?.ok_or_else(no_code)?;
        let id = claim
            .get("withdrawal_id")
            .and_then(Value::as_str)
            .ok_or_else(no_code)?
            .to_string();
        let (w, version) = load(st, &id).await?;
        let now = st.now_for(m);
        if let Some(mv) = w.expired(now) {
            let (writes, _) = move_writes(&Funds::default(), m, &mv, version, now, "withdrawal.expired")?;
            return Ok(Plan::refusal(writes, DomainError::new(ErrorCode::InvalidWithdrawalStatus, "the withdrawal expired; the user asks for a new one").into()));
        }
        if w.secret_hash != secret_hash(&m.id, &lookup, &secret) {
            let mv = w.wrong_secret(now)?;
            let left = mv.withdrawal.tries_left;
            let event = if left == 0 { "withdrawal.canceled" } else { "withdrawal.updated" };
            let (writes, _) = move_writes(&Funds::default(), m, &mv, version, now, event)?;
            let refusal = DomainError::new(
                ErrorCode::ValidationError,
                format!("code: the second half is wrong; {left} tries left before the withdrawal is canceled"),
            )
            .with_details(json!({ "fields": { "code": "the second half is wrong" }, "tries_left": left }));
            return Ok(Plan::refusal(writes, refusal.into()));
        }
        let mut mv = w.redeemed(&a.id, amount, now)?;
        let limits = *a.limits.of(w.currency);
        let float = items::agent_account_key(&a.id, false, w.currency);
        let held = items::balance(st.store.get(&float).await?.as_ref());
        sanduq_domain::agent::check_room(&limits, w.currency, held, amount)?;
        let today = sanduq_domain::limits::baghdad(now).date_naive();
        let day = agent_day_key(&a.id, "cash_out", today, w.currency);
        let used = st
            .store
            .get(&day)
            .await?
            .and_then(|i| i.get("cash_out").and_then(Value::as_i64))
            .unwrap_or(0);
        if used + amount > limits.daily_cash_out {
            return Err(over_day("daily_cash_out", limits.daily_cash_out, used, w.currency));
        }
        // the receipt: the user's cash-out, paid by this agent
        let numbering = Numbering::load(st, m, &w.id, now).await?;
        let mut subject = Subject::new(ReceiptKind::CashOut, &w.id, amount, w.currency);
        subject.description = Some(format!("Cash paid at agent {} ({})", a.name, a.code));
        let (mut writes, receipt) = receipts::issue(st, m, &numbering, subject, now)?;
        mv.withdrawal.receipt = Some(receipt);
        // a fee the merchant pays comes from its balance
        let funds = sanduq_payments::wallets::check_funds(st, &m.id, &mv.postings, &w.id).await?;
        let (more, shown) = move_writes(&funds, m, &mv, version, now, "withdrawal.redeemed")?;
        writes.extend(more);
        sanduq_wallets::limits::cap_balance(&mut writes, &float, limits.max_float - amount);
        writes.push(pin_write);
        writes.push(day_write(day.clone(), "cash_out", amount, limits.daily_cash_out));
        Ok(Plan::answer(writes, StatusCode::OK, shown)
            .rule(day, over_day("daily_cash_out", limits.daily_cash_out, used, w.currency))
            .rule(float, sanduq_domain::agent::over_float(&limits, w.currency, held).into()))
    })
    .await
}

/// What a sweep did: withdrawals expired (their holds released), and those it could not.
#[derive(Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Swept {
    pub expired: usize,
    pub failed: usize,
}

/// Expires every pending withdrawal past its time (found by the due index), each under its
/// own effect key so a sweep run twice releases a hold once.
pub async fn sweep_due(st: &AppState, real_now: DateTime<Utc>) -> Swept {
    let shards = due::shards().map(|n| due_shard(&n)).collect();
    let (found, unreadable) = due::with_merchants(st, shards, real_now).await;
    let mut swept = Swept {
        failed: unreadable,
        ..Swept::default()
    };
    for (m, item) in found {
        let Some(id) = item.get("id").and_then(Value::as_str) else {
            continue;
        };
        match expire(st, &m, id).await {
            Ok(true) => swept.expired += 1,
            Ok(false) => {}
            Err(e) => {
                tracing::warn!(withdrawal = %id, code = e.code().as_str(), "withdrawal not swept");
                swept.failed += 1;
            }
        }
    }
    swept
}

/// Every pending withdrawal of merchant `m` past its time on its own clock (a sandbox
/// merchant's clock moved forward).
pub async fn sweep_merchant(st: &AppState, m: &Merchant) -> ApiResult<usize> {
    let now = st.now_for(m);
    let mut expired = 0;
    for w in of_merchant(st, &m.id).await? {
        if w.expired(now).is_some() && expire(st, m, &w.id).await? {
            expired += 1;
        }
    }
    Ok(expired)
}

/// Expires withdrawal `id` of merchant `m` if it is pending past its time (on `m`'s clock).
pub async fn expire(st: &AppState, m: &Merchant, id: &str) -> ApiResult<bool> {
    let out = tx::apply(st, Guard::Effect(format!("expire:{id}")), || async {
        let (w, version) = load(st, id).await?;
        let now = st.now_for(m);
        let Some(mv) = w.expired(now) else {
            return Ok(Plan::new(vec![], false));
        };
        let (writes, _) = move_writes(
            &Funds::default(),
            m,
            &mv,
            version,
            now,
            "withdrawal.expired",
        )?;
        Ok(Plan::new(writes, true))
    })
    .await?;
    Ok(matches!(out, tx::Applied::Done(true)))
}
