//! Transaction monitoring's rules for compliance officers (issue 78): the rules as they
//! stand with the alerts each raised (`alerts:read`); a change of one (its parameters,
//! severity, on or off, shadow) held for a second person and made when approved
//! (`rules:write`, dual control); and a backtest that replays a period's movements through
//! a rule as it would be (`alerts:read`): how many alerts a new threshold would have
//! raised, before anyone turns it on.

use crate::approvals::{self, Executing};
use crate::guard::Caller;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::Extension;
use sanduq_api::contract::{Answer, Field, Kind, Op};
use sanduq_api::extract::Fields;
use sanduq_api::validate::Body;
use sanduq_compliance::alerts::{self, Status};
use sanduq_compliance::monitor;
use sanduq_compliance::rules::{Check, Rule, Severity};
use sanduq_domain::approvals::Action;
use sanduq_domain::operators::Permission as P;
use sanduq_domain::{DomainError, ErrorCode as E};
use sanduq_kernel::error::{ok, ApiError, ApiResult};
use sanduq_kernel::state::AppState;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

pub const LIST: Op = Op {
    id: "adminListRules",
    summary: "Transaction monitoring's rules, with the alerts each raised",
    about: "Every rule as it stands: its check and parameters (amounts in the rule's currency's minor units), scope (user or merchant), severity, whether it is on and whether it runs in shadow (its alerts kept as `shadow`, never acted on), the source of its default; and how many alerts it raised, open and in shadow.",
    answer: Answer::ok("RuleList"),
    permission: Some(P::AlertsRead),
    ..Op::DEFAULT
};

/// The fields of a change (and of a backtest, after its days).
macro_rules! change_fields {
    ($($first:expr),*) => {
        &[
            $($first,)*
    Field::opt("amount", Kind::Int { min: 1, max: 999_999_999_999 }, "amount_over, cumulative, dormant, new_account"),
    Field::opt("window_hours", Kind::Int { min: 1, max: 8784 }, "the window's length"),
    Field::opt("count", Kind::Int { min: 1, max: 100_000 }, "cumulative, structuring, round_amounts"),
    Field::opt("flow", Kind::Word { max: 3, one_of: &["in", "out", "any"] }, "cumulative: which movements add up"),
    Field::opt("threshold", Kind::Int { min: 1, max: 999_999_999_999 }, "structuring"),
    Field::opt("below_bps", Kind::Int { min: 1, max: 9_999 }, "structuring: how far under the threshold, in basis points"),
    Field::opt("min_in", Kind::Int { min: 1, max: 999_999_999_999 }, "rapid_in_out"),
    Field::opt("out_bps", Kind::Int { min: 1, max: 10_000 }, "rapid_in_out: the share out, in basis points"),
    Field::opt("parties", Kind::Int { min: 2, max: 100_000 }, "fan_in, fan_out"),
    Field::opt("quiet_days", Kind::Int { min: 1, max: 3_660 }, "dormant"),
    Field::opt("days", Kind::Int { min: 1, max: 3_660 }, "new_account"),
    Field::opt("unit", Kind::Int { min: 1, max: 999_999_999_999 }, "round_amounts"),
    Field::opt("severity", Kind::Word { max: 6, one_of: &["low", "medium", "high"] }, ""),
    Field::opt("enabled", Kind::Bool, "off: the rule is not evaluated"),
    Field::opt("shadow", Kind::Bool, "its alerts kept as shadow, never acted on"),
        ]
    };
}

const CHANGE: &[Field] = change_fields!();

pub const PUT: Op = Op {
    id: "adminSetRule",
    summary: "Change a monitoring rule (held for a second person)",
    about: "Any of the rule's parameters (only those its type has: another is VALIDATION_ERROR naming it), its severity, on or off, shadow. Held for a second person (202 with the request); the change is made when approved, and answers the rule as it then is.",
    body: Some(CHANGE),
    answer: Answer::Json {
        status: 202,
        schema: "ApprovalRequest",
    },
    errors: &[E::ValidationError, E::NotFound],
    permission: Some(P::RulesWrite),
    ..Op::DEFAULT
};

