//! A list ready to screen many people against: each entry's names read once, every word of
//! them once in a vocabulary, and an index of the vocabulary's words so that a person's word
//! is compared with the few list words that could be it, and the person scored only against
//! the entries that hold such words.
//!
//! A word's keys are its coarse consonants (`name::Forms::coarse`, two letters or more) and
//! each of them with one letter left out, so two words one letter apart share a key
//! (`Qasim`/`Ghasem`: `ksm` and `jsm` share `sm`). A person's word is close to a list word
//! that shares a key with it and is at least `CLOSE` alike: a name scores `THRESHOLD` only
//! when each word of the shorter name is that close to its pair (`name::WEAKEST_MARGIN`, with
//! the most a date of birth adds). A person's candidates are the entries holding close words
//! for two of the person's words (one when the person's name or the entry's has only one
//! word with keys: `Ali Hassan`, where `Ali` is too short to key); a name with no word to key,
//! and an entry with none, are scored against everything (such names are rare: `Aya Ola`).
//! The test in `tests/names.rs` holds the index to the plain score on the table of names.

use crate::dob::SAME_DATE;
use crate::name::{similarity_by, word_similarity, Word, WEAKEST_MARGIN};
use crate::{with_dates, Dob, Entry, Name, THRESHOLD};
use std::collections::HashMap;

/// How alike a person's word and a list word must be for the list word's entries to be
/// scored against the person.
pub const CLOSE: f64 = THRESHOLD - SAME_DATE - WEAKEST_MARGIN;

/// A list's entries, their words and the index of those words.
#[derive(Debug, Default)]
pub struct Screen {
    entries: Vec<Entry>,
    /// Every word of the entries' names once.
    vocabulary: Vec<Word>,
    /// Each entry's names as their words' numbers in the vocabulary.
    names: Vec<Vec<Vec<u32>>>,
    /// Of each vocabulary word, the entries that hold it.
    holders: Vec<Vec<u32>>,
    /// Of each vocabulary word, whether it has keys (a word too short has none).
    has_keys: Vec<bool>,
    /// Of each entry, the fewest words with keys among its names.
    keyed: Vec<u32>,
    /// The entries with a name of no word long enough to key.
    unkeyed: Vec<u32>,
    /// Key -> the vocabulary words that have it.
    keys: HashMap<String, Vec<u32>>,
}

/// The keys of a word (see the module's note).
fn word_keys(w: &Word) -> Vec<String> {
    let mut keys = vec![];
    for r in &w.readings {
        let c: Vec<char> = r.coarse.chars().collect();
        if c.len() < 2 {
            continue;
        }
        keys.push(r.coarse.clone());
        if c.len() >= 3 {
            for skip in 0..c.len() {
                let k: String = c
                    .iter()
                    .enumerate()
                    .filter(|(n, _)| *n != skip)
                    .map(|(_, ch)| ch)
                    .collect();
                keys.push(k);
            }
        }
    }
    keys.sort();
    keys.dedup();
    keys
}

impl Screen {
    /// The index of these entries (their order kept: `matches` answers their positions).
    pub fn new(entries: Vec<Entry>) -> Screen {
        let mut s = Screen::default();
        let mut numbers: HashMap<Word, u32> = HashMap::new();
        for (n, e) in entries.iter().enumerate() {
            let n = n as u32;
            let mut fewest = u32::MAX;
            let mut names = vec![];
            for name in &e.names {
                let mut keyed = 0;
                let mut words = vec![];
                for w in &name.words {
                    let number = match numbers.get(w) {
                        Some(k) => *k,
                        None => {
                            let k = s.vocabulary.len() as u32;
                            let keys = word_keys(w);
                            s.has_keys.push(!keys.is_empty());
                            for key in keys {
                                s.keys.entry(key).or_default().push(k);
                            }
                            s.vocabulary.push(w.clone());
                            s.holders.push(vec![]);
                            numbers.insert(w.clone(), k);
                            k
                        }
                    };
                    let holders = &mut s.holders[number as usize];
                    if holders.last() != Some(&n) {
                        holders.push(n);
                    }
                    keyed += u32::from(s.has_keys[number as usize]);
                    words.push(number);
                }
                fewest = fewest.min(keyed);
                names.push(words);
            }
            s.names.push(names);
            s.keyed.push(fewest);
            if fewest == 0 {
                s.unkeyed.push(n);
            }
        }
        s.entries = entries;
        s
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entries a person matches (score at least `THRESHOLD`), best first: their positions
    /// and scores.
    pub fn matches(&self, name: &Name, dob: Option<&Dob>) -> Vec<(usize, f64)> {
        // (the person's word, a list word) -> how alike, worked out once
        let mut alike: HashMap<(usize, u32), f64> = HashMap::new();
        // entry -> how many of the person's words have a close word in it
        let mut shared: HashMap<u32, u32> = HashMap::new();
        let mut keyed_words = 0;
        for (i, w) in name.words.iter().enumerate() {
            let keys = word_keys(w);
            if keys.is_empty() {
                continue;
            }
            keyed_words += 1;
            let mut near: Vec<u32> = keys
                .iter()
                .filter_map(|k| self.keys.get(k))
                .flatten()
                .copied()
                .collect();
            near.sort_unstable();
            near.dedup();
            let mut hit: Vec<u32> = vec![];
            for v in near {
                let s = word_similarity(w, &self.vocabulary[v as usize]);
                alike.insert((i, v), s);
                if s >= CLOSE {
                    hit.extend_from_slice(&self.holders[v as usize]);
                }
            }
            hit.sort_unstable();
            hit.dedup();
            for e in hit {
                *shared.entry(e).or_default() += 1;
            }
        }
        if keyed_words == 0 {
            for e in 0..self.entries.len() {
                shared.entry(e as u32).or_default();
            }
        }
        for e in &self.unkeyed {
            shared.entry(*e).or_default();
        }
        let mut out: Vec<(usize, f64)> = shared
            .into_iter()
            .filter(|(e, words)| *words >= keyed_words.min(2).min(self.keyed[*e as usize]))
            .map(|(e, _)| {
                let e = e as usize;
                let best = self.names[e]
                    .iter()
                    .map(|words| {
                        similarity_by(name.words.len(), words.len(), |i, j| {
                            *alike.entry((i, words[j])).or_insert_with(|| {
                                word_similarity(&name.words[i], &self.vocabulary[words[j] as usize])
                            })
                        })
                    })
                    .fold(0.0, f64::max);
                (e, with_dates(best, dob, &self.entries[e]))
            })
            .filter(|(_, s)| *s >= THRESHOLD)
            .collect();
        out.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        out
    }
}
