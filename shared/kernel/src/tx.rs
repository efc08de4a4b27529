//! The one way state changes: plan against fresh reads, commit everything as one conditional
//! transaction together with its guard, and on contention read again and re-plan.
//!
//! A failed condition means one of three things, told apart by which write it was on:
//! - the guard (the request's idempotency record, or a worker's effect key): the same change
//!   already committed — a request replays its answer, a worker's effect is already applied;
//! - a write the plan marked as a business rule (`Plan::rule`: a link's max_uses, a
//!   single-use token, a period already billed): the rule's refusal is the answer at once;
//! - anything else (a version, a balance): contention — read again and re-plan, and the
//!   domain answers with the right outcome for the new state.

use crate::error::{ok_body, success_body, ApiError, ApiResult};
use crate::idempotency::Idem;
use crate::state::AppState;
use axum::http::StatusCode;
use axum::response::Response;
use sanduq_domain::ErrorCode;
use sanduq_store::{Cond, Item, Key, StoreError, Write};
use std::future::Future;
use std::time::Duration;

pub const MAX_ATTEMPTS: u32 = 12;

/// A planned change: its writes, the business rules among their conditions, and its result:
/// what it answers, or a refusal that still changes something (`Plan::refusal`).
pub struct Plan<T> {
    pub writes: Vec<Write>,
    /// Writes whose failed condition is a refusal, not contention (by the item they write).
    pub rules: Vec<(Key, ApiError)>,
    pub out: Result<T, ApiError>,
}

/// What a request's change answers: its status and the success envelope's text (the same
/// text is stored for replays and sent).
pub struct Answer {
    pub status: StatusCode,
    pub body: String,
}

impl Answer {
    /// `data` in the success envelope, its text written now: a typed view goes straight to
    /// text, with no `Value` built between.
    pub fn new(status: StatusCode, data: &(impl serde::Serialize + ?Sized)) -> Answer {
        Answer {
            status,
            body: success_body(data),
        }
    }
}

impl<T> Plan<T> {
    pub fn new(writes: Vec<Write>, out: T) -> Plan<T> {
        Plan {
            writes,
            rules: Vec::new(),
            out: Ok(out),
        }
    }

    /// A refusal with an effect (a wrong PIN counted, a QR token spent, a checkout ended):
    /// its writes commit like any change, with the request's idempotency record keeping
    /// the refusal (`commit`) or under the guard (`apply`), and the refusal is the answer.
    /// A retry then answers the same refusal and changes nothing more.
    pub fn refusal(writes: Vec<Write>, refusal: ApiError) -> Plan<T> {
        Plan {
            writes,
            rules: Vec::new(),
            out: Err(refusal),
        }
    }

    /// The same plan with its answer shaped by `f` (a refusal stays a refusal).
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Plan<U> {
        Plan {
            writes: self.writes,
            rules: self.rules,
            out: self.out.map(f),
        }
    }

    /// Marks the write to `key` as a business rule: if its condition fails (and nothing
    /// else moved), the change is refused with `refusal` at once, without re-planning.
    pub fn rule(mut self, key: Key, refusal: ApiError) -> Plan<T> {
        self.rules.push((key, refusal));
        self
    }

    /// `rule` for each of `rules`.
    pub fn rules(mut self, rules: Vec<(Key, ApiError)>) -> Plan<T> {
        self.rules.extend(rules);
        self
    }
}

impl Plan<Answer> {
    pub fn answer(
        writes: Vec<Write>,
        status: StatusCode,
        data: impl serde::Serialize,
    ) -> Plan<Answer> {
        Plan::new(writes, Answer::new(status, &data))
    }
}

/// What keeps a change that is not a merchant request from applying twice.
pub enum Guard {
    /// A worker's effect (what it does to which object for which period, e.g.
    /// `expire:pay_…`): written with a not-exists condition in the same transaction, so a
    /// worker retried after an ambiguous timeout never applies it twice.
    Effect(String),
    /// No key: the plan's own version conditions make a second application impossible,
    /// or applying the same absolute values again changes nothing (admin settings).
    Versioned,
}

