//! Iraq's governorates as a person reads them, in the three locales (`GOVERNORATES` order
//! of `sanduq_domain::agent`).

use crate::Locale;
use sanduq_domain::agent::GOVERNORATES;

const EN: [&str; 19] = [
    "Anbar",
    "Babil",
    "Baghdad",
    "Basra",
    "Dhi Qar",
    "Diyala",
    "Duhok",
    "Erbil",
    "Halabja",
    "Karbala",
    "Kirkuk",
    "Maysan",
    "Muthanna",
    "Najaf",
    "Nineveh",
    "Qadisiyyah",
    "Saladin",
    "Sulaymaniyah",
    "Wasit",
];
const AR: [&str; 19] = [
    "الأنبار",
    "بابل",
    "بغداد",
    "البصرة",
    "ذي قار",
    "ديالى",
    "دهوك",
    "أربيل",
    "حلبجة",
    "كربلاء",
    "كركوك",
    "ميسان",
    "المثنى",
    "النجف",
    "نينوى",
    "القادسية",
    "صلاح الدين",
    "السليمانية",
    "واسط",
];
const KU: [&str; 19] = [
    "ئەنبار",
    "بابل",
    "بەغدا",
    "بەسرە",
    "زیقار",
    "دیالە",
    "دهۆک",
    "هەولێر",
    "هەڵەبجە",
    "کەربەلا",
    "کەرکووک",
    "مەیسان",
    "موسەننا",
    "نەجەف",
    "نەینەوا",
    "قادسیە",
    "سەلاحەدین",
    "سلێمانی",
    "واست",
];

/// Governorate `code`'s name in `l` (the code itself when it is none of them).
pub fn governorate(l: Locale, code: &str) -> String {
    let names = match l {
        Locale::En => &EN,
        Locale::Ar => &AR,
        Locale::Ku => &KU,
    };
    let w = crate::locale::word_of(&GOVERNORATES, names, code);
    if w.is_empty() {
        code.to_string()
    } else {
        w.to_string()
    }
}

/// Every governorate: its code and its name in `l`, in the order of the codes.
pub fn all(l: Locale) -> Vec<(&'static str, String)> {
    GOVERNORATES
        .iter()
        .map(|g| (*g, governorate(l, g)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_governorate_has_a_name_in_every_locale() {
        for l in Locale::ALL {
            for g in GOVERNORATES {
                assert_ne!(governorate(l, g), g, "{g} in {l:?}");
            }
        }
        assert_eq!(governorate(Locale::Ar, "basra"), "البصرة");
    }
}
