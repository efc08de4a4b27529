//! A name as words compared across scripts and spellings. Each word keeps three forms, all
//! in the Latin letters of its sounds (`arabic::sound`, `latin::sounds`): its consonants
//! (doubles once, a last `h` dropped: what Arabic writes and every transliteration keeps),
//! the same in coarse classes (`d z t` as one, `s x`, `j g`: where transliterations disagree,
//! `Kadhim`/`Kazim`, `Gamal`/`Jamal`), and its consonants with the vowels it writes (which
//! tell `Hassan` from `Hussein` when both are spelled out). `Abd` and `Abu` with the word
//! after them are one word (`Abdul Rahman`, `Abdelrahman`, `عبد الرحمن`), compared by that
//! word; articles (`al-`, `el`, `ال`) and `bin`/`ibn`/`بن` connect and are dropped.

use crate::arabic::{self, Sound as ArabicSound};
use crate::latin::{self, Sound};
use strsim::{jaro_winkler, normalized_levenshtein};

/// The script a word is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Script {
    Arabic,
    Latin,
}

/// A compound's first part: `Abd` (servant of) or `Abu` (father of).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Prefix {
    Abd,
    Abu,
}

/// One word of a name: its compound's prefix and its readings (one, or two where a
/// transliteration's ending reads two ways).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Word {
    pub script: Script,
    pub prefix: Option<Prefix>,
    pub readings: Vec<Forms>,
}

/// A reading of a word in the forms it is compared by.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Forms {
    pub consonants: String,
    pub coarse: String,
    pub vowelled: String,
}

/// A name: its words, in the order written (compared in any order).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Name {
    pub words: Vec<Word>,
}

/// Words that only connect the parts of a name.
const LATIN_CONNECTORS: [&str; 20] = [
    "bin", "ibn", "ben", "bint", "binti", "al", "el", "ul", "ad", "ar", "as", "ash", "at", "az",
    "an", "ud", "ur", "us", "ed", "es",
];
const ARABIC_CONNECTORS: [&str; 4] = ["بن", "ابن", "بنت", "ال"];
/// `Abd` as transliterations write it alone, and glued to what follows (longest first).
const LATIN_ABD: [&str; 8] = [
    "abd", "abdul", "abdel", "abdal", "abdol", "abdoul", "abdu", "abdo",
];
const LATIN_ABD_GLUED: [&str; 11] = [
    "abdoul", "abdul", "abdel", "abdal", "abdol", "abdur", "abdar", "abdus", "abdun", "abdu", "abd",
];
const LATIN_ABU: [&str; 3] = ["abu", "abou", "abo"];

/// A word of these readings' sounds.
fn word_of(script: Script, prefix: Option<Prefix>, readings: &[Vec<Sound>]) -> Word {
    Word {
        script,
        prefix,
        readings: readings.iter().map(|s| forms_of(s)).collect(),
    }
}

/// The forms of a reading's sounds, each a consonant's class or a vowel, in Latin letters.
fn forms_of(sounds: &[Sound]) -> Forms {
    let mut consonants = String::new();
    let mut vowelled = String::new();
    for s in sounds {
        let c = match *s {
            Sound::Consonant(c) => {
                if !consonants.ends_with(c) {
                    consonants.push(c);
                }
                c
            }
            Sound::Vowel(v) => v,
        };
        if !vowelled.ends_with(c) {
            vowelled.push(c);
        }
    }
    for form in [&mut consonants, &mut vowelled] {
        if form.len() > 1 && form.ends_with('h') {
            form.pop();
        }
    }
    let mut coarse = String::new();
    for c in consonants.chars() {
        let k = match c {
            'z' | 't' => 'd',
            'x' => 's',
            'g' => 'j',
            c => c,
        };
        if !coarse.ends_with(k) {
            coarse.push(k);
        }
    }
    Forms {
        consonants,
        coarse,
        vowelled,
    }
}

