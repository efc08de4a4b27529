//! Compliance cases (issue 78), for officers (`alerts:read`, `alerts:write`): the list, one
//! case with everything needed to decide it in view (its alerts, its timeline, the user, the
//! user's identity verification, balances and latest movements), and what is done in it:
//! assign, note (with files), freeze, unfreeze (dual control: it may lift a confirmed
//! match's hold), close with no action. Each change and its timeline entry are one
//! transaction. Reports to the FIU are `reports.rs`'s. Nothing here reaches the user or the
//! merchant beyond a freeze (reason `compliance`): no event names a case.

use crate::merchants;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::Extension;
use sanduq_api::contract::{Answer, Field, Kind, Op};
use sanduq_api::extract::{Fields, Query};
use sanduq_compliance::alerts;
use sanduq_compliance::cases::{self, Case, Entry, Status};
use sanduq_domain::operators::Permission as P;
use sanduq_domain::user::{FreezeScope, User};
use sanduq_domain::{Currency, ErrorCode as E};
use sanduq_kernel::error::{ok, ApiError, ApiResult};
use sanduq_kernel::events::sequence;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_payments::users;
use sanduq_store::{Query as StoreQuery, Write};
use serde_json::{json, Value};

use crate::approvals::{self, Executing};
use crate::guard::Caller;
use sanduq_domain::approvals::Action;

/// The longest note or reason kept.
pub const MAX_TEXT: usize = 4000;
/// The largest file attached to a note, and how many a note takes.
pub const MAX_FILE: usize = 5 * 1024 * 1024;
pub const MAX_FILES: usize = 2;
/// What a case freeze says to the merchant (the officer's reason stays in the case).
pub const FREEZE_REASON: &str = "compliance";
/// How many of the user's latest movements a case shows.
const MOVEMENTS_SHOWN: usize = 50;

const REASON: &[Field] = &[Field::req(
    "reason",
    Kind::Text { max: MAX_TEXT },
    "why, for the record",
)];

pub const LIST: Op = Op {
    id: "adminListCases",
    summary: "Compliance cases, newest first",
    about: "`status` open, investigating, closed_no_action or reported (all when absent); `user_id` one user's; `assignee` one officer's (a person id).",
    query: &[
        Field::opt(
            "status",
            Kind::Word {
                max: 16,
                one_of: &Status::NAMES,
            },
            "all when absent",
        ),
        Field::opt(
            "user_id",
            crate::shapes::USER_ID,
            "one user's cases",
        ),
        Field::opt("assignee", Kind::Text { max: 64 }, "one officer's cases"),
        Field::opt(
            "limit",
            Kind::IntText { min: 1, max: 100 },
            "cases a page, default 50",
        ),
    ],
    answer: Answer::ok("CaseList"),
    errors: &[E::ValidationError],
    permission: Some(P::AlertsRead),
    ..Op::DEFAULT
};

pub const OPEN: Op = Op {
    id: "adminOpenCase",
    summary: "Open a case on a user, or add alerts to the user's open one",
    about: "A user has one case not yet ended: when there is one, the alerts are added to it and it is answered (200); otherwise a new case (201). Confirming an alert does the same. Alerts must be the user's.",
    body: Some(&[
        Field::req(
            "user_id",
            crate::shapes::USER_ID,
            "who the case is about",
        ),
        Field::opt(
            "alert_ids",
            Kind::Strings {
                max: 20,
                pattern: "^alr_[a-f0-9]{24}$",
                about: "an alert id",
            },
            "the user's alerts to put in it",
        ),
        Field::opt("note", Kind::Text { max: MAX_TEXT }, "why it was opened"),
    ]),
    answer: Answer::Upsert { schema: "Case" },
    errors: &[E::ValidationError, E::WalletNotFound, E::NotFound],
    permission: Some(P::AlertsWrite),
    ..Op::DEFAULT
};

pub const SHOW: Op = Op {
    id: "adminGetCase",
    summary: "One case: its alerts and timeline, the user, their identity verification, balances and latest movements",
    about: "Each read is written to the staff audit trail (it shows identity data).",
    answer: Answer::ok("CaseView"),
    errors: &[E::NotFound],
    permission: Some(P::AlertsRead),
    audited_read: true,
    ..Op::DEFAULT
};