/// What a guarded change came to.
#[derive(Debug, PartialEq)]
pub enum Applied<T> {
    Done(T),
    /// The effect's key was already written: it happened before, nothing was done now.
    AlreadyApplied,
}

/// What a plan answers when it finds its own reads inconsistent: the runner reads again.
/// (WALLET_BUSY from inside a plan always means "re-plan": contention converted by `?`.)
pub fn stale() -> ApiError {
    ApiError::new(
        ErrorCode::WalletBusy,
        "another transaction on this payment is in progress; retry after 1-2 seconds",
    )
}

fn is_stale(e: &ApiError) -> bool {
    e.code() == ErrorCode::WalletBusy
}

fn busy() -> ApiError {
    ApiError::new(
        ErrorCode::WalletBusy,
        "another transaction on this wallet is in progress; retry after 1-2 seconds",
    )
}

/// The item that records a worker's effect.
pub fn effect_key(effect: &str) -> Key {
    Key::new(format!("EFFECT#{effect}"), "EFFECT")
}

/// The write that records effect `effect` (not-exists: it records it once).
pub fn effect_record(effect: &str) -> Write {
    let k = effect_key(effect);
    let mut item = Item::new();
    item.insert("pk".into(), k.pk.into());
    item.insert("sk".into(), k.sk.into());
    item.insert("effect".into(), effect.into());
    item.insert("applied_at".into(), chrono::Utc::now().to_rfc3339().into());
    Write::Put {
        item,
        cond: Some(Cond::NotExists),
    }
}

/// How one commit attempt ended.
enum Attempt<T> {
    /// Committed: the plan's answer, or its refusal with an effect.
    Done(Result<T, ApiError>),
    /// The guard's condition failed: the same change committed before.
    Guarded,
    Retry(u32),
}

/// Commits a plan with its guard write appended; sorts a failure into the three meanings.
async fn attempt<T>(
    st: &AppState,
    plan: Plan<T>,
    guard: Option<Write>,
    attempt: u32,
) -> ApiResult<Attempt<T>> {
    let Plan {
        mut writes,
        rules,
        out,
    } = plan;
    let guard_at = guard.as_ref().map(|_| writes.len());
    writes.extend(guard);
    if writes.is_empty() {
        // Nothing to do (DynamoDB refuses an empty transaction).
        return Ok(Attempt::Done(out));
    }
    // which rule, if any, guards each write (found before the writes are given away)
    let rule_of: Vec<Option<usize>> = writes
        .iter()
        .map(|w| rules.iter().position(|(rk, _)| w.is_at(rk)))
        .collect();
    match st.store.transact(writes).await {
        Ok(()) => Ok(Attempt::Done(out)),
        Err(StoreError::ConditionFailed { failed }) => {
            if guard_at.is_some_and(|g| failed.contains(&g)) {
                return Ok(Attempt::Guarded);
            }
            let refusals: Vec<&ApiError> = failed
                .iter()
                .map(|i| Some(&rules[(*rule_of.get(*i)?)?].1))
                .collect::<Option<Vec<_>>>()
                .unwrap_or_default();
            // A refusal counts only when nothing the plan read has moved meanwhile.
            match refusals.first() {
                Some(e) => Err((*e).clone()),
                None => Ok(Attempt::Retry(attempt)),
            }
        }
        Err(StoreError::Conflict) => Ok(Attempt::Retry(attempt)),
        Err(StoreError::Throttled) => Ok(Attempt::Retry(attempt + 2)),
        Err(e) => Err(e.into()),
    }
}

