//! Arabic-script names (Arabic and Central Kurdish) in one normal form, and their letters
//! read as the Latin sounds transliterations write for them. Every rule of the Arabic
//! script is here, and only here (the table test in `tests/arabic.rs` holds each):
//!
//! - diacritics (harakat, tanween, shadda, sukun, the dagger alef, Quranic marks) and the
//!   tatweel are dropped: `مُحَمَّد` and `محــمد` are `محمد`;
//! - the forms of alef (`أ إ آ ٱ`) are `ا`; hamza on waw `ؤ` is `و`, on ya `ئ` is `ي` (a word's
//!   first `ئ` is Kurdish's seat of the vowel written after it: dropped), a lone hamza `ء`
//!   is dropped;
//! - ta marbuta `ة` is `ه`, alef maqsura `ى` is `ي`;
//! - Kurdish and Persian letters fold into their Arabic look-alikes where Arabic writers use
//!   those (`ک`→`ك`, `ی ێ ې`→`ي`, `ۆ ۇ`→`و`, `ڕ`→`ر`, `ڵ`→`ل`, `ھ`→`ه`) and Kurdish's vowel `ە`
//!   becomes `ا` (a vowel, never the `ه` it looks like); `پ چ ژ گ ڤ` stay (their sounds differ);
//! - the article `ال` leaves a word of more than three letters (`البغدادي` is `بغدادي`).

/// Whether `c` is a letter of the Arabic script (Arabic, Persian and Kurdish letters).
pub fn is_arabic(c: char) -> bool {
    matches!(c, '\u{0600}'..='\u{06FF}' | '\u{0750}'..='\u{077F}' | '\u{FB50}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}')
}

/// One word in the normal form (the rules above but the article's).
pub fn normalise_word(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for (n, c) in word.chars().enumerate() {
        let folded = match c {
            // harakat, tanween, shadda, sukun, the dagger alef, Quranic marks, tatweel
            '\u{0610}'..='\u{061A}'
            | '\u{064B}'..='\u{065F}'
            | '\u{0670}'
            | '\u{06D6}'..='\u{06ED}'
            | '\u{0640}' => None,
            'أ' | 'إ' | 'آ' | 'ٱ' | 'ٲ' | 'ٳ' => Some('ا'),
            'ؤ' => Some('و'),
            'ئ' if n == 0 => None,
            'ئ' => Some('ي'),
            'ء' => None,
            'ة' | 'ھ' | 'ہ' => Some('ه'),
            'ى' | 'ی' | 'ێ' | 'ې' => Some('ي'),
            'ک' => Some('ك'),
            'ۆ' | 'ۇ' => Some('و'),
            'ڕ' => Some('ر'),
            'ڵ' => Some('ل'),
            'ە' => Some('ا'),
            c => Some(c),
        };
        out.extend(folded);
    }
    out
}

/// A normalised word without its article `ال`, when at least two letters follow it
/// (`الدين` is `دين`; `ال` alone stays).
pub fn without_article(word: &str) -> &str {
    match word.strip_prefix("ال") {
        Some(rest) if rest.chars().count() >= 2 => rest,
        _ => word,
    }
}

/// How a normalised letter sounds as transliterations write it: a consonant's class (one
/// Latin letter: `x` for `ش چ`, `sh` and `ch`), or a long vowel (`a u i`), or nothing
/// (`ع`, read as a vowel or not written at all in Latin).
pub enum Sound {
    Consonant(char),
    Vowel(char),
    Silent,
}

/// The sound of normalised letter `c`, `first` when it begins its word (`و` and `ي` are then
/// the consonants w and y).
pub fn sound(c: char, first: bool) -> Sound {
    use Sound::{Consonant as C, Silent, Vowel as V};
    match c {
        'ا' => V('a'),
        'و' if first => C('w'),
        'و' => V('u'),
        'ي' if first => C('y'),
        'ي' => V('i'),
        'ع' => Silent,
        'ب' | 'پ' => C('b'),
        'ت' | 'ط' | 'ث' => C('t'),
        'ج' => C('j'),
        'ح' | 'ه' => C('h'),
        'خ' => C('k'),
        'د' | 'ذ' | 'ض' | 'ظ' => C('d'),
        'ر' => C('r'),
        'ز' | 'ژ' => C('z'),
        'س' | 'ص' => C('s'),
        'ش' | 'چ' => C('x'),
        'غ' | 'گ' => C('g'),
        'ف' | 'ڤ' => C('f'),
        'ق' | 'ك' => C('k'),
        'ل' => C('l'),
        'م' => C('m'),
        'ن' => C('n'),
        _ => Silent,
    }
}
