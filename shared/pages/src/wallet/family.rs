//! The hosted wallet's family wallets: the guardian's list and "add a family member", one
//! dependant's page (balances, today's spending, the rules, a sign-in code, the latest
//! movements), the dependant's own card on its home page, the sign-in by code, and the
//! refusals the rules answer, in the three locales.

use super::{Frame, Line};
use crate::Locale;
use askama::Template;

pub struct Words {
    pub nav: &'static str,
    pub title: &'static str,
    pub intro: &'static str,
    pub none: &'static str,
    pub add_title: &'static str,
    pub name: &'static str,
    pub born: &'static str,
    pub phone: &'static str,
    pub phone_hint: &'static str,
    pub add: &'static str,
    pub added: &'static str,
    /// "{n} years old"
    pub age: &'static str,
    pub spent_today: &'static str,
    pub paused_badge: &'static str,
    pub manage: &'static str,
    pub rules_title: &'static str,
    pub per_payment: &'static str,
    pub daily: &'static str,
    pub notify_over: &'static str,
    pub cap_hint: &'static str,
    pub categories: &'static str,
    pub categories_hint: &'static str,
    pub cash_out: &'static str,
    pub transfers: &'static str,
    pub transfers_guardian: &'static str,
    pub transfers_none: &'static str,
    pub paused: &'static str,
    pub save: &'static str,
    pub saved: &'static str,
    pub pause_now: &'static str,
    pub resume_now: &'static str,
    pub paused_now: &'static str,
    pub resumed_now: &'static str,
    pub send_money: &'static str,
    pub code_title: &'static str,
    pub code_button: &'static str,
    pub code_hint: &'static str,
    /// "Valid until {time}"
    pub code_until: &'static str,
    pub latest: &'static str,
    pub nothing_yet: &'static str,
    /// "Family wallet of {name}"
    pub family_of: &'static str,
    /// "Up to {amount} a payment"
    pub up_to: &'static str,
    /// "{spent} of {cap} spent today"
    pub of_today: &'static str,
    pub no_cash: &'static str,
    pub only_guardian: &'static str,
    pub no_transfers: &'static str,
    pub paused_note: &'static str,
    pub have_code: &'static str,
    pub code_label: &'static str,
    pub sign_in_code: &'static str,
    pub e_paused: &'static str,
    pub e_per_payment: &'static str,
    pub e_daily: &'static str,
    pub e_merchant: &'static str,
    pub e_cash_out: &'static str,
    pub e_transfer: &'static str,
    pub e_limit: &'static str,
    pub e_funding: &'static str,
}

impl Words {
    pub fn of(locale: Locale) -> &'static Words {
        match locale {
            Locale::En => &EN,
            Locale::Ar => &AR,
            Locale::Ku => &KU,
        }
    }

    /// The refusals of a family wallet's payment by API code, for the popup's and the
    /// payment link's scripts.
    pub fn refusals(&self) -> serde_json::Value {
        [
            "FAMILY_WALLET_PAUSED",
            "FAMILY_PAYMENT_CAP_EXCEEDED",
            "FAMILY_DAILY_CAP_EXCEEDED",
            "FAMILY_MERCHANT_NOT_ALLOWED",
        ]
        .iter()
        .filter_map(|c| Some((c.to_string(), serde_json::Value::from(self.error(c, None)?))))
        .collect::<serde_json::Map<_, _>>()
        .into()
    }

    /// A family rule's refusal in words (None: not one of theirs).
    pub fn error(&self, code: &str, rule: Option<&str>) -> Option<&'static str> {
        Some(match code {
            "FAMILY_WALLET_PAUSED" => self.e_paused,
            "FAMILY_PAYMENT_CAP_EXCEEDED" => self.e_per_payment,
            "FAMILY_DAILY_CAP_EXCEEDED" => self.e_daily,
            "FAMILY_MERCHANT_NOT_ALLOWED" => self.e_merchant,
            "FAMILY_CASH_OUT_NOT_ALLOWED" => self.e_cash_out,
            "FAMILY_TRANSFER_NOT_ALLOWED" => self.e_transfer,
            "DEPENDANT_LIMIT_REACHED" => self.e_limit,
            "RECIPIENT_UNAVAILABLE" if rule == Some("funded_by_guardian") => self.e_funding,
            _ => return None,
        })
    }
}

