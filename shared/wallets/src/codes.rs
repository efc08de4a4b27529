//! One-time codes by SMS (rules in `sanduq_domain::otp`): asking for one, and trying one.
//! Asking answers the same for every phone, with or without a wallet (the code goes to
//! whoever asked; only its owner learns, by using it, whether a wallet is there). Limits,
//! all in the store's conditions of the code's own transaction: one code per phone per 60 s
//! (OTP_RATE_LIMITED with `details.retry_after`), and `MAX_PER_ADDRESS_HOUR` codes per client
//! address per hour (RATE_LIMIT_EXCEEDED with Retry-After) against SMS pumping.

use crate::inbox;
use crate::tokens;
use chrono::{DateTime, Duration, Timelike, Utc};
use sanduq_domain::ids::{has_shape, new_id};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::otp::{self, Otp, Purpose, Refusal};
use sanduq_domain::ErrorCode;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::secrets::hash_key;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_store::{Cond, Item, Key, Write};
use serde_json::{json, Value};

/// Codes one client address may ask for in an hour (carrier NAT puts many phones behind one
/// address: generous for people, small for a script).
pub const MAX_PER_ADDRESS_HOUR: i64 = 60;

fn otp_key(id: &str) -> Key {
    Key::new(format!("WOTP#{id}"), "OTP")
}

fn phone_key(merchant_id: &str, phone: &str) -> Key {
    Key::new(format!("WOTPPHONE#{merchant_id}#{phone}"), "LAST")
}

fn address_key(client: &str, hour: i64) -> Key {
    Key::new(format!("WOTPADDR#{}#{hour}", hash_key(client)), "COUNT")
}

/// The text of a code's message.
pub fn message(code: &str, merchant_name: &str, purpose: Purpose) -> String {
    let what = match purpose {
        Purpose::Wallet => "wallet",
        Purpose::Agent => "agent sign-in",
    };
    format!(
        "{code} is your {merchant_name} {what} code. It expires in {} minutes. Never share it.",
        otp::TTL_SECS / 60
    )
}

/// A code asked for: its id, when it expires, when the next may be asked for.
pub struct Asked {
    pub otp_id: String,
    pub expires_at: DateTime<Utc>,
    pub resend_after: DateTime<Utc>,
}

impl Asked {
    pub fn view(&self) -> Value {
        json!({ "otp_id": self.otp_id, "expires_at": self.expires_at, "resend_after": self.resend_after })
    }
}

fn ms(t: DateTime<Utc>) -> i64 {
    t.timestamp_millis()
}

fn per_address() -> ApiError {
    ApiError::new(
        ErrorCode::RateLimitExceeded,
        format!("at most {MAX_PER_ADDRESS_HOUR} codes an hour from one address; retry after the time in Retry-After"),
    )
}

/// Seconds to the next hour of real time (an address's count starts again then).
pub fn next_hour_secs() -> i64 {
    let now = Utc::now();
    3600 - i64::from(now.minute() * 60 + now.second())
}

/// Sends a new code to `phone` (E.164) for merchant `m`, asked from address `client`: a
/// wallet's.
pub async fn ask(st: &AppState, m: &Merchant, phone: &str, client: &str) -> ApiResult<Asked> {
    ask_for(st, m, phone, client, Purpose::Wallet).await
}

/// `ask`, for `purpose`.
pub async fn ask_for(
    st: &AppState,
    m: &Merchant,
    phone: &str,
    client: &str,
    purpose: Purpose,
) -> ApiResult<Asked> {
    use rand::Rng;
    let code = otp::code_of(rand::rngs::OsRng.gen_range(0..1_000_000));
    let text = message(&code, &m.name, purpose);
    let otp_id = new_id("otp");
    let (kid, hash) = tokens::code_hash(st, &otp_id, &code)?;
    let hour = Utc::now().timestamp() / 3600;
    let out = tx::apply(st, Guard::Versioned, || async {
        let now = st.now_for(m);
        let last = st.store.get(&phone_key(&m.id, phone)).await?;
        let last_sent = last
            .as_ref()
            .and_then(|i| i.get("sent_ms"))
            .and_then(Value::as_i64)
            .and_then(DateTime::<Utc>::from_timestamp_millis);
        if let Some(wait) = otp::wait_before_next(last_sent, now) {
            return Err(ApiError(otp::too_soon(wait)));
        }
        let o = Otp {
            purpose,
            ..Otp::new(
                otp_id.clone(),
                m.id.clone(),
                phone.to_string(),
                hash.clone(),
                now,
            )
        };
        let real_ttl =
            (Utc::now() + Duration::seconds(otp::TTL_SECS) + Duration::days(1)).timestamp();
        let mut throttle = Item::new();
        let pk = phone_key(&m.id, phone);
        throttle.insert("pk".into(), pk.pk.clone().into());
        throttle.insert("sk".into(), pk.sk.clone().into());
        throttle.insert("otp_id".into(), otp_id.clone().into());
        throttle.insert("sent_ms".into(), ms(now).into());
        throttle.insert("ttl".into(), real_ttl.into());
        let since = ms(now - Duration::seconds(otp::RESEND_SECS)) + 1;
        let mut writes = vec![
            items::versioned_put(
                &o,
                &otp_key(&otp_id),
                None,
                &[("kid", kid.clone().into()), ("ttl", real_ttl.into())],
            )?,
            Write::Put {
                item: throttle,
                cond: Some(Cond::Or(vec![
                    Cond::NotExists,
                    Cond::Lt("sent_ms".into(), since),
                ])),
            },
            Write::Update {
                key: address_key(client, hour),
                set: json!({ "ttl": (hour + 2) * 3600 })
                    .as_object()
                    .cloned()
                    .unwrap_or_default(),
                add: vec![("count".into(), 1)],
                cond: Some(Cond::Or(vec![
                    Cond::NotExists,
                    Cond::Lt("count".into(), MAX_PER_ADDRESS_HOUR),
                ])),
            },
        ];
        if m.sandbox {
            writes.push(inbox::sandbox_message(&m.id, phone, &text, now));
        }
        let asked = Asked {
            otp_id: otp_id.clone(),
            expires_at: o.expires_at,
            resend_after: now + Duration::seconds(otp::RESEND_SECS),
        };
        Ok(Plan::new(writes, asked)
            .rule(pk, ApiError(otp::too_soon(otp::RESEND_SECS)))
            .rule(address_key(client, hour), per_address()))
    })
    .await?;
    let tx::Applied::Done(asked) = out else {
        return Err(ApiError::new(
            ErrorCode::ServerError,
            "unexpected internal error",
        ));
    };
    if !m.sandbox {
        if let Err(e) = st.sms.send(phone, &text).await {
            tracing::error!(error = %e, merchant = %m.id, "a code's text message was not handed on");
            // the phone may ask again at once: this code never left
            let _ = st
                .store
                .transact(vec![Write::Delete {
                    key: phone_key(&m.id, phone),
                    cond: Some(Cond::Eq("otp_id".into(), otp_id.clone().into())),
                }])
                .await;
            return Err(ApiError::new(
                ErrorCode::ServiceUnavailable,
                "the code could not be sent by SMS right now; try again in a minute",
            ));
        }
    }
    Ok(asked)
}

