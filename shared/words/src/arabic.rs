//! Arabic, as invoices and cheques write an amount ("tafqit"), in the nominative, with the
//! counted noun agreeing with the number next to it (W. Wright, "A Grammar of the Arabic
//! Language", 3rd ed., vol. 1 §§ 320–331 and vol. 2 §§ 99–100; M. al-Ghalayini, "Jami'
//! al-Durus al-'Arabiyya", the chapter on number):
//! - 1 and 2: the noun alone, singular or dual ("دينار واحد", "ديناران");
//! - 3 to 10: the number with the opposite gender (our nouns are masculine: "ثلاثة"), the noun
//!   plural ("ثلاثة دنانير", "ثلاثة آلاف");
//! - 11 to 99: the noun singular accusative ("أحد عشر ديناراً"), or genitive when a noun
//!   follows it in construct ("أحد عشر ألف دينار");
//! - hundreds, thousands, millions: the noun singular genitive ("مئة دينار", "مئتا دينار",
//!   "ألفا دينار": the dual loses its nun in construct);
//! - in a compound the noun follows the last part; a last part of 1 or 2 after a larger one
//!   repeats the noun, as in "ألف ليلة وليلة" (1,001 nights): "ألف دينار ودينار".
//!
//! "مئة" is written without the old alef (as the Arabic Language Academy in Cairo
//! recommends), hundreds in one word ("ثلاثمئة"); "و" is joined to the word after it.

use crate::groups;
use sanduq_domain::money::Currency;

/// A counted noun's forms.
struct Noun {
    /// One of it alone: "دينار واحد", "ألف".
    single: &'static str,
    /// Singular genitive (after hundreds, thousands, in construct): "دينار".
    gen: &'static str,
    dual: &'static str,
    /// The dual in construct, before a noun: "ألفا دينار".
    dual_construct: &'static str,
    plural: &'static str,
    /// Singular accusative with tanween (after 11 to 99): "ديناراً".
    acc: &'static str,
}

const DINAR: Noun = Noun {
    single: "دينار واحد",
    gen: "دينار",
    dual: "ديناران",
    dual_construct: "ديناران",
    plural: "دنانير",
    acc: "ديناراً",
};
const DOLLAR: Noun = Noun {
    single: "دولار واحد",
    gen: "دولار",
    dual: "دولاران",
    dual_construct: "دولاران",
    plural: "دولارات",
    acc: "دولاراً",
};
const CENT: Noun = Noun {
    single: "سنت واحد",
    gen: "سنت",
    dual: "سنتان",
    dual_construct: "سنتان",
    plural: "سنتات",
    acc: "سنتاً",
};
/// A thousand to the power of the index.
const SCALES: [Noun; 5] = [
    DINAR, // never used as a scale
    Noun {
        single: "ألف",
        gen: "ألف",
        dual: "ألفان",
        dual_construct: "ألفا",
        plural: "آلاف",
        acc: "ألفاً",
    },
    Noun {
        single: "مليون",
        gen: "مليون",
        dual: "مليونان",
        dual_construct: "مليونا",
        plural: "ملايين",
        acc: "مليوناً",
    },
    Noun {
        single: "مليار",
        gen: "مليار",
        dual: "ملياران",
        dual_construct: "مليارا",
        plural: "مليارات",
        acc: "ملياراً",
    },
    Noun {
        single: "تريليون",
        gen: "تريليون",
        dual: "تريليونان",
        dual_construct: "تريليونا",
        plural: "تريليونات",
        acc: "تريليوناً",
    },
];

/// 1 and 2 as numbers; 3 to 10 in the form that counts masculine nouns.
const UNITS: [&str; 11] = [
    "صفر",
    "واحد",
    "اثنان",
    "ثلاثة",
    "أربعة",
    "خمسة",
    "ستة",
    "سبعة",
    "ثمانية",
    "تسعة",
    "عشرة",
];
const TENS: [&str; 10] = [
    "",
    "",
    "عشرون",
    "ثلاثون",
    "أربعون",
    "خمسون",
    "ستون",
    "سبعون",
    "ثمانون",
    "تسعون",
];
/// What goes before "مئة" for 300 to 900.
const HUNDRED_STEMS: [&str; 10] = ["", "", "", "ثلاث", "أربع", "خمس", "ست", "سبع", "ثمان", "تسع"];
const AND: &str = " و";

