//! Screening a user or a merchant against the lists in force: the alerts it raises, one per
//! list entry matched at or above the threshold, each once (an alert already raised for the
//! same subject and entry, open, cleared or confirmed, is not raised again). The caller
//! writes them in the transaction of the change that screened (a sync, a submission, a
//! merchant's creation), so an alert and the hold it puts stand or fall with it.

use crate::alerts::{self, Alert, Kind, Matched, Status, Subject};
use crate::lists;
use chrono::{DateTime, Utc};
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::state::AppState;
use sanduq_screening::{Dob, Name};

/// Entries a screening raises alerts for at most (the best ones).
pub const MAX_ALERTS: usize = 20;

/// The alerts screening `subject` raises now (none when no list is loaded). `hold`: whether
/// they hold the subject's wallet.
pub async fn raise(
    st: &AppState,
    subject: &Subject,
    hold: bool,
    now: DateTime<Utc>,
) -> ApiResult<Vec<Alert>> {
    let Some(lists) = lists::in_force(st).await? else {
        return Ok(vec![]);
    };
    let name = Name::parse(&subject.name);
    let dob = subject.date_of_birth.as_deref().and_then(Dob::parse);
    let mut out: Vec<Alert> = vec![];
    for hit in lists
        .matches(&name, dob.as_ref())
        .into_iter()
        .take(MAX_ALERTS)
    {
        let id = alerts::screening_id(&subject.id, hit.list.source, &hit.entry.id);
        if out.iter().any(|a| a.id == id) || alerts::exists(st, &id).await? {
            continue;
        }
        out.push(Alert {
            id,
            kind: Kind::Screening,
            status: Status::Open,
            subject: subject.clone(),
            matched: Some(Matched {
                list_id: hit.list.id,
                source: hit.list.source,
                version: hit.list.version,
                entry_id: hit.entry.id,
                name: hit.entry.name,
                aliases: hit.entry.aliases,
                dates_of_birth: hit.entry.dates_of_birth,
                nationalities: hit.entry.nationalities,
                score: (hit.score * 1000.0).round() / 1000.0,
            }),
            clash: None,
            fired: None,
            held: hold,
            decision: None,
            created_at: now,
            updated_at: now,
        });
    }
    Ok(out)
}
