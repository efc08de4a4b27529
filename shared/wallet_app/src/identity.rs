//! Identity verification: the tier and the review's status, and the form that sends a
//! document for review (a multipart upload; the photo goes to the API as base64).

use crate::api::{self, Api, Failure};
use crate::session::Holder;
use crate::{frame, html, message, new_key};
use axum::extract::{Multipart, State};
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::Response;
use axum::Extension;
use base64::Engine;
use sanduq_api::browser::{Form, Look};
use sanduq_domain::kyc::DocumentType;
use sanduq_kernel::state::AppState;
use sanduq_pages::format;
use sanduq_pages::wallet::{self as pages, Frame};
use serde_json::{json, Value};

fn page(f: &Frame, kyc: &Value, key: &str) -> String {
    let l = f.locale();
    let status = kyc["status"].as_str().unwrap_or("none");
    pages::page(pages::Identity {
        f,
        key,
        tier: format::number(l, kyc["tier"].as_i64().unwrap_or(0)),
        status_code: status,
        status: f.s.kyc_status_word(status),
        reason: kyc["reason"].as_str().unwrap_or_default(),
        may_submit: status != "pending" && kyc["tier"].as_i64().unwrap_or(0) < 2,
        one: format!("{} {}", f.s.tier, format::number(l, 1)),
        two: format!("{} {}", f.s.tier, format::number(l, 2)),
        documents: DocumentType::NAMES
            .iter()
            .map(|d| (*d, f.s.document(d)))
            .collect(),
    })
}

async fn standing(st: &AppState, api: &Api, who: &Holder) -> Result<Value, Failure> {
    Ok(api::call(st, api, who, (Method::GET, "/wallet"), None, None).await?["kyc"].clone())
}

/// `GET /wallet/identity`
pub async fn show(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
) -> Response {
    let look = Look::of(&headers, uri.query());
    let f = frame(look, Some(&who), "identity", &uri);
    match standing(&st, &api, &who).await {
        Ok(k) => html(StatusCode::OK, page(&f, &k, &new_key()), look, &headers),
        Err(e) => {
            let f = crate::failed(f, &e);
            let text = f.flash.clone().map(|x| x.text).unwrap_or_default();
            message(StatusCode::BAD_GATEWAY, &f, &text, look, &headers)
        }
    }
}

/// A multipart form's text fields and its one file (bytes), or what is unreadable.
async fn read(mut parts: Multipart) -> Result<(Form, Vec<u8>), Failure> {
    let mut fields = vec![];
    let mut image = vec![];
    loop {
        let next = parts.next_field().await.map_err(|_| {
            Failure::field("document_image", "the form could not be read; at most 2 MB")
        })?;
        let Some(field) = next else { break };
        let name = field.name().unwrap_or_default().to_string();
        let bytes = field.bytes().await.map_err(|_| {
            Failure::field("document_image", "the form could not be read; at most 2 MB")
        })?;
        if name == "document_image" {
            image = bytes.to_vec();
        } else if bytes.len() <= 1000 {
            fields.push((name, String::from_utf8_lossy(&bytes).into_owned()));
        }
    }
    Ok((Form::of(fields), image))
}

/// `POST /wallet/identity` (multipart): sends the document for review.
pub async fn submit(
    State(st): State<AppState>,
    Extension(api): Extension<Api>,
    who: Holder,
    headers: HeaderMap,
    uri: Uri,
    parts: Multipart,
) -> Response {
    let look = Look::of(&headers, uri.query());
    let f = frame(look, Some(&who), "identity", &uri);
    let read = read(parts).await;
    if let Ok((form, _)) = &read {
        if !crate::csrf_ok(&who, form) {
            return crate::stale(look, &who, &uri, &headers);
        }
    }
    let sent = async {
        let (form, image) = read?;
        let tier: i64 = form.text("tier").parse().unwrap_or(0);
        let ask = json!({
            "tier": tier,
            "full_name": form.text("full_name"),
            "date_of_birth": form.text("date_of_birth"),
            "document_type": form.text("document_type"),
            "document_number": form.text("document_number"),
            "document_image": base64::engine::general_purpose::STANDARD.encode(image),
        });
        api::call(
            &st,
            &api,
            &who,
            (Method::POST, "/wallet/kyc"),
            Some(&ask),
            Some(&form.text("idempotency_key")),
        )
        .await
    };
    match sent.await {
        Ok(v) => {
            let status = v["status"].as_str().unwrap_or("pending");
            let w = f.s;
            let f = f.ok(w.kyc_submitted.replace("{name}", w.kyc_status_word(status)));
            let k = standing(&st, &api, &who).await.unwrap_or(Value::Null);
            html(
                StatusCode::CREATED,
                page(&f, &k, &new_key()),
                look,
                &headers,
            )
        }
        Err(e) => {
            let status = StatusCode::from_u16(e.status).unwrap_or(StatusCode::UNPROCESSABLE_ENTITY);
            let f = crate::failed(f, &e);
            let k = standing(&st, &api, &who).await.unwrap_or(Value::Null);
            html(status, page(&f, &k, &new_key()), look, &headers)
        }
    }
}
