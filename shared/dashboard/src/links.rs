//! Payment links: the list with the form that makes one, a link's page with its QR code
//! (shown, and downloadable as PNG or SVG), and deactivation behind a confirmation. A new
//! link is made by the links family's own handler (the API's checks, idempotency and
//! messages).

use crate::session::{see_other, Look, Staff};
use crate::{
    all_fields, api_write, cell, describe, found, frame, html, money, new_key, opened, page_number,
    pager, recorded, refusal, refused, status_of, when, Form,
};
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use chrono::NaiveDate;
use sanduq_domain::staff::Action;
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::error::ApiError;
use sanduq_kernel::paging::Page;
use sanduq_kernel::state::AppState;
use sanduq_pages::dashboard::links::{self as pages, LinkForm};
use sanduq_pages::dashboard::{Frame, PaymentRow};
use sanduq_pages::format;
use sanduq_payments::links;
use sanduq_payments::routes::links as api;
use serde_json::{json, Value};

const PER_PAGE: usize = 25;
/// The side of the downloadable PNG, in pixels.
const QR_PNG_SIZE: u32 = 600;

fn currency_of(v: &Value) -> Currency {
    Currency::parse("currency", v["currency"].as_str().unwrap_or("IQD")).unwrap_or(Currency::Iqd)
}

/// A link's amount as read: the amount, or that the buyer enters it.
fn amount_text(f: &Frame, v: &Value) -> String {
    match v["amount"].as_i64() {
        Some(a) if a > 0 => money(f, a, currency_of(v)),
        _ => format!("{} ({})", f.s.open_amount, currency_of(v).code()),
    }
}

fn uses_text(f: &Frame, v: &Value) -> String {
    let l = f.locale();
    let uses = format::number(l, v["uses"].as_i64().unwrap_or(0));
    match v["max_uses"].as_i64() {
        Some(0) | None => format!("{uses} / {}", f.s.unlimited),
        Some(m) => format!("{uses} / {}", format::number(l, m)),
    }
}

#[allow(clippy::too_many_arguments)]
async fn render_list(
    st: &AppState,
    who: &Staff,
    f: Frame,
    look: Look,
    headers: &HeaderMap,
    q: &Form,
    form: LinkForm,
    status: StatusCode,
) -> Result<Response, ApiError> {
    let page = match page_number(q) {
        Ok(p) => p,
        Err(e) => {
            let f = f.with_flash(false, e);
            return Ok(refusal(
                StatusCode::UNPROCESSABLE_ENTITY,
                &f,
                f.s.error,
                look,
                headers,
            ));
        }
    };
    let base = st.public_base(headers);
    let answer = links::list(
        st,
        &who.merchant,
        Page {
            page,
            per_page: PER_PAGE,
        },
        &base,
    )
    .await?;
    let total_pages = answer["pagination"]["total_pages"].as_u64().unwrap_or(1) as usize;
    let (page_text, prev, next) = pager(
        &f,
        ("/dashboard/links", q.pairs()),
        page,
        (total_pages, page < total_pages),
    );
    let rows = answer["payment_links"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|v| {
            let status = v["status"].as_str().unwrap_or_default().to_string();
            pages::LinkRow {
                id: cell(&v["id"]),
                description: cell(&v["description"]),
                amount: amount_text(&f, v),
                status_text: f.s.link_status(&status).into(),
                status,
                uses: uses_text(&f, v),
                created: when(&f, &v["created_at"]),
            }
        })
        .collect();
    let view = pages::Links {
        rows,
        can_manage: who.may(Action::ManageLinks),
        form: LinkForm {
            currency: if form.currency.is_empty() {
                "IQD".into()
            } else {
                form.currency
            },
            ..form
        },
        key: new_key(),
        page_text,
        prev,
        next,
    };
    Ok(html(status, pages::links(&f, &view), look, headers))
}

