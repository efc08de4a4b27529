//! The console's transaction monitoring rules and watch lists: the rules with their alerts,
//! one rule with the form that asks for a change (a second person approves it) or backtests
//! one over a period; the watch lists' versions in force with the form that loads a new one;
//! in the three locales.

use super::{locale_of, render, Frame};
use crate::Locale;
use askama::Template;

/// A rule's check types and parameters as the API names them (`sanduq_compliance::rules`;
/// the console's tests hold the lists together).
pub const TYPES: [&str; 9] = [
    "amount_over",
    "cumulative",
    "structuring",
    "rapid_in_out",
    "fan_in",
    "fan_out",
    "dormant",
    "new_account",
    "round_amounts",
];
pub const PARAMETERS: [&str; 12] = [
    "amount",
    "window_hours",
    "count",
    "flow",
    "threshold",
    "below_bps",
    "min_in",
    "out_bps",
    "parties",
    "quiet_days",
    "days",
    "unit",
];

pub struct Words {
    pub nav: &'static str,
    pub title: &'static str,
    pub rule: &'static str,
    pub check: &'static str,
    pub currency: &'static str,
    pub scope: &'static str,
    pub severity: &'static str,
    pub on: &'static str,
    pub shadow: &'static str,
    pub alerts: &'static str,
    pub open: &'static str,
    pub source: &'static str,
    pub yes: &'static str,
    pub no: &'static str,
    pub change: &'static str,
    pub ask_change: &'static str,
    pub backtest: &'static str,
    pub from: &'static str,
    pub to: &'static str,
    pub run_backtest: &'static str,
    pub movements: &'static str,
    pub would_raise: &'static str,
    pub subjects: &'static str,
    pub waiting: &'static str,
    pub lists: &'static str,
    pub lists_title: &'static str,
    pub in_force: &'static str,
    pub none_loaded: &'static str,
    pub version: &'static str,
    pub entries: &'static str,
    pub loaded_by: &'static str,
    pub loaded: &'static str,
    pub load: &'static str,
    pub list_source: &'static str,
    pub file: &'static str,
    pub loaded_new: &'static str,
    pub loaded_same: &'static str,
    pub rescreens: &'static str,
    pub users: &'static str,
    pub sources: [&'static str; 3],
    /// user, merchant
    pub scopes: [&'static str; 2],
    /// done, superseded, running
    pub ends: [&'static str; 3],
    pub severities: [&'static str; 3],
    /// In `TYPES` order.
    pub types: [&'static str; 9],
    /// In `PARAMETERS` order.
    pub parameters: [&'static str; 12],
}

impl Words {
    pub fn of(locale: Locale) -> &'static Words {
        match locale {
            Locale::En => &EN,
            Locale::Ar => &AR,
            Locale::Ku => &KU,
        }
    }

    pub fn kind(&self, s: &str) -> &'static str {
        crate::locale::word_of(&TYPES, &self.types, s)
    }

    pub fn parameter(&self, s: &str) -> &'static str {
        crate::locale::word_of(&PARAMETERS, &self.parameters, s)
    }

    pub fn severity(&self, s: &str) -> &'static str {
        crate::locale::word_of(&["low", "medium", "high"], &self.severities, s)
    }

    pub fn source(&self, s: &str) -> &'static str {
        crate::locale::word_of(&["own", "un", "opensanctions"], &self.sources, s)
    }

    pub fn scope(&self, s: &str) -> &'static str {
        crate::locale::word_of(&["user", "merchant"], &self.scopes, s)
    }

    /// How a re-screening ended (None: it runs).
    pub fn ended(&self, s: Option<&str>) -> &'static str {
        crate::locale::word_of(
            &["done", "superseded", "running"],
            &self.ends,
            s.unwrap_or("running"),
        )
    }
}

