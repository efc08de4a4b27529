//! The hosted wallet's disputes: "Report a problem" on a payment (the form), and the
//! user's disputes with their state (withdraw one still open), in the three locales.

use super::Frame;
use crate::Locale;
use askama::Template;

pub struct Words {
    pub report: &'static str,
    pub title: &'static str,
    pub list_title: &'static str,
    pub intro: &'static str,
    pub payment: &'static str,
    pub reason: &'static str,
    pub amount: &'static str,
    pub amount_hint: &'static str,
    pub description: &'static str,
    pub send: &'static str,
    pub none: &'static str,
    pub withdraw: &'static str,
    pub opened: &'static str,
    pub withdrawn: &'static str,
    pub respond_by: &'static str,
    pub outcome: &'static str,
    /// In `Reason::NAMES` order.
    pub reasons: [&'static str; 6],
    /// In `Status::NAMES` order, as the buyer reads them.
    pub statuses: [&'static str; 6],
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
}

pub static EN: Words = Words {
    report: "Report a problem",
    title: "Report a problem with a payment",
    list_title: "My disputes",
    intro: "Tell us what went wrong. The amount is held from the shop at once; the shop answers within 7 days, then Sanduq decides. You can withdraw before a decision.",
    payment: "Payment",
    reason: "What went wrong",
    amount: "Amount in dispute",
    amount_hint: "Leave empty for the whole payment.",
    description: "Describe the problem",
    send: "Send",
    none: "You have no disputes.",
    withdraw: "Withdraw",
    opened: "Your dispute is open: the shop has 7 days to answer.",
    withdrawn: "Your dispute is withdrawn.",
    respond_by: "The shop answers by",
    outcome: "Outcome",
    reasons: [
        "I did not receive it",
        "It is not as described",
        "I did not make this payment",
        "I was charged twice",
        "I cancelled but was charged",
        "Something else",
    ],
    statuses: [
        "Waiting for the shop",
        "Sanduq is reviewing",
        "Decided for the shop",
        "Refunded to you",
        "Refunded to you",
        "Withdrawn",
    ],
};

pub static AR: Words = Words {
    report: "أبلغ عن مشكلة",
    title: "أبلغ عن مشكلة في دفعة",
    list_title: "نزاعاتي",
    intro: "أخبرنا بما حدث. يُحجز المبلغ من المتجر فورًا؛ يرد المتجر خلال ٧ أيام ثم يقرر صندوق. يمكنك سحب النزاع قبل القرار.",
    payment: "الدفعة",
    reason: "ما المشكلة",
    amount: "المبلغ المتنازع عليه",
    amount_hint: "اتركه فارغًا للدفعة كلها.",
    description: "صف المشكلة",
    send: "أرسل",
    none: "لا نزاعات لديك.",
    withdraw: "اسحب",
    opened: "نزاعك مفتوح: أمام المتجر ٧ أيام للرد.",
    withdrawn: "سُحب نزاعك.",
    respond_by: "يرد المتجر قبل",
    outcome: "النتيجة",
    reasons: [
        "لم أستلمه",
        "ليس كما وُصف",
        "لم أُجرِ هذه الدفعة",
        "خُصم مني مرتين",
        "ألغيت لكنه خُصم",
        "شيء آخر",
    ],
    statuses: [
        "بانتظار المتجر",
        "يراجعه صندوق",
        "قُرّر لصالح المتجر",
        "أُعيد المبلغ إليك",
        "أُعيد المبلغ إليك",
        "مسحوب",
    ],
};

pub static KU: Words = Words {
    report: "ڕاپۆرتی کێشەیەک بکە",
    title: "ڕاپۆرتی کێشەیەک لە پارەدانێکدا بکە",
    list_title: "ناکۆکییەکانم",
    intro: "پێمان بڵێ چی ڕوویدا. بڕەکە یەکسەر لە فرۆشگاکە دەگیرێت؛ فرۆشگاکە لە ماوەی ٧ ڕۆژدا وەڵام دەداتەوە، پاشان سندوق بڕیار دەدات. دەتوانیت پێش بڕیار بیکشێنیتەوە.",
    payment: "پارەدان",
    reason: "کێشەکە چییە",
    amount: "بڕی ناکۆکی",
    amount_hint: "بۆ هەموو پارەدانەکە بەتاڵی بهێڵەوە.",
    description: "کێشەکە باس بکە",
    send: "بنێرە",
    none: "هیچ ناکۆکییەکت نییە.",
    withdraw: "بیکشێنەوە",
    opened: "ناکۆکییەکەت کراوەیە: فرۆشگاکە ٧ ڕۆژی هەیە بۆ وەڵامدانەوە.",
    withdrawn: "ناکۆکییەکەت کشێنرایەوە.",
    respond_by: "فرۆشگاکە وەڵام دەداتەوە پێش",
    outcome: "ئەنجام",
    reasons: [
        "پێم نەگەیشت",
        "وەک وەسفکراو نییە",
        "من ئەم پارەدانەم نەکردووە",
        "دووجار لێم بڕدرا",
        "هەڵموەشاندەوە بەڵام لێم بڕدرا",
        "شتێکی تر",
    ],
    statuses: [
        "چاوەڕێی فرۆشگاکە",
        "سندوق پێیدا دەچێتەوە",
        "بۆ فرۆشگاکە بڕیاردرا",
        "پارەکەت گەڕێنرایەوە",
        "پارەکەت گەڕێنرایەوە",
        "کشێنرایەوە",
    ],
};

#[derive(Template)]
#[template(path = "wallet/dispute.html")]
pub struct Report<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub key: &'a str,
    pub payment: &'a str,
    /// The payment's currency (what the amount is typed in).
    pub currency: &'a str,
    pub reason: &'a str,
    pub amount: &'a str,
    pub description: &'a str,
}

/// One of the user's disputes as the list shows it.
#[derive(Debug, Clone)]
pub struct Row {
    pub id: String,
    pub payment: String,
    pub amount: String,
    pub reason: &'static str,
    pub status: String,
    pub status_text: &'static str,
    pub respond_by: String,
    pub outcome: String,
    pub open: bool,
    pub key: String,
}

#[derive(Template)]
#[template(path = "wallet/disputes.html")]
pub struct List<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub rows: &'a [Row],
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
            assert!(w.reasons.iter().all(|r| !r.is_empty()));
        }
    }
}
