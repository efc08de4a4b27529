//! The platform's safeguarding, for its finance team: per currency, the e-money it owes
//! across every production merchant (users' wallets, holds on payments, merchants' balances,
//! payouts on their way, commission not yet taken) against what came in from outside less
//! what went out (`GET /admin/safeguarding`: the difference must be 0); and a bank
//! statement's lines matched to the deposits, payouts and cash-outs of its days
//! (`POST /admin/safeguarding/bank-statements`). Sandbox merchants are left out: their
//! money is not real.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use sanduq_domain::payout::{Payout, PayoutStatus};
use sanduq_domain::safeguarding::{match_lines, BankLine, Movement, Position};
use sanduq_domain::settlement::baghdad_midnight;
use sanduq_domain::{Currency, DomainError};
use sanduq_kernel::error::ApiResult;
use sanduq_kernel::items::{self, sort_time, MerchantAccount};
use sanduq_kernel::state::AppState;
use sanduq_payments::wallets::merchant_balances;
use sanduq_store::{Index, Query, SkRange};
use serde_json::{json, Value};
use std::collections::{BTreeMap, HashMap};

/// The index partition (GSI1) of every deposit, by time.
pub const DEPOSITS: &str = "OPS#DEPOSITS";

/// Every production merchant's id (or every sandbox merchant's).
async fn merchants(st: &AppState, sandbox: bool) -> ApiResult<Vec<String>> {
    let rows = st
        .store
        .query(&Query::index(Index::Gsi1, "MERCHANTS"))
        .await?;
    Ok(rows
        .into_iter()
        .filter(|m| (m.get("sandbox").and_then(Value::as_bool) == Some(true)) == sandbox)
        .filter_map(|m| m.get("id").and_then(Value::as_str).map(str::to_string))
        .collect())
}

/// Every production merchant's id.
pub(crate) async fn production(st: &AppState) -> ApiResult<Vec<String>> {
    merchants(st, false).await
}

/// Each currency's position now, over every production merchant's accounts (or every
/// sandbox merchant's, where the mint that makes test money stands for the outside world).
pub async fn positions(st: &AppState, sandbox: bool) -> ApiResult<BTreeMap<Currency, Position>> {
    let mut out: BTreeMap<Currency, Position> = Currency::ALL
        .into_iter()
        .map(|c| (c, Position::default()))
        .collect();
    let outside: &[MerchantAccount] = if sandbox {
        &[MerchantAccount::External, MerchantAccount::Mint]
    } else {
        &[MerchantAccount::External]
    };
    for m in merchants(st, sandbox).await? {
        let users = st
            .store
            .query(&Query::index(Index::Gsi1, format!("MER#{m}#USERS")))
            .await?;
        let keys: Vec<_> = users
            .iter()
            .filter_map(|u| u.get("id").and_then(Value::as_str))
            .flat_map(|u| Currency::ALL.map(|c| (c, items::wallet_key(u, c))))
            .collect();
        let wallets = st
            .store
            .get_many(&keys.iter().map(|(_, k)| k.clone()).collect::<Vec<_>>())
            .await?;
        for ((c, _), w) in keys.iter().zip(&wallets) {
            if let Some(p) = out.get_mut(c) {
                p.wallets += items::balance(w.as_ref());
            }
        }
        for c in Currency::ALL {
            let pk = format!("MER#{m}#PAYS#{}#reserved", c.code());
            let held: i64 = st
                .store
                .query(&Query::index(Index::Gsi3, pk))
                .await?
                .iter()
                .filter_map(|p| p.get("held").and_then(Value::as_i64))
                .sum();
            if let Some(p) = out.get_mut(&c) {
                p.holds += held;
            }
        }
        for d in sanduq_disputes::records::of_merchant(st, &m).await? {
            if let Some(p) = out.get_mut(&d.currency) {
                p.dispute_holds += d.held;
            }
        }
        for w in sanduq_agents::withdrawals::of_merchant(st, &m).await? {
            if let Some(p) = out.get_mut(&w.currency) {
                p.holds += w.held;
            }
        }
        for a in sanduq_agents::records::of_merchant(st, &m).await? {
            for (c, float, commission) in sanduq_agents::records::accounts(st, &a.id).await? {
                if let Some(p) = out.get_mut(&c) {
                    p.agents += float + commission;
                }
            }
        }
        let accounts = [
            (MerchantAccount::Balance, 0),
            (MerchantAccount::InTransit, 1),
            (MerchantAccount::Commission, 2),
            (MerchantAccount::FxPosition, 4),
        ]
        .into_iter()
        .chain(outside.iter().map(|a| (*a, 3)));
        for (kind, field) in accounts {
            for (c, b) in merchant_balances(st, &m, kind).await? {
                let Some(p) = out.get_mut(&c) else { continue };
                match field {
                    0 => p.merchant_balances += b,
                    1 => p.in_transit += b,
                    2 => p.commission += b,
                    3 => p.external += b,
                    _ => p.fx_position += b,
                }
            }
        }
    }
    Ok(out)
}