/// `GET /dashboard/links[?page=]`
pub async fn list(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
) -> Result<Response, ApiError> {
    let (look, f) = match opened(
        &who,
        &headers,
        &uri,
        ("links", Action::ViewLinks),
        |_, _| None,
    ) {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    let q = Form::query(uri.query());
    let form = LinkForm {
        max_uses: "1".into(),
        ..Default::default()
    };
    render_list(&st, &who, f, look, &headers, &q, form, StatusCode::OK).await
}

/// The create form as the API request it stands for, or the field a person typed wrong.
fn api_body(form: &Form) -> Result<Value, &'static str> {
    let currency = form.text("currency");
    let c = Currency::parse("currency", &currency).unwrap_or(Currency::Iqd);
    let amount = match form.text("amount") {
        a if a.is_empty() => 0,
        a => c.parse_major(&a).ok_or("amount")?,
    };
    let mut b = json!({
        "amount": amount,
        "currency": currency,
        "description": form.text("description"),
    });
    let reference = form.text("reference");
    if !reference.is_empty() {
        b["reference"] = reference.into();
    }
    let max_uses = form.text("max_uses");
    if !max_uses.is_empty() {
        // not a count: the API's own message about it
        b["max_uses"] = sanduq_domain::money::parse_count(&max_uses)
            .map_or(Value::String(max_uses), Value::from);
    }
    let redirect = form.text("redirect_url");
    if !redirect.is_empty() {
        b["redirect_url"] = redirect.into(); // checked by the API, in its words
    }
    let expires = form.text("expires_on");
    if !expires.is_empty() {
        let end = NaiveDate::parse_from_str(&expires, "%Y-%m-%d")
            .ok()
            .and_then(|d| d.and_hms_opt(23, 59, 59))
            .and_then(|t| t.and_local_timezone(crate::stats::iraq()).single())
            .ok_or("expires_on")?;
        b["expires_at"] = end.to_rfc3339().into();
    }
    Ok(b)
}

/// `POST /dashboard/links` (the create form): to the new link's page.
pub async fn create(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let f = frame(&who, look, "links", "/dashboard/links", None);
    let form = Form::parse(&body);
    if let Some(r) = refused(
        &st,
        &who,
        &form,
        Action::ManageLinks,
        "",
        (&f, look, &headers),
    )
    .await
    {
        return Ok(r);
    }
    let typed = LinkForm {
        amount: form.text("amount"),
        currency: form.text("currency"),
        description: form.text("description"),
        reference: form.text("reference"),
        max_uses: form.text("max_uses"),
        expires_on: form.text("expires_on"),
        redirect_url: form.text("redirect_url"),
    };
    let again = |f: Frame, text: String, status: StatusCode| {
        let (st, who, headers, typed) = (st.clone(), who.clone(), headers.clone(), typed.clone());
        async move {
            let f = f.with_flash(false, text);
            render_list(
                &st,
                &who,
                f,
                look,
                &headers,
                &Form::query(None),
                typed,
                status,
            )
            .await
        }
    };
    let json = match api_body(&form) {
        Ok(j) => j,
        Err(field) => {
            let text = if field == "amount" {
                f.s.amount_invalid.to_string()
            } else {
                format!("VALIDATION_ERROR: {field}: must be a date")
            };
            return again(f, text, StatusCode::UNPROCESSABLE_ENTITY).await;
        }
    };
    let result = api_write(
        &who,
        &headers,
        &form,
        (&api::CREATE, Method::POST, "/api/v1/embedded/payment-links"),
        &json,
        |w| api::create(State(st.clone()), headers.clone(), w),
    )
    .await;
    match recorded(&st, &who, ("create_link", ""), result).await {
        Ok(v) => Ok(see_other(&format!(
            "/dashboard/links/{}?done=create",
            cell(&v["id"])
        ))),
        Err(e) => again(f, describe(&e), status_of(&e)).await,
    }
}

