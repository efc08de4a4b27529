//! EMV QR Code Specification for Payment Systems, Merchant-Presented Mode (EMV QRCPS MPM
//! v1.1): the interoperable payload another scheme's wallet can read. A payload is a list
//! of data objects, each an ID (2 digits), a length (2 digits: the value's characters) and
//! the value; templates (26–51, 62, 64) hold data objects of their own. It opens with the
//! payload format indicator (00 = "01") and ends with the CRC (63): CRC-16/CCITT-FALSE
//! (polynomial 0x1021, initial 0xFFFF; the `crc` crate's CRC_16_IBM_3740) over the whole
//! payload up to and including "6304", as four upper-case hexadecimal digits.

use std::collections::BTreeMap;

/// The platform's globally unique identifier in its merchant account information template
/// (a reverse domain name, as the specification allows).
pub const GUID: &str = "iq.sanduq";
/// The merchant account information template Sanduq writes (26–51 are the schemes').
pub const ACCOUNT_TEMPLATE: &str = "26";

const CRC: crc::Crc<u16> = crc::Crc::<u16>::new(&crc::CRC_16_IBM_3740);

/// The CRC of `text` as the payload's last value writes it.
pub fn crc_of(text: &str) -> String {
    format!("{:04X}", CRC.checksum(text.as_bytes()))
}

/// The merchant as the payload names it.
#[derive(Debug, Clone)]
pub struct Merchant<'a> {
    /// ISO 18245 merchant category code, 4 digits.
    pub category_code: &'a str,
    /// Latin, at most 25 characters (longer is cut).
    pub name: &'a str,
    /// Latin, at most 15 characters (longer is cut).
    pub city: &'a str,
    /// The name in Arabic and the city in Arabic where known (the language template 64).
    pub arabic: Option<(&'a str, Option<&'a str>)>,
}

/// One QR's part of the payload.
#[derive(Debug, Clone)]
pub struct Presented<'a> {
    pub qr_id: &'a str,
    /// ISO 4217 numeric: "368" dinars, "840" dollars.
    pub currency: &'a str,
    /// The amount as the payload writes it ("25000", "12.50"); None: a static QR.
    pub amount: Option<String>,
    pub bill_number: Option<&'a str>,
    pub reference: Option<&'a str>,
    pub terminal: Option<&'a str>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EmvError {
    #[error("not an EMV merchant-presented payload: {0}")]
    Malformed(String),
    #[error("the payload's CRC is {found}, its content makes {computed}")]
    Crc { found: String, computed: String },
}

