//! Reports to the FIU (issue 78): a suspicious transaction report from a case (the case is
//! then `reported`), a cash transaction report a day, both kept (`sanduq_compliance::
//! reports`) and answered as goAML XML (`sanduq_compliance::goaml`). The user and the
//! merchant are never told: no event, no answer of theirs changes (tipping-off).

use axum::extract::{Path, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;
use axum::Extension;
use chrono::{DateTime, NaiveDate, Utc};
use sanduq_api::contract::{Answer, Field, Kind, Op};
use sanduq_api::extract::{Fields, Query};
use sanduq_compliance::alerts;
use sanduq_compliance::cases::{self, Entry};
use sanduq_compliance::goaml::{self, Party, Person, Profile, Reporter};
use sanduq_compliance::reports::{self, Report};
use sanduq_compliance::rules::{Kind as MoveKind, Movement};
use sanduq_domain::operators::Permission as P;
use sanduq_domain::user::User;
use sanduq_domain::{Currency, ErrorCode as E};
use sanduq_kernel::error::{ok, ApiError, ApiResult};
use sanduq_kernel::items;
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Guard, Plan};
use serde_json::{json, Value};
use std::collections::BTreeMap;

use crate::guard::Caller;

/// The most transactions one STR carries.
pub const MAX_TRANSACTIONS: usize = 100;
/// Cash movements at or above this are in a day's CTR: 15,000,000 IQD (as often cited for
/// Iraq; docs/decisions.md), $10,000.00; `SANDUQ_CTR_THRESHOLD_IQD` / `_USD` change them.
pub fn ctr_threshold(c: Currency) -> i64 {
    let (var, default) = match c {
        Currency::Iqd => ("SANDUQ_CTR_THRESHOLD_IQD", 15_000_000),
        Currency::Usd => ("SANDUQ_CTR_THRESHOLD_USD", 1_000_000),
    };
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|n: &i64| *n > 0)
        .unwrap_or(default)
}

pub const REPORT: Op = Op {
    id: "adminReportCase",
    summary: "File a suspicious transaction report (STR) from a case: the goAML file",
    about: "The case's transactions (`movement_ids`, else those its monitoring alerts name, else the user's last 30 days; at most 100) with both parties, the reason and the indicators the officer gives, as goAML XML. The file is kept (GET /admin/reports/{id}) and the case becomes `reported` in the same transaction. Nothing tells the user or the merchant. An ended case is INVALID_PAYMENT_STATUS; no transaction to report is VALIDATION_ERROR.",
    body: Some(&[
        Field::req("reason", Kind::Text { max: 4000 }, "why it is suspicious: the narrative"),
        Field::opt("action", Kind::Text { max: 4000 }, "what was done (a freeze, an account closed)"),
        Field::req(
            "indicators",
            Kind::Strings {
                max: 10,
                pattern: "^[A-Z0-9_-]{1,10}$",
                about: "an indicator code of the FIU's list",
            },
            "why it is suspicious, as the FIU's codes",
        ),
        Field::opt(
            "movement_ids",
            Kind::Strings {
                max: MAX_TRANSACTIONS,
                pattern: "^[A-Za-z0-9_:#-]{1,100}$",
                about: "a movement id, as the case shows it",
            },
            "the movements to report; default those its alerts name, else the last 30 days'",
        ),
        Field::opt("reporting_person", Kind::Text { max: 200 }, "who files it; default the caller"),
    ]),
    answer: Answer::File { media: "application/xml" },
    errors: &[E::ValidationError, E::NotFound, E::InvalidPaymentStatus, E::ServiceUnavailable],
    permission: Some(P::AlertsWrite),
    ..Op::DEFAULT
};

pub const CTR: Op = Op {
    id: "adminCtr",
    summary: "The cash transaction report (CTR) of a day: the goAML file",
    about: "Cash-ins and cash-outs at or above the threshold (15,000,000 IQD; $10,000.00) on the Baghdad day `date`. For a day that has ended, the first request files and keeps it (header x-report-id) and later ones answer the same file; today's is the day so far, answered and not kept (x-report-kept: false). A day with none is NOT_FOUND (nothing to report). Read from monitoring's log of movements.",
    query: &[Field::req("date", Kind::Date, "a Baghdad day, today or before, YYYY-MM-DD")],
    answer: Answer::File { media: "application/xml" },
    errors: &[E::ValidationError, E::NotFound, E::ServiceUnavailable],
    permission: Some(P::AlertsWrite),
    ..Op::DEFAULT
};

