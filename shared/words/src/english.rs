//! English, as a US cheque writes it (Chicago Manual of Style, 17th ed., 9.2 and 9.4: hyphens
//! in twenty-one to ninety-nine, no "and" inside a number): "one thousand two hundred
//! fifty Iraqi dinars"; "and" only between dollars and cents.

use crate::groups;
use sanduq_domain::money::Currency;

const UNITS: [&str; 20] = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
];
const TENS: [&str; 10] = [
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
];
const SCALES: [&str; 5] = ["", "thousand", "million", "billion", "trillion"];

fn under_1000(n: u64) -> String {
    let (h, rest) = (n / 100, n % 100);
    let mut words = Vec::new();
    if h > 0 {
        words.push(format!("{} hundred", UNITS[h as usize]));
    }
    if rest >= 20 {
        let (t, u) = (rest / 10, rest % 10);
        words.push(if u == 0 {
            TENS[t as usize].to_string()
        } else {
            format!("{}-{}", TENS[t as usize], UNITS[u as usize])
        });
    } else if rest > 0 {
        words.push(UNITS[rest as usize].to_string());
    }
    words.join(" ")
}

pub fn cardinal(n: u64) -> String {
    groups::spell(n, UNITS[0], " ", |g, power| match power {
        0 => under_1000(g),
        _ => format!("{} {}", under_1000(g), SCALES[power]),
    })
}

fn counted(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", cardinal(n), if n == 1 { one } else { many })
}

pub fn amount(major: u64, cents: Option<u64>, currency: Currency) -> String {
    match (currency, cents) {
        (Currency::Iqd, _) => counted(major, "Iraqi dinar", "Iraqi dinars"),
        (Currency::Usd, Some(c)) if c > 0 && major == 0 => counted(c, "cent", "cents"),
        (Currency::Usd, Some(c)) if c > 0 => format!(
            "{} and {}",
            counted(major, "US dollar", "US dollars"),
            counted(c, "cent", "cents")
        ),
        (Currency::Usd, _) => counted(major, "US dollar", "US dollars"),
    }
}
