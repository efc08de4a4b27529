//! The conservation audit of one merchant's books: per currency, every account balance
//! (wallets, holds on payments, merchant balance, commission, the mint, which is minus what
//! was minted, and the outside world, minus what came in from banks and cash) sums to zero; no balance is negative; each account's balance equals
//! the sum of its journal postings; and each payment's own amounts (held, captured,
//! refunded, commission, its refunds) agree with the journal entries that name it; and
//! the payment counters (the list's totals) agree with the payments; and the merchant's
//! balance transactions add up to its balance (each one's amount - fee = net).

use sanduq_domain::dispute;
use sanduq_domain::ledger::{Account, Posting};
use sanduq_domain::payment::Payment;
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items::{self, MerchantAccount};
use sanduq_kernel::state::AppState;
use sanduq_payments::payment_counts::Counts;
use sanduq_store::{Index, Query};
use serde_json::{json, Value};
use std::collections::BTreeMap;

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Report {
    /// Per currency: minted, wallets, held, merchant, commission, and the sum that must be 0.
    pub totals: BTreeMap<String, BTreeMap<String, i64>>,
    pub problems: Vec<String>,
}

impl Report {
    pub fn ok(&self) -> bool {
        self.problems.is_empty()
    }

    pub fn to_json(&self) -> Value {
        json!({ "ok": self.ok(), "totals": self.totals, "problems": self.problems })
    }
}

/// The audit's name for a kind of account (the totals' buckets).
fn bucket(a: &Account) -> &'static str {
    match a {
        Account::Wallet { .. } => "wallet",
        Account::Hold { .. } => "hold",
        Account::DisputeHold { .. } => "dispute_hold",
        Account::Merchant { .. } => "merchant",
        Account::Commission { .. } => "commission",
        Account::Mint { .. } => "mint",
        Account::External { .. } => "external",
        Account::InTransit { .. } => "in_transit",
        Account::FxPosition { .. } => "fx_position",
        Account::AgentFloat { .. } => "agent_float",
        Account::AgentCommission { .. } => "agent_commission",
        Account::Withdrawal { .. } => "withdrawal",
    }
}

fn acct_name(a: &Account, c: Currency) -> String {
    match a {
        Account::Wallet { user_id } => format!("wallet:{user_id}:{c}"),
        Account::Hold { payment_id } => format!("hold:{payment_id}:{c}"),
        Account::DisputeHold { dispute_id } => format!("dispute_hold:{dispute_id}:{c}"),
        Account::AgentFloat { agent_id } => format!("agent_float:{agent_id}:{c}"),
        Account::AgentCommission { agent_id } => format!("agent_commission:{agent_id}:{c}"),
        Account::Withdrawal { withdrawal_id } => format!("withdrawal:{withdrawal_id}:{c}"),
        _ => format!("{}:{c}", bucket(a)),
    }
}

/// The journal's account for a merchant account kind.
fn merchant_account(kind: MerchantAccount, merchant_id: &str) -> Account {
    let merchant_id = merchant_id.to_string();
    match kind {
        MerchantAccount::Balance => Account::Merchant { merchant_id },
        MerchantAccount::Commission => Account::Commission { merchant_id },
        MerchantAccount::Mint => Account::Mint { merchant_id },
        MerchantAccount::External => Account::External { merchant_id },
        MerchantAccount::InTransit => Account::InTransit { merchant_id },
        MerchantAccount::FxPosition => Account::FxPosition { merchant_id },
    }
}