pub const LIST: Op = Op {
    id: "adminListReports",
    summary: "Reports filed to the FIU, newest first",
    query: &[Field::opt(
        "limit",
        Kind::IntText { min: 1, max: 100 },
        "reports a page, default 50",
    )],
    answer: Answer::ok("ReportList"),
    errors: &[E::ValidationError],
    permission: Some(P::AlertsRead),
    ..Op::DEFAULT
};

pub const FILE: Op = Op {
    id: "adminGetReport",
    summary: "A report filed to the FIU, as it was filed",
    answer: Answer::File {
        media: "application/xml",
    },
    errors: &[E::NotFound, E::ServiceUnavailable],
    permission: Some(P::AlertsRead),
    audited_read: true,
    ..Op::DEFAULT
};

/// A report's file as an answer: XML, downloaded, kept by no cache, its id in a header.
fn xml_answer(r: &Report, xml: String) -> Response {
    let mut res = Response::new(axum::body::Body::from(xml));
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/xml; charset=utf-8"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if let Ok(v) = HeaderValue::from_str(&format!(
        "attachment; filename=\"{}-{}.xml\"",
        r.code.to_lowercase(),
        r.id
    )) {
        h.insert(header::CONTENT_DISPOSITION, v);
    }
    if let Ok(v) = HeaderValue::from_str(&r.id) {
        h.insert("x-report-id", v);
    }
    res
}

/// IQD for one USD (the official rate, as the platform set it; the sandbox's before any).
async fn rate(st: &AppState) -> ApiResult<sanduq_domain::fx::Rate> {
    Ok(match sanduq_payments::fx::platform_rates(st).await? {
        Some(r) => r.official,
        None => sanduq_domain::fx::OFFICIAL,
    })
}

/// `amount` of `c` in whole dinars at `rate`.
fn local(amount: i64, c: Currency, rate: sanduq_domain::fx::Rate) -> i64 {
    match c {
        Currency::Iqd => amount,
        Currency::Usd => {
            (i128::from(amount) * i128::from(rate.0) / (100 * sanduq_domain::fx::SCALE)) as i64
        }
    }
}

/// The people of a report, read once each.
struct People<'a> {
    st: &'a AppState,
    known: BTreeMap<String, Person>,
    merchants: BTreeMap<String, String>,
}

impl People<'_> {
    async fn person(&mut self, user_id: &str) -> ApiResult<Person> {
        if let Some(p) = self.known.get(user_id) {
            return Ok(p.clone());
        }
        let user: Option<User> = match self.st.store.get_stored(&items::user_key(user_id)).await? {
            Some(item) => Some(items::from_stored(&item)?),
            None => None,
        };
        let mut p = Person {
            name: user
                .as_ref()
                .map_or_else(|| user_id.to_string(), |u| u.name.clone()),
            birthdate: None,
            id_number: None,
            phone: user.as_ref().and_then(|u| u.phone.clone()),
            account: Some(user_id.into()),
        };
        // what the user's identity verification says, when it was approved
        if let Some(s) = user.as_ref().and_then(|u| u.kyc.as_ref()) {
            if let Ok(v) = sanduq_wallets::kyc::get(self.st, &s.verification_id).await {
                if v.status == sanduq_domain::kyc::KycStatus::Approved {
                    p.name = v.full_name.clone();
                    p.birthdate = Some(v.date_of_birth);
                    p.id_number = Some(v.document_number.clone());
                }
            }
        }
        self.known.insert(user_id.into(), p.clone());
        Ok(p)
    }

    async fn merchant(&mut self, id: &str) -> ApiResult<Party> {
        if !self.merchants.contains_key(id) {
            let name = match items::load_merchant(self.st, id).await? {
                Some(m) => m.name,
                None => id.to_string(),
            };
            self.merchants.insert(id.into(), name);
        }
        Ok(Party::Merchant {
            name: self.merchants[id].clone(),
            id: id.into(),
        })
    }
}

