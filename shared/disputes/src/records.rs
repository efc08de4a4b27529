//! A dispute in the store: its item (`DP#<id>` / `DISPUTE`, versioned), its places in the
//! lists (the merchant's, GSI1 `MER#<m>#DISPUTES`; the buyer's, GSI4
//! `USR#<u>#DISPUTES`; the operators' queue by status, GSI3 `OPS#DISPUTES#<status>`), its
//! due entry while it waits for the merchant or owes money (GSI2 `DUE#DISPUTE#<shard>`),
//! and how it is shown.

use chrono::{DateTime, Duration, Utc};
use sanduq_domain::dispute::{Dispute, Status};
use sanduq_domain::ids::has_shape;
use sanduq_domain::ErrorCode;
use sanduq_kernel::cursor;
use sanduq_kernel::due;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_store::{Index, Key, Write};
use serde_json::{json, Value};

/// An owed shortfall the balance could not cover is tried again this much later.
pub const RETRY_SHORTFALL_MINUTES: i64 = 60;

pub fn key(id: &str) -> Key {
    Key::new(["DP#", id].concat(), "DISPUTE")
}

/// The merchant's disputes (GSI1).
pub fn merchant_key(m: &str) -> String {
    ["MER#", m, "#DISPUTES"].concat()
}

/// The buyer's disputes (GSI4).
pub fn user_key(u: &str) -> String {
    ["USR#", u, "#DISPUTES"].concat()
}

/// The operators' queue of disputes in `status`, across merchants (GSI3, oldest first).
pub fn queue_key(status: Status) -> String {
    ["OPS#DISPUTES#", status.as_str()].concat()
}

/// The due entries' partition of shard `n` (GSI2).
pub fn due_shard(n: &str) -> String {
    ["DUE#DISPUTE#", n].concat()
}

fn not_found() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no dispute with that id")
}

/// When the sweeper should look at `d` again: at its deadline while it waits for the
/// merchant, and at `owed` (the earlier of the two) while it owes a shortfall; never once
/// settled.
pub fn due_at(d: &Dispute, owed: DateTime<Utc>) -> Option<DateTime<Utc>> {
    let waits = (d.status == Status::NeedsResponse).then_some(d.respond_by);
    let owes =
        (d.shortfall > 0 && (d.status.is_open() || d.status.went_to_buyer())).then_some(owed);
    match (waits, owes) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// The dispute's write, on the version it was read at (None: new), due again at `due`.
pub fn put(d: &Dispute, read: Option<u64>, due: Option<DateTime<Utc>>) -> ApiResult<Write> {
    let sk = [&sort_time(d.created_at), "#", &d.id].concat();
    let mut extra: Vec<(&str, serde_json::Value)> = vec![
        ("gsi1pk", merchant_key(&d.merchant_id).into()),
        ("gsi1sk", sk.clone().into()),
        ("gsi3pk", queue_key(d.status).into()),
        ("gsi3sk", sk.clone().into()),
        ("gsi4pk", user_key(&d.user_id).into()),
        ("gsi4sk", sk.into()),
    ];
    if let Some(at) = due {
        extra.push(("gsi2pk", due_shard(&due::shard_of(&d.id)).into()));
        extra.push(("gsi2sk", [&sort_time(at), "#", &d.id].concat().into()));
    }
    items::versioned_put(d, &key(&d.id), read, &extra)
}

/// A dispute and the version it was read at.
pub async fn load(st: &AppState, id: &str) -> ApiResult<(Dispute, u64)> {
    if !has_shape(id, "dp") {
        return Err(not_found());
    }
    let item = st.store.get_stored(&key(id)).await?.ok_or_else(not_found)?;
    let version = item.version();
    Ok((items::from_stored(&item)?, version))
}

/// Merchant `m`'s dispute (another's is not found).
pub async fn load_merchants(st: &AppState, m: &str, id: &str) -> ApiResult<(Dispute, u64)> {
    let (d, v) = load(st, id).await?;
    if d.merchant_id != m {
        return Err(not_found());
    }
    Ok((d, v))
}

/// User `u`'s dispute at merchant `m`.
pub async fn load_users(st: &AppState, m: &str, u: &str, id: &str) -> ApiResult<(Dispute, u64)> {
    let (d, v) = load_merchants(st, m, id).await?;
    if d.user_id != u {
        return Err(not_found());
    }
    Ok((d, v))
}

/// The dispute as everyone sees it, its status as of `now` (one past its deadline reads
/// lost before the sweeper writes it so).
pub fn view(d: &Dispute, now: DateTime<Utc>) -> Value {
    let status = d.status_at(now);
    let evidence: Vec<Value> = d
        .evidence
        .iter()
        .map(|e| {
            let files: Vec<Value> = e
                .files
                .iter()
                .map(|f| json!({ "id": f.id, "name": f.name, "content_type": f.content_type, "size": f.size }))
                .collect();
            json!({ "text": e.text, "files": files, "added_at": e.added_at })
        })
        .collect();
    json!({
        "id": d.id,
        "object": "dispute",
        "payment_id": d.payment_id,
        "merchant_id": d.merchant_id,
        "user_id": d.user_id,
        "external_user_id": d.external_user_id,
        "amount": d.amount,
        "currency": d.currency,
        "display": d.currency.display(d.amount),
        "reason": d.reason.as_str(),
        "description": d.description,
        "status": status.as_str(),
        "held": d.held,
        "shortfall": d.shortfall,
        "evidence": evidence,
        "respond_by": d.respond_by,
        "submitted_at": d.submitted_at,
        "closed_at": d.closed_at.or_else(|| (!status.is_open() && d.status.is_open()).then_some(d.respond_by)),
        "outcome_reason": d.outcome_reason,
        "created_at": d.created_at,
        "updated_at": d.updated_at,
    })
}

/// Which page of a list a request asks for.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub status: Option<Status>,
    pub payment_id: Option<String>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    pub after: Option<String>,
    pub limit: usize,
}