pub async fn merchant(st: &AppState, merchant_id: &str) -> ApiResult<Report> {
    let mut balances: BTreeMap<String, i64> = BTreeMap::new();
    let mut r = Report::default();
    let add = |r: &mut Report, c: Currency, bucket: &str, v: i64| {
        let t = r.totals.entry(c.code().to_string()).or_default();
        *t.entry(bucket.to_string()).or_default() += v;
        *t.entry("sum".to_string()).or_default() += v;
    };
    for u in st
        .store
        .query(&Query::index(
            Index::Gsi1,
            format!("MER#{merchant_id}#USERS"),
        ))
        .await?
    {
        let uid = u
            .get("id")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        for c in Currency::ALL {
            let b = items::balance(st.store.get(&items::wallet_key(&uid, c)).await?.as_ref());
            add(&mut r, c, "wallets", b);
            balances.insert(
                acct_name(
                    &Account::Wallet {
                        user_id: uid.clone(),
                    },
                    c,
                ),
                b,
            );
        }
    }
    let mut payments = Vec::new();
    for p in st
        .store
        .query(&Query::index(
            Index::Gsi1,
            format!("MER#{merchant_id}#PAYS"),
        ))
        .await?
    {
        let p: Payment = items::from_item(p)?;
        payments.push(p.clone());
        add(&mut r, p.currency, "held", p.held);
        balances.insert(
            acct_name(
                &Account::Hold {
                    payment_id: p.id.clone(),
                },
                p.currency,
            ),
            p.held,
        );
    }
    // disputes hold their money on themselves, as payments do
    let disputes = sanduq_disputes::records::of_merchant(st, merchant_id).await?;
    let mut payment_of: BTreeMap<String, String> = BTreeMap::new();
    for d in &disputes {
        payment_of.insert(d.id.clone(), d.payment_id.clone());
        add(&mut r, d.currency, "dispute_hold", d.held);
        balances.insert(
            acct_name(
                &Account::DisputeHold {
                    dispute_id: d.id.clone(),
                },
                d.currency,
            ),
            d.held,
        );
        r.problems.extend(dispute_problems(d));
    }
    // withdrawals at agents hold their money on themselves, as payments do
    for w in sanduq_agents::withdrawals::of_merchant(st, merchant_id).await? {
        let acct = w.account();
        add(&mut r, w.currency, bucket(&acct), w.held);
        balances.insert(acct_name(&acct, w.currency), w.held);
    }
    // each agent's float and commission, items of their own as wallets are
    for a in sanduq_agents::records::of_merchant(st, merchant_id).await? {
        for (c, float, commission) in sanduq_agents::records::accounts(st, &a.id).await? {
            for (acct, b) in [
                (
                    Account::AgentFloat {
                        agent_id: a.id.clone(),
                    },
                    float,
                ),
                (
                    Account::AgentCommission {
                        agent_id: a.id.clone(),
                    },
                    commission,
                ),
            ] {
                add(&mut r, c, bucket(&acct), b);
                balances.insert(acct_name(&acct, c), b);
            }
        }
    }
    // every place of every merchant account (its sub-accounts and the legacy item): the sum
    // is the account's balance; no place of an account that may not go negative is below 0
    for kind in MerchantAccount::ALL {
        let acct = merchant_account(kind, merchant_id);
        for c in Currency::ALL {
            let keys = items::merchant_account_keys(merchant_id, kind, c);
            let places: Vec<i64> = st
                .store
                .get_many(&keys)
                .await?
                .iter()
                .map(|i| items::balance(i.as_ref()))
                .collect();
            for (place, b) in places.iter().enumerate() {
                if *b < 0 && !acct.may_go_negative() {
                    r.problems.push(format!(
                        "{} place {place} is negative ({b})",
                        acct_name(&acct, c)
                    ));
                }
            }
            let b = places.iter().sum();
            add(&mut r, c, bucket(&acct), b);
            balances.insert(acct_name(&acct, c), b);
        }
    }
    let mut journal: BTreeMap<String, i64> = BTreeMap::new();
    let mut by_payment: BTreeMap<String, Vec<(String, Vec<Posting>)>> = BTreeMap::new();
    for e in st
        .store
        .query(&Query::index(
            Index::Gsi1,
            format!("MER#{merchant_id}#JOURNAL"),
        ))
        .await?
    {
        let ps: Vec<Posting> =
            serde_json::from_value(e.get("postings").cloned().unwrap_or_default())
                .map_err(items::internal)?;
        let text = |k: &str| {
            e.get(k)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string()
        };
        // a dispute's movements are its payment's
        let reference = text("reference");
        let payment = payment_of.get(&reference).cloned().unwrap_or(reference);
        by_payment
            .entry(payment)
            .or_default()
            .push((text("kind"), ps.clone()));
        for p in ps {
            *journal
                .entry(acct_name(&p.account, p.currency))
                .or_default() += p.amount;
        }
    }
    for (c, t) in &r.totals {
        if t.get("sum").copied().unwrap_or(0) != 0 {
            r.problems
                .push(format!("{c}: balances sum to {} instead of 0", t["sum"]));
        }
    }
    for (name, b) in &balances {
        let may_be_negative = ["mint:", "external:", "fx_position:"];
        if *b < 0 && !may_be_negative.iter().any(|p| name.starts_with(p)) {
            r.problems.push(format!("{name} is negative ({b})"));
        }
        let j = journal.get(name).copied().unwrap_or(0);
        if j != *b {
            r.problems
                .push(format!("{name}: balance {b} but journal says {j}"));
        }
    }
    for name in journal.keys().filter(|n| !balances.contains_key(*n)) {
        r.problems.push(format!(
            "{name}: journal postings to an account that does not exist"
        ));
    }
    for (c, pending) in sanduq_payments::payouts::pending_totals(st, merchant_id).await? {
        let held = balances
            .get(&acct_name(
                &Account::InTransit {
                    merchant_id: merchant_id.into(),
                },
                c,
            ))
            .copied()
            .unwrap_or(0);
        if held != pending {
            r.problems.push(format!(
                "in_transit:{c} is {held} but pending payouts add up to {pending}"
            ));
        }
    }
    // the balance transactions, written with each movement: their nets sum to the balance
    let mut nets: BTreeMap<String, i64> = BTreeMap::new();
    for e in st
        .store
        .query(&Query::index(
            Index::Gsi3,
            sanduq_payments::balance::all_key(merchant_id),
        ))
        .await?
    {
        let t: sanduq_domain::balance::Txn =
            serde_json::from_value(e.get("txn").cloned().unwrap_or_default())
                .map_err(items::internal)?;
        if t.amount - t.fee != t.net {
            r.problems.push(format!(
                "balance transaction {}: amount - fee is not net",
                e.get("id").and_then(Value::as_str).unwrap_or_default()
            ));
        }
        let account = Account::Merchant {
            merchant_id: merchant_id.into(),
        };
        *nets.entry(acct_name(&account, t.currency)).or_default() += t.net;
    }
    for c in Currency::ALL {
        let account = Account::Merchant {
            merchant_id: merchant_id.into(),
        };
        let name = acct_name(&account, c);
        let (b, n) = (
            balances.get(&name).copied().unwrap_or(0),
            nets.get(&name).copied().unwrap_or(0),
        );
        if b != n {
            r.problems.push(format!(
                "{name}: balance {b} but its balance transactions add up to {n}"
            ));
        }
    }
    let counted = sanduq_payments::payment_counts::read(st, merchant_id).await?;
    for (name, stored, actual) in counted.differences(&Counts::of_payments(&payments)) {
        r.problems.push(format!(
            "payment count {name} is {stored} but {actual} payments have it"
        ));
    }
    for p in &payments {
        // what its disputes claim: all of an open one, what a lost one still owes
        let claimed: i64 = disputes
            .iter()
            .filter(|d| d.payment_id == p.id)
            .map(|d| match d.status {
                s if s.is_open() => d.amount,
                s if s.went_to_buyer() => d.shortfall,
                _ => 0,
            })
            .sum();
        if claimed != p.disputed_amount {
            r.problems.push(format!(
                "payment {}: disputed_amount is {} but its disputes claim {claimed}",
                p.id, p.disputed_amount
            ));
        }
        let entries = by_payment.get(&p.id).map(Vec::as_slice).unwrap_or_default();
        let refunds = sanduq_payments::payments::all_refunds(st, &p.id).await?;
        r.problems.extend(payment_problems(p, entries, &refunds));
    }
    Ok(r)
}

