//! A statement page reads the page, not the history: over a store that counts the items each
//! query hands back, walking a long statement costs at most `limit + 2` items a page, the
//! pages together are every line once, newest first, and lines that arrive during the walk
//! never show inside it.

use chrono::{Duration, TimeZone, Utc};
use sanduq_domain::ledger::{transfer, Account};
use sanduq_domain::Currency;
use sanduq_kernel::{AppState, Config};
use sanduq_payments::{ledger, statement};
use sanduq_store::{EmbeddedStore, Item, Key, Query, SharedStore, Store, StoreError, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// A store that remembers the largest number of items one query returned.
struct Counting {
    inner: SharedStore,
    most: AtomicUsize,
}

#[async_trait::async_trait]
impl Store for Counting {
    async fn get(&self, key: &Key) -> Result<Option<Item>, StoreError> {
        self.inner.get(key).await
    }
    async fn query(&self, q: &Query) -> Result<Vec<Item>, StoreError> {
        let got = self.inner.query(q).await?;
        self.most.fetch_max(got.len(), Ordering::SeqCst);
        Ok(got)
    }
    async fn count(&self, q: &Query) -> Result<usize, StoreError> {
        self.inner.count(q).await
    }
    async fn transact(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        self.inner.transact(writes).await
    }
}

const USER: &str = "usr_statement";

/// One movement into (or out of) the user's wallet at `minute`.
async fn movement(st: &AppState, minute: i64, c: Currency, amount: i64) {
    let at = Utc.with_ymd_and_hms(2026, 11, 1, 8, 0, 0).unwrap() + Duration::minutes(minute);
    let mint = Account::Mint {
        merchant_id: "mer_s".into(),
    };
    let wallet = Account::Wallet {
        user_id: USER.into(),
    };
    let ps = if amount > 0 {
        transfer(mint, wallet, c, amount)
    } else {
        transfer(wallet, mint, c, -amount)
    };
    // the accounts' balances are not the point: only the journal and the statement lines
    let writes: Vec<Write> =
        ledger::writes("mer_s", &ps, "topup", "ref", at, &Default::default(), None)
            .unwrap()
            .into_iter()
            .filter(|w| !matches!(w, Write::Update { .. }))
            .collect();
    st.store.transact(writes).await.unwrap();
}

#[tokio::test]
async fn pages_cost_the_page_and_cover_the_history_once_while_money_moves() {
    let counting = Arc::new(Counting {
        inner: Arc::new(EmbeddedStore::in_memory()),
        most: AtomicUsize::new(0),
    });
    let st = AppState::new(counting.clone(), Config::default());
    for i in 0..240 {
        let c = if i % 3 == 0 {
            Currency::Usd
        } else {
            Currency::Iqd
        };
        movement(&st, i, c, 100 + i).await;
    }

    let mut arrived: Vec<(i64, Currency)> = Vec::new(); // newest first
    for (walk, currency) in [None, Some(Currency::Iqd), Some(Currency::Usd)]
        .into_iter()
        .enumerate()
    {
        let before = arrived.clone();
        let (mut seen, mut cursor, mut pages) = (Vec::new(), None, 0);
        loop {
            counting.most.store(0, Ordering::SeqCst);
            let (lines, next) = statement::page(&st, USER, currency, cursor.as_ref(), 7)
                .await
                .unwrap();
            assert!(
                counting.most.load(Ordering::SeqCst) <= 9,
                "a page read more than it shows"
            );
            assert!(lines.len() <= 7);
            seen.extend(lines.iter().map(|l| (l.amount, l.currency)));
            pages += 1;
            if pages == 3 {
                // money moves during the walk: later pages neither repeat nor show it
                let minute = 1_000 + 10 * walk as i64;
                movement(&st, minute, Currency::Iqd, 7).await;
                movement(&st, minute + 1, Currency::Usd, 7).await;
                arrived.splice(0..0, [(7, Currency::Usd), (7, Currency::Iqd)]);
            }
            match next {
                Some(n) => cursor = Some(n),
                None => break,
            }
        }
        let expected: Vec<(i64, Currency)> = before
            .into_iter()
            .chain((0..240).rev().map(|i| {
                let c = if i % 3 == 0 {
                    Currency::Usd
                } else {
                    Currency::Iqd
                };
                (100 + i, c)
            }))
            .filter(|(_, c)| currency.is_none_or(|f| f == *c))
            .collect();
        assert_eq!(seen, expected, "{currency:?}");
    }
    // the new lines are on a new first page
    let (first, _) = statement::page(&st, USER, None, None, 3).await.unwrap();
    assert!(first.iter().all(|l| l.amount == 7), "{first:?}");
}
