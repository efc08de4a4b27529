//! The words of the dashboard's money pages (Balance, a payout, Reports) in the three
//! locales.

use crate::Locale;

pub struct Money {
    pub nav_balance: &'static str,
    pub nav_reports: &'static str,
    pub balance_title: &'static str,
    pub available: &'static str,
    pub pending: &'static str,
    pub in_transit: &'static str,
    pub transactions: &'static str,
    pub kind: &'static str,
    pub source: &'static str,
    pub gross: &'static str,
    pub fee: &'static str,
    pub net: &'static str,
    pub date: &'static str,
    pub payout: &'static str,
    pub payouts: &'static str,
    pub automatic: &'static str,
    pub asked: &'static str,
    pub schedule: &'static str,
    pub next_payout: &'static str,
    pub bank_account: &'static str,
    pub no_bank: &'static str,
    pub minimum: &'static str,
    pub no_transactions: &'static str,
    pub no_payouts: &'static str,
    pub settled: &'static str,
    pub settled_sum: &'static str,
    pub asked_note: &'static str,
    pub older: &'static str,
    pub all_types: &'static str,
    pub reports_title: &'static str,
    pub run_report: &'static str,
    pub report: &'static str,
    pub from: &'static str,
    pub to: &'static str,
    pub currency: &'static str,
    pub all_currencies: &'static str,
    pub run: &'static str,
    pub runs: &'static str,
    pub rows: &'static str,
    pub download: &'static str,
    pub period: &'static str,
    pub no_reports: &'static str,
    pub report_started: &'static str,
    pub refresh: &'static str,
    pub dates_invalid: &'static str,
    /// Balance transaction types, in `TxnType::NAMES` order.
    pub txn_types: [&'static str; 14],
    /// Payout statuses: pending, paid, failed.
    pub payout_statuses: [&'static str; 3],
    /// Schedules: manual, daily, weekly.
    pub schedules: [&'static str; 3],
    /// Report types, in `ReportType::NAMES` order.
    pub report_types: [&'static str; 7],
    /// Report statuses: pending, succeeded, failed.
    pub report_statuses: [&'static str; 3],
}

impl Money {
    pub fn of(locale: Locale) -> &'static Money {
        match locale {
            Locale::En => &EN,
            Locale::Ar => &AR,
            Locale::Ku => &KU,
        }
    }

    pub fn txn_type(&self, s: &str) -> &'static str {
        crate::locale::word_of(&sanduq_domain::balance::TxnType::NAMES, &self.txn_types, s)
    }

    pub fn payout_status(&self, s: &str) -> &'static str {
        crate::locale::word_of(&["pending", "paid", "failed"], &self.payout_statuses, s)
    }

    pub fn schedule(&self, s: &str) -> &'static str {
        crate::locale::word_of(&["manual", "daily", "weekly"], &self.schedules, s)
    }

    pub fn report_type(&self, s: &str) -> &'static str {
        crate::locale::word_of(
            &sanduq_domain::report::ReportType::NAMES,
            &self.report_types,
            s,
        )
    }

    pub fn report_status(&self, s: &str) -> &'static str {
        crate::locale::word_of(
            &["pending", "succeeded", "failed"],
            &self.report_statuses,
            s,
        )
    }
}