pub const ASSIGN: Op = Op {
    id: "adminAssignCase",
    summary: "Assign a case to an officer: it is being investigated",
    body: Some(&[Field::req(
        "assignee",
        Kind::Text { max: 64 },
        "the officer's person id (opr_…)",
    )]),
    answer: Answer::ok("Case"),
    errors: &[E::ValidationError, E::NotFound, E::InvalidPaymentStatus],
    permission: Some(P::AlertsWrite),
    ..Op::DEFAULT
};

pub const NOTE: Op = Op {
    id: "adminNoteCase",
    summary: "Add a note to a case's timeline, with files",
    about: "Any case, ended ones included (the record grows; nothing is taken away).",
    body: Some(&[
        Field::req("text", Kind::Text { max: MAX_TEXT }, "the note"),
        Field::opt(
            "files",
            Kind::Files {
                max_bytes: MAX_FILE,
                max_files: MAX_FILES,
            },
            "PDF, JPEG or PNG, at most 5 MB each",
        ),
    ]),
    answer: Answer::ok("Case"),
    errors: &[E::ValidationError, E::NotFound, E::ServiceUnavailable],
    permission: Some(P::AlertsWrite),
    max_body: 2 * MAX_FILE * 4 / 3 + 64 * 1024,
    ..Op::DEFAULT
};

pub const FILE: Op = Op {
    id: "adminCaseFile",
    summary: "A file attached to a case",
    answer: Answer::File { media: "*/*" },
    errors: &[E::NotFound, E::ServiceUnavailable],
    permission: Some(P::AlertsRead),
    audited_read: true,
    ..Op::DEFAULT
};

pub const CLOSE: Op = Op {
    id: "adminCloseCase",
    summary: "Close a case with no action",
    about: "The wallet's freeze, if any, stays: unfreezing is its own decision. An ended case is INVALID_PAYMENT_STATUS.",
    body: Some(REASON),
    answer: Answer::ok("Case"),
    errors: &[
        E::ValidationError,
        E::NotFound,
        E::InvalidPaymentStatus,
    ],
    permission: Some(P::AlertsWrite),
    ..Op::DEFAULT
};

pub const FREEZE: Op = Op {
    id: "adminFreezeCaseUser",
    summary: "Freeze the case's user",
    about: "Adds `scope` (debits, credits or all; default all) to the wallet's freeze. The merchant's `user.frozen` says reason `compliance`; the user sees a plain freeze; the officer's reason stays in the case.",
    body: Some(&[
        Field::opt(
            "scope",
            Kind::Word {
                max: 8,
                one_of: &FreezeScope::NAMES,
            },
            "default all",
        ),
        Field::req("reason", Kind::Text { max: MAX_TEXT }, "why, for the case"),
    ]),
    answer: Answer::ok("Case"),
    errors: &[E::ValidationError, E::NotFound],
    permission: Some(P::AlertsWrite),
    ..Op::DEFAULT
};

pub const UNFREEZE: Op = Op {
    id: "adminUnfreezeCaseUser",
    summary: "Unfreeze the case's user: the operators' freeze and the compliance hold",
    about: "Lifts the whole freeze, a confirmed match's hold included; for a live merchant's user a second person approves it first (202 with the request). Nothing to lift answers the case as it is.",
    body: Some(REASON),
    answer: Answer::ok("Case"),
    errors: &[E::ValidationError, E::NotFound],
    permission: Some(P::AlertsWrite),
    held: true,
    ..Op::DEFAULT
};

pub const REQUEST_KYC: Op = Op {
    id: "adminCaseRequestKyc",
    summary: "Ask the case's user to verify their identity again",
    about: "The user's wallet says `renewal_due: true` (as a periodic review would: nothing names the case); a submission at the tier held is taken, and cash-out is KYC_REQUIRED until one is approved. Asked already: the case as it is. An ended case is INVALID_PAYMENT_STATUS.",
    body: Some(REASON),
    answer: Answer::ok("Case"),
    errors: &[E::ValidationError, E::NotFound, E::InvalidPaymentStatus],
    permission: Some(P::AlertsWrite),
    ..Op::DEFAULT
};

fn case_id_ok(id: &str) -> ApiResult<()> {
    if sanduq_domain::ids::has_shape(id, "case") {
        Ok(())
    } else {
        Err(ApiError::new(E::NotFound, "no such case"))
    }
}

