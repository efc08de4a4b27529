//! The core family: /users, /checkout, /payments, and the merchant's own wallet. Bearer secret key.

use crate::checkout;
use crate::payments;
use crate::users;
use crate::views;
use crate::wallets;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::middleware::from_fn_with_state;
use axum::response::Response;
use axum::{Extension, Router};
use sanduq_api::auth::{self, Principal};
use sanduq_api::contract::{Answer, Auth, Field, Kind, Op, Routes};
use sanduq_api::extract::MerchantWrite;
use sanduq_api::validate::Body;
use sanduq_domain::merchant::{
    contrast_with_white, tax_number_problem, MAX_POPUP_ORIGINS, MAX_TAX_NUMBER, MIN_CONTRAST,
};
use sanduq_domain::payment::MAX_TEXT;
use sanduq_domain::user::{is_e164, is_email};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ok, ApiResult};
use sanduq_kernel::state::AppState;
use serde_json::Value;

pub fn router(st: AppState) -> Router {
    routes(st.clone()).finish(st).0
}

pub fn routes(st: AppState) -> Routes {
    Routes::new("core", Auth::Secret)
        .post("/api/v1/users/sync", sync_user, &SYNC_USER)
        .post("/api/v1/checkout/sessions", create_session, &CREATE_SESSION)
        .get(
            "/api/v1/checkout/sessions/{session_id}",
            get_session,
            &GET_SESSION,
        )
        .get("/api/v1/payments/{payment_id}", get_payment, &GET_PAYMENT)
        .post("/api/v1/payments/{payment_id}/capture", capture, &CAPTURE)
        .post("/api/v1/payments/{payment_id}/refund", refund, &REFUND)
        .get("/api/v1/merchant/wallet", merchant_wallet, &MERCHANT_WALLET)
        .get("/api/v1/fx/rates", fx_rates, &FX_RATES)
        .get("/api/v1/merchant/branding", get_branding, &GET_BRANDING)
        .patch("/api/v1/merchant/branding", patch_branding, &PATCH_BRANDING)
        .merge(super::money::routes())
        .layer(|r| r.route_layer(from_fn_with_state(st, auth::secret_key)))
}

use ErrorCode as E;

/// `user::is_email`: one @, a local part, a dotted domain not starting or ending with a dot,
/// no blanks or control characters.
const EMAIL: &str = "^[^@\\s\\u0000-\\u001F\\u007F-\\u009F]+@[^@\\s.\\u0000-\\u001F\\u007F-\\u009F][^@\\s\\u0000-\\u001F\\u007F-\\u009F]*\\.[^@\\s\\u0000-\\u001F\\u007F-\\u009F]*[^@\\s.\\u0000-\\u001F\\u007F-\\u009F]$";

const SYNC_USER: Op = Op {
    id: "syncUser",
    summary: "Create or update a user and their wallet",
    about: "Keyed by the merchant's external_user_id: the first call creates the user (with an IQD and a USD account), later calls update name, email and phone.",
    body: Some(&[
        Field::req("external_user_id", Kind::Text { max: users::MAX_EXTERNAL_ID }, "the merchant's own id for the user"),
        Field::req("name", Kind::Text { max: users::MAX_NAME }, ""),
        Field::opt("email", Kind::Shaped { max: 254, pattern: EMAIL, about: "an e-mail address" }, ""),
        Field::opt("phone", Kind::Shaped { max: 16, pattern: "^\\+[1-9][0-9]{7,14}$", about: "E.164, e.g. +9647701234567" }, ""),
    ]),
    answer: Answer::Upsert { schema: "User" },
    idempotent: true,
    ..Op::DEFAULT
};

