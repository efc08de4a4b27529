//! Identity verification in the store. A user submits (`POST /wallet/kyc`): the image goes
//! to the document store first (content addressed, so a retry writes the same object),
//! then one transaction writes the verification and the user's standing on condition of
//! the user as read, so two submissions racing make one and the other is KYC_PENDING. An
//! operator decides (`/admin/kyc/{id}/approve|reject`): a versioned write of the
//! verification and of the user (approval raises the user's tier, and with it every limit)
//! with its `kyc.approved` or `kyc.rejected` event. Sandbox merchants' magic document
//! numbers decide in the submission's own transaction.

use axum::http::StatusCode;
use axum::response::Response;
use chrono::{NaiveDate, Utc};
use sanduq_compliance::alerts::{self, Alert, Subject};
use sanduq_domain::ids::{has_shape, new_id};
use sanduq_domain::kyc::{Decision, Document, DocumentType, KycStatus, Verification};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::user::User;
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::{event, sequence};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_payments::{users, views};
use sanduq_store::{Index, Key, Query, Write};
use serde_json::{json, Map, Value};
use sha2::{Digest, Sha256};
use std::sync::atomic::{AtomicBool, Ordering};

/// The review queue (GSI1): pending verifications of every merchant, oldest first.
pub const QUEUE: &str = "KYC#PENDING";

fn key(id: &str) -> Key {
    Key::new(format!("KYC#{id}"), "VERIFICATION")
}

/// Whose identity document a number is: written when a verification of it is approved, so
/// one document verifies one wallet of a merchant (docs/compliance.md, "One wallet per
/// identity document").
fn claim_key(merchant_id: &str, t: DocumentType, number: &str) -> Key {
    Key::new(
        format!("KYCDOC#{merchant_id}"),
        format!("{}#{}", t.as_str(), number.to_ascii_uppercase()),
    )
}

#[derive(serde::Serialize, serde::Deserialize)]
struct Claim {
    user_id: String,
    verification_id: String,
}

/// The user and verification document `number` of type `t` is verified for, if any.
async fn claimed(
    st: &AppState,
    merchant_id: &str,
    t: DocumentType,
    number: &str,
) -> ApiResult<Option<Claim>> {
    match st
        .store
        .get_stored(&claim_key(merchant_id, t, number))
        .await?
    {
        Some(item) => Ok(Some(items::from_stored(&item)?)),
        None => Ok(None),
    }
}

fn in_use() -> ApiError {
    ApiError::from(
        sanduq_domain::DomainError::new(
            ErrorCode::KycRejected,
            "this identity document is already verified for another wallet; one document verifies one wallet",
        )
        .with_details(json!({ "reason": "document_in_use" })),
    )
}

/// The writes that make `v` (approved) the verification of its document: the claim, new
/// (a claim another approval wrote meanwhile fails it: `in_use`), or none when it is the
/// user's already.
fn claim(v: &Verification, held: Option<&Claim>) -> ApiResult<Vec<Write>> {
    if held.is_some() {
        return Ok(vec![]);
    }
    let c = Claim {
        user_id: v.user_id.clone(),
        verification_id: v.id.clone(),
    };
    let key = claim_key(&v.merchant_id, v.document_type, &v.document_number);
    Ok(vec![items::put(
        &c,
        &key,
        &[],
        Some(sanduq_store::Cond::NotExists),
    )?])
}

fn missing() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no identity verification with that id")
}

/// What a user submits.
pub struct Submission {
    pub tier: u8,
    pub full_name: String,
    pub date_of_birth: NaiveDate,
    pub document_type: DocumentType,
    pub document_number: String,
    pub image: Vec<u8>,
    pub content_type: &'static str,
}

/// A verification as the user, the merchant (events) and operators see it: never the
/// image, and the document number only by its last four characters.
pub fn view(v: &Verification) -> Value {
    json!({
        "id": v.id, "object": "kyc_verification", "user_id": v.user_id, "tier": v.tier,
        "status": v.status.as_str(), "reason": v.reason, "full_name": v.full_name,
        "document_type": v.document_type, "document_number": v.number_shown(),
        "created_at": v.created_at, "decided_at": v.decided_at,
    })
}

