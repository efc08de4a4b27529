//! Family wallets, the guardian's side (`/wallet/dependants`): a verified user opens up to
//! five wallets for children or family members, funds them by transfer, sets their rules
//! (`sanduq_domain::family`), reads their statements, and shows a code a dependant without
//! a phone signs in with. A dependant is a user of the same merchant whose `family` names
//! its guardian; its money comes only from the guardian (docs/wallet.md, "Family wallets").

use crate::auth::UserPrincipal;
use crate::sessions::{self, SignedIn};
use crate::tokens::Method;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Duration, NaiveDate, Utc};
use sanduq_domain::family::{self, Dependant, Rules, GUARDIAN_TIER, MAX_DEPENDANTS};
use sanduq_domain::ids::new_id;
use sanduq_domain::kyc::require_tier;
use sanduq_domain::merchant::Merchant;
use sanduq_domain::user::User;
use sanduq_domain::{Currency, DomainError, ErrorCode};
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items;
use sanduq_kernel::secrets::hash_key;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use sanduq_payments::family::{day_key, spent};
use sanduq_payments::users::{self, Found};
use sanduq_store::{Cond, Item, Key, Query, SkRange, Write};
use serde_json::{json, Map, Value};

/// How long a sign-in code shown to the guardian lasts.
pub const CODE_SECS: i64 = 10 * 60;
/// Sign-in codes one client address may try in an hour.
pub const MAX_CODE_TRIES_HOUR: i64 = 30;

/// What a guardian asks for a new dependant.
pub struct New {
    pub name: String,
    pub date_of_birth: NaiveDate,
    /// E.164, when the dependant has a phone of their own.
    pub phone: Option<String>,
}

fn count_key(guardian_id: &str) -> Key {
    Key::new(format!("USR#{guardian_id}"), "FAM#COUNT")
}

fn link_key(guardian_id: &str, dependant_id: &str) -> Key {
    Key::new(
        format!("USR#{guardian_id}"),
        format!("FAM#DEP#{dependant_id}"),
    )
}

fn code_key(merchant_id: &str, code: &str) -> Key {
    Key::new(
        format!("FAMCODE#{}", hash_key(&format!("{merchant_id}#{code}"))),
        "CODE",
    )
}

fn tries_key(client: &str, hour: i64) -> Key {
    Key::new(format!("FAMCODEADDR#{}#{hour}", hash_key(client)), "COUNT")
}

fn not_found() -> ApiError {
    DomainError::new(ErrorCode::NotFound, "no such dependant of this wallet").into()
}

fn too_many() -> ApiError {
    DomainError::new(
        ErrorCode::DependantLimitReached,
        format!("a wallet may have at most {MAX_DEPENDANTS} dependants"),
    )
    .with_details(json!({ "max": MAX_DEPENDANTS }))
    .into()
}

/// The amounts per currency spent today by dependant `id` (the day's counters).
async fn spent_today(st: &AppState, id: &str, now: DateTime<Utc>) -> ApiResult<Map<String, Value>> {
    let day = sanduq_domain::limits::baghdad_day(now);
    let keys: Vec<Key> = Currency::ALL
        .iter()
        .map(|c| day_key(id, *c, &day))
        .collect();
    let got = st.store.get_many(&keys).await?;
    Ok(Currency::ALL
        .iter()
        .zip(got)
        .map(|(c, i)| (c.code().to_string(), spent(i.as_ref(), now).into()))
        .collect())
}

/// A dependant as its guardian sees it: who, the rules, the balances and today's spending.
pub async fn view(st: &AppState, m: &Merchant, u: &User) -> ApiResult<Value> {
    let Some(d) = &u.family else {
        return Err(not_found());
    };
    let now = st.now_for(m);
    let balances = users::balances(st, &u.id).await?;
    let accounts: Vec<Value> = balances
        .iter()
        .map(|(c, b)| crate::accounts::account(*c, *b))
        .collect();
    let today = sanduq_domain::limits::baghdad(now).date_naive();
    Ok(json!({
        "id": u.id,
        "object": "dependant",
        "guardian_id": d.guardian_id,
        "name": u.name,
        "phone": u.phone,
        "date_of_birth": d.date_of_birth.format("%Y-%m-%d").to_string(),
        "age": family::age(d.date_of_birth, today),
        "rules": rules_view(&d.rules),
        "accounts": accounts,
        "spent_today": spent_today(st, &u.id, now).await?,
        "pin_set": u.pin_hash.is_some(),
        "frozen": u.frozen_for().map(|z| z.as_str()),
        "created_at": u.created_at,
    }))
}

