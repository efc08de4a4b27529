//! Every text the platform's console shows, in English, Arabic and Kurdish (Sorani), one
//! table each. `{n}` is filled in where it stands.

use crate::Locale;

#[derive(Debug)]
pub struct Con {
    pub app: &'static str,
    pub skip: &'static str,
    pub nav_label: &'static str,
    pub nav_home: &'static str,
    pub nav_approvals: &'static str,
    pub sign_out: &'static str,
    pub signed_in_as: &'static str,
    pub sandbox: &'static str,
    pub language: &'static str,
    pub theme: &'static str,
    pub theme_light: &'static str,
    pub theme_dark: &'static str,
    pub theme_auto: &'static str,
    pub signin_title: &'static str,
    pub email: &'static str,
    pub password: &'static str,
    pub code: &'static str,
    pub code_hint: &'static str,
    pub signin: &'static str,
    pub signin_invalid: &'static str,
    pub signin_limited: &'static str,
    pub session_ended: &'static str,
    pub signed_out: &'static str,
    pub home_title: &'static str,
    pub queues: &'static str,
    pub queue_approvals: &'static str,
    pub queue_kyc: &'static str,
    pub queue_payouts: &'static str,
    pub queue_cash_outs: &'static str,
    pub waiting_title: &'static str,
    pub none_waiting: &'static str,
    pub col_action: &'static str,
    pub col_target: &'static str,
    pub col_maker: &'static str,
    pub col_created: &'static str,
    pub approval_title: &'static str,
    pub change: &'static str,
    pub permission: &'static str,
    pub status: &'static str,
    pub checker: &'static str,
    pub expires: &'static str,
    pub approve: &'static str,
    pub reject: &'static str,
    pub reason: &'static str,
    pub done_approved: &'static str,
    pub done_rejected: &'static str,
    pub own_request: &'static str,
    pub not_allowed: &'static str,
    pub decided: &'static str,
    pub stale_form: &'static str,
    pub not_found: &'static str,
    pub error: &'static str,
    pub times_utc: &'static str,
    /// The names of `ACTIONS`, in its order.
    pub actions: [&'static str; 10],
    /// The names of `STATUSES`, in its order.
    pub statuses: [&'static str; 5],
}

impl Con {
    pub fn of(l: Locale) -> &'static Con {
        match l {
            Locale::En => &EN,
            Locale::Ar => &AR,
            Locale::Ku => &KU,
        }
    }

    /// What an approval request's action is called.
    pub fn action(&self, a: &str) -> &'static str {
        ACTIONS
            .iter()
            .position(|x| *x == a)
            .map_or("—", |i| self.actions[i])
    }

    /// What a request's status is called.
    pub fn status_of(&self, s: &str) -> &'static str {
        STATUSES
            .iter()
            .position(|x| *x == s)
            .map_or("—", |i| self.statuses[i])
    }
}

/// The actions of `sanduq_domain::approvals::Action`, in the order of the names below.
pub const ACTIONS: [&str; 10] = [
    "deposit",
    "complete_payout",
    "fail_payout",
    "complete_cash_out",
    "fail_cash_out",
    "set_limits",
    "update_merchant",
    "set_rates",
    "unfreeze",
    "approve_merchant",
];
const EN_ACTIONS: [&str; 10] = [
    "Deposit to a merchant",
    "Complete a payout",
    "Fail a payout",
    "Complete a cash-out",
    "Fail a cash-out",
    "Change limits",
    "Change a merchant's commission",
    "Set exchange rates",
    "Lift a freeze",
    "Approve a merchant",
];
const AR_ACTIONS: [&str; 10] = [
    "إيداع لتاجر",
    "إتمام دفعة للتاجر",
    "رفض دفعة للتاجر",
    "إتمام سحب نقدي",
    "رفض سحب نقدي",
    "تغيير الحدود",
    "تغيير عمولة تاجر",
    "تحديد أسعار الصرف",
    "رفع التجميد",
    "الموافقة على تاجر",
];
const KU_ACTIONS: [&str; 10] = [
    "دانانی پارە بۆ بازرگان",
    "تەواوکردنی پارەدان",
    "ڕەتکردنەوەی پارەدان",
    "تەواوکردنی ڕاکێشانی نەختینە",
    "ڕەتکردنەوەی ڕاکێشانی نەختینە",
    "گۆڕینی سنوورەکان",
    "گۆڕینی کۆمیسیۆنی بازرگان",
    "دانانی نرخی ئاڵوگۆڕ",
    "لابردنی بەستن",
    "پەسەندکردنی بازرگان",
];
pub const STATUSES: [&str; 5] = [
    "pending_approval",
    "approved",
    "rejected",
    "failed",
    "expired",
];
const EN_STATUSES: [&str; 5] = ["Waiting", "Approved", "Rejected", "Failed", "Expired"];
const AR_STATUSES: [&str; 5] = ["بانتظار الموافقة", "تمت الموافقة", "مرفوض", "فشل", "منتهي"];
const KU_STATUSES: [&str; 5] = [
    "چاوەڕێی پەسەندکردن",
    "پەسەندکرا",
    "ڕەتکرایەوە",
    "سەرکەوتوو نەبوو",
    "بەسەرچوو",
];

