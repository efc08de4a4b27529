//! Each move on a dispute as one conditional transaction: the dispute on the version it was
//! read at, its payment on its version when the move changes it (so a decision, an
//! acceptance, a withdrawal and the deadline racing each other end it once), the
//! movement's postings and journal entry (journal kinds `dispute_hold`, `dispute_release`,
//! `dispute_refund`, referencing the dispute), and its event.

use crate::records;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use sanduq_domain::dispute::{Claim, Decision, Dispute, Moved, Status};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::{event, sequence};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, MerchantAccount};
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_payments::payments::{self, Loaded};
use sanduq_payments::receipts::{self, Numbering, Subject};
use sanduq_payments::{ledger, wallets};
use sanduq_store::Write;
use serde_json::{Map, Value};

/// The merchant's balance in `c` now (what a hold can take).
async fn available(st: &AppState, m: &str, c: Currency) -> ApiResult<i64> {
    Ok(wallets::merchant_balances(st, m, MerchantAccount::Balance)
        .await?
        .into_iter()
        .find(|(cur, _)| *cur == c)
        .map_or(0, |(_, b)| b))
}

/// A text message to the buyer: (phone, text).
pub struct Notice {
    pub phone: String,
    pub text: String,
}

/// The buyer's message when the dispute closes other than by their own withdrawal, in
/// Arabic then English; None when it does not close so or the buyer has no phone.
async fn notice(
    st: &AppState,
    m: &Merchant,
    before: &Dispute,
    mv: &Moved,
) -> ApiResult<Option<Notice>> {
    let d = &mv.dispute;
    if mv.event != "dispute.closed" || d.status == Status::Withdrawn {
        return Ok(None);
    }
    let Some(phone) = sanduq_payments::users::by_id(st, &m.id, &d.user_id)
        .await?
        .and_then(|f| f.user.phone)
    else {
        return Ok(None);
    };
    let paid = format!("{} {}", d.currency.display(before.held), d.currency.code());
    let text = if d.status.went_to_buyer() {
        format!(
            "صندوق: أُعيد {paid} إلى محفظتك بعد نزاعك على دفعتك إلى {name}. Sanduq: {paid} is back in your wallet after your dispute on your payment to {name}.",
            name = m.name
        )
    } else {
        format!(
            "صندوق: قُرّر نزاعك على دفعتك إلى {name} لصالح التاجر. Sanduq: your dispute on your payment to {name} was decided for the merchant.",
            name = m.name
        )
    };
    Ok(Some(Notice { phone, text }))
}

/// Hands a production buyer's message on after the move committed (a sandbox merchant's is
/// in its inbox, written with the move); a failure is logged, the decision stands.
async fn send(st: &AppState, notice: Option<Notice>) {
    if let Some(n) = notice {
        if let Err(e) = st.sms.send(&n.phone, &n.text).await {
            tracing::error!(error = %e, "a dispute's decision was not texted to its buyer");
        }
    }
}

