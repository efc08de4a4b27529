//! The Arabic script's rules, each in a row: a written word and its normal form (and,
//! where it matters, its article gone). Sources for the letters' variants: the Unicode
//! Standard, ch. 9 "Arabic" (the alef and hamza forms, ta marbuta, alef maqsura, tatweel,
//! the harakat), and for Central Kurdish the Kurdistan Regional Government's Unicode
//! keyboard letters (ک ی ێ ۆ ڕ ڵ ە ھ).

use sanduq_screening::arabic::{normalise_word, without_article};

#[test]
fn each_rule_of_the_arabic_script() {
    let rows: &[(&str, &str, &str)] = &[
        // (written, normalised, what the row holds)
        ("مُحَمَّد", "محمد", "harakat and shadda"),
        ("محــمد", "محمد", "tatweel"),
        ("عَلِيٌّ", "علي", "tanween"),
        ("أحمد", "احمد", "alef with hamza above"),
        ("إبراهيم", "ابراهيم", "alef with hamza below"),
        ("آمنة", "امنه", "alef madda, ta marbuta"),
        ("ٱلرحمن", "الرحمن", "alef wasla"),
        ("مؤمن", "مومن", "hamza on waw"),
        ("وائل", "وايل", "hamza on ya"),
        ("علاء", "علا", "a lone hamza"),
        ("فاطمة", "فاطمه", "ta marbuta"),
        ("مصطفى", "مصطفي", "alef maqsura"),
        ("الرَّحْمٰن", "الرحمن", "the dagger alef"),
        ("کاوە", "كاوا", "Kurdish kaf, and the vowel ae"),
        (
            "ئەحمەد",
            "احماد",
            "Kurdish: a word's first hamza seat goes, the vowel ae",
        ),
        ("شێرزاد", "شيرزاد", "Kurdish long e"),
        ("هۆشیار", "هوشيار", "Kurdish o, Persian ya"),
        ("ڕێبوار", "ريبوار", "Kurdish heavy r"),
        ("تاڵەبانی", "تالاباني", "Kurdish velar l"),
        ("ھەڵۆ", "هالو", "Kurdish heh doachashmee"),
        ("نێچیرڤان", "نيچيرڤان", "che and ve stay"),
        ("پەروین", "پاروين", "pe stays"),
    ];
    let mut wrong = vec![];
    for (written, want, what) in rows {
        let got = normalise_word(written);
        if got != *want {
            wrong.push(format!("{what}: {written} -> {got}, want {want}"));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn the_article_leaves_a_word_of_more_than_three_letters() {
    for (word, want) in [
        ("البغدادي", "بغدادي"),
        ("الدين", "دين"),
        ("الله", "له"),
        ("ال", "ال"),
        ("الم", "الم"),
        ("محمد", "محمد"),
    ] {
        assert_eq!(without_article(word), want, "{word}");
    }
}
