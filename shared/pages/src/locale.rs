//! The three locales pages speak: Arabic and Kurdish (Sorani), right to left, and English.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Locale {
    Ar,
    Ku,
    En,
}

impl Locale {
    pub const ALL: [Locale; 3] = [Locale::Ar, Locale::Ku, Locale::En];

    /// The name in `?locale=` and in the SDK's `locale` option.
    pub fn code(self) -> &'static str {
        match self {
            Locale::Ar => "ar",
            Locale::Ku => "ku",
            Locale::En => "en",
        }
    }

    /// The BCP 47 tag for `lang` and for the browser's Intl (Sorani is `ckb`).
    pub fn tag(self) -> &'static str {
        match self {
            Locale::Ar => "ar-IQ",
            Locale::Ku => "ckb-IQ",
            Locale::En => "en",
        }
    }

    /// What the browser's Intl formats amounts with, best first: a browser without Sorani
    /// data formats Kurdish amounts as Iraqi Arabic does (same digits, same د.ع).
    pub fn number_tags(self) -> &'static str {
        match self {
            Locale::Ar => "ar-IQ",
            Locale::Ku => "ckb-IQ ar-IQ",
            Locale::En => "en",
        }
    }

    pub fn dir(self) -> &'static str {
        match self {
            Locale::En => "ltr",
            _ => "rtl",
        }
    }

    pub fn parse(s: &str) -> Option<Locale> {
        match s.trim().to_ascii_lowercase().as_str() {
            "ar" => Some(Locale::Ar),
            "ku" | "ckb" => Some(Locale::Ku),
            "en" => Some(Locale::En),
            _ => None,
        }
    }

    /// `?locale=` if it names one, else the first language of Accept-Language we speak,
    /// else English.
    pub fn choose(query: Option<&str>, accept_language: Option<&str>) -> Locale {
        if let Some(l) = query.and_then(Locale::parse) {
            return l;
        }
        accept_language
            .unwrap_or_default()
            .split(',')
            .filter_map(|part| {
                let tag = part.split(';').next()?.trim();
                Locale::parse(tag.split('-').next()?)
            })
            .next()
            .unwrap_or(Locale::En)
    }

    pub fn strings(self) -> &'static Strings {
        match self {
            Locale::Ar => &AR,
            Locale::Ku => &KU,
            Locale::En => &EN,
        }
    }
}

