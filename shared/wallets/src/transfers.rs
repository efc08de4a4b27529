//! Transfers between two users of one merchant (`POST /wallet/transfers`), with the PIN, in
//! one transaction: the two wallets, the journal entry and both statement lines, the
//! transfer record, its event, and the sender's counters for the day, the month and the
//! velocity window. Every limit is a condition on a counter the same transaction adds to
//! (never a read, then a write), so parallel transfers cannot pass a limit by one unit;
//! the reads before are only there to answer with the numbers.

use crate::limits::{cap_balance, count, counter_key, from_override, key_of, used, window};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use sanduq_domain::ids::{has_shape, new_id};
use sanduq_domain::ledger::{transfer, Account};
use sanduq_domain::limits::{self, VELOCITY};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::phone::{e164, DEFAULT_REGION};
use sanduq_domain::receipt::{ReceiptKind, ReceiptRef};
use sanduq_domain::user::User;
use sanduq_domain::{Currency, DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::single;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Plan};
use sanduq_payments::receipts::{self, Numbering, Subject};
use sanduq_payments::users::{self, Found, PinCheck, PinLess};
use sanduq_payments::{family, ledger, wallets};
use sanduq_store::{Cond, Key, Write};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

pub const MAX_NOTE: usize = 140;

/// What a user asks to send.
pub struct Ask {
    pub to: String,
    pub amount: i64,
    pub currency: Currency,
    pub note: Option<String>,
    pub pin: String,
}

/// A transfer as stored and shown.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Transfer {
    pub id: String,
    pub merchant_id: String,
    pub from_user_id: String,
    pub to_user_id: String,
    pub amount: i64,
    pub currency: Currency,
    pub note: Option<String>,
    pub status: String,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    /// Its receipt (transfers made before receipts existed have none).
    #[serde(default)]
    pub receipt: Option<ReceiptRef>,
}

fn transfer_key(id: &str) -> Key {
    Key::new(format!("TRF#{id}"), "TRANSFER")
}

fn not_found() -> ApiError {
    ApiError::new(
        ErrorCode::RecipientNotFound,
        "no wallet at this merchant answers to that phone, external id or user id",
    )
}

fn unavailable() -> ApiError {
    ApiError::new(
        ErrorCode::RecipientUnavailable,
        "the recipient's wallet cannot receive this transfer now",
    )
}

/// The recipient named by `to`: a service id, a phone (E.164 or national), or an
/// external id, at this merchant.
async fn recipient(st: &AppState, merchant_id: &str, to: &str) -> ApiResult<Found> {
    if !has_shape(to, "usr") {
        if let Some(phone) = e164(to, DEFAULT_REGION) {
            if let Some(u) = users::by_phone(st, merchant_id, &phone).await? {
                return users::by_id(st, merchant_id, &u.id)
                    .await?
                    .ok_or_else(not_found);
            }
        }
    }
    users::find(st, merchant_id, to)
        .await?
        .ok_or_else(not_found)
}

pub fn view(t: &Transfer, from: &User, to: &User) -> Value {
    let party = |u: &User| json!({ "user_id": u.id, "external_user_id": u.external_user_id, "name": u.name });
    json!({
        "id": t.id, "object": "transfer", "from": party(from), "to": party(to),
        "amount": t.amount, "currency": t.currency, "display": t.currency.display(t.amount),
        "note": t.note, "status": t.status, "created_at": t.created_at,
        "receipt": t.receipt,
    })
}

/// A name as a sender sees it before confirming: its first word whole, the others by their
/// first letter ("Sara Friend" is "Sara F."): enough to know one is sending to the right
/// person, not a directory of the merchant's users by phone number.
pub fn name_shown(name: &str) -> String {
    let mut words = name.split_whitespace();
    let Some(first) = words.next() else {
        return String::new();
    };
    let rest: Vec<String> = words
        .filter_map(|w| w.chars().next())
        .map(|c| format!("{c}."))
        .collect();
    if rest.is_empty() {
        first.to_string()
    } else {
        format!("{first} {}", rest.join(" "))
    }
}

