//! One wake: try attempt `n` of an event to an endpoint, if it is still due.
//!
//! 1. The record decides: a wake whose attempt was made already, or whose record is not
//!    pending, does nothing (duplicates, replays); one that comes early (a wait longer
//!    than the queue's 15-minute delay) is sent on again for the rest of the wait.
//! 2. Claim: the record is held (`in_flight_until`) by a versioned write, so two copies of
//!    a wake never POST at once.
//! 3. POST, signed with every active secret (live endpoints: only to addresses re-checked
//!    as public).
//! 4. Record the attempt and what follows, in one transaction: delivered; failed (410
//!    Gone disables the endpoint; the schedule ran out: failed for good, on the record,
//!    not in the dead-letter queue, which is for messages that cannot be handled); or pending with the next attempt due after the schedule's wait (or the
//!    answer's Retry-After on 429/503). An endpoint failing for 5 days straight is
//!    disabled, with an `endpoint.disabled` event. Then the next wake is sent.

use crate::post::{self, Answer, Signed};
use chrono::{DateTime, Duration, Utc};
use sanduq_domain::merchant::Merchant;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::events::event_key;
use sanduq_kernel::items;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_kernel::AppState;
use sanduq_store::StoreError;
use sanduq_webhooks::deliveries::{self, Attempt, Delivery, DeliveryStatus, Wake, LEASE_SECS};
use sanduq_webhooks::endpoints::{self, Endpoint};
use sanduq_webhooks::{schedule, signing};

/// What became of a wake.
#[derive(Debug, Clone, PartialEq)]
pub enum Handled {
    /// Nothing (left) to do: delete the message.
    Done(Outcome),
    /// Could not be handled now (the store was unavailable): return it to the queue.
    Retry(String),
}

#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    Delivered,
    /// Failed this time; the next attempt is due then.
    Scheduled(DateTime<Utc>),
    /// Failed for good (the reason).
    Failed(String),
    /// Not due yet: sent on to wake again later.
    Early,
    /// A duplicate or stale wake, or one another worker holds.
    Skipped(&'static str),
}

/// Handles a batch of wake message bodies (with the caller's ids): one endpoint's wakes
/// one after another in the order given (so a receiver gets events in the order they were
/// handed on — per object, and a recovery's in original order), endpoints concurrently.
pub async fn handle_batch<I: Send + 'static>(
    st: &AppState,
    batch: Vec<(I, String)>,
) -> Vec<(I, Handled)> {
    let mut groups: Vec<(String, Vec<(I, String)>)> = vec![];
    for (id, body) in batch {
        let key = serde_json::from_str::<Wake>(&body)
            .map(|w| w.endpoint)
            .unwrap_or_default();
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, g)) => g.push((id, body)),
            None => groups.push((key, vec![(id, body)])),
        }
    }
    let mut tasks = tokio::task::JoinSet::new();
    for (_, group) in groups {
        let st = st.clone();
        tasks.spawn(async move {
            let mut out = vec![];
            for (id, body) in group {
                let h = handle(&st, &body).await;
                out.push((id, h));
            }
            out
        });
    }
    let mut out = vec![];
    while let Some(r) = tasks.join_next().await {
        out.extend(r.unwrap_or_default());
    }
    out
}

/// Handles one wake message body.
pub async fn handle(st: &AppState, body: &str) -> Handled {
    let Ok(wake) = serde_json::from_str::<Wake>(body) else {
        tracing::warn!(body, "webhook wake unreadable; dropped");
        return Handled::Done(Outcome::Skipped("unreadable"));
    };
    match attempt(st, &wake).await {
        Ok(o) => {
            tracing::info!(event = %wake.event, endpoint = %wake.endpoint, n = wake.n, outcome = ?o, "webhook wake");
            Handled::Done(o)
        }
        Err(e) => {
            tracing::warn!(event = %wake.event, endpoint = %wake.endpoint, error = %e.0.message, "webhook wake failed; retried");
            Handled::Retry(e.0.message)
        }
    }
}