/// The statement now: each currency's position, its outstanding, backing and difference.
pub async fn statement(st: &AppState, sandbox: bool) -> ApiResult<Value> {
    let now = Utc::now();
    let currencies: Vec<Value> = positions(st, sandbox)
        .await?
        .into_iter()
        .map(|(c, p)| {
            json!({
                "currency": c,
                "wallets": p.wallets,
                "holds": p.holds,
                "merchant_balances": p.merchant_balances,
                "in_transit": p.in_transit,
                "commission": p.commission,
                "dispute_holds": p.dispute_holds,
                "agents": p.agents,
                "outstanding": p.outstanding(),
                "backed_by": p.backed_by(),
                "exchanged_in": p.exchanged_in(),
                "difference": p.difference(),
            })
        })
        .collect();
    let ok = currencies.iter().all(|c| c["difference"] == 0);
    let environment = if sandbox { "sandbox" } else { "production" };
    Ok(json!({
        "object": "safeguarding_statement",
        "environment": environment,
        "at": now,
        "ok": ok,
        "currencies": currencies,
    }))
}

/// The most lines a statement may hold.
pub const MAX_LINES: usize = 100_000;

/// A bank statement's lines (CSV with a header `date,amount,reference`; amounts in major
/// units, negative for money out), or the field error naming the first bad line.
pub fn lines(text: &str, currency: Currency) -> Result<Vec<BankLine>, DomainError> {
    let bad =
        |line: usize, what: &str| DomainError::field("statement", format!("line {line}: {what}"));
    let mut r = csv::ReaderBuilder::new()
        .trim(csv::Trim::All)
        .from_reader(text.trim_start_matches('\u{FEFF}').as_bytes());
    let head: Vec<String> = r
        .headers()
        .map_err(|e| bad(1, &e.to_string()))?
        .iter()
        .map(str::to_lowercase)
        .collect();
    let col = |name: &str| head.iter().position(|h| h == name);
    let (Some(d), Some(a), Some(f)) = (col("date"), col("amount"), col("reference")) else {
        return Err(bad(1, "the header must name date, amount and reference"));
    };
    let mut out = vec![];
    for (i, rec) in r.records().enumerate() {
        let line = i + 2;
        let rec = rec.map_err(|e| bad(line, &e.to_string()))?;
        if out.len() >= MAX_LINES {
            return Err(bad(line, &format!("at most {MAX_LINES} lines")));
        }
        let date = NaiveDate::parse_from_str(rec.get(d).unwrap_or_default(), "%Y-%m-%d")
            .map_err(|_| bad(line, "date must be YYYY-MM-DD"))?;
        let raw = rec.get(a).unwrap_or_default();
        let (sign, digits) = match raw.strip_prefix('-') {
            Some(rest) => (-1, rest),
            None => (1, raw.strip_prefix('+').unwrap_or(raw)),
        };
        let amount = currency
            .parse_major(digits)
            .ok_or_else(|| bad(line, "amount must be an amount of the statement's currency"))?;
        out.push(BankLine {
            line,
            date,
            amount: sign * amount,
            reference: rec.get(f).unwrap_or_default().to_string(),
        });
    }
    Ok(out)
}

