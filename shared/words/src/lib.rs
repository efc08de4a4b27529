//! Amounts in words, as invoices, cheques and receipts write them (docs/decisions.md,
//! "Amounts in words"): Arabic with the counted noun's agreement ("tafqit"), Central Kurdish
//! (Sorani, Arabic script) and English. The receipt, the pages and `GET /amount-words` all
//! write amounts through [`amount`]; nothing else spells a number.
//!
//! Amounts are minor units: IQD has none below the dinar, USD has cents. Any amount up to
//! [`MAX_MINOR`] is written; above it, `None`.

mod arabic;
mod english;
mod groups;
mod kurdish;

use sanduq_domain::money::Currency;

/// The largest amount written, in minor units (999 trillion and change: beyond any amount
/// the service accepts, `MAX_AMOUNT`, or any balance it holds).
pub const MAX_MINOR: u64 = 999_999_999_999_999;

/// The languages amounts are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    Arabic,
    /// Central Kurdish (Sorani), in Arabic script.
    Kurdish,
    English,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::Arabic, Language::Kurdish, Language::English];
}

/// `minor` units of `currency` in words: `amount(25_000, Iqd, Arabic)` is
/// "خمسة وعشرون ألف دينار"; `amount(1_050, Usd, English)` is
/// "ten US dollars and fifty cents". `None` above [`MAX_MINOR`].
pub fn amount(minor: u64, currency: Currency, language: Language) -> Option<String> {
    if minor > MAX_MINOR {
        return None;
    }
    let (major, cents) = match currency {
        Currency::Iqd => (minor, None),
        Currency::Usd => (minor / 100, Some(minor % 100)),
    };
    Some(match language {
        Language::Arabic => arabic::amount(major, cents, currency),
        Language::Kurdish => kurdish::amount(major, cents, currency),
        Language::English => english::amount(major, cents, currency),
    })
}

/// A number in words with nothing counted (the cardinal, nominative in Arabic): 1001 is
/// "ألف وواحد", "هەزار و یەک", "one thousand one". `None` above [`MAX_MINOR`].
pub fn cardinal(n: u64, language: Language) -> Option<String> {
    if n > MAX_MINOR {
        return None;
    }
    Some(match language {
        Language::Arabic => arabic::cardinal(n),
        Language::Kurdish => kurdish::cardinal(n),
        Language::English => english::cardinal(n),
    })
}
