//! The console's compliance alerts: the queue by status (open first), and one alert with
//! who was screened, what they matched (or the document already verified for another
//! wallet), and the decision (clear a false positive, confirm a match) with its reason; in
//! the three locales.

use super::{locale_of, render, Frame};
use crate::Locale;
use askama::Template;

/// An alert's statuses, kinds and the moments a screening runs at, as the API names them
/// (`sanduq_compliance::alerts`; the console's tests hold the two lists together).
pub const STATUSES: [&str; 4] = ["open", "cleared", "confirmed", "shadow"];
pub const KINDS: [&str; 3] = ["screening", "duplicate_document", "monitoring"];
pub const ATS: [&str; 5] = ["sync", "kyc", "merchant", "rescreen", "monitoring"];

pub struct Words {
    pub nav: &'static str,
    pub title: &'static str,
    pub alert: &'static str,
    pub none: &'static str,
    pub kind: &'static str,
    pub status: &'static str,
    pub screened: &'static str,
    pub name: &'static str,
    pub born: &'static str,
    pub at: &'static str,
    pub merchant: &'static str,
    pub list: &'static str,
    pub entry: &'static str,
    pub entry_names: &'static str,
    pub entry_born: &'static str,
    pub score: &'static str,
    pub document: &'static str,
    pub verified_for: &'static str,
    pub held: &'static str,
    pub yes: &'static str,
    pub no: &'static str,
    pub raised: &'static str,
    pub review: &'static str,
    pub statement: &'static str,
    pub decide: &'static str,
    pub clear: &'static str,
    pub confirm: &'static str,
    pub why: &'static str,
    pub decided: &'static str,
    pub decision: &'static str,
    pub by: &'static str,
    pub never_told: &'static str,
    pub rule: &'static str,
    pub figures: &'static str,
    pub movements: &'static str,
    /// In `STATUSES` order.
    pub statuses: [&'static str; 4],
    /// In `KINDS` order.
    pub kinds: [&'static str; 3],
    /// In `ATS` order.
    pub ats: [&'static str; 5],
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
        crate::locale::word_of(&STATUSES, &self.statuses, s)
    }

    pub fn kind(&self, s: &str) -> &'static str {
        crate::locale::word_of(&KINDS, &self.kinds, s)
    }

    pub fn at(&self, s: &str) -> &'static str {
        crate::locale::word_of(&ATS, &self.ats, s)
    }
}

pub static EN: Words = Words {
    nav: "Alerts",
    title: "Compliance alerts",
    alert: "Alert",
    none: "No alerts in this state.",
    kind: "Kind",
    status: "Status",
    screened: "Who was screened",
    name: "Name as given",
    born: "Date of birth",
    at: "Screened at",
    merchant: "Merchant",
    list: "List",
    entry: "List entry",
    entry_names: "Names on the list",
    entry_born: "Born (list)",
    score: "Score",
    document: "Document",
    verified_for: "Verified for",
    held: "Wallet held",
    yes: "Yes",
    no: "No",
    raised: "Raised",
    review: "Review",
    statement: "Statement",
    decide: "Decide",
    clear: "Clear: a false positive (the hold is lifted)",
    confirm: "Confirm: a true match (the hold stays)",
    why: "Reason, for the record",
    decided: "Decided.",
    decision: "Decision",
    by: "By",
    never_told: "The person is never told of an alert, a case or a report.",
    rule: "Rule",
    figures: "Figures",
    movements: "Movements",
    statuses: ["Open", "Cleared", "Confirmed", "Shadow"],
    kinds: [
        "Watch-list match",
        "Document verified for another wallet",
        "Monitoring rule",
    ],
    ats: [
        "Sync",
        "Identity submission",
        "Merchant created",
        "List update",
        "A money movement",
    ],
};

pub static AR: Words = Words {
    nav: "التنبيهات",
    title: "تنبيهات الامتثال",
    alert: "تنبيه",
    none: "لا تنبيهات في هذه الحالة.",
    kind: "النوع",
    status: "الحالة",
    screened: "من فُحص",
    name: "الاسم كما أُعطي",
    born: "تاريخ الميلاد",
    at: "فُحص عند",
    merchant: "التاجر",
    list: "القائمة",
    entry: "قيد القائمة",
    entry_names: "الأسماء في القائمة",
    entry_born: "الميلاد (القائمة)",
    score: "الدرجة",
    document: "الوثيقة",
    verified_for: "موثّقة لـ",
    held: "المحفظة محجوزة",
    yes: "نعم",
    no: "لا",
    raised: "أُثير في",
    review: "راجع",
    statement: "كشف الحساب",
    decide: "قرّر",
    clear: "إسقاط: تطابق خاطئ (يُرفع الحجز)",
    confirm: "تأكيد: تطابق صحيح (يبقى الحجز)",
    why: "السبب، للسجل",
    decided: "صدر القرار.",
    decision: "القرار",
    by: "بواسطة",
    never_told: "لا يُبلَّغ الشخص أبدًا بتنبيه أو قضية أو بلاغ.",
    rule: "القاعدة",
    figures: "الأرقام",
    movements: "الحركات",
    statuses: ["مفتوح", "أُسقط", "مؤكَّد", "تجريبي (ظل)"],
    kinds: [
        "تطابق مع قائمة رقابة",
        "وثيقة موثّقة لمحفظة أخرى",
        "قاعدة مراقبة",
    ],
    ats: [
        "مزامنة",
        "طلب توثيق الهوية",
        "إنشاء تاجر",
        "تحديث قائمة",
        "حركة أموال",
    ],
};

