//! The console's compliance cases: the list by status, and one case with everything an
//! officer decides it on (its alerts, the user, the identity verification, balances, latest
//! movements, the timeline, the reports filed) and what can be done in it (take it, note,
//! freeze, unfreeze, close, file an STR); in the three locales.

use super::{locale_of, render, Frame};
use crate::Locale;
use askama::Template;

/// A case's statuses as the API names them (`sanduq_compliance::cases`; the console's tests
/// hold the two lists together).
pub const STATUSES: [&str; 4] = ["open", "investigating", "closed_no_action", "reported"];
/// What a movement can be, as monitoring names it (`sanduq_compliance::rules::Kind`).
pub const MOVES: [&str; 6] = [
    "payment",
    "refund",
    "transfer_in",
    "transfer_out",
    "cash_in",
    "cash_out",
];
/// What a timeline entry can be.
pub const ENTRIES: [&str; 9] = [
    "opened",
    "alert_added",
    "assigned",
    "note",
    "freeze",
    "unfreeze",
    "kyc_requested",
    "reported",
    "closed",
];

pub struct Words {
    pub nav: &'static str,
    pub title: &'static str,
    pub case: &'static str,
    pub none: &'static str,
    pub status: &'static str,
    pub user: &'static str,
    pub merchant: &'static str,
    pub assignee: &'static str,
    pub nobody: &'static str,
    pub opened: &'static str,
    pub alerts: &'static str,
    pub open_it: &'static str,
    pub phone: &'static str,
    pub tier: &'static str,
    pub frozen: &'static str,
    pub not_frozen: &'static str,
    pub balances: &'static str,
    pub identity: &'static str,
    pub no_identity: &'static str,
    pub born: &'static str,
    pub document: &'static str,
    pub movements: &'static str,
    pub movement: &'static str,
    pub no_movements: &'static str,
    pub amount: &'static str,
    pub when: &'static str,
    pub timeline: &'static str,
    pub by: &'static str,
    pub reports: &'static str,
    pub download: &'static str,
    pub act: &'static str,
    pub take: &'static str,
    pub note: &'static str,
    pub add_note: &'static str,
    pub attach: &'static str,
    pub files: &'static str,
    pub freeze: &'static str,
    pub unfreeze: &'static str,
    pub close: &'static str,
    pub request_kyc: &'static str,
    pub report: &'static str,
    pub why: &'static str,
    pub action_taken: &'static str,
    pub indicators: &'static str,
    pub indicators_hint: &'static str,
    pub scope: &'static str,
    pub scopes: [&'static str; 3],
    pub done: &'static str,
    pub waiting: &'static str,
    pub never_told: &'static str,
    /// In `STATUSES` order.
    pub statuses: [&'static str; 4],
    /// In `ENTRIES` order.
    pub entries: [&'static str; 9],
    /// In `MOVES` order.
    pub moves: [&'static str; 6],
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

    pub fn entry(&self, s: &str) -> &'static str {
        crate::locale::word_of(&ENTRIES, &self.entries, s)
    }

    pub fn movement(&self, s: &str) -> &'static str {
        crate::locale::word_of(&MOVES, &self.moves, s)
    }
}

pub static EN: Words = Words {
    nav: "Cases",
    title: "Compliance cases",
    case: "Case",
    none: "No cases in this state.",
    status: "Status",
    user: "User",
    merchant: "Merchant",
    assignee: "Assigned to",
    nobody: "Nobody yet",
    opened: "Opened",
    alerts: "Alerts",
    open_it: "Open",
    phone: "Phone",
    tier: "Identity tier",
    frozen: "Freeze",
    not_frozen: "Not frozen",
    balances: "Balances",
    identity: "Identity verification",
    no_identity: "No identity verification submitted.",
    born: "Date of birth",
    document: "Document",
    movements: "Latest movements",
    movement: "Movement",
    no_movements: "No movements logged.",
    amount: "Amount",
    when: "When",
    timeline: "Timeline",
    by: "By",
    reports: "Reports to the FIU",
    download: "Download the goAML file",
    act: "Act on this case",
    take: "Take this case",
    note: "Note",
    add_note: "Add the note",
    attach: "A file with it (PDF, JPEG or PNG, at most 5 MB)",
    files: "Files",
    freeze: "Freeze the wallet",
    unfreeze: "Unfreeze the wallet (a second person approves)",
    close: "Close with no action",
    request_kyc: "Ask for identity again",
    report: "File a suspicious transaction report (STR)",
    why: "Reason, for the record",
    action_taken: "Action taken",
    indicators: "Indicator codes",
    indicators_hint: "The FIU's codes, separated by spaces or commas",
    scope: "What to stop",
    scopes: ["Money out", "Money in", "Everything"],
    done: "Done.",
    waiting: "Waiting for a second person to approve.",
    never_told: "The person is never told of an alert, a case or a report.",
    statuses: ["Open", "Investigating", "Closed, no action", "Reported"],
    entries: [
        "Opened",
        "Alert added",
        "Assigned",
        "Note",
        "Frozen",
        "Unfrozen",
        "Identity asked for again",
        "Reported to the FIU",
        "Closed",
    ],
    moves: [
        "Payment",
        "Refund",
        "Transfer in",
        "Transfer out",
        "Cash-in",
        "Cash-out",
    ],
};

pub static AR: Words = Words {
    nav: "القضايا",
    title: "قضايا الامتثال",
    case: "قضية",
    none: "لا قضايا في هذه الحالة.",
    status: "الحالة",
    user: "المستخدم",
    merchant: "التاجر",
    assignee: "مسندة إلى",
    nobody: "لا أحد بعد",
    opened: "فُتحت",
    alerts: "التنبيهات",
    open_it: "افتح",
    phone: "الهاتف",
    tier: "مستوى التوثيق",
    frozen: "التجميد",
    not_frozen: "غير مجمّدة",
    balances: "الأرصدة",
    identity: "توثيق الهوية",
    no_identity: "لم يُقدَّم توثيق للهوية.",
    born: "تاريخ الميلاد",
    document: "الوثيقة",
    movements: "آخر الحركات",
    movement: "الحركة",
    no_movements: "لا حركات مسجّلة.",
    amount: "المبلغ",
    when: "متى",
    timeline: "السجل الزمني",
    by: "بواسطة",
    reports: "البلاغات إلى وحدة التحريات المالية",
    download: "نزّل ملف goAML",
    act: "إجراء على هذه القضية",
    take: "تولَّ هذه القضية",
    note: "ملاحظة",
    add_note: "أضف الملاحظة",
    attach: "ملف معها (PDF أو JPEG أو PNG، حتى 5 ميغابايت)",
    files: "الملفات",
    freeze: "جمّد المحفظة",
    unfreeze: "ارفع تجميد المحفظة (يوافق شخص ثانٍ)",
    close: "أغلق دون إجراء",
    request_kyc: "اطلب توثيق الهوية مجددًا",
    report: "قدّم بلاغ معاملة مشبوهة (STR)",
    why: "السبب، للسجل",
    action_taken: "الإجراء المتخذ",
    indicators: "رموز المؤشرات",
    indicators_hint: "رموز الوحدة، مفصولة بمسافات أو فواصل",
    scope: "ما يُوقف",
    scopes: ["خروج الأموال", "دخول الأموال", "كل شيء"],
    done: "تم.",
    waiting: "بانتظار موافقة شخص ثانٍ.",
    never_told: "لا يُبلَّغ الشخص أبدًا بتنبيه أو قضية أو بلاغ.",
    statuses: ["مفتوحة", "قيد التحقيق", "مغلقة دون إجراء", "مُبلَّغ عنها"],
    entries: [
        "فُتحت",
        "أُضيف تنبيه",
        "أُسندت",
        "ملاحظة",
        "جُمّدت",
        "رُفع التجميد",
        "طُلب توثيق الهوية مجددًا",
        "أُبلغت الوحدة",
        "أُغلقت",
    ],
    moves: [
        "دفعة",
        "استرداد",
        "تحويل وارد",
        "تحويل صادر",
        "إيداع نقدي",
        "سحب نقدي",
    ],
};

pub static KU: Words = Words {
    nav: "دۆسیەکان",
    title: "دۆسیەکانی پابەندبوون",
    case: "دۆسیە",
    none: "هیچ دۆسیەیەک لەم دۆخەدا نییە.",
    status: "دۆخ",
    user: "بەکارهێنەر",
    merchant: "بازرگان",
    assignee: "سپێردراوە بە",
    nobody: "هێشتا کەس",
    opened: "کرایەوە",
    alerts: "ئاگادارکردنەوەکان",
    open_it: "بیکەرەوە",
    phone: "تەلەفۆن",
    tier: "ئاستی ناسنامە",
    frozen: "بەستن",
    not_frozen: "نەبەستراوە",
    balances: "باڵانسەکان",
    identity: "پشتڕاستکردنەوەی ناسنامە",
    no_identity: "هیچ پشتڕاستکردنەوەیەکی ناسنامە نەنێردراوە.",
    born: "ڕێکەوتی لەدایکبوون",
    document: "بەڵگەنامە",
    movements: "دوایین جووڵەکان",
    movement: "جووڵە",
    no_movements: "هیچ جووڵەیەک تۆمار نەکراوە.",
    amount: "بڕ",
    when: "کەی",
    timeline: "هێڵی کات",
    by: "لەلایەن",
    reports: "ڕاپۆرتەکان بۆ یەکەی هەواڵگری دارایی",
    download: "پەڕگەی goAML دابەزێنە",
    act: "کردار لەسەر ئەم دۆسیەیە",
    take: "ئەم دۆسیەیە وەربگرە",
    note: "تێبینی",
    add_note: "تێبینییەکە زیاد بکە",
    attach: "پەڕگەیەک لەگەڵیدا (PDF، JPEG یان PNG، تا 5 مێگابایت)",
    files: "پەڕگەکان",
    freeze: "جزدانەکە ببەستە",
    unfreeze: "بەستنی جزدانەکە لاببە (کەسێکی دووەم ڕەزامەندی دەدات)",
    close: "دابخە بەبێ کردار",
    request_kyc: "دووبارە داوای ناسنامە بکە",
    report: "ڕاپۆرتی مامەڵەی گوماناوی بنێرە (STR)",
    why: "هۆکار، بۆ تۆمار",
    action_taken: "کرداری ئەنجامدراو",
    indicators: "کۆدی نیشانەکان",
    indicators_hint: "کۆدەکانی یەکەکە، جیاکراوە بە بۆشایی یان فاریزە",
    scope: "چی ڕابگیرێت",
    scopes: ["دەرچوونی پارە", "هاتنی پارە", "هەموو شتێک"],
    done: "کرا.",
    waiting: "چاوەڕێی ڕەزامەندی کەسێکی دووەم.",
    never_told: "هەرگیز کەسەکە ئاگادار ناکرێتەوە لە ئاگادارکردنەوە، دۆسیە یان ڕاپۆرت.",
    statuses: ["کراوە", "لە لێکۆڵینەوەدا", "داخرا بەبێ کردار", "ڕاپۆرتکرا"],
    entries: [
        "کرایەوە",
        "ئاگادارکردنەوە زیادکرا",
        "سپێردرا",
        "تێبینی",
        "بەسترا",
        "بەستن لابرا",
        "ناسنامە دووبارە داواکرا",
        "ڕاپۆرت بۆ یەکەکە نێردرا",
        "داخرا",
    ],
    moves: [
        "پارەدان",
        "گەڕاندنەوە",
        "گواستنەوەی هاتوو",
        "گواستنەوەی ڕۆیشتوو",
        "دانانی نەختینە",
        "ڕاکێشانی نەختینە",
    ],
};

#[derive(Debug, Clone)]
pub struct Row {
    pub id: String,
    pub name: String,
    pub merchant: String,
    pub status: &'static str,
    pub assignee: String,
    pub alerts: String,
    pub created: String,
}

#[derive(Template)]
#[template(path = "console/cases.html")]
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

/// One line of a table: an id to link (where there is one) and its cells.
#[derive(Debug, Clone, Default)]
pub struct Line {
    pub href: Option<String>,
    pub cells: Vec<String>,
}

#[derive(Debug, Clone, Default)]
pub struct Shown {
    pub id: String,
    pub status: String,
    pub status_text: &'static str,
    /// The case's facts: (label, value).
    pub facts: Vec<(&'static str, String)>,
    /// The user's facts.
    pub user: Vec<(&'static str, String)>,
    /// The identity verification's facts (empty: none submitted).
    pub identity: Vec<(&'static str, String)>,
    /// The alerts: their page, kind, status, raised.
    pub alerts: Vec<Line>,
    /// The movements: kind, amount, when.
    pub movements: Vec<Line>,
    /// The timeline: when, what, by, text.
    pub timeline: Vec<Line>,
    /// The files attached: their page, name, size.
    pub files: Vec<Line>,
    /// The reports filed: their file, code, filed.
    pub reports: Vec<Line>,
    /// Whether the case has not ended (its forms are shown).
    pub live: bool,
    pub may_act: bool,
    pub frozen: bool,
}

#[derive(Template)]
#[template(path = "console/case.html")]
struct ShowHtml<'a> {
    f: &'a Frame,
    w: &'static Words,
    c: &'a Shown,
    /// (scope, its word)
    scopes: Vec<(&'static str, &'static str)>,
}

pub fn show(f: &Frame, c: &Shown) -> String {
    let w = Words::of(locale_of(f));
    let scopes = ["debits", "credits", "all"]
        .into_iter()
        .zip(w.scopes)
        .collect();
    render(ShowHtml { f, w, c, scopes })
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
            for e in ENTRIES {
                assert!(!w.entry(e).is_empty(), "{e}");
            }
            for m in MOVES {
                assert!(!w.movement(m).is_empty(), "{m}");
            }
        }
    }
}