pub static EN: Words = Words {
    nav: "Rules",
    title: "Monitoring rules",
    rule: "Rule",
    check: "Looks for",
    currency: "Currency",
    scope: "Scope",
    severity: "Severity",
    on: "On",
    shadow: "Shadow (kept, never acted on)",
    alerts: "Alerts",
    open: "open",
    source: "Source of the default",
    yes: "Yes",
    no: "No",
    change: "Change",
    ask_change: "Ask for the change (a second person approves)",
    backtest: "Backtest",
    from: "From",
    to: "To",
    run_backtest: "Backtest these parameters",
    movements: "Movements replayed",
    would_raise: "Alerts it would have raised",
    subjects: "People or merchants",
    waiting: "Waiting for a second person to approve.",
    lists: "Watch lists",
    lists_title: "Watch lists",
    in_force: "In force",
    none_loaded: "No list loaded yet.",
    version: "Version",
    entries: "Entries",
    loaded_by: "Loaded by",
    loaded: "Loaded",
    load: "Load a new version",
    list_source: "List",
    file: "File (UN XML, OpenSanctions JSON lines, or the platform's own JSON)",
    loaded_new: "Loaded: everyone is screened again in the background.",
    loaded_same: "That content is the version already loaded.",
    rescreens: "Re-screening",
    users: "Users",
    sources: [
        "Platform's own (and Iraq's national list)",
        "UN Security Council",
        "OpenSanctions",
    ],
    scopes: ["Each user", "The merchant's users together"],
    ends: ["done", "superseded by a newer version", "running"],
    severities: ["Low", "Medium", "High"],
    types: [
        "One large amount",
        "Amount or count in a window",
        "Amounts just under a threshold",
        "Money in then out fast",
        "Many senders",
        "Many recipients",
        "Dormant then active",
        "New account, large amount",
        "Round amounts repeated",
    ],
    parameters: [
        "Amount (minor units)",
        "Window (hours)",
        "Count",
        "Flow (in, out, any)",
        "Threshold (minor units)",
        "How far under (basis points)",
        "At least in (minor units)",
        "Share out (basis points)",
        "Parties",
        "Quiet days",
        "Days since opening",
        "Unit (minor units)",
    ],
};

pub static AR: Words = Words {
    nav: "القواعد",
    title: "قواعد المراقبة",
    rule: "القاعدة",
    check: "تبحث عن",
    currency: "العملة",
    scope: "النطاق",
    severity: "الخطورة",
    on: "مفعّلة",
    shadow: "تجريبية (تُحفظ ولا يُعمل بها)",
    alerts: "التنبيهات",
    open: "مفتوحة",
    source: "مصدر القيمة الافتراضية",
    yes: "نعم",
    no: "لا",
    change: "تغيير",
    ask_change: "اطلب التغيير (يوافق شخص ثانٍ)",
    backtest: "اختبار على الماضي",
    from: "من",
    to: "إلى",
    run_backtest: "اختبر هذه المعايير",
    movements: "الحركات المعاد تشغيلها",
    would_raise: "التنبيهات التي كانت ستُثار",
    subjects: "الأشخاص أو التجار",
    waiting: "بانتظار موافقة شخص ثانٍ.",
    lists: "قوائم الرقابة",
    lists_title: "قوائم الرقابة",
    in_force: "السارية",
    none_loaded: "لم تُحمَّل أي قائمة بعد.",
    version: "الإصدار",
    entries: "القيود",
    loaded_by: "حمّلها",
    loaded: "حُمّلت",
    load: "حمّل إصدارًا جديدًا",
    list_source: "القائمة",
    file: "الملف (XML الأمم المتحدة، أو أسطر JSON من OpenSanctions، أو JSON المنصة)",
    loaded_new: "حُمّلت: يُعاد فحص الجميع في الخلفية.",
    loaded_same: "هذا المحتوى هو الإصدار المحمَّل أصلًا.",
    rescreens: "إعادة الفحص",
    users: "المستخدمون",
    sources: [
        "قائمة المنصة (والقائمة الوطنية العراقية)",
        "مجلس الأمن الدولي",
        "OpenSanctions",
    ],
    scopes: ["كل مستخدم", "مستخدمو التاجر معًا"],
    ends: ["انتهت", "حلّ محلها إصدار أحدث", "جارية"],
    severities: ["منخفضة", "متوسطة", "عالية"],
    types: [
        "مبلغ كبير واحد",
        "مبلغ أو عدد خلال مدة",
        "مبالغ تحت حدٍّ بقليل",
        "دخول أموال ثم خروجها سريعًا",
        "مرسِلون كثيرون",
        "مستلِمون كثيرون",
        "حساب خامد ثم نشط",
        "حساب جديد ومبلغ كبير",
        "مبالغ مدوّرة متكررة",
    ],
    parameters: [
        "المبلغ (بالوحدات الصغرى)",
        "المدة (ساعات)",
        "العدد",
        "الاتجاه (in أو out أو any)",
        "الحد (بالوحدات الصغرى)",
        "القرب من الحد (نقاط أساس)",
        "الداخل على الأقل (بالوحدات الصغرى)",
        "نسبة الخارج (نقاط أساس)",
        "الأطراف",
        "أيام الخمول",
        "أيام منذ الفتح",
        "الوحدة (بالوحدات الصغرى)",
    ],
};

