//! Re-screening everyone after a list's new version (`sanduq_compliance::rescreen` keeps the
//! jobs): run by the scheduled sweeper, off every request's path, a page of users at a
//! time within a time budget. Each user is screened in a transaction of its own (its name
//! and, when it has one, the name and date of birth of its latest identity submission), a
//! match holding the wallet as at sync; each merchant is screened as at its creation.

use sanduq_compliance::alerts::{self, Alert, Subject};
use sanduq_compliance::rescreen::{self, Job};
use sanduq_compliance::screen;
use sanduq_domain::user::User;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::events::sequence;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_payments::users;
use sanduq_store::{Index, Query, SkRange, StoreError};
use serde::Serialize;
use std::time::{Duration, Instant};

/// Users read and screened a page.
pub const PAGE: usize = 100;

/// What a run did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Rescreened {
    pub users: u64,
    pub merchants: u64,
    pub alerts: u64,
    /// Jobs finished (or closed as superseded by a newer one).
    pub ended: u64,
}

/// Sort keys after `after` in an index partition (keys are ASCII: `!` sorts below every
/// character they hold, `~` above).
fn after(after: &str) -> SkRange {
    SkRange::Between(format!("{after}!"), "~".into())
}

/// The id at the end of an index sort key `<created>#<id>`.
fn id_of(sk: &str) -> &str {
    sk.rsplit('#').next().unwrap_or(sk)
}

/// Works the running jobs for at most `budget`: the newest one (older ones are closed as
/// superseded: the newest screens against every list in force).
pub async fn run_due(st: &AppState, budget: Duration) -> ApiResult<Rescreened> {
    let until = Instant::now() + budget;
    let mut done = Rescreened::default();
    let mut jobs = rescreen::running(st).await?;
    let Some((mut job, mut version)) = jobs.pop() else {
        return Ok(done);
    };
    let now = chrono::Utc::now();
    for (mut old, read) in jobs {
        old.ended = Some("superseded".into());
        old.ended_at = Some(now);
        match st.store.transact(vec![rescreen::save(&old, read)?]).await {
            Ok(()) => done.ended += 1,
            Err(StoreError::ConditionFailed { .. } | StoreError::Conflict) => {}
            Err(e) => return Err(e.into()),
        }
    }
    while Instant::now() < until && job.ended.is_none() {
        let before = done;
        page(st, &mut job, &mut done).await?;
        job.users += done.users - before.users;
        job.merchants += done.merchants - before.merchants;
        job.alerts += done.alerts - before.alerts;
        if job.ended.is_some() {
            job.ended_at = Some(chrono::Utc::now());
            done.ended += 1;
        }
        match st
            .store
            .transact(vec![rescreen::save(&job, version)?])
            .await
        {
            Ok(()) => version += 1,
            // another sweeper works this job: leave it to it
            Err(StoreError::ConditionFailed { .. } | StoreError::Conflict) => break,
            Err(e) => return Err(e.into()),
        }
    }
    Ok(done)
}

/// One step of `job`: the next merchant (screened), or the next page of its users.
async fn page(st: &AppState, job: &mut Job, done: &mut Rescreened) -> ApiResult<()> {
    let now = chrono::Utc::now();
    let Some(merchant) = job.merchant.clone() else {
        return next_merchant(st, job, done).await;
    };
    let pk = format!("MER#{}#USERS", id_of(&merchant));
    let mut q = Query::index(Index::Gsi1, pk).limit(PAGE);
    if let Some(a) = &job.user_after {
        q = q.sk(after(a));
    }
    let rows = st.store.query(&q).await?;
    let full = rows.len() == PAGE;
    for item in rows {
        let sk = item
            .get("gsi1sk")
            .and_then(|v| v.as_str())
            .unwrap_or_default()
            .to_string();
        done.alerts += user(st, id_of(&sk), now).await? as u64;
        done.users += 1;
        job.user_after = Some(sk);
    }
    if !full {
        next_merchant(st, job, done).await?;
    }
    Ok(())
}

