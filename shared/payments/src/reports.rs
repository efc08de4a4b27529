//! Report runs in the store: a merchant asks for one (`POST /reports`: `pending`), a worker
//! writes its file off the request path and ends it `succeeded` (with the row count; event
//! `report.succeeded`) or, after `MAX_ATTEMPTS`, `failed` (no event: nothing a merchant
//! does causes it, so no merchant could test for one; its status says so). Locally the
//! server starts the worker at once; the sweeper's run (and in AWS the report function, on
//! the table's stream and a catch-up schedule) takes any still pending. A worker claims a run
//! for `LEASE` under its version, so two never write one report at once; a claim that
//! lapsed (a worker that died) is taken over.
//!
//! Items: `RPT#<id>` / `REPORT` (versioned), listed per merchant (GSI1 `MER#<m>#REPORTS`)
//! and, while pending, due (GSI2 `REPORT#<shard>`, at its creation or its lease's end).

use crate::report_rows::{self, Sheet};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Duration, Utc};
use sanduq_domain::ids::{has_shape, new_id};
use sanduq_domain::merchant::Merchant;
use sanduq_domain::report::{Report, ReportStatus, ReportType, MAX_ATTEMPTS};
use sanduq_domain::{Currency, ErrorCode};
use sanduq_kernel::due;
use sanduq_kernel::error::{ApiError, ApiResult};
use sanduq_kernel::events::{event, sequence};
use sanduq_kernel::idempotency::Idem;
use sanduq_kernel::items::{self, sort_time};
use sanduq_kernel::state::AppState;
use sanduq_kernel::tx::{self, Applied, Guard, Plan};
use sanduq_store::{Index, Key, Write};
use serde_json::{json, Map, Value};

/// How long a worker's claim on a run lasts.
pub const LEASE_SECS: i64 = 15 * 60;
/// How long a download link lasts.
pub const LINK_SECS: u64 = 15 * 60;

fn key(id: &str) -> Key {
    Key::new(["RPT#", id].concat(), "REPORT")
}

/// The due index's partitions of pending runs.
pub fn due_shard(n: &str) -> String {
    ["REPORT#", n].concat()
}

/// Where a run's file is kept: under its merchant, by its id.
pub fn file_key(r: &Report) -> String {
    format!("{}/{}.csv", r.merchant_id, r.id)
}

fn missing() -> ApiError {
    ApiError::new(ErrorCode::NotFound, "no report with that id")
}

fn put(r: &Report, read: Option<u64>) -> ApiResult<Write> {
    let sk = [&sort_time(r.created_at), "#", &r.id].concat();
    let mut extra = vec![
        (
            "gsi1pk",
            ["MER#", &r.merchant_id, "#REPORTS"].concat().into(),
        ),
        ("gsi1sk", sk.into()),
    ];
    if r.status == ReportStatus::Pending {
        let at = r.leased_until.unwrap_or(r.created_at);
        extra.push(("gsi2pk", due_shard(&due::shard_of(&r.id)).into()));
        extra.push(("gsi2sk", [&sort_time(at), "#", &r.id].concat().into()));
    }
    items::versioned_put(r, &key(&r.id), read, &extra)
}

/// What a run answers; `url` once its file is there.
pub fn view(r: &Report, url: Option<String>) -> Value {
    json!({
        "id": r.id,
        "object": "report_run",
        "type": r.kind,
        "from": r.from,
        "to": r.to,
        "currency": r.currency,
        "columns": r.columns,
        "status": r.status.as_str(),
        "rows": r.rows,
        "failure": r.failure,
        "url": url,
        "created_at": r.created_at,
        "finished_at": r.finished_at,
    })
}

/// A run asked for.
#[derive(Debug, Clone)]
pub struct NewReport {
    pub kind: ReportType,
    pub from: DateTime<Utc>,
    pub to: DateTime<Utc>,
    pub currency: Option<Currency>,
    pub columns: Vec<&'static str>,
}

/// Records a new run (`to` is at most the merchant's now: a report covers what happened)
/// and, where the worker runs in this process, starts it.
pub async fn create(st: &AppState, m: &Merchant, n: NewReport, idem: &Idem) -> ApiResult<Response> {
    let now = st.now_for(m);
    let id = new_id("rpt");
    let r = Report {
        id: id.clone(),
        merchant_id: m.id.clone(),
        kind: n.kind,
        from: n.from,
        to: n.to.min(now),
        currency: n.currency,
        columns: n.columns.iter().map(|c| c.to_string()).collect(),
        status: ReportStatus::Pending,
        rows: None,
        failure: None,
        leased_until: None,
        attempts: 0,
        created_at: now,
        finished_at: None,
    };
    let res = tx::commit(st, idem, || async {
        Ok(Plan::answer(
            vec![put(&r, None)?],
            StatusCode::CREATED,
            view(&r, None),
        ))
    })
    .await?;
    if st.reports.runs_here() {
        let st = st.clone();
        tokio::spawn(async move {
            if let Err(e) = run(&st, &id).await {
                tracing::warn!(report = %id, error = %e.0.message, "report not written now; the sweeper tries again");
            }
        });
    }
    Ok(res)
}

