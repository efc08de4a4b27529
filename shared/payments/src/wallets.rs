//! Balances: sandbox top-ups (minted), a user's wallet, the merchant's own balances, and
//! the funds check that turns a short balance into INSUFFICIENT_BALANCE before writing.

use crate::ledger;
use crate::users;
use crate::views;
use axum::http::StatusCode;
use axum::response::Response;
use sanduq_domain::ledger::{transfer, Account, Posting};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::{Currency, DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::single;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, MerchantAccount};
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
use serde_json::{json, Value};

/// Refuses a movement whose debits the current balances cannot cover (holds and the mint
/// excepted). The store's conditions enforce the same; this gives the caller the numbers.
pub async fn check_funds(st: &AppState, merchant_id: &str, postings: &[Posting]) -> ApiResult<()> {
    check_funds_reading(st, merchant_id, postings, &[]).await?;
    Ok(())
}

/// `check_funds`, reading the items at `also` in the same round trip: they come back in
/// order (None where absent).
pub async fn check_funds_reading(
    st: &AppState,
    merchant_id: &str,
    postings: &[Posting],
    also: &[sanduq_store::Key],
) -> ApiResult<Vec<Option<sanduq_store::Item>>> {
    let debits: Vec<(&Posting, sanduq_store::Key)> = postings
        .iter()
        .filter(|p| p.amount < 0 && !p.account.may_go_negative())
        .filter_map(|p| Some((p, ledger::account_key(merchant_id, p)?)))
        .collect();
    let mut keys: Vec<_> = debits.iter().map(|(_, k)| k.clone()).collect();
    keys.extend_from_slice(also);
    if keys.is_empty() {
        return Ok(Vec::new());
    }
    let mut got = st.store.get_many(&keys).await?;
    let extra = got.split_off(debits.len());
    for ((p, _), item) in debits.into_iter().zip(got) {
        let available = items::balance(item.as_ref());
        if available < -p.amount {
            let whose = match p.account {
                Account::Wallet { .. } => "the buyer's wallet",
                _ => "the merchant's balance",
            };
            return Err(ApiError(
                DomainError::new(ErrorCode::InsufficientBalance, format!("{whose} cannot cover this operation"))
                    .with_details(json!({ "available": available, "required": -p.amount, "currency": p.currency.code() })),
            ));
        }
    }
    Ok(extra)
}

pub async fn wallet_view(st: &AppState, m: &Merchant, user_id: &str) -> ApiResult<Value> {
    let f = users::require(st, &m.id, user_id).await?;
    let bal = users::balances(st, &f.user.id).await?;
    Ok(
        json!({ "user_id": f.user.id, "external_user_id": f.user.external_user_id, "accounts": views::accounts(&bal) }),
    )
}

/// Sandbox: mint `amount` into a user's wallet.
pub async fn topup(
    st: &AppState,
    m: &Merchant,
    user_id: &str,
    currency: Currency,
    amount: i64,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let f = users::require(st, &m.id, user_id).await?;
        f.user.may_receive_money()?;
        let now = st.now_for(m);
        let postings = transfer(
            Account::Mint { merchant_id: m.id.clone() },
            Account::Wallet { user_id: f.user.id.clone() },
            currency,
            amount,
        );
        let mut writes = ledger::writes(&m.id, &postings, "topup", &f.user.id, now)?;
        let topup = json!({ "id": sanduq_domain::ids::new_id("top"), "object": "wallet.topup", "user_id": f.user.id,
            "external_user_id": f.user.external_user_id, "currency": currency.code(), "amount": amount, "created_at": now });
        writes.push(single(&m.id, "wallet.topped_up", topup, now));
        let mut bal = users::balances(st, &f.user.id).await?;
        if let Some(e) = bal.iter_mut().find(|(c, _)| *c == currency) {
            e.1 += amount;
        }
        let data = json!({ "user_id": f.user.id, "external_user_id": f.user.external_user_id, "accounts": views::accounts(&bal) });
        Ok(tx::Plan::answer(writes, StatusCode::OK, data))
    })
    .await
}

/// The merchant's settled balance per currency.
pub async fn merchant_view(st: &AppState, m: &Merchant) -> ApiResult<Value> {
    let keys: Vec<_> = Currency::ALL
        .iter()
        .map(|c| items::merchant_account_key(&m.id, MerchantAccount::Balance, *c))
        .collect();
    let got = st.store.get_many(&keys).await?;
    let bal: Vec<_> = Currency::ALL
        .iter()
        .zip(&got)
        .map(|(c, item)| (*c, items::balance(item.as_ref())))
        .collect();
    Ok(json!({ "merchant_id": m.id, "accounts": views::accounts(&bal) }))
}
