//! Amounts, numbers and times as each locale writes them, on the server (the dashboard's
//! pages are whole without JavaScript): English with Latin digits, Arabic and Kurdish with
//! Arabic-Indic digits and separators, as the browser's Intl writes ar-IQ.

use crate::Locale;

const AR_DIGITS: [char; 10] = ['٠', '١', '٢', '٣', '٤', '٥', '٦', '٧', '٨', '٩'];

/// ASCII digits and separators as the locale writes them.
pub fn digits(locale: Locale, ascii: &str) -> String {
    match locale {
        Locale::En => ascii.to_string(),
        Locale::Ar | Locale::Ku => ascii
            .chars()
            .map(|c| match c {
                '0'..='9' => AR_DIGITS[(c as u8 - b'0') as usize],
                ',' => '٬',
                '.' => '٫',
                other => other,
            })
            .collect(),
    }
}

/// A whole number with grouping: 25000 -> "25,000" / "٢٥٬٠٠٠".
pub fn number(locale: Locale, n: i64) -> String {
    let raw = n.unsigned_abs().to_string();
    let mut grouped = String::new();
    for (i, c) in raw.chars().enumerate() {
        if i > 0 && (raw.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(c);
    }
    // Arabic script: CLDR's minus sign, the Arabic letter mark before the hyphen-minus, so
    // the sign stays before the digits in a right-to-left line
    let sign = match (n < 0, locale) {
        (false, _) => "",
        (true, Locale::En) => "-",
        (true, _) => "\u{61C}-",
    };
    digits(locale, &format!("{sign}{grouped}"))
}

/// A decimal rate ("1313", "1310.25") grouped and in the locale's digits.
pub fn rate(locale: Locale, text: &str) -> String {
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    let grouped = number(locale, whole.parse().unwrap_or(0));
    if frac.is_empty() {
        grouped
    } else {
        format!("{grouped}{}", digits(locale, &format!(".{frac}")))
    }
}

/// An amount in minor units with its currency: "IQD 25,000", "$12.50", "٢٥٬٠٠٠ د.ع.".
/// `text` in a left-to-right isolate (U+2066 … U+2069): a phone number, a code in groups or
/// an IBAN read in its own order inside a right-to-left sentence (the `+` at its start, the
/// groups not reversed), and the sentence around it unchanged.
pub fn ltr(text: &str) -> String {
    // a left-to-right mark before each space: Arabic-Indic digits count as right-to-left
    // around a space, which would otherwise take their side and reverse the groups
    let marked = text.replace(' ', "\u{200E} ");
    ["\u{2066}", &marked, "\u{2069}"].concat()
}

/// A text whose `{n}` has been filled with a count of seconds, said as Arabic says it after
/// a number: ثانية واحدة (1), ثانيتين (2), ٣–١٠ ثوانٍ, then ثانية again (the same rule as the
/// pages' scripts); other languages' texts are left as they are.
pub fn seconds_said(locale: Locale, text: &str) -> String {
    if locale != Locale::Ar {
        return text.to_string();
    }
    const UNIT: &str = " ثانية";
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(UNIT) {
        let head = &rest[..at];
        let digits_at = head
            .char_indices()
            .rev()
            .take_while(|(_, c)| c.is_ascii_digit() || ('\u{660}'..='\u{669}').contains(c))
            .last()
            .map(|(i, _)| i);
        match digits_at {
            Some(i) => {
                let d = &head[i..];
                let n: u64 = crate::format::ascii_of(d).parse().unwrap_or(0);
                out.push_str(&head[..i]);
                match (n, n % 100) {
                    (1, _) => out.push_str("ثانية واحدة"),
                    (2, _) => out.push_str("ثانيتين"),
                    (_, 3..=10) => out.push_str(&format!("{d} ثوانٍ")),
                    _ => out.push_str(&format!("{d}{UNIT}")),
                }
            }
            None => {
                out.push_str(head);
                out.push_str(UNIT);
            }
        }
        rest = &rest[at + UNIT.len()..];
    }
    out.push_str(rest);
    out
}

/// Arabic-Indic digits as ASCII ones (everything else unchanged).
fn ascii_of(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\u{660}'..='\u{669}' => char::from(b'0' + (c as u32 - 0x660) as u8),
            c => c,
        })
        .collect()
}

pub fn amount(locale: Locale, minor: i64, currency: &str, exponent: u32) -> String {
    let div = 10i64.pow(exponent);
    let whole = number(locale, minor / div);
    let whole = if minor < 0 && minor / div == 0 {
        let sign = if locale == Locale::En {
            "-"
        } else {
            "\u{61C}-"
        };
        format!("{sign}{whole}")
    } else {
        whole
    };
    let text = if exponent == 0 {
        whole
    } else {
        let frac = format!(
            "{:0width$}",
            (minor % div).unsigned_abs(),
            width = exponent as usize
        );
        format!("{whole}{}{}", digits(locale, "."), digits(locale, &frac))
    };
    match (locale, currency) {
        (Locale::En, "USD") => match text.strip_prefix('-') {
            Some(t) => format!("-${t}"),
            None => format!("${text}"),
        },
        (Locale::En, c) => format!("{c} {text}"),
        (_, "IQD") => format!("{text} د.ع."),
        (_, "USD") => format!("{text} US$"),
        (_, c) => format!("{text} {c}"),
    }
}

