//! Parse, don't validate: a request body is read field by field into typed values, every
//! problem collected as a field-level detail, unknown fields refused. The result is one
//! VALIDATION_ERROR (or UNSUPPORTED_CURRENCY) with every field's issue.

use crate::contract::{Kind, Op};
use crate::error::ApiError;
use sanduq_domain::money::MAX_AMOUNT;
use sanduq_domain::{Currency, DomainError, ErrorCode};
use sanduq_kernel::paging::{Page, MAX_PER_PAGE};
use serde_json::{json, Map, Value};
use std::collections::{BTreeMap, BTreeSet};

pub const MAX_METADATA_KEY: usize = 40;
pub const MAX_METADATA_VALUE: usize = 500;
pub const MAX_URL: usize = 2048;

/// What is wrong with `s` as text of at most `max` characters (None: nothing): blank, too
/// long, or holding control characters other than \n and \t.
/// The longest phone number a request may type (spaces, dashes and a national prefix).
pub const PHONE_CHARS: usize = 32;

pub fn text_issue(s: &str, max: usize) -> Option<String> {
    if s.trim().is_empty() {
        return Some("must not be empty".into());
    }
    if s.chars().count() > max {
        return Some(format!("must be at most {max} characters"));
    }
    if s.chars().any(|c| c.is_control() && c != '\n' && c != '\t') {
        return Some("must not contain control characters".into());
    }
    None
}

pub struct Body {
    obj: Map<String, Value>,
    seen: BTreeSet<String>,
    errors: BTreeMap<String, String>,
    unsupported: Option<DomainError>,
    /// A confirming PIN was asked for and is absent: PIN_REQUIRED once all else is valid.
    pin_missing: bool,
    /// The route's description; in debug builds every read is checked against it.
    decl: Option<&'static Op>,
}

/// The longest name of an uploaded file.
pub const MAX_FILE_NAME: usize = 100;

/// A file a request carried.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Upload {
    pub name: String,
    pub bytes: Vec<u8>,
    pub content_type: &'static str,
}

/// A PDF's, JPEG's or PNG's media type, by its first bytes.
pub fn file_type(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(b"%PDF-") {
        Some("application/pdf")
    } else {
        sanduq_domain::kyc::image_type(bytes)
    }
}

/// How a handler read a field, to compare with the field's description.
#[derive(Debug, Clone, Copy)]
enum Read {
    Str(usize),
    Int(i64, i64),
    IntText(i64, i64),
    Time,
    Date,
    Image(usize),
    Files(usize, usize),
    Bool,
    Metadata(usize),
    Value,
    Words(usize, &'static [&'static str]),
}

impl Read {
    fn fits(self, kind: Kind) -> bool {
        match (self, kind) {
            (Read::Str(m), Kind::Text { max }) | (Read::Str(m), Kind::Word { max, .. }) => m == max,
            (Read::Str(m), Kind::Pin) => m == 4,
            (Read::Str(m), Kind::Shaped { max, .. }) => m == max,
            (Read::Str(m), Kind::EventType) => m == 64,
            (Read::Str(m), Kind::Origin) => m == sanduq_pages::MAX_ORIGIN,
            (Read::Str(m), Kind::Currency) => m == 3,
            (Read::Str(m), Kind::Url | Kind::HttpsUrl) => m == MAX_URL,
            (Read::Int(a, b), Kind::Int { min, max }) => (a, b) == (min, max),
            (Read::Int(a, b), Kind::Amount) => (a, b) == (1, MAX_AMOUNT),
            (Read::IntText(a, b), Kind::IntText { min, max }) => (a, b) == (min, max),
            (Read::Time, Kind::Time) | (Read::Bool, Kind::Bool) | (Read::Date, Kind::Date) => true,
            (Read::Image(m), Kind::Image { max_bytes }) => m == max_bytes,
            (
                Read::Files(b, n),
                Kind::Files {
                    max_bytes,
                    max_files,
                },
            ) => (b, n) == (max_bytes, max_files),
            (Read::Metadata(n), Kind::Metadata { max_keys }) => n == max_keys,
            (
                Read::Value,
                Kind::EventTypes
                | Kind::Origins { .. }
                | Kind::BankAccount
                | Kind::Location
                | Kind::AgentLimits
                | Kind::AgentFees
                | Kind::FamilyRules
                | Kind::Strings { .. },
            ) => true,
            (Read::Str(m), Kind::Phone) => m == PHONE_CHARS,
            (Read::Words(m, w), Kind::Words { max, one_of }) => m == max && w == one_of,
            _ => false,
        }
    }
}