pub static EN: Money = Money {
    nav_balance: "Balance",
    nav_reports: "Reports",
    balance_title: "Balance",
    available: "Available",
    pending: "Held on payments",
    in_transit: "On its way to the bank",
    transactions: "Balance transactions",
    kind: "Type",
    source: "Source",
    gross: "Gross",
    fee: "Fee",
    net: "Net",
    date: "Date",
    payout: "Payout",
    payouts: "Payouts",
    automatic: "Scheduled",
    asked: "Asked for",
    schedule: "Payout schedule",
    next_payout: "Next payout",
    bank_account: "Bank account",
    no_bank: "No bank account yet: set one with PATCH /api/v1/merchant/payout-settings.",
    minimum: "Minimum",
    no_transactions: "No balance transactions yet.",
    no_payouts: "No payouts yet.",
    settled: "What this payout settled",
    settled_sum: "Sum of the nets",
    asked_note: "A payout you asked for settles no particular transactions.",
    older: "Older",
    all_types: "All types",
    reports_title: "Reports",
    run_report: "Run a report",
    report: "Report",
    from: "From",
    to: "To (included)",
    currency: "Currency",
    all_currencies: "All",
    run: "Run",
    runs: "Your reports",
    rows: "Rows",
    download: "Download CSV",
    period: "Period",
    no_reports: "No reports yet.",
    report_started: "The report is being written; it appears below when it is ready.",
    refresh: "Refresh",
    dates_invalid: "From and To must be dates, From not after To.",
    txn_types: [
        "Payment",
        "Refund",
        "Commission",
        "Commission returned",
        "Payout",
        "Payout failed",
        "Deposit",
        "Cash-in",
        "Exchange",
        "Adjustment",
        "Dispute hold",
        "Dispute hold returned",
        "Agent float",
        "Agent fee",
    ],
    payout_statuses: ["Pending", "Paid", "Failed"],
    schedules: ["Manual", "Daily", "Weekly"],
    report_types: [
        "Balance transactions",
        "Payments",
        "Payout reconciliation",
        "Transfers",
        "Users",
        "Subscriptions",
        "Daily summary",
    ],
    report_statuses: ["Being written", "Ready", "Failed"],
};

pub static AR: Money = Money {
    nav_balance: "الرصيد",
    nav_reports: "التقارير",
    balance_title: "الرصيد",
    available: "المتاح",
    pending: "محجوز على مدفوعات",
    in_transit: "في الطريق إلى المصرف",
    transactions: "حركات الرصيد",
    kind: "النوع",
    source: "المصدر",
    gross: "الإجمالي",
    fee: "الرسوم",
    net: "الصافي",
    date: "التاريخ",
    payout: "تحويل إلى المصرف",
    payouts: "التحويلات إلى المصرف",
    automatic: "مجدول",
    asked: "بطلبك",
    schedule: "جدول التحويل",
    next_payout: "التحويل القادم",
    bank_account: "الحساب المصرفي",
    no_bank: "لا يوجد حساب مصرفي بعد: أضِفه عبر PATCH /api/v1/merchant/payout-settings.",
    minimum: "الحد الأدنى",
    no_transactions: "لا توجد حركات رصيد بعد.",
    no_payouts: "لا توجد تحويلات بعد.",
    settled: "ما سوّاه هذا التحويل",
    settled_sum: "مجموع الصافي",
    asked_note: "التحويل الذي طلبته لا يسوّي حركات بعينها.",
    older: "الأقدم",
    all_types: "كل الأنواع",
    reports_title: "التقارير",
    run_report: "إنشاء تقرير",
    report: "التقرير",
    from: "من",
    to: "إلى (مشمول)",
    currency: "العملة",
    all_currencies: "الكل",
    run: "إنشاء",
    runs: "تقاريرك",
    rows: "الصفوف",
    download: "تنزيل CSV",
    period: "الفترة",
    no_reports: "لا توجد تقارير بعد.",
    report_started: "جارٍ إعداد التقرير؛ سيظهر أدناه عندما يجهز.",
    refresh: "تحديث",
    dates_invalid: "يجب أن يكون «من» و«إلى» تاريخين، و«من» ليس بعد «إلى».",
    txn_types: [
        "دفعة",
        "استرداد",
        "عمولة",
        "عمولة مستردة",
        "تحويل إلى المصرف",
        "تحويل فاشل",
        "إيداع",
        "إيداع نقدي",
        "صرف عملة",
        "تسوية",
        "حجز نزاع",
        "إعادة حجز نزاع",
        "رصيد الوكيل",
        "رسوم الوكيل",
    ],
    payout_statuses: ["قيد التنفيذ", "مدفوع", "فشل"],
    schedules: ["يدوي", "يومي", "أسبوعي"],
    report_types: [
        "حركات الرصيد",
        "المدفوعات",
        "مطابقة التحويلات",
        "الحوالات",
        "المستخدمون",
        "الاشتراكات",
        "الملخص اليومي",
    ],
    report_statuses: ["قيد الإعداد", "جاهز", "فشل"],
};

