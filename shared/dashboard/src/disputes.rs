//! The Disputes pages: the list by status, one dispute, and the merchant's answer (evidence
//! with files, submit, accept after a confirmation) through the disputes family's own moves,
//! so the checks, the idempotency and the messages are the API's. Reading takes
//! `ViewDisputes`, answering `AnswerDisputes`.

use crate::session::{see_other, Look, Staff};
use crate::{
    audit, cell, describe, found, frame, html, money, new_key, opened, refused, status_of, when,
    Form,
};
use axum::body::Bytes;
use axum::extract::{Multipart, OriginalUri, Path, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::Response;
use base64::Engine as _;
use sanduq_api::validate::Body;
use sanduq_disputes::moves;
use sanduq_disputes::records::{self, Filter};
use sanduq_domain::dispute::{Status, MAX_FILE, MAX_FILES, MAX_TEXT};
use sanduq_domain::staff::Action;
use sanduq_domain::Currency;
use sanduq_kernel::error::ApiError;
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::state::AppState;
use sanduq_pages::dashboard::dispute_strings::Disputes;
use sanduq_pages::dashboard::disputes as pages;
use sanduq_pages::dashboard::Frame;
use sanduq_store::Index;
use serde_json::{json, Value};

const ROWS: usize = 25;

/// The largest evidence form (the API's own limit on its body).
pub const MAX_FORM: usize = 10 * 1024 * 1024;

fn currency_of(v: &Value) -> Currency {
    Currency::parse("currency", v["currency"].as_str().unwrap_or("IQD")).unwrap_or(Currency::Iqd)
}

/// A Disputes page's look and frame once the role may read disputes (else the refusal).
#[allow(clippy::result_large_err)] // the refusal is answered at once, never carried along
fn open(
    who: &Staff,
    headers: &HeaderMap,
    uri: &axum::http::Uri,
) -> Result<(Look, Frame), Response> {
    opened(
        who,
        headers,
        uri,
        ("disputes", Action::ViewDisputes),
        |_, _| None,
    )
}

/// `GET /dashboard/disputes[?status&cursor]`
pub async fn list(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
) -> Result<Response, ApiError> {
    let (look, f) = match open(&who, &headers, &uri) {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    let d = Disputes::of(f.locale());
    let q = Form::query(uri.query());
    let status_text = q.text("status");
    let filter = Filter {
        status: Status::parse(&status_text),
        after: q.get("cursor").and_then(records::cursor_of),
        limit: ROWS,
        ..Default::default()
    };
    let now = st.now_for(&who.merchant);
    let key = records::merchant_key(&who.merchant.id);
    let page = records::list(&st, Index::Gsi1, key, &filter, now).await?;
    let rows = page["data"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|x| {
            let status = cell(&x["status"]);
            pages::Row {
                id: cell(&x["id"]),
                date: when(&f, &x["created_at"]),
                payment: cell(&x["payment_id"]),
                amount: money(&f, x["amount"].as_i64().unwrap_or(0), currency_of(x)),
                reason: d.reason(x["reason"].as_str().unwrap_or_default()).into(),
                status_text: d.status(&status).into(),
                respond_by: if status == "needs_response" {
                    when(&f, &x["respond_by"])
                } else {
                    "–".into()
                },
                status,
            }
        })
        .collect();
    let older = page["next_cursor"].as_str().map(|c| {
        let mut s = url::form_urlencoded::Serializer::new(String::new());
        if !status_text.is_empty() {
            s.append_pair("status", &status_text);
        }
        s.append_pair("cursor", c);
        format!("/dashboard/disputes?{}", s.finish())
    });
    let view = pages::List {
        status: status_text,
        statuses: Status::NAMES
            .iter()
            .map(|s| (s.to_string(), d.status(s).to_string()))
            .collect(),
        rows,
        older,
    };
    Ok(html(StatusCode::OK, pages::list(&f, &view), look, &headers))
}

/// The dispute page as it stands, with `f`'s message.
async fn page(
    st: &AppState,
    who: &Staff,
    id: &str,
    (f, look, headers): (Frame, Look, &HeaderMap),
    status: StatusCode,
) -> Result<Response, ApiError> {
    let d = Disputes::of(f.locale());
    let (x, _) = match found(
        records::load_merchants(st, &who.merchant.id, id).await,
        &f,
        look,
        headers,
    )? {
        Ok(x) => x,
        Err(page) => return Ok(page),
    };
    let now = st.now_for(&who.merchant);
    let v = records::view(&x, now);
    let c = x.currency;
    let state = x.status_at(now);
    let waits = state == Status::NeedsResponse;
    let sizes = |n: u64| {
        let kb = n.div_ceil(1024) as i64;
        format!("{} KB", sanduq_pages::format::number(f.locale(), kb))
    };
    let view = pages::One {
        id: x.id.clone(),
        amount: money(&f, x.amount, c),
        status: state.as_str().into(),
        status_text: d.status(state.as_str()).into(),
        summary: vec![
            (d.reason.into(), d.reason(x.reason.as_str()).into()),
            (d.opened.into(), when(&f, &v["created_at"])),
            (d.respond_by.into(), when(&f, &v["respond_by"])),
        ],
        payment: x.payment_id.clone(),
        description: x.description.clone(),
        held: money(&f, x.held, c),
        shortfall: (x.shortfall > 0).then(|| money(&f, x.shortfall, c)),
        deadline: waits.then(|| d.answer_by.replace("{date}", &when(&f, &v["respond_by"]))),
        outcome: x.outcome_reason.clone(),
        evidence: x
            .evidence
            .iter()
            .map(|e| pages::Piece {
                text: e.text.clone(),
                date: when(&f, &json!(e.added_at)),
                files: e
                    .files
                    .iter()
                    .map(|file| (file.name.clone(), sizes(file.size)))
                    .collect(),
            })
            .collect(),
        can_answer: waits && who.may(Action::AnswerDisputes),
        can_submit: waits && !x.evidence.is_empty(),
        keys: [new_key(), new_key(), new_key()],
    };
    Ok(html(status, pages::one(&f, &view), look, headers))
}

/// `GET /dashboard/disputes/{id}[?done=added|submitted|accepted]`
pub async fn show(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let (look, f) = match open(&who, &headers, &uri) {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    let d = Disputes::of(f.locale());
    let f = match Form::query(uri.query()).get("done") {
        Some("added") => f.with_flash(true, d.added),
        Some("submitted") => f.with_flash(true, d.submitted),
        Some("accepted") => f.with_flash(true, d.accepted),
        _ => f,
    };
    page(&st, &who, &id, (f, look, &headers), StatusCode::OK).await
}

/// A move's outcome: back to the dispute with its message, or the page with the API's.
async fn answered(
    st: &AppState,
    who: &Staff,
    id: &str,
    (action, done): (&str, &str),
    r: Result<Response, ApiError>,
    (f, look, headers): (Frame, Look, &HeaderMap),
) -> Result<Response, ApiError> {
    match r {
        Ok(_) => {
            audit(st, who, action, id, "ok").await;
            Ok(see_other(&format!("/dashboard/disputes/{id}?done={done}")))
        }
        Err(e) => {
            audit(st, who, action, id, e.code().as_str()).await;
            let f = f.with_flash(false, describe(&e));
            page(st, who, id, (f, look, headers), status_of(&e)).await
        }
    }
}

/// A multipart form's text fields and its files (name, bytes), or None when unreadable.
async fn read(mut parts: Multipart) -> Option<(Form, Vec<(String, Vec<u8>)>)> {
    let mut fields = vec![];
    let mut files = vec![];
    while let Some(field) = parts.next_field().await.ok()? {
        let name = field.name().unwrap_or_default().to_string();
        let file = field.file_name().map(str::to_string);
        let bytes = field.bytes().await.ok()?;
        match file {
            // a file input left empty sends a part with no name and no bytes
            Some(f) if name == "files" && !(f.is_empty() && bytes.is_empty()) => {
                files.push((f, bytes.to_vec()))
            }
            Some(_) => {}
            None if bytes.len() <= MAX_TEXT * 4 => {
                fields.push((name, String::from_utf8_lossy(&bytes).into_owned()))
            }
            None => {}
        }
    }
    Some((Form::of(fields), files))
}

/// `POST /dashboard/disputes/{id}/evidence` (multipart): text and files, as the API's
/// `POST /disputes/{id}/evidence` takes them.
pub async fn evidence(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
    Path(id): Path<String>,
    parts: Multipart,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "disputes", "/dashboard/disputes", None);
    let Some((form, files)) = read(parts).await else {
        let text = format!("files: {}", Disputes::of(f.locale()).files_hint);
        let f = f.with_flash(false, text);
        return page(
            &st,
            &who,
            &id,
            (f, look, &headers),
            StatusCode::PAYLOAD_TOO_LARGE,
        )
        .await;
    };
    if let Some(r) = refused(
        &st,
        &who,
        &form,
        Action::AnswerDisputes,
        &id,
        (&f, look, &headers),
    )
    .await
    {
        return Ok(r);
    }
    let b64 = base64::engine::general_purpose::STANDARD;
    let files: Vec<Value> = files
        .iter()
        .map(|(name, bytes)| json!({ "name": name, "data": b64.encode(bytes) }))
        .collect();
    let mut json = json!({ "text": form.text("text") });
    if !files.is_empty() {
        json["files"] = files.into();
    }
    let path = format!("/api/v1/disputes/{id}/evidence");
    let r = async {
        // read as the API reads its body: the same checks and messages
        let mut b = Body::parse(json.to_string().as_bytes())?;
        let text = b.req_str("text", MAX_TEXT);
        let files = b.opt_files("files", MAX_FILE, MAX_FILES);
        b.finish()?;
        let idem = Idem::of(
            &who.merchant.id,
            &form.text("idempotency_key"),
            &Method::POST,
            &path,
            json.to_string().as_bytes(),
        )?;
        who.merchant.require_approved()?;
        moves::add_evidence(&st, &who.merchant, &id, &text, &files, &idem).await
    }
    .await;
    answered(
        &st,
        &who,
        &id,
        (Action::AnswerDisputes.as_str(), "added"),
        r,
        (f, look, &headers),
    )
    .await
}

/// `POST /dashboard/disputes/{id}/submit`
pub async fn submit(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
    Path(id): Path<String>,
    body: Bytes,
) -> Result<Response, ApiError> {
    answer(st, headers, uri, who, id, body, false).await
}

/// `POST /dashboard/disputes/{id}/accept`, after a confirmation page.
pub async fn accept(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
    Path(id): Path<String>,
    body: Bytes,
) -> Result<Response, ApiError> {
    answer(st, headers, uri, who, id, body, true).await
}

async fn answer(
    st: AppState,
    headers: HeaderMap,
    uri: axum::http::Uri,
    who: Staff,
    id: String,
    body: Bytes,
    accepting: bool,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "disputes", "/dashboard/disputes", None);
    let d = Disputes::of(f.locale());
    let form = Form::parse(&body);
    if let Some(r) = refused(
        &st,
        &who,
        &form,
        Action::AnswerDisputes,
        &id,
        (&f, look, &headers),
    )
    .await
    {
        return Ok(r);
    }
    let back = format!("/dashboard/disputes/{id}");
    if accepting && !form.confirmed() {
        let fields = vec![("idempotency_key".to_string(), form.text("idempotency_key"))];
        let q = format!("{} {}", d.accept, d.accept_note);
        let page =
            sanduq_pages::dashboard::confirm(&f, &q, &format!("{back}/accept"), &fields, &back);
        return Ok(html(StatusCode::OK, page, look, &headers));
    }
    let (name, done) = if accepting {
        ("accept", "accepted")
    } else {
        ("submit", "submitted")
    };
    let path = format!("/api/v1/disputes/{id}/{name}");
    let r = async {
        let idem = Idem::of(
            &who.merchant.id,
            &form.text("idempotency_key"),
            &Method::POST,
            &path,
            b"{}",
        )?;
        who.merchant.require_approved()?;
        let a = if accepting {
            moves::Answer::Accept
        } else {
            moves::Answer::Submit
        };
        moves::answer(&st, &who.merchant, &id, &idem, a).await
    }
    .await;
    answered(
        &st,
        &who,
        &id,
        (Action::AnswerDisputes.as_str(), done),
        r,
        (f, look, &headers),
    )
    .await
}