impl Body {
    /// Parses a JSON object; an empty body is an empty object.
    pub fn parse(bytes: &[u8]) -> Result<Body, ApiError> {
        let obj = if bytes.iter().all(u8::is_ascii_whitespace) {
            Map::new()
        } else {
            match serde_json::from_slice::<strict::Strict>(bytes) {
                Ok(strict::Strict(Value::Object(o))) => o,
                Ok(_) => return Err(DomainError::field("body", "must be a JSON object").into()),
                Err(e) => {
                    return Err(match strict::duplicate(&e) {
                        Some(key) => DomainError::field(&key, "is given more than once"),
                        None => DomainError::field("body", format!("malformed JSON: {e}")),
                    }
                    .into())
                }
            }
        };
        Ok(Body {
            obj,
            seen: BTreeSet::new(),
            errors: BTreeMap::new(),
            unsupported: None,
            pin_missing: false,
            decl: None,
        })
    }

    /// Reads under the route's description: in debug builds a field read but not
    /// described, or read otherwise than described, is a bug and panics (a 500 in tests).
    pub fn declared(mut self, op: Option<&'static Op>) -> Body {
        self.decl = op;
        self
    }

    fn check(&self, field: &str, read: Read) {
        if !cfg!(debug_assertions) {
            return;
        }
        let Some(op) = self.decl else { return };
        match op.field(field) {
            Some(f) if read.fits(f.kind) => {}
            Some(f) => panic!(
                "{}: field {field} is read as {read:?} but documented as {:?}",
                op.id, f.kind
            ),
            None => panic!("{}: field {field} is read but not documented", op.id),
        }
    }

    /// A query string read the same way: each parameter a string field, given once.
    pub fn from_query(raw: Option<&str>) -> Body {
        let mut obj = Map::new();
        let mut errors = BTreeMap::new();
        for (k, v) in url::form_urlencoded::parse(raw.unwrap_or_default().as_bytes()) {
            if obj
                .insert(k.to_string(), Value::String(v.to_string()))
                .is_some()
            {
                errors.insert(k.to_string(), "must be given once".to_string());
            }
        }
        Body {
            obj,
            seen: BTreeSet::new(),
            errors,
            unsupported: None,
            pin_missing: false,
            decl: None,
        }
    }

    /// An integer written as text (a query parameter) within [min, max].
    /// Reads `page` and `per_page` from a query string being parsed.
    pub fn page(&mut self) -> Page {
        let d = Page::default();
        Page {
            page: self
                .opt_int_text("page", 1, 1_000_000)
                .map_or(d.page, |n| n as usize),
            per_page: self
                .opt_int_text("per_page", 1, MAX_PER_PAGE as i64)
                .map_or(d.per_page, |n| n as usize),
        }
    }

    pub fn opt_int_text(&mut self, field: &str, min: i64, max: i64) -> Option<i64> {
        self.check(field, Read::IntText(min, max));
        let v = self.take(field)?;
        match v.as_str().and_then(|t| t.parse::<i64>().ok()) {
            Some(n) if (min..=max).contains(&n) => Some(n),
            _ => {
                self.fail(field, format!("must be an integer between {min} and {max}"));
                None
            }
        }
    }

    /// An ISO 8601 date-time (RFC 3339).
    pub fn opt_time(&mut self, field: &str) -> Option<chrono::DateTime<chrono::Utc>> {
        self.check(field, Read::Time);
        let v = self.take(field)?;
        match v.as_str().map(chrono::DateTime::parse_from_rfc3339) {
            Some(Ok(t)) => Some(t.with_timezone(&chrono::Utc)),
            _ => {
                self.fail(
                    field,
                    "must be an ISO 8601 date-time, e.g. 2026-11-22T10:00:00Z",
                );
                None
            }
        }
    }

