//! What a load run measured: latencies per call kind, counts, failures, and the report.

use serde::Serialize;
use std::collections::BTreeMap;
use std::time::Duration;

/// The latencies and failures one worker saw, per call kind.
#[derive(Default)]
pub struct Recorder {
    pub calls: BTreeMap<&'static str, Vec<Duration>>,
    pub failures: BTreeMap<&'static str, u64>,
    pub first_errors: Vec<String>,
    pub lifecycles: Vec<Duration>,
}

impl Recorder {
    pub fn call(&mut self, kind: &'static str, took: Duration) {
        self.calls.entry(kind).or_default().push(took);
    }

    pub fn failure(&mut self, kind: &'static str, error: String) {
        *self.failures.entry(kind).or_default() += 1;
        if self.first_errors.len() < 5 {
            self.first_errors.push(format!("{kind}: {error}"));
        }
    }

    pub fn merge(&mut self, other: Recorder) {
        for (k, v) in other.calls {
            self.calls.entry(k).or_default().extend(v);
        }
        for (k, n) in other.failures {
            *self.failures.entry(k).or_default() += n;
        }
        for e in other.first_errors {
            if self.first_errors.len() < 5 {
                self.first_errors.push(e);
            }
        }
        self.lifecycles.extend(other.lifecycles);
    }
}

/// Latency percentiles of one call kind, in milliseconds.
#[derive(Debug, Serialize, PartialEq)]
pub struct Latency {
    pub count: usize,
    pub per_second: f64,
    pub p50_ms: f64,
    pub p90_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
}

impl Latency {
    pub fn of(samples: &mut [Duration], seconds: f64) -> Latency {
        samples.sort_unstable();
        Latency {
            count: samples.len(),
            per_second: round(samples.len() as f64 / seconds.max(1e-9)),
            p50_ms: ms(percentile(samples, 0.50)),
            p90_ms: ms(percentile(samples, 0.90)),
            p99_ms: ms(percentile(samples, 0.99)),
            max_ms: ms(samples.last().copied().unwrap_or_default()),
        }
    }
}

/// The nearest-rank percentile of sorted samples (zero when there are none).
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = (p * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn ms(d: Duration) -> f64 {
    round(d.as_secs_f64() * 1000.0)
}

fn round(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// One run's figures (printed, and written as JSON with `--json`).
#[derive(Debug, Serialize)]
pub struct Report {
    pub target: String,
    pub scenario: String,
    pub base_url: String,
    pub concurrency: usize,
    pub seconds: f64,
    pub lifecycles: Latency,
    pub calls_per_lifecycle: usize,
    pub requests: u64,
    pub requests_per_second: f64,
    pub failures: BTreeMap<&'static str, u64>,
    pub first_errors: Vec<String>,
    pub per_call: BTreeMap<&'static str, Latency>,
    /// The server's CPU time per request over the measured window (with `--server-pid`).
    pub server_cpu_us_per_request: Option<f64>,
}

impl Report {
    pub fn build(
        target: &str,
        scenario: &str,
        base_url: &str,
        concurrency: usize,
        seconds: f64,
        mut rec: Recorder,
        server_cpu: Option<Duration>,
    ) -> Report {
        let requests: u64 = rec.calls.values().map(|v| v.len() as u64).sum();
        let calls_per_lifecycle = rec.calls.len();
        let per_call = rec
            .calls
            .iter_mut()
            .map(|(k, v)| (*k, Latency::of(v, seconds)))
            .collect();
        Report {
            target: target.into(),
            scenario: scenario.into(),
            base_url: base_url.into(),
            concurrency,
            seconds: round(seconds),
            lifecycles: Latency::of(&mut rec.lifecycles, seconds),
            calls_per_lifecycle,
            requests,
            requests_per_second: round(requests as f64 / seconds.max(1e-9)),
            failures: rec.failures,
            first_errors: rec.first_errors,
            per_call,
            server_cpu_us_per_request: server_cpu
                .filter(|_| requests > 0)
                .map(|c| round(c.as_secs_f64() * 1e6 / requests as f64)),
        }
    }

    pub fn print(&self) {
        println!(
            "{} {} at {} — concurrency {}, {:.1} s measured",
            self.target, self.scenario, self.base_url, self.concurrency, self.seconds
        );
        println!(
            "  {:<14} {:>9} {:>10} {:>9} {:>9} {:>9}",
            "", "count", "per s", "p50 ms", "p90 ms", "p99 ms"
        );
        let row = |name: &str, l: &Latency| {
            println!(
                "  {:<14} {:>9} {:>10.1} {:>9.2} {:>9.2} {:>9.2}",
                name, l.count, l.per_second, l.p50_ms, l.p90_ms, l.p99_ms
            )
        };
        if self.calls_per_lifecycle > 1 {
            row("lifecycle", &self.lifecycles);
        }
        for (k, l) in &self.per_call {
            row(k, l);
        }
        println!(
            "  requests: {} ({:.0}/s){}",
            self.requests,
            self.requests_per_second,
            match self.server_cpu_us_per_request {
                Some(us) => format!(", server CPU {us:.0} µs per request"),
                None => String::new(),
            }
        );
        let failed: u64 = self.failures.values().sum();
        if failed > 0 {
            println!("  failures: {failed} {:?}", self.failures);
            for e in &self.first_errors {
                println!("    {e}");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(ms: u64) -> Duration {
        Duration::from_millis(ms)
    }

    #[test]
    fn percentiles_are_nearest_rank() {
        let s: Vec<Duration> = (1..=100).map(d).collect();
        assert_eq!(percentile(&s, 0.50), d(50));
        assert_eq!(percentile(&s, 0.90), d(90));
        assert_eq!(percentile(&s, 0.99), d(99));
        assert_eq!(percentile(&s, 1.0), d(100));
        assert_eq!(percentile(&[d(7)], 0.99), d(7));
        assert_eq!(percentile(&[], 0.5), Duration::ZERO);
    }

    #[test]
    fn a_report_counts_requests_and_cpu_per_request() {
        let mut rec = Recorder::default();
        for i in 0..10 {
            rec.call("pay", d(i + 1));
            rec.call("capture", d(2));
            rec.lifecycles.push(d(i + 3));
        }
        rec.failure("refund", "HTTP 409".into());
        let r = Report::build("sanduq", "lifecycle", "x", 2, 2.0, rec, Some(d(40)));
        assert_eq!(r.requests, 20);
        assert_eq!(r.requests_per_second, 10.0);
        assert_eq!(r.calls_per_lifecycle, 2);
        assert_eq!(r.lifecycles.count, 10);
        assert_eq!(r.lifecycles.per_second, 5.0);
        assert_eq!(r.per_call["pay"].p90_ms, 9.0);
        assert_eq!(r.failures["refund"], 1);
        assert_eq!(r.server_cpu_us_per_request, Some(2000.0));
    }
}
