//! The words of the dashboard's Disputes pages (the list, one dispute, its evidence, the
//! answer) in the three locales.

use crate::Locale;

pub struct Disputes {
    pub nav: &'static str,
    pub title: &'static str,
    pub dispute: &'static str,
    pub payment: &'static str,
    pub amount: &'static str,
    pub reason: &'static str,
    pub status: &'static str,
    pub opened: &'static str,
    pub respond_by: &'static str,
    pub all: &'static str,
    pub filter: &'static str,
    pub none: &'static str,
    pub older: &'static str,
    pub buyer_says: &'static str,
    pub held: &'static str,
    pub shortfall: &'static str,
    pub shortfall_note: &'static str,
    pub evidence: &'static str,
    pub no_evidence: &'static str,
    pub add_evidence: &'static str,
    pub text: &'static str,
    pub files: &'static str,
    pub files_hint: &'static str,
    pub add: &'static str,
    pub submit: &'static str,
    pub submit_note: &'static str,
    pub accept: &'static str,
    pub accept_note: &'static str,
    pub outcome: &'static str,
    pub added: &'static str,
    pub submitted: &'static str,
    pub accepted: &'static str,
    pub answer_by: &'static str,
    /// Reasons, in `Reason::NAMES` order.
    pub reasons: [&'static str; 6],
    /// Statuses, in `Status::NAMES` order.
    pub statuses: [&'static str; 6],
}

impl Disputes {
    pub fn of(locale: Locale) -> &'static Disputes {
        match locale {
            Locale::En => &EN,
            Locale::Ar => &AR,
            Locale::Ku => &KU,
        }
    }

    pub fn reason(&self, s: &str) -> &'static str {
        crate::locale::word_of(&sanduq_domain::dispute::Reason::NAMES, &self.reasons, s)
    }

    pub fn status(&self, s: &str) -> &'static str {
        crate::locale::word_of(&sanduq_domain::dispute::Status::NAMES, &self.statuses, s)
    }
}

pub static EN: Disputes = Disputes {
    nav: "Disputes",
    title: "Disputes",
    dispute: "Dispute",
    payment: "Payment",
    amount: "Amount",
    reason: "Reason",
    status: "Status",
    opened: "Opened",
    respond_by: "Answer by",
    all: "All statuses",
    filter: "Show",
    none: "No disputes.",
    older: "Older",
    buyer_says: "The buyer says",
    held: "Held from your balance",
    shortfall: "Still to take from your balance",
    shortfall_note:
        "Your balance could not cover the whole amount; the rest is taken as money arrives.",
    evidence: "Your evidence",
    no_evidence: "No evidence yet.",
    add_evidence: "Add evidence",
    text: "What happened",
    files: "Files",
    files_hint: "PDF, JPEG or PNG, up to 3 files, 5 MB each.",
    add: "Add",
    submit: "Submit for review",
    submit_note: "Sanduq reviews both sides and decides. You cannot add evidence after submitting.",
    accept: "Accept and refund the buyer",
    accept_note: "The disputed amount goes back to the buyer from the hold. This cannot be undone.",
    outcome: "Outcome",
    added: "Evidence added.",
    submitted: "Submitted for review.",
    accepted: "Accepted: the buyer is refunded.",
    answer_by: "Answer by {date} or the dispute is lost.",
    reasons: [
        "Not received",
        "Not as described",
        "Not made by the buyer",
        "Charged twice",
        "Cancelled but charged",
        "Other",
    ],
    statuses: [
        "Needs your answer",
        "Under review",
        "Won",
        "Lost",
        "Accepted",
        "Withdrawn",
    ],
};