    /// A calendar date, YYYY-MM-DD, when given.
    pub fn opt_date(&mut self, field: &str) -> Option<chrono::NaiveDate> {
        if self.has(field) {
            self.req_date(field)
        } else {
            self.check(field, Read::Date);
            self.take(field);
            None
        }
    }

    /// A calendar date, YYYY-MM-DD.
    pub fn req_date(&mut self, field: &str) -> Option<chrono::NaiveDate> {
        self.check(field, Read::Date);
        let Some(v) = self.take(field) else {
            self.fail(field, "is required");
            return None;
        };
        match v
            .as_str()
            .filter(|t| t.len() == 10)
            .map(|t| chrono::NaiveDate::parse_from_str(t, "%Y-%m-%d"))
        {
            Some(Ok(d)) => Some(d),
            _ => {
                self.fail(field, "must be a date, YYYY-MM-DD");
                None
            }
        }
    }

    /// A JPEG or PNG image in base64 (standard alphabet, padded; a `data:image/jpeg;base64,`
    /// or `data:image/png;base64,` prefix is read too): its bytes and media type.
    pub fn req_image(&mut self, field: &str, max_bytes: usize) -> Option<(Vec<u8>, &'static str)> {
        use base64::Engine as _;
        self.check(field, Read::Image(max_bytes));
        let Some(v) = self.take(field) else {
            self.fail(field, "is required");
            return None;
        };
        let Some(text) = v.as_str() else {
            self.fail(field, "must be a base64 string");
            return None;
        };
        let text = ["data:image/jpeg;base64,", "data:image/png;base64,"]
            .iter()
            .find_map(|p| text.strip_prefix(p))
            .unwrap_or(text);
        if text.len() > max_bytes.div_ceil(3) * 4 {
            self.fail(field, format!("must be at most {max_bytes} bytes"));
            return None;
        }
        let Ok(bytes) = base64::engine::general_purpose::STANDARD.decode(text) else {
            self.fail(field, "must be base64 (standard alphabet, padded)");
            return None;
        };
        if bytes.len() > max_bytes {
            self.fail(field, format!("must be at most {max_bytes} bytes"));
            return None;
        }
        match sanduq_domain::kyc::image_type(&bytes) {
            Some(t) => Some((bytes, t)),
            None => {
                self.fail(field, "must be a JPEG or PNG image");
                None
            }
        }
    }

    /// Files given as `[{name, data}]` (a PDF, JPEG or PNG in base64 each, at most
    /// `max_bytes` decoded, at most `max_files`), with their media types; none when absent.
    pub fn opt_files(&mut self, field: &str, max_bytes: usize, max_files: usize) -> Vec<Upload> {
        use base64::Engine as _;
        self.check(field, Read::Files(max_bytes, max_files));
        let Some(v) = self.take(field) else {
            return vec![];
        };
        let Some(list) = v.as_array() else {
            self.fail(field, "must be a list of {name, data}");
            return vec![];
        };
        if list.len() > max_files {
            self.fail(field, format!("at most {max_files} files"));
            return vec![];
        }
        let mut out = vec![];
        for (i, f) in list.iter().enumerate() {
            let name = f.get("name").and_then(Value::as_str).unwrap_or_default();
            let data = f.get("data").and_then(Value::as_str).unwrap_or_default();
            let bad = |issue: &str| format!("file {}: {issue}", i + 1);
            if name.trim().is_empty() || name.chars().count() > MAX_FILE_NAME {
                self.fail(
                    field,
                    bad(&format!("name must be 1 to {MAX_FILE_NAME} characters")),
                );
                return vec![];
            }
            if data.len() > max_bytes.div_ceil(3) * 4 {
                self.fail(field, bad(&format!("must be at most {max_bytes} bytes")));
                return vec![];
            }
            let Ok(bytes) = base64::engine::general_purpose::STANDARD.decode(data) else {
                self.fail(
                    field,
                    bad("data must be base64 (standard alphabet, padded)"),
                );
                return vec![];
            };
            if bytes.len() > max_bytes {
                self.fail(field, bad(&format!("must be at most {max_bytes} bytes")));
                return vec![];
            }
            let Some(content_type) = file_type(&bytes) else {
                self.fail(field, bad("must be a PDF, JPEG or PNG"));
                return vec![];
            };
            out.push(Upload {
                name: name.trim().to_string(),
                bytes,
                content_type,
            });
        }
        out
    }

