//! Phone numbers as buyers type them: with Arabic-Indic or Persian digits, spaces and
//! dashes, in national form (`0770 123 4567`, read in the merchant's country: Iraq) or
//! international (`+964 770 123 4567`, `00964…`). Stored numbers are E.164, and a typed
//! number names a stored one only when both are the same E.164 number: no suffix matching.

use phonenumber::country::Id;
use phonenumber::Mode;

/// The country a national number is read in: Sanduq's merchants are in Iraq.
pub const DEFAULT_REGION: Id = Id::IQ;

/// The text with Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9)
/// digits as ASCII digits; everything else unchanged.
pub fn ascii_digits(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\u{0660}'..='\u{0669}' => char::from(b'0' + (c as u32 - 0x0660) as u8),
            '\u{06F0}'..='\u{06F9}' => char::from(b'0' + (c as u32 - 0x06F0) as u8),
            c => c,
        })
        .collect()
}

/// The E.164 form of a typed phone number, national numbers read in `region`; None when
/// the text is not a valid phone number.
pub fn e164(typed: &str, region: Id) -> Option<String> {
    let text = ascii_digits(typed.trim());
    if text.is_empty()
        || !text
            .chars()
            .all(|c| c.is_ascii_digit() || " +-().".contains(c))
    {
        return None;
    }
    let n = phonenumber::parse(Some(region), &text).ok()?;
    phonenumber::is_valid(&n).then(|| n.format().mode(Mode::E164).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iraqi_numbers_in_every_form_are_one_number() {
        let want = Some("+9647794633030".to_string());
        for typed in [
            "0779 463 3030",
            "07794633030",
            "+964 779 463 3030",
            "00964 779 463 3030",
            "+9647794633030",
            "٠٧٧٩ ٤٦٣ ٣٠٣٠",
            "۰۷۷۹۴۶۳۳۰۳۰",
            "0779-463-3030",
        ] {
            assert_eq!(e164(typed, DEFAULT_REGION), want, "{typed}");
        }
    }

    #[test]
    fn a_foreign_number_keeps_its_country() {
        assert_eq!(
            e164("+1 779 463 3030", DEFAULT_REGION).as_deref(),
            Some("+17794633030")
        );
        assert_ne!(
            e164("+17794633030", DEFAULT_REGION),
            e164("07794633030", DEFAULT_REGION)
        );
    }

    #[test]
    fn what_is_not_a_phone_number() {
        for typed in ["", "usr_42", "a@b.io", "12", "0779 463 303x", "customer-7"] {
            assert_eq!(e164(typed, DEFAULT_REGION), None, "{typed}");
        }
    }
}
