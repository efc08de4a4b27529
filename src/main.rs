//! `sanduq`: the whole service in one process, for laptops and tests.
//!
//! `sanduq serve [--addr 127.0.0.1:8080] [--data-dir .sanduq] [--store embedded|dynamodb]`
//! `sanduq load …`, `sanduq bare`, `sanduq fsync`: the load tool and its ceilings.
//! `sanduq login`, `listen`, `events`, `payments`, `clock`: the developer's CLI (`cli`).

mod body_deadline;
mod bootstrap;
mod ceiling;
mod cli;
mod lanes;
mod load;
mod serve;
mod test_buyers;

use clap::{Parser, Subcommand, ValueEnum};

// malloc/free were a fifth of the server's CPU under load with the system allocator;
// jemalloc took about 5% less server CPU per write request than mimalloc, run side by side
// (docs/decisions.md, "The allocator").
#[global_allocator]
static ALLOC: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// jemalloc's options, read when it starts (before `main`): memory freed is kept for reuse,
/// never given back to the system. A server under load gave freed pages back and soon took
/// them again, each time through a page fault that zeroed a fresh page (docs/speed.md,
/// "Memory given back and taken again"); its resident memory is its peak, which the store's
/// state dominates anyway. `_RJEM_MALLOC_CONF` in the environment is read after this and
/// overrides it.
#[export_name = "_rjem_malloc_conf"]
static MALLOC_CONF: Option<&'static std::ffi::c_char> =
    // SAFETY: a reference to the first byte of a NUL-terminated string that lives for ever,
    // which is what jemalloc reads `malloc_conf` as (a `const char *`)
    Some(unsafe { &*c"dirty_decay_ms:-1,muzzy_decay_ms:-1".as_ptr() });

/// Gives the pages jemalloc holds free back to the system, once: what opening the store read
/// and let go (each file of the log whole, the unpacked records) is otherwise kept for reuse
/// (`MALLOC_CONF` above), and the server's resident memory after a restart stood a third above
/// its state (docs/speed.md, "The memory model"). Also after each snapshot, on its thread.
pub(crate) fn give_back_freed_memory() {
    // SAFETY: `arena.<i>.purge` takes and gives nothing (null pointers, length 0); 4096 is
    // jemalloc's MALLCTL_ARENAS_ALL, every arena; the name is NUL-terminated
    let failed = unsafe {
        tikv_jemalloc_sys::mallctl(
            c"arena.4096.purge".as_ptr(),
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            0,
        )
    };
    if failed != 0 {
        tracing::debug!(code = failed, "jemalloc did not purge its arenas");
    }
}