pub async fn list(State(st): State<AppState>, Query(mut q): Query) -> ApiResult<Response> {
    let status = q.opt_str("status", 16);
    let status = status.as_deref().and_then(|s| {
        Status::parse(s).or_else(|| {
            q.fail(
                "status",
                "must be open, investigating, closed_no_action or reported",
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
    let assignee = q.opt_str("assignee", 64);
    let limit = q.opt_int_text("limit", 1, 100).unwrap_or(50) as usize;
    q.finish()?;
    let rows = cases::list(&st, status, user.as_deref(), assignee.as_deref(), limit).await?;
    let data: Vec<Value> = rows.iter().map(cases::view).collect();
    Ok(ok(StatusCode::OK, json!({ "data": data })))
}

/// The user of a case, with the version read.
async fn user_of(st: &AppState, user_id: &str) -> ApiResult<(User, u64)> {
    let item = st
        .store
        .get_stored(&items::user_key(user_id))
        .await?
        .ok_or_else(|| ApiError::new(E::WalletNotFound, "no user with that id"))?;
    Ok((items::from_stored(&item)?, item.version()))
}

pub async fn open(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let user_id = b.req_str("user_id", 68);
    if !user_id.is_empty() && !sanduq_domain::ids::has_shape(&user_id, "usr") {
        b.fail("user_id", "must be a user id (usr_…)");
    }
    let alert_ids: Vec<String> = match b.opt_value("alert_ids") {
        None | Some(Value::Null) => vec![],
        Some(Value::Array(a))
            if a.len() <= 20
                && a.iter().all(|v| {
                    v.as_str()
                        .is_some_and(|s| sanduq_domain::ids::has_shape(s, "alr"))
                }) =>
        {
            a.iter()
                .filter_map(|v| v.as_str().map(str::to_string))
                .collect()
        }
        Some(_) => {
            b.fail(
                "alert_ids",
                "must be a list of at most 20 alert ids (alr_…)",
            );
            vec![]
        }
    };
    let note = b.opt_str("note", MAX_TEXT);
    b.finish()?;
    let (user, _) = user_of(&st, &user_id).await?;
    for a in &alert_ids {
        let (alert, _) = alerts::load(&st, a).await?;
        if alert.subject.kind != "user" || alert.subject.id != user.id {
            return Err(sanduq_domain::DomainError::field(
                "alert_ids",
                format!("{a} is not about {}", user.id),
            )
            .into());
        }
    }
    let by = who.person_id();
    let made = std::sync::atomic::AtomicBool::new(false);
    let out = tx::apply(&st, Guard::Versioned, || async {
        let now = chrono::Utc::now();
        let existing = cases::open_of(&st, &user.id).await?;
        made.store(existing.is_none(), std::sync::atomic::Ordering::Relaxed);
        let (c, version, mut writes) = match existing {
            Some((c, v)) => (c.clone(), v, vec![]),
            None => {
                let c = Case::new(
                    sanduq_domain::ids::new_id("case"),
                    &user.id,
                    &user.merchant_id,
                    &user.name,
                    vec![],
                    &by,
                    now,
                );
                let e = Entry::new(
                    &by,
                    "opened",
                    note.clone(),
                    json!({ "alert_ids": alert_ids }),
                    now,
                );
                let mut w = vec![cases::entry_put(&c.id, 1, &e)?];
                w.extend(cases::pointer(&c, false)?);
                (c, 0, w)
            }
        };
        let mut after = c.clone();
        for a in &alert_ids {
            after = after.with_alert(a, now)?;
        }
        if version > 0 {
            if after == c && note.is_none() {
                return Ok(Plan::new(vec![], c));
            }
            // a note alone is a note on the timeline
            let what = if alert_ids.is_empty() {
                "note"
            } else {
                "alert_added"
            };
            let e = Entry::new(
                &by,
                what,
                note.clone(),
                json!({ "alert_ids": alert_ids }),
                now,
            );
            writes.push(cases::entry_put(&c.id, version + 1, &e)?);
        }
        writes.insert(0, cases::put(&after, (version > 0).then_some(version))?);
        Ok(Plan::new(writes, after))
    })
    .await?;
    let c = done(out)?;
    crate::trail::note(
        Value::Null,
        json!({ "case_id": c.id, "alert_ids": c.alerts }),
    );
    let status = if made.load(std::sync::atomic::Ordering::Relaxed) {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok(ok(status, cases::view(&c)))
}

fn done<T>(out: tx::Applied<T>) -> ApiResult<T> {
    match out {
        tx::Applied::Done(v) => Ok(v),
        tx::Applied::AlreadyApplied => Err(items::internal("a versioned case was guarded")),
    }
}

/// The user's balances, by currency code.
async fn balances(st: &AppState, user_id: &str) -> ApiResult<Value> {
    let mut out = serde_json::Map::new();
    for c in [Currency::Iqd, Currency::Usd] {
        let b = items::balance(st.store.get(&items::wallet_key(user_id, c)).await?.as_ref());
        out.insert(c.code().into(), b.into());
    }
    Ok(Value::Object(out))
}

/// The user's latest movements, as monitoring logged them (newest first).
pub async fn movements(
    st: &AppState,
    user_id: &str,
    limit: usize,
) -> ApiResult<Vec<sanduq_compliance::rules::Movement>> {
    let q = StoreQuery::partition(format!("MON#USR#{user_id}"))
        .backward()
        .limit(limit);
    st.store
        .query(&q)
        .await?
        .into_iter()
        .map(items::from_item)
        .collect()
}

pub async fn show(State(st): State<AppState>, Path(id): Path<String>) -> ApiResult<Response> {
    let (c, _) = cases::load(&st, &id).await?;
    let timeline = cases::timeline(&st, &c.id).await?;
    let mut alert_views = vec![];
    for a in &c.alerts {
        if let Ok((a, _)) = alerts::load(&st, a).await {
            alert_views.push(alerts::view(&a));
        }
    }
    let (user, _) = user_of(&st, &c.user_id).await?;
    let kyc = match &user.kyc {
        Some(s) => Some(sanduq_wallets::kyc::review(&st, &s.verification_id).await?),
        None => None,
    };
    let moves = movements(&st, &user.id, MOVEMENTS_SHOWN).await?;
    let mut v = cases::view(&c);
    v["alerts"] = alert_views.into();
    v["timeline"] = timeline
        .iter()
        .map(cases::entry_view)
        .collect::<Vec<_>>()
        .into();
    v["user"] = json!({
        "id": user.id,
        "merchant_id": user.merchant_id,
        "name": user.name,
        "phone": user.phone,
        "kyc_tier": user.kyc_tier,
        "frozen": user.freeze().map(|f| json!({ "scope": f.scope.as_str(), "reason": f.reason, "at": f.at })),
        "hold": user.hold.as_ref().map(|h| json!({ "alert_ids": h.alerts, "at": h.at })),
        "balances": balances(&st, &user.id).await?,
        "created_at": user.created_at,
    });
    v["kyc"] = kyc.unwrap_or(Value::Null);
    v["movements"] = moves
        .iter()
        .map(|m| serde_json::to_value(m).unwrap_or(Value::Null))
        .collect::<Vec<_>>()
        .into();
    Ok(ok(StatusCode::OK, v))
}

/// Changes case `id` by `change` (given the case as read and now), writing its timeline
/// entry with it: the case's change and its entry are one transaction, with `more` writes
/// the change asks for.
async fn change_case<F, Fut>(st: &AppState, id: &str, change: F) -> ApiResult<Case>
where
    F: Fn(Case, chrono::DateTime<chrono::Utc>) -> Fut,
    Fut: std::future::Future<Output = ApiResult<Option<(Case, Entry, Vec<Write>)>>>,
{
    case_id_ok(id)?;
    let out = tx::apply(st, Guard::Versioned, || async {
        let (c, version) = cases::load(st, id).await?;
        let now = chrono::Utc::now();
        let Some((after, entry, more)) = change(c.clone(), now).await? else {
            return Ok(Plan::new(vec![], c));
        };
        let mut writes = vec![
            cases::put(&after, Some(version))?,
            cases::entry_put(&c.id, version + 1, &entry)?,
        ];
        writes.extend(cases::pointer(&after, !c.status.ended())?);
        writes.extend(more);
        Ok(Plan::new(writes, after))
    })
    .await?;
    done(out)
}

pub async fn assign(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let assignee = b.req_str("assignee", 64);
    b.finish()?;
    let by = who.person_id();
    let c = change_case(&st, &id, |c, now| {
        let (by, assignee) = (by.clone(), assignee.clone());
        async move {
            let after = c.assigned(&assignee, now)?;
            let e = Entry::new(&by, "assigned", None, json!({ "assignee": assignee }), now);
            Ok(Some((after, e, vec![])))
        }
    })
    .await?;
    crate::trail::note(
        Value::Null,
        json!({ "case_id": c.id, "assignee": c.assignee }),
    );
    Ok(ok(StatusCode::OK, cases::view(&c)))
}

pub async fn note(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    use sha2::{Digest, Sha256};
    let text = b.req_str("text", MAX_TEXT);
    let files = b.opt_files("files", MAX_FILE, MAX_FILES);
    b.finish()?;
    case_id_ok(&id)?;
    cases::load(&st, &id).await?;
    // the files first (content addressed: a retry stores the same objects)
    let mut kept = vec![];
    for f in &files {
        let digest = hex::encode(Sha256::digest(&f.bytes));
        let key = format!("compliance/cases/{id}/{digest}");
        st.documents
            .put(&key, f.bytes.clone(), f.content_type)
            .await
            .map_err(|e| {
                tracing::error!(error = %e, "a case's file was not stored");
                ApiError::new(
                    E::ServiceUnavailable,
                    "files cannot be stored now; retry later",
                )
            })?;
        kept.push(cases::File {
            id: format!("file_{}", &digest[..24]),
            name: f.name.clone(),
            content_type: f.content_type.into(),
            size: f.bytes.len() as u64,
            key,
        });
    }
    let by = who.person_id();
    let c = change_case(&st, &id, |c, now| {
        let (by, text, kept) = (by.clone(), text.clone(), kept.clone());
        async move {
            let after = c.with_files(&kept, now);
            let ids: Vec<&str> = kept.iter().map(|f| f.id.as_str()).collect();
            let e = Entry::new(&by, "note", Some(text), json!({ "file_ids": ids }), now);
            Ok(Some((after, e, vec![])))
        }
    })
    .await?;
    Ok(ok(StatusCode::OK, cases::view(&c)))
}

pub async fn file(
    State(st): State<AppState>,
    Path((id, file_id)): Path<(String, String)>,
) -> ApiResult<Response> {
    let (c, _) = cases::load(&st, &id).await?;
    let missing = || ApiError::new(E::NotFound, "no file with that id in this case");
    let f = c
        .files
        .iter()
        .find(|f| f.id == file_id)
        .ok_or_else(missing)?;
    match st.documents.get(&f.key).await {
        Ok(Some(bytes)) => Ok(crate::routes::document_answer(bytes, &f.content_type)),
        Ok(None) => Err(missing()),
        Err(e) => {
            tracing::error!(error = %e, "a case's file was not read");
            Err(ApiError::new(
                E::ServiceUnavailable,
                "files cannot be read now; retry later",
            ))
        }
    }
}

pub async fn close(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let reason = b.req_str("reason", MAX_TEXT);
    b.finish()?;
    let by = who.person_id();
    let c = change_case(&st, &id, |c, now| {
        let (by, reason) = (by.clone(), reason.clone());
        async move {
            let after = c.closed(&by, &reason, now)?;
            let e = Entry::new(&by, "closed", Some(reason), Value::Null, now);
            Ok(Some((after, e, vec![])))
        }
    })
    .await?;
    crate::trail::note(json!({ "case_id": c.id }), json!({ "status": c.status }));
    Ok(ok(StatusCode::OK, cases::view(&c)))
}

/// The writes that change the case's user: `f` changes the user (answering what the
/// change lifted, if anything); none when it changed nothing.
async fn user_writes(
    st: &AppState,
    c: &Case,
    now: chrono::DateTime<chrono::Utc>,
    f: impl Fn(&mut User) -> Option<FreezeScope>,
) -> ApiResult<Option<(Vec<Write>, Value)>> {
    let (mut user, version) = user_of(st, &c.user_id).await?;
    let was = user.clone();
    let before = user.freeze().map(|f| f.scope);
    let lifted = f(&mut user);
    if user == was {
        return Ok(None);
    }
    user.updated_at = now;
    let mut writes = vec![users::user_item(&user, Some(version))?];
    if user.freeze().map(|f| f.scope) != before {
        writes.extend(users::freeze_event(
            &c.merchant_id,
            &user,
            lifted,
            sequence(version + 1, 0),
            now,
        ));
    }
    let shown = json!({
        "before": before.map(FreezeScope::as_str),
        "after": user.freeze().map(|f| f.scope.as_str()),
    });
    Ok(Some((writes, shown)))
}

pub async fn freeze(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let scope = b.opt_str("scope", 8);
    let scope = match scope.as_deref().map(FreezeScope::parse) {
        None => Some(FreezeScope::All),
        Some(Some(s)) => Some(s),
        Some(None) => {
            b.fail("scope", "must be one of debits, credits, all");
            None
        }
    };
    let reason = b.req_str("reason", MAX_TEXT);
    b.finish()?;
    let scope = scope.unwrap_or(FreezeScope::All);
    let by = who.person_id();
    let st2 = st.clone();
    let c = change_case(&st, &id, |c, now| {
        let (by, reason, st) = (by.clone(), reason.clone(), st2.clone());
        async move {
            let changed = user_writes(&st, &c, now, |u| {
                let f = crate::freezes::after(
                    u.frozen.as_ref(),
                    &crate::freezes::Change::Freeze(scope, FREEZE_REASON.into()),
                    now,
                );
                u.frozen = f;
                None
            })
            .await?;
            let Some((writes, shown)) = changed else {
                return Ok(None);
            };
            let mut after = c.clone();
            after.updated_at = now;
            let e = Entry::new(
                &by,
                "freeze",
                Some(reason),
                json!({ "scope": scope.as_str(), "freeze": shown }),
                now,
            );
            Ok(Some((after, e, writes)))
        }
    })
    .await?;
    crate::trail::note(
        Value::Null,
        json!({ "case_id": c.id, "freeze": scope.as_str() }),
    );
    Ok(ok(StatusCode::OK, cases::view(&c)))
}

pub async fn unfreeze(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    exec: Option<Extension<Executing>>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let reason = b.req_str("reason", MAX_TEXT);
    let change = b.json();
    b.finish()?;
    let (c, _) = cases::load(&st, &id).await?;
    let (user, _) = user_of(&st, &c.user_id).await?;
    if user.freeze().is_none() {
        return Ok(ok(StatusCode::OK, cases::view(&c)));
    }
    if exec.is_none() && !merchants::get(&st, &c.merchant_id).await?.sandbox {
        return approvals::hold(&st, &who, Action::CaseUnfreeze, &id, change).await;
    }
    let by = who.person_id();
    let st2 = st.clone();
    let c = change_case(&st, &id, |c, now| {
        let (by, reason, st) = (by.clone(), reason.clone(), st2.clone());
        async move {
            let changed = user_writes(&st, &c, now, |u| {
                u.frozen = None;
                u.hold = None;
                Some(FreezeScope::All)
            })
            .await?;
            let Some((writes, shown)) = changed else {
                return Ok(None);
            };
            let mut after = c.clone();
            after.updated_at = now;
            let e = Entry::new(
                &by,
                "unfreeze",
                Some(reason),
                json!({ "freeze": shown }),
                now,
            );
            Ok(Some((after, e, writes)))
        }
    })
    .await?;
    crate::trail::note(json!({ "case_id": c.id }), json!({ "unfrozen": true }));
    Ok(ok(StatusCode::OK, cases::view(&c)))
}

pub async fn request_kyc(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let reason = b.req_str("reason", MAX_TEXT);
    b.finish()?;
    let by = who.person_id();
    let st2 = st.clone();
    let c = change_case(&st, &id, |c, now| {
        let (by, reason, st) = (by.clone(), reason.clone(), st2.clone());
        async move {
            if c.status.ended() {
                return Err(ApiError::new(
                    E::InvalidPaymentStatus,
                    format!("this case is {}: ask in a new case", c.status.as_str()),
                ));
            }
            let changed = user_writes(&st, &c, now, |u| {
                u.kyc_due.get_or_insert(now);
                None
            })
            .await?;
            let Some((writes, _)) = changed else {
                return Ok(None);
            };
            let mut after = c.clone();
            after.updated_at = now;
            let e = Entry::new(&by, "kyc_requested", Some(reason), Value::Null, now);
            Ok(Some((after, e, writes)))
        }
    })
    .await?;
    crate::trail::note(
        Value::Null,
        json!({ "case_id": c.id, "kyc_requested": true }),
    );
    Ok(ok(StatusCode::OK, cases::view(&c)))
}

/// The writes that put confirmed alert `a` in its user's case (opening one): what
/// confirming an alert of a user adds to its transaction.
pub async fn confirmed(
    st: &AppState,
    a: &alerts::Alert,
    by: &str,
    now: chrono::DateTime<chrono::Utc>,
) -> ApiResult<Vec<Write>> {
    if a.subject.kind != "user" {
        return Ok(vec![]);
    }
    let (_, writes) = cases::file_alert(
        st,
        &a.subject.id,
        &a.subject.merchant_id,
        &a.subject.name,
        &a.id,
        by,
        now,
    )
    .await?;
    Ok(writes)
}
