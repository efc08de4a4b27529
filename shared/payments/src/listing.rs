//! Listing a merchant's payments, newest first, at a cost that does not grow with the
//! merchant's history: each filter has its index (see `sources`), the page reads only as
//! deep as it shows (a cursor for deep pages), and the total comes from counters kept with
//! the payments (`payment_counts`).

use crate::payment_counts;
use crate::payments;
use crate::users;
use crate::views;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chrono::{DateTime, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::{Payment, PaymentStatus};
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::paging::Page;
use sanduq_kernel::state::AppState;
use sanduq_store::{Index, Query, SkRange};
use serde_json::{json, Value};

#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub status: Option<PaymentStatus>,
    /// Service id or external id.
    pub user: Option<String>,
    pub reference: Option<String>,
    pub currency: Option<Currency>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    pub page: usize,
    pub per_page: usize,
    /// Where a deep page starts (from the previous page's `next_cursor`); then `page` is
    /// the cursor's.
    pub cursor: Option<Cursor>,
}

impl Filter {
    fn page(&self) -> Page {
        Page {
            page: self.cursor.as_ref().map_or(self.page, |c| c.page),
            per_page: self.per_page,
        }
    }

    /// Whether a payment passes every filter but the time range (the index gives that).
    fn keeps(&self, p: &Payment, user_id: Option<&str>, now: DateTime<Utc>) -> bool {
        self.status.is_none_or(|s| p.status_at(now) == s)
            && user_id.is_none_or(|u| p.user_id == u)
            && self
                .reference
                .as_ref()
                .is_none_or(|r| p.reference.as_ref() == Some(r))
            && self.currency.is_none_or(|c| p.currency == c)
    }
}

/// A position in a list: the next page's number and the sort key of the last row shown.
/// Opaque to clients (base64url).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cursor {
    pub page: usize,
    pub after: String,
}

impl Cursor {
    pub fn encode(&self) -> String {
        URL_SAFE_NO_PAD.encode(format!("{}:{}", self.page, self.after))
    }

    /// A cursor this list gave, or None.
    pub fn decode(s: &str) -> Option<Cursor> {
        let text = String::from_utf8(URL_SAFE_NO_PAD.decode(s).ok()?).ok()?;
        let (page, after) = text.split_once(':')?;
        let page: usize = page.parse().ok().filter(|n| (2..=1_000_000).contains(n))?;
        let (time, id) = after.split_once('#')?;
        chrono::NaiveDateTime::parse_from_str(time, "%Y-%m-%dT%H:%M:%S%.6fZ").ok()?;
        sanduq_domain::ids::has_shape(id, "pay").then(|| Cursor {
            page,
            after: after.to_string(),
        })
    }
}

/// Where a list reads: one partition of an index, newest first. `counted`: every entry in
/// the partition passes the filter, and the counters say how many there are (None: each
/// row must be read and tested).
struct Source {
    index: Index,
    pk: String,
    counted: Option<Counted>,
}

#[derive(Clone, Copy)]
enum Counted {
    /// The counters' sum (or the index range's count, for a time range).
    All,
    /// One counter (or the index range's count, for a time range).
    One(Currency, PaymentStatus),
    /// The index range's count: no counter names this partition.
    Keys,
}

/// The partitions that hold every payment the filter can keep: by reference (GSI5), by
/// buyer (GSI4), by currency and settled status (GSI3; a filter on `expired` or
/// `cancelled` also reads the `created` or `reserved` partitions, whose payments may have
/// lapsed before the sweeper wrote it), or all of the merchant's (GSI1).
fn sources(m: &str, f: &Filter, user_id: Option<&str>) -> Vec<Source> {
    // A reference's or a buyer's partition: every row passes when nothing else is asked.
    let alone = f.status.is_none() && f.currency.is_none();
    let one = |index, pk, alone: bool| {
        vec![Source {
            index,
            pk,
            counted: alone.then_some(Counted::Keys),
        }]
    };
    if let Some(r) = &f.reference {
        return one(
            Index::Gsi5,
            format!("MER#{m}#PAYR#{r}"),
            alone && user_id.is_none(),
        );
    }
    if let Some(u) = user_id {
        return one(Index::Gsi4, format!("MER#{m}#PAYU#{u}"), alone);
    }
    if f.status.is_none() && f.currency.is_none() {
        return vec![Source {
            index: Index::Gsi1,
            pk: format!("MER#{m}#PAYS"),
            counted: Some(Counted::All),
        }];
    }
    let currencies = f.currency.map_or(Currency::ALL.to_vec(), |c| vec![c]);
    let stored: Vec<PaymentStatus> = match f.status {
        None => PaymentStatus::ALL.to_vec(),
        Some(s) => PaymentStatus::ALL
            .into_iter()
            .filter(|x| *x == s || x.lapses_to() == Some(s))
            .collect(),
    };
    let mut out = Vec::new();
    for c in currencies {
        for &s in &stored {
            // A partition's rows all pass unless some may show another status by now.
            let exact = f.status.is_none() || (f.status == Some(s) && s.lapses_to().is_none());
            out.push(Source {
                index: Index::Gsi3,
                pk: format!("MER#{m}#PAYS#{}#{}", c.code(), s.as_str()),
                counted: exact.then_some(Counted::One(c, s)),
            });
        }
    }
    out
}