/// A cursor a dispute list gave: a row's sort key.
pub fn cursor_of(text: &str) -> Option<String> {
    cursor::decode(text, "dp")
}

/// One page of a list (`index`/`pk`), newest first, statuses as of `now`.
pub async fn list(
    st: &AppState,
    index: Index,
    pk: String,
    f: &Filter,
    now: DateTime<Utc>,
) -> ApiResult<Value> {
    let w = cursor::Window {
        index,
        pk,
        low: f.from.map_or_else(|| "0".to_string(), sort_time),
        high: f.to.map_or_else(|| "~".to_string(), sort_time),
    };
    let keep = |r: &sanduq_store::Item| {
        let Ok(d) = items::from_shared_item::<Dispute>(r) else {
            return false;
        };
        f.status.is_none_or(|s| d.status_at(now) == s)
            && f.payment_id.as_ref().is_none_or(|p| p == &d.payment_id)
    };
    let page = cursor::newest_first(st, &w, f.after.as_deref(), f.limit, keep).await?;
    let data = page
        .rows
        .into_iter()
        .map(|r| items::from_item::<Dispute>(r).map(|d| view(&d, now)))
        .collect::<ApiResult<Vec<Value>>>()?;
    Ok(json!({
        "object": "list",
        "data": data,
        "has_more": page.next.is_some(),
        "next_cursor": page.next,
    }))
}

