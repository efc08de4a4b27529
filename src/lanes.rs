//! HTTP connections served on lanes: threads of their own, each running a single-threaded
//! tokio runtime. A connection is handed to the lane with the fewest open and stays on it for
//! its life, so a request's memory is made and freed on one thread and its tasks are never
//! moved between threads (on the shared runtime a request that waited for the committer went
//! on wherever a worker was free, and freed there what another thread had made: the allocator
//! then handed that memory out again cold, docs/bench-history.jsonl, "Memory freed where it was made").
//! Background work (the relay, deliveries, sweeps, the buffered request log) stays on the
//! shared runtime.

use hyper_util::rt::{TokioIo, TokioTimer};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// A connection handed to a lane: the socket (left non-blocking by the listener's runtime,
/// registered again with the lane's) and the peer's address.
type Handed = (std::net::TcpStream, SocketAddr);

struct Lane {
    to: tokio::sync::mpsc::UnboundedSender<Handed>,
    /// Connections open on this lane.
    open: Arc<AtomicUsize>,
}

pub struct Lanes {
    lanes: Vec<Lane>,
    /// Where the search for the emptiest lane starts (turned each time, so equal lanes take
    /// connections in turn).
    next: AtomicUsize,
}

/// One lane per core the process may use (`sanduq bare` always; `sanduq serve` unless told).
pub fn one_per_core() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Lanes for `sanduq serve`: `SANDUQ_LANES` (1 to 64) if set to a sane number, else one per
/// core. On two cores one lane took 1.7% and 5.6% less server CPU per lifecycle request than
/// two in two sets of runs alone in turn, and served about 6% fewer authenticated reads a
/// second: not a default worth the reads (docs/bench-history.jsonl, "The relay keeping up, snapshots
/// that copy, lanes alone in turn").
pub fn count() -> usize {
    count_from(
        std::env::var("SANDUQ_LANES").ok().as_deref(),
        one_per_core(),
    )
}

fn count_from(v: Option<&str>, cores: usize) -> usize {
    v.and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|n| (1..=64).contains(n))
        .unwrap_or(cores)
}

impl Lanes {
    /// Starts `n` lanes (at least one), each serving HTTP/1.1 connections with `app`. A
    /// connection must send a request's headers, then its body, within `timeouts`.
    pub fn start(n: usize, app: axum::Router, timeouts: Timeouts) -> std::io::Result<Lanes> {
        let lanes = (0..n.max(1))
            .map(|i| Lane::start(i, app.clone(), timeouts))
            .collect::<std::io::Result<Vec<Lane>>>()?;
        Ok(Lanes {
            lanes,
            next: AtomicUsize::new(0),
        })
    }

    /// Hands an accepted connection to the lane with the fewest open.
    pub fn give(&self, stream: tokio::net::TcpStream, peer: SocketAddr) {
        let _ = stream.set_nodelay(true);
        let stream = match stream.into_std() {
            Ok(s) => s,
            Err(e) => {
                tracing::warn!(error = %e, "a connection could not be handed to a lane");
                return;
            }
        };
        let lane = &self.lanes[self.emptiest()];
        // counted here, not when the lane takes it: connections accepted together spread
        lane.open.fetch_add(1, Ordering::Relaxed);
        if lane.to.send((stream, peer)).is_err() {
            lane.open.fetch_sub(1, Ordering::Relaxed);
            tracing::error!("a lane has stopped; the connection is closed");
        }
    }

    fn emptiest(&self) -> usize {
        let n = self.lanes.len();
        let start = self.next.fetch_add(1, Ordering::Relaxed) % n;
        (0..n)
            .map(|i| (start + i) % n)
            .min_by_key(|&i| self.lanes[i].open.load(Ordering::Relaxed))
            .unwrap_or(0)
    }
}

impl Lane {
    fn start(i: usize, app: axum::Router, timeouts: Timeouts) -> std::io::Result<Lane> {
        let (to, mut from) = tokio::sync::mpsc::unbounded_channel::<Handed>();
        let open = Arc::new(AtomicUsize::new(0));
        let counted = open.clone();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        std::thread::Builder::new()
            .name(format!("sanduq-http-{i}"))
            .spawn(move || {
                runtime.block_on(async move {
                    tokio::spawn(keep_a_timer_armed(timeouts.header));
                    // the embedded store's answers to this lane's requests, given out here
                    tokio::spawn(sanduq_store::answer_here());
                    while let Some((stream, peer)) = from.recv().await {
                        let closed = Closed(counted.clone());
                        match tokio::net::TcpStream::from_std(stream) {
                            Ok(stream) => {
                                tokio::spawn(connection(
                                    stream,
                                    peer,
                                    app.clone(),
                                    timeouts,
                                    closed,
                                ));
                            }
                            Err(e) => {
                                tracing::warn!(error = %e, "a lane could not take a connection")
                            }
                        }
                    }
                })
            })?;
        Ok(Lane { to, open })
    }
}

/// Keeps a timer armed on the lane that is due sooner than any header deadline a connection
/// sets. tokio's time driver wakes its own I/O driver (a write to its eventfd, and the next
/// epoll wait returning at once to read it) whenever a timer is set earlier than the earliest
/// it knew of when it last parked (tokio-rs/tokio#5207, in 1.54): a lane parks with every
/// connection waiting for the committer, no timer armed, and each request's header timer then
/// cost that wake-up, about one a request. A deadline half the header timeout away is earlier
/// than every header deadline set after it; it costs the lane a wake-up each time it passes.
async fn keep_a_timer_armed(header_timeout: Duration) {
    let period = (header_timeout / 2).max(Duration::from_millis(1));
    loop {
        tokio::time::sleep(period).await;
    }
}

