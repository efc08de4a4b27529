//! Pages Sanduq serves to buyers' browsers: the hosted checkout page (a core session's
//! checkout_url), the embedded checkout popup, the browser SDK and their assets. Locales
//! ar, ku, en (`?locale=`, else Accept-Language), themes light, dark, auto (`?theme=`),
//! the merchant's branding. Rendering lives in `sanduq-pages`; this decides what to show.
//! Payment links: `/links/{id}` is the link's page, `/l/{code}` its short address.

use crate::checkout;
use crate::payments;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::from_fn_with_state;
use axum::response::{IntoResponse, Response};
use axum::{Form, Router};
use sanduq_api::auth;
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes};
use sanduq_domain::fx::Fixed;
use sanduq_domain::ids::has_shape;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::payment::PaymentStatus;
use sanduq_domain::session::{core_status, CheckoutSession};
use sanduq_domain::user::is_pin;
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::error::ApiError;
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx;
use sanduq_pages::{Locale, Mode, Theme};
use serde::Deserialize;

pub fn router(st: AppState) -> Router {
    routes(st.clone()).finish(st).0
}

pub fn routes(st: AppState) -> Routes {
    Routes::new("pages", Auth::Public)
        .get("/pay/{session_id}", show, &SHOW)
        .post("/pay/{session_id}", confirm, &CONFIRM)
        .get("/embedded/checkout", popup, &POPUP)
        .get("/links/{link_id}", link_page, &LINK_PAGE)
        .get("/l/{code}", short_link, &SHORT_LINK)
        .get("/qr/{file}", qr_image, &QR_IMAGE)
        .get("/r/{receipt_token}", receipt_page, &RECEIPT_PAGE)
        .get("/sdk/v1/sanduq.js", sdk, &SDK)
        .get("/assets/v1/{file}", asset, &ASSET)
        .layer(|r| r.route_layer(from_fn_with_state(st, auth::public)))
}

const LOCALE: Field = Field::opt(
    "locale",
    Kind::Preference {
        one_of: &["en", "ar", "ku"],
    },
    "en, ar or ku; otherwise Accept-Language, else en",
);
const THEME: Field = Field::opt(
    "theme",
    Kind::Preference {
        one_of: &["light", "dark", "auto"],
    },
    "light, dark or auto (the default)",
);

const SHOW: Op = Op {
    id: "checkoutPage",
    summary: "The hosted checkout page of a core session (its checkout_url)",
    query: &[LOCALE, THEME],
    answer: Answer::Html,
    errors: &[ErrorCode::NotFound, ErrorCode::MerchantNotApproved],
    ..Op::DEFAULT
};

const CONFIRM: Op = Op {
    id: "checkoutPageConfirm",
    summary: "The buyer confirms on the hosted page (form field pin)",
    about: "An HTML form post (application/x-www-form-urlencoded, field pin, and fx_quote_id when the page offered paying from the other currency); its result or error is shown on the page in its language.",
    query: &[LOCALE, THEME],
    answer: Answer::Html,
    errors: &[ErrorCode::NotFound, ErrorCode::MerchantNotApproved],
    ..Op::DEFAULT
};

const POPUP: Op = Op {
    id: "popupPage",
    summary: "The embedded checkout popup",
    about: "Opened by sanduq.js; it learns its session from its opener (postMessage), or from the URL fragment in redirect mode.",
    query: &[
        Field::opt("mode", Kind::Word { max: 16, one_of: &["popup", "redirect"] }, "default popup"),
        Field::opt("origin", Kind::Origin, "the opener's origin, required in popup mode"),
        LOCALE,
        THEME,
    ],
    answer: Answer::Html,
    errors: &[ErrorCode::ValidationError],
    ..Op::DEFAULT
};

const LINK_PAGE: Op = Op {
    id: "paymentLinkPage",
    summary: "A payment link's hosted page",
    query: &[LOCALE, THEME],
    answer: Answer::Html,
    errors: &[ErrorCode::NotFound],
    ..Op::DEFAULT
};