/// Moves `job` to the merchant after its own (screening it), or ends it after the last.
async fn next_merchant(st: &AppState, job: &mut Job, done: &mut Rescreened) -> ApiResult<()> {
    let mut q = Query::index(Index::Gsi1, "MERCHANTS").limit(1);
    if let Some(m) = &job.merchant {
        q = q.sk(after(m));
    }
    let Some(item) = st.store.query(&q).await?.into_iter().next() else {
        job.ended = Some("done".into());
        return Ok(());
    };
    let sk = item
        .get("gsi1sk")
        .and_then(|v| v.as_str())
        .unwrap_or_default()
        .to_string();
    let name = item
        .get("name")
        .and_then(|v| v.as_str())
        .unwrap_or_default()
        .to_string();
    let subject = Subject {
        kind: "merchant".into(),
        id: id_of(&sk).to_string(),
        merchant_id: id_of(&sk).to_string(),
        name,
        date_of_birth: None,
        at: "rescreen".into(),
    };
    let raised = screen::raise(st, &subject, false, chrono::Utc::now()).await?;
    for a in &raised {
        match st.store.transact(vec![alerts::put_new(a)?]).await {
            Ok(()) => done.alerts += 1,
            Err(StoreError::ConditionFailed { .. }) => {}
            Err(e) => return Err(e.into()),
        }
    }
    done.merchants += 1;
    job.merchant = Some(sk);
    job.user_after = None;
    Ok(())
}

/// Screens user `id` again: the alerts raised (each holding the wallet), written with the
/// user in one transaction.
async fn user(st: &AppState, id: &str, now: chrono::DateTime<chrono::Utc>) -> ApiResult<usize> {
    let out = tx::apply(st, Guard::Versioned, || async {
        let Some(item) = st.store.get_stored(&items::user_key(id)).await? else {
            return Ok(Plan::new(vec![], 0));
        };
        let version = item.version();
        let mut u: User = items::from_stored(&item)?;
        let mut subjects = vec![subject(&u, u.name.clone(), None)];
        if let Some(k) = &u.kyc {
            let v = sanduq_wallets::kyc::get(st, &k.verification_id).await?;
            subjects.push(subject(&u, v.full_name, Some(v.date_of_birth.to_string())));
        }
        let mut raised: Vec<Alert> = vec![];
        for s in &subjects {
            for a in screen::raise(st, s, true, now).await? {
                if !raised.iter().any(|r| r.id == a.id) {
                    raised.push(a);
                }
            }
        }
        if raised.is_empty() {
            return Ok(Plan::new(vec![], 0));
        }
        let frozen_for = u.frozen_for();
        users::hold_for(&mut u, &raised, now);
        u.updated_at = now;
        let mut writes = vec![users::user_item(&u, Some(version))?];
        let seq = sequence(version + 1, 0);
        writes.extend(users::held(
            &u.merchant_id,
            &u,
            &raised,
            frozen_for,
            seq,
            now,
        )?);
        Ok(Plan::new(writes, raised.len()))
    })
    .await?;
    Ok(match out {
        tx::Applied::Done(n) => n,
        tx::Applied::AlreadyApplied => 0,
    })
}

fn subject(u: &User, name: String, date_of_birth: Option<String>) -> Subject {
    Subject {
        kind: "user".into(),
        id: u.id.clone(),
        merchant_id: u.merchant_id.clone(),
        name,
        date_of_birth,
        at: "rescreen".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_starts_just_after_the_last_key_and_ids_end_the_keys() {
        let last = "2026-12-06T10:00:00.000000Z#usr_b";
        let r = after(last);
        assert!(!r.contains(last));
        assert!(r.contains("2026-12-06T10:00:00.000000Z#usr_c"));
        assert!(r.contains("2026-12-06T10:00:00.000001Z#usr_a"));
        assert!(!r.contains("2026-12-06T10:00:00.000000Z#usr_a"));
        assert_eq!(id_of(last), "usr_b");
    }
}
