//! A short-lived cache of records that nearly every request reads (API keys, merchants):
//! each entry is used for at most `ttl`, then read again. Writes made through this process
//! forget the entry at once; writes made elsewhere (another Lambda instance) take effect
//! within `ttl` (docs/decisions.md, "Key and merchant cache").

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Entries past this many are dropped, oldest first by expiry, when the map is full.
const CAPACITY: usize = 10_000;

pub struct Recent<V> {
    ttl: Duration,
    entries: Mutex<HashMap<String, (Instant, V)>>,
}

impl<V: Clone> Recent<V> {
    pub fn new(ttl: Duration) -> Recent<V> {
        Recent {
            ttl,
            entries: Mutex::new(HashMap::new()),
        }
    }

    /// The entry, if it was stored less than `ttl` ago.
    pub fn get(&self, key: &str) -> Option<V> {
        self.get_at(key, Instant::now())
    }

    pub fn put(&self, key: &str, v: V) {
        self.put_at(key, v, Instant::now())
    }

    pub fn forget(&self, key: &str) {
        self.lock().remove(key);
    }

    pub fn clear(&self) {
        self.lock().clear();
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, (Instant, V)>> {
        self.entries.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn get_at(&self, key: &str, now: Instant) -> Option<V> {
        if self.ttl.is_zero() {
            return None;
        }
        let entries = self.lock();
        let (expires, v) = entries.get(key)?;
        (now < *expires).then(|| v.clone())
    }

    fn put_at(&self, key: &str, v: V, now: Instant) {
        if self.ttl.is_zero() {
            return;
        }
        let mut entries = self.lock();
        if entries.len() >= CAPACITY {
            entries.retain(|_, (expires, _)| *expires > now);
            if entries.len() >= CAPACITY {
                entries.clear();
            }
        }
        entries.insert(key.to_string(), (now + self.ttl, v));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_lives_for_the_ttl_and_is_forgotten_on_demand() {
        let r = Recent::new(Duration::from_secs(5));
        let t0 = Instant::now();
        r.put_at("a", 1, t0);
        assert_eq!(r.get_at("a", t0 + Duration::from_secs(4)), Some(1));
        assert_eq!(r.get_at("a", t0 + Duration::from_secs(5)), None);
        r.put_at("b", 2, t0);
        r.forget("b");
        assert_eq!(r.get_at("b", t0), None);
        r.put_at("c", 3, t0);
        r.clear();
        assert_eq!(r.get_at("c", t0), None);
    }

    #[test]
    fn a_zero_ttl_caches_nothing() {
        let r = Recent::new(Duration::ZERO);
        r.put("a", 1);
        assert_eq!(r.get("a"), None);
    }

    #[test]
    fn a_full_cache_drops_expired_entries_first() {
        let r = Recent::new(Duration::from_secs(1));
        let t0 = Instant::now();
        for i in 0..CAPACITY {
            r.put_at(&i.to_string(), i, t0);
        }
        let later = t0 + Duration::from_secs(2);
        r.put_at("fresh", 7, later);
        assert_eq!(r.get_at("fresh", later), Some(7));
        assert_eq!(r.lock().len(), 1);
    }
}