const SHORT_LINK: Op = Op {
    id: "shortLink",
    summary: "A payment link's short address: a redirect to its page",
    answer: Answer::Redirect,
    errors: &[ErrorCode::NotFound],
    ..Op::DEFAULT
};

const QR_IMAGE: Op = Op {
    id: "qrImage",
    summary: "A merchant-presented QR's image: {id}.png or {id}.svg",
    answer: Answer::File { media: "image/png" },
    errors: &[ErrorCode::NotFound],
    ..Op::DEFAULT
};

const RECEIPT_PAGE: Op = Op {
    id: "receiptPage",
    summary: "A receipt's public page (a receipt's `url`)",
    about: "In Arabic, Kurdish or English; printable (A4, or an 80 mm thermal roll with `paper=80mm`), with a QR code of its own address for a cashier to check it.",
    query: &[
        LOCALE,
        THEME,
        Field::opt("paper", Kind::Preference { one_of: &["a4", "80mm"] }, "a4 (the default) or 80mm"),
    ],
    answer: Answer::Html,
    errors: &[ErrorCode::NotFound],
    ..Op::DEFAULT
};

const SDK: Op = Op {
    id: "browserSdk",
    summary: "sanduq.js, the browser SDK that opens the popup",
    answer: Answer::File {
        media: "application/javascript",
    },
    ..Op::DEFAULT
};

const ASSET: Op = Op {
    id: "pageAsset",
    summary: "The pages' stylesheets, scripts and fonts",
    answer: Answer::File { media: "text/css" },
    errors: &[ErrorCode::NotFound],
    ..Op::DEFAULT
};

/// `?locale=&theme=` of a page.
#[derive(Deserialize, Default)]
struct Look {
    locale: Option<String>,
    theme: Option<String>,
}

impl Look {
    fn locale(&self, headers: &HeaderMap) -> Locale {
        let accept = headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok());
        Locale::choose(self.locale.as_deref(), accept)
    }

    fn theme(&self) -> Theme {
        Theme::parse(self.theme.as_deref())
    }
}

/// An HTML page with the pages' security headers.
pub fn html(status: StatusCode, body: String) -> Response {
    let mut r = (status, body).into_response();
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(sanduq_pages::CSP),
    );
    h.insert(
        header::STRICT_TRANSPORT_SECURITY,
        HeaderValue::from_static(sanduq_pages::HSTS),
    );
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
}

fn static_file(body: &'static str, content_type: &'static str) -> Response {
    let mut r = body.into_response();
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=300"),
    );
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::ACCESS_CONTROL_ALLOW_ORIGIN,
        HeaderValue::from_static("*"),
    );
    r
}

async fn sdk() -> Response {
    static_file(
        sanduq_pages::assets::SDK,
        "application/javascript; charset=utf-8",
    )
}

async fn asset(Path(file): Path<String>) -> Result<Response, ApiError> {
    let (body, ty) = sanduq_pages::assets::get(&file)
        .ok_or_else(|| ApiError::new(ErrorCode::NotFound, "no such asset"))?;
    Ok(static_file(body, ty))
}

#[derive(Deserialize)]
struct PopupQuery {
    mode: Option<String>,
    origin: Option<String>,
    #[serde(flatten)]
    look: Look,
}

/// The embedded checkout popup. It learns its session from its opener (postMessage) or,
/// full-page, from the URL fragment; the page itself holds no session data.
async fn popup(headers: HeaderMap, Query(q): Query<PopupQuery>) -> Result<Response, ApiError> {
    let origin = match q.origin.as_deref() {
        None => None,
        Some(o) => Some(sanduq_pages::origin(o).ok_or_else(|| {
            sanduq_domain::DomainError::field("origin", "must be an origin: https://host[:port]")
        })?),
    };
    let mode = match (q.mode.as_deref(), origin) {
        (Some("redirect"), _) => Mode::Redirect,
        (None | Some("popup"), Some(o)) => Mode::Popup(o),
        _ => return Err(sanduq_domain::DomainError::field(
            "origin",
            "a popup needs its opener's origin (https://host[:port]); use mode=redirect otherwise",
        )
        .into()),
    };
    let page = sanduq_pages::popup(q.look.locale(&headers), q.look.theme(), &mode);
    Ok(html(StatusCode::OK, page))
}

