//! The agent app's pages (`/agent`): a cash point's counter on a phone, server-rendered in
//! the three locales (right to left for Arabic and Kurdish), in the hosted wallet's frame
//! and look: sign in, the float and commission, cash in (the customer named before the
//! PIN), pay out a withdrawal, today's statement and the latest operations with their
//! receipts. The HTTP layer (`sanduq-agent-app`) decides what to show.

use crate::wallet::Frame;
use crate::Locale;
use askama::Template;

pub struct Words {
    pub app: &'static str,
    pub signin_title: &'static str,
    pub signin_intro: &'static str,
    pub nav_home: &'static str,
    pub nav_cash_in: &'static str,
    pub nav_redeem: &'static str,
    pub nav_statement: &'static str,
    pub float: &'static str,
    pub commission: &'static str,
    pub set_pin_title: &'static str,
    pub set_pin_intro: &'static str,
    pub set_pin: &'static str,
    pub pin_set: &'static str,
    pub customer_phone: &'static str,
    pub check_name: &'static str,
    pub cash_received: &'static str,
    pub credited: &'static str,
    pub fee: &'static str,
    pub no_fee: &'static str,
    pub review: &'static str,
    pub confirm_cash_in: &'static str,
    pub change: &'static str,
    pub cash_in_done: &'static str,
    pub redeem_title: &'static str,
    pub code: &'static str,
    pub code_hint: &'static str,
    pub amount_to_pay: &'static str,
    pub pay_out: &'static str,
    pub paid_out: &'static str,
    pub notes: &'static str,
    pub print: &'static str,
    pub latest: &'static str,
    pub none: &'static str,
    pub statement_title: &'static str,
    pub day: &'static str,
    pub show: &'static str,
    pub not_final: &'static str,
    pub opening_float: &'static str,
    pub cash_ins: &'static str,
    pub cash_outs: &'static str,
    pub float_in: &'static str,
    pub float_out: &'static str,
    pub commission_earned: &'static str,
    pub commission_moved: &'static str,
    pub cash_to_merchant: &'static str,
    pub closing_float: &'static str,
    pub drawer_change: &'static str,
    /// said before the PIN: {amount} in words, {name} the customer
    pub say_cash_in: &'static str,
    pub e_float_limit: &'static str,
    pub e_agent_status: &'static str,
    /// In `kinds` order: cash_in, cash_out, float_in, float_out, commission_move,
    /// cash_to_merchant.
    pub kinds: [&'static str; 6],
}

/// The operation kinds the API names, in `Words::kinds` order.
pub const KINDS: [&str; 6] = [
    "cash_in",
    "cash_out",
    "float_in",
    "float_out",
    "commission_move",
    "cash_to_merchant",
];

impl Words {
    pub fn of(locale: Locale) -> &'static Words {
        match locale {
            Locale::En => &EN,
            Locale::Ar => &AR,
            Locale::Ku => &KU,
        }
    }

    pub fn kind(&self, k: &str) -> &'static str {
        crate::locale::word_of(&KINDS, &self.kinds, k)
    }

    /// A refusal's words where the agent's differ from a wallet user's.
    pub fn error_text(&self, code: &str) -> Option<&'static str> {
        match code {
            "AGENT_FLOAT_LIMIT_EXCEEDED" => Some(self.e_float_limit),
            "INVALID_AGENT_STATUS" => Some(self.e_agent_status),
            _ => None,
        }
    }
}