pub static KU: Words = Words {
    nav: "یاساکان",
    title: "یاساکانی چاودێری",
    rule: "یاسا",
    check: "بەدوای چیدا دەگەڕێت",
    currency: "دراو",
    scope: "بوار",
    severity: "مەترسی",
    on: "چالاک",
    shadow: "تاقیکاری (هەڵدەگیرێت، کاری پێ ناکرێت)",
    alerts: "ئاگادارکردنەوەکان",
    open: "کراوە",
    source: "سەرچاوەی بەهای بنەڕەت",
    yes: "بەڵێ",
    no: "نەخێر",
    change: "گۆڕین",
    ask_change: "داوای گۆڕینەکە بکە (کەسێکی دووەم ڕەزامەندی دەدات)",
    backtest: "تاقیکردنەوە لەسەر ڕابردوو",
    from: "لە",
    to: "بۆ",
    run_backtest: "ئەم پێوەرانە تاقی بکەرەوە",
    movements: "جووڵە دووبارەکراوەکان",
    would_raise: "ئەو ئاگادارکردنەوانەی دروست دەبوون",
    subjects: "کەسەکان یان بازرگانەکان",
    waiting: "چاوەڕێی ڕەزامەندی کەسێکی دووەم.",
    lists: "لیستەکانی چاودێری",
    lists_title: "لیستەکانی چاودێری",
    in_force: "لە کاردا",
    none_loaded: "هێشتا هیچ لیستێک بار نەکراوە.",
    version: "وەشان",
    entries: "تۆمارەکان",
    loaded_by: "بارکرا لەلایەن",
    loaded: "بارکرا",
    load: "وەشانێکی نوێ بار بکە",
    list_source: "لیست",
    file: "پەڕگە (XMLی نەتەوە یەکگرتووەکان، هێڵەکانی JSONی OpenSanctions، یان JSONی پلاتفۆرم)",
    loaded_new: "بارکرا: هەمووان لە پشتەوە دووبارە دەپشکنرێنەوە.",
    loaded_same: "ئەم ناوەڕۆکە هەمان ئەو وەشانەیە کە پێشتر بارکراوە.",
    rescreens: "دووبارە پشکنین",
    users: "بەکارهێنەران",
    sources: [
        "لیستی پلاتفۆرم (و لیستی نیشتمانیی عێراق)",
        "ئەنجومەنی ئاسایشی نەتەوە یەکگرتووەکان",
        "OpenSanctions",
    ],
    scopes: ["هەر بەکارهێنەرێک", "بەکارهێنەرانی بازرگان پێکەوە"],
    ends: ["تەواو بوو", "وەشانێکی نوێتر شوێنی گرتەوە", "بەردەوامە"],
    severities: ["نزم", "مامناوەند", "بەرز"],
    types: [
        "بڕێکی گەورە",
        "بڕ یان ژمارە لە ماوەیەکدا",
        "بڕەکان کەمێک لە خوار سنوورێک",
        "هاتن و ڕۆیشتنی خێرای پارە",
        "نێرەری زۆر",
        "وەرگری زۆر",
        "ئەژمێری خەوتوو پاشان چالاک",
        "ئەژمێری نوێ و بڕی گەورە",
        "بڕی خڕی دووبارە",
    ],
    parameters: [
        "بڕ (یەکەی بچووک)",
        "ماوە (کاتژمێر)",
        "ژمارە",
        "ئاراستە (in، out یان any)",
        "سنوور (یەکەی بچووک)",
        "نزیکی لە سنوور (خاڵی بنەڕەت)",
        "لانیکەم هاتوو (یەکەی بچووک)",
        "ڕێژەی ڕۆیشتوو (خاڵی بنەڕەت)",
        "لایەنەکان",
        "ڕۆژانی بێدەنگی",
        "ڕۆژ لە کردنەوەوە",
        "یەکە (یەکەی بچووک)",
    ],
};