fn cut(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

/// One data object: ID, length (characters), value.
fn tlv(id: &str, value: &str) -> String {
    format!("{id}{:02}{value}", value.chars().count())
}

/// The amount of `minor` units as field 54 writes it: dinars whole, dollars with cents.
pub fn amount_text(minor: i64, exponent: u32) -> String {
    match exponent {
        0 => minor.to_string(),
        e => {
            let unit = 10_i64.pow(e);
            format!("{}.{:0w$}", minor / unit, minor % unit, w = e as usize)
        }
    }
}

/// The whole payload, its CRC last.
pub fn payload(m: &Merchant, p: &Presented) -> String {
    let mut out = String::new();
    out.push_str(&tlv("00", "01"));
    out.push_str(&tlv("01", if p.amount.is_some() { "12" } else { "11" }));
    let account = [tlv("00", GUID), tlv("01", p.qr_id)].concat();
    out.push_str(&tlv(ACCOUNT_TEMPLATE, &account));
    out.push_str(&tlv("52", m.category_code));
    out.push_str(&tlv("53", p.currency));
    if let Some(a) = &p.amount {
        out.push_str(&tlv("54", a));
    }
    out.push_str(&tlv("58", "IQ"));
    out.push_str(&tlv("59", &cut(m.name, 25)));
    out.push_str(&tlv("60", &cut(m.city, 15)));
    let extra: String = [
        ("01", p.bill_number),
        ("05", p.reference),
        ("07", p.terminal),
    ]
    .iter()
    .filter_map(|(id, v)| v.filter(|v| !v.is_empty()).map(|v| tlv(id, &cut(v, 25))))
    .collect();
    if !extra.is_empty() {
        out.push_str(&tlv("62", &extra));
    }
    if let Some((name, city)) = m.arabic {
        let mut lang = [tlv("00", "ar"), tlv("01", &cut(name, 25))].concat();
        if let Some(city) = city {
            lang.push_str(&tlv("02", &cut(city, 15)));
        }
        out.push_str(&tlv("64", &lang));
    }
    out.push_str("6304");
    let crc = crc_of(&out);
    out.push_str(&crc);
    out
}

/// A payload's data objects by ID (a template's value is its own text: read it with
/// [`objects`] again).
pub fn objects(text: &str) -> Result<BTreeMap<String, String>, EmvError> {
    let chars: Vec<char> = text.chars().collect();
    let mut at = 0;
    let mut out = BTreeMap::new();
    while at < chars.len() {
        if at + 4 > chars.len() {
            return Err(EmvError::Malformed(format!(
                "a data object cut short at {at}"
            )));
        }
        let id: String = chars[at..at + 2].iter().collect();
        let len: String = chars[at + 2..at + 4].iter().collect();
        if !id.bytes().all(|b| b.is_ascii_digit()) || !len.bytes().all(|b| b.is_ascii_digit()) {
            return Err(EmvError::Malformed(format!("no ID and length at {at}")));
        }
        let len: usize = len.parse().unwrap_or(0);
        let end = at + 4 + len;
        if end > chars.len() {
            return Err(EmvError::Malformed(format!(
                "{id} is longer than the payload"
            )));
        }
        out.insert(id, chars[at + 4..end].iter().collect());
        at = end;
    }
    Ok(out)
}

/// A payload read and its CRC checked: its data objects by ID.
pub fn parse(text: &str) -> Result<BTreeMap<String, String>, EmvError> {
    let text = text.trim();
    if !text.starts_with("000201") {
        return Err(EmvError::Malformed("it does not open with 000201".into()));
    }
    let Some(body) = text.len().checked_sub(4).and_then(|n| text.get(..n)) else {
        return Err(EmvError::Malformed("too short".into()));
    };
    if !body.ends_with("6304") {
        return Err(EmvError::Malformed(
            "it does not end with its CRC (6304)".into(),
        ));
    }
    let found = text[body.len()..].to_ascii_uppercase();
    let computed = crc_of(body);
    if found != computed {
        return Err(EmvError::Crc { found, computed });
    }
    objects(text)
}

/// The QR id a Sanduq payload names in a merchant account template (26–51) with its GUID;
/// None: no template of Sanduq's.
pub fn sanduq_qr_id(read: &BTreeMap<String, String>) -> Option<String> {
    (26..=51).find_map(|t| {
        let inner = objects(read.get(&t.to_string())?).ok()?;
        (inner.get("00").map(String::as_str) == Some(GUID))
            .then(|| inner.get("01").cloned())
            .flatten()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_crc_is_ccitt_false() {
        // the catalogue's check value of CRC-16/IBM-3740 (CCITT-FALSE)
        assert_eq!(crc_of("123456789"), "29B1");
    }

    #[test]
    fn a_payload_reads_back_with_every_field() {
        let m = Merchant {
            category_code: "5942",
            name: "Baghdad Books and Stationery Co",
            city: "Baghdad",
            arabic: Some(("مكتبة بغداد", Some("بغداد"))),
        };
        let p = Presented {
            qr_id: "qr_0123456789abcdef01234567",
            currency: "368",
            amount: Some(amount_text(25_000, 0)),
            bill_number: Some("12345678"),
            reference: Some("order 17"),
            terminal: None,
        };
        let text = payload(&m, &p);
        let o = parse(&text).unwrap();
        assert_eq!(o["00"], "01");
        assert_eq!(o["01"], "12");
        assert_eq!(o["54"], "25000");
        assert_eq!(o["59"], "Baghdad Books and Station");
        assert_eq!(o["58"], "IQ");
        assert_eq!(sanduq_qr_id(&o).as_deref(), Some(p.qr_id));
        let lang = objects(&o["64"]).unwrap();
        assert_eq!(lang["01"], "مكتبة بغداد");
        assert_eq!(objects(&o["62"]).unwrap()["05"], "order 17");
        assert_eq!(amount_text(1_250, 2), "12.50");
        // one character changed: the CRC says so
        let bad = text.replacen("25000", "26000", 1);
        assert!(matches!(parse(&bad), Err(EmvError::Crc { .. })));
        assert!(matches!(parse("hello"), Err(EmvError::Malformed(_))));
    }
}
