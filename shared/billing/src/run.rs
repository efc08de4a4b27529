//! The billing run: what is due on subscriptions (trial notices, period charges, retries,
//! grace and period ends), found through the billing index (GSI2 `DUE#BILL#<shard>`, never a
//! scan), each step one conditional transaction on the subscription's clock.
//!
//! Every step carries a worker effect key (`sub:<id>:charge:<period>:<attempt>`, …) written
//! with a not-exists condition, a charge also the period's charge marker, and the
//! subscription's version condition: two runs at once, a run repeated after a crash or a
//! retry racing a top-up never apply a step twice, and never charge a period twice.

use crate::charges;
use crate::subscriptions::{self, due_shard, Loaded};
use chrono::{DateTime, Utc};
use sanduq_domain::merchant::{Merchant, MerchantStatus};
use sanduq_domain::subscription::{Attempt, Step, Subscription, SubscriptionStatus};
use sanduq_kernel::due;
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Applied, Guard, Plan};
use sanduq_payments::users;
use serde::Serialize;

/// The most steps one subscription takes in one run (a daily plan advanced years ahead
/// goes on in the next run).
pub const MAX_STEPS: usize = 2_000;

/// What a run did.
#[derive(Debug, Default, Clone, PartialEq, Serialize)]
pub struct Billing {
    pub charged: usize,
    pub failed_charges: usize,
    pub trial_notices: usize,
    pub canceled: usize,
    /// Subscriptions (or index shards) that could not be billed now; the next run tries again.
    pub errors: usize,
}

impl Billing {
    fn add(&mut self, other: Billing) {
        self.charged += other.charged;
        self.failed_charges += other.failed_charges;
        self.trial_notices += other.trial_notices;
        self.canceled += other.canceled;
        self.errors += other.errors;
    }

    pub fn is_empty(&self) -> bool {
        *self == Billing::default()
    }

    /// One log line of what a run did (nothing when it did nothing).
    pub fn log(&self) {
        if !self.is_empty() {
            tracing::info!(
                charged = self.charged,
                failed_charges = self.failed_charges,
                trial_notices = self.trial_notices,
                canceled = self.canceled,
                errors = self.errors,
                "billing done"
            );
        }
    }
}

/// What one step came to.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Did {
    Charged,
    Failed { canceled: bool },
    Noticed,
    Ended,
}

/// Whether `step` is (still) the thing to do on `sub` at `now`.
fn still_due(sub: &Subscription, step: Step, now: DateTime<Utc>) -> bool {
    match step {
        Step::Charge {
            period,
            attempt: Attempt::TopUp(k),
        } => {
            sub.status == SubscriptionStatus::PastDue
                && sub.next_period == period
                && sub.topup_retries + 1 == k
        }
        _ => sub
            .next_step()
            .is_some_and(|(s, at)| s == step && at <= now),
    }
}

/// Applies one step to a subscription, under its effect key. None: not due any more, or
/// already applied by another run.
async fn apply_step(
    st: &AppState,
    m: &Merchant,
    first: &Subscription,
    step: Step,
) -> ApiResult<Option<Did>> {
    let effect = step.effect(first);
    let r = tx::apply(st, Guard::Effect(effect), || async {
        let Some(Loaded { sub, version }) = subscriptions::load_any(st, &first.id).await? else {
            return Ok(Plan::new(vec![], None));
        };
        let now = st.now_for(m);
        if !still_due(&sub, step, now) {
            return Ok(Plan::new(vec![], None));
        }
        let mut writes = Vec::new();
        let (outcome, did, paid, attempt) = match step {
            Step::TrialNotice => (sub.trial_noticed(now), Did::Noticed, None, None),
            Step::EndGrace | Step::EndAtPeriodEnd => (sub.end(step, now), Did::Ended, None, None),
            Step::Charge { period, attempt } => match charges::plan(st, m, &sub, period, now).await
            {
                Ok(c) => {
                    writes.extend(c.writes);
                    let o = sub.charged(period, attempt, &c.payment.id, now);
                    (o, Did::Charged, Some(c.payment), Some(attempt))
                }
                Err(e) => match charges::failure(&e, now) {
                    Some(f) => {
                        let o = sub.charge_failed(attempt, f);
                        let canceled = o.sub.status == SubscriptionStatus::Canceled;
                        (o, Did::Failed { canceled }, None, Some(attempt))
                    }
                    None => return Err(e),
                },
            },
        };
        writes.extend(subscriptions::save(
            &outcome,
            Some(version),
            paid.as_ref(),
            attempt,
            now,
        )?);
        let mut plan = Plan::new(writes, Some(did));
        if let Step::Charge { period, .. } = step {
            plan = plan.rule(
                charges::marker_key(&sub.id, period),
                charges::already_billed(),
            );
        }
        Ok(plan)
    })
    .await;
    match r {
        Ok(Applied::Done(d)) => Ok(d),
        Ok(Applied::AlreadyApplied) => Ok(None),
        Err(e) if charges::is_already_billed(&e) => Ok(None),
        Err(e) => Err(e),
    }
}