pub static EN: Con = Con {
    app: "Sanduq console",
    skip: "Skip to content",
    nav_label: "Sections",
    nav_home: "Home",
    nav_approvals: "Approvals",
    sign_out: "Sign out",
    signed_in_as: "Signed in as",
    sandbox: "Sandbox",
    language: "Language",
    theme: "Theme",
    theme_light: "Light",
    theme_dark: "Dark",
    theme_auto: "Auto",
    signin_title: "Sign in to the console",
    email: "E-mail",
    password: "Password",
    code: "Code from your authenticator",
    code_hint: "6 digits, or one of your recovery codes",
    signin: "Sign in",
    signin_invalid: "The e-mail, password or code is wrong.",
    signin_limited: "Too many attempts from here. Wait a few minutes and try again.",
    session_ended: "Your session ended. Sign in again.",
    signed_out: "You are signed out.",
    home_title: "Work waiting",
    queues: "Queues",
    queue_approvals: "Waiting for a second person",
    queue_kyc: "Identity reviews",
    queue_payouts: "Payouts to send",
    queue_cash_outs: "Cash-outs to pay",
    waiting_title: "Waiting for a second person",
    none_waiting: "Nothing is waiting.",
    col_action: "Change",
    col_target: "On",
    col_maker: "Asked by",
    col_created: "Asked at",
    approval_title: "A change waiting for a second person",
    change: "The exact change",
    permission: "Permission",
    status: "Status",
    checker: "Decided by",
    expires: "Expires",
    approve: "Approve and make the change",
    reject: "Reject",
    reason: "Reason",
    done_approved: "Approved: the change is made.",
    done_rejected: "Rejected: nothing was changed.",
    own_request: "You asked for this change: a second person must decide it.",
    not_allowed: "Your roles do not allow this.",
    decided: "This request was already decided, or has expired.",
    stale_form: "This form is out of date. Open the page again.",
    not_found: "There is no such request.",
    error: "Not done",
    times_utc: "Times are UTC.",
    actions: EN_ACTIONS,
    statuses: EN_STATUSES,
};

pub static AR: Con = Con {
    app: "لوحة تشغيل صندوق",
    skip: "انتقل إلى المحتوى",
    nav_label: "الأقسام",
    nav_home: "الرئيسية",
    nav_approvals: "الموافقات",
    sign_out: "تسجيل الخروج",
    signed_in_as: "مسجل الدخول باسم",
    sandbox: "بيئة تجريبية",
    language: "اللغة",
    theme: "المظهر",
    theme_light: "فاتح",
    theme_dark: "داكن",
    theme_auto: "تلقائي",
    signin_title: "تسجيل الدخول إلى لوحة التشغيل",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    code: "الرمز من تطبيق المصادقة",
    code_hint: "٦ أرقام، أو أحد رموز الاسترداد",
    signin: "تسجيل الدخول",
    signin_invalid: "البريد الإلكتروني أو كلمة المرور أو الرمز غير صحيح.",
    signin_limited: "محاولات كثيرة من هنا. انتظر بضع دقائق ثم حاول مجدداً.",
    session_ended: "انتهت جلستك. سجّل الدخول مجدداً.",
    signed_out: "تم تسجيل خروجك.",
    home_title: "أعمال بانتظارك",
    queues: "قوائم الانتظار",
    queue_approvals: "بانتظار شخص ثانٍ",
    queue_kyc: "مراجعات الهوية",
    queue_payouts: "دفعات التجار المعلقة",
    queue_cash_outs: "سحوبات نقدية معلقة",
    waiting_title: "بانتظار موافقة شخص ثانٍ",
    none_waiting: "لا يوجد ما ينتظر.",
    col_action: "التغيير",
    col_target: "على",
    col_maker: "طلبه",
    col_created: "وقت الطلب",
    approval_title: "تغيير بانتظار شخص ثانٍ",
    change: "التغيير كما طُلب",
    permission: "الصلاحية",
    status: "الحالة",
    checker: "قرّره",
    expires: "ينتهي",
    approve: "وافق ونفّذ التغيير",
    reject: "ارفض",
    reason: "السبب",
    done_approved: "تمت الموافقة: نُفّذ التغيير.",
    done_rejected: "تم الرفض: لم يتغير شيء.",
    own_request: "أنت من طلب هذا التغيير: يجب أن يقرره شخص ثانٍ.",
    not_allowed: "أدوارك لا تسمح بهذا.",
    decided: "تم البت في هذا الطلب أو انتهت مدته.",
    stale_form: "هذا النموذج قديم. افتح الصفحة من جديد.",
    not_found: "لا يوجد طلب كهذا.",
    error: "لم يتم",
    times_utc: "الأوقات بالتوقيت العالمي.",
    actions: AR_ACTIONS,
    statuses: AR_STATUSES,
};

