//! Times as items and answers hold them: RFC 3339 in UTC ("Z"), the seconds' fraction with
//! as many digits as it has (0, 3, 6 or 9): the text chrono's own serde writes and reads,
//! made by chrono's direct functions (`to_rfc3339_opts`, `parse_from_rfc3339`) instead of
//! its formatter, a character at a time through `fmt` (measured: 160 ns against 60 to
//! write one, 150 against 30 to read one; a lifecycle request writes about thirty).
//! Reading falls back to chrono's relaxed parse, so whatever chrono's serde accepted (an
//! offset, a space for the "T") is still accepted.
//!
//! Fields: `#[serde(with = "crate::time::rfc3339")]`, and for an optional one
//! `#[serde(default, with = "crate::time::rfc3339_opt")]`; a value in `json!`: `Time(t)`.

use chrono::{DateTime, FixedOffset, SecondsFormat, Utc};
use serde::{de, Deserializer, Serialize, Serializer};

/// The text of a time, as chrono's serde writes it.
pub fn text(t: DateTime<Utc>) -> String {
    written(t, SecondsFormat::AutoSi)
}

/// A sortable, fixed-width UTC timestamp for sort keys.
/// (`%Y-%m-%dT%H:%M:%S%.6fZ`, written by chrono's RFC 3339 writer: the same text for years
/// 0 to 9999, without parsing a format string each time.)
pub fn sort_time(t: DateTime<Utc>) -> String {
    written(t, SecondsFormat::Micros)
}

/// How many seconds' texts a thread keeps (`SECONDS`): a second's place is its remainder by
/// this prime, so the seconds a request writes together keep apart: any thirteen in a row, and
/// a time and its usual offsets (5, 15 and 30 minutes, an hour, a day, a week, 30 days: none a
/// multiple of 13 seconds). By the last three bits (8 places, until 2026-11-30) a session's
/// expiry (1,800 seconds on) took its creation's place, and each payment written wrote both.
const KEPT_SECONDS: usize = 13;

thread_local! {
    /// The whole seconds this thread wrote last, and chrono's text of each up to its seconds
    /// (`2026-11-27T08:30:05`), by `KEPT_SECONDS`: a request writes a dozen times or more, of a
    /// few seconds (now, a payment's creation, its expiry), so chrono works out the date and
    /// the clock once for each of them.
    static SECONDS: std::cell::RefCell<[(i64, String); KEPT_SECONDS]> =
        std::cell::RefCell::new(Default::default());
}

#[cfg(test)]
thread_local! {
    /// How many times this thread's `with_written` asked chrono for a second's text.
    static CHRONO_WROTE: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// `t` as `to_rfc3339_opts(form, true)` writes it (`AutoSi` or `Micros`).
fn written(t: DateTime<Utc>, form: SecondsFormat) -> String {
    with_written(t, form, str::to_owned)
}

/// `t`'s text as `written` makes it, handed to `f` (a time serialized into an answer, an event
/// or an item is copied where it goes: no `String` made and freed for it): the second's text
/// chrono wrote for the last time in that second, its fraction's digits and `Z` pushed after
/// it in the thread's own string, then cut off again. A leap second (chrono's nanoseconds past
/// 10^9) is written by chrono itself. (Until 2026-11-30 the text was put together in bytes on
/// the stack and checked as UTF-8 before it was handed on: a hundred instructions a time, and
/// a lifecycle request writes sixteen.)
fn with_written<R>(t: DateTime<Utc>, form: SecondsFormat, f: impl FnOnce(&str) -> R) -> R {
    let nanos = t.timestamp_subsec_nanos();
    if nanos >= 1_000_000_000 {
        return f(&t.to_rfc3339_opts(form, true));
    }
    let secs = t.timestamp();
    let place = secs.rem_euclid(KEPT_SECONDS as i64) as usize;
    // taken out of its place while `f` reads it (so that nothing `f` does could find it
    // borrowed), and put back after
    let mut text = SECONDS.with_borrow_mut(|seconds| {
        let (second, head) = &mut seconds[place];
        if *second != secs || head.is_empty() {
            #[cfg(test)]
            CHRONO_WROTE.set(CHRONO_WROTE.get() + 1);
            let whole = t - chrono::Duration::nanoseconds(i64::from(nanos));
            *head = whole.to_rfc3339_opts(SecondsFormat::Secs, true);
            head.pop(); // the `Z`
            *second = secs;
        }
        std::mem::take(head)
    });
    let (value, digits) = match form {
        SecondsFormat::Micros => (nanos / 1_000, 6),
        _ if nanos == 0 => (0, 0),
        _ if nanos.is_multiple_of(1_000_000) => (nanos / 1_000_000, 3),
        _ if nanos.is_multiple_of(1_000) => (nanos / 1_000, 6),
        _ => (nanos, 9),
    };
    let head = text.len();
    if digits > 0 {
        text.push('.');
        let mut buf = itoa::Buffer::new();
        let value = buf.format(value);
        for _ in value.len()..digits {
            text.push('0');
        }
        text.push_str(value);
    }
    text.push('Z');
    let out = f(&text);
    text.truncate(head);
    SECONDS.with_borrow_mut(|seconds| {
        let (second, kept) = &mut seconds[place];
        if *second == secs && kept.is_empty() {
            *kept = text;
        }
    });
    out
}

/// A time from its text, as chrono's serde reads it.
pub fn parse(s: &str) -> Result<DateTime<Utc>, chrono::ParseError> {
    DateTime::parse_from_rfc3339(s)
        .or_else(|_| s.parse::<DateTime<FixedOffset>>())
        .map(|t| t.with_timezone(&Utc))
}

/// A time (or an optional one) to serialize as `text` writes it: `json!({"at": Time(t)})`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Time<T>(pub T);

impl Serialize for Time<DateTime<Utc>> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        with_written(self.0, SecondsFormat::AutoSi, |text| s.serialize_str(text))
    }
}

