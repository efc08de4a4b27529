//! What an agent does at its counter, signed in: sets its PIN (which makes it active), looks
//! a user up by phone (named by first name and initial, for the agent to check with the
//! person in front of it), and takes cash in: its float moves into the user's wallet in one
//! transaction with the PIN's check, the agent's day's total (`daily_cash_in`, a condition
//! on the day's counter), the user's tier ceiling and the receipt (`sanduq_wallets::cash_in`).

use crate::records;
use crate::sessions::AgentPrincipal;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use sanduq_domain::agent::Agent;
use sanduq_domain::agent_fees;
use sanduq_domain::ledger::Account;
use sanduq_domain::user::{User, MAX_PIN_FAILURES};
use sanduq_domain::{Currency, DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::changed;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::secrets;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Plan};
use sanduq_store::{Cond, Item, Key, Write};
use sanduq_wallets::cash_in::{self, Cash};
use serde_json::{json, Value};

/// `POST /agent/pin`: the agent's PIN, set from a session a code proved in the last ten
/// minutes (the first, or again: wrong PINs forgotten, a block lifted). A pending agent
/// becomes active. Event agent.updated.
pub async fn set_pin(
    st: &AppState,
    p: &AgentPrincipal,
    pin: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    let m = &p.merchant;
    if !p.session.freshly_verified(st.now_for(m)) {
        return Err(ApiError::new(
            ErrorCode::Forbidden,
            "setting the PIN needs a session a code proved in the last 10 minutes; sign in with a code again",
        ));
    }
    let hash = secrets::slow_hash(pin).await?;
    tx::commit(st, idem, || async {
        let (a, version) = records::load(st, &m.id, &p.agent.id).await?;
        let now = st.now_for(m);
        a.may_hold_float()?;
        let b = a.with_pin(hash.clone(), now);
        let balances = records::accounts(st, &b.id).await?;
        let shown = records::view(&b, &balances);
        let mut writes = vec![records::put(&b, Some(version))?];
        writes.extend(changed(&m.id, "agent.updated", shown.clone(), version, now));
        Ok(Plan::answer(writes, StatusCode::OK, shown))
    })
    .await
}

/// What an agent's PIN check decided: the write that goes with the change (the agent as
/// read, or its wrong PINs forgotten), or a wrong PIN's count and its refusal.
pub(crate) enum PinChecked {
    Accepted(Write),
    Wrong(Write, ApiError),
}

/// Checks agent `a` (read at `version`)'s PIN. Accepted, the change commits only if no wrong
/// PIN was counted since the read (parallel guesses test no more PINs than are left).
pub(crate) async fn check_pin(a: &Agent, version: u64, pin: &str) -> ApiResult<PinChecked> {
    a.may_serve()?;
    let Some(hash) = &a.pin_hash else {
        return Err(DomainError::new(ErrorCode::PinNotSet, "set your PIN first").into());
    };
    if secrets::slow_match(Some(hash), pin).await {
        if a.pin_failures == 0 {
            return Ok(PinChecked::Accepted(Write::Check {
                key: records::key(&a.id),
                cond: Cond::Eq("version".into(), version.into()),
            }));
        }
        let b = Agent {
            pin_failures: 0,
            ..a.clone()
        };
        return Ok(PinChecked::Accepted(records::put(&b, Some(version))?));
    }
    let b = Agent {
        pin_failures: a.pin_failures + 1,
        ..a.clone()
    };
    let left = MAX_PIN_FAILURES.saturating_sub(b.pin_failures);
    Ok(PinChecked::Wrong(
        records::put(&b, Some(version))?,
        sanduq_wallets::pin::wrong_pin(left),
    ))
}

/// How a user is named to an agent: the first name and the initial of the last
/// (`Zahra Ali` -> `Zahra A.`; one name stays as it is).
pub fn named(full: &str) -> String {
    let mut words = full.split_whitespace();
    let first = words.next().unwrap_or_default();
    match words.last().and_then(|l| l.chars().next()) {
        Some(initial) => format!("{first} {initial}."),
        None => first.to_string(),
    }
}

fn no_wallet() -> ApiError {
    ApiError::new(
        ErrorCode::WalletNotFound,
        "no wallet of this merchant has this phone",
    )
}

/// The user of merchant `m` with this phone (E.164), as an agent sees them.
pub async fn lookup(st: &AppState, p: &AgentPrincipal, phone: &str) -> ApiResult<Value> {
    p.agent.may_serve()?;
    let u = sanduq_payments::users::by_phone(st, &p.merchant.id, phone)
        .await?
        .ok_or_else(no_wallet)?;
    Ok(shown_user(&u, phone))
}

fn shown_user(u: &User, phone: &str) -> Value {
    json!({ "object": "agent_user", "phone": phone, "name": named(&u.name), "may_receive": u.may_receive_money().is_ok() })
}

