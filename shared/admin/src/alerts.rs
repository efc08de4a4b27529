//! Alerts for the platform's compliance officers (issue 78): the list and one alert
//! (`alerts:read`), and an officer's decision (`alerts:write`): clear a false positive
//! (the hold it put is lifted in the same transaction, and the same list entry never raises
//! it again for that person) or confirm a match (the hold stays). Each decision keeps who
//! and why.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::Extension;
use sanduq_api::contract::{Answer, Field, Kind, Op};
use sanduq_api::extract::{Fields, Query};
use sanduq_compliance::alerts::{self, Alert, Decision, Status};
use sanduq_domain::operators::Permission as P;
use sanduq_domain::user::{FreezeScope, User};
use sanduq_domain::ErrorCode as E;
use sanduq_kernel::error::{ok, ApiError, ApiResult};
use sanduq_kernel::events::sequence;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_payments::users;
use serde_json::{json, Value};

use crate::guard::Caller;

/// The longest reason kept.
pub const MAX_REASON: usize = 1000;

pub const LIST: Op = Op {
    id: "adminListAlerts",
    summary: "Compliance alerts, newest first",
    about: "`status` open (the default), cleared, confirmed or shadow (raised by a rule in shadow: kept, never acted on); `kind` screening (a name matched a watch list's entry), duplicate_document (an identity document verified for another wallet) or monitoring (a rule fired on a money movement: `rule` says which, with its figures and the movements); `user_id` one user's.",
    query: &[
        Field::opt(
            "status",
            Kind::Word {
                max: 9,
                one_of: &Status::NAMES,
            },
            "default open",
        ),
        Field::opt(
            "kind",
            Kind::Word {
                max: 18,
                one_of: &alerts::Kind::NAMES,
            },
            "screening, duplicate_document or monitoring",
        ),
        Field::opt(
            "user_id",
            crate::shapes::USER_ID,
            "one user's alerts",
        ),
        Field::opt(
            "limit",
            Kind::IntText { min: 1, max: 100 },
            "alerts a page, default 50",
        ),
    ],
    answer: Answer::ok("AlertList"),
    errors: &[E::ValidationError],
    permission: Some(P::AlertsRead),
    ..Op::DEFAULT
};

pub const SHOW: Op = Op {
    id: "adminGetAlert",
    summary: "One compliance alert: who, what it matched, what was decided",
    answer: Answer::ok("Alert"),
    errors: &[E::NotFound],
    permission: Some(P::AlertsRead),
    ..Op::DEFAULT
};

const REASON: &[Field] = &[Field::req(
    "reason",
    Kind::Text { max: MAX_REASON },
    "why, for the record",
)];

pub const CLEAR: Op = Op {
    id: "adminClearAlert",
    summary: "Clear an alert as a false positive",
    about: "The hold the alert put on the user's wallet is lifted with it (a wallet other alerts or an operator's freeze hold stays frozen for those); the same list entry is not raised again for this person. An alert already decided is INVALID_PAYMENT_STATUS.",
    body: Some(REASON),
    answer: Answer::ok("Alert"),
    errors: &[E::ValidationError, E::NotFound, E::InvalidPaymentStatus],
    permission: Some(P::AlertsWrite),
    ..Op::DEFAULT
};

pub const CONFIRM: Op = Op {
    id: "adminConfirmAlert",
    summary: "Confirm an alert as a true match",
    about:
        "The hold on the user's wallet stays, and the alert goes into the user's case (opened when the user has none not yet ended: GET /admin/cases?user_id=). An alert already decided is INVALID_PAYMENT_STATUS.",
    body: Some(REASON),
    answer: Answer::ok("Alert"),
    errors: &[E::ValidationError, E::NotFound, E::InvalidPaymentStatus],
    permission: Some(P::AlertsWrite),
    ..Op::DEFAULT
};