pub static EN: Words = Words {
    app: "Sanduq Agent",
    signin_title: "Agent sign-in",
    signin_intro: "Sign in with the phone {merchant} registered for your cash point.",
    nav_home: "Today",
    nav_cash_in: "Cash in",
    nav_redeem: "Cash out",
    nav_statement: "Statement",
    float: "Float",
    commission: "Commission",
    set_pin_title: "Set your PIN",
    set_pin_intro: "Choose 4 digits: you confirm every cash-in and cash-out with them.",
    set_pin: "Set PIN",
    pin_set: "Your PIN is set: the cash point is open.",
    customer_phone: "Customer's phone",
    check_name: "Check it is this customer",
    cash_received: "Cash received",
    credited: "To the wallet",
    fee: "Fee",
    no_fee: "No fee",
    review: "Continue",
    confirm_cash_in: "Take the cash in",
    change: "Change",
    cash_in_done: "{amount} is in {name}'s wallet.",
    redeem_title: "Pay out a withdrawal",
    code: "Withdrawal code (10 digits)",
    code_hint: "The 6 digits the customer's app shows, then the 4 from their SMS.",
    amount_to_pay: "Amount to hand over",
    pay_out: "Pay out",
    paid_out: "Hand over {amount}.",
    notes: "Banknotes",
    print: "Print the receipt (80 mm)",
    latest: "Latest operations",
    none: "No operations yet.",
    statement_title: "The day's statement",
    day: "Day",
    show: "Show",
    not_final: "The day is not over: figures until now.",
    opening_float: "Opening float",
    cash_ins: "Cash in",
    cash_outs: "Cash out",
    float_in: "Float from the merchant",
    float_out: "Float back to the merchant",
    commission_earned: "Commission earned",
    commission_moved: "Commission moved to float",
    cash_to_merchant: "Cash handed to the merchant",
    closing_float: "Closing float",
    drawer_change: "The drawer's cash changed by",
    say_cash_in: "{name} receives {amount}.",
    e_float_limit: "This would take your float over its limit: hand cash to your merchant first.",
    e_agent_status: "This cash point is not open: ask your merchant.",
    kinds: [
        "Cash in",
        "Cash out",
        "Float in",
        "Float out",
        "Commission to float",
        "Cash to merchant",
    ],
};

pub static AR: Words = Words {
    app: "وكيل صندوق",
    signin_title: "دخول الوكيل",
    signin_intro: "ادخل برقم الهاتف الذي سجّله {merchant} لنقطتك.",
    nav_home: "اليوم",
    nav_cash_in: "إيداع نقدي",
    nav_redeem: "سحب نقدي",
    nav_statement: "الكشف",
    float: "الرصيد التشغيلي",
    commission: "العمولة",
    set_pin_title: "عيّن رمزك السري",
    set_pin_intro: "اختر ٤ أرقام: تؤكّد بها كل إيداع وسحب.",
    set_pin: "عيّن الرمز",
    pin_set: "عُيّن رمزك: النقطة مفتوحة.",
    customer_phone: "هاتف الزبون",
    check_name: "تأكّد أنه هذا الزبون",
    cash_received: "النقد المستلَم",
    credited: "إلى المحفظة",
    fee: "الرسوم",
    no_fee: "بلا رسوم",
    review: "متابعة",
    confirm_cash_in: "أودِع النقد",
    change: "تعديل",
    cash_in_done: "أُودع {amount} في محفظة {name}.",
    redeem_title: "صرف سحب نقدي",
    code: "رمز السحب (١٠ أرقام)",
    code_hint: "الأرقام الستة التي يعرضها تطبيق الزبون، ثم الأربعة من رسالته.",
    amount_to_pay: "المبلغ المسلَّم",
    pay_out: "اصرف",
    paid_out: "سلّم {amount}.",
    notes: "الأوراق النقدية",
    print: "اطبع الإيصال (٨٠ مم)",
    latest: "آخر العمليات",
    none: "لا عمليات بعد.",
    statement_title: "كشف اليوم",
    day: "اليوم",
    show: "اعرض",
    not_final: "لم ينتهِ اليوم: الأرقام حتى الآن.",
    opening_float: "الرصيد في بداية اليوم",
    cash_ins: "الإيداعات النقدية",
    cash_outs: "السحوبات النقدية",
    float_in: "رصيد من التاجر",
    float_out: "رصيد أُعيد إلى التاجر",
    commission_earned: "العمولة المكتسبة",
    commission_moved: "عمولة نُقلت إلى الرصيد",
    cash_to_merchant: "نقد سُلّم إلى التاجر",
    closing_float: "الرصيد في نهاية اليوم",
    drawer_change: "تغيّر النقد في الدرج بمقدار",
    say_cash_in: "الإيداع في محفظة {name}، والمبلغ {amount}.",
    e_float_limit: "سيتجاوز رصيدك حدّه: سلّم نقداً إلى التاجر أولاً.",
    e_agent_status: "هذه النقطة غير مفتوحة: راجع التاجر.",
    kinds: [
        "إيداع نقدي",
        "سحب نقدي",
        "رصيد وارد",
        "رصيد صادر",
        "عمولة إلى الرصيد",
        "نقد إلى التاجر",
    ],
};