/// What a transfer would be, before the sender confirms it with the PIN (nothing moves):
/// whom `to` names, shown by `name_shown`; refused as the transfer would be for the
/// recipient's sake (not found, the sender themself, unable to receive).
pub async fn preview(
    st: &AppState,
    m: &Merchant,
    sender_id: &str,
    to: &str,
    amount: i64,
    currency: Currency,
) -> ApiResult<Value> {
    let from = users::require_id(st, &m.id, sender_id).await?;
    let to = recipient(st, &m.id, to).await?;
    if to.user.id == from.user.id {
        return Err(ApiError::new(
            ErrorCode::SelfTransferNotAllowed,
            "the sender and the recipient are the same wallet",
        ));
    }
    if to.user.may_receive_money().is_err() {
        return Err(unavailable());
    }
    let sending = family::Spend::Transfer {
        to_user_id: &to.user.id,
    };
    family::guard(st, &from.user, &sending, st.now_for(m)).await?;
    to.user.takes_money_from(Some(&from.user.id))?;
    Ok(json!({
        "object": "transfer_preview",
        "to": { "name": name_shown(&to.user.name) },
        "amount": amount,
        "currency": currency,
        "display": currency.display(amount),
    }))
}

/// Sends money from `sender` to the user `ask.to` names.
pub async fn send(
    st: &AppState,
    m: &Merchant,
    sender_id: &str,
    ask: &Ask,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let now = st.now_for(m);
        let from = users::require_id(st, &m.id, sender_id).await?;
        let to = recipient(st, &m.id, &ask.to).await?;
        if to.user.id == from.user.id {
            return Err(ApiError::new(
                ErrorCode::SelfTransferNotAllowed,
                "the sender and the recipient are the same wallet",
            ));
        }
        // the PIN (and the sender's own freeze) before anything about the recipient
        let sender_write = match users::check_pin(&from, Some(&ask.pin), PinLess::Refused).await? {
            PinCheck::Accepted(w) => w,
            PinCheck::Wrong { count, left } => {
                return Ok(Plan::refusal(
                    vec![count],
                    users::wrong_pin_error(left, left),
                ));
            }
        };
        if to.user.may_receive_money().is_err() {
            return Err(unavailable());
        }
        // a family wallet's rules: where it sends, and who funds it
        let sending = family::Spend::Transfer {
            to_user_id: &to.user.id,
        };
        family::guard(st, &from.user, &sending, now).await?;
        to.user.takes_money_from(Some(&from.user.id))?;
        let (c, amount) = (ask.currency, ask.amount);
        let (day, month) = (limits::baghdad_day(now), limits::baghdad_month(now));
        let day_key = counter_key(&from.user.id, "D", Some(c), &day);
        let month_key = counter_key(&from.user.id, "M", Some(c), &month);
        let velocity_key = counter_key(&from.user.id, "V", None, &window(now, VELOCITY));
        let id = new_id("trf");
        let numbering = Numbering::pick(m, &id, now);
        let got = st
            .store
            .get_many(&[
                day_key.clone(),
                month_key.clone(),
                velocity_key.clone(),
                items::wallet_key(&to.user.id, c),
                key_of(&from.user, c),
                key_of(&to.user, c),
                numbering.key(),
            ])
            .await?;
        let limits = from_override(got[4].clone(), from.user.kyc_tier, c)?;
        limits::check(
            &limits,
            amount,
            c,
            used(got[0].as_ref(), now),
            used(got[1].as_ref(), now),
        )?;
        if used(got[2].as_ref(), now).count >= VELOCITY.count as i64 {
            return Err(limits::velocity_refusal(VELOCITY).into());
        }
        let room = from_override(got[5].clone(), to.user.kyc_tier, c)?.max_balance - amount;
        if items::balance(got[3].as_ref()) > room {
            return Err(unavailable());
        }
        let postings = transfer(
            Account::Wallet {
                user_id: from.user.id.clone(),
            },
            Account::Wallet {
                user_id: to.user.id.clone(),
            },
            c,
            amount,
        );
        let funds = wallets::check_funds(st, &m.id, &postings, &id).await?;
        let mut t = Transfer {
            id,
            merchant_id: m.id.clone(),
            from_user_id: from.user.id.clone(),
            to_user_id: to.user.id.clone(),
            amount,
            currency: c,
            note: ask.note.clone(),
            status: "completed".into(),
            created_at: now,
            receipt: None,
        };
        let mut subject = Subject::new(ReceiptKind::Transfer, &t.id, amount, c);
        subject.description = t.note.clone();
        let numbering = numbering.read(got[6].as_ref());
        let (mut writes, receipt) = receipts::issue(st, m, &numbering, subject, now)?;
        writes.extend(ledger::writes(
            &m.id,
            &postings,
            "transfer",
            &t.id,
            now,
            &funds,
            Some(&receipt.url),
        )?);
        t.receipt = Some(receipt);
        // the recipient's wallet holds no more than its tier allows
        let to_wallet = items::wallet_key(&to.user.id, c);
        cap_balance(&mut writes, &to_wallet, room);
        let days = |n: i64| (now + chrono::Duration::days(n)).timestamp();
        writes.push(count(
            day_key.clone(),
            amount,
            limits.daily_amount,
            limits.daily_count,
            days(3),
        ));
        writes.push(count(
            month_key.clone(),
            amount,
            limits.monthly_amount,
            limits.monthly_count,
            days(40),
        ));
        writes.push(count(
            velocity_key.clone(),
            0,
            i64::MAX / 2,
            VELOCITY.count as i64,
            days(1),
        ));
        writes.push(Write::Put {
            item: items::to_item(
                &t,
                &transfer_key(&t.id),
                &[
                    ("object", "transfer".into()),
                    // the merchant's books (`books`): its transfers, newest first
                    ("gsi1pk", sanduq_kernel::items::transfers_key(&m.id).into()),
                    ("gsi1sk", [&sort_time(now), "#", &t.id].concat().into()),
                ],
            )?,
            cond: Some(Cond::NotExists),
        });
        // the sender as read (its freeze, its PIN) and the recipient as read (its freeze)
        writes.push(sender_write.unwrap_or(Write::Check {
            key: items::user_key(&from.user.id),
            cond: Cond::Eq("version".into(), from.version.into()),
        }));
        writes.push(Write::Check {
            key: items::user_key(&to.user.id),
            cond: Cond::Eq("version".into(), to.version.into()),
        });
        let shown = view(&t, &from.user, &to.user);
        writes.extend(single(&m.id, "transfer.completed", shown.clone(), now));
        let over = |which: &str, max: i64| ApiError::from(limits::refusal(which, max, None, c));
        Ok(Plan::answer(writes, StatusCode::CREATED, shown)
            .rule(day_key, over("daily", limits.daily_amount))
            .rule(month_key, over("monthly", limits.monthly_amount))
            .rule(velocity_key, limits::velocity_refusal(VELOCITY).into())
            .rule(to_wallet, unavailable()))
    })
    .await
}

