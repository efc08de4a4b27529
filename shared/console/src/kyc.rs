//! Identity reviews: the queue of pending verifications across merchants (oldest first),
//! each one's facts and its document image (read from the document store for this page only,
//! never cached, each read on the staff audit trail), approved or rejected with a reason by
//! the admin API's own handlers. A reviewer sees only the number's last four characters, as
//! the API shows it; the image carries the rest.

use crate::home::when;
use crate::session::{self, Signed};
use crate::{
    answered, audited, finished, frame, html, read_on_trail, refusal, signed_page, Act, FileRead,
};
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use sanduq_admin::routes;
use sanduq_api::browser::{Form, Look};
use sanduq_api::extract::Fields;
use sanduq_domain::kyc::Verification;
use sanduq_domain::operators::Permission;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::state::AppState;
use sanduq_pages::console::{self as pages, KycReview, KycRow};
use sanduq_pages::wallet::strings::Wal;
use sanduq_pages::{format, Locale};
use serde_json::json;

/// How many pending verifications the queue shows.
const SHOWN: usize = 100;

/// A merchant's name (its id when it is gone).
pub(crate) async fn merchant_name(st: &AppState, id: &str) -> ApiResult<String> {
    Ok(sanduq_kernel::items::load_merchant(st, id)
        .await?
        .map_or_else(|| id.to_string(), |m| m.name))
}

/// `GET /console/kyc[?done=approved|rejected]`
pub async fn queue(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::KycRead);
    let f = match signed_page(&who, look, "kyc", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let s = f.s;
    let f = match Form::query(uri.query()).get("done") {
        Some("approved") => f.with_flash(true, s.done_kyc_approved),
        Some("rejected") => f.with_flash(true, s.done_kyc_rejected),
        _ => f,
    };
    let l = look.locale;
    let mut rows = vec![];
    for v in sanduq_wallets::kyc::pending(&st, SHOWN).await? {
        rows.push(KycRow {
            merchant: merchant_name(&st, &v.merchant_id).await?,
            id: v.id,
            user_id: v.user_id,
            name: v.full_name,
            tier: format::number(l, v.tier as i64),
            document: Wal::of(l).document(v.document_type.as_str()),
            created: when(l, v.created_at),
        });
    }
    Ok(html(StatusCode::OK, pages::kyc(&f, &rows), look, &headers))
}

fn review_of(l: Locale, v: Verification, merchant: String) -> KycReview {
    let w = Wal::of(l);
    KycReview {
        status: w.kyc_status_word(v.status.as_str()),
        number: v.number_shown(),
        date_of_birth: format::digits(l, &v.date_of_birth.to_string()),
        tier: format::number(l, v.tier as i64),
        document: w.document(v.document_type.as_str()),
        created: when(l, v.created_at),
        reason: v.reason.unwrap_or_default(),
        id: v.id,
        user_id: v.user_id,
        name: v.full_name,
        merchant,
    }
}

/// `GET /console/kyc/{id}`
pub async fn review(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let may = who.operator.may(Permission::KycRead);
    let f = match signed_page(&who, look, "kyc", &uri, may, &headers) {
        Ok(f) => f,
        Err(refused) => return Ok(*refused),
    };
    let v = match sanduq_wallets::kyc::get(&st, &id).await {
        Ok(v) => v,
        Err(e) if e.code() == sanduq_domain::ErrorCode::NotFound => {
            return Ok(refusal(
                StatusCode::NOT_FOUND,
                &f,
                f.s.not_found,
                look,
                &headers,
            ))
        }
        Err(e) => return Err(e),
    };
    let pending = v.status == sanduq_domain::kyc::KycStatus::Pending;
    let merchant = merchant_name(&st, &v.merchant_id).await?;
    let r = review_of(look.locale, v, merchant);
    let may_decide = pending && who.operator.may(Permission::KycReview);
    let body = pages::kyc_review(&f, &r, may_decide);
    Ok(html(StatusCode::OK, body, look, &headers))
}

/// `GET /console/kyc/{id}/document`: the image itself, each read on the staff audit trail.
pub async fn document(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    origin: session::Origin,
) -> Result<Response, ApiError> {
    let read = FileRead {
        action: "GET /console/kyc/{id}/document",
        object: id.clone(),
        need: Permission::KycRead,
        section: "kyc",
    };
    let run = sanduq_wallets::kyc::document(&st, &id);
    let answer = |(bytes, media): (Vec<u8>, String)| routes::document_answer(bytes, &media);
    read_on_trail(&st, &who, (&headers, &uri, origin), read, run, answer).await
}

/// `POST /console/kyc/{id}/approve|reject` (csrf; reason to reject)
pub async fn decide(
    State(st): State<AppState>,
    who: Signed,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path((id, step)): Path<(String, String)>,
    origin: session::Origin,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let form = Form::parse(&body);
    let f = frame(&who, look, "kyc", "/console/kyc", None);
    let act = Act {
        action: format!("POST /console/kyc/{{id}}/{step}"),
        path: uri.path().to_string(),
        object: id.clone(),
        origin,
    };
    let run = async {
        match step.as_str() {
            "approve" => {
                let b = Fields::of(&routes::KYC_APPROVE, &json!({}))?;
                routes::kyc_approve(State(st.clone()), Path(id.clone()), b).await
            }
            "reject" => {
                let reject = json!({ "reason": form.text("reason") });
                let b = Fields::of(&routes::KYC_REJECT, &reject)?;
                routes::kyc_reject(State(st.clone()), Path(id.clone()), b).await
            }
            _ => Err(ApiError::new(
                sanduq_domain::ErrorCode::NotFound,
                "no such action",
            )),
        }
    };
    let need = Permission::KycReview;
    let ran = audited(&st, &who, &form, need, act, run, answered).await?;
    let answered = match finished(ran, &f, look, &headers) {
        Ok(done) => done,
        Err(page) => return Ok(*page),
    };
    match answered {
        Ok(_) => {
            let done = if step == "approve" {
                "approved"
            } else {
                "rejected"
            };
            Ok(session::see_other(&format!("/console/kyc?done={done}")))
        }
        Err(e) => Ok(refusal(
            StatusCode::UNPROCESSABLE_ENTITY,
            &f,
            &e.0.message,
            look,
            &headers,
        )),
    }
}
