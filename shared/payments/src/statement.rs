//! Users' statements in the store: a line item per wallet account a movement changed,
//! written by `ledger::writes` in the movement's own transaction, and read a page at a time
//! newest first.
//!
//! Keys: the line sits in the user's partition for its currency (`USR#u#STMT#IQD`, sorted
//! by time then journal id) and, through GSI1, in one partition for all the user's
//! currencies (`USR#u#STMT`). A page is one query of `limit + 1` items below the cursor, so
//! reading costs the page, not the history; new lines sort above every cursor already
//! given, so paging on while money moves never repeats or skips a line.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chrono::{DateTime, Utc};
use sanduq_domain::ledger::Posting;
use sanduq_domain::statement::{self, Counterparty, Line, LineType};
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_store::{Cond, Index, Item, ItemWriter, Key, Query, SkRange, Write};
use serde::{Deserialize, Serialize};

pub const DEFAULT_LIMIT: usize = 20;
pub const MAX_LIMIT: usize = 100;

fn currency_pk(user_id: &str, c: Currency) -> String {
    ["USR#", user_id, "#STMT#", c.code()].concat()
}

fn all_pk(user_id: &str) -> String {
    ["USR#", user_id, "#STMT"].concat()
}

/// The line items of a movement (journal entry `journal_id`, `kind`, naming `reference`).
pub fn writes(
    postings: &[Posting],
    journal_id: &str,
    kind: &str,
    reference: &str,
    now: DateTime<Utc>,
    receipt_url: Option<&str>,
) -> ApiResult<Vec<Write>> {
    let at = items::sort_time(now);
    statement::lines(postings, kind)
        .into_iter()
        .map(|l| {
            // written straight into the store's encoding (no map of it built, no value of
            // a field: each as `serde_json::to_value` makes it), in name order (then only the
            // key is put in its place)
            let sk = [at.as_str(), "#", journal_id].concat();
            let mut item = ItemWriter::new();
            item.int("amount", l.amount)
                .serialized("counterparty", &l.counterparty)
                .map_err(items::internal)?
                .str("created_at", &sanduq_domain::time::text(now))
                .serialized("currency", &l.currency)
                .map_err(items::internal)?
                .str("gsi1pk", &all_pk(&l.user_id))
                .str("gsi1sk", &[&sk, "#", l.currency.code()].concat())
                .str("id", journal_id);
            if let Some(url) = receipt_url {
                item.str("receipt_url", url);
            }
            item.str("reference", reference)
                .serialized("type", &l.line_type)
                .map_err(items::internal)?
                .str("user_id", &l.user_id);
            Ok(Write::PutEncoded {
                item: item.finish(Key::new(currency_pk(&l.user_id, l.currency), sk)),
                cond: Some(Cond::NotExists),
            })
        })
        .collect()
}

/// A stored line as the statement shows it.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct StoredLine {
    pub id: String,
    pub user_id: String,
    pub currency: Currency,
    pub amount: i64,
    #[serde(rename = "type")]
    pub line_type: LineType,
    pub counterparty: Counterparty,
    /// The payment, transfer, cash-out... the movement belongs to.
    pub reference: String,
    /// The receipt the movement issued (a payment captured later: its payment's).
    #[serde(default)]
    pub receipt_url: Option<String>,
    #[serde(with = "sanduq_domain::time::rfc3339")]
    pub created_at: DateTime<Utc>,
}

impl StoredLine {
    pub fn line(&self) -> Line {
        Line {
            user_id: self.user_id.clone(),
            currency: self.currency,
            amount: self.amount,
            line_type: self.line_type,
            counterparty: self.counterparty.clone(),
        }
    }
}

/// Where the next page starts: below this sort key, under the same currency filter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cursor {
    #[serde(rename = "c")]
    currency: Option<Currency>,
    #[serde(rename = "k")]
    below: String,
}

impl Cursor {
    /// The opaque text a client passes back.
    pub fn encode(&self) -> String {
        URL_SAFE_NO_PAD.encode(serde_json::to_vec(self).unwrap_or_default())
    }

    /// A cursor this statement gave under the same currency filter, or what is wrong with it.
    pub fn decode(text: &str, currency: Option<Currency>) -> Result<Cursor, &'static str> {
        const BAD: &str = "is not a cursor this statement gave";
        let bytes = URL_SAFE_NO_PAD.decode(text).map_err(|_| BAD)?;
        let c: Cursor = serde_json::from_slice(&bytes).map_err(|_| BAD)?;
        if c.below.is_empty() || c.below.len() > 200 {
            return Err(BAD);
        }
        if c.currency != currency {
            return Err(
                "was given for another currency filter: pass the same currency as the first page",
            );
        }
        Ok(c)
    }
}

/// A page of a user's statement, newest first, and the cursor of the next one (None at the
/// end).
pub async fn page(
    st: &AppState,
    user_id: &str,
    currency: Option<Currency>,
    cursor: Option<&Cursor>,
    limit: usize,
) -> ApiResult<(Vec<StoredLine>, Option<Cursor>)> {
    let (q, sk_attr) = match currency {
        Some(c) => (Query::partition(currency_pk(user_id, c)), "sk"),
        None => (Query::index(Index::Gsi1, all_pk(user_id)), "gsi1sk"),
    };
    // the cursor's own line is the range's top (inclusive): one more item covers it
    let (q, skip) = match cursor {
        Some(c) => (
            q.sk(SkRange::Between(String::new(), c.below.clone()))
                .limit(limit + 2),
            Some(c.below.as_str()),
        ),
        None => (q.limit(limit + 1), None),
    };
    let rows: Vec<Item> = st
        .store
        .query(&q.backward())
        .await?
        .into_iter()
        .filter(|i| skip.is_none() || i.get(sk_attr).and_then(|v| v.as_str()) != skip)
        .collect();
    let more = rows.len() > limit;
    let rows = &rows[..rows.len().min(limit)];
    let next = match (more, rows.last()) {
        (true, Some(last)) => Some(Cursor {
            currency,
            below: last
                .get(sk_attr)
                .and_then(|v| v.as_str())
                .unwrap_or_default()
                .to_string(),
        }),
        _ => None,
    };
    let lines = rows
        .iter()
        .map(|i| items::from_item(i.clone()))
        .collect::<Result<Vec<StoredLine>, _>>()?;
    Ok((lines, next))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cursor_reads_back_only_under_its_own_filter() {
        let c = Cursor {
            currency: Some(Currency::Iqd),
            below: "2026-11-25T10:00:00.000000Z#jrn_1".into(),
        };
        let text = c.encode();
        assert_eq!(Cursor::decode(&text, Some(Currency::Iqd)).unwrap(), c);
        assert!(Cursor::decode(&text, None).is_err());
        assert!(Cursor::decode("not-a-cursor!", None).is_err());
        assert!(Cursor::decode(&URL_SAFE_NO_PAD.encode(b"{\"c\":null,\"k\":\"\"}"), None).is_err());
    }
}
