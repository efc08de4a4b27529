//! Screening at the size: 100,000 people against a list of 10,000 entries, on this
//! machine, in one process (`cargo bench -p sanduq-screening --bench screen`; SCREEN_USERS
//! and SCREEN_ENTRIES change the sizes). Names are drawn from pools of common Iraqi and
//! Kurdish names in Arabic script and Latin spellings, so that common names collide as they
//! do in life; the list's entries are three or four words with an alias in the other script.
//! SCREEN_COMMON (0 to 100, default 100) is the share of people whose family name is one
//! the list uses: 100 is the worst case (everyone's name is made of the list's words), 10 a
//! country where most families are on no list.
//! Prints the time to index the list and to screen everyone, people a second and matches.

use sanduq_screening::{Entry, Name, Screen};
use std::time::Instant;

const FIRST: &[(&str, &str)] = &[
    ("محمد", "Mohammed"),
    ("علي", "Ali"),
    ("حسين", "Hussein"),
    ("حسن", "Hassan"),
    ("أحمد", "Ahmed"),
    ("عمر", "Omar"),
    ("خالد", "Khalid"),
    ("مصطفى", "Mustafa"),
    ("يوسف", "Yousif"),
    ("إبراهيم", "Ibrahim"),
    ("عبد الله", "Abdullah"),
    ("عبد الرحمن", "Abdulrahman"),
    ("حيدر", "Haider"),
    ("كرار", "Karrar"),
    ("سجاد", "Sajjad"),
    ("زينب", "Zainab"),
    ("فاطمة", "Fatima"),
    ("مريم", "Maryam"),
    ("نور", "Noor"),
    ("سارة", "Sara"),
    ("کاوە", "Kawa"),
    ("شێرزاد", "Shirzad"),
    ("ڕێبوار", "Rebwar"),
    ("هێمن", "Hemin"),
    ("دلشاد", "Dilshad"),
    ("ئاراس", "Aras"),
    ("چیا", "Chiya"),
    ("ژیان", "Zhiyan"),
    ("وليد", "Waleed"),
    ("ياسر", "Yasser"),
    ("طارق", "Tariq"),
    ("سعد", "Saad"),
    ("جاسم", "Jassim"),
    ("كاظم", "Kadhim"),
    ("عباس", "Abbas"),
    ("صادق", "Sadiq"),
    ("رشيد", "Rashid"),
    ("نبيل", "Nabil"),
    ("ماجد", "Majid"),
    ("فراس", "Firas"),
];
const FAMILY: &[(&str, &str)] = &[
    ("الجبوري", "al-Jubouri"),
    ("الدليمي", "al-Dulaimi"),
    ("العبيدي", "al-Obaidi"),
    ("الشمري", "al-Shammari"),
    ("التميمي", "al-Tamimi"),
    ("الربيعي", "al-Rubaie"),
    ("الزبيدي", "al-Zubaidi"),
    ("الساعدي", "al-Saadi"),
    ("الكعبي", "al-Kaabi"),
    ("البياتي", "al-Bayati"),
    ("الحمداني", "al-Hamdani"),
    ("العزاوي", "al-Azzawi"),
    ("الخفاجي", "al-Khafaji"),
    ("الموسوي", "al-Mousawi"),
    ("الحسيني", "al-Husseini"),
    ("بارزاني", "Barzani"),
    ("طالباني", "Talabani"),
    ("زيباري", "Zebari"),
    ("هورامي", "Hawrami"),
    ("سورچي", "Surchi"),
    ("دزيي", "Dizayee"),
    ("بابان", "Baban"),
    ("الكرخي", "al-Karkhi"),
    ("البصري", "al-Basri"),
    ("الموصلي", "al-Mosuli"),
    ("النجفي", "al-Najafi"),
    ("الكربلائي", "al-Karbalai"),
    ("التكريتي", "al-Tikriti"),
    ("العاني", "al-Ani"),
    ("الراوي", "al-Rawi"),
    ("الهيتي", "al-Hiti"),
    ("الجنابي", "al-Janabi"),
];