async fn attempt(st: &AppState, wake: &Wake) -> ApiResult<Outcome> {
    let Some(event) = st.store.get(&event_key(&wake.event)).await? else {
        return Ok(Outcome::Skipped("no such event"));
    };
    let merchant_id = event
        .get("merchant_id")
        .and_then(|v| v.as_str())
        .unwrap_or_default()
        .to_string();
    let Some(m) = items::load_merchant(st, &merchant_id).await? else {
        return Ok(Outcome::Skipped("no such merchant"));
    };
    let Some((d, v)) = deliveries::load(st, &wake.event, &wake.endpoint).await? else {
        return Ok(Outcome::Skipped("no delivery record"));
    };
    if d.status != DeliveryStatus::Pending || d.attempts_made + 1 != wake.n {
        return Ok(Outcome::Skipped("attempt already made"));
    }
    let real_now = Utc::now();
    if d.in_flight_until.is_some_and(|t| t > real_now) {
        return Ok(Outcome::Skipped("another worker holds it"));
    }
    let now = st.now_for(&m);
    if let Some(due) = d.next_attempt_at.filter(|t| *t > now) {
        let wait = (due - now).num_seconds().max(1);
        st.queue.send(vec![wake.message(wait)]).await?;
        return Ok(Outcome::Early);
    }
    let endpoint = endpoints::load(st, &m.id, &wake.endpoint).await.ok();
    let refusal = match &endpoint {
        None => Some("the endpoint was deleted"),
        Some((e, _)) if !e.enabled => Some("the endpoint is disabled"),
        _ => None,
    };
    if let Some(reason) = refusal {
        let mut d = d;
        d.fail(reason, now);
        return commit_alone(st, &d, v, Outcome::Failed(reason.into())).await;
    }
    let (endpoint, _) = endpoint.unwrap_or_else(|| unreachable!("checked above"));

    // claim
    let mut held = d.clone();
    held.in_flight_until = Some(real_now + Duration::seconds(LEASE_SECS));
    match st
        .store
        .transact(vec![deliveries::put(&held, Some(v))?])
        .await
    {
        Ok(()) => {}
        Err(StoreError::ConditionFailed { .. }) => {
            return Ok(Outcome::Skipped("another worker holds it"))
        }
        Err(e) => return Err(e.into()),
    }

    let answer = send(
        st.private_webhook_targets(&m),
        &m,
        &endpoint,
        &event,
        real_now,
    )
    .await;
    let a = Attempt {
        number: wake.n,
        at: now,
        status: answer.status,
        latency_ms: answer.latency_ms,
        error: answer.error.clone(),
        response: answer.response.clone(),
    };
    let (outcome, next) = record(st, &m, &held, a, &answer).await?;
    if let Some(next) = next {
        deliveries::wake(st, vec![next]).await;
    }
    if let Outcome::Failed(why) = &outcome {
        // recorded as failed on the delivery (the merchant sees it, and may resend); the
        // dead-letter queue, which the operators' alarm watches, is left to messages that
        // could not be handled at all
        tracing::warn!(
            event = %wake.event,
            endpoint = %wake.endpoint,
            reason = %why,
            "webhook_failed_for_good"
        );
    }
    Ok(outcome)
}

/// The POST, after re-checking the endpoint's addresses (all public, but in local
/// development: `private`).
async fn send(
    private: bool,
    m: &Merchant,
    e: &Endpoint,
    event: &sanduq_store::Item,
    real_now: DateTime<Utc>,
) -> Answer {
    let pinned = match endpoints::public_addresses(&e.url, private).await {
        Ok(a) => a,
        Err(err) => {
            return Answer::refused(format!(
                "not sent: {}",
                err.message.trim_start_matches("url: ")
            ))
        }
    };
    let body = deliveries::event_body(event, m);
    let id = event.get("id").and_then(|v| v.as_str()).unwrap_or_default();
    let ts = real_now.timestamp();
    let secrets = e.signing_secrets(real_now);
    let signed = Signed {
        id,
        timestamp: ts,
        signature: signing::signature_header(&secrets, id, ts, body.as_bytes()),
    };
    post::post(&e.url, &pinned, signed, body).await
}