pub static KU: Words = Words {
    nav: "ئاگادارکردنەوەکان",
    title: "ئاگادارکردنەوەکانی پابەندبوون",
    alert: "ئاگادارکردنەوە",
    none: "هیچ ئاگادارکردنەوەیەک لەم دۆخەدا نییە.",
    kind: "جۆر",
    status: "دۆخ",
    screened: "کێ پشکنرا",
    name: "ناو وەک درا",
    born: "ڕێکەوتی لەدایکبوون",
    at: "پشکنرا لە کاتی",
    merchant: "بازرگان",
    list: "لیست",
    entry: "تۆماری لیست",
    entry_names: "ناوەکان لە لیستدا",
    entry_born: "لەدایکبوون (لیست)",
    score: "نمرە",
    document: "بەڵگەنامە",
    verified_for: "پشتڕاستکراوە بۆ",
    held: "جزدان ڕاگیراوە",
    yes: "بەڵێ",
    no: "نەخێر",
    raised: "دروستبوو",
    review: "پێداچوونەوە",
    statement: "کەشفی حساب",
    decide: "بڕیار بدە",
    clear: "لابردن: هاوتاییەکی هەڵە (ڕاگرتنەکە لادەبرێت)",
    confirm: "پشتڕاستکردنەوە: هاوتاییەکی ڕاست (ڕاگرتنەکە دەمێنێت)",
    why: "هۆکار، بۆ تۆمار",
    decided: "بڕیار درا.",
    decision: "بڕیار",
    by: "لەلایەن",
    never_told: "هەرگیز کەسەکە ئاگادار ناکرێتەوە لە ئاگادارکردنەوە، دۆسیە یان ڕاپۆرت.",
    rule: "یاسا",
    figures: "ژمارەکان",
    movements: "جووڵەکان",
    statuses: ["کراوە", "لابرا", "پشتڕاستکرایەوە", "تاقیکاری (سێبەر)"],
    kinds: [
        "هاوتایی لەگەڵ لیستی چاودێری",
        "بەڵگەنامە بۆ جزدانێکی تر پشتڕاستکراوەتەوە",
        "یاسای چاودێری",
    ],
    ats: [
        "هاوکاتکردن",
        "ناردنی ناسنامە",
        "دروستکردنی بازرگان",
        "نوێکردنەوەی لیست",
        "جووڵەی پارە",
    ],
};

#[derive(Debug, Clone)]
pub struct Row {
    pub id: String,
    pub kind: &'static str,
    pub name: String,
    pub merchant: String,
    /// The score of a match, or the document's number.
    pub detail: String,
    pub created: String,
}

#[derive(Template)]
#[template(path = "console/alerts.html")]
struct QueueHtml<'a> {
    f: &'a Frame,
    w: &'static Words,
    /// (status, its word, whether it is the one shown)
    tabs: Vec<(&'static str, &'static str, bool)>,
    rows: &'a [Row],
}

pub fn queue(f: &Frame, status: &str, rows: &[Row]) -> String {
    let w = Words::of(locale_of(f));
    let tabs = STATUSES
        .iter()
        .map(|s| (*s, w.status(s), *s == status))
        .collect();
    render(QueueHtml { f, w, tabs, rows })
}

#[derive(Debug, Clone, Default)]
pub struct Review {
    pub id: String,
    pub status: String,
    pub status_text: &'static str,
    pub kind_text: &'static str,
    /// Who was screened: (label, value).
    pub subject: Vec<(&'static str, String)>,
    /// What matched, or the document: its heading, and (label, value).
    pub matched_title: &'static str,
    pub matched: Vec<(&'static str, String)>,
    /// The user's statement, when the subject is a user and the officer may read it.
    pub statement: Option<String>,
    pub decision: Vec<(&'static str, String)>,
    pub may_decide: bool,
}

#[derive(Template)]
#[template(path = "console/alert.html")]
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
            for s in STATUSES {
                assert!(!w.status(s).is_empty(), "{s}");
            }
            for k in KINDS {
                assert!(!w.kind(k).is_empty(), "{k}");
            }
            for a in ATS {
                assert!(!w.at(a).is_empty(), "{a}");
            }
        }
    }
}