/// The deposits, paid payouts and paid cash-outs of `currency` on the Baghdad days
/// [`from`, `to`] of production merchants.
async fn movements(
    st: &AppState,
    currency: Currency,
    (from, to): (NaiveDate, NaiveDate),
) -> ApiResult<Vec<Movement>> {
    let start = baghdad_midnight(from);
    let end = baghdad_midnight(to.succ_opt().unwrap_or(to));
    let real: std::collections::HashSet<String> = production(st).await?.into_iter().collect();
    let mut out = vec![];
    let q =
        Query::index(Index::Gsi1, DEPOSITS).sk(SkRange::Between(sort_time(start), sort_time(end)));
    for d in st.store.query(&q).await? {
        let text = |k: &str| {
            d.get(k)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string()
        };
        if d.get("currency").and_then(Value::as_str) != Some(currency.code())
            || !real.contains(&text("merchant_id"))
        {
            continue;
        }
        out.push(Movement {
            id: text("id"),
            kind: "deposit",
            amount: d.get("amount").and_then(Value::as_i64).unwrap_or(0),
            reference: text("bank_reference"),
        });
    }
    // money out when it was paid; a payout is paid within weeks of being made
    let made_from = sort_time(start - Duration::days(60));
    let in_range = |t: Option<DateTime<Utc>>| t.is_some_and(|t| t >= start && t < end);
    for (queue, kind) in [("payout", "payout"), ("cash_out", "cash_out")] {
        let pk = format!("OPS#PAYOUTS#{queue}#{}", PayoutStatus::Paid.as_str());
        let q =
            Query::index(Index::Gsi3, pk).sk(SkRange::Between(made_from.clone(), sort_time(end)));
        for row in st.store.query(&q).await? {
            let p: Payout = items::from_item(row)?;
            if p.currency == currency && in_range(p.finished_at) && real.contains(&p.merchant_id) {
                out.push(Movement {
                    id: p.id.clone(),
                    kind,
                    amount: -p.amount,
                    reference: p.id,
                });
            }
        }
    }
    Ok(out)
}

/// A bank statement of `currency` for the Baghdad days [`from`, `to`] matched to the books.
pub async fn reconcile(
    st: &AppState,
    currency: Currency,
    (from, to): (NaiveDate, NaiveDate),
    lines: &[BankLine],
) -> ApiResult<Value> {
    let moves = movements(st, currency, (from, to)).await?;
    let m = match_lines(lines, &moves);
    let by_line: HashMap<usize, &BankLine> = lines.iter().map(|l| (l.line, l)).collect();
    let by_id: HashMap<&str, &Movement> = moves.iter().map(|m| (m.id.as_str(), m)).collect();
    let pair = |(line, id): &(usize, String)| {
        let mv = by_id.get(id.as_str());
        json!({ "line": line, "id": id, "kind": mv.map(|m| m.kind), "amount": mv.map(|m| m.amount) })
    };
    let ok =
        m.duplicates.is_empty() && m.unmatched_lines.is_empty() && m.unmatched_movements.is_empty();
    Ok(json!({
        "object": "bank_reconciliation",
        "currency": currency,
        "from": from.to_string(),
        "to": to.to_string(),
        "lines": lines.len(),
        "ok": ok,
        "matched": m.matched.iter().map(pair).collect::<Vec<_>>(),
        "duplicates": m.duplicates.iter().map(pair).collect::<Vec<_>>(),
        "unmatched_lines": m.unmatched_lines.iter().filter_map(|n| by_line.get(n)).map(|l| json!({
            "line": l.line, "date": l.date.to_string(), "amount": l.amount, "reference": l.reference,
        })).collect::<Vec<_>>(),
        "unmatched_movements": m.unmatched_movements.iter().filter_map(|id| by_id.get(id.as_str())).map(|mv| json!({
            "id": mv.id, "kind": mv.kind, "amount": mv.amount, "reference": mv.reference,
        })).collect::<Vec<_>>(),
    }))
}

/// The statement's route and the bank statement's: thin, they read and answer.
pub mod http {
    use axum::extract::State;
    use axum::http::StatusCode;
    use axum::response::Response;
    use sanduq_api::contract::{Answer, Field, Kind, Op};
    use sanduq_api::extract::Fields;
    use sanduq_domain::operators::Permission as P;
    use sanduq_domain::ErrorCode as E;
    use sanduq_kernel::error::{ok, ApiError, ApiResult};
    use sanduq_kernel::state::AppState;

    /// The most a statement's text may hold.
    pub const MAX_STATEMENT: usize = 4 * 1024 * 1024;

    pub const STATEMENT: Op = Op {
        id: "adminSafeguarding",
        summary: "The safeguarding statement now: e-money outstanding against its backing",
        about: "Per currency, over every production merchant: users' wallets, holds on payments, merchants' balances, payouts in transit and commission not yet taken (`outstanding`) against what came in from outside less what went out (`backed_by`) and what exchanges moved in (`exchanged_in`). `difference` must be 0 (`ok`). `environment=sandbox` states the sandbox merchants' test money instead, the mint that makes it standing for the outside world.",
        query: &[Field::opt(
            "environment",
            Kind::Word {
                max: 10,
                one_of: &["production", "sandbox"],
            },
            "whose money: production (the default) or sandbox",
        )],
        answer: Answer::ok("SafeguardingStatement"),
        errors: &[E::ValidationError],
        permission: Some(P::BooksRead),
        ..Op::DEFAULT
    };