/// The disputes in `status` across merchants, oldest first, after the row at `after`.
pub async fn queue(
    st: &AppState,
    status: Status,
    after: Option<&str>,
    limit: usize,
) -> ApiResult<Vec<Dispute>> {
    let mut q = sanduq_store::Query::index(Index::Gsi3, queue_key(status));
    if let Some(a) = after {
        q = q.sk(sanduq_store::SkRange::Between(
            format!("{a}\u{0}"),
            "~".into(),
        ));
    }
    st.store
        .query(&q.limit(limit))
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

/// Every dispute of merchant `m` (the audit's, the safeguarding statement's).
pub async fn of_merchant(st: &AppState, m: &str) -> ApiResult<Vec<Dispute>> {
    st.store
        .query(&sanduq_store::Query::index(Index::Gsi1, merchant_key(m)))
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

/// Merchant `m`'s disputes opened and payments captured in the last `RATE_DAYS` before
/// `now`. The payments are counted (a chunk at a time) only when there were disputes.
pub async fn rate(
    st: &AppState,
    m: &str,
    now: DateTime<Utc>,
) -> ApiResult<sanduq_domain::dispute::Rate> {
    use sanduq_domain::dispute::{Rate, RATE_DAYS};
    let since = sort_time(now - Duration::days(RATE_DAYS));
    let q = sanduq_store::Query::index(Index::Gsi1, merchant_key(m))
        .sk(sanduq_store::SkRange::Between(since.clone(), "~".into()));
    let disputes = st.store.query(&q).await?.len() as i64;
    if disputes == 0 {
        return Ok(Rate::default());
    }
    let mut payments = 0;
    let pays = ["MER#", m, "#PAYS"].concat();
    cursor::oldest_first(st, Index::Gsi1, &pays, since, "~".into(), |rows| {
        payments += rows
            .iter()
            .filter(|r| {
                r.get("captured_amount")
                    .and_then(Value::as_i64)
                    .unwrap_or(0)
                    > 0
            })
            .count() as i64;
        Ok(())
    })
    .await?;
    Ok(Rate { disputes, payments })
}

/// The next try of an owed shortfall nothing could be taken for.
pub fn retry_at(now: DateTime<Utc>) -> DateTime<Utc> {
    now + Duration::minutes(RETRY_SHORTFALL_MINUTES)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use sanduq_domain::dispute::Reason;
    use sanduq_domain::Currency;

    fn dispute(status: Status, shortfall: i64) -> Dispute {
        let t = Utc.with_ymd_and_hms(2026, 12, 1, 9, 0, 0).unwrap();
        Dispute {
            amount: 1_000,
            closed_at: None,
            created_at: t,
            currency: Currency::Iqd,
            decided_by: None,
            description: String::new(),
            evidence: vec![],
            external_user_id: "u".into(),
            held: 1_000 - shortfall,
            id: "dp_1".into(),
            merchant_id: "mer_1".into(),
            outcome_reason: None,
            payment_id: "pay_1".into(),
            reason: Reason::Other,
            respond_by: t + Duration::days(7),
            shortfall,
            status,
            submitted_at: None,
            updated_at: t,
            user_id: "usr_1".into(),
        }
    }

    /// A shortfall is looked at again soon whatever else it waits for (while it waits for
    /// the merchant too: not only at the deadline); a settled dispute never.
    #[test]
    fn a_dispute_is_due_at_its_deadline_and_while_it_owes() {
        let d = |s, short| dispute(s, short);
        let soon = Utc.with_ymd_and_hms(2026, 12, 1, 10, 0, 0).unwrap();
        let deadline = d(Status::NeedsResponse, 0).respond_by;
        assert_eq!(due_at(&d(Status::NeedsResponse, 0), soon), Some(deadline));
        assert_eq!(due_at(&d(Status::NeedsResponse, 400), soon), Some(soon));
        assert_eq!(due_at(&d(Status::UnderReview, 400), soon), Some(soon));
        assert_eq!(due_at(&d(Status::UnderReview, 0), soon), None);
        assert_eq!(due_at(&d(Status::Lost, 400), soon), Some(soon));
        assert_eq!(due_at(&d(Status::Accepted, 0), soon), None);
        assert_eq!(due_at(&d(Status::Won, 0), soon), None);
        // a retry past the deadline waits only for the deadline
        let late = deadline + Duration::hours(1);
        assert_eq!(due_at(&d(Status::NeedsResponse, 400), late), Some(deadline));
    }
}