/// The writes of move `mv` of a dispute of merchant `m`: the dispute (read at `read`, None:
/// new), its payment when the move changes it (read as `payment`), the postings, the event.
async fn writes(
    st: &AppState,
    m: &Merchant,
    mv: &Moved,
    read: Option<(&Dispute, u64)>,
    payment: &Loaded,
    now: DateTime<Utc>,
) -> ApiResult<(Vec<Write>, Option<Notice>)> {
    let d = &mv.dispute;
    let version = read.map(|(_, v)| v);
    let mut out = vec![records::put(d, version, records::due_at(d, now))?];
    let mut notice = match read {
        Some((before, _)) => self::notice(st, m, before, mv).await?,
        None => None,
    };
    if m.sandbox {
        if let Some(n) = notice.take() {
            out.push(sanduq_wallets::inbox::sandbox_message(
                &m.id, &n.phone, &n.text, now,
            ));
        }
    }
    // a loss or an acceptance refunds the buyer: a refund's receipt, as a merchant's refund
    let mut refund = mv.refund.clone();
    let mut receipt_url = None;
    if let (Some(r), Some(p)) = (&mut refund, &mv.payment) {
        let subject = Subject::refund(p, r);
        let numbering = Numbering::load(st, m, &p.id, now).await?;
        let (w, made) = receipts::issue(st, m, &numbering, subject, now)?;
        out.extend(w);
        receipt_url = Some(made.url.clone());
        r.receipt = Some(made);
    }
    if let Some(p) = &mv.payment {
        let events: &[&str] = if refund.is_some() {
            &["payment.refunded"]
        } else {
            &[]
        };
        out.extend(payments::save_with(
            p,
            Some((payment.version, payment.payment.status)),
            events,
            refund.as_ref(),
            now,
        )?);
    }
    if !mv.postings.is_empty() {
        // the balance was read for this plan: short now means it moved since, plan again
        let funds = match wallets::check_funds(st, &d.merchant_id, &mv.postings, &d.id).await {
            Err(e) if e.code() == ErrorCode::InsufficientBalance => return Err(tx::stale()),
            r => r?,
        };
        out.extend(ledger::writes(
            &d.merchant_id,
            &mv.postings,
            mv.kind,
            &d.id,
            now,
            &funds,
            receipt_url.as_deref(),
        )?);
    }
    out.extend(event(
        &d.merchant_id,
        mv.event,
        records::view(d, now),
        sequence(version.map_or(1, |v| v + 1), 0),
        Map::new(),
        now,
    ));
    Ok((out, notice))
}

/// A user opens a dispute on a payment of theirs at merchant `m`.
pub async fn open(
    st: &AppState,
    m: &Merchant,
    payment_id: &str,
    claim: &Claim,
    idem: &Idem,
) -> ApiResult<Response> {
    tx::commit(st, idem, || async {
        let read = payments::load(st, &m.id, payment_id).await?;
        let now = st.now_for(m);
        let balance = available(st, &m.id, read.payment.currency).await?;
        let mv = Dispute::open(&read.payment, claim.clone(), balance, now)?;
        let (w, _) = writes(st, m, &mv, None, &read, now).await?;
        Ok(Plan::answer(
            w,
            StatusCode::CREATED,
            records::view(&mv.dispute, now),
        ))
    })
    .await
}

/// Who moves a dispute, and how it is found: the merchant's (`m`), its buyer's, or any
/// (the platform's operators, the sweeper).
pub enum Whose<'a> {
    Merchant(&'a Merchant),
    User(&'a Merchant, &'a str),
    Platform,
}

async fn find(st: &AppState, whose: &Whose<'_>, id: &str) -> ApiResult<(Dispute, u64)> {
    match whose {
        Whose::Merchant(m) => records::load_merchants(st, &m.id, id).await,
        Whose::User(m, u) => records::load_users(st, &m.id, u, id).await,
        Whose::Platform => records::load(st, id).await,
    }
}

/// A move decided by `decide` from the dispute, its payment and the time, applied once;
/// an idempotent request (`idem`) answers its first answer again.
pub async fn act<F>(
    st: &AppState,
    whose: Whose<'_>,
    id: &str,
    idem: Option<&Idem>,
    decide: F,
) -> ApiResult<Response>
where
    F: Fn(&Dispute, &sanduq_domain::payment::Payment, DateTime<Utc>) -> Result<Moved, ApiError>,
{
    // the message of the plan that committed (each attempt plans its own)
    let sent: std::sync::Mutex<Option<Notice>> = std::sync::Mutex::new(None);
    let plan = || async {
        let (d, version) = find(st, &whose, id).await?;
        let m = items::load_merchant(st, &d.merchant_id)
            .await?
            .ok_or_else(|| items::internal("a dispute's merchant is missing"))?;
        let payment = payments::load(st, &m.id, &d.payment_id).await?;
        let now = st.now_for(&m);
        let mv = decide(&d, &payment.payment, now)?;
        let (w, notice) = writes(st, &m, &mv, Some((&d, version)), &payment, now).await?;
        *sent.lock().unwrap_or_else(|e| e.into_inner()) = notice;
        Ok(Plan::new(w, records::view(&mv.dispute, now)))
    };
    let answer = match idem {
        Some(idem) => {
            tx::commit(st, idem, || async {
                Ok(plan().await?.map(|v| tx::Answer::new(StatusCode::OK, &v)))
            })
            .await?
        }
        None => match tx::apply(st, Guard::Versioned, plan).await? {
            tx::Applied::Done(v) => sanduq_kernel::error::ok(StatusCode::OK, v),
            tx::Applied::AlreadyApplied => {
                return Err(items::internal("a versioned dispute was guarded"))
            }
        },
    };
    let notice = sent.lock().unwrap_or_else(|e| e.into_inner()).take();
    send(st, notice).await;
    Ok(answer)
}