/// Movement `m` as a report's transaction.
async fn transaction(
    people: &mut People<'_>,
    m: &Movement,
    rate: sanduq_domain::fx::Rate,
) -> ApiResult<goaml::Transaction> {
    let user = people.person(&m.user_id).await?;
    let other = match &m.counterparty {
        Some(u) => Some(people.person(u).await?),
        None => None,
    };
    let other = || Party::Client(other.clone().unwrap_or_else(|| user.clone()));
    let (description, from, to) = match m.kind {
        MoveKind::Payment => (
            "payment to a merchant",
            Party::Client(user.clone()),
            people.merchant(&m.merchant_id).await?,
        ),
        MoveKind::Refund => (
            "refund from a merchant",
            people.merchant(&m.merchant_id).await?,
            Party::Client(user.clone()),
        ),
        MoveKind::TransferOut => ("wallet transfer sent", Party::Client(user.clone()), other()),
        MoveKind::TransferIn => (
            "wallet transfer received",
            other(),
            Party::Client(user.clone()),
        ),
        MoveKind::CashIn => (
            "cash-in: cash into the wallet",
            Party::Cash(user.clone()),
            Party::Client(user.clone()),
        ),
        MoveKind::CashOut => (
            "cash-out: wallet money paid out",
            Party::Client(user.clone()),
            Party::Cash(user.clone()),
        ),
    };
    Ok(goaml::Transaction {
        number: m.id.clone(),
        description: description.into(),
        at: m.at,
        amount: m.amount,
        currency: m.currency,
        rate: (m.currency != Currency::Iqd).then(|| rate.text()),
        amount_local: local(m.amount, m.currency, rate),
        from,
        to,
    })
}

/// Movements `moves` as a report's transactions, dollars in dinars at today's rate.
async fn transactions(st: &AppState, moves: &[Movement]) -> ApiResult<Vec<goaml::Transaction>> {
    let rate = rate(st).await?;
    let mut people = People {
        st,
        known: BTreeMap::new(),
        merchants: BTreeMap::new(),
    };
    let mut txns = vec![];
    for m in moves {
        txns.push(transaction(&mut people, m, rate).await?);
    }
    Ok(txns)
}

fn reporter(who: &Caller, named: Option<String>) -> Reporter {
    let actor = who.actor();
    Reporter {
        name: named.unwrap_or_else(|| actor.name.clone()),
        email: actor.name.contains('@').then_some(actor.name),
    }
}

/// The movements an STR of case `c` carries: those asked for, else those its monitoring
/// alerts name, else the user's last 30 days'.
async fn movements_of(
    st: &AppState,
    c: &cases::Case,
    asked: Option<Vec<String>>,
) -> ApiResult<Vec<Movement>> {
    let logged = crate::cases::movements(st, &c.user_id, 1000).await?;
    let wanted: Vec<String> = match asked {
        Some(ids) => ids,
        None => {
            let mut ids = vec![];
            for a in &c.alerts {
                if let Ok((a, _)) = alerts::load(st, a).await {
                    ids.extend(a.fired.map(|f| f.movements).unwrap_or_default());
                }
            }
            ids
        }
    };
    let mut out: Vec<Movement> = if wanted.is_empty() {
        let since = Utc::now() - chrono::Duration::days(30);
        logged.into_iter().filter(|m| m.at >= since).collect()
    } else {
        logged
            .into_iter()
            .filter(|m| wanted.contains(&m.id))
            .collect()
    };
    out.sort_by_key(|m| m.at);
    out.truncate(MAX_TRANSACTIONS);
    Ok(out)
}

fn codes(v: Option<Value>, max: usize) -> Option<Vec<String>> {
    let a = v?.as_array()?.clone();
    let ok = (1..=max).contains(&a.len())
        && a.iter().all(|c| {
            c.as_str().is_some_and(|s| {
                (1..=10).contains(&s.len())
                    && s.bytes().all(|b| {
                        b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_' || b == b'-'
                    })
            })
        });
    ok.then(|| {
        a.iter()
            .filter_map(|c| c.as_str().map(str::to_string))
            .collect()
    })
}