/// What operators see besides: where the image is kept, its type, size and digest.
pub fn review_view(v: &Verification) -> Value {
    let mut out = view(v);
    out["merchant_id"] = v.merchant_id.clone().into();
    out["date_of_birth"] = v.date_of_birth.to_string().into();
    out["document"] = json!({
        "key": v.document.key, "content_type": v.document.content_type,
        "bytes": v.document.bytes, "sha256": v.document.sha256,
    });
    out
}

/// A user's standing as `GET /wallet` shows it.
pub fn standing(u: &User) -> Value {
    let s = u.kyc.as_ref();
    json!({
        "tier": u.kyc_tier,
        "status": s.map_or("none", |s| s.status.as_str()),
        "verification_id": s.map(|s| &s.verification_id),
        "requested_tier": s.map(|s| s.tier),
        "reason": s.and_then(|s| s.reason.as_ref()),
        "renewal_due": u.kyc_due.is_some(),
    })
}

fn put(v: &Verification, read: Option<u64>) -> ApiResult<Write> {
    let queued = [
        ("gsi1pk", QUEUE.into()),
        (
            "gsi1sk",
            format!("{}#{}", sort_time(v.created_at), v.id).into(),
        ),
    ];
    let extra: &[(&str, Value)] = if v.status == KycStatus::Pending {
        &queued
    } else {
        &[]
    };
    items::versioned_put(v, &key(&v.id), read, extra)
}

fn decided_event(m: &Merchant, v: &Verification, user: &User, version: u64) -> [Write; 2] {
    let kind = match v.status {
        KycStatus::Approved => "kyc.approved",
        _ => "kyc.rejected",
    };
    let mut extra = Map::new();
    extra.insert("user".into(), views::user_object(user));
    event(
        &m.id,
        kind,
        view(v),
        sequence(version, 0),
        extra,
        v.decided_at.unwrap_or(v.created_at),
    )
}

/// The user's standing and tier after `v` was decided.
fn apply_to(user: &mut User, v: &Verification) {
    user.kyc = Some(v.standing_after(user.kyc.as_ref()));
    if v.status == KycStatus::Approved {
        user.kyc_tier = user.kyc_tier.max(v.tier);
        // verified again: what was asked for is done
        user.kyc_due = None;
    }
    user.updated_at = v.decided_at.unwrap_or(user.updated_at);
}