/// 100 to 900; two hundred loses its nun before a noun ("مئتا دينار").
fn hundreds(h: u64, construct: bool) -> String {
    match h {
        1 => "مئة".into(),
        2 if construct => "مئتا".into(),
        2 => "مئتان".into(),
        _ => format!("{}مئة", HUNDRED_STEMS[h as usize]),
    }
}

fn under_100(n: u64) -> String {
    match n {
        0..=10 => UNITS[n as usize].into(),
        11 => "أحد عشر".into(),
        12 => "اثنا عشر".into(),
        13..=19 => format!("{} عشر", UNITS[(n - 10) as usize]),
        _ if n.is_multiple_of(10) => TENS[(n / 10) as usize].into(),
        _ => format!(
            "{}{AND}{}",
            UNITS[(n % 10) as usize],
            TENS[(n / 10) as usize]
        ),
    }
}

/// 1 to 999 as a bare number: "مئتان وخمسون".
fn plain(n: u64) -> String {
    let (h, rest) = (n / 100, n % 100);
    match (h, rest) {
        (0, _) => under_100(rest),
        (_, 0) => hundreds(h, false),
        _ => format!("{}{AND}{}", hundreds(h, false), under_100(rest)),
    }
}

/// 1 to 999 of `noun`; `before_noun`: a noun follows in construct (a scale's count before
/// the currency, "ألفا دينار").
fn counted(n: u64, noun: &Noun, before_noun: bool) -> String {
    let rest = n % 100;
    let dual = if before_noun {
        noun.dual_construct
    } else {
        noun.dual
    };
    match n {
        1 => noun.single.into(),
        2 => dual.into(),
        _ if rest == 0 => format!("{} {}", hundreds(n / 100, true), noun.gen),
        // after a hundred, one or two more of it: "مئة ألف وألف", "مئة ألف وألفان"
        _ if rest <= 2 => format!(
            "{} {}{AND}{}",
            hundreds(n / 100, true),
            noun.gen,
            if rest == 1 { noun.gen } else { dual }
        ),
        _ if rest <= 10 => format!("{} {}", plain(n), noun.plural),
        _ if before_noun => format!("{} {}", plain(n), noun.gen),
        _ => format!("{} {}", plain(n), noun.acc),
    }
}

/// `n` (at least 1) of `noun`, the whole number.
fn phrase(n: u64, noun: &Noun) -> String {
    let units = n % 1000;
    if n > 100 && matches!(units % 100, 1 | 2) {
        // "ألف دينار ودينار", "مليون دينار وديناران"
        let tail = if units % 100 == 1 {
            noun.gen
        } else {
            noun.dual
        };
        return format!("{}{AND}{tail}", phrase(n - units % 100, noun));
    }
    let mut parts: Vec<String> = groups::of(n)
        .into_iter()
        .filter(|&(_, power)| power > 0)
        .map(|(g, power)| counted(g, &SCALES[power], is_last_scale(n, power)))
        .collect();
    if units > 0 {
        parts.push(counted(units, noun, false));
        parts.join(AND)
    } else {
        format!("{} {}", parts.join(AND), noun.gen)
    }
}

/// Whether the group at `power` (at least 1) is the last non-zero one of `n`: the
/// currency's noun follows it in construct.
fn is_last_scale(n: u64, power: usize) -> bool {
    n.is_multiple_of(1000u64.pow(power as u32))
}

pub fn cardinal(n: u64) -> String {
    groups::spell(n, UNITS[0], AND, |g, power| match power {
        0 => plain(g),
        _ => counted(g, &SCALES[power], false),
    })
}

pub fn amount(major: u64, cents: Option<u64>, currency: Currency) -> String {
    let noun = match currency {
        Currency::Iqd => &DINAR,
        Currency::Usd => &DOLLAR,
    };
    match cents.unwrap_or(0) {
        0 if major == 0 => format!("{} {}", UNITS[0], noun.gen),
        0 => phrase(major, noun),
        c if major == 0 => phrase(c, &CENT),
        c => format!("{}{AND}{}", phrase(major, noun), phrase(c, &CENT)),
    }
}