    pub fn fail(&mut self, field: &str, issue: impl Into<String>) {
        self.errors
            .entry(field.to_string())
            .or_insert_with(|| issue.into());
    }

    /// The raw value, or None when absent or null.
    fn take(&mut self, field: &str) -> Option<Value> {
        self.seen.insert(field.to_string());
        match self.obj.get(field) {
            None | Some(Value::Null) => None,
            Some(v) => Some(v.clone()),
        }
    }

    /// The body as sent (every field, read or not): what a change held for approval keeps.
    pub fn json(&self) -> Value {
        Value::Object(self.obj.clone())
    }

    pub fn has(&self, field: &str) -> bool {
        !matches!(self.obj.get(field), None | Some(Value::Null))
    }

    pub fn opt_str(&mut self, field: &str, max: usize) -> Option<String> {
        self.check(field, Read::Str(max));
        let v = self.take(field)?;
        let Value::String(s) = v else {
            self.fail(field, "must be a string");
            return None;
        };
        if let Some(issue) = text_issue(&s, max) {
            self.fail(field, issue);
            return None;
        }
        Some(s)
    }

    /// A phone field as E.164 (national numbers read in Iraq; Arabic-Indic digits too); None
    /// when absent or not a phone number (the field's problem noted).
    pub fn opt_phone(&mut self, field: &str) -> Option<String> {
        let typed = self.opt_str(field, PHONE_CHARS)?;
        let e164 = sanduq_domain::phone::e164(&typed, sanduq_domain::phone::DEFAULT_REGION);
        if e164.is_none() {
            self.fail(
                field,
                "is not a valid phone number; write it as +9647701234567 or 07701234567",
            );
        }
        e164
    }

    /// `opt_phone`, required.
    pub fn req_phone(&mut self, field: &str) -> String {
        if !self.has(field) {
            self.take(field);
            self.fail(field, "is required");
            return String::new();
        }
        self.opt_phone(field).unwrap_or_default()
    }

    pub fn req_str(&mut self, field: &str, max: usize) -> String {
        if !self.has(field) {
            self.take(field);
            self.fail(field, "is required");
            return String::new();
        }
        self.opt_str(field, max).unwrap_or_default()
    }

    pub fn opt_int(&mut self, field: &str, min: i64, max: i64) -> Option<i64> {
        self.check(field, Read::Int(min, max));
        let v = self.take(field)?;
        // An integer is written as one: 100.0 or 1e2 is refused (as Stripe refuses
        // "1000.0"), so an amount is never a decimal that happened to be whole
        // (docs/decisions.md, "Integers are written as integers").
        let n = v.as_i64();
        match n {
            Some(n) if (min..=max).contains(&n) => Some(n),
            Some(_) => {
                self.fail(field, format!("must be between {min} and {max}"));
                None
            }
            None if v.is_u64() => {
                self.fail(field, format!("must be between {min} and {max}"));
                None
            }
            None if v.is_number() => {
                self.fail(
                    field,
                    format!("must be an integer between {min} and {max}, written without a decimal point or exponent"),
                );
                None
            }
            None => {
                self.fail(field, "must be an integer");
                None
            }
        }
    }

    /// An amount in minor units: a positive integer no larger than MAX_AMOUNT.
    pub fn opt_amount(&mut self, field: &str) -> Option<i64> {
        self.opt_int(field, 1, MAX_AMOUNT)
    }

