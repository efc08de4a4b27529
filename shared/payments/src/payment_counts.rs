//! How many payments a merchant has, by currency and settled status: counters written in
//! the same transaction as each payment's creation and each change of its status, in
//! `SUB_ACCOUNTS` shards, each its own partition (the payment's sub-account number), so that
//! concurrent payments of one merchant rarely write the same item or partition. A shard's
//! count may go below zero (a payment counted in a store's old shards, then moved): only
//! the sums mean something. The list's `total` reads them in
//! one batch of gets instead of counting the merchant's history; the audit checks them
//! against the payments.

use sanduq_domain::ledger::sub_account;
use sanduq_domain::payment::{Payment, PaymentStatus};
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_store::{Item, Key, Write};
use std::collections::BTreeMap;

/// The counter's attribute: `<CUR>_<status>`.
pub fn name(c: Currency, s: PaymentStatus) -> String {
    [c.code(), "_", s.as_str()].concat()
}

/// The counter write of a payment saved with its status (`was`: its stored status before,
/// None when it is new); None when the status did not change.
pub fn write(p: &Payment, was: Option<PaymentStatus>) -> Option<Write> {
    if was == Some(p.status) {
        return None;
    }
    let mut add = vec![(name(p.currency, p.status), 1)];
    if let Some(w) = was {
        add.push((name(p.currency, w), -1));
    }
    Some(Write::Update {
        key: items::payment_count_key(&p.merchant_id, sub_account(&p.id)),
        set: Item::new(),
        add,
        cond: None,
    })
}

/// A merchant's counts, summed over the shards.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Counts(BTreeMap<String, i64>);

impl Counts {
    pub fn of(&self, c: Currency, s: PaymentStatus) -> i64 {
        self.0.get(&name(c, s)).copied().unwrap_or(0)
    }

    pub fn all(&self) -> i64 {
        Currency::ALL
            .into_iter()
            .flat_map(|c| PaymentStatus::ALL.map(|s| self.of(c, s)))
            .sum()
    }

    /// Counts of the payments themselves (what the counters must equal).
    pub fn of_payments<'a>(ps: impl IntoIterator<Item = &'a Payment>) -> Counts {
        let mut out = BTreeMap::new();
        for p in ps {
            *out.entry(name(p.currency, p.status)).or_default() += 1;
        }
        Counts(out)
    }

    /// Each (counter, stored, actual) that disagrees.
    pub fn differences(&self, actual: &Counts) -> Vec<(String, i64, i64)> {
        let names: std::collections::BTreeSet<&String> =
            self.0.keys().chain(actual.0.keys()).collect();
        names
            .into_iter()
            .map(|n| {
                let get = |c: &Counts| c.0.get(n).copied().unwrap_or(0);
                (n.clone(), get(self), get(actual))
            })
            .filter(|(_, a, b)| a != b)
            .collect()
    }
}

/// A merchant's counts: one batch of gets of every shard (and the old ones).
pub async fn read(st: &AppState, merchant_id: &str) -> ApiResult<Counts> {
    let keys: Vec<Key> = items::payment_count_keys(merchant_id);
    let shards: Vec<_> = st
        .store
        .get_many(&keys)
        .await?
        .into_iter()
        .flatten()
        .collect();
    let mut out = BTreeMap::new();
    for c in Currency::ALL {
        for s in PaymentStatus::ALL {
            let n = name(c, s);
            let sum: i64 = shards.iter().filter_map(|i| i.get(&n)?.as_i64()).sum();
            if sum != 0 {
                out.insert(n, sum);
            }
        }
    }
    Ok(Counts(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_moves_one_count_and_a_same_status_save_writes_nothing() {
        let n = |c, s| name(c, s);
        assert_eq!(
            n(Currency::Usd, PaymentStatus::PartiallyRefunded),
            "USD_partially_refunded"
        );
        let mut counts = Counts::default();
        let apply = |c: &mut Counts, w: &Write| {
            if let Write::Update { add, .. } = w {
                for (k, d) in add {
                    *c.0.entry(k.clone()).or_default() += d;
                }
            }
        };
        let p = |s: PaymentStatus| {
            let mut p = Payment::new(
                sanduq_domain::payment::NewPayment {
                    merchant_id: "mer_1".into(),
                    session_id: "cs_1".into(),
                    user_id: "usr_1".into(),
                    external_user_id: "u1".into(),
                    amount: 500,
                    currency: Currency::Usd,
                    commission_bps: 100,
                    description: None,
                    reference: None,
                    capture_mode: sanduq_domain::payment::CaptureMode::Manual,
                    metadata: Default::default(),
                    lifetime_secs: 1800,
                    authorization_ttl_secs: 86_400,
                },
                chrono::Utc::now(),
            );
            p.status = s;
            p
        };
        let created = p(PaymentStatus::Created);
        apply(&mut counts, &write(&created, None).unwrap());
        assert!(write(&created, Some(PaymentStatus::Created)).is_none());
        let reserved = p(PaymentStatus::Reserved);
        apply(
            &mut counts,
            &write(&reserved, Some(PaymentStatus::Created)).unwrap(),
        );
        assert_eq!(counts.of(Currency::Usd, PaymentStatus::Created), 0);
        assert_eq!(counts.of(Currency::Usd, PaymentStatus::Reserved), 1);
        assert_eq!(counts.all(), 1);
        assert!(counts
            .differences(&Counts::of_payments([&reserved]))
            .is_empty());
        assert_eq!(
            Counts::of_payments([&created]).differences(&counts),
            vec![
                ("USD_created".to_string(), 1, 0),
                ("USD_reserved".to_string(), 0, 1)
            ]
        );
    }
}