const CREATE_SESSION: Op = Op {
    id: "createCheckoutSession",
    summary: "Create a checkout session",
    about: "Creates the payment (status created) and the hosted checkout page at checkout_url; the buyer pays there with their wallet and PIN.",
    body: Some(&[
        Field::req("external_user_id", Kind::Text { max: users::MAX_EXTERNAL_ID }, "the buyer, as synced"),
        Field::req("amount", Kind::Amount, "minor units"),
        Field::req("currency", Kind::Currency, ""),
        Field::opt("description", Kind::Text { max: MAX_TEXT }, ""),
        Field::opt("reference", Kind::Text { max: MAX_TEXT }, "the merchant's order reference"),
        Field::req("success_url", Kind::Url, ""),
        Field::req("cancel_url", Kind::Url, ""),
        Field::opt("metadata", Kind::Metadata { max_keys: 20 }, ""),
    ]),
    answer: Answer::created("CheckoutSession"),
    errors: &[E::UnsupportedCurrency, E::WalletNotFound, E::VelocityLimitExceeded],
    idempotent: true,
    ..Op::DEFAULT
};

const GET_SESSION: Op = Op {
    id: "getCheckoutSession",
    summary: "Read a checkout session",
    answer: Answer::ok("CheckoutSession"),
    errors: &[E::NotFound],
    ..Op::DEFAULT
};

const GET_PAYMENT: Op = Op {
    id: "getCorePayment",
    summary: "Read a payment with its refunds (core status words)",
    about: "The gateway's payment record, its status as the core family names it: pending, authorized, captured, partially_refunded, refunded, voided, expired, failed.",
    answer: Answer::ok("CorePayment"),
    errors: &[E::PaymentNotFound],
    ..Op::DEFAULT
};

const CAPTURE: Op = Op {
    id: "capturePayment",
    summary: "Capture a reserved payment (all or part)",
    about: "Moves the held amount to the merchant less commission; a partial capture releases the rest to the buyer.",
    body: Some(&[Field::opt("amount", Kind::Amount, "at most the reserved amount; default all")]),
    answer: Answer::ok("CoreCapture"),
    errors: payments::SETTLE_ERRORS,
    idempotent: true,
    ..Op::DEFAULT
};

const REFUND: Op = payments::refund_op("refundPayment");

const MERCHANT_WALLET: Op = Op {
    id: "getMerchantWallet",
    summary: "The merchant's balances",
    answer: Answer::ok("MerchantWallet"),
    ..Op::DEFAULT
};

const GET_BRANDING: Op = Op {
    id: "getBranding",
    summary: "The merchant's checkout branding",
    answer: Answer::ok("Branding"),
    ..Op::DEFAULT
};

pub const PATCH_BRANDING: Op = Op {
    id: "updateBranding",
    summary: "Change the checkout branding",
    about: "Null clears a field. White text on brand_color must reach WCAG AA (4.5:1); a failing colour is a VALIDATION_ERROR with details.contrast_ratio.",
    body: Some(&[
        Field::clearable("name", Kind::Text { max: 256 }, "shown instead of the account's name"),
        Field::clearable("logo_url", Kind::HttpsUrl, ""),
        Field::clearable("brand_color", Kind::Shaped { max: 7, pattern: "^#[0-9A-Fa-f]{6}$", about: "#RRGGBB, white text on it at 4.5:1 or more" }, ""),
        Field::clearable("support_url", Kind::Url, ""),
        Field::clearable("popup_origins", Kind::Origins { max: MAX_POPUP_ORIGINS }, "the sites allowed to open the checkout popup, e.g. [\"https://shop.example\"]; null or [] allows any https site"),
        Field::clearable("legal_name", Kind::Text { max: 256 }, "the registered name printed on receipts"),
        Field::clearable("tax_number", Kind::Shaped { max: MAX_TAX_NUMBER, pattern: "^[A-Za-z0-9][A-Za-z0-9/-]{0,31}$", about: "Latin letters and digits, - or / between them" }, "printed on receipts"),
        Field::opt("receipt_sms", Kind::Bool, "text buyers their receipt's link when a payment completes or is refunded (the buyer's phone as synced); default false"),
        Field::opt("qr_payload", Kind::Word { max: 9, one_of: &sanduq_domain::qr::PayloadFormat::NAMES }, "how QR codes' payloads are written unless a QR says: Sanduq's deep link (default) or EMVCo merchant-presented mode, which other schemes' wallets read"),
        Field::clearable("category_code", Kind::Shaped { max: 4, pattern: "^[0-9]{4}$", about: "ISO 18245, 4 digits" }, "the merchant category code EMVCo payloads carry (5999 unless set)"),
        Field::clearable("latin_name", Kind::Shaped { max: 25, pattern: "^[ -~]{1,25}$", about: "Latin letters, digits and punctuation, at most 25" }, "the name EMVCo payloads carry (needed for them unless the name is in Latin letters)"),
        Field::clearable("city", Kind::Shaped { max: 15, pattern: "^[ -~]{1,15}$", about: "Latin letters, at most 15" }, "the city EMVCo payloads carry (Baghdad unless set)"),
        Field::clearable("arabic_name", Kind::Text { max: 25 }, "the name in Arabic, in EMVCo payloads' language template"),
        Field::clearable("arabic_city", Kind::Text { max: 15 }, "the city in Arabic, in EMVCo payloads' language template"),
    ]),
    answer: Answer::ok("Branding"),
    idempotent: true,
    ..Op::DEFAULT
};