/// Every text a page shows. `{merchant}` and `{n}` are filled in where they stand.
#[derive(Debug, Serialize)]
pub struct Strings {
    pub pay_to: &'static str,
    /// said before the PIN (issue 80): {amount} in words, {merchant}
    pub say_pay: &'static str,
    pub listen: &'static str,
    pub speak_auto: &'static str,
    pub amount: &'static str,
    pub balance: &'static str,
    pub pin_label: &'static str,
    pub pay: &'static str,
    pub cancel: &'static str,
    pub processing: &'static str,
    pub loading: &'static str,
    pub wrong_pin: &'static str,
    pub pin_required: &'static str,
    pub insufficient_funds: &'static str,
    pub session_expired: &'static str,
    pub pin_blocked: &'static str,
    pub merchant_unavailable: &'static str,
    /// The popup was opened by a site the merchant did not register.
    pub site_not_allowed: &'static str,
    pub payment_failed: &'static str,
    pub success: &'static str,
    pub set_pin_title: &'static str,
    pub set_pin: &'static str,
    pub no_pin: &'static str,
    /// A wallet frozen for payments, on the hosted page ({merchant}).
    pub frozen_here: &'static str,
    /// The link to the buyer's hosted wallet (set or reset a PIN there).
    pub open_wallet: &'static str,
    pub support: &'static str,
    pub secured: &'static str,
    pub status: &'static str,
    pub back: &'static str,
    pub cancel_back: &'static str,
    pub close: &'static str,
    pub st_pending: &'static str,
    pub st_authorized: &'static str,
    pub st_paid: &'static str,
    pub st_partially_refunded: &'static str,
    pub st_refunded: &'static str,
    pub st_voided: &'static str,
    pub st_expired: &'static str,
    pub st_failed: &'static str,
    pub who_label: &'static str,
    pub enter_amount: &'static str,
    pub amount_invalid: &'static str,
    pub user_not_found: &'static str,
    pub link_expired: &'static str,
    pub link_used_up: &'static str,
    pub redirecting: &'static str,
    /// After "not enough": what the buyer can do about it.
    pub topup_hint: &'static str,
    pub try_again: &'static str,
    /// The receipt's rows and its button.
    pub merchant: &'static str,
    pub reference: &'static str,
    pub payment_id: &'static str,
    pub time: &'static str,
    pub new_balance: &'static str,
    /// The link to the payment's receipt page.
    pub view_receipt: &'static str,
    pub done: &'static str,
    /// The receipt's countdown before the popup closes itself.
    pub closing_in: &'static str,
    /// A paid hosted page's countdown back to the merchant.
    pub returning_in: &'static str,
    /// Paying from the other currency: the offer, what is paid, the rates, a renewed quote.
    pub fx_offer: &'static str,
    pub fx_you_pay: &'static str,
    pub fx_paid: &'static str,
    pub fx_rate: &'static str,
    pub fx_official: &'static str,
    pub fx_renewed: &'static str,
    /// Currency names as `fx_offer` fills them in.
    pub cur_iqd: &'static str,
    pub cur_usd: &'static str,
}

impl Strings {
    /// The status text of a payment status as the core family names it.
    pub fn status(&self, core_status: &str) -> &'static str {
        match core_status {
            "pending" => self.st_pending,
            "authorized" => self.st_authorized,
            "captured" | "completed" => self.st_paid,
            "partially_refunded" => self.st_partially_refunded,
            "refunded" => self.st_refunded,
            "voided" | "canceled" => self.st_voided,
            "expired" => self.st_expired,
            _ => self.st_failed,
        }
    }
}

pub static EN: Strings = Strings {
    pay_to: "Pay {merchant}",
    say_pay: "You will pay {amount} to {merchant}.",
    listen: "Listen",
    speak_auto: "Say amounts aloud before the PIN",
    amount: "Amount",
    balance: "Your balance",
    pin_label: "Your 4-digit PIN",
    pay: "Pay",
    cancel: "Cancel",
    processing: "Processing…",
    loading: "Loading…",
    wrong_pin: "Wrong PIN. {n} attempts remaining.",
    pin_required: "Enter your 4-digit PIN.",
    insufficient_funds: "Your balance is not enough for this payment.",
    session_expired: "This checkout has expired. Return to the shop and try again.",
    pin_blocked: "Too many wrong PINs: payments are blocked until you reset your PIN.",
    merchant_unavailable: "This merchant cannot take payments right now.",
    site_not_allowed: "This site is not allowed to take payments for this merchant.",
    payment_failed: "The payment could not be completed.",
    success: "Payment complete",
    set_pin_title: "Set a PIN (sandbox)",
    set_pin: "Set PIN",
    no_pin: "Set a 4-digit PIN in your wallet to pay here.",
    frozen_here: "Your wallet is frozen for payments, so this payment cannot be made. Contact {merchant} for help.",
    open_wallet: "Open your wallet",
    support: "Help",
    secured: "Secured by Sanduq",
    status: "Status",
    back: "Return to {merchant}",
    cancel_back: "Cancel and return to {merchant}",
    close: "Close",
    st_pending: "Awaiting payment",
    st_authorized: "Authorized",
    st_paid: "Paid",
    st_partially_refunded: "Partially refunded",
    st_refunded: "Refunded",
    st_voided: "Canceled",
    st_expired: "Expired",
    st_failed: "Failed",
    who_label: "Phone number or customer ID",
    enter_amount: "Amount to pay",
    amount_invalid: "Enter a valid amount.",
    user_not_found: "No wallet was found for that phone number or ID.",
    link_expired: "This payment link has expired.",
    link_used_up: "This payment link has already been used.",
    redirecting: "Returning to {merchant}…",
    topup_hint: "Top up your wallet, then try again.",
    try_again: "Try again",
    merchant: "Merchant",
    reference: "Reference",
    payment_id: "Payment ID",
    time: "Time",
    new_balance: "New balance",
    view_receipt: "View and print the receipt",
    done: "Done",
    closing_in: "Closing in {n} s",
    returning_in: "Returning to {merchant} in {n} s",
    fx_offer: "Your {to} balance is short. Pay from your {from} balance instead:",
    fx_you_pay: "You pay",
    fx_paid: "You paid",
    fx_rate: "Rate: 1 US$ = {rate} IQD",
    fx_official: "Official rate (Central Bank of Iraq): {rate} IQD",
    fx_renewed: "The rate was renewed. Check the amount and confirm again.",
    cur_iqd: "dinar",
    cur_usd: "US dollar",
};