/// The agent's day's counter of `field` (`cash_in` or `cash_out`) in currency `c` (a
/// Baghdad day): one item each, so a counter's condition reads its own total (an item
/// without the attribute would fail `Lt`).
pub fn day_key(agent_id: &str, field: &str, day: chrono::NaiveDate, c: Currency) -> Key {
    Key::new(
        ["AGT#", agent_id].concat(),
        format!("DAY#{day}#{}#{field}", c.code()),
    )
}

fn day_of(now: DateTime<Utc>) -> chrono::NaiveDate {
    sanduq_domain::limits::baghdad(now).date_naive()
}

pub(crate) fn over_day(field: &str, max: i64, used: i64, c: Currency) -> ApiError {
    DomainError::new(
        ErrorCode::DailyLimitExceeded,
        "this would take the agent past what its merchant lets it move in a day",
    )
    .with_details(json!({ "limit": field, "max": max, "used": used, "currency": c.code() }))
    .into()
}

/// The day's counter moved by `amount` in `field` (`cash_in`, `cash_out`) within `max`.
pub(crate) fn day_write(key: Key, field: &str, amount: i64, max: i64) -> Write {
    let mut set = Item::new();
    // a day's counter is read for a day or two (the statement): gone a week later
    set.insert(
        "ttl".into(),
        (Utc::now() + chrono::Duration::days(7)).timestamp().into(),
    );
    Write::Update {
        key,
        set,
        add: vec![(field.into(), amount)],
        cond: Some(Cond::Or(vec![
            Cond::NotExists,
            Cond::Lt(field.into(), max - amount + 1),
        ])),
    }
}

/// The text a user gets for cash taken in at an agent (Arabic, then English: the user's
/// language is not stored).
pub fn cash_in_text(amount: i64, c: Currency, agent: &str) -> String {
    let shown = format!("{} {}", c.display(amount), c.code());
    format!("صندوق: أُودع {shown} في محفظتك لدى الوكيل {agent}. Sanduq: {shown} paid into your wallet at agent {agent}.")
}

/// `POST /agent/cash-ins`: the person at the counter hands `amount` in cash; the agent's
/// float moves into their wallet (found by phone). Refusals: the agent's PIN (INVALID_PIN,
/// PIN_BLOCKED; each wrong one counted), its float (INSUFFICIENT_BALANCE), its day
/// (DAILY_LIMIT_EXCEEDED, `details.limit` `daily_cash_in`), the user's wallet (WALLET_NOT_FOUND,
/// TIER_UPGRADE_REQUIRED, ACCOUNT_FROZEN). Event cash_in.completed with `agent_id`. The user
/// is texted once: a sandbox merchant's text lands in its inbox with the change; a live
/// one's is sent after the change commits, not again on a replay (a send that fails is
/// logged: the receipt stands).
pub async fn cash_in(
    st: &AppState,
    p: &AgentPrincipal,
    phone: &str,
    amount: i64,
    currency: Currency,
    pin: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    let m = &p.merchant;
    let text = cash_in_text(amount, currency, &p.agent.name);
    let res = tx::commit(st, idem, || async {
        m.require_approved()?;
        let (a, version) = records::load(st, &m.id, &p.agent.id).await?;
        let pin_write = match check_pin(&a, version, pin).await? {
            PinChecked::Accepted(w) => w,
            PinChecked::Wrong(count, refusal) => return Ok(Plan::refusal(vec![count], refusal)),
        };
        let u = sanduq_payments::users::by_phone(st, &m.id, phone)
            .await?
            .ok_or_else(no_wallet)?;
        let f = sanduq_payments::users::require_id(st, &m.id, &u.id).await?;
        let now = st.now_for(m);
        let limits = *a.limits.of(currency);
        let day = day_key(&a.id, "cash_in", day_of(now), currency);
        let used = st
            .store
            .get(&day)
            .await?
            .and_then(|i| i.get("cash_in").and_then(Value::as_i64))
            .unwrap_or(0);
        if used + amount > limits.daily_cash_in {
            return Err(over_day(
                "daily_cash_in",
                limits.daily_cash_in,
                used,
                currency,
            ));
        }
        let from = Account::AgentFloat {
            agent_id: a.id.clone(),
        };
        let charge =
            crate::fees::load(st, &m.id)
                .await?
                .charge(currency, agent_fees::Kind::CashIn, amount);
        let c = Cash {
            amount,
            currency,
            reference: "",
            agent_id: Some(&a.id),
            fee: Some(charge),
        };
        let mut plan = cash_in::plan(st, m, &f, from, &c).await?;
        plan.writes.push(pin_write);
        plan.writes.push(day_write(
            day.clone(),
            "cash_in",
            amount,
            limits.daily_cash_in,
        ));
        if m.sandbox {
            plan.writes.push(sanduq_kernel::sms::sandbox_message(
                &m.id, phone, &text, now,
            ));
        }
        Ok(plan.rule(
            day,
            over_day("daily_cash_in", limits.daily_cash_in, used, currency),
        ))
    })
    .await?;
    let replayed = res.headers().contains_key("idempotent-replayed");
    if !m.sandbox && !replayed {
        if let Err(e) = st.sms.send(phone, &text).await {
            tracing::error!(error = %e, agent = %p.agent.id, "a cash-in's text was not sent");
        }
    }
    Ok(res)
}