/// A public page's session and its merchant (the page has no key to scope by).
async fn session_of(st: &AppState, id: &str) -> Result<(CheckoutSession, Merchant), ApiError> {
    let nf = || ApiError::new(ErrorCode::NotFound, "no checkout session with that id");
    if !has_shape(id, "cs") {
        return Err(nf());
    }
    let s: CheckoutSession = items::from_item(
        st.store
            .get(&items::session_key(id))
            .await?
            .ok_or_else(nf)?,
    )?;
    let m = items::load_merchant(st, &s.merchant_id)
        .await?
        .ok_or_else(nf)?;
    Ok((s, m))
}

async fn render(
    st: &AppState,
    id: &str,
    locale: Locale,
    theme: Theme,
    error: Option<String>,
) -> Result<Response, ApiError> {
    let (s, m) = session_of(st, id).await?;
    let p = payments::load(st, &m.id, &s.payment_id).await?.payment;
    let user = crate::users::by_id(st, &m.id, &s.user_id).await?;
    let other = match p.currency {
        Currency::Iqd => Currency::Usd,
        Currency::Usd => Currency::Iqd,
    };
    let got = st
        .store
        .get_many(&[
            items::wallet_key(&s.user_id, p.currency),
            items::wallet_key(&s.user_id, other),
        ])
        .await?;
    let (balance, other_balance) = (
        items::balance(got[0].as_ref()),
        items::balance(got[1].as_ref()),
    );
    let now = st.now_for(&m);
    let status = p.status_at(now);
    // A merchant that may not take payments shows no payment form, whatever the payment.
    let refused = m.require_approved().is_err();
    let (code, error) = match refused {
        true => (
            StatusCode::FORBIDDEN,
            Some(locale.strings().merchant_unavailable.to_string()),
        ),
        false => (StatusCode::OK, error),
    };
    let b = &m.branding;
    let page = sanduq_pages::Hosted {
        merchant: b.name.clone().unwrap_or_else(|| m.name.clone()),
        logo_url: b.logo_url.clone(),
        brand_color: b.brand_color.clone(),
        support_url: b.support_url.clone(),
        amount_minor: p.amount,
        amount_text: p.currency.display(p.amount),
        currency: p.currency.code().into(),
        exponent: p.currency.exponent(),
        description: p.description.clone(),
        status: core_status(status).into(),
        error,
        payable: !refused && status == PaymentStatus::Created,
        paid: !matches!(
            status,
            PaymentStatus::Created | PaymentStatus::Expired | PaymentStatus::Failed
        ),
        pin_set: user.as_ref().is_some_and(|u| u.user.pin_hash.is_some()),
        success_url: s.success_url,
        cancel_url: s.cancel_url,
        balance_minor: Some(balance),
        fx: None,
        blocked: None,
        wallet_url: format!("/wallet/signin?merchant={}&locale={}", m.id, locale.code()),
    };
    let mut page = page;
    // short of the payment's currency but not of the other: offer a quote for it (kept for
    // 30 seconds; the form posts its id with the PIN)
    if page.payable && balance < p.amount && other_balance > 0 {
        let quote = crate::fx::new_quote(
            st,
            &m,
            &s.user_id,
            other,
            p.currency,
            Fixed::To(p.amount),
            now,
        )
        .await;
        if let Some(q) = quote.ok().filter(|q| q.from_amount <= other_balance) {
            crate::fx::keep(st, &q).await?;
            page.fx = Some(hosted_fx(locale, &q));
        }
    }
    // what stops this buyer is said before any PIN is asked for (issue 72: a broke, frozen,
    // blocked or PIN-less buyer met a PIN field first, and some no way on)
    if page.payable {
        use sanduq_pages::Blocked;
        page.blocked = match &user {
            Some(u) => match u.user.may_move_money().map_err(|e| e.code) {
                Err(ErrorCode::AccountFrozen) => Some(Blocked::Frozen),
                Err(_) => Some(Blocked::PinBlocked),
                Ok(()) if u.user.pin_hash.is_none() => Some(Blocked::NoPin),
                Ok(()) if balance < p.amount && page.fx.is_none() => Some(Blocked::Short),
                Ok(()) => None,
            },
            None => None,
        };
        if page.blocked.is_some() {
            page.fx = None;
        }
    }
    Ok(html(code, sanduq_pages::hosted(locale, theme, &page)))
}

