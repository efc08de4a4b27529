//! The ceilings a load run is read against: `sanduq bare` (an HTTP server on the same
//! framework, runtime and lanes as `sanduq serve` that answers one fixed JSON body: what a
//! request costs with no work in it; one lane per core whatever `SANDUQ_LANES` says, so the
//! ceiling stays the machine's) and `sanduq fsync` (durable commits per second on a
//! directory's disk).

use axum::http::header::CONTENT_TYPE;
use axum::routing::get;
use std::io::{Seek, SeekFrom, Write};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::{Duration, Instant};

#[derive(clap::Args, Debug, Clone)]
pub struct BareArgs {
    /// Address to listen on (port 0 picks a free port).
    #[arg(long, default_value = "127.0.0.1:8081")]
    pub addr: SocketAddr,
}

#[derive(clap::Args, Debug, Clone)]
pub struct FsyncArgs {
    /// A directory on the disk to measure (e.g. the data dir).
    #[arg(long, default_value = ".sanduq")]
    pub dir: PathBuf,
    /// Seconds to measure.
    #[arg(long, default_value_t = 3)]
    pub seconds: u64,
    /// Also write the figure as JSON here.
    #[arg(long)]
    pub json: Option<PathBuf>,
}

const BODY: &str = r#"{"success":true,"data":{"ok":true}}"#;

pub async fn bare(args: BareArgs) -> std::io::Result<()> {
    let app = axum::Router::new().route(
        "/",
        get(|| async { ([(CONTENT_TYPE, "application/json")], BODY) }),
    );
    let listener = tokio::net::TcpListener::bind(args.addr).await?;
    println!("listening on http://{}/", listener.local_addr()?);
    crate::serve::serve(
        listener,
        app,
        crate::lanes::one_per_core(),
        crate::lanes::Timeouts {
            header: Duration::from_secs(crate::serve::HEADER_TIMEOUT_SECS),
            body: Duration::from_secs(crate::body_deadline::BODY_TIMEOUT_SECS),
        },
    )
    .await
}

/// Overwrites one 4 KiB page and `fdatasync`s it, over and over: the rate of durable
/// commits the disk allows one writer (a commit of the embedded store is at least one).
pub fn fsync(args: FsyncArgs) -> std::io::Result<()> {
    std::fs::create_dir_all(&args.dir)?;
    let path = args.dir.join(".fsync-probe");
    let mut f = std::fs::OpenOptions::new()
        .create(true)
        .truncate(true)
        .write(true)
        .open(&path)?;
    let page = [0x5au8; 4096];
    let until = Instant::now() + Duration::from_secs(args.seconds.max(1));
    let started = Instant::now();
    let mut n = 0u64;
    while Instant::now() < until {
        f.seek(SeekFrom::Start(0))?;
        f.write_all(&page)?;
        f.sync_data()?;
        n += 1;
    }
    let per_second = n as f64 / started.elapsed().as_secs_f64();
    drop(f);
    std::fs::remove_file(&path)?;
    println!(
        "fsync ceiling in {}: {per_second:.0} durable 4 KiB commits/s ({:.3} ms each)",
        args.dir.display(),
        1000.0 / per_second
    );
    if let Some(out) = &args.json {
        let v = serde_json::json!({ "dir": args.dir, "fsyncs_per_second": per_second.round() });
        std::fs::write(out, format!("{v:#}\n"))?;
    }
    Ok(())
}