/// The time range of the filter, as sort keys (inclusive).
fn range(f: &Filter) -> (String, String) {
    let lo = f.from.map(sort_time).unwrap_or_else(|| "0".into());
    let hi =
        f.to.map(|t| format!("{}#~", sort_time(t)))
            .unwrap_or_else(|| "~".into());
    (lo, hi)
}

/// Lists a merchant's payments, newest first. Reads what the page needs from the filter's
/// partitions (a page number skips rows; a cursor starts below its row) and the total from
/// the counters, so neither grows with the merchant's history; with a time range, a buyer
/// or a reference, the total counts that range or partition.
pub async fn list(st: &AppState, m: &Merchant, f: &Filter) -> ApiResult<Value> {
    Ok(find(st, m, f).await?.answer)
}

/// One page of a merchant's payments: the records, and the API's answer for them.
pub struct Listed {
    pub payments: Vec<Payment>,
    pub answer: Value,
}

/// The page `list` answers, with its payments' whole records (the dashboard shows more of
/// each than the API's list rows carry).
pub async fn find(st: &AppState, m: &Merchant, f: &Filter) -> ApiResult<Listed> {
    let now = st.now_for(m);
    let user_id = match &f.user {
        None => None,
        Some(u) => match users::find(st, &m.id, u).await? {
            Some(found) => Some(found.user.id),
            None => return Ok(answer(vec![], f, 0, None, now)),
        },
    };
    let sources = sources(&m.id, f, user_id.as_deref());
    let keep = |p: &Payment| f.keeps(p, user_id.as_deref(), now);
    let (lo, hi) = range(f);
    let pg = f.page();
    let skip = if f.cursor.is_some() {
        0
    } else {
        (pg.page - 1).saturating_mul(pg.per_page)
    };
    let below = match &f.cursor {
        Some(c) if c.after < hi => c.after.clone(),
        _ => hi.clone(),
    };
    let after = f.cursor.as_ref().map(|c| c.after.as_str());
    let rows = newest(
        st,
        &sources,
        (&lo, &below),
        after,
        skip + pg.per_page + 1,
        &keep,
    )
    .await?;
    let more = rows.len() > skip + pg.per_page;
    let shown: Vec<(String, Payment)> = rows.into_iter().skip(skip).take(pg.per_page).collect();
    let next = match shown.last() {
        Some((sk, _)) if more => Some(Cursor {
            page: pg.page + 1,
            after: sk.clone(),
        }),
        _ => None,
    };
    let ranged = f.from.is_some() || f.to.is_some();
    let total = total(st, &m.id, &sources, (&lo, &hi), ranged, &keep).await?;
    let shown = shown.into_iter().map(|(_, p)| p).collect();
    Ok(answer(shown, f, total, next, now))
}