pub const BACKTEST: Op = Op {
    id: "adminBacktestRule",
    summary: "Replay a period's movements through a rule as it would be",
    about: "The movements logged from `from` to `to` (Baghdad days as UTC dates, at most 92 days) run through the rule with the parameters given here over its own (the same fields as a change), on and not in shadow: how many movements, how many would have raised an alert, for how many subjects, and up to 20 of them. Nothing is written.",
    body: Some(change_fields!(
        Field::req("from", Kind::Date, "the first day"),
        Field::req("to", Kind::Date, "the last day")
    )),
    answer: Answer::ok("RuleBacktest"),
    errors: &[E::ValidationError, E::NotFound],
    permission: Some(P::AlertsRead),
    ..Op::DEFAULT
};

fn missing() -> ApiError {
    ApiError::new(E::NotFound, "no rule with that id")
}

fn view(r: &Rule, open: u64, shadow: u64) -> Value {
    json!({
        "id": r.id, "object": "rule", "check": r.check, "currency": r.currency.code(),
        "scope": r.scope, "severity": r.severity, "enabled": r.enabled, "shadow": r.shadow,
        "source": r.source, "alerts": { "open": open, "shadow": shadow },
    })
}

pub const LAG: Op = Op {
    id: "adminMonitoringLag",
    summary: "How far monitoring runs behind the money movements",
    about: "Over the latest `limit` movements logged on the UTC day `date` (default today, 10,000): from each movement's commit to monitoring seeing it (its rules evaluated, its alerts raised just after), in milliseconds. `on` is whether this server monitors (`sanduq serve --no-monitoring` turns it off, only to measure its cost).",
    query: &[
        Field::opt("date", Kind::Date, "a UTC day, YYYY-MM-DD; default today"),
        Field::opt(
            "limit",
            Kind::IntText {
                min: 1,
                max: 100_000,
            },
            "movements read, the latest first; default 10,000",
        ),
    ],
    answer: Answer::ok("MonitoringLag"),
    errors: &[E::ValidationError],
    permission: Some(P::AlertsRead),
    ..Op::DEFAULT
};

pub async fn lag(
    State(st): State<AppState>,
    sanduq_api::extract::Query(mut q): sanduq_api::extract::Query,
) -> ApiResult<Response> {
    let date = q.opt_date("date");
    let limit = q.opt_int_text("limit", 1, 100_000).unwrap_or(10_000) as usize;
    q.finish()?;
    let day = date.unwrap_or_else(|| chrono::Utc::now().date_naive());
    let l = monitor::lag(&st, day, limit).await?;
    Ok(ok(
        StatusCode::OK,
        json!({
            "object": "monitoring_lag",
            "date": day.to_string(),
            "on": st.config.monitoring,
            "movements": l.movements,
            "lag_ms": { "p50": l.p50_ms, "p90": l.p90_ms, "p99": l.p99_ms, "max": l.max_ms },
        }),
    ))
}

/// Every rule as it stands, with how many alerts it raised open and in shadow.
pub async fn counted(st: &AppState) -> ApiResult<Vec<(Rule, u64, u64)>> {
    let mut counts: BTreeMap<(String, Status), u64> = BTreeMap::new();
    for status in [Status::Open, Status::Shadow] {
        let kind = Some(alerts::Kind::Monitoring);
        for a in alerts::list(st, Some(status), kind, None, 1000).await? {
            if let Some(f) = a.fired {
                *counts.entry((f.rule, status)).or_default() += 1;
            }
        }
    }
    let n = |id: &str, s: Status| counts.get(&(id.to_string(), s)).copied().unwrap_or(0);
    Ok(monitor::rules_now(st)
        .await?
        .into_iter()
        .map(|(r, _)| {
            let (open, shadow) = (n(&r.id, Status::Open), n(&r.id, Status::Shadow));
            (r, open, shadow)
        })
        .collect())
}

pub async fn list(State(st): State<AppState>) -> ApiResult<Response> {
    let data: Vec<Value> = counted(&st)
        .await?
        .iter()
        .map(|(r, open, shadow)| view(r, *open, *shadow))
        .collect();
    Ok(ok(StatusCode::OK, json!({ "data": data })))
}