/// How a dispute's own amounts disagree with its status: open, its hold and shortfall
/// make its amount; won or withdrawn, nothing is left; lost or accepted, nothing is held.
fn dispute_problems(d: &dispute::Dispute) -> Vec<String> {
    let fine = match d.status {
        s if s.is_open() => d.held + d.shortfall == d.amount && d.held >= 0 && d.shortfall >= 0,
        s if s.went_to_buyer() => d.held == 0 && d.shortfall >= 0,
        _ => d.held == 0 && d.shortfall == 0,
    };
    if fine {
        vec![]
    } else {
        vec![format!(
            "dispute {} ({}): held {} and shortfall {} against its amount {}",
            d.id,
            d.status.as_str(),
            d.held,
            d.shortfall,
            d.amount
        )]
    }
}

/// How one payment's own amounts disagree with the journal entries that name it.
fn payment_problems(
    p: &Payment,
    entries: &[(String, Vec<Posting>)],
    refunds: &[sanduq_domain::payment::Refund],
) -> Vec<String> {
    let (mut held, mut settled, mut commission, mut refunded) = (0, 0, 0, 0);
    for (kind, postings) in entries {
        for x in postings {
            match &x.account {
                Account::Hold { payment_id } if payment_id == &p.id => held += x.amount,
                // money a dispute holds is still the payment's settled money
                Account::Merchant { .. } | Account::DisputeHold { .. } => settled += x.amount,
                Account::Commission { .. } => {
                    settled += x.amount;
                    commission += x.amount;
                }
                Account::Wallet { .. } if kind == "refund" || kind == dispute::REFUND => {
                    refunded += x.amount
                }
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    let mut check = |what: &str, stored: i64, journal: i64| {
        if stored != journal {
            out.push(format!(
                "payment {}: {what} is {stored} but the journal says {journal}",
                p.id
            ));
        }
    };
    check("held", p.held, held);
    check(
        "captured_amount - refunded_amount",
        p.captured_amount - p.refunded_amount,
        settled,
    );
    check("refunded_amount", p.refunded_amount, refunded);
    check("commission_amount", p.commission_amount, commission);
    check(
        "refunded_amount (its refunds)",
        p.refunded_amount,
        refunds.iter().map(|f| f.amount).sum(),
    );
    check(
        "refund_count",
        i64::from(p.refund_count),
        refunds.len() as i64,
    );
    out
}