/// `GET /dashboard/links/{id}[?done=create|deactivate]`
pub async fn show(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    who: Staff,
) -> Result<Response, ApiError> {
    let (look, f) = match opened(
        &who,
        &headers,
        &uri,
        ("links", Action::ViewLinks),
        |s, q| match q.get("done") {
            Some("create") => Some(s.done_link.into()),
            Some("deactivate") => Some(s.done_deactivate.into()),
            _ => None,
        },
    ) {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    let s = f.s;
    let base = st.public_base(&headers);
    let v = match found(
        links::get(&st, &who.merchant, &id, &base).await,
        &f,
        look,
        &headers,
    )? {
        Ok(v) => v,
        Err(page) => return Ok(page),
    };
    let status = cell(&v["status"]);
    let view = pages::Link {
        id: id.clone(),
        description: cell(&v["description"]),
        amount: amount_text(&f, &v),
        status_text: s.link_status(&status).into(),
        can_deactivate: status != "deactivated" && who.may(Action::ManageLinks),
        status,
        url: cell(&v["url"]),
        short_url: cell(&v["short_url"]),
        summary: vec![
            (s.reference.into(), cell(&v["reference"])),
            (s.uses.into(), uses_text(&f, &v)),
            (s.expires.into(), when(&f, &v["expires_at"])),
            (s.created.into(), when(&f, &v["created_at"])),
        ],
        fields: all_fields(&v, &["payments"]),
        payments: v["payments"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|p| {
                let status = cell(&p["status"]);
                PaymentRow {
                    id: cell(&p["id"]),
                    created: when(&f, &p["created_at"]),
                    amount: money(&f, p["amount"].as_i64().unwrap_or(0), currency_of(p)),
                    status_text: s.status(&status).into(),
                    status,
                    reference: String::new(),
                    user: String::new(),
                    description: String::new(),
                }
            })
            .collect(),
    };
    Ok(html(StatusCode::OK, pages::link(&f, &view), look, &headers))
}

/// `GET /dashboard/links/{id}/qr?format=svg|png[&download=1]`: the QR code of the link's
/// short address.
pub async fn qr(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    who: Staff,
) -> Result<Response, ApiError> {
    let (look, f) = match opened(
        &who,
        &headers,
        &uri,
        ("links", Action::ViewLinks),
        |_, _| None,
    ) {
        Ok(o) => o,
        Err(r) => return Ok(r),
    };
    let q = Form::query(uri.query());
    let not_found = |text: &str| refusal(StatusCode::NOT_FOUND, &f, text, look, &headers);
    let link = match links::load(&st, &id).await {
        Ok(l) if l.link.merchant_id == who.merchant.id => l.link,
        Ok(_) => return Ok(not_found("no payment link with that id")),
        Err(e) if e.code() == ErrorCode::NotFound => return Ok(not_found(&e.0.message)),
        Err(e) => return Err(e),
    };
    let short = links::short_url(&st.public_base(&headers), &link.short_code);
    let fail = |e: sanduq_qr::QrError| sanduq_kernel::items::internal(e);
    let (bytes, ty, ext) = match q.get("format").unwrap_or("svg") {
        "svg" => (
            sanduq_qr::svg(&short, QR_PNG_SIZE)
                .map_err(fail)?
                .into_bytes(),
            "image/svg+xml",
            "svg",
        ),
        "png" => (
            sanduq_qr::png(&short, QR_PNG_SIZE).map_err(fail)?,
            "image/png",
            "png",
        ),
        _ => return Ok(not_found("format: must be svg or png")),
    };
    let mut r = bytes.into_response();
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(ty));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    if q.get("download") == Some("1") {
        if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"{id}-qr.{ext}\"")) {
            h.insert(header::CONTENT_DISPOSITION, v);
        }
    }
    Ok(r)
}

/// `POST /dashboard/links/{id}/deactivate`, after a confirmation.
pub async fn deactivate(
    State(st): State<AppState>,
    headers: HeaderMap,
    OriginalUri(uri): OriginalUri,
    Path(id): Path<String>,
    who: Staff,
    body: Bytes,
) -> Result<Response, ApiError> {
    let look = Look::of(&headers, uri.query());
    let back = format!("/dashboard/links/{id}");
    let f = frame(&who, look, "links", &back, None);
    let form = Form::parse(&body);
    if let Some(r) = refused(
        &st,
        &who,
        &form,
        Action::ManageLinks,
        &id,
        (&f, look, &headers),
    )
    .await
    {
        return Ok(r);
    }
    if !form.confirmed() {
        let q = f.s.confirm_deactivate.replace("{id}", &id);
        let page =
            sanduq_pages::dashboard::confirm(&f, &q, &format!("{back}/deactivate"), &[], &back);
        return Ok(html(StatusCode::OK, page, look, &headers));
    }
    let base = st.public_base(&headers);
    let done = links::deactivate(&st, &who.merchant, &id, &base).await;
    match recorded(&st, &who, ("deactivate_link", &id), done).await {
        Ok(_) => Ok(see_other(&format!("{back}?done=deactivate"))),
        Err(e) => Ok(refusal(status_of(&e), &f, &describe(&e), look, &headers)),
    }
}
