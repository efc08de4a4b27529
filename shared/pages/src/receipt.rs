//! The public receipt page (`/r/{token}`): what a buyer keeps, forwards or prints and a
//! cashier checks by its QR code. Printable on A4 and on an 80 mm thermal roll
//! (`?paper=80mm`: the print CSS's named page `thermal`).

use crate::format;
use crate::locale::Locale;
use crate::Theme;
use askama::Template;
use serde::Serialize;

/// The paper a receipt is printed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paper {
    A4,
    Thermal80,
}

impl Paper {
    pub fn parse(s: Option<&str>) -> Paper {
        match s {
            Some("80mm") => Paper::Thermal80,
            _ => Paper::A4,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Thermal80 => "80mm",
        }
    }
}

/// A receipt's words in one language.
#[derive(Debug, Serialize)]
pub struct ReceiptStrings {
    pub title: &'static str,
    pub number: &'static str,
    pub issued_by: &'static str,
    pub legal_name: &'static str,
    pub tax_number: &'static str,
    pub amount: &'static str,
    pub in_words: &'static str,
    pub exchanged_for: &'static str,
    pub time: &'static str,
    pub transaction: &'static str,
    pub reference: &'static str,
    pub description: &'static str,
    pub refund_of: &'static str,
    pub print: &'static str,
    pub paper_a4: &'static str,
    pub paper_80: &'static str,
    pub check: &'static str,
    /// The receipt's kind as a heading: payment, refund, transfer, cash_in, cash_out, exchange.
    pub kinds: [&'static str; 6],
}

const EN: ReceiptStrings = ReceiptStrings {
    title: "Receipt",
    number: "Receipt number",
    issued_by: "Issued by",
    legal_name: "Legal name",
    tax_number: "Tax number",
    amount: "Amount",
    in_words: "In words",
    exchanged_for: "Exchanged for",
    time: "Date and time (Baghdad)",
    transaction: "Transaction",
    reference: "Reference",
    description: "Description",
    refund_of: "Refund of receipt",
    print: "Print",
    paper_a4: "A4",
    paper_80: "80 mm roll",
    check: "Scan to check this receipt",
    kinds: [
        "Payment",
        "Refund",
        "Transfer",
        "Cash deposit",
        "Cash withdrawal",
        "Currency exchange",
    ],
};

const AR: ReceiptStrings = ReceiptStrings {
    title: "إيصال",
    number: "رقم الإيصال",
    issued_by: "صادر عن",
    legal_name: "الاسم القانوني",
    tax_number: "الرقم الضريبي",
    amount: "المبلغ",
    in_words: "المبلغ كتابةً",
    exchanged_for: "مقابل",
    time: "التاريخ والوقت (بتوقيت بغداد)",
    transaction: "المعاملة",
    reference: "المرجع",
    description: "الوصف",
    refund_of: "استرداد عن الإيصال",
    print: "طباعة",
    paper_a4: "A4",
    paper_80: "ورق حراري ٨٠ مم",
    check: "امسح الرمز للتحقق من هذا الإيصال",
    kinds: [
        "دفع",
        "استرداد",
        "تحويل",
        "إيداع نقدي",
        "سحب نقدي",
        "صرف عملة",
    ],
};

const KU: ReceiptStrings = ReceiptStrings {
    title: "پسوولە",
    number: "ژمارەی پسوولە",
    issued_by: "دەرکراوە لەلایەن",
    legal_name: "ناوی یاسایی",
    tax_number: "ژمارەی باج",
    amount: "بڕ",
    in_words: "بڕ بە پیت",
    exchanged_for: "لە بەرامبەر",
    time: "بەروار و کات (کاتی بەغدا)",
    transaction: "مامەڵە",
    reference: "ئاماژە",
    description: "وەسف",
    refund_of: "گەڕاندنەوەی پارە بۆ پسوولەی",
    print: "چاپکردن",
    paper_a4: "A4",
    paper_80: "کاغەزی گەرمی ٨٠ ملم",
    check: "بۆ پشکنینی ئەم پسوولەیە سکانی بکە",
    kinds: [
        "پارەدان",
        "گەڕاندنەوەی پارە",
        "گواستنەوە",
        "دانانی پارەی نەختینە",
        "کێشانەوەی پارەی نەختینە",
        "گۆڕینەوەی دراو",
    ],
};

pub fn strings(locale: Locale) -> &'static ReceiptStrings {
    match locale {
        Locale::Ar => &AR,
        Locale::Ku => &KU,
        Locale::En => &EN,
    }
}

