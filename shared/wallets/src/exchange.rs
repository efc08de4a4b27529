//! Currency exchange from the wallet: a quote (`POST /wallet/exchange/quotes`) fixes the
//! rate and both amounts for 30 seconds; executing it with the PIN (`POST
//! /wallet/exchange`, Idempotency-Key) moves both currencies through the merchant's
//! exchange position in one transaction with the quote's versioned rewrite, so a quote
//! executes once however many requests race for it. The wallet credited may not pass what
//! its tier may hold (TIER_UPGRADE_REQUIRED), held by a condition on the credit.

use crate::limits::{cap_balance, from_override, key_of};
use axum::http::StatusCode;
use axum::response::Response;
use sanduq_domain::fx::{Fixed, QuoteStatus};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::receipt::ReceiptKind;
use sanduq_domain::{Currency, DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::single;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Plan};
use sanduq_payments::receipts::{self, Numbering, Subject};
use sanduq_payments::users::{self, PinCheck, PinLess};
use sanduq_payments::{fx, ledger, wallets};
use sanduq_store::{Cond, Write};
use serde_json::{json, Value};

/// A quote for the signed-in user.
pub async fn quote(
    st: &AppState,
    m: &Merchant,
    user_id: &str,
    from: Currency,
    to: Currency,
    fixed: Fixed,
) -> ApiResult<Value> {
    let f = users::require_id(st, &m.id, user_id).await?;
    let q = fx::new_quote(st, m, &f.user.id, from, to, fixed, st.now_for(m)).await?;
    fx::keep(st, &q).await?;
    Ok(fx::quote_view(&q))
}

fn too_much(max: i64, tier: u8, c: Currency) -> ApiError {
    DomainError::new(
        ErrorCode::TierUpgradeRequired,
        "this would take the wallet above what its identity tier may hold",
    )
    .with_details(json!({ "max_balance": max, "tier": tier, "currency": c.code() }))
    .into()
}

/// An executed quote as the answer and the event show it.
pub fn view(q: &sanduq_domain::fx::Quote) -> Value {
    let mut v = fx::quote_view(q);
    v["object"] = "exchange".into();
    v["user_id"] = q.user_id.clone().into();
    v
}

/// Executes quote `quote_id` of `user_id` with the PIN.
pub async fn execute(
    st: &AppState,
    m: &Merchant,
    user_id: &str,
    quote_id: &str,
    pin: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let now = st.now_for(m);
        let (q, version) = fx::load(st, m, user_id, quote_id).await?;
        q.executable(now)?;
        let f = users::require_id(st, &m.id, user_id).await?;
        sanduq_payments::family::guard(st, &f.user, &sanduq_payments::family::Spend::Exchange, now)
            .await?;
        let user_write = match users::check_pin(&f, Some(pin), PinLess::Refused).await? {
            PinCheck::Accepted(w) => w,
            PinCheck::Wrong { count, left } => {
                return Ok(Plan::refusal(
                    vec![count],
                    users::wrong_pin_error(left, left),
                ));
            }
        };
        f.user.may_receive_money()?;
        let postings = q.postings();
        let to_wallet = items::wallet_key(&f.user.id, q.to_currency);
        let numbering = Numbering::pick(m, &q.id, now);
        let (funds, got) = wallets::check_funds_reading(
            st,
            &m.id,
            &postings,
            &q.id,
            &[
                to_wallet.clone(),
                key_of(&f.user, q.to_currency),
                numbering.key(),
            ],
        )
        .await?;
        let max = from_override(got[1].clone(), f.user.kyc_tier, q.to_currency)?.max_balance;
        if items::balance(got[0].as_ref()) + q.to_amount > max {
            return Err(too_much(max, f.user.kyc_tier, q.to_currency));
        }
        let mut done = q.clone();
        done.status = QuoteStatus::Executed;
        done.executed_at = Some(now);
        let mut subject =
            Subject::new(ReceiptKind::Exchange, &q.id, q.from_amount, q.from_currency);
        subject.counter = Some((q.to_amount, q.to_currency));
        let numbering = numbering.read(got[2].as_ref());
        let (mut writes, receipt) = receipts::issue(st, m, &numbering, subject, now)?;
        writes.extend(ledger::writes(
            &m.id,
            &postings,
            "exchange",
            &q.id,
            now,
            &funds,
            Some(&receipt.url),
        )?);
        cap_balance(&mut writes, &to_wallet, max - q.to_amount);
        writes.push(fx::quote_write(&done, Some(version))?);
        writes.push(user_write.unwrap_or(Write::Check {
            key: items::user_key(&f.user.id),
            cond: Cond::Eq("version".into(), f.version.into()),
        }));
        let mut shown = view(&done);
        shown["receipt"] = json!(receipt);
        writes.extend(single(&m.id, "exchange.completed", shown.clone(), now));
        Ok(Plan::answer(writes, StatusCode::CREATED, shown)
            .rule(to_wallet, too_much(max, f.user.kyc_tier, q.to_currency)))
    })
    .await
}