fn count(out: &mut Billing, d: Did) {
    match d {
        Did::Charged => out.charged += 1,
        Did::Failed { canceled } => {
            out.failed_charges += 1;
            out.canceled += usize::from(canceled);
        }
        Did::Noticed => out.trial_notices += 1,
        Did::Ended => out.canceled += 1,
    }
}

/// Runs every step due on one subscription on its merchant's clock, in order.
pub async fn settle(st: &AppState, m: &Merchant, sub_id: &str) -> ApiResult<Billing> {
    let mut out = Billing::default();
    if m.status != MerchantStatus::Approved {
        return Ok(out);
    }
    for _ in 0..MAX_STEPS {
        let Some(Loaded { sub, .. }) = subscriptions::load_any(st, sub_id).await? else {
            break;
        };
        let now = st.now_for(m);
        let Some((step, at)) = sub.next_step() else {
            break;
        };
        if at > now {
            break;
        }
        match apply_step(st, m, &sub, step).await? {
            Some(d) => count(&mut out, d),
            // another run took this step; look again (it may have taken more)
            None => {
                let again = subscriptions::load_any(st, sub_id).await?;
                if again.is_some_and(|l| l.sub.next_step() == Some((step, at))) {
                    break;
                }
            }
        }
    }
    Ok(out)
}

/// `settle` right after a merchant's request made something due at once; what fails here is
/// logged and left to the schedule (the request itself has succeeded).
pub async fn settle_now(st: &AppState, m: &Merchant, sub_id: &str) {
    if let Err(e) = settle(st, m, sub_id).await {
        tracing::warn!(subscription = %sub_id, code = e.code().as_str(), error = %e.0.message, "due steps left to the billing schedule");
    }
}

/// The scheduled run: every subscription with something due by real `real_now` (a sandbox
/// merchant whose test clock runs ahead is also billed when its clock is advanced).
pub async fn bill_due(st: &AppState, real_now: DateTime<Utc>) -> Billing {
    let shards = due::shards().map(|n| due_shard(&n)).collect();
    let (found, unreadable) = due::with_merchants(st, shards, real_now).await;
    let mut out = Billing {
        errors: unreadable,
        ..Billing::default()
    };
    for (m, item) in found {
        let id = item.get("id").and_then(|v| v.as_str()).unwrap_or("?");
        match settle(st, &m, id).await {
            Ok(b) => out.add(b),
            Err(e) => {
                tracing::error!(subscription = %id, code = e.code().as_str(), error = %e.0.message, "billing: subscription not billed");
                out.errors += 1;
            }
        }
    }
    out
}

/// One merchant's due billing on its own clock (after a test-clock advance). A
/// subscription that cannot be billed now is logged and counted, and the run goes on to
/// the others (as the scheduled run does).
pub async fn bill_merchant(st: &AppState, m: &Merchant) -> ApiResult<Billing> {
    let now = st.now_for(m);
    let mut out = Billing::default();
    for s in subscriptions::all_of(st, m).await? {
        if s.next_step().is_some_and(|(_, at)| at <= now) {
            match settle(st, m, &s.id).await {
                Ok(b) => out.add(b),
                Err(e) => {
                    tracing::error!(subscription = %s.id, code = e.code().as_str(), error = %e.0.message, "billing: subscription not billed");
                    out.errors += 1;
                }
            }
        }
    }
    Ok(out)
}

/// After a top-up: each of the customer's past_due subscriptions whose amount the wallet
/// now covers is retried at once (a `top_up` retry; the scheduled retries go on if it
/// fails). A top-up that does not cover the amount changes nothing.
pub async fn after_topup(st: &AppState, m: &Merchant, customer: &str) -> ApiResult<Billing> {
    let mut out = Billing::default();
    let Some(found) = users::find(st, &m.id, customer).await? else {
        return Ok(out);
    };
    let subs = subscriptions::of_customer(st, &found.user.id).await?;
    if subs.is_empty() {
        // most top-ups: a customer with no subscription costs one query more, no more
        return Ok(out);
    }
    for id in subs {
        let Some(Loaded { sub, .. }) = subscriptions::load_any(st, &id).await? else {
            continue;
        };
        if sub.status != SubscriptionStatus::PastDue || sub.merchant_id != m.id {
            continue;
        }
        // Read for each: a charge before this one may have spent what the top-up brought.
        let covered = users::balances(st, &found.user.id)
            .await?
            .iter()
            .any(|(c, b)| *c == sub.terms.currency && *b >= sub.terms.amount);
        if !covered {
            continue;
        }
        let step = Step::Charge {
            period: sub.next_period,
            attempt: Attempt::TopUp(sub.topup_retries + 1),
        };
        if let Some(d) = apply_step(st, m, &sub, step).await? {
            count(&mut out, d);
            // a recovered subscription may have later periods due (catch-up)
            out.add(settle(st, m, &id).await?);
        }
    }
    Ok(out)
}