use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "sanduq",
    version,
    about = "Sanduq: merchant payments over embedded wallets"
)]
struct Cli {
    /// Log lines as text or JSON (one structured line per request either way); RUST_LOG filters.
    #[arg(long, value_enum, default_value_t = LogFormat::Text, global = true)]
    log_format: LogFormat,
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum LogFormat {
    Text,
    Json,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum StoreKind {
    /// The embedded store in the data dir (no AWS needed)
    Embedded,
    /// DynamoDB through the standard AWS environment (AWS_ENDPOINT_URL etc.)
    Dynamodb,
}

#[derive(Subcommand)]
enum Command {
    /// Serve every family on one listener; base address http://ADDR/api/v1.
    Serve(ServeArgs),
    /// Drive a payment lifecycle over HTTP and report throughput and latency (docs/speed.md).
    Load(load::LoadArgs),
    /// Answer one fixed JSON body on GET /: the bare HTTP ceiling for `load --scenario ping`.
    Bare(ceiling::BareArgs),
    /// Measure durable commits (write + fdatasync) per second on a directory's disk.
    Fsync(ceiling::FsyncArgs),
    /// Make a new signing key for user access tokens; the previous one keeps verifying the
    /// tokens it signed (restart the server to use the new key).
    RotateTokenKey {
        /// The data dir of `sanduq serve`.
        #[arg(long, default_value = ".sanduq")]
        data_dir: PathBuf,
    },
    /// Store where a Sanduq API answers and the merchant's key, as a named profile.
    Login(cli::LoginArgs),
    /// Forward the merchant's events to a local address, signed as Standard Webhooks.
    Listen(cli::listen::ListenArgs),
    /// Make the sandbox objects that cause an event (sanduq trigger --list).
    Trigger(cli::trigger::TriggerArgs),
    /// List events, or send one again to a webhook endpoint.
    #[command(subcommand)]
    Events(cli::EventsCommand),
    /// List payments (gateway vocabulary: reserved, completed, ...).
    #[command(subcommand)]
    Payments(cli::PaymentsCommand),
    /// The sandbox's test clock.
    #[command(subcommand)]
    Clock(cli::ClockCommand),
    /// The merchant's API requests of the last 7 days.
    #[command(subcommand)]
    Logs(cli::LogsCommand),
    /// Compact the embedded store's file (stop the server first): freed pages given back.
    Compact {
        /// The data dir of `sanduq serve`.
        #[arg(long, default_value = ".sanduq")]
        data_dir: PathBuf,
    },
    /// A store that damage keeps shut: list what opening it anyway would drop, and with
    /// --accept-loss do it (stop the server first; the damaged files are kept beside).
    Recover {
        /// The data dir of `sanduq serve`.
        #[arg(long, default_value = ".sanduq")]
        data_dir: PathBuf,
        /// Drop what is listed and open the store (nothing is changed without it).
        #[arg(long)]
        accept_loss: bool,
    },
}

#[derive(clap::Args, Debug, Clone)]
pub struct ServeArgs {
    /// Address to listen on (port 0 picks a free port).
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// Where data and credentials live.
    #[arg(long, default_value = ".sanduq")]
    pub data_dir: PathBuf,
    #[arg(long, value_enum, default_value_t = StoreKind::Embedded)]
    pub store: StoreKind,
    /// DynamoDB table name (with --store dynamodb).
    #[arg(long, env = "TABLE_NAME", default_value = "sanduq")]
    pub table: String,
    /// Requests per second per merchant, unless the merchant has its own limit.
    #[arg(long, default_value_t = 100)]
    pub rate_limit: u32,
    /// Requests per second per client address to the public pages and buyer routes, and
    /// per popup session token (a public resource takes 5 times it from all addresses).
    #[arg(long, default_value_t = sanduq_kernel::state::PUBLIC_RATE_LIMIT,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub public_rate_limit: u32,
    /// Seconds between background sweeps (payment expiry, subscription billing).
    #[arg(long, default_value_t = 10)]
    pub sweep_every: u64,
    /// Milliseconds between webhook rounds when idle (relay the outbox, deliver due wakes).
    #[arg(long, default_value_t = 200)]
    pub webhook_every_ms: u64,
    /// The deep-link scheme of QR payloads ({scheme}://pay?…, {scheme}://id?t=…).
    #[arg(long, env = "APP_SCHEME", default_value = "sanduq", value_parser = scheme)]
    pub app_scheme: String,
    /// Public base address of hosted pages (default: http://ADDR).
    #[arg(long)]
    pub public_url: Option<String>,
    /// Seconds API key and merchant records are reused before they are read again
    /// (0: read on every request). Changes made through this server apply at once.
    #[arg(long, default_value_t = 5)]
    pub record_cache_secs: u64,
    /// Seconds a connection may take to send a request's headers, and stay open with no
    /// request between two (slow or silent clients are cut off).
    #[arg(long, default_value_t = serve::HEADER_TIMEOUT_SECS, value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub header_timeout_secs: u64,
    /// Seconds a request's body may take to arrive whole after its headers (a client that
    /// trickles it is cut off).
    #[arg(long, default_value_t = body_deadline::BODY_TIMEOUT_SECS, value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub body_timeout_secs: u64,
    /// Seconds a dashboard session lasts without a request (signed in for 12 hours at most).
    #[arg(long, default_value_t = sanduq_kernel::state::DASHBOARD_SESSION.0)]
    pub dashboard_idle_secs: i64,
    /// Local development only: sandbox webhook endpoints may be plain http on loopback (or
    /// another private address), e.g. a receiver on this laptop. Never in a deployed stack.
    #[arg(long)]
    pub allow_private_webhooks: bool,
    /// Transaction monitoring off (to measure what it costs the payment path): money
    /// movements are neither kept for the relay nor evaluated. Never in a deployed stack.
    #[arg(long)]
    pub no_monitoring: bool,
    /// Spread each merchant's busiest index keys (events, payments, journal, payments by
    /// status) over this many partitions (1: not spread). A DynamoDB table's every server
    /// and function must use the same, and it may grow but not shrink (docs/speed.md).
    #[arg(long, env = "INDEX_SPREAD", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..=sanduq_kernel::spread::MAX as u64))]
    pub index_spread: u64,
    /// Leave out the sandbox test buyers (test_buyer_funded, _broke, _no_pin, _pin_blocked,
    /// _frozen; README), which are otherwise made, or put back in shape, at every start.
    #[arg(long)]
    pub no_test_buyers: bool,
}

fn scheme(s: &str) -> Result<String, String> {
    if sanduq_domain::qr::valid_scheme(s) {
        Ok(s.to_string())
    } else {
        Err("a URI scheme: a letter, then letters, digits, + - . (at most 32)".into())
    }
}

#[tokio::main]
async fn main() {
    let cli = Cli::parse();
    {
        use tracing_subscriber::layer::SubscriberExt;
        use tracing_subscriber::util::SubscriberInitExt;
        let filter = sanduq_kernel::state::log_filter();
        // a log line that cannot be written (a full disk) is dropped: never a failed
        // request (tracing-subscriber's report of it would panic in `eprintln!`)
        let logs = tracing_subscriber::fmt()
            .with_writer(std::io::stderr)
            .log_internal_errors(false);
        match cli.log_format {
            LogFormat::Text => logs.finish().with(filter).init(),
            LogFormat::Json => logs.json().flatten_event(true).finish().with(filter).init(),
        }
    }
    let result = match cli.command {
        Command::Serve(args) => serve::run(args).await.map_err(|e| e.to_string()),
        Command::Load(args) => load::run(args).await.map_err(|e| e.to_string()),
        Command::Bare(args) => ceiling::bare(args).await.map_err(|e| e.to_string()),
        Command::Fsync(args) => ceiling::fsync(args).map_err(|e| e.to_string()),
        Command::RotateTokenKey { data_dir } => bootstrap::rotate_token_keys(&data_dir)
            .map(|keys| {
                let kids: Vec<&str> = keys.iter().map(|k| k.kid.as_str()).collect();
                println!("signing with {}; verifying {}", kids[0], kids.join(", "));
            })
            .map_err(|e| e.to_string()),
        Command::Login(a) => cli::login(a).await,
        Command::Listen(a) => cli::listen::run(a).await,
        Command::Trigger(a) => cli::trigger::run(a).await,
        Command::Events(c) => cli::events(c).await,
        Command::Payments(c) => cli::payments(c).await,
        Command::Clock(c) => cli::clock(c).await,
        Command::Logs(c) => cli::logs(c).await,
        Command::Compact { data_dir } => sanduq_store::EmbeddedStore::compact_data_dir(&data_dir)
            .map(|(before, after)| {
                println!(
                    "compacted {}: {before} -> {after} bytes",
                    data_dir.display()
                )
            })
            .map_err(|e| e.to_string()),
        Command::Recover {
            data_dir,
            accept_loss,
        } => sanduq_store::EmbeddedStore::recover_data_dir(&data_dir, accept_loss)
            .map(|losses| print_losses(&data_dir, &losses, accept_loss))
            .map_err(|e| e.to_string()),
    };
    if let Err(e) = result {
        eprintln!("sanduq: {e}");
        std::process::exit(1);
    }
}

/// What a recovery dropped (or would drop), file by file, with the keys of the items in it.
fn print_losses(data_dir: &std::path::Path, losses: &[sanduq_store::Loss], applied: bool) {
    if losses.is_empty() {
        println!(
            "{}: the store is whole; nothing to drop",
            data_dir.display()
        );
        return;
    }
    let verb = if applied { "dropped" } else { "would drop" };
    for l in losses {
        println!(
            "{verb}: {} from byte {}: {}",
            l.file.display(),
            l.from,
            l.why
        );
        for k in &l.keys {
            println!("  item {}", k.replace('\u{1f}', " / "));
        }
    }
    if applied {
        println!(
            "the store opens again; the damaged files are kept beside as .damaged and .dropped"
        );
    } else {
        println!(
            "nothing was changed; run again with --accept-loss to drop this and open the store"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::give_back_freed_memory;

    /// What jemalloc keeps after a free (the options below) goes back to the system when
    /// `give_back_freed_memory` asks, as `sanduq serve` does after opening the store.
    #[test]
    fn freed_memory_is_given_back_when_asked() {
        let resident = || {
            let status = std::fs::read_to_string("/proc/self/status").unwrap();
            let kb = status
                .lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .unwrap();
            kb.trim()
                .trim_end_matches(" kB")
                .trim()
                .parse::<usize>()
                .unwrap()
                * 1024
        };
        // 64 MiB in pieces of 64 KiB, each touched, then freed: kept for reuse
        let pieces: Vec<Vec<u8>> = (0..1024).map(|_| vec![1u8; 64 * 1024]).collect();
        drop(pieces);
        let kept = resident();
        give_back_freed_memory();
        let after = resident();
        assert!(
            after + 32 * 1024 * 1024 < kept,
            "resident {kept} bytes before, {after} after"
        );
    }

    /// The options above reach jemalloc (the symbol's name and form are right): read back
    /// from jemalloc itself.
    #[test]
    fn jemalloc_keeps_freed_memory() {
        // SAFETY: both options are `ssize_t` in jemalloc's documentation (`isize` here)
        let read = |name: &[u8]| unsafe { tikv_jemalloc_ctl::raw::read::<isize>(name) }.unwrap();
        assert_eq!(read(b"opt.dirty_decay_ms\0"), -1);
        assert_eq!(read(b"opt.muzzy_decay_ms\0"), -1);
    }
}