pub static KU: Words = Words {
    app: "بریکاری سندوق",
    signin_title: "چوونەژوورەوەی بریکار",
    signin_intro: "بەو ژمارە تەلەفۆنەی {merchant} بۆ خاڵەکەت تۆماری کردووە بچۆ ژوورەوە.",
    nav_home: "ئەمڕۆ",
    nav_cash_in: "دانانی کاش",
    nav_redeem: "دەرهێنانی کاش",
    nav_statement: "ڕاپۆرت",
    float: "باڵانسی کار",
    commission: "کۆمیسیۆن",
    set_pin_title: "PIN ـەکەت دابنێ",
    set_pin_intro: "٤ ژمارە هەڵبژێرە: هەموو دانان و دەرهێنانێکی پێ پشتڕاست دەکەیتەوە.",
    set_pin: "دانانی PIN",
    pin_set: "PIN ـەکەت دانرا: خاڵەکە کراوەیە.",
    customer_phone: "تەلەفۆنی کڕیار",
    check_name: "دڵنیابە کە ئەم کڕیارەیە",
    cash_received: "کاشی وەرگیراو",
    credited: "بۆ جزدان",
    fee: "کرێ",
    no_fee: "بێ کرێ",
    review: "بەردەوامبە",
    confirm_cash_in: "کاشەکە دابنێ",
    change: "گۆڕین",
    cash_in_done: "{amount} خرایە جزدانی {name}.",
    redeem_title: "پارەدانی ڕاکێشانێک",
    code: "کۆدی ڕاکێشان (١٠ ژمارە)",
    code_hint: "ئەو ٦ ژمارەیەی ئەپی کڕیار پیشانی دەدات، پاشان ٤ ژمارەکەی نامەکەی.",
    amount_to_pay: "بڕی ڕادەستکردن",
    pay_out: "پارە بدە",
    paid_out: "{amount} ڕادەست بکە.",
    notes: "دراوە کاغەزییەکان",
    print: "پسوولە چاپ بکە (٨٠ ملم)",
    latest: "دوایین کارەکان",
    none: "هێشتا هیچ کارێک نییە.",
    statement_title: "ڕاپۆرتی ڕۆژ",
    day: "ڕۆژ",
    show: "پیشانبدە",
    not_final: "ڕۆژەکە تەواو نەبووە: ژمارەکان تا ئێستا.",
    opening_float: "باڵانسی سەرەتای ڕۆژ",
    cash_ins: "دانانی کاش",
    cash_outs: "دەرهێنانی کاش",
    float_in: "باڵانس لە بازرگانەوە",
    float_out: "باڵانس بۆ بازرگان",
    commission_earned: "کۆمیسیۆنی بەدەستهاتوو",
    commission_moved: "کۆمیسیۆن بۆ باڵانس",
    cash_to_merchant: "کاش دراوە بە بازرگان",
    closing_float: "باڵانسی کۆتایی ڕۆژ",
    drawer_change: "گۆڕانی کاشی چەکمەجە",
    say_cash_in: "دانان بۆ جزدانی {name}، بڕەکە: {amount}.",
    e_float_limit: "باڵانسەکەت لە سنوورەکەی تێدەپەڕێت: سەرەتا کاش بدە بە بازرگانەکەت.",
    e_agent_status: "ئەم خاڵە کراوە نییە: پەیوەندی بە بازرگانەکەتەوە بکە.",
    kinds: [
        "دانانی کاش",
        "دەرهێنانی کاش",
        "باڵانسی هاتوو",
        "باڵانسی ڕۆیشتوو",
        "کۆمیسیۆن بۆ باڵانس",
        "کاش بۆ بازرگان",
    ],
};

