//! Cash in (`POST /wallets/{user_id}/cash-in`): the merchant took cash at its counter and
//! moves the same amount from its balance into the user's wallet (an agent's cash-in, the
//! same from its float: `plan`), in one transaction with
//! the journal, the statement line, the record and its event. The wallet may not pass what
//! its tier may hold (TIER_UPGRADE_REQUIRED), held by a condition on the credit itself.

use crate::limits::{cap_balance, from_override, key_of};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use sanduq_domain::agent_fees::{self, Charge};
use sanduq_domain::ids::new_id;
use sanduq_domain::ledger::{compact, transfer, Account};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::receipt::{ReceiptKind, ReceiptRef};
use sanduq_domain::{Currency, DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::single;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Answer, Plan};
use sanduq_payments::receipts::{self, Numbering, Subject};
use sanduq_payments::{ledger, users, wallets};
use sanduq_store::{Cond, Key, Write};
use serde::{Deserialize, Serialize};
use serde_json::json;

pub const MAX_REFERENCE: usize = 128;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CashIn {
    pub id: String,
    pub object: String,
    pub merchant_id: String,
    pub user_id: String,
    pub external_user_id: String,
    pub amount: i64,
    pub currency: Currency,
    pub reference: String,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
    /// Its receipt (cash-ins made before receipts existed have none).
    #[serde(default)]
    pub receipt: Option<ReceiptRef>,
    /// The agent that took the cash (None: the merchant, at its own counter).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agent_id: Option<String>,
    /// At an agent: the fee the user paid (taken from what the wallet got; 0 when the
    /// merchant pays it), and the agent's commission of the fee.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fee: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agent_share: Option<i64>,
}

/// The journal's kind of a cash-in at an agent.
pub const AGENT_CASH_IN: &str = sanduq_domain::agent_fees::AGENT_CASH_IN;

fn key(id: &str) -> Key {
    Key::new(format!("CIN#{id}"), "CASH_IN")
}

fn too_much(max: i64, tier: u8, c: Currency) -> ApiError {
    DomainError::new(
        ErrorCode::TierUpgradeRequired,
        "this would take the wallet above what its identity tier may hold; the user verifies their identity to hold more",
    )
    .with_details(json!({ "max_balance": max, "tier": tier, "currency": c.code() }))
    .into()
}

/// Moves `amount` from the merchant's balance into the wallet of `user` (service or external id).
pub async fn cash_in(
    st: &AppState,
    m: &Merchant,
    user: &str,
    amount: i64,
    currency: Currency,
    reference: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        m.require_approved()?;
        let f = users::require(st, &m.id, user).await?;
        let from = Account::Merchant {
            merchant_id: m.id.clone(),
        };
        let c = Cash {
            amount,
            currency,
            reference,
            agent_id: None,
            fee: None,
        };
        plan(st, m, &f, from, &c).await
    })
    .await
}

/// What a cash-in moves, and who took the cash: the merchant at its counter (`agent_id`
/// None), or one of its agents, with what the agent's fee schedule charges (`fee`).
pub struct Cash<'a> {
    /// The cash handed in.
    pub amount: i64,
    pub currency: Currency,
    pub reference: &'a str,
    pub agent_id: Option<&'a str>,
    pub fee: Option<Charge>,
}

/// The plan of a cash-in of `c` from account `from` (the merchant's balance, or an agent's
/// float) into user `f`'s wallet: its funds checked, the wallet's tier ceiling held by a
/// condition on the credit, the receipt, the journal and statement line, the record in the
/// merchant's books and its event `cash_in.completed`, with the user as read.
pub async fn plan(
    st: &AppState,
    m: &Merchant,
    f: &users::Found,
    from: Account,
    c: &Cash<'_>,
) -> ApiResult<Plan<Answer>> {
    let currency = c.currency;
    let charge = c.fee.unwrap_or_default();
    // what the wallet gets: the cash less the fee when the user pays it
    let amount = c.amount - charge.user_part();
    f.user.may_receive_money()?;
    f.user.takes_money_from(None)?;
    let now = st.now_for(m);
    let wallet = items::wallet_key(&f.user.id, currency);
    let id = new_id("cin");
    let numbering = Numbering::pick(m, &id, now);
    let got = st
        .store
        .get_many(&[wallet.clone(), key_of(&f.user, currency), numbering.key()])
        .await?;
    let held = items::balance(got[0].as_ref());
    let max = from_override(got[1].clone(), f.user.kyc_tier, currency)?.max_balance;
    if held + amount > max {
        return Err(too_much(max, f.user.kyc_tier, currency));
    }
    let mut postings = transfer(
        from.clone(),
        Account::Wallet {
            user_id: f.user.id.clone(),
        },
        currency,
        amount,
    )
    .to_vec();
    if let Some(agent_id) = c.agent_id {
        postings.extend(agent_fees::postings(
            &charge, currency, from, &m.id, agent_id,
        ));
        // the float once, less all it gives (one write to each account)
        postings = compact(postings);
    }
    let funds = wallets::check_funds(st, &m.id, &postings, &id).await?;
    let mut record = CashIn {
        id,
        object: "cash_in".into(),
        merchant_id: m.id.clone(),
        user_id: f.user.id.clone(),
        external_user_id: f.user.external_user_id.clone(),
        amount,
        currency,
        reference: c.reference.into(),
        created_at: now,
        receipt: None,
        agent_id: c.agent_id.map(str::to_string),
        fee: c.agent_id.map(|_| charge.user_part()),
        agent_share: c.agent_id.map(|_| charge.agent_share),
    };
    let mut subject = Subject::new(ReceiptKind::CashIn, &record.id, amount, currency);
    subject.reference = Some(record.reference.clone()).filter(|r| !r.is_empty());
    let numbering = numbering.read(got[2].as_ref());
    let (mut writes, receipt) = receipts::issue(st, m, &numbering, subject, now)?;
    // an agent's is a kind of its own for the merchant's books (its fee and commission)
    let kind = if c.agent_id.is_some() {
        AGENT_CASH_IN
    } else {
        "cash_in"
    };
    writes.extend(ledger::writes(
        &m.id,
        &postings,
        kind,
        &record.id,
        now,
        &funds,
        Some(&receipt.url),
    )?);
    record.receipt = Some(receipt);
    cap_balance(&mut writes, &wallet, max - amount);
    // listed in the merchant's books (`books`), newest first
    let sk = [&sort_time(now), "#", &record.id].concat();
    let mut listed: Vec<(&str, serde_json::Value)> = vec![
        ("gsi1pk", sanduq_kernel::items::cash_ins_key(&m.id).into()),
        ("gsi1sk", sk.clone().into()),
    ];
    // an agent's cash-in is also among its operations (its day's statement)
    if let Some(a) = c.agent_id {
        listed.push(("gsi4pk", sanduq_kernel::items::agent_ops_key(a).into()));
        listed.push(("gsi4sk", sk.into()));
    }
    writes.push(items::put(
        &record,
        &key(&record.id),
        &listed,
        Some(Cond::NotExists),
    )?);
    // the user as read: a freeze for credits landing meanwhile makes this re-plan
    writes.push(Write::Check {
        key: items::user_key(&f.user.id),
        cond: Cond::Eq("version".into(), f.version.into()),
    });
    let shown = serde_json::to_value(&record).map_err(items::internal)?;
    writes.extend(single(&m.id, "cash_in.completed", shown.clone(), now));
    Ok(Plan::answer(writes, StatusCode::CREATED, shown)
        .rule(wallet, too_much(max, f.user.kyc_tier, currency)))
}