/// `rule` with the body's changes: the parameters its check has, the rest of the rule's
/// settings. A parameter its check does not have is a field error.
fn changed(rule: &Rule, b: &mut Body) -> Option<Rule> {
    let mut check = match serde_json::to_value(&rule.check) {
        Ok(Value::Object(m)) => m,
        _ => Map::new(),
    };
    let kind = check
        .get("type")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    // the integer parameters, read with the bounds their fields declare
    for f in CHANGE {
        let Kind::Int { min, max } = f.kind else {
            continue;
        };
        if let Some(v) = b.opt_int(f.name, min, max) {
            if !check.contains_key(f.name) {
                b.fail(f.name, format!("not a parameter of a {kind} rule"));
                continue;
            }
            check.insert(f.name.to_string(), v.into());
        }
    }
    if let Some(flow) = b.opt_str("flow", 3) {
        if !check.contains_key("flow") {
            b.fail("flow", format!("not a parameter of a {kind} rule"));
        } else if ["in", "out", "any"].contains(&flow.as_str()) {
            check.insert("flow".into(), flow.into());
        } else {
            b.fail("flow", "must be in, out or any");
        }
    }
    let severity = b.opt_str("severity", 6);
    let severity = match severity.as_deref() {
        None => Some(rule.severity),
        Some("low") => Some(Severity::Low),
        Some("medium") => Some(Severity::Medium),
        Some("high") => Some(Severity::High),
        Some(_) => {
            b.fail("severity", "must be low, medium or high");
            None
        }
    };
    let enabled = b.opt_bool("enabled").unwrap_or(rule.enabled);
    let shadow = b.opt_bool("shadow").unwrap_or(rule.shadow);
    let check: Check = match serde_json::from_value(Value::Object(check)) {
        Ok(c) => c,
        Err(_) => {
            b.fail("check", "the parameters do not make a rule");
            return None;
        }
    };
    if let Some(why) = check.invalid() {
        b.fail("check", why);
    }
    Some(Rule {
        check,
        severity: severity?,
        enabled,
        shadow,
        ..rule.clone()
    })
}

async fn find(st: &AppState, id: &str) -> ApiResult<(Rule, Option<u64>)> {
    monitor::rules_now(st)
        .await?
        .into_iter()
        .find(|(r, _)| r.id == id)
        .ok_or_else(missing)
}

pub async fn put(
    State(st): State<AppState>,
    Extension(who): Extension<Caller>,
    exec: Option<Extension<Executing>>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let (rule, read) = find(&st, &id).await?;
    let next = changed(&rule, &mut b);
    let change = b.json();
    b.finish()?;
    let next = next.ok_or_else(|| ApiError::from(DomainError::field("check", "invalid")))?;
    if exec.is_none() {
        return approvals::hold(&st, &who, Action::SetRule, &id, change).await;
    }
    st.store
        .transact(vec![monitor::rule_put(&next, read)?])
        .await?;
    crate::trail::note(
        serde_json::to_value(&rule).unwrap_or_default(),
        serde_json::to_value(&next).unwrap_or_default(),
    );
    Ok(ok(StatusCode::OK, view(&next, 0, 0)))
}

pub async fn backtest(
    State(st): State<AppState>,
    Path(id): Path<String>,
    Fields(mut b): Fields,
) -> ApiResult<Response> {
    let (rule, _) = find(&st, &id).await?;
    let from = b.req_date("from");
    let to = b.req_date("to");
    let tried = changed(&rule, &mut b);
    if let (Some(f), Some(t)) = (from, to) {
        if t < f {
            b.fail("to", "must not be before from");
        } else if (t - f).num_days() > 91 {
            b.fail("to", "at most 92 days after from");
        }
    }
    b.finish()?;
    let (Some(from), Some(to), Some(tried)) = (from, to, tried) else {
        return Err(DomainError::field("from", "required").into());
    };
    let out = monitor::backtest(&st, &tried, from, to).await?;
    Ok(ok(
        StatusCode::OK,
        json!({
            "rule": view(&tried, 0, 0),
            "from": from.to_string(),
            "to": to.to_string(),
            "movements": out.movements,
            "alerts": out.alerts,
            "subjects": out.subjects,
            "sample": out.sample,
        }),
    ))
}