pub static EN: Words = Words {
    nav: "Family",
    title: "Family wallets",
    intro: "Open a wallet for a child or a family member, send them money and choose how they may spend it. Up to 5.",
    none: "No family wallets yet.",
    add_title: "Add a family member",
    name: "Name",
    born: "Date of birth",
    phone: "Their phone (optional)",
    phone_hint: "Without a phone, they sign in with a code your wallet shows.",
    add: "Add",
    added: "The family wallet is open. Send it money, then choose its rules.",
    age: "{n} years old",
    spent_today: "Spent today",
    paused_badge: "Paused",
    manage: "Manage",
    rules_title: "Rules",
    per_payment: "Most for one payment (IQD)",
    daily: "Most a day (IQD)",
    notify_over: "Text me payments over (IQD)",
    cap_hint: "Leave empty for no limit.",
    categories: "Only these kinds of shops",
    categories_hint: "Merchant category codes, such as 5411 (groceries) or 5942 (books), separated by commas. Empty: any shop.",
    cash_out: "May take cash out",
    transfers: "May send money",
    transfers_guardian: "Only back to me",
    transfers_none: "Not at all",
    paused: "Paused (nothing can be spent)",
    save: "Save the rules",
    saved: "The rules are saved.",
    pause_now: "Pause now",
    resume_now: "Resume",
    paused_now: "Paused: nothing can be spent until you resume.",
    resumed_now: "Resumed.",
    send_money: "Send money",
    code_title: "Sign in on their phone",
    code_button: "Show a sign-in code",
    code_hint: "On their phone, open the wallet's sign-in page and type this code. It works once.",
    code_until: "Valid until {time}",
    latest: "Latest movements",
    nothing_yet: "Nothing yet.",
    family_of: "Family wallet of {name}",
    up_to: "Up to {amount} a payment",
    of_today: "{spent} of {cap} spent today",
    no_cash: "No cash out",
    only_guardian: "Sends money only back to {name}",
    no_transfers: "Does not send money",
    paused_note: "Your family wallet is paused: nothing can be spent now.",
    have_code: "Have a code from your family?",
    code_label: "Sign-in code (10 digits)",
    sign_in_code: "Sign in with the code",
    e_paused: "This family wallet is paused by its guardian.",
    e_per_payment: "This is more than a family wallet may pay at once.",
    e_daily: "This is more than the family wallet may spend today.",
    e_merchant: "This family wallet may not pay this shop.",
    e_cash_out: "This family wallet may not take cash out.",
    e_transfer: "This family wallet may not send money there.",
    e_limit: "You have 5 family wallets already.",
    e_funding: "A family wallet takes money only from its guardian.",
};

pub static AR: Words = Words {
    nav: "العائلة",
    title: "محافظ العائلة",
    intro: "افتح محفظة لطفل أو لأحد أفراد العائلة، وأرسل إليها المال واختر كيف يُنفق. حتى ٥ محافظ.",
    none: "لا توجد محافظ عائلية بعد.",
    add_title: "أضف فردًا من العائلة",
    name: "الاسم",
    born: "تاريخ الميلاد",
    phone: "رقم هاتفه (اختياري)",
    phone_hint: "بلا هاتف، يدخل برمز تعرضه محفظتك.",
    add: "أضف",
    added: "فُتحت المحفظة العائلية. أرسل إليها المال ثم اختر قواعدها.",
    age: "{n} سنة",
    spent_today: "أُنفق اليوم",
    paused_badge: "موقوفة",
    manage: "إدارة",
    rules_title: "القواعد",
    per_payment: "أقصى مبلغ للدفعة الواحدة (دينار)",
    daily: "أقصى مبلغ في اليوم (دينار)",
    notify_over: "أرسل إليّ رسالة عن كل دفعة تزيد على (دينار)",
    cap_hint: "اتركه فارغًا بلا حد.",
    categories: "هذه الأنواع من المتاجر فقط",
    categories_hint:
        "رموز فئات التجار، مثل 5411 (البقالة) أو 5942 (الكتب)، تفصل بينها فواصل. فارغ: أي متجر.",
    cash_out: "يُسمح بسحب النقد",
    transfers: "يُسمح بإرسال المال",
    transfers_guardian: "إليّ فقط",
    transfers_none: "لا يُسمح",
    paused: "موقوفة (لا يُنفق شيء)",
    save: "احفظ القواعد",
    saved: "حُفظت القواعد.",
    pause_now: "أوقفها الآن",
    resume_now: "استأنف",
    paused_now: "أُوقفت: لا يُنفق شيء حتى تستأنف.",
    resumed_now: "استُؤنفت.",
    send_money: "أرسل مالًا",
    code_title: "الدخول من هاتفه",
    code_button: "اعرض رمز دخول",
    code_hint: "على هاتفه، افتح صفحة الدخول إلى المحفظة واكتب هذا الرمز. يعمل مرة واحدة.",
    code_until: "صالح حتى {time}",
    latest: "آخر الحركات",
    nothing_yet: "لا شيء بعد.",
    family_of: "محفظة عائلية يديرها {name}",
    up_to: "حتى {amount} للدفعة الواحدة",
    of_today: "أُنفق اليوم {spent} من {cap}",
    no_cash: "لا سحب للنقد",
    only_guardian: "ترسل المال إلى {name} فقط",
    no_transfers: "لا ترسل المال",
    paused_note: "محفظتك العائلية موقوفة: لا يمكن إنفاق شيء الآن.",
    have_code: "لديك رمز من عائلتك؟",
    code_label: "رمز الدخول (١٠ أرقام)",
    sign_in_code: "ادخل بالرمز",
    e_paused: "أوقف وليّ الأمر هذه المحفظة العائلية.",
    e_per_payment: "المبلغ أكثر مما يُسمح للمحفظة العائلية دفعه مرة واحدة.",
    e_daily: "المبلغ أكثر مما يُسمح للمحفظة العائلية إنفاقه اليوم.",
    e_merchant: "لا يُسمح لهذه المحفظة العائلية بالدفع لهذا المتجر.",
    e_cash_out: "لا يُسمح لهذه المحفظة العائلية بسحب النقد.",
    e_transfer: "لا يُسمح لهذه المحفظة العائلية بإرسال المال إلى هناك.",
    e_limit: "لديك ٥ محافظ عائلية بالفعل.",
    e_funding: "المحفظة العائلية لا تستقبل المال إلا من وليّ أمرها.",
};