pub async fn report(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let reason = b.req_str("reason", 4000);
    let action = b.opt_str("action", 4000);
    let indicators = codes(b.opt_value("indicators"), 10);
    if indicators.is_none() {
        b.fail(
            "indicators",
            "must be 1 to 10 codes of the FIU's list (A-Z, 0-9, _ or -, up to 10 each)",
        );
    }
    let asked = match b.opt_value("movement_ids") {
        None | Some(Value::Null) => None,
        Some(Value::Array(a))
            if (1..=MAX_TRANSACTIONS).contains(&a.len())
                && a.iter()
                    .all(|v| v.as_str().is_some_and(|s| (1..=100).contains(&s.len()))) =>
        {
            Some(
                a.iter()
                    .filter_map(|v| v.as_str().map(str::to_string))
                    .collect(),
            )
        }
        Some(_) => {
            b.fail("movement_ids", "must be a list of 1 to 100 movement ids");
            None
        }
    };
    let named = b.opt_str("reporting_person", 200);
    b.finish()?;
    let (c, _) = cases::load(&st, &id).await?;
    if c.status.ended() {
        return Err(ApiError::new(
            E::InvalidPaymentStatus,
            format!(
                "this case is {}: it cannot be reported again",
                c.status.as_str()
            ),
        ));
    }
    let moves = movements_of(&st, &c, asked).await?;
    if moves.is_empty() {
        return Err(sanduq_domain::DomainError::field(
            "movement_ids",
            "no transaction to report: none is the user's movement (see the case's movements)",
        )
        .into());
    }
    let txns = transactions(&st, &moves).await?;
    let now = Utc::now();
    let report_id = sanduq_domain::ids::new_id("rpt");
    let xml = goaml::write(
        &Profile::from_env(),
        &goaml::Report {
            code: "STR",
            reference: c.id.clone(),
            at: now,
            reporter: reporter(&who, named),
            reason: Some(reason.clone()),
            action,
            transactions: txns,
            indicators: indicators.unwrap_or_default(),
        },
    );
    let by = who.person_id();
    let r = reports::record(
        report_id,
        reports::Of::Case(&c.id),
        moves.len(),
        &xml,
        &by,
        now,
    );
    reports::keep_file(&st, &r, &xml).await?;
    let out = tx::apply(&st, Guard::Versioned, || async {
        let (c, version) = cases::load(&st, &id).await?;
        let after = c.reported(&r.id, &by, &reason, now)?;
        let e = Entry::new(
            &by,
            "reported",
            Some(reason.clone()),
            json!({ "report_id": r.id, "transactions": r.transactions }),
            now,
        );
        let mut writes = vec![
            cases::put(&after, Some(version))?,
            cases::entry_put(&c.id, version + 1, &e)?,
            reports::put(&r)?,
        ];
        writes.extend(cases::pointer(&after, true)?);
        Ok(Plan::new(writes, after))
    })
    .await?;
    if let tx::Applied::AlreadyApplied = out {
        return Err(items::internal("a versioned case was guarded"));
    }
    crate::trail::note(
        json!({ "case_id": c.id }),
        json!({ "report_id": r.id, "status": "reported" }),
    );
    let mut res = xml_answer(&r, xml);
    *res.status_mut() = StatusCode::CREATED;
    Ok(res)
}

/// The UTC bounds of Baghdad day `day`.
fn bounds(day: NaiveDate) -> (DateTime<Utc>, DateTime<Utc>) {
    let start = day.and_hms_opt(0, 0, 0).expect("midnight").and_utc()
        - chrono::Duration::seconds(i64::from(sanduq_domain::limits::BAGHDAD_OFFSET_SECS));
    (start, start + chrono::Duration::days(1))
}

/// The cash movements at or above the threshold on Baghdad day `day`, in their order.
async fn cash_of_day(st: &AppState, day: NaiveDate) -> ApiResult<Vec<Movement>> {
    let (from, to) = bounds(day);
    let mut out = vec![];
    // monitoring logs by UTC day: a Baghdad day spans two
    for d in [
        from.date_naive(),
        (to - chrono::Duration::seconds(1)).date_naive(),
    ] {
        for item in sanduq_compliance::monitor::day_log(st, d, None).await? {
            let m: Movement = items::from_item(item)?;
            let cash = matches!(m.kind, MoveKind::CashIn | MoveKind::CashOut);
            if cash && m.at >= from && m.at < to && m.amount >= ctr_threshold(m.currency) {
                out.push(m);
            }
        }
    }
    out.sort_by(|a, b| (a.at, &a.id).cmp(&(b.at, &b.id)));
    out.dedup_by(|a, b| a.id == b.id);
    Ok(out)
}

