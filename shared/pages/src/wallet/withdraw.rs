//! The hosted wallet's cash at an agent: ask for an amount the banknotes make (the notes,
//! the fee and the total shown before the PIN), the code's first half with its countdown
//! (the second half comes by SMS), cancel it, and where the merchant's agents are, in the
//! three locales.

use super::Frame;
use crate::Locale;
use askama::Template;

pub struct Words {
    pub nav: &'static str,
    pub title: &'static str,
    pub intro: &'static str,
    pub review: &'static str,
    pub review_title: &'static str,
    pub notes: &'static str,
    pub fee: &'static str,
    pub no_fee: &'static str,
    pub total: &'static str,
    pub payable: &'static str,
    pub withdraw: &'static str,
    pub change: &'static str,
    pub code_title: &'static str,
    pub code_hint: &'static str,
    pub code_sms: &'static str,
    pub held: &'static str,
    pub cancel: &'static str,
    pub canceled: &'static str,
    pub open: &'static str,
    pub none_open: &'static str,
    pub agents: &'static str,
    pub agents_intro: &'static str,
    pub governorate: &'static str,
    pub all: &'static str,
    pub no_agents: &'static str,
    pub till: &'static str,
    pub amount_of: &'static str,
    /// In `sanduq_domain::withdrawal::Status::NAMES` order.
    pub statuses: [&'static str; 4],
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
        crate::locale::word_of(&sanduq_domain::withdrawal::Status::NAMES, &self.statuses, s)
    }
}

pub static EN: Words = Words {
    nav: "Cash at an agent",
    title: "Withdraw cash at an agent",
    intro: "Ask for the cash here, then go to one of our agents within 15 minutes. Agents pay in banknotes, so the amount must be one the notes make.",
    review: "Review",
    review_title: "Check your withdrawal",
    notes: "Banknotes",
    fee: "Fee",
    no_fee: "No fee",
    total: "Taken from your wallet",
    payable: "Agents pay in banknotes. Choose an amount they can pay:",
    withdraw: "Withdraw",
    change: "Change",
    code_title: "Your withdrawal code",
    code_hint: "Tell the agent these 6 digits, then the 4 digits we sent you by SMS. Never give the code to anyone else.",
    code_sms: "+ 4 digits by SMS",
    held: "{amount} is held for you. Go to an agent within 15 minutes.",
    cancel: "Cancel the withdrawal",
    canceled: "Canceled: the money is back in your wallet.",
    open: "Your withdrawals",
    none_open: "You have no withdrawals.",
    agents: "Where to withdraw",
    agents_intro: "Our agents that serve now, by governorate.",
    governorate: "Governorate",
    all: "All governorates",
    no_agents: "No agent serves here yet.",
    till: "Till",
    amount_of: "Amount",
    statuses: ["Waiting for an agent", "Paid by an agent", "Canceled", "Expired"],
};

pub static AR: Words = Words {
    nav: "نقداً لدى وكيل",
    title: "اسحب نقداً لدى وكيل",
    intro: "اطلب النقد هنا، ثم اذهب إلى أحد وكلائنا خلال ١٥ دقيقة. يدفع الوكلاء بالأوراق النقدية، لذا يجب أن يكون المبلغ مما تكوّنه الأوراق.",
    review: "مراجعة",
    review_title: "تحقّق من السحب",
    notes: "الأوراق النقدية",
    fee: "الرسوم",
    no_fee: "بلا رسوم",
    total: "يُخصم من محفظتك",
    payable: "يدفع الوكلاء بالأوراق النقدية. اختر مبلغاً يستطيعون دفعه:",
    withdraw: "اسحب",
    change: "تعديل",
    code_title: "رمز السحب",
    code_hint: "أخبر الوكيل بهذه الأرقام الستة، ثم بالأرقام الأربعة التي أرسلناها إليك برسالة. لا تعطِ الرمز لأي شخص آخر.",
    code_sms: "+ ٤ أرقام برسالة نصية",
    held: "حُجز لك {amount}. اذهب إلى وكيل خلال ١٥ دقيقة.",
    cancel: "ألغِ السحب",
    canceled: "أُلغي السحب: عاد المال إلى محفظتك.",
    open: "عمليات السحب",
    none_open: "لا توجد لديك عمليات سحب.",
    agents: "أين تسحب",
    agents_intro: "وكلاؤنا الذين يخدمون الآن، حسب المحافظة.",
    governorate: "المحافظة",
    all: "كل المحافظات",
    no_agents: "لا يوجد وكيل هنا بعد.",
    till: "رقم النقطة",
    amount_of: "المبلغ",
    statuses: ["بانتظار وكيل", "دفعه وكيل", "أُلغي", "انتهت صلاحيته"],
};