pub static KU: Con = Con {
    app: "کۆنسۆڵی سندوق",
    skip: "بڕۆ بۆ ناوەڕۆک",
    nav_label: "بەشەکان",
    nav_home: "سەرەکی",
    nav_approvals: "پەسەندکردنەکان",
    sign_out: "چوونەدەرەوە",
    signed_in_as: "چوویتە ژوورەوە وەک",
    sandbox: "تاقیکردنەوە",
    language: "زمان",
    theme: "ڕووکار",
    theme_light: "ڕووناک",
    theme_dark: "تاریک",
    theme_auto: "خۆکار",
    signin_title: "چوونەژوورەوە بۆ کۆنسۆڵ",
    email: "ئیمەیڵ",
    password: "وشەی نهێنی",
    code: "کۆد لە ئەپی ناسینەوە",
    code_hint: "٦ ژمارە، یان یەکێک لە کۆدەکانی گەڕاندنەوە",
    signin: "چوونەژوورەوە",
    signin_invalid: "ئیمەیڵ یان وشەی نهێنی یان کۆد هەڵەیە.",
    signin_limited: "هەوڵی زۆر لێرەوە. چەند خولەکێک چاوەڕێ بکە و دووبارە هەوڵ بدەوە.",
    session_ended: "دانیشتنەکەت کۆتایی هات. دووبارە بچۆ ژوورەوە.",
    signed_out: "چوویتە دەرەوە.",
    home_title: "کارە چاوەڕوانەکان",
    queues: "ڕیزەکان",
    queue_approvals: "چاوەڕێی کەسی دووەم",
    queue_kyc: "پشکنینی ناسنامە",
    queue_payouts: "پارەدانە چاوەڕوانەکان",
    queue_cash_outs: "ڕاکێشانی نەختینەی چاوەڕوان",
    waiting_title: "چاوەڕێی بڕیاری کەسی دووەم",
    none_waiting: "هیچ شتێک چاوەڕێ ناکات.",
    col_action: "گۆڕانکاری",
    col_target: "لەسەر",
    col_maker: "داواکار",
    col_created: "کاتی داواکردن",
    approval_title: "گۆڕانکارییەک چاوەڕێی کەسی دووەمە",
    change: "گۆڕانکارییەکە وەک خۆی",
    permission: "مۆڵەت",
    status: "دۆخ",
    checker: "بڕیاردەر",
    expires: "بەسەردەچێت",
    approve: "پەسەندی بکە و گۆڕانکارییەکە بکە",
    reject: "ڕەتی بکەرەوە",
    reason: "هۆکار",
    done_approved: "پەسەندکرا: گۆڕانکارییەکە کرا.",
    done_rejected: "ڕەتکرایەوە: هیچ نەگۆڕا.",
    own_request: "تۆ داوای ئەم گۆڕانکارییەت کردووە: دەبێت کەسێکی تر بڕیار بدات.",
    not_allowed: "ڕۆڵەکانت ڕێگە بەمە نادەن.",
    decided: "بڕیار لەسەر ئەم داوایە دراوە یان بەسەرچووە.",
    stale_form: "ئەم فۆرمە کۆنە. پەڕەکە دووبارە بکەرەوە.",
    not_found: "داوایەکی وا نییە.",
    error: "نەکرا",
    times_utc: "کاتەکان بە UTCن.",
    actions: KU_ACTIONS,
    statuses: KU_STATUSES,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_and_status_has_a_name_in_every_locale() {
        for l in Locale::ALL {
            let s = Con::of(l);
            for a in ACTIONS {
                assert_ne!(s.action(a), "—", "{l:?} {a}");
            }
            for st in STATUSES {
                assert_ne!(s.status_of(st), "—", "{l:?} {st}");
            }
        }
        assert_eq!(EN.action("nothing"), "—");
    }
}