pub static AR: Strings = Strings {
    pay_to: "الدفع إلى {merchant}",
    say_pay: "الدفع إلى {merchant}، والمبلغ {amount}.",
    listen: "استمع",
    speak_auto: "انطق المبالغ قبل الرمز السري",
    amount: "المبلغ",
    balance: "رصيدك",
    pin_label: "رمزك السري المكوّن من ٤ أرقام",
    pay: "ادفع",
    cancel: "إلغاء",
    processing: "جارٍ المعالجة…",
    loading: "جارٍ التحميل…",
    wrong_pin: "رمز سري خاطئ. المحاولات المتبقية: {n}.",
    pin_required: "أدخل رمزك السري المكوّن من ٤ أرقام.",
    insufficient_funds: "رصيدك غير كافٍ لهذه الدفعة.",
    session_expired: "انتهت صلاحية عملية الدفع هذه. عد إلى المتجر وحاول مرة أخرى.",
    pin_blocked: "محاولات خاطئة كثيرة: الدفع موقوف حتى تعيد تعيين رمزك السري.",
    merchant_unavailable: "لا يستطيع هذا التاجر استلام المدفوعات حالياً.",
    site_not_allowed: "هذا الموقع غير مسموح له باستلام المدفوعات لهذا التاجر.",
    payment_failed: "تعذّر إتمام الدفع.",
    success: "تمّ الدفع",
    set_pin_title: "تعيين رمز سري (بيئة الاختبار)",
    set_pin: "تعيين الرمز",
    no_pin: "عيّن رمزاً سرياً من ٤ أرقام في محفظتك للدفع هنا.",
    frozen_here:
        "محفظتك مجمّدة للمدفوعات، لذا لا يمكن إتمام هذه الدفعة. تواصل مع {merchant} للمساعدة.",
    open_wallet: "افتح محفظتك",
    support: "المساعدة",
    secured: "محمي بواسطة صندوق",
    status: "الحالة",
    back: "العودة إلى {merchant}",
    cancel_back: "إلغاء والعودة إلى {merchant}",
    close: "إغلاق",
    st_pending: "بانتظار الدفع",
    st_authorized: "مُصرَّح به",
    st_paid: "مدفوع",
    st_partially_refunded: "مسترد جزئياً",
    st_refunded: "مسترد",
    st_voided: "ملغى",
    st_expired: "منتهي الصلاحية",
    st_failed: "فشل",
    who_label: "رقم الهاتف أو رقم الزبون",
    enter_amount: "المبلغ المراد دفعه",
    amount_invalid: "أدخل مبلغاً صحيحاً.",
    user_not_found: "لم يتم العثور على محفظة لهذا الرقم.",
    link_expired: "انتهت صلاحية رابط الدفع هذا.",
    link_used_up: "تم استخدام رابط الدفع هذا بالفعل.",
    redirecting: "جارٍ العودة إلى {merchant}…",
    topup_hint: "اشحن محفظتك ثم حاول مرة أخرى.",
    try_again: "حاول مرة أخرى",
    merchant: "التاجر",
    reference: "المرجع",
    payment_id: "رقم الدفعة",
    time: "الوقت",
    new_balance: "الرصيد الجديد",
    view_receipt: "عرض الإيصال وطباعته",
    done: "تم",
    closing_in: "يُغلق خلال {n} ثانية",
    returning_in: "العودة إلى {merchant} خلال {n} ثانية",
    fx_offer: "رصيدك من {to} غير كافٍ. ادفع من رصيدك من {from} بدلاً من ذلك:",
    fx_you_pay: "ستدفع",
    fx_paid: "دفعت",
    fx_rate: "سعر الصرف: ١ دولار = {rate} دينار",
    fx_official: "السعر الرسمي (البنك المركزي العراقي): {rate} دينار",
    fx_renewed: "تم تحديث سعر الصرف. تحقق من المبلغ ثم أكّد مرة أخرى.",
    cur_iqd: "الدينار",
    cur_usd: "الدولار",
};