/// Runs a merchant request's `plan` until its transaction commits with the request's
/// idempotency record (or a rule refuses it). Every request with the same key and body gets
/// the same answer: a duplicate that loses the race replays the winner's answer, also when
/// its own plan already saw the winner's change and would have refused it.
pub async fn commit<F, Fut>(st: &AppState, idem: &Idem, mut plan: F) -> ApiResult<Response>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = ApiResult<Plan<Answer>>>,
{
    for n in 0..MAX_ATTEMPTS {
        // The first attempt does not look for an earlier answer: the record's not-exists
        // condition on the commit finds a duplicate (Guarded) at no extra read; a retry
        // looks first, so a duplicate that lost the race replays before planning again.
        if n > 0 {
            if let Some(replay) = idem.replay(st).await? {
                return Ok(replay);
            }
        }
        let p = match plan().await {
            Ok(p) => p,
            Err(e) if is_stale(&e) => {
                backoff(n).await;
                continue;
            }
            Err(e) => {
                return match idem.replay(st).await? {
                    Some(replay) => Ok(replay),
                    None => Err(e),
                }
            }
        };
        // the answer's text, written once: kept in the record and sent
        let record = match &p.out {
            Ok(a) => idem.record(a.status, &a.body),
            Err(refusal) => idem.refusal_record(refusal),
        };
        match attempt(st, p, Some(record), n).await {
            Ok(Attempt::Done(Ok(a))) => return Ok(ok_body(a.status, a.body)),
            Ok(Attempt::Done(Err(refusal))) => return Err(refusal),
            Ok(Attempt::Guarded) => continue,
            Ok(Attempt::Retry(b)) => backoff(b).await,
            Err(e) => {
                return match idem.replay(st).await? {
                    Some(replay) => Ok(replay),
                    None => Err(e),
                }
            }
        }
    }
    Err(busy())
}

/// Runs a change that is not a merchant request (workers, public pages, admin) under its
/// guard, with the same retries.
pub async fn apply<T, F, Fut>(st: &AppState, guard: Guard, mut plan: F) -> ApiResult<Applied<T>>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = ApiResult<Plan<T>>>,
{
    let guard_write = || match &guard {
        Guard::Effect(e) => Some(effect_record(e)),
        Guard::Versioned => None,
    };
    for n in 0..MAX_ATTEMPTS {
        if let Guard::Effect(e) = &guard {
            if st.store.get(&effect_key(e)).await?.is_some() {
                return Ok(Applied::AlreadyApplied);
            }
        }
        let p = match plan().await {
            Ok(p) => p,
            Err(e) if is_stale(&e) => {
                backoff(n).await;
                continue;
            }
            Err(e) => return Err(e),
        };
        if p.writes.is_empty() {
            // Nothing happened, so nothing is recorded as applied.
            return p.out.map(Applied::Done);
        }
        match attempt(st, p, guard_write(), n).await? {
            Attempt::Done(out) => return out.map(Applied::Done),
            Attempt::Guarded => return Ok(Applied::AlreadyApplied),
            Attempt::Retry(b) => backoff(b).await,
        }
    }
    Err(busy())
}