/// `user_id` submits `s` for review.
pub async fn submit(
    st: &AppState,
    m: &Merchant,
    user_id: &str,
    s: &Submission,
    idem: &Idem,
) -> ApiResult<Response> {
    let digest = hex::encode(Sha256::digest(&s.image));
    let ext = if s.content_type == "image/png" {
        "png"
    } else {
        "jpg"
    };
    let doc = Document {
        key: format!("kyc/{}/{}/{}.{ext}", m.id, user_id, digest),
        content_type: s.content_type.into(),
        bytes: s.image.len() as u64,
        sha256: digest,
    };
    let stored = AtomicBool::new(false);
    tx::commit(st, idem, || async {
        let f = users::require_id(st, &m.id, user_id).await?;
        sanduq_domain::kyc::may_submit(
            f.user.kyc_tier,
            f.user.kyc.as_ref(),
            s.tier,
            f.user.kyc_due.is_some(),
        )?;
        let now = st.now_for(m);
        // a sandbox's test numbers (SANDBOX-APPROVE, …) verify any number of test wallets
        let test_number = m.sandbox
            && [
                sanduq_domain::kyc::SANDBOX_APPROVE,
                sanduq_domain::kyc::SANDBOX_REJECT,
            ]
            .contains(&s.document_number.as_str());
        let held = match test_number {
            true => None,
            false => claimed(st, &m.id, s.document_type, &s.document_number).await?,
        };
        if let Some(other) = held.as_ref().filter(|c| c.user_id != f.user.id) {
            return document_in_use(st, &f.user, s, other, now).await;
        }
        if !stored.load(Ordering::Acquire) {
            st.documents
                .put(&doc.key, s.image.clone(), s.content_type)
                .await
                .map_err(|e| {
                    tracing::error!(error = %e, "an identity document was not stored");
                    ApiError::new(
                        ErrorCode::ServiceUnavailable,
                        "identity documents cannot be stored now; retry later",
                    )
                })?;
            stored.store(true, Ordering::Release);
        }
        let v = Verification {
            id: new_id("kyc"),
            merchant_id: m.id.clone(),
            user_id: f.user.id.clone(),
            tier: s.tier,
            full_name: s.full_name.clone(),
            date_of_birth: s.date_of_birth,
            document_type: s.document_type,
            document_number: s.document_number.clone(),
            document: doc.clone(),
            status: KycStatus::Pending,
            reason: None,
            created_at: now,
            decided_at: None,
        };
        let mut user = f.user.clone();
        user.kyc = Some(v.submitted(user.kyc.as_ref()));
        user.updated_at = now;
        // the name and date of birth the user gives are screened (docs/compliance.md)
        let subject = Subject {
            kind: "user".into(),
            id: user.id.clone(),
            merchant_id: m.id.clone(),
            name: s.full_name.clone(),
            date_of_birth: Some(s.date_of_birth.to_string()),
            at: "kyc".into(),
        };
        let alerts = sanduq_compliance::screen::raise(st, &subject, true, now).await?;
        let frozen_for = user.frozen_for();
        users::hold_for(&mut user, &alerts, now);
        let mut out = v.clone();
        let magic = m.sandbox.then(|| v.sandbox_decision()).flatten();
        if let Some(d) = magic {
            if let Some(decided) = v.decide(&d, now)? {
                out = decided;
                let mut before = f.user.clone();
                apply_to(&mut before, &out);
                user = before;
            }
        }
        let mut writes = vec![put(&out, None)?, users::user_item(&user, Some(f.version))?];
        writes.extend(users::held(
            &m.id,
            &user,
            &alerts,
            frozen_for,
            sequence(f.version + 1, 0),
            now,
        )?);
        let mut plan_rules = vec![];
        if out.status != KycStatus::Pending {
            writes.extend(decided_event(m, &out, &user, 1));
            if out.status == KycStatus::Approved && !test_number {
                writes.extend(claim(&out, held.as_ref())?);
                plan_rules.push(claim_key(&m.id, out.document_type, &out.document_number));
            }
        }
        let mut plan = Plan::answer(writes, StatusCode::CREATED, view(&out));
        for k in plan_rules {
            plan = plan.rule(k, in_use());
        }
        Ok(plan)
    })
    .await
}

async fn load(st: &AppState, id: &str) -> ApiResult<(Verification, u64)> {
    if !has_shape(id, "kyc") {
        return Err(missing());
    }
    let item = st.store.get_stored(&key(id)).await?.ok_or_else(missing)?;
    let version = item.version();
    Ok((items::from_stored(&item)?, version))
}

/// A verification, as operators review it.
pub async fn review(st: &AppState, id: &str) -> ApiResult<Value> {
    Ok(review_view(&get(st, id).await?))
}

/// Verification `id` (NOT_FOUND when there is none).
pub async fn get(st: &AppState, id: &str) -> ApiResult<Verification> {
    Ok(load(st, id).await?.0)
}

/// A verification's document image and its media type, read from the document store for an
/// operator (NOT_FOUND when the verification is unknown; SERVICE_UNAVAILABLE when the store
/// cannot answer or no longer holds it, which is logged: it was stored before the
/// verification was).
pub async fn document(st: &AppState, id: &str) -> ApiResult<(Vec<u8>, String)> {
    let v = get(st, id).await?;
    let unavailable = || {
        ApiError::new(
            ErrorCode::ServiceUnavailable,
            "the identity document cannot be read now; retry later",
        )
    };
    match st.documents.get(&v.document.key).await {
        Ok(Some(bytes)) => Ok((bytes, v.document.content_type)),
        Ok(None) => {
            tracing::error!(verification = %v.id, "an identity document is missing from its store");
            Err(unavailable())
        }
        Err(e) => {
            tracing::error!(verification = %v.id, error = %e, "an identity document was not read");
            Err(unavailable())
        }
    }
}

/// The user's own latest verification (NOT_FOUND before any).
pub async fn latest(st: &AppState, m: &Merchant, user_id: &str) -> ApiResult<Value> {
    let f = users::require_id(st, &m.id, user_id).await?;
    let id = f.user.kyc.map(|s| s.verification_id).ok_or_else(missing)?;
    Ok(view(&load(st, &id).await?.0))
}