impl Serialize for Time<Option<DateTime<Utc>>> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Some(t) => Time(t).serialize(s),
            None => s.serialize_none(),
        }
    }
}

struct Visit;

impl de::Visitor<'_> for Visit {
    type Value = DateTime<Utc>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("an RFC 3339 date and time")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        parse(v).map_err(E::custom)
    }
}

pub mod rfc3339 {
    use super::*;

    pub fn serialize<S: Serializer>(t: &DateTime<Utc>, s: S) -> Result<S::Ok, S::Error> {
        Time(*t).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<DateTime<Utc>, D::Error> {
        d.deserialize_str(Visit)
    }
}

pub mod rfc3339_opt {
    use super::*;

    pub fn serialize<S: Serializer>(t: &Option<DateTime<Utc>>, s: S) -> Result<S::Ok, S::Error> {
        Time(*t).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<DateTime<Utc>>, D::Error> {
        struct Maybe;
        impl<'de> de::Visitor<'de> for Maybe {
            type Value = Option<DateTime<Utc>>;

            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an RFC 3339 date and time, or null")
            }

            fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
                Ok(None)
            }

            fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
                Ok(None)
            }

            fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
                d.deserialize_str(Visit).map(Some)
            }
        }
        d.deserialize_option(Maybe)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use serde_json::{json, Value};

    #[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Held {
        #[serde(with = "rfc3339")]
        at: DateTime<Utc>,
        #[serde(default, with = "rfc3339_opt")]
        maybe: Option<DateTime<Utc>>,
    }

    #[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Chrono {
        at: DateTime<Utc>,
        maybe: Option<DateTime<Utc>>,
    }

    fn times() -> Vec<DateTime<Utc>> {
        let t = Utc.with_ymd_and_hms(2026, 11, 27, 8, 30, 5).unwrap();
        vec![
            t,
            t + chrono::Duration::milliseconds(120),
            t + chrono::Duration::microseconds(123_456),
            t + chrono::Duration::nanoseconds(123_456_789),
            Utc.with_ymd_and_hms(1970, 1, 1, 0, 0, 0).unwrap(),
            Utc.with_ymd_and_hms(9999, 12, 31, 23, 59, 59).unwrap(),
            Utc::now(),
        ]
    }

    use proptest::prelude::*;

    proptest! {
        /// Any time, written twice in turn with others of its second and of other seconds,
        /// is the text chrono writes (the remembered second is never another's).
        #[test]
        fn a_time_is_written_as_chrono_writes_it(
            secs in -62_135_596_800i64..253_402_300_800,
            nanos in prop_oneof![
                0u32..2_000_000_000,
                (0u32..1_000).prop_map(|ms| ms * 1_000_000),
                (0u32..1_000_000).prop_map(|us| us * 1_000),
                Just(0u32),
            ],
            other in 0u32..1_000_000_000,
            step in -3i64..3,
        ) {
            let Some(t) = DateTime::from_timestamp(secs, nanos) else { return Ok(()) };
            let near = DateTime::from_timestamp(secs + step, other).unwrap_or(t);
            for u in [t, near, t, DateTime::from_timestamp(secs, other).unwrap_or(t), t] {
                prop_assert_eq!(text(u), u.to_rfc3339_opts(SecondsFormat::AutoSi, true));
                prop_assert_eq!(sort_time(u), u.to_rfc3339_opts(SecondsFormat::Micros, true));
                prop_assert_eq!(
                    serde_json::to_string(&Time(u)).unwrap(),
                    serde_json::to_string(&u).unwrap()
                );
            }
        }
    }

    #[test]
    fn a_time_and_its_usual_offsets_are_kept_apart() {
        let t = Utc.with_ymd_and_hms(2026, 11, 30, 8, 0, 0).unwrap();
        let offsets = [1, 2, 12, 300, 900, 1_800, 3_600, 86_400, 604_800, 2_592_000];
        for d in offsets {
            let later = t + chrono::Duration::seconds(d);
            // each second's text made once, then kept while the two are written in turn
            let before = CHRONO_WROTE.get();
            for _ in 0..3 {
                assert_eq!(text(t), t.to_rfc3339_opts(SecondsFormat::AutoSi, true));
                assert_eq!(
                    text(later),
                    later.to_rfc3339_opts(SecondsFormat::AutoSi, true)
                );
            }
            assert!(CHRONO_WROTE.get() - before <= 2, "{d} s apart");
        }
        // thirteen seconds in a row are all kept
        let run: Vec<_> = (0..13).map(|n| t + chrono::Duration::seconds(n)).collect();
        run.iter().for_each(|&u| drop(text(u)));
        let before = CHRONO_WROTE.get();
        run.iter().for_each(|&u| drop(text(u)));
        assert_eq!(CHRONO_WROTE.get(), before);
    }

    #[test]
    fn times_are_written_and_read_as_chronos_serde_does() {
        for t in times() {
            for maybe in [None, Some(t)] {
                let ours = serde_json::to_value(Held { at: t, maybe }).unwrap();
                let theirs = serde_json::to_value(Chrono { at: t, maybe }).unwrap();
                assert_eq!(ours, theirs);
                assert_eq!(
                    serde_json::to_string(&Time(t)).unwrap(),
                    serde_json::to_string(&t).unwrap()
                );
                let back: Held = serde_json::from_value(theirs).unwrap();
                assert_eq!(back, Held { at: t, maybe });
            }
        }
        let absent: Held = serde_json::from_value(json!({"at": "2026-11-27T08:30:05Z"})).unwrap();
        assert_eq!(absent.maybe, None);
    }

    #[test]
    fn what_chrono_accepted_is_accepted_and_nothing_more() {
        for text in [
            "2026-11-27T08:30:05Z",
            "2026-11-27T11:30:05+03:00",
            "2026-11-27t08:30:05z",
            "2026-11-27 08:30:05Z",
            "2026-11-27T08:30:05.5Z",
        ] {
            let ours: Held = serde_json::from_value(json!({"at": text, "maybe": text})).unwrap();
            let theirs: Chrono =
                serde_json::from_value(json!({"at": text, "maybe": text})).unwrap();
            assert_eq!((ours.at, ours.maybe), (theirs.at, theirs.maybe), "{text}");
        }
        for bad in [
            json!("2026-11-27"),
            json!("yesterday"),
            json!(""),
            json!(5),
            json!({}),
        ] {
            let v = json!({"at": bad.clone()});
            assert!(serde_json::from_value::<Held>(v.clone()).is_err(), "{bad}");
            assert!(serde_json::from_value::<Chrono>(v).is_err(), "{bad}");
            let v = json!({"at": "2026-11-27T08:30:05Z", "maybe": bad.clone()});
            assert!(serde_json::from_value::<Held>(v).is_err(), "{bad}");
        }
        let null: Held =
            serde_json::from_value(json!({"at": "2026-11-27T08:30:05Z", "maybe": Value::Null}))
                .unwrap();
        assert_eq!(null.maybe, None);
    }
}
