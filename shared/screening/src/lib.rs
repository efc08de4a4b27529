//! Screening names against watch lists (issue 78): a person's name and date of birth scored
//! against a list entry's names (its own and its aliases) and dates, across Arabic script
//! (Arabic, Central Kurdish) and Latin transliterations, in any word order. Pure: the lists,
//! alerts and holds are the platform's, elsewhere.
//!
//! - `arabic`: the Arabic script's normal form and sounds (every Arabic rule is there);
//! - `latin`: transliterations folded into the same sounds;
//! - `name`: names as words, and how alike two are;
//! - `dob`: dates of birth and how they move a score;
//! - `lists`: the lists as their publishers give them, read into entries;
//! - `index`: a list ready to screen many people against, each scored against few entries.
//!
//! A score of `THRESHOLD` or more is a potential match (docs/decisions.md, "Screening
//! names": the threshold was chosen on the table in `tests/names.rs`, which prints its
//! precision and recall).

pub mod arabic;
pub mod dob;
pub mod index;
pub mod latin;
pub mod lists;
pub mod name;

pub use dob::Dob;
pub use index::Screen;
pub use name::{similarity, Name};

/// A score at or above this is a potential match: an alert and a hold.
pub const THRESHOLD: f64 = 0.85;

/// A list entry ready to be scored against: its names (the first its own, then its
/// aliases) and its dates of birth.
#[derive(Debug, Clone, Default)]
pub struct Entry {
    pub names: Vec<Name>,
    pub dates_of_birth: Vec<Dob>,
}

impl From<&lists::ListEntry> for Entry {
    fn from(e: &lists::ListEntry) -> Entry {
        Entry::new(
            std::iter::once(e.name.as_str()).chain(e.aliases.iter().map(String::as_str)),
            e.dates_of_birth.iter().map(String::as_str),
        )
    }
}

impl Entry {
    /// An entry of these names and dates (dates that do not parse are left out).
    pub fn new<'a>(
        names: impl IntoIterator<Item = &'a str>,
        dates: impl IntoIterator<Item = &'a str>,
    ) -> Entry {
        Entry {
            names: names.into_iter().map(Name::parse).collect(),
            dates_of_birth: dates.into_iter().filter_map(Dob::parse).collect(),
        }
    }
}

/// How a person scores against an entry, 0 to 1: the best of its names, moved by the dates
/// of birth where both sides have one.
pub fn score(name: &Name, dob: Option<&Dob>, entry: &Entry) -> f64 {
    let best = entry
        .names
        .iter()
        .map(|n| similarity(name, n))
        .fold(0.0, f64::max);
    with_dates(best, dob, entry)
}

/// A name's best similarity to an entry, moved by the dates of birth.
fn with_dates(best: f64, dob: Option<&Dob>, entry: &Entry) -> f64 {
    (best + dob::best_adjustment(dob, &entry.dates_of_birth)).clamp(0.0, 1.0)
}
