//! Central Kurdish (Sorani) in Arabic script (W. M. Thackston, "Sorani Kurdish: A Reference
//! Grammar with Selected Readings", Harvard, 2006, "Numbers"): parts joined by "و", the
//! counted noun singular after any number ("پێنج دینار"), a hundred and a thousand alone
//! ("سەد", "هەزار") but "یەک ملیۆن". Hundreds are written in two words ("دوو سەد"), as
//! the number is said (docs/decisions.md, "Amounts in words").

use crate::groups;
use sanduq_domain::money::Currency;

const UNITS: [&str; 20] = [
    "سفر",
    "یەک",
    "دوو",
    "سێ",
    "چوار",
    "پێنج",
    "شەش",
    "حەوت",
    "هەشت",
    "نۆ",
    "دە",
    "یازدە",
    "دوازدە",
    "سێزدە",
    "چواردە",
    "پازدە",
    "شازدە",
    "حەڤدە",
    "هەژدە",
    "نۆزدە",
];
const TENS: [&str; 10] = [
    "",
    "",
    "بیست",
    "سی",
    "چل",
    "پەنجا",
    "شەست",
    "حەفتا",
    "هەشتا",
    "نەوەد",
];
const SCALES: [&str; 5] = ["", "هەزار", "ملیۆن", "ملیار", "تریلیۆن"];
const AND: &str = " و ";

fn under_1000(n: u64) -> String {
    let (h, rest) = (n / 100, n % 100);
    let mut words = Vec::new();
    match h {
        0 => {}
        1 => words.push("سەد".to_string()),
        _ => words.push(format!("{} سەد", UNITS[h as usize])),
    }
    if rest >= 20 {
        words.push(TENS[(rest / 10) as usize].to_string());
        if rest % 10 > 0 {
            words.push(UNITS[(rest % 10) as usize].to_string());
        }
    } else if rest > 0 {
        words.push(UNITS[rest as usize].to_string());
    }
    words.join(AND)
}

pub fn cardinal(n: u64) -> String {
    groups::spell(n, UNITS[0], AND, |g, power| match (g, power) {
        (_, 0) => under_1000(g),
        (1, 1) => SCALES[1].to_string(),
        _ => format!("{} {}", under_1000(g), SCALES[power]),
    })
}

pub fn amount(major: u64, cents: Option<u64>, currency: Currency) -> String {
    match (currency, cents) {
        (Currency::Iqd, _) => format!("{} دینار", cardinal(major)),
        (Currency::Usd, Some(c)) if c > 0 && major == 0 => format!("{} سەنت", cardinal(c)),
        (Currency::Usd, Some(c)) if c > 0 => {
            format!("{} دۆلار و {} سەنت", cardinal(major), cardinal(c))
        }
        (Currency::Usd, _) => format!("{} دۆلار", cardinal(major)),
    }
}
