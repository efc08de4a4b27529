//! Cursor pages of one index partition, newest first: a page reads only as deep as it shows
//! (the rows a filter leaves out aside), whatever the history behind it. The cursor is the
//! sort key of a page's last row (`<time>#<id>`), base64url: opaque to clients, checked
//! when it comes back.

use crate::error::ApiResult;
use crate::state::AppState;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use sanduq_domain::ids::has_shape;
use sanduq_store::{Index, Item, Query, SkRange};
use serde_json::Value;

/// The rows a list may show: an index partition between two sort keys (inclusive; a bare
/// time sorts before every row of that instant, "0" before every time, "~" after).
#[derive(Debug, Clone)]
pub struct Window {
    pub index: Index,
    pub pk: String,
    pub low: String,
    pub high: String,
}

/// One page: its rows and, when more follow, the cursor of the next.
#[derive(Debug)]
pub struct Paged {
    pub rows: Vec<Item>,
    pub next: Option<String>,
}

/// The sort key a cursor carries, if it is one of a row whose id has `prefix`.
pub fn decode(text: &str, prefix: &str) -> Option<String> {
    let raw = URL_SAFE_NO_PAD.decode(text).ok()?;
    let sk = String::from_utf8(raw).ok()?;
    let (time, id) = sk.split_once('#')?;
    chrono::NaiveDateTime::parse_from_str(time, "%Y-%m-%dT%H:%M:%S%.6fZ").ok()?;
    has_shape(id, prefix).then_some(sk)
}

pub fn encode(sk: &str) -> String {
    URL_SAFE_NO_PAD.encode(sk)
}

/// The page of `limit` rows `keep` takes from `w`, newest first, after the row whose sort
/// key is `after`. Reads in chunks until the page is full or the window ends.
pub async fn newest_first(
    st: &AppState,
    w: &Window,
    after: Option<&str>,
    limit: usize,
    keep: impl Fn(&Item) -> bool,
) -> ApiResult<Paged> {
    let sk_of = |r: &Item| {
        r.get(w.index.attrs().1)
            .and_then(Value::as_str)
            .map(str::to_string)
    };
    let mut high = w.high.clone();
    // the row at `high` was shown already (the cursor's, or the last chunk's)
    let mut seen = None;
    if let Some(a) = after.filter(|a| *a < w.high.as_str()) {
        high = a.to_string();
        seen = Some(a.to_string());
    }
    let mut rows = Vec::new();
    // one more to know there is more, one more for the row at `high`
    let mut chunk = limit + 2;
    loop {
        let mut q = Query::index(w.index, w.pk.clone()).backward();
        q.sk = SkRange::Between(w.low.clone(), high.clone());
        q.limit = Some(chunk);
        let got = st.store.query(&q).await?;
        let ended = got.len() < chunk;
        let last = got.last().and_then(sk_of);
        for r in got {
            if sk_of(&r) != seen && keep(&r) {
                rows.push(r);
            }
        }
        match last {
            Some(l) if !ended && rows.len() <= limit => {
                high = l.clone();
                seen = Some(l);
                // what the filter leaves out: read further at a time
                chunk = (chunk * 4).min(1_000);
            }
            _ => break,
        }
    }
    let more = rows.len() > limit;
    rows.truncate(limit);
    let next = more
        .then(|| rows.last().and_then(sk_of))
        .flatten()
        .map(|sk| encode(&sk));
    Ok(Paged { rows, next })
}

/// Rows `oldest_first` reads at a time.
pub const CHUNK: usize = 1_000;

/// Reads `pk` of `index` between `low` and `high` (inclusive, as `Window`), oldest first,
/// `CHUNK` rows at a time, handing each chunk to `each`: memory holds one chunk.
pub async fn oldest_first<F>(
    st: &AppState,
    index: Index,
    pk: &str,
    low: String,
    high: String,
    mut each: F,
) -> ApiResult<()>
where
    F: FnMut(Vec<Item>) -> ApiResult<()>,
{
    let mut low = low;
    loop {
        let q = Query::index(index, pk)
            .sk(SkRange::Between(low.clone(), high.clone()))
            .limit(CHUNK);
        let rows = st.store.query(&q).await?;
        let full = rows.len() == CHUNK;
        let last = rows
            .last()
            .and_then(|r| r.get(index.attrs().1))
            .and_then(Value::as_str)
            .map(str::to_string);
        each(rows)?;
        match last {
            // the next key after the last row's
            Some(sk) if full => low = [sk.as_str(), "\u{0}"].concat(),
            _ => return Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cursor_is_a_row_sort_key_and_nothing_else() {
        let sk = "2026-12-05T10:00:00.000000Z#jrn_0123456789abcdef0123456789";
        assert_eq!(decode(&encode(sk), "jrn").as_deref(), Some(sk));
        assert_eq!(decode(&encode(sk), "po"), None);
        for bad in ["", "x", &encode("2026-12-05#jrn_1"), &encode("nope#jrn_1")] {
            assert_eq!(decode(bad, "jrn"), None, "{bad}");
        }
    }
}