/// A family wallet as it sees itself (`GET /wallet`'s `family`): its guardian by first
/// name and initials, its rules, what it spent today. Null for anyone else.
pub async fn own_view(st: &AppState, m: &Merchant, u: &User) -> ApiResult<Value> {
    let Some(d) = &u.family else {
        return Ok(Value::Null);
    };
    let g = users::by_id(st, &m.id, &d.guardian_id).await?;
    let name = g.map_or_else(String::new, |g| crate::transfers::name_shown(&g.user.name));
    Ok(json!({
        "guardian": { "id": d.guardian_id, "name": name },
        "rules": rules_view(&d.rules),
        "spent_today": spent_today(st, &u.id, st.now_for(m)).await?,
    }))
}

/// The rules as the API writes them (caps by currency code, each one named even when
/// unset, as null).
pub fn rules_view(r: &Rules) -> Value {
    let caps = |c: &family::Caps| -> Value {
        Currency::ALL
            .iter()
            .map(|cur| (cur.code().to_string(), json!(c.get(cur))))
            .collect::<Map<String, Value>>()
            .into()
    };
    json!({
        "per_payment": caps(&r.per_payment),
        "daily": caps(&r.daily),
        "notify_over": caps(&r.notify_over),
        "allowed_merchants": r.allowed_merchants,
        "allowed_categories": r.allowed_categories,
        "cash_out": r.cash_out,
        "transfers": match r.transfers {
            family::Transfers::None => "none",
            family::Transfers::GuardianOnly => "guardian_only",
        },
        "paused": r.paused,
    })
}

/// The guardian `up` as read, refused when it may not have dependants.
async fn guardian(st: &AppState, up: &UserPrincipal) -> ApiResult<Found> {
    let g = users::require_id(st, &up.merchant.id, &up.user_id).await?;
    if g.user.family.is_some() {
        return Err(ApiError::new(
            ErrorCode::Forbidden,
            "a family wallet cannot have dependants of its own",
        ));
    }
    Ok(g)
}

/// Dependant `id` of guardian `up`, with its version (anyone else's: NOT_FOUND).
pub async fn load(st: &AppState, up: &UserPrincipal, id: &str) -> ApiResult<Found> {
    let f = users::by_id(st, &up.merchant.id, id)
        .await?
        .ok_or_else(not_found)?;
    match &f.user.family {
        Some(d) if d.guardian_id == up.user_id => Ok(f),
        _ => Err(not_found()),
    }
}

/// `POST /wallet/dependants`: a new family wallet, with the default rules (no cash out,
/// transfers only back to the guardian), screened as every new user is.
pub async fn create(
    st: &AppState,
    up: &UserPrincipal,
    new: New,
    idem: &Idem,
) -> ApiResult<Response> {
    let m = &up.merchant;
    tx::commit(st, idem, || async {
        let g = guardian(st, up).await?;
        require_tier(g.user.kyc_tier, g.user.kyc.as_ref(), GUARDIAN_TIER)?;
        if let Some(p) = &new.phone {
            if users::by_phone(st, &m.id, p).await?.is_some() {
                return Err(DomainError::field(
                    "phone",
                    "another wallet at this merchant has this phone; leave it out and sign in with a code",
                )
                .into());
            }
        }
        let count = st.store.get(&count_key(&g.user.id)).await?;
        let n = count
            .as_ref()
            .and_then(|i| i.get("count"))
            .and_then(Value::as_i64)
            .unwrap_or(0);
        if n >= MAX_DEPENDANTS as i64 {
            return Err(too_many());
        }
        let now = st.now_for(m);
        let id = new_id("usr");
        let mut u = User {
            phone: new.phone.clone(),
            family: Some(Dependant {
                guardian_id: g.user.id.clone(),
                date_of_birth: new.date_of_birth,
                rules: Rules::default(),
            }),
            ..User::new(id.clone(), m.id.clone(), id.clone(), new.name.clone(), now)
        };
        let mut writes = users::opened(st, m, &mut u, now).await?;
        writes.push(Write::Update {
            key: count_key(&g.user.id),
            set: Item::new(),
            add: vec![("count".into(), 1)],
            cond: Some(Cond::Or(vec![
                Cond::NotExists,
                Cond::Lt("count".into(), MAX_DEPENDANTS as i64),
            ])),
        });
        writes.push(items::put(
            &json!({ "user_id": u.id }),
            &link_key(&g.user.id, &u.id),
            &[],
            Some(Cond::NotExists),
        )?);
        // the guardian as read: still no dependant itself, still verified
        writes.push(Write::Check {
            key: items::user_key(&g.user.id),
            cond: Cond::Eq("version".into(), g.version.into()),
        });
        let shown = view_new(&u);
        Ok(Plan::answer(writes, StatusCode::CREATED, shown).rule(count_key(&g.user.id), too_many()))
    })
    .await
}