    pub fn req_amount(&mut self, field: &str) -> i64 {
        if !self.has(field) {
            self.take(field);
            self.fail(field, "is required");
            return 0;
        }
        self.opt_amount(field).unwrap_or(0)
    }

    /// A currency when given (IQD or USD, any case).
    pub fn opt_currency(&mut self, field: &str) -> Option<Currency> {
        if !self.has(field) {
            self.check(field, Read::Str(3));
            self.take(field);
            return None;
        }
        Some(self.req_currency(field))
    }

    pub fn req_currency(&mut self, field: &str) -> Currency {
        let s = self.req_str(field, 3);
        if s.is_empty() {
            return Currency::Usd;
        }
        match Currency::parse(field, &s) {
            // the published codes only: IQD and USD, in capitals, as the document lists them
            Ok(c) if s != c.code() => {
                self.fail(
                    field,
                    format!("must be {} (currency codes are in capitals)", c.code()),
                );
                c
            }
            Ok(c) => c,
            Err(e) if e.code == ErrorCode::UnsupportedCurrency => {
                self.unsupported = Some(e);
                Currency::Usd
            }
            Err(e) => {
                self.fail(
                    field,
                    e.details
                        .as_ref()
                        .and_then(|d| d["fields"][field].as_str())
                        .unwrap_or("invalid"),
                );
                Currency::Usd
            }
        }
    }

    /// An http(s) URL.
    pub fn opt_url(&mut self, field: &str) -> Option<String> {
        let s = self.opt_str(field, MAX_URL)?;
        match url::Url::parse(&s) {
            Ok(u) if (u.scheme() == "https" || u.scheme() == "http") && u.host().is_some() => {
                Some(s)
            }
            _ => {
                self.fail(field, "must be an absolute http or https URL");
                None
            }
        }
    }

    pub fn req_url(&mut self, field: &str) -> String {
        if !self.has(field) {
            self.take(field);
            self.fail(field, "is required");
            return String::new();
        }
        self.opt_url(field).unwrap_or_default()
    }