pub static KU: Words = Words {
    nav: "خێزان",
    title: "جزدانەکانی خێزان",
    intro: "جزدانێک بۆ منداڵێک یان ئەندامێکی خێزان بکەرەوە، پارەی بۆ بنێرە و هەڵبژێرە چۆن خەرجی بکات. تا ٥ جزدان.",
    none: "هێشتا هیچ جزدانێکی خێزان نییە.",
    add_title: "ئەندامێکی خێزان زیاد بکە",
    name: "ناو",
    born: "بەرواری لەدایکبوون",
    phone: "ژمارەی مۆبایلی (ئارەزوومەندانە)",
    phone_hint: "بەبێ مۆبایل، بە کۆدێک دەچێتە ژوورەوە کە جزدانەکەت پیشانی دەدات.",
    add: "زیاد بکە",
    added: "جزدانی خێزانەکە کرایەوە. پارەی بۆ بنێرە، پاشان یاساکانی هەڵبژێرە.",
    age: "{n} ساڵ",
    spent_today: "ئەمڕۆ خەرجکراو",
    paused_badge: "ڕاگیراو",
    manage: "بەڕێوەبردن",
    rules_title: "یاساکان",
    per_payment: "زۆرترین بڕ بۆ یەک پارەدان (دینار)",
    daily: "زۆرترین بڕ لە ڕۆژێکدا (دینار)",
    notify_over: "نامەم بۆ بنێرە بۆ پارەدانی زیاتر لە (دینار)",
    cap_hint: "بەتاڵی بهێڵەوە بۆ بێ سنوور.",
    categories: "تەنها ئەم جۆرە فرۆشگایانە",
    categories_hint: "کۆدی پۆلی بازرگان، وەک 5411 (خواردەمەنی) یان 5942 (کتێب)، بە کۆما جیاکراوە. بەتاڵ: هەر فرۆشگایەک.",
    cash_out: "دەتوانێت پارەی نەختینە دەربهێنێت",
    transfers: "دەتوانێت پارە بنێرێت",
    transfers_guardian: "تەنها بۆ من",
    transfers_none: "هەرگیز",
    paused: "ڕاگیراو (هیچ خەرج ناکرێت)",
    save: "یاساکان پاشەکەوت بکە",
    saved: "یاساکان پاشەکەوت کران.",
    pause_now: "ئێستا ڕایبگرە",
    resume_now: "بەردەوام بە",
    paused_now: "ڕاگیرا: هیچ خەرج ناکرێت تا بەردەوامی پێ دەدەیت.",
    resumed_now: "بەردەوام بوو.",
    send_money: "پارە بنێرە",
    code_title: "چوونەژوورەوە لە مۆبایلەکەیەوە",
    code_button: "کۆدی چوونەژوورەوە پیشان بدە",
    code_hint: "لە مۆبایلەکەیدا، پەڕەی چوونەژوورەوەی جزدانەکە بکەرەوە و ئەم کۆدە بنووسە. یەک جار کار دەکات.",
    code_until: "بەکاردێت تا {time}",
    latest: "دوایین جووڵەکان",
    nothing_yet: "هێشتا هیچ.",
    family_of: "جزدانی خێزان، بەڕێوەبردنی {name}",
    up_to: "تا {amount} بۆ یەک پارەدان",
    of_today: "ئەمڕۆ {spent} لە {cap} خەرجکراوە",
    no_cash: "دەرهێنانی نەختینە نییە",
    only_guardian: "تەنها بۆ {name} پارە دەنێرێت",
    no_transfers: "پارە نانێرێت",
    paused_note: "جزدانی خێزانەکەت ڕاگیراوە: ئێستا هیچ خەرج ناکرێت.",
    have_code: "کۆدێکت لە خێزانەکەتەوە هەیە؟",
    code_label: "کۆدی چوونەژوورەوە (١٠ ژمارە)",
    sign_in_code: "بە کۆدەکە وەرە ژوورەوە",
    e_paused: "سەرپەرشتیارەکەی ئەم جزدانی خێزانەی ڕاگرتووە.",
    e_per_payment: "ئەمە زیاترە لەوەی جزدانی خێزان بە یەک جار بیدات.",
    e_daily: "ئەمە زیاترە لەوەی جزدانی خێزان ئەمڕۆ خەرجی بکات.",
    e_merchant: "ئەم جزدانی خێزانە ناتوانێت پارە بەم فرۆشگایە بدات.",
    e_cash_out: "ئەم جزدانی خێزانە ناتوانێت نەختینە دەربهێنێت.",
    e_transfer: "ئەم جزدانی خێزانە ناتوانێت پارە بۆ ئەوێ بنێرێت.",
    e_limit: "پێشتر ٥ جزدانی خێزانت هەیە.",
    e_funding: "جزدانی خێزان تەنها لە سەرپەرشتیارەکەیەوە پارە وەردەگرێت.",
};