/// Pending verifications of every merchant, oldest first (at most `limit`), as operators
/// review them.
pub async fn queue(st: &AppState, limit: usize) -> ApiResult<Vec<Value>> {
    Ok(pending(st, limit).await?.iter().map(review_view).collect())
}

/// Pending verifications of every merchant, oldest first (at most `limit`).
pub async fn pending(st: &AppState, limit: usize) -> ApiResult<Vec<Verification>> {
    let mut q = Query::index(Index::Gsi1, QUEUE);
    q.limit = Some(limit);
    let rows = st.store.query(&q).await?;
    rows.into_iter().map(items::from_item).collect()
}

/// An operator's decision on verification `id`. The same decision again answers the
/// verification as it is; the other one after a decision is INVALID_PAYMENT_STATUS.
pub async fn decide(st: &AppState, id: &str, decision: Decision) -> ApiResult<Value> {
    let r = tx::apply(st, Guard::Versioned, || async {
        let (v, version) = load(st, id).await?;
        let m = items::load_merchant(st, &v.merchant_id)
            .await?
            .ok_or_else(missing)?;
        let now = st.now_for(&m);
        let Some(decided) = v.decide(&decision, now)? else {
            return Ok(Plan::new(vec![], review_view(&v)));
        };
        let f = users::require_id(st, &m.id, &v.user_id).await?;
        let mut user = f.user.clone();
        // a later submission (after this one was decided) would own the standing; while
        // this one is pending it is the latest, so the standing follows it
        apply_to(&mut user, &decided);
        let mut writes = vec![
            put(&decided, Some(version))?,
            users::user_item(&user, Some(f.version))?,
        ];
        writes.extend(decided_event(&m, &decided, &user, version + 1));
        if decided.status != KycStatus::Approved {
            return Ok(Plan::new(writes, review_view(&decided)));
        }
        // one document verifies one wallet: an approval of a document another approval
        // made another user's is refused (the operator rejects it instead)
        let held = claimed(st, &m.id, v.document_type, &v.document_number).await?;
        if held.as_ref().is_some_and(|c| c.user_id != v.user_id) {
            return Err(in_use());
        }
        writes.extend(claim(&decided, held.as_ref())?);
        let key = claim_key(&m.id, v.document_type, &v.document_number);
        Ok(Plan::new(writes, review_view(&decided)).rule(key, in_use()))
    })
    .await?;
    match r {
        tx::Applied::Done(v) => Ok(v),
        tx::Applied::AlreadyApplied => Err(items::internal("a versioned verification was guarded")),
    }
}

/// The refusal of a submission whose document is verified for `other`: an alert for the
/// compliance officers (raised once per user and document), the submission not kept.
async fn document_in_use(
    st: &AppState,
    user: &User,
    s: &Submission,
    other: &Claim,
    now: chrono::DateTime<Utc>,
) -> ApiResult<Plan<tx::Answer>> {
    let t = s.document_type.as_str();
    let id = alerts::document_id(&user.id, t, &s.document_number.to_ascii_uppercase());
    if alerts::exists(st, &id).await? {
        return Err(in_use());
    }
    let alert = Alert {
        id,
        kind: alerts::Kind::DuplicateDocument,
        status: alerts::Status::Open,
        subject: Subject {
            kind: "user".into(),
            id: user.id.clone(),
            merchant_id: user.merchant_id.clone(),
            name: s.full_name.clone(),
            date_of_birth: Some(s.date_of_birth.to_string()),
            at: "kyc".into(),
        },
        matched: None,
        clash: Some(alerts::Clash {
            document_type: t.into(),
            document_number: sanduq_domain::kyc::number_shown(&s.document_number),
            verified_for: other.user_id.clone(),
            verification_id: other.verification_id.clone(),
        }),
        fired: None,
        held: false,
        decision: None,
        created_at: now,
        updated_at: now,
    };
    Ok(Plan::refusal(vec![alerts::put_new(&alert)?], in_use()))
}

/// Today in Baghdad, for the age rule.
pub fn baghdad_today(now: chrono::DateTime<Utc>) -> NaiveDate {
    (now + chrono::Duration::seconds(i64::from(sanduq_domain::limits::BAGHDAD_OFFSET_SECS)))
        .date_naive()
}