/// Baghdad's offset from UTC (Iraq keeps no daylight saving): the dashboard's times and
/// days are Baghdad's, and its pages say so.
pub const BAGHDAD_OFFSET_SECS: i32 = sanduq_domain::limits::BAGHDAD_OFFSET_SECS;

/// A time as `YYYY-MM-DD HH:MM` in Baghdad, in the locale's digits (text that is not a time
/// is shown as it came).
pub fn time(locale: Locale, rfc3339: &str) -> String {
    let t = match chrono::DateTime::parse_from_rfc3339(rfc3339) {
        Ok(t) => {
            let baghdad = chrono::FixedOffset::east_opt(BAGHDAD_OFFSET_SECS).expect("an offset");
            t.with_timezone(&baghdad)
                .format("%Y-%m-%d %H:%M")
                .to_string()
        }
        Err(_) => rfc3339.get(..16).unwrap_or(rfc3339).replace('T', " "),
    };
    digits(locale, &t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_negative_amount_in_arabic_script_keeps_its_sign_before_the_digits() {
        assert_eq!(amount(Locale::En, -154_450, "IQD", 0), "IQD -154,450");
        assert_eq!(
            amount(Locale::Ar, -154_450, "IQD", 0),
            "\u{61C}-١٥٤٬٤٥٠ د.ع."
        );
        assert_eq!(amount(Locale::Ku, -5, "USD", 2), "\u{61C}-٠٫٠٥ US$");
        assert_eq!(amount(Locale::En, -5, "USD", 2), "-$0.05");
        assert_eq!(number(Locale::Ar, 12), "١٢");
    }

    #[test]
    fn arabic_says_its_seconds_by_the_count() {
        let said = |n: i64| {
            seconds_said(
                Locale::Ar,
                &format!("ينتهي بعد {} ثانية", number(Locale::Ar, n)),
            )
        };
        assert_eq!(said(1), "ينتهي بعد ثانية واحدة");
        assert_eq!(said(2), "ينتهي بعد ثانيتين");
        assert_eq!(said(5), "ينتهي بعد ٥ ثوانٍ");
        assert_eq!(said(10), "ينتهي بعد ١٠ ثوانٍ");
        assert_eq!(said(11), "ينتهي بعد ١١ ثانية");
        assert_eq!(said(60), "ينتهي بعد ٦٠ ثانية");
        assert_eq!(said(103), "ينتهي بعد ١٠٣ ثوانٍ");
        assert_eq!(seconds_said(Locale::En, "Expires in 5 s"), "Expires in 5 s");
        assert_eq!(seconds_said(Locale::Ar, "بلا عدد ثانية"), "بلا عدد ثانية");
    }

    #[test]
    fn a_phone_in_a_right_to_left_sentence_is_isolated() {
        let t = ltr("+964 770 123 4567");
        assert!(t.starts_with('\u{2066}') && t.ends_with('\u{2069}'));
        let bare: String = t
            .chars()
            .filter(|c| !matches!(c, '\u{2066}' | '\u{2069}' | '\u{200E}'))
            .collect();
        assert_eq!(bare, "+964 770 123 4567");
        assert_eq!(ltr("٠٧٧٠ ١٢٣"), "\u{2066}٠٧٧٠\u{200E} ١٢٣\u{2069}");
    }

    #[test]
    fn amounts_per_locale() {
        assert_eq!(amount(Locale::En, 25_000, "IQD", 0), "IQD 25,000");
        assert_eq!(amount(Locale::En, 1_250, "USD", 2), "$12.50");
        assert_eq!(amount(Locale::En, -5, "USD", 2), "-$0.05");
        assert_eq!(amount(Locale::Ar, 25_000, "IQD", 0), "٢٥٬٠٠٠ د.ع.");
        assert_eq!(
            amount(Locale::Ku, 123_456_789, "USD", 2),
            "١٬٢٣٤٬٥٦٧٫٨٩ US$"
        );
        assert_eq!(number(Locale::En, 999), "999");
        assert_eq!(number(Locale::En, 1_000_000), "1,000,000");
        assert_eq!(time(Locale::Ar, "2026-11-22T17:05:09Z"), "٢٠٢٦-١١-٢٢ ٢٠:٠٥");
        // 22:30 UTC is already the next day in Baghdad
        assert_eq!(
            time(Locale::En, "2026-11-22T22:30:00.123456Z"),
            "2026-11-23 01:30"
        );
    }
}