async fn show(
    State(st): State<AppState>,
    headers: HeaderMap,
    Query(look): Query<Look>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    render(&st, &id, look.locale(&headers), look.theme(), None).await
}

/// How the hosted page words a quote, in `locale`.
fn hosted_fx(locale: Locale, q: &sanduq_domain::fx::Quote) -> sanduq_pages::HostedFx {
    use sanduq_pages::format;
    let s = locale.strings();
    let name = |c: Currency| match c {
        Currency::Iqd => s.cur_iqd,
        Currency::Usd => s.cur_usd,
    };
    sanduq_pages::HostedFx {
        quote_id: q.id.clone(),
        offer: s
            .fx_offer
            .replace("{to}", name(q.to_currency))
            .replace("{from}", name(q.from_currency)),
        pay_text: format::amount(
            locale,
            q.from_amount,
            q.from_currency.code(),
            q.from_currency.exponent(),
        ),
        rate_line: s
            .fx_rate
            .replace("{rate}", &format::rate(locale, &q.rate.text())),
        official_line: s
            .fx_official
            .replace("{rate}", &format::rate(locale, &q.official_rate.text())),
    }
}

#[derive(Deserialize)]
struct PinForm {
    pin: String,
    #[serde(default)]
    fx_quote_id: Option<String>,
}

/// The buyer confirms with their PIN. Errors are shown on the page, in its language.
async fn confirm(
    State(st): State<AppState>,
    headers: HeaderMap,
    Query(look): Query<Look>,
    Path(id): Path<String>,
    form: Result<Form<PinForm>, axum::extract::rejection::FormRejection>,
) -> Result<Response, ApiError> {
    let (locale, theme) = (look.locale(&headers), look.theme());
    let s = locale.strings();
    let (pin, fx_quote_id) = form
        .map(|f| (f.0.pin, f.0.fx_quote_id.filter(|q| q.len() <= 64)))
        .unwrap_or_default();
    // typed in Arabic-Indic or Persian digits as readily as in ASCII ones
    let pin = sanduq_domain::phone::ascii_digits(pin.trim());
    if !is_pin(&pin) {
        return render(&st, &id, locale, theme, Some(s.pin_required.into())).await;
    }
    let (_, m) = session_of(&st, &id).await?;
    // No idempotency record: the payment's version condition makes a second pay impossible.
    let result = tx::apply(&st, tx::Guard::Versioned, || async {
        let plan = checkout::plan_pay(&st, &m, &id, Some(&pin), fx_quote_id.as_deref(), "").await?;
        Ok(plan.map(|_| ()))
    })
    .await;
    let message = match result {
        Ok(_) => None,
        Err(e) => Some(match e.code() {
            ErrorCode::ServerError | ErrorCode::ServiceUnavailable => return Err(e),
            ErrorCode::InvalidPin => {
                let left =
                    e.0.details
                        .as_ref()
                        .map_or(0, |d| d["attempts_remaining"].as_u64().unwrap_or(0));
                // in the page's own digits (Arabic-Indic in ar and ku)
                let left = i64::try_from(left).unwrap_or(0);
                s.wrong_pin
                    .replace("{n}", &sanduq_pages::format::number(locale, left))
            }
            ErrorCode::PinBlocked => s.pin_blocked.into(),
            ErrorCode::PinNotSet => s.no_pin.into(),
            ErrorCode::InsufficientBalance => s.insufficient_funds.into(),
            // the quote's 30 seconds ran out: the page shows a new one
            ErrorCode::PaymentExpired
                if e.0
                    .details
                    .as_ref()
                    .is_some_and(|d| d.get("quote_id").is_some()) =>
            {
                s.fx_renewed.into()
            }
            ErrorCode::PaymentExpired => s.session_expired.into(),
            ErrorCode::MerchantNotApproved => s.merchant_unavailable.into(),
            code => sanduq_pages::wallet::family::Words::of(locale)
                .error(code.as_str(), None)
                .unwrap_or(s.payment_failed)
                .into(),
        }),
    };
    render(&st, &id, locale, theme, message).await
}