/// A dependant just made (nothing spent, nothing held).
fn view_new(u: &User) -> Value {
    let d = u.family.as_ref();
    let accounts: Vec<Value> = Currency::ALL
        .iter()
        .map(|c| crate::accounts::account(*c, 0))
        .collect();
    let spent: Map<String, Value> = Currency::ALL
        .iter()
        .map(|c| (c.code().to_string(), 0.into()))
        .collect();
    let born = d.map(|d| d.date_of_birth).unwrap_or_default();
    json!({
        "id": u.id,
        "object": "dependant",
        "guardian_id": d.map(|d| d.guardian_id.clone()),
        "name": u.name,
        "phone": u.phone,
        "date_of_birth": born.format("%Y-%m-%d").to_string(),
        "age": family::age(born, sanduq_domain::limits::baghdad(u.created_at).date_naive()),
        "rules": rules_view(&d.map(|d| d.rules.clone()).unwrap_or_default()),
        "accounts": accounts,
        "spent_today": spent,
        "pin_set": false,
        "frozen": u.frozen_for().map(|z| z.as_str()),
        "created_at": u.created_at,
    })
}

/// `GET /wallet/dependants`: the guardian's dependants, oldest first.
pub async fn list(st: &AppState, up: &UserPrincipal) -> ApiResult<Value> {
    let links = st
        .store
        .query(
            &Query::partition(format!("USR#{}", up.user_id))
                .sk(SkRange::BeginsWith("FAM#DEP#".into())),
        )
        .await?;
    let keys: Vec<Key> = links
        .iter()
        .filter_map(|i| i.get("user_id").and_then(Value::as_str))
        .map(items::user_key)
        .collect();
    let mut found: Vec<User> = vec![];
    for item in st.store.get_many(&keys).await?.into_iter().flatten() {
        let u: User = items::from_item(item)?;
        if u.merchant_id == up.merchant.id {
            found.push(u);
        }
    }
    found.sort_by(|a, b| (a.created_at, &a.id).cmp(&(b.created_at, &b.id)));
    let mut data = vec![];
    for u in &found {
        data.push(view(st, &up.merchant, u).await?);
    }
    Ok(json!({ "object": "list", "data": data }))
}

/// `PATCH /wallet/dependants/{id}`: new rules (what the change leaves out stays) and name.
pub async fn update(
    st: &AppState,
    up: &UserPrincipal,
    id: &str,
    change: &Value,
    name: Option<&str>,
    idem: &Idem,
) -> ApiResult<Response> {
    let m = &up.merchant;
    tx::commit(st, idem, || async {
        let f = load(st, up, id).await?;
        let mut u = f.user.clone();
        let Some(d) = u.family.as_mut() else {
            return Err(not_found());
        };
        d.rules = family::changed(&d.rules, change).map_err(|bad| {
            let fields: Map<String, Value> =
                bad.into_iter().map(|(f, why)| (f, why.into())).collect();
            ApiError::from(
                DomainError::new(ErrorCode::ValidationError, "the rules are not valid")
                    .with_details(json!({ "fields": fields })),
            )
        })?;
        if let Some(n) = name {
            u.name = n.to_string();
        }
        let now = st.now_for(m);
        u.updated_at = now;
        let mut writes = vec![users::user_item(&u, Some(f.version))?];
        if u.family
            .as_ref()
            .is_some_and(|d| !d.rules.notify_over.is_empty())
        {
            // the relay texts the guardian from the payments' events (the local store keeps
            // those events' outbox markers once this is written)
            writes.push(items::put(
                &json!({ "since": now }),
                &items::family_texts_key(&m.id),
                &[],
                None,
            )?);
        }
        let shown = view(st, m, &u).await?;
        Ok(Plan::answer(writes, StatusCode::OK, shown))
    })
    .await
}

/// `POST /wallet/dependants/{id}/sign-in-codes`: a code of 10 digits for the dependant to
/// sign in with on their own device, shown to the guardian only, valid `CODE_SECS`, used
/// once (a new one does not end the one before).
pub async fn sign_in_code(
    st: &AppState,
    up: &UserPrincipal,
    id: &str,
    idem: &Idem,
) -> ApiResult<Response> {
    use rand::Rng;
    let m = &up.merchant;
    let code = format!("{:010}", rand::rngs::OsRng.gen_range(0..10_000_000_000u64));
    tx::commit(st, idem, || async {
        let f = load(st, up, id).await?;
        let now = st.now_for(m);
        let expires_at = now + Duration::seconds(CODE_SECS);
        let item = items::put(
            &json!({ "user_id": f.user.id, "merchant_id": m.id, "expires_at": expires_at }),
            &code_key(&m.id, &code),
            &[(
                "ttl",
                (Utc::now() + Duration::seconds(CODE_SECS + 3600))
                    .timestamp()
                    .into(),
            )],
            Some(Cond::NotExists),
        )?;
        let shown = json!({
            "object": "dependant_sign_in_code",
            "dependant_id": f.user.id,
            "code": code,
            "expires_at": expires_at,
        });
        Ok(Plan::answer(vec![item], StatusCode::CREATED, shown))
    })
    .await
}