pub async fn ctr(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    Query(mut q): Query,
) -> ApiResult<Response> {
    let day = q.req_date("date");
    q.finish()?;
    let day = day.ok_or_else(|| ApiError::new(E::ValidationError, "date is required"))?;
    let today = sanduq_domain::limits::baghdad(Utc::now()).date_naive();
    if day > today {
        return Err(sanduq_domain::DomainError::field(
            "date",
            format!("must be {today} (Baghdad) or before"),
        )
        .into());
    }
    let id = reports::ctr_id(&day.to_string());
    if let Some(r) = reports::find(&st, &id).await? {
        let (r, xml) = reports::load_with_file(&st, &r.id).await?;
        return Ok(xml_answer(&r, xml));
    }
    // today's so far: answered, not kept (the day's own is filed once it has ended)
    let ended = day < today;
    let moves = cash_of_day(&st, day).await?;
    if moves.is_empty() {
        return Err(ApiError::new(
            E::NotFound,
            "no cash transaction at or above the threshold that day: nothing to report",
        ));
    }
    let txns = transactions(&st, &moves).await?;
    let now = Utc::now();
    let xml = goaml::write(
        &Profile::from_env(),
        &goaml::Report {
            code: "CTR",
            reference: format!("ctr-{day}"),
            at: now,
            reporter: reporter(&who, None),
            reason: None,
            action: None,
            transactions: txns,
            indicators: vec!["CTR".into()],
        },
    );
    let r = reports::record(
        id,
        reports::Of::Day(&day.to_string()),
        moves.len(),
        &xml,
        &who.person_id(),
        now,
    );
    if !ended {
        let mut res = xml_answer(&r, xml);
        res.headers_mut().remove("x-report-id");
        res.headers_mut()
            .insert("x-report-kept", HeaderValue::from_static("false"));
        return Ok(res);
    }
    reports::keep_file(&st, &r, &xml).await?;
    match st.store.transact(vec![reports::put(&r)?]).await {
        Ok(()) => Ok(xml_answer(&r, xml)),
        // filed at the same moment by another request: its file is the one kept
        Err(sanduq_store::StoreError::ConditionFailed { .. }) => {
            let (r, xml) = reports::load_with_file(&st, &r.id).await?;
            Ok(xml_answer(&r, xml))
        }
        Err(e) => Err(e.into()),
    }
}

pub async fn list(State(st): State<AppState>, Query(mut q): Query) -> ApiResult<Response> {
    let limit = q.opt_int_text("limit", 1, 100).unwrap_or(50) as usize;
    q.finish()?;
    let data: Vec<Value> = reports::list(&st, limit)
        .await?
        .iter()
        .map(reports::view)
        .collect();
    Ok(ok(StatusCode::OK, json!({ "data": data })))
}

pub async fn file(State(st): State<AppState>, Path(id): Path<String>) -> ApiResult<Response> {
    let (r, xml) = reports::load_with_file(&st, &id).await?;
    Ok(xml_answer(&r, xml))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_baghdad_day_is_from_21_00_utc_the_day_before() {
        let (from, to) = bounds(NaiveDate::from_ymd_opt(2026, 3, 10).unwrap());
        assert_eq!(from.to_rfc3339(), "2026-03-09T21:00:00+00:00");
        assert_eq!(to.to_rfc3339(), "2026-03-10T21:00:00+00:00");
    }

    #[test]
    fn dollars_are_reported_in_dinars_at_the_rate() {
        let r = sanduq_domain::fx::Rate::parse("1310.5").unwrap();
        assert_eq!(local(1250, Currency::Usd, r), 16381);
        assert_eq!(local(1250, Currency::Iqd, r), 1250);
    }

    #[test]
    fn indicators_are_codes() {
        assert_eq!(
            codes(Some(json!(["STRUC", "SANCT_1"])), 10),
            Some(vec!["STRUC".into(), "SANCT_1".into()])
        );
        for bad in [
            json!([]),
            json!(["lower"]),
            json!(["TOO_LONG_CODE"]),
            json!("STRUC"),
            json!([1]),
        ] {
            assert_eq!(codes(Some(bad.clone()), 10), None, "{bad}");
        }
    }
}