pub async fn list(State(st): State<AppState>, Query(mut q): Query) -> ApiResult<Response> {
    let status = q.opt_str("status", 9);
    let status = match status.as_deref() {
        None => Some(Status::Open),
        Some(s) => Status::parse(s).or_else(|| {
            q.fail("status", "must be open, cleared, confirmed or shadow");
            None
        }),
    };
    let kind = q.opt_str("kind", 18);
    let kind = kind.as_deref().and_then(|k| {
        alerts::Kind::parse(k).or_else(|| {
            q.fail(
                "kind",
                "must be screening, duplicate_document or monitoring",
            );
            None
        })
    });
    let user = q.opt_str("user_id", 68);
    if user
        .as_deref()
        .is_some_and(|u| !sanduq_domain::ids::has_shape(u, "usr"))
    {
        q.fail("user_id", "must be a user id (usr_…)");
    }
    let limit = q.opt_int_text("limit", 1, 100).unwrap_or(50) as usize;
    q.finish()?;
    let rows = alerts::list(&st, status, kind, user.as_deref(), limit).await?;
    let data: Vec<Value> = rows.iter().map(alerts::view).collect();
    Ok(ok(StatusCode::OK, json!({ "data": data })))
}

pub async fn show(State(st): State<AppState>, Path(id): Path<String>) -> ApiResult<Response> {
    let (a, _) = alerts::load(&st, &id).await?;
    Ok(ok(StatusCode::OK, alerts::view(&a)))
}

pub async fn clear(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let reason = b.req_str("reason", MAX_REASON);
    b.finish()?;
    decide(&st, &who, &id, Status::Cleared, reason).await
}

pub async fn confirm(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let reason = b.req_str("reason", MAX_REASON);
    b.finish()?;
    decide(&st, &who, &id, Status::Confirmed, reason).await
}

/// Decides alert `id` once: the alert's state and, when a clear ends a hold's last alert,
/// the user's wallet and the merchant's `user.unfrozen`, in one transaction.
async fn decide(
    st: &AppState,
    who: &Caller,
    id: &str,
    status: Status,
    reason: String,
) -> ApiResult<Response> {
    let out = tx::apply(st, Guard::Versioned, || async {
        let (a, version) = alerts::load(st, id).await?;
        if a.status != Status::Open {
            return Err(ApiError::new(
                E::InvalidPaymentStatus,
                format!("this alert is already {}", a.status.as_str()),
            ));
        }
        let now = chrono::Utc::now();
        let decided = Alert {
            status,
            decision: Some(Decision {
                by: who.person_id(),
                reason: reason.clone(),
                at: now,
            }),
            updated_at: now,
            ..a.clone()
        };
        let mut writes = vec![alerts::put(&decided, Some(version))?];
        if status == Status::Cleared && a.held && a.subject.kind == "user" {
            writes.extend(released(st, &a, now).await?);
        }
        // a true match is investigated: in the user's case, opened if there is none
        if status == Status::Confirmed {
            writes.extend(crate::cases::confirmed(st, &a, &who.person_id(), now).await?);
        }
        Ok(Plan::new(writes, decided))
    })
    .await?;
    let decided = match out {
        tx::Applied::Done(a) => a,
        tx::Applied::AlreadyApplied => {
            return Err(items::internal("a versioned alert was guarded"))
        }
    };
    crate::trail::note(
        json!({ "status": "open" }),
        json!({ "status": decided.status, "reason": reason }),
    );
    Ok(ok(StatusCode::OK, alerts::view(&decided)))
}

/// The writes that take alert `a` off its user's hold: the user, and `user.unfrozen` when
/// the wallet is frozen for less after.
async fn released(
    st: &AppState,
    a: &Alert,
    now: chrono::DateTime<chrono::Utc>,
) -> ApiResult<Vec<sanduq_store::Write>> {
    let item = st.store.get_stored(&items::user_key(&a.subject.id)).await?;
    let Some(item) = item else {
        return Ok(vec![]);
    };
    let version = item.version();
    let mut user: User = items::from_stored(&item)?;
    let (held, before) = (user.hold.clone(), user.frozen_for());
    user.release(&a.id);
    if user.hold == held {
        return Ok(vec![]);
    }
    user.updated_at = now;
    let mut writes = vec![users::user_item(&user, Some(version))?];
    if user.frozen_for() != before {
        // what the hold stopped that nothing stops now
        let lifted = match user.frozen_for() {
            None => FreezeScope::All,
            Some(left) => FreezeScope::All.without(left).unwrap_or(FreezeScope::All),
        };
        writes.extend(users::freeze_event(
            &a.subject.merchant_id,
            &user,
            Some(lifted),
            sequence(version + 1, 0),
            now,
        ));
    }
    Ok(writes)
}