async fn sync_user(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let external_user_id = b.req_str("external_user_id", users::MAX_EXTERNAL_ID);
    let name = b.req_str("name", users::MAX_NAME);
    let email = b.opt_str("email", 254);
    let phone = b.opt_str("phone", 16);
    if email.as_deref().is_some_and(|e| !is_email(e)) {
        b.fail("email", "must be an e-mail address");
    }
    if phone.as_deref().is_some_and(|p| !is_e164(p)) {
        b.fail("phone", "must be in E.164 format, e.g. +9647701234567");
    }
    b.finish()?;
    let input = users::SyncInput {
        external_user_id,
        name,
        email,
        phone,
    };
    users::sync(&st, &p.merchant, input, &idem).await
}

async fn create_session(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        headers,
    }: MerchantWrite,
) -> ApiResult<Response> {
    let n = checkout::NewSession {
        external_user_id: b.req_str("external_user_id", users::MAX_EXTERNAL_ID),
        amount: b.req_amount("amount"),
        currency: b.req_currency("currency"),
        description: b.opt_str("description", MAX_TEXT),
        reference: b.opt_str("reference", MAX_TEXT),
        success_url: b.req_url("success_url"),
        cancel_url: b.req_url("cancel_url"),
        metadata: b.opt_metadata("metadata", 20),
    };
    b.finish()?;
    checkout::create(&st, &p.merchant, n, &st.public_base(&headers), &idem).await
}

async fn get_session(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        checkout::view(&st, &p.merchant, &id, &st.public_base(&headers)).await?,
    ))
}

async fn get_payment(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let (payment, refunds) = payments::with_refunds(&st, &p.merchant.id, &id).await?;
    Ok(ok(
        StatusCode::OK,
        views::core_payment(&payment, &refunds, st.now_for(&p.merchant)),
    ))
}

async fn capture(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let amount = b.opt_amount("amount");
    b.finish()?;
    payments::capture(&st, &p.merchant, &id, amount, &idem, payments::CORE_CAPTURE).await
}

async fn refund(
    State(st): State<AppState>,
    Path(id): Path<String>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let input = payments::RefundInput::parse(&mut b);
    b.finish()?;
    payments::refund(&st, &p.merchant, &id, input, &idem, payments::CORE_REFUND).await
}

const FX_RATES: Op = Op {
    id: "getFxRates",
    summary: "The exchange rates your users exchange at (IQD per US dollar)",
    about: "The platform's bid (what a user selling dollars gets) and ask (what a user buying them pays), the central bank's official rate beside them, and the spreads. Sandbox merchants get the sandbox's rates (1287 / 1313 around the official 1300) until the platform sets its own (`source`). None set, or stale: SERVICE_UNAVAILABLE.",
    answer: Answer::ok("FxRates"),
    errors: &[E::ServiceUnavailable],
    ..Op::DEFAULT
};

async fn fx_rates(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
) -> ApiResult<Response> {
    let (r, source) = crate::fx::rates(&st, &p.merchant).await?;
    Ok(ok(StatusCode::OK, crate::fx::rates_view(&r, source)))
}