/// What follows an attempt, as pure decisions: the record's next state.
pub fn next_state(d: &mut Delivery, answer: &Answer, now: DateTime<Utc>, jitter: f64) -> Outcome {
    d.updated_at = now;
    if answer.delivered() {
        d.status = DeliveryStatus::Delivered;
        d.next_attempt_at = None;
        d.delivered_at = Some(now);
        return Outcome::Delivered;
    }
    if answer.status == Some(410) {
        let reason = "the endpoint answered 410 Gone; it is disabled";
        d.fail(reason, now);
        return Outcome::Failed(reason.into());
    }
    let asked = match answer.status {
        Some(429 | 503) => answer
            .retry_after
            .as_deref()
            .and_then(|v| schedule::retry_after(v, std::time::SystemTime::now())),
        _ => None,
    };
    let wait = match schedule::next_delay(d.series_attempts(), jitter) {
        // Retry-After replaces the schedule's wait, as long as attempts remain
        Some(w) => asked.unwrap_or(w),
        None => {
            let reason = format!("gave up after {} attempts", d.series_attempts());
            d.fail(reason.clone(), now);
            return Outcome::Failed(reason);
        }
    };
    let at = now + Duration::seconds(wait);
    d.status = DeliveryStatus::Pending;
    d.next_attempt_at = Some(at);
    Outcome::Scheduled(at)
}

/// What an attempt's answer does to its endpoint: success clears the failing streak; a
/// failure starts it, 410 or 5 days of it disable the endpoint. None: nothing changes.
pub fn endpoint_change(
    e: &Endpoint,
    answer: &Answer,
    now: DateTime<Utc>,
) -> Option<(Endpoint, Option<&'static str>)> {
    let mut e = e.clone();
    if answer.delivered() {
        e.failing_since.take()?;
        return Some((e, None));
    }
    if answer.status == Some(410) {
        return Some((e, Some("the endpoint answered 410 Gone")));
    }
    match e.failing_since {
        None => {
            e.failing_since = Some(now);
            Some((e, None))
        }
        Some(since) if (now - since).num_seconds() >= schedule::DISABLE_AFTER_SECS => {
            Some((e, Some("every delivery failed for 5 days")))
        }
        Some(_) => None,
    }
}

/// Records the attempt (one transaction with any endpoint change); returns the outcome and
/// the next wake to send. The record may have moved since it was held (a resend restarted
/// it): the attempt is still recorded, unless one with its number already was.
async fn record(
    st: &AppState,
    m: &Merchant,
    held: &Delivery,
    a: Attempt,
    answer: &Answer,
) -> ApiResult<(Outcome, Option<sanduq_store::Outgoing>)> {
    let jitter: f64 = rand::random();
    let endpoint_id = held.endpoint_id.as_str();
    let r = tx::apply(st, Guard::Versioned, || async {
        let Some((current, v)) = deliveries::load(st, &held.event_id, endpoint_id).await? else {
            return Ok(Plan::new(vec![], (Outcome::Skipped("record gone"), None)));
        };
        if current.attempts_made >= a.number {
            return Ok(Plan::new(
                vec![],
                (Outcome::Skipped("recorded by another worker"), None),
            ));
        }
        let now = st.now_for(m);
        let mut d = current;
        d.record(a.clone());
        let outcome = next_state(&mut d, answer, now, jitter);
        let mut writes = vec![deliveries::put(&d, Some(v))?];
        if let Ok((e, ev)) = endpoints::load(st, &m.id, endpoint_id).await {
            if let Some((mut changed, disable)) = endpoint_change(&e, answer, now) {
                match disable {
                    Some(reason) if changed.enabled => {
                        writes.extend(endpoints::disable(&mut changed, ev, reason, now)?)
                    }
                    Some(_) => {}
                    None => writes.push(endpoints::put(&changed, Some(ev))?),
                }
            }
        }
        let next = match outcome {
            Outcome::Scheduled(at) => Some(Wake::of(&d).message((at - now).num_seconds())),
            _ => None,
        };
        Ok(Plan::new(writes, (outcome, next)))
    })
    .await?;
    Ok(match r {
        tx::Applied::Done(o) => o,
        tx::Applied::AlreadyApplied => (Outcome::Skipped("recorded before"), None),
    })
}