async fn load(st: &AppState, id: &str) -> ApiResult<(Report, u64)> {
    if !has_shape(id, "rpt") {
        return Err(missing());
    }
    let item = st.store.get_stored(&key(id)).await?.ok_or_else(missing)?;
    Ok((items::from_stored(&item)?, item.version()))
}

/// Merchant `m`'s run `id`, with its download link once succeeded (`base`: this server's
/// address, where it serves the files itself).
pub async fn get(st: &AppState, m: &str, id: &str, base: &str) -> ApiResult<Value> {
    let (r, _) = load(st, id).await?;
    if r.merchant_id != m {
        return Err(missing());
    }
    Ok(view(&r, link(st, &r, base).await?))
}

async fn link(st: &AppState, r: &Report, base: &str) -> ApiResult<Option<String>> {
    if r.status != ReportStatus::Succeeded {
        return Ok(None);
    }
    let ttl = std::time::Duration::from_secs(LINK_SECS);
    match st.reports.link(&file_key(r), ttl).await {
        Ok(Some(url)) => Ok(Some(url)),
        Ok(None) => Ok(Some(format!("{base}/api/v1/reports/{}/file", r.id))),
        Err(e) => {
            tracing::error!(report = %r.id, error = %e, "report link not made");
            Err(ApiError::new(
                ErrorCode::ServiceUnavailable,
                "the report's file cannot be reached now; retry shortly",
            ))
        }
    }
}

/// Merchant `m`'s runs, newest first (cursor pages).
pub async fn list(
    st: &AppState,
    m: &str,
    after: Option<&str>,
    limit: usize,
    base: &str,
) -> ApiResult<Value> {
    use sanduq_kernel::cursor;
    let w = cursor::Window {
        index: Index::Gsi1,
        pk: ["MER#", m, "#REPORTS"].concat(),
        low: "0".into(),
        high: "~".into(),
    };
    let page = cursor::newest_first(st, &w, after, limit, |_| true).await?;
    let mut data = vec![];
    for row in page.rows {
        let r: Report = items::from_item(row)?;
        let url = link(st, &r, base).await?;
        data.push(view(&r, url));
    }
    Ok(
        json!({ "object": "list", "data": data, "has_more": page.next.is_some(), "next_cursor": page.next }),
    )
}

/// The kept file of merchant `m`'s run `id` on this machine (its path and a download name).
pub async fn local_file(
    st: &AppState,
    m: &str,
    id: &str,
) -> ApiResult<(std::path::PathBuf, String)> {
    let (r, _) = load(st, id).await?;
    if r.merchant_id != m || r.status != ReportStatus::Succeeded {
        return Err(missing());
    }
    let path = st.reports.local(&file_key(&r)).ok_or_else(missing)?;
    let name = format!(
        "{}-{}-{}.csv",
        r.kind.as_str(),
        r.from.format("%Y%m%d"),
        r.to.format("%Y%m%d")
    );
    Ok((path, name))
}

/// A kept report file as a download (`local_file`'s path and name), streamed from the
/// file: memory stays flat whatever its size.
pub fn download(path: &std::path::Path, name: &str) -> ApiResult<Response> {
    use axum::http::header;
    use axum::response::IntoResponse;
    let file = std::fs::File::open(path).map_err(items::internal)?;
    let body = axum::body::Body::from_stream(chunks_of(file));
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
            (header::CACHE_CONTROL, "no-store".to_string()),
        ],
        body,
    )
        .into_response())
}

/// A file's bytes a chunk at a time, each read off the async runtime's threads.
pub fn chunks_of(
    file: std::fs::File,
) -> impl futures_util::Stream<Item = std::io::Result<Vec<u8>>> + Send {
    futures_util::stream::unfold(Some(file), |file| async move {
        let mut file = file?;
        let read = tokio::task::spawn_blocking(move || {
            use std::io::Read;
            let mut buf = vec![0; 64 * 1024];
            let n = file.read(&mut buf)?;
            buf.truncate(n);
            Ok::<_, std::io::Error>((buf, file))
        })
        .await;
        match read {
            Ok(Ok((buf, _))) if buf.is_empty() => None,
            Ok(Ok((buf, file))) => Some((Ok(buf), Some(file))),
            Ok(Err(e)) => Some((Err(e), None)),
            Err(e) => Some((Err(std::io::Error::other(e)), None)),
        }
    })
}

/// How a claim ended.
enum Claim {
    Taken(Report, u64),
    /// Done, or another worker holds it.
    Not,
}