pub static AR: Disputes = Disputes {
    nav: "النزاعات",
    title: "النزاعات",
    dispute: "نزاع",
    payment: "الدفعة",
    amount: "المبلغ",
    reason: "السبب",
    status: "الحالة",
    opened: "فُتح في",
    respond_by: "الرد قبل",
    all: "كل الحالات",
    filter: "عرض",
    none: "لا توجد نزاعات.",
    older: "الأقدم",
    buyer_says: "يقول المشتري",
    held: "محجوز من رصيدك",
    shortfall: "ما بقي ليؤخذ من رصيدك",
    shortfall_note: "لم يغطِّ رصيدك المبلغ كله؛ يؤخذ الباقي حين يصل المال.",
    evidence: "أدلتك",
    no_evidence: "لا أدلة بعد.",
    add_evidence: "أضف دليلًا",
    text: "ما الذي حدث",
    files: "الملفات",
    files_hint: "PDF أو JPEG أو PNG، حتى ٣ ملفات، ٥ ميغابايت لكل ملف.",
    add: "أضف",
    submit: "أرسل للمراجعة",
    submit_note: "يراجع صندوق الطرفين ويقرر. لا يمكنك إضافة أدلة بعد الإرسال.",
    accept: "اقبل وأعد المبلغ للمشتري",
    accept_note: "يعود المبلغ المتنازع عليه إلى المشتري من الحجز. لا يمكن التراجع عن ذلك.",
    outcome: "النتيجة",
    added: "أُضيف الدليل.",
    submitted: "أُرسل للمراجعة.",
    accepted: "قُبل: أُعيد المبلغ للمشتري.",
    answer_by: "ردّ قبل {date} وإلا خسرت النزاع.",
    reasons: [
        "لم يُستلم",
        "ليس كما وُصف",
        "لم يُجرِه المشتري",
        "خُصم مرتين",
        "أُلغي لكنه خُصم",
        "سبب آخر",
    ],
    statuses: [
        "بانتظار ردك",
        "قيد المراجعة",
        "ربحته",
        "خسرته",
        "مقبول",
        "سحبه المشتري",
    ],
};

pub static KU: Disputes = Disputes {
    nav: "ناکۆکییەکان",
    title: "ناکۆکییەکان",
    dispute: "ناکۆکی",
    payment: "پارەدان",
    amount: "بڕ",
    reason: "هۆکار",
    status: "دۆخ",
    opened: "کرایەوە",
    respond_by: "وەڵام پێش",
    all: "هەموو دۆخەکان",
    filter: "پیشاندان",
    none: "هیچ ناکۆکییەک نییە.",
    older: "کۆنتر",
    buyer_says: "کڕیار دەڵێت",
    held: "لە باڵانسەکەت گیراوە",
    shortfall: "ئەوەی ماوە لە باڵانسەکەت وەربگیرێت",
    shortfall_note: "باڵانسەکەت هەموو بڕەکەی دابین نەکرد؛ ئەوەی ماوە کاتێک پارە دێت وەردەگیرێت.",
    evidence: "بەڵگەکانت",
    no_evidence: "هێشتا هیچ بەڵگەیەک نییە.",
    add_evidence: "بەڵگە زیاد بکە",
    text: "چی ڕوویدا",
    files: "فایلەکان",
    files_hint: "PDF یان JPEG یان PNG، تا ٣ فایل، هەریەکە ٥ مێگابایت.",
    add: "زیاد بکە",
    submit: "بنێرە بۆ پێداچوونەوە",
    submit_note: "سندوق هەردوو لا دەبینێت و بڕیار دەدات. دوای ناردن ناتوانیت بەڵگە زیاد بکەیت.",
    accept: "قبوڵ بکە و پارە بگەڕێنەوە بۆ کڕیار",
    accept_note: "بڕی ناکۆکی لە گلدانەوەکەوە دەگەڕێتەوە بۆ کڕیار. ناگەڕێندرێتەوە.",
    outcome: "ئەنجام",
    added: "بەڵگە زیادکرا.",
    submitted: "نێردرا بۆ پێداچوونەوە.",
    accepted: "قبوڵکرا: پارە گەڕێنرایەوە بۆ کڕیار.",
    answer_by: "پێش {date} وەڵام بدەرەوە، ئەگینا ناکۆکییەکە دەدۆڕێنیت.",
    reasons: [
        "نەگەیشت",
        "وەک وەسفکراو نییە",
        "کڕیار نەیکردووە",
        "دووجار بڕدرا",
        "هەڵوەشێنرایەوە بەڵام بڕدرا",
        "هۆکاری تر",
    ],
    statuses: [
        "چاوەڕێی وەڵامی تۆیە",
        "لە پێداچوونەوەدایە",
        "بردتەوە",
        "دۆڕاندت",
        "قبوڵکراوە",
        "کڕیار کشاندییەوە",
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_is_there_in_every_locale() {
        for d in [&EN, &AR, &KU] {
            for r in sanduq_domain::dispute::Reason::NAMES {
                assert!(!d.reason(r).is_empty(), "{r}");
            }
            for s in sanduq_domain::dispute::Status::NAMES {
                assert!(!d.status(s).is_empty(), "{s}");
            }
            assert!(d.answer_by.contains("{date}"));
        }
    }
}