/// A balance per currency: float and commission as shown.
#[derive(Debug, Clone)]
pub struct Till {
    pub currency: String,
    pub float: String,
    pub commission: String,
    /// Each in words: their accessible names.
    pub float_words: String,
    pub commission_words: String,
}

/// An operation as the list shows it.
#[derive(Debug, Clone)]
pub struct Row {
    pub kind: String,
    pub what: &'static str,
    pub amount: String,
    pub amount_words: String,
    pub fee: String,
    pub when: String,
    /// Its receipt page for an 80 mm roll, where it has one.
    pub receipt: Option<String>,
}

/// A statement's figures in one currency: (label, amount shown, its words, id).
#[derive(Debug, Clone)]
pub struct Day {
    pub currency: String,
    pub lines: Vec<(&'static str, String, String, &'static str)>,
}

#[derive(Template)]
#[template(path = "agent/signin.html")]
pub struct Signin<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub merchant_id: &'a str,
    pub intro: String,
    pub phone: &'a str,
    pub otp_id: Option<&'a str>,
    pub sent_to: String,
}

#[derive(Template)]
#[template(path = "agent/home.html")]
pub struct Home<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub key: &'a str,
    pub name: &'a str,
    pub code: &'a str,
    pub pin_set: bool,
    pub tills: Vec<Till>,
    pub today: Vec<Day>,
    pub rows: Vec<Row>,
}

#[derive(Template)]
#[template(path = "agent/cash_in.html")]
pub struct CashIn<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub key: &'a str,
    pub phone: &'a str,
    pub amount: &'a str,
    pub currency: &'a str,
}

#[derive(Template)]
#[template(path = "agent/cash_in_review.html")]
pub struct CashInReview<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub key: &'a str,
    pub phone: &'a str,
    pub amount: &'a str,
    pub currency: &'a str,
    pub name: &'a str,
    pub received: String,
    pub received_words: String,
    pub said: String,
    pub fee: String,
    pub credited: String,
    pub credited_words: String,
}

#[derive(Template)]
#[template(path = "agent/redeem.html")]
pub struct Redeem<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub key: &'a str,
    pub code: &'a str,
    pub amount: &'a str,
    pub currency: &'a str,
}

/// What was done, with what to hand over and the receipt to print.
#[derive(Template)]
#[template(path = "agent/done.html")]
pub struct Done<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub title: &'a str,
    pub amount: String,
    pub amount_words: String,
    pub notes: Vec<String>,
    pub receipt: Option<String>,
    pub again: &'a str,
}

#[derive(Template)]
#[template(path = "agent/statement.html")]
pub struct Statement<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub date: &'a str,
    pub done: bool,
    pub days: Vec<Day>,
}

/// Renders any of the pages above.
pub fn page(t: impl Template) -> String {
    t.render().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_is_there_in_every_locale() {
        for w in [&EN, &AR, &KU] {
            for k in KINDS {
                assert!(!w.kind(k).is_empty(), "{k}");
            }
            assert!(w.signin_intro.contains("{merchant}"));
            assert!(w.cash_in_done.contains("{amount}") && w.cash_in_done.contains("{name}"));
            assert!(w.paid_out.contains("{amount}"));
        }
    }
}