pub static KU: Strings = Strings {
    pay_to: "پارەدان بۆ {merchant}",
    say_pay: "پارەدان بە {merchant}، بڕەکە: {amount}.",
    listen: "گوێ بگرە",
    speak_auto: "بڕەکان پێش ژمارەی نهێنی بە دەنگ بڵێ",
    amount: "بڕ",
    balance: "باڵانسەکەت",
    pin_label: "ژمارەی نهێنی ٤ ژمارەییەکەت",
    pay: "پارە بدە",
    cancel: "هەڵوەشاندنەوە",
    processing: "چاوەڕێ بکە…",
    loading: "بارکردن…",
    wrong_pin: "ژمارەی نهێنی هەڵەیە. {n} هەوڵ ماوە.",
    pin_required: "ژمارەی نهێنی ٤ ژمارەییەکەت بنووسە.",
    insufficient_funds: "باڵانسەکەت بەش ناکات بۆ ئەم پارەدانە.",
    session_expired: "ئەم پارەدانە بەسەرچووە. بگەڕێوە بۆ فرۆشگاکە و دووبارە هەوڵ بدەوە.",
    pin_blocked: "ژمارەی نهێنی هەڵە زۆر بوو: پارەدان ڕاگیراوە تا ژمارەی نهێنییەکەت نوێ دەکەیتەوە.",
    merchant_unavailable: "ئەم فرۆشیارە ئێستا ناتوانێت پارە وەربگرێت.",
    site_not_allowed: "ئەم ماڵپەڕە ڕێگەپێدراو نییە پارە بۆ ئەم فرۆشیارە وەربگرێت.",
    payment_failed: "پارەدانەکە تەواو نەبوو.",
    success: "پارەدان تەواو بوو",
    set_pin_title: "دانانی ژمارەی نهێنی (ژینگەی تاقیکردنەوە)",
    set_pin: "دانانی ژمارەی نهێنی",
    no_pin: "ژمارەیەکی نهێنی ٤ ژمارەیی لە جزدانەکەت دابنێ بۆ ئەوەی لێرە پارە بدەیت.",
    frozen_here: "جزدانەکەت بۆ پارەدان بەستراوە، بۆیە ئەم پارەدانە ناکرێت. بۆ یارمەتی پەیوەندی بە {merchant} بکە.",
    open_wallet: "جزدانەکەت بکەرەوە",
    support: "یارمەتی",
    secured: "پارێزراوە لەلایەن سندوق",
    status: "دۆخ",
    back: "گەڕانەوە بۆ {merchant}",
    cancel_back: "هەڵوەشاندنەوە و گەڕانەوە بۆ {merchant}",
    close: "داخستن",
    st_pending: "چاوەڕێی پارەدان",
    st_authorized: "ڕێگەپێدراو",
    st_paid: "پارەدراوە",
    st_partially_refunded: "بەشێکی گەڕێندراوەتەوە",
    st_refunded: "گەڕێندراوەتەوە",
    st_voided: "هەڵوەشێندراوەتەوە",
    st_expired: "بەسەرچووە",
    st_failed: "سەرکەوتوو نەبوو",
    who_label: "ژمارەی مۆبایل یان ناسنامەی کڕیار",
    enter_amount: "بڕی پارەدان",
    amount_invalid: "بڕێکی دروست بنووسە.",
    user_not_found: "هیچ جزدانێک بۆ ئەم ژمارەیە نەدۆزرایەوە.",
    link_expired: "ئەم بەستەری پارەدانە بەسەرچووە.",
    link_used_up: "ئەم بەستەری پارەدانە پێشتر بەکارهاتووە.",
    redirecting: "گەڕانەوە بۆ {merchant}…",
    topup_hint: "جزدانەکەت پڕ بکەرەوە، پاشان دووبارە هەوڵ بدەوە.",
    try_again: "دووبارە هەوڵ بدەوە",
    merchant: "فرۆشیار",
    reference: "ژمارەی ئاماژە",
    payment_id: "ناسنامەی پارەدان",
    time: "کات",
    new_balance: "باڵانسی نوێ",
    view_receipt: "پسوولەکە ببینە و چاپی بکە",
    done: "تەواو",
    closing_in: "لە {n} چرکەدا دادەخرێت",
    returning_in: "گەڕانەوە بۆ {merchant} لە {n} چرکەدا",
    fx_offer: "باڵانسی {to}ت بەش ناکات. لە جیاتی ئەوە لە باڵانسی {from}ت بدە:",
    fx_you_pay: "دەیدەیت",
    fx_paid: "پارەت دا",
    fx_rate: "نرخی گۆڕینەوە: ١ دۆلار = {rate} دینار",
    fx_official: "نرخی فەرمی (بانکی ناوەندیی عێراق): {rate} دینار",
    fx_renewed: "نرخەکە نوێ کرایەوە. بڕەکە بپشکنە و دووبارە پشتڕاستی بکەرەوە.",
    cur_iqd: "دینار",
    cur_usd: "دۆلار",
};