/// The readings of a folded Latin word: its sounds, and where it ends in `at` after a
/// consonant also without the `t` (`Izzat`, `Hikmat`: a ta marbuta as Iraqi names write it,
/// or a `ت` as in `Arafat`: both are read).
fn latin_readings(word: &str) -> Vec<Vec<Sound>> {
    let mut readings = vec![latin::sounds(word)];
    if let Some(stem) = word.strip_suffix('t') {
        let before = stem.as_bytes().iter().rev().nth(1);
        if stem.ends_with('a') && stem.len() >= 3 && before.is_some_and(|c| !b"aeiouy".contains(c))
        {
            readings.push(latin::sounds(stem));
        }
    }
    readings
}

fn arabic_sounds(word: &str) -> Vec<Sound> {
    word.chars()
        .enumerate()
        .map(|(n, c)| match arabic::sound(c, n == 0) {
            ArabicSound::Consonant(c) => Sound::Consonant(c),
            ArabicSound::Vowel(v) => Sound::Vowel(v),
            // the ayn: a vowel's place in Latin (`Ali`, `Abbas`), never a consonant
            ArabicSound::Silent => Sound::Vowel('a'),
        })
        .collect()
}

/// The raw words of a text: runs of letters (Arabic or Latin, with their marks and the
/// apostrophes transliterations put inside words: `Mus'ab`).
fn raw_words(text: &str) -> Vec<&str> {
    text.split(|c: char| {
        !(arabic::is_arabic(c)
            || latin::is_latin(c)
            || c.is_alphabetic()
            || matches!(c, '\'' | '’' | 'ʿ' | 'ʾ' | '`' | '\u{0300}'..='\u{036F}'))
    })
    .filter(|w| !w.is_empty())
    .collect()
}

impl Name {
    /// `text` read as a name, in Arabic script, Latin or both.
    pub fn parse(text: &str) -> Name {
        let mut words = vec![];
        let mut prefix: Option<Prefix> = None;
        for raw in raw_words(text) {
            let arabic = raw.chars().next().is_some_and(arabic::is_arabic);
            let (script, mut word_prefix, form) = if arabic {
                let w = arabic::normalise_word(raw);
                if ARABIC_CONNECTORS.contains(&w.as_str()) {
                    continue;
                }
                if w == "عبد" || w == "ابو" {
                    prefix = Some(if w == "عبد" {
                        Prefix::Abd
                    } else {
                        Prefix::Abu
                    });
                    continue;
                }
                // `عبدالله`, `عبدالرحمن`: Abd glued to its article and word
                let (p, core) = match w.strip_prefix("عبدال") {
                    Some(rest) if rest.chars().count() >= 2 => {
                        (Some(Prefix::Abd), rest.to_string())
                    }
                    _ => (None, arabic::without_article(&w).to_string()),
                };
                (Script::Arabic, p, core)
            } else {
                let w = latin::fold_word(raw);
                if w.is_empty() || LATIN_CONNECTORS.contains(&w.as_str()) {
                    continue;
                }
                if LATIN_ABD.contains(&w.as_str()) || LATIN_ABU.contains(&w.as_str()) {
                    prefix = Some(if LATIN_ABU.contains(&w.as_str()) {
                        Prefix::Abu
                    } else {
                        Prefix::Abd
                    });
                    continue;
                }
                let glued = LATIN_ABD_GLUED.iter().find_map(|p| {
                    w.strip_prefix(p)
                        .filter(|rest| rest.len() >= 2)
                        .map(|rest| (Some(Prefix::Abd), latin::without_article(rest).to_string()))
                });
                let (p, core) =
                    glued.unwrap_or_else(|| (None, latin::without_article(&w).to_string()));
                (Script::Latin, p, core)
            };
            if prefix.is_some() {
                word_prefix = prefix.take();
            }
            let readings = match script {
                Script::Arabic => vec![arabic_sounds(&form)],
                Script::Latin => latin_readings(&form),
            };
            words.push(word_of(script, word_prefix, &readings));
        }
        // a prefix with nothing after it is a word of its own (`Abu`, `Abdo`)
        if let Some(p) = prefix {
            let sounds = match p {
                Prefix::Abd => latin::sounds("abd"),
                Prefix::Abu => latin::sounds("abu"),
            };
            words.push(word_of(Script::Latin, None, &[sounds]));
        }
        Name { words }
    }
}