/// The merchant's answer to a dispute waiting for it, beside evidence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// Submit the evidence for the platform's review.
    Submit,
    /// Give up: the buyer is refunded from the hold.
    Accept,
}

/// Merchant `m` answers dispute `id` so (the API's routes and the dashboard's forms).
pub async fn answer(
    st: &AppState,
    m: &Merchant,
    id: &str,
    idem: &Idem,
    a: Answer,
) -> ApiResult<Response> {
    act(st, Whose::Merchant(m), id, Some(idem), |d, p, now| {
        Ok(match a {
            Answer::Submit => d.submit(now)?,
            Answer::Accept => d.accept(p, now)?,
        })
    })
    .await
}

/// The merchant's evidence: `text` and `files`, stored first (content addressed, so a retry
/// stores the same objects) where identity documents are kept.
pub async fn add_evidence(
    st: &AppState,
    m: &Merchant,
    id: &str,
    text: &str,
    files: &[sanduq_api::validate::Upload],
    idem: &Idem,
) -> ApiResult<Response> {
    use sha2::{Digest, Sha256};
    // a dispute of another merchant's (or none) stores nothing
    records::load_merchants(st, &m.id, id).await?;
    let mut kept = vec![];
    for f in files {
        let digest = hex::encode(Sha256::digest(&f.bytes));
        let ext = match f.content_type {
            "application/pdf" => "pdf",
            "image/png" => "png",
            _ => "jpg",
        };
        let key = format!("disputes/{}/{id}/{digest}.{ext}", m.id);
        st.documents
            .put(&key, f.bytes.clone(), f.content_type)
            .await
            .map_err(|e| {
                tracing::error!(error = %e, "a dispute's evidence file was not stored");
                ApiError::new(
                    ErrorCode::ServiceUnavailable,
                    "evidence files cannot be stored now; retry later",
                )
            })?;
        kept.push(sanduq_domain::dispute::EvidenceFile {
            content_type: f.content_type.to_string(),
            id: format!("file_{}", &digest[..24]),
            key,
            name: f.name.clone(),
            size: f.bytes.len() as u64,
        });
    }
    act(st, Whose::Merchant(m), id, Some(idem), |d, _, now| {
        Ok(d.add_evidence(text.to_string(), kept.clone(), now)?)
    })
    .await
}

/// An evidence file's bytes and media type (any merchant's: the platform's operators).
pub async fn evidence_file(st: &AppState, id: &str, file_id: &str) -> ApiResult<(Vec<u8>, String)> {
    let (d, _) = records::load(st, id).await?;
    let missing = || ApiError::new(ErrorCode::NotFound, "no evidence file with that id");
    let f = d
        .evidence
        .iter()
        .flat_map(|e| &e.files)
        .find(|f| f.id == file_id)
        .ok_or_else(missing)?;
    match st.documents.get(&f.key).await {
        Ok(Some(bytes)) => Ok((bytes, f.content_type.clone())),
        Ok(None) => {
            tracing::error!(dispute = %d.id, "an evidence file is missing from its store");
            Err(missing())
        }
        Err(e) => {
            tracing::error!(dispute = %d.id, error = %e, "an evidence file was not read");
            Err(ApiError::new(
                ErrorCode::ServiceUnavailable,
                "the evidence file cannot be read now; retry later",
            ))
        }
    }
}