pub static KU: Words = Words {
    nav: "کاش لای بریکار",
    title: "کاش لای بریکار ڕابکێشە",
    intro: "لێرە داوای کاشەکە بکە، پاشان لە ماوەی ١٥ خولەکدا بچۆ بۆ لای یەکێک لە بریکارەکانمان. بریکارەکان بە دراوی کاغەز دەدەن، بۆیە بڕەکە دەبێت لە دراوەکان پێک بێت.",
    review: "پێداچوونەوە",
    review_title: "ڕاکێشانەکەت بپشکنە",
    notes: "دراوە کاغەزییەکان",
    fee: "کرێ",
    no_fee: "بێ کرێ",
    total: "لە جزدانەکەت دەبڕدرێت",
    payable: "بریکارەکان بە دراوی کاغەز دەدەن. بڕێک هەڵبژێرە کە بتوانن بیدەن:",
    withdraw: "ڕابکێشە",
    change: "گۆڕین",
    code_title: "کۆدی ڕاکێشان",
    code_hint: "ئەم ٦ ژمارەیە بە بریکارەکە بڵێ، پاشان ئەو ٤ ژمارەیەی بە نامە بۆمان ناردی. هەرگیز کۆدەکە مەدە بە کەسی تر.",
    code_sms: "+ ٤ ژمارە بە نامە",
    held: "{amount} بۆت گیراوە. لە ماوەی ١٥ خولەکدا بچۆ بۆ لای بریکارێک.",
    cancel: "ڕاکێشانەکە هەڵبوەشێنەوە",
    canceled: "هەڵوەشایەوە: پارەکە گەڕایەوە جزدانەکەت.",
    open: "ڕاکێشانەکانت",
    none_open: "هیچ ڕاکێشانێکت نییە.",
    agents: "لە کوێ ڕابکێشیت",
    agents_intro: "ئەو بریکارانەمان کە ئێستا خزمەت دەکەن، بە پێی پارێزگا.",
    governorate: "پارێزگا",
    all: "هەموو پارێزگاکان",
    no_agents: "هێشتا هیچ بریکارێک لێرە نییە.",
    till: "ژمارەی خاڵ",
    amount_of: "بڕ",
    statuses: ["چاوەڕێی بریکار", "بریکار دای", "هەڵوەشایەوە", "بەسەرچوو"],
};

/// A withdrawal as the pages list it.
#[derive(Debug, Clone)]
pub struct Row {
    pub id: String,
    pub amount: String,
    pub status: String,
    pub status_text: &'static str,
    pub when: String,
}

/// The form, the nearest amounts the notes make (after a refusal), the user's withdrawals.
#[derive(Template)]
#[template(path = "wallet/withdraw.html")]
pub struct Ask<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub key: &'a str,
    pub amount: &'a str,
    pub currency: &'a str,
    /// (the amount as the form sends it, as shown)
    pub payable: Vec<(String, String)>,
    pub rows: Vec<Row>,
}

#[derive(Template)]
#[template(path = "wallet/withdraw_review.html")]
pub struct Review<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub key: &'a str,
    pub amount: &'a str,
    pub currency: &'a str,
    pub amount_text: String,
    pub amount_words: String,
    pub said: String,
    /// "2 × 25,000 IQD" lines
    pub notes: Vec<String>,
    /// Empty: no fee for the user.
    pub fee: String,
    pub total: String,
    pub total_words: String,
}

/// One withdrawal: its code's first half while it waits, its countdown, its state.
#[derive(Template)]
#[template(path = "wallet/withdrawal.html")]
pub struct Shown<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub key: &'a str,
    pub id: &'a str,
    pub status: &'a str,
    pub status_text: &'static str,
    pub amount_text: String,
    pub amount_words: String,
    pub notes: Vec<String>,
    /// The first 6 digits as the locale writes them, "123 456" (empty: not pending).
    pub code_part: String,
    pub expires_at: &'a str,
    pub seconds: i64,
    pub countdown: String,
}

/// An agent as the list shows it.
#[derive(Debug, Clone)]
pub struct Place {
    pub name: String,
    pub governorate: String,
    pub district: String,
    pub address: String,
    pub till: String,
}

#[derive(Template)]
#[template(path = "wallet/agents.html")]
pub struct Agents<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub governorate: &'a str,
    pub governorates: Vec<(&'static str, String)>,
    pub places: Vec<Place>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_has_words_in_every_locale() {
        for w in [&EN, &AR, &KU] {
            for s in sanduq_domain::withdrawal::Status::NAMES {
                assert!(!w.status(s).is_empty(), "{s}");
            }
            assert!(w.held.contains("{amount}"));
        }
    }
}