/// A payment link's page (its form while the link takes payments).
async fn link_page(
    State(st): State<AppState>,
    headers: HeaderMap,
    Query(look): Query<Look>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let (l, m, status) = crate::links::public_view(&st, &id).await?;
    let locale = look.locale(&headers);
    let refused = m.require_approved().is_err();
    let b = &m.branding;
    let page = sanduq_pages::LinkPage {
        link_id: l.id.clone(),
        merchant: b.name.clone().unwrap_or_else(|| m.name.clone()),
        logo_url: b.logo_url.clone(),
        brand_color: b.brand_color.clone(),
        support_url: b.support_url.clone(),
        amount_minor: l.amount,
        amount_text: l.currency.display(l.amount),
        currency: l.currency.code().into(),
        exponent: l.currency.exponent(),
        description: l.description.clone(),
        status: if refused {
            "expired".into()
        } else {
            status.as_str().into()
        },
    };
    let code = if refused {
        StatusCode::FORBIDDEN
    } else {
        StatusCode::OK
    };
    Ok(html(code, sanduq_pages::link(locale, look.theme(), &page)))
}

/// `/r/{token}`: a receipt's page (NOT_FOUND for an address that names none, as the other
/// pages answer an unknown address).
async fn receipt_page(
    State(st): State<AppState>,
    headers: HeaderMap,
    Query(look): Query<Look>,
    Query(paper): Query<PaperAsked>,
    Path(token): Path<String>,
) -> Result<Response, ApiError> {
    let locale = look.locale(&headers);
    let Some(r) = crate::receipts::by_token(&st, &token).await? else {
        return Err(ApiError::new(
            ErrorCode::NotFound,
            "no receipt at this address",
        ));
    };
    let url = sanduq_domain::receipt::url(&st.public_base(&headers), &r.token);
    let page = crate::receipts::page(&r, locale, url);
    let paper = sanduq_pages::receipt::Paper::parse(paper.paper.as_deref());
    Ok(html(
        StatusCode::OK,
        sanduq_pages::receipt::page(locale, look.theme(), paper, &page),
    ))
}

#[derive(Deserialize, Default)]
struct PaperAsked {
    paper: Option<String>,
}

/// A link's short address: a redirect to its page (with the query kept: `?locale=`).
async fn short_link(
    State(st): State<AppState>,
    Path(code): Path<String>,
    axum::extract::RawQuery(q): axum::extract::RawQuery,
) -> Result<Response, ApiError> {
    let id = crate::links::by_short_code(&st, &code)
        .await?
        .ok_or_else(|| ApiError::new(ErrorCode::NotFound, "no payment link at that address"))?;
    let mut to = format!("/links/{id}");
    if let Some(q) = q.filter(|q| !q.is_empty()) {
        to = format!("{to}?{q}");
    }
    let mut r = StatusCode::FOUND.into_response();
    r.headers_mut().insert(
        header::LOCATION,
        HeaderValue::from_str(&to)
            .map_err(|_| ApiError::new(ErrorCode::NotFound, "no payment link at that address"))?,
    );
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(r)
}

/// A merchant-presented QR's image: `/qr/<id>.png` (at the QR's size) or `/qr/<id>.svg`.
async fn qr_image(
    State(st): State<AppState>,
    Path(file): Path<String>,
) -> Result<Response, ApiError> {
    use sanduq_domain::qr::QrFormat;
    let (id, format) = match file.rsplit_once('.') {
        Some((id, "png")) => (id, QrFormat::Png),
        Some((id, "svg")) => (id, QrFormat::Svg),
        _ => return Err(ApiError::new(ErrorCode::NotFound, "no such image")),
    };
    let (bytes, ty) = crate::qr_codes::image(&st, id, format).await?;
    let mut r = bytes.into_response();
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(ty));
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, max-age=3600"),
    );
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("default-src 'none'; style-src 'unsafe-inline'"),
    );
    Ok(r)
}