async fn backoff(attempt: u32) {
    let base = 2u64.saturating_pow(attempt.min(7)).min(100);
    let jitter = rand::random::<u64>() % (base + 1);
    tokio::time::sleep(Duration::from_millis(base / 2 + jitter)).await;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Config;
    use axum::http::Method;
    use sanduq_store::EmbeddedStore;
    use serde_json::json;
    use std::sync::atomic::{AtomicU32, Ordering};
    use std::sync::Arc;

    fn state() -> AppState {
        AppState::new(Arc::new(EmbeddedStore::in_memory()), Config::default())
    }

    fn credit(pk: &str, n: i64) -> Write {
        Write::Update {
            key: Key::new(pk, "ACCT"),
            set: Item::new(),
            add: vec![("balance".into(), n)],
            cond: None,
        }
    }

    fn token(cond: Cond) -> Write {
        let mut item = Item::new();
        item.insert("pk".into(), "TOKEN".into());
        item.insert("sk".into(), "T".into());
        Write::Put {
            item,
            cond: Some(cond),
        }
    }

    async fn balance(st: &AppState, pk: &str) -> i64 {
        crate::items::balance(st.store.get(&Key::new(pk, "ACCT")).await.unwrap().as_ref())
    }

    #[tokio::test]
    async fn a_worker_effect_applies_once_however_often_it_runs() {
        let st = state();
        let mut outcomes = Vec::new();
        for _ in 0..3 {
            let r = apply(&st, Guard::Effect("credit:A:period-1".into()), || async {
                Ok(Plan::new(vec![credit("A", 10)], ()))
            })
            .await
            .unwrap();
            outcomes.push(r);
        }
        assert_eq!(
            outcomes,
            [
                Applied::Done(()),
                Applied::AlreadyApplied,
                Applied::AlreadyApplied
            ]
        );
        assert_eq!(balance(&st, "A").await, 10);
        // the same writes planned before the first commit (an ambiguous timeout's retry)
        // are refused by the effect record's condition, not applied again
        let r = apply(&st, Guard::Effect("credit:A:period-2".into()), || async {
            Ok(Plan::new(vec![credit("A", 5)], 1))
        })
        .await
        .unwrap();
        assert_eq!(r, Applied::Done(1));
        let stale_plan = Plan::new(vec![credit("A", 5)], ());
        let again = attempt(&st, stale_plan, Some(effect_record("credit:A:period-2")), 0)
            .await
            .unwrap();
        assert!(matches!(again, Attempt::Guarded));
        assert_eq!(balance(&st, "A").await, 15);
    }

    #[tokio::test]
    async fn a_business_rule_answers_at_once_and_contention_replans() {
        let st = state();
        st.store
            .transact(vec![token(Cond::NotExists)])
            .await
            .unwrap();
        let plans = AtomicU32::new(0);
        let used = ApiError::new(ErrorCode::ValidationError, "token already used");
        let r = apply(&st, Guard::Versioned, || {
            plans.fetch_add(1, Ordering::SeqCst);
            let used = used.clone();
            async move {
                Ok(Plan::new(vec![token(Cond::NotExists), credit("C", 1)], ())
                    .rule(Key::new("TOKEN", "T"), used))
            }
        })
        .await;
        assert_eq!(r.unwrap_err().0.message, "token already used");
        assert_eq!(plans.load(Ordering::SeqCst), 1, "a rule is not retried");
        assert_eq!(balance(&st, "C").await, 0);
        // the same failed condition, unmarked, is contention: re-planned until it passes
        let plans = AtomicU32::new(0);
        let r = apply(&st, Guard::Versioned, || {
            let n = plans.fetch_add(1, Ordering::SeqCst);
            async move {
                let cond = if n < 2 { Cond::NotExists } else { Cond::Exists };
                Ok(Plan::new(vec![token(cond)], n))
            }
        })
        .await
        .unwrap();
        assert_eq!(r, Applied::Done(2));
    }

    #[tokio::test]
    async fn a_request_whose_plan_saw_the_winner_replays_the_winner() {
        let st = state();
        let idem = Idem::from_request(
            "mer_1",
            &{
                let mut h = axum::http::HeaderMap::new();
                h.insert(
                    "idempotency-key",
                    uuid::Uuid::new_v4().to_string().parse().unwrap(),
                );
                h
            },
            &Method::POST,
            "/x",
            b"{}",
        )
        .unwrap();
        // The loser's replay check finds nothing; while it plans, the winner (same key and
        // body) commits; the loser's plan then sees the new state and refuses. It must answer
        // the winner's stored response instead.
        let r = commit(&st, &idem, || async {
            commit(&st, &idem, || async {
                Ok(Plan::answer(
                    vec![credit("D", 1)],
                    StatusCode::OK,
                    json!({"n": 1}),
                ))
            })
            .await
            .unwrap();
            Err::<Plan<Answer>, _>(ApiError::new(
                ErrorCode::PaymentAlreadyCaptured,
                "payment was already captured",
            ))
        })
        .await
        .unwrap();
        assert_eq!(r.status(), StatusCode::OK);
        assert_eq!(r.headers()["idempotent-replayed"], "true");
        assert_eq!(balance(&st, "D").await, 1);
    }

    #[tokio::test]
    async fn nothing_to_write_sends_no_transaction() {
        let st = state();
        let r = apply(&st, Guard::Versioned, || async { Ok(Plan::new(vec![], 7)) })
            .await
            .unwrap();
        assert_eq!(r, Applied::Done(7));
    }
}