pub static KU: Money = Money {
    nav_balance: "باڵانس",
    nav_reports: "ڕاپۆرتەکان",
    balance_title: "باڵانس",
    available: "بەردەست",
    pending: "گیراو لەسەر پارەدانەکان",
    in_transit: "لە ڕێگادایە بۆ بانک",
    transactions: "جووڵەکانی باڵانس",
    kind: "جۆر",
    source: "سەرچاوە",
    gross: "کۆی گشتی",
    fee: "کرێ",
    net: "پوختە",
    date: "بەروار",
    payout: "ناردن بۆ بانک",
    payouts: "ناردنەکان بۆ بانک",
    automatic: "خشتەکراو",
    asked: "بە داواکاری",
    schedule: "خشتەی ناردن",
    next_payout: "ناردنی داهاتوو",
    bank_account: "هەژماری بانکی",
    no_bank: "هێشتا هەژماری بانکی نییە: بە PATCH /api/v1/merchant/payout-settings زیادی بکە.",
    minimum: "کەمترین بڕ",
    no_transactions: "هێشتا هیچ جووڵەیەکی باڵانس نییە.",
    no_payouts: "هێشتا هیچ ناردنێک نییە.",
    settled: "ئەوەی ئەم ناردنە یەکلای کردەوە",
    settled_sum: "کۆی پوختەکان",
    asked_note: "ناردنێک کە داوات کردووە هیچ جووڵەیەکی دیاریکراو یەکلا ناکاتەوە.",
    older: "کۆنتر",
    all_types: "هەموو جۆرەکان",
    reports_title: "ڕاپۆرتەکان",
    run_report: "ڕاپۆرتێک دروست بکە",
    report: "ڕاپۆرت",
    from: "لە",
    to: "بۆ (لەخۆدەگرێت)",
    currency: "دراو",
    all_currencies: "هەموو",
    run: "دروستکردن",
    runs: "ڕاپۆرتەکانت",
    rows: "ڕیزەکان",
    download: "داگرتنی CSV",
    period: "ماوە",
    no_reports: "هێشتا هیچ ڕاپۆرتێک نییە.",
    report_started: "ڕاپۆرتەکە ئامادە دەکرێت؛ کاتێک ئامادە بوو لە خوارەوە دەردەکەوێت.",
    refresh: "نوێکردنەوە",
    dates_invalid: "«لە» و «بۆ» دەبێت بەروار بن، «لە» دوای «بۆ» نەبێت.",
    txn_types: [
        "پارەدان",
        "گەڕاندنەوە",
        "کۆمیسیۆن",
        "کۆمیسیۆنی گەڕێنراوە",
        "ناردن بۆ بانک",
        "ناردنی سەرنەکەوتوو",
        "دانان",
        "پارەی نەختینە",
        "ئاڵوگۆڕی دراو",
        "ڕێکخستن",
        "گلدانەوەی ناکۆکی",
        "گەڕانەوەی گلدانەوەی ناکۆکی",
        "باڵانسی بریکار",
        "کرێی بریکار",
    ],
    payout_statuses: ["چاوەڕوان", "دراوە", "سەرنەکەوتوو"],
    schedules: ["دەستی", "ڕۆژانە", "هەفتانە"],
    report_types: [
        "جووڵەکانی باڵانس",
        "پارەدانەکان",
        "بەراوردی ناردنەکان",
        "گواستنەوەکان",
        "بەکارهێنەران",
        "بەشداریکردنەکان",
        "پوختەی ڕۆژانە",
    ],
    report_statuses: ["ئامادە دەکرێت", "ئامادەیە", "سەرنەکەوتوو"],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_is_there_in_every_locale() {
        for m in [&EN, &AR, &KU] {
            for t in sanduq_domain::balance::TxnType::NAMES {
                assert!(!m.txn_type(t).is_empty(), "{t}");
            }
            for t in sanduq_domain::report::ReportType::NAMES {
                assert!(!m.report_type(t).is_empty(), "{t}");
            }
            assert!(!m.payout_status("failed").is_empty());
            assert!(!m.schedule("weekly").is_empty());
            assert!(!m.report_status("succeeded").is_empty());
        }
    }
}