/// The newest `want` payments that `keep` passes, from every source, by sort key (newest
/// first), each with its sort key; `after` (a cursor's row, the range's top) left out.
/// A k-way merge that reads each source in chunks, continuing below what it read: a source
/// reads on while the merge has too few rows or its oldest row read is still above the
/// last row kept (its unread rows could belong on the page); its chunk doubles each time.
async fn newest(
    st: &AppState,
    sources: &[Source],
    (lo, hi): (&str, &str),
    after: Option<&str>,
    want: usize,
    keep: &impl Fn(&Payment) -> bool,
) -> ApiResult<Vec<(String, Payment)>> {
    struct Reader<'s> {
        source: &'s Source,
        chunk: usize,
        /// The oldest sort key read so far (the next chunk starts below it).
        oldest: Option<String>,
        done: bool,
    }
    let first = if sources.len() == 1 {
        want
    } else {
        want.div_ceil(sources.len()).max(4)
    };
    let mut readers: Vec<Reader> = sources
        .iter()
        .map(|source| Reader {
            source,
            chunk: first,
            oldest: None,
            done: false,
        })
        .collect();
    let mut rows: Vec<(String, Payment)> = Vec::new();
    let mut wanted: Vec<bool> = vec![true; readers.len()];
    loop {
        for (r, _) in readers.iter_mut().zip(&wanted).filter(|(_, w)| **w) {
            let top = r.oldest.as_deref().unwrap_or(hi);
            // The range is inclusive: the row at `top` comes again and is skipped.
            let extra = usize::from(r.oldest.is_some());
            let q = Query::index(r.source.index, r.source.pk.clone())
                .sk(SkRange::Between(lo.into(), top.into()))
                .backward()
                .limit(r.chunk + extra);
            let found = st.store.query(&q).await?;
            r.done = found.len() < r.chunk + extra;
            for item in found {
                let p: Payment = items::from_item(item)?;
                let sk = payments::list_sort_key(&p);
                if r.oldest.as_deref().is_some_and(|o| sk.as_str() >= o) {
                    continue;
                }
                if keep(&p) && after != Some(sk.as_str()) {
                    rows.push((sk.clone(), p));
                }
                r.oldest = Some(sk);
            }
            r.chunk = r.chunk.saturating_mul(2);
        }
        // One payment moving between two status partitions while they are read is seen twice.
        rows.sort_by(|a, b| b.0.cmp(&a.0));
        rows.dedup_by(|a, b| a.0 == b.0);
        let cut = rows.get(want.saturating_sub(1)).map(|(sk, _)| sk.clone());
        wanted = readers
            .iter()
            .map(|r| {
                !r.done
                    && match (&cut, &r.oldest) {
                        (Some(cut), Some(o)) => o > cut,
                        _ => true,
                    }
            })
            .collect();
        if !wanted.contains(&true) {
            rows.truncate(want);
            return Ok(rows);
        }
    }
}

/// How many payments pass the filter: counters for whole partitions, a count of the index
/// range for a time range, each row read and tested where rows can differ from their
/// partition (a buyer's, a reference's, payments that may have lapsed).
async fn total(
    st: &AppState,
    merchant_id: &str,
    sources: &[Source],
    (lo, hi): (&str, &str),
    ranged: bool,
    keep: &impl Fn(&Payment) -> bool,
) -> ApiResult<usize> {
    let by_counter = |s: &Source| matches!(s.counted, Some(Counted::All | Counted::One(..)));
    let counts = if !ranged && sources.iter().any(by_counter) {
        payment_counts::read(st, merchant_id).await?
    } else {
        payment_counts::Counts::default()
    };
    let mut n: i64 = 0;
    for s in sources {
        let q = Query::index(s.index, s.pk.clone()).sk(SkRange::Between(lo.into(), hi.into()));
        match s.counted {
            Some(Counted::All) if !ranged => n += counts.all(),
            Some(Counted::One(cur, status)) if !ranged => n += counts.of(cur, status),
            Some(_) => n += st.store.count(&q).await? as i64,
            None => {
                for item in st.store.query(&q).await? {
                    let p: Payment = items::from_item(item)?;
                    if keep(&p) {
                        n += 1;
                    }
                }
            }
        }
    }
    Ok(n.max(0) as usize)
}

fn answer(
    rows: Vec<Payment>,
    f: &Filter,
    total: usize,
    next: Option<Cursor>,
    now: DateTime<Utc>,
) -> Listed {
    let mut pagination = f.page().meta(total);
    pagination["next_cursor"] = next.map(|c| c.encode()).into();
    let answer = json!({
        "payments": rows.iter().map(|p| views::payment_row(p, now)).collect::<Vec<_>>(),
        "pagination": pagination,
    });
    Listed {
        payments: rows,
        answer,
    }
}