/// The word of `s` among `names` (the codes, in the order of `words`), "" for none: how a
/// page's strings name a status, a type or a reason the API answers by its code.
pub fn word_of(names: &[&str], words: &[&'static str], s: &str) -> &'static str {
    names
        .iter()
        .position(|n| *n == s)
        .and_then(|i| words.get(i).copied())
        .unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_wins_then_accept_language_then_english() {
        assert_eq!(Locale::choose(Some("ku"), Some("ar")), Locale::Ku);
        assert_eq!(
            Locale::choose(Some("fr"), Some("fr-FR,ar-IQ;q=0.8")),
            Locale::Ar
        );
        assert_eq!(Locale::choose(None, Some("ckb-IQ")), Locale::Ku);
        assert_eq!(Locale::choose(None, None), Locale::En);
        assert_eq!(Locale::Ar.dir(), "rtl");
        assert_eq!(Locale::Ku.dir(), "rtl");
        assert_eq!(Locale::En.dir(), "ltr");
    }

    #[test]
    fn every_locale_has_every_text() {
        for l in Locale::ALL {
            let v = serde_json::to_value(l.strings()).unwrap();
            for (k, s) in v.as_object().unwrap() {
                assert!(!s.as_str().unwrap().is_empty(), "{l:?} {k}");
            }
            assert!(l.strings().wrong_pin.contains("{n}"));
            assert!(l.strings().pay_to.contains("{merchant}"));
        }
    }
}