/// How alike two forms are, 0 to 1: the mean of Jaro-Winkler (kind to a shared beginning
/// and to letters swapped) and the edit distance over the longer length (strict with short
/// forms, where one letter in three is a different name).
fn alike(a: &str, b: &str) -> f64 {
    (jaro_winkler(a, b) + normalized_levenshtein(a, b)) / 2.0
}

/// How alike two words are, 0 to 1: their consonants (or their coarse classes, a little
/// less) for three fifths, their vowelled forms for two; a compound against a plain word or
/// another compound's kind counts less.
pub fn word_similarity(a: &Word, b: &Word) -> f64 {
    let s = a
        .readings
        .iter()
        .flat_map(|x| b.readings.iter().map(move |y| forms_similarity(x, y)))
        .fold(0.0, f64::max);
    match (a.prefix, b.prefix) {
        (x, y) if x == y => s,
        (Some(_), Some(_)) => 0.5 * s,
        _ => 0.85 * s,
    }
}

fn forms_similarity(a: &Forms, b: &Forms) -> f64 {
    let fine = alike(&a.consonants, &b.consonants);
    let coarse = 0.95 * alike(&a.coarse, &b.coarse);
    let vowelled = alike(&a.vowelled, &b.vowelled);
    0.6 * fine.max(coarse) + 0.4 * vowelled
}

/// How far above its weakest pair of words a name's score may be.
pub const WEAKEST_MARGIN: f64 = 0.1;

/// How alike two names are, 0 to 1, in any word order: each word of the shorter name paired
/// with its best match in the other (greedily, the best pairs first, each word once), the
/// mean of those pairs; a one-word name against a longer one counts three quarters (one word
/// is not a person: `Ali`).
pub fn similarity(a: &Name, b: &Name) -> f64 {
    similarity_by(a.words.len(), b.words.len(), |i, j| {
        word_similarity(&a.words[i], &b.words[j])
    })
}

/// `similarity` of a name of `a` words and one of `b`, `sim(i, j)` the similarity of the
/// first's word `i` and the second's word `j` (an index answers it from what it worked out
/// before: `index::Screen`).
pub fn similarity_by(a: usize, b: usize, mut sim: impl FnMut(usize, usize) -> f64) -> f64 {
    let swapped = a > b;
    let (short, long) = if swapped { (b, a) } else { (a, b) };
    if short == 0 {
        return 0.0;
    }
    let mut pairs: Vec<(f64, usize, usize)> = Vec::with_capacity(short * long);
    for i in 0..short {
        for j in 0..long {
            let s = if swapped { sim(j, i) } else { sim(i, j) };
            pairs.push((s, i, j));
        }
    }
    pairs.sort_by(|x, y| y.0.total_cmp(&x.0));
    let (mut used_short, mut used_long) = (vec![false; short], vec![false; long]);
    let mut sum = 0.0;
    let mut weakest = 1.0f64;
    for (s, i, j) in pairs {
        if !used_short[i] && !used_long[j] {
            used_short[i] = true;
            used_long[j] = true;
            sum += s;
            weakest = weakest.min(s);
        }
    }
    let mean = sum / short as f64;
    // one word unlike its pair is another person, however alike the others
    let name = mean.min(weakest + WEAKEST_MARGIN);
    if short == 1 && long > 1 {
        0.75 * name
    } else {
        name
    }
}
