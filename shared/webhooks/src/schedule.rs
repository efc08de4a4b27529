//! When a failed delivery is tried again: the Standard Webhooks schedule — immediately,
//! 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h (about three days) — each wait
//! with ±10 % jitter; a 429 or 503 with Retry-After waits as long as it asks (capped at a
//! day); after the last attempt the event is failed for that endpoint.

/// Seconds to wait before each attempt (attempt 1 is the first delivery).
pub const SCHEDULE: [i64; 10] = [0, 5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400];
/// An endpoint whose deliveries have failed for this long without one success is disabled.
pub const DISABLE_AFTER_SECS: i64 = 5 * 24 * 3600;
/// The longest Retry-After honoured.
pub const MAX_RETRY_AFTER_SECS: i64 = 24 * 3600;

/// Seconds to wait after failed attempt `attempt` (1-based) before the next one, with
/// `jitter` in [0, 1) spreading it by ±10 %; None when no attempt is left.
pub fn next_delay(attempt: u32, jitter: f64) -> Option<i64> {
    let base = *SCHEDULE.get(attempt as usize)?;
    let spread = (base as f64 * 0.1 * (2.0 * jitter.clamp(0.0, 1.0) - 1.0)).round() as i64;
    Some((base + spread).max(0))
}

/// A Retry-After value in seconds (delta-seconds, or an HTTP-date relative to `now`).
pub fn retry_after(value: &str, now: std::time::SystemTime) -> Option<i64> {
    let v = value.trim();
    let secs = match v.parse::<i64>() {
        Ok(s) => s,
        Err(_) => {
            let at = httpdate::parse_http_date(v).ok()?;
            at.duration_since(now).map_or(0, |d| d.as_secs() as i64)
        }
    };
    Some(secs.clamp(0, MAX_RETRY_AFTER_SECS))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, UNIX_EPOCH};

    #[test]
    fn the_schedule_spans_about_three_days() {
        let total: i64 = SCHEDULE.iter().sum();
        assert!((2 * 86400..4 * 86400).contains(&total), "{total}");
        assert_eq!(next_delay(1, 0.5), Some(5));
        assert_eq!(next_delay(2, 0.5), Some(300));
        assert_eq!(next_delay(9, 0.5), Some(86400));
        assert_eq!(next_delay(10, 0.5), None);
        assert_eq!(next_delay(2, 0.0), Some(270));
        assert_eq!(next_delay(2, 0.999_999), Some(330));
    }

    #[test]
    fn retry_after_in_seconds_or_a_date() {
        let now = UNIX_EPOCH + Duration::from_secs(1_700_000_000);
        assert_eq!(retry_after("120", now), Some(120));
        assert_eq!(retry_after("999999999", now), Some(MAX_RETRY_AFTER_SECS));
        let later = httpdate::fmt_http_date(now + Duration::from_secs(90));
        assert_eq!(retry_after(&later, now), Some(90));
        assert_eq!(retry_after("soon", now), None);
    }
}