/// A transfer its sender or its recipient may see (anyone else: NOT_FOUND).
pub async fn show(st: &AppState, m: &Merchant, user_id: &str, id: &str) -> ApiResult<Value> {
    let missing = || ApiError::from(DomainError::new(ErrorCode::NotFound, "no such transfer"));
    if !has_shape(id, "trf") {
        return Err(missing());
    }
    let item = st
        .store
        .get_stored(&transfer_key(id))
        .await?
        .ok_or_else(missing)?;
    let t: Transfer = items::from_stored(&item)?;
    if t.merchant_id != m.id || (t.from_user_id != user_id && t.to_user_id != user_id) {
        return Err(missing());
    }
    let from = users::require_id(st, &m.id, &t.from_user_id).await?;
    let to = users::require_id(st, &m.id, &t.to_user_id).await?;
    Ok(view(&t, &from.user, &to.user))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recipient_is_shown_by_a_first_name_and_initials() {
        assert_eq!(name_shown("Sara Friend"), "Sara F.");
        assert_eq!(name_shown("  Omar  Hassan Ali "), "Omar H. A.");
        assert_eq!(name_shown("زينب علي"), "زينب ع.");
        assert_eq!(name_shown("Zahra"), "Zahra");
        assert_eq!(name_shown(""), "");
    }
}
