//! The console's disputes: the queue by status (what waits for a decision first), and one
//! dispute with both sides' statements, the merchant's evidence and its files, the payment,
//! and the decision with its reason; in the three locales.

use super::{locale_of, render, Frame};
use crate::Locale;
use askama::Template;

pub struct Words {
    pub nav: &'static str,
    pub title: &'static str,
    pub dispute: &'static str,
    pub none: &'static str,
    pub merchant: &'static str,
    pub payment: &'static str,
    pub amount: &'static str,
    pub reason: &'static str,
    pub status: &'static str,
    pub opened: &'static str,
    pub respond_by: &'static str,
    pub review: &'static str,
    pub buyer: &'static str,
    pub merchant_side: &'static str,
    pub no_evidence: &'static str,
    pub held: &'static str,
    pub shortfall: &'static str,
    pub captured: &'static str,
    pub refunded: &'static str,
    pub decide: &'static str,
    pub won: &'static str,
    pub lost: &'static str,
    pub why: &'static str,
    pub decided: &'static str,
    pub outcome: &'static str,
    pub file_audited: &'static str,
    pub rate_col: &'static str,
    pub flagged: &'static str,
    /// In `Status::NAMES` order.
    pub statuses: [&'static str; 6],
    /// In `Reason::NAMES` order.
    pub reasons: [&'static str; 6],
}

impl Words {
    pub fn of(locale: Locale) -> &'static Words {
        match locale {
            Locale::En => &EN,
            Locale::Ar => &AR,
            Locale::Ku => &KU,
        }
    }

    pub fn status(&self, s: &str) -> &'static str {
        crate::locale::word_of(&sanduq_domain::dispute::Status::NAMES, &self.statuses, s)
    }

    pub fn reason(&self, s: &str) -> &'static str {
        crate::locale::word_of(&sanduq_domain::dispute::Reason::NAMES, &self.reasons, s)
    }
}

pub static EN: Words = Words {
    nav: "Disputes",
    title: "Disputes",
    dispute: "Dispute",
    none: "No disputes in this state.",
    merchant: "Merchant",
    payment: "Payment",
    amount: "Amount",
    reason: "Reason",
    status: "Status",
    opened: "Opened",
    respond_by: "Merchant answers by",
    review: "Review",
    buyer: "The buyer says",
    merchant_side: "The merchant's evidence",
    no_evidence: "No evidence.",
    held: "Held",
    shortfall: "Still to take",
    captured: "Captured",
    refunded: "Refunded",
    decide: "Decide",
    won: "Won: the hold back to the merchant",
    lost: "Lost: the buyer refunded",
    why: "Reason, for both sides",
    decided: "Decided.",
    outcome: "Outcome",
    file_audited: "Each file opened is written to the staff audit trail.",
    rate_col: "Disputes, 30 days",
    flagged: "Above 1%",
    statuses: [
        "Needs response",
        "Under review",
        "Won",
        "Lost",
        "Accepted",
        "Withdrawn",
    ],
    reasons: [
        "Not received",
        "Not as described",
        "Unauthorized",
        "Duplicate",
        "Cancelled but charged",
        "Other",
    ],
};

pub static AR: Words = Words {
    nav: "النزاعات",
    title: "النزاعات",
    dispute: "نزاع",
    none: "لا نزاعات في هذه الحالة.",
    merchant: "التاجر",
    payment: "الدفعة",
    amount: "المبلغ",
    reason: "السبب",
    status: "الحالة",
    opened: "فُتح في",
    respond_by: "يرد التاجر قبل",
    review: "راجع",
    buyer: "يقول المشتري",
    merchant_side: "أدلة التاجر",
    no_evidence: "لا أدلة.",
    held: "محجوز",
    shortfall: "ما بقي ليؤخذ",
    captured: "المقبوض",
    refunded: "المسترد",
    decide: "قرّر",
    won: "ربح التاجر: يعود الحجز إليه",
    lost: "خسر التاجر: يُعاد المبلغ للمشتري",
    why: "السبب، للطرفين",
    decided: "صدر القرار.",
    outcome: "النتيجة",
    file_audited: "كل ملف يُفتح يُسجَّل في سجل تدقيق الموظفين.",
    rate_col: "النزاعات، ٣٠ يومًا",
    flagged: "فوق ١٪",
    statuses: [
        "بانتظار الرد",
        "قيد المراجعة",
        "ربح",
        "خسر",
        "مقبول",
        "مسحوب",
    ],
    reasons: [
        "لم يُستلم",
        "ليس كما وُصف",
        "غير مأذون",
        "مكرر",
        "أُلغي لكنه خُصم",
        "آخر",
    ],
};