    /// An optional list of words (`req_words` when given; None when absent or null).
    pub fn opt_words(
        &mut self,
        field: &str,
        max: usize,
        one_of: &'static [&'static str],
    ) -> Option<Vec<String>> {
        if !self.has(field) {
            self.check(field, Read::Words(max, one_of));
            self.take(field);
            return None;
        }
        Some(self.req_words(field, max, one_of))
    }

    /// A required list of 1 to `max` distinct words, each one of `one_of`, in the order given.
    pub fn req_words(
        &mut self,
        field: &str,
        max: usize,
        one_of: &'static [&'static str],
    ) -> Vec<String> {
        self.check(field, Read::Words(max, one_of));
        let Some(v) = self.take(field) else {
            self.fail(field, "is required");
            return vec![];
        };
        let Value::Array(items) = v else {
            self.fail(field, "must be a list");
            return vec![];
        };
        if items.is_empty() || items.len() > max {
            self.fail(field, format!("must hold 1 to {max} items"));
            return vec![];
        }
        let mut words = Vec::with_capacity(items.len());
        for item in items {
            match item.as_str() {
                Some(w) if one_of.contains(&w) => {
                    if words.iter().any(|x: &String| x == w) {
                        self.fail(field, format!("`{w}` is given more than once"));
                        return vec![];
                    }
                    words.push(w.to_string());
                }
                _ => {
                    self.fail(
                        field,
                        format!("each item must be one of {}", one_of.join(", ")),
                    );
                    return vec![];
                }
            }
        }
        words
    }

    /// The raw value of a field (None: absent or null), for shapes read elsewhere.
    pub fn opt_value(&mut self, field: &str) -> Option<Value> {
        self.check(field, Read::Value);
        self.take(field)
    }

    pub fn opt_bool(&mut self, field: &str) -> Option<bool> {
        self.check(field, Read::Bool);
        let v = self.take(field)?;
        match v.as_bool() {
            Some(b) => Some(b),
            None => {
                self.fail(field, "must be true or false");
                None
            }
        }
    }

    /// A transaction PIN in `pin`: exactly four digits; `required` reports its absence.
    pub fn pin(&mut self, required: bool) -> Option<String> {
        self.pin_named("pin", required)
    }

    /// A PIN in `field`: exactly four digits, typed in ASCII, Arabic-Indic or Persian digits
    /// (read as ASCII: the same PIN); `required` reports its absence.
    pub fn pin_named(&mut self, field: &str, required: bool) -> Option<String> {
        if required && !self.has(field) {
            self.fail(field, "is required");
        }
        let pin = self
            .opt_str(field, 4)
            .map(|p| sanduq_domain::phone::ascii_digits(&p));
        if pin
            .as_deref()
            .is_some_and(|p| !sanduq_domain::user::is_pin(p))
        {
            self.fail(field, "must be 4 digits");
        }
        pin
    }

    /// The PIN that confirms a money movement (or proves the user, as the current PIN of a
    /// change): read as `pin(false)`; absent, it is PIN_REQUIRED once the body is otherwise
    /// valid (the spec's code for "pin absent from the body"), never a field's error.
    pub fn confirming_pin(&mut self) -> Option<String> {
        self.pin_missing = !self.has("pin");
        self.pin(false)
    }

    /// True when the body sets `field` to null explicitly (to clear a setting).
    pub fn is_null(&self, field: &str) -> bool {
        if let Some(op) = self.decl.filter(|_| cfg!(debug_assertions)) {
            assert!(
                op.field(field).is_some_and(|f| f.nullable),
                "{}: field {field} may be null but is not documented so",
                op.id
            );
        }
        matches!(self.obj.get(field), Some(Value::Null))
    }

    /// Free key-value pairs: keys up to 40 characters; values strings (up to 500 characters),
    /// booleans, or numbers every store keeps exactly (64-bit integers, or decimals with a
    /// magnitude between 1e-130 and 1e126).
    pub fn opt_metadata(&mut self, field: &str, max_keys: usize) -> Map<String, Value> {
        self.check(field, Read::Metadata(max_keys));
        let Some(v) = self.take(field) else {
            return Map::new();
        };
        let Value::Object(m) = v else {
            self.fail(field, "must be an object");
            return Map::new();
        };
        if m.len() > max_keys {
            self.fail(field, format!("must have at most {max_keys} keys"));
            return Map::new();
        }
        for (k, v) in &m {
            let bad = match v {
                _ if k.is_empty() || k.chars().count() > MAX_METADATA_KEY => {
                    Some(format!("keys must be 1 to {MAX_METADATA_KEY} characters"))
                }
                Value::String(s) if s.chars().count() > MAX_METADATA_VALUE => Some(format!(
                    "values must be at most {MAX_METADATA_VALUE} characters"
                )),
                Value::Number(n) if !sanduq_store::number_in_range(n) => Some(
                    "numbers must be 64-bit integers or decimals between 1e-130 and 1e126".into(),
                ),
                Value::String(_) | Value::Number(_) | Value::Bool(_) => None,
                _ => Some("values must be strings, numbers or booleans".into()),
            };
            if let Some(b) = bad {
                self.fail(field, b);
                return Map::new();
            }
        }
        m
    }

    /// Ends parsing: unknown fields are errors; every error is reported at once.
    pub fn finish(mut self) -> Result<(), ApiError> {
        if let Some(op) = self.decl.filter(|_| cfg!(debug_assertions)) {
            let mut fields = op.body.unwrap_or(&[]).iter().chain(op.query.iter());
            if let Some(f) = fields.find(|f| !self.seen.contains(f.name)) {
                panic!("{}: field {} is documented but not read", op.id, f.name);
            }
        }
        let unknown: Vec<String> = self
            .obj
            .keys()
            .filter(|k| !self.seen.contains(*k))
            .cloned()
            .collect();
        for k in unknown {
            self.fail(&k, "is not a known field");
        }
        if !self.errors.is_empty() {
            let n = self.errors.len();
            let first = self
                .errors
                .iter()
                .next()
                .map(|(k, v)| format!("{k} {v}"))
                .unwrap_or_default();
            let msg = if n == 1 {
                format!("invalid request: {first}")
            } else {
                format!("invalid request: {first} (and {} more)", n - 1)
            };
            return Err(DomainError::new(ErrorCode::ValidationError, msg)
                .with_details(json!({ "fields": self.errors }))
                .into());
        }
        if let Some(e) = self.unsupported {
            return Err(e.into());
        }
        if self.pin_missing {
            return Err(ApiError::new(
                ErrorCode::PinRequired,
                "send pin: the user's 4-digit PIN confirms this",
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(r: Result<(), ApiError>) -> (ErrorCode, Value) {
        let e = r.unwrap_err().0;
        (e.code, e.details.unwrap_or_default())
    }

    #[test]
    fn a_confirming_pin_absent_is_pin_required_after_the_fields_errors() {
        let read = |v: Value| {
            let mut b = Body::parse(v.to_string().as_bytes()).unwrap();
            let _ = b.opt_str("note", 10);
            let pin = b.confirming_pin();
            (pin, b.finish())
        };
        let (pin, r) = read(json!({ "note": "hi" }));
        assert_eq!(pin, None);
        assert_eq!(code(r).0, ErrorCode::PinRequired);
        // a malformed body says so first
        let (_, r) = read(json!({ "note": "far too long a note" }));
        assert_eq!(code(r).0, ErrorCode::ValidationError);
        // a PIN of the wrong shape is a field's error
        let (_, r) = read(json!({ "pin": "12" }));
        let (c, d) = code(r);
        assert_eq!(c, ErrorCode::ValidationError);
        assert!(d["fields"]["pin"].is_string(), "{d}");
        let (pin, r) = read(json!({ "pin": "1234" }));
        assert_eq!(pin.as_deref(), Some("1234"));
        assert!(r.is_ok());
    }

    #[test]
    fn collects_every_field_error() {
        let mut b = Body::parse(br#"{"amount":"10","currency":"US","extra":1,"name":""}"#).unwrap();
        b.req_amount("amount");
        b.req_currency("currency");
        b.req_str("name", 10);
        b.req_str("missing", 10);
        let (c, d) = code(b.finish());
        assert_eq!(c, ErrorCode::ValidationError);
        let f = &d["fields"];
        assert_eq!(f["amount"], "must be an integer");
        assert!(f["currency"].is_string());
        assert_eq!(f["extra"], "is not a known field");
        assert_eq!(f["name"], "must not be empty");
        assert_eq!(f["missing"], "is required");
    }

    #[test]
    fn unsupported_currency_is_its_own_code() {
        let mut b = Body::parse(br#"{"currency":"EUR"}"#).unwrap();
        b.req_currency("currency");
        assert_eq!(code(b.finish()).0, ErrorCode::UnsupportedCurrency);
    }

    #[test]
    fn malformed_and_non_objects() {
        assert!(Body::parse(b"{").is_err());
        assert!(Body::parse(b"[1]").is_err());
        assert!(Body::parse(b"").is_ok());
    }

    #[test]
    fn metadata_numbers_must_fit_the_store() {
        for bad in [r#"{"m":{"x":1e200}}"#, r#"{"m":{"x":-1e-200}}"#] {
            let mut b = Body::parse(bad.as_bytes()).unwrap();
            b.opt_metadata("m", 20);
            let (c, d) = code(b.finish());
            assert_eq!(c, ErrorCode::ValidationError, "{bad}");
            assert!(
                d["fields"]["m"].as_str().unwrap().contains("numbers"),
                "{d}"
            );
        }
        let mut b = Body::parse(
            br#"{"m":{"u":18446744073709551615,"i":-9223372036854775808,"f":0.25,"z":0}}"#,
        )
        .unwrap();
        let m = b.opt_metadata("m", 20);
        assert!(b.finish().is_ok());
        assert_eq!(m["u"], serde_json::json!(u64::MAX));
    }

    #[test]
    fn amounts_limits_urls_metadata() {
        let mut b =
            Body::parse(br#"{"a":0,"b":1.5,"c":10000000000000,"u":"ftp://x","m":{"k":[1]}}"#)
                .unwrap();
        b.opt_amount("a");
        b.opt_amount("b");
        b.opt_amount("c");
        b.opt_url("u");
        b.opt_metadata("m", 20);
        let (_, d) = code(b.finish());
        assert_eq!(d["fields"].as_object().unwrap().len(), 5);
    }

    /// Issue 72 (3): `1000.0` was taken as the amount 1000.
    #[test]
    fn an_amount_written_with_a_fraction_or_exponent_is_refused() {
        for bad in ["1000.0", "1e3", "1.0E3", "18446744073709551615"] {
            let mut b = Body::parse(format!(r#"{{"amount":{bad}}}"#).as_bytes()).unwrap();
            assert_eq!(b.opt_amount("amount"), None, "{bad}");
            let (c, d) = code(b.finish());
            assert_eq!(c, ErrorCode::ValidationError);
            assert!(d["fields"]["amount"].is_string(), "{bad}: {d}");
        }
        let mut b = Body::parse(br#"{"amount":1000}"#).unwrap();
        assert_eq!(b.opt_amount("amount"), Some(1000));
        assert!(b.finish().is_ok());
    }
}

/// JSON read strictly: an object that names a key twice is refused. (serde_json keeps the
/// last one, so `{"amount":1,"amount":2}` would mean whichever a reader took.)
mod strict {
    use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
    use serde_json::{Map, Value};
    use std::fmt;

    const DUPLICATE: &str = "duplicate key `";

    pub struct Strict(pub Value);

    impl<'de> Deserialize<'de> for Strict {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Strict, D::Error> {
            d.deserialize_any(StrictVisitor).map(Strict)
        }
    }

    /// The key an error names twice, if that is the error.
    pub fn duplicate(e: &serde_json::Error) -> Option<String> {
        let text = e.to_string();
        let rest = text.strip_prefix(DUPLICATE)?;
        Some(rest[..rest.find('`')?].to_string())
    }

    struct StrictVisitor;

    impl<'de> Visitor<'de> for StrictVisitor {
        type Value = Value;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a JSON value")
        }
        fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
            Ok(Value::Bool(v))
        }
        fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
            Ok(Value::from(v))
        }
        fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
            Ok(Value::from(v))
        }
        fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
            Ok(Value::from(v))
        }
        fn visit_str<E>(self, v: &str) -> Result<Value, E> {
            Ok(Value::String(v.to_string()))
        }
        fn visit_string<E>(self, v: String) -> Result<Value, E> {
            Ok(Value::String(v))
        }
        fn visit_unit<E>(self) -> Result<Value, E> {
            Ok(Value::Null)
        }
        fn visit_none<E>(self) -> Result<Value, E> {
            Ok(Value::Null)
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
            let mut out = Vec::new();
            while let Some(Strict(v)) = seq.next_element()? {
                out.push(v);
            }
            Ok(Value::Array(out))
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
            let mut out = Map::new();
            while let Some(k) = map.next_key::<String>()? {
                if out.contains_key(&k) {
                    return Err(de::Error::custom(format!("{DUPLICATE}{k}`")));
                }
                let Strict(v) = map.next_value()?;
                out.insert(k, v);
            }
            Ok(Value::Object(out))
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn a_key_twice_is_refused_at_any_depth_and_values_read_as_serde_json_reads_them() {
            for twice in [
                r#"{"amount":1,"amount":2}"#,
                r#"{"metadata":{"a":1,"a":1}}"#,
                r#"{"x":[{"b":true,"b":false}]}"#,
            ] {
                let e = serde_json::from_str::<Strict>(twice).err().expect(twice);
                assert!(duplicate(&e).is_some(), "{twice}: {e}");
            }
            let text = r#"{"a":-1,"b":18446744073709551615,"c":1e-130,"d":[null,"x",true],"e":{}}"#;
            let Strict(v) = serde_json::from_str(text).unwrap();
            assert_eq!(v, serde_json::from_str::<Value>(text).unwrap());
        }
    }
}
