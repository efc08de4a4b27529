//! Identity verification: the tier and the review's status, and the form that sends a
//! document for review (a multipart upload; the photo goes to the API as base64).

use crate::api::Failure;
use crate::new_key;
use crate::visit::{status_of, Visit};
use axum::extract::Multipart;
use axum::http::{Method, StatusCode};
use axum::response::Response;
use base64::Engine;
use sanduq_api::browser::Form;
use sanduq_domain::kyc::DocumentType;
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
        may_submit: status != "pending"
            && (kyc["tier"].as_i64().unwrap_or(0) < 2 || kyc["renewal_due"] == true),
        renewal_due: kyc["renewal_due"] == true,
        one: format!("{} {}", f.s.tier, format::number(l, 1)),
        two: format!("{} {}", f.s.tier, format::number(l, 2)),
        documents: DocumentType::NAMES
            .iter()
            .map(|d| (*d, f.s.document(d)))
            .collect(),
    })
}

async fn standing(v: &Visit) -> Result<Value, Failure> {
    Ok(v.get("/wallet").await?["kyc"].clone())
}

/// `GET /wallet/identity`
pub async fn show(v: Visit) -> Response {
    match standing(&v).await {
        Ok(k) => v.page(StatusCode::OK, page(&v.frame("identity"), &k, &new_key())),
        Err(e) => v.refused("identity", &e),
    }
}

/// A multipart form's text fields and its one file (bytes), or what is unreadable.
async fn read(mut parts: Multipart) -> Result<(Form, Vec<u8>), Failure> {
    let unreadable =
        || Failure::field("document_image", "the form could not be read; at most 2 MB");
    let mut fields = vec![];
    let mut image = vec![];
    while let Some(field) = parts.next_field().await.map_err(|_| unreadable())? {
        let name = field.name().unwrap_or_default().to_string();
        let bytes = field.bytes().await.map_err(|_| unreadable())?;
        if name == "document_image" {
            image = bytes.to_vec();
        } else if bytes.len() <= 1000 {
            fields.push((name, String::from_utf8_lossy(&bytes).into_owned()));
        }
    }
    Ok((Form::of(fields), image))
}

/// `POST /wallet/identity` (multipart): sends the document for review.
pub async fn submit(v: Visit, parts: Multipart) -> Response {
    let read = match read(parts).await {
        Ok((form, image)) => match v.checked(form) {
            Ok(form) => Ok((form, image)),
            Err(r) => return r,
        },
        Err(e) => Err(e),
    };
    let sent = async {
        let (form, image) = read?;
        let ask = json!({
            "tier": form.text("tier").parse::<i64>().unwrap_or(0),
            "full_name": form.text("full_name"),
            "date_of_birth": form.text("date_of_birth"),
            "document_type": form.text("document_type"),
            "document_number": form.text("document_number"),
            "document_image": base64::engine::general_purpose::STANDARD.encode(image),
        });
        v.call(
            (Method::POST, "/wallet/kyc"),
            Some(&ask),
            Some(&form.text("idempotency_key")),
        )
        .await
    };
    let (f, status) = match sent.await {
        Ok(answer) => {
            let f = v.frame("identity");
            let s = f.s;
            let word = s.kyc_status_word(answer["status"].as_str().unwrap_or("pending"));
            (
                f.ok(s.kyc_submitted.replace("{name}", word)),
                StatusCode::CREATED,
            )
        }
        Err(e) => (crate::failed(v.frame("identity"), &e), status_of(&e)),
    };
    let k = standing(&v).await.unwrap_or(Value::Null);
    v.page(status, page(&f, &k, &new_key()))
}