/// Claims run `id` for this worker (its lease, one more attempt) under its version.
async fn claim(st: &AppState, id: &str, now: DateTime<Utc>) -> ApiResult<Claim> {
    let (r, version) = load(st, id).await?;
    let held = r.leased_until.is_some_and(|t| t > now);
    if r.status != ReportStatus::Pending || held {
        return Ok(Claim::Not);
    }
    let mut c = r.clone();
    c.leased_until = Some(now + Duration::seconds(LEASE_SECS));
    c.attempts += 1;
    match st.store.transact(vec![put(&c, Some(version))?]).await {
        Ok(()) => Ok(Claim::Taken(c, version + 1)),
        // another worker claimed it first
        Err(e) if e.is_contention() => Ok(Claim::Not),
        Err(e) => Err(e.into()),
    }
}

/// Writes run `id`'s file and ends it, if it is pending and no other worker holds it.
/// True when this call ended it.
pub async fn run(st: &AppState, id: &str) -> ApiResult<bool> {
    let now = Utc::now();
    let Claim::Taken(r, version) = claim(st, id, now).await? else {
        return Ok(false);
    };
    let outcome = write_file(st, &r).await;
    let mut done = r.clone();
    done.leased_until = None;
    let kind = match &outcome {
        Ok(rows) => {
            done.status = ReportStatus::Succeeded;
            done.rows = Some(*rows);
            Some("report.succeeded")
        }
        Err(e) if r.attempts < MAX_ATTEMPTS => {
            // pending again, due at once for the next run
            tracing::warn!(report = %r.id, attempt = r.attempts, error = %e, "report attempt failed");
            let again = Report {
                leased_until: None,
                ..r.clone()
            };
            st.store.transact(vec![put(&again, Some(version))?]).await?;
            return Ok(false);
        }
        Err(e) => {
            tracing::error!(report = %r.id, error = %e, "report failed");
            done.status = ReportStatus::Failed;
            done.failure = Some("the report could not be written; ask for it again".into());
            None
        }
    };
    // on the merchant's clock, as its other events (a sandbox clock may run ahead)
    let merchant = items::load_merchant(st, &r.merchant_id).await?;
    done.finished_at = Some(merchant.as_ref().map_or_else(Utc::now, |m| st.now_for(m)));
    let applied = tx::apply(st, Guard::Versioned, || async {
        let mut writes = vec![put(&done, Some(version))?];
        if let Some(kind) = kind {
            writes.extend(event(
                &done.merchant_id,
                kind,
                view(&done, None),
                sequence(version + 1, 0),
                Map::new(),
                done.finished_at.unwrap_or(now),
            ));
        }
        Ok(Plan::new(writes, true))
    })
    .await?;
    Ok(matches!(applied, Applied::Done(true)))
}

/// Writes the report to a scratch file and keeps it: the rows written.
pub async fn write_file(st: &AppState, r: &Report) -> Result<u64, String> {
    let path = st.reports.scratch().map_err(|e| e.to_string())?;
    let file = std::fs::File::create(&path).map_err(|e| e.to_string())?;
    // in the order asked for (each one of the type's: checked when asked)
    let columns: Vec<&'static str> = r
        .columns
        .iter()
        .filter_map(|w| r.kind.columns().iter().copied().find(|c| *c == w.as_str()))
        .collect();
    let mut sheet = Sheet::new(std::io::BufWriter::with_capacity(1 << 16, file), columns)
        .map_err(|e| e.0.message)?;
    let written = report_rows::write(st, r, &mut sheet).await;
    let rows = sheet.rows;
    let flushed = sheet.finish().and_then(|w| {
        w.into_inner()
            .map_err(|e| ApiError::new(ErrorCode::ServerError, e.to_string()))?
            .sync_all()
            .map_err(|e| ApiError::new(ErrorCode::ServerError, e.to_string()))
    });
    if let Err(e) = written.and(flushed) {
        let _ = std::fs::remove_file(&path);
        return Err(e.0.message);
    }
    st.reports
        .keep(&file_key(r), &path)
        .await
        .map_err(|e| e.to_string())?;
    Ok(rows)
}

/// What a scheduled run did.
#[derive(Debug, Default, Clone, PartialEq, serde::Serialize)]
pub struct Runs {
    pub written: usize,
    pub failed: usize,
}

/// Every run pending by real `real_now` (new, or whose claim lapsed).
pub async fn run_due(st: &AppState, real_now: DateTime<Utc>) -> Runs {
    let shards = due::shards().map(|n| due_shard(&n)).collect();
    let (found, unreadable) = due::with_merchants(st, shards, real_now).await;
    let mut out = Runs {
        failed: unreadable,
        ..Runs::default()
    };
    for (_, item) in found {
        let id = item.get("id").and_then(Value::as_str).unwrap_or_default();
        match run(st, id).await {
            Ok(true) => out.written += 1,
            Ok(false) => {}
            Err(e) => {
                tracing::warn!(report = %id, error = %e.0.message, "report run failed");
                out.failed += 1;
            }
        }
    }
    out
}