/// A record's change with nothing else (the endpoint is gone or disabled).
async fn commit_alone(st: &AppState, d: &Delivery, v: u64, o: Outcome) -> ApiResult<Outcome> {
    match st.store.transact(vec![deliveries::put(d, Some(v))?]).await {
        Ok(()) => Ok(o),
        Err(StoreError::ConditionFailed { .. }) => {
            Ok(Outcome::Skipped("recorded by another worker"))
        }
        Err(e) => Err(e.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sanduq_webhooks::endpoints::SigningSecret;

    fn answer(status: Option<u16>, retry_after: Option<&str>) -> Answer {
        Answer {
            status,
            retry_after: retry_after.map(str::to_string),
            latency_ms: 3,
            error: None,
            response: None,
        }
    }

    fn record_at(t: DateTime<Utc>) -> Delivery {
        Delivery {
            event_id: "evt_1".into(),
            endpoint_id: "we_1".into(),
            merchant_id: "mer_1".into(),
            event_created_at: t,
            status: DeliveryStatus::Pending,
            attempts_made: 0,
            series_start: 0,
            next_attempt_at: Some(t),
            in_flight_until: None,
            attempts: vec![],
            delivered_at: None,
            failure: None,
            updated_at: t,
        }
    }

    fn attempt_no(n: u32, t: DateTime<Utc>) -> Attempt {
        Attempt {
            number: n,
            at: t,
            status: Some(500),
            latency_ms: 1,
            error: None,
            response: None,
        }
    }

    #[test]
    fn failures_follow_the_schedule_then_fail_for_good() {
        let t = Utc::now();
        let mut d = record_at(t);
        let mut waits = vec![];
        for n in 1..=10 {
            d.record(attempt_no(n, t));
            match next_state(&mut d, &answer(Some(500), None), t, 0.5) {
                Outcome::Scheduled(at) => waits.push((at - t).num_seconds()),
                Outcome::Failed(r) => {
                    assert_eq!(n, 10);
                    assert_eq!(r, "gave up after 10 attempts");
                }
                o => panic!("{o:?}"),
            }
        }
        assert_eq!(waits, schedule::SCHEDULE[1..].to_vec());
        assert_eq!(d.status, DeliveryStatus::Failed);
        // a resend starts the schedule again
        d.restart(t);
        d.record(attempt_no(11, t));
        assert_eq!(
            next_state(&mut d, &answer(None, None), t, 0.5),
            Outcome::Scheduled(t + Duration::seconds(5))
        );
    }

    #[test]
    fn retry_after_is_honoured_on_429_and_503_only() {
        let t = Utc::now();
        for (status, want) in [(429, 120), (503, 120), (500, 5)] {
            let mut d = record_at(t);
            d.record(attempt_no(1, t));
            let o = next_state(&mut d, &answer(Some(status), Some("120")), t, 0.5);
            assert_eq!(
                o,
                Outcome::Scheduled(t + Duration::seconds(want)),
                "{status}"
            );
        }
    }

    #[test]
    fn success_delivers_and_410_fails() {
        let t = Utc::now();
        let mut d = record_at(t);
        assert_eq!(
            next_state(&mut d, &answer(Some(204), None), t, 0.5),
            Outcome::Delivered
        );
        assert_eq!(d.delivered_at, Some(t));
        let mut d = record_at(t);
        assert!(matches!(
            next_state(&mut d, &answer(Some(410), None), t, 0.5),
            Outcome::Failed(_)
        ));
    }

    #[test]
    fn an_endpoint_failing_for_five_days_is_disabled() {
        let t = Utc::now();
        let e = Endpoint {
            id: "we_1".into(),
            merchant_id: "mer_1".into(),
            url: "https://example.com/h".into(),
            events: vec![],
            description: None,
            enabled: true,
            disabled_reason: None,
            secrets: vec![SigningSecret {
                secret: "whsec_x".into(),
                created_at: t,
                expires_at: None,
            }],
            failing_since: None,
            created_at: t,
            updated_at: t,
        };
        let fail = answer(Some(500), None);
        let (e1, off) = endpoint_change(&e, &fail, t).unwrap();
        assert_eq!((e1.failing_since, off), (Some(t), None));
        assert!(endpoint_change(&e1, &fail, t + Duration::days(4)).is_none());
        let (_, off) = endpoint_change(&e1, &fail, t + Duration::days(5)).unwrap();
        assert_eq!(off, Some("every delivery failed for 5 days"));
        let (e2, off) = endpoint_change(&e1, &answer(Some(200), None), t).unwrap();
        assert_eq!((e2.failing_since, off), (None, None));
        assert!(endpoint_change(&e, &answer(Some(200), None), t).is_none());
        assert_eq!(
            endpoint_change(&e, &answer(Some(410), None), t).unwrap().1,
            Some("the endpoint answered 410 Gone")
        );
    }
}
