//! Balances: sandbox top-ups (minted), a user's wallet, the merchant's own balances, and
//! the funds check that turns a short balance into INSUFFICIENT_BALANCE before writing.

use crate::ledger::{self, Funds, Place};
use crate::users;
use crate::views;
use axum::http::StatusCode;
use axum::response::Response;
use sanduq_domain::ledger::{sub_account, transfer, Account, Posting};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::{Currency, DomainError, ErrorCode};
use sanduq_kernel::error::{ok, ApiError, ApiResult};
use sanduq_kernel::events::single;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, MerchantAccount};
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
use serde_json::json;

/// Refuses a movement whose debits the current balances cannot cover (holds and the
/// positions that may go negative excepted). The store's conditions enforce the same; this
/// gives the caller the numbers, and what it read of the merchant's sub-accounts, from
/// which `ledger::writes` draws the debits (`reference`: the movement's, as given there).
pub async fn check_funds(
    st: &AppState,
    merchant_id: &str,
    postings: &[Posting],
    reference: &str,
) -> ApiResult<Funds> {
    Ok(
        check_funds_reading(st, merchant_id, postings, reference, &[])
            .await?
            .0,
    )
}

fn short(p: &Posting, available: i64) -> ApiError {
    let whose = match p.account {
        Account::Wallet { .. } => "the buyer's wallet",
        _ => "the merchant's balance",
    };
    ApiError(
        DomainError::new(
            ErrorCode::InsufficientBalance,
            format!("{whose} cannot cover this operation"),
        )
        .with_details(
            json!({ "available": available, "required": -p.amount, "currency": p.currency.code() }),
        ),
    )
}

/// `check_funds`, reading the items at `also` in the same round trip: they come back in
/// order (None where absent). A merchant account's debit reads the reference's own
/// sub-account first; only when that one is short are all its places read (a second trip).
pub async fn check_funds_reading(
    st: &AppState,
    merchant_id: &str,
    postings: &[Posting],
    reference: &str,
    also: &[sanduq_store::Key],
) -> ApiResult<(Funds, Vec<Option<sanduq_store::Item>>)> {
    let first = sub_account(reference);
    // each debit that must be covered, with the item read first: a wallet's own, or the
    // reference's sub-account of a merchant account (holds live on their payment)
    let (debits, mut keys): (Vec<(&Posting, Place)>, Vec<sanduq_store::Key>) = postings
        .iter()
        .filter(|p| p.amount < 0 && !p.account.may_go_negative())
        .filter_map(|p| {
            let place = ledger::place(p);
            let key = match &place {
                Place::Account(k) => k.clone(),
                Place::Merchant(a) => {
                    items::merchant_account_key(merchant_id, *a, p.currency, first)
                }
                Place::Hold => return None,
            };
            Some(((p, place), key))
        })
        .unzip();
    keys.extend_from_slice(also);
    let mut funds = Funds::default();
    if keys.is_empty() {
        return Ok((funds, Vec::new()));
    }
    let mut got = st.store.get_many_stored(&keys).await?;
    let extra = got
        .split_off(debits.len())
        .into_iter()
        .map(|s| s.map(sanduq_store::Stored::into_item).transpose())
        .collect::<Result<Vec<_>, _>>()?;
    let mut wide = Vec::new();
    for ((p, place), item) in debits.into_iter().zip(got) {
        let available = items::stored_balance(item.as_ref())?;
        match place {
            Place::Merchant(a) if available < -p.amount => wide.push((p, a)),
            Place::Merchant(a) => funds.insert(a, p.currency, vec![(first, available)]),
            _ if available < -p.amount => return Err(short(p, available)),
            _ => {}
        }
    }
    for (p, a) in wide {
        let keys = items::merchant_account_keys(merchant_id, a, p.currency);
        let balances: Vec<(usize, i64)> = st
            .store
            .get_many_stored(&keys)
            .await?
            .iter()
            .map(|i| items::stored_balance(i.as_ref()))
            .collect::<Result<Vec<_>, _>>()?
            .into_iter()
            .enumerate()
            .collect();
        let available: i64 = balances.iter().map(|(_, b)| (*b).max(0)).sum();
        if available < -p.amount {
            return Err(short(p, available));
        }
        funds.insert(a, p.currency, balances);
    }
    Ok((funds, extra))
}

/// A merchant account's balance in each currency: the sum of its places.
pub async fn merchant_balances(
    st: &AppState,
    merchant_id: &str,
    a: MerchantAccount,
) -> ApiResult<Vec<(Currency, i64)>> {
    let keys: Vec<_> = Currency::ALL
        .iter()
        .flat_map(|c| items::merchant_account_keys(merchant_id, a, *c))
        .collect();
    let got = st.store.get_many_stored(&keys).await?;
    Currency::ALL
        .iter()
        .zip(got.chunks(items::PLACES))
        .map(|(c, places)| {
            let each = places.iter().map(|i| items::stored_balance(i.as_ref()));
            Ok((*c, each.sum::<Result<i64, _>>()?))
        })
        .collect()
}

/// A user's wallet, answered.
pub async fn wallet_view(st: &AppState, m: &Merchant, user_id: &str) -> ApiResult<Response> {
    let f = users::require(st, &m.id, user_id).await?;
    let bal = users::balances(st, &f.user.id).await?;
    Ok(ok(StatusCode::OK, views::wallet(&f.user, &bal)))
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
        let mut writes =
            ledger::writes(&m.id, &postings, "topup", &f.user.id, now, &Funds::default(), None)?;
        let topup = json!({ "id": sanduq_domain::ids::new_id("top"), "object": "wallet.topup", "user_id": f.user.id,
            "external_user_id": f.user.external_user_id, "currency": currency.code(), "amount": amount, "created_at": now });
        writes.extend(single(&m.id, "wallet.topped_up", topup, now));
        let mut bal = users::balances(st, &f.user.id).await?;
        if let Some(e) = bal.iter_mut().find(|(c, _)| *c == currency) {
            e.1 += amount;
        }
        Ok(tx::Plan::answer(writes, StatusCode::OK, views::wallet(&f.user, &bal)))
    })
    .await
}

/// The merchant's settled balance per currency.
pub async fn merchant_view(st: &AppState, m: &Merchant) -> ApiResult<Response> {
    let bal = merchant_balances(st, &m.id, MerchantAccount::Balance).await?;
    Ok(ok(StatusCode::OK, views::merchant_wallet(&m.id, &bal)))
}