/// A small deterministic generator (xorshift64*), so every run screens the same names.
struct Draw(u64);
impl Draw {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// Syllables of made-up family names in Latin letters (most people's family names are on no
/// list: a person drawn with one of these matches only by chance).
const SYLLABLES: &[&str] = &[
    "kar", "bas", "dul", "ham", "jub", "mos", "naj", "rub", "sha", "tam", "zub", "obe", "dan",
    "far", "gha", "hil", "jaf", "kha", "lat", "mar", "sal", "wad", "yas", "qur", "tal", "bak",
];

fn name(d: &mut Draw, words: usize, arabic: bool) -> String {
    let mut parts = vec![];
    for i in 0..words {
        let (a, l) = if i + 1 == words {
            FAMILY[d.next(FAMILY.len())]
        } else {
            FIRST[d.next(FIRST.len())]
        };
        parts.push(if arabic { a.to_string() } else { l.to_string() });
    }
    parts.join(" ")
}

/// A person: first and father's names from the common pools, a family name from the list's
/// pool (the common case: `COMMON` of a hundred) or made up.
fn person(d: &mut Draw, common: usize) -> String {
    let words = 2 + d.next(2);
    let arabic = d.next(2) == 0;
    let mut n = name(d, words, arabic);
    if d.next(100) >= common {
        let made: String = (0..2).map(|_| SYLLABLES[d.next(SYLLABLES.len())]).collect();
        let family = format!("{}{}i", &made[..1].to_uppercase(), &made[1..]);
        if let Some(at) = n.rfind(' ') {
            n.truncate(at);
        }
        n = format!("{n} {family}");
    }
    n
}

fn main() {
    let var = |k: &str, d: usize| {
        std::env::var(k)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(d)
    };
    let (users, entries) = (var("SCREEN_USERS", 100_000), var("SCREEN_ENTRIES", 10_000));
    let mut d = Draw(0x5EED_1234_ABCD_0001);
    let list: Vec<(String, String)> = (0..entries)
        .map(|_| {
            let words = 3 + d.next(2);
            let seed = d.0;
            let arabic = name(&mut Draw(seed), words, true);
            let latin = name(&mut Draw(seed), words, false);
            d.next(2);
            (arabic, latin)
        })
        .collect();
    let common = var("SCREEN_COMMON", 100);
    let people: Vec<String> = (0..users).map(|_| person(&mut d, common)).collect();

    let started = Instant::now();
    let screen = Screen::new(
        list.iter()
            .map(|(a, l)| Entry::new([a.as_str(), l.as_str()], []))
            .collect(),
    );
    let indexed = started.elapsed();
    // a re-screening runs on every core the machine has (SCREEN_THREADS), each a share of
    // the people against the one index
    let threads = var(
        "SCREEN_THREADS",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
    )
    .max(1);
    let started = Instant::now();
    let (matched, matches) = std::thread::scope(|scope| {
        let handles: Vec<_> = people
            .chunks(people.len().div_ceil(threads).max(1))
            .map(|share| {
                let screen = &screen;
                scope.spawn(move || {
                    let (mut matched, mut matches) = (0usize, 0usize);
                    for p in share {
                        let m = screen.matches(&Name::parse(p), None);
                        matched += usize::from(!m.is_empty());
                        matches += m.len();
                    }
                    (matched, matches)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a screening thread"))
            .fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1))
    });
    let screened = started.elapsed();
    println!(
        "screen (SCREEN_COMMON={common}): {entries} entries indexed in {:.2} s; {users} people screened in {:.1} s on {threads} threads ({:.0} a second); {matched} people matched {matches} entries",
        indexed.as_secs_f64(),
        screened.as_secs_f64(),
        users as f64 / screened.as_secs_f64()
    );
}
