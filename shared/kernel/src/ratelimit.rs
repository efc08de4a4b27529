//! Per-caller request rate limits in fixed one-second windows.
//!
//! In one process (`sanduq serve` on its embedded store) the process's count is the whole
//! count. Where many processes serve one table (Lambda instances on DynamoDB), a caller's
//! window is a counter item in the store that the processes take tokens from in leases,
//! by a conditional add that can never pass the limit: 1 token the first time in a
//! window, then twice the last lease, at most a tenth of the limit. A lease's unused tokens
//! are lost with its second, so all processes together admit at most the limit (and
//! slightly fewer when many processes each hold a few). A store that cannot be reached
//! admits (a limit is not worth an outage) and says so in the log.

use sanduq_store::{Cond, Key, SharedStore, StoreError, Write};
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

/// This process's part of a caller's window: tokens left of its leases, the last lease's
/// size, and whether the shared count said no.
#[derive(Debug, Clone, Copy, Default)]
struct Window {
    second: u64,
    used: u32,
    left: u32,
    last_lease: u32,
    exhausted: bool,
}

#[derive(Default)]
pub struct RateLimiter {
    windows: Mutex<HashMap<String, Window>>,
    /// The store holding the shared counts; None: this process counts alone.
    shared: Option<SharedStore>,
}

/// The most tokens one lease takes: a tenth of the limit (at least one).
pub fn max_lease(limit: u32) -> u32 {
    (limit / 10).max(1)
}

fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// A caller's window counter item.
fn counter(who: &str, second: u64) -> Key {
    Key::new(format!("RATE#{who}"), format!("S#{second}"))
}

impl RateLimiter {
    /// Limits counted in `store`, shared by every process that uses it.
    pub fn shared(store: SharedStore) -> RateLimiter {
        RateLimiter {
            windows: Mutex::default(),
            shared: Some(store),
        }
    }

    pub fn is_shared(&self) -> bool {
        self.shared.is_some()
    }

    /// Whether `who` may make one more request now, under `limit` a second.
    pub async fn check(&self, who: &str, limit: u32) -> Decision {
        let now = now_secs();
        match &self.shared {
            None => self.check_at(who, limit, now),
            Some(store) => self.check_shared(store, who, limit, now).await,
        }
    }

    /// This process's window for `who` at second `now`, fresh when the second changed.
    fn window<R>(&self, who: &str, now: u64, f: impl FnOnce(&mut Window) -> R) -> R {
        let mut w = self.windows.lock().unwrap_or_else(|p| p.into_inner());
        if w.len() > 100_000 {
            w.retain(|_, win| win.second >= now);
        }
        let e = w.entry(who.to_string()).or_default();
        if e.second != now {
            *e = Window {
                second: now,
                ..Window::default()
            };
        }
        f(e)
    }

    /// Counted in this process alone.
    pub fn check_at(&self, who: &str, limit: u32, now: u64) -> Decision {
        self.window(who, now, |e| {
            let allowed = e.used < limit;
            if allowed {
                e.used += 1;
            }
            Decision {
                allowed,
                limit,
                remaining: limit.saturating_sub(e.used),
                reset: now + 1,
            }
        })
    }

    async fn check_shared(&self, store: &SharedStore, who: &str, limit: u32, now: u64) -> Decision {
        let decide = |allowed: bool, left: u32| Decision {
            allowed,
            limit,
            remaining: left,
            reset: now + 1,
        };
        // a token of this process's lease, or the size of the next lease to ask for
        let ask = self.window(who, now, |e| {
            if e.left > 0 {
                e.left -= 1;
                e.used += 1;
                Err(e.left)
            } else if e.exhausted {
                Ok(None)
            } else {
                Ok(Some((e.last_lease * 2).clamp(1, max_lease(limit))))
            }
        });
        let want = match ask {
            Err(left) => return decide(true, left),
            Ok(None) => return decide(false, 0),
            Ok(Some(n)) => n,
        };
        // the lease asked for, else a single token, else the window is spent
        for n in [want, 1] {
            match take(store, who, limit, now, n).await {
                Ok(true) => {
                    return self.window(who, now, |e| {
                        e.last_lease = n;
                        e.left += n - 1;
                        e.used += 1;
                        decide(true, e.left)
                    })
                }
                Ok(false) if n > 1 => continue,
                Ok(false) => break,
                Err(err) => {
                    tracing::warn!(error = %err, who, "the shared rate limit could not be counted; admitted");
                    return decide(true, 0);
                }
            }
        }
        self.window(who, now, |e| e.exhausted = true);
        decide(false, 0)
    }
}

/// Takes `n` tokens of `who`'s window at second `now` from the shared count, if the count
/// stays within `limit`: Ok(false) when it would not.
async fn take(
    store: &SharedStore,
    who: &str,
    limit: u32,
    now: u64,
    n: u32,
) -> Result<bool, StoreError> {
    let mut set = sanduq_store::Item::new();
    // kept a minute, then removed by the store's TTL
    set.insert("ttl".into(), (now as i64 + 60).into());
    let w = Write::Update {
        key: counter(who, now),
        set,
        add: vec![("count".into(), i64::from(n))],
        cond: Some(Cond::Or(vec![
            Cond::NotExists,
            Cond::Lt("count".into(), i64::from(limit) - i64::from(n) + 1),
        ])),
    };
    let mut tries = 0;
    loop {
        match store.transact(vec![w.clone()]).await {
            Ok(()) => return Ok(true),
            Err(StoreError::ConditionFailed { .. }) => return Ok(false),
            // another process's add at the same moment: try again
            Err(StoreError::Conflict) if tries < 5 => tries += 1,
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

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

    #[test]
    fn leases_are_a_tenth_of_the_limit_at_most() {
        assert_eq!(max_lease(100), 10);
        assert_eq!(max_lease(5), 1);
        assert_eq!(max_lease(0), 1);
    }

    #[tokio::test]
    async fn processes_sharing_a_store_admit_the_limit_together_and_no_more() {
        let store: SharedStore = Arc::new(sanduq_store::EmbeddedStore::in_memory());
        let limiters: Vec<RateLimiter> =
            (0..3).map(|_| RateLimiter::shared(store.clone())).collect();
        let now = now_secs() + 1000;
        let mut admitted = 0;
        for i in 0..200 {
            let l = &limiters[i % 3];
            if l.check_shared(&store, "merchant:m1", 50, now).await.allowed {
                admitted += 1;
            }
        }
        assert!(admitted <= 50, "{admitted}");
        assert!(admitted >= 45, "few tokens are left in leases: {admitted}");
        // the next second starts again; another caller has its own count
        assert!(
            limiters[0]
                .check_shared(&store, "merchant:m1", 50, now + 1)
                .await
                .allowed
        );
        assert!(
            limiters[1]
                .check_shared(&store, "merchant:m2", 50, now)
                .await
                .allowed
        );
    }
}