    pub async fn statement(
        State(st): State<AppState>,
        sanduq_api::extract::Query(mut q): sanduq_api::extract::Query,
    ) -> ApiResult<Response> {
        let environment = q.opt_str("environment", 10);
        let sandbox = match environment.as_deref() {
            None | Some("production") => false,
            Some("sandbox") => true,
            Some(_) => {
                q.fail("environment", "must be production or sandbox");
                false
            }
        };
        q.finish()?;
        Ok(ok(StatusCode::OK, super::statement(&st, sandbox).await?))
    }

    pub const BANK_STATEMENT: Op = Op {
        id: "adminBankStatement",
        summary: "Match a bank statement to the deposits, payouts and cash-outs of its days",
        about: "`statement` is CSV with a header naming `date` (YYYY-MM-DD), `amount` (major units, negative for money out) and `reference`. A line matches the movement of the same amount whose reference it is or holds (a deposit's bank reference, a payout's or cash-out's id); a second line naming a matched movement is a duplicate. The answer lists what matched, the duplicates, the lines the books do not have and the movements of the days [`from`, `to`] the bank does not show. Nothing is written.",
        body: Some(&[
            Field::req("currency", Kind::Currency, ""),
            Field::req("from", Kind::Date, "the statement's first Baghdad day"),
            Field::req("to", Kind::Date, "its last, included"),
            Field::req("statement", Kind::Text { max: MAX_STATEMENT }, "the bank's CSV"),
        ]),
        answer: Answer::ok("BankReconciliation"),
        errors: &[E::ValidationError, E::UnsupportedCurrency],
        permission: Some(P::BooksRead),
        ..Op::DEFAULT
    };

    pub async fn bank_statement(
        State(st): State<AppState>,
        Fields(mut b): Fields,
    ) -> ApiResult<Response> {
        let currency = b.req_currency("currency");
        let from = b.req_date("from");
        let to = b.req_date("to");
        let text = b.req_str("statement", MAX_STATEMENT);
        if let (Some(f), Some(t)) = (from, to) {
            if f > t {
                b.fail("to", "must not be before `from`");
            }
        }
        let lines = match super::lines(&text, currency) {
            Ok(l) => Some(l),
            Err(e) => {
                let msg = e
                    .details
                    .as_ref()
                    .and_then(|d| d["fields"]["statement"].as_str())
                    .unwrap_or("is not a statement")
                    .to_string();
                if !text.is_empty() {
                    b.fail("statement", msg);
                }
                None
            }
        };
        b.finish()?;
        let (Some(from), Some(to), Some(lines)) = (from, to, lines) else {
            return Err(ApiError::new(E::ValidationError, "not a statement"));
        };
        Ok(ok(
            StatusCode::OK,
            super::reconcile(&st, currency, (from, to), &lines).await?,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_statement_is_read_with_its_header_and_signs() {
        let text = "\u{FEFF}Date,Amount,Reference\r\n2026-12-05,\"500,000\",BT-1\r\n2026-12-06,-1000,\"PO_1, Baghdad\"\r\n";
        let got = lines(text, Currency::Iqd).unwrap();
        assert_eq!(got.len(), 2);
        assert_eq!((got[0].line, got[0].amount), (2, 500_000));
        assert_eq!(
            (got[1].amount, got[1].reference.as_str()),
            (-1000, "PO_1, Baghdad")
        );
        let usd = lines("date,amount,reference\n2026-12-05,12.50,x\n", Currency::Usd).unwrap();
        assert_eq!(usd[0].amount, 1250);
        for (bad, why) in [
            ("when,amount,reference\n", "header"),
            ("date,amount,reference\n05/12/2026,1,x\n", "line 2: date"),
            (
                "date,amount,reference\n2026-12-05,1.5,x\n",
                "line 2: amount",
            ),
            (
                "date,amount,reference\n2026-12-05,abc,x\n",
                "line 2: amount",
            ),
        ] {
            let e = lines(bad, Currency::Iqd).unwrap_err();
            assert!(format!("{e:?}").contains(why), "{bad}: {e:?}");
        }
    }
}
