//! Amounts as a person types them into a form ("25,000", "12.50", "٢٥٬٠٠٠", "١٢٫٥٠") read
//! into the API's integer minor units. Pure.

/// What is wrong with a typed amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bad {
    Empty,
    NotANumber,
    TooManyDecimals,
    NotPositive,
    TooLarge,
}

/// ASCII digits for Arabic-Indic and Persian ones; the other characters as they are.
pub fn ascii(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{0660}'..='\u{0669}' => char::from(b'0' + (c as u32 - 0x0660) as u8),
            '\u{06F0}'..='\u{06F9}' => char::from(b'0' + (c as u32 - 0x06F0) as u8),
            '\u{066B}' => '.',
            '\u{066C}' => ',',
            other => other,
        })
        .collect()
}

/// The amount in minor units of a currency with `exponent` decimals. Grouping commas and
/// spaces are ignored; one decimal point, with at most `exponent` digits after it.
pub fn minor_units(text: &str, exponent: u32) -> Result<i64, Bad> {
    let t: String = ascii(text)
        .chars()
        .filter(|c| !matches!(c, ',' | ' ' | '\u{00A0}' | '\u{202F}'))
        .collect();
    if t.is_empty() {
        return Err(Bad::Empty);
    }
    let (whole, frac) = t.split_once('.').unwrap_or((&t, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && frac.is_empty()) || !digits(whole) || !digits(frac) {
        return Err(Bad::NotANumber);
    }
    if frac.len() > exponent as usize {
        return Err(Bad::TooManyDecimals);
    }
    let scale = 10i64.pow(exponent);
    let w: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| Bad::TooLarge)?
    };
    let padded = format!("{frac:0<width$}", width = exponent as usize);
    let f: i64 = if padded.is_empty() {
        0
    } else {
        padded.parse().map_err(|_| Bad::NotANumber)?
    };
    let total = w
        .checked_mul(scale)
        .and_then(|v| v.checked_add(f))
        .ok_or(Bad::TooLarge)?;
    if total <= 0 {
        return Err(Bad::NotPositive);
    }
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_people_type() {
        assert_eq!(minor_units("25,000", 0), Ok(25_000));
        assert_eq!(minor_units("12.50", 2), Ok(1250));
        assert_eq!(minor_units("12.5", 2), Ok(1250));
        assert_eq!(minor_units(" 7 ", 2), Ok(700));
        assert_eq!(minor_units(".5", 2), Ok(50));
        assert_eq!(minor_units("٢٥٬٠٠٠", 0), Ok(25_000));
        assert_eq!(minor_units("١٢٫٥٠", 2), Ok(1250));
        assert_eq!(minor_units("۱۰۰", 0), Ok(100));
    }

    #[test]
    fn refuses_what_is_not_an_amount() {
        assert_eq!(minor_units("", 0), Err(Bad::Empty));
        assert_eq!(minor_units("abc", 0), Err(Bad::NotANumber));
        assert_eq!(minor_units("1.2.3", 2), Err(Bad::NotANumber));
        assert_eq!(minor_units("-5", 0), Err(Bad::NotANumber));
        assert_eq!(minor_units(".", 2), Err(Bad::NotANumber));
        assert_eq!(minor_units("12.5", 0), Err(Bad::TooManyDecimals));
        assert_eq!(minor_units("1.234", 2), Err(Bad::TooManyDecimals));
        assert_eq!(minor_units("0", 0), Err(Bad::NotPositive));
        assert_eq!(minor_units("0.00", 2), Err(Bad::NotPositive));
        assert_eq!(minor_units("99999999999999999999", 0), Err(Bad::TooLarge));
        assert_eq!(minor_units("92233720368547759", 2), Err(Bad::TooLarge));
    }
}