/// Takes a connection off its lane's count when it ends, however it ends.
struct Closed(Arc<AtomicUsize>);

impl Drop for Closed {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// How long a connection may take: a request's headers (and the wait between two
/// requests), and its body from its headers on (`crate::body_deadline`).
#[derive(Debug, Clone, Copy)]
pub struct Timeouts {
    pub header: Duration,
    pub body: Duration,
}

async fn connection(
    stream: tokio::net::TcpStream,
    peer: SocketAddr,
    app: axum::Router,
    timeouts: Timeouts,
    _closed: Closed,
) {
    // the peer's address, for limits keyed on the client (never X-Forwarded-For)
    let client = sanduq_api::client::ClientAddr(peer.ip());
    let svc = hyper_util::service::TowerToHyperService::new(
        tower::ServiceBuilder::new()
            .map_request(move |r: axum::http::Request<hyper::body::Incoming>| {
                let deadline = tokio::time::Instant::now() + timeouts.body;
                let mut r = r.map(|b| {
                    axum::body::Body::new(crate::body_deadline::Deadline::new(b, deadline))
                });
                r.extensions_mut().insert(client);
                r
            })
            .service(app),
    );
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(timeouts.header)
        .serve_connection(TokioIo::new(stream), svc);
    if let Err(e) = conn.await {
        tracing::debug!(error = %e, "connection closed");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufRead, BufReader, Read, Write};

    #[test]
    fn the_lane_count_is_one_per_core_unless_a_sane_one_is_set() {
        assert_eq!(count_from(None, 1), 1);
        assert_eq!(count_from(None, 2), 2);
        assert_eq!(count_from(Some("1"), 2), 1);
        assert_eq!(count_from(Some(" 4 "), 2), 4);
        for bad in ["0", "65", "-1", "two", ""] {
            assert_eq!(count_from(Some(bad), 3), 3, "{bad}");
        }
    }

    /// One request on an open keep-alive connection: the body of the answer.
    fn ask(conn: &mut BufReader<std::net::TcpStream>) -> String {
        conn.get_mut()
            .write_all(b"GET / HTTP/1.1\r\nhost: x\r\n\r\n")
            .unwrap();
        let mut length = 0;
        loop {
            let mut line = String::new();
            conn.read_line(&mut line).unwrap();
            if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                length = v.trim().parse().unwrap();
            }
            if line == "\r\n" {
                break;
            }
        }
        let mut body = vec![0; length];
        conn.read_exact(&mut body).unwrap();
        String::from_utf8(body).unwrap()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn connections_spread_over_the_lanes_and_each_stays_on_its_own() {
        // the answer names the thread that served it and the peer the lane was told of
        let app = axum::Router::new().route(
            "/",
            axum::routing::get(
                |axum::Extension(client): axum::Extension<sanduq_api::client::ClientAddr>| async move {
                    format!(
                        "{} {}",
                        std::thread::current().name().unwrap_or("?"),
                        client.0
                    )
                },
            ),
        );
        let timeouts = Timeouts {
            header: Duration::from_secs(5),
            body: Duration::from_secs(5),
        };
        let lanes = Arc::new(Lanes::start(2, app, timeouts).unwrap());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let accepting = lanes.clone();
        tokio::spawn(async move {
            while let Ok((stream, peer)) = listener.accept().await {
                accepting.give(stream, peer);
            }
        });
        let watched = lanes.clone();
        let answers = tokio::task::spawn_blocking(move || {
            let mut conns: Vec<_> = (0..4)
                .map(|_| BufReader::new(std::net::TcpStream::connect(addr).unwrap()))
                .collect();
            let mut seen = Vec::new();
            for _ in 0..3 {
                seen.push(conns.iter_mut().map(ask).collect::<Vec<_>>());
            }
            // one connection closed: the next one goes to the lane it left
            let first = seen[0][0].clone();
            drop(conns.remove(0));
            let open = || -> usize {
                watched
                    .lanes
                    .iter()
                    .map(|l| l.open.load(Ordering::Relaxed))
                    .sum()
            };
            for _ in 0..500 {
                if open() == 3 {
                    break;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            assert_eq!(open(), 3, "the closed connection is still counted");
            let mut fresh = BufReader::new(std::net::TcpStream::connect(addr).unwrap());
            (seen, first, ask(&mut fresh))
        })
        .await
        .unwrap();
        let (seen, first, fresh) = answers;
        let lane = |a: &str| a.split(' ').next().unwrap().to_string();
        // every connection answered from one lane, on every request
        for c in 0..4 {
            assert!(seen
                .iter()
                .all(|round| lane(&round[c]) == lane(&seen[0][c])));
            assert!(
                lane(&seen[0][c]).starts_with("sanduq-http-"),
                "{}",
                seen[0][c]
            );
            assert!(seen[0][c].ends_with(" 127.0.0.1"), "{}", seen[0][c]);
        }
        // two connections on each lane
        let on_first = seen[0]
            .iter()
            .filter(|a| lane(a) == "sanduq-http-0")
            .count();
        assert_eq!(on_first, 2, "{:?}", seen[0]);
        assert_eq!(lane(&fresh), lane(&first));
    }
}