/// The platform's decision on a dispute under review.
pub async fn decide(
    st: &AppState,
    id: &str,
    decision: Decision,
    reason: &str,
    by: &str,
) -> ApiResult<Response> {
    act(st, Whose::Platform, id, None, |d, p, now| {
        Ok(d.decide(p, decision, reason.to_string(), by, now)?)
    })
    .await
}

/// What the sweeper did.
#[derive(Debug, Default, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Swept {
    /// Closed as lost for no answer by the deadline.
    pub lapsed: usize,
    /// Shortfalls (or parts of them) taken from merchants' balances.
    pub collected: usize,
    pub failed: usize,
}

/// The sweeper's work on one dispute: written down as lost past its deadline, its
/// shortfall taken as far as the balance allows; then due again when it still owes.
async fn sweep_one(st: &AppState, id: &str, swept: &mut Swept) -> ApiResult<()> {
    let sent: std::sync::Mutex<Option<Notice>> = std::sync::Mutex::new(None);
    let r = tx::apply(st, Guard::Versioned, || async {
        let (d, version) = records::load(st, id).await?;
        let m = items::load_merchant(st, &d.merchant_id)
            .await?
            .ok_or_else(|| items::internal("a dispute's merchant is missing"))?;
        let payment = payments::load(st, &m.id, &d.payment_id).await?;
        let now = st.now_for(&m);
        if let Ok(mv) = d.lapse(&payment.payment, now) {
            let (w, notice) = writes(st, &m, &mv, Some((&d, version)), &payment, now).await?;
            *sent.lock().unwrap_or_else(|e| e.into_inner()) = notice;
            return Ok(Plan::new(w, Some("lapsed")));
        }
        let balance = available(st, &m.id, d.currency).await?;
        if let Some(mv) = d.collect(&payment.payment, balance, now) {
            let (w, _) = writes(st, &m, &mv, Some((&d, version)), &payment, now).await?;
            return Ok(Plan::new(w, Some("collected")));
        }
        // nothing to take now: the shortfall again within the hour, the deadline when it
        // comes (or never, once it owes nothing and waits for nobody)
        let next = records::due_at(&d, records::retry_at(now));
        Ok(Plan::new(
            vec![records::put(&d, Some(version), next)?],
            None,
        ))
    })
    .await?;
    if matches!(r, tx::Applied::Done(Some("lapsed"))) {
        let notice = sent.lock().unwrap_or_else(|e| e.into_inner()).take();
        send(st, notice).await;
    }
    match r {
        tx::Applied::Done(Some("lapsed")) => swept.lapsed += 1,
        tx::Applied::Done(Some(_)) => swept.collected += 1,
        _ => {}
    }
    Ok(())
}

/// Every dispute due by real `real_now`.
pub async fn sweep_due(st: &AppState, real_now: DateTime<Utc>) -> Swept {
    let shards = sanduq_kernel::due::shards()
        .map(|n| records::due_shard(&n))
        .collect();
    let (found, unreadable) = sanduq_kernel::due::with_merchants(st, shards, real_now).await;
    let mut swept = Swept {
        failed: unreadable,
        ..Swept::default()
    };
    for (_, item) in found {
        let Some(id) = item.get("id").and_then(Value::as_str) else {
            continue;
        };
        if let Err(e) = sweep_one(st, id, &mut swept).await {
            tracing::warn!(dispute = %id, code = e.code().as_str(), error = %e.0.message, "dispute not swept");
            swept.failed += 1;
        }
    }
    swept
}

/// Every dispute of merchant `m` that waits or owes, on its own clock (a sandbox
/// merchant's clock moved forward).
pub async fn sweep_merchant(st: &AppState, m: &Merchant) -> ApiResult<Swept> {
    let now = st.now_for(m);
    let mut swept = Swept::default();
    for d in records::of_merchant(st, &m.id).await? {
        if records::due_at(&d, now).is_some_and(|at| at <= now) {
            sweep_one(st, &d.id, &mut swept).await?;
        }
    }
    Ok(swept)
}