/// A code tried: the code's write (a try used, or the code used up: commit it whatever the
/// answer), the code, and whether it opened.
pub struct Tried {
    pub write: Write,
    pub otp: Otp,
    pub outcome: Result<(), ApiError>,
}

fn unknown() -> ApiError {
    ApiError::new(
        ErrorCode::NotFound,
        "no such code for this merchant; ask for a new one",
    )
}

/// Tries `code` (ASCII digits) against code `otp_id` of merchant `m` at `now`: a wallet's.
pub async fn attempt(
    st: &AppState,
    m: &Merchant,
    otp_id: &str,
    code: &str,
    now: DateTime<Utc>,
) -> ApiResult<Tried> {
    attempt_for(st, m, otp_id, code, now, Purpose::Wallet).await
}

/// `attempt`, for a code sent for `purpose` (another's is not found).
pub async fn attempt_for(
    st: &AppState,
    m: &Merchant,
    otp_id: &str,
    code: &str,
    now: DateTime<Utc>,
    purpose: Purpose,
) -> ApiResult<Tried> {
    if !has_shape(otp_id, "otp") {
        return Err(unknown());
    }
    let Some(item) = st.store.get(&otp_key(otp_id)).await? else {
        return Err(unknown());
    };
    let version = items::version(&item);
    let kid = item
        .get("kid")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    let ttl = item.get("ttl").cloned().unwrap_or(Value::Null);
    let o: Otp = items::from_item(item)?;
    if o.merchant_id != m.id || o.purpose != purpose {
        return Err(unknown());
    }
    let matches = otp::is_code(code) && tokens::code_matches(st, &kid, otp_id, code, &o.code_hash);
    let (after, r) = o.attempt(matches, now);
    let write = items::versioned_put(
        &after,
        &otp_key(otp_id),
        Some(version),
        &[("kid", kid.into()), ("ttl", ttl)],
    )?;
    Ok(Tried {
        write,
        otp: after,
        outcome: r.map_err(|e: Refusal| ApiError(e.error())),
    })
}

/// A code sent for `purpose`, answered as the API does: 202 with its id and times; a client
/// address over its hour's codes is RATE_LIMITED with Retry-After (the hour's end).
pub async fn answer_ask(
    st: &AppState,
    m: &Merchant,
    phone: &str,
    client: &str,
    purpose: Purpose,
) -> ApiResult<axum::response::Response> {
    use axum::response::IntoResponse;
    match ask_for(st, m, phone, client, purpose).await {
        Ok(asked) => Ok(sanduq_kernel::error::ok(
            axum::http::StatusCode::ACCEPTED,
            asked.view(),
        )),
        Err(e) if e.code() == ErrorCode::RateLimitExceeded => {
            let mut res = e.into_response();
            res.headers_mut().insert(
                "retry-after",
                axum::http::HeaderValue::from(next_hour_secs()),
            );
            Ok(res)
        }
        Err(e) => Err(e),
    }
}

/// A request's `code` field read as ASCII digits (Arabic-Indic typed too), 6 of them.
pub fn read_code(b: &mut sanduq_api::validate::Body) -> String {
    let code = sanduq_domain::phone::ascii_digits(&b.req_str("code", 6));
    if !code.is_empty() && !otp::is_code(&code) {
        b.fail("code", "must be the 6 digits sent by SMS");
    }
    code
}