async fn merchant_wallet(
    State(st): State<AppState>,
    Extension(p): Extension<Principal>,
) -> ApiResult<Response> {
    wallets::merchant_view(&st, &p.merchant).await
}

async fn get_branding(Extension(p): Extension<Principal>) -> ApiResult<Response> {
    Ok(ok(
        StatusCode::OK,
        crate::branding::branding_view(&p.merchant),
    ))
}

/// A text field the body may carry, refused with `why` when `ok` says it is not fit.
fn shaped(
    b: &mut Body,
    field: &str,
    max: usize,
    ok: fn(&str) -> bool,
    why: &str,
) -> Option<String> {
    let v = b.opt_str(field, max);
    if v.as_deref().is_some_and(|v| !ok(v)) {
        b.fail(field, why);
    }
    v
}

/// The QR payload settings of a branding change (issue 80).
struct QrSettings {
    payload: Option<sanduq_domain::qr::PayloadFormat>,
    category_code: Option<String>,
    latin_name: Option<String>,
    city: Option<String>,
    arabic_name: Option<String>,
    arabic_city: Option<String>,
}

impl QrSettings {
    fn read(b: &mut Body) -> QrSettings {
        let payload = b.opt_str("qr_payload", 9);
        let payload = payload.and_then(|p| match sanduq_domain::qr::PayloadFormat::parse(&p) {
            Some(f) => Some(f),
            None => {
                b.fail("qr_payload", "must be deep_link or emvco");
                None
            }
        });
        fn latin(v: &str) -> bool {
            !v.is_empty() && v.bytes().all(|c| (b' '..=b'~').contains(&c))
        }
        QrSettings {
            payload,
            category_code: shaped(
                b,
                "category_code",
                4,
                |v| v.len() == 4 && v.bytes().all(|c| c.is_ascii_digit()),
                "must be 4 digits (ISO 18245)",
            ),
            latin_name: shaped(
                b,
                "latin_name",
                25,
                latin,
                "must be Latin letters, digits and punctuation",
            ),
            city: shaped(b, "city", 15, latin, "must be Latin letters"),
            arabic_name: shaped(
                b,
                "arabic_name",
                25,
                |v| !v.trim().is_empty(),
                "must not be empty",
            ),
            arabic_city: shaped(
                b,
                "arabic_city",
                15,
                |v| !v.trim().is_empty(),
                "must not be empty",
            ),
        }
    }

    fn apply(&self, br: &mut sanduq_domain::merchant::Branding) {
        if let Some(p) = self.payload {
            br.qr_payload = p;
        }
        for (v, to) in [
            (&self.category_code, &mut br.category_code),
            (&self.latin_name, &mut br.latin_name),
            (&self.city, &mut br.city),
            (&self.arabic_name, &mut br.arabic_name),
            (&self.arabic_city, &mut br.arabic_city),
        ] {
            if let Some(v) = v {
                *to = Some(v.clone());
            }
        }
    }
}

/// `{name?, logo_url? (https), brand_color? ("#RRGGBB", white text on it at WCAG AA
/// 4.5:1 or more), support_url?}`; null clears a field.
/// `popup_origins`: at most `MAX_POPUP_ORIGINS` origins (`https://host[:port]`; http too, for
/// development, as the popup takes them), kept in lower case without repeats.
fn popup_origins(b: &mut Body) -> Option<Vec<String>> {
    let v = b.opt_value("popup_origins")?;
    let typed: Option<Vec<&str>> = v
        .as_array()
        .and_then(|a| a.iter().map(Value::as_str).collect());
    let Some(typed) = typed.filter(|t| t.len() <= MAX_POPUP_ORIGINS) else {
        b.fail(
            "popup_origins",
            format!("must be an array of at most {MAX_POPUP_ORIGINS} origins"),
        );
        return None;
    };
    let mut out: Vec<String> = Vec::new();
    for o in typed {
        match sanduq_pages::origin(o) {
            Some(o) if !out.contains(&o) => out.push(o),
            Some(_) => {}
            None => {
                b.fail(
                    "popup_origins",
                    format!("{o:?} is not an origin: https://host[:port], nothing after it"),
                );
                return None;
            }
        }
    }
    Some(out)
}