#[derive(Debug, Clone)]
pub struct Row {
    pub id: String,
    pub check: &'static str,
    pub currency: String,
    pub severity: &'static str,
    pub on: bool,
    pub shadow: bool,
    pub open: String,
}

#[derive(Template)]
#[template(path = "console/rules.html")]
struct RulesHtml<'a> {
    f: &'a Frame,
    w: &'static Words,
    rows: &'a [Row],
}

pub fn rules(f: &Frame, rows: &[Row]) -> String {
    render(RulesHtml {
        f,
        w: Words::of(locale_of(f)),
        rows,
    })
}

/// One parameter of a rule's form: its field, its label, its value as the form shows it.
#[derive(Debug, Clone)]
pub struct Param {
    pub name: String,
    pub label: &'static str,
    pub value: String,
}

/// A backtest's outcome.
#[derive(Debug, Clone, Default)]
pub struct Tried {
    pub movements: String,
    pub alerts: String,
    pub subjects: String,
    /// (movement, subject, when)
    pub sample: Vec<(String, String, String)>,
}

#[derive(Debug, Clone, Default)]
pub struct Shown {
    pub id: String,
    pub facts: Vec<(&'static str, String)>,
    pub params: Vec<Param>,
    pub severity: String,
    pub on: bool,
    pub shadow: bool,
    pub from: String,
    pub to: String,
    pub tried: Option<Tried>,
    pub may_change: bool,
}

#[derive(Template)]
#[template(path = "console/rule.html")]
struct RuleHtml<'a> {
    f: &'a Frame,
    w: &'static Words,
    r: &'a Shown,
    /// (severity, its word)
    severities: Vec<(&'static str, &'static str)>,
}

pub fn rule(f: &Frame, r: &Shown) -> String {
    let w = Words::of(locale_of(f));
    let severities = ["low", "medium", "high"]
        .into_iter()
        .map(|s| (s, w.severity(s)))
        .collect();
    render(RuleHtml {
        f,
        w,
        r,
        severities,
    })
}

/// A list's version as the page shows it.
#[derive(Debug, Clone)]
pub struct Version {
    pub source: &'static str,
    pub version: String,
    pub entries: String,
    pub loaded_by: String,
    pub loaded: String,
    pub in_force: bool,
}

#[derive(Template)]
#[template(path = "console/lists.html")]
struct ListsHtml<'a> {
    f: &'a Frame,
    w: &'static Words,
    versions: &'a [Version],
    /// (list id, users screened, alerts raised, how it ended)
    rescreens: &'a [(String, String, String, String)],
    may_load: bool,
    /// (source, its word)
    sources: Vec<(&'static str, &'static str)>,
}

pub fn lists(
    f: &Frame,
    versions: &[Version],
    rescreens: &[(String, String, String, String)],
    may_load: bool,
) -> String {
    let w = Words::of(locale_of(f));
    let sources = ["own", "un", "opensanctions"]
        .into_iter()
        .map(|s| (s, w.source(s)))
        .collect();
    render(ListsHtml {
        f,
        w,
        versions,
        rescreens,
        may_load,
        sources,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_is_there_in_every_locale() {
        for w in [&EN, &AR, &KU] {
            for t in TYPES {
                assert!(!w.kind(t).is_empty(), "{t}");
            }
            for p in PARAMETERS {
                assert!(!w.parameter(p).is_empty(), "{p}");
            }
            for s in ["low", "medium", "high"] {
                assert!(!w.severity(s).is_empty());
            }
            for s in ["user", "merchant"] {
                assert!(!w.scope(s).is_empty());
            }
            for e in [Some("done"), Some("superseded"), None] {
                assert!(!w.ended(e).is_empty());
            }
        }
    }
}