/// What a receipt page shows, decided by the HTTP layer (figures in minor units, words
/// already written in the page's language).
pub struct ReceiptPage {
    pub number: String,
    /// Index into `ReceiptStrings::kinds`.
    pub kind: usize,
    pub issuer: String,
    pub legal_name: Option<String>,
    pub tax_number: Option<String>,
    pub amount_minor: i64,
    pub currency: String,
    pub exponent: u32,
    pub words: String,
    /// An exchange's other side: minor units, currency, exponent.
    pub counter: Option<(i64, String, u32)>,
    /// RFC 3339.
    pub created_at: String,
    pub source: String,
    pub reference: Option<String>,
    pub description: Option<String>,
    pub refund_of: Option<String>,
    /// The page's own address (its QR code).
    pub url: String,
    /// The QR code of `url`, an SVG element.
    pub qr_svg: String,
}

#[derive(Template)]
#[template(path = "receipt.html")]
struct ReceiptHtml<'a> {
    tag: &'a str,
    dir: &'a str,
    theme: &'a str,
    paper: &'a str,
    s: &'a ReceiptStrings,
    kind: &'a str,
    r: &'a ReceiptPage,
    amount_text: String,
    counter_text: Option<String>,
    time_text: String,
    url: &'a str,
    other_paper: (&'a str, &'a str),
    locale: &'a str,
}

/// A receipt's page.
pub fn page(locale: Locale, theme: Theme, paper: Paper, r: &ReceiptPage) -> String {
    let s = strings(locale);
    let other_paper = match paper {
        Paper::A4 => ("80mm", s.paper_80),
        Paper::Thermal80 => ("a4", s.paper_a4),
    };
    ReceiptHtml {
        tag: locale.tag(),
        dir: locale.dir(),
        theme: theme.code(),
        paper: paper.code(),
        s,
        kind: s.kinds.get(r.kind).copied().unwrap_or(s.title),
        r,
        amount_text: format::amount(locale, r.amount_minor, &r.currency, r.exponent),
        counter_text: r
            .counter
            .as_ref()
            .map(|(a, c, e)| format::amount(locale, *a, c, *e)),
        time_text: format::time(locale, &r.created_at),
        url: &r.url,
        other_paper,
        locale: locale.code(),
    }
    .render()
    .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> ReceiptPage {
        ReceiptPage {
            number: "R-2026-000123".into(),
            kind: 0,
            issuer: "مكتبة بغداد".into(),
            legal_name: Some("Baghdad Books LLC".into()),
            tax_number: Some("123-456".into()),
            amount_minor: 25_000,
            currency: "IQD".into(),
            exponent: 0,
            words: "خمسة وعشرون ألف دينار عراقي".into(),
            counter: None,
            created_at: "2026-12-31T22:30:00Z".into(),
            source: "pay_1".into(),
            reference: Some("order-7".into()),
            description: None,
            refund_of: None,
            url: "https://pay.example/r/abc".into(),
            qr_svg: "<svg></svg>".into(),
        }
    }

    #[test]
    fn a_receipt_page_says_everything_in_its_language() {
        let html = page(Locale::Ar, Theme::Light, Paper::Thermal80, &sample());
        assert!(html.contains(r#"dir="rtl""#) && html.contains(r#"data-paper="80mm""#));
        for want in [
            "إيصال",
            "R-2026-000123",
            "Baghdad Books LLC",
            "123-456",
            "خمسة وعشرون ألف دينار عراقي",
            // 22:30 UTC on 31 December is the new year in Baghdad, in Arabic-Indic digits
            "٢٠٢٧-٠١-٠١ ٠١:٣٠",
            "order-7",
            "<svg></svg>",
        ] {
            assert!(html.contains(want), "{want} missing");
        }
        assert!(!html.contains(AR.refund_of));
        let en = page(Locale::En, Theme::Auto, Paper::A4, &sample());
        assert!(en.contains(r#"data-paper="a4""#) && en.contains("Payment"));
        assert!(en.contains("2027-01-01 01:30"));
        let mut refund = sample();
        refund.kind = 1;
        refund.refund_of = Some("R-2026-000100".into());
        let ku = page(Locale::Ku, Theme::Auto, Paper::A4, &refund);
        assert!(ku.contains(KU.refund_of) && ku.contains("R-2026-000100"));
        assert!(ku.contains("گەڕاندنەوەی پارە"));
    }
}