pub async fn patch_branding(
    State(st): State<AppState>,
    MerchantWrite {
        principal: p,
        idem,
        body: mut b,
        ..
    }: MerchantWrite,
) -> ApiResult<Response> {
    let clear: Vec<&str> = [
        "name",
        "logo_url",
        "brand_color",
        "support_url",
        "popup_origins",
        "legal_name",
        "tax_number",
        "category_code",
        "latin_name",
        "city",
        "arabic_name",
        "arabic_city",
    ]
    .into_iter()
    .filter(|f| b.is_null(f))
    .collect();
    let popup_origins = popup_origins(&mut b);
    let name = b.opt_str("name", 256);
    let legal_name = b.opt_str("legal_name", 256);
    let tax_number = b.opt_str("tax_number", MAX_TAX_NUMBER);
    let receipt_sms = b.opt_bool("receipt_sms");
    let qr = QrSettings::read(&mut b);
    if let Some(problem) = tax_number.as_deref().and_then(tax_number_problem) {
        b.fail("tax_number", problem);
    }
    let logo_url = b.opt_url("logo_url");
    if logo_url
        .as_deref()
        .is_some_and(|u| !u.starts_with("https://"))
    {
        b.fail("logo_url", "must be an https URL");
    }
    let support_url = b.opt_url("support_url");
    let brand_color = b.opt_str("brand_color", 7);
    let mut ratio = None;
    if let Some(c) = &brand_color {
        match contrast_with_white(c) {
            None => b.fail("brand_color", "must be a colour in the form #RRGGBB"),
            Some(r) if r < MIN_CONTRAST => {
                ratio = Some((r * 100.0).floor() / 100.0);
                b.fail(
                    "brand_color",
                    format!(
                        "white text on it has a contrast of {:.2}:1; WCAG AA needs at least 4.5:1",
                        r
                    ),
                );
            }
            Some(_) => {}
        }
    }
    if let Err(mut e) = b.finish() {
        if let (Some(r), Some(d)) = (ratio, e.0.details.as_mut()) {
            d["contrast_ratio"] = r.into();
            d["minimum_contrast_ratio"] = MIN_CONTRAST.into();
        }
        return Err(e);
    }
    crate::branding::set_branding(
        &st,
        &p.merchant.id,
        |br| {
            for f in &clear {
                match *f {
                    "name" => br.name = None,
                    "logo_url" => br.logo_url = None,
                    "brand_color" => br.brand_color = None,
                    "popup_origins" => br.popup_origins.clear(),
                    "legal_name" => br.legal_name = None,
                    "tax_number" => br.tax_number = None,
                    "category_code" => br.category_code = None,
                    "latin_name" => br.latin_name = None,
                    "city" => br.city = None,
                    "arabic_name" => br.arabic_name = None,
                    "arabic_city" => br.arabic_city = None,
                    _ => br.support_url = None,
                }
            }
            if let Some(v) = &name {
                br.name = Some(v.clone());
            }
            if let Some(v) = &logo_url {
                br.logo_url = Some(v.clone());
            }
            if let Some(v) = &brand_color {
                br.brand_color = Some(v.to_ascii_uppercase());
            }
            if let Some(v) = &support_url {
                br.support_url = Some(v.clone());
            }
            if let Some(v) = &popup_origins {
                br.popup_origins = v.clone();
            }
            if let Some(v) = &legal_name {
                br.legal_name = Some(v.clone());
            }
            if let Some(v) = &tax_number {
                br.tax_number = Some(v.clone());
            }
            qr.apply(br);
            if let Some(v) = receipt_sms {
                if v && !br.receipt_sms {
                    br.receipt_sms_since = Some(chrono::Utc::now());
                }
                br.receipt_sms = v;
            }
        },
        &idem,
    )
    .await
}