/// `POST /agent/cash-ins/preview`: what a cash-in of `amount` would charge and put in the
/// user's wallet, shown before the agent confirms (the fee is what the cash-in then charges,
/// the schedule unchanged meanwhile).
pub async fn cash_in_preview(
    st: &AppState,
    p: &AgentPrincipal,
    phone: &str,
    amount: i64,
    currency: Currency,
) -> ApiResult<Value> {
    p.agent.may_serve()?;
    let u = sanduq_payments::users::by_phone(st, &p.merchant.id, phone)
        .await?
        .ok_or_else(no_wallet)?;
    let ch = crate::fees::load(st, &p.merchant.id).await?.charge(
        currency,
        agent_fees::Kind::CashIn,
        amount,
    );
    Ok(json!({
        "object": "agent_cash_in_preview",
        "phone": phone,
        "name": named(&u.name),
        "amount": amount,
        "currency": currency,
        "fee": ch.fee,
        "fee_paid_by": ch.payer(),
        "credited": amount - ch.user_part(),
    }))
}

/// Commission moved into the float: the agent's record of it (in its operations).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct CommissionMove {
    pub id: String,
    pub object: String,
    pub agent_id: String,
    pub amount: i64,
    pub currency: Currency,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
}

/// The journal's kind of commission moved into the float.
pub const COMMISSION_MOVE: &str = "agent_commission";

/// `POST /agent/commission/move`: `amount` of the agent's commission into its float (within
/// its commission, INSUFFICIENT_BALANCE, and its `max_float`), with its PIN.
pub async fn move_commission(
    st: &AppState,
    p: &AgentPrincipal,
    amount: i64,
    currency: Currency,
    pin: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    let m = &p.merchant;
    tx::commit(st, idem, || async {
        let (a, version) = records::load(st, &m.id, &p.agent.id).await?;
        let pin_write = match check_pin(&a, version, pin).await? {
            PinChecked::Accepted(w) => w,
            PinChecked::Wrong(count, refusal) => return Ok(Plan::refusal(vec![count], refusal)),
        };
        let now = st.now_for(m);
        let mv = CommissionMove {
            id: sanduq_domain::ids::new_id("acm"),
            object: "agent_commission_move".into(),
            agent_id: a.id.clone(),
            amount,
            currency,
            created_at: now,
        };
        let postings = sanduq_domain::ledger::transfer(
            Account::AgentCommission {
                agent_id: a.id.clone(),
            },
            Account::AgentFloat {
                agent_id: a.id.clone(),
            },
            currency,
            amount,
        );
        let float = sanduq_kernel::items::agent_account_key(&a.id, false, currency);
        let (funds, got) = sanduq_payments::wallets::check_funds_reading(
            st,
            &m.id,
            &postings,
            &mv.id,
            std::slice::from_ref(&float),
        )
        .await?;
        let held = sanduq_kernel::items::balance(got[0].as_ref());
        let limits = *a.limits.of(currency);
        sanduq_domain::agent::check_room(&limits, currency, held, amount)?;
        let mut writes = sanduq_payments::ledger::writes(
            &m.id,
            &postings,
            COMMISSION_MOVE,
            &mv.id,
            now,
            &funds,
            None,
        )?;
        sanduq_wallets::limits::cap_balance(&mut writes, &float, limits.max_float - amount);
        writes.push(pin_write);
        let sk = [&sanduq_kernel::items::sort_time(now), "#", &mv.id].concat();
        writes.push(sanduq_kernel::items::put(
            &mv,
            &Key::new(["ACM#", &mv.id].concat(), "MOVE"),
            &[
                ("gsi4pk", sanduq_kernel::items::agent_ops_key(&a.id).into()),
                ("gsi4sk", sk.into()),
            ],
            Some(Cond::NotExists),
        )?);
        let shown = serde_json::to_value(&mv).map_err(sanduq_kernel::items::internal)?;
        Ok(Plan::answer(writes, StatusCode::CREATED, shown).rule(
            float,
            sanduq_domain::agent::over_float(&limits, currency, held).into(),
        ))
    })
    .await
}