/// One family wallet as the guardian's list shows it.
#[derive(Debug, Clone)]
pub struct Member {
    pub id: String,
    pub name: String,
    pub age: String,
    /// Each account as shown, with its words.
    pub balances: Vec<(String, String)>,
    pub spent: String,
    pub paused: bool,
}

#[derive(Template)]
#[template(path = "wallet/family.html")]
pub struct List<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub members: &'a [Member],
    pub key: &'a str,
    pub name: &'a str,
    pub born: &'a str,
    pub phone: &'a str,
}

/// The rules form as shown (typed amounts, as the person reads them).
#[derive(Debug, Clone, Default)]
pub struct RulesForm {
    pub per_payment: String,
    pub daily: String,
    pub notify_over: String,
    pub categories: String,
    pub cash_out: bool,
    pub transfers_none: bool,
    pub paused: bool,
}

/// A sign-in code just made, as the guardian reads it out.
#[derive(Debug, Clone)]
pub struct Code {
    /// "12345 67890"
    pub shown: String,
    pub until: String,
}

#[derive(Template)]
#[template(path = "wallet/dependant.html")]
pub struct One<'a> {
    pub f: &'a Frame,
    pub w: &'static Words,
    pub member: &'a Member,
    pub rules: &'a RulesForm,
    pub code: Option<&'a Code>,
    pub lines: Vec<Line>,
    pub key: &'a str,
}

/// What a dependant's home page says of its family wallet.
#[derive(Debug, Clone)]
pub struct Own {
    pub title: String,
    pub facts: Vec<String>,
    pub paused: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_has_words_in_every_locale() {
        for w in [&EN, &AR, &KU] {
            for code in [
                "FAMILY_WALLET_PAUSED",
                "FAMILY_PAYMENT_CAP_EXCEEDED",
                "FAMILY_DAILY_CAP_EXCEEDED",
                "FAMILY_MERCHANT_NOT_ALLOWED",
                "FAMILY_CASH_OUT_NOT_ALLOWED",
                "FAMILY_TRANSFER_NOT_ALLOWED",
                "DEPENDANT_LIMIT_REACHED",
            ] {
                assert!(w.error(code, None).is_some_and(|t| !t.is_empty()), "{code}");
            }
            assert!(w.error("RECIPIENT_UNAVAILABLE", None).is_none());
            assert!(w
                .error("RECIPIENT_UNAVAILABLE", Some("funded_by_guardian"))
                .is_some());
            for t in [
                w.age,
                w.code_until,
                w.family_of,
                w.up_to,
                w.of_today,
                w.only_guardian,
            ] {
                assert!(t.contains('{'), "{t}");
            }
        }
    }
}