pub static KU: Words = Words {
    nav: "ناکۆکییەکان",
    title: "ناکۆکییەکان",
    dispute: "ناکۆکی",
    none: "هیچ ناکۆکییەک لەم دۆخەدا نییە.",
    merchant: "بازرگان",
    payment: "پارەدان",
    amount: "بڕ",
    reason: "هۆکار",
    status: "دۆخ",
    opened: "کرایەوە",
    respond_by: "بازرگان وەڵام دەداتەوە پێش",
    review: "پێداچوونەوە",
    buyer: "کڕیار دەڵێت",
    merchant_side: "بەڵگەکانی بازرگان",
    no_evidence: "هیچ بەڵگەیەک نییە.",
    held: "گیراوە",
    shortfall: "ئەوەی ماوە وەربگیرێت",
    captured: "وەرگیراو",
    refunded: "گەڕێنراوە",
    decide: "بڕیار بدە",
    won: "بازرگان بردییەوە: گلدانەوەکە بۆی دەگەڕێتەوە",
    lost: "بازرگان دۆڕاندی: پارە بۆ کڕیار دەگەڕێتەوە",
    why: "هۆکار، بۆ هەردوو لا",
    decided: "بڕیار درا.",
    outcome: "ئەنجام",
    file_audited: "هەر فایلێک بکرێتەوە لە تۆماری پشکنینی کارمەندان دەنووسرێت.",
    rate_col: "ناکۆکییەکان، ٣٠ ڕۆژ",
    flagged: "سەروو ١٪",
    statuses: [
        "چاوەڕێی وەڵام",
        "لە پێداچوونەوەدا",
        "بردییەوە",
        "دۆڕاندی",
        "قبوڵکراو",
        "کشێنرایەوە",
    ],
    reasons: [
        "نەگەیشت",
        "وەک وەسفکراو نییە",
        "بێ ڕێپێدان",
        "دووبارە",
        "هەڵوەشێنرایەوە بەڵام بڕدرا",
        "تر",
    ],
};

#[derive(Debug, Clone)]
pub struct Row {
    pub id: String,
    pub merchant: String,
    pub amount: String,
    pub reason: &'static str,
    pub created: String,
}

#[derive(Template)]
#[template(path = "console/disputes.html")]
struct QueueHtml<'a> {
    f: &'a Frame,
    w: &'static Words,
    /// (status, its word, whether it is the one shown)
    tabs: Vec<(&'static str, &'static str, bool)>,
    rows: &'a [Row],
}

pub fn queue(f: &Frame, status: &str, rows: &[Row]) -> String {
    let w = Words::of(locale_of(f));
    let tabs = sanduq_domain::dispute::Status::NAMES
        .iter()
        .map(|s| (*s, w.status(s), *s == status))
        .collect();
    render(QueueHtml { f, w, tabs, rows })
}

#[derive(Debug, Clone)]
pub struct Piece {
    pub text: String,
    pub added: String,
    /// (file id, name, content type)
    pub files: Vec<(String, String, String)>,
}

#[derive(Debug, Clone, Default)]
pub struct Review {
    pub id: String,
    pub status: String,
    pub status_text: &'static str,
    pub facts: Vec<(&'static str, String)>,
    pub description: String,
    pub evidence: Vec<Piece>,
    pub outcome: Option<String>,
    pub may_decide: bool,
}

#[derive(Template)]
#[template(path = "console/dispute.html")]
struct ReviewHtml<'a> {
    f: &'a Frame,
    w: &'static Words,
    r: &'a Review,
}

pub fn review(f: &Frame, r: &Review) -> String {
    render(ReviewHtml {
        f,
        w: Words::of(locale_of(f)),
        r,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_is_there_in_every_locale() {
        for w in [&EN, &AR, &KU] {
            for s in sanduq_domain::dispute::Status::NAMES {
                assert!(!w.status(s).is_empty(), "{s}");
            }
            for r in sanduq_domain::dispute::Reason::NAMES {
                assert!(!w.reason(r).is_empty(), "{r}");
            }
        }
    }
}
