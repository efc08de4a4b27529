//! Per-caller request rate limit: fixed one-second windows, counted in this process.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decision {
    pub allowed: bool,
    pub limit: u32,
    pub remaining: u32,
    /// Unix second at which the window resets.
    pub reset: u64,
}

#[derive(Default)]
pub struct RateLimiter {
    windows: Mutex<HashMap<String, (u64, u32)>>,
}

impl RateLimiter {
    pub fn check(&self, who: &str, limit: u32) -> Decision {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        self.check_at(who, limit, now)
    }

    pub fn check_at(&self, who: &str, limit: u32, now: u64) -> Decision {
        let mut w = self.windows.lock().unwrap_or_else(|p| p.into_inner());
        if w.len() > 100_000 {
            w.retain(|_, (sec, _)| *sec >= now);
        }
        let e = w.entry(who.to_string()).or_insert((now, 0));
        if e.0 != now {
            *e = (now, 0);
        }
        let allowed = e.1 < limit;
        if allowed {
            e.1 += 1;
        }
        Decision {
            allowed,
            limit,
            remaining: limit.saturating_sub(e.1),
            reset: now + 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_per_window_and_caller() {
        let r = RateLimiter::default();
        assert_eq!(r.check_at("a", 2, 10).remaining, 1);
        assert!(r.check_at("a", 2, 10).allowed);
        let d = r.check_at("a", 2, 10);
        assert!(!d.allowed);
        assert_eq!(d.reset, 11);
        assert!(r.check_at("b", 2, 10).allowed);
        assert!(r.check_at("a", 2, 11).allowed);
    }
}