/// A code's digits as typed (spaces and dashes between are read), or None.
pub fn code_digits(typed: &str) -> Option<String> {
    let digits: String = sanduq_domain::phone::ascii_digits(typed)
        .chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .collect();
    (digits.len() == 10 && digits.bytes().all(|b| b.is_ascii_digit())).then_some(digits)
}

fn wrong_code() -> ApiError {
    ApiError::new(
        ErrorCode::NotFound,
        "no such sign-in code; ask the guardian's wallet for a new one",
    )
}

/// Signs a dependant in with the code its guardian's wallet showed (`code`: 10 digits),
/// tried from `client`: each try counts against the address's hour, whatever its outcome;
/// the right code opens a session (as a phone's code does) and is spent in the same
/// transaction, with what `also` adds (the hosted wallet's cookie).
pub async fn sign_in<F>(
    st: &AppState,
    m: &Merchant,
    code: &str,
    client: &str,
    also: F,
) -> ApiResult<SignedIn>
where
    F: Fn(&sessions::Session) -> ApiResult<Vec<Write>>,
{
    let hour = Utc::now().timestamp() / 3600;
    let tries = tries_key(client, hour);
    let tried = || {
        let mut set = Item::new();
        set.insert("ttl".into(), ((hour + 2) * 3600).into());
        Write::Update {
            key: tries.clone(),
            set,
            add: vec![("count".into(), 1)],
            cond: Some(Cond::Or(vec![
                Cond::NotExists,
                Cond::Lt("count".into(), MAX_CODE_TRIES_HOUR),
            ])),
        }
    };
    let over = || {
        ApiError::new(
            ErrorCode::RateLimitExceeded,
            format!("at most {MAX_CODE_TRIES_HOUR} sign-in codes an hour from one address; retry after the time in Retry-After"),
        )
    };
    let out = tx::apply(st, Guard::Versioned, || async {
        let now = st.now_for(m);
        let key = code_key(&m.id, code);
        let found = st.store.get(&key).await?;
        let live = found.as_ref().filter(|i| {
            let expires = i
                .get("expires_at")
                .cloned()
                .and_then(|v| serde_json::from_value::<DateTime<Utc>>(v).ok());
            i.get("merchant_id").and_then(Value::as_str) == Some(m.id.as_str())
                && expires.is_some_and(|t| now < t)
        });
        let Some(user_id) = live.and_then(|i| i.get("user_id").and_then(Value::as_str)) else {
            return Ok(Plan::refusal(vec![tried()], wrong_code()).rule(tries.clone(), over()));
        };
        let Some(f) = users::by_id(st, &m.id, user_id).await? else {
            return Ok(Plan::refusal(vec![tried()], wrong_code()).rule(tries.clone(), over()));
        };
        let o = sessions::open(st, m, &f.user, Method::Otp, now)?;
        let mut writes = vec![
            tried(),
            Write::Delete {
                key: key.clone(),
                cond: Some(Cond::Exists),
            },
        ];
        writes.extend(o.writes);
        writes.extend(also(&o.session)?);
        Ok(Plan::new(
            writes,
            SignedIn {
                session: o.session,
                tokens: o.tokens,
                user: f.user,
            },
        )
        .rule(tries.clone(), over())
        .rule(key, wrong_code()))
    })
    .await?;
    match out {
        tx::Applied::Done(v) => Ok(v),
        tx::Applied::AlreadyApplied => Err(wrong_code()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_read_as_typed() {
        assert_eq!(code_digits("12345 67890").as_deref(), Some("1234567890"));
        assert_eq!(code_digits("١٢٣٤٥-٦٧٨٩٠").as_deref(), Some("1234567890"));
        assert_eq!(code_digits("123456789"), None);
        assert_eq!(code_digits("12345678901"), None);
        assert_eq!(code_digits("12345a7890"), None);
    }

    #[test]
    fn codes_are_stored_as_hashes() {
        let k = code_key("mer_1", "1234567890");
        assert!(!k.pk.contains("1234567890"));
        assert_ne!(k, code_key("mer_2", "1234567890"));
    }
}
